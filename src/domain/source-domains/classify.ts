// Which kind of site a cited host is (own, competitor, editorial, forum…): the rules of docs/source-domains.md, as pure functions.

export const DOMAIN_CATEGORIES = ["own", "competitor", "editorial", "reference", "forum", "social", "marketplace", "other"] as const;
export type DomainCategory = (typeof DOMAIN_CATEGORIES)[number];
/** Categories a rule (built-in or an account's) may assign: not own/competitor, which come from the client's own data. */
export type RuleCategory = Exclude<DomainCategory, "own" | "competitor">;
export interface DomainRule {
  pattern: string;
  category: RuleCategory;
}

// Grouped by category, each group by market; docs/source-domains.md lists them in this order (a test compares).
const BUILT_IN: Record<RuleCategory, string[]> = {
  reference: [
    "wikipedia.org", "wikidata.org", "wikimedia.org", "wiktionary.org", "wikiwand.com", "britannica.com", "merriam-webster.com",
    "dictionary.com", "collinsdictionary.com", "cambridge.org", "investopedia.com", "statista.com", "mayoclinic.org", "msdmanuals.com",
    "larousse.fr", "lerobert.com", "universalis.fr", "cnrtl.fr", "vidal.fr", "insee.fr", "service-public.fr", "ameli.fr", "banque-france.fr",
    "cairn.info", "persee.fr", "hal.science", "nhs.uk",
    "rae.es", "ine.es", "boe.es", "dialnet.unirioja.es",
    "duden.de", "dwds.de", "destatis.de", "bundesregierung.de",
    "europa.eu", "oecd.org", "worldbank.org", "imf.org", "un.org",
    "scholar.google.com", "arxiv.org", "doi.org", "jstor.org", "nature.com", "sciencedirect.com", "springer.com", "researchgate.net",
  ],
  forum: [
    "reddit.com", "quora.com", "stackexchange.com", "stackoverflow.com", "superuser.com", "news.ycombinator.com",
    "trustpilot.*", "tripadvisor.*", "yelp.*", "glassdoor.*", "trustedshops.*", "g2.com", "capterra.*", "getapp.com", "trustradius.com",
    "avis-verifies.com", "doctissimo.fr", "commentcamarche.net", "dealabs.com",
    "hotukdeals.com", "mumsnet.com",
    "forocoches.com", "mediavida.com", "burbuja.info", "rankia.com",
    "gutefrage.net", "wer-weiss-was.de", "motor-talk.de", "urbia.de", "mydealz.de", "kununu.com", "provenexpert.com",
  ],
  social: [
    "facebook.com", "instagram.com", "threads.net", "threads.com", "x.com", "twitter.com", "linkedin.com", "xing.com", "tiktok.com",
    "snapchat.com", "pinterest.*", "tumblr.com", "bsky.app", "mastodon.social",
    "youtube.com", "youtu.be", "vimeo.com", "dailymotion.com", "twitch.tv",
  ],
  marketplace: [
    "amazon.*", "ebay.*", "aliexpress.*", "etsy.com", "rakuten.*", "temu.com", "shein.com", "zalando.*", "vinted.*", "backmarket.*",
    "manomano.*", "leroymerlin.*", "carrefour.*", "mediamarkt.*", "conrad.*", "ikea.com", "idealo.*", "kelkoo.*", "pricerunner.*",
    "booking.com", "airbnb.*", "expedia.*", "hotels.com", "kayak.*", "skyscanner.*", "trivago.*", "apps.apple.com", "play.google.com",
    "cdiscount.com", "fnac.com", "darty.com", "boulanger.com", "leboncoin.fr", "castorama.fr", "rueducommerce.fr", "ldlc.com",
    "ledenicheur.fr", "lesfurets.com", "lelynx.fr",
    "argos.co.uk", "currys.co.uk", "johnlewis.co.uk", "tesco.com", "comparethemarket.com", "moneysupermarket.com", "gocompare.com",
    "walmart.com", "target.com", "bestbuy.com",
    "elcorteingles.es", "pccomponentes.com", "wallapop.com", "rastreator.com",
    "otto.de", "saturn.de", "kleinanzeigen.de", "check24.de", "verivox.de",
  ],
  editorial: [
    "lemonde.fr", "lefigaro.fr", "liberation.fr", "leparisien.fr", "ouest-france.fr", "20minutes.fr", "lexpress.fr", "lepoint.fr",
    "nouvelobs.com", "huffingtonpost.fr", "francetvinfo.fr", "radiofrance.fr", "bfmtv.com", "tf1info.fr", "lci.fr", "rfi.fr", "france24.com",
    "lesechos.fr", "latribune.fr", "challenges.fr", "capital.fr", "journaldunet.com", "journaldesfemmes.fr", "maddyness.com",
    "moneyvox.fr", "quechoisir.org", "60millions-mag.com", "01net.com", "numerama.com", "frandroid.com", "lesnumeriques.com",
    "clubic.com", "presse-citron.net", "jeuxvideo.com",
    "bbc.co.uk", "bbc.com", "theguardian.com", "independent.co.uk", "telegraph.co.uk", "thetimes.co.uk", "dailymail.co.uk",
    "ft.com", "economist.com", "which.co.uk", "moneysavingexpert.com", "techradar.com",
    "nytimes.com", "washingtonpost.com", "wsj.com", "usatoday.com", "latimes.com", "cnn.com", "cnbc.com", "npr.org", "apnews.com",
    "reuters.com", "bloomberg.com", "forbes.com", "fortune.com", "businessinsider.com", "time.com", "theatlantic.com", "newyorker.com",
    "politico.com", "axios.com", "vox.com", "huffpost.com", "hbr.org", "fastcompany.com", "inc.com", "entrepreneur.com", "nerdwallet.com",
    "techcrunch.com", "theverge.com", "wired.com", "cnet.com", "engadget.com", "arstechnica.com", "zdnet.com", "pcmag.com",
    "tomsguide.com", "tomshardware.com", "mashable.com", "gizmodo.com",
    "elpais.com", "elmundo.es", "abc.es", "lavanguardia.com", "elconfidencial.com", "eldiario.es", "20minutos.es", "elperiodico.com",
    "larazon.es", "rtve.es", "expansion.com", "eleconomista.es", "ocu.org", "xataka.com", "genbeta.com", "hipertextual.com",
    "spiegel.de", "faz.net", "sueddeutsche.de", "zeit.de", "welt.de", "bild.de", "stern.de", "focus.de", "tagesschau.de", "n-tv.de",
    "t-online.de", "handelsblatt.com", "wiwo.de", "manager-magazin.de", "test.de", "finanztip.de", "heise.de", "golem.de", "chip.de",
    "computerbild.de", "computerbase.de", "netzwelt.de", "t3n.de",
    "euronews.com", "politico.eu", "theconversation.com", "medium.com", "substack.com",
  ],
  // Carve-outs from a wildcard above: Amazon's cloud is not its shop.
  other: ["aws.amazon.com"],
};

export const BUILT_IN_RULES: readonly DomainRule[] = Object.freeze(
  (Object.keys(BUILT_IN) as RuleCategory[]).flatMap((category) => BUILT_IN[category].map((pattern) => Object.freeze({ pattern, category }))),
);

const RULE_CATEGORIES: ReadonlySet<string> = new Set(DOMAIN_CATEGORIES.filter((c) => c !== "own" && c !== "competitor"));

// What `*` stands for: a two-letter country code or an old generic TLD, or a usual second level under a country code.
const WILDCARD_TLDS = new Set(["com", "net", "org", "info", "biz"]);
const WILDCARD_SECOND_LEVELS = new Set(["co", "com", "net", "org", "gov", "ac", "edu"]);
const isCountryCode = (label: string) => /^[a-z]{2}$/.test(label);

// The heuristics, tried after every rule.
const FORUM_PREFIXES = new Set(["forum", "forums", "foro", "foros", "community", "communaute", "comunidad", "discuss", "discussions"]);
const NEWS_PREFIXES = new Set(["news", "noticias", "actualites", "nachrichten"]);
const PUBLIC_TLDS = new Set(["gov", "edu", "mil", "int"]);
const PUBLIC_SECOND_LEVELS = new Set(["gov", "gob", "gouv", "govt", "edu", "ac", "mil"]);
const PUBLIC_SUFFIXES = ["bund.de", "gc.ca", "admin.ch", "gv.at"];

const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const PATTERN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host is the domain or one of its subdomains, never a look-alike (notacme.com, acme.com.evil.io). */
const isWithin = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Lower-cases, strips a leading `www.`, a trailing dot and a port; returns null for something that is not a host name (an IP address stays as is). Accepts a URL or a bare host. */
export function hostOf(urlOrHost: string): string | null {
  const input = urlOrHost.trim();
  if (input === "" || /\s/.test(input)) return null;
  let href: string;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(input)) href = input;
  else if (input.startsWith("//")) href = `http:${input}`;
  else if (/^[0-9a-f]*:[0-9a-f]*:[0-9a-f:.]*$/i.test(input)) href = `http://[${input}]`; // a bare IPv6 address
  else if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(input)) return null; // mailto:, tel:, urn:… have no host
  else href = `http://${input}`;
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host.startsWith("[")) return host;
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (IPV4.test(host)) return host;
  if (host.startsWith("www.") && host.indexOf(".", 4) > 0) host = host.slice(4);
  if (host === "" || host.length > 253) return null;
  return host.split(".").every((label) => HOST_LABEL.test(label)) ? host : null;
}

/** null when valid, else a sentence naming what is wrong (for an API error message). */
export function validateRulePattern(pattern: string): string | null {
  if (pattern.trim() === "") return "The pattern is empty.";
  if (/\s/.test(pattern)) return "The pattern contains a space; give a host name such as example.com.";
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pattern)) return "The pattern starts with a scheme (such as https://); give only the host name, such as example.com.";
  if (/[/?#]/.test(pattern)) return "The pattern contains a path; give only the host name, such as example.com.";
  if (pattern.includes(":")) return "The pattern contains a port; give only the host name, such as example.com.";
  if (pattern.length > 253) return "The pattern is longer than 253 characters.";
  const wildcard = pattern.endsWith(".*");
  const stem = (wildcard ? pattern.slice(0, -2) : pattern).toLowerCase();
  if (stem.includes("*")) return "The pattern may contain * only as its last label, as in amazon.*; a pattern without * already covers subdomains (example.com matches shop.example.com).";
  const labels = stem.split(".");
  if (labels.some((label) => label === "")) return "The pattern has an empty label: a dot at the start or the end, or two dots in a row.";
  if (/[^\x00-\x7f]/.test(stem)) return "The pattern contains non-ASCII characters; write an internationalized name in punycode (xn--…).";
  const long = labels.find((label) => label.length > 63);
  if (long) return `The label "${long.slice(0, 20)}…" is longer than 63 characters.`;
  const bad = labels.find((label) => !PATTERN_LABEL.test(label));
  if (bad !== undefined) return `The label "${bad}" is not a valid host label: use letters, digits and hyphens, not starting or ending with a hyphen.`;
  if (labels[0] === "www") return "Drop the leading www.: hosts are compared without it, and example.com already matches www.example.com.";
  if (!wildcard && labels.length < 2) return "The pattern needs at least two labels, such as example.com, or a final .*, such as amazon.*.";
  if (!wildcard && /^\d+$/.test(labels[labels.length - 1]!)) return "The pattern looks like an IP address; rules match host names.";
  return null;
}

export interface ClassifyContext {
  ownDomain: string | null; // the client's domain, e.g. "acme.com"
  otherDomains?: readonly string[]; // its other domains (country sites, a corporate site), also its own
  competitors: { name: string; domain: string | null }[];
  accountRules?: readonly DomainRule[]; // the account's own rules, which win over built-ins
}
export interface Classification {
  category: DomainCategory;
  competitor: string | null;
  rule: string | null;
}

interface IndexedRule {
  rule: DomainRule;
  /** 0 for the account's rules, 1 for the built-ins: the account wins a tie. */
  source: number;
  order: number;
}
/** Rules keyed by their host (exact) or by their stem, the part before `.*` (wildcard). */
interface RuleIndex {
  exact: Map<string, IndexedRule>;
  wildcard: Map<string, IndexedRule>;
}

function indexRules(rules: readonly DomainRule[], source: number): RuleIndex {
  const index: RuleIndex = { exact: new Map(), wildcard: new Map() };
  rules.forEach((rule, order) => {
    // Stored rules were validated when written; one that is not is skipped rather than guessed at.
    if (validateRulePattern(rule.pattern) !== null || !RULE_CATEGORIES.has(rule.category)) return;
    const pattern = rule.pattern.toLowerCase();
    const [map, key] = pattern.endsWith(".*") ? [index.wildcard, pattern.slice(0, -2)] : [index.exact, pattern];
    if (!map.has(key)) map.set(key, { rule, source, order }); // the first of two rules with one pattern wins
  });
  return index;
}

const builtInIndex = indexRules(BUILT_IN_RULES, 1);

interface Match {
  entry: IndexedRule;
  length: number;
  wildcard: boolean;
}

/** Longer match first; on equal length the account's rule, then an exact pattern, then the earlier rule. */
function better(a: Match, b: Match | null): boolean {
  if (!b) return true;
  if (a.length !== b.length) return a.length > b.length;
  if (a.entry.source !== b.entry.source) return a.entry.source < b.entry.source;
  if (a.wildcard !== b.wildcard) return !a.wildcard;
  return a.entry.order < b.entry.order;
}

/** How many of the host's last labels `*` can stand for: 1, 2, both or neither. */
function wildcardSuffixLengths(labels: string[]): number[] {
  const n = labels.length;
  const last = labels[n - 1]!;
  const lengths: number[] = [];
  if (n >= 2 && (isCountryCode(last) || WILDCARD_TLDS.has(last))) lengths.push(1);
  if (n >= 3 && isCountryCode(last) && WILDCARD_SECOND_LEVELS.has(labels[n - 2]!)) lengths.push(2);
  return lengths;
}

function matchRule(host: string, indexes: RuleIndex[]): DomainRule | null {
  const labels = host.split(".");
  const n = labels.length;
  const tail = (from: number) => labels.slice(from).join(".");
  let best: Match | null = null;
  for (const index of indexes) {
    for (let i = 0; i < n; i++) {
      const entry = index.exact.get(tail(i));
      if (entry) {
        const match = { entry, length: tail(i).length, wildcard: false };
        if (better(match, best)) best = match;
      }
    }
    if (index.wildcard.size === 0) continue;
    for (const k of wildcardSuffixLengths(labels)) {
      for (let i = 0; i < n - k; i++) {
        const entry = index.wildcard.get(labels.slice(i, n - k).join("."));
        if (entry) {
          const match = { entry, length: tail(i).length, wildcard: true };
          if (better(match, best)) best = match;
        }
      }
    }
  }
  return best?.entry.rule ?? null;
}

/** The heuristic that applies, as `prefix:forum.` or `suffix:.gouv.fr`, with its category. */
function heuristic(host: string): { category: RuleCategory; rule: string } | null {
  const labels = host.split(".");
  const n = labels.length;
  const first = labels[0]!;
  if (n >= 3 && FORUM_PREFIXES.has(first)) return { category: "forum", rule: `prefix:${first}.` };
  if (n >= 3 && NEWS_PREFIXES.has(first)) return { category: "editorial", rule: `prefix:${first}.` };
  const last = labels[n - 1]!;
  if (n >= 2 && PUBLIC_TLDS.has(last)) return { category: "reference", rule: `suffix:.${last}` };
  if (n >= 3 && isCountryCode(last) && PUBLIC_SECOND_LEVELS.has(labels[n - 2]!)) return { category: "reference", rule: `suffix:.${labels[n - 2]}.${last}` };
  const suffix = PUBLIC_SUFFIXES.find((s) => isWithin(host, s));
  return suffix ? { category: "reference", rule: `suffix:.${suffix}` } : null;
}

/** The same with the context's rule lookup prepared once, for classifying many hosts. */
export function domainClassifier(context: ClassifyContext): (host: string) => Classification {
  const own = [context.ownDomain, ...(context.otherDomains ?? [])].flatMap((d) => {
    const host = d === null ? null : hostOf(d);
    return host ? [host] : [];
  });
  // Longest domain first, so a competitor's subsidiary on a subdomain wins over its parent.
  const competitors = context.competitors
    .flatMap((c) => {
      const domain = c.domain === null ? null : hostOf(c.domain);
      return domain ? [{ name: c.name, domain }] : [];
    })
    .sort((a, b) => b.domain.length - a.domain.length);
  const indexes = context.accountRules?.length ? [indexRules(context.accountRules, 0), builtInIndex] : [builtInIndex];

  return (input) => {
    const host = hostOf(input);
    if (host === null) return { category: "other", competitor: null, rule: null };
    if (own.some((domain) => isWithin(host, domain))) return { category: "own", competitor: null, rule: null };
    const competitor = competitors.find((c) => isWithin(host, c.domain));
    if (competitor) return { category: "competitor", competitor: competitor.name, rule: null };
    const rule = matchRule(host, indexes);
    if (rule) return { category: rule.category, competitor: null, rule: rule.pattern };
    const guess = heuristic(host);
    if (guess) return { category: guess.category, competitor: null, rule: guess.rule };
    return { category: "other", competitor: null, rule: null };
  };
}

export function classifyDomain(host: string, context: ClassifyContext): Classification {
  return domainClassifier(context)(host);
}
