// What every engine adapter shares: one JSON POST under a deadline, HTTP failures mapped to the retry rules,
// and the small readers that take fields out of an untyped body without trusting its shape.
import { ProviderError, type DeclineKind } from "./types";

/** Whole call, body included. An answer with web search takes 5–30 s; a minute covers the slow tail. */
export const DEFAULT_TIMEOUT_MS = 60_000;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

export function stringOf(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A count a provider reports; anything else (absent, negative, fractional, a string) is 0. */
export function countOf(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One signal that aborts when any input does. `AbortSignal.any` is missing from older runtimes;
 * `dispose` detaches the listeners so a long-lived caller signal does not collect one per call.
 */
export function combineSignals(signals: readonly AbortSignal[]): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const detachers: (() => void)[] = [];
  const dispose = (): void => {
    for (const detach of detachers.splice(0)) detach();
  };
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    const onAbort = (): void => {
      controller.abort(signal.reason);
      dispose();
    };
    signal.addEventListener("abort", onAbort, { once: true });
    detachers.push(() => signal.removeEventListener("abort", onAbort));
  }
  if (controller.signal.aborted) dispose();
  return { signal: controller.signal, dispose };
}

/** Retry-After is either delta-seconds or an HTTP date; anything else is ignored rather than guessed. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The error's message and code in the three shapes the engines use: OpenAI and compatible servers
 * `{ error: { message, type, code } }`, Anthropic `{ type: "error", error: { type, message } }`,
 * Google `{ error: { code: 429, message, status: "RESOURCE_EXHAUSTED" } }`.
 */
function errorDetails(body: unknown): { message?: string; code?: string } {
  // SerpApi: `{ "error": "Invalid API key. …" }`.
  if (isRecord(body) && typeof body.error === "string") return { message: body.error };
  if (!isRecord(body) || !isRecord(body.error)) return {};
  const { message, code, type, status } = body.error;
  return { message: stringOf(message), code: stringOf(code) ?? stringOf(status) ?? stringOf(type) };
}

/** Codes that say waiting will not help even though the status is 429 (out of credit, a spend limit). */
const QUOTA_CODES = new Set(["insufficient_quota", "billing_error", "enforced_spend_limit_reached"]);

export function errorForStatus(name: string, response: Response, bodyText: string): ProviderError {
  const { status } = response;
  const details = errorDetails(parseJson(bodyText));
  const reason = details.message ?? (response.statusText || "no error message");
  const message = `${name}: HTTP ${status}: ${reason}`;
  const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
  // Anthropic says outright whether a retry can help; its SDK obeys this header before anything else.
  const shouldRetry = response.headers.get("x-should-retry");
  if (shouldRetry === "false") return new ProviderError(message, false, status);
  if (status === 429) {
    // SerpApi says "Your account has run out of searches." with the same 429 as its hourly limit.
    const quota = (details.code !== undefined && QUOTA_CODES.has(details.code)) || /run out of searches/i.test(details.message ?? "");
    return new ProviderError(message, !quota, status, quota ? undefined : retryAfter);
  }
  // 5xx covers Anthropic's 529 "overloaded" and Google's 503 UNAVAILABLE.
  if (status >= 500 || status === 408 || shouldRetry === "true") return new ProviderError(message, true, status, retryAfter);
  return new ProviderError(message, false, status);
}

export function malformed(name: string, status: number, what: string): ProviderError {
  return new ProviderError(`${name}: malformed response: ${what}`, false, status);
}

/** An engine that answered (HTTP 200) without an answer: recorded with its reason, never retried. */
export function declined(name: string, kind: DeclineKind, reason: string): ProviderError {
  return new ProviderError(`${name}: ${kind}: ${reason}`, false, 200, undefined, { kind, reason });
}

export interface PostOptions {
  name: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  fetch: typeof fetch;
}

/** POSTs JSON and returns the parsed 2xx body with the time it took; every failure is a ProviderError. */
export function postJson(options: PostOptions): Promise<{ body: unknown; status: number; latencyMs: number }> {
  return requestJson({ ...options, method: "POST" });
}

/** GETs `url` (its query string says everything: SerpApi) with the same deadline and failure rules as `postJson`. */
export function getJson(options: Omit<PostOptions, "body">): Promise<{ body: unknown; status: number; latencyMs: number }> {
  return requestJson({ ...options, method: "GET", body: undefined });
}

async function requestJson(options: PostOptions & { method: "GET" | "POST" }): Promise<{ body: unknown; status: number; latencyMs: number }> {
  const { name, timeoutMs } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = combineSignals(options.signal ? [timeout, options.signal] : [timeout]);
  const started = Date.now();
  let response: Response;
  let bodyText: string;
  try {
    response = await options.fetch(
      options.url,
      options.method === "GET"
        ? { method: "GET", headers: { accept: "application/json", ...options.headers }, signal: combined.signal }
        : {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json", ...options.headers },
            body: JSON.stringify(options.body),
            signal: combined.signal,
          },
    );
    // Reading the body stays under the same deadline: a server can stall after the headers.
    bodyText = await response.text();
  } catch (error) {
    if (timeout.aborted) throw new ProviderError(`${name}: no answer within ${timeoutMs} ms`, true);
    // A caller's abort says nothing against the request itself, so a later attempt may succeed.
    if (options.signal?.aborted) throw new ProviderError(`${name}: request aborted`, true);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProviderError(`${name}: network error: ${reason}`, true);
  } finally {
    combined.dispose();
  }
  const latencyMs = Date.now() - started;
  if (!response.ok) throw errorForStatus(name, response, bodyText);
  const body = parseJson(bodyText);
  if (!isRecord(body)) throw malformed(name, response.status, "the body is not a JSON object");
  return { body, status: response.status, latencyMs };
}

/**
 * An adapter's one call: POSTs `body` with the engine's auth headers to `url` under the configured deadline.
 * Workers reject a detached global fetch ("Illegal invocation"), so the default one is called through a closure.
 */
export function enginePost(name: string, url: string, config: { timeoutMs?: number; fetch?: typeof fetch }) {
  const doFetch = defaultFetch(config.fetch);
  return (headers: Record<string, string>, body: unknown, signal: AbortSignal | undefined) =>
    postJson({ name, url, headers, body, timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal, fetch: doFetch });
}

/** Workers reject a detached global fetch ("Illegal invocation"): call it through a closure. */
export function defaultFetch(custom?: typeof fetch): typeof fetch {
  return custom ?? ((input, init) => fetch(input, init));
}

/** The host of an endpoint names the provider in results (`api.openai.com`), which says more than a fixed label. */
export function hostName(baseUrl: string, fallback: string): string {
  try {
    return new URL(baseUrl).host || fallback;
  } catch {
    return fallback;
  }
}

export function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}

/** The language an answer is asked in, for the system prompt of a model without search. */
export function primaryLanguage(code: string): string {
  return code.trim().toLowerCase().split(/[-_]/)[0] ?? "en";
}
