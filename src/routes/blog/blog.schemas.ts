// Schemas of the Blog group.
import { z } from "@hono/zod-openapi";
import { int, MAX_ITEMS, MAX_LENGTH, text } from "@/platform/fields";
import { dateTimeField, langQuery, PageQuerySchema, searchQuery } from "@/platform/envelope";
import { LANGS } from "@/platform/i18n";

const lang = z.enum(LANGS).openapi({ description: "Language of this item: the one requested, or English when it is not translated into it.", example: "fr" });
const availableLangs = z.array(z.enum(LANGS)).max(LANGS.length).openapi({ description: "Languages the item is written in.", example: ["de", "en", "es", "fr"] });

export const BlogArticleSummarySchema = z
  .object({
    slug: text(MAX_LENGTH.code).openapi({ description: "Identifier of the article, the same in every language.", example: "llms-txt-explained" }),
    title: text(MAX_LENGTH.label).openapi({ description: "Title.", example: "llms.txt, expliqué" }),
    excerpt: text(MAX_LENGTH.text).openapi({ description: "One or two sentences saying what the article is about.", example: "Un fichier Markdown à la racine du site pour résumer celui-ci aux modèles de langage." }),
    author: text(MAX_LENGTH.label).openapi({ description: "Author.", example: "Camille Durand" }),
    tags: z.array(text(MAX_LENGTH.word)).max(MAX_ITEMS.few).openapi({ description: "Topics, as language-neutral slugs (filter with `tag`).", example: ["llms-txt", "technical"] }),
    reading_minutes: int().openapi({ description: "Estimated reading time in minutes.", example: 3 }),
    published_at: dateTimeField("When the article was published (ISO 8601, UTC)."),
    lang,
    available_langs: availableLangs,
  })
  .openapi("BlogArticleSummary", { description: "A blog article without its body, as listed." });

export const BlogArticleSchema = BlogArticleSummarySchema.extend({
  content: text(MAX_LENGTH.article).openapi({ description: "The article in Markdown (CommonMark).", example: "## Ce que contient le fichier\n\n…" }),
}).openapi("BlogArticle", { description: "A blog article about AI visibility and GEO, with its Markdown body." });

export const BlogListQuerySchema = PageQuerySchema.extend({
  lang: langQuery(),
  tag: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Query parameter 'tag' must be a tag slug such as 'llms-txt'." })
    .max(60, { error: "Query parameter 'tag' must be at most 60 characters." })
    .optional()
    .openapi({ param: { name: "tag", in: "query" }, description: "Only the articles with this tag.", example: "llms-txt" }),
  q: searchQuery("Only the articles whose title, excerpt or body (in the returned language) contains every word of `q`, ignoring case and accents."),
});
