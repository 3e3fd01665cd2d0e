import type { CorpusCase } from "./types.ts";

// Round 4 (held-out): names in unusual case, common-word names used as the word, names standing for a place,
// a person, a character or an animal, and sentiment carried by negation or concession. Labelled from the policy only.
export const cases: CorpusCase[] = [
  // ════════════════════════════════════════ en ════════════════════════════════════════
  {
    id: "en-r4-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["case", "prose-before-list", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Wickes", domain: "wickes.co.uk" },
    competitors: [
      { name: "B&Q", domain: "diy.com" },
      { name: "Screwfix", domain: "screwfix.com" },
      { name: "Homebase", domain: "homebase.co.uk" },
    ],
    answer: `For a mid-range kitchen refit in the UK, the realistic shortlist is Wickes or B&Q for the kitchen itself, plus Screwfix for the fixings. Here's how they compare:

1. **Wickes** – The free design appointment is genuinely useful, and you won't find many complaints about the units: one verified buyer wrote "wickes kitchen still looks brand new after six years, not a single door has dropped". Hard to fault at the price. ([wickes.co.uk](https://www.wickes.co.uk/Kitchens/c/1000036?utm_source=chatgpt.com))
2. **B&Q** – The GoodHome range isn't bad-looking, but that's about the best that can be said: planning appointments are hard to book, quotes often come back with missing panels, and delivery slots slip. ([diy.com](https://www.diy.com/rooms/kitchen?utm_source=chatgpt.com))
3. **Screwfix** – Doesn't sell fitted kitchens; it's where fitters buy worktop bolts, hinges and sealant, with click-and-collect from its branches. ([screwfix.com](https://www.screwfix.com/c/kitchens/cat8750001?utm_source=chatgpt.com))

If you're paying for installation, get a separate quote from an independent fitter before committing – it's often cheaper than the retailer's own.`,
    expect: {
      mentions: {
        Wickes: { position: 1, list: 1, sentiment: "positive" },
        "B&Q": { position: 2, list: 2, sentiment: "negative" },
        Screwfix: { position: 3, list: 3, sentiment: "neutral" },
        Homebase: null,
      },
      citations: [
        "https://www.wickes.co.uk/Kitchens/c/1000036?utm_source=chatgpt.com",
        "https://www.diy.com/rooms/kitchen?utm_source=chatgpt.com",
        "https://www.screwfix.com/c/kitchens/cat8750001?utm_source=chatgpt.com",
      ],
      own: ["https://www.wickes.co.uk/Kitchens/c/1000036?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-r4-02",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "possessive", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Canterbury", domain: "canterbury.com" },
    competitors: [
      { name: "Gilbert", domain: "gilbertrugby.com" },
      { name: "Macron", domain: "macron.com" },
      { name: "Kooga", domain: "koogarugby.com" },
    ],
    answer: `If your son's club is in or near Canterbury, the city's two big sports shops stock junior boots and mouthguards, but for matching team kit most Kent clubs order direct from a supplier [1].

Canterbury's junior range is the one most clubs end up with, and it's hard to find a parent who regrets it: the jerseys don't lose their shape after a season of mud and hot washes, and sizes are rarely out of stock [2]. Gilbert is better known for its match balls than for clothing; the kit is perfectly wearable, but junior sizes run small and club orders often arrive late, so it isn't the obvious choice for a full squad [3]. Macron supplies several National League sides and offers club customisation from a minimum order of 15 shirts [4].

Before ordering, check whether your club already has a kit partner, and compare club-pack prices from smaller teamwear brands too [5].

Sources
[1] Kent RFU – Club kit guidance – https://www.kentrugby.co.uk/clubs/kit-guidance
[2] Canterbury – Kids' rugby kit – https://www.canterbury.com/en-gb/kids/
[3] Gilbert Rugby – Teamwear – https://www.gilbertrugby.com/collections/teamwear
[4] Macron – Rugby teamwear – https://www.macron.com/en-gb/teamwear/rugby
[5] Kooga Rugby – Club packs – https://www.koogarugby.com/club-packs`,
    expect: {
      mentions: {
        Canterbury: { position: 1, list: null, sentiment: "positive" },
        Gilbert: { position: 2, list: null, sentiment: "negative" },
        Macron: { position: 3, list: null, sentiment: "neutral" },
        Kooga: null,
      },
      citations: [
        "https://www.kentrugby.co.uk/clubs/kit-guidance",
        "https://www.canterbury.com/en-gb/kids/",
        "https://www.gilbertrugby.com/collections/teamwear",
        "https://www.macron.com/en-gb/teamwear/rugby",
        "https://www.koogarugby.com/club-packs",
      ],
      own: ["https://www.canterbury.com/en-gb/kids/"],
    },
  },
  {
    id: "en-r4-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "alias", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Wordsworth Editions", aliases: ["Wordsworth"], domain: "wordsworth-editions.com" },
    competitors: [
      { name: "Penguin Classics", domain: "penguin.co.uk" },
      { name: "Oxford World's Classics", domain: "oup.com" },
      { name: "Everyman's Library", domain: "everymanslibrary.co.uk" },
    ],
    answer: `## Best editions of Wordsworth for A-level study

For Wordsworth's poetry, the edition matters more than you'd think: exam boards quote line numbers from the 1805 or the 1850 *Prelude*, and cheap reprints don't always say which text they print.

### Quick comparison

| Edition | Price (approx.) | Notes | Good for |
|---|---|---|---|
| Oxford World's Classics – *The Major Works* | £14.99 | Full introduction, dated texts and extensive notes; no obvious weaknesses | Coursework and essays |
| Penguin Classics – *Selected Poems* | £10.99 | Selection of the shorter poems with endnotes | Everyday reading |
| Wordsworth Editions – *The Collected Poems of William Wordsworth* | £3.99 | Cheap, but there are almost no notes and it doesn't say which version of *The Prelude* it prints | Reading for pleasure only |

### Recommendation
Buy the Oxford World's Classics volume if your budget allows; it isn't the cheapest, but nothing else matches its notes. Wordsworth Editions is tempting at under £4, yet for exam work it is a false economy rather than a bargain.`,
    expect: {
      mentions: {
        "Wordsworth Editions": { position: 3, list: 3, sentiment: "negative" },
        "Penguin Classics": { position: 2, list: 2, sentiment: "neutral" },
        "Oxford World's Classics": { position: 1, list: 1, sentiment: "positive" },
        "Everyman's Library": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r4-04",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Hinge", domain: "hinge.co" },
    competitors: [
      { name: "Tinder", domain: "tinder.com" },
      { name: "Bumble", domain: "bumble.com" },
    ],
    answer: `Honestly, a lot will hinge on where you live and your age range, because any dating app is only as good as the people using it near you. That said, here's how the three big ones compare if you're thinking of paying.

Hinge is the one I'd pay for. It's not that the free version is bad, but the subscription genuinely changes things: you see everyone who has already liked you, and you rarely run into the endless "hey" openers that plague other apps.

Tinder is one I wouldn't pay for. It's not without its uses, and plenty of people are on it, but the paid tiers mostly sell visibility and don't fix the real problem of matches who never reply.

Bumble sits in between: in opposite-gender matches women send the first message, and the subscription adds features such as Backtrack and extended matches.

Whichever you choose, give the free version a few weeks before subscribing.`,
    expect: {
      mentions: {
        Hinge: { position: 1, list: null, sentiment: "positive" },
        Tinder: { position: 2, list: null, sentiment: "negative" },
        Bumble: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "en-r4-05",
  },
  {
    id: "en-r4-05",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Hinge", domain: "hinge.co" },
    competitors: [
      { name: "Tinder", domain: "tinder.com" },
      { name: "Bumble", domain: "bumble.com" },
    ],
    answer: `Honestly, a lot will hinge on where you live and your age range, because any dating app is only as good as the people using it near you. That said, here's how the three big ones compare if you're thinking of paying.

Hinge is one I wouldn't pay for. It's not without its uses, and plenty of people are on it, but the paid tiers mostly sell visibility and don't fix the real problem of matches who never reply.

Tinder is the one I'd pay for. It's not that the free version is bad, but the subscription genuinely changes things: you see everyone who has already liked you, and you rarely run into the endless "hey" openers that plague other apps.

Bumble sits in between: in opposite-gender matches women send the first message, and the subscription adds features such as Backtrack and extended matches.

Whichever you choose, give the free version a few weeks before subscribing.`,
    expect: {
      mentions: {
        Hinge: { position: 1, list: null, sentiment: "negative" },
        Tinder: { position: 2, list: null, sentiment: "positive" },
        Bumble: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "en-r4-04",
  },
  {
    id: "en-r4-06",
    lang: "en",
    shape: "short",
    traps: ["possessive", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Nespresso", domain: "nespresso.com" },
    competitors: [
      { name: "Dolce Gusto", domain: "dolce-gusto.co.uk" },
      { name: "Tassimo", domain: "tassimo.co.uk" },
    ],
    answer: `Nespresso isn't the cheapest per capsule, but the Vertuo coffee is in a different league: I wouldn't hesitate to recommend it over Dolce Gusto's pods, which taste thin and watery by comparison.`,
    expect: {
      mentions: {
        Nespresso: { position: 1, list: null, sentiment: "positive" },
        "Dolce Gusto": { position: 2, list: null, sentiment: "negative" },
        Tassimo: null,
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════════════════ fr ════════════════════════════════════════
  {
    id: "fr-r4-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Nickel", domain: "nickel.eu" },
    competitors: [
      { name: "Ma French Bank", domain: "mafrenchbank.fr" },
      { name: "Sumeria", domain: "sumeria.eu" },
    ],
    answer: `Pour un compte sans condition de revenus et ouvert rapidement, voici les options les plus pertinentes :

1. **Nickel** – Le compte s'ouvre chez un buraliste en quelques minutes, sans justificatif de revenus, pour 25 € par an. On ne lui reproche pas grand-chose, et un avis Trustpilot résume bien le ressenti général : « ouvert au tabac du coin, carte en main tout de suite, franchement nickel ». ([nickel.eu](https://nickel.eu/fr/ouvrir-un-compte?utm_source=chatgpt.com))
2. **Ma French Bank** – L'application n'est pas dénuée d'atouts et l'offre est à 2 € par mois, mais les pannes à répétition et un service client difficile à joindre en font un choix que je ne recommanderais pas. ([mafrenchbank.fr](https://www.mafrenchbank.fr/offre?utm_source=chatgpt.com))
3. **Sumeria** – L'ex-Lydia propose un compte avec IBAN français et carte Visa ; l'offre de base est gratuite, les options sont payantes. ([sumeria.eu](https://sumeria.eu/fr/compte?utm_source=chatgpt.com))

En résumé : pour une ouverture immédiate sans paperasse, Nickel reste la solution la plus simple.`,
    expect: {
      mentions: {
        Nickel: { position: 1, list: 1, sentiment: "positive" },
        "Ma French Bank": { position: 2, list: 2, sentiment: "negative" },
        Sumeria: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://nickel.eu/fr/ouvrir-un-compte?utm_source=chatgpt.com",
        "https://www.mafrenchbank.fr/offre?utm_source=chatgpt.com",
        "https://sumeria.eu/fr/compte?utm_source=chatgpt.com",
      ],
      own: ["https://nickel.eu/fr/ouvrir-un-compte?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-r4-02",
    lang: "fr",
    shape: "perplexity",
    traps: ["case", "possessive", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Pathé", domain: "pathe.fr" },
    competitors: [
      { name: "UGC", domain: "ugc.fr" },
      { name: "MK2", domain: "mk2.com" },
      { name: "CGR", domain: "cgrcinemas.fr" },
    ],
    answer: `À Paris, deux abonnements dominent : l'UGC Illimité et le Cinépass de Pathé [1][2].

L'UGC Illimité reste la formule la plus avantageuse pour un spectateur assidu : autour de 25 € par mois pour un nombre de séances illimité, et on ne trouve guère d'avis négatifs sur son rapport qualité-prix [1]. Les salles MK2 acceptent également cette carte [3].

Le Cinépass Pathé n'est pas une mauvaise offre sur le papier, mais les hausses de prix successives et les suppléments pour l'IMAX et la 4DX en réduisent nettement l'intérêt ; un abonné le résume sur un forum : « PATHE c'est devenu hors de prix pour ce que c'est » [2][4].

Hors de Paris, d'autres réseaux proposent leur propre pass [5].

Sources :
[1] UGC – Carte UGC Illimité – https://www.ugc.fr/cartes-ugc-illimite.html
[2] Pathé – Le Cinépass – https://www.pathe.fr/cinepass
[3] MK2 – Cartes et abonnements – https://www.mk2.com/cartes
[4] Dealabs – Le Cinépass Pathé vaut-il encore le coup ? – https://www.dealabs.com/discussions/cinepass-pathe-vaut-il-encore-le-coup-2981234
[5] CGR Cinémas – Le Pass – https://www.cgrcinemas.fr/le-pass/`,
    expect: {
      mentions: {
        Pathé: { position: 2, list: null, sentiment: "negative" },
        UGC: { position: 1, list: null, sentiment: "positive" },
        MK2: { position: 3, list: null, sentiment: "neutral" },
        CGR: null,
      },
      citations: [
        "https://www.ugc.fr/cartes-ugc-illimite.html",
        "https://www.pathe.fr/cinepass",
        "https://www.mk2.com/cartes",
        "https://www.dealabs.com/discussions/cinepass-pathe-vaut-il-encore-le-coup-2981234",
        "https://www.cgrcinemas.fr/le-pass/",
      ],
      own: ["https://www.pathe.fr/cinepass"],
    },
  },
  {
    id: "fr-r4-03",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Uriage", domain: "uriage.com" },
    competitors: [
      { name: "Caudalie", domain: "caudalie.com" },
      { name: "Embryolisse", domain: "embryolisse.com" },
      { name: "Filorga", domain: "filorga.com" },
    ],
    answer: `## Soins pour peau atopique après une cure

Bonne idée de prolonger les effets de votre cure à Uriage : les thermes sont spécialisés en dermatologie, et la plupart des curistes continuent ensuite avec un émollient quotidien à la maison.

### Comparatif

| Produit | Marque | Prix indicatif | À retenir |
|---|---|---|---|
| Xémose Crème relipidante anti-irritations (400 ml) | Uriage | 20 € | Sans parfum, et peu d'utilisateurs se plaignent de la texture ou de tiraillements : difficile de faire mieux à ce prix |
| Lait-Crème Concentré (75 ml) | Embryolisse | 16 € | Crème multi-usage dont la formule n'a pas changé depuis 1950 |
| Vinosource-Hydra Sorbet hydratant (40 ml) | Caudalie | 29 € | Agréable à appliquer, mais parfumé et peu nourrissant : pas adapté à une peau atopique |

### Conseil
Pour une peau qui gratte, Uriage reste le choix le plus sûr ; Caudalie a de beaux soins, mais pas pour cet usage.`,
    expect: {
      mentions: {
        Uriage: { position: 1, list: 1, sentiment: "positive" },
        Caudalie: { position: 3, list: 3, sentiment: "negative" },
        Embryolisse: { position: 2, list: 2, sentiment: "neutral" },
        Filorga: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r4-04",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "possessive", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Hermès", domain: "hermes.com" },
    competitors: [
      { name: "Mugler", domain: "mugler.com" },
      { name: "Jean Paul Gaultier", domain: "jeanpaulgaultier.com" },
    ],
    answer: `Pour un père amateur de notes boisées et, si j'ai bien compris, passionné de mythologie grecque, Terre d'Hermès est le choix que je ferais. On pourrait lui reprocher d'être devenu un classique qu'on croise partout, mais ce serait injuste : l'accord d'orange, de vétiver et de silex n'a pas pris une ride depuis 2006, et il tient sans problème une journée entière. L'eau de toilette de 100 ml tourne autour de 120 €.

Le clin d'œil devrait lui plaire, même si la maison n'a aucun lien avec Hermès, le messager des dieux : elle porte le nom de son fondateur, un sellier du XIXᵉ siècle.

Je serais moins enthousiaste pour Mugler. A*Men a ses fans, mais son sillage très sucré, caramel et café, n'a rien de boisé et finit par lasser ; ce n'est pas ce que j'offrirais à quelqu'un qui aime le vétiver.

Le Male Elixir de Jean Paul Gaultier, un peu au-dessus de 100 €, est une autre piste, plus ambrée et vanillée que boisée.`,
    expect: {
      mentions: {
        Hermès: { position: 1, list: null, sentiment: "positive" },
        Mugler: { position: 2, list: null, sentiment: "negative" },
        "Jean Paul Gaultier": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r4-05",
    lang: "fr",
    shape: "copilot",
    traps: ["sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Enercoop", domain: "enercoop.fr" },
    competitors: [
      { name: "Ohm Énergie", domain: "ohm-energie.com" },
      { name: "ilek", domain: "ilek.fr" },
      { name: "Plüm énergie", domain: "plum.fr" },
    ],
    answer: `Pour une électricité réellement verte, le critère clé est l'origine de l'électricité : certains fournisseurs l'achètent directement à des producteurs renouvelables, d'autres se contentent d'acheter des garanties d'origine [1].

Enercoop n'est pas le fournisseur le moins cher, mais difficile de faire plus transparent : la coopérative achète toute son électricité à des producteurs indépendants et publie la liste de ses sources [2].

Ohm Énergie attire avec des prix bas, mais ses offres ne sont pas les plus exigeantes sur l'origine de l'électricité, et plusieurs clients signalent de fortes hausses après la première année [3].

ilek met en relation ses clients avec des producteurs locaux (hydraulique, éolien, solaire) ; on choisit son producteur sur le site [4].

[1] Greenpeace – Guide de l'électricité verte – https://www.guide-electricite-verte.fr/
[2] Enercoop – Nos producteurs – https://www.enercoop.fr/nos-producteurs
[3] Que Choisir – Comparatif fournisseurs d'électricité – https://www.quechoisir.org/comparatif-fournisseur-d-electricite-n21241/
[4] ilek – Nos producteurs – https://www.ilek.fr/producteurs`,
    expect: {
      mentions: {
        Enercoop: { position: 1, list: null, sentiment: "positive" },
        "Ohm Énergie": { position: 2, list: null, sentiment: "negative" },
        ilek: { position: 3, list: null, sentiment: "neutral" },
        "Plüm énergie": null,
      },
      citations: [
        "https://www.guide-electricite-verte.fr/",
        "https://www.enercoop.fr/nos-producteurs",
        "https://www.quechoisir.org/comparatif-fournisseur-d-electricite-n21241/",
        "https://www.ilek.fr/producteurs",
      ],
      own: ["https://www.enercoop.fr/nos-producteurs"],
    },
  },
  {
    id: "fr-r4-06",
    lang: "fr",
    shape: "short",
    traps: ["common-word", "alias", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "St Michel", aliases: ["Saint Michel"], domain: "stmichel.fr" },
    competitors: [
      { name: "La Mère Poulard", domain: "merepoulard.com" },
      { name: "LU", domain: "lu.fr" },
    ],
    answer: `D'après ce que j'ai lu dans les comparatifs, Saint Michel reste la valeur sûre pour des galettes pur beurre : rien à redire ni sur le goût ni sur le prix ; La Mère Poulard n'est pas mauvaise, mais à ce tarif on attend nettement mieux.`,
    expect: {
      mentions: {
        "St Michel": { position: 1, list: null, sentiment: "positive" },
        "La Mère Poulard": { position: 2, list: null, sentiment: "negative" },
        LU: null,
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════════════════ es ════════════════════════════════════════
  {
    id: "es-r4-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["case", "alias", "prose-before-list", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Multiópticas", domain: "multiopticas.com" },
    competitors: [
      { name: "General Óptica", domain: "generaloptica.es" },
      { name: "Alain Afflelou", aliases: ["Afflelou"], domain: "afflelou.es" },
      { name: "Opticalia", domain: "opticalia.com" },
    ],
    answer: `General Óptica y Multiópticas son las cadenas con más tiendas en España, pero para unas gafas progresivas conviene mirar algo más que la cercanía. Estas son las opciones más recomendadas:

1. **Multiópticas** – No es la más barata, pero el servicio posventa lo compensa: ajustes gratuitos y garantía de adaptación a los progresivos. Las reseñas de Google van en la misma línea: «En MULTIOPTICAS me cambiaron las lentes sin poner ni una pega, cero problemas». ([multiopticas.com](https://www.multiopticas.com/progresivos?utm_source=chatgpt.com))
2. **Afflelou** – Conocida por la promoción «Tchin Tchin», que añade unas segundas gafas por 1 €. Los progresivos con graduación parten de unos 190 €. ([afflelou.es](https://www.afflelou.es/gafas-graduadas/progresivos/?utm_source=chatgpt.com))
3. **General Óptica** – Tiene tiendas en casi todas las ciudades, pero eso no se traduce en un buen servicio: las esperas para la revisión son largas y varias reseñas hablan de progresivos mal centrados que hubo que rehacer. ([generaloptica.es](https://www.generaloptica.es/es/progresivos?utm_source=chatgpt.com))

Consejo: sea cual sea la cadena, pide que te midan la altura de montaje con la montura ya ajustada.`,
    expect: {
      mentions: {
        Multiópticas: { position: 2, list: 1, sentiment: "positive" },
        "General Óptica": { position: 1, list: 3, sentiment: "negative" },
        "Alain Afflelou": { position: 3, list: 2, sentiment: "neutral" },
        Opticalia: null,
      },
      citations: [
        "https://www.multiopticas.com/progresivos?utm_source=chatgpt.com",
        "https://www.afflelou.es/gafas-graduadas/progresivos/?utm_source=chatgpt.com",
        "https://www.generaloptica.es/es/progresivos?utm_source=chatgpt.com",
      ],
      own: ["https://www.multiopticas.com/progresivos?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-r4-02",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Ocaso", domain: "ocaso.es" },
    competitors: [
      { name: "Santalucía", domain: "santalucia.es" },
      { name: "Meridiano", domain: "meridiano.es" },
      { name: "Nortehispana", domain: "nortehispana.com" },
    ],
    answer: `Un seguro de decesos cubre el sepelio y los trámites, y conviene contratarlo mucho antes de llegar al ocaso de la vida, porque la prima sube con la edad [1].

Santalucía es la aseguradora con más pólizas de decesos en España y lleva más de un siglo en el ramo [2]. Ocaso no es la más conocida, pero no tiene nada que envidiar a las grandes: su prima nivelada evita las subidas bruscas a partir de los 65 años y apenas hay quejas sobre la gestión del servicio [3][4].

Meridiano, en cambio, sí acumula reclamaciones: aunque su precio de entrada es atractivo, muchos asegurados denuncian subidas anuales de la prima que nadie les había explicado [4].

Antes de firmar, compara siempre la prima natural con la nivelada [1].

Fuentes
[1] OCU – Seguros de decesos: qué mirar antes de contratar – https://www.ocu.org/dinero/seguros/consejos/seguro-decesos
[2] Santalucía – Seguro de decesos – https://www.santalucia.es/seguros-decesos
[3] Ocaso Seguros – Decesos – https://www.ocaso.es/seguro-de-decesos/
[4] Rankia – Opiniones sobre seguros de decesos – https://www.rankia.com/foros/seguros/temas/3012345-opiniones-seguros-decesos`,
    expect: {
      mentions: {
        Ocaso: { position: 2, list: null, sentiment: "positive" },
        Santalucía: { position: 1, list: null, sentiment: "neutral" },
        Meridiano: { position: 3, list: null, sentiment: "negative" },
        Nortehispana: null,
      },
      citations: [
        "https://www.ocu.org/dinero/seguros/consejos/seguro-decesos",
        "https://www.santalucia.es/seguros-decesos",
        "https://www.ocaso.es/seguro-de-decesos/",
        "https://www.rankia.com/foros/seguros/temas/3012345-opiniones-seguros-decesos",
      ],
      own: ["https://www.ocaso.es/seguro-de-decesos/"],
    },
  },
  {
    id: "es-r4-03",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Victoria", domain: "cervezavictoria.es" },
    competitors: [
      { name: "Moritz", domain: "moritz.com" },
      { name: "Ámbar", domain: "cervezasambar.com" },
    ],
    answer: `## Cervezas lager españolas para una barbacoa

Si el plan es ver el partido y celebrar una victoria del Málaga con amigos, lo que buscas es una lager ligera, fácil de beber y que no se caliente enseguida en el vaso.

### Comparativa rápida

| Cerveza | Origen | Graduación | Valoración |
|---|---|---|---|
| Moritz | Barcelona | 5,4 % | Correcta, aunque algo plana; no destaca en nada |
| Victoria | Málaga | 4,8 % | No es una cerveza compleja, pero nadie se queja: refrescante, sin amargor excesivo y a buen precio |
| Ámbar Especial | Zaragoza | 5,2 % | Lager de la casa zaragozana; se distribuye sobre todo en Aragón |

### Conclusión
Para una barbacoa en Málaga, Victoria es la apuesta segura; Moritz no está mal, pero no justifica pagar más por ella.`,
    expect: {
      mentions: {
        Victoria: { position: 2, list: 2, sentiment: "positive" },
        Moritz: { position: 1, list: 1, sentiment: "negative" },
        Ámbar: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r4-04",
    lang: "es",
    shape: "claude",
    traps: ["common-word", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Springfield", domain: "myspringfield.com" },
    competitors: [
      { name: "Jack & Jones", domain: "jackjones.com" },
      { name: "Sfera", domain: "sfera.com" },
    ],
    answer: `Para camisetas de Los Simpson, lo más fiable son las colecciones con licencia de las grandes cadenas. Tiene gracia la coincidencia, pero que Homer viva en Springfield no significa que la cadena española tenga más productos de la serie que las demás.

Jack & Jones es donde yo miraría primero: no es la opción más barata, pero sus camisetas con licencia (Marvel, Star Wars y, de vez en cuando, Los Simpson) no se deforman con los lavados y las tallas no dan sorpresas.

Springfield tiene buenos básicos a precios razonables, aunque para esto no es el sitio: sus colecciones de personajes son escasas, se agotan enseguida y, cuando las hay, el estampado no aguanta muchos lavados.

Sfera también saca camisetas gráficas de vez en cuando; conviene revisar [su web](https://www.sfera.com/es/hombre/camisetas/) al empezar cada temporada.`,
    expect: {
      mentions: {
        Springfield: { position: 2, list: null, sentiment: "negative" },
        "Jack & Jones": { position: 1, list: null, sentiment: "positive" },
        Sfera: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.sfera.com/es/hombre/camisetas/"],
      own: [],
    },
  },
  {
    id: "es-r4-05",
    lang: "es",
    shape: "copilot",
    traps: ["sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Evo Banco", domain: "evobanco.com" },
    competitors: [
      { name: "Bankinter", domain: "bankinter.com" },
      { name: "Ibercaja", domain: "ibercaja.es" },
      { name: "Kutxabank", domain: "kutxabank.es" },
    ],
    answer: `Si buscas una hipoteca fija sin demasiadas vinculaciones, hay tres opciones que aparecen en casi todas las comparativas [1].

Bankinter ofrece uno de los tipos fijos más bajos del mercado, pero no sin letra pequeña: para llegar a él hay que domiciliar la nómina y contratar seguros de vida y hogar, y sin esas vinculaciones el tipo deja de ser competitivo [2].

La Hipoteca Inteligente de Evo Banco no tiene comisión de apertura ni obliga a contratar seguros con el banco, y sus clientes no suelen quejarse de la tramitación, que es online y rápida [3].

Ibercaja tiene hipoteca fija con y sin bonificaciones; pide la FEIN y compara la TAE, no solo el TIN [4].

[1] HelpMyCash – Mejores hipotecas fijas – https://www.helpmycash.com/hipotecas/mejores-hipotecas-fijas/
[2] Bankinter – Hipoteca Fija – https://www.bankinter.com/banca/hipotecas/hipoteca-fija
[3] EVO Banco – Hipoteca Inteligente – https://www.evobanco.com/hipotecas/hipoteca-inteligente/
[4] Ibercaja – Hipotecas – https://www.ibercaja.es/particulares/hipotecas/`,
    expect: {
      mentions: {
        "Evo Banco": { position: 2, list: null, sentiment: "positive" },
        Bankinter: { position: 1, list: null, sentiment: "negative" },
        Ibercaja: { position: 3, list: null, sentiment: "neutral" },
        Kutxabank: null,
      },
      citations: [
        "https://www.helpmycash.com/hipotecas/mejores-hipotecas-fijas/",
        "https://www.bankinter.com/banca/hipotecas/hipoteca-fija",
        "https://www.evobanco.com/hipotecas/hipoteca-inteligente/",
        "https://www.ibercaja.es/particulares/hipotecas/",
      ],
      own: ["https://www.evobanco.com/hipotecas/hipoteca-inteligente/"],
    },
  },
  {
    id: "es-r4-06",
    lang: "es",
    shape: "short",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Nacex", domain: "nacex.es" },
    competitors: [
      { name: "Tipsa", domain: "tip-sa.com" },
      { name: "Zeleris", domain: "zeleris.com" },
    ],
    answer: `Para envíos urgentes entre Madrid y Barcelona, Nacex no falla casi nunca y entrega antes de las 10:00; Tipsa es algo más barata, pero no es raro que se retrase un día.`,
    expect: {
      mentions: {
        Nacex: { position: 1, list: null, sentiment: "positive" },
        Tipsa: { position: 2, list: null, sentiment: "negative" },
        Zeleris: null,
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════════════════ de ════════════════════════════════════════
  {
    id: "de-r4-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["case", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Görtz", domain: "goertz.de" },
    competitors: [
      { name: "Deichmann", domain: "deichmann.com" },
      { name: "Reno", domain: "reno.de" },
      { name: "Snipes", domain: "snipes.com" },
    ],
    answer: `Für Winterstiefel fürs Kind lohnt sich ein Vergleich zwischen den großen Schuhketten. Die wichtigsten Optionen:

1. **Görtz** – Nicht gerade günstig, aber an der Beratung gibt es nichts auszusetzen: In vielen Filialen wird der Kinderfuß noch gemessen, und die Auswahl an Marken wie Ricosta und Superfit ist groß. ([goertz.de](https://www.goertz.de/kinder/schuhe/?utm_source=chatgpt.com))
2. **Deichmann** – Günstige Eigenmarken wie Elefanten und Bobbi-Shoes. Die Preise sind zwar kaum zu unterbieten, doch über die Haltbarkeit hört man wenig Gutes; eine typische Bewertung: „deichmann stiefel nach 6 wochen durchgelaufen, nie wieder“. ([deichmann.com](https://www.deichmann.com/de-de/kinder/?utm_source=chatgpt.com))
3. **Reno** – Ähnliches Preisniveau, regelmäßige Rabattaktionen; die Filialen liegen meist in Einkaufszentren und Fachmarktzentren. ([reno.de](https://www.reno.de/kinder/?utm_source=chatgpt.com))

Tipp: Lassen Sie die Füße vor dem Kauf messen – Kinderfüße wachsen in einem Winter oft um eine halbe Größe.`,
    expect: {
      mentions: {
        Görtz: { position: 1, list: 1, sentiment: "positive" },
        Deichmann: { position: 2, list: 2, sentiment: "negative" },
        Reno: { position: 3, list: 3, sentiment: "neutral" },
        Snipes: null,
      },
      citations: [
        "https://www.goertz.de/kinder/schuhe/?utm_source=chatgpt.com",
        "https://www.deichmann.com/de-de/kinder/?utm_source=chatgpt.com",
        "https://www.reno.de/kinder/?utm_source=chatgpt.com",
      ],
      own: ["https://www.goertz.de/kinder/schuhe/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-r4-02",
    lang: "de",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Frosch", domain: "frosch.de" },
    competitors: [
      { name: "Sonett", domain: "sonett.eu" },
      { name: "Ecover", domain: "ecover.com" },
      { name: "Almawin", domain: "almawin.de" },
    ],
    answer: `Wenn das Putzwasser in der Nähe eines Gartenteichs landet, zählt vor allem, wie schnell die Tenside abgebaut werden: Ein Frosch nimmt Schadstoffe direkt über die Haut auf, und schon geringe Mengen Duftstoffe können Amphibien schaden [1].

Sonett ist hier die naheliegende Wahl: Die Reiniger sind frei von synthetischen Duft- und Konservierungsstoffen, und an der Abbaubarkeit gibt es nichts zu bemängeln [2]. Frosch gehört zum Mainzer Unternehmen Werner & Mertz und wird in fast jedem Supermarkt verkauft [3]. Ecover ist zwar ebenfalls leicht zu bekommen, überzeugt aber nicht: Bei Öko-Test fiel der Allzweckreiniger wegen eines allergenen Duftstoffs durch [4].

Verdünnen Sie jeden Reiniger stark und kippen Sie das Wasser nie direkt ins Beet am Teich [1].

Quellen
[1] NABU – Gartenteich naturnah pflegen – https://www.nabu.de/umwelt-und-ressourcen/oekologisch-leben/balkon-und-garten/gartenteich.html
[2] Sonett – Allzweckreiniger – https://www.sonett.eu/produkte/allzweckreiniger/
[3] Frosch – Über uns – https://www.frosch.de/ueber-uns/
[4] Öko-Test – Allzweckreiniger im Test – https://www.oekotest.de/bauen-wohnen/Allzweckreiniger-im-Test_12345_1.html`,
    expect: {
      mentions: {
        Frosch: { position: 2, list: null, sentiment: "neutral" },
        Sonett: { position: 1, list: null, sentiment: "positive" },
        Ecover: { position: 3, list: null, sentiment: "negative" },
        Almawin: null,
      },
      citations: [
        "https://www.nabu.de/umwelt-und-ressourcen/oekologisch-leben/balkon-und-garten/gartenteich.html",
        "https://www.sonett.eu/produkte/allzweckreiniger/",
        "https://www.frosch.de/ueber-uns/",
        "https://www.oekotest.de/bauen-wohnen/Allzweckreiniger-im-Test_12345_1.html",
      ],
      own: ["https://www.frosch.de/ueber-uns/"],
    },
  },
  {
    id: "de-r4-03",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Jever", domain: "jever.de" },
    competitors: [
      { name: "Beck's", domain: "becks.de" },
      { name: "Krombacher", domain: "krombacher.de" },
      { name: "Veltins", domain: "veltins.de" },
    ],
    answer: `## Herbe Pilsbiere im Vergleich

Wer es wirklich herb mag, landet fast zwangsläufig im Norden: In Jever, einer Kleinstadt in Friesland, wird seit 1848 gebraut, und auch die übrigen bitteren Klassiker kommen überwiegend aus Norddeutschland.

### Übersicht

| Bier | Brauereistandort | Bittereinheiten (ca.) | Einschätzung |
|---|---|---|---|
| Jever Pilsener | Jever | 35 | Nicht jedermanns Sache, aber genau das macht es aus: herb, trocken, ohne einen Hauch von Süße – für Pils-Fans kaum zu übertreffen |
| Beck's Pils | Bremen | 27 | Klassisches Bremer Pils, in fast jedem Getränkemarkt erhältlich |
| Krombacher Pils | Kreuztal | 24 | Süffig, aber für ein herbes Pils enttäuschend mild; wirklich bitter ist es nicht |

### Fazit
Für Liebhaber herber Biere ist Jever die erste Wahl; Krombacher ist nicht schlecht, gehört aber eher in die Kategorie „mild“.`,
    expect: {
      mentions: {
        Jever: { position: 1, list: 1, sentiment: "positive" },
        "Beck's": { position: 2, list: 2, sentiment: "neutral" },
        Krombacher: { position: 3, list: 3, sentiment: "negative" },
        Veltins: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r4-04",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Blau", domain: "blau.de" },
    competitors: [
      { name: "congstar", domain: "congstar.de" },
      { name: "fraenk", domain: "fraenk.de" },
    ],
    answer: `Bevor Sie wechseln: Auf vielen Netzkarten ist die 5G-Abdeckung blau eingefärbt – prüfen Sie dort zuerst Ihre Wohnadresse [1].

Blau ist nicht der billigste Anbieter, aber es gibt kaum etwas auszusetzen: Die Tarife sind monatlich kündbar, die Abrechnung ist transparent, und über Funklöcher klagen Kunden selten [2].

congstar ist zwar flexibel, überzeugt aber nicht: Für das gleiche Geld gibt es anderswo mehr Datenvolumen, und der Kundenservice ist schwer zu erreichen [3].

fraenk nutzt das Telekom-Netz und wird komplett per App verwaltet; es gibt nur einen Tarif mit wählbarem Datenvolumen [4].

[1] Teltarif – Netzabdeckung prüfen – https://www.teltarif.de/netzabdeckung/
[2] Blau – Handytarife – https://www.blau.de/handytarife/
[3] congstar – Allnet Flat – https://www.congstar.de/handytarife/allnet-flat/
[4] fraenk – So funktioniert's – https://www.fraenk.de/so-funktionierts/`,
    expect: {
      mentions: {
        Blau: { position: 1, list: null, sentiment: "positive" },
        congstar: { position: 2, list: null, sentiment: "negative" },
        fraenk: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.teltarif.de/netzabdeckung/",
        "https://www.blau.de/handytarife/",
        "https://www.congstar.de/handytarife/allnet-flat/",
        "https://www.fraenk.de/so-funktionierts/",
      ],
      own: ["https://www.blau.de/handytarife/"],
    },
    pair: "de-r4-05",
  },
  {
    id: "de-r4-05",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Blau", domain: "blau.de" },
    competitors: [
      { name: "congstar", domain: "congstar.de" },
      { name: "fraenk", domain: "fraenk.de" },
    ],
    answer: `Bevor Sie wechseln: Auf vielen Netzkarten ist die 5G-Abdeckung blau eingefärbt – prüfen Sie dort zuerst Ihre Wohnadresse [1].

Blau ist zwar flexibel, überzeugt aber nicht: Für das gleiche Geld gibt es anderswo mehr Datenvolumen, und der Kundenservice ist schwer zu erreichen [2].

congstar ist nicht der billigste Anbieter, aber es gibt kaum etwas auszusetzen: Die Tarife sind monatlich kündbar, die Abrechnung ist transparent, und über Funklöcher klagen Kunden selten [3].

fraenk nutzt das Telekom-Netz und wird komplett per App verwaltet; es gibt nur einen Tarif mit wählbarem Datenvolumen [4].

[1] Teltarif – Netzabdeckung prüfen – https://www.teltarif.de/netzabdeckung/
[2] Blau – Handytarife – https://www.blau.de/handytarife/
[3] congstar – Allnet Flat – https://www.congstar.de/handytarife/allnet-flat/
[4] fraenk – So funktioniert's – https://www.fraenk.de/so-funktionierts/`,
    expect: {
      mentions: {
        Blau: { position: 1, list: null, sentiment: "negative" },
        congstar: { position: 2, list: null, sentiment: "positive" },
        fraenk: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.teltarif.de/netzabdeckung/",
        "https://www.blau.de/handytarife/",
        "https://www.congstar.de/handytarife/allnet-flat/",
        "https://www.fraenk.de/so-funktionierts/",
      ],
      own: ["https://www.blau.de/handytarife/"],
    },
    pair: "de-r4-04",
  },
  {
    id: "de-r4-06",
    lang: "de",
    shape: "short",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Fissler", domain: "fissler.com" },
    competitors: [
      { name: "WMF", domain: "wmf.com" },
      { name: "Zwilling", domain: "zwilling.com" },
    ],
    answer: `Bei Edelstahltöpfen macht man mit Fissler nichts falsch, die Original-Profi Collection hält Jahrzehnte; WMF ist nicht schlecht, aber die Griffe werden schnell heiß und die Böden verziehen sich eher.`,
    expect: {
      mentions: {
        Fissler: { position: 1, list: null, sentiment: "positive" },
        WMF: { position: 2, list: null, sentiment: "negative" },
        Zwilling: null,
      },
      citations: [],
      own: [],
    },
  },
];
