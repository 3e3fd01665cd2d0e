// Schemas of the source-domains read and of the account's domain rules.
import { z } from "@hono/zod-openapi";
import { int, MAX_ITEMS, MAX_LENGTH, text } from "@/platform/fields";
import { idQuery, intQuery, modelIdQuery, deletedSchema } from "@/platform/envelope";
import { requiredOr } from "@/platform/routing";
import { DOMAIN_CATEGORIES, MAX_DOMAIN_RULES, MAX_WINDOW_AUDITS, RULE_CATEGORIES } from "@/domain/source-domains";
import { dateTimeField } from "@/platform/envelope";

const CATEGORY_RULES =
  "`own` (the client's domain or a subdomain), `competitor` (a tracked competitor's), then the account's rules, then the built-in table: `editorial` (news, magazines, blogs), `reference` (encyclopedias, dictionaries, public bodies, universities), `forum` (forums, Q&A, review sites), `social` (social networks, video), `marketplace` (shops, marketplaces, comparators, booking sites), else `other`.";

export const SourceDomainsQuerySchema = z.object({
  audit_id: idQuery("audit_id", "The most recent audit of the window: one of the client's completed audits. Default: its latest completed audit."),
  audits: intQuery("audits", { min: 1, max: MAX_WINDOW_AUDITS, default: 1, description: "How many completed audits the window holds, counting back from `audit_id` (1–12, default 1). The trend compares with as many audits just before the window." }),
  model_id: modelIdQuery("model_id", "Only the sources of this model's answers."),
  category: z
    .enum(DOMAIN_CATEGORIES, { error: `Query parameter 'category' must be one of: ${DOMAIN_CATEGORIES.join(", ")}.` })
    .optional()
    .openapi({ param: { name: "category", in: "query" }, description: "Only domains of this category.", example: "editorial" }),
  limit: intQuery("limit", { min: 1, max: MAX_ITEMS.page, default: 20, description: "Domains returned, most cited first (1–100, default 20)." }),
});

const delta = (description: string) => z.number().nullable().openapi({ description, example: 2.5 });

export const SourceDomainSchema = z
  .object({
    domain: text(MAX_LENGTH.domain).openapi({ description: "Host without `www.`.", example: "lemonde.fr" }),
    category: z.enum(DOMAIN_CATEGORIES).openapi({ description: CATEGORY_RULES, example: "editorial" }),
    competitor: text(MAX_LENGTH.label).nullable().openapi({ description: "The tracked competitor whose domain it is, or null.", example: null }),
    rule: text(MAX_LENGTH.domain).nullable().openapi({ description: "The rule that gave the category (`amazon.*`, `suffix:.gouv.fr`), or null for `own`, `competitor` and `other`.", example: "lemonde.fr" }),
    sources: int().openapi({ description: "Sources on this domain in the window's answers (a page counts once per answer).", example: 14 }),
    share: z.number().openapi({ description: "`sources` / all sources of the window, in %.", example: 9.7 }),
    answers: int().openapi({ description: "Answers that drew on the domain.", example: 11 }),
    cited: int().openapi({ description: "Of `sources`, those the answers' text cites (not only retrieved).", example: 9 }),
    by_model: z
      .array(
        z
          .object({
            model_id: text(MAX_LENGTH.code).openapi({ description: "Model.", example: "perplexity-sonar" }),
            sources: int().openapi({ description: "Its sources on the domain.", example: 8 }),
          })
          .openapi("SourceDomainModelCount", { description: "One model's sources on a domain." }),
      )
      .max(MAX_ITEMS.catalog)
      .openapi({ description: "The same count per model, most first." }),
    previous_sources: int().nullable().openapi({ description: "Its sources in the audits just before the window, or null when there are none.", example: 10 }),
    previous_share: delta("Its share then, in %, or null."),
    share_delta: delta("`share` − `previous_share`, in points, or null."),
  })
  .openapi("SourceDomain", { description: "A domain the engines drew on, with its category and trend." });

export const SourceCategoryShareSchema = z
  .object({
    category: z.enum(DOMAIN_CATEGORIES).openapi({ description: "Category.", example: "forum" }),
    sources: int().openapi({ description: "Sources in this category.", example: 21 }),
    share: z.number().openapi({ description: "Their share of all sources, in %.", example: 14.6 }),
    previous_share: delta("The share in the audits before the window, or null."),
    share_delta: delta("Change in points, or null."),
  })
  .openapi("SourceCategoryShare", { description: "The sources of one category." });

export const SourceDomainsSchema = z
  .object({
    client_id: int().openapi({ description: "Client.", example: 12 }),
    audit_ids: z.array(int()).max(MAX_WINDOW_AUDITS).openapi({ description: "The completed audits counted, most recent first; empty when the client has none.", example: [140] }),
    previous_audit_ids: z.array(int()).max(MAX_WINDOW_AUDITS).openapi({ description: "The audits the trend compares with; empty when there are none before the window.", example: [128] }),
    model_id: text(MAX_LENGTH.code).nullable().openapi({ description: "The model filter applied, or null.", example: null }),
    answers: int().openapi({ description: "Answers in the window.", example: 60 }),
    answers_with_sources: int().openapi({ description: "Of those, answers the engine gave sources for (engines with web search).", example: 30 }),
    sources: int().openapi({ description: "All sources of the window's answers.", example: 144 }),
    domain_count: int().openapi({ description: "Distinct domains (of the category asked for, if any); `domains` lists the first `limit`.", example: 37 }),
    categories: z
      .array(SourceCategoryShareSchema)
      .max(MAX_ITEMS.few)
      .openapi({ description: "Every category, in a fixed order, with its share of the sources." }),
    domains: z.array(SourceDomainSchema).max(MAX_ITEMS.page).openapi({ description: "Domains, most sources first." }),
  })
  .openapi("SourceDomains", { description: "Which domains the engines cite for a client's prompts, classified, with the trend against the audits before." });

export const DomainRuleSchema = z
  .object({
    id: int().openapi({ description: "Rule identifier.", example: 3 }),
    pattern: text(MAX_LENGTH.domain).openapi({ description: "`example.com` (that host and its subdomains) or `brand.*` (the label followed by any public suffix: `brand.fr`, `brand.co.uk`).", example: "leparisien.fr" }),
    category: z.enum(RULE_CATEGORIES).openapi({ description: "The category it gives.", example: "editorial" }),
    created_at: dateTimeField("When the rule was added (ISO 8601, UTC)."),
  })
  .openapi("DomainRule", { description: "An account's rule for classifying source domains; it wins over a built-in rule of the same or shorter pattern." });

export const CreateDomainRuleSchema = z
  .object({
    pattern: z
      .string({ error: requiredOr("pattern", "a string") })
      .trim()
      .min(1, { error: "Body field 'pattern' must not be empty." })
      .max(MAX_LENGTH.domain, { error: `Body field 'pattern' must be at most ${MAX_LENGTH.domain} characters.` })
      .openapi({ description: "`example.com` (that host and its subdomains) or `brand.*` (the label followed by any public suffix). No scheme, path or port.", example: "leparisien.fr" }),
    category: z.enum(RULE_CATEGORIES, { error: requiredOr("category", `one of: ${RULE_CATEGORIES.join(", ")}`) }).openapi({ description: "The category it gives (`own` and `competitor` come from the client's own data).", example: "editorial" }),
  })
  .strict()
  .openapi("CreateDomainRuleRequest", { description: `A rule. An account has at most ${MAX_DOMAIN_RULES}.` });

export const DeletedDomainRuleSchema = deletedSchema("DeletedDomainRule", "rule", 3, "Confirmation of a deletion; domains it classified go back to the built-in table.");

