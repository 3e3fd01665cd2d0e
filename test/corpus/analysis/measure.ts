// Measures analyzeAnswer against the labelled corpus: one accuracy per measure, with every miss explained.
import { analyzeAnswer, type AnswerAnalysis } from "../../../src/domain/analysis/answer.ts";
import type { CorpusCase, SentimentLabel } from "./types.ts";

export const MEASURES = ["mention_f1", "position", "list_position", "competitors", "urls", "own_domain", "sentiment_order", "sentiment_polarity"] as const;
export type Measure = (typeof MEASURES)[number];

export interface Miss {
  id: string;
  measure: Measure;
  detail: string;
}

export interface Report {
  cases: number;
  scores: Record<Measure, { right: number; total: number; value: number }>;
  misses: Miss[];
}

interface Seen {
  mentioned: boolean;
  position: number | null;
  list: number | null;
  sentiment: number | null;
}

function seenFor(analysis: AnswerAnalysis, c: CorpusCase): Map<string, Seen> {
  const seen = new Map<string, Seen>();
  seen.set(c.brand.name, { mentioned: analysis.brandMentioned, position: analysis.position, list: analysis.listPosition, sentiment: analysis.sentiment });
  for (const k of c.competitors) {
    const m = analysis.competitorsMentioned.find((x) => x.name === k.name);
    seen.set(k.name, m ? { mentioned: true, position: m.position, list: m.listPosition, sentiment: m.sentiment } : { mentioned: false, position: null, list: null, sentiment: null });
  }
  return seen;
}

const RANK: Record<SentimentLabel, number> = { negative: 0, neutral: 1, positive: 2 };

export function measure(cases: CorpusCase[]): Report {
  const right: Record<Measure, number> = Object.fromEntries(MEASURES.map((m) => [m, 0])) as Record<Measure, number>;
  const total: Record<Measure, number> = { ...right };
  const misses: Miss[] = [];
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const seenById = new Map<string, Map<string, Seen>>();
  const check = (c: CorpusCase, m: Measure, ok: boolean, detail: () => string) => {
    total[m]++;
    if (ok) right[m]++;
    else misses.push({ id: c.id, measure: m, detail: detail() });
  };

  for (const c of cases) {
    const analysis = analyzeAnswer(c.answer, { brand: c.brand, competitors: c.competitors });
    const seen = seenFor(analysis, c);
    seenById.set(c.id, seen);
    for (const [name, expected] of Object.entries(c.expect.mentions)) {
      const got = seen.get(name)!;
      if (expected && got.mentioned) tp++;
      else if (expected && !got.mentioned) {
        fn++;
        misses.push({ id: c.id, measure: "mention_f1", detail: `"${name}" is mentioned, not found` });
      } else if (!expected && got.mentioned) {
        fp++;
        misses.push({ id: c.id, measure: "mention_f1", detail: `"${name}" is not mentioned, found at position ${got.position}` });
      }
    }
    const brandExpected = c.expect.mentions[c.brand.name] ?? null;
    check(c, "position", (brandExpected?.position ?? null) === analysis.position, () => `brand position: expected ${brandExpected?.position ?? null}, got ${analysis.position}`);
    const listWrong = Object.entries(c.expect.mentions).filter(([name, e]) => (e?.list ?? null) !== (seen.get(name)!.list ?? null));
    check(c, "list_position", listWrong.length === 0, () => listWrong.map(([name, e]) => `"${name}" list: expected ${e?.list ?? null}, got ${seen.get(name)!.list}`).join("; "));
    const expectedCompetitors = c.competitors
      .filter((k) => c.expect.mentions[k.name])
      .map((k) => `${k.name}@${c.expect.mentions[k.name]!.position}`)
      .sort();
    const gotCompetitors = analysis.competitorsMentioned.map((k) => `${k.name}@${k.position}`).sort();
    check(c, "competitors", expectedCompetitors.join("|") === gotCompetitors.join("|"), () => `expected [${expectedCompetitors.join(", ")}], got [${gotCompetitors.join(", ")}]`);
    const gotUrls = analysis.citations.map((x) => x.url);
    check(c, "urls", gotUrls.join("\n") === c.expect.citations.join("\n"), () => {
      const missing = c.expect.citations.filter((u) => !gotUrls.includes(u));
      const extra = gotUrls.filter((u) => !c.expect.citations.includes(u));
      return `missing [${missing.join(" ")}] extra [${extra.join(" ")}]${missing.length + extra.length === 0 ? " (order differs)" : ""}`;
    });
    const gotOwn = analysis.citations.filter((x) => x.isOwnDomain).map((x) => x.url);
    check(c, "own_domain", gotOwn.join("\n") === c.expect.own.join("\n"), () => `expected [${c.expect.own.join(" ")}], got [${gotOwn.join(" ")}]`);

    // Sentiment: every two mentioned names with different labels must be scored in the same order…
    const labelled = Object.entries(c.expect.mentions).filter((e): e is [string, NonNullable<(typeof e)[1]>] => e[1] !== null);
    for (let i = 0; i < labelled.length; i++) {
      for (let j = i + 1; j < labelled.length; j++) {
        const [a, ea] = labelled[i]!;
        const [b, eb] = labelled[j]!;
        if (ea.sentiment === eb.sentiment) continue;
        const sa = seen.get(a)!.sentiment;
        const sb = seen.get(b)!.sentiment;
        const ok = sa !== null && sb !== null && Math.sign(sa - sb) === Math.sign(RANK[ea.sentiment] - RANK[eb.sentiment]);
        check(c, "sentiment_order", ok, () => `"${a}" ${ea.sentiment} (${sa}) vs "${b}" ${eb.sentiment} (${sb})`);
      }
    }
    // …and each its polarity: positive above 50, negative below, neutral at 50.
    for (const [name, e] of labelled) {
      const s = seen.get(name)!.sentiment;
      const ok = s !== null && Math.sign(s - 50) === RANK[e.sentiment] - 1;
      check(c, "sentiment_polarity", ok, () => `"${name}" ${e.sentiment}, scored ${s}`);
    }
  }
  // …and a name labelled differently in the two answers of a pair must be scored in that order too.
  const byId = new Map(cases.map((c) => [c.id, c]));
  for (const c of cases) {
    if (!c.pair || c.id > c.pair) continue;
    const twin = byId.get(c.pair);
    if (!twin) continue;
    for (const [name, e] of Object.entries(c.expect.mentions)) {
      const f = twin.expect.mentions[name];
      if (!e || !f || e.sentiment === f.sentiment) continue;
      const sa = seenById.get(c.id)!.get(name)!.sentiment;
      const sb = seenById.get(twin.id)!.get(name)!.sentiment;
      const ok = sa !== null && sb !== null && Math.sign(sa - sb) === Math.sign(RANK[e.sentiment] - RANK[f.sentiment]);
      check(c, "sentiment_order", ok, () => `pair ${c.id}/${twin.id}: "${name}" ${e.sentiment} (${sa}) vs ${f.sentiment} (${sb})`);
    }
  }

  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  const scores = Object.fromEntries(
    MEASURES.map((m) => {
      if (m === "mention_f1") {
        const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
        return [m, { right: tp, total: tp + fp + fn, value: f1 }];
      }
      return [m, { right: right[m], total: total[m], value: total[m] === 0 ? 1 : right[m] / total[m] }];
    }),
  ) as Report["scores"];
  return { cases: cases.length, scores, misses };
}
