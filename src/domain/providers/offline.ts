// Deterministic stand-in for an AI model, so audits run offline with answers that give the analysis real material.
import { ProviderError, type BrandInfo, type CompletionRequest, type EngineSource, type ModelProvider } from "./types";
import { fnv1a, mulberry32 } from "@/platform/random";
import { sectorLabel } from "@/domain/clients";

type Lang = "en" | "fr" | "es" | "de";

interface Phrases {
  /** `{topic}` is the sector. */
  intros: string[];
  introsWithoutTopic: string[];
  proseOpeners: string[];
  /** `{b}` is a brand name. */
  positive: string[];
  neutral: string[];
  negative: string[];
  outros: string[];
  sources: string;
  /** `{url}` is a cited URL, appended to a sentence. */
  more: string;
}

const PHRASES: Record<Lang, Phrases> = {
  en: {
    intros: [
      "Here are some of the best options in the {topic} sector:",
      "Several {topic} brands stand out. Here are some of the best:",
      "If you are looking for a good provider in the {topic} sector, these are frequently recommended:",
      "Here is a selection of the most recommended names in {topic}:",
    ],
    introsWithoutTopic: ["Here are some of the best options:", "Here is a selection of the most recommended brands:"],
    proseOpeners: ["It depends on what matters most to you.", "There is no single answer, but a few names come up often."],
    positive: [
      "{b} is widely praised for its reliable service and excellent customer support.",
      "{b} stands out for its great value for money and a simple, intuitive experience.",
      "{b} is a trusted choice, known for the quality of its offers.",
      "{b} is highly rated by customers and offers a wide range of services.",
      "{b} is an innovative company with transparent pricing and helpful advice.",
      "{b} is recommended for its strong reputation and friendly team.",
    ],
    neutral: [
      "{b} is a well-established name with a fairly complete offering.",
      "{b} is a popular alternative, especially for first-time customers.",
      "{b} offers a standard range of services at market prices.",
      "{b} is often mentioned in comparisons of the sector.",
    ],
    negative: [
      "{b} is popular, although some customers complain about slow support and hidden fees.",
      "{b} has a broad offering, but its prices are higher than average.",
      "{b} is an option, though recent reviews mention delays and a disappointing app.",
      "{b} is well known, but it has been criticized for poor customer service.",
    ],
    outros: [
      "The best choice depends on your budget and your specific needs.",
      "Compare the offers and read recent reviews before deciding.",
    ],
    sources: "Sources:",
    more: "More information: {url}",
  },
  fr: {
    intros: [
      "Voici quelques-unes des meilleures options dans le secteur « {topic} » :",
      "Plusieurs marques se distinguent dans le domaine « {topic} ». Voici les plus recommandées :",
      "Si vous cherchez un bon prestataire dans le domaine « {topic} », voici des options souvent recommandées :",
      "Voici une sélection des acteurs les plus cités dans le secteur « {topic} » :",
    ],
    introsWithoutTopic: ["Voici quelques-unes des meilleures options :", "Voici une sélection des marques les plus recommandées :"],
    proseOpeners: ["Tout dépend de vos priorités.", "Il n'y a pas de réponse unique, mais quelques noms reviennent souvent."],
    positive: [
      "{b} est très apprécié pour la fiabilité de son service et l'excellence de son support client.",
      "{b} se distingue par un excellent rapport qualité-prix et une expérience simple et intuitive.",
      "{b} est un choix de confiance, reconnu pour la qualité de ses offres.",
      "{b} est très bien noté par les clients et propose une large gamme de services.",
      "{b} est un acteur innovant, avec des tarifs transparents et des conseils utiles.",
      "{b} est recommandé pour sa solide réputation et la disponibilité de ses équipes.",
    ],
    neutral: [
      "{b} est un nom bien établi avec une offre assez complète.",
      "{b} est une alternative populaire, notamment pour les nouveaux clients.",
      "{b} propose une gamme standard de services aux prix du marché.",
      "{b} est souvent cité dans les comparatifs du secteur.",
    ],
    negative: [
      "{b} est populaire, mais certains clients se plaignent d'un support lent et de frais cachés.",
      "{b} dispose d'une offre étendue, mais ses prix sont plus élevés que la moyenne.",
      "{b} reste une option, même si des avis récents évoquent des retards et une application décevante.",
      "{b} est connu, mais il a été critiqué pour la mauvaise qualité de son service client.",
    ],
    outros: [
      "Le meilleur choix dépend de votre budget et de vos besoins.",
      "Comparez les offres et consultez les avis récents avant de vous décider.",
    ],
    sources: "Sources :",
    more: "Plus d'informations : {url}",
  },
  es: {
    intros: [
      "Estas son algunas de las mejores opciones en el sector «{topic}»:",
      "Varias marcas destacan en el ámbito «{topic}». Estas son las más recomendadas:",
      "Si buscas un buen proveedor en el sector «{topic}», estas opciones se recomiendan a menudo:",
      "Esta es una selección de los nombres más citados en el sector «{topic}»:",
    ],
    introsWithoutTopic: ["Estas son algunas de las mejores opciones:", "Esta es una selección de las marcas más recomendadas:"],
    proseOpeners: ["Depende de lo que sea más importante para ti.", "No hay una única respuesta, pero algunos nombres aparecen con frecuencia."],
    positive: [
      "{b} es muy valorada por la fiabilidad de su servicio y su excelente atención al cliente.",
      "{b} destaca por su excelente relación calidad-precio y una experiencia sencilla e intuitiva.",
      "{b} es una opción de confianza, conocida por la calidad de sus ofertas.",
      "{b} recibe muy buenas valoraciones de los clientes y ofrece una amplia gama de servicios.",
      "{b} es una empresa innovadora, con precios transparentes y un asesoramiento útil.",
      "{b} se recomienda por su sólida reputación y la amabilidad de su equipo.",
    ],
    neutral: [
      "{b} es un nombre consolidado con una oferta bastante completa.",
      "{b} es una alternativa popular, sobre todo para nuevos clientes.",
      "{b} ofrece una gama estándar de servicios a precios de mercado.",
      "{b} aparece a menudo en las comparativas del sector.",
    ],
    negative: [
      "{b} es popular, aunque algunos clientes se quejan de un soporte lento y de comisiones ocultas.",
      "{b} tiene una oferta amplia, pero sus precios son más altos que la media.",
      "{b} sigue siendo una opción, aunque las opiniones recientes mencionan retrasos y una aplicación decepcionante.",
      "{b} es conocida, pero ha recibido críticas por su mal servicio al cliente.",
    ],
    outros: [
      "La mejor opción depende de tu presupuesto y de tus necesidades.",
      "Compara las ofertas y lee opiniones recientes antes de decidir.",
    ],
    sources: "Fuentes:",
    more: "Más información: {url}",
  },
  de: {
    intros: [
      "Hier sind einige der besten Anbieter im Bereich „{topic}“:",
      "Im Bereich „{topic}“ stechen mehrere Marken hervor. Am häufigsten empfohlen werden:",
      "Wenn Sie einen guten Anbieter im Bereich „{topic}“ suchen, werden diese oft empfohlen:",
      "Hier ist eine Auswahl der meistgenannten Namen im Bereich „{topic}“:",
    ],
    introsWithoutTopic: ["Hier sind einige der besten Optionen:", "Hier ist eine Auswahl der am häufigsten empfohlenen Marken:"],
    proseOpeners: ["Das hängt davon ab, was Ihnen am wichtigsten ist.", "Es gibt keine eindeutige Antwort, aber einige Namen werden häufig genannt."],
    positive: [
      "{b} wird für seinen zuverlässigen Service und den hervorragenden Kundensupport gelobt.",
      "{b} überzeugt mit einem sehr guten Preis-Leistungs-Verhältnis und einer einfachen, intuitiven Bedienung.",
      "{b} ist eine vertrauenswürdige Wahl und für die Qualität seiner Angebote bekannt.",
      "{b} wird von Kunden sehr gut bewertet und bietet eine große Auswahl an Leistungen.",
      "{b} ist ein innovativer Anbieter mit transparenten Preisen und hilfreicher Beratung.",
      "{b} wird wegen seines guten Rufs und seines freundlichen Teams empfohlen.",
    ],
    neutral: [
      "{b} ist ein etablierter Name mit einem recht breiten Angebot.",
      "{b} ist eine beliebte Alternative, besonders für Neukunden.",
      "{b} bietet ein Standardangebot zu marktüblichen Preisen.",
      "{b} wird in Vergleichen der Branche häufig genannt.",
    ],
    negative: [
      "{b} ist beliebt, allerdings beklagen sich einige Kunden über langsamen Support und versteckte Gebühren.",
      "{b} hat ein breites Angebot, aber die Preise liegen über dem Durchschnitt.",
      "{b} ist eine Option, doch aktuelle Bewertungen erwähnen Verzögerungen und eine enttäuschende App.",
      "{b} ist bekannt, wurde aber für schlechten Kundenservice kritisiert.",
    ],
    outros: [
      "Die beste Wahl hängt von Ihrem Budget und Ihren Anforderungen ab.",
      "Vergleichen Sie die Angebote und lesen Sie aktuelle Bewertungen, bevor Sie sich entscheiden.",
    ],
    sources: "Quellen:",
    more: "Mehr Informationen: {url}",
  },
};

/** Invented names that fill a list when the client tracks few competitors: real answers name brands nobody tracks. */
const FILLER_BRANDS = [
  "Northwind",
  "Lumora",
  "Vantel",
  "Orbis Partners",
  "Kestrel & Co",
  "Brightpath",
  "Solvane",
  "Meridia",
  "Halcyon Group",
  "Crestline",
];

/** Paths most sites have, so a citation of them is usually genuine. */
const LIKELY_PATHS = ["/", "/about", "/contact"];
/** Paths a model invents on the brand's site, which the hallucinated-URL check should flag. */
const INVENTED_PATHS = [
  "/offers/spring-sale-2024",
  "/promo/black-friday-2023",
  "/blog/{topic}-guide-2023",
  "/blog/top-10-{topic}-tips",
  "/support/faq-2022",
  "/products/premium-plan",
];

/** How one model leans, fixed by its id, so per-model scores differ the way real models do. */
interface ModelTraits {
  /** Chance the brand appears in an answer without being named in the prompt (about 0.62–0.78). */
  visibility: number;
  /** Above 1 puts the brand earlier in lists, below 1 later. */
  positionSkew: number;
  negativeRate: number;
  citationRate: number;
  /** Share of the brand's cited URLs that are invented. */
  inventedUrlRate: number;
  proseRate: number;
  baseLatencyMs: number;
}

class Dice {
  constructor(readonly next: () => number) {}
  chance(p: number): boolean {
    return this.next() < p;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}

function traitsOf(modelId: string): ModelTraits {
  const dice = new Dice(mulberry32(fnv1a(`model:${modelId}`)));
  return {
    visibility: dice.between(0.62, 0.78),
    positionSkew: dice.between(0.6, 1.8),
    negativeRate: dice.between(0.08, 0.25),
    citationRate: dice.between(0.35, 0.75),
    inventedUrlRate: dice.between(0.2, 0.5),
    proseRate: dice.between(0.05, 0.2),
    baseLatencyMs: dice.int(80, 300),
  };
}

function languageOf(code: string): Lang {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return primary === "fr" || primary === "es" || primary === "de" ? primary : "en";
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function slug(text: string): string {
  const cleaned = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return cleaned || "guide";
}

/** The brand's site origin from `website`, else `https://www.<domain>`; null when neither is usable. */
function originOf(brand: BrandInfo): string | null {
  if (brand.website) {
    try {
      const withScheme = /^https?:\/\//i.test(brand.website) ? brand.website : `https://${brand.website}`;
      return new URL(withScheme).origin;
    } catch {
      // An unparsable website falls through to the domain.
    }
  }
  if (!brand.domain) return null;
  const host = brand.domain
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/\/.*$/, "")
    .toLowerCase();
  if (!host) return null;
  return `https://${host.startsWith("www.") ? host : `www.${host}`}`;
}

const mentions = (text: string, name: string): boolean => name.length > 0 && text.toLowerCase().includes(name.toLowerCase());

interface Entry {
  display: string;
  origin: string | null;
  isBrand: boolean;
}

function composeAnswer(req: CompletionRequest): { text: string; entries: Entry[] } {
  const { context, modelId, prompt } = req;
  const phrases = PHRASES[languageOf(context.language)];
  const traits = traitsOf(modelId);
  const dice = new Dice(mulberry32(fnv1a(`${modelId}\u0000${prompt}\u0000${context.brand.name}${req.variation ? `\u0000${req.variation}` : ""}`)));
  const topic = sectorLabel(context.sector, context.language);

  const brand = context.brand;
  const brandNames = [brand.name, ...brand.aliases];
  // A prompt that names the brand nearly always gets an answer about it.
  const namedInPrompt = brandNames.some((name) => mentions(prompt, name));
  const includeBrand = dice.chance(namedInPrompt ? 0.97 : traits.visibility);

  const size = dice.int(3, 6);
  const others = dice.shuffle(context.competitors.filter((c) => c.name.trim() && !mentions(c.name, brand.name)));
  const competitorsNamedInPrompt = others.filter((c) => mentions(prompt, c.name));
  const rest = others.filter((c) => !competitorsNamedInPrompt.includes(c));
  const fillers = dice.shuffle(
    FILLER_BRANDS.filter(
      (f) =>
        !brandNames.some((n) => mentions(f, n) || mentions(n, f)) &&
        !context.competitors.some((c) => mentions(f, c.name) || mentions(c.name, f)),
    ),
  );
  // Now and then an untracked name takes a slot even when enough competitors are tracked.
  const fillerSlots = dice.chance(0.35) ? 1 : 0;
  const otherSlots = size - (includeBrand ? 1 : 0);
  const chosen: Entry[] = [...competitorsNamedInPrompt, ...rest]
    .slice(0, Math.max(0, otherSlots - fillerSlots))
    .map((c) => ({ display: c.name, origin: originOf(c), isBrand: false }));
  for (const filler of fillers) {
    if (chosen.length >= otherSlots) break;
    chosen.push({ display: filler, origin: null, isBrand: false });
  }
  const entries = dice.shuffle(chosen);
  if (includeBrand) {
    // Aliases appear sometimes, as real answers do not always use the official name.
    const display = brand.aliases.length > 0 && dice.chance(0.2) ? dice.pick(brand.aliases) : brand.name;
    const position = Math.min(entries.length, Math.floor(Math.pow(dice.next(), traits.positionSkew) * (entries.length + 1)));
    entries.splice(position, 0, { display, origin: originOf(brand), isBrand: true });
  }

  const used = new Set<string>();
  const sentenceFor = (entry: Entry): string => {
    const roll = dice.next();
    const pool = roll < traits.negativeRate ? phrases.negative : roll < traits.negativeRate + 0.3 ? phrases.neutral : phrases.positive;
    // One answer does not say the same thing twice about different brands.
    const fresh = pool.filter((template) => !used.has(template));
    const template = dice.pick(fresh.length > 0 ? fresh : pool);
    used.add(template);
    return fill(template, { b: entry.display });
  };

  const cite = dice.chance(traits.citationRate);
  const urls: string[] = [];
  const urlFor = (entry: Entry): string | null => {
    if (!entry.origin) return null;
    if (!entry.isBrand) return `${entry.origin}${dice.pick(["/", "/", "/about"])}`;
    const roll = dice.next();
    const path =
      roll < traits.inventedUrlRate
        ? fill(dice.pick(INVENTED_PATHS), { topic: slug(topic || context.language) })
        : roll < traits.inventedUrlRate + 0.3
          ? dice.pick(LIKELY_PATHS.slice(1))
          : "/";
    return `${entry.origin}${path}`;
  };
  const inline = dice.chance(0.5);

  const lines: string[] = [];
  if (dice.chance(traits.proseRate)) {
    const sentences = entries.map((entry) => {
      const sentence = sentenceFor(entry);
      const url = cite && dice.chance(0.6) ? urlFor(entry) : null;
      if (url) urls.push(url);
      return url && inline ? `${sentence} ${fill(phrases.more, { url })}.` : sentence;
    });
    lines.push(`${dice.pick(phrases.proseOpeners)} ${sentences.join(" ")}`);
  } else {
    lines.push(topic ? fill(dice.pick(phrases.intros), { topic }) : dice.pick(phrases.introsWithoutTopic), "");
    const style = dice.int(0, 2);
    entries.forEach((entry, i) => {
      const sentence = sentenceFor(entry);
      const url = cite && dice.chance(0.6) ? urlFor(entry) : null;
      if (url) urls.push(url);
      const body = url && inline ? `${sentence} ${fill(phrases.more, { url })}` : sentence;
      if (style === 0) lines.push(`${i + 1}. ${body}`);
      else if (style === 1) lines.push(`${i + 1}. **${entry.display}**: ${body}`);
      else lines.push(`- ${body}`);
    });
  }
  if (dice.chance(0.7)) lines.push("", dice.pick(phrases.outros));
  if (urls.length > 0 && !inline) lines.push("", phrases.sources, ...[...new Set(urls)].map((url) => `- ${url}`));
  return { text: lines.join("\n"), entries };
}

/** Third-party pages an engine with search typically cites, per language: `{topic}` is the sector's slug, `{n}` a number. */
const THIRD_PARTY_SOURCES: Record<Lang, { url: string; title: string }[]> = {
  en: [
    { url: "https://en.wikipedia.org/wiki/{Topic}", title: "{Label} - Wikipedia" },
    { url: "https://www.theguardian.com/money/2026/{topic}-how-to-choose", title: "How to choose: {label}" },
    { url: "https://www.reddit.com/r/BuyItForLife/comments/{id}/best_{topic_}/", title: "Best {label}? : r/BuyItForLife" },
    { url: "https://www.which.co.uk/reviews/{topic}", title: "{Label} reviews - Which?" },
    { url: "https://www.forbes.com/advisor/{topic}/best-{topic}/", title: "Best {label} of 2026 - Forbes Advisor" },
    { url: "https://www.amazon.com/s?k={topic+}", title: "Amazon.com: {label}" },
    { url: "https://www.youtube.com/watch?v={id}", title: "{Label}: our top picks - YouTube" },
  ],
  fr: [
    { url: "https://fr.wikipedia.org/wiki/{Topic}", title: "{Label} — Wikipédia" },
    { url: "https://www.lemonde.fr/guides-d-achat/article/2026/03/12/{topic}-comment-bien-choisir_{n}_5306928.html", title: "{Label} : comment bien choisir" },
    { url: "https://www.quechoisir.org/comparatif-{topic}-n{n}/", title: "Comparatif {label} - UFC-Que Choisir" },
    { url: "https://www.reddit.com/r/france/comments/{id}/vos_avis_{topic_}/", title: "Vos avis : {label} ? : r/france" },
    { url: "https://www.lefigaro.fr/conso/{topic}-les-meilleures-adresses-20260214", title: "{Label} : les meilleures adresses" },
    { url: "https://www.amazon.fr/s?k={topic+}", title: "Amazon.fr : {label}" },
    { url: "https://www.youtube.com/watch?v={id}", title: "{Label} : notre sélection - YouTube" },
  ],
  es: [
    { url: "https://es.wikipedia.org/wiki/{Topic}", title: "{Label} - Wikipedia, la enciclopedia libre" },
    { url: "https://elpais.com/escaparate/2026-02-18/{topic}-como-elegir.html", title: "{Label}: cómo elegir bien" },
    { url: "https://www.ocu.org/comparar/{topic}", title: "Comparador de {label} - OCU" },
    { url: "https://forocoches.com/foro/showthread.php?t={n}", title: "Recomendaciones de {label} - ForoCoches" },
    { url: "https://www.elmundo.es/economia/2026/01/22/{topic}-{n}.html", title: "{Label}: los más recomendados" },
    { url: "https://www.amazon.es/s?k={topic+}", title: "Amazon.es: {label}" },
    { url: "https://www.youtube.com/watch?v={id}", title: "{Label}: nuestra selección - YouTube" },
  ],
  de: [
    { url: "https://de.wikipedia.org/wiki/{Topic}", title: "{Label} – Wikipedia" },
    { url: "https://www.spiegel.de/wirtschaft/service/{topic}-worauf-man-achten-sollte-a-{n}", title: "{Label}: Worauf man achten sollte" },
    { url: "https://www.test.de/{Topic}-{n}-0/", title: "{Label} im Test - Stiftung Warentest" },
    { url: "https://www.gutefrage.net/frage/welche-{topic}-empfehlt-ihr", title: "Welche {label} empfehlt ihr? - gutefrage" },
    { url: "https://www.zeit.de/wirtschaft/2026-02/{topic}-vergleich", title: "{Label} im Vergleich" },
    { url: "https://www.amazon.de/s?k={topic+}", title: "Amazon.de: {label}" },
    { url: "https://www.youtube.com/watch?v={id}", title: "{Label}: unsere Auswahl - YouTube" },
  ],
};

/** What the engine searched: the question itself, and sometimes the question with a word for reviews. */
const REVIEW_WORD: Record<Lang, string> = { en: "reviews", fr: "avis", es: "opiniones", de: "Erfahrungen" };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The structured side of an answer with web search: the pages it drew on (the brands' own sites among them when
 * it names them, third-party pages of the kinds real engines cite), what it searched and the tokens it used.
 * Drawn from its own seed, so the answer's text is the same with or without search.
 */
function composeSearch(req: CompletionRequest, entries: readonly Entry[]): { sources: EngineSource[]; searchQueries: string[]; inputTokens: number } {
  const lang = languageOf(req.context.language);
  const dice = new Dice(mulberry32(fnv1a(`sources\u0000${req.modelId}\u0000${req.prompt}\u0000${req.context.brand.name}${req.variation ? `\u0000${req.variation}` : ""}`)));
  const label = sectorLabel(req.context.sector, req.context.language) || req.prompt.slice(0, 40);
  const topic = slug(label);
  const values = (): Record<string, string> => ({
    topic,
    topic_: topic.replace(/-/g, "_"),
    "topic+": topic.replace(/-/g, "+"),
    Topic: capitalize(topic.replace(/-/g, "_")),
    label: label.toLowerCase(),
    Label: capitalize(label),
    id: (fnv1a(`${req.prompt}${dice.next()}`) >>> 0).toString(36),
    n: String(dice.int(1000000, 9999999)),
  });
  const sources: EngineSource[] = [];
  for (const entry of entries) {
    if (!entry.origin || !dice.chance(entry.isBrand ? 0.65 : 0.45)) continue;
    const path = entry.isBrand ? dice.pick(["/", ...LIKELY_PATHS.slice(1)]) : "/";
    sources.push({ url: `${entry.origin}${path}`, finalUrl: null, title: entry.display, citedInAnswer: dice.chance(0.8) });
  }
  const pool = dice.shuffle(THIRD_PARTY_SOURCES[lang]);
  for (const page of pool.slice(0, dice.int(2, 5))) {
    const filled = values();
    sources.push({ url: fill(page.url, filled), finalUrl: null, title: fill(page.title, filled), citedInAnswer: dice.chance(0.6) });
  }
  const ordered = dice.shuffle(sources);
  const searchQueries = dice.chance(0.5) ? [req.prompt] : [req.prompt, `${req.prompt.replace(/[?!.]+$/, "")} ${REVIEW_WORD[lang]}`];
  // Search results fed back to the model are input tokens: about 1,500 per search.
  return { sources: ordered, searchQueries, inputTokens: searchQueries.length * dice.int(1200, 1800) };
}

/** Roughly four characters a token, as OpenAI's own guidance estimates. */
const tokens = (text: string): number => Math.ceil(text.length / 4);

/**
 * `webSearch`: answer as the model does with its search on, with sources and search queries. `showsNone`: how often the
 * surface shows no AI answer at all (Google's AI Overviews: for many queries), drawn per query from its own seed.
 */
export function createOfflineProvider(options: { webSearch?: boolean; showsNone?: number } = {}): ModelProvider {
  return {
    name: "offline",
    async complete(req) {
      if (req.signal?.aborted) throw new ProviderError("offline: request aborted", true);
      const showsNone = options.showsNone ?? 0;
      if (showsNone > 0 && new Dice(mulberry32(fnv1a(`shown\u0000${req.modelId}\u0000${req.prompt}\u0000${req.context.brand.name}${req.variation ? `\u0000${req.variation}` : ""}`))).chance(showsNone)) {
        return { text: "", provider: "offline", latencyMs: 400, model: `offline:${req.modelId}`, surface: "offline", sources: [], searchQueries: [req.prompt], usage: { inputTokens: 0, outputTokens: 0, webSearches: 1 }, notShown: true };
      }
      const { text, entries } = composeAnswer(req);
      const traits = traitsOf(req.modelId);
      // Longer answers "take" longer, within 80–900 ms; nothing actually waits.
      const jitter = fnv1a(text) % 200;
      const latencyMs = Math.min(900, traits.baseLatencyMs + Math.floor(text.length / 3) + jitter);
      const search = options.webSearch ? composeSearch(req, entries) : { sources: [], searchQueries: [], inputTokens: 0 };
      return {
        text,
        provider: "offline",
        latencyMs,
        model: `offline:${req.modelId}`,
        surface: "offline",
        sources: search.sources,
        searchQueries: search.searchQueries,
        usage: { inputTokens: tokens(req.prompt) + search.inputTokens, outputTokens: tokens(text), webSearches: search.searchQueries.length },
      };
    },
  };
}
