// Where the Worker may fetch on a caller's behalf: webhook deliveries (public addresses only in production, https only,
// http to loopback in development, hosts resolved through DNS over HTTPS before an attempt), and site checks, whose
// every redirect hop is held to the same addresses.
import { describe, expect, it } from "vitest";
import { guardedFetch, isPublicAddress, MAX_REDIRECTS, resolvedProblem, webhookUrlProblem } from "@/platform/outbound";

describe("isPublicAddress", () => {
  it.each([
    ["93.184.215.14", true],
    ["8.8.8.8", true],
    ["2606:4700:4700::1111", true],
    ["[2a00:1450:4007:80e::200e]", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["127.255.0.9", false],
    ["10.0.0.5", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["172.32.0.1", true],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["198.18.0.1", false],
    ["192.0.2.10", false],
    ["::1", false],
    ["[::1]", false],
    ["::", false],
    ["fd00::1", false],
    ["fe80::1%eth0", false],
    ["ff02::1", false],
    ["2001:db8::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["64:ff9b::10.0.0.1", false],
    ["192.0.0.8", false],
    ["198.51.100.7", false],
    ["203.0.113.5", false],
    ["198.19.255.255", false],
    ["198.20.0.1", true],
    ["100.63.255.255", true],
    ["100.128.0.1", true],
    ["172.15.255.255", true],
    ["223.255.255.255", true],
    ["240.0.0.1", false],
    ["2001:4860:4860::8888", true],
    ["2001:DB8::1", false],
    ["[fd00::1]", false],
    ["fec0::1", false],
    ["4000::1", false],
    ["100::1", false],
    ["::ffff:a00:1", false],
    ["64:ff9b::8.8.8.8", true],
    ["64:ff9b::a00:1", false],
    ["::10.0.0.1", false],
    ["2002:a00:1::1", false],
    ["2002:808:808::1", true],
    ["not-an-ip", false],
    ["", false],
    ["1.2.3", false],
    ["1.2.3.4.5", false],
    ["256.1.1.1", false],
    ["010.0.0.1", false],
    ["1:2:3:4:5:6:7:8:9", false],
    ["1::2::3", false],
  ])("%s → %s", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});

describe("webhookUrlProblem", () => {
  it("takes https to public hosts everywhere, and http only to loopback in development", () => {
    expect(webhookUrlProblem("https://hooks.example.com/ai?x=1", "production")).toBeUndefined();
    expect(webhookUrlProblem("https://93.184.215.14:8443/hook", "production")).toBeUndefined();
    expect(webhookUrlProblem("http://127.0.0.1:9000/hook", "local")).toBeUndefined();
    expect(webhookUrlProblem("http://localhost:9000/hook", "local")).toBeUndefined();
    expect(webhookUrlProblem("http://[::1]:9000/hook", "local")).toBeUndefined();
    expect(webhookUrlProblem("http://127.5.5.5/hook", "local")).toBeUndefined();
    expect(webhookUrlProblem("https://10.0.0.5/hook", "local")).toBeUndefined();
    expect(webhookUrlProblem("https://hooks.example.com:8443/ai", "production")).toBeUndefined();
    expect(webhookUrlProblem("https://hooks.example.com./ai", "production")).toBeUndefined();
    expect(webhookUrlProblem("https://[2606:4700:4700::1111]/ai", "production")).toBeUndefined();
  });

  it.each([
    ["not a url", "local", "must be an absolute https:// URL"],
    ["ftp://hooks.example.com/", "local", "must be an absolute https:// URL"],
    ["/webhooks/ai", "local", "must be an absolute https:// URL"],
    ["javascript:alert(1)", "production", "must be an absolute https:// URL"],
    ["http://10.0.0.5/", "local", "must use https:// (http:// is accepted only for localhost in development)"],
    ["http://hooks.example.com/", "local", "must use https:// (http:// is accepted only for localhost in development)"],
    ["http://127.0.0.1/", "production", "must use https:// (http:// is accepted only for localhost in development)"],
    ["https://u:p@hooks.example.com/", "production", "must not contain a user name or password"],
    ["https://hooks.example.com/#frag", "production", "must not have a fragment"],
    ["https://localhost/hook", "production", "must not point to a private, loopback or link-local address"],
    ["https://127.0.0.1/hook", "production", "must not point to a private, loopback or link-local address"],
    ["https://[::1]/hook", "production", "must not point to a private, loopback or link-local address"],
    ["https://[::ffff:10.0.0.1]/hook", "production", "must not point to a private, loopback or link-local address"],
    ["https://169.254.169.254/latest/meta-data", "production", "must not point to a private, loopback or link-local address"],
    ["https://metadata.google.internal/", "production", "must not point to a private, loopback or link-local address"],
    ["https://printer.local/", "production", "must not point to a private, loopback or link-local address"],
    ["https://intranet/", "production", "must not point to a private, loopback or link-local address"],
    ["https://2130706433/", "production", "must not point to a private, loopback or link-local address"],
    ["https://0x7f.1/", "production", "must not point to a private, loopback or link-local address"],
    ["https://[fe80::1]/", "production", "must not point to a private, loopback or link-local address"],
    ["https://[2001:db8::1]/", "production", "must not point to a private, loopback or link-local address"],
    ["https://localhost./hook", "production", "must not point to a private, loopback or link-local address"],
    ["https://printer.local./", "production", "must not point to a private, loopback or link-local address"],
    ["https://app.localhost/", "production", "must not point to a private, loopback or link-local address"],
    ["https://router.home.arpa/", "production", "must not point to a private, loopback or link-local address"],
  ] as const)("%s (%s): %s", (url, policy, problem) => {
    expect(webhookUrlProblem(url, policy)).toBe(problem);
  });
});

/**
 * A DNS-over-HTTPS JSON API answering from a table, shaped as cloudflare-dns.com answers: fully qualified names, a CNAME
 * before the addresses of an aliased name, Status 3 without Answer for an unknown name. `asked` records the queries.
 */
function resolver(records: Record<string, { A?: string[]; AAAA?: string[]; CNAME?: string }>, status = 200) {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    if (new Headers(init?.headers).get("accept") !== "application/dns-json") return new Response("send accept: application/dns-json", { status: 400 });
    if (status !== 200) return new Response("bad gateway", { status });
    const name = url.searchParams.get("name")!;
    const type = url.searchParams.get("type") as "A" | "AAAA";
    asked.push(`${url.origin}${url.pathname} ${name} ${type}`);
    const code = type === "A" ? 1 : 28;
    const record = records[name];
    if (!record) return Response.json({ Status: 3, Question: [{ name: `${name}.`, type: code }] });
    const alias = record.CNAME ? [{ name: `${name}.`, type: 5, TTL: 60, data: `${record.CNAME}.` }] : [];
    const target = record.CNAME ?? name;
    const answers = (record[type] ?? []).map((data) => ({ name: `${target}.`, type: code, TTL: 60, data }));
    return Response.json({ Status: 0, Question: [{ name: `${name}.`, type: code }], Answer: [...alias, ...answers] });
  };
  return { fetch, asked };
}

describe("resolvedProblem", () => {
  const resolverUrl = "https://dns.test/dns-query";
  const records = {
    "hooks.example.com": { A: ["93.184.215.14"], AAAA: ["2606:2800:21f:cb07:6820:80da:af6b:8b2c"] },
    "cdn.example.com": { CNAME: "edge.example.net", A: ["93.184.215.14"] },
    "rebind.example.com": { A: ["93.184.215.14", "127.0.0.1"] },
    "v6.example.com": { AAAA: ["fd00::1"] },
    "sneaky.example.com": { CNAME: "metadata.example.net", A: ["169.254.169.254"] },
    "alias-only.example.com": { CNAME: "gone.example.net" },
  };
  const check = (host: string, dns = resolver(records)) => resolvedProblem(host, { resolverUrl, fetch: dns.fetch });

  it("passes a host whose every address is public, asking for both A and AAAA with the JSON accept header", async () => {
    const dns = resolver(records);
    expect(await check("hooks.example.com", dns)).toBeUndefined();
    expect(dns.asked.sort()).toEqual([`${resolverUrl} hooks.example.com A`, `${resolverUrl} hooks.example.com AAAA`]);
    expect(await check("cdn.example.com")).toBeUndefined();
  });

  it("refuses a host with any private address, through an alias too", async () => {
    expect(await check("rebind.example.com")).toBe("resolves to a private address (127.0.0.1)");
    expect(await check("v6.example.com")).toBe("resolves to a private address (fd00::1)");
    expect(await check("sneaky.example.com")).toBe("resolves to a private address (169.254.169.254)");
  });

  it("refuses a host that does not resolve, or when the resolver fails or stays silent", async () => {
    expect(await check("nowhere.example.com")).toBe("does not resolve");
    expect(await check("alias-only.example.com")).toBe("does not resolve");
    expect(await check("hooks.example.com", resolver(records, 502))).toBe("could not be resolved (DNS over HTTPS answered 502)");
    const servfail: typeof fetch = async () => Response.json({ Status: 2, Question: [] });
    expect(await resolvedProblem("hooks.example.com", { resolverUrl, fetch: servfail })).toBe("could not be resolved (DNS status 2)");
    const html: typeof fetch = async () => new Response("<html>captive portal</html>");
    expect(await resolvedProblem("hooks.example.com", { resolverUrl, fetch: html })).toBe("could not be resolved (DNS status missing)");
    const silent: typeof fetch = (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    const started = Date.now();
    expect(await resolvedProblem("hooks.example.com", { resolverUrl, fetch: silent, timeoutMs: 50 })).toBe("could not be resolved (DNS over HTTPS did not answer)");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("checks an IP-literal host directly, without asking DNS", async () => {
    const dns = resolver({});
    expect(await check("10.1.2.3", dns)).toBe("points to a private address (10.1.2.3)");
    expect(await check("[::1]", dns)).toBe("points to a private address (::1)");
    expect(await check("::ffff:192.168.0.1", dns)).toBe("points to a private address (::ffff:192.168.0.1)");
    expect(await check("93.184.215.14", dns)).toBeUndefined();
    expect(await check("[2606:4700:4700::1111]", dns)).toBeUndefined();
    expect(dns.asked).toEqual([]);
  });
});

describe("guardedFetch", () => {
  const resolverUrl = "https://dns.test/dns-query";
  const dnsRecords = { "shop.example.com": { A: ["93.184.215.14"] }, "cdn.example.net": { A: ["93.184.215.15"] }, "inside.example.com": { A: ["10.0.0.7"] } };
  /** A DNS-over-HTTPS resolver and a web of pages: each path answers a status and, for a redirect, its Location. */
  function web(pages: Record<string, [number, string?]>) {
    const dns = resolver(dnsRecords);
    const fetched: string[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.startsWith(resolverUrl)) return dns.fetch(input, init);
      fetched.push(`${init?.method ?? "GET"} ${url}`);
      expect(init?.redirect).toBe("manual");
      const [status, location] = pages[url] ?? [404];
      return new Response(status >= 300 && status < 400 ? null : `page ${url}`, { status, headers: location ? { location } : {} });
    };
    return { fetch, fetched, asked: dns.asked };
  }

  it("follows a chain of public hops itself and answers the last page, resolving each host once", async () => {
    const site = web({ "https://shop.example.com/old": [301, "/new"], "https://shop.example.com/new": [302, "https://cdn.example.net/page"], "https://cdn.example.net/page": [200] });
    const get = guardedFetch({ policy: "production", resolverUrl, fetch: site.fetch });
    const res = await get("https://shop.example.com/old", { method: "HEAD", redirect: "follow" });
    expect(res.status).toBe(200);
    expect(site.fetched).toEqual(["HEAD https://shop.example.com/old", "HEAD https://shop.example.com/new", "HEAD https://cdn.example.net/page"]);
    expect(site.asked.sort()).toEqual([`${resolverUrl} cdn.example.net A`, `${resolverUrl} cdn.example.net AAAA`, `${resolverUrl} shop.example.com A`, `${resolverUrl} shop.example.com AAAA`]);
  });

  it("refuses a redirect to a private address, an internal name or a host that resolves inside, without fetching it", async () => {
    for (const target of ["http://169.254.169.254/latest/meta-data/", "http://[::1]:8080/", "https://db.internal/", "https://inside.example.com/admin", "file:///etc/passwd"]) {
      const site = web({ "https://shop.example.com/promo": [302, target] });
      const get = guardedFetch({ policy: "production", resolverUrl, fetch: site.fetch });
      await expect(get("https://shop.example.com/promo"), target).rejects.toThrow(/^refused: /);
      expect(site.fetched, target).toEqual(["GET https://shop.example.com/promo"]);
    }
  });

  it("refuses a private first address too, and a chain longer than the redirect limit", async () => {
    const site = web(Object.fromEntries(Array.from({ length: MAX_REDIRECTS + 1 }, (_, i) => [`https://shop.example.com/${i}`, [302, `/${i + 1}`] as [number, string]])));
    const get = guardedFetch({ policy: "production", resolverUrl, fetch: site.fetch });
    await expect(get("http://192.168.1.1/")).rejects.toThrow("refused: http://192.168.1.1 points to a private, loopback or link-local address");
    await expect(get("https://shop.example.com/0")).rejects.toThrow(`refused: more than ${MAX_REDIRECTS} redirects`);
    expect(site.fetched).toHaveLength(MAX_REDIRECTS + 1);
  });

  it("lets development reach loopback, and hands back a redirect as it is when asked to", async () => {
    const site = web({ "http://127.0.0.1:9/a": [302, "http://127.0.0.1:9/b"], "http://127.0.0.1:9/b": [200] });
    const get = guardedFetch({ policy: "local", resolverUrl, fetch: site.fetch });
    expect((await get("http://127.0.0.1:9/a")).status).toBe(200);
    expect((await get("http://127.0.0.1:9/a", { redirect: "manual" })).status).toBe(302);
    expect(site.asked).toEqual([]);
  });
});
