// Schemas of the Reports group.
import { z } from "@hono/zod-openapi";
import { int, MAX_ITEMS, MAX_LENGTH, score, text } from "@/platform/fields";
import { REPORT_STATUSES } from "@/db/schema";
import { dateTimeField, idQuery, langQuery, PageQuerySchema } from "@/platform/envelope";
import { LANGS } from "@/platform/i18n";

export const ReportSchema = z
  .object({
    id: int().openapi({ description: "Report identifier.", example: 87 }),
    client_id: int().openapi({ description: "The client the report is about.", example: 12 }),
    client_name: text(MAX_LENGTH.label).openapi({ description: "The client's name.", example: "Maison Lumière" }),
    audit_id: int().openapi({ description: "The completed audit the report presents.", example: 140 }),
    audit_name: text(MAX_LENGTH.label).openapi({ description: "The audit's name.", example: "Maison Lumière — November 2026" }),
    title: text(MAX_LENGTH.label).openapi({ description: "Title, in the report's language: the client and the month of the audit.", example: "Rapport de visibilité IA — Maison Lumière — novembre 2026" }),
    language: z.enum(LANGS).openapi({ description: "Language the report is written in: the client's language when it is French, English, Spanish or German, else English. The download can ask for another with `lang`.", example: "fr" }),
    status: z.enum(REPORT_STATUSES).openapi({ description: "`ready`: the PDF is generated from the audit's data on the first download; `rendered`: it has been generated, so `page_count` and `size_bytes` are known.", example: "ready" }),
    score: score().nullable().openapi({ description: "The audit's overall score (0–100).", example: 67 }),
    model_ids: z.array(text(MAX_LENGTH.code)).max(MAX_ITEMS.models).openapi({ description: "The models the audit asked.", example: ["gpt-4o", "claude-sonnet"] }),
    prompt_count: int().openapi({ description: "Prompts the audit asked each model.", example: 10 }),
    audit_completed_at: dateTimeField("When the audit completed (ISO 8601, UTC)."),
    page_count: int().nullable().openapi({ description: "Pages of the PDF once rendered, else null.", example: 6 }),
    size_bytes: int().nullable().openapi({ description: "Size of the PDF in bytes once rendered, else null.", example: 48213 }),
    rendered_at: dateTimeField("When the PDF was last rendered (ISO 8601, UTC), else null.").nullable(),
    created_at: dateTimeField("When the report was created: when its audit completed (ISO 8601, UTC)."),
    download_url: text(MAX_LENGTH.url).openapi({ format: "uri", description: "Absolute URL of the PDF (`GET /reports/{id}/download`, same authentication).", example: "https://api.example.com/api/v1/reports/87/download" }),
  })
  .openapi("Report", { description: "A client-ready report of one completed audit. Every completed audit gets one." });

export const ReportListQuerySchema = PageQuerySchema.extend({
  client_id: idQuery("client_id", "Only the reports of this client."),
  audit_id: idQuery("audit_id", "Only the report of this audit."),
  language: z
    .enum(LANGS, { error: `Query parameter 'language' must be one of ${LANGS.join(", ")}.` })
    .optional()
    .openapi({ param: { name: "language", in: "query" }, description: "Only the reports written in this language.", example: "fr" }),
});

export const ReportDownloadQuerySchema = z.object({
  lang: langQuery().openapi({ description: "Language of the PDF. Default: the report's `language`.", example: "en" }),
});

export const ReportDownloadHeadersSchema = z.object({
  "if-none-match": z
    .string()
    .max(1000, { error: "Header 'If-None-Match' must be at most 1000 characters." })
    .optional()
    .openapi({ param: { name: "if-none-match", in: "header" }, description: "The `ETag` of a copy you already have: if the report has not changed, the answer is 304 with no body.", example: '"3f1c2b9e5a7d4c1e8b2a6f0d9c3e7b1a"' }),
});
