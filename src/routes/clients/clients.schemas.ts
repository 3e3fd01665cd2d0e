// Response and query schemas of the Clients group (named OpenAPI components).
import { z } from "@hono/zod-openapi";
import { int, MAX_ITEMS, MAX_LENGTH, score, text } from "@/platform/fields";
import { CHECK_CATEGORIES, CHECK_STATUSES, CLIENT_STATUSES, HALLUCINATED_URL_STATUSES, PRIORITIES, URL_STATES } from "@/db/schema";
import { countryQuery, dateTimeField, PageQuerySchema, sectorQuery } from "@/platform/envelope";
import { isStorableText } from "@/platform/text";
import { LANGS } from "@/platform/i18n";
import { IntervalSchema } from "../audits/audits.schemas";
import { SourceCategoryShareSchema } from "../source-domains/source-domains.schemas";
import { DOMAIN_CATEGORIES } from "@/domain/source-domains";
import { MAX_NOTE_LENGTH } from "@/domain/site";
import { MAX_OTHER_DOMAINS } from "@/domain/clients";

export const ClientSchema = z
  .object({
    id: int().openapi({ description: "Client identifier.", example: 12 }),
    name: text(MAX_LENGTH.label).openapi({ description: "Brand or company name.", example: "Maison Lumière" }),
    sector: text(MAX_LENGTH.word).openapi({ description: "Business sector.", example: "hospitality" }),
    website: text(MAX_LENGTH.url).openapi({ description: "URL of the client's site.", example: "https://www.maison-lumiere.fr" }),
    domain: text(MAX_LENGTH.domain).openapi({ description: "Host of the website without `www.`; citations on it count as the client's own.", example: "maison-lumiere.fr" }),
    other_domains: z.array(text(MAX_LENGTH.domain)).max(MAX_OTHER_DOMAINS).openapi({ description: "The client's other domains (country sites, a corporate site): citations and engine sources on them, or on their subdomains, count as the client's own too.", example: ["maison-lumiere.com"] }),
    country: z.string().length(2).openapi({ description: "ISO 3166-1 alpha-2 country code.", example: "FR" }),
    language: text(MAX_LENGTH.locale).openapi({ description: "ISO 639-1 language of the client's market; audit prompts are asked in it.", example: "fr" }),
    aliases: z.array(text(MAX_LENGTH.word)).max(MAX_ITEMS.names).openapi({ description: "Other names that count as a mention of the brand (case- and accent-insensitive).", example: ["Lumiere Hotels"] }),
    keywords: z.array(text(MAX_LENGTH.word)).max(MAX_ITEMS.names).openapi({ description: "Topics the brand wants to be recommended for; used to generate audit prompts.", example: ["boutique hotel paris"] }),
    status: z.enum(CLIENT_STATUSES).openapi({ description: "`active` clients are audited; `paused` and `archived` ones are kept but not audited (launches and scheduled runs answer 409), and archived ones leave GET /clients unless asked for.", example: "active" }),
    created_at: dateTimeField("When the client was created (ISO 8601, UTC)."),
    updated_at: dateTimeField("When the client was last changed (ISO 8601, UTC)."),
  })
  .openapi("Client", { description: "A brand or website an agency audits." });

export const ClientDetailSchema = ClientSchema.extend({
  description: text(MAX_LENGTH.text).nullable().openapi({ description: "Free-text description of the brand, or null.", example: "Boutique hotels in Paris and Lyon." }),
  contact_count: int().openapi({ description: "Number of contacts.", example: 3 }),
  competitor_count: int().openapi({ description: "Number of tracked competitors.", example: 4 }),
}).openapi("ClientDetail", { description: "A client with its description and counts." });

export const ContactSchema = z
  .object({
    id: int().openapi({ description: "Contact identifier.", example: 31 }),
    client_id: int().openapi({ description: "Client the contact belongs to.", example: 12 }),
    first_name: text(MAX_LENGTH.label).openapi({ description: "First name.", example: "Camille" }),
    last_name: text(MAX_LENGTH.label).openapi({ description: "Last name.", example: "Durand" }),
    email: text(MAX_LENGTH.email).openapi({ description: "E-mail address.", example: "camille.durand@maison-lumiere.fr" }),
    phone: text(MAX_LENGTH.code).nullable().openapi({ description: "Phone number in international format, or null.", example: "+33 1 23 45 67 89" }),
    role: text(MAX_LENGTH.label).nullable().openapi({ description: "Job title, or null.", example: "Head of Marketing" }),
    is_primary: z.boolean().openapi({ description: "Whether this is the client's main contact.", example: true }),
    created_at: dateTimeField("When the contact was added (ISO 8601, UTC)."),
  })
  .openapi("Contact", { description: "A person at the client." });

export const CompetitorSchema = z
  .object({
    id: int().openapi({ description: "Competitor identifier.", example: 7 }),
    client_id: int().openapi({ description: "Client the competitor is tracked for.", example: 12 }),
    name: text(MAX_LENGTH.label).openapi({ description: "Competitor's brand name.", example: "Hôtel Soleil" }),
    website: text(MAX_LENGTH.url).nullable().openapi({ description: "Competitor's site, or null.", example: "https://hotel-soleil.fr" }),
    aliases: z.array(text(MAX_LENGTH.word)).max(MAX_ITEMS.names).openapi({ description: "Other names that count as a mention of the competitor.", example: [] }),
    created_at: dateTimeField("When the competitor was added (ISO 8601, UTC)."),
  })
  .openapi("Competitor", { description: "A brand whose visibility is compared with the client's." });

export const GeoChecklistItemSchema = z
  .object({
    id: int().openapi({ description: "Item identifier.", example: 301 }),
    key: text(MAX_LENGTH.code).openapi({ description: "Stable identifier of the check.", example: "robots_txt_allows_ai_crawlers" }),
    category: z.enum(CHECK_CATEGORIES).openapi({ description: "Area of the check.", example: "technical" }),
    title: text(MAX_LENGTH.label).openapi({ description: "What is checked.", example: "robots.txt lets AI crawlers in" }),
    description: text(MAX_LENGTH.text).openapi({ description: "Why it matters for visibility in AI answers.", example: "GPTBot, ClaudeBot and PerplexityBot must be allowed to read the site." }),
    status: z.enum(CHECK_STATUSES).openapi({ description: "`pass`, `warning`, `fail`, or `unknown` when the site could not be checked (never a false `fail`).", example: "fail" }),
    priority: z.enum(PRIORITIES).openapi({ description: "How much fixing it is expected to help.", example: "high" }),
    recommendation: text(MAX_LENGTH.text).nullable().openapi({ description: "What to do, or null when the check passes.", example: "Remove `Disallow: /` for GPTBot." }),
    evidence: text(MAX_LENGTH.text).nullable().openapi({ description: "What was observed when the check ran, in the language asked for (items last checked before November 2026 keep their English), or null.", example: "User-agent: GPTBot / Disallow: /" }),
    checked_at: text(MAX_LENGTH.timestamp).nullable().openapi({ format: "date-time", description: "When the check last ran (ISO 8601, UTC), or null if never.", example: "2026-11-02T09:30:00.000Z" }),
  })
  .openapi("GeoChecklistItem", { description: "One check of the GEO (generative engine optimisation) checklist." });

const StatusCountsSchema = z
  .object({
    total: int().openapi({ description: "Number of checks.", example: 12 }),
    pass: int().openapi({ description: "Checks that pass.", example: 7 }),
    warning: int().openapi({ description: "Checks with a warning.", example: 2 }),
    fail: int().openapi({ description: "Checks that fail.", example: 2 }),
    unknown: int().openapi({ description: "Checks that could not run (site unreachable).", example: 1 }),
    score: score().nullable().openapi({ description: "Percentage of verified checks that pass (warnings count half), 0–100; null when nothing is verified.", example: 68 }),
  })
  .openapi("GeoChecklistSummary", { description: "Counts of checklist items by status." });

export const GeoChecklistSchema = z
  .object({
    client_id: int().openapi({ description: "Client the checklist is for.", example: 12 }),
    summary: StatusCountsSchema,
    checked_at: text(MAX_LENGTH.timestamp).nullable().openapi({ format: "date-time", description: "Most recent check time (ISO 8601, UTC), or null if never checked.", example: "2026-11-02T09:30:00.000Z" }),
    language: z.enum(LANGS).openapi({ description: "Language of the titles, descriptions and recommendations.", example: "fr" }),
    items: z.array(GeoChecklistItemSchema).max(MAX_ITEMS.catalog).openapi({ description: "Every check, failing and high-priority first." }),
  })
  .openapi("GeoChecklist", { description: "The GEO optimisation checklist of a client." });

export const HallucinatedUrlSchema = z
  .object({
    id: int().openapi({ description: "Identifier.", example: 88 }),
    client_id: int().openapi({ description: "Client whose domain the URL is on.", example: 12 }),
    url: text(MAX_LENGTH.url).openapi({ description: "URL cited by an AI model that does not exist on the client's site.", example: "https://www.maison-lumiere.fr/offres/spa-gratuit" }),
    model_ids: z.array(text(MAX_LENGTH.code)).max(MAX_ITEMS.catalog).openapi({ description: "Models whose answers cited it.", example: ["gpt-4o", "mistral-large"] }),
    audit_ids: z.array(int()).max(MAX_ITEMS.catalog).openapi({ description: "The last 100 audits whose answers cited it, oldest first.", example: [128, 140] }),
    state: z.enum(URL_STATES).openapi({ description: "What the service found, set by each audit's HTTP check: `hallucinated` (404, 410…), `valid` (the page exists), or `unverified` (site unreachable, 5xx, 401/403). Independent of `status`, which is what the agency decided.", example: "hallucinated" }),
    http_status: int().nullable().openapi({ description: "HTTP status the URL answered with, or null when the site could not be reached.", example: 404 }),
    checked_at: text(MAX_LENGTH.timestamp).nullable().openapi({ format: "date-time", description: "When the URL was last checked (ISO 8601, UTC), or null.", example: "2026-11-02T09:30:00.000Z" }),
    status: z.enum(HALLUCINATED_URL_STATUSES).openapi({ description: "What the agency decided, whatever the checks find (`state`): `open` until handled, `redirected` once a redirect exists, `ignored` if dismissed.", example: "open" }),
    note: text(MAX_NOTE_LENGTH).nullable().openapi({ description: "The agency's note on the URL (what was done about it, and when), or null.", example: "301 to /spa set up on 12 November." }),
    suggested_redirect: text(MAX_LENGTH.url).nullable().openapi({ description: "Existing page the URL should redirect to, or null.", example: "https://www.maison-lumiere.fr/spa" }),
    occurrences: int().openapi({ description: "How many answers cited it.", example: 3 }),
    last_audit_id: int().nullable().openapi({ description: "Audit that last saw it, or null.", example: 140 }),
    first_seen_at: dateTimeField("When it was first cited (ISO 8601, UTC)."),
    last_seen_at: dateTimeField("When it was last cited (ISO 8601, UTC)."),
  })
  .openapi("HallucinatedUrl", { description: "A URL on the client's domain cited by an AI model, with what an HTTP check found." });

export const Client360Schema = z
  .object({
    client: ClientDetailSchema,
    contacts: z.array(ContactSchema).max(MAX_ITEMS.page).openapi({ description: "All contacts, primary first (at most 100)." }),
    competitors: z.array(CompetitorSchema).max(MAX_ITEMS.names).openapi({ description: "All tracked competitors (at most 100)." }),
    geo_checklist: StatusCountsSchema.nullable().openapi({ description: "Checklist counts, or null when the client has no checklist yet." }),
    hallucinated_urls: z
      .object({
        total: int().openapi({ description: "Cited URLs found not to exist (`state` `hallucinated`).", example: 5 }),
        open: int().openapi({ description: "Those still to handle (`status` `open`).", example: 3 }),
      })
      .openapi("HallucinatedUrlCounts", { description: "Counts of hallucinated URLs." }),
    latest_audit: z
      .object({
        id: int().openapi({ description: "Audit identifier.", example: 140 }),
        name: text(MAX_LENGTH.label).openapi({ description: "Name of the audit.", example: "November check" }),
        score: score().openapi({ description: "Overall visibility score 0–100.", example: 64 }),
        visibility: z.number().openapi({ description: "% of answers naming the brand.", example: 70 }),
        share_of_voice: z.number().openapi({ description: "Brand mentions / all tracked brand mentions, in %.", example: 35.5 }),
        score_ci95: IntervalSchema.nullable().openapi({ description: "95 % interval of the score (see GET /audits/{id}/scores); null for audits scored before intervals existed.", example: { low: 57, high: 71 } }),
        visibility_ci95: IntervalSchema.nullable().openapi({ description: "95 % Wilson interval of visibility, in %; null for audits scored before intervals existed.", example: { low: 55.3, high: 81.9 } }),
        model_ids: z.array(text(MAX_LENGTH.code)).max(MAX_ITEMS.models).openapi({ description: "Models queried.", example: ["gpt-4o"] }),
        completed_at: text(MAX_LENGTH.timestamp).openapi({ format: "date-time", description: "When it completed (ISO 8601, UTC).", example: "2026-11-02T09:30:00.000Z" }),
      })
      .nullable()
      .openapi("AuditSummary", { description: "Summary of the client's latest completed audit, or null when it has none." }),
    audit_count: int().openapi({ description: "Audits launched for the client, in any state.", example: 6 }),
    next_scheduled_audit: z
      .object({
        id: int().openapi({ description: "Schedule identifier (see /scheduled-audits).", example: 7 }),
        name: text(MAX_LENGTH.label).openapi({ description: "Name of the schedule.", example: "Monthly check" }),
        frequency: text(MAX_LENGTH.code).openapi({ description: "`daily`, `weekly`, `monthly` or a cron expression.", example: "monthly" }),
        timezone: text(MAX_LENGTH.code).openapi({ description: "IANA time zone of the frequency.", example: "Europe/Paris" }),
        next_run_at: dateTimeField("When it runs next (ISO 8601, UTC)."),
      })
      .nullable()
      .openapi("NextScheduledAudit", { description: "The client's active schedule that runs soonest, or null when it has none." }),
    source_domains: z
      .object({
        audit_id: int().openapi({ description: "The latest completed audit, whose answers' sources these are.", example: 140 }),
        sources: int().openapi({ description: "Sources the engines gave in its answers.", example: 144 }),
        own_share: z.number().openapi({ description: "Share of them on the client's own domain, in %.", example: 6.3 }),
        competitor_share: z.number().openapi({ description: "Share on the tracked competitors' domains, in %.", example: 11.1 }),
        categories: z.array(SourceCategoryShareSchema).max(MAX_ITEMS.few).openapi({ description: "Every category with its share of the sources." }),
        top_domains: z
          .array(
            z
              .object({
                domain: text(MAX_LENGTH.domain).openapi({ description: "Host without `www.`.", example: "lemonde.fr" }),
                category: z.enum(DOMAIN_CATEGORIES).openapi({ description: "Its category (see GET /clients/{id}/source-domains).", example: "editorial" }),
                competitor: text(MAX_LENGTH.label).nullable().openapi({ description: "The competitor whose domain it is, or null.", example: null }),
                share: z.number().openapi({ description: "Its share of the sources, in %.", example: 9.7 }),
                share_delta: z.number().nullable().openapi({ description: "Change against the previous audit, in points, or null.", example: 2.5 }),
              })
              .openapi("TopSourceDomain", { description: "One of the domains cited most." }),
          )
          .max(5)
          .openapi({ description: "The five domains cited most." }),
      })
      .nullable()
      .openapi("SourceDomainSummary", { description: "Which domains the engines cited in the latest completed audit (GET /clients/{id}/source-domains has the detail), or null when its answers have no sources (no engine with web search)." }),
  })
  .openapi("Client360", { description: "Everything about a client in one call." });

export const ClientListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().min(1, { error: "Query parameter 'q' must not be empty." }).max(100, { error: "Query parameter 'q' must be at most 100 characters." }).refine(isStorableText, { error: "Query parameter 'q' contains a character that is not allowed (NUL or an unpaired surrogate)." }).optional().openapi({ param: { name: "q", in: "query" }, description: "Case-insensitive search in name, domain and aliases.", example: "lumiere" }),
  sector: sectorQuery("Only clients of this sector (exact, case-insensitive)."),
  country: countryQuery("Only clients of this ISO 3166-1 alpha-2 country."),
  status: z.enum(CLIENT_STATUSES, { error: `Query parameter 'status' must be one of: ${CLIENT_STATUSES.join(", ")}.` }).optional().openapi({ param: { name: "status", in: "query" }, description: "Only clients with this status. Without it, every client but the archived ones.", example: "active" }),
});

export const LangQuerySchema = z.object({
  lang: z
    .enum(LANGS, { error: `Query parameter 'lang' must be one of: ${LANGS.join(", ")}.` })
    .optional()
    .openapi({ param: { name: "lang", in: "query" }, description: "Language of the texts; default: the `Accept-Language` header, else English.", example: "fr" }),
});

export const HallucinatedUrlQuerySchema = PageQuerySchema.extend({
  state: z
    .enum([...URL_STATES, "all"], { error: `Query parameter 'state' must be one of: ${[...URL_STATES, "all"].join(", ")}.` })
    .default("hallucinated")
    .openapi({ param: { name: "state", in: "query" }, description: "Which URLs: `hallucinated` (default: the ones that do not exist), `valid`, `unverified`, or `all` cited URLs.", example: "hallucinated" }),
  status: z.enum(HALLUCINATED_URL_STATUSES, { error: `Query parameter 'status' must be one of: ${HALLUCINATED_URL_STATUSES.join(", ")}.` }).optional().openapi({ param: { name: "status", in: "query" }, description: "Only URLs with this status.", example: "open" }),
});
