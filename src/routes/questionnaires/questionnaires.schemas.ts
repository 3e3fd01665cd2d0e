// Schemas of the Questionnaires group.
import { z } from "@hono/zod-openapi";
import { int, INT32_MAX, MAX_ITEMS, MAX_LENGTH, text } from "@/platform/fields";
import { QUESTION_TYPES, QUESTIONNAIRE_STATUSES } from "@/db/schema";
import { boolQuery, idQuery, PageQuerySchema } from "@/platform/envelope";

export const QuestionSchema = z
  .object({
    id: text(MAX_LENGTH.code).openapi({ description: "Question identifier; answers are keyed by it.", example: "q1" }),
    type: z.enum(QUESTION_TYPES).openapi({ description: "`text`, `single_choice`, `multiple_choice` or `scale`.", example: "scale" }),
    label: text(MAX_LENGTH.label).openapi({ description: "The question.", example: "How often do your customers mention AI assistants?" }),
    options: z.array(text(MAX_LENGTH.label)).max(MAX_ITEMS.names).nullable().openapi({ description: "Choices of a `single_choice` or `multiple_choice` question, else null.", example: null }),
    min: int(-INT32_MAX).nullable().openapi({ description: "Lowest value of a `scale` question, else null.", example: 1 }),
    max: int(-INT32_MAX).nullable().openapi({ description: "Highest value of a `scale` question, else null.", example: 5 }),
  })
  .openapi("Question", { description: "One question of a questionnaire." });

export const QuestionnaireSchema = z
  .object({
    id: int().openapi({ description: "Questionnaire identifier.", example: 4 }),
    client_id: int().nullable().openapi({ description: "Client it is for, or null for a template.", example: 12 }),
    title: text(MAX_LENGTH.label).openapi({ description: "Title.", example: "Brand perception survey" }),
    description: text(MAX_LENGTH.text).nullable().openapi({ description: "What it is for, or null.", example: "Helps us brief the AI visibility audit." }),
    language: text(MAX_LENGTH.locale).openapi({ description: "ISO 639-1 language of the questions.", example: "fr" }),
    status: z.enum(QUESTIONNAIRE_STATUSES).openapi({ description: "`draft`, `active` (accepting responses) or `closed`.", example: "active" }),
    questions: z.array(QuestionSchema).max(MAX_ITEMS.catalog).openapi({ description: "The questions, in order." }),
    response_count: int().openapi({ description: "Responses received.", example: 3 }),
    created_at: text(MAX_LENGTH.timestamp).openapi({ format: "date-time", description: "When it was created (ISO 8601, UTC).", example: "2026-10-01T09:00:00.000Z" }),
    updated_at: text(MAX_LENGTH.timestamp).openapi({ format: "date-time", description: "When it last changed (ISO 8601, UTC).", example: "2026-10-02T09:00:00.000Z" }),
  })
  .openapi("Questionnaire", { description: "A questionnaire sent to a client's contacts, or a template." });

export const QuestionnaireResponseSchema = z
  .object({
    id: int().openapi({ description: "Response identifier.", example: 31 }),
    questionnaire_id: int().openapi({ description: "Questionnaire answered.", example: 4 }),
    respondent: z
      .object({
        contact_id: int().openapi({ description: "Contact identifier.", example: 8 }),
        name: text(MAX_LENGTH.label).openapi({ description: "Contact's full name.", example: "Camille Durand" }),
        email: text(MAX_LENGTH.email).openapi({ description: "Contact's e-mail address.", example: "camille.durand@maison-lumiere.fr" }),
        role: text(MAX_LENGTH.label).nullable().openapi({ description: "Contact's job title, or null.", example: "Head of Marketing" }),
      })
      .nullable()
      .openapi("Respondent", { description: "The contact who answered, or null when anonymous." }),
    answers: z
      .record(text(MAX_LENGTH.code), z.union([text(MAX_LENGTH.text), z.array(text(MAX_LENGTH.label)).max(MAX_ITEMS.names), z.number()]))
      .openapi({ description: "Answers keyed by question id: text, the option chosen, the options chosen, or the value on the scale.", example: { q1: 4, q2: "ChatGPT" } }),
    submitted_at: text(MAX_LENGTH.timestamp).openapi({ format: "date-time", description: "When it was submitted (ISO 8601, UTC).", example: "2026-10-03T14:12:00.000Z" }),
  })
  .openapi("QuestionnaireResponse", { description: "One person's answers to a questionnaire." });

export const QuestionnaireListQuerySchema = PageQuerySchema.extend({
  client_id: idQuery("client_id", "Only questionnaires of this client."),
  template: boolQuery("template", "Only templates (`true`) or only client questionnaires (`false`)."),
  status: z.enum(QUESTIONNAIRE_STATUSES, { error: `Query parameter 'status' must be one of: ${QUESTIONNAIRE_STATUSES.join(", ")}.` }).optional().openapi({ param: { name: "status", in: "query" }, description: "Only questionnaires with this status.", example: "active" }),
});
