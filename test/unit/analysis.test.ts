// Answer analysis on hand-written answers in English, French, Spanish and German; expected numbers are worked out in comments.
import { describe, expect, it } from "vitest";
import { analyzeAnswer, extractUrls, normalizeText, type AnalysisTargets, type BrandRef } from "@/domain/analysis";

function targets(brand: BrandRef = { name: "Lumière", domain: "lumiere.fr" }, competitors?: BrandRef[]): AnalysisTargets {
  return {
    brand,
    competitors: competitors ?? [{ name: "Nova" }, { name: "Harbor & Pine", domain: "harborpine.com" }, { name: "Zenith Bank" }],
  };
}

const sentimentOf = (text: string, t: AnalysisTargets = targets()) => analyzeAnswer(text, t).sentiment;

describe("normalizeText", () => {
  it("folds case, accents, ligatures and typographic punctuation, and collapses whitespace", () => {
    expect(normalizeText("  Straße\tŒUVRE  Æon – l’Été ﬁn ")).toBe("strasse oeuvre aeon - l'ete fin");
  });
});

describe("mentions", () => {
  it("finds the brand through an alias (es)", () => {
    const t = targets({ name: "International Business Machines", aliases: ["IBM"] }, []);
    const result = analyzeAnswer("Muchos bancos siguen usando sistemas de ibm.", t);
    expect(result.brandMentioned).toBe(true);
    expect(result.position).toBe(1);
  });

  it("ignores accents in both directions and folds ß", () => {
    expect(analyzeAnswer("Lumiere is a bank.", targets({ name: "Lumière" })).brandMentioned).toBe(true);
    expect(analyzeAnswer("LUMIÈRE est une banque.", targets({ name: "Lumiere" })).brandMentioned).toBe(true);
    expect(analyzeAnswer("Die GROSSBANK AG ist bekannt.", targets({ name: "Großbank" })).brandMentioned).toBe(true);
  });

  it("never matches inside another word", () => {
    const t = targets({ name: "Nova" }, []);
    expect(analyzeAnswer("Casanova, Novamind and a supernova.", t).brandMentioned).toBe(false);
    expect(analyzeAnswer("Nova's app is new.", t).brandMentioned).toBe(true);
  });

  it("matches multi-word names across spacing, hyphens and & / and / et", () => {
    const t = targets({ name: "Harbor & Pine" }, []);
    for (const text of ["harbor and pine", "Harbor  &\nPine", "Harbor&Pine", "Harbor et Pine", "HARBOR-&-PINE"]) {
      expect(analyzeAnswer(text, t).brandMentioned, text).toBe(true);
    }
    expect(analyzeAnswer("Harbor or Pine", t).brandMentioned).toBe(false);
    expect(analyzeAnswer("Zenith\u00a0 Bank", targets({ name: "Zenith Bank" }, [])).brandMentioned).toBe(true);
  });

  it("gives overlapping names to the longest one", () => {
    // "Nova Cloud" names the competitor, not the brand "Nova" inside it.
    const result = analyzeAnswer("Nova Cloud is popular.", targets({ name: "Nova" }, [{ name: "Nova Cloud" }]));
    expect(result.brandMentioned).toBe(false);
    expect(result.competitorsMentioned).toEqual([{ name: "Nova Cloud", position: 1 }]);
  });

  it("counts a URL on the brand's own domain as a mention, a name inside another site's URL as none", () => {
    const own = analyzeAnswer("Details: https://www.lumiere.fr/tarifs", targets());
    expect(own.brandMentioned).toBe(true);
    expect(own.position).toBe(1);
    const other = analyzeAnswer("Read https://reviews.example.com/lumiere-vs-nova first.", targets());
    expect(other.brandMentioned).toBe(false);
    expect(other.competitorsMentioned).toEqual([]);
  });

  it("reports no position and no sentiment when the brand is not named", () => {
    expect(analyzeAnswer("Nova is excellent and Zenith Bank is reliable.", targets())).toEqual({
      brandMentioned: false,
      position: null,
      competitorsMentioned: [
        { name: "Nova", position: 1 },
        { name: "Zenith Bank", position: 2 },
      ],
      sentiment: null,
      citations: [],
    });
  });
});

describe("positions", () => {
  it("ranks a numbered list in item order (en)", () => {
    const text = "The best banks for freelancers:\n1. Nova – fast onboarding.\n2) Lumière – reliable.\n3 - Zenith Bank\n";
    const result = analyzeAnswer(text, targets());
    expect(result.position).toBe(2);
    expect(result.competitorsMentioned).toEqual([
      { name: "Nova", position: 1 },
      { name: "Zenith Bank", position: 3 },
    ]);
  });

  it("ranks a bulleted list in item order (fr)", () => {
    const text = "Voici mes recommandations :\n• Zenith Bank : solide.\n* Lumière : fiable.\n- Nova\n";
    const result = analyzeAnswer(text, targets());
    expect(result.position).toBe(2);
    expect(result.competitorsMentioned).toEqual([
      { name: "Zenith Bank", position: 1 },
      { name: "Nova", position: 3 },
    ]);
  });

  it("ranks a brand named only in the intro after the brands of the list", () => {
    const text = "Here are alternatives to Lumière:\n\n1. **Nova**\n2. **Zenith Bank**\n\nLumière remains a good choice.";
    const result = analyzeAnswer(text, targets());
    expect(result.position).toBe(3);
    expect(result.competitorsMentioned).toEqual([
      { name: "Nova", position: 1 },
      { name: "Zenith Bank", position: 2 },
    ]);
  });

  it("keeps the list position of a brand named in the intro and in the list", () => {
    const text = "Lumière ou Nova ? Mon classement :\n1. Nova\n2. Lumière";
    expect(analyzeAnswer(text, targets()).position).toBe(2);
  });

  it("ranks the rows of a markdown table like list items", () => {
    const text = "Lumière vs Nova:\n\n| Bank | Fees |\n|---|---|\n| Nova | low |\n| Lumière | none |";
    const result = analyzeAnswer(text, targets());
    expect(result.position).toBe(2);
    expect(result.competitorsMentioned).toEqual([{ name: "Nova", position: 1 }]);
  });

  it("uses first occurrence when no list item names a tracked brand", () => {
    const text = "Lumière leads. What to compare:\n- fees\n- support\n\nNova is close behind.";
    const result = analyzeAnswer(text, targets());
    expect(result.position).toBe(1);
    expect(result.competitorsMentioned).toEqual([{ name: "Nova", position: 2 }]);
  });

  it("orders competitors by first occurrence in prose (es)", () => {
    const text = "Zenith Bank y Nova son populares, pero Harbor and Pine y Lumière son mejores. Nova también.";
    const result = analyzeAnswer(text, targets());
    expect(result.position).toBe(4);
    expect(result.competitorsMentioned).toEqual([
      { name: "Zenith Bank", position: 1 },
      { name: "Nova", position: 2 },
      { name: "Harbor & Pine", position: 3 },
    ]);
  });
});

// sentiment = round(50 + 50 · (pos − neg) / (pos + neg + 2))
describe("sentiment", () => {
  it("scores praise (en)", () => {
    // reliable +1, recommended (recommend*) +1 → 50 + 50·2/4 = 75
    expect(sentimentOf("Lumière is reliable and highly recommended.")).toBe(75);
  });

  it("scores criticism (de)", () => {
    // teuer −1, langsam −1 → 50 − 50·2/4 = 25
    expect(sentimentOf("Lumière ist teuer und der Support ist langsam.")).toBe(25);
  });

  it("flips a word after a negation (fr)", () => {
    // words: lumiere, n, est, pas, fiable — "pas" is within three words → fiable −1 → 50 − 50/3 = 33.3 → 33
    expect(sentimentOf("Lumière n'est pas fiable.")).toBe(33);
    // chère ← "pas" → +1; cachés ← "sans" → +1 → 50 + 50·2/4 = 75
    expect(sentimentOf("Lumière n'est pas chère et sans frais cachés.")).toBe(75);
  });

  it("flips with no / kein (es, de)", () => {
    // cara ← "no" → +1; ocultas ← "no" (no, tiene, comisiones) → +1 → 75
    expect(sentimentOf("Lumière no es cara y no tiene comisiones ocultas.")).toBe(75);
    // schlechter ← "kein" → +1; zuverlässig +1 → 75
    expect(sentimentOf("Lumière ist kein schlechter Anbieter und zuverlässig.")).toBe(75);
  });

  it("stops a negation at a comma or a 'but'", () => {
    // pricey ← "not" → +1; "but" ends the clause, so reliable stays +1 → 50 + 50·2/4 = 75 (50 if "not" reached it)
    expect(sentimentOf("Lumière is not pricey but reliable.")).toBe(75);
    // scam ← "no" → +1; the comma ends the clause, so reliable stays +1 → 75
    expect(sentimentOf("Lumière is no scam, reliable.")).toBe(75);
    // cheap is not a lexicon word; excellent +1 → 50 + 50/3 = 66.7 → 67
    expect(sentimentOf("Lumière is not cheap, but excellent.")).toBe(67);
  });

  it("does not read words inside URLs", () => {
    // "best" is part of the URL's path, not of the sentence → 50
    expect(sentimentOf("Lumière is listed on https://example.com/best/banks today.")).toBe(50);
  });

  it("reads 'un peu' as a softener, 'peu' as a negation", () => {
    // chère: the "peu" before it follows "un" → no negation → −1 → 33
    expect(sentimentOf("Lumière est un peu chère.")).toBe(33);
    // fiable ← "peu" → −1 → 33
    expect(sentimentOf("Lumière est peu fiable.")).toBe(33);
  });

  it("is 50 without sentiment words", () => {
    expect(sentimentOf("Lumière a été fondée en 1998 à Lyon.")).toBe(50);
  });

  it("reads only the sentences about the brand", () => {
    // "excellent" is about Nova; the brand's sentence has no sentiment word → 50
    expect(sentimentOf("Nova is excellent. Lumière is available in France.")).toBe(50);
  });

  it("reads a listed brand's description, not its neighbours'", () => {
    // Lumière's item: fiable +1, rapide +1 → 75; Nova's "Trop chère" is not read.
    expect(sentimentOf("1. **Lumière**\n   Fiable et rapide.\n2. **Nova**\n   Trop chère.")).toBe(75);
  });

  it("does not read the brand's own name as praise", () => {
    expect(sentimentOf("Best Bank offers current accounts.", targets({ name: "Best Bank" }, []))).toBe(50);
  });
});

describe("citations", () => {
  const text = [
    "Compare on [Lumière](https://www.Lumiere.fr/tarifs/#offres) and https://blog.lumiere.fr/guide?lang=fr.",
    "See also www.harborpine.com/rates/, (https://en.wikipedia.org/wiki/Bank_(finance)) and «https://lumiere.fr/tarifs»!",
    "Root: https://nova.com/ and http://notlumiere.fr/x; again https://Blog.Lumiere.fr/guide?lang=fr#top",
  ].join("\n");

  it("extracts markdown, bare and www URLs, normalised and deduplicated in first-seen order", () => {
    expect(extractUrls(text)).toEqual([
      "https://lumiere.fr/tarifs", // www and fragment dropped, trailing slash removed
      "https://blog.lumiere.fr/guide?lang=fr", // query kept, sentence full stop dropped
      "https://harborpine.com/rates", // scheme added to www., trailing "/," dropped
      "https://en.wikipedia.org/wiki/Bank_(finance)", // the inner ")" is part of the path
      "https://nova.com/", // the root keeps its slash
      "http://notlumiere.fr/x",
    ]);
  });

  it("marks the brand's own domain and its subdomains", () => {
    const citations = analyzeAnswer(text, targets({ name: "Lumière", domain: "https://www.lumiere.fr/" })).citations;
    expect(citations.map((c) => [c.domain, c.isOwnDomain])).toEqual([
      ["lumiere.fr", true],
      ["blog.lumiere.fr", true],
      ["harborpine.com", false],
      ["en.wikipedia.org", false],
      ["nova.com", false],
      ["notlumiere.fr", false],
    ]);
  });

  it("marks nothing as own when the brand has no domain", () => {
    const citations = analyzeAnswer(text, targets({ name: "Lumière", domain: null })).citations;
    expect(citations.filter((c) => c.isOwnDomain)).toEqual([]);
    expect(citations).toHaveLength(6);
  });
});
