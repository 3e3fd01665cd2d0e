// Round 18: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output, written while round 15 was being developed against; held out.
import type { CorpusCase } from "./types.ts";
export const cases: CorpusCase[] = [
  // en-r18-01 Meditation apps for a stressful stretch at work. Traps: "calm" as an ordinary word before and after the brand, numbered headings, utm links. Headspace positive ("hard to beat" for beginners); Calm neutral (features and prices only); Insight Timer negative ("many users say Insight Timer feels cluttered"); Waking Up positive ("the one I'd choose" if drawn to the philosophy)
  {
    id: "en-r18-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Calm", domain: "calm.com" },
    competitors: [
      { name: "Headspace", domain: "headspace.com" },
      { name: "Insight Timer", domain: "insighttimer.com" },
      { name: "Waking Up", domain: "wakingup.com" },
    ],
    answer: `If the goal is to stay calm through a stressful stretch at work, any of the big meditation apps will get you started, but they suit different people. Here's how the main four compare:

### 1. Headspace
Structured courses, friendly animations and a very clear path for beginners. If you have never meditated before and want guidance for the first few weeks, **Headspace** is hard to beat. About $12.99/month or $69.99/year. ([headspace.com](https://www.headspace.com/meditation/meditation-for-beginners?utm_source=chatgpt.com))

### 2. Calm
**Calm** centres on Sleep Stories, soundscapes and music, plus a ten-minute Daily Calm session. Pricing: $14.99/month or $69.99/year, with a 7-day free trial; a lifetime plan costs $399.99. ([calm.com](https://www.calm.com/sleep-stories?utm_source=chatgpt.com))

### 3. Insight Timer
The free library is huge, with more than 200,000 tracks. However, many users say Insight Timer feels cluttered, that its search rarely finds what they want, and that track quality varies wildly from one teacher to the next. Member Plus is $59.99/year. ([insighttimer.com](https://insighttimer.com/meditation-app?utm_source=chatgpt.com))

### 4. Waking Up
Sam Harris's app is less about relaxation and more about understanding attention. If that is what draws you to meditation, **Waking Up** is the one I'd choose: its theory sessions are excellent. $129.99/year, with free access on request if you can't afford it. ([wakingup.com](https://www.wakingup.com/?utm_source=chatgpt.com))

**Quick guide**
- New and want hand-holding → Headspace
- Mostly trouble falling asleep → look at the sleep-story libraries first
- Want a free option and don't mind digging → the big free catalogues
- Curious about the philosophy → Waking Up

Whatever you pick, ten quiet minutes a day in a calm room matter more than the app itself.`,
    expect: {
      mentions: {
        Calm: { position: 2, list: 2, sentiment: "neutral" },
        Headspace: { position: 1, list: 1, sentiment: "positive" },
        "Insight Timer": { position: 3, list: 3, sentiment: "negative" },
        "Waking Up": { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.headspace.com/meditation/meditation-for-beginners?utm_source=chatgpt.com",
        "https://www.calm.com/sleep-stories?utm_source=chatgpt.com",
        "https://insighttimer.com/meditation-app?utm_source=chatgpt.com",
        "https://www.wakingup.com/?utm_source=chatgpt.com",
      ],
      own: ["https://www.calm.com/sleep-stories?utm_source=chatgpt.com"],
    },
  },
  // en-r18-02 A first fountain pen as a gift. Traps: Dorothy Parker (a person) before the brand, lookalike parkerpen.com.gift-outlet.shop, trailing sources list, possessive "Parker's". Pilot positive ("the safest choice", "best value", "the only real complaint"); Kaweco neutral (prices and nib sizes); Parker negative ("enthusiasts are far less kind", "would hesitate to pay for Parker's name"); Sailor positive ("among the finest they have used")
  {
    id: "en-r18-02",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "lookalike-domain", "sources-list", "possessive", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Parker", domain: "parkerpen.com" },
    competitors: [
      { name: "Pilot", domain: "pilotpen.us" },
      { name: "Kaweco", domain: "kaweco-pen.com" },
      { name: "Sailor", domain: "sailor.co.jp" },
    ],
    answer: `If the person you're buying for is the sort of writer who quotes Dorothy Parker and still drafts letters by hand, a fountain pen is a thoughtful gift. Under about $200, four makers come up again and again: Pilot, Kaweco, Parker and Sailor [1][2].

**Pilot** is the safest choice for a first pen. The Metropolitan (around $25) and the Custom 74 (around $160) both have smooth, consistent nibs, and reviewers routinely call Pilot's steel nibs the best value in the hobby [1][3]. The only real complaint is that the Metropolitan comes in a limited range of nib sizes.

**Kaweco** Sport pocket pens cost $25–$30, come in dozens of colours and post to full length; steel nibs run from EF to BB, and a converter is sold separately [2].

**Parker** is the name most people recognise, but enthusiasts are far less kind about its recent pens: Sonnets are often reported to arrive with scratchy or misaligned nibs, and quality control has drawn repeated complaints since production moved [4]. At roughly $150, several reviewers say they would hesitate to pay for Parker's name when better-made pens cost the same [4][5].

**Sailor** is the step up. The Pro Gear Slim (from about $180) has a 14k gold nib that reviewers describe as among the finest they have used, with a precise, pencil-like feel [3].

For a gift that will be used every day, a Pilot Custom 74 or a Sailor Pro Gear Slim is the safer bet.

Sources
[1] Pilot Metropolitan review – https://www.penaddict.com/blog/2019/pilot-metropolitan-review
[2] Kaweco Sport: a buying guide – https://www.gouletpens.com/blogs/fountain-pen-blog/kaweco-sport-buying-guide
[3] Best fountain pens for beginners – https://www.jetpens.com/blog/best-beginner-fountain-pens/pt/742
[4] Parker Sonnet quality control, r/fountainpens – https://www.reddit.com/r/fountainpens/comments/x81kqz/parker_sonnet_qc_issues/
[5] Parker Sonnet gift set deal – https://www.parkerpen.com.gift-outlet.shop/sonnet
[6] Parker Sonnet – https://www.parkerpen.com/en-us/collections/sonnet`,
    expect: {
      mentions: {
        Parker: { position: 3, list: null, sentiment: "negative" },
        Pilot: { position: 1, list: null, sentiment: "positive" },
        Kaweco: { position: 2, list: null, sentiment: "neutral" },
        Sailor: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.penaddict.com/blog/2019/pilot-metropolitan-review",
        "https://www.gouletpens.com/blogs/fountain-pen-blog/kaweco-sport-buying-guide",
        "https://www.jetpens.com/blog/best-beginner-fountain-pens/pt/742",
        "https://www.reddit.com/r/fountainpens/comments/x81kqz/parker_sonnet_qc_issues/",
        "https://www.parkerpen.com.gift-outlet.shop/sonnet",
        "https://www.parkerpen.com/en-us/collections/sonnet",
      ],
      own: ["https://www.parkerpen.com/en-us/collections/sonnet"],
    },
  },
  // en-r18-03 Cheap flights to Lofoten for a sea-kayak trip (Kayak praised). Traps: "sea kayak"/"folding kayak" as the boat before and after the brand, table rows. Kayak positive ("the one I would start with", "hard to beat"); Skyscanner negative ("users frequently report … the price jumps"); Momondo neutral (layout and calendar facts)
  {
    id: "en-r18-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "mixed-sentiment"],
    brand: { name: "Kayak", domain: "kayak.com" },
    competitors: [
      { name: "Skyscanner", domain: "skyscanner.net" },
      { name: "Momondo", domain: "momondo.com" },
    ],
    answer: `## Finding cheap flights to Lofoten

For a sea kayak trip around Lofoten in July you will most likely fly Oslo → Bodø or Oslo → Evenes, and fares on these domestic legs swing a lot from week to week. Three flight search engines cover the route well:

| Site | What it offers | How it did on this route |
|---|---|---|
| Kayak | Metasearch, price alerts, price forecast | Alerts flagged real drops; fares matched the airline's own site |
| Skyscanner | Metasearch, "Everywhere" search, month view | Cheapest fares often vanished or rose after clicking through |
| Momondo | Metasearch, fare calendar | Lists Widerøe, SAS and Norwegian; prices shown in NOK or EUR |

### Which one to use

**Kayak** is the one I would start with for this trip. Its price alerts reliably catch drops on Oslo–Bodø, and the fare it shows is almost always the fare you end up paying, which is hard to beat when prices move this fast.

**Skyscanner** is weaker here. Users frequently report that its cheapest results come from little-known booking agents with poor refund handling, and that the price jumps once you reach the agent's page.

**Momondo** searches the same airlines with a different layout; its calendar shows the lowest fare for each day of the month.

### Practical tips
- Book the Widerøe leg directly with the airline if you might need to change dates.
- A folding kayak or a paddle counts as sports equipment on SAS and Norwegian, so register it when you book.
- Set your alerts at least eight weeks before departure.`,
    expect: {
      mentions: {
        Kayak: { position: 1, list: 1, sentiment: "positive" },
        Skyscanner: { position: 2, list: 2, sentiment: "negative" },
        Momondo: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "en-r18-04",
  },
  // en-r18-04 Cheap flights to Lofoten for a sea-kayak trip (Skyscanner praised). Traps: "sea kayak"/"folding kayak" as the boat before and after the brand, table rows. Kayak negative ("weaker for this trip", "users frequently report … the price jumps"); Skyscanner positive ("the one I would start with", "hard to beat"); Momondo neutral (layout and calendar facts)
  {
    id: "en-r18-04",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "mixed-sentiment"],
    brand: { name: "Kayak", domain: "kayak.com" },
    competitors: [
      { name: "Skyscanner", domain: "skyscanner.net" },
      { name: "Momondo", domain: "momondo.com" },
    ],
    answer: `## Finding cheap flights to Lofoten

For a sea kayak trip around Lofoten in July you will most likely fly Oslo → Bodø or Oslo → Evenes, and fares on these domestic legs swing a lot from week to week. Three flight search engines cover the route well:

| Site | What it offers | How it did on this route |
|---|---|---|
| Kayak | Metasearch, price alerts, price forecast | Cheapest fares often vanished or rose after clicking through |
| Skyscanner | Metasearch, "Everywhere" search, month view | Alerts flagged real drops; fares matched the airline's own site |
| Momondo | Metasearch, fare calendar | Lists Widerøe, SAS and Norwegian; prices shown in NOK or EUR |

### Which one to use

**Kayak** is weaker for this trip. Users frequently report that its cheapest results come from little-known booking agents with poor refund handling, and that the price jumps once you reach the agent's page.

**Skyscanner** is the one I would start with instead. Its price alerts reliably catch drops on Oslo–Bodø, and the fare it shows is almost always the fare you end up paying, which is hard to beat when prices move this fast.

**Momondo** searches the same airlines with a different layout; its calendar shows the lowest fare for each day of the month.

### Practical tips
- Book the Widerøe leg directly with the airline if you might need to change dates.
- A folding kayak or a paddle counts as sports equipment on SAS and Norwegian, so register it when you book.
- Set your alerts at least eight weeks before departure.`,
    expect: {
      mentions: {
        Kayak: { position: 1, list: 1, sentiment: "negative" },
        Skyscanner: { position: 2, list: 2, sentiment: "positive" },
        Momondo: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "en-r18-03",
  },
  // en-r18-05 Online courses for a switch into data analysis. Traps: possessive "Coursera's", "EDX" in capitals, "udemy" in lower case, own citation on blog.coursera.org, bare URLs in parentheses followed by "." and ",". Coursera positive ("isn't pocket money, yet … earns its price"); edX neutral (prices and formats); Udemy negative ("I'd think twice before putting a udemy certificate on a CV"); FutureLearn neutral (course length and plan price)
  {
    id: "en-r18-05",
    lang: "en",
    shape: "claude",
    traps: ["possessive", "case", "subdomain", "trailing-punctuation", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Coursera", domain: "coursera.org" },
    competitors: [
      { name: "edX", domain: "edx.org" },
      { name: "Udemy", domain: "udemy.com" },
      { name: "FutureLearn", domain: "futurelearn.com" },
    ],
    answer: `For a move into data analysis, the platform matters less than finishing a structured programme and building a small portfolio, but the four options you mention do differ.

Coursera's strongest asset here is the Google Data Analytics Professional Certificate (https://www.coursera.org/professional-certificates/google-data-analytics). It takes about six months at ten hours a week, and Coursera Plus costs $59 a month or $399 a year. That isn't pocket money, yet for a credential that hiring managers actually recognise, Coursera earns its price: the graded case-study projects alone justify the subscription. The employer consortium behind the certificate is described on Coursera's own blog (https://blog.coursera.org/google-career-certificates-employer-consortium/).

EDX hosts MicroMasters programmes from universities such as MIT and Michigan. A verified certificate typically costs $50–$300 per course, a full MicroMasters roughly $1,000–$1,500, and the free audit track expires when the course ends ([programme list](https://www.edx.org/masters/micromasters)).

udemy works as a marketplace: courses sell for $10–$20 during its frequent sales, and quality ranges from excellent to careless. I'd think twice before putting a udemy certificate on a CV, since recruiters tend to ignore it, and reviewers of several bestselling SQL courses point to material that hasn't been updated in years.

FutureLearn offers shorter courses from UK universities, typically two to six weeks long, and its Unlimited plan is about £189.99 a year (https://www.futurelearn.com/subjects/it-and-computer-science-courses), with a free trial for new accounts.

If you can commit the hours, I'd start with Coursera's certificate, then build two or three projects on public datasets to show in interviews.`,
    expect: {
      mentions: {
        Coursera: { position: 1, list: null, sentiment: "positive" },
        edX: { position: 2, list: null, sentiment: "neutral" },
        Udemy: { position: 3, list: null, sentiment: "negative" },
        FutureLearn: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.coursera.org/professional-certificates/google-data-analytics",
        "https://blog.coursera.org/google-career-certificates-employer-consortium/",
        "https://www.edx.org/masters/micromasters",
        "https://www.futurelearn.com/subjects/it-and-computer-science-courses",
      ],
      own: [
        "https://www.coursera.org/professional-certificates/google-data-analytics",
        "https://blog.coursera.org/google-career-certificates-employer-consortium/",
      ],
    },
  },
  // en-r18-06 Budget gyms in the UK. Traps: "better" as an ordinary word before and after the brand Better, alias "Gym Group", trailing "Learn more" list of bare URLs. PureGym negative ("members regularly complain … packed", "out of order for weeks"); The Gym Group positive ("a better time at a Gym Group branch … quieter and better kept"); Better positive ("good value if you'll actually use the pool")
  {
    id: "en-r18-06",
    lang: "en",
    shape: "short",
    traps: ["common-word", "alias", "sources-list", "markdown", "mixed-sentiment"],
    brand: { name: "PureGym", domain: "puregym.com" },
    competitors: [
      { name: "The Gym Group", aliases: ["Gym Group"], domain: "thegymgroup.com" },
      { name: "Better", domain: "better.org.uk" },
    ],
    answer: `Which UK gym is better value depends mostly on whether you'd use a pool and when you train.

- **PureGym**: 24/7 access at 400+ sites; roughly £18.99–£34.99 a month depending on location, no contract, joining fee often waived.
- **The Gym Group**: 24/7 access at around 240 sites; roughly £15.99–£29.99 a month, with a cheaper off-peak plan.
- **Better**: the leisure centres run by the GLL charity; usually £30–£50 a month, but swimming, classes and often a sauna are included, so it's good value if you'll actually use the pool.

Members regularly complain that PureGym sites get packed between 5 and 8 pm and that broken machines can stay out of order for weeks. If you can only train after work, you're likely to have a better time at a Gym Group branch, which members describe as quieter and better kept. Whichever you choose, ask for a free day pass and visit at the hour you would normally train before you sign up.

Learn more
- https://www.puregym.com/membership/
- https://www.thegymgroup.com/membership-options/
- https://www.better.org.uk/memberships`,
    expect: {
      mentions: {
        PureGym: { position: 1, list: 1, sentiment: "negative" },
        "The Gym Group": { position: 2, list: 2, sentiment: "positive" },
        Better: { position: 3, list: 3, sentiment: "positive" },
      },
      citations: [
        "https://www.puregym.com/membership/",
        "https://www.thegymgroup.com/membership-options/",
        "https://www.better.org.uk/memberships",
      ],
      own: ["https://www.puregym.com/membership/"],
    },
  },
  // fr-r18-01 Trouver une location à Lyon. Traps: « Se loger » / « on se loge » (verbe) avant et après la marque, « seloger » en minuscules, apostrophe typographique « Bien’ici », liens utm. SeLoger positive (« Le seul vrai bémol : … honoraires » après l'éloge); PAP positive (« difficile de faire mieux »); Bien'ici neutral (fonctions listées); Logic-Immo negative (« de nombreux utilisateurs signalent des annonces déjà louées », « qu'en complément »)
  {
    id: "fr-r18-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "case", "utm", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "SeLoger", domain: "seloger.com" },
    competitors: [
      { name: "PAP", domain: "pap.fr" },
      { name: "Bien'ici", domain: "bienici.com" },
      { name: "Logic-Immo", domain: "logic-immo.com" },
    ],
    answer: `Se loger à Lyon demande de la réactivité : les T2 bien placés partent souvent en quelques jours. Voici les plateformes à surveiller en priorité :

1. **SeLoger** – le plus gros volume d'annonces de location sur la métropole, des alertes e-mail quasi instantanées et des filtres précis (étage, balcon, DPE). Le seul vrai bémol : la plupart des biens passent par des agences, donc prévoyez des honoraires. ([seloger.com](https://www.seloger.com/immobilier/locations/immo-lyon-69/?utm_source=chatgpt.com))
2. **PAP** – uniquement des annonces de particulier à particulier. Pour éviter les frais d'agence, difficile de faire mieux. ([pap.fr](https://www.pap.fr/annonce/locations-lyon-69-g43590?utm_source=chatgpt.com))
3. **Bien’ici** – recherche sur carte, visites virtuelles 3D pour une partie des annonces, alertes gratuites et estimation du loyer au m². ([bienici.com](https://www.bienici.com/recherche/location/lyon-69000?utm_source=chatgpt.com))
4. **Logic-Immo** – de nombreux utilisateurs signalent des annonces déjà louées qui restent en ligne pendant des semaines, ainsi que beaucoup de doublons ; je ne m'en servirais qu'en complément.

### Conseils pratiques
- Constituez un dossier complet avant la première visite (DossierFacile est accepté par la plupart des agences).
- Activez les alertes de l'appli seloger et de PAP le jour même : ce sont les premiers appels qui décrochent les visites.
- Méfiez-vous des annonces sans visite possible ou qui demandent un virement avant la signature du bail.

Bref, on se loge plus vite en combinant deux ou trois sites qu'en misant tout sur un seul.`,
    expect: {
      mentions: {
        SeLoger: { position: 1, list: 1, sentiment: "positive" },
        PAP: { position: 2, list: 2, sentiment: "positive" },
        "Bien'ici": { position: 3, list: 3, sentiment: "neutral" },
        "Logic-Immo": { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.seloger.com/immobilier/locations/immo-lyon-69/?utm_source=chatgpt.com",
        "https://www.pap.fr/annonce/locations-lyon-69-g43590?utm_source=chatgpt.com",
        "https://www.bienici.com/recherche/location/lyon-69000?utm_source=chatgpt.com",
      ],
      own: ["https://www.seloger.com/immobilier/locations/immo-lyon-69/?utm_source=chatgpt.com"],
    },
  },
  // fr-r18-02 Rembourser un dîner entre amis (Lydia louée). Traps: « votre amie Lydia » (prénom) avant la marque et avant le premier concurrent, liste de sources finale, négation. Wero negative (« de nombreux utilisateurs décrivent une activation laborieuse », « je ne ferais pas de Wero mon outil principal »); Lydia positive (« reste la référence », « on trouve difficilement plus pratique que Lydia »); Paylib neutral (remplacement daté)
  {
    id: "fr-r18-02",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Lydia", domain: "lydia-app.com" },
    competitors: [
      { name: "Wero", domain: "wero-wallet.eu" },
      { name: "Paylib", domain: "paylib.fr" },
    ],
    answer: `Si votre amie Lydia a avancé 90 € pour le dîner et que vous êtes trois à devoir la rembourser, le plus simple est une application de paiement entre particuliers. En France, trois noms reviennent en 2024 [1][2].

**Wero**, lancé par les banques européennes regroupées au sein de l'EPI, remplace progressivement les anciens services de paiement mobile des banques [3]. Sur le papier, Wero est gratuit et intégré à l'application bancaire, mais de nombreux utilisateurs décrivent une activation laborieuse et des paiements qui échouent entre certaines banques [4]. En l'état, je ne ferais pas de Wero mon outil principal.

**Lydia** reste la référence chez les 18-35 ans : l'argent arrive en quelques secondes, une cagnotte se crée en deux clics et l'application est d'une grande fluidité, même pour quelqu'un qui l'installe le soir même [1]. Pour partager une addition ou un week-end, on trouve difficilement plus pratique que Lydia.

**Paylib** était le service de paiement entre amis intégré aux applications de plusieurs grandes banques françaises ; il a été remplacé par Wero à partir de septembre 2024, et les contacts enregistrés ont été transférés automatiquement [3].

Concrètement, si tout le monde a déjà l'application, chacun envoie ses 30 € à votre amie en quelques secondes ; sinon, un virement instantané depuis l'appli de votre banque fait très bien l'affaire.

Sources
[1] Lydia – Payer et se faire rembourser entre amis – https://www.lydia-app.com/fr/
[2] Paiement entre amis : quelle appli choisir ? – https://www.60millions-mag.com/2024/05/14/paiement-entre-amis-quelle-appli-choisir
[3] Paylib devient Wero – https://www.paylib.fr/wero
[4] Avis clients Wero – https://fr.trustpilot.com/review/wero-wallet.eu`,
    expect: {
      mentions: {
        Lydia: { position: 2, list: null, sentiment: "positive" },
        Wero: { position: 1, list: null, sentiment: "negative" },
        Paylib: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.lydia-app.com/fr/",
        "https://www.60millions-mag.com/2024/05/14/paiement-entre-amis-quelle-appli-choisir",
        "https://www.paylib.fr/wero",
        "https://fr.trustpilot.com/review/wero-wallet.eu",
      ],
      own: ["https://www.lydia-app.com/fr/"],
    },
    pair: "fr-r18-03",
  },
  // fr-r18-03 Rembourser un dîner entre amis (Wero loué). Traps: « votre amie Lydia » (prénom) avant la marque et avant le premier concurrent, liste de sources finale, négation, lydia-app.com seulement dans le chemin d'une URL Trustpilot (pas own). Wero positive (« on trouve difficilement plus pratique que Wero »); Lydia negative (« de nombreux utilisateurs se plaignent », « je ne ferais pas de Lydia mon outil principal »); Paylib neutral (remplacement daté)
  {
    id: "fr-r18-03",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Lydia", domain: "lydia-app.com" },
    competitors: [
      { name: "Wero", domain: "wero-wallet.eu" },
      { name: "Paylib", domain: "paylib.fr" },
    ],
    answer: `Si votre amie Lydia a avancé 90 € pour le dîner et que vous êtes trois à devoir la rembourser, le plus simple est une application de paiement entre particuliers. En France, trois noms reviennent en 2024 [1][2].

**Wero**, lancé par les banques européennes regroupées au sein de l'EPI, remplace progressivement les anciens services de paiement mobile des banques [3]. Wero est gratuit, intégré à l'application bancaire, et l'argent arrive en quelques secondes, même entre deux banques différentes ; l'activation se fait en deux clics [1]. Pour partager une addition ou un week-end, on trouve difficilement plus pratique que Wero.

**Lydia** a longtemps été la référence chez les 18-35 ans, mais de nombreux utilisateurs se plaignent aujourd'hui d'une version gratuite de plus en plus limitée et de frais sur certains virements instantanés [4]. En l'état, je ne ferais pas de Lydia mon outil principal.

**Paylib** était le service de paiement entre amis intégré aux applications de plusieurs grandes banques françaises ; il a été remplacé par Wero à partir de septembre 2024, et les contacts enregistrés ont été transférés automatiquement [3].

Concrètement, si tout le monde a déjà l'application, chacun envoie ses 30 € à votre amie en quelques secondes ; sinon, un virement instantané depuis l'appli de votre banque fait très bien l'affaire.

Sources
[1] Wero – Envoyer de l'argent en quelques secondes – https://wero-wallet.eu/fr
[2] Paiement entre amis : quelle appli choisir ? – https://www.60millions-mag.com/2024/05/14/paiement-entre-amis-quelle-appli-choisir
[3] Paylib devient Wero – https://www.paylib.fr/wero
[4] Avis clients Lydia – https://fr.trustpilot.com/review/lydia-app.com`,
    expect: {
      mentions: {
        Lydia: { position: 2, list: null, sentiment: "negative" },
        Wero: { position: 1, list: null, sentiment: "positive" },
        Paylib: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://wero-wallet.eu/fr",
        "https://www.60millions-mag.com/2024/05/14/paiement-entre-amis-quelle-appli-choisir",
        "https://www.paylib.fr/wero",
        "https://fr.trustpilot.com/review/lydia-app.com",
      ],
      own: [],
    },
    pair: "fr-r18-02",
  },
  // fr-r18-04 Choisir un cuisiniste. Traps: élision « d'Arthur Bonnet », le fondateur Arthur Bonnet (une personne) après la marque, « SoCoo’c » apostrophe typographique puis « socoo'c » en minuscules, tableau. SoCoo'c negative (« les avis clients pointent … délais qui glissent … SAV difficile à joindre »); Cuisines Références neutral (réseau d'indépendants, prix variables); Arthur Bonnet positive (« ne sont pas données, mais l'écart se justifie », « le choix que je ferais »)
  {
    id: "fr-r18-04",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "possessive", "case", "alias", "table", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Arthur Bonnet", domain: "arthur-bonnet.com" },
    competitors: [
      { name: "SoCoo'c", aliases: ["SoCooc"], domain: "socooc.com" },
      { name: "Cuisines Références", domain: "cuisines-references.fr" },
    ],
    answer: `## Cuisine équipée : quel cuisiniste choisir ?

Pour une cuisine de gamme moyenne à haute, fabriquée en France, trois enseignes reviennent le plus souvent dans les comparatifs.

| Enseigne | Budget indicatif (cuisine de 10 m²) | Fabrication | Garantie meubles |
|---|---|---|---|
| SoCoo’c | 6 000 – 12 000 € | Haute-Savoie | 10 ans |
| Cuisines Références | 7 000 – 15 000 € | France (réseau d'indépendants) | 10 ans |
| Arthur Bonnet | 10 000 – 20 000 € | Vendée | jusqu'à 25 ans |

### Qualité de fabrication
Les cuisines d'Arthur Bonnet ne sont pas données, mais l'écart se justifie : caissons épais, quincaillerie de marque de série et finitions soignées que les poseurs indépendants citent volontiers en exemple. Pour une cuisine qu'on compte garder vingt ans, c'est le choix que je ferais. L'entreprise porte d'ailleurs le nom de son fondateur, Arthur Bonnet, un menuisier vendéen qui a ouvert son atelier dans les années 1920.

### Service et délais
- **socoo'c** : les avis clients pointent surtout des délais de livraison qui glissent et un service après-vente difficile à joindre une fois la pose terminée.
- **Cuisines Références** : chaque magasin est indépendant, donc prix, délais et qualité de pose varient d'une ville à l'autre.

### En résumé
Si le budget le permet, commencez par un showroom Arthur Bonnet ; dans tous les cas, demandez au moins deux devis détaillés, pose comprise, avant de signer.`,
    expect: {
      mentions: {
        "Arthur Bonnet": { position: 3, list: 3, sentiment: "positive" },
        "SoCoo'c": { position: 1, list: 1, sentiment: "negative" },
        "Cuisines Références": { position: 2, list: 2, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  // fr-r18-05 Yaourt nature pour le petit-déjeuner des enfants. Traps: le tableau de Vermeer « La Laitière » (un titre) avant la marque, « La Laitiere » sans accent, éloge d'un concurrent par contraste avec la marque, URL entre parenthèses suivie d'une virgule. Les 2 Vaches positive (« celle que je choisirais », « la différence … vaut largement ces quelques centimes »); Yoplait negative (« Contrairement à Yoplait … », « très sucrées », « je ne les mettrais pas au menu quotidien »); La Laitière neutral (gamme et prix)
  {
    id: "fr-r18-05",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "trailing-punctuation", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Yoplait", domain: "yoplait.fr" },
    competitors: [
      { name: "Les 2 Vaches", domain: "les2vaches.com" },
      { name: "La Laitière", domain: "lalaitiere.fr" },
    ],
    answer: `Petite anecdote avant de comparer : le tableau de Vermeer *La Laitière*, peint vers 1658 et exposé au Rijksmuseum d'Amsterdam ([fiche de l'œuvre](https://www.rijksmuseum.nl/fr/collection/SK-A-2344)), est si populaire en France qu'il a fini sur des pots de yaourt. Pour le petit-déjeuner de vos enfants, les trois marques que vous citez n'ont pas du tout le même positionnement.

Les 2 Vaches est celle que je choisirais. Lait entier bio, très peu d'ingrédients, pas d'arômes ajoutés : le pack de 4 × 115 g coûte environ 2,90 €, clairement plus que la moyenne, mais pour un produit mangé tous les matins, la différence de goût et de texture vaut largement ces quelques centimes. Contrairement à Yoplait, Les 2 Vaches ne décline pas son nature en versions sucrées pensées pour les enfants.

Chez Yoplait, le yaourt nature classique reste correct, mais ce sont les gammes pour enfants qui sont mises en avant, et elles sont très sucrées : un Panier de Yoplait aux fruits dépasse souvent 12 g de sucres pour 100 g ([fiche Open Food Facts](https://fr.openfoodfacts.org/produit/3329770063235/panier-de-yoplait-fraise)). Je ne les mettrais pas au menu quotidien.

La Laitiere, la marque, propose surtout des desserts (crèmes, riz au lait, liégeois) et un yaourt nature au lait entier en pot de verre, vendu autour de 3,20 € les quatre ; la gamme est détaillée sur son site ([lalaitiere.fr](https://www.lalaitiere.fr/nos-produits/yaourts)).

Si vous voulez limiter le sucre sans bousculer les habitudes, le plus simple reste un nature bio, avec une cuillère de miel ou des fruits frais ajoutés à la maison. Quant au site de Yoplait (https://www.yoplait.fr/produits/panier-de-yoplait), il indique les valeurs nutritionnelles de chaque produit.`,
    expect: {
      mentions: {
        Yoplait: { position: 2, list: null, sentiment: "negative" },
        "Les 2 Vaches": { position: 1, list: null, sentiment: "positive" },
        "La Laitière": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.rijksmuseum.nl/fr/collection/SK-A-2344",
        "https://fr.openfoodfacts.org/produit/3329770063235/panier-de-yoplait-fraise",
        "https://www.lalaitiere.fr/nos-produits/yaourts",
        "https://www.yoplait.fr/produits/panier-de-yoplait",
      ],
      own: ["https://www.yoplait.fr/produits/panier-de-yoplait"],
    },
  },
  // fr-r18-06 Délégation de service public d'un réseau de bus. Traps: « KEOLIS » en capitales, « Keolis_(entreprise) » dans une URL Wikipédia à parenthèses, série finale de notes [n] URL, « la RATP » (maison mère) distincte du nom suivi « RATP Dev ». Keolis neutral (faits : filiale, taille, réseaux); Transdev negative (« les usagers … se plaignent de retards », « pénalités »); RATP Dev positive (« difficile à égaler » pour un projet de tramway)
  {
    id: "fr-r18-06",
    lang: "fr",
    shape: "copilot",
    traps: ["case", "parentheses-url", "sources-list", "markdown", "mixed-sentiment"],
    brand: { name: "Keolis", domain: "keolis.com" },
    competitors: [
      { name: "Transdev", domain: "transdev.com" },
      { name: "RATP Dev", domain: "ratpdev.com" },
    ],
    answer: `Pour la délégation de service public du réseau de bus de votre agglomération (environ 150 000 habitants), trois groupes répondent presque systématiquement aux appels d'offres en France [1].

**Keolis**, filiale de la SNCF, est le premier opérateur de transport urbain du pays, présent dans une centaine de réseaux, dont Lille, Bordeaux et Rennes [2]. Le groupe KEOLIS exploite aussi des tramways et des métros automatiques, et son chiffre d'affaires dépasse 6 milliards d'euros.

**Transdev**, détenu majoritairement par la Caisse des dépôts, exploite lui aussi de nombreux réseaux urbains et interurbains. Mais les usagers de plusieurs réseaux gérés par Transdev se plaignent de retards, de courses supprimées faute de conducteurs et d'une information voyageurs défaillante, et quelques collectivités lui ont infligé des pénalités [3].

**RATP Dev**, filiale de la RATP, gère des réseaux en France et à l'étranger. Si votre projet comporte une ligne de tramway ou de bus à haut niveau de service, RATP Dev est difficile à égaler sur l'exploitation de ce type de lignes [4].

Pour le cahier des charges, prévoyez des indicateurs de ponctualité et de régularité assortis de pénalités : c'est ce qui protège le mieux la collectivité, quel que soit l'exploitant retenu.

[1] https://fr.wikipedia.org/wiki/Transport_urbain_en_France
[2] https://fr.wikipedia.org/wiki/Keolis_(entreprise)
[3] https://www.lagazettedescommunes.com/transports/transdev-penalites-reseaux/
[4] https://www.ratpdev.com/fr/nos-metiers/tramway
[5] https://www.keolis.com/fr/nos-reseaux`,
    expect: {
      mentions: {
        Keolis: { position: 1, list: null, sentiment: "neutral" },
        Transdev: { position: 2, list: null, sentiment: "negative" },
        "RATP Dev": { position: 3, list: null, sentiment: "positive" },
      },
      citations: [
        "https://fr.wikipedia.org/wiki/Transport_urbain_en_France",
        "https://fr.wikipedia.org/wiki/Keolis_(entreprise)",
        "https://www.lagazettedescommunes.com/transports/transdev-penalites-reseaux/",
        "https://www.ratpdev.com/fr/nos-metiers/tramway",
        "https://www.keolis.com/fr/nos-reseaux",
      ],
      own: ["https://www.keolis.com/fr/nos-reseaux"],
    },
  },
  // es-r18-01 Aceite de oliva virgen extra para cocinar a diario. Traps: «la variedad hojiblanca» (la aceituna) antes de la marca Hojiblanca, Jorge Luis Borges (una persona), Oro del Desierto solo en un dominio suelto y en la lista de fuentes, «Su único inconveniente». Ybarra positive («la opción que más recomendaría», «Su único inconveniente es…»); Borges neutral (formatos y precios); Hojiblanca negative («la que menos me convence», «muchos compradores comentan que el sabor varía»); Oro del Desierto not mentioned
  {
    id: "es-r18-01",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "url-only", "sources-list", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Ybarra", domain: "ybarra.es" },
    competitors: [
      { name: "Borges", domain: "borges.es" },
      { name: "Hojiblanca" },
      { name: "Oro del Desierto", domain: "orodeldesierto.com" },
    ],
    answer: `Para cocinar a diario conviene un virgen extra suave y de precio razonable. Un apunte previo: la variedad hojiblanca, típica de Córdoba, Málaga y Sevilla, da aceites más suaves y ligeramente dulces que la picual, así que merece la pena mirar la etiqueta además de la marca [1].

**Ybarra** es la opción que más recomendaría para el uso diario: su virgen extra tiene un frutado equilibrado, aguanta bien los salteados y se encuentra en casi cualquier supermercado por unos 9–10 € el litro [2]. Su único inconveniente es que la botella de cristal de 750 ml sale proporcionalmente más cara que la garrafa.

**Borges**, la marca catalana (sin relación con Jorge Luis Borges, por cierto), vende su virgen extra Original en botella de 1 l a unos 8,50 € y en garrafa de 5 l a unos 40 €; también tiene una gama ecológica y otra de aceites aromatizados [3].

**Hojiblanca**, la marca de la cooperativa Dcoop, es la que menos me convence: en varias catas de consumidores su virgen extra ha quedado por debajo de lo que promete la etiqueta, y muchos compradores comentan que el sabor varía bastante de un lote a otro [4]. Por el mismo precio hay opciones más fiables.

Si buscas algo más especial para tomar en crudo, los coupages ecológicos de Almería son una buena idea (más información en orodeldesierto.com), aunque para freír no tiene sentido pagar ese precio.

Fuentes:
[1] Variedades de aceituna: hojiblanca y picual – https://es.wikipedia.org/wiki/Hojiblanca
[2] Aceite de Oliva Virgen Extra Ybarra – https://www.ybarra.es/productos/aceite-oliva-virgen-extra
[3] Borges Original – https://www.borges.es/aceites/virgen-extra-original
[4] Comparativa de aceites de oliva virgen extra – https://www.ocu.org/alimentacion/aceite/test/comparar-aceites
[5] Oro del Desierto – Coupage ecológico – https://www.orodeldesierto.com/tienda/coupage`,
    expect: {
      mentions: {
        Ybarra: { position: 1, list: null, sentiment: "positive" },
        Borges: { position: 2, list: null, sentiment: "neutral" },
        Hojiblanca: { position: 3, list: null, sentiment: "negative" },
        "Oro del Desierto": null,
      },
      citations: [
        "https://es.wikipedia.org/wiki/Hojiblanca",
        "https://www.ybarra.es/productos/aceite-oliva-virgen-extra",
        "https://www.borges.es/aceites/virgen-extra-original",
        "https://www.ocu.org/alimentacion/aceite/test/comparar-aceites",
        "https://www.orodeldesierto.com/tienda/coupage",
      ],
      own: ["https://www.ybarra.es/productos/aceite-oliva-virgen-extra"],
    },
  },
  // es-r18-02 Academia de inglés en Madrid para un adulto y su hija (Vaughan elogiada). Traps: Richard Vaughan (una persona) y Wall Street (el lugar, alias del competidor) en otro sentido, alias «WSE», encabezados numerados con viñetas, enlaces utm. Vaughan positive («difícil de superar», «se nota el avance»); Wall Street English negative («muchos alumnos de WSE se quejan», «me lo pensaría dos veces»); Kids&Us neutral (método y cuota)
  {
    id: "es-r18-02",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "alias", "utm", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Vaughan", domain: "grupovaughan.com" },
    competitors: [
      { name: "Wall Street English", aliases: ["WSE", "Wall Street"], domain: "wallstreetenglish.es" },
      { name: "Kids&Us", domain: "kidsandus.es" },
    ],
    answer: `Para tu caso (adulto con nivel B1, poco tiempo libre, en Madrid) y tu hija de 8 años, estas son las opciones más habituales:

### 1. Vaughan
- **Método:** clases muy orales, con repetición intensiva y mucha práctica de pronunciación; el sistema lo popularizó Richard Vaughan en la radio.
- **Formato:** cursos presenciales en Madrid e intensivos de fin de semana; también en línea.
- **Valoración:** si lo que necesitas es soltarte a hablar en pocos meses, Vaughan es difícil de superar; los alumnos destacan que se nota el avance desde las primeras semanas.

([grupovaughan.com](https://www.grupovaughan.com/cursos-ingles/adultos?utm_source=chatgpt.com))

### 2. Wall Street English
- **Método:** lecciones digitales combinadas con clases en grupos reducidos; pese al nombre, nació en Italia en 1972 y no tiene relación con Wall Street.
- **Formato:** centros en Madrid con horarios amplios, de lunes a sábado.
- **Valoración:** muchos alumnos de WSE se quejan de contratos de permanencia largos y de lo difícil que resulta darse de baja; yo me lo pensaría dos veces antes de firmar.

([wallstreetenglish.es](https://www.wallstreetenglish.es/cursos-ingles-adultos?utm_source=chatgpt.com))

### 3. Kids&Us (para tu hija)
- **Método:** inmersión para niños desde 1 año, en grupos de 8 alumnos como máximo.
- **Precio:** cuota mensual aproximada de 90–110 €, según el nivel.

([kidsandus.es](https://www.kidsandus.es/es/metodo?utm_source=chatgpt.com))

**Mi recomendación:** prueba una clase gratuita en cada sitio y pregunta siempre por la permanencia mínima antes de pagar.`,
    expect: {
      mentions: {
        Vaughan: { position: 1, list: 1, sentiment: "positive" },
        "Wall Street English": { position: 2, list: 2, sentiment: "negative" },
        "Kids&Us": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.grupovaughan.com/cursos-ingles/adultos?utm_source=chatgpt.com",
        "https://www.wallstreetenglish.es/cursos-ingles-adultos?utm_source=chatgpt.com",
        "https://www.kidsandus.es/es/metodo?utm_source=chatgpt.com",
      ],
      own: ["https://www.grupovaughan.com/cursos-ingles/adultos?utm_source=chatgpt.com"],
    },
    pair: "es-r18-03",
  },
  // es-r18-03 Academia de inglés en Madrid para un adulto y su hija (Wall Street English elogiada). Traps: Richard Vaughan (una persona) y Wall Street (el lugar, alias del competidor) en otro sentido, alias «WSE», encabezados numerados con viñetas, enlaces utm. Vaughan negative («muchos alumnos de Vaughan se quejan», «me lo pensaría dos veces»); Wall Street English positive («WSE es difícil de superar», «se nota el avance»); Kids&Us neutral (método y cuota)
  {
    id: "es-r18-03",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "alias", "utm", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Vaughan", domain: "grupovaughan.com" },
    competitors: [
      { name: "Wall Street English", aliases: ["WSE", "Wall Street"], domain: "wallstreetenglish.es" },
      { name: "Kids&Us", domain: "kidsandus.es" },
    ],
    answer: `Para tu caso (adulto con nivel B1, poco tiempo libre, en Madrid) y tu hija de 8 años, estas son las opciones más habituales:

### 1. Vaughan
- **Método:** clases muy orales, con repetición intensiva y mucha práctica de pronunciación; el sistema lo popularizó Richard Vaughan en la radio.
- **Formato:** cursos presenciales en Madrid e intensivos de fin de semana; también en línea.
- **Valoración:** muchos alumnos de Vaughan se quejan de contratos de permanencia largos y de lo difícil que resulta darse de baja; yo me lo pensaría dos veces antes de firmar.

([grupovaughan.com](https://www.grupovaughan.com/cursos-ingles/adultos?utm_source=chatgpt.com))

### 2. Wall Street English
- **Método:** lecciones digitales combinadas con clases en grupos reducidos; pese al nombre, nació en Italia en 1972 y no tiene relación con Wall Street.
- **Formato:** centros en Madrid con horarios amplios, de lunes a sábado.
- **Valoración:** si lo que necesitas es soltarte a hablar en pocos meses, WSE es difícil de superar; los alumnos destacan que se nota el avance desde las primeras semanas.

([wallstreetenglish.es](https://www.wallstreetenglish.es/cursos-ingles-adultos?utm_source=chatgpt.com))

### 3. Kids&Us (para tu hija)
- **Método:** inmersión para niños desde 1 año, en grupos de 8 alumnos como máximo.
- **Precio:** cuota mensual aproximada de 90–110 €, según el nivel.

([kidsandus.es](https://www.kidsandus.es/es/metodo?utm_source=chatgpt.com))

**Mi recomendación:** prueba una clase gratuita en cada sitio y pregunta siempre por la permanencia mínima antes de pagar.`,
    expect: {
      mentions: {
        Vaughan: { position: 1, list: 1, sentiment: "negative" },
        "Wall Street English": { position: 2, list: 2, sentiment: "positive" },
        "Kids&Us": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.grupovaughan.com/cursos-ingles/adultos?utm_source=chatgpt.com",
        "https://www.wallstreetenglish.es/cursos-ingles-adultos?utm_source=chatgpt.com",
        "https://www.kidsandus.es/es/metodo?utm_source=chatgpt.com",
      ],
      own: ["https://www.grupovaughan.com/cursos-ingles/adultos?utm_source=chatgpt.com"],
    },
    pair: "es-r18-02",
  },
  // es-r18-04 Supermercados para la compra semanal en Galicia. Traps: «una familia de cuatro» / «una familia numerosa» (palabra común) antes y después de la marca Familia, «gadis» en minúsculas, «Gadisline» (palabra más larga), Gadis en prosa antes de la tabla, alias «Supermercados Familia». Gadis positive («difícil de batir», «no es el más bajo, pero compensa»); Froiz negative («no es el más barato de los tres», «se quejan de colas largas»); Familia neutral (proximidad, horario)
  {
    id: "es-r18-04",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "case", "substring", "prose-before-list", "table", "alias", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Gadis", domain: "gadis.es" },
    competitors: [
      { name: "Froiz", domain: "froiz.com" },
      { name: "Familia", aliases: ["Supermercados Familia"] },
    ],
    answer: `## Supermercados en Galicia: comparativa rápida

Si hacéis la compra semanal para una familia de cuatro en Galicia, las cadenas gallegas compiten bien con las nacionales. Gadis suele ser la referencia en producto fresco, pero conviene comparar:

| Cadena | Tiendas (aprox.) | Marca propia | Compra online |
|---|---|---|---|
| Froiz | 270 | Sí | Sí, con envío a domicilio |
| Gadis | 230 | Sí | Sí, Gadisline |
| Supermercados Familia | 60 | Sí | No |

### Lo que dicen los clientes
- **Gadis**: en carne, pescado y fruta de proximidad es difícil de batir; muchos clientes destacan la atención en el mostrador y que el género llega del día. El ticket medio no es el más bajo, pero compensa.
- **Froiz**: no es el más barato de los tres, y varios clientes echan en falta más surtido en las tiendas pequeñas y se quejan de colas largas en caja a última hora.
- **Familia**: supermercados de proximidad, con tiendas sobre todo en el interior de Galicia; abren de lunes a sábado.

### Consejo
Para una familia numerosa, combinar una compra grande al mes en un hipermercado con la compra de fresco en el gadis de tu barrio suele salir más a cuenta.`,
    expect: {
      mentions: {
        Gadis: { position: 1, list: 2, sentiment: "positive" },
        Froiz: { position: 2, list: 1, sentiment: "negative" },
        Familia: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  // es-r18-05 Gimnasio con piscina en Madrid. Traps: dominio parecido go-fit.es.ofertasgym.net en el texto seguido de «):», alias «VivaGym», «No es barato, … pero … sale a cuenta», notas finales numeradas con URL. Go Fit positive («No es barato … pero … sale a cuenta»); Synergym neutral (cuotas, horario, número de centros); Viva Gym negative («las reseñas en Google mencionan con frecuencia máquinas averiadas», «se queda pequeño»)
  {
    id: "es-r18-05",
    lang: "es",
    shape: "copilot",
    traps: ["lookalike-domain", "alias", "hedge", "trailing-punctuation", "utm", "sources-list", "mixed-sentiment", "markdown"],
    brand: { name: "Go Fit", domain: "go-fit.es" },
    competitors: [
      { name: "Synergym", domain: "synergym.es" },
      { name: "Viva Gym", aliases: ["VivaGym"], domain: "vivagym.es" },
    ],
    answer: `Si buscas gimnasio en Madrid con piscina y clases incluidas, estas son las tres cadenas que más se comparan [1][2]:

**Go Fit** gestiona centros deportivos de gran tamaño, muchos en concesión municipal, con piscina, spa, sala de musculación y más de 100 clases colectivas a la semana. No es barato, entre 50 y 60 € al mes según el centro, pero con todo lo que incluye Go Fit sale a cuenta si vas a nadar o a ir a clases varias veces por semana [1]. Ojo con las ofertas que circulan en webs de terceros (https://go-fit.es.ofertasgym.net/madrid): no son oficiales, y las tarifas reales están en la web de cada centro [3].

**Synergym** es una cadena de bajo coste: cuotas desde unos 25–30 € al mes, sin permanencia, con clases dirigidas incluidas y horario de 6:00 a 23:00. Cuenta con unos 20 centros en la Comunidad de Madrid [2].

**VivaGym** ofrece cuotas desde unos 20 € al mes, acceso a varios centros con la tarifa superior y aplicación propia. Sin embargo, las reseñas en Google mencionan con frecuencia máquinas averiadas durante semanas y vestuarios poco cuidados, y en hora punta Viva Gym se queda pequeño [4].

Si no necesitas piscina, una cuota de bajo coste te ahorra más de 300 € al año; si la vas a usar de verdad, el centro con piscina compensa.

1. https://www.go-fit.es/centros/madrid
2. https://synergym.es/tarifas/
3. https://www.go-fit.es/tarifas?utm_source=copilot.com
4. https://www.google.com/maps/search/VivaGym+Madrid`,
    expect: {
      mentions: {
        "Go Fit": { position: 1, list: null, sentiment: "positive" },
        Synergym: { position: 2, list: null, sentiment: "neutral" },
        "Viva Gym": { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://go-fit.es.ofertasgym.net/madrid",
        "https://www.go-fit.es/centros/madrid",
        "https://synergym.es/tarifas/",
        "https://www.go-fit.es/tarifas?utm_source=copilot.com",
        "https://www.google.com/maps/search/VivaGym+Madrid",
      ],
      own: ["https://www.go-fit.es/centros/madrid", "https://www.go-fit.es/tarifas?utm_source=copilot.com"],
    },
  },
  // es-r18-06 Pizzas a domicilio para una fiesta de cumpleaños. Traps: «telepizza» en minúsculas, «una partida de dominó» (palabra común) después de Domino's, elogio de un competidor por contraste con la marca, negación «yo no correría ese riesgo». Domino's Pizza neutral (precios, franjas de entrega); Telepizza negative («a diferencia de Telepizza», «arrastra quejas de clientes», «no correría ese riesgo con Telepizza»); Papa John's positive («llega esponjosa», «es difícil que falle»)
  {
    id: "es-r18-06",
    lang: "es",
    shape: "long",
    traps: ["case", "common-word", "negation", "alias", "markdown", "mixed-sentiment"],
    brand: { name: "Telepizza", domain: "telepizza.es" },
    competitors: [
      { name: "Domino's Pizza", aliases: ["Domino's", "Dominos"], domain: "dominospizza.es" },
      { name: "Papa John's", aliases: ["Papa Johns"], domain: "papajohns.es" },
    ],
    answer: `Para una fiesta de cumpleaños con unas 15 personas, lo que más pesa es que las pizzas lleguen calientes y a la vez. Estas son las tres cadenas de reparto con más presencia en España y cómo encajan en un pedido grande.

**Precios y ofertas (pizza mediana, orientativo)**
- Domino's: mediana desde unos 9,95 €; los martes, 2x1 a recoger en tienda; menú fiesta para 10 personas con pizzas, entrantes y bebida.
- telepizza: mediana desde unos 10,50 €; ofertas semanales en la app y cupones en la web.
- Papa John's: mediana desde unos 11 €; promociones de segunda pizza a 5 € en días concretos.

**Calidad y reparto**

Aquí es donde se notan las diferencias. Papa John's, a diferencia de Telepizza, trabaja con una masa fresca que llega esponjosa incluso en pedidos de diez pizzas, y su salsa sabe a tomate de verdad. En varias ciudades, Telepizza arrastra quejas de clientes por pedidos grandes que llegan tibios o con más de media hora de retraso, y su masa tiende a quedarse blanda dentro de la caja. Para un evento, yo no correría ese riesgo con Telepizza.

Domino's Pizza reparte en franjas de 30 minutos y permite programar la entrega a una hora concreta desde la app; el seguimiento del pedido se ve en tiempo real.

**Mi sugerencia**

Si el presupuesto lo permite, haz el pedido a Papa John's con dos horas de antelación y programa la entrega: es difícil que falle. Si prefieres ahorrar, el menú fiesta de la primera cadena de la lista sale más barato por persona.

Y para después de la tarta, una partida de dominó siempre funciona con los mayores.`,
    expect: {
      mentions: {
        Telepizza: { position: 2, list: 2, sentiment: "negative" },
        "Domino's Pizza": { position: 1, list: 1, sentiment: "neutral" },
        "Papa John's": { position: 3, list: 3, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
  // de-r18-01 Päckchen bis 2 kg günstig verschicken. Traps: der Götterbote Hermes (Mythologie) vor der Marke, Genitiv «Hermes'», Kompositum «Hermes-App», «der Deutschen Post» dekliniert, Alias «DHL», eigene URL auf paketshop.myhermes.de, Quellenliste. Hermes positive («kaum zu schlagen», «nicht die schnellste, aber … völlig in Ordnung», «lohnt sich Hermes»); Deutsche Post neutral (Preise, Versicherung, Abgabe); DPD negative («viele Nutzer berichten …», «würde ich DPD eher meiden»)
  {
    id: "de-r18-01",
    lang: "de",
    shape: "perplexity",
    traps: ["common-word", "possessive", "declined", "alias", "subdomain", "sources-list", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Hermes", domain: "myhermes.de" },
    competitors: [
      { name: "Deutsche Post", aliases: ["DHL"], domain: "deutschepost.de" },
      { name: "DPD", domain: "dpd.com" },
    ],
    answer: `Wie der Götterbote Hermes in der griechischen Mythologie soll ein Paketdienst vor allem schnell und zuverlässig sein. Für ein Päckchen bis 2 kg innerhalb Deutschlands unterscheiden sich die drei großen Anbieter aber vor allem beim Preis [1][2].

**Hermes** ist für kleine Sendungen kaum zu schlagen: Ein Päckchen S kostet online rund 4,50 €, und über die Hermes-App lassen sich Etiketten ganz ohne Drucker erstellen [1]. Die Laufzeit liegt meist bei zwei bis drei Werktagen – nicht die schnellste, aber für diesen Preis völlig in Ordnung. Praktisch ist auch Hermes' dichtes Netz an PaketShops in Supermärkten und Kiosken [3].

Bei der Deutschen Post kostet das DHL Päckchen S (bis 2 kg) online 4,19 €, das DHL Paket bis 2 kg 5,49 €; Pakete sind bis 500 € versichert, Päckchen nicht [2]. Abgeben lassen sich beide in Filialen, an Packstationen und in Paketshops.

**DPD** wirbt mit Zustellung am nächsten Werktag, doch viele Nutzer berichten, dass Zustellversuche angeblich erfolglos waren, obwohl jemand zu Hause war, und dass Pakete ohne Benachrichtigung im Paketshop landen [4]. Für wichtige Sendungen würde ich DPD daher eher meiden.

Fazit: Für unversicherte kleine Sendungen lohnt sich Hermes, für Wertvolles das versicherte Paket.

Quellen
[1] Hermes Päckchen versenden – https://www.myhermes.de/versenden/paeckchen/
[2] Preise national – Deutsche Post – https://www.deutschepost.de/de/p/preise-national.html
[3] PaketShop-Finder – https://paketshop.myhermes.de/finder
[4] DPD Erfahrungen – https://de.trustpilot.com/review/www.dpd.de`,
    expect: {
      mentions: {
        Hermes: { position: 1, list: null, sentiment: "positive" },
        "Deutsche Post": { position: 2, list: null, sentiment: "neutral" },
        DPD: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.myhermes.de/versenden/paeckchen/",
        "https://www.deutschepost.de/de/p/preise-national.html",
        "https://paketshop.myhermes.de/finder",
        "https://de.trustpilot.com/review/www.dpd.de",
      ],
      own: ["https://www.myhermes.de/versenden/paeckchen/", "https://paketshop.myhermes.de/finder"],
    },
  },
  // de-r18-02 Krankenkasse wechseln (hkk gelobt). Traps: «hkk» klein geschrieben, «HKK» in Großbuchstaben, alle Namen in der Überschrift vor der Tabelle, Tabelle. hkk positive («schwer zu schlagen», «Versicherte loben»); KKH negative («klagen Versicherte … über lange Wartezeiten», «Ich würde es mir zweimal überlegen … zur KKH»); IKK classic neutral (Geschäftsstellen, Online-Geschäftsstelle)
  {
    id: "de-r18-02",
    lang: "de",
    shape: "gemini",
    traps: ["case", "table", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "hkk", domain: "hkk.de" },
    competitors: [
      { name: "KKH", domain: "kkh.de" },
      { name: "IKK classic", domain: "ikk-classic.de" },
    ],
    answer: `## Krankenkasse wechseln: hkk, KKH oder IKK classic?

Nach zwölf Monaten Mitgliedschaft können Sie mit einer Frist von zwei Monaten zum Monatsende wechseln. Beim Beitrag zählt vor allem der Zusatzbeitrag, der zum allgemeinen Satz von 14,6 % hinzukommt.

| Kasse | Zusatzbeitrag 2024 | Bonusprogramm | Geöffnet für |
|---|---|---|---|
| hkk | 0,98 % | bis 150 € pro Jahr | bundesweit |
| KKH | 1,98 % | bis 300 € pro Jahr | bundesweit |
| IKK classic | 1,70 % | bis 250 € pro Jahr | bundesweit |

### Service und Leistungen

**Die hkk** ist schwer zu schlagen: Versicherte loben in Umfragen die schnelle Bearbeitung von Anträgen und die gut erreichbare Hotline, und über Kostenübernahmen entscheidet die Kasse meist innerhalb weniger Tage.

**Bei der KKH** klagen Versicherte in Bewertungsportalen über lange Wartezeiten bei Kostenübernahmen und schwer erreichbare Sachbearbeiter. Ich würde es mir zweimal überlegen, allein wegen des Bonusprogramms zur KKH zu wechseln.

**Die IKK classic** betreibt Geschäftsstellen vor allem in Sachsen, Thüringen, Baden-Württemberg und Nordrhein-Westfalen und bietet außerdem eine Online-Geschäftsstelle an.

### So läuft der Wechsel
Die neue Kasse übernimmt die Kündigung bei der alten; Sie stellen nur den Mitgliedsantrag. Ein Wechsel zur HKK, zur KKH oder zur IKK classic ist online in etwa zehn Minuten erledigt, und Ihr Arbeitgeber wird automatisch informiert.`,
    expect: {
      mentions: {
        hkk: { position: 1, list: 1, sentiment: "positive" },
        KKH: { position: 2, list: 2, sentiment: "negative" },
        "IKK classic": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "de-r18-03",
  },
  // de-r18-03 Krankenkasse wechseln (KKH gelobt). Traps: «hkk» klein geschrieben, «HKK» in Großbuchstaben, alle Namen in der Überschrift vor der Tabelle, Tabelle. hkk negative («klagen Versicherte … über lange Wartezeiten», «Ich würde es mir zweimal überlegen … zur hkk»); KKH positive («schwer zu schlagen», «Versicherte loben»); IKK classic neutral (Geschäftsstellen, Online-Geschäftsstelle)
  {
    id: "de-r18-03",
    lang: "de",
    shape: "gemini",
    traps: ["case", "table", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "hkk", domain: "hkk.de" },
    competitors: [
      { name: "KKH", domain: "kkh.de" },
      { name: "IKK classic", domain: "ikk-classic.de" },
    ],
    answer: `## Krankenkasse wechseln: hkk, KKH oder IKK classic?

Nach zwölf Monaten Mitgliedschaft können Sie mit einer Frist von zwei Monaten zum Monatsende wechseln. Beim Beitrag zählt vor allem der Zusatzbeitrag, der zum allgemeinen Satz von 14,6 % hinzukommt.

| Kasse | Zusatzbeitrag 2024 | Bonusprogramm | Geöffnet für |
|---|---|---|---|
| hkk | 0,98 % | bis 150 € pro Jahr | bundesweit |
| KKH | 1,98 % | bis 300 € pro Jahr | bundesweit |
| IKK classic | 1,70 % | bis 250 € pro Jahr | bundesweit |

### Service und Leistungen

**Bei der hkk** klagen Versicherte in Bewertungsportalen über lange Wartezeiten bei Kostenübernahmen und schwer erreichbare Sachbearbeiter. Ich würde es mir zweimal überlegen, allein wegen des niedrigen Zusatzbeitrags zur hkk zu wechseln.

**Die KKH** ist schwer zu schlagen: Versicherte loben in Umfragen die schnelle Bearbeitung von Anträgen und die gut erreichbare Hotline, und über Kostenübernahmen entscheidet die Kasse meist innerhalb weniger Tage.

**Die IKK classic** betreibt Geschäftsstellen vor allem in Sachsen, Thüringen, Baden-Württemberg und Nordrhein-Westfalen und bietet außerdem eine Online-Geschäftsstelle an.

### So läuft der Wechsel
Die neue Kasse übernimmt die Kündigung bei der alten; Sie stellen nur den Mitgliedsantrag. Ein Wechsel zur HKK, zur KKH oder zur IKK classic ist online in etwa zehn Minuten erledigt, und Ihr Arbeitgeber wird automatisch informiert.`,
    expect: {
      mentions: {
        hkk: { position: 1, list: 1, sentiment: "negative" },
        KKH: { position: 2, list: 2, sentiment: "positive" },
        "IKK classic": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "de-r18-02",
  },
  // de-r18-04 Digitalabo einer Zeitung. Traps: «wenig Zeit», «sich die Zeit nehmen» und «ein Spiegel Ihrer Interessen» (gewöhnliche Wörter) vor und nach den Marken, «der Süddeutschen Zeitung» und «der Frankfurter Allgemeinen» dekliniert, «bei der Zeit» als Marke, verschachtelte Liste, Aliasse, utm-Links. Süddeutsche Zeitung positive («kaum zu toppen», bedingt auf Investigativrecherche/Bayern); Frankfurter Allgemeine neutral (Preis, E-Paper als eigenes Abo); Zeit positive («gründlich und gut geschrieben», «einziger Haken …»); Spiegel negative («Viele Leser beschweren sich …», «Kündigung … umständlich»)
  {
    id: "de-r18-04",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "declined", "alias", "nested-list", "utm", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Süddeutsche Zeitung", aliases: ["SZ"], domain: "sueddeutsche.de" },
    competitors: [
      { name: "Frankfurter Allgemeine", aliases: ["FAZ"], domain: "faz.net" },
      { name: "Zeit", aliases: ["Die Zeit", "Zeit Online"], domain: "zeit.de" },
      { name: "Spiegel", aliases: ["Der Spiegel"], domain: "spiegel.de" },
    ],
    answer: `Wenn Sie wenig Zeit haben und trotzdem gut informiert sein wollen, lohnt sich ein Digitalabo eher als der Kauf einzelner Artikel. Ein kurzer Überblick (reguläre Preise nach dem Probemonat):

1. **Überregionale Tageszeitungen**
   - **Süddeutsche Zeitung** (SZ Plus): rund 14,99 € im Monat, inklusive E-Paper und App. Wenn Ihnen Investigativrecherche und Berichte aus Bayern wichtig sind, ist das Abo der Süddeutschen Zeitung kaum zu toppen. ([sueddeutsche.de](https://www.sueddeutsche.de/abo/digital?utm_source=chatgpt.com))
   - **Frankfurter Allgemeine** (FAZ+): rund 16,95 € im Monat für alle Plus-Artikel; das E-Paper der Frankfurter Allgemeinen gibt es als eigenes Abo. ([faz.net](https://www.faz.net/faz-plus/?utm_source=chatgpt.com))
2. **Wochenmedien**
   - **Die Zeit** (Zeit Online): digitales Abo rund 4,60 € pro Woche, mit E-Paper, Audio-Artikeln und Archiv. Die Analysen sind gründlich und gut geschrieben; einziger Haken bei der Zeit ist, dass sie nur einmal pro Woche erscheint. ([zeit.de](https://www.zeit.de/abo/digital?utm_source=chatgpt.com))
   - **Spiegel** (Spiegel+): rund 4,99 € pro Woche. Viele Leser beschweren sich allerdings, dass beim Spiegel inzwischen fast jeder interessante Artikel hinter der Paywall liegt und die Kündigung online umständlich ist. ([spiegel.de](https://www.spiegel.de/abo/?utm_source=chatgpt.com))

**Mein Tipp:** Welche Zeitung passt, ist am Ende ein Spiegel Ihrer Interessen. Nehmen Sie sich die Zeit, zwei Probeabos parallel zu testen, und kündigen Sie rechtzeitig vor Ablauf des Probezeitraums.`,
    expect: {
      mentions: {
        "Süddeutsche Zeitung": { position: 1, list: 1, sentiment: "positive" },
        "Frankfurter Allgemeine": { position: 2, list: 2, sentiment: "neutral" },
        Zeit: { position: 3, list: 1, sentiment: "positive" },
        Spiegel: { position: 4, list: 2, sentiment: "negative" },
      },
      citations: [
        "https://www.sueddeutsche.de/abo/digital?utm_source=chatgpt.com",
        "https://www.faz.net/faz-plus/?utm_source=chatgpt.com",
        "https://www.zeit.de/abo/digital?utm_source=chatgpt.com",
        "https://www.spiegel.de/abo/?utm_source=chatgpt.com",
      ],
      own: ["https://www.sueddeutsche.de/abo/digital?utm_source=chatgpt.com"],
    },
  },
  // de-r18-05 Küche mit Insel für etwa 25.000 €. Traps: Genitiv «Schüllers», «Schuller» ohne Umlaut, Kompositum «Schüller-Niveau», «Rotpunkt» als Kletterbegriff nach der Marke, Lob eines Konkurrenten im Kontrast zur Marke («anders als bei Schüller»), Linktext. Schüller negative («genau hier liegt das Problem», «Lieferungen mit fehlenden oder beschädigten Fronten», «anders als bei Schüller»); Bulthaup positive («jede Fuge … bis ins Detail durchdacht», «nehmen sich Zeit»); Rotpunkt neutral (Standort, Farben, Preisniveau)
  {
    id: "de-r18-05",
    lang: "de",
    shape: "claude",
    traps: ["possessive", "common-word", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Schüller", domain: "schueller.de" },
    competitors: [
      { name: "Bulthaup", domain: "bulthaup.com" },
      { name: "Rotpunkt", domain: "rotpunktkuechen.de" },
    ],
    answer: `Bei einem Budget von etwa 25.000 € für eine Küche mit Insel liegen Sie genau in dem Bereich, in dem sich die drei Hersteller überschneiden, auch wenn sie sehr unterschiedliche Ansätze verfolgen.

Schüller ist der größte der drei und verkauft über Küchenstudios und Möbelhäuser. Die Qualität der Planung hängt daher stark vom jeweiligen Händler ab, und genau hier liegt das Problem: In Foren berichten Käufer immer wieder, dass Schüllers Lieferungen mit fehlenden oder beschädigten Fronten ankommen und Nachlieferungen Wochen dauern. Für 25.000 € würde ich bei Schuller sehr genau nachfragen, wer die Montage übernimmt und wie Reklamationen ablaufen.

Bulthaup liegt preislich eigentlich darüber; eine Insel der Serie b3 beginnt selten unter 40.000 €. Wer Wert auf Verarbeitung legt, bekommt bei Bulthaup – anders als bei Schüller – jede Fuge und jede Schublade bis ins Detail durchdacht, und die Planer in den Bulthaup-Studios nehmen sich Zeit. Wenn sich das Budget strecken lässt, ist das eine Küche, die man auch nach zwanzig Jahren noch gern benutzt.

Rotpunkt fertigt im ostwestfälischen Bünde, bietet Fronten in rund 200 Farben und eine eigene Linie mit grifflosen Fronten; die Preise liegen meist auf Schüller-Niveau. Mit dem Rotpunkt beim Klettern, also dem sturzfreien Durchstieg einer Route, hat der Firmenname übrigens nichts zu tun.

Mein Rat: Holen Sie mindestens zwei Angebote mit identischer Planung ein und lassen Sie sich Liefer- und Montagebedingungen schriftlich geben. Mehr zu den Serien finden Sie direkt bei den Herstellern ([Rotpunkt](https://www.rotpunktkuechen.de/kuechen/) und [Bulthaup](https://www.bulthaup.com/de/b3/)).`,
    expect: {
      mentions: {
        "Schüller": { position: 1, list: null, sentiment: "negative" },
        Bulthaup: { position: 2, list: null, sentiment: "positive" },
        Rotpunkt: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.rotpunktkuechen.de/kuechen/", "https://www.bulthaup.com/de/b3/"],
      own: [],
    },
  },
  // de-r18-06 Berufsunfähigkeitsversicherung für eine selbstständige Grafikdesignerin. Traps: «in einem alten Leipziger Fabrikgebäude» (dekliniertes Adjektiv + Ortsadjektiv, kein Markenname) vor der Marke, «der Alten Leipziger» dekliniert, «nicht der günstigste …, aber», Fußnotenliste am Ende. Alte Leipziger positive («Bestnoten», «nicht der günstigste …, aber … sehr guten Ruf … gut angelegt»); Continentale neutral (Preis, Klauseln); Württembergische neutral (Preis, Zusatzbaustein); Provinzial negative («berichten Kunden … von langwierigen Leistungsprüfungen», «nur wählen, wenn der Preis … das einzige Kriterium ist»)
  {
    id: "de-r18-06",
    lang: "de",
    shape: "copilot",
    traps: ["declined", "common-word", "hedge", "sources-list", "mixed-sentiment"],
    brand: { name: "Alte Leipziger", domain: "alte-leipziger.de" },
    competitors: [
      { name: "Continentale", domain: "continentale.de" },
      { name: "Württembergische", domain: "wuerttembergische.de" },
      { name: "Provinzial", domain: "provinzial.de" },
    ],
    answer: `Als selbstständige Grafikdesignerin mit Atelier in einem alten Leipziger Fabrikgebäude haben Sie ein eher geringes Berufsrisiko, was die Beiträge niedrig hält. Für 30 Jahre, Nichtraucherin, 2.000 € BU-Rente bis 67 werden in Vergleichen meist vier Versicherer genannt [1][2].

Die Alte Leipziger gilt seit Jahren als einer der stärksten Anbieter in diesem Bereich: Ratingagenturen vergeben regelmäßig Bestnoten, und die Bedingungen der Alten Leipziger verzichten auf die abstrakte Verweisung [1]. Ihr Tarif ist mit rund 75 € im Monat nicht der günstigste, aber bei der Leistungsprüfung hat die Alte Leipziger einen sehr guten Ruf – das Geld ist hier gut angelegt.

Die Continentale bietet einen vergleichbaren Tarif für rund 68 € im Monat, mit Nachversicherungsgarantie und Verzicht auf abstrakte Verweisung; eine Beitragsdynamik ist optional [2].

Die Württembergische liegt bei rund 72 € im Monat; eine Arbeitsunfähigkeitsklausel kann gegen Aufpreis hinzugebucht werden [3].

Bei der Provinzial liegt der Beitrag bei rund 65 €. Allerdings berichten Kunden in Bewertungsportalen von langwierigen Leistungsprüfungen und vielen Rückfragen, bevor überhaupt gezahlt wird [4]. Ich würde die Provinzial deshalb nur wählen, wenn der Preis wirklich das einzige Kriterium ist.

Lassen Sie sich vor dem Abschluss von einem unabhängigen Makler beraten und beantworten Sie die Gesundheitsfragen vollständig, sonst riskieren Sie im Leistungsfall den Versicherungsschutz.

[1] https://www.morgenundmorgen.com/ratings/bu
[2] https://www.finanztip.de/berufsunfaehigkeitsversicherung/
[3] https://www.wuerttembergische.de/berufsunfaehigkeit
[4] https://www.alte-leipziger.de/privatkunden/bu`,
    expect: {
      mentions: {
        "Alte Leipziger": { position: 1, list: null, sentiment: "positive" },
        Continentale: { position: 2, list: null, sentiment: "neutral" },
        "Württembergische": { position: 3, list: null, sentiment: "neutral" },
        Provinzial: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.morgenundmorgen.com/ratings/bu",
        "https://www.finanztip.de/berufsunfaehigkeitsversicherung/",
        "https://www.wuerttembergische.de/berufsunfaehigkeit",
        "https://www.alte-leipziger.de/privatkunden/bu",
      ],
      own: ["https://www.alte-leipziger.de/privatkunden/bu"],
    },
  },
];
