// npm run eval:analysis — accuracy of analyzeAnswer on the labelled corpus (test/corpus/analysis), per set and per
// language, with every miss. `--holdout` also measures the held-out sets: the first holdout and round 6 (their misses
// only with `--show-holdout`).
import { analyzeAnswer, explainSentiment } from "../src/domain/analysis/index.ts";
import { corpus, holdout as heldOut, round2, round3, round4, round5, round6 } from "../test/corpus/analysis/index.ts";
import { MEASURES, measure, type Report } from "../test/corpus/analysis/measure.ts";

const argv = process.argv.slice(2);
const args = new Set(argv);

const languages = ["en", "fr", "es", "de"] as const;
const all = corpus;
const byLang = Object.fromEntries(languages.map((l) => [l, corpus.filter((c) => c.lang === l)]));
const holdout = args.has("--holdout") || args.has("--show-holdout") ? heldOut : [];

const percent = (v: number) => `${(100 * v).toFixed(1)} %`;
function table(reports: [string, Report][]): string {
  const header = `| measure | ${reports.map(([name, r]) => `${name} (${r.cases})`).join(" | ")} |`;
  const rule = `|---|${reports.map(() => "---:").join("|")}|`;
  const rows = MEASURES.map((m) => `| ${m} | ${reports.map(([, r]) => `${percent(r.scores[m].value)}`).join(" | ")} |`);
  return [header, rule, ...rows].join("\n");
}

const explain = argv.indexOf("--explain");
if (explain >= 0) {
  // One case in full: the answer, its labels, what was read, and each sentiment word with the name it counted for.
  const id = argv[explain + 1];
  const c = [...all, ...round2, ...round3, ...round4, ...round5, ...round6, ...heldOut].find((x) => x.id === id);
  if (!c) throw new Error(`No case ${id}`);
  const analysis = analyzeAnswer(c.answer, c);
  console.log(`${c.answer}\n\nexpected ${JSON.stringify(c.expect, null, 1)}\n\ngot ${JSON.stringify(analysis, null, 1)}\n`);
  for (const j of explainSentiment(c.answer, c)) console.log(`${j.name}: ${j.word} ${j.polarity > 0 ? "+" : "−"}${j.weight}`);
  process.exit(0);
}

const started = performance.now();
const overall = measure(all);
const elapsed = performance.now() - started;
const columns: [string, Report][] = [["all", overall], ...languages.map((l) => [l, measure(byLang[l]!)] as [string, Report])];
const second = measure(round2);
columns.push(["round 2", second]);
const third = measure(round3);
columns.push(["round 3", third]);
const fourth = measure(round4);
columns.push(["round 4", fourth]);
const fifth = measure(round5);
columns.push(["round 5", fifth]);
const held = holdout.length > 0 ? measure(holdout) : null;
if (held) columns.push(["holdout", held]);
const sixth = holdout.length > 0 ? measure(round6) : null;
if (sixth) columns.push(["round 6, held out", sixth]);

console.log(table(columns));
// Every labelled answer of the sets above, by language: what README reports per language.
const everything = [...all, ...round2, ...round3, ...round4, ...round5, ...holdout];
console.log(`\nBy language, over ${holdout.length > 0 ? "all six sets" : "the corpus and rounds 2 to 5"}:\n`);
console.log(table([["all", measure(everything)], ...languages.map((l) => [l, measure(everything.filter((c) => c.lang === l))] as [string, Report])]));
console.log(`\n${all.length} answers, ${all.filter((c) => c.pair).length / 2} pairs; analysed and measured in ${elapsed.toFixed(0)} ms.`);
for (const m of MEASURES) {
  const s = overall.scores[m];
  console.log(`${m}: ${m === "mention_f1" ? `F1 ${s.value.toFixed(3)}` : `${s.right}/${s.total}`}`);
}
if (overall.misses.length > 0 && !args.has("--quiet")) {
  console.log(`\nMisses (${overall.misses.length}):`);
  for (const miss of overall.misses) console.log(`- ${miss.id} [${miss.measure}] ${miss.detail}`);
}
if (second.misses.length > 0 && !args.has("--quiet")) {
  console.log(`\nRound 2 misses (${second.misses.length}):`);
  for (const miss of second.misses) console.log(`- ${miss.id} [${miss.measure}] ${miss.detail}`);
}
for (const [name, report] of [["Round 3", third], ["Round 4", fourth], ["Round 5", fifth]] as const) {
  if (report.misses.length === 0 || args.has("--quiet")) continue;
  console.log(`\n${name} misses (${report.misses.length}):`);
  for (const miss of report.misses) console.log(`- ${miss.id} [${miss.measure}] ${miss.detail}`);
}
if (sixth && args.has("--show-holdout")) {
  console.log(`\nRound 6 misses (${sixth.misses.length}):`);
  for (const miss of sixth.misses) console.log(`- ${miss.id} [${miss.measure}] ${miss.detail}`);
}
if (held && args.has("--show-holdout")) {
  console.log(`\nHoldout misses (${held.misses.length}):`);
  for (const miss of held.misses) console.log(`- ${miss.id} [${miss.measure}] ${miss.detail}`);
}
