// Schemas of the Glossary group.
import { z } from "@hono/zod-openapi";
import { MAX_ITEMS, MAX_LENGTH, text } from "@/platform/fields";
import { langQuery, PageQuerySchema, searchQuery } from "@/platform/envelope";
import { LANGS } from "@/platform/i18n";

export const GlossaryTermSchema = z
  .object({
    slug: text(MAX_LENGTH.code).openapi({ description: "Identifier of the term, the same in every language.", example: "share-of-voice" }),
    term: text(MAX_LENGTH.label).openapi({ description: "The term.", example: "Part de voix" }),
    definition: text(MAX_LENGTH.text).openapi({ description: "Its definition, in plain text.", example: "La part des mentions de la marque parmi toutes les mentions des marques suivies dans les réponses des IA." }),
    related: z.array(text(MAX_LENGTH.code)).max(MAX_ITEMS.few).openapi({ description: "Slugs of related terms (the detail, GET /glossary/{slug}, gives them with their names as `related_terms`).", example: ["brand-mention", "competitor-tracking"] }),
    lang: z.enum(LANGS).openapi({ description: "Language of this item: the one requested, or English when it is not translated into it.", example: "fr" }),
    available_langs: z.array(z.enum(LANGS)).max(MAX_ITEMS.few).openapi({ description: "Languages the term is defined in.", example: ["de", "en", "es", "fr"] }),
  })
  .openapi("GlossaryTerm", { description: "A term of AI visibility and GEO, defined in one language." });

// The detail names its related terms (`related_terms`) instead of listing their slugs (`related`, in lists).
export const GlossaryTermDetailSchema = GlossaryTermSchema.omit({ related: true }).extend({
  related_terms: z
    .array(
      z
        .object({
          slug: text(MAX_LENGTH.code).openapi({ description: "Slug of the related term.", example: "brand-mention" }),
          term: text(MAX_LENGTH.label).openapi({ description: "The related term, in the same language.", example: "Mention de marque" }),
        })
        .openapi("RelatedGlossaryTerm", { description: "A related term, named in the response's language." }),
    ).max(MAX_ITEMS.few)
    .openapi({ description: "The related terms with their names, in alphabetical order." }),
}).openapi("GlossaryTermDetail", { description: "A glossary term with its related terms named." });

export const GlossaryListQuerySchema = PageQuerySchema.extend({
  lang: langQuery(),
  q: searchQuery("Only the terms whose name or definition (in the returned language) contains every word of `q`, ignoring case and accents."),
});
