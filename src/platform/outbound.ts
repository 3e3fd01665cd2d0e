// Where the Worker may fetch on a caller's behalf: webhook deliveries, and the client sites an audit inspects
// (`guardedFetch`, which follows redirects itself and checks every hop). Endpoint URLs are https (plain http only to loopback outside production); in
// production a host that is, or resolves to, a private, loopback, link-local or reserved address is refused. The
// resolution uses DNS over HTTPS (the JSON API of cloudflare-dns.com, developers.cloudflare.com/1.1.1.1/encryption/
// dns-over-https/make-api-requests/dns-json/), since a Worker has no resolver of its own; `fetch` then resolves again,
// so this narrows the window for DNS rebinding rather than closing it, and the attempt never follows a redirect.
//
// The platform, checked: workerd's default network allows public addresses only (Network.allow in workerd.capnp), but
// Miniflare, so `wrangler dev` and the test pool, allows private ones too (github.com/cloudflare/miniflare/issues/412);
// deployed Workers cannot fetch an IP literal, and no page says a name that resolves to a private address is refused
// (developers.cloudflare.com/workers/platform/known-issues/). `redirect: "manual"` hands back the 3xx as it is
// (developers.cloudflare.com/workers/runtime-apis/request/).

export type OutboundPolicy = "production" | "local";

export const DEFAULT_RESOLVER_URL = "https://cloudflare-dns.com/dns-query";

/** The four bytes of a dotted quad; no leading zeros, which some parsers read as octal (`010` = 8). */
function ipv4(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.map(Number);
}

function publicV4([a, b, c]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a! >= 224) return false;
  if (a === 100 && b! >= 64 && b! <= 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b! >= 16 && b! <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false;
  if (a === 198 && (b === 18 || b === 19)) return false;
  if (a === 198 && b === 51 && c === 100) return false;
  if (a === 203 && b === 0 && c === 113) return false;
  return true;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included), or undefined. */
function ipv6(text: string): number[] | undefined {
  let rest = text;
  if (rest.includes(".")) {
    // `::ffff:10.0.0.1`: the dotted tail is the last two groups.
    const cut = rest.lastIndexOf(":");
    const bytes = ipv4(rest.slice(cut + 1));
    if (!bytes) return undefined;
    rest = `${rest.slice(0, cut + 1)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = rest.split("::");
  if (halves.length > 2) return undefined;
  const group = (s: string) => (s === "" ? [] : s.split(":"));
  const head = group(halves[0]!);
  const back = halves.length === 2 ? group(halves[1]!) : [];
  if (![...head, ...back].every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  const missing = 8 - head.length - back.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...back].map((g) => parseInt(g, 16));
}

/**
 * Global unicast is 2000::/3 (IANA has allocated nothing else), which already leaves out ::, ::1, fc00::/7, fe80::/10,
 * ff00::/8, 100::/64 and the deprecated IPv4-compatible ::a.b.c.d; forms that carry an IPv4 address are judged by it.
 */
function publicV6(g: number[]): boolean {
  const tail = [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255];
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && g[5] === 0xffff) return publicV4(tail); // ::ffff:0:0/96, IPv4-mapped
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return publicV4(tail); // 64:ff9b::/96, NAT64
  if ((g[0]! & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // 2001:db8::/32, documentation
  if (g[0] === 0x2002) return publicV4([g[1]! >> 8, g[1]! & 255, g[2]! >> 8, g[2]! & 255]); // 2002::/16, 6to4
  return true;
}

const unbracketed = (host: string) => (host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host);

/** Whether an IP address (v4, or v6 with or without brackets) is a public unicast one; false for anything else. */
export function isPublicAddress(ip: string): boolean {
  const text = unbracketed(ip);
  const v4 = ipv4(text);
  if (v4) return publicV4(v4);
  const v6 = text.includes(":") ? ipv6(text.replace(/%.*$/, "")) : undefined;
  return v6 ? publicV6(v6) : false;
}

const isIpLiteral = (host: string) => ipv4(host) !== undefined || unbracketed(host).includes(":");
const LOOPBACK = (host: string) => host === "localhost" || host === "[::1]" || ipv4(host)?.[0] === 127;
/** Names that never lead to the public internet; also every single-label name (checked apart). */
const INTERNAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa|lan|intranet|corp)$/i;

/** Whether a host name is one of a private network's (`nas.local`, `db.internal`, `intranet.corp`…). */
export const isInternalName = (host: string) => INTERNAL_NAME.test(host.replace(/\.$/, ""));

/** Whether production must not reach `host` (lower case, no trailing dot) without asking DNS: a private IP, an internal or single-label name. */
const privateHost = (host: string) => (isIpLiteral(host) ? !isPublicAddress(host) : INTERNAL_NAME.test(host) || !host.includes("."));

/** Why `raw` cannot be an endpoint URL under `policy` (a phrase after "Body field 'url' "), or undefined when it can. */
export function webhookUrlProblem(raw: string, policy: OutboundPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "must be an absolute https:// URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must be an absolute https:// URL";
  if (url.username || url.password) return "must not contain a user name or password";
  if (url.hash) return "must not have a fragment";
  // `localhost.` is `localhost`: the URL keeps the root's trailing dot, DNS ignores it.
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (url.protocol === "http:" && !(policy === "local" && LOOPBACK(host))) return "must use https:// (http:// is accepted only for localhost in development)";
  if (policy === "production") {
    if (privateHost(host)) return "must not point to a private, loopback or link-local address";
  }
  return undefined;
}

/** The fields read from a DNS-over-HTTPS JSON answer (Google's format, which cloudflare-dns.com follows). */
interface DnsJson {
  Status?: unknown;
  Answer?: unknown;
}

/**
 * Why `hostname` may not be reached in production (a phrase after "the URL "), or undefined when every address it
 * resolves to is public. Asks the DNS-over-HTTPS JSON API for its A and AAAA records.
 */
export async function resolvedProblem(hostname: string, options: { resolverUrl: string; fetch?: typeof fetch; timeoutMs?: number }): Promise<string | undefined> {
  const host = hostname.toLowerCase();
  if (isIpLiteral(host)) return isPublicAddress(host) ? undefined : `points to a private address (${unbracketed(host)})`;
  const lookup = async (type: "A" | "AAAA"): Promise<string[] | string> => {
    const url = `${options.resolverUrl}?name=${encodeURIComponent(host)}&type=${type}`;
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, { headers: { accept: "application/dns-json" }, signal: AbortSignal.timeout(options.timeoutMs ?? 3_000) });
    } catch {
      return "could not be resolved (DNS over HTTPS did not answer)";
    }
    if (!response.ok) {
      await response.body?.cancel();
      return `could not be resolved (DNS over HTTPS answered ${response.status})`;
    }
    const json: unknown = await response.json().catch(() => null);
    const answer: DnsJson = typeof json === "object" && json !== null ? json : {};
    if (answer.Status === 3) return []; // NXDOMAIN
    if (answer.Status !== 0) return `could not be resolved (DNS status ${typeof answer.Status === "number" ? answer.Status : "missing"})`;
    // CNAME records (type 5) come before the addresses they lead to; only the addresses matter here.
    const records = Array.isArray(answer.Answer) ? (answer.Answer as { type?: unknown; data?: unknown }[]) : [];
    const wanted = type === "A" ? 1 : 28;
    return records.flatMap((r) => (r.type === wanted && typeof r.data === "string" ? [r.data] : []));
  };
  const [a, aaaa] = await Promise.all([lookup("A"), lookup("AAAA")]);
  if (typeof a === "string") return a;
  if (typeof aaaa === "string") return aaaa;
  const addresses = [...a, ...aaaa];
  if (addresses.length === 0) return "does not resolve";
  const blocked = addresses.find((ip) => !isPublicAddress(ip));
  return blocked ? `resolves to a private address (${blocked})` : undefined;
}

/** The outbound settings of the Worker's environment: production's rules unless ENVIRONMENT says otherwise. */
export function outboundOptions(env: { ENVIRONMENT?: string; DNS_RESOLVER_URL?: string }): { policy: OutboundPolicy; resolverUrl: string } {
  return { policy: env.ENVIRONMENT === "production" ? "production" : "local", resolverUrl: env.DNS_RESOLVER_URL || DEFAULT_RESOLVER_URL };
}

/** Redirects a guarded fetch follows, as browsers cap them (fetch's own limit is 20). */
export const MAX_REDIRECTS = 10;

/** Why `url` may not be fetched for a site check under `policy` (http and https; in production public hosts only). */
function siteUrlProblem(url: URL, policy: OutboundPolicy): string | undefined {
  if (url.protocol !== "https:" && url.protocol !== "http:") return `uses ${url.protocol}, not http(s)`;
  if (url.username || url.password) return "carries a user name or password";
  if (policy === "local") return undefined;
  return privateHost(url.hostname.toLowerCase().replace(/\.$/, "")) ? "points to a private, loopback or link-local address" : undefined;
}

/**
 * A fetch for requests made on a caller's behalf to addresses the caller chose (a client's website, the URLs models
 * cite on it): it follows redirects itself, at most MAX_REDIRECTS, and checks every hop as the webhooks' rules do; in
 * production each host must resolve to public addresses only (one DNS-over-HTTPS lookup per host and fetch instance).
 * A refused hop rejects like a network error, so the checks read `unknown`/`unverified`. `base` is the fetch underneath.
 */
export function guardedFetch(options: { policy: OutboundPolicy; resolverUrl: string; fetch?: typeof fetch }): typeof fetch {
  const base = options.fetch ?? fetch;
  const resolved = new Map<string, Promise<string | undefined>>();
  const check = async (url: URL) => {
    const problem = siteUrlProblem(url, options.policy);
    if (problem || options.policy === "local") return problem;
    const host = url.hostname.toLowerCase().replace(/\.$/, "");
    let lookup = resolved.get(host);
    if (!lookup) resolved.set(host, (lookup = resolvedProblem(unbracketed(host), { resolverUrl: options.resolverUrl, fetch: options.fetch })));
    return lookup;
  };
  return async (input, init) => {
    const first = new Request(input, init);
    const { method, headers, signal } = first;
    let url = new URL(first.url);
    for (let hop = 0; ; hop++) {
      const problem = await check(url);
      if (problem) throw new TypeError(`refused: ${url.origin} ${problem}`);
      const response = await base(url.toString(), { method, headers, signal, redirect: "manual" });
      const location = response.status >= 300 && response.status < 400 ? response.headers.get("location") : null;
      if (location === null || init?.redirect === "manual") return response;
      await response.body?.cancel();
      if (hop === MAX_REDIRECTS) throw new TypeError(`refused: more than ${MAX_REDIRECTS} redirects from ${first.url}`);
      url = new URL(location, url);
    }
  };
}
