// Round 21: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output nor other rounds, asked to stress names that are not the brand, careless case and hedged or conceded praise, written while round 19 was being developed against; held out.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // Q: "Best building society savings account in the UK?" Traps: "Coventry" in the opening is the city (not a mention; a naive match would rank Coventry Building Society 1st), "born in Skipton" is the town; link text "principality.co.uk" is a bare domain. Labels: Principality factual (rate, minimum, how to open) -> neutral; Skipton "a bit fiddly, but worth the effort" + staff praised -> positive; Coventry double negative + "nothing to complain about" + beats banks -> positive; YBS praised regular saver then "only available to existing members" + slower on the phone -> negative. Ranks/list follow the list order 1-4; own = the skipton.co.uk link.
  {
    id: "en-r21-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "alias", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Skipton Building Society", aliases: ["Skipton"], domain: "skipton.co.uk" },
    competitors: [
      { name: "Coventry Building Society", aliases: ["Coventry", "The Coventry"], domain: "thecoventry.co.uk" },
      { name: "Yorkshire Building Society", aliases: ["YBS"], domain: "ybs.co.uk" },
      { name: "Principality Building Society", aliases: ["Principality"], domain: "principality.co.uk" },
    ],
    answer: `If you'd rather save with a building society than a high-street bank, there are good options whether you live in Coventry, Cardiff or the Yorkshire Dales. These are the ones most savers shortlist in 2025:

1. **Principality Building Society** – Wales's largest building society. Its 1 Year Fixed Bond pays 4.35% AER on deposits from £1,000, and it can be opened in branch or online. [principality.co.uk](https://www.principality.co.uk/savings/fixed-rate?utm_source=chatgpt.com)
2. **Skipton Building Society** – Opening the account online is a bit fiddly, but the Skipton Members' Saver rate makes it well worth the effort, and its branch staff are consistently praised. [Skipton](https://www.skipton.co.uk/savings/members-saver?utm_source=chatgpt.com)
3. **Coventry Building Society** – I can't say savers are unhappy with it: there is nothing to complain about on service, and its easy-access rates regularly beat the big banks.
4. **Yorkshire Building Society (YBS)** – The headline regular saver looks great, but it is only available to existing members, and YBS is slower to answer the phone than the others on this list.

**Tip:** if you were born in Skipton you may know the society's first office on the High Street, but you don't need any local connection to open an account with any of these.`,
    expect: {
      mentions: {
        "Skipton Building Society": { position: 2, list: 2, sentiment: "positive" },
        "Coventry Building Society": { position: 3, list: 3, sentiment: "positive" },
        "Yorkshire Building Society": { position: 4, list: 4, sentiment: "negative" },
        "Principality Building Society": { position: 1, list: 1, sentiment: "neutral" },
      },
      citations: [
        "https://www.principality.co.uk/savings/fixed-rate?utm_source=chatgpt.com",
        "https://www.skipton.co.uk/savings/members-saver?utm_source=chatgpt.com",
      ],
      own: ["https://www.skipton.co.uk/savings/members-saver?utm_source=chatgpt.com"],
    },
  },

  // Q: "Cheapest way to get from London to Newcastle?" Traps: "New York's Grand Central Terminal" in the opening is a place (not a mention; a naive match would rank Grand Central 1st); Megabus and National Express share one sentence with opposite judgements; trailing "Sources" list names every brand (does not count, URLs still citations). Labels: Lumo "a little narrow, but hard to beat" + on time -> positive; Grand Central route, frequency, "free" Wi-Fi and fare are facts -> neutral; Megabus "a pound or two cheaper, but seven hours, delays common" -> negative; National Express more punctual, helpful drivers -> positive. No lists in the body.
  {
    id: "en-r21-02",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "mixed-sentiment", "hedge"],
    brand: { name: "Lumo", domain: "lumo.co.uk" },
    competitors: [
      { name: "Grand Central", domain: "grandcentralrail.com" },
      { name: "Megabus", domain: "megabus.com" },
      { name: "National Express", domain: "nationalexpress.com" },
    ],
    answer: `The cheapest way from London to Newcastle is usually an open-access train or a coach, booked a few weeks ahead [1][2]. Everything heading north leaves from King's Cross, London's answer to New York's Grand Central Terminal, or from Victoria Coach Station.

**Trains**
Lumo runs all-electric trains from King's Cross to Newcastle and Edinburgh, with advance singles from around £20 [1]. The seats are a little narrow, but for the price Lumo is hard to beat, and its trains are reliably on time [3].

If Sunderland works for you, Grand Central runs from King's Cross to Sunderland via York and Hartlepool, five trains a day; Wi-Fi is free on board and advance singles start at about £25 [2].

**Coaches**
Megabus and National Express both run direct coaches to Newcastle: Megabus is sometimes a pound or two cheaper, but its coaches take around seven hours and delays are common, whereas National Express is more punctual and its drivers are consistently helpful [4][5].

Sources
[1] Lumo – Routes and fares – https://www.lumo.co.uk/routes
[2] Grand Central – Timetables – https://www.grandcentralrail.com/timetables
[3] Lumo review: is the budget train worth it? – https://www.theguardian.com/travel/lumo-train-review
[4] Megabus – Newcastle – https://uk.megabus.com/newcastle
[5] National Express vs Megabus – https://www.moneysavingexpert.com/travel/cheap-coach-tickets/`,
    expect: {
      mentions: {
        Lumo: { position: 1, list: null, sentiment: "positive" },
        "Grand Central": { position: 2, list: null, sentiment: "neutral" },
        Megabus: { position: 3, list: null, sentiment: "negative" },
        "National Express": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.lumo.co.uk/routes",
        "https://www.grandcentralrail.com/timetables",
        "https://www.theguardian.com/travel/lumo-train-review",
        "https://uk.megabus.com/newcastle",
        "https://www.moneysavingexpert.com/travel/cheap-coach-tickets/",
      ],
      own: ["https://www.lumo.co.uk/routes"],
    },
  },

  // Q: "Best note-taking app for Mac?" Traps: "Bear in mind" (sentence-initial, capitalised) and "writing is your craft" are common words before the table (a naive match would rank Bear and Craft first); names in table rows. Labels: table rows give ranks/rows Simplenote 1, Bear 2, Craft 3, Joplin 4. Simplenote "fast and dependable" + cheaper than Bear + recommended -> positive; Bear "not the cheapest, but the nicest editor", "pricier, but easy to justify", faster than Craft -> positive; Craft collaboration "sounds excellent, but only online", lost edits, slower -> negative; Joplin price/sync/platform facts ("free, open source") -> neutral.
  {
    id: "en-r21-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "hedge", "negation", "possessive", "mixed-sentiment"],
    brand: { name: "Bear", aliases: ["Bear Notes"], domain: "bear.app" },
    competitors: [
      { name: "Joplin", domain: "joplinapp.org" },
      { name: "Craft", aliases: ["Craft Docs"], domain: "craft.do" },
      { name: "Simplenote", domain: "simplenote.com" },
    ],
    answer: `## Best note-taking apps for Mac in 2025

Bear in mind that the right app depends on how you write: if long-form writing is your craft, you will want different things from someone who only jots down shopping lists.

### At a glance

| App | Price | Sync | In short |
|---|---|---|---|
| Simplenote | Free | Simplenote cloud | Fast and dependable; notes sync in seconds |
| Bear | Free; Pro £2.99/month | iCloud | Not the cheapest, but the nicest editor on the Mac |
| Craft | Free; Plus £8.99/month | Craft cloud | Looks beautiful, but offline editing is unreliable |
| Joplin | Free, open source | Dropbox, OneDrive, WebDAV, Joplin Cloud | Markdown notes with plugins |

### Bear
Bear keeps notes in Markdown and organises them with nested tags instead of folders. Bear is a little pricier than Simplenote, but its editor is so pleasant that the subscription is easy to justify.

### Craft
Craft's real-time collaboration sounds excellent, but it only works when you are online, and users regularly report lost edits after sync conflicts. On older Macs, Craft is also noticeably slower than Bear.

### Joplin
Joplin stores notes as Markdown files and syncs through Dropbox, OneDrive, WebDAV or its own Joplin Cloud service (from €2.99 a month). There are desktop apps for macOS, Windows and Linux.

**Bottom line:** pick Bear for long-form writing, or Simplenote if you only need quick plain-text notes.`,
    expect: {
      mentions: {
        Bear: { position: 2, list: 2, sentiment: "positive" },
        Joplin: { position: 4, list: 4, sentiment: "neutral" },
        Craft: { position: 3, list: 3, sentiment: "negative" },
        Simplenote: { position: 1, list: 1, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "Which broadband provider won't hit me with price rises?" Pair with en-r21-05 (Cuckoo and Zen Internet swap praise/criticism). Traps: "stay zen" and "a cuckoo clock" in the opening are common words before any real mention (a naive match would rank Zen Internet 1st); "UW" alias; footnote run at the end is the sources list. Labels: Cuckoo "a bit pricier, but worth every penny" -> positive; Zen Internet advertised support "isn't available", slow fixes -> negative; Plusnet and Utility Warehouse share a factual sentence (network, price, bundling) -> neutral.
  {
    id: "en-r21-04",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "alias", "sources-list", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Cuckoo", domain: "cuckoo.co" },
    competitors: [
      { name: "Zen Internet", aliases: ["Zen"], domain: "zen.co.uk" },
      { name: "Plusnet", domain: "plus.net" },
      { name: "Utility Warehouse", aliases: ["UW"], domain: "uw.co.uk" },
    ],
    answer: `Want to stay zen about your broadband bill, with no price rise popping out like a cuckoo clock every April? Here's a quick take.

Cuckoo is a bit pricier than some rivals, but customers say it's worth every penny: there are no mid-contract price rises and the support team actually picks up the phone [1].

Zen Internet advertises its award-winning UK-based support, but right now that team isn't available in the evenings or at weekends, and several reviewers say it took days to get a fault fixed [2].

Plusnet and Utility Warehouse both run on the Openreach network, and Plusnet's full-fibre plans start at £25 a month on an 18-month contract [3]. UW also lets you put energy, mobile and broadband on one bill.

[1] https://www.cuckoo.co/reviews
[2] https://www.trustpilot.com/review/zen.co.uk
[3] https://www.plus.net/broadband/full-fibre/`,
    expect: {
      mentions: {
        Cuckoo: { position: 1, list: null, sentiment: "positive" },
        "Zen Internet": { position: 2, list: null, sentiment: "negative" },
        Plusnet: { position: 3, list: null, sentiment: "neutral" },
        "Utility Warehouse": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.cuckoo.co/reviews", "https://www.trustpilot.com/review/zen.co.uk", "https://www.plus.net/broadband/full-fibre/"],
      own: ["https://www.cuckoo.co/reviews"],
    },
    pair: "en-r21-05",
  },

  // Q: same as en-r21-04. Pair twin: the praise ("a bit pricier, but worth every penny") now belongs to Zen Internet and the criticism (advertised support not available, slow fixes) to Cuckoo. Same traps ("stay zen", "cuckoo clock" before any mention). Labels: Cuckoo negative, Zen Internet positive, Plusnet and Utility Warehouse neutral; ranks unchanged.
  {
    id: "en-r21-05",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "alias", "sources-list", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Cuckoo", domain: "cuckoo.co" },
    competitors: [
      { name: "Zen Internet", aliases: ["Zen"], domain: "zen.co.uk" },
      { name: "Plusnet", domain: "plus.net" },
      { name: "Utility Warehouse", aliases: ["UW"], domain: "uw.co.uk" },
    ],
    answer: `Want to stay zen about your broadband bill, with no price rise popping out like a cuckoo clock every April? Here's a quick take.

Cuckoo advertises its award-winning UK-based support, but right now that team isn't available in the evenings or at weekends, and several reviewers say it took days to get a fault fixed [1].

Zen Internet is a bit pricier than some rivals, but customers say it's worth every penny: there are no mid-contract price rises and the support team actually picks up the phone [2].

Plusnet and Utility Warehouse both run on the Openreach network, and Plusnet's full-fibre plans start at £25 a month on an 18-month contract [3]. UW also lets you put energy, mobile and broadband on one bill.

[1] https://www.cuckoo.co/reviews
[2] https://www.trustpilot.com/review/zen.co.uk
[3] https://www.plus.net/broadband/full-fibre/`,
    expect: {
      mentions: {
        Cuckoo: { position: 1, list: null, sentiment: "negative" },
        "Zen Internet": { position: 2, list: null, sentiment: "positive" },
        Plusnet: { position: 3, list: null, sentiment: "neutral" },
        "Utility Warehouse": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.cuckoo.co/reviews", "https://www.trustpilot.com/review/zen.co.uk", "https://www.plus.net/broadband/full-fibre/"],
      own: ["https://www.cuckoo.co/reviews"],
    },
    pair: "en-r21-04",
  },

  // Q: "Is private health insurance worth it, and which provider?" Traps: "health and vitality" in the first sentence is the common noun (a naive match ranks Vitality before it is really named; here it is first anyway, so rank is unchanged but mention/sentiment must not use it); "the freedom to choose" is the common noun for alias "Freedom"; "the Kent village of Benenden" is a place; "wpa" typed in lower case inside a quote is the brand. Labels: Vitality perks described, then "the catch", more expensive, claims "slow and frustrating" -> negative; WPA double negative ("can't say I've read a single review where a member felt short-changed") + quote -> positive; Freedom Health Insurance plan contents and pricing basis -> neutral; Benenden Health flat fee fact, then "comes at a price", discretionary, "not as dependable" -> negative.
  {
    id: "en-r21-06",
    lang: "en",
    shape: "long",
    traps: ["common-word", "alias", "case", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Vitality", aliases: ["VitalityHealth"], domain: "vitality.co.uk" },
    competitors: [
      { name: "WPA", domain: "wpa.org.uk" },
      { name: "Freedom Health Insurance", aliases: ["Freedom"], domain: "freedomhealthinsurance.co.uk" },
      { name: "Benenden Health", aliases: ["Benenden"], domain: "benenden.co.uk" },
    ],
    answer: `Good health and vitality can't be bought, but faster treatment can. Private medical insurance in the UK mostly comes down to how much cover you want, how you feel about excesses, and whether you care about perks. Here is how the main options compare for a healthy 40-year-old.

Vitality is the insurer most people have heard of, largely because of its rewards programme: you earn points for walking, gym visits and sleep, and those points unlock lower premiums, discounted Apple Watches and free weekly coffees. The catch is that the rewards only pay off if you stay active; if you don't, Vitality ends up one of the more expensive policies on this list, and several reviewers describe its claims process as slow and frustrating. For anyone who simply wants straightforward cover, I wouldn't pick Vitality.

WPA is a not-for-profit provider, and it shows: I can't say I've read a single review where a WPA member felt short-changed at claim time. Its shared-responsibility option lets you pay the first 25% of a claim in exchange for a lower premium. One forum user summed it up as "been with wpa eight years, never once had to argue about a claim", which is typical of the feedback.

Freedom Health Insurance is a smaller, independent insurer. Its Essential plan covers in-patient and day-patient treatment, outpatient cover is an optional add-on, and premiums are set by age and postcode. For many self-employed people, the freedom to choose their own consultant is the main reason to go private at all, and most policies on this list allow it.

Benenden Health works differently again. It is a mutual whose hospital stands near the Kent village of Benenden, and membership costs a flat £14.90 a month regardless of age or medical history. That simplicity comes at a price: Benenden Health's cover is discretionary rather than guaranteed, and it only steps in for some treatments once NHS waiting times are exceeded, so it is not as dependable as a full insurance policy.

In short: WPA for peace of mind at claim time, Vitality only if you will genuinely use the rewards, and Benenden Health if budget matters more than certainty.`,
    expect: {
      mentions: {
        Vitality: { position: 1, list: null, sentiment: "negative" },
        WPA: { position: 2, list: null, sentiment: "positive" },
        "Freedom Health Insurance": { position: 3, list: null, sentiment: "neutral" },
        "Benenden Health": { position: 4, list: null, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: « Quelle banque éthique choisir en France ? » Traps: item 1 written without accents ("Credit Cooperatif") is still Crédit Coopératif; link text "credit-cooperatif.coop" is a bare domain; "celle d'Helios" is an elided form; final note: "le dieu grec Hélios" is a character and "la nef d'une église" a common noun (not mentions; the brands are named in the same sentence, neutrally). Labels: Crédit Coopératif price/agencies facts -> neutral; Helios "on ne peut pas dire que ses clients soient mécontents", "rien à redire" -> positive; Green-Got savings offer "séduisante sur le papier, mais pas encore disponible", less stable than Helios -> negative; La Nef "un peu moins pratique, mais ... le choix le plus cohérent" -> positive. Ranks/list 1-4 in list order; own = helios.do link.
  {
    id: "fr-r21-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "case", "possessive", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Helios", domain: "helios.do" },
    competitors: [
      { name: "Green-Got", aliases: ["Green Got"], domain: "green-got.com" },
      { name: "La Nef", domain: "lanef.com" },
      { name: "Crédit Coopératif", domain: "credit-cooperatif.coop" },
    ],
    answer: `Si vous cherchez une banque dont l'argent ne finance pas les énergies fossiles, voici les options les plus souvent citées en France :

1. **Credit Cooperatif** – Banque coopérative historique, membre du groupe BPCE. Le compte courant coûte environ 6 € par mois et il existe des agences dans la plupart des grandes villes. [credit-cooperatif.coop](https://www.credit-cooperatif.coop/particuliers/?utm_source=chatgpt.com)
2. **Helios** – Néobanque française lancée en 2020. On ne peut pas dire que ses clients soient mécontents : l'application est fluide, le service client répond vite, et rien à redire sur la transparence des placements. [Helios](https://www.helios.do/?utm_source=chatgpt.com)
3. **Green-Got** – Son offre d'épargne verte est très séduisante sur le papier, mais elle n'est pas encore disponible : pour l'instant, seul le compte courant existe, et l'appli est moins stable que celle d'Helios.
4. **La Nef** – Coopérative financière qui ne finance que des projets écologiques, sociaux ou culturels. Un peu moins pratique au quotidien, mais la transparence sur chaque prêt en fait le choix le plus cohérent pour beaucoup d'épargnants.

Petite anecdote : Helios tire son nom du dieu grec Hélios, et La Nef n'a rien à voir avec la nef d'une église, puisque c'est l'acronyme de « Nouvelle Économie Fraternelle ».`,
    expect: {
      mentions: {
        Helios: { position: 2, list: 2, sentiment: "positive" },
        "Green-Got": { position: 3, list: 3, sentiment: "negative" },
        "La Nef": { position: 4, list: 4, sentiment: "positive" },
        "Crédit Coopératif": { position: 1, list: 1, sentiment: "neutral" },
      },
      citations: [
        "https://www.credit-cooperatif.coop/particuliers/?utm_source=chatgpt.com",
        "https://www.helios.do/?utm_source=chatgpt.com",
      ],
      own: ["https://www.helios.do/?utm_source=chatgpt.com"],
    },
  },

  // Q: « Quel sac à main durable pour aller au travail ? » Pair with fr-r21-03 (Longchamp and Le Tanneur swap praise/criticism). Traps: "chez le tanneur" in the opening is the common noun (a naive match would rank Le Tanneur 1st); "l'hippodrome de Longchamp" is the racecourse (place, not a mention); "Polene" without accent; link texts Lancel/Polène are mentions but after the prose ones. Labels: Longchamp "un peu cher, mais ça vaut largement son prix", "jamais entendu quelqu'un regretter" -> positive; Le Tanneur "moins convaincant", stiffer leather, complaints -> negative; Lancel and Polène share a sentence of prices/materials -> neutral.
  {
    id: "fr-r21-02",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Longchamp", domain: "longchamp.com" },
    competitors: [
      { name: "Le Tanneur", domain: "letanneur.com" },
      { name: "Lancel", domain: "lancel.com" },
      { name: "Polène", domain: "polene-paris.com" },
    ],
    answer: `Pour un sac de travail qui dure, tout commence chez le tanneur : un bon cuir se patine avec les années, un mauvais se craquelle au bout de deux hivers. Je regarderais donc d'abord du côté des maroquiniers français.

Longchamp reste la valeur sûre : c'est un peu cher, mais ça vaut largement son prix, et je n'ai jamais entendu quelqu'un regretter son achat. Petite curiosité, la maison tire son nom de l'hippodrome de Longchamp, dans le bois de Boulogne, où se court chaque automne le Prix de l'Arc de Triomphe.

Le Tanneur, à l'inverse, me semble moins convaincant aujourd'hui : les cuirs sont moins souples qu'il y a dix ans et plusieurs clientes se plaignent de finitions qui s'abîment vite.

Restent Lancel et Polene : le Premier Flirt de Lancel coûte autour de 590 €, tandis que le Numéro Un de Polene est vendu 390 € et existe en cuir grainé ou lisse. Les prix viennent des sites officiels ([Lancel](https://www.lancel.com/fr-fr/), [Polène](https://www.polene-paris.com/)).

Si vous hésitez, allez les essayer en boutique avec votre ordinateur portable dedans : c'est le seul test vraiment fiable.`,
    expect: {
      mentions: {
        Longchamp: { position: 1, list: null, sentiment: "positive" },
        "Le Tanneur": { position: 2, list: null, sentiment: "negative" },
        Lancel: { position: 3, list: null, sentiment: "neutral" },
        "Polène": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.lancel.com/fr-fr/", "https://www.polene-paris.com/"],
      own: [],
    },
    pair: "fr-r21-03",
  },

  // Q: same as fr-r21-02. Pair twin: the criticism ("moins convaincant", stiffer leather, complaints) now belongs to Longchamp and the praise ("un peu cher, mais ça vaut largement son prix") to Le Tanneur. Same traps ("chez le tanneur", "l'hippodrome de Longchamp"). Labels: Longchamp negative, Le Tanneur positive, Lancel/Polène neutral; ranks unchanged.
  {
    id: "fr-r21-03",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Longchamp", domain: "longchamp.com" },
    competitors: [
      { name: "Le Tanneur", domain: "letanneur.com" },
      { name: "Lancel", domain: "lancel.com" },
      { name: "Polène", domain: "polene-paris.com" },
    ],
    answer: `Pour un sac de travail qui dure, tout commence chez le tanneur : un bon cuir se patine avec les années, un mauvais se craquelle au bout de deux hivers. Je regarderais donc d'abord du côté des maroquiniers français.

Longchamp me semble moins convaincant aujourd'hui : les cuirs sont moins souples qu'il y a dix ans et plusieurs clientes se plaignent de finitions qui s'abîment vite. Petite curiosité, la maison tire son nom de l'hippodrome de Longchamp, dans le bois de Boulogne, où se court chaque automne le Prix de l'Arc de Triomphe.

Le Tanneur, à l'inverse, reste la valeur sûre : c'est un peu cher, mais ça vaut largement son prix, et je n'ai jamais entendu quelqu'un regretter son achat.

Restent Lancel et Polene : le Premier Flirt de Lancel coûte autour de 590 €, tandis que le Numéro Un de Polene est vendu 390 € et existe en cuir grainé ou lisse. Les prix viennent des sites officiels ([Lancel](https://www.lancel.com/fr-fr/), [Polène](https://www.polene-paris.com/)).

Si vous hésitez, allez les essayer en boutique avec votre ordinateur portable dedans : c'est le seul test vraiment fiable.`,
    expect: {
      mentions: {
        Longchamp: { position: 1, list: null, sentiment: "negative" },
        "Le Tanneur": { position: 2, list: null, sentiment: "positive" },
        Lancel: { position: 3, list: null, sentiment: "neutral" },
        "Polène": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.lancel.com/fr-fr/", "https://www.polene-paris.com/"],
      own: [],
    },
    pair: "fr-r21-02",
  },

  // Q: « Quelle eau minérale est la plus riche en magnésium ? » Traps: table rows with a verdict column; "CONTREX" in capitals; "Hepar" without accent in prose; "près du village de Quézac" is the village (place), in the same sentence as the brand. Labels (table rows = ranks): Rozana "très riche, mais bien trop salée" + "déconseillée" -> negative; Hépar "goût un peu marqué, mais la plus efficace", "je ne dirais pas que le goût est désagréable", "rien ne la remplace" -> positive; Quézac composition/bottle sizes -> neutral; Contrex composition/bottle -> neutral; La Salvetat little magnesium + bubbles vanish -> negative.
  {
    id: "fr-r21-04",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "table", "case", "possessive", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Hépar", domain: "hepar.fr" },
    competitors: [
      { name: "Rozana" },
      { name: "Quézac" },
      { name: "Contrex" },
      { name: "La Salvetat" },
    ],
    answer: `## Eaux minérales riches en magnésium : le comparatif

Le magnésium contribue à réduire la fatigue. Voici les eaux les plus courantes en grande surface, avec leur composition d'après l'étiquette.

| Eau | Magnésium (mg/L) | Sodium (mg/L) | Notre avis |
|---|---|---|---|
| Rozana | 160 | 493 | Très riche, mais bien trop salée pour un usage quotidien |
| Hépar | 119 | 14 | Un goût un peu marqué, mais la plus efficace du rayon |
| Quézac | 95 | 255 | Eau naturellement gazeuse |
| CONTREX | 75 | 9 | Eau plate, bouteille de 1,5 L |
| La Salvetat | 11 | 7 | Peu de magnésium, et des bulles qui disparaissent vite une fois la bouteille ouverte |

### Hépar, la référence
Hepar contient aussi beaucoup de sulfates, ce qui explique son effet sur le transit. Je ne dirais pas que le goût d'Hépar est désagréable : on s'y habitue en quelques jours, et rien ne la remplace si vous manquez de magnésium.

### Les autres
L'eau Quézac est puisée au bord du Tarn, près du village de Quézac, en Lozère ; elle est vendue en bouteilles de 1 L et de 50 cl. Rozana, elle, est déconseillée aux personnes qui suivent un régime pauvre en sel.

> **Conseil :** alternez plutôt que de boire tous les jours une seule eau très minéralisée.`,
    expect: {
      mentions: {
        "Hépar": { position: 2, list: 2, sentiment: "positive" },
        Rozana: { position: 1, list: 1, sentiment: "negative" },
        "Quézac": { position: 3, list: 3, sentiment: "neutral" },
        Contrex: { position: 4, list: 4, sentiment: "neutral" },
        "La Salvetat": { position: 5, list: 5, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: « Où acheter un bon canapé en région parisienne ? » Traps: "le Haut Atlas marocain" in the opening is a mountain range (not a mention; a naive match would rank Atlas 1st); "chez fly" in lower case is the brand; trailing "Sources :" list names brands (does not count). Labels: Ligne Roset Togo designer/date/price -> neutral; Cinna "n'est pas donnée, mais ... justifient largement la différence", "aucun avis négatif", more comfortable than fly -> positive; Atlas price and "livraison gratuite" are facts -> neutral; Fly "choix large, mais moins confortables ... SAV souvent critiqué" -> negative. No lists in the body.
  {
    id: "fr-r21-05",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "case", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Cinna", domain: "cinna.fr" },
    competitors: [
      { name: "Ligne Roset", domain: "ligne-roset.com" },
      { name: "Atlas", aliases: ["Meubles Atlas"], domain: "atlas-meubles.fr" },
      { name: "Fly", domain: "fly.fr" },
    ],
    answer: `Pour un canapé de qualité en région parisienne, tout dépend de votre budget [1][2]. Et si vous refaites tout le salon, un tapis berbère tissé dans le Haut Atlas marocain s'accorde avec presque tous les styles [3].

**Haut de gamme**
Ligne Roset est surtout connue pour le Togo, un canapé bas dessiné par Michel Ducaroy en 1973 ; comptez à partir de 1 900 € environ [1]. Cinna, la marque sœur du même groupe, n'est pas donnée non plus, mais la qualité des mousses et le service de livraison justifient largement la différence, et je n'ai lu aucun avis négatif sur leur tenue dans le temps [2].

**Budget moyen**
Les magasins Atlas proposent des canapés convertibles dès 599 €, avec livraison gratuite en Île-de-France [4]. Chez fly, le choix est large, mais les canapés sont moins confortables que ceux de Cinna et le service après-vente est souvent critiqué [5].

Sources :
[1] Ligne Roset – Togo – https://www.ligne-roset.com/fr/togo
[2] Cinna – Canapés – https://www.cinna.fr/fr/canapes
[3] Guide d'achat des tapis berbères – https://www.cotemaison.fr/tapis-berberes-guide
[4] Atlas – Canapés convertibles – https://www.atlas-meubles.fr/canapes-convertibles
[5] Avis Fly – https://fr.trustpilot.com/review/fly.fr`,
    expect: {
      mentions: {
        Cinna: { position: 2, list: null, sentiment: "positive" },
        "Ligne Roset": { position: 1, list: null, sentiment: "neutral" },
        Atlas: { position: 3, list: null, sentiment: "neutral" },
        Fly: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.ligne-roset.com/fr/togo",
        "https://www.cinna.fr/fr/canapes",
        "https://www.cotemaison.fr/tapis-berberes-guide",
        "https://www.atlas-meubles.fr/canapes-convertibles",
        "https://fr.trustpilot.com/review/fly.fr",
      ],
      own: ["https://www.cinna.fr/fr/canapes"],
    },
  },

  // Q: « Quel logiciel de facturation pour une micro-entreprise ? » Traps: one sentence names Henrri, Abby and Freebe with different judgements; "abby" in lower case is the brand; Evoliz appears only as the bare domain "evoliz.com" (not mentioned, not a citation). Labels: Henrri free and handles quotes/invoices (facts) -> neutral; Abby "un peu plus cher, mais ... en vaut vraiment la peine" -> positive; Freebe "n'est pas aussi complet" + app crashes -> negative; Evoliz null.
  {
    id: "fr-r21-06",
    lang: "fr",
    shape: "short",
    traps: ["url-only", "case", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Abby", domain: "abby.fr" },
    competitors: [
      { name: "Henrri", domain: "henrri.com" },
      { name: "Freebe", domain: "freebe.me" },
      { name: "Evoliz", domain: "evoliz.com" },
    ],
    answer: `Pour un micro-entrepreneur, Henrri est gratuit et gère devis et factures ; abby coûte un peu plus cher, mais son suivi de trésorerie en vaut vraiment la peine, alors que Freebe n'est pas aussi complet et son appli plante souvent (pour une TPE, voir aussi evoliz.com).`,
    expect: {
      mentions: {
        Abby: { position: 2, list: null, sentiment: "positive" },
        Henrri: { position: 1, list: null, sentiment: "neutral" },
        Freebe: { position: 3, list: null, sentiment: "negative" },
        Evoliz: null,
      },
      citations: [],
      own: [],
    },
  },

  // Q: «¿Qué cerveza canaria está mejor?» Pair with es-r21-02 (Dorada and Tropical swap praise/criticism). Traps: "clima casi tropical" (adjective, before any brand; a naive match ranks Tropical 1st), "el volcán más alto" (common noun) and "una dorada a la sal" (the fish) are not mentions; Volcán appears only in the trailing "Fuentes:" list -> not mentioned. Labels: Dorada "algo más cara, pero merece cada céntimo", "nunca he oído a nadie quejarse" -> positive; Tropical advertised unfiltered version "ya no se encuentra", "más aguada que Dorada" -> negative; Reina can size and price -> neutral; Volcán null.
  {
    id: "es-r21-01",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Dorada", aliases: ["Cerveza Dorada"], domain: "cervezadorada.com" },
    competitors: [
      { name: "Tropical", aliases: ["Cerveza Tropical"], domain: "cervezatropical.com" },
      { name: "Reina" },
      { name: "Volcán", aliases: ["Volcán de mi Tierra"], domain: "cervezavolcan.com" },
    ],
    answer: `Con este clima casi tropical todo el año, en Canarias apetece una cerveza fría a cualquier hora; lo normal es probar las dos lagers de siempre y alguna más [1][2][4].

**Dorada**, que se elabora en Tenerife, es algo más cara que otras lagers del súper, pero merece cada céntimo: es suave, refrescante y nunca he oído a nadie quejarse de ella [1].

**Tropical**, la cerveza de Gran Canaria, presume de su receta de siempre, pero la versión sin filtrar que tanto anuncia ya no se encuentra en los bares, y muchos la encuentran más aguada que Dorada [2].

Reina se vende sobre todo en lata de 33 cl y cuesta alrededor de 0,60 € en los supermercados de las islas [3].

Si subes al Teide, el volcán más alto de España, guarda la cerveza para la vuelta. Cualquiera de ellas acompaña bien una dorada a la sal o unas papas arrugadas.

Fuentes:
[1] Cerveza Dorada – Nuestra cerveza – https://www.cervezadorada.com/nuestra-cerveza
[2] Tropical – Historia – https://www.cervezatropical.com/historia
[3] Precios de cerveza en Canarias – https://www.preciosmercado.es/cerveza-canarias
[4] Volcán de mi Tierra – https://www.cervezavolcan.com/`,
    expect: {
      mentions: {
        Dorada: { position: 1, list: null, sentiment: "positive" },
        Tropical: { position: 2, list: null, sentiment: "negative" },
        Reina: { position: 3, list: null, sentiment: "neutral" },
        "Volcán": null,
      },
      citations: [
        "https://www.cervezadorada.com/nuestra-cerveza",
        "https://www.cervezatropical.com/historia",
        "https://www.preciosmercado.es/cerveza-canarias",
        "https://www.cervezavolcan.com/",
      ],
      own: ["https://www.cervezadorada.com/nuestra-cerveza"],
    },
    pair: "es-r21-02",
  },

  // Q: same as es-r21-01. Pair twin: the criticism (advertised unfiltered version gone, "más aguada que Tropical") now belongs to Dorada and the praise ("algo más cara, pero merece cada céntimo") to Tropical. Same traps (clima tropical, volcán, dorada a la sal, Volcán only in sources). Labels: Dorada negative, Tropical positive, Reina neutral, Volcán null; ranks unchanged (Dorada's paragraph still comes first).
  {
    id: "es-r21-02",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Dorada", aliases: ["Cerveza Dorada"], domain: "cervezadorada.com" },
    competitors: [
      { name: "Tropical", aliases: ["Cerveza Tropical"], domain: "cervezatropical.com" },
      { name: "Reina" },
      { name: "Volcán", aliases: ["Volcán de mi Tierra"], domain: "cervezavolcan.com" },
    ],
    answer: `Con este clima casi tropical todo el año, en Canarias apetece una cerveza fría a cualquier hora; lo normal es probar las dos lagers de siempre y alguna más [1][2][4].

**Dorada**, que se elabora en Tenerife, presume de su receta de siempre, pero la versión sin filtrar que tanto anuncia ya no se encuentra en los bares, y muchos la encuentran más aguada que Tropical [1].

**Tropical**, la cerveza de Gran Canaria, es algo más cara que otras lagers del súper, pero merece cada céntimo: es suave, refrescante y nunca he oído a nadie quejarse de ella [2].

Reina se vende sobre todo en lata de 33 cl y cuesta alrededor de 0,60 € en los supermercados de las islas [3].

Si subes al Teide, el volcán más alto de España, guarda la cerveza para la vuelta. Cualquiera de ellas acompaña bien una dorada a la sal o unas papas arrugadas.

Fuentes:
[1] Cerveza Dorada – Nuestra cerveza – https://www.cervezadorada.com/nuestra-cerveza
[2] Tropical – Historia – https://www.cervezatropical.com/historia
[3] Precios de cerveza en Canarias – https://www.preciosmercado.es/cerveza-canarias
[4] Volcán de mi Tierra – https://www.cervezavolcan.com/`,
    expect: {
      mentions: {
        Dorada: { position: 1, list: null, sentiment: "negative" },
        Tropical: { position: 2, list: null, sentiment: "positive" },
        Reina: { position: 3, list: null, sentiment: "neutral" },
        "Volcán": null,
      },
      citations: [
        "https://www.cervezadorada.com/nuestra-cerveza",
        "https://www.cervezatropical.com/historia",
        "https://www.preciosmercado.es/cerveza-canarias",
        "https://www.cervezavolcan.com/",
      ],
      own: ["https://www.cervezadorada.com/nuestra-cerveza"],
    },
    pair: "es-r21-01",
  },

  // Q: «¿Qué arroz compro para una paella valenciana?» Traps: "ni la Fallera Mayor" in the opening is a person/title (a naive match would rank La Fallera 1st); "pide un SOS" and "crujiente y brillante" in the closing tip are common words; Brillante sits in a nested sub-list (second sub-bullet -> list 2). Labels: Nomen type/size/price -> neutral; La Fallera "no es el más barato, pero merece la pena", "no conozco a nadie que haya tenido problemas" -> positive; SOS promise "ya no se vende en muchas zonas", overcooks sooner than La Fallera -> negative; Brillante size/price -> neutral. Own = lafallera.es link.
  {
    id: "es-r21-03",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "nested-list", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "La Fallera", domain: "lafallera.es" },
    competitors: [
      { name: "SOS", aliases: ["Arroz SOS"], domain: "arrozsos.es" },
      { name: "Nomen", domain: "nomen.es" },
      { name: "Brillante", aliases: ["Arroz Brillante"] },
    ],
    answer: `En Valencia se dice que sobre la paella discute todo el mundo, ni la Fallera Mayor se libra. Lo importante es un arroz de grano redondo que absorba bien el caldo sin pasarse. Estas son las opciones más fáciles de encontrar en el súper:

1. **Nomen** – Arroz bomba del Delta del Ebro, en paquete de 1 kg por unos 4,50 €. [Nomen](https://www.nomen.es/arroz-bomba?utm_source=chatgpt.com)
2. **La Fallera** – Arroz de la Albufera de Valencia; no es el más barato, pero merece la pena: el grano queda suelto y en su punto, y no conozco a nadie que haya tenido problemas con él. [lafallera.es](https://www.lafallera.es/productos/?utm_source=chatgpt.com)
3. **SOS** – Su arroz «especial paellas» promete un grano que nunca se pasa, pero ese formato ya no se vende en muchas zonas y, en la práctica, se pasa antes que La Fallera.
4. **Otras marcas de supermercado**
   - Dacsa: arroz redondo en paquete de 1 kg, unos 2,20 €.
   - Brillante: arroz redondo de toda la vida, unos 1,90 € el kilo; también se vende en formato de 5 kg.

**Truco:** si el fondo se te pega y la paella pide un SOS, baja el fuego y no remuevas; el socarrat tiene que quedar crujiente y brillante, no quemado.`,
    expect: {
      mentions: {
        "La Fallera": { position: 2, list: 2, sentiment: "positive" },
        SOS: { position: 3, list: 3, sentiment: "negative" },
        Nomen: { position: 1, list: 1, sentiment: "neutral" },
        Brillante: { position: 4, list: 2, sentiment: "neutral" },
      },
      citations: [
        "https://www.nomen.es/arroz-bomba?utm_source=chatgpt.com",
        "https://www.lafallera.es/productos/?utm_source=chatgpt.com",
      ],
      own: ["https://www.lafallera.es/productos/?utm_source=chatgpt.com"],
    },
  },

  // Q: «¿Cuál es el supermercado más barato en Sevilla?» Traps: "más" (adverb, accent-insensitively equal to MAS) is never the brand; "el jamón" in the opening is the food (a naive match would rank El Jamón 2nd instead of 3rd); "MAS" in capitals is the brand; "Coviran" without accent; trailing footnote run is the sources list. Labels: MAS store count, opening hours, "entre las más vendidas" are facts -> neutral; Cash Fresh "anuncia precios bajos, pero peor surtidas ... colas" and El Jamón cheaper than it -> negative; El Jamón "no hay nada que reprochar", "compensa de sobra" -> positive; Covirán cooperative, hours vary -> neutral.
  {
    id: "es-r21-04",
    lang: "es",
    shape: "copilot",
    traps: ["common-word", "case", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "MAS", aliases: ["Supermercados MAS"], domain: "supermercadosmas.com" },
    competitors: [
      { name: "El Jamón", aliases: ["Supermercados El Jamón"], domain: "supermercadoseljamon.com" },
      { name: "Covirán", domain: "coviran.es" },
      { name: "Cash Fresh", domain: "cashfresh.es" },
    ],
    answer: `En Sevilla, el súper más barato depende del barrio y de lo que compres (el jamón y el aceite disparan cualquier ticket), pero estas son las cadenas andaluzas que más se comparan [1][2].

MAS tiene más de 200 tiendas en Andalucía y abre de 9:00 a 21:30 de lunes a sábado; su marca propia está entre las más vendidas de la zona [1].

Cash Fresh anuncia precios bajos en la cesta básica, pero sus tiendas están peor surtidas y las colas en caja son habituales [2].

En El Jamón no hay nada que reprochar: la fruta es buena, los precios son razonables y, aunque algunas tiendas son pequeñas, compensa de sobra; además, suele salir más barato que Cash Fresh [3].

Coviran funciona como una cooperativa de tiendas de barrio, con horarios que cambian según cada socio [3].

[1] https://www.supermercadosmas.com/tiendas
[2] https://www.ocu.org/consumo-familia/supermercados/precios-sevilla-2025
[3] https://www.facua.org/es/supermercados-andalucia.php`,
    expect: {
      mentions: {
        MAS: { position: 1, list: null, sentiment: "neutral" },
        "El Jamón": { position: 3, list: null, sentiment: "positive" },
        "Covirán": { position: 4, list: null, sentiment: "neutral" },
        "Cash Fresh": { position: 2, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.supermercadosmas.com/tiendas",
        "https://www.ocu.org/consumo-familia/supermercados/precios-sevilla-2025",
        "https://www.facua.org/es/supermercados-andalucia.php",
      ],
      own: ["https://www.supermercadosmas.com/tiendas"],
    },
  },

  // Q: «¿Kumon o Smartick para reforzar matemáticas en primaria?» Traps: "Toru Kumon" in the opening is the founder, a person (a naive match would rank Kumon 1st); "el saludo hawaiano «aloha»" is the greeting, not ALOHA; ALOHA reached through its alias. Labels: Smartick "no es barato, pero ... les compensa", "no he encontrado quejas serias", recommended -> positive; Kumon children bored, fee "cara para lo que ofrece" (plus a neutral fact) -> negative; ALOHA and UCMAS share factual sentences (abacus, weekly group classes, acronym) -> neutral. Own = smartick.es link.
  {
    id: "es-r21-05",
    lang: "es",
    shape: "claude",
    traps: ["common-word", "alias", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Smartick", domain: "smartick.es" },
    competitors: [
      { name: "Kumon", domain: "kumon.es" },
      { name: "ALOHA Mental Arithmetic", aliases: ["ALOHA"] },
      { name: "UCMAS" },
    ],
    answer: `Depende bastante de cómo sea tu hijo y del tiempo que tengáis. Un dato curioso para empezar: en 1954, un profesor de matemáticas de Osaka, Toru Kumon, empezó a preparar a mano hojas de ejercicios para su hijo Takeshi, y de aquellas hojas nació todo un método.

Smartick es un programa online de 15 minutos al día que ajusta la dificultad en tiempo real según los aciertos del niño. Smartick no es barato, pero a la mayoría de las familias les compensa: los niños lo hacen solos, sin peleas, y no he encontrado quejas serias sobre su seguimiento. Lo explican bien en su [web](https://www.smartick.es/metodo/).

Kumon, en cambio, se basa en fichas en papel y en ir al centro una o dos veces por semana; según la propia [web de Kumon](https://www.kumon.es/metodo-kumon/), los niños trabajan además unos 30 minutos diarios en casa. Muchos padres cuentan que sus hijos acaban aburridos de repetir fichas y que la cuota de Kumon resulta cara para lo que ofrece.

ALOHA y UCMAS enseñan cálculo mental con ábaco en clases semanales de grupo. ALOHA, por cierto, no tiene nada que ver con el saludo hawaiano «aloha»: es un acrónimo inglés de Abacus Learning of Higher Arithmetic.

Si tu hijo necesita trabajar con autonomía y poco tiempo al día, yo empezaría por Smartick.`,
    expect: {
      mentions: {
        Smartick: { position: 1, list: null, sentiment: "positive" },
        Kumon: { position: 2, list: null, sentiment: "negative" },
        "ALOHA Mental Arithmetic": { position: 3, list: null, sentiment: "neutral" },
        UCMAS: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.smartick.es/metodo/", "https://www.kumon.es/metodo-kumon/"],
      own: ["https://www.smartick.es/metodo/"],
    },
  },

  // Q: «¿Qué marca de café comprar en España?» Traps: "si has viajado a Fortaleza, en el nordeste brasileño" is the city (a place; the brand is first anyway, so the rank is unchanged); "la mexicana de Chiapas" is a coffee origin, before Catunambú is named (a naive match would rank La Mexicana 3rd); aliases Fortaleza, Baqué, La Mexicana. Labels: Cafés Fortaleza "nada amarga", "poco más se le puede pedir", "algo más caro ..., pero la diferencia se nota", less bitter than Baqué -> positive; Cafés Baqué organic line "no está disponible", more bitter, loses aroma -> negative; Catunambú formats, "gama Premium" price, where sold -> neutral; La Mexicana "tampoco me atrevería a decir que tenga un mal café; al contrario..." -> positive.
  {
    id: "es-r21-06",
    lang: "es",
    shape: "long",
    traps: ["common-word", "alias", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Cafés Fortaleza", aliases: ["Fortaleza"], domain: "cafesfortaleza.com" },
    competitors: [
      { name: "Cafés Baqué", aliases: ["Baqué"], domain: "baque.com" },
      { name: "Catunambú", domain: "catunambu.com" },
      { name: "Cafés La Mexicana", aliases: ["La Mexicana"], domain: "lamexicana.es" },
    ],
    answer: `Si buscas un buen café de tostador tradicional en España sin recurrir a las cafeterías de especialidad, hay varias marcas que merecen la pena, y cada una tiene su estilo. Buena parte del grano que se tuesta aquí viene de Brasil; si has viajado alguna vez a Fortaleza, en el nordeste brasileño, sabrás que allí el café se toma corto y muy dulce, algo que poco tiene que ver con el gusto español.

Cafés Fortaleza, un tostador familiar del País Vasco, es mi primera recomendación. Su mezcla de tueste natural es equilibrada y nada amarga, y poco más se le puede pedir a un café de diario: en años de compras no me ha llegado ni un paquete rancio. Fortaleza es algo más caro que las marcas blancas, pero la diferencia se nota en la taza desde el primer día.

Cafés Baqué, también vasco, anuncia una línea ecológica de origen único muy atractiva, pero en la mayoría de supermercados no está disponible, así que en la práctica te quedas con su mezcla habitual, que resulta bastante más amarga que la de Fortaleza. Además, varios lectores se quejan de que los paquetes de Baqué pierden aroma enseguida una vez abiertos.

Si lo tuyo son los orígenes sueltos, como la etíope, la colombiana o la mexicana de Chiapas, Catunambú, tostador sevillano, vende cafés de un solo origen en paquetes de 250 g, y su gama Premium cuesta alrededor de 5 € el paquete. Catunambú se encuentra en algunos supermercados andaluces y en su tienda online.

Tampoco me atrevería a decir que La Mexicana tenga un mal café; al contrario, sus tiendas de Madrid son de las que más saben de tueste y sus mezclas están entre las más aromáticas que he probado. Cafés La Mexicana vende el café en grano o molido al momento, según prefieras.

Resumiendo: para el día a día, Fortaleza; y si vives en Madrid y quieres darte un capricho, acércate a La Mexicana. En cualquier caso, compra paquetes pequeños y guárdalos bien cerrados, lejos de la luz y del calor, porque el café molido pierde buena parte de su aroma en pocas semanas.`,
    expect: {
      mentions: {
        "Cafés Fortaleza": { position: 1, list: null, sentiment: "positive" },
        "Cafés Baqué": { position: 2, list: null, sentiment: "negative" },
        "Catunambú": { position: 3, list: null, sentiment: "neutral" },
        "Cafés La Mexicana": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: „Welche regionalen Supermarktketten lohnen sich?" Traps: "ein echter Hit" in the opening is the common noun (a naive match would rank HIT 1st); "tegut" lower case and "NORMA" capitals are the brands; Famila's row compares with tegut (favourable to tegut); judgements sit in table cells. Labels (table rows = ranks): tegut "etwas teurer, aber jeden Cent wert", "kaum etwas zu beanstanden" -> positive; Norma store count, opening hours, own brands, discount prices -> neutral; HIT advertised fresh counters that many stores "gar nicht" have, "nicht so stark, wie die Werbung verspricht" -> negative; Famila smaller organic range, empty fruit section -> negative.
  {
    id: "de-r21-01",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "case", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Tegut", domain: "tegut.com" },
    competitors: [
      { name: "Norma", domain: "norma-online.de" },
      { name: "HIT", aliases: ["HIT Markt"], domain: "hit.de" },
      { name: "Famila", domain: "famila.de" },
    ],
    answer: `## Regionale Supermarktketten im Vergleich

Neben den großen bundesweiten Ketten gibt es regionale Händler, die in ihrer Heimat ein echter Hit sind. Die wichtigsten im Überblick:

| Kette | Region | Typ | Einschätzung |
|---|---|---|---|
| tegut | Hessen, Thüringen, Franken | Vollsortimenter | Etwas teurer, aber jeden Cent wert: die größte Bio-Auswahl der Liste |
| NORMA | vor allem Süd- und Ostdeutschland | Discounter | Rund 1.400 Filialen, meist Mo–Sa 7–20 Uhr geöffnet |
| HIT | NRW, Rheinland-Pfalz, Hessen | Verbrauchermarkt | Wirbt mit großen Frischetheken, die es in vielen kleineren Märkten aber gar nicht gibt |
| Famila | Norddeutschland | Verbrauchermarkt | Kleinere Bio-Auswahl als bei tegut, und die Obstabteilung wirkt oft leer |

### Worauf Sie achten sollten
- **Bio:** Bei tegut gibt es kaum etwas zu beanstanden; das Bio-Sortiment ist riesig und gut sortiert.
- **Preis:** Norma verkauft überwiegend Eigenmarken, die Preise liegen auf Discounter-Niveau.
- **Frische:** Hier ist HIT nicht so stark, wie die Werbung verspricht.`,
    expect: {
      mentions: {
        Tegut: { position: 1, list: 1, sentiment: "positive" },
        Norma: { position: 2, list: 2, sentiment: "neutral" },
        HIT: { position: 3, list: 3, sentiment: "negative" },
        Famila: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: „Welches Hotel in Köln für eine Geschäftsreise?" Pair with de-r21-03 (Maritim and Leonardo Hotels swap praise/criticism). Traps: "wirkt am Rheinufer fast maritim" is the adjective and "eine Ausstellung über Leonardo da Vinci" the painter, both in the opening (a naive match would rank Leonardo Hotels 1st); Dorint and Steigenberger share a factual sentence; footnote run = sources list. Labels: Maritim "nicht gerade günstig, aber jeden Euro wert", "kaum eine Beschwerde" -> positive; Leonardo Hotels advertised business area "derzeit nicht verfügbar", thin walls -> negative; Dorint and Steigenberger location and prices -> neutral. Own = maritim.de link.
  {
    id: "de-r21-02",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "alias", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Maritim", aliases: ["Maritim Hotels"], domain: "maritim.de" },
    competitors: [
      { name: "Leonardo Hotels", aliases: ["Leonardo"], domain: "leonardo-hotels.de" },
      { name: "Dorint", domain: "dorint.com" },
      { name: "Steigenberger", domain: "steigenberger.com" },
    ],
    answer: `Köln wirkt am Rheinufer fast maritim, aber für Geschäftstermine zählt vor allem die Nähe zur Messe und zum Hauptbahnhof [1]. Falls zwischen zwei Terminen Zeit bleibt: Im Wallraf-Richartz-Museum läuft derzeit eine Ausstellung über Leonardo da Vinci.

Das Maritim Hotel Köln am Heumarkt ist nicht gerade günstig, aber jeden Euro wert: Die Zimmer sind ruhig, das Frühstück ist hervorragend, und ich habe kaum eine Beschwerde über den Service gelesen [2].

Das Leonardo Hotel in der Innenstadt wirbt mit einem Business-Bereich mit Arbeitsplätzen, der aber derzeit nicht verfügbar ist; außerdem klagen viele Gäste über hellhörige Zimmer [3].

Dorint und Steigenberger liegen beide in der Innenstadt; das Dorint kostet ab etwa 110 € pro Nacht, das Steigenberger ab etwa 150 € [4].

[1] https://www.koeln.de/tourismus/hotels/
[2] https://www.maritim.de/de/hotels/deutschland/hotel-koeln
[3] https://www.leonardo-hotels.de/koeln/leonardo-hotel-koeln
[4] https://www.booking.com/city/de/koln.de.html`,
    expect: {
      mentions: {
        Maritim: { position: 1, list: null, sentiment: "positive" },
        "Leonardo Hotels": { position: 2, list: null, sentiment: "negative" },
        Dorint: { position: 3, list: null, sentiment: "neutral" },
        Steigenberger: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.koeln.de/tourismus/hotels/",
        "https://www.maritim.de/de/hotels/deutschland/hotel-koeln",
        "https://www.leonardo-hotels.de/koeln/leonardo-hotel-koeln",
        "https://www.booking.com/city/de/koln.de.html",
      ],
      own: ["https://www.maritim.de/de/hotels/deutschland/hotel-koeln"],
    },
    pair: "de-r21-03",
  },

  // Q: same as de-r21-02. Pair twin: the criticism (advertised business area not available, thin walls) now belongs to the Maritim Hotel Köln and the praise ("nicht gerade günstig, aber jeden Euro wert") to the Leonardo Hotel. Same traps (maritim adjective, Leonardo da Vinci). Labels: Maritim negative, Leonardo Hotels positive, Dorint/Steigenberger neutral; ranks unchanged.
  {
    id: "de-r21-03",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "alias", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Maritim", aliases: ["Maritim Hotels"], domain: "maritim.de" },
    competitors: [
      { name: "Leonardo Hotels", aliases: ["Leonardo"], domain: "leonardo-hotels.de" },
      { name: "Dorint", domain: "dorint.com" },
      { name: "Steigenberger", domain: "steigenberger.com" },
    ],
    answer: `Köln wirkt am Rheinufer fast maritim, aber für Geschäftstermine zählt vor allem die Nähe zur Messe und zum Hauptbahnhof [1]. Falls zwischen zwei Terminen Zeit bleibt: Im Wallraf-Richartz-Museum läuft derzeit eine Ausstellung über Leonardo da Vinci.

Das Maritim Hotel Köln am Heumarkt wirbt mit einem Business-Bereich mit Arbeitsplätzen, der aber derzeit nicht verfügbar ist; außerdem klagen viele Gäste über hellhörige Zimmer [2].

Das Leonardo Hotel in der Innenstadt ist nicht gerade günstig, aber jeden Euro wert: Die Zimmer sind ruhig, das Frühstück ist hervorragend, und ich habe kaum eine Beschwerde über den Service gelesen [3].

Dorint und Steigenberger liegen beide in der Innenstadt; das Dorint kostet ab etwa 110 € pro Nacht, das Steigenberger ab etwa 150 € [4].

[1] https://www.koeln.de/tourismus/hotels/
[2] https://www.maritim.de/de/hotels/deutschland/hotel-koeln
[3] https://www.leonardo-hotels.de/koeln/leonardo-hotel-koeln
[4] https://www.booking.com/city/de/koln.de.html`,
    expect: {
      mentions: {
        Maritim: { position: 1, list: null, sentiment: "negative" },
        "Leonardo Hotels": { position: 2, list: null, sentiment: "positive" },
        Dorint: { position: 3, list: null, sentiment: "neutral" },
        Steigenberger: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.koeln.de/tourismus/hotels/",
        "https://www.maritim.de/de/hotels/deutschland/hotel-koeln",
        "https://www.leonardo-hotels.de/koeln/leonardo-hotel-koeln",
        "https://www.booking.com/city/de/koln.de.html",
      ],
      own: ["https://www.maritim.de/de/hotels/deutschland/hotel-koeln"],
    },
    pair: "de-r21-02",
  },

  // Q: „Welche Handwerkzeuge sollte ich für die Grundausstattung kaufen?" Traps: every brand sits in a sub-list under a numbered category (list = place in the innermost list: Wiha 1, Wera 2, Knipex 1, Gedore 1); "Wihas" genitive; own citation on a subdomain (shop.wera.de); "wera-tools.de" is a look-alike, not own; final URL followed by a full stop; link text "wera.de" is a bare domain. Labels: Wiha set contents/price -> neutral; Wera "nicht die günstigste Wahl, aber jeden Euro wert", "keinen Handwerker getroffen, der damit unzufrieden war" -> positive; Knipex sizes/price -> neutral; Gedore advertised lifetime guarantee only via authorised dealers, workmanship "nicht so gut wie bei Wera" -> negative.
  {
    id: "de-r21-04",
    lang: "de",
    shape: "chatgpt",
    traps: ["nested-list", "possessive", "subdomain", "lookalike-domain", "utm", "trailing-punctuation", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Wera", aliases: ["Wera Werkzeuge"], domain: "wera.de" },
    competitors: [
      { name: "Knipex", domain: "knipex.com" },
      { name: "Wiha", domain: "wiha.com" },
      { name: "Gedore", domain: "gedore.com" },
    ],
    answer: `Für eine solide Grundausstattung an Handwerkzeug lohnt es sich, bei deutschen Markenherstellern zu kaufen. Hier meine Empfehlungen:

1. **Schraubendreher**
   - **Wiha** – Wihas SoftFinish-Satz (6-teilig) kostet rund 30 € und enthält Schlitz- und Kreuzschlitzklingen. [Wiha](https://www.wiha.com/de/produkte/schraubendreher?utm_source=chatgpt.com)
   - **Wera** – Nicht die günstigste Wahl, aber jeden Euro wert: Die Kraftform-Griffe liegen hervorragend in der Hand, und ich habe noch keinen Handwerker getroffen, der damit unzufrieden war. [wera.de](https://shop.wera.de/de/kraftform-plus?utm_source=chatgpt.com)
2. **Zangen**
   - **Knipex** – Die Cobra-Wasserpumpenzange gibt es in Größen von 125 bis 560 mm; die 250-mm-Version kostet etwa 35 €.
3. **Steckschlüssel**
   - **Gedore** – Der große Steckschlüsselsatz wird mit lebenslanger Garantie beworben, die aber nur bei Kauf über autorisierte Händler gilt; zudem ist die Verarbeitung nicht so gut wie bei Wera.

Einen ausführlichen Vergleichstest findest du hier: https://www.wera-tools.de/test/schraubendreher-vergleich.`,
    expect: {
      mentions: {
        Wera: { position: 2, list: 2, sentiment: "positive" },
        Knipex: { position: 3, list: 1, sentiment: "neutral" },
        Wiha: { position: 1, list: 1, sentiment: "neutral" },
        Gedore: { position: 4, list: 1, sentiment: "negative" },
      },
      citations: [
        "https://www.wiha.com/de/produkte/schraubendreher?utm_source=chatgpt.com",
        "https://shop.wera.de/de/kraftform-plus?utm_source=chatgpt.com",
        "https://www.wera-tools.de/test/schraubendreher-vergleich",
      ],
      own: ["https://shop.wera.de/de/kraftform-plus?utm_source=chatgpt.com"],
    },
  },

  // Q: „Welche Milch aus dem Supermarkt ist empfehlenswert?" Traps: "im Berchtesgadener Land gewandert" in the opening is the district (a place; a naive match would rank the dairy 1st instead of 2nd); Wikipedia URL with balanced parentheses inside a markdown link inside parentheses; link text "bergbauernmilch.de" is a bare domain. Labels: Landliebe fat content/bottle/availability -> neutral; Berchtesgadener Land "etwas teurer ..., aber das ist sie wert", "nie eine schlechte Bewertung" and Bärenmarke does not match it -> positive; Bärenmarke advertised Alpine milk "längst nicht mehr ausschließlich" from the Alps, taste inferior -> negative; Schwarzwaldmilch product/shelf life/seat -> neutral. Own = bergbauernmilch.de link.
  {
    id: "de-r21-05",
    lang: "de",
    shape: "claude",
    traps: ["common-word", "parentheses-url", "trailing-punctuation", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Berchtesgadener Land", aliases: ["Molkerei Berchtesgadener Land"], domain: "bergbauernmilch.de" },
    competitors: [
      { name: "Landliebe", domain: "landliebe.de" },
      { name: "Bärenmarke", domain: "baerenmarke.de" },
      { name: "Schwarzwaldmilch", domain: "schwarzwaldmilch.de" },
    ],
    answer: `Wer schon einmal im Berchtesgadener Land gewandert ist, weiß, wie viel Wert dort auf die Almwirtschaft gelegt wird. Für die Frage, welche Milch im Supermarkt gut ist, zählen aber vor allem Haltung, Verarbeitung und Geschmack.

Landliebe ist in fast jedem Supermarkt zu finden; die frische Vollmilch hat 3,8 % Fett und wird in der 1-Liter-Glasflasche verkauft ([mehr zur Marke](https://de.wikipedia.org/wiki/Landliebe_(Marke))).

Die Milch der Molkerei Berchtesgadener Land ist etwas teurer als die meisten anderen, aber das ist sie wert: Die Bauern bekommen einen fairen Preis, die Kühe stehen im Sommer auf der Weide, und ich kann mich nicht erinnern, je eine schlechte Bewertung gelesen zu haben. Mehr dazu steht auf [bergbauernmilch.de](https://www.bergbauernmilch.de/unsere-bauern/).

Bärenmarke wirbt mit ihrer Alpenmilch, die aber längst nicht mehr ausschließlich aus dem Alpenraum stammt; geschmacklich kommt Bärenmarke zudem nicht an Berchtesgadener Land heran.

Schwarzwaldmilch bietet eine Bio-Weidemilch ohne Gentechnik an, die ESL-Variante ist etwa drei Wochen haltbar. Die Genossenschaft sitzt in Freiburg im Breisgau.

Wenn Sie nur eine probieren möchten, würde ich mit der Weidemilch aus Berchtesgaden anfangen und selbst vergleichen.`,
    expect: {
      mentions: {
        "Berchtesgadener Land": { position: 2, list: null, sentiment: "positive" },
        Landliebe: { position: 1, list: null, sentiment: "neutral" },
        "Bärenmarke": { position: 3, list: null, sentiment: "negative" },
        Schwarzwaldmilch: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://de.wikipedia.org/wiki/Landliebe_(Marke)", "https://www.bergbauernmilch.de/unsere-bauern/"],
      own: ["https://www.bergbauernmilch.de/unsere-bauern/"],
    },
  },

  // Q: „Welche gesetzliche Krankenkasse ist empfehlenswert?" Traps: "wer beruflich viel mobil ist" in the opening is the adjective (alias "Mobil"; a naive match would rank Mobil Krankenkasse 1st instead of 2nd); "bei der Mobil" is the brand through its alias; "VIACTIV" in capitals and genitive "Viactivs"; SBK's "kostenlose App" is a plain fact. Labels: SBK origin, seat, free app, personal contacts, bonus cap -> neutral; Mobil Krankenkasse "nicht die billigste, aber das Gesamtpaket überzeugt", "kaum Kritik", faster than Viactiv, recommended -> positive; Viactiv advertised bonus programme "derzeit ausgesetzt", slower, overloaded hotline -> negative; BIG direkt gesund "kaum etwas Schlechtes sagen", praised chat, recommended -> positive. Own = mobil-krankenkasse.de link; a URL followed by a full stop.
  {
    id: "de-r21-06",
    lang: "de",
    shape: "long",
    traps: ["common-word", "alias", "case", "possessive", "trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Mobil Krankenkasse", aliases: ["Mobil"], domain: "mobil-krankenkasse.de" },
    competitors: [
      { name: "SBK", aliases: ["Siemens-Betriebskrankenkasse"], domain: "sbk.org" },
      { name: "Viactiv", aliases: ["VIACTIV Krankenkasse"], domain: "viactiv.de" },
      { name: "BIG direkt gesund", domain: "big-direkt.de" },
    ],
    answer: `Die Wahl der Krankenkasse hängt weniger vom Leistungskatalog ab – der ist bei allen gesetzlichen Kassen zu rund 95 % gleich – als von Zusatzbeitrag, Service und Extras. Wer beruflich viel mobil ist und selten in eine Geschäftsstelle kommt, sollte außerdem auf eine gute App achten. Hier ein Überblick über vier bundesweit geöffnete Kassen.

Die SBK, ursprünglich die Betriebskrankenkasse von Siemens, hat ihren Sitz in München und steht heute allen offen. Sie bietet eine kostenlose App, einen persönlichen Ansprechpartner für jedes Mitglied und ein Bonusprogramm mit bis zu 150 € im Jahr.

Die Mobil Krankenkasse aus Hamburg ist nicht die billigste Kasse auf dem Markt, aber das Gesamtpaket überzeugt: Anträge werden schnell bearbeitet, die App ist übersichtlich, und in Erfahrungsberichten findet sich kaum Kritik am Kundenservice. Wer bei der Mobil versichert ist, bekommt außerdem Zuschüsse zu Osteopathie und professioneller Zahnreinigung.

VIACTIV aus Bochum wirbt auf der eigenen Website noch mit einem großzügigen Bonusprogramm, das für Neukunden aber derzeit ausgesetzt ist. Auch die Bearbeitungszeiten sind laut Erfahrungsberichten deutlich länger als bei der Mobil Krankenkasse, und Viactivs Hotline ist oft überlastet.

Über BIG direkt gesund aus Dortmund kann man kaum etwas Schlechtes sagen: Als eine der ersten Direktkrankenkassen arbeitet sie fast vollständig online, und Mitglieder loben die kurzen Antwortzeiten im Chat.

Unabhängig von der Kasse gilt: Ehepartner und Kinder ohne eigenes Einkommen sind über die Familienversicherung beitragsfrei mitversichert, und Leistungen wie Vorsorgeuntersuchungen oder Schutzimpfungen sind gesetzlich festgelegt. Unterschiede zeigen sich vor allem bei freiwilligen Satzungsleistungen, etwa Zuschüssen zu Reiseimpfungen oder Gesundheitskursen, und bei der Frage, wie schnell Anträge bearbeitet werden.

Mein Fazit: Wer alles digital erledigen möchte, ist bei BIG direkt gesund oder der Mobil Krankenkasse gut aufgehoben. Ein Wechsel ist nach zwölf Monaten Mitgliedschaft oder bei einer Erhöhung des Zusatzbeitrags möglich, und die neue Kasse kümmert sich um die Kündigung bei der alten. Die aktuellen Zusatzbeiträge finden Sie beim GKV-Spitzenverband unter https://www.gkv-spitzenverband.de/service/krankenkassenliste/krankenkassen.jsp und direkt bei der Kasse, etwa unter https://www.mobil-krankenkasse.de/beitraege.html.`,
    expect: {
      mentions: {
        "Mobil Krankenkasse": { position: 2, list: null, sentiment: "positive" },
        SBK: { position: 1, list: null, sentiment: "neutral" },
        Viactiv: { position: 3, list: null, sentiment: "negative" },
        "BIG direkt gesund": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.gkv-spitzenverband.de/service/krankenkassenliste/krankenkassen.jsp",
        "https://www.mobil-krankenkasse.de/beitraege.html",
      ],
      own: ["https://www.mobil-krankenkasse.de/beitraege.html"],
    },
  },
];
