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
function hostOf(url: string): string | null {
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
  // Answers cite the same URL again and again: each is parsed once.
  const hosts = new Map<string, string | null>();
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const url = trimUrl(match[0]);
    let host = hosts.get(url);
    if (host === undefined) hosts.set(url, (host = hostOf(url)));
    if (host === null) continue;
    found.push({ start: match.index, end: match.index + url.length, url, host, domain: host.replace(/^www\./, "") });
  }
  return found;
}

/**
 * Bare domains and e-mail addresses outside URLs (`acmebikes.com`, `www.acme.fr/prix`, `info@acme.de`): not URLs
 * (no scheme) and not mentions. Found from each dot between a letter or digit and a lower-case letter, widened to the
 * whole host; the last label must be a TLD-like run of lower-case letters, so "Acme.The" (a missing space), "3.5" and
 * "e.g." are not domains.
 */
const HOST_LETTER = /[\p{L}\p{N}]/u;
/** Letters, digits and hyphens of any script (ASCII decided without a regular expression). */
const HOST_CHAR = {
  test(ch: string): boolean {
    const c = ch.charCodeAt(0);
    if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45;
    return HOST_LETTER.test(ch);
  },
};
const TLD = /^(?:[a-z]{2,18}|xn--[a-z0-9-]+)$/;

const PORT_AND_PATH = /(?::\d{2,5})?(?:\/[^\s<>"`)\]]*)?/y;

export function findBareDomains(text: string, urls: Span[]): Span[] {
  const spans: Span[] = [];
  let reached = 0;
  // URLs (sorted by start) are skipped whole: their dots are not bare domains.
  let url = 0;
  for (let dot = text.indexOf("."); dot >= 0; dot = text.indexOf(".", dot + 1)) {
    while (url < urls.length && urls[url]!.end <= dot) url++;
    if (url < urls.length && urls[url]!.start <= dot) {
      dot = urls[url]!.end - 1;
      continue;
    }
    if (dot < reached || !/[a-z]/.test(text[dot + 1] ?? "") || !HOST_CHAR.test(text[dot - 1] ?? "")) continue;
    let start = dot;
    while (start > 0 && (HOST_CHAR.test(text[start - 1]!) || (text[start - 1] === "." && HOST_CHAR.test(text[start - 2] ?? "")))) start--;
    // An e-mail address: the local part goes too.
    if (text[start - 1] === "@") {
      start--;
      while (start > 0 && /[\p{L}\p{N}._%+-]/u.test(text[start - 1]!)) start--;
    }
    if (start > 0 && /[\p{L}\p{N}_/@.]/u.test(text[start - 1]!)) continue;
    let end = dot + 1;
    while (end < text.length && (HOST_CHAR.test(text[end]!) || (text[end] === "." && HOST_CHAR.test(text[end + 1] ?? "")))) end++;
    const host = text.slice(start, end).replace(/^[^@]*@/, "");
    const labels = host.split(".");
    if (labels.length < 2 || labels.some((l) => l === "" || l.startsWith("-") || l.endsWith("-")) || !TLD.test(labels.at(-1)!)) continue;
    if (text[end] === "_" || (text[end] !== undefined && /[\p{L}\p{N}]/u.test(text[end]!))) continue;
    // A port and a path belong to it ("acme.fr/prix").
    PORT_AND_PATH.lastIndex = end;
    const rest = PORT_AND_PATH.exec(text)![0];
    end += trimUrl(rest).length;
    reached = end;
    if (urls.some((u) => start >= u.start && start < u.end)) continue;
    spans.push({ start, end });
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
