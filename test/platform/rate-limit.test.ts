// 60 requests per minute per key through the real @upstash/ratelimit, and per-IP limits on failed auth.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "@/app";
import { call, callJson, expectError } from "../helpers/client";
import { createAgency } from "../helpers/factories";

describe("rate limiting", () => {
  it("puts the rate-limit headers on every authenticated response, errors included", async () => {
    const { key } = await createAgency();
    const ok = await call("/clients", { key });
    expect(ok.headers.get("x-ratelimit-limit")).toBe("60");
    expect(Number(ok.headers.get("x-ratelimit-remaining"))).toBe(59);
    const reset = Number(ok.headers.get("x-ratelimit-reset"));
    const now = Date.now() / 1000;
    expect(Number.isInteger(reset)).toBe(true);
    expect(reset).toBeGreaterThan(now - 1);
    expect(reset).toBeLessThanOrEqual(now + 61);
    const notFound = await call("/clients/2000000000", { key });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("x-ratelimit-remaining")).toBe("58");
    const invalid = await call("/clients?per_page=0", { key });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("x-ratelimit-remaining")).toBe("57");
  });

  it("allows 60 requests a minute per key, then answers 429 with Retry-After; another key is unaffected", async () => {
    const { key } = await createAgency();
    const { key: other } = await createAgency();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await call("/clients?per_page=1", { key })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await call("/clients", { key });
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(expectError(body, 429).message).toMatch(/60 requests per minute/);
    expect(limited.headers.get("x-ratelimit-limit")).toBe("60");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(Number(limited.headers.get("x-ratelimit-reset"))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
    expect((await call("/clients", { key: other })).status).toBe(200);
  });

  it("counts 100 concurrent requests exactly: 60 served, 40 refused with their headers", async () => {
    const { key } = await createAgency();
    const other = await createAgency();
    const responses = await Promise.all(Array.from({ length: 100 }, () => call("/clients?per_page=1", { key })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(60);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await call("/clients", { key: other.key })).status).toBe(200);
  });

  it("limits failed authentications per client IP, leaving other IPs alone", async () => {
    const ip = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await call("/clients", { ip, headers: { "X-Api-Key": "geo_wrongwrongwrongwrongwrongwrong12" } })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const blocked = await callJson("/clients", { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    expect((await callJson("/clients", { ip: "203.0.113.78" })).status).toBe(401);
  });
});

describe("when the rate limiter fails", () => {
  async function callWith(upstashUrl: string, key: string) {
    const app = createApp();
    const ctx = createExecutionContext();
    const started = Date.now();
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(" "));
    try {
      const res = await app.request("/api/v1/clients", { headers: { "X-Api-Key": key } }, { ...env, UPSTASH_REDIS_REST_URL: upstashUrl, RATE_LIMIT_TIMEOUT_MS: undefined }, ctx);
      await waitOnExecutionContext(ctx);
      return { res, elapsed: Date.now() - started, warnings };
    } finally {
      console.warn = original;
    }
  }

  it("serves the request when Upstash fails, and logs it", async () => {
    const { key } = await createAgency();
    const { res, warnings } = await callWith(env.DOWN_UPSTASH_URL, key);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
    expect(warnings.join("\n")).toMatch(/rate limit unavailable/);
  });

  it("serves the request within a bounded time (the production 300 ms) when Upstash hangs", async () => {
    const { key } = await createAgency();
    const { res, elapsed, warnings } = await callWith(env.SLOW_UPSTASH_URL, key);
    expect(res.status).toBe(200);
    expect((await res.json<{ success: boolean }>()).success).toBe(true);
    expect(elapsed).toBeLessThan(1_500);
    expect(warnings.join("\n")).toMatch(/rate limit unavailable/);
  });
});
