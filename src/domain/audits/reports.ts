// Reading reports: one per completed audit, in the client's language, within the caller's account.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { audits, clients, reports } from "@/db/schema";
import { pageOffset, type PageQuery } from "@/platform/envelope";
import { isLang, type Lang } from "@/platform/i18n";

const TITLES: Record<Lang, (client: string, month: string) => string> = {
  en: (client, month) => `AI visibility report — ${client} — ${month}`,
  fr: (client, month) => `Rapport de visibilité IA — ${client} — ${month}`,
  es: (client, month) => `Informe de visibilidad en IA — ${client} — ${month}`,
  de: (client, month) => `KI-Sichtbarkeitsbericht — ${client} — ${month}`,
};

/** The language a client's reports are written in: the client's own when supported, else English. */
export function reportLanguage(clientLanguage: string): Lang {
  return isLang(clientLanguage) ? clientLanguage : "en";
}

/** "AI visibility report — Acme — November 2026", in the report's language (the month is the audit's, in UTC). */
export function reportTitle(lang: Lang, clientName: string, auditDate: Date): string {
  const month = new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(auditDate);
  return TITLES[lang](clientName, month);
}

const columns = {
  report: reports,
  clientName: clients.name,
  auditName: audits.name,
  score: audits.score,
  modelIds: audits.modelIds,
  promptCount: sql<number>`cardinality(${audits.prompts})::int`,
  auditCompletedAt: audits.completedAt,
  auditCreatedAt: audits.createdAt,
};

type Row = Awaited<ReturnType<typeof selectReports>>[number];

function toReport(row: Row, baseUrl: string) {
  const { report } = row;
  const lang = reportLanguage(report.language);
  return {
    id: report.id,
    client_id: report.clientId,
    client_name: row.clientName,
    audit_id: report.auditId,
    audit_name: row.auditName,
    title: reportTitle(lang, row.clientName, row.auditCompletedAt ?? row.auditCreatedAt),
    language: lang,
    status: report.status,
    score: row.score,
    model_ids: row.modelIds,
    prompt_count: Number(row.promptCount),
    audit_completed_at: (row.auditCompletedAt ?? row.auditCreatedAt).toISOString(),
    page_count: report.pageCount,
    size_bytes: report.sizeBytes,
    rendered_at: report.renderedAt?.toISOString() ?? null,
    created_at: report.createdAt.toISOString(),
    download_url: `${baseUrl}/api/v1/reports/${report.id}/download`,
  };
}

export interface ReportFilters {
  client_id?: number;
  audit_id?: number;
  language?: Lang;
}

function selectReports(db: Database) {
  return db.select(columns).from(reports).innerJoin(clients, eq(clients.id, reports.clientId)).innerJoin(audits, eq(audits.id, reports.auditId));
}

/** A page of the account's reports, newest first, with the total, in one round trip. */
export async function listReports(db: Database, accountId: number, filters: ReportFilters, page: PageQuery, baseUrl: string) {
  const where: SQL | undefined = and(
    eq(reports.accountId, accountId),
    filters.client_id === undefined ? undefined : eq(reports.clientId, filters.client_id),
    filters.audit_id === undefined ? undefined : eq(reports.auditId, filters.audit_id),
    filters.language === undefined ? undefined : eq(reports.language, filters.language),
  );
  const [rows, [totals]] = await db.batch([
    selectReports(db).where(where).orderBy(desc(reports.createdAt), desc(reports.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  return { items: rows.map((row) => toReport(row, baseUrl)), total: totals?.total ?? 0 };
}

export async function getReport(db: Database, accountId: number, id: number, baseUrl: string) {
  const [row] = await selectReports(db).where(and(eq(reports.accountId, accountId), eq(reports.id, id)));
  return row ? toReport(row, baseUrl) : undefined;
}
