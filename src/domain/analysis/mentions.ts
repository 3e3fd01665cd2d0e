// Where a tracked name is mentioned: whole words in the body, inflected forms, not inside URLs or bare domains, and
// for names that are everyday words (Free, Orange, Target, dm) only where a reader sees the brand, not the word.
import { isStoredEverydayWord } from "./common-word-hash";
import type { Folded } from "./text";
import { normalizeText } from "./text";
import type { Span } from "./urls";

export interface BrandRef {
  name: string;
  aliases?: string[];
  domain?: string | null;
}

export interface Mention extends Span {
  /** 0 = the client's brand, 1… = competitors in the order given. */
  brand: number;
}

/** `&` in a name also matches the word in the answer's language, and the reverse. */
const CONNECTOR = "(?:[\\s-]*&[\\s-]*|[\\s-]+(?:and|et|y|und)[\\s-]+)";
const CONNECTOR_WORDS = new Set(["&", "and", "et", "y", "und"]);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * Words of a name separated by any run of spaces or hyphens; edges must not touch a letter or digit of any script.
 * Inflections a reader still reads as the name: a final `s` (German genitive `Zalandos`, `MediaMarkts`; English
 * `Acme's` needs nothing, the apostrophe is a boundary) and, in a multiword name, the German adjective endings of
 * a word in `-e` (`der Deutschen Bahn`).
 */
interface NamePattern {
  /** The name's first word, folded: found by string search before the pattern is tried. */
  first: string;
  /** The whole name, its inflections and its right edge, tried at one position (`y`). */
  sticky: RegExp;
  /** More than one word: a separator must follow the first. */
  multiword: boolean;
  /** The first letter of the second word (not "&"/"and"): a cheap test before the pattern is tried. */
  second: string | null;
  /** A one-word name of letters and digits: matched without the regular expression. */
  single: boolean;
  /** The fixed expressions of NOT_A_BRAND that contain the name. */
  phrases: string[];
  /** The name has a word in capitals ("DER Touristik") that must not be written in lower case. */
  acronyms: boolean;
}

/** Whether the match at start…end lies inside an occurrence of `phrase` ("Otto" in "Otto Normalverbraucher"). */
function insidePhrase(text: string, phrase: string, start: number, end: number): boolean {
  const matched = text.slice(start, end);
  for (let offset = phrase.indexOf(matched); offset >= 0; offset = phrase.indexOf(matched, offset + 1)) {
    if (text.startsWith(phrase, start - offset)) return true;
  }
  return false;
}

const patterns = new Map<string, NamePattern | null>();

/** Compiled once per name and isolate: a fresh RegExp runs interpreted, a reused one is compiled to machine code. */
function namePattern(name: string): NamePattern | null {
  let pattern = patterns.get(name);
  if (pattern === undefined) {
    pattern = buildNamePattern(name);
    if (patterns.size > 5000) patterns.clear();
    patterns.set(name, pattern);
  }
  return pattern;
}

function buildNamePattern(name: string): NamePattern | null {
  const words = normalizeText(name).replace(/&/g, " & ").split(/[\s-]+/).filter(Boolean);
  if (words.length === 0 || words.every((w) => CONNECTOR_WORDS.has(w))) return null;
  let source = "";
  words.forEach((word, i) => {
    const last = i === words.length - 1;
    const isConnector = CONNECTOR_WORDS.has(word) && i > 0 && !last;
    const previousIsConnector = i > 0 && source.endsWith(CONNECTOR);
    if (i > 0 && !isConnector && !previousIsConnector) source += "[\\s-]+";
    if (isConnector) source += CONNECTOR;
    else if (!last && words.length > 1 && /\p{L}e$/u.test(word)) source += `${escapeRegExp(word)}[nrsm]?`;
    else source += escapeRegExp(word);
  });
  const genitive = /\p{L}$/u.test(words.at(-1) ?? "") ? "s?" : "";
  const folded = words.join(" ");
  return {
    first: words[0]!,
    multiword: words.length > 1,
    second: words.length > 1 && !CONNECTOR_WORDS.has(words[1]!) ? words[1]![0]! : null,
    single: words.length === 1 && /^[\p{L}\p{N}]+$/u.test(words[0]!),
    sticky: new RegExp(`${source}${genitive}(?![\\p{L}\\p{N}])`, "uy"),
    // Another company's longer name is no phrase of the tracked name when it is that name ("Galeries Lafayette" tracked).
    phrases: [...NOT_A_BRAND.filter((phrase) => phrase.includes(folded)), ...OTHER_COMPANIES.filter((other) => other !== folded && other.includes(folded))],
    acronyms: (name.match(/\p{L}+/gu) ?? []).some((w) => w.length >= 2 && w === w.toUpperCase() && w !== w.toLowerCase()),
  };
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SEPARATOR = /[\s&-]/;
/** What `SEPARATOR` matches, by code: ASCII without a regular expression (NaN past the end is none). */
function isSeparator(code: number): boolean {
  if (code < 128) return code === 32 || code === 38 || code === 45 || (code >= 9 && code <= 13);
  return code === code && SEPARATOR.test(String.fromCharCode(code));
}

/** Whether the character at `i` is a letter or digit of any script (false outside the text); ASCII without a RegExp. */
function letterOrDigitAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return code === code && LETTER_OR_DIGIT.test(text[i]!);
}

/**
 * Where a name occurs as a whole word in folded text: its first word is found by plain string search (fast), then the
 * whole pattern is tried there, with no letter or digit right before it.
 */
function occurrences(text: string, pattern: NamePattern): Span[] {
  const found: Span[] = [];
  for (let at = text.indexOf(pattern.first); at >= 0; at = text.indexOf(pattern.first, at + 1)) {
    if (at > 0 && letterOrDigitAt(text, at - 1)) continue;
    if (pattern.single) {
      // The word, an optional genitive "s", then no letter or digit.
      let end = at + pattern.first.length;
      if (text.charCodeAt(end) === 115 && !letterOrDigitAt(text, end + 1)) end++;
      if (!letterOrDigitAt(text, end)) found.push({ start: at, end });
      continue;
    }
    // Common first words ("le", "la", "the") occur everywhere: the separator and the second word's first letter
    // are checked before the pattern is tried.
    if (pattern.multiword) {
      let next = at + pattern.first.length;
      const inflection = text.charCodeAt(next);
      // n, r, s, m after a first word ending in "e": "Deutschen", "Deutscher".
      if ((inflection === 110 || inflection === 114 || inflection === 115 || inflection === 109) && pattern.first.endsWith("e")) next++;
      if (!isSeparator(text.charCodeAt(next))) continue;
      while (isSeparator(text.charCodeAt(next))) next++;
      if (pattern.second !== null && text[next] !== pattern.second) continue;
    }
    pattern.sticky.lastIndex = at;
    const match = pattern.sticky.exec(text);
    if (match) found.push({ start: at, end: at + match[0].length });
  }
  return found;
}


/** A name made only of everyday words (`Free`, `About You`, `La Poste`), or of three letters or fewer (`dm`, `EE`). */
const commonNames = new Map<string, boolean>();

function isCommonWordName(name: string): boolean {
  let common = commonNames.get(name);
  if (common === undefined) {
    common = readCommonWordName(name);
    if (commonNames.size > 5000) commonNames.clear();
    commonNames.set(name, common);
  }
  return common;
}

/** Everyday words the frequency lists behind common-words.ts miss ("flink gehen", "mirar con lupa", "a hive of activity"). */
const EVERYDAY_EXTRA = new Set(["flink", "tempo", "hive", "lupa", "echelon", "papierkram", "vitality", "volcán"]);

/** An everyday word of en, fr, es or de, given in lower case (with or without its accents). */
export function isEverydayWord(lower: string): boolean {
  return lower.replace(/[^\p{L}]/gu, "").length <= 3 || EVERYDAY_EXTRA.has(lower) || isStoredEverydayWord(lower);
}

function readCommonWordName(name: string): boolean {
  const folded = normalizeText(name);
  if (folded.replace(/[^\p{L}]/gu, "").length <= 3) return true;
  // Accents kept: "Uber" is no everyday word for being German "über", nor "Dia" for being Spanish "día".
  const lower = name.normalize("NFC").toLowerCase().replace(/[’`´]/g, "'");
  const words = lower.split(/[\s-]+/).filter((w) => w !== "" && !CONNECTOR_WORDS.has(w));
  return words.length > 0 && words.every(isEverydayWord);
}

/**
 * Fixed expressions that contain a brand-like word but name something else (an idiom, a town, a loyalty programme):
 * world knowledge a reader brings, kept short and general.
 */
const NOT_A_BRAND = [
  "otto normalverbraucher", "otto von bismarck", "porta westfalica", "miles & more", "miles and more", "orange county",
  "free of charge", "free trial", "free shipping", "target group", "target audience", "next day", "next steps",
  // Events: a stage of the Tour de France is not the brand Tour.
  "tour de france", "tour de francia", "tour of britain", "tour de suisse", "giro d'italia", "world cup", "super bowl",
  "rock am ring", "rock im park", "black friday", "cyber monday", "good friday",
  // Places, titles and sayings named with a brand's word.
  "costa rica", "costa brava", "costa blanca", "costa del sol", "costa dorada", "united states", "united kingdom",
  "united nations", "united arab emirates", "mississippi delta", "nile delta", "pandora's box", "boite de pandore",
  "caja de pandora", "buchse der pandora", "breakfast at tiffany's", "diamants sur canape",
  "steckt der teufel im detail", "der teufel steckt im detail", "the devil is in the detail", "le diable est dans les details",
  "el diablo esta en los detalles", "jugement de salomon", "judgement of solomon", "juicio de salomon", "salomonisches urteil",
  "en lo que canta un gallo", "canary in the coal mine", "canari dans la mine", "en voiture simone",
  // German sayings with "Sinn" (sense): "es ergibt wenig Sinn", "macht Sinn", "im Sinne von".
  "wenig sinn", "keinen sinn", "viel sinn", "mehr sinn", "sinn macht", "macht sinn", "sinn ergibt", "ergibt sinn",
  "sinn ergeben", "sinn machen", "im sinne", "sinn und zweck", "sinn fur",
  // Du Bellay's line, and the proverbial funnel that pours knowledge in.
  "heureux qui, comme ulysse", "heureux qui comme ulysse", "nurnberger trichter",
  // "Bear in mind that…"; "la paella pide un SOS", "send an SOS".
  "bear in mind", "un sos", "an sos",
].map(normalizeText);

/** Other companies whose name holds a brand's word: the Paris department store beside Pharmacie Lafayette. */
const OTHER_COMPANIES = ["galeries lafayette"].map(normalizeText);

/**
 * What makes a name stand for a person, a place or an event rather than the brand (policy: Mention): world knowledge
 * kept short and general, in en, fr, es and de. A given name or a title right before it ("Harrison Ford", "Mme Hermès");
 * a geographic word right before or after it ("the Orange River", "río Amazonas", "the Amazon rainforest").
 */
const GIVEN_NAMES = new Set(
  [
    "harrison", "henry", "john", "james", "paris", "tom", "emma", "george", "william", "david", "michael", "mary", "elizabeth",
    "robert", "richard", "charles", "thomas", "peter", "paul", "anne", "sarah", "jennifer", "chris", "kate", "jack", "jane",
    "edsel", "gerald", "betty", "martin", "louis", "jean", "pierre", "marie", "jacques", "michel", "philippe", "francois",
    "nicolas", "sophie", "claude", "antoine", "thierry", "emile", "gustave", "coco", "yves", "christian", "hubert",
    "jose", "juan", "maria", "carlos", "antonio", "manuel", "pedro", "luis", "miguel", "javier", "carmen", "pablo",
    "francisco", "rafael", "fernando", "isabel", "lucia", "hans", "karl", "heinrich", "friedrich", "wilhelm", "otto", "klaus",
    "jurgen", "wolfgang", "helmut", "werner", "gerhard", "ursula", "anna", "greta", "lena", "max", "moritz", "felix",
    "ernst", "abraham", "rene", "fred", "ralph", "estee", "walt", "ferdinand", "gottlieb", "enzo", "ferruccio", "anton", "lea",
    "nikola", "andre", "josep", "jordi", "sebastian", "gunther", "guenther", "karl", "hugo", "calvin", "tommy", "coco",
    "christian", "giorgio", "gianni", "donatella", "miuccia", "hermann", "adolf", "rudolf", "gottfried", "robert", "steve",
    "elon", "bill", "mark", "jeff", "larry", "sergey", "warren", "ingvar", "amancio", "isaac", "albert", "marie", "ada",
    "leonardo", "sandro", "vincent", "pablo", "salvador", "frida", "wolfgang", "ludwig", "johann", "clara", "sophia", "olivia",
    "charlotte", "alice", "victoria", "william", "harry", "arthur", "oscar", "edgar", "benjamin", "samuel", "daniel", "alexander",
    "alexandre", "alejandro", "guillaume", "emmanuel", "francoise", "catherine", "isabelle", "nathalie", "valerie", "juliette",
    "julien", "jules", "louise", "camille", "lucas", "hugo", "leo", "gabriel", "raphael", "adrien", "mathieu", "laurent",
    "xavier", "jorge", "alberto", "ramon", "jaime", "ignacio", "enrique", "alfonso", "felipe", "sofia", "elena", "pilar",
    "dolores", "montserrat", "nuria", "andres", "diego", "sergio", "pascual", "adolfo", "amancio", "dieter",
    "horst", "uwe", "jens", "stefan", "thomas", "andreas", "markus", "michael", "sabine", "petra", "monika", "heike", "angela",
    "marlene", "franz", "joseph", "josef", "maximilian", "konrad", "theodor", "gunter", "adam", "eric", "frank", "simon",
    "alan", "ian", "neil", "kevin", "brian", "steven", "lisa", "laura", "julia", "julie", "nina", "eva", "jakob", "lukas",
    "matthias", "tobias", "florian", "johannes", "christoph", "bernhard", "reinhold", "aloys", "august", "gottlob",
    "wayne", "bruce", "roger", "gary", "scott", "patrick", "ryan", "jason", "dennis", "douglas", "kenneth", "walter",
    "camilo", "ricardo", "eduardo", "joaquin", "gonzalo", "ramiro", "rodrigo", "emilio", "marcel", "henri", "georges",
    "dorothy",
    // Kinship and roles right before a first name: "votre beau-père Nicolas", "my brother Jules", "Pfarrer Kneipp".
    "father", "mother", "brother", "sister", "daughter", "uncle", "aunt", "cousin", "husband", "wife", "grandfather",
    "grandmother", "grandpa", "grandma", "father-in-law", "mother-in-law", "pere", "mere", "frere", "soeur", "fille",
    "oncle", "tante", "mari", "epouse", "beau-pere", "belle-mere", "grand-pere", "grand-mere", "padre", "madre", "hermano",
    "hermana", "hija", "hijo", "tio", "tia", "primo", "prima", "marido", "esposa", "abuelo", "abuela", "suegro", "suegra",
    "vater", "mutter", "bruder", "schwester", "tochter", "sohn", "onkel", "tante", "ehemann", "ehefrau", "opa", "oma",
    "schwiegervater", "schwiegermutter", "pfarrer", "pastor", "father", "abbe", "padre", "pere",
    // Colleagues, friends and neighbours: "votre collègue Paul", "my friend Jules", "meine Kollegin Anna".
    "colleague", "coworker", "friend", "neighbour", "neighbor", "boss", "collegue", "ami", "amie", "copain", "copine",
    "voisin", "voisine", "colega", "companero", "companera", "amigo", "amiga", "vecino", "vecina", "jefe", "jefa",
    "kollege", "kollegin", "freund", "freundin", "nachbar", "nachbarin",
    "mr", "mrs", "ms", "dr", "sir", "lady", "lord", "saint", "st", "m", "mme", "mlle", "monsieur", "madame", "sr", "sra",
    "senor", "senora", "don", "dona", "herr", "frau", "prof", "king", "queen", "prince", "princess", "roi", "reine", "rey",
    "reina", "konig", "konigin", "president", "captain", "capitaine", "capitan", "kapitan", "colonel",
    "commandant", "comandante", "docteur", "doctor", "professor", "professeur", "profesor", "inspector", "inspecteur",
  ].map(normalizeText),
);
const PLACE_BEFORE = new Set(
  [
    "river", "lake", "mount", "mountains", "city", "town", "county", "region", "valley", "island", "isle", "gulf", "bay",
    "riviere", "fleuve", "lac", "mont", "ville", "region", "vallee", "ile", "golfe", "baie", "commune", "haut", "haute",
    "rio", "lago", "monte", "ciudad", "pueblo", "region", "valle", "isla", "golfo", "bahia", "selva", "puerto", "port",
    "fluss", "berg", "stadt", "tal", "insel", "bucht", "regenwald", "ort", "dorf", "gemeinde", "depart",
    "southern", "northern", "eastern", "western", "british", "nord", "sud", "norte", "sudlich", "nordlich",
    "district", "province", "provincia", "state", "canton", "kanton", "departement", "comarca", "bundesland",
    "rue", "avenue", "boulevard", "calle", "plaza", "paseo", "place", "platz", "strasse", "gare", "aeroport",
    "aeropuerto", "flughafen", "musee", "museo", "museum", "palacio", "palais", "schloss", "castillo", "chateau",
    "cathedral", "cathedrale", "catedral", "parc", "parque", "park", "jardin", "jardines", "garten",
    // Stations and quarters named after a person or a place: "la station Marcel Sembat", "barrio de Salamanca".
    "station", "metro", "estacion", "haltestelle", "barrio", "quartier", "viertel",
    // Meetings named after their members: "le sommet du G7", "the G20 summit" aside.
    "sommet", "summit", "cumbre", "gipfel",
    // A style named after a movement: "le style Bauhaus", "estilo Bauhaus".
    "style", "estilo", "stil",
    // Events named after a place or a saint: "las fiestas de San Miguel", "la fête de la Saint-Jean".
    "fiestas", "fiesta", "fetes", "fete", "feria", "festival", "festivals",
  ].map(normalizeText),
);
const PLACE_AFTER = new Set(
  [
    "river", "rainforest", "basin", "delta", "valley", "county", "mountains", "island", "islands", "lake", "region",
    "jungle", "forest", "desert", "estuary", "rainforests",
    // An art or design movement: "im Bauhaus-Stil", "Art Deco style".
    "stil", "style", "estilo", "rathaus", "altstadt", "bahnhof", "hauptbahnhof", "marktplatz", "town hall", "mairie",
    "ayuntamiento", "university", "college", "airport", "street", "avenue",
    "road", "square", "bridge", "cathedral", "castle", "palace", "stadium", "hospital", "zoo", "museum", "prison", "jail", "gaol",
    "terminal",
    "innenstadt", "stadtmitte", "umland", "stadtzentrum", "centre-ville",
    // An evening named after someone: "haggis on Burns Night", "la Nuit de…" aside.
    "night", "nacht",
  ].map(normalizeText),
);
/** Works a title names: "la suite «Iberia»", "la série *Star Trek: Picard*", "der Film „Tempo“". */
const TITLE_NOUNS = new Set(
  [
    "film", "movie", "series", "show", "novel", "book", "song", "album", "opera", "play", "suite", "episode",
    "serie", "roman", "livre", "chanson", "piece", "saga", "pelicula", "novela", "libro", "cancion", "obra", "buch",
    "lied", "oper", "folge", "staffel", "marchen", "conte", "cuento", "tale", "fairy", "game", "jeu", "juego", "spiel",
  ].map(normalizeText),
);
/** The marks that open a title, by code: `*`, `_`, `«`, `„`, `"`, `“`, `‘`, `'`. */
function isOpeningQuote(code: number): boolean {
  return code === 42 || code === 95 || code === 171 || code === 8222 || code === 34 || code === 8220 || code === 8216 || code === 39;
}

/**
 * Whether the name stands inside a quoted or italic title whose opening mark follows a work's noun on the same line
 * ("la suite «Iberia» de Albéniz", "la série *Star Trek: Picard*").
 */
function insideTitle(original: string, start: number): boolean {
  for (let i = start - 1; i >= 0 && start - i <= 60; i--) {
    const code = original.charCodeAt(i);
    // The line's start, », ”, and “ before the character right before the name.
    if (code === 10 || code === 187 || code === 8221 || (code === 8220 && i < start - 1)) return false;
    if (!isOpeningQuote(code) || (code === 42 && (original.charCodeAt(i - 1) === 42 || original.charCodeAt(i + 1) === 42))) continue;
    const lineStart = original.lastIndexOf("\n", i) + 1;
    const noun = /([\p{L}]+)[\s\u00a0]*$/u.exec(original.slice(Math.max(lineStart, i - 30), i));
    return noun !== null && TITLE_NOUNS.has(normalizeText(noun[1]!));
  }
  return false;
}

/** "place du Général-Leclerc", "General Motors" aside: the rank written with its capital is a person's title. */
function afterGeneral(original: string, start: number): boolean {
  const before = wordBefore(original, start);
  return before !== null && /^(?:Général|General|Generál|Generalissimo)$/u.test(before.word);
}

/** Connecting words between a geographic word and its name: "la ville d'Orange", "the city of Orange". */
const PLACE_LINKS = /^(?:of|de|du|des|d'|del|de la|von|der|des|am|an)$/;

/** States and countries written after a town's name ("Lincoln, Nebraska", "Orange, France"). */
const STATES = new Set(
  [
    "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida", "georgia",
    "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine", "maryland",
    "massachusetts", "michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska", "nevada", "ohio",
    "oklahoma", "oregon", "pennsylvania", "tennessee", "texas", "utah", "vermont", "virginia", "washington", "wisconsin",
    "wyoming", "ontario", "quebec", "france", "spain", "espana", "germany", "deutschland", "england", "scotland",
    "vaucluse", "bavaria", "bayern", "norway", "sweden", "denmark", "finland", "iceland", "ireland", "italy", "portugal",
    "brazil", "colombia", "mexico", "canada", "china", "japan", "india", "russia", "poland", "austria", "switzerland",
    "belgium", "netherlands", "greece", "turkey", "argentina", "chile", "peru", "australia", "norvege", "suede", "danemark",
    "islande", "irlande", "italie", "bresil", "colombie", "mexique", "chine", "japon", "inde", "russie", "pologne", "autriche",
    "suisse", "belgique", "grece", "noruega", "suecia", "dinamarca", "islandia", "irlanda", "italia", "brasil", "mexico",
    "japon", "rusia", "polonia", "suiza", "belgica", "grecia", "norwegen", "schweden", "danemark", "island", "irland",
    "italien", "brasilien", "kolumbien", "mexiko", "kanada", "japan", "indien", "russland", "polen", "osterreich", "schweiz",
    "belgien", "niederlande", "griechenland", "frankreich", "spanien", "england", "wales", "new york", "colorado",
  ].map(normalizeText),
);

/**
 * ", Nebraska", ", dans le Vaucluse": the region named after a town's name (not ", in France," which a company's
 * sentence says too: "Orange, in France, is the incumbent").
 */
const IN_REGION = /^,[ \t]+(?:(?:dans le|dans la|dans l')[ \t]*)?([\p{L}]+)/u;

/**
 * Who a person was, said right after their name (and perhaps a surname): "Fred Perry, triple vainqueur…", "Mercedes
 * Jellinek, la hija de…", "Coco Chanel (1883-1971)". Said of a company, these words would be nonsense (not "born", "née", "nacida": a company is born too).
 */
const PERSON_AFTER = new RegExp(
  "^(?:[ \\t]+[\\p{L}]+)?[ \\t]*(?:\\([ \\t]*\\d{4}[ \\t]*-|,[ \\t]+(?:(?:the|his|her|their|a|an|le|la|l'|sa|son|un|une|el|su|una|der|die|seine|ihre|ein|eine|triple|double|former|late|ancien|ancienne|feu|antiguo|antigua|difunto|ehemalige|ehemaliger|famous|celebre|famoso|famosa|beruhmte|beruhmter|young|jeune|joven|junge|junger|eldest|youngest|greek|roman|norse|egyptian|grec|grecque|romain|romaine|griego|griega|romano|romana|griechische|griechischen|romische|romischen|american|british|french|spanish|german|italian|americain|britannique|francais|espagnol|allemand|italien|americano|britanico|frances|espanol|aleman|italiano|amerikanische|britische|franzosische|spanische|deutsche|italienische)[ \\t]+){0,3}(?:" +
    [
      "founder", "co-founder", "cofounder", "daughter", "wife", "husband", "widow", "father", "mother", "brother", "sister",
      "grandson", "granddaughter", "nephew", "niece", "inventor", "actor", "actress", "singer",
      "writer", "author", "painter", "poet", "composer", "nicknamed", "heir", "heiress", "goddess", "god", 
      "designer", "fashion designer", "couturier", "saint", "pope",
      "fondateur", "fondatrice", "cofondateur", "co-fondateur", "fille", "fils", "femme", "epouse", "mari", "veuve", "pere",
      "mere", "frere", "soeur", "petit-fils", "petite-fille", "neveu", "niece", "inventeur",
      "acteur", "actrice", "chanteur", "chanteuse", "ecrivain", "auteur", "autrice", "peintre", "poete", "compositeur",
      "surnomme", "surnommee", "heritier", "heritiere", "deesse", "dieu", "heros", "heroine", "createur", "creatrice",
      "styliste", 
      "fundador", "fundadora", "cofundador", "hija", "hijo", "esposa", "esposo", "viuda", "padre", "madre", "hermano",
      "hermana", "nieto", "nieta", "sobrino", "sobrina", "inventor", "actriz",
      "cantante", "escritor", "escritora", "pintor", "pintora", "poeta", "compositor", "apodado", "diosa", "dios", "disenador", "disenadora", "modisto", "creador", "creadora", 
      "apodada", "heredero", "heredera",
      "grunder", "grunderin", "mitbegrunder", "tochter", "sohn", "ehefrau", "ehemann", "witwe", "vater", "mutter", "bruder",
      "schwester", "enkel", "enkelin", "neffe", "nichte", "erfinder",
      "schauspieler", "schauspielerin", "sanger", "sangerin", "schriftsteller", "schriftstellerin", "autorin", "maler",
      "malerin", "dichter", "komponist", "genannt", "erbin", "gottin", "gott", "designerin",
      "modeschopfer", "pfarrer",
    ].join("|") +
    ")(?![\\p{L}]))",
  "u",
);

/**
 * A winner counted in titles is a sportsperson ("Fred Perry, triple vainqueur de Wimbledon"); a plain "winner" or
 * "champion" may be a company ("Aldi, the winner of our test").
 */
const TITLES_WON = /^(?:[ \t]+[\p{L}]+)?[ \t]*,[ \t]+(?:(?:the|a|le|la|un|une|el|der|die|ein|eine)[ \t]+)?(?:triple|double|two-time|three-time|four-time|five-time|multiple|dreifache[rn]?|zweifache[rn]?|mehrfache[rn]?|doble|tricampeon|bicampeon)[ \t-]+(?:winner|champion|vainqueur|championne|ganador|ganadora|campeon|campeona|sieger|siegerin|weltmeister|weltmeisterin)(?![\p{L}])/u;

/**
 * A trip's destination: "trekking in Patagonia", "un voyage en Patagonie", "recorrer la Alhambra", "eine Reise nach
 * Lincoln". A company is bought from or used, not travelled to.
 */
const TRAVEL_BEFORE = new RegExp(
  "(?:^|[^\\p{L}])(?:(?:trip|trips|travel|travelling|traveling|trek|trekking|hike|hiking|holiday|holidays|vacation|journey|cruise|road trip|" +
    "voyage|voyager|sejour|vacances|randonnee|randonnees|croisiere|viaje|viajes|viajar|vacaciones|ruta|excursion|crucero|" +
    "relocating|relocate|demenager|demenagement|s'installer|mudarse|mudanza|umziehen|umzug|lives|live|living|vit|vivent|habite|habitent|vive|viva|viven|vivir|wohnt|wohnen|lebt|leben|" +
    "\\p{L}*(?:reise|reisen|urlaub|wanderung|wanderungen|wandern|ausflug|kreuzfahrt|abstecher|fahrt))[ \\t]+(?:in|to|through|across|around|en|a|au|aux|dans|por|nach|durch|ins|an die|an den|in die|ans)" +
    "|visiter|visite|parcourir|parcouru|visitar|visitado|recorrer|recorrido|besichtigen|besichtigt|erkunden|erkundet|bereisen)" +
    "[ \\t]+(?:(?:the|la|le|l'|les|el|los|las|die|der|das|den|southern|northern|eastern|western|central)[ \\t]+)?$",
  "u",
);

/** "Neal's Yard, the little courtyard off…", "Halifax, a market town": a place described after its name. */
const PLACE_APPOSITIVE = new RegExp(
  "^,[ \\t]+(?:(?:the|a|an|la|le|l'|el|una|un|une|die|der|das|ein|eine|einer|einem)[ \\t]+)?(?:(?:little|small|old|historic|pretty|market|petit|petite|vieux|vieille|pequeno|pequena|antiguo|antigua|kleine|kleiner|alte|alter|historische)[ \\t]+)?" +
    "(?:town|city|village|courtyard|square|street|district|neighbourhood|neighborhood|region|river|island|valley|ville|village|quartier|rue|cour|region|riviere|fleuve|ciudad|pueblo|barrio|calle|patio|comarca|rio|isla|[\\p{L}]*stadt|[\\p{L}]*dorf|viertel|strasse|hof|fluss|insel|gemeinde|" +
    // "frente al Palacio de Hierro, el edificio metálico": a building described after its name.
    "building|tower|monument|landmark|batiment|immeuble|edifice|edificio|torre|monumento|gebaude|turm|denkmal|bauwerk)(?![\\p{L}])",
  "u",
);

const CONJUNCTIONS = new Set(["and", "et", "y", "und", "or", "ou", "o", "oder"]);

/** Whether the name stands in a list of countries or states: "in Iceland and Norway", "Texas and the Southwest". */
function amongPlaces(folded: string, start: number, end: number): boolean {
  const after = folded.charCodeAt(end) !== 32 ? null : /^[ \t]+(?:and|et|y|und|or|ou|o|oder)[ \t]+(?:the[ \t]+)?([\p{L}]+)(?![\p{L}'])/u.exec(folded.slice(end, end + 30));
  if (after && STATES.has(after[1]!)) return true;
  // Plain word scans backwards: this runs for every occurrence of every name.
  // Before it only with an article ("Texas and the Southwest"): "Carrefour in France and Tesco in the UK" names Tesco.
  const article = wordBefore(folded, start);
  if (article === null || article.word !== "the") return false;
  const link = wordBefore(folded, article.start);
  if (link === null || link.dot || !CONJUNCTIONS.has(link.word)) return false;
  const place = wordBefore(folded, link.start);
  return place !== null && !place.dot && STATES.has(place.word);
}

/** Studying somewhere: "student at", "studying at", "graduate of", "étudiant à", "estudiante en", "Student an der". */
const STUDY_BEFORE = /(?:^|[^\p{L}])(?:students?|studying|studies|studied|graduates?|graduated|alumn(?:us|a|i)|enrolled|etudiante?s?|etudie|estudiantes?|estudia|estudie|studentin|studenten|studierende[rn]?|studiert)[ \t]+(?:at|of|from|a|en|de|an der|an|am|in)[ \t]+(?:the[ \t]+|la[ \t]+|l'|der[ \t]+)?$/u;
/** The words STUDY_BEFORE can end with. */
const STUDY_LAST = new Set(["at", "of", "from", "a", "en", "de", "der", "an", "am", "in", "the", "la", "l'"]);
/** Words before a year: "en 1880", "in 1880", "since", "depuis", "desde", "seit", "until", "jusqu'en", "hasta", "bis". */
const YEAR_LAST = new Set(["en", "in", "since", "depuis", "desde", "seit", "until", "till", "hasta", "bis", "year", "annee", "ano", "jahr", "around", "vers", "hacia", "um", "circa"]);

/** The words TRAVEL_BEFORE can end with. */
const TRAVEL_LAST = new Set(
  "die den ans in to through visite parcouru visitado recorrido besichtigt erkundet across around en a au aux dans por nach durch ins visit visiting explore exploring visiter explorer parcourir visitar recorrer explorar conocer besuchen besichtigen erkunden bereisen the la le l' les el los las die der das den southern northern eastern western central".split(" "),
);

/** Two initials, each with its dot, right before a name. */
const INITIALS_BEFORE = /(?:^|[^\p{L}])\p{L}\.[ \t]*\p{L}\.[ \t]*$/u;
/** Words before a size. Folded. */
const SIZE_WORDS = new Set(["size", "sizes", "taille", "tailles", "talla", "tallas", "grosse", "grossen", "konfektionsgrosse"]);

/** A name written as a clothing or frame size, and what before it makes it one: a size word or another size. Folded. */
const SIZE_CODE = /^(?:x{0,3}[sl]|m|\d?x[sl])$/;
const SIZE_BEFORE = /(?:grosse|size|taille|talla|(?<![\p{L}])(?:x{0,3}[sl]|m))[ \t]*(?:[,/-]|oder|or|ou|o|bis|to|a|und|and|et|y)?[ \t]*(?:sogar|even|meme|incluso|auch|also)?[ \t]*$/u;

/** Titles written abbreviated, with their dot: "Mr. Ford", "M. Hermès", "Dr. Oetker" is read as a person. */
const ABBREVIATED_TITLES = new Set(["mr", "mrs", "ms", "dr", "st", "m", "mme", "mlle", "sr", "sra", "prof"]);

/** The word right before `pos` on its line (spaces, tabs or hyphens between; a dot after it noted), or null. */
function wordBefore(text: string, pos: number): { word: string; start: number; dot: boolean } | null {
  let i = pos;
  while (i > 0 && (text[i - 1] === " " || text[i - 1] === "\t" || text[i - 1] === "-")) i--;
  if (i === pos) return null;
  const dot = text[i - 1] === ".";
  if (dot) i--;
  const end = i;
  while (i > 0 && (letterOrDigitAt(text, i - 1) || text[i - 1] === "'")) i--;
  return i === end ? null : { word: text.slice(i, end), start: i, dot };
}

/** The word right after `pos` (after a possessive "'s" and spaces, tabs or hyphens), or null. */
function wordAfter(text: string, pos: number): string | null {
  let i = text.startsWith("'s", pos) ? pos + 2 : pos;
  const gap = i;
  while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "-")) i++;
  if (i === gap) return null;
  const begin = i;
  while (i < text.length && letterOrDigitAt(text, i)) i++;
  return i === begin ? null : text.slice(begin, i);
}

/**
 * Whether the words right around a mention, on its line and within its sentence, make it a person or a place rather
 * than the brand: a given name or a title right before it, a geographic word right before it (or before "of"/"de"/
 * "d'"), or right after it. Plain scans of a few characters: it runs for every occurrence of every name.
 */
function personOrPlace(folded: string, start: number, end: number): boolean {
  // "Fiskars is also the name of a village": the word itself, named for what else it stands for.
  if (ALSO_THE_NAME.test(folded.slice(end, end + 40))) return true;
  // "rendre hommage à Bacchus", "a tribute to Mozart": one pays tribute to a person or a god.
  if (start >= 9 && TRIBUTE_BEFORE.test(folded.slice(Math.max(0, start - 16), start))) return true;
  const after = wordAfter(folded, end);
  if (after !== null && PLACE_AFTER.has(after)) return true;
  // "Lincoln, Nebraska", "À Orange, dans le Vaucluse": a town, then its state or country.
  const comma = folded.charCodeAt(end) === 44;
  if (comma) {
    const region = IN_REGION.exec(folded.slice(end, end + 24));
    if (region !== null && STATES.has(region[1]!)) return true;
    // "Neal's Yard, the little courtyard…", "Halifax, a town in…": what the place is, after the name.
    if (PLACE_APPOSITIVE.test(folded.slice(end, end + 48))) return true;
  }
  // "Fred Perry, triple vainqueur de Wimbledon", "Mercedes Jellinek, la hija de…": who the person was, after the name
  // (a comma or a bracket within a word of it).
  const around = folded.slice(end, end + 64);
  if ((comma || /^[ \t]*(?:\(|[\p{L}]+[ \t]*[,(])/u.test(around)) && (PERSON_AFTER.test(around) || TITLES_WON.test(around))) return true;
  // "in Iceland and Norway", "Texas and the Southwest": one of a list of countries or states.
  if (amongPlaces(folded, start, end)) return true;
  // "trekking in Patagonia", "recorrer la Alhambra": where a trip goes (the regular expression only after a word that
  // can end such a phrase).
  const near = wordBefore(folded, start);
  if (near !== null && TRAVEL_LAST.has(near.word) && TRAVEL_BEFORE.test(folded.slice(Math.max(0, start - 40), start))) return true;
  // "a student at Goldsmiths", "étudiante à Dauphine", "Studentin an der Leuphana": where one studies is a school.
  if (near !== null && STUDY_LAST.has(near.word) && STUDY_BEFORE.test(folded.slice(Math.max(0, start - 32), start))) return true;
  // "ya en 1880", "since 1880", "seit 1880": a name written as a year, after a word that dates, is the year.
  if (near !== null && YEAR_LAST.has(near.word) && /^(?:1[5-9]|20)\d\d$/.test(folded.slice(start, end))) return true;
  // "la ville d'Orange": the elided link word is glued to the name.
  if (start >= 2 && folded.startsWith("d'", start - 2)) {
    const place = wordBefore(folded, start - 2);
    return place !== null && !place.dot && PLACE_BEFORE.has(place.word);
  }
  if (near === null) return false;
  // "Sir W. E. Butlin's first camp", "J. K. Rowling": two initials make a person's name.
  if (near.dot && near.word.length === 1 && INITIALS_BEFORE.test(folded.slice(Math.max(0, start - 12), start))) return true;
  if (near.dot) return ABBREVIATED_TITLES.has(near.word);
  // "die Größe XXL", "Rahmengröße XL oder sogar XXL", "la taille M", "size XL": a size, not the brand of that name.
  if (SIZE_WORDS.has(near.word) || (SIZE_CODE.test(folded.slice(start, end)) && SIZE_BEFORE.test(folded.slice(Math.max(0, start - 40), start)))) return true;
  if (GIVEN_NAMES.has(near.word) || PLACE_BEFORE.has(near.word)) return true;
  // "am Hellweg zwischen Unna und Soest", "am Alexanderplatz": German "am" before a name places it (a street, a river).
  if (near.word === "am") return true;
  // "im Berchtesgadener Land gewandert": a German region named "… Land" after "im".
  if (near.word === "im" && folded.endsWith(" land", end)) return true;
  // "in Europa", "en España": a brand named after a continent, a country or a region, where a place is meant.
  if (GEO_BEFORE.has(near.word) && GEO_NAMES.has(folded.slice(start, end))) return true;
  // "Männergesangverein Concordia 1878 e.V.", "le FC Nantes": a club or a choir of that name.
  if (CLUB_BEFORE.test(near.word) || CLUB_AFTER.test(folded.slice(end, end + 14))) return true;
  // "the city of Orange", "la ville de Lyon": a geographic word, then a link word.
  if (!PLACE_LINKS.test(near.word)) return false;
  const far = wordBefore(folded, near.start);
  return far !== null && !far.dot && PLACE_BEFORE.has(far.word);
}

/** Continents, countries and regions, folded, in the four languages: brands named after them ("Europa", "Iberia"). */
const GEO_NAMES = new Set([
  "europe", "europa", "asia", "asie", "asien", "africa", "afrique", "afrika", "america", "amerique", "amerika", "oceania",
  "oceanie", "ozeanien", "australia", "australie", "australien", "france", "francia", "frankreich", "spain", "espagne",
  "espana", "spanien", "germany", "allemagne", "alemania", "deutschland", "italy", "italie", "italia", "italien",
  "portugal", "mexico", "mexique", "mexiko", "canada", "kanada", "brazil", "bresil", "brasil", "brasilien", "argentina",
  "argentine", "argentinien", "chile", "chili", "peru", "perou", "colombia", "colombie", "kolumbien", "japan", "japon",
  "china", "chine", "india", "inde", "indien", "suisse", "suiza", "schweiz", "switzerland", "austria", "autriche",
  "osterreich", "belgium", "belgique", "belgica", "belgien", "netherlands", "holland", "ireland", "irlande", "irlanda",
  "irland", "scotland", "ecosse", "escocia", "schottland", "england", "angleterre", "inglaterra", "britain",
  "scandinavia", "scandinavie", "escandinavia", "skandinavien", "andalucia", "andalousie",
  "andalusien", "catalonia", "catalogne", "cataluna", "katalonien", "bavaria", "baviere", "bayern", "baviera", "provence",
  "normandie", "normandy", "bretagne", "brittany", "texas", "california", "californie", "florida", "floride", "alaska",
]);
/** Prepositions before a continent, a country or a region. Folded. */
const GEO_BEFORE = new Set(["in", "en", "nach", "aus", "across", "throughout", "dans", "durch", "around", "partout", "toute", "todo", "ganz"]);
/** A club's or a choir's word right before its name ("Gesangverein", "Sportclub", "FC"). Folded. */
const CLUB_BEFORE = /^(?:[\p{L}]*(?:verein|chor|club|klub|orchester)|fc|sv|tsv|vfl|vfb|cf|cd|ud|sc)$/u;
/** A registered association's year and "e.V." after its name. Folded. */
const CLUB_AFTER = /^[ \t]+(?:(?:1[89]|20)\d\d[ \t]+)?e\.[ \t]?v\./u;

const TRIBUTE_BEFORE = /(?:hommage a|homage to|tribute to|homenaje a)[ \t]+$/;
const ALSO_THE_NAME = /^[ \t]+(?:(?:is|was)[ \t]+also[ \t]+(?:the[ \t]+)?name[ \t]+of|(?:est|etait)[ \t]+aussi[ \t]+le[ \t]+nom[ \t]+d|(?:es|era)[ \t]+tambien[ \t]+el[ \t]+nombre[ \t]+de|(?:ist|war)[ \t]+auch[ \t]+(?:der[ \t]+)?name)(?![\p{L}])/u;

/** Prepositions of place before a town spelled with its accents: "a Zúrich", "nach Zürich", "de Zúrich". Folded. */
const LOCATIVES = new Set(["in", "a", "en", "nach", "aus", "near", "von", "bei", "from", "de"]);
/** Before a short form, only those a company rarely follows ("bei Hastings" is a customer's, "in Hastings" a town). */
const IN_PLACE = new Set(["in", "near", "around", "nach"]);
/** Moving house to a town: "the move to", "moving to", "relocating to", "déménager à", "mudarse a". Folded. */
const MOVED_TO = /(?:^|[^\p{L}])(?:(?:move|moving|moved|relocate|relocating|relocated|relocation)[ \t]+to|(?:demenage[rsz]?|demenagement|demenagez|demenageons|mudarse|mudarme|mudarte|mudo|mudamos|mudanza)[ \t]+a)[ \t]+$/u;

/** An alias that is the first word or words of the longer name: "Hastings" of "Hastings Direct". */
function shortFormOf(full: string, alias: string): boolean {
  const key = `${full}\n${alias}`;
  let short = shortForms.get(key);
  if (short === undefined) {
    const f = normalizeText(full);
    const a = normalizeText(alias);
    short = f.length > a.length && f.startsWith(`${a} `);
    if (shortForms.size > 5000) shortForms.clear();
    shortForms.set(key, short);
  }
  return short;
}
/** A tracked name and its alias, read once: every answer of an audit asks the same. */
const shortForms = new Map<string, boolean>();

/** Disambiguations that say the article is about a company. Folded. */
const COMPANY_ARTICLE = /(?:company|brand|retailer|store|shop|firm|business|bank|airline|insurer|insurance|manufacturer|clothing|entreprise|marque|empresa|marca|unternehmen|marke|versicherung|warenhaus|handel|kette|supermar|hypermar|chain|operator|service|software|app|website|platform|startup|enseigne|magasin|tienda|cadena)/;

function linksToOtherArticle(original: string, start: number, end: number): boolean {
  if (citesOtherArticleAfter(original, start, end)) return true;
  // Link texts are short: look 60 characters either side only (this runs for every occurrence of every name).
  const before = original.slice(Math.max(0, start - 60), start);
  const open = before.lastIndexOf("[");
  if (open < 0 || before.includes("]", open)) return false;
  const close = original.slice(end, end + 62).indexOf("](");
  if (close < 0 || original.slice(end, end + close).includes("[")) return false;
  const url = /^\]\((https?:\/\/[a-z]{2,3}\.(?:m\.)?wikipedia\.org\/wiki\/[^\s()]*(?:\([^\s()]*\))?)/i.exec(original.slice(end + close, end + close + 300));
  const disambiguation = url ? /_\(([^)]*)\)$/.exec(decodedOrAsIs(url[1]!)) : null;
  return disambiguation !== null && !COMPANY_ARTICLE.test(normalizeText(disambiguation[1]!));
}

/**
 * "*Hamilton* at the Victoria Palace Theatre (https://en.wikipedia.org/wiki/Hamilton_(musical))": a bare link soon after
 * the name, to the encyclopaedia's article on that very name as something other than a company.
 */
function citesOtherArticleAfter(original: string, start: number, end: number): boolean {
  const after = original.slice(end, end + 140);
  const at = after.indexOf("wikipedia.org/wiki/");
  if (at < 0 || /[.!?]\s/.test(after.slice(0, at))) return false;
  const article = /^wikipedia\.org\/wiki\/([^\s()]+)_\(([^\s()]*)\)/.exec(after.slice(at));
  if (article === null) return false;
  const title = normalizeText(decodedOrAsIs(article[1]!).replace(/_/g, " "));
  return title === normalizeText(original.slice(start, end)) && !COMPANY_ARTICLE.test(normalizeText(decodedOrAsIs(article[2]!)));
}

/** A URL decoded ("Rohan_%28Middle-earth%29"), a lone "%" kept; as written when it is malformed ("%C3" alone). */
function decodedOrAsIs(url: string): string {
  try {
    return decodeURIComponent(url.replace(/%(?![0-9a-f]{2})/gi, "%25"));
  } catch {
    return url;
  }
}

/** "comme le disait Horace", "como decía Séneca", "as Horace put it", "wie schon Goethe sagte": an author quoted. */
const QUOTED_BEFORE = /(?:comme (?:le |l')?(?:disait|conseillait|ecrivait|chantait|affirmait|recommandait|rappelait)|como (?:ya )?(?:decia|escribia|escribio|dijo|aconsejaba|recomendaba))(?:[ \t]+(?:deja|ya|si bien))?[ \t]+$/u;
const QUOTED_AFTER = /^[ \t]+(?:said|wrote|put it|advised|once said|sagte|schrieb|meinte)(?![\p{L}])/u;

function quotedAuthor(folded: string, start: number, end: number): boolean {
  if (QUOTED_BEFORE.test(folded.slice(Math.max(0, start - 40), start))) return true;
  const before = folded.slice(Math.max(0, start - 12), start);
  return /(?:^|[^\p{L}])(?:as|wie(?: schon)?)[ \t]+$/u.test(before) && QUOTED_AFTER.test(folded.slice(end, end + 20));
}

/**
 * A one-word name after "del", "de la", "du", "des", "de los", itself after a capitalised word inside a sentence, ends
 * another proper name: "el mirador Cruz del Cóndor", "la Costa del Sol", "au Parc des Princes".
 */
const LONGER_NAME = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’-]*[ \t]+(?:del|de la|de las|de los|du|des)[ \t]+$/u;

function insideLongerName(original: string, start: number): boolean {
  const tail = original.slice(Math.max(0, start - 4), start);
  if (!/(?:del|la|las|los|du|des)[ \t]$/.test(tail)) return false;
  const from = Math.max(0, start - 40);
  const link = LONGER_NAME.exec(original.slice(from, start));
  return link !== null && !atSentenceStart(original, from + link.index);
}

/** A German indefinite article right before the name: "einen Fressnapf aus Keramik", "ein Puma?", "kein Adler". */
const INDEFINITE_WORDS = new Set(["ein", "eine", "einen", "einem", "einer", "eines", "kein", "keine", "keinen", "keinem"]);

/**
 * A German noun, not the company: after an indefinite article, with no name after it ("ein Tesla Model S") and no
 * company verb ("ein Porsche kostet"), nor a price ("ein Egret (ab ca. 1.000 €)").
 */
function germanIndefiniteNoun(original: string, folded: string, start: number, end: number, fStart: number, fEnd: number): boolean {
  const before = wordBefore(folded, fStart);
  // "ein selbst organisierter Studienkreis": lower-case words (adjectives) may stand between.
  let article = before !== null && !before.dot && INDEFINITE_WORDS.has(before.word);
  if (!article) {
    // Every article the pattern knows holds "ein": most text before a name has none, and the pattern does not run.
    const lead = original.slice(Math.max(0, start - 60), start);
    article = (lead.includes("ein") || lead.includes("Ein")) && INDEFINITE_THEN_ADJECTIVES.test(lead);
  }
  if (!article) return false;
  // "wer schon als Kind ein echter Globetrotter war, weiß": a verb closing a subordinate clause is no company verb.
  const companyVerb = followedBySubjectCue(folded, fEnd, true) && !CLAUSE_FINAL_VERB.test(folded.slice(fEnd, fEnd + 16));
  return !followedByName(original, end) && !companyVerb && !PRICED_AFTER.test(original.slice(end, end + 30));
}
/** A German verb that closes its clause: "… war,", "… ist." */
const CLAUSE_FINAL_VERB = /^[ \t]+(?:war|ist|sind|waren|wird|wurde|sei|ware|bleibt|blieb)[ \t]*[,.;:!?]/u;
const INDEFINITE_THEN_ADJECTIVES = /(?:^|[^\p{L}])(?:[eE]in|[eE]ine|[eE]inen|[eE]inem|[eE]iner|[eE]ines|[kK]ein|[kK]eine|[kK]einen|[kK]einem)(?:[ \t]+\p{Ll}[\p{L}-]*){1,3}[ \t]+$/u;

/** Dressed as a character: "als Ritter oder Burgfräulein verkleidet", "dressed up as Tintin", "déguisé en Zorro". */
const COSTUME_BEFORE = /(?:dressed up as|dressed as|costume of|deguise en|deguisee en|deguises en|deguisees en|disfrazado de|disfrazada de|disfrazados de|disfraz de|verkleidet als|kostumiert als)[ \t]+$/u;

const COSTUME_LAST = new Set(["as", "of", "en", "de", "als"]);

function inCostume(folded: string, start: number, end: number): boolean {
  const before = wordBefore(folded, start);
  if (before === null || before.dot || !COSTUME_LAST.has(before.word)) return false;
  if (COSTUME_BEFORE.test(folded.slice(Math.max(0, start - 24), start))) return true;
  // German puts the participle at the end: "als Ritter oder Burgfräulein verkleidet kommen".
  if (before.word !== "als") return false;
  const rest = folded.slice(end, end + 60);
  const stop = rest.search(/[.!?;\n]/);
  return /(?:^|[^\p{L}])(?:verkleidet|verkleiden|kostumiert)(?![\p{L}])/u.test(stop >= 0 ? rest.slice(0, stop) : rest);
}

/**
 * A brand named like a first name ("Jules", "Sandro", "Isabel", "Pascual"), followed by a surname or an epithet, is that
 * person: "Jules Verne", "Sandro Botticelli", "Isabel la Católica". Not a product line ("Mercedes Clase C"): the word
 * after is capitalised and no everyday word.
 */
function firstNameOfPerson(original: string, end: number): boolean {
  const next = /^[ \t]+((?:la|el|le|der|die|the)[ \t]+)?(\p{Lu}[\p{Ll}'’]+)(?![\p{L}])/u.exec(original.slice(end, end + 40));
  // An epithet after its article ("la Católica", "der Große") whatever the word; a surname that is no everyday word.
  return next !== null && (next[1] !== undefined || !isEverydayWord(next[2]!.toLowerCase()));
}

/** "Leonardo da Vinci", "Rembrandt van Rijn": an Italian, Dutch or German particle and a capitalised name after it. */
const PARTICLE_AFTER = /^[ \t]+(?:da|di|della|van|von)[ \t]+\p{Lu}/u;
/** Who a person is, right before the name: "the founder Toru Kumon", "el profesor …". Folded. */
const PERSON_NOUN_BEFORE = /(?:^|[^\p{L}])(?:founder|fundador|fundadora|fondateur|fondatrice|grunder|grunderin|inventor|inventeur|erfinder|professor|profesor|profesora|professeur|designer|disenador|disenadora|architect|architecte|arquitecto|architekt)[ \t]+$/u;
/**
 * A capitalised word of no everyday sense right before a one-word name, where a person is written: set off by commas
 * ("un profesor de Osaka, Toru Kumon, empezó…") or after who the person is ("the founder Toru Kumon"). "Google Nest" aside:
 * a product after its maker's name is neither.
 */
function surnameOfPerson(original: string, oStart: number, oEnd: number): boolean {
  const given = /(?:^|[^\p{L}])(\p{Lu}\p{Ll}+)[ \t]+$/u.exec(original.slice(Math.max(0, oStart - 24), oStart));
  if (given === null || isEverydayWord(given[1]!.toLowerCase())) return false;
  const givenStart = oStart - given[0].length + given[0].indexOf(given[1]!);
  const before = original.slice(Math.max(0, givenStart - 40), givenStart);
  if (/,[ \t]*$/.test(before) && original.charCodeAt(oEnd) === 44) return true;
  return PERSON_NOUN_BEFORE.test(normalizeText(before));
}

/** "„Anton isst 3/8 einer Pizza, Lea 1/4“", "Paul et Marie partent…": another first name listed after it in its sentence. */
const FELLOW_AFTER = /^[^.!?\n]{0,50}?(?:,|[ \t](?:und|and|et|y|e)[ \t])[ \t]*(\p{Lu}\p{Ll}+)(?![\p{L}])/u;
/** "At 13, Felix may be eating less because his sense of smell is fading": a he or a she, not an it, in its sentence. */
const PERSONAL_PRONOUN_AFTER = /^(?:'s)?[^.!?\n]{0,60}?[^\p{L}](?:he|his|him|she|her|hers)(?![\p{L}])/u;
function fellowPerson(original: string, end: number): boolean {
  const fellow = FELLOW_AFTER.exec(original.slice(end, end + 60));
  return fellow !== null && GIVEN_NAMES.has(normalizeText(fellow[1]!));
}

/** A first name then a relative clause of a person's age or schooling: "Nathan, qui entre au CP", "Lucía, que cumple 6". Folded. */
const CHILD_AFTER = /^,[ \t]+(?:who|qui|que|quien|der|die)[ \t]+(?:entre(?:ra)? (?:au|en)|a \d|aura \d|starts (?:school|year|nursery)|turns \d|is \d|empieza (?:el|la|primaria)|cumple \d|tiene \d|kommt (?:in|im)|wird \d|ist \d)/u;

/**
 * A founding told after a person's full name: a verb of founding or opening, then a year in the same clause ("abrió su
 * almacén en Haro en 1924", "founded the firm in 1898", "a fondé sa maison en 1837"), or, in German, the year then the
 * verb ("1898 gründete"). Folded.
 */
const FOUNDED_AFTER = /^[ \t]+(?:(?:(?:hat|a|ha|had|has)[ \t]+)?(?:fundo|fundaba|abrio|creo|founded|opened|established|set up|grundete|eroffnete|grundet|fonda|fonde|ouvrit|ouvert|cree)(?![\p{L}])[^.!?;\n]{0,60}?(?<![\p{N}])(?:1[5-9]\d\d|20[0-2]\d)(?![\p{N}])|(?:im jahr[ \t]+)?(?:1[5-9]\d\d|20[0-2]\d)[ \t]+(?:grundete|eroffnete)(?![\p{L}]))/u;

/** "fundada por Ramón Bilbao", "founded by Hans Deuter", "fondée par…", "gegründet von…": the person who founded it. */
const FOUNDED_BY = /(?:fundad[oa]s?|founded|fondee?s?|gegrundet|created|creado|creada|cree|creee|established|set up|started)[ \t]+(?:(?:en|in|im)[ \t]+\d{4}[ \t]+)?(?:por|by|par|von)[ \t]+$/u;
/** "abrió su nueva bodega en 2019", "opened its new plant": a company opens new sites; a founder opens the first one. */
const NEW_SITE = /(?:nuev[oa]s?|new|nouvel(?:le)?s?|neue[nrs]?|segund[oa]|second|zweite[nrs]?|deuxieme)[ \t]/u;

function foundedAfter(folded: string, end: number): boolean {
  return FOUNDED_AFTER.test(folded.slice(end, end + 90));
}

/** Markdown and punctuation a name can stand behind at the start of a sentence, a list item, a cell or a heading. */
const LEAD = /^[ \t]*(?:#{1,6}[ \t]+)?(?:>[ \t]*)?(?:[*_]{0,2}(?:[-*+•◦▪‣●·]|\d{1,3}[.)])[*_]{0,2}[ \t]+)?[*_[("'“«¿¡ \t]*$/u;
const CELL_LEAD = /\|[ \t]*[*_[]*[ \t]*$/;

/** True when the words before `start` on its line end a sentence (or there are none). */
export function atSentenceStart(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const before = text.slice(lineStart, start);
  if (LEAD.test(before) || CELL_LEAD.test(before)) return true;
  return /[.!?…:][\s*_)"'”»]*$/u.test(before);
}

/** Presented as a name: bold, a link's text, alone in a cell or heading, or a list item's lead before `:`/`–`/`(`. */
function presentedAsName(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 3), start);
  const after = text.slice(end, end + 6);
  // "**Rumbo.**", "**Atrápalo:**": a bold lead-in holding the name alone (its punctuation inside the bold).
  if (/(\*\*|__|\[)$/.test(before) && /^[.:]?(\*\*|__|\])/.test(after)) return true;
  if (/^[ \t]*(?:\*\*|__)?[ \t]*(?:$|\n|[:–—(|,]|-\s|'s|’s|\d{1,2}[.)]\s)/u.test(after)) {
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const lead = text.slice(lineStart, start);
    // At the start of a line, item, cell or heading, or after an inline "1." marker ("Alternatives: 1. Nova 2. Zen").
    return LEAD.test(lead) || CELL_LEAD.test(lead) || /(?:^|\s)\d{1,2}[.)][ \t]*[*_]*$/.test(lead);
  }
  return false;
}

/** Words after a name that make it the subject of a company's sentence ("Free propose", "Target offers"). */
const SUBJECT_CUES = new Set(
  [
    "is", "was", "has", "had", "offers", "offered", "provides", "sells", "operates", "launched", "remains", "gives",
    "charges", "delivers", "focuses", "stands", "stays", "lets", "includes", "ships", "runs", "owns", "also", "now",
    "est", "a", "propose", "offre", "reste", "vend", "permet", "dispose", "lance", "fournit", "se", "demeure", "mise",
    "inclut", "livre", "facture", "affiche", "compte", "domine", "ofrece", "tiene", "vende", "permite", "cuenta", "destaca",
    "sigue", "ha", "es", "incluye", "lanzo", "apuesta", "ist", "bietet", "hat", "verkauft", "liefert", "punktet",
    "uberzeugt", "setzt", "gehort", "war", "wird", "bleibt", "betreibt", "fuhrt", "eignet", "lockt",
    "can", "will", "does", "did", "should", "may", "might", "gets", "makes", "keeps", "leads", "wins", "beats", "lacks",
    "costs", "covers", "scores", "ranks", "comes", "works", "targets", "specializes", "specialises",
    "peut", "doit", "fait", "coute", "garde", "gagne", "couvre", "vise",
    "puede", "debe", "hace", "cobra", "cubre", "gana", "queda", "lidera", "opera", "dispone",
    "kann", "muss", "soll", "darf", "liegt", "kostet", "gilt", "schneidet", "macht", "zahlt", "deckt", "gewinnt",
    "steht", "kommt", "arbeitet", "richtet", "verlangt", "berechnet", "hatte", "konnte",
    "isn", "wasn", "doesn", "didn", "hasn", "won", "cannot", "suffers", "struggles", "poses", "presents", "builds",
    "pose", "presente", "souffre", "manque", "fabrique", "monte", "assure", "garantit", "n",
    "sufre", "presenta", "plantea", "fabrica", "garantiza", "monta", "carece", "leidet", "baut", "fertigt", "garantiert",
    // A company's places and things: "Shell stations", "Orange boutiques", "Target stores".
    "stations", "station", "stores", "store", "shops", "shop", "app", "card", "branches", "outlets", "locations",
    "magasins", "magasin", "boutiques", "agences", "agence", "tiendas", "tienda", "sucursales", "oficinas",
    "filialen", "filiale", "markte", "tankstellen", "laden",
    // "Avanza también vende billetes", "Nova aussi propose…": what else the company does.
    "tambien", "aussi", "auch", "ebenfalls", "egalement", "igualmente",
  ].map(normalizeText),
);

/**
 * What is worth it, after a lower-case name that is no everyday word: "stevens lohnt sich nur mit Rabatt", "kelme merece
 * la pena" (after an everyday word they say nothing: "ergo lohnt sich ein Vergleich").
 */
const WORTH_CUES = new Set(["lohnt", "merece", "vale", "vaut", "compensa", "encaja", "passt"]);
const WORTH_THEN_SUBJECT = /^(?:[ \t]+sich)?[ \t]+(?:ein|eine|einen|einem|der|die|das|den|dem)(?![\p{L}])/u;

/** `common`: whether the name is made of everyday words, after which the cues of worth say nothing. */
function followedBySubjectCue(folded: string, end: number, common: boolean): boolean {
  const next = /^[\s*_]*([\p{L}]+)/u.exec(folded.slice(end, end + 24));
  if (next !== null && SUBJECT_CUES.has(next[1]!)) return true;
  // "ergo lohnt sich ein Vergleich": an article after the verb brings its subject, and the word before is none.
  if (next !== null && !common && WORTH_CUES.has(next[1]!) && !WORTH_THEN_SUBJECT.test(folded.slice(end + next[0].length, end + next[0].length + 16))) return true;
  // "Calvo, en cambio, no es…", "Free, par contre, …": a name set against another is the sentence's subject.
  return SET_AGAINST.test(folded.slice(end, end + 28));
}

const SET_AGAINST = /^,[ \t]+(?:en cambio|por su parte|por el contrario|sin embargo|however|by contrast|in contrast|on the other hand|for its part|meanwhile|en revanche|par contre|a l'inverse|pour sa part|quant a lui|de son cote|dagegen|hingegen|jedoch|allerdings|wiederum|ihrerseits|seinerseits)(?![\p{L}])/u;

/**
 * A common-word name's occurrence: kept when a careful reader sees the brand. The name's own capitalisation is the
 * first signal (`feel free`, `target audience`, `2 DM` are not `Free`, `Target`, `dm`); at a sentence start, where
 * every word is capitalised, the presentation (bold, list lead, cell), a following company verb, or another
 * mention of the brand in the answer decides.
 */
function readCommonWord(original: string, folded: string, canonical: string, start: number, end: number, fStart: number, fEnd: number): "yes" | "no" | "if-named-elsewhere" {
  const written = original.slice(start, end);
  const letters = wordsOf(canonical).letters;
  const canonicalLower = canonical === canonical.toLowerCase();
  const writtenLower = written === written.toLowerCase();
  // "Chez fly, le choix est large": "chez" is followed by a person, a shop or a pronoun, so a tracked name after it is the
  // company, whatever its case or length.
  if (writtenLower && CHEZ_BEFORE.test(folded.slice(Math.max(0, fStart - 6), fStart))) return "yes";
  if (letters.length <= 3) {
    // Short names are abbreviations: "2 DM" is money, "DM" is not "dm", "eur" is not "EUR".
    if (/\d[\s\u00a0]*$/.test(original.slice(Math.max(0, start - 3), start))) return "no";
    return canonicalLower ? (writtenLower ? "yes" : "no") : writtenLower ? "no" : "yes";
  }
  if (canonicalLower) return "yes";
  // Another accent is another word: "Rosé" is a colour, not Rose; but capitals often drop accents ("CREDIT AGRICOLE").
  // A dropped accent is careless writing ("Mint Energie"), an added or other one another word.
  const writtenMarks = marks(written);
  if (written !== canonical && written !== written.toUpperCase() && writtenMarks !== "" && writtenMarks !== wordsOf(canonical).marks) return "no";
  // A word in lower case where the name has a capital: the everyday word ("feel free", "tell me about you").
  const canonicalWords = wordsOf(canonical).words;
  const writtenWords = written === canonical ? canonicalWords : words(written);
  // A name of several everyday words typed in lower case where people buy ("sur back market", "at best buy") is the shop:
  // the words together make no everyday phrase.
  if (writtenLower && writtenWords.length > 1 && SHOP_BEFORE.test(folded.slice(Math.max(0, fStart - 14), fStart))) return "yes";
  // "cultura propose un grand rayon": a lower-case word opening a sentence is a name typed as is, when a company verb
  // follows it (sentences open with a capital).
  if (writtenLower && atSentenceStart(original, start) && followedBySubjectCue(folded, fEnd, true)) return "yes";
  // "vous parliez de grand frais : l'enseigne est spécialisée…": the words the answer goes on to call a company.
  if (COMPANY_APPOSITIVE.test(folded.slice(fEnd, fEnd + 40))) return "yes";
  if (writtenWords.some((w, i) => w === w.toLowerCase() && (canonicalWords[i] ?? "") !== (canonicalWords[i] ?? "").toLowerCase())) return "no";
  // "ein Lichtblick", "an orange", "une Orange": an article makes it a noun.
  // Not when a price or a model follows: "ein Egret (ab ca. 1.000 €)", "an Orange (from £10/month)".
  if (/(?:^|[\s(])(?:a|an|un|une|una|ein|eine|einen|einem|einer|eines)\s+$/iu.test(original.slice(Math.max(0, start - 8), start)) && !PRICED_AFTER.test(original.slice(end, end + 30)) && !COMPANY_PLACE_AFTER.test(folded.slice(fEnd, fEnd + 16))) return "no";
  // "jeder Hamburger Junge ist damit aufgewachsen", "chaque Orange": after "every", "jeder", "chaque", "cada" (and a
  // word), the everyday noun, whatever verb follows; a name after it still makes a name ("every Orange Money user").
  if (EVERY_BEFORE.test(folded.slice(Math.max(0, fStart - 30), fStart)) && !followedByName(original, end)) return "no";
  // "das Tempo im Alltag", "im gewohnten Tempo weiter": a German noun after its article, with no name or company verb
  // after it.
  // "den Papierkram möglichst schnell erledigen": a one-word name after "den"/"der" too ("der Deutschen Bank" is the bank).
  const lead = original.slice(Math.max(0, start - 40), start);
  if ((GERMAN_ARTICLE_BEFORE.test(lead) || (canonicalWords.length === 1 && GERMAN_DEFINITE_BEFORE.test(lead))) && !followedByName(original, end) && !followedBySubjectCue(folded, fEnd, true)) return "no";
  if (!atSentenceStart(original, start)) return "yes";
  // "¡Claro!", "Free!": an exclamation of the word alone.
  if (/^[ \t]*!/.test(original.slice(end, end + 3))) return "no";
  // At a sentence start every word is capitalised; the other capitals ("Green Chef", "Discover Online Savings"), the
  // presentation (bold, list lead, cell) or a following company verb show the name.
  if (writtenWords.length > 1 && writtenWords.slice(1).some(isCapitalised)) return "yes";
  if (presentedAsName(original, start, end) || followedByName(original, end) || followedBySubjectCue(folded, fEnd, true)) return "yes";
  // Otherwise the context decides: a name the answer also uses as the brand elsewhere ("Shine, à l'inverse, …" after
  // "Qonto et Shine sont…") is the brand here too.
  return "if-named-elsewhere";
}

/** One of a company's places right after a name: "a Gym Group branch", "an Orange store", "une agence Free". Folded. */
const COMPANY_PLACE_AFTER = /^[ \t]+(?:branch|branches|store|stores|shop|outlet|location|site|agence|boutique|magasin|tienda|sucursal|oficina|filiale|laden|markt)(?![\p{L}])/u;

/** A parenthesis with a figure right after a name: a price or a model ("(ab ca. 1.000 €)", "(from £10)"). */
const PRICED_AFTER = /^[ \t]*\([^()\n]{0,16}\d/u;

/** A name written with a plural "s" (in the match or right after it) behind a plural article: "die Basics". */
function pluralAfterArticle(original: string, start: number, end: number, written: string, canonical: string): boolean {
  const plural = written.length > canonical.length ? /s$/i.test(written) : original.charAt(end) === "s" && !/[\p{L}\p{N}'’]/u.test(original.charAt(end + 1));
  return plural && PLURAL_ARTICLE_BEFORE.test(original.slice(Math.max(0, start - 10), start));
}
/** A plural article right before a word. */
const PLURAL_ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:die|the|les|los|las|these|those|diese)[ \t]+$/iu;

/** A determiner of each one ("jeder", "every", "chaque", "cada") and at most one word: what follows is a noun. Folded. */
const EVERY_BEFORE = /(?:^|[^\p{L}])(?:jeder|jede|jedes|jedem|jeden|every|each|chaque|cada)(?:[ \t]+[\p{L}-]+)?[ \t]+$/u;

/** A company named right after a name: "grand frais : l'enseigne…", "ocado, the online grocer", "die Kette…". Folded. */
const COMPANY_APPOSITIVE = new RegExp(
  "^[ \\t]*[:,(–—][ \\t]*(?:(?:the|an?|la|le|une?|el|una?|die|der|das|eine?)[ \\t]+|l')?(?:(?:online|british|french|german|spanish|grande?|petite?|kleine|grosse|alemana|francesa|espanola|aleman|frances|espanol|britannique|allemande|espagnole|chain|discount)[ \\t]+)?" +
    "(?:enseigne|chaine|marque|societe|entreprise|distributeur|retailer|chain|company|brand|grocer|supermarket|insurer|airline|bank|store|shop|" +
    "cadena|empresa|marca|tienda|supermercado|aseguradora|aerolinea|banco|kette|marke|firma|unternehmen|handelskette|versicherer|fluggesellschaft|discounter|baumarkt|supermarkt)(?![\\p{L}])",
  "u",
);

/** "and", "or" and a capitalised word after a name: another name beside it. */
const COORDINATED_NAME = /^[ \t]+(?:and|or|et|ou|y|o|und|oder)[ \t]+\p{Lu}/u;

/** A German article (neuter or contracted) and at most two lower-case words: what follows is a noun. */
const GERMAN_DEFINITE_BEFORE = /(?:^|[^\p{L}])(?:[dD]en|[dD]er)(?:[ \t]+\p{Ll}+){0,2}[ \t]+$/u;
const GERMAN_ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:[dD]as|[dD]em|[iI]m|[vV]om|[zZ]um|[iI]ns|[eE]in bisschen|bisschen|[eE]twas|[vV]iel|[mM]ehr|[wW]enig)(?:[ \t]+\p{Ll}+){0,2}[ \t]+$/u;

/** The words of a name or of what was written for it, without "&"/"and"/"et"/"y"/"und" between them. */
const words = (s: string) => (s.match(/\p{L}[\p{L}'’]*/gu) ?? []).filter((w) => !CONNECTOR_WORDS.has(w.toLowerCase()));
/** The diacritics of a text, in order: "Rosé" → "́". */
const marks = (x: string) => (/[^\x00-\x7f]/.test(x) ? x.normalize("NFD").replace(/[^\p{M}]/gu, "") : "");

/** A tracked name's words, letters and diacritics, read once per name and isolate: every occurrence compares with them. */
const nameParts = new Map<string, { words: string[]; letters: string; marks: string }>();

function wordsOf(canonical: string): { words: string[]; letters: string; marks: string } {
  let parts = nameParts.get(canonical);
  if (parts === undefined) {
    parts = { words: words(canonical), letters: canonical.replace(/[^\p{L}]/gu, ""), marks: marks(canonical) };
    if (nameParts.size > 5000) nameParts.clear();
    nameParts.set(canonical, parts);
  }
  return parts;
}
const isCapitalised = (w: string) => w !== w.toLowerCase() && w[0] === w[0]!.toUpperCase();

/** "Discover Online Savings", "Sage 50", "Orange et SFR": the words after it make a proper name or a list of names. */
function followedByName(text: string, end: number): boolean {
  const next = /^[\s*_-]*(?:(?:and|et|y|und|or|ou|o|oder|&)\s+)?([\p{L}\p{N}][\p{L}\p{N}'’-]*)/u.exec(text.slice(end, end + 40));
  if (!next) return false;
  const word = next[1]!;
  return /^\p{N}/u.test(word) || isCapitalised(word) || /^[\p{Lu}\p{N}]{2,}$/u.test(word);
}

/** "Lichtblick" for "LichtBlick", "Hubspot" for "HubSpot" (not "LICHTBLICK": capitals say nothing). */
function innerCapitalLost(canonical: string, written: string): boolean {
  return written !== canonical && /\p{Ll}\p{Lu}/u.test(canonical) && written !== written.toUpperCase() && !/\p{Ll}\p{Lu}/u.test(written);
}

function lowerWhereCapital(canonical: string, written: string): boolean {
  if (written === canonical) return false;
  if (!/[\s&-]/.test(canonical)) return written === written.toLowerCase();
  const canonicalWords = wordsOf(canonical).words;
  return words(written).some((w, i) => w === w.toLowerCase() && isCapitalised(canonicalWords[i] ?? ""));
}

/** Articles a name can open with ("El Almendro", "La Española", "The Range", "Das Futterhaus"). Folded. */
const NAME_ARTICLES = new Set(["el", "la", "los", "las", "le", "les", "the", "der", "die", "das"]);

/**
 * Where people shop, buy or what they use: a lower-case name after one of these is the company ("chez darty", "bei
 * tchibo", "commandé sur back market", "con uber", "been using ocado").
 */
const CHEZ_BEFORE = /(?:^|[^\p{L}])chez[ \t]+$/u;
const SHOP_BEFORE = /(?:^|[^\p{L}])(?:chez|aupres de|sur|avec|bei|beim|at|from|via|on|with|using|use|en casa de|con|en|pido|auf|mit|uber|evitez(?: plutot)?|avoid)\s+$/u;

/**
 * Whether `start` lies inside a quotation opened earlier on its line ("« commandé sur back market … »"): a customer's
 * words, typed as people type, where lower case says nothing about the name.
 */
/** Whether the name opens a quotation (`"ocado"`, `« cultura »`); one deep inside a quoted line ("« Il court, il court, le furet »") is a word of it. */
function insideQuote(original: string, start: number): boolean {
  const opening = quoteOpening(original, start);
  return opening >= 0 && /^[\s*_]*$/.test(original.slice(opening + 1, start));
}

/** Where the quotation around `start` opens on its line, or −1 outside one. */
function quoteOpening(original: string, start: number): number {
  const lineStart = original.lastIndexOf("\n", start - 1) + 1;
  let straight = -1;
  const open: number[] = [];
  for (let i = lineStart; i < start; i++) {
    const ch = original[i]!;
    if (ch === '"') straight = straight < 0 ? i : -1;
    else if (ch === "«" || ch === "“" || ch === "„") open.push(i);
    else if ((ch === "»" || ch === "”") && open.length > 0) open.pop();
  }
  return straight >= 0 ? straight : (open[open.length - 1] ?? -1);
}

/** Nouns that introduce a quoted expression: "the phrase “in the clink”", "l'expression « … »", "die Redewendung „…“". Folded. */
const EXPRESSION_NOUNS = new Set(
  ["phrase", "phrases", "expression", "expressions", "saying", "idiom", "proverb", "slang", "cliche", "cliches", "expresion", "expresiones", "dicho", "refran", "frase", "frases", "locution", "dicton", "proverbe", "adage", "formule", "formules", "ausdruck", "redewendung", "redensart", "sprichwort", "floskel", "floskeln", "phrasen"],
);

/**
 * A lower-case name inside a quoted expression ("gave English the phrase “in the clink”", "l'expression « avoir la
 * pêche »") is the expression's word, not the brand.
 */
function inQuotedExpression(original: string, start: number): boolean {
  const open = quoteOpening(original, start);
  if (open < 0) return false;
  // "Floskeln wie „Join our team!“", "phrases like “…”", "des formules comme « … »", "frases como «…»".
  const noun = /([\p{L}]+)(?:[\s\u00a0]+(?:wie|like|such as|comme|como))?[\s\u00a0:]*$/u.exec(original.slice(Math.max(0, open - 32), open));
  return noun !== null && EXPRESSION_NOUNS.has(normalizeText(noun[1]!));
}
/** An indefinite article before a lower-case word: an everyday noun ("a jaguar in the wild", "un orange"). */
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:a|an|un|une|una|uno|ein|eine|einen|einem|einer|eines)\s+$/u;

/** Degree words: what follows them is an adjective, not a name. */
const DEGREE_BEFORE = /(?:^|[^\p{L}])(?:very|quite|rather|too|so|more|less|tres|assez|trop|plus|moins|si|muy|bastante|demasiado|mas|menos|tan|sehr|ziemlich|zu|so|mehr|weniger|recht|nicht|not|pas|nada|viel|oft|immer|standig|haufig|often|souvent|beaucoup|mucho|siempre)\s+$/u;

export interface MentionContext {
  original: string;
  folded: Folded;
  /** Spans (in folded coordinates) where names are not read: URLs and the trailing sources list. */
  excluded: Span[];
  /** Bare domains (folded coordinates): a name inside one is a citation, unless the name is the domain itself. */
  bareDomains: Span[];
}

/** The span of `spans` (sorted by start, not overlapping) that holds `position`. */
function insideAny(position: number, spans: Span[]): Span | undefined {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.start <= position) lo = mid + 1;
    else hi = mid;
  }
  const s = spans[lo - 1];
  return s && position < s.end ? s : undefined;
}

/** "DER Touristik" is not "der Touristik": a word written in capitals in the name must not be in lower case. */
function acronymsKept(canonical: string, written: string): boolean {
  if (written === canonical) return true;
  const canonicalWords = wordsOf(canonical).words;
  const writtenWords = words(written);
  return canonicalWords.every((w, i) => !(w.length >= 2 && w === w.toUpperCase() && w !== w.toLowerCase()) || (writtenWords[i] ?? "") !== (writtenWords[i] ?? "").toLowerCase());
}

/**
 * Mentions in folded coordinates, in text order; where names overlap, the earliest then longest match wins.
 * A name written in lower case is still the brand ("sistemas de ibm") unless the answer also writes it with its
 * capitals, which shows the lower-case one is the everyday word ("netto ausgewiesene Preise … Netto Marken-Discount").
 */
export function findMentions(brands: BrandRef[], context: MentionContext): Mention[] {
  const { original, folded } = context;
  const candidates: (Mention & { lowerOfCapitalised: boolean; name: string; ifNamedElsewhere: boolean })[] = [];
  const namedSurely = new Set<number>();
  const capitalisedSeen = new Set<string>();
  brands.forEach((brand, index) => {
    for (const name of [brand.name, ...(brand.aliases ?? [])]) {
      const pattern = namePattern(name);
      if (!pattern) continue;
      const canonical = name.trim();
      const common = isCommonWordName(name);
      const capitalised = canonical !== canonical.toLowerCase();
      const { phrases, acronyms } = pattern;
      const key = `${index}:${name}`;
      // A one-word name that is a first name ("Jules", "Isabel"): a surname or an epithet after it makes it a person.
      const givenName = !pattern.multiword && GIVEN_NAMES.has(pattern.first);
      // A name that is a person's full name ("Ramón Bilbao", "Hans Deuter"): its founder where the text tells the founding.
      const personsName = pattern.multiword && GIVEN_NAMES.has(pattern.first);
      // "Hastings" of "Hastings Direct": a short form, which a preposition of place makes the town.
      const shortForm = name !== brand.name && shortFormOf(brand.name, name);
      const unaccented = wordsOf(canonical).marks === "";
      for (const { start, end } of occurrences(folded.text, pattern)) {
        if (insideAny(start, context.excluded)) continue;
        const domain = insideAny(start, context.bareDomains);
        if (domain && !(name.includes(".") && start <= domain.start && end >= domain.end - 1)) continue;
        if (phrases.length > 0 && phrases.some((phrase) => insidePhrase(folded.text, phrase, start, end))) continue;
        const oStart = folded.from[start]!;
        const oEnd = folded.from[end]!;
        const written = original.slice(oStart, oEnd);
        if (acronyms && !acronymsKept(canonical, written)) continue;
        // A person, a place, a title or an event of that name ("Harrison Ford", "the Orange River", "la suite «Iberia»")
        // is not the brand.
        if (personOrPlace(folded.text, start, end) || insideTitle(original, oStart) || afterGeneral(original, oStart)) continue;
        // "a 19-year-old in Hastings", "de Trieste a Zúrich": after a preposition of place, the short form of a longer
        // name or a spelling with accents the name lacks is the town.
        if (shortForm || (unaccented && marks(written) !== "")) {
          const before = wordBefore(folded.text, start);
          if (before !== null && !before.dot && (shortForm ? IN_PLACE : LOCATIVES).has(before.word)) continue;
          // "on the move to Bendigo", "je déménage à Lausanne": a short form where people move to is the town.
          if (shortForm && MOVED_TO.test(folded.text.slice(Math.max(0, start - 24), start))) continue;
        }
        // "[Tolkien's Rohan](https://en.wikipedia.org/wiki/Rohan_(Middle-earth))": a link to an encyclopaedia's page on
        // something else of that name.
        if (linksToOtherArticle(original, oStart, oEnd)) continue;
        // "comme le conseillait déjà Horace", "as Horace put it": someone quoted.
        if (quotedAuthor(folded.text, start, end)) continue;
        // "Cruz del Cóndor", "Costa del Sol", "Parc des Princes": the last word of another proper name.
        if (!pattern.multiword && insideLongerName(original, oStart)) continue;
        // "einen Fressnapf aus Keramik", "ein Puma?", "als Ritter verkleidet", "Jules Verne", "Isabel la Católica".
        if (germanIndefiniteNoun(original, folded.text, oStart, oEnd, start, end) || inCostume(folded.text, start, end) || (givenName && (firstNameOfPerson(original, oEnd) || fellowPerson(original, oEnd) || PERSONAL_PRONOUN_AFTER.test(original.slice(oEnd, oEnd + 70)))) || (!pattern.multiword && (PARTICLE_AFTER.test(original.slice(oEnd, oEnd + 12)) || surnameOfPerson(original, oStart, oEnd))) || CHILD_AFTER.test(folded.text.slice(end, end + 40))) continue;
        // "für die Basics wie Milch", "the Targets of this world": a plural in "s" after a plural article is a plural noun
        // (a genitive never follows "die").
        if (pluralAfterArticle(original, oStart, oEnd, written, canonical)) continue;
        // "y Ramón Bilbao abrió su almacén de vinos en Haro en 1924", "das Hans Deuter 1898 gründete": the person.
        if (personsName && ((foundedAfter(folded.text, end) && !NEW_SITE.test(folded.text.slice(end, end + 40))) || FOUNDED_BY.test(folded.text.slice(Math.max(0, start - 40), start)))) continue;
        // "Floskeln wie „Join our team!“": a name of everyday words inside a quoted expression is the expression's word,
        // capitalised or not.
        if (common && inQuotedExpression(original, oStart)) continue;
        const reading = common ? readCommonWord(original, folded.text, canonical, oStart, oEnd, start, end) : "yes";
        if (reading === "no") continue;
        if (reading === "yes") namedSurely.add(index);
        // A word of the name written in lower case where the name has a capital ("ab in den Urlaub"); case never decides
        // alone, so for a name that is no everyday word ("chez darty", "been using ocado") it counts as written.
        // "Ein Lichtblick vorweg" beside "LichtBlick": a name with an inner capital written without it is the word.
        const lowerOfCapitalised = capitalised && (lowerWhereCapital(canonical, written) || innerCapitalLost(canonical, written));
        if (lowerOfCapitalised && inQuotedExpression(original, oStart)) continue;
        // "bastante desigual", "très orange": after a degree word, a lower-case name is the adjective.
        if (lowerOfCapitalised && DEGREE_BEFORE.test(folded.text.slice(Math.max(0, start - 12), start))) continue;
        // "a jaguar in the wild": after an indefinite article, a lower-case name is the everyday noun.
        if (lowerOfCapitalised && ARTICLE_BEFORE.test(folded.text.slice(Math.max(0, start - 8), start))) continue;
        if (capitalised && !lowerOfCapitalised) capitalisedSeen.add(key);
        // "movistar sigue teniendo la red", "chez darty": a lower-case name a company verb follows, or that follows
        // where people shop, is still the brand.
        // "Todo empieza en el almendro" beside "El Almendro": a name that opens with an article, written all in lower
        // case, is that article and its noun, wherever it stands.
        const articleAndNoun = pattern.multiword && NAME_ARTICLES.has(pattern.first) && written === written.toLowerCase();
        // "You mentioned wealthfront and Betterment": a name of no everyday word typed in lower case beside another name,
        // or one the answer goes on to call a company.
        const carelessBrand = lowerOfCapitalised && ((!common && COORDINATED_NAME.test(original.slice(oEnd, oEnd + 24))) || COMPANY_APPOSITIVE.test(folded.text.slice(end, end + 40)) || followedBySubjectCue(folded.text, end, common) || (!articleAndNoun && SHOP_BEFORE.test(folded.text.slice(Math.max(0, start - 14), start))) || insideQuote(original, oStart) || presentedAsName(original, oStart, oEnd));
        candidates.push({ brand: index, start, end, lowerOfCapitalised: lowerOfCapitalised && !carelessBrand, name: key, ifNamedElsewhere: reading === "if-named-elsewhere" });
      }
    }
  });
  candidates.sort((a, b) => a.start - b.start || b.end - a.end || a.brand - b.brand);
  const accepted: Mention[] = [];
  let reached = 0;
  for (const c of candidates) {
    if (c.start < reached) continue;
    // "häng das Futterhaus auf" beside "Das Futterhaus hat…": the whole phrase is the word, and a shorter alias inside it
    // ("Futterhaus") is read with it.
    if (c.lowerOfCapitalised && capitalisedSeen.has(c.name)) {
      reached = c.end;
      continue;
    }
    if (c.ifNamedElsewhere && !namedSurely.has(c.brand)) continue;
    accepted.push({ brand: c.brand, start: c.start, end: c.end });
    reached = c.end;
  }
  return accepted;
}
