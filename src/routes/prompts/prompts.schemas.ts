// Schemas of a client's tracked prompts.
import { z } from "@hono/zod-openapi";
import { LANGUAGE_CODES, MAX_ACTIVE_PROMPTS, MAX_BULK_PROMPTS, MAX_TRACKED_PROMPTS } from "@/domain/clients";
import { bodyBoolean, bodyText, bodyWords, changesSomething } from "@/platform/body-fields";
import { boolQuery, dateTimeField, intQuery, nestedIdParams, PageQuerySchema, deletedSchema } from "@/platform/envelope";
import { int, MAX_ITEMS, MAX_LENGTH, text } from "@/platform/fields";
import { isStorableText } from "@/platform/text";

export const TrackedPromptSchema = z
  .object({
    id: int().openapi({ description: "Prompt identifier.", example: 88 }),
    client_id: int().openapi({ description: "Client the prompt is asked for.", example: 12 }),
    prompt: text(MAX_LENGTH.prompt).openapi({ description: "The question, as a buyer would ask an AI assistant.", example: "Quel est le meilleur hôtel boutique à Paris ?" }),
    language: text(MAX_LENGTH.locale).openapi({ description: "ISO 639-1 language it is written in.", example: "fr" }),
    topic: text(MAX_LENGTH.word).nullable().openapi({ description: "Theme it belongs to, or null.", example: "hôtel boutique paris" }),
    tags: z.array(text(MAX_LENGTH.word)).max(MAX_ITEMS.few).openapi({ description: "Labels for grouping.", example: ["brand", "paris"] }),
    active: z.boolean().openapi({ description: "Whether launches and schedules that give no prompts ask it.", example: true }),
    created_at: dateTimeField("When it was added (ISO 8601, UTC)."),
    updated_at: dateTimeField("When it last changed (ISO 8601, UTC)."),
  })
  .openapi("TrackedPrompt", { description: "A question a client's audits ask each model." });

export const PromptListQuerySchema = PageQuerySchema.extend({
  active: boolQuery("active", "Only active (`true`) or inactive (`false`) prompts."),
  topic: z
    .string()
    .max(MAX_LENGTH.word, { error: `Query parameter 'topic' must be at most ${MAX_LENGTH.word} characters.` })
    .refine(isStorableText, { error: "Query parameter 'topic' contains a character that is not allowed (NUL or an unpaired surrogate)." })
    .optional()
    .openapi({ param: { name: "topic", in: "query" }, description: "Only prompts of this topic (case-insensitive).", example: "spa" }),
  tag: z
    .string()
    .max(MAX_LENGTH.word, { error: `Query parameter 'tag' must be at most ${MAX_LENGTH.word} characters.` })
    .refine(isStorableText, { error: "Query parameter 'tag' contains a character that is not allowed (NUL or an unpaired surrogate)." })
    .optional()
    .openapi({ param: { name: "tag", in: "query" }, description: "Only prompts with this tag (case-insensitive).", example: "brand" }),
});

const language = (field: string | null) =>
  bodyText(field, 2)
    .toLowerCase()
    .refine((code) => LANGUAGE_CODES.has(code), { error: field === null ? "must be an ISO 639-1 language code such as fr, en, es or de" : `Body field '${field}' must be an ISO 639-1 language code such as fr, en, es or de.` })
    .openapi({ type: "string", pattern: "^[A-Za-z]{2}$", maxLength: 2, description: "ISO 639-1 language it is written in. Default: the client's language.", example: "fr" });

/** The fields of one prompt; in a bulk create's item (`inList`) the validator's path names them (`prompts.3.prompt`). */
const promptFields = (inList = false) => ({
  prompt: bodyText(inList ? null : "prompt", MAX_LENGTH.prompt, 3).openapi({ description: "The question, 3–500 characters, unique (case aside) among the client's prompts.", example: "Quel est le meilleur hôtel boutique à Paris ?" }),
  language: language(inList ? null : "language").optional(),
  topic: bodyText(inList ? null : "topic", MAX_LENGTH.word).nullable().optional().openapi({ description: "Theme it belongs to, or null.", example: "hôtel boutique paris" }),
  tags: bodyWords(inList ? null : "tags", MAX_ITEMS.few, MAX_LENGTH.word).optional().openapi({ description: "Labels for grouping, at most 20.", example: ["brand"] }),
  active: bodyBoolean(inList ? null : "active").optional().openapi({ description: `Whether audits ask it (default \`true\`). At most ${MAX_ACTIVE_PROMPTS} prompts of a client are active.`, example: true }),
});

const LIMITS = `A client has at most ${MAX_TRACKED_PROMPTS} prompts, ${MAX_ACTIVE_PROMPTS} of them active (an audit asks at most ${MAX_ACTIVE_PROMPTS}).`;

export const CreatePromptSchema = z
  .object(promptFields())
  .strict()
  .openapi("CreatePromptRequest", { description: `A prompt to track. ${LIMITS}` });

export const BulkCreatePromptsSchema = z
  .object({
    prompts: z
      .array(z.object(promptFields(true)).strict(), { error: "Body field 'prompts' must be an array of prompts." })
      .min(1, { error: "Body field 'prompts' must contain at least one prompt." })
      .max(MAX_BULK_PROMPTS, { error: `Body field 'prompts' may contain at most ${MAX_BULK_PROMPTS} prompts.` })
      .refine((items) => new Set(items.map((p) => p.prompt.toLowerCase())).size === items.length, { error: "Body field 'prompts' must not repeat a prompt." })
      .openapi({ description: `The prompts, 1–${MAX_BULK_PROMPTS}, each with the fields of POST /clients/{id}/prompts.` }),
  })
  .strict()
  .openapi("BulkCreatePromptsRequest", { description: `Prompts to track, all or none: one that is invalid, already tracked or over a limit stops the request, and the error names it. ${LIMITS}` });

export const CreatedPromptsSchema = z
  .object({
    created: int().openapi({ description: "How many were created.", example: 2 }),
    prompts: z.array(TrackedPromptSchema).max(MAX_BULK_PROMPTS).openapi({ description: "The prompts created, in request order." }),
  })
  .openapi("CreatedPrompts", { description: "The prompts a bulk create added." });

const updateShape = (() => {
  const fields = promptFields();
  return { prompt: fields.prompt.optional(), language: fields.language, topic: fields.topic, tags: fields.tags, active: fields.active };
})();

export const UpdatePromptSchema = z
  .object(updateShape)
  .strict()
  .refine(...changesSomething(updateShape))
  .openapi("UpdatePromptRequest", { description: "The fields to change. Finished audits keep the prompts they asked." });

export const PromptParamsSchema = nestedIdParams("prompt_id", "Prompt identifier.");

export const DeletedPromptSchema = deletedSchema("DeletedPrompt", "prompt", 88, "Confirmation of a deletion. Finished audits keep their answers to it.");

export const SuggestionQuerySchema = z.object({
  limit: intQuery("limit", { min: 1, max: MAX_ITEMS.prompts, default: 20, description: "How many suggestions, 1–50 (default 20)." }),
});

export const PromptSuggestionsSchema = z
  .object({
    client_id: int().openapi({ description: "The client.", example: 12 }),
    language: text(MAX_LENGTH.locale).openapi({ description: "Language the suggestions are written in: the client's when prompts can be generated in it (fr, en, es, de), else English.", example: "fr" }),
    client_language: text(MAX_LENGTH.locale).openapi({ description: "The client's language.", example: "fr" }),
    suggestions: z
      .array(
        z
          .object({
            prompt: text(MAX_LENGTH.prompt).openapi({ description: "The suggested question.", example: "Quelle marque de hôtel boutique paris a les meilleurs avis ?" }),
            language: text(MAX_LENGTH.locale).openapi({ description: "Its language.", example: "fr" }),
            topic: text(MAX_LENGTH.word).openapi({ description: "The keyword (or sector) it is about.", example: "hôtel boutique paris" }),
          })
          .openapi("PromptSuggestion", { description: "A prompt to accept as is, or to edit, with POST /clients/{id}/prompts/bulk." }),
      )
      .max(MAX_ITEMS.prompts)
      .openapi({ description: "Suggestions the client does not track yet, keywords taking turns." }),
  })
  .openapi("PromptSuggestions", { description: "Prompts generated from the client's keywords (else its sector), country and language." });
