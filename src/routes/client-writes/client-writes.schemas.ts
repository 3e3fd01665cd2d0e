// Request and response schemas of the client writes: clients, their competitors and their contacts.
import { z } from "@hono/zod-openapi";
import { COUNTRY_CODES, LANGUAGE_CODES, MAX_COMPETITORS, MAX_CONTACTS, MAX_OTHER_DOMAINS } from "@/domain/clients";
import { bodyBoolean, bodyText, bodyWords, changesSomething } from "@/platform/body-fields";
import { nestedIdParams, deletedSchema } from "@/platform/envelope";
import { int, MAX_ITEMS, MAX_LENGTH } from "@/platform/fields";

const website = bodyText("website", MAX_LENGTH.url).openapi({
  description: "The client's site: an http or https URL, or a bare domain (read as https). Its host without `www.` becomes the client's `domain`, which must be a domain name (not an IP address) and is unique in the account.",
  example: "https://www.maison-lumiere.fr",
});

const country = bodyText("country", 2)
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.has(code), { error: "Body field 'country' must be an ISO 3166-1 alpha-2 country code such as FR, US or DE." })
  .openapi({ type: "string", pattern: "^[A-Za-z]{2}$", maxLength: 2, description: "ISO 3166-1 alpha-2 code of the client's market (any case).", example: "FR" });

const language = (field: string, description: string) =>
  bodyText(field, 2)
    .toLowerCase()
    .refine((code) => LANGUAGE_CODES.has(code), { error: `Body field '${field}' must be an ISO 639-1 language code such as fr, en, es or de.` })
    .openapi({ type: "string", pattern: "^[A-Za-z]{2}$", maxLength: 2, description, example: "fr" });

const otherDomains = z
  .array(bodyText("other_domains", MAX_LENGTH.url), { error: "Body field 'other_domains' must be an array of domains." })
  .max(MAX_OTHER_DOMAINS, { error: `Body field 'other_domains' must have at most ${MAX_OTHER_DOMAINS} domains.` })
  .openapi({
    description: `The client's other domains: country sites, a corporate site (bare domains or URLs; each is kept as its host without \`www.\`). Citations and engine sources on them count as the client's own, and its stored answers are read again with them. At most ${MAX_OTHER_DOMAINS}; [] removes them.`,
    example: ["maison-lumiere.com", "maison-lumiere.ch"],
  });

const clientFields = {
  name: bodyText("name", MAX_LENGTH.label).openapi({ description: "Brand or company name; an answer naming it counts as a mention.", example: "Maison Lumière" }),
  website,
  sector: bodyText("sector", MAX_LENGTH.word).openapi({
    description: "Business sector. The codes `hospitality`, `retail`, `finance`, `healthcare`, `software`, `education`, `travel`, `food` and `automotive` are named in each language and grouped in the portfolio; any other text is kept as written.",
    example: "hospitality",
  }),
  country,
  language: language("language", "ISO 639-1 language of the client's market: prompts are asked in it. Prompts are generated (and suggested) in fr, en, es and de; for another language write them yourself, or the suggestions come in English."),
  aliases: bodyWords("aliases", MAX_ITEMS.names, MAX_LENGTH.word).openapi({ description: "Other names that count as a mention of the brand (case- and accent-insensitive). At most 50.", example: ["Lumiere Hotels"] }),
  keywords: bodyWords("keywords", MAX_ITEMS.names, MAX_LENGTH.word).openapi({ description: "Topics the brand wants to be recommended for: generated and suggested prompts are written about them. At most 50.", example: ["boutique hotel paris"] }),
  description: bodyText("description", MAX_LENGTH.text).nullable().openapi({ description: "Free-text description of the brand, or null.", example: "Boutique hotels in Paris and Lyon." }),
  other_domains: otherDomains,
};

export const CreateClientSchema = z
  .object({
    ...clientFields,
    aliases: clientFields.aliases.optional(),
    keywords: clientFields.keywords.optional(),
    description: clientFields.description.optional(),
    other_domains: clientFields.other_domains.optional(),
    status: z.enum(["active", "paused"], { error: "Body field 'status' must be one of: active, paused." }).optional().openapi({ description: "`active` (default) or `paused` (kept, not audited).", example: "active" }),
  })
  .strict()
  .openapi("CreateClientRequest", { description: "A client. `name`, `website`, `sector`, `country` and `language` are required." });

const updateShape = {
  name: clientFields.name.optional(),
  website: clientFields.website.optional(),
  sector: clientFields.sector.optional(),
  country: clientFields.country.optional(),
  language: clientFields.language.optional(),
  aliases: clientFields.aliases.optional(),
  keywords: clientFields.keywords.optional(),
  description: clientFields.description.optional(),
  other_domains: clientFields.other_domains.optional(),
  status: z
    .enum(["active", "paused", "archived"], { error: "Body field 'status' must be one of: active, paused, archived." })
    .optional()
    .openapi({ description: "`paused` stops audits (launches and scheduled runs answer 409); `archived` does the same, hides the client from GET /clients and pauses its schedules; `active` resumes (paused schedules stay paused until resumed).", example: "paused" }),
};

export const UpdateClientSchema = z
  .object(updateShape)
  .strict()
  .refine(...changesSomething(updateShape))
  .openapi("UpdateClientRequest", { description: "The fields to change; the others keep their values. A new website gives a new domain (unique in the account)." });

export const ErasedClientSchema = z
  .object({
    id: int().openapi({ description: "The erased client.", example: 12 }),
    erased: z.literal(true).openapi({ description: "Always true.", example: true }),
    deleted: z
      .object({
        audits: int().openapi({ description: "Audits erased, with their answers.", example: 14 }),
        reports: int().openapi({ description: "Reports erased.", example: 3 }),
        contacts: int().openapi({ description: "Contacts erased.", example: 2 }),
        competitors: int().openapi({ description: "Competitors erased.", example: 4 }),
        prompts: int().openapi({ description: "Tracked prompts erased.", example: 10 }),
        scheduled_audits: int().openapi({ description: "Scheduled audits erased.", example: 1 }),
      })
      .openapi("ErasedCounts", { description: "What was erased with the client." }),
  })
  .openapi("ErasedClient", { description: "Confirmation that a client and everything about it are gone. The credit ledger keeps its entries." });

// ——— Competitors ———

const competitorWebsite = bodyText("website", MAX_LENGTH.url).nullable().openapi({ description: "The competitor's site (http or https URL, or a bare domain), or null. Sources on its domain count as the competitor's.", example: "https://hotel-soleil.fr" });

const competitorShape = {
  name: bodyText("name", MAX_LENGTH.label).openapi({ description: "The competitor's brand name, unique (case aside) among the client's competitors.", example: "Hôtel Soleil" }),
  website: competitorWebsite.optional(),
  aliases: bodyWords("aliases", MAX_ITEMS.names, MAX_LENGTH.word).optional().openapi({ description: "Other names that count as a mention of the competitor. At most 50.", example: ["Soleil Hotels"] }),
};

export const CreateCompetitorSchema = z
  .object(competitorShape)
  .strict()
  .openapi("CreateCompetitorRequest", { description: `A competitor to compare the client with in audits. A client has at most ${MAX_COMPETITORS}.` });

const competitorUpdateShape = { ...competitorShape, name: competitorShape.name.optional() };

export const UpdateCompetitorSchema = z
  .object(competitorUpdateShape)
  .strict()
  .refine(...changesSomething(competitorUpdateShape))
  .openapi("UpdateCompetitorRequest", { description: "The fields to change. Audits read the competitor as it is when they are analysed; finished audits keep what they found." });

export const CompetitorParamsSchema = nestedIdParams("competitor_id", "Competitor identifier.");

export const DeletedCompetitorSchema = deletedSchema("DeletedCompetitor", "competitor", 7, "Confirmation of a deletion. Finished audits keep the mentions they counted.");

// ——— Contacts ———

const contactShape = {
  first_name: bodyText("first_name", MAX_LENGTH.label).openapi({ description: "First name.", example: "Camille" }),
  last_name: bodyText("last_name", MAX_LENGTH.label).openapi({ description: "Last name.", example: "Durand" }),
  email: bodyText("email", MAX_LENGTH.email)
    .pipe(z.email({ error: "Body field 'email' must be an e-mail address." }))
    .openapi({ type: "string", format: "email", maxLength: MAX_LENGTH.email, description: "E-mail address, unique (case aside) among the client's contacts.", example: "camille.durand@maison-lumiere.fr" }),
  phone: bodyText("phone", MAX_LENGTH.code)
    .regex(/^\+?[0-9 ().\-/]{4,}$/, { error: "Body field 'phone' must be a phone number (digits, spaces, + ( ) . - /)." })
    .nullable()
    .optional()
    .openapi({ description: "Phone number, international format preferred, or null.", example: "+33 1 23 45 67 89" }),
  role: bodyText("role", MAX_LENGTH.label).nullable().optional().openapi({ description: "Job title, or null.", example: "Head of Marketing" }),
  is_primary: bodyBoolean("is_primary").optional().openapi({ description: "Makes this the client's main contact; the previous one stops being primary.", example: true }),
};

export const CreateContactSchema = z
  .object(contactShape)
  .strict()
  .openapi("CreateContactRequest", { description: `A person at the client. A client has at most ${MAX_CONTACTS}.` });

const contactUpdateShape = { ...contactShape, first_name: contactShape.first_name.optional(), last_name: contactShape.last_name.optional(), email: contactShape.email.optional() };

export const UpdateContactSchema = z
  .object(contactUpdateShape)
  .strict()
  .refine(...changesSomething(contactUpdateShape))
  .openapi("UpdateContactRequest", { description: "The fields to change; the others keep their values." });

export const ContactParamsSchema = nestedIdParams("contact_id", "Contact identifier.");

export const DeletedContactSchema = deletedSchema("DeletedContact", "contact", 31, "Confirmation of a deletion. Questionnaire answers the contact gave are kept without the contact.");
