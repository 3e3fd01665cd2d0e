// Source-domain classification, rule by rule of docs/source-domains.md, and that page's table kept equal to the code's.
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_RULES,
  classifyDomain,
  DOMAIN_CATEGORIES,
  domainClassifier,
  hostOf,
  validateRulePattern,
  type ClassifyContext,
  type DomainRule,
} from "@/domain/source-domains/classify";

// The page as text, through Vite's ?raw import (the Workers runtime has no file system). A non-literal specifier
// keeps TypeScript from looking for a declaration of `*.md?raw`, which would mean vite/client's clashing globals.
const DOC = "../../docs/source-domains.md?raw";
const doc = ((await import(/* @vite-ignore */ DOC)) as { default: string }).default;

const context = (extra: Partial<ClassifyContext> = {}): ClassifyContext => ({
  ownDomain: "acme.com",
  competitors: [{ name: "Nova", domain: "nova.fr" }, { name: "Harbor & Pine", domain: "https://www.HarborPine.co.uk/" }, { name: "Zenith", domain: null }],
  ...extra,
});
const classify = (host: string, extra?: Partial<ClassifyContext>) => classifyDomain(host, context(extra));
const category = (host: string, extra?: Partial<ClassifyContext>) => classify(host, extra).category;

describe("hostOf", () => {
  it.each([
    ["https://WWW.Acme.COM:8443/page?q=1#top", "acme.com"],
    ["acme.com", "acme.com"],
    ["Shop.Acme.com.", "shop.acme.com"],
    ["acme.com:8080/path", "acme.com"],
    ["//acme.com/x", "acme.com"],
    ["  https://user:pass@acme.com/  ", "acme.com"],
    ["https://www.acme.com./", "acme.com"],
    ["www.com", "www.com"],
    ["XN--BCHER-KVA.DE", "xn--bcher-kva.de"],
    ["https://bücher.de/", "xn--bcher-kva.de"],
    ["http://192.168.0.1:8080/admin", "192.168.0.1"],
    ["10.0.0.1", "10.0.0.1"],
    ["http://[2001:DB8::1]:443/", "[2001:db8::1]"],
    ["::1", "[::1]"],
    ["foo_bar.example.com", "foo_bar.example.com"],
  ])("reads %s as %s", (input, host) => {
    expect(hostOf(input)).toBe(host);
  });

  it.each(["", "   ", "hello world", "mailto:someone@acme.com", "tel:+33123456789", "http://", "acme..com", "-acme.com", "acme-.com", "file:///etc/passwd", `${"a".repeat(64)}.com`, `${"abcdefghi.".repeat(26)}com`])(
    "refuses %j",
    (input) => {
      expect(hostOf(input)).toBeNull();
    },
  );
});

describe("own and competitors", () => {
  it("counts the client's domain and its subdomains as own, never a look-alike", () => {
    for (const host of ["acme.com", "www.acme.com", "shop.acme.com", "a.b.acme.com", "https://blog.acme.com/post"]) expect(category(host), host).toBe("own");
    for (const host of ["acme.com.evil.io", "notacme.com", "acme.co", "acmecom.net"]) expect(category(host), host).toBe("other");
  });

  it("names the competitor for its domain and subdomains, with domains given as URLs", () => {
    expect(classify("eu.nova.fr")).toEqual({ category: "competitor", competitor: "Nova", rule: null });
    expect(classify("shop.harborpine.co.uk")).toEqual({ category: "competitor", competitor: "Harbor & Pine", rule: null });
    expect(category("supernova.fr")).toBe("other");
  });

  it("puts own before competitor, competitor before any rule, and the longest competitor domain first", () => {
    expect(category("acme.com", { competitors: [{ name: "Twin", domain: "acme.com" }] })).toBe("own");
    expect(classify("amazon.fr", { competitors: [{ name: "Amazon", domain: "amazon.fr" }] })).toEqual({ category: "competitor", competitor: "Amazon", rule: null });
    const nested = { competitors: [{ name: "Parent", domain: "group.com" }, { name: "Child", domain: "child.group.com" }] };
    expect(classify("x.child.group.com", nested).competitor).toBe("Child");
    expect(classify("other.group.com", nested).competitor).toBe("Parent");
  });

  it("classes the client's other domains and their subdomains as its own", () => {
    const context = { ownDomain: "acme.com", otherDomains: ["acme.de", "acme-group.com"], competitors: [] };
    expect(classifyDomain("shop.acme.de", context).category).toBe("own");
    expect(classifyDomain("acme-group.com", context).category).toBe("own");
    expect(classifyDomain("acme.fr", context).category).not.toBe("own");
  });

  it("works without an own domain or competitors", () => {
    expect(classifyDomain("acme.com", { ownDomain: null, competitors: [] })).toEqual({ category: "other", competitor: null, rule: null });
    expect(classifyDomain("lemonde.fr", { ownDomain: null, competitors: [] })).toEqual({ category: "editorial", competitor: null, rule: "lemonde.fr" });
  });
});

describe("rules", () => {
  it("matches a pattern's host and its subdomains, reporting the pattern", () => {
    expect(classify("fr.wikipedia.org")).toEqual({ category: "reference", competitor: null, rule: "wikipedia.org" });
    expect(classify("https://www.reddit.com/r/france/")).toEqual({ category: "forum", competitor: null, rule: "reddit.com" });
    expect(category("m.youtube.com")).toBe("social");
    expect(category("notreddit.com")).toBe("other");
    expect(category("reddit.com.evil.io")).toBe("other");
  });

  it("reads amazon.* as amazon followed by a public suffix, and nothing else", () => {
    for (const host of ["amazon.fr", "amazon.de", "amazon.com", "amazon.co.uk", "amazon.com.br", "amazon.co.jp", "www.amazon.es", "smile.amazon.de", "amazon.info"]) {
      expect(classify(host), host).toEqual({ category: "marketplace", competitor: null, rule: "amazon.*" });
    }
    for (const host of ["amazon.example.com", "amazon.evil.io", "amazon.com.evil.io", "amazon.shop", "notamazon.fr", "amazon.fr.evil.com", "amazon"]) expect(category(host), host).toBe("other");
  });

  it("lets the longest match win: a longer rule carves an exception out of a wildcard", () => {
    expect(classify("docs.aws.amazon.com")).toEqual({ category: "other", competitor: null, rule: "aws.amazon.com" });
    expect(classify("scholar.google.com").category).toBe("reference");
    expect(classify("play.google.com").category).toBe("marketplace");
    const rules: DomainRule[] = [{ pattern: "example.com", category: "editorial" }, { pattern: "forum.example.com", category: "social" }];
    expect(classify("a.forum.example.com", { accountRules: rules }).rule).toBe("forum.example.com");
    expect(classify("blog.example.com", { accountRules: rules }).rule).toBe("example.com");
  });

  it("lets an account rule beat a built-in rule of equal or shorter length, not a longer one", () => {
    expect(classify("reddit.com", { accountRules: [{ pattern: "reddit.com", category: "social" }] })).toEqual({ category: "social", competitor: null, rule: "reddit.com" });
    expect(classify("Reddit.com", { accountRules: [{ pattern: "REDDIT.com", category: "social" }] }).category).toBe("social");
    // An exact account rule against the built-in wildcard on the same host: equal length, the account wins.
    const amazonFr = { accountRules: [{ pattern: "amazon.fr", category: "other" }] satisfies DomainRule[] };
    expect(classify("amazon.fr", amazonFr)).toEqual({ category: "other", competitor: null, rule: "amazon.fr" });
    expect(classify("amazon.de", amazonFr).category).toBe("marketplace");
    // A longer account rule.
    expect(classify("answers.reddit.com", { accountRules: [{ pattern: "answers.reddit.com", category: "reference" }] }).category).toBe("reference");
    // A shorter account rule loses to the longer built-in.
    const google = { accountRules: [{ pattern: "google.com", category: "editorial" }] satisfies DomainRule[] };
    expect(classify("play.google.com", google).rule).toBe("play.google.com");
    expect(classify("maps.google.com", google).rule).toBe("google.com");
  });

  it("accepts account wildcards, prefers an exact pattern on a tie, and skips invalid rules", () => {
    const rules: DomainRule[] = [
      { pattern: "bigshop.*", category: "marketplace" },
      { pattern: "bigshop.de", category: "editorial" },
      { pattern: "https://broken.com/", category: "forum" },
      { pattern: "own.com", category: "own" as never },
    ];
    expect(classify("bigshop.co.uk", { accountRules: rules }).category).toBe("marketplace");
    expect(classify("bigshop.de", { accountRules: rules }).category).toBe("editorial");
    expect(category("broken.com", { accountRules: rules })).toBe("other");
    expect(category("own.com", { accountRules: rules })).toBe("other");
    expect(classify("dup.com", { accountRules: [{ pattern: "dup.com", category: "forum" }, { pattern: "dup.com", category: "social" }] }).category).toBe("forum");
  });
});

describe("heuristics", () => {
  it.each([
    ["forum.hardware.fr", "forum", "prefix:forum."],
    ["forums.example.co.uk", "forum", "prefix:forums."],
    ["community.spotify.com", "forum", "prefix:community."],
    ["comunidad.movistar.es", "forum", "prefix:comunidad."],
    ["discussions.apple.com", "forum", "prefix:discussions."],
    ["discuss.example.org", "forum", "prefix:discuss."],
    ["news.google.com", "editorial", "prefix:news."],
    ["census.gov", "reference", "suffix:.gov"],
    ["mit.edu", "reference", "suffix:.edu"],
    ["who.int", "reference", "suffix:.int"],
    ["insee.gouv.fr", "reference", "suffix:.gouv.fr"],
    ["www.legifrance.gouv.fr", "reference", "suffix:.gouv.fr"],
    ["ons.gov.uk", "reference", "suffix:.gov.uk"],
    ["ine.gob.es", "reference", "suffix:.gob.es"],
    ["ox.ac.uk", "reference", "suffix:.ac.uk"],
    ["bund.de", "reference", "suffix:.bund.de"],
    ["www.bmas.bund.de", "reference", "suffix:.bund.de"],
    ["canada.gc.ca", "reference", "suffix:.gc.ca"],
  ])("classifies %s as %s (%s)", (host, expected, rule) => {
    expect(classify(host)).toEqual({ category: expected, competitor: null, rule });
  });

  it("applies only after own, competitors and rules, and not to look-alikes", () => {
    expect(category("forum.acme.com")).toBe("own");
    expect(category("news.nova.fr")).toBe("competitor");
    expect(classify("news.ycombinator.com").rule).toBe("news.ycombinator.com");
    expect(category("community.reddit.com")).toBe("forum");
    expect(category("news.example.com", { accountRules: [{ pattern: "example.com", category: "marketplace" }] })).toBe("marketplace");
    for (const host of ["forum.fr", "newsroom.example.com", "gov.uk", "government.com", "edu.example.com", "bundesbank.com", "notbund.de"]) expect(category(host), host).toBe("other");
  });
});

describe("validateRulePattern", () => {
  it("accepts host names and final wildcards, in any case", () => {
    for (const pattern of ["example.com", "Shop.Example.co.uk", "amazon.*", "news.google.*", "xn--bcher-kva.de", "a-b.c1.io", "g2.com"]) expect(validateRulePattern(pattern), pattern).toBeNull();
  });

  it.each([
    ["", /empty/],
    ["   ", /empty/],
    ["exa mple.com", /space/],
    ["https://example.com", /scheme/],
    ["example.com/page", /path/],
    ["example.com?q=1", /path/],
    ["example.com:8080", /port/],
    ["*.example.com", /\* only as its last label/],
    ["ama*on.fr", /\* only as its last label/],
    ["*", /\* only as its last label/],
    ["amazon.*.*", /\* only as its last label/],
    [".example.com", /empty label/],
    ["example.com.", /empty label/],
    ["example..com", /empty label/],
    [".*", /empty label/],
    ["bücher.de", /punycode/],
    [`${"a".repeat(64)}.com`, /longer than 63/],
    ["-example.com", /not a valid host label/],
    ["example-.com", /not a valid host label/],
    ["ex_ample.com", /not a valid host label/],
    ["user@example.com", /not a valid host label/],
    ["www.example.com", /www/],
    ["com", /at least two labels/],
    ["1.2.3.4", /IP address/],
  ])("refuses %j", (pattern, message) => {
    const problem = validateRulePattern(pattern);
    expect(problem).toMatch(message);
    expect(problem).toMatch(/^[A-Z].*\.$/);
  });

  it("refuses a pattern over 253 characters, and accepts one of 253", () => {
    const label = "a".repeat(62);
    expect(validateRulePattern(`${label}.${label}.${label}.${label}.com`)).toMatch(/longer than 253/);
    expect(validateRulePattern(`${label}.${label}.${label}.${"a".repeat(60)}.com`)).toBeNull();
  });
});

describe("built-in rules", () => {
  it("are many, valid, unique and never own or competitor", () => {
    expect(BUILT_IN_RULES.length).toBeGreaterThanOrEqual(150);
    expect(BUILT_IN_RULES.filter((r) => validateRulePattern(r.pattern) !== null)).toEqual([]);
    expect(BUILT_IN_RULES.filter((r) => r.pattern !== r.pattern.toLowerCase())).toEqual([]);
    const patterns = BUILT_IN_RULES.map((r) => r.pattern);
    expect(patterns.filter((p, i) => patterns.indexOf(p) !== i)).toEqual([]);
    expect(BUILT_IN_RULES.filter((r) => !DOMAIN_CATEGORIES.includes(r.category) || ["own", "competitor"].includes(r.category))).toEqual([]);
    expect(Object.isFrozen(BUILT_IN_RULES)).toBe(true);
  });

  it("each decide their own host, and none repeats what a shorter rule or a heuristic already says", () => {
    const classifyAll = domainClassifier({ ownDomain: null, competitors: [] });
    const wildcardSample = (pattern: string) => pattern.replace(/\*$/, "com");
    expect(BUILT_IN_RULES.filter((r) => classifyAll(wildcardSample(r.pattern)).rule !== r.pattern).map((r) => r.pattern)).toEqual([]);
    // A probe with a label inserted after the first keeps what the heuristics read (first label, suffix) and what a
    // shorter rule would cover, but escapes the rule itself: if it lands in the same category, the rule adds nothing.
    const redundant = BUILT_IN_RULES.filter((r) => {
      const [first, ...rest] = wildcardSample(r.pattern).split(".");
      return classifyAll([first, "zzprobe", ...rest].join(".")).category === r.category;
    });
    expect(redundant.map((r) => r.pattern)).toEqual([]);
  });

  it("cover the markets' main sites", () => {
    const expected: Record<string, string> = {
      "fr.wikipedia.org": "reference", "larousse.fr": "reference", "dle.rae.es": "reference", "duden.de": "reference", "investopedia.com": "reference",
      "trustpilot.com": "forum", "fr.trustpilot.com": "forum", "tripadvisor.co.uk": "forum", "yelp.es": "forum", "g2.com": "forum", "capterra.fr": "forum", "gutefrage.net": "forum",
      "facebook.com": "social", "x.com": "social", "youtu.be": "social", "pinterest.fr": "social", "bsky.app": "social",
      "medium.com": "editorial", "lemonde.fr": "editorial", "bbc.co.uk": "editorial", "elpais.com": "editorial", "spiegel.de": "editorial", "nytimes.com": "editorial",
      "ebay.de": "marketplace", "zalando.es": "marketplace", "idealo.fr": "marketplace", "booking.com": "marketplace", "apps.apple.com": "marketplace", "leboncoin.fr": "marketplace",
    };
    expect(Object.fromEntries(Object.keys(expected).map((host) => [host, category(host)]))).toEqual(expected);
  });
});

describe("docs/source-domains.md", () => {
  const section = (heading: string) => {
    const start = doc.indexOf(`\n## ${heading}\n`);
    expect(start, `the page has a "## ${heading}" section`).toBeGreaterThan(0);
    const end = doc.indexOf("\n## ", start + 1);
    return doc.slice(start, end < 0 ? undefined : end);
  };

  it("lists the built-in rules exactly as the code has them, in the same order", () => {
    const rows = [...section("Built-in rules").matchAll(/^\|\s*`([^`]+)`\s*\|\s*([a-z]+)\s*\|\s*$/gm)].map(([, pattern, category]) => `${pattern} ${category}`);
    const table = ["| Pattern | Category |", "|---|---|", ...BUILT_IN_RULES.map((r) => `| \`${r.pattern}\` | ${r.category} |`)].join("\n");
    expect(rows, `docs/source-domains.md is out of date; its "## Built-in rules" table should read:\n${table}\n`).toEqual(BUILT_IN_RULES.map((r) => `${r.pattern} ${r.category}`));
  });

  it("explains every category", () => {
    const rows = [...section("Categories").matchAll(/^\|\s*`([a-z]+)`\s*\|/gm)].map(([, name]) => name);
    expect(rows).toEqual([...DOMAIN_CATEGORIES]);
  });
});
