// Generated bad requests derived from the OpenAPI document, and what every answer to one must be: shared by the in-Worker fuzz and the black-box runner (Node).
import type { z } from "@hono/zod-openapi";
import fc from "fast-check";
import { answerEnvelopeProblem } from "./envelope";
import { fillPath, nestedKey, schemaMismatch, segment, type Operation } from "./openapi-document";

/** Strings that have broken APIs before: types, ranges, encodings, injections (SQL, template, header/CRLF), traversal. */
export const NASTY = [
  "", " ", "0", "-1", "1.5", "1e309", "-0", "NaN", "Infinity", "2147483648", "99999999999999999999", "null", "undefined", "true", "[]", "{}",
  "' OR 1=1 --", "'; DROP TABLE clients; --", "\\\\", "%00", "%", "_", "../../etc/passwd", "..%2F..%2Fetc%2Fpasswd", "<script>alert(1)</script>",
  "${jndi:ldap://x}", "{{7*7}}", "\u0000", "\uD800", "\u202E", "🚀", "Ω≈ç√∫", "é".repeat(300), "a".repeat(5000), "fr", "en", "gpt-4o", "daily", "*/5 * * * *",
  "x\r\nX-Injected: yes", "x%0d%0aX-Injected:%20yes", "x\nSet-Cookie: injected=1",
];

export const nasty = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 40 }), fc.integer().map(String), fc.double().map(String), fc.string({ unit: "grapheme", maxLength: 20 }));

/** Larger than the API's 100 KB body limit: must be answered 413. */
export const OVERSIZED_BYTES = 150_000;

export interface Attempt {
  op: Operation;
  path: string;
  query: [string, string][];
  body?: string;
  contentType?: string;
  headers: Record<string, string>;
}

/**
 * Bad requests for any of `operations`. `ids` gives, per path segment, a resource that exists (so some
 * requests get past the lookup); `clientId` is put in bodies that name a client.
 */
export function attempt(operations: Operation[], ids: Record<string, string | number>, clientId: number): fc.Arbitrary<Attempt> {
  return fc.constantFrom(...operations).chain((op) => {
    // Not empty, "." or "..": `/clients/`, `/clients/.` and `/clients/..` are other operations (URLs resolve
    // dot segments before sending), whose schemas the answer check would not pick.
    const value = (key: string) => fc.oneof(fc.constant(String(ids[key] ?? "gpt-4o")), nasty.filter((v) => v !== "" && v !== "." && v !== ".."));
    const nested = nestedKey(op.path);
    const pathValues = fc.tuple(value(segment(op.path)), nested ? value(nested) : fc.constant(""));
    const queryNames = op.parameters.filter((p) => p.in === "query").map((p) => p.name);
    const query = fc.array(fc.tuple(queryNames.length > 0 ? fc.oneof(fc.constantFrom(...queryNames), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 }), nasty), { maxLength: 4 });
    const jsonBody = fc.oneof(
      fc.json(),
      fc.dictionary(fc.constantFrom("client_id", "model_ids", "prompts", "name", "frequency", "timezone", "active", "website", "country", "language", "email", "first_name", "prompt", "status", "is_primary", "extra", "__proto__", "constructor"), fc.anything()).map((o) => JSON.stringify(o)),
      fc.record({ client_id: fc.oneof(fc.constant(clientId), fc.anything()), frequency: nasty, timezone: nasty, model_ids: fc.array(nasty), prompts: fc.array(nasty, { maxLength: 60 }) }, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
      nasty,
      fc.constant(JSON.stringify({ client_id: clientId, prompts: ["x".repeat(200)] }).padEnd(OVERSIZED_BYTES, " ")),
    );
    const body = op.hasBody ? fc.option(jsonBody, { nil: undefined }) : fc.option(fc.constantFrom("{}", "not json"), { nil: undefined, freq: 5 });
    const contentType = fc.option(fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "application/json; charset=utf-16", "multipart/form-data; boundary=x"), { nil: undefined });
    const headers = fc.record(
      { "Idempotency-Key": nasty, "If-None-Match": nasty, "Accept-Language": nasty, Accept: fc.constantFrom("*/*", "text/html", "application/xml") },
      { requiredKeys: [] },
    );
    const path = pathValues.map(([first, second]) => fillPath(op.path, (key) => encodePath(key === nested ? second : first)));
    return fc.record({ op: fc.constant(op), path, query, body, contentType, headers });
  });
}

/** Percent-encodes a path value; a lone surrogate (which cannot be encoded) is sent as the invalid UTF-8 it would be. */
function encodePath(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

/** fetch refuses header values with control or non-Latin-1 characters before they leave the client (CRLF injection included). */
function headerSafe(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => /^[\x20-\x7e]*$/.test(v)));
}

export interface GeneratedRequest {
  method: string;
  /** Relative to /api/v1, with the query. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The request an attempt sends (headers fetch would refuse are left out; a GET carries no body). */
export function toRequest(a: Attempt): GeneratedRequest {
  const search = new URLSearchParams(a.query).toString();
  return {
    method: a.op.method,
    path: `${a.path}${search ? `?${search}` : ""}`,
    headers: headerSafe({ ...a.headers, ...(a.contentType ? { "Content-Type": a.contentType } : {}) }),
    body: a.op.method === "GET" ? undefined : a.body,
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
}

/**
 * What is wrong with the answer to a generated request (empty when nothing): never a 5xx, no injected
 * header, 413 for an oversized body, every error in the envelope, every 200 per its documented schema.
 */
export function answerProblems(a: Attempt, request: GeneratedRequest, answer: Answer, schemas: Map<string, z.ZodType>): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`${answer.status} for generated input`);
  if (answer.headers.has("x-injected") || answer.headers.has("set-cookie")) problems.push("a header injected through the request appears in the response");
  if (request.body !== undefined && request.body.length >= OVERSIZED_BYTES && answer.status !== 413) problems.push(`a ${request.body.length}-byte body answered ${answer.status}, not 413`);
  if (answer.status === 304) {
    if (answer.text !== "") problems.push("a 304 with a body");
    return problems;
  }
  if ((answer.headers.get("content-type") ?? "").startsWith("application/pdf")) {
    if (answer.status !== 200 || !answer.text.startsWith("%PDF-")) problems.push("a PDF answer that is not a 200 with a PDF body");
    return problems;
  }
  if (answer.status >= 400) {
    const wrong = answerEnvelopeProblem(answer);
    if (wrong) problems.push(wrong);
    // The per-key limit is a correct answer: the request never reached validation.
    if (answer.status === 429 && answer.headers.get("x-ratelimit-remaining") !== "0") problems.push("a 429 without `X-RateLimit-Remaining: 0`");
    return problems;
  }
  const schema = schemas.get(`${a.op.method} ${a.op.path}`);
  if (answer.status !== 200 || !schema) {
    problems.push(`${answer.status} has no documented JSON schema for ${a.op.method} ${a.op.path}`);
    return problems;
  }
  const mismatch = schemaMismatch(schema, answer.json);
  if (mismatch) problems.push(`the 200 body does not match its documented schema: ${mismatch}`);
  return problems;
}
