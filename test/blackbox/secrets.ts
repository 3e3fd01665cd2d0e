// Headers and secrets: probes for the answers not covered elsewhere (no key, wrong keys, unknown
// routes, docs, preflight), and at the end a scan of the dev loop's output for any key sent.
import { randomBytes } from "node:crypto";
import type { Context } from "./context";
import { HEADER_SUITE, type Run } from "./http";

/** `realKey` is a valid key to make near misses of; `noAccessKey` belongs to an account whose plan has no API access. */
export async function headerProbes(ctx: Context, realKey: string, noAccessKey: string): Promise<void> {
  const suite = ctx.run.suite(HEADER_SUITE);
  const wrong = `geo_${randomBytes(24).toString("hex").slice(0, 32)}`;
  // One character off a real key: the error must not echo it back, even in part.
  const nearMiss = `${realKey.slice(0, -1)}${realKey.endsWith("A") ? "B" : "A"}`;
  for (const [label, opts] of [
    ["no key", {}],
    ["an unknown key", { key: wrong }],
    ["an unknown Bearer token", { key: wrong, auth: "bearer" as const }],
    ["a key one character off a real one", { key: nearMiss }],
  ] as const) {
    const reply = await suite.request("/clients", opts);
    if (suite.expectError(reply, 401, `for ${label}`)) suite.check(reply, /^Bearer/.test(reply.headers.get("www-authenticate") ?? ""), "a 401 without `WWW-Authenticate: Bearer`");
  }
  suite.expectError(await suite.request("/clients", { key: noAccessKey }), 403, "for a key whose plan has no API access");
  const pool = ctx.a.keys;
  suite.expectError(await suite.request("/no-such-route", { pool }), 404, "for an unknown route");
  const wrongMethod = await suite.request("/clients", { method: "DELETE", pool });
  if (suite.expectError(wrongMethod, 405, "for a method the route does not have")) suite.check(wrongMethod, Boolean(wrongMethod.headers.get("allow")), "a 405 without `Allow`");
  const head = await suite.request("/clients?per_page=1", { method: "HEAD", pool });
  suite.check(head, head.status === 200 && head.text === "", "HEAD must answer 200 without a body");
  const preflight = await suite.request("/clients", { method: "OPTIONS", headers: { Origin: "https://app.example", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "X-Api-Key" } });
  suite.check(preflight, preflight.status >= 200 && preflight.status < 300, "a CORS preflight must succeed");
  for (const path of ["/docs?lang=en", "/openapi.json"]) {
    const reply = await suite.request(path);
    suite.check(reply, reply.status === 200, "public documentation must be served without a key");
  }
  // An oversized body sent chunked (no Content-Length) is refused, and the server still answers the next request.
  const big = new TextEncoder().encode(JSON.stringify({ client_id: 1, name: "x".repeat(300_000) }));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < big.length; offset += 16_384) controller.enqueue(big.slice(offset, offset + 16_384));
      controller.close();
    },
  });
  const oversized = await fetch(`${ctx.run.apiBase}/audits/launch`, { method: "POST", headers: { "X-Api-Key": realKey, "Content-Type": "application/json" }, body: stream, duplex: "half", signal: AbortSignal.timeout(15_000) } as RequestInit).catch(() => null);
  const summary = { method: "POST", path: "/audits/launch (300 KB, chunked)", status: oversized?.status ?? 0 };
  if (oversized?.status !== 413) suite.problem(summary, "an oversized chunked body must be answered 413");
  await oversized?.body?.cancel();
  const started = Date.now();
  const next = await suite.request("/models?per_page=1", { pool });
  suite.check(next, next.status === 200 && Date.now() - started < 5_000, `the request after an oversized chunked body answered ${next.status} after ${Date.now() - started} ms`);
}

/** The dev loop announces the public demo keys on purpose: its banner is left out of the scan. */
function withoutBanner(output: string): string {
  const start = output.indexOf("AI Visibility API (offline)");
  const tryLine = output.indexOf("Try: curl", start);
  if (start < 0 || tryLine < 0) return output;
  const end = output.indexOf("\n", tryLine);
  return output.slice(0, start) + output.slice(end < 0 ? output.length : end);
}

/**
 * Every `X-Api-Key` and `Authorization` value sent during the run (demo keys, created keys, the
 * invalid ones), and the keys created for it, must appear nowhere in what the dev loop printed.
 */
export function scanLogs(run: Run, output: string, createdKeys: string[]): void {
  const text = withoutBanner(output);
  const secrets = new Set<string>(createdKeys);
  for (const value of run.sentCredentials) {
    secrets.add(value);
    const token = /^Bearer\s+(\S+)/i.exec(value)?.[1];
    if (token) secrets.add(token);
  }
  let scanned = 0;
  for (const secret of secrets) {
    // Short values ("x", "Bearer ") would match by chance and cannot be a key.
    if (secret.length < 12) continue;
    scanned++;
    const at = text.indexOf(secret);
    if (at >= 0) {
      const line = text.slice(text.lastIndexOf("\n", at) + 1, text.indexOf("\n", at) < 0 ? undefined : text.indexOf("\n", at));
      run.record({ suite: HEADER_SUITE, method: "LOG", path: "dev loop output", status: "-", message: `a credential sent in the run appears in the server's output (${secret.slice(0, 12)}…)`, excerpt: line.replaceAll(secret, "<SECRET>") });
    }
  }
  console.log(`  scanned ${(text.length / 1024).toFixed(0)} KB of dev loop output for ${scanned} credentials sent in the run`);
}
