// Site inspection: the GEO checklist on hand-written snapshots and on the local fixture sites, and hallucinated-URL checks.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { AI_CRAWLERS, CHECKLIST_KEYS, evaluateChecklist, type ChecklistItem, type CheckStatus, type SiteSnapshot } from "@/domain/site/checklist";
import { fetchSiteSnapshot, parseSitemap } from "@/domain/site/site-checks";
import { checkUrls, suggestRedirect } from "@/domain/site/url-checks";

type SiteName = "good" | "blocked" | "redirecting" | "mixed" | "down";
let sites: Record<SiteName, string>;

beforeAll(async () => {
  const response = await fetch(`${env.SITE_FIXTURE_URL}/__fixture/sites`);
  sites = await response.json<Record<SiteName, string>>();
});

const statuses = (items: ChecklistItem[]) => Object.fromEntries(items.map((i) => [i.key, i.status]));
const byKey = (items: ChecklistItem[], key: string) => {
  const found = items.find((i) => i.key === key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
};

const KEYS = [
  "robots_txt_allows_ai_crawlers",
  "llms_txt_present",
  "sitemap_present",
  "https",
  "organization_schema",
  "faq_schema",
  "product_schema",
  "title_and_meta_description",
  "canonical_tag",
  "language_tag",
  "content_signals",
];

const allUnknown = Object.fromEntries(KEYS.map((k) => [k, "unknown"]));

// ---------------------------------------------------------------------------------------------
// Pure checklist on hand-written snapshots

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

function html(opts: { head?: string; body?: string; lang?: string | null } = {}): string {
  const lang = opts.lang === undefined ? ' lang="en"' : opts.lang === null ? "" : ` lang="${opts.lang}"`;
  const head =
    opts.head ??
    `<title>Acme – AI visibility</title><meta name="description" content="Acme measures brand visibility in AI answers."><link rel="canonical" href="https://acme.test/">
     <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Acme"}</script>`;
  return `<!doctype html><html${lang}><head>${head}</head><body>${opts.body ?? `<h1>Acme</h1><p>${words(300)}</p>`}</body></html>`;
}

function snapshot(overrides: Partial<SiteSnapshot> = {}): SiteSnapshot {
  return {
    website: "https://acme.test/",
    finalUrl: "https://acme.test/",
    https: true,
    homeStatus: 200,
    homeHtml: html(),
    robotsTxt: { status: 200, body: "User-agent: *\nAllow: /\n" },
    llmsTxt: { status: 200, body: "# Acme\n\n> AI visibility.\n" },
    sitemap: { url: "https://acme.test/sitemap.xml", status: 200, urls: ["https://acme.test/", "https://acme.test/blog/a"] },
    ...overrides,
  };
}

const evaluate = (overrides: Partial<SiteSnapshot> = {}) => evaluateChecklist(snapshot(overrides));
const statusOf = (key: string, overrides: Partial<SiteSnapshot> = {}): CheckStatus => byKey(evaluate(overrides), key).status;

describe("evaluateChecklist (pure)", () => {
  it("returns every key once, in a stable order, with four languages and recommendations only when not passing", () => {
    const items = evaluate({ robotsTxt: { status: 404, body: null } });
    expect(items.map((i) => i.key)).toEqual(KEYS);
    expect(CHECKLIST_KEYS).toEqual(KEYS);
    for (const i of items) {
      for (const text of [i.title, i.description]) expect(Object.keys(text).sort()).toEqual(["de", "en", "es", "fr"]);
      for (const text of [...Object.values(i.title), ...Object.values(i.description)]) expect(text.length).toBeGreaterThan(5);
      if (i.status === "pass") expect(i.recommendation).toBeNull();
      else expect(Object.values(i.recommendation ?? {}).every((t) => t.length > 20)).toBe(true);
    }
    expect(byKey(items, "robots_txt_allows_ai_crawlers").recommendation?.en).toMatch(/Publish a robots\.txt/);
  });

  it("documents the AI crawlers it checks", () => {
    for (const agent of ["GPTBot", "OAI-SearchBot", "ChatGPT-User", "ClaudeBot", "Claude-Web", "anthropic-ai", "PerplexityBot", "Perplexity-User", "Google-Extended", "CCBot", "Applebot-Extended", "Bytespider", "Meta-ExternalAgent", "cohere-ai", "Amazonbot"]) {
      expect(AI_CRAWLERS).toContain(agent);
    }
  });

  describe("robots.txt", () => {
    it("fails when a major assistant crawler is blocked, naming the agents and the lines", () => {
      const item = byKey(evaluate({ robotsTxt: { status: 200, body: "User-agent: *\nAllow: /\n\nUser-agent: PerplexityBot\nUser-agent: Google-Extended\nDisallow: /\n" } }), "robots_txt_allows_ai_crawlers");
      expect(item.status).toBe("fail");
      expect(item.evidence?.en).toBe('Disallowed on /: PerplexityBot, Google-Extended (line 6: "Disallow: /")');
      // The same facts in each language: the quoted rule and the crawler names are not translated.
      expect(item.evidence?.fr).toBe("Interdit sur / : PerplexityBot, Google-Extended (ligne 6 : « Disallow: / »)");
      expect(item.evidence?.es).toBe("Prohibido en /: PerplexityBot, Google-Extended (línea 6: «Disallow: /»)");
      expect(item.evidence?.de).toBe("Gesperrt auf /: PerplexityBot, Google-Extended (Zeile 6: „Disallow: /“)");
    });

    it("fails for a wildcard Disallow: / that every AI crawler falls under", () => {
      const item = byKey(evaluate({ robotsTxt: { status: 200, body: "User-agent: *\nDisallow: /" } }), "robots_txt_allows_ai_crawlers");
      expect(item.status).toBe("fail");
      for (const agent of AI_CRAWLERS) expect(item.evidence?.en).toContain(agent);
    });

    it("warns when only minor crawlers (CCBot) are blocked", () => {
      const item = byKey(evaluate({ robotsTxt: { status: 200, body: "User-agent: CCBot\nDisallow: /\n" } }), "robots_txt_allows_ai_crawlers");
      expect(item.status).toBe("warning");
      expect(item.evidence?.en).toContain("CCBot");
      expect(item.evidence?.en).not.toContain("GPTBot");
    });

    it("passes when only unrelated paths are disallowed, and a specific group overrides the wildcard", () => {
      expect(statusOf("robots_txt_allows_ai_crawlers", { robotsTxt: { status: 200, body: "User-agent: GPTBot\nDisallow: /private/\n" } })).toBe("pass");
      const everyAgentAllowed = `User-agent: *\nDisallow: /\n\n${AI_CRAWLERS.map((a) => `User-agent: ${a}`).join("\n")}\nAllow: /\n`;
      expect(statusOf("robots_txt_allows_ai_crawlers", { robotsTxt: { status: 200, body: everyAgentAllowed } })).toBe("pass");
    });

    it("warns when the home page is open but a major crawler is blocked on pages of the sitemap", () => {
      const item = byKey(evaluate({ robotsTxt: { status: 200, body: "User-agent: GPTBot\nDisallow: /blog/\n" } }), "robots_txt_allows_ai_crawlers");
      expect(item.status).toBe("warning");
      expect(item.evidence?.en).toContain("GPTBot on 1 of 2 sitemap pages (e.g. /blog/a)");
    });

    it("checks the home page's path after redirects (a site served under /fr/)", () => {
      const robotsTxt = { status: 200, body: "User-agent: ClaudeBot\nDisallow: /fr/\n" };
      expect(statusOf("robots_txt_allows_ai_crawlers", { robotsTxt, finalUrl: "https://acme.test/fr/" })).toBe("fail");
      expect(statusOf("robots_txt_allows_ai_crawlers", { robotsTxt, finalUrl: "https://acme.test/en/", sitemap: { url: null, status: 404, urls: [] } })).toBe("pass");
    });

    it("404 is a warning (crawlers may fetch everything); 401/403/429/5xx/network errors are unknown; an HTML page is a warning", () => {
      expect(statusOf("robots_txt_allows_ai_crawlers", { robotsTxt: { status: 404, body: "not found" } })).toBe("warning");
      expect(statusOf("robots_txt_allows_ai_crawlers", { robotsTxt: { status: 410, body: null } })).toBe("warning");
      for (const status of [401, 403, 429, 500, 503, null]) {
        expect(statusOf("robots_txt_allows_ai_crawlers", { robotsTxt: { status, body: null } })).toBe("unknown");
      }
      expect(statusOf("robots_txt_allows_ai_crawlers", { robotsTxt: { status: 200, body: "<!DOCTYPE html><html><body>Home</body></html>" } })).toBe("warning");
    });
  });

  describe("llms.txt and sitemap", () => {
    it("llms.txt: Markdown with a title passes; missing, HTML, empty or untitled is a warning; 5xx is unknown", () => {
      expect(statusOf("llms_txt_present")).toBe("pass");
      expect(statusOf("llms_txt_present", { llmsTxt: { status: 404, body: "Not found" } })).toBe("warning");
      expect(statusOf("llms_txt_present", { llmsTxt: { status: 200, body: "<html><body>app</body></html>" } })).toBe("warning");
      expect(statusOf("llms_txt_present", { llmsTxt: { status: 200, body: "  \n" } })).toBe("warning");
      expect(statusOf("llms_txt_present", { llmsTxt: { status: 200, body: "Acme does things" } })).toBe("warning");
      expect(statusOf("llms_txt_present", { llmsTxt: { status: 502, body: null } })).toBe("unknown");
    });

    it("sitemap: URLs pass, none is a warning, 404 fails, 5xx/null is unknown", () => {
      expect(statusOf("sitemap_present")).toBe("pass");
      expect(statusOf("sitemap_present", { sitemap: { url: "https://acme.test/sitemap.xml", status: 200, urls: [] } })).toBe("warning");
      expect(statusOf("sitemap_present", { sitemap: { url: "https://acme.test/sitemap.xml", status: 404, urls: [] } })).toBe("fail");
      expect(statusOf("sitemap_present", { sitemap: { url: "https://acme.test/sitemap.xml", status: 500, urls: [] } })).toBe("unknown");
      expect(statusOf("sitemap_present", { sitemap: { url: null, status: null, urls: [] } })).toBe("unknown");
    });
  });

  describe("home page", () => {
    it("a site that could not be reached or answered 5xx has every home-page item unknown, never fail", () => {
      for (const homeStatus of [null, 500, 503]) {
        const items = evaluate({ homeStatus, homeHtml: homeStatus === null ? null : "<html><body>Oops</body></html>", https: false, finalUrl: null });
        const home = items.filter((i) => !["robots_txt_allows_ai_crawlers", "llms_txt_present", "sitemap_present"].includes(i.key));
        expect(home.map((i) => i.status)).toEqual(Array(8).fill("unknown"));
        expect(home.every((i) => i.recommendation?.en.startsWith("This check could not run"))).toBe(true);
      }
    });

    it("a 403 home page (bot protection) leaves content unknown but still tells HTTPS from the final URL", () => {
      const items = evaluate({ homeStatus: 403, homeHtml: "<html><body>Access denied</body></html>" });
      expect(byKey(items, "https").status).toBe("pass");
      expect(byKey(items, "content_signals")).toMatchObject({ status: "unknown", evidence: { en: "The home page answered HTTP 403" } });
    });

    it("https fails on a plain-HTTP final URL", () => {
      expect(statusOf("https", { https: false, finalUrl: "http://acme.test/" })).toBe("fail");
    });

    it("finds Organization subtypes inside @graph, full IRIs and microdata", () => {
      const graph = `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite"},{"@type":["Corporation"],"name":"Acme"}]}</script>`;
      expect(statusOf("organization_schema", { homeHtml: html({ head: graph }) })).toBe("pass");
      const iri = `<SCRIPT type='application/ld+json; charset=utf-8'>[{"@type":"http://schema.org/LocalBusiness"},{"@type":"https://schema.org/FAQPage"}]</SCRIPT>`;
      const items = evaluate({ homeHtml: html({ head: iri }) });
      expect(byKey(items, "organization_schema").status).toBe("pass");
      expect(byKey(items, "faq_schema").status).toBe("pass");
      expect(statusOf("organization_schema", { homeHtml: html({ head: "<title>x</title>", body: `<div itemscope itemtype="https://schema.org/Organization"><h1>Acme</h1> ${words(300)}</div>` }) })).toBe("pass");
      // A custom subtype name still reads as an organization.
      expect(statusOf("organization_schema", { homeHtml: html({ head: `<script type="application/ld+json">{"@type":"TravelAgencyBusiness"}</script>` }) })).toBe("pass");
    });

    it("reads JSON-LD with raw line breaks in strings, CDATA wrappers, and nested Offers", () => {
      const head = `<script type="application/ld+json">//<![CDATA[
        {"@type": "Organization", "description": "line one
        line two", "makesOffer": {"@type": "Offer", "name": "Pro"}}
      //]]></script>`;
      const items = evaluate({ homeHtml: html({ head }) });
      expect(byKey(items, "organization_schema").status).toBe("pass");
      expect(byKey(items, "product_schema")).toMatchObject({ status: "pass", evidence: { en: "JSON-LD Offer on the home page" } });
    });

    it("missing Organization fails; missing FAQ or Product is a warning (only the home page is read); invalid blocks are reported", () => {
      const head = `<title>Acme</title><script type="application/ld+json">{"@type": "WebSite",}</script><script type="application/ld+json">{"@type":"WebSite"}</script>`;
      const items = evaluate({ homeHtml: html({ head }) });
      expect(byKey(items, "organization_schema")).toMatchObject({
        status: "fail",
        evidence: { en: "No Organization schema on the home page (2 JSON-LD blocks with types WebSite; 1 JSON-LD block is not valid JSON)" },
      });
      expect(byKey(items, "faq_schema").status).toBe("warning");
      expect(byKey(items, "product_schema").status).toBe("warning");
    });

    it("title and meta description: lengths, missing parts, attributes in any order and quoting, entities", () => {
      const head = (title: string, description: string | null) =>
        `<title>${title}</title>${description === null ? "" : `<META content='${description}' NAME=Description>`}`;
      expect(statusOf("title_and_meta_description", { homeHtml: html({ head: head("Caf&eacute; Acme", "Good coffee.") }) })).toBe("pass");
      expect(byKey(evaluate({ homeHtml: html({ head: head("Caf&eacute; Acme", "Good coffee.") }) }), "title_and_meta_description").evidence?.en).toContain('Title (9 characters): "Café Acme"');
      expect(statusOf("title_and_meta_description", { homeHtml: html({ head: head("x".repeat(60), "d".repeat(160)) }) })).toBe("pass");
      expect(statusOf("title_and_meta_description", { homeHtml: html({ head: head("x".repeat(61), "ok") }) })).toBe("warning");
      expect(statusOf("title_and_meta_description", { homeHtml: html({ head: head("ok", "d".repeat(161)) }) })).toBe("warning");
      expect(statusOf("title_and_meta_description", { homeHtml: html({ head: head("ok", null) }) })).toBe("warning");
      expect(statusOf("title_and_meta_description", { homeHtml: html({ head: '<meta name="description" content="">' }) })).toBe("fail");
      // The <title> of an inline SVG is not the page title.
      expect(statusOf("title_and_meta_description", { homeHtml: html({ head: "", body: `<svg><title>icon</title></svg><h1>A</h1>${words(300)}` }) })).toBe("fail");
    });

    it("canonical: present passes, missing fails, another site is a warning", () => {
      expect(statusOf("canonical_tag")).toBe("pass");
      expect(statusOf("canonical_tag", { homeHtml: html({ head: "<link rel='stylesheet' href='/a.css'>" }) })).toBe("fail");
      expect(statusOf("canonical_tag", { homeHtml: html({ head: '<link href="https://other.example/" rel="canonical">' }) })).toBe("warning");
      expect(statusOf("canonical_tag", { homeHtml: html({ head: '<link href="https://www.acme.test/" rel=canonical>' }) })).toBe("pass");
      expect(statusOf("canonical_tag", { homeHtml: html({ head: '<link rel="canonical" href="/">' }) })).toBe("pass");
    });

    it("language: a code passes, an invalid value is a warning, none fails", () => {
      expect(statusOf("language_tag", { homeHtml: html({ lang: "fr-FR" }) })).toBe("pass");
      expect(statusOf("language_tag", { homeHtml: html({ lang: "english" }) })).toBe("warning");
      expect(statusOf("language_tag", { homeHtml: html({ lang: null }) })).toBe("fail");
    });

    it("content: > 250 words and an h1 pass, < 80 words fail, otherwise a warning; scripts and styles do not count", () => {
      expect(statusOf("content_signals")).toBe("pass");
      expect(statusOf("content_signals", { homeHtml: html({ body: `<h1>Acme</h1><p>${words(150)}</p>` }) })).toBe("warning");
      expect(statusOf("content_signals", { homeHtml: html({ body: `<p>${words(300)}</p>` }) })).toBe("warning");
      expect(statusOf("content_signals", { homeHtml: html({ body: `<h1>Acme</h1><p>${words(50)}</p><script>${words(500)}</script><style>${words(500)}</style><!-- ${words(500)} -->` }) })).toBe("fail");
      const item = byKey(evaluate({ homeHtml: html({ body: `<h1 class="x"><img src="l.png" alt="Acme logo"></h1><p data-x="a > b">${words(260)}</p>` }) }), "content_signals");
      expect(item).toMatchObject({ status: "pass", evidence: { en: '260 words of visible text in the HTML; h1: "Acme logo"' } });
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Snapshots of the fixture sites

describe("fetchSiteSnapshot + evaluateChecklist on the fixture sites", () => {
  it("the good site passes everything but HTTPS (the fixture is plain HTTP)", async () => {
    const snap = await fetchSiteSnapshot(`${sites.good}/`);
    expect(snap).toMatchObject({ website: `${sites.good}/`, finalUrl: `${sites.good}/`, https: false, homeStatus: 200 });
    expect(snap.robotsTxt.status).toBe(200);
    expect(snap.llmsTxt.status).toBe(200);
    expect(snap.sitemap).toEqual({
      url: `${sites.good}/sitemap.xml`,
      status: 200,
      urls: ["/", "/offers", "/blog", "/blog/ai-visibility-guide", "/contact"].map((p) => `${sites.good}${p}`),
    });
    const items = evaluateChecklist(snap);
    expect(statuses(items)).toEqual({
      robots_txt_allows_ai_crawlers: "pass",
      llms_txt_present: "pass",
      sitemap_present: "pass",
      https: "fail",
      organization_schema: "pass",
      faq_schema: "pass",
      product_schema: "pass",
      title_and_meta_description: "pass",
      canonical_tag: "pass",
      language_tag: "pass",
      content_signals: "pass",
    });
    expect(byKey(items, "https").evidence?.en).toBe(`Home page served over plain HTTP: ${sites.good}/`);
    expect(byKey(items, "product_schema").evidence?.en).toBe("JSON-LD Product, Offer on the home page");
    expect(byKey(items, "content_signals").evidence?.en).toMatch(/^\d{3} words .*h1: "Be the brand AI assistants recommend"$/);
    expect(byKey(items, "robots_txt_allows_ai_crawlers").evidence?.en).toBe(`All ${AI_CRAWLERS.length} AI crawlers checked may fetch / and 5 sitemap pages`);
  });

  it("the blocked site fails robots.txt (naming GPTBot and ClaudeBot), schema, content and sitemap", async () => {
    const items = evaluateChecklist(await fetchSiteSnapshot(sites.blocked));
    expect(statuses(items)).toEqual({
      robots_txt_allows_ai_crawlers: "fail",
      llms_txt_present: "warning",
      sitemap_present: "fail",
      https: "fail",
      organization_schema: "fail",
      faq_schema: "warning",
      product_schema: "warning",
      title_and_meta_description: "warning",
      canonical_tag: "fail",
      language_tag: "fail",
      content_signals: "fail",
    });
    expect(byKey(items, "robots_txt_allows_ai_crawlers").evidence?.en).toBe(
      'Disallowed on /: GPTBot (line 2: "Disallow: /"); ClaudeBot (line 5: "Disallow: /")',
    );
    expect(byKey(items, "sitemap_present").evidence?.en).toBe(`${sites.blocked}/sitemap.xml answered HTTP 404`);
    expect(byKey(items, "organization_schema").evidence?.en).toBe("No Organization schema on the home page (no JSON-LD or microdata on the home page)");
  });

  it("reads robots.txt at the origin's root even when the website is given with a path", async () => {
    const snap = await fetchSiteSnapshot(`${sites.blocked}/fr/`);
    expect(snap.homeStatus).toBe(404);
    expect(snap.robotsTxt.status).toBe(200);
    expect(byKey(evaluateChecklist(snap), "robots_txt_allows_ai_crawlers").status).toBe("fail");
  });

  it("follows the redirecting site to the good one", async () => {
    const followed = await fetchSiteSnapshot(sites.redirecting);
    expect(followed.website).toBe(`${sites.redirecting}/`);
    expect(followed.finalUrl).toBe(`${sites.good}/`);
    expect(followed.sitemap.url).toBe(`${sites.good}/sitemap.xml`);
    const good = evaluateChecklist(await fetchSiteSnapshot(sites.good));
    expect(statuses(evaluateChecklist(followed))).toEqual(statuses(good));
  });

  it("the mixed site: warnings, a sitemap index, @graph, an HTML llms.txt", async () => {
    const snap = await fetchSiteSnapshot(sites.mixed);
    expect(snap.sitemap).toEqual({
      url: `${sites.mixed}/sitemap_index.xml`,
      status: 200,
      urls: [`${sites.mixed}/`, `${sites.mixed}/cakes?sort=new&page=1`, `${sites.mixed}/catering?lang=en&region=south`],
    });
    const items = evaluateChecklist(snap);
    expect(statuses(items)).toEqual({
      robots_txt_allows_ai_crawlers: "warning",
      llms_txt_present: "warning",
      sitemap_present: "pass",
      https: "fail",
      organization_schema: "pass",
      faq_schema: "warning",
      product_schema: "pass",
      title_and_meta_description: "warning",
      canonical_tag: "warning",
      language_tag: "pass",
      content_signals: "warning",
    });
    expect(byKey(items, "robots_txt_allows_ai_crawlers").evidence?.en).toBe('Disallowed on /: CCBot (line 2: "Disallow: /"); Bytespider (line 5: "Disallow: /")');
    expect(byKey(items, "llms_txt_present").evidence?.en).toBe("llms.txt answered HTTP 200 with an HTML page, not a Markdown file");
    expect(byKey(items, "organization_schema").evidence?.en).toBe("JSON-LD LocalBusiness, Bakery on the home page");
    expect(byKey(items, "title_and_meta_description").evidence?.en).toMatch(/^Title \(90 characters\): "Harbor and Pine – Family bakery.*\(title longer than 60 characters\)$/);
    expect(byKey(items, "faq_schema").evidence?.en).toContain("1 JSON-LD block is not valid JSON");
  });

  it("a site answering 503 everywhere is unknown everywhere, never fail", async () => {
    const snap = await fetchSiteSnapshot(sites.down);
    expect(snap.homeStatus).toBe(503);
    expect(statuses(evaluateChecklist(snap))).toEqual(allUnknown);
  });

  it("a closed port is unknown everywhere and records null statuses", async () => {
    const snap = await fetchSiteSnapshot("http://127.0.0.1:9/", { timeoutMs: 2_000 });
    expect(snap).toEqual({
      website: "http://127.0.0.1:9/",
      finalUrl: null,
      https: false,
      homeStatus: null,
      homeHtml: null,
      robotsTxt: { status: null, body: null },
      llmsTxt: { status: null, body: null },
      sitemap: { url: null, status: null, urls: [] },
    });
    const items = evaluateChecklist(snap);
    expect(statuses(items)).toEqual(allUnknown);
    expect(byKey(items, "robots_txt_allows_ai_crawlers").evidence?.en).toBe("robots.txt could not be fetched (network error or timeout)");
  });

  it("an unparseable website gives an all-unknown snapshot instead of throwing", async () => {
    const snap = await fetchSiteSnapshot("ftp://acme.test");
    expect(snap.homeStatus).toBeNull();
    expect(statuses(evaluateChecklist(snap))).toEqual(allUnknown);
  });

  it("a home page slower than timeoutMs is unknown while the root files still count", async () => {
    const snap = await fetchSiteSnapshot(`${sites.good}/slow`, { timeoutMs: 500 });
    expect(snap).toMatchObject({ homeStatus: null, finalUrl: null, robotsTxt: { status: 200 }, sitemap: { status: 200 } });
    const items = statuses(evaluateChecklist(snap));
    expect(items).toMatchObject({ robots_txt_allows_ai_crawlers: "pass", sitemap_present: "pass", content_signals: "unknown", https: "unknown" });
  });

  it("reads a gzipped sitemap declared in robots.txt", async () => {
    const gzipped = await new Response(new Blob(["https://acme.test/a\nhttps://acme.test/b\n"]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
    const fake: typeof fetch = async (input) => {
      const url = String(input);
      if (url === "https://acme.test/robots.txt") return new Response("User-agent: *\nAllow: /\nSitemap: /sitemaps/pages.txt.gz\n");
      if (url === "https://acme.test/sitemaps/pages.txt.gz") return new Response(gzipped, { headers: { "content-type": "application/gzip" } });
      return new Response("not found", { status: 404 });
    };
    const snap = await fetchSiteSnapshot("acme.test", { fetch: fake });
    expect(snap.website).toBe("https://acme.test/");
    expect(snap.sitemap).toEqual({ url: "https://acme.test/sitemaps/pages.txt.gz", status: 200, urls: ["https://acme.test/a", "https://acme.test/b"] });
  });

  it("truncates bodies at maxBytes", async () => {
    const snap = await fetchSiteSnapshot(sites.good, { maxBytes: 200 });
    expect(snap.homeHtml?.length).toBeLessThanOrEqual(200);
    expect(byKey(evaluateChecklist(snap), "content_signals").status).toBe("fail");
  });
});

describe("parseSitemap", () => {
  it("reads a text sitemap and skips invalid locs", () => {
    expect(parseSitemap("https://a.test/x\nnot a url\nhttps://a.test/y\n")).toEqual({ isIndex: false, locs: ["https://a.test/x", "https://a.test/y"] });
    expect(parseSitemap("<urlset><url><loc> javascript:alert(1) </loc></url><url><LOC>https://a.test/&amp;b</LOC></url></urlset>").locs).toEqual(["https://a.test/&b"]);
  });

  it("caps at 500 URLs", () => {
    const xml = `<urlset>${Array.from({ length: 700 }, (_, i) => `<url><loc>https://a.test/${i}</loc></url>`).join("")}</urlset>`;
    expect(parseSitemap(xml).locs).toHaveLength(500);
  });
});

// ---------------------------------------------------------------------------------------------
// Hallucinated URLs

function recordingFetch() {
  const calls: { method: string; url: string }[] = [];
  const recorder: typeof fetch = (input, init) => {
    calls.push({ method: init?.method ?? "GET", url: String(input) });
    return fetch(input, init);
  };
  return { calls, fetch: recorder };
}

describe("checkUrls on the fixture site", () => {
  it("classifies statuses, follows redirects, deduplicates and suggests redirects from known pages", async () => {
    const g = sites.good;
    const known = (await fetchSiteSnapshot(g)).sitemap.urls;
    const { calls, fetch: recorder } = recordingFetch();
    const results = await checkUrls(
      [
        `${g}/offers`,
        `${g}/offers#pricing`,
        `${g}/offers/spring-sale-2024`,
        `${g}/blog/ai-visibility-guide-2023`,
        `${g}/offers/black-friday-2023`,
        `${g}/broken/page`,
        `${g}/private/report`,
        `${g}/busy`,
        `${g}/head-not-allowed`,
        `${g}/moved`,
        `${g}/offers`,
        "not a url",
      ],
      { knownPages: known, fetch: recorder },
    );
    const found = (url: string) => results.find((r) => r.url === url);
    expect(results).toHaveLength(10);
    expect(found(`${g}/offers`)).toEqual({ url: `${g}/offers`, state: "valid", httpStatus: 200, finalUrl: `${g}/offers`, suggestedRedirect: null });
    expect(found(`${g}/offers#pricing`)).toBeUndefined();
    expect(found(`${g}/offers/spring-sale-2024`)).toMatchObject({ state: "hallucinated", httpStatus: 404, suggestedRedirect: `${g}/offers` });
    expect(found(`${g}/blog/ai-visibility-guide-2023`)).toMatchObject({ state: "hallucinated", httpStatus: 404, suggestedRedirect: `${g}/blog/ai-visibility-guide` });
    expect(found(`${g}/offers/black-friday-2023`)).toMatchObject({ state: "hallucinated", httpStatus: 410, suggestedRedirect: `${g}/offers` });
    expect(found(`${g}/broken/page`)).toMatchObject({ state: "unverified", httpStatus: 500, suggestedRedirect: null });
    expect(found(`${g}/private/report`)).toMatchObject({ state: "unverified", httpStatus: 403, suggestedRedirect: null });
    expect(found(`${g}/busy`)).toMatchObject({ state: "unverified", httpStatus: 429 });
    expect(found(`${g}/head-not-allowed`)).toMatchObject({ state: "valid", httpStatus: 200 });
    expect(found(`${g}/moved`)).toMatchObject({ state: "valid", httpStatus: 200, finalUrl: `${g}/offers` });
    expect(found("not a url")).toEqual({ url: "not a url", state: "unverified", httpStatus: null, finalUrl: null, suggestedRedirect: null });

    // HEAD first; a GET only where HEAD was not enough; the duplicate /offers was requested once.
    const methods = (path: string) => calls.filter((c) => c.url === `${g}${path}`).map((c) => c.method);
    expect(methods("/offers")).toEqual(["HEAD"]);
    expect(methods("/head-not-allowed")).toEqual(["HEAD", "GET"]);
    expect(methods("/offers/spring-sale-2024")).toEqual(["HEAD", "GET"]);
  });

  it("a slow page past timeoutMs is unverified, without waiting for it", async () => {
    const started = Date.now();
    const [result] = await checkUrls([`${sites.good}/slow`], { timeoutMs: 500 });
    expect(result).toEqual({ url: `${sites.good}/slow`, state: "unverified", httpStatus: null, finalUrl: null, suggestedRedirect: null });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it("a site answering 503 or not answering at all is never called hallucinated", async () => {
    const [down] = await checkUrls([`${sites.down}/pricing`]);
    expect(down).toMatchObject({ state: "unverified", httpStatus: 503 });
    // A network error on HEAD is retried with GET before giving up.
    const methods: string[] = [];
    const failing: typeof fetch = (_input, init) => {
      methods.push(init?.method ?? "GET");
      return Promise.reject(new TypeError("Network connection lost."));
    };
    const [lost] = await checkUrls(["https://acme.test/pricing"], { fetch: failing, knownPages: ["https://acme.test/"] });
    expect(lost).toEqual({ url: "https://acme.test/pricing", state: "unverified", httpStatus: null, finalUrl: null, suggestedRedirect: null });
    expect(methods).toEqual(["HEAD", "GET"]);
  });

  it("checks at most maxUrls distinct URLs; the rest come back unverified without a request", async () => {
    const { calls, fetch: recorder } = recordingFetch();
    const urls = ["/offers", "/contact", "/blog", "/nope-1", "/nope-2"].map((p) => `${sites.good}${p}`);
    const results = await checkUrls([urls[0]!, ...urls], { maxUrls: 2, concurrency: 2, fetch: recorder });
    expect(results.map((r) => r.state)).toEqual(["valid", "valid", "unverified", "unverified", "unverified"]);
    expect(results.slice(2).every((r) => r.httpStatus === null)).toBe(true);
    expect(new Set(calls.map((c) => c.url))).toEqual(new Set(urls.slice(0, 2)));
  });
});

describe("suggestRedirect", () => {
  const known = ["https://acme.com/", "https://acme.com/offers", "https://acme.com/blog", "https://acme.com/blog/ai-visibility-guide", "https://acme.com/contact"];

  it.each([
    ["https://acme.com/offers/spring-sale-2024", "https://acme.com/offers"],
    ["https://acme.com/blog/ai-visibility-guide-2023", "https://acme.com/blog/ai-visibility-guide"],
    ["https://acme.com/Blog/AI-Visibility-Guide.html", "https://acme.com/blog/ai-visibility-guide"],
    ["https://acme.com/blog/2023/some-post", "https://acme.com/blog"],
    ["https://acme.com/pricing", "https://acme.com/"],
    ["https://www.acme.com/offers/x?utm=1", "https://acme.com/offers"],
    ["https://acme.com/contact-us", "https://acme.com/contact"],
  ])("%s → %s", (url, expected) => {
    expect(suggestRedirect(url, known)).toBe(expected);
  });

  it("prefers the same host when both spellings are known", () => {
    expect(suggestRedirect("https://www.acme.com/offers/x", ["https://acme.com/offers", "https://www.acme.com/offers"])).toBe("https://www.acme.com/offers");
  });

  it("never suggests the URL itself, nor a page of another site", () => {
    expect(suggestRedirect("https://acme.com/offers/", ["https://acme.com/offers"])).toBe("https://acme.com/");
    expect(suggestRedirect("https://acme.com/", known)).toBeNull();
    expect(suggestRedirect("https://acme.com/offers/x", ["https://other.com/offers", "https://notacme.com/"])).toBeNull();
    expect(suggestRedirect("https://acme.com/offers/x", [])).toBeNull();
    expect(suggestRedirect("not a url", known)).toBeNull();
  });

  it("skips unrelated siblings and falls back to the home page", () => {
    expect(suggestRedirect("https://acme.com/blog/quantum-cooking", ["https://acme.com/blog/ai-visibility-guide"])).toBe("https://acme.com/");
  });
});
