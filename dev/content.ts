// Editorial content (blog, glossary) from src/content/ into the database: validated, folded for
// search, sorted per language, and written in one transaction. Run by every migration
// (`npm run db:migrate`, `npm run dev`, the tests), so the database always matches the files.
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import type { Database } from "../src/db/client";
import { blogArticles, blogArticleTranslations, glossaryOrder, glossaryTerms, glossaryTermTranslations } from "../src/db/schema";
import { LANGS, type Lang } from "../src/platform/i18n";
import { searchable } from "../src/platform/text";

const CONTENT_DIR = fileURLToPath(new URL("../src/content", import.meta.url));
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Words read per minute, for `reading_minutes`. */
const READING_SPEED = 200;

const ArticleMeta = z.strictObject({
  author: z.string().min(1),
  tags: z.array(z.string().regex(SLUG)).min(1),
  published_at: z.iso.datetime(),
});

const Translation = z.strictObject({ term: z.string().min(1), definition: z.string().min(1) });
const Terms = z.array(
  z.strictObject({
    slug: z.string().regex(SLUG),
    related: z.array(z.string().regex(SLUG)),
    translations: z.strictObject({ en: Translation, fr: Translation.optional(), es: Translation.optional(), de: Translation.optional() }),
  }),
);

export interface Article {
  slug: string;
  meta: z.infer<typeof ArticleMeta>;
  translations: Partial<Record<Lang, { title: string; excerpt: string; content: string }>>;
}

/** `---` / `title: …` / `excerpt: …` / `---`, then the Markdown body. */
function parseMarkdown(file: string, text: string) {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  if (lines[0] !== "---" || !lines[1]?.startsWith("title: ") || !lines[2]?.startsWith("excerpt: ") || lines[3] !== "---") {
    throw new Error(`${file}: expected front matter '---', 'title: …', 'excerpt: …', '---'`);
  }
  const content = lines.slice(4).join("\n").trim();
  if (!content) throw new Error(`${file}: empty body`);
  return { title: lines[1].slice(7).trim(), excerpt: lines[2].slice(9).trim(), content };
}

export async function loadArticles(dir = `${CONTENT_DIR}/blog`): Promise<Article[]> {
  const slugs = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  return Promise.all(
    slugs.map(async (slug) => {
      if (!SLUG.test(slug)) throw new Error(`blog/${slug}: the folder name must be a slug`);
      const meta = ArticleMeta.parse(JSON.parse(await readFile(`${dir}/${slug}/meta.json`, "utf8")));
      const files = await readdir(`${dir}/${slug}`);
      const translations: Article["translations"] = {};
      for (const lang of LANGS) {
        if (files.includes(`${lang}.md`)) translations[lang] = parseMarkdown(`blog/${slug}/${lang}.md`, await readFile(`${dir}/${slug}/${lang}.md`, "utf8"));
      }
      if (!translations.en) throw new Error(`blog/${slug}: en.md is required (it is the fallback)`);
      return { slug, meta, translations };
    }),
  );
}

export async function loadTerms(file = `${CONTENT_DIR}/glossary/terms.json`) {
  const terms = Terms.parse(JSON.parse(await readFile(file, "utf8")));
  const slugs = new Set(terms.map((t) => t.slug));
  if (slugs.size !== terms.length) throw new Error("glossary: duplicate slug");
  for (const term of terms) {
    for (const related of term.related) {
      if (!slugs.has(related) || related === term.slug) throw new Error(`glossary/${term.slug}: related '${related}' is not another term`);
    }
  }
  return terms;
}

function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / READING_SPEED));
}

/** Alphabetical position of each term in `lang`, as readers of that language sort, English where untranslated. */
export function glossaryPositions(terms: Awaited<ReturnType<typeof loadTerms>>, lang: Lang): Map<string, number> {
  const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
  const label = (t: (typeof terms)[number]) => (t.translations[lang] ?? t.translations.en).term;
  const sorted = [...terms].sort((a, b) => collator.compare(label(a), label(b)) || (a.slug < b.slug ? -1 : 1));
  return new Map(sorted.map((t, index) => [t.slug, index + 1]));
}

/** Replaces the content tables with the files' content, in one transaction. */
export async function syncContent(db: Database): Promise<{ articles: number; terms: number }> {
  const [articles, terms] = await Promise.all([loadArticles(), loadTerms()]);
  const statements: BatchItem<"pg">[] = [db.execute(sql`delete from blog_articles`), db.execute(sql`delete from glossary_terms`)];
  if (articles.length > 0) {
    statements.push(db.insert(blogArticles).values(articles.map((a) => ({ slug: a.slug, author: a.meta.author, tags: a.meta.tags, publishedAt: new Date(a.meta.published_at) }))));
    statements.push(
      db.insert(blogArticleTranslations).values(
        articles.flatMap((a) =>
          Object.entries(a.translations).map(([lang, t]) => ({
            slug: a.slug,
            lang,
            ...t,
            readingMinutes: readingMinutes(t.content),
            searchText: searchable(`${t.title}\n${t.excerpt}\n${t.content}`),
          })),
        ),
      ),
    );
  }
  if (terms.length > 0) {
    statements.push(db.insert(glossaryTerms).values(terms.map((t) => ({ slug: t.slug, related: t.related }))));
    statements.push(
      db.insert(glossaryTermTranslations).values(
        terms.flatMap((t) => Object.entries(t.translations).map(([lang, tr]) => ({ slug: t.slug, lang, ...tr, searchText: searchable(`${tr.term}\n${tr.definition}`) }))),
      ),
    );
    statements.push(
      db.insert(glossaryOrder).values(LANGS.flatMap((lang) => [...glossaryPositions(terms, lang)].map(([slug, position]) => ({ lang, slug, position })))),
    );
  }
  await db.batch(statements as [BatchItem<"pg">, ...BatchItem<"pg">[]]);
  return { articles: articles.length, terms: terms.length };
}
