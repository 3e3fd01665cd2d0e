// Round 7: a held-out corpus of 24 answers (6 per language) labelled from the policy alone.
// It stresses sentiment carried by negation, concession and hedges, names that are not the brand, case traps and citation extraction.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  {
    id: "en-r7-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["case", "possessive", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Admiral", domain: "admiral.com" },
    competitors: [
      { name: "Churchill", domain: "churchill.com" },
      { name: "Hastings Direct", aliases: ["Hastings"], domain: "hastingsdirect.com" },
      { name: "Esure", domain: "esure.com" },
    ],
    answer: `Premiums depend heavily on where you live — a 19-year-old in Hastings will be quoted very differently from one in Harrogate — but for a household insuring two or more cars, one insurer stands out.

### Best multi-car insurers in the UK right now

1. **ADMIRAL** – I can't say I've ever come across a multi-car customer who regretted switching: the MultiCar discount is real, and claims are settled without fuss. ([admiral.com](https://www.admiral.com/multi-car-insurance?utm_source=chatgpt.com))
2. **Churchill** – Not the cheapest quote you'll see, but its claims service is consistently rated excellent and a courtesy car comes as standard. ([churchill.com](https://www.churchill.com/car-insurance?utm_source=chatgpt.com))
3. **Hastings Direct** – The headline price looks tempting, yet renewal quotes often jump sharply and many reviewers describe getting through to a human after a claim as a slog. ([Which?](https://www.which.co.uk/reviews/car-insurance/article/hastings-direct-car-insurance-review?utm_source=chatgpt.com))
4. **esure** – Quick to quote online, but its claims handling is nowhere near as dependable as Churchill's, and complaints about slow payouts keep coming up.

**Bottom line:** if you want one policy for every car in the household, start with a MultiCar quote at https://www.admiral.com/multi-car-insurance. Then run the same details through a comparison site before you renew.`,
    expect: {
      mentions: {
        Admiral: { position: 1, list: 1, sentiment: "positive" },
        Churchill: { position: 2, list: 2, sentiment: "positive" },
        "Hastings Direct": { position: 3, list: 3, sentiment: "negative" },
        Esure: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.admiral.com/multi-car-insurance?utm_source=chatgpt.com",
        "https://www.churchill.com/car-insurance?utm_source=chatgpt.com",
        "https://www.which.co.uk/reviews/car-insurance/article/hastings-direct-car-insurance-review?utm_source=chatgpt.com",
        "https://www.admiral.com/multi-car-insurance",
      ],
      own: [
        "https://www.admiral.com/multi-car-insurance?utm_source=chatgpt.com",
        "https://www.admiral.com/multi-car-insurance",
      ],
    },
  },
  {
    id: "en-r7-02",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "possessive", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Leon", domain: "leon.co" },
    competitors: [
      { name: "Itsu", domain: "itsu.com" },
      { name: "Tortilla", domain: "tortilla.co.uk" },
      { name: "Wasabi", domain: "wasabi.uk.com" },
    ],
    answer: `For a quick, reasonably healthy team lunch around King's Cross, there are four chains within a few minutes' walk, and they are not equally good.

**Leon** is the one I'd start with. It's a little pricier than a supermarket meal deal, but Leon's food is genuinely fresh and its allergen labelling is the clearest of the lot. The halloumi wrap, grilled in a warm tortilla, is a safe crowd-pleaser. (The chain was named after co-founder John Vincent's father, Leon.) You can pre-order for collection at https://leon.co/order/?utm_source=claude.

Itsu is fine for a solo lunch, but it's not what it used to be: portions have shrunk while prices haven't, and the sushi boxes, each with its little sachet of wasabi, taste as if they were packed hours ago.

Tortilla is the cheapest of the four and its burritos are certainly filling, yet "filling" is doing a lot of work there: the fillings are bland and the lunchtime queue is long. Its [menu](https://www.tortilla.co.uk/menu) is worth a glance if someone in the team insists.

I've never had a disappointing meal at Wasabi: the hot katsu boxes are hearty, service is quick, and very little on the menu costs much over £8.

If I had to book one place for a team of ten, it would be Leon, without much hesitation.`,
    expect: {
      mentions: {
        Leon: { position: 1, list: null, sentiment: "positive" },
        Itsu: { position: 2, list: null, sentiment: "negative" },
        Tortilla: { position: 3, list: null, sentiment: "negative" },
        Wasabi: { position: 4, list: null, sentiment: "positive" },
      },
      citations: ["https://leon.co/order/?utm_source=claude", "https://www.tortilla.co.uk/menu"],
      own: ["https://leon.co/order/?utm_source=claude"],
    },
  },
  {
    id: "en-r7-03",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "alias", "possessive", "sources-list", "subdomain", "hedge", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Vanguard", domain: "vanguard.com" },
    competitors: [
      { name: "Fidelity", domain: "fidelity.com" },
      { name: "Schwab", aliases: ["Charles Schwab"], domain: "schwab.com" },
    ],
    answer: `If what you care about is fidelity to the index at the lowest possible cost, any of the three big US brokers will do the job, but they are not interchangeable[1].

**Vanguard** is hardly the slickest platform, and its app still feels a generation behind, but for a buy-and-hold IRA that barely matters: expense ratios on its core index funds are as low as 0.04%, and long-term Vanguard investors rarely find anything to complain about[1][2]. The firm has been in the vanguard of low-cost investing since it launched the first index fund for retail investors in 1976[3].

**Fidelity** runs four ZERO index funds alongside its standard fund range, and it is also the recordkeeper for many employer 401(k) plans[4]. The ZERO funds can only be held in a Fidelity account[4].

**Charles Schwab** is the one I'd be most careful with. Its own index funds are cheap, but the default cash sweep pays a fraction of what a money-market fund earns, and since the TD Ameritrade merger many users say Schwab's customer service isn't what it was[5][6].

In short: Vanguard for the purist, and Schwab only if you are willing to move idle cash out of the sweep yourself.

Sources
[1] NerdWallet – Best IRA Accounts https://www.nerdwallet.com/best/investing/ira-accounts
[2] Vanguard – Expense ratios https://investor.vanguard.com/investment-products/mutual-funds/expense-ratios
[3] Wikipedia – The Vanguard Group https://en.wikipedia.org/wiki/The_Vanguard_Group
[4] Fidelity – ZERO index funds https://www.fidelity.com/mutual-funds/investing-ideas/index-funds
[5] Schwab – Cash features https://www.schwab.com/cash-investments
[6] Bogleheads forum – Schwab cash sweep https://www.bogleheads.org/forum/viewtopic.php?t=412345`,
    expect: {
      mentions: {
        Vanguard: { position: 1, list: null, sentiment: "positive" },
        Fidelity: { position: 2, list: null, sentiment: "neutral" },
        Schwab: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.nerdwallet.com/best/investing/ira-accounts",
        "https://investor.vanguard.com/investment-products/mutual-funds/expense-ratios",
        "https://en.wikipedia.org/wiki/The_Vanguard_Group",
        "https://www.fidelity.com/mutual-funds/investing-ideas/index-funds",
        "https://www.schwab.com/cash-investments",
        "https://www.bogleheads.org/forum/viewtopic.php?t=412345",
      ],
      own: ["https://investor.vanguard.com/investment-products/mutual-funds/expense-ratios"],
    },
  },
  {
    id: "en-r7-04",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "possessive", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Basecamp", domain: "basecamp.com" },
    competitors: [
      { name: "Trello", domain: "trello.com" },
      { name: "Wrike", domain: "wrike.com" },
      { name: "Teamwork", domain: "teamwork.com" },
    ],
    answer: `## Project management for a 15-person creative agency

Good tooling can't fix poor teamwork, but the wrong tool can certainly make it worse. For an agency juggling client work, these are the four options most often shortlisted:

| Tool | Pricing model | Best for | Verdict |
|---|---|---|---|
| **Trello** | Free tier, then per user | Simple Kanban boards | Not a bad tool, but at agency scale the boards turn into an unmanageable wall of cards |
| **Basecamp** | Flat monthly fee, unlimited users | Client-facing agencies | Nothing to complain about: calm, predictable and cheap once you pass ten users |
| **Wrike** | Per user, tiered | Complex resourcing and Gantt charts | Built for larger PMO teams with dedicated admins |
| **Teamwork** | Per user, tiered | Agencies billing by the hour | Rarely a complaint about its time tracking; the billing features are genuinely strong |

### Why Basecamp fits an agency
**Flat pricing.** Adding freelancers or clients doesn't change the bill.
**Client access.** Clients can be invited into a project without seeing internal discussions.
**Trade-off.** Basecamp isn't the most flexible tool — there are no Gantt charts or custom fields — but for a team that mostly needs calm communication, that's hardly a dealbreaker.

### When to choose something else
- If you bill by the hour and need timesheets tied to invoices, Teamwork is the stronger pick.
- If you only need a personal to-do board, Trello's free tier is enough — just don't expect it to hold up across a dozen client projects.

You can compare plans on [Basecamp's pricing page](https://basecamp.com/pricing) or read side-by-side user reviews on [G2](https://www.g2.com/compare/basecamp-vs-trello).`,
    expect: {
      mentions: {
        Basecamp: { position: 2, list: 2, sentiment: "positive" },
        Trello: { position: 1, list: 1, sentiment: "negative" },
        Wrike: { position: 3, list: 3, sentiment: "neutral" },
        Teamwork: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: ["https://basecamp.com/pricing", "https://www.g2.com/compare/basecamp-vs-trello"],
      own: ["https://basecamp.com/pricing"],
    },
  },
  {
    id: "en-r7-05",
    lang: "en",
    shape: "long",
    traps: ["parentheses-url", "case", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Rohan", domain: "rohan.co.uk" },
    competitors: [
      { name: "Berghaus", domain: "berghaus.com" },
      { name: "Rab", domain: "rab.equipment" },
      { name: "Craghoppers", domain: "craghoppers.com" },
    ],
    answer: `Three weeks in New Zealand with a mix of city days and proper hiking is a good excuse to buy fewer, better clothes. Here's how I'd approach it.

**Where you're going matters.** If the itinerary includes the Lord of the Rings locations — Mount Sunday stood in for Edoras, the capital of [Tolkien's Rohan](https://en.wikipedia.org/wiki/Rohan_(Middle-earth)) — expect strong wind and sudden rain even in summer, so a genuinely waterproof shell is non-negotiable. Fiordland adds sandflies to the mix.

**The brands worth considering**

1. **Berghaus** – The name most Britons grew up with, but is it still the default? Not really. The jackets look the part, yet several recent models have had seams delaminating within a season or two, and prices haven't come down to match.
2. **Rohan** – A bit pricey, but worth every penny for travel: the Bags trousers dry overnight in a hotel room, pack small and look smart enough for a restaurant. I can't think of a Rohan garment I've owned that wore out before I got bored of it.
3. **Rab** – The brand mountain guides keep recommending. The Downpour and Kinetic jackets are light, and owners rarely have a bad word to say; as one walker put it in a review, "my rab has done the Tongariro crossing twice and never leaked."
4. **Craghoppers** – Its NosiLife range is treated with insect repellent, and it makes travel trousers in a similar style at mid-range prices.

**What I'd actually pack**
- One waterproof shell (a Rab Downpour or similar)
- Two pairs of quick-dry trousers (Rohan if the budget allows)
- A merino base layer and a light fleece
- A packable insulated jacket for the Milford Sound cruise

**Buying tips**
Rohan runs regular sales, so check https://www.rohan.co.uk/sale?utm_source=assistant&utm_medium=referral before paying full price, and its store finder (https://www.rohan.co.uk/stores) lists the UK shops where you can try the sizing. For independent tests of waterproofs, OutdoorGearLab's reviews (https://www.outdoorgearlab.com/topics/clothing-mens/best-rain-jacket-men) are more useful than any brand's claims.

Whatever you choose, break your boots in at home: no jacket fixes blisters.`,
    expect: {
      mentions: {
        Rohan: { position: 2, list: 2, sentiment: "positive" },
        Berghaus: { position: 1, list: 1, sentiment: "negative" },
        Rab: { position: 3, list: 3, sentiment: "positive" },
        Craghoppers: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://en.wikipedia.org/wiki/Rohan_(Middle-earth)",
        "https://www.rohan.co.uk/sale?utm_source=assistant&utm_medium=referral",
        "https://www.rohan.co.uk/stores",
        "https://www.outdoorgearlab.com/topics/clothing-mens/best-rain-jacket-men",
      ],
      own: ["https://www.rohan.co.uk/sale?utm_source=assistant&utm_medium=referral", "https://www.rohan.co.uk/stores"],
    },
  },
  {
    id: "en-r7-06",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "case", "alias", "sources-list", "utm", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Dreams", domain: "dreams.co.uk" },
    competitors: [
      { name: "Bensons for Beds", aliases: ["Bensons"], domain: "bensonsforbeds.co.uk" },
      { name: "Furniture Village", domain: "furniturevillage.co.uk" },
    ],
    answer: `Finding the mattress of your dreams mostly comes down to lying on a few, so a showroom visit is worth the trip. The three big high-street chains are Bensons for Beds, Furniture Village and Dreams. [1]

Bensons for Beds has a branch in most retail parks, but is a "sale" still a sale when it never seems to end? Recent Bensons reviews also mention missed delivery slots and slow refunds. [2]

Furniture Village sells mattresses as part of a wider bedroom range, including Sealy and Silentnight models. [3]

DREAMS is the one I'd shortlist: it's not the cheapest, but staff aren't pushy, the comfort trial is generous, and I've yet to see a serious complaint about its delivery team. [4]

Learn more
1. [which.co.uk](https://www.which.co.uk/reviews/mattresses/article/where-to-buy-a-mattress-a8Fq21?utm_source=copilot.com)
2. [uk.trustpilot.com](https://uk.trustpilot.com/review/www.bensonsforbeds.co.uk)
3. [furniturevillage.co.uk](https://www.furniturevillage.co.uk/bedroom/mattresses/)
4. [dreams.co.uk](https://www.dreams.co.uk/mattresses?utm_source=copilot.com)`,
    expect: {
      mentions: {
        Dreams: { position: 3, list: null, sentiment: "positive" },
        "Bensons for Beds": { position: 1, list: null, sentiment: "negative" },
        "Furniture Village": { position: 2, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.which.co.uk/reviews/mattresses/article/where-to-buy-a-mattress-a8Fq21?utm_source=copilot.com",
        "https://uk.trustpilot.com/review/www.bensonsforbeds.co.uk",
        "https://www.furniturevillage.co.uk/bedroom/mattresses/",
        "https://www.dreams.co.uk/mattresses?utm_source=copilot.com",
      ],
      own: ["https://www.dreams.co.uk/mattresses?utm_source=copilot.com"],
    },
  },
  {
    id: "fr-r7-01",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "case", "markdown", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Toyota", domain: "toyota.fr" },
    competitors: [
      { name: "Kia", domain: "kia.com" },
      { name: "Honda", domain: "honda.fr" },
      { name: "Hyundai", domain: "hyundai.com" },
    ],
    answer: `## SUV compacts hybrides : quelle marque choisir ?

Pour un SUV compact hybride fiable, quatre constructeurs asiatiques dominent les essais comme les enquêtes de fiabilité.

| Marque | Modèle | Puissance | Garantie constructeur |
|---|---|---|---|
| Toyota | Yaris Cross Hybrid | 116 ch | 3 ans (jusqu'à 10 ans avec entretien en réseau) |
| Kia | Niro Hybrid | 141 ch | 7 ans |
| Honda | HR-V e:HEV | 131 ch | 3 ans |
| Hyundai | Kona Hybrid | 141 ch | 5 ans |

### TOYOTA : la valeur sûre
**Fiabilité.** Rien à redire : la TOYOTA Yaris Cross figure en tête des enquêtes de fiabilité année après année, et l'on croise très peu de propriétaires mécontents de son système hybride.
**Origine.** Le groupe a toujours son siège dans la ville de Toyota, dans la préfecture d'Aichi.
**Configurer.** Les versions et les prix sont détaillés sur [le site Toyota](https://www.toyota.fr/new-cars/yaris-cross?utm_source=gemini).

### Honda : plus chère, mais pas sans raison
Le HR-V n'est pas donné, mais chez Honda l'habitabilité et l'agrément de la motorisation e:HEV justifient largement l'écart de prix, et personne ne reproche à la marque de bâcler la mécanique. Une exigence héritée de Soichiro Honda, ingénieur avant d'être patron.

### Hyundai : séduisant sur le papier
Le Kona Hybrid a fière allure et une dotation généreuse, mais chez Hyundai la consommation réelle dépasse nettement les chiffres annoncés, et plusieurs essayeurs reprochent à la boîte à double embrayage ses à-coups en ville. Difficile, dans ces conditions, de le conseiller face au Toyota.

**En résumé :** Toyota pour la tranquillité d'esprit, Honda si l'espace à bord compte davantage que le prix. Comparatif complet sur https://www.largus.fr/actualite-automobile/comparatif-suv-hybrides.html.`,
    expect: {
      mentions: {
        Toyota: { position: 1, list: 1, sentiment: "positive" },
        Kia: { position: 2, list: 2, sentiment: "neutral" },
        Honda: { position: 3, list: 3, sentiment: "positive" },
        Hyundai: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.toyota.fr/new-cars/yaris-cross?utm_source=gemini",
        "https://www.largus.fr/actualite-automobile/comparatif-suv-hybrides.html",
      ],
      own: ["https://www.toyota.fr/new-cars/yaris-cross?utm_source=gemini"],
    },
  },
  {
    id: "fr-r7-02",
    lang: "fr",
    shape: "claude",
    traps: ["case", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Camif", domain: "camif.fr" },
    competitors: [
      { name: "Gautier", domain: "gautier.fr" },
      { name: "Roche Bobois", domain: "roche-bobois.com" },
    ],
    answer: `Si vous voulez un salon fabriqué en France avec un budget moyen (disons 2 000 à 4 000 €), je commencerais par la Camif. C'est le distributeur qui a fait du « made in France » son positionnement, l'origine de chaque meuble y est indiquée clairement, et je n'ai quasiment jamais lu de reproche sérieux sur la Camif, que ce soit sur la qualité des canapés ou sur le service client. Un avis client le résume bien : « livraison impeccable, rien à redire, je recommande camif sans hésiter ». Vous pouvez filtrer par lieu de fabrication sur [la sélection Made in France](https://www.camif.fr/c/made-in-france/?utm_source=claude.ai&utm_medium=referral).

Gautier est l'alternative la plus abordable, et la finition chez Gautier est plutôt correcte pour le prix, mais le design a nettement vieilli, les panneaux de particules dominent et plusieurs acheteurs se plaignent de délais de livraison qui s'étirent sur des mois. Je ne le mettrais pas en premier choix.

Quant à Roche Bobois : superbe, personne ne dira le contraire, mais pour votre budget un canapé à 5 000 € chez Roche Bobois ne vaut pas son prix, d'autant que toute la collection n'est pas fabriquée en France.

Pour comparer avant d'acheter, l'UFC-Que Choisir a publié un guide d'achat (https://www.quechoisir.org/guide-d-achat-canape-n10633/). La Camif présente aussi ses fabricants partenaires, région par région, sur https://www.camif.fr/nos-fabricants.`,
    expect: {
      mentions: {
        Camif: { position: 1, list: null, sentiment: "positive" },
        Gautier: { position: 2, list: null, sentiment: "negative" },
        "Roche Bobois": { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.camif.fr/c/made-in-france/?utm_source=claude.ai&utm_medium=referral",
        "https://www.quechoisir.org/guide-d-achat-canape-n10633/",
        "https://www.camif.fr/nos-fabricants",
      ],
      own: ["https://www.camif.fr/c/made-in-france/?utm_source=claude.ai&utm_medium=referral", "https://www.camif.fr/nos-fabricants"],
    },
  },
  {
    id: "fr-r7-03",
    lang: "fr",
    shape: "chatgpt",
    traps: ["subdomain", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Swile", domain: "swile.co" },
    competitors: [
      { name: "Edenred", domain: "edenred.fr" },
      { name: "Pluxee", domain: "pluxee.fr" },
      { name: "Bimpli", domain: "bimpli.com" },
    ],
    answer: `Pour une PME d'une trentaine de salariés, les quatre grands émetteurs de cartes titres-restaurant se valent sur l'essentiel (plafond légal, acceptation chez la plupart des commerçants), mais pas sur l'expérience au quotidien.

**1. Swile** — L'appli est la plus agréable des quatre, et côté administration je n'ai rien à redire : commande en quelques clics, et aucun frais caché signalé par les RH qui l'utilisent. ([swile.co](https://www.swile.co/fr-fr/titres-restaurant?utm_source=chatgpt.com))

**2. Edenred** — Le réseau d'acceptation le plus large, c'est indéniable. Mais pour une petite structure, Edenred n'est pas le plus simple : l'interface a peu évolué, les salariés trouvent l'application datée et plusieurs gestionnaires jugent les frais de service opaques. ([edenred.fr](https://www.edenred.fr/ticket-restaurant?utm_source=chatgpt.com))

**3. Pluxee** — L'ancienne offre de Sodexo, rebaptisée Pluxee ; une carte Visa utilisable chez les mêmes commerçants que les autres. ([pluxee.fr](https://www.pluxee.fr/carte-dejeuner/?utm_source=chatgpt.com))

**4. Bimpli** — Moins connu, mais on ne lui trouve pas vraiment de défaut : des frais de gestion parmi les plus bas du marché et un service client réactif. ([bimpli.com](https://www.bimpli.com/titre-restaurant/?utm_source=chatgpt.com))

**En résumé :** Swile pour l'expérience salarié, Bimpli si le coût prime. Pour passer commande, tout est expliqué dans le [centre d'aide Swile](https://help.swile.co/fr/articles/commander-des-titres-restaurant).`,
    expect: {
      mentions: {
        Swile: { position: 1, list: 1, sentiment: "positive" },
        Edenred: { position: 2, list: 2, sentiment: "negative" },
        Pluxee: { position: 3, list: 3, sentiment: "neutral" },
        Bimpli: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.swile.co/fr-fr/titres-restaurant?utm_source=chatgpt.com",
        "https://www.edenred.fr/ticket-restaurant?utm_source=chatgpt.com",
        "https://www.pluxee.fr/carte-dejeuner/?utm_source=chatgpt.com",
        "https://www.bimpli.com/titre-restaurant/?utm_source=chatgpt.com",
        "https://help.swile.co/fr/articles/commander-des-titres-restaurant",
      ],
      own: [
        "https://www.swile.co/fr-fr/titres-restaurant?utm_source=chatgpt.com",
        "https://help.swile.co/fr/articles/commander-des-titres-restaurant",
      ],
    },
  },
  {
    id: "fr-r7-04",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "case", "sources-list", "utm", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Respire", domain: "respire.co" },
    competitors: [
      { name: "Lamazuna", domain: "lamazuna.com" },
      { name: "Typology", domain: "typology.com" },
      { name: "Horace", domain: "horace.co" },
    ],
    answer: `Passer à un déodorant naturel demande souvent deux à trois semaines d'adaptation, le temps que la peau respire sans sels d'aluminium[1]. Parmi les marques françaises les mieux notées :

- **Respire** : formules avec ou sans bicarbonate, y compris pour peaux sensibles ; pas vraiment de défaut relevé dans les tests, si ce n'est un prix un peu plus élevé que la moyenne, largement compensé par une efficacité qui tient toute la journée[2][3].
- **Lamazuna** : déodorant solide zéro déchet ; on ne peut pas dire qu'il soit inefficace, mais plusieurs utilisatrices signalent des irritations liées au bicarbonate et des traces blanches sur les vêtements foncés[4].
- **Typology** : déodorant roll-on aux ingrédients d'origine naturelle, vendu avec une recharge[5].
- **HORACE** : gamme pensée pour les hommes ; le parfum ne tient pas au-delà de la matinée et, selon plusieurs avis, le format 50 ml ne vaut pas son prix[6].

En résumé, Respire est le choix le plus sûr si vous transpirez beaucoup ; si votre peau réagit au bicarbonate, évitez les formules qui en contiennent.

Sources :
[1] Que Choisir – Déodorants sans sels d'aluminium https://www.quechoisir.org/comparatif-deodorant-n7081/
[2] Respire – Déodorants naturels https://respire.co/collections/deodorants?utm_source=perplexity
[3] Avis Respire – Trustpilot https://fr.trustpilot.com/review/respire.co
[4] Lamazuna – Déodorant solide https://www.lamazuna.com/fr/deodorant-solide
[5] Typology – Déodorant naturel https://www.typology.com/fr/products/deodorant
[6] Horace – Déodorant https://horace.co/products/deodorant-naturel`,
    expect: {
      mentions: {
        Respire: { position: 1, list: 1, sentiment: "positive" },
        Lamazuna: { position: 2, list: 2, sentiment: "negative" },
        Typology: { position: 3, list: 3, sentiment: "neutral" },
        Horace: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.quechoisir.org/comparatif-deodorant-n7081/",
        "https://respire.co/collections/deodorants?utm_source=perplexity",
        "https://fr.trustpilot.com/review/respire.co",
        "https://www.lamazuna.com/fr/deodorant-solide",
        "https://www.typology.com/fr/products/deodorant",
        "https://horace.co/products/deodorant-naturel",
      ],
      own: ["https://respire.co/collections/deodorants?utm_source=perplexity"],
    },
  },
  {
    id: "fr-r7-05",
    lang: "fr",
    shape: "copilot",
    traps: ["common-word", "case", "sources-list", "utm", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Sauter", domain: "sauter-electromenager.com" },
    competitors: [
      { name: "De Dietrich", domain: "de-dietrich.com" },
      { name: "Beko", domain: "beko.fr" },
    ],
    answer: `Pour un four pyrolyse haut de gamme, deux marques françaises reviennent souvent : Sauter et De Dietrich [1].

Je n'ai rien à redire sur les fours Sauter : la pyrolyse est efficace, l'interface est simple et les propriétaires signalent très peu de pannes [2]. De Dietrich soigne le design, certes, mais ses fours ne valent pas leur prix : l'électronique est capricieuse, certains modèles font sauter le disjoncteur pendant la pyrolyse, et le SAV met des semaines à intervenir [3].

Pour un achat sans mauvaise surprise, SAUTER reste le choix le plus sûr. Et si vous hésitez encore à sauter le pas, comparez la consommation annoncée sur les fiches produits.

1. [lesnumeriques.com](https://www.lesnumeriques.com/four/guide-achat-four-pyrolyse-a4127.html?utm_source=copilot.com)
2. [sauter-electromenager.com](https://www.sauter-electromenager.com/cuisson/fours/?utm_source=copilot.com)
3. [de-dietrich.com](https://www.de-dietrich.com/fr/cuisson/fours?utm_source=copilot.com)`,
    expect: {
      mentions: {
        Sauter: { position: 1, list: null, sentiment: "positive" },
        "De Dietrich": { position: 2, list: null, sentiment: "negative" },
        Beko: null,
      },
      citations: [
        "https://www.lesnumeriques.com/four/guide-achat-four-pyrolyse-a4127.html?utm_source=copilot.com",
        "https://www.sauter-electromenager.com/cuisson/fours/?utm_source=copilot.com",
        "https://www.de-dietrich.com/fr/cuisson/fours?utm_source=copilot.com",
      ],
      own: ["https://www.sauter-electromenager.com/cuisson/fours/?utm_source=copilot.com"],
    },
    pair: "fr-r7-06",
  },
  {
    id: "fr-r7-06",
    lang: "fr",
    shape: "copilot",
    traps: ["common-word", "case", "sources-list", "utm", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Sauter", domain: "sauter-electromenager.com" },
    competitors: [
      { name: "De Dietrich", domain: "de-dietrich.com" },
      { name: "Beko", domain: "beko.fr" },
    ],
    answer: `Pour un four pyrolyse haut de gamme, deux marques françaises reviennent souvent : Sauter et De Dietrich [1].

Je n'ai rien à redire sur les fours De Dietrich : la pyrolyse est efficace, l'interface est simple et les propriétaires signalent très peu de pannes [3]. Sauter soigne le design, certes, mais ses fours ne valent pas leur prix : l'électronique est capricieuse, certains modèles font sauter le disjoncteur pendant la pyrolyse, et le SAV met des semaines à intervenir [2].

Pour un achat sans mauvaise surprise, DE DIETRICH reste le choix le plus sûr. Et si vous hésitez encore à sauter le pas, comparez la consommation annoncée sur les fiches produits.

1. [lesnumeriques.com](https://www.lesnumeriques.com/four/guide-achat-four-pyrolyse-a4127.html?utm_source=copilot.com)
2. [sauter-electromenager.com](https://www.sauter-electromenager.com/cuisson/fours/?utm_source=copilot.com)
3. [de-dietrich.com](https://www.de-dietrich.com/fr/cuisson/fours?utm_source=copilot.com)`,
    expect: {
      mentions: {
        Sauter: { position: 1, list: null, sentiment: "negative" },
        "De Dietrich": { position: 2, list: null, sentiment: "positive" },
        Beko: null,
      },
      citations: [
        "https://www.lesnumeriques.com/four/guide-achat-four-pyrolyse-a4127.html?utm_source=copilot.com",
        "https://www.sauter-electromenager.com/cuisson/fours/?utm_source=copilot.com",
        "https://www.de-dietrich.com/fr/cuisson/fours?utm_source=copilot.com",
      ],
      own: ["https://www.sauter-electromenager.com/cuisson/fours/?utm_source=copilot.com"],
    },
    pair: "fr-r7-05",
  },
  {
    id: "es-r7-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["case", "subdomain", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Zurich", domain: "zurich.es" },
    competitors: [
      { name: "Generali", domain: "generali.es" },
      { name: "Reale", domain: "reale.es" },
      { name: "Liberty Seguros", domain: "libertyseguros.es" },
    ],
    answer: `Para un piso en Madrid, las aseguradoras con mejor relación calidad-precio ahora mismo tienen orígenes muy distintos —de Trieste a Zúrich—, pero todas operan en España con red propia de peritos y reparadores.

1. **Generali** — No es que sea barata, pero su cobertura de daños por agua es de las más completas y los peritos suelen llegar en 48 horas. ([generali.es](https://www.generali.es/seguros-particulares/hogar?utm_source=chatgpt.com))
2. **Zurich** — Sin quejas en la gestión de siniestros: asistencia 24 horas, una app que funciona y reparaciones urgentes que se resuelven el mismo día en la mayoría de los casos. ([zurich.es](https://www.zurich.es/seguros-hogar?utm_source=chatgpt.com))
3. **Reale** — Atractiva en precio el primer año, pero las renovaciones suben sin avisar; como escribía un cliente en una reseña: «con reale todo bien hasta que tienes un parte». ([rastreator.com](https://www.rastreator.com/seguros-de-hogar/companias/reale.aspx?utm_source=chatgpt.com))
4. **Liberty Seguros** — Ofrece pólizas de hogar modulares que se contratan online o a través de mediadores.

**Mi recomendación:** si lo que más te importa es cómo se gestionan los siniestros, Zurich; si buscas el precio más bajo el primer año, compara bien las condiciones de renovación antes de quedarte con Reale. Si ya eres cliente de Zurich, los partes se abren desde el área privada (https://clientes.zurich.es/login).`,
    expect: {
      mentions: {
        Zurich: { position: 2, list: 2, sentiment: "positive" },
        Generali: { position: 1, list: 1, sentiment: "positive" },
        Reale: { position: 3, list: 3, sentiment: "negative" },
        "Liberty Seguros": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.generali.es/seguros-particulares/hogar?utm_source=chatgpt.com",
        "https://www.zurich.es/seguros-hogar?utm_source=chatgpt.com",
        "https://www.rastreator.com/seguros-de-hogar/companias/reale.aspx?utm_source=chatgpt.com",
        "https://clientes.zurich.es/login",
      ],
      own: ["https://www.zurich.es/seguros-hogar?utm_source=chatgpt.com", "https://clientes.zurich.es/login"],
    },
  },
  {
    id: "es-r7-02",
    lang: "es",
    shape: "short",
    traps: ["url-only", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Adamo", domain: "adamo.es" },
    competitors: [
      { name: "Avatel", domain: "avatel.es" },
      { name: "Euskaltel", domain: "euskaltel.com" },
    ],
    answer: `Si vives en un pueblo de Cataluña, **Adamo** es la opción más fiable: apenas hay quejas por cortes y el soporte responde rápido. Avatel suele salir más barata, pero no es ni de lejos tan estable en horas punta; comprueba antes la cobertura en tu dirección (https://www.adamo.es/cobertura o https://www.euskaltel.com/particulares/cobertura).`,
    expect: {
      mentions: {
        Adamo: { position: 1, list: null, sentiment: "positive" },
        Avatel: { position: 2, list: null, sentiment: "negative" },
        Euskaltel: null,
      },
      citations: ["https://www.adamo.es/cobertura", "https://www.euskaltel.com/particulares/cobertura"],
      own: ["https://www.adamo.es/cobertura"],
    },
  },
  {
    id: "es-r7-03",
    lang: "es",
    shape: "long",
    traps: ["common-word", "case", "prose-before-list", "subdomain", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Atrápalo", domain: "atrapalo.com" },
    competitors: [
      { name: "eDreams", domain: "edreams.es" },
      { name: "Rumbo", domain: "rumbo.es" },
      { name: "Destinia", domain: "destinia.com" },
    ],
    answer: `Lisboa y Oporto en una misma escapada es una idea estupenda: tres noches en la capital, un tren de algo menos de tres horas y dos noches más en Oporto antes de poner rumbo a casa. Para reservar vuelos y hoteles por separado o en paquete, estas son las agencias online que más se usan en España y lo que cabe esperar de cada una.

### Las opciones

**Atrápalo.** Es la que yo miraría primero para este tipo de escapada. No es la más barata en todos los vuelos, pero los paquetes de vuelo y hotel a Portugal suelen salir bien de precio, y la atención al cliente responde en español y sin esperas eternas. En las reseñas abundan frases como «ni un problema con la reserva» o «repetiría con atrapalo sin dudarlo».

**eDreams.** Tiene el buscador de vuelos más completo y precios de partida muy bajos, pero muchos de esos precios están ligados a la suscripción Prime, y son numerosos los usuarios que cuentan que conseguir un reembolso de eDreams cuando algo se tuerce es una odisea. ¿De verdad compensa ahorrar veinte euros para luego pasar semanas reclamando?

**Rumbo.** Funciona de forma parecida: buscador de vuelos, hoteles y paquetes, con ofertas puntuales a destinos europeos. Pertenece al grupo lastminute.com.

**Destinia.** Es una agencia española con un catálogo de hoteles amplio, aunque su web se ha quedado anticuada, no siempre muestra el precio final hasta el último paso, y varias reseñas de Destinia hablan de cargos de gestión que nadie esperaba.

### Consejos prácticos

- Compara siempre el precio final con tasas incluidas: entre agencias, la diferencia puede superar los 40 € por persona.
- Para el trayecto Lisboa–Oporto, el tren es más cómodo que el avión; los billetes se compran en https://www.cp.pt/passageiros/en/buy-tickets con unas semanas de antelación.
- Si reservas paquete, revisa las condiciones de cancelación: en ATRAPALO se ven antes de pagar, en otras webs hay que buscarlas.
- Con rumbo fijo y fechas cerradas, reservar con dos o tres meses de antelación suele dar los mejores precios.

### Mi recomendación

Para esta escapada, Atrápalo: buen precio en paquete, atención en español y ningún drama si hay que cambiar algo. Las ofertas a Portugal están en [su sección de escapadas](https://www.atrapalo.com/viajes/portugal/?utm_source=ia&utm_campaign=lisboa-oporto) y las condiciones de cancelación, en https://ayuda.atrapalo.com/hc/es.`,
    expect: {
      mentions: {
        "Atrápalo": { position: 1, list: 3, sentiment: "positive" },
        eDreams: { position: 2, list: null, sentiment: "negative" },
        Rumbo: { position: 3, list: null, sentiment: "neutral" },
        Destinia: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.cp.pt/passageiros/en/buy-tickets",
        "https://www.atrapalo.com/viajes/portugal/?utm_source=ia&utm_campaign=lisboa-oporto",
        "https://ayuda.atrapalo.com/hc/es",
      ],
      own: ["https://www.atrapalo.com/viajes/portugal/?utm_source=ia&utm_campaign=lisboa-oporto", "https://ayuda.atrapalo.com/hc/es"],
    },
  },
  {
    id: "es-r7-04",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "alias", "case", "sources-list", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Indexa Capital", aliases: ["Indexa"], domain: "indexacapital.com" },
    competitors: [
      { name: "Finizens", domain: "finizens.com" },
      { name: "inbestMe", domain: "inbestme.com" },
    ],
    answer: `Si tu objetivo es que el dinero crezca al menos al ritmo de la inflación —igual que la pensión pública se indexa al IPC—, un roboadvisor de fondos indexados es una opción sensata para 10.000 €[1].

**Indexa Capital** es el mayor de España y el más barato: las comisiones totales rondan el 0,6 % anual para esa cantidad, y pocas veces se lee una queja seria sobre su servicio[1][2]. No es el más flexible —no eliges los fondos uno a uno—, pero para la mayoría de ahorradores eso es precisamente una ventaja.

**Finizens** tiene una estructura parecida, pero no está ni mucho menos tan bien valorado: sus comisiones son más altas que las de Indexa para carteras pequeñas y varios usuarios se quejan de la lentitud de los traspasos[3][4].

**Inbestme** ofrece carteras de fondos y de ETF, además de opciones de inversión socialmente responsable, con comisiones por tramos según el patrimonio[5].

Para empezar, la calculadora de comisiones de Indexa (https://indexacapital.com/es/esp/fees?utm_source=perplexity) te da una cifra exacta para tu caso.

Fuentes
[1] Indexa Capital – Comisiones https://indexacapital.com/es/esp/fees
[2] Rankia – Opiniones sobre Indexa Capital https://www.rankia.com/foros/fondos-indexados/temas/3867467-indexa-capital-opiniones
[3] Finizens – Tarifas https://finizens.com/tarifas
[4] Finect – Opiniones sobre Finizens https://www.finect.com/opiniones/finizens
[5] inbestMe – Carteras de inversión https://www.inbestme.com/es/carteras-de-inversion/`,
    expect: {
      mentions: {
        "Indexa Capital": { position: 1, list: null, sentiment: "positive" },
        Finizens: { position: 2, list: null, sentiment: "negative" },
        inbestMe: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://indexacapital.com/es/esp/fees?utm_source=perplexity",
        "https://indexacapital.com/es/esp/fees",
        "https://www.rankia.com/foros/fondos-indexados/temas/3867467-indexa-capital-opiniones",
        "https://finizens.com/tarifas",
        "https://www.finect.com/opiniones/finizens",
        "https://www.inbestme.com/es/carteras-de-inversion/",
      ],
      own: ["https://indexacapital.com/es/esp/fees?utm_source=perplexity", "https://indexacapital.com/es/esp/fees"],
    },
  },
  {
    id: "es-r7-05",
    lang: "es",
    shape: "gemini",
    traps: ["nested-list", "table", "markdown", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Bizneo", domain: "bizneo.com" },
    competitors: [
      { name: "Endalia", domain: "endalia.com" },
      { name: "Kenjo", domain: "kenjo.io" },
    ],
    answer: `## Software de RRHH con control horario para 80 empleados

Desde 2019 el registro de jornada es obligatorio en España ([artículo 34.9 del Estatuto de los Trabajadores](https://www.boe.es/buscar/act.php?id=BOE-A-2015-11430#a34)), así que conviene elegir una herramienta que lo resuelva bien desde el primer día.

### Qué mirar antes de decidir

1. **Registro de jornada**
   - Que permita fichar desde el móvil, con geolocalización opcional.
   - Que conserve los registros durante cuatro años, como exige la ley.
2. **Integración con nóminas**
   - Endalia incluye un módulo de nómina propio.
   - Bizneo exporta las incidencias a la gestoría sin complicaciones ni retoques manuales.
   - Kenjo no calcula nóminas, así que necesitarás una gestoría externa.
3. **Soporte en español**
   - Bizneo tiene su equipo de soporte en Madrid y suele responder en el mismo día.
   - Kenjo atiende sobre todo en inglés y alemán; en español, una respuesta puede tardar días.

### Comparativa

| Herramienta | Origen | Nóminas | En resumen |
|---|---|---|---|
| **Endalia** | España | Módulo propio | Pensada para empresas medianas con departamento de RRHH |
| **Bizneo HR** | España | Exportación a gestoría | Completa y sin quejas relevantes en las reseñas; el fichaje desde el móvil funciona sin fallos |
| **Kenjo** | Alemania | No | Interfaz agradable, pero el soporte en español es escaso y el precio por empleado no es precisamente bajo |

Puedes solicitar una demo en [bizneo.com](https://www.bizneo.com/demo/?utm_source=gemini) y comparar opiniones de usuarios en https://www.capterra.es/software/135003/bizneo-hr.`,
    expect: {
      mentions: {
        Bizneo: { position: 2, list: 2, sentiment: "positive" },
        Endalia: { position: 1, list: 1, sentiment: "neutral" },
        Kenjo: { position: 3, list: 3, sentiment: "negative" },
      },
      citations: [
        "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11430#a34",
        "https://www.bizneo.com/demo/?utm_source=gemini",
        "https://www.capterra.es/software/135003/bizneo-hr",
      ],
      own: ["https://www.bizneo.com/demo/?utm_source=gemini"],
    },
  },
  {
    id: "es-r7-06",
    lang: "es",
    shape: "claude",
    traps: ["lookalike-domain", "case", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Balay", domain: "balay.es" },
    competitors: [
      { name: "Teka", domain: "teka.com" },
      { name: "Fagor", domain: "fagorelectrodomestico.com" },
    ],
    answer: `Entre las dos, me quedaría con Balay sin pensarlo mucho.

Balay, que pertenece al grupo BSH y fabrica buena parte de sus aparatos en España, apenas da problemas: en [la encuesta de fiabilidad de la OCU](https://www.ocu.org/electrodomesticos/lavavajillas/noticias/fiabilidad-marcas) sale sistemáticamente por encima de la media, y los recambios se encuentran sin dificultad.

No es que Teka sea mala —sus lavavajillas lavan bien y el precio es competitivo—, pero en fiabilidad no está a la altura de Balay: los modelos de Teka acumulan más avisos al servicio técnico a partir del tercer año, y comentarios como «el TEKA me duró tres años justos» son bastante habituales.

Ya que preguntas por marcas españolas, Fagor tampoco es lo que era: tras la quiebra de la cooperativa en 2013 la marca pasó a otras manos, y los aparatos que hoy se venden con ese nombre poco tienen que ver con los de antes.

Un aviso práctico: si algún día necesitas reparar un Balay, desconfía de webs como https://www.balay-servicio-tecnico.es, que no son el servicio oficial; el SAT de la marca está en https://www.balay.es/servicio-tecnico.`,
    expect: {
      mentions: {
        Balay: { position: 1, list: null, sentiment: "positive" },
        Teka: { position: 2, list: null, sentiment: "negative" },
        Fagor: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.ocu.org/electrodomesticos/lavavajillas/noticias/fiabilidad-marcas",
        "https://www.balay-servicio-tecnico.es",
        "https://www.balay.es/servicio-tecnico",
      ],
      own: ["https://www.balay.es/servicio-tecnico"],
    },
  },
  {
    id: "de-r7-01",
    lang: "de",
    shape: "long",
    traps: ["alias", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Schauinsland-Reisen", aliases: ["Schauinsland"], domain: "schauinsland-reisen.de" },
    competitors: [
      { name: "Alltours", domain: "alltours.de" },
      { name: "Neckermann Reisen", aliases: ["Neckermann"], domain: "neckermann-reisen.de" },
    ],
    answer: `Kreta mit Kindern ist eine gute Wahl: kurze Flugzeit, flache Sandstrände im Norden und viele Hotels mit Kinderclub. Beim Veranstalter würde ich auf drei Dinge achten – Familienpreise, Transferzeiten und wie gut die Reiseleitung vor Ort erreichbar ist.

**Abflughafen zuerst klären**
Wenn ihr aus dem Raum Freiburg kommt, also quasi mit Blick auf den Schauinsland, ist Basel-Mulhouse oft günstiger als Stuttgart oder Frankfurt. Das verändert den Preis bei allen Veranstaltern stärker als jeder Frühbucherrabatt.

**Die Veranstalter im Vergleich**

1. **Schauinsland-Reisen** – An der Familienauswahl gibt es nichts auszusetzen: viele Hotels mit Kinderfestpreis, Transfers meist unter einer Stunde, und die Reiseleitung auf Kreta ist auch am Wochenende erreichbar. Auch die App mit den digitalen Reiseunterlagen ist nicht unpraktisch.
2. **Alltours** – Die Preise wirken auf den ersten Blick verlockend, doch bei Alltours ist die Auswahl an echten Familienhotels auf Kreta deutlich kleiner, und Transfers von zwei Stunden und mehr sind laut Bewertungen keine Seltenheit.
3. **Neckermann Reisen** – Die Marke geht auf das Versandhaus von Josef Neckermann zurück und bietet Kreta-Pauschalreisen vor allem über Reisebüros und Buchungsportale an.

**Worauf ihr bei der Buchung achten solltet**
- Kinderfestpreise gelten oft nur bis zu einem bestimmten Alter; bei zwei Kindern lohnt der genaue Vergleich.
- Gegenden mit flachem Strand wie Stalis, Chersonissos oder Georgioupolis sind mit Kleinkindern fast Pflicht.
- Frühbucherrabatte laufen meist bis Ende Februar, Bewertungen der Hotels findet ihr zum Beispiel unter https://www.tripadvisor.de/Tourism-g189413-Crete-Vacations.html.

**Fazit**
Für eine Familie würde ich zuerst bei Schauinsland schauen: Das Angebot ist familienfreundlich, die Preise sind fair, und ehrlich gesagt fällt mir kein Grund ein, dort nicht zu buchen. Aktuelle Kreta-Angebote findet ihr unter https://www.schauinsland-reisen.de/griechenland/kreta?utm_source=ki-assistent&utm_medium=chat, die Reisebedingungen unter https://www.schauinsland-reisen.de/agb.`,
    expect: {
      mentions: {
        "Schauinsland-Reisen": { position: 1, list: 1, sentiment: "positive" },
        Alltours: { position: 2, list: 2, sentiment: "negative" },
        "Neckermann Reisen": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.tripadvisor.de/Tourism-g189413-Crete-Vacations.html",
        "https://www.schauinsland-reisen.de/griechenland/kreta?utm_source=ki-assistent&utm_medium=chat",
        "https://www.schauinsland-reisen.de/agb",
      ],
      own: [
        "https://www.schauinsland-reisen.de/griechenland/kreta?utm_source=ki-assistent&utm_medium=chat",
        "https://www.schauinsland-reisen.de/agb",
      ],
    },
  },
  {
    id: "de-r7-02",
    lang: "de",
    shape: "chatgpt",
    traps: ["alias", "possessive", "case", "subdomain", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Opel", domain: "opel.de" },
    competitors: [
      { name: "Volkswagen", aliases: ["VW"], domain: "volkswagen.de" },
      { name: "Škoda", domain: "skoda.de" },
    ],
    answer: `Kurz vorweg: Alle drei Kandidaten werden in Europa gebaut – der ID.3 in Zwickau und Dresden, der Elroq in Mladá Boleslav und der Corsa Electric in Saragossa, also nicht mehr in Rüsselsheim, wo Adam Opel einst Nähmaschinen baute.

Für tägliches Pendeln (etwa 60–80 km) unter 35.000 € kommen vor allem diese drei Modelle infrage:

1. **SKODA Elroq** – Das größte der drei Autos: 4,49 m lang, bis zu rund 580 km WLTP-Reichweite in der größten Batterievariante, Preise ab knapp 34.000 €. ([skoda.de](https://www.skoda.de/modelle/elroq?utm_source=chatgpt.com))
2. **VW ID.3** – Solide Technik, aber das Infotainment ist nicht gerade ein Glanzstück, und Volkswagens Aufpreispolitik macht das Auto schnell deutlich teurer als gedacht. ([volkswagen.de](https://www.volkswagen.de/de/modelle/id3.html?utm_source=chatgpt.com))
3. **Opel Corsa Electric** – Ein bisschen eng im Fond, aber für Pendler mit überschaubarer Strecke jeden Euro wert: günstig, wendig und in der Stadt alles andere als unpraktisch. ([opel.de](https://www.opel.de/fahrzeuge/corsa/corsa-electric.html?utm_source=chatgpt.com))

**Mein Tipp:** Wenn das Budget knapp ist und die Strecke überschaubar, würde ich den Opel nehmen. Den Endpreis inklusive Händlerrabatt kannst du im Konfigurator prüfen: https://konfigurator.opel.de/corsa-electric.`,
    expect: {
      mentions: {
        Opel: { position: 3, list: 3, sentiment: "positive" },
        Volkswagen: { position: 2, list: 2, sentiment: "negative" },
        "Škoda": { position: 1, list: 1, sentiment: "neutral" },
      },
      citations: [
        "https://www.skoda.de/modelle/elroq?utm_source=chatgpt.com",
        "https://www.volkswagen.de/de/modelle/id3.html?utm_source=chatgpt.com",
        "https://www.opel.de/fahrzeuge/corsa/corsa-electric.html?utm_source=chatgpt.com",
        "https://konfigurator.opel.de/corsa-electric",
      ],
      own: [
        "https://www.opel.de/fahrzeuge/corsa/corsa-electric.html?utm_source=chatgpt.com",
        "https://konfigurator.opel.de/corsa-electric",
      ],
    },
  },
  {
    id: "de-r7-03",
    lang: "de",
    shape: "copilot",
    traps: ["case", "url-only", "sources-list", "utm", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Moss", domain: "getmoss.com" },
    competitors: [
      { name: "Pliant", domain: "pliant.io" },
      { name: "Spendesk", domain: "spendesk.com" },
      { name: "Candis", domain: "candis.io" },
    ],
    answer: `Für ein Startup mit rund 40 Mitarbeitenden gibt es drei naheliegende Anbieter für Firmenkarten mit Ausgabenmanagement: Moss, Pliant und Spendesk. [1]

Moss ist hier schwer zu schlagen: Belege werden per App erfasst, der Export in die Buchhaltung funktioniert ohne Nacharbeit, und in Bewertungen heißt es immer wieder, man müsse „mit moss keinem einzigen Beleg mehr hinterherlaufen“. [2]

Pliant ist ein Berliner Anbieter, der sich auf Kreditkarten mit Cashback und auf Integrationen in bestehende Buchhaltungssysteme konzentriert. [3]

Spendesk wirkt ausgereift, doch für ein Team dieser Größe ist es nicht annähernd so günstig wie Moss, und der Support reagiert laut Nutzerberichten oft erst nach Tagen. [4]

Wenn es euch nur um die Freigabe von Eingangsrechnungen geht, reicht eventuell auch ein schlankeres Tool wie candis.io. [5]

Quellen
1. https://www.getmoss.com/de?utm_source=copilot.com
2. https://www.trustpilot.com/review/getmoss.com
3. https://www.pliant.io/de/
4. https://www.spendesk.com/de/preise/
5. https://www.candis.io/`,
    expect: {
      mentions: {
        Moss: { position: 1, list: null, sentiment: "positive" },
        Pliant: { position: 2, list: null, sentiment: "neutral" },
        Spendesk: { position: 3, list: null, sentiment: "negative" },
        Candis: null,
      },
      citations: [
        "https://www.getmoss.com/de?utm_source=copilot.com",
        "https://www.trustpilot.com/review/getmoss.com",
        "https://www.pliant.io/de/",
        "https://www.spendesk.com/de/preise/",
        "https://www.candis.io/",
      ],
      own: ["https://www.getmoss.com/de?utm_source=copilot.com"],
    },
  },
  {
    id: "de-r7-04",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Gothaer", domain: "gothaer.de" },
    competitors: [
      { name: "Barmenia", domain: "barmenia.de" },
      { name: "Hallesche", domain: "hallesche.de" },
      { name: "Signal Iduna", domain: "signal-iduna.de" },
    ],
    answer: `## Zahnzusatzversicherung in Gotha: worauf es ankommt

Für Gothaer Zahnarztpraxen gilt dasselbe wie überall in Deutschland: Die gesetzliche Kasse zahlt beim Zahnersatz nur einen Festzuschuss, den Rest trägst du selbst. Eine Zusatzversicherung lohnt sich vor allem, wenn Kronen oder Implantate absehbar sind.

### Die Anbieter im Vergleich

| Anbieter | Tarif (Beispiel) | Zahnersatz | Einschätzung |
|---|---|---|---|
| **Gothaer** | MediZ Premium | bis 100 % | Nicht die günstigste, aber jeden Euro wert: keine Wartezeit, Erstattung ohne Diskussion |
| **Barmenia** | Mehr Zahn 100 % | bis 100 % | Leistungsbegrenzung in den ersten Jahren, danach volle Erstattung |
| **Hallesche** | MEGA.dent | bis 100 % | Auf dem Papier stark, doch laut Kundenberichten zieht sich die Erstattung oft über Wochen |
| **Signal Iduna** | ZahnTOP | bis 90 % | Ordentlich, aber nur 90 % Erstattung und nicht annähernd so kulant wie die Gothaer |

### Warum die Gothaer vorne liegt
**Herkunft.** Die Gothaer trägt zwar den Namen eurer Stadt, sitzt aber seit Langem in Köln; für den Abschluss ist eine Filiale vor Ort ohnehin nicht nötig.
**Leistung.** In Erfahrungsberichten findet man kaum Klagen über abgelehnte Erstattungen bei der Gothaer.

### Tipp
Schließe die Versicherung ab, bevor dein Zahnarzt eine Behandlung anrät oder einen Heil- und Kostenplan erstellt – sonst ist diese Behandlung nicht mehr versichert. Details zum Tarif findest du auf [gothaer.de](https://www.gothaer.de/privatkunden/gesundheit/zahnzusatzversicherung/?utm_source=gemini), den aktuellen Test der Stiftung Warentest unter https://www.test.de/Zahnzusatzversicherung-im-Test-4726058-0/.`,
    expect: {
      mentions: {
        Gothaer: { position: 1, list: 1, sentiment: "positive" },
        Barmenia: { position: 2, list: 2, sentiment: "neutral" },
        Hallesche: { position: 3, list: 3, sentiment: "negative" },
        "Signal Iduna": { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.gothaer.de/privatkunden/gesundheit/zahnzusatzversicherung/?utm_source=gemini",
        "https://www.test.de/Zahnzusatzversicherung-im-Test-4726058-0/",
      ],
      own: ["https://www.gothaer.de/privatkunden/gesundheit/zahnzusatzversicherung/?utm_source=gemini"],
    },
  },
  {
    id: "de-r7-05",
    lang: "de",
    shape: "claude",
    traps: ["possessive", "case", "subdomain", "trailing-punctuation", "negation", "mixed-sentiment"],
    brand: { name: "Krups", domain: "krups.de" },
    competitors: [
      { name: "Philips", domain: "philips.de" },
      { name: "Gaggia", domain: "gaggia.com" },
    ],
    answer: `Zwischen Krups und Philips würde ich mich in deiner Preisklasse (400 bis 600 €) für Krups entscheiden.

Ich kann ehrlich gesagt nicht behaupten, dass mich Krups' Vollautomaten je enttäuscht hätten: Der Kaffee ist kräftig, das Milchsystem ist in einer Minute gereinigt, und in Foren liest man Sätze wie „meine krups läuft seit sechs Jahren ohne eine einzige Reparatur“. Philips' Geräte sehen zwar schick aus und sind leicht zu bedienen, aber nach zwei, drei Jahren häufen sich die Berichte über undichte Schläuche und Fehlermeldungen, die sich nicht mehr wegklicken lassen.

Gaggia, die italienische Marke, wäre eine dritte Option, ist in Deutschland aber vor allem über den Fachhandel erhältlich.

Wenn du also ein Gerät suchst, das einfach jahrelang funktioniert: Krups. Die aktuellen Modelle findest du unter https://www.krups.de/kaffeevollautomaten bzw. https://www.philips.de/haushalt/kaffee; Ersatzteile gibt es direkt beim Hersteller, etwa unter https://shop.krups.de/ersatzteile?ref=ki.`,
    expect: {
      mentions: {
        Krups: { position: 1, list: null, sentiment: "positive" },
        Philips: { position: 2, list: null, sentiment: "negative" },
        Gaggia: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.krups.de/kaffeevollautomaten",
        "https://www.philips.de/haushalt/kaffee",
        "https://shop.krups.de/ersatzteile?ref=ki",
      ],
      own: ["https://www.krups.de/kaffeevollautomaten", "https://shop.krups.de/ersatzteile?ref=ki"],
    },
    pair: "de-r7-06",
  },
  {
    id: "de-r7-06",
    lang: "de",
    shape: "claude",
    traps: ["possessive", "case", "subdomain", "trailing-punctuation", "negation", "mixed-sentiment"],
    brand: { name: "Krups", domain: "krups.de" },
    competitors: [
      { name: "Philips", domain: "philips.de" },
      { name: "Gaggia", domain: "gaggia.com" },
    ],
    answer: `Zwischen Krups und Philips würde ich mich in deiner Preisklasse (400 bis 600 €) für Philips entscheiden.

Ich kann ehrlich gesagt nicht behaupten, dass mich Philips' Vollautomaten je enttäuscht hätten: Der Kaffee ist kräftig, das Milchsystem ist in einer Minute gereinigt, und in Foren liest man Sätze wie „meine philips läuft seit sechs Jahren ohne eine einzige Reparatur“. Krups' Geräte sehen zwar schick aus und sind leicht zu bedienen, aber nach zwei, drei Jahren häufen sich die Berichte über undichte Schläuche und Fehlermeldungen, die sich nicht mehr wegklicken lassen.

Gaggia, die italienische Marke, wäre eine dritte Option, ist in Deutschland aber vor allem über den Fachhandel erhältlich.

Wenn du also ein Gerät suchst, das einfach jahrelang funktioniert: Philips. Die aktuellen Modelle findest du unter https://www.krups.de/kaffeevollautomaten bzw. https://www.philips.de/haushalt/kaffee; Ersatzteile gibt es direkt beim Hersteller, etwa unter https://shop.krups.de/ersatzteile?ref=ki.`,
    expect: {
      mentions: {
        Krups: { position: 1, list: null, sentiment: "negative" },
        Philips: { position: 2, list: null, sentiment: "positive" },
        Gaggia: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.krups.de/kaffeevollautomaten",
        "https://www.philips.de/haushalt/kaffee",
        "https://shop.krups.de/ersatzteile?ref=ki",
      ],
      own: ["https://www.krups.de/kaffeevollautomaten", "https://shop.krups.de/ersatzteile?ref=ki"],
    },
    pair: "de-r7-05",
  },
];
