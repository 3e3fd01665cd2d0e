// A browser for the console, over the Worker's real fetch handler: it keeps the session cookie, sends what a browser
// sends on a form post (Sec-Fetch-Site, Origin), and picks each page's CSRF token up from its forms.
import { env, SELF } from "cloudflare:test";
import type { KeptMail } from "../../dev/fixtures/mailbox";
import { randomIp } from "./client";

export const ORIGIN = "http://console.test";

export interface Page {
  status: number;
  headers: Headers;
  html: string;
  location: string | null;
}

export class ConsoleBrowser {
  cookie: string | undefined;
  csrf: string | undefined;
  readonly ip = randomIp();

  constructor(readonly origin = ORIGIN) {}

  private async fetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Page> {
    const headers: Record<string, string> = { "CF-Connecting-IP": this.ip, ...init.headers };
    if (this.cookie) headers.Cookie = this.cookie;
    const res = await SELF.fetch(`${this.origin}${path}`, { ...init, headers, redirect: "manual" });
    const set = res.headers.get("set-cookie");
    if (set) {
      const [pair] = set.split(";");
      this.cookie = /=$/.test(pair!) || /Max-Age=0/i.test(set) ? undefined : pair;
    }
    // Decoded as is, so a CSV's byte-order mark stays visible to the test.
    const html = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(await res.arrayBuffer());
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    if (csrf) this.csrf = csrf;
    return { status: res.status, headers: res.headers, html, location: res.headers.get("location") };
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Page> {
    return this.fetch(path, { headers });
  }

  /** A form post as the console's own page makes it (same origin, the session's token), unless `headers` say otherwise. */
  post(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}, withToken = true): Promise<Page> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    if (withToken && this.csrf && !("csrf" in fields)) body.append("csrf", this.csrf);
    return this.fetch(path, {
      method: "POST",
      body: body.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: this.origin, ...headers },
    });
  }

  /** Signs in; once in, opens the overview as a browser would after the redirect (which gives its forms' token). */
  async signIn(email: string, password: string): Promise<Page> {
    const page = await this.post("/app/sign-in", { email, password });
    if (page.status === 303) await this.get("/app");
    return page;
  }
}

/** The mails the local mailbox kept for `to`, oldest first. */
export async function mailsTo(to: string): Promise<KeptMail[]> {
  const all = (await (await fetch(`${env.RESEND_BASE_URL}/messages.json`)).json()) as KeptMail[];
  return all.filter((m) => m.to === to);
}

/** The first mail to `to` with a link starting with `prefix`, waiting for it (some are sent after the page's answer). */
export async function mailWith(to: string, prefix: string, timeoutMs = 5_000): Promise<KeptMail> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((r) => setTimeout(r, 50))) {
    const mail = (await mailsTo(to)).find((m) => m.text.includes(prefix));
    if (mail) return mail;
  }
  throw new Error(`no mail to ${to} with a ${prefix} link within ${timeoutMs} ms`);
}

/** The path (and query) of the first link in the mail's text that starts with `prefix`. */
export function linkIn(mail: KeptMail, prefix: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.map((u) => new URL(u)).find((u) => u.pathname.startsWith(prefix));
  if (!url) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return url.pathname + url.search;
}

/** The visible text of a page, tags dropped, whitespace folded (to compare two answers). */
export const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

export const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@agency.example`;
