import { analyzeAnswer } from "./src/domain/analysis/index.ts";
const two = { brand: { name: "Acme" }, competitors: [{ name: "Nova" }] };
for (const t of process.argv.slice(2)) console.log(t, "→", JSON.stringify(analyzeAnswer(t, two)));
