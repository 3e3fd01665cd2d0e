// The random secrets the console hands out (session cookies, e-mailed links): 32 random bytes in base64url, of which
// the database keeps only the SHA-256, so a read of the database opens no session and follows no link.
import { hashKey } from "@/platform/keys";

/** Bytes as base64url (RFC 4648 §5), unpadded. */
export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** base64url back to bytes; undefined when it is not base64url. */
export function fromBase64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

export function newSecret(): string {
  return base64url(randomBytes(32));
}

/** Hex SHA-256 of a secret: what is stored, and what a presented secret is looked up by (as API keys are). */
export const secretHash = hashKey;
