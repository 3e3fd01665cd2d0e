// Round 20: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output nor other rounds, written while round 17 was being developed against; held out.
import type { CorpusCase } from "./types.ts";


const bendigoIntro = `Congratulations on the move to Bendigo! It's a lovely regional city, and house prices there are still well below Melbourne's, which helps with the deposit. Coming from Port Macquarie, you may already bank with ANZ or Westpac, and both have branches in Bendigo, so switching your everyday account isn't urgent. For a home loan, though, the lender matters more than the branch, so here's how I'd think about it.`;

const bendigoOutro = `ANZ and Westpac both offer offset accounts and package discounts, and their standard variable rates sit close to the market average. If you already bank with one of them, it's worth asking for a rate match before you apply elsewhere.

Whichever lender you choose, a few practical points:

- **Probation periods:** many lenders want you past probation, so get a letter from your new employer confirming your salary and start date.
- **First home buyer support:** if this is your first purchase, check the Victorian First Home Owner Grant and the stamp duty concessions before you set your budget.
- **A local broker:** a mortgage broker in Bendigo will know which lenders are quick with regional valuations.`;

const casesEn: CorpusCase[] = [
  // Q: "Cheapest way to insure my first car in Dublin, I'm 24?" Traps: "send a chill down your spine" (common word) before the brand's first mention, FBD listed first; "An Post" never alone; bare-domain link texts. Sentiment: FBD Insurance negative ("for a young driver in Dublin its quotes are rarely competitive"); Chill Insurance positive ("This is the one I'd start with", "beat their direct quotes"); An Post Insurance neutral (sold at post office counters, underwritten by a partner, phone hours); RedClick negative ("underwhelming").
  {
    id: "en-r20-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Chill Insurance", aliases: ["Chill"], domain: "chill.ie" },
    competitors: [
      { name: "FBD Insurance", aliases: ["FBD"], domain: "fbd.ie" },
      { name: "An Post Insurance", domain: "anpost.com" },
      { name: "RedClick", domain: "redclick.ie" },
    ],
    answer: `A first car at 24 in Dublin is one of the most expensive profiles to insure in Ireland, so don't let the first quote send a chill down your spine: prices vary a lot between providers, and a few phone calls can save you hundreds.

### Where to get quotes

1. **FBD Insurance** – the big Irish direct insurer, with branches around the country. It's a fine choice if you farm or live in the countryside, but for a young driver in Dublin its quotes are rarely competitive. ([fbd.ie](https://www.fbd.ie/car-insurance/?utm_source=chatgpt.com))
2. **Chill Insurance** – a broker, so one call or one online form gets you quotes from several insurers at once. This is the one I'd start with: young drivers regularly report that Chill beat their direct quotes by a few hundred euro. ([chill.ie](https://www.chill.ie/car-insurance?utm_source=chatgpt.com))
3. **An Post Insurance** – sold online and at post office counters; the car cover is underwritten by a partner insurer rather than by the postal service itself. Quotes are available by phone Monday to Saturday. ([anpost.com](https://www.anpost.com/Insurance/Car-Insurance?utm_source=chatgpt.com))
4. **RedClick** – an online broker with a short quote form. The form is quick, but the prices RedClick returned for under-25s were underwhelming in most comparisons I've seen. ([redclick.ie](https://www.redclick.ie/car-insurance?utm_source=chatgpt.com))

### Ways to cut the premium

- **Get named on a parent's policy first** – a year of experience as a named driver counts with most insurers.
- **Pick a small, low-group car** – a 1.0 litre hatchback costs far less to insure than anything sporty.
- **Consider telematics** – a black-box or app-based policy rewards smooth driving with lower renewals.
- **Pay annually if you can** – monthly instalments usually add credit charges.

Once you've built a year of no-claims bonus, renewal gets noticeably cheaper, so the first year is the one to shop hardest for.`,
    expect: {
      mentions: {
        "Chill Insurance": { position: 2, list: 2, sentiment: "positive" },
        "FBD Insurance": { position: 1, list: 1, sentiment: "negative" },
        "An Post Insurance": { position: 3, list: 3, sentiment: "neutral" },
        RedClick: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.fbd.ie/car-insurance/?utm_source=chatgpt.com",
        "https://www.chill.ie/car-insurance?utm_source=chatgpt.com",
        "https://www.anpost.com/Insurance/Car-Insurance?utm_source=chatgpt.com",
        "https://www.redclick.ie/car-insurance?utm_source=chatgpt.com",
      ],
      own: ["https://www.chill.ie/car-insurance?utm_source=chatgpt.com"],
    },
  },

  // Q: "Cheapest car rental at San Antonio airport for a week? We're visiting the Alamo and the Hill Country." Traps: "the Alamo" (the mission) and "the Alamo Drafthouse" (a cinema chain), "San Antonio Missions National Historical Park", "thrifty traveler", "every dollar" — all before the table, where National comes first. Sentiment: National Car Rental neutral ("Owned by Enterprise Holdings; Emerald Aisle pickup for Emerald Club members" — facts); Alamo positive ("consistently strong reviews", "Best overall: Alamo"); Thrifty negative ("long counter lines and pushy insurance upsells"); Dollar negative ("Cheapest on paper, though ... fees often wipe out the saving").
  {
    id: "en-r20-02",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "alias", "table", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Alamo", aliases: ["Alamo Rent a Car"], domain: "alamo.com" },
    competitors: [
      { name: "Thrifty", domain: "thrifty.com" },
      { name: "Dollar", aliases: ["Dollar Car Rental"], domain: "dollar.com" },
      { name: "National", aliases: ["National Car Rental"], domain: "nationalcar.com" },
    ],
    answer: `## Renting a Car in San Antonio for a Week

Since you'll be visiting the Alamo (and maybe catching a film at the Alamo Drafthouse) and driving out to the Hill Country, a car is worth it: the mission itself is downtown, but the San Antonio Missions National Historical Park is spread along the river, and Fredericksburg is more than an hour away. If you're a thrifty traveler, remember that every dollar you save on the base rate can disappear in airport fees, so compare the total price, not the headline.

### Quick Comparison (SAT airport, compact car, 7 days)

| Company | Typical total | Notes |
|---|---|---|
| National Car Rental | $380–$450 | Owned by Enterprise Holdings; Emerald Aisle pickup for Emerald Club members |
| Alamo | $290–$360 | Online check-in lets you skip the counter; consistently strong reviews at SAT |
| Thrifty | $270–$340 | Low headline rates, but long counter lines and pushy insurance upsells |
| Dollar | $260–$330 | Cheapest on paper, though young-driver and toll fees often wipe out the saving |

### Key Considerations

* **Tolls:** San Antonio has few toll roads, but rental toll packages are often charged per day whether you use them or not.
* **Shuttles:** All four operate from the consolidated rental car facility, a short walk from the terminal.
* **Insurance:** Check whether your own auto policy or credit card already covers rentals before accepting the counter offer.

### Recommendation

**Best overall: Alamo.** For a leisure week it hits the best balance of price and hassle, and skipping the counter after a long flight is worth a lot.`,
    expect: {
      mentions: {
        Alamo: { position: 2, list: 2, sentiment: "positive" },
        Thrifty: { position: 3, list: 3, sentiment: "negative" },
        Dollar: { position: 4, list: 4, sentiment: "negative" },
        National: { position: 1, list: 1, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "Is Seamless still worth using in NYC in 2025 or should I switch?" Traps: "a seamless late-night order" and "dumplings or caviar" before any brand; Grubhub named before Seamless in the ownership sentence; possessive "Seamless's"; Caviar named only in the trailing Sources list; own citation on a subdomain. Sentiment: Grubhub neutral (merger, owned by Wonder, "$9.99 a month, is included with Amazon Prime" — facts); Seamless negative ("hard to recommend in 2025", "refunds ... taking a week or more"); DoorDash positive ("the one I'd pick", "most reliable delivery times"); Caviar not mentioned.
  {
    id: "en-r20-03",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "subdomain", "possessive", "markdown", "mixed-sentiment"],
    brand: { name: "Seamless", domain: "seamless.com" },
    competitors: [
      { name: "Grubhub", domain: "grubhub.com" },
      { name: "DoorDash", domain: "doordash.com" },
      { name: "Caviar", domain: "trycaviar.com" },
    ],
    answer: `If you want a seamless late-night order in Manhattan, the app matters less than which restaurants deliver to your block, and in 2025 the main apps overlap heavily, whether you're after dumplings or caviar [1].

**Ownership first.** Grubhub and Seamless merged in 2013, and since January 2025 both have been owned by Wonder, the food-hall company founded by Marc Lore [2]. They share the same restaurant network, couriers and Grubhub+ membership.

**Is it still worth it?** Honestly, Seamless is hard to recommend in 2025 unless you're attached to your order history: the app has barely changed in years, and several recent reviews describe refunds for missing items taking a week or more [3]. Seamless's Manhattan restaurant list is still long, but every one of those restaurants is also on Grubhub at the same menu prices.

**Grubhub.** Grubhub+ costs $9.99 a month, is included with Amazon Prime, and waives delivery fees on eligible orders over $12 [2][4].

**DoorDash.** If you do switch, DoorDash is the one I'd pick: it has the widest coverage in Brooklyn and Queens, and in a 2024 comparison it had the most reliable delivery times of the apps tested [5].

For special occasions, a premium courier app with a curated restaurant list can be worth the extra fee, but for weekday dinners the difference rarely justifies it [6].

Sources
[1] The best food delivery apps in New York City – https://ny.eater.com/2025/1/14/best-food-delivery-apps-nyc
[2] Wonder completes acquisition of Grubhub – https://about.grubhub.com/news/wonder-completes-acquisition-of-grubhub/
[3] Missing or incorrect items – Seamless Help – https://support.seamless.com/hc/en-us/articles/missing-items
[4] Grubhub+ membership terms – https://www.grubhub.com/plus/terms
[5] DoorDash vs. Uber Eats vs. Grubhub: which is fastest? – https://www.nytimes.com/wirecutter/reviews/best-food-delivery-app/
[6] Caviar review: is the premium worth it? – https://www.cnet.com/tech/services-and-software/caviar-food-delivery-review/`,
    expect: {
      mentions: {
        Seamless: { position: 2, list: null, sentiment: "negative" },
        Grubhub: { position: 1, list: null, sentiment: "neutral" },
        DoorDash: { position: 3, list: null, sentiment: "positive" },
        Caviar: null,
      },
      citations: [
        "https://ny.eater.com/2025/1/14/best-food-delivery-apps-nyc",
        "https://about.grubhub.com/news/wonder-completes-acquisition-of-grubhub/",
        "https://support.seamless.com/hc/en-us/articles/missing-items",
        "https://www.grubhub.com/plus/terms",
        "https://www.nytimes.com/wirecutter/reviews/best-food-delivery-app/",
        "https://www.cnet.com/tech/services-and-software/caviar-food-delivery-review/",
      ],
      own: ["https://support.seamless.com/hc/en-us/articles/missing-items"],
    },
  },

  // Q: "I'm moving from Port Macquarie to Bendigo for work — which bank for a home loan?" Traps: the city "Bendigo" and "Port Macquarie" before either bank; ANZ and Westpac named first; "a mortgage broker in Bendigo" in a bullet (place, not a list position); bare URL followed by a full stop. Sentiment: ANZ and Westpac neutral ("rates sit close to the market average"); Bendigo Bank positive ("I'd put Bendigo Bank at the top of the list", "consistently sharp"); Macquarie negative ("the one I'd be more cautious about", "approval times among the slowest"). Pair: en-r20-05 swaps Bendigo Bank and Macquarie.
  {
    id: "en-r20-04",
    lang: "en",
    shape: "claude",
    traps: ["alias", "trailing-punctuation", "markdown", "prose-before-list", "mixed-sentiment"],
    brand: { name: "Bendigo Bank", aliases: ["Bendigo"], domain: "bendigobank.com.au" },
    competitors: [
      { name: "Macquarie", aliases: ["Macquarie Bank"], domain: "macquarie.com.au" },
      { name: "ANZ", domain: "anz.com.au" },
      { name: "Westpac", domain: "westpac.com.au" },
    ],
    answer: `${bendigoIntro}

For your situation I'd put **Bendigo Bank** at the top of the list: its variable rates for owner-occupiers have been consistently sharp, recent broker surveys rank its approval times among the fastest, and its customer satisfaction scores are among the best in Australian banking. You can compare its current rates on [its home loans page](https://www.bendigobank.com.au/personal/home-loans/).

**Macquarie** is the one I'd be more cautious about: its advertised rates look fine on paper, but recent broker surveys put its approval times among the slowest, and borrowers in less standard situations (a new job still on probation, like yours) often describe a frustrating back-and-forth before getting an answer. Its rates are listed at https://www.macquarie.com.au/home-loans.html.

${bendigoOutro}`,
    expect: {
      mentions: {
        "Bendigo Bank": { position: 3, list: null, sentiment: "positive" },
        Macquarie: { position: 4, list: null, sentiment: "negative" },
        ANZ: { position: 1, list: null, sentiment: "neutral" },
        Westpac: { position: 2, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.bendigobank.com.au/personal/home-loans/",
        "https://www.macquarie.com.au/home-loans.html",
      ],
      own: ["https://www.bendigobank.com.au/personal/home-loans/"],
    },
    pair: "en-r20-05",
  },

  // Q: same as en-r20-04. Traps: same. Sentiment swapped: Bendigo Bank negative ("Bendigo Bank is the one I'd be more cautious about", "approval times among the slowest"); Macquarie positive ("I'd put Macquarie at the top of the list", "consistently sharp"); ANZ and Westpac neutral.
  {
    id: "en-r20-05",
    lang: "en",
    shape: "claude",
    traps: ["alias", "trailing-punctuation", "markdown", "prose-before-list", "mixed-sentiment"],
    brand: { name: "Bendigo Bank", aliases: ["Bendigo"], domain: "bendigobank.com.au" },
    competitors: [
      { name: "Macquarie", aliases: ["Macquarie Bank"], domain: "macquarie.com.au" },
      { name: "ANZ", domain: "anz.com.au" },
      { name: "Westpac", domain: "westpac.com.au" },
    ],
    answer: `${bendigoIntro}

For your situation, **Bendigo Bank** is the one I'd be more cautious about: its advertised rates look fine on paper, but recent broker surveys put its approval times among the slowest, and borrowers in less standard situations (a new job still on probation, like yours) often describe a frustrating back-and-forth before getting an answer. You can compare its current rates on [its home loans page](https://www.bendigobank.com.au/personal/home-loans/).

I'd put **Macquarie** at the top of the list: its variable rates for owner-occupiers have been consistently sharp, recent broker surveys rank its approval times among the fastest, and its customer satisfaction scores are among the best in Australian banking. Its rates are listed at https://www.macquarie.com.au/home-loans.html.

${bendigoOutro}`,
    expect: {
      mentions: {
        "Bendigo Bank": { position: 3, list: null, sentiment: "negative" },
        Macquarie: { position: 4, list: null, sentiment: "positive" },
        ANZ: { position: 1, list: null, sentiment: "neutral" },
        Westpac: { position: 2, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.bendigobank.com.au/personal/home-loans/",
        "https://www.macquarie.com.au/home-loans.html",
      ],
      own: ["https://www.bendigobank.com.au/personal/home-loans/"],
    },
    pair: "en-r20-04",
  },

  // Q: "Is On the Beach any good for a package holiday to Crete in August, or should I use loveholidays?" Traps: "a week lying on the beach in Crete" before the brand, loveholidays named first (lower case); bare domain "onthebeach.co.uk" in prose; trustpilot URL whose path holds the brand's domain (not own); trailing "Learn more" list. Sentiment: loveholidays positive ("the one I'd lean towards", "regularly undercuts"); On the Beach negative ("does the basics well enough ... but its after-sales service has been underwhelming"); Trailfinders neutral ("has high-street branches and has sold tailor-made trips since 1970" — history); Travel Republic negative ("used to be a go-to ... prices are no longer as sharp and recent reviews have slipped").
  {
    id: "en-r20-06",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "url-only", "sources-list", "case", "hedge", "mixed-sentiment"],
    brand: { name: "On the Beach", domain: "onthebeach.co.uk" },
    competitors: [
      { name: "loveholidays", domain: "loveholidays.com" },
      { name: "Trailfinders", domain: "trailfinders.com" },
      { name: "Travel Republic", domain: "travelrepublic.co.uk" },
    ],
    answer: `If your idea of August is a week lying on the beach in Crete, a package is usually the cheapest way to do it, and the two sites you mention are the obvious places to start.

loveholidays is the one I'd lean towards: it regularly undercuts competitors on Crete packages in peak season, lets you spread payments with a low deposit, and scored well for customer service in Which?'s latest travel survey [1].

On the Beach does the basics well enough, with prices for Heraklion and Chania in the same range and a big choice of hotels, but its after-sales service has been underwhelming: reviewers describe long waits and vouchers instead of refunds when flights change [2][3]. Fine if nothing goes wrong; less so if something does.

Trailfinders is a different kind of business: it has high-street branches and has sold tailor-made trips since 1970 [4]. Travel Republic used to be a go-to for cheap Greek packages, but its prices are no longer as sharp and recent reviews have slipped [5].

Whichever you book, check that the package is ATOL-protected; both onthebeach.co.uk and loveholidays show the ATOL number at checkout.

Learn more:
1. https://www.which.co.uk/reviews/package-holidays/article/best-and-worst-package-holiday-companies-aFeTk5u1Lx1N
2. https://uk.trustpilot.com/review/www.onthebeach.co.uk
3. https://www.onthebeach.co.uk/help/flight-changes
4. https://www.trailfinders.com/about
5. https://www.travelrepublic.co.uk/holidays/greece/crete`,
    expect: {
      mentions: {
        "On the Beach": { position: 2, list: null, sentiment: "negative" },
        loveholidays: { position: 1, list: null, sentiment: "positive" },
        Trailfinders: { position: 3, list: null, sentiment: "neutral" },
        "Travel Republic": { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.which.co.uk/reviews/package-holidays/article/best-and-worst-package-holiday-companies-aFeTk5u1Lx1N",
        "https://uk.trustpilot.com/review/www.onthebeach.co.uk",
        "https://www.onthebeach.co.uk/help/flight-changes",
        "https://www.trailfinders.com/about",
        "https://www.travelrepublic.co.uk/holidays/greece/crete",
      ],
      own: ["https://www.onthebeach.co.uk/help/flight-changes"],
    },
  },
];

const appartHead = `Avec 30 € par mois, vous avez plusieurs options sérieuses dans le 7e, et une vraie salle reste souvent plus motivante que de s'entraîner dans l'appart avec une appli et deux haltères. Voici celles que je regarderais :

### Les salles à considérer
`;

const appartPraise = `L'ambiance y est conviviale, les machines sont bien entretenues et l'accompagnement est inclus : c'est celle que je choisirais à votre place.`;
const appartCriticism = `Sur le papier l'offre est complète, mais l'entretien des machines laisse à désirer et le plateau est saturé entre 18 h et 20 h : à ce prix, on peut trouver mieux.`;

const appartMiddle = `2. **Keep Cool** – des salles plus petites, centrées sur le cardio et les cours collectifs en vidéo ; abonnement à partir d'une vingtaine d'euros par mois.`;
const appartLast = `4. **L'Orange Bleue** – réseau de franchises présent dans toute la France ; les tarifs et les horaires varient d'un club à l'autre.

### Mon conseil

La plupart de ces salles proposent une séance d'essai gratuite : profitez-en pour y aller à l'heure où vous comptez vraiment vous entraîner.`;

const casesFr: CorpusCase[] = [
  // Q: « Je m'installe à Lausanne, quelle assurance ménage et RC choisir ? » Traps: « en terre vaudoise », « l'assurance mobilière », « une compagnie zurichoise, bernoise ou bâloise » (adjectives equal to aliases/names, accent-insensitive) before any insurer; Helvetia listed first. Sentiment: Helvetia neutral (« assureur saint-gallois fondé en 1858 », franchise au choix — facts); La Mobilière negative (« Longtemps citée en exemple ..., elle a perdu de sa superbe », « délais de règlement qui s'allongent »); Vaudoise Assurances positive (« Je ne peux que vous la recommander », « retours ... excellents »); Baloise negative (« n'est pas la moins chère », « reste perfectible »).
  {
    id: "fr-r20-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "alias", "utm", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Vaudoise Assurances", aliases: ["Vaudoise"], domain: "vaudoise.ch" },
    competitors: [
      { name: "La Mobilière", aliases: ["Mobilière"], domain: "mobiliere.ch" },
      { name: "Baloise", domain: "baloise.ch" },
      { name: "Helvetia", domain: "helvetia.ch" },
    ],
    answer: `Bienvenue en terre vaudoise ! En Suisse, l'assurance ménage (on parle aussi d'assurance mobilière : elle couvre vos meubles et effets personnels contre le vol, l'incendie ou les dégâts d'eau) se conclut souvent avec la responsabilité civile privée, facultative mais quasi indispensable pour un locataire. Que vous passiez par une compagnie zurichoise, bernoise ou bâloise, les garanties de base se ressemblent ; ce sont surtout les franchises et le service en cas de sinistre qui font la différence.

### Les principaux assureurs

1. **Helvetia** – assureur saint-gallois fondé en 1858, qui propose ménage et RC dans un seul contrat modulable, avec une franchise au choix entre 200 et 500 francs. ([helvetia.ch](https://www.helvetia.ch/ch/web/fr/clients-prives/habitation.html?utm_source=chatgpt.com))
2. **La Mobilière** – la plus ancienne société d'assurance privée de Suisse, organisée en coopérative. Longtemps citée en exemple pour la gestion des sinistres, elle a perdu de sa superbe : plusieurs comparatifs récents font état de délais de règlement qui s'allongent.
3. **Vaudoise Assurances** – l'assureur « local », avec son siège à Lausanne et un réseau d'agences dense dans le canton. Je ne peux que vous la recommander : les retours sur la gestion des sinistres sont excellents, et la compagnie reverse chaque année une partie de ses bénéfices à ses assurés. ([vaudoise.ch](https://www.vaudoise.ch/fr/particuliers/habitation/assurance-menage?utm_source=chatgpt.com))
4. **Baloise** – n'est pas la moins chère pour un ménage à Lausanne, et son service client reste perfectible, notamment au téléphone.

### Mon conseil

Demandez au moins trois offres avec la même somme d'assurance et la même franchise, puis comparez. Un comparateur comme [comparis.ch](https://fr.comparis.ch/assurance-menage?utm_source=chatgpt.com) donne une première idée, mais les offres des agences locales sont parfois plus intéressantes que celles affichées en ligne.`,
    expect: {
      mentions: {
        "Vaudoise Assurances": { position: 3, list: 3, sentiment: "positive" },
        "La Mobilière": { position: 2, list: 2, sentiment: "negative" },
        Baloise: { position: 4, list: 4, sentiment: "negative" },
        Helvetia: { position: 1, list: 1, sentiment: "neutral" },
      },
      citations: [
        "https://www.helvetia.ch/ch/web/fr/clients-prives/habitation.html?utm_source=chatgpt.com",
        "https://www.vaudoise.ch/fr/particuliers/habitation/assurance-menage?utm_source=chatgpt.com",
        "https://fr.comparis.ch/assurance-menage?utm_source=chatgpt.com",
      ],
      own: ["https://www.vaudoise.ch/fr/particuliers/habitation/assurance-menage?utm_source=chatgpt.com"],
    },
  },

  // Q: « Pharmacie pas chère près de la rue Lafayette à Paris pour mes crèmes dermo ? » Traps: « la rue Lafayette » (street) and « les Galeries Lafayette » (another company) before the brand, reached through the alias « Lafayette »; Pharmabest and Aprium named first; names repeated in the trailing Sources list. Sentiment: Pharmabest negative (« prix bas sur le papier, mais ... laissent à désirer »); Aprium neutral (groupement, adresse, « ouverte du lundi au samedi, de 8 h 30 à 20 h » — facts); Pharmacie Lafayette positive (« Si je ne devais en garder qu'une », « difficiles à battre »); Cocooncenter positive (« on ne peut pas dire que Cocooncenter déçoive »).
  {
    id: "fr-r20-02",
    lang: "fr",
    shape: "perplexity",
    traps: ["alias", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Pharmacie Lafayette", aliases: ["Pharmacies Lafayette", "Lafayette"], domain: "pharmacielafayette.com" },
    competitors: [
      { name: "Aprium", domain: "aprium-pharmacie.fr" },
      { name: "Pharmabest", domain: "pharmabest.com" },
      { name: "Cocooncenter", domain: "cocooncenter.com" },
    ],
    answer: `Autour de la rue Lafayette, entre le 9e et le 10e arrondissement, vous avez l'embarras du choix, et pour la dermocosmétique les écarts de prix d'une officine à l'autre peuvent dépasser 30 % [1]. Évitez en revanche les pharmacies collées aux Galeries Lafayette : clientèle touristique, prix en conséquence.

Pharmabest affiche des prix bas sur le papier, mais l'attente en caisse et la qualité du conseil laissent à désirer aux heures de pointe [2].

Aprium est un groupement de pharmacies indépendantes ; l'officine du réseau située boulevard de Magenta est ouverte du lundi au samedi, de 8 h 30 à 20 h [3].

Si je ne devais en garder qu'une, ce serait la Pharmacie Lafayette la plus proche (l'enseigne, pas la rue) : ses prix sur La Roche-Posay, Avène ou Bioderma sont difficiles à battre, et l'équipe prend le temps de conseiller même quand il y a du monde [4].

Pour commander en ligne, on ne peut pas dire que Cocooncenter déçoive : livraison en 48 h et prix alignés sur ceux des meilleures officines discount [5].

Un dernier point : pour les médicaments remboursés sur ordonnance, le prix est le même partout, la comparaison ne vaut donc que pour la parapharmacie.

Sources
[1] Prix en pharmacie : jusqu'à trois fois plus cher selon l'officine – 60 Millions de consommateurs – https://www.60millions-mag.com/2023/05/15/prix-en-pharmacie-jusqu-trois-fois-plus-cher-selon-l-officine-21543
[2] Pharmabest Paris – avis clients – https://www.pharmabest.com/pharmacies/paris
[3] Pharmacie Aprium Magenta – horaires – https://www.aprium-pharmacie.fr/pharmacie-magenta-paris-10
[4] Pharmacie Lafayette – trouver une pharmacie à Paris – https://www.pharmacielafayette.com/pharmacie/paris
[5] Cocooncenter – Livraison et frais de port – https://www.cocooncenter.com/livraison.html`,
    expect: {
      mentions: {
        "Pharmacie Lafayette": { position: 3, list: null, sentiment: "positive" },
        Aprium: { position: 2, list: null, sentiment: "neutral" },
        Pharmabest: { position: 1, list: null, sentiment: "negative" },
        Cocooncenter: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.60millions-mag.com/2023/05/15/prix-en-pharmacie-jusqu-trois-fois-plus-cher-selon-l-officine-21543",
        "https://www.pharmabest.com/pharmacies/paris",
        "https://www.aprium-pharmacie.fr/pharmacie-magenta-paris-10",
        "https://www.pharmacielafayette.com/pharmacie/paris",
        "https://www.cocooncenter.com/livraison.html",
      ],
      own: ["https://www.pharmacielafayette.com/pharmacie/paris"],
    },
  },

  // Q: « Quel prof particulier de maths pour ma fille en terminale, spécialité maths ? » Traps: « comme les sherpas sur les pentes de l'Everest » (common noun, same letters as the brand) before the brand; Anacours named first; « des Sherpas » in link text. Sentiment: Anacours negative (« fait le travail, sans plus », tarifs « parmi les plus élevés du marché » — the 50 % tax credit is a fact); Les Sherpas positive (« l'option que je privilégierais », « retours ... très bons »); Cours Legendre negative (« avait une excellente réputation ..., mais les avis récents sont nettement moins enthousiastes »); Maxicours neutral (« n'est pas du soutien individuel : c'est une plateforme en ligne ... d'une vingtaine d'euros » — a description).
  {
    id: "fr-r20-03",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "alias", "markdown", "mixed-sentiment", "negation"],
    brand: { name: "Les Sherpas", aliases: ["Sherpas"], domain: "sherpas.com" },
    competitors: [
      { name: "Anacours", domain: "anacours.com" },
      { name: "Maxicours", domain: "maxicours.com" },
      { name: "Cours Legendre", domain: "cours-legendre.fr" },
    ],
    answer: `Pour une élève de terminale en spécialité maths, un bon prof particulier, c'est un peu comme les sherpas sur les pentes de l'Everest : il ne grimpe pas à sa place, mais il porte une partie de la charge et connaît le chemin. Encore faut-il trouver le bon, et les formules sont très différentes.

Il y a en gros trois familles d'offres : les agences de cours à domicile comme Anacours, les plateformes qui mettent en relation avec des étudiants, comme Les Sherpas, et les stages intensifs en petits groupes, comme ceux de Cours Legendre pendant les vacances.

Anacours fait le travail, sans plus : les professeurs viennent à domicile et l'agence est agréée services à la personne, ce qui ouvre droit au crédit d'impôt de 50 %, mais le suivi pédagogique se limite souvent à une fiche de liaison et les tarifs, même après crédit d'impôt, sont parmi les plus élevés du marché ([tarifs Anacours](https://www.anacours.com/tarifs-cours-particuliers/)).

Les Sherpas, c'est l'option que je privilégierais : les profs sont des étudiants de grandes écoles ou de prépa, proches en âge de votre fille, ce qui aide souvent à débloquer une élève qui n'ose plus poser de questions, et les retours des parents sont très bons. Les cours se font en visio ou à domicile selon les villes ; vous pouvez parcourir les profils sur [la page maths des Sherpas](https://sherpas.com/cours-particuliers/maths).

Cours Legendre avait une excellente réputation pour ses stages de pré-rentrée et de révision du bac, mais les avis récents sont nettement moins enthousiastes : groupes plus chargés qu'annoncé et encadrement inégal d'un centre à l'autre.

Enfin, Maxicours n'est pas du soutien individuel : c'est une plateforme en ligne de fiches, d'exercices et de vidéos, avec un abonnement mensuel d'une vingtaine d'euros, un complément aux cours plutôt qu'un remplacement.

Quelle que soit la formule, demandez un premier cours d'essai et fixez un objectif concret, par exemple remonter de 8 à 12 sur les devoirs surveillés, pour juger au bout d'un mois.`,
    expect: {
      mentions: {
        "Les Sherpas": { position: 2, list: null, sentiment: "positive" },
        Anacours: { position: 1, list: null, sentiment: "negative" },
        Maxicours: { position: 4, list: null, sentiment: "neutral" },
        "Cours Legendre": { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.anacours.com/tarifs-cours-particuliers/",
        "https://sherpas.com/cours-particuliers/maths",
      ],
      own: ["https://sherpas.com/cours-particuliers/maths"],
    },
  },

  // Q: « Où acheter une ponceuse et de la peinture pas chère à Liège ? » Traps: « pour du petit brico » (colloquial noun) and « le trafic autour des zonings » (common noun) before the table; « bricolage » (longer word); brand in capitals in its table row; Hubo in row 1. Sentiment: Hubo positive (« Le meilleur compromis prix/conseil ; c'est là que j'irais en premier »); Gamma neutral (« Enseigne d'origine néerlandaise ; ouvert du lundi au samedi de 9 h à 20 h » — facts); Brico negative (« Grand choix, mais les prix ne sont pas les plus doux et le conseil en rayon laisse à désirer »); Trafic negative (« Prix plancher, mais qualité à l'avenant »).
  {
    id: "fr-r20-04",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "substring", "case", "table", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Brico", domain: "brico.be" },
    competitors: [
      { name: "Hubo", domain: "hubo.be" },
      { name: "Gamma", domain: "gamma.be" },
      { name: "Trafic", domain: "trafic.be" },
    ],
    answer: `## Ponceuse et peinture à Liège : où acheter ?

Pour du petit brico comme poncer des boiseries et repeindre une pièce, pas besoin de passer par un négoce pour professionnels : les grandes surfaces de bricolage de la région liégeoise suffisent largement. Un conseil pratique : évitez le samedi après-midi, le trafic autour des zonings de Rocourt et d'Ans est dense.

### Comparatif rapide

| Enseigne | Peinture murale blanche (10 L) | Ponceuse orbitale d'entrée de gamme | Notre avis |
|---|---|---|---|
| Hubo | environ 45 € | environ 40 € | Le meilleur compromis prix/conseil ; c'est là que j'irais en premier |
| Gamma | environ 50 € | environ 45 € | Enseigne d'origine néerlandaise ; ouvert du lundi au samedi de 9 h à 20 h |
| BRICO | environ 55 € | environ 50 € | Grand choix, mais les prix ne sont pas les plus doux et le conseil en rayon laisse à désirer |
| Trafic | environ 30 € | environ 25 € | Prix plancher, mais qualité à l'avenant : la peinture couvre mal et la ponceuse ne tiendra pas un vrai chantier |

### Points à vérifier

* **Rendement de la peinture :** une peinture bon marché qui demande trois couches revient plus cher qu'une peinture correcte en deux couches.
* **Abrasifs :** prévoyez des disques de grain 80, 120 et 180 ; ils se vendent souvent par lot.
* **Location :** pour un seul chantier, renseignez-vous sur la location d'une ponceuse à la journée plutôt que d'en acheter une.

### Recommandation

**Pour un bon rapport qualité-prix :** commencez par Hubo, et gardez les enseignes plus chères pour les produits que vous ne trouvez pas ailleurs.`,
    expect: {
      mentions: {
        Brico: { position: 3, list: 3, sentiment: "negative" },
        Hubo: { position: 1, list: 1, sentiment: "positive" },
        Gamma: { position: 2, list: 2, sentiment: "neutral" },
        Trafic: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: « Quelle salle de sport choisir à Lyon 7e avec 30 € par mois ? » Traps: « s'entraîner dans l'appart » (common noun = the alias « L'Appart ») before any gym; « d'un appartement » (longer word); elided names L'Appart Fitness / L'Orange Bleue. Sentiment: Fitness Park negative (« l'entretien des machines laisse à désirer », « on peut trouver mieux » — opening hours and price are facts); Keep Cool neutral (format and price); L'Appart Fitness positive (« conviviale », « c'est celle que je choisirais à votre place », « testez L'Appart Fitness »); L'Orange Bleue neutral (network facts). Pair: fr-r20-06 swaps L'Appart Fitness and Fitness Park.
  {
    id: "fr-r20-05",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "alias", "substring", "utm", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "L'Appart Fitness", aliases: ["L'Appart"], domain: "lappartfitness.com" },
    competitors: [
      { name: "Fitness Park", domain: "fitnesspark.fr" },
      { name: "Keep Cool", domain: "keepcool.fr" },
      { name: "L'Orange Bleue", domain: "lorangebleue.fr" },
    ],
    answer: `${appartHead}
1. **Fitness Park** – grand plateau ouvert 7 j/7 de 6 h à 23 h, avec un abonnement sans engagement autour de 30 €. ${appartCriticism} ([fitnesspark.fr](https://www.fitnesspark.fr/club/lyon-gerland/?utm_source=chatgpt.com))
${appartMiddle}
3. **L'Appart Fitness** – le concept reprend les codes d'un appartement (salon, cuisine, chambre), avec un coach présent sur le plateau. ${appartPraise} ([lappartfitness.com](https://www.lappartfitness.com/salle-de-sport-lyon-7?utm_source=chatgpt.com))
${appartLast} Si vous n'en testez qu'une, testez L'Appart Fitness.`,
    expect: {
      mentions: {
        "L'Appart Fitness": { position: 3, list: 3, sentiment: "positive" },
        "Fitness Park": { position: 1, list: 1, sentiment: "negative" },
        "Keep Cool": { position: 2, list: 2, sentiment: "neutral" },
        "L'Orange Bleue": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.fitnesspark.fr/club/lyon-gerland/?utm_source=chatgpt.com",
        "https://www.lappartfitness.com/salle-de-sport-lyon-7?utm_source=chatgpt.com",
      ],
      own: ["https://www.lappartfitness.com/salle-de-sport-lyon-7?utm_source=chatgpt.com"],
    },
    pair: "fr-r20-06",
  },

  // Q: same as fr-r20-05. Traps: same. Sentiment swapped: Fitness Park positive (« c'est celle que je choisirais à votre place », « testez Fitness Park »); L'Appart Fitness negative (« laisse à désirer », « on peut trouver mieux »); Keep Cool and L'Orange Bleue neutral.
  {
    id: "fr-r20-06",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "alias", "substring", "utm", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "L'Appart Fitness", aliases: ["L'Appart"], domain: "lappartfitness.com" },
    competitors: [
      { name: "Fitness Park", domain: "fitnesspark.fr" },
      { name: "Keep Cool", domain: "keepcool.fr" },
      { name: "L'Orange Bleue", domain: "lorangebleue.fr" },
    ],
    answer: `${appartHead}
1. **Fitness Park** – grand plateau ouvert 7 j/7 de 6 h à 23 h, avec un abonnement sans engagement autour de 30 €. ${appartPraise} ([fitnesspark.fr](https://www.fitnesspark.fr/club/lyon-gerland/?utm_source=chatgpt.com))
${appartMiddle}
3. **L'Appart Fitness** – le concept reprend les codes d'un appartement (salon, cuisine, chambre), avec un coach présent sur le plateau. ${appartCriticism} ([lappartfitness.com](https://www.lappartfitness.com/salle-de-sport-lyon-7?utm_source=chatgpt.com))
${appartLast} Si vous n'en testez qu'une, testez Fitness Park.`,
    expect: {
      mentions: {
        "L'Appart Fitness": { position: 3, list: 3, sentiment: "negative" },
        "Fitness Park": { position: 1, list: 1, sentiment: "positive" },
        "Keep Cool": { position: 2, list: 2, sentiment: "neutral" },
        "L'Orange Bleue": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.fitnesspark.fr/club/lyon-gerland/?utm_source=chatgpt.com",
        "https://www.lappartfitness.com/salle-de-sport-lyon-7?utm_source=chatgpt.com",
      ],
      own: ["https://www.lappartfitness.com/salle-de-sport-lyon-7?utm_source=chatgpt.com"],
    },
    pair: "fr-r20-05",
  },
];

const superaIntro = `Encontrar gimnasio con piscina en Madrid cuando el presupuesto no supera los 50 € al mes reduce bastante las opciones: la mayoría de clubes con piscina climatizada en el centro cobran más. Aun así hay alternativas, sobre todo si vives en la periferia o en algún municipio del área metropolitana, donde los centros son más grandes y las cuotas más bajas.`;

const superaOutro = `**Metropolitan** es la cadena premium: clubes con spa, piscina y zona de aguas, con cuotas que empiezan en torno a los 70–90 € al mes según el club y el horario, por encima de tu presupuesto.

Algunas cosas que conviene comprobar antes de apuntarte, sea cual sea el centro:

- **Horario de la piscina:** en muchos centros los carriles libres se reducen por las tardes por los cursillos de natación.
- **Matrícula:** algunas cadenas cobran una cuota de alta que se suma al primer mes; pregunta si hay promociones sin matrícula.
- **Permanencia:** comprueba si la cuota más baja exige quedarte un año.
- **Empadronamiento:** en los centros de titularidad municipal, estar empadronado en el municipio puede abaratar la cuota.

Si puedes, pide un pase de un día en los dos primeros y ve a la hora a la que piensas entrenar: es la mejor forma de ver cómo de llena está la piscina de verdad.`;

const casesEs: CorpusCase[] = [
  // Q: «Vivo en La Gomera, ¿qué operador low cost de móvil me recomiendas?» Traps: «el silbo gomero» (the whistled language; equals «Silbö» accent-insensitively) before the brand; Hits Mobile listed first. Sentiment: Hits Mobile positive («Sus precios no están nada mal», app «sencilla»); Silbö negative («tiene buena prensa por su trato cercano, pero ... sus precios no compensan»); Parlem neutral («operador catalán fundado en 2014» — facts); Llamaya negative («la atención al cliente deja mucho que desear»).
  {
    id: "es-r20-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "utm", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Silbö", aliases: ["Silbö Telecom"], domain: "silbo.es" },
    competitors: [
      { name: "Parlem", domain: "parlem.com" },
      { name: "Hits Mobile", domain: "hitsmobile.es" },
      { name: "Llamaya", domain: "llamaya.com" },
    ],
    answer: `En La Gomera, donde el silbo gomero todavía se enseña en los colegios, la cobertura depende más de la red que usa cada operador que de la marca: en los barrancos del interior puede haber zonas de sombra con cualquiera de ellos. Te resumo las opciones low cost más interesantes para móvil:

### Operadores que merece la pena mirar

1. **Hits Mobile** – sin permanencia y con tarifas solo de móvil desde unos 5 € al mes. Sus precios no están nada mal y la app para controlar el consumo es sencilla. ([hitsmobile.es](https://www.hitsmobile.es/tarifas-moviles?utm_source=chatgpt.com))
2. **Silbö** – tiene buena prensa por su trato cercano, pero en Canarias su oferta de fibra es limitada y, si solo necesitas móvil, sus precios no compensan frente a los de la competencia. ([silbo.es](https://www.silbo.es/tarifas/movil/?utm_source=chatgpt.com))
3. **Parlem** – operador catalán fundado en 2014, que comercializa móvil en toda España y fibra sobre todo en Cataluña.
4. **Llamaya** – de las más baratas por gigas, pero la atención al cliente deja mucho que desear: esperas largas y respuestas poco claras cuando hay una incidencia.

### Antes de decidir

- **Pregunta a tus vecinos** qué red les funciona mejor en tu zona, por ejemplo en Vallehermoso o en Hermigua.
- **Aprovecha la portabilidad**: cambiar de operador es gratis y conservas tu número.
- **Revisa las llamadas a la Península**: Canarias es España a efectos de tarifas, así que no pagarás nada extra.`,
    expect: {
      mentions: {
        "Silbö": { position: 2, list: 2, sentiment: "negative" },
        Parlem: { position: 3, list: 3, sentiment: "neutral" },
        "Hits Mobile": { position: 1, list: 1, sentiment: "positive" },
        Llamaya: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.hitsmobile.es/tarifas-moviles?utm_source=chatgpt.com",
        "https://www.silbo.es/tarifas/movil/?utm_source=chatgpt.com",
      ],
      own: ["https://www.silbo.es/tarifas/movil/?utm_source=chatgpt.com"],
    },
  },

  // Q: «¿Qué súper en línea conviene en CDMX para el mandado semanal?» Traps: «justo a tiempo» and «a un precio justo» (equal to «Jüsto» accent-insensitively) before any store; Soriana named first; names again in the trailing Fuentes list; query strings. Sentiment: Soriana neutral (online store, «los mismos que en tienda» — facts); Chedraui negative («tampoco está mal en precio, pero su app deja que desear»); Cornershop negative («fue durante años la app favorita ..., pero ... la experiencia ya no es la misma»); Jüsto positive («la que más te recomendaría», «entregas ... puntuales»).
  {
    id: "es-r20-02",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "utm", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Jüsto", domain: "justo.mx" },
    competitors: [
      { name: "Cornershop", domain: "cornershopapp.com" },
      { name: "Chedraui", domain: "chedraui.com.mx" },
      { name: "Soriana", domain: "soriana.com" },
    ],
    answer: `Si quieres que el mandado llegue justo a tiempo y a un precio justo, en la CDMX tienes tres tipos de opciones: supermercados tradicionales con tienda en línea, apps de compras a domicilio y supermercados que solo venden por internet [1].

Soriana tiene tienda en línea con entrega a domicilio o recolección en sucursal; los precios en línea son, en general, los mismos que en tienda y las promociones de temporada también aplican [2].

Chedraui tampoco está mal en precio, pero su app deja que desear: se cae con frecuencia y las sustituciones de productos agotados son un volado [3].

Cornershop fue durante años la app favorita de muchos capitalinos para el súper, pero desde que Uber la integró a su propia app la experiencia ya no es la misma: más comisiones y menos cuidado al elegir frutas y verduras [4].

Para el mandado semanal, Jüsto es la que más te recomendaría: es un supermercado 100 % en línea con almacenes propios en la ciudad, las frutas y verduras llegan en buen estado y las entregas son puntuales. El surtido de marcas es algo más corto que en un súper grande, pero para una despensa normal no lo notarás [5].

Un consejo: compara el total con envío incluido, porque el costo de entrega cambia mucho según el monto mínimo de cada tienda.

Fuentes
[1] Súper en línea en México: cómo elegir – https://www.eleconomista.com.mx/finanzaspersonales/super-en-linea-como-elegir-20240310-0012.html
[2] Soriana – Súper en línea – https://www.soriana.com/
[3] Chedraui – Opiniones de la app – https://play.google.com/store/apps/details?id=com.chedraui.app&hl=es_MX
[4] Uber integra Cornershop a su app en México – https://expansion.mx/tecnologia/2022/11/08/uber-integra-cornershop-app-mexico
[5] Jüsto – ¿Cómo funciona? – https://justo.mx/como-funciona`,
    expect: {
      mentions: {
        "Jüsto": { position: 4, list: null, sentiment: "positive" },
        Cornershop: { position: 3, list: null, sentiment: "negative" },
        Chedraui: { position: 2, list: null, sentiment: "negative" },
        Soriana: { position: 1, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.eleconomista.com.mx/finanzaspersonales/super-en-linea-como-elegir-20240310-0012.html",
        "https://www.soriana.com/",
        "https://play.google.com/store/apps/details?id=com.chedraui.app&hl=es_MX",
        "https://expansion.mx/tecnologia/2022/11/08/uber-integra-cornershop-app-mexico",
        "https://justo.mx/como-funciona",
      ],
      own: ["https://justo.mx/como-funciona"],
    },
  },

  // Q: «¿Dónde me conviene cobrar el sueldo y ahorrar? Vivo en La Plata.» Traps: «la volatilidad macro» (common adjective = alias «Macro») and «en plena provincia de Buenos Aires» (common noun = alias «Provincia») before any bank; Ualá and Brubank named first; markdown links inside parentheses followed by «.». Sentiment: Ualá positive («la recomendaría sin dudar»); Brubank negative («ya no es lo que era», «quedó por detrás»); Banco Provincia neutral («sucursales en casi todos los municipios bonaerenses», «cobran ahí por convenio» — facts); Banco Macro negative («su app sigue por detrás», comisiones «no son precisamente bajas»).
  {
    id: "es-r20-03",
    lang: "es",
    shape: "claude",
    traps: ["common-word", "alias", "trailing-punctuation", "markdown", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Banco Macro", aliases: ["Macro"], domain: "macro.com.ar" },
    competitors: [
      { name: "Brubank", domain: "brubank.com" },
      { name: "Ualá", domain: "uala.com.ar" },
      { name: "Banco Provincia", aliases: ["Provincia"], domain: "bancoprovincia.com.ar" },
    ],
    answer: `Con la volatilidad macro de los últimos años, la pregunta no es solo dónde cobrar el sueldo sino dónde perder lo menos posible frente a la inflación. Viviendo en La Plata, en plena provincia de Buenos Aires, tenés básicamente dos caminos: un banco tradicional con sucursales o una billetera o banco digital.

Si lo que buscás es rendimiento sobre el saldo, Ualá y Brubank son los nombres que más se repiten. Ualá acredita un rendimiento diario sobre el dinero en la cuenta y la app es muy fácil de usar; para ahorrar en pesos sin complicarte, la recomendaría sin dudar ([uala.com.ar](https://www.uala.com.ar/)). Brubank, en cambio, ya no es lo que era: su cuenta remunerada pagaba de las mejores tasas del mercado, pero hoy quedó por detrás y la atención por chat se volvió lenta.

Entre los bancos tradicionales, Banco Provincia tiene sucursales en casi todos los municipios bonaerenses, y muchos empleados públicos cobran ahí por convenio ([bancoprovincia.com.ar](https://www.bancoprovincia.com.ar/web/cuentas_sueldo)).

Banco Macro es uno de los mayores bancos privados de capital argentino y tiene mucha presencia en el interior, pero en La Plata su red es más chica, su app sigue por detrás de la de los bancos digitales y las comisiones fuera del paquete sueldo no son precisamente bajas ([macro.com.ar](https://www.macro.com.ar/personas/cuentas)).

Mi sugerencia práctica: cobrá el sueldo donde te lo deposite tu empleador (igual podés pedir la portabilidad de la cuenta sueldo a otro banco, y es gratuita) y mové cada mes lo que quieras ahorrar a una cuenta remunerada. Antes de decidir, revisá las tasas vigentes, porque cambian casi todas las semanas.`,
    expect: {
      mentions: {
        "Banco Macro": { position: 4, list: null, sentiment: "negative" },
        Brubank: { position: 2, list: null, sentiment: "negative" },
        "Ualá": { position: 1, list: null, sentiment: "positive" },
        "Banco Provincia": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.uala.com.ar/",
        "https://www.bancoprovincia.com.ar/web/cuentas_sueldo",
        "https://www.macro.com.ar/personas/cuentas",
      ],
      own: ["https://www.macro.com.ar/personas/cuentas"],
    },
  },

  // Q: «¿Qué programa de facturación o gestoría online me recomiendas como autónomo en Madrid?» Traps: «llevas poco tiempo declarando el IVA» (the verb = the brand) before the table, where Billin is row 1. Sentiment: Billin neutral («Plan gratuito limitado», «Adaptado a Verifactu; no incluye asesor» — facts); Cuéntica positive («La más equilibrada», «Mi elección»); Declarando negative («Interfaz cuidada, pero el soporte deja mucho que desear»); Txerpa neutral («Conecta con el banco para conciliar gastos» — a feature).
  {
    id: "es-r20-04",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Declarando", domain: "declarando.es" },
    competitors: [
      { name: "Cuéntica", domain: "cuentica.com" },
      { name: "Billin", domain: "billin.net" },
      { name: "Txerpa", domain: "txerpa.com" },
    ],
    answer: `## Facturación y gestoría online para autónomos

Si llevas poco tiempo declarando el IVA trimestral por tu cuenta, lo primero es decidir si necesitas solo un programa para emitir facturas o también una gestoría que presente los modelos 303 y 130 por ti. Ten en cuenta, además, que el software que uses tendrá que cumplir con Verifactu, el sistema de facturación verificable de la Agencia Tributaria.

### Comparativa

| Servicio | Qué incluye | Precio orientativo | Valoración |
|---|---|---|---|
| Billin | Solo facturación y gastos | Plan gratuito limitado; de pago desde unos 10 €/mes | Adaptado a Verifactu; no incluye asesor ni presenta impuestos |
| Cuéntica | Facturación + asesoría fiscal | Desde unos 30 €/mes | La más equilibrada: asesor asignado y respuestas rápidas |
| Declarando | Facturación + asesoría fiscal | Desde unos 40 €/mes | Interfaz cuidada, pero el soporte deja mucho que desear en plena campaña de la renta |
| Txerpa | Facturación + gestoría | Según volumen de facturas | Conecta con el banco para conciliar gastos automáticamente |

### Cómo elegir

* **Si emites pocas facturas y te ves capaz de presentar los modelos tú:** con un programa solo de facturación basta.
* **Si prefieres olvidarte de los plazos:** elige un servicio con asesoría incluida y comprueba cuántas consultas entran en la cuota.
* **Si tienes muchos gastos deducibles:** la conciliación bancaria automática te ahorra horas cada trimestre.

### Mi elección

**Cuéntica**, por el equilibrio entre precio y asesoría; es la que recomendaría a un autónomo que empieza en Madrid.`,
    expect: {
      mentions: {
        Declarando: { position: 3, list: 3, sentiment: "negative" },
        "Cuéntica": { position: 2, list: 2, sentiment: "positive" },
        Billin: { position: 1, list: 1, sentiment: "neutral" },
        Txerpa: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: «¿Qué gimnasio con piscina me recomiendas en Madrid por menos de 50 € al mes?» Traps: «el presupuesto no supera los 50 €» (the verb = the brand) before any gym; «área metropolitana» (longer word than Metropolitan); Forus named first; bare URLs ending sentences. Sentiment: Forus negative («deja bastante que desear», «Forus no es la opción que yo elegiría»); Supera positive («Supera es la opción que mejor encaja», «No he visto quejas serias» — double negative); Metropolitan neutral (premium, «70–90 € al mes ... por encima de tu presupuesto» — prices stated). Pair: es-r20-06 swaps Supera and Forus.
  {
    id: "es-r20-05",
    lang: "es",
    shape: "long",
    traps: ["common-word", "substring", "trailing-punctuation", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Supera", domain: "centrosupera.com" },
    competitors: [
      { name: "Metropolitan", domain: "clubmetropolitan.net" },
      { name: "Forus", domain: "forus.es" },
    ],
    answer: `${superaIntro}

**Forus** gestiona centros deportivos en Madrid y en otras ciudades, muchos de ellos en instalaciones de titularidad municipal, con piscina, sala de musculación y actividades dirigidas. Sobre el papel Forus encaja con lo que pides y su cuota ronda los 40–45 € al mes, pero la limpieza de los vestuarios deja bastante que desear y la piscina está saturada por las tardes. Forus no es la opción que yo elegiría. Puedes ver sus centros en https://www.forus.es/centros/madrid.

**Supera** funciona con un modelo parecido: centros deportivos grandes, a menudo en concesión municipal, con piscina y actividades incluidas. Supera es la opción que mejor encaja con lo que pides: las instalaciones están bien cuidadas, la piscina no suele estar abarrotada y la cuota con acceso a todas las actividades ronda también los 40–45 € al mes. No he visto quejas serias sobre el trato del personal de Supera. Tienes el listado de centros en https://www.centrosupera.com/centros-deportivos.

${superaOutro}`,
    expect: {
      mentions: {
        Supera: { position: 2, list: null, sentiment: "positive" },
        Metropolitan: { position: 3, list: null, sentiment: "neutral" },
        Forus: { position: 1, list: null, sentiment: "negative" },
      },
      citations: ["https://www.forus.es/centros/madrid", "https://www.centrosupera.com/centros-deportivos"],
      own: ["https://www.centrosupera.com/centros-deportivos"],
    },
    pair: "es-r20-06",
  },

  // Q: same as es-r20-05. Traps: same. Sentiment swapped: Forus positive («Forus es la opción que mejor encaja», «No he visto quejas serias»); Supera negative («deja bastante que desear», «Supera no es la opción que yo elegiría»); Metropolitan neutral.
  {
    id: "es-r20-06",
    lang: "es",
    shape: "long",
    traps: ["common-word", "substring", "trailing-punctuation", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Supera", domain: "centrosupera.com" },
    competitors: [
      { name: "Metropolitan", domain: "clubmetropolitan.net" },
      { name: "Forus", domain: "forus.es" },
    ],
    answer: `${superaIntro}

**Forus** gestiona centros deportivos en Madrid y en otras ciudades, muchos de ellos en instalaciones de titularidad municipal, con piscina, sala de musculación y actividades dirigidas. Forus es la opción que mejor encaja con lo que pides: las instalaciones están bien cuidadas, la piscina no suele estar abarrotada y la cuota con acceso a todas las actividades ronda los 40–45 € al mes. No he visto quejas serias sobre el trato del personal de Forus. Puedes ver sus centros en https://www.forus.es/centros/madrid.

**Supera** funciona con un modelo parecido: centros deportivos grandes, a menudo en concesión municipal, con piscina y actividades incluidas. Sobre el papel Supera también encaja con lo que pides y su cuota ronda los 40–45 € al mes, pero la limpieza de los vestuarios deja bastante que desear y la piscina está saturada por las tardes. Supera no es la opción que yo elegiría. Tienes el listado de centros en https://www.centrosupera.com/centros-deportivos.

${superaOutro}`,
    expect: {
      mentions: {
        Supera: { position: 2, list: null, sentiment: "negative" },
        Metropolitan: { position: 3, list: null, sentiment: "neutral" },
        Forus: { position: 1, list: null, sentiment: "positive" },
      },
      citations: ["https://www.forus.es/centros/madrid", "https://www.centrosupera.com/centros-deportivos"],
      own: ["https://www.centrosupera.com/centros-deportivos"],
    },
    pair: "es-r20-05",
  },
];

const putzIntro = `Eine Reinigungskraft über eine Plattform kostet in Zürich meist 30 bis 40 Franken pro Stunde; AHV-Beiträge und Unfallversicherung werden dabei oft direkt über die Plattform abgerechnet [1].`;
const putzHelpling = `Helplings Buchung ist einfach: Du wählst online einen Termin, und die Plattform schlägt dir eine Reinigungskraft aus deinem Quartier vor [2].`;
const putzBatmaid = `Batmaids Modell ist ähnlich: Das Unternehmen stammt aus Lausanne, ist inzwischen in den meisten grösseren Schweizer Städten aktiv und schlägt dir ebenfalls eine feste Reinigungskraft vor [3].`;
const putzPraise = (x: string, ref = "") =>
  `Bei ${x} wird schnell Ersatz organisiert, wenn jemand kurzfristig absagt, die Reinigungskräfte werden durchweg gut bewertet, und der Kundendienst reagiert zügig – ich würde hier anfangen${ref}.`;
const putzCriticism = (x: string, ref = "") =>
  `Bei ${x} lässt der Ersatz oft auf sich warten, wenn jemand kurzfristig absagt, die Bewertungen der Reinigungskräfte sind durchwachsen, und der Kundendienst lässt zu wünschen übrig${ref}.`;
const putzOutro = `Mila vermittelt neben Reinigung auch Handwerker, Umzugshilfen und IT-Support; die Preise legt der jeweilige Dienstleister selbst fest [5].

Tipp: Vereinbare zuerst eine einmalige Probereinigung, bevor du ein Abo abschliesst, und kläre, ob Putzmittel mitgebracht werden oder ob du sie stellen musst.

Quellen:
1. https://www.srf.ch/news/schweiz/haushaltshilfe-was-eine-putzkraft-in-der-schweiz-kostet
2. https://www.helpling.ch/reinigungskraft/zuerich
3. https://www.batmaid.ch/de/reinigung-zuerich
4. https://help.batmaid.ch/hc/de/articles/ersatz-bei-ausfall
5. https://www.mila.com/de-ch/services/reinigung`;
const putzCitations = [
  "https://www.srf.ch/news/schweiz/haushaltshilfe-was-eine-putzkraft-in-der-schweiz-kostet",
  "https://www.helpling.ch/reinigungskraft/zuerich",
  "https://www.batmaid.ch/de/reinigung-zuerich",
  "https://help.batmaid.ch/hc/de/articles/ersatz-bei-ausfall",
  "https://www.mila.com/de-ch/services/reinigung",
];
const putzOwn = ["https://www.batmaid.ch/de/reinigung-zuerich", "https://help.batmaid.ch/hc/de/articles/ersatz-bei-ausfall"];

const casesDe: CorpusCase[] = [
  // Q: „Welche Buchhaltungssoftware für mich als freiberufliche Designerin (Kleinunternehmerin) in Berlin?" Traps: „der Papierkram rund um Rechnungen" (common noun = the brand) before any tool; Kontist listed first; look-alike „papierkram-vorlagen.de" (bare-domain link text, not own). Sentiment: Kontist neutral („Geschäftskonto mit eingebauter Buchhaltung ... gehört seit 2022 zur dänischen Ageras-Gruppe" — features and ownership); FastBill negative („solide ..., aber ... altbacken", „der Support lässt zu wünschen übrig"); Papierkram positive („Für deinen Fall würde ich Papierkram nehmen"); Norman neutral („Berliner Start-up ...; Preise ab etwa 10 € im Monat" — facts).
  {
    id: "de-r20-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "lookalike-domain", "url-only", "utm", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Papierkram", domain: "papierkram.de" },
    competitors: [
      { name: "FastBill", domain: "fastbill.com" },
      { name: "Kontist", domain: "kontist.com" },
      { name: "Norman", aliases: ["Norman Finance"], domain: "norman.finance" },
    ],
    answer: `Wenn dich der Papierkram rund um Rechnungen, Belege und Umsatzsteuer nervt, bist du als Freelancerin nicht allein, und als Kleinunternehmerin nach § 19 UStG hast du es sogar vergleichsweise einfach: keine Umsatzsteuer auf deinen Rechnungen, aber trotzdem eine EÜR fürs Finanzamt. Diese Tools kommen für dich infrage:

### Buchhaltungstools für Freelancer

1. **Kontist** – Geschäftskonto mit eingebauter Buchhaltung, automatischer Steuerrücklage und ELSTER-Anbindung; gehört seit 2022 zur dänischen Ageras-Gruppe. ([kontist.com](https://kontist.com/buchhaltung/?utm_source=chatgpt.com))
2. **FastBill** – solide Rechnungsstellung, aber die Oberfläche wirkt altbacken, und der Support lässt zu wünschen übrig, wenn es mal hakt. ([fastbill.com](https://www.fastbill.com/preise?utm_source=chatgpt.com))
3. **Papierkram** – Rechnungen, Belegerfassung, Zeiterfassung und EÜR in einem Tool, entwickelt in Berlin. Für deinen Fall würde ich Papierkram nehmen: Der günstige Tarif reicht als Kleinunternehmerin völlig, und die Bedienung ist so klar, dass du ohne Steuerberater zurechtkommst. ([papierkram.de](https://www.papierkram.de/preise/?utm_source=chatgpt.com))
4. **Norman** – Berliner Start-up, das Buchhaltung und Steuererklärung in einer App bündelt; Preise ab etwa 10 € im Monat. ([norman.finance](https://norman.finance/de?utm_source=chatgpt.com))

### Worauf du achten solltest

- **GoBD-konforme Belegablage:** Belege müssen mehrere Jahre unveränderbar aufbewahrt werden.
- **ELSTER-Schnittstelle:** Die EÜR direkt aus dem Tool zu übermitteln, spart dir den Umweg über Mein ELSTER.
- **Testphase nutzen:** Fast alle Anbieter haben eine kostenlose Probezeit.

Falls du am Anfang nur eine Rechnungsvorlage brauchst, findest du eine bei [papierkram-vorlagen.de](https://papierkram-vorlagen.de/rechnungsvorlage-kleinunternehmer?utm_source=chatgpt.com), aber spätestens mit mehreren Kunden lohnt sich ein richtiges Tool.`,
    expect: {
      mentions: {
        Papierkram: { position: 3, list: 3, sentiment: "positive" },
        FastBill: { position: 2, list: 2, sentiment: "negative" },
        Kontist: { position: 1, list: 1, sentiment: "neutral" },
        Norman: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://kontist.com/buchhaltung/?utm_source=chatgpt.com",
        "https://www.fastbill.com/preise?utm_source=chatgpt.com",
        "https://www.papierkram.de/preise/?utm_source=chatgpt.com",
        "https://norman.finance/de?utm_source=chatgpt.com",
        "https://papierkram-vorlagen.de/rechnungsvorlage-kleinunternehmer?utm_source=chatgpt.com",
      ],
      own: ["https://www.papierkram.de/preise/?utm_source=chatgpt.com"],
    },
  },

  // Q: (follow-up) „Wo löse ich mein E-Rezept am günstigsten ein? Meine Kollegin Linda schwört auf Versandapotheken." Traps: „Mea culpa:" (Latin idiom = the lower-case brand mea) and „Deine Kollegin Linda" (a person = LINDA) before any pharmacy; LINDA in capitals; prescription prices fixed by law (a fact, not praise); trailing Quellen list. Sentiment: Aponeo neutral („Versandapotheke mit Sitz in Berlin", „Lieferung dauert meist ein bis zwei Werktage" — facts); Sanicare positive („Preise, die sich sehen lassen können", „zuverlässig"); mea negative („funktioniert, mehr aber auch nicht", „unzuverlässig"); LINDA neutral („Zusammenschluss inhabergeführter Apotheken" — facts).
  {
    id: "de-r20-02",
    lang: "de",
    shape: "perplexity",
    traps: ["common-word", "case", "sources-list", "utm", "hedge", "mixed-sentiment"],
    brand: { name: "Aponeo", domain: "aponeo.de" },
    competitors: [
      { name: "mea", domain: "meineapotheke.de" },
      { name: "LINDA", domain: "linda.de" },
      { name: "Sanicare", domain: "sanicare.de" },
    ],
    answer: `Mea culpa: In meiner vorherigen Antwort stand, dass Versandapotheken bei verschreibungspflichtigen Medikamenten günstiger seien. Das stimmt so nicht: Für rezeptpflichtige Arzneimittel gilt in Deutschland die Preisbindung, Preis und Zuzahlung sind online wie vor Ort gleich [1]. Unterschiede gibt es nur bei rezeptfreien Produkten.

Deine Kollegin Linda hat trotzdem recht, dass sich eine Versandapotheke für Dauermedikamente lohnen kann, schon weil dir der Weg erspart bleibt.

Aponeo ist eine Versandapotheke mit Sitz in Berlin; E-Rezepte lassen sich per App oder über die Gesundheitskarte (CardLink) einlösen, die Lieferung dauert meist ein bis zwei Werktage [2].

Sanicare bietet bei rezeptfreien Produkten Preise, die sich sehen lassen können, und die Lieferung war in Tests zuverlässig [3].

Wenn du lieber vor Ort abholst: Hinter mea stehen inhabergeführte Apotheken mit einer gemeinsamen App zum Vorbestellen. Die App von mea funktioniert, mehr aber auch nicht: Vorbestellungen gehen immer wieder unter, und die Verfügbarkeitsanzeige ist unzuverlässig [4].

Die LINDA Apotheken sind ebenfalls ein Zusammenschluss inhabergeführter Apotheken; die Preise für rezeptfreie Produkte legt jede Apotheke selbst fest [5].

Fazit: Für dein E-Rezept zahlst du überall gleich viel. Entscheidend sind Lieferzeit und Bequemlichkeit, nicht der Preis.

Quellen
[1] Arzneimittelpreise – Preisbindung für verschreibungspflichtige Arzneimittel – https://www.bundesgesundheitsministerium.de/themen/krankenversicherung/arzneimittelversorgung/arzneimittelpreise.html
[2] E-Rezept einlösen – APONEO – https://www.aponeo.de/e-rezept/
[3] Versandapotheken im Test – https://www.test.de/Versandapotheken-im-Test-4727624-0/
[4] mea – meine apotheke: Bewertungen – https://play.google.com/store/apps/details?id=de.meineapotheke.app
[5] LINDA Apotheken – Apothekenfinder – https://www.linda.de/apothekenfinder`,
    expect: {
      mentions: {
        Aponeo: { position: 1, list: null, sentiment: "neutral" },
        mea: { position: 3, list: null, sentiment: "negative" },
        LINDA: { position: 4, list: null, sentiment: "neutral" },
        Sanicare: { position: 2, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.bundesgesundheitsministerium.de/themen/krankenversicherung/arzneimittelversorgung/arzneimittelpreise.html",
        "https://www.aponeo.de/e-rezept/",
        "https://www.test.de/Versandapotheken-im-Test-4727624-0/",
        "https://play.google.com/store/apps/details?id=de.meineapotheke.app",
        "https://www.linda.de/apothekenfinder",
      ],
      own: ["https://www.aponeo.de/e-rezept/"],
    },
  },

  // Q: „Ich will im Juli eine Pauschalreise nach Mallorca buchen – Sonnenklar TV oder lieber Reisebüro?" (Austria) Traps: „Eines ist sonnenklar:" (adjective = alias „Sonnenklar") before any company; Ruefa named first; brand later in lower case („bei sonnenklar TV"); a bare URL in parentheses followed by „.". Sentiment: Ruefa neutral („die größte Reisebürokette Österreichs und gehört zur Verkehrsbüro Group", Filialen — facts); Sonnenklar TV negative („im Kleingedruckten stecken häufig Zuschläge", „lässt zu wünschen übrig"); Urlaubsguru positive („Ich würde zuerst bei Urlaubsguru schauen", „kaum zu schlagen"); Tropo neutral („weder teurer noch günstiger").
  {
    id: "de-r20-03",
    lang: "de",
    shape: "claude",
    traps: ["common-word", "alias", "case", "trailing-punctuation", "utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Sonnenklar TV", aliases: ["Sonnenklar"], domain: "sonnenklar.tv" },
    competitors: [
      { name: "Urlaubsguru", domain: "urlaubsguru.de" },
      { name: "Ruefa", domain: "ruefa.at" },
      { name: "Tropo", domain: "tropo.de" },
    ],
    answer: `Eines ist sonnenklar: Im Juli zahlst du für Mallorca Hochsaisonpreise, ganz egal, wo du buchst. Die eigentliche Frage ist, wie viel Beratung du willst und wie gut du betreut wirst, wenn etwas schiefgeht, etwa bei einer Flugverschiebung.

Ruefa ist die größte Reisebürokette Österreichs und gehört zur Verkehrsbüro Group. Du hast dort eine persönliche Ansprechperson und Filialen in fast jeder Bezirkshauptstadt; die Pauschalreisen stammen von den üblichen Veranstaltern ([Mallorca-Angebote bei Ruefa](https://www.ruefa.at/pauschalreisen/spanien/mallorca)).

Sonnenklar TV verkauft Reisen vor allem über sein Fernsehprogramm und die Website; die Angebote wirken oft sehr günstig, aber im Kleingedruckten stecken häufig Zuschläge für Transfer oder Zimmerkategorie, und die Erreichbarkeit der Hotline lässt zu wünschen übrig. Wer bei sonnenklar TV bucht, sollte den Endpreis genau mit anderen Anbietern vergleichen (https://www.sonnenklar.tv/reiseangebote/mallorca?ref=tv-spot).

Ich würde zuerst bei Urlaubsguru schauen: Das Portal sammelt Deals verschiedener Veranstalter und ist bei Mallorca-Angeboten kaum zu schlagen, auch wenn du am Ende beim jeweiligen Veranstalter buchst ([urlaubsguru.de](https://www.urlaubsguru.de/reiseziele/mallorca/)).

Tropo ist bei Pauschalreisen weder teurer noch günstiger als die großen Buchungsportale; der Unterschied liegt eher in der Auswahl an Hotels.

Ein praktischer Tipp zum Schluss: Ab Wien und Salzburg gibt es im Juli täglich Direktflüge nach Palma, die Preise unterscheiden sich je nach Wochentag aber deutlich. Wenn du flexibel bist, buch einen Abflug unter der Woche.`,
    expect: {
      mentions: {
        "Sonnenklar TV": { position: 2, list: null, sentiment: "negative" },
        Urlaubsguru: { position: 3, list: null, sentiment: "positive" },
        Ruefa: { position: 1, list: null, sentiment: "neutral" },
        Tropo: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ruefa.at/pauschalreisen/spanien/mallorca",
        "https://www.sonnenklar.tv/reiseangebote/mallorca?ref=tv-spot",
        "https://www.urlaubsguru.de/reiseziele/mallorca/",
      ],
      own: ["https://www.sonnenklar.tv/reiseangebote/mallorca?ref=tv-spot"],
    },
  },

  // Q: „Welcher Handytarif in Österreich ist mit 20 GB am günstigsten? Mein Mitbewohner Bob meint, ich soll zu bob wechseln." Traps: „Dein Mitbewohner Bob" (a person = the brand bob) before the table, where Yesss! is row 1; lower-case brands spusu and bob. Sentiment: Yesss negative („Früher der Preisbrecher schlechthin; heute ... eher im Mittelfeld" — past praise now gone); spusu positive („Preis-Leistung kaum zu schlagen", „Empfehlung: spusu"); bob neutral („Diskontmarke von A1; Bestellung und Verwaltung laufen fast vollständig online" — facts); educom negative („in Ordnung, aber die Kundenbetreuung lässt zu wünschen übrig").
  {
    id: "de-r20-04",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "alias", "case", "table", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "spusu", domain: "spusu.at" },
    competitors: [
      { name: "bob", domain: "bob.at" },
      { name: "Yesss", aliases: ["Yesss!"], domain: "yesss.at" },
      { name: "educom", domain: "educom.at" },
    ],
    answer: `## Günstige Handytarife in Österreich mit rund 20 GB

Dein Mitbewohner Bob liegt gar nicht so falsch: Bei 20 GB sind die Diskontmarken fast immer günstiger als die Haupttarife von A1, Magenta oder Drei. Alle hier genannten Tarife gibt es ohne Bindung.

### Überblick

| Anbieter | Preis ca. pro Monat | Einschätzung |
|---|---|---|
| Yesss! | 12–15 € | Früher der Preisbrecher schlechthin; heute liegen die Preise eher im Mittelfeld, und gute Aktionen sind seltener geworden |
| spusu | 10–12 € | Preis-Leistung kaum zu schlagen, faires EU-Roaming-Volumen und ein Kundendienst aus Wien, der gut erreichbar ist |
| bob | 12–14 € | Diskontmarke von A1; Bestellung und Verwaltung laufen fast vollständig online |
| educom | 11–13 € | Die Tarife sind in Ordnung, aber die Kundenbetreuung lässt zu wünschen übrig |

### Worauf du achten solltest

* **Servicepauschale:** Manche Anbieter verrechnen eine jährliche Servicepauschale, die den Monatspreis effektiv erhöht.
* **EU-Roaming:** Das inkludierte Roaming-Volumen ist bei Diskonttarifen oft deutlich kleiner als das Inlandsvolumen.
* **Rufnummernmitnahme:** Deine Nummer kannst du mitnehmen; den Code dafür bekommst du bei deinem bisherigen Anbieter.

### Fazit

**Empfehlung: spusu.** Für 20 GB bekommst du dort das beste Gesamtpaket; wenn du unbedingt im A1-Netz bleiben willst, vergleiche die beiden A1-Marken direkt.`,
    expect: {
      mentions: {
        spusu: { position: 2, list: 2, sentiment: "positive" },
        bob: { position: 3, list: 3, sentiment: "neutral" },
        Yesss: { position: 1, list: 1, sentiment: "negative" },
        educom: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: „Wie finde ich in Zürich eine zuverlässige Putzkraft über eine Plattform?" Traps: genitives „Helplings" and „Batmaids" as first mentions; own citations on the main domain and a subdomain (help.batmaid.ch); trailing „Quellen:" run of numbered URLs. Sentiment: Helpling negative („lässt der Ersatz oft auf sich warten", „lässt zu wünschen übrig" — „Buchung ist einfach" is a description); Batmaid positive („wird schnell Ersatz organisiert", „ich würde hier anfangen"); Mila neutral (what it brokers, who sets prices). Pair: de-r20-06 swaps Batmaid and Helpling.
  {
    id: "de-r20-05",
    lang: "de",
    shape: "copilot",
    traps: ["possessive", "subdomain", "sources-list", "hedge", "mixed-sentiment"],
    brand: { name: "Batmaid", domain: "batmaid.ch" },
    competitors: [
      { name: "Helpling", domain: "helpling.ch" },
      { name: "Mila", domain: "mila.com" },
    ],
    answer: `${putzIntro}

${putzHelpling} ${putzCriticism("Helpling")}

${putzBatmaid} ${putzPraise("Batmaid", " [4]")}

${putzOutro}`,
    expect: {
      mentions: {
        Batmaid: { position: 2, list: null, sentiment: "positive" },
        Helpling: { position: 1, list: null, sentiment: "negative" },
        Mila: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: putzCitations,
      own: putzOwn,
    },
    pair: "de-r20-06",
  },

  // Q: same as de-r20-05. Traps: same. Sentiment swapped: Helpling positive („wird schnell Ersatz organisiert", „ich würde hier anfangen"); Batmaid negative („lässt der Ersatz oft auf sich warten", „lässt zu wünschen übrig"); Mila neutral.
  {
    id: "de-r20-06",
    lang: "de",
    shape: "copilot",
    traps: ["possessive", "subdomain", "sources-list", "hedge", "mixed-sentiment"],
    brand: { name: "Batmaid", domain: "batmaid.ch" },
    competitors: [
      { name: "Helpling", domain: "helpling.ch" },
      { name: "Mila", domain: "mila.com" },
    ],
    answer: `${putzIntro}

${putzHelpling} ${putzPraise("Helpling")}

${putzBatmaid} ${putzCriticism("Batmaid", " [4]")}

${putzOutro}`,
    expect: {
      mentions: {
        Batmaid: { position: 2, list: null, sentiment: "negative" },
        Helpling: { position: 1, list: null, sentiment: "positive" },
        Mila: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: putzCitations,
      own: putzOwn,
    },
    pair: "de-r20-05",
  },
];

export const cases: CorpusCase[] = [...casesEn, ...casesFr, ...casesEs, ...casesDe];
