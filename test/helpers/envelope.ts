// The contract's error envelope, checked alike by the Worker's tests and the black-box runner (no `cloudflare:test`, so Node loads it).
import { ERROR_TYPES } from "@/platform/errors";

export interface ErrorBody {
  code: number;
  message: string;
  type: string;
  param?: string;
}

/** Why `body` is not the contract's error envelope for `status`, or undefined when it is. */
export function envelopeProblem(body: unknown, status: number): string | undefined {
  if (!body || typeof body !== "object") return "error body is not a JSON object";
  const { success, error } = body as { success?: unknown; error?: { code?: unknown; type?: unknown; message?: unknown } };
  if (success !== false) return "error body without `success: false`";
  if (error?.code !== status) return `error.code is ${JSON.stringify(error?.code)}, not the status ${status}`;
  const expectedType = (ERROR_TYPES as Record<number, string>)[status];
  if (error.type !== expectedType) return `error.type is ${JSON.stringify(error.type)}, expected ${JSON.stringify(expectedType)}`;
  if (typeof error.message !== "string" || error.message.length === 0) return "error.message is not a non-empty string";
  // A stack frame, a source path or a driver's words in a message mean internals leaked.
  if (/\bat .+:\d+:\d+|node_modules|\.ts:\d+|DrizzleQueryError|NeonDbError|\brelation "/.test(error.message)) return "error.message exposes internals";
  return undefined;
}

/** The same for a whole answer, whose content type must also be JSON (`json` is the parsed body, undefined when it is not JSON). */
export function answerEnvelopeProblem(answer: { status: number; headers: Headers; json: unknown }): string | undefined {
  const type = answer.headers.get("content-type");
  if (!(type ?? "").startsWith("application/json")) return `error with content type ${JSON.stringify(type)}, not JSON`;
  if (answer.json === undefined) return "error body is not valid JSON";
  return envelopeProblem(answer.json, answer.status);
}
