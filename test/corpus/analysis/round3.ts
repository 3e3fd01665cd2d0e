import type { CorpusCase } from "./types.ts";

// Round 3: unusual case (caps without accents, lower-case reviews, common-word names), names that stand for
// something else (people, places, titles, common nouns), and sentiment carried by negation or concession.
export const cases: CorpusCase[] = [
  // ════════════════════════════════════════ en ════════════════════════════════════════
  {
    id: "en-r3-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Halifax", domain: "halifax.co.uk" },
    competitors: [
      { name: "Nationwide", domain: "nationwide.co.uk" },
      { name: "NatWest", domain: "natwest.com" },
      { name: "HSBC", domain: "hsbc.co.uk" },
    ],
    answer: `Moving to Halifax for your first job? The town centre around the Piece Hall has branches of most high-street banks, so you can choose on features rather than location. Here are the current accounts worth comparing:

1. **Nationwide FlexDirect** – 5% interest on balances up to £1,500 for the first year and no fees for spending abroad. Hard to beat for a first account. ([nationwide.co.uk](https://www.nationwide.co.uk/current-accounts/flexdirect/?utm_source=chatgpt.com))
2. **Halifax Reward Current Account** – Not the most generous switching offer this year, and the £3 monthly fee is only waived if you pay in £1,500 a month; on a graduate salary that's a real drawback. ([halifax.co.uk](https://www.halifax.co.uk/bankaccounts/current-accounts/reward.html?utm_source=chatgpt.com))
3. **NatWest Select** – A standard account with Apple Pay support and an optional round-up feature that moves spare change into savings.
4. **Chase UK** – App-only, with 1% cashback on everyday spending for the first year.

Whichever you pick, set up your salary mandate before your first payday.`,
    expect: {
      mentions: {
        Halifax: { position: 2, list: 2, sentiment: "negative" },
        Nationwide: { position: 1, list: 1, sentiment: "positive" },
        NatWest: { position: 3, list: 3, sentiment: "neutral" },
        HSBC: null,
      },
      citations: [
        "https://www.nationwide.co.uk/current-accounts/flexdirect/?utm_source=chatgpt.com",
        "https://www.halifax.co.uk/bankaccounts/current-accounts/reward.html?utm_source=chatgpt.com",
      ],
      own: ["https://www.halifax.co.uk/bankaccounts/current-accounts/reward.html?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-r3-02",
    lang: "en",
    shape: "perplexity",
    traps: ["case", "alias", "possessive", "sources-list", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Costa", domain: "costa.co.uk" },
    competitors: [
      { name: "Pret A Manger", aliases: ["Pret"], domain: "pret.co.uk" },
      { name: "Greggs", domain: "greggs.co.uk" },
      { name: "Caffè Nero", domain: "caffenero.com" },
    ],
    answer: `For a daily coffee on a budget in the UK, the loyalty schemes matter more than the beans, which at every big chain come largely from Brazil, Colombia and Costa Rica [1].

Pret A Manger's Club Pret subscription is no longer the bargain it was: the monthly price has gone up twice and the daily drink limit has been cut, so occasional drinkers lose out [2]. Costa isn't the cheapest per cup, but its Coffee Club app more than makes up for it, with a free drink after every eight and no expiry on your beans [1][3].

Greggs remains the value pick; as one reviewer put it, "greggs coffee is £1.50 and honestly there's nothing wrong with it" [4]. At stations and airports you'll mostly see CAFFE NERO signs; the chain runs a stamp card with one free drink per nine [2].

Sources
[1] Costa Coffee Club – https://www.costa.co.uk/costa-club
[2] Which? – Coffee shop loyalty schemes compared – https://www.which.co.uk/news/article/coffee-shop-loyalty-schemes-compared-aXyZ12
[3] Costa Coffee – Sustainability – https://www.costa.co.uk/sustainability
[4] Reddit r/UKPersonalFinance – https://www.reddit.com/r/UKPersonalFinance/comments/1b2c3d/cheapest_coffee_on_the_high_street/`,
    expect: {
      mentions: {
        Costa: { position: 2, list: null, sentiment: "positive" },
        "Pret A Manger": { position: 1, list: null, sentiment: "negative" },
        Greggs: { position: 3, list: null, sentiment: "positive" },
        "Caffè Nero": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.costa.co.uk/costa-club",
        "https://www.which.co.uk/news/article/coffee-shop-loyalty-schemes-compared-aXyZ12",
        "https://www.costa.co.uk/sustainability",
        "https://www.reddit.com/r/UKPersonalFinance/comments/1b2c3d/cheapest_coffee_on_the_high_street/",
      ],
      own: ["https://www.costa.co.uk/costa-club", "https://www.costa.co.uk/sustainability"],
    },
  },
  {
    id: "en-r3-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Iceland", domain: "iceland.co.uk" },
    competitors: [
      { name: "Morrisons", domain: "morrisons.com" },
      { name: "Co-op", domain: "coop.co.uk" },
      { name: "Farmfoods", domain: "farmfoods.co.uk" },
    ],
    answer: `## Where to Buy Good Frozen Fish in the UK

Much of the frozen cod and haddock sold in British supermarkets is landed in Iceland and Norway, so the differences come down to processing and price rather than origin.

| Retailer | Frozen cod fillets (per kg) | Verdict |
|---|---|---|
| **Farmfoods** | £7.20 | Cheapest, but the fillets are small, watery and often freezer-burnt |
| **Iceland** | £8.00 | Not the fanciest range, but the MSC-certified fillets are thick, well glazed and never disappointing; the best value overall |
| **Morrisons** | £9.50 | Own-label fillets in 480 g bags, also sold loose at the fish counter |
| **Co-op** | £11.00 | Handy local stores, but noticeably overpriced for frozen fish |

### Tips
* Look for the blue MSC label, which shows the fish comes from a certified sustainable fishery.
* If you belong to a food co-op, ask whether it can order bulk boxes of frozen fish from a local wholesaler.
* Thaw fillets overnight in the fridge, not at room temperature.`,
    expect: {
      mentions: {
        Iceland: { position: 2, list: 2, sentiment: "positive" },
        Morrisons: { position: 3, list: 3, sentiment: "neutral" },
        "Co-op": { position: 4, list: 4, sentiment: "negative" },
        Farmfoods: { position: 1, list: 1, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r3-04",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "possessive", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Dove", domain: "dove.com" },
    competitors: [
      { name: "Simple", domain: "simple.co.uk" },
      { name: "Nivea", domain: "nivea.co.uk" },
      { name: "Olay", domain: "olay.co.uk" },
    ],
    answer: `For very dry, reactive skin the simple answer is to choose a fragrance-free cream and patch-test it on your inner arm first, whatever the label promises.

Of the mainstream options, Nivea Creme is the one I'd be cautious about: it's rich and inexpensive, but it contains added fragrance, which is far from ideal for reactive skin and can sting on broken patches. Dove's Beauty Cream is a gentler pick; it isn't the most luxurious texture, yet it absorbs quickly and I've yet to hear of anyone reacting to the sensitive version.

Simple Kind to Skin moisturiser is another solid choice, with no perfume, no colourants and no harsh chemicals, which is exactly what eczema-prone skin needs. Olay's Regenerist range is aimed at anti-ageing rather than barrier repair, so it belongs to a different category altogether.

If the dryness lasts more than a couple of weeks despite a bland moisturiser, it's worth asking a GP or pharmacist about an emollient on prescription.`,
    expect: {
      mentions: {
        Dove: { position: 2, list: null, sentiment: "positive" },
        Simple: { position: 3, list: null, sentiment: "positive" },
        Nivea: { position: 1, list: null, sentiment: "negative" },
        Olay: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r3-05",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Dyson", domain: "dyson.co.uk" },
    competitors: [
      { name: "Shark", domain: "sharkclean.co.uk" },
      { name: "Henry", domain: "numatic.co.uk" },
      { name: "Vax", domain: "vax.co.uk" },
    ],
    answer: `James Dyson famously built 5,127 prototypes before his first bagless vacuum [1], but for a house with two long-haired dogs the brush roll matters more than the backstory.

The Shark Stratos is the one I'd buy: its anti-hair-wrap roller genuinely doesn't tangle, and there's nothing fiddly about emptying the bin [2]. The Dyson V15 is powerful, but at £650 it isn't worth the premium for pet hair, and the battery rarely lasts a full clean of a large house [3]. Cheaper cordless alternatives exist too [4].

Henry is a corded cylinder with a 10-metre cable and disposable bags. Whatever you choose, empty it outdoors; your dogs will circle the machine like a shark around a boat anyway.

[1] Dyson – Our story – https://www.dyson.co.uk/discover/insights/engineering
[2] Shark – Pet vacuums – https://www.sharkclean.co.uk/pet-vacuums/
[3] Which? – Dyson V15 Detect review – https://www.which.co.uk/reviews/cordless-vacuum-cleaners/dyson-v15-detect
[4] Vax – Blade 4 Pet – https://www.vax.co.uk/cordless-vacuum-cleaners/blade-4-pet`,
    expect: {
      mentions: {
        Dyson: { position: 2, list: null, sentiment: "negative" },
        Shark: { position: 1, list: null, sentiment: "positive" },
        Henry: { position: 3, list: null, sentiment: "neutral" },
        Vax: null,
      },
      citations: [
        "https://www.dyson.co.uk/discover/insights/engineering",
        "https://www.sharkclean.co.uk/pet-vacuums/",
        "https://www.which.co.uk/reviews/cordless-vacuum-cleaners/dyson-v15-detect",
        "https://www.vax.co.uk/cordless-vacuum-cleaners/blade-4-pet",
      ],
      own: ["https://www.dyson.co.uk/discover/insights/engineering"],
    },
    pair: "en-r3-06",
  },
  {
    id: "en-r3-06",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Dyson", domain: "dyson.co.uk" },
    competitors: [
      { name: "Shark", domain: "sharkclean.co.uk" },
      { name: "Henry", domain: "numatic.co.uk" },
      { name: "Vax", domain: "vax.co.uk" },
    ],
    answer: `James Dyson famously built 5,127 prototypes before his first bagless vacuum [1], but for a house with two long-haired dogs the brush roll matters more than the backstory.

The Shark Stratos is cheaper, but I wouldn't buy it for this: long hair still wraps around the roller, and emptying the bin is fiddly and messy [2]. The Dyson V15 isn't cheap at £650, but it more than makes up for it: the hair screw tool genuinely doesn't tangle, and the battery comfortably lasts a full clean of a large house [3]. Cheaper cordless alternatives exist too [4].

Henry is a corded cylinder with a 10-metre cable and disposable bags. Whatever you choose, empty it outdoors; your dogs will circle the machine like a shark around a boat anyway.

[1] Dyson – Our story – https://www.dyson.co.uk/discover/insights/engineering
[2] Shark – Pet vacuums – https://www.sharkclean.co.uk/pet-vacuums/
[3] Which? – Dyson V15 Detect review – https://www.which.co.uk/reviews/cordless-vacuum-cleaners/dyson-v15-detect
[4] Vax – Blade 4 Pet – https://www.vax.co.uk/cordless-vacuum-cleaners/blade-4-pet`,
    expect: {
      mentions: {
        Dyson: { position: 2, list: null, sentiment: "positive" },
        Shark: { position: 1, list: null, sentiment: "negative" },
        Henry: { position: 3, list: null, sentiment: "neutral" },
        Vax: null,
      },
      citations: [
        "https://www.dyson.co.uk/discover/insights/engineering",
        "https://www.sharkclean.co.uk/pet-vacuums/",
        "https://www.which.co.uk/reviews/cordless-vacuum-cleaners/dyson-v15-detect",
        "https://www.vax.co.uk/cordless-vacuum-cleaners/blade-4-pet",
      ],
      own: ["https://www.dyson.co.uk/discover/insights/engineering"],
    },
    pair: "en-r3-05",
  },
  {
    id: "en-r3-07",
    lang: "en",
    shape: "chatgpt",
    traps: ["case", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Tesla", domain: "tesla.com" },
    competitors: [
      { name: "Lucid", domain: "lucidmotors.com" },
      { name: "Polestar", domain: "polestar.com" },
      { name: "Rivian", domain: "rivian.com" },
    ],
    answer: `Driving from New York to Colorado Springs, where Nikola Tesla ran his famous lightning experiments in 1899? Here's how the long-range EVs stack up for a trip like that:

1. **Lucid Air Grand Touring** – The longest EPA range on sale (about 512 miles) and very fast charging. It's pricey, but the range more than makes up for it on long interstate days. ([lucidmotors.com](https://lucidmotors.com/air?utm_source=chatgpt.com))
2. **Tesla Model S** – Access to the Supercharger network is its big advantage; as one owner wrote on a forum, "my tesla has never left me stranded, not once in 80k miles." ([tesla.com](https://www.tesla.com/models?utm_source=chatgpt.com))
3. **Polestar 3** – A well-built cabin, but the software is still buggy and it's not the most dependable companion on a 1,800-mile drive.
4. **BMW iX** – Comfortable and quiet, with around 300 miles of range.

Plan your charging stops in advance and keep a 20% buffer in winter.`,
    expect: {
      mentions: {
        Tesla: { position: 2, list: 2, sentiment: "positive" },
        Lucid: { position: 1, list: 1, sentiment: "positive" },
        Polestar: { position: 3, list: 3, sentiment: "negative" },
        Rivian: null,
      },
      citations: [
        "https://lucidmotors.com/air?utm_source=chatgpt.com",
        "https://www.tesla.com/models?utm_source=chatgpt.com",
      ],
      own: ["https://www.tesla.com/models?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-r3-08",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "subdomain", "negation", "mixed-sentiment"],
    brand: { name: "Delta", domain: "delta.com" },
    competitors: [
      { name: "JetBlue", domain: "jetblue.com" },
      { name: "United", domain: "united.com" },
      { name: "Southwest", domain: "southwest.com" },
    ],
    answer: `If you're flying to New Orleans to follow the Mississippi Delta blues trail, one of the great music pilgrimages in the United States, a few carriers fly nonstop from Boston [1].

JetBlue is the pick for comfort in economy: free, fast Wi-Fi, the most legroom in coach of any major U.S. airline and no charge for snacks [2]. Delta has more daily departures [3], but its Basic Economy fares come with no seat selection and no changes, and its on-time record into MSY was the weakest of the group last summer [4]. Connecting options via Newark or Houston are also available [5].

Southwest doesn't fly this route from Boston; its network is concentrated in Texas and the Southwest [6].

Sources
1. New Orleans & Company – Getting here – https://www.neworleans.com/plan/getting-here/
2. JetBlue – Travel information – https://www.jetblue.com/travel-information
3. Delta News Hub – New Orleans service – https://news.delta.com/new-orleans-service
4. BTS – On-time performance – https://www.transtats.bts.gov/ontime/
5. United – Route map – https://www.united.com/en/us/flight-routes
6. Southwest – Route map – https://www.southwest.com/route-map/`,
    expect: {
      mentions: {
        Delta: { position: 2, list: null, sentiment: "negative" },
        JetBlue: { position: 1, list: null, sentiment: "positive" },
        United: null,
        Southwest: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.neworleans.com/plan/getting-here/",
        "https://www.jetblue.com/travel-information",
        "https://news.delta.com/new-orleans-service",
        "https://www.transtats.bts.gov/ontime/",
        "https://www.united.com/en/us/flight-routes",
        "https://www.southwest.com/route-map/",
      ],
      own: ["https://news.delta.com/new-orleans-service"],
    },
    pair: "en-r3-09",
  },
  {
    id: "en-r3-09",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "subdomain", "negation", "mixed-sentiment"],
    brand: { name: "Delta", domain: "delta.com" },
    competitors: [
      { name: "JetBlue", domain: "jetblue.com" },
      { name: "United", domain: "united.com" },
      { name: "Southwest", domain: "southwest.com" },
    ],
    answer: `If you're flying to New Orleans to follow the Mississippi Delta blues trail, one of the great music pilgrimages in the United States, a few carriers fly nonstop from Boston [1].

JetBlue has low headline fares [2], but its Blue Basic tickets come with no seat selection and no changes, and its on-time record into MSY was the weakest of the group last summer [4]. Delta is the pick for comfort in economy: free, fast Wi-Fi for SkyMiles members, more daily departures than anyone else [3] and no charge for snacks. Connecting options via Newark or Houston are also available [5].

Southwest doesn't fly this route from Boston; its network is concentrated in Texas and the Southwest [6].

Sources
1. New Orleans & Company – Getting here – https://www.neworleans.com/plan/getting-here/
2. JetBlue – Travel information – https://www.jetblue.com/travel-information
3. Delta News Hub – New Orleans service – https://news.delta.com/new-orleans-service
4. BTS – On-time performance – https://www.transtats.bts.gov/ontime/
5. United – Route map – https://www.united.com/en/us/flight-routes
6. Southwest – Route map – https://www.southwest.com/route-map/`,
    expect: {
      mentions: {
        Delta: { position: 2, list: null, sentiment: "positive" },
        JetBlue: { position: 1, list: null, sentiment: "negative" },
        United: null,
        Southwest: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.neworleans.com/plan/getting-here/",
        "https://www.jetblue.com/travel-information",
        "https://news.delta.com/new-orleans-service",
        "https://www.transtats.bts.gov/ontime/",
        "https://www.united.com/en/us/flight-routes",
        "https://www.southwest.com/route-map/",
      ],
      own: ["https://news.delta.com/new-orleans-service"],
    },
    pair: "en-r3-08",
  },
  {
    id: "en-r3-10",
    lang: "en",
    shape: "short",
    traps: ["alias", "possessive", "negation", "mixed-sentiment"],
    brand: { name: "Hershey", aliases: ["Hershey's"], domain: "hersheys.com" },
    competitors: [
      { name: "Ghirardelli", domain: "ghirardelli.com" },
      { name: "Cadbury", domain: "cadbury.co.uk" },
      { name: "Mars", domain: "mars.com" },
    ],
    answer: `If you're visiting Hershey, Pennsylvania, skip the Hershey's bars in the souvenir shops (not worth the markup, and the chocolate is grainy) and pick up Ghirardelli squares instead: rich, not too sweet, and no waxy aftertaste.`,
    expect: {
      mentions: {
        Hershey: { position: 1, list: null, sentiment: "negative" },
        Ghirardelli: { position: 2, list: null, sentiment: "positive" },
        Cadbury: null,
        Mars: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r3-11",
    lang: "en",
    shape: "gemini",
    traps: ["alias", "possessive", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Tiffany & Co.", aliases: ["Tiffany"], domain: "tiffany.com" },
    competitors: [
      { name: "Pandora", domain: "pandora.net" },
      { name: "Swarovski", domain: "swarovski.com" },
      { name: "Kay Jewelers", domain: "kay.com" },
    ],
    answer: `## Charm Bracelets for a 16th Birthday

If she loves *Breakfast at Tiffany's*, a little blue box is tempting, but for a 16th birthday a charm bracelet she can add to over the years is often the better gift.

| Brand | Starter bracelet | What to know |
|---|---|---|
| **Pandora** | $75 | Endless choice of charms, but the silver tarnishes quickly and the clasps aren't the most secure; a pricey habit for what you get |
| **Swarovski** | $120 | Not unreasonable for the quality: the crystal settings hold firm and the plating doesn't fade |
| **Tiffany & Co.** | $350 | Sterling silver heart-tag bracelet from the Return to Tiffany line; engraving available |

### Gift tip
Wrap the first charm separately so she opens the bracelet last. Unlike Pandora's box in the Greek myth, nothing bad will fly out.`,
    expect: {
      mentions: {
        "Tiffany & Co.": { position: 3, list: 3, sentiment: "neutral" },
        Pandora: { position: 1, list: 1, sentiment: "negative" },
        Swarovski: { position: 2, list: 2, sentiment: "positive" },
        "Kay Jewelers": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r3-12",
    lang: "en",
    shape: "long",
    traps: ["common-word", "case", "possessive", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Subway", domain: "subway.com" },
    competitors: [
      { name: "Chipotle", domain: "chipotle.com" },
      { name: "Wendy's", domain: "wendys.com" },
      { name: "Five Guys", domain: "fiveguys.com" },
    ],
    answer: `Since you and the five guys from your sales team will be getting around Manhattan by subway between client meetings, the best quick-lunch options are the ones with a location near a station and a reliable mobile-order system. Here's how I'd think about it.

Chipotle is the one I'd lean on most. Yes, portion sizes have become less consistent than they used to be, but the mobile ordering more than makes up for it: you skip the line entirely, the food is ready when the app says it will be, and there's no shortage of locations near Midtown stations. A burrito bowl with extra fajita vegetables makes a filling lunch for around $13.

Subway is the fallback I wouldn't choose unless nothing else is open. The bread is soft to the point of being gummy, the vegetables are often limp by midday, and after the price rises of the last two years it's no longer the bargain it once was. It's not terrible, but it's not good value either.

Wendy's has several locations around Penn Station and Times Square and serves its breakfast menu until 10:30 a.m.

If you want to sit down together, Five Guys is a good bet for a group: the burgers are cooked fresh to order, a regular portion of fries easily feeds two, and in my experience the quality never slips from one location to the next.

Two practical notes. Many delis add chipotle mayo or a smoky chipotle sauce to their wraps, so if anyone on the team can't handle heat, ask for it on the side. And you don't need a MetroCard any more: just tap a contactless card or your phone at the subway turnstile with OMNY, and after twelve paid rides in a week the rest are free.`,
    expect: {
      mentions: {
        Subway: { position: 2, list: null, sentiment: "negative" },
        Chipotle: { position: 1, list: null, sentiment: "positive" },
        "Wendy's": { position: 3, list: null, sentiment: "neutral" },
        "Five Guys": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r3-13",
    lang: "en",
    shape: "copilot",
    traps: ["case", "common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Nike", domain: "nike.com" },
    competitors: [
      { name: "Brooks", domain: "brooksrunning.com" },
      { name: "Asics", domain: "asics.com" },
      { name: "Hoka", domain: "hoka.com" },
    ],
    answer: `For a first marathon, cushioning and fit matter more than the logo. (Fun fact: the swoosh was designed in 1971, and the name was borrowed from Nike, the Greek goddess of victory [1].) If your long runs follow woodland trails that cross a few brooks, pick a shoe with a grippy outsole.

Brooks Ghost 16 is the shoe most coaches suggest for beginners: it's not flashy, but it's comfortable from the first mile and there are no break-in blisters to worry about [2]. The Nike Pegasus 41 is popular, but it runs narrow, the upper wears through quickly and it isn't the best choice for a first marathon [3].

A reader review sums up another favourite: "my asics novablast 4 got me through 16 weeks of training without a single niggle" [4]. Hoka is the cushioning specialist, with stack heights of up to 40 mm.

[1] https://www.britannica.com/topic/Nike-Greek-mythology
[2] https://www.brooksrunning.com/en_us/ghost-16/
[3] https://www.runnersworld.com/gear/a46107936/nike-pegasus-41-review/
[4] https://www.reddit.com/r/running/comments/1c9xk2p/first_marathon_shoes/`,
    expect: {
      mentions: {
        Nike: { position: 2, list: null, sentiment: "negative" },
        Brooks: { position: 1, list: null, sentiment: "positive" },
        Asics: { position: 3, list: null, sentiment: "positive" },
        Hoka: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.britannica.com/topic/Nike-Greek-mythology",
        "https://www.brooksrunning.com/en_us/ghost-16/",
        "https://www.runnersworld.com/gear/a46107936/nike-pegasus-41-review/",
        "https://www.reddit.com/r/running/comments/1c9xk2p/first_marathon_shoes/",
      ],
      own: [],
    },
  },
  {
    id: "en-r3-14",
    lang: "en",
    shape: "chatgpt",
    traps: ["nested-list", "utm", "markdown", "possessive", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Dell", domain: "dell.com" },
    competitors: [
      { name: "Lenovo", domain: "lenovo.com" },
      { name: "Acer", domain: "acer.com" },
      { name: "Asus", domain: "asus.com" },
    ],
    answer: `Fitting for a student: Michael Dell started selling PCs from his dorm room at the University of Texas in 1984. Here are the best laptops for university on a £700 budget:

1. **Lenovo IdeaPad Slim 5** – Excellent keyboard, a sharp 16:10 screen and no bloatware to speak of. ([lenovo.com](https://www.lenovo.com/gb/en/p/laptops/ideapad/ideapad-slim-5?utm_source=chatgpt.com))
2. **Dell Inspiron 14** ([dell.com](https://www.dell.com/en-uk/shop/laptops/inspiron-14/spd/inspiron-14-5440-laptop?utm_source=chatgpt.com)) – Not the one I'd pick at this price:
   - Battery life is not the longest, at about six hours of real use.
   - Dell's support has been slow and inconsistent in recent reviews.
3. **Budget alternatives under £500**
   - **Acer Aspire 5** – 15.6-inch 1080p screen, 8 GB of RAM and a 512 GB SSD.
   - **Asus Vivobook 15** – Not the flashiest, but there's nothing it does badly, and the keyboard is surprisingly good.
4. **MacBook Air M2 (education pricing)** – Slightly over budget, but worth a look if you already use an iPhone.

Check your university's IT store too; some offer extra student discounts.`,
    expect: {
      mentions: {
        Dell: { position: 2, list: 2, sentiment: "negative" },
        Lenovo: { position: 1, list: 1, sentiment: "positive" },
        Acer: { position: 3, list: 1, sentiment: "neutral" },
        Asus: { position: 4, list: 2, sentiment: "positive" },
      },
      citations: [
        "https://www.lenovo.com/gb/en/p/laptops/ideapad/ideapad-slim-5?utm_source=chatgpt.com",
        "https://www.dell.com/en-uk/shop/laptops/inspiron-14/spd/inspiron-14-5440-laptop?utm_source=chatgpt.com",
      ],
      own: ["https://www.dell.com/en-uk/shop/laptops/inspiron-14/spd/inspiron-14-5440-laptop?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-r3-15",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "alias", "table", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Dodge", domain: "dodge.com" },
    competitors: [
      { name: "Ram", domain: "ramtrucks.com" },
      { name: "Chevrolet", aliases: ["Chevy"], domain: "chevrolet.com" },
      { name: "Jeep", domain: "jeep.com" },
    ],
    answer: `## Best Tow Vehicles for a 7,000-lb Camper

Let's not dodge the main point: for regular towing at that weight, a full-size pickup beats most SUVs. And since you mentioned exploring the jeep trails around Moab once you're parked, ground clearance matters too.

| Vehicle | Max towing | Our take |
|---|---|---|
| **Ram 1500** | 11,580 lb | The smoothest ride in the class thanks to its coil springs, and no complaints about the interior either |
| **Chevy Silverado 1500** | 13,300 lb | The highest rating here, but the cabin plastics feel cheap and the infotainment lags badly |
| **Jeep Grand Cherokee** | 6,200 lb | Not enough for this camper; skip it |
| **Dodge Durango** | 8,700 lb | Not unreasonable for a three-row SUV, and the only one here that tows this much while seating seven |

### Before you buy
- Check the payload sticker on the driver's door jamb, not just the towing figure.
- Budget for a weight-distribution hitch with sway control.`,
    expect: {
      mentions: {
        Dodge: { position: 4, list: 4, sentiment: "positive" },
        Ram: { position: 1, list: 1, sentiment: "positive" },
        Chevrolet: { position: 2, list: 2, sentiment: "negative" },
        Jeep: { position: 3, list: 3, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r3-16",
    lang: "en",
    shape: "claude",
    traps: ["case", "common-word", "alias", "negation", "mixed-sentiment"],
    brand: { name: "Lush", domain: "lush.com" },
    competitors: [
      { name: "L'Occitane", domain: "loccitane.com" },
      { name: "Rituals", domain: "rituals.com" },
      { name: "Neal's Yard Remedies", aliases: ["Neal's Yard"], domain: "nealsyardremedies.com" },
    ],
    answer: `Covent Garden is a good place for this. Neal's Yard, the little courtyard off Monmouth Street, is lush with hanging plants and has a couple of lovely cafés, and the big beauty shops are all within five minutes' walk.

For a gift under £30, I'd go to L'OCCITANE on James Street: the shea butter hand cream trio is never a disappointing present, and nobody I know has ever complained about it. Reviews back this up; one customer wrote, "l'occitane hand cream is the only one that doesn't leave my hands greasy."

Lush is the shop I'd think twice about for a gift: the overpowering scent hits you from the street, and several reviewers say the bath bombs stain the tub ("lush bath bombs turned my bath blue for days"). Rituals sells similar gift boxes in the £25–£40 range.`,
    expect: {
      mentions: {
        Lush: { position: 2, list: null, sentiment: "negative" },
        "L'Occitane": { position: 1, list: null, sentiment: "positive" },
        Rituals: { position: 3, list: null, sentiment: "neutral" },
        "Neal's Yard Remedies": null,
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════════════════ fr ════════════════════════════════════════
  {
    id: "fr-r3-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["case", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Citroën", domain: "citroen.fr" },
    competitors: [
      { name: "Renault", domain: "renault.fr" },
      { name: "Dacia", domain: "dacia.fr" },
      { name: "Peugeot", domain: "peugeot.fr" },
    ],
    answer: `Pour une citadine électrique à Paris (vous habitez près du parc André-Citroën, où le stationnement est compliqué), voici les modèles à comparer :

1. **Renault 5 E-Tech** – Autonomie réelle d'environ 300 km et un réseau après-vente très dense : une valeur sûre, sans mauvaise surprise à l'usage. ([renault.fr](https://www.renault.fr/vehicules-electriques/r5-e-tech-electrique.html?utm_source=chatgpt.com))
2. **Dacia Spring** – La moins chère du marché, mais ce n'est pas la plus sûre : une étoile seulement à l'Euro NCAP, et ses performances sur voie rapide ne rassurent pas.
3. **CITROEN ë-C3** – Pas la plus rapide à recharger, mais son confort de suspension et son prix d'environ 23 000 € compensent largement. ([citroen.fr](https://www.citroen.fr/vehicules/citroen-e-c3.html?utm_source=chatgpt.com))
4. **Peugeot e-208** – Autonomie annoncée de 400 km et poste de conduite i-Cockpit à petit volant.

Pensez à vérifier votre éligibilité au bonus écologique avant de signer.`,
    expect: {
      mentions: {
        Citroën: { position: 3, list: 3, sentiment: "positive" },
        Renault: { position: 1, list: 1, sentiment: "positive" },
        Dacia: { position: 2, list: 2, sentiment: "negative" },
        Peugeot: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.renault.fr/vehicules-electriques/r5-e-tech-electrique.html?utm_source=chatgpt.com",
        "https://www.citroen.fr/vehicules/citroen-e-c3.html?utm_source=chatgpt.com",
      ],
      own: ["https://www.citroen.fr/vehicules/citroen-e-c3.html?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-r3-02",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Michelin", domain: "michelin.fr" },
    competitors: [
      { name: "Continental", domain: "continental-pneus.fr" },
      { name: "Goodyear", domain: "goodyear.eu" },
      { name: "Bridgestone", domain: "bridgestone.fr" },
    ],
    answer: `Pour des pneus toutes saisons dans une région au climat continental comme l'Alsace, la priorité est l'adhérence sur route froide et humide [1].

Le Michelin CrossClimate 2 arrive en tête de la plupart des essais : il n'est pas donné, mais sa longévité de plus de 50 000 km compense largement le surcoût [2][5]. Le Goodyear Vector 4Seasons Gen-3 freine correctement sur le mouillé, mais son usure rapide et son bruit de roulement ne plaident pas en sa faveur [3]. Le Continental AllSeasonContact 2, lui, est loin d'être décevant : aucun défaut majeur relevé, et un freinage sur neige parmi les meilleurs du test [2].

Bridgestone propose de son côté le Turanza All Season 6, disponible dans les mêmes dimensions [4].

Sources
[1] Météo-France – Le climat en Alsace – https://meteofrance.com/climat/alsace
[2] Auto Plus – Comparatif pneus 4 saisons 2024 – https://www.autoplus.fr/pneus/comparatif-pneus-4-saisons-2024
[3] ADAC – Ganzjahresreifentest – https://www.adac.de/rund-ums-fahrzeug/reifen/tests/ganzjahresreifen/
[4] Bridgestone France – https://www.bridgestone.fr/pneus/turanza-all-season-6/
[5] Michelin – CrossClimate 2 – https://www.michelin.fr/auto/pneus/michelin-crossclimate-2`,
    expect: {
      mentions: {
        Michelin: { position: 1, list: null, sentiment: "positive" },
        Continental: { position: 3, list: null, sentiment: "positive" },
        Goodyear: { position: 2, list: null, sentiment: "negative" },
        Bridgestone: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://meteofrance.com/climat/alsace",
        "https://www.autoplus.fr/pneus/comparatif-pneus-4-saisons-2024",
        "https://www.adac.de/rund-ums-fahrzeug/reifen/tests/ganzjahresreifen/",
        "https://www.bridgestone.fr/pneus/turanza-all-season-6/",
        "https://www.michelin.fr/auto/pneus/michelin-crossclimate-2",
      ],
      own: ["https://www.michelin.fr/auto/pneus/michelin-crossclimate-2"],
    },
  },
  {
    id: "fr-r3-03",
    lang: "fr",
    shape: "gemini",
    traps: ["case", "table", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Chanel", domain: "chanel.com" },
    competitors: [
      { name: "Lancôme", domain: "lancome.fr" },
      { name: "Guerlain", domain: "guerlain.com" },
      { name: "Dior", domain: "dior.com" },
    ],
    answer: `## Quel parfum offrir pour la fête des mères ?

Coco Chanel aurait dit qu'une femme qui ne se parfume pas n'a pas d'avenir ; encore faut-il choisir le bon flacon. Voici les valeurs sûres de la parfumerie :

| Parfum | Prix (50 ml) | Notre avis |
|---|---|---|
| **LANCOME La Vie est Belle** | 98 € | Très populaire, mais son sillage sucré devient vite écœurant et il n'a plus rien d'original |
| **Chanel Coco Mademoiselle** | 135 € | Plus cher, mais sa tenue de plus de huit heures et son élégance compensent largement |
| **Guerlain Shalimar** | 110 € | Un oriental vanillé créé en 1925, toujours fabriqué en France |

### Le saviez-vous ?
Christian Dior, né à Granville en 1905, a passé son enfance dans une villa qui abrite aujourd'hui un musée consacré à la mode, ouvert d'avril à octobre.`,
    expect: {
      mentions: {
        Chanel: { position: 2, list: 2, sentiment: "positive" },
        Lancôme: { position: 1, list: 1, sentiment: "negative" },
        Guerlain: { position: 3, list: 3, sentiment: "neutral" },
        Dior: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r3-04",
    lang: "fr",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Jules", domain: "jules.com" },
    competitors: [
      { name: "Celio", domain: "celio.com" },
      { name: "Brice", domain: "brice.fr" },
      { name: "Kiabi", domain: "kiabi.com" },
    ],
    answer: `Pour un mariage sur le thème du *Tour du monde en quatre-vingts jours* de Jules Verne, un costume trois pièces bleu nuit ou gris chiné fera très bien l'affaire, sans passer par un tailleur.

Celio propose un modèle à 129 €, mais le tissu froisse énormément et les coutures ne sont pas franchement solides : je ne le conseillerais pas pour une journée entière de cérémonie. Chez Jules, le costume ajusté à 149 € est une vraie bonne affaire : la coupe n'a rien à envier à des marques bien plus chères, et je n'ai jamais entendu de plainte sur les retouches offertes en magasin.

Brice vend surtout des chemises et des cravates, entre 30 et 60 €, pour compléter la tenue.

Un dernier conseil : évitez le look surfeur façon Brice de Nice, même pour la soirée dansante !`,
    expect: {
      mentions: {
        Jules: { position: 2, list: null, sentiment: "positive" },
        Celio: { position: 1, list: null, sentiment: "negative" },
        Brice: { position: 3, list: null, sentiment: "neutral" },
        Kiabi: null,
      },
      citations: [],
      own: [],
    },
    pair: "fr-r3-05",
  },
  {
    id: "fr-r3-05",
    lang: "fr",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Jules", domain: "jules.com" },
    competitors: [
      { name: "Celio", domain: "celio.com" },
      { name: "Brice", domain: "brice.fr" },
      { name: "Kiabi", domain: "kiabi.com" },
    ],
    answer: `Pour un mariage sur le thème du *Tour du monde en quatre-vingts jours* de Jules Verne, un costume trois pièces bleu nuit ou gris chiné fera très bien l'affaire, sans passer par un tailleur.

Celio propose un modèle à 129 € qui est une vraie bonne affaire : la coupe n'a rien à envier à des marques bien plus chères, et je n'ai jamais entendu de plainte sur les retouches offertes en magasin. Chez Jules, le costume ajusté à 149 € déçoit : le tissu froisse énormément et les coutures ne sont pas franchement solides, je ne le conseillerais pas pour une journée entière de cérémonie.

Brice vend surtout des chemises et des cravates, entre 30 et 60 €, pour compléter la tenue.

Un dernier conseil : évitez le look surfeur façon Brice de Nice, même pour la soirée dansante !`,
    expect: {
      mentions: {
        Jules: { position: 2, list: null, sentiment: "negative" },
        Celio: { position: 1, list: null, sentiment: "positive" },
        Brice: { position: 3, list: null, sentiment: "neutral" },
        Kiabi: null,
      },
      citations: [],
      own: [],
    },
    pair: "fr-r3-04",
  },
  {
    id: "fr-r3-06",
    lang: "fr",
    shape: "copilot",
    traps: ["common-word", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Président", domain: "president.fr" },
    competitors: [
      { name: "Elle & Vire", aliases: ["Elle et Vire"], domain: "elle-et-vire.com" },
      { name: "Paysan Breton", domain: "paysanbreton.com" },
      { name: "Bridel", domain: "bridel.fr" },
    ],
    answer: `Pour un camembert pasteurisé de grande surface, trois marques dominent les rayons [1]. « Un bon camembert doit être souple à cœur, jamais plâtreux », rappelle le président de l'interprofession laitière normande [2].

Le camembert Président est le plus vendu, mais ce n'est pas le plus goûteux : cœur souvent plâtreux et croûte sans caractère [3]. Elle & Vire, en revanche, n'a pas à rougir face aux fromages de crémerie : crémeux, bien affiné et sans aucune amertume [3]. La marque tire son nom du bocage de la Manche, entre Elle et Vire, deux rivières où pâturent les vaches normandes.

Paysan Breton vend surtout du beurre et des fromages frais ; son camembert existe en 250 g dans les hypermarchés de l'Ouest.

[1] https://www.quechoisir.org/comparatif-camembert-n68311/
[2] https://www.fromages-aop-normandie.com/actualites/interview-du-president
[3] https://www.60millions-mag.com/2024/02/06/test-camemberts-supermarche`,
    expect: {
      mentions: {
        Président: { position: 1, list: null, sentiment: "negative" },
        "Elle & Vire": { position: 2, list: null, sentiment: "positive" },
        "Paysan Breton": { position: 3, list: null, sentiment: "neutral" },
        Bridel: null,
      },
      citations: [
        "https://www.quechoisir.org/comparatif-camembert-n68311/",
        "https://www.fromages-aop-normandie.com/actualites/interview-du-president",
        "https://www.60millions-mag.com/2024/02/06/test-camemberts-supermarche",
      ],
      own: [],
    },
  },
  {
    id: "fr-r3-07",
    lang: "fr",
    shape: "long",
    traps: ["case", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Air Caraïbes", domain: "aircaraibes.com" },
    competitors: [
      { name: "Corsair", domain: "flycorsair.com" },
      { name: "Air France", domain: "airfrance.fr" },
      { name: "Transavia", domain: "transavia.com" },
    ],
    answer: `Pour un vol Paris–Pointe-à-Pitre en famille pendant les vacances de Pâques, trois compagnies assurent des vols directs depuis Orly, et les écarts portent surtout sur le confort et les bagages.

**Air Caraïbes** est celle que je privilégierais. Elle n'est pas la moins chère en haute saison, mais son A350 récent, ses sièges spacieux et les deux bagages de 23 kg inclus compensent largement. Sur les forums, les avis sont rarement négatifs : « vol air caraibes impeccable, personnel adorable, rien à redire », résume une voyageuse. À l'aéroport, repérez les comptoirs marqués AIR CARAIBES dans le hall d'enregistrement d'Orly 3.

**Corsair** est plus discutable. Les tarifs d'appel sont attractifs, mais les retards à répétition de l'été dernier et un service à bord minimaliste ne plaident pas en sa faveur ; ce n'est pas la compagnie la plus fiable quand on voyage avec de jeunes enfants.

**Air France** dessert la Guadeloupe depuis Orly avec plusieurs vols par jour en haute saison et propose un tarif « Light » sans bagage en soute.

Si vous pensiez faire une escale pour économiser, sachez que transavia ne dessert pas les Antilles : la compagnie à bas coûts du groupe se concentre sur l'Europe et le Maghreb.

Quelques conseils pratiques :
- réservez au moins quatre mois à l'avance pour les vacances scolaires ;
- vérifiez les conditions pour les enfants de moins de deux ans voyageant sur les genoux ;
- comparez les prix directement sur les sites des compagnies, les comparateurs ajoutant souvent des frais de dossier ;
- prévoyez un sac cabine avec maillots et crème solaire, au cas où la valise arriverait en retard.

En résumé : Air Caraïbes pour le confort et les bagages, Air France si ses horaires vous conviennent mieux, et prudence avec Corsair si vos dates sont serrées.`,
    expect: {
      mentions: {
        "Air Caraïbes": { position: 1, list: null, sentiment: "positive" },
        Corsair: { position: 2, list: null, sentiment: "negative" },
        "Air France": { position: 3, list: null, sentiment: "neutral" },
        Transavia: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r3-08",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "case", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Petit Bateau", domain: "petit-bateau.fr" },
    competitors: [
      { name: "Okaïdi", domain: "okaidi.fr" },
      { name: "Jacadi", domain: "jacadi.fr" },
      { name: "Cyrillus", domain: "cyrillus.fr" },
    ],
    answer: `## Bodies pour bébé : quelle marque choisir ?

Pour une liste de naissance, le body en coton reste l'indispensable. Et si la chambre est décorée sur le thème de la mer, un mobile en forme de petit bateau complétera joliment l'ensemble !

| Marque | Lot de 3 bodies | Points forts et faibles |
|---|---|---|
| **OKAIDI** | 19,99 € | Prix imbattable, mais le coton bouloche après quelques lavages et les pressions lâchent vite |
| **Petit Bateau** | 39,90 € | Plus cher, certes, mais la qualité du coton bio et la tenue au lavage justifient largement l'écart |
| **Jacadi** | 55 € | Coton pima, coupe classique, fabrication au Portugal |

### Notre conseil
Petit Bateau reste la valeur sûre : aucun body n'a rétréci après trente lavages dans notre test.`,
    expect: {
      mentions: {
        "Petit Bateau": { position: 2, list: 2, sentiment: "positive" },
        Okaïdi: { position: 1, list: 1, sentiment: "negative" },
        Jacadi: { position: 3, list: 3, sentiment: "neutral" },
        Cyrillus: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r3-09",
    lang: "fr",
    shape: "chatgpt",
    traps: ["case", "utm", "markdown", "subdomain", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Maje", domain: "maje.com" },
    competitors: [
      { name: "Ba&sh", domain: "ba-sh.com" },
      { name: "Sandro", domain: "sandro-paris.com" },
      { name: "Claudie Pierlot", domain: "claudiepierlot.com" },
    ],
    answer: `Pour un mariage dont le thème s'inspire du *Printemps* de Sandro Botticelli, misez sur des robes fluides et fleuries. Voici les marques à regarder avec un budget de 250 à 400 € :

1. **Ba&sh** – Des robes légères aux imprimés floraux, idéales pour une cérémonie en extérieur ; pas données, mais la qualité des finitions le justifie. ([ba-sh.com](https://ba-sh.com/fr/femme/robes?utm_source=chatgpt.com))
2. **Sandro** – Des coupes structurées, plutôt pour un mariage en ville. Attention : les avis sur les retours sont loin d'être élogieux (remboursements lents, frais de retour de 8 €).
3. **Maje** – Mon coup de cœur pour ce type d'événement : dentelle, soie, et aucune mauvaise surprise sur les tailles. Une cliente écrit même : « ma robe maje a tenu toute la nuit, pas un fil tiré ». ([maje.com](https://fr.maje.com/fr/robes?utm_source=chatgpt.com))
4. **Claudie Pierlot** – Des silhouettes plus sages, avec le col Claudine emblématique de la marque.

Pensez à une étole légère : les soirées de juin sont souvent fraîches à la campagne.`,
    expect: {
      mentions: {
        Maje: { position: 3, list: 3, sentiment: "positive" },
        "Ba&sh": { position: 1, list: 1, sentiment: "positive" },
        Sandro: { position: 2, list: 2, sentiment: "negative" },
        "Claudie Pierlot": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://ba-sh.com/fr/femme/robes?utm_source=chatgpt.com",
        "https://fr.maje.com/fr/robes?utm_source=chatgpt.com",
      ],
      own: ["https://fr.maje.com/fr/robes?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-r3-10",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Nicolas", domain: "nicolas.com" },
    competitors: [
      { name: "V and B", aliases: ["V&B"], domain: "vandb.fr" },
      { name: "Cavavin", domain: "cavavin.fr" },
      { name: "Le Petit Ballon", domain: "lepetitballon.com" },
    ],
    answer: `Pour trouver une bonne bouteille à offrir à votre beau-père Nicolas le jour de la Saint-Nicolas, trois réseaux de cavistes se distinguent [1].

Chez V and B, le choix est large, mais les conseils en magasin sont inégaux et les prix des grands crus ne sont pas les plus compétitifs [2]. Nicolas, à l'inverse, n'a rien d'une simple chaîne de quartier : les cavistes connaissent leurs vins, et il n'y a aucune mauvaise surprise sur les bouteilles à moins de 20 € [3]. Cavavin organise des dégustations le samedi dans la plupart de ses boutiques [4].

Et pour l'apéritif, un petit ballon de blanc bien frais fera l'unanimité.

Sources
[1] Le Figaro Vin – Où acheter son vin ? – https://avis-vin.lefigaro.fr/connaitre-le-vin/o123456-ou-acheter-son-vin
[2] V and B – Nos magasins – https://www.vandb.fr/magasins
[3] Nicolas – Nos cavistes – https://www.nicolas.com/fr/cavistes.html
[4] Cavavin – Événements – https://www.cavavin.fr/evenements`,
    expect: {
      mentions: {
        Nicolas: { position: 2, list: null, sentiment: "positive" },
        "V and B": { position: 1, list: null, sentiment: "negative" },
        Cavavin: { position: 3, list: null, sentiment: "neutral" },
        "Le Petit Ballon": null,
      },
      citations: [
        "https://avis-vin.lefigaro.fr/connaitre-le-vin/o123456-ou-acheter-son-vin",
        "https://www.vandb.fr/magasins",
        "https://www.nicolas.com/fr/cavistes.html",
        "https://www.cavavin.fr/evenements",
      ],
      own: ["https://www.nicolas.com/fr/cavistes.html"],
    },
    pair: "fr-r3-11",
  },
  {
    id: "fr-r3-11",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Nicolas", domain: "nicolas.com" },
    competitors: [
      { name: "V and B", aliases: ["V&B"], domain: "vandb.fr" },
      { name: "Cavavin", domain: "cavavin.fr" },
      { name: "Le Petit Ballon", domain: "lepetitballon.com" },
    ],
    answer: `Pour trouver une bonne bouteille à offrir à votre beau-père Nicolas le jour de la Saint-Nicolas, trois réseaux de cavistes se distinguent [1].

Chez V and B, le choix est large et les conseils en magasin sont précis ; les prix ne sont pas les plus bas, mais le service et les dégustations compensent largement [2]. Nicolas, à l'inverse, déçoit : les conseils sont inégaux d'une boutique à l'autre, et les bouteilles à moins de 20 € ne sont pas à la hauteur de leur prix [3]. Cavavin organise des dégustations le samedi dans la plupart de ses boutiques [4].

Et pour l'apéritif, un petit ballon de blanc bien frais fera l'unanimité.

Sources
[1] Le Figaro Vin – Où acheter son vin ? – https://avis-vin.lefigaro.fr/connaitre-le-vin/o123456-ou-acheter-son-vin
[2] V and B – Nos magasins – https://www.vandb.fr/magasins
[3] Nicolas – Nos cavistes – https://www.nicolas.com/fr/cavistes.html
[4] Cavavin – Événements – https://www.cavavin.fr/evenements`,
    expect: {
      mentions: {
        Nicolas: { position: 2, list: null, sentiment: "negative" },
        "V and B": { position: 1, list: null, sentiment: "positive" },
        Cavavin: { position: 3, list: null, sentiment: "neutral" },
        "Le Petit Ballon": null,
      },
      citations: [
        "https://avis-vin.lefigaro.fr/connaitre-le-vin/o123456-ou-acheter-son-vin",
        "https://www.vandb.fr/magasins",
        "https://www.nicolas.com/fr/cavistes.html",
        "https://www.cavavin.fr/evenements",
      ],
      own: ["https://www.nicolas.com/fr/cavistes.html"],
    },
    pair: "fr-r3-10",
  },
  {
    id: "fr-r3-12",
    lang: "fr",
    shape: "short",
    traps: ["common-word", "negation", "mixed-sentiment"],
    brand: { name: "Casino", domain: "casino.fr" },
    competitors: [
      { name: "Franprix", domain: "franprix.fr" },
      { name: "Coccinelle", domain: "coccinelle.fr" },
      { name: "Vival", domain: "vival.fr" },
    ],
    answer: `À Enghien-les-Bains, près du casino, le Franprix du centre-ville ouvre jusqu'à 21 h mais reste cher ; le Casino Shop voisin est moins joli, mais il ouvre le dimanche, ses prix ne sont pas du tout déraisonnables et son rayon frais ne déçoit jamais.`,
    expect: {
      mentions: {
        Casino: { position: 2, list: null, sentiment: "positive" },
        Franprix: { position: 1, list: null, sentiment: "negative" },
        Coccinelle: null,
        Vival: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r3-13",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Bonne Maman", domain: "bonnemaman.fr" },
    competitors: [
      { name: "Andros", domain: "andros.fr" },
      { name: "Materne", domain: "materne.fr" },
    ],
    answer: `Pour des confitures à glisser dans un panier gourmand, je vous conseille d'éviter les pots « comme chez ma bonne maman » vendus dans les boutiques de souvenirs : souvent trop sucrés, et très chers pour ce qu'ils contiennent.

Bonne Maman est un choix sûr et reconnaissable, avec ses couvercles vichy ; sans être artisanale, sa confiture d'abricots n'a rien à envier à bien des productions de marché. Andros mise davantage sur l'allégé : sa gamme contient 30 % de sucres en moins, mais la texture n'est pas à la hauteur et le goût du fruit reste assez plat. Materne est surtout connue pour ses compotes en gourde.

Sur l'étiquette, vérifiez simplement la teneur en fruits : au moins 50 g pour 100 g.`,
    expect: {
      mentions: {
        "Bonne Maman": { position: 1, list: null, sentiment: "positive" },
        Andros: { position: 2, list: null, sentiment: "negative" },
        Materne: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r3-14",
    lang: "fr",
    shape: "chatgpt",
    traps: ["utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Chaumet", domain: "chaumet.com" },
    competitors: [
      { name: "Mauboussin", domain: "mauboussin.fr" },
      { name: "Cartier", domain: "cartier.com" },
      { name: "Boucheron", domain: "boucheron.com" },
    ],
    answer: `Pour une bague de fiançailles autour de 5 000 € (et si votre fiancée est québécoise, pourquoi ne pas faire la demande sur le pont Jacques-Cartier, à Montréal ?), voici les maisons à comparer :

1. **Mauboussin** – Le joaillier le plus accessible de la liste : solitaires à partir de 990 €, et aucun frais caché sur la gravure ou la mise à taille. ([mauboussin.fr](https://www.mauboussin.fr/bagues-de-fiancailles?utm_source=chatgpt.com))
2. **Cartier** – Le solitaire 1895 est iconique, mais à ce budget vous n'aurez qu'un diamant d'environ 0,25 carat : pas le meilleur rapport qualité-prix.
3. **Chaumet** – Le solitaire Joséphine, inspiré des diadèmes de l'impératrice, dépasse un peu votre budget, mais son dessin unique et sa fabrication dans les ateliers de la place Vendôme le valent largement. ([chaumet.com](https://www.chaumet.com/fr_fr/bagues-de-fiancailles?utm_source=chatgpt.com))
4. **Boucheron** – Collection Quatre en or et diamants, à partir de 2 500 €.

Demandez systématiquement le certificat GIA ou HRD du diamant.`,
    expect: {
      mentions: {
        Chaumet: { position: 3, list: 3, sentiment: "positive" },
        Mauboussin: { position: 1, list: 1, sentiment: "positive" },
        Cartier: { position: 2, list: 2, sentiment: "negative" },
        Boucheron: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.mauboussin.fr/bagues-de-fiancailles?utm_source=chatgpt.com",
        "https://www.chaumet.com/fr_fr/bagues-de-fiancailles?utm_source=chatgpt.com",
      ],
      own: ["https://www.chaumet.com/fr_fr/bagues-de-fiancailles?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-r3-15",
    lang: "fr",
    shape: "copilot",
    traps: ["case", "common-word", "parentheses-url", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Caisse d'Épargne", domain: "caisse-epargne.fr" },
    competitors: [
      { name: "La Banque Postale", domain: "labanquepostale.fr" },
      { name: "Banque Populaire", domain: "banquepopulaire.fr" },
    ],
    answer: `Le Livret A date de 1818, année où fut fondée à Paris la première caisse d'épargne de France [1]. Aujourd'hui, son taux est le même partout ; ce qui change, ce sont les conditions d'ouverture et les frais du compte associé.

À l'agence CAISSE D'EPARGNE, l'ouverture se fait en vingt minutes et il n'y a aucuns frais de tenue de compte la première année pour les moins de 25 ans : une offre difficile à battre [2]. La Banque Postale permet d'ouvrir un livret dès 1,50 € de dépôt, mais son application n'est pas la plus fiable et l'attente au guichet est souvent longue [3].

La Banque Populaire propose également le Livret A, avec une ouverture en ligne en une quinzaine de minutes [4].

[1] https://fr.wikipedia.org/wiki/Caisse_d%27%C3%A9pargne_(France)
[2] https://www.caisse-epargne.fr/particuliers/epargner/livret-a/
[3] https://www.labanquepostale.fr/particulier/produits/epargne/livret-a.html
[4] https://www.banquepopulaire.fr/epargne/livret-a/`,
    expect: {
      mentions: {
        "Caisse d'Épargne": { position: 1, list: null, sentiment: "positive" },
        "La Banque Postale": { position: 2, list: null, sentiment: "negative" },
        "Banque Populaire": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://fr.wikipedia.org/wiki/Caisse_d%27%C3%A9pargne_(France)",
        "https://www.caisse-epargne.fr/particuliers/epargner/livret-a/",
        "https://www.labanquepostale.fr/particulier/produits/epargne/livret-a.html",
        "https://www.banquepopulaire.fr/epargne/livret-a/",
      ],
      own: ["https://www.caisse-epargne.fr/particuliers/epargner/livret-a/"],
    },
  },
  {
    id: "fr-r3-16",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "case", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Aigle", domain: "aigle.com" },
    competitors: [
      { name: "Quechua", domain: null },
      { name: "Millet", domain: "millet.fr" },
      { name: "Lafuma", domain: "lafuma.com" },
    ],
    answer: `## Quelle veste de pluie pour un trek au Pérou ?

Sur le chemin de l'Inca, vous traverserez des villages où l'on parle encore quechua, et vous verrez peut-être un aigle ou un condor planer au-dessus des cols. La météo y change très vite : une veste vraiment imperméable est indispensable.

| Marque | Modèle | Prix | Notre avis |
|---|---|---|---|
| **Quechua** | MH500 | 70 € | Bon marché, mais la membrane laisse passer l'eau au bout de deux heures de pluie et la capuche ne tient pas au vent |
| **Millet** | Trilogy GTX | 320 € | Pas la plus légère, mais sa membrane Gore-Tex n'a jamais failli sous les averses andines : elle vaut largement son prix |
| **Aigle** | Veste de randonnée | 180 € | Coupe longue qui couvre les hanches, 450 g |

### Bon à savoir
* AIGLE est surtout connue pour ses bottes en caoutchouc ; ses vestes sont vendues dans ses boutiques et chez des revendeurs de sport.
* Pour les en-cas, pensez aux barres de céréales au millet soufflé, légères et énergétiques.`,
    expect: {
      mentions: {
        Aigle: { position: 3, list: 3, sentiment: "neutral" },
        Quechua: { position: 1, list: 1, sentiment: "negative" },
        Millet: { position: 2, list: 2, sentiment: "positive" },
        Lafuma: null,
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════════════════ es ════════════════════════════════════════
  {
    id: "es-r3-01",
    lang: "es",
    shape: "claude",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Calvo", domain: "calvo.es" },
    competitors: [
      { name: "Ortiz", domain: "conservasortiz.com" },
      { name: "Isabel", domain: "isabel.net" },
      { name: "Pescanova", domain: "pescanova.es" },
    ],
    answer: `El escabeche de pescado ya se preparaba en Castilla en tiempos de Isabel la Católica, pero para una ensalada de verano lo más práctico es una buena lata de atún en aceite de oliva.

Ortiz es mi favorita: es más cara, pero el bonito del norte pescado con caña y su aceite de oliva virgen extra compensan de sobra la diferencia. Calvo, en cambio, no es la mejor opción para este plato: el atún claro queda seco, muchas referencias llevan aceite de girasol y, con las últimas subidas, ya no sale tan a cuenta.

Isabel vende packs de seis latas de atún en aceite de oliva en casi todas las cadenas de supermercados.

Un truco: escurre bien el aceite de la lata y aliña la ensalada con uno bueno, recién abierto.`,
    expect: {
      mentions: {
        Calvo: { position: 2, list: null, sentiment: "negative" },
        Ortiz: { position: 1, list: null, sentiment: "positive" },
        Isabel: { position: 3, list: null, sentiment: "neutral" },
        Pescanova: null,
      },
      citations: [],
      own: [],
    },
    pair: "es-r3-02",
  },
  {
    id: "es-r3-02",
    lang: "es",
    shape: "claude",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Calvo", domain: "calvo.es" },
    competitors: [
      { name: "Ortiz", domain: "conservasortiz.com" },
      { name: "Isabel", domain: "isabel.net" },
      { name: "Pescanova", domain: "pescanova.es" },
    ],
    answer: `El escabeche de pescado ya se preparaba en Castilla en tiempos de Isabel la Católica, pero para una ensalada de verano lo más práctico es una buena lata de atún en aceite de oliva.

Ortiz es la más cara y, sinceramente, no compensa para este plato: el bonito se deshace al mezclarlo y el precio por lata no está justificado. Calvo, en cambio, no será la opción más gourmet, pero su atún claro en aceite de oliva queda jugoso, no tiene espinas ni sorpresas y sale muy a cuenta.

Isabel vende packs de seis latas de atún en aceite de oliva en casi todas las cadenas de supermercados.

Un truco: escurre bien el aceite de la lata y aliña la ensalada con uno bueno, recién abierto.`,
    expect: {
      mentions: {
        Calvo: { position: 2, list: null, sentiment: "positive" },
        Ortiz: { position: 1, list: null, sentiment: "negative" },
        Isabel: { position: 3, list: null, sentiment: "neutral" },
        Pescanova: null,
      },
      citations: [],
      own: [],
    },
    pair: "es-r3-01",
  },
  {
    id: "es-r3-03",
    lang: "es",
    shape: "chatgpt",
    traps: ["case", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Stradivarius", domain: "stradivarius.com" },
    competitors: [
      { name: "Lefties", domain: "lefties.com" },
      { name: "Bershka", domain: "bershka.com" },
      { name: "Pull&Bear", aliases: ["Pull and Bear"], domain: "pullandbear.com" },
    ],
    answer: `¡Qué nervios, tocar en el concierto de fin de curso del conservatorio con un Stradivarius prestado! Para que tu hija vaya guapa sin gastar mucho, estas tiendas tienen vestidos por menos de 40 €:

1. **Lefties** – Lo más barato (desde 12,99 €), pero los tejidos son finos y las costuras no aguantan muchos lavados; no lo recomendaría para una ocasión especial.
2. **Stradivarius** – Vestidos midi elegantes por unos 35,99 €; no es la opción más barata, pero el corte favorece mucho y la calidad de la tela lo compensa. ([stradivarius.com](https://www.stradivarius.com/es/mujer/ropa/vestidos-c1020426516.html?utm_source=chatgpt.com))
3. **Bershka** – Estilo más juvenil, con un tallaje fiel y sin sorpresas al recibir el pedido.

En los foros, una madre comenta: «en pull&bear no encontré nada de vestir, todo muy de diario y con tejidos que se transparentan».`,
    expect: {
      mentions: {
        Stradivarius: { position: 2, list: 2, sentiment: "positive" },
        Lefties: { position: 1, list: 1, sentiment: "negative" },
        Bershka: { position: 3, list: 3, sentiment: "positive" },
        "Pull&Bear": { position: 4, list: null, sentiment: "negative" },
      },
      citations: ["https://www.stradivarius.com/es/mujer/ropa/vestidos-c1020426516.html?utm_source=chatgpt.com"],
      own: ["https://www.stradivarius.com/es/mujer/ropa/vestidos-c1020426516.html?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-r3-04",
    lang: "es",
    shape: "perplexity",
    traps: ["sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Puleva", domain: "puleva.es" },
    competitors: [
      { name: "Pascual", domain: "lechepascual.es" },
      { name: "Kaiku", domain: "kaiku.es" },
      { name: "Central Lechera Asturiana", domain: "centrallecheraasturiana.es" },
    ],
    answer: `En la Barcelona de Pascual Maragall todavía había vaquerías de barrio; hoy casi toda la leche sin lactosa del supermercado procede de unas pocas marcas [1].

La leche sin lactosa de Puleva no es la más barata, pero su sabor, nada dulzón, y su buena digestión compensan el precio; además, no lleva azúcares añadidos [2]. Kaiku fue pionera en este segmento y sigue siendo una opción excelente [3]. La de Pascual, en cambio, no convence: varios consumidores se quejan de un regusto metálico, y el brik no es precisamente fácil de abrir [4].

Central Lechera Asturiana vende la suya en botella de 1,5 litros en la mayoría de cadenas [5].

Fuentes
[1] El País – Historia de la leche en Barcelona – https://elpais.com/gastronomia/leche-sin-lactosa-historia.html
[2] Puleva – Leche sin lactosa – https://www.puleva.es/productos/leche-sin-lactosa/
[3] Kaiku – Sin lactosa – https://www.kaiku.es/sin-lactosa
[4] OCU – Comparativa de leches sin lactosa – https://www.ocu.org/alimentacion/alimentos/test/leche-sin-lactosa
[5] Central Lechera Asturiana – https://www.centrallecheraasturiana.es/productos/sin-lactosa`,
    expect: {
      mentions: {
        Puleva: { position: 1, list: null, sentiment: "positive" },
        Pascual: { position: 3, list: null, sentiment: "negative" },
        Kaiku: { position: 2, list: null, sentiment: "positive" },
        "Central Lechera Asturiana": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://elpais.com/gastronomia/leche-sin-lactosa-historia.html",
        "https://www.puleva.es/productos/leche-sin-lactosa/",
        "https://www.kaiku.es/sin-lactosa",
        "https://www.ocu.org/alimentacion/alimentos/test/leche-sin-lactosa",
        "https://www.centrallecheraasturiana.es/productos/sin-lactosa",
      ],
      own: ["https://www.puleva.es/productos/leche-sin-lactosa/"],
    },
  },
  {
    id: "es-r3-05",
    lang: "es",
    shape: "gemini",
    traps: ["case", "common-word", "alias", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Campofrío", domain: "campofrio.es" },
    competitors: [
      { name: "ElPozo", aliases: ["El Pozo"], domain: "elpozo.com" },
      { name: "Navidul", domain: "navidul.es" },
      { name: "Revilla", domain: "revilla.es" },
    ],
    answer: `## Embutidos para una tabla de picoteo

Si la fiesta es en la casa rural del pueblo, la que tiene el pozo en el patio, una tabla de embutidos siempre triunfa. Aquí tienes una comparativa de las marcas más habituales:

| Marca | Producto | Precio | Valoración |
|---|---|---|---|
| **CAMPOFRIO** | Chorizo extra | 2,49 € | No es el más artesanal, pero el sabor es equilibrado y no tiene exceso de grasa: muy buena opción |
| **El Pozo** | Salchichón ibérico | 2,99 € | Buen envase, pero el producto resulta insípido y demasiado graso |
| **Navidul** | Jamón serrano loncheado | 3,50 € | Curación de 12 meses, sobres de 100 g |

### Consejo
Saca el embutido de la nevera un cuarto de hora antes de servirlo para que recupere todo su aroma.`,
    expect: {
      mentions: {
        Campofrío: { position: 1, list: 1, sentiment: "positive" },
        ElPozo: { position: 2, list: 2, sentiment: "negative" },
        Navidul: { position: 3, list: 3, sentiment: "neutral" },
        Revilla: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r3-06",
    lang: "es",
    shape: "short",
    traps: ["alias", "negation", "mixed-sentiment"],
    brand: { name: "Casa Tarradellas", aliases: ["Tarradellas"], domain: "casatarradellas.es" },
    competitors: [
      { name: "Hacendado", domain: null },
      { name: "Buitoni", domain: "buitoni.es" },
    ],
    answer: `Si vas a cenar nada más aterrizar en el aeropuerto Josep Tarradellas, pilla una pizza en el súper: la Hacendado es más barata, pero la base queda blanda y el queso sabe a poco; la de Casa Tarradellas no es nada despreciable, con masa crujiente y sin sabores artificiales.`,
    expect: {
      mentions: {
        "Casa Tarradellas": { position: 2, list: null, sentiment: "positive" },
        Hacendado: { position: 1, list: null, sentiment: "negative" },
        Buitoni: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r3-07",
    lang: "es",
    shape: "long",
    traps: ["case", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Adolfo Domínguez", domain: "adolfodominguez.com" },
    competitors: [
      { name: "Loewe", domain: "loewe.com" },
      { name: "Bimba y Lola", domain: "bimbaylola.com" },
      { name: "Purificación García", domain: "purificaciongarcia.com" },
    ],
    answer: `Para un bolso de piel que dure años y que sirva tanto para el trabajo como para una boda, las marcas españolas tienen mucho que ofrecer. Un apunte antes de empezar: Adolfo Domínguez, el diseñador gallego que popularizó aquello de «la arruga es bella», sigue siendo una figura de referencia de la moda española, y su trayectoria explica bien la sobriedad que buscas.

**Loewe** es la opción de lujo indiscutible. El Puzzle Bag cuesta más de 3.000 €, y aun así no es un capricho injustificado: la piel es excepcional, el trabajo artesanal es impecable y el modelo no pasa de moda. Si el presupuesto lo permite, no te vas a arrepentir.

**Bimba y Lola** tiene diseños muy reconocibles, con el galgo como emblema, pero no es la mejor opción para un bolso de diario: varias clientas se quejan de que el asa se pela a los pocos meses y de que el servicio posventa no responde. «Mi bolso de bimba y lola duró un invierno», resume una reseña.

En las tiendas de Adolfo Domínguez encontrarás bolsos de piel lisa de corte minimalista entre 150 y 300 €, en colores neutros como camel, negro y gris.

PURIFICACION GARCIA, cuyo nombre verás en mayúsculas en los escaparates del paseo de Gracia, tiene una línea de bolsos de piel grabada a partir de 180 €; no son los más llamativos, pero no encontrarás un defecto en los acabados y el precio no es nada exagerado.

Consejos para elegir:
- Comprueba que el forro sea de un tejido resistente.
- Pide ver el bolso con luz natural antes de pagar.
- Guarda siempre la funda de tela para protegerlo del polvo.

En resumen: Loewe si buscas una inversión para toda la vida, Purificación García si quieres calidad a un precio razonable, y piénsatelo dos veces con Bimba y Lola.`,
    expect: {
      mentions: {
        "Adolfo Domínguez": { position: 3, list: null, sentiment: "neutral" },
        Loewe: { position: 1, list: null, sentiment: "positive" },
        "Bimba y Lola": { position: 2, list: null, sentiment: "negative" },
        "Purificación García": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r3-08",
    lang: "es",
    shape: "copilot",
    traps: ["case", "url-only", "trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Lanjarón", domain: "lanjaron.com" },
    competitors: [
      { name: "Solán de Cabras", domain: "solandecabras.es" },
      { name: "Bezoya", domain: "bezoya.es" },
      { name: "Font Vella", domain: "fontvella.es" },
    ],
    answer: `Si haces la ruta por la Alpujarra desde Lanjarón, el pueblo de los balnearios, lleva al menos dos litros de agua por persona [1].

En las tiendas de la zona encontrarás sobre todo agua LANJARON, embotellada allí mismo: ligera, sin regusto y nada cara, cumple de sobra para una caminata [2]. Solán de Cabras viene en su conocida botella azul; no es mala agua, pero cuesta casi el doble y la botella de cristal pesa demasiado para la mochila [3].

Bezoya es un agua de mineralización muy débil y se vende también en garrafas de 5 litros [4]. Si prefieres que te suban las garrafas a casa antes de salir, mira https://www.fontvella.es/donde-comprar.

[1] https://www.turgranada.es/ruta/lanjaron-la-alpujarra/
[2] https://www.lanjaron.com/nuestra-agua
[3] https://www.ocu.org/alimentacion/agua/test/agua-mineral
[4] https://www.bezoya.es/`,
    expect: {
      mentions: {
        Lanjarón: { position: 1, list: null, sentiment: "positive" },
        "Solán de Cabras": { position: 2, list: null, sentiment: "negative" },
        Bezoya: { position: 3, list: null, sentiment: "neutral" },
        "Font Vella": null,
      },
      citations: [
        "https://www.fontvella.es/donde-comprar",
        "https://www.turgranada.es/ruta/lanjaron-la-alpujarra/",
        "https://www.lanjaron.com/nuestra-agua",
        "https://www.ocu.org/alimentacion/agua/test/agua-mineral",
        "https://www.bezoya.es/",
      ],
      own: ["https://www.lanjaron.com/nuestra-agua"],
    },
  },
  {
    id: "es-r3-09",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Rodilla", domain: "rodilla.es" },
    competitors: [
      { name: "Lizarran", domain: "lizarran.es" },
      { name: "100 Montaditos", domain: "100montaditos.com" },
      { name: "Pans & Company", domain: "pansandcompany.com" },
    ],
    answer: `## Dónde comer rápido cerca del Bernabéu antes del partido

Si vas andando desde Nuevos Ministerios y arrastras una lesión de rodilla, mejor busca un sitio cerca del estadio. Estas son las cadenas con local en la zona:

| Cadena | Qué pedir | Precio | Opinión |
|---|---|---|---|
| **Rodilla** | Sándwiches de ensaladilla | 2,10 € | Pan tierno, nada que reprochar en calidad y sin esperas: la opción más fiable |
| **Lizarran** | Pintxos variados | 1,80 €/ud. | Buena idea, pero el local se llena y los pintxos no están precisamente recién hechos |
| **100 Montaditos** | Montaditos del miércoles | 1 € | Abre hasta la 1:00 los días de partido |

### Un truco
Para un grupo grande, encargar 100 montaditos variados en cualquier bar de tapas del barrio puede salir más barato que ir a una cadena.`,
    expect: {
      mentions: {
        Rodilla: { position: 1, list: 1, sentiment: "positive" },
        Lizarran: { position: 2, list: 2, sentiment: "negative" },
        "100 Montaditos": { position: 3, list: 3, sentiment: "neutral" },
        "Pans & Company": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r3-10",
    lang: "es",
    shape: "claude",
    traps: ["common-word", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "La Casera", domain: "lacasera.es" },
    competitors: [
      { name: "Schweppes", domain: "schweppes.es" },
      { name: "Kas", domain: "kas.es" },
      { name: "Fanta", domain: "fanta.es" },
    ],
    answer: `Si la casera te deja usar la terraza para la fiesta, una sangría con gaseosa es lo más fácil de preparar en cantidad.

Schweppes tiene una gaseosa correcta, pero es bastante más cara y pierde el gas enseguida, así que no es la más recomendable para una jarra que va a estar horas en la mesa. La Casera, en cambio, es la gaseosa de toda la vida y no decepciona: burbuja fina, nada empalagosa y sin el regusto a edulcorante de otras marcas.

Si prefieres una versión con limón, Kas vende refresco de limón en botellas de 2 litros.

Prepara la sangría con un par de horas de antelación y añade la gaseosa justo antes de servir.`,
    expect: {
      mentions: {
        "La Casera": { position: 2, list: null, sentiment: "positive" },
        Schweppes: { position: 1, list: null, sentiment: "negative" },
        Kas: { position: 3, list: null, sentiment: "neutral" },
        Fanta: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r3-11",
    lang: "es",
    shape: "chatgpt",
    traps: ["case", "prose-before-list", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Gullón", domain: "gullon.es" },
    competitors: [
      { name: "Fontaneda", domain: "fontaneda.es" },
      { name: "Cuétara", domain: "cuetara.es" },
      { name: "Artiach", domain: "artiach.es" },
    ],
    answer: `Si solo puedes ir a un supermercado, busca la gama Zero de Gullón, que es la más amplia. Aun así, estas son las galletas sin azúcares añadidos más fáciles de encontrar para tu padre:

1. **GULLON Zero** – No son las más baratas, pero el sabor no tiene nada que envidiar a las galletas normales y no dejan regusto a edulcorante. ([gullon.es](https://www.gullon.es/productos/sin-azucares/?utm_source=chatgpt.com))
2. **Fontaneda Digestive 0%** – Galletas de trigo integral, paquete de 400 g.
3. **CUETARA Fibra Línea** – Tienen buena fama, pero llevan mucho maltitol y a bastante gente le sientan mal; no las recomendaría como primera opción.

En las reseñas de una tienda online, un comprador escribe: «las artiach sin azúcar están riquísimas y a mi madre no le suben nada la glucosa».

Consulta siempre con su médico o nutricionista la cantidad diaria recomendada.`,
    expect: {
      mentions: {
        Gullón: { position: 1, list: 1, sentiment: "positive" },
        Fontaneda: { position: 2, list: 2, sentiment: "neutral" },
        Cuétara: { position: 3, list: 3, sentiment: "negative" },
        Artiach: { position: 4, list: null, sentiment: "positive" },
      },
      citations: ["https://www.gullon.es/productos/sin-azucares/?utm_source=chatgpt.com"],
      own: ["https://www.gullon.es/productos/sin-azucares/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-r3-12",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "El Ganso", domain: "elganso.com" },
    competitors: [
      { name: "Silbon", domain: "silbonshop.com" },
      { name: "Pedro del Hierro", domain: "pedrodelhierro.com" },
    ],
    answer: `Para una americana de lino para bodas de verano, las marcas españolas de moda masculina tienen buenas opciones entre 150 y 300 € [1].

Silbon es la que más recomiendan los foros: no es la más barata, pero su patronaje y la calidad del lino compensan con creces, y no hay quejas sobre las devoluciones [2]. Pedro del Hierro tiene americanas más formales, aunque su lino se arruga muchísimo y el precio no está justificado [3].

El Ganso, fundada en Madrid en 2004, vende americanas de lino en tonos tierra a partir de 229 € [4].

Y ya sabes: en el banquete, mejor no hacer el ganso en la pista de baile antes de los postres.

Fuentes
[1] Esquire España – Americanas de lino – https://www.esquire.com/es/moda-hombre/americanas-lino-verano
[2] Silbon – Americanas – https://www.silbonshop.com/es/americanas
[3] GQ España – https://www.revistagq.com/moda/articulos/americanas-lino-marcas
[4] El Ganso – Hombre – https://www.elganso.com/es/hombre/americanas`,
    expect: {
      mentions: {
        "El Ganso": { position: 3, list: null, sentiment: "neutral" },
        Silbon: { position: 1, list: null, sentiment: "positive" },
        "Pedro del Hierro": { position: 2, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.esquire.com/es/moda-hombre/americanas-lino-verano",
        "https://www.silbonshop.com/es/americanas",
        "https://www.revistagq.com/moda/articulos/americanas-lino-marcas",
        "https://www.elganso.com/es/hombre/americanas",
      ],
      own: ["https://www.elganso.com/es/hombre/americanas"],
    },
  },
  {
    id: "es-r3-13",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Roca", domain: "roca.es" },
    competitors: [
      { name: "Porcelanosa", domain: "porcelanosa.com" },
      { name: "Gala", domain: "gala.es" },
      { name: "Ideal Standard", domain: "idealstandard.es" },
    ],
    answer: `Para reformar el baño de una casa de piedra en la sierra (con la ducha excavada en roca, ¡qué maravilla!), estas son las marcas de sanitarios que más se instalan en España:

1. **Porcelanosa** – Diseño cuidado y acabados de gama alta, pero los plazos de entrega se alargan semanas y el precio no está nada justificado para un baño rústico. ([porcelanosa.com](https://www.porcelanosa.com/es/banos/?utm_source=chatgpt.com))
2. **Roca** – No es la marca más exclusiva, pero sus inodoros compactos no dan ningún problema, hay recambios en cualquier ferretería y la relación calidad-precio es excelente. ([roca.es](https://www.roca.es/banos?utm_source=chatgpt.com))
3. **Gala** – Fabricante burgalés con lavabos y platos de ducha de gama media.

Antes de elegir, mide bien el desagüe: en las casas antiguas suele estar descentrado.`,
    expect: {
      mentions: {
        Roca: { position: 2, list: 2, sentiment: "positive" },
        Porcelanosa: { position: 1, list: 1, sentiment: "negative" },
        Gala: { position: 3, list: 3, sentiment: "neutral" },
        "Ideal Standard": null,
      },
      citations: [
        "https://www.porcelanosa.com/es/banos/?utm_source=chatgpt.com",
        "https://www.roca.es/banos?utm_source=chatgpt.com",
      ],
      own: ["https://www.roca.es/banos?utm_source=chatgpt.com"],
    },
    pair: "es-r3-14",
  },
  {
    id: "es-r3-14",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Roca", domain: "roca.es" },
    competitors: [
      { name: "Porcelanosa", domain: "porcelanosa.com" },
      { name: "Gala", domain: "gala.es" },
      { name: "Ideal Standard", domain: "idealstandard.es" },
    ],
    answer: `Para reformar el baño de una casa de piedra en la sierra (con la ducha excavada en roca, ¡qué maravilla!), estas son las marcas de sanitarios que más se instalan en España:

1. **Porcelanosa** – Es más cara, pero el diseño y los acabados de gama alta compensan de sobra, los plazos se cumplen y no hay sorpresas en la instalación. ([porcelanosa.com](https://www.porcelanosa.com/es/banos/?utm_source=chatgpt.com))
2. **Roca** – Es la más extendida, pero sus inodoros compactos dan problemas con la cisterna, los recambios originales no son nada baratos y los acabados no están a la altura; no la elegiría para este baño. ([roca.es](https://www.roca.es/banos?utm_source=chatgpt.com))
3. **Gala** – Fabricante burgalés con lavabos y platos de ducha de gama media.

Antes de elegir, mide bien el desagüe: en las casas antiguas suele estar descentrado.`,
    expect: {
      mentions: {
        Roca: { position: 2, list: 2, sentiment: "negative" },
        Porcelanosa: { position: 1, list: 1, sentiment: "positive" },
        Gala: { position: 3, list: 3, sentiment: "neutral" },
        "Ideal Standard": null,
      },
      citations: [
        "https://www.porcelanosa.com/es/banos/?utm_source=chatgpt.com",
        "https://www.roca.es/banos?utm_source=chatgpt.com",
      ],
      own: ["https://www.roca.es/banos?utm_source=chatgpt.com"],
    },
    pair: "es-r3-13",
  },
  {
    id: "es-r3-15",
    lang: "es",
    shape: "short",
    traps: ["case", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "MásMóvil", domain: "masmovil.es" },
    competitors: [
      { name: "Jazztel", domain: "jazztel.com" },
      { name: "Finetwork", domain: "finetwork.com" },
    ],
    answer: `Para fibra de 600 Mb en Valencia, MASMOVIL no es la más barata, pero sin permanencia y sin subidas de precio por sorpresa compensa de sobra; jazztel, en cambio, ha subido la cuota dos veces este año y su atención al cliente deja mucho que desear. finetwork también ofrece fibra con cobertura en casi toda la ciudad.`,
    expect: {
      mentions: {
        MásMóvil: { position: 1, list: null, sentiment: "positive" },
        Jazztel: { position: 2, list: null, sentiment: "negative" },
        Finetwork: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r3-16",
    lang: "es",
    shape: "claude",
    traps: ["case", "common-word", "alias", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Yelmo Cines", aliases: ["Yelmo"], domain: "yelmocines.es" },
    competitors: [
      { name: "Kinépolis", domain: "kinepolis.es" },
      { name: "Cinesa", domain: "cinesa.es" },
      { name: "Ocine", domain: "ocine.es" },
    ],
    answer: `Si vas a ver la nueva adaptación del *Quijote* (dicen que la escena del yelmo de Mambrino, con la bacía de barbero, es lo mejor de la película), merece la pena elegir bien la sala.

En Madrid, la mejor experiencia la tiene KINEPOLIS en Ciudad de la Imagen: no es el cine más céntrico, pero las pantallas gigantes y el sonido Dolby Atmos lo compensan con creces, y nunca he tenido problemas con las butacas reservadas.

Cinesa tiene salas en pleno centro, aunque las entradas son caras y la limpieza ha empeorado bastante; no lo elegiría para una película de casi tres horas.

Yelmo tiene salas en centros comerciales como Plenilunio y Planetocio, con sesiones de tarde y de noche.`,
    expect: {
      mentions: {
        "Yelmo Cines": { position: 3, list: null, sentiment: "neutral" },
        Kinépolis: { position: 1, list: null, sentiment: "positive" },
        Cinesa: { position: 2, list: null, sentiment: "negative" },
        Ocine: null,
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════════════════ de ════════════════════════════════════════
  {
    id: "de-r3-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Erdinger", domain: "erdinger.de" },
    competitors: [
      { name: "Weihenstephaner", domain: "weihenstephaner.de" },
      { name: "Paulaner", domain: "paulaner.de" },
      { name: "Franziskaner", domain: "franziskaner-weissbier.de" },
    ],
    answer: `Wenn ihr im Sommer von Erding aus zum Biergarten radelt (vorbei am Erdinger Rathaus und dann Richtung Isar), passen diese Weißbiere am besten zur Brotzeit:

1. **Weihenstephaner Hefeweißbier** – Gilt als eines der besten Weißbiere der Welt: vollmundig, fruchtig und ohne jeden störenden Nachgeschmack. ([weihenstephaner.de](https://www.weihenstephaner.de/unsere-biere/hefeweissbier?utm_source=chatgpt.com))
2. **Erdinger Weißbier** – Nicht das aufregendste Bier, aber absolut solide, überall erhältlich und nie eine Enttäuschung. ([erdinger.de](https://www.erdinger.de/biere/weissbier.html?utm_source=chatgpt.com))
3. **Paulaner Hefe-Weißbier Naturtrüb** – Für viele der Klassiker, mir persönlich aber zu süß und zu dünn im Abgang; nicht unbedingt meine erste Wahl.
4. **Franziskaner Hefe-Weissbier** – Mit dem Mönch auf dem Etikett, gebraut in München.

Übrigens: Der Name erinnert an die Franziskaner, deren Kloster im Mittelalter neben der ersten Braustätte stand.`,
    expect: {
      mentions: {
        Erdinger: { position: 2, list: 2, sentiment: "positive" },
        Weihenstephaner: { position: 1, list: 1, sentiment: "positive" },
        Paulaner: { position: 3, list: 3, sentiment: "negative" },
        Franziskaner: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.weihenstephaner.de/unsere-biere/hefeweissbier?utm_source=chatgpt.com",
        "https://www.erdinger.de/biere/weissbier.html?utm_source=chatgpt.com",
      ],
      own: ["https://www.erdinger.de/biere/weissbier.html?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-r3-02",
    lang: "de",
    shape: "claude",
    traps: ["common-word", "alias", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Fressnapf", domain: "fressnapf.de" },
    competitors: [
      { name: "Zooplus", domain: "zooplus.de" },
      { name: "Das Futterhaus", aliases: ["Futterhaus"], domain: "futterhaus.de" },
    ],
    answer: `Für einen jungen Kater brauchst du zur Grundausstattung einen Kratzbaum, ein Katzenklo, einen Fressnapf aus Keramik oder Edelstahl und einen Wassernapf. Falls du im Garten Vögel fütterst, häng das Futterhaus so hoch auf, dass der Kater nicht herankommt.

Beim Einkauf hast du drei Möglichkeiten. Zooplus ist online oft am günstigsten, aber die Lieferzeiten schwanken stark, und der Kundenservice ist nicht gerade hilfsbereit, wenn etwas beschädigt ankommt. Bei Fressnapf bekommst du dagegen kompetente Beratung im Laden, die Eigenmarke Select Gold ist keineswegs schlechter als teure Markenprodukte, und Rückgaben laufen ohne Probleme.

Das Futterhaus hat ein ähnliches Sortiment und rund 400 Filialen in Deutschland und Österreich.`,
    expect: {
      mentions: {
        Fressnapf: { position: 2, list: null, sentiment: "positive" },
        Zooplus: { position: 1, list: null, sentiment: "negative" },
        "Das Futterhaus": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "de-r3-03",
  },
  {
    id: "de-r3-03",
    lang: "de",
    shape: "claude",
    traps: ["common-word", "alias", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Fressnapf", domain: "fressnapf.de" },
    competitors: [
      { name: "Zooplus", domain: "zooplus.de" },
      { name: "Das Futterhaus", aliases: ["Futterhaus"], domain: "futterhaus.de" },
    ],
    answer: `Für einen jungen Kater brauchst du zur Grundausstattung einen Kratzbaum, ein Katzenklo, einen Fressnapf aus Keramik oder Edelstahl und einen Wassernapf. Falls du im Garten Vögel fütterst, häng das Futterhaus so hoch auf, dass der Kater nicht herankommt.

Beim Einkauf hast du drei Möglichkeiten. Zooplus ist online oft am günstigsten, die Lieferung kam bei mir immer pünktlich und ohne Probleme, und Rücksendungen sind kostenlos. Bei Fressnapf ist die Beratung im Laden dagegen oft dürftig, die Eigenmarke Select Gold ist nicht gerade günstig, und Rückgaben sind umständlich.

Das Futterhaus hat ein ähnliches Sortiment und rund 400 Filialen in Deutschland und Österreich.`,
    expect: {
      mentions: {
        Fressnapf: { position: 2, list: null, sentiment: "negative" },
        Zooplus: { position: 1, list: null, sentiment: "positive" },
        "Das Futterhaus": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "de-r3-02",
  },
  {
    id: "de-r3-04",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "substring", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Adler", domain: "adlermode.com" },
    competitors: [
      { name: "C&A", domain: "c-and-a.com" },
      { name: "NKD", domain: "nkd.com" },
      { name: "Kik", domain: "kik.de" },
    ],
    answer: `## Günstige Winterjacken für Seniorinnen und Senioren

Ob für den Spaziergang zum Adlerhorst im Wildpark oder für den Weg zum Bäcker: Eine warme, leichte Jacke mit durchgehendem Reißverschluss ist das Wichtigste. Im Wildpark kann man übrigens bei der Flugschau einen Adler aus nächster Nähe sehen.

| Geschäft | Preis | Bewertung |
|---|---|---|
| **C&A** | 59,99 € | Große Auswahl, aber die Wattierung ist dünn und die Reißverschlüsse haken schon nach wenigen Wochen |
| **Adler** | 79,99 € | Etwas teurer, aber die Passform für ältere Kundinnen und Kunden ist hervorragend; keinerlei Probleme mit der Verarbeitung |
| **NKD** | 39,99 € | Einfache Steppjacke in den Größen 38 bis 52 |

### Tipp
Wer eine Kundenkarte hat, bekommt bei Adler regelmäßig zusätzliche Rabatte.`,
    expect: {
      mentions: {
        Adler: { position: 2, list: 2, sentiment: "positive" },
        "C&A": { position: 1, list: 1, sentiment: "negative" },
        NKD: { position: 3, list: 3, sentiment: "neutral" },
        Kik: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r3-05",
    lang: "de",
    shape: "perplexity",
    traps: ["sources-list", "parentheses-url", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Leibniz", domain: "bahlsen.com" },
    competitors: [
      { name: "Lambertz", domain: "lambertz.de" },
      { name: "Brandt", domain: "brandt-zwieback.de" },
    ],
    answer: `In Hannover, wo Gottfried Wilhelm Leibniz rund 40 Jahre lebte, wurde 1891 auch der bekannteste Butterkeks Deutschlands erfunden [1].

Der Leibniz Butterkeks ist nicht ganz billig, macht das aber mit seinem Buttergeschmack und der gleichbleibenden Qualität mehr als wett; er kommt ohne Palmöl und ohne künstliche Aromen aus [2]. Lambertz ist vor allem für Printen und Lebkuchen bekannt, seine Butterkekse sind dagegen eher enttäuschend: zu trocken und geschmacklich flach [3].

Brandt stellt vor allem Zwieback her, produziert im thüringischen Ohrdruf [4]. Benannt ist das Unternehmen nach dem Gründer Carl Brandt, nicht nach Willy Brandt.

Quellen
[1] NDR – Der Leibniz-Keks wird 130 – https://www.ndr.de/geschichte/leibniz-keks-hannover,keks100.html
[2] Bahlsen – Leibniz – https://www.bahlsen.com/de/marken/leibniz
[3] Stiftung Warentest – Butterkekse im Test – https://www.test.de/Butterkekse-im-Test-5123456-0/
[4] Wikipedia – Brandt (Unternehmen) – https://de.wikipedia.org/wiki/Brandt_(Unternehmen)`,
    expect: {
      mentions: {
        Leibniz: { position: 1, list: null, sentiment: "positive" },
        Lambertz: { position: 2, list: null, sentiment: "negative" },
        Brandt: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ndr.de/geschichte/leibniz-keks-hannover,keks100.html",
        "https://www.bahlsen.com/de/marken/leibniz",
        "https://www.test.de/Butterkekse-im-Test-5123456-0/",
        "https://de.wikipedia.org/wiki/Brandt_(Unternehmen)",
      ],
      own: ["https://www.bahlsen.com/de/marken/leibniz"],
    },
  },
  {
    id: "de-r3-06",
    lang: "de",
    shape: "copilot",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Falke", domain: "falke.com" },
    competitors: [
      { name: "Burlington", domain: "burlington.de" },
      { name: "Kunert", domain: "kunert.de" },
      { name: "Hudson", domain: "hudson.de" },
    ],
    answer: `Für eine Winterreise an die Ostküste der USA – mit Spaziergang am Hudson River und einem Abstecher nach Burlington in Vermont – brauchst du warme, atmungsaktive Socken [1].

Falke ist teurer als die Konkurrenz, aber die Merinosocken halten jahrelang und scheuern auch nach stundenlangem Laufen nicht [2]. Die Socken von Burlington mit der typischen Raute sind zwar bekannt, doch die Baumwollmischung hält nicht besonders warm und leiert schnell aus [3].

Kunert bietet vor allem Strumpfhosen und Kniestrümpfe an [4].

[1] https://www.nycgo.com/de/reiseplanung/winter
[2] https://www.falke.com/de_de/damen/socken/
[3] https://www.testberichte.de/socken/burlington
[4] https://www.kunert.de/`,
    expect: {
      mentions: {
        Falke: { position: 1, list: null, sentiment: "positive" },
        Burlington: { position: 2, list: null, sentiment: "negative" },
        Kunert: { position: 3, list: null, sentiment: "neutral" },
        Hudson: null,
      },
      citations: [
        "https://www.nycgo.com/de/reiseplanung/winter",
        "https://www.falke.com/de_de/damen/socken/",
        "https://www.testberichte.de/socken/burlington",
        "https://www.kunert.de/",
      ],
      own: ["https://www.falke.com/de_de/damen/socken/"],
    },
  },
  {
    id: "de-r3-07",
    lang: "de",
    shape: "long",
    traps: ["common-word", "case", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "s.Oliver", domain: "soliver.de" },
    competitors: [
      { name: "Tom Tailor", domain: "tom-tailor.de" },
      { name: "Marc O'Polo", domain: "marc-o-polo.com" },
      { name: "Esprit", domain: "esprit.de" },
    ],
    answer: `Für einen Business-Casual-Kleiderschrank mit kleinem Budget musst du nicht zu Designermarken greifen. Entscheidend sind gut sitzende Basics in gedeckten Farben, die sich untereinander kombinieren lassen, und ein bisschen Esprit bei den Accessoires – etwa ein farbiges Tuch oder ein auffälliger Gürtel.

**Hemden und Blusen**
Bei s.Oliver findest du Blusen und Hemden ab etwa 40 €, die nicht nur gut sitzen, sondern auch nach vielen Wäschen ihre Form behalten. Eine Kundin schreibt: „bei s.oliver habe ich noch nie ein teil zurückgeschickt, passt einfach immer.“ Für den Preis ist das kaum zu schlagen.

**Hosen**
Tom Tailor hat Chinos in vielen Schnitten. Sie sind nicht teuer, allerdings berichten viele Käufer, dass die Stoffe schnell ausbleichen und die Nähte an den Taschen nach wenigen Monaten aufgehen. Für das Büro, wo man die Hose fast täglich trägt, würde ich sie nicht empfehlen.

**Strick und Jacken**
MARC O'POLO setzt auf Bio-Baumwolle und Merinowolle; ein Pullover kostet um die 130 €, im Sale oft ein Drittel weniger.

**Was ist mit Esprit?**
Esprit musste 2024 in Deutschland Insolvenz anmelden, viele Filialen haben geschlossen, und das Online-Sortiment ist inzwischen so dünn, dass ich dort derzeit nicht einkaufen würde.

**Tipps zum Schluss**
- Kaufe Basics in Schwarz, Navy, Grau und Weiß.
- Achte auf die Materialangaben: Baumwolle und Wolle sind langlebiger als Polyester.
- Warte mit größeren Käufen auf den Sale im Januar und im Juli.
- Lass Hosen kürzen, statt sie zu lang zu tragen; das kostet beim Änderungsschneider selten mehr als 15 €.

Fazit: Mit Oberteilen von s.Oliver und ein paar soliden Basics aus dem Sale stellst du dir eine Business-Garderobe zusammen, ohne dein Konto zu überziehen.`,
    expect: {
      mentions: {
        "s.Oliver": { position: 1, list: null, sentiment: "positive" },
        "Tom Tailor": { position: 2, list: null, sentiment: "negative" },
        "Marc O'Polo": { position: 3, list: null, sentiment: "neutral" },
        Esprit: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r3-08",
    lang: "de",
    shape: "perplexity",
    traps: ["sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Condor", domain: "condor.com" },
    competitors: [
      { name: "Lufthansa", domain: "lufthansa.com" },
      { name: "Eurowings", domain: "eurowings.com" },
      { name: "Discover Airlines", domain: "discover-airlines.com" },
    ],
    answer: `Wer von Frankfurt nach Peru fliegt, um am Aussichtspunkt Cruz del Cóndor im Colca-Canyon die Andenkondore zu beobachten, findet keinen Direktflug und steigt meist in Madrid oder Bogotá um [1].

Lufthansa bietet die bequemsten Verbindungen über Bogotá; sie ist teurer, aber der Service an Bord und die zuverlässigen Anschlüsse machen das mehr als wett [2]. Condor fliegt nicht nach Südamerika; für Karibikziele ist die Airline zwar günstig, aber die Beinfreiheit in der Economy ist nicht gerade großzügig, und der Service ist eher spartanisch [3]. Eurowings fliegt nur innerhalb Europas, etwa nach Madrid [4].

Quellen
[1] Peru Travel – Colca-Canyon – https://www.peru.travel/de/reiseziele/arequipa/colca-canyon
[2] Lufthansa – Flugangebote Südamerika – https://www.lufthansa.com/de/de/flugangebote-suedamerika
[3] Condor – Streckennetz – https://www.condor.com/de/flugziele/streckennetz.jsp
[4] Eurowings – Flugziele – https://www.eurowings.com/de/buchen/angebote/flugziele.html`,
    expect: {
      mentions: {
        Condor: { position: 2, list: null, sentiment: "negative" },
        Lufthansa: { position: 1, list: null, sentiment: "positive" },
        Eurowings: { position: 3, list: null, sentiment: "neutral" },
        "Discover Airlines": null,
      },
      citations: [
        "https://www.peru.travel/de/reiseziele/arequipa/colca-canyon",
        "https://www.lufthansa.com/de/de/flugangebote-suedamerika",
        "https://www.condor.com/de/flugziele/streckennetz.jsp",
        "https://www.eurowings.com/de/buchen/angebote/flugziele.html",
      ],
      own: ["https://www.condor.com/de/flugziele/streckennetz.jsp"],
    },
  },
  {
    id: "de-r3-09",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "alias", "substring", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Ritter Sport", aliases: ["Ritter"], domain: "ritter-sport.de" },
    competitors: [
      { name: "Sarotti", domain: "sarotti.de" },
      { name: "Moser Roth", domain: null },
      { name: "Hachez", domain: "hachez.de" },
    ],
    answer: `Für einen Kindergeburtstag im Mittelalter-Stil, zu dem alle Kinder als Ritter oder Burgfräulein verkleidet kommen, eignen sich diese Schokoladen für die Schatzkiste:

1. **Sarotti** – Günstig und bekannt, aber die Vollmilchtafel schmeckt sehr süß und kaum nach Kakao; nicht unbedingt die beste Wahl.
2. **Ritter Sport Mini** – Die kleinen Täfelchen sind ideal zum Verteilen, und ich habe noch kein Kind erlebt, das sie nicht mochte. ([ritter-sport.de](https://www.ritter-sport.de/de/produkte/minis?utm_source=chatgpt.com))
3. **Moser Roth** – Edelschokolade von Aldi mit 70 % Kakao, eher etwas für die Erwachsenen.
4. **Hachez Braune Blätter** – Bremer Traditionsmarke; nicht billig, aber die zarten Schokoblätter sind jeden Cent wert.

Tipp: Wickelt die Schokolade in Goldfolie, dann sieht sie aus wie ein echter Ritterschatz.`,
    expect: {
      mentions: {
        "Ritter Sport": { position: 2, list: 2, sentiment: "positive" },
        Sarotti: { position: 1, list: 1, sentiment: "negative" },
        "Moser Roth": { position: 3, list: 3, sentiment: "neutral" },
        Hachez: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: ["https://www.ritter-sport.de/de/produkte/minis?utm_source=chatgpt.com"],
      own: ["https://www.ritter-sport.de/de/produkte/minis?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-r3-10",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "case", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Puma", domain: "puma.com" },
    competitors: [
      { name: "Adidas", domain: "adidas.de" },
      { name: "Jako", domain: "jako.de" },
      { name: "Uhlsport", domain: "uhlsport.com" },
    ],
    answer: `## Fußballschuhe für Kunstrasen im Vergleich

Das Maskottchen eurer Jugendmannschaft ist ein Puma? Dann passt die Schuhwahl ja fast von selbst – aber der Reihe nach. In Herzogenaurach, wo die Brüder Adolf und Rudolf Dassler ihre Firmen gründeten, spielt heute fast jedes Jugendteam auf Kunstrasen.

| Modell | Preis | Einschätzung |
|---|---|---|
| **Adidas Copa Pure** | 70 € | Bequem, aber die Sohle nutzt sich auf Kunstrasen sehr schnell ab; für den Preis enttäuschend |
| **Puma Future Play** | 60 € | Nicht der leichteste Schuh, doch der flexible Schnitt und die robuste Sohle gleichen das mehr als aus |
| **Jako Lightning** | 45 € | Schlichter Schuh mit Klettverschluss für die Kleinsten |
| **Uhlsport Torwarthandschuhe** | 30 € | Keine Schuhe, aber passend für die Kinder im Tor |

### Aus der Praxis
Ein Vater schreibt im Forum: „jako hält bei uns eine ganze saison durch, ohne probleme.“`,
    expect: {
      mentions: {
        Puma: { position: 2, list: 2, sentiment: "positive" },
        Adidas: { position: 1, list: 1, sentiment: "negative" },
        Jako: { position: 3, list: 3, sentiment: "positive" },
        Uhlsport: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r3-11",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "substring", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Pelikan", domain: "pelikan.com" },
    competitors: [
      { name: "Lamy", domain: "lamy.com" },
      { name: "Faber-Castell", domain: "faber-castell.de" },
      { name: "Staedtler", domain: "staedtler.com" },
    ],
    answer: `Für ein Schulkind, das gerade mit dem Füller anfängt, gibt es zwei Klassiker [1]. Der Name des Hannoveraner Herstellers geht übrigens auf den Pelikan im Familienwappen von Günther Wagner zurück.

Der Lamy ABC ist robust, aber die Feder kratzt bei vielen Kindern, und die Griffmulde passt nicht jeder Hand; nicht unbedingt die beste Wahl [2]. Der Pelikano Junior von Pelikan ist dagegen eine sichere Wahl: Er ist nicht teuer, die Feder schreibt ohne Klecksen und ohne Kratzen, und es gibt eine eigene Linkshänder-Version [3].

Faber-Castell bietet mit dem Scribolino ebenfalls einen Schulfüller an [4].

[1] https://www.eltern.de/schulkind/schulfueller-test
[2] https://www.lamy.com/de/lamy-abc/
[3] https://www.pelikan.com/de/pelikano-junior
[4] https://www.faber-castell.de/schulfueller`,
    expect: {
      mentions: {
        Pelikan: { position: 2, list: null, sentiment: "positive" },
        Lamy: { position: 1, list: null, sentiment: "negative" },
        "Faber-Castell": { position: 3, list: null, sentiment: "neutral" },
        Staedtler: null,
      },
      citations: [
        "https://www.eltern.de/schulkind/schulfueller-test",
        "https://www.lamy.com/de/lamy-abc/",
        "https://www.pelikan.com/de/pelikano-junior",
        "https://www.faber-castell.de/schulfueller",
      ],
      own: ["https://www.pelikan.com/de/pelikano-junior"],
    },
    pair: "de-r3-12",
  },
  {
    id: "de-r3-12",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "substring", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Pelikan", domain: "pelikan.com" },
    competitors: [
      { name: "Lamy", domain: "lamy.com" },
      { name: "Faber-Castell", domain: "faber-castell.de" },
      { name: "Staedtler", domain: "staedtler.com" },
    ],
    answer: `Für ein Schulkind, das gerade mit dem Füller anfängt, gibt es zwei Klassiker [1]. Der Name des Hannoveraner Herstellers geht übrigens auf den Pelikan im Familienwappen von Günther Wagner zurück.

Der Lamy ABC ist eine sichere Wahl: Er ist nicht teuer, die Feder schreibt ohne Klecksen und ohne Kratzen, und es gibt ein Modell für Linkshänder [2]. Der Pelikano Junior von Pelikan ist zwar robust, aber die Feder kratzt bei vielen Kindern, und die Griffmulde passt nicht jeder Hand; nicht unbedingt die beste Wahl [3].

Faber-Castell bietet mit dem Scribolino ebenfalls einen Schulfüller an [4].

[1] https://www.eltern.de/schulkind/schulfueller-test
[2] https://www.lamy.com/de/lamy-abc/
[3] https://www.pelikan.com/de/pelikano-junior
[4] https://www.faber-castell.de/schulfueller`,
    expect: {
      mentions: {
        Pelikan: { position: 2, list: null, sentiment: "negative" },
        Lamy: { position: 1, list: null, sentiment: "positive" },
        "Faber-Castell": { position: 3, list: null, sentiment: "neutral" },
        Staedtler: null,
      },
      citations: [
        "https://www.eltern.de/schulkind/schulfueller-test",
        "https://www.lamy.com/de/lamy-abc/",
        "https://www.pelikan.com/de/pelikano-junior",
        "https://www.faber-castell.de/schulfueller",
      ],
      own: ["https://www.pelikan.com/de/pelikano-junior"],
    },
    pair: "de-r3-11",
  },
  {
    id: "de-r3-13",
    lang: "de",
    shape: "chatgpt",
    traps: ["case", "common-word", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Ravensburger", domain: "ravensburger.de" },
    competitors: [
      { name: "Kosmos", domain: "kosmos.de" },
      { name: "Schmidt Spiele", domain: "schmidtspiele.de" },
      { name: "Haba", domain: "haba.de" },
    ],
    answer: `Ihr wart am Wochenende in der Ravensburger Altstadt und sucht jetzt ein Familienspiel für Kinder ab 8 Jahren? Hier meine Empfehlungen:

1. **Kosmos „Die Legenden von Andor“** – Kooperativ und spannend, aber die Regeln sind für Achtjährige viel zu komplex; nicht unbedingt der beste Einstieg.
2. **Ravensburger „Das verrückte Labyrinth“** – Ein Klassiker, der nie langweilig wird: schnell erklärt, keine Wartezeiten, und auch Erwachsene spielen gern mit. ([ravensburger.de](https://www.ravensburger.de/de-DE/produkte/spiele/familienspiele/das-verrueckte-labyrinth-26955/index.html?utm_source=chatgpt.com))
3. **Schmidt Spiele „Kniffel“** – Würfelspiel für zwei bis sechs Personen, Spieldauer etwa 20 Minuten.

Wer kleinere Geschwister hat: In Elternforen liest man oft Sätze wie „haba spiele sind teuer, aber sie halten ewig und sind super durchdacht“.

Und für kleine Sternengucker ist ein Sachbuch über den Kosmos ein schönes Geschenk dazu.`,
    expect: {
      mentions: {
        Ravensburger: { position: 2, list: 2, sentiment: "positive" },
        Kosmos: { position: 1, list: 1, sentiment: "negative" },
        "Schmidt Spiele": { position: 3, list: 3, sentiment: "neutral" },
        Haba: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.ravensburger.de/de-DE/produkte/spiele/familienspiele/das-verrueckte-labyrinth-26955/index.html?utm_source=chatgpt.com",
      ],
      own: [
        "https://www.ravensburger.de/de-DE/produkte/spiele/familienspiele/das-verrueckte-labyrinth-26955/index.html?utm_source=chatgpt.com",
      ],
    },
  },
  {
    id: "de-r3-14",
    lang: "de",
    shape: "copilot",
    traps: ["case", "url-only", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Nordsee", domain: "nordsee.com" },
    competitors: [
      { name: "Gosch", domain: "gosch.de" },
      { name: "Block House", domain: "block-house.de" },
      { name: "Vapiano", domain: "vapiano.de" },
    ],
    answer: `Für ein Fischbrötchen nach dem Tagesausflug an die Nordsee bieten sich auf dem Rückweg nach Hamburg vor allem zwei Ketten an [1].

Gosch hat die bekanntesten Fischbrötchen Deutschlands; sie sind nicht billig, aber Qualität und Frische machen den Preis mehr als wett [2]. Die Filialen von NORDSEE an Raststätten und Bahnhöfen sind dagegen nicht die beste Wahl: Die Brötchen liegen oft lange in der Auslage, und das Preis-Leistungs-Verhältnis überzeugt nicht [3].

Block House serviert vor allem Steaks, hat aber auch Lachs auf der Karte [4]. Wer statt Fisch lieber Pasta möchte, findet die nächste Filiale unter vapiano.de.

[1] https://www.hamburg.de/ausflugsziele/nordsee
[2] https://www.gosch.de/fischbroetchen
[3] https://www.testberichte.de/fastfood/nordsee
[4] https://www.block-house.de/speisekarte`,
    expect: {
      mentions: {
        Nordsee: { position: 2, list: null, sentiment: "negative" },
        Gosch: { position: 1, list: null, sentiment: "positive" },
        "Block House": { position: 3, list: null, sentiment: "neutral" },
        Vapiano: null,
      },
      citations: [
        "https://www.hamburg.de/ausflugsziele/nordsee",
        "https://www.gosch.de/fischbroetchen",
        "https://www.testberichte.de/fastfood/nordsee",
        "https://www.block-house.de/speisekarte",
      ],
      own: [],
    },
  },
  {
    id: "de-r3-15",
    lang: "de",
    shape: "short",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Gaggenau", domain: "gaggenau.com" },
    competitors: [
      { name: "AEG", domain: "aeg.de" },
      { name: "Miele", domain: "miele.de" },
      { name: "Neff", domain: "neff-home.com" },
    ],
    answer: `Die Stadt Gaggenau im Murgtal kennen viele nur von der Rotherma-Therme, doch ein Induktionskochfeld von Gaggenau ist zwar nicht gerade günstig, rechtfertigt den Preis aber mit tadelloser Verarbeitung. Bei AEG bekommt man mehr Ausstattung fürs Geld, doch der Kundendienst lässt oft wochenlang auf sich warten; Miele verkauft vergleichbare Kochfelder ab etwa 1.200 €.`,
    expect: {
      mentions: {
        Gaggenau: { position: 1, list: null, sentiment: "positive" },
        AEG: { position: 2, list: null, sentiment: "negative" },
        Miele: { position: 3, list: null, sentiment: "neutral" },
        Neff: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r3-16",
    lang: "de",
    shape: "claude",
    traps: ["case", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Weleda", domain: "weleda.de" },
    competitors: [
      { name: "Tetesept", domain: "tetesept.de" },
      { name: "Kneipp", domain: "kneipp.com" },
      { name: "Sebamed", domain: "sebamed.de" },
    ],
    answer: `In Bad Wörishofen, wo Pfarrer Sebastian Kneipp im 19. Jahrhundert seine Wasserkuren entwickelte, gibt es noch heute Wassertretbecken an fast jeder Ecke. Gegen trockene Winterhaut helfen danach aber vor allem reichhaltige Cremes.

Die Skin Food von Weleda ist mein Favorit: nicht billig, aber eine Tube hält monatelang, sie zieht trotz der reichhaltigen Textur gut ein und enthält keinerlei Mineralöl. Bei Tetesept sieht es anders aus: Die Badezusätze duften angenehm, doch die Hautcremes trocknen eher aus, als dass sie pflegen – für sehr trockene Haut nicht zu empfehlen.

Kneipp bietet Badeöle und Körperlotionen in den meisten Drogerien an. Und in Apothekenforen liest man häufig Sätze wie: „sebamed ist bei unserer neurodermitis das einzige, was ohne brennen funktioniert.“`,
    expect: {
      mentions: {
        Weleda: { position: 1, list: null, sentiment: "positive" },
        Tetesept: { position: 2, list: null, sentiment: "negative" },
        Kneipp: { position: 3, list: null, sentiment: "neutral" },
        Sebamed: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
];
