// The three Reports operations.
import { detailEnvelope, IdParamSchema, listEnvelope } from "@/platform/envelope";
import { ErrorSchema } from "@/platform/error-schema";
import { apiRoute, json } from "@/platform/routing";
import { ReportDownloadHeadersSchema, ReportDownloadQuerySchema, ReportListQuerySchema, ReportSchema } from "./reports.schemas";

const tags = ["Reports"];

export const list = apiRoute({
  method: "get",
  path: "/reports",
  operationId: "listReports",
  tags,
  scope: "reports:read",
  summary: "List reports",
  description: "Returns the account's reports, newest first. Every completed audit gets a report in its client's language.",
  request: { query: ReportListQuerySchema },
  responses: { 200: json(listEnvelope("ReportList", ReportSchema), "A page of reports.") },
});

export const get = apiRoute({
  method: "get",
  path: "/reports/{id}",
  operationId: "getReport",
  tags,
  scope: "reports:read",
  summary: "Get a report",
  description: "Returns one report: its audit, language, rendering status and download URL.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("ReportResponse", ReportSchema), "The report.") },
});

export const download = apiRoute({
  method: "get",
  path: "/reports/{id}/download",
  operationId: "downloadReport",
  tags,
  scope: "reports:read",
  summary: "Download a report as PDF",
  description:
    "Returns the report as a PDF to hand to the client: cover, overall score and its components, a bar chart per model, the score over the client's last audits, every answer (named, rank, sentiment), competitors' share of voice, the hallucinated URLs this audit's answers cited, with the models that cited them and suggested redirects, failing GEO checklist items, the action plan's next tasks and the method. It is generated from the audit's current data in the report's language (or `lang`), with its fonts embedded. The `ETag` changes when the data does: send it back in `If-None-Match` to get a 304 instead of the file. Rendered PDFs are cached for 24 hours per data center under their ETag, so a second download is not rendered again.",
  request: { params: IdParamSchema, query: ReportDownloadQuerySchema, headers: ReportDownloadHeadersSchema },
  responses: {
    200: {
      description: "The PDF.",
      // OpenAPI 3.1 describes a raw binary body by its media type alone, without a string schema.
      content: { "application/pdf": { schema: {} } },
      headers: {
        "Content-Disposition": { description: "`attachment; filename=\"<client>-<date>-ai-visibility.pdf\"`.", schema: { type: "string" as const, maxLength: 200 } },
        ETag: { description: "Fingerprint of the PDF's content; send it back in `If-None-Match`.", schema: { type: "string" as const, pattern: '^"[0-9a-f]{32}"$', maxLength: 34 } },
        "Cache-Control": { description: "`private, no-cache`: keep the file, but ask again (with `If-None-Match`) before reusing it.", schema: { type: "string" as const, enum: ["private, no-cache"] } },
      },
    },
    304: { description: "Not modified: the `If-None-Match` ETag is still the report's. No body." },
    409: json(ErrorSchema, "The report's audit is not completed, so there is nothing to print yet."),
  },
});

export type ListRoute = typeof list;
export type DownloadRoute = typeof download;
export type GetRoute = typeof get;
