// The console's mails (address verification, password reset, invitation) in the recipient's language: a plain-text
// body with the link written out, and the same as simple HTML. A mail that cannot be sent is logged, and the page
// answers as if it were (the person can ask again); nothing else depends on it.
import { html } from "hono/html";
import { sendMail, type MailEnv } from "@/platform/mail";
import type { Strings } from "./i18n";

export interface LinkMail {
  to: string;
  subject: string;
  body: string;
  button: string;
  link: string;
}

export function linkMail(t: Strings, mail: LinkMail) {
  const text = `${mail.body}\n\n${mail.link}\n\n${t.mail.ignore}\n\n${t.mail.signature}\n`;
  const paragraphs = mail.body.split("\n\n");
  const body = html`<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#14213d;line-height:1.5;max-width:36rem">
${paragraphs.map((p) => html`<p>${p}</p>`)}
<p><a href="${mail.link}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:.6rem 1rem;border-radius:6px;text-decoration:none">${mail.button}</a></p>
<p style="font-size:.9rem;color:#4a5568">${mail.link}</p>
<p style="font-size:.9rem;color:#4a5568">${t.mail.ignore}</p>
<p>${t.mail.signature}</p>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html: String(body) };
}

/** Sends a link mail; false (and a log line, never the link) when the provider did not take it. */
export async function sendLinkMail(env: MailEnv, t: Strings, mail: LinkMail, idempotencyKey: string): Promise<boolean> {
  try {
    await sendMail(env, linkMail(t, mail), idempotencyKey);
    return true;
  } catch (error) {
    console.error(`console mail "${idempotencyKey.split("/")[0]}" not sent:`, error instanceof Error ? error.message : error);
    return false;
  }
}
