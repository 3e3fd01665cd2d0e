const files = ["en", "fr", "es", "de"];
const all = (await Promise.all(files.map((f) => import(`./test/corpus/analysis/${f}.ts`)))).flatMap((m) => m.cases);
const [id, word] = process.argv.slice(2);
const c = all.find((x: any) => x.id === id);
for (const line of c.answer.split("\n")) if (line.toLowerCase().includes(word!.toLowerCase())) console.log(">", line);
