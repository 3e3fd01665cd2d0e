// Reading questionnaires and their responses, within the caller's account.
import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { contacts, questionnaireResponses, questionnaires } from "@/db/schema";
import { pageOffset, type PageQuery } from "@/platform/envelope";

type QuestionnaireRow = typeof questionnaires.$inferSelect;

function toQuestionnaire(row: QuestionnaireRow, responseCount: number) {
  return {
    id: row.id,
    client_id: row.clientId,
    title: row.title,
    description: row.description,
    language: row.language,
    status: row.status,
    questions: row.questions.map((q) => ({ id: q.id, type: q.type, label: q.label, options: q.options ?? null, min: q.min ?? null, max: q.max ?? null })),
    response_count: responseCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface QuestionnaireFilters {
  client_id?: number;
  /** `true`: only templates (no client); `false`: only client questionnaires. */
  template?: boolean;
  status?: QuestionnaireRow["status"];
}

export async function listQuestionnaires(db: Database, accountId: number, filters: QuestionnaireFilters, page: PageQuery) {
  const where: SQL | undefined = and(
    eq(questionnaires.accountId, accountId),
    filters.client_id === undefined ? undefined : eq(questionnaires.clientId, filters.client_id),
    filters.template === undefined ? undefined : filters.template ? isNull(questionnaires.clientId) : sql`${questionnaires.clientId} is not null`,
    filters.status ? eq(questionnaires.status, filters.status) : undefined,
  );
  const [rows, [totals]] = await db.batch([
    db
      .select({ q: questionnaires, responses: sql<number>`(select count(*)::int from questionnaire_responses r where r.questionnaire_id = questionnaires.id)` })
      .from(questionnaires)
      .where(where)
      .orderBy(desc(questionnaires.updatedAt), desc(questionnaires.id))
      .limit(page.per_page)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(questionnaires).where(where),
  ]);
  return { items: rows.map((r) => toQuestionnaire(r.q, Number(r.responses))), total: totals?.total ?? 0 };
}

/** A page of responses, oldest first, with the respondent; undefined when the questionnaire is not the account's. */
export async function listResponses(db: Database, accountId: number, questionnaireId: number, page: PageQuery) {
  const where = and(eq(questionnaireResponses.accountId, accountId), eq(questionnaireResponses.questionnaireId, questionnaireId));
  const [owner, rows, [totals]] = await db.batch([
    db.select({ id: questionnaires.id }).from(questionnaires).where(and(eq(questionnaires.accountId, accountId), eq(questionnaires.id, questionnaireId))),
    db
      .select({ response: questionnaireResponses, contact: { id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, role: contacts.role } })
      .from(questionnaireResponses)
      .leftJoin(contacts, eq(contacts.id, questionnaireResponses.contactId))
      .where(where)
      .orderBy(asc(questionnaireResponses.submittedAt), asc(questionnaireResponses.id))
      .limit(page.per_page)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(questionnaireResponses).where(where),
  ]);
  if (owner.length === 0) return undefined;
  return {
    total: totals?.total ?? 0,
    items: rows.map(({ response, contact }) => ({
      id: response.id,
      questionnaire_id: response.questionnaireId,
      respondent: contact ? { contact_id: contact.id, name: `${contact.firstName} ${contact.lastName}`, email: contact.email, role: contact.role } : null,
      answers: response.answers,
      submitted_at: response.submittedAt.toISOString(),
    })),
  };
}
