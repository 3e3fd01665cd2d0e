// Bounded fields for the response schemas: every integer is a 32-bit integer with its range, every string and array
// has a maximum, so typed clients, validators and security linters know what the API can send. The write paths, the
// analysis and the seed keep to these maxima; the black-box and adversarial suites parse every 200 body with them.
import { z } from "@hono/zod-openapi";

export const INT32_MAX = 2_147_483_647;

/** An integer in [min, max], by default a count or an identifier (0 … 2³¹−1). */
export function int(min = 0, max = INT32_MAX) {
  return z.number().int().min(min).max(max).openapi({ format: "int32" });
}

/** A whole 0–100 score. */
export function score() {
  return int(0, 100);
}

/** Most characters a response string holds, by kind. */
export const MAX_LENGTH = {
  /** Identifiers written as text: model ids, slugs, keys, codes. */
  code: 64,
  /** A language or locale tag (`fr`, `de-AT`). */
  locale: 16,
  /** Names and titles. */
  label: 200,
  /** Short lists' words: aliases, keywords, tags. */
  word: 100,
  url: 2048,
  /** A domain name (RFC 1035). */
  domain: 253,
  email: 254,
  /** Descriptions, messages, evidence, definitions. */
  text: 4000,
  /** A prompt as launched (`POST /audits/launch` takes up to 500). */
  prompt: 500,
  /** A model's answer, as stored (the runner keeps at most this much). */
  answer: 100_000,
  /** An article's Markdown body. */
  article: 100_000,
  /** An ISO 8601 timestamp. */
  timestamp: 32,
  /** An ISO 8601 date (`2026-11-02`). */
  date: 10,
} as const;

/** A string of at most `max` characters. */
export function text(max: number) {
  return z.string().max(max);
}

/** A timestamp of a response: ISO 8601 in UTC. */
export function timestamp() {
  return z.string().max(MAX_LENGTH.timestamp).openapi({ format: "date-time" });
}

/** Most items a response array holds, by kind. */
export const MAX_ITEMS = {
  /** A list page (`per_page` is at most 100). */
  page: 100,
  /** Models of one audit or schedule (launch takes at most 10). */
  models: 10,
  /** Prompts of one audit or schedule (launch takes at most 50). */
  prompts: 50,
  /** A client's aliases, keywords, competitors; an answer's competitors. */
  names: 50,
  /** Small fixed sets: scopes, languages, tags, bands. */
  few: 20,
  /** The models of the catalog, the sectors of a portfolio. */
  catalog: 100,
} as const;
