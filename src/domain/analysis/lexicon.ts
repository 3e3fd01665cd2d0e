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
      "benchmark", "merit*", "decent", "winner*", "winning", "award*", "topped", "tops", "best-rated", "highly", "regarded", "unbeatable", "easiest", "simplest", "fastest", "peace", "safe", "safest", "accurate", "waive*", "free", "interest-free", "fee-free", "bargain*", "recommendation", "go-to", "leader*", "dominant", "acclaimed", "loyal", "rewarding", "attractive", "appealing", "delight*", "well-priced", "value", "durable", "spacious", "comfortable", "stylish", "elegant", "reliably", "consistently", "simple", "straightforward", "rich", "huge", "extensive", "modern", "fresh", "improved", "improving", "upgrade*", "efficiently", "quickly", "promptly", "seamlessly", "nicely", "brilliant*", "love*", "enjoyable", "charming", "cosy", "cozy", "tasty", "delicious", "healthy", "sustainable", "eco-friendly", "ethical", "supportive", "knowledgeable", "professional", "courteous", "polite", "attentive", "thorough", "scalable", "feature-rich", "affordably", "cheaply", "saves", "save", "discount*", "deal", "deals", "perks", "bonus", "rewards", "generously", "strength*", "succeed*", "success*", "thriv*", "beloved",
      "well", "quiet", "quieter", "quietest", "roomy", "roomier", "lightest", "plush", "comfort", "lightweight", "gentle", "creamy", "tasty", "delicious", "crisp", "precise", "hassle-free", "painless", "effortless*", "spotless", "flawless*", "trouble-free", "worry-free", "punctual", "prompt", "courteous", "knowledgeable", "bombproof", "sturdy", "rugged", "repairable", "long-lasting", "waterproof",
      "positively", "rock-solid", "stable", "forgiving", "smoother", "smoothest", "cleanly", "good-looking", "fine",
      "lasts",
      "respond", "responds", "experienced",
      "rely",
      "flexibility", "trust", "trusts",
      "notified", "notifies", "notify",
      "enviable",
    ],
    negative: [
      "insipid", "bland", "tasteless", "nonexistent", "non-existent", "mushy", "soggy", "papery", "inactive", "unmanageable", "dated", "deal-breaker", "dealbreaker", "slog", "upset", "filler", "fillers",
      "expensive", "hesitat*", "pricey", "costly", "overpriced", "poor", "poorly", "bad", "worse", "worst", "unreliable",
      "complain*", "scam*", "fraud*", "slow", "slower", "limited", "outdated", "weak", "weaker", "difficult",
      "complicated", "confusing", "bug*", "problem*", "disappoint*", "mediocre", "lacking", "lacks", "lack", "risky",
      "insecure", "unstable", "inconsistent", "frustrat*", "terrible", "awful", "drawback*", "downside*", "clunky",
      "criticized", "criticised", "criticism*", "controversial", "lawsuit*", "outage*", "delay*", "hidden", "avoid*",
      "horrible", "unhelpful", "unresponsive", "rude", "annoying", "negative", "issue*", "fail*", "flaw*", "cumbersome",
      "buggy", "steep", "hefty", "lagging", "lags", "struggle*", "unsatisfied", "dissatisf*", "regret*", "dated",
      "sluggish", "shaky", "patchy", "subpar", "sub-par", "underwhelming", "unclear", "hassle*", "mixed",
      "glitch*", "crash*", "spotty", "weakness*", "warning*", "beware", "nightmare", "worry*", "concern*",
      "bankrupt*", "uncertain*", "withdrawn", "upsell*", "aggressive", "strict", "notorious*", "headache*", "cluttered", "hobbled", "irritat*", "pricier", "priciest", "overcharg*", "penalt*", "surcharge*", "error*", "errors", "old-fashioned", "stale", "cramped", "flimsy", "cheaply-made", "noisy", "dirty", "late", "lateness", "cancelled", "canceled", "cancels", "missing", "broken", "faulty", "defect*", "declin*", "losing", "lost", "shrinking", "struggling", "closing", "downgrade*", "expensively", "pushy", "spam*", "intrusive", "tedious", "convoluted", "opaque", "unfair", "misleading", "deceptive", "catch", "restrictive", "restricted", "limitation*", "unavailable", "unusable", "unreachable", "impossible", "difficulty", "difficulties", "painful", "poorer", "wrong", "lower-quality", "weakest", "fragile", "overrated", "unpleasant", "disorganised", "disorganized", "mess", "messy", "chaotic", "complex", "rigid", "inflexible", "dropped", "thin", "slowly", "delayed", "unpunctual", "crowded", "queues", "overbook*", "rough", "bloated", "steeply", "excessive*", "exorbitant", "unjustif*", "unreasonabl*",
      "tiring", "heavy", "heavier", "bulky", "leak*", "rip-off", "loud", "louder", "wobbly", "fiddly", "finicky", "unavailable", "refused", "refuses", "ignored", "ignores", "unanswered", "overheat*", "slipped", "slipping",
      "notorious*",
      "wary", "recall", "recalls", "recalled",
      "watery", "freezer-burnt", "soggy", "cautious", "sting", "stings", "harsh", "tangle", "tangles", "tangled", "lose",
      "overpowering",
      "slip", "slips",
      "trouble", "troubles", "missed", "dented", "stalled",
      "see-through", "bobble", "bobbles", "pills", "crack", "cracks", "cracked", "slowly", "hurt", "hurts", "hurting", "noisy", "noisier", "noisiest",
      "flake", "flakes", "flaked", "flaking", "flaky", "peeling", "peeled",
      "objection", "objections",
      "unfinished",
    ],
  },
  fr: {
    positive: [
      "recommand*", "pertinent*", "privilégi*", "conseillé", "conseillée", "conseillés", "conseillées", "conseillerais", "conseillerait", "conseillons", "meilleur*", "excellen*", "fiab*", "populaire*", "abordable*", "reconnu*",
      "leader*", "incontournable*", "efficace*", "rapide*", "performant*", "innovant*", "intuiti*", "solide*",
      "apprécié*", "réputé*", "sécurisé*", "pratique*", "idéal*", "bon", "bonne", "bons", "bonnes", "bien", "top",
      "avantag*", "remarquable*", "économique*", "puissant*", "confiance", "utile*", "transparent*", "plébiscité*",
      "réactif*", "réactive*", "généreu*", "compétiti*", "imbattable*", "séduisant*", "satisfait*", "satisfaction",
      "parfait*", "agréable*", "simple", "simples", "facile*", "atout*", "compense", "compensent", "compensé*",
      "adoré*", "apprécie*", "aime", "plaît", "convaincant*", "fluide*", "soign*", "exceptionnel*", "formidable*",
      "super", "génial*", "attracti*", "robuste*", "sérieu*", "honnête*", "clair", "claire", "clairs", "claires",
      "référence", "récompens*", "gratuit*", "meilleurs", "complet", "complète", "complets", "complètes", "abouti*", "vaste", "riche", "moderne*", "séduit", "séduire", "distingue", "atout", "souple*", "flexible*", "clair*", "simple*", "intéressant*", "attrayant*", "durable*", "confortable*", "élégant*", "soigné*", "rapidement", "fiabilité", "sérénité", "tranquillité", "sécurité", "gagn*", "progress*", "croissance", "succès", "réussi*", "incontesté*", "favori*", "préféré*", "généreus*", "promotions", "promo*", "remise*", "réduction*", "économie*", "économis*", "bonus", "récompense", "fidèle*", "compétent*", "professionnel*", "aimable*", "sympathique*", "chaleureu*", "délicieu*", "sain*", "écologique*", "responsable*", "éthique*", "plébiscit*", "valorisé*", "salué*", "recommandable*",
      "léger", "légère", "légers", "légères", "silencieu*", "confort", "précis", "précise", "précises", "savoureu*", "délicieu*", "ponctuel*", "courtois*", "irréprochable*", "rassur*", "compétent*", "chaleureu*", "aimable*", "accueillant*",
      "positivement", "choisirais",
      "mieux",
      "crémeu*", "faveur", "justifient", "justifie",
      "goûteu*",
      "nourrissant*", "adapté", "adaptée", "adaptés", "adaptées",
      "répond", "répondent",
      "flexibilité", "confierais", "confierait", "confierions", "confieraient",
      "prévenu", "prévenus", "prévient", "préviennent",
      // Unequalled, not "inégal*" (uneven); "inégalé" is left to it, as it folds into "inégale".
      "inégalable*",
      // "mérite le détour": French, now that a word written with its accent is not read by the English "merit*" (as
      // "déclin" below is not by "declin*").
      "mérite*",
    ],
    negative: [
      "lentement", "laborieusement",
      "pâteux", "pâteuse", "pâteuses", "inactif", "inactifs", "inactive", "inactives",
      "cher", "perte", "pertes", "chère", "chers", "chères", "coûteu*", "onéreu*", "mauvais*", "pire*", "lent", "lente", "lents", "lenteur*", "limité*", "plainte*", "plaign*", "arnaque*", "escroquerie*", "décevant*", "déconseillé*", "amer", "amère", "amers", "amères",
      "déçu*", "déception*", "problème*", "instable*", "compliqué*", "difficile*", "obsolète*", "risqué*", "médiocre*",
      "critiqué*", "panne*", "lacune*", "inconvénient*", "fraude*", "douteu*", "insatisfait*", "frustrant*",
      "défaut*", "retard*", "mal", "caché", "cachée", "cachés", "cachées", "éviter", "hésit*", "évitez", "éviterais", "éviterait", "inexistant*", "bug*", "bogue*",
      "défaillan*", "faibl*", "laborieu*", "pénible*", "catastroph*", "désastreu*", "négati*", "opaque*",
      "inefficace*", "rédhibitoire*", "injoignable*", "dysfonctionnement*", "souci*", "galère*", "lourd", "lourde", "lourds",
      "lourdes", "exorbitant*", "excessi*", "abusi*", "vieillissant*", "dépassé*", "regrett*", "agaçant*",
      "critiques", "hausse*", "payant*", "tolèrent", "souffre*", "ralentissement", "réduit", "recul*", "baisse*", "perd*", "ferme*", "fermeture*", "faillite*", "inachevé*", "accumul*", "reproch*", "pénalit*", "surcoût*", "supplément*", "retards", "annulé", "annulés", "annulée", "annulées", "annule", "annulent", "manqu*", "absent*", "cassé*", "défectu*", "encombré*", "bruyant*", "désagréable*", "désorganis*", "chaotique*", "rigide*", "complexe*", "confus*", "trompeu*", "abusif*", "injustifié*", "insuffisant*", "inégal*", "vétuste*", "datée*", "vieillot*", "dommage", "hélas", "malheureusement", "saturé*", "surchargé*", "restrictive*", "restreint*", "piège*", "arnaqu*", "douteux", "inquiét*", "incertain*", "risque*", "danger*", "fuir", "fuyez",
      "erreur*", "bruyant*", "encombrant*", "fragile*", "déçoit", "déçoivent", "fuit", "fuient", "fuite*", "cassent", "aléatoire*", "approximati*", "désagréable*", "interminable*", "litige*", "traînent", "insuffisant*",
      "réclamation*", "méfi*",
      "écœurant*", "écoeurant*", "rougir", "amertume", "bouloche*", "lâchent", "rétréci*", "usure", "bruit", "bruyante",
      "plâtreu*",
      "lasse", "lassent", "lasser",
      "décollent", "décolle",
      "écaillé*", "écaillent",
      "objecter",
      "déclin",
    ],
  },
  es: {
    positive: [
      "recomend*", "conveniente*", "puntualidad", "envidiable*", "compensa", "compensan", "recomiend*", "mejor", "mejores", "excelente*", "fiab*", "confiable*", "confianza", "popular*",
      "asequible*", "económico", "económica", "económicos", "económicas", "barato", "barata", "baratos", "baratas",
      "líder*", "bueno", "buena", "buenos", "buenas", "buen", "bien", "eficaz", "eficaces", "eficiente*", "innovador*",
      "reconocid*", "sólid*", "intuitiv*", "ideal*", "destaca*", "valorad*", "potente*", "rápid*", "favorit*", "útil",
      "útiles", "top", "fantástic*", "estupend*", "impecable*", "genial*", "competitiv*", "ventaja*", "satisfech*",
      "cómod*", "práctic*", "sencill*", "fácil*", "robust*", "perfect*", "magnífic*",
      "sobresaliente*", "encant*", "acert*", "atractiv*", "generos*", "transparente*", "ágil*", "eficacia",
      "referencia", "indiscutible*", "premiad*", "galardon*", "gratis", "gratuit*", "amplio", "amplia", "amplios", "amplias", "variedad", "completo", "completa", "completos", "completas", "moderno*", "moderna*", "mejorado", "mejorada", "compensa", "merece", "vale", "estable*", "rápidamente", "cuidado", "cuidada", "cuidados", "cuidadas", "fiabilidad", "tranquilidad", "segura", "seguras", "seguridad", "ganado", "gana*", "crec*", "éxito*", "líderes", "favorito*", "preferid*", "generosa*", "promocion*", "descuento*", "ahorro*", "ahorra*", "bonific*", "encabeza*", "recomienda*", "destacad*", "cómoda*", "elegante*", "duradero*", "resistente*", "amable*", "profesional*", "eficaz*", "sostenible*", "saludable*", "delicios*", "satisfacción", 
      "ligero", "ligera", "ligeros", "ligeras", "silencios*", "confort", "sabros*", "delicios*", "amable*", "agradable*",
      "valora", "valoran", "positivamente", "elegiría", "escogería",
      "crujiente*", "justificado", "justificada", "justificados", "justificadas",
      "jugos*", "riquísim*", "buenísim*",
      "justifica", "justifican", "aguanta", "aguantan",
      "responde", "responden",
      "imbatible*",
      "flexibilidad", "confiaría", "confiarían",
      "bonita", "bonitas", "bonitos",
      "avisa", "avisan", "avisó", "avisaron", "avisaba", "avisaban",
      "destaque", "destaquen",
    ],
    negative: [
      "lentamente", "agotado", "agotada", "agotados", "agotadas", "evitaria", "evitaría", "amarga", "amargo", "amargas", "amargos",
      "pastosa", "pastoso", "pastosas", "pastosos", "odisea", "calvario", "inactivo", "inactiva", "inactivos", "inactivas",
      "caro", "cara", "caros", "caras", "costos*", "malo", "mala", "malos", "malas", "mal", "peor", "peores",
      "lento*", "lenta*", "lentitud", "limitad*", "quej*", "estafa*", "fraude*", "problema*", "inestable*",
      "complicad*", "difícil*", "obsolet*", "deficiente*", "decepci*", "mediocre*", "arriesgad*", "criticad*",
      "críticas", "desventaja*", "inconveniente*", "fallo*", "falla*", "insegur*", "engañoso*", "dudos*", "retraso*",
      "ocult*", "evitar", "dud*", "desactualizad*", "restrictiv*", "evite", "pésim*", "horrible*", "terrible*", "lamentable*", "frustra*", "caótic*",
      "abusiv*", "excesiv*", "desorbitad*", "lío", "líos", "incómod*", "confus*", "anticuad*", "insatisf*", "negativ*",
      "opac*", "deficiencia*", "carencia*", "carece*", "débil*", "flojo*", "floja*", "irregular*",
      "descartado", "descart*", "retrasos", "desgast*", "perdiendo", "pierde*", "perdid*", "cerrando", "cierre*", "quiebra*", "caída*", "cae", "bajan", "cobros", "inesperad*", "recargo*", "comisión", "comisiones", "penaliz*", "cancelado", "cancelada", "cancelados", "canceladas", "canceló", "cancelan", "falt*", "roto*", "defectuos*", "ruidos*", "suci*", "desagradable*", "desorganiz*", "rígid*", "complej*", "engañ*", "abus*", "injustificad*", "insuficiente*", "lamentablemente", "desgraciadamente", "saturad*", "restring*", "trampa*", "riesgo*", "peligro*", "incertidumbre", "incierto*", "desigual", "esperas", "colas", "quejan", "reclamaciones", "reclamación", "permanencia",
      "pesado", "pesada", "pesados", "pesadas", "errores", "error", "tardó", "tardaron", "tardan", "cerró", "cerraron", "quebró", "desesperante*", "interminable*", "litigio*", "reclamaci*",
      "retrasa*",
      "despreciable*", "artificial*", "regusto", "alargan", "transparentan", "transparenta", "blanda", "blandas",
      "espinas",
      "retrase*", "plana", "planas", "escas*", "agotan", "agota", "agotado*", "deform*", "sorpresas",
      "descascarill*", "desconcha*",
      "objetar", "objeción", "objeciones", "aplastad*",
      // "perfectible" (es, fr) is what can still be improved, a mild fault, not "perfect*".
      "perfectible*",
    ],
  },
  de: {
    positive: [
      "empfohlen*", "wett", "kundenfreundlich*", "empfehlenswert*", "empfehle*", "empfehlen", "beste", "besten", "bester", "bestes", "bestem",
      "besser*", "hervorragend*", "ausgezeichnet*", "zuverlässig*", "vertrauenswürdig*", "beliebt*", "günstig*",
      "preiswert*", "führend*", "marktführer*", "gut", "gute", "guten", "guter", "gutes", "top", "schnell*",
      "innovativ*", "bewährt*", "renommiert*", "solide*", "intuitiv*", "leistungsstark*", "benutzerfreundlich*",
      "effizient*", "etabliert*", "überzeug*", "vorteil*", "hochwertig*", "exzellent*", "gelobt*", "hilfreich*",
      "freundlich*", "transparent*", "problemlos*", "fehlerfrei*", "erstklassig*", "fairer", "fairen", "faires", "fairness", "starke",
      "starken", "starker", "starkes", "kompetent*", "sicher", "sichere", "sicheren", "sicherer", "übersichtlich*",
      "einfach*", "praktisch*", "zufrieden*", "toll*", "super", "klasse", "perfekt*", "großartig*", "punktet",
      "punkten", "glänzt", "stärke*", "pluspunkt*", "attraktiv*", "kulant*", "reibungslos*", "unkompliziert*",
      "empfehlung", "klare", "klar", "größte*", "größtes", "riesig*", "breit*", "umfangreich*", "vielfältig*", "modern*", "charmant*", "stabil*", "pünktlich*", "flexibel*", "kostenlos*", "gratis", "fair", "preiswert", "lohnt", "lohnenswert*", "bewährt", "sorgenfrei*", "sicher*", "sicherheit", "vertrauen", "gewinn*", "gewachsen", "wächst", "erfolg*", "beliebteste*", "bevorzugt*", "großzügig*", "rabatt*", "bonus", "prämie*", "auszeichnung*", "ausgezeichnete*", "testsieger*", "spitze", "spitzenreiter*", "schnellste*", "günstigste*", "komfortabel*", "bequem*", "elegant*", "langlebig*", "robust*", "kompetent", "freundlich", "hilfsbereit*", "nachhaltig*", "gesund*", "lecker*", "zufriedenheit", "verlässlich*", "gelungen*", "durchdacht*",
      "leise*", "bequem*", "komfort*", "präzise*", "lecker*", "köstlich*", "angenehm*", "robust*", "langlebig*", "reißfest*", "gelungen*", "souverän*", "verlässlich*",
      "schöne", "schöner", "schönes", "unschlagbar*", "spritzig*", "freie", "freien", "freier",
      "stabilität", "behoben",
      "leichteste", "leichtesten", "wert",
      "rechtfertigt", "rechtfertigen", "tadellos*",
      "funktioniert",
      "klappt", "antwortet",
      "verlockend*", "spülmaschinenfest*",
      "flexibilität", "anvertrauen",
      "sinnvoll*", "schönste", "schönsten", "benachrichtigt", "benachrichtigen",
      // "nicht gerade üppig ausgestattet", "kann nicht mithalten", "kommt nicht an den Deuter heran": read negated.
      "üppig*", "beneidenswert*", "mithalten", "mitzuhalten", "mithält", "heran", "heranreichen", "heranreicht", "herankommen", "herankommt",
    ],
    negative: [
      "durchgeschwitzt", "unfertig*",
      "auslassen", "ausgeschlossen", "notlösung",
      "unbrauchbar*", "knickt", "knicken", "ärgernis*", "übermäßig*", "durchgebraten", "warteschlange*", "matschig*", "inaktiv*",
      "teuer", "klein", "aufgebläht*", "zöger*", "bedenken", "stört", "stören", "störend*", "hinkt", "hinken", "happig*", "fragwürdig*", "geschlossen", "schwerfällig*", "stornogebühr*", "teur*", "überteuert*", "schlecht*", "unzuverlässig*", "langsam*", "begrenzt*", "eingeschränkt*",
      "beschwerde*", "beklag*", "betrug*", "abzocke*", "problem*", "kompliziert*", "schwierig*", "veraltet*",
      "instabil*", "enttäuschend*", "enttäuscht*", "mangelhaft*", "kritik*", "kritisiert*", "nachteil*",
      "unsicher*", "fehler*", "mittelmäßig*", "umständlich*", "schwach*", "unzufrieden*", "ausfall*", "riskant*",
      "verzögerung*", "versteckt*", "ärgerlich*", "mangel*", "mängel*", "intransparent*", "unübersichtlich*",
      "unfreundlich*", "träge", "träger", "trägen", "trägem", "träges", "trägheit", "störanfällig*", "lückenhaft*", "holprig*", "miserabel*", "katastroph*",
      "unverschämt*", "ärger*", "frust*", "negativ*", "abraten", "abzuraten", "schwäche*", "minuspunkt*",
      "hakt", "hakelig*", "wartezeit*", "lästig*", "undurchsichtig*", "unseriös*", "zäh", "zähe", "zähen",
      "schleppend*", "dünn*", "lückenhaft", "teurer", "teuerste*", "unpünktlich*", "verspätung*", "zugausfälle", "ausfälle", "gesperrt*", "schwer", "altbacken*", "nerv*", "unaufgeräumt*", "fehlen", "fehlt", "fehlende*", "verlier*", "verlust*", "insolven*", "pleite", "rückgang*", "sink*", "gebühren", "aufpreis*", "zuschlag*", "strafgebühr*", "kaputt*", "defekt*", "schmutzig*", "unangenehm*", "chaotisch*", "starr*", "komplex*", "irreführend*", "unfair*", "ungerechtfertigt*", "unzureichend*", "ungleich*", "leider", "warteschlange*", "überlastet*", "überfüllt*", "eingeschränkt", "risiko*", "gefahr*", "unklar*", "unsicherheit", "vorsicht", "funklöcher", "funkloch", "bricht", "einbrüche",
      "wacklig*", "zerbrechlich*", "undicht*", "fehleranfällig*", "ungenau*", "reißt", "rau",
      "flach", "korrodiert*", "verschlissen*", "abgenutzt*", "rostig*", "kostenpflichtig*",
      "berüchtigt*", "verschoben", "ausgebucht", "schließung*",
      "vorsichtig", "erschüttert", "rückruf*",
      "leiert", "ausleiern", "ausbleichen", "bleichen", "aufgehen", "scheuern", "scheuert",
      "enttäuschung*", "spartanisch*", "haken", "trocknen", "austrocknen",
      "brennen", "brennt",
      "überdimensioniert*",
      "auszusetzen", "aussetzen", "durchgelaufen", "klagen", "klagt",
      "beschwert", "beschweren",
      "falsch*", "kopfschmerz*", "trüb", "trübe",
      "abgeblättert", "abblätter*", "verkaufsdruck",
      "einzuwenden", "verkaufsorientiert*", "antun",
      // A security hole, over "sicher*" ("Parklücke", "Marktlücke" judge nothing: no "-lücke" head).
      "sicherheitslück*",
    ],
  },
};

/** Negators: each flips the polarity of a sentiment word among the four words before it, within the clause. */
export const PRIMARY_NEGATORS = [
  "not", "no", "never", "nowhere", "without", "nor", "neither", "hardly", "barely", "cannot", "t", "rarely", "seldom", // "don't" → don + t
  "ne", "n", "sans", "ni", "peu",
  "sin", "poco", "pocos", "pocas", "few", "apenas", "nothing", "nobody", "none", "unlikely",
  "rarement", "selten", "nicht", "niemand", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals", "ohne", "weder", "kaum",
  "wenig", "nichts", "keinerlei", "keineswegs", "keinesfalls", "nullement", "aucunement", "zero", "cero",
];
/** The second half of a negation ("ne … pas", "no … nada"): a negator only when no other one comes before it. */
export const CONCORD_NEGATORS = [
  "pas", "jamais", "rien", "aucun", "aucune", "guere", "nada", "nunca", "jamas", "tampoco", "ningun",
  "ninguno", "ninguna", "nadie",
];
/**
 * Hesitation (negative words above): negated, it is praise ("je n'hésiterais pas à partir sur Acme"); before the
 * judgement it governs ("wouldn't hesitate to recommend"), that judgement alone carries the praise.
 */
export const HESITATION = ["hesitat", "hesit", "dud", "zoger"];
/** "less expensive", "moins cher", "menos caro", "weniger zuverlässig": the next word's polarity is reversed. */
export const LESS = ["less", "fewer", "fewest", "moins", "menos", "weniger"];
/** "not only … but also" is not a negation. */
export const ONLY = ["only", "just", "seulement", "uniquement", "que", "solo", "solamente", "nur", "bloss"];
/** "un peu cher" is "a bit expensive", not "not expensive". */
export const SOFTENER_ARTICLES = ["un", "ein", "unos", "unas", "los", "las", "a"];
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
export const CONTRAST_PAIRS = [["sin", "embargo"], ["no", "obstante"], ["by", "contrast"], ["en", "revanche"], ["en", "contrepartie"], ["en", "contrapartida"], ["par", "contre"], ["en", "cambio"], ["im", "gegensatz"]];
export const CLAUSE_BREAKS = ["while", "whilst", "whereas", "tandis", "alors", "mientras", "wahrend", "dagegen", "hingegen", "wohingegen"];
/**
 * Saying the opposite of a negated clause: "it's not that Acme isn't good", "je ne dirais pas qu'Acme n'est pas fiable"
 * praise. The judgements of the clause after one of these are flipped once more; its own negation words count for
 * nothing else.
 */
export const CLAUSE_NEGATIONS = [
  "it's not that", "it isn't that", "not that", "i wouldn't say", "i would not say", "i won't say", "i can't say",
  "ce n'est pas que", "ce n'est pas qu'", "je ne dirais pas que", "je ne dirais pas qu'", "on ne peut pas dire que",
  "on ne peut pas dire qu'", "je ne dis pas que", "je ne dis pas qu'",
  "no es que", "no diria que", "no dire que", "no se puede decir que", "no digo que",
  // "Tampoco me atrevería a decir que La Mexicana tenga un mal café", "je n'oserais pas dire que…".
  "no me atreveria a decir que", "tampoco me atreveria a decir que", "je n'oserais pas dire que", "je n'oserais pas dire qu'",
  "i wouldn't go so far as to say", "i would not go so far as to say",
  // "I can't think of a reason not to recommend it": the reason denied, the judgement after it is meant.
  "can't think of a reason", "cannot think of a reason", "can't think of any reason", "no reason", "je ne vois aucune raison de",
  "je ne vois pas de raison de", "aucune raison de", "no veo ningun motivo para", "no hay ningun motivo para", "ningun motivo para",
  "no hay motivo para", "ninguna razon para", "kein grund", "keinen grund",
  "nicht dass", "ich wurde nicht sagen, dass", "ich wurde nicht sagen", "man kann nicht sagen, dass", "ich sage nicht, dass",
  // "No puedo decir que Berlitz me haya decepcionado nunca", "Ich kann nicht behaupten, dass mich Acme je enttäuscht hätte".
  "i can't say that", "i cannot say that", "je ne peux pas dire que", "je ne peux pas dire qu'", "no puedo decir que",
  "ich kann nicht sagen, dass", "ich kann nicht behaupten, dass",
  // "je ne suis pas sûr que les magasins d'Optical Center soient le meilleur choix": the doubt denies what follows.
  "je ne suis pas sur que", "je ne suis pas sure que", "pas sur que", "i'm not sure that", "i am not sure that",
  "no estoy seguro de que", "no estoy segura de que", "ich bin nicht sicher, ob",
];

/**
 * "too slow", "trop de publicités", "demasiado dulce", "zu süß": an excess is a fault, whatever the word after it.
 * German "zu" only before a lower-case word that is no infinitive ("zu empfehlen") or noun ("zu Hause").
 */
export const EXCESS = ["too", "trop", "demasiado", "demasiada", "demasiados", "demasiadas", "zu", "allzu"];

/**
 * Complaining (and its object): "reviewers complain about last-minute substitutions and short dates on fresh food" —
 * the praise words of what is complained about are not praise. Stems.
 */
export const COMPLAINT_STEMS = ["complain", "plaign", "plaint", "reclamation", "quej", "reclamacion", "beschwer", "beklag", "klagen", "klagt", "bemangel", "reproch", "critica", "kritisier"];

/**
 * Words that begin with a judgement's stem of another language and judge nothing: "Bügelflasche" is no "bug". Folded
 * stems; the longest matching stem decides, so these win over the shorter one.
 */
// "Muga fermenta en tinos" ferments, French "ferme*" aside; "das Hamburger Gebäck schlechthin" is "par excellence";
// "the competition" is the others, not "competitive".
export const NOT_JUDGEMENTS = ["discounter", "discounter-niveau", "bugel", "creche", "schwierigkeitsgrad", "competition", "casserol", "cassett", "ferment", "schlechthin", "schlechterdings",
  // "Honnêtement, je trouve…", "Honestly, …": how the writer speaks, not what the name is.
  "honnetement", "honestly", "honestamente",
  // "Saint-Malo" is no "sain*"; "perdurable" (lasting) no "perd*"; "Breitband" (broadband) no "breit*"; "scampi" no
  // "scam*"; "soucieux de l'environnement" (mindful) no "souci*".
  "saint", "perdur", "breitband", "scampi", "soucieu",
  // "la Gesundheitskarte" (health card) is no "gesund*".
  "gesundheit"];

/**
 * English judgements that are German nouns with another meaning, read as nouns when written with a capital away from a
 * sentence start (German writes its nouns so, English its adjectives in lower case): "das Bad" (bathroom), "das Handy"
 * (mobile phone), "der Safe" (strongbox), "der Lack" (paint), "der Slip" (briefs). The answer's language is not known
 * (every language is read on every answer), so the capital is the sign. Folded.
 */
export const CAPITALISED_NOUNS_DE: ReadonlySet<string> = new Set(["bad", "handy", "safe", "lack", "slip"]);

/**
 * German compounds whose head is a judgement ("Datenschutzbedenken", "Lieferprobleme", "Preisvorteil"): read by their
 * head when the whole word is in no list. Folded.
 */
export const COMPOUND_HEADS_DE: Readonly<Record<string, 1 | -1>> = {
  problem: -1, probleme: -1, problemen: -1, bedenken: -1, beschwerde: -1, beschwerden: -1, ausfall: -1, ausfalle: -1,
  fehler: -1, fehlern: -1, mangel: -1, mangeln: -1, verzogerung: -1, verzogerungen: -1, verspatung: -1, verspatungen: -1,
  arger: -1, frust: -1, kritik: -1, wartezeit: -1, wartezeiten: -1, storung: -1, storungen: -1,
  chaos: -1, abzocke: -1, schwache: -1, schwachen: -1, minuspunkt: -1, katastrophe: -1,
  bruch: -1, bruche: -1, bruchen: -1, vorteil: 1, vorteile: 1, vorteilen: 1, pluspunkt: 1, pluspunkte: 1, komfort: 1, highlight: 1, highlights: 1,
};

/**
 * Handling complaints is service, not a complaint: "répond aux réclamations", "handles complaints", "les réclamations
 * sont traitées". Folded; the verb before the complaint (articles aside) or the participle after it.
 */
export const HANDLING = ["repond", "repondent", "traite", "traitent", "gere", "gerent", "handles", "handle", "answers", "respond", "responds", "resolves", "responde", "responden", "gestiona", "gestionan", "atiende", "atienden", "bearbeitet", "bearbeiten", "reagiert", "traitees", "traitee", "traites", "handled", "resolved", "answered", "gestionadas", "atendidas", "resueltas", "bearbeitet"];

/** Fees: judged only where they are denied ("no account fee", "sans frais", "sin comisiones", "keine Gebühren"). Folded. */
export const FEES = ["fee", "fees", "charges", "frais", "comision", "comisiones", "cuota", "cuotas", "gebuhr", "gebuhren", "aufpreis", "grundgebuhr"];

/** Speed adverbs: before another judgement they only hasten it ("quickly become cluttered", "schnell ausgebucht"). */
export const SPEED = ["quickly", "rapidly", "fast", "rapidement", "vite", "rapidamente", "schnell"];
/** Speed adjectives: next to a fault they only hasten it ("usure rapide", "se desgasta rápido"). */
export const SPEED_ADJECTIVES = ["faster", "quicker", "easily", "facilement", "facilmente", "quick", "rapid", "rapide", "rapides", "rapido", "rapida", "rapidos", "rapidas", "schnelle", "schneller", "schnellen"];
/** Prepositions that negate ("without", "sans", "sin", "ohne") reach the noun phrase after them only: two words. */
export const PREPOSITION_NEGATORS = ["without", "sans", "sin", "ohne"];
/** "far from ideal", "loin d'être décevant", "lejos de", "alles andere als": the last word negates. Folded. */
export const NEGATING_PAIRS = [
  ["far", "from"], ["loin", "d"], ["loin", "de"], ["lejos", "de"], ["andere", "als"],
  // "deja de ser competitivo": stops being.
  ["deja", "de"], ["dejan", "de"], ["cesse", "d"], ["cesse", "de"], ["stops", "being"], ["hort", "auf"],
  // "un confort à peine meilleur": barely.
  ["a", "peine"],
];
/** Verbs whose object is outweighed, not judged: "compense largement le surcoût", "outweighs the price". Folded. */
export const OUTWEIGH = ["compense", "compensent", "compensa", "compensan", "outweigh", "outweighs", "offsets", "rachete", "rachetent"];

/** "tolerate it rather than enjoy it", "plutôt que", "en lugar de", "statt": what follows is denied. Folded pairs. */
export const RATHER_THAN = [
  ["rather", "than"], ["instead", "of"], ["plutot", "que"], ["au", "lieu"], ["en", "lugar"], ["en", "vez"],
  // What one is protected from: "protège contre les hausses", "protects against price rises", "schützt vor Ausfällen".
  ["protects", "against"], ["protect", "against"], ["protege", "contre"], ["protegent", "contre"], ["protege", "contra"],
  ["protegen", "contra"], ["schutzt", "vor"], ["schutzen", "vor"],
];

/** "very good", "très fiable", "muy lento", "sehr gut": the next judgement weighs half as much again. */
export const INTENSIFIERS = ["very", "really", "truly", "extremely", "genuinely", "tres", "vraiment", "extremement", "muy", "realmente", "sumamente", "sehr", "ausserst", "wirklich", "besonders"];

/**
 * "descuentos bastante menores", "smaller discounts", "geringere Vorteile": a judgement made smaller is reversed (the
 * nearest one within two words, before then after).
 */
export const DIMINISHERS = ["smaller", "menor", "menores", "moindre", "moindres", "geringer", "geringere", "geringeren", "geringerer", "kleinere", "kleineren"];

/**
 * "no es raro que", "il n'est pas rare que", "not uncommon": the negation and the rarity cancel out; what follows is
 * read as it stands. Folded.
 */
/**
 * "Fine for a quick coffee stop and nothing more", "correct, sans plus", "correcto, sin más", "gut, mehr nicht": the
 * praise before is all there is, a reservation; read only before a punctuation mark ("sans plus tarder" is none). Folded.
 */
export const FAINT_PRAISE = ["and nothing more", "but nothing more", "nothing more", "sans plus", "rien de plus", "sin mas", "y nada mas", "mehr nicht", "mehr auch nicht", "aber mehr nicht", "aber mehr auch nicht"];

/**
 * "nothing else at this price has held up as well", "aucun autre n'est aussi fiable", "ningún otro es tan fiable", "kein
 * anderes hält so lange": nothing else is as good, so the name is the best (or, as bad, the worst). Folded.
 */
export const NONE_OTHER = ["nothing else", "no other", "aucun autre", "aucune autre", "rien d'autre", "ningun otro", "ninguna otra", "kein anderer", "keine andere", "kein anderes", "keinen anderen", "nichts anderes"];
/** The comparison that follows NONE_OTHER: "as well", "aussi fiable", "tan fiable", "so lange", "better". Folded. */
export const NONE_OTHER_COMPARISONS = ["as", "so", "aussi", "autant", "tan", "tanto", "genauso", "ebenso", "better", "more", "mieux", "plus", "mejor", "mas", "besser", "mehr"];

export const NEUTRAL_MARKERS = ["no es raro que", "no es raro", "il n'est pas rare que", "il n'est pas rare qu'", "pas rare", "not uncommon", "isn't uncommon", "is not uncommon", "nicht selten", "keine seltenheit"];

/** "fixes the problem", "résout les bugs", "soluciona los fallos", "behebt Fehler": what is solved is no fault. Folded. */
export const SOLVE = ["fix", "fixes", "fixed", "solve", "solves", "solved", "resolve", "resolves", "address", "addresses", "resout", "resolvent", "regle", "reglent", "corrige", "corrigent", "resuelve", "resuelven", "soluciona", "solucionan", "corrigen", "behebt", "beheben"];

/** After one of these, a name is what another is compared with ("cheaper than Nova"). */
// "no está a la altura de Balay", "pas à la hauteur de Nova": the name measured up to.
export const COMPARED_WITH = [
  "than", "detras", "over", "versus", "vs", "contre", "frente", "als", "gegenuber", "statt", "anstatt", "debajo", "encima", "altura", "hauteur",
  // "im Vergleich zu Papierkram eher teuer", "compared with Nova", "comparado con Acme", "en comparación con", "comparée à".
  "vergleich", "verglichen", "compared", "comparado", "comparada", "comparacion", "comparee",
];
/** Comparison words only after a comparative (COMPARATIVES). */
export const COMPARED_AFTER_COMPARATIVE = ["que", "qu", "como", "wie", "as"];

/**
 * Fixed phrases whose meaning is not the sum of their words (folded, space-separated): the first word takes the
 * phrase's polarity (0 for a phrase that judges nothing), the others are not read.
 */
export const PHRASES: Readonly<Record<string, 1 | 0 | -1>> = {
  // English "pain", not French bread ("pain cuit sur place").
  "a pain": -1, "real pain": -1, "pain point": -1, "pain points": -1, "limited warranty": 0, "limited lifetime warranty": 0,
  "file d'attente": -1, "files d'attente": -1,
  "wide range": 1, "wide choice": 1, "wide variety": 1, "wide network": 1, "wide coverage": 1,
  "see recommended": 0, "seen recommended": 0, "not built for": -1, "isn't built for": -1, "not designed for": -1, "isn't designed for": -1, "first pick": 1, "top pick": 1,
  "distingue entre": 0, "distinguishes between": 0, "distinguish between": 0, "unterscheidet zwischen": 0, "distingue clairement entre": 0,
  // "hay opciones con mejor relación calidad-precio", "il y a mieux", "es gibt bessere": better things than the name.
  "hay opciones con mejor": -1, "hay opciones mejores": -1, "hay mejores opciones": -1, "existen opciones mejores": -1, "hay alternativas mejores": -1, "hay mejores alternativas": -1,
  "there are better options": -1, "there are better alternatives": -1, "better options exist": -1, "better alternatives exist": -1, "you can do better": -1,
  // "d'autres choix sont plus raisonnables", "other options are better", "otras marcas son mejores", "andere Anbieter sind
  // günstiger": the others weighed above the name.
  "d'autres choix sont plus": -1, "d'autres options sont plus": -1, "d'autres marques sont plus": -1, "d'autres choix sont meilleurs": -1, "d'autres options sont meilleures": -1,
  "other options are better": -1, "other options are more": -1, "other brands are better": -1, "other choices are better": -1,
  "otras opciones son mejores": -1, "otras opciones son mas": -1, "otras marcas son mejores": -1, "otras marcas son mas": -1,
  "andere optionen sind besser": -1, "andere anbieter sind besser": -1, "andere anbieter sind gunstiger": -1, "andere marken sind besser": -1,
  // "merece la pena probar otra marca", "worth trying another brand", "mieux vaut essayer une autre marque": advice to leave.
  "merece la pena probar otra": -1, "vale la pena probar otra": -1, "mejor probar otra": -1, "worth trying another": -1, "better to try another": -1,
  "mieux vaut essayer une autre": -1, "mieux vaut essayer un autre": -1, "mieux vaut choisir une autre": -1, "lieber eine andere marke": -1, "besser eine andere marke": -1,
  // Falling behind: "se queda atrás en comodidad", "quedó por detrás de", "reste à la traîne", "hinkt hinterher", "falls behind".
  "se queda atras": -1, "queda atras": -1, "se quedan atras": -1, "quedan atras": -1, "quedo por detras": -1, "queda por detras": -1, "quedo claramente por detras": -1, "queda claramente por detras": -1,
  "a la traine": -1, "hinkt hinterher": -1, "hinken hinterher": -1, "falls behind": -1, "fall behind": -1, "falling behind": -1,
  "behind a paid": -1, "locked behind": -1,
  "parcours du combattant": -1, "releve du parcours du combattant": -1,
  "il y a mieux": -1, "il existe mieux": -1, "il existe de meilleures options": -1, "il existe de meilleures alternatives": -1, "on trouve mieux": -1,
  "es gibt bessere": -1, "gibt es bessere": -1, "es gibt bessere alternativen": -1,
  "je doute qu": -1, "je doute que": -1, "dudo que": -1, "dudo mucho que": -1, "ich bezweifle": -1, "i doubt it": -1, "i doubt that": -1,
  "sicherste wahl": 1, "sichere wahl": 1, "sichere bank": 1,
  "nothing comes close": 1, "comes close": 1, "topping the": 1, "keeps topping": 1,
  "flacon souple": 0, "kaum zu unterscheiden": 1, "kaum vom original zu unterscheiden": 1, "nicht vom original zu unterscheiden": 1,
  "indistinguishable from": 1, "hard to tell apart": 1, "difficile de lui reprocher": 1, "difficile de reprocher": 1,
  // "on ne voit pas ce qu'on pourrait reprocher à son service", "I can't think of a reason to steer you away": nothing to fault.
  "ne voit pas ce qu'on pourrait reprocher": 1, "ne voit pas ce qu'on pourrait lui reprocher": 1, "ne vois pas ce qu'on pourrait reprocher": 1, "ne vois pas ce qu'on pourrait lui reprocher": 1,
  "ne voit pas ce qu'on peut reprocher": 1, "ne vois pas ce qu'on peut lui reprocher": 1, "ne voit pas ce qu'on peut lui reprocher": 1,
  "think of a reason to steer": 1, "little wrong": 1, "very little wrong": 1,
  // "that is about where the good news ends", "son principal atout reste le prix d'appel": the praise stops there.
  "where the good news ends": -1, "the good news ends": -1, "principal atout reste": 0, "seul atout": 0, "only selling point": 0,
  "hard to make a case for": -1, "difficult to make a case for": -1,
  // A mattress's parts: "a thin wool pillow top", "a memory-foam top layer that lets the shoulder sink in".
  "pillow top": 0, "top layer": 0, "top layers": 0, "sink in": 0,
  // "Cheapest fares often vanished", "the price jumps once you reach the agent's page": a fare that does not hold.
  "fares vanished": -1, "fares vanish": -1, "price jumps": -1, "prices jump": -1, "catch drops": 0, "catch price drops": 0,
  "varies wildly": -1, "vary wildly": -1, "rarely finds": -1, "tend to ignore": -1, "not been updated": -1, "t been updated": -1,
  "ranges from excellent to": 0, "varia bastante": -1, "varian bastante": -1, "por debajo de lo que promete": -1,
  "hay opciones mas fiables": -1, "hay opciones mas baratas": -1, "hay opciones mas completas": -1,
  // "Le seul vrai bémol : …", "Su único inconveniente es…": the one flaw named says the rest holds.
  // "RATP Dev est difficile à égaler", "son chiffre d'affaires dépasse 6 milliards", "eine Klausel gegen Aufpreis",
  // "una cadena de bajo coste", "ojo con las ofertas de terceros": praise, then facts and a warning about others.
  "difficile a egaler": 1, "dificil de igualar": 1, "affaires depasse": 0, "gegen aufpreis": 0, "cadena de bajo coste": 0,
  "ojo con las ofertas": 0,
  // Round 19: "in practice" and "easy access" (a kind of savings account) judge nothing; "not the one I'd pick", "worth
  // skipping", "wouldn't go out of my way", "rarely has anything the others don't" are faults; "worth a look only if"
  // holds its worth to a condition; "la duda es otra" is a question, not a doubt about anyone; "rehabilitados con gusto",
  // "precios difíciles de igualar", "no hay mucho que discutir", "celles qui débloquent tout" praise.
  "in practice": 0, "easy access": 0, "not the one i'd pick": -1, "not the one i would pick": -1, "not the one i'd choose": -1,
  "worth skipping": -1, "wouldn't go out of my way": -1, "would not go out of my way": -1, "rarely has anything": -1,
  "worth a look only if": 0, "worth it only if": 0, "la duda es": 0, "con gusto": 1, "dificiles de igualar": 1,
  "difficiles a egaler": 1, "no hay mucho que discutir": 1, "no hay nada que discutir": 1, "qui debloquent tout": 1,
  "qui debloque tout": 1,
  // Round 20: "cheapest on paper" praises the paper only; fees that "wipe out the saving"; "package discounts" and
  // "toll fees" are products and costs, not judgements.
  "wipe out": -1, "package discounts": 0, "package discount": 0, "toll fees": 0,
  // "DoorDash is the one I'd pick"; "elle a perdu de sa superbe", "des délais qui s'allongent"; "difficiles à battre".
  "the one i'd pick": 1, "the one i would pick": 1, "perdu de sa superbe": -1, "qui s'allongent": -1, "qui s'allonge": -1,
  "difficiles a battre": 1, "sich sehen lassen": 1,
  // Round 21: what is advertised but cannot be had ("that team isn't available in the evenings", "ya no se vende en
  // muchas zonas", "derzeit nicht verfügbar", "derzeit ausgesetzt"); a fix that "took days".
  "isn't available": -1, "is not available": -1, "not available": -1, "no longer available": -1, "not yet available": -1,
  "no longer sold": -1, "no longer offered": -1, "pas disponible": -1, "plus disponible": -1, "pas encore disponible": -1,
  "plus vendu": -1, "plus vendue": -1, "no esta disponible": -1, "ya no esta disponible": -1, "no disponible": -1,
  "ya no se vende": -1, "ya no se encuentra": -1, "ya no se fabrica": -1, "nicht verfugbar": -1, "nicht mehr verfugbar": -1,
  "nicht erhaltlich": -1, "nicht mehr erhaltlich": -1, "derzeit ausgesetzt": -1, "vorerst ausgesetzt": -1,
  "took days": -1, "takes days": -1, "took weeks": -1, "takes weeks": -1,
  // "I wouldn't pick Vitality"; "that simplicity comes at a price", "cela a un prix", "hat ihren Preis".
  "wouldn't pick": -1, "would not pick": -1, "wouldn't choose": -1, "would not choose": -1, "comes at a price": -1,
  "come at a price": -1, "disparaissent vite": -1, "disparait vite": -1, "disappear quickly": -1, "disappears quickly": -1,
  "en la practica": 0, "dans la pratique": 0, "en pratique": 0, "la diferencia se nota": 1, "se nota la diferencia": 1,
  "la difference se sent": 1, "you can taste the difference": 1, "vaut vraiment la peine": 1, "plante souvent": -1,
  "plante regulierement": -1, "gar nicht gibt": -1, "nicht so stark": -1, "nicht besonders stark": -1, "wirkt oft leer": -1,
  "wirkt leer": -1, "out of order": -1, "aren't kept clean": -1, "isn't kept clean": -1, "not kept clean": -1,
  "flakes in broth": 0, "flakes in jelly": 0, "flakes in gravy": 0, "desaparecen rapido": -1, "desaparece rapido": -1, "verschwinden schnell": -1, "verschwindet schnell": -1, "a son prix": -1, "tiene su precio": -1, "hat seinen preis": -1, "hat ihren preis": -1,
  "seul vrai bemol": 0, "seul petit bemol": 0, "unico inconveniente": 0, "only real complaint": 0, "only complaint": 0,
  "difficile de trouver a redire": 1, "dificil de batir": 1, "schwer zu schlagen": 1,
  "sin avisar": -1, "without warning": -1, "sans prevenir": -1, "ohne vorwarnung": -1, "todo bien hasta que": -1,
  "all good until": -1, "erst nach tagen": -1, "erst nach wochen": -1, "you get what you pay for": -1,
  "leave it on the shelf": -1, "cobra comisiones": -1, "charges fees": -1, "charges a fee": -1, "facture des frais": -1,
  "verlangt gebuhren": -1, "berechnet gebuhren": -1, "dificil reprocharle": 1, "dificil ponerle pegas": 1, "dificil ponerle un pero": 1,
  "hard to beat": 1, "hard to fault": 1, "tough to beat": 1, "steer clear": -1, "stay away": -1, "look elsewhere": -1,
  "peace of mind": 1, "todo riesgo": 0, "tous risques": 0, "all-risk": 0, "hard to justify": -1, "difficult to justify": -1, "watch out": -1, "cut back": -1, "runs out fast": -1, "run out fast": -1, "sells out fast": -1, "sell out fast": -1, "runs out": -1, "run out": -1, "sold out": -1, "out of stock": -1, "limited to": 0, "free plan": 0, "free plans": 0, "free version": 0, "aggressive pricing": 1, "aggressive prices": 1, "default choice": 1, "built to last": 1, "agressif sur les prix": 1, "difficile a justifier": -1, "difficile a battre": 1, "dificil de superar": 1, "dificil de justificar": -1, "besonders stark": 1, "sehr stark": 1, "schwer zu rechtfertigen": -1, "limited companies": 0, "good part": 0, "vrai plus": 1, "le plus sur": 1, "la plus sure": 1, "les plus surs": 1, "les plus sures": 1, "un choix sur": 1, "gros plus": 1, "bonne partie": 0, "buena parte": 0, "erste adresse": 1, "value for money": 1, "limited company": 0, "free tier": 0, "free trial": 0, "feel free": 0,
  "leaves a lot to be desired": -1, "falls short": -1, "fall short": -1, "no-brainer": 1, "well worth": 1,
  "vaut le coup": 1, "laisse a desirer": -1, "a eviter": -1, "point fort": 1, "points forts": 1, "point faible": -1,
  "points faibles": -1, "valeur sure": 1, "rapport qualite-prix": 0, "rapport qualite prix": 0, "souleve des questions": -1,
  "vale la pena": 1, "deja que desear": -1, "deja mucho que desear": -1, "punto fuerte": 1, "punto debil": -1,
  "relacion calidad-precio": 0, "relacion calidad precio": 0, "no compensa": -1,
  "hard to recommend": -1, "difficult to recommend": -1, "bring myself to recommend": 1, "switching away": -1, "switch away": -1, "moving away from": -1, "difficile a recommander": -1,
  "dificil de recomendar": -1, "schwer zu empfehlen": -1, "se queda corta": -1, "se queda corto": -1, "se quedan cortos": -1,
  "se quedan cortas": -1, "no basta": -1, "reste en deca": -1, "greift zu kurz": -1,
  "sin sabor": -1, "sin apenas sabor": -1, "sans saveur": -1, "sans gout": -1, "ohne geschmack": -1, "no flavour": -1,
  "no flavor": -1, "tiers payant": 0, "progressifs": 0, "progressives": 0, "progresivas": 0, "progresivos": 0,
  "makes up for": 1, "make up for": 1, "made up for": 1, "making up for": 1, "more than makes up": 1,
  "kaum zu schlagen": 1, "lasst zu wunschen ubrig": -1, "lasst zu wunschen": -1, "finger weg": -1, "ein muss": 1,
  "preis-leistungs-verhaltnis": 0,
  "varie beaucoup": -1, "varie fortement": -1, "varies widely": -1, "varies a lot": -1, "varia mucho": -1,
  "schwankt stark": -1, "buying twice": -1, "zieht sich": -1, "ziehen sich": -1, "can t think of a better": 1, "cannot think of a better": 1, "no better": 1, "nothing better": 1,
  "no hay nada mejor": 1, "nichts besseres": 1, "kein besseres": 1, "on ne fait pas mieux": 1, "keeps its shape": 1,
  "keep their shape": 1, "garde sa forme": 1, "gardent leur forme": 1, "mantiene su forma": 1, "behalt ihre form": 1,
  "behalten ihre form": 1, "a lottery": -1, "costs more": -1, "con facilidad": 0, "se rayan": -1, "se raya": -1,
  "se aflojan": -1, "no esperes milagros": -1, "erst tage spater": -1, "erst wochen spater": -1, "faire preise": 1, "faire konditionen": 1, "faire bedingungen": 1, "faire tarife": 1, "serious risk": -1, "real risk": -1, "never asked for": -1, "difficile a prendre en defaut": 1,
  "auf anhieb": 1, "false economy": -1, "nothing else matches": 1, "nothing else comes close": 1, "nothing beats": 1, "erste wahl": 1, "first choice": 1, "premier choix": 1, "primera opcion": 1, "nie wieder": -1, "never again": -1, "plus jamais": -1, "nunca mas": -1, "verziehen sich": -1,
  "verzieht sich": -1, "hard to": -1, "the best that can be said": -1, "better known": 0, "mieux connu": 0,
  "mas conocido": 0, "mas conocida": 0, "run small": -1, "obvious choice": 1, "letra pequena": -1, "petites lignes": -1,
  "fine print": -1, "pris une ride": -1, "attend mieux": -1, "attend nettement mieux": -1, "attend beaucoup mieux": -1,
  "expect better": -1, "expect more": -1, "rien a redire": 1, "difficile de faire mieux": 1, "hard to do better": 1, "grosse auswahl": 1, "grosses sortiment": 1, "wide selection": 1, "large selection": 1,
  "large choix": 1, "grand choix": 1, "einzige haken": 0, "einzige nachteil": 0, "einzige manko": 0, "only catch": 0,
  "only drawback": 0, "only downside": 0, "seul bemol": 0, "seul defaut": 0, "unico pero": 0, "unica pega": 0, "reactive skin": 0, "peau reactive": 0, "auf sich warten": -1, "a cuenta": 1, "a la hauteur": 1, "a la altura": 1, "up to par": 1, "sin terminar": -1, "a medio terminar": -1,
  "sans caractere": -1, "think twice": -1, "halten ewig": 1, "halt ewig": 1, "halt monatelang": 1, "halten jahrelang": 1, "halt jahrelang": 1, "vaut largement": 1, "valent largement": 1, "n a rien a envier": 1, "bien des": 0,
  "laisse passer l'eau": -1, "ne tient pas": -1, "no tiene nada que envidiar": 1, "nada que envidiar": 1, "sabe a poco": -1,
  "cumple de sobra": 1, "con creces": 0, "in nichts nach": 1, "mehr als aus": 1, "nutzt sich": -1, "nutzen sich": -1,
  "wears through": -1, "wear through": -1, "runs narrow": -1, "runs small": -1, "gone up": -1, "went up": -1, "lose out": -1, "mieux vaut": 0, "ojo con": -1, "cuidado con": -1, "stands out": 1, "stand out": 1, "sticht heraus": 1, "wipes out": -1, "only worth": 0, "as well": 0, "wurde ich nicht nehmen": -1, "wurde ich nicht kaufen": -1,
  "wurde ich nicht wieder": -1, "no lo volveria a": -1, "no volveria a": -1, "je ne le reprendrais pas": -1, "par excellence": 0, "por excelencia": 0, "merezca la pena": 1, "merecer la pena": 1, "sin sorpresas": 1,
  "en dernier recours": -1, "last resort": -1, "como ultimo recurso": -1, "ultimo recurso": -1,
  "fait l'unanimite": 1, "font l'unanimite": 1, "ya no es lo que era": -1, "n'est plus ce qu'il etait": -1,
  "n'est plus ce qu'elle etait": -1, "isn't what it used to be": -1, "is not what it used to be": -1,
  "que nadie ha pedido": -1, "que nadie pidio": -1, "nobody asked for": -1, "que personne n'a demande": -1,
  "die niemand braucht": -1, "die keiner braucht": -1, "se queda muy por debajo": -1, "se queda por debajo": -1,
  "queda muy por debajo": -1, "queda por debajo": -1, "se quedan por debajo": -1, "quedan por debajo": -1, "i'd skip": -1,
  "i would skip": -1, "kommen sie nicht weit": -1, "kommt man nicht weit": -1, "kommen nicht weit": -1, "kommt nicht weit": -1,
  "won't get far": -1,
  "never looked back": 1, "never look back": 1, "no looking back": 1, "shrugs off": 1, "shrug off": 1, "shrugged off": 1,
  "limited lifetime": 0, "mixed fleet": 0, "mixed fleets": 0, "widest acceptance": 1, "gave up": -1, "gives up": -1, "behind a paywall": -1, "detras del pago": -1,
  "detras de un muro de pago": -1, "derriere un paywall": -1, "hinter einer bezahlschranke": -1, "good reviews": 1, "great reviews": 1,
  "bad reviews": -1, "buenas criticas": 1, "buenas resenas": 1, "malas criticas": -1, "malas resenas": -1,
  "bonnes critiques": 1, "bons avis": 1, "mauvaises critiques": -1, "mauvais avis": -1, "gute kritiken": 1, "gute bewertungen": 1,
  "schlechte bewertungen": -1, "einziger haken": 0, "einziger nachteil": 0, "einziges manko": 0, "good value": 1, "great value": 1, "poor value": -1, "bad value": -1,
  "difficile de trouver mieux": 1, "hard to find better": 1, "hard to find a better": 1, "dificil encontrar algo mejor": 1,
  "dificil de encontrar algo mejor": 1, "dificil encontrar mejor": 1, "worth knowing": 0, "worth mentioning": 0, "worth noting": 0, "bon a savoir": 0,
  "tient ses promesses": 1, "tiennent leurs promesses": 1, "halt was es verspricht": 1, "halten was sie versprechen": 1,
  // "rien ne vaut son jardin d'enfants": nothing is worth as much, as "nothing beats".
  "rien ne vaut": 1, "no hay nada como": 1, "nada supera": 1, "nichts geht uber": 1, "geht nichts uber": 1,
  // What one pays on top: "charges extra for bedding", "you end up paying more".
  "charges extra": -1, "charge extra": -1, "pay more": -1, "pays more": -1, "paying more": -1, "cobra aparte": -1,
  "cobran aparte": -1, "pagar mas": -1, "pagando mas": -1, "mehr bezahlen": -1, "mehr zahlen": -1,
  // Pressure to buy: "no pressure to upgrade", "aucune vente forcée", "sin presión comercial".
  "pressure to": -1, "sales pressure": -1, "vente forcee": -1, "ventes forcees": -1, "pression commerciale": -1,
  "presion comercial": -1, "s'ecaille": -1, "s'ecaillent": -1, "se descascara": -1, "se descascaran": -1,
  "blattert ab": -1, "blattern ab": -1,
  // French and Spanish "simple" before its noun is "mere": "une simple vidange", "una simple llamada".
  "un simple": 0, "une simple": 0, "de simples": 0, "una simple": 0,
  // Arriving late: "las alertas llegan tarde", "die Pakete kamen spät" ("tarde" alone is also "afternoon").
  "llega tarde": -1, "llegan tarde": -1, "llego tarde": -1, "llegaron tarde": -1, "llegar tarde": -1, "llegando tarde": -1,
  "kommt spat": -1, "kommen spat": -1, "kam spat": -1, "kamen spat": -1,
  // Where one would start is one's pick: "yo empezaría por Visionlab", "je commencerais par Nova", "I'd start with Nova".
  "empezaria por": 1, "comenzaria por": 1, "commencerais par": 1, "i'd start with": 1, "i would start with": 1,
  // French words that English stems would read: "concerner" is "to be about" ("en ce qui concerne", not "concern*"),
  // "issue de" is "stemming from" and "à l'issue de" "at the end of" (not "issue*"), "par défaut" is "by default".
  "concerne": 0, "concernent": 0, "concernant": 0, "issue de": 0, "issue du": 0, "issue des": 0, "issue d'": 0,
  "issues de": 0, "issues du": 0, "issues des": 0, "issues d'": 0, "l'issue": 0, "par defaut": 0,
};

/** Size words that judge only next to a price: "high fees", "frais élevés" (bad), "low prices", "precios bajos" (good). */
export const PRICE_WORDS = [
  "costs", "coute", "coutent", "cuesta", "cuestan", "kostet", "kosten", "price", "prices", "pricing", "charges", "fee", "fees", "cost", "costs", "rate", "rates", "premium", "premiums", "bill", "bills",
  "prix", "tarif", "tarifs", "frais", "cout", "couts", "cotisation", "cotisations", "abonnement",
  "precio", "precios", "cargo", "cargos", "tarifa", "tarifas", "comision", "comisiones", "coste", "costes", "cuota", "cuotas", "prima", "primas",
  "preis", "preise", "gebuhr", "gebuhren", "kosten", "tarif", "tarife", "beitrag", "beitrage", "grundgebuhr",
];
export const HIGH = [
  "high", "higher", "highest", "steep", "rise", "rises", "hike", "hikes", "increase", "increases", "augmente", "augmentent", "sube", "suben", "subida", "subidas", "aumenta", "aumentan", "steigen", "steigt", "climb", "climbs", "risen", "rose", "soared", "subido", "subieron", "gestiegen", "erhoht", "erhohung", "eleve", "elevee", "eleves", "elevees", "alto", "alta", "altos", "altas", "elevado", "elevada", "elevados", "elevadas", "hoch", "hohe", "hohen", "hoher", "hoheren",
  "double", "doubles", "triple", "triples", "doubler", "doublent", "tripler", "triplent", "duplicar", "duplica", "duplican",
  "triplicar", "triplica", "verdoppeln", "verdoppelt", "verdreifachen", "verdreifacht",
];
export const LOW = ["low", "lower", "lowest", "bas", "basse", "bas", "bajo", "baja", "bajos", "bajas", "niedrig", "niedrige", "niedrigen", "niedriger", "niedrigsten"];
/** Before "que"/"qu"/"como"/"wie", these make it a comparison ("plus cher que Free"), not a conjunction ("alors que"). */
export const COMPARATIVES = [
  "plus", "moins", "mieux", "meilleur", "meilleure", "meilleurs", "meilleures", "pire", "autant", "aussi",
  "mas", "menos", "mejor", "mejores", "peor", "peores", "tan", "so", "genauso", "ebenso", "as",
];
