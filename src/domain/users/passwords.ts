// Passwords, hashed with scrypt (node:crypto, native in Workers under nodejs_compat: no code in the bundle) at OWASP's
// 16 MiB setting (N=2^14, r=8, p=5; Password Storage Cheat Sheet), under workerd's cap of N·r·p ≤ 2^20. WebCrypto's
// PBKDF2 is capped at 100,000 iterations in production, a sixth of OWASP's figure; argon2 would need WebAssembly
// compiled at request time, which Workers forbid (docs/console-auth-notes.md). The parameters travel with each hash,
// so they can be raised later and old hashes still verify (`needsRehash` says which to redo at the next sign-in).
import { scrypt, timingSafeEqual } from "node:crypto";
import { base64url, fromBase64url, randomBytes } from "./secrets";

const CURRENT = { n: 2 ** 14, r: 8, p: 5 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Above Node's default of 32 MiB, as p lanes run one after another (128·N·r = 16 MiB each). */
const MAX_MEMORY = 64 * 1024 * 1024;

/** What a password may be: long enough to resist guessing, short enough that hashing it is cheap to bound. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

function derive(password: string, salt: Uint8Array, params: { n: number; r: number; p: number }): Promise<Uint8Array> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N: params.n, r: params.r, p: params.p, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT);
  return ["scrypt", CURRENT.n, CURRENT.r, CURRENT.p, base64url(salt), base64url(key)].join("$");
}

function parse(stored: string): { n: number; r: number; p: number; salt: Uint8Array; key: Uint8Array } | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || rest.length > 0 || !salt || !key) return undefined;
  const params = { n: Number(n), r: Number(r), p: Number(p) };
  if (![params.n, params.r, params.p].every((v) => Number.isInteger(v) && v > 0) || params.n * params.r * params.p > 2 ** 20) return undefined;
  const saltBytes = fromBase64url(salt);
  const keyBytes = fromBase64url(key);
  return saltBytes && keyBytes ? { ...params, salt: saltBytes, key: keyBytes } : undefined;
}

/** Whether `password` is the one `stored` was made from; compared in constant time. False for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_BYTES) return false;
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with other parameters than today's: hash the password again at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.n !== CURRENT.n || parsed.r !== CURRENT.r || parsed.p !== CURRENT.p;
}

/** What is wrong with a new password, or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  return undefined;
}
