// 60 requests per minute per key through the real @upstash/ratelimit, and per-IP limits on failed auth.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis/cloudflare";
import { describe, expect, it } from "vitest";
import { createApp } from "@/app";
import { clientAddress, DEV_LOOP_ADDRESS, requestIdOf } from "@/platform/edge";
import { CONSOLE_ATTEMPTS_PER_ADDRESS, CONSOLE_ATTEMPTS_PER_EMAIL, consoleAttempt, KEY_LIMIT } from "@/platform/rate-limit";
import { call, callJson, expectError } from "../helpers/client";
import { createAccount, createAgency, createKey } from "../helpers/factories";
import { redisCallsDuring, sqlRequestsDuring } from "../helpers/stand-in-stats";

/** Another isolate's limiter: the same library on the same Redis keys, with its own memory. */
function anotherIsolate() {
  return new Ratelimit({
    redis: new Redis({ url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN }),
    limiter: Ratelimit.slidingWindow(KEY_LIMIT, "60 s"),
    prefix: `${env.RATE_LIMIT_PREFIX ?? "rl"}:key`,
    ephemeralCache: false,
  });
}

/** The limits count per minute window: start a burst early enough in one that it ends in it too. */
async function awayFromWindowEdge() {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 100));
}

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
    await awayFromWindowEdge();
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
    await awayFromWindowEdge();
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

  it("takes requests from Redis in growing leases: a busy key costs a Redis call every few requests, a blocked one none", async () => {
    await awayFromWindowEdge();
    const { key } = await createAgency();
    const served: number[] = [];
    const calls = await redisCallsDuring(async () => {
      for (let i = 0; i < 60; i++) served.push((await call("/clients?per_page=1", { key })).status);
    });
    expect(served.every((s) => s === 200)).toBe(true);
    // Leases of 1, 4, 16, then at most half of what is left (16, 12, 6, 3, 1, 1): 9 takes (the library may load its script once more).
    expect(calls).toBeLessThanOrEqual(10);
    expect(await redisCallsDuring(async () => expect((await call("/clients", { key })).status).toBe(429))).toBeGreaterThan(0);
    expect(await redisCallsDuring(async () => expect((await call("/clients", { key })).status).toBe(429))).toBe(0);
  });

  it("never serves more than the limit when another Worker instance takes from the same counter", async () => {
    await awayFromWindowEdge();
    const account = await createAccount();
    const { key, row } = await createKey(account.id);
    const elsewhere = anotherIsolate();
    let servedHere = 0;
    for (let i = 0; i < 20; i++) if ((await call("/clients?per_page=1", { key })).status === 200) servedHere++;
    const taken = await elsewhere.limit(String(row.id), { rate: 25 });
    expect(taken.success).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await call("/clients?per_page=1", { key })).status);
    servedHere += statuses.filter((s) => s === 200).length;
    // Never over the limit; requests this isolate had already taken are still served.
    expect(servedHere + 25).toBeLessThanOrEqual(KEY_LIMIT);
    expect(servedHere).toBeGreaterThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a key this isolate knows is out of requests before its read runs: no SQL, no PDF", async () => {
    await awayFromWindowEdge();
    const { key } = await createAgency();
    for (let i = 0; i < 60; i++) expect((await call("/clients?per_page=1", { key })).status).toBe(200);
    expect((await call("/clients", { key })).status).toBe(429);
    for (const path of ["/clients", "/analytics/leaderboard", "/account/credits"]) {
      expect(await sqlRequestsDuring(async () => expect((await call(path, { key })).status).toBe(429)), path).toBe(0);
    }
  });

  it.each([
    [30, "9 left, less than the next take of 16"],
    [39, "none left: the counter is full"],
  ])("never refuses a key under its limit, nor serves past it, when another isolate takes %i (%s)", async (takenElsewhere) => {
    await awayFromWindowEdge();
    const account = await createAccount();
    const { key, row } = await createKey(account.id);
    const elsewhere = anotherIsolate();
    // Six requests here take leases of 1, 4 and 16 (21 counted, 15 held); then another isolate takes its share.
    let servedHere = 0;
    for (let i = 0; i < 6; i++) if ((await call("/clients?per_page=1", { key })).status === 200) servedHere++;
    expect((await elsewhere.limit(String(row.id), { rate: takenElsewhere })).success).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await call("/clients?per_page=1", { key })).status);
    servedHere += statuses.filter((s) => s === 200).length;
    // Every request the limit allows is served, here or there, and not one more.
    expect(servedHere + takenElsewhere).toBe(KEY_LIMIT);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits failed authentications per client IP, leaving other IPs alone", async () => {
    const ip = "203.0.113.77";
    const statuses: number[] = [];
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await call("/clients", { ip, headers: { "X-Api-Key": "geo_wrongwrongwrongwrongwrongwrong12" } });
      statuses.push(res.status);
      remaining.push(res.headers.get("x-ratelimit-remaining"));
      if (i === 0) expect(res.headers.get("x-ratelimit-limit")).toBe("30");
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    // Each 401 says how many failed attempts this address has left.
    expect(remaining.slice(0, 3)).toEqual(["29", "28", "27"]);
    expect(statuses[30]).toBe(429);
    const blocked = await callJson("/clients", { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    expect((await callJson("/clients", { ip: "203.0.113.78" })).status).toBe(401);
  });

  it("answers an address over its failed-authentication limit before looking any key up: a right guess is not served", async () => {
    const ip = "203.0.113.81";
    const { key } = await createAgency();
    const { key: known } = await createAgency();
    // A key in use (looked up a moment ago, from anywhere) is served from that address, as before the block.
    expect((await call("/clients", { ip: "203.0.113.83", key: known })).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await call("/clients", { ip, headers: { "X-Api-Key": `geo_guess${String(i).padStart(27, "0")}` } })).status).toBe(401);
    expect((await call("/clients", { ip, headers: { "X-Api-Key": `geo_guess${"9".repeat(27)}` } })).status).toBe(429);
    const guesses = await sqlRequestsDuring(async () => {
      expect((await call("/clients", { ip, headers: { "X-Api-Key": `geo_another${"0".repeat(25)}` } })).status).toBe(429);
      expect((await call("/clients", { ip, key })).status).toBe(429);
    });
    expect((await call("/clients", { ip, key: known })).status).toBe(200);
    expect(guesses).toBe(0);
    // The same key from another address is served.
    expect((await call("/clients", { ip: "203.0.113.82", key })).status).toBe(200);
  });

  it("takes the client address only from what the edge sets: X-Real-IP and X-Forwarded-For do not escape the limit", async () => {
    const ip = "203.0.113.79";
    const wrong = { "X-Api-Key": "geo_wrongwrongwrongwrongwrongwrong12" };
    for (let i = 0; i < 30; i++) expect((await call("/clients", { ip, headers: { ...wrong, "X-Real-IP": `198.51.100.${i + 1}`, "X-Forwarded-For": `192.0.2.${i + 1}` } })).status).toBe(401);
    expect((await call("/clients", { ip, headers: { ...wrong, "X-Real-IP": "198.51.100.200" } })).status).toBe(429);
    expect((await call("/clients", { ip, headers: { ...wrong, "X-Forwarded-For": "192.0.2.200" } })).status).toBe(429);
  });
});

describe("console attempts (sign-in, sign-up, reset, invitations)", () => {
  it("allows 20 a minute per client address and 5 per e-mail whatever the address, then says when to come back", async () => {
    await awayFromWindowEdge();
    const address = `198.51.100.${10 + Math.floor(Math.random() * 200)}`;
    const byAddress = [];
    for (let i = 0; i < CONSOLE_ATTEMPTS_PER_ADDRESS + 1; i++) byAddress.push(await consoleAttempt(env, address, `person-${i}-${crypto.randomUUID()}@agency.example`));
    expect(byAddress.slice(0, CONSOLE_ATTEMPTS_PER_ADDRESS)).toEqual(Array(CONSOLE_ATTEMPTS_PER_ADDRESS).fill(undefined));
    expect(byAddress.at(-1)).toMatchObject({ success: false, remaining: 0, limit: CONSOLE_ATTEMPTS_PER_ADDRESS });

    const email = `Target.${crypto.randomUUID()}@agency.example`;
    const byEmail = [];
    for (let i = 0; i < CONSOLE_ATTEMPTS_PER_EMAIL + 1; i++) byEmail.push(await consoleAttempt(env, `203.0.113.${100 + i}`, i % 2 === 0 ? email : email.toLowerCase()));
    expect(byEmail.slice(0, CONSOLE_ATTEMPTS_PER_EMAIL)).toEqual(Array(CONSOLE_ATTEMPTS_PER_EMAIL).fill(undefined));
    expect(byEmail.at(-1)).toMatchObject({ success: false, limit: CONSOLE_ATTEMPTS_PER_EMAIL });
    expect(byEmail.at(-1)!.reset).toBeGreaterThan(Date.now() / 1000);
    // Another e-mail from a fresh address is not affected.
    expect(await consoleAttempt(env, "203.0.113.250", `other-${crypto.randomUUID()}@agency.example`)).toBeUndefined();
  });
});

describe("what the platform says about a request", () => {
  it("counts every request of the dev loop under one address, whatever CF-Connecting-IP a client sends", () => {
    const headers = new Headers({ "CF-Connecting-IP": "198.51.100.9", "X-Real-IP": "198.51.100.10" });
    expect(clientAddress({ ENVIRONMENT: "development" }, headers)).toBe(DEV_LOOP_ADDRESS);
    expect(clientAddress({ ENVIRONMENT: "production" }, headers)).toBe("198.51.100.9");
    expect(clientAddress({ ENVIRONMENT: "production" }, new Headers({ "X-Real-IP": "198.51.100.10" }))).toBe("unknown");
  });

  it("quotes the edge's Ray ID as the request id, never a made-up one", async () => {
    const ray = "8c2f1a3b4d5e6f70-CDG";
    expect((await call("/models", { headers: { "CF-Ray": ray } })).headers.get("x-request-id")).toBe(ray);
    for (const made of ["support-will-see-this", "8c2f1a3b4d5e6f70-CDG; x=1", "x".repeat(300)]) {
      const id = (await call("/models", { headers: { "CF-Ray": made } })).headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(requestIdOf({ ENVIRONMENT: "development" }, new Headers({ "CF-Ray": ray }))).not.toBe(ray);
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

  it("lets through only the request whose limiter call was too slow, not the burst that waited on it", async () => {
    const { key } = await createAgency();
    const setFault = (fault: object) => fetch(new URL("/__fault", env.UPSTASH_REDIS_REST_URL), { method: "POST", body: JSON.stringify(fault) });
    // One slow call (beyond the 2 s test timeout), then Upstash is fast again.
    await setFault({ mode: "slow", delayMs: 3_000, times: 1 });
    try {
      const responses = await Promise.all(Array.from({ length: 20 }, () => call("/clients?per_page=1", { key })));
      expect(responses.every((r) => r.status === 200)).toBe(true);
      // The request that made the slow call was served without a limit; the others took a new lease.
      expect(responses.filter((r) => !r.headers.has("x-ratelimit-limit"))).toHaveLength(1);
    } finally {
      await setFault({ mode: "none" });
    }
  });

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
