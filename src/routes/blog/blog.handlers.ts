// Handlers of the Blog group.
import { getDb } from "@/db/client";
import { getArticle, listArticles } from "@/domain/content";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { negotiateLang, setContentLanguage } from "@/platform/i18n/negotiate";
import type { GetRoute, ListRoute } from "./blog.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, lang, ...filters } = c.req.valid("query");
  const asked = negotiateLang(c, lang);
  const { items, total } = await listArticles(getDb(c.env), asked, filters, { page, per_page });
  setContentLanguage(c, items.map((item) => item.lang), asked);
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { slug } = c.req.valid("param");
  const asked = negotiateLang(c, c.req.valid("query").lang);
  const article = await getArticle(getDb(c.env), asked, slug);
  if (!article) throw new ApiError(404, `Blog article '${slug}' not found.`);
  setContentLanguage(c, [article.lang], asked);
  return c.json(detailBody(article), 200);
};
