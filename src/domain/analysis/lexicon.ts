// Sentiment words of en, fr, es and de, and the words that negate, soften or end their reach.

interface Lexicon {
  positive: readonly string[];
  negative: readonly string[];
}

/**
 * Written as a reader would look them up; a trailing `*` matches any word starting with the stem (the longest
 * matching stem decides, so a specific stem can override a shorter one). All languages are read on every answer,
 * since a model may mix them.
 */
export const SENTIMENT_LEXICONS: Readonly<Record<"en" | "fr" | "es" | "de", Lexicon>> = {
  en: {
    positive: [
      "recommend*", "best", "excellent", "great", "good", "better", "reliable", "reliability", "trusted", "trustworthy",
      "popular", "affordable", "cheap", "cheaper", "cheapest", "leading", "leader", "top", "top-rated", "outstanding",
      "innovative", "well-known", "renowned", "reputable", "favorite", "favourite", "ideal", "efficient", "easy",
      "easier", "user-friendly", "intuitive", "robust", "secure", "praised", "impressive", "versatile", "powerful",
      "comprehensive", "seamless", "flexible", "solid", "inexpensive", "helpful", "friendly", "transparent", "love",
      "loved", "loves", "superb", "fantastic", "amazing", "strong", "stronger", "fast", "faster", "quick", "responsive",
      "generous", "competitive", "convenient", "standout", "stand-out", "excel*", "shine*", "thrilled", "satisfied",
      "satisfaction", "worth", "worthwhile", "value-for-money", "smooth", "polished", "praise*", "stellar", "wonderful",
      "perfect", "pleasant", "positive", "exceptional", "remarkable", "dependable", "high-quality", "winner",
      "well-designed", "well-made", "handy", "advantage*", "impressed", "enjoy*", "appreciate*",
    ],
    negative: [
      "expensive", "pricey", "costly", "overpriced", "poor", "poorly", "bad", "worse", "worst", "unreliable",
      "complain*", "scam*", "fraud*", "slow", "slower", "limited", "outdated", "weak", "weaker", "difficult",
      "complicated", "confusing", "bug*", "problem*", "disappoint*", "mediocre", "lacking", "lacks", "lack", "risky",
      "insecure", "unstable", "inconsistent", "frustrat*", "terrible", "awful", "drawback*", "downside*", "clunky",
      "criticized", "criticised", "criticism*", "controversial", "lawsuit*", "outage*", "delay*", "hidden", "avoid*",
      "horrible", "unhelpful", "unresponsive", "rude", "annoying", "negative", "issue*", "fail*", "flaw*", "cumbersome",
      "buggy", "steep", "hefty", "lagging", "lags", "struggle*", "unsatisfied", "dissatisf*", "regret*", "dated",
      "sluggish", "shaky", "patchy", "subpar", "sub-par", "underwhelming", "unclear", "hassle*", "mixed",
      "glitch*", "crash*", "spotty", "weakness*", "warning*", "beware", "nightmare", "worry*", "concern*",
    ],
  },
  fr: {
    positive: [
      "recommand*", "conseillé*", "meilleur*", "excellen*", "fiab*", "populaire*", "abordable*", "reconnu*",
      "leader*", "incontournable*", "efficace*", "rapide*", "performant*", "innovant*", "intuiti*", "solide*",
      "apprécié*", "réputé*", "sécurisé*", "pratique*", "idéal*", "bon", "bonne", "bons", "bonnes", "bien", "top",
      "avantag*", "remarquable*", "économique*", "puissant*", "confiance", "utile*", "transparent*", "plébiscité*",
      "réactif*", "réactive*", "généreu*", "compétiti*", "imbattable*", "séduisant*", "satisfait*", "satisfaction",
      "parfait*", "agréable*", "simple", "simples", "facile*", "atout*",
      "adoré*", "apprécie*", "aime", "plaît", "convaincant*", "fluide*", "soign*", "exceptionnel*", "formidable*",
      "super", "génial*", "attracti*", "robuste*", "sérieu*", "honnête*", "clair", "claire", "clairs", "claires",
    ],
    negative: [
      "cher", "chère", "chers", "chères", "coûteu*", "onéreu*", "mauvais*", "pire*", "lent", "lente", "lents",
      "lentes", "lenteur*", "limité*", "plainte*", "plaign*", "arnaque*", "escroquerie*", "décevant*",
      "déçu*", "déception*", "problème*", "instable*", "compliqué*", "difficile*", "obsolète*", "risqué*", "médiocre*",
      "critiqué*", "panne*", "lacune*", "inconvénient*", "fraude*", "douteu*", "insatisfait*", "frustrant*",
      "défaut*", "retard*", "mal", "caché", "cachée", "cachés", "cachées", "éviter", "évitez", "bug*", "bogue*",
      "défaillan*", "faibl*", "laborieu*", "pénible*", "catastroph*", "désastreu*", "négati*", "opaque*",
      "inefficace*", "injoignable*", "dysfonctionnement*", "souci*", "galère*", "lourd", "lourde", "lourds",
      "lourdes", "exorbitant*", "excessi*", "abusi*", "vieillissant*", "dépassé*", "regrett*", "agaçant*",
    ],
  },
  es: {
    positive: [
      "recomend*", "recomiend*", "mejor", "mejores", "excelente*", "fiab*", "confiable*", "confianza", "popular*",
      "asequible*", "económico", "económica", "económicos", "económicas", "barato", "barata", "baratos", "baratas",
      "líder*", "bueno", "buena", "buenos", "buenas", "buen", "bien", "eficaz", "eficaces", "eficiente*", "innovador*",
      "reconocid*", "sólid*", "intuitiv*", "ideal*", "destaca*", "valorad*", "potente*", "rápid*", "favorit*", "útil",
      "útiles", "top", "fantástic*", "estupend*", "impecable*", "genial*", "competitiv*", "ventaja*", "satisfech*",
      "cómod*", "práctic*", "sencill*", "fácil*", "robust*", "perfect*", "magnífic*",
      "sobresaliente*", "encant*", "acert*", "atractiv*", "generos*", "transparente*", "ágil*", "eficacia",
    ],
    negative: [
      "caro", "cara", "caros", "caras", "costos*", "malo", "mala", "malos", "malas", "mal", "peor", "peores",
      "lento*", "lenta*", "lentitud", "limitad*", "quej*", "estafa*", "fraude*", "problema*", "inestable*",
      "complicad*", "difícil*", "obsolet*", "deficiente*", "decepci*", "mediocre*", "arriesgad*", "criticad*",
      "críticas", "desventaja*", "inconveniente*", "fallo*", "falla*", "insegur*", "engañoso*", "dudos*", "retraso*",
      "ocult*", "evitar", "evite", "pésim*", "horrible*", "terrible*", "lamentable*", "frustra*", "caótic*",
      "abusiv*", "excesiv*", "desorbitad*", "lío", "líos", "incómod*", "confus*", "anticuad*", "insatisf*", "negativ*",
      "opac*", "deficiencia*", "carencia*", "carece*", "débil*", "flojo*", "floja*", "irregular*",
    ],
  },
  de: {
    positive: [
      "empfohlen*", "empfehlenswert*", "empfehle*", "empfehlen", "beste", "besten", "bester", "bestes", "bestem",
      "besser*", "hervorragend*", "ausgezeichnet*", "zuverlässig*", "vertrauenswürdig*", "beliebt*", "günstig*",
      "preiswert*", "führend*", "marktführer*", "gut", "gute", "guten", "guter", "gutes", "top", "schnell*",
      "innovativ*", "bewährt*", "renommiert*", "solide*", "intuitiv*", "leistungsstark*", "benutzerfreundlich*",
      "effizient*", "etabliert*", "überzeug*", "vorteil*", "hochwertig*", "exzellent*", "gelobt*", "hilfreich*",
      "freundlich*", "transparent*", "problemlos*", "fehlerfrei*", "erstklassig*", "fair*", "stark", "starke",
      "starken", "starker", "starkes", "kompetent*", "sicher", "sichere", "sicheren", "sicherer", "übersichtlich*",
      "einfach*", "praktisch*", "zufrieden*", "toll*", "super", "klasse", "perfekt*", "großartig*", "punktet",
      "punkten", "glänzt", "stärke*", "pluspunkt*", "attraktiv*", "kulant*", "reibungslos*", "unkompliziert*",
    ],
    negative: [
      "teuer", "teur*", "überteuert*", "schlecht*", "unzuverlässig*", "langsam*", "begrenzt*", "eingeschränkt*",
      "beschwerde*", "beklag*", "betrug*", "abzocke*", "problem*", "kompliziert*", "schwierig*", "veraltet*",
      "instabil*", "enttäuschend*", "enttäuscht*", "mangelhaft*", "kritik*", "kritisiert*", "nachteil*",
      "unsicher*", "fehler*", "mittelmäßig*", "umständlich*", "schwach*", "unzufrieden*", "ausfall*", "riskant*",
      "verzögerung*", "versteckt*", "ärgerlich*", "mangel*", "mängel*", "intransparent*", "unübersichtlich*",
      "unfreundlich*", "träge*", "störanfällig*", "lückenhaft*", "holprig*", "miserabel*", "katastroph*",
      "unverschämt*", "ärger*", "frust*", "negativ*", "abraten", "abzuraten", "schwäche*", "minuspunkt*",
      "hakt", "hakelig*", "wartezeit*", "lästig*", "undurchsichtig*", "unseriös*", "zäh", "zähe", "zähen",
    ],
  },
};

/** Negators: each flips the polarity of a sentiment word among the four words before it, within the clause. */
export const PRIMARY_NEGATORS = [
  "not", "no", "never", "without", "nor", "neither", "hardly", "barely", "cannot", "t", // "don't" → don + t
  "ne", "n", "sans", "ni", "peu",
  "sin", "poco",
  "nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals", "ohne", "weder", "kaum",
  "wenig", "nichts",
];
/** The second half of a negation ("ne … pas", "no … nada"): a negator only when no other one comes before it. */
export const CONCORD_NEGATORS = [
  "pas", "jamais", "rien", "aucun", "aucune", "guere", "nada", "nunca", "jamas", "tampoco", "ningun",
  "ninguno", "ninguna", "nadie",
];
/** Words that negate what follows, so "wouldn't hesitate to recommend" is praise. */
export const FLIPPING_VERBS = ["hesitat*", "hesit*", "dud*", "zoger*", "zogert*"];
/** "less expensive", "moins cher", "menos caro", "weniger zuverlässig": the next word's polarity is reversed. */
export const LESS = ["less", "moins", "menos", "weniger"];
/** "not only … but also" is not a negation. */
export const ONLY = ["only", "just", "seulement", "uniquement", "que", "solo", "nur", "bloss"];
/** "un peu cher" is "a bit expensive", not "not expensive". */
export const SOFTENER_ARTICLES = ["un", "ein"];
/**
 * Words that end a clause (and a negation's reach, as a comma, colon, semicolon or bracket does) and weigh what
 * follows: after a contrast ("but") a judgement counts double until the sentence ends; inside a concession
 * ("although", "even if") it counts half until the next comma.
 */
export const CONTRAST = [
  "but", "however", "yet", "nevertheless", "nonetheless",
  "mais", "cependant", "toutefois", "pourtant", "neanmoins",
  "pero", "embargo", "obstante",
  "aber", "doch", "jedoch", "allerdings", "sondern", "trotzdem", "dennoch",
];
export const CONCESSIVE = ["although", "though", "albeit", "quoique", "aunque", "obwohl", "obgleich", "wenngleich", "zwar"];
/** Two-word forms: the first word is part of the marker, not a judgement or a negation ("bien que", "sin embargo"). */
export const CONCESSIVE_PAIRS = [["even", "if"], ["even", "though"], ["meme", "si"], ["bien", "que"], ["auch", "wenn"], ["a", "pesar"], ["despite", "the"]];
export const CONTRAST_PAIRS = [["sin", "embargo"], ["no", "obstante"], ["by", "contrast"], ["en", "revanche"], ["par", "contre"], ["en", "cambio"], ["im", "gegensatz"]];
export const CLAUSE_BREAKS = ["while", "whilst", "whereas", "tandis", "alors", "mientras", "wahrend", "dagegen", "hingegen", "wohingegen"];
/** After one of these, a name is what another is compared with ("cheaper than Nova"). */
export const COMPARED_WITH = [
  "than", "over", "versus", "vs", "que", "qu", "plutot", "contre", "como", "frente", "als", "gegenuber", "statt",
  "anstatt", "wie",
];
