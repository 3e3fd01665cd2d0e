import { cases } from "./test/corpus/analysis/round2.ts";
const ids = process.argv.slice(2);
for (const c of cases.filter((c) => ids.includes(c.id))) {
  const names = [c.brand, ...c.competitors].flatMap((b) => [b.name, ...(b.aliases ?? [])]);
  console.log("==", c.id, "brand:", c.brand.name);
  for (const n of names) {
    const re = new RegExp(n.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
    const text = c.answer.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    for (const m of text.matchAll(re)) console.log("  ", n, "|", JSON.stringify(c.answer.slice(Math.max(0, m.index! - 40), m.index! + n.length + 25)));
  }
}
