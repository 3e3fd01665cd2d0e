// Schemas of the Questionnaires group.
import { z } from "@hono/zod-openapi";
import { QUESTION_TYPES, QUESTIONNAIRE_STATUSES } from "@/db/schema";
import { boolQuery, idQuery, PageQuerySchema } from "@/platform/envelope";

export const QuestionSchema = z
  .object({
    id: z.string().openapi({ description: "Question identifier; answers are keyed by it.", example: "q1" }),
    type: z.enum(QUESTION_TYPES).openapi({ description: "`text`, `single_choice`, `multiple_choice` or `scale`.", example: "scale" }),
    label: z.string().openapi({ description: "The question.", example: "How often do your customers mention AI assistants?" }),
    options: z.array(z.string()).nullable().openapi({ description: "Choices of a `single_choice` or `multiple_choice` question, else null.", example: null }),
    min: z.number().int().nullable().openapi({ description: "Lowest value of a `scale` question, else null.", example: 1 }),
    max: z.number().int().nullable().openapi({ description: "Highest value of a `scale` question, else null.", example: 5 }),
  })
  .openapi("Question", { description: "One question of a questionnaire." });

export const QuestionnaireSchema = z
  .object({
    id: z.number().int().openapi({ description: "Questionnaire identifier.", example: 4 }),
    client_id: z.number().int().nullable().openapi({ description: "Client it is for, or null for a template.", example: 12 }),
    title: z.string().openapi({ description: "Title.", example: "Brand perception survey" }),
    description: z.string().nullable().openapi({ description: "What it is for, or null.", example: "Helps us brief the AI visibility audit." }),
    language: z.string().openapi({ description: "ISO 639-1 language of the questions.", example: "fr" }),
    status: z.enum(QUESTIONNAIRE_STATUSES).openapi({ description: "`draft`, `active` (accepting responses) or `closed`.", example: "active" }),
    questions: z.array(QuestionSchema).openapi({ description: "The questions, in order." }),
    response_count: z.number().int().openapi({ description: "Responses received.", example: 3 }),
    created_at: z.string().openapi({ format: "date-time", description: "When it was created (ISO 8601, UTC).", example: "2026-10-01T09:00:00.000Z" }),
    updated_at: z.string().openapi({ format: "date-time", description: "When it last changed (ISO 8601, UTC).", example: "2026-10-02T09:00:00.000Z" }),
  })
  .openapi("Questionnaire", { description: "A questionnaire sent to a client's contacts, or a template." });

export const QuestionnaireResponseSchema = z
  .object({
    id: z.number().int().openapi({ description: "Response identifier.", example: 31 }),
    questionnaire_id: z.number().int().openapi({ description: "Questionnaire answered.", example: 4 }),
    respondent: z
      .object({
        contact_id: z.number().int().openapi({ description: "Contact identifier.", example: 8 }),
        name: z.string().openapi({ description: "Contact's full name.", example: "Camille Durand" }),
        email: z.string().openapi({ description: "Contact's e-mail address.", example: "camille.durand@maison-lumiere.fr" }),
        role: z.string().nullable().openapi({ description: "Contact's job title, or null.", example: "Head of Marketing" }),
      })
      .nullable()
      .openapi("Respondent", { description: "The contact who answered, or null when anonymous." }),
    answers: z
      .record(z.string(), z.union([z.string(), z.array(z.string()), z.number()]))
      .openapi({ description: "Answers keyed by question id: text, the option chosen, the options chosen, or the value on the scale.", example: { q1: 4, q2: "ChatGPT" } }),
    submitted_at: z.string().openapi({ format: "date-time", description: "When it was submitted (ISO 8601, UTC).", example: "2026-10-03T14:12:00.000Z" }),
  })
  .openapi("QuestionnaireResponse", { description: "One person's answers to a questionnaire." });

export const QuestionnaireListQuerySchema = PageQuerySchema.extend({
  client_id: idQuery("client_id", "Only questionnaires of this client."),
  template: boolQuery("template", "Only templates (`true`) or only client questionnaires (`false`)."),
  status: z.enum(QUESTIONNAIRE_STATUSES, { error: `Query parameter 'status' must be one of: ${QUESTIONNAIRE_STATUSES.join(", ")}.` }).optional().openapi({ param: { name: "status", in: "query" }, description: "Only questionnaires with this status.", example: "active" }),
});
