// Questionnaires an agency sends to a client's contacts (brand perception, GEO briefs), and their responses.
import { index, integer, jsonb, pgEnum, pgTable, serial, text } from "drizzle-orm/pg-core";
import { clients, contacts } from "./clients";
import { accountId } from "./accounts";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const QUESTION_TYPES = ["text", "single_choice", "multiple_choice", "scale"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export interface Question {
  id: string;
  type: QuestionType;
  label: string;
  /** Choices of `single_choice` and `multiple_choice`. */
  options?: string[];
  /** Bounds of `scale`. */
  min?: number;
  max?: number;
}
/** Answers keyed by question id: text, one option, several options, or a number on the scale. */
export type Answers = Record<string, string | string[] | number>;

export const QUESTIONNAIRE_STATUSES = ["draft", "active", "closed"] as const;
export const questionnaireStatusEnum = pgEnum("questionnaire_status", QUESTIONNAIRE_STATUSES);

export const questionnaires = pgTable(
  "questionnaires",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    /** Null for the account's templates. */
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    language: text("language").notNull().default("en"),
    questions: jsonb("questions").$type<Question[]>().notNull(),
    status: questionnaireStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("questionnaires_account_id_idx").on(t.accountId, t.id)],
);

export const questionnaireResponses = pgTable(
  "questionnaire_responses",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    questionnaireId: integer("questionnaire_id")
      .notNull()
      .references(() => questionnaires.id, { onDelete: "cascade" }),
    /** The contact who answered; null when anonymous or the contact was deleted. */
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    answers: jsonb("answers").$type<Answers>().notNull(),
    submittedAt: timestamptz("submitted_at").notNull().defaultNow(),
  },
  (t) => [index("questionnaire_responses_questionnaire_id_idx").on(t.questionnaireId, t.id)],
);
