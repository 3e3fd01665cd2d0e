// E-mail out, through Resend's HTTP API (POST {RESEND_BASE_URL}/emails, `Authorization: Bearer RESEND_API_KEY`,
// JSON `from`, `to`, `subject`, `text`, `html`; resend.com/docs/api-reference/emails/send-email) with plain fetch: the
// official client brings dependencies a Worker does not need. `npm run dev` and the tests point RESEND_BASE_URL at the
// local mailbox (dev/fixtures/mailbox.ts), which speaks the same API and keeps every mail.
//
// Configuration: RESEND_API_KEY (secret), MAIL_FROM (`Name <address@a-verified-domain>`), RESEND_BASE_URL (optional).

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text body; every mail has one (and links in it are written out in full). */
  text: string;
  html: string;
}

export interface MailEnv {
  RESEND_API_KEY?: string;
  RESEND_BASE_URL?: string;
  MAIL_FROM?: string;
}

export const DEFAULT_RESEND_BASE_URL = "https://api.resend.com";
const TIMEOUT_MS = 10_000;

/** A mail that was not accepted: not configured, refused by the provider (its status and message), or no answer. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "MailError";
  }
}

/**
 * Sends one mail and answers the provider's id. `idempotencyKey` (`verify/<token id>`, `reset/<token id>`…) makes a
 * retry of the same send deliver one mail: the provider answers the first id for 24 hours.
 */
export async function sendMail(env: MailEnv, mail: Mail, idempotencyKey?: string): Promise<{ id: string }> {
  if (!env.RESEND_API_KEY || !env.MAIL_FROM) throw new MailError("E-mail is not configured: set RESEND_API_KEY (a secret) and MAIL_FROM.", null);
  const headers: Record<string, string> = { authorization: `Bearer ${env.RESEND_API_KEY}`, "content-type": "application/json" };
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${(env.RESEND_BASE_URL || DEFAULT_RESEND_BASE_URL).replace(/\/$/, "")}/emails`, {
      method: "POST",
      headers,
      body: JSON.stringify({ from: env.MAIL_FROM, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new MailError(`The e-mail provider could not be reached: ${error instanceof Error ? error.message : String(error)}`, null);
  }
  const body: unknown = await response.json().catch(() => null);
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) throw new MailError(`The e-mail provider refused the mail (HTTP ${response.status}): ${typeof record.message === "string" ? record.message : "no message"}`, response.status);
  if (typeof record.id !== "string") throw new MailError(`The e-mail provider answered HTTP ${response.status} without an id.`, response.status);
  return { id: record.id };
}
