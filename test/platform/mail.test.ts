// E-mail out through Resend's API, against the local mailbox that speaks it (dev/fixtures/mailbox.ts): what the Worker
// sends is what the mailbox keeps, a retried send with its idempotency key is one mail, and every failure is a MailError.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MailError, sendMail } from "@/platform/mail";
import type { KeptMail } from "../../dev/fixtures/mailbox";

const mailbox = () => env.RESEND_BASE_URL!;
const kept = async (to: string) => ((await (await fetch(`${mailbox()}/messages.json`)).json()) as KeptMail[]).filter((m) => m.to === to);
const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@agency.example`;

describe("sendMail", () => {
  it("delivers a mail the mailbox keeps as sent: recipient, subject, text and HTML, and when", async () => {
    const to = unique("owner");
    const before = Date.now();
    const { id } = await sendMail(env, { to, subject: "Confirm your e-mail", text: "Open https://example.test/verify?token=abc", html: "<p>Open <a href=\"https://example.test/verify?token=abc\">the link</a></p>" });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [mail, ...others] = await kept(to);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to, subject: "Confirm your e-mail", text: "Open https://example.test/verify?token=abc", html: expect.stringContaining("<a href=") });
    expect(Date.parse(mail!.sent_at)).toBeGreaterThanOrEqual(before - 1000);
    // The page shows it too, its text escaped and its link clickable.
    const page = await (await fetch(`${mailbox()}/`)).text();
    expect(page).toContain(to);
    expect(page).toContain('<a href="https://example.test/verify?token=abc">');
  });

  it("sends one mail for a retried send with the same idempotency key", async () => {
    const to = unique("retry");
    const mail = { to, subject: "Reset your password", text: "Reset it at https://example.test/reset", html: "<p>Reset</p>" };
    const first = await sendMail(env, mail, "reset/41");
    const again = await sendMail(env, mail, "reset/41");
    expect(again.id).toBe(first.id);
    expect(await kept(to)).toHaveLength(1);
  });

  it("says why a mail was not sent: refused by the provider, not configured, or no provider answering", async () => {
    const refused = await sendMail(env, { to: "not an address", subject: "S", text: "T", html: "<p>T</p>" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MailError);
    expect(refused).toMatchObject({ status: 422, message: expect.stringMatching(/^The e-mail provider refused the mail \(HTTP 422\): Invalid `to` field/) });

    const to = unique("unconfigured");
    const unconfigured = await sendMail({ ...env, RESEND_API_KEY: undefined }, { to, subject: "S", text: "T", html: "<p>T</p>" }).catch((error: unknown) => error);
    expect(unconfigured).toMatchObject({ name: "MailError", status: null, message: "E-mail is not configured: set RESEND_API_KEY (a secret) and MAIL_FROM." });
    expect(await kept(to)).toEqual([]);

    const unreachable = await sendMail({ ...env, RESEND_BASE_URL: "http://127.0.0.1:9" }, { to, subject: "S", text: "T", html: "<p>T</p>" }).catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ name: "MailError", status: null, message: expect.stringContaining("could not be reached") });
  });

  it("is refused by the mailbox without a key, as by Resend", async () => {
    const res = await fetch(`${mailbox()}/emails`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ from: "a@b.test", to: "c@d.test", subject: "S", text: "T" }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ statusCode: 401, name: "missing_api_key" });
  });
});
