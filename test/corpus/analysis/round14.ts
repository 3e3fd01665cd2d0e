// Round 14: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output, answers as engines write them; held out.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // ===================== EN =====================

  // en-01 podcast hosting. Traps: "captivate" as a verb in the intro (not Captivate), numbered headings = list items 1–4, Buzzsprout's possessive, same Buzzsprout URL twice (one citation), link inside parentheses "))". Buzzsprout positive (beginner-friendly, best guides, recommended); Transistor positive (best for several shows, solid; the bare-bones concession does not outweigh); Captivate neutral (prices/features only); Podbean negative ("isn't the most polished", limited, dated).
  {
    id: "en-r14-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "markdown", "utm", "possessive", "trailing-punctuation", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Buzzsprout", domain: "buzzsprout.com" },
    competitors: [
      { name: "Transistor", domain: "transistor.fm" },
      { name: "Captivate", domain: "captivate.fm" },
      { name: "Podbean", domain: "podbean.com" },
    ],
    answer: `The host itself won't captivate listeners for you (your content does that), but a few platforms make the first months much easier. Here's how the main options compare for a beginner:

### 1. **Buzzsprout** — easiest start
- Free plan keeps episodes live for 90 days; paid plans start at $12/month for 3 hours of uploads.
- The dashboard is genuinely beginner-friendly, and its step-by-step guides are some of the best in the industry.
- The optional Magic Mastering add-on noticeably cleans up home recordings.
- [Buzzsprout pricing](https://www.buzzsprout.com/pricing?utm_source=chatgpt.com)

### 2. **Transistor** — best for several shows
- From $19/month, with unlimited shows on every plan.
- Private podcasts and team seats are included, which is handy for companies.
- Analytics are solid, though the episode editor is more bare-bones than Buzzsprout's.

### 3. **Captivate** — marketing-focused
- From $19/month, with unlimited uploads on all plans.
- Includes smart links, a podcast website builder and listener calls to action.

### 4. **Podbean**
- Offers a free tier and a built-in sponsorship marketplace.
- It isn't the most polished option: the free plan is capped at 5 hours of audio in total, and the web player looks dated next to the others.

**My pick:** start with Buzzsprout ([pricing](https://www.buzzsprout.com/pricing?utm_source=chatgpt.com)) if you want hand-holding; choose Transistor if you expect to run more than one show ([transistor.fm](https://transistor.fm/pricing/?utm_source=chatgpt.com)).`,
    expect: {
      mentions: {
        Buzzsprout: { position: 1, list: 1, sentiment: "positive" },
        Transistor: { position: 2, list: 2, sentiment: "positive" },
        Captivate: { position: 3, list: 3, sentiment: "neutral" },
        Podbean: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.buzzsprout.com/pricing?utm_source=chatgpt.com",
        "https://transistor.fm/pricing/?utm_source=chatgpt.com",
      ],
      own: ["https://www.buzzsprout.com/pricing?utm_source=chatgpt.com"],
    },
  },

  // en-02 UK wedding planning platforms. Traps: "getting hitched" (the idiom, not Hitched) before the brand; Guides for Brides only inside a link URL (not mentioned); own URL inside parentheses ")." Bridebook positive (most complete, strongest, recommended; caveat minor); Hitched negative (dated, cluttered, out-of-date listings, unanswered enquiries; galleries concession is minor); Rock My Wedding positive (beautifully curated).
  {
    id: "en-r14-02",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "url-only", "trailing-punctuation", "hedge", "mixed-sentiment"],
    brand: { name: "Bridebook", domain: "bridebook.com" },
    competitors: [
      { name: "Hitched", domain: "hitched.co.uk" },
      { name: "Guides for Brides", domain: "guidesforbrides.co.uk" },
      { name: "Rock My Wedding" },
    ],
    answer: `Congratulations on getting hitched! For UK couples, the two platforms most people end up comparing are Bridebook and Hitched, and they take quite different approaches.

Bridebook is the more complete planning tool. Its budget tracker, guest list and supplier messaging all live in one app, and it's free for couples because suppliers pay to be listed (the venue search is at https://bridebook.com/uk/venues). The one caveat is that the search tends to surface venues that advertise, so cross-check anything it suggests, but as an all-in-one planner it's the strongest option I know of.

Hitched has been around far longer, but it feels dated now. The app is cluttered with ads, and I'd be cautious about relying on its supplier directory: listings are often out of date, and several Trustpilot reviewers say their enquiries went unanswered. Its real-wedding galleries are still worth a browse for ideas.

If you mainly want inspiration rather than tools, Rock My Wedding is a beautifully curated blog with a strong eye for style. And if your priority is seeing venue prices before you enquire, [this regional venue directory](https://www.guidesforbrides.co.uk/wedding-venues) lists them up front.

Short version: use Bridebook as your planning hub, and dip into the others for ideas.`,
    expect: {
      mentions: {
        Bridebook: { position: 1, list: null, sentiment: "positive" },
        Hitched: { position: 2, list: null, sentiment: "negative" },
        "Guides for Brides": null,
        "Rock My Wedding": { position: 3, list: null, sentiment: "positive" },
      },
      citations: ["https://bridebook.com/uk/venues", "https://www.guidesforbrides.co.uk/wedding-venues"],
      own: ["https://bridebook.com/uk/venues"],
    },
  },

  // en-03 home gym brands (pair with en-04). Traps: table rows 1–4, aliases REP/Rogue with possessives (REP's, Rogue's), "one-rep max" (the word, not REP). REP Fitness positive (excellent value, rarely report issues = praise as absence of problems, "the rack to buy"); Rogue Fitness negative (overpriced, delays, add-ons cost more, "I'd hesitate to recommend"); Titan and Bowflex neutral (specs and prices only).
  {
    id: "en-r14-03",
    lang: "en",
    shape: "gemini",
    traps: ["table", "alias", "possessive", "common-word", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "REP Fitness", aliases: ["REP"], domain: "repfitness.com" },
    competitors: [
      { name: "Rogue Fitness", aliases: ["Rogue"], domain: "roguefitness.com" },
      { name: "Titan Fitness" },
      { name: "Bowflex", domain: "bowflex.com" },
    ],
    answer: `## Best Home Gym Brands for a Garage Setup

Choosing equipment comes down to budget, ceiling height and how heavy you plan to lift. Here's how the most popular brands compare:

| Brand | Flagship product | Approx. price | Verdict |
|---|---|---|---|
| **REP Fitness** | PR-4000 power rack | $1,000 | Excellent value; the welds and hardware rival racks costing twice as much |
| **Rogue Fitness** | Monster Lite R-3 rack | $900 | Overpriced for what you get, and shipping delays are a common complaint |
| **Titan Fitness** | T-3 power rack | $450 | Budget option; 2x3" uprights in 11-gauge steel |
| **Bowflex** | SelectTech 552 dumbbells | $430 | Adjustable dumbbells from 5 to 52.5 lb; no racks in the range |

### Key Considerations

* **Ceiling height:** Measure before ordering. Most 90" racks need around 8 ft of clearance if you want to do pull-ups.
* **Attachments:** REP's attachment range fits its racks well, and owners rarely report alignment issues. Rogue's catalogue is huge, but many add-ons cost more than comparable third-party parts.
* **Safety:** Whatever you buy, set the safety arms before testing your one-rep max.

### The Bottom Line

For most home lifters, **REP Fitness** is the rack to buy. I'd hesitate to recommend Rogue unless you find one second-hand at a good price.`,
    expect: {
      mentions: {
        "REP Fitness": { position: 1, list: 1, sentiment: "positive" },
        "Rogue Fitness": { position: 2, list: 2, sentiment: "negative" },
        "Titan Fitness": { position: 3, list: 3, sentiment: "neutral" },
        Bowflex: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "en-r14-04",
  },

  // en-04 twin of en-03: praise and criticism swapped between REP Fitness and Rogue Fitness; table order unchanged. Rogue positive, REP negative; Titan and Bowflex neutral as before.
  {
    id: "en-r14-04",
    lang: "en",
    shape: "gemini",
    traps: ["table", "alias", "possessive", "common-word", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "REP Fitness", aliases: ["REP"], domain: "repfitness.com" },
    competitors: [
      { name: "Rogue Fitness", aliases: ["Rogue"], domain: "roguefitness.com" },
      { name: "Titan Fitness" },
      { name: "Bowflex", domain: "bowflex.com" },
    ],
    answer: `## Best Home Gym Brands for a Garage Setup

Choosing equipment comes down to budget, ceiling height and how heavy you plan to lift. Here's how the most popular brands compare:

| Brand | Flagship product | Approx. price | Verdict |
|---|---|---|---|
| **REP Fitness** | PR-4000 power rack | $1,000 | Overpriced for what you get, and shipping delays are a common complaint |
| **Rogue Fitness** | Monster Lite R-3 rack | $900 | Excellent value; the welds and hardware rival racks costing twice as much |
| **Titan Fitness** | T-3 power rack | $450 | Budget option; 2x3" uprights in 11-gauge steel |
| **Bowflex** | SelectTech 552 dumbbells | $430 | Adjustable dumbbells from 5 to 52.5 lb; no racks in the range |

### Key Considerations

* **Ceiling height:** Measure before ordering. Most 90" racks need around 8 ft of clearance if you want to do pull-ups.
* **Attachments:** Rogue's attachment range fits its racks well, and owners rarely report alignment issues. REP's catalogue is huge, but many add-ons cost more than comparable third-party parts.
* **Safety:** Whatever you buy, set the safety arms before testing your one-rep max.

### The Bottom Line

For most home lifters, **Rogue Fitness** is the rack to buy. I'd hesitate to recommend REP unless you find one second-hand at a good price.`,
    expect: {
      mentions: {
        "REP Fitness": { position: 1, list: 1, sentiment: "negative" },
        "Rogue Fitness": { position: 2, list: 2, sentiment: "positive" },
        "Titan Fitness": { position: 3, list: 3, sentiment: "neutral" },
        Bowflex: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "en-r14-03",
  },

  // en-05 e-scooters, one-liner. Traps: "pure range" (the adjective, not the alias Pure) comes first; the brand is reached through its product "Pure Advance" / full name; NIU's possessive; Inokim absent. NIU positive ("the one to look at" for range); Pure Electric positive (rides better); Dualtron negative ("I'd skip", heavy, more than you need).
  {
    id: "en-r14-05",
    lang: "en",
    shape: "short",
    traps: ["common-word", "alias", "possessive", "mixed-sentiment"],
    brand: { name: "Pure Electric", aliases: ["Pure"], domain: "pureelectric.com" },
    competitors: [{ name: "NIU", domain: "niu.com" }, { name: "Inokim" }, { name: "Dualtron" }],
    answer: `If pure range is your priority, NIU's KQi3 Max (about 40 miles claimed, around £699) is the one to look at; for comfort on rough city streets, the Pure Advance from Pure Electric rides better thanks to its wider deck and bigger tyres. I'd skip Dualtron for commuting: those scooters are heavy and far more powerful than you need.`,
    expect: {
      mentions: {
        "Pure Electric": { position: 2, list: null, sentiment: "positive" },
        NIU: { position: 1, list: null, sentiment: "positive" },
        Inokim: null,
        Dualtron: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },

  // en-06 UK–Netherlands ferries, perplexity with a trailing Sources list naming every brand (not body). Traps: alias Stena inside ship names, P&O in URL only in sources, "Brittany" the region beside Brittany Ferries. Stena Line positive (praised punctuality/cabins, best-reviewed); DFDS neutral (explicitly mixed reviews, route facts); P&O Ferries negative (travellers avoid it, complaints); Brittany Ferries neutral (route facts).
  {
    id: "en-r14-06",
    lang: "en",
    shape: "perplexity",
    traps: ["sources-list", "alias", "markdown", "mixed-sentiment"],
    brand: { name: "Stena Line", aliases: ["Stena"], domain: "stenaline.co.uk" },
    competitors: [
      { name: "DFDS", domain: "dfds.com" },
      { name: "P&O Ferries", aliases: ["P&O"], domain: "poferries.com" },
      { name: "Brittany Ferries", domain: "brittany-ferries.co.uk" },
    ],
    answer: `For a car crossing from England to the Netherlands, the three realistic options are Stena Line (Harwich–Hook of Holland), DFDS (Newcastle–IJmuiden, near Amsterdam) and P&O Ferries (Hull–Rotterdam) [1][2].

**Stena Line** runs the only daytime sailing of the three, taking about 7 hours, plus an overnight crossing. Reviewers consistently praise the punctual departures and the comfortable cabins on the Stena Hollandica and Stena Britannica [1][3]. Off-peak fares for a car and two passengers start at around £150 each way [1].

**DFDS** sails overnight only (about 16 hours), which suits drivers coming from Scotland or the North East. Reviews are mixed: the buffet and the on-board cinema are popular, but several travellers describe the cabins as tired [2][4].

**P&O Ferries** also runs its Hull route overnight. Many travellers still say they avoid the company after it dismissed around 800 seafarers without notice in 2022, and recent reviews complain about long check-in queues at Hull [5].

If you're heading further south, note that Brittany Ferries doesn't sail to the Netherlands at all; its Portsmouth and Plymouth routes go to Normandy, Brittany and Spain [6].

**Recommendation:** For most drivers from London or the South East, Stena Line via Harwich is the most convenient and best-reviewed choice [1][3].

Sources
[1] Stena Line – Harwich to Hook of Holland – https://www.stenaline.co.uk/ferry-to-holland/harwich-hook-of-holland
[2] DFDS – Newcastle to Amsterdam ferry – https://www.dfds.com/en-gb/passenger-ferries/ferry-routes/newcastle-amsterdam
[3] Ferry Reviews – Stena Line – https://www.ferry-reviews.co.uk/stena-line/
[4] Ferry Reviews – DFDS King Seaways – https://www.ferry-reviews.co.uk/dfds-king-seaways/
[5] This is Money – P&O Ferries Hull complaints – https://www.thisismoney.co.uk/money/holidays/article-12345678/P-O-Ferries-Hull-complaints.html
[6] Brittany Ferries – Routes – https://www.brittany-ferries.co.uk/routes`,
    expect: {
      mentions: {
        "Stena Line": { position: 1, list: null, sentiment: "positive" },
        DFDS: { position: 2, list: null, sentiment: "neutral" },
        "P&O Ferries": { position: 3, list: null, sentiment: "negative" },
        "Brittany Ferries": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.stenaline.co.uk/ferry-to-holland/harwich-hook-of-holland",
        "https://www.dfds.com/en-gb/passenger-ferries/ferry-routes/newcastle-amsterdam",
        "https://www.ferry-reviews.co.uk/stena-line/",
        "https://www.ferry-reviews.co.uk/dfds-king-seaways/",
        "https://www.thisismoney.co.uk/money/holidays/article-12345678/P-O-Ferries-Hull-complaints.html",
        "https://www.brittany-ferries.co.uk/routes",
      ],
      own: ["https://www.stenaline.co.uk/ferry-to-holland/harwich-hook-of-holland"],
    },
  },

  // ===================== FR =====================

  // fr-01 magasins bio à Paris (pair with fr-02). Traps: numbered list, links in parentheses "))", utm; Carrefour untracked. Biocoop positive (le plus exigeant, avis saluent, "je vous conseille… sans hésiter"); Naturalia negative (prix nettement plus élevés, ruptures, "dépanne… sans plus"); La Vie Claire and Bio c' Bon neutral (facts only).
  {
    id: "fr-r14-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["utm", "markdown", "trailing-punctuation", "hedge", "mixed-sentiment"],
    brand: { name: "Biocoop", domain: "biocoop.fr" },
    competitors: [
      { name: "Naturalia", domain: "naturalia.fr" },
      { name: "La Vie Claire", domain: "lavieclaire.com" },
      { name: "Bio c' Bon", aliases: ["Bio c'Bon"] },
    ],
    answer: `Bonne question ! À Paris, l'offre de magasins bio est dense, et les enseignes ne se valent pas toutes. Voici un comparatif rapide :

1. **Biocoop** – Le réseau le plus exigeant : 100 % bio, un rayon vrac très développé et des partenariats durables avec les producteurs. Les avis saluent la fraîcheur des fruits et légumes, presque tous de saison. ([biocoop.fr](https://www.biocoop.fr/magasins?utm_source=chatgpt.com))
2. **Naturalia** – Beaucoup de magasins en centre-ville, mais des prix nettement plus élevés et un choix en vrac limité. Plusieurs clients déplorent aussi des ruptures fréquentes sur les produits frais. ([naturalia.fr](https://www.naturalia.fr/magasins?utm_source=chatgpt.com))
3. **La Vie Claire** – Enseigne fondée en 1948, avec sa propre marque de produits et environ 380 magasins en France.
4. **Bio c' Bon** – Racheté par Carrefour en 2020 ; le réseau parisien compte aujourd'hui une cinquantaine de boutiques.

**En résumé :** si le prix et l'éthique comptent pour vous, je vous conseille Biocoop sans hésiter. Naturalia dépanne quand on est pressé, sans plus.`,
    expect: {
      mentions: {
        Biocoop: { position: 1, list: 1, sentiment: "positive" },
        Naturalia: { position: 2, list: 2, sentiment: "negative" },
        "La Vie Claire": { position: 3, list: 3, sentiment: "neutral" },
        "Bio c' Bon": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.biocoop.fr/magasins?utm_source=chatgpt.com",
        "https://www.naturalia.fr/magasins?utm_source=chatgpt.com",
      ],
      own: ["https://www.biocoop.fr/magasins?utm_source=chatgpt.com"],
    },
    pair: "fr-r14-02",
  },

  // fr-02 twin of fr-01: the descriptions and the verdict are swapped between Biocoop and Naturalia; list order unchanged. Biocoop negative, Naturalia positive; the two others neutral.
  {
    id: "fr-r14-02",
    lang: "fr",
    shape: "chatgpt",
    traps: ["utm", "markdown", "trailing-punctuation", "hedge", "mixed-sentiment"],
    brand: { name: "Biocoop", domain: "biocoop.fr" },
    competitors: [
      { name: "Naturalia", domain: "naturalia.fr" },
      { name: "La Vie Claire", domain: "lavieclaire.com" },
      { name: "Bio c' Bon", aliases: ["Bio c'Bon"] },
    ],
    answer: `Bonne question ! À Paris, l'offre de magasins bio est dense, et les enseignes ne se valent pas toutes. Voici un comparatif rapide :

1. **Biocoop** – Beaucoup de magasins en centre-ville, mais des prix nettement plus élevés et un choix en vrac limité. Plusieurs clients déplorent aussi des ruptures fréquentes sur les produits frais. ([biocoop.fr](https://www.biocoop.fr/magasins?utm_source=chatgpt.com))
2. **Naturalia** – Le réseau le plus exigeant : 100 % bio, un rayon vrac très développé et des partenariats durables avec les producteurs. Les avis saluent la fraîcheur des fruits et légumes, presque tous de saison. ([naturalia.fr](https://www.naturalia.fr/magasins?utm_source=chatgpt.com))
3. **La Vie Claire** – Enseigne fondée en 1948, avec sa propre marque de produits et environ 380 magasins en France.
4. **Bio c' Bon** – Racheté par Carrefour en 2020 ; le réseau parisien compte aujourd'hui une cinquantaine de boutiques.

**En résumé :** si le prix et l'éthique comptent pour vous, je vous conseille Naturalia sans hésiter. Biocoop dépanne quand on est pressé, sans plus.`,
    expect: {
      mentions: {
        Biocoop: { position: 1, list: 1, sentiment: "negative" },
        Naturalia: { position: 2, list: 2, sentiment: "positive" },
        "La Vie Claire": { position: 3, list: 3, sentiment: "neutral" },
        "Bio c' Bon": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.biocoop.fr/magasins?utm_source=chatgpt.com",
        "https://www.naturalia.fr/magasins?utm_source=chatgpt.com",
      ],
      own: ["https://www.biocoop.fr/magasins?utm_source=chatgpt.com"],
    },
    pair: "fr-r14-01",
  },

  // fr-03 ferries pour la Corse, perplexity with "Sources :" list naming all four (not body). Traps: first-mention order Corsica Linea, La Méridionale, Corsica Ferries; "Moby Dick" (a title) beside the brand Moby; a Trustpilot URL with corsicalinea.com in its path (not own). Corsica Linea positive (avis très positifs); Corsica Ferries negative (avis nettement plus sévères: vieillissants, retards, service client); La Méridionale neutral (fleet facts; the sentence naming Corsica Linea as partner is neutral); Moby neutral (route fact).
  {
    id: "fr-r14-03",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "Corsica Linea", domain: "corsicalinea.com" },
    competitors: [
      { name: "Corsica Ferries", domain: "corsica-ferries.fr" },
      { name: "La Méridionale", domain: "lameridionale.fr" },
      { name: "Moby", domain: "moby.it" },
    ],
    answer: `Pour rejoindre la Corse en ferry depuis le continent français, trois compagnies assurent l'essentiel des traversées : Corsica Linea et La Méridionale au départ de Marseille, Corsica Ferries au départ de Toulon et de Nice [1][2].

Corsica Linea dessert Ajaccio, Bastia, L'Île-Rousse et Porto-Vecchio depuis Marseille, surtout en traversée de nuit. Les avis récents sont globalement très positifs : cabines propres, personnel aimable et départs à l'heure [1][3]. Comptez environ 250 € l'aller-retour hors saison pour deux passagers et une voiture [1].

Corsica Ferries, reconnaissable à ses « bateaux jaunes », propose le plus grand nombre de rotations, y compris de jour depuis Toulon. Ses tarifs d'appel sont attractifs, mais les avis sont nettement plus sévères : navires vieillissants, retards fréquents en été et service client difficile à joindre [2][4].

La Méridionale, qui exploite certaines lignes en partenariat avec Corsica Linea, utilise des navires mixtes fret-passagers qui partent le soir de Marseille [5].

Au départ de l'Italie, Moby relie Livourne à Bastia toute l'année ; la baleine bleue peinte sur ses coques est un clin d'œil à Moby Dick [6].

Sources :
[1] Corsica Linea – Horaires et tarifs – https://www.corsicalinea.com/fr/horaires-tarifs
[2] Corsica Ferries – Toulon Corse – https://www.corsica-ferries.fr/bateau-corse/toulon.html
[3] Trustpilot – Avis Corsica Linea – https://fr.trustpilot.com/review/corsicalinea.com
[4] Routard – Forum Corse : retards Corsica Ferries – https://www.routard.com/forum_message/corse/corsica-ferries-retards.htm
[5] La Méridionale – Notre flotte – https://www.lameridionale.fr/notre-flotte
[6] Moby – Livourne Bastia – https://www.moby.it/fr/ferry-livourne-bastia`,
    expect: {
      mentions: {
        "Corsica Linea": { position: 1, list: null, sentiment: "positive" },
        "Corsica Ferries": { position: 3, list: null, sentiment: "negative" },
        "La Méridionale": { position: 2, list: null, sentiment: "neutral" },
        Moby: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.corsicalinea.com/fr/horaires-tarifs",
        "https://www.corsica-ferries.fr/bateau-corse/toulon.html",
        "https://fr.trustpilot.com/review/corsicalinea.com",
        "https://www.routard.com/forum_message/corse/corsica-ferries-retards.htm",
        "https://www.lameridionale.fr/notre-flotte",
        "https://www.moby.it/fr/ferry-livourne-bastia",
      ],
      own: ["https://www.corsicalinea.com/fr/horaires-tarifs"],
    },
  },

  // fr-04 éditeurs jeunesse pour un lecteur de CP, long prose. Traps: "Nathan" is first the user's son (a person, not the publisher) and again at the end; elided "de l'École des loisirs"; URL in angle brackets. L'École des loisirs positive (la référence, vraie qualité; the price "bémol" is a concession); Gallimard Jeunesse neutral (collection, levels, price); Nathan negative ("textes assez plats", "je doute qu'ils donnent le goût de lire"); Milan positive ("très bonne idée", recommended as complement).
  {
    id: "fr-r14-04",
    lang: "fr",
    shape: "long",
    traps: ["possessive", "alias", "trailing-punctuation", "hedge", "mixed-sentiment"],
    brand: { name: "L'École des loisirs", aliases: ["École des loisirs"], domain: "ecoledesloisirs.fr" },
    competitors: [
      { name: "Gallimard Jeunesse", domain: "gallimard-jeunesse.fr" },
      { name: "Nathan", domain: "nathan.fr" },
      { name: "Milan", domain: "editionsmilan.com" },
    ],
    answer: `Pour Nathan, qui entre au CP, l'idéal est de mélanger des livres qu'il peut lire seul et des histoires plus riches que vous lui lisez le soir. Voici comment je vois les principaux éditeurs sur ce créneau.

L'École des loisirs est sans doute la référence pour les premiers romans. Sa collection « Moucheron » propose des textes courts mais d'une vraie qualité littéraire, et les illustrations ne prennent jamais le pas sur l'histoire. Beaucoup d'enseignants puisent d'ailleurs dans le catalogue de l'École des loisirs pour les lectures en classe ; il se filtre par âge sur <https://www.ecoledesloisirs.fr/catalogue?age=6-7>. Le seul bémol, c'est le prix : autour de 7 € le petit roman, ce n'est pas donné.

Gallimard Jeunesse publie, avec Folio Cadet, des premières lectures classées en trois niveaux, des classiques aux séries récentes, pour environ 6 € le volume.

Chez Nathan, les « Premières lectures » sont calées sur la progression du CP, ce qui rassure beaucoup de parents. Honnêtement, je trouve pourtant ces textes assez plats : ils font le travail de déchiffrage, mais je doute qu'ils donnent le goût de lire à un enfant qui n'est pas déjà motivé.

Milan, enfin, édite le magazine « J'apprends à lire », qui arrive chaque mois avec une histoire, des jeux et un petit carnet de lecture. C'est une très bonne idée si votre fils aime recevoir du courrier à son nom, et la plupart des enfants adorent ça.

Un mot sur le format : à cet âge, privilégiez des livres avec de gros caractères, des chapitres courts et une illustration par double page. Les bibliothèques municipales prêtent la plupart de ces collections, ce qui permet de tester plusieurs styles avant d'acheter.

Si je devais n'en garder qu'un, je prendrais L'École des loisirs pour les romans, et je compléterais avec l'abonnement de Milan pour garder le rythme entre deux passages en librairie. Et surtout, laissez Nathan choisir lui-même une partie de ses livres à la bibliothèque : c'est souvent ce qui déclenche l'envie de lire.`,
    expect: {
      mentions: {
        "L'École des loisirs": { position: 1, list: null, sentiment: "positive" },
        "Gallimard Jeunesse": { position: 2, list: null, sentiment: "neutral" },
        Nathan: { position: 3, list: null, sentiment: "negative" },
        Milan: { position: 4, list: null, sentiment: "positive" },
      },
      citations: ["https://www.ecoledesloisirs.fr/catalogue?age=6-7"],
      own: ["https://www.ecoledesloisirs.fr/catalogue?age=6-7"],
    },
  },

  // fr-05 sols de cuisine, gemini with table and bullets. Traps: Saint-Maclou named in the intro prose (rank 1) but first in a list as bullet 2; TARKETT in capitals; table rows. Saint-Maclou negative (délais longs, devis pas compétitifs, "faites jouer la concurrence"; intro neutral); Tarkett positive (excellente résistance, "le choix le plus sûr"); Gerflor and Quick-Step neutral (type, price, installation facts).
  {
    id: "fr-r14-05",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "prose-before-list", "markdown", "case", "mixed-sentiment"],
    brand: { name: "Saint-Maclou", domain: "saint-maclou.com" },
    competitors: [
      { name: "Tarkett", domain: "tarkett.fr" },
      { name: "Gerflor", domain: "gerflor.fr" },
      { name: "Quick-Step", domain: "quick-step.fr" },
    ],
    answer: `## Sol de cuisine : vinyle ou stratifié ?

Dans une cuisine, un sol doit avant tout résister à l'eau, aux taches et aux chocs. Voici un point sur les principales marques, puis sur les enseignes spécialisées comme Saint-Maclou.

### Les marques à considérer

| Marque | Type | Prix indicatif | Points clés |
|---|---|---|---|
| **Tarkett** | Vinyle (lames et rouleaux) | 20–45 €/m² | Excellente résistance à l'eau, très large choix de décors |
| **Gerflor** | Vinyle | 15–40 €/m² | Fabriqué en France ; lames clipsables ou à coller |
| **Quick-Step** | Stratifié hydrofuge | 25–50 €/m² | Gamme Impressive avec surface traitée contre l'eau ; pose clipsable |

### Où acheter et faire poser ?

* **Grandes surfaces de bricolage** (Leroy Merlin, Castorama) : prix attractifs, mais la pose est à organiser vous-même ou via un artisan.
* **Saint-Maclou** : l'enseigne vend et pose, ce qui simplifie les démarches. En revanche, les délais d'intervention sont souvent longs et les devis de pose sont rarement les plus compétitifs ; faites jouer la concurrence.
* **Artisans indépendants** : souvent le meilleur rapport qualité-prix pour la pose, à condition de vérifier les avis.

### Notre recommandation

Pour une cuisine, un vinyle **TARKETT** de la gamme iD Inspiration reste le choix le plus sûr : il ne craint ni l'eau ni les chutes d'objets.`,
    expect: {
      mentions: {
        "Saint-Maclou": { position: 1, list: 2, sentiment: "negative" },
        Tarkett: { position: 2, list: 1, sentiment: "positive" },
        Gerflor: { position: 3, list: 2, sentiment: "neutral" },
        "Quick-Step": { position: 4, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // fr-06 assurance PVT Canada, copilot with a trailing footnote "Sources :" list. Traps: "une bonne chapka" (the hat) before any brand; elided "d'AVA" comes before "de Chapka" (AVA ranks 1); Heymondo only in the sources list (not mentioned). AVA negative (un peu moins cher, but remboursements très longs); Chapka positive ("a ma préférence", bons retours); ACS neutral (offer and deductible facts).
  {
    id: "fr-r14-06",
    lang: "fr",
    shape: "copilot",
    traps: ["common-word", "possessive", "sources-list", "mixed-sentiment"],
    brand: { name: "Chapka", domain: "chapkadirect.fr" },
    competitors: [
      { name: "AVA", domain: "ava.fr" },
      { name: "ACS", domain: "acs-ami.com" },
      { name: "Heymondo", domain: "heymondo.fr" },
    ],
    answer: `Pour un PVT au Canada, l'assurance doit couvrir toute la durée du permis, rapatriement compris : l'agent d'immigration peut vous la demander à l'arrivée [1]. (Et prévoyez une bonne chapka, l'hiver québécois ne pardonne pas !)

Les deux contrats les plus souscrits par les pvtistes sont la formule PVT d'AVA et le Cap Aventure de Chapka [1].

Chapka a ma préférence : souscription en ligne en dix minutes, attestation envoyée immédiatement, et les retours sur les remboursements de frais médicaux sont bons [2].

AVA est un peu moins cher sur douze mois, mais plusieurs pvtistes se plaignent de délais de remboursement très longs [3].

ACS propose aussi un contrat PVT, avec une franchise de 0 € ou de 50 € selon l'option choisie [1].

Sources :
[1] pvtistes.net – Quelle assurance choisir pour son PVT ? – https://pvtistes.net/dossiers/assurance-pvt/
[2] Chapka – Cap Aventure – https://www.chapkadirect.fr/assurance-voyage/cap-aventure/
[3] Forum pvtistes – Remboursement AVA – https://pvtistes.net/forum/assurances/remboursement-ava/
[4] Heymondo – Assurance voyage longue durée – https://www.heymondo.fr/assurance-voyage-longue-duree`,
    expect: {
      mentions: {
        Chapka: { position: 2, list: null, sentiment: "positive" },
        AVA: { position: 1, list: null, sentiment: "negative" },
        ACS: { position: 3, list: null, sentiment: "neutral" },
        Heymondo: null,
      },
      citations: [
        "https://pvtistes.net/dossiers/assurance-pvt/",
        "https://www.chapkadirect.fr/assurance-voyage/cap-aventure/",
        "https://pvtistes.net/forum/assurances/remboursement-ava/",
        "https://www.heymondo.fr/assurance-voyage-longue-duree",
      ],
      own: ["https://www.chapkadirect.fr/assurance-voyage/cap-aventure/"],
    },
  },

  // ===================== ES =====================

  // es-01 VPN para México/Latinoamérica (pair with es-02), perplexity with "Fuentes:" list. Traps: look-alike https://windscribe-vpn.net/descargar (first citation, not own, comma after it), own subdomain blog.windscribe.com, sources list naming brands. Windscribe positive (rendimiento, "no se le conocen filtraciones" = praise as absence of problems, recommended); ExpressVPN negative ("no compensa lo que cuesta", inestable, "hoy por hoy, no"); Mullvad and TunnelBear neutral (prices and plan facts).
  {
    id: "es-r14-01",
    lang: "es",
    shape: "perplexity",
    traps: ["sources-list", "lookalike-domain", "subdomain", "trailing-punctuation", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Windscribe", domain: "windscribe.com" },
    competitors: [
      { name: "ExpressVPN", domain: "expressvpn.com" },
      { name: "Mullvad", domain: "mullvad.net" },
      { name: "TunnelBear" },
    ],
    answer: `Para México y el resto de Latinoamérica, los VPN que más se recomiendan este año son Windscribe, ExpressVPN, Mullvad y TunnelBear, aunque difieren bastante en precio y en servidores locales [1][2].

**Windscribe** tiene servidores en México, Brasil y Argentina, y su plan Pro cuesta unos 9 USD al mes. Destaca por su rendimiento: en pruebas desde Ciudad de México mantuvo más del 80 % de la velocidad original, y no se le conocen filtraciones de DNS [1][3].

**ExpressVPN** tiene servidores en México, Brasil, Argentina y Colombia, y cuesta unos 13 USD al mes. Sin embargo, no compensa lo que cuesta: varios usuarios reportan velocidades inestables desde Latinoamérica en horas pico y desconexiones en plataformas de streaming [2][4].

**Mullvad** cobra una tarifa fija de 5 € al mes y no pide correo electrónico para registrarse [5].

**TunnelBear** ofrece un plan gratuito de 2 GB al mes y planes de pago desde unos 3,50 USD [2].

Un consejo: descarga la aplicación solo desde el sitio oficial. Circulan copias no oficiales, como https://windscribe-vpn.net/descargar, que no tienen relación con la empresa.

En resumen, Windscribe es la opción que recomendaría a la mayoría; ExpressVPN, hoy por hoy, no.

Fuentes:
[1] Windscribe – Planes y precios – https://windscribe.com/upgrade
[2] Xataka México – Los mejores VPN – https://www.xataka.com.mx/seguridad/mejores-vpn-2024
[3] Blog de Windscribe – Velocidad en Latinoamérica – https://blog.windscribe.com/latam-speed-tests
[4] Reddit r/mexico – ¿ExpressVPN lento? – https://www.reddit.com/r/mexico/comments/1abcde/expressvpn_lento/
[5] Mullvad – Precios – https://mullvad.net/es/pricing`,
    expect: {
      mentions: {
        Windscribe: { position: 1, list: null, sentiment: "positive" },
        ExpressVPN: { position: 2, list: null, sentiment: "negative" },
        Mullvad: { position: 3, list: null, sentiment: "neutral" },
        TunnelBear: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://windscribe-vpn.net/descargar",
        "https://windscribe.com/upgrade",
        "https://www.xataka.com.mx/seguridad/mejores-vpn-2024",
        "https://blog.windscribe.com/latam-speed-tests",
        "https://www.reddit.com/r/mexico/comments/1abcde/expressvpn_lento/",
        "https://mullvad.net/es/pricing",
      ],
      own: ["https://windscribe.com/upgrade", "https://blog.windscribe.com/latam-speed-tests"],
    },
    pair: "es-r14-02",
  },

  // es-02 twin of es-01: the judgements (rendimiento vs "no compensa") and the verdict are swapped between Windscribe and ExpressVPN; sources [3]/[4] follow the swap, so the only own URL is windscribe.com/upgrade. Windscribe negative, ExpressVPN positive; Mullvad and TunnelBear neutral.
  {
    id: "es-r14-02",
    lang: "es",
    shape: "perplexity",
    traps: ["sources-list", "lookalike-domain", "trailing-punctuation", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Windscribe", domain: "windscribe.com" },
    competitors: [
      { name: "ExpressVPN", domain: "expressvpn.com" },
      { name: "Mullvad", domain: "mullvad.net" },
      { name: "TunnelBear" },
    ],
    answer: `Para México y el resto de Latinoamérica, los VPN que más se recomiendan este año son Windscribe, ExpressVPN, Mullvad y TunnelBear, aunque difieren bastante en precio y en servidores locales [1][2].

**Windscribe** tiene servidores en México, Brasil y Argentina, y su plan Pro cuesta unos 9 USD al mes. Sin embargo, no compensa lo que cuesta: varios usuarios reportan velocidades inestables desde Latinoamérica en horas pico y desconexiones en plataformas de streaming [1][3].

**ExpressVPN** tiene servidores en México, Brasil, Argentina y Colombia, y cuesta unos 13 USD al mes. Destaca por su rendimiento: en pruebas desde Ciudad de México mantuvo más del 80 % de la velocidad original, y no se le conocen filtraciones de DNS [2][4].

**Mullvad** cobra una tarifa fija de 5 € al mes y no pide correo electrónico para registrarse [5].

**TunnelBear** ofrece un plan gratuito de 2 GB al mes y planes de pago desde unos 3,50 USD [2].

Un consejo: descarga la aplicación solo desde el sitio oficial. Circulan copias no oficiales, como https://windscribe-vpn.net/descargar, que no tienen relación con la empresa.

En resumen, ExpressVPN es la opción que recomendaría a la mayoría; Windscribe, hoy por hoy, no.

Fuentes:
[1] Windscribe – Planes y precios – https://windscribe.com/upgrade
[2] Xataka México – Los mejores VPN – https://www.xataka.com.mx/seguridad/mejores-vpn-2024
[3] Reddit r/mexico – ¿Windscribe lento? – https://www.reddit.com/r/mexico/comments/1fghij/windscribe_lento/
[4] Blog de ExpressVPN – Velocidad en Latinoamérica – https://www.expressvpn.com/es/blog/velocidad-latinoamerica/
[5] Mullvad – Precios – https://mullvad.net/es/pricing`,
    expect: {
      mentions: {
        Windscribe: { position: 1, list: null, sentiment: "negative" },
        ExpressVPN: { position: 2, list: null, sentiment: "positive" },
        Mullvad: { position: 3, list: null, sentiment: "neutral" },
        TunnelBear: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://windscribe-vpn.net/descargar",
        "https://windscribe.com/upgrade",
        "https://www.xataka.com.mx/seguridad/mejores-vpn-2024",
        "https://www.reddit.com/r/mexico/comments/1fghij/windscribe_lento/",
        "https://www.expressvpn.com/es/blog/velocidad-latinoamerica/",
        "https://mullvad.net/es/pricing",
      ],
      own: ["https://windscribe.com/upgrade"],
    },
    pair: "es-r14-01",
  },

  // es-03 freidoras de aire, chatgpt with a nested list. Traps: Ufesa in the intro prose (rank 1) but first in a list as sub-bullet 3; Jata and Solac are sub-bullets 1 and 2 (innermost list); untracked Cosori is item 2; two own URLs differing only by "/" before "?" and "www." (two citations); "))." after the last link. Ufesa negative (intro says others beat it, "no la recomendaría", antiadherente se pela); Orbegozo positive (cumple de sobra, difícil de superar); Jata neutral (sizes, prices, dishwasher-safe basket); Solac neutral (explicitly lukewarm: "no destaca en nada, pero tampoco da problemas").
  {
    id: "es-r14-03",
    lang: "es",
    shape: "chatgpt",
    traps: ["nested-list", "prose-before-list", "utm", "markdown", "trailing-punctuation", "hedge", "mixed-sentiment"],
    brand: { name: "Orbegozo", domain: "orbegozo.com" },
    competitors: [
      { name: "Ufesa", domain: "ufesa.es" },
      { name: "Jata", domain: "jata.es" },
      { name: "Solac", domain: "solac.com" },
    ],
    answer: `Marcas como Ufesa llevan décadas en las cocinas españolas, pero en freidoras de aire hay opciones con mejor relación calidad-precio. Estas son las que más se recomiendan por debajo de 80 €:

1. **Orbegozo FDR 36** (3,5 L, ~50 €)
   - Sencilla, con temporizador mecánico y sin pantalla táctil.
   - Las opiniones coinciden en que cumple de sobra para una o dos personas y es muy fácil de limpiar.
   - [Ver en la web de Orbegozo](https://orbegozo.com/freidoras/fdr-36?utm_source=chatgpt.com)
2. **Cosori Lite 3,8 L** (~75 €)
   - Una de las más vendidas en Amazon, con app y recetario.
3. **Otras marcas a considerar**
   - **Jata**: modelos de 4 a 6 L entre 60 y 90 €, con cubeta apta para lavavajillas.
   - **Solac**: cumple sin más; su modelo de 4,5 L no destaca en nada, pero tampoco da problemas.
   - **Ufesa**: no la recomendaría; varios usuarios se quejan de que el antiadherente se pela en pocos meses.

**Mi recomendación:** si quieres gastar poco y no complicarte, la Orbegozo es difícil de superar ([orbegozo.com](https://www.orbegozo.com/freidoras/fdr-36/?utm_source=chatgpt.com)).`,
    expect: {
      mentions: {
        Orbegozo: { position: 2, list: 1, sentiment: "positive" },
        Ufesa: { position: 1, list: 3, sentiment: "negative" },
        Jata: { position: 3, list: 1, sentiment: "neutral" },
        Solac: { position: 4, list: 2, sentiment: "neutral" },
      },
      citations: [
        "https://orbegozo.com/freidoras/fdr-36?utm_source=chatgpt.com",
        "https://www.orbegozo.com/freidoras/fdr-36/?utm_source=chatgpt.com",
      ],
      own: [
        "https://orbegozo.com/freidoras/fdr-36?utm_source=chatgpt.com",
        "https://www.orbegozo.com/freidoras/fdr-36/?utm_source=chatgpt.com",
      ],
    },
  },

  // es-04 ferris entre islas Canarias, gemini with table and bullets. Traps: brand alias "Fred. Olsen" (with the period), competitor alias written without accent "Trasmediterranea", "Balearia" without the accent of Baleària; table rows 1–3. Fred. Olsen Express positive (puntual, la mejor valorada, la más fiable); Naviera Armas negative (cancelaciones frecuentes, "revisa… el día antes"; the Trasmediterranea bullet is neutral); Baleària neutral (routes, fleet, similar fares).
  {
    id: "es-r14-04",
    lang: "es",
    shape: "gemini",
    traps: ["table", "alias", "case", "markdown", "mixed-sentiment"],
    brand: { name: "Fred. Olsen Express", aliases: ["Fred. Olsen"], domain: "fredolsen.es" },
    competitors: [
      { name: "Naviera Armas", aliases: ["Trasmediterránea"], domain: "navieraarmas.com" },
      { name: "Baleària", domain: "balearia.com" },
    ],
    answer: `## Ferris entre islas en Canarias: ¿qué naviera elegir?

Si vas a moverte entre islas con coche, tienes tres opciones principales, y la elección depende sobre todo de la ruta.

### Comparativa rápida

| Naviera | Rutas destacadas | Barcos | Opinión general |
|---|---|---|---|
| **Fred. Olsen Express** | Tenerife–La Gomera, Tenerife–Gran Canaria, Tenerife–La Palma | Trimaranes rápidos | Puntual y cómoda; la mejor valorada por los viajeros |
| **Naviera Armas** | Casi todas las islas, además de Huelva y Cádiz | Ferris convencionales y rápidos | Cancelaciones y cambios de horario frecuentes |
| **Balearia** | Gran Canaria–Tenerife, Lanzarote–Fuerteventura, Huelva–Canarias | Fast ferries, parte de la flota a gas natural | Tarifas similares a las de la competencia |

### Claves para decidir

* **La Gomera:** Fred. Olsen tiene más salidas diarias desde Los Cristianos, con unos 50 minutos de trayecto.
* **Temporada alta:** en verano y Semana Santa las plazas de coche se agotan; reserva con antelación sea cual sea la naviera.
* **Trasmediterranea:** la marca histórica, integrada en Naviera Armas, sigue apareciendo en muchos buscadores; es la misma compañía.

### Nuestra recomendación

Para la mayoría de rutas desde Tenerife, **Fred. Olsen Express** es la opción más fiable. Si viajas con Naviera Armas, revisa el estado de tu reserva el día antes.`,
    expect: {
      mentions: {
        "Fred. Olsen Express": { position: 1, list: 1, sentiment: "positive" },
        "Naviera Armas": { position: 2, list: 2, sentiment: "negative" },
        "Baleària": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // es-05 protector solar para piel grasa, one-liner. Traps: "Isdin" case variant of ISDIN; Delial absent. ISDIN positive (el más recomendado, no deja brillo); Heliocare positive ("apuesta segura", price concession only); Babaria negative ("evitaría", rastro blanco).
  {
    id: "es-r14-05",
    lang: "es",
    shape: "short",
    traps: ["case", "hedge", "mixed-sentiment"],
    brand: { name: "ISDIN", domain: "isdin.com" },
    competitors: [{ name: "Heliocare", domain: "heliocare.com" }, { name: "Babaria" }, { name: "Delial" }],
    answer: `Para piel grasa, el Fusion Water de Isdin es el que más recomiendan los dermatólogos: textura muy ligera y no deja brillo. El Heliocare 360 Oil-Free también es una apuesta segura, aunque cuesta algo más. Para la cara evitaría los de Babaria: dejan rastro blanco y tienden a brillar.`,
    expect: {
      mentions: {
        ISDIN: { position: 1, list: null, sentiment: "positive" },
        Heliocare: { position: 2, list: null, sentiment: "positive" },
        Babaria: { position: 3, list: null, sentiment: "negative" },
        Delial: null,
      },
      citations: [],
      own: [],
    },
  },

  // es-06 clases de inglés online desde Colombia, claude prose. Traps: "iTalki" case variant of italki; markdown link with a title (URL without the title); negated criticism "No es que Cambly sea malo, pero… no lo recomendaría"; a quoted Reddit review. Preply positive (la más flexible, lo que más me gusta, quoted praise, recommended); italki neutral (similar model and prices, teacher categories); Cambly negative (not recommended: cara, sin formación, charla al azar); Open English neutral (course format facts, "otro formato").
  {
    id: "es-r14-06",
    lang: "es",
    shape: "claude",
    traps: ["case", "negation", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Preply", domain: "preply.com" },
    competitors: [
      { name: "Cambly", domain: "cambly.com" },
      { name: "italki", domain: "italki.com" },
      { name: "Open English", domain: "openenglish.com" },
    ],
    answer: `Depende de cuánto quieras gastar y de si buscas clases estructuradas o simplemente conversar. Te resumo cómo veo las cuatro opciones más comunes en Colombia.

Preply es probablemente la más flexible. Eliges a tu profesor entre miles de perfiles, con precios que en Latinoamérica suelen ir de 5 a 20 USD por clase, y puedes filtrar por acento, especialidad (entrevistas de trabajo, IELTS) y horario; lo ves en [su buscador de profesores de inglés](https://preply.com/es/online/profesores-de-ingles "Preply"). Lo que más me gusta es que, si la primera clase no te convence, puedes cambiar de profesor sin coste. Un usuario lo resumía así en Reddit: "En Preply encontré a mi profesora en una semana y ya llevo un año con ella".

iTalki funciona de forma parecida, con precios similares, y distingue entre profesores titulados y "profesores comunitarios", que se dedican sobre todo a la conversación.

No es que Cambly sea malo, pero para tu objetivo no lo recomendaría: pagas una suscripción mensual relativamente cara, los profesores son nativos pero a menudo sin formación docente, y las sesiones se parecen más a una charla al azar que a un avance real.

Open English, muy anunciado en Colombia, ofrece un curso completo con clases en grupo en vivo, horarios fijos y certificado al final. Es otro formato, pensado para quien quiere un programa cerrado.

Mi sugerencia: reserva dos o tres clases de prueba en Preply con profesores distintos y quédate con el que te haga sentir cómodo. La constancia, tres clases por semana durante unos meses, marca más diferencia que la plataforma.`,
    expect: {
      mentions: {
        Preply: { position: 1, list: null, sentiment: "positive" },
        Cambly: { position: 3, list: null, sentiment: "negative" },
        italki: { position: 2, list: null, sentiment: "neutral" },
        "Open English": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://preply.com/es/online/profesores-de-ingles"],
      own: ["https://preply.com/es/online/profesores-de-ingles"],
    },
  },

  // ===================== DE =====================

  // de-01 Auslandsreisekrankenversicherung (pair with de-02), copilot with trailing footnote URLs (sources list). Traps: declined "der Europäischen Reiseversicherung", aliases Würzburger/ERV, a Trustpilot URL with erv.de in its path; Union Reiseversicherung absent. Würzburger positive (günstig, "sehr gut", "Nehmen Sie die Würzburger"); ERV negative (deutlich teurer, langsame Erstattung, "würde ich eher abraten"); ADAC neutral (member/non-member pricing fact).
  {
    id: "de-r14-01",
    lang: "de",
    shape: "copilot",
    traps: ["declined", "alias", "sources-list", "hedge", "mixed-sentiment"],
    brand: { name: "Würzburger Versicherung", aliases: ["Würzburger"], domain: "wuerzburger.com" },
    competitors: [
      { name: "Europäische Reiseversicherung", aliases: ["ERV"], domain: "erv.de" },
      { name: "ADAC", domain: "adac.de" },
      { name: "Union Reiseversicherung", aliases: ["URV"], domain: "urv.de" },
    ],
    answer: `Für eine Reise nach Thailand brauchen Sie vor allem eine Auslandsreisekrankenversicherung, denn die gesetzliche Krankenkasse zahlt dort nicht [1].

Die Würzburger Versicherung bietet einen der günstigsten Jahrestarife (ab etwa 9 € pro Jahr) und schneidet in Tests regelmäßig sehr gut ab; Stiftung Warentest hat den Tarif zuletzt mit „sehr gut“ bewertet [2].

Bei der Europäischen Reiseversicherung (ERV) zahlen Sie für vergleichbare Leistungen deutlich mehr, und in Kundenbewertungen wird die Bearbeitung von Erstattungen häufig als langsam beschrieben [3].

Der ADAC bietet ebenfalls einen Auslandskrankenschutz an; für Mitglieder ist er günstiger als für Nichtmitglieder.

Mein Tipp: Nehmen Sie die Würzburger. Von der ERV würde ich für diese Reise eher abraten.

[1] https://www.verbraucherzentrale.de/wissen/gesundheit-pflege/krankenversicherung/auslandsreisekrankenversicherung-13861
[2] https://www.wuerzburger.com/reiseversicherung/auslandsreisekrankenversicherung/
[3] https://www.trustpilot.com/review/www.erv.de`,
    expect: {
      mentions: {
        "Würzburger Versicherung": { position: 1, list: null, sentiment: "positive" },
        "Europäische Reiseversicherung": { position: 2, list: null, sentiment: "negative" },
        ADAC: { position: 3, list: null, sentiment: "neutral" },
        "Union Reiseversicherung": null,
      },
      citations: [
        "https://www.verbraucherzentrale.de/wissen/gesundheit-pflege/krankenversicherung/auslandsreisekrankenversicherung-13861",
        "https://www.wuerzburger.com/reiseversicherung/auslandsreisekrankenversicherung/",
        "https://www.trustpilot.com/review/www.erv.de",
      ],
      own: ["https://www.wuerzburger.com/reiseversicherung/auslandsreisekrankenversicherung/"],
    },
    pair: "de-r14-02",
  },

  // de-02 twin of de-01: praise and criticism swapped between Würzburger and ERV (footnotes follow; the Würzburger link is now a Trustpilot page with wuerzburger.com only in its path, so nothing is own). Würzburger negative, ERV positive, ADAC neutral, URV absent.
  {
    id: "de-r14-02",
    lang: "de",
    shape: "copilot",
    traps: ["declined", "alias", "sources-list", "hedge", "mixed-sentiment"],
    brand: { name: "Würzburger Versicherung", aliases: ["Würzburger"], domain: "wuerzburger.com" },
    competitors: [
      { name: "Europäische Reiseversicherung", aliases: ["ERV"], domain: "erv.de" },
      { name: "ADAC", domain: "adac.de" },
      { name: "Union Reiseversicherung", aliases: ["URV"], domain: "urv.de" },
    ],
    answer: `Für eine Reise nach Thailand brauchen Sie vor allem eine Auslandsreisekrankenversicherung, denn die gesetzliche Krankenkasse zahlt dort nicht [1].

Die Würzburger Versicherung verlangt für vergleichbare Leistungen deutlich mehr, und in Kundenbewertungen wird die Bearbeitung von Erstattungen häufig als langsam beschrieben [2].

Bei der Europäischen Reiseversicherung (ERV) bekommen Sie einen der günstigsten Jahrestarife (ab etwa 9 € pro Jahr), und der Tarif schneidet in Tests regelmäßig sehr gut ab; Stiftung Warentest hat ihn zuletzt mit „sehr gut“ bewertet [3].

Der ADAC bietet ebenfalls einen Auslandskrankenschutz an; für Mitglieder ist er günstiger als für Nichtmitglieder.

Mein Tipp: Nehmen Sie die ERV. Von der Würzburger würde ich für diese Reise eher abraten.

[1] https://www.verbraucherzentrale.de/wissen/gesundheit-pflege/krankenversicherung/auslandsreisekrankenversicherung-13861
[2] https://www.trustpilot.com/review/wuerzburger.com
[3] https://www.erv.de/reiseversicherung/reisekrankenversicherung`,
    expect: {
      mentions: {
        "Würzburger Versicherung": { position: 1, list: null, sentiment: "negative" },
        "Europäische Reiseversicherung": { position: 2, list: null, sentiment: "positive" },
        ADAC: { position: 3, list: null, sentiment: "neutral" },
        "Union Reiseversicherung": null,
      },
      citations: [
        "https://www.verbraucherzentrale.de/wissen/gesundheit-pflege/krankenversicherung/auslandsreisekrankenversicherung-13861",
        "https://www.trustpilot.com/review/wuerzburger.com",
        "https://www.erv.de/reiseversicherung/reisekrankenversicherung",
      ],
      own: [],
    },
    pair: "de-r14-01",
  },

  // de-03 Crosstrainer-Marken, gemini with two bulleted lists. Traps: "Einen Hammer brauchen Sie dafür nicht" (the tool, capitalised like every German noun) comes before the brand Hammer; the first list ends at the heading, the brand list restarts at 1; "Sportstech-Crosstrainer" compound. Sportstech positive (überzeugt, leise, "die beste Wahl"); Hammer neutral (origin, range, prices); Kettler negative (past concession, but spare parts hard to get and current models weaker); Gorilla Sports neutral (specialisation fact).
  {
    id: "de-r14-03",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "markdown", "mixed-sentiment"],
    brand: { name: "Sportstech", domain: "sportstech.de" },
    competitors: [
      { name: "Kettler" },
      { name: "Hammer", domain: "hammer.de" },
      { name: "Gorilla Sports", domain: "gorillasports.de" },
    ],
    answer: `## Crosstrainer für zu Hause: Die wichtigsten Marken im Überblick

Ein guter Crosstrainer sollte eine Schwungmasse von mindestens 12 kg haben, ruhig laufen und sich an Ihre Schrittlänge anpassen lassen.

### Worauf Sie achten sollten

* **Schwungmasse:** Je schwerer, desto runder der Bewegungsablauf.
* **Aufbau:** Rechnen Sie mit ein bis zwei Stunden. Einen Hammer brauchen Sie dafür nicht, das nötige Werkzeug liegt fast immer bei.
* **Stellfläche:** Planen Sie etwa 2 × 1 m ein, plus Platz zum Auf- und Absteigen.

### Die Marken im Vergleich

* **Sportstech:** Moderne Ausstattung mit App-Anbindung und Bluetooth zu moderaten Preisen ab ca. 400 €. Die Verarbeitung überzeugt in vielen Tests, und Nutzer loben den leisen Lauf.
* **Hammer:** Die Marke aus Neu-Ulm hat ein breites Sortiment vom Einsteigergerät bis zum Studiomodell, mit Preisen von etwa 300 bis 1.500 €.
* **Kettler:** Kettler war lange der Maßstab für Heimtrainer. Seit der Insolvenz 2019 wird die Marke unter Lizenz weitergeführt; Ersatzteile für ältere Geräte sind schwer zu bekommen, und die aktuellen Modelle kommen in Tests nicht mehr an die frühere Qualität heran.
* **Gorilla Sports:** Eher auf Kraftsport spezialisiert; Crosstrainer gibt es dort nur wenige.

### Fazit

Für die meisten Haushalte ist ein **Sportstech**-Crosstrainer die beste Wahl: gut ausgestattet, leise und fair bepreist.`,
    expect: {
      mentions: {
        Sportstech: { position: 1, list: 1, sentiment: "positive" },
        Kettler: { position: 3, list: 3, sentiment: "negative" },
        Hammer: { position: 2, list: 2, sentiment: "neutral" },
        "Gorilla Sports": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // de-04 Erstlesebücher-Verlage, perplexity with a "Quellen" list naming the publishers (not body). Traps: genitive "Carlsens", "Friedrich Oetinger" the founder (a person) in a sentence about the publisher, Wikipedia URL with parentheses. Oetinger positive (besonders durchdacht, häufig empfohlen); Carlsen negative (verbreitet/günstig conceded, but criticised and weakest in the comparison); Arena neutral (series, levels, price); Thienemann neutral (programme facts).
  {
    id: "de-r14-04",
    lang: "de",
    shape: "perplexity",
    traps: ["sources-list", "possessive", "parentheses-url", "markdown", "mixed-sentiment"],
    brand: { name: "Oetinger", domain: "oetinger.de" },
    competitors: [
      { name: "Carlsen", domain: "carlsen.de" },
      { name: "Arena", domain: "arena-verlag.de" },
      { name: "Thienemann", domain: "thienemann-esslinger.de" },
    ],
    answer: `Für Leseanfänger zwischen 6 und 8 Jahren haben vor allem Oetinger, Carlsen, Arena und Thienemann eigene Erstlesereihen oder passende Programme [1].

**Oetinger** gilt mit der Reihe „Büchersterne“ als besonders durchdacht: Die Bände sind in drei Lesestufen eingeteilt, enthalten Rätsel zum Leseverständnis und werden von Grundschullehrkräften häufig empfohlen [1][2]. Der Verlag wurde 1946 von Friedrich Oetinger in Hamburg gegründet und betreut bis heute die deutschen Ausgaben von Astrid Lindgren [3].

**Carlsen** ist mit der Reihe „Lesemaus“ und den Pixi-Büchern sehr verbreitet und preislich günstig. Carlsens Erstlesetitel stehen allerdings in der Kritik, sprachlich sehr schlicht zu sein; in einem Vergleich von Lesepädagogen schnitten sie am schwächsten ab [4].

Die Reihe „Bücherbär“ von **Arena** ist nach Lesestufen sortiert und kostet rund 9 € pro Band [5].

Thienemann setzt eher auf Vorlesebücher und Klassiker wie „Die kleine Hexe“ von Otfried Preußler; eine eigene Erstlesereihe führt der Verlag derzeit nicht [6].

Quellen
[1] Stiftung Lesen – Erstlesebücher: Tipps für Eltern – https://www.stiftunglesen.de/eltern/erstlesebuecher
[2] Oetinger – Büchersterne – https://www.oetinger.de/buecher/reihen/buechersterne
[3] Wikipedia – Verlag Friedrich Oetinger – https://de.wikipedia.org/wiki/Verlag_Friedrich_Oetinger
[4] Eltern.de – Erstlesebücher im Vergleich – https://www.eltern.de/schulkind/erstlesebuecher-vergleich.html
[5] Wikipedia – Arena (Verlag) – https://de.wikipedia.org/wiki/Arena_(Verlag)
[6] Thienemann-Esslinger – Programm – https://www.thienemann-esslinger.de/thienemann`,
    expect: {
      mentions: {
        Oetinger: { position: 1, list: null, sentiment: "positive" },
        Carlsen: { position: 2, list: null, sentiment: "negative" },
        Arena: { position: 3, list: null, sentiment: "neutral" },
        Thienemann: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.stiftunglesen.de/eltern/erstlesebuecher",
        "https://www.oetinger.de/buecher/reihen/buechersterne",
        "https://de.wikipedia.org/wiki/Verlag_Friedrich_Oetinger",
        "https://www.eltern.de/schulkind/erstlesebuecher-vergleich.html",
        "https://de.wikipedia.org/wiki/Arena_(Verlag)",
        "https://www.thienemann-esslinger.de/thienemann",
      ],
      own: ["https://www.oetinger.de/buecher/reihen/buechersterne"],
    },
  },

  // de-05 E-Scooter für Pendler, chatgpt numbered list with sub-bullets. Traps: "rutschfestes Trittbrett" (the deck, a common noun) in SoFlow's item comes before the brand Trittbrett (item 3); untracked NIU is item 2; "Soflow" case variant; Egret only in a bold-lead paragraph after the list (no list number); bare domains as link text. SoFlow positive (Preis-Leistungs-Sieger, sicherste Wahl); Trittbrett neutral (origin, weight, range); IO Hawk negative ("würde ich eher abraten", service complaints); Egret positive ("kaum zu schlagen", price stated neutrally).
  {
    id: "de-r14-05",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "case", "hedge", "mixed-sentiment"],
    brand: { name: "SoFlow", domain: "soflow.de" },
    competitors: [
      { name: "Egret" },
      { name: "Trittbrett", domain: "trittbrett.de" },
      { name: "IO Hawk", domain: "io-hawk.de" },
    ],
    answer: `Gute Frage! Für den Arbeitsweg zählen vor allem Reichweite, Gewicht und eine gültige ABE (Straßenzulassung). Hier meine Empfehlungen bis etwa 600 €:

1. **SoFlow SO4 Pro** (ca. 550 €)
   - Reichweite bis 35 km, 17 kg, Blinker integriert.
   - Breites, rutschfestes Trittbrett, angenehm auch auf längeren Strecken.
   - In Tests häufig Preis-Leistungs-Sieger. [soflow.de](https://www.soflow.de/e-scooter/so4-pro?utm_source=chatgpt.com)

2. **NIU KQi2 Pro** (ca. 450 €)
   - Solide Verarbeitung, App mit Diebstahlsperre, rund 40 km Reichweite.

3. **Trittbrett Kalle** (ca. 600 €)
   - Marke aus Deutschland, ca. 13 kg, Reichweite rund 20 km.
   - [trittbrett.de](https://trittbrett.de/kalle/?utm_source=chatgpt.com)

4. **IO Hawk Sparrow** (ca. 500 €)
   - Von IO Hawk würde ich eher abraten: Kundenservice und Ersatzteilversorgung werden in Bewertungen oft bemängelt.

**Teurer, aber top:** Wenn das Budget mehr hergibt, ist ein Egret (ab ca. 1.000 €) in Verarbeitung und Fahrkomfort kaum zu schlagen.

**Fazit:** Für die meisten Pendler ist der Soflow SO4 Pro die sicherste Wahl.`,
    expect: {
      mentions: {
        SoFlow: { position: 1, list: 1, sentiment: "positive" },
        Egret: { position: 4, list: null, sentiment: "positive" },
        Trittbrett: { position: 2, list: 3, sentiment: "neutral" },
        "IO Hawk": { position: 3, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.soflow.de/e-scooter/so4-pro?utm_source=chatgpt.com",
        "https://trittbrett.de/kalle/?utm_source=chatgpt.com",
      ],
      own: ["https://www.soflow.de/e-scooter/so4-pro?utm_source=chatgpt.com"],
    },
  },

  // de-06 Bio-Supermärkte in Berlin, long prose. Traps: the conjunction "denn" (not the alias denn's) and "die Basics" (a longer word, not Basic) both come before the brands; alias "denn's" (lowercase brand); "Alnatura-Filialen" compound; own URL inside parentheses ")."; untracked Rewe, Edeka, dm. Bio Company positive (hervorragend, kompetent, "kaum vorbei"); Alnatura positive (überzeugt beim Preis, gute Tests; few stores is the concession); denn's Biomarkt neutral (size, range, mid prices, store count); Basic negative ("nicht empfehlen", leere Regale, closures).
  {
    id: "de-r14-06",
    lang: "de",
    shape: "long",
    traps: ["common-word", "substring", "alias", "case", "trailing-punctuation", "hedge", "mixed-sentiment"],
    brand: { name: "Alnatura", domain: "alnatura.de" },
    competitors: [
      { name: "denn's Biomarkt", aliases: ["denn's"], domain: "denns-biomarkt.de" },
      { name: "Bio Company", domain: "biocompany.de" },
      { name: "Basic", domain: "basicbio.de" },
    ],
    answer: `In Berlin haben Sie beim Bio-Einkauf die Qual der Wahl, denn kaum eine deutsche Stadt hat so viele Biosupermärkte. Welche Kette am besten zu Ihnen passt, hängt davon ab, was Ihnen wichtig ist: Regionalität, Preis oder Auswahl.

Für die Basics wie Milch, Brot und Gemüse reicht inzwischen oft auch der normale Supermarkt; die Bio-Eigenmarken von Rewe und Edeka sind solide. Wer aber ein volles Biosortiment und Beratung an der Frischetheke möchte, ist in einem Fachmarkt besser aufgehoben.

Bio Company ist die Berliner Kette schlechthin: Sie stammt aus der Stadt, hat hier rund 60 Filialen und setzt stark auf Produkte aus Brandenburg. Die Käse- und Fleischtheken sind hervorragend, und das Personal ist in der Regel kompetent und freundlich. Wenn Ihnen Regionalität wichtig ist, kommen Sie an Bio Company kaum vorbei.

Alnatura überzeugt vor allem beim Preis: Die Eigenmarke schneidet bei Öko-Test regelmäßig gut ab, und die Märkte sind hell und übersichtlich. Der Haken ist, dass es in Berlin nur eine Handvoll Alnatura-Filialen gibt (Filialfinder: https://www.alnatura.de/de-de/maerkte/filialfinder/?stadt=berlin).

Bei denn's, der bundesweit größten Biosupermarktkette, finden Sie ein breites Sortiment zu Preisen im Mittelfeld; in Berlin gibt es gut zwanzig Filialen.

Basic kann ich Ihnen derzeit dagegen nicht empfehlen: In Bewertungen ist häufig von leeren Regalen und einem ausgedünnten Sortiment die Rede, und mehrere Berliner Filialen wurden in den letzten Jahren geschlossen.

Eine Alternative zu den Ketten sind die Öko-Wochenmärkte, etwa am Kollwitzplatz oder auf der Domäne Dahlem, wo Sie direkt bei Höfen aus dem Umland einkaufen. Günstiger ist das selten, dafür wissen Sie genau, woher Ihr Gemüse kommt, und viele Stände nehmen inzwischen auch Karte.

Mein Vorschlag: Probieren Sie die Bio Company in Ihrem Kiez aus und ergänzen Sie bei Bedarf mit Alnatura-Produkten, die es auch bei dm gibt. So bekommen Sie regionale Frische und günstige Grundprodukte, ohne quer durch die Stadt fahren zu müssen.`,
    expect: {
      mentions: {
        Alnatura: { position: 2, list: null, sentiment: "positive" },
        "denn's Biomarkt": { position: 3, list: null, sentiment: "neutral" },
        "Bio Company": { position: 1, list: null, sentiment: "positive" },
        Basic: { position: 4, list: null, sentiment: "negative" },
      },
      citations: ["https://www.alnatura.de/de-de/maerkte/filialfinder/?stadt=berlin"],
      own: ["https://www.alnatura.de/de-de/maerkte/filialfinder/?stadt=berlin"],
    },
  },
];
