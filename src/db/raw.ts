// Reading rows of raw SQL (`db.execute`): over neon-http every value may arrive as text.

/** A json/jsonb column, parsed when it came as text; `fallback` for SQL null. */
export function jsonValue<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return typeof value === "string" ? (JSON.parse(value) as T) : (value as T);
}

export function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A Postgres boolean, which comes back as `t`/`f` in text mode. */
export function booleanValue(value: unknown): boolean {
  return value === true || value === "t" || value === "true";
}

/** A Postgres text[] column: already an array, or its literal `{a,"b c"}`. */
export function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== "string" || value === "{}" || value === "") return [];
  return [...value.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) => (m[1] ?? m[2] ?? "").replace(/\\(.)/g, "$1"));
}
