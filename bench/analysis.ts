// Benchmark: analysing one 2,000-word answer with 10 tracked names (the brand and 9 competitors, with aliases and
// domains), the shape engines produce (intro, bold numbered list with utm links, a table, prose, a sources list).
// Target: median under 2 ms on this machine. Also reports the labelled corpus's analysis rate.
import { performance } from "node:perf_hooks";
import { analyzeAnswer, type AnalysisTargets } from "../src/domain/analysis";
import { corpus } from "../test/corpus/analysis/index.ts";
import type { BenchResult } from "./harness";

const RUNS = Number(process.env.RUNS ?? 2000);
const WARMUP = 1000;
const NAMES = ["Maison Lumière", "Hôtel Soleil", "Le Grand Zénith", "Villa Rivoli", "Free", "Orange", "Nova Suites", "Harbor & Pine", "Otto", "dm"];

export const TARGETS: AnalysisTargets = {
  brand: { name: NAMES[0]!, aliases: ["Lumière"], domain: "maison-lumiere.fr" },
  competitors: NAMES.slice(1).map((name, i) => ({ name, aliases: i % 3 === 0 ? [`${name} Group`] : [], domain: `${name.toLowerCase().replace(/[^a-z]+/g, "")}.example` })),
};

/** About 2,000 words: ten sections of a list item per name, a comparison table, prose with judgements, then sources. */
export function longAnswer(): string {
  const parts = ["Voici les établissements que je recommande pour un séjour à Paris, avec leurs points forts et leurs limites :", ""];
  for (let section = 0; section < 4; section++) {
    NAMES.forEach((name, i) => {
      parts.push(`${i + 1}. **${name}** – Très bien situé, service fiable et chambres confortables, mais le petit-déjeuner n'est pas le moins cher du quartier. Les avis récents saluent l'accueil, même si certains clients se plaignent du bruit. ([${name.toLowerCase().replace(/[^a-z]+/g, "")}.example](https://www.${name.toLowerCase().replace(/[^a-z]+/g, "")}.example/offres?utm_source=chatgpt.com)).`);
    });
    parts.push("", "| Hôtel | Prix | Avis |", "|---|---|---|", ...NAMES.map((name, i) => `| ${name} | ${150 + i * 10} € | ${i % 2 ? "excellent" : "décevant"} |`), "");
    parts.push(`En résumé, ${NAMES[section]} reste un excellent choix pour un week-end, tandis que ${NAMES[section + 1]} est plus cher et moins flexible. Je n'hésiterais pas à recommander ${NAMES[section + 2]} pour une famille, car l'équipe est attentive et les chambres sont spacieuses ; en revanche, évitez ${NAMES[section + 3]} en haute saison.`, "");
  }
  parts.push("Sources :", ...NAMES.map((name, i) => `[${i + 1}] ${name} – https://${name.toLowerCase().replace(/[^a-z]+/g, "")}.example/avis`));
  return parts.join("\n");
}

export async function runAnalysisBench(): Promise<BenchResult> {
  const text = longAnswer();
  const words = text.split(/\s+/).length;
  // Steady state, as in a queue consumer that reads answer after answer: the JIT has compiled the hot paths.
  for (let i = 0; i < WARMUP; i++) analyzeAnswer(text, TARGETS);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    analyzeAnswer(text, TARGETS);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)]!;
  const p95 = times[Math.floor(RUNS * 0.95)]!;
  const started = performance.now();
  for (const c of corpus) analyzeAnswer(c.answer, c);
  const perAnswer = (performance.now() - started) / corpus.length;
  return {
    title: "Answer analysis (bench/analysis.ts)",
    details: [
      `one answer of ${words} words with ${NAMES.length} tracked names, ${RUNS} runs after ${WARMUP} warm-up runs`,
      `median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, min ${times[0]!.toFixed(2)} ms`,
      `labelled corpus: ${corpus.length} answers, ${perAnswer.toFixed(2)} ms per answer`,
    ],
    checks: [
      { target: "analyse a 2,000-word answer with 10 names: median < 2 ms", figure: `${median.toFixed(2)} ms (${words} words)`, pass: median < 2 && words >= 2000, absolute: { ms: median, kind: "cpu" } },
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runAnalysisBench();
  console.log(`## ${result.title}\n${result.details.join("\n")}`);
}
