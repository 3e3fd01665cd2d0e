import type { CorpusCase } from "./types.ts";

// Round 6 (held-out): names written in capitals without accents or in lower case, common-word names used both as
// the brand and as the word, names that stand for a place, a person, a title or an event, and sentiment carried by
// negation or concession. Two pairs (en, es).
export const cases: CorpusCase[] = [
  // ════════════════════════════════════════ en ════════════════════════════════════════
  {
    id: "en-r6-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Casper", domain: "casper.com" },
    competitors: [
      { name: "Purple", domain: "purple.com" },
      { name: "Saatva", domain: "saatva.com" },
      { name: "Tuft & Needle", domain: "tuftandneedle.com" },
    ],
    answer: `Congrats on the move! Since you'll be living in Casper, Wyoming, bear in mind that deliveries to central Wyoming can take a few extra days, so order a week or two before your bed frame arrives. These are the mattresses I'd shortlist:

1. **Saatva Classic** – Technically not a bed-in-a-box (it comes with free white-glove delivery and old-mattress removal), but if your budget stretches to it, it's the one I'd pick: the coil-on-coil build sleeps cool and holds up well in long-term tests. ([saatva.com](https://www.saatva.com/mattresses/saatva-classic?utm_source=chatgpt.com))
2. **Casper Original** – It's hard to find anything wrong with the Casper Original: the zoned foam supports hips and shoulders without feeling too firm, and returns within the 100-night trial cost nothing. ([casper.com](https://casper.com/mattresses/the-casper/?utm_source=chatgpt.com))
3. **Purple Mattress** – The gel grid is great for pressure relief, but the Purple is very heavy, its edge support is weak and several owners report the cover pilling within a year, so I wouldn't pay full price for it. ([purple.com](https://purple.com/mattresses/the-purple-mattress?utm_source=chatgpt.com))
4. **Nectar Classic** – A memory-foam mattress with a 365-night trial, frequently on sale.
5. **Tuft & Needle Original** – An all-foam mattress with a 100-night trial and a 10-year limited warranty.

Most furniture stores in Casper don't stock any of these, so you'll be ordering online either way; check the trial terms before you buy.`,
    expect: {
      mentions: {
        Casper: { position: 2, list: 2, sentiment: "positive" },
        Purple: { position: 3, list: 3, sentiment: "negative" },
        Saatva: { position: 1, list: 1, sentiment: "positive" },
        "Tuft & Needle": { position: 4, list: 5, sentiment: "neutral" },
      },
      citations: [
        "https://www.saatva.com/mattresses/saatva-classic?utm_source=chatgpt.com",
        "https://casper.com/mattresses/the-casper/?utm_source=chatgpt.com",
        "https://purple.com/mattresses/the-purple-mattress?utm_source=chatgpt.com",
      ],
      own: ["https://casper.com/mattresses/the-casper/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-r6-02",
    lang: "en",
    shape: "perplexity",
    traps: ["case", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Nescafé", domain: "nescafe.com" },
    competitors: [
      { name: "Kenco", domain: "kenco.co.uk" },
      { name: "Douwe Egberts", domain: "douweegberts.com" },
    ],
    answer: `Most taste tests of UK supermarket instant coffee put freeze-dried granules well ahead of powder, and the big brands all sell both [1].

Nescafé Gold Blend isn't the cheapest jar on the shelf, but it dissolves cleanly and tastes noticeably smoother than its rivals, which is why it keeps topping reader polls [1][2]. One shopper summed it up: "tried every own-brand jar and i keep coming back to nescafe gold, nothing else comes close" [3]. The refill pouches, labelled NESCAFE GOLD BLEND ECO REFILL, also bring the cost per cup down [2].

Kenco Smooth is not a bad coffee, but testers found it flat and slightly papery next to the other freeze-dried options, and it is rarely on promotion [1][4]. Douwe Egberts Pure Gold is a medium roast sold in a glass jar, usually around £6 for 190 g [4].

Sources
[1] Which? – Best instant coffee – https://www.which.co.uk/reviews/coffee/article/best-instant-coffee-aQw3R7tYb1Kp
[2] Nescafé UK – Gold Blend – https://www.nescafe.com/gb/our-coffees/nescafe-gold-blend
[3] Reddit r/CasualUK – Best instant coffee? – https://www.reddit.com/r/CasualUK/comments/1c8xk2p/best_instant_coffee/
[4] Good Housekeeping – Instant coffee taste test: Kenco, Douwe Egberts and more – https://www.goodhousekeeping.com/uk/product-reviews/food-drink/g44617239/best-instant-coffee/`,
    expect: {
      mentions: {
        "Nescafé": { position: 1, list: null, sentiment: "positive" },
        Kenco: { position: 2, list: null, sentiment: "negative" },
        "Douwe Egberts": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.which.co.uk/reviews/coffee/article/best-instant-coffee-aQw3R7tYb1Kp",
        "https://www.nescafe.com/gb/our-coffees/nescafe-gold-blend",
        "https://www.reddit.com/r/CasualUK/comments/1c8xk2p/best_instant_coffee/",
        "https://www.goodhousekeeping.com/uk/product-reviews/food-drink/g44617239/best-instant-coffee/",
      ],
      own: ["https://www.nescafe.com/gb/our-coffees/nescafe-gold-blend"],
    },
  },
  {
    id: "en-r6-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Zoom", domain: "zoom.us" },
    competitors: [
      { name: "Google Meet", domain: "meet.google.com" },
      { name: "Webex", domain: "webex.com" },
    ],
    answer: `## Choosing a video platform for online workshops

For workshops of 20–80 people, any of the big three will run the call; the real differences are breakout rooms, time limits and price.

| Platform | Free plan limit | Breakout rooms | Verdict |
|---|---|---|---|
| **Zoom** | 40 minutes per meeting | Yes, with pre-assignment | Nothing important is missing: polls, breakout rooms and reliable recording, even on weak connections |
| **Google Meet** | 60 minutes for group calls | Paid Workspace plans only | Fine for a quick check-in, but not built for workshops: no breakout rooms or polls unless you pay |
| **Webex** | 40 minutes, up to 100 people | Yes | Owned by Cisco; breakout rooms are set up from the desktop app |

### Before you decide
* **Slides:** people joining on small laptops will want to zoom in on your slides, so use large fonts whichever platform you choose.
* **Nonprofit pricing:** Zoom offers discounted Pro licences to registered charities through TechSoup.
* **Recording:** store recordings in the cloud if volunteers need to edit them later.

### Bottom line
For interactive workshops, Zoom is the safest choice, and I wouldn't hesitate to recommend it.`,
    expect: {
      mentions: {
        Zoom: { position: 1, list: 1, sentiment: "positive" },
        "Google Meet": { position: 2, list: 2, sentiment: "negative" },
        Webex: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r6-04",
    lang: "en",
    shape: "claude",
    traps: ["negation", "hedge", "mixed-sentiment", "trailing-punctuation"],
    brand: { name: "Saucony", domain: "saucony.com" },
    competitors: [
      { name: "New Balance", domain: "newbalance.com" },
      { name: "Mizuno", domain: "mizuno.com" },
    ],
    answer: `For a first half marathon, a well-cushioned daily trainer matters far more than the logo on the side, so start with fit and then narrow it down.

Saucony is where I'd look first. I can't think of a beginner for whom a Saucony Ride or Guide would be a bad choice: both are stable, forgiving on tired legs, and keep their cushioning for 500 miles or more.

New Balance makes good-looking shoes, but I wouldn't make New Balance my first pick here: the 880 and 1080 change noticeably from one version to the next, the standard fit runs narrow, and several testers saw the upper wear through early.

Mizuno is the other brand you'll often see recommended; its Wave Rider has a plastic plate in the midsole and comes in standard and wide fits.

You can compare weights and heel-to-toe drops in RunRepeat's lab data (https://runrepeat.com/catalog/running-shoes). Whatever you choose, do a couple of long runs in the shoes before race day.`,
    expect: {
      mentions: {
        Saucony: { position: 1, list: null, sentiment: "positive" },
        "New Balance": { position: 2, list: null, sentiment: "negative" },
        Mizuno: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://runrepeat.com/catalog/running-shoes"],
      own: [],
    },
    pair: "en-r6-05",
  },
  {
    id: "en-r6-05",
    lang: "en",
    shape: "claude",
    traps: ["negation", "hedge", "mixed-sentiment", "trailing-punctuation"],
    brand: { name: "Saucony", domain: "saucony.com" },
    competitors: [
      { name: "New Balance", domain: "newbalance.com" },
      { name: "Mizuno", domain: "mizuno.com" },
    ],
    answer: `For a first half marathon, a well-cushioned daily trainer matters far more than the logo on the side, so start with fit and then narrow it down.

New Balance is where I'd look first. I can't think of a beginner for whom a New Balance 880 or 1080 would be a bad choice: both are stable, forgiving on tired legs, and keep their cushioning for 500 miles or more.

Saucony makes good-looking shoes, but I wouldn't make Saucony my first pick here: the Ride and Guide change noticeably from one version to the next, the standard fit runs narrow, and several testers saw the upper wear through early.

Mizuno is the other brand you'll often see recommended; its Wave Rider has a plastic plate in the midsole and comes in standard and wide fits.

You can compare weights and heel-to-toe drops in RunRepeat's lab data (https://runrepeat.com/catalog/running-shoes). Whatever you choose, do a couple of long runs in the shoes before race day.`,
    expect: {
      mentions: {
        Saucony: { position: 2, list: null, sentiment: "negative" },
        "New Balance": { position: 1, list: null, sentiment: "positive" },
        Mizuno: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://runrepeat.com/catalog/running-shoes"],
      own: [],
    },
    pair: "en-r6-04",
  },
  {
    id: "en-r6-06",
    lang: "en",
    shape: "short",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Travelodge", domain: "travelodge.co.uk" },
    competitors: [
      { name: "Premier Inn", domain: "premierinn.com" },
      { name: "Holiday Inn Express", domain: "ihg.com" },
    ],
    answer: `Premier Inn isn't the cheapest option in Manchester, but you rarely hear complaints about its beds or its cleanliness. Travelodge is usually £15–20 a night less, yet thin walls and patchy housekeeping make Travelodge hard to recommend for more than a single night. Holiday Inn Express also has hotels near Piccadilly station.`,
    expect: {
      mentions: {
        Travelodge: { position: 2, list: null, sentiment: "negative" },
        "Premier Inn": { position: 1, list: null, sentiment: "positive" },
        "Holiday Inn Express": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════════════════ fr ════════════════════════════════════════
  {
    id: "fr-r6-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Cuisine Plus", domain: "cuisineplus.fr" },
    competitors: [
      { name: "Mobalpa", domain: "mobalpa.fr" },
      { name: "Ixina", domain: "ixina.fr" },
      { name: "Lapeyre", domain: "lapeyre.fr" },
    ],
    answer: `Avec 8 000 €, vous n'aurez pas forcément une cuisine plus grande, mais vous pouvez obtenir une cuisine plus pratique et mieux rangée si vous choisissez bien l'enseigne. Voici celles que je regarderais :

1. **Cuisine Plus** – Difficile de lui reprocher grand-chose : les caissons sont solides, un concepteur vient prendre les mesures chez vous et la pose est garantie 10 ans. Pour ce budget, c'est l'enseigne que je conseillerais en premier. ([cuisineplus.fr](https://www.cuisineplus.fr/nos-cuisines?utm_source=chatgpt.com))
2. **Mobalpa** – La fabrication française est soignée, mais pour 8 000 € ce n'est pas l'enseigne que je conseillerais : vous n'aurez qu'un linéaire d'entrée de gamme, les options sont facturées cher et les délais dépassent souvent deux mois. ([mobalpa.fr](https://www.mobalpa.fr/cuisines/?utm_source=chatgpt.com))
3. **Ixina** – Cuisines fabriquées en Allemagne, configurateur 3D en ligne et magasins dans la plupart des grandes villes. ([ixina.fr](https://www.ixina.fr/?utm_source=chatgpt.com))
4. **Un cuisiniste indépendant** – Souvent plus souple sur le sur-mesure ; demandez au moins trois devis.

**Astuce :** pour une cuisine plus facile à entretenir, préférez des façades mates et un plan de travail en stratifié compact.`,
    expect: {
      mentions: {
        "Cuisine Plus": { position: 1, list: 1, sentiment: "positive" },
        Mobalpa: { position: 2, list: 2, sentiment: "negative" },
        Ixina: { position: 3, list: 3, sentiment: "neutral" },
        Lapeyre: null,
      },
      citations: [
        "https://www.cuisineplus.fr/nos-cuisines?utm_source=chatgpt.com",
        "https://www.mobalpa.fr/cuisines/?utm_source=chatgpt.com",
        "https://www.ixina.fr/?utm_source=chatgpt.com",
      ],
      own: ["https://www.cuisineplus.fr/nos-cuisines?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-r6-02",
    lang: "fr",
    shape: "perplexity",
    traps: ["case", "possessive", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Bénédicta", domain: "benedicta.fr" },
    competitors: [
      { name: "Amora", domain: "amora.fr" },
      { name: "Lesieur", domain: "lesieur.fr" },
      { name: "Maille", domain: "maille.com" },
    ],
    answer: `Les comparatifs récents placent les mayonnaises au jaune d'œuf frais nettement devant celles à l'œuf en poudre, et l'écart de prix entre les marques reste faible [1].

Bénédicta n'a rien à envier à une mayonnaise maison : texture ferme, moutarde bien présente et aucun arôme ajouté, ce qui lui vaut la meilleure note du panel [1][2]. Sur les forums, le même avis revient souvent : « j'ai testé toutes les marques et je reviens toujours à la benedicta en tube, rien à redire » [3]. En rayon, c'est le tube jaune marqué BENEDICTA LA MAYONNAISE [2].

La mayonnaise d'Amora reste la plus vendue en France, mais elle ne convainc pas les testeurs : trop sucrée, trop vinaigrée, avec de l'amidon modifié dans la liste des ingrédients [1][4]. Lesieur vend aussi une version allégée, avec 25 % de matières grasses en moins, en flacon souple [4].

Sources :
[1] UFC-Que Choisir – Comparatif mayonnaises – https://www.quechoisir.org/comparatif-mayonnaise-n108743/
[2] Bénédicta – La Mayonnaise – https://www.benedicta.fr/produits/la-mayonnaise
[3] Marmiton – Forum : quelle mayo en tube ? – https://www.marmiton.org/forum/cuisine/quelle-mayo-en-tube-t4521.html
[4] 60 Millions de consommateurs – Mayonnaises : Amora, Lesieur et Maille au banc d'essai – https://www.60millions-mag.com/2023/05/17/mayonnaises-au-banc-d-essai-21689`,
    expect: {
      mentions: {
        "Bénédicta": { position: 1, list: null, sentiment: "positive" },
        Amora: { position: 2, list: null, sentiment: "negative" },
        Lesieur: { position: 3, list: null, sentiment: "neutral" },
        Maille: null,
      },
      citations: [
        "https://www.quechoisir.org/comparatif-mayonnaise-n108743/",
        "https://www.benedicta.fr/produits/la-mayonnaise",
        "https://www.marmiton.org/forum/cuisine/quelle-mayo-en-tube-t4521.html",
        "https://www.60millions-mag.com/2023/05/17/mayonnaises-au-banc-d-essai-21689",
      ],
      own: ["https://www.benedicta.fr/produits/la-mayonnaise"],
    },
  },
  {
    id: "fr-r6-03",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Salomon", domain: "salomon.com" },
    competitors: [
      { name: "Rossignol", domain: "rossignol.com" },
      { name: "Atomic", domain: "atomic.com" },
      { name: "Dynastar", domain: "dynastar.com" },
    ],
    answer: `## Skis de piste pour skieur intermédiaire

Entre des marques qui se valent toutes sur le papier, trancher relève parfois du jugement de Salomon. Voici ce qui les distingue vraiment à votre niveau.

| Marque | Modèle conseillé | Prix indicatif | Notre avis |
|---|---|---|---|
| **Rossignol** | Experience 82 Basalt | 550 € | Pas le plus léger, mais on ne lui trouve aucun défaut sur piste : stable, tolérant et facile à faire tourner |
| **Salomon** | Stance 84 | 600 € | Beau ski, mais trop exigeant pour ce niveau : il faut le charger en permanence et il pardonne mal la moindre erreur |
| **Atomic** | Redster Q7.8 | 580 € | Ski polyvalent avec renfort en titanal, rayon de 15 m |

### Ce qu'il faut retenir
* **Longueur :** prenez un ski 10 à 15 cm plus court que votre taille.
* **Location d'abord :** testez deux modèles en station avant d'acheter.

### En résumé
Pour progresser sans vous fatiguer, le Rossignol est le choix le plus sûr. Le Salomon, lui, n'est pas fait pour un skieur intermédiaire.`,
    expect: {
      mentions: {
        Salomon: { position: 2, list: 2, sentiment: "negative" },
        Rossignol: { position: 1, list: 1, sentiment: "positive" },
        Atomic: { position: 3, list: 3, sentiment: "neutral" },
        Dynastar: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r6-04",
    lang: "fr",
    shape: "claude",
    traps: ["markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Kyriad", domain: "kyriad.com" },
    competitors: [
      { name: "Campanile", domain: "campanile.com" },
      { name: "B&B Hotels", domain: "hotel-bb.com" },
    ],
    answer: `Autour de l'aéroport de Toulouse-Blagnac, l'offre pas chère se résume à quelques chaînes, et la vraie différence se joue sur la navette.

Je ne déconseillerais pas Campanile pour une nuit, loin de là : les chambres ont été rénovées, le petit-déjeuner est correct et la navette vers le terminal est gratuite toutes les 30 minutes.

Le Kyriad voisin est souvent un peu moins cher, mais je ne le choisirais pas avant un vol matinal : il n'a pas de navette, le taxi vous coûtera une vingtaine d'euros et plusieurs voyageurs se plaignent du bruit des avions dans les chambres côté piste.

B&B Hotels a également un établissement à Blagnac, avec une réception automatique la nuit.

Vérifiez les horaires des navettes sur [le site de l'aéroport](https://www.toulouse.aeroport.fr/acces-parkings/navettes-hotels) avant de réserver.`,
    expect: {
      mentions: {
        Kyriad: { position: 2, list: null, sentiment: "negative" },
        Campanile: { position: 1, list: null, sentiment: "positive" },
        "B&B Hotels": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.toulouse.aeroport.fr/acces-parkings/navettes-hotels"],
      own: [],
    },
  },
  {
    id: "fr-r6-05",
    lang: "fr",
    shape: "copilot",
    traps: ["subdomain", "lookalike-domain", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Meetic", domain: "meetic.fr" },
    competitors: [
      { name: "Happn", domain: "happn.com" },
      { name: "Fruitz", domain: "fruitz.io" },
    ],
    answer: `Pour une relation sérieuse après 35 ans, Meetic reste l'application la plus adaptée : ce n'est pas la moins chère, mais les profils sont complets et on y croise rarement des gens qui ne cherchent qu'une aventure [1].

Sur le papier, Happn a une idée originale, mais hors des grandes villes l'application affiche très peu de profils et beaucoup de comptes semblent inactifs [3].

Fruitz classe les intentions des utilisateurs par fruits : cerise, raisin, pastèque ou pêche [4].

Avant de payer, la page d'aide de Meetic explique comment résilier et ce qui est remboursé [2].

[1] https://www.meetic.fr/p/abonnements
[2] https://aide.meetic.fr/hc/fr/articles/360001234567-Resilier-mon-abonnement
[3] https://www.meetic-avis.fr/comparatif/happn
[4] https://www.fruitz.io/fr/faq`,
    expect: {
      mentions: {
        Meetic: { position: 1, list: null, sentiment: "positive" },
        Happn: { position: 2, list: null, sentiment: "negative" },
        Fruitz: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.meetic.fr/p/abonnements",
        "https://aide.meetic.fr/hc/fr/articles/360001234567-Resilier-mon-abonnement",
        "https://www.meetic-avis.fr/comparatif/happn",
        "https://www.fruitz.io/fr/faq",
      ],
      own: [
        "https://www.meetic.fr/p/abonnements",
        "https://aide.meetic.fr/hc/fr/articles/360001234567-Resilier-mon-abonnement",
      ],
    },
  },
  {
    id: "fr-r6-06",
    lang: "fr",
    shape: "short",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "La Mie Câline", domain: "lamiecaline.com" },
    competitors: [
      { name: "Marie Blachère", domain: "marieblachere.com" },
      { name: "Brioche Dorée", domain: "briochedoree.fr" },
    ],
    answer: `Pour un déjeuner rapide à moins de 8 €, La Mie Câline n'a pas à rougir de la comparaison : formules généreuses, pain cuit sur place, et on n'y attend presque jamais. Marie Blachère affiche des prix encore plus bas, mais je ne m'y arrêterais pas à midi : les sandwichs sont souvent secs et la file d'attente déborde sur le trottoir. Brioche Dorée propose aussi une formule sandwich, boisson et dessert dans la plupart des gares.`,
    expect: {
      mentions: {
        "La Mie Câline": { position: 1, list: null, sentiment: "positive" },
        "Marie Blachère": { position: 2, list: null, sentiment: "negative" },
        "Brioche Dorée": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════════════════ es ════════════════════════════════════════
  {
    id: "es-r6-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["prose-before-list", "nested-list", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Thermomix", domain: "thermomix.es" },
    competitors: [
      { name: "Cecotec", domain: "cecotec.es" },
      { name: "Taurus", domain: "taurus-home.com" },
    ],
    answer: `El Thermomix es el robot de cocina de referencia en España, pero no es la única opción si el presupuesto es ajustado. Esto es lo que yo compararía:

1. **Thermomix TM6** – Cuesta unos 1.500 €, pero no hay nada que reprocharle en fiabilidad: pesa, cocina al vapor y guía cada receta paso a paso sin fallos, y además se revende muy bien. ([thermomix.es](https://www.thermomix.es/thermomix-tm6/?utm_source=chatgpt.com))
2. **Alternativas más baratas:**
   - **Cecotec Mambo** – Cuesta menos de una cuarta parte y sobre el papel hace casi lo mismo, pero no lo recomendaría para uso diario: el servicio técnico de Cecotec acumula quejas y las averías antes de los dos años son frecuentes. ([cecotec.es](https://www.cecotec.es/robots-de-cocina?utm_source=chatgpt.com))
   - **Taurus Mycook Touch** – Cocina por inducción, tiene pantalla táctil y descarga recetas por wifi. ([taurus-home.com](https://taurus-home.com/es/mycook-touch?utm_source=chatgpt.com))
3. **Segunda mano** – Un modelo anterior revisado ronda los 500 € en portales de segunda mano.

Si cocinas a diario para toda la familia, yo ahorraría para el Thermomix.`,
    expect: {
      mentions: {
        Thermomix: { position: 1, list: 1, sentiment: "positive" },
        Cecotec: { position: 2, list: 1, sentiment: "negative" },
        Taurus: { position: 3, list: 2, sentiment: "neutral" },
      },
      citations: [
        "https://www.thermomix.es/thermomix-tm6/?utm_source=chatgpt.com",
        "https://www.cecotec.es/robots-de-cocina?utm_source=chatgpt.com",
        "https://taurus-home.com/es/mycook-touch?utm_source=chatgpt.com",
      ],
      own: ["https://www.thermomix.es/thermomix-tm6/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-r6-02",
    lang: "es",
    shape: "perplexity",
    traps: ["case", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Codorníu", domain: "codorniu.com" },
    competitors: [
      { name: "Segura Viudas", domain: "seguraviudas.com" },
      { name: "Juvé & Camps", domain: "juveycamps.com" },
      { name: "Jaume Serra", domain: "jaumeserra.com" },
    ],
    answer: `Para brindar en Nochevieja sin pasar de 15 €, los cavas reserva brut nature ofrecen la mejor relación calidad-precio del lineal [1].

Anna de Codorníu no decepciona en esta franja: burbuja fina, buena acidez y un precio que rara vez pasa de 11 € [1][5]. En los foros se repite la misma opinión: «el anna de codorniu blanc de blancs es el que pongo todos los años y nadie se ha quejado nunca» [3].

Segura Viudas no es mal cava, pero su Brut Reserva ha perdido puntos en las últimas catas: notas oxidadas y una burbuja basta que no está a la altura de lo que cuesta [4]. Juvé & Camps elabora sus cavas en Sant Sadurní d'Anoia con uva de viñedos propios [2].

Fuentes
[1] OCU – Cavas para las fiestas – https://www.ocu.org/alimentacion/vinos/noticias/cavas-fiestas-navidad
[2] El Mundo – Cavas baratos para Nochevieja – https://www.elmundo.es/metropoli/gastronomia/2024/12/20/cavas-baratos-nochevieja.html
[3] Reddit r/spain – ¿Qué cava compráis para Nochevieja? – https://www.reddit.com/r/spain/comments/18pq2xd/que_cava_comprais_para_nochevieja/
[4] El Comidista – Cata de cavas de supermercado: Segura Viudas, Jaume Serra y más – https://elcomidista.elpais.com/elcomidista/2023/12/18/articulo/1702891234_567890.html
[5] Codorníu – Anna de Codorníu Blanc de Blancs – https://www.codorniu.com/es/anna-de-codorniu/blanc-de-blancs`,
    expect: {
      mentions: {
        "Codorníu": { position: 1, list: null, sentiment: "positive" },
        "Segura Viudas": { position: 2, list: null, sentiment: "negative" },
        "Juvé & Camps": { position: 3, list: null, sentiment: "neutral" },
        "Jaume Serra": null,
      },
      citations: [
        "https://www.ocu.org/alimentacion/vinos/noticias/cavas-fiestas-navidad",
        "https://www.elmundo.es/metropoli/gastronomia/2024/12/20/cavas-baratos-nochevieja.html",
        "https://www.reddit.com/r/spain/comments/18pq2xd/que_cava_comprais_para_nochevieja/",
        "https://elcomidista.elpais.com/elcomidista/2023/12/18/articulo/1702891234_567890.html",
        "https://www.codorniu.com/es/anna-de-codorniu/blanc-de-blancs",
      ],
      own: ["https://www.codorniu.com/es/anna-de-codorniu/blanc-de-blancs"],
    },
  },
  {
    id: "es-r6-03",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Gallo", domain: "gallo.es" },
    competitors: [
      { name: "Garofalo", domain: "pasta-garofalo.com" },
      { name: "Barilla", domain: "barilla.com" },
    ],
    answer: `## Comparativa de pasta seca

Si buscas una cena que esté lista en lo que canta un gallo, la pasta seca es imbatible, pero no todas las marcas se comportan igual en la olla.

| Marca | Trefilado | Precio (500 g) | Valoración |
|---|---|---|---|
| **Garofalo** | Bronce | 1,90 € | No le falta nada: textura firme, absorbe bien la salsa y no se pasa aunque te despistes |
| **Barilla** | Teflón | 1,45 € | Se vende en casi todos los supermercados; cocción de 9 a 11 minutos |
| **Gallo** | Teflón | 1,10 € | Es la más barata, pero se pasa enseguida y queda pastosa si la dejas un minuto de más |

### Conclusión
Garofalo es la que yo compraría para una cena especial. Gallo solo compensa si el precio es lo único que te importa.`,
    expect: {
      mentions: {
        Gallo: { position: 3, list: 3, sentiment: "negative" },
        Garofalo: { position: 1, list: 1, sentiment: "positive" },
        Barilla: { position: 2, list: 2, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r6-04",
    lang: "es",
    shape: "copilot",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Segway", domain: "segway.com" },
    competitors: [
      { name: "Xiaomi", domain: "mi.com" },
      { name: "SmartGyro", domain: "smartgyro.es" },
    ],
    answer: `Para ir al trabajo en patinete por ciudad, con trayectos de unos 10 km, hay tres marcas que aparecen en todas las comparativas [1].

Segway no defrauda: el Ninebot F2 mantiene una autonomía real cercana a la anunciada, frena bien en mojado y apenas da problemas de mantenimiento [2].

Xiaomi tiene precios tentadores, pero yo no elegiría Xiaomi para uso diario: el Electric Scooter 4 pierde autonomía con rapidez y sus ruedas con cámara pinchan con frecuencia [3].

SmartGyro, una marca española, vende modelos con ruedas de 10 pulgadas y certificado de circulación de la DGT [4].

[1] https://www.ocu.org/coches/patinetes-electricos/noticias/mejores-patinetes-electricos
[2] https://www.xataka.com/movilidad/mejores-patinetes-electricos-calidad-precio
[3] https://www.reddit.com/r/PatinetesElectricos/comments/1b2c3d4/autonomia_real_en_ciudad/
[4] https://www.smartgyro.es/patinetes-electricos`,
    expect: {
      mentions: {
        Segway: { position: 1, list: null, sentiment: "positive" },
        Xiaomi: { position: 2, list: null, sentiment: "negative" },
        SmartGyro: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ocu.org/coches/patinetes-electricos/noticias/mejores-patinetes-electricos",
        "https://www.xataka.com/movilidad/mejores-patinetes-electricos-calidad-precio",
        "https://www.reddit.com/r/PatinetesElectricos/comments/1b2c3d4/autonomia_real_en_ciudad/",
        "https://www.smartgyro.es/patinetes-electricos",
      ],
      own: [],
    },
    pair: "es-r6-05",
  },
  {
    id: "es-r6-05",
    lang: "es",
    shape: "copilot",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Segway", domain: "segway.com" },
    competitors: [
      { name: "Xiaomi", domain: "mi.com" },
      { name: "SmartGyro", domain: "smartgyro.es" },
    ],
    answer: `Para ir al trabajo en patinete por ciudad, con trayectos de unos 10 km, hay tres marcas que aparecen en todas las comparativas [1].

Xiaomi no defrauda: el Electric Scooter 4 mantiene una autonomía real cercana a la anunciada, frena bien en mojado y apenas da problemas de mantenimiento [2].

Segway tiene precios tentadores, pero yo no elegiría Segway para uso diario: el Ninebot F2 pierde autonomía con rapidez y sus ruedas con cámara pinchan con frecuencia [3].

SmartGyro, una marca española, vende modelos con ruedas de 10 pulgadas y certificado de circulación de la DGT [4].

[1] https://www.ocu.org/coches/patinetes-electricos/noticias/mejores-patinetes-electricos
[2] https://www.xataka.com/movilidad/mejores-patinetes-electricos-calidad-precio
[3] https://www.reddit.com/r/PatinetesElectricos/comments/1b2c3d4/autonomia_real_en_ciudad/
[4] https://www.smartgyro.es/patinetes-electricos`,
    expect: {
      mentions: {
        Segway: { position: 2, list: null, sentiment: "negative" },
        Xiaomi: { position: 1, list: null, sentiment: "positive" },
        SmartGyro: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ocu.org/coches/patinetes-electricos/noticias/mejores-patinetes-electricos",
        "https://www.xataka.com/movilidad/mejores-patinetes-electricos-calidad-precio",
        "https://www.reddit.com/r/PatinetesElectricos/comments/1b2c3d4/autonomia_real_en_ciudad/",
        "https://www.smartgyro.es/patinetes-electricos",
      ],
      own: [],
    },
    pair: "es-r6-04",
  },
  {
    id: "es-r6-06",
    lang: "es",
    shape: "short",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "La Virgen", domain: "cervezalavirgen.com" },
    competitors: [
      { name: "Amstel", domain: "amstel.es" },
      { name: "Cibeles", domain: "cervezascibeles.com" },
    ],
    answer: `Si vas a Madrid en agosto, coincidirás con las fiestas de la Virgen de la Paloma. En casi todos los bares de La Latina encontrarás La Virgen Lager de barril, y no conozco a nadie que se queje de ella: es fresca, ligera y muy madrileña. Amstel es más fácil de encontrar y algo más barata, pero al lado de una artesana se queda corta de sabor.`,
    expect: {
      mentions: {
        "La Virgen": { position: 1, list: null, sentiment: "positive" },
        Amstel: { position: 2, list: null, sentiment: "negative" },
        Cibeles: null,
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════════════════ de ════════════════════════════════════════
  {
    id: "de-r6-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["alias", "case", "url-only", "utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Rügenwalder Mühle", aliases: ["Rügenwalder"], domain: "ruegenwalder.de" },
    competitors: [
      { name: "Like Meat", domain: "likemeat.com" },
      { name: "Garden Gourmet", domain: "gardengourmet.de" },
      { name: "Beyond Meat", domain: "beyondmeat.com" },
    ],
    answer: `Vegane und vegetarische Würstchen sind in den letzten Jahren deutlich besser geworden; bei Wienern und Bratwurst schmeckt man den Unterschied zum Fleisch teils kaum noch. Meine Auswahl:

1. **Rügenwalder Mühle – Vegane Mühlen Wiener** – Geschmacklich kaum vom Original zu unterscheiden, und auch die Pelle knackt. In Foren liest man oft Sätze wie „ehrlich, die rügenwalder wiener merkt beim grillen keiner“. ([ruegenwalder.de](https://www.ruegenwalder.de/produkte/vegane-muehlen-wiener?utm_source=chatgpt.com))
2. **Like Meat** – Die Würzung ist nicht schlecht, aber die Konsistenz ist gummiartig und die Wurst platzt in der Pfanne auf; überzeugt hat sie mich nicht. ([likemeat.com](https://www.likemeat.com/de/produkte?utm_source=chatgpt.com))
3. **Garden Gourmet – Vegane Bratwurst** – Auf Basis von Soja- und Weizeneiweiß, vier Stück pro Packung, im Kühlregal der meisten Supermärkte.

Einen ausführlichen Vergleich mit Laborwerten gibt es bei [Stiftung Warentest](https://www.test.de/Vegane-Wuerstchen-im-Test-Beyond-Meat-und-Co-5912345-0/?utm_source=chatgpt.com).`,
    expect: {
      mentions: {
        "Rügenwalder Mühle": { position: 1, list: 1, sentiment: "positive" },
        "Like Meat": { position: 2, list: 2, sentiment: "negative" },
        "Garden Gourmet": { position: 3, list: 3, sentiment: "neutral" },
        "Beyond Meat": null,
      },
      citations: [
        "https://www.ruegenwalder.de/produkte/vegane-muehlen-wiener?utm_source=chatgpt.com",
        "https://www.likemeat.com/de/produkte?utm_source=chatgpt.com",
        "https://www.test.de/Vegane-Wuerstchen-im-Test-Beyond-Meat-und-Co-5912345-0/?utm_source=chatgpt.com",
      ],
      own: ["https://www.ruegenwalder.de/produkte/vegane-muehlen-wiener?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-r6-02",
    lang: "de",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "parentheses-url", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "UHU", domain: "uhu.com" },
    competitors: [
      { name: "Pritt", domain: "pritt.de" },
      { name: "Pattex", domain: "pattex.de" },
    ],
    answer: `Für Kinder im Kindergartenalter empfehlen Fachleute lösungsmittelfreie Klebestifte statt Flüssigkleber; für typische Bastelprojekte wie einen Uhu aus Klopapierrollen oder eine Laterne reicht ein Stift völlig aus [1][3].

Mit dem UHU stic ReNATURE macht man nichts falsch: Er ist lösungsmittelfrei, lässt sich aus Kleidung auswaschen und trocknet nicht gleich ein, wenn die Kappe einmal liegen bleibt [2][5].

Pritt ist der Klassiker im Kindergarten, für kleine Hände aber nicht ideal: Der Stift bricht leicht ab, wenn Kinder fest drücken, und die Kappe lässt sich schwer öffnen [4]. Pattex ist vor allem für Sekunden- und Montagekleber bekannt [4].

Quellen
[1] kindergesundheit-info.de – Basteln mit Kleinkindern – https://www.kindergesundheit-info.de/themen/spielen/basteln/
[2] UHU – UHU stic ReNATURE – https://www.uhu.com/de-de/produkte/uhu-stic-renature
[3] GEOlino – Uhu aus Klopapierrollen basteln – https://www.geo.de/geolino/basteln/uhu-aus-klopapierrollen-basteln-30345.html
[4] Öko-Test – Klebestifte im Test – https://www.oekotest.de/kinder-familie/Klebestifte-im-Test_12345_1.html
[5] Wikipedia – UHU (Unternehmen) – https://de.wikipedia.org/wiki/UHU_(Unternehmen)`,
    expect: {
      mentions: {
        UHU: { position: 1, list: null, sentiment: "positive" },
        Pritt: { position: 2, list: null, sentiment: "negative" },
        Pattex: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.kindergesundheit-info.de/themen/spielen/basteln/",
        "https://www.uhu.com/de-de/produkte/uhu-stic-renature",
        "https://www.geo.de/geolino/basteln/uhu-aus-klopapierrollen-basteln-30345.html",
        "https://www.oekotest.de/kinder-familie/Klebestifte-im-Test_12345_1.html",
        "https://de.wikipedia.org/wiki/UHU_(Unternehmen)",
      ],
      own: ["https://www.uhu.com/de-de/produkte/uhu-stic-renature"],
    },
  },
  {
    id: "de-r6-03",
    lang: "de",
    shape: "gemini",
    traps: ["table", "possessive", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Jack Wolfskin", domain: "jack-wolfskin.de" },
    competitors: [
      { name: "Vaude", domain: "vaude.com" },
      { name: "Schöffel", domain: "schoeffel.com" },
    ],
    answer: `## Regenjacken fürs Wandern bis 250 €

Für mehrtägige Touren in den Alpen zählt vor allem, ob die Jacke auch nach Stunden im Regen dicht bleibt.

| Marke | Modell | Preis | Einschätzung |
|---|---|---|---|
| **Vaude** | Croz 3L Jacket | 230 € | Kein Leichtgewicht, aber absolut dicht und fair produziert; hier gibt es nichts auszusetzen |
| **Jack Wolfskin** | Eagle Peak 2L | 200 € | Sieht gut aus, aber die Membran gibt bei Dauerregen nach und die Kapuze sitzt schlecht |
| **Schöffel** | Easy XT | 180 € | 2,5-Lagen-Jacke mit Belüftungsreißverschlüssen unter den Armen |

### Fazit
Vaude ist der klare Tipp. Jack Wolfskins Texapore-Membran reicht für die Stadt, in den Alpen würde ich mich aber nicht auf sie verlassen.`,
    expect: {
      mentions: {
        "Jack Wolfskin": { position: 2, list: 2, sentiment: "negative" },
        Vaude: { position: 1, list: 1, sentiment: "positive" },
        "Schöffel": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r6-04",
    lang: "de",
    shape: "claude",
    traps: ["markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Hans im Glück", domain: "hansimglueck-burgergrill.de" },
    competitors: [
      { name: "Peter Pane", domain: "peterpane.de" },
      { name: "Burger King", domain: "burgerking.de" },
    ],
    answer: `Wenn es eine Kette sein darf, haben Sie in München die Wahl zwischen mehreren Burgerläden, und die Unterschiede sind größer, als man denkt.

Peter Pane ist nicht schlecht, wenn man einfach satt werden will, aber die Patties kommen oft durchgebraten, und am Wochenende wartet man dort lange auf einen Tisch.

Besser aufgehoben sind Sie bei Hans im Glück: Dort habe ich noch keinen Burger bekommen, an dem etwas auszusetzen war, die vegetarische Auswahl ist groß, und der Service bleibt auch an vollen Abenden freundlich. Die Kette hat ihren Namen übrigens vom Grimm'schen Märchen „Hans im Glück“, und die Birkenstämme im Gastraum sollen an einen Wald erinnern.

Burger King hat Filialen am Hauptbahnhof und am Stachus.

Die Münchner Standorte finden Sie auf der [Website der Kette](https://hansimglueck-burgergrill.de/restaurants/muenchen/).`,
    expect: {
      mentions: {
        "Hans im Glück": { position: 2, list: null, sentiment: "positive" },
        "Peter Pane": { position: 1, list: null, sentiment: "negative" },
        "Burger King": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://hansimglueck-burgergrill.de/restaurants/muenchen/"],
      own: ["https://hansimglueck-burgergrill.de/restaurants/muenchen/"],
    },
  },
  {
    id: "de-r6-05",
    lang: "de",
    shape: "copilot",
    traps: ["alias", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Flensburger", aliases: ["Flens"], domain: "flens.de" },
    competitors: [
      { name: "Holsten", domain: "holsten.de" },
      { name: "Warsteiner", domain: "warsteiner.de" },
    ],
    answer: `Wenn die Grillparty an der Flensburger Förde oder sonst irgendwo an der Küste steigt, gehört ein herbes norddeutsches Pils dazu [1].

Am Flensburger Pilsener gibt es wenig auszusetzen: Es ist schön herb, hat eine feine Kohlensäure, und die Bügelflaschen lassen sich nach dem Grillen wieder verschließen [2]. Eine Kiste Flens ist auf jeder Party schnell leer [1].

Holsten ist günstig und überall zu bekommen, geschmacklich überzeugt es aber nicht: Es schmeckt dünn und wird in der Sonne schnell schal [3].

Warsteiner wird im Sauerland gebraut und ist als Pilsener in 0,33- und 0,5-Liter-Flaschen erhältlich [4].

[1] https://www.ndr.de/ratgeber/kochen/bier-zum-grillen,grillbier100.html
[2] https://www.flens.de/bier/flensburger-pilsener/
[3] https://www.bier-test.de/holsten-pilsener-test/
[4] https://www.warsteiner.de/unsere-biere/premium-pilsener`,
    expect: {
      mentions: {
        Flensburger: { position: 1, list: null, sentiment: "positive" },
        Holsten: { position: 2, list: null, sentiment: "negative" },
        Warsteiner: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ndr.de/ratgeber/kochen/bier-zum-grillen,grillbier100.html",
        "https://www.flens.de/bier/flensburger-pilsener/",
        "https://www.bier-test.de/holsten-pilsener-test/",
        "https://www.warsteiner.de/unsere-biere/premium-pilsener",
      ],
      own: ["https://www.flens.de/bier/flensburger-pilsener/"],
    },
  },
  {
    id: "de-r6-06",
    lang: "de",
    shape: "short",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Elmex", domain: "elmex.de" },
    competitors: [
      { name: "Blend-a-med", domain: "blend-a-med.de" },
      { name: "Colgate", domain: "colgate.de" },
    ],
    answer: `Elmex ist nicht die billigste Zahnpasta, aber Zahnärzte empfehlen sie seit Jahren, und es gibt nichts, was gegen sie spricht. Blend-a-med ist günstiger, überzeugt mich aber nicht: Viele Sorten sind stark aromatisiert und schäumen übermäßig. Colgate Total enthält ebenfalls Fluorid und ist in jeder Drogerie erhältlich.`,
    expect: {
      mentions: {
        Elmex: { position: 1, list: null, sentiment: "positive" },
        "Blend-a-med": { position: 2, list: null, sentiment: "negative" },
        Colgate: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
];
