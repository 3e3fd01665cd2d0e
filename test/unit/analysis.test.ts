// Answer analysis, rule by rule of shared/notes/analysis-policy.md; the labelled corpus (analysis-corpus.test.ts) measures it at scale.
import { describe, expect, it } from "vitest";
import { analyzeAnswer, extractUrls, normalizeText, type AnalysisTargets, type BrandRef } from "@/domain/analysis/answer";

function targets(brand: BrandRef = { name: "Lumière", domain: "lumiere.fr" }, competitors?: BrandRef[]): AnalysisTargets {
  return { brand, competitors: competitors ?? [{ name: "Nova" }, { name: "Harbor & Pine", domain: "harborpine.com" }, { name: "Zenith Bank" }] };
}
const read = (text: string, t: AnalysisTargets = targets()) => analyzeAnswer(text, t);
const mentioned = (text: string, brand: BrandRef) => read(text, targets(brand, [])).brandMentioned;
const ranks = (text: string, t: AnalysisTargets = targets()) => {
  const r = read(text, t);
  return Object.fromEntries([[t.brand.name, [r.position, r.listPosition]], ...r.competitorsMentioned.map((c) => [c.name, [c.position, c.listPosition]])]);
};

describe("normalizeText", () => {
  it("folds case, accents, ligatures and typographic punctuation, and collapses whitespace", () => {
    expect(normalizeText("  Straße\tŒUVRE  Æon – l’Été ﬁn ")).toBe("strasse oeuvre aeon - l'ete fin");
  });

  it("keeps positions right when folding lengthens the text (ß → ss, ﬃ → ffi)", () => {
    const text = `${"Straße ".repeat(300)}${"ﬃ".repeat(40)} Lumière`;
    const result = read(text, targets({ name: "Lumière", domain: null }, []));
    expect(result.position).toBe(1);
    expect(read(`${"Straße ".repeat(300)}see https://lumiere.fr/a.`, targets()).citations.map((c) => c.url)).toEqual(["https://lumiere.fr/a"]);
  });

  it("keeps positions right past a lone surrogate, an emoji, a NUL and a tab, and reads the name and its reason as written", () => {
    const text = "Note \ud800 😀 \u0000\t: Lumière est excellent. See https://lumiere.fr/a.";
    const result = read(text, targets({ name: "Lumière", domain: "lumiere.fr" }, []));
    expect(result.position).toBe(1);
    expect(result.sentiment).toBeGreaterThan(50);
    expect(result.citations.map((c) => c.url)).toEqual(["https://lumiere.fr/a"]);
    expect(result.sentimentReasons[0]!.sentences[0]!.text).toContain("Lumière est excellent");
  });
});

describe("mention", () => {
  it("reads names and aliases whatever the case, accents, apostrophes and dashes", () => {
    expect(read("Muchos bancos siguen usando sistemas de IBM.", targets({ name: "International Business Machines", aliases: ["IBM"] }, [])).position).toBe(1);
    expect(mentioned("LUMIERE est une banque.", { name: "Lumière" })).toBe(true);
    expect(mentioned("Die GROSSBANK AG ist bekannt.", { name: "Großbank" })).toBe(true);
    expect(mentioned("Harbor – Pine et Harbor and Pine", { name: "Harbor-Pine" })).toBe(true);
    for (const text of ["HARBOR and PINE", "Harbor  &\nPine", "Harbor&Pine", "Harbor et Pine"]) expect(mentioned(text, { name: "Harbor & Pine" }), text).toBe(true);
    // Made of everyday words, the name in lower case is the words (analysis-policy: common-word brands).
    expect(mentioned("harbor and pine trees", { name: "Harbor & Pine" })).toBe(false);
    expect(mentioned("Harbor or Pine", { name: "Harbor & Pine" })).toBe(false);
  });

  it("reads inflected forms: possessives, German genitives, French elisions, declined multiword names", () => {
    expect(mentioned("Acme’s app is new.", { name: "Acme" })).toBe(true);
    expect(mentioned("Zalandos Rückgabe ist kostenlos.", { name: "Zalando" })).toBe(true);
    expect(mentioned("MediaMarkts Preise und Müllers Sortiment", { name: "MediaMarkt" })).toBe(true);
    expect(mentioned("Müllers Sortiment ist groß.", { name: "Müller" })).toBe(true);
    expect(mentioned("Le service client d'Acme répond vite.", { name: "Acme" })).toBe(true);
    expect(mentioned("Les soins de l’Oréal", { name: "L'Oréal" })).toBe(true);
    expect(mentioned("Mit der Deutschen Bahn fahren", { name: "Deutsche Bahn" })).toBe(true);
  });

  it("sees names through markdown: bold, link text, headings, list items and table cells", () => {
    expect(mentioned("Try **Acme** first.", { name: "Acme" })).toBe(true);
    expect(mentioned("Read [Acme](https://acme.com/)", { name: "Acme" })).toBe(true);
    expect(mentioned("## Acme\nA bank.", { name: "Acme" })).toBe(true);
    expect(mentioned("| Bank | Fee |\n|---|---|\n| Acme | 0 € |", { name: "Acme" })).toBe(true);
  });

  it("never counts a longer word that contains the name", () => {
    for (const [text, name] of [["Casanova and a supernova", "Nova"], ["Ottoman rugs", "Otto"], ["an Orangery", "Orange"], ["la Freebox", "Free"], ["Acmeville", "Acme"]] as const) {
      expect(mentioned(text, { name }), text).toBe(false);
    }
  });

  it("counts a name only in a URL or a bare domain as a citation, not a mention", () => {
    const cited = read("Details: https://www.lumiere.fr/tarifs", targets());
    expect(cited).toMatchObject({ brandMentioned: false, position: null, brandCited: true });
    expect(read("Voir lumiere.fr et www.lumiere.fr/prix.", targets())).toMatchObject({ brandMentioned: false, brandCited: false, citations: [] });
    expect(read("Read https://reviews.example.com/lumiere-vs-nova first.", targets()).competitorsMentioned).toEqual([]);
    expect(mentioned("Book on Booking.com today.", { name: "Booking.com" })).toBe(true);
  });

  it("reads a common-word brand only where a reader sees the brand", () => {
    const free = { name: "Free", domain: "free.fr" };
    expect(mentioned("Free propose une box fibre à 30 €.", free)).toBe(true);
    expect(mentioned("Feel free to compare offers. Free shipping applies.", free)).toBe(false);
    expect(mentioned("Chez Orange ou chez Free, les prix baissent.", free)).toBe(true);
    expect(mentioned("1. **Free** – la moins chère", free)).toBe(true);
    expect(mentioned("Define your target audience first.", { name: "Target" })).toBe(false);
    expect(mentioned("Walmart and Target both sell it.", { name: "Target" })).toBe(true);
    expect(mentioned("Früher kostete das 2 DM.", { name: "dm" })).toBe(false);
    expect(mentioned("Bei dm gibt es Sonnencreme.", { name: "dm" })).toBe(true);
    expect(mentioned("Tell me about you and your goals.", { name: "About You" })).toBe(false);
    expect(mentioned("About You bietet kostenlosen Versand.", { name: "About You" })).toBe(true);
    expect(mentioned("Un jus d'orange pressé.", { name: "Orange" })).toBe(false);
    // At a sentence start the context decides: the brand named as such elsewhere in the answer.
    const shine = targets({ name: "Shine" }, [{ name: "Qonto" }]);
    expect(read("Qonto et Shine sont citées. Shine, à l'inverse, accumule les critiques.", shine).sentiment).toBe(25);
    expect(mentioned("Buff the car. Shine, polish and repeat.", { name: "Shine" })).toBe(false);
    expect(mentioned("¡Claro! Movistar es la mejor opción.", { name: "Claro" })).toBe(false);
  });

  it("reads a name written in lower case as the name, unless the grammar shows the everyday word", () => {
    const movistar = { name: "Movistar" };
    expect(read("En Galicia movistar sigue teniendo la red más extensa, y Movistar tiene tiendas.", targets(movistar, [])).position).toBe(1);
    expect(mentioned("La calidad es bastante desigual según la prenda.", { name: "Desigual" })).toBe(false);
    const urlaub = targets({ name: "HolidayCheck" }, [{ name: "Ab in den Urlaub" }]);
    expect(ranks("Dann geht es ab in den Urlaub. HolidayCheck zeigt Bewertungen, Ab in den Urlaub auch.", urlaub)).toEqual({ HolidayCheck: [1, null], "Ab in den Urlaub": [2, null] });
  });

  it("still counts a negative mention", () => {
    expect(read("Avoid Lumière.").brandMentioned).toBe(true);
  });

  it("gives overlapping names to the longest one", () => {
    const result = read("Nova Cloud is popular.", targets({ name: "Nova" }, [{ name: "Nova Cloud" }]));
    expect(result.brandMentioned).toBe(false);
    expect(result.competitorsMentioned).toEqual([{ name: "Nova Cloud", position: 1, listPosition: null, sentiment: 67 }]);
  });

  it("does not read names in a trailing sources list", () => {
    const text = "Nova is a good bank [1].\n\nSources:\n[1] Lumière – tarifs https://www.lumiere.fr/tarifs\n[2] Zenith Bank blog https://zenith.example/blog";
    const result = read(text);
    expect(result).toMatchObject({ brandMentioned: false, brandCited: true });
    expect(result.competitorsMentioned.map((c) => c.name)).toEqual(["Nova"]);
    expect(result.citations.map((c) => c.url)).toEqual(["https://www.lumiere.fr/tarifs", "https://zenith.example/blog"]);
  });
});

describe("position and list_position", () => {
  it("orders by first mention, prose before the list included; list_position is the item a reader sees", () => {
    const text = "Here are alternatives to Lumière:\n\n1. **Nova**\n2. **Zenith Bank**\n3. **Lumière**\n4. Harbor & Pine";
    expect(ranks(text)).toEqual({ Lumière: [1, 3], Nova: [2, 1], "Zenith Bank": [3, 2], "Harbor & Pine": [4, 4] });
  });

  it("counts every item, tracked or not, with the rendered number of numbered lists", () => {
    expect(ranks("Options:\n1. Alpha\n2. Beta\n3. Gamma\n4. **Lumière**").Lumière).toEqual([1, 4]);
    expect(ranks("1. Alpha\n1. Beta\n1. Lumière").Lumière).toEqual([1, 3]);
    expect(ranks("Continued:\n\n4. Alpha\n5. Lumière").Lumière).toEqual([1, 5]);
    expect(ranks("- Alpha\n- Beta\n\n- Lumière – fiable").Lumière).toEqual([1, 3]);
  });

  it("numbers nested items in their own list, table data rows from 1, numbered headings as written", () => {
    expect(ranks("1. Budget banks\n   - Nova\n   - Lumière\n2. Premium").Lumière).toEqual([2, 2]);
    expect(ranks("| Bank | Fees |\n|---|---|\n| Nova | low |\n| Lumière | none |")).toEqual({ Nova: [1, 1], Lumière: [2, 2] });
    expect(ranks("### 1. Nova\nFast.\n\n### 2. Lumière\nReliable.")).toEqual({ Nova: [1, 1], Lumière: [2, 2] });
    expect(ranks("**1. Nova** – fast\n\n**2. Lumière** – reliable").Lumière).toEqual([2, 2]);
  });

  it("gives no list position to a name outside lists, nor to a table's header row", () => {
    expect(ranks("Lumière leads. What to compare:\n- fees\n- support\n\nNova is close behind.")).toEqual({ Lumière: [1, null], Nova: [2, null] });
    expect(ranks("| Criterion | Lumière | Nova |\n|---|---|---|\n| Fees | low | high |")).toEqual({ Lumière: [1, null], Nova: [2, null] });
  });

  it("orders competitors by first mention in prose (es)", () => {
    const result = read("Zenith Bank y Nova son populares, pero Harbor and Pine y Lumière son mejores. Nova también.");
    expect(result.position).toBe(4);
    expect(result.competitorsMentioned.map((c) => [c.name, c.position])).toEqual([["Zenith Bank", 1], ["Nova", 2], ["Harbor & Pine", 3]]);
  });
});

describe("citations and own domain", () => {
  const text = [
    "Compare on [Lumière](https://www.Lumiere.fr/tarifs/#offres) and https://blog.lumiere.fr/guide/?lang=fr.",
    "See also www.harborpine.com/rates/, (https://en.wikipedia.org/wiki/Bank_(finance)) and «https://lumiere.fr/tarifs»!",
    "Root: <https://nova.com/>, [doc](https://docs.nova.com/a \"Docs\") and http://notlumiere.fr/x; https://lumiere.fr.evil.io/p",
    "Again https://www.Lumiere.fr/tarifs/#offres and **https://shop.lumiere.fr/?utm_source=chatgpt.com**",
  ].join("\n");

  it("keeps every http(s) URL exactly as written, once, in order; a bare domain is none", () => {
    expect(extractUrls(text)).toEqual([
      "https://www.Lumiere.fr/tarifs/#offres",
      "https://blog.lumiere.fr/guide/?lang=fr",
      "https://en.wikipedia.org/wiki/Bank_(finance)",
      "https://lumiere.fr/tarifs",
      "https://nova.com/",
      "https://docs.nova.com/a",
      "http://notlumiere.fr/x",
      "https://lumiere.fr.evil.io/p",
      "https://shop.lumiere.fr/?utm_source=chatgpt.com",
    ]);
  });

  it("marks the brand's domain and its subdomains as own, never a look-alike", () => {
    const citations = read(text, targets({ name: "Lumière", domain: "https://www.lumiere.fr/" })).citations;
    expect(citations.filter((c) => c.isOwnDomain).map((c) => c.url)).toEqual([
      "https://www.Lumiere.fr/tarifs/#offres",
      "https://blog.lumiere.fr/guide/?lang=fr",
      "https://lumiere.fr/tarifs",
      "https://shop.lumiere.fr/?utm_source=chatgpt.com",
    ]);
    expect(citations.find((c) => c.url.startsWith("https://www.Lumiere"))?.domain).toBe("lumiere.fr");
    expect(read(text, targets({ name: "Lumière", domain: null })).citations.filter((c) => c.isOwnDomain)).toEqual([]);
  });

  it("counts the client's other domains (and their subdomains) as its own too, never a look-alike of them", () => {
    const own = read(text, { ...targets({ name: "Lumière", domain: "lumiere.fr" }), otherDomains: ["nova.com"] }).citations.filter((c) => c.isOwnDomain).map((c) => c.url);
    expect(own).toEqual([
      "https://www.Lumiere.fr/tarifs/#offres",
      "https://blog.lumiere.fr/guide/?lang=fr",
      "https://lumiere.fr/tarifs",
      "https://nova.com/",
      "https://docs.nova.com/a",
      "https://shop.lumiere.fr/?utm_source=chatgpt.com",
    ]);
    // Only the other domains: the brand's domain unknown.
    expect(read(text, { ...targets({ name: "Lumière", domain: null }), otherDomains: ["notlumiere.fr"] }).citations.filter((c) => c.isOwnDomain).map((c) => c.url)).toEqual(["http://notlumiere.fr/x"]);
  });
});

// sentiment = round(50 + 50 · (pos − neg) / (pos + neg + 2)) over the words said of each name
describe("sentiment", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const both = (text: string) => {
    const r = read(text, two);
    return [r.sentiment, r.competitorsMentioned[0]?.sentiment ?? null];
  };

  it("is about each name: swapping praise and criticism swaps the scores", () => {
    expect(both("Acme is excellent and reliable, while Nova is slow and expensive.")).toEqual([75, 25]);
    expect(both("Nova is excellent and reliable, while Acme is slow and expensive.")).toEqual([25, 75]);
    // "trop chère" weighs more than "chère".
    expect(both("1. **Acme** – fiable et rapide.\n2. **Nova** – trop chère, service décevant.")).toEqual([75, 20]);
  });

  it("reads negations and hedges in en, fr, es and de", () => {
    expect(read("I wouldn't hesitate to recommend Acme.", two).sentiment).toBe(67);
    expect(read("Acme is not the cheapest option.", two).sentiment).toBe(33);
    expect(read("Acme n'est pas fiable.", two).sentiment).toBe(33);
    expect(read("Je n'hésiterais pas à recommander Acme.", two).sentiment).toBe(67);
    expect(read("Acme no es nada fiable.", two).sentiment).toBe(33);
    expect(read("Nunca he tenido problemas con Acme.", two).sentiment).toBe(67);
    expect(read("Acme ist kein schlechter Anbieter und zuverlässig.", two).sentiment).toBe(75);
    expect(read("Acme empfehle ich nicht.", two).sentiment).toBe(33);
    // "nicht nur" negates nothing; after "sondern" a judgement counts double: 50 + 50·3/5 = 80.
    expect(read("Acme ist nicht nur günstig, sondern auch zuverlässig.", two).sentiment).toBe(80);
    expect(read("Acme est un peu chère.", two).sentiment).toBe(33);
  });

  it("gives a judgement to every name of a joined subject, and none to a judgement word that is part of a name", () => {
    expect(both("Acme et Nova proposent les tarifs les plus compétitifs.")).toEqual([67, 67]);
    expect(both("Acme is excellent. We compared Nova, Acme and others.")).toEqual([67, 50]);
    expect(read("Acme belongs to Fast Retailing, based in Tokyo.", two).sentiment).toBe(50);
    expect(read("Acme sells the Drive Safe & Save plan.", two).sentiment).toBe(50);
    // A dash ends a clause: the negation before it does not reach the praise after it.
    expect(read("Acme pays interest on money not invested – an excellent package.", two).sentiment).toBe(67);
  });

  it("reads hesitation, price movements and fixed phrases", () => {
    expect(read("Pour un premier projet, je n'hésiterais pas à partir sur Acme.", two).sentiment).toBe(67);
    expect(read("Acme ohne Bedenken.", two).sentiment).toBe(67);
    expect(read("With Acme the premium rises at renewal.", two).sentiment).toBe(33);
    // +1, then −1 counted twice after "but": 50 + 50·(1 − 2)/(3 + 2) = 40.
    expect(read("Acme is cheap, but stock runs out fast.", two).sentiment).toBe(40);
    expect(read("Acme's Professional plan is hard to justify.", two).sentiment).toBe(33);
  });

  it("reads a table's cells for the row's name, or the column's", () => {
    const rows = "| Bank | Support | Price |\n|---|---|---|\n| Acme | excellent | affordable |\n| Nova | slow | expensive |";
    expect(both(rows)).toEqual([75, 25]);
    const columns = "| Criterion | Acme | Nova |\n|---|---|---|\n| Support | excellent | slow |\n| Price | affordable | expensive |";
    expect(both(columns)).toEqual([75, 25]);
  });

  it("is 50 without sentiment words, ignores URLs and the name's own words, and is null when not mentioned", () => {
    expect(read("Acme a été fondée en 1998 à Lyon.", two).sentiment).toBe(50);
    expect(read("Acme is listed on https://example.com/best/banks today.", two).sentiment).toBe(50);
    expect(read("Best Bank offers current accounts.", targets({ name: "Best Bank" }, [])).sentiment).toBe(50);
    expect(read("Nova is excellent.", two).sentiment).toBeNull();
  });
});

describe("the sentences that decide a sentiment", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const reasons = (text: string) => read(text, two).sentimentReasons.map((r) => ({ name: r.name, isBrand: r.isBrand, sentences: r.sentences.map((s) => `${s.polarity}: ${s.text}`) }));

  it("gives each name the sentences said of it, with their polarity, the client first", () => {
    expect(reasons("Nova is slow and expensive. Founded in 1998, **Acme** is [excellent](https://acme.example/x) and reliable. Acme's app is clunky.")).toEqual([
      { name: "Acme", isBrand: true, sentences: ["positive: Founded in 1998, Acme is excellent and reliable.", "negative: Acme's app is clunky."] },
      { name: "Nova", isBrand: false, sentences: ["negative: Nova is slow and expensive."] },
    ]);
    // Swapping the judgements swaps the sentences.
    expect(reasons("Acme is slow and expensive. Nova is excellent.")).toEqual([
      { name: "Acme", isBrand: true, sentences: ["negative: Acme is slow and expensive."] },
      { name: "Nova", isBrand: false, sentences: ["positive: Nova is excellent."] },
    ]);
  });

  it("reads negations and concessions as the score does (fr, es, de)", () => {
    expect(reasons("Je n'hésiterais pas à recommander Acme.")[0]!.sentences).toEqual(["positive: Je n'hésiterais pas à recommander Acme."]);
    expect(reasons("Acme no es nada fiable.")[0]!.sentences).toEqual(["negative: Acme no es nada fiable."]);
    expect(reasons("Acme ist günstig und langsam.")[0]!.sentences).toEqual(["mixed: Acme ist günstig und langsam."]);
  });

  it("explains a list item and a table row whole, without their markdown", () => {
    expect(reasons("1. **Acme** – fiable et rapide.")[0]!.sentences).toEqual(["positive: Acme – fiable et rapide."]);
    expect(reasons("| Bank | Support | Price |\n|---|---|---|\n| Acme | excellent | expensive |\n| Nova | slow | fair |")).toEqual([
      { name: "Acme", isBrand: true, sentences: ["mixed: Acme | excellent | expensive"] },
      { name: "Nova", isBrand: false, sentences: ["mixed: Nova | slow | fair"] },
    ]);
  });

  it("is bounded: the five weightiest sentences per name, in the answer's order, each cut at 300 characters", () => {
    const many = ["Acme is good.", "Acme is excellent and reliable.", "Acme is fast.", "Acme is slow, buggy and expensive.", "Acme is friendly.", "Acme is great.", "Acme is cheap."].join(" ");
    expect(read(many, two).sentimentReasons[0]!.sentences.length).toBe(5);
    const kept = reasons(many)[0]!.sentences;
    expect(kept[0]).toBe("positive: Acme is good.");
    expect(kept).toContain("negative: Acme is slow, buggy and expensive.");
    expect(kept).toContain("positive: Acme is excellent and reliable.");
    const long = read(`Acme is excellent ${"and the rooms are large ".repeat(30)}.`, two).sentimentReasons[0]!.sentences[0]!.text;
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith("…")).toBe(true);
  });

  it("is empty when no sentence judges a name, and leaves out names not mentioned", () => {
    expect(reasons("Acme a été fondée en 1998 à Lyon.")).toEqual([]);
    expect(reasons("Nova is excellent.")).toEqual([{ name: "Nova", isBrand: false, sentences: ["positive: Nova is excellent."] }]);
  });
});

describe("round 2: names that are not the brand, case, hedged judgements", () => {
  const named = (text: string, brand: string, competitors: string[] = []) => {
    const r = read(text, targets({ name: brand }, competitors.map((name) => ({ name }))));
    return { brand: r.position, competitors: r.competitorsMentioned.map((c) => `${c.name}@${c.position}`) };
  };

  it("does not count a person, a place or an event that bears the name, and still counts the brand beside it", () => {
    expect(named("Harrison Ford drives a Toyota in the film.", "Ford", ["Toyota"])).toEqual({ brand: null, competitors: ["Toyota@1"] });
    expect(named("Harrison Ford drives one in the film. Later, Ford launched the Puma.", "Ford")).toEqual({ brand: 1, competitors: [] });
    expect(named("The Orange River crosses the country; Vodacom covers it.", "Orange", ["Vodacom"]).brand).toBeNull();
    expect(named("La ville d'Orange accueille un festival ; SFR y est présent.", "Orange", ["SFR"]).brand).toBeNull();
    expect(named("Vodacom covers the Amazon rainforest well.", "Amazon", ["Vodacom"]).brand).toBeNull();
    expect(named("Mme Hermès a fondé une dynastie ; Chanel domine.", "Hermès", ["Chanel"]).brand).toBeNull();
    expect(named("Una etapa del Tour de Francia pasa por aquí; Decathlon patrocina.", "Tour", ["Decathlon"]).brand).toBeNull();
    expect(named("You might spot a jaguar in the wild; BMW makes cars.", "Jaguar", ["BMW"]).brand).toBeNull();
    // A word at the end of the sentence before is no given name or place ("in town. giffgaff is…").
    expect(named("It is best in town.\n\ngiffgaff is a good alternative.", "Giffgaff").brand).toBe(1);
  });

  it("reads a name in capitals without its accents, or typed in lower case where people shop, as the brand", () => {
    expect(named("LE CAFE DE FLORE est une institution, comme Les Deux Magots.", "Café de Flore", ["Les Deux Magots"]).brand).toBe(1);
    expect(named("AUCHAN et Carrefour se disputent le marché.", "Auchan", ["Carrefour"]).brand).toBe(1);
    expect(named("On a trouvé le meilleur prix chez darty, puis Boulanger. Darty reste fiable.", "Darty", ["Boulanger"])).toEqual({ brand: 1, competitors: ["Boulanger@2"] });
    expect(named("Kaufen Sie bei tchibo oder bei Eduscho.", "Tchibo", ["Eduscho"]).brand).toBe(1);
    expect(named("Pedí en glovo y luego en Just Eat.", "Glovo", ["Just Eat"]).brand).toBe(1);
  });

  it("reads double negatives, praise as the absence of problems and a concession outweighed, in four languages", () => {
    const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
    const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);
    for (const praise of [
      "Acme is not without merit.",
      "It's not that Acme isn't good.",
      "I've never had a single issue with Acme.",
      "Acme is pricier, but its support more than makes up for it.",
      "Je ne dirais pas qu'Acme n'est pas fiable.",
      "Aucun souci avec Acme depuis trois ans.",
      "Acme est plus cher, mais son service client compense largement.",
      "No es que Acme no sea bueno.",
      "Con Acme, sin ningún problema desde hace años.",
      "Acme es más caro, pero su atención al cliente lo compensa con creces.",
      "Acme ist nicht unbrauchbar.",
      "Mit Acme hatte ich keinerlei Probleme.",
      "Acme ist teurer, aber der Kundenservice macht das mehr als wett.",
      "Nicht dass Acme schlecht wäre.",
    ]) expect(tone(praise), praise).toBe(1);
    for (const blame of [
      "Acme has great support, but the price is hard to justify.",
      "Acme a un bon service, mais ses tarifs sont rédhibitoires.",
      "Acme hat guten Service, aber die Preise sind happig.",
    ]) expect(tone(blame), blame).toBe(-1);
    // The clause negation reaches its clause only: after "pero", Nova's praise is Nova's.
    const r = read("No es que Acme sea malo, pero Nova es mejor.", two);
    expect(r.sentiment).toBeGreaterThan(50);
    expect(r.competitorsMentioned[0]!.sentiment).toBeGreaterThan(50);
  });
});

describe("round 2, version 6: who is named, and what a judgement is about", () => {
  const named = (text: string, brand: string, competitors: string[] = []) => {
    const r = read(text, targets({ name: brand }, competitors.map((name) => ({ name }))));
    return { brand: r.position, competitors: r.competitorsMentioned.map((c) => `${c.name}@${c.position}`) };
  };
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string, t: AnalysisTargets = two) => Math.sign((read(text, t).sentiment ?? 50) - 50);

  it("counts a name typed in lower case in a quoted review, or after 'with', 'con', 'sur', even where it is also capitalised", () => {
    expect(named('One reader wrote: "switched to zalora last year and never looked back". Zalora ships fast.', "Zalora").brand).toBe(1);
    expect(named("« j'ai tout commandé sur vinted » dit une lectrice ; Vinted reste gratuit.", "Vinted").brand).toBe(1);
    expect(named("Viajé con blablacar y después con Alsa. BlaBlaCar es barato.", "BlaBlaCar", ["Alsa"]).brand).toBe(1);
    // A name of everyday words needs a place to buy before it: "sur back market" is the shop, "back" alone is not.
    expect(named("J'ai acheté mon téléphone sur back market.", "Back Market").brand).toBe(1);
    expect(named("Bring the phone back. Market prices vary.", "Back Market").brand).toBeNull();
    // A lower-case name the answer also capitalises stays the word where nothing shows the shop ("le décathlon").
    expect(named("Le décathlon compte dix épreuves. Decathlon vend des pointes.", "Decathlon").brand).toBe(1);
    expect(ranks("Pour le décathlon, voyez Nova. Decathlon vend des pointes.", targets({ name: "Decathlon" }, [{ name: "Nova" }]))).toEqual({ Decathlon: [2, null], Nova: [1, null] });
  });

  it("keeps accents when it asks whether a name is an everyday word: Uber is not über, and 'con uber' is the brand", () => {
    expect(named("Con uber la espera fue corta.", "Uber").brand).toBe(1);
    expect(named("Die Debatte über Preise geht weiter; Uber schweigt.", "Uber").brand).toBe(1);
    expect(ranks("Die Debatte über Preise geht weiter; Bolt und Uber schweigen.", targets({ name: "Uber" }, [{ name: "Bolt" }]))).toEqual({ Uber: [2, null], Bolt: [1, null] });
  });

  it("does not count a person described after the name, a trip's destination, a region after a town, or a style", () => {
    expect(named("Le polo doit beaucoup à Jean Borotra, triple vainqueur de Roland-Garros ; Lacoste l'a popularisé.", "Borotra", ["Lacoste"]).brand).toBeNull();
    expect(named("La marca debe su nombre a Mercedes Jellinek, la hija de un distribuidor; BMW compite.", "Mercedes", ["BMW"]).brand).toBeNull();
    expect(named("Planning a hiking trip to Patagonia? Columbia makes rain shells.", "Patagonia", ["Columbia"]).brand).toBeNull();
    expect(named("Après avoir visité la Alhambra, goûtez une Mahou.", "Alhambra", ["Mahou"]).brand).toBeNull();
    expect(named("À Lincoln, dans le Nebraska, Ford vend bien.", "Lincoln", ["Ford"]).brand).toBeNull();
    expect(named("Une lampe dans le style Bauhaus, ou au Bauhaus-Stil : Hornbach en vend.", "Bauhaus", ["Hornbach"]).brand).toBeNull();
    expect(named("Quedamos en la Puerta del Sol; Mahou patrocina la fiesta.", "Sol", ["Mahou"]).brand).toBeNull();
    expect(named("Del Sol a Mahou, las cervezas claras dominan. Sol es mexicana.", "Sol", ["Mahou"]).brand).toBe(1);
    // Words a company is called too, and moves and visits that are switching or shopping, leave the brand a brand.
    expect(named("If your tariff ends, consider moving to Octopus Energy.", "Octopus Energy").brand).toBe(1);
    expect(named("Xiaomi, the king of budget phones, undercuts everyone.", "Xiaomi").brand).toBe(1);
    expect(named("Aldi, the winner of our price test, is cheapest.", "Aldi").brand).toBe(1);
    expect(named("Visit Boots for a free consultation.", "Boots").brand).toBe(1);
    expect(named("Die Fahrt zum Ikea lohnt sich.", "Ikea").brand).toBe(1);
    expect(named("Carrefour leads in France and Tesco in the UK.", "Tesco", ["Carrefour"]).brand).toBe(2);
    expect(named("Orange, in France, is the incumbent.", "Orange").brand).toBe(1);
    expect(named("Los coches de Mercedes Benz son caros.", "Mercedes").brand).toBe(1);
    // A company "born" somewhere is still the company.
    expect(named("Camper, nacida en Mallorca, vende zapatos.", "Camper").brand).toBe(1);
  });

  it("does not count a town in a short form or in its own spelling, a linked article on something else, an author quoted, a night", () => {
    const hastings = (text: string) => read(text, targets({ name: "Hastings Direct", aliases: ["Hastings"] }, [{ name: "Admiral" }])).position;
    expect(hastings("A driver in Hastings pays less. 1. **Admiral** – fine. 2. **Hastings Direct** – cheap.")).toBe(2);
    expect(hastings("Premiums around Hastings are low; Admiral is fine.")).toBeNull();
    expect(hastings("Switch to Hastings: Admiral costs more.")).toBe(1);
    expect(named("De Trieste a Zúrich, todas operan en España. Generali es cara.", "Zurich", ["Generali"]).brand).toBeNull();
    expect(named("Wer in Zürich wohnt, braucht eine Schweizer Police; Zurich versichert auch dort.", "Zurich").brand).toBe(1);
    expect(named("the capital of [Tolkien's Rohan](https://en.wikipedia.org/wiki/Rohan_(Middle-earth)). Berghaus is fine.", "Rohan", ["Berghaus"]).brand).toBeNull();
    expect(named("[Zara](https://en.wikipedia.org/wiki/Zara_(retailer)) leads.", "Zara").brand).toBe(1);
    // Encoded or malformed: read as decoded, or as written, never a failure.
    expect(named("[Tolkien's Rohan](https://en.wikipedia.org/wiki/Rohan_%28Middle-earth%29). Berghaus.", "Rohan", ["Berghaus"]).brand).toBeNull();
    expect(named("[Rohan](https://en.wikipedia.org/wiki/Rohan_(%C3)) here.", "Rohan").brand).toBeNull();
    expect(named("Comme le conseillait déjà Horace, le juste milieu vaut mieux. Typology est cher.", "Horace", ["Typology"]).brand).toBeNull();
    expect(named("Haggis on Burns Night upsets dogs; Forthglade is gentle.", "Burns", ["Forthglade"]).brand).toBeNull();
    expect(named("Eine Wohnung in der Gothaer Innenstadt ist günstig; die HanseMerkur regelt schnell.", "Gothaer", ["HanseMerkur"]).brand).toBeNull();
    expect(named("Ein selbst organisierter Studienkreis hilft. Der Studienkreis bietet Kurse an.", "Studienkreis").brand).toBe(1);
    expect(named("Ein selbst organisierter Studienkreis hilft, Sofatutor auch.", "Studienkreis", ["Sofatutor"]).brand).toBeNull();
    expect(named("Rüsselsheim, wo Adam Opel Nähmaschinen baute. Skoda ist groß.", "Opel", ["Skoda"]).brand).toBeNull();
    expect(named("Poner rumbo a casa.\n\n**Rumbo.** Funciona igual.", "Rumbo").brand).toBe(1);
  });

  it("reads a German noun after its article as the noun, and the brand where a name or a verb follows", () => {
    expect(named("Das Tempo im Alltag drosseln hilft. Kleenex ist weich.", "Tempo", ["Kleenex"]).brand).toBeNull();
    expect(named("Im gewohnten Tempo weiter arbeiten? Lieber nicht.", "Tempo").brand).toBeNull();
    expect(named("Das Tempo Original ist reißfest.", "Tempo").brand).toBe(1);
  });

  it("reads no judgement in a condition that names no one, nor in what is complained about", () => {
    expect(tone("If you'd rather avoid slow couriers, Acme delivers by post.")).toBe(0);
    expect(tone("Acme is the best pick if budget worries you.")).toBe(1);
    expect(tone("Si vous craignez les pannes, Acme propose un service de dépannage.")).toBe(0);
    expect(tone("Reviewers of Acme complain about late deliveries of fresh food.")).toBe(-1);
    expect(tone("Les clients d'Acme se plaignent de son application excellente sur le papier.")).toBe(-1);
  });

  it("reads excess, denial, protection, diminished praise, denied fees and intensifiers", () => {
    for (const blame of [
      "Acme is too sweet for my taste.",
      "Acme ist für den Preis zu süß.",
      "Acme est trop lent.",
      "Most people tolerate Acme rather than enjoy it.",
      "Acme tiene un programa parecido, pero con descuentos bastante menores.",
      "Die Datenschutzbedenken bei Acme sind nicht ausgeräumt.",
    ]) expect(tone(blame), blame).toBe(-1);
    for (const praise of [
      "Acme charges no account fee.",
      "Chez Acme, l'offre protège contre les hausses.",
      "Acme: keine Gebühren im Ausland.",
      "I can't think of a reason not to recommend Acme.",
    ]) expect(tone(praise), praise).toBe(1);
    // "very good" weighs more than "good": the order of two names follows.
    const r = read("Acme is very good. Nova is good.", two);
    expect(r.sentiment!).toBeGreaterThan(r.competitorsMentioned[0]!.sentiment);
    // "too" meaning "also" is no excess.
    expect(tone("Acme too has excellent support.")).toBe(1);
    // "zu" before an infinitive or a noun is no excess.
    expect(tone("Acme ist sehr zu empfehlen.")).toBe(1);
  });

  it("reads a long wait, praise held to a condition, a fault of none, and a negation after 'mich aber'", () => {
    for (const blame of [
      "Bei Acme wartet man am Wochenende lange auf einen Tisch.",
      "Chez Acme, on attend longtemps au guichet.",
      "Acme solo compensa si el precio es lo único que te importa.",
      "Acme is only worth it if price is all you care about.",
      "Acme sieht gut aus, überzeugt mich aber nicht: die Sorten schäumen übermäßig.",
      "Acme wird in der Sonne schnell dünn.",
    ]) expect(tone(blame), blame).toBe(-1);
    for (const praise of [
      "Chez Acme, on n'attend jamais longtemps.",
      "Bei Acme habe ich noch keinen Burger bekommen, an dem etwas auszusetzen war.",
      "It's hard to find anything wrong with Acme.",
      "Acme supports your back without feeling too firm.",
      "Acme is the only good option if you ski.",
      "Acme: pain cuit sur place et formules généreuses.",
    ]) expect(tone(praise), praise).toBe(1);
    // A relative clause after a denied noun is denied only when it finds fault; praise there stays praise.
    expect(tone("Bei Acme gibt es keinen Tarif, der teuer ist.")).toBe(1);
    expect(tone("Acme: kein Anbieter, der so zuverlässig ist.")).toBe(1);
    // "Bügelflasche" starts like "bug" and judges nothing; a "10-year limited warranty" is a term, not a limit.
    expect(tone("Acme kommt in Bügelflaschen.")).toBe(0);
    expect(tone("Acme has a 10-year limited warranty.")).toBe(0);
  });

  it("weighs what a sentence concedes before its 'but' as one judgement at most, and reads model names and sayings as no judgement", () => {
    // Two praises conceded, one fault after "pero": the fault decides; with no contrast, two against one would not.
    expect(tone("Acme es más fácil de encontrar y algo más barata, pero se queda corta de sabor.")).toBe(-1);
    expect(tone("Acme is cheap, fast and friendly, and a little bland.")).toBe(1);
    expect(tone("Acme: difficile de lui reprocher grand-chose.")).toBe(1);
    expect(tone("| Marke | Modell |\n|---|---|\n| Acme | Easy XT |")).toBe(0);
    // A rhetorical question with "really" denies; "as … as Nova" compares, and the judgement stays with the subject.
    expect(tone("Acme tiene precios bajos. ¿De verdad compensa ahorrar veinte euros para luego pasar semanas reclamando?")).toBe(-1);
    const compared = read("Acme: quick to quote, but its claims handling is nowhere near as dependable as Nova's.", two);
    expect(Math.sign(compared.sentiment! - 50)).toBe(-1);
    expect(compared.competitorsMentioned[0]!.sentiment).toBe(50);
    expect(tone("Acme is cheap, but you get what you pay for.")).toBe(-1);
    expect(tone("Acme cobra comisiones de mantenimiento.")).toBe(-1);
    expect(tone("Acme no cobra comisiones de mantenimiento.")).toBe(1);
    const r = read("Trancher relève du jugement de Salomon. Rossignol est le choix le plus sûr.", targets({ name: "Salomon" }, [{ name: "Rossignol" }]));
    expect(r.position).toBeNull();
  });

  it("reads a verb's manner, a free offer's threshold, a phrase's own negation and 'ne … que' (round 9)", () => {
    // The manner judges the verb: "répond lentement" finds fault, as "funciona mal" and "responds slowly" do.
    for (const fault of ["Acme : le SAV répond lentement.", "Acme responds slowly to claims.", "El soporte de Acme responde lentamente."]) expect(tone(fault), fault).toBe(-1);
    // Free above a threshold is a condition of sale, not praise.
    for (const fact of ["Acme ofrece envío gratis a partir de 49 €.", "Acme : livraison gratuite dès 60 €.", "Acme: free delivery over £40."]) expect(tone(fact), fact).toBe(0);
    expect(tone("Acme: free returns and friendly staff.")).toBe(1);
    // "rien à redire" keeps its praise after the "ne" that goes with "rien"; "no hay nada que objetar" likewise.
    expect(tone("Les clients n'ont rien à redire sur Acme.")).toBe(1);
    // "ne … qu'en dernier recours" restricts: a last resort is no praise.
    expect(tone("Acme, je ne l'envisagerais qu'en dernier recours.")).toBe(-1);
    expect(tone("Acme is a last resort.")).toBe(-1);
    // "à peine meilleur" is barely better; "ya no es lo que era", "n'est plus ce qu'il était" find fault.
    expect(tone("Acme est plus cher pour un confort à peine meilleur.")).toBe(-1);
    for (const fault of ["Acme ya no es lo que era.", "Acme n'est plus ce qu'il était.", "Acme isn't what it used to be."] ) expect(tone(fault), fault).toBe(-1);
    expect(tone("Acme est un peu plus cher, mais son interface fait l'unanimité.")).toBe(1);
    expect(tone("La app de Acme añade funciones que nadie ha pedido.")).toBe(-1);
    expect(tone("Mit Acme kommen Sie nicht weit.")).toBe(-1);
    expect(tone("Acme's cheaper loppers tend to crack within a season, so I'd skip them.")).toBe(-1);
    // A comparison does not reach past a comma: Nova is the subject of what follows.
    const after = read("Si priorizas la atención por encima del precio, Nova suele encabezar los rankings de satisfacción. Acme existe.", two);
    expect(after.competitorsMentioned[0]!.sentiment).toBeGreaterThan(50);
  });

  it("reads a name as the word it also is: 'is also the name of', a German saying, a link to another article (round 9)", () => {
    const fiskars = targets({ name: "Fiskars" }, [{ name: "Gardena" }]);
    expect(read("Gardena is fine. Fiskars is also the name of a village in southern Finland.", fiskars).position).toBeNull();
    expect(read("Gardena va bien. Fiskars est aussi le nom d'un village finlandais.", fiskars).position).toBeNull();
    expect(read("Fiskars makes good loppers.", fiskars).position).toBe(1);
    const sinn = targets({ name: "Sinn" }, [{ name: "Nomos" }]);
    expect(read("Bei 2.000 € ergibt es wenig Sinn, auf Schweizer Marken zu schielen. Nomos ist gut.", sinn).position).toBeNull();
    expect(read("Es macht Sinn, Nomos zu kaufen.", sinn).position).toBeNull();
    expect(read("Sinn aus Frankfurt baut Fliegeruhren.", sinn).position).toBe(1);
    const hamilton = targets({ name: "Hamilton" }, [{ name: "Seiko" }]);
    expect(read("A watch to wear to *Hamilton* at the Victoria Palace Theatre (https://en.wikipedia.org/wiki/Hamilton_(musical)). Seiko is fine.", hamilton).position).toBeNull();
    expect(read("Kaufland took over Hamilton's stores (https://de.wikipedia.org/wiki/Hamilton_(SB-Warenhaus)).", hamilton).position).toBe(1);
  });
});

describe("round 10: what a judgement is held to, and words a reader judges by", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string, t: AnalysisTargets = two) => Math.sign((read(text, t).sentiment ?? 50) - 50);

  it("reads trust, flexibility, flaking, extra charges, sales pressure, 'rien ne vaut', and 'casserole' as no breakage", () => {
    for (const blame of [
      "I wouldn't trust Acme with an e-bike overnight.",
      "Acme: je ne lui confierais pas une géométrie.",
      "Acme: no le confiaría mi coche.",
      "With Acme you pay more for less flexibility.",
      "Chez Acme, moins de flexibilité.",
      "Acme ofrece menos flexibilidad.",
      "Acme bietet weniger Flexibilität.",
      "Acme's coating flaked within a year.",
      "L'émail d'Acme s'écaille vite.",
      "Bei Acme ist die Beschichtung abgeblättert.",
      "Acme charges extra for bedding.",
    ]) expect(tone(blame), blame).toBe(-1);
    for (const praise of [
      "Acme: no hidden fees and no pressure to upgrade.",
      "Chez Acme, aucune vente forcée.",
      "Acme: rien ne vaut son jardin d'enfants.",
      "Bei Acme: Es geht nichts über den Service.",
    ]) expect(tone(praise), praise).toBe(1);
    // A "casserole" breaks nothing; French and Spanish "simple" before its noun is "mere", not "easy".
    expect(tone("Acme fabrique des casseroles en inox.")).toBe(0);
    expect(tone("Acme convient pour une simple vidange.")).toBe(0);
    expect(tone("Acme tiene una interfaz simple.")).toBe(1);
  });

  it("reads a question by its answer, and how a thing looks, set against a 'but', as no judgement", () => {
    for (const blame of [
      "Is Acme worth €260 a week for that? For most adults, no.",
      "¿Es Acme fiable? No, se averían a menudo.",
      "Ist Acme zuverlässig? Nein.",
    ]) expect(tone(blame), blame).toBe(-1);
    for (const praise of [
      "On lit que les centres sont débordés : faut-il pour autant fuir Acme ? Non, le délai annoncé est tenu.",
      "Is Acme worth a look? Yes: it undercuts most rivals.",
      "Is Acme really worth it? Yes, every penny.",
      "Acme looks great.",
    ]) expect(tone(praise), praise).toBe(1);
    for (const looks of [
      "Acme's brochures look great, but classes hold up to fifteen.",
      "Les brochures d'Acme semblent superbes, mais les classes comptent quinze élèves.",
      "Los folletos de Acme parecen estupendos, pero las clases son de quince.",
      "Die Broschüren von Acme wirken toll, aber die Klassen haben fünfzehn Schüler.",
    ]) expect(tone(looks), looks).toBe(0);
  });

  it("reads praise made difficult, praise that is all there is, and what nothing else matches", () => {
    for (const blame of [
      "Difficile de recommander Acme à des débutants.",
      "Acme is hard to trust.",
      "Acme ist schwierig zu empfehlen.",
      "Acme – Fine for a quick coffee stop and nothing more: I wouldn't trust it overnight.",
      "Acme : correct pour la vidange, sans plus ; je ne lui confierais pas une géométrie.",
      "Acme: correcto para un cambio de aceite, sin más; no le confiaría mi coche.",
      "Acme: gut für die Ölwechsel, mehr nicht; ich würde Acme nicht vertrauen.",
    ]) expect(tone(blame), blame).toBe(-1);
    // "sans plus tarder" is "without delay": no reservation.
    expect(tone("Acme est fiable, réservez sans plus tarder.")).toBe(1);
    expect(tone("Acme is hard to beat.")).toBe(1);
    for (const praise of [
      "Acme is heavy, but nothing else at this price has held up as well in grinder tests.",
      "Acme est lourd, mais aucun autre antivol n'est aussi fiable.",
      "Acme pesa mucho, pero ningún otro candado es tan fiable.",
      "Acme ist schwer, aber kein anderes Schloss ist so zuverlässig.",
      "Acme: no other lock is better.",
    ]) expect(tone(praise), praise).toBe(1);
    expect(tone("Acme's app: nothing else is as slow.")).toBe(-1);
  });

  it("reads a place named after the name, a quoted expression, and 'a.m.' as no sentence end", () => {
    const clink = (text: string) => read(text, targets({ name: "Generator" }, [{ name: "Clink" }])).competitorsMentioned;
    expect(clink("Generator is fine. Then the Clink Prison Museum on Clink Street.")).toEqual([]);
    expect(clink('Generator is fine, near the prison that gave English the phrase "in the clink".')).toEqual([]);
    expect(clink("L'expression « dans la clink » est anglaise ; Generator est bien.")).toEqual([]);
    expect(clink("Generator is fine; Clink has dorms too.").map((c) => c.name)).toEqual(["Clink"]);
    // "3 a.m." ends no sentence: the fault after it is still what the "but" sets against the praise.
    expect(tone("The beds at Acme are comfortable enough, but I was woken at 3 a.m. twice by the bar closing below.")).toBe(-1);
  });

  it("reads a fee denied with its fault as one praise", () => {
    for (const praise of ["Acme: no hidden fees.", "Acme : sans frais cachés.", "Acme: sin comisiones ocultas.", "Acme: keine versteckten Gebühren."]) {
      expect(read(praise, two).sentiment, praise).toBe(67);
    }
    expect(tone("Acme cobra comisiones ocultas.")).toBe(-1);
  });

  it("reads nothing to object to, a warning nobody gave, sales pressure, and 'I can't say that … disappointed me' (round 10)", () => {
    for (const praise of [
      "Llevo tres años yendo a Acme y nada que objetar.",
      "Chez Acme, rien à objecter.",
      "Gegen Acme ist nichts einzuwenden.",
      "We have no objections to Acme.",
      "Acme: nur sinnvoll für Profis, dann aber der schönste Klang.",
      "Acme tiene unas instalaciones muy bonitas.",
      "No puedo decir que Acme me haya decepcionado nunca.",
      "Je ne peux pas dire qu'Acme m'ait déçu.",
      "I can't say that Acme has ever disappointed me.",
      "Ich kann nicht behaupten, dass mich Acme je enttäuscht hätte.",
    ]) expect(tone(praise), praise).toBe(1);
    for (const blame of [
      "En Acme nos cambiaron de profesor y nadie nos avisó.",
      "Chez Acme, personne ne nous a prévenus.",
      "Acme moved our booking and nobody notified us.",
      "Acme hat den Termin verschoben, und niemand hat uns benachrichtigt.",
      "Die Beratung bei Acme wirkte stark verkaufsorientiert.",
      "Warum sollte man sich das bei Acme antun?",
    ]) expect(tone(blame), blame).toBe(-1);
  });

  it("reads a question that asks what a thing is worth, or whether it is worth it at all, as denying it (en, fr, es, de)", () => {
    for (const blame of [
      "¿De qué sirve el descuento de Acme si el pedido llega roto?",
      "What good is Acme's discount if the order arrives broken?",
      "À quoi bon la remise d'Acme si la commande arrive cassée ?",
      "Was nützt der Rabatt von Acme, wenn die Bestellung kaputt ankommt?",
      "Lohnt sich Acme für Gelegenheitsfahrer überhaupt?",
      "Lohnt sich Acme wirklich?",
      "Is Acme worth it at all?",
    ]) expect(tone(blame), blame).toBe(-1);
    // Without a condition it asks what a thing does; a "but" ends what "really" asks.
    expect(tone("Acme es excelente, pero ¿de verdad lo necesitas?")).toBe(1);
  });

  it("reads praise that stops at 'and little else' as a reservation, and advice that names no one as no judgement", () => {
    for (const blame of [
      "Acme vale para un cambio de aceite y poco más.",
      "Acme is good for a quick trim and little else.",
      "Acme est bien pour une vidange et pas grand-chose d'autre.",
      "Acme ist gut für einen Ölwechsel und wenig mehr.",
    ]) expect(tone(blame), blame).toBe(-1);
    for (const advice of [
      "En Acme les recomendaron cambiar pastillas que estaban bien.",
      "At Acme, staff recommended replacing tyres that were fine.",
      "Chez Acme, on nous a conseillé de changer des pneus en bon état.",
    ]) expect(tone(advice), advice).toBe(0);
    for (const praise of ["I'd recommend going with Acme.", "Te recomiendo comprar en Acme.", "Je recommande de passer par Acme."]) expect(tone(praise), praise).toBe(1);
  });

  it("weighs half what a clause judges by appearances ('at first glance', 'auf den ersten Blick')", () => {
    for (const [hedged, plain] of [
      ["Acme ist auf den ersten Blick günstig; die Lieferung ist langsam.", "Acme ist günstig; die Lieferung ist langsam."],
      ["Acme is cheap at first glance; delivery is slow.", "Acme is cheap; delivery is slow."],
      ["À première vue, Acme est abordable ; la livraison est lente.", "Acme est abordable ; la livraison est lente."],
      ["A primera vista Acme es barata; la entrega es lenta.", "Acme es barata; la entrega es lenta."],
    ]) {
      expect(tone(hedged!), hedged).toBe(-1);
      expect(tone(plain!), plain).toBe(0);
    }
  });

  it("reads a switch away from a name, difficulty finding a complaint, and sayings with a brand's word (round 11)", () => {
    // "switched from Nova to Acme and never looked back": what follows is said of Acme, Nova is left behind.
    const switched = read("> switched from my old Nova to Acme last year and never looked back, it is so easy", two);
    expect(switched.sentiment).toBeGreaterThan(50);
    expect(switched.competitorsMentioned[0]!.sentiment).toBe(50);
    // Finding is the negation: nobody complains.
    for (const praise of [
      "À Paris, difficile de trouver quelqu'un qui se plaigne d'Acme.",
      "Es difícil encontrar quejas sobre Acme.",
      "It is hard to find complaints about Acme.",
    ]) expect(tone(praise), praise).toBe(1);
    expect(tone("Meindl is the other name worth knowing: a family firm from Bavaria.", targets({ name: "Meindl" }, []))).toBe(0);
    expect(tone("Acme's fly is noisier in wind than the competition.")).toBe(-1);
    expect(tone("Acme's tent is roomy and shrugs off storms.")).toBe(1);
    const canary = targets({ name: "Canary" }, [{ name: "Nova" }]);
    expect(read("Point one camera at the door: it's your canary in the coal mine. Nova is fine.", canary).position).toBeNull();
    const simone = targets({ name: "En Voiture Simone" }, [{ name: "Nova" }]);
    expect(read("Réservez vos heures chez Nova… et en voiture Simone !", simone).position).toBeNull();
  });
});

describe("round 11: a title line's description, 'not even', advice, purpose, conditional 'free', measuring up", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string, t: AnalysisTargets = two) => Math.sign((read(text, t).sentiment ?? 50) - 50);

  it("gives the description under a bold title line to the title's name", () => {
    for (const praise of [
      "**Acme Reserva (≈ 20 €)**\nProbablemente el tinto más fiable de la zona.",
      "**Acme Classic**\nProbably the most reliable pick.",
      "**Acme Aircontact**\nDas Tragesystem ist hervorragend.",
    ]) expect(tone(praise), praise).toBe(1);
  });

  it("reads 'ni un', 'ni siquiera' after a 'no' as one negation, and words that only look like judgements", () => {
    expect(tone("No recuerdo ni una sola reseña negativa de Acme.")).toBe(1);
    expect(tone("Ni una queja sobre Acme.")).toBe(1);
    expect(tone("Acme no es ni barato ni rápido.")).toBe(-1);
    expect(tone("Acme n'est ni cher ni lent.")).toBe(1);
    expect(tone("Acme no es ni mucho menos tan fiable.")).toBe(-1);
    for (const plain of ["Acme fermenta en tinos de roble.", "Acme fermente ses fromages.", "Das Acme-Franzbrötchen ist das Hamburger Gebäck schlechthin."]) expect(tone(plain), plain).toBe(0);
    expect(read("Acme: das Tragesystem, der Tragekomfort und die Belüftung.", two).sentiment).toBeGreaterThanOrEqual(50);
    expect(tone("Der Support von Acme ist träge.")).toBe(-1);
  });

  it("reads 'mejor evitar', 'better avoid' as the advice it gives", () => {
    for (const blame of ["Mejor evitar Acme si vives lejos.", "Better avoid Acme if you live far out.", "Von Acme besser abraten."]) {
      expect(read(blame, two).sentiment, blame).toBe(33);
    }
  });

  it("reads an opening clause of purpose as the reader's aim, not a judgement", () => {
    for (const plain of [
      "Para volar barato dentro de Chile (y hacia el Caribe con Acme), estas son las opciones.",
      "Pour voyager pas cher (et vers les Caraïbes avec Acme), voici les options.",
      "Um günstig zu fliegen (auch in die Karibik mit Acme), gibt es diese Optionen.",
      "To fly cheap (and to the Caribbean with Acme), these are the options.",
    ]) expect(tone(plain), plain).toBe(0);
    expect(tone("Para volar barato, Acme es la mejor opción.")).toBe(1);
  });

  it("reads 'free' after a threshold as a condition of sale", () => {
    for (const plain of ["Das Konto von Acme ist ab 700 € monatlichem Geldeingang kostenlos.", "Con Acme, a partir de 50 € el envío es gratis.", "Acme: from £40 delivery is free."]) {
      expect(tone(plain), plain).toBe(0);
    }
    expect(tone("Das Konto von Acme ist kostenlos.")).toBe(1);
  });

  it("reads what does not measure up to another, and a name measured up to as compared", () => {
    for (const [text, acme, nova] of [
      ["El vino de Acme no está a la altura de Nova.", -1, 0],
      ["Le vin d'Acme n'est pas à la hauteur de Nova.", -1, 0],
      ["Acme kommt bei der Belüftung nicht an den Nova heran.", -1, 0],
      ["Acme kann geschmacklich nicht mit den Traditionsbäckern mithalten.", -1, 0],
      ["Die Basisversion von Acme ist nicht gerade üppig ausgestattet.", -1, 0],
      ["Acme has a standard of service that is up to par.", 1, 0],
    ] as const) {
      const r = read(text, two);
      expect(Math.sign((r.sentiment ?? 50) - 50), text).toBe(acme);
      expect(Math.sign((r.competitorsMentioned[0]?.sentiment ?? 50) - 50), text).toBe(nova);
    }
  });

  it("reads a long time things take as a wait", () => {
    for (const blame of ["Bei Acme häufen sich Berichte über lange Bearbeitungszeiten.", "Chez Acme, les délais sont longs.", "Acme's turnaround is long."]) expect(tone(blame), blame).toBe(-1);
    expect(tone("Acme nennt die Bearbeitungszeiten vorab.")).toBe(0);
  });

  it("reads a chain that closed and left work unfinished as a fault", () => {
    for (const blame of ["Acme, la cadena que cerró en 2020.", "Acme dejó tratamientos pagados y sin terminar.", "Acme left the job unfinished.", "Acme a laissé le chantier inachevé."]) {
      expect(tone(blame), blame).toBe(-1);
    }
  });
});

describe("round 11: names that are a person, an everyday noun, or a quoted expression's word", () => {
  it("reads a common given name before the name as a person", () => {
    for (const text of ["Der amerikanische Rucksackdesigner Wayne Gregory hat einmal gesagt, …", "The designer Wayne Gregory once said…", "Le designer Wayne Gregory disait…", "El diseñador Wayne Gregory decía…"]) {
      expect(mentioned(text, { name: "Gregory" }), text).toBe(false);
    }
    expect(mentioned("Gregory baut leichte Rucksäcke.", { name: "Gregory" })).toBe(true);
  });

  it("reads a brand named like a person as its founder where the founding is told", () => {
    for (const text of [
      "Ramón Bilbao abrió su almacén de vinos en Haro en 1924.",
      "Ramón Bilbao founded the firm in Haro in 1924.",
      "Ramón Bilbao a fondé sa maison en 1924.",
      "Das Weingut, das Ramón Bilbao 1924 gründete, liegt in Haro.",
    ]) expect(mentioned(text, { name: "Ramón Bilbao" }), text).toBe(false);
    expect(mentioned("Ramón Bilbao elabora también un Crianza.", { name: "Ramón Bilbao" })).toBe(true);
    expect(mentioned("Ramón Bilbao abrió una tienda nueva.", { name: "Ramón Bilbao" })).toBe(true);
  });

  it("reads a common-word name after 'jeder', 'every', 'chaque', 'cada' as the everyday noun", () => {
    for (const text of ["Jeder Hamburger Junge ist damit aufgewachsen.", "Every Orange is peeled by hand.", "Chaque Orange est pressée à la main.", "Cada Orange se exprime a mano."]) {
      const brand = text.includes("Junge") ? "Junge" : "Orange";
      expect(mentioned(text, { name: brand }), text).toBe(false);
    }
    expect(mentioned("| **Junge** | 60 | 1,75 € |\nBei Junge ist der Teig saftig.", { name: "Junge" })).toBe(true);
  });

  it("reads a common-word name inside a quoted expression as its word, capitalised or not", () => {
    for (const text of ["Verzichten Sie auf Floskeln wie „Join our team!“.", "Avoid phrases like “Join our team!” in ads.", "Évitez les formules comme « Join our team! ».", "Evite frases como «Join our team!»."]) {
      expect(mentioned(text, { name: "Join" }), text).toBe(false);
    }
    expect(mentioned("Bei JOIN ist der Einstieg kostenlos.", { name: "Join" })).toBe(true);
  });

  it("reads a question answered 'not really', what spares the reader, good value, a lower-case name presented as one (round 12)", () => {
    const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
    const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);
    // "Est-ce un problème ? Pas vraiment" denies the problem it asks about; unanswered, the question leaves it standing.
    const score = (text: string) => read(text, two).sentiment!;
    expect(score("Acme est un peu plus cher. Est-ce un problème pour Acme ? Pas vraiment.")).toBeGreaterThan(score("Acme est un peu plus cher. Est-ce un problème pour Acme ?"));
    expect(tone("Is Acme's price a problem? Not really: nobody complains about Acme.")).toBe(1);
    // "vous évite d'acheter": sparing the reader is a service; "évitez Acme" stays advice against.
    expect(tone("Le pass Acme vous évite d'acheter chaque billet séparément.")).toBe(1);
    expect(tone("Évitez Acme le samedi.")).toBe(-1);
    expect(tone("I wouldn't call Acme good value.")).toBe(-1);
    expect(tone("| Acme | Limited lifetime | Lightest |")).toBe(1);
    expect(tone("Une place en crèche chez Acme coûte le tarif municipal.")).toBe(0);
    // A free version, plan or app is a price of nothing; free returns or a free shuttle are perks.
    for (const fact of ["Acme: the basic version is free.", "Chez Acme, l'application est gratuite.", "Bei Acme ist die Basisversion kostenlos."]) expect(tone(fact), fact).toBe(0);
    for (const perk of ["Chez Acme, le retour est gratuit.", "Acme: returns are free and quick."]) expect(tone(perk), perk).toBe(1);
    const wojo = targets({ name: "Wojo" }, [{ name: "Morning" }]);
    const table = read("| Réseau | Sites |\n|---|---|\n| **Morning** | 25 |\n| **wojo** | 15 |\n\n**Wojo** coche toutes les cases.", wojo);
    expect([table.position, table.listPosition]).toEqual([2, 2]);
    expect(read("Un cadeau qui rende hommage à Bacchus. Morning est bien.", targets({ name: "Bacchus" }, [{ name: "Morning" }])).position).toBeNull();
  });
});

describe("round 12: shouted reviews, late arrivals, where one would start", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string, t: AnalysisTargets = two) => Math.sign((read(text, t).sentiment ?? 50) - 50);

  it("reads words shouted in capitals as words, not as a name", () => {
    for (const blame of ["Una reseña dice: «NUNCA MAS EN ACME, TRES SEMANAS PARA UNAS GAFAS».", "One review reads: NEVER AGAIN WITH ACME."]) expect(tone(blame), blame).toBe(-1);
    expect(tone("Acme belongs to Fast Retailing.")).toBe(0);
  });

  it("reads arriving late as a fault, and where one would start as one's pick", () => {
    for (const blame of ["Las alertas de Acme llegan tarde.", "Die Pakete von Acme kamen spät.", "Yo no empezaría por Acme."]) expect(tone(blame), blame).toBe(-1);
    for (const praise of ["Yo empezaría por Acme.", "Je commencerais par Acme.", "I'd start with Acme."]) expect(tone(praise), praise).toBe(1);
    expect(tone("Acme abre por la tarde.")).toBe(0);
  });

  it("reads a no that hedges ('No demasiado', 'Not really', 'Pas vraiment', 'Nicht wirklich') as the answer no", () => {
    for (const blame of [
      "¿Merece la pena Acme? No demasiado: sus anuncios están duplicados.",
      "Is Acme worth it? Not really. Its listings are duplicated.",
      "Acme est-il fiable ? Pas vraiment. Ses annonces sont dupliquées.",
      "Lohnt sich Acme? Nicht wirklich. Die Anzeigen sind doppelt.",
    ]) expect(tone(blame), blame).toBe(-1);
    expect(tone("Is Acme worth it? Not everyone agrees, but yes.")).toBe(1);
  });

  it("reads a denied relative clause of a denied head as affirming", () => {
    for (const praise of [
      "No he encontrado ninguna reseña reciente que no destaque lo fácil que es Acme.",
      "No conozco a nadie que no recomiende Acme.",
      "Je ne connais personne qui ne recommande pas Acme.",
      "I've never met anyone who doesn't recommend Acme.",
      "Ich kenne keinen Kunden, der mit Acme nicht zufrieden ist.",
    ]) expect(tone(praise), praise).toBe(1);
    expect(tone("Acme no destaca en nada.")).toBe(-1);
  });

  it("reads a name joined by 'or', 'and' to one compared with as compared with too", () => {
    const three = targets({ name: "Acme" }, [{ name: "Nova" }, { name: "Zeta" }]);
    for (const text of ["Zeta ist günstiger als Acme oder Nova.", "Zeta is cheaper than Acme or Nova.", "Zeta est moins cher que Acme et Nova."]) {
      const r = read(text, three);
      expect([r.sentiment, ...r.competitorsMentioned.map((c) => c.sentiment)], text).toEqual([50, 67, 50]);
    }
    expect(read("Nova y Acme son baratos.", two).sentiment).toBe(67);
  });

  it("reads offering less as a fault, and 'less' before a judgement as reversing it", () => {
    for (const blame of ["Acme sale algo más barata, pero ofrece bastante menos por lo que pagas.", "Acme offers far fewer routes.", "Acme propose moins de choix.", "Acme bietet deutlich weniger."]) {
      expect(tone(blame), blame).toBe(-1);
    }
    expect(tone("Acme ofrece menos comisiones.")).toBe(1);
    expect(tone("Da weniger Filialen von Acme existieren, gibt es Wartelisten.")).toBe(0);
  });

  it("reads what can only be done one way, the other denied, as a limitation", () => {
    for (const blame of [
      "Acmes Bücher lassen sich nur in der eigenen App lesen, nicht auf E-Ink-Geräten.",
      "Acme's books can only be read in its own app, not on e-readers.",
      "Los libros de Acme solamente se pueden leer en su app, no en un e-reader.",
      "Les livres d'Acme peuvent uniquement être lus dans son appli, pas sur une liseuse.",
    ]) expect(tone(blame), blame).toBe(-1);
    for (const plain of ["The ZERO funds can only be held in an Acme account.", "Acme kann nicht nur Bücher, sondern auch Hörbücher."]) expect(tone(plain), plain).toBe(0);
    expect(tone("Acme kann man nur empfehlen.")).toBe(1);
  });

  it("reads paying for the name, brand or label as a premium", () => {
    for (const blame of ["Bei Acme zahlt man vor allem für Design und Namen.", "With Acme you're paying for the name.", "Chez Acme, on paie surtout la marque.", "Con Acme pagas sobre todo la marca."]) {
      expect(tone(blame), blame).toBe(-1);
    }
    for (const plain of ["Bei Acme zahlt man per Karte.", "Acme: you pay 5 € a month."]) expect(tone(plain), plain).toBe(0);
  });

  it("reaches a 'ne' through its 'pas', reads hard to outdo as praise, a requirement as none, reviews as one judgement (round 13)", () => {
    const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
    const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);
    // "ne" seven words before the judgement, its "pas" within reach: the negation holds.
    expect(tone("Acme n'est pas le choix le plus fiable.")).toBe(-1);
    expect(tone("Acme n'est pas le choix le plus pertinent pour le piano.")).toBe(-1);
    expect(tone("Acme n'est pas le moins cher, mais difficile de faire plus transparent.")).toBe(1);
    // What the reader must bring is no quality of the name.
    for (const need of ["Acme se repère par satellite ; il faut en revanche une bonne réception.", "With Acme you need a good signal everywhere.", "Für Acme braucht man einen guten Empfang."]) expect(tone(need), need).toBe(0);
    for (const fault of ["Acme's support starts to hurt the shoulders after a few months.", "Acme: las funciones avanzadas quedan detrás del pago."]) expect(tone(fault), fault).toBe(-1);
    expect(tone("Acme: un azafrán con muy buenas críticas.")).toBe(1);
    expect(tone("Bei Acme gibt es Boulder in allen Schwierigkeitsgraden.")).toBe(0);
    // Praise held to one use is a reservation: "nur für den schnellen Einkauf sinnvoll; … zu teuer" finds fault.
    expect(tone("Acme – nur für den schnellen Einkauf zwischendurch sinnvoll; für den Wocheneinkauf deutlich zu teuer.")).toBe(-1);
    expect(tone("Acme is the most flexible choice for mixed fleets.")).toBe(1);
    const santa = targets({ name: "Santa María" }, [{ name: "Nova" }]);
    expect(read("La tienda está en El Puerto de Santa María (Cádiz). Nova es buena.", santa).position).toBeNull();
  });

  it("reads a line's name, a 'but' that adds, better options elsewhere, distinctions as no judgement (round 14)", () => {
    const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
    const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);
    // A capitalised word after the noun of a product line names the line.
    expect(tone("Acme | Stratifié | 25–50 €/m² | Gamme Impressive avec surface traitée")).toBe(0);
    expect(tone("Acme | Stratifié | 25–50 €/m² | impressive avec surface traitée")).toBe(1);
    // "pero tampoco": neither fault nor praise wins.
    expect(tone("Acme: su modelo no destaca en nada, pero tampoco da problemas.")).toBe(0);
    expect(tone("Acme: su modelo no destaca en nada, pero funciona bien.")).toBe(1);
    for (const better of ["Acme lleva décadas en las cocinas, pero hay opciones con mejor relación calidad-precio.", "Acme is fine, but there are better options for families.", "Acme dépanne, mais pour ce prix il y a mieux.", "Acme geht, aber für Familien gibt es bessere Anbieter."]) {
      expect(tone(better), better).toBe(-1);
    }
    for (const plain of ["Acme distingue entre profesores titulados y comunitarios.", "Acme distinguishes between business and personal plans."]) expect(tone(plain), plain).toBe(0);
    expect(tone("Für die meisten Pendler ist Acme die sicherste Wahl.")).toBe(1);
    // Two cases of one offer compared judge nothing; a name compared with does.
    for (const plain of ["Acme bietet einen Auslandsschutz an; für Mitglieder ist er günstiger als für Nichtmitglieder.", "Acme's ski pass is cheaper than in the high season."]) expect(tone(plain), plain).toBe(0);
    expect(tone("Acme ist oft günstiger als bei Nova.")).toBe(1);
    // How the writer speaks is no judgement; a doubt is.
    expect(tone("Honnêtement, Acme propose trois formules.")).toBe(0);
    expect(tone("Acme fait le travail, mais je doute qu'il donne envie de revenir.")).toBe(-1);
  });

  it("reads a plural after a plural article as the noun, a name with a price after its article as the brand (round 14)", () => {
    const basic = targets({ name: "Basic" }, [{ name: "Rewe" }]);
    expect(read("Für die Basics wie Milch reicht Rewe.", basic).brandMentioned).toBe(false);
    expect(read("Für die Basics wie Milch reicht Rewe. Basic ist teurer.", basic).position).toBe(2);
    // A name then a clause of a child's schooling or age is the child.
    const nathan = targets({ name: "Nathan" }, [{ name: "Milan" }]);
    expect(read("Pour Nathan, qui entre au CP, l'idéal est de mélanger les livres. Milan propose des abonnements. Chez Nathan, les textes sont calés sur le CP.", nathan).position).toBe(2);
    expect(read("Nathan, qui édite des manuels, propose aussi des premières lectures.", nathan).position).toBe(1);
    const egret = targets({ name: "Egret" }, []);
    expect(read("Wenn das Budget mehr hergibt, ist ein Egret (ab ca. 1.000 €) kaum zu schlagen.", egret).brandMentioned).toBe(true);
  });

  it("reads the wider English review vocabulary under the hand-read lexicon", () => {
    const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
    const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);
    expect(tone("Acme's support is hit and miss.")).toBe(-1);
    expect(tone("Acme is worth every penny.")).toBe(1);
    // A word lexicon.ts already reads keeps its reading, and a negation still turns a wide word.
    expect(tone("Acme's app is not clunky at all.")).toBe(1);
  });

  it("reads 'not bad, but', falling behind, past praise and what describes rivals; a school and a year are no brand (round 15)", () => {
    const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
    const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);
    // A fault denied to concede, then a "but", announces a reservation, even when nothing after the "but" is judged.
    for (const litotes of ["Acme: it's not bad, but the fabric pills faster than the competition.", "Acme – pas mal pour les trajets courts, mais la flotte s'est réduite.", "Acme – no están mal para la ciudad, pero con lluvia entra el agua.", "Acme – nicht schlecht für Stammkunden, aber die Beratung ist oft provisionsgetrieben."]) {
      expect(tone(litotes), litotes).toBe(-1);
    }
    // A denied clause is not that: "it's not that … is bad, but…".
    expect(tone("With Acme, it's not that the free version is bad, but the subscription is excellent.")).toBe(1);
    expect(tone("Acme is not bad.")).toBe(1);
    // Speed or ease after a fault only hastens it.
    expect(tone("Acme: l'attente dépasse facilement 15 minutes.")).toBe(-1);
    for (const lag of ["Acme – más barata, pero se queda atrás en comodidad.", "Acme hinkt bei Trekkingrädern hinterher.", "Acme reste à la traîne sur la batterie."]) expect(tone(lag), lag).toBe(-1);
    // Praise of the past, taken back; what describes the rivals; choosing between two; a worth held to what one must have.
    expect(tone("Acme – once the budget go-to on every high street, it now trades online only.")).toBe(0);
    expect(tone("Beim Preis liegt Acme rund 4 Cent über günstigen Konkurrenten.")).toBe(0);
    expect(tone("Vous hésitiez entre Acme et Nova : les deux acceptent la réservation.")).toBe(0);
    expect(tone("Acme lohnt sich nur mit Girokonto.")).toBe(-1);
    expect(tone("Acme existe depuis 1950, mais à ce prix d'autres choix sont plus raisonnables.")).toBe(-1);
    expect(tone("Si ya compras Acme por costumbre, merece la pena probar otra marca.")).toBe(-1);
    expect(tone("Acme: es difícil encontrarle un fallo a este precio.")).toBe(1);
    // German "fast" before a number is "almost".
    expect(tone("Das Acme Trekking 6 wiegt fast 28 kg.")).toBe(0);
    // A lower-case name that is no everyday word, before "lohnt", is the brand; before "lohnt sich ein …" it is not the subject.
    expect(read("Focus ist die sichere Wahl, acme lohnt sich nur mit Rabatt.", targets({ name: "Acme" }, [{ name: "Focus" }])).position).toBe(2);
    const goldsmiths = targets({ name: "Goldsmiths" }, [{ name: "Beaverbrooks" }]);
    expect(read("As a student at Goldsmiths, start with Beaverbrooks. Goldsmiths has showrooms.", goldsmiths).position).toBe(2);
    // A name that opens with an article, all in lower case, is the article and its noun, even after "en".
    const almendro = targets({ name: "El Almendro" }, [{ name: "Delaviuda" }]);
    expect(read("Todo empieza en el almendro. Delaviuda es dulce; El Almendro no decepciona.", almendro).position).toBe(2);
    expect(read("Delaviuda es dulce. Lo compro en el corte inglés.", targets({ name: "El Corte Inglés" }, [{ name: "Delaviuda" }])).position).toBe(2);
    const year = targets({ name: "1880" }, [{ name: "Delaviuda" }]);
    expect(read("La tradición se remonta al siglo XV, y ya en 1880 el pueblo contaba con obradores. Delaviuda es dulce; 1880 es caro.", year).position).toBe(2);
  });

  it("reads stations, summits, initials, sizes, events and quoted lines as no brand; a lower-case name opening a sentence as the brand (round 16)", () => {
    const pos = (text: string, brand: string, rival = "Nova") => read(text, targets({ name: brand }, [{ name: rival }])).position;
    expect(pos("Depuis la station Marcel Sembat, comptez 40 minutes. Nova est fiable ; Marcel aussi.", "Marcel")).toBe(2);
    expect(pos("Pendant le sommet du G7, les routes ferment. Nova reste fiable ; G7 aussi.", "G7")).toBe(2);
    expect(pos("Sir W. E. Butlin's first camp opened in 1936. Nova is cheaper; Butlin's is livelier.", "Butlin's")).toBe(2);
    expect(pos("Du brauchst Rahmengröße XL oder sogar XXL. Nova hat große Rahmen; XXL auch.", "XXL")).toBe(2);
    expect(pos("Rund um den Black Friday sinken die Preise. Nova ist günstig; Friday auch.", "Friday")).toBe(2);
    expect(pos("Nicht etepetete, aber frisch: Nova liefert Gemüse. Etepetete rettet krummes Gemüse.", "Etepetete")).toBe(2);
    // A lower-case word deep inside a quoted line is a word of it; a name alone in quotes is the name typed as is.
    const furet = targets({ name: "Le Furet du Nord", aliases: ["Furet"] }, [{ name: "Decitre" }]);
    expect(read("Pour l'album « Il court, il court, le furet », commandez en ligne. Decitre est clair. Le Furet du Nord est un excellent choix.", furet).position).toBe(2);
    expect(read("Decitre est clair. J'aime bien « furet » pour la jeunesse.", furet).position).toBe(2);
    // A lower-case everyday word opening a sentence, a company verb after it, is the brand typed as is.
    expect(pos("Nova est une librairie. cultura propose un grand rayon jeunesse.", "Cultura")).toBe(2);
    expect(pos("A medida que avanza el verano, Nova sube precios. Avanza también vende billetes.", "Avanza")).toBe(2);
  });

  it("reads a rate paid to the saver as no price, 'harder to recommend', a paywall, a conditional avoidance (round 16)", () => {
    const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
    const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);
    expect(tone("Acme pays one of the highest variable rates on its Simple Saver.")).toBe(0);
    expect(tone("Acme charges some of the highest rates on the market.")).toBe(-1);
    expect(tone("Acme is harder to recommend for pure savings.")).toBe(-1);
    expect(tone("Acme's best rate sits behind a paywall.")).toBe(0);
    expect(tone("Acme est la moins chère sur le papier, mais je l'éviterais pour un vol matinal.")).toBe(-1);
    expect(tone("Chez Acme, le conseil en ligne est à peu près inexistant.")).toBe(-1);
    expect(tone("Acme has some of the most experienced surgeons in the country.")).toBe(1);
  });

  it("reads a founder after 'founded by', and a person's name opening new sites as the company", () => {
    const bilbao = targets({ name: "Ramón Bilbao" }, [{ name: "Nova" }]);
    expect(read("La bodega fue fundada por Ramón Bilbao en 1924. Nova es buena. Ramón Bilbao hace crianzas.", bilbao).position).toBe(2);
    expect(read("Ramón Bilbao abrió su nueva bodega en 2019. Nova es buena.", bilbao).position).toBe(1);
    expect(read("Ramón Bilbao abrió su almacén de vinos en Haro en 1924. Nova es buena. Ramón Bilbao hace crianzas.", bilbao).position).toBe(2);
  });

  it("reads the wider French review vocabulary, not the words it was cut from", () => {
    const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
    const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);
    expect(tone("L'électronique d'Acme est capricieuse.")).toBe(-1);
    expect(tone("Acme sort du lot.")).toBe(1);
    expect(tone("Acme n'a rien de révolutionnaire.")).toBe(-1);
    // What the vocabulary leaves out: a legal delay, a category, return terms, VAT.
    for (const plain of ["Acme doit rétablir le service dans un délai raisonnable.", "Acme propose un ski polyvalent.", "Acme rembourse un produit abîmé.", "Les prix d'Acme incluent la taxe sur la valeur ajoutée."]) expect(tone(plain), plain).toBe(0);
  });

  it("reads the wider Spanish review vocabulary, not the words it was cut from", () => {
    const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
    const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);
    expect(tone("La web de Acme es un engorro.")).toBe(-1);
    expect(tone("Acme cumple lo que promete.")).toBe(1);
    expect(tone("Acme no es nada del otro mundo.")).toBe(-1);
    // What the vocabulary leaves out: sales, support tickets, an assortment, a plan's name.
    for (const plain of ["Espera a las rebajas de julio en Acme.", "Acme gestiona las incidencias por la app.", "Acme vende pintxos variados.", "El plan sin anuncios de Acme cuesta 12 €."]) expect(tone(plain), plain).toBe(0);
  });

  it("reads the wider German review vocabulary, not the words it was cut from", () => {
    const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
    const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);
    expect(tone("Bei Acme hängt man lange in der Warteschleife.")).toBe(-1);
    expect(tone("Acme hat die Nase vorn.")).toBe(1);
    // An idiom that holds its own negation is left to the clause-final "nicht", which would turn it once more.
    expect(tone("Das Preis-Leistungs-Verhältnis von Acme überzeugt nicht.")).toBe(-1);
    // "kaum zu übertreffen" is unbeatable, no praise negated.
    expect(tone("Für Pils-Fans ist Acme kaum zu übertreffen.")).not.toBe(-1);
    // What the vocabulary leaves out: the reader's wish, pressure in a machine, a coating.
    for (const plain of ["Wer noch mehr sparen will, findet bei Acme Tarife ab 10 €.", "Bei Acme wird das Wasser unter Druck durch das Pulver gepresst.", "Die Kekse von Acme sind mit Schokolade überzogen."]) expect(tone(plain), plain).toBe(0);
  });
});

describe("words another language's entry catches: folds, stems over compounds, capitals", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);

  it("reads an English word written with a letter English does not use as the other language's word", () => {
    // "löst" is no "lost"; English keeps its "lost".
    expect(tone("Acme löst das Problem.")).toBe(1);
    expect(tone("Acme löst den Knoten in zwei Minuten.")).toBe(0);
    expect(tone("Acme lost many customers.")).toBe(-1);
    // "décliné en trois tailles" is no "declined"; the French "déclin" and "compétitive" are read as French.
    expect(tone("Acme est décliné en trois tailles.")).toBe(0);
    expect(tone("Acme est en déclin.")).toBe(-1);
    expect(tone("Acme n'est pas compétitive.")).toBe(-1);
  });

  it("reads a German compound by what follows its stem: free of a fault, without a success, its head", () => {
    for (const praise of ["Acme läuft problemfrei.", "Acme arbeitet fehlerlos.", "Acme liefert mängelfrei.", "Die App von Acme ist bugfrei.", "Acme ist risikofrei.", "Acme is bug-free.", "Acme is error-free.", "Acme is glitch-free.", "Acme is hassle-free."]) expect(tone(praise), praise).toBe(1);
    for (const blame of ["Der Versuch mit Acme war erfolglos.", "Acme hatte eine Sicherheitslücke.", "Acme hat Sicherheitsprobleme."]) expect(tone(blame), blame).toBe(-1);
    expect(tone("Acme bietet Breitband an.")).toBe(0);
    expect(tone("Acme ist sicher.")).toBe(1);
  });

  it("reads the French and Spanish words a stem of the other language would misread", () => {
    expect(tone("Acme est perdurable.")).toBe(0);
    expect(tone("Acme perd des clients.")).toBe(-1);
    expect(tone("El servicio de Acme es perfectible.")).toBe(-1);
    expect(tone("Acme es perfecto.")).toBe(1);
    expect(tone("Acme est inégalable.")).toBe(1);
    expect(tone("La qualité d'Acme est inégale.")).toBe(-1);
    expect(tone("Acme est soucieux de l'environnement.")).toBe(0);
    expect(tone("Acme sert des scampi.")).toBe(0);
  });

  it("reads a capitalised German noun mid-sentence as the noun, not the English word", () => {
    expect(tone("Im Hotel Acme ist das Bad sauber.")).toBe(1);
    expect(tone("Im Hotel Acme wurde das Bad renoviert.")).toBe(0);
    expect(tone("Acme verkauft das neue Handy.")).toBe(0);
    expect(tone("Acme had a bad year.")).toBe(-1);
    expect(tone("Acme is handy.")).toBe(1);
  });

  it("reads French idioms an English or French stem would misread as judging nothing", () => {
    for (const plain of [
      "En ce qui concerne Acme, les prix sont affichés.",
      "Les clients concernés par Acme sont remboursés.",
      "À l'issue de la période d'essai, Acme facture 10 €.",
      "Les fruits d'Acme sont issus de l'agriculture biologique.",
      "Acme est réglé par défaut sur le mode éco.",
      "Acme a ouvert à Saint-Malo.",
    ]) expect(tone(plain), plain).toBe(0);
    expect(tone("Customers are concerned about Acme.")).toBe(-1);
    expect(tone("Acme has several issues.")).toBe(-1);
    expect(tone("Acme a un défaut de fabrication.")).toBe(-1);
  });
});

describe("round 17: colleagues, clubs, streets, continents; lower-case names beside names; who a paragraph goes on about", () => {
  const pos = (text: string, brand: string, rival = "Nova") => read(text, targets({ name: brand }, [{ name: rival }])).position;
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string, t: AnalysisTargets = two) => Math.sign((read(text, t).sentiment ?? 50) - 50);

  it("reads a first name after a colleague, friend or neighbour as the person", () => {
    expect(pos("Pour le déjeuner que prépare votre collègue Paul, Nova livre à midi. Paul livre aussi.", "Paul")).toBe(2);
    expect(pos("My neighbour Louise swears by Nova. Louise is the other option.", "Louise")).toBe(2);
    expect(pos("Meine Kollegin Anna bestellt bei Nova. Anna liefert auch.", "Anna")).toBe(2);
    expect(pos("For a reader who quotes Dorothy Sayers, Nova is the pick. Sayers is second.", "Sayers")).toBe(2);
  });

  it("reads a club, a street after 'am', a continent after 'in' and a building described as one as no brand", () => {
    expect(pos("Für den Gesangverein Harmonie 1901 e.V. passt Nova gut. Harmonie bietet auch Vereinstarife.", "Harmonie")).toBe(2);
    expect(pos("Wer am Kornweg wohnt, fährt zu Nova. Kornweg hat auch Dielen.", "Kornweg")).toBe(2);
    expect(pos("Der Tarif gehört zu den günstigsten in Europa. Nova ist Direktversicherer; Europa auch.", "Europa")).toBe(2);
    expect(pos("Las fotos frente al Palacio Azul, el edificio de la plaza, quedan bien. Nova tiene mesa de regalos; Palacio Azul también.", "Palacio Azul")).toBe(2);
    // A name typed in lower case after "viel" is the adverb; "ein echter X war," closes a clause, not a company's sentence.
    expect(pos("Wer viel fernweh hat, kauft bei Nova. Fernweh hat Filialen.", "Fernweh")).toBe(2);
    expect(pos("Wer schon als Kind ein echter Wandervogel war, weiß es. Nova ist gut; Wandervogel auch.", "Wandervogel")).toBe(2);
    // An airline is flown "en": only a continent or a country is a place there.
    expect(pos("En Iberia puedes llevar una maleta. Nova cobra aparte.", "Iberia")).toBe(1);
  });

  it("reads a lower-case name beside another name, or one the answer calls a company, as the brand", () => {
    expect(pos("You mentioned quilterra and Nova, so here they are. **Quilterra** is cheap.", "Quilterra")).toBe(1);
    expect(pos("Vous parliez de vert bocal : l'enseigne vend du vrac. Nova aussi.", "Vert Bocal")).toBe(1);
    // Lower case beside the capitals still shows the everyday word where nothing says otherwise.
    expect(pos("The field is open. Nova is cheap. **Quilterra** is cheap too. A quilterra is no word.", "Quilterra")).toBe(2);
  });

  it("gives a paragraph's unnamed sentences to the name it went on about, and a sentence's to the name it opens with", () => {
    const three = targets({ name: "Acme" }, [{ name: "Nova" }, { name: "Zeno" }]);
    const scores = (text: string) => {
      const r = read(text, three);
      return Object.fromEntries([["Acme", r.sentiment], ...r.competitorsMentioned.map((c) => [c.name, c.sentiment])]);
    };
    const under = scores("### 3. Zeno\n- **Price:** £400.\n\n**My pick:** start with Acme. If the pain persists, a physiotherapist is worth seeing.");
    expect(under.Zeno).toBe(50);
    const opened = scores("**Nova** — it costs less than Acme, but it breaks often. It is hard to make a case for it.");
    expect(opened.Nova).toBeLessThan(50);
  });

  it("reads 'unlikely to regret', 'very little wrong', nothing to reproach as praise; where the good news ends as a fault", () => {
    expect(tone("With Acme you are unlikely to regret the switch.")).toBe(1);
    expect(tone("For a small flat, Acme gets very little wrong.")).toBe(1);
    expect(tone("Acme coûte un peu plus, mais on ne voit pas ce qu'on pourrait reprocher à son service.")).toBe(1);
    expect(tone("The price of Acme is its selling point, and that is where the good news ends.")).toBe(-1);
    expect(tone("Acme loue des voitures sans agence. Son principal atout reste le prix ; pour le reste, les clients se plaignent.")).toBe(-1);
    expect(tone("Acme has a wool pillow top and a foam top layer.")).toBe(0);
  });
});

describe("round 18: fares that do not hold, the one flaw named, better options, a company's branch", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);

  it("reads fares that vanish, quality that varies wildly, stale material and better options elsewhere as faults", () => {
    expect(tone("On Acme the cheapest fares vanished after clicking through, and the price jumps at checkout.")).toBe(-1);
    expect(tone("Acme's search rarely finds what you want, and quality varies wildly.")).toBe(-1);
    expect(tone("Acme's courses have not been updated in years.")).toBe(-1);
    expect(tone("Por el mismo precio que Acme hay opciones más fiables.")).toBe(-1);
    expect(tone("En Acme el sabor varía bastante de un lote a otro.")).toBe(-1);
    expect(tone("Acme's price alerts catch drops on the route.")).toBe(0);
    expect(tone("Acme's courses haven't been updated in years.")).toBe(-1);
  });

  it("reads the one flaw named as no fault, so the praise around it holds", () => {
    expect(tone("Acme a des filtres précis. Le seul vrai bémol : les honoraires d'agence.")).toBe(1);
    expect(tone("Acme tiene un frutado equilibrado. Su único inconveniente es el precio de la botella.")).toBe(1);
  });

  it("reads 'difficile à égaler' as praise, and a turnover, an extra-cost option, a low-cost category, a warning about others as facts", () => {
    expect(tone("Pour le tramway, Acme est difficile à égaler.")).toBe(1);
    expect(tone("Le groupe Acme exploite des métros, et son chiffre d'affaires dépasse 6 milliards d'euros.")).toBe(0);
    expect(tone("Bei Acme kann eine Klausel gegen Aufpreis hinzugebucht werden.")).toBe(0);
    expect(tone("Acme es una cadena de bajo coste con clases incluidas.")).toBe(0);
    expect(tone("Acme abre a las seis. Ojo con las ofertas que circulan en webs de terceros.")).toBe(0);
  });

  it("reads a common-word name after an article, with a company's place after it, as the brand", () => {
    const gyms = targets({ name: "The Gym Group", aliases: ["Gym Group"] }, [{ name: "Nova" }]);
    expect(read("Nova is packed. You will have a better time at a Gym Group branch.", gyms).brandMentioned).toBe(true);
    expect(read("Nova is packed. Join a gym group with friends.", gyms).brandMentioned).toBe(false);
  });
});

describe("round 19: doubts, faint praise then a fault, past praise, price columns, people and sayings", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);

  it("reads a doubt, a verb 'rarement' denies, concord after 'tampoco' and a phrase with its own negation", () => {
    expect(tone("Je ne suis pas sûr que les magasins d'Acme soient le meilleur choix.")).toBe(-1);
    expect(tone("Acme n'est pas la moins chère, mais on regrette rarement d'y avoir mis le prix.")).toBe(1);
    expect(tone("Acme tampoco lo he visto nunca fallar.")).toBe(1);
    expect(tone("Sin cupones Acme no compensa.")).toBe(-1);
  });

  it("reads faint praise a concessive fault follows as a fault, and praise of years ago as none", () => {
    expect(tone("Acme no está mal para compras puntuales, aunque sale más caro y el surtido se queda corto.")).toBe(-1);
    expect(tone("Acme war vor einigen Jahren die erste Wahl.")).toBe(0);
    expect(tone("Acme hace unos años era la mejor opción.")).toBe(0);
  });

  it("gives a fault said 'im Vergleich zu' a name to the one compared, not to that name", () => {
    const r = read("Nova ist nicht schlecht, aber im Vergleich zu Acme eher teuer.", two);
    expect(r.sentiment).toBe(50);
    expect(r.competitorsMentioned[0]!.sentiment).toBeLessThan(50);
  });

  it("reads 'free' in a price column as the price, and the round's phrases", () => {
    expect(tone("| App | Kosten |\n|---|---|\n| Acme | kostenlos, Premium optional |")).toBe(0);
    expect(tone("Worth skipping: Acme feels dated, and I wouldn't go out of my way for it.")).toBe(-1);
    expect(tone("In practice Acme offers easy access to your savings.")).toBe(0);
    expect(tone("Acme is worth a look only if you enjoy chasing rates.")).toBe(0);
    expect(tone("Acme tiene precios difíciles de igualar; no hay mucho que discutir.")).toBe(1);
  });

  it("reads a first name beside another person's, a proverbial funnel, Du Bellay's line and 'den Papierkram' as no brand", () => {
    expect(read("„Anton isst 3/8 einer Pizza, Lea 1/4.“ Nova hilft dabei.", targets({ name: "Anton" }, [{ name: "Nova" }])).brandMentioned).toBe(false);
    expect(read("Einen Nürnberger Trichter gibt es nicht. Nova ist gut.", targets({ name: "Nürnberger" }, [{ name: "Nova" }])).brandMentioned).toBe(false);
    expect(read("« Heureux qui, comme Ulysse, a fait un beau voyage ». Nova vend des billets.", targets({ name: "Ulysse" }, [{ name: "Nova" }])).brandMentioned).toBe(false);
    expect(read("Du willst den Papierkram möglichst schnell erledigen. Nova hilft.", targets({ name: "Papierkram" }, [{ name: "Nova" }])).brandMentioned).toBe(false);
    expect(read("Teste Papierkram 14 Tage kostenlos.", targets({ name: "Papierkram" }, [{ name: "Nova" }])).brandMentioned).toBe(true);
  });
});

describe("round 20: towns people move to, another company's name, praise on paper, 'weder … noch', the past", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);

  it("reads a short form where people move to, a 'Port' town and another company's longer name as no brand", () => {
    const bank = targets({ name: "Bendigo Bank", aliases: ["Bendigo"] }, [{ name: "Macquarie" }]);
    expect(ranks("Congratulations on the move to Bendigo! Coming from Port Macquarie, you know the area. Macquarie is slow; Bendigo Bank is quick.", bank)).toEqual({ "Bendigo Bank": [2, null], Macquarie: [1, null] });
    const pharmacy = targets({ name: "Pharmacie Lafayette", aliases: ["Lafayette"] }, [{ name: "Nova" }]);
    expect(read("Évitez les pharmacies collées aux Galeries Lafayette. Nova est moins chère.", pharmacy).brandMentioned).toBe(false);
    expect(read("Les Galeries Lafayette ouvrent tard.", targets({ name: "Galeries Lafayette" }, [])).brandMentioned).toBe(true);
  });

  it("reads praise on paper, 'weder … noch', 'früher' and what became rarer as no praise", () => {
    expect(tone("Acme is cheapest on paper, though toll fees often wipe out the saving.")).toBe(-1);
    expect(tone("Acme ist weder teurer noch günstiger als die großen Portale.")).toBe(0);
    expect(tone("Acme war früher der Preisbrecher schlechthin; heute sind gute Aktionen seltener geworden.")).toBe(-1);
  });

  it("gives a sub-item that only compares with a name to the item above it", () => {
    const r = read("- **Nova**: solide.\n  - Zwar günstiger als Acme, aber fast nur über Makler erhältlich und ein echtes Risiko für Zuschläge.", two);
    expect(r.sentiment).toBe(50);
    expect(r.competitorsMentioned[0]!.sentiment).toBeLessThan(50);
  });

  it("ends a sentence at a mark inside closing emphasis, and reads the round's phrases", () => {
    expect(tone("Nova is fine.\n\n**Is it still worth it?** Honestly, Acme is hard to recommend.")).toBe(-1);
    expect(tone("Acme est l'enseigne historique, mais elle a perdu de sa superbe.")).toBe(-1);
    expect(tone("Acme bietet Preise, die sich sehen lassen können.")).toBe(1);
    expect(tone("Acme gibt die Gesundheitskarte aus.")).toBe(0);
  });
});

describe("round 21: people and places named like the brand, 'chez', unavailable offers, 'bien trop', 'ceux de'", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);

  it("reads a person's full name, a particle after a name, a region and a terminal as no brand", () => {
    const tutor = targets({ name: "Smartick" }, [{ name: "Kumon" }]);
    expect(ranks("En 1954, un profesor de Osaka, Toru Kumon, preparó hojas para su hijo. Smartick es digital; Kumon usa papel.", tutor)).toEqual({ Smartick: [1, null], Kumon: [2, null] });
    const hotels = targets({ name: "Maritim" }, [{ name: "Leonardo Hotels", aliases: ["Leonardo"] }]);
    expect(ranks("Eine Ausstellung über Leonardo da Vinci lohnt sich. Das Maritim liegt zentral, Leonardo Hotels am Bahnhof.", hotels)).toEqual({ Maritim: [1, null], "Leonardo Hotels": [2, null] });
    const milk = targets({ name: "Berchtesgadener Land" }, [{ name: "Landliebe" }]);
    expect(ranks("Wer im Berchtesgadener Land gewandert ist, kennt die Almen. Landliebe ist mild, Berchtesgadener Land kräftig.", milk)).toEqual({ "Berchtesgadener Land": [2, null], Landliebe: [1, null] });
    const rail = targets({ name: "Lumo" }, [{ name: "Grand Central" }]);
    expect(ranks("King's Cross is London's answer to New York's Grand Central Terminal. Lumo is cheap; Grand Central goes to Sunderland.", rail)).toEqual({ Lumo: [1, null], "Grand Central": [2, null] });
    const sofas = targets({ name: "Cinna" }, [{ name: "Atlas" }, { name: "Fly" }]);
    expect(ranks("Un tapis du Haut Atlas va partout. Cinna est cher. Chez fly, le choix est large. Atlas livre vite.", sofas)).toEqual({ Cinna: [1, null], Fly: [2, null], Atlas: [3, null] });
    expect(read("Bear in mind that prices change. Nova is cheap.", targets({ name: "Bear" }, [{ name: "Nova" }])).brandMentioned).toBe(false);
  });

  it("reads what is advertised but cannot be had, a price it comes at and a pick refused as faults", () => {
    expect(tone("Acme advertises its support team, but right now that team isn't available in the evenings.")).toBe(-1);
    expect(tone("Acme anuncia una versión sin filtrar, pero ya no se vende en muchas zonas.")).toBe(-1);
    expect(tone("Acme wirbt mit einem Bonusprogramm, das derzeit ausgesetzt ist.")).toBe(-1);
    expect(tone("Acme costs a flat £15 a month, but that comes at a price: cover is discretionary.")).toBe(-1);
    expect(tone("For most people, I wouldn't pick Acme.")).toBe(-1);
  });

  it("reads 'bien trop', 'en la práctica', a doubt about a fault and what a name is compared with through 'ceux de'", () => {
    expect(tone("Acme : très riche, mais bien trop salée pour un usage quotidien.")).toBe(-1);
    expect(tone("Acme promete mucho, pero en la práctica se pasa antes que las demás.")).toBe(0);
    expect(tone("Tampoco me atrevería a decir que Acme tenga un mal café; al contrario.")).toBe(1);
    const r = read("Chez Nova, le choix est large, mais les canapés sont moins confortables que ceux d'Acme et le SAV est souvent critiqué.", two);
    expect(r.sentiment).toBe(50);
    expect(r.competitorsMentioned[0]!.sentiment).toBeLessThan(50);
  });
});

describe("round 22: a pet named like the brand, advice to avoid a name, age groups, conditions, 'plutôt'", () => {
  const two = targets({ name: "Acme" }, [{ name: "Nova" }]);
  const tone = (text: string) => Math.sign((read(text, two).sentiment ?? 50) - 50);

  it("reads a first name a 'his' or 'her' follows as the person or the pet, and a lower-case name after 'évitez' as the shop", () => {
    const food = targets({ name: "Whiskas" }, [{ name: "Felix" }]);
    expect(ranks("At 13, Felix may be eating less because his sense of smell is fading. Whiskas is soft; Felix is cheap.", food)).toEqual({ Whiskas: [1, null], Felix: [2, null] });
    const shops = targets({ name: "Colruyt" }, [{ name: "Leader Price" }]);
    const r = read("Colruyt est le moins cher. Évitez plutôt leader price, dont les prix ont nettement augmenté.", shops);
    expect(r.competitorsMentioned.map((c) => c.name)).toEqual(["Leader Price"]);
    expect(r.competitorsMentioned[0]!.sentiment).toBeLessThan(50);
  });

  it("reads an age group, a condition after 'bei' and what is out of order as they are meant", () => {
    expect(tone("Acme tiene precios muy competitivos para menores de 25 años.")).toBe(1);
    expect(tone("Nicht ganz billig, aber gerade bei Rückenproblemen ist Acme die beste Wahl.")).toBe(1);
    expect(tone("Acme is cheap, but members report machines left out of order for weeks.")).toBe(-1);
  });
});
