import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // ───────────────────────────── chatgpt ─────────────────────────────
  {
    id: "en-chatgpt-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "possessive", "alias", "hedge", "mixed-sentiment"],
    brand: { name: "Next", domain: "next.co.uk" },
    competitors: [
      { name: "Marks & Spencer", aliases: ["M&S"], domain: "marksandspencer.com" },
      { name: "Asda", domain: "asda.com" },
      { name: "Tesco", domain: "tesco.com" },
      { name: "John Lewis", domain: "johnlewis.com" },
    ],
    answer: `If you're kitting out children for next term, these are the UK retailers most parents shortlist. Prices are for a standard polo shirt and trousers set and change often, so check before you buy.

1. **Marks & Spencer** – Durable fabrics, generous sizing up to age 16 and trousers with adjustable waists. M&S's quality is hard to fault, even if it's not the cheapest option. ([marksandspencer.com](https://www.marksandspencer.com/c/kids/school-uniform?utm_source=chatgpt.com))
2. **Next** – Excellent quality for the price, with a huge range of fits (slim, plus and tall). Next's next-day delivery is handy if you've left things to the last minute. ([next.co.uk](https://www.next.co.uk/shop/department-schoolwear?utm_source=chatgpt.com))
3. **Asda (George)** – Very cheap, but the quality is poor: polos often pill and fade after a few washes, so you may end up buying twice.
4. **Tesco (F&F)** – Similar prices to George, with school uniform offers running through July and August.

Next, check whether your school requires logo items from a specific supplier; these usually have to be bought separately.

Would you like me to compare prices for a particular age group?`,
    expect: {
      mentions: {
        Next: { position: 2, list: 2, sentiment: "positive" },
        "Marks & Spencer": { position: 1, list: 1, sentiment: "positive" },
        Asda: { position: 3, list: 3, sentiment: "negative" },
        Tesco: { position: 4, list: 4, sentiment: "neutral" },
        "John Lewis": null,
      },
      citations: [
        "https://www.marksandspencer.com/c/kids/school-uniform?utm_source=chatgpt.com",
        "https://www.next.co.uk/shop/department-schoolwear?utm_source=chatgpt.com",
      ],
      own: ["https://www.next.co.uk/shop/department-schoolwear?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-chatgpt-02",
    lang: "en",
    shape: "chatgpt",
    traps: ["markdown", "utm", "mixed-sentiment", "possessive", "alias"],
    brand: { name: "Pipedrive", domain: "pipedrive.com" },
    competitors: [
      { name: "HubSpot", domain: "hubspot.com" },
      { name: "Zoho CRM", aliases: ["Zoho"], domain: "zoho.com" },
      { name: "Salesforce", domain: "salesforce.com" },
    ],
    answer: `Here are solid CRM options for a five-person sales team:

1. **Pipedrive** – Built around a visual sales pipeline, and genuinely easy to set up in an afternoon. Reps tend to love it, and the Advanced plan at around $29/user/month is excellent value. ([pipedrive.com](https://www.pipedrive.com/en/pricing?utm_source=chatgpt.com))
2. **HubSpot** – The free tier looks attractive, but costs climb steeply once you need automation, and many small teams find it bloated and frustrating to configure. ([hubspot.com](https://www.hubspot.com/pricing/sales?utm_source=chatgpt.com))
3. **Zoho CRM** – Part of the wider Zoho suite; plans start at about $14/user/month and it connects to Zoho Books and Zoho Desk.

**Bottom line:** for a small team that lives in its pipeline, start with Pipedrive's free trial and see how your reps take to it.`,
    expect: {
      mentions: {
        Pipedrive: { position: 1, list: 1, sentiment: "positive" },
        HubSpot: { position: 2, list: 2, sentiment: "negative" },
        "Zoho CRM": { position: 3, list: 3, sentiment: "neutral" },
        Salesforce: null,
      },
      citations: [
        "https://www.pipedrive.com/en/pricing?utm_source=chatgpt.com",
        "https://www.hubspot.com/pricing/sales?utm_source=chatgpt.com",
      ],
      own: ["https://www.pipedrive.com/en/pricing?utm_source=chatgpt.com"],
    },
    pair: "en-chatgpt-03",
  },
  {
    id: "en-chatgpt-03",
    lang: "en",
    shape: "chatgpt",
    traps: ["markdown", "utm", "mixed-sentiment", "possessive", "alias"],
    brand: { name: "Pipedrive", domain: "pipedrive.com" },
    competitors: [
      { name: "HubSpot", domain: "hubspot.com" },
      { name: "Zoho CRM", aliases: ["Zoho"], domain: "zoho.com" },
      { name: "Salesforce", domain: "salesforce.com" },
    ],
    answer: `Here are solid CRM options for a five-person sales team:

1. **Pipedrive** – Built around a visual sales pipeline, but setup is fiddlier than it looks, costs climb steeply once you need automation, and many small teams find it limited and frustrating. ([pipedrive.com](https://www.pipedrive.com/en/pricing?utm_source=chatgpt.com))
2. **HubSpot** – The free tier is genuinely generous and easy to set up in an afternoon. Reps tend to love it, and Starter at around $20/seat/month is excellent value. ([hubspot.com](https://www.hubspot.com/pricing/sales?utm_source=chatgpt.com))
3. **Zoho CRM** – Part of the wider Zoho suite; plans start at about $14/user/month and it connects to Zoho Books and Zoho Desk.

**Bottom line:** for a small team that lives in its pipeline, start with HubSpot's free tier and see how your reps take to it.`,
    expect: {
      mentions: {
        Pipedrive: { position: 1, list: 1, sentiment: "negative" },
        HubSpot: { position: 2, list: 2, sentiment: "positive" },
        "Zoho CRM": { position: 3, list: 3, sentiment: "neutral" },
        Salesforce: null,
      },
      citations: [
        "https://www.pipedrive.com/en/pricing?utm_source=chatgpt.com",
        "https://www.hubspot.com/pricing/sales?utm_source=chatgpt.com",
      ],
      own: ["https://www.pipedrive.com/en/pricing?utm_source=chatgpt.com"],
    },
    pair: "en-chatgpt-02",
  },
  {
    id: "en-chatgpt-04",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "prose-before-list", "utm", "markdown", "hedge"],
    brand: { name: "Target", domain: "target.com" },
    competitors: [
      { name: "Walmart", domain: "walmart.com" },
      { name: "Amazon", domain: "amazon.com" },
      { name: "Best Buy", domain: "bestbuy.com" },
      { name: "Costco", domain: "costco.com" },
    ],
    answer: `If your target budget is under $100 for an air fryer or stand mixer, a few big US retailers consistently have the best deals. Walmart and Target often carry the same bestselling models, but they differ in the details:

1. **Amazon** – The widest selection, fast Prime delivery and frequent lightning deals on Ninja and Cosori models. ([amazon.com](https://www.amazon.com/kitchen-appliances/b?node=289913&utm_source=chatgpt.com))
2. **Walmart** – Consistently low everyday prices, plus free next-day delivery on orders over $35. ([walmart.com](https://www.walmart.com/browse/home/kitchen-appliances/4044_90548?utm_source=chatgpt.com))
3. **Target** – Slightly higher base prices, but Target Circle deals often close the difference, and the 5% off with the Target Circle Card makes it excellent value. ([target.com](https://www.target.com/c/kitchen-appliances-dining/-/N-5xtr0?utm_source=chatgpt.com))
4. **Best Buy** – Stocks premium brands such as KitchenAid and Breville; open-box items are sold at a discount.

Tip: set price alerts a few weeks before Black Friday so your spending stays on target.`,
    expect: {
      mentions: {
        Target: { position: 2, list: 3, sentiment: "positive" },
        Walmart: { position: 1, list: 2, sentiment: "positive" },
        Amazon: { position: 3, list: 1, sentiment: "positive" },
        "Best Buy": { position: 4, list: 4, sentiment: "neutral" },
        Costco: null,
      },
      citations: [
        "https://www.amazon.com/kitchen-appliances/b?node=289913&utm_source=chatgpt.com",
        "https://www.walmart.com/browse/home/kitchen-appliances/4044_90548?utm_source=chatgpt.com",
        "https://www.target.com/c/kitchen-appliances-dining/-/N-5xtr0?utm_source=chatgpt.com",
      ],
      own: ["https://www.target.com/c/kitchen-appliances-dining/-/N-5xtr0?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-chatgpt-05",
    lang: "en",
    shape: "chatgpt",
    traps: ["nested-list", "case", "subdomain", "common-word", "utm", "possessive", "mixed-sentiment", "markdown", "alias", "hedge"],
    brand: { name: "Monzo", domain: "monzo.com" },
    competitors: [
      { name: "Starling Bank", aliases: ["Starling"], domain: "starlingbank.com" },
      { name: "Chase", domain: "chase.co.uk" },
      { name: "Revolut", domain: "revolut.com" },
      { name: "Barclays", domain: "barclays.co.uk" },
    ],
    answer: `Here's a quick comparison of UK app-based current accounts for someone who travels often and doesn't want to chase refunds on foreign fees:

- **Fee-free spending abroad**
  - **Starling** – No fees on card spending or cash withdrawals abroad, at the Mastercard rate. Hard to beat.
  - **Chase** – 1% cashback on everyday spending for the first year and no foreign transaction fees, which makes it a great pick for travellers. ([chase.co.uk](https://www.chase.co.uk/gb/en/?utm_source=chatgpt.com))
  - **monzo** – Free spending abroad, though cash withdrawals outside the EEA are capped at £200 every 30 days before a 3% fee kicks in. ([community.monzo.com](https://community.monzo.com/t/overseas-atm-fees/12345?utm_source=chatgpt.com))
- **Budgeting tools**
  - **Monzo** – Pots, spending insights and bill splitting are still the best in class. ([monzo.com](https://monzo.com/features/budgeting?utm_source=chatgpt.com))
  - **Revolut** – Packed with features, but the app has become cluttered with crypto and trading menus, and its customer support is notoriously slow.

If you want one account to do it all, Monzo's mix of travel perks and budgeting is hard to argue with.`,
    expect: {
      mentions: {
        Monzo: { position: 3, list: 3, sentiment: "positive" },
        "Starling Bank": { position: 1, list: 1, sentiment: "positive" },
        Chase: { position: 2, list: 2, sentiment: "positive" },
        Revolut: { position: 4, list: 2, sentiment: "negative" },
        Barclays: null,
      },
      citations: [
        "https://www.chase.co.uk/gb/en/?utm_source=chatgpt.com",
        "https://community.monzo.com/t/overseas-atm-fees/12345?utm_source=chatgpt.com",
        "https://monzo.com/features/budgeting?utm_source=chatgpt.com",
      ],
      own: [
        "https://community.monzo.com/t/overseas-atm-fees/12345?utm_source=chatgpt.com",
        "https://monzo.com/features/budgeting?utm_source=chatgpt.com",
      ],
    },
  },
  {
    id: "en-chatgpt-06",
    lang: "en",
    shape: "chatgpt",
    traps: ["alias", "lookalike-domain", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Octopus Energy", aliases: ["Octopus"], domain: "octopus.energy" },
    competitors: [
      { name: "British Gas", domain: "britishgas.co.uk" },
      { name: "EDF", domain: "edfenergy.com" },
      { name: "OVO Energy", aliases: ["OVO"], domain: "ovoenergy.com" },
    ],
    answer: `Choosing a UK energy supplier mostly comes down to tariffs and customer service, since the price cap sets a ceiling on standard variable rates. Here's how the big names compare:

1. **Octopus** – Consistently top of customer satisfaction surveys, with innovative smart tariffs like Agile and Tracker that can save EV owners hundreds of pounds a year. ([octopus.energy](https://octopus.energy/smart/agile/?utm_source=chatgpt.com))
2. **British Gas** – The largest supplier, but complaints about billing errors and long call waiting times remain common, and its fixed deals are rarely competitive. ([britishgas.co.uk](https://www.britishgas.co.uk/energy/gas-and-electricity.html?utm_source=chatgpt.com))
3. **EDF** – Offers a range of fixed tariffs and the Sunday Saver scheme for smart meter customers.

An independent breakdown of how the Tracker tariff has performed is here: ([octopus.energy-compare.net](https://octopus.energy-compare.net/tracker-review?utm_source=chatgpt.com)).

If you have an EV or a heat pump, I'd start with Octopus Energy rather than British Gas.`,
    expect: {
      mentions: {
        "Octopus Energy": { position: 1, list: 1, sentiment: "positive" },
        "British Gas": { position: 2, list: 2, sentiment: "negative" },
        EDF: { position: 3, list: 3, sentiment: "neutral" },
        "OVO Energy": null,
      },
      citations: [
        "https://octopus.energy/smart/agile/?utm_source=chatgpt.com",
        "https://www.britishgas.co.uk/energy/gas-and-electricity.html?utm_source=chatgpt.com",
        "https://octopus.energy-compare.net/tracker-review?utm_source=chatgpt.com",
      ],
      own: ["https://octopus.energy/smart/agile/?utm_source=chatgpt.com"],
    },
    pair: "en-chatgpt-07",
  },
  {
    id: "en-chatgpt-07",
    lang: "en",
    shape: "chatgpt",
    traps: ["alias", "lookalike-domain", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Octopus Energy", aliases: ["Octopus"], domain: "octopus.energy" },
    competitors: [
      { name: "British Gas", domain: "britishgas.co.uk" },
      { name: "EDF", domain: "edfenergy.com" },
      { name: "OVO Energy", aliases: ["OVO"], domain: "ovoenergy.com" },
    ],
    answer: `Choosing a UK energy supplier mostly comes down to tariffs and customer service, since the price cap sets a ceiling on standard variable rates. Here's how the big names compare:

1. **Octopus** – Well known for smart tariffs like Agile and Tracker, but customer service has slipped during its rapid growth, complaints about billing errors and long waits are common, and its fixed deals are rarely competitive. ([octopus.energy](https://octopus.energy/smart/agile/?utm_source=chatgpt.com))
2. **British Gas** – The largest supplier and consistently strong on reliability, with an excellent EV tariff and a PeakSave scheme that can save households hundreds of pounds a year. ([britishgas.co.uk](https://www.britishgas.co.uk/energy/gas-and-electricity.html?utm_source=chatgpt.com))
3. **EDF** – Offers a range of fixed tariffs and the Sunday Saver scheme for smart meter customers.

An independent breakdown of how the Tracker tariff has performed is here: ([octopus.energy-compare.net](https://octopus.energy-compare.net/tracker-review?utm_source=chatgpt.com)).

If you have an EV or a heat pump, I'd start with British Gas rather than Octopus Energy.`,
    expect: {
      mentions: {
        "Octopus Energy": { position: 1, list: 1, sentiment: "negative" },
        "British Gas": { position: 2, list: 2, sentiment: "positive" },
        EDF: { position: 3, list: 3, sentiment: "neutral" },
        "OVO Energy": null,
      },
      citations: [
        "https://octopus.energy/smart/agile/?utm_source=chatgpt.com",
        "https://www.britishgas.co.uk/energy/gas-and-electricity.html?utm_source=chatgpt.com",
        "https://octopus.energy-compare.net/tracker-review?utm_source=chatgpt.com",
      ],
      own: ["https://octopus.energy/smart/agile/?utm_source=chatgpt.com"],
    },
    pair: "en-chatgpt-06",
  },
  {
    id: "en-chatgpt-08",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "negation", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Garmin", domain: "garmin.com" },
    competitors: [
      { name: "Apple", domain: "apple.com" },
      { name: "Coros", domain: "coros.com" },
      { name: "Samsung", domain: "samsung.com" },
      { name: "Polar", domain: "polar.com" },
    ],
    answer: `For marathon training, the best watches balance GPS accuracy, battery life and training insights:

1. **Garmin Forerunner 265** – The go-to choice for most runners: accurate dual-band GPS, around 13 days of battery and excellent training-readiness metrics. ([garmin.com](https://www.garmin.com/en-US/p/886785?utm_source=chatgpt.com))
2. **Coros Pace 3** – Outstanding value at $229, with a battery that lasts nearly three weeks.
3. **Apple Watch Series 9** – Not built for serious runners: battery life of around 18 hours means daily charging, and proper training analysis needs third-party apps. ([apple.com](https://www.apple.com/apple-watch-series-9/?utm_source=chatgpt.com))

Unless you already live in the Apple ecosystem, Garmin or Coros will serve you better. And whichever you choose, an apple with peanut butter is still the classic pre-run snack.`,
    expect: {
      mentions: {
        Garmin: { position: 1, list: 1, sentiment: "positive" },
        Apple: { position: 3, list: 3, sentiment: "negative" },
        Coros: { position: 2, list: 2, sentiment: "positive" },
        Samsung: null,
        Polar: null,
      },
      citations: [
        "https://www.garmin.com/en-US/p/886785?utm_source=chatgpt.com",
        "https://www.apple.com/apple-watch-series-9/?utm_source=chatgpt.com",
      ],
      own: ["https://www.garmin.com/en-US/p/886785?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-chatgpt-09",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "possessive", "utm", "markdown", "mixed-sentiment", "alias"],
    brand: { name: "Boots", domain: "boots.com" },
    competitors: [
      { name: "Superdrug", domain: "superdrug.com" },
      { name: "The Body Shop", aliases: ["Body Shop"], domain: "thebodyshop.com" },
      { name: "LOOKFANTASTIC", domain: "lookfantastic.com" },
      { name: "Sephora", domain: "sephora.co.uk" },
    ],
    answer: `Whether your friend lives for skincare or for pulling on walking boots every weekend, here are some affordable Christmas gift ideas in the UK under £30:

1. **Superdrug** – Great dupes and a strong own-brand range (try the Solait and B. sets), with regular 3-for-2 offers. ([superdrug.com](https://www.superdrug.com/christmas/c/christmas?utm_source=chatgpt.com))
2. **Boots Star Gifts** – Boots' 3-for-2 on Christmas gift sets is hard to beat, and No7 and Soap & Glory sets often drop to half price in December. ([boots.com](https://www.boots.com/christmas/christmas-gifts?utm_source=chatgpt.com))
3. **Body Shop** – Sets are smaller than they look and poor value at full price; wait for one of the frequent 40%-off codes.
4. **Merino hiking socks** – For the outdoorsy friend, Alpkit's merino socks are a thoughtful add-on to a new pair of boots.

Prices were checked in November and may change.`,
    expect: {
      mentions: {
        Boots: { position: 2, list: 2, sentiment: "positive" },
        Superdrug: { position: 1, list: 1, sentiment: "positive" },
        "The Body Shop": { position: 3, list: 3, sentiment: "negative" },
        LOOKFANTASTIC: null,
        Sephora: null,
      },
      citations: [
        "https://www.superdrug.com/christmas/c/christmas?utm_source=chatgpt.com",
        "https://www.boots.com/christmas/christmas-gifts?utm_source=chatgpt.com",
      ],
      own: ["https://www.boots.com/christmas/christmas-gifts?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-chatgpt-10",
    lang: "en",
    shape: "chatgpt",
    traps: ["url-only", "possessive", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Evans Cycles", domain: "evanscycles.com" },
    competitors: [
      { name: "Halfords", domain: "halfords.com" },
      { name: "Wiggle", domain: "wiggle.com" },
      { name: "Tredz", domain: "tredz.co.uk" },
      { name: "Sigma Sports", domain: "sigmasports.com" },
    ],
    answer: `Buying a road bike through the Cycle to Work scheme can save you 25–39% depending on your tax band. Here's where to look:

* **Halfords** – The biggest network of stores for fitting and servicing, and its Boardman range is strong value. ([halfords.com](https://www.halfords.com/cycle-to-work/?utm_source=chatgpt.com))
* **Specialist independents** – Many local shops accept Cyclescheme or Bike2Work vouchers, and you'll get a proper bike fit.
* **Online retailers** – Wiggle's future is uncertain after its administration, so I'd avoid it and stick with retailers that have stable stock, such as those listed on [evanscycles.com](https://www.evanscycles.com/cycle-to-work?utm_source=chatgpt.com) or [tredz.co.uk](https://www.tredz.co.uk/cycletowork?utm_source=chatgpt.com).

Check your employer's scheme limit first: some still cap at £1,000, although most now allow higher amounts.`,
    expect: {
      mentions: {
        "Evans Cycles": null,
        Halfords: { position: 1, list: 1, sentiment: "positive" },
        Wiggle: { position: 2, list: 3, sentiment: "negative" },
        Tredz: null,
        "Sigma Sports": null,
      },
      citations: [
        "https://www.halfords.com/cycle-to-work/?utm_source=chatgpt.com",
        "https://www.evanscycles.com/cycle-to-work?utm_source=chatgpt.com",
        "https://www.tredz.co.uk/cycletowork?utm_source=chatgpt.com",
      ],
      own: ["https://www.evanscycles.com/cycle-to-work?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-chatgpt-11",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "case", "trailing-punctuation", "possessive", "hedge", "mixed-sentiment", "markdown", "utm"],
    brand: { name: "Gap", domain: "gap.com" },
    competitors: [
      { name: "Uniqlo", domain: "uniqlo.com" },
      { name: "Old Navy", domain: "oldnavy.com" },
      { name: "Everlane", domain: "everlane.com" },
      { name: "J.Crew", domain: "jcrew.com" },
      { name: "H&M", domain: "hm.com" },
    ],
    answer: `For everyday basics, the price gap between brands is smaller than you might think. A few reliable picks:

- **Uniqlo** – The Supima cotton crew neck tee ($14.90) is the benchmark for quality at this price. See https://www.uniqlo.com/us/en/men/tops/t-shirts.
- **Old Navy** – Cheapest of the bunch, but fabrics are thin and shrink noticeably after washing.
- **GAP** – Gap's vintage soft tees and 90s loose jeans are excellent, and sales of 40–50% off are frequent (https://www.gap.com/browse/category.do?cid=1127944).
- **Everlane** – Transparent pricing and good organic cotton, though sizing runs large.

If you find a gap in your wardrobe for tailored pieces, J.Crew is worth a look during its frequent promotions.`,
    expect: {
      mentions: {
        Gap: { position: 3, list: 3, sentiment: "positive" },
        Uniqlo: { position: 1, list: 1, sentiment: "positive" },
        "Old Navy": { position: 2, list: 2, sentiment: "negative" },
        Everlane: { position: 4, list: 4, sentiment: "positive" },
        "J.Crew": { position: 5, list: null, sentiment: "positive" },
        "H&M": null,
      },
      citations: [
        "https://www.uniqlo.com/us/en/men/tops/t-shirts",
        "https://www.gap.com/browse/category.do?cid=1127944",
      ],
      own: ["https://www.gap.com/browse/category.do?cid=1127944"],
    },
  },
  {
    id: "en-chatgpt-12",
    lang: "en",
    shape: "chatgpt",
    traps: ["table", "common-word", "alias", "possessive", "utm", "mixed-sentiment", "markdown"],
    brand: { name: "Enterprise", aliases: ["Enterprise Rent-A-Car"], domain: "enterprise.com" },
    competitors: [
      { name: "Hertz", domain: "hertz.com" },
      { name: "Avis", domain: "avis.com" },
      { name: "Budget", domain: "budget.com" },
      { name: "Sixt", domain: "sixt.com" },
    ],
    answer: `If you're travelling on a budget, here's how the main rental companies at Orlando International (MCO) compare for a one-week compact rental in July:

| Company | Typical weekly price | Counter | Notes |
|---|---|---|---|
| **Sixt** | $310 | On-site, Terminal A | Aggressive upselling on insurance at the desk and strict damage checks on return |
| **Enterprise Rent-A-Car** | $345 | On-site, Terminal B | Consistently excellent customer service and no hidden fees |
| **Alamo** | $295 | On-site, Terminals A and B | Self-service kiosks keep queues short |
| **Budget** | $280 | On-site, Terminal A | Shares a counter and shuttle with Avis |

Book a pay-later rate and re-check prices a week before pick-up; rates at MCO often drop. Enterprise's loyalty programme, Enterprise Plus, is free to join ([enterprise.com](https://www.enterprise.com/en/loyalty.html?utm_source=chatgpt.com)).

Would you like me to check one-way rental fees as well?`,
    expect: {
      mentions: {
        Enterprise: { position: 2, list: 2, sentiment: "positive" },
        Hertz: null,
        Avis: { position: 4, list: 4, sentiment: "neutral" },
        Budget: { position: 3, list: 4, sentiment: "neutral" },
        Sixt: { position: 1, list: 1, sentiment: "negative" },
      },
      citations: ["https://www.enterprise.com/en/loyalty.html?utm_source=chatgpt.com"],
      own: ["https://www.enterprise.com/en/loyalty.html?utm_source=chatgpt.com"],
    },
  },
  // ───────────────────────────── perplexity ─────────────────────────────
  {
    id: "en-perplexity-01",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "hedge"],
    brand: { name: "Three", domain: "three.co.uk" },
    competitors: [
      { name: "EE", domain: "ee.co.uk" },
      { name: "Vodafone", domain: "vodafone.co.uk" },
      { name: "O2", domain: "o2.co.uk" },
      { name: "giffgaff", domain: "giffgaff.com" },
    ],
    answer: `EE has consistently topped independent network tests in the UK, winning RootMetrics' overall UK award for the tenth year running in 2023[1]. Its 5G coverage now reaches more than 75% of the population[2].

Three is the strongest option if you want fast, unlimited data at a low price: its 5G network posted the highest average download speeds in Opensignal's January 2024 report, and unlimited SIM-only plans start at around £16 a month[3][4]. Coverage in rural areas is weaker than on EE, though.

Vodafone and O2 sit in the middle for coverage. If you're choosing between the three biggest options, check each network's postcode coverage checker first, since indoor signal varies a lot from building to building[5].

Sources:
[1] RootMetrics UK report 2023 – https://rootmetrics.com/en-GB/content/uk-state-of-the-mobile-networks-2023
[2] EE 5G coverage – https://ee.co.uk/why-ee/mobile-coverage
[3] Opensignal UK Mobile Network Experience, January 2024 – https://www.opensignal.com/reports/2024/01/uk/mobile-network-experience
[4] Three unlimited data plans – https://www.three.co.uk/store/sim/sim-only
[5] Ofcom mobile coverage checker – https://www.ofcom.org.uk/mobile-coverage-checker`,
    expect: {
      mentions: {
        Three: { position: 2, list: null, sentiment: "positive" },
        EE: { position: 1, list: null, sentiment: "positive" },
        Vodafone: { position: 3, list: null, sentiment: "neutral" },
        O2: { position: 4, list: null, sentiment: "neutral" },
        giffgaff: null,
      },
      citations: [
        "https://rootmetrics.com/en-GB/content/uk-state-of-the-mobile-networks-2023",
        "https://ee.co.uk/why-ee/mobile-coverage",
        "https://www.opensignal.com/reports/2024/01/uk/mobile-network-experience",
        "https://www.three.co.uk/store/sim/sim-only",
        "https://www.ofcom.org.uk/mobile-coverage-checker",
      ],
      own: ["https://www.three.co.uk/store/sim/sim-only"],
    },
  },
  {
    id: "en-perplexity-02",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "mixed-sentiment", "possessive"],
    brand: { name: "Lemonade", domain: "lemonade.com" },
    competitors: [
      { name: "Allstate", domain: "allstate.com" },
      { name: "State Farm", domain: "statefarm.com" },
      { name: "Hippo", domain: "hippo.com" },
    ],
    answer: `For renters in their twenties, Lemonade is one of the easiest insurers to deal with: policies start at around $5 a month, sign-up takes a couple of minutes in the app, and many simple claims are paid within minutes[1][2]. Customers consistently rate Lemonade's claims experience highly[3].

Allstate, by contrast, has drawn frequent complaints about slow claims handling and premium increases at renewal, and its renters cover is usually pricier for the same limits[4].

State Farm remains the largest home and renters insurer in the US and sells policies mainly through local agents[5].

Whichever you choose, basic renters cover often costs less per month than a cup of lemonade at a ballpark, so it's hard to justify going without.

Sources
1. https://www.lemonade.com/renters
2. https://www.lemonade.com/faq/claims
3. https://www.jdpower.com/business/press-releases/2023-us-property-claims-satisfaction-study
4. https://www.nerdwallet.com/article/insurance/allstate-renters-insurance-review
5. https://www.statefarm.com/insurance/home-and-property/renters`,
    expect: {
      mentions: {
        Lemonade: { position: 1, list: null, sentiment: "positive" },
        Allstate: { position: 2, list: null, sentiment: "negative" },
        "State Farm": { position: 3, list: null, sentiment: "neutral" },
        Hippo: null,
      },
      citations: [
        "https://www.lemonade.com/renters",
        "https://www.lemonade.com/faq/claims",
        "https://www.jdpower.com/business/press-releases/2023-us-property-claims-satisfaction-study",
        "https://www.nerdwallet.com/article/insurance/allstate-renters-insurance-review",
        "https://www.statefarm.com/insurance/home-and-property/renters",
      ],
      own: ["https://www.lemonade.com/renters", "https://www.lemonade.com/faq/claims"],
    },
    pair: "en-perplexity-03",
  },
  {
    id: "en-perplexity-03",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "mixed-sentiment", "negation", "possessive"],
    brand: { name: "Lemonade", domain: "lemonade.com" },
    competitors: [
      { name: "Allstate", domain: "allstate.com" },
      { name: "State Farm", domain: "statefarm.com" },
      { name: "Hippo", domain: "hippo.com" },
    ],
    answer: `For renters in their twenties, Lemonade is not the easy option it looks like: customers report slow or denied claims once anything complex comes up, and premiums often rise sharply at renewal[1][2]. Reviewers rarely rate Lemonade's claims experience highly.

Allstate, by contrast, is one of the easiest insurers to deal with: bundling renters with auto brings the price down to around $10 a month, sign-up takes a few minutes, and customers rate its claims experience highly[3][4].

State Farm remains the largest home and renters insurer in the US and sells policies mainly through local agents[5].

Whichever you choose, basic renters cover often costs less per month than a cup of lemonade at a ballpark, so it's hard to justify going without.

Sources
1. https://www.nerdwallet.com/article/insurance/lemonade-renters-insurance-review
2. https://www.trustpilot.com/review/lemonade.com
3. https://www.allstate.com/renters-insurance
4. https://www.jdpower.com/business/press-releases/2023-us-property-claims-satisfaction-study
5. https://www.statefarm.com/insurance/home-and-property/renters`,
    expect: {
      mentions: {
        Lemonade: { position: 1, list: null, sentiment: "negative" },
        Allstate: { position: 2, list: null, sentiment: "positive" },
        "State Farm": { position: 3, list: null, sentiment: "neutral" },
        Hippo: null,
      },
      citations: [
        "https://www.nerdwallet.com/article/insurance/lemonade-renters-insurance-review",
        "https://www.trustpilot.com/review/lemonade.com",
        "https://www.allstate.com/renters-insurance",
        "https://www.jdpower.com/business/press-releases/2023-us-property-claims-satisfaction-study",
        "https://www.statefarm.com/insurance/home-and-property/renters",
      ],
      own: [],
    },
    pair: "en-perplexity-02",
  },
  {
    id: "en-perplexity-04",
    lang: "en",
    shape: "perplexity",
    traps: ["alias", "subdomain", "sources-list", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Payloom", domain: "payloom.co.uk" },
    competitors: [
      { name: "Xero", domain: "xero.com" },
      { name: "BrightPay", domain: "brightpay.co.uk" },
      { name: "QuickBooks", aliases: ["QBO", "QuickBooks Online"], domain: "quickbooks.intuit.com" },
      { name: "Sage", domain: "sage.com" },
    ],
    answer: `For a UK business with fewer than ten employees, the payroll options most often compared are Xero Payroll, BrightPay and Payloom[1][2].

Payloom is a newer, cloud-only tool aimed at micro-businesses. It handles RTI submissions to HMRC, auto-enrolment pensions and payslips for £5 a month plus £1 per employee, and reviewers praise Payloom for its simple onboarding and fast support[3]. Its help centre also walks you through switching mid-tax-year[4].

BrightPay is a desktop-first package with an optional cloud add-on; it is HMRC-recognised and priced per employer rather than per employee[5].

QBO users can add QuickBooks Payroll, but it isn't the cheapest choice once you pass five staff, and several users report clunky pension integrations[6].

Sources
[1] HMRC – Payroll software – https://www.gov.uk/payroll-software/paid-for-software
[2] Xero – Payroll for UK businesses – https://www.xero.com/uk/accounting-software/pay-employees/
[3] Small Business Prices – Payloom review – https://smallbusinessprices.co.uk/payroll/payloom-review/
[4] Payloom Help Centre – Switching mid-year – https://help.payloom.co.uk/en/articles/switching-mid-year
[5] BrightPay – Pricing – https://www.brightpay.co.uk/pricing/
[6] Trustpilot – QuickBooks reviews – https://uk.trustpilot.com/review/quickbooks.intuit.com`,
    expect: {
      mentions: {
        Payloom: { position: 3, list: null, sentiment: "positive" },
        Xero: { position: 1, list: null, sentiment: "neutral" },
        BrightPay: { position: 2, list: null, sentiment: "neutral" },
        QuickBooks: { position: 4, list: null, sentiment: "negative" },
        Sage: null,
      },
      citations: [
        "https://www.gov.uk/payroll-software/paid-for-software",
        "https://www.xero.com/uk/accounting-software/pay-employees/",
        "https://smallbusinessprices.co.uk/payroll/payloom-review/",
        "https://help.payloom.co.uk/en/articles/switching-mid-year",
        "https://www.brightpay.co.uk/pricing/",
        "https://uk.trustpilot.com/review/quickbooks.intuit.com",
      ],
      own: ["https://help.payloom.co.uk/en/articles/switching-mid-year"],
    },
  },
  {
    id: "en-perplexity-05",
    lang: "en",
    shape: "perplexity",
    traps: ["case", "sources-list", "trailing-punctuation", "possessive"],
    brand: { name: "Trainline", domain: "thetrainline.com" },
    competitors: [
      { name: "LNER", domain: "lner.co.uk" },
      { name: "Avanti West Coast", aliases: ["Avanti"], domain: "avantiwestcoast.co.uk" },
      { name: "National Rail", domain: "nationalrail.co.uk" },
    ],
    answer: `Booking direct with the train company avoids booking fees altogether: LNER, for example, charges no booking fee on its website and app, and its app is excellent for seat reservations[1].

Third-party apps add a small fee, but trainline's SplitSave feature and price predictions often save far more than that, which is why so many frequent travellers love it[2][3]. Dedicated split-ticketing sites offer similar savings (see https://www.splitmyfare.co.uk/how-it-works).

If your train is delayed by 15 minutes or more, you can usually claim Delay Repay from the operator that ran the service[4]. For live times and disruption, National Rail Enquiries is the official source[5].

Sources:
[1] LNER – Booking fees – https://www.lner.co.uk/tickets-savings/booking-fees/
[2] trainline – Booking fee explained – https://www.thetrainline.com/en/terms/booking-fee
[3] trainline – SplitSave – https://www.thetrainline.com/en/train-times/splitsave
[4] Avanti West Coast – Delay Repay – https://www.avantiwestcoast.co.uk/help-and-support/delay-repay
[5] National Rail – https://www.nationalrail.co.uk/`,
    expect: {
      mentions: {
        Trainline: { position: 2, list: null, sentiment: "positive" },
        LNER: { position: 1, list: null, sentiment: "positive" },
        "Avanti West Coast": null,
        "National Rail": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.splitmyfare.co.uk/how-it-works",
        "https://www.lner.co.uk/tickets-savings/booking-fees/",
        "https://www.thetrainline.com/en/terms/booking-fee",
        "https://www.thetrainline.com/en/train-times/splitsave",
        "https://www.avantiwestcoast.co.uk/help-and-support/delay-repay",
        "https://www.nationalrail.co.uk/",
      ],
      own: [
        "https://www.thetrainline.com/en/terms/booking-fee",
        "https://www.thetrainline.com/en/train-times/splitsave",
      ],
    },
  },
  {
    id: "en-perplexity-06",
    lang: "en",
    shape: "perplexity",
    traps: ["case", "possessive", "parentheses-url", "trailing-punctuation", "sources-list", "mixed-sentiment"],
    brand: { name: "IKEA", domain: "ikea.com" },
    competitors: [
      { name: "DFS", domain: "dfs.co.uk" },
      { name: "Habitat", domain: "habitat.co.uk" },
      { name: "Loaf", domain: "loaf.com" },
    ],
    answer: `Under £1,000, most UK buyers end up comparing Ikea, DFS and Habitat[1][2].

IKEA's Kivik and Söderhamn ranges are the best value for money: removable, washable covers, a 10-year guarantee on frames and prices from around £500[3]. Reviewers do note that assembly takes a couple of hours.

DFS is known for almost permanent sales and interest-free credit, but Which? members have rated its customer service and delivery poorly for several years running, and some buyers report sagging cushions within a year[4].

Habitat, now owned by Sainsbury's and sold through Argos, offers design-led sofas at mid-range prices; the brand was founded by Terence Conran in 1964 (https://en.wikipedia.org/wiki/Habitat_(retailer)).

Sources
[1] Which? – Best sofa brands – https://www.which.co.uk/reviews/sofas/article/best-sofa-brands-aTWbN6X2nS8q
[2] The Independent – Best sofas UK – https://www.independent.co.uk/extras/indybest/house-garden/furniture/best-sofa-uk-b1820157.html
[3] IKEA UK – Sofas – https://www.ikea.com/gb/en/cat/sofas-fu003/
[4] Trustpilot – DFS reviews – https://uk.trustpilot.com/review/www.dfs.co.uk`,
    expect: {
      mentions: {
        IKEA: { position: 1, list: null, sentiment: "positive" },
        DFS: { position: 2, list: null, sentiment: "negative" },
        Habitat: { position: 3, list: null, sentiment: "neutral" },
        Loaf: null,
      },
      citations: [
        "https://en.wikipedia.org/wiki/Habitat_(retailer)",
        "https://www.which.co.uk/reviews/sofas/article/best-sofa-brands-aTWbN6X2nS8q",
        "https://www.independent.co.uk/extras/indybest/house-garden/furniture/best-sofa-uk-b1820157.html",
        "https://www.ikea.com/gb/en/cat/sofas-fu003/",
        "https://uk.trustpilot.com/review/www.dfs.co.uk",
      ],
      own: ["https://www.ikea.com/gb/en/cat/sofas-fu003/"],
    },
  },
  {
    id: "en-perplexity-07",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "substring", "subdomain", "sources-list", "possessive", "mixed-sentiment", "hedge", "alias"],
    brand: { name: "Orange", domain: "orange.fr" },
    competitors: [
      { name: "Airalo", domain: "airalo.com" },
      { name: "Holafly", domain: "holafly.com" },
      { name: "Free", aliases: ["Free Mobile"], domain: "free.fr" },
      { name: "Ubigi", domain: "ubigi.com" },
    ],
    answer: `For a one-week trip to France, an eSIM is usually the cheapest way to stay connected without roaming charges[1].

Airalo's France eSIMs start at about $4.50 for 1 GB, and the app makes installation straightforward; it's a good fit if you mostly need maps and messaging[2]. Holafly sells unlimited data plans, but at around $27 for five days they aren't cheap, and hotspot use is capped[3].

If you'd rather have a local number, Orange Holiday Europe is a prepaid SIM/eSIM with 30 GB of data plus calls and texts for €39.99, sold in Orange shops and online[4]. Free Mobile, another French operator, sells prepaid SIMs in its shops and from vending kiosks[5]; its Freebox broadband is a home product and irrelevant for travellers.

Feel free to mix and match: many travellers keep their home SIM for calls and use a data-only eSIM. Look out for the orange "Install eSIM" button in the Airalo app after purchase.

Sources
[1] https://www.which.co.uk/news/article/esim-travel-abroad-explained-aXYZ12
[2] https://www.airalo.com/france-esim
[3] https://esim.holafly.com/esim-france/
[4] https://boutique.orange.fr/mobile/offres-orange-holiday
[5] https://mobile.free.fr/`,
    expect: {
      mentions: {
        Orange: { position: 3, list: null, sentiment: "neutral" },
        Airalo: { position: 1, list: null, sentiment: "positive" },
        Holafly: { position: 2, list: null, sentiment: "negative" },
        Free: { position: 4, list: null, sentiment: "neutral" },
        Ubigi: null,
      },
      citations: [
        "https://www.which.co.uk/news/article/esim-travel-abroad-explained-aXYZ12",
        "https://www.airalo.com/france-esim",
        "https://esim.holafly.com/esim-france/",
        "https://boutique.orange.fr/mobile/offres-orange-holiday",
        "https://mobile.free.fr/",
      ],
      own: ["https://boutique.orange.fr/mobile/offres-orange-holiday"],
    },
  },
  {
    id: "en-perplexity-08",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "hedge", "sources-list", "mixed-sentiment"],
    brand: { name: "Deliveroo", domain: "deliveroo.co.uk" },
    competitors: [
      { name: "Uber Eats", domain: "ubereats.com" },
      { name: "Just Eat", domain: "just-eat.co.uk" },
      { name: "Gousto", domain: "gousto.co.uk" },
    ],
    answer: `In most UK cities, Deliveroo, Uber Eats and Just Eat cover many of the same restaurants, so fees and subscriptions make the difference[1].

Deliveroo Plus costs £3.49 a month for free delivery on orders over £25, and Deliveroo has the widest selection of higher-end restaurants and grocery partners, which makes it the best choice for regular users[2]. Uber Eats One is bundled with Uber rides, but Uber Eats' service fees are among the highest and refunds for missing items can take days[3].

Just Eat has the biggest network of independent takeaways and often lower menu prices, though tracking is less reliable when restaurants deliver themselves[4].

If you just eat in once or twice a month, skip the subscriptions entirely and order direct from the restaurant where you can.

Sources:
[1] https://www.which.co.uk/reviews/food-delivery/article/deliveroo-vs-just-eat-vs-uber-eats
[2] https://deliveroo.co.uk/plus
[3] https://help.uber.com/ubereats/article/missing-items
[4] https://www.just-eat.co.uk/help`,
    expect: {
      mentions: {
        Deliveroo: { position: 1, list: null, sentiment: "positive" },
        "Uber Eats": { position: 2, list: null, sentiment: "negative" },
        "Just Eat": { position: 3, list: null, sentiment: "positive" },
        Gousto: null,
      },
      citations: [
        "https://www.which.co.uk/reviews/food-delivery/article/deliveroo-vs-just-eat-vs-uber-eats",
        "https://deliveroo.co.uk/plus",
        "https://help.uber.com/ubereats/article/missing-items",
        "https://www.just-eat.co.uk/help",
      ],
      own: ["https://deliveroo.co.uk/plus"],
    },
  },
  {
    id: "en-perplexity-09",
    lang: "en",
    shape: "perplexity",
    traps: ["alias", "url-only", "lookalike-domain", "subdomain", "sources-list", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "DigitalOcean", domain: "digitalocean.com" },
    competitors: [
      { name: "Amazon Web Services", aliases: ["AWS"], domain: "aws.amazon.com" },
      { name: "Hetzner", domain: "hetzner.com" },
      { name: "Vultr", domain: "vultr.com" },
      { name: "Linode", domain: "linode.com" },
    ],
    answer: `For a small SaaS app with a Postgres database, DigitalOcean is usually simpler and cheaper than AWS[1]. A basic Droplet starts at $6 a month and managed databases start at $15, with predictable flat pricing and excellent documentation[2][3].

Amazon Web Services offers far more services and regions, but pricing is notoriously hard to predict, and egress fees can surprise small teams[4]. Unless you need specific AWS features, it's not the most cost-effective choice at this scale.

European developers often also consider budget VPS providers[5]. Promo codes for new accounts circulate widely, but only use the official site: copycat pages such as the one at [6] are not affiliated with DigitalOcean.

Sources
[1] https://www.reddit.com/r/webdev/comments/15x2k9a/digitalocean_vs_aws_for_small_saas/
[2] https://www.digitalocean.com/pricing/droplets
[3] https://docs.digitalocean.com/products/databases/postgresql/
[4] https://aws.amazon.com/ec2/pricing/on-demand/
[5] https://www.hetzner.com/cloud/
[6] https://digitalocean.com-credits.app/free-200`,
    expect: {
      mentions: {
        DigitalOcean: { position: 1, list: null, sentiment: "positive" },
        "Amazon Web Services": { position: 2, list: null, sentiment: "negative" },
        Hetzner: null,
        Vultr: null,
        Linode: null,
      },
      citations: [
        "https://www.reddit.com/r/webdev/comments/15x2k9a/digitalocean_vs_aws_for_small_saas/",
        "https://www.digitalocean.com/pricing/droplets",
        "https://docs.digitalocean.com/products/databases/postgresql/",
        "https://aws.amazon.com/ec2/pricing/on-demand/",
        "https://www.hetzner.com/cloud/",
        "https://digitalocean.com-credits.app/free-200",
      ],
      own: [
        "https://www.digitalocean.com/pricing/droplets",
        "https://docs.digitalocean.com/products/databases/postgresql/",
      ],
    },
  },
  {
    id: "en-perplexity-10",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Next", domain: "next.co.uk" },
    competitors: [
      { name: "Clarks", domain: "clarks.com" },
      { name: "Start-rite", domain: "startriteshoes.com" },
      { name: "Schuh", domain: "schuh.co.uk" },
      { name: "Boots", domain: "boots.com" },
    ],
    answer: `Clarks remains the default choice for school shoes in the UK: every pair is measured and fitted in store, and the shoes are built to last a full school year[1]. Start-rite is similarly well regarded for its width fittings[2].

Next is cheaper, with leather school shoes from about £26, but it doesn't offer in-store foot measuring, and parents often complain that Next shoes wear through within a term[3]. Delivery is next day if you order before 10pm.

For winter, many schools also allow plain black ankle boots; Schuh stocks Dr. Martens and Clarks styles in junior sizes[4].

Sources
[1] Clarks – School shoes – https://www.clarks.com/en-gb/kids-school-shoes/c/kids-school
[2] Start-rite – Fitting guide – https://www.startriteshoes.com/pages/fitting-guide
[3] Next – School shoes – https://www.next.co.uk/shop/gender-boys-productaffiliation-schoolwear-category-shoes
[4] Schuh – Kids' boots – https://www.schuh.co.uk/kids/boots/`,
    expect: {
      mentions: {
        Next: { position: 3, list: null, sentiment: "negative" },
        Clarks: { position: 1, list: null, sentiment: "positive" },
        "Start-rite": { position: 2, list: null, sentiment: "positive" },
        Schuh: { position: 4, list: null, sentiment: "neutral" },
        Boots: null,
      },
      citations: [
        "https://www.clarks.com/en-gb/kids-school-shoes/c/kids-school",
        "https://www.startriteshoes.com/pages/fitting-guide",
        "https://www.next.co.uk/shop/gender-boys-productaffiliation-schoolwear-category-shoes",
        "https://www.schuh.co.uk/kids/boots/",
      ],
      own: ["https://www.next.co.uk/shop/gender-boys-productaffiliation-schoolwear-category-shoes"],
    },
  },
  // ───────────────────────────── gemini ─────────────────────────────
  {
    id: "en-gemini-01",
    lang: "en",
    shape: "gemini",
    traps: ["table", "common-word", "mixed-sentiment", "markdown"],
    brand: { name: "Virgin Media", domain: "virginmedia.com" },
    competitors: [
      { name: "BT", domain: "bt.com" },
      { name: "Community Fibre", domain: "communityfibre.co.uk" },
      { name: "Sky", domain: "sky.com" },
      { name: "TalkTalk", domain: "talktalk.co.uk" },
    ],
    answer: `## Best Broadband Providers in London

What you can get depends on your address, so treat this as a starting point. Here's how the major providers compare on their fastest widely available plans:

| Provider | Top speed | Typical price (24-month contract) | Verdict |
|---|---|---|---|
| **Virgin Media** | 1.1 Gbps | £45/month | Excellent speeds and reliable service; the best all-rounder |
| **BT** | 900 Mbps | £58/month | Overpriced for the speed, with sky-high mid-contract price rises that frustrate customers |
| **Community Fibre** | 3 Gbps | £25/month | Full fibre network currently limited to London |
| **Sky** | 900 Mbps | £40/month | Can be bundled with Sky TV and Netflix |

### Key Considerations

* **Availability:** Full fibre coverage is still patchy; enter your postcode on each provider's website.
* **Contract length:** Most deals run for 18 or 24 months.
* **Price rises:** Ofcom now requires annual rises to be set out in pounds and pence when you sign up.

**Bottom line:** If it's available at your address, Virgin Media is the one to pick; BT is hard to recommend at current prices.`,
    expect: {
      mentions: {
        "Virgin Media": { position: 1, list: 1, sentiment: "positive" },
        BT: { position: 2, list: 2, sentiment: "negative" },
        "Community Fibre": { position: 3, list: 3, sentiment: "neutral" },
        Sky: { position: 4, list: 4, sentiment: "neutral" },
        TalkTalk: null,
      },
      citations: [],
      own: [],
    },
    pair: "en-gemini-02",
  },
  {
    id: "en-gemini-02",
    lang: "en",
    shape: "gemini",
    traps: ["table", "common-word", "mixed-sentiment", "markdown"],
    brand: { name: "Virgin Media", domain: "virginmedia.com" },
    competitors: [
      { name: "BT", domain: "bt.com" },
      { name: "Community Fibre", domain: "communityfibre.co.uk" },
      { name: "Sky", domain: "sky.com" },
      { name: "TalkTalk", domain: "talktalk.co.uk" },
    ],
    answer: `## Best Broadband Providers in London

What you can get depends on your address, so treat this as a starting point. Here's how the major providers compare on their fastest widely available plans:

| Provider | Top speed | Typical price (24-month contract) | Verdict |
|---|---|---|---|
| **Virgin Media** | 1.1 Gbps | £62/month | Overpriced for the speed, with sky-high mid-contract price rises that frustrate customers |
| **BT** | 900 Mbps | £39/month | Excellent speeds and reliable service; the best all-rounder |
| **Community Fibre** | 3 Gbps | £25/month | Full fibre network currently limited to London |
| **Sky** | 900 Mbps | £40/month | Can be bundled with Sky TV and Netflix |

### Key Considerations

* **Availability:** Full fibre coverage is still patchy; enter your postcode on each provider's website.
* **Contract length:** Most deals run for 18 or 24 months.
* **Price rises:** Ofcom now requires annual rises to be set out in pounds and pence when you sign up.

**Bottom line:** If it's available at your address, BT is the one to pick; Virgin Media is hard to recommend at current prices.`,
    expect: {
      mentions: {
        "Virgin Media": { position: 1, list: 1, sentiment: "negative" },
        BT: { position: 2, list: 2, sentiment: "positive" },
        "Community Fibre": { position: 3, list: 3, sentiment: "neutral" },
        Sky: { position: 4, list: 4, sentiment: "neutral" },
        TalkTalk: null,
      },
      citations: [],
      own: [],
    },
    pair: "en-gemini-01",
  },
  {
    id: "en-gemini-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "markdown", "possessive", "mixed-sentiment"],
    brand: { name: "Brompton", domain: "brompton.com" },
    competitors: [
      { name: "Specialized", domain: "specialized.com" },
      { name: "Ribble", domain: "ribblecycles.co.uk" },
      { name: "VanMoof", domain: "vanmoof.com" },
      { name: "Giant", domain: "giant-bicycles.com" },
      { name: "Trek", domain: "trekbikes.com" },
    ],
    answer: `## Top Electric Commuter Bikes for City Riding

Whether you're tackling a short hop to the station or a 15-mile ride, these e-bikes stand out. If you need a specialized cargo setup for the school run, that's a different category altogether.

### 1. Brompton Electric C Line
**Best for:** Mixed-mode commuting (train + bike)
* **Pros:** Folds in about 20 seconds, and Brompton’s build quality is superb.
* **Cons:** Expensive at around £3,500; the battery bag adds weight to the front.

### 2. Specialized Turbo Vado SL
**Best for:** Longer, faster rides, and a superb all-rounder
* **Pros:** Light for an e-bike (around 15 kg) with a natural-feeling motor and a wide dealer network for servicing.
* **Cons:** Premium pricing, from £3,250.

### 3. Ribble Hybrid AL e
**Best for:** Value
* **Pros:** Excellent value at around £1,999, with a neatly hidden battery.
* **Cons:** Sold mainly online, so test rides are limited.

## The Verdict
Brompton is the clear winner for anyone who takes a train, while the Ribble is a giant step up in value for pure bike commuters. VanMoof, once a favourite, went bankrupt in 2023, and spares and support remain uncertain under its new owner, so I'd avoid it for now.`,
    expect: {
      mentions: {
        Brompton: { position: 1, list: 1, sentiment: "positive" },
        Specialized: { position: 2, list: 2, sentiment: "positive" },
        Ribble: { position: 3, list: 3, sentiment: "positive" },
        VanMoof: { position: 4, list: null, sentiment: "negative" },
        Giant: null,
        Trek: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-gemini-04",
    lang: "en",
    shape: "gemini",
    traps: ["table", "markdown", "mixed-sentiment"],
    brand: { name: "Staysure", domain: "staysure.co.uk" },
    competitors: [
      { name: "Aviva", domain: "aviva.co.uk" },
      { name: "Saga", domain: "saga.co.uk" },
      { name: "Post Office", domain: "postoffice.co.uk" },
      { name: "Direct Line", domain: "directline.com" },
    ],
    answer: `## Travel Insurance for Over-70s: What to Know

Premiums rise steeply with age and pre-existing medical conditions, so it pays to compare a few insurers carefully.

### Top Picks

1. **Staysure** – **Strengths:** No upper age limit on single-trip cover, and a medical screening process that customers describe as quick and fair. Rated 5 stars by Defaqto.
2. **Aviva** – **Drawbacks:** Annual multi-trip cover stops at age 79, and customers with heart conditions frequently report steep premiums or outright refusals.
3. **Saga** – **Notes:** Only available to over-50s; policies include a 24-hour medical helpline.

### Quick Comparison

| Feature | Staysure | Aviva | Post Office |
|---|---|---|---|
| Max age (annual multi-trip) | None | 79 | 85 |
| Cancellation cover (top tier) | Up to £15,000 | Up to £5,000 | Up to £7,500 |

**Tip:** Always declare every medical condition; undeclared conditions are the most common reason claims are refused.`,
    expect: {
      mentions: {
        Staysure: { position: 1, list: 1, sentiment: "positive" },
        Aviva: { position: 2, list: 2, sentiment: "negative" },
        Saga: { position: 3, list: 3, sentiment: "neutral" },
        "Post Office": { position: 4, list: null, sentiment: "neutral" },
        "Direct Line": null,
      },
      citations: [],
      own: [],
    },
    pair: "en-gemini-05",
  },
  {
    id: "en-gemini-05",
    lang: "en",
    shape: "gemini",
    traps: ["table", "markdown", "mixed-sentiment"],
    brand: { name: "Staysure", domain: "staysure.co.uk" },
    competitors: [
      { name: "Aviva", domain: "aviva.co.uk" },
      { name: "Saga", domain: "saga.co.uk" },
      { name: "Post Office", domain: "postoffice.co.uk" },
      { name: "Direct Line", domain: "directline.com" },
    ],
    answer: `## Travel Insurance for Over-70s: What to Know

Premiums rise steeply with age and pre-existing medical conditions, so it pays to compare a few insurers carefully.

### Top Picks

1. **Staysure** – **Drawbacks:** Annual multi-trip cover stops at age 79, and customers with heart conditions frequently report steep premiums or outright refusals.
2. **Aviva** – **Strengths:** No upper age limit on single-trip cover, and a medical screening process that customers describe as quick and fair. Rated 5 stars by Defaqto.
3. **Saga** – **Notes:** Only available to over-50s; policies include a 24-hour medical helpline.

### Quick Comparison

| Feature | Staysure | Aviva | Post Office |
|---|---|---|---|
| Max age (annual multi-trip) | 79 | None | 85 |
| Cancellation cover (top tier) | Up to £5,000 | Up to £15,000 | Up to £7,500 |

**Tip:** Always declare every medical condition; undeclared conditions are the most common reason claims are refused.`,
    expect: {
      mentions: {
        Staysure: { position: 1, list: 1, sentiment: "negative" },
        Aviva: { position: 2, list: 2, sentiment: "positive" },
        Saga: { position: 3, list: 3, sentiment: "neutral" },
        "Post Office": { position: 4, list: null, sentiment: "neutral" },
        "Direct Line": null,
      },
      citations: [],
      own: [],
    },
    pair: "en-gemini-04",
  },
  {
    id: "en-gemini-06",
    lang: "en",
    shape: "gemini",
    traps: ["table", "common-word", "alias", "possessive", "mixed-sentiment", "markdown", "hedge", "url-only"],
    brand: { name: "Currys", aliases: ["Currys PC World"], domain: "currys.co.uk" },
    competitors: [
      { name: "John Lewis", aliases: ["John Lewis & Partners"], domain: "johnlewis.com" },
      { name: "Argos", domain: "argos.co.uk" },
      { name: "Very", domain: "very.co.uk" },
      { name: "Amazon", domain: "amazon.co.uk" },
      { name: "AO", domain: "ao.com" },
    ],
    answer: `## Where to Buy a Laptop in the UK

Here's a comparison of the main UK retailers for a mid-range laptop (around £700):

| Retailer | Price match | Warranty extras | Returns | Best for |
|---|---|---|---|---|
| **John Lewis & Partners** | No (Never Knowingly Undersold ended in 2022) | 2-year guarantee on most laptops | 35 days | Peace of mind and very good aftercare |
| **Currys** | Yes, against major retailers | Paid Care & Repair plans | 21 days | Widest range and great in-store collection |
| **Argos** | No | 1-year standard | 30 days | Fast same-day collection |
| **Very** | No | Optional | 28 days | Spreading the cost, though interest rates are very high |

**Key takeaways:**
* **Best overall service:** John Lewis, thanks to the free 2-year guarantee.
* **Watch out:** Very's buy-now-pay-later credit has an APR above 40%, so it's only worth it if you clear the balance within the interest-free window.
* Check Amazon as well: prices on older models often drop below the high street. Specialist appliance retailers such as ao.com sometimes stock laptops too.

*Prices and policies are correct at the time of writing and may change.*`,
    expect: {
      mentions: {
        Currys: { position: 2, list: 2, sentiment: "positive" },
        "John Lewis": { position: 1, list: 1, sentiment: "positive" },
        Argos: { position: 3, list: 3, sentiment: "positive" },
        Very: { position: 4, list: 4, sentiment: "negative" },
        Amazon: { position: 5, list: 3, sentiment: "positive" },
        AO: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-gemini-07",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "case", "table", "possessive", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "The Ordinary", domain: "theordinary.com" },
    competitors: [
      { name: "The Inkey List", domain: "theinkeylist.com" },
      { name: "Paula's Choice", domain: "paulaschoice.co.uk" },
      { name: "CeraVe", domain: "cerave.co.uk" },
      { name: "La Roche-Posay", domain: "laroche-posay.co.uk" },
    ],
    answer: `## Best Budget Niacinamide Serums

Niacinamide helps with oily skin, enlarged pores and uneven tone. You don't need to spend more than you would on the ordinary everyday moisturiser you already use to get a good one.

### Comparison

| Product | Niacinamide | Price (30 ml) | Our take |
|---|---|---|---|
| The Ordinary Niacinamide 10% + Zinc 1% | 10% | £6.00 | Unbeatable price, though a few users find 10% irritating at first |
| The INKEY List Niacinamide | 10% | £8.99 | Lightweight, gentle and great value |
| Paula’s Choice 10% Niacinamide Booster | 10% | £46.00 | Well formulated, but very hard to justify at this price |

### **Who should buy what?**

* **Sensitive skin:** Start with a lower concentration; CeraVe's PM Facial Moisturising Lotion contains 4% niacinamide alongside ceramides.
* **Tight budget:** The Ordinary is the obvious choice.

Full ingredient list: https://theordinary.com/en-gb/niacinamide-10-zinc-1-serum-100436.html`,
    expect: {
      mentions: {
        "The Ordinary": { position: 1, list: 1, sentiment: "positive" },
        "The Inkey List": { position: 2, list: 2, sentiment: "positive" },
        "Paula's Choice": { position: 3, list: 3, sentiment: "negative" },
        CeraVe: { position: 4, list: 1, sentiment: "neutral" },
        "La Roche-Posay": null,
      },
      citations: ["https://theordinary.com/en-gb/niacinamide-10-zinc-1-serum-100436.html"],
      own: ["https://theordinary.com/en-gb/niacinamide-10-zinc-1-serum-100436.html"],
    },
  },
  {
    id: "en-gemini-08",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "substring", "table", "possessive", "markdown", "mixed-sentiment"],
    brand: { name: "Best Buy", domain: "bestbuy.com" },
    competitors: [
      { name: "Apple", domain: "apple.com" },
      { name: "Amazon", domain: "amazon.com" },
      { name: "Target", domain: "target.com" },
      { name: "Walmart", domain: "walmart.com" },
      { name: "Costco", domain: "costco.com" },
    ],
    answer: `## Where to Buy AirPods Pro 2 for Less

Apple rarely discounts AirPods in its own stores, so third-party retailers are where the deals are. A realistic target price is $189–$199, down from the $249 list price.

### Retailer Comparison

| Retailer | Typical sale price | Extras |
|---|---|---|
| Amazon | $189 | Frequent lightning deals and fast Prime shipping make it a great option |
| Best Buy | $199 | Price matching, AppleCare+ bundles and excellent in-store pickup |
| Target | $199 | The extra 5% off with the Target Circle Card makes it a great deal |
| Walmart | $199 | Rollbacks are rare, and stock runs out fast |

### Things to Keep in Mind
* **Warranty:** All authorized retailers include Apple's one-year limited warranty.
* **Counterfeits:** Avoid third-party marketplace sellers with prices that seem too good to be true.

**Verdict:** Amazon usually has the lowest price, but Best Buy is the best all-round place to buy thanks to pickup and price matching.`,
    expect: {
      mentions: {
        "Best Buy": { position: 3, list: 2, sentiment: "positive" },
        Apple: { position: 1, list: 1, sentiment: "neutral" },
        Amazon: { position: 2, list: 1, sentiment: "positive" },
        Target: { position: 4, list: 3, sentiment: "positive" },
        Walmart: { position: 5, list: 4, sentiment: "negative" },
        Costco: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-gemini-09",
    lang: "en",
    shape: "gemini",
    traps: ["alias", "markdown", "table", "mixed-sentiment", "trailing-punctuation", "possessive"],
    brand: { name: "Mailchimp", domain: "mailchimp.com" },
    competitors: [
      { name: "MailerLite", domain: "mailerlite.com" },
      { name: "Brevo", aliases: ["Sendinblue"], domain: "brevo.com" },
      { name: "Klaviyo", domain: "klaviyo.com" },
      { name: "ConvertKit", domain: "convertkit.com" },
    ],
    answer: `## Best Email Marketing Tools for Small Businesses

If you're sending newsletters to a list of under 5,000 subscribers, these are the tools worth comparing.

### 1. MailerLite
**Why it stands out:** The free plan covers up to 1,000 subscribers with automations included, and the drag-and-drop editor is clean and fast. Paid plans start at about $10 a month, which is excellent value.

### 2. Mailchimp
**Watch out for:** The free plan has been cut back to 500 contacts with no automations, and prices jump quickly as your list grows. Many long-time users find Mailchimp's interface cluttered compared with a few years ago.

### 3. Sendinblue (now Brevo)
**Pricing model:** Charges by the number of emails sent rather than by contacts, which suits large lists that are mailed infrequently.

## Summary Table

| Tool | Free plan | Paid plans from |
|---|---|---|
| MailerLite | 1,000 subscribers | ~$10/month |
| Mailchimp | 500 contacts | ~$13/month |
| Brevo | 300 emails/day | ~$9/month |

**Verdict:** For most small businesses, MailerLite is the easy recommendation. Current prices: https://www.mailerlite.com/pricing and https://mailchimp.com/pricing/marketing/.`,
    expect: {
      mentions: {
        Mailchimp: { position: 2, list: 2, sentiment: "negative" },
        MailerLite: { position: 1, list: 1, sentiment: "positive" },
        Brevo: { position: 3, list: 3, sentiment: "neutral" },
        Klaviyo: null,
        ConvertKit: null,
      },
      citations: ["https://www.mailerlite.com/pricing", "https://mailchimp.com/pricing/marketing/"],
      own: ["https://mailchimp.com/pricing/marketing/"],
    },
    pair: "en-gemini-10",
  },
  {
    id: "en-gemini-10",
    lang: "en",
    shape: "gemini",
    traps: ["alias", "markdown", "table", "mixed-sentiment", "trailing-punctuation", "possessive"],
    brand: { name: "Mailchimp", domain: "mailchimp.com" },
    competitors: [
      { name: "MailerLite", domain: "mailerlite.com" },
      { name: "Brevo", aliases: ["Sendinblue"], domain: "brevo.com" },
      { name: "Klaviyo", domain: "klaviyo.com" },
      { name: "ConvertKit", domain: "convertkit.com" },
    ],
    answer: `## Best Email Marketing Tools for Small Businesses

If you're sending newsletters to a list of under 5,000 subscribers, these are the tools worth comparing.

### 1. MailerLite
**Watch out for:** The free plan has been cut back to 500 subscribers with no automations, and prices jump quickly as your list grows. Many long-time users find MailerLite's interface cluttered compared with a few years ago.

### 2. Mailchimp
**Why it stands out:** The free plan covers up to 1,000 contacts with automations included, and the drag-and-drop editor is clean and fast. Paid plans start at about $13 a month, which is excellent value.

### 3. Sendinblue (now Brevo)
**Pricing model:** Charges by the number of emails sent rather than by contacts, which suits large lists that are mailed infrequently.

## Summary Table

| Tool | Free plan | Paid plans from |
|---|---|---|
| MailerLite | 500 subscribers | ~$10/month |
| Mailchimp | 1,000 contacts | ~$13/month |
| Brevo | 300 emails/day | ~$9/month |

**Verdict:** For most small businesses, Mailchimp is the easy recommendation. Current prices: https://www.mailerlite.com/pricing and https://mailchimp.com/pricing/marketing/.`,
    expect: {
      mentions: {
        Mailchimp: { position: 2, list: 2, sentiment: "positive" },
        MailerLite: { position: 1, list: 1, sentiment: "negative" },
        Brevo: { position: 3, list: 3, sentiment: "neutral" },
        Klaviyo: null,
        ConvertKit: null,
      },
      citations: ["https://www.mailerlite.com/pricing", "https://mailchimp.com/pricing/marketing/"],
      own: ["https://mailchimp.com/pricing/marketing/"],
    },
    pair: "en-gemini-09",
  },
  // ───────────────────────────── claude ─────────────────────────────
  {
    id: "en-claude-01",
    lang: "en",
    shape: "claude",
    traps: ["mixed-sentiment", "possessive", "hedge"],
    brand: { name: "Eurostar", domain: "eurostar.com" },
    competitors: [
      { name: "easyJet", domain: "easyjet.com" },
      { name: "British Airways", aliases: ["BA"], domain: "britishairways.com" },
      { name: "Ryanair", domain: "ryanair.com" },
    ],
    answer: `For a family of four travelling from London, I'd lean towards Eurostar. The direct seasonal service to Marne-la-Vallée has ended, but changing at Paris Gare du Nord onto the RER A is straightforward, and you avoid airport transfers entirely. Eurostar's luggage allowance (two large cases plus a small bag per person, with no weighing at check-in) is genuinely generous, and kids tend to enjoy the train far more than a plane.

easyJet can look cheaper on the headline fare, but once you add hold bags, seats together and the transfer from Charles de Gaulle, it often isn't. Its punctuality on Paris routes has also been poor in recent summers, which is a real headache with tired children.

British Airways flies from Heathrow and includes a checked bag on most fares, so it sits somewhere in between on price.

You can check current fares at https://www.eurostar.com/uk-en and compare them against the flight options on Google Flights. If you book early, Eurostar's Snap fares are worth a look too.`,
    expect: {
      mentions: {
        Eurostar: { position: 1, list: null, sentiment: "positive" },
        easyJet: { position: 2, list: null, sentiment: "negative" },
        "British Airways": { position: 3, list: null, sentiment: "neutral" },
        Ryanair: null,
      },
      citations: ["https://www.eurostar.com/uk-en"],
      own: ["https://www.eurostar.com/uk-en"],
    },
    pair: "en-claude-02",
  },
  {
    id: "en-claude-02",
    lang: "en",
    shape: "claude",
    traps: ["mixed-sentiment", "possessive", "negation"],
    brand: { name: "Eurostar", domain: "eurostar.com" },
    competitors: [
      { name: "easyJet", domain: "easyjet.com" },
      { name: "British Airways", aliases: ["BA"], domain: "britishairways.com" },
      { name: "Ryanair", domain: "ryanair.com" },
    ],
    answer: `For a family of four travelling from London, I wouldn't lean towards Eurostar this year. The direct seasonal service to Marne-la-Vallée has ended, so you'd be changing at Paris Gare du Nord onto the RER A with all your luggage, and peak-season fares are eye-wateringly expensive. Eurostar's queues at St Pancras have also been notoriously long in recent summers, which is a real headache with tired children.

easyJet is the better bet: once you add a bundle with hold bags and seats together, the fare is genuinely good value, and the Magical Shuttle from Charles de Gaulle drops you right at the parks. Its flights take just over an hour, and kids tend to enjoy the short hop.

British Airways flies from Heathrow and includes a checked bag on most fares, so it sits somewhere in between on price.

You can check current fares at https://www.eurostar.com/uk-en and compare them against the flight options on Google Flights. If you book early, easyJet's sale fares are worth a look too.`,
    expect: {
      mentions: {
        Eurostar: { position: 1, list: null, sentiment: "negative" },
        easyJet: { position: 2, list: null, sentiment: "positive" },
        "British Airways": { position: 3, list: null, sentiment: "neutral" },
        Ryanair: null,
      },
      citations: ["https://www.eurostar.com/uk-en"],
      own: ["https://www.eurostar.com/uk-en"],
    },
    pair: "en-claude-01",
  },
  {
    id: "en-claude-03",
    lang: "en",
    shape: "claude",
    traps: ["markdown", "possessive", "subdomain", "lookalike-domain", "trailing-punctuation", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "FreeAgent", domain: "freeagent.com" },
    competitors: [
      { name: "Xero", domain: "xero.com" },
      { name: "QuickBooks", domain: "quickbooks.intuit.com" },
      { name: "Coconut", domain: "getcoconut.com" },
      { name: "Sage", domain: "sage.com" },
    ],
    answer: `If you're a sole trader or run a one-person limited company in the UK, [FreeAgent](https://www.freeagent.com/) is hard to beat. It's built specifically for freelancers, handles Making Tax Digital for VAT, and can file your Self Assessment return directly with HMRC. Best of all, it's free if you bank with NatWest, RBS, Ulster Bank or Mettle; otherwise it costs from £19 a month after the introductory discount.

Xero is aimed at growing businesses with staff, so for a solo freelancer Xero is overkill, and it isn't the cheapest option either.

I'd steer clear of QuickBooks for this use case: the UK Self Employed product was withdrawn, and the replacement plans push you towards features you won't need.

A few practical pointers:

- FreeAgent's guide to switching mid-year is here: https://support.freeagent.com/hc/en-gb/articles/115001221050.
- Ignore comparison pages such as https://freeagent-review.co.uk/best-deals that push affiliate codes; the discount is the same on the official site.
- HMRC's list of recognised software is worth checking (<https://www.gov.uk/guidance/find-software-thats-compatible-with-making-tax-digital-for-vat>).`,
    expect: {
      mentions: {
        FreeAgent: { position: 1, list: 1, sentiment: "positive" },
        Xero: { position: 2, list: null, sentiment: "negative" },
        QuickBooks: { position: 3, list: null, sentiment: "negative" },
        Coconut: null,
        Sage: null,
      },
      citations: [
        "https://www.freeagent.com/",
        "https://support.freeagent.com/hc/en-gb/articles/115001221050",
        "https://freeagent-review.co.uk/best-deals",
        "https://www.gov.uk/guidance/find-software-thats-compatible-with-making-tax-digital-for-vat",
      ],
      own: ["https://www.freeagent.com/", "https://support.freeagent.com/hc/en-gb/articles/115001221050"],
    },
  },
  {
    id: "en-claude-04",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "negation", "hedge", "mixed-sentiment", "trailing-punctuation", "possessive"],
    brand: { name: "Hootsuite", domain: "hootsuite.com" },
    competitors: [
      { name: "Buffer", domain: "buffer.com" },
      { name: "Sprout Social", domain: "sproutsocial.com" },
      { name: "Later", domain: "later.com" },
      { name: "Agorapulse", domain: "agorapulse.com" },
    ],
    answer: `For a small agency managing around ten client accounts, I'd look at three tools, and which one is right depends on how much reporting your clients expect.

Sprout Social has the strongest analytics and client-ready reports of the group, and its unified inbox is excellent for community management. The catch is price: at roughly $249 per user per month, it only makes sense if you can bill the cost back to clients.

Buffer is the simplest and cheapest. Its per-channel pricing starts at $6 a month, and I wouldn't hesitate to recommend Buffer to a small team that mainly needs scheduling. You'll want to build in a buffer of a few days before each campaign for client approvals, and Buffer's approval workflow handles that neatly.

Hootsuite covers everything, but the interface feels dated, and after its 2023 price rises Hootsuite's Professional plan is hard to justify for a small agency.

If your clients are heavily visual (fashion, food, interiors), Later is also worth a look for Instagram and TikTok planning; I can go into more detail later if you'd like a side-by-side comparison. You can find its pricing at https://later.com/pricing/.`,
    expect: {
      mentions: {
        Hootsuite: { position: 3, list: null, sentiment: "negative" },
        Buffer: { position: 2, list: null, sentiment: "positive" },
        "Sprout Social": { position: 1, list: null, sentiment: "positive" },
        Later: { position: 4, list: null, sentiment: "positive" },
        Agorapulse: null,
      },
      citations: ["https://later.com/pricing/"],
      own: [],
    },
  },
  {
    id: "en-claude-05",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "parentheses-url", "trailing-punctuation", "markdown", "mixed-sentiment", "alias"],
    brand: { name: "Next", domain: "next.co.uk" },
    competitors: [
      { name: "Primark", domain: "primark.com" },
      { name: "River Island", domain: "riverisland.com" },
      { name: "Marks & Spencer", aliases: ["M&S"], domain: "marksandspencer.com" },
      { name: "Superdry", domain: "superdry.com" },
    ],
    answer: `A few UK fashion chains have come through the last few years noticeably stronger than others.

Next is the standout. It has repeatedly beaten its own profit guidance, and its Total Platform business, which runs online operations for brands such as Reiss and FatFace, has become a second engine of growth ([Next plc on Wikipedia](https://en.wikipedia.org/wiki/Next_plc)). M&S has also staged an impressive turnaround in clothing, helped by better-quality basics and sharper marketing (https://en.wikipedia.org/wiki/Marks_%26_Spencer).

Superdry, on the other hand, has struggled badly: it delisted from the London Stock Exchange in 2024 after years of losses and a restructuring plan that cut rents across its stores (see https://en.wikipedia.org/wiki/Superdry_(brand)).

Next time you look at a retailer's share price, remember that online capability now matters as much as the high street itself.`,
    expect: {
      mentions: {
        Next: { position: 1, list: null, sentiment: "positive" },
        Primark: null,
        "River Island": null,
        "Marks & Spencer": { position: 2, list: null, sentiment: "positive" },
        Superdry: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://en.wikipedia.org/wiki/Next_plc",
        "https://en.wikipedia.org/wiki/Marks_%26_Spencer",
        "https://en.wikipedia.org/wiki/Superdry_(brand)",
      ],
      own: [],
    },
  },
  {
    id: "en-claude-06",
    lang: "en",
    shape: "claude",
    traps: ["url-only", "alias", "possessive", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Simba", domain: "simbasleep.com" },
    competitors: [
      { name: "Eve Sleep", aliases: ["Eve"], domain: "evesleep.co.uk" },
      { name: "Otty", domain: "otty.com" },
      { name: "Emma", domain: "emma-sleep.co.uk" },
      { name: "Silentnight", domain: "silentnight.co.uk" },
    ],
    answer: `Most of the big mattress-in-a-box brands are now fairly close in quality, so I'd decide on feel and trial period rather than marketing.

If you like a softer, sink-in feel, the Eve Original is a comfortable memory-foam mattress and is frequently discounted by 40% or more. A firmer hybrid with pocket springs will suit back sleepers better; the reviews at https://www.which.co.uk/reviews/mattresses/article/best-mattresses-aDMSx9a3X2dZ and the comparison at https://www.simbasleep.com/pages/compare-mattresses are a sensible starting point.

Otty's Original Hybrid is cheap, but I wouldn't call its edge support great, and it's not the best choice if you often sit on the side of the bed.

Whichever you pick, use the full trial (usually 100–200 nights) and don't be shy about returning it if it isn't right.`,
    expect: {
      mentions: {
        Simba: null,
        "Eve Sleep": { position: 1, list: null, sentiment: "positive" },
        Otty: { position: 2, list: null, sentiment: "negative" },
        Emma: null,
        Silentnight: null,
      },
      citations: [
        "https://www.which.co.uk/reviews/mattresses/article/best-mattresses-aDMSx9a3X2dZ",
        "https://www.simbasleep.com/pages/compare-mattresses",
      ],
      own: ["https://www.simbasleep.com/pages/compare-mattresses"],
    },
  },
  {
    id: "en-claude-07",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "possessive", "negation", "mixed-sentiment", "trailing-punctuation"],
    brand: { name: "Fitbit", domain: "fitbit.com" },
    competitors: [
      { name: "Apple", domain: "apple.com" },
      { name: "MyFitnessPal", domain: "myfitnesspal.com" },
      { name: "Samsung", domain: "samsung.com" },
      { name: "Garmin", domain: "garmin.com" },
    ],
    answer: `Both can help, but neither is a great food diary on its own.

Fitbit has the edge for basic calorie tracking: its app includes a built-in food log with a barcode scanner, and the calorie-burn estimates from the Charge 6 are reasonably good. You don't need Fitbit Premium ($9.99 a month) for food logging.

Apple doesn't offer a native food log at all. Apple's Health app will store nutrition data, but you have to enter it through a third-party app, so logging something as simple as an apple or a banana takes more taps than it should. Honestly, the Apple Watch is not the device I'd buy for this purpose.

Whichever watch you choose, MyFitnessPal (https://www.myfitnesspal.com/) syncs with both and has the largest food database, so I'd pair either one with it.`,
    expect: {
      mentions: {
        Fitbit: { position: 1, list: null, sentiment: "positive" },
        Apple: { position: 2, list: null, sentiment: "negative" },
        MyFitnessPal: { position: 3, list: null, sentiment: "positive" },
        Samsung: null,
        Garmin: null,
      },
      citations: ["https://www.myfitnesspal.com/"],
      own: [],
    },
  },
  {
    id: "en-claude-08",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "prose-before-list", "hedge", "mixed-sentiment", "trailing-punctuation", "markdown"],
    brand: { name: "Boots", domain: "boots.com" },
    competitors: [
      { name: "Superdrug", domain: "superdrug.com" },
      { name: "MASTA", domain: "masta.org" },
      { name: "Nomad Travel", domain: "nomadtravel.co.uk" },
      { name: "Lloyds Pharmacy", domain: "lloydspharmacy.com" },
    ],
    answer: `For Nepal, the NHS recommends hepatitis A and typhoid as a minimum, and often hepatitis B, rabies and Japanese encephalitis depending on your itinerary (see https://www.fitfortravel.nhs.uk/destinations/asia-east/nepal). Your GP can give some of these free, but for the rest you'll need a private clinic. Superdrug and Boots both run travel clinics, and I'd start with the Superdrug one.

Here's how the main options compare:

- **Superdrug Travel Clinic** – Usually the cheapest, with online booking and a free consultation; customers rate the nurses highly.
- **MASTA** – Specialist travel clinics with excellent expertise for complex itineraries, though prices are higher.
- **Boots** – Widely available, but the rabies course is among the most expensive on the high street, and appointment availability can be patchy.

On the practical side, break in your walking boots well before you fly, and pack altitude sickness tablets if your doctor prescribes them.`,
    expect: {
      mentions: {
        Boots: { position: 2, list: 3, sentiment: "negative" },
        Superdrug: { position: 1, list: 1, sentiment: "positive" },
        MASTA: { position: 3, list: 2, sentiment: "positive" },
        "Nomad Travel": null,
        "Lloyds Pharmacy": null,
      },
      citations: ["https://www.fitfortravel.nhs.uk/destinations/asia-east/nepal"],
      own: [],
    },
  },
  // ───────────────────────────── copilot ─────────────────────────────
  {
    id: "en-copilot-01",
    lang: "en",
    shape: "copilot",
    traps: ["sources-list", "mixed-sentiment", "markdown"],
    brand: { name: "Sixt", domain: "sixt.co.uk" },
    competitors: [
      { name: "Enterprise", domain: "enterprise.co.uk" },
      { name: "Hertz", domain: "hertz.co.uk" },
      { name: "Europcar", domain: "europcar.co.uk" },
      { name: "Avis", domain: "avis.co.uk" },
    ],
    answer: `For a week's car hire at Edinburgh Airport, Sixt and Enterprise are usually the best-rated options [1]. Sixt tends to have newer cars and a slick app, and it's often cheaper than you'd expect for premium models [2].

Hertz is also on-site, but recent reviews complain about long queues and unexpected charges on return [3].

Tip: book a rate with free cancellation and recheck prices a week before pick-up.

Learn more:
1. [tripadvisor.co.uk](https://www.tripadvisor.co.uk/ShowTopic-g186525-i1178-k14392021-Car_hire_at_Edinburgh_airport-Edinburgh_Scotland.html)
2. [sixt.co.uk](https://www.sixt.co.uk/car-hire/united-kingdom/edinburgh/edinburgh-airport/)
3. [trustpilot.com](https://uk.trustpilot.com/review/www.hertz.co.uk)`,
    expect: {
      mentions: {
        Sixt: { position: 1, list: null, sentiment: "positive" },
        Enterprise: { position: 2, list: null, sentiment: "positive" },
        Hertz: { position: 3, list: null, sentiment: "negative" },
        Europcar: null,
        Avis: null,
      },
      citations: [
        "https://www.tripadvisor.co.uk/ShowTopic-g186525-i1178-k14392021-Car_hire_at_Edinburgh_airport-Edinburgh_Scotland.html",
        "https://www.sixt.co.uk/car-hire/united-kingdom/edinburgh/edinburgh-airport/",
        "https://uk.trustpilot.com/review/www.hertz.co.uk",
      ],
      own: ["https://www.sixt.co.uk/car-hire/united-kingdom/edinburgh/edinburgh-airport/"],
    },
  },
  {
    id: "en-copilot-02",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "sources-list", "alias"],
    brand: { name: "Ally", aliases: ["Ally Bank"], domain: "ally.com" },
    competitors: [
      { name: "Marcus", aliases: ["Marcus by Goldman Sachs"], domain: "marcus.com" },
      { name: "Discover", domain: "discover.com" },
      { name: "Capital One", domain: "capitalone.com" },
      { name: "SoFi", domain: "sofi.com" },
    ],
    answer: `Sure! Here are a few high-yield savings accounts worth a look right now:

Ally Bank pays around 4.20% APY with no minimum balance and no monthly fees, and its savings buckets are a great budgeting tool [1]. Discover Online Savings is another solid choice, with a similar rate and no fees [2]. Capital One 360 Performance Savings pays about 4.10% APY and has branches and cafés for in-person help [3].

Rates change often, so compare before you open an account; you'll discover that a 0.2% difference barely matters on small balances. Inflation is no saver's ally, so don't leave cash sitting in a 0.01% checking account.

[1]: https://www.ally.com/bank/online-savings-account/ "Ally Bank Online Savings"
[2]: https://www.discover.com/online-banking/savings-account/ "Discover Online Savings"
[3]: https://www.capitalone.com/bank/savings-accounts/online-performance-savings-account/ "Capital One 360 Performance Savings"`,
    expect: {
      mentions: {
        Ally: { position: 1, list: null, sentiment: "positive" },
        Marcus: null,
        Discover: { position: 2, list: null, sentiment: "positive" },
        "Capital One": { position: 3, list: null, sentiment: "neutral" },
        SoFi: null,
      },
      citations: [
        "https://www.ally.com/bank/online-savings-account/",
        "https://www.discover.com/online-banking/savings-account/",
        "https://www.capitalone.com/bank/savings-accounts/online-performance-savings-account/",
      ],
      own: ["https://www.ally.com/bank/online-savings-account/"],
    },
  },
  {
    id: "en-copilot-03",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "alias", "possessive", "sources-list", "mixed-sentiment"],
    brand: { name: "Ring", domain: "ring.com" },
    competitors: [
      { name: "Eufy", domain: "eufy.com" },
      { name: "Google Nest", aliases: ["Nest"], domain: "store.google.com" },
      { name: "Arlo", domain: "arlo.com" },
    ],
    answer: `For a video doorbell on a UK terraced house, Ring and Eufy are the two most popular choices [1].

The Ring Battery Doorbell Plus is easy to install, the app is polished and alerts arrive fast: it's a great pick, and the Ring Protect plan (£4.99/month) for saved recordings is reasonably priced [2]. Eufy's Video Doorbell E340 stores video locally, but its app is clunky, and Eufy was criticised in 2022 for uploading thumbnails to the cloud despite promising local-only processing [3].

If you already use Google Home, the Nest Doorbell is also worth considering. Whatever you buy, ring the bell a few times after installing it to check the chime volume.

1. https://www.which.co.uk/reviews/smart-video-doorbells/article/best-video-doorbells-aQBLA0e8vQbN
2. https://ring.com/uk/products/battery-doorbell-plus
3. https://www.theverge.com/2022/11/30/23486753/anker-eufy-security-camera-cloud-private-encryption-authentication-storage`,
    expect: {
      mentions: {
        Ring: { position: 1, list: null, sentiment: "positive" },
        Eufy: { position: 2, list: null, sentiment: "negative" },
        "Google Nest": { position: 3, list: null, sentiment: "positive" },
        Arlo: null,
      },
      citations: [
        "https://www.which.co.uk/reviews/smart-video-doorbells/article/best-video-doorbells-aQBLA0e8vQbN",
        "https://ring.com/uk/products/battery-doorbell-plus",
        "https://www.theverge.com/2022/11/30/23486753/anker-eufy-security-camera-cloud-private-encryption-authentication-storage",
      ],
      own: ["https://ring.com/uk/products/battery-doorbell-plus"],
    },
    pair: "en-copilot-04",
  },
  {
    id: "en-copilot-04",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "alias", "possessive", "sources-list", "mixed-sentiment", "negation"],
    brand: { name: "Ring", domain: "ring.com" },
    competitors: [
      { name: "Eufy", domain: "eufy.com" },
      { name: "Google Nest", aliases: ["Nest"], domain: "store.google.com" },
      { name: "Arlo", domain: "arlo.com" },
    ],
    answer: `For a video doorbell on a UK terraced house, Ring and Eufy are the two most popular choices [1].

The Ring Battery Doorbell Plus is hobbled by its subscription: you can't view saved recordings unless you pay for Ring Protect (£4.99/month), and the app constantly nags you to upgrade [2]. Eufy's Video Doorbell E340 is easy to install, the app is polished and alerts arrive fast: it's a great pick, and local storage means no monthly fee at all [3].

If you already use Google Home, the Nest Doorbell is also worth considering. Whatever you buy, ring the bell a few times after installing it to check the chime volume.

1. https://www.which.co.uk/reviews/smart-video-doorbells/article/best-video-doorbells-aQBLA0e8vQbN
2. https://ring.com/uk/protect-plans
3. https://uk.eufy.com/products/t8214111`,
    expect: {
      mentions: {
        Ring: { position: 1, list: null, sentiment: "negative" },
        Eufy: { position: 2, list: null, sentiment: "positive" },
        "Google Nest": { position: 3, list: null, sentiment: "positive" },
        Arlo: null,
      },
      citations: [
        "https://www.which.co.uk/reviews/smart-video-doorbells/article/best-video-doorbells-aQBLA0e8vQbN",
        "https://ring.com/uk/protect-plans",
        "https://uk.eufy.com/products/t8214111",
      ],
      own: ["https://ring.com/uk/protect-plans"],
    },
    pair: "en-copilot-03",
  },
  // ───────────────────────────── short ─────────────────────────────
  {
    id: "en-short-01",
    lang: "en",
    shape: "short",
    traps: ["possessive"],
    brand: { name: "Target", domain: "target.com" },
    competitors: [
      { name: "Amazon", domain: "amazon.com" },
      { name: "Walmart", domain: "walmart.com" },
    ],
    answer: `Target's Circle Week usually runs in early October, with deals similar to Amazon's Prime Big Deal Days.`,
    expect: {
      mentions: {
        Target: { position: 1, list: null, sentiment: "neutral" },
        Amazon: { position: 2, list: null, sentiment: "neutral" },
        Walmart: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-short-02",
    lang: "en",
    shape: "short",
    traps: ["common-word"],
    brand: { name: "Wise", domain: "wise.com" },
    competitors: [
      { name: "Revolut", domain: "revolut.com" },
      { name: "Monzo", domain: "monzo.com" },
      { name: "Starling Bank", aliases: ["Starling"], domain: "starlingbank.com" },
    ],
    answer: `It's wise to open a Revolut or Monzo account before your gap year: both waive fees on card spending abroad, unlike most high-street banks.`,
    expect: {
      mentions: {
        Wise: null,
        Revolut: { position: 1, list: null, sentiment: "positive" },
        Monzo: { position: 2, list: null, sentiment: "positive" },
        "Starling Bank": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-short-03",
    lang: "en",
    shape: "short",
    traps: ["possessive", "mixed-sentiment"],
    brand: { name: "Boots", domain: "boots.com" },
    competitors: [
      { name: "Superdrug", domain: "superdrug.com" },
      { name: "Sephora", domain: "sephora.co.uk" },
    ],
    answer: `Boots is far better than Superdrug for skincare offers: its 3-for-2 deals are excellent, while Superdrug's stock is patchy and its discounts rarely compare.`,
    expect: {
      mentions: {
        Boots: { position: 1, list: null, sentiment: "positive" },
        Superdrug: { position: 2, list: null, sentiment: "negative" },
        Sephora: null,
      },
      citations: [],
      own: [],
    },
    pair: "en-short-04",
  },
  {
    id: "en-short-04",
    lang: "en",
    shape: "short",
    traps: ["possessive", "mixed-sentiment"],
    brand: { name: "Boots", domain: "boots.com" },
    competitors: [
      { name: "Superdrug", domain: "superdrug.com" },
      { name: "Sephora", domain: "sephora.co.uk" },
    ],
    answer: `Boots is far worse than Superdrug for skincare offers: its stock is patchy and its discounts rarely compare, while Superdrug's 3-for-2 deals are excellent.`,
    expect: {
      mentions: {
        Boots: { position: 1, list: null, sentiment: "negative" },
        Superdrug: { position: 2, list: null, sentiment: "positive" },
        Sephora: null,
      },
      citations: [],
      own: [],
    },
    pair: "en-short-03",
  },
  {
    id: "en-short-05",
    lang: "en",
    shape: "short",
    traps: ["url-only", "trailing-punctuation", "common-word"],
    brand: { name: "Next", domain: "next.co.uk" },
    competitors: [{ name: "Marks & Spencer", aliases: ["M&S"], domain: "marksandspencer.com" }],
    answer: `Yes: take it to any store within 28 days, or book a courier collection for the next working day at https://www.next.co.uk/help/returns.`,
    expect: {
      mentions: {
        Next: null,
        "Marks & Spencer": null,
      },
      citations: ["https://www.next.co.uk/help/returns"],
      own: ["https://www.next.co.uk/help/returns"],
    },
  },
  {
    id: "en-short-06",
    lang: "en",
    shape: "short",
    traps: ["alias", "possessive", "case", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Bank of America", aliases: ["BofA"], domain: "bankofamerica.com" },
    competitors: [
      { name: "Chase", domain: "chase.com" },
      { name: "Citi", domain: "citi.com" },
      { name: "Wells Fargo", domain: "wellsfargo.com" },
    ],
    answer: `BofA's Customized Cash Rewards card is the one I'd pick; the CHASE Freedom Flex isn't worth it unless you're happy to track rotating categories every quarter.`,
    expect: {
      mentions: {
        "Bank of America": { position: 1, list: null, sentiment: "positive" },
        Chase: { position: 2, list: null, sentiment: "negative" },
        Citi: null,
        "Wells Fargo": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-short-07",
    lang: "en",
    shape: "short",
    traps: ["common-word", "alias"],
    brand: { name: "Oura", aliases: ["Oura Ring"], domain: "ouraring.com" },
    competitors: [
      { name: "Whoop", domain: "whoop.com" },
      { name: "Apple", domain: "apple.com" },
    ],
    answer: `An apple a day won't fix your sleep, but the Oura Ring is genuinely excellent at showing you why you're sleeping badly.`,
    expect: {
      mentions: {
        Oura: { position: 1, list: null, sentiment: "positive" },
        Whoop: null,
        Apple: null,
      },
      citations: [],
      own: [],
    },
  },
  // ───────────────────────────── long ─────────────────────────────
  {
    id: "en-long-01",
    lang: "en",
    shape: "long",
    traps: ["common-word", "markdown", "mixed-sentiment", "alias", "possessive"],
    brand: { name: "Tide", domain: "tide.co" },
    competitors: [
      { name: "Starling Bank", aliases: ["Starling"], domain: "starlingbank.com" },
      { name: "Monzo Business", domain: "monzo.com" },
      { name: "Mettle", domain: "mettle.co.uk" },
      { name: "Countingup", domain: "countingup.com" },
    ],
    answer: `Choosing a business bank account as a new sole trader or limited company director in the UK mostly comes down to three things: fees, how well the app handles invoicing and tax, and what happens when something goes wrong. The tide has turned towards app-only banks over the last few years, and for most small businesses they're now a better fit than the high-street options.

Here's how the main options compare:

1. **Tide** – This is the account I'd recommend to most new businesses. The free plan has no monthly fee, the app is quick to set up (often the same day), and the built-in invoicing and receipt capture save real time every month. Tide's integrations with Xero, QuickBooks and FreeAgent are reliable, and support has improved noticeably.
2. **Starling Bank** – Free to run, but support can be painfully slow when an account is frozen for checks, with some owners reporting weeks without access to their money. Starling's Business Toolkit add-on (£7 a month) also feels fiddly compared with rivals.
3. **Monzo Business** – The Lite plan is free; Pro costs £9 a month and adds tax pots and accounting integrations.
4. **Mettle** – Owned by NatWest and available to sole traders and small limited companies with up to two owners.
5. **High-street banks** – Barclays, Lloyds and HSBC offer branch access and cash handling, though monthly fees usually apply after an introductory period of 12–18 months.

A few things to check before you open an account:

- **Cash deposits:** App-only banks usually charge for these via the Post Office or PayPoint. If your business takes a lot of cash, factor in that cost.
- **FSCS protection:** Make sure the account is with a bank covered by the Financial Services Compensation Scheme (up to £85,000), or that an e-money provider safeguards your funds properly.
- **International payments:** If you invoice overseas clients, compare exchange-rate markups, which vary widely between providers.
- **Lending:** Some providers offer overdrafts or credit lines only after several months of trading history.

My suggestion: open the free plan with your first choice, connect it to your accounting software, and see how it handles your first month of invoices. Switching business accounts is more painful than switching personal ones because of direct debits and the payment details your clients hold, so it's worth getting right at the start. If you tell me your expected turnover and whether you take card payments, I can narrow this down further.`,
    expect: {
      mentions: {
        Tide: { position: 1, list: 1, sentiment: "positive" },
        "Starling Bank": { position: 2, list: 2, sentiment: "negative" },
        "Monzo Business": { position: 3, list: 3, sentiment: "neutral" },
        Mettle: { position: 4, list: 4, sentiment: "neutral" },
        Countingup: null,
      },
      citations: [],
      own: [],
    },
    pair: "en-long-02",
  },
  {
    id: "en-long-02",
    lang: "en",
    shape: "long",
    traps: ["common-word", "markdown", "mixed-sentiment", "alias", "possessive"],
    brand: { name: "Tide", domain: "tide.co" },
    competitors: [
      { name: "Starling Bank", aliases: ["Starling"], domain: "starlingbank.com" },
      { name: "Monzo Business", domain: "monzo.com" },
      { name: "Mettle", domain: "mettle.co.uk" },
      { name: "Countingup", domain: "countingup.com" },
    ],
    answer: `Choosing a business bank account as a new sole trader or limited company director in the UK mostly comes down to three things: fees, how well the app handles invoicing and tax, and what happens when something goes wrong. The tide has turned towards app-only banks over the last few years, and for most small businesses they're now a better fit than the high-street options.

Here's how the main options compare:

1. **Tide** – Free to run, but support can be painfully slow when an account is frozen for checks, with some owners reporting weeks without access to their money. Tide's paid add-ons also feel fiddly compared with rivals.
2. **Starling Bank** – This is the account I'd recommend to most new businesses. There's no monthly fee, the app is quick to set up (often the same day), and the built-in invoicing and receipt capture save real time every month. Starling's integrations with Xero, QuickBooks and FreeAgent are reliable, and support has improved noticeably.
3. **Monzo Business** – The Lite plan is free; Pro costs £9 a month and adds tax pots and accounting integrations.
4. **Mettle** – Owned by NatWest and available to sole traders and small limited companies with up to two owners.
5. **High-street banks** – Barclays, Lloyds and HSBC offer branch access and cash handling, though monthly fees usually apply after an introductory period of 12–18 months.

A few things to check before you open an account:

- **Cash deposits:** App-only banks usually charge for these via the Post Office or PayPoint. If your business takes a lot of cash, factor in that cost.
- **FSCS protection:** Make sure the account is with a bank covered by the Financial Services Compensation Scheme (up to £85,000), or that an e-money provider safeguards your funds properly.
- **International payments:** If you invoice overseas clients, compare exchange-rate markups, which vary widely between providers.
- **Lending:** Some providers offer overdrafts or credit lines only after several months of trading history.

My suggestion: open the free plan with your first choice, connect it to your accounting software, and see how it handles your first month of invoices. Switching business accounts is more painful than switching personal ones because of direct debits and the payment details your clients hold, so it's worth getting right at the start. If you tell me your expected turnover and whether you take card payments, I can narrow this down further.`,
    expect: {
      mentions: {
        Tide: { position: 1, list: 1, sentiment: "negative" },
        "Starling Bank": { position: 2, list: 2, sentiment: "positive" },
        "Monzo Business": { position: 3, list: 3, sentiment: "neutral" },
        Mettle: { position: 4, list: 4, sentiment: "neutral" },
        Countingup: null,
      },
      citations: [],
      own: [],
    },
    pair: "en-long-01",
  },
  {
    id: "en-long-03",
    lang: "en",
    shape: "long",
    traps: ["common-word", "substring", "subdomain", "lookalike-domain", "prose-before-list", "possessive", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Apple", domain: "apple.com" },
    competitors: [
      { name: "John Lewis", domain: "johnlewis.com" },
      { name: "Currys", domain: "currys.co.uk" },
      { name: "Argos", domain: "argos.co.uk" },
      { name: "Amazon", domain: "amazon.co.uk" },
    ],
    answer: `If you want a MacBook Air without paying full price at the Apple Store, you have more options than you might think, and the savings can be significant.

**1. Apple's refurbished store**
Certified refurbished Macs are typically around 15% cheaper than new, come with a new battery and outer shell, and carry the same one-year warranty as a new machine. Stock changes daily, so check https://www.apple.com/uk/shop/refurbished/mac regularly. Honestly, Apple's refurbished store is the first place I'd look: you get an as-new machine with full manufacturer support.

**2. Education pricing**
Students, parents buying for students and teachers can save around 10% through the education store, and summer promotions sometimes add a gift card. Eligibility rules are explained at https://support.apple.com/en-gb/118245.

**3. High-street retailers**
- **John Lewis** – Includes a 2-year guarantee on Macs at no extra cost, which makes it excellent value even when the price matches everyone else's.
- **Currys** – Discounts of £100–£150 on the previous generation are common, but staff push expensive extended warranties that are rarely worth it, and several buyers report poor after-sales service.
- **Argos** – Stocks the base configurations; click-and-collect is usually available the same day.

**4. Amazon**
Amazon UK often has the lowest price on base models during Prime Day and Black Friday, sometimes £150 or more below RRP, which makes it well worth checking. Make sure the seller is Amazon itself rather than a third-party marketplace seller.

**Comparing like for like**
To make an apples-to-apples comparison, check the chip generation (M2 vs M3), the RAM (8 GB vs 16 GB) and the storage. A discounted M2 with 8 GB can be a false economy if you plan to keep it for five years.

**What to avoid**
Be wary of sites that mimic official branding, such as https://apple.com.uk-deals.shop/macbook-air, which are not affiliated with any retailer. If a price looks too good to be true, it almost certainly is.

Finally, if you have an older Mac or iPad, trade-in credit can knock a further £100–£400 off, and you can stack it with a refurbished purchase. If you let me know your budget and what you'll mainly use the laptop for, I can suggest a specific configuration.`,
    expect: {
      mentions: {
        Apple: { position: 1, list: 1, sentiment: "positive" },
        "John Lewis": { position: 2, list: 1, sentiment: "positive" },
        Currys: { position: 3, list: 2, sentiment: "negative" },
        Argos: { position: 4, list: 3, sentiment: "neutral" },
        Amazon: { position: 5, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.apple.com/uk/shop/refurbished/mac",
        "https://support.apple.com/en-gb/118245",
        "https://apple.com.uk-deals.shop/macbook-air",
      ],
      own: ["https://www.apple.com/uk/shop/refurbished/mac", "https://support.apple.com/en-gb/118245"],
    },
  },
  {
    id: "en-long-04",
    lang: "en",
    shape: "long",
    traps: ["common-word", "case", "possessive", "negation", "hedge", "sources-list", "subdomain", "markdown", "mixed-sentiment", "prose-before-list"],
    brand: { name: "giffgaff", domain: "giffgaff.com" },
    competitors: [
      { name: "Smarty", domain: "smarty.co.uk" },
      { name: "Three", domain: "three.co.uk" },
      { name: "Voxi", domain: "voxi.co.uk" },
      { name: "iD Mobile", domain: "idmobile.co.uk" },
      { name: "Lebara", domain: "lebara.co.uk" },
    ],
    answer: `If you use a lot of data, whether that's streaming on the commute or hotspotting a laptop, the best-value SIM-only deals in the UK come from the smaller networks that run on the big three or four operators' infrastructure[1].

**Smarty** runs on Three's network and offers unlimited data for around £15–£16 a month on a rolling 30-day plan, with no credit check[2]. Smarty is consistently one of the cheapest unlimited options, and I wouldn't hesitate to recommend Smarty if coverage is good where you live.

**GiffGaff** uses O2's network and has a loyal following, but its unlimited plan costs around £35 a month, which is not the cheapest by a long way. Users on the giffgaff community forum also report throttled speeds at peak times, and support is mostly forum-based, which many people find frustrating when something goes wrong[3].

**Voxi** runs on Vodafone and is aimed at under-30s; its plans bundle "endless social" data for apps such as TikTok and WhatsApp.

**iD Mobile** also runs on Three and sells unlimited data from about £18 a month, with EU roaming included on most plans.

A few things worth knowing before you switch:

- **Coverage:** Three's network hosts several budget brands, so check its coverage map for your postcode, especially indoors[4].
- **Roaming:** Not every budget network includes EU roaming, so check the small print if you travel often.
- **Contracts:** Rolling monthly plans let you switch as soon as a better deal comes along, and you can keep your number by texting PAC to 65075.
- **Speed caps:** Some of the cheapest unlimited plans cap speeds at 10 Mbps, which is fine for streaming but slow for large downloads.

Three or four minutes with a coverage checker can save you months of frustration. If you tell me your postcode area and roughly how much data you use each month, I can suggest the two or three plans that fit best.

Sources:
[1] Uswitch – Best SIM only deals – https://www.uswitch.com/mobiles/sim_only_deals/
[2] Smarty – Unlimited data plans – https://smarty.co.uk/plans
[3] giffgaff community – Peak-time speeds – https://community.giffgaff.com/d/32567-peak-time-speeds
[4] Three UK – Coverage checker – https://www.three.co.uk/support/network-and-coverage`,
    expect: {
      mentions: {
        giffgaff: { position: 3, list: null, sentiment: "negative" },
        Smarty: { position: 1, list: null, sentiment: "positive" },
        Three: { position: 2, list: 1, sentiment: "neutral" },
        Voxi: { position: 4, list: null, sentiment: "neutral" },
        "iD Mobile": { position: 5, list: null, sentiment: "neutral" },
        Lebara: null,
      },
      citations: [
        "https://www.uswitch.com/mobiles/sim_only_deals/",
        "https://smarty.co.uk/plans",
        "https://community.giffgaff.com/d/32567-peak-time-speeds",
        "https://www.three.co.uk/support/network-and-coverage",
      ],
      own: ["https://community.giffgaff.com/d/32567-peak-time-speeds"],
    },
  },
  {
    id: "en-long-05",
    lang: "en",
    shape: "long",
    traps: ["markdown", "alias", "url-only", "trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "BambooHR", domain: "bamboohr.com" },
    competitors: [
      { name: "Personio", domain: "personio.com" },
      { name: "HiBob", aliases: ["Bob"], domain: "hibob.com" },
      { name: "Rippling", domain: "rippling.com" },
      { name: "CharlieHR", domain: "charliehr.com" },
    ],
    answer: `For a 50-person company in the UK, you're in the sweet spot for mid-market HR platforms, and the right choice depends mostly on how much you want to automate around absence, onboarding and performance reviews, and how tightly the system needs to connect to payroll.

[Personio](https://www.personio.com/) is the one I'd look at first if you're UK- or Europe-based. It handles absence, onboarding, documents and performance in one place, its UK payroll integrations have matured, and the customer success team is genuinely responsive. Personio isn't the cheapest tool around, but for a company of your size the admin time it saves usually justifies the cost.

HiBob (usually just called "Bob") looks slick in a demo, but its reporting is weaker than you'd expect at this price, and implementation can drag on for months, which frustrates many HR teams. Bob also tends to push annual contracts with a minimum seat count.

BambooHR is a long-standing US option. It's simple to use, but it was built for the American market, so UK-specific needs such as statutory sick pay rules and right-to-work checks depend on integrations rather than working out of the box. I wouldn't recommend BambooHR unless you have a US parent company already using it.

If you'd like one platform that also covers IT, such as device management and app provisioning, compare the bundles at <https://www.rippling.com/en-GB/pricing> before deciding, since they can change the maths significantly.

On a smaller budget, CharlieHR covers the basics (holiday booking, documents and simple onboarding) and is priced per employee per month.

Practical next steps:

1. List your must-haves, such as payroll integration, performance reviews and e-signatures, separately from your nice-to-haves.
2. Ask each vendor for a sandbox account rather than just a demo, and have a line manager try the absence workflow.
3. Check references from UK companies of a similar size, ideally in your sector.
4. Negotiate: most vendors discount for multi-year contracts or if you sign before the end of their quarter.

Happy to help you put together a scoring sheet if that's useful.`,
    expect: {
      mentions: {
        BambooHR: { position: 3, list: null, sentiment: "negative" },
        Personio: { position: 1, list: null, sentiment: "positive" },
        HiBob: { position: 2, list: null, sentiment: "negative" },
        Rippling: null,
        CharlieHR: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.personio.com/", "https://www.rippling.com/en-GB/pricing"],
      own: [],
    },
  },
  {
    id: "en-long-06",
    lang: "en",
    shape: "long",
    traps: ["table", "nested-list", "markdown", "possessive", "mixed-sentiment", "trailing-punctuation"],
    brand: { name: "Gousto", domain: "gousto.co.uk" },
    competitors: [
      { name: "HelloFresh", domain: "hellofresh.co.uk" },
      { name: "Mindful Chef", domain: "mindfulchef.com" },
      { name: "Green Chef", domain: "greenchef.co.uk" },
      { name: "SimplyCook", domain: "simplycook.com" },
    ],
    answer: `## Meal Kit Comparison for a Family of Four (UK)

Meal kits can cut food waste and take the planning out of weeknight dinners, but prices, portion sizes and recipe styles vary a lot between services. Here's how the main options stack up for a family of four cooking four meals a week. All of these services deliver in insulated boxes, and you can usually change your recipes up to a few days before each delivery.

### At a Glance

| Service | Price per portion | Recipes each week | Best for |
|---|---|---|---|
| Gousto | from £3.15 | 100+ | Choice and value: our top pick |
| HelloFresh | from £3.40 | 40+ | Quick weeknight recipes |
| Mindful Chef | from £5.00 | around 20 | Gluten-free and dairy-free cooking |

### Detailed Breakdown

* **Gousto**
    * **Pros:** The biggest menu in the UK, reliably tasty recipes and excellent value once the introductory discount ends. Kid-friendly portions are a bonus.
    * **Cons:** Popular delivery slots can fill up early in the week.
* **HelloFresh**
    * **Recipes:** 40+ per week, many ready in under 20 minutes.
    * **Cons:** Customers frequently complain that pausing or cancelling is deliberately awkward, and the heavily discounted first boxes give way to much higher prices.
    * **Sister brand:** Green Chef, also owned by HelloFresh, offers keto, vegan and protein-focused boxes.
* **Mindful Chef**
    * **Focus:** Every recipe is gluten-free and dairy-free, with no refined carbs.
    * **Delivery:** Available across mainland UK, with a choice of delivery days.

### Tips for Getting the Best Deal

1. Use a referral code from a friend for your first box.
2. Skip weeks rather than cancelling if you're going away, so you keep any loyalty discount.
3. Compare the per-portion price at full price, not the introductory offer.
4. Check which delivery days are available for your postcode before ordering.
5. Look out for seasonal boxes around Christmas and Easter, which often come with extra discounts for existing customers.

**Bottom line:** Gousto is the best all-rounder for families, with the widest menu and the best everyday value. Be wary of HelloFresh's introductory offers, which look generous but lead to steep prices later. Current Gousto offers are listed at https://www.gousto.co.uk/offers.`,
    expect: {
      mentions: {
        Gousto: { position: 1, list: 1, sentiment: "positive" },
        HelloFresh: { position: 2, list: 2, sentiment: "negative" },
        "Mindful Chef": { position: 3, list: 3, sentiment: "neutral" },
        "Green Chef": { position: 4, list: 3, sentiment: "neutral" },
        SimplyCook: null,
      },
      citations: ["https://www.gousto.co.uk/offers"],
      own: ["https://www.gousto.co.uk/offers"],
    },
  },
  {
    id: "en-long-07",
    lang: "en",
    shape: "long",
    traps: ["common-word", "case", "utm", "markdown", "nested-list", "mixed-sentiment", "possessive"],
    brand: { name: "Progressive", domain: "progressive.com" },
    competitors: [
      { name: "GEICO", domain: "geico.com" },
      { name: "State Farm", domain: "statefarm.com" },
      { name: "Allstate", domain: "allstate.com" },
      { name: "USAA", domain: "usaa.com" },
    ],
    answer: `Finding affordable car insurance in Michigan at 25 with a clean record is very doable, but it pays to get several quotes. Rates in Michigan have seen a progressive decline since the 2019 no-fault reform, yet the state is still among the most expensive in the country, so shopping around matters more here than almost anywhere else.

### Best insurers to quote

1. **USAA** – If you or a parent served in the military, start here: USAA consistently offers some of the lowest rates and the highest claims satisfaction scores. ([usaa.com](https://www.usaa.com/insurance/auto/?utm_source=chatgpt.com))
2. **Geico** – Quotes are quick online, but local agent support is minimal and many drivers report steep premium jumps at renewal.
3. **Progressive** – A great fit for safe drivers: the Snapshot program rewards good driving with meaningful discounts, and Progressive's Name Your Price tool makes it easy to build a policy around your budget. ([progressive.com](https://www.progressive.com/auto/discounts/snapshot/?utm_source=chatgpt.com))
4. **State Farm** – The largest insurer in the state by market share, with local agents in most towns.

### Ways to lower your premium

- **Choose your PIP level carefully:** since the reform you can pick from several levels of personal injury protection:
  - Unlimited coverage
  - $500,000
  - $250,000
  - $50,000 (only if you're enrolled in Medicaid)
- **Usage-based programs:** all the big insurers now offer one:
  - Progressive Snapshot
  - State Farm Drive Safe & Save
  - Allstate Drivewise
- **Raise your deductible:** moving from $500 to $1,000 on collision can cut that part of the premium noticeably.
- **Bundle:** combining auto with renters or homeowners insurance usually earns a multi-policy discount.
- **Pay in full:** paying the six-month premium upfront rather than monthly often avoids installment fees.
- **Ask about course discounts:** some insurers still reward drivers who have recently completed an approved defensive-driving course.

Get at least three quotes with identical coverage limits so you're comparing like for like, and re-shop every year or two, because loyalty is rarely rewarded in car insurance. If you share your ZIP code and car model, I can help you estimate what a reasonable premium looks like.`,
    expect: {
      mentions: {
        Progressive: { position: 3, list: 3, sentiment: "positive" },
        GEICO: { position: 2, list: 2, sentiment: "negative" },
        "State Farm": { position: 4, list: 4, sentiment: "neutral" },
        Allstate: { position: 5, list: 3, sentiment: "neutral" },
        USAA: { position: 1, list: 1, sentiment: "positive" },
      },
      citations: [
        "https://www.usaa.com/insurance/auto/?utm_source=chatgpt.com",
        "https://www.progressive.com/auto/discounts/snapshot/?utm_source=chatgpt.com",
      ],
      own: ["https://www.progressive.com/auto/discounts/snapshot/?utm_source=chatgpt.com"],
    },
  },
];
