// Fetches what the GEO checklist reads from a client's site: home page, robots.txt, llms.txt and sitemap.
import type { SiteSnapshot } from "./checklist";

export interface FetchSiteOptions {
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Per request, redirects and body included; default 8 000. */
  timeoutMs?: number;
  /** Bodies are cut after this many bytes; default 1 000 000. */
  maxBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 8_000;
const DEFAULT_MAX_BYTES = 1_000_000;
/** Page URLs kept from a sitemap. */
const MAX_SITEMAP_URLS = 500;
/** `Sitemap:` lines of robots.txt tried in order until one answers. */
const MAX_DECLARED_SITEMAPS = 3;
const USER_AGENT = "Mozilla/5.0 (compatible; AIVisibilityAudit/1.0; site checker)";

interface Fetched {
  status: number | null;
  /** Where redirects ended. */
  url: string | null;
  body: string | null;
}

const NOTHING: Fetched = { status: null, url: null, body: null };

/** Reads at most `maxBytes`; whatever arrived before an error (a timeout mid-body) is kept. */
async function readCapped(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // keep the partial body
  } finally {
    reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(Math.min(size, maxBytes));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.byteLength - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
    if (offset >= bytes.byteLength) break;
  }
  return bytes;
}

/** A `.xml.gz` sitemap served as a file (not as `Content-Encoding: gzip`, which fetch already undoes). */
async function gunzip(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return readCapped(stream, maxBytes);
}

function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

async function fetchText(
  doFetch: typeof fetch,
  url: string,
  accept: string,
  timeoutMs: number,
  maxBytes: number,
): Promise<Fetched> {
  try {
    const response = await doFetch(url, {
      redirect: "follow",
      headers: { "user-agent": USER_AGENT, accept },
      signal: AbortSignal.timeout(timeoutMs),
    });
    let bytes = response.body ? await readCapped(response.body, maxBytes) : new Uint8Array();
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = await gunzip(bytes, maxBytes).catch(() => new Uint8Array());
    return { status: response.status, url: response.url || url, body: decode(bytes, response.headers.get("content-type")) };
  } catch {
    return NOTHING;
  }
}

/** `acme.com` → `https://acme.com/`; null when it is not an http(s) URL. */
function normalizeWebsite(website: string): URL | null {
  const trimmed = website.trim();
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url;
  } catch {
    return null;
  }
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (match, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return XML_ENTITIES[name.toLowerCase()] ?? match;
  });
}

function httpUrl(value: string, base?: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

interface ParsedSitemap {
  isIndex: boolean;
  /** Page URLs, or child sitemaps for an index; deduplicated, at most `MAX_SITEMAP_URLS`. */
  locs: string[];
}

/**
 * `<loc>` entries of a `<urlset>` or `<sitemapindex>` (namespaced `image:loc`/`video:loc` are not pages),
 * or, for a plain-text sitemap, its lines that are URLs.
 */
export function parseSitemap(text: string): ParsedSitemap {
  const isIndex = /<(?:[\w-]+:)?sitemapindex[\s>]/i.test(text);
  const locs = new Set<string>();
  const add = (raw: string) => {
    const url = httpUrl(decodeXml(raw.trim()));
    if (url && locs.size < MAX_SITEMAP_URLS) locs.add(url);
  };
  for (const m of text.matchAll(/<loc(?:\s[^>]*)?>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/loc\s*>/gi)) {
    add(m[1] ?? "");
    if (locs.size >= MAX_SITEMAP_URLS) break;
  }
  if (locs.size === 0 && !text.includes("<")) {
    for (const line of text.split(/\r?\n/)) if (/^\s*https?:\/\//i.test(line)) add(line);
  }
  return { isIndex, locs: [...locs] };
}

const TEXT_ACCEPT = "text/plain,text/markdown;q=0.9,*/*;q=0.5";
const XML_ACCEPT = "application/xml,text/xml;q=0.9,*/*;q=0.5";

/**
 * Fetches the site's home page (following redirects), `/robots.txt` and `/llms.txt` in parallel, then its
 * sitemap: the `Sitemap:` lines of robots.txt (up to 3, the first that answers 2xx) or else `/sitemap.xml`;
 * of a sitemap index only the first child sitemap is read. Root files are always read at the root of the
 * website's origin, as crawlers do: a website given with a path (`https://acme.com/fr/`) still has its
 * robots.txt at `https://acme.com/robots.txt`. `website` may lack the scheme (`acme.com` → https).
 *
 * Never throws: a network error, timeout or unparseable website leaves null statuses, which the checklist
 * reports as `unknown`. When neither the home page nor robots.txt answered, the sitemap is not tried.
 */
export async function fetchSiteSnapshot(website: string, opts: FetchSiteOptions = {}): Promise<SiteSnapshot> {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const home = normalizeWebsite(website);
  if (!home) {
    return {
      website,
      finalUrl: null,
      https: false,
      homeStatus: null,
      homeHtml: null,
      robotsTxt: { status: null, body: null },
      llmsTxt: { status: null, body: null },
      sitemap: { url: null, status: null, urls: [] },
    };
  }
  const get = (url: string, accept: string) => fetchText(doFetch, url, accept, timeoutMs, maxBytes);

  const [page, robots, llms] = await Promise.all([
    get(home.href, "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8"),
    get(new URL("/robots.txt", home.origin).href, TEXT_ACCEPT),
    get(new URL("/llms.txt", home.origin).href, TEXT_ACCEPT),
  ]);

  const sitemap =
    page.status === null && robots.status === null
      ? { url: null, status: null, urls: [] }
      : await readSitemap(get, sitemapCandidates(home, robots));

  const finalUrl = page.url;
  return {
    website: home.href,
    finalUrl,
    https: (finalUrl ?? "").startsWith("https:"),
    homeStatus: page.status,
    homeHtml: page.body,
    robotsTxt: { status: robots.status, body: robots.body },
    llmsTxt: { status: llms.status, body: llms.body },
    sitemap,
  };
}

function sitemapCandidates(home: URL, robots: Fetched): string[] {
  const declared = new Set<string>();
  if (robots.status !== null && robots.status >= 200 && robots.status < 300 && robots.body) {
    for (const m of robots.body.matchAll(/^[ \t]*sitemap[ \t]*:[ \t]*(\S+)/gim)) {
      const url = httpUrl(m[1] ?? "", robots.url ?? home.origin);
      if (url) declared.add(url);
      if (declared.size >= MAX_DECLARED_SITEMAPS) break;
    }
  }
  return declared.size > 0 ? [...declared] : [new URL("/sitemap.xml", home.origin).href];
}

async function readSitemap(
  get: (url: string, accept: string) => Promise<Fetched>,
  candidates: string[],
): Promise<SiteSnapshot["sitemap"]> {
  let first: SiteSnapshot["sitemap"] | null = null;
  for (const url of candidates) {
    const response = await get(url, XML_ACCEPT);
    const ok = response.status !== null && response.status >= 200 && response.status < 300;
    if (!ok) {
      first ??= { url, status: response.status, urls: [] };
      continue;
    }
    let parsed = parseSitemap(response.body ?? "");
    // An index: its first child sitemap stands for the site (one extra request, not one per child);
    // an index of indexes is followed one more level.
    for (let depth = 0; parsed.isIndex && depth < 2; depth++) {
      const child = parsed.locs[0];
      const childResponse = child ? await get(child, XML_ACCEPT) : NOTHING;
      const childOk = childResponse.status !== null && childResponse.status >= 200 && childResponse.status < 300;
      parsed = childOk ? parseSitemap(childResponse.body ?? "") : { isIndex: false, locs: [] };
    }
    return { url, status: response.status, urls: parsed.isIndex ? [] : parsed.locs };
  }
  return first ?? { url: null, status: null, urls: [] };
}
