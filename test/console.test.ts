// The console at /app through the Worker's fetch handler: getting in (sign-up, verification, sign-in, reset), its
// security (CSRF, cookies, headers, attempt limits, no enumeration, sessions and keys kept apart), the team's roles and
// invitations, keys made and revoked, and the language of each page. The same flows in a real browser: test/browser.
import { eq } from "drizzle-orm";
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { apiKeys, invitations, securityEvents, users } from "@/db/schema";
import { hashPassword } from "@/domain/users";
import { call } from "./helpers/client";
import { ConsoleBrowser, linkIn, mailsTo, mailWith, textOf, uniqueEmail } from "./helpers/console";
import { createAccount, db } from "./helpers/factories";

type Role = "owner" | "admin" | "member" | "viewer";
const PASSWORD = "correct horse battery";

/** A user of `accountId` with `role`, verified, and a browser signed in as them. */
async function member(accountId: number, role: Role, opts: { verified?: boolean } = {}) {
  const email = uniqueEmail(role);
  const [user] = await db()
    .insert(users)
    .values({ accountId, email, name: `${role} person`, passwordHash: await hashPassword(PASSWORD), role, locale: "en", emailVerifiedAt: opts.verified === false ? null : new Date() })
    .returning();
  const browser = new ConsoleBrowser();
  const signedIn = await browser.signIn(email, PASSWORD);
  expect(signedIn.status, signedIn.html).toBe(303);
  await browser.get("/app");
  return { user: user!, browser, email };
}

async function agencyWithOwner(plan: "agent" | "free" = "agent") {
  const account = await createAccount({ plan });
  return { account, owner: await member(account.id, "owner") };
}

describe("getting in", () => {
  it("signs up, mails a single-use verification link, then signs in; keys wait for the verified address", async () => {
    const browser = new ConsoleBrowser();
    const email = uniqueEmail("signup");
    const form = await browser.get("/app/sign-up?lang=fr");
    expect(form.status).toBe(200);
    expect(form.html).toContain('<html lang="fr">');
    const created = await browser.post("/app/sign-up?lang=fr", { name: "Camille Martin", company: "Agence Lumière", email, password: PASSWORD });
    expect(created.status).toBe(200);
    expect(created.html).toContain('role="status"');
    const mail = await mailWith(email, "/app/verify");
    expect(mail.subject).toMatch(/adresse/);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: "owner", locale: "fr", emailVerifiedAt: null });

    // Signed in before verifying: the page says so, and no key can be made.
    expect((await browser.signIn(email, PASSWORD)).location).toBe("/app");
    expect((await browser.get("/app")).html).toContain("/app/verify/resend");
    const refused = await browser.post("/app/keys", { name: "Too early", scopes: "clients:read" });
    expect(refused.status).toBe(400);
    // Nor can it mail invitations or call webhooks in someone else's name.
    expect((await browser.post("/app/team/invitations", { email: uniqueEmail("early"), role: "owner" })).status).toBe(403);
    expect((await browser.post("/app/webhooks", { url: "https://hooks.example.com/x" })).status).toBe(403);
    expect(await db().select().from(apiKeys).where(eq(apiKeys.accountId, user!.accountId))).toHaveLength(0);

    // The link shows a button (a mail scanner's GET uses nothing); the POST verifies, once.
    const link = linkIn(mail, "/app/verify");
    const page = await browser.get(link);
    expect(page.status).toBe(200);
    const token = new URL(`http://x${link}`).searchParams.get("token")!;
    expect((await db().select().from(users).where(eq(users.email, email)))[0]!.emailVerifiedAt).toBeNull();
    expect((await browser.post("/app/verify", { token })).status).toBe(200);
    expect((await browser.post("/app/verify", { token })).status).toBe(400);
    expect((await db().select().from(users).where(eq(users.email, email)))[0]!.emailVerifiedAt).not.toBeNull();

    const made = await browser.post("/app/keys", { name: "Reporting", scopes: ["clients:read", "audits:read"] });
    expect(made.status).toBe(200);
    expect(made.html).toMatch(/id="new-secret">geo_[A-Za-z0-9]{32}</);
  });

  it("answers a sign-up with a taken address exactly as a new one, and writes nothing", async () => {
    const { owner } = await agencyWithOwner();
    const fresh = await new ConsoleBrowser().post("/app/sign-up", { name: "A", company: "B", email: uniqueEmail("fresh"), password: PASSWORD });
    const taken = await new ConsoleBrowser().post("/app/sign-up", { name: "A", company: "B", email: owner.email.toUpperCase(), password: PASSWORD });
    expect(taken.status).toBe(fresh.status);
    expect(textOf(taken.html).replace(owner.email.toUpperCase(), "X")).toBe(textOf(fresh.html).replace(/signup-[^ ]+|fresh-\S+@agency\.example/, "X"));
    expect(await mailsTo(owner.email.toUpperCase())).toHaveLength(0);
  });

  it("names each field that is wrong, keeps what was typed (never the password), and creates nothing", async () => {
    const browser = new ConsoleBrowser();
    const page = await browser.post("/app/sign-up", { name: "", company: "x".repeat(121), email: "not-an-address", password: "short" });
    expect(page.status).toBe(400);
    const alert = /role="alert">([\s\S]*?)<\/div>/.exec(page.html)?.[1] ?? "";
    for (const field of ["Your name", "Agency or company", "E-mail address", "Password"]) expect(alert).toContain(field);
    expect(page.html).toContain('value="not-an-address"');
    expect(page.html).not.toContain('value="short"');
  });

  it("refuses a wrong password and an unknown address with the same page, and rotates the session at each sign-in", async () => {
    const { owner } = await agencyWithOwner();
    const wrong = await new ConsoleBrowser().signIn(owner.email, "not the password");
    const unknown = await new ConsoleBrowser().signIn(uniqueEmail("nobody"), "not the password");
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    expect(textOf(wrong.html).replace(owner.email, "X")).toBe(textOf(unknown.html).replace(/nobody-\S+@agency\.example/, "X"));

    const before = owner.browser.cookie;
    expect((await owner.browser.signIn(owner.email, PASSWORD)).status).toBe(303);
    expect(owner.browser.cookie).not.toBe(before);
    // The session the browser had before is over: its cookie opens nothing.
    const old = new ConsoleBrowser();
    old.cookie = before;
    expect((await old.get("/app")).location).toBe("/app/sign-in");
  });

  it("limits attempts per e-mail whatever the address they come from (429 with Retry-After)", async () => {
    const email = uniqueEmail("guessed");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await new ConsoleBrowser().signIn(email, `guess number ${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    // The limiter's sliding window weighs the previous minute by what is left of it: right after a minute turns, one
    // more attempt can get through, never two.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(6);
    const refused = await new ConsoleBrowser().signIn(email, "guess");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("resets a forgotten password with a single-use link, answering alike for unknown addresses, and ends every session", async () => {
    const { owner } = await agencyWithOwner();
    const known = await new ConsoleBrowser().post("/app/forgot-password", { email: owner.email });
    const unknown = await new ConsoleBrowser().post("/app/forgot-password", { email: uniqueEmail("unknown") });
    expect(known.status).toBe(200);
    expect(textOf(known.html)).toBe(textOf(unknown.html));
    const link = linkIn(await mailWith(owner.email, "/app/reset-password"), "/app/reset-password");
    const token = new URL(`http://x${link}`).searchParams.get("token")!;
    const visitor = new ConsoleBrowser();
    expect((await visitor.post("/app/reset-password", { token, password: "a new long password" })).status).toBe(200);
    expect((await visitor.post("/app/reset-password", { token, password: "another new password" })).status).toBe(400);
    expect((await owner.browser.get("/app")).location).toBe("/app/sign-in");
    expect((await new ConsoleBrowser().signIn(owner.email, "a new long password")).status).toBe(303);
  });

  it("signs out: the session ends on the server, not only in the browser", async () => {
    const { owner } = await agencyWithOwner();
    const cookie = owner.browser.cookie;
    expect((await owner.browser.post("/app/sign-out", {})).location).toBe("/app/sign-in?signed_out=1");
    const replay = new ConsoleBrowser();
    replay.cookie = cookie;
    expect((await replay.get("/app/keys")).location).toBe("/app/sign-in");
  });
});

describe("security", () => {
  it("answers a NUL character in a query or a form with 400, never 500", async () => {
    const { owner } = await agencyWithOwner();
    expect((await owner.browser.get("/app/clients?q=a%00b")).status).toBe(400);
    expect((await owner.browser.post("/app/profile", { name: "a\u0000b", locale: "en" })).status).toBe(400);
    expect((await new ConsoleBrowser().post("/app/sign-in", { email: "x\u0000@y.z", password: "p" })).status).toBe(400);
  });

  it("refuses cross-site posts and posts without the session's token, changing nothing", async () => {
    const { owner } = await agencyWithOwner();
    const rename = { name: "Renamed by an attacker", locale: "en" };
    const crossSite = await owner.browser.post("/app/profile", rename, { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" });
    const noHeaders = await owner.browser.post("/app/profile", rename, { "Sec-Fetch-Site": "", Origin: "" });
    const otherOrigin = await owner.browser.post("/app/profile", rename, { "Sec-Fetch-Site": "same-site", Origin: "https://sub.console.test" });
    const noToken = await owner.browser.post("/app/profile", rename, {}, false);
    const badToken = await owner.browser.post("/app/profile", { ...rename, csrf: "x".repeat(64) });
    expect([crossSite.status, noHeaders.status, otherOrigin.status, noToken.status, badToken.status]).toEqual([403, 403, 403, 403, 403]);
    const [user] = await db().select().from(users).where(eq(users.id, owner.user.id));
    expect(user!.name).toBe("owner person");
    expect((await owner.browser.post("/app/profile", rename)).status).toBe(303);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, and __Host- with Secure over https", async () => {
    const account = await createAccount();
    const email = uniqueEmail("cookie");
    await db().insert(users).values({ accountId: account.id, email, name: "C", passwordHash: await hashPassword(PASSWORD), role: "owner" });
    const local = await new ConsoleBrowser().signIn(email, PASSWORD);
    expect(local.headers.get("set-cookie")).toMatch(/^avs_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const secure = await new ConsoleBrowser("https://console.test").signIn(email, PASSWORD);
    expect(secure.headers.get("set-cookie")).toMatch(/^__Host-avs_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("sends a CSP without inline script, no framing, no referrer, and no caching on every page", async () => {
    const { owner } = await agencyWithOwner();
    for (const page of [await new ConsoleBrowser().get("/app/sign-in"), await owner.browser.get("/app/keys"), await new ConsoleBrowser().get("/app/nowhere")]) {
      const csp = page.headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(page.headers.get("referrer-policy")).toBe("no-referrer");
      expect(page.headers.get("x-frame-options")).toBe("DENY");
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(page.html).not.toMatch(/\sstyle="/);
    }
  });

  it("gives the API reference, which shares the console's origin, a CSP whose scripts need its nonce", async () => {
    const res = await SELF.fetch("http://console.test/api/v1/docs?lang=en");
    const html = await res.text();
    const csp = res.headers.get("content-security-policy")!;
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html.match(/<script(?![^>]*\b(src|nonce)=)[^>]*>/g)).toBeNull();
    const again = (await SELF.fetch("http://console.test/api/v1/docs?lang=en")).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });

  it("keeps console sessions and API keys apart: a cookie opens no API call, a key opens no console page", async () => {
    const { owner } = await agencyWithOwner();
    const made = await owner.browser.post("/app/keys", { name: "Kept apart", scopes: "clients:read" });
    const key = /id="new-secret">([^<]+)</.exec(made.html)![1]!;
    expect((await call("/clients", { headers: { Cookie: owner.browser.cookie! } })).status).toBe(401);
    expect((await call("/clients", { key })).status).toBe(200);
    const withKey = new ConsoleBrowser();
    expect((await withKey.get("/app/keys", { "X-Api-Key": key, Authorization: `Bearer ${key}` })).location).toBe("/app/sign-in");
  });
});

describe("keys", () => {
  it("makes a key with the scopes ticked, shows it once, lists it by prefix and maker, and revokes it after a confirmation", async () => {
    const { account, owner } = await agencyWithOwner();
    const made = await owner.browser.post("/app/keys", { name: "Looker Studio", scopes: ["clients:read", "analytics:read"] });
    const key = /id="new-secret">([^<]+)</.exec(made.html)![1]!;
    expect((await call("/clients", { key })).status).toBe(200);
    expect((await call("/audits/launch", { key, method: "POST", body: "{}", headers: { "Content-Type": "application/json" } })).status).toBe(403);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.accountId, account.id));
    expect(row).toMatchObject({ name: "Looker Studio", scopes: ["clients:read", "analytics:read"], createdByUserId: owner.user.id });
    const list = await owner.browser.get("/app/keys");
    expect(list.html).not.toContain(key);
    expect(list.html).toContain(`${key.slice(0, 12)}…`);
    expect(list.html).toContain("owner person");

    const ask = await owner.browser.get(`/app/keys/${row!.id}/revoke`);
    expect(ask.html).toContain("30 seconds");
    expect((await owner.browser.post(`/app/keys/${row!.id}/revoke`, {})).location).toBe("/app/keys?notice=revoked");
    expect((await db().select().from(apiKeys).where(eq(apiKeys.id, row!.id)))[0]!.revokedAt).not.toBeNull();
    // The isolate that revoked it forgets its cached lookup at once (others within the cache's 30 s).
    expect((await call("/clients", { key })).status).toBe(401);
    const kinds = (await db().select().from(securityEvents).where(eq(securityEvents.accountId, account.id))).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["signed_in", "key_created", "key_revoked"]));
  });

  it("refuses unknown scopes, no scope, and another account's key", async () => {
    const { owner } = await agencyWithOwner();
    expect((await owner.browser.post("/app/keys", { name: "Bad", scopes: ["clients:read", "root:all"] })).status).toBe(400);
    expect((await owner.browser.post("/app/keys", { name: "None" })).status).toBe(400);
    const other = await agencyWithOwner();
    await other.owner.browser.post("/app/keys", { name: "Theirs", scopes: "clients:read" });
    const [theirs] = await db().select().from(apiKeys).where(eq(apiKeys.accountId, other.account.id));
    expect((await owner.browser.get(`/app/keys/${theirs!.id}/revoke`)).status).toBe(404);
    expect((await owner.browser.post(`/app/keys/${theirs!.id}/revoke`, {})).status).toBe(404);
    expect((await db().select().from(apiKeys).where(eq(apiKeys.id, theirs!.id)))[0]!.revokedAt).toBeNull();
  });
});

describe("team", () => {
  it("invites by e-mail; the invited person joins with the role, once, and is signed in", async () => {
    const { account, owner } = await agencyWithOwner();
    const email = uniqueEmail("invited");
    const sent = await owner.browser.post("/app/team/invitations", { email, role: "member" });
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(email);
    const link = linkIn(mail!, "/app/invitations/");
    const guest = new ConsoleBrowser();
    expect((await guest.get(link)).html).toContain(email);
    const joined = await guest.post(link, { name: "Léa Dubois", password: PASSWORD });
    expect(joined.location).toBe("/app?lang=en");
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ accountId: account.id, role: "member" });
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect((await new ConsoleBrowser().post(link, { name: "Again", password: PASSWORD })).status).toBe(404);
  });

  it("holds each role's limits on the server", async () => {
    const { account, owner } = await agencyWithOwner();
    const viewer = await member(account.id, "viewer");
    const memberUser = await member(account.id, "member");
    const admin = await member(account.id, "admin");
    for (const who of [viewer, memberUser]) {
      for (const path of ["/app/keys", "/app/team", "/app/webhooks", "/app/activity"]) expect((await who.browser.get(path)).status, path).toBe(403);
      expect((await who.browser.post("/app/keys", { name: "x", scopes: "clients:read" })).status).toBe(403);
      expect((await who.browser.post("/app/team/invitations", { email: uniqueEmail("x"), role: "viewer" })).status).toBe(403);
      expect((await who.browser.post(`/app/team/members/${owner.user.id}/role`, { role: "viewer" })).status).toBe(403);
      expect((await who.browser.post("/app/billing/low-credits", { threshold: "5" })).status).toBe(403);
      expect((await who.browser.get("/app/billing")).status).toBe(200);
    }
    // An admin manages everything but ownership.
    expect((await admin.browser.get("/app/keys")).status).toBe(200);
    expect((await admin.browser.post("/app/team/invitations", { email: uniqueEmail("x"), role: "owner" })).status).toBe(403);
    expect((await admin.browser.post(`/app/team/members/${owner.user.id}/role`, { role: "viewer" })).status).toBe(403);
    expect((await admin.browser.post(`/app/team/members/${viewer.user.id}/role`, { role: "member" })).location).toBe("/app/team?notice=role");
    expect((await db().select().from(users).where(eq(users.id, owner.user.id)))[0]!.role).toBe("owner");
    expect(await db().select().from(apiKeys).where(eq(apiKeys.accountId, account.id))).toHaveLength(0);
  });

  it("keeps the last owner: not demoted, not removed, cannot leave — even when two owners demote each other at once", async () => {
    const { account, owner } = await agencyWithOwner();
    expect((await owner.browser.post(`/app/team/members/${owner.user.id}/role`, { role: "admin" })).status).toBe(409);
    expect((await owner.browser.post(`/app/team/members/${owner.user.id}/remove`, {})).status).toBe(409);
    const second = await member(account.id, "owner");
    const outcomes = await Promise.all([
      owner.browser.post(`/app/team/members/${second.user.id}/role`, { role: "member" }),
      second.browser.post(`/app/team/members/${owner.user.id}/role`, { role: "member" }),
    ]);
    // The one demoted first may already be refused as a member (403) rather than as the last owner's rival (409).
    expect(outcomes.map((o) => o.status).sort()[0]).toBe(303);
    expect([403, 409]).toContain(outcomes.map((o) => o.status).sort()[1]);
    const owners = (await db().select().from(users).where(eq(users.accountId, account.id))).filter((u) => u.role === "owner");
    expect(owners).toHaveLength(1);
  });

  it("revokes the keys and takes back the invitations of a member who is removed", async () => {
    const { account, owner } = await agencyWithOwner();
    const admin = await member(account.id, "admin");
    const made = await admin.browser.post("/app/keys", { name: "Admin's script", scopes: "clients:read" });
    const key = /id="new-secret">([^<]+)</.exec(made.html)![1]!;
    expect((await admin.browser.post("/app/team/invitations", { email: uniqueEmail("pending"), role: "viewer" })).status).toBe(200);
    expect((await call("/clients", { key })).status).toBe(200);
    expect((await owner.browser.post(`/app/team/members/${admin.user.id}/remove`, {})).location).toBe("/app/team?notice=removed");
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.accountId, account.id));
    expect(row!.revokedAt).not.toBeNull();
    expect(row!.createdByUserId).toBeNull();
    const pending = (await db().select().from(invitations).where(eq(invitations.accountId, account.id))).filter((i) => !i.revokedAt);
    expect(pending).toHaveLength(0);
  });

  it("keeps one pending invitation per address, revocable, and shows the account's activity", async () => {
    const { account, owner } = await agencyWithOwner();
    const email = uniqueEmail("twice");
    const both = await Promise.all([owner.browser.post("/app/team/invitations", { email, role: "viewer" }), owner.browser.post("/app/team/invitations", { email, role: "viewer" })]);
    expect(both.map((p) => p.status).sort()).toEqual(both.some((p) => p.status === 409) ? [200, 409] : [200, 200]);
    const pending = (await db().select().from(invitations).where(eq(invitations.accountId, account.id))).filter((i) => !i.revokedAt && !i.acceptedAt);
    expect(pending).toHaveLength(1);
    expect((await owner.browser.post(`/app/team/invitations/${pending[0]!.id}/revoke`, {})).location).toBe("/app/team?notice=revoked");
    const [mail] = await mailsTo(email);
    expect((await new ConsoleBrowser().get(linkIn(mail!, "/app/invitations/"))).status).toBe(404);
    const activity = await owner.browser.get("/app/activity");
    expect(activity.html).toContain("revoked an invitation");
    expect(activity.html).toContain("invited a member");
  });
});

describe("pages and languages", () => {
  it("serves every page in the language asked, else the user's, else the browser's", async () => {
    const { owner } = await agencyWithOwner();
    const paths = ["/app", "/app/keys", "/app/mcp", "/app/webhooks", "/app/team", "/app/activity", "/app/billing", "/app/profile", "/app/sessions"];
    for (const lang of ["fr", "en", "es", "de"]) {
      for (const path of paths) {
        const page = await owner.browser.get(`${path}?lang=${lang}`);
        expect(page.status, `${path} ${lang}`).toBe(200);
        expect(page.html).toContain(`<html lang="${lang}">`);
        expect(page.html.match(/<h1>/g)).toHaveLength(1);
      }
      const signedOut = await new ConsoleBrowser().get(`/app/sign-in?lang=${lang}`);
      expect(signedOut.html).toContain(`<html lang="${lang}">`);
    }
    await db().update(users).set({ locale: "de" }).where(eq(users.id, owner.user.id));
    expect((await owner.browser.get("/app/keys", { "Accept-Language": "es" })).html).toContain('<html lang="de">');
    expect((await new ConsoleBrowser().get("/app/sign-in", { "Accept-Language": "es-ES,es;q=0.9" })).html).toContain('<html lang="es">');
  });

  it("says plainly that a free account's keys need the Agent plan, and pages the ledger", async () => {
    const { owner } = await agencyWithOwner("free");
    const billing = await owner.browser.get("/app/billing");
    expect(billing.html).toContain("API access needs the Agent plan or higher");
    expect(billing.html).toContain("Sign-up bonus");
    expect((await owner.browser.get("/app/billing?page=abc")).status).toBe(200);
  });
});
