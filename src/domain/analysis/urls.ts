// URLs in an answer: citations exactly as the engine wrote them, bare domains (neither URL nor mention), own-domain checks.

export interface Span {
  start: number;
  end: number;
}

export interface FoundUrl extends Span {
  /** Exactly as written, without the punctuation or brackets that close the sentence around it. */
  url: string;
  /** Lower-case host without `www.` and without port: for grouping and display, never instead of `url`. */
  domain: string;
  /** Lower-case host as written (with `www.`), for the own-domain check. */
  host: string;
}

/** A scheme, then anything up to whitespace, angle brackets, quotes, backticks, square brackets or braces. */
const URL_CANDIDATE = /https?:\/\/[^\s<>"`{}|\\^[\]“”«»‹›]+/giu;
const TRAILING = new Set([".", ",", ";", ":", "!", "?", "'", "’", "‘", "…", "*", "_", "~"]);
const CLOSERS: Record<string, string> = { ")": "(" };

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

/** Drops sentence punctuation after a URL; a `)` stays when it closes a `(` inside the URL (Wikipedia-style paths). */
function trimUrl(raw: string): string {
  let url = raw;
  for (;;) {
    const last = url.at(-1);
    if (last === undefined) return url;
    const opener = CLOSERS[last];
    if (opener !== undefined) {
      if (count(url, last) <= count(url, opener)) return url;
    } else if (!TRAILING.has(last)) {
      return url;
    }
    url = url.slice(0, -1);
  }
}

/** Lower-case host of an absolute http(s) URL, or null when it has none with a dot (or is not a URL at all). */
export function hostOf(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, "").toLowerCase();
  return host.includes(".") || host === "localhost" ? host : null;
}

/** Every http(s) URL occurrence with its span in `text`, duplicates included. */
export function findUrls(text: string): FoundUrl[] {
  const found: FoundUrl[] = [];
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const url = trimUrl(match[0]);
    const host = hostOf(url);
    if (host === null) continue;
    found.push({ start: match.index, end: match.index + url.length, url, host, domain: host.replace(/^www\./, "") });
  }
  return found;
}

/**
 * Bare domains and e-mail addresses outside URLs (`acmebikes.com`, `www.acme.fr/prix`, `info@acme.de`): not URLs
 * (no scheme) and not mentions. A label of lower-case letters ends the host, so "Acme.The" (a missing space) is not one.
 */
const BARE_DOMAIN = /(?<![\p{L}\p{N}_.\-/@])(?:[\p{L}\p{N}._%+-]+@)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:[a-z]{2,18}|xn--[a-z0-9-]+)(?![\p{L}\p{N}_-])(?::\d{2,5})?(?:\/[^\s<>"`)\]]*)?/gu;

export function findBareDomains(text: string, urls: Span[]): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(BARE_DOMAIN)) {
    const start = match.index;
    if (urls.some((u) => start >= u.start && start < u.end)) continue;
    // "3.5", "v1.2" and "e.g" are not domains: the last label must be a TLD-like word of two letters or more.
    const host = match[0].replace(/^[^@]*@/, "").split("/")[0] ?? "";
    const labels = host.split(".");
    if (labels.length < 2 || labels.some((l) => l === "")) continue;
    spans.push({ start, end: start + trimUrl(match[0]).length });
  }
  return spans;
}

/** `https://www.Acme.com/x`, `www.acme.com` or `acme.com` → `acme.com`; null when it is not a usable host. */
export function normalizeDomain(domain: string | null | undefined): string | null {
  const trimmed = domain?.trim();
  if (!trimmed) return null;
  try {
    const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
    const host = new URL(withScheme).hostname.replace(/\.$/, "").toLowerCase().replace(/^www\./, "");
    return host.includes(".") ? host : null;
  } catch {
    return null;
  }
}

/** The domain itself or a subdomain of it; never a look-alike (`acme.com.evil.io`, `notacme.com`). */
export function isOnDomain(host: string, domain: string | null): boolean {
  return domain !== null && (host === domain || host.endsWith(`.${domain}`));
}

/** The distinct URLs cited in `text`, exactly as written, in first-seen order. */
export function extractUrls(text: string): string[] {
  return [...new Set(findUrls(text).map((u) => u.url))];
}
