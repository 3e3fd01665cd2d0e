// Scratch: per name, expected label, score, judged words and the reason sentences.
import { analyzeAnswer } from "../src/domain/analysis/answer.ts";
import { explainSentiment } from "../src/domain/analysis/index.ts";
import * as all from "../test/corpus/analysis/index.ts";
const cases = Object.values(all).filter(Array.isArray).flat() as any[];
for (const id of process.argv.slice(2)) {
  const c = cases.find((x) => x.id === id);
  const a = analyzeAnswer(c.answer, c);
  console.log(`== ${id}`);
  const judged = explainSentiment(c.answer, c);
  for (const [name, e] of Object.entries(c.expect.mentions) as any) {
    const score = name === c.brand.name ? a.sentiment : a.competitorsMentioned.find((x: any) => x.name === name)?.sentiment;
    const words = judged.filter((j: any) => j.name === name).map((j: any) => `${j.word}${j.polarity > 0 ? "+" : "−"}${j.weight}`).join(" ");
    console.log(`  ${name}: ${e?.sentiment ?? "-"} got ${score ?? "-"} | ${words}`);
    for (const r of a.sentimentReasons?.find((x: any) => x.name === name)?.sentences ?? []) console.log(`      ${r.polarity}: ${r.text.slice(0, 220)}`);
  }
}
