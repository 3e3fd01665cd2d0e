// Reading the blog and the glossary in a language, falling back to English where a translation is missing.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { jsonValue, textArray } from "@/db/raw";
import { pageOffset, type PageQuery } from "@/platform/envelope";
import type { Lang } from "@/platform/i18n";
import { searchable } from "@/platform/text";

/** Every word of `q` must appear (accents and case ignored) in the text of the returned language. */
function matchesQuery(column: SQL, q: string | undefined): SQL {
  const words = q ? searchable(q).split(/\s+/).filter(Boolean) : [];
  if (words.length === 0) return sql`true`;
  const escaped = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return sql.join(escaped.map((pattern) => sql`${column} like ${pattern}`), sql` and `);
}

/** The row of `table` in `lang`, else in English: `t` in the query. */
function translation(table: string, lang: Lang, key: SQL): SQL {
  return sql`join lateral (select * from ${sql.identifier(table)} x where x.slug = ${key} and x.lang in (${lang}, 'en')
                           order by x.lang = ${lang} desc limit 1) t on true`;
}

function availableLangs(table: string, key: SQL): SQL {
  return sql`(select array_agg(y.lang order by y.lang) from ${sql.identifier(table)} y where y.slug = ${key})`;
}

type Row = Record<string, unknown>;

function toArticleSummary(r: Row) {
  return {
    slug: String(r.slug),
    title: String(r.title),
    excerpt: String(r.excerpt),
    author: String(r.author),
    tags: textArray(r.tags),
    reading_minutes: Number(r.reading_minutes),
    published_at: new Date(String(r.published_at)).toISOString(),
    lang: String(r.lang) as Lang,
    available_langs: textArray(r.available_langs) as Lang[],
  };
}

export interface ArticleFilters {
  tag?: string;
  q?: string;
}

/** A page of articles, newest first, with the total, in one round trip. */
export async function listArticles(db: Database, lang: Lang, filters: ArticleFilters, page: PageQuery) {
  const from = sql`from blog_articles a ${translation("blog_article_translations", lang, sql`a.slug`)}
                   where (${filters.tag ?? null}::text is null or ${filters.tag ?? null}::text = any(a.tags)) and ${matchesQuery(sql`t.search_text`, filters.q)}`;
  const [rows, totals] = await db.batch([
    db.execute(sql`select a.slug, a.author, a.tags, a.published_at, t.lang, t.title, t.excerpt, t.reading_minutes,
                          ${availableLangs("blog_article_translations", sql`a.slug`)} as available_langs
                   ${from} order by a.published_at desc, a.slug limit ${page.per_page} offset ${pageOffset(page)}`),
    db.execute(sql`select count(*)::int as total ${from}`),
  ]);
  return { items: (rows.rows as Row[]).map(toArticleSummary), total: Number((totals.rows as Row[])[0]?.total ?? 0) };
}

export async function getArticle(db: Database, lang: Lang, slug: string) {
  const result = await db.execute(sql`select a.slug, a.author, a.tags, a.published_at, t.lang, t.title, t.excerpt, t.reading_minutes, t.content,
                                             ${availableLangs("blog_article_translations", sql`a.slug`)} as available_langs
                                      from blog_articles a ${translation("blog_article_translations", lang, sql`a.slug`)} where a.slug = ${slug}`);
  const row = (result.rows as Row[])[0];
  return row ? { ...toArticleSummary(row), content: String(row.content) } : undefined;
}

function toTerm(r: Row) {
  return {
    slug: String(r.slug),
    term: String(r.term),
    definition: String(r.definition),
    related: textArray(r.related),
    lang: String(r.lang) as Lang,
    available_langs: textArray(r.available_langs) as Lang[],
  };
}

const termColumns = sql`g.slug, g.related, t.lang, t.term, t.definition, ${availableLangs("glossary_term_translations", sql`g.slug`)} as available_langs`;

export interface TermFilters {
  q?: string;
}

/** A page of terms in the language's alphabetical order, with the total, in one round trip. */
export async function listTerms(db: Database, lang: Lang, filters: TermFilters, page: PageQuery) {
  const from = sql`from glossary_terms g ${translation("glossary_term_translations", lang, sql`g.slug`)}
                   left join glossary_order o on o.slug = g.slug and o.lang = ${lang}
                   where ${matchesQuery(sql`t.search_text`, filters.q)}`;
  const [rows, totals] = await db.batch([
    db.execute(sql`select ${termColumns} ${from} order by o.position nulls last, g.slug limit ${page.per_page} offset ${pageOffset(page)}`),
    db.execute(sql`select count(*)::int as total ${from}`),
  ]);
  return { items: (rows.rows as Row[]).map(toTerm), total: Number((totals.rows as Row[])[0]?.total ?? 0) };
}

/** A term with its related terms named in the same language. */
export async function getTerm(db: Database, lang: Lang, slug: string) {
  const result = await db.execute(sql`
    select ${termColumns},
      (select coalesce(json_agg(json_build_object('slug', r.slug, 'term', rt.term) order by ro.position nulls last, r.slug), '[]'::json)
       from glossary_terms r
       join lateral (select term from glossary_term_translations x where x.slug = r.slug and x.lang in (${lang}, 'en') order by x.lang = ${lang} desc limit 1) rt on true
       left join glossary_order ro on ro.slug = r.slug and ro.lang = ${lang}
       where r.slug = any(g.related)) as related_terms
    from glossary_terms g ${translation("glossary_term_translations", lang, sql`g.slug`)}
    where g.slug = ${slug}`);
  const row = (result.rows as Row[])[0];
  if (!row) return undefined;
  const { related: _slugs, ...term } = toTerm(row);
  return { ...term, related_terms: jsonValue<{ slug: string; term: string }[]>(row.related_terms, []) };
}
