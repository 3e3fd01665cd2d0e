// Handlers of the Glossary group.
import { getDb } from "@/db/client";
import { getTerm, listTerms } from "@/domain/content";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { negotiateLang, setContentLanguage } from "@/platform/i18n/negotiate";
import type { GetRoute, ListRoute } from "./glossary.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, lang, ...filters } = c.req.valid("query");
  const asked = negotiateLang(c, lang);
  const { items, total } = await listTerms(getDb(c.env), asked, filters, { page, per_page });
  setContentLanguage(c, items.map((item) => item.lang), asked);
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { slug } = c.req.valid("param");
  const asked = negotiateLang(c, c.req.valid("query").lang);
  const term = await getTerm(getDb(c.env), asked, slug);
  if (!term) throw new ApiError(404, `Glossary term '${slug}' not found.`);
  setContentLanguage(c, [term.lang], asked);
  return c.json(detailBody(term), 200);
};
