// Signing webhook deliveries by the Standard Webhooks convention (standardwebhooks.com): each request carries
// `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature`, a space-separated list of
// `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per secret in force (two while a rotated secret is honoured).
// Receivers verify with any Standard Webhooks library, or in a few lines of code, and dedupe by `webhook-id`.

export const SECRET_PREFIX = "whsec_";
/** Bytes of a signing secret (the convention asks for 24 to 64). */
const SECRET_BYTES = 32;

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** A new signing secret: `whsec_` and 32 random bytes in base64. */
export function generateSecret(): string {
  return SECRET_PREFIX + toBase64(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}

/** The key bytes of a `whsec_` secret. */
function keyBytes(secret: string): Uint8Array {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error("a webhook secret starts with whsec_");
  return fromBase64(secret.slice(SECRET_PREFIX.length));
}

/** `v1,<signature>` of one message with one secret. */
export async function sign(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", keyBytes(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/** The three headers of a delivery, signed with every secret in force (newest first). */
export async function signedHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): Promise<{ "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string }> {
  const signatures = await Promise.all(secrets.map((secret) => sign(secret, id, timestamp, body)));
  return { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": signatures.join(" ") };
}
