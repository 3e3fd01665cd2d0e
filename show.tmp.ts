import { cases as en } from "./test/corpus/analysis/en.ts";
import { cases as es } from "./test/corpus/analysis/es.ts";
import { analyzeAnswer } from "./src/domain/analysis/index.ts";
const all = [...en, ...es];
for (const id of process.argv.slice(2)) {
  const c = all.find((x) => x.id === id)!;
  console.log(`=== ${id}\n${c.answer}\n--- expect ${JSON.stringify(c.expect.mentions)}`);
  const a = analyzeAnswer(c.answer, c);
  console.log(`--- got brand ${a.position}/${a.listPosition}/${a.sentiment}; ${a.competitorsMentioned.map((k) => `${k.name} ${k.position}/${k.listPosition}/${k.sentiment}`).join("; ")}`);
}
