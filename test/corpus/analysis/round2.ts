import type { CorpusCase } from "./types.ts";

// Round 2: names that stand for something else, unusual case, and sentiment carried by negation or concession.
export const cases: CorpusCase[] = [
  // ════════════════════════════ en: names that are not the brand ════════════════════════════
  {
    id: "en-r2-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["utm", "markdown"],
    brand: { name: "Lincoln", domain: "lincoln.com" },
    competitors: [
      { name: "Cadillac", domain: "cadillac.com" },
      { name: "Genesis", domain: "genesis.com" },
      { name: "Acura", domain: "acura.com" },
    ],
    answer: `For a summer road trip from Lincoln, Nebraska, up to Mount Rushmore to see Abraham Lincoln's face carved in granite, you'll want a comfortable three-row luxury SUV. Here are the strongest options in that class:

1. **Cadillac Escalade** – A huge cabin, a superb ride on long interstate stretches and the 38-inch curved OLED display. The best of the bunch if fuel costs don't worry you. ([cadillac.com](https://www.cadillac.com/suvs/escalade?utm_source=chatgpt.com))
2. **Lincoln Navigator** – Quiet, plush and full of comfort features like massaging seats; the BlueCruise hands-free driving system makes a 500-mile day far less tiring. ([lincoln.com](https://www.lincoln.com/luxury-suvs/navigator/?utm_source=chatgpt.com))
3. **Genesis GV80** – Excellent value for the price, with a beautifully finished interior and a 10-year powertrain warranty.
4. **Acura MDX** – Three rows, a 290-hp V6 and standard all-wheel drive on most trims.

Book test drives with dealers in Lincoln or Omaha before you set off.`,
    expect: {
      mentions: {
        Lincoln: { position: 2, list: 2, sentiment: "positive" },
        Cadillac: { position: 1, list: 1, sentiment: "positive" },
        Genesis: { position: 3, list: 3, sentiment: "positive" },
        Acura: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.cadillac.com/suvs/escalade?utm_source=chatgpt.com",
        "https://www.lincoln.com/luxury-suvs/navigator/?utm_source=chatgpt.com",
      ],
      own: ["https://www.lincoln.com/luxury-suvs/navigator/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-r2-02",
    lang: "en",
    shape: "gemini",
    traps: ["table", "markdown", "possessive", "mixed-sentiment"],
    brand: { name: "Patagonia", domain: "patagonia.com" },
    competitors: [
      { name: "Arc'teryx", domain: "arcteryx.com" },
      { name: "The North Face", domain: "thenorthface.com" },
      { name: "Columbia", domain: "columbia.com" },
    ],
    answer: `## Rain Jackets for Trekking in Patagonia

The W Trek in Torres del Paine is famous for sideways rain and gusts above 100 km/h, so a fully waterproof shell matters more than anything else in your pack. These are the jackets guides in southern Patagonia recommend most often:

| Jacket | Weight | Price | Verdict |
|---|---|---|---|
| **Arc'teryx Beta AR** | 460 g | $600 | Bombproof Gore-Tex Pro build; simply the best shell you can buy for this trek |
| **Patagonia Torrentshell 3L** | 394 g | $179 | Reliable, repairable and excellent value for a trek of this length |
| **The North Face Summit Series** | 510 g | $550 | Heavy for what it is, and the zips leak in sustained rain |

### Good to know
* Arc'teryx designs its shells in Vancouver, British Columbia, and tests them on the wet North Shore mountains.
* Patagonia's Ironclad Guarantee covers repairs for the life of the garment.

**Bottom line:** for most hikers, the Torrentshell offers the best balance of protection and price.`,
    expect: {
      mentions: {
        Patagonia: { position: 2, list: 2, sentiment: "positive" },
        "Arc'teryx": { position: 1, list: 1, sentiment: "positive" },
        "The North Face": { position: 3, list: 3, sentiment: "negative" },
        Columbia: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r2-03",
    lang: "en",
    shape: "claude",
    traps: ["mixed-sentiment"],
    brand: { name: "Ariel", domain: "ariel.co.uk" },
    competitors: [
      { name: "Persil", domain: "persil.co.uk" },
      { name: "Smol", domain: "smolproducts.com" },
    ],
    answer: `For a child's wardrobe the two things that matter are stain power and how gentle the detergent is on skin, and the big names take different approaches.

Persil Non-Bio is the one I'd reach for first if anyone in the house has sensitive skin: it's dermatologically tested and still shifts grass and food stains well at 30°C. Ariel is stronger on set-in stains, but its bio formulas contain enzymes that can irritate eczema-prone skin and its heavy perfume lingers on clothes, so I wouldn't choose it for young children.

One practical note: costumes need different handling. A polyester Little Mermaid dress with Ariel's sequinned tail printed on the front should be turned inside out, washed cold on a delicate cycle and never tumble-dried, whatever detergent you use.

If you'd rather avoid plastic tubs, Smol capsules arrive by post in cardboard packaging and perform very well in independent stain tests.`,
    expect: {
      mentions: {
        Ariel: { position: 2, list: null, sentiment: "negative" },
        Persil: { position: 1, list: null, sentiment: "positive" },
        Smol: { position: 3, list: null, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r2-04",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "sources-list", "mixed-sentiment"],
    brand: { name: "Marathon", domain: "marathonbrand.com" },
    competitors: [
      { name: "Shell", domain: "shell.us" },
      { name: "Speedway", domain: "speedway.com" },
      { name: "Circle K", domain: "circlek.com" },
    ],
    answer: `Roads around Grant Park close early on Sunday for the Chicago Marathon, so fill up on Saturday if you're driving into the Loop [1].

For the cheapest regular gas near downtown, Marathon stations on the West Side have been running 10 to 15 cents below the city average this month, which makes them the best value within a short drive [2]. Shell stations along Lake Shore Drive are among the most expensive in the city, often 40 cents above average [2].

Circle K on Halsted Street is open 24 hours. If you're parking downtown on race day, check the street closure map first [3].

Learn more:
1. [chicagomarathon.com](https://www.chicagomarathon.com/race-day/street-closures/)
2. [gasbuddy.com](https://www.gasbuddy.com/gasprices/illinois/chicago)
3. [chicago.gov](https://www.chicago.gov/city/en/depts/cdot/provdrs/traffic_management.html)`,
    expect: {
      mentions: {
        Marathon: { position: 1, list: null, sentiment: "positive" },
        Shell: { position: 2, list: null, sentiment: "negative" },
        Speedway: null,
        "Circle K": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.chicagomarathon.com/race-day/street-closures/",
        "https://www.gasbuddy.com/gasprices/illinois/chicago",
        "https://www.chicago.gov/city/en/depts/cdot/provdrs/traffic_management.html",
      ],
      own: [],
    },
  },
  {
    id: "en-r2-05",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Peloton", domain: "onepeloton.com" },
    competitors: [
      { name: "Zwift", domain: "zwift.com" },
      { name: "Wahoo", domain: "wahoofitness.com" },
      { name: "Echelon", domain: "echelonfit.com" },
    ],
    answer: `If your goal is to keep up with the peloton on your club's Sunday rides, structured indoor training over the winter makes a big difference. Here are the main options:

1. **Zwift** – The best choice for road cyclists: group rides and races that feel like sitting in a real peloton, plus training plans that genuinely raise your FTP. Around $20/month, and you'll need a smart trainer. ([zwift.com](https://www.zwift.com/eu/membership?utm_source=chatgpt.com))
2. **Wahoo KICKR Core** – A quiet, accurate direct-drive trainer that pairs with Zwift and most other apps; excellent value.
3. **Peloton Bike+** – Polished studio classes and upbeat instructors, but the workouts focus on cadence and motivation rather than power-based training, and at $2,495 plus $44/month it's hard to justify for club riders. ([onepeloton.com](https://www.onepeloton.com/bike-plus?utm_source=chatgpt.com))

Tip: practise riding in an echelon on group rides too; sheltering from crosswinds is a skill no app can teach.`,
    expect: {
      mentions: {
        Peloton: { position: 3, list: 3, sentiment: "negative" },
        Zwift: { position: 1, list: 1, sentiment: "positive" },
        Wahoo: { position: 2, list: 2, sentiment: "positive" },
        Echelon: null,
      },
      citations: [
        "https://www.zwift.com/eu/membership?utm_source=chatgpt.com",
        "https://www.onepeloton.com/bike-plus?utm_source=chatgpt.com",
      ],
      own: ["https://www.onepeloton.com/bike-plus?utm_source=chatgpt.com"],
    },
  },
  // ════════════════════════════ en: case ════════════════════════════
  {
    id: "en-r2-06",
    lang: "en",
    shape: "gemini",
    traps: ["case", "table", "markdown"],
    brand: { name: "Häagen-Dazs", domain: "haagendazs.co.uk" },
    competitors: [
      { name: "Ben & Jerry's", domain: "benjerry.co.uk" },
      { name: "Magnum", domain: "magnumicecream.com" },
    ],
    answer: `## Premium Vanilla Ice Cream: Supermarket Price Check

Prices below are per litre, taken from this week's online grocery listings, with product names exactly as they appear on the shelf labels:

| Shelf label | Pack | Price per litre | Notes |
|---|---|---|---|
| HAAGEN-DAZS VANILLA ICE CREAM | 460 ml | £10.76 | Dense and creamy with only five ingredients; the best-tasting of the group |
| BEN & JERRY'S VANILLA | 465 ml | £10.32 | A lighter texture; part of the brand's core range |
| TESCO FINEST MADAGASCAN VANILLA | 900 ml | £4.44 | Own-label option in a larger tub |

**Verdict:** the pricier tub is worth it when vanilla is the star of the dessert, so go for Häagen-Dazs if you're serving it plain or with fruit.`,
    expect: {
      mentions: {
        "Häagen-Dazs": { position: 1, list: 1, sentiment: "positive" },
        "Ben & Jerry's": { position: 2, list: 2, sentiment: "neutral" },
        Magnum: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r2-07",
    lang: "en",
    shape: "perplexity",
    traps: ["case", "sources-list", "mixed-sentiment"],
    brand: { name: "Ocado", domain: "ocado.com" },
    competitors: [
      { name: "Sainsbury's", domain: "sainsburys.co.uk" },
      { name: "Waitrose", domain: "waitrose.com" },
      { name: "Tesco", domain: "tesco.com" },
    ],
    answer: `Reviews from regular customers tell a consistent story: "been using ocado for six years, substitutions are rare and the drivers are lovely" is typical of the comments[1]. It also topped the latest Which? survey for on-time deliveries and had the fewest missing items[2].

By contrast, reviewers of sainsbury's complain about last-minute substitutions and short use-by dates on fresh food[2]. Waitrose delivers from most of its shops and offers one-hour slots[3].

If reliability is your priority, Ocado is the safest choice.

Sources
1. https://uk.trustpilot.com/review/www.ocado.com
2. https://www.which.co.uk/reviews/supermarkets/article/online-supermarket-delivery-aFVn07M5nLdl
3. https://www.waitrose.com/ecom/shop/delivery`,
    expect: {
      mentions: {
        Ocado: { position: 1, list: null, sentiment: "positive" },
        "Sainsbury's": { position: 2, list: null, sentiment: "negative" },
        Waitrose: { position: 3, list: null, sentiment: "neutral" },
        Tesco: null,
      },
      citations: [
        "https://uk.trustpilot.com/review/www.ocado.com",
        "https://www.which.co.uk/reviews/supermarkets/article/online-supermarket-delivery-aFVn07M5nLdl",
        "https://www.waitrose.com/ecom/shop/delivery",
      ],
      own: [],
    },
  },
  {
    id: "en-r2-08",
    lang: "en",
    shape: "short",
    traps: ["case"],
    brand: { name: "easyJet", domain: "easyjet.com" },
    competitors: [
      { name: "Ryanair", domain: "ryanair.com" },
      { name: "Jet2", domain: "jet2.com" },
      { name: "Wizz Air", domain: "wizzair.com" },
    ],
    answer: `That "EASYJET AIRLINE CO LUTON GB" line on your card statement is the payment for the flights you booked on 3 May, so it isn't fraud. The smaller charge from "JET2.COM" on the same day is a separate holiday deposit; your Jet2 confirmation email will show the matching amount.`,
    expect: {
      mentions: {
        easyJet: { position: 1, list: null, sentiment: "neutral" },
        Ryanair: null,
        Jet2: { position: 2, list: null, sentiment: "neutral" },
        "Wizz Air": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r2-09",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "case"],
    brand: { name: "Hive", domain: "hivehome.com" },
    competitors: [
      { name: "tado", domain: "tado.com" },
      { name: "Nest", domain: "nest.com" },
      { name: "Drayton Wiser", domain: "draytoncontrols.co.uk" },
    ],
    answer: `If your kitchen is a hive of activity from 6 a.m. while the rest of the house sits empty all day, a thermostat that heats individual rooms will save you the most.

tado is the strongest pick for that: its smart radiator valves heat only the rooms in use, and geofencing reliably turns the heating down when everyone has left. Hive is the easiest to install yourself, and its app is clear and well designed, so it's a great choice if you only need one or two zones. Google's Nest Learning Thermostat is the other big name; in the UK it is sold with a Heat Link receiver that connects to the boiler.

Whichever you choose, book a boiler service first; no thermostat can fix a system that short-cycles.`,
    expect: {
      mentions: {
        Hive: { position: 2, list: null, sentiment: "positive" },
        tado: { position: 1, list: null, sentiment: "positive" },
        Nest: { position: 3, list: null, sentiment: "neutral" },
        "Drayton Wiser": null,
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════ en: negation and concession ════════════════════════════
  {
    id: "en-r2-10",
    lang: "en",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "1Password", domain: "1password.com" },
    competitors: [
      { name: "Bitwarden", domain: "bitwarden.com" },
      { name: "LastPass", domain: "lastpass.com" },
      { name: "Dashlane", domain: "dashlane.com" },
    ],
    answer: `I've used 1Password across a Mac, an Android phone and a work PC for four years and never had a single sync issue with it; autofill just works, and its security alerts flagged two reused passwords I'd forgotten about. I honestly can't think of a reason not to recommend it.

Bitwarden, on the other hand, I can't bring myself to recommend: autofill on Android is unreliable, the interface feels dated, and I lost more time wrestling with it than the subscription was worth.

LastPass still has a large user base, but many security researchers advised switching away after its 2022 breach.

Whichever you choose, turn on two-factor authentication for the vault itself.`,
    expect: {
      mentions: {
        "1Password": { position: 1, list: null, sentiment: "positive" },
        Bitwarden: { position: 2, list: null, sentiment: "negative" },
        LastPass: { position: 3, list: null, sentiment: "negative" },
        Dashlane: null,
      },
      citations: [],
      own: [],
    },
    pair: "en-r2-11",
  },
  {
    id: "en-r2-11",
    lang: "en",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "1Password", domain: "1password.com" },
    competitors: [
      { name: "Bitwarden", domain: "bitwarden.com" },
      { name: "LastPass", domain: "lastpass.com" },
      { name: "Dashlane", domain: "dashlane.com" },
    ],
    answer: `I've used 1Password across a Mac, an Android phone and a work PC for four years and I can't bring myself to recommend it: autofill on Android is unreliable, the interface feels cluttered, and I lost more time wrestling with it than the subscription was worth.

Bitwarden, on the other hand, has never given me a single sync issue; autofill just works, and its vault health reports flagged two reused passwords I'd forgotten about. I honestly can't think of a reason not to recommend it.

LastPass still has a large user base, but many security researchers advised switching away after its 2022 breach.

Whichever you choose, turn on two-factor authentication for the vault itself.`,
    expect: {
      mentions: {
        "1Password": { position: 1, list: null, sentiment: "negative" },
        Bitwarden: { position: 2, list: null, sentiment: "positive" },
        LastPass: { position: 3, list: null, sentiment: "negative" },
        Dashlane: null,
      },
      citations: [],
      own: [],
    },
    pair: "en-r2-10",
  },
  {
    id: "en-r2-12",
    lang: "en",
    shape: "chatgpt",
    traps: ["utm", "markdown", "mixed-sentiment"],
    brand: { name: "Kinsta", domain: "kinsta.com" },
    competitors: [
      { name: "SiteGround", domain: "siteground.com" },
      { name: "Hostinger", domain: "hostinger.com" },
      { name: "WP Engine", domain: "wpengine.com" },
    ],
    answer: `For a WooCommerce store with around 20,000 visits a month, these managed WordPress hosts are worth comparing:

1. **Kinsta** – It's pricier than most, starting at $35/month for a single site, but the speed and the genuinely expert 24/7 support more than make up for it. ([kinsta.com](https://kinsta.com/pricing/?utm_source=chatgpt.com))
2. **SiteGround** – The dashboard is easy to use and the first-year price is attractive, but renewal prices nearly triple and the storage limits are tight for a growing store, which makes it hard to recommend long-term. ([siteground.com](https://www.siteground.com/wordpress-hosting.htm?utm_source=chatgpt.com))
3. **Hostinger** – Runs on LiteSpeed servers; plans are billed for 12 to 48 months upfront.

For a store that depends on uptime, my pick is Kinsta.`,
    expect: {
      mentions: {
        Kinsta: { position: 1, list: 1, sentiment: "positive" },
        SiteGround: { position: 2, list: 2, sentiment: "negative" },
        Hostinger: { position: 3, list: 3, sentiment: "neutral" },
        "WP Engine": null,
      },
      citations: [
        "https://kinsta.com/pricing/?utm_source=chatgpt.com",
        "https://www.siteground.com/wordpress-hosting.htm?utm_source=chatgpt.com",
      ],
      own: ["https://kinsta.com/pricing/?utm_source=chatgpt.com"],
    },
    pair: "en-r2-13",
  },
  {
    id: "en-r2-13",
    lang: "en",
    shape: "chatgpt",
    traps: ["utm", "markdown", "mixed-sentiment"],
    brand: { name: "Kinsta", domain: "kinsta.com" },
    competitors: [
      { name: "SiteGround", domain: "siteground.com" },
      { name: "Hostinger", domain: "hostinger.com" },
      { name: "WP Engine", domain: "wpengine.com" },
    ],
    answer: `For a WooCommerce store with around 20,000 visits a month, these managed WordPress hosts are worth comparing:

1. **Kinsta** – The dashboard is easy to use and the performance is solid, but plans start at $35/month for a single site with tight visit caps and steep overage fees, which makes it hard to recommend for a growing store. ([kinsta.com](https://kinsta.com/pricing/?utm_source=chatgpt.com))
2. **SiteGround** – Renewal prices are higher than the introductory offer, but the speed and the genuinely expert 24/7 support more than make up for it. ([siteground.com](https://www.siteground.com/wordpress-hosting.htm?utm_source=chatgpt.com))
3. **Hostinger** – Runs on LiteSpeed servers; plans are billed for 12 to 48 months upfront.

For a store that depends on uptime, my pick is SiteGround.`,
    expect: {
      mentions: {
        Kinsta: { position: 1, list: 1, sentiment: "negative" },
        SiteGround: { position: 2, list: 2, sentiment: "positive" },
        Hostinger: { position: 3, list: 3, sentiment: "neutral" },
        "WP Engine": null,
      },
      citations: [
        "https://kinsta.com/pricing/?utm_source=chatgpt.com",
        "https://www.siteground.com/wordpress-hosting.htm?utm_source=chatgpt.com",
      ],
      own: ["https://kinsta.com/pricing/?utm_source=chatgpt.com"],
    },
    pair: "en-r2-12",
  },
  {
    id: "en-r2-14",
    lang: "en",
    shape: "perplexity",
    traps: ["hedge", "alias", "sources-list", "subdomain", "mixed-sentiment"],
    brand: { name: "Roborock", domain: "roborock.com" },
    competitors: [
      { name: "iRobot", aliases: ["Roomba"], domain: "irobot.com" },
      { name: "Ecovacs", domain: "ecovacs.com" },
    ],
    answer: `For a two-bedroom flat with hard floors and one rug, the Roborock Q7 Max is a reasonably good buy at around £300: suction copes with pet hair and the no-go zones in the app work reliably[1].

The Roomba Combo j5 from iRobot is not the quietest robot around, at roughly 70 dB on its maximum setting[2]. Ecovacs sells the Deebot N20 in the same price range, with a mopping pad and LiDAR navigation[3].

Sources:
1. https://uk.roborock.com/products/roborock-q7-max
2. https://www.rtings.com/vacuum/reviews/irobot/roomba-combo-j5
3. https://www.ecovacs.com/uk/deebot-robotic-vacuum-cleaner/deebot-n20`,
    expect: {
      mentions: {
        Roborock: { position: 1, list: null, sentiment: "positive" },
        iRobot: { position: 2, list: null, sentiment: "negative" },
        Ecovacs: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://uk.roborock.com/products/roborock-q7-max",
        "https://www.rtings.com/vacuum/reviews/irobot/roomba-combo-j5",
        "https://www.ecovacs.com/uk/deebot-robotic-vacuum-cleaner/deebot-n20",
      ],
      own: ["https://uk.roborock.com/products/roborock-q7-max"],
    },
  },
  // ════════════════════════════ fr : des noms qui ne sont pas la marque ════════════════════════════
  {
    id: "fr-r2-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["utm", "markdown", "mixed-sentiment"],
    brand: { name: "Vittel", domain: "vittel.fr" },
    competitors: [
      { name: "Evian", domain: "evian.com" },
      { name: "Volvic", domain: "volvic.fr" },
      { name: "Cristaline", domain: "cristaline.fr" },
    ],
    answer: `Si vous partez randonner dans les Vosges au départ de Vittel, prévoyez une eau qui compense les pertes en minéraux de l'effort. Voici les bouteilles les plus faciles à trouver sur place :

1. **Hépar** – Très riche en magnésium, utile contre les crampes, mais au goût prononcé.
2. **Evian** – Minéralisation moyenne (environ 300 mg/l de résidu sec), vendue dans toutes les grandes surfaces.
3. **Vittel** – Un bon équilibre entre calcium et magnésium, un goût léger et une eau facile à boire en grande quantité : c'est mon premier choix pour la rando ([vittel.fr](https://www.vittel.fr/nos-eaux?utm_source=chatgpt.com)).
4. **Volvic** – Très faiblement minéralisée, elle n'apporte presque rien pour récupérer après l'effort : ce n'est pas le bon choix ici.

Comptez au moins 1,5 litre par personne pour une demi-journée de marche.`,
    expect: {
      mentions: {
        Vittel: { position: 2, list: 3, sentiment: "positive" },
        Evian: { position: 1, list: 2, sentiment: "neutral" },
        Volvic: { position: 3, list: 4, sentiment: "negative" },
        Cristaline: null,
      },
      citations: ["https://www.vittel.fr/nos-eaux?utm_source=chatgpt.com"],
      own: ["https://www.vittel.fr/nos-eaux?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-r2-02",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "markdown", "mixed-sentiment"],
    brand: { name: "Lacoste", domain: "lacoste.com" },
    competitors: [
      { name: "Fred Perry", domain: "fredperry.com" },
      { name: "Ralph Lauren", domain: "ralphlauren.fr" },
      { name: "Le Coq Sportif", domain: "lecoqsportif.com" },
    ],
    answer: `## Les meilleurs polos piqués classiques

Le polo de tennis moderne doit beaucoup à René Lacoste, surnommé « le Crocodile », qui l'a porté sur les courts dès la fin des années 1920, et à Fred Perry, triple vainqueur de Wimbledon dans les années 1930. Voici comment se comparent aujourd'hui les modèles de référence :

| Modèle | Prix | Avis |
|---|---|---|
| **Ralph Lauren Custom Slim Fit** | 119 € | Coupe flatteuse, mais le piqué se déforme vite au lavage et les coutures lâchent : décevant à ce prix |
| **Lacoste L.12.12** | 105 € | Coton épais, coupe impeccable et couleurs qui tiennent : la référence |
| **Fred Perry M12** | 110 € | Liserés iconiques et fabrication anglaise très soignée |

**À retenir :** pour un polo qui dure des années, le L.12.12 de Lacoste reste le choix le plus sûr.`,
    expect: {
      mentions: {
        Lacoste: { position: 2, list: 2, sentiment: "positive" },
        "Fred Perry": { position: 3, list: 3, sentiment: "positive" },
        "Ralph Lauren": { position: 1, list: 1, sentiment: "negative" },
        "Le Coq Sportif": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r2-03",
    lang: "fr",
    shape: "claude",
    traps: ["markdown", "negation", "mixed-sentiment"],
    brand: { name: "Picard", domain: "picard.fr" },
    competitors: [
      { name: "Thiriet", domain: "thiriet.com" },
      { name: "Carrefour", domain: "carrefour.fr" },
    ],
    answer: `Pour une soirée marathon de la série *Star Trek: Picard*, mieux vaut des plats qui se réchauffent vite et se mangent devant l'écran, sans attendre que le capitaine Picard donne l'ordre de passer à table.

Thiriet livre à domicile, ce qui évite de sortir, mais le choix d'apéritifs est restreint et les prix ont nettement augmenté ces derniers mois ; je ne le privilégierais pas.

Chez Picard, en revanche, les bouchées vapeur et les gyozas sont d'excellente qualité et prêts en dix minutes, et les macarons en dessert font toujours leur effet. C'est la solution la plus sûre.

Carrefour vend aussi des mini-pizzas surgelées sous sa marque distributeur, en sachets de douze.`,
    expect: {
      mentions: {
        Picard: { position: 2, list: null, sentiment: "positive" },
        Thiriet: { position: 1, list: null, sentiment: "negative" },
        Carrefour: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r2-04",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "sources-list"],
    brand: { name: "Decathlon", domain: "decathlon.fr" },
    competitors: [
      { name: "Intersport", domain: "intersport.fr" },
      { name: "Go Sport", domain: "go-sport.com" },
    ],
    answer: `Pour débuter l'athlétisme en club, inutile de s'équiper comme un spécialiste du décathlon : une paire de pointes polyvalentes et une tenue respirante suffisent pour la première saison[1].

Intersport propose des pointes Nike et Adidas entre 60 et 120 €[2]. Decathlon est le plus simple pour commencer : ses pointes Kiprun à moins de 40 € conviennent aussi bien au sprint qu'au saut, et le rayon athlétisme est bien fourni dans la plupart des magasins[3].

Demandez tout de même conseil à votre entraîneur : les épreuves combinées comme l'heptathlon ou le décathlon demandent parfois deux paires différentes[1].

Sources :
[1] Fédération française d'athlétisme – https://www.athle.fr/asp.net/main.html/html.aspx?htmlid=3014
[2] Intersport – Chaussures d'athlétisme – https://www.intersport.fr/sports/athletisme/chaussures/
[3] Decathlon – Pointes d'athlétisme – https://www.decathlon.fr/sport/c0-tous-les-sports/c1-athletisme/c3-pointes-athletisme/_/N-1w7vz6q`,
    expect: {
      mentions: {
        Decathlon: { position: 2, list: null, sentiment: "positive" },
        Intersport: { position: 1, list: null, sentiment: "neutral" },
        "Go Sport": null,
      },
      citations: [
        "https://www.athle.fr/asp.net/main.html/html.aspx?htmlid=3014",
        "https://www.intersport.fr/sports/athletisme/chaussures/",
        "https://www.decathlon.fr/sport/c0-tous-les-sports/c1-athletisme/c3-pointes-athletisme/_/N-1w7vz6q",
      ],
      own: ["https://www.decathlon.fr/sport/c0-tous-les-sports/c1-athletisme/c3-pointes-athletisme/_/N-1w7vz6q"],
    },
  },
  {
    id: "fr-r2-05",
    lang: "fr",
    shape: "chatgpt",
    traps: ["alias", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "E.Leclerc", aliases: ["Leclerc"], domain: "e.leclerc" },
    competitors: [
      { name: "Carrefour", domain: "carrefour.fr" },
      { name: "Intermarché", domain: "intermarche.com" },
      { name: "Auchan", domain: "auchan.fr" },
    ],
    answer: `Pour faire vos courses en drive autour de la place du Général-Leclerc, trois enseignes sont à moins de cinq minutes en voiture :

1. **Carrefour Market** – Le plus proche, mais le drive ferme à 19 h et les ruptures de stock sont fréquentes en fin de semaine ([carrefour.fr](https://www.carrefour.fr/services/drive?utm_source=chatgpt.com)).
2. **E.Leclerc Drive** – Les prix les plus bas sur les grandes marques et des créneaux jusqu'à 21 h : c'est le meilleur rapport qualité/prix du secteur.
3. **Intermarché** – Bon rayon boucherie à la coupe, et le retrait est possible le dimanche matin.

Astuce : au Leclerc, les créneaux du samedi partent vite, réservez dès le jeudi.`,
    expect: {
      mentions: {
        "E.Leclerc": { position: 2, list: 2, sentiment: "positive" },
        Carrefour: { position: 1, list: 1, sentiment: "negative" },
        "Intermarché": { position: 3, list: 3, sentiment: "positive" },
        Auchan: null,
      },
      citations: ["https://www.carrefour.fr/services/drive?utm_source=chatgpt.com"],
      own: [],
    },
  },
  // ════════════════════════════ fr : casse ════════════════════════════
  {
    id: "fr-r2-06",
    lang: "fr",
    shape: "claude",
    traps: ["case"],
    brand: { name: "Crédit Agricole", domain: "credit-agricole.fr" },
    competitors: [
      { name: "Société Générale", domain: "societegenerale.fr" },
      { name: "BNP Paribas", domain: "mabanque.bnpparibas" },
      { name: "LCL", domain: "lcl.fr" },
    ],
    answer: `Pas d'inquiétude, les deux lignes de votre relevé s'expliquent facilement :

1. « PRLV SEPA CREDIT AGRICOLE ASSURANCES » : c'est la cotisation mensuelle de l'assurance habitation souscrite dans votre agence.
2. « VIR SEPA SOCIETE GENERALE SALAIRE » : c'est le virement de votre salaire, votre employeur ayant son compte dans cette banque.

Si un prélèvement vous paraît inconnu, vous pouvez le contester pendant 13 mois depuis l'application de votre banque. Le service client du Crédit Agricole répond en général rapidement et rembourse sans difficulté les prélèvements non autorisés.`,
    expect: {
      mentions: {
        "Crédit Agricole": { position: 1, list: 1, sentiment: "positive" },
        "Société Générale": { position: 2, list: 2, sentiment: "neutral" },
        "BNP Paribas": null,
        LCL: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r2-07",
    lang: "fr",
    shape: "copilot",
    traps: ["case", "sources-list", "mixed-sentiment"],
    brand: { name: "Back Market", domain: "backmarket.fr" },
    competitors: [
      { name: "Certideal", domain: "certideal.com" },
      { name: "Rakuten", domain: "fr.shopping.rakuten.com" },
    ],
    answer: `D'après les avis d'utilisateurs, acheter un iPhone reconditionné sur back market reste une valeur sûre : « commandé sur back market en état Très bon, batterie à 92 %, aucun défaut » est un commentaire typique [1]. La garantie de 12 mois et les 30 jours de rétractation rassurent [2].

Certideal est moins connu, mais son état « Comme neuf » avec batterie neuve est excellent [3].

Sur rakuten, en revanche, les vendeurs particuliers ne sont pas tous fiables et les litiges traînent : mieux vaut éviter pour un téléphone.

Sources :
1. [trustpilot.com](https://fr.trustpilot.com/review/backmarket.fr)
2. [backmarket.fr](https://www.backmarket.fr/fr-fr/c/garantie)
3. [certideal.com](https://www.certideal.com/content/8-nos-grades)`,
    expect: {
      mentions: {
        "Back Market": { position: 1, list: null, sentiment: "positive" },
        Certideal: { position: 2, list: null, sentiment: "positive" },
        Rakuten: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://fr.trustpilot.com/review/backmarket.fr",
        "https://www.backmarket.fr/fr-fr/c/garantie",
        "https://www.certideal.com/content/8-nos-grades",
      ],
      own: ["https://www.backmarket.fr/fr-fr/c/garantie"],
    },
  },
  {
    id: "fr-r2-08",
    lang: "fr",
    shape: "gemini",
    traps: ["case", "table", "markdown", "mixed-sentiment"],
    brand: { name: "Électro Dépôt", domain: "electrodepot.fr" },
    competitors: [
      { name: "Boulanger", domain: "boulanger.com" },
      { name: "Darty", domain: "darty.com" },
      { name: "Conforama", domain: "conforama.fr" },
    ],
    answer: `## Lave-linge Bosch Série 4 : où l'acheter ?

Prix relevés cette semaine sur un comparateur, avec les noms des vendeurs tels qu'il les affiche :

| Vendeur | Prix | Livraison | Commentaire |
|---|---|---|---|
| ELECTRO DEPOT | 449 € | Retrait en magasin | Le prix le plus bas, et la garantie est appliquée sans discussion |
| BOULANGER | 499 € | 48 h | Installation en option (49 €) |
| CONFORAMA | 479 € | 39 € | Délais de livraison longs et SAV très souvent critiqué |

**À retenir :** si vous pouvez transporter l'appareil vous-même, Électro Dépôt est clairement la meilleure affaire.`,
    expect: {
      mentions: {
        "Électro Dépôt": { position: 1, list: 1, sentiment: "positive" },
        Boulanger: { position: 2, list: 2, sentiment: "neutral" },
        Darty: null,
        Conforama: { position: 3, list: 3, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r2-09",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown"],
    brand: { name: "Action", domain: "action.com" },
    competitors: [
      { name: "Gifi", domain: "gifi.fr" },
      { name: "Stokomani", domain: "stokomani.fr" },
      { name: "Centrakor", domain: "centrakor.com" },
    ],
    answer: `Pour décorer un appartement étudiant avec moins de 150 €, le plus efficace est de passer à l'action dès la rentrée, avant que les rayons déco ne soient dévalisés. Les enseignes discount à privilégier :

1. **Action** – Imbattable sur les petits prix : coussins à 3 €, guirlandes lumineuses, boîtes de rangement et plantes artificielles. Le stock change chaque semaine, alors achetez quand vous voyez ([action.com](https://www.action.com/fr-fr/maison/?utm_source=chatgpt.com)).
2. **Gifi** – Rayon meubles d'appoint et luminaires, avec des magasins dans la plupart des zones commerciales.
3. **Centrakor** – Une bonne sélection de linge de maison et de vaisselle à petit prix.

Petite règle d'action : fixez-vous un budget par pièce et tenez-vous-y.`,
    expect: {
      mentions: {
        Action: { position: 1, list: 1, sentiment: "positive" },
        Gifi: { position: 2, list: 2, sentiment: "neutral" },
        Stokomani: null,
        Centrakor: { position: 3, list: 3, sentiment: "positive" },
      },
      citations: ["https://www.action.com/fr-fr/maison/?utm_source=chatgpt.com"],
      own: ["https://www.action.com/fr-fr/maison/?utm_source=chatgpt.com"],
    },
  },
  // ════════════════════════════ fr : négation et concession ════════════════════════════
  {
    id: "fr-r2-10",
    lang: "fr",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Quitoque", domain: "quitoque.fr" },
    competitors: [
      { name: "HelloFresh", domain: "hellofresh.fr" },
      { name: "Jow", domain: "jow.fr" },
    ],
    answer: `Les deux principaux services de box repas en France se ressemblent sur le papier (recettes en 30 minutes, ingrédients pré-dosés, livraison en carton isotherme), mais l'expérience diffère nettement.

On ne peut pas dire que Quitoque ne tienne pas ses promesses : en six mois d'abonnement, aucun souci de livraison, des produits frais de saison et des recettes qui ne se répètent presque jamais.

HelloFresh, à l'inverse, ne m'a jamais convaincu : deux colis sont arrivés avec des ingrédients manquants, le service client a mis trois semaines à rembourser, et il y a beaucoup trop d'emballages plastiques.

Jow fonctionne autrement : l'application compose votre liste de courses et la commande est livrée par un supermarché partenaire.`,
    expect: {
      mentions: {
        Quitoque: { position: 1, list: null, sentiment: "positive" },
        HelloFresh: { position: 2, list: null, sentiment: "negative" },
        Jow: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "fr-r2-11",
  },
  {
    id: "fr-r2-11",
    lang: "fr",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Quitoque", domain: "quitoque.fr" },
    competitors: [
      { name: "HelloFresh", domain: "hellofresh.fr" },
      { name: "Jow", domain: "jow.fr" },
    ],
    answer: `Les deux principaux services de box repas en France se ressemblent sur le papier (recettes en 30 minutes, ingrédients pré-dosés, livraison en carton isotherme), mais l'expérience diffère nettement.

On ne peut pas dire que Quitoque tienne ses promesses : deux colis sont arrivés avec des ingrédients manquants, le service client a mis trois semaines à rembourser, et il y a beaucoup trop d'emballages plastiques.

HelloFresh, à l'inverse, ne m'a jamais déçu : en six mois d'abonnement, aucun souci de livraison, des produits frais de saison et des recettes qui ne se répètent presque jamais.

Jow fonctionne autrement : l'application compose votre liste de courses et la commande est livrée par un supermarché partenaire.`,
    expect: {
      mentions: {
        Quitoque: { position: 1, list: null, sentiment: "negative" },
        HelloFresh: { position: 2, list: null, sentiment: "positive" },
        Jow: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "fr-r2-10",
  },
  {
    id: "fr-r2-12",
    lang: "fr",
    shape: "chatgpt",
    traps: ["utm", "markdown", "mixed-sentiment"],
    brand: { name: "Krys", domain: "krys.com" },
    competitors: [
      { name: "Optic 2000", domain: "optic2000.com" },
      { name: "Atol", domain: "opticiens-atol.com" },
    ],
    answer: `Pour des lunettes progressives avec une mutuelle qui rembourse 350 €, voici les enseignes à comparer :

1. **Krys** – Certes, les tarifs sont un peu plus élevés que chez les concurrents, mais la qualité des examens de vue en magasin et le suivi après-vente compensent largement ([krys.com](https://www.krys.com/verres-progressifs?utm_source=chatgpt.com)).
2. **Optic 2000** – Le choix de montures est vaste et les promotions sont fréquentes, mais les délais de fabrication et les erreurs de correction signalées par de nombreux clients en font un choix risqué pour des progressifs.
3. **Atol** – Réseau d'opticiens mutualistes, avec le tiers payant chez la plupart des complémentaires.

Dans tous les cas, demandez un devis détaillé avant de vous engager.`,
    expect: {
      mentions: {
        Krys: { position: 1, list: 1, sentiment: "positive" },
        "Optic 2000": { position: 2, list: 2, sentiment: "negative" },
        Atol: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: ["https://www.krys.com/verres-progressifs?utm_source=chatgpt.com"],
      own: ["https://www.krys.com/verres-progressifs?utm_source=chatgpt.com"],
    },
    pair: "fr-r2-13",
  },
  {
    id: "fr-r2-13",
    lang: "fr",
    shape: "chatgpt",
    traps: ["utm", "markdown", "mixed-sentiment"],
    brand: { name: "Krys", domain: "krys.com" },
    competitors: [
      { name: "Optic 2000", domain: "optic2000.com" },
      { name: "Atol", domain: "opticiens-atol.com" },
    ],
    answer: `Pour des lunettes progressives avec une mutuelle qui rembourse 350 €, voici les enseignes à comparer :

1. **Krys** – Le choix de montures est vaste et les promotions sont fréquentes, mais les délais de fabrication et les erreurs de correction signalées par de nombreux clients en font un choix risqué pour des progressifs ([krys.com](https://www.krys.com/verres-progressifs?utm_source=chatgpt.com)).
2. **Optic 2000** – Certes, les tarifs sont un peu plus élevés que chez les concurrents, mais la qualité des examens de vue en magasin et le suivi après-vente compensent largement.
3. **Atol** – Réseau d'opticiens mutualistes, avec le tiers payant chez la plupart des complémentaires.

Dans tous les cas, demandez un devis détaillé avant de vous engager.`,
    expect: {
      mentions: {
        Krys: { position: 1, list: 1, sentiment: "negative" },
        "Optic 2000": { position: 2, list: 2, sentiment: "positive" },
        Atol: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: ["https://www.krys.com/verres-progressifs?utm_source=chatgpt.com"],
      own: ["https://www.krys.com/verres-progressifs?utm_source=chatgpt.com"],
    },
    pair: "fr-r2-12",
  },
  {
    id: "fr-r2-14",
    lang: "fr",
    shape: "perplexity",
    traps: ["hedge", "sources-list", "mixed-sentiment"],
    brand: { name: "Douze Cycles", domain: "douze-cycles.com" },
    competitors: [
      { name: "Babboe", domain: "babboe.fr" },
      { name: "Yuba", domain: "yubabikes.com" },
    ],
    answer: `Pour transporter deux enfants au quotidien dans une ville vallonnée, le vélo cargo de Douze Cycles est plutôt un bon choix dans l'ensemble : sa direction par câble est précise et son assistance Bosch gère bien les côtes[1][2].

Le Babboe Curve-E n'est pas le plus léger de sa catégorie, avec près de 60 kg à vide, ce qui se ressent dans les montées[3]. Yuba propose de son côté des vélos cargo longtail comme le Spicy Curry[4].

Sources :
[1] https://www.velo-electrique.com/comparatif-velo-cargo
[2] https://www.douze-cycles.com/fr/velos/g4e
[3] https://www.babboe.fr/velo-cargo-electrique/curve-e
[4] https://yubabikes.com/cargobikes/spicy-curry/`,
    expect: {
      mentions: {
        "Douze Cycles": { position: 1, list: null, sentiment: "positive" },
        Babboe: { position: 2, list: null, sentiment: "negative" },
        Yuba: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.velo-electrique.com/comparatif-velo-cargo",
        "https://www.douze-cycles.com/fr/velos/g4e",
        "https://www.babboe.fr/velo-cargo-electrique/curve-e",
        "https://yubabikes.com/cargobikes/spicy-curry/",
      ],
      own: ["https://www.douze-cycles.com/fr/velos/g4e"],
    },
  },
  // ════════════════════════════ es: nombres que no son la marca ════════════════════════════
  {
    id: "es-r2-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["alias", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Mercedes-Benz", aliases: ["Mercedes"], domain: "mercedes-benz.es" },
    competitors: [
      { name: "BMW", domain: "bmw.es" },
      { name: "Audi", domain: "audi.es" },
      { name: "Volvo", domain: "volvocars.com" },
    ],
    answer: `Curiosidad antes de empezar: la marca debe su nombre a Mercedes Jellinek, la hija de un distribuidor austriaco que competía con coches Daimler a principios del siglo XX. Dicho esto, estas son las berlinas premium híbridas enchufables más recomendables hoy en España:

1. **BMW Serie 3 330e** – Dinámica excelente y etiqueta CERO gracias a su autonomía eléctrica, con un consumo muy contenido en ciudad. ([bmw.es](https://www.bmw.es/es/modelos/serie-3/berlina.html?utm_source=chatgpt.com))
2. **Mercedes Clase C 300 e** – El interior más lujoso del segmento y más de 100 km de autonomía eléctrica; la más cómoda para viajes largos. ([mercedes-benz.es](https://www.mercedes-benz.es/passengercars/models/saloon/c-class/overview.html?utm_source=chatgpt.com))
3. **Audi A4 40 TDI** – Muy bien acabado, pero no ofrece versión híbrida enchufable y el diseño interior ya acusa los años, así que hoy es difícil de recomendar.

Si haces muchos kilómetros por autopista, prueba el Clase C antes de decidirte.`,
    expect: {
      mentions: {
        "Mercedes-Benz": { position: 2, list: 2, sentiment: "positive" },
        BMW: { position: 1, list: 1, sentiment: "positive" },
        Audi: { position: 3, list: 3, sentiment: "negative" },
        Volvo: null,
      },
      citations: [
        "https://www.bmw.es/es/modelos/serie-3/berlina.html?utm_source=chatgpt.com",
        "https://www.mercedes-benz.es/passengercars/models/saloon/c-class/overview.html?utm_source=chatgpt.com",
      ],
      own: ["https://www.mercedes-benz.es/passengercars/models/saloon/c-class/overview.html?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-r2-02",
    lang: "es",
    shape: "gemini",
    traps: ["table", "markdown", "mixed-sentiment"],
    brand: { name: "Alhambra", domain: "cervezasalhambra.com" },
    competitors: [
      { name: "Estrella Galicia", domain: "estrellagalicia.es" },
      { name: "Cruzcampo", domain: "cruzcampo.es" },
      { name: "Mahou", domain: "mahou.es" },
    ],
    answer: `## Cervezas para regalar después de visitar Granada

Si acabas de recorrer la Alhambra y el Generalife, llevarte un pack de cerveza es un recuerdo práctico. Así se comparan las opciones más fáciles de encontrar en cualquier supermercado:

| Cerveza | Estilo | Precio (pack de 6) | Opinión |
|---|---|---|---|
| **Cruzcampo Especial** | Lager | 5,40 € | Ligera y barata, pero plana y sin apenas sabor |
| **Alhambra Reserva 1925** | Lager extra | 9,90 € | Intensa, con notas tostadas y una botella verde que encanta como regalo |
| **Estrella Galicia Especial** | Lager | 6,20 € | Equilibrada y muy agradable de beber |

**Conclusión:** si solo compras una, que sea la de Alhambra; es la que mejor recuerda el viaje.`,
    expect: {
      mentions: {
        Alhambra: { position: 2, list: 2, sentiment: "positive" },
        "Estrella Galicia": { position: 3, list: 3, sentiment: "positive" },
        Cruzcampo: { position: 1, list: 1, sentiment: "negative" },
        Mahou: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r2-03",
    lang: "es",
    shape: "claude",
    traps: ["mixed-sentiment"],
    brand: { name: "Iberia", domain: "iberia.com" },
    competitors: [
      { name: "Vueling", domain: "vueling.com" },
      { name: "Air Europa", domain: "aireuropa.com" },
      { name: "Renfe", domain: "renfe.com" },
    ],
    answer: `Para llegar a Granada a tiempo para el recital del Festival de Música y Danza, en el que se interpretará al completo la suite «Iberia» de Albéniz, tienes dos opciones razonables desde Barcelona.

Vueling tiene un vuelo directo a primera hora y suele ser la opción más barata si viajas solo con equipaje de mano. Eso sí, en verano sus retrasos son frecuentes y la atención cuando algo falla deja mucho que desear, así que yo no me arriesgaría con un concierto esa misma tarde.

Iberia te obliga a hacer escala en Madrid, pero su puntualidad está entre las mejores de Europa y el servicio a bordo está muy bien valorado: es la opción más segura para llegar a tiempo.

Si prefieres el tren, el AVE directo de Renfe tarda algo más de seis horas.`,
    expect: {
      mentions: {
        Iberia: { position: 2, list: null, sentiment: "positive" },
        Vueling: { position: 1, list: null, sentiment: "negative" },
        "Air Europa": null,
        Renfe: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r2-04",
    lang: "es",
    shape: "copilot",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "San Miguel", domain: "sanmiguel.com" },
    competitors: [
      { name: "Mahou", domain: "mahou.es" },
      { name: "Estrella Damm", domain: "estrelladamm.com" },
      { name: "Heineken", domain: "heineken.com" },
    ],
    answer: `Para la barra de las fiestas de San Miguel del pueblo, con unas 300 personas durante tres noches, lo más práctico es pedir barril directamente a un distribuidor [1].

Mahou es la que mejor trata a las peñas y comisiones de fiestas: presta los grifos y la cámara de frío sin coste si compras un mínimo de barriles [2]. San Miguel ofrece condiciones parecidas sobre el papel, pero varios organizadores se quejan de que su distribuidor no recoge los barriles vacíos a tiempo y cobra el alquiler del equipo aparte [3].

Calcula unos 30 litros por cada 50 personas y noche.

Fuentes:
1. [hosteleriadigital.es](https://www.hosteleriadigital.es/2023/05/12/como-calcular-cerveza-evento/)
2. [mahou.es](https://www.mahou.es/hosteleria/servicios)
3. [forocoches.com](https://forocoches.com/foro/showthread.php?t=9384721)`,
    expect: {
      mentions: {
        "San Miguel": { position: 2, list: null, sentiment: "negative" },
        Mahou: { position: 1, list: null, sentiment: "positive" },
        "Estrella Damm": null,
        Heineken: null,
      },
      citations: [
        "https://www.hosteleriadigital.es/2023/05/12/como-calcular-cerveza-evento/",
        "https://www.mahou.es/hosteleria/servicios",
        "https://forocoches.com/foro/showthread.php?t=9384721",
      ],
      own: [],
    },
  },
  {
    id: "es-r2-05",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "mixed-sentiment"],
    brand: { name: "Valor", domain: "valor.es" },
    competitors: [
      { name: "Lindt", domain: "lindt.es" },
      { name: "Nestlé", domain: "nestle.es" },
      { name: "Milka", domain: "milka.es" },
    ],
    answer: `Si buscas un chocolate negro con buen valor nutricional para el día a día, fíjate sobre todo en el porcentaje de cacao y en el azúcar añadido[1].

Lindt Excellence 85 % es la tableta más conocida del lineal y cuesta unos 3 €[2]. Chocolates Valor tiene una tableta al 70 % excelente: intensa, con menos azúcar que la media y hecha en Villajoyosa, por bastante menos dinero[3]. Milka, en cambio, apenas tiene versiones de chocolate negro y su contenido de azúcar es muy elevado[4].

En cuanto al valor por euro, las marcas blancas también han mejorado mucho[1].

Fuentes:
[1] OCU – https://www.ocu.org/alimentacion/alimentos/test/comparar-chocolate-negro
[2] Lindt – https://www.lindt.es/excellence-85-cacao
[3] Chocolates Valor – https://www.valor.es/productos/chocolate-negro-70
[4] Milka – https://www.milka.es/productos`,
    expect: {
      mentions: {
        Valor: { position: 2, list: null, sentiment: "positive" },
        Lindt: { position: 1, list: null, sentiment: "neutral" },
        "Nestlé": null,
        Milka: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.ocu.org/alimentacion/alimentos/test/comparar-chocolate-negro",
        "https://www.lindt.es/excellence-85-cacao",
        "https://www.valor.es/productos/chocolate-negro-70",
        "https://www.milka.es/productos",
      ],
      own: ["https://www.valor.es/productos/chocolate-negro-70"],
    },
  },
  // ════════════════════════════ es: mayúsculas y minúsculas ════════════════════════════
  {
    id: "es-r2-06",
    lang: "es",
    shape: "copilot",
    traps: ["case"],
    brand: { name: "Correos Exprés", domain: "correosexpres.com" },
    competitors: [
      { name: "SEUR", domain: "seur.com" },
      { name: "MRW", domain: "mrw.es" },
      { name: "GLS", domain: "gls-spain.es" },
    ],
    answer: `El SMS que recibiste, «CORREOS EXPRES: su envio 3230012345678 sera entregado hoy entre 9:00 y 14:00», es legítimo: el formato y el número de seguimiento coinciden con los que te dio la tienda [1]. Desde la web de seguimiento puedes cambiar la entrega a otro día o a un punto de recogida, sin coste [1].

Desconfía, en cambio, de cualquier SMS que pida pagar «tasas de aduana» mediante un enlace acortado: es una estafa muy extendida este año [2].

Fuentes:
1. [correosexpres.com](https://www.correosexpres.com/web/correosexpres/seguimiento-de-envios)
2. [incibe.es](https://www.incibe.es/ciudadania/avisos/campana-de-smishing-tasas-de-aduana)`,
    expect: {
      mentions: {
        "Correos Exprés": { position: 1, list: null, sentiment: "neutral" },
        SEUR: null,
        MRW: null,
        GLS: null,
      },
      citations: [
        "https://www.correosexpres.com/web/correosexpres/seguimiento-de-envios",
        "https://www.incibe.es/ciudadania/avisos/campana-de-smishing-tasas-de-aduana",
      ],
      own: ["https://www.correosexpres.com/web/correosexpres/seguimiento-de-envios"],
    },
  },
  {
    id: "es-r2-07",
    lang: "es",
    shape: "short",
    traps: ["case", "mixed-sentiment"],
    brand: { name: "Cabify", domain: "cabify.com" },
    competitors: [
      { name: "Uber", domain: "uber.com" },
      { name: "Bolt", domain: "bolt.eu" },
      { name: "FreeNow", domain: "free-now.com" },
    ],
    answer: `De madrugada en Barajas, la mayoría de usuarios en foros coincide: «siempre pido cabify al aterrizar, el coche llega en cinco minutos y el precio cerrado no sorprende» es un comentario típico. Con uber la experiencia es más irregular, porque de noche aplica tarifa dinámica y el precio final puede duplicar el estimado.`,
    expect: {
      mentions: {
        Cabify: { position: 1, list: null, sentiment: "positive" },
        Uber: { position: 2, list: null, sentiment: "negative" },
        Bolt: null,
        FreeNow: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r2-08",
    lang: "es",
    shape: "gemini",
    traps: ["case", "table", "markdown", "prose-before-list", "mixed-sentiment"],
    brand: { name: "Halcón Viajes", domain: "halconviajes.com" },
    competitors: [
      { name: "Viajes El Corte Inglés", domain: "viajeselcorteingles.es" },
      { name: "Logitravel", domain: "logitravel.com" },
      { name: "Barceló Viajes", domain: "barceloviajes.com" },
    ],
    answer: `## ¿Es fiable esta reserva?

Sí. El correo con el asunto «HALCON VIAJES - CONFIRMACION DE RESERVA LOC. 7Q4K2M» tiene el formato habitual de la agencia, y puedes comprobar el localizador en su web o en cualquiera de sus oficinas.

### Cómo se comparan las agencias para un paquete a Punta Cana

| Agencia | Precio 7 noches (2 adultos) | Valoración |
|---|---|---|
| **Logitravel** | 2.180 € | Buen precio, pero su atención telefónica cuando hay cambios es muy deficiente |
| **Halcón Viajes** | 2.310 € | Oficinas físicas y una gestión de incidencias rápida y eficaz |
| **Viajes El Corte Inglés** | 2.450 € | Precio con seguro de cancelación incluido |

**Consejo:** guarda impresos el localizador y el bono del hotel.`,
    expect: {
      mentions: {
        "Halcón Viajes": { position: 1, list: 2, sentiment: "positive" },
        "Viajes El Corte Inglés": { position: 3, list: 3, sentiment: "neutral" },
        Logitravel: { position: 2, list: 1, sentiment: "negative" },
        "Barceló Viajes": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r2-09",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Lupa", domain: "supermercadoslupa.es" },
    competitors: [
      { name: "Mercadona", domain: "mercadona.es" },
      { name: "Carrefour", domain: "carrefour.es" },
      { name: "Eroski", domain: "eroski.es" },
    ],
    answer: `Si vives en Santander y quieres ahorrar en la compra semanal, conviene mirar con lupa los precios por kilo y no solo el precio del envase. Estas son las cadenas que más se comparan en Cantabria:

1. **Mercadona** – Su marca Hacendado cubre casi todo el surtido; abre de 9:00 a 21:30.
2. **Lupa** – La cadena cántabra por excelencia: buena fruta y carne de proveedores locales, ofertas semanales muy competitivas y tiendas en casi todos los barrios. ([supermercadoslupa.es](https://www.supermercadoslupa.es/ofertas?utm_source=chatgpt.com))
3. **Eroski** – Tiene tarjeta de fidelización, pero sus precios son de los más altos de la comparativa.

Consejo: las ofertas de cada cadena se renuevan los jueves.`,
    expect: {
      mentions: {
        Lupa: { position: 2, list: 2, sentiment: "positive" },
        Mercadona: { position: 1, list: 1, sentiment: "neutral" },
        Carrefour: null,
        Eroski: { position: 3, list: 3, sentiment: "negative" },
      },
      citations: ["https://www.supermercadoslupa.es/ofertas?utm_source=chatgpt.com"],
      own: ["https://www.supermercadoslupa.es/ofertas?utm_source=chatgpt.com"],
    },
  },
  // ════════════════════════════ es: negación y concesión ════════════════════════════
  {
    id: "es-r2-10",
    lang: "es",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Pepephone", domain: "pepephone.com" },
    competitors: [
      { name: "Simyo", domain: "simyo.es" },
      { name: "Lowi", domain: "lowi.es" },
    ],
    answer: `Llevo tres años con Pepephone y no diría que no merezca la pena: en todo este tiempo, sin ningún problema de cobertura ni de facturación, y cuando llamé a atención al cliente me atendió una persona en menos de dos minutos.

Con Simyo la experiencia fue la contraria: no hubo mes sin algún cargo que no entendía, y la portabilidad tardó casi tres semanas. No lo volvería a contratar.

Lowi usa la red de Vodafone y solo se contrata por internet.

Antes de cambiarte, revisa si tu tarifa actual tiene permanencia.`,
    expect: {
      mentions: {
        Pepephone: { position: 1, list: null, sentiment: "positive" },
        Simyo: { position: 2, list: null, sentiment: "negative" },
        Lowi: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "es-r2-11",
  },
  {
    id: "es-r2-11",
    lang: "es",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Pepephone", domain: "pepephone.com" },
    competitors: [
      { name: "Simyo", domain: "simyo.es" },
      { name: "Lowi", domain: "lowi.es" },
    ],
    answer: `Llevo tres años con Pepephone y no puedo recomendarlo: no hubo mes sin algún cargo que no entendía, y cuando llamé a atención al cliente tardaron casi media hora en atenderme. No lo volvería a contratar.

Con Simyo la experiencia fue la contraria, y no diría que no merezca la pena: sin ningún problema de cobertura ni de facturación, y la portabilidad se completó en un día.

Lowi usa la red de Vodafone y solo se contrata por internet.

Antes de cambiarte, revisa si tu tarifa actual tiene permanencia.`,
    expect: {
      mentions: {
        Pepephone: { position: 1, list: null, sentiment: "negative" },
        Simyo: { position: 2, list: null, sentiment: "positive" },
        Lowi: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "es-r2-10",
  },
  {
    id: "es-r2-12",
    lang: "es",
    shape: "chatgpt",
    traps: ["utm", "markdown", "subdomain", "mixed-sentiment"],
    brand: { name: "Babbel", domain: "babbel.com" },
    competitors: [
      { name: "Duolingo", domain: "duolingo.com" },
      { name: "Busuu", domain: "busuu.com" },
    ],
    answer: `Para aprender alemán desde cero con el objetivo de llegar a un B1 en un año, estas son las apps más usadas:

1. **Babbel** – Es más cara que la competencia (unos 8 € al mes con el plan anual), pero la calidad de sus explicaciones gramaticales y sus diálogos realistas lo compensan con creces. ([babbel.com](https://es.babbel.com/aprender-aleman-online?utm_source=chatgpt.com))
2. **Duolingo** – Es muy motivadora y tiene una versión gratuita, pero se queda corta para pasar de un nivel básico: apenas explica la gramática y sus frases son poco naturales, así que no basta para un B1.
3. **Busuu** – Incluye correcciones de hablantes nativos y un plan de estudio por objetivos.

Sea cual sea la app, compleméntala con un intercambio de idiomas o clases de conversación.`,
    expect: {
      mentions: {
        Babbel: { position: 1, list: 1, sentiment: "positive" },
        Duolingo: { position: 2, list: 2, sentiment: "negative" },
        Busuu: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: ["https://es.babbel.com/aprender-aleman-online?utm_source=chatgpt.com"],
      own: ["https://es.babbel.com/aprender-aleman-online?utm_source=chatgpt.com"],
    },
    pair: "es-r2-13",
  },
  {
    id: "es-r2-13",
    lang: "es",
    shape: "chatgpt",
    traps: ["utm", "markdown", "subdomain", "mixed-sentiment"],
    brand: { name: "Babbel", domain: "babbel.com" },
    competitors: [
      { name: "Duolingo", domain: "duolingo.com" },
      { name: "Busuu", domain: "busuu.com" },
    ],
    answer: `Para aprender alemán desde cero con el objetivo de llegar a un B1 en un año, estas son las apps más usadas:

1. **Babbel** – Es muy motivadora y su plan anual es asequible, pero se queda corta para pasar de un nivel básico: sus ejercicios son repetitivos y sus diálogos poco naturales, así que no basta para un B1. ([babbel.com](https://es.babbel.com/aprender-aleman-online?utm_source=chatgpt.com))
2. **Duolingo** – Su suscripción Max es más cara que la competencia, pero la calidad de sus explicaciones y sus ejercicios de conversación lo compensan con creces.
3. **Busuu** – Incluye correcciones de hablantes nativos y un plan de estudio por objetivos.

Sea cual sea la app, compleméntala con un intercambio de idiomas o clases de conversación.`,
    expect: {
      mentions: {
        Babbel: { position: 1, list: 1, sentiment: "negative" },
        Duolingo: { position: 2, list: 2, sentiment: "positive" },
        Busuu: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: ["https://es.babbel.com/aprender-aleman-online?utm_source=chatgpt.com"],
      own: ["https://es.babbel.com/aprender-aleman-online?utm_source=chatgpt.com"],
    },
    pair: "es-r2-12",
  },
  {
    id: "es-r2-14",
    lang: "es",
    shape: "perplexity",
    traps: ["hedge", "sources-list", "mixed-sentiment"],
    brand: { name: "Verti", domain: "verti.es" },
    competitors: [
      { name: "Mutua Madrileña", domain: "mutua.es" },
      { name: "Línea Directa", domain: "lineadirecta.com" },
    ],
    answer: `Para un conductor de 30 años con un utilitario en Valencia, Verti es una opción bastante razonable: su seguro a terceros ampliado parte de unos 280 € al año y la gestión de partes desde la app es sencilla[1][2].

Mutua Madrileña no es la más barata, con precios que rondan los 350 € para el mismo perfil[3]. Línea Directa vende sus pólizas por teléfono y por internet, sin red de oficinas[4].

Fuentes:
1. https://www.rastreator.com/seguros-de-coche/companias/verti.aspx
2. https://www.verti.es/seguros-coche/terceros-ampliado/
3. https://www.mutua.es/seguros/seguro-coche/
4. https://www.lineadirecta.com/seguros-de-coche.html`,
    expect: {
      mentions: {
        Verti: { position: 1, list: null, sentiment: "positive" },
        "Mutua Madrileña": { position: 2, list: null, sentiment: "negative" },
        "Línea Directa": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.rastreator.com/seguros-de-coche/companias/verti.aspx",
        "https://www.verti.es/seguros-coche/terceros-ampliado/",
        "https://www.mutua.es/seguros/seguro-coche/",
        "https://www.lineadirecta.com/seguros-de-coche.html",
      ],
      own: ["https://www.verti.es/seguros-coche/terceros-ampliado/"],
    },
  },
  // ════════════════════════════ de: Namen, die nicht die Marke sind ════════════════════════════
  {
    id: "de-r2-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["alias", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Wagner", aliases: ["Original Wagner"], domain: "original-wagner.de" },
    competitors: [
      { name: "Dr. Oetker", domain: "oetker.de" },
      { name: "Gustavo Gusto", domain: "gustavogusto.de" },
      { name: "Freiberger", domain: "freiberger.de" },
    ],
    answer: `Nein, mit Richard Wagner hat der Name nichts zu tun. Er geht auf den saarländischen Bäckermeister Ernst Wagner zurück, dessen Familienbetrieb in Braunshausen später mit Tiefkühlpizza groß wurde.

Zur eigentlichen Frage, welche Tiefkühlpizza sich für einen Filmabend lohnt:

1. **Gustavo Gusto** – Luftiger, lange gereifter Teig und frische Zutaten; geschmacklich die beste und den Aufpreis absolut wert.
2. **Wagner Steinofen** – Knuspriger Boden, großzügiger Belag und ein fairer Preis: mein Favorit für jeden Tag. ([original-wagner.de](https://www.original-wagner.de/produkte/steinofen?utm_source=chatgpt.com))
3. **Dr. Oetker Ristorante** – Dünner, pappiger Boden und wenig Belag für den Preis; geschmacklich enttäuschend.

Tipp: Die Pizza zwei Minuten länger als angegeben im Ofen lassen, dann wird der Boden noch knuspriger.`,
    expect: {
      mentions: {
        Wagner: { position: 2, list: 2, sentiment: "positive" },
        "Dr. Oetker": { position: 3, list: 3, sentiment: "negative" },
        "Gustavo Gusto": { position: 1, list: 1, sentiment: "positive" },
        Freiberger: null,
      },
      citations: ["https://www.original-wagner.de/produkte/steinofen?utm_source=chatgpt.com"],
      own: ["https://www.original-wagner.de/produkte/steinofen?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-r2-02",
    lang: "de",
    shape: "chatgpt",
    traps: ["substring", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Selters", domain: "selters.de" },
    competitors: [
      { name: "Gerolsteiner", domain: "gerolsteiner.de" },
      { name: "Vilsa", domain: "vilsa.de" },
      { name: "Adelholzener", domain: "adelholzener.de" },
    ],
    answer: `Wer im Büro jede Woche eine Kiste Sprudel braucht, hat die Wahl zwischen regionalen und bundesweiten Marken. Kleine Randnotiz: Das Wort „Selterswasser“ für Sprudel geht auf den Ort Selters im Taunus zurück, von wo schon im 18. Jahrhundert Mineralwasser in Steinkrügen verschickt wurde.

1. **Gerolsteiner Sprudel** – Kräftig im Geschmack, mit hohem Calcium- und Magnesiumgehalt.
2. **Selters Classic** – Feinperlig, angenehm weich und in Glas-Mehrwegflaschen erhältlich; für mich der Favorit fürs Büro. ([selters.de](https://www.selters.de/produkte/classic?utm_source=chatgpt.com))
3. **Vilsa Classic** – Günstig, aber geschmacklich flach und mit sehr grober Kohlensäure; würde ich nicht nehmen.

Tipp: Viele Getränkelieferdienste bringen die Mehrwegkisten direkt ins Büro und nehmen das Leergut wieder mit.`,
    expect: {
      mentions: {
        Selters: { position: 2, list: 2, sentiment: "positive" },
        Gerolsteiner: { position: 1, list: 1, sentiment: "neutral" },
        Vilsa: { position: 3, list: 3, sentiment: "negative" },
        Adelholzener: null,
      },
      citations: ["https://www.selters.de/produkte/classic?utm_source=chatgpt.com"],
      own: ["https://www.selters.de/produkte/classic?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-r2-03",
    lang: "de",
    shape: "gemini",
    traps: ["table", "markdown", "mixed-sentiment"],
    brand: { name: "Rotkäppchen", domain: "rotkaeppchen.de" },
    competitors: [
      { name: "Henkell", domain: "henkell.com" },
      { name: "Freixenet", domain: "freixenet.de" },
      { name: "Mumm", domain: "mumm-sekt.de" },
    ],
    answer: `## Sekt für die Märchen-Mottoparty

Wenn die Gäste als Rotkäppchen, Wolf und Großmutter kommen, liegt die Wahl fast auf der Hand – ein kurzer Vergleich lohnt sich trotzdem:

| Sekt | Preis (0,75 l) | Geschmack | Fazit |
|---|---|---|---|
| **Henkell Trocken** | 5,99 € | Frisch, leicht fruchtig | Solide und gefällig, ein sicherer Partysekt |
| **Rotkäppchen Sekt trocken** | 4,49 € | Fruchtig, harmonisch | Günstig, gut gekühlt sehr angenehm und passt perfekt zum Motto |
| **Freixenet Carta Nevada** | 6,99 € | Mild | Für den Preis zu süß und wenig spritzig |

**Fazit:** Für eine Märchenparty ist der Sekt von Rotkäppchen die naheliegende und zugleich gute Wahl.`,
    expect: {
      mentions: {
        "Rotkäppchen": { position: 2, list: 2, sentiment: "positive" },
        Henkell: { position: 1, list: 1, sentiment: "positive" },
        Freixenet: { position: 3, list: 3, sentiment: "negative" },
        Mumm: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r2-04",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "sources-list", "mixed-sentiment"],
    brand: { name: "Ring", domain: "ring.com" },
    competitors: [
      { name: "Eufy", domain: "eufy.com" },
      { name: "Arlo", domain: "arlo.com" },
      { name: "Blink", domain: "blinkforhome.com" },
    ],
    answer: `Wenn Sie übers Wochenende zu Rock am Ring fahren und das Haus leer steht, ist eine Video-Türklingel mit Bewegungserkennung sinnvoll [1].

Die Eufy Video Doorbell E340 speichert Aufnahmen lokal, ganz ohne Abo, und liefert auch nachts scharfe Bilder – für diesen Zweck die beste Wahl [2]. Bei der Ring Video Doorbell 4 brauchen Sie dagegen ein kostenpflichtiges Abo, um Aufnahmen überhaupt ansehen zu können, und die Datenschutzbedenken sind bis heute nicht ausgeräumt [3].

Tipp: Sagen Sie vor der Abreise auch Ihren Nachbarn Bescheid.

Quellen:
[1] https://www.polizei-beratung.de/themen-und-tipps/gefahren-im-internet/smart-home/
[2] https://www.eufy.com/de/products/t8214111
[3] https://www.heise.de/tests/Video-Tuerklingeln-im-Test-Ring-eufy-und-Co-9234567.html`,
    expect: {
      mentions: {
        Ring: { position: 2, list: null, sentiment: "negative" },
        Eufy: { position: 1, list: null, sentiment: "positive" },
        Arlo: null,
        Blink: null,
      },
      citations: [
        "https://www.polizei-beratung.de/themen-und-tipps/gefahren-im-internet/smart-home/",
        "https://www.eufy.com/de/products/t8214111",
        "https://www.heise.de/tests/Video-Tuerklingeln-im-Test-Ring-eufy-und-Co-9234567.html",
      ],
      own: [],
    },
  },
  {
    id: "de-r2-05",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "markdown", "mixed-sentiment"],
    brand: { name: "Tempo", domain: "tempo-world.com" },
    competitors: [
      { name: "Kleenex", domain: "kleenex.de" },
      { name: "Zewa", domain: "zewa.de" },
    ],
    answer: `Bei einer Erkältung gilt: das Tempo im Alltag drosseln, viel trinken und die Nase schonen. Bei den Taschentüchern macht die Qualität tatsächlich einen Unterschied:

1. **Kleenex Balsam** – Mit Lotion und sehr sanft zu wunden Nasen; lohnt sich bei starkem Schnupfen.
2. **Tempo Original** – Reißfest, vierlagig und auch nach dem zehnten Naseputzen nicht rau; für mich die beste Wahl für jeden Tag.
3. **Zewa Softis** – Günstig, aber dünn und reißt schnell, wenn es darauf ankommt.

Und wenn das Fieber steigt: lieber einen Gang zurückschalten, statt im gewohnten Tempo weiterzuarbeiten.`,
    expect: {
      mentions: {
        Tempo: { position: 2, list: 2, sentiment: "positive" },
        Kleenex: { position: 1, list: 1, sentiment: "positive" },
        Zewa: { position: 3, list: 3, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },
  // ════════════════════════════ de: Groß- und Kleinschreibung ════════════════════════════
  {
    id: "de-r2-06",
    lang: "de",
    shape: "chatgpt",
    traps: ["case", "prose-before-list", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Kärcher", domain: "kaercher.com" },
    competitors: [
      { name: "Bosch", domain: "bosch-diy.com" },
      { name: "Nilfisk", domain: "nilfisk.com" },
      { name: "Einhell", domain: "einhell.de" },
    ],
    answer: `Für eine Steinterrasse von rund 40 m² reicht ein Hochdruckreiniger der Mittelklasse. Bei Online-Händlern tauchen die Geräte oft mit Titeln wie „KARCHER K5 POWER CONTROL HOCHDRUCKREINIGER 145 BAR“ auf – gemeint ist das aktuelle Standardmodell.

1. **Bosch UniversalAquatak 135** – 135 bar, vor allem für Balkon und Gartenmöbel ausgelegt.
2. **Kärcher K5 Power Control** – Robuste Pumpe, gut dosierbarer Druck und mit dem Flächenreiniger der beste Allrounder für Terrassen. ([kaercher.com](https://www.kaercher.com/de/home-garden/hochdruckreiniger/k5-power-control.html?utm_source=chatgpt.com))
3. **Nilfisk Core 140** – Günstiger, aber laut, und der Schlauch knickt schnell; auf Dauer eher ein Ärgernis.

Tipp: Fugen vorher auskehren, sonst spritzt der Sand überallhin.`,
    expect: {
      mentions: {
        "Kärcher": { position: 1, list: 2, sentiment: "positive" },
        Bosch: { position: 2, list: 1, sentiment: "neutral" },
        Nilfisk: { position: 3, list: 3, sentiment: "negative" },
        Einhell: null,
      },
      citations: [
        "https://www.kaercher.com/de/home-garden/hochdruckreiniger/k5-power-control.html?utm_source=chatgpt.com",
      ],
      own: [
        "https://www.kaercher.com/de/home-garden/hochdruckreiniger/k5-power-control.html?utm_source=chatgpt.com",
      ],
    },
  },
  {
    id: "de-r2-07",
    lang: "de",
    shape: "claude",
    traps: ["case", "mixed-sentiment"],
    brand: { name: "Thalia", domain: "thalia.de" },
    competitors: [
      { name: "Hugendubel", domain: "hugendubel.de" },
      { name: "Weltbild", domain: "weltbild.de" },
      { name: "Amazon", domain: "amazon.de" },
    ],
    answer: `In Foren und Bewertungen liest man vor allem zwei Meinungen. Typisch für die erste: „bestell seit jahren bei thalia und hol im laden ab, klappt immer, versandkostenfrei“. Die Abholung in der Filiale ist tatsächlich kostenlos und meist schon am nächsten Tag möglich.

Bei hugendubel dagegen beschweren sich viele über Bestellungen, die wochenlang als „in Bearbeitung“ hängen, und über einen schwer erreichbaren Kundenservice.

Bei Amazon gilt übrigens dieselbe Buchpreisbindung wie überall, neue Bücher kosten dort also genauso viel.`,
    expect: {
      mentions: {
        Thalia: { position: 1, list: null, sentiment: "positive" },
        Hugendubel: { position: 2, list: null, sentiment: "negative" },
        Weltbild: null,
        Amazon: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r2-08",
    lang: "de",
    shape: "gemini",
    traps: ["case", "table", "markdown", "prose-before-list", "mixed-sentiment"],
    brand: { name: "Märklin", domain: "maerklin.de" },
    competitors: [
      { name: "Roco", domain: "roco.cc" },
      { name: "Piko", domain: "piko.de" },
      { name: "Fleischmann", domain: "fleischmann.de" },
    ],
    answer: `## Gebrauchte H0-Startsets: worauf achten?

Auf Kleinanzeigen- und Auktionsportalen sind viele Angebote in Großbuchstaben und ohne Umlaute betitelt, etwa „MARKLIN H0 29000 STARTSET DIGITAL TOP ZUSTAND“. Prüfen Sie vor allem, ob Trafo und Steuergerät dabei sind.

| Hersteller | System | Gebrauchtpreis Startset | Einschätzung |
|---|---|---|---|
| MARKLIN | Wechselstrom (Mittelleiter) | 120–200 € | Extrem langlebig, Ersatzteile gibt es noch nach Jahrzehnten |
| ROCO | Gleichstrom | 90–160 € | Schöne Modelle, aber die Gleise alter Sets sind oft korrodiert und die Motoren verschlissen |
| PIKO | Gleichstrom | 60–110 € | Preiswert, robust und ideal für Kinder |

Wichtig: Wechsel- und Gleichstromsysteme sind nicht kompatibel – entscheiden Sie sich vor dem Kauf für eines.`,
    expect: {
      mentions: {
        "Märklin": { position: 1, list: 1, sentiment: "positive" },
        Roco: { position: 2, list: 2, sentiment: "negative" },
        Piko: { position: 3, list: 3, sentiment: "positive" },
        Fleischmann: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r2-09",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Flink", domain: "goflink.com" },
    competitors: [
      { name: "Picnic", domain: "picnic.app" },
      { name: "Rewe", domain: "rewe.de" },
      { name: "Knuspr", domain: "knuspr.de" },
    ],
    answer: `Wenn es abends flink gehen muss, weil für das Rezept noch Sahne und Parmesan fehlen, sind Lieferdienste mit kurzen Lieferzeiten ideal; für den Wocheneinkauf lohnen sich eher die klassischen Anbieter:

1. **Picnic** – Liefert in festen Zeitfenstern mit Elektro-Transportern; Mindestbestellwert 35 €.
2. **Flink** – Lieferung in rund 15 Minuten, faire Supermarktpreise und ein gut sortiertes Basissortiment; für spontane Einkäufe unschlagbar. ([goflink.com](https://www.goflink.com/de-DE/?utm_source=chatgpt.com))
3. **Rewe Lieferservice** – Großes Sortiment, aber Liefergebühren von bis zu 5,90 € und oft keine freien Termine am selben Tag.

Tipp: Bei allen Diensten gibt es für die erste Bestellung meist einen Rabattcode.`,
    expect: {
      mentions: {
        Flink: { position: 2, list: 2, sentiment: "positive" },
        Picnic: { position: 1, list: 1, sentiment: "neutral" },
        Rewe: { position: 3, list: 3, sentiment: "negative" },
        Knuspr: null,
      },
      citations: ["https://www.goflink.com/de-DE/?utm_source=chatgpt.com"],
      own: ["https://www.goflink.com/de-DE/?utm_source=chatgpt.com"],
    },
  },
  // ════════════════════════════ de: Verneinung und Einräumung ════════════════════════════
  {
    id: "de-r2-10",
    lang: "de",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "CEWE", domain: "cewe.de" },
    competitors: [
      { name: "Saal Digital", domain: "saal-digital.de" },
      { name: "Pixum", domain: "pixum.de" },
    ],
    answer: `Ich habe in den letzten Jahren Fotobücher bei mehreren Anbietern drucken lassen, und die Unterschiede sind größer, als man denkt.

Von Saal Digital kann man wirklich nicht behaupten, dass die Qualität nicht überzeugt: Das Layflat-Papier ist hervorragend, die Farben stimmen exakt, und bei vier Bestellungen gab es keinerlei Probleme mit Lieferung oder Verarbeitung.

Mit CEWE war ich dagegen nie richtig zufrieden: Die Software ist unübersichtlich, zwei Bücher kamen mit deutlichem Farbstich an, und die Reklamation zog sich über Wochen.

Pixum liegt preislich zwischen den beiden.`,
    expect: {
      mentions: {
        CEWE: { position: 2, list: null, sentiment: "negative" },
        "Saal Digital": { position: 1, list: null, sentiment: "positive" },
        Pixum: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "de-r2-11",
  },
  {
    id: "de-r2-11",
    lang: "de",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "CEWE", domain: "cewe.de" },
    competitors: [
      { name: "Saal Digital", domain: "saal-digital.de" },
      { name: "Pixum", domain: "pixum.de" },
    ],
    answer: `Ich habe in den letzten Jahren Fotobücher bei mehreren Anbietern drucken lassen, und die Unterschiede sind größer, als man denkt.

Von Saal Digital kann man leider nicht behaupten, dass die Qualität überzeugt: Die Software ist unübersichtlich, zwei Bücher kamen mit deutlichem Farbstich an, und die Reklamation zog sich über Wochen.

Mit CEWE war ich dagegen nie unzufrieden: Das Layflat-Papier ist hervorragend, die Farben stimmen exakt, und bei vier Bestellungen gab es keinerlei Probleme mit Lieferung oder Verarbeitung.

Pixum liegt preislich zwischen den beiden.`,
    expect: {
      mentions: {
        CEWE: { position: 2, list: null, sentiment: "positive" },
        "Saal Digital": { position: 1, list: null, sentiment: "negative" },
        Pixum: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "de-r2-10",
  },
  {
    id: "de-r2-12",
    lang: "de",
    shape: "chatgpt",
    traps: ["utm", "markdown", "mixed-sentiment"],
    brand: { name: "De'Longhi", domain: "delonghi.com" },
    competitors: [
      { name: "Jura", domain: "jura.com" },
      { name: "Melitta", domain: "melitta.de" },
      { name: "Siemens", domain: "siemens-home.bsh-group.com" },
    ],
    answer: `Für einen Zwei-Personen-Haushalt, der vor allem Cappuccino und Latte macchiato trinkt, kommen diese Vollautomaten infrage:

1. **Jura E8** – Teurer als die meisten Konkurrenten, aber die Milchschaumqualität, das leise Mahlwerk und die Langlebigkeit gleichen das mehr als aus. ([jura.com](https://www.jura.com/de-de/produkte/e8?utm_source=chatgpt.com))
2. **De'Longhi Magnifica Evo** – Einsteigerfreundlich und ansprechend gestaltet, doch der Milchbehälter ist mühsam zu reinigen und die Brüheinheit fiel in Tests häufig aus; unterm Strich keine Empfehlung. ([delonghi.com](https://www.delonghi.com/de-de/magnifica-evo?utm_source=chatgpt.com))
3. **Melitta Barista TS Smart** – Per App steuerbar, mit 21 voreingestellten Rezepten.

Achten Sie bei allen Modellen auf einen herausnehmbaren Brühkopf, das erleichtert die Reinigung.`,
    expect: {
      mentions: {
        "De'Longhi": { position: 2, list: 2, sentiment: "negative" },
        Jura: { position: 1, list: 1, sentiment: "positive" },
        Melitta: { position: 3, list: 3, sentiment: "neutral" },
        Siemens: null,
      },
      citations: [
        "https://www.jura.com/de-de/produkte/e8?utm_source=chatgpt.com",
        "https://www.delonghi.com/de-de/magnifica-evo?utm_source=chatgpt.com",
      ],
      own: ["https://www.delonghi.com/de-de/magnifica-evo?utm_source=chatgpt.com"],
    },
    pair: "de-r2-13",
  },
  {
    id: "de-r2-13",
    lang: "de",
    shape: "chatgpt",
    traps: ["utm", "markdown", "mixed-sentiment"],
    brand: { name: "De'Longhi", domain: "delonghi.com" },
    competitors: [
      { name: "Jura", domain: "jura.com" },
      { name: "Melitta", domain: "melitta.de" },
      { name: "Siemens", domain: "siemens-home.bsh-group.com" },
    ],
    answer: `Für einen Zwei-Personen-Haushalt, der vor allem Cappuccino und Latte macchiato trinkt, kommen diese Vollautomaten infrage:

1. **Jura E8** – Hochwertig verarbeitet und ansprechend gestaltet, doch die Milchleitung ist mühsam zu reinigen und die Reparaturen beim Service sind teuer und langwierig; unterm Strich keine Empfehlung. ([jura.com](https://www.jura.com/de-de/produkte/e8?utm_source=chatgpt.com))
2. **De'Longhi Magnifica Evo** – Einfacher ausgestattet als die teuren Modelle, aber der gute Milchschaum, das leise Mahlwerk und der günstige Preis gleichen das mehr als aus. ([delonghi.com](https://www.delonghi.com/de-de/magnifica-evo?utm_source=chatgpt.com))
3. **Melitta Barista TS Smart** – Per App steuerbar, mit 21 voreingestellten Rezepten.

Achten Sie bei allen Modellen auf einen herausnehmbaren Brühkopf, das erleichtert die Reinigung.`,
    expect: {
      mentions: {
        "De'Longhi": { position: 2, list: 2, sentiment: "positive" },
        Jura: { position: 1, list: 1, sentiment: "negative" },
        Melitta: { position: 3, list: 3, sentiment: "neutral" },
        Siemens: null,
      },
      citations: [
        "https://www.jura.com/de-de/produkte/e8?utm_source=chatgpt.com",
        "https://www.delonghi.com/de-de/magnifica-evo?utm_source=chatgpt.com",
      ],
      own: ["https://www.delonghi.com/de-de/magnifica-evo?utm_source=chatgpt.com"],
    },
    pair: "de-r2-12",
  },
  {
    id: "de-r2-14",
    lang: "de",
    shape: "perplexity",
    traps: ["hedge", "case", "sources-list", "mixed-sentiment"],
    brand: { name: "Nuki", domain: "nuki.io" },
    competitors: [
      { name: "Yale", domain: "yale.de" },
      { name: "ABUS", domain: "abus.com" },
    ],
    answer: `Für eine Mietwohnung, in der nicht gebohrt werden darf, ist das Nuki Smart Lock 4.0 eine recht ordentliche Lösung: Es wird innen auf den vorhandenen Zylinder gesetzt, lässt sich per App steuern und öffnet in der Regel zuverlässig[1][2].

Das Yale Linus L2 ist nicht gerade das leiseste Schloss, der Motor ist beim Auf- und Zusperren deutlich zu hören[3]. Abus bietet mit dem HomeTec Pro ein vergleichbares Nachrüstschloss mit Funk-Tastatur an[4].

Quellen:
[1] https://nuki.io/de/smart-lock/
[2] https://www.computerbild.de/artikel/cb-Tests-Smart-Home-Nuki-Smart-Lock-4-Test-36543210.html
[3] https://www.techstage.de/test/yale-linus-smart-lock-l2-im-test/
[4] https://www.abus.com/de/Smart-Building/Smart-Locks/HomeTec-Pro`,
    expect: {
      mentions: {
        Nuki: { position: 1, list: null, sentiment: "positive" },
        Yale: { position: 2, list: null, sentiment: "negative" },
        ABUS: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://nuki.io/de/smart-lock/",
        "https://www.computerbild.de/artikel/cb-Tests-Smart-Home-Nuki-Smart-Lock-4-Test-36543210.html",
        "https://www.techstage.de/test/yale-linus-smart-lock-l2-im-test/",
        "https://www.abus.com/de/Smart-Building/Smart-Locks/HomeTec-Pro",
      ],
      own: ["https://nuki.io/de/smart-lock/"],
    },
  },
];
