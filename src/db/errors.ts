// What the database's errors say, without the driver: the app's error handler reads them on every failed request,
// and it should not load the driver (db/client.ts) to do so.

/** An error and the errors it wraps (drizzle wraps the driver's: `cause`, or Neon's `sourceError`), five deep at most. */
export function* errorChain(error: unknown): Generator<Error> {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = (e as { cause?: unknown; sourceError?: unknown }).cause ?? (e as { sourceError?: unknown }).sourceError, depth++) yield e;
}

/** The error in the chain that a unique index or constraint named `name` refused, if any (the driver names it). */
export function violation(error: unknown, name: string): Error | undefined {
  return [...errorChain(error)].find((e) => (e as { constraint?: string }).constraint === name || e.message.includes(name));
}

/**
 * True when `error` says the database could not be reached or did not answer in time (as opposed
 * to refusing a statement): the request may succeed if retried, so the API answers 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (e.name === "TimeoutError" || e.name === "AbortError") return true;
    if (e.name === "NeonDbError" && /^(Error connecting to database|Server error \(HTTP status 5\d\d\))/.test(e.message)) return true;
  }
  return false;
}
