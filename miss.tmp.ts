const files = ["en", "fr", "es", "de"];
const all = (await Promise.all(files.map((f) => import(`./test/corpus/analysis/${f}.ts`)))).flatMap((m) => m.cases);
import { analyzeAnswer } from "./src/domain/analysis/index.ts";
const lang = process.argv[2];
for (const c of all.filter((x: any) => x.lang === lang)) {
  const a = analyzeAnswer(c.answer, c);
  const got = new Map([[c.brand.name, a.sentiment], ...a.competitorsMentioned.map((k) => [k.name, k.sentiment] as const)]);
  for (const [name, e] of Object.entries(c.expect.mentions) as any) {
    if (!e || e.sentiment === "neutral") continue;
    const s = got.get(name);
    if (s !== 50) continue;
    const lines = c.answer.split(/\n|(?<=[.!?])\s/).filter((l: string) => l.toLowerCase().includes(name.toLowerCase().slice(0, 5))).slice(0, 2);
    console.log(`${e.sentiment === "positive" ? "+" : "-"} ${name}: ${lines.join(" / ").slice(0, 260)}`);
  }
}
