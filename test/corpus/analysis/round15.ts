// Round 15: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output, written while version 7 stood; held out until round 16 existed, developed since.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // en-r15-01 Air fryer retailers (UK). Traps: "Lakeland fells" is the Lake District (place, not the brand) before the brand's first mention; "robert dyas" in lower case; utm links; "won't be left stuck" / "don't feel built to last" negations; "Decent if … but" hedge. Lakeland positive (hard to beat, guarantee means you won't be left stuck); Dunelm neutral (stock, prices, click & collect only); Robert Dyas negative (decent if on promotion, but thin range and slow refunds; cheapest but refunds caveat); Wilko negative (cheapest fryers don't feel built to last).
  {
    id: "en-r15-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["markdown", "utm", "case", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Lakeland", domain: "lakeland.co.uk" },
    competitors: [
      { name: "Dunelm", domain: "dunelm.com" },
      { name: "Robert Dyas", domain: "robertdyas.co.uk" },
      { name: "Wilko", domain: "wilko.com" },
    ],
    answer: `Air fryers are one of those buys where the retailer matters almost as much as the model: returns, warranties and stock vary a lot. Whether you live in a flat in Leeds or a cottage in the Lakeland fells, all four of these deliver nationwide.

### Where to buy an air fryer in the UK

1. **Lakeland** – The kitchen specialist is hard to beat here. Its own-brand dual-basket fryers are well reviewed, the staff actually know the products, and the 3-year guarantee means you won't be left stuck if a basket coating starts to peel. [Browse the range](https://www.lakeland.co.uk/kitchen-electricals/air-fryers?utm_source=chatgpt.com)
2. **Dunelm** – Stocks Ninja, Tower and Salter models from about £40 to £250, with free click & collect from its 180 stores and home delivery from £3.95. [Dunelm air fryers](https://www.dunelm.com/category/kitchen/small-appliances/air-fryers?utm_source=chatgpt.com)
3. **Robert Dyas** – Decent if you catch one of its frequent promotions, but the range is thin beyond the bestsellers and several buyers mention slow refunds on returns. [Robert Dyas](https://www.robertdyas.co.uk/air-fryers?utm_source=chatgpt.com)
4. **Wilko** – Once the budget go-to on every high street, it now trades online only, and its cheapest fryers simply don't feel built to last. [Wilko](https://www.wilko.com/en-uk/kitchen-appliances/air-fryers/c/1402?utm_source=chatgpt.com)

### Quick tips before you buy
- **Capacity:** 4–5 litres suits two people; families should look at 8 litres or a dual-basket model.
- **Running costs:** most models draw 1.4–1.7 kW, so a 20-minute cook costs roughly 12p.
- **Coatings:** check whether the basket is ceramic or standard non-stick.

You mentioned robert dyas: its own-label fryers are the cheapest here, but the refunds issue is worth bearing in mind. If you want a reliable all-rounder with proper after-sales support, start with Lakeland.`,
    expect: {
      mentions: {
        Lakeland: { position: 1, list: 1, sentiment: "positive" },
        Dunelm: { position: 2, list: 2, sentiment: "neutral" },
        "Robert Dyas": { position: 3, list: 3, sentiment: "negative" },
        Wilko: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.lakeland.co.uk/kitchen-electricals/air-fryers?utm_source=chatgpt.com",
        "https://www.dunelm.com/category/kitchen/small-appliances/air-fryers?utm_source=chatgpt.com",
        "https://www.robertdyas.co.uk/air-fryers?utm_source=chatgpt.com",
        "https://www.wilko.com/en-uk/kitchen-appliances/air-fryers/c/1402?utm_source=chatgpt.com",
      ],
      own: ["https://www.lakeland.co.uk/kitchen-electricals/air-fryers?utm_source=chatgpt.com"],
    },
  },

  // en-r15-02 Portable Bluetooth speakers. Traps: "Jim Marshall", the founder (a person), before the brand's first mention ("Marshall's speaker"); possessives Marshall's, JBL's, Bang & Olufsen's, "the Marshall's"; trailing "Sources" list naming Marshall, JBL and Ultimate Ears (not body); "isn't the loudest, but … struggle to find anything it does badly". Marshall positive (criticism conceded then outweighed; "the one to buy"; B&O falls short of it); JBL neutral (price, battery, IP rating only); Ultimate Ears negative (lags behind, distorts, only worth it if you need it to float); Bang & Olufsen negative (well made but poor value, battery falls short).
  {
    id: "en-r15-02",
    lang: "en",
    shape: "perplexity",
    traps: ["possessive", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Marshall", domain: "marshall.com" },
    competitors: [
      { name: "JBL", domain: "jbl.com" },
      { name: "Ultimate Ears", domain: "ultimateears.com" },
      { name: "Bang & Olufsen", domain: "bang-olufsen.com" },
    ],
    answer: `For a portable speaker in the £130–£250 range, most reviewers end up comparing the same four brands [1][3].

Jim Marshall, the drummer who opened a small music shop in Hanwell in 1960, built his reputation on guitar amplifiers, and that heritage is easy to hear in the Emberton III. Marshall's speaker isn't the loudest in its class, but reviewers struggle to find anything it does badly: more than 32 hours of battery, IP67 dust and water resistance, and a warm, balanced sound that doesn't turn harsh at high volume [1][5]. For most people it's the one to buy.

JBL's Charge 5 costs about £130, offers around 20 hours of playback and IP67 protection, and doubles as a power bank for your phone [2].

Ultimate Ears lags behind on sound quality: the Boom 4 goes very loud, but the bass distorts when pushed and the companion app feels clunky [4]. It's only worth considering if you need a speaker that floats in a pool.

Bang & Olufsen's Beosound A1 is beautifully made, but at roughly £250 it's poor value, and its 18-hour battery falls well short of the Marshall's [3].

Sources
[1] Marshall Emberton III review – https://www.whathifi.com/reviews/marshall-emberton-iii
[2] JBL Charge 5 – https://uk.jbl.com/CHARGE-5.html
[3] The best Bluetooth speakers 2025 – https://www.techradar.com/news/best-bluetooth-speakers
[4] Ultimate Ears Boom 4 review – https://www.trustedreviews.com/reviews/ultimate-ears-boom-4
[5] https://www.marshall.com/uk/en/product/emberton-iii`,
    expect: {
      mentions: {
        Marshall: { position: 1, list: null, sentiment: "positive" },
        JBL: { position: 2, list: null, sentiment: "neutral" },
        "Ultimate Ears": { position: 3, list: null, sentiment: "negative" },
        "Bang & Olufsen": { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.whathifi.com/reviews/marshall-emberton-iii",
        "https://uk.jbl.com/CHARGE-5.html",
        "https://www.techradar.com/news/best-bluetooth-speakers",
        "https://www.trustedreviews.com/reviews/ultimate-ears-boom-4",
        "https://www.marshall.com/uk/en/product/emberton-iii",
      ],
      own: ["https://www.marshall.com/uk/en/product/emberton-iii"],
    },
  },

  // en-r15-03 Sofa-in-a-box. Traps: "sits snug against the wall" is the common word before the brand; table rows (Swyft row 1 comes before Snug); "sofology" in lower case; "Learn more" trailing list holds only URLs; judgements in table cells; "Not bad, but"; praise as absence of problems ("No wobble, no missing parts, no fuss", "rarely report any problem"). Swyft negative (not bad but hard to justify; lags behind on value); Snug positive (absence of problems, recommended); Sofology neutral (delivery, showrooms, depth only); Oak Furnitureland negative (bulky frames, slots slip, poor delivery reviews).
  {
    id: "en-r15-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "case", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Snug", domain: "snugsofa.com" },
    competitors: [
      { name: "Swyft", domain: "swyfthome.com" },
      { name: "Sofology", domain: "sofology.co.uk" },
      { name: "Oak Furnitureland", domain: "oakfurnitureland.co.uk" },
    ],
    answer: `## Sofa-in-a-Box: Which Brand for a Small Flat?

A boxed sofa is the easiest way to get a proper three-seater up a narrow staircase. Ideally you want one that sits snug against the wall, feels supportive, and goes together in under an hour without tools.

### At a glance

| Brand | 3-seater price | Delivery | Our take |
|---|---|---|---|
| **Swyft** | from £1,549 | 1–3 days, boxed | Not bad, but the firm seat and premium price are hard to justify |
| **Snug** | from £1,095 | 3–5 days, boxed | No wobble, no missing parts, no fuss |
| **Sofology** | from £1,199 | 2–6 weeks, assembled | Two-person delivery; 120+ showrooms |
| **Oak Furnitureland** | from £999 | 3–8 weeks, assembled | Bulky frames; delivery slots often slip |

### Our pick

**Snug** is the one we'd recommend for most small flats: the modules click together, the covers come off for washing, and owners rarely report any problem with the frame. Swyft lags behind on value, costing about £450 more for a similar spec.

### If you'd rather not assemble anything

Since you mentioned sofology, note that it sells assembled sofas rather than boxed ones: a two-person team carries the sofa in, and you pick a delivery slot at checkout. Measure doorways first — its 3-seaters are around 92 cm deep.

Oak Furnitureland is cheaper on paper, but its bulky frames struggle with narrow hallways, and its delivery reviews are poor.

Learn more:
- https://www.snugsofa.com/sofas/the-snug-sofa
- https://www.swyfthome.com/model-02-sofa
- https://www.which.co.uk/reviews/sofas/article/sofa-in-a-box`,
    expect: {
      mentions: {
        Snug: { position: 2, list: 2, sentiment: "positive" },
        Swyft: { position: 1, list: 1, sentiment: "negative" },
        Sofology: { position: 3, list: 3, sentiment: "neutral" },
        "Oak Furnitureland": { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.snugsofa.com/sofas/the-snug-sofa",
        "https://www.swyfthome.com/model-02-sofa",
        "https://www.which.co.uk/reviews/sofas/article/sofa-in-a-box",
      ],
      own: ["https://www.snugsofa.com/sofas/the-snug-sofa"],
    },
  },

  // en-r15-04 Engagement rings (UK high street). Traps: "a student at Goldsmiths" (the university, an institution/place) and "goldsmiths and diamond dealers" (common noun) before the jeweller's first mention; H. Samuel first named in Ernest Jones's paragraph; Wikipedia URL with parentheses inside a markdown link; praise conceded then outweighed; "I wouldn't hesitate". Beaverbrooks positive (the one to start with, punches above its weight, cheaper than Goldsmiths); Goldsmiths negative (lovely showrooms, but premium price and pushy upselling, hard to recommend); Ernest Jones neutral (group, store count, price range, credit only); H. Samuel positive ("wouldn't hesitate", good value, returns remove risk).
  {
    id: "en-r15-04",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "parentheses-url", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Goldsmiths", domain: "goldsmiths.co.uk" },
    competitors: [
      { name: "Beaverbrooks", domain: "beaverbrooks.co.uk" },
      { name: "Ernest Jones", domain: "ernestjones.co.uk" },
      { name: "H. Samuel", domain: "hsamuel.co.uk" },
    ],
    answer: `Congratulations! An engagement ring under £2,000 is a very workable budget in the UK, and being a student at Goldsmiths actually puts you in a good spot: New Cross is about twenty minutes from Hatton Garden, where goldsmiths and diamond dealers have worked since the Middle Ages. Independent workshops there can often beat chain-store prices for the same stone, so it's worth an afternoon of browsing even if you end up buying elsewhere.

Among the high-street chains, Beaverbrooks is the one I'd start with. It's family-owned, its staff don't work on commission, and its diamonds come with independent certification, which is rarer than it should be at this price. Solitaires start at around £1,000, and the lifetime care plan covers cleaning and claw checks. It consistently punches above its weight in customer reviews.

Goldsmiths (the jeweller, no relation to your college) has beautiful showrooms and a strong range of designer pieces, but that polish comes at a price: comparable half-carat solitaires tend to cost £300–£500 more than at Beaverbrooks, and several buyers describe pushy upselling on insurance. Unless you specifically want one of its exclusive designer collections, I'd struggle to recommend it over the alternatives.

Ernest Jones belongs to the same group as H. Samuel (Signet). It has around 150 stores, sells mostly platinum and 18ct gold settings from roughly £800 to £5,000, and offers interest-free credit over 12 months.

For a ring under £1,000, I wouldn't hesitate to look at H. Samuel: its lab-grown diamond range is genuinely good value, and the 30-day returns policy takes most of the risk out of buying a ring before you know the exact size.

A few practical tips wherever you buy. Ask for an IGI or GIA certificate and check that the number is laser-inscribed on the stone. Compare the four Cs rather than the shop's own grading words, and read up on [how diamonds are graded](https://en.wikipedia.org/wiki/Diamond_(gemstone)) before you go. Finally, check whether resizing is free, because a guessed size is usually wrong by half a size or more.

Useful starting points: [Beaverbrooks engagement rings](https://www.beaverbrooks.co.uk/engagement-rings) and the [Goldsmiths ring guide](https://www.goldsmiths.co.uk/engagement-rings/c/20020000).`,
    expect: {
      mentions: {
        Goldsmiths: { position: 2, list: null, sentiment: "negative" },
        Beaverbrooks: { position: 1, list: null, sentiment: "positive" },
        "Ernest Jones": { position: 3, list: null, sentiment: "neutral" },
        "H. Samuel": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://en.wikipedia.org/wiki/Diamond_(gemstone)",
        "https://www.beaverbrooks.co.uk/engagement-rings",
        "https://www.goldsmiths.co.uk/engagement-rings/c/20020000",
      ],
      own: ["https://www.goldsmiths.co.uk/engagement-rings/c/20020000"],
    },
  },

  // en-r15-05 Bed sheets (US direct-to-consumer), pair with en-r15-06. Traps: "a golden parachute" (common noun) before the brand; "brooklinen" in lower case; trailing run of footnote URLs (brooklinen.com only inside a Trustpilot URL); "found nothing to fault"; "it's not bad, but". Parachute positive (nothing to fault, the set I'd buy, the safer bet); Brooklinen negative (not bad, but pills and slow service; only on sale); Boll & Branch neutral (price, trial, returns only); Coyuchi negative (lags behind on price, no gain in quality).
  {
    id: "en-r15-05",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "case", "sources-list", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Parachute", domain: "parachutehome.com" },
    competitors: [
      { name: "Brooklinen", domain: "brooklinen.com" },
      { name: "Boll & Branch", domain: "bollandbranch.com" },
      { name: "Coyuchi", domain: "coyuchi.com" },
    ],
    answer: `Sheets are an odd category: prices swing so widely you'd think some brands were funding a golden parachute for their founders. Here's how the best-known direct-to-consumer names compare for a queen set [1].

**Parachute** sells its linen sets from $249, and testers found nothing to fault on breathability or softness after repeated washes — it's the set I'd buy [1][2].

**Brooklinen** sells its Classic percale from $169; it's not bad, but the fabric pills faster than the competition and customer-service replies can take a week [2][3].

**Boll & Branch** offers organic cotton sheets from $250 for a queen, with a 30-night trial and free returns [4].

Coyuchi lags behind on price, charging roughly $100 more than the others for similar organic percale with no obvious gain in quality [4].

Whichever you choose, wash new sheets twice before judging the feel — percale and linen both soften noticeably.

Bottom line: Parachute is the safer bet; brooklinen only makes sense if it's on sale.

[1] https://www.nytimes.com/wirecutter/reviews/best-sheets/
[2] https://www.parachutehome.com/products/linen-sheet-set
[3] https://www.trustpilot.com/review/brooklinen.com
[4] https://www.bollandbranch.com/collections/sheets`,
    expect: {
      mentions: {
        Parachute: { position: 1, list: null, sentiment: "positive" },
        Brooklinen: { position: 2, list: null, sentiment: "negative" },
        "Boll & Branch": { position: 3, list: null, sentiment: "neutral" },
        Coyuchi: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.nytimes.com/wirecutter/reviews/best-sheets/",
        "https://www.parachutehome.com/products/linen-sheet-set",
        "https://www.trustpilot.com/review/brooklinen.com",
        "https://www.bollandbranch.com/collections/sheets",
      ],
      own: ["https://www.parachutehome.com/products/linen-sheet-set"],
    },
    pair: "en-r15-06",
  },

  // en-r15-06 Bed sheets, twin of en-r15-05: the praise and the criticism of Parachute and Brooklinen are swapped, names stay in place. Traps: as en-r15-05. Parachute negative (not bad, but pills and slow service; only on sale); Brooklinen positive (nothing to fault, the set I'd buy, the safer bet); Boll & Branch neutral (facts only); Coyuchi negative (lags behind on price).
  {
    id: "en-r15-06",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "case", "sources-list", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Parachute", domain: "parachutehome.com" },
    competitors: [
      { name: "Brooklinen", domain: "brooklinen.com" },
      { name: "Boll & Branch", domain: "bollandbranch.com" },
      { name: "Coyuchi", domain: "coyuchi.com" },
    ],
    answer: `Sheets are an odd category: prices swing so widely you'd think some brands were funding a golden parachute for their founders. Here's how the best-known direct-to-consumer names compare for a queen set [1].

**Parachute** sells its linen sets from $249; it's not bad, but the fabric pills faster than the competition and customer-service replies can take a week [1][2].

**Brooklinen** sells its Classic percale from $169, and testers found nothing to fault on breathability or softness after repeated washes — it's the set I'd buy [2][3].

**Boll & Branch** offers organic cotton sheets from $250 for a queen, with a 30-night trial and free returns [4].

Coyuchi lags behind on price, charging roughly $100 more than the others for similar organic percale with no obvious gain in quality [4].

Whichever you choose, wash new sheets twice before judging the feel — percale and linen both soften noticeably.

Bottom line: Parachute only makes sense if it's on sale; brooklinen is the safer bet.

[1] https://www.nytimes.com/wirecutter/reviews/best-sheets/
[2] https://www.parachutehome.com/products/linen-sheet-set
[3] https://www.trustpilot.com/review/brooklinen.com
[4] https://www.bollandbranch.com/collections/sheets`,
    expect: {
      mentions: {
        Parachute: { position: 1, list: null, sentiment: "negative" },
        Brooklinen: { position: 2, list: null, sentiment: "positive" },
        "Boll & Branch": { position: 3, list: null, sentiment: "neutral" },
        Coyuchi: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.nytimes.com/wirecutter/reviews/best-sheets/",
        "https://www.parachutehome.com/products/linen-sheet-set",
        "https://www.trustpilot.com/review/brooklinen.com",
        "https://www.bollandbranch.com/collections/sheets",
      ],
      own: ["https://www.parachutehome.com/products/linen-sheet-set"],
    },
    pair: "en-r15-05",
  },
  // fr-r15-01 VTC et taxi vers Roissy. Traps: « secteur Marcel Sembat » (station de métro au nom d'une personne, un lieu) avant la première vraie mention de la marque ; « g7 » en minuscules ; liens utm ; « ne déçoit jamais », « aucune mauvaise surprise », « ne sont pas rares » ; « Pas mal … mais ». G7 neutral (compteur, réservation, paiement ; la dernière phrase les met à égalité) ; Marcel positive (ne déçoit jamais, prix fixe, le choix le plus serein) ; Heetch negative (le moins cher, mais attente et annulations : risqué) ; LeCab negative (pas mal pour les pros, mais flotte réduite, parcours du combattant).
  {
    id: "fr-r15-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["markdown", "utm", "case", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Marcel", domain: "marcel.cab" },
    competitors: [
      { name: "G7", domain: "g7.fr" },
      { name: "Heetch", domain: "heetch.com" },
      { name: "LeCab", domain: "lecab.fr" },
    ],
    answer: `Pour rejoindre Roissy-Charles-de-Gaulle depuis Boulogne-Billancourt (secteur Marcel Sembat), voici les options les plus fiables en 2025 :

1. **G7** – La référence du taxi parisien. Depuis Boulogne, le compteur affiche généralement 70 à 85 € jusqu'à Roissy ; réservation possible jusqu'à 7 jours à l'avance dans l'application, paiement par carte à bord. [Réserver un taxi G7](https://www.g7.fr/reserver?utm_source=chatgpt.com)
2. **Marcel** – Le VTC français ne déçoit jamais sur les trajets aéroport : prix fixe annoncé à la réservation, chauffeurs ponctuels et aucune mauvaise surprise sur la facture, même en cas de bouchons sur l'A1. [Marcel](https://www.marcel.cab/aeroports?utm_source=chatgpt.com)
3. **Heetch** – Souvent le moins cher en soirée, mais l'attente dépasse facilement 15 minutes en proche banlieue et les annulations de dernière minute ne sont pas rares : risqué pour attraper un vol. [Heetch](https://www.heetch.com/fr?utm_source=chatgpt.com)
4. **LeCab** – Pas mal pour les déplacements professionnels grâce à la facturation mensuelle, mais la flotte s'est réduite et trouver une voiture avant 6 h relève du parcours du combattant. [LeCab](https://www.lecab.fr/?utm_source=chatgpt.com)

### Mes conseils
- **Vol avant 9 h :** réservez la veille, le prix ne bouge plus ensuite.
- **Bagages volumineux :** précisez-le, un break ou un van n'est pas toujours disponible.
- **Voie de bus :** les taxis peuvent l'emprunter, pas les VTC, ce qui fait gagner du temps aux heures de pointe.

Vous hésitiez entre Marcel et g7 : les deux acceptent la réservation à l'avance. Pour un départ à l'aube, Marcel reste le choix le plus serein.`,
    expect: {
      mentions: {
        Marcel: { position: 2, list: 2, sentiment: "positive" },
        G7: { position: 1, list: 1, sentiment: "neutral" },
        Heetch: { position: 3, list: 3, sentiment: "negative" },
        LeCab: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.g7.fr/reserver?utm_source=chatgpt.com",
        "https://www.marcel.cab/aeroports?utm_source=chatgpt.com",
        "https://www.heetch.com/fr?utm_source=chatgpt.com",
        "https://www.lecab.fr/?utm_source=chatgpt.com",
      ],
      own: ["https://www.marcel.cab/aeroports?utm_source=chatgpt.com"],
    },
  },

  // fr-r15-02 Eaux gazeuses pour la table. Traps: « La petite ville de Saint-Yorre » (lieu) avant la marque ; « San Pellegrino Terme » (lieu) autour de la marque ; « saint-yorre » en minuscules ; liste « Sources » finale qui nomme Saint-Yorre et Perrier (hors corps) ; « n'a pas d'équivalent », « n'est pas la plus adaptée », « sans plus ». Saint-Yorre positive (pas d'équivalent, goût concédé puis dépassé : on ne fait pas mieux) ; Badoit neutral (origine, bicarbonates, prix, gamme) ; Perrier negative (pas adaptée, écrase les vins, plus chère, se défend sans plus) ; San Pellegrino positive (s'en sort très bien, vrai plus).
  {
    id: "fr-r15-02",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "case", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Saint-Yorre", domain: "saint-yorre.fr" },
    competitors: [
      { name: "Badoit", domain: "badoit.fr" },
      { name: "Perrier", domain: "perrier.com" },
      { name: "San Pellegrino", domain: "sanpellegrino.com" },
    ],
    answer: `Pour accompagner les repas, tout dépend de ce que vous cherchez : des bulles fines, une forte minéralisation ou un goût neutre [1].

La petite ville de Saint-Yorre, au bord de l'Allier et à huit kilomètres de Vichy, exploite depuis la fin du XIXe siècle l'une des sources les plus minéralisées d'Europe [2]. L'eau qui en porte le nom, **Saint-Yorre**, n'a pas d'équivalent pour la digestion : avec 4 368 mg/l de bicarbonates, aucune eau de supermarché n'en approche [2]. Son goût salé ne plaira pas à tout le monde, mais après un repas copieux, on ne fait pas mieux [3].

**Badoit**, puisée à Saint-Galmier dans la Loire, contient environ 1 300 mg/l de bicarbonates ; elle se vend autour de 1 € le litre et existe en version « Rouge », plus pétillante [3].

**Perrier** n'est pas la plus adaptée à la table : ses grosses bulles écrasent les vins délicats et la bouteille coûte plus cher que ses rivales. Elle se défend en cocktail, sans plus [4].

Quant à **San Pellegrino**, puisée à San Pellegrino Terme, au pied des Alpes lombardes, elle s'en sort très bien : bulles fines, minéralité discrète et un vrai plus avec la cuisine italienne [1][4].

En résumé : saint-yorre pour digérer, San Pellegrino pour recevoir.

Sources
[1] Eaux gazeuses : notre comparatif – https://www.60millions-mag.com/2024/05/14/eaux-gazeuses-comparatif
[2] La source Saint-Yorre – https://www.saint-yorre.fr/la-source/
[3] https://www.quechoisir.org/comparatif-eau-gazeuse-n21405/
[4] Perrier ou San Pellegrino ? – https://www.lexpress.fr/styles/saveurs/perrier-ou-san-pellegrino_2145.html`,
    expect: {
      mentions: {
        "Saint-Yorre": { position: 1, list: null, sentiment: "positive" },
        Badoit: { position: 2, list: null, sentiment: "neutral" },
        Perrier: { position: 3, list: null, sentiment: "negative" },
        "San Pellegrino": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.60millions-mag.com/2024/05/14/eaux-gazeuses-comparatif",
        "https://www.saint-yorre.fr/la-source/",
        "https://www.quechoisir.org/comparatif-eau-gazeuse-n21405/",
        "https://www.lexpress.fr/styles/saveurs/perrier-ou-san-pellegrino_2145.html",
      ],
      own: ["https://www.saint-yorre.fr/la-source/"],
    },
  },

  // fr-r15-03 Matelas pour dormeurs qui ont chaud. Traps: « la laine mérinos » (nom commun) avant la marque ; « MERINOS » en capitales, « Mérinos » accentué dans le tableau pour la marque Merinos ; élision « d'Epeda » ; tableau avec jugements dans les cellules ; site de revendeur look-alike merinos-literie.fr entre parenthèses, URL suivie d'une virgule ; « Correct si … mais », « aucune plainte », « on ne lui connaît pas de défaut ». Bultex negative (correct si…, mais la mousse chauffe) ; Epeda neutral (fabrication, garantie, essai, livraison) ; Merinos positive (aéré, aucune plainte, meilleur compromis) ; Dunlopillo negative (garde la chaleur, prix injustifié, d'autres choix plus raisonnables).
  {
    id: "fr-r15-03",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "table", "case", "possessive", "lookalike-domain", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Merinos", domain: "merinos.fr" },
    competitors: [
      { name: "Bultex", domain: "bultex.fr" },
      { name: "Epeda", domain: "epeda.fr" },
      { name: "Dunlopillo", domain: "dunlopillo.fr" },
    ],
    answer: `## Quel matelas pour un couple qui a chaud la nuit ?

Quand on a chaud en dormant, le garnissage compte autant que le cœur du matelas : la laine mérinos régule très bien la température, tout comme le coton bio ou le lin. Évitez en revanche les mousses à mémoire de forme très denses, qui retiennent la chaleur.

### Comparatif des marques françaises

| Marque | Technologie | Prix (140×190) | Notre avis |
|---|---|---|---|
| **Bultex** | Mousse haute résilience | 400–900 € | Correct si vous aimez le ferme, mais la mousse chauffe l'été |
| **Epeda** | Ressorts ensachés | 700–1 500 € | Fabrication française, garantie 10 ans |
| **Mérinos** | Ressorts ensachés + mousse | 350–800 € | Aéré, ferme, et aucune plainte sur la tenue dans le temps |
| **Dunlopillo** | Latex | 800–1 600 € | Le latex garde la chaleur et le prix ne se justifie pas pour vous |

### Notre recommandation

Pour votre budget, **Merinos** est le meilleur compromis : ses ressorts ensachés laissent circuler l'air, le plateau reste ferme sans être dur, et on ne lui connaît pas de défaut de tenue à ce prix. MERINOS est par ailleurs distribué dans la plupart des enseignes d'ameublement, souvent en promotion.

Si vous tenez malgré tout à un latex naturel, Dunlopillo reste une référence historique, mais à plus de 1 000 € pour un modèle tempéré, d'autres choix sont plus raisonnables.

Pour les modèles d'Epeda, comptez 100 nuits d'essai et une livraison en 48 h dans les grandes villes.

Pour comparer les fiches techniques : https://www.merinos.fr/matelas/ressorts-ensaches, ou les promotions d'un revendeur (https://www.merinos-literie.fr/promotions).`,
    expect: {
      mentions: {
        Merinos: { position: 3, list: 3, sentiment: "positive" },
        Bultex: { position: 1, list: 1, sentiment: "negative" },
        Epeda: { position: 2, list: 2, sentiment: "neutral" },
        Dunlopillo: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.merinos.fr/matelas/ressorts-ensaches",
        "https://www.merinos-literie.fr/promotions",
      ],
      own: ["https://www.merinos.fr/matelas/ressorts-ensaches"],
    },
  },

  // fr-r15-04 Chocolats de Pâques. Traps: « le roi Léonidas » (personnage historique, film 300) et « Leonidas Kestekides » (le confiseur, une personne) avant la première mention de la marque ; « LEONIDAS » en capitales sans accent ; La Maison du Chocolat nommée dès l'introduction ; « à Bruges » (lieu, pas Jeff de Bruges) ; URL Wikipédia à parenthèses dans un lien markdown ; critique concédée puis dépassée (packaging daté ; c'est cher), éloge concédé puis dépassé (Jeff de Bruges). La Maison du Chocolat positive (autre catégorie, rien à envier, l'adresse que je choisirais) ; Léonidas positive (difficile à battre, jamais déçu) ; Jeff de Bruges negative (prix sages, mais la qualité ne suit plus) ; De Neuville neutral (boutiques, prix, gamme, fabrication).
  {
    id: "fr-r15-04",
    lang: "fr",
    shape: "long",
    traps: ["case", "parentheses-url", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Léonidas", domain: "leonidas.com" },
    competitors: [
      { name: "Jeff de Bruges", domain: "jeff-de-bruges.com" },
      { name: "De Neuville", domain: "chocolat-deneuville.com" },
      { name: "La Maison du Chocolat", domain: "lamaisonduchocolat.com" },
    ],
    answer: `Pour Pâques, tout dépend du budget et de la personne à qui vous offrez les chocolats. Entre un sachet d'œufs à 12 € et un coffret de La Maison du Chocolat à 80 €, les budgets varient beaucoup.

Petite précision amusante, puisque vous évoquiez le film 300 : le nom n'a rien à voir avec le roi Léonidas et ses Spartiates. Il vient du confiseur grec Leonidas Kestekides, installé en Belgique au début du XXe siècle. Chez Léonidas aujourd'hui, le rapport qualité-prix reste difficile à battre : des pralines fraîches autour de 40 € le kilo, un chocolat belge sans huile de palme et des ballotins composés à la demande. Le packaging fait un peu daté, mais à ce prix je n'ai jamais été déçu, et les avis clients vont dans le même sens. Dans les boutiques LEONIDAS, demandez les pralines du jour : ce sont les plus fraîches.

Jeff de Bruges a pour lui un réseau de plus de 400 boutiques en France et des prix sages, mais la qualité ne suit plus : chocolat trop sucré, fourrages qui sentent l'industriel et des œufs de Pâques qui déçoivent pour leur prix. Et, contrairement à ce que le nom laisse croire, la marque n'est pas née à Bruges mais en France.

De Neuville compte environ 130 boutiques, principalement en centre-ville et en galerie commerciale. Pour Pâques, l'enseigne propose des assortiments entre 15 et 40 € et des moulages en chocolat noir, au lait et blanc ; ses chocolats sont fabriqués en France.

La Maison du Chocolat joue dans une autre catégorie. Ses ganaches n'ont rien à envier aux meilleurs artisans parisiens, et ses œufs décorés sont de véritables pièces de pâtissier. C'est cher, environ 120 € le kilo, mais pour un cadeau qui marque, c'est l'adresse que je choisirais sans hésiter.

En pratique : pour plusieurs petits cadeaux, Léonidas ; pour un seul cadeau qui impressionne, La Maison du Chocolat. Vous trouverez la sélection de Pâques sur [le site de Léonidas](https://www.leonidas.com/fr/paques) et celle de [La Maison du Chocolat](https://www.lamaisonduchocolat.com/fr_fr/paques.html). L'histoire de la marque est résumée sur [sa page Wikipédia](https://fr.wikipedia.org/wiki/Leonidas_(chocolatier)).`,
    expect: {
      mentions: {
        "Léonidas": { position: 2, list: null, sentiment: "positive" },
        "Jeff de Bruges": { position: 3, list: null, sentiment: "negative" },
        "De Neuville": { position: 4, list: null, sentiment: "neutral" },
        "La Maison du Chocolat": { position: 1, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.leonidas.com/fr/paques",
        "https://www.lamaisonduchocolat.com/fr_fr/paques.html",
        "https://fr.wikipedia.org/wiki/Leonidas_(chocolatier)",
      ],
      own: ["https://www.leonidas.com/fr/paques"],
    },
  },

  // fr-r15-05 Forfaits mobiles 100 Go, paire avec fr-r15-06. Traps: « la force de Coriolis » (terme de physique, nom d'une personne) avant la marque ; « nrj mobile » en minuscules et « REGLO MOBILE » en capitales sans accent ; appels de note et liste finale d'URL ; « ne signalent quasiment aucune coupure », « difficile de lui reprocher quoi que ce soit », « ne vaut le coup que si ». Coriolis positive (aucune coupure, service rapide, tranquillité) ; NRJ Mobile negative (prix attractif, mais hausses et service injoignable ; seulement pour une promo) ; Youprice neutral (fonctionnement et réseaux) ; Réglo Mobile negative (ne vaut le coup que si…, plus cher, options limitées).
  {
    id: "fr-r15-05",
    lang: "fr",
    shape: "copilot",
    traps: ["case", "sources-list", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Coriolis", domain: "coriolis.com" },
    competitors: [
      { name: "NRJ Mobile", domain: "nrjmobile.fr" },
      { name: "Youprice", domain: "youprice.fr" },
      { name: "Réglo Mobile", domain: "reglomobile.fr" },
    ],
    answer: `Petite précision d'abord : les résultats sur « la force de Coriolis » concernent la physique (la rotation de la Terre), pas la téléphonie. Pour un forfait 100 Go sans engagement, voici ce qu'il faut savoir [1].

**Coriolis** s'appuie sur le réseau SFR et propose 100 Go à 9,99 €/mois : les abonnés ne signalent quasiment aucune coupure, le service client basé en France répond vite, et il est difficile de lui reprocher quoi que ce soit à ce prix [2].

**NRJ Mobile** propose lui aussi 100 Go à 9,99 €/mois sur le même réseau : le prix est attractif, mais la hausse tarifaire après douze mois et un service client difficile à joindre gâchent l'affaire [3].

**Youprice** fonctionne à l'envers : vous indiquez le prix que vous voulez payer, et l'application vous propose le forfait correspondant, sur le réseau SFR ou Bouygues Telecom [4].

REGLO MOBILE, l'offre des magasins Leclerc, ne vaut le coup que si vous y faites vos courses : sans les bons d'achat, ses forfaits reviennent plus cher que les autres et les options sont limitées [5].

En bref : Coriolis si vous voulez la tranquillité, nrj mobile seulement pour une promo ponctuelle.

[1] https://www.ariase.com/mobile/forfait-100-go
[2] https://www.coriolis.com/forfaits-mobiles/?offre=100go
[3] https://www.nrjmobile.fr/forfaits
[4] https://www.youprice.fr/comment-ca-marche
[5] https://www.reglomobile.fr/forfaits-mobiles.html`,
    expect: {
      mentions: {
        Coriolis: { position: 1, list: null, sentiment: "positive" },
        "NRJ Mobile": { position: 2, list: null, sentiment: "negative" },
        Youprice: { position: 3, list: null, sentiment: "neutral" },
        "Réglo Mobile": { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.ariase.com/mobile/forfait-100-go",
        "https://www.coriolis.com/forfaits-mobiles/?offre=100go",
        "https://www.nrjmobile.fr/forfaits",
        "https://www.youprice.fr/comment-ca-marche",
        "https://www.reglomobile.fr/forfaits-mobiles.html",
      ],
      own: ["https://www.coriolis.com/forfaits-mobiles/?offre=100go"],
    },
    pair: "fr-r15-06",
  },

  // fr-r15-06 Forfaits mobiles, jumeau de fr-r15-05 : éloge et critique échangés entre Coriolis et NRJ Mobile, noms à la même place. Traps: comme fr-r15-05. Coriolis negative (prix attractif, mais hausses et service injoignable ; seulement pour une promo) ; NRJ Mobile positive (aucune coupure, service rapide, tranquillité) ; Youprice neutral ; Réglo Mobile negative.
  {
    id: "fr-r15-06",
    lang: "fr",
    shape: "copilot",
    traps: ["case", "sources-list", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Coriolis", domain: "coriolis.com" },
    competitors: [
      { name: "NRJ Mobile", domain: "nrjmobile.fr" },
      { name: "Youprice", domain: "youprice.fr" },
      { name: "Réglo Mobile", domain: "reglomobile.fr" },
    ],
    answer: `Petite précision d'abord : les résultats sur « la force de Coriolis » concernent la physique (la rotation de la Terre), pas la téléphonie. Pour un forfait 100 Go sans engagement, voici ce qu'il faut savoir [1].

**Coriolis** s'appuie sur le réseau SFR et propose 100 Go à 9,99 €/mois : le prix est attractif, mais la hausse tarifaire après douze mois et un service client difficile à joindre gâchent l'affaire [2].

**NRJ Mobile** propose lui aussi 100 Go à 9,99 €/mois sur le même réseau : les abonnés ne signalent quasiment aucune coupure, le service client basé en France répond vite, et il est difficile de lui reprocher quoi que ce soit à ce prix [3].

**Youprice** fonctionne à l'envers : vous indiquez le prix que vous voulez payer, et l'application vous propose le forfait correspondant, sur le réseau SFR ou Bouygues Telecom [4].

REGLO MOBILE, l'offre des magasins Leclerc, ne vaut le coup que si vous y faites vos courses : sans les bons d'achat, ses forfaits reviennent plus cher que les autres et les options sont limitées [5].

En bref : Coriolis seulement pour une promo ponctuelle, nrj mobile si vous voulez la tranquillité.

[1] https://www.ariase.com/mobile/forfait-100-go
[2] https://www.coriolis.com/forfaits-mobiles/?offre=100go
[3] https://www.nrjmobile.fr/forfaits
[4] https://www.youprice.fr/comment-ca-marche
[5] https://www.reglomobile.fr/forfaits-mobiles.html`,
    expect: {
      mentions: {
        Coriolis: { position: 1, list: null, sentiment: "negative" },
        "NRJ Mobile": { position: 2, list: null, sentiment: "positive" },
        Youprice: { position: 3, list: null, sentiment: "neutral" },
        "Réglo Mobile": { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.ariase.com/mobile/forfait-100-go",
        "https://www.coriolis.com/forfaits-mobiles/?offre=100go",
        "https://www.nrjmobile.fr/forfaits",
        "https://www.youprice.fr/comment-ca-marche",
        "https://www.reglomobile.fr/forfaits-mobiles.html",
      ],
      own: ["https://www.coriolis.com/forfaits-mobiles/?offre=100go"],
    },
    pair: "fr-r15-05",
  },
  // es-r15-01 Zapatillas urbanas españolas para un viaje. Traps: «recorrer Múnich» (la ciudad, que coincide sin tildes con la marca Munich) antes de la marca; «kelme» en minúsculas; enlaces utm; «no dan problemas», «no te deja tirado»; «No están mal…, pero», «Solo compensa si». Joma neutral (fábrica, precios, tallas, envío); Munich positive (la que yo llevaría, sin problemas de suela ni costuras); Kelme negative (más barata, pero se queda atrás en comodidad); Mustang negative (no están mal, pero suda y entra el agua; solo compensa rebajadas).
  {
    id: "es-r15-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["markdown", "utm", "case", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Munich", domain: "munichsports.com" },
    competitors: [
      { name: "Joma", domain: "joma-sport.com" },
      { name: "Kelme", domain: "kelme.com" },
      { name: "Mustang", domain: "mustang.es" },
    ],
    answer: `¡Buena idea llevar calzado cómodo! Para recorrer Múnich durante la Oktoberfest vas a caminar muchos kilómetros, a menudo bajo la lluvia, así que conviene algo ligero, con buena suela y que aguante el agua. Estas son las marcas españolas que mejor encajan:

1. **Joma** – Fabricada en Portillo de Toledo. Zapatillas urbanas desde 45 €, tallas del 38 al 47 y envío gratuito a partir de 60 €. [Ver calzado Joma](https://www.joma-sport.com/es/calzado-hombre?utm_source=chatgpt.com)
2. **Munich** – La marca barcelonesa de la «X» lateral es la que yo llevaría: sus modelos Dash y Massana no dan problemas de suela ni de costuras tras meses de uso, y el ante tratado no te deja tirado con un chaparrón. [Colección Munich](https://www.munichsports.com/es/zapatillas?utm_source=chatgpt.com)
3. **Kelme** – Más barata, pero se queda atrás en comodidad: la plantilla se aplasta en pocas semanas y la suela patina en adoquines mojados. [Kelme](https://www.kelme.com/es/zapatillas-casual?utm_source=chatgpt.com)
4. **Mustang** – No están mal para el día a día en ciudad, pero con lluvia el forro sintético hace sudar y el agua acaba entrando. Solo compensa si las encuentras rebajadas. [Mustang](https://www.mustang.es/mujer/zapatillas?utm_source=chatgpt.com)

### Consejos rápidos
- **Impermeabilizante:** aplica un spray en el ante dos días antes de viajar.
- **Calcetines:** mejor de lana que de algodón si refresca por la noche.
- **Talla:** si vas a caminar todo el día, media talla más evita rozaduras.

Si me dices tu talla y tu presupuesto, te indico qué modelo de Munich o de kelme encaja mejor.`,
    expect: {
      mentions: {
        Munich: { position: 2, list: 2, sentiment: "positive" },
        Joma: { position: 1, list: 1, sentiment: "neutral" },
        Kelme: { position: 3, list: 3, sentiment: "negative" },
        Mustang: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.joma-sport.com/es/calzado-hombre?utm_source=chatgpt.com",
        "https://www.munichsports.com/es/zapatillas?utm_source=chatgpt.com",
        "https://www.kelme.com/es/zapatillas-casual?utm_source=chatgpt.com",
        "https://www.mustang.es/mujer/zapatillas?utm_source=chatgpt.com",
      ],
      own: ["https://www.munichsports.com/es/zapatillas?utm_source=chatgpt.com"],
    },
  },

  // es-r15-02 Aceite de oliva virgen extra. Traps: «la cocina mediterránea, y en particular la española» (expresión común, no la marca La Española) antes de la marca; «coosur» en minúsculas; lista «Fuentes» final que nombra a La Española y Oleoestepa (fuera del cuerpo); URL propia con «/» antes de «?utm_source=perplexity»; «nadie le encuentra pegas»; «no está mal, pero». Oleoestepa positive (apuesta segura, sin pegas; Carbonell queda por detrás de ella); La Española neutral (precio, formatos, gama ecológica); Carbonell negative (no está mal, pero notas flojas y por detrás); Coosur negative (peor parado, defectos, precio injustificado, mejor probar otra).
  {
    id: "es-r15-02",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "utm", "case", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "La Española", domain: "laespanola.com" },
    competitors: [
      { name: "Carbonell", domain: "carbonell.es" },
      { name: "Coosur", domain: "coosur.com" },
      { name: "Oleoestepa", domain: "oleoestepa.com" },
    ],
    answer: `Depende de para qué lo quieras. Para tomar en crudo, la cocina mediterránea, y en particular la española, premia los aceites con frutado intenso y algo de amargor [1].

**Oleoestepa** es la apuesta más segura: la cooperativa sevillana, con DOP Estepa, suele quedar entre los mejores en las catas de la OCU y nadie le encuentra pegas en frescura ni en acidez [1][2].

**La Española** vende su virgen extra a unos 9 € el litro en la mayoría de supermercados, en botella de vidrio o de PET, y tiene también una gama ecológica [3].

**Carbonell** no está mal, pero en la última cata su virgen extra sacó notas flojas en frutado y quedó claramente por detrás de Oleoestepa [1].

**Coosur** sale peor parado: el análisis detectó defectos organolépticos (atrojado) en un lote etiquetado como virgen extra, y su precio no se justifica [4]. Si ya compras coosur por costumbre, merece la pena probar otra marca.

Para ensaladas y tostadas, elige siempre un virgen extra con fecha de cosecha reciente y guárdalo lejos de la luz y del calor.

Fuentes
[1] OCU – Comparador de aceites de oliva – https://www.ocu.org/alimentacion/aceite/comparador
[2] Oleoestepa – Nuestros aceites – https://www.oleoestepa.com/es/aceites
[3] La Española – https://www.laespanola.com/es/aceites/?utm_source=perplexity
[4] https://www.elconfidencial.com/consumo/2024-11-12/aceite-virgen-extra-ocu-analisis_3993102/`,
    expect: {
      mentions: {
        "La Española": { position: 2, list: null, sentiment: "neutral" },
        Carbonell: { position: 3, list: null, sentiment: "negative" },
        Coosur: { position: 4, list: null, sentiment: "negative" },
        Oleoestepa: { position: 1, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.ocu.org/alimentacion/aceite/comparador",
        "https://www.oleoestepa.com/es/aceites",
        "https://www.laespanola.com/es/aceites/?utm_source=perplexity",
        "https://www.elconfidencial.com/consumo/2024-11-12/aceite-virgen-extra-ocu-analisis_3993102/",
      ],
      own: ["https://www.laespanola.com/es/aceites/?utm_source=perplexity"],
    },
  },

  // es-r15-03 Turrones de Navidad. Traps: «ya en 1880» (un año, no la marca 1880) y «Todo empieza en el almendro» (el árbol, nombre común) antes de la marca; tabla con juicios en celdas (Delaviuda en la fila 1); URL propia seguida de palabra y URL en subdominio tienda. entre paréntesis con punto final; «Ni rancio ni reseco», «no decepciona nunca», «no tiene nada que envidiar»; «Cumple, pero», «solo merece la pena si». Delaviuda negative (cumple, pero le falta almendra, demasiado dulce); El Almendro positive (ni rancio ni reseco, no decepciona nunca); 1880 neutral (categoría, porcentaje, formatos y precios); Antiu Xixona negative (buena almendra, pero caro; solo si está en oferta).
  {
    id: "es-r15-03",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "table", "subdomain", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "El Almendro", domain: "elalmendro.es" },
    competitors: [
      { name: "Delaviuda", domain: "delaviuda.com" },
      { name: "1880", domain: "turron1880.com" },
      { name: "Antiu Xixona", domain: "antiuxixona.com" },
    ],
    answer: `## Los mejores turrones de supermercado para esta Navidad

La tradición turronera de Jijona se remonta al siglo XV, y ya en 1880 el pueblo contaba con decenas de obradores familiares. Todo empieza en el almendro: la variedad y el porcentaje de almendra marcan la diferencia entre un turrón corriente y uno excelente.

### Comparativa

| Marca | Turrón estrella | Precio (300 g) | Valoración |
|---|---|---|---|
| **Delaviuda** | Jijona clásico | 3,50 € | Cumple, pero le falta almendra y resulta demasiado dulce |
| **El Almendro** | Jijona y Alicante | 4,20 € | Ni rancio ni reseco: siempre en su punto |
| **1880** | Jijona Suprema | 8,90 € | Categoría Suprema, 64 % de almendra, caja de madera |
| **Antiu Xixona** | Turrón artesano | 7,50 € | Buena almendra, pero caro para lo que ofrece |

### Nuestra recomendación

**El Almendro** es la opción más equilibrada: no decepciona nunca, se encuentra en cualquier supermercado y su turrón de Alicante no tiene nada que envidiar a otros que cuestan el doble.

La gama Suprema de 1880 se vende en estuches de madera desde 12 € y en lotes de cuatro tabletas desde 30 €.

Antiu Xixona solo merece la pena si lo encuentras en oferta, y fuera de Levante cuesta encontrarlo.

Más información: https://www.elalmendro.es/turrones y la tienda online (https://tienda.elalmendro.es/navidad).`,
    expect: {
      mentions: {
        "El Almendro": { position: 2, list: 2, sentiment: "positive" },
        Delaviuda: { position: 1, list: 1, sentiment: "negative" },
        "1880": { position: 3, list: 3, sentiment: "neutral" },
        "Antiu Xixona": { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.elalmendro.es/turrones",
        "https://tienda.elalmendro.es/navidad",
      ],
      own: ["https://www.elalmendro.es/turrones", "https://tienda.elalmendro.es/navidad"],
    },
  },

  // es-r15-04 Cines de versión original en Barcelona. Traps: «la calle Verdi» (lugar) antes de «los cines Verdi»; «un ciclo a Jean Renoir» y el texto de enlace «Jean Renoir en Wikipedia» (persona) antes y después de «los Renoir Floridablanca», que es Cines Renoir por su alias Renoir; «la calle Girona» (lugar); Zumzeig nombrada primero en la introducción; URL propia en subdominio tickets. entre paréntesis con punto final; elogio concedido y superado (Verdi), crítica concedida y superada (Girona); «no está mal si…, pero». Zumzeig negative (intro factual; luego no está mal, pero una sola sala y estrenos tarde); Verdi negative (programación buena, pero salas anticuadas; ya no los pondría primero); Cines Renoir neutral (salas, horarios, precios); Cinemes Girona positive (no los más modernos, pero nadie se queja; la más asequible).
  {
    id: "es-r15-04",
    lang: "es",
    shape: "claude",
    traps: ["alias", "subdomain", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Verdi", aliases: ["Cines Verdi"], domain: "cines-verdi.com" },
    competitors: [
      { name: "Cines Renoir", aliases: ["Renoir"], domain: "cinesrenoir.com" },
      { name: "Cinemes Girona", domain: "cinemesgirona.cat" },
      { name: "Zumzeig", domain: "zumzeigcine.coop" },
    ],
    answer: `Barcelona es de las mejores ciudades de España para ver cine en versión original, y la oferta se concentra en tres zonas: Gràcia, el Eixample y Sants, donde la cooperativa Zumzeig programa cine independiente desde 2016.

Si te mueves por Gràcia, acabarás casi seguro en la calle Verdi, una de las más animadas del barrio, llena de bares y librerías. Allí están los cines Verdi, que durante décadas fueron la referencia de la VO en la ciudad; su programación sigue siendo buena, pero las salas se han quedado anticuadas: pantallas pequeñas, butacas que crujen y un sonido que no está a la altura de una entrada de 9,80 €. Hoy ya no pondría los Verdi en primer lugar. Si aun así quieres ir, compra la entrada online (https://tickets.cines-verdi.com/barcelona).

La Filmoteca de Catalunya, en el Raval, dedica este mes un ciclo a Jean Renoir, pero es una institución pública con otra lógica de programación. En el Eixample, junto a Sant Antoni, los Renoir Floridablanca tienen siete salas, sesiones de 16:00 a 22:30 y entradas a 8,50 € (6 € los lunes). Puedes consultar la cartelera en [su web](https://www.cinesrenoir.com/cine/renoir-floridablanca/).

Los Cinemes Girona, en la calle Girona, no son los más modernos, pero no he oído a nadie quejarse de su programación, el trato es cercano y, con entradas a 6,90 €, son la opción más asequible de la lista. Para mí, ahora mismo, es la mejor sala de VO de Barcelona.

Zumzeig no está mal si buscas cine de autor y ambiente de barrio, pero con una sola sala y muy pocas sesiones diarias es difícil cuadrar un plan, y los estrenos llegan tarde.

Mi recomendación: empieza por los Cinemes Girona un día entre semana y, si te gusta el cine clásico, aprovecha el ciclo de la [Filmoteca](https://www.filmoteca.cat/web/es/programacio) antes de que termine. Si quieres saber más sobre el director, la entrada de [Jean Renoir en Wikipedia](https://es.wikipedia.org/wiki/Jean_Renoir) está muy completa.`,
    expect: {
      mentions: {
        Verdi: { position: 2, list: null, sentiment: "negative" },
        "Cines Renoir": { position: 3, list: null, sentiment: "neutral" },
        "Cinemes Girona": { position: 4, list: null, sentiment: "positive" },
        Zumzeig: { position: 1, list: null, sentiment: "negative" },
      },
      citations: [
        "https://tickets.cines-verdi.com/barcelona",
        "https://www.cinesrenoir.com/cine/renoir-floridablanca/",
        "https://www.filmoteca.cat/web/es/programacio",
        "https://es.wikipedia.org/wiki/Jean_Renoir",
      ],
      own: ["https://tickets.cines-verdi.com/barcelona"],
    },
  },

  // es-r15-05 Vino de Rioja crianza, par con es-r15-06. Traps: «Faustino Martínez, nieto del fundador» (una persona) antes de la marca Faustino; «marques de caceres» en minúsculas y sin tildes; llamadas de nota y lista final de URL; URL propia con utm; «Es difícil encontrarle un fallo», «ninguna aspereza», «No está mal, pero», «no es el más barato, pero … no falla». Campo Viejo positive (difícil encontrarle un fallo; para acertar); Faustino negative (no está mal, pero la madera domina; solo en oferta); Beronia neutral (origen, crianza, precio); Marqués de Cáceres positive (no es el más barato, pero redondo y no falla).
  {
    id: "es-r15-05",
    lang: "es",
    shape: "copilot",
    traps: ["case", "sources-list", "utm", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Campo Viejo", domain: "campoviejo.com" },
    competitors: [
      { name: "Faustino", domain: "bodegasfaustino.com" },
      { name: "Beronia", domain: "beronia.com" },
      { name: "Marqués de Cáceres", domain: "marquesdecaceres.com" },
    ],
    answer: `Para una cena con carne asada, un Rioja crianza de entre 8 y 15 € es la apuesta más segura [1].

Un apunte histórico, ya que lo preguntabas: Faustino Martínez, nieto del fundador, dio su nombre a la bodega familiar de Oyón en los años cincuenta [2].

**Campo Viejo**: su crianza ronda los 8 € y está en casi todos los supermercados, y es difícil encontrarle un fallo a este precio, con fruta madura, madera bien integrada y ninguna aspereza [1][5].

**Faustino**: el crianza cuesta unos 9 €, y no está mal, pero la madera domina y resulta plano al lado de sus rivales [2][3].

**Beronia**: crianza de Ollauri con 12 meses en barrica mixta de roble americano y francés, por unos 10 € [4].

**Marqués de Cáceres**: no es el más barato (unos 12 €), pero es de los más redondos de la lista y no falla con carnes rojas [1].

Como preguntabas por «marques de caceres»: se vende en la mayoría de supermercados y vinotecas, también en formato mágnum.

En resumen: Campo Viejo para acertar sin gastar mucho, Faustino solo si lo encuentras en oferta.

[1] https://www.guiapenin.com/vinos/rioja-crianza-mejores
[2] https://www.bodegasfaustino.com/es/historia
[3] https://www.vinissimus.com/es/vino/faustino-v-crianza.html
[4] https://www.beronia.com/es/vinos/beronia-crianza/
[5] https://www.campoviejo.com/es/vinos/crianza?utm_source=copilot`,
    expect: {
      mentions: {
        "Campo Viejo": { position: 1, list: null, sentiment: "positive" },
        Faustino: { position: 2, list: null, sentiment: "negative" },
        Beronia: { position: 3, list: null, sentiment: "neutral" },
        "Marqués de Cáceres": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.guiapenin.com/vinos/rioja-crianza-mejores",
        "https://www.bodegasfaustino.com/es/historia",
        "https://www.vinissimus.com/es/vino/faustino-v-crianza.html",
        "https://www.beronia.com/es/vinos/beronia-crianza/",
        "https://www.campoviejo.com/es/vinos/crianza?utm_source=copilot",
      ],
      own: ["https://www.campoviejo.com/es/vinos/crianza?utm_source=copilot"],
    },
    pair: "es-r15-06",
  },

  // es-r15-06 Vino de Rioja crianza, gemelo de es-r15-05: elogio y crítica intercambiados entre Campo Viejo y Faustino, nombres en el mismo sitio. Traps: como es-r15-05. Campo Viejo negative (no está mal, pero la madera domina; solo en oferta); Faustino positive (difícil encontrarle un fallo; para acertar); Beronia neutral; Marqués de Cáceres positive.
  {
    id: "es-r15-06",
    lang: "es",
    shape: "copilot",
    traps: ["case", "sources-list", "utm", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Campo Viejo", domain: "campoviejo.com" },
    competitors: [
      { name: "Faustino", domain: "bodegasfaustino.com" },
      { name: "Beronia", domain: "beronia.com" },
      { name: "Marqués de Cáceres", domain: "marquesdecaceres.com" },
    ],
    answer: `Para una cena con carne asada, un Rioja crianza de entre 8 y 15 € es la apuesta más segura [1].

Un apunte histórico, ya que lo preguntabas: Faustino Martínez, nieto del fundador, dio su nombre a la bodega familiar de Oyón en los años cincuenta [2].

**Campo Viejo**: su crianza ronda los 8 € y está en casi todos los supermercados, y no está mal, pero la madera domina y resulta plano al lado de sus rivales [1][5].

**Faustino**: el crianza cuesta unos 9 €, y es difícil encontrarle un fallo a este precio, con fruta madura, madera bien integrada y ninguna aspereza [2][3].

**Beronia**: crianza de Ollauri con 12 meses en barrica mixta de roble americano y francés, por unos 10 € [4].

**Marqués de Cáceres**: no es el más barato (unos 12 €), pero es de los más redondos de la lista y no falla con carnes rojas [1].

Como preguntabas por «marques de caceres»: se vende en la mayoría de supermercados y vinotecas, también en formato mágnum.

En resumen: Campo Viejo solo si lo encuentras en oferta, Faustino para acertar sin gastar mucho.

[1] https://www.guiapenin.com/vinos/rioja-crianza-mejores
[2] https://www.bodegasfaustino.com/es/historia
[3] https://www.vinissimus.com/es/vino/faustino-v-crianza.html
[4] https://www.beronia.com/es/vinos/beronia-crianza/
[5] https://www.campoviejo.com/es/vinos/crianza?utm_source=copilot`,
    expect: {
      mentions: {
        "Campo Viejo": { position: 1, list: null, sentiment: "negative" },
        Faustino: { position: 2, list: null, sentiment: "positive" },
        Beronia: { position: 3, list: null, sentiment: "neutral" },
        "Marqués de Cáceres": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.guiapenin.com/vinos/rioja-crianza-mejores",
        "https://www.bodegasfaustino.com/es/historia",
        "https://www.vinissimus.com/es/vino/faustino-v-crianza.html",
        "https://www.beronia.com/es/vinos/beronia-crianza/",
        "https://www.campoviejo.com/es/vinos/crianza?utm_source=copilot",
      ],
      own: ["https://www.campoviejo.com/es/vinos/crianza?utm_source=copilot"],
    },
    pair: "es-r15-05",
  },
  // de-r15-01 Bausparvertrag. Traps: „In der kleinen Gemeinde Wüstenrot im Landkreis Heilbronn“ (Ort) vor der ersten Nennung der Bausparkasse; Genitiv „Wüstenrots“; „wüstenrot“ kleingeschrieben im Fazit; utm-Links; „keine versteckten Kontogebühren“, „wenig zu meckern“; „Nicht schlecht für …, aber“, „hinkt hinterher“, „lohnt sich nur mit“. Schwäbisch Hall neutral (Kunden, Gebühr, Zinsen); Wüstenrot positive (überzeugt, wenig zu meckern, solideste Wahl); LBS negative (nicht schlecht, aber provisionsgetrieben und Gebühr frisst Zinsen; nur mit Girokonto); BHW negative (hinkt hinterher, lässt sich Zeit).
  {
    id: "de-r15-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["possessive", "utm", "case", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Wüstenrot", domain: "wuestenrot.de" },
    competitors: [
      { name: "Schwäbisch Hall", domain: "schwaebisch-hall.de" },
      { name: "LBS", domain: "lbs.de" },
      { name: "BHW", domain: "bhw.de" },
    ],
    answer: `In der kleinen Gemeinde Wüstenrot im Landkreis Heilbronn gründete Georg Kropp 1921 die erste deutsche Bausparkasse – daher der Name. Heute teilen sich vier große Anbieter den Markt. Ein Überblick für 2025:

1. **Schwäbisch Hall** – Marktführer mit rund 7 Millionen Kunden. Abschlussgebühr 1,6 % der Bausparsumme, Guthabenzins je nach Tarif 0,01 bis 0,5 %, Darlehenszins ab 2,5 %. [Tarife ansehen](https://www.schwaebisch-hall.de/bausparen/tarife.html?utm_source=chatgpt.com)
2. **Wüstenrot** – Wüstenrots Tarif „Wohnsparen“ überzeugt: flexible Sparraten, keine versteckten Kontogebühren und ein fester Darlehenszins ab 2,3 %. Da gibt es wenig zu meckern. [Wohnsparen](https://www.wuestenrot.de/de/bausparen/wohnsparen.html?utm_source=chatgpt.com)
3. **LBS** – Nicht schlecht für Sparkassenkunden, aber die Beratung ist oft provisionsgetrieben, und die Kontoführungsgebühr von 12 € im Jahr frisst bei kleinen Verträgen die Zinsen auf. [LBS](https://www.lbs.de/bausparen?utm_source=chatgpt.com)
4. **BHW** – Die Bausparkasse der Postbank hinkt bei den Darlehenszinsen hinterher und lässt sich bei der Zuteilung viel Zeit. [BHW](https://www.bhw.de/bausparen.html?utm_source=chatgpt.com)

### Worauf Sie achten sollten
- **Abschlussgebühr:** 1 bis 1,6 % sind üblich; bei 50.000 € Bausparsumme sind das bis zu 800 €.
- **Wohnungsbauprämie:** gibt es nur unterhalb bestimmter Einkommensgrenzen.
- **Zuteilung:** Das Mindestsparguthaben liegt meist bei 30 bis 50 % der Bausparsumme.

Fazit: Für die meisten Sparer ist wüstenrot derzeit die solideste Wahl; die LBS lohnt sich nur mit Sparkassen-Girokonto.`,
    expect: {
      mentions: {
        "Wüstenrot": { position: 2, list: 2, sentiment: "positive" },
        "Schwäbisch Hall": { position: 1, list: 1, sentiment: "neutral" },
        LBS: { position: 3, list: 3, sentiment: "negative" },
        BHW: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.schwaebisch-hall.de/bausparen/tarife.html?utm_source=chatgpt.com",
        "https://www.wuestenrot.de/de/bausparen/wohnsparen.html?utm_source=chatgpt.com",
        "https://www.lbs.de/bausparen?utm_source=chatgpt.com",
        "https://www.bhw.de/bausparen.html?utm_source=chatgpt.com",
      ],
      own: ["https://www.wuestenrot.de/de/bausparen/wohnsparen.html?utm_source=chatgpt.com"],
    },
  },

  // de-r15-02 Stromanbieter. Traps: „der Schweizer Elektroband Yello“ (Titel/Band) vor der ersten Nennung des Anbieters; Genitiv „Yellos Muttergesellschaft“; eigene URL auf der Subdomain service.yello.de; Look-alike yello-strom-erfahrungen.de (nicht eigen); Quellenliste, die Yello und EnBW nennt (nicht Teil des Textes); Lob eingeräumt, dann überwogen („der gute Service allein rettet den Tarif nicht“); „günstiger als Yello“; „klagen … kaum“. Yello negative (Hotline gelobt, aber 4 Cent teurer, Service rettet den Tarif nicht; Eprimo günstiger); EnBW neutral (Mutter, Grundversorger, Tarifpreis); Eprimo positive (günstiger, gut abgeschnitten, kaum Klagen); Rabot Energy negative (ohne Smart Meter drauf zahlen, App unfertig).
  {
    id: "de-r15-02",
    lang: "de",
    shape: "perplexity",
    traps: ["possessive", "subdomain", "lookalike-domain", "sources-list", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Yello", domain: "yello.de" },
    competitors: [
      { name: "Eprimo", domain: "eprimo.de" },
      { name: "EnBW", domain: "enbw.com" },
      { name: "Rabot Energy", domain: "rabot-energy.de" },
    ],
    answer: `Vorweg: Die Suchtreffer zur Schweizer Elektroband Yello („The Race“, „Oh Yeah“) können Sie ignorieren – hier geht es um den Stromanbieter aus Köln [1].

**Yello**, eine Tochter der EnBW, wirbt mit bekannten TV-Spots, und Erfahrungsberichte wie auf https://www.yello-strom-erfahrungen.de/bewertungen loben die gut erreichbare Hotline. Zählerstand und Kündigung lassen sich bequem unter https://service.yello.de/kontakt erledigen. Beim Preis liegt Yello aber rund 4 Cent pro Kilowattstunde über günstigen Konkurrenten, und der gute Service allein rettet den Tarif nicht [2][3].

Eprimo ist günstiger als Yello und hat im letzten Test gut abgeschnitten; über unerwartete Abschlagserhöhungen klagen Kunden dort kaum [3].

Die EnBW, Yellos Muttergesellschaft, ist in weiten Teilen Baden-Württembergs Grundversorger; der Tarif „EnBW Strom Basis“ kostet dort derzeit rund 39 ct/kWh bei 13 € Grundpreis im Monat [4].

Rabot Energy setzt auf einen dynamischen Tarif, der dem Börsenstrompreis folgt, doch ohne Smart Meter zahlen Sie dort schnell drauf, und die App wirkt unfertig [5].

Für einen Zwei-Personen-Haushalt mit 2.500 kWh lohnt sich ein Vergleich jedes Jahr, am besten vor Ablauf der Preisgarantie.

Quellen
[1] Yello – Strom – https://www.yello.de/strom
[2] https://www.finanztip.de/stromvergleich/
[3] Stromanbieter im Test – https://www.test.de/Stromanbieter-im-Test-5023543-0/
[4] EnBW Grundversorgung – https://www.enbw.com/strom/grundversorgung
[5] https://www.rabot-energy.de/dynamischer-stromtarif`,
    expect: {
      mentions: {
        Yello: { position: 1, list: null, sentiment: "negative" },
        Eprimo: { position: 3, list: null, sentiment: "positive" },
        EnBW: { position: 2, list: null, sentiment: "neutral" },
        "Rabot Energy": { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.yello-strom-erfahrungen.de/bewertungen",
        "https://service.yello.de/kontakt",
        "https://www.yello.de/strom",
        "https://www.finanztip.de/stromvergleich/",
        "https://www.test.de/Stromanbieter-im-Test-5023543-0/",
        "https://www.enbw.com/strom/grundversorgung",
        "https://www.rabot-energy.de/dynamischer-stromtarif",
      ],
      own: ["https://service.yello.de/kontakt", "https://www.yello.de/strom"],
    },
  },

  // de-r15-03 Bequeme Lederschuhe. Traps: „Ein Salamander fühlt sich … wohl“ (das Tier) und „Lurchi, den Feuersalamander“ (Figur; längeres Wort) vor der Marke; Tabelle mit Urteilen in den Zellen (Rieker in Zeile 1); „rieker“ kleingeschrieben; „Nichts auszusetzen“, „gibt nicht nach“, „steht … in nichts nach“; „Schick, aber“, „Teurer, aber“. Rieker neutral (Sohle, Weiten, Membran, Verfügbarkeit); Salamander negative (schick/zeitlos, doch Sohlen lösen sich, Service schleppend); Gabor positive (nichts auszusetzen, sicherste Wahl); Lloyd positive (teurer, aber hält jahrzehntelang; steht Gabor in nichts nach).
  {
    id: "de-r15-03",
    lang: "de",
    shape: "gemini",
    traps: ["substring", "table", "case", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Salamander", domain: "salamander.de" },
    competitors: [
      { name: "Lloyd", domain: "lloyd.com" },
      { name: "Gabor", domain: "gabor.de" },
      { name: "Rieker", domain: "rieker.com" },
    ],
    answer: `## Bequeme Lederschuhe für nasse Herbsttage

Ein Salamander fühlt sich bei Nieselregen im feuchten Laub wohl – Ihre Füße eher nicht. Wer im Herbst viel zu Fuß unterwegs ist, braucht eine griffige Sohle, eine wasserdichte Membran und ein Fußbett, das auch nach acht Stunden nicht drückt. Viele kennen aus der Kindheit noch Lurchi, den Feuersalamander aus den alten Bilderheften, doch beim Schuhkauf zählen heute andere Dinge.

### Vier Marken im Vergleich

| Marke | Schwerpunkt | Preis | Fazit |
|---|---|---|---|
| **Rieker** | Antistress-Sohle, Weite G | 70–120 € | Viele Modelle mit TEX-Membran, Weiten F bis H |
| **Salamander** | Klassische Lederschuhe | 90–160 € | Schick, aber die Sohlen lösen sich oft nach einer Saison |
| **Gabor** | Damenschuhe, Comfort-Linie | 90–180 € | Nichts auszusetzen: bequem vom ersten Tag an |
| **Lloyd** | Rahmengenähte Herrenschuhe | 150–300 € | Teurer, aber hält bei guter Pflege jahrzehntelang |

### Unsere Einschätzung

**Gabor** ist für Damen die sicherste Wahl: Das Fußbett gibt nicht nach, die Gore-Tex-Modelle halten dicht, und Reklamationen sind selten.

Bei Salamander sieht es anders aus: Das Design ist zeitlos, doch viele Käufer berichten von Sohlen, die sich nach wenigen Monaten lösen, und der Kundenservice reagiert schleppend.

Lloyd steht Gabor bei Herrenschuhen in nichts nach; die Modelle lassen sich neu besohlen, was den höheren Preis relativiert.

Sie fragten auch nach rieker: Die Marke bietet viele Modelle in Weite H an und ist in fast jedem Schuhgeschäft vorrätig.`,
    expect: {
      mentions: {
        Salamander: { position: 2, list: 2, sentiment: "negative" },
        Lloyd: { position: 4, list: 4, sentiment: "positive" },
        Gabor: { position: 3, list: 3, sentiment: "positive" },
        Rieker: { position: 1, list: 1, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // de-r15-04 Mittelmeerkreuzfahrt für ältere Eltern. Traps: Verdis „Aida“ als Linktext (Opertitel, keine Nennung der Reederei) mit Wikipedia-URL mit Klammern, vor der ersten Nennung der Marke; erste Nennung der Marke über den Alias „AIDA Cruises“; Genitiv „AIDAs Schiffe“; „AIDA-Reiseziele“ als Linktext; Mein Schiff zuerst genannt; Lob eingeräumt, dann überwogen (AIDA), Kritik eingeräumt, dann überwogen (Phoenix Reisen); „nicht empfehlen“, „kaum je … enttäuscht“, „nicht die modernste Flotte, aber“. Mein Schiff positive (wie gemacht, kein Trubel); AIDA negative (locker und günstiger, doch das Konzept passt weniger; würde ich nicht empfehlen); MSC neutral (Sitz, Sprachen, Preis, Getränkepakete); Phoenix Reisen positive (nicht die modernste Flotte, aber macht es wett).
  {
    id: "de-r15-04",
    lang: "de",
    shape: "long",
    traps: ["alias", "possessive", "parentheses-url", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "AIDA", aliases: ["AIDA Cruises"], domain: "aida.de" },
    competitors: [
      { name: "Mein Schiff", domain: "tuicruises.com" },
      { name: "MSC", domain: "msccruises.de" },
      { name: "Phoenix Reisen", domain: "phoenixreisen.com" },
    ],
    answer: `Schöne Idee! Wenn Ihre Eltern Opern mögen, lässt sich eine Mittelmeerroute sogar mit einem Abend in der Arena di Verona verbinden, wo im Sommer fast täglich Verdis [„Aida“](https://de.wikipedia.org/wiki/Aida_(Oper)) gespielt wird; viele Reedereien bieten dafür ab Triest einen Ausflug an. Bei der Wahl der Reederei würde ich für zwei Reisende über 70 aber klar zu Mein Schiff tendieren.

Mein Schiff von TUI Cruises ist für Ihre Eltern wie gemacht. Die Schiffe wirken nie überfüllt, das Premium-alles-inklusive-Konzept erspart lästiges Nachrechnen an der Bar, und es gibt keinen Trubel mit Animation bis Mitternacht. An Bord spricht man Deutsch, die Balkonkabinen sind großzügig, und von enttäuschten älteren Gästen habe ich kaum je gelesen.

AIDA Cruises aus Rostock hat die lockerste Atmosphäre der großen deutschen Reedereien und ist oft günstiger, doch für Ihre Eltern passt das Konzept weniger: AIDAs Schiffe sind auf Familien und junge Paare ausgerichtet, die Buffets sind in der Hauptsaison voll, und abends ist es an Deck laut. Für einen ruhigen Urlaub würde ich AIDA deshalb nicht empfehlen.

MSC ist eine italienisch-schweizerische Reederei mit Sitz in Genf; an Bord wird mehrsprachig angesagt, Deutsch ist eine von fünf Sprachen. Eine siebentägige Mittelmeerroute ab Genua kostet in der Nebensaison ab etwa 700 € pro Person, Getränkepakete kommen extra hinzu.

Phoenix Reisen hat nicht die modernste Flotte, aber das macht die Reederei mit persönlichem Service, kleinen Schiffen und einem Publikum wett, das überwiegend im Alter Ihrer Eltern ist. Wer Wert auf Ruhe und einen festen Tischplatz legt, wird dort selten enttäuscht.

Zum Vergleich der Routen: [Mein Schiff Mittelmeer](https://www.tuicruises.com/kreuzfahrten/mittelmeer) und die [AIDA-Reiseziele](https://www.aida.de/kreuzfahrt/reiseziele/mittelmeer.html). Achten Sie bei allen Anbietern auf barrierefreie Kabinen und darauf, wie viele Seetage die Route hat – die sind für ältere Reisende oft die schönsten Tage der ganzen Reise. Wenn Sie mir sagen, in welchem Monat Ihre Eltern reisen möchten, suche ich gern passende Routen mit kurzen Landausflügen heraus.`,
    expect: {
      mentions: {
        AIDA: { position: 2, list: null, sentiment: "negative" },
        "Mein Schiff": { position: 1, list: null, sentiment: "positive" },
        MSC: { position: 3, list: null, sentiment: "neutral" },
        "Phoenix Reisen": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://de.wikipedia.org/wiki/Aida_(Oper)",
        "https://www.tuicruises.com/kreuzfahrten/mittelmeer",
        "https://www.aida.de/kreuzfahrt/reiseziele/mittelmeer.html",
      ],
      own: ["https://www.aida.de/kreuzfahrt/reiseziele/mittelmeer.html"],
    },
  },

  // de-r15-05 Trekking-E-Bikes, Paar mit de-r15-06. Traps: „des Nachrichtenmagazins Focus“ (Zeitschriftentitel) vor der ersten Nennung der Marke Focus; „Der Fokus liegt“ (anderes Wort) bei Haibike; focus.de nur als URL; „stevens“ kleingeschrieben; Fußnotenliste am Ende; „nichts zu meckern“, „Solide, aber“, „hinkt hinterher“, „lohnt sich nur mit Rabatt“. Focus positive (nichts zu meckern, Tester loben; sichere Wahl); Stevens negative (solide, aber knausrig und lange Lieferzeit; nur mit Rabatt); Ghost neutral (Motoren, Preise, Größen); Haibike negative (hinkt hinterher, schwer, Service uneinheitlich).
  {
    id: "de-r15-05",
    lang: "de",
    shape: "copilot",
    traps: ["case", "sources-list", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Focus", domain: "focus-bikes.com" },
    competitors: [
      { name: "Stevens", domain: "stevensbikes.de" },
      { name: "Ghost", domain: "ghost-bikes.com" },
      { name: "Haibike", domain: "haibike.com" },
    ],
    answer: `Für ein Trekking-E-Bike bis 4.000 € kommen vor allem vier deutsche Marken infrage [1]. Nicht verwechseln: Der E-Bike-Vergleich des Nachrichtenmagazins Focus aus dem Frühjahr bewertete Leasing-Angebote, keine einzelnen Hersteller [2].

**Focus** aus Cloppenburg baut das Aventura² mit Bosch-Motor ab 3.799 €: An Verarbeitung und Reichweite gibt es nichts zu meckern, und Tester loben den leisen Antrieb [3].

**Stevens** aus Hamburg bietet das E-Triton ab 3.599 €: Solide, aber die Ausstattung wirkt für den Preis knausrig, und die Lieferzeiten ziehen sich [4].

**Ghost** aus Waldsassen setzt beim E-Teru auf Shimano-Motoren; Preise ab 3.299 €, Rahmengrößen S bis XL [5].

**Haibike** hinkt bei Trekkingrädern hinterher: Der Fokus liegt klar auf E-MTBs, das Trekking 6 wiegt fast 28 kg, und der Service hängt stark vom Händler ab [6].

Kurz: Focus ist die sichere Wahl, stevens lohnt sich nur mit Rabatt.

[1] https://www.adac.de/rund-ums-fahrzeug/e-bike/test/
[2] https://www.focus.de/finanzen/e-bike-leasing-vergleich_id_259874.html
[3] https://www.focus-bikes.com/de_de/aventura2
[4] https://www.stevensbikes.de/2025/e-triton
[5] https://www.ghost-bikes.com/de/e-teru
[6] https://www.haibike.com/de/DE/trekking`,
    expect: {
      mentions: {
        Focus: { position: 1, list: null, sentiment: "positive" },
        Stevens: { position: 2, list: null, sentiment: "negative" },
        Ghost: { position: 3, list: null, sentiment: "neutral" },
        Haibike: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.adac.de/rund-ums-fahrzeug/e-bike/test/",
        "https://www.focus.de/finanzen/e-bike-leasing-vergleich_id_259874.html",
        "https://www.focus-bikes.com/de_de/aventura2",
        "https://www.stevensbikes.de/2025/e-triton",
        "https://www.ghost-bikes.com/de/e-teru",
        "https://www.haibike.com/de/DE/trekking",
      ],
      own: ["https://www.focus-bikes.com/de_de/aventura2"],
    },
    pair: "de-r15-06",
  },

  // de-r15-06 Trekking-E-Bikes, Zwilling von de-r15-05: Lob und Kritik zwischen Focus und Stevens getauscht, Namen an derselben Stelle. Traps: wie de-r15-05. Focus negative (solide, aber knausrig und lange Lieferzeit; nur mit Rabatt); Stevens positive (nichts zu meckern, Tester loben; sichere Wahl); Ghost neutral; Haibike negative.
  {
    id: "de-r15-06",
    lang: "de",
    shape: "copilot",
    traps: ["case", "sources-list", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Focus", domain: "focus-bikes.com" },
    competitors: [
      { name: "Stevens", domain: "stevensbikes.de" },
      { name: "Ghost", domain: "ghost-bikes.com" },
      { name: "Haibike", domain: "haibike.com" },
    ],
    answer: `Für ein Trekking-E-Bike bis 4.000 € kommen vor allem vier deutsche Marken infrage [1]. Nicht verwechseln: Der E-Bike-Vergleich des Nachrichtenmagazins Focus aus dem Frühjahr bewertete Leasing-Angebote, keine einzelnen Hersteller [2].

**Focus** aus Cloppenburg baut das Aventura² mit Bosch-Motor ab 3.799 €: Solide, aber die Ausstattung wirkt für den Preis knausrig, und die Lieferzeiten ziehen sich [3].

**Stevens** aus Hamburg bietet das E-Triton ab 3.599 €: An Verarbeitung und Reichweite gibt es nichts zu meckern, und Tester loben den leisen Antrieb [4].

**Ghost** aus Waldsassen setzt beim E-Teru auf Shimano-Motoren; Preise ab 3.299 €, Rahmengrößen S bis XL [5].

**Haibike** hinkt bei Trekkingrädern hinterher: Der Fokus liegt klar auf E-MTBs, das Trekking 6 wiegt fast 28 kg, und der Service hängt stark vom Händler ab [6].

Kurz: Focus lohnt sich nur mit Rabatt, stevens ist die sichere Wahl.

[1] https://www.adac.de/rund-ums-fahrzeug/e-bike/test/
[2] https://www.focus.de/finanzen/e-bike-leasing-vergleich_id_259874.html
[3] https://www.focus-bikes.com/de_de/aventura2
[4] https://www.stevensbikes.de/2025/e-triton
[5] https://www.ghost-bikes.com/de/e-teru
[6] https://www.haibike.com/de/DE/trekking`,
    expect: {
      mentions: {
        Focus: { position: 1, list: null, sentiment: "negative" },
        Stevens: { position: 2, list: null, sentiment: "positive" },
        Ghost: { position: 3, list: null, sentiment: "neutral" },
        Haibike: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.adac.de/rund-ums-fahrzeug/e-bike/test/",
        "https://www.focus.de/finanzen/e-bike-leasing-vergleich_id_259874.html",
        "https://www.focus-bikes.com/de_de/aventura2",
        "https://www.stevensbikes.de/2025/e-triton",
        "https://www.ghost-bikes.com/de/e-teru",
        "https://www.haibike.com/de/DE/trekking",
      ],
      own: ["https://www.focus-bikes.com/de_de/aventura2"],
    },
    pair: "de-r15-05",
  },
];
