// Round 10: a fresh set of 24 answers (6 each in en, fr, es, de, 4 pairs) by a labeller who saw neither code nor output, new sectors (bike locks, cremation, hostels, cookware, hearing aids, tyre fitters, ski schools, pianos, printers…); measured at first sight, then developed against.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // ===================================================== EN =====================================================

  // Bike locks. "every lock's kryptonite" = common noun (not a mention); ONGUARD in caps. Kryptonite + (pricey, but best in tests; favoured in comparison); Litelok neutral (specs only); Hiplok − (restrictive "fine for a coffee stop and nothing more"); OnGuard − ("far less reliable than Kryptonite's").
  {
    id: "en-r10-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "case", "possessive", "utm", "trailing-punctuation", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Kryptonite", domain: "kryptonitelock.com" },
    competitors: [
      { name: "Litelok", domain: "litelok.com" },
      { name: "Hiplok", domain: "hiplok.com" },
      { name: "OnGuard", domain: "onguardlock.com" },
    ],
    answer: `Short answer: for an e-bike parked outside in London, buy a Sold Secure Diamond lock, and use two if the bike stays out overnight. Battery angle grinders are every lock's kryptonite, so think in minutes of delay rather than "unbreakable".

### The main options

1. **Kryptonite New York Fahgettaboudit Mini** – It's heavy (2.1 kg) and not cheap at around £110, but nothing else at this price has held up as well in independent grinder tests. ([kryptonitelock.com](https://www.kryptonitelock.com/en/products/product-information/current-key/997986.html?utm_source=chatgpt.com))
2. **Litelok X3** – £170, 1.6 kg, Sold Secure Diamond, sold in three lengths. ([litelok.com](https://litelok.com/products/litelok-x3?utm_source=chatgpt.com))
3. **Hiplok DX** – Fine for a quick coffee stop and nothing more: it's only rated Sold Secure Gold, so I wouldn't trust it with an e-bike overnight.
4. **ONGUARD Brute STD** – Cheap and tough on paper, but OnGuard's keys and cylinders are far less reliable than Kryptonite's: several owners report cores seizing after one wet winter.

### Tips

- Lock the frame, not just the wheel, to something that can't be lifted.
- Register your key number with Kryptonite when you buy, so you can order spares.
- Check any lock's rating before buying (see https://www.soldsecure.com/product-search/?category=cycle).`,
    expect: {
      mentions: {
        Kryptonite: { position: 1, list: 1, sentiment: "positive" },
        Litelok: { position: 2, list: 2, sentiment: "neutral" },
        Hiplok: { position: 3, list: 3, sentiment: "negative" },
        OnGuard: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.kryptonitelock.com/en/products/product-information/current-key/997986.html?utm_source=chatgpt.com",
        "https://litelok.com/products/litelok-x3?utm_source=chatgpt.com",
        "https://www.soldsecure.com/product-search/?category=cycle",
      ],
      own: ["https://www.kryptonitelock.com/en/products/product-information/current-key/997986.html?utm_source=chatgpt.com"],
    },
  },

  // Direct cremation UK. "treated with dignity" = common noun, not Dignity; Sources list names brands; Wikipedia parentheses; trustpilot URL has farewill.com only in its path (not own). Farewill + (no hidden fees, nothing to chase); Pure Cremation neutral (founding year, price); Dignity − (large network, but highest prices, upselling); Simplicity + (rhetorical question answered yes).
  {
    id: "en-r10-02",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "parentheses-url", "negation", "mixed-sentiment"],
    brand: { name: "Farewill", domain: "farewill.com" },
    competitors: [
      { name: "Pure Cremation", domain: "purecremation.co.uk" },
      { name: "Dignity", domain: "dignityfunerals.co.uk" },
      { name: "Simplicity Cremations", domain: "simplicitycremations.co.uk" },
    ],
    answer: `Direct cremation (a cremation with no service beforehand, with the ashes returned to the family) now accounts for around one in five UK funerals and usually costs £1,100–£1,600, against roughly £4,100 for a traditional funeral [1][2].

Farewill is the provider most reviewers point to: families describe no hidden fees, no pressure to upgrade and nothing they had to chase, and its Trustpilot rating sits above 4.8 [3][7]. Pure Cremation, founded in 2015, was one of the first specialists; its standard plan costs £1,595 and includes collection from anywhere in England and Wales [4].

Dignity has the largest network of high-street funeral directors, but the Competition and Markets Authority found its prices among the highest in the market, and several families report being steered towards extras they had not asked for [2][5]. Is Simplicity Cremations worth a look? Yes: Simplicity Cremations undercuts most rivals at £1,195, and reviewers rarely mention problems with it [6].

Whichever provider you choose, ask for the standardised price list that every funeral director must now publish, and ask how your relative will be cared for and treated with dignity before the cremation.

Sources
[1] SunLife Cost of Dying Report 2025 – https://www.sunlife.co.uk/funeral-costs/
[2] CMA: Funerals market investigation – https://www.gov.uk/cma-cases/investigation-into-the-supply-of-services-by-funeral-directors-at-the-point-of-need
[3] Farewill – Direct cremation – https://farewill.com/funerals/direct-cremation
[4] Pure Cremation – Our plans – https://www.purecremation.co.uk/plans/
[5] Dignity plc – Wikipedia – https://en.wikipedia.org/wiki/Dignity_(company)
[6] Simplicity Cremations – Prices – https://www.simplicitycremations.co.uk/prices
[7] Farewill reviews – Trustpilot – https://uk.trustpilot.com/review/farewill.com`,
    expect: {
      mentions: {
        Farewill: { position: 1, list: null, sentiment: "positive" },
        "Pure Cremation": { position: 2, list: null, sentiment: "neutral" },
        Dignity: { position: 3, list: null, sentiment: "negative" },
        "Simplicity Cremations": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.sunlife.co.uk/funeral-costs/",
        "https://www.gov.uk/cma-cases/investigation-into-the-supply-of-services-by-funeral-directors-at-the-point-of-need",
        "https://farewill.com/funerals/direct-cremation",
        "https://www.purecremation.co.uk/plans/",
        "https://en.wikipedia.org/wiki/Dignity_(company)",
        "https://www.simplicitycremations.co.uk/prices",
        "https://uk.trustpilot.com/review/farewill.com",
      ],
      own: ["https://farewill.com/funerals/direct-cremation"],
    },
  },

  // London hostels. Clink appears ONLY as the prison museum / street / "in the clink" → not mentioned. Generator + (double negative "can't say I was ever disappointed"); YHA − (conditional "only worth it if…", then extra fees, dearer than Generator); St Christopher's Inns − (relative clause, beds fine but woken twice, cold showers).
  {
    id: "en-r10-03",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "possessive", "negation", "hedge", "mixed-sentiment", "markdown", "trailing-punctuation"],
    brand: { name: "Generator", domain: "staygenerator.com" },
    competitors: [
      { name: "YHA", domain: "yha.org.uk" },
      { name: "St Christopher's Inns", aliases: ["St Christopher's"], domain: "st-christophers.co.uk" },
      { name: "Clink", domain: "clinkhostels.com" },
    ],
    answer: `For a first solo trip to London on a budget, I'd start with Generator London, a short walk from King's Cross. I can't say I was ever disappointed by Generator: the dorms are clean, the lockers take a full-size backpack, and the people on the desk actually know which night buses run. The cheapest private rooms there are genuinely private, with their own bathroom, and you can check dates on [Generator's London page](https://staygenerator.com/hostels/london).

YHA is only worth it if you're already a member or travelling as a family. Otherwise YHA London Central, which looks modern in the photos, charges extra for bedding in some rooms and books out months ahead, so you end up paying more than at Generator for less flexibility.

St Christopher's Inns, whose hostels sit above lively bars, are fun if you're there for the nightlife; the beds at St Christopher's are comfortable enough, but I was woken at 3 a.m. twice by the bar closing below and the showers ran cold both mornings, so I wouldn't book there if you need sleep.

Whichever you pick, keep half a day for Southwark: lunch at Borough Market, then the Clink Prison Museum on Clink Street, on the site of the medieval prison that gave English the phrase "in the clink". Opening times are at <https://www.clink.co.uk/>.`,
    expect: {
      mentions: {
        Generator: { position: 1, list: null, sentiment: "positive" },
        YHA: { position: 2, list: null, sentiment: "negative" },
        "St Christopher's Inns": { position: 3, list: null, sentiment: "negative" },
        Clink: null,
      },
      citations: ["https://staygenerator.com/hostels/london", "https://www.clink.co.uk/"],
      own: ["https://staygenerator.com/hostels/london"],
    },
  },

  // Cookware table. "stellar reviews" = lower-case word (row is still Stellar's by its brand cell); Scanpan named in prose before the table (list = its row 4); own on help. subdomain; procook.co.uk.outlet-kitchen.shop is a look-alike. ProCook + (safest bet, no complaints); Scanpan − (the most expensive: the policy reads "not the cheapest" as mildly negative; relabelled from neutral on review); Stellar + (stellar reviews, lids fit); Circulon − (lovely at first, but coating flaked).
  {
    id: "en-r10-04",
    lang: "en",
    shape: "gemini",
    traps: ["table", "prose-before-list", "common-word", "subdomain", "lookalike-domain", "trailing-punctuation", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "ProCook", domain: "procook.co.uk" },
    competitors: [
      { name: "Stellar" },
      { name: "Circulon", domain: "circulon.co.uk" },
      { name: "Scanpan", domain: "scanpan.co.uk" },
    ],
    answer: `## Best non-stick pan sets under £200 (UK)

If you want one set that will last, **ProCook** is the safest bet for most home cooks, while **Scanpan** is the most expensive of the four brands below. Here is how they compare:

| Brand | Set | Price | Guarantee | Verdict |
|---|---|---|---|---|
| ProCook | Gourmet Non-Stick 5-piece | £129 | 25 years | No complaints after three years of daily use; handles stay cool |
| Stellar | 7000 Non-Stick 5-piece | £150 | Lifetime | Consistently stellar reviews for even heating, and the lids fit snugly |
| Circulon | Total Hard Anodised 3-piece | £110 | Lifetime | Lovely at first, but the coating flaked on two of our pans within a year |
| Scanpan | Classic 4-piece | £195 | 10 years | Made in Denmark; PFAS-free ceramic-titanium coating |

### Key considerations

* **Induction:** all four sets work on induction hobs.
* **Dishwasher:** Stellar and Circulon say their sets are dishwasher-safe; ProCook recommends hand-washing to keep the non-stick longer.
* **Buying direct:** ProCook sells through [its own shop](https://www.procook.co.uk/product/gourmet-non-stick-5-piece-set) and handles guarantee claims via https://help.procook.co.uk/hc/en-gb/articles/guarantee. Beware "clearance" listings such as https://procook.co.uk.outlet-kitchen.shop/sets, which have nothing to do with ProCook.

**Bottom line:** ProCook for value and peace of mind.`,
    expect: {
      mentions: {
        ProCook: { position: 1, list: 1, sentiment: "positive" },
        Scanpan: { position: 2, list: 4, sentiment: "negative" },
        Stellar: { position: 3, list: 2, sentiment: "positive" },
        Circulon: { position: 4, list: 3, sentiment: "negative" },
      },
      citations: [
        "https://www.procook.co.uk/product/gourmet-non-stick-5-piece-set",
        "https://help.procook.co.uk/hc/en-gb/articles/guarantee",
        "https://procook.co.uk.outlet-kitchen.shop/sets",
      ],
      own: [
        "https://www.procook.co.uk/product/gourmet-non-stick-5-piece-set",
        "https://help.procook.co.uk/hc/en-gb/articles/guarantee",
      ],
    },
  },

  // Spanish schools, pair A (don Quijote praised). "Don Quijote" the novel (reading circle) is not the school; "language tandem", "tandem exchange" = common noun, not Tandem. don Quijote + ("nothing but good reports", "have yet to hear…", not the cheapest but worth it); Enforex − (brochures great, but big classes; rhetorical "Is Enforex worth…? no"); Tandem neutral (facts).
  {
    id: "en-r10-05",
    lang: "en",
    shape: "long",
    traps: ["common-word", "possessive", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "don Quijote", domain: "donquijote.org" },
    competitors: [
      { name: "Enforex", domain: "enforex.com" },
      { name: "Tandem", aliases: ["Tandem Madrid"], domain: "tandem-madrid.com" },
    ],
    answer: `If you want an intensive Spanish course in Spain this summer, three schools come up again and again: don Quijote, Enforex and Tandem Madrid. All three offer 20-lesson weeks, DELE exam preparation and homestays, so the differences are in the details.

**don Quijote** has schools in Salamanca, Madrid, Barcelona, Málaga, Seville, Valencia and Granada. The chain takes its name from Cervantes' novel, and in Salamanca advanced students can even join a weekly reading circle on Don Quijote. I've had nothing but good reports about don Quijote: teachers are described as patient and well organised, and I have yet to hear of a student at don Quijote being left in a class that didn't match their level. don Quijote isn't the cheapest option at around €290 a week, but for groups of eight and a level check every Monday the extra cost is worth it.

**Enforex** has even more locations, including summer camps for teenagers. Enforex's brochures look great, but classes of up to fifteen and frequent teacher changes mean many students at Enforex feel they are paying for a brand rather than for teaching. Is Enforex worth €260 a week for that? For most adults, no.

**Tandem Madrid** is a smaller independent school near Puerta del Sol; a four-week course there costs about €1,000 and includes an optional language tandem with local university students twice a week.

On accommodation: homestays usually cost €30–€40 a night with half board, and student residences are noticeably cheaper in Salamanca than in Madrid or Barcelona. If you hold an EU passport, or you are staying under 90 days, you can simply enrol; longer courses need a student visa, which usually takes six to eight weeks to arrange.

A practical tip: whichever school you pick, set up a tandem exchange with a native speaker in your free time. It doubles your speaking practice at no cost, and most cities list free meet-ups on the town hall's website.

Course pages: [don Quijote Salamanca](https://www.donquijote.org/spanish-school-salamanca/), [Enforex](https://www.enforex.com/spanish-courses/) and [Tandem Madrid](https://www.tandem-madrid.com/spanish-courses/).`,
    expect: {
      mentions: {
        "don Quijote": { position: 1, list: null, sentiment: "positive" },
        Enforex: { position: 2, list: null, sentiment: "negative" },
        Tandem: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.donquijote.org/spanish-school-salamanca/",
        "https://www.enforex.com/spanish-courses/",
        "https://www.tandem-madrid.com/spanish-courses/",
      ],
      own: ["https://www.donquijote.org/spanish-school-salamanca/"],
    },
    pair: "en-r10-06",
  },

  // Spanish schools, pair B (judgements swapped). Same traps. don Quijote − (brochures great, but big classes; "Is don Quijote worth…? no"); Enforex + (nothing but good reports; not the cheapest but worth it); Tandem neutral.
  {
    id: "en-r10-06",
    lang: "en",
    shape: "long",
    traps: ["common-word", "possessive", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "don Quijote", domain: "donquijote.org" },
    competitors: [
      { name: "Enforex", domain: "enforex.com" },
      { name: "Tandem", aliases: ["Tandem Madrid"], domain: "tandem-madrid.com" },
    ],
    answer: `If you want an intensive Spanish course in Spain this summer, three schools come up again and again: don Quijote, Enforex and Tandem Madrid. All three offer 20-lesson weeks, DELE exam preparation and homestays, so the differences are in the details.

**don Quijote** has schools in Salamanca, Madrid, Barcelona, Málaga, Seville, Valencia and Granada. The chain takes its name from Cervantes' novel, and in Salamanca advanced students can even join a weekly reading circle on Don Quijote. don Quijote's brochures look great, but classes of up to fifteen and frequent teacher changes mean many students at don Quijote feel they are paying for a brand rather than for teaching. Is don Quijote worth €290 a week for that? For most adults, no.

**Enforex** has even more locations, including summer camps for teenagers. I've had nothing but good reports about Enforex: teachers are described as patient and well organised, and I have yet to hear of a student at Enforex being left in a class that didn't match their level. Enforex isn't the cheapest option at around €260 a week, but for groups of eight and a level check every Monday the extra cost is worth it.

**Tandem Madrid** is a smaller independent school near Puerta del Sol; a four-week course there costs about €1,000 and includes an optional language tandem with local university students twice a week.

On accommodation: homestays usually cost €30–€40 a night with half board, and student residences are noticeably cheaper in Salamanca than in Madrid or Barcelona. If you hold an EU passport, or you are staying under 90 days, you can simply enrol; longer courses need a student visa, which usually takes six to eight weeks to arrange.

A practical tip: whichever school you pick, set up a tandem exchange with a native speaker in your free time. It doubles your speaking practice at no cost, and most cities list free meet-ups on the town hall's website.

Course pages: [don Quijote Salamanca](https://www.donquijote.org/spanish-school-salamanca/), [Enforex](https://www.enforex.com/spanish-courses/) and [Tandem Madrid](https://www.tandem-madrid.com/spanish-courses/).`,
    expect: {
      mentions: {
        "don Quijote": { position: 1, list: null, sentiment: "negative" },
        Enforex: { position: 2, list: null, sentiment: "positive" },
        Tandem: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.donquijote.org/spanish-school-salamanca/",
        "https://www.enforex.com/spanish-courses/",
        "https://www.tandem-madrid.com/spanish-courses/",
      ],
      own: ["https://www.donquijote.org/spanish-school-salamanca/"],
    },
    pair: "en-r10-05",
  },

  // ===================================================== FR =====================================================

  // Audioprothèses. Verb "entendre" (×2, lower case) is not the brand; "qu'Audika" elision; Audition Conseil only in the Sources list → null. Audika + (un peu plus chère, mais l'écart est justifié; favoured in comparison); Entendre + (relative clause, "rien à redire"); Audilab − ("nettement moins transparent… qu'Audika", devis revus à la hausse).
  {
    id: "fr-r10-01",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "possessive", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Entendre", domain: "entendre.fr" },
    competitors: [
      { name: "Audika", domain: "audika.fr" },
      { name: "Audilab", domain: "audilab.fr" },
      { name: "Audition Conseil", domain: "auditionconseil.fr" },
    ],
    answer: `Depuis la réforme 100 % Santé, un appareil auditif de classe I est intégralement remboursé ; pour mieux entendre dans le bruit, beaucoup de patients optent toutefois pour une classe II, facturée entre 900 et 1 700 € par oreille [1].

Parmi les enseignes, Audika est la plus présente avec plus de 600 centres ; elle est un peu plus chère que la moyenne, mais le suivi illimité et l'essai gratuit de 30 jours justifient largement l'écart [2]. Le réseau Entendre, qui regroupe des audioprothésistes indépendants, recueille d'excellents avis : rien à redire sur les réglages chez Entendre, et les patients apprécient de revoir toujours le même professionnel [3]. Audilab, nettement moins transparent sur ses prix qu'Audika, ne publie aucun tarif en ligne, et plusieurs clients d'Audilab évoquent des devis revus à la hausse après la période d'essai [4].

Avant tout achat, faites un bilan chez un ORL et demandez à tester l'appareil dans les situations où vous avez du mal à entendre : restaurant, réunions de famille, télévision [1][5].

Sources
[1] Ameli – Le 100 % Santé en audiologie : https://www.ameli.fr/assure/remboursements/rembourse/optique-audition/appareils-auditifs
[2] Audika – Prix des appareils auditifs : https://www.audika.fr/appareil-auditif/prix
[3] Entendre – Trouver un centre : https://www.entendre.fr/trouver-un-centre/
[4] UFC-Que Choisir – Audioprothésistes : https://www.quechoisir.org/comparatif-audioprothesiste-n21345/
[5] Audition Conseil – Bien choisir son appareil : https://www.auditionconseil.fr/conseils/bien-choisir`,
    expect: {
      mentions: {
        Entendre: { position: 2, list: null, sentiment: "positive" },
        Audika: { position: 1, list: null, sentiment: "positive" },
        Audilab: { position: 3, list: null, sentiment: "negative" },
        "Audition Conseil": null,
      },
      citations: [
        "https://www.ameli.fr/assure/remboursements/rembourse/optique-audition/appareils-auditifs",
        "https://www.audika.fr/appareil-auditif/prix",
        "https://www.entendre.fr/trouver-un-centre/",
        "https://www.quechoisir.org/comparatif-audioprothesiste-n21345/",
        "https://www.auditionconseil.fr/conseils/bien-choisir",
      ],
      own: ["https://www.entendre.fr/trouver-un-centre/"],
    },
  },

  // Montage de pneus. "attendez le feu vert" = common phrase, not Feu Vert; speedy.fr bare domain (not a URL); norauto.fr.pneus-remise.com look-alike. Norauto + (rhetorical "faut-il fuir Norauto ? Non"); Point S + (double negative "je ne peux pas dire que Point S m'ait jamais déçu"); Feu Vert − (restrictive "correct pour une simple vidange, mais…"); Speedy neutral (price, network).
  {
    id: "fr-r10-02",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "utm", "lookalike-domain", "trailing-punctuation", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Norauto", domain: "norauto.fr" },
    competitors: [
      { name: "Feu Vert", domain: "feuvert.fr" },
      { name: "Speedy", domain: "speedy.fr" },
      { name: "Point S", domain: "point-s.fr" },
    ],
    answer: `Pour faire monter 4 pneus près de Lyon, voici les options les plus courantes :

1. **Norauto** – Le plus grand choix de pneus en stock et un montage à partir de 14,90 € par pneu ([norauto.fr](https://www.norauto.fr/c/pneus/montage.html?utm_source=chatgpt.com)). On lit souvent que les centres sont débordés le samedi : faut-il pour autant fuir Norauto ? Non, sur rendez-vous le délai annoncé est presque toujours tenu et les prix affichés sont respectés.
2. **Point S** – Réseau de garagistes indépendants. Je ne peux pas dire que Point S m'ait jamais déçu : conseils honnêtes, équilibrage soigné et aucune vente forcée ([point-s.fr](https://www.point-s.fr/montage-pneus?utm_source=chatgpt.com)).
3. **Feu Vert** – Correct pour une simple vidange, mais je ne lui confierais pas une géométrie : les avis signalent souvent des parallélismes à refaire.
4. **Speedy** – Montage à partir de 15 € par pneu, plus de 450 centres en France ; prise de rendez-vous sur speedy.fr.

**À savoir :** si vous achetez vos pneus en ligne, attendez le feu vert du centre de montage avant de les faire livrer, sinon ils risquent d'être stockés à vos frais. Méfiez-vous aussi des « promos » publiées sur https://www.norauto.fr.pneus-remise.com/offre, un site qui n'a rien à voir avec l'enseigne.`,
    expect: {
      mentions: {
        Norauto: { position: 1, list: 1, sentiment: "positive" },
        "Feu Vert": { position: 3, list: 3, sentiment: "negative" },
        Speedy: { position: 4, list: 4, sentiment: "neutral" },
        "Point S": { position: 2, list: 2, sentiment: "positive" },
      },
      citations: [
        "https://www.norauto.fr/c/pneus/montage.html?utm_source=chatgpt.com",
        "https://www.point-s.fr/montage-pneus?utm_source=chatgpt.com",
        "https://www.norauto.fr.pneus-remise.com/offre",
      ],
      own: ["https://www.norauto.fr/c/pneus/montage.html?utm_source=chatgpt.com"],
    },
  },

  // Écoles de ski. ESF first as "l'**ESF**" in prose, then its alias in caps without accents "ECOLE DU SKI FRANCAIS" in table row 1; "manque d'oxygène" = common noun, "d'Oxygène" = brand; own on lesarcs. subdomain. ESF + (la plus chère, mais…); Oxygène + ("rien à redire"); ESI neutral (label, langue); Evolution 2 − (jolies formules, mais cours annulés).
  {
    id: "fr-r10-03",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "alias", "case", "common-word", "possessive", "subdomain", "prose-before-list", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "ESF", aliases: ["École du Ski Français"], domain: "esf.net" },
    competitors: [
      { name: "Oxygène" },
      { name: "ESI" },
      { name: "Evolution 2", domain: "evolution2.com" },
    ],
    answer: `## Écoles de ski aux Arcs : le comparatif pour un enfant de 6 ans

Pour un premier cours collectif, l'**ESF** reste la référence : c'est l'école la plus chère de la station, mais ses moniteurs connaissent chaque piste verte et le passage des étoiles (Ourson, Flocon, 1re étoile…) motive vraiment les petits. Les inscriptions se font sur [lesarcs.esf.net](https://lesarcs.esf.net/fr/cours-collectifs-enfants).

| École | Cours collectif enfant (6 × 2 h 30) | Taille des groupes | Notre avis |
|---|---|---|---|
| ECOLE DU SKI FRANCAIS | 315 € | jusqu'à 12 | Chère, mais rien ne vaut son jardin d'enfants et ses moniteurs |
| Oxygène | 305 € | 8 maximum | Rien à redire : petits groupes, moniteurs ponctuels et patients |
| ESI | 275 € | jusqu'à 10 | Label « Ski International », cours en anglais possibles |
| Evolution 2 | 295 € | jusqu'à 10 | Jolies formules, mais deux cours annulés faute de moniteurs pendant nos vacances |

### À savoir
* **Altitude :** à 2 000 m, le manque d'oxygène fatigue vite les enfants ; privilégiez les cours du matin.
* **Réservation :** en février, réservez au moins six semaines à l'avance ; les créneaux d'Oxygène partent très vite.
* **Assurance :** vérifiez que votre forfait inclut une assurance ski type Carré Neige.`,
    expect: {
      mentions: {
        ESF: { position: 1, list: 1, sentiment: "positive" },
        "Oxygène": { position: 2, list: 2, sentiment: "positive" },
        ESI: { position: 3, list: 3, sentiment: "neutral" },
        "Evolution 2": { position: 4, list: 4, sentiment: "negative" },
      },
      citations: ["https://lesarcs.esf.net/fr/cours-collectifs-enfants"],
      own: ["https://lesarcs.esf.net/fr/cours-collectifs-enfants"],
    },
  },

  // Poêles et cocottes. "depuis le creuset" = common noun (crucible), not Le Creuset; "DE BUYER FRANCE" caps; "Ernest Mauviel" = the founder (the brand is named in the same sentence anyway); Wikipedia parentheses; own on sav. subdomain. de Buyer + (culottage/no dishwasher conceded, then "je n'ai jamais entendu un cuisinier regretter"); Le Creuset − (coloris superbes, mais prix et émail → je ne la conseillerais pas); Mauviel neutral (facts, prices); Cristel + ("rien à redire", garantie réelle).
  {
    id: "fr-r10-04",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "case", "parentheses-url", "subdomain", "trailing-punctuation", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "de Buyer", domain: "debuyer.com" },
    competitors: [
      { name: "Le Creuset", domain: "lecreuset.fr" },
      { name: "Mauviel", domain: "mauviel.com" },
      { name: "Cristel", domain: "cristel.com" },
    ],
    answer: `Pour une première poêle qui durera des décennies, je vous conseillerais de Buyer et sa gamme Mineral B en acier carbone. Elle demande un culottage au départ et ne passe pas au lave-vaisselle, mais une fois patinée, la poêle de Buyer saisit mieux que n'importe quelle antiadhésive, et je n'ai jamais entendu un cuisinier regretter cet achat. Comptez une quarantaine d'euros pour 28 cm sur [la boutique de la marque](https://www.debuyer.com/fr/poeles/mineral-b), et vérifiez que le manche porte bien le poinçon DE BUYER FRANCE.

Si vous pensez plutôt à une cocotte, Le Creuset est le nom qu'on cite partout. Sa fonte émaillée est coulée à Fresnoy-le-Grand depuis 1925 : on verse le métal en fusion depuis le creuset dans des moules de sable, d'où le nom de la marque (https://fr.wikipedia.org/wiki/Le_Creuset_(entreprise)). Les coloris des cocottes Le Creuset sont superbes, mais à plus de 300 € la cocotte de 24 cm, avec un émail qui s'écaille si on la chauffe à vide, je ne la conseillerais pas pour un premier achat.

Pour le cuivre, Mauviel travaille toujours à Villedieu-les-Poêles, où Ernest Mauviel a ouvert son atelier en 1830 ; comptez 200 à 400 € la casserole. Enfin Cristel, moins connue, fabrique dans le Doubs des casseroles en inox à poignée amovible : rien à redire sur la finition chez Cristel, et la garantie à vie est bien réelle.

Pour toute question après l'achat, le service client de Buyer répond via https://sav.debuyer.com/contact.`,
    expect: {
      mentions: {
        "de Buyer": { position: 1, list: null, sentiment: "positive" },
        "Le Creuset": { position: 2, list: null, sentiment: "negative" },
        Mauviel: { position: 3, list: null, sentiment: "neutral" },
        Cristel: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.debuyer.com/fr/poeles/mineral-b",
        "https://fr.wikipedia.org/wiki/Le_Creuset_(entreprise)",
        "https://sav.debuyer.com/contact",
      ],
      own: ["https://www.debuyer.com/fr/poeles/mineral-b", "https://sav.debuyer.com/contact"],
    },
  },

  // Péniches canal du Midi, pair A (Le Boat praised). Nicols first appears in a sub-bullet (item 1 of the nested list under Locaboat) → list 1. Le Boat + (double negative "on ne peut pas dire que Le Boat nous ait déçus"; plus cher, mais je le choisirais); Locaboat − (du charme, mais pannes → difficile de recommander); Nicols neutral (bases, prix).
  {
    id: "fr-r10-05",
    lang: "fr",
    shape: "chatgpt",
    traps: ["nested-list", "utm", "trailing-punctuation", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Le Boat", domain: "leboat.fr" },
    competitors: [
      { name: "Locaboat", domain: "locaboat.com" },
      { name: "Nicols", domain: "nicols.com" },
    ],
    answer: `Pour une semaine sur le canal du Midi sans permis, trois loueurs dominent :

1. **Le Boat**
   - Bases : Castelnaudary, Homps, Port-Cassafières
   - Prix : environ 1 900 € la semaine en juin pour un bateau de 4 cabines
   - Avis : on ne peut pas dire que Le Boat nous ait déçus — bateaux récents, briefing clair et aucune panne en sept jours.
2. **Locaboat**
   - Bases : Négra, à quelques kilomètres de la base Nicols de Port-Lauragais, et Argens-Minervois
   - Prix : environ 1 700 € la semaine pour une pénichette de 3 cabines
   - Avis : les pénichettes Locaboat ont du charme, mais notre moteur a calé deux fois et l'assistance a mis une demi-journée à venir ; difficile de recommander Locaboat à des débutants.
3. **Nicols**
   - Bases : Port-Lauragais, Trèbes
   - Prix : à partir de 1 500 € la semaine, vélos à bord sur demande

Le Boat est donc plus cher que Locaboat, mais pour une première croisière je le choisirais sans hésiter. Avant de réserver, vérifiez les périodes de chômage (fermeture du canal pour travaux) : https://www.canal-du-midi.org/fr/navigation/chomages/.

Réservation : [leboat.fr](https://www.leboat.fr/destinations/france/canal-du-midi?utm_source=chatgpt.com) · [locaboat.com](https://www.locaboat.com/fr/canal-du-midi?utm_source=chatgpt.com) · [nicols.com](https://www.nicols.com/fr/location-bateau-canal-du-midi?utm_source=chatgpt.com)`,
    expect: {
      mentions: {
        "Le Boat": { position: 1, list: 1, sentiment: "positive" },
        Locaboat: { position: 2, list: 2, sentiment: "negative" },
        Nicols: { position: 3, list: 1, sentiment: "neutral" },
      },
      citations: [
        "https://www.canal-du-midi.org/fr/navigation/chomages/",
        "https://www.leboat.fr/destinations/france/canal-du-midi?utm_source=chatgpt.com",
        "https://www.locaboat.com/fr/canal-du-midi?utm_source=chatgpt.com",
        "https://www.nicols.com/fr/location-bateau-canal-du-midi?utm_source=chatgpt.com",
      ],
      own: ["https://www.leboat.fr/destinations/france/canal-du-midi?utm_source=chatgpt.com"],
    },
    pair: "fr-r10-06",
  },

  // Péniches canal du Midi, pair B (judgements swapped). Same traps. Le Boat − (du charme, mais pannes → difficile de recommander Le Boat); Locaboat + (double negative; moins cher et je le choisirais); Nicols neutral.
  {
    id: "fr-r10-06",
    lang: "fr",
    shape: "chatgpt",
    traps: ["nested-list", "utm", "trailing-punctuation", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Le Boat", domain: "leboat.fr" },
    competitors: [
      { name: "Locaboat", domain: "locaboat.com" },
      { name: "Nicols", domain: "nicols.com" },
    ],
    answer: `Pour une semaine sur le canal du Midi sans permis, trois loueurs dominent :

1. **Le Boat**
   - Bases : Castelnaudary, Homps, Port-Cassafières
   - Prix : environ 1 900 € la semaine en juin pour un bateau de 4 cabines
   - Avis : les bateaux Le Boat ont du charme, mais notre moteur a calé deux fois et l'assistance a mis une demi-journée à venir ; difficile de recommander Le Boat à des débutants.
2. **Locaboat**
   - Bases : Négra, à quelques kilomètres de la base Nicols de Port-Lauragais, et Argens-Minervois
   - Prix : environ 1 700 € la semaine pour une pénichette de 3 cabines
   - Avis : on ne peut pas dire que Locaboat nous ait déçus — pénichettes récentes, briefing clair et aucune panne en sept jours.
3. **Nicols**
   - Bases : Port-Lauragais, Trèbes
   - Prix : à partir de 1 500 € la semaine, vélos à bord sur demande

Locaboat est donc moins cher que Le Boat, et pour une première croisière je le choisirais sans hésiter. Avant de réserver, vérifiez les périodes de chômage (fermeture du canal pour travaux) : https://www.canal-du-midi.org/fr/navigation/chomages/.

Réservation : [leboat.fr](https://www.leboat.fr/destinations/france/canal-du-midi?utm_source=chatgpt.com) · [locaboat.com](https://www.locaboat.com/fr/canal-du-midi?utm_source=chatgpt.com) · [nicols.com](https://www.nicols.com/fr/location-bateau-canal-du-midi?utm_source=chatgpt.com)`,
    expect: {
      mentions: {
        "Le Boat": { position: 1, list: 1, sentiment: "negative" },
        Locaboat: { position: 2, list: 2, sentiment: "positive" },
        Nicols: { position: 3, list: 1, sentiment: "neutral" },
      },
      citations: [
        "https://www.canal-du-midi.org/fr/navigation/chomages/",
        "https://www.leboat.fr/destinations/france/canal-du-midi?utm_source=chatgpt.com",
        "https://www.locaboat.com/fr/canal-du-midi?utm_source=chatgpt.com",
        "https://www.nicols.com/fr/location-bateau-canal-du-midi?utm_source=chatgpt.com",
      ],
      own: ["https://www.leboat.fr/destinations/france/canal-du-midi?utm_source=chatgpt.com"],
    },
    pair: "fr-r10-05",
  },

  // ===================================================== ES =====================================================

  // Talleres de neumáticos. Midas appears ONLY as "el rey Midas" (the myth) → not mentioned; AURGI in caps; query strings; ";" and "." after bare URLs. Aurgi + ("nada que objetar", ni una sorpresa); Euromaster neutral (flotas, nº de talleres); Confortauto − (restrictive "vale para un cambio de aceite y poco más").
  {
    id: "es-r10-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "case", "utm", "trailing-punctuation", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Aurgi", domain: "aurgi.com" },
    competitors: [
      { name: "Midas", domain: "midas.es" },
      { name: "Confortauto", domain: "confortauto.com" },
      { name: "Euromaster", domain: "euromaster.es" },
    ],
    answer: `Para cambiar los neumáticos en Madrid sin pagar de más, estas son las opciones con mejor relación calidad-precio:

1. **AURGI** – Montaje y equilibrado desde 9,95 € por rueda y cita online para el mismo día ([aurgi.com](https://www.aurgi.com/neumaticos/montaje?utm_source=chatgpt.com)). Llevo tres años yendo a Aurgi y nada que objetar: precios cerrados y ni una sorpresa en la factura.
2. **Euromaster** – Especializado en flotas y furgonetas, con más de 250 talleres en España.
3. **Confortauto** – Vale para un cambio de aceite y poco más: varios usuarios cuentan que les recomendaron cambiar pastillas que estaban bien y que tuvieron que repetir la alineación.

Ningún taller tiene el toque del rey Midas, así que compara siempre el precio final con montaje, válvula y tasa de reciclaje incluidos. Puedes comparar precios en https://www.neumaticos-online.es/comparar?medida=205-55-r16&marca=michelin; y las recomendaciones de la OCU están en https://www.ocu.org/coches/neumaticos/consejos/donde-cambiar-neumaticos.`,
    expect: {
      mentions: {
        Aurgi: { position: 1, list: 1, sentiment: "positive" },
        Midas: null,
        Confortauto: { position: 3, list: 3, sentiment: "negative" },
        Euromaster: { position: 2, list: 2, sentiment: "neutral" },
      },
      citations: [
        "https://www.aurgi.com/neumaticos/montaje?utm_source=chatgpt.com",
        "https://www.neumaticos-online.es/comparar?medida=205-55-r16&marca=michelin",
        "https://www.ocu.org/coches/neumaticos/consejos/donde-cambiar-neumaticos",
      ],
      own: ["https://www.aurgi.com/neumaticos/montaje?utm_source=chatgpt.com"],
    },
  },

  // Aprender alemán en Madrid. Alias "Goethe" also hits the poet ("leer a Goethe") → not a mention; Escuela Oficial de Idiomas first reached through its alias EOI; Fuentes list names brands. Goethe-Institut + (la más cara, pero el precio compensa); EOI + (conditional "si consigues plaza", "nada que objetar"); inlingua − (instalaciones bonitas, pero tres cambios de profesor); Berlitz + (double negative "no puedo decir que… me haya decepcionado nunca").
  {
    id: "es-r10-02",
    lang: "es",
    shape: "perplexity",
    traps: ["alias", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Goethe-Institut", aliases: ["Goethe"], domain: "goethe.de" },
    competitors: [
      { name: "Escuela Oficial de Idiomas", aliases: ["EOI"] },
      { name: "inlingua", domain: "inlingua.es" },
      { name: "Berlitz", domain: "berlitz.com" },
    ],
    answer: `Si quieres aprender alemán en Madrid, las opciones principales son el Goethe-Institut, la EOI, inlingua y Berlitz [1][2].

El Goethe-Institut es la opción más cara (unos 700 € por un curso intensivo de cuatro semanas), pero sus exámenes son los más reconocidos por empresas y universidades alemanas y el nivel del profesorado es muy alto, así que en el Goethe-Institut el precio compensa [1][6]. Si consigues plaza, la Escuela Oficial de Idiomas es, con diferencia, la más barata, y nada que objetar a su nivel: sus certificados oficiales valen en toda España [3]. inlingua tiene unas instalaciones muy bonitas junto a la Castellana, pero en un trimestre nos cambiaron de profesor tres veces y nadie de inlingua nos avisó [4]. No puedo decir que Berlitz me haya decepcionado nunca: clases particulares a la hora que elijas, por unos 45 € la hora, y profesores nativos muy bien preparados [5].

Si tu objetivo es leer a Goethe en versión original, cualquiera de estas opciones te llevará a un B2 en unos dos años de trabajo constante [2].

Fuentes
[1] Goethe-Institut Madrid – Cursos de alemán: https://www.goethe.de/ins/es/es/sta/mad/kur.html
[2] Madrid Secreto – Dónde aprender alemán en Madrid: https://www.madridsecreto.co/aprender-aleman-madrid/
[3] EOI Jesús Maestro – Departamento de alemán: https://eoijesusmaestro.es/departamentos/aleman/
[4] inlingua Madrid: https://www.inlingua.es/madrid/
[5] Berlitz España – Madrid: https://www.berlitz.com/es-es/madrid
[6] Goethe-Institut – Exámenes: https://www.goethe.de/ins/es/es/prf.html`,
    expect: {
      mentions: {
        "Goethe-Institut": { position: 1, list: null, sentiment: "positive" },
        "Escuela Oficial de Idiomas": { position: 2, list: null, sentiment: "positive" },
        inlingua: { position: 3, list: null, sentiment: "negative" },
        Berlitz: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.goethe.de/ins/es/es/sta/mad/kur.html",
        "https://www.madridsecreto.co/aprender-aleman-madrid/",
        "https://eoijesusmaestro.es/departamentos/aleman/",
        "https://www.inlingua.es/madrid/",
        "https://www.berlitz.com/es-es/madrid",
        "https://www.goethe.de/ins/es/es/prf.html",
      ],
      own: ["https://www.goethe.de/ins/es/es/sta/mad/kur.html", "https://www.goethe.de/ins/es/es/prf.html"],
    },
  },

  // Cajas de mudanza. "una raja en el fondo" = common noun (crack), not RAJA; RAJA named in prose before the table (list = row 1); own on blog. subdomain; URL inside "( … )." RAJA + (no es la más barata, pero aguanta; "nunca nos ha fallado"; favoured in comparison); Ratioform neutral (prices, same group); Packhelp − (preciosas, pero "mucho menos resistentes que las de RAJA").
  {
    id: "es-r10-03",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "table", "prose-before-list", "subdomain", "trailing-punctuation", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "RAJA", domain: "rajapack.es" },
    competitors: [
      { name: "Ratioform", domain: "ratioform.es" },
      { name: "Packhelp", domain: "packhelp.es" },
    ],
    answer: `### Cajas de cartón para una mudanza: dónde comprarlas

**Respuesta corta:** para un piso de dos habitaciones necesitarás unas 40 cajas. **RAJA** es la opción más completa si compras en cantidad; para unas pocas cajas, cualquier ferretería de barrio te sirve.

| Proveedor | Caja de doble canal 60×40×40 | Pedido mínimo | Entrega |
|---|---|---|---|
| RAJA | 2,10 €/ud (lote de 20) | 20 uds | 24–48 h |
| Ratioform | 2,35 €/ud | 10 uds | 48–72 h |
| Packhelp | desde 3,90 €/ud (personalizada) | 30 uds | 10–15 días |

### Valoración
* **RAJA:** no es la más barata en pedidos pequeños, pero sus cajas de doble canal aguantan sin problema 25 kg de libros y el envío en 24 h de RAJA nunca nos ha fallado.
* **Ratioform:** catálogo y precios parecidos a los de RAJA, ya que pertenece al mismo grupo.
* **Packhelp:** cajas personalizadas preciosas, pero pensadas para tiendas online: las de Packhelp son mucho menos resistentes que las de RAJA, se abollaron en el primer viaje y el plazo de dos semanas no encaja con una mudanza.

### Consejos
* Revisa cada caja antes de cargarla: si tiene una raja en el fondo, refuérzala con cinta americana o descártala.
* Catálogo completo en https://www.rajapack.es/cajas-carton/cajas-mudanza_C1201.html y guía de embalaje en su blog (https://blog.rajapack.es/como-embalar-una-mudanza/).`,
    expect: {
      mentions: {
        RAJA: { position: 1, list: 1, sentiment: "positive" },
        Ratioform: { position: 2, list: 2, sentiment: "neutral" },
        Packhelp: { position: 3, list: 3, sentiment: "negative" },
      },
      citations: [
        "https://www.rajapack.es/cajas-carton/cajas-mudanza_C1201.html",
        "https://blog.rajapack.es/como-embalar-una-mudanza/",
      ],
      own: [
        "https://www.rajapack.es/cajas-carton/cajas-mudanza_C1201.html",
        "https://blog.rajapack.es/como-embalar-una-mudanza/",
      ],
    },
  },

  // Juegos de mesa. "el devir de las tiendas de barrio" = common noun, not Devir; Juguettos only inside a URL → null; angle-bracket URL then ".". Zacatrus + (relative clause, double negative "no recuerdo ni una sola vez… no haya funcionado"); Devir neutral (publisher facts); Dracotienda − (rhetorical "¿de qué sirve un descuento…?").
  {
    id: "es-r10-04",
    lang: "es",
    shape: "claude",
    traps: ["common-word", "url-only", "negation", "mixed-sentiment", "markdown", "trailing-punctuation"],
    brand: { name: "Zacatrus", domain: "zacatrus.es" },
    competitors: [
      { name: "Devir", domain: "devir.es" },
      { name: "Dracotienda", domain: "dracotienda.com" },
      { name: "Juguettos", domain: "juguettos.com" },
    ],
    answer: `Para regalar un juego de mesa a una familia con niños de 8 y 11 años, yo empezaría por Zacatrus. Sus tiendas de Madrid, Barcelona, Valencia y otras ciudades tienen mesas para probar los juegos antes de comprarlos, y el personal de Zacatrus, que suele haber jugado a todo lo que vende, acierta mucho con las recomendaciones. No recuerdo ni una sola vez en que un juego recomendado en Zacatrus no haya funcionado en casa.

Devir, la editorial que publica en España títulos como Catan o Dixit, vende su catálogo también en su propia web. Si te preocupa el devir de las tiendas de barrio, comprar en una tienda especializada es además una forma de apoyarlas.

Dracotienda suele ser algo más barata que Zacatrus, pero ¿de qué sirve un descuento del 10 % en Dracotienda si el pedido tarda tres semanas y llega con la caja aplastada? Es lo que les ha pasado a varios compradores este año.

Si prefieres una juguetería generalista, también hay juegos familiares en https://www.juguettos.com/juegos-de-mesa/.

Fichas y precios: [Zacatrus – juegos familiares](https://zacatrus.es/juegos-de-mesa/familiares.html), [Dracotienda](https://www.dracotienda.com/juegos-de-mesa/) y <https://www.devir.es/tienda>.`,
    expect: {
      mentions: {
        Zacatrus: { position: 1, list: null, sentiment: "positive" },
        Devir: { position: 2, list: null, sentiment: "neutral" },
        Dracotienda: { position: 3, list: null, sentiment: "negative" },
        Juguettos: null,
      },
      citations: [
        "https://www.juguettos.com/juegos-de-mesa/",
        "https://zacatrus.es/juegos-de-mesa/familiares.html",
        "https://www.dracotienda.com/juegos-de-mesa/",
        "https://www.devir.es/tienda",
      ],
      own: ["https://zacatrus.es/juegos-de-mesa/familiares.html"],
    },
  },

  // Albergues Barcelona, pair A (TOC praised). Alias "Sant Jordi" also hits the 23 April festival ("día de Sant Jordi") → not a mention. TOC + ("no tiene nada que envidiar a un hotel"); Sant Jordi Hostels − (ambiente social conceded, ruidoso, baños sucios); Cats neutral (price).
  {
    id: "es-r10-05",
    lang: "es",
    shape: "short",
    traps: ["alias", "negation", "mixed-sentiment"],
    brand: { name: "TOC Hostels", aliases: ["TOC"], domain: "tochostels.com" },
    competitors: [
      { name: "Sant Jordi Hostels", aliases: ["Sant Jordi"], domain: "santjordihostels.com" },
      { name: "Cats Hostels", domain: "catshostels.com" },
    ],
    answer: `Para abril en Barcelona, TOC Hostels (junto a Plaza de España) no tiene nada que envidiar a un hotel de tres estrellas, mientras que Sant Jordi Hostels (en Gràcia), aunque tiene un ambiente muy social, es ruidoso y varios viajeros se quejan de la limpieza de sus baños. Cats Hostels ofrece camas en dormitorio desde 25 € la noche; reserva pronto, porque el 23 de abril, día de Sant Jordi, la ciudad se llena.`,
    expect: {
      mentions: {
        "TOC Hostels": { position: 1, list: null, sentiment: "positive" },
        "Sant Jordi Hostels": { position: 2, list: null, sentiment: "negative" },
        "Cats Hostels": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "es-r10-06",
  },

  // Albergues Barcelona, pair B (judgements swapped, same order). TOC − (ambiente social conceded, ruidoso, baños); Sant Jordi Hostels + ("no tiene nada que envidiar"); Cats neutral; "día de Sant Jordi" is the festival.
  {
    id: "es-r10-06",
    lang: "es",
    shape: "short",
    traps: ["alias", "negation", "mixed-sentiment"],
    brand: { name: "TOC Hostels", aliases: ["TOC"], domain: "tochostels.com" },
    competitors: [
      { name: "Sant Jordi Hostels", aliases: ["Sant Jordi"], domain: "santjordihostels.com" },
      { name: "Cats Hostels", domain: "catshostels.com" },
    ],
    answer: `Para abril en Barcelona, TOC Hostels (junto a Plaza de España), aunque tiene un ambiente muy social, es ruidoso y varios viajeros se quejan de la limpieza de sus baños, mientras que Sant Jordi Hostels (en Gràcia) no tiene nada que envidiar a un hotel de tres estrellas. Cats Hostels ofrece camas en dormitorio desde 25 € la noche; reserva pronto, porque el 23 de abril, día de Sant Jordi, la ciudad se llena.`,
    expect: {
      mentions: {
        "TOC Hostels": { position: 1, list: null, sentiment: "negative" },
        "Sant Jordi Hostels": { position: 2, list: null, sentiment: "positive" },
        "Cats Hostels": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "es-r10-05",
  },

  // ===================================================== DE =====================================================

  // Klaviere. "Schimmel am Resonanzboden" (mould), "dem Schimmel, dem weißen Pferd" (horse) and "Wilhelm Schimmel" (founder) are not the brand; "ein gebrauchter Schimmel" is; BLUTHNER caps without umlaut; genitive "Blüthners"; Grotrian via "Grotrian-Steinweg". Schimmel + ("Nichts auszusetzen", gute Wahl); Bechstein − (Tradition, aber Nachregulierungen); Blüthner neutral (founding year, where to try); Grotrian + (conditional "nur sinnvoll, wenn… – dann aber der schönste Klang").
  {
    id: "de-r10-01",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "case", "possessive", "table", "alias", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Schimmel", domain: "schimmel-pianos.de" },
    competitors: [
      { name: "Bechstein", domain: "bechstein.com" },
      { name: "Blüthner", domain: "bluethner.de" },
      { name: "Grotrian", aliases: ["Grotrian-Steinweg"], domain: "grotrian.de" },
    ],
    answer: `## Neues Klavier bis 15.000 €: deutsche Hersteller im Vergleich

Wer ein in Deutschland gebautes Klavier sucht, landet meist bei vier Traditionsmarken. Vorab ein Hinweis: Stellen Sie das Instrument nicht in einen feuchten Raum, denn Schimmel am Resonanzboden und rostige Saiten gehören zu den häufigsten Schäden, die Klavierbauer bei Hausbesuchen sehen.

| Hersteller | Sitz | Einstiegsmodell (neu) | Einschätzung |
|---|---|---|---|
| Schimmel | Braunschweig | ca. 11.500 € | Nichts auszusetzen: ausgewogener Klang, präzise Mechanik, sehr gute Händlerbetreuung |
| Bechstein | Berlin / Seifhennersdorf | ca. 13.500 € | Große Tradition, aber für den Preis zu viele Nachregulierungen im ersten Jahr |
| BLUTHNER | Leipzig | ca. 16.000 € | Familienunternehmen seit 1853, Klaviere und Flügel |
| Grotrian-Steinweg | Braunschweig | ca. 14.000 € | Nur sinnvoll, wenn Sie ein halbes Jahr warten können – dann aber der schönste Klang in dieser Preisklasse |

### Worauf achten?
* **Probespielen:** Blüthners Klaviere stehen vor allem bei spezialisierten Fachhändlern; vereinbaren Sie für das Probespielen einen Termin.
* **Gebrauchtkauf:** Ein gebrauchter Schimmel aus den 1990er-Jahren ist oft eine sehr gute Wahl, wenn ein Klavierbauer ihn vorher prüft.
* **Gut zu wissen:** Der Name hat nichts mit dem Schimmel, dem weißen Pferd, zu tun – das Unternehmen wurde 1885 von Wilhelm Schimmel in Leipzig gegründet.

Händlersuche: https://www.schimmel-pianos.de/haendler/ · https://www.bechstein.com/de/haendler/`,
    expect: {
      mentions: {
        Schimmel: { position: 1, list: 1, sentiment: "positive" },
        Bechstein: { position: 2, list: 2, sentiment: "negative" },
        "Blüthner": { position: 3, list: 3, sentiment: "neutral" },
        Grotrian: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: ["https://www.schimmel-pianos.de/haendler/", "https://www.bechstein.com/de/haendler/"],
      own: ["https://www.schimmel-pianos.de/haendler/"],
    },
  },

  // Gusseisen-Bräter. "im Regal Staub ansetzen" = common noun (dust), not Staub; staub-outlet24.de bare domain (no URL, no mention). Staub + ("nichts auszusetzen"; favoured in comparison); Skeppshult neutral (price, material); Riess − (restrictive "für Einsteiger in Ordnung, mehr aber auch nicht"); Silit − (hübsches Design, aber abgeplatzt; "deutlich weniger hilfsbereit als der von Staub").
  {
    id: "de-r10-02",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "utm", "trailing-punctuation", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Staub", domain: "staub-online.com" },
    competitors: [
      { name: "Skeppshult", domain: "skeppshult.com" },
      { name: "Riess", domain: "riess.at" },
      { name: "Silit", domain: "silit.com" },
    ],
    answer: `Für einen gusseisernen Bräter, der Jahrzehnte hält, sind das meine Empfehlungen:

1. **Staub Cocotte rund, 24 cm** – ca. 230 €. Meine ist seit fünf Jahren im Einsatz, und ich habe an der Staub nichts auszusetzen: Die Emaille ist unversehrt, und der Deckel mit Tropfnoppen hält das Schmorgut saftig. ([staub-online.com](https://www.staub-online.com/de/cocottes/rund-24cm?utm_source=chatgpt.com))
2. **Skeppshult Gusseisentopf** – ca. 160 €, unbeschichtetes Gusseisen aus Schweden, muss vor dem ersten Gebrauch eingebrannt werden.
3. **Riess Classic Bräter** – Emaille aus Österreich, ca. 90 €. Für Einsteiger in Ordnung, mehr aber auch nicht: Auf Induktion verzieht sich der Boden schnell.
4. **Silit Bräter** – Hübsches Design, aber bei uns ist die Beschichtung zweimal abgeplatzt, und der Silit-Kundendienst war deutlich weniger hilfsbereit als der von Staub.

**Tipp:** Wenn Sie den Bräter selten benutzen, lassen Sie ihn nicht offen im Regal Staub ansetzen, sondern lagern Sie ihn mit Deckel und einem Küchentuch dazwischen. Pflegehinweise finden Sie unter https://www.silit.com/de/pflege?utm_source=chatgpt.com. Angebote auf staub-outlet24.de gehören übrigens nicht zum Hersteller.`,
    expect: {
      mentions: {
        Staub: { position: 1, list: 1, sentiment: "positive" },
        Skeppshult: { position: 2, list: 2, sentiment: "neutral" },
        Riess: { position: 3, list: 3, sentiment: "negative" },
        Silit: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.staub-online.com/de/cocottes/rund-24cm?utm_source=chatgpt.com",
        "https://www.silit.com/de/pflege?utm_source=chatgpt.com",
      ],
      own: ["https://www.staub-online.com/de/cocottes/rund-24cm?utm_source=chatgpt.com"],
    },
  },

  // Carsharing in Kleinstädten. "eine grüne Flotte aus E-Autos" = common phrase, not Grüne Flotte; "der Grünen Flotte" declined; "teilauto" lower case in a quote; Greenwheels only in Quellen → null; teilauto.net.erfahrungen-portal.de look-alike. teilAuto + (double negative "kann nicht behaupten, dass mich teilAuto je enttäuscht hätte", "nie Probleme"); Grüne Flotte − (rhetorical "Lohnt sich…? Eher nicht"); book-n-drive neutral (stations, prices).
  {
    id: "de-r10-03",
    lang: "de",
    shape: "copilot",
    traps: ["case", "declined", "common-word", "sources-list", "lookalike-domain", "negation", "mixed-sentiment"],
    brand: { name: "teilAuto", domain: "teilauto.net" },
    competitors: [
      { name: "Grüne Flotte", domain: "gruene-flotte.de" },
      { name: "book-n-drive", domain: "book-n-drive.de" },
      { name: "Greenwheels", domain: "greenwheels.com" },
    ],
    answer: `In Kleinstädten ist stationsbasiertes Carsharing meist die einzige Option; viele Stadtwerke bauen zusätzlich eine grüne Flotte aus E-Autos für Bürgerinnen und Bürger auf [1].

In Mitteldeutschland ist teilAuto auch in kleineren Orten wie Meißen, Naumburg oder Weimar vertreten. Ich kann nicht behaupten, dass mich teilAuto je enttäuscht hätte: Die Autos sind sauber und die Buchung per App klappt zuverlässig [2]. Ein Nutzer aus Naumburg schreibt: „mit teilauto in drei Jahren nie Probleme gehabt“ [6].

Lohnt sich die Grüne Flotte in Freiburg für Gelegenheitsfahrer überhaupt? Eher nicht: Bei der Grünen Flotte werden eine Genossenschaftseinlage und eine monatliche Grundgebühr fällig, und die wenigen Autos in den Umlandgemeinden sind am Wochenende oft ausgebucht [3].

book-n-drive betreibt Stationen im Rhein-Main-Gebiet, auch in Orten wie Bad Homburg oder Hanau; die Stundenpreise beginnen bei rund 2,50 € plus Kilometerpauschale [4]. Einen Überblick über weitere Anbieter gibt der Bundesverband CarSharing [1][5].

Quellen:
[1] Bundesverband CarSharing – CarSharing in kleinen Städten: https://carsharing.de/alles-ueber-carsharing/carsharing-in-kleinen-staedten
[2] teilAuto – Tarife: https://www.teilauto.net/tarife/
[3] Grüne Flotte – Mitglied werden: https://www.gruene-flotte.de/mitglied-werden
[4] book-n-drive – Standorte: https://www.book-n-drive.de/standorte/
[5] Greenwheels – Standorte: https://www.greenwheels.com/de/standorte
[6] Erfahrungen mit teilAuto: https://teilauto.net.erfahrungen-portal.de/naumburg`,
    expect: {
      mentions: {
        teilAuto: { position: 1, list: null, sentiment: "positive" },
        "Grüne Flotte": { position: 2, list: null, sentiment: "negative" },
        "book-n-drive": { position: 3, list: null, sentiment: "neutral" },
        Greenwheels: null,
      },
      citations: [
        "https://carsharing.de/alles-ueber-carsharing/carsharing-in-kleinen-staedten",
        "https://www.teilauto.net/tarife/",
        "https://www.gruene-flotte.de/mitglied-werden",
        "https://www.book-n-drive.de/standorte/",
        "https://www.greenwheels.com/de/standorte",
        "https://teilauto.net.erfahrungen-portal.de/naumburg",
      ],
      own: ["https://www.teilauto.net/tarife/"],
    },
  },

  // Online-Druckereien. FLYERALARM in caps; genitive "Saxoprints"; own on help. subdomain and www with query string; flyeralarm.com-gutscheine.de look-alike. Flyeralarm + (selten der billigste, aber kein Fehldruck; favoured in comparison); Saxoprint − (günstiger conceded, "deutlich weniger zuverlässig als die von Flyeralarm"); WIRmachenDRUCK − (relative clause, "lohnt sich nur, wenn…", late deliveries); Onlineprinters neutral.
  {
    id: "de-r10-04",
    lang: "de",
    shape: "claude",
    traps: ["case", "possessive", "subdomain", "lookalike-domain", "utm", "trailing-punctuation", "hedge", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Flyeralarm", domain: "flyeralarm.com" },
    competitors: [
      { name: "Saxoprint", domain: "saxoprint.de" },
      { name: "WIRmachenDRUCK", domain: "wir-machen-druck.de" },
      { name: "Onlineprinters", domain: "onlineprinters.de" },
    ],
    answer: `Für 5.000 Flyer und 500 Visitenkarten für Ihre Praxis würde ich FLYERALARM nehmen. Flyeralarm ist selten der billigste Anbieter, aber in den letzten Jahren hatte ich dort keinen einzigen Fehldruck, und die Standardlieferung in zwei Werktagen wurde jedes Mal eingehalten. Wenn Sie Ihre Druckdaten vorab prüfen lassen möchten, erklärt Flyeralarm das hier: https://help.flyeralarm.com/hc/de/articles/datencheck.

Saxoprint ist bei großen Auflagen oft ein paar Euro günstiger. Saxoprints Farbtreue ist allerdings deutlich weniger zuverlässig als die von Flyeralarm: Zwei meiner Aufträge kamen mit spürbar blassem Rot, und die Reklamation zog sich über drei Wochen.

WIRmachenDRUCK, dessen Preise auf den ersten Blick kaum zu schlagen sind, lohnt sich nur, wenn Sie wirklich keine Eile haben: Bei meinen letzten drei Bestellungen bei WIRmachenDRUCK kam die Ware jeweils mehrere Tage nach dem zugesagten Termin.

Onlineprinters aus Neustadt an der Aisch bietet ähnliche Formate und Papiersorten; die Preise liegen meist zwischen denen der beiden anderen.

Zum Vergleichen: [Flyer bei Flyeralarm](https://www.flyeralarm.com/de/shop/flyer?format=din-lang&papier=135g-bilderdruck) und [Flyer bei Saxoprint](https://www.saxoprint.de/flyer). Vorsicht bei Gutscheinseiten wie https://flyeralarm.com-gutscheine.de/aktuell – die haben mit der Druckerei nichts zu tun.`,
    expect: {
      mentions: {
        Flyeralarm: { position: 1, list: null, sentiment: "positive" },
        Saxoprint: { position: 2, list: null, sentiment: "negative" },
        WIRmachenDRUCK: { position: 3, list: null, sentiment: "negative" },
        Onlineprinters: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://help.flyeralarm.com/hc/de/articles/datencheck",
        "https://www.flyeralarm.com/de/shop/flyer?format=din-lang&papier=135g-bilderdruck",
        "https://www.saxoprint.de/flyer",
        "https://flyeralarm.com-gutscheine.de/aktuell",
      ],
      own: [
        "https://help.flyeralarm.com/hc/de/articles/datencheck",
        "https://www.flyeralarm.com/de/shop/flyer?format=din-lang&papier=135g-bilderdruck",
      ],
    },
  },

  // Hörgeräte, pair A (Kind praised). "ein Kind schlecht hört" = common noun, "Kinder"/"Kleinkindern" are longer words: none is the brand. Kind + ("nichts auszusetzen"; "nicht der günstigste… kaum ins Gewicht"); Geers − (moderne Geschäfte conceded, verkaufsorientiert; rhetorical "Warum sollte man sich das bei Geers antun?"); Amplifon neutral (owner, prices).
  {
    id: "de-r10-05",
    lang: "de",
    shape: "long",
    traps: ["common-word", "substring", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Kind", domain: "kind.com" },
    competitors: [
      { name: "Geers", domain: "geers.de" },
      { name: "Amplifon", domain: "amplifon.com" },
    ],
    answer: `Bei mittelgradiger Schwerhörigkeit zahlt die Krankenkasse alle sechs Jahre einen Festbetrag von gut 700 € pro Ohr, und jeder Hörakustiker muss mindestens ein Gerät ohne Aufzahlung anbieten. Entscheidend ist deshalb weniger das Gerät selbst als die Anpassung – und die hängt vom Akustiker ab.

Die drei großen Ketten in Deutschland sind Kind, Geers und Amplifon. Für Ihre Mutter würde ich so vorgehen:

**Kind** ist mit über 600 Fachgeschäften der größte deutsche Anbieter. Bei Kind gab es für uns nichts auszusetzen: Die Akustikerin hat sich für jede Nachjustierung Zeit genommen, und die kostenlose Probephase wurde ohne Diskussion um zwei Wochen verlängert. Dass Kind nicht der günstigste Anbieter ist, fällt bei dieser Betreuung kaum ins Gewicht.

**Geers** hat ebenfalls ein dichtes Filialnetz und modern eingerichtete Geschäfte, aber die Beratung bei Geers wirkte auf uns stark verkaufsorientiert: Zweimal wurde uns ein Premiumgerät für 2.400 € nahegelegt, obwohl das Kassenmodell gereicht hätte, und auf einen Nachtermin warteten wir drei Wochen. Warum sollte man sich das bei Geers antun, wenn es auch anders geht?

**Amplifon** gehört zu einem italienischen Konzern und betreibt in Deutschland mehrere Hundert Filialen; die Preise für Premiumgeräte liegen dort in einem ähnlichen Rahmen wie bei den anderen Ketten.

Zur Vorbereitung brauchen Sie eine ärztliche Verordnung vom HNO-Arzt, am besten mit einem aktuellen Tonaudiogramm. Planen Sie für die gesamte Anpassung mit Probetragen etwa sechs bis acht Wochen ein, und nehmen Sie zu den Terminen eine vertraute Person mit, deren Stimme Ihre Mutter gut kennt.

Falls in der Familie auch ein Kind schlecht hört: Für Kinder übernimmt die Kasse in der Regel die vollen Kosten, und Pädakustiker mit Erfahrung in der Anpassung bei Kleinkindern gibt es in allen drei Ketten. Vereinbaren Sie in jedem Fall zwei Probetermine bei verschiedenen Anbietern und vergleichen Sie, wie gründlich gemessen und erklärt wird.

Filialsuche: [Kind](https://www.kind.com/de-de/filialfinder/), [Geers](https://www.geers.de/filialfinder) und [Amplifon](https://www.amplifon.com/de/filialsuche).`,
    expect: {
      mentions: {
        Kind: { position: 1, list: null, sentiment: "positive" },
        Geers: { position: 2, list: null, sentiment: "negative" },
        Amplifon: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.kind.com/de-de/filialfinder/",
        "https://www.geers.de/filialfinder",
        "https://www.amplifon.com/de/filialsuche",
      ],
      own: ["https://www.kind.com/de-de/filialfinder/"],
    },
    pair: "de-r10-06",
  },

  // Hörgeräte, pair B (judgements swapped). Same traps. Kind − (largest, modern shops conceded, verkaufsorientiert; "Warum sollte man sich das bei Kind antun?"); Geers + ("nichts auszusetzen"; not the cheapest, hardly matters); Amplifon neutral.
  {
    id: "de-r10-06",
    lang: "de",
    shape: "long",
    traps: ["common-word", "substring", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Kind", domain: "kind.com" },
    competitors: [
      { name: "Geers", domain: "geers.de" },
      { name: "Amplifon", domain: "amplifon.com" },
    ],
    answer: `Bei mittelgradiger Schwerhörigkeit zahlt die Krankenkasse alle sechs Jahre einen Festbetrag von gut 700 € pro Ohr, und jeder Hörakustiker muss mindestens ein Gerät ohne Aufzahlung anbieten. Entscheidend ist deshalb weniger das Gerät selbst als die Anpassung – und die hängt vom Akustiker ab.

Die drei großen Ketten in Deutschland sind Kind, Geers und Amplifon. Für Ihre Mutter würde ich so vorgehen:

**Kind** ist mit über 600 Fachgeschäften der größte deutsche Anbieter und hat modern eingerichtete Geschäfte, aber die Beratung bei Kind wirkte auf uns stark verkaufsorientiert: Zweimal wurde uns ein Premiumgerät für 2.400 € nahegelegt, obwohl das Kassenmodell gereicht hätte, und auf einen Nachtermin warteten wir drei Wochen. Warum sollte man sich das bei Kind antun, wenn es auch anders geht?

**Geers** hat ebenfalls ein dichtes Filialnetz. Bei Geers gab es für uns nichts auszusetzen: Die Akustikerin hat sich für jede Nachjustierung Zeit genommen, und die kostenlose Probephase wurde ohne Diskussion um zwei Wochen verlängert. Dass Geers nicht der günstigste Anbieter ist, fällt bei dieser Betreuung kaum ins Gewicht.

**Amplifon** gehört zu einem italienischen Konzern und betreibt in Deutschland mehrere Hundert Filialen; die Preise für Premiumgeräte liegen dort in einem ähnlichen Rahmen wie bei den anderen Ketten.

Zur Vorbereitung brauchen Sie eine ärztliche Verordnung vom HNO-Arzt, am besten mit einem aktuellen Tonaudiogramm. Planen Sie für die gesamte Anpassung mit Probetragen etwa sechs bis acht Wochen ein, und nehmen Sie zu den Terminen eine vertraute Person mit, deren Stimme Ihre Mutter gut kennt.

Falls in der Familie auch ein Kind schlecht hört: Für Kinder übernimmt die Kasse in der Regel die vollen Kosten, und Pädakustiker mit Erfahrung in der Anpassung bei Kleinkindern gibt es in allen drei Ketten. Vereinbaren Sie in jedem Fall zwei Probetermine bei verschiedenen Anbietern und vergleichen Sie, wie gründlich gemessen und erklärt wird.

Filialsuche: [Kind](https://www.kind.com/de-de/filialfinder/), [Geers](https://www.geers.de/filialfinder) und [Amplifon](https://www.amplifon.com/de/filialsuche).`,
    expect: {
      mentions: {
        Kind: { position: 1, list: null, sentiment: "negative" },
        Geers: { position: 2, list: null, sentiment: "positive" },
        Amplifon: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.kind.com/de-de/filialfinder/",
        "https://www.geers.de/filialfinder",
        "https://www.amplifon.com/de/filialsuche",
      ],
      own: ["https://www.kind.com/de-de/filialfinder/"],
    },
    pair: "de-r10-05",
  },
];
