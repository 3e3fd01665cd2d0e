// Holdout corpus: labelled by hand from shared/notes/analysis-policy.md and LABELLING.md; not to be tuned on.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // ───────────────────────────── en ─────────────────────────────
  {
    id: "ho-en-chatgpt-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "alias", "prose-before-list", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Slack", domain: "slack.com" },
    competitors: [
      { name: "Microsoft Teams", aliases: ["Teams"], domain: "microsoft.com" },
      { name: "Google Chat" },
      { name: "Discord", domain: "discord.com" },
      { name: "Zulip", domain: "zulip.com" },
    ],
    answer: `For a team of 5–15 people, the right chat tool mostly depends on what you already pay for. If your company runs on Microsoft 365, you already have Microsoft Teams included in most business plans.

Here are the options worth a look:

1. **Slack** – The most polished option for fast-moving teams, with excellent integrations (2,600+ apps), huddles for quick calls and genuinely good search. The free plan only keeps 90 days of history, so most teams end up on Pro at about $8.75 per user/month. ([slack.com](https://slack.com/pricing?utm_source=chatgpt.com))
2. **Microsoft Teams** – Bundled with Microsoft 365 Business Basic, but the desktop app is sluggish, search is unreliable and channels quickly become cluttered; most people tolerate it rather than enjoy it. ([microsoft.com](https://www.microsoft.com/en-gb/microsoft-teams/compare-microsoft-teams-business-options?utm_source=chatgpt.com))
3. **Google Chat** – Included in Google Workspace plans; covers direct messages, spaces and Meet calls inside Gmail.
4. **Zulip** – Open source with topic-based threads, which makes it excellent for asynchronous, engineering-heavy teams. You can self-host it for free. ([zulip.com](https://zulip.com/plans/?utm_source=chatgpt.com))
5. **Mattermost** – A self-hosted option popular with security-conscious organisations.

If budgets are tight, look for slack in your existing subscriptions first: plenty of teams pay for two chat tools without realising it.

**My pick:** Slack for most small teams that rely on integrations; only stay on Teams if saving money outweighs everything else.`,
    expect: {
      mentions: {
        Slack: { position: 2, list: 1, sentiment: "positive" },
        "Microsoft Teams": { position: 1, list: 2, sentiment: "negative" },
        "Google Chat": { position: 3, list: 3, sentiment: "neutral" },
        Discord: null,
        Zulip: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://slack.com/pricing?utm_source=chatgpt.com",
        "https://www.microsoft.com/en-gb/microsoft-teams/compare-microsoft-teams-business-options?utm_source=chatgpt.com",
        "https://zulip.com/plans/?utm_source=chatgpt.com",
      ],
      own: ["https://slack.com/pricing?utm_source=chatgpt.com"],
    },
  },
  {
    id: "ho-en-chatgpt-02",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "alias", "prose-before-list", "utm", "markdown", "mixed-sentiment", "negation"],
    brand: { name: "Next", domain: "next.co.uk" },
    competitors: [
      { name: "Marks & Spencer", aliases: ["M&S"], domain: "marksandspencer.com" },
      { name: "River Island", domain: "riverisland.com" },
      { name: "Primark" },
      { name: "Boden", domain: "boden.co.uk" },
    ],
    answer: `Most people start at M&S for office clothes. If you're shopping over the next few weeks, these are the high-street names I'd compare:

1. **Next** – Consistently well-cut tailoring and reliable sizing; the suits and shirts hold their shape after dozens of washes, and the returns process is quick and painless. ([next.co.uk](https://www.next.co.uk/shop/gender-men-category-suits?utm_source=chatgpt.com))
2. **River Island** – Trend-led, but the quality is poor: seams come apart after a few wears and customers regularly complain about slow refunds. I wouldn't buy workwear there. ([riverisland.com](https://www.riverisland.com/c/men/suits?utm_source=chatgpt.com))
3. **Marks & Spencer** – A wide range, from the Collection line up to the pricier Autograph tailoring, with stores in most towns. ([marksandspencer.com](https://www.marksandspencer.com/l/men/mens-suits?utm_source=chatgpt.com))
4. **Uniqlo** – Good for basics such as non-iron shirts and merino jumpers.

Next, check whether your employer offers a staff discount scheme — many include at least one of these retailers.`,
    expect: {
      mentions: {
        Next: { position: 2, list: 1, sentiment: "positive" },
        "Marks & Spencer": { position: 1, list: 3, sentiment: "neutral" },
        "River Island": { position: 3, list: 2, sentiment: "negative" },
        Primark: null,
        Boden: null,
      },
      citations: [
        "https://www.next.co.uk/shop/gender-men-category-suits?utm_source=chatgpt.com",
        "https://www.riverisland.com/c/men/suits?utm_source=chatgpt.com",
        "https://www.marksandspencer.com/l/men/mens-suits?utm_source=chatgpt.com",
      ],
      own: ["https://www.next.co.uk/shop/gender-men-category-suits?utm_source=chatgpt.com"],
    },
    pair: "ho-en-chatgpt-03",
  },
  {
    id: "ho-en-chatgpt-03",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "alias", "prose-before-list", "utm", "markdown", "mixed-sentiment", "negation"],
    brand: { name: "Next", domain: "next.co.uk" },
    competitors: [
      { name: "Marks & Spencer", aliases: ["M&S"], domain: "marksandspencer.com" },
      { name: "River Island", domain: "riverisland.com" },
      { name: "Primark" },
      { name: "Boden", domain: "boden.co.uk" },
    ],
    answer: `Most people start at M&S for office clothes. If you're shopping over the next few weeks, these are the high-street names I'd compare:

1. **Next** – Trend-led, but the quality is poor: seams come apart after a few wears and customers regularly complain about slow refunds. I wouldn't buy workwear there. ([next.co.uk](https://www.next.co.uk/shop/gender-men-category-suits?utm_source=chatgpt.com))
2. **River Island** – Consistently well-cut tailoring and reliable sizing; the suits and shirts hold their shape after dozens of washes, and the returns process is quick and painless. ([riverisland.com](https://www.riverisland.com/c/men/suits?utm_source=chatgpt.com))
3. **Marks & Spencer** – A wide range, from the Collection line up to the pricier Autograph tailoring, with stores in most towns. ([marksandspencer.com](https://www.marksandspencer.com/l/men/mens-suits?utm_source=chatgpt.com))
4. **Uniqlo** – Good for basics such as non-iron shirts and merino jumpers.

Next, check whether your employer offers a staff discount scheme — many include at least one of these retailers.`,
    expect: {
      mentions: {
        Next: { position: 2, list: 1, sentiment: "negative" },
        "Marks & Spencer": { position: 1, list: 3, sentiment: "neutral" },
        "River Island": { position: 3, list: 2, sentiment: "positive" },
        Primark: null,
        Boden: null,
      },
      citations: [
        "https://www.next.co.uk/shop/gender-men-category-suits?utm_source=chatgpt.com",
        "https://www.riverisland.com/c/men/suits?utm_source=chatgpt.com",
        "https://www.marksandspencer.com/l/men/mens-suits?utm_source=chatgpt.com",
      ],
      own: ["https://www.next.co.uk/shop/gender-men-category-suits?utm_source=chatgpt.com"],
    },
    pair: "ho-en-chatgpt-02",
  },
  {
    id: "ho-en-perplexity-01",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "substring", "possessive", "sources-list", "mixed-sentiment"],
    brand: { name: "Esso", domain: "esso.co.uk" },
    competitors: [
      { name: "Shell", domain: "shell.co.uk" },
      { name: "BP", domain: "bp.com" },
      { name: "Allstar", domain: "allstarcard.co.uk" },
      { name: "Texaco", domain: "texacofuelcard.co.uk" },
    ],
    answer: `Before you shell out for a branded card, it's worth knowing that multi-network cards such as Allstar One give the widest acceptance — over 8,000 UK sites — and are usually the most flexible choice for mixed fleets[2].

Among the oil-company cards, the Esso Card stands out for small fleets: there is no account fee, prices are fixed weekly, and it is accepted at around 3,000 Esso, Tesco and partner stations[4]. Shell's fuel card, by contrast, carries the highest fees of the group, and several fleet managers report unexpected admin and paper-invoice charges[1][5]. BP Plus works at BP and partner sites and provides online reporting and spend controls per driver[3].

In a nutshell: choose Allstar if your drivers cover the whole country, Esso if they mostly refuel on predictable routes, and compare the fee schedules very carefully before signing up with Shell[1][4].

Sources:
[1] Shell Card – Fuel cards for business https://www.shell.co.uk/business-customers/shell-fuel-card.html
[2] Allstar One fuel card https://www.allstarcard.co.uk/fuel-cards/allstar-one/
[3] BP Plus fuel cards https://www.bp.com/en_gb/united-kingdom/home/products-and-services/bp-plus.html
[4] Esso Card – Business fuel card https://www.esso.co.uk/en-gb/business-fuel-cards/esso-card
[5] Texaco vs Shell fuel card fees compared – FleetNews https://www.fleetnews.co.uk/fleet-management/fuel-cards-compared`,
    expect: {
      mentions: {
        Esso: { position: 2, list: null, sentiment: "positive" },
        Shell: { position: 3, list: null, sentiment: "negative" },
        BP: { position: 4, list: null, sentiment: "neutral" },
        Allstar: { position: 1, list: null, sentiment: "positive" },
        Texaco: null,
      },
      citations: [
        "https://www.shell.co.uk/business-customers/shell-fuel-card.html",
        "https://www.allstarcard.co.uk/fuel-cards/allstar-one/",
        "https://www.bp.com/en_gb/united-kingdom/home/products-and-services/bp-plus.html",
        "https://www.esso.co.uk/en-gb/business-fuel-cards/esso-card",
        "https://www.fleetnews.co.uk/fleet-management/fuel-cards-compared",
      ],
      own: ["https://www.esso.co.uk/en-gb/business-fuel-cards/esso-card"],
    },
  },
  {
    id: "ho-en-perplexity-02",
    lang: "en",
    shape: "perplexity",
    traps: ["alias", "possessive", "common-word", "sources-list", "mixed-sentiment"],
    brand: { name: "Monzo", domain: "monzo.com" },
    competitors: [
      { name: "Starling Bank", aliases: ["Starling"], domain: "starlingbank.com" },
      { name: "Chase", domain: "chase.co.uk" },
      { name: "Revolut", domain: "revolut.com" },
      { name: "Kroo", domain: "kroo.com" },
    ],
    answer: `For UK freelancers, the three app-based accounts most often recommended are Starling, Monzo and Tide[1][2]. Starling's free business account has no monthly fee, includes invoicing and a Making Tax Digital–compatible bookkeeping add-on, and reviewers consistently rate its customer support highly[1][3]. Monzo Business Lite is also free, but many sole traders find that the useful features — tax pots, invoicing and accounting integrations — sit behind the £9/month Pro plan, and some users have reported accounts frozen for weeks during compliance checks[2][4].

Chase does not offer a business account in the UK, so it is only relevant as a personal account alongside your business one[5]. If you regularly have to chase late payers, invoicing tools built into the account can save time[1].

Overall, Starling is the safest all-rounder for most freelancers, while Monzo is hard to recommend unless you pay for Pro[1][3].

1. https://www.starlingbank.com/business-account/sole-trader/
2. https://monzo.com/business-banking/
3. https://www.which.co.uk/reviews/bank-accounts/article/best-business-bank-accounts-aKDXd1g9dzKa
4. https://www.bbc.co.uk/news/business-65436018
5. https://www.chase.co.uk/gb/en/`,
    expect: {
      mentions: {
        Monzo: { position: 2, list: null, sentiment: "negative" },
        "Starling Bank": { position: 1, list: null, sentiment: "positive" },
        Chase: { position: 3, list: null, sentiment: "neutral" },
        Revolut: null,
        Kroo: null,
      },
      citations: [
        "https://www.starlingbank.com/business-account/sole-trader/",
        "https://monzo.com/business-banking/",
        "https://www.which.co.uk/reviews/bank-accounts/article/best-business-bank-accounts-aKDXd1g9dzKa",
        "https://www.bbc.co.uk/news/business-65436018",
        "https://www.chase.co.uk/gb/en/",
      ],
      own: ["https://monzo.com/business-banking/"],
    },
  },
  {
    id: "ho-en-gemini-01",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "hedge", "possessive", "markdown", "mixed-sentiment"],
    brand: { name: "Sky", domain: "sky.com" },
    competitors: [
      { name: "BT", domain: "bt.com" },
      { name: "Virgin Media", domain: "virginmedia.com" },
      { name: "Hyperoptic", domain: "hyperoptic.com" },
      { name: "TalkTalk" },
      { name: "Vodafone" },
    ],
    answer: `## Best Broadband Providers in the UK (2025)

Choosing a provider is mostly a trade-off between speed, contract length and how much prices rise mid-contract. Watch out for introductory deals that go sky-high once the 18 or 24 months are up.

### Quick Comparison

| Provider | Typical full-fibre speed | Starting price | Annual price rise | Contract |
|---|---|---|---|---|
| Hyperoptic | 150–1,000 Mbps | £20/month | Fixed £3 | 12 or 24 months |
| BT | 150–900 Mbps | £30/month | Fixed £3.50 | 24 months |
| Sky | 75–900 Mbps | £25/month | Fixed £3 | 18 months |
| Virgin Media | 125–2,000 Mbps | £27/month | Fixed £3.50 | 18 months |

### Key Takeaways

* **Hyperoptic:** The best value if your building is connected — symmetrical speeds and consistently excellent customer satisfaction scores.
* **BT:** Not the cheapest, and the price jumps noticeably once the first contract ends; the hub is fine, but you pay a premium for the name.
* **Sky:** A good choice if you want Sky TV or Netflix on one bill; the Sky Broadband Essential plan is competitively priced and Sky's customer service ranks among the best of the big four in Ofcom's complaints data.
* **Virgin Media:** Fastest headline speeds on paper, but Ofcom figures show it receives the most complaints of the major providers, outages are frequent in some areas and support waits are notoriously long. Hard to recommend unless you really need gigabit speeds.

For more detail, see [Sky Broadband deals](https://www.sky.com/shop/broadband-talk) and the [Ofcom complaints report](https://www.ofcom.org.uk/phones-and-broadband/service-quality/telecoms-and-pay-tv-complaints).`,
    expect: {
      mentions: {
        Sky: { position: 3, list: 3, sentiment: "positive" },
        BT: { position: 2, list: 2, sentiment: "negative" },
        "Virgin Media": { position: 4, list: 4, sentiment: "negative" },
        Hyperoptic: { position: 1, list: 1, sentiment: "positive" },
        TalkTalk: null,
        Vodafone: null,
      },
      citations: [
        "https://www.sky.com/shop/broadband-talk",
        "https://www.ofcom.org.uk/phones-and-broadband/service-quality/telecoms-and-pay-tv-complaints",
      ],
      own: ["https://www.sky.com/shop/broadband-talk"],
    },
  },
  {
    id: "ho-en-gemini-02",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "case", "lookalike-domain", "subdomain", "parentheses-url", "table", "markdown", "hedge", "possessive", "mixed-sentiment"],
    brand: { name: "Notion", domain: "notion.com" },
    competitors: [
      { name: "Obsidian", domain: "obsidian.md" },
      { name: "Evernote", domain: "evernote.com" },
      { name: "OneNote", aliases: ["Microsoft OneNote"] },
      { name: "Coda", domain: "coda.io" },
    ],
    answer: `## Best Apps for Building a "Second Brain"

The notion of a second brain — a single, searchable place for notes, projects and references — has become popular thanks to Tiago Forte's PARA method. Which app fits depends on whether you value structure, speed or privacy.

### 1. Obsidian
**Best for:** privacy and long-term ownership of your notes.
* Obsidian stores everything as plain Markdown files on your device.
* Backlinks and the graph view make Obsidian the strongest tool for linked thinking.
* Free for personal use; Sync costs $4/month.

### 2. NOTION
**Best for:** teams and people who like databases.
* Notion combines databases, templates and wikis in one workspace, and the template ecosystem is huge (many third-party packs, e.g. [templatesfornotion.com](https://www.templatesfornotion.com/second-brain)).
* Notion is not the fastest app on very large workspaces, but for most people the flexibility more than makes up for it.
* Developers can automate it through the [official API](https://developers.notion.com/docs/getting-started).

### 3. Evernote
**Best for:** web clipping and scanning documents.
* Since the 2023 changes, Evernote's free plan is limited to 50 notes and one notebook, and prices have risen sharply — hard to justify for new users.

### Comparison

| App | Price (individual) | Offline | Collaboration |
|---|---|---|---|
| Obsidian | Free / $4 Sync | Yes | Limited |
| Notion | Free / $10 Plus | Partial | Excellent |
| Evernote | $14.99 Personal | Yes | Basic |

Background: [Notion (productivity software) on Wikipedia](https://en.wikipedia.org/wiki/Notion_(productivity_software)).`,
    expect: {
      mentions: {
        Notion: { position: 2, list: 2, sentiment: "positive" },
        Obsidian: { position: 1, list: 1, sentiment: "positive" },
        Evernote: { position: 3, list: 3, sentiment: "negative" },
        OneNote: null,
        Coda: null,
      },
      citations: [
        "https://www.templatesfornotion.com/second-brain",
        "https://developers.notion.com/docs/getting-started",
        "https://en.wikipedia.org/wiki/Notion_(productivity_software)",
      ],
      own: ["https://developers.notion.com/docs/getting-started"],
    },
  },
  {
    id: "ho-en-gemini-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "substring", "table", "negation", "sources-list", "markdown", "mixed-sentiment"],
    brand: { name: "Square", domain: "squareup.com" },
    competitors: [
      { name: "SumUp", domain: "sumup.com" },
      { name: "Zettle", aliases: ["PayPal Zettle"] },
      { name: "Stripe", domain: "stripe.com" },
      { name: "Dojo", domain: "dojo.tech" },
    ],
    answer: `## Card Readers for a Small Café: How They Compare

If you're starting from square one, the main decision is between a low-cost reader with pay-as-you-go fees and a contract terminal with lower rates. For a café taking around £8,000 a month in card payments, here is how the main options stack up.

| Reader | Hardware cost | Transaction fee (in person) | Monthly fee | Verdict |
|---|---|---|---|---|
| SumUp Air | £39 + VAT | 1.69% | None | Cheapest to start |
| Square Reader | £19 + VAT | 1.75% | None | Best free POS software |
| PayPal Zettle Reader 2 | £29 (first reader) | 1.75% | None | Works with a PayPal balance |
| Dojo Go | Rental | from 0.3% + 5p | £15+ | Only worth it at high volume |

**Square** is the strongest all-rounder for hospitality: the free Square Point of Sale app handles table management, tips and kitchen tickets, and payouts arrive the next working day. Note that Squarespace is a separate company, even though the two are often confused.

**SumUp** is not a bad choice either, especially for market stalls or pop-ups: no monthly fee and the lowest percentage in the table.

**Dojo** is hard to recommend for a café of this size: below about £10,000 a month, the monthly fee wipes out the lower rate, and the 18-month contract is difficult to exit.

Sources: [Square pricing](https://squareup.com/gb/en/pricing), [SumUp fees](https://www.sumup.com/en-gb/card-readers/pricing/), [Dojo](https://dojo.tech/pricing/).`,
    expect: {
      mentions: {
        Square: { position: 2, list: 2, sentiment: "positive" },
        SumUp: { position: 1, list: 1, sentiment: "positive" },
        Zettle: { position: 3, list: 3, sentiment: "neutral" },
        Stripe: null,
        Dojo: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://squareup.com/gb/en/pricing",
        "https://www.sumup.com/en-gb/card-readers/pricing/",
        "https://dojo.tech/pricing/",
      ],
      own: ["https://squareup.com/gb/en/pricing"],
    },
  },
  {
    id: "ho-en-claude-01",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "possessive", "trailing-punctuation", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Enterprise", domain: "enterprise.co.uk" },
    competitors: [
      { name: "Hertz", domain: "hertz.co.uk" },
      { name: "Avis" },
      { name: "Sixt", domain: "sixt.co.uk" },
      { name: "Europcar" },
    ],
    answer: `Whether you're renting for a small enterprise or a family trip, for a week out of Edinburgh Airport I'd narrow it down to three companies.

Sixt is the pricier choice at Edinburgh and not the most forgiving: Sixt's post-rental damage charges are a frequent source of complaints, so photograph the car thoroughly if you do go with them.

Enterprise is the one I'd pick. It isn't always the cheapest at the airport desk, but its pricing is transparent, the deposit is modest, and it consistently tops UK customer-satisfaction surveys for car hire (see the Which? rankings at https://www.which.co.uk/reviews/car-hire/article/best-and-worst-car-hire-companies-aXg2G4x8sW5e).

Hertz is the option I'd avoid on this route. Recent reviews describe long queues at the desk, aggressive upselling of insurance and slow deposit refunds (<https://uk.trustpilot.com/review/www.hertz.co.uk>).

Whichever you choose, book directly rather than through a broker if you want flexibility; Enterprise's own site (https://www.enterprise.co.uk/en/car-hire/locations/uk/edinburgh-airport.html), for instance, lets you cancel free of charge up to the pick-up time.`,
    expect: {
      mentions: {
        Enterprise: { position: 2, list: null, sentiment: "positive" },
        Hertz: { position: 3, list: null, sentiment: "negative" },
        Avis: null,
        Sixt: { position: 1, list: null, sentiment: "negative" },
        Europcar: null,
      },
      citations: [
        "https://www.which.co.uk/reviews/car-hire/article/best-and-worst-car-hire-companies-aXg2G4x8sW5e",
        "https://uk.trustpilot.com/review/www.hertz.co.uk",
        "https://www.enterprise.co.uk/en/car-hire/locations/uk/edinburgh-airport.html",
      ],
      own: ["https://www.enterprise.co.uk/en/car-hire/locations/uk/edinburgh-airport.html"],
    },
  },
  {
    id: "ho-en-claude-02",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "negation", "possessive", "utm", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Wise", aliases: ["TransferWise"], domain: "wise.com" },
    competitors: [
      { name: "Revolut", domain: "revolut.com" },
      { name: "PayPal", domain: "paypal.com" },
      { name: "Western Union" },
      { name: "OFX" },
    ],
    answer: `For sending £2,000 a month from the UK to family in Poland, I wouldn't hesitate to recommend Wise. It uses the mid-market exchange rate and charges a small, upfront fee (around 0.4% for GBP to PLN), and transfers usually land within minutes. You can check the exact cost for your amount on [Wise's pricing page](https://wise.com/gb/pricing/send-money?source=GBP&target=PLN&amount=2000).

Revolut works differently: on the Standard plan, exchange is fee-free up to £1,000 a month, after which a 0.5% fee applies, plus a markup at weekends.

I would steer clear of PayPal for this. Its conversion rate includes a spread of roughly 3–4% over the mid-market rate, which on £24,000 a year adds up to several hundred pounds.

A couple of practical points:
- It would be wise to set up a recurring transfer so you settle into a routine rather than trying to time the market.
- Whatever provider you use, make sure it is authorised by the FCA; you can check on the Financial Services Register at https://register.fca.org.uk/s/.

(TransferWise, for what it's worth, is simply Wise's former name — older reviews still use it.)`,
    expect: {
      mentions: {
        Wise: { position: 1, list: null, sentiment: "positive" },
        Revolut: { position: 2, list: null, sentiment: "neutral" },
        PayPal: { position: 3, list: null, sentiment: "negative" },
        "Western Union": null,
        OFX: null,
      },
      citations: [
        "https://wise.com/gb/pricing/send-money?source=GBP&target=PLN&amount=2000",
        "https://register.fca.org.uk/s/",
      ],
      own: ["https://wise.com/gb/pricing/send-money?source=GBP&target=PLN&amount=2000"],
    },
  },
  {
    id: "ho-en-copilot-01",
    lang: "en",
    shape: "copilot",
    traps: ["url-only", "trailing-punctuation", "sources-list", "mixed-sentiment"],
    brand: { name: "Gousto", domain: "gousto.co.uk" },
    competitors: [
      { name: "HelloFresh", domain: "hellofresh.co.uk" },
      { name: "Mindful Chef", domain: "mindfulchef.com" },
      { name: "Green Chef" },
      { name: "Simply Cook" },
    ],
    answer: `If you're after a recipe box for two that's easy on the budget, Gousto is usually the cheapest of the big names per serving — around £3.50–£4.50 once the introductory discount ends [1]. It also has the widest menu, with more than 100 recipes a week.

Mindful Chef costs more (roughly £6–£7 per serving), but it's the one I'd pick for healthy eating: everything is gluten- and dairy-free, the ingredients are excellent and the portions are generous [2]. Green Chef targets keto and plant-based diets and is the priciest option; several reviewers note that deliveries arrive with missing ingredients [3].

You can compare current introductory offers on the brands' own pages, e.g. https://www.hellofresh.co.uk/plans and https://www.gousto.co.uk/prices.

[1] https://www.gousto.co.uk/prices
[2] https://www.mindfulchef.com/pricing
[3] https://www.trustpilot.com/review/greenchef.co.uk`,
    expect: {
      mentions: {
        Gousto: { position: 1, list: null, sentiment: "positive" },
        HelloFresh: null,
        "Mindful Chef": { position: 2, list: null, sentiment: "positive" },
        "Green Chef": { position: 3, list: null, sentiment: "negative" },
        "Simply Cook": null,
      },
      citations: [
        "https://www.hellofresh.co.uk/plans",
        "https://www.gousto.co.uk/prices",
        "https://www.mindfulchef.com/pricing",
        "https://www.trustpilot.com/review/greenchef.co.uk",
      ],
      own: ["https://www.gousto.co.uk/prices"],
    },
  },
  {
    id: "ho-en-copilot-02",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "possessive", "case", "sources-list", "mixed-sentiment"],
    brand: { name: "Three", domain: "three.co.uk" },
    competitors: [
      { name: "Giffgaff", domain: "giffgaff.com" },
      { name: "EE", domain: "ee.co.uk" },
      { name: "Vodafone" },
      { name: "O2" },
      { name: "Smarty" },
    ],
    answer: `For a SIM-only plan with lots of data on a budget, these are the best picks right now.

Three's unlimited data SIM is currently £12/month on a 24-month contract, and Three's network has the strongest 5G coverage in many UK cities [1]. It's my top pick if you mostly use your phone in town.

giffgaff is a good 30-day alternative: no contract and 100GB for £15 [2]. It runs on O2's network, which tends to be more reliable indoors in rural areas.

EE is far from cheap: similar plans cost twice as much, and mid-contract price rises are steep [3].

Over the last three months, prices have dropped across the board, so it's worth checking again before you commit.

Learn more:
1. three.co.uk — https://www.three.co.uk/store/sim/sim-only-unlimited-data
2. giffgaff.com — https://www.giffgaff.com/sim-only-plans
3. ee.co.uk — https://ee.co.uk/mobile/sim-only-deals`,
    expect: {
      mentions: {
        Three: { position: 1, list: null, sentiment: "positive" },
        Giffgaff: { position: 2, list: null, sentiment: "positive" },
        EE: { position: 4, list: null, sentiment: "negative" },
        Vodafone: null,
        O2: { position: 3, list: null, sentiment: "positive" },
        Smarty: null,
      },
      citations: [
        "https://www.three.co.uk/store/sim/sim-only-unlimited-data",
        "https://www.giffgaff.com/sim-only-plans",
        "https://ee.co.uk/mobile/sim-only-deals",
      ],
      own: ["https://www.three.co.uk/store/sim/sim-only-unlimited-data"],
    },
  },
  {
    id: "ho-en-short-01",
    lang: "en",
    shape: "short",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Boots", domain: "boots.com" },
    competitors: [{ name: "Superdrug", domain: "superdrug.com" }, { name: "Lloyds Pharmacy" }],
    answer: `Right now Superdrug is the better bet for a cheap sunscreen restock — its own-brand Solait SPF50 is £3 and rarely out of stock. Boots isn't worth it at the moment: Soltan has had patchy availability and costs almost twice as much.`,
    expect: {
      mentions: {
        Boots: { position: 2, list: null, sentiment: "negative" },
        Superdrug: { position: 1, list: null, sentiment: "positive" },
        "Lloyds Pharmacy": null,
      },
      citations: [],
      own: [],
    },
    pair: "ho-en-short-02",
  },
  {
    id: "ho-en-short-02",
    lang: "en",
    shape: "short",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Boots", domain: "boots.com" },
    competitors: [{ name: "Superdrug", domain: "superdrug.com" }, { name: "Lloyds Pharmacy" }],
    answer: `Right now Superdrug isn't worth it for a cheap sunscreen restock — its own-brand Solait SPF50 has had patchy availability and costs almost twice as much. Boots is the better bet at the moment: Soltan is £3 and rarely out of stock.`,
    expect: {
      mentions: {
        Boots: { position: 2, list: null, sentiment: "positive" },
        Superdrug: { position: 1, list: null, sentiment: "negative" },
        "Lloyds Pharmacy": null,
      },
      citations: [],
      own: [],
    },
    pair: "ho-en-short-01",
  },
  {
    id: "ho-en-long-01",
    lang: "en",
    shape: "long",
    traps: ["common-word", "nested-list", "prose-before-list", "markdown", "mixed-sentiment"],
    brand: { name: "Linear", domain: "linear.app" },
    competitors: [
      { name: "Jira", aliases: ["Jira Software"], domain: "atlassian.com" },
      { name: "Asana", domain: "asana.com" },
      { name: "ClickUp" },
      { name: "Shortcut", domain: "shortcut.com" },
    ],
    answer: `Choosing an issue tracker for a 20-person product team comes down to three questions: how opinionated you want the workflow to be, how much you need to integrate with the rest of the company, and how much admin overhead you can tolerate. Product work is rarely linear, so the tool should make re-prioritising cheap rather than painful.

## The short version

If your engineers will be the main users, start with Linear. If the tracker has to serve the whole company, including marketing and operations, look at Asana. If you are already deep in the Atlassian ecosystem, Jira is the path of least resistance — but budget plenty of time for configuration.

## How the main options compare

1. **Linear**
   - Extremely fast, keyboard-first interface; almost every action has a shortcut, and nothing takes more than a second to load.
   - Opinionated cycles (sprints), triage and project updates out of the box.
   - Pricing: free for small teams, then about $10 per user/month on the Standard plan.
2. **Jira Software**
   - Highly configurable, but that is also the problem: it is slow, cluttered and usually needs a dedicated admin.
   - Few engineers enjoy using it, and simple changes to a workflow often require a ticket to IT.
3. **Asana**
   - Excellent for cross-functional work: its timelines and portfolio views are the best of the group.
   - Clean, friendly interface that non-technical colleagues pick up in a day.
4. **Shortcut**
   - A good middle ground between Linear and Jira, with solid story and epic management.
   - Note: the name changed from Clubhouse in 2021, so older reviews use the old name.

## Migration and adoption tips

- **Pilot first.** Run one team on the new tool for two cycles before moving everyone.
- **Import history selectively.** Most tools can import from Jira via CSV or API, but bringing over five years of closed tickets rarely pays off.
- **Agree on conventions.** Labels, priorities and estimate scales matter more than the tool itself:
  - keep priorities to four levels;
  - limit labels to ones someone actually filters by;
  - decide who owns triage each week.

## Bottom line

For an engineering-led team of 20, I would pick Linear: it removes friction rather than adding process, and the team will actually keep it up to date. Jira only makes sense if compliance or company-wide reporting forces your hand. Whatever you choose, resist the temptation to look for a shortcut in the rollout; the conventions you agree on in the first month will decide whether the tool sticks.`,
    expect: {
      mentions: {
        Linear: { position: 1, list: 1, sentiment: "positive" },
        Jira: { position: 3, list: 2, sentiment: "negative" },
        Asana: { position: 2, list: 3, sentiment: "positive" },
        ClickUp: null,
        Shortcut: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "ho-en-long-02",
    lang: "en",
    shape: "long",
    traps: ["alias", "possessive", "case", "subdomain", "lookalike-domain", "sources-list", "hedge", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Octopus Energy", aliases: ["Octopus"], domain: "octopus.energy" },
    competitors: [
      { name: "British Gas", domain: "britishgas.co.uk" },
      { name: "EDF", aliases: ["EDF Energy"] },
      { name: "OVO", aliases: ["OVO Energy"], domain: "ovoenergy.com" },
      { name: "E.ON Next", domain: "eonnext.com" },
    ],
    answer: `Switching to a smart tariff can cut your bill noticeably if you can shift usage — running the dishwasher, charging an EV or heating water overnight. Here is how the main suppliers compare for a three-bedroom house with a heat pump and an EV.

## Who offers what

**Octopus Energy** is the supplier most people in your situation end up with, and for good reason. Its Intelligent Octopus Go tariff gives six hours of cheap electricity overnight (around 7p/kWh), and Agile Octopus follows half-hourly wholesale prices, occasionally paying you to use power. Customer service is consistently rated the best in the industry by Citizens Advice.

**British Gas** has caught up on EV tariffs with its "Electric Driver" plan, but the standard rates outside the cheap window are high, and British Gas's complaint numbers are still well above the industry average. I would not choose it for a heat-pump home.

**EDF** offers "GoElectric" tariffs for EV owners at competitive overnight prices. It is a perfectly decent option, although its app is fairly basic.

**Ovo** focuses on heat pumps with its "Heat Pump Plus" add-on, which gives a discounted rate for the electricity your heat pump uses without needing a separate meter. That is genuinely useful, even if Ovo is not the cheapest overall once you add standing charges.

## What I'd do

1. Check your smart meter is sending half-hourly readings (most SMETS2 meters do).
2. Estimate what share of your use you can move into the cheap window; if it's above 40%, a time-of-use tariff almost always wins.
3. Compare at least two suppliers' quotes using your real consumption from the last 12 months.
4. If you're technically minded, Octopus publishes its prices through an API, so you can schedule the EV charger and the heat pump around them.

For a heat-pump-and-EV household, my recommendation is Octopus, with Ovo as a sensible second choice if you want the dedicated heat-pump rate.

## Sources
- Octopus Energy tariffs: https://octopus.energy/smart/intelligent-octopus-go/
- Octopus developer docs: https://developer.octopus.energy/rest/guides
- Octopus Energy Group: https://octopusenergy.group/
- Citizens Advice supplier ratings: https://www.citizensadvice.org.uk/consumer/energy/energy-supply/get-a-better-energy-deal/compare-domestic-energy-suppliers-customer-service/
- E.ON Next Drive tariff: https://www.eonnext.com/electric-vehicles/next-drive`,
    expect: {
      mentions: {
        "Octopus Energy": { position: 1, list: 4, sentiment: "positive" },
        "British Gas": { position: 2, list: null, sentiment: "negative" },
        EDF: { position: 3, list: null, sentiment: "positive" },
        OVO: { position: 4, list: null, sentiment: "positive" },
        "E.ON Next": null,
      },
      citations: [
        "https://octopus.energy/smart/intelligent-octopus-go/",
        "https://developer.octopus.energy/rest/guides",
        "https://octopusenergy.group/",
        "https://www.citizensadvice.org.uk/consumer/energy/energy-supply/get-a-better-energy-deal/compare-domestic-energy-suppliers-customer-service/",
        "https://www.eonnext.com/electric-vehicles/next-drive",
      ],
      own: ["https://octopus.energy/smart/intelligent-octopus-go/", "https://developer.octopus.energy/rest/guides"],
    },
  },
  // ───────────────────────────── fr ─────────────────────────────
  {
    id: "ho-fr-chatgpt-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "substring", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Boulanger", domain: "boulanger.com" },
    competitors: [
      { name: "Darty", domain: "darty.com" },
      { name: "Fnac", domain: "fnac.com" },
      { name: "Cdiscount", domain: "cdiscount.com" },
      { name: "Electro Dépôt" },
    ],
    answer: `Pas besoin d'être boulanger pour faire du bon pain à la maison : une machine à pain correcte coûte entre 80 et 200 €. Voici où l'acheter en ce moment :

1. **Cdiscount** – Souvent le prix le plus bas sur les modèles d'entrée de gamme (Moulinex Pain Doré autour de 79 €), mais le service après-vente est laborieux et de nombreux acheteurs se plaignent de délais de livraison à rallonge. ([cdiscount.com](https://www.cdiscount.com/electromenager/petit-dejeuner-cafe/machine-a-pain/l-1101413.html?utm_source=chatgpt.com))
2. **Boulanger** – Large choix (Moulinex, Panasonic, Kenwood), retrait en magasin en 1 h et un SAV réputé sérieux ; l'extension de garantie est parmi les plus claires du marché. ([boulanger.com](https://www.boulanger.com/c/machine-a-pain?utm_source=chatgpt.com))
3. **Darty** – Prix généralement alignés sur ceux de Boulanger ; la réparation à domicile est incluse si vous avez l'abonnement Darty Max (9,99 €/mois).
4. **Amazon** – Pratique pour les modèles Panasonic, souvent en promotion lors des ventes flash.

Astuce : les boulangeries de quartier vendent parfois leur levain — de quoi améliorer nettement le goût de vos premières fournées.`,
    expect: {
      mentions: {
        Boulanger: { position: 2, list: 2, sentiment: "positive" },
        Darty: { position: 3, list: 3, sentiment: "neutral" },
        Fnac: null,
        Cdiscount: { position: 1, list: 1, sentiment: "negative" },
        "Electro Dépôt": null,
      },
      citations: [
        "https://www.cdiscount.com/electromenager/petit-dejeuner-cafe/machine-a-pain/l-1101413.html?utm_source=chatgpt.com",
        "https://www.boulanger.com/c/machine-a-pain?utm_source=chatgpt.com",
      ],
      own: ["https://www.boulanger.com/c/machine-a-pain?utm_source=chatgpt.com"],
    },
  },
  {
    id: "ho-fr-chatgpt-02",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "substring", "utm", "parentheses-url", "markdown", "mixed-sentiment"],
    brand: { name: "But", domain: "but.fr" },
    competitors: [
      { name: "Conforama", domain: "conforama.fr" },
      { name: "Ikea", domain: "ikea.com" },
      { name: "Maisons du Monde" },
      { name: "Alinéa", domain: "alinea.com" },
    ],
    answer: `Pour meubler un premier appartement avec un budget d'environ 1 500 €, le but est de concentrer l'essentiel sur le canapé et le lit, et d'économiser sur le reste. Voici les enseignes à comparer :

- **Ikea** : imbattable pour le rangement et les petits meubles (Kallax, Billy), à condition d'accepter le montage. Les matelas d'entrée de gamme sont corrects pour le prix.
- **Conforama** : beaucoup de promotions en début de mois, mais la qualité des canapés est très inégale et plusieurs clients signalent des livraisons incomplètes.
- **But** : le bon compromis pour le canapé et la literie ; la livraison avec montage est proposée dans la plupart des villes et le paiement en 4 fois sans frais aide à étaler la dépense. ([but.fr](https://www.but.fr/canape/canape-convertible/index-c9701.html?utm_source=chatgpt.com))
- **Alinéa** : plus cher, mais la qualité des finitions est nettement supérieure ; idéal pour une pièce maîtresse du salon.

Si vous hésitez, testez les canapés en magasin : l'assise et la densité de la mousse ne se voient pas sur les photos.

Pour l'historique de l'enseigne, voir la page [But (entreprise)](https://fr.wikipedia.org/wiki/But_(entreprise)).`,
    expect: {
      mentions: {
        But: { position: 3, list: 3, sentiment: "positive" },
        Conforama: { position: 2, list: 2, sentiment: "negative" },
        Ikea: { position: 1, list: 1, sentiment: "positive" },
        "Maisons du Monde": null,
        "Alinéa": { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.but.fr/canape/canape-convertible/index-c9701.html?utm_source=chatgpt.com",
        "https://fr.wikipedia.org/wiki/But_(entreprise)",
      ],
      own: ["https://www.but.fr/canape/canape-convertible/index-c9701.html?utm_source=chatgpt.com"],
    },
  },
  {
    id: "ho-fr-chatgpt-03",
    lang: "fr",
    shape: "chatgpt",
    traps: ["nested-list", "alias", "subdomain", "utm", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Qonto", domain: "qonto.com" },
    competitors: [
      { name: "Shine", domain: "shine.fr" },
      { name: "Boursorama", aliases: ["BoursoBank"], domain: "boursobank.com" },
      { name: "Crédit Agricole" },
      { name: "Memo Bank" },
    ],
    answer: `Pour un freelance qui facture environ 60 000 € par an, trois familles de comptes pro se démarquent :

1. **Les néobanques pro**
   - **Shine** : simple et bien pensé pour les indépendants, avec un assistant de déclaration URSSAF très pratique ; seul bémol, le plafond de dépôt d'espèces est faible.
   - **Qonto** : l'offre la plus complète (facturation, pré-comptabilité, cartes multiples), avec un support réactif 7 j/7 ; le forfait Basic démarre à 9 €/mois HT. ([qonto.com](https://qonto.com/fr/pricing?utm_source=chatgpt.com))
2. **Les banques en ligne**
   - **BoursoBank** : l'offre Pro est la moins chère du marché, mais l'ouverture de compte est souvent longue et le service client difficile à joindre.
3. **Les banques traditionnelles**
   - Crédit Agricole, LCL, etc. : à envisager surtout si vous avez besoin d'un prêt professionnel ou de déposer des chèques ; les frais de tenue de compte vont de 15 à 30 € par mois.

Pour ouvrir un compte Qonto en tant que micro-entrepreneur, la liste des pièces justificatives est ici : https://support-fr.qonto.com/hc/fr/articles/360010939299-Quels-documents-dois-je-fournir.`,
    expect: {
      mentions: {
        Qonto: { position: 2, list: 2, sentiment: "positive" },
        Shine: { position: 1, list: 1, sentiment: "positive" },
        Boursorama: { position: 3, list: 1, sentiment: "negative" },
        "Crédit Agricole": { position: 4, list: 1, sentiment: "neutral" },
        "Memo Bank": null,
      },
      citations: [
        "https://qonto.com/fr/pricing?utm_source=chatgpt.com",
        "https://support-fr.qonto.com/hc/fr/articles/360010939299-Quels-documents-dois-je-fournir",
      ],
      own: [
        "https://qonto.com/fr/pricing?utm_source=chatgpt.com",
        "https://support-fr.qonto.com/hc/fr/articles/360010939299-Quels-documents-dois-je-fournir",
      ],
    },
  },
  {
    id: "ho-fr-perplexity-01",
    lang: "fr",
    shape: "perplexity",
    traps: ["alias", "case", "hedge", "negation", "lookalike-domain", "sources-list", "mixed-sentiment"],
    brand: { name: "Sosh", domain: "sosh.fr" },
    competitors: [
      { name: "Red by SFR", aliases: ["RED"], domain: "red-by-sfr.fr" },
      { name: "Bouygues Telecom", aliases: ["B&You"], domain: "bouyguestelecom.fr" },
      { name: "Prixtel" },
      { name: "Syma Mobile" },
    ],
    answer: `Pour un forfait 5G à moins de 16 €/mois sans engagement, les offres les plus citées sont celles de RED by SFR, Sosh et B&You[1][2].

RED propose actuellement 100 Go en 5G à 12 €/mois, avec un prix garanti sans hausse annuelle, ce qui en fait l'offre la plus intéressante du moment[1][3]. L'offre de Sosh n'est pas la moins chère (15,99 € pour 100 Go), mais elle s'appuie sur le réseau le mieux classé par l'Arcep et son service client est régulièrement salué[2][4]. B&You, la marque en ligne de Bouygues Telecom, affiche 130 Go à 14,99 €, mais plusieurs abonnés signalent des hausses de prix après un an, ce qui relativise nettement l'intérêt de l'offre[5].

En résumé : RED pour le prix, Sosh pour la qualité du réseau[1][2].

Sources
[1] Forfait RED 100 Go 5G – RED by SFR https://www.red-by-sfr.fr/forfaits-mobiles/
[2] Forfaits Sosh – sosh.fr https://www.sosh.fr/forfaits-mobile
[3] Comparatif forfaits 5G pas chers – Ariase https://www.ariase.com/mobile/dossiers/forfait-5g-pas-cher
[4] Avis sur le réseau Sosh – MySosh https://www.mysosh.fr/avis-reseau-sosh
[5] Forfaits B&You – Bouygues Telecom https://www.bouyguestelecom.fr/forfaits-mobiles/sans-engagement`,
    expect: {
      mentions: {
        Sosh: { position: 2, list: null, sentiment: "positive" },
        "Red by SFR": { position: 1, list: null, sentiment: "positive" },
        "Bouygues Telecom": { position: 3, list: null, sentiment: "negative" },
        Prixtel: null,
        "Syma Mobile": null,
      },
      citations: [
        "https://www.red-by-sfr.fr/forfaits-mobiles/",
        "https://www.sosh.fr/forfaits-mobile",
        "https://www.ariase.com/mobile/dossiers/forfait-5g-pas-cher",
        "https://www.mysosh.fr/avis-reseau-sosh",
        "https://www.bouyguestelecom.fr/forfaits-mobiles/sans-engagement",
      ],
      own: ["https://www.sosh.fr/forfaits-mobile"],
    },
  },
  {
    id: "ho-fr-perplexity-02",
    lang: "fr",
    shape: "perplexity",
    traps: ["possessive", "common-word", "alias", "subdomain", "sources-list", "mixed-sentiment"],
    brand: { name: "Engie", domain: "engie.fr" },
    competitors: [
      { name: "EDF", domain: "edf.fr" },
      { name: "TotalEnergies", aliases: ["Total"] },
      { name: "Ekwateur", domain: "ekwateur.fr" },
      { name: "Mint Énergie", domain: "mint-energie.com" },
    ],
    answer: `Depuis la baisse du Tarif Bleu d'EDF en février 2025, plusieurs fournisseurs proposent un kWh moins cher que le tarif réglementé[1]. Au total, l'économie reste modeste : de 30 à 80 € par an pour un foyer moyen[2].

Les offres à prix fixe de TotalEnergies (Verte Fixe) et de Mint Energie sont parmi les moins chères du moment, avec une remise de 10 à 15 % sur le kWh HT[2][3]. L'offre Elec Référence 3 ans d'Engie garantit un prix fixe pendant trois ans, ce qui protège contre les hausses, et le service client d'Engie est l'un des mieux notés par le médiateur de l'énergie[4][5]. En revanche, Ekwateur, souvent mis en avant pour son électricité verte, reste nettement plus cher que le tarif réglementé et son service client a fait l'objet de nombreuses réclamations[5].

Pour comparer selon votre consommation, le comparateur officiel du médiateur est le plus fiable[6].

Sources :
1. https://www.edf.fr/particuliers/offres-d-energie/electricite/tarif-bleu
2. https://www.selectra.info/energie/guides/comparatif/prix-electricite
3. https://www.mint-energie.com/offres-electricite
4. https://particuliers.engie.fr/electricite/offres-electricite/elec-reference-3-ans.html
5. https://www.energie-mediateur.fr/rapport-annuel-2024/
6. https://comparateur-offres.energie-info.fr/`,
    expect: {
      mentions: {
        Engie: { position: 4, list: null, sentiment: "positive" },
        EDF: { position: 1, list: null, sentiment: "neutral" },
        TotalEnergies: { position: 2, list: null, sentiment: "positive" },
        Ekwateur: { position: 5, list: null, sentiment: "negative" },
        "Mint Énergie": { position: 3, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.edf.fr/particuliers/offres-d-energie/electricite/tarif-bleu",
        "https://www.selectra.info/energie/guides/comparatif/prix-electricite",
        "https://www.mint-energie.com/offres-electricite",
        "https://particuliers.engie.fr/electricite/offres-electricite/elec-reference-3-ans.html",
        "https://www.energie-mediateur.fr/rapport-annuel-2024/",
        "https://comparateur-offres.energie-info.fr/",
      ],
      own: ["https://particuliers.engie.fr/electricite/offres-electricite/elec-reference-3-ans.html"],
    },
  },
  {
    id: "ho-fr-gemini-01",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "possessive", "markdown", "utm", "hedge", "mixed-sentiment"],
    brand: { name: "Alan", domain: "alan.com" },
    competitors: [
      { name: "Harmonie Mutuelle" },
      { name: "Swiss Life" },
      { name: "MGEN" },
      { name: "Malakoff Humanis" },
    ],
    answer: `## Meilleures mutuelles pour un indépendant en 2025

Pour un travailleur indépendant de 35 ans, le bon choix dépend surtout de vos besoins en optique et en dentaire, et de l'importance que vous accordez à la rapidité des remboursements.

### Comparatif rapide

| Mutuelle | Cotisation indicative | Délai de remboursement | Points forts | Points faibles |
|---|---|---|---|---|
| Alan | 75 €/mois | 24 à 48 h | Appli excellente, remboursements très rapides | Tarifs qui augmentent avec l'âge |
| Harmonie Mutuelle | 62 €/mois | 5 à 10 jours | Large réseau de partenaires | Service client lent, remboursements parfois en retard |
| Swiss Life | 80 €/mois | 3 à 5 jours | Garanties haut de gamme modulables | Cotisation élevée |
| Apivia | 68 €/mois | 5 jours | Bons forfaits médecines douces | Appli vieillissante |

### Notre avis

**Le plus simple à gérer :** l'application d'Alan permet d'envoyer une ordonnance ou un devis en photo et d'obtenir une réponse dans la journée. C'est l'option que nous recommandons si vous êtes à l'aise avec le 100 % digital.

**À éviter si vous êtes pressé :** Harmonie Mutuelle. Ses délais de remboursement et de réponse du service client sont régulièrement pointés du doigt.

**Pour des garanties renforcées :** Swiss Life, plus chère mais la plus complète du comparatif, avec d'excellents remboursements en optique.

Pour simuler votre cotisation : [alan.com](https://alan.com/fr-fr/independants?utm_source=gemini), ou via la [Fédération nationale de la Mutualité française](https://www.mutualite.fr/).`,
    expect: {
      mentions: {
        Alan: { position: 1, list: 1, sentiment: "positive" },
        "Harmonie Mutuelle": { position: 2, list: 2, sentiment: "negative" },
        "Swiss Life": { position: 3, list: 3, sentiment: "positive" },
        MGEN: null,
        "Malakoff Humanis": null,
      },
      citations: ["https://alan.com/fr-fr/independants?utm_source=gemini", "https://www.mutualite.fr/"],
      own: ["https://alan.com/fr-fr/independants?utm_source=gemini"],
    },
  },
  {
    id: "ho-fr-gemini-02",
    lang: "fr",
    shape: "gemini",
    traps: ["alias", "case", "possessive", "table", "markdown", "mixed-sentiment"],
    brand: { name: "Auchan", domain: "auchan.fr" },
    competitors: [
      { name: "Leclerc", aliases: ["E.Leclerc"], domain: "leclercdrive.fr" },
      { name: "Carrefour" },
      { name: "Intermarché" },
      { name: "Monoprix" },
    ],
    answer: `## Quel drive choisir pour les courses de la semaine ?

Pour un panier type de 80 €, les écarts entre enseignes atteignent jusqu'à 12 % selon l'UFC-Que Choisir. Voici le classement des principaux drives.

### 1. E.Leclerc Drive
**Prix :** le moins cher en moyenne sur les produits de marque, d'après la plupart des relevés.
**Service :** créneaux nombreux et préparation soignée.

### 2. Auchan Drive
**Prix :** très proche de LECLERC, avec des promotions plus agressives sur les produits frais.
**Service :** l'application d'Auchan est la plus agréable à utiliser et le retrait en « piéton » est pratique en ville.

### 3. Intermarché Drive
**Prix :** intermédiaire.
**Service :** l'appli d'Intermarché est lente et régulièrement en panne le samedi matin, ce qui rend la commande pénible.

### En résumé

| Enseigne | Indice prix (base 100 = la moins chère) | Note appli |
|---|---|---|
| E.Leclerc | 100 | 3,9/5 |
| Auchan | 101,5 | 4,6/5 |
| Intermarché | 104 | 3,1/5 |
| Carrefour | 105 | 4,2/5 |

Pour comparer vous-même : [auchan.fr](https://www.auchan.fr/drive) et [le comparateur de l'UFC-Que Choisir](https://www.quechoisir.org/comparateur-supermarche-n21799/).`,
    expect: {
      mentions: {
        Auchan: { position: 2, list: 2, sentiment: "positive" },
        Leclerc: { position: 1, list: 1, sentiment: "positive" },
        Carrefour: { position: 4, list: 4, sentiment: "neutral" },
        "Intermarché": { position: 3, list: 3, sentiment: "negative" },
        Monoprix: null,
      },
      citations: ["https://www.auchan.fr/drive", "https://www.quechoisir.org/comparateur-supermarche-n21799/"],
      own: ["https://www.auchan.fr/drive"],
    },
  },
  {
    id: "ho-fr-claude-01",
    lang: "fr",
    shape: "claude",
    traps: ["alias", "negation", "hedge", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Ouigo", domain: "ouigo.com" },
    competitors: [
      { name: "Trenitalia", aliases: ["Frecciarossa"], domain: "trenitalia.com" },
      { name: "SNCF Voyageurs", aliases: ["SNCF"] },
      { name: "BlaBlaCar" },
    ],
    answer: `Pour un Paris–Lyon en famille un samedi de juillet, je regarderais d'abord Ouigo : les billets démarrent à 19 € par adulte et 9 € par enfant si vous réservez tôt, et la ponctualité cet été a été excellente. Je n'hésiterais pas une seconde à le prendre avec des enfants.

Trenitalia dessert aussi la ligne avec ses Frecciarossa, mais je serais beaucoup plus réservé : les retards se sont multipliés ces derniers mois et les prix grimpent vite à l'approche du départ. Ce n'est pas l'option que je choisirais en famille.

Les TGV inOui de la SNCF restent une valeur sûre si vous voulez de la flexibilité (échange gratuit jusqu'à trois jours avant le départ), même si le billet est souvent plus cher.

Vous pouvez comparer les horaires sur https://www.ouigo.com/fr et sur https://www.trenitalia.com/fr.html.`,
    expect: {
      mentions: {
        Ouigo: { position: 1, list: null, sentiment: "positive" },
        Trenitalia: { position: 2, list: null, sentiment: "negative" },
        "SNCF Voyageurs": { position: 3, list: null, sentiment: "positive" },
        BlaBlaCar: null,
      },
      citations: ["https://www.ouigo.com/fr", "https://www.trenitalia.com/fr.html"],
      own: ["https://www.ouigo.com/fr"],
    },
    pair: "ho-fr-claude-02",
  },
  {
    id: "ho-fr-claude-02",
    lang: "fr",
    shape: "claude",
    traps: ["alias", "negation", "hedge", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Ouigo", domain: "ouigo.com" },
    competitors: [
      { name: "Trenitalia", aliases: ["Frecciarossa"], domain: "trenitalia.com" },
      { name: "SNCF Voyageurs", aliases: ["SNCF"] },
      { name: "BlaBlaCar" },
    ],
    answer: `Pour un Paris–Lyon en famille un samedi de juillet, je serais beaucoup plus réservé sur Ouigo : les retards se sont multipliés ces derniers mois et les prix grimpent vite à l'approche du départ. Ce n'est pas l'option que je choisirais en famille.

Trenitalia dessert aussi la ligne avec ses Frecciarossa, et c'est eux que je regarderais d'abord : les billets démarrent à 19 € par adulte et 9 € par enfant si vous réservez tôt, et la ponctualité cet été a été excellente. Je n'hésiterais pas une seconde à les prendre avec des enfants.

Les TGV inOui de la SNCF restent une valeur sûre si vous voulez de la flexibilité (échange gratuit jusqu'à trois jours avant le départ), même si le billet est souvent plus cher.

Vous pouvez comparer les horaires sur https://www.ouigo.com/fr et sur https://www.trenitalia.com/fr.html.`,
    expect: {
      mentions: {
        Ouigo: { position: 1, list: null, sentiment: "negative" },
        Trenitalia: { position: 2, list: null, sentiment: "positive" },
        "SNCF Voyageurs": { position: 3, list: null, sentiment: "positive" },
        BlaBlaCar: null,
      },
      citations: ["https://www.ouigo.com/fr", "https://www.trenitalia.com/fr.html"],
      own: ["https://www.ouigo.com/fr"],
    },
    pair: "ho-fr-claude-01",
  },
  {
    id: "ho-fr-claude-03",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "alias", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Moustache Bikes", aliases: ["Moustache"], domain: "moustachebikes.com" },
    competitors: [
      { name: "Cowboy", domain: "cowboy.com" },
      { name: "VanMoof" },
      { name: "O2feel" },
      { name: "Gitane" },
    ],
    answer: `Pour un vélo électrique de ville autour de 3 000 €, fiable et facile à faire réparer, je vous orienterais vers une marque qui dispose d'un vrai réseau de revendeurs.

VanMoof a séduit beaucoup de citadins avec son design, mais après sa faillite de 2023 et son rachat, la disponibilité des pièces et du SAV reste incertaine : je ne le recommanderais pas pour un usage quotidien. Cowboy pose un problème similaire, avec une vente uniquement en ligne et des réparations assurées par des partenaires très inégaux selon les villes.

À l'inverse, Moustache est une valeur sûre. La marque vosgienne, qui doit son nom à son guidon cintré en forme de moustache, fabrique des cadres réputés solides, monte des moteurs Bosch qu'un vélociste peut entretenir partout, et la garantie cadre est de 5 ans. Le Lundi 27 ou le Samedi 27 Xroad sont de bons points de départ (https://www.moustachebikes.com/fr/lundi-27/).

Si votre budget est plus serré, O2feel propose de bons modèles autour de 2 000 €, en partie assemblés en France, avec un réseau de revendeurs solide.

Pour l'historique de la marque : https://fr.wikipedia.org/wiki/Moustache_Bikes.`,
    expect: {
      mentions: {
        "Moustache Bikes": { position: 3, list: null, sentiment: "positive" },
        Cowboy: { position: 2, list: null, sentiment: "negative" },
        VanMoof: { position: 1, list: null, sentiment: "negative" },
        O2feel: { position: 4, list: null, sentiment: "positive" },
        Gitane: null,
      },
      citations: ["https://www.moustachebikes.com/fr/lundi-27/", "https://fr.wikipedia.org/wiki/Moustache_Bikes"],
      own: ["https://www.moustachebikes.com/fr/lundi-27/"],
    },
  },
  {
    id: "ho-fr-copilot-01",
    lang: "fr",
    shape: "copilot",
    traps: ["subdomain", "sources-list", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Getaround", domain: "getaround.com" },
    competitors: [
      { name: "Ucar", domain: "ucar.fr" },
      { name: "Rent A Car", domain: "rentacar.fr" },
      { name: "Leasys" },
      { name: "Hertz" },
    ],
    answer: `Pour louer une voiture un week-end à Lyon sans passer par une agence, Getaround est la solution la plus souple : vous réservez sur l'appli, ouvrez la voiture avec votre téléphone, et les prix démarrent autour de 35 € par jour [1].

Si vous préférez une agence classique, Rent A Car affiche souvent les tarifs les plus bas en centre-ville, mais attention aux franchises élevées et aux frais de kilométrage supplémentaire, qui font vite grimper la note [2].

Ucar fonctionne avec un réseau de franchisés, surtout présent dans les villes moyennes [3].

[1] : [Getaround – Location de voiture à Lyon](https://fr.getaround.com/location-voiture/lyon)
[2] : [Rent A Car – Agences Lyon](https://www.rentacar.fr/agence-location-voiture/lyon)
[3] : [Ucar – Location voiture](https://www.ucar.fr/)`,
    expect: {
      mentions: {
        Getaround: { position: 1, list: null, sentiment: "positive" },
        Ucar: { position: 3, list: null, sentiment: "neutral" },
        "Rent A Car": { position: 2, list: null, sentiment: "negative" },
        Leasys: null,
        Hertz: null,
      },
      citations: [
        "https://fr.getaround.com/location-voiture/lyon",
        "https://www.rentacar.fr/agence-location-voiture/lyon",
        "https://www.ucar.fr/",
      ],
      own: ["https://fr.getaround.com/location-voiture/lyon"],
    },
  },
  {
    id: "ho-fr-copilot-02",
    lang: "fr",
    shape: "copilot",
    traps: ["possessive", "negation", "hedge", "trailing-punctuation", "sources-list", "mixed-sentiment"],
    brand: { name: "Nocibé", domain: "nocibe.fr" },
    competitors: [
      { name: "Sephora", domain: "sephora.fr" },
      { name: "Marionnaud" },
      { name: "Yves Rocher" },
      { name: "Aroma-Zone" },
    ],
    answer: `Pour un parfum offert à Noël, les grandes chaînes pratiquent des prix proches ; la différence se fait surtout sur les programmes de fidélité et les promotions [1].

Sephora n'est généralement pas la moins chère, et son programme de fidélité est nettement moins généreux que celui de ses concurrents [2]. Chez Nocibe, la carte est gratuite et les opérations « -25 % sur tout » reviennent plusieurs fois par an ; c'est souvent là que le même parfum revient le moins cher [3]. Les boutiques d'Yves Rocher, elles, ne vendent que les parfums de la marque.

Pour suivre les promotions : https://www.nocibe.fr/promotions ; les avis clients sur la concurrence sont sur https://fr.trustpilot.com/review/www.sephora.fr.

En savoir plus
1. [60 Millions de consommateurs – Où acheter son parfum moins cher](https://www.60millions-mag.com/2024/12/02/ou-acheter-son-parfum-moins-cher-23456)
2. [Sephora – Programme de fidélité](https://www.sephora.fr/beauty-pass/)
3. [Nocibé – Carte de fidélité](https://www.nocibe.fr/carte-fidelite)`,
    expect: {
      mentions: {
        "Nocibé": { position: 2, list: null, sentiment: "positive" },
        Sephora: { position: 1, list: null, sentiment: "negative" },
        Marionnaud: null,
        "Yves Rocher": { position: 3, list: null, sentiment: "neutral" },
        "Aroma-Zone": null,
      },
      citations: [
        "https://www.nocibe.fr/promotions",
        "https://fr.trustpilot.com/review/www.sephora.fr",
        "https://www.60millions-mag.com/2024/12/02/ou-acheter-son-parfum-moins-cher-23456",
        "https://www.sephora.fr/beauty-pass/",
        "https://www.nocibe.fr/carte-fidelite",
      ],
      own: ["https://www.nocibe.fr/promotions", "https://www.nocibe.fr/carte-fidelite"],
    },
  },
  {
    id: "ho-fr-short-01",
    lang: "fr",
    shape: "short",
    traps: ["common-word", "mixed-sentiment"],
    brand: { name: "Printemps", domain: "printemps.com" },
    competitors: [{ name: "Galeries Lafayette" }, { name: "BHV", aliases: ["BHV Marais"] }, { name: "Le Bon Marché" }],
    answer: `Pour le shopping de printemps à Paris, le Printemps Haussmann a les meilleures remises sur la maroquinerie cette année ; les Galeries Lafayette, juste à côté, sont plus chères et souvent bondées.`,
    expect: {
      mentions: {
        Printemps: { position: 1, list: null, sentiment: "positive" },
        "Galeries Lafayette": { position: 2, list: null, sentiment: "negative" },
        BHV: null,
        "Le Bon Marché": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "ho-fr-short-02",
    lang: "fr",
    shape: "short",
    traps: ["url-only", "hedge", "negation", "trailing-punctuation"],
    brand: { name: "Thiriet", domain: "thiriet.com" },
    competitors: [{ name: "Picard", domain: "picard.fr" }, { name: "Toupargel" }, { name: "Argel" }],
    answer: `Pour des surgelés de qualité livrés à domicile, Picard n'est pas le moins cher mais reste la référence ; pour comparer avec la livraison proposée sur thiriet.com, voyez https://www.thiriet.com/livraison.`,
    expect: {
      mentions: {
        Thiriet: null,
        Picard: { position: 1, list: null, sentiment: "positive" },
        Toupargel: null,
        Argel: null,
      },
      citations: ["https://www.thiriet.com/livraison"],
      own: ["https://www.thiriet.com/livraison"],
    },
  },
  {
    id: "ho-fr-long-01",
    lang: "fr",
    shape: "long",
    traps: ["nested-list", "negation", "hedge", "subdomain", "sources-list", "markdown", "mixed-sentiment"],
    brand: { name: "Fortuneo", domain: "fortuneo.fr" },
    competitors: [
      { name: "BoursoBank", aliases: ["Boursorama", "Boursorama Banque"], domain: "boursobank.com" },
      { name: "Hello bank!", aliases: ["Hello bank"] },
      { name: "Monabanq" },
      { name: "Crédit Mutuel" },
    ],
    answer: `Changer de banque pour une banque en ligne permet en général d'économiser entre 100 et 200 € de frais par an. Voici comment se positionnent les principales offres pour un couple avec deux salaires et un crédit immobilier en cours.

## Les critères qui comptent vraiment

- **Les conditions de revenus** : certaines cartes haut de gamme exigent 1 800 € ou 4 000 € nets mensuels.
- **Les frais à l'étranger** : essentiels si vous voyagez hors zone euro.
- **Le service client** : joignable par téléphone ou seulement par chat ?
- **Le compte joint** : tous les établissements ne le proposent pas sans frais.

## Les offres en détail

1. **BoursoBank** (ex-Boursorama)
   - La banque en ligne la moins chère du marché, sans condition de revenus pour la carte Welcome.
   - Offre de bienvenue souvent généreuse (jusqu'à 150 €).
2. **Fortuneo**
   - Carte Gold Mastercard gratuite sous condition de 1 800 € de revenus, sans frais à l'étranger.
   - Service client basé en France, joignable par téléphone, et régulièrement primé : c'est l'offre que je recommande pour votre profil.
   - L'application est un peu moins riche que celle de BoursoBank, mais elle couvre l'essentiel.
3. **Hello bank!**
   - Adossée à BNP Paribas, ce qui permet d'accéder aux agences pour certaines opérations.
   - Hello bank! n'est pas la plus compétitive : la carte Hello Prime est payante (5 €/mois) et les frais hors zone euro restent élevés.
4. **Monabanq**
   - Forfait mensuel fixe à partir de 2 €, sans condition de revenus.

## Et votre banque actuelle ?

Si vous êtes aujourd'hui au Crédit Mutuel, vérifiez avant de partir que votre crédit immobilier ne comporte pas de clause de domiciliation des revenus : c'est fréquent, et la pénalité peut annuler l'économie réalisée. Dans ce cas, une solution consiste à garder un compte de base au Crédit Mutuel et à faire de la banque en ligne votre compte principal.

## Comment procéder

1. Ouvrez le nouveau compte en ligne (comptez 10 minutes et une pièce d'identité).
2. Activez la mobilité bancaire : la nouvelle banque se charge de transférer prélèvements et virements.
3. Gardez l'ancien compte ouvert deux mois pour éviter les rejets.

Sources :
- Comparatif banques en ligne 2025 – https://www.panorabanques.com/banque-en-ligne/comparatif
- Tarifs Fortuneo – https://www.fortuneo.fr/tarifs-bancaires
- Espace client Fortuneo – https://mabanque.fortuneo.fr/fr/identification.jsp
- BoursoBank – https://www.boursobank.com/tarifs`,
    expect: {
      mentions: {
        Fortuneo: { position: 2, list: 2, sentiment: "positive" },
        BoursoBank: { position: 1, list: 1, sentiment: "positive" },
        "Hello bank!": { position: 3, list: 3, sentiment: "negative" },
        Monabanq: { position: 4, list: 4, sentiment: "neutral" },
        "Crédit Mutuel": { position: 5, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.panorabanques.com/banque-en-ligne/comparatif",
        "https://www.fortuneo.fr/tarifs-bancaires",
        "https://mabanque.fortuneo.fr/fr/identification.jsp",
        "https://www.boursobank.com/tarifs",
      ],
      own: ["https://www.fortuneo.fr/tarifs-bancaires", "https://mabanque.fortuneo.fr/fr/identification.jsp"],
    },
  },
  {
    id: "ho-fr-long-02",
    lang: "fr",
    shape: "long",
    traps: ["prose-before-list", "table", "markdown", "trailing-punctuation", "hedge", "mixed-sentiment"],
    brand: { name: "Axonaut", domain: "axonaut.com" },
    competitors: [
      { name: "Sellsy", domain: "sellsy.com" },
      { name: "Pipedrive", domain: "pipedrive.com" },
      { name: "Salesforce" },
      { name: "Zoho CRM", aliases: ["Zoho"] },
    ],
    answer: `Pour une PME de services de 12 personnes qui veut centraliser prospects, devis et factures, la question est surtout de savoir si vous voulez un CRM pur ou un outil de gestion tout-en-un. Beaucoup d'entreprises commencent par regarder Salesforce parce que c'est la référence, mais pour une structure de cette taille c'est généralement surdimensionné : la mise en place demande un intégrateur, et la facture dépasse vite 100 € par utilisateur et par mois.

## Les solutions adaptées à une PME française

| Outil | Type | Prix indicatif | Facturation intégrée | Hébergement des données |
|---|---|---|---|---|
| Pipedrive | CRM commercial | 14 à 99 €/utilisateur/mois | Non (via intégrations) | UE/États-Unis |
| Axonaut | Gestion tout-en-un | à partir de 49,99 €/mois HT | Oui | France |
| Sellsy | CRM + facturation | à partir de 49 €/utilisateur/mois | Oui | France |
| Zoho CRM | CRM modulaire | 14 à 52 €/utilisateur/mois | Via Zoho Invoice | UE |

## Mon analyse

**Pipedrive** est excellent pour piloter un pipeline commercial : l'interface est claire et les commerciaux l'adoptent très vite. Seule limite : la facturation française passe par une intégration.

**Axonaut** couvre tout le cycle — prospect, devis, facture, relance, trésorerie — avec une facturation déjà conforme à la future obligation de facturation électronique. Pour une équipe de 12 personnes, c'est l'option que je privilégierais : le prix est forfaitaire et non par utilisateur, et le support, basé en France, est réputé réactif.

**Sellsy** est comparable sur le papier, mais la tarification par utilisateur revient nettement plus cher à 12, et plusieurs avis récents évoquent une interface lente et des bugs sur le module de relances.

**Zoho CRM** est modulaire : chaque fonction (CRM, facturation, support) est une application distincte de la suite Zoho.

## Étapes pour bien démarrer

1. Listez vos étapes de vente actuelles avant de configurer quoi que ce soit.
2. Importez vos contacts depuis vos fichiers Excel et votre messagerie.
3. Formez l'équipe pendant une demi-journée et nommez un référent.
4. Réévaluez au bout de trois mois : taux de saisie, relances, délais de paiement.

Les pages tarifs : https://www.axonaut.com/tarifs, https://go.sellsy.com/tarifs et https://www.pipedrive.com/fr/pricing.`,
    expect: {
      mentions: {
        Axonaut: { position: 3, list: 2, sentiment: "positive" },
        Sellsy: { position: 4, list: 3, sentiment: "negative" },
        Pipedrive: { position: 2, list: 1, sentiment: "positive" },
        Salesforce: { position: 1, list: null, sentiment: "negative" },
        "Zoho CRM": { position: 5, list: 4, sentiment: "neutral" },
      },
      citations: ["https://www.axonaut.com/tarifs", "https://go.sellsy.com/tarifs", "https://www.pipedrive.com/fr/pricing"],
      own: ["https://www.axonaut.com/tarifs"],
    },
  },
  // ───────────────────────────── es ─────────────────────────────
  {
    id: "ho-es-chatgpt-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["nested-list", "utm", "hedge", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Pikolin", domain: "pikolin.com" },
    competitors: [
      { name: "Emma", domain: "emma-colchon.es" },
      { name: "Flex", domain: "flex.es" },
      { name: "Morfeo" },
      { name: "Lo Monaco", domain: "lomonaco.com" },
    ],
    answer: `Si buscas un colchón para el dolor de espalda por menos de 600 € (150×190), estas son las opciones más recomendadas según el tipo de núcleo:

- **Muelles ensacados**
  - **Pikolin** – Los modelos Nordic y Viscomuelles ofrecen una firmeza media-alta muy adecuada para la espalda, y la marca tiene servicio técnico en toda España. ([pikolin.com](https://www.pikolin.com/colchones/muelles-ensacados?utm_source=chatgpt.com))
  - **Flex** – No es la opción más barata: sus modelos equivalentes cuestan entre 100 y 150 € más, sin una diferencia clara de calidad.
- **Espuma y viscoelástica (venta online)**
  - **Emma** – Muy popular por sus 100 noches de prueba, pero muchos usuarios con dolor lumbar lo encuentran demasiado blando y las devoluciones no son tan sencillas como promete la marca.
  - **Lo Monaco** – Excelente relación calidad-precio, fabricación nacional y opiniones muy positivas sobre su viscoelástica. ([lomonaco.com](https://www.lomonaco.com/colchones/viscoelasticos?utm_source=chatgpt.com))

Consejo: dale al menos 30 noches antes de decidir; el cuerpo tarda unas semanas en adaptarse a un colchón nuevo.`,
    expect: {
      mentions: {
        Pikolin: { position: 1, list: 1, sentiment: "positive" },
        Emma: { position: 3, list: 1, sentiment: "negative" },
        Flex: { position: 2, list: 2, sentiment: "negative" },
        Morfeo: null,
        "Lo Monaco": { position: 4, list: 2, sentiment: "positive" },
      },
      citations: [
        "https://www.pikolin.com/colchones/muelles-ensacados?utm_source=chatgpt.com",
        "https://www.lomonaco.com/colchones/viscoelasticos?utm_source=chatgpt.com",
      ],
      own: ["https://www.pikolin.com/colchones/muelles-ensacados?utm_source=chatgpt.com"],
    },
  },
  {
    id: "ho-es-chatgpt-02",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "substring", "prose-before-list", "utm", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Dia", domain: "dia.es" },
    competitors: [
      { name: "Mercadona", domain: "mercadona.es" },
      { name: "Lidl" },
      { name: "Carrefour" },
      { name: "Alcampo", domain: "alcampo.es" },
    ],
    answer: `Si quieres ahorrar en la compra del día a día, lo más eficaz es combinar dos supermercados en lugar de ser fiel a uno solo. Mercadona suele ser la opción por defecto, pero no es de los más baratos. Según el último estudio de la OCU, estos son los más económicos:

1. **Alcampo** – El supermercado más barato de España por tercer año consecutivo, sobre todo en productos de marca. ([ocu.org](https://www.ocu.org/consumo-familia/supermercados/informe/supermercados-mas-baratos?utm_source=chatgpt.com))
2. **Dia** – Precios muy competitivos en su marca propia y buenas ofertas semanales con el Club Dia; además, tiene tiendas de proximidad abiertas casi todos los días del año. ([dia.es](https://www.dia.es/ofertas?utm_source=chatgpt.com))
3. **Lidl** – Muy bien posicionado en frescos y panadería, con precios ajustados.
4. **Mercadona** – Queda por detrás de los anteriores en precio, sobre todo en productos de marca; compensa solo si valoras mucho la comodidad.

Un truco: apunta en un diario de gastos lo que compras cada semana durante un mes; verás enseguida dónde se te va el dinero.`,
    expect: {
      mentions: {
        Dia: { position: 3, list: 2, sentiment: "positive" },
        Mercadona: { position: 1, list: 4, sentiment: "negative" },
        Lidl: { position: 4, list: 3, sentiment: "positive" },
        Carrefour: null,
        Alcampo: { position: 2, list: 1, sentiment: "positive" },
      },
      citations: [
        "https://www.ocu.org/consumo-familia/supermercados/informe/supermercados-mas-baratos?utm_source=chatgpt.com",
        "https://www.dia.es/ofertas?utm_source=chatgpt.com",
      ],
      own: ["https://www.dia.es/ofertas?utm_source=chatgpt.com"],
    },
  },
  {
    id: "ho-es-chatgpt-03",
    lang: "es",
    shape: "chatgpt",
    traps: ["case", "table", "lookalike-domain", "utm", "hedge", "negation", "markdown"],
    brand: { name: "Digi", domain: "digimobil.es" },
    competitors: [
      { name: "Pepephone", domain: "pepephone.com" },
      { name: "Simyo", domain: "simyo.es" },
      { name: "Lowi", domain: "lowi.es" },
      { name: "O2" },
    ],
    answer: `Para una tarifa solo móvil con muchos datos y sin permanencia, ahora mismo destacan estas:

| Operador | Tarifa | Precio |
|---|---|---|
| DIGI | 50 GB + llamadas ilimitadas | 10 €/mes |
| Lowi | 60 GB + llamadas ilimitadas | 12 €/mes |
| Simyo | 50 GB + llamadas ilimitadas | 12 €/mes |
| Pepephone | 48 GB + llamadas ilimitadas | 15 €/mes |

- **DIGI** es la más barata y su cobertura ha mejorado mucho desde que despliega red propia de fibra y 5G; la atención en tienda física es un plus. ([digimobil.es](https://www.digimobil.es/tarifas-movil?utm_source=chatgpt.com))
- **Pepephone** no es la más barata, pero su atención al cliente es la mejor valorada del sector y no sube precios a los clientes actuales.
- **Lowi** tiene buena relación calidad-precio, aunque el soporte es solo online.

Por cierto, si viajas a menudo a Italia, DIGI también opera allí con tarifas propias ([digimobil.it](https://www.digimobil.it/offerte?utm_source=chatgpt.com)), aunque el roaming dentro de la UE ya está incluido en tu tarifa española.`,
    expect: {
      mentions: {
        Digi: { position: 1, list: 1, sentiment: "positive" },
        Pepephone: { position: 4, list: 4, sentiment: "positive" },
        Simyo: { position: 3, list: 3, sentiment: "neutral" },
        Lowi: { position: 2, list: 2, sentiment: "positive" },
        O2: null,
      },
      citations: [
        "https://www.digimobil.es/tarifas-movil?utm_source=chatgpt.com",
        "https://www.digimobil.it/offerte?utm_source=chatgpt.com",
      ],
      own: ["https://www.digimobil.es/tarifas-movil?utm_source=chatgpt.com"],
    },
  },
  {
    id: "ho-es-perplexity-01",
    lang: "es",
    shape: "perplexity",
    traps: ["sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Holaluz", domain: "holaluz.com" },
    competitors: [
      { name: "Iberdrola", domain: "iberdrola.es" },
      { name: "Endesa" },
      { name: "Naturgy" },
      { name: "Repsol", domain: "repsol.es" },
    ],
    answer: `Las tres comercializadoras más consultadas para autoconsumo con placas solares son Holaluz, Repsol e Iberdrola[1][2]. La Cloud de Holaluz permite acumular el excedente que no se compensa en la factura como saldo para meses futuros, algo que la OCU valora muy positivamente[1][3]. Repsol ofrece una batería virtual similar dentro de su Solución Solar, con un precio del kWh de 0,13 € en horario valle[2].

Iberdrola compensa los excedentes a unos 0,05 €/kWh, pero su Solar Cloud tiene cuota mensual y acumula muchas reclamaciones por errores de facturación[4]. Por su parte, no recomendaría Endesa para autoconsumo: compensa a un precio muy bajo y el proceso de alta suele retrasarse meses[5].

Fuentes
[1] Holaluz – Cloud: https://www.holaluz.com/placas-solares/cloud/
[2] Repsol – Solución Solar: https://www.repsol.es/particulares/hogar/placas-solares/
[3] OCU – Tarifas con compensación de excedentes: https://www.ocu.org/vivienda-y-energia/gas-luz/consejos/compensacion-excedentes
[4] Iberdrola – Solar Cloud: https://www.iberdrola.es/autoconsumo/solar-cloud
[5] Facua – Reclamaciones por autoconsumo: https://www.facua.org/es/noticia.php?Id=18243`,
    expect: {
      mentions: {
        Holaluz: { position: 1, list: null, sentiment: "positive" },
        Iberdrola: { position: 3, list: null, sentiment: "negative" },
        Endesa: { position: 4, list: null, sentiment: "negative" },
        Naturgy: null,
        Repsol: { position: 2, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.holaluz.com/placas-solares/cloud/",
        "https://www.repsol.es/particulares/hogar/placas-solares/",
        "https://www.ocu.org/vivienda-y-energia/gas-luz/consejos/compensacion-excedentes",
        "https://www.iberdrola.es/autoconsumo/solar-cloud",
        "https://www.facua.org/es/noticia.php?Id=18243",
      ],
      own: ["https://www.holaluz.com/placas-solares/cloud/"],
    },
  },
  {
    id: "ho-es-perplexity-02",
    lang: "es",
    shape: "perplexity",
    traps: ["alias", "sources-list", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Banco Sabadell", aliases: ["Sabadell"], domain: "bancsabadell.com" },
    competitors: [
      { name: "BBVA", domain: "bbva.es" },
      { name: "CaixaBank" },
      { name: "Openbank", domain: "openbank.es" },
      { name: "ING", domain: "ing.es" },
    ],
    answer: `Para una hipoteca a tipo fijo de 200.000 € a 30 años, las ofertas más competitivas ahora mismo son las de ING, Openbank y Sabadell[1][2].

ING ofrece un fijo desde el 2,45 % TIN sin comisión de apertura, con vinculación solo de nómina[1]. Openbank, del grupo Santander, está en niveles parecidos (2,49 %) y permite tramitarlo todo online[2]. La Hipoteca Fija de Banco Sabadell parte del 2,60 % con seguros vinculados, y su gestor personal y la rapidez en la tasación suelen ser muy bien valorados por quienes la han contratado[3][4].

BBVA no es la opción más competitiva en fijo este trimestre: sus condiciones sin vinculación rondan el 3,10 %[5].

Fuentes:
1. https://www.ing.es/hipotecas/hipoteca-naranja
2. https://www.openbank.es/hipotecas/hipoteca-fija
3. https://www.bancsabadell.com/bsnacional/es/particulares/hipotecas/hipoteca-fija/
4. https://www.helpmycash.com/hipotecas/opiniones-banco-sabadell/
5. https://www.bbva.es/personas/productos/hipotecas/hipoteca-fija.html`,
    expect: {
      mentions: {
        "Banco Sabadell": { position: 3, list: null, sentiment: "positive" },
        BBVA: { position: 4, list: null, sentiment: "negative" },
        CaixaBank: null,
        Openbank: { position: 2, list: null, sentiment: "positive" },
        ING: { position: 1, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.ing.es/hipotecas/hipoteca-naranja",
        "https://www.openbank.es/hipotecas/hipoteca-fija",
        "https://www.bancsabadell.com/bsnacional/es/particulares/hipotecas/hipoteca-fija/",
        "https://www.helpmycash.com/hipotecas/opiniones-banco-sabadell/",
        "https://www.bbva.es/personas/productos/hipotecas/hipoteca-fija.html",
      ],
      own: ["https://www.bancsabadell.com/bsnacional/es/particulares/hipotecas/hipoteca-fija/"],
    },
  },
  {
    id: "ho-es-gemini-01",
    lang: "es",
    shape: "gemini",
    traps: ["table", "markdown", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Mapfre", domain: "mapfre.es" },
    competitors: [
      { name: "Verti", domain: "verti.es" },
      { name: "Línea Directa" },
      { name: "Mutua Madrileña" },
      { name: "Qualitas Auto" },
    ],
    answer: `## Seguro a todo riesgo con franquicia para un conductor de 30 años

Con un coche de 3 años y sin siniestros, el precio medio de un todo riesgo con franquicia de 300 € ronda los 450–650 € al año. Estas son las aseguradoras más consultadas:

| Aseguradora | Precio orientativo | Valoración de clientes | Comentario |
|---|---|---|---|
| Mapfre | 560 €/año | 4,5/5 | Excelente red de talleres y gestión de siniestros muy rápida |
| Línea Directa | 510 €/año | 4,1/5 | Buena app y trámites sencillos |
| Verti | 470 €/año | 2,9/5 | Precio ajustado, pero con muchas quejas por retrasos en los peritajes |
| Mutua Madrileña | 590 €/año | 4,3/5 | Bonificaciones por antigüedad muy generosas |

### Conclusión

**Nuestra recomendación:** Mapfre, si valoras que un siniestro se resuelva sin complicaciones.

**Con reservas:** Verti. No lo contrataríamos mientras sigan acumulándose reclamaciones por retrasos.

Compara precios en [mapfre.es](https://www.mapfre.es/seguros/particulares/coche/) y en [verti.es](https://www.verti.es/seguro-coche/).`,
    expect: {
      mentions: {
        Mapfre: { position: 1, list: 1, sentiment: "positive" },
        Verti: { position: 3, list: 3, sentiment: "negative" },
        "Línea Directa": { position: 2, list: 2, sentiment: "positive" },
        "Mutua Madrileña": { position: 4, list: 4, sentiment: "positive" },
        "Qualitas Auto": null,
      },
      citations: ["https://www.mapfre.es/seguros/particulares/coche/", "https://www.verti.es/seguro-coche/"],
      own: ["https://www.mapfre.es/seguros/particulares/coche/"],
    },
    pair: "ho-es-gemini-02",
  },
  {
    id: "ho-es-gemini-02",
    lang: "es",
    shape: "gemini",
    traps: ["table", "markdown", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Mapfre", domain: "mapfre.es" },
    competitors: [
      { name: "Verti", domain: "verti.es" },
      { name: "Línea Directa" },
      { name: "Mutua Madrileña" },
      { name: "Qualitas Auto" },
    ],
    answer: `## Seguro a todo riesgo con franquicia para un conductor de 30 años

Con un coche de 3 años y sin siniestros, el precio medio de un todo riesgo con franquicia de 300 € ronda los 450–650 € al año. Estas son las aseguradoras más consultadas:

| Aseguradora | Precio orientativo | Valoración de clientes | Comentario |
|---|---|---|---|
| Mapfre | 560 €/año | 2,9/5 | Precio ajustado, pero con muchas quejas por retrasos en los peritajes |
| Línea Directa | 510 €/año | 4,1/5 | Buena app y trámites sencillos |
| Verti | 470 €/año | 4,5/5 | Excelente red de talleres y gestión de siniestros muy rápida |
| Mutua Madrileña | 590 €/año | 4,3/5 | Bonificaciones por antigüedad muy generosas |

### Conclusión

**Nuestra recomendación:** Verti, si valoras que un siniestro se resuelva sin complicaciones.

**Con reservas:** Mapfre. No lo contrataríamos mientras sigan acumulándose reclamaciones por retrasos.

Compara precios en [mapfre.es](https://www.mapfre.es/seguros/particulares/coche/) y en [verti.es](https://www.verti.es/seguro-coche/).`,
    expect: {
      mentions: {
        Mapfre: { position: 1, list: 1, sentiment: "negative" },
        Verti: { position: 3, list: 3, sentiment: "positive" },
        "Línea Directa": { position: 2, list: 2, sentiment: "positive" },
        "Mutua Madrileña": { position: 4, list: 4, sentiment: "positive" },
        "Qualitas Auto": null,
      },
      citations: ["https://www.mapfre.es/seguros/particulares/coche/", "https://www.verti.es/seguro-coche/"],
      own: ["https://www.mapfre.es/seguros/particulares/coche/"],
    },
    pair: "ho-es-gemini-01",
  },
  {
    id: "ho-es-claude-01",
    lang: "es",
    shape: "claude",
    traps: ["trailing-punctuation", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Kave Home", domain: "kavehome.com" },
    competitors: [
      { name: "Ikea" },
      { name: "Sklum", domain: "sklum.com" },
      { name: "Maisons du Monde" },
      { name: "Zara Home" },
    ],
    answer: `Para amueblar un salón de estilo mediterráneo con unos 2.000 €, te diría que combines una tienda "de fondo" para las piezas grandes con otra para los detalles.

Kave Home es probablemente la que mejor encaja con ese estilo: madera clara, ratán y líneas sencillas, con una calidad de acabados bastante superior a su precio. El sofá Gala o la mesa Licia son buenos puntos de partida, y puedes ver las colecciones en [su web](https://kavehome.com/es/es/c/salon). Ten en cuenta que los plazos de entrega de algunos sofás llegan a 6-8 semanas.

Sklum tiene diseños muy parecidos a precios más bajos, pero no te recomendaría sus sofás: la espuma pierde forma pronto y el servicio posventa tarda en responder (hay bastantes reseñas en este sentido en «https://es.trustpilot.com/review/sklum.com»).

Para textiles y complementos:
- Zara Home, que tiene cojines y ropa de mesa de lino de muy buena calidad.
- Ikea, para almacenaje y estanterías a buen precio.

Si prefieres verlo en persona, Kave Home tiene tiendas en Barcelona y Madrid, además de su sede en El Prat de Llobregat.`,
    expect: {
      mentions: {
        "Kave Home": { position: 1, list: null, sentiment: "positive" },
        Ikea: { position: 4, list: 2, sentiment: "positive" },
        Sklum: { position: 2, list: null, sentiment: "negative" },
        "Maisons du Monde": null,
        "Zara Home": { position: 3, list: 1, sentiment: "positive" },
      },
      citations: ["https://kavehome.com/es/es/c/salon", "https://es.trustpilot.com/review/sklum.com"],
      own: ["https://kavehome.com/es/es/c/salon"],
    },
  },
  {
    id: "ho-es-claude-02",
    lang: "es",
    shape: "claude",
    traps: ["case", "hedge", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Vips", domain: "vips.es" },
    competitors: [
      { name: "Foster's Hollywood", domain: "fostershollywood.es" },
      { name: "Ginos", domain: "ginos.es" },
      { name: "La Tagliatella", aliases: ["Tagliatella"] },
      { name: "Goiko" },
    ],
    answer: `Para una comida de domingo con niños en un centro comercial de Madrid, VIPS es una apuesta segura: carta muy amplia (desde tortitas hasta club sándwiches), menú infantil con actividad para pintar y un servicio rápido. No es cocina para recordar, pero cumple de sobra con lo que se le pide.

Ginos, del mismo grupo, funciona muy bien si a los niños les gusta la pasta, y suele tener promociones entre semana.

Foster’s Hollywood ha bajado bastante en los últimos años: las hamburguesas llegan tibias con frecuencia y las raciones son más pequeñas para un precio que ha subido. No lo elegiría hoy.

Si os apetece algo más especial, Goiko tiene hamburguesas de mejor calidad; el único inconveniente es la espera a mediodía los domingos.

Puedes consultar la carta actual y reservar en https://www.vips.es/carta/, y ver los menús infantiles de Ginos en https://www.ginos.es/menu-infantil.`,
    expect: {
      mentions: {
        Vips: { position: 1, list: null, sentiment: "positive" },
        "Foster's Hollywood": { position: 3, list: null, sentiment: "negative" },
        Ginos: { position: 2, list: null, sentiment: "positive" },
        "La Tagliatella": null,
        Goiko: { position: 4, list: null, sentiment: "positive" },
      },
      citations: ["https://www.vips.es/carta/", "https://www.ginos.es/menu-infantil"],
      own: ["https://www.vips.es/carta/"],
    },
  },
  {
    id: "ho-es-copilot-01",
    lang: "es",
    shape: "copilot",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "Iryo", domain: "iryo.eu" },
    competitors: [
      { name: "Ouigo", domain: "ouigo.com" },
      { name: "Renfe", aliases: ["AVE", "Avlo"], domain: "renfe.com" },
      { name: "Alsa" },
    ],
    answer: `Para ir de Madrid a Barcelona en tren este mes tienes tres operadores de alta velocidad [1].

Iryo es la opción que más recomiendan los viajeros: asientos cómodos, buen wifi y una puntualidad superior al 90 % en lo que va de año [2].

Ouigo, en cambio, acumula quejas por retrasos y por los suplementos de equipaje, que encarecen bastante el billete final [3].

Renfe opera AVE y Avlo en esta ruta, con salidas aproximadamente cada media hora [1].

[1] https://www.renfe.com/es/es/viajar/prepara-tu-viaje/horarios
[2] https://www.iryo.eu/es/viajar-con-iryo
[3] https://www.ocu.org/consumo-familia/viajes/noticias/trenes-alta-velocidad-quejas`,
    expect: {
      mentions: {
        Iryo: { position: 1, list: null, sentiment: "positive" },
        Ouigo: { position: 2, list: null, sentiment: "negative" },
        Renfe: { position: 3, list: null, sentiment: "neutral" },
        Alsa: null,
      },
      citations: [
        "https://www.renfe.com/es/es/viajar/prepara-tu-viaje/horarios",
        "https://www.iryo.eu/es/viajar-con-iryo",
        "https://www.ocu.org/consumo-familia/viajes/noticias/trenes-alta-velocidad-quejas",
      ],
      own: ["https://www.iryo.eu/es/viajar-con-iryo"],
    },
    pair: "ho-es-copilot-02",
  },
  {
    id: "ho-es-copilot-02",
    lang: "es",
    shape: "copilot",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "Iryo", domain: "iryo.eu" },
    competitors: [
      { name: "Ouigo", domain: "ouigo.com" },
      { name: "Renfe", aliases: ["AVE", "Avlo"], domain: "renfe.com" },
      { name: "Alsa" },
    ],
    answer: `Para ir de Madrid a Barcelona en tren este mes tienes tres operadores de alta velocidad [1].

Iryo acumula quejas por retrasos y por los suplementos de equipaje, que encarecen bastante el billete final [2].

Ouigo, en cambio, es la opción que más recomiendan los viajeros: asientos cómodos, buen wifi y una puntualidad superior al 90 % en lo que va de año [3].

Renfe opera AVE y Avlo en esta ruta, con salidas aproximadamente cada media hora [1].

[1] https://www.renfe.com/es/es/viajar/prepara-tu-viaje/horarios
[2] https://www.iryo.eu/es/viajar-con-iryo
[3] https://www.ocu.org/consumo-familia/viajes/noticias/trenes-alta-velocidad-quejas`,
    expect: {
      mentions: {
        Iryo: { position: 1, list: null, sentiment: "negative" },
        Ouigo: { position: 2, list: null, sentiment: "positive" },
        Renfe: { position: 3, list: null, sentiment: "neutral" },
        Alsa: null,
      },
      citations: [
        "https://www.renfe.com/es/es/viajar/prepara-tu-viaje/horarios",
        "https://www.iryo.eu/es/viajar-con-iryo",
        "https://www.ocu.org/consumo-familia/viajes/noticias/trenes-alta-velocidad-quejas",
      ],
      own: ["https://www.iryo.eu/es/viajar-con-iryo"],
    },
    pair: "ho-es-copilot-01",
  },
  {
    id: "ho-es-copilot-03",
    lang: "es",
    shape: "copilot",
    traps: ["case", "sources-list", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "PcComponentes", domain: "pccomponentes.com" },
    competitors: [
      { name: "Worten" },
      { name: "El Corte Inglés", aliases: ["ECI"], domain: "elcorteingles.es" },
      { name: "Amazon" },
      { name: "Coolmod", domain: "coolmod.com" },
    ],
    answer: `Para comprar una tarjeta gráfica RTX 4070 Super, los precios más bajos esta semana están en Coolmod y pcComponentes, en torno a 599 € [1][2].

Pccomponentes tiene la ventaja de su servicio técnico propio y de una política de devoluciones de 30 días muy valorada por los clientes [2]. Coolmod suele igualar precios y tiene ofertas flash frecuentes [1].

En El Corte Inglés el mismo modelo sale por unos 679 €, claramente más caro; solo compensa si aprovechas sus campañas de financiación sin intereses [3].

Fuentes:
1. [Coolmod – RTX 4070 Super](https://www.coolmod.com/tarjetas-graficas/rtx-4070-super/)
2. [PcComponentes – Tarjetas gráficas](https://www.pccomponentes.com/tarjetas-graficas/rtx-4070-super)
3. [El Corte Inglés – Tarjetas gráficas](https://www.elcorteingles.es/electronica/tarjetas-graficas/)`,
    expect: {
      mentions: {
        PcComponentes: { position: 2, list: null, sentiment: "positive" },
        Worten: null,
        "El Corte Inglés": { position: 3, list: null, sentiment: "negative" },
        Amazon: null,
        Coolmod: { position: 1, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.coolmod.com/tarjetas-graficas/rtx-4070-super/",
        "https://www.pccomponentes.com/tarjetas-graficas/rtx-4070-super",
        "https://www.elcorteingles.es/electronica/tarjetas-graficas/",
      ],
      own: ["https://www.pccomponentes.com/tarjetas-graficas/rtx-4070-super"],
    },
  },
  {
    id: "ho-es-short-01",
    lang: "es",
    shape: "short",
    traps: ["alias", "hedge", "mixed-sentiment"],
    brand: { name: "Repsol", domain: "repsol.es" },
    competitors: [{ name: "Cepsa", aliases: ["Moeve"] }, { name: "BP" }, { name: "Galp" }, { name: "Ballenoil" }],
    answer: `Con la app Waylet de Repsol ahorras hasta 10 céntimos por litro en las estaciones adheridas; Moeve tiene un programa parecido, pero con descuentos bastante menores.`,
    expect: {
      mentions: {
        Repsol: { position: 1, list: null, sentiment: "positive" },
        Cepsa: { position: 2, list: null, sentiment: "negative" },
        BP: null,
        Galp: null,
        Ballenoil: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "ho-es-short-02",
    lang: "es",
    shape: "short",
    traps: ["url-only", "subdomain", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Mercadona", domain: "mercadona.es" },
    competitors: [{ name: "Lidl" }, { name: "Carrefour" }, { name: "Eroski" }],
    answer: `El aceite de oliva virgen extra más barato esta semana está en Lidl, a 6,49 € el litro; en Carrefour está bastante más caro, a 7,95 €. Puedes comprobar otros precios en https://tienda.mercadona.es/categories/112.`,
    expect: {
      mentions: {
        Mercadona: null,
        Lidl: { position: 1, list: null, sentiment: "positive" },
        Carrefour: { position: 2, list: null, sentiment: "negative" },
        Eroski: null,
      },
      citations: ["https://tienda.mercadona.es/categories/112"],
      own: ["https://tienda.mercadona.es/categories/112"],
    },
  },
  {
    id: "ho-es-long-01",
    lang: "es",
    shape: "long",
    traps: ["nested-list", "markdown", "negation", "hedge", "sources-list", "mixed-sentiment"],
    brand: { name: "Vueling", domain: "vueling.com" },
    competitors: [
      { name: "Iberia Express" },
      { name: "Ryanair", domain: "ryanair.com" },
      { name: "Volotea" },
      { name: "Air Europa" },
    ],
    answer: `Si vuelas con frecuencia entre Barcelona y las Baleares o Canarias, la elección de aerolínea depende sobre todo de tres cosas: el equipaje que llevas, la flexibilidad que necesitas y cuánto te importa la puntualidad.

## Comparativa rápida

- **Vueling**
  - Más frecuencias desde El Prat que ninguna otra compañía: a Palma hay más de 15 vuelos diarios en verano.
  - Tarifa Basic con solo bolso de mano; la maleta de cabina de 10 kg va en la tarifa Optima.
  - La puntualidad ha mejorado mucho en 2024 y la app es cómoda para gestionar cambios.
- **Ryanair**
  - Precio de partida bajo, pero los extras (maleta, asiento, tarjeta de embarque en el aeropuerto) encarecen mucho el billete.
  - La atención al cliente es prácticamente inexistente; no la recomendaría si viajas con equipaje.
- **Volotea**
  - Muy buena opción para rutas entre ciudades medianas (por ejemplo, Bilbao–Menorca), con buena puntualidad y un trato amable a bordo.
- **Air Europa**
  - Más cara, pero merece la pena si facturas: la maleta va incluida en casi todas las tarifas y el servicio a bordo es el mejor de las cuatro.

## ¿Qué haría yo?

Para un trayecto Barcelona–Palma con maleta de cabina, Vueling sigue siendo lo más práctico por la cantidad de horarios: si pierdes un vuelo, casi siempre hay otro en pocas horas. Eso sí, reserva la tarifa Optima directamente en su web y activa las alertas de la app, porque los cambios de horario se comunican a veces con poca antelación.

Para Canarias, compara también con Binter desde Barcelona; en temporada baja la diferencia puede ser de 40 a 60 € por trayecto.

## Consejos para pagar menos

1. Busca con fechas flexibles: los martes y miércoles suelen ser más baratos.
2. Si viajas más de seis veces al año, el programa de fidelización de Vueling (Vueling Club) compensa, ya que los Avios se pueden usar también en Iberia.
3. Evita añadir equipaje en el aeropuerto: en todas las low cost cuesta el doble que online.
4. Si eres residente en Baleares o Canarias, recuerda aplicar el 75 % de descuento de residente al reservar.

Fuentes:
- https://www.vueling.com/es/servicios-vueling/tarifas
- https://www.ryanair.com/es/es/informacion-util/centro-de-ayuda/tarifas
- https://www.aena.es/es/estadisticas/puntualidad.html`,
    expect: {
      mentions: {
        Vueling: { position: 1, list: 1, sentiment: "positive" },
        "Iberia Express": null,
        Ryanair: { position: 2, list: 2, sentiment: "negative" },
        Volotea: { position: 3, list: 3, sentiment: "positive" },
        "Air Europa": { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.vueling.com/es/servicios-vueling/tarifas",
        "https://www.ryanair.com/es/es/informacion-util/centro-de-ayuda/tarifas",
        "https://www.aena.es/es/estadisticas/puntualidad.html",
      ],
      own: ["https://www.vueling.com/es/servicios-vueling/tarifas"],
    },
  },
  {
    id: "ho-es-long-02",
    lang: "es",
    shape: "long",
    traps: ["case", "prose-before-list", "table", "negation", "hedge", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "VivaGym", domain: "vivagym.es" },
    competitors: [
      { name: "Basic-Fit", domain: "basic-fit.com" },
      { name: "McFit" },
      { name: "Altafit" },
      { name: "Holmes Place" },
    ],
    answer: `Si buscas gimnasio en Madrid por menos de 40 € al mes, lo primero es descartar los clubes premium como Holmes Place, cuyas cuotas superan los 90 € mensuales.

Dentro del segmento low cost, estas son las cadenas con más centros en la ciudad:

| Cadena | Cuota mensual | Matrícula | Horario | Clases dirigidas |
|---|---|---|---|---|
| Basic-Fit | 24,99–34,99 € | 0–20 € | 6:00–23:00 | Virtuales (en pantalla) |
| Vivagym | 29,90–39,90 € | 0 € en promoción | 6:30–23:00 | Sí, incluidas |
| Altafit | 25–35 € | 15 € | 7:00–23:00 | Sí, en la mayoría |
| McFit | 29,90 € | 19,90 € | 24 h en algunos centros | Virtuales |

## Mi valoración

**Vivagym** es la que mejor equilibra precio y servicio: las clases dirigidas presenciales están incluidas en la cuota, los centros son modernos y la app para reservar funciona bien. El único punto débil es que algunos centros se llenan mucho entre las 19:00 y las 21:00.

**Basic-Fit** gana en número de centros y en precio de entrada, pero sus clases son virtuales y en hora punta la experiencia es claramente peor: cuesta encontrar una máquina libre. Además, la baja exige un mes de preaviso y muchos usuarios se quejan de cargos posteriores.

**Altafit** no es mala opción si tienes uno cerca; el trato del personal suele ser bueno, aunque la calidad de las instalaciones varía entre centros.

**McFit** tiene pocos centros en Madrid y, sin clases presenciales, no lo recomendaría salvo que te quede justo al lado de casa.

## Antes de apuntarte

1. Pide un pase de prueba gratuito (todas las cadenas lo ofrecen) y ve a la hora a la que entrenarías normalmente.
2. Revisa la permanencia: las cuotas más baratas suelen exigir 12 meses.
3. Comprueba cómo se tramita la baja; en algunos casos solo se puede hacer en el propio centro.
4. Si vas a entrenar en varios barrios, elige una cadena que permita acceso multicentro sin suplemento.

Tarifas actualizadas en https://vivagym.es/tarifas/ y https://www.basic-fit.com/es-es/precios.`,
    expect: {
      mentions: {
        VivaGym: { position: 3, list: 2, sentiment: "positive" },
        "Basic-Fit": { position: 2, list: 1, sentiment: "negative" },
        McFit: { position: 5, list: 4, sentiment: "negative" },
        Altafit: { position: 4, list: 3, sentiment: "positive" },
        "Holmes Place": { position: 1, list: null, sentiment: "neutral" },
      },
      citations: ["https://vivagym.es/tarifas/", "https://www.basic-fit.com/es-es/precios"],
      own: ["https://vivagym.es/tarifas/"],
    },
  },
  // ───────────────────────────── de ─────────────────────────────
  {
    id: "ho-de-chatgpt-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "possessive", "case", "utm", "hedge", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Hornbach", domain: "hornbach.de" },
    competitors: [
      { name: "Bauhaus", domain: "bauhaus.info" },
      { name: "Obi", domain: "obi.de" },
      { name: "Toom" },
      { name: "Globus Baumarkt" },
    ],
    answer: `Für eine Stehleuchte im Bauhaus-Stil brauchst du vor allem einen schlichten Lampenfuß aus Metall, einen Schirm aus Opalglas oder weißem Stoff und ein gutes LED-Leuchtmittel (warmweiß, 2.700 K). Das bekommst du in diesen Baumärkten:

1. **Hornbach** – Die größte Auswahl an Leuchtmitteln und Lampenfüßen, dazu faire Dauertiefpreise; Hornbachs Beratung in der Elektroabteilung ist spürbar besser als im Durchschnitt. ([hornbach.de](https://www.hornbach.de/c/licht-leuchten/S4586/?utm_source=chatgpt.com))
2. **OBI** – Bei Designleuchten eher dünn aufgestellt und meist etwas teurer; für dieses Projekt nicht die erste Wahl.
3. **Bauhaus** – Gute Fachabteilungen und eine Tiefpreisgarantie (12 % unter dem Konkurrenzpreis), allerdings nicht in jeder Filiale mit großer Leuchtenausstellung. ([bauhaus.info](https://www.bauhaus.info/leuchten/c/10000419?utm_source=chatgpt.com))

Tipp: Original-Entwürfe aus dem Umfeld des Bauhauses (etwa die Wagenfeld-Leuchte) gibt es nur im Fachhandel – im Baumarkt findest du Leuchten, die sich daran orientieren.`,
    expect: {
      mentions: {
        Hornbach: { position: 1, list: 1, sentiment: "positive" },
        Bauhaus: { position: 3, list: 3, sentiment: "positive" },
        Obi: { position: 2, list: 2, sentiment: "negative" },
        Toom: null,
        "Globus Baumarkt": null,
      },
      citations: [
        "https://www.hornbach.de/c/licht-leuchten/S4586/?utm_source=chatgpt.com",
        "https://www.bauhaus.info/leuchten/c/10000419?utm_source=chatgpt.com",
      ],
      own: ["https://www.hornbach.de/c/licht-leuchten/S4586/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "ho-de-chatgpt-02",
    lang: "de",
    shape: "chatgpt",
    traps: ["possessive", "subdomain", "utm", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Rewe", domain: "rewe.de" },
    competitors: [
      { name: "Edeka", domain: "edeka.de" },
      { name: "Knuspr", domain: "knuspr.de" },
      { name: "Flink" },
      { name: "Picnic", domain: "picnic.app" },
    ],
    answer: `Wenn du in Köln deinen Wocheneinkauf liefern lassen willst, hast du aktuell vier realistische Optionen:

- **Picnic** – Liefert kostenlos ab 35 € Mindestbestellwert in festen Zeitfenstern; die Preise liegen auf Supermarktniveau, und die Pünktlichkeit wird in Bewertungen durchweg gelobt. ([picnic.app](https://picnic.app/de/?utm_source=chatgpt.com))
- **Rewe Lieferservice** – Über 10.000 Artikel inklusive Rewes Eigenmarken; Liefergebühr je nach Zeitfenster 0–5,90 €. Leider werden fehlende Artikel häufig ersetzt oder gar nicht geliefert, und die Zeitfenster am Wochenende sind schnell ausgebucht – für einen verlässlichen Wocheneinkauf derzeit nicht ideal. ([shop.rewe.de](https://shop.rewe.de/?utm_source=chatgpt.com))
- **Knuspr** – Großes Frischesortiment und Lieferung noch am selben Tag, allerdings bisher nur in einigen Stadtteilen.
- **Flink** – Nur für den schnellen Einkauf zwischendurch sinnvoll; für den Wocheneinkauf deutlich zu teuer.

Edekas eigener Lieferdienst ist in Köln bislang nur über einzelne Märkte verfügbar.`,
    expect: {
      mentions: {
        Rewe: { position: 2, list: 2, sentiment: "negative" },
        Edeka: { position: 5, list: null, sentiment: "neutral" },
        Knuspr: { position: 3, list: 3, sentiment: "positive" },
        Flink: { position: 4, list: 4, sentiment: "negative" },
        Picnic: { position: 1, list: 1, sentiment: "positive" },
      },
      citations: ["https://picnic.app/de/?utm_source=chatgpt.com", "https://shop.rewe.de/?utm_source=chatgpt.com"],
      own: ["https://shop.rewe.de/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "ho-de-chatgpt-03",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "substring", "nested-list", "negation", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Netto", aliases: ["Netto Marken-Discount"], domain: "netto-online.de" },
    competitors: [
      { name: "Aldi Süd", aliases: ["Aldi"] },
      { name: "Lidl", domain: "lidl.de" },
      { name: "Penny" },
      { name: "Kaufland" },
    ],
    answer: `Bei einem Nettoeinkommen von 1.800 € lohnt es sich, die Lebensmittelausgaben konsequent zu planen. Wer nur 1.800 € netto im Monat hat, sollte für eine Person mit etwa 200–250 € für Lebensmittel rechnen. So gehst du vor:

1. **Beim Discounter einkaufen**
   - **Aldi Süd** und **Lidl** sind bei Eigenmarken fast immer gleich günstig; Lidl bietet mit Lidl Plus zusätzlich gute App-Coupons.
   - **Netto Marken-Discount** ist kein schlechter Anbieter, vor allem wegen der vielen Markenprodukte im Angebot und der DeutschlandCard-Punkte. ([netto-online.de](https://www.netto-online.de/angebote?utm_source=chatgpt.com))
   - **Penny** ist bei Frischware oft teurer, und die Filialen sind häufig schlecht sortiert.
2. **Prospekte vergleichen** – Apps wie Marktguru oder kaufDA zeigen die Angebote aller Märkte in deiner Nähe.
3. **Auf den Grundpreis achten** – Entscheidend ist nicht der Packungspreis, sondern der Preis pro Kilo oder Liter.

Mein Tipp: Wocheneinkauf bei Aldi oder Lidl, Markenartikel gezielt im Angebot bei Netto.`,
    expect: {
      mentions: {
        Netto: { position: 3, list: 2, sentiment: "positive" },
        "Aldi Süd": { position: 1, list: 1, sentiment: "positive" },
        Lidl: { position: 2, list: 1, sentiment: "positive" },
        Penny: { position: 4, list: 3, sentiment: "negative" },
        Kaufland: null,
      },
      citations: ["https://www.netto-online.de/angebote?utm_source=chatgpt.com"],
      own: ["https://www.netto-online.de/angebote?utm_source=chatgpt.com"],
    },
  },
  {
    id: "ho-de-perplexity-01",
    lang: "de",
    shape: "perplexity",
    traps: ["alias", "sources-list", "hedge", "mixed-sentiment"],
    brand: { name: "Techniker Krankenkasse", aliases: ["TK"], domain: "tk.de" },
    competitors: [
      { name: "Barmer", domain: "barmer.de" },
      { name: "AOK", domain: "aok.de" },
      { name: "DAK-Gesundheit", aliases: ["DAK"] },
      { name: "HEK" },
    ],
    answer: `Für Selbstständige sind bei den gesetzlichen Kassen vor allem der Zusatzbeitrag und der Service entscheidend, da der allgemeine Beitragssatz überall 14,6 % (ermäßigt 14,0 %) beträgt[1].

Die TK verlangt 2025 einen Zusatzbeitrag von 2,45 % und schneidet in Kundenbefragungen regelmäßig am besten ab; besonders die App und die schnelle Bearbeitung von Anträgen werden gelobt[2][3]. Die Barmer liegt mit 3,29 % deutlich darüber und wird in denselben Umfragen für lange Bearbeitungszeiten und eine schwer erreichbare Hotline kritisiert[3][4].

Die AOK unterscheidet sich je nach Region stark: Die AOK Plus in Sachsen und Thüringen gehört mit 3,1 % eher zu den teureren Kassen[5].

Unterm Strich würde ich für Ihr Profil zur TK raten[2][3].

Quellen
[1] Beitragssätze der Krankenkassen 2025 – https://www.krankenkassen.de/gesetzliche-krankenkassen/krankenkasse-beitrag/
[2] Techniker Krankenkasse – Beiträge für Selbstständige – https://www.tk.de/techniker/versicherung/beitraege-selbststaendige-2006474
[3] Krankenkassen-Kundenmonitor 2024 – https://www.focus.de/finanzen/krankenkassen-test-2024
[4] Barmer – Beitragssatz – https://www.barmer.de/unsere-leistungen/mitgliedschaft-beitraege/beitraege
[5] AOK Plus – Zusatzbeitrag – https://www.aok.de/pk/plus/beitraege/`,
    expect: {
      mentions: {
        "Techniker Krankenkasse": { position: 1, list: null, sentiment: "positive" },
        Barmer: { position: 2, list: null, sentiment: "negative" },
        AOK: { position: 3, list: null, sentiment: "negative" },
        "DAK-Gesundheit": null,
        HEK: null,
      },
      citations: [
        "https://www.krankenkassen.de/gesetzliche-krankenkassen/krankenkasse-beitrag/",
        "https://www.tk.de/techniker/versicherung/beitraege-selbststaendige-2006474",
        "https://www.focus.de/finanzen/krankenkassen-test-2024",
        "https://www.barmer.de/unsere-leistungen/mitgliedschaft-beitraege/beitraege",
        "https://www.aok.de/pk/plus/beitraege/",
      ],
      own: ["https://www.tk.de/techniker/versicherung/beitraege-selbststaendige-2006474"],
    },
    pair: "ho-de-perplexity-02",
  },
  {
    id: "ho-de-perplexity-02",
    lang: "de",
    shape: "perplexity",
    traps: ["alias", "sources-list", "hedge", "mixed-sentiment"],
    brand: { name: "Techniker Krankenkasse", aliases: ["TK"], domain: "tk.de" },
    competitors: [
      { name: "Barmer", domain: "barmer.de" },
      { name: "AOK", domain: "aok.de" },
      { name: "DAK-Gesundheit", aliases: ["DAK"] },
      { name: "HEK" },
    ],
    answer: `Für Selbstständige sind bei den gesetzlichen Kassen vor allem der Zusatzbeitrag und der Service entscheidend, da der allgemeine Beitragssatz überall 14,6 % (ermäßigt 14,0 %) beträgt[1].

Die TK liegt mit 3,29 % deutlich darüber und wird in denselben Umfragen für lange Bearbeitungszeiten und eine schwer erreichbare Hotline kritisiert[2][3]. Die Barmer verlangt 2025 einen Zusatzbeitrag von 2,45 % und schneidet in Kundenbefragungen regelmäßig am besten ab; besonders die App und die schnelle Bearbeitung von Anträgen werden gelobt[3][4].

Die AOK unterscheidet sich je nach Region stark: Die AOK Plus in Sachsen und Thüringen gehört mit 3,1 % eher zu den teureren Kassen[5].

Unterm Strich würde ich für Ihr Profil zur Barmer raten[3][4].

Quellen
[1] Beitragssätze der Krankenkassen 2025 – https://www.krankenkassen.de/gesetzliche-krankenkassen/krankenkasse-beitrag/
[2] Techniker Krankenkasse – Beiträge für Selbstständige – https://www.tk.de/techniker/versicherung/beitraege-selbststaendige-2006474
[3] Krankenkassen-Kundenmonitor 2024 – https://www.focus.de/finanzen/krankenkassen-test-2024
[4] Barmer – Beitragssatz – https://www.barmer.de/unsere-leistungen/mitgliedschaft-beitraege/beitraege
[5] AOK Plus – Zusatzbeitrag – https://www.aok.de/pk/plus/beitraege/`,
    expect: {
      mentions: {
        "Techniker Krankenkasse": { position: 1, list: null, sentiment: "negative" },
        Barmer: { position: 2, list: null, sentiment: "positive" },
        AOK: { position: 3, list: null, sentiment: "negative" },
        "DAK-Gesundheit": null,
        HEK: null,
      },
      citations: [
        "https://www.krankenkassen.de/gesetzliche-krankenkassen/krankenkasse-beitrag/",
        "https://www.tk.de/techniker/versicherung/beitraege-selbststaendige-2006474",
        "https://www.focus.de/finanzen/krankenkassen-test-2024",
        "https://www.barmer.de/unsere-leistungen/mitgliedschaft-beitraege/beitraege",
        "https://www.aok.de/pk/plus/beitraege/",
      ],
      own: ["https://www.tk.de/techniker/versicherung/beitraege-selbststaendige-2006474"],
    },
    pair: "ho-de-perplexity-01",
  },
  {
    id: "ho-de-gemini-01",
    lang: "de",
    shape: "gemini",
    traps: ["declined", "alias", "prose-before-list", "table", "lookalike-domain", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Deutsche Glasfaser", domain: "deutsche-glasfaser.de" },
    competitors: [
      { name: "Deutsche Telekom", aliases: ["Telekom"], domain: "telekom.de" },
      { name: "Vodafone" },
      { name: "1&1" },
      { name: "O2" },
    ],
    answer: `## Glasfaser-Anbieter im Vergleich (Stand 2025)

Wenn in Ihrer Straße gerade ausgebaut wird, stellt sich meist die Frage: direkt beim ausbauenden Netzbetreiber buchen oder über einen Anbieter wie die Telekom oder 1&1?

### Die wichtigsten Anbieter

| Anbieter | Tarif (300 Mbit/s) | Monatlich ab 13. Monat | Vertragslaufzeit | Router |
|---|---|---|---|---|
| Deutsche Glasfaser | DG classic 300 | 59,99 € | 24 Monate | inklusive |
| Telekom | Glasfaser 300 | 59,95 € | 24 Monate | gegen Aufpreis |
| 1&1 | Glasfaser 300 | 54,99 € | 24 Monate | inklusive |
| Vodafone | GigaZuhause 250 Glasfaser | 54,99 € | 24 Monate | gegen Aufpreis |

### Einschätzung

**Service:** Die Hotline der Deutschen Glasfaser ist berüchtigt: lange Wartezeiten, und Installationstermine werden häufig kurzfristig verschoben. Wer schnell angeschlossen sein will, sollte das einplanen.

**Netzqualität:** Bei der Deutschen Telekom überzeugen Stabilität und Entstörung; Störungen werden in der Regel innerhalb eines Werktags behoben.

**Preis:** 1&1 ist nach dem ersten Jahr am günstigsten und schließt den Router bereits ein.

Weitere Informationen: [Verfügbarkeitscheck der Deutschen Glasfaser](https://www.deutsche-glasfaser.de/verfuegbarkeit/) · [Tarifübersicht](https://www.deutscheglasfaser.de/tarife) · [Telekom Glasfaser](https://www.telekom.de/zuhause/tarife-und-optionen/glasfaser).`,
    expect: {
      mentions: {
        "Deutsche Glasfaser": { position: 3, list: 1, sentiment: "negative" },
        "Deutsche Telekom": { position: 1, list: 2, sentiment: "positive" },
        Vodafone: { position: 4, list: 4, sentiment: "neutral" },
        "1&1": { position: 2, list: 3, sentiment: "positive" },
        O2: null,
      },
      citations: [
        "https://www.deutsche-glasfaser.de/verfuegbarkeit/",
        "https://www.deutscheglasfaser.de/tarife",
        "https://www.telekom.de/zuhause/tarife-und-optionen/glasfaser",
      ],
      own: ["https://www.deutsche-glasfaser.de/verfuegbarkeit/"],
    },
  },
  {
    id: "ho-de-gemini-02",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "case", "table", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Ergo", domain: "ergo.de" },
    competitors: [
      { name: "Allianz", domain: "allianz.de" },
      { name: "HUK-Coburg", aliases: ["HUK"] },
      { name: "CosmosDirekt" },
      { name: "Debeka" },
    ],
    answer: `## Berufsunfähigkeitsversicherung: Anbieter im Überblick

Die Beiträge hängen stark von Beruf, Eintrittsalter und Gesundheitszustand ab – ergo lohnt sich ein individueller Vergleich immer. Für eine 30-jährige Bürokauffrau mit 1.500 € BU-Rente bis 67 sehen typische Angebote so aus:

| Versicherer | Monatsbeitrag (Zahlbeitrag) | Rating (Assekurata) | Leistungsquote |
|---|---|---|---|
| CosmosDirekt | ca. 48 € | A | 82 % |
| Allianz | ca. 71 € | A+ | 85 % |
| ERGO | ca. 63 € | A | 79 % |
| Debeka | ca. 57 € | A+ | 86 % |

### 1. Allianz
**Stärken:** Die Allianz gilt als einer der finanzstärksten Versicherer Europas, und ihre Bedingungen sind sehr kundenfreundlich (Verzicht auf abstrakte Verweisung, Nachversicherungsgarantie).
**Schwächen:** Der höchste Beitrag im Vergleich.

### 2. Debeka
**Stärken:** Die Debeka hat die höchste Leistungsquote im Vergleich und gilt bei Beamtenanwärtern als erste Wahl.
**Schwächen:** Der Abschluss läuft fast ausschließlich über den eigenen Außendienst.

### 3. ERGO
ERGO ist nicht die erste Adresse für eine BU: Die Leistungsquote liegt unter dem Marktdurchschnitt, und Verbraucherzentralen berichten von zähen Leistungsprüfungen mit vielen Nachfragen.

Hinweis: Der Zahlbeitrag kann durch die Überschussbeteiligung sinken oder steigen; entscheidend ist der garantierte Bruttobeitrag. Mehr dazu bei der [Verbraucherzentrale](https://www.verbraucherzentrale.de/wissen/geld-versicherungen/weitere-versicherungen/berufsunfaehigkeitsversicherung-5868).`,
    expect: {
      mentions: {
        Ergo: { position: 3, list: 3, sentiment: "negative" },
        Allianz: { position: 2, list: 2, sentiment: "positive" },
        "HUK-Coburg": null,
        CosmosDirekt: { position: 1, list: 1, sentiment: "neutral" },
        Debeka: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.verbraucherzentrale.de/wissen/geld-versicherungen/weitere-versicherungen/berufsunfaehigkeitsversicherung-5868",
      ],
      own: [],
    },
  },
  {
    id: "ho-de-claude-01",
    lang: "de",
    shape: "claude",
    traps: ["declined", "alias", "subdomain", "trailing-punctuation", "hedge", "mixed-sentiment"],
    brand: { name: "Deutsche Kreditbank", aliases: ["DKB"], domain: "dkb.de" },
    competitors: [
      { name: "ING", domain: "ing.de" },
      { name: "Comdirect" },
      { name: "N26", domain: "n26.com" },
      { name: "Sparkasse" },
    ],
    answer: `Für ein kostenloses Girokonto mit Karte, mit der Sie auch im Ausland gebührenfrei Geld abheben können, kommen vor allem zwei Banken in Frage.

Die DKB ist hier meine erste Empfehlung. Das Konto ist kostenlos, wenn monatlich mindestens 700 € eingehen, und mit der Visa Debitkarte der Deutschen Kreditbank heben Sie weltweit gebührenfrei ab. Auch beim Kundenservice schneidet die Bank in Tests gut ab. Die Konditionen finden Sie unter https://www.dkb.de/privatkunden/girokonto, die Hilfe zur App unter <https://hilfe.dkb.de/girokonto/>.

Die ING ist ebenfalls eine sehr gute Wahl; der einzige Haken: Abhebungen außerhalb der Eurozone sind erst ab 50 € gebührenfrei.

Von einem Konto bei der Sparkasse würde ich Ihnen in diesem Fall eher abraten: Je nach Institut zahlen Sie 5 bis 12 € Kontoführungsgebühr im Monat, und die Kreditkarte kostet zusätzlich.

N26 bietet ebenfalls ein kostenloses Basiskonto mit Debitkarte, das vollständig per App geführt wird.`,
    expect: {
      mentions: {
        "Deutsche Kreditbank": { position: 1, list: null, sentiment: "positive" },
        ING: { position: 2, list: null, sentiment: "positive" },
        Comdirect: null,
        N26: { position: 4, list: null, sentiment: "neutral" },
        Sparkasse: { position: 3, list: null, sentiment: "negative" },
      },
      citations: ["https://www.dkb.de/privatkunden/girokonto", "https://hilfe.dkb.de/girokonto/"],
      own: ["https://www.dkb.de/privatkunden/girokonto", "https://hilfe.dkb.de/girokonto/"],
    },
  },
  {
    id: "ho-de-claude-02",
    lang: "de",
    shape: "claude",
    traps: ["possessive", "hedge", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Riese & Müller", aliases: ["R&M"], domain: "r-m.de" },
    competitors: [
      { name: "Urban Arrow" },
      { name: "Babboe", domain: "babboe.de" },
      { name: "Tern" },
    ],
    answer: `Für ein Lastenrad, mit dem Sie zwei Kinder täglich in die Kita bringen, würde ich zu einem Modell mit Frontbox und kräftigem Mittelmotor greifen.

Riese & Müllers Load 75 ist in dieser Klasse die Referenz: vollgefedert, mit Bosch-Cargo-Line-Motor und einer Kinderbox mit Regenverdeck. Der Preis ist mit rund 8.000 € allerdings sportlich. Das etwas kompaktere Packster 70 ist eine gute Alternative (https://www.r-m.de/de/modelle/packster-70/).

Das Urban Arrow Family ist ebenso beliebt und in vielen Städten als Dienstrad-Leasing verfügbar; die Box aus EPP-Schaumstoff ist leicht und schützt die Kinder gut.

Bei Babboe wäre ich dagegen vorsichtig. Nach dem Rückruf 2024 wegen Rahmenbrüchen bei mehreren Modellen (siehe https://www.babboe.de/rueckruf) ist das Vertrauen vieler Kunden erschüttert, und der Preisvorteil wiegt das für mich nicht auf.

Eine Übersicht über Förderprogramme für Lastenräder finden Sie beim ADFC unter https://www.adfc.de/artikel/lastenrad-foerderung.`,
    expect: {
      mentions: {
        "Riese & Müller": { position: 1, list: null, sentiment: "positive" },
        "Urban Arrow": { position: 2, list: null, sentiment: "positive" },
        Babboe: { position: 3, list: null, sentiment: "negative" },
        Tern: null,
      },
      citations: [
        "https://www.r-m.de/de/modelle/packster-70/",
        "https://www.babboe.de/rueckruf",
        "https://www.adfc.de/artikel/lastenrad-foerderung",
      ],
      own: ["https://www.r-m.de/de/modelle/packster-70/"],
    },
  },
  {
    id: "ho-de-copilot-01",
    lang: "de",
    shape: "copilot",
    traps: ["case", "lookalike-domain", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "FlixBus", aliases: ["Flix"], domain: "flixbus.de" },
    competitors: [
      { name: "BlaBlaCar", domain: "blablacar.de" },
      { name: "ÖBB", aliases: ["Nightjet"] },
      { name: "Eurolines" },
      { name: "RegioJet", domain: "regiojet.de" },
    ],
    answer: `Von Berlin nach Prag kommst du am günstigsten mit dem Fernbus: Flixbus fährt bis zu zwölfmal täglich, Tickets gibt es ab etwa 15 €, und die Fahrt dauert rund 4,5 Stunden [1][2].

RegioJet ist auf dieser Strecke eine sehr gute Alternative: etwas bequemere Sitze, kostenlose Heißgetränke und Preise auf ähnlichem Niveau [3].

Mitfahrgelegenheiten über BlaBlaCar sind auf dieser Strecke dagegen selten, und kurzfristige Absagen kommen häufig vor – nicht zu empfehlen, wenn du einen festen Termin hast [4].

Quellen:
[1] https://www.flixbus.de/busverbindung/berlin-prag
[2] https://global.flixbus.com/bus/prague
[3] https://www.regiojet.de/
[4] https://www.blablacar.de/`,
    expect: {
      mentions: {
        FlixBus: { position: 1, list: null, sentiment: "positive" },
        BlaBlaCar: { position: 3, list: null, sentiment: "negative" },
        "ÖBB": null,
        Eurolines: null,
        RegioJet: { position: 2, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.flixbus.de/busverbindung/berlin-prag",
        "https://global.flixbus.com/bus/prague",
        "https://www.regiojet.de/",
        "https://www.blablacar.de/",
      ],
      own: ["https://www.flixbus.de/busverbindung/berlin-prag"],
    },
  },
  {
    id: "ho-de-copilot-02",
    lang: "de",
    shape: "copilot",
    traps: ["possessive", "hedge", "negation", "sources-list", "markdown", "mixed-sentiment"],
    brand: { name: "Höffner", domain: "hoeffner.de" },
    competitors: [
      { name: "XXXLutz", aliases: ["XXXL"], domain: "xxxlutz.de" },
      { name: "Poco" },
      { name: "Home24", domain: "home24.de" },
      { name: "Segmüller" },
    ],
    answer: `Für ein Ecksofa bis 1.500 € lohnt sich ein Blick in die großen Möbelhäuser, aber auch online [1].

Bei Höffner findest du eine große Auswahl an Ecksofas in dieser Preisklasse, und Höffners Lieferservice inklusive Aufbau kostet meist nur 49 € [1]. In Kundenbewertungen schneidet Höffner beim Service gut ab.

Home24 wirbt mit einer riesigen Online-Auswahl, aber Lieferzeiten von 8–12 Wochen und Probleme bei Reklamationen werden in Bewertungen oft kritisiert [2].

XXXLutz ist nicht günstiger, wirbt aber häufig mit Rabatten auf einen hohen „Listenpreis" – vergleiche die Endpreise genau [3].

[1] [Höffner – Ecksofas](https://www.hoeffner.de/wohnzimmer/sofas-couches/ecksofas)
[2] [Trustpilot – home24](https://de.trustpilot.com/review/home24.de)
[3] [XXXLutz – Ecksofas](https://www.xxxlutz.de/ecksofas-C1C1C1)`,
    expect: {
      mentions: {
        "Höffner": { position: 1, list: null, sentiment: "positive" },
        XXXLutz: { position: 3, list: null, sentiment: "negative" },
        Poco: null,
        Home24: { position: 2, list: null, sentiment: "negative" },
        "Segmüller": null,
      },
      citations: [
        "https://www.hoeffner.de/wohnzimmer/sofas-couches/ecksofas",
        "https://de.trustpilot.com/review/home24.de",
        "https://www.xxxlutz.de/ecksofas-C1C1C1",
      ],
      own: ["https://www.hoeffner.de/wohnzimmer/sofas-couches/ecksofas"],
    },
  },
  {
    id: "ho-de-short-01",
    lang: "de",
    shape: "short",
    traps: ["url-only", "case", "trailing-punctuation"],
    brand: { name: "Obi", domain: "obi.de" },
    competitors: [{ name: "Toom", domain: "toom.de" }, { name: "Hornbach" }, { name: "Bauhaus" }],
    answer: `Laminat bekommst du diese Woche bei OBI am günstigsten, ab 6,99 €/m² (https://www.obi.de/laminat/c/1108); die Angebote auf toom.de liegen knapp darüber.`,
    expect: {
      mentions: {
        Obi: { position: 1, list: null, sentiment: "positive" },
        Toom: null,
        Hornbach: null,
        Bauhaus: null,
      },
      citations: ["https://www.obi.de/laminat/c/1108"],
      own: ["https://www.obi.de/laminat/c/1108"],
    },
  },
  {
    id: "ho-de-short-02",
    lang: "de",
    shape: "short",
    traps: ["common-word", "negation", "parentheses-url", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Real", domain: "real.de" },
    competitors: [{ name: "Kaufland", domain: "kaufland.de" }, { name: "Globus" }, { name: "Marktkauf" }],
    answer: `Real kann ich für den Großeinkauf nicht mehr empfehlen: Seit dem Verkauf 2020 gibt es nur noch wenige Märkte (https://de.wikipedia.org/wiki/Real_(Handelskette)), und die Sortimente wirken vielerorts ausgedünnt. Kaufland ist klar die bessere Wahl, zumal die Preise dort real kaum gestiegen sind.`,
    expect: {
      mentions: {
        Real: { position: 1, list: null, sentiment: "negative" },
        Kaufland: { position: 2, list: null, sentiment: "positive" },
        Globus: null,
        Marktkauf: null,
      },
      citations: ["https://de.wikipedia.org/wiki/Real_(Handelskette)"],
      own: [],
    },
  },
  {
    id: "ho-de-long-01",
    lang: "de",
    shape: "long",
    traps: ["nested-list", "negation", "hedge", "subdomain", "sources-list", "markdown", "mixed-sentiment"],
    brand: { name: "Tibber", domain: "tibber.com" },
    competitors: [
      { name: "Octopus Energy", aliases: ["Octopus"], domain: "octopusenergy.de" },
      { name: "E.ON", domain: "eon.de" },
      { name: "Vattenfall", domain: "vattenfall.de" },
      { name: "Stadtwerke München", aliases: ["SWM"] },
    ],
    answer: `Ein dynamischer Stromtarif lohnt sich vor allem, wenn Sie einen Teil Ihres Verbrauchs flexibel verschieben können – typischerweise das Laden eines E-Autos, eine Wärmepumpe oder einen Batteriespeicher. Seit 2025 muss jeder Stromanbieter einen solchen Tarif anbieten; die Unterschiede liegen im Detail.

## Was Sie brauchen

- Ein intelligentes Messsystem (Smart Meter). Der Einbau kostet beim grundzuständigen Messstellenbetreiber einmalig bis zu 100 €, wenn Sie ihn selbst beauftragen.
- Einen Verbrauch, der sich verschieben lässt. Ohne E-Auto oder Wärmepumpe ist die Ersparnis meist gering.
- Eine gewisse Risikobereitschaft: In Wochen mit wenig Wind können die Börsenpreise abends deutlich über einem Festpreistarif liegen.

## Anbieter im Vergleich

1. **Tibber**
   - Monatliche Grundgebühr von 5,99 € plus stündlicher Börsenpreis, ohne Aufschlag auf den Arbeitspreis.
   - Die App ist die beste am Markt: Sie zeigt die Preise für den nächsten Tag und steuert Wallbox, Wärmepumpe und Speicher automatisch.
   - Kündigung monatlich möglich.
2. **Octopus Energy**
   - Der Tarif „Octopus Dynamic" ist ebenfalls monatlich kündbar und transparent aufgebaut.
   - Octopus ist kein schlechter Anbieter, im Gegenteil: Kundenservice und Abrechnung werden in Bewertungen sehr gelobt.
3. **E.ON**
   - Bietet einen dynamischen Tarif, allerdings mit höherer Grundgebühr und einer Mindestlaufzeit von 12 Monaten.
   - Die Preisgestaltung ist schwer nachvollziehbar, und in Foren häufen sich Beschwerden über verspätete Abrechnungen – für dynamische Tarife würde ich E.ON nicht wählen.
4. **Regionale Stadtwerke**
   - Einige, etwa die Stadtwerke München, haben eigene dynamische Tarife mit ähnlicher Struktur.

## Meine Empfehlung

Für einen Haushalt mit E-Auto und Wallbox würde ich mit Tibber beginnen: Die Automatisierung spart im Alltag am meisten Zeit und Geld, und Sie können jederzeit kündigen, falls die Ersparnis nicht stimmt. Wenn Ihnen ein besonders guter Kundenservice wichtig ist, ist Octopus die naheliegende Alternative.

Ein Beispiel: Bei 3.000 km E-Auto-Fahrleistung pro Quartal und Laden überwiegend nachts haben Tibber-Kunden 2024 laut Verbraucherzentrale im Schnitt 10–20 % gegenüber einem Festpreistarif gespart.

Quellen:
- Tibber Preise: https://tibber.com/de/preise
- Tibber Hilfe – Pulse einrichten: https://support.tibber.com/de/articles/4512345-pulse-einrichten
- Octopus Energy Deutschland: https://octopusenergy.de/dynamischer-tarif
- Verbraucherzentrale – Dynamische Stromtarife: https://www.verbraucherzentrale.de/wissen/energie/preise-tarife-anbieterwechsel/dynamische-stromtarife-fuer-wen-lohnt-sich-das-86339
- Vattenfall Dynamik-Tarif: https://www.vattenfall.de/strom/dynamischer-stromtarif`,
    expect: {
      mentions: {
        Tibber: { position: 1, list: 1, sentiment: "positive" },
        "Octopus Energy": { position: 2, list: 2, sentiment: "positive" },
        "E.ON": { position: 3, list: 3, sentiment: "negative" },
        Vattenfall: null,
        "Stadtwerke München": { position: 4, list: 1, sentiment: "neutral" },
      },
      citations: [
        "https://tibber.com/de/preise",
        "https://support.tibber.com/de/articles/4512345-pulse-einrichten",
        "https://octopusenergy.de/dynamischer-tarif",
        "https://www.verbraucherzentrale.de/wissen/energie/preise-tarife-anbieterwechsel/dynamische-stromtarife-fuer-wen-lohnt-sich-das-86339",
        "https://www.vattenfall.de/strom/dynamischer-stromtarif",
      ],
      own: ["https://tibber.com/de/preise", "https://support.tibber.com/de/articles/4512345-pulse-einrichten"],
    },
  },
  {
    id: "ho-de-long-02",
    lang: "de",
    shape: "long",
    traps: ["alias", "case", "prose-before-list", "table", "hedge", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "weclapp", domain: "weclapp.com" },
    competitors: [
      { name: "Lexoffice", aliases: ["Lexware Office"] },
      { name: "sevDesk", domain: "sevdesk.de" },
      { name: "SAP Business One" },
      { name: "Xentral" },
    ],
    answer: `Für einen Onlinehändler mit 8 Mitarbeitenden, der Aufträge, Lager und Buchhaltung in einem System abbilden will, reicht eine reine Buchhaltungssoftware meist nicht mehr aus. Viele starten mit einer Lösung wie Lexware Office oder sevDesk; für Lager und Versand brauchen Sie aber zusätzliche Funktionen.

## Die Optionen im Überblick

| Software | Schwerpunkt | Preis pro Monat | Lager & Versand | Mehrere Verkaufskanäle |
|---|---|---|---|---|
| sevDesk | Buchhaltung | ab 12,90 € | Nein | Nein |
| Lexware Office | Buchhaltung | ab 9,90 € | Nein | Nein |
| weclapp | Cloud-ERP | ab 39 € pro Nutzer | Ja | Ja |
| SAP Business One | ERP | ab ca. 100 € pro Nutzer | Ja | über Partner |

## Bewertung

**Weclapp** ist für Ihre Größe die passendste Lösung: Auftragsabwicklung, Lager, Versandetiketten, Shop-Anbindung (Shopify, Shopware, WooCommerce) und Buchhaltung laufen in einem System, und der Support reagiert in der Regel am selben Tag. Die Einarbeitung dauert allerdings ein paar Wochen.

**sevDesk** ist eine sehr gute Buchhaltungslösung mit übersichtlicher Oberfläche und zuverlässigem Belegscan; für Lager und Versand bräuchten Sie lediglich ein Zusatztool wie Billbee.

**SAP Business One** ist für 8 Mitarbeitende überdimensioniert: Die Einführung über einen Partner kostet schnell fünfstellige Beträge, und selbst kleine Anpassungen erfordern externe Berater. Davon würde ich in Ihrer Situation abraten.

## Kosten realistisch einschätzen

Rechnen Sie neben den Lizenzkosten mit einmaligem Aufwand für Einrichtung und Datenübernahme: Bei einem Cloud-ERP in dieser Größe sind 20 bis 40 interne Arbeitstage realistisch, dazu gegebenenfalls ein paar Tage externe Unterstützung. Planen Sie den Umstieg möglichst außerhalb des Weihnachtsgeschäfts und legen Sie einen Stichtag fest, ab dem alle neuen Aufträge nur noch im neuen System erfasst werden. Alte Belege müssen Sie wegen der Aufbewahrungspflicht zehn Jahre lang zugänglich halten; klären Sie daher vorab, wie Sie das Archiv Ihrer bisherigen Software weiterhin lesen können.

## Vorgehen bei der Einführung

1. Prozesse aufnehmen: Welche Schritte laufen heute von der Bestellung bis zur Zahlung?
2. Testphase nutzen: weclapp bietet 30 Tage kostenlos an; spielen Sie echte Bestellungen durch.
3. Datenübernahme planen: Kunden, Artikel und offene Posten lassen sich per CSV importieren.
4. Steuerberater einbinden: Klären Sie früh, wie der Export für die Buchhaltung eingerichtet wird.

Preise und Funktionen: https://www.weclapp.com/de/preise/ sowie die Shop-Schnittstellen unter https://www.weclapp.com/de/integrationen/shopify/.`,
    expect: {
      mentions: {
        weclapp: { position: 3, list: 3, sentiment: "positive" },
        Lexoffice: { position: 1, list: 2, sentiment: "neutral" },
        sevDesk: { position: 2, list: 1, sentiment: "positive" },
        "SAP Business One": { position: 4, list: 4, sentiment: "negative" },
        Xentral: null,
      },
      citations: ["https://www.weclapp.com/de/preise/", "https://www.weclapp.com/de/integrationen/shopify/"],
      own: ["https://www.weclapp.com/de/preise/", "https://www.weclapp.com/de/integrationen/shopify/"],
    },
  },
  {
    id: "ho-de-long-03",
    lang: "de",
    shape: "long",
    traps: ["declined", "negation", "hedge", "prose-before-list", "sources-list", "markdown", "mixed-sentiment"],
    brand: { name: "Commerzbank", domain: "commerzbank.de" },
    competitors: [
      { name: "Sparkasse" },
      { name: "Interhyp", domain: "interhyp.de" },
      { name: "Dr. Klein", domain: "drklein.de" },
      { name: "Deutsche Bank" },
    ],
    answer: `Bei einer Baufinanzierung über 350.000 € mit 20 % Eigenkapital machen schon 0,2 Prozentpunkte Zinsunterschied über zehn Jahre rund 7.000 € aus. Es lohnt sich also, mehrere Angebote einzuholen – idealerweise von einer Filialbank, einer Direktbank und einem Vermittler.

## Filialbanken

Die Sparkasse vor Ort ist oft der erste Ansprechpartner, vor allem wenn Sie dort schon Ihr Girokonto haben. Die Konditionen sind dort aber selten die besten: In aktuellen Vergleichen liegt die Sparkasse bei zehnjähriger Zinsbindung häufig 0,2 bis 0,4 Prozentpunkte über den günstigsten Anbietern.

Bei der Deutschen Bank sieht es ähnlich aus; zudem verlangt sie für Zinsbindungen über 15 Jahre spürbare Aufschläge.

Die Commerzbank ist derzeit eine der wettbewerbsfähigeren Filialbanken: Bei 10 Jahren Zinsbindung liegen ihre Angebote nah an den Vermittlerkonditionen, Sondertilgungen von 5 % pro Jahr sind kostenlos, und die Zusage kam in unseren Beispielen innerhalb von zwei Wochen. Kein schlechter Ausgangspunkt also, vor allem wenn Sie dort bereits Kunde sind.

## Direktbanken

Direktbanken wie die ING oder die DKB bieten Baufinanzierungen vollständig online an. Die Zinsen sind oft attraktiv, allerdings finanzieren sie nicht jedes Objekt: Bei Altbauten mit Sanierungsbedarf, Erbpacht oder einem Beleihungsauslauf über 90 % winken viele Direktbanken ab. Für Standardfälle lohnt sich ein solches Angebot aber fast immer als Vergleichsmaßstab.

## Vermittler

- **Interhyp** vergleicht über 500 Banken, darunter auch die Commerzbank, und ist für die meisten Käufer die einfachste Art, einen Marktüberblick zu bekommen. Die Beratung ist kostenlos, die Provision zahlt die Bank.
- **Dr. Klein** arbeitet nach demselben Prinzip und hat zusätzlich ein Netz von Filialen für die Beratung vor Ort.

## So gehen Sie vor

1. Haushaltsrechnung erstellen und die maximale Monatsrate festlegen.
2. Unterlagen vorbereiten: Gehaltsnachweise, Eigenkapitalnachweis, Exposé, Grundbuchauszug.
3. Mindestens drei Angebote einholen – etwa von der Sparkasse, der Commerzbank und einem Vermittler.
4. Effektivzins, Sondertilgung, bereitstellungszinsfreie Zeit und Teilauszahlungszuschläge vergleichen, nicht nur den Sollzins.

Ein letzter Tipp: Lassen Sie sich jedes Angebot als verbindliches Finanzierungsangebot mit allen Nebenkosten geben, nicht nur als unverbindliche Zinsindikation. Nur so können Sie die Angebote wirklich nebeneinanderlegen.

Quellen:
- https://www.commerzbank.de/baufinanzierung/
- https://www.interhyp.de/zinsen/
- https://www.drklein.de/baufinanzierung-zinsen.html
- https://www.finanztip.de/baufinanzierung/`,
    expect: {
      mentions: {
        Commerzbank: { position: 3, list: 1, sentiment: "positive" },
        Sparkasse: { position: 1, list: 3, sentiment: "negative" },
        Interhyp: { position: 4, list: 1, sentiment: "positive" },
        "Dr. Klein": { position: 5, list: 2, sentiment: "neutral" },
        "Deutsche Bank": { position: 2, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.commerzbank.de/baufinanzierung/",
        "https://www.interhyp.de/zinsen/",
        "https://www.drklein.de/baufinanzierung-zinsen.html",
        "https://www.finanztip.de/baufinanzierung/",
      ],
      own: ["https://www.commerzbank.de/baufinanzierung/"],
    },
  },
];
