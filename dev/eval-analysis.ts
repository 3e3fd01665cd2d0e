// npm run eval:analysis — accuracy of analyzeAnswer on the labelled corpus (test/corpus/analysis), per set and per
// language, with every miss. `--holdout` also measures the held-out sets (their misses only with `--show-holdout`);
// `--explain <id>` shows one answer whole: its labels, what was read, and each sentiment word with its name.
import { analyzeAnswer, explainSentiment } from "../src/domain/analysis/index.ts";
import { corpus, holdout, round2, round3, round4, round5, round6, round7, round8, round9, round10, round11, round12, round13, round14, round15, round16, round17, round18, round19, round20, round21, round22, round24 } from "../test/corpus/analysis/index.ts";
import { MEASURES, measure, type Report } from "../test/corpus/analysis/measure.ts";
import type { CorpusCase } from "../test/corpus/analysis/types.ts";

const argv = process.argv.slice(2);
const args = new Set(argv);
const withHeldOut = args.has("--holdout") || args.has("--show-holdout");

/** The sets developed against, then the held-out ones: [column, cases]. */
const developed: [string, CorpusCase[]][] = [
  ["round 2", round2],
  ["round 3", round3],
  ["round 4", round4],
  ["round 5", round5],
  ["round 6", round6],
  ["round 7", round7],
  ["round 8", round8],
  ["round 9", round9],
  ["round 10", round10],
  ["round 11", round11],
  ["round 12", round12],
  ["round 13", round13],
  ["round 14", round14],
  ["round 15", round15],
  ["round 16", round16],
  ["round 17", round17],
  ["round 18", round18],
  ["round 19", round19],
  ["round 20", round20],
  ["round 21", round21],
  ["round 22", round22],
];
const heldOut: [string, CorpusCase[]][] = [
  ["holdout", holdout],
  ["round 24, held out", round24],
];

const languages = ["en", "fr", "es", "de"] as const;
const percent = (v: number) => `${(100 * v).toFixed(1)} %`;
function table(reports: [string, Report][]): string {
  const header = `| measure | ${reports.map(([name, r]) => `${name} (${r.cases})`).join(" | ")} |`;
  const rule = `|---|${reports.map(() => "---:").join("|")}|`;
  const rows = MEASURES.map((m) => `| ${m} | ${reports.map(([, r]) => `${percent(r.scores[m].value)}`).join(" | ")} |`);
  return [header, rule, ...rows].join("\n");
}

const explain = argv.indexOf("--explain");
if (explain >= 0) {
  const id = argv[explain + 1];
  const c = [corpus, ...developed.map(([, cases]) => cases), ...heldOut.map(([, cases]) => cases)].flat().find((x) => x.id === id);
  if (!c) throw new Error(`No case ${id}`);
  const analysis = analyzeAnswer(c.answer, c);
  console.log(`${c.answer}\n\nexpected ${JSON.stringify(c.expect, null, 1)}\n\ngot ${JSON.stringify(analysis, null, 1)}\n`);
  for (const j of explainSentiment(c.answer, c)) console.log(`${j.name}: ${j.word} ${j.polarity > 0 ? "+" : "−"}${j.weight}`);
  process.exit(0);
}

const started = performance.now();
const overall = measure(corpus);
const elapsed = performance.now() - started;
const sets = [...developed, ...(withHeldOut ? heldOut : [])].map(([name, cases]) => [name, cases, measure(cases)] as const);
const columns: [string, Report][] = [
  ["all", overall],
  ...languages.map((l) => [l, measure(corpus.filter((c) => c.lang === l))] as [string, Report]),
  ...sets.map(([name, , report]) => [name, report] as [string, Report]),
];
console.log(table(columns));

// Every labelled answer of the sets above, by language: what README reports per language.
const everything = [corpus, ...sets.map(([, cases]) => cases)].flat();
console.log(`\nBy language, over the corpus and ${sets.map(([name]) => name).join(", ")}:\n`);
console.log(table([["all", measure(everything)], ...languages.map((l) => [l, measure(everything.filter((c) => c.lang === l))] as [string, Report])]));
console.log(`\n${corpus.length} answers, ${corpus.filter((c) => c.pair).length / 2} pairs; analysed and measured in ${elapsed.toFixed(0)} ms.`);
for (const m of MEASURES) {
  const s = overall.scores[m];
  console.log(`${m}: ${m === "mention_f1" ? `F1 ${s.value.toFixed(3)}` : `${s.right}/${s.total}`}`);
}
if (!args.has("--quiet")) {
  for (const [name, report] of [["Corpus", overall] as const, ...sets.map(([n, , r]) => [n, r] as const)]) {
    const held = heldOut.some(([h]) => h === name);
    if (report.misses.length === 0 || (held && !args.has("--show-holdout"))) continue;
    console.log(`\n${name[0]!.toUpperCase()}${name.slice(1)} misses (${report.misses.length}):`);
    for (const miss of report.misses) console.log(`- ${miss.id} [${miss.measure}] ${miss.detail}`);
  }
}
