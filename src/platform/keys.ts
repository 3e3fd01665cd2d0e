// API key format, generation and hashing (shared by the Worker and the `npm run keys` CLI).
export const KEY_PATTERN = /^geo_[A-Za-z0-9]{32}$/;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Characters of the key kept in clear for display (`geo_` + 8). */
export const DISPLAY_PREFIX_LENGTH = 12;

/** Scopes a key can be given; `*` grants all of them. */
export const SCOPES = [
  "clients:read",
  "clients:write",
  "audits:read",
  "audits:write",
  "reports:read",
  "action_plans:read",
  "action_plans:write",
  "questionnaires:read",
  "analytics:read",
  "models:read",
  "account:read",
  "account:write",
  "content:read",
  "scheduled_audits:read",
  "scheduled_audits:write",
  "webhooks:read",
  "webhooks:write",
] as const;
export type Scope = (typeof SCOPES)[number];

export function generateKey(): string {
  // Rejection sampling keeps every character equally likely.
  const chars: string[] = [];
  while (chars.length < 32) {
    for (const byte of crypto.getRandomValues(new Uint8Array(48))) {
      if (byte < 248 && chars.length < 32) chars.push(BASE62[byte % 62]!);
    }
  }
  return `geo_${chars.join("")}`;
}

export async function hashKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function displayPrefix(key: string): string {
  return key.slice(0, DISPLAY_PREFIX_LENGTH);
}
