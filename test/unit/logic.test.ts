// Pure logic: key format, pagination arithmetic, language negotiation, checklist score, validation messages.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { summarizeChecklist } from "@/domain/clients/reads";
import { generatePrompts } from "@/domain/clients/prompts";
import { sectorLabel } from "@/domain/clients/sectors";
import { paginate, pageOffset } from "@/platform/envelope";
import { pickLang } from "@/platform/i18n";
import { displayPrefix, generateKey, hashKey, KEY_PATTERN } from "@/platform/keys";
import { validationError } from "@/platform/routing";
import { storableText, storableTextWithin } from "@/platform/text";

describe("keys", () => {
  it("generates geo_ + 32 base62 characters, all different", () => {
    const keys = Array.from({ length: 200 }, generateKey);
    expect(keys.every((k) => KEY_PATTERN.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(200);
    expect(displayPrefix(keys[0]!)).toHaveLength(12);
  });

  it("hashes with SHA-256", async () => {
    expect(await hashKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("pagination", () => {
  it.each([
    [47, 10, 5],
    [40, 10, 4],
    [0, 20, 0],
    [1, 100, 1],
    [101, 100, 2],
  ])("%i items by %i → %i pages", (total, perPage, pages) => {
    expect(paginate({ page: 1, per_page: perPage }, total).total_pages).toBe(pages);
  });

  it("offsets pages from 1", () => {
    expect(pageOffset({ page: 1, per_page: 10 })).toBe(0);
    expect(pageOffset({ page: 5, per_page: 10 })).toBe(40);
  });
});

describe("language", () => {
  it.each([
    ["de", undefined, "de"],
    ["xx", "es-ES,es;q=0.9", "es"],
    [undefined, "ja, de;q=0.3, fr;q=0.7", "fr"],
    [undefined, "fr;q=0", "en"],
    [undefined, undefined, "en"],
  ])("lang=%s with Accept-Language %s → %s", (query, header, expected) => {
    expect(pickLang(query, header)).toBe(expected);
  });
});

describe("checklist summary", () => {
  it("scores passes 1 and warnings 0.5 over verified checks", () => {
    expect(summarizeChecklist(["pass", "warning", "fail", "unknown"])).toEqual({ total: 4, pass: 1, warning: 1, fail: 1, unknown: 1, score: 50 });
    expect(summarizeChecklist(["unknown"])).toMatchObject({ score: null });
    expect(summarizeChecklist([])).toMatchObject({ total: 0, score: null });
  });
});

describe("validation messages", () => {
  it("name the field, keeping messages that already do", () => {
    const nested = z.object({ body: z.object({ name: z.string() }) }).safeParse({ body: { name: 3 } });
    const error = validationError("json", nested.error!);
    expect(error.message).toMatch(/^Body field 'body\.name' is invalid: /);
    expect(error.param).toBe("body.name");
    const custom = z.object({ page: z.number({ error: "Query parameter 'page' must be an integer." }) }).safeParse({ page: "x" });
    expect(validationError("query", custom.error!).message).toBe("Query parameter 'page' must be an integer.");
  });
});

describe("storable text", () => {
  it("drops NULs, replaces lone surrogates, and cuts at a maximum without splitting a surrogate pair", () => {
    expect(storableText("a\u0000b\uD800c")).toBe("ab\uFFFDc");
    expect(storableTextWithin("abcdef", 4)).toBe("abcd");
    // "😀" is two UTF-16 units: a cut that would fall between them keeps neither.
    expect(storableTextWithin("ab😀cd", 3)).toBe("ab");
    expect(storableTextWithin("ab😀cd", 4)).toBe("ab😀");
    // Safe to pass to map: the index is not taken for a length.
    expect(["https://a.test/x", "https://a.test/y"].map(storableText)).toEqual(["https://a.test/x", "https://a.test/y"]);
  });
});

describe("sectors", () => {
  it("are one code for every market, named in the client's language where a reader sees them", () => {
    expect(sectorLabel("hospitality", "fr")).toBe("hôtellerie");
    expect(sectorLabel(" Hospitality ", "de")).toBe("Hotellerie");
    // A sector the table does not know is shown as the client wrote it.
    expect(sectorLabel("aquaculture", "fr")).toBe("aquaculture");
    const prompts = generatePrompts({ sector: "hospitality", country: "FR", language: "fr", keywords: [] });
    expect(prompts.some((p) => p.includes("hôtellerie"))).toBe(true);
    expect(prompts.some((p) => p.includes("hospitality"))).toBe(false);
  });
});
