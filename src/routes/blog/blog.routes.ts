// The two Blog operations.
import { detailEnvelope, LangQuerySchema, listEnvelope, SlugParamSchema } from "@/platform/envelope";
import { CONTENT_LANGUAGE_HEADERS } from "@/platform/i18n/negotiate";
import { apiRoute, json } from "@/platform/routing";
import { BlogArticleSchema, BlogArticleSummarySchema, BlogListQuerySchema } from "./blog.schemas";

const tags = ["Blog"];

export const list = apiRoute({
  method: "get",
  path: "/blog",
  operationId: "listBlogArticles",
  tags,
  scope: "content:read",
  summary: "List blog articles",
  description: "Returns the articles, newest first, in the requested language (English where an article is not translated), without their bodies.",
  request: { query: BlogListQuerySchema },
  responses: { 200: { ...json(listEnvelope("BlogArticleList", BlogArticleSummarySchema), "A page of articles."), headers: CONTENT_LANGUAGE_HEADERS } },
});

export const get = apiRoute({
  method: "get",
  path: "/blog/{slug}",
  operationId: "getBlogArticle",
  tags,
  scope: "content:read",
  summary: "Get a blog article",
  description: "Returns one article with its Markdown body, in the requested language or, when it is not translated, in English.",
  request: { params: SlugParamSchema, query: LangQuerySchema },
  responses: { 200: { ...json(detailEnvelope("BlogArticleResponse", BlogArticleSchema), "The article."), headers: CONTENT_LANGUAGE_HEADERS } },
});

export type ListRoute = typeof list;
export type GetRoute = typeof get;
