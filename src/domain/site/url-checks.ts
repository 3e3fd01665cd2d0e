// Checks whether URLs that AI models cited on the client's domain exist, and which known page each dead one should redirect to.

export type UrlState = "valid" | "hallucinated" | "unverified";

export interface UrlCheck {
  /** The URL as given (first spelling seen when duplicates differ only in form). */
  url: string;
  state: UrlState;
  /** Status of the answer that decided the state (after redirects); null when no answer came. */
  httpStatus: number | null;
  /** Where redirects ended; null when no answer came. */
  finalUrl: string | null;
  /** A known page to redirect a hallucinated URL to; null otherwise. */
  suggestedRedirect: string | null;
}

export interface CheckUrlsOptions {
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Per request (HEAD and GET each), redirects and body included; default 5 000. */
  timeoutMs?: number;
  /** Requests in flight at once; default 6. */
  concurrency?: number;
  /** URLs checked per call; the rest come back `unverified` without a request. Default 40. */
  maxUrls?: number;
  /** Pages of the site (e.g. from its sitemap) that suggestions are chosen from. */
  knownPages?: string[];
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_CONCURRENCY = 6;
const DEFAULT_MAX_URLS = 40;

/** Statuses that say "not allowed / not now" rather than "does not exist": never evidence of a hallucination. */
const INCONCLUSIVE_4XX = new Set([401, 403, 407, 408, 429]);

const REQUEST_HEADERS = {
  "user-agent": "Mozilla/5.0 (compatible; AIVisibilityAudit/1.0; link checker)",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
};

interface Probe {
  status: number | null;
  finalUrl: string | null;
  timedOut: boolean;
}

/** Our own signal is the only one that can abort, so an abort means the time ran out. */
function isTimeout(error: unknown): boolean {
  const name = typeof error === "object" && error !== null && "name" in error ? error.name : null;
  return name === "TimeoutError" || name === "AbortError";
}

async function probe(doFetch: typeof fetch, url: string, method: "HEAD" | "GET", timeoutMs: number): Promise<Probe> {
  try {
    const response = await doFetch(url, {
      method,
      redirect: "follow",
      headers: REQUEST_HEADERS,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Only the status matters: release the connection without reading the page.
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, finalUrl: response.url || url, timedOut: false };
  } catch (error) {
    return { status: null, finalUrl: null, timedOut: isTimeout(error) };
  }
}

function stateOf(status: number | null): UrlState {
  if (status === null) return "unverified";
  if (status < 400) return "valid";
  if (status >= 500 || INCONCLUSIVE_4XX.has(status)) return "unverified";
  return "hallucinated";
}

/**
 * HEAD first, because it costs the site nothing. Any HEAD answer ≥ 400 (405/501 "HEAD not supported",
 * but also servers that answer 404 or 403 to HEAD only) and any network error on HEAD are settled by a GET,
 * so a URL is never called hallucinated on the word of a HEAD alone. A HEAD that times out is not retried:
 * the GET would most likely time out as well and double the wait.
 */
async function checkOne(doFetch: typeof fetch, url: string, timeoutMs: number): Promise<Probe> {
  const head = await probe(doFetch, url, "HEAD", timeoutMs);
  if (head.timedOut) return head;
  if (head.status !== null && head.status < 400) return head;
  return probe(doFetch, url, "GET", timeoutMs);
}

/** Same resource for our purposes: fragment dropped, host lower-cased (by the URL parser). */
function dedupeKey(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    parsed.hash = "";
    return parsed.href;
  } catch {
    return null;
  }
}

async function mapWithConcurrency<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Checks each distinct URL once and returns one result per distinct URL, in first-seen order.
 * status < 400 after redirects → valid; 404, 410 and other 4xx → hallucinated (with a suggested redirect
 * from `knownPages`); 401/403/407/408/429, 5xx, timeouts, network errors and unparseable or non-http URLs
 * → unverified. Never throws for network problems.
 */
export async function checkUrls(urls: string[], opts: CheckUrlsOptions = {}): Promise<UrlCheck[]> {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const concurrency = opts.concurrency ?? DEFAULT_CONCURRENCY;
  const maxUrls = opts.maxUrls ?? DEFAULT_MAX_URLS;
  const knownPages = opts.knownPages ?? [];

  const distinct = new Map<string, string>();
  const invalid: string[] = [];
  for (const url of urls) {
    const key = dedupeKey(url);
    if (key === null) {
      if (!invalid.includes(url)) invalid.push(url);
    } else if (!distinct.has(key)) {
      distinct.set(key, url);
    }
  }
  const entries = [...distinct.entries()];
  const toCheck = entries.slice(0, Math.max(0, maxUrls));

  const checked = await mapWithConcurrency(toCheck, concurrency, async ([key, url]): Promise<UrlCheck> => {
    const result = await checkOne(doFetch, key, timeoutMs);
    const state = stateOf(result.status);
    return {
      url,
      state,
      httpStatus: result.status,
      finalUrl: result.finalUrl,
      suggestedRedirect: state === "hallucinated" ? suggestRedirect(key, knownPages) : null,
    };
  });
  const unverified = (url: string): UrlCheck => ({ url, state: "unverified", httpStatus: null, finalUrl: null, suggestedRedirect: null });
  return [...checked, ...entries.slice(toCheck.length).map(([, url]) => unverified(url)), ...invalid.map(unverified)];
}

// ---------------------------------------------------------------------------------------------
// Redirect suggestions

interface PageRef {
  href: string;
  host: string;
  /** Host without `www.`: pages of `www.acme.com` and `acme.com` belong to the same site. */
  site: string;
  /** Decoded, lower-cased, empty segments dropped. */
  segments: string[];
}

function pageRef(url: string): PageRef | null {
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    const host = parsed.host.toLowerCase();
    const segments = parsed.pathname
      .split("/")
      .filter(Boolean)
      .map((segment) => {
        try {
          return decodeURIComponent(segment).toLowerCase();
        } catch {
          return segment.toLowerCase();
        }
      });
    return { href: parsed.href, host, site: host.replace(/^www\./, ""), segments };
  } catch {
    return null;
  }
}

/** `AI_Visibility-Guide-2023.html` → {ai, visibility, guide, 2023}. */
function tokens(segment: string | undefined): Set<string> {
  if (!segment) return new Set();
  const bare = segment.replace(/\.(?:html?|php\d?|aspx?|jsp|cfm)$/i, "");
  return new Set(bare.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
}

/** Jaccard similarity of the token sets. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared++;
  return shared / (a.size + b.size - shared);
}

function sharedPrefix(a: string[], b: string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

const sameSegments = (a: string[], b: string[]) => a.length === b.length && sharedPrefix(a, b) === a.length;

/** A sibling whose last segment is at least this similar is a better target than the common parent. */
const STRONG_SIMILARITY = 0.5;

interface Scored {
  page: PageRef;
  prefix: number;
  /** 2 = a close sibling (similar last segment), 1 = an ancestor of the URL (parent section, home page). */
  kind: 1 | 2;
  similarity: number;
  sameHost: boolean;
  order: number;
}

/**
 * The known page a dead URL should redirect to: among pages of the same site (host equal up to `www.`),
 * the one sharing the longest path-segment prefix with the URL; at equal prefix, a page whose last segment
 * is similar (token Jaccard ≥ 0.5, e.g. `/blog/ai-visibility-guide` for `/blog/ai-visibility-guide-2023`)
 * beats the parent section (`/offers` for `/offers/spring-sale-2024`), then higher similarity, then the
 * exact same host, then the shorter path, then the order of `knownPages`. Pages that are neither similar
 * nor an ancestor are never suggested; when nothing else fits but the site has known pages, its home page
 * is (the site's root, listed or not). Paths compare case-insensitively; the query and fragment are ignored.
 * Never returns the URL itself; null when no known page is on the URL's site.
 */
export function suggestRedirect(url: string, knownPages: string[]): string | null {
  const target = pageRef(url);
  if (!target) return null;
  const lastTokens = tokens(target.segments.at(-1));
  const scored: Scored[] = [];
  const sitePages: PageRef[] = [];
  knownPages.forEach((known, order) => {
    const page = pageRef(known);
    if (!page || page.site !== target.site) return;
    sitePages.push(page);
    if (sameSegments(page.segments, target.segments)) return;
    const prefix = sharedPrefix(page.segments, target.segments);
    const isAncestor = prefix === page.segments.length;
    const sim = isAncestor ? 0 : similarity(lastTokens, tokens(page.segments.at(-1)));
    if (!isAncestor && sim < STRONG_SIMILARITY) return;
    scored.push({ page, prefix, kind: isAncestor ? 1 : 2, similarity: sim, sameHost: page.host === target.host, order });
  });
  scored.sort(
    (a, b) =>
      b.prefix - a.prefix ||
      b.kind - a.kind ||
      b.similarity - a.similarity ||
      Number(b.sameHost) - Number(a.sameHost) ||
      a.page.segments.length - b.page.segments.length ||
      a.order - b.order,
  );
  const best = scored[0];
  if (best) return best.page.href;
  // Known pages exist on the site but none is related (and its home page is not listed): the home page is
  // still the safe target, on the host the site is known to serve.
  const host = sitePages.find((page) => page.host === target.host) ?? sitePages[0];
  if (!host || target.segments.length === 0) return null;
  return `${new URL(host.href).origin}/`;
}
