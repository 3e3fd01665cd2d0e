// Editorial content shared by every account: blog articles and glossary terms, one row per language.
// Written by `syncContent` (dev/content.ts) from the files in src/content/, never by the API.
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const blogArticles = pgTable("blog_articles", {
  slug: text("slug").primaryKey(),
  author: text("author").notNull(),
  /** Language-neutral tag slugs (`geo`, `llms-txt`…). */
  tags: text("tags").array().notNull(),
  publishedAt: timestamptz("published_at").notNull(),
});

export const blogArticleTranslations = pgTable(
  "blog_article_translations",
  {
    slug: text("slug")
      .notNull()
      .references(() => blogArticles.slug, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Markdown. */
    content: text("content").notNull(),
    readingMinutes: integer("reading_minutes").notNull(),
    /** Title, excerpt and content lower-cased without accents, for `q`. */
    searchText: text("search_text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] })],
);

export const glossaryTerms = pgTable("glossary_terms", {
  slug: text("slug").primaryKey(),
  /** Slugs of related terms. */
  related: text("related").array().notNull(),
});

export const glossaryTermTranslations = pgTable(
  "glossary_term_translations",
  {
    slug: text("slug")
      .notNull()
      .references(() => glossaryTerms.slug, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    term: text("term").notNull(),
    definition: text("definition").notNull(),
    searchText: text("search_text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] })],
);

/**
 * Alphabetical position of every term in every language, as that language sorts (Intl.Collator),
 * counting the English fallback where a translation is missing. Computed when the content is
 * written, because collations differ between Postgres builds and the embedded database has none.
 */
export const glossaryOrder = pgTable(
  "glossary_order",
  {
    lang: text("lang").notNull(),
    slug: text("slug")
      .notNull()
      .references(() => glossaryTerms.slug, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.slug] })],
);
