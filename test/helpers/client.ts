// A tiny client for the Worker under test: requests go through the real fetch handler.
import { SELF } from "cloudflare:test";
import { envelopeProblem, type ErrorBody } from "./envelope";

export const BASE = "http://api.test/api/v1";

export interface CallOptions {
  key?: string;
  /** `bearer` sends the key as `Authorization: Bearer`. */
  auth?: "header" | "bearer";
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Client IP as Cloudflare reports it; random by default so per-IP limits never leak between tests. */
  ip?: string;
}

export function randomIp(): string {
  return `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`;
}

export async function call(path: string, opts: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { "CF-Connecting-IP": opts.ip ?? randomIp(), ...opts.headers };
  if (opts.key) {
    if (opts.auth === "bearer") headers.Authorization = `Bearer ${opts.key}`;
    else headers["X-Api-Key"] = opts.key;
  }
  return SELF.fetch(`${BASE}${path}`, { method: opts.method ?? "GET", headers, body: opts.body });
}

export async function callJson<T = any>(path: string, opts: CallOptions = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await call(path, opts);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

/** Asserts the contract's error envelope for `code` (as the black-box runner checks it) and returns the error. */
export function expectError(body: unknown, code: number): ErrorBody {
  const wrong = envelopeProblem(body, code);
  if (wrong) throw new Error(`expected the error envelope for ${code} (${wrong}), got ${JSON.stringify(body)}`);
  return (body as { error: ErrorBody }).error;
}
