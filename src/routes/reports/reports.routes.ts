// The Reports operations available so far (the PDF download is not written yet).
import { detailEnvelope, IdParamSchema, listEnvelope } from "@/platform/envelope";
import { apiRoute, json } from "@/platform/routing";
import { ReportListQuerySchema, ReportSchema } from "./reports.schemas";

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

export type ListRoute = typeof list;
export type GetRoute = typeof get;
