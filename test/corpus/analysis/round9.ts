// Round 9: a fresh set (held out until rounds 10 and 11 were written) of 24 answers (6 each in en, fr, es, de) in less-used sectors, labelled from the policy alone.
// Stresses names used as places, titles, people and common words, case traps, concessions, negated praise and citation edge cases.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  {
    id: "en-r9-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "utm", "possessive", "markdown", "mixed-sentiment"],
    brand: { name: "Spear & Jackson", domain: "spearandjackson.com" },
    competitors: [
      { name: "Fiskars", domain: "fiskars.com" },
      { name: "Burgon & Ball", domain: "burgonandball.com" },
      { name: "Darlac", domain: "darlac.com" },
    ],
    answer: `If you want secateurs and hand tools that will last, these are the names UK gardeners mention most often:

1. **Burgon & Ball** – made in Sheffield since 1730, with an RHS-endorsed range. Pricey, but worth it: the stainless trowel is the one you buy once for life. ([burgonandball.com](https://www.burgonandball.com/collections/rhs-endorsed?utm_source=chatgpt.com))
2. **Spear & Jackson** – the Neverbend stainless range never lets owners down, even after ten seasons; solid, affordable and stocked by most garden centres. ([spearandjackson.com](https://spearandjackson.com/products/neverbend-stainless-digging-spade?utm_source=chatgpt.com))
3. **Fiskars** – light, but the plastic handles on the cheaper loppers tend to crack within a season or two, so I'd skip the entry-level models. ([fiskars.com](https://www.fiskars.com/en-gb/gardening/products/pruning?utm_source=chatgpt.com))
4. **Wilkinson Sword** – a budget option sold in most DIY sheds.

Fun fact: Fiskars is also the name of a village in southern Finland where ironworks were founded in 1649; today it is a lovely arts-and-crafts hamlet, well worth a detour from Helsinki.

**My pick:** Spear & Jackson for value. If you also need a pruning saw, Darlac's compact folding saw costs about £20 and folds down to 20 cm.`,
    expect: {
      mentions: {
        "Spear & Jackson": { position: 2, list: 2, sentiment: "positive" },
        Fiskars: { position: 3, list: 3, sentiment: "negative" },
        "Burgon & Ball": { position: 1, list: 1, sentiment: "positive" },
        Darlac: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.burgonandball.com/collections/rhs-endorsed?utm_source=chatgpt.com",
        "https://spearandjackson.com/products/neverbend-stainless-digging-spade?utm_source=chatgpt.com",
        "https://www.fiskars.com/en-gb/gardening/products/pruning?utm_source=chatgpt.com",
      ],
      own: ["https://spearandjackson.com/products/neverbend-stainless-digging-spade?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-r9-02",
    lang: "en",
    shape: "perplexity",
    traps: ["sources-list", "possessive", "negation", "mixed-sentiment", "utm"],
    brand: { name: "Breville", domain: "breville.com" },
    competitors: [
      { name: "Rancilio", domain: "ranciliogroup.com" },
      { name: "Lelit", domain: "lelit.com" },
      { name: "Smeg", domain: "smeg.com" },
    ],
    answer: `For a beginner spending up to $700, the Breville Bambino Plus is the most common recommendation: it heats up in three seconds and its automatic milk wand makes good microfoam without any practice[1][2]. Owners on coffee forums say it has never let them down after two years of daily use[2].

The Rancilio Silvia is the classic step up, but it is nowhere near as forgiving as the Breville: there is no PID on the base model, the learning curve is steep and you have to "temperature surf" to get consistent shots[3]. Unless you enjoy tinkering, I'd skip the Rancilio.

Lelit's Anna PL41TEM costs around $550 and has a 58 mm group head[4].

Smeg's ECF01 looks great on a retro counter, yet reviewers report that its pressurised baskets limit shot quality and that the steam wand is weak[1].

Sources
[1] Best espresso machines for beginners – https://www.seriouseats.com/best-espresso-machines-5214591?utm_medium=referral
[2] Breville Bambino Plus – https://www.breville.com/us/en/products/espresso/bes500.html
[3] Rancilio Silvia review – https://www.coffeegeek.com/reviews/rancilio-silvia/
[4] Lelit Anna PL41TEM – https://lelit.com/product/anna-pl41tem/`,
    expect: {
      mentions: {
        Breville: { position: 1, list: null, sentiment: "positive" },
        Rancilio: { position: 2, list: null, sentiment: "negative" },
        Lelit: { position: 3, list: null, sentiment: "neutral" },
        Smeg: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.seriouseats.com/best-espresso-machines-5214591?utm_medium=referral",
        "https://www.breville.com/us/en/products/espresso/bes500.html",
        "https://www.coffeegeek.com/reviews/rancilio-silvia/",
        "https://lelit.com/product/anna-pl41tem/",
      ],
      own: ["https://www.breville.com/us/en/products/espresso/bes500.html"],
    },
  },
  {
    id: "en-r9-03",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "parentheses-url", "trailing-punctuation", "possessive", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Christopher Ward", domain: "christopherward.com" },
    competitors: [
      { name: "Hamilton", domain: "hamiltonwatch.com" },
      { name: "Tissot", domain: "tissotwatches.com" },
      { name: "Seiko", domain: "seikowatches.com" },
    ],
    answer: `Since you mentioned you'd like something special to wear to *Hamilton* at the Victoria Palace Theatre (https://en.wikipedia.org/wiki/Hamilton_(musical)) for your anniversary, here's how I'd think about a first mechanical watch at around £1,000.

Christopher Ward is where I'd start. The C63 Sealander costs £795 on a strap, and the finishing is better than anything else I've seen at that price; I genuinely can't find anything to fault. You can browse the range on [their site](https://www.christopherward.com/c63-sealander-automatic?ref=claude).

The Hamilton Khaki Field Mechanical is a great alternative: a 38 mm case, an 80-hour power reserve and a price of about £575, which is why it's the watch most often recommended to beginners. Hamilton's full specs are at https://www.hamiltonwatch.com/en-gb/khaki-field-mechanical.html.

Tissot's PRX Powermatic 80 is everywhere right now, but I'd skip it: the integrated bracelet is fiddly to size at home, and owners have complained about uneven finishing on recent batches ([Watchuseek thread](https://www.watchuseek.com/threads/tissot-prx-bracelet-quality.5678901/)).

Seiko is no longer the value pick it used to be: Presage prices have climbed past £600 while the movements inside haven't improved.

So my suggestion is the Christopher Ward, and try the Hamilton on in a shop if you can.`,
    expect: {
      mentions: {
        "Christopher Ward": { position: 1, list: null, sentiment: "positive" },
        Hamilton: { position: 2, list: null, sentiment: "positive" },
        Tissot: { position: 3, list: null, sentiment: "negative" },
        Seiko: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://en.wikipedia.org/wiki/Hamilton_(musical)",
        "https://www.christopherward.com/c63-sealander-automatic?ref=claude",
        "https://www.hamiltonwatch.com/en-gb/khaki-field-mechanical.html",
        "https://www.watchuseek.com/threads/tissot-prx-bracelet-quality.5678901/",
      ],
      own: ["https://www.christopherward.com/c63-sealander-automatic?ref=claude"],
    },
  },
  {
    id: "en-r9-04",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "possessive", "mixed-sentiment", "markdown"],
    brand: { name: "Brother", domain: "brother.co.uk" },
    competitors: [
      { name: "Epson", domain: "epson.co.uk" },
      { name: "HP", domain: "hp.com" },
    ],
    answer: `If the printer is for your brother's home office and he mostly prints black-and-white invoices, a mono laser will be cheaper to run than an inkjet.

- **Brother HL-L2350DW**: reliable, with fast duplex printing and toner at about 2p a page; owners say they've had nothing to complain about after years of use [1].
- **Epson EcoTank ET-2850**: the refillable tanks sound economical, but the print heads clog if you don't print every week, and several reviewers say they regret buying it [2].
- **HP LaserJet M110we**: costs £99 and prints up to 20 pages per minute [3].

[1]: https://www.brother.co.uk/printers/laser-printers/hl-l2350dw
[2]: https://www.which.co.uk/reviews/printers/epson-ecotank-et-2850
[3]: https://www.hp.com/gb-en/printers/laser/laserjet-m110we.html`,
    expect: {
      mentions: {
        Brother: { position: 1, list: 1, sentiment: "positive" },
        Epson: { position: 2, list: 2, sentiment: "negative" },
        HP: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.brother.co.uk/printers/laser-printers/hl-l2350dw",
        "https://www.which.co.uk/reviews/printers/epson-ecotank-et-2850",
        "https://www.hp.com/gb-en/printers/laser/laserjet-m110we.html",
      ],
      own: ["https://www.brother.co.uk/printers/laser-printers/hl-l2350dw"],
    },
    pair: "en-r9-05",
  },
  {
    id: "en-r9-05",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "possessive", "mixed-sentiment", "markdown"],
    brand: { name: "Brother", domain: "brother.co.uk" },
    competitors: [
      { name: "Epson", domain: "epson.co.uk" },
      { name: "HP", domain: "hp.com" },
    ],
    answer: `If the printer is for your brother's home office and he mostly prints black-and-white invoices, running costs matter more than the purchase price.

- **Brother HL-L2350DW**: the toner sounds economical, but the drum unit often fails after a year, and several reviewers say they regret buying it [1].
- **Epson EcoTank ET-2850**: reliable, with ink at a fraction of a penny per page; owners say they've had nothing to complain about after years of use [2].
- **HP LaserJet M110we**: costs £99 and prints up to 20 pages per minute [3].

[1]: https://www.brother.co.uk/printers/laser-printers/hl-l2350dw
[2]: https://www.which.co.uk/reviews/printers/epson-ecotank-et-2850
[3]: https://www.hp.com/gb-en/printers/laser/laserjet-m110we.html`,
    expect: {
      mentions: {
        Brother: { position: 1, list: 1, sentiment: "negative" },
        Epson: { position: 2, list: 2, sentiment: "positive" },
        HP: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.brother.co.uk/printers/laser-printers/hl-l2350dw",
        "https://www.which.co.uk/reviews/printers/epson-ecotank-et-2850",
        "https://www.hp.com/gb-en/printers/laser/laserjet-m110we.html",
      ],
      own: ["https://www.brother.co.uk/printers/laser-printers/hl-l2350dw"],
    },
    pair: "en-r9-04",
  },
  {
    id: "en-r9-06",
    lang: "en",
    shape: "long",
    traps: ["common-word", "case", "subdomain", "trailing-punctuation", "utm", "markdown", "mixed-sentiment", "negation"],
    brand: { name: "Montane", domain: "montane.com" },
    competitors: [
      { name: "Paramo", domain: "paramo-clothing.com" },
      { name: "Alpkit", domain: "alpkit.com" },
      { name: "Keela", domain: "keela.co.uk" },
    ],
    answer: `## Waterproof jackets for Scottish winter hillwalking

A Scottish winter is one of the harshest tests a shell can face: wind-driven sleet, temperatures hovering around zero and long days in the same jacket. Kit that copes with a damp week in the páramo of Ecuador can still fail on the Cairngorm plateau, so look at three things: breathability when you are working hard uphill, a hood that fits over a helmet, and pockets you can reach with a rucksack hip belt done up.

### What I'd recommend

1. **Montane Phase XPD** – Gore-Tex Pro, a wired hood that stays put in a gale and a cut that leaves room for a midlayer. It's pricey at £450, but worth it if you are out every weekend. One customer review sums it up: "had my montane for four winters on the Ben and never once got soaked."
2. **Paramo Velez Adventure Light** – the brand has a loyal following, but the jacket is heavy (over 800 g), slow to dry, and in sustained downpours it wets through at the shoulders under a rucksack. For winter Munros I'd skip it.
3. **Alpkit Gravitas** – a three-layer shell at £150 that weighs 420 g. There is nothing to fault for the money, and it has been the budget favourite on walking forums for years.
4. **Keela Munro** – made by a company based in Glenrothes, Fife, since 1985; it costs £135 and uses Keela's own Flex fabric.

### Where to buy and check sizes

The Phase XPD is listed on [the Montane site](https://www.montane.com/products/phase-xpd-waterproof-jacket), and the brand's sizing guide is on its help centre (https://help.montane.com/hc/en-gb/articles/sizing-guide). The Gravitas is at https://alpkit.com/products/gravitas-jacket?utm_source=newsletter&utm_campaign=winter, and the Munro at https://www.keela.co.uk/munro-jacket.

### Bottom line

If you walk most weekends from December to March, buy the Montane: you will not regret the extra money. If the budget is tight, the Alpkit is the one to get. Whichever you choose, reproof it with a wash-in treatment every season and never store it compressed.`,
    expect: {
      mentions: {
        Montane: { position: 1, list: 1, sentiment: "positive" },
        Paramo: { position: 2, list: 2, sentiment: "negative" },
        Alpkit: { position: 3, list: 3, sentiment: "positive" },
        Keela: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.montane.com/products/phase-xpd-waterproof-jacket",
        "https://help.montane.com/hc/en-gb/articles/sizing-guide",
        "https://alpkit.com/products/gravitas-jacket?utm_source=newsletter&utm_campaign=winter",
        "https://www.keela.co.uk/munro-jacket",
      ],
      own: [
        "https://www.montane.com/products/phase-xpd-waterproof-jacket",
        "https://help.montane.com/hc/en-gb/articles/sizing-guide",
      ],
    },
  },
  {
    id: "fr-r9-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "mixed-sentiment", "negation"],
    brand: { name: "Lapierre", domain: "lapierrebikes.com" },
    competitors: [
      { name: "Look", domain: "lookcycle.com" },
      { name: "Origine", domain: "origine-cycles.com" },
      { name: "Cannondale", domain: "cannondale.com" },
    ],
    answer: `Pour un premier vélo de route autour de 2 000 €, trois marques françaises reviennent souvent, chacune avec un look bien à elle :

1. **Lapierre Xelius SL** – cadre carbone conçu à Dijon, Shimano 105, 2 199 €. Rien à redire sur la géométrie : confortable dès la première sortie et facile à trouver chez les vélocistes. ([lapierrebikes.com](https://www.lapierrebikes.com/fr/route/xelius-sl?utm_source=chatgpt.com))
2. **Origine Axxome** – séduisant sur le papier grâce au montage à la carte, mais les délais de livraison dépassent souvent deux mois et le SAV répond lentement. ([origine-cycles.com](https://origine-cycles.com/fr/velo-route/axxome?utm_source=chatgpt.com))
3. **Look 765 Optimum** – conçu à Nevers, cadre carbone, 2 590 € en Shimano 105. ([lookcycle.com](https://www.lookcycle.com/fr/velos/765-optimum?utm_source=chatgpt.com))

Si vous revendez votre vélo plus tard, gardez les pièces d'origine et les factures : cela rassure les acheteurs.

**Mon conseil :** le Lapierre, sauf si vous tenez au sur-mesure. Et si le made in France vous importe peu, la Cannondale CAAD13 (1 799 €) reste une valeur sûre en aluminium.`,
    expect: {
      mentions: {
        Lapierre: { position: 1, list: 1, sentiment: "positive" },
        Look: { position: 3, list: 3, sentiment: "neutral" },
        Origine: { position: 2, list: 2, sentiment: "negative" },
        Cannondale: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.lapierrebikes.com/fr/route/xelius-sl?utm_source=chatgpt.com",
        "https://origine-cycles.com/fr/velo-route/axxome?utm_source=chatgpt.com",
        "https://www.lookcycle.com/fr/velos/765-optimum?utm_source=chatgpt.com",
      ],
      own: ["https://www.lapierrebikes.com/fr/route/xelius-sl?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-r9-02",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "sources-list", "mixed-sentiment", "negation"],
    brand: { name: "Jimmy Fairly", domain: "jimmyfairly.com" },
    competitors: [
      { name: "Sensee", domain: "sensee.com" },
      { name: "Lunettes Pour Tous", domain: "lunettespourtous.com" },
    ],
    answer: `## Acheter ses lunettes de vue en 2024 : le comparatif

Bonne nouvelle : il existe aujourd'hui des lunettes pour tous les budgets, du verre unifocal à 30 € jusqu'aux progressifs haut de gamme.

| Enseigne | Prix d'une paire (verres inclus) | Notre avis |
|---|---|---|
| **Jimmy Fairly** | à partir de 99 € | Montures élégantes et verres de qualité : rien à redire |
| **Sensee** | à partir de 59 € | Essayage virtuel approximatif et délais de livraison qui traînent |
| **Lunettes Pour Tous** | à partir de 10 € (unifocal) | Prix fixe affiché, montage sur place en magasin |
| **Optical Center** | variable | Réseau de plus de 600 magasins |

### En résumé
**Notre choix :** Jimmy Fairly, pour un style soigné et un service sans faille.
**À éviter si vous êtes pressé :** Sensee.

Sources : [jimmyfairly.com](https://www.jimmyfairly.com/fr/lunettes-de-vue), [sensee.com](https://www.sensee.com/fr/lunettes-de-vue)`,
    expect: {
      mentions: {
        "Jimmy Fairly": { position: 1, list: 1, sentiment: "positive" },
        Sensee: { position: 2, list: 2, sentiment: "negative" },
        "Lunettes Pour Tous": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: ["https://www.jimmyfairly.com/fr/lunettes-de-vue", "https://www.sensee.com/fr/lunettes-de-vue"],
      own: ["https://www.jimmyfairly.com/fr/lunettes-de-vue"],
    },
    pair: "fr-r9-03",
  },
  {
    id: "fr-r9-03",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "sources-list", "mixed-sentiment", "negation"],
    brand: { name: "Jimmy Fairly", domain: "jimmyfairly.com" },
    competitors: [
      { name: "Sensee", domain: "sensee.com" },
      { name: "Lunettes Pour Tous", domain: "lunettespourtous.com" },
    ],
    answer: `## Acheter ses lunettes de vue en 2024 : le comparatif

Bonne nouvelle : il existe aujourd'hui des lunettes pour tous les budgets, du verre unifocal à 30 € jusqu'aux progressifs haut de gamme.

| Enseigne | Prix d'une paire (verres inclus) | Notre avis |
|---|---|---|
| **Jimmy Fairly** | à partir de 99 € | Conseil en boutique expéditif et délais de livraison qui traînent |
| **Sensee** | à partir de 59 € | Montures élégantes et verres de qualité : rien à redire |
| **Lunettes Pour Tous** | à partir de 10 € (unifocal) | Prix fixe affiché, montage sur place en magasin |
| **Optical Center** | variable | Réseau de plus de 600 magasins |

### En résumé
**Notre choix :** Sensee, pour un style soigné et un service sans faille.
**À éviter si vous êtes pressé :** Jimmy Fairly.

Sources : [jimmyfairly.com](https://www.jimmyfairly.com/fr/lunettes-de-vue), [sensee.com](https://www.sensee.com/fr/lunettes-de-vue)`,
    expect: {
      mentions: {
        "Jimmy Fairly": { position: 1, list: 1, sentiment: "negative" },
        Sensee: { position: 2, list: 2, sentiment: "positive" },
        "Lunettes Pour Tous": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: ["https://www.jimmyfairly.com/fr/lunettes-de-vue", "https://www.sensee.com/fr/lunettes-de-vue"],
      own: ["https://www.jimmyfairly.com/fr/lunettes-de-vue"],
    },
    pair: "fr-r9-02",
  },
  {
    id: "fr-r9-04",
    lang: "fr",
    shape: "claude",
    traps: ["case", "utm", "subdomain", "trailing-punctuation", "mixed-sentiment", "negation", "markdown"],
    brand: { name: "Vinatis", domain: "vinatis.com" },
    competitors: [
      { name: "iDealwine", domain: "idealwine.com" },
      { name: "Lavinia", domain: "lavinia.fr" },
    ],
    answer: `Pour acheter du vin en ligne en France, tout dépend de ce que vous cherchez.

Si vous voulez un large choix à prix raisonnable, Vinatis est difficile à battre : plus de 6 000 références, des prix souvent inférieurs à ceux des cavistes, et un avis client qui revient souvent, du type « commandé trois fois chez VINATIS, bouteilles bien emballées, jamais eu le moindre souci ». Le catalogue est sur [vinatis.com](https://www.vinatis.com/achat-vin-rouge?utm_source=claude&utm_medium=referral), et le suivi de commande se fait depuis l'espace client, https://client.vinatis.com/commandes.

Pour les grands crus et les vieux millésimes, iDealwine fonctionne surtout par enchères ; fondé en 2000, le site compte plus de 500 000 membres.

Lavinia, la grande cave du boulevard de la Madeleine, a une belle boutique, mais son site n'est pas à la hauteur : frais de port élevés et fiches produits souvent incomplètes. Pour une commande en ligne, je passerais mon tour.

Dernier conseil : pour un cadeau, privilégiez un coffret de deux bouteilles, plus simple à expédier sans casse.`,
    expect: {
      mentions: {
        Vinatis: { position: 1, list: null, sentiment: "positive" },
        iDealwine: { position: 2, list: null, sentiment: "neutral" },
        Lavinia: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.vinatis.com/achat-vin-rouge?utm_source=claude&utm_medium=referral",
        "https://client.vinatis.com/commandes",
      ],
      own: [
        "https://www.vinatis.com/achat-vin-rouge?utm_source=claude&utm_medium=referral",
        "https://client.vinatis.com/commandes",
      ],
    },
  },
  {
    id: "fr-r9-05",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "utm", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Cegid", domain: "cegid.com" },
    competitors: [
      { name: "EBP", domain: "ebp.com" },
      { name: "Ciel", domain: "ciel.com" },
      { name: "MyUnisoft", domain: "myunisoft.fr" },
    ],
    answer: `La réforme de la facturation électronique n'arrive pas comme un coup de tonnerre dans un ciel serein : la plupart des éditeurs ont déjà adapté leurs offres pour les TPE et les PME[1].

Cegid est l'option la plus complète pour les PME et les cabinets : l'éditeur lyonnais est immatriculé comme plateforme de dématérialisation partenaire, et les experts-comptables interrogés n'ont rien à redire sur la conformité[2][5].

EBP reste très répandu chez les artisans et les commerçants, avec des offres à partir de 20 € HT par mois[3].

Ciel, racheté par Sage, n'est plus ce qu'il était : la gamme n'évolue quasiment plus et le support est jugé peu réactif par les utilisateurs[4].

MyUnisoft est un peu plus cher, mais son interface collaborative fait l'unanimité chez les cabinets qui l'ont adopté[2].

Sources
[1] Facturation électronique : le calendrier – https://www.economie.gouv.fr/tout-savoir-facturation-electronique-entreprises
[2] Comparatif des logiciels comptables 2024 – https://www.compta-online.com/comparatif-logiciels-comptables?utm_source=perplexity
[3] EBP Compta – https://www.ebp.com/logiciel-comptabilite/
[4] Avis Ciel Compta – https://www.capterra.fr/software/154821/ciel-compta
[5] Cegid et la facture électronique – https://www.cegid.com/fr/facture-electronique/`,
    expect: {
      mentions: {
        Cegid: { position: 1, list: null, sentiment: "positive" },
        EBP: { position: 2, list: null, sentiment: "neutral" },
        Ciel: { position: 3, list: null, sentiment: "negative" },
        MyUnisoft: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.economie.gouv.fr/tout-savoir-facturation-electronique-entreprises",
        "https://www.compta-online.com/comparatif-logiciels-comptables?utm_source=perplexity",
        "https://www.ebp.com/logiciel-comptabilite/",
        "https://www.capterra.fr/software/154821/ciel-compta",
        "https://www.cegid.com/fr/facture-electronique/",
      ],
      own: ["https://www.cegid.com/fr/facture-electronique/"],
    },
  },
  {
    id: "fr-r9-06",
    lang: "fr",
    shape: "short",
    traps: ["common-word", "possessive", "case", "mixed-sentiment", "negation"],
    brand: { name: "Première Classe", domain: "premiereclasse.com" },
    competitors: [
      { name: "Ibis", domain: "ibis.accor.com" },
      { name: "Fasthotel", domain: "fasthotel.com" },
      { name: "Best Western", domain: "bestwestern.fr" },
    ],
    answer: `Pas besoin d'un billet de première classe pour bien dormir près de la gare d'Avignon : le Première Classe fait le job sans mauvaise surprise, pour 45 € la chambre. L'ibis budget voisin est plus cher pour un confort à peine meilleur. Quant à Fasthotel, je ne l'envisagerais qu'en dernier recours.`,
    expect: {
      mentions: {
        "Première Classe": { position: 1, list: null, sentiment: "positive" },
        Ibis: { position: 2, list: null, sentiment: "negative" },
        Fasthotel: { position: 3, list: null, sentiment: "negative" },
        "Best Western": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r9-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["nested-list", "utm", "markdown", "mixed-sentiment", "negation"],
    brand: { name: "Mondraker", domain: "mondraker.com" },
    competitors: [
      { name: "Megamo", domain: "megamo.com" },
      { name: "Berria", domain: "berriabikes.com" },
      { name: "Coluer", domain: "coluer.com" },
    ],
    answer: `Si buscas una bici de montaña eléctrica de marca española, estas son las opciones más valoradas:

1. **Mondraker Crafty R** – geometría Forward Geometry, motor Bosch Performance CX y batería de 750 Wh. Es cara (unos 6.999 €), pero merece la pena: en los foros casi nadie le encuentra pegas. ([mondraker.com](https://mondraker.com/es/es/crafty-r?utm_source=chatgpt.com))
2. **Berria Mako Hybrid** – fabricada en Albacete, motor Shimano EP801 y un precio de 4.999 €. ([berriabikes.com](https://www.berriabikes.com/es/mako-hybrid?utm_source=chatgpt.com))
3. **Megamo Native** – bonita, sí, pero el motor se queda corto en subidas largas y el servicio técnico tarda semanas en responder. Yo la descartaría.
4. **Otras marcas que verás en tiendas**
   - KTM Macina, de origen austriaco.
   - **Coluer** – gama de e-MTB desde 2.299 €.

Si tu presupuesto no llega a 5.000 €, busca modelos del año anterior: los descuentos suelen rondar el 20 %.`,
    expect: {
      mentions: {
        Mondraker: { position: 1, list: 1, sentiment: "positive" },
        Megamo: { position: 3, list: 3, sentiment: "negative" },
        Berria: { position: 2, list: 2, sentiment: "neutral" },
        Coluer: { position: 4, list: 2, sentiment: "neutral" },
      },
      citations: [
        "https://mondraker.com/es/es/crafty-r?utm_source=chatgpt.com",
        "https://www.berriabikes.com/es/mako-hybrid?utm_source=chatgpt.com",
      ],
      own: ["https://mondraker.com/es/es/crafty-r?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-r9-02",
    lang: "es",
    shape: "copilot",
    traps: ["case", "subdomain", "utm", "negation", "mixed-sentiment"],
    brand: { name: "Qobuz", domain: "qobuz.com" },
    competitors: [
      { name: "Spotify", domain: "spotify.com" },
      { name: "Tidal", domain: "tidal.com" },
      { name: "Deezer", domain: "deezer.com" },
    ],
    answer: `Si lo que más te importa es la calidad de sonido, Qobuz es la mejor opción en España: todo su catálogo está en FLAC hasta 24 bits/192 kHz por 12,99 € al mes, y los usuarios coinciden en que la app de escritorio no tiene pegas [1][2].

Para un oído exigente, Spotify no es la opción: su calidad de audio se queda muy por debajo de la de Qobuz y la app insiste en recomendar pódcasts que nadie ha pedido [3].

Tidal cuesta 10,99 € al mes y también ofrece audio en FLAC [4].

En cuanto a Deezer, una reseña lo resume así: «deezer me funcionaba bien hasta que subieron el precio y quitaron funciones, ya no es lo que era» [5].

[1]: https://www.qobuz.com/es-es/music/streaming/offers?utm_source=copilot.com
[2]: https://help.qobuz.com/hc/es/articles/360016478999
[3]: https://www.xataka.com/servicios/calidad-audio-spotify-comparativa
[4]: https://tidal.com/pricing
[5]: https://es.trustpilot.com/review/www.deezer.com`,
    expect: {
      mentions: {
        Qobuz: { position: 1, list: null, sentiment: "positive" },
        Spotify: { position: 2, list: null, sentiment: "negative" },
        Tidal: { position: 3, list: null, sentiment: "neutral" },
        Deezer: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.qobuz.com/es-es/music/streaming/offers?utm_source=copilot.com",
        "https://help.qobuz.com/hc/es/articles/360016478999",
        "https://www.xataka.com/servicios/calidad-audio-spotify-comparativa",
        "https://tidal.com/pricing",
        "https://es.trustpilot.com/review/www.deezer.com",
      ],
      own: [
        "https://www.qobuz.com/es-es/music/streaming/offers?utm_source=copilot.com",
        "https://help.qobuz.com/hc/es/articles/360016478999",
      ],
    },
  },
  {
    id: "es-r9-03",
    lang: "es",
    shape: "perplexity",
    traps: ["alias", "case", "sources-list", "url-only", "utm", "mixed-sentiment"],
    brand: { name: "Dosfarma", domain: "dosfarma.com" },
    competitors: [
      { name: "Atida", aliases: ["Mifarma"], domain: "atida.com" },
      { name: "Promofarma", domain: "promofarma.com" },
      { name: "Farmavazquez", domain: "farmavazquez.com" },
    ],
    answer: `Las tres farmacias online más grandes de España son Dosfarma, Mifarma (ahora Atida) y Promofarma[1].

Dosfarma destaca por sus precios: un protector solar ISDIN Fusion Water de 50 ml cuesta unos 14 €, frente a los 21 € de muchas farmacias de barrio, y la mayoría de opiniones coinciden en que nunca les ha fallado un envío[2][3].

Mifarma, que ya opera con la marca Atida, tiene un catálogo de más de 20.000 productos y envío gratis a partir de 49 €[4].

Promofarma funciona como marketplace de farmacias físicas, y ahí está su problema: los plazos dependen de cada farmacia y las quejas son frecuentes, como esta reseña: «PROMOFARMA tardó diez días en enviar mi pedido y nadie contestaba en atención al cliente»[5].

Fuentes
[1] OCU: comprar en farmacias online – https://www.ocu.org/salud/medicamentos/consejos/comprar-medicamentos-online
[2] Dosfarma – ISDIN Fusion Water – https://www.dosfarma.com/solares/isdin-fusion-water-50ml.html
[3] Opiniones de Dosfarma – https://es.trustpilot.com/review/dosfarma.com
[4] Atida | Mifarma: envíos – https://www.atida.com/es-es/envios
[5] Opiniones de Promofarma – https://es.trustpilot.com/review/www.promofarma.com
[6] Farmavazquez: ofertas – https://www.farmavazquez.com/ofertas?utm_source=perplexity.ai`,
    expect: {
      mentions: {
        Dosfarma: { position: 1, list: null, sentiment: "positive" },
        Atida: { position: 2, list: null, sentiment: "neutral" },
        Promofarma: { position: 3, list: null, sentiment: "negative" },
        Farmavazquez: null,
      },
      citations: [
        "https://www.ocu.org/salud/medicamentos/consejos/comprar-medicamentos-online",
        "https://www.dosfarma.com/solares/isdin-fusion-water-50ml.html",
        "https://es.trustpilot.com/review/dosfarma.com",
        "https://www.atida.com/es-es/envios",
        "https://es.trustpilot.com/review/www.promofarma.com",
        "https://www.farmavazquez.com/ofertas?utm_source=perplexity.ai",
      ],
      own: ["https://www.dosfarma.com/solares/isdin-fusion-water-50ml.html"],
    },
  },
  {
    id: "es-r9-04",
    lang: "es",
    shape: "gemini",
    traps: ["table", "lookalike-domain", "utm", "trailing-punctuation", "markdown", "mixed-sentiment", "hedge"],
    brand: { name: "OK Mobility", aliases: ["OK Rent a Car"], domain: "okmobility.com" },
    competitors: [
      { name: "Clickrent", domain: "clickrent.es" },
      { name: "Drivalia", domain: "drivalia.es" },
      { name: "Firefly", domain: "fireflycarrental.com" },
    ],
    answer: `## Alquilar coche en el aeropuerto de Palma: comparativa

Si aterrizas en Palma este verano, estas son las compañías con mostrador en la terminal o shuttle gratuito:

| Compañía | Precio medio (una semana en agosto) | Valoración |
|---|---|---|
| **OK Mobility** | 280 € | Sin pegas: coches nuevos, entrega rápida y ninguna sorpresa con el depósito |
| **Clickrent** | 240 € | Shuttle cada 15 minutos; política de combustible lleno/lleno |
| **Drivalia** | 310 € | Algo más cara, pero merece la pena: flota híbrida nueva y atención excelente |

### Lo que debes saber
* **Reserva directa:** en [okmobility.com](https://www.okmobility.com/es/alquiler-coches/palma-aeropuerto?utm_source=gemini) suele salir más barato que en los comparadores.
* **Cuidado con las copias:** hay webs de terceros que imitan la marca, como https://www.okmobility.com-reservas.net/palma, que no tienen nada que ver con la empresa.
* **Firefly:** yo la evitaría en Palma; el mostrador está fuera de la terminal y las reseñas hablan de cargos por daños que no existían.`,
    expect: {
      mentions: {
        "OK Mobility": { position: 1, list: 1, sentiment: "positive" },
        Clickrent: { position: 2, list: 2, sentiment: "neutral" },
        Drivalia: { position: 3, list: 3, sentiment: "positive" },
        Firefly: { position: 4, list: 3, sentiment: "negative" },
      },
      citations: [
        "https://www.okmobility.com/es/alquiler-coches/palma-aeropuerto?utm_source=gemini",
        "https://www.okmobility.com-reservas.net/palma",
      ],
      own: ["https://www.okmobility.com/es/alquiler-coches/palma-aeropuerto?utm_source=gemini"],
    },
  },
  {
    id: "es-r9-05",
    lang: "es",
    shape: "claude",
    traps: ["common-word", "utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Bodeboca", domain: "bodeboca.com" },
    competitors: [
      { name: "Vinoselección", domain: "vinoseleccion.com" },
      { name: "Uvinum", domain: "uvinum.es" },
      { name: "Decántalo", domain: "decantalo.com" },
    ],
    answer: `Para regalar un buen vino en Navidad sin salir de casa, yo empezaría por [Bodeboca](https://www.bodeboca.com/vinos/ribera-del-duero?utm_source=claude.ai): funciona con ventas flash de 48 horas con descuentos reales del 20 al 40 %, y los clientes coinciden en que nunca les ha llegado una botella rota.

Si la persona es aficionada, un Ribera del Duero de crianza es una apuesta segura. Eso sí, ábrelo una hora antes de la cena, o decántalo si es un reserva con algo de poso.

Vinoselección es un club de vinos fundado en 1973 que envía cada mes una caja elegida por sus sumilleres.

Decántalo tiene buenos precios, pero no te lo recomendaría para un regalo con fecha: varios usuarios cuentan que sus pedidos de diciembre llegaron ya en enero (puedes ver sus plazos en [decantalo.com](https://www.decantalo.com/es/es/envios/)).

Uvinum ya no es lo que era: desde que cambió de manos, su catálogo se ha reducido muchísimo y muchas referencias aparecen agotadas.`,
    expect: {
      mentions: {
        Bodeboca: { position: 1, list: null, sentiment: "positive" },
        "Vinoselección": { position: 2, list: null, sentiment: "neutral" },
        Uvinum: { position: 4, list: null, sentiment: "negative" },
        "Decántalo": { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.bodeboca.com/vinos/ribera-del-duero?utm_source=claude.ai",
        "https://www.decantalo.com/es/es/envios/",
      ],
      own: ["https://www.bodeboca.com/vinos/ribera-del-duero?utm_source=claude.ai"],
    },
  },
  {
    id: "es-r9-06",
    lang: "es",
    shape: "long",
    traps: ["alias", "prose-before-list", "case", "subdomain", "utm", "trailing-punctuation", "markdown", "mixed-sentiment", "negation"],
    brand: { name: "Raiola Networks", aliases: ["Raiola"], domain: "raiolanetworks.com" },
    competitors: [
      { name: "Dinahosting", domain: "dinahosting.com" },
      { name: "Webempresa", domain: "webempresa.com" },
      { name: "Arsys", domain: "arsys.es" },
    ],
    answer: `## Hosting para una tienda WooCommerce en España

Para una tienda pequeña, de hasta unos 5.000 pedidos al mes, lo importante no es el precio del primer año sino tres cosas: servidores en España o en la UE, soporte en castellano que responda rápido y copias de seguridad diarias que puedas restaurar tú mismo.

Las tres empresas con más cuota entre las pymes españolas son Dinahosting, Raiola Networks y Webempresa, y las tres ofrecen planes específicos para WooCommerce con certificado SSL incluido.

### Proveedores que recomiendo

1. **Raiola Networks** – centros de datos en España, planes WooCommerce desde 9,95 € al mes y un soporte técnico que está entre lo mejor del sector: responde en minutos y rara vez hay que insistir. Plan recomendado: [WooCommerce Pro](https://raiolanetworks.com/hosting-woocommerce/?utm_source=blog&utm_medium=comparativa).
2. **Webempresa** – no es barato, y en el plan básico los recursos de CPU se quedan cortos en cuanto la tienda tiene picos de tráfico. Detalles en https://www.webempresa.com/hosting-woocommerce.html.
3. **Dinahosting** – empresa de Santiago de Compostela fundada en 2002, con centro de datos propio y facturación mensual o anual.
4. **Arsys** – yo lo descartaría para WooCommerce: el panel está anticuado y el soporte por ticket puede tardar días.

### Migración

Casi todos migran la tienda gratis. En el caso de Raiola, el proceso está explicado paso a paso en https://ayuda.raiolanetworks.com/migraciones-gratuitas. Conviene hacerlo un martes o miércoles de madrugada, cuando la tienda tiene menos visitas, y comprobar después que los pedidos y los correos transaccionales siguen funcionando.

### Mi recomendación

Si tu prioridad es el soporte, Raiola es la apuesta más segura. Un cliente lo resumía así en una reseña: «raiola nunca me ha dejado tirado, ni siquiera en pleno Black Friday». Antes de contratar cualquier plan, pide una prueba de carga o un periodo de devolución de 30 días, y revisa que las copias de seguridad se guarden en un servidor distinto del de la tienda.`,
    expect: {
      mentions: {
        "Raiola Networks": { position: 2, list: 1, sentiment: "positive" },
        Dinahosting: { position: 1, list: 3, sentiment: "neutral" },
        Webempresa: { position: 3, list: 2, sentiment: "negative" },
        Arsys: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://raiolanetworks.com/hosting-woocommerce/?utm_source=blog&utm_medium=comparativa",
        "https://www.webempresa.com/hosting-woocommerce.html",
        "https://ayuda.raiolanetworks.com/migraciones-gratuitas",
      ],
      own: [
        "https://raiolanetworks.com/hosting-woocommerce/?utm_source=blog&utm_medium=comparativa",
        "https://ayuda.raiolanetworks.com/migraciones-gratuitas",
      ],
    },
  },
  {
    id: "de-r9-01",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "table", "possessive", "url-only", "markdown", "mixed-sentiment", "negation"],
    brand: { name: "Gardena", domain: "gardena.com" },
    competitors: [
      { name: "Hozelock", domain: "hozelock.com" },
      { name: "Claber", domain: "claber.com" },
      { name: "Rain Bird", domain: "rainbird.com" },
    ],
    answer: `## Automatische Bewässerung für die Urlaubszeit

Ob zwei Wochen Wandern im Val Gardena oder Strandurlaub an der Ostsee: Mit einem Bewässerungscomputer bleiben Balkon und Beete auch ohne hilfsbereite Nachbarn grün.

| Hersteller | Modell | Preis | Fazit |
|---|---|---|---|
| **Gardena** | Bewässerungscomputer Flex | ca. 60 € | Nichts auszusetzen: zuverlässig, einfach zu programmieren, Ersatzteile in jedem Baumarkt |
| **Hozelock** | Cloud Controller | ca. 130 € | Schicke App, aber die WLAN-Verbindung bricht häufig ab – würde ich nicht kaufen |
| **Claber** | Aquauno Logica | ca. 45 € | Batteriebetrieb, ein Ventil, Programmierung per Drehknopf |

### Worauf Sie achten sollten
* **Anschlüsse:** Gardenas Original-System-Kupplungen gibt es seit 1968; Adapter für andere Schlauchsysteme kosten rund 5 €.
* **Rasenflächen:** Für fest verlegte Versenkregner lohnt sich ein Steuergerät mit mehreren Zonen, etwa https://www.rainbird.com/de/products/esp-tm2-controller.

Weitere Infos zum Flex-Modell: [Gardena Bewässerungscomputer Flex](https://www.gardena.com/de/produkte/bewasserung/bewasserungssteuerung/bewasserungscomputer-flex/967974001/)`,
    expect: {
      mentions: {
        Gardena: { position: 1, list: 1, sentiment: "positive" },
        Hozelock: { position: 2, list: 2, sentiment: "negative" },
        Claber: { position: 3, list: 3, sentiment: "neutral" },
        "Rain Bird": null,
      },
      citations: [
        "https://www.rainbird.com/de/products/esp-tm2-controller",
        "https://www.gardena.com/de/produkte/bewasserung/bewasserungssteuerung/bewasserungscomputer-flex/967974001/",
      ],
      own: ["https://www.gardena.com/de/produkte/bewasserung/bewasserungssteuerung/bewasserungscomputer-flex/967974001/"],
    },
  },
  {
    id: "de-r9-02",
    lang: "de",
    shape: "claude",
    traps: ["common-word", "alias", "possessive", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Nomos Glashütte", aliases: ["Nomos"], domain: "nomos-glashuette.com" },
    competitors: [
      { name: "Sinn", domain: "sinn.de" },
      { name: "Junghans", domain: "junghans.de" },
      { name: "Stowa", domain: "stowa.de" },
    ],
    answer: `Bei einem Budget von rund 2.000 € ergibt es wenig Sinn, auf eine Schweizer Marke zu schielen: Die spannendsten Uhren in dieser Klasse kommen aus Deutschland.

Meine erste Empfehlung wäre Nomos. Die Tangente 38 kostet etwa 2.200 €, hat ein eigenes Manufakturkaliber und ist so sauber verarbeitet, dass man ihr kaum etwas vorwerfen kann. Details finden Sie direkt bei [Nomos Glashütte](https://nomos-glashuette.com/de/tangente/tangente-38?utm_source=claude&utm_medium=referral).

Sinn aus Frankfurt baut vor allem Flieger- und Taucheruhren; die 556 I kostet rund 1.500 € und misst 38,5 mm (https://www.sinn.de/de/Modell/556_I.htm).

Die Max Bill von Junghans sieht wunderschön aus, aber das zugekaufte Werk und das Plexiglas sind bei diesem Preis enttäuschend, deshalb würde ich sie eher nicht kaufen.

Stowas Flieger Klassik ist nicht ganz so edel finissiert wie eine Nomos, aber für rund 1.000 € macht man damit nichts falsch.`,
    expect: {
      mentions: {
        "Nomos Glashütte": { position: 1, list: null, sentiment: "positive" },
        Sinn: { position: 2, list: null, sentiment: "neutral" },
        Junghans: { position: 3, list: null, sentiment: "negative" },
        Stowa: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://nomos-glashuette.com/de/tangente/tangente-38?utm_source=claude&utm_medium=referral",
        "https://www.sinn.de/de/Modell/556_I.htm",
      ],
      own: ["https://nomos-glashuette.com/de/tangente/tangente-38?utm_source=claude&utm_medium=referral"],
    },
  },
  {
    id: "de-r9-03",
    lang: "de",
    shape: "perplexity",
    traps: ["case", "sources-list", "utm", "mixed-sentiment", "negation"],
    brand: { name: "Zolar", domain: "zolar.de" },
    competitors: [
      { name: "Enpal", domain: "enpal.de" },
      { name: "Otovo", domain: "otovo.de" },
      { name: "SENEC", domain: "senec.com" },
    ],
    answer: `Für ein Einfamilienhaus mit 10 kWp liegen die Komplettpreise 2024 je nach Region zwischen 15.000 und 22.000 € inklusive Speicher[1].

Zolar plant die Anlage online und beauftragt regionale Fachbetriebe mit der Montage; Kunden loben die transparente Planung, und im Test gab es an der Installation nichts auszusetzen[2][3].

Enpal ist vor allem für sein Mietmodell bekannt, das über 20 Jahre deutlich teurer ist als ein Kauf[4]. Ein Kunde schreibt: „ENPAL hat nach der Montage monatelang nicht auf meine Mails reagiert."[5]

Otovo bietet ebenfalls Kauf und Abo an und verbaut je nach Paket Speicher von SENEC oder BYD; das Unternehmen wurde 2016 in Oslo gegründet[6].

Quellen
[1] Photovoltaik: Was bei Planung und Kauf wichtig ist – https://www.verbraucherzentrale.de/wissen/energie/erneuerbare-energien/photovoltaik-was-bei-planung-und-kauf-wichtig-ist-5574
[2] So funktioniert Zolar – https://www.zolar.de/so-funktionierts
[3] Zolar im Test – https://www.finanztip.de/photovoltaik/zolar/?utm_source=perplexity
[4] Photovoltaik mieten oder kaufen? – https://www.test.de/Photovoltaik-mieten-oder-kaufen-5912345-0/
[5] Enpal Erfahrungen – https://de.trustpilot.com/review/enpal.de
[6] Über Otovo – https://www.otovo.de/ueber-uns/`,
    expect: {
      mentions: {
        Zolar: { position: 1, list: null, sentiment: "positive" },
        Enpal: { position: 2, list: null, sentiment: "negative" },
        Otovo: { position: 3, list: null, sentiment: "neutral" },
        SENEC: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.verbraucherzentrale.de/wissen/energie/erneuerbare-energien/photovoltaik-was-bei-planung-und-kauf-wichtig-ist-5574",
        "https://www.zolar.de/so-funktionierts",
        "https://www.finanztip.de/photovoltaik/zolar/?utm_source=perplexity",
        "https://www.test.de/Photovoltaik-mieten-oder-kaufen-5912345-0/",
        "https://de.trustpilot.com/review/enpal.de",
        "https://www.otovo.de/ueber-uns/",
      ],
      own: ["https://www.zolar.de/so-funktionierts"],
    },
  },
  {
    id: "de-r9-04",
    lang: "de",
    shape: "chatgpt",
    traps: ["utm", "subdomain", "trailing-punctuation", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Lingoda", domain: "lingoda.com" },
    competitors: [
      { name: "Rosetta Stone", domain: "rosettastone.de" },
      { name: "Mondly", domain: "mondly.com" },
      { name: "Memrise", domain: "memrise.com" },
    ],
    answer: `Wenn du bis zum Sommer Spanisch auf B1-Niveau erreichen willst, kommt es vor allem auf Sprechpraxis an. Hier ein Überblick:

1. **Lingoda** – Live-Unterricht in Kleingruppen mit Muttersprachlern, ab ca. 99 € im Monat. Nicht billig, aber jeden Cent wert, wenn du wirklich sprechen lernen willst. ([lingoda.com](https://www.lingoda.com/de/spanisch/?utm_source=chatgpt.com))
2. **Memrise** – Vokabeltraining mit kurzen Videos von Muttersprachlern; die Basisversion ist kostenlos.
3. **Rosetta Stone** – wirkt modern, ist didaktisch aber stehen geblieben: keine Grammatikerklärungen, und viele Nutzer berichten, dass sie nach Monaten kaum freier sprechen.
4. **Mondly** – günstig (Lifetime-Angebote um 90 €), aber für B1 reicht es bei Weitem nicht; würde ich auslassen.

**Fazit:** Lingoda, wenn es dir ernst ist. Eine kostenlose Probestunde bekommst du über https://learn.lingoda.com/de/trial?ref=chatgpt.`,
    expect: {
      mentions: {
        Lingoda: { position: 1, list: 1, sentiment: "positive" },
        "Rosetta Stone": { position: 3, list: 3, sentiment: "negative" },
        Mondly: { position: 4, list: 4, sentiment: "negative" },
        Memrise: { position: 2, list: 2, sentiment: "neutral" },
      },
      citations: [
        "https://www.lingoda.com/de/spanisch/?utm_source=chatgpt.com",
        "https://learn.lingoda.com/de/trial?ref=chatgpt",
      ],
      own: ["https://www.lingoda.com/de/spanisch/?utm_source=chatgpt.com", "https://learn.lingoda.com/de/trial?ref=chatgpt"],
    },
  },
  {
    id: "de-r9-05",
    lang: "de",
    shape: "long",
    traps: ["common-word", "possessive", "subdomain", "utm", "trailing-punctuation", "markdown", "mixed-sentiment", "negation"],
    brand: { name: "Metabo", domain: "metabo.com" },
    competitors: [
      { name: "Festool", domain: "festool.de" },
      { name: "Makita", domain: "makita.de" },
      { name: "Fein", domain: "fein.com" },
    ],
    answer: `## Welches Akku-System für Heimwerker?

Wer einmal in ein Akku-System investiert, bleibt meist viele Jahre dabei, denn die Akkus passen nur in Geräte derselben Plattform. Die Wahl sollte also gut überlegt sein. Entscheidend sind drei Punkte: wie groß das Geräteangebot pro Akku ist, wie lange die Akkus durchhalten und ob sich mit den Geräten auch fein dosierte Arbeiten erledigen lassen, etwa das Bohren in Fliesen oder das Schleifen von Möbelkanten.

### Die Kandidaten im Überblick

- **Metabo** – Über das CAS-System (Cordless Alliance System) passen die 18-V-Akkus in über 300 Geräte von mehr als 30 Herstellern. Die Geräte sind robust, und viele Nutzer berichten, dass ihr Bohrschrauber BS 18 LTX in sechs Jahren nicht ein einziges Mal gestreikt hat.
- **Makita** – Das größte Sortiment im 18-V-Bereich, aber die Einsteigergeräte wirken nicht annähernd so solide wie die von Metabo, und Makitas Ersatzakkus sind teuer.
- **Festool** – Sitz in Wendlingen am Neckar, Akkus mit 18 V; der Akku-Bohrschrauber CXS 18 kostet rund 400 €.
- **Fein** – Der MultiMaster ist beim Auftrennen von Fliesenfugen und beim Ablängen von Türzargen unschlagbar, und kaum ein Handwerker bereut den Kauf.

### Garantie und Service

Metabo gewährt nach Registrierung drei Jahre Garantie (https://service.metabo.com/de/garantie). Die Liste aller CAS-Partner findet sich unter [CAS-Partner](https://www.metabo.com/de/de/cas/partner/?utm_campaign=cas&utm_source=ratgeber); die Makita-Übersicht zur LXT-Reihe steht unter https://www.makita.de/produkte/lxt.html; beide werden regelmäßig aktualisiert.

### Fazit

Für die meisten Heimwerker ist Metabo der beste Kompromiss aus Preis, Haltbarkeit und Systemvielfalt. Wer Wert auf fein säuberlich gezogene Fugen legt, ergänzt die Grundausstattung um ein gutes Multitool. Und egal für welches System Sie sich entscheiden: Kaufen Sie lieber zwei kleinere Akkus als einen großen, dann können Sie immer mit einem arbeiten, während der andere lädt.`,
    expect: {
      mentions: {
        Metabo: { position: 1, list: 1, sentiment: "positive" },
        Festool: { position: 3, list: 3, sentiment: "neutral" },
        Makita: { position: 2, list: 2, sentiment: "negative" },
        Fein: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://service.metabo.com/de/garantie",
        "https://www.metabo.com/de/de/cas/partner/?utm_campaign=cas&utm_source=ratgeber",
        "https://www.makita.de/produkte/lxt.html",
      ],
      own: ["https://service.metabo.com/de/garantie", "https://www.metabo.com/de/de/cas/partner/?utm_campaign=cas&utm_source=ratgeber"],
    },
  },
  {
    id: "de-r9-06",
    lang: "de",
    shape: "short",
    traps: ["common-word", "negation", "mixed-sentiment"],
    brand: { name: "Buchbinder", domain: "buchbinder.de" },
    competitors: [
      { name: "Flinkster", domain: "flinkster.de" },
      { name: "Stadtmobil", domain: "stadtmobil.de" },
    ],
    answer: `Für die Fahrt zum Rudolf-Buchbinder-Konzert in Salzburg würde ich den Wagen bei Buchbinder mieten: ab 39 € pro Tag, und an den Autos gibt es laut Kundenbewertungen selten etwas auszusetzen. Flinkster ist für Tagesausflüge dieser Länge zu teuer, und mit Stadtmobil kommen Sie nicht weit, weil Auslandsfahrten meist ausgeschlossen sind.`,
    expect: {
      mentions: {
        Buchbinder: { position: 1, list: null, sentiment: "positive" },
        Flinkster: { position: 2, list: null, sentiment: "negative" },
        Stadtmobil: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },
];
