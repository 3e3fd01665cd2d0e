// Round 12: hand-labelled corpus, 24 cases (6 per language), 4 swap pairs (en, fr, es, de).
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // ───────────────────────────── EN ─────────────────────────────

  // Campervans NZ (pair A). Traps: "Māui" inside the place name Te Ika-a-Māui (North Island) before the Maui brand (place/legend sense, not a mention; Maui ranks 4 from its list item); Britz's possessive in Maui's item; utm links closed by ")". Jucy positive ("for good reason", "hard to beat", conditional only limits the use case); Britz negative (concession "has the bigger fleet, but it isn't the value pick it used to be" + faults); Travellers Autobarn and Maui plain facts → neutral.
  {
    id: "en-r12-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["utm", "markdown", "possessive", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Jucy", domain: "jucy.com" },
    competitors: [
      { name: "Britz", domain: "britz.com" },
      { name: "Maui", domain: "maui-rentals.com" },
      { name: "Travellers Autobarn" },
    ],
    answer: `Since you're flying into Christchurch and skipping the North Island (Te Ika-a-Māui) this time, these are the campervan companies most South Island travellers compare:

1. **Jucy** – The budget favourite, and for good reason: the Condo and Chaser vans are cheap, easy to park in Queenstown, and reviewers keep saying pickup in Christchurch was quick and painless. If you don't need a shower on board, it's hard to beat. ([jucy.com](https://www.jucy.com/nz/en/campervan-hire?utm_source=chatgpt.com))
2. **Travellers Autobarn** – Runs older, higher-mileage vans from depots in Christchurch and Auckland; one-way fees apply.
3. **Britz** – Britz has the bigger fleet of self-contained vans, but it isn't the value pick it used to be: prices have climbed, and several recent reviews mention vans handed over with faults and long waits at the depot. ([britz.com](https://www.britz.com/nz/en?utm_source=chatgpt.com))
4. **Maui** – Britz's sister brand (both are owned by Tourism Holdings), renting larger Mercedes and VW motorhomes.

**Tips**
- Book 3–4 months ahead if you're travelling between December and February.
- Freedom camping is only allowed in certified self-contained vehicles; check the rules on [doc.govt.nz](https://www.doc.govt.nz/parks-and-recreation/places-to-stay/?utm_source=chatgpt.com).`,
    expect: {
      mentions: {
        Jucy: { position: 1, list: 1, sentiment: "positive" },
        "Travellers Autobarn": { position: 2, list: 2, sentiment: "neutral" },
        Britz: { position: 3, list: 3, sentiment: "negative" },
        Maui: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.jucy.com/nz/en/campervan-hire?utm_source=chatgpt.com",
        "https://www.britz.com/nz/en?utm_source=chatgpt.com",
        "https://www.doc.govt.nz/parks-and-recreation/places-to-stay/?utm_source=chatgpt.com",
      ],
      own: ["https://www.jucy.com/nz/en/campervan-hire?utm_source=chatgpt.com"],
    },
    pair: "en-r12-02",
  },

  // Twin of en-r12-01 with praise and criticism swapped. Traps as in 01 (Te Ika-a-Māui place sense, Britz's, utm). Jucy negative ("cheapest… but not the bargain they look like", cramped, bond deductions); Britz positive ("costs more, and for good reason", "hard to beat"); Travellers Autobarn, Maui neutral facts.
  {
    id: "en-r12-02",
    lang: "en",
    shape: "chatgpt",
    traps: ["utm", "markdown", "possessive", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Jucy", domain: "jucy.com" },
    competitors: [
      { name: "Britz", domain: "britz.com" },
      { name: "Maui", domain: "maui-rentals.com" },
      { name: "Travellers Autobarn" },
    ],
    answer: `Since you're flying into Christchurch and skipping the North Island (Te Ika-a-Māui) this time, these are the campervan companies most South Island travellers compare:

1. **Jucy** – The cheapest vans on the road, but not the bargain they look like: the Condo and Chaser models get cramped for two adults over three weeks, and several recent reviews mention worn interiors and surprise bond deductions at drop-off. ([jucy.com](https://www.jucy.com/nz/en/campervan-hire?utm_source=chatgpt.com))
2. **Travellers Autobarn** – Runs older, higher-mileage vans from depots in Christchurch and Auckland; one-way fees apply.
3. **Britz** – Britz costs more, and for good reason: its self-contained vans are newer, and reviewers keep saying pickup in Christchurch was quick and painless. If you want a shower and toilet on board, it's hard to beat. ([britz.com](https://www.britz.com/nz/en?utm_source=chatgpt.com))
4. **Maui** – Britz's sister brand (both are owned by Tourism Holdings), renting larger Mercedes and VW motorhomes.

**Tips**
- Book 3–4 months ahead if you're travelling between December and February.
- Freedom camping is only allowed in certified self-contained vehicles; check the rules on [doc.govt.nz](https://www.doc.govt.nz/parks-and-recreation/places-to-stay/?utm_source=chatgpt.com).`,
    expect: {
      mentions: {
        Jucy: { position: 1, list: 1, sentiment: "negative" },
        "Travellers Autobarn": { position: 2, list: 2, sentiment: "neutral" },
        Britz: { position: 3, list: 3, sentiment: "positive" },
        Maui: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.jucy.com/nz/en/campervan-hire?utm_source=chatgpt.com",
        "https://www.britz.com/nz/en?utm_source=chatgpt.com",
        "https://www.doc.govt.nz/parks-and-recreation/places-to-stay/?utm_source=chatgpt.com",
      ],
      own: ["https://www.jucy.com/nz/en/campervan-hire?utm_source=chatgpt.com"],
    },
    pair: "en-r12-01",
  },

  // Luggage. Traps: brand is the common word "away" — "If you're away" (before the table) and "throw money away" are the word; Away ranks 2 from table row 2. Samsonite's possessive. Away negative (table "Good, but overpriced"; "yet its shell scratches", "isn't a bad case — it just isn't worth the premium": negated criticism then negated praise); Monos positive (wins, "no review flags" = absence of problems); Samsonite positive (light, warranty honoured); Antler neutral facts.
  {
    id: "en-r12-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "possessive", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Away", domain: "awaytravel.com" },
    competitors: [
      { name: "Monos", domain: "monos.com" },
      { name: "Samsonite", domain: "samsonite.com" },
      { name: "Antler", domain: "antler.co.uk" },
    ],
    answer: `## Best Hard-Shell Carry-Ons for Frequent Flyers

If you're away more than a few nights a month, your carry-on has to survive overhead bins, cobblestones and the occasional gate-check. Here's how the most popular options compare:

| Brand | Model | Weight | Warranty | Verdict |
|---|---|---|---|---|
| Monos | Carry-On Plus | 3.4 kg | Limited lifetime | Best overall |
| Away | The Bigger Carry-On | 3.6 kg | Limited lifetime | Good, but overpriced |
| Samsonite | C-Lite Spinner | 2.6 kg | 10 years | Lightest |
| Antler | Clifton Cabin | 3.2 kg | 10 years | Sold mainly in the UK |

### Key Differences

**Monos** wins on build quality: the polycarbonate shell shrugs off scuffs, and no long-term review we found flags the zippers or wheels as a weak point.

**Away** made the direct-to-consumer suitcase famous, yet its shell scratches easily and the removable battery adds weight most travellers don't need. Away isn't a bad case — it just isn't worth the premium over Monos.

**Samsonite's** C-Lite is remarkably light for its size, and the 10-year warranty is honoured at service centres worldwide.

**Antler** is a British brand; the Clifton range is sold mainly through UK department stores.

### Which Should You Choose?
* **Durability first:** Monos.
* **Strict 7 kg cabin limits:** Samsonite.
* **Unsure?** Don't throw money away on the priciest shell — a mid-range spinner with a solid warranty will do the job.`,
    expect: {
      mentions: {
        Away: { position: 2, list: 2, sentiment: "negative" },
        Monos: { position: 1, list: 1, sentiment: "positive" },
        Samsonite: { position: 3, list: 3, sentiment: "positive" },
        Antler: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Drone insurance UK. Traps: "a flock of sheep" is the common noun (Flock already ranked); SkyWatch only in the trailing Sources list (not mentioned; its URL still a citation); Trustpilot URLs carry the brand's domain in the path (not own); possessives Coverdrone's, Flock's. Coverdrone negative (neutral facts + only judgement is "reviews are less kind… slow, paperwork-heavy claims"); Flock positive ("Not one of the reviews… complains" = negated criticism, "cheapest way"); Moonrock neutral fact.
  {
    id: "en-r12-04",
    lang: "en",
    shape: "perplexity",
    traps: ["sources-list", "common-word", "possessive", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Coverdrone", domain: "coverdrone.com" },
    competitors: [
      { name: "Flock", domain: "flockcover.com" },
      { name: "Moonrock", domain: "moonrockinsurance.com" },
      { name: "SkyWatch", domain: "skywatch.ai" },
    ],
    answer: `For a UK hobbyist or part-time commercial pilot, the main options are Coverdrone, Flock and Moonrock [1][2].

**Coverdrone** is a specialist drone insurance broker. It sells annual policies with public liability from £1m up to £10m and optional hull cover, and its commercial policies meet the CAA's requirements [1]. Reviews are less kind about Coverdrone's claims handling: several pilots describe slow, paperwork-heavy claims, one waiting over two months for a hull claim to be settled [3].

**Flock** works differently: you buy cover by the hour or by the month in its app, priced on live weather and airspace risk [2]. Not one of the reviews we found complains about Flock's payouts, and pilots like how quickly cover can be switched on before a job [4]. If you only fly a few times a month, Flock is usually the cheapest way to stay insured.

**Moonrock** offers annual policies for recreational and commercial flyers, including liability-only cover [5].

If you fly purely for fun, insurance is not a legal requirement in the UK, but it is still worth having: a drone that drops onto a parked car, or spooks a flock of sheep into a fence, can cost far more than a year's premium [6].

Sources
[1] Coverdrone – Drone Insurance UK: https://www.coverdrone.com/uk/
[2] Flock – On-demand drone insurance: https://flockcover.com/drone-insurance
[3] Coverdrone Reviews | Trustpilot: https://uk.trustpilot.com/review/coverdrone.com
[4] Flock Reviews | Trustpilot: https://uk.trustpilot.com/review/flockcover.com
[5] Moonrock Insurance: https://www.moonrockinsurance.com/
[6] SkyWatch vs Flock: UK drone insurance compared: https://www.skywatch.ai/blog/drone-insurance-uk`,
    expect: {
      mentions: {
        Coverdrone: { position: 1, list: null, sentiment: "negative" },
        Flock: { position: 2, list: null, sentiment: "positive" },
        Moonrock: { position: 3, list: null, sentiment: "neutral" },
        SkyWatch: null,
      },
      citations: [
        "https://www.coverdrone.com/uk/",
        "https://flockcover.com/drone-insurance",
        "https://uk.trustpilot.com/review/coverdrone.com",
        "https://uk.trustpilot.com/review/flockcover.com",
        "https://www.moonrockinsurance.com/",
        "https://www.skywatch.ai/blog/drone-insurance-uk",
      ],
      own: ["https://www.coverdrone.com/uk/"],
    },
  },

  // Bike couriers London, short. Traps: comparison between tracked names ("Pedal Me costs more than Zedify"), praise as absence of problems ("I've yet to hear of a client whose collections it missed"). Zedify positive (safe pick + cheaper in the comparison); Pedal Me negative (costs more, rarely has slots); Stuart and Gophr neutral facts.
  {
    id: "en-r12-05",
    lang: "en",
    shape: "short",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Zedify", domain: "zedify.co.uk" },
    competitors: [
      { name: "Pedal Me", domain: "pedalme.co.uk" },
      { name: "Stuart", domain: "stuart.com" },
      { name: "Gophr" },
    ],
    answer: `For regular cargo-bike rounds in central London, Zedify is the safe pick — I've yet to hear of a client whose collections it missed. Pedal Me costs more than Zedify and rarely has same-day slots. Stuart and Gophr also do same-day jobs, mostly by van or motorbike.`,
    expect: {
      mentions: {
        Zedify: { position: 1, list: null, sentiment: "positive" },
        "Pedal Me": { position: 2, list: null, sentiment: "negative" },
        Stuart: { position: 3, list: null, sentiment: "neutral" },
        Gophr: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Ebook subscriptions, long prose. Traps: "all the hoopla" (common word, lower case, first line, before any brand — Hoopla ranks 4); alias KU for Kindle Unlimited; "a Kindle"/"a Kobo" are devices, not the tracked phrases; angle-bracket URL and URL in parentheses before ".". Brand Everand neutral (only facts: spun off, app, what it covers, where prices are); Kindle Unlimited negative ("I wouldn't call it good value", "hard to justify"); Kobo Plus positive (recommended, "hard to find anyone who regrets", "You don't need to be a heavy reader for it to pay off"); Hoopla positive ("never seen a complaint… that wasn't really about the library" = double negative praise).
  {
    id: "en-r12-06",
    lang: "en",
    shape: "long",
    traps: ["common-word", "alias", "negation", "hedge", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Everand", domain: "everand.com" },
    competitors: [
      { name: "Kindle Unlimited", aliases: ["KU"] },
      { name: "Kobo Plus", domain: "kobo.com" },
      { name: "Hoopla", domain: "hoopladigital.com" },
    ],
    answer: `Despite all the hoopla around audiobooks lately, ebooks are still where a subscription pays off most clearly, and which service suits you depends mainly on the device you read on and how much you read each month.

Kindle Unlimited is the obvious starting point if you already own a Kindle, but I wouldn't call it good value for most readers. The catalogue is huge on paper, yet it is dominated by self-published titles; very few recent bestsellers from the big publishers are included, and KU books disappear from your library the moment you cancel. Unless you mostly read indie romance, thrillers or fantasy, $11.99 a month is hard to justify.

Kobo Plus is the one I'd recommend if you read on a Kobo. It works directly on the e-reader, the Read & Listen tier adds audiobooks, and it is hard to find anyone who regrets switching to Kobo Plus from Kindle Unlimited. You don't need to be a heavy reader for Kobo Plus to pay off: two books a month roughly covers the fee.

Everand is the ebook and audiobook service that Scribd spun off in 2023. It runs as an app on phones and tablets rather than on e-ink readers, and one Everand subscription covers ebooks, audiobooks, magazines and podcasts. Current plans and prices are listed at <https://www.everand.com/subscribe>.

If you have a library card, also check Hoopla (https://www.hoopladigital.com/). Your library may already give you free access to a good selection of ebooks and comics through Hoopla, and I have never seen a complaint about Hoopla that wasn't really about the library's own borrowing limits.

A practical approach: start with a free trial of whichever service matches your device, note how many books you actually finish in a month, and only then commit to a paid plan. None of these services lets you keep the books after you cancel, so if you like to reread favourites, buying those titles outright is still the better deal.`,
    expect: {
      mentions: {
        Everand: { position: 3, list: null, sentiment: "neutral" },
        "Kindle Unlimited": { position: 1, list: null, sentiment: "negative" },
        "Kobo Plus": { position: 2, list: null, sentiment: "positive" },
        Hoopla: { position: 4, list: null, sentiment: "positive" },
      },
      citations: ["https://www.everand.com/subscribe", "https://www.hoopladigital.com/"],
      own: ["https://www.everand.com/subscribe"],
    },
  },

  // ───────────────────────────── FR ─────────────────────────────

  // Crèches privées Lyon (pair B). Traps: "la maison bleue adossée à la colline" = the house in Maxime Le Forestier's song (title/lyric sense, same sentence as the brand, neutral); alias LPCR for Les Petits Chaperons Rouges (first mention "LPCR (Les Petits…)"); URL in parentheses before "."; "ne … que" restriction that praises ("On ne peut que saluer"), double negative "Ce n'est pas pour rien". Babilou positive; People&Baby negative ("plus difficile à recommander", concession "a beau multiplier les ouvertures"); La Maison Bleue and LPCR neutral facts.
  {
    id: "fr-r12-01",
    lang: "fr",
    shape: "claude",
    traps: ["alias", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Babilou", domain: "babilou.fr" },
    competitors: [
      { name: "People&Baby", domain: "people-and-baby.com" },
      { name: "La Maison Bleue", domain: "lamaisonbleue.fr" },
      { name: "Les Petits Chaperons Rouges", aliases: ["LPCR"], domain: "lpcr.fr" },
    ],
    answer: `Pour une place en crèche privée à Lyon, vous tomberez surtout sur quatre réseaux : Babilou, People&Baby, La Maison Bleue et LPCR (Les Petits Chaperons Rouges). Tous sont agréés par la PMI, et si la place est réservée par votre employeur, vous payez le même tarif qu'en crèche municipale, calculé selon le barème de la CAF. La différence se joue donc surtout au quotidien.

Si je devais n'en retenir qu'un, ce serait Babilou. On ne peut que saluer la stabilité des équipes de Babilou : les parents évoquent rarement un turnover gênant, et les retours sur le projet pédagogique (jardin, éveil musical, repas préparés sur place) sont très bons. Ce n'est pas pour rien que les comités d'entreprise citent si souvent Babilou en premier.

People&Baby, à l'inverse, me semble plus difficile à recommander en ce moment. Le réseau a beau multiplier les ouvertures, plusieurs parents décrivent chez People&Baby des directrices qui changent tous les six mois et des sections fermées faute de personnel, soit précisément ce qu'on cherche à éviter pour un tout-petit.

Le nom de La Maison Bleue fait penser à la maison bleue adossée à la colline de la chanson de Maxime Le Forestier, mais l'enseigne n'a rien de californien : c'est un réseau français présent dans la plupart des grandes villes. LPCR gère, de son côté, beaucoup de crèches d'entreprise et quelques micro-crèches.

Mon conseil : visitez au moins deux structures, demandez combien de directrices se sont succédé depuis deux ans, et consultez la liste des établissements agréés sur le site de la CAF (https://monenfant.fr).`,
    expect: {
      mentions: {
        Babilou: { position: 1, list: null, sentiment: "positive" },
        "People&Baby": { position: 2, list: null, sentiment: "negative" },
        "La Maison Bleue": { position: 3, list: null, sentiment: "neutral" },
        "Les Petits Chaperons Rouges": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://monenfant.fr"],
      own: [],
    },
    pair: "fr-r12-02",
  },

  // Twin of fr-r12-01, praise and criticism swapped. Same traps (song sense of "la maison bleue", alias LPCR, "(https://monenfant.fr)."). People&Baby positive ("ne … que saluer", "pas pour rien"); Babilou negative ("plus difficile à recommander", "a beau être le plus connu"); others neutral.
  {
    id: "fr-r12-02",
    lang: "fr",
    shape: "claude",
    traps: ["alias", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Babilou", domain: "babilou.fr" },
    competitors: [
      { name: "People&Baby", domain: "people-and-baby.com" },
      { name: "La Maison Bleue", domain: "lamaisonbleue.fr" },
      { name: "Les Petits Chaperons Rouges", aliases: ["LPCR"], domain: "lpcr.fr" },
    ],
    answer: `Pour une place en crèche privée à Lyon, vous tomberez surtout sur quatre réseaux : Babilou, People&Baby, La Maison Bleue et LPCR (Les Petits Chaperons Rouges). Tous sont agréés par la PMI, et si la place est réservée par votre employeur, vous payez le même tarif qu'en crèche municipale, calculé selon le barème de la CAF. La différence se joue donc surtout au quotidien.

Si je devais n'en retenir qu'un, ce serait People&Baby. On ne peut que saluer la stabilité des équipes de People&Baby : les parents évoquent rarement un turnover gênant, et les retours sur le projet pédagogique (jardin, éveil musical, repas préparés sur place) sont très bons. Ce n'est pas pour rien que les comités d'entreprise citent si souvent People&Baby en premier.

Babilou, à l'inverse, me semble plus difficile à recommander en ce moment. Le réseau a beau être le plus connu, plusieurs parents décrivent chez Babilou des directrices qui changent tous les six mois et des sections fermées faute de personnel, soit précisément ce qu'on cherche à éviter pour un tout-petit.

Le nom de La Maison Bleue fait penser à la maison bleue adossée à la colline de la chanson de Maxime Le Forestier, mais l'enseigne n'a rien de californien : c'est un réseau français présent dans la plupart des grandes villes. LPCR gère, de son côté, beaucoup de crèches d'entreprise et quelques micro-crèches.

Mon conseil : visitez au moins deux structures, demandez combien de directrices se sont succédé depuis deux ans, et consultez la liste des établissements agréés sur le site de la CAF (https://monenfant.fr).`,
    expect: {
      mentions: {
        Babilou: { position: 1, list: null, sentiment: "negative" },
        "People&Baby": { position: 2, list: null, sentiment: "positive" },
        "La Maison Bleue": { position: 3, list: null, sentiment: "neutral" },
        "Les Petits Chaperons Rouges": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://monenfant.fr"],
      own: [],
    },
    pair: "fr-r12-01",
  },

  // Box de vin. Traps: tracked brand Bacchus appears only as the god in the idiom "rendre hommage à Bacchus" (brand not mentioned, no own citation); "les grappes sont encore triées à la main" is the common noun (in a sentence about Trois Fois Vin's wines, before the brand Les Grappes); trailing "Sources" list naming brands; blog.troisfoisvin.com is a competitor's subdomain (not own). Trois Fois Vin positive (concession "Sans être donnée", "n'a jamais déçu", "la valeur la plus sûre"); Les Grappes negative (neutral description + "le catalogue est vaste, mais" délais/service client criticised).
  {
    id: "fr-r12-03",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Bacchus", domain: "bacchus-club.fr" },
    competitors: [
      { name: "Trois Fois Vin", domain: "troisfoisvin.com" },
      { name: "Les Grappes", domain: "lesgrappes.com" },
    ],
    answer: `Pour un abonnement vin livré à domicile, deux services reviennent dans la plupart des comparatifs récents, avec des approches assez différentes [1][2].

**Trois Fois Vin** envoie chaque mois deux ou trois bouteilles choisies par des sommeliers, accompagnées de fiches de dégustation détaillées [1]. Sans être donnée (comptez environ 30 € par mois), la box de Trois Fois Vin n'a jamais déçu les abonnés cités dans les comparatifs, qui saluent surtout la régularité de la sélection [3].

Les vins viennent souvent de petits domaines où les grappes sont encore triées à la main, ce qui explique en partie le prix [1].

**Les Grappes** fonctionne autrement : la plateforme met en relation directe avec des vignerons indépendants, souvent en bio, et l'on commande à la bouteille ou au carton [2]. Sur Les Grappes, le catalogue est vaste, mais les délais de livraison sont régulièrement critiqués et le service client est jugé peu réactif [4].

Pour un cadeau qui rende hommage à Bacchus sans prendre de risque, un abonnement de trois mois chez Trois Fois Vin reste la valeur la plus sûre [5].

Sources
1. Trois Fois Vin – La box des sommeliers : https://www.troisfoisvin.com/box-vin
2. Les Grappes – Vins de vignerons indépendants : https://lesgrappes.com/
3. Le Petit Ballon, Trois Fois Vin… quelle box de vin choisir ? : https://www.vinsetcie.fr/comparatif-box-vin
4. Avis Les Grappes | Trustpilot : https://fr.trustpilot.com/review/lesgrappes.com
5. Idées cadeaux vin – Le blog Trois Fois Vin : https://blog.troisfoisvin.com/idees-cadeaux-vin`,
    expect: {
      mentions: {
        Bacchus: null,
        "Trois Fois Vin": { position: 1, list: null, sentiment: "positive" },
        "Les Grappes": { position: 2, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.troisfoisvin.com/box-vin",
        "https://lesgrappes.com/",
        "https://www.vinsetcie.fr/comparatif-box-vin",
        "https://fr.trustpilot.com/review/lesgrappes.com",
        "https://blog.troisfoisvin.com/idees-cadeaux-vin",
      ],
      own: [],
    },
  },

  // Coworking Paris. Traps: brand written "wojo" in lower case in the table (row 2), bold "**Wojo**" later; elided "**L'Anticafé**"; bare URL ending "/." (period removed, slash kept). Wojo positive (row strengths outweigh "ambiance corporate"; "coche presque toutes les cases", "aucun avis négatif", "meilleur équilibre"); Morning positive (row: three strengths vs "souvent complet"; "le plus agréable au quotidien, à condition de réserver tôt" = conditional praise); WeWork negative ("n'est pas un mauvais choix… mais difficile de justifier", row "Cher, engagement"); Anticafé neutral (one plus, one minus, prose factual).
  {
    id: "fr-r12-04",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "case", "markdown", "possessive", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Wojo", domain: "wojo.com" },
    competitors: [
      { name: "Morning", domain: "morning.fr" },
      { name: "WeWork", domain: "wework.com" },
      { name: "Anticafé", domain: "anticafe.eu" },
    ],
    answer: `## Les meilleurs espaces de coworking à Paris pour une petite équipe

Pour 3 à 5 personnes, ces quatre réseaux couvrent l'essentiel des besoins. Voici un comparatif rapide :

| Réseau | Sites à Paris | Poste nomade | Points forts | Limites |
|---|---|---|---|---|
| **Morning** | ~25 | dès 290 €/mois | Lieux très design, communauté active, nombreux événements | Souvent complet |
| **wojo** | ~15 | dès 250 €/mois | Bon rapport qualité-prix, accès multi-sites | Ambiance plus « corporate » |
| **WeWork** | ~10 | dès 350 €/mois | Réseau international | Cher, engagement de plusieurs mois |
| **Anticafé** | 6 | paiement à l'heure | Boissons et snacks inclus | Pas de bureaux fermés |

### Notre analyse

**Wojo** coche presque toutes les cases : des espaces bien situés (Opéra, Montparnasse, La Défense), un badge qui ouvre tous les sites et des tarifs inférieurs à ceux de WeWork. On n'a trouvé aucun avis négatif sur le Wi-Fi ou les salles de réunion de Wojo.

**WeWork** n'est pas un mauvais choix pour une équipe internationale qui voyage beaucoup, mais pour une TPE parisienne, difficile de justifier chez WeWork un prix 40 % plus élevé, avec un engagement minimum de plusieurs mois.

**Morning** est le plus agréable au quotidien, à condition de réserver tôt : les lieux sont très design et la communauté est active.

**L'Anticafé** fonctionne autrement : on paie à l'heure, boissons comprises, et les espaces sont ouverts, sans bureaux fermés.

> **À retenir :** pour une petite équipe stable, Wojo offre le meilleur équilibre entre prix et services. Pour réserver une visite : https://www.wojo.com/fr/coworking-paris/.`,
    expect: {
      mentions: {
        Wojo: { position: 2, list: 2, sentiment: "positive" },
        Morning: { position: 1, list: 1, sentiment: "positive" },
        WeWork: { position: 3, list: 3, sentiment: "negative" },
        "Anticafé": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: ["https://www.wojo.com/fr/coworking-paris/"],
      own: ["https://www.wojo.com/fr/coworking-paris/"],
    },
  },

  // Location de skis. Traps: quoted review in ALL CAPS without accents ("SKISET VAL THO : A EVITER"); rhetorical question resolved positively ("Est-ce un problème ? Pas vraiment"); Twinner only in a URL of the trailing "Sources :" list (url-only, not mentioned); Trustpilot path contains www.skiset.com (not own). Skiset negative (advertised discount, "mais" sharp criticism + "A EVITER"); Ski Republic positive ("un peu plus cher" outweighed by "personne ne se plaint", free exchange); Skimium neutral fact.
  {
    id: "fr-r12-05",
    lang: "fr",
    shape: "copilot",
    traps: ["case", "url-only", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Skiset", domain: "skiset.com" },
    competitors: [
      { name: "Ski Republic", domain: "skirepublic.com" },
      { name: "Skimium", domain: "skimium.fr" },
      { name: "Twinner", domain: "twinner-sports.com" },
    ],
    answer: `Pour louer vos skis à Val Thorens, Skiset et Ski Republic sont les deux réseaux les plus présents dans la station [1][2].

Skiset affiche jusqu'à 50 % de remise en réservant en ligne, mais plusieurs avis récents regrettent des skis mal affûtés et plus d'une heure d'attente au retrait le samedi ; l'un d'eux titre même « SKISET VAL THO : A EVITER LE SAMEDI » [1][3].

Ski Republic est un peu plus cher. Est-ce un problème ? Pas vraiment : dans les avis que j'ai consultés, personne ne se plaint de l'entretien du matériel chez Ski Republic, et l'échange de skis en cours de séjour est gratuit [2][4].

Skimium, réseau de loueurs indépendants, a aussi plusieurs magasins dans la station [5].

Si vous réservez tard, comparez également les offres des magasins au pied des pistes [6].

Sources :
[1] https://www.skiset.com/fr/location-ski/val-thorens
[2] https://www.skirepublic.com/fr/
[3] https://fr.trustpilot.com/review/www.skiset.com
[4] https://www.skirepublic.com/fr/avis-clients
[5] https://www.skimium.fr/station/val-thorens/
[6] https://www.twinner-sports.com/location-ski`,
    expect: {
      mentions: {
        Skiset: { position: 1, list: null, sentiment: "negative" },
        "Ski Republic": { position: 2, list: null, sentiment: "positive" },
        Skimium: { position: 3, list: null, sentiment: "neutral" },
        Twinner: null,
      },
      citations: [
        "https://www.skiset.com/fr/location-ski/val-thorens",
        "https://www.skirepublic.com/fr/",
        "https://fr.trustpilot.com/review/www.skiset.com",
        "https://www.skirepublic.com/fr/avis-clients",
        "https://www.skimium.fr/station/val-thorens/",
        "https://www.twinner-sports.com/location-ski",
      ],
      own: ["https://www.skiset.com/fr/location-ski/val-thorens"],
    },
  },

  // Pass ferroviaires, two lines. Traps: elision "d'Eurail"; brand repeated inside "Interrail One Country"; restriction "ne vaut le coup que si". Interrail positive (recommended: "prenez Interrail", saves buying each ticket); Eurail neutral (same passes, for non-residents: a fact); Swiss Travel Pass negative (costs more than the alternative and only worth it under a condition).
  {
    id: "fr-r12-06",
    lang: "fr",
    shape: "short",
    traps: ["possessive", "hedge", "mixed-sentiment"],
    brand: { name: "Interrail", domain: "interrail.eu" },
    competitors: [
      { name: "Eurail", domain: "eurail.com" },
      { name: "Swiss Travel Pass" },
    ],
    answer: `Si vous résidez en Europe, prenez Interrail : le pass Global couvre 33 pays et vous évite d'acheter chaque billet séparément ; les pass d'Eurail sont identiques, mais réservés aux non-résidents. Pour la seule Suisse, le Swiss Travel Pass coûte plus cher qu'un Interrail One Country et ne vaut le coup que si vous prenez aussi bateaux et trains de montagne.`,
    expect: {
      mentions: {
        Interrail: { position: 1, list: null, sentiment: "positive" },
        Eurail: { position: 2, list: null, sentiment: "neutral" },
        "Swiss Travel Pass": { position: 3, list: null, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },

  // ───────────────────────────── ES ─────────────────────────────

  // Ópticas Madrid (pair C). Traps: quoted review in ALL CAPS without the accent ("FEDEROPTICOS"); table rows give list numbers; bold lead-ins; "No es que sea una mala óptica, pero…" (negated criticism then criticism). Visionlab positive ("nadie parece quejarse", conditional "Si te importa más el servicio… la opción más segura"); Federópticos negative; Natural Optics and Óptica Universitaria neutral (table facts, factual sentence, "pide presupuesto… para comparar").
  {
    id: "es-r12-01",
    lang: "es",
    shape: "gemini",
    traps: ["table", "case", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Visionlab", domain: "visionlab.es" },
    competitors: [
      { name: "Federópticos", domain: "federopticos.com" },
      { name: "Natural Optics", domain: "naturaloptics.com" },
      { name: "Óptica Universitaria", domain: "opticauniversitaria.es" },
    ],
    answer: `## Ópticas recomendadas en Madrid

Si buscas gafas graduadas con buena relación calidad-precio, estas son las cadenas con más presencia en la ciudad:

| Cadena | Precio orientativo (monofocales) | Revisión de la vista | Tiendas en Madrid |
|---|---|---|---|
| Visionlab | desde 99 € | Gratuita | Más de 30 |
| Federópticos | desde 79 € | Gratuita | Más de 20 |
| Natural Optics | desde 89 € | Gratuita | Unas 10 |
| Óptica Universitaria | desde 70 € | Gratuita | Pocas |

### Lo que dicen los clientes

**Visionlab:** Es la cadena que mejor sale en las reseñas de Madrid. Nadie parece quejarse de la atención en Visionlab, y si no te adaptas a las lentes te las cambian sin coste. Si te importa más el servicio que ahorrar 20 €, Visionlab es la opción más segura.

**Federópticos:** No es que Federópticos sea una mala óptica, pero la experiencia depende mucho de cada tienda, porque cada una es un óptico asociado independiente. Hay reseñas muy duras sobre retrasos en los pedidos, alguna tan explícita como «NUNCA MAS EN FEDEROPTICOS, TRES SEMANAS PARA UNAS GAFAS».

**Natural Optics:** Red de ópticas independientes asociadas, con tiendas sobre todo en Cataluña y algunas en Madrid.

### Recomendación

Para unas primeras gafas progresivas, empieza por Visionlab y pide presupuesto también en Óptica Universitaria para comparar.`,
    expect: {
      mentions: {
        Visionlab: { position: 1, list: 1, sentiment: "positive" },
        "Federópticos": { position: 2, list: 2, sentiment: "negative" },
        "Natural Optics": { position: 3, list: 3, sentiment: "neutral" },
        "Óptica Universitaria": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "es-r12-02",
  },

  // Twin of es-r12-01, praise and criticism swapped. Traps: caps quote "NUNCA MAS EN VISIONLAB"; comparison "sale 20 € más barata que Visionlab" (favours Federópticos, against Visionlab); table. Visionlab negative ("No es que sea una mala óptica, pero", long waits, harsh review); Federópticos positive ("nadie parece quejarse", cheaper); Natural Optics, Óptica Universitaria neutral.
  {
    id: "es-r12-02",
    lang: "es",
    shape: "gemini",
    traps: ["table", "case", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Visionlab", domain: "visionlab.es" },
    competitors: [
      { name: "Federópticos", domain: "federopticos.com" },
      { name: "Natural Optics", domain: "naturaloptics.com" },
      { name: "Óptica Universitaria", domain: "opticauniversitaria.es" },
    ],
    answer: `## Ópticas recomendadas en Madrid

Si buscas gafas graduadas con buena relación calidad-precio, estas son las cadenas con más presencia en la ciudad:

| Cadena | Precio orientativo (monofocales) | Revisión de la vista | Tiendas en Madrid |
|---|---|---|---|
| Visionlab | desde 99 € | Gratuita | Más de 30 |
| Federópticos | desde 79 € | Gratuita | Más de 20 |
| Natural Optics | desde 89 € | Gratuita | Unas 10 |
| Óptica Universitaria | desde 70 € | Gratuita | Pocas |

### Lo que dicen los clientes

**Visionlab:** No es que Visionlab sea una mala óptica, pero la experiencia depende mucho de la tienda: en las de centros comerciales la espera suele ser larga. Hay reseñas muy duras sobre retrasos en los pedidos, alguna tan explícita como «NUNCA MAS EN VISIONLAB, TRES SEMANAS PARA UNAS GAFAS».

**Federópticos:** Es la cadena que mejor sale en las reseñas de Madrid. Nadie parece quejarse de la atención en Federópticos, y si no te adaptas a las lentes te las cambian sin coste. Además, Federópticos sale 20 € más barata que Visionlab.

**Natural Optics:** Red de ópticas independientes asociadas, con tiendas sobre todo en Cataluña y algunas en Madrid.

### Recomendación

Para unas primeras gafas progresivas, empieza por Federópticos y pide presupuesto también en Óptica Universitaria para comparar.`,
    expect: {
      mentions: {
        Visionlab: { position: 1, list: 1, sentiment: "negative" },
        "Federópticos": { position: 2, list: 2, sentiment: "positive" },
        "Natural Optics": { position: 3, list: 3, sentiment: "neutral" },
        "Óptica Universitaria": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "es-r12-01",
  },

  // Gimnasios CDMX. Traps: prose before the list ranks Sports World 2 although it is list item 3; Sport City first named in a sub-bullet (inner list item 2); two own URLs differing only by "/" before "?"; a link inside "(…)" followed by "." ; utm. Smart Fit positive (economical "por excelencia", conditional praise "cumple de sobra", concession "No tiene alberca…, pero a ese precio nadie las espera"); Sports World negative (relative clause "la cuota, que ronda…, es difícil de justificar", complaints about cancelling); Sport City positive (cheaper, well kept); Energy Fitness neutral fact.
  {
    id: "es-r12-03",
    lang: "es",
    shape: "chatgpt",
    traps: ["prose-before-list", "nested-list", "utm", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Smart Fit", domain: "smartfit.com.mx" },
    competitors: [
      { name: "Sports World", domain: "sportsworld.com.mx" },
      { name: "Energy Fitness" },
      { name: "Sport City", domain: "sportcity.com.mx" },
    ],
    answer: `En CDMX la competencia está sobre todo entre Smart Fit y Sports World, pero la mejor opción depende de tu presupuesto y de lo que quieras hacer. Estas son las cadenas más comunes:

1. **Smart Fit** – La opción económica por excelencia (plan Black desde unos $599 MXN al mes).
   - Si solo vas a hacer pesas y cardio, cumple de sobra: equipo nuevo, horario amplio y sucursales en casi todas las colonias.
   - No tiene alberca ni muchas clases grupales, pero a ese precio nadie las espera.
   - [Ver planes](https://www.smartfit.com.mx/planes?utm_source=chatgpt.com)
2. **Energy Fitness** – Cadena mediana con sedes sobre todo en el sur de la ciudad; algunas tienen alberca.
3. **Sports World** – Club premium con alberca, clases y estacionamiento, pero la cuota, que ronda los $1,800 MXN al mes más inscripción, es difícil de justificar si no usas todo eso, y muchos socios se quejan de lo complicado que es darse de baja ([sportsworld.com.mx](https://www.sportsworld.com.mx/membresias?utm_source=chatgpt.com)).
   - Revisa siempre la letra pequeña del contrato anual.
   - Si quieres alberca por menos dinero: **Sport City** es más barato y sus clubes están muy bien mantenidos.
4. **Deportivos de la alcaldía** – Muy baratos, aunque con horarios y equipo limitados.

**Mi recomendación:** si lo tuyo es entrenar fuerza sin extras, ve a [Smart Fit](https://www.smartfit.com.mx/planes/?utm_source=chatgpt.com); si necesitas alberca, compara Sport City antes de firmar en Sports World.`,
    expect: {
      mentions: {
        "Smart Fit": { position: 1, list: 1, sentiment: "positive" },
        "Sports World": { position: 2, list: 3, sentiment: "negative" },
        "Energy Fitness": { position: 3, list: 2, sentiment: "neutral" },
        "Sport City": { position: 4, list: 2, sentiment: "positive" },
      },
      citations: [
        "https://www.smartfit.com.mx/planes?utm_source=chatgpt.com",
        "https://www.sportsworld.com.mx/membresias?utm_source=chatgpt.com",
        "https://www.smartfit.com.mx/planes/?utm_source=chatgpt.com",
      ],
      own: [
        "https://www.smartfit.com.mx/planes?utm_source=chatgpt.com",
        "https://www.smartfit.com.mx/planes/?utm_source=chatgpt.com",
      ],
    },
  },

  // Portales inmobiliarios. Traps: Tucasa only as the bare domain "tucasa.com" in the body (not a URL, not a mention) and in the Fuentes list (not counted) → null; Wikipedia URL with balanced parentheses; Trustpilot path with yaencontre.com (not own); rhetorical question answered "No demasiado"; double negative "no he encontrado ninguna reseña… que no destaque". Yaencontre negative (duplicated listings, late alerts); Indomio positive (concession "tiene menos volumen, pero" + double-negative praise).
  {
    id: "es-r12-04",
    lang: "es",
    shape: "perplexity",
    traps: ["url-only", "parentheses-url", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Yaencontre", domain: "yaencontre.com" },
    competitors: [
      { name: "Indomio", domain: "indomio.es" },
      { name: "Tucasa", domain: "tucasa.com" },
    ],
    answer: `Además de Idealista y Fotocasa, que concentran la mayor parte de los anuncios, hay portales más pequeños que conviene revisar si buscas piso de alquiler [1][2].

Yaencontre agrega anuncios de agencias y particulares de toda España [1]. ¿Merece la pena Yaencontre para buscar alquiler? No demasiado: muchos usuarios señalan que buena parte de sus anuncios están duplicados de otros portales y que las alertas de Yaencontre llegan tarde, cuando el piso ya está reservado [3].

Indomio, el antiguo Trovimap, tiene menos volumen, pero no he encontrado ninguna reseña reciente que no destaque lo fácil que es buscar dibujando la zona en el mapa, y los anuncios de Indomio suelen estar actualizados [4].

También puedes consultar tucasa.com, que funciona como buscador de anuncios publicados en otros portales [5].

Fuentes
[1] Yaencontre – Quiénes somos: https://www.yaencontre.com/quienes-somos
[2] Portales inmobiliarios en España: cuál elegir en 2024 – https://www.elconfidencial.com/vivienda/2024-03-12/portales-inmobiliarios-alquiler/
[3] Opiniones de Yaencontre | Trustpilot – https://es.trustpilot.com/review/yaencontre.com
[4] Indomio – Wikipedia: https://es.wikipedia.org/wiki/Indomio_(portal_inmobiliario)
[5] Tucasa.com – Pisos y casas: https://www.tucasa.com/`,
    expect: {
      mentions: {
        Yaencontre: { position: 1, list: null, sentiment: "negative" },
        Indomio: { position: 2, list: null, sentiment: "positive" },
        Tucasa: null,
      },
      citations: [
        "https://www.yaencontre.com/quienes-somos",
        "https://www.elconfidencial.com/vivienda/2024-03-12/portales-inmobiliarios-alquiler/",
        "https://es.trustpilot.com/review/yaencontre.com",
        "https://es.wikipedia.org/wiki/Indomio_(portal_inmobiliario)",
        "https://www.tucasa.com/",
      ],
      own: ["https://www.yaencontre.com/quienes-somos"],
    },
  },

  // Comida fresca para perros, long. Traps: "César Millán" is a person (accent-insensitive match of the tracked brand Cesar, not a mention; Cesar the brand is named earlier); alias "Dogfy"; concession "No es barata…, pero… está justificado"; advice against "yo no recomendaría Barkyn"; comparison "Frente a Dogfy, Barkyn sale algo más barata, pero ofrece bastante menos". Dogfy Diet positive; Barkyn negative; Edgard & Cooper and Cesar neutral facts.
  {
    id: "es-r12-05",
    lang: "es",
    shape: "long",
    traps: ["alias", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Dogfy Diet", aliases: ["Dogfy"], domain: "dogfydiet.com" },
    competitors: [
      { name: "Barkyn", domain: "barkyn.com" },
      { name: "Edgard & Cooper", domain: "edgardcooper.com" },
      { name: "Cesar" },
    ],
    answer: `Si lo que buscas es comida fresca o natural para tu perro con entrega a domicilio en España, las dos opciones más consolidadas son Dogfy Diet y Barkyn, y funcionan de forma parecida: rellenas un cuestionario sobre la raza, el peso, la edad y la actividad de tu perro, y te calculan un menú con la ración diaria ya porcionada.

**Dogfy Diet** es la que yo elegiría. Cocina a baja temperatura con ingredientes aptos para consumo humano, envía los menús congelados en cajas isotérmicas y permite pausar o cambiar la suscripción desde la web sin llamar a nadie. Lo que más se repite en las opiniones sobre Dogfy Diet es que los perros con digestiones delicadas mejoran en pocas semanas, y no he encontrado quejas serias sobre las entregas. No es barata (para un perro mediano, unos 3–4 € al día), pero el precio de Dogfy Diet está justificado.

**Barkyn** nació en Portugal y combina pienso personalizado con un servicio de veterinario online incluido en la suscripción. La idea es buena, pero yo no recomendaría Barkyn si lo que quieres es comida fresca de verdad: su producto principal sigue siendo pienso seco, y varios clientes cuentan que cancelar la suscripción les costó más de un correo. Frente a Dogfy, Barkyn sale algo más barata, pero ofrece bastante menos por lo que pagas.

Si prefieres algo de supermercado, Edgard & Cooper vende pienso y comida húmeda con ingredientes naturales en tiendas y online, y Cesar, de Mars, se encuentra en casi cualquier supermercado en formato tarrina.

Un último consejo: cambia la dieta de forma gradual, mezclando la comida nueva con la antigua durante 7–10 días. Y no olvides que la alimentación es solo una parte del bienestar; como repite el adiestrador César Millán, un perro necesita ejercicio, disciplina y cariño, en ese orden.

Si tu perro tiene alguna patología (renal, alergias, sobrepeso), consulta antes con tu veterinario: ninguno de estos servicios sustituye una dieta prescrita.`,
    expect: {
      mentions: {
        "Dogfy Diet": { position: 1, list: null, sentiment: "positive" },
        Barkyn: { position: 2, list: null, sentiment: "negative" },
        "Edgard & Cooper": { position: 3, list: null, sentiment: "neutral" },
        Cesar: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Coworking Barcelona. Traps: final run of footnote lines [1]…[5] is the sources list (names there not counted); own citations on the bare domain and on a subdomain (booking.onecowork.com); comparison "Es algo más caro que Cloudworks, pero las salas de Aticco están mejor". Brand OneCoWork negative ("el más caro", advice against "yo no empezaría por OneCoWork"); Aticco positive (active community, better rooms, "casi nadie se queja"); Cloudworks positive ("para lo que cuesta, está muy bien equipada", half the price of OneCoWork).
  {
    id: "es-r12-06",
    lang: "es",
    shape: "copilot",
    traps: ["sources-list", "subdomain", "negation", "mixed-sentiment"],
    brand: { name: "OneCoWork", domain: "onecowork.com" },
    competitors: [
      { name: "Aticco", domain: "aticco.com" },
      { name: "Cloudworks", domain: "cloudworks.es" },
    ],
    answer: `Para trabajar en remoto desde Barcelona, estas son algunas opciones según lo que busques.

Aticco tiene varios espacios en el centro y en el 22@, con una comunidad muy activa y eventos casi todas las semanas [1]. Es algo más caro que Cloudworks, pero las salas de Aticco están mejor insonorizadas y en las reseñas casi nadie se queja del wifi [2].

Cloudworks es la opción más económica de las tres y, para lo que cuesta, está muy bien equipada [3].

OneCoWork es el más caro y está pensado sobre todo para empresas, con sedes como la de Marina Port Vell, frente al puerto [4]. Para un freelance que busca algo flexible, yo no empezaría por OneCoWork: la cuota mensual de un puesto fijo duplica la de Cloudworks [5].

[1] Aticco – Coworking en Barcelona: https://www.aticco.com/es/coworking-barcelona/
[2] Aticco – Opiniones en Coworker: https://www.coworker.com/spain/barcelona/aticco
[3] Cloudworks – Espacios: https://cloudworks.es/espacios/
[4] OneCoWork Marina Port Vell: https://onecowork.com/es/centros/marina-port-vell/
[5] Tarifas OneCoWork: https://booking.onecowork.com/es/tarifas`,
    expect: {
      mentions: {
        OneCoWork: { position: 3, list: null, sentiment: "negative" },
        Aticco: { position: 1, list: null, sentiment: "positive" },
        Cloudworks: { position: 2, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.aticco.com/es/coworking-barcelona/",
        "https://www.coworker.com/spain/barcelona/aticco",
        "https://cloudworks.es/espacios/",
        "https://onecowork.com/es/centros/marina-port-vell/",
        "https://booking.onecowork.com/es/tarifas",
      ],
      own: ["https://onecowork.com/es/centros/marina-port-vell/", "https://booking.onecowork.com/es/tarifas"],
    },
  },

  // ───────────────────────────── DE ─────────────────────────────

  // Online-Apotheken (pair D). Traps: declined multiword "der Deutschen Internet Apotheke"; genitive "DocMorris' Hotline"; "die Apotheke vor Ort" is the common noun, not "Shop Apotheke"; look-alike review domain shop-apotheke-erfahrungen.de (not own); trailing "Quellen" list. Shop Apotheke positive ("kaum etwas auszusetzen", "beschwert sich kaum jemand", cheaper, good app); DocMorris negative ("zwar die bekanntere Marke, überzeugt … aber nicht"); Deutsche Internet Apotheke and Medpex neutral.
  {
    id: "de-r12-01",
    lang: "de",
    shape: "perplexity",
    traps: ["declined", "possessive", "lookalike-domain", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Shop Apotheke", domain: "shop-apotheke.com" },
    competitors: [
      { name: "DocMorris", domain: "docmorris.de" },
      { name: "Deutsche Internet Apotheke", domain: "deutscheinternetapotheke.de" },
      { name: "Medpex", domain: "medpex.de" },
    ],
    answer: `Für Rezepte und rezeptfreie Medikamente sind in Deutschland vor allem Shop Apotheke und DocMorris verbreitet. Beide sitzen in den Niederlanden (Venlo bzw. Heerlen) und lösen E-Rezepte inzwischen auch per CardLink über die Gesundheitskarte ein [1][2].

An der Lieferung der Shop Apotheke gibt es kaum etwas auszusetzen: Bestellungen kommen meist innerhalb von ein bis zwei Werktagen, und in den ausgewerteten Bewertungen beschwert sich kaum jemand über falsche oder beschädigte Ware bei der Shop Apotheke [3]. Bei rezeptfreien Produkten ist die Shop Apotheke zudem oft günstiger als die Apotheke vor Ort, und auch die App der Shop Apotheke gilt als übersichtlich und schnell [1].

DocMorris hat zwar die bekanntere Marke, überzeugt beim Service derzeit aber nicht: Nutzer berichten von wochenlangen Wartezeiten auf Erstattungen, und DocMorris' Hotline ist schwer erreichbar [4][5].

Bei der Deutschen Internet Apotheke und bei Medpex bekommt man ein ähnliches Sortiment rezeptfreier Produkte [6].

Quellen
[1] Shop Apotheke – E-Rezept einlösen: https://www.shop-apotheke.com/e-rezept/
[2] DocMorris – So funktioniert das E-Rezept: https://www.docmorris.de/e-rezept
[3] Shop Apotheke Erfahrungen 2024: https://www.shop-apotheke-erfahrungen.de/
[4] DocMorris Bewertungen | Trustpilot: https://de.trustpilot.com/review/www.docmorris.de
[5] Verbraucherzentrale – Online-Apotheken: https://www.verbraucherzentrale.de/wissen/gesundheit-pflege/medikamente/onlineapotheken-was-sie-beachten-sollten-6702
[6] Medpex – Versandapotheke: https://www.medpex.de/`,
    expect: {
      mentions: {
        "Shop Apotheke": { position: 1, list: null, sentiment: "positive" },
        DocMorris: { position: 2, list: null, sentiment: "negative" },
        "Deutsche Internet Apotheke": { position: 3, list: null, sentiment: "neutral" },
        Medpex: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.shop-apotheke.com/e-rezept/",
        "https://www.docmorris.de/e-rezept",
        "https://www.shop-apotheke-erfahrungen.de/",
        "https://de.trustpilot.com/review/www.docmorris.de",
        "https://www.verbraucherzentrale.de/wissen/gesundheit-pflege/medikamente/onlineapotheken-was-sie-beachten-sollten-6702",
        "https://www.medpex.de/",
      ],
      own: ["https://www.shop-apotheke.com/e-rezept/"],
    },
    pair: "de-r12-02",
  },

  // Twin of de-r12-01, praise and criticism swapped (sources [3]/[4] swapped accordingly). Traps: "der Deutschen Internet Apotheke", "DocMorris' App", look-alike shop-apotheke-erfahrungen.de (not own), Quellen list. DocMorris positive ("kaum etwas auszusetzen", good app); Shop Apotheke negative ("zwar das größere Sortiment, überzeugt … aber nicht"); others neutral.
  {
    id: "de-r12-02",
    lang: "de",
    shape: "perplexity",
    traps: ["declined", "possessive", "lookalike-domain", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Shop Apotheke", domain: "shop-apotheke.com" },
    competitors: [
      { name: "DocMorris", domain: "docmorris.de" },
      { name: "Deutsche Internet Apotheke", domain: "deutscheinternetapotheke.de" },
      { name: "Medpex", domain: "medpex.de" },
    ],
    answer: `Für Rezepte und rezeptfreie Medikamente sind in Deutschland vor allem Shop Apotheke und DocMorris verbreitet. Beide sitzen in den Niederlanden (Venlo bzw. Heerlen) und lösen E-Rezepte inzwischen auch per CardLink über die Gesundheitskarte ein [1][2].

An der Lieferung von DocMorris gibt es kaum etwas auszusetzen: Bestellungen kommen meist innerhalb von ein bis zwei Werktagen, und in den ausgewerteten Bewertungen beschwert sich kaum jemand über falsche oder beschädigte Ware bei DocMorris [3]. Bei rezeptfreien Produkten ist DocMorris zudem oft günstiger als die Apotheke vor Ort, und auch DocMorris' App gilt als übersichtlich und schnell [2].

Die Shop Apotheke hat zwar das größere Sortiment, überzeugt beim Service derzeit aber nicht: Nutzer berichten von wochenlangen Wartezeiten auf Erstattungen, und die Hotline der Shop Apotheke ist schwer erreichbar [4][5].

Bei der Deutschen Internet Apotheke und bei Medpex bekommt man ein ähnliches Sortiment rezeptfreier Produkte [6].

Quellen
[1] Shop Apotheke – E-Rezept einlösen: https://www.shop-apotheke.com/e-rezept/
[2] DocMorris – So funktioniert das E-Rezept: https://www.docmorris.de/e-rezept
[3] DocMorris Bewertungen | Trustpilot: https://de.trustpilot.com/review/www.docmorris.de
[4] Shop Apotheke Erfahrungen 2024: https://www.shop-apotheke-erfahrungen.de/
[5] Verbraucherzentrale – Online-Apotheken: https://www.verbraucherzentrale.de/wissen/gesundheit-pflege/medikamente/onlineapotheken-was-sie-beachten-sollten-6702
[6] Medpex – Versandapotheke: https://www.medpex.de/`,
    expect: {
      mentions: {
        "Shop Apotheke": { position: 1, list: null, sentiment: "negative" },
        DocMorris: { position: 2, list: null, sentiment: "positive" },
        "Deutsche Internet Apotheke": { position: 3, list: null, sentiment: "neutral" },
        Medpex: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.shop-apotheke.com/e-rezept/",
        "https://www.docmorris.de/e-rezept",
        "https://de.trustpilot.com/review/www.docmorris.de",
        "https://www.shop-apotheke-erfahrungen.de/",
        "https://www.verbraucherzentrale.de/wissen/gesundheit-pflege/medikamente/onlineapotheken-was-sie-beachten-sollten-6702",
        "https://www.medpex.de/",
      ],
      own: ["https://www.shop-apotheke.com/e-rezept/"],
    },
    pair: "de-r12-01",
  },

  // Küchenhersteller. Traps: brand Leicht is the common adjective — "laufen … leicht und leise" and the sentence-initial adverb "Leicht übersehen wird…" (inside a bullet list, not the brand), "Leichtbauplatten" (substring); the brand itself appears as "LEICHT" (caps) in table row 4 and "**Leicht**" in the Fazit; hyphenated "Nolte-Küchen" counts for Nolte. Table is facts only. Leicht negative ("zahlt man vor allem für Design und Namen", same quality elsewhere for far less); Nobilia positive ("nicht die hochwertigste Wahl, … aber kaum zu schlagen"); Häcker positive (most freedom, "nichts Schlechtes", better value than Leicht); Nolte neutral (price position, sales channel).
  {
    id: "de-r12-03",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "substring", "case", "table", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Leicht", domain: "leicht.com" },
    competitors: [
      { name: "Nobilia", domain: "nobilia.de" },
      { name: "Nolte", domain: "nolte-kuechen.de" },
      { name: "Häcker", domain: "haecker-kuechen.com" },
    ],
    answer: `## Küchenhersteller im Vergleich: Mittelklasse bis Premium

Die meisten Einbauküchen in Deutschland stammen aus Ostwestfalen, aber nicht alle. Die bekanntesten Hersteller unterscheiden sich vor allem bei Preis, Verarbeitung und Planungsfreiheit:

| Hersteller | Sitz | Segment | Richtpreis (Küchenzeile, 4 m, ohne Geräte) |
|---|---|---|---|
| Nobilia | Verl | Einstieg bis Mittelklasse | 5.000–10.000 € |
| Nolte | Löhne | Mittelklasse | 7.000–14.000 € |
| Häcker | Rödinghausen | Mittelklasse bis gehoben | 9.000–20.000 € |
| LEICHT | Waldstetten | Premium | ab 20.000 € |

### Worauf Sie achten sollten

* **Korpus:** Bei günstigen Küchen sind die Korpusse oft aus 16-mm-Spanplatte; 19 mm sind stabiler. Leichtbauplatten sparen Gewicht, sind aber weniger belastbar.
* **Beschläge:** Vollauszüge mit Dämpfung laufen auch voll beladen leicht und leise.
* **Planung:** Leicht übersehen wird die Lage von Steckdosen und Wasseranschluss – klären Sie das vor dem Aufmaß.

### Fazit

**Nobilia** ist nicht die hochwertigste Wahl, für ein knappes Budget aber kaum zu schlagen. **Nolte** liegt preislich zwischen Nobilia und Häcker; Nolte-Küchen werden überwiegend über den Fachhandel verkauft. **Häcker** bietet von allen vier die größte Planungsfreiheit, und über die Verarbeitung von Häcker liest man in Tests nichts Schlechtes. Bei **Leicht** zahlt man vor allem für Design und Namen: Wer keine grifflose Architektenküche will, bekommt bei Häcker vergleichbare Qualität für deutlich weniger Geld.`,
    expect: {
      mentions: {
        Leicht: { position: 4, list: 4, sentiment: "negative" },
        Nobilia: { position: 1, list: 1, sentiment: "positive" },
        Nolte: { position: 2, list: 2, sentiment: "neutral" },
        "Häcker": { position: 3, list: 3, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },

  // Photovoltaik-Anbieter. Traps: brand written "1KOMMA5°" (caps, degree sign) as list item 2; descriptions in sub-bullets belong to their parent item; utm links inside "(…)"; conditional praise "Wer beides aus einer Hand möchte, ist hier gut aufgehoben"; advice against "würde ich derzeit eher abraten". Brand 1Komma5° neutral (facts only: what the company does, its energy manager); Svea Solar positive (planning and punctual installation praised); Wegatech positive (conditional praise); Eigensonne negative.
  {
    id: "de-r12-04",
    lang: "de",
    shape: "chatgpt",
    traps: ["case", "nested-list", "utm", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "1Komma5°", domain: "1komma5.com" },
    competitors: [
      { name: "Svea Solar", domain: "sveasolar.com" },
      { name: "Wegatech", domain: "wegatech.de" },
      { name: "Eigensonne", domain: "eigensonne.de" },
    ],
    answer: `Hier sind einige bundesweit tätige Anbieter für Photovoltaik mit Speicher, die häufig empfohlen werden:

1. **Svea Solar**
   - Schwedischer Anbieter mit Komplettpaketen inklusive Montage, Speicher und Wallbox.
   - In Kundenbewertungen werden vor allem die transparente Planung und die pünktliche Montage gelobt. ([sveasolar.com](https://sveasolar.com/de-de/solaranlage?utm_source=chatgpt.com))
2. **1KOMMA5°**
   - Hamburger Unternehmen, das regionale Elektro- und Solarbetriebe übernimmt und unter einer Marke bündelt.
   - Bietet mit „Heartbeat“ ein eigenes Energiemanagementsystem für PV, Speicher und Wärmepumpe an. ([1komma5.com](https://1komma5.com/de/photovoltaik/?utm_source=chatgpt.com))
3. **Wegatech**
   - Kölner Anbieter, der neben PV-Anlagen auch Wärmepumpen plant und installiert.
   - Wer beides aus einer Hand möchte, ist hier gut aufgehoben.
4. **Eigensonne**
   - Von Eigensonne würde ich derzeit eher abraten: Es gibt zahlreiche Berichte über monatelange Verzögerungen bei der Inbetriebnahme, und der Kundenservice ist schwer erreichbar. ([Trustpilot](https://de.trustpilot.com/review/eigensonne.de?utm_source=chatgpt.com))

**Tipp:** Holen Sie mindestens drei Angebote ein und vergleichen Sie den Preis pro kWp. Nicht jeder Anbieter, der mit einem „Rundum-sorglos-Paket“ wirbt, hält das auch ein.`,
    expect: {
      mentions: {
        "1Komma5°": { position: 2, list: 2, sentiment: "neutral" },
        "Svea Solar": { position: 1, list: 1, sentiment: "positive" },
        Wegatech: { position: 3, list: 3, sentiment: "positive" },
        Eigensonne: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://sveasolar.com/de-de/solaranlage?utm_source=chatgpt.com",
        "https://1komma5.com/de/photovoltaik/?utm_source=chatgpt.com",
        "https://de.trustpilot.com/review/eigensonne.de?utm_source=chatgpt.com",
      ],
      own: ["https://1komma5.com/de/photovoltaik/?utm_source=chatgpt.com"],
    },
  },

  // E-Book-Flatrates, two lines. Traps: genitive "Skoobes Bücher"; comparison between tracked names (Legimi "die bessere Wahl", because of Skoobe's limitation); "Kindle-Geräte/Kindle-App" are not the tracked phrase. Skoobe negative (the worse choice for this reader, cannot be used on e-ink); Legimi positive; Kindle Unlimited neutral (plain description).
  {
    id: "de-r12-05",
    lang: "de",
    shape: "short",
    traps: ["possessive", "mixed-sentiment"],
    brand: { name: "Skoobe", domain: "skoobe.de" },
    competitors: [
      { name: "Legimi", domain: "legimi.de" },
      { name: "Kindle Unlimited" },
    ],
    answer: `Für einen PocketBook-Reader ist Legimi die bessere Wahl: Skoobes Bücher lassen sich nur in der eigenen App auf Smartphone oder Tablet lesen, nicht auf E-Ink-Geräten. Kindle Unlimited ist Amazons Flatrate für Kindle-Geräte und die Kindle-App.`,
    expect: {
      mentions: {
        Skoobe: { position: 2, list: null, sentiment: "negative" },
        Legimi: { position: 1, list: null, sentiment: "positive" },
        "Kindle Unlimited": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Campervermietung, long prose. Traps: genitive "Roadsurfers Flotte"; praise as absence ("kaum Beschwerden"); concession "Günstig ist Roadsurfer nicht …, aber"; quoted review "Nie wieder McRent"; "zwar nicht die Regel, aber … häufiger"; comparison "günstiger als bei Roadsurfer oder McRent"; a bullet list without tracked names. Roadsurfer positive; McRent negative; Paulcamper positive (cheaper, original vehicles, recommended on a budget); Indie Campers neutral fact.
  {
    id: "de-r12-06",
    lang: "de",
    shape: "long",
    traps: ["possessive", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Roadsurfer", domain: "roadsurfer.com" },
    competitors: [
      { name: "McRent", domain: "mcrent.de" },
      { name: "Paulcamper", domain: "paulcamper.de" },
      { name: "Indie Campers", domain: "indiecampers.com" },
    ],
    answer: `Für zwei Wochen Skandinavien im Sommer kommen vor allem vier Anbieter infrage, die sich allerdings grundlegend unterscheiden.

**Roadsurfer** ist mittlerweile der bekannteste Vermieter von ausgebauten VW-Bussen und Ford Nuggets in Deutschland. Roadsurfers Flotte ist jung, die Übergabe an großen Stationen wie München oder Hamburg läuft in der Regel reibungslos, und in den Bewertungen, die ich gefunden habe, gibt es kaum Beschwerden über den Zustand der Fahrzeuge. Günstig ist Roadsurfer nicht – in der Hochsaison zahlt man schnell 120 € pro Tag –, aber man bekommt dafür ein verlässliches Gesamtpaket inklusive Campingausstattung.

**McRent** vermietet vor allem größere Alkoven- und teilintegrierte Wohnmobile über ein Netz von Partnerstationen. Die Qualität hängt dabei stark von der jeweiligen Station ab, und ein Kunde fasst seine Erfahrung so zusammen: „Nie wieder McRent – das Fahrzeug war dreckig und die Markise kaputt.“ Solche Berichte sind zwar nicht die Regel, aber bei McRent häufiger als bei der Konkurrenz.

**Paulcamper** ist eine Plattform, auf der Privatleute ihre eigenen Camper vermieten. Das ist oft günstiger als bei Roadsurfer oder McRent, und bei Paulcamper findet man auch originelle Fahrzeuge wie liebevoll ausgebaute T3-Bullis; die Versicherung läuft über die Plattform.

**Indie Campers** hat Stationen in vielen europäischen Ländern, was Einwegmieten über Ländergrenzen hinweg erleichtert.

Für Skandinavien lohnt sich außerdem ein genauer Blick auf die Ausstattung: Standheizung, Markise und eine zweite Bordbatterie sind im Norden auch im Sommer kein Luxus, weil die Nächte kühl werden können und viele Stellplätze keinen Stromanschluss haben. Frag bei der Buchung konkret nach, ob Bettwäsche, Geschirr und Campingstühle im Preis enthalten sind oder extra berechnet werden.

Worauf du bei allen achten solltest:
- Kilometerpakete: Für Skandinavien sind 300 km pro Tag schnell aufgebraucht.
- Fährkosten: Die Überfahrten Kiel–Oslo oder Puttgarden–Rødby sind in der Hochsaison früh ausgebucht und nicht im Mietpreis enthalten.
- Kaution: meist 1.000–2.000 €, die bei Schäden einbehalten wird.

Mein Tipp: Wenn du keine Überraschungen willst, buch bei Roadsurfer; wenn das Budget knapp ist, schau zuerst bei Paulcamper.`,
    expect: {
      mentions: {
        Roadsurfer: { position: 1, list: null, sentiment: "positive" },
        McRent: { position: 2, list: null, sentiment: "negative" },
        Paulcamper: { position: 3, list: null, sentiment: "positive" },
        "Indie Campers": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
];
