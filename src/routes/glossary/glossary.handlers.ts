// Handlers of the Glossary group.
import { getDb } from "@/db/client";
import { getTerm, listTerms } from "@/domain/content";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { negotiateLang } from "@/platform/i18n/negotiate";
import type { GetRoute, ListRoute } from "./glossary.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, lang, ...filters } = c.req.valid("query");
  const { items, total } = await listTerms(getDb(c.env), negotiateLang(c, lang), filters, { page, per_page });
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { slug } = c.req.valid("param");
  const term = await getTerm(getDb(c.env), negotiateLang(c, c.req.valid("query").lang), slug);
  if (!term) throw new ApiError(404, `Glossary term '${slug}' not found.`);
  return c.json(detailBody(term), 200);
};
