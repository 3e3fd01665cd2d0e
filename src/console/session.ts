// The console's session cookie and its CSRF token. The cookie carries the session's random secret (the database keeps
// its hash): `__Host-` prefixed, HttpOnly, SameSite=Lax and Secure over https; plain `avs_session` over http (local
// development), where browsers refuse Secure and `__Host-` cookies. Each signed-in form carries a token derived from the
// secret (SHA-256 of a label and the secret), which a cross-site page can neither read nor compute; on top of it every
// POST must come from the console's own origin (see `sameOrigin`).
import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { ABSOLUTE_DAYS } from "@/domain/users";
import { hashKey } from "@/platform/keys";
import type { ConsoleEnv } from "./context";

const SECURE_NAME = "__Host-avs_session";
const LOCAL_NAME = "avs_session";

/** Secure (and `__Host-`) over https, and always outside local development and tests: over plain http there, the
 * browser keeps no Secure cookie, so the console does not sign in at all rather than over an unencrypted channel. */
const secure = (c: Context<ConsoleEnv>) => new URL(c.req.url).protocol === "https:" || (c.env.ENVIRONMENT !== "development" && c.env.ENVIRONMENT !== "test");
const cookieName = (c: Context<ConsoleEnv>) => (secure(c) ? SECURE_NAME : LOCAL_NAME);

export function sessionSecretOf(c: Context<ConsoleEnv>): string | undefined {
  const value = getCookie(c, cookieName(c));
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setSessionCookie(c: Context<ConsoleEnv>, secret: string): void {
  setCookie(c, cookieName(c), secret, { path: "/", httpOnly: true, sameSite: "Lax", secure: secure(c), maxAge: ABSOLUTE_DAYS * 86_400 });
}

export function clearSessionCookie(c: Context<ConsoleEnv>): void {
  deleteCookie(c, cookieName(c), { path: "/", secure: secure(c) });
}

/** The CSRF token of the session whose secret is `secret`. */
export const csrfToken = (secret: string) => hashKey(`console-csrf:${secret}`);

/** Compares two tokens in constant time (for their length). */
export function sameToken(a: string, b: string): boolean {
  const [x, y] = [new TextEncoder().encode(a), new TextEncoder().encode(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether a state-changing request comes from the console's own pages: `Sec-Fetch-Site: same-origin` (every current
 * browser sends it), else an `Origin` equal to the console's. A request with neither is refused (OWASP's CSRF cheat
 * sheet), whatever its content type.
 */
export function sameOrigin(c: Context<ConsoleEnv>): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site === "same-origin";
  const origin = c.req.header("origin");
  return origin !== undefined && origin === new URL(c.req.url).origin;
}
