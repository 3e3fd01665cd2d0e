// Structural checks of the labelled corpus (not of the analysis): ids, keys, ranks, citations present verbatim, pairs.
import type { CorpusCase } from "./types.ts";
import { TRAPS } from "./types.ts";

export function corpusProblems(cases: CorpusCase[]): string[] {
  const problems: string[] = [];
  const ids = new Map<string, CorpusCase>();
  for (const c of cases) {
    if (ids.has(c.id)) problems.push(`${c.id}: duplicate id`);
    ids.set(c.id, c);
  }
  for (const c of cases) {
    const say = (what: string) => problems.push(`${c.id}: ${what}`);
    const names = [c.brand.name, ...c.competitors.map((x) => x.name)];
    if (new Set(names).size !== names.length) say("two tracked names are the same");
    const keys = Object.keys(c.expect.mentions);
    for (const name of names) if (!keys.includes(name)) say(`expect.mentions has no key for "${name}"`);
    for (const key of keys) if (!names.includes(key)) say(`expect.mentions key "${key}" is not a tracked name`);
    const ranks = Object.values(c.expect.mentions)
      .filter((m) => m !== null)
      .map((m) => m.position)
      .sort((a, b) => a - b);
    if (ranks.some((r, i) => r !== i + 1)) say(`positions ${ranks.join(",")} are not 1..${ranks.length}`);
    for (const [name, m] of Object.entries(c.expect.mentions)) {
      if (m && m.list !== null && (!Number.isInteger(m.list) || m.list < 1)) say(`list of "${name}" is not a positive integer`);
    }
    if (new Set(c.expect.citations).size !== c.expect.citations.length) say("citations has duplicates");
    for (const url of c.expect.citations) {
      if (!c.answer.includes(url)) say(`citation not in the answer verbatim: ${url}`);
      if (!/^https?:\/\//.test(url)) say(`citation without http(s) scheme: ${url}`);
    }
    const ownOrder = c.expect.citations.filter((u) => c.expect.own.includes(u));
    if (ownOrder.join("\n") !== c.expect.own.join("\n")) say("own is not the subset of citations in their order");
    for (const trap of c.traps) if (!(TRAPS as readonly string[]).includes(trap)) say(`unknown trap ${trap}`);
    if (c.pair !== undefined) {
      const twin = ids.get(c.pair);
      if (!twin) say(`pair ${c.pair} does not exist`);
      else if (twin.pair !== c.id) say(`pair ${c.pair} does not point back`);
    }
  }
  return problems;
}

if (typeof process !== "undefined" && process.argv?.[1] !== undefined && import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  let total = 0;
  const all: CorpusCase[] = [];
  for (const file of files) {
    const mod = (await import(new URL(`./${file}.ts`, import.meta.url).href)) as { cases: CorpusCase[] };
    all.push(...mod.cases);
    total += mod.cases.length;
  }
  const problems = corpusProblems(all);
  for (const p of problems) console.log(p);
  const pairs = all.filter((c) => c.pair).length / 2;
  const words = all.map((c) => c.answer.split(/\s+/).length);
  console.log(`${total} cases, ${pairs} pairs, ${problems.length} problems; words min ${Math.min(...words)} max ${Math.max(...words)}`);
  const byShape = new Map<string, number>();
  for (const c of all) byShape.set(c.shape, (byShape.get(c.shape) ?? 0) + 1);
  console.log([...byShape].map(([k, v]) => `${k} ${v}`).join(", "));
  const byTrap = new Map<string, number>();
  for (const c of all) for (const t of c.traps) byTrap.set(t, (byTrap.get(t) ?? 0) + 1);
  console.log([...byTrap].map(([k, v]) => `${k} ${v}`).join(", "));
  process.exitCode = problems.length ? 1 : 0;
}
