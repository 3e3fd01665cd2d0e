// Round 17: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output nor other rounds, written while round 15 was being developed against; held out.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // en-r17-01 US low-mileage car insurance. Traps: "root" as a common noun ("the root of a high premium") before any brand, sources list naming all three, praise by negation. Policygenius neutral ("a free online marketplace", "a licensed broker, not an insurer"); Clearcover negative ("that is about where the good news ends", "slow claim payouts"); Root positive ("that trade-off pays off", "the one to try first", "unlikely to regret the switch")
  {
    id: "en-r17-01",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Root", domain: "joinroot.com" },
    competitors: [
      { name: "Clearcover", domain: "clearcover.com" },
      { name: "Policygenius", domain: "policygenius.com" },
    ],
    answer: `Low-mileage drivers usually overpay because standard policies are priced on averages, so getting to the root of a high premium means finding an insurer that prices on how you actually drive [1].

**Start with a price check**

Policygenius is a free online marketplace that returns quotes from several carriers at once; it is a licensed broker, not an insurer, and is paid by the carriers rather than by you [2].

**Two app-based insurers to compare**

- **Clearcover** – sells policies entirely through its app in roughly 20 states. Its headline price is the main selling point, and that is about where the good news ends: reviewers describe slow claim payouts and support that is hard to reach [3].
- **Root** – sets your rate after a few weeks of driving tracked by its app. It is not available in every state, and some people dislike the tracking period, but for calm drivers that trade-off pays off: customers with clean driving data report some of the steepest discounts on the market [4][5].

**Bottom line**

If you drive little and brake gently, Root is the one to try first, and you are unlikely to regret the switch. Run your details through the marketplace above as well, so you have a second set of quotes to compare against before you cancel your current policy.

A few practical notes:
1. Telematics discounts usually apply from the first renewal, so check whether your first-term price is already adjusted.
2. Keep your current insurer until the new policy's start date is confirmed in writing.
3. Ask any carrier how a single hard-braking event affects your score.

Sources
[1] Background on pay-as-you-drive auto insurance – https://www.iii.org/article/background-on-pay-as-you-drive-auto-insurance
[2] How Policygenius works – https://www.policygenius.com/about/how-it-works/
[3] Clearcover reviews – https://www.consumeraffairs.com/insurance/clearcover.html
[4] Root Insurance review – https://www.nerdwallet.com/article/insurance/root-insurance-review
[5] How Root works – https://www.joinroot.com/how-it-works/`,
    expect: {
      mentions: {
        Policygenius: { position: 1, list: null, sentiment: "neutral" },
        Clearcover: { position: 2, list: 1, sentiment: "negative" },
        Root: { position: 3, list: 2, sentiment: "positive" },
      },
      citations: [
        "https://www.iii.org/article/background-on-pay-as-you-drive-auto-insurance",
        "https://www.policygenius.com/about/how-it-works/",
        "https://www.consumeraffairs.com/insurance/clearcover.html",
        "https://www.nerdwallet.com/article/insurance/root-insurance-review",
        "https://www.joinroot.com/how-it-works/",
      ],
      own: ["https://www.joinroot.com/how-it-works/"],
    },
  },

  // en-r17-02 UK mattress for a side sleeper with back pain (pair of en-r17-03). Traps: Hypnos the Greek god (a mythological character) before any brand, "hypnotic" contains the name, Tempur only inside a URL, utm links. Nectar positive ("gets very little wrong", "I can't think of a reason to steer you away from it", "My pick: start with the Nectar"); Hypnos negative ("beautifully hand-made, but … difficult to justify", "slow to get"); Dormeo neutral (feel, price, trial, where sold)
  {
    id: "en-r17-02",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "substring", "url-only", "utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Nectar", domain: "nectarsleep.co.uk" },
    competitors: [
      { name: "Hypnos", domain: "hypnosbeds.com" },
      { name: "Dormeo", domain: "dormeo.co.uk" },
      { name: "Tempur", domain: "tempur.com" },
    ],
    answer: `Good question — side sleeping with lower-back pain narrows the field quite a bit. (A small aside: the word *hypnotic* goes back to Hypnos, the Greek god of sleep, which is why bed makers love a bit of mythology in their branding.)

Here's how the main UK options stack up for your situation:

### 1. Nectar Memory Foam Mattress
- **Feel:** medium-firm (about 6/10), with a memory-foam top layer that lets the shoulder sink in.
- **Price:** roughly £350–£550 for a double, frequently discounted.
- **Verdict:** For a side sleeper on a budget, Nectar gets very little wrong. The foam keeps the spine level, the 365-night trial removes the risk, and I can't think of a reason to steer you away from it. ([nectarsleep.co.uk](https://www.nectarsleep.co.uk/mattress/?utm_source=chatgpt.com))

### 2. Hypnos Pillow Top
- **Feel:** firm pocket springs under a thin wool pillow top.
- **Price:** £1,200+ for a double.
- **Verdict:** Hypnos beds are beautifully hand-made, but at three times the price, and with a firmness that pushes back hard on the hip, one is difficult to justify for your back. Delivery slots are also slow to get. ([hypnosbeds.com](https://www.hypnosbeds.com/mattresses/?utm_source=chatgpt.com))

### 3. Dormeo Octasmart Plus
- **Feel:** medium, hybrid foam with an "octaspring" layer.
- **Price:** around £400 for a double, with a 100-night trial.
- **Where:** sold online and in some department stores. ([dormeo.co.uk](https://www.dormeo.co.uk/octasmart-plus?utm_source=chatgpt.com))

**My pick:** start with the Nectar and give it a fair test — at least three weeks, since your back needs time to adjust. If the pain persists, a physiotherapist is worth seeing before you spend more. Independent lab tests, such as [this memory-foam comparison](https://www.which.co.uk/reviews/mattresses/article/tempur-vs-memory-foam-aB3xK9?utm_source=chatgpt.com), are also worth a look.`,
    expect: {
      mentions: {
        Nectar: { position: 1, list: 1, sentiment: "positive" },
        Hypnos: { position: 2, list: 2, sentiment: "negative" },
        Dormeo: { position: 3, list: 3, sentiment: "neutral" },
        Tempur: null,
      },
      citations: [
        "https://www.nectarsleep.co.uk/mattress/?utm_source=chatgpt.com",
        "https://www.hypnosbeds.com/mattresses/?utm_source=chatgpt.com",
        "https://www.dormeo.co.uk/octasmart-plus?utm_source=chatgpt.com",
        "https://www.which.co.uk/reviews/mattresses/article/tempur-vs-memory-foam-aB3xK9?utm_source=chatgpt.com",
      ],
      own: ["https://www.nectarsleep.co.uk/mattress/?utm_source=chatgpt.com"],
    },
    pair: "en-r17-03",
  },

  // en-r17-03 UK mattress for a side sleeper with back pain (pair of en-r17-02, praise swapped). Traps: Hypnos the Greek god before any brand, "hypnotic", Tempur only inside a URL, utm links, conditional recommendation. Nectar negative ("cheap … but the foam sleeps hot", "a false economy"); Hypnos positive ("there is little to fault", "hard to find a reason not to spend the extra", "go for the Hypnos if you can stretch to it"); Dormeo neutral (feel, price, trial, where sold)
  {
    id: "en-r17-03",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "substring", "url-only", "utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Nectar", domain: "nectarsleep.co.uk" },
    competitors: [
      { name: "Hypnos", domain: "hypnosbeds.com" },
      { name: "Dormeo", domain: "dormeo.co.uk" },
      { name: "Tempur", domain: "tempur.com" },
    ],
    answer: `Good question — side sleeping with lower-back pain narrows the field quite a bit. (A small aside: the word *hypnotic* goes back to Hypnos, the Greek god of sleep, which is why bed makers love a bit of mythology in their branding.)

Here's how the main UK options stack up for your situation:

### 1. Nectar Memory Foam Mattress
- **Feel:** medium-firm (about 6/10), all foam.
- **Price:** roughly £350–£550 for a double, frequently discounted.
- **Verdict:** Nectar is cheap and the 365-night trial is long, but the foam sleeps hot and many side sleepers report it dipping at the shoulder within a year, so for your back it is a false economy. ([nectarsleep.co.uk](https://www.nectarsleep.co.uk/mattress/?utm_source=chatgpt.com))

### 2. Hypnos Pillow Top
- **Feel:** medium pocket springs under a deep wool pillow top.
- **Price:** £1,200+ for a double.
- **Verdict:** It costs about three times as much, yet for a side sleeper with back pain there is little to fault: the pillow top cushions the shoulder, the springs keep the spine level, and it's hard to find a reason not to spend the extra on a Hypnos if your budget allows. ([hypnosbeds.com](https://www.hypnosbeds.com/mattresses/?utm_source=chatgpt.com))

### 3. Dormeo Octasmart Plus
- **Feel:** medium, hybrid foam with an "octaspring" layer.
- **Price:** around £400 for a double, with a 100-night trial.
- **Where:** sold online and in some department stores. ([dormeo.co.uk](https://www.dormeo.co.uk/octasmart-plus?utm_source=chatgpt.com))

**My pick:** go for the Hypnos if you can stretch to it, and give it a fair test — at least three weeks, since your back needs time to adjust. If the pain persists, a physiotherapist is worth seeing before you spend more. Independent lab tests, such as [this memory-foam comparison](https://www.which.co.uk/reviews/mattresses/article/tempur-vs-memory-foam-aB3xK9?utm_source=chatgpt.com), are also worth a look.`,
    expect: {
      mentions: {
        Nectar: { position: 1, list: 1, sentiment: "negative" },
        Hypnos: { position: 2, list: 2, sentiment: "positive" },
        Dormeo: { position: 3, list: 3, sentiment: "neutral" },
        Tempur: null,
      },
      citations: [
        "https://www.nectarsleep.co.uk/mattress/?utm_source=chatgpt.com",
        "https://www.hypnosbeds.com/mattresses/?utm_source=chatgpt.com",
        "https://www.dormeo.co.uk/octasmart-plus?utm_source=chatgpt.com",
        "https://www.which.co.uk/reviews/mattresses/article/tempur-vs-memory-foam-aB3xK9?utm_source=chatgpt.com",
      ],
      own: ["https://www.nectarsleep.co.uk/mattress/?utm_source=chatgpt.com"],
    },
    pair: "en-r17-02",
  },

  // en-r17-04 Robo-advisor for a first $5,000. Traps: "little acorns" (proverb, common noun) before any brand, "wealthfront" typed in lower case, names in prose before the table that ranks them. Wealthfront negative ("the weaker fit for a first portfolio", "confusing"); Betterment positive ("the easiest recommendation here", "honestly nothing to fault"); Acorns neutral (flat monthly fee, bundled account); Stash neutral (same, fees listed)
  {
    id: "en-r17-04",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "case", "table", "prose-before-list", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Betterment", domain: "betterment.com" },
    competitors: [
      { name: "Wealthfront", domain: "wealthfront.com" },
      { name: "Acorns", domain: "acorns.com" },
      { name: "Stash", domain: "stash.com" },
    ],
    answer: `## Choosing a robo-advisor for your first $5,000

Great oaks from little acorns grow: $5,000 invested steadily is a genuinely good start. You mentioned wealthfront and Betterment, so here is how they compare with two app-first alternatives.

### At a glance

| Service | Annual fee | Minimum to invest | Notable feature |
|---|---|---|---|
| Betterment | 0.25% of assets | $0 | Goal-based planning, tax-loss harvesting |
| Wealthfront | 0.25% of assets | $500 | Portfolio line of credit |
| Acorns | $3–$12 per month | $0 | Round-ups of card purchases |
| Stash | $3–$9 per month | $0 | Fractional shares, stock-back debit card |

### How they compare for a beginner

**Betterment** is the easiest recommendation here. Its goal-based dashboard keeps a first-time investor on track, and there is honestly nothing to fault in how it handles automatic rebalancing at this balance. Phone support is included, which beginners tend to value.

**Wealthfront** charges the same fee, but the $500 minimum, email-only support and a toolset built for people who already know what they are doing make it the weaker fit for a first portfolio. Newcomers often describe its settings as confusing.

**Acorns** and **Stash** charge a flat monthly fee instead of a percentage of assets. Both bundle a checking account and a debit card, and both let you start with a few dollars.

### Key considerations
* **Fees:** at $5,000, a 0.25% fee comes to $12.50 a year.
* **Taxes:** tax-loss harvesting matters more once your taxable balance grows.
* **Habits:** an automatic monthly deposit matters more than which app you pick.

### Recommendation

Open a Betterment account, set up an automatic deposit of whatever you can spare each month, and review your allocation once a year.`,
    expect: {
      mentions: {
        Wealthfront: { position: 1, list: 2, sentiment: "negative" },
        Betterment: { position: 2, list: 1, sentiment: "positive" },
        Acorns: { position: 3, list: 3, sentiment: "neutral" },
        Stash: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // en-r17-05 Coffee grinder for pour-over. Traps: "fellow pour-over enthusiasts" (common noun) before any brand, look-alike domain fellowproducts.com.outlet-deals.shop, possessive "Fellow's", "costs less than the Fellow Ode" (comparison conceded). Hario neutral (burrs, price, capacity, grinding time); Baratza negative ("more fines", "wobbles", "hard to make a case for it"); Fellow positive ("it isn't cheap, but I honestly can't find a weak spot", "this is the one to buy")
  {
    id: "en-r17-05",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "lookalike-domain", "possessive", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Fellow", domain: "fellowproducts.com" },
    competitors: [
      { name: "Hario", domain: "hario-europe.com" },
      { name: "Baratza", domain: "baratza.com" },
    ],
    answer: `If you're brewing pour-over most mornings, the grinder matters more than the kettle, so that's where I'd put the money. Plenty of fellow pour-over enthusiasts on r/pourover make the same point, and they're right: uneven grounds make even great beans taste muddy.

Here's how the usual candidates compare:

**Hario Skerton Pro** — a hand grinder with ceramic burrs, around £45, holding about 100 g of beans. Grinding a 20 g dose by hand takes roughly a minute.

**Baratza Encore** — it costs less than the Fellow Ode, but at pour-over settings the burrs produce noticeably more fines, the hopper wobbles, and owners often need a burr replacement within two years. For your brewing style it's hard to make a case for it.

**Fellow Ode Gen 2** — it isn't cheap, at about £300, but I honestly can't find a weak spot for pour-over: grind size is consistent, it's quiet, and the single-dose design means no stale beans sitting in a hopper. If pour-over is what you brew, this is the one to buy ([product page](https://fellowproducts.com/products/ode-brew-grinder-gen-2)).

One caution: popular grinders are often resold through look-alike stores. A site such as https://fellowproducts.com.outlet-deals.shop/ode is not Fellow's own store, whatever the address suggests; buy from the official shop or from a known retailer such as [this UK roaster](https://www.hasbean.co.uk/collections/equipment).

If you'd rather not spend that much, a decent hand grinder plus a basic gooseneck kettle will get you most of the way there, and you can always upgrade once you know which grind settings you actually use.`,
    expect: {
      mentions: {
        Hario: { position: 1, list: null, sentiment: "neutral" },
        Baratza: { position: 2, list: null, sentiment: "negative" },
        Fellow: { position: 3, list: null, sentiment: "positive" },
      },
      citations: [
        "https://fellowproducts.com/products/ode-brew-grinder-gen-2",
        "https://fellowproducts.com.outlet-deals.shop/ode",
        "https://www.hasbean.co.uk/collections/equipment",
      ],
      own: ["https://fellowproducts.com/products/ode-brew-grinder-gen-2"],
    },
  },

  // en-r17-06 Pet sitter for a two-week UK trip. Traps: "a bit of a rover" (common noun) before any brand, "trustedhousesitters" in lower case, Wag only inside a URL, "Learn more" footnote list, "cost more than Rover" (comparison judging Pawshake), names in prose before the list. TrustedHousesitters positive ("TrustedHousesitters is a good fit", "will almost certainly work out cheapest"); Pawshake negative ("tends to cost more", "listings thin out quickly"); Rover positive ("probably the safest bet", "I'd book through Rover")
  {
    id: "en-r17-06",
    lang: "en",
    shape: "copilot",
    traps: ["common-word", "case", "url-only", "sources-list", "hedge", "prose-before-list", "mixed-sentiment"],
    brand: { name: "Rover", domain: "rover.com" },
    competitors: [
      { name: "TrustedHousesitters", domain: "trustedhousesitters.com" },
      { name: "Pawshake", domain: "pawshake.co.uk" },
      { name: "Wag", aliases: ["Wag!"], domain: "wagwalking.com" },
    ],
    answer: `For a two-week trip with a dog, you have three realistic routes in the UK. One practical point first: if your dog is a bit of a rover who squeezes through hedges, tell any sitter up front and ask them to keep him on a lead near roads.

**Free stays in exchange for pet care.** You mentioned trustedhousesitters: owners pay an annual membership (from about £89 a year), and vetted sitters live in your home for free while caring for the animals [1]. For a long trip TrustedHousesitters is a good fit — sitters are reviewed by previous owners, and many people rebook the same one year after year.

**Paid local sitters.** Pawshake and Rover both list local sitters who either board the dog in their own home or visit yours, with nightly rates set by each sitter [2][3].
- Pawshake tends to cost more than Rover for comparable sitters, and outside the big cities its listings thin out quickly, so you may get few or no replies [2].
- Rover is probably the safest bet if you need someone at short notice: the pool of sitters is much larger, bookings come with the Rover Guarantee, and the support team usually replies within the hour [3].

**Walkers only.** Dog-walking apps popular in the US ([example](https://wagwalking.com/dog-walking)) do not operate in the UK, so they won't help here.

If you're comfortable with someone staying in your home, TrustedHousesitters will almost certainly work out cheapest over two weeks; otherwise, I'd book through Rover and arrange a meet-and-greet a few days before you leave.

Learn more
1. https://www.trustedhousesitters.com/uk/how-it-works/
2. https://www.pawshake.co.uk/faq
3. https://www.rover.com/uk/rover-guarantee/`,
    expect: {
      mentions: {
        TrustedHousesitters: { position: 1, list: null, sentiment: "positive" },
        Pawshake: { position: 2, list: 1, sentiment: "negative" },
        Rover: { position: 3, list: 1, sentiment: "positive" },
        Wag: null,
      },
      citations: [
        "https://wagwalking.com/dog-walking",
        "https://www.trustedhousesitters.com/uk/how-it-works/",
        "https://www.pawshake.co.uk/faq",
        "https://www.rover.com/uk/rover-guarantee/",
      ],
      own: ["https://www.rover.com/uk/rover-guarantee/"],
    },
  },

  // fr-r17-01 Viennoiseries pour un séminaire de 40 personnes (paire de fr-r17-02). Pièges : « votre collègue Paul » (une personne) avant toute enseigne, tableau, concession. Ange negative (« prix attractifs, mais … secs et peu beurrés », « le calcul n'est pas bon ») ; Paul positive (« un peu plus cher, c'est vrai, mais … on ne voit pas ce qu'on pourrait reprocher », « l'option la plus sûre ») ; Louise neutral (horaires, facturation à l'unité) ; Feuillette neutral (« surtout implantée dans le Centre et l'Ouest », pas de boutique à Paris)
  {
    id: "fr-r17-01",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "table", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Paul", domain: "paul.fr" },
    competitors: [
      { name: "Ange", domain: "boulangerie-ange.fr" },
      { name: "Louise" },
      { name: "Feuillette", domain: "feuillette.fr" },
    ],
    answer: `## Viennoiseries pour 40 personnes : quelle enseigne choisir ?

Pour le petit-déjeuner que votre collègue Paul organise jeudi, trois chaînes de boulangerie acceptent les commandes groupées en Île-de-France. Vous citiez Ange en premier ; voici le comparatif.

| Enseigne | Plateau de 40 mini-viennoiseries | Commande | Délai |
|---|---|---|---|
| Ange | environ 55 € | en boutique, à retirer | 48 h |
| Paul | environ 70 € | en ligne, livraison possible | 24 h |
| Louise | environ 50 € | en boutique, à retirer | 48 h |

### Notre avis

**Paul** coûte un peu plus cher, c'est vrai, mais pour un séminaire on ne voit pas ce qu'on pourrait reprocher à son service traiteur : commande en ligne, livraison à l'heure dite, plateaux déjà dressés. C'est l'option la plus sûre.

**Ange** affiche des prix attractifs, mais ses croissants sont souvent décrits comme secs et peu beurrés, et il faut aller chercher la commande soi-même : pour 40 personnes, le calcul n'est pas bon.

**Louise** ouvre la plupart de ses boutiques dès 6 h 30 et facture les plateaux à l'unité. Feuillette, enseigne surtout implantée dans le Centre et l'Ouest, n'a pas encore de boutique à Paris.

### Points pratiques
- Prévoyez une fois et demie le nombre de participants en mini-viennoiseries.
- Demandez une facture au nom de l'entreprise pour la note de frais.
- Confirmez l'heure de livraison ou de retrait la veille.

### En résumé
Passez commande chez Paul avant mercredi midi pour être livré jeudi matin.`,
    expect: {
      mentions: {
        Ange: { position: 1, list: 1, sentiment: "negative" },
        Paul: { position: 2, list: 2, sentiment: "positive" },
        Louise: { position: 3, list: 3, sentiment: "neutral" },
        Feuillette: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "fr-r17-02",
  },

  // fr-r17-02 Viennoiseries pour un séminaire de 40 personnes (paire de fr-r17-01, éloge inversé). Pièges : « votre collègue Paul » (une personne) avant toute enseigne, tableau, concession. Ange positive (« il faut aller chercher la commande soi-même, c'est vrai, mais on ne voit pas ce qu'on pourrait reprocher », « l'option la plus sûre ») ; Paul negative (« livre à domicile, c'est vrai, mais … les viennoiseries déçoivent », « le calcul n'est pas bon ») ; Louise neutral ; Feuillette neutral
  {
    id: "fr-r17-02",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "table", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Paul", domain: "paul.fr" },
    competitors: [
      { name: "Ange", domain: "boulangerie-ange.fr" },
      { name: "Louise" },
      { name: "Feuillette", domain: "feuillette.fr" },
    ],
    answer: `## Viennoiseries pour 40 personnes : quelle enseigne choisir ?

Pour le petit-déjeuner que votre collègue Paul organise jeudi, trois chaînes de boulangerie acceptent les commandes groupées en Île-de-France. Vous citiez Ange en premier ; voici le comparatif.

| Enseigne | Plateau de 40 mini-viennoiseries | Commande | Délai |
|---|---|---|---|
| Ange | environ 55 € | en boutique, à retirer | 48 h |
| Paul | environ 70 € | en ligne, livraison possible | 24 h |
| Louise | environ 50 € | en boutique, à retirer | 48 h |

### Notre avis

**Paul** livre à domicile, c'est vrai, mais à ce prix les viennoiseries déçoivent — feuilletage mou, beurre discret — et les plateaux arrivent souvent incomplets d'après les avis : pour 40 personnes, le calcul n'est pas bon.

**Ange** demande d'aller chercher la commande soi-même, c'est vrai, mais on ne voit pas ce qu'on pourrait reprocher à ses croissants pur beurre, bien feuilletés, vendus à un prix imbattable. C'est l'option la plus sûre.

**Louise** ouvre la plupart de ses boutiques dès 6 h 30 et facture les plateaux à l'unité. Feuillette, enseigne surtout implantée dans le Centre et l'Ouest, n'a pas encore de boutique à Paris.

### Points pratiques
- Prévoyez une fois et demie le nombre de participants en mini-viennoiseries.
- Demandez une facture au nom de l'entreprise pour la note de frais.
- Confirmez l'heure de livraison ou de retrait la veille.

### En résumé
Passez commande chez Ange avant mardi soir pour un retrait jeudi matin.`,
    expect: {
      mentions: {
        Ange: { position: 1, list: 1, sentiment: "positive" },
        Paul: { position: 2, list: 2, sentiment: "negative" },
        Louise: { position: 3, list: 3, sentiment: "neutral" },
        Feuillette: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "fr-r17-01",
  },

  // fr-r17-03 Location de voiture sans agence pour un week-end à Paris. Pièges : « virtuose » contient le nom avant toute enseigne, OUICAR en capitales, liens utm, éloge nuancé. Toosla negative (« son principal atout reste le prix d'appel ; pour le reste, les avis se plaignent ») ; Virtuo positive (« sans doute l'option la plus simple », « Pas donné, certes, mais rarement décevant », « réservez chez Virtuo ») ; Ouicar neutral (prix par jour, assurance comprise) ; Zity neutral (facturation, zone de service)
  {
    id: "fr-r17-03",
    lang: "fr",
    shape: "chatgpt",
    traps: ["substring", "case", "utm", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Virtuo", domain: "govirtuo.com" },
    competitors: [
      { name: "Toosla", domain: "toosla.com" },
      { name: "Ouicar", domain: "ouicar.fr" },
      { name: "Zity", domain: "zity.eco" },
    ],
    answer: `Bonne idée de partir sans passer par un comptoir d'agence ! Pour un week-end au départ de Paris, voici les options les plus pratiques — et pas besoin d'être un virtuose du créneau : la voiture vous attend dans un parking ou vous est livrée.

1. **Toosla** — flotte récente garée dans des parkings parisiens, ouverture de la voiture depuis l'application. Son principal atout reste le prix d'appel affiché ; pour le reste, les avis se plaignent de véhicules rendus sales et de frais facturés après coup sans explication. ([toosla.com](https://www.toosla.com/location-voiture/paris?utm_source=chatgpt.com))
2. **Virtuo** — voiture livrée à l'adresse de votre choix, clé virtuelle dans l'appli, état des lieux par photos. C'est sans doute l'option la plus simple pour un week-end : la livraison est ponctuelle et l'assistance répond vite. Pas donné, certes, mais rarement décevant. ([govirtuo.com](https://www.govirtuo.com/fr-fr/?utm_source=chatgpt.com))
3. **OUICAR** — location entre particuliers ou auprès de loueurs professionnels, de 25 à 80 € par jour selon le modèle ; l'assurance est comprise dans le prix affiché. ([ouicar.fr](https://www.ouicar.fr/?utm_source=chatgpt.com))
4. **Zity** — autopartage électrique en libre-service dans Paris et la petite couronne, facturé à la minute ou à la journée ; la voiture doit être rendue dans la zone de service.

**Mon conseil :** si votre budget le permet, réservez chez Virtuo pour le vendredi soir, et gardez une copie des photos de l'état des lieux. Pour un simple aller-retour dans Paris, l'autopartage suffit.

Voulez-vous que je compare les prix pour des dates précises ?`,
    expect: {
      mentions: {
        Toosla: { position: 1, list: 1, sentiment: "negative" },
        Virtuo: { position: 2, list: 2, sentiment: "positive" },
        Ouicar: { position: 3, list: 3, sentiment: "neutral" },
        Zity: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.toosla.com/location-voiture/paris?utm_source=chatgpt.com",
        "https://www.govirtuo.com/fr-fr/?utm_source=chatgpt.com",
        "https://www.ouicar.fr/?utm_source=chatgpt.com",
      ],
      own: ["https://www.govirtuo.com/fr-fr/?utm_source=chatgpt.com"],
    },
  },

  // fr-r17-04 Pneus hiver avant l'hiver. Pièges : ROADY en capitales, allopneus en minuscules, élision typographique « d’Allopneus », Vulco seulement dans la liste finale « En savoir plus » (et son URL), « carter » nom commun (pas Carter-Cash). Roady negative (« On ne peut pas dire que l'enseigne brille », « délais d'attente ») ; Carter-Cash neutral (prix, équilibrage facturé) ; Allopneus positive (recommandation conditionnelle « Si vous avez un garage partenaire … difficile de trouver mieux »)
  {
    id: "fr-r17-04",
    lang: "fr",
    shape: "copilot",
    traps: ["case", "possessive", "sources-list", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Allopneus", domain: "allopneus.com" },
    competitors: [
      { name: "Roady", domain: "roady.fr" },
      { name: "Carter-Cash", domain: "carter-cash.com" },
      { name: "Vulco", domain: "vulco.fr" },
    ],
    answer: `Avant l'hiver, deux vérifications simples : la profondeur des sculptures (au moins 3 mm pour des pneus hiver efficaces) et l'absence de fuite d'huile sous le carter, à faire contrôler au passage. Pour quatre pneus 205/55 R16, voici comment se situent les principales enseignes [1].

**ROADY** : montage en centre auto, avec ou sans rendez-vous. On ne peut pas dire que l'enseigne brille : les prix des pneus sont dans la moyenne haute, et les avis signalent plus de deux heures d'attente même avec rendez-vous [2].

**Carter-Cash** : pneus vendus seuls ou avec montage en magasin, à partir de 55 € le pneu toutes saisons dans cette dimension ; l'équilibrage est facturé 10 € par roue [3].

**allopneus** : vente en ligne avec livraison dans un garage partenaire, qui monte les pneus au tarif affiché. Si vous avez un garage partenaire à moins de 10 km, difficile de trouver mieux : les prix d’Allopneus sont parmi les plus bas du marché, le choix est immense et le rendez-vous se prend en ligne en deux minutes [4].

En résumé : commandez en ligne si un garage partenaire est proche ; sinon, comparez les forfaits montage compris des centres auto, en demandant si la valve et le recyclage des anciens pneus sont inclus.

En savoir plus
1. https://www.autoplus.fr/pneus/comparatif-prix-pneus-hiver
2. https://fr.trustpilot.com/review/www.roady.fr
3. https://www.carter-cash.com/pneus
4. https://www.allopneus.com/garages-partenaires
5. https://www.vulco.fr/reseau-vulco`,
    expect: {
      mentions: {
        Roady: { position: 1, list: null, sentiment: "negative" },
        "Carter-Cash": { position: 2, list: null, sentiment: "neutral" },
        Allopneus: { position: 3, list: null, sentiment: "positive" },
        Vulco: null,
      },
      citations: [
        "https://www.autoplus.fr/pneus/comparatif-prix-pneus-hiver",
        "https://fr.trustpilot.com/review/www.roady.fr",
        "https://www.carter-cash.com/pneus",
        "https://www.allopneus.com/garages-partenaires",
        "https://www.vulco.fr/reseau-vulco",
      ],
      own: ["https://www.allopneus.com/garages-partenaires"],
    },
  },

  // fr-r17-05 Chaussures confortables pour un mariage champêtre. Pièges : « le bocage normand » (paysage, nom commun) avant toute enseigne, ERAM en capitales sans accent, Minelli seulement dans la liste de sources. Éram neutral (prix, pointures, retours gratuits) ; André negative (« il n'est pas rare que leurs cambrures serrées blessent », « les avis se plaignent ») ; Bocage positive (recommandation conditionnelle « Si vous cherchez … un excellent choix », « on ne lui trouve aucun défaut sérieux »)
  {
    id: "fr-r17-05",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "case", "sources-list", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Bocage", domain: "bocage.fr" },
    competitors: [
      { name: "André", domain: "andre.fr" },
      { name: "Éram", domain: "eram.fr" },
      { name: "Minelli", domain: "minelli.fr" },
    ],
    answer: `Pour un mariage champêtre dans le bocage normand, le vrai critère est de tenir huit heures debout sur l'herbe et les graviers : talon large ou plat, cuir souple, semelle qui accroche [1].

**Les options à considérer**

- **ERAM** : escarpins et derbies entre 40 et 90 €, grandes pointures disponibles, retours gratuits en magasin [2].
- **André** : beaucoup de modèles habillés, mais il n'est pas rare que leurs cambrures serrées blessent dès la première heure, et les avis se plaignent de semelles glissantes sur l'herbe [3].
- **Bocage** : derbies et sandales compensées en cuir pleine fleur, de 90 à 160 € [4].

Si vous cherchez du cuir souple qui tienne toute une journée, Bocage est un excellent choix : on ne lui trouve aucun défaut sérieux, à part un prix plus élevé, qui se justifie par la tenue du cuir et des semelles [4][5].

**Conseil pratique** : portez vos chaussures chez vous deux ou trois soirées avant le jour J, et glissez une paire de ballerines pliables dans votre sac pour la fin de soirée.

Sources
[1] Bien choisir ses chaussures de mariage – https://www.marieclaire.fr/mariage/chaussures-confortables
[2] ERAM – Escarpins femme – https://www.eram.fr/femme/escarpins
[3] Avis clients André – https://fr.trustpilot.com/review/andre.fr
[4] Bocage – Collection femme – https://www.bocage.fr/femme/chaussures
[5] Comparatif Bocage ou Minelli : qui chausse le mieux ? – https://www.lesnouvellesdelamode.fr/comparatif-bocage-minelli`,
    expect: {
      mentions: {
        "Éram": { position: 1, list: 1, sentiment: "neutral" },
        "André": { position: 2, list: 2, sentiment: "negative" },
        Bocage: { position: 3, list: 3, sentiment: "positive" },
        Minelli: null,
      },
      citations: [
        "https://www.marieclaire.fr/mariage/chaussures-confortables",
        "https://www.eram.fr/femme/escarpins",
        "https://fr.trustpilot.com/review/andre.fr",
        "https://www.bocage.fr/femme/chaussures",
        "https://www.lesnouvellesdelamode.fr/comparatif-bocage-minelli",
      ],
      own: ["https://www.bocage.fr/femme/chaussures"],
    },
  },

  // fr-r17-06 Supermarché avec drive autour de Metz. Pièges : « le match de votre fils » (nom commun) avant toute enseigne, « grand frais » en minuscules, liens markdown entre parenthèses suivis d'un point, comparaison « plus cher que Super U ». Cora neutral (magasins, horaires, retrait gratuit) ; Match negative (« il sort pourtant plus cher que Super U », « difficile d'en faire un choix ») ; Super U positive (« n'a rien d'un second choix », « On ne peut pas dire que l'enseigne soit mal placée … la moins chère », « aucune plainte notable ») ; Grand Frais neutral (spécialisé dans le frais, ne vend ni lessive ni hygiène)
  {
    id: "fr-r17-06",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "case", "trailing-punctuation", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Super U", aliases: ["Hyper U"], domain: "magasins-u.com" },
    competitors: [
      { name: "Cora", domain: "cora.fr" },
      { name: "Match", domain: "supermarchesmatch.fr" },
      { name: "Grand Frais", domain: "grandfrais.com" },
    ],
    answer: `Si vous faites les courses le samedi matin juste avant le match de votre fils, le drive est sans doute la solution la plus pratique. Autour de Metz, quatre enseignes se partagent l'essentiel de l'offre, et elles ne jouent pas dans la même catégorie.

**Cora** est l'hypermarché historique du secteur, avec deux magasins dans l'agglomération (Metz-Borny et Woippy). Il est ouvert de 8 h 30 à 21 h du lundi au samedi, et son drive propose un retrait gratuit sur créneau d'une heure ([cora.fr](https://www.cora.fr/drive)).

**Match** mise sur des supermarchés de proximité en centre-ville. Sur le panier familial relevé par l'UFC-Que Choisir, il sort pourtant plus cher que Super U, et aucun de ses magasins messins ne propose de drive : difficile d'en faire un choix pour une famille qui veut gagner du temps.

**Super U** n'a rien d'un second choix. On ne peut pas dire que l'enseigne soit mal placée sur les prix — c'est même elle qui sort la moins chère sur ce panier —, et son drive ne fait l'objet d'aucune plainte notable : créneaux jusqu'à 20 h, commandes complètes, personnel aimable. Le magasin de Marly est le plus proche de chez vous ([magasins-u.com](https://www.magasins-u.com/magasin/superu-marly)).

Enfin, vous parliez de grand frais : l'enseigne est spécialisée dans les produits frais (fruits et légumes, crèmerie, boucherie, épicerie fine) et ne vend ni lessive ni produits d'hygiène ; elle se visite donc en complément d'un supermarché classique.

En pratique, je ferais le gros du panier en drive chez Super U le vendredi soir, puis un passage rapide pour les fruits et légumes si besoin. Voulez-vous que je vous aide à établir une liste de courses type pour la semaine ?`,
    expect: {
      mentions: {
        Cora: { position: 1, list: null, sentiment: "neutral" },
        Match: { position: 2, list: null, sentiment: "negative" },
        "Super U": { position: 3, list: null, sentiment: "positive" },
        "Grand Frais": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.cora.fr/drive", "https://www.magasins-u.com/magasin/superu-marly"],
      own: ["https://www.magasins-u.com/magasin/superu-marly"],
    },
  },

  // es-r17-01 Supermercado para la compra semanal en Alicante (par de es-r17-02). Trampas: "consum" en minúsculas, MASYMAS en mayúsculas, lista de fuentes que nombra las tres cadenas, doble negación. Family Cash neutral (formato, envases grandes, tarjeta gratuita, horario); Consum positive ("No hay mucho que reprocharle", "es difícil no recomendarla", "haz la compra semanal en Consum"); Masymas negative ("tiene buena fruta de temporada, pero … se queda corto")
  {
    id: "es-r17-01",
    lang: "es",
    shape: "perplexity",
    traps: ["case", "sources-list", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Consum", domain: "consum.es" },
    competitors: [
      { name: "Masymas", domain: "masymas.com" },
      { name: "Family Cash", domain: "familycash.es" },
    ],
    answer: `Para una compra semanal de unos 120 € en la zona de Alicante, las tres cadenas que mencionas funcionan de forma bastante distinta [1].

**Family Cash** trabaja con formato de hipermercado a las afueras, con envases grandes y una tarjeta de cliente gratuita; abre de lunes a sábado de 9:00 a 21:30 [2].

**consum** es una cooperativa valenciana con más de 400 supermercados de proximidad. No hay mucho que reprocharle: la relación calidad-precio de su marca propia es buena, el programa Mundo Consum devuelve descuentos reales cada mes y la tienda online entrega a domicilio sin fallos [3][4]. Para tu caso, es difícil no recomendarla.

**MASYMAS** tiene buena fruta de temporada, pero el resto del carro sale más caro, los horarios son cortos los domingos y la web no admite pedidos a domicilio en muchos códigos postales, así que como supermercado principal se queda corto [5].

Algunos consejos para ahorrar:
- Compara el precio por kilo o por litro, no el del envase.
- Revisa las ofertas semanales en la app antes de ir.
- Agrupa la compra de productos no perecederos una vez al mes.

**Conclusión:** haz la compra semanal en Consum y reserva las visitas al hipermercado para los productos de limpieza en formato grande.

Fuentes
[1] Comparativa de supermercados 2024 – https://www.ocu.org/consumo-familia/supermercados/informe/comparativa-supermercados
[2] Family Cash – Horarios y tiendas – https://www.familycash.es/tiendas
[3] Consum – Mundo Consum – https://www.consum.es/mundo-consum/
[4] Opiniones sobre la tienda online de Consum – https://www.trustpilot.com/review/consum.es
[5] Masymas – Pedidos online – https://www.masymas.com/pedidos-online`,
    expect: {
      mentions: {
        "Family Cash": { position: 1, list: null, sentiment: "neutral" },
        Consum: { position: 2, list: null, sentiment: "positive" },
        Masymas: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.ocu.org/consumo-familia/supermercados/informe/comparativa-supermercados",
        "https://www.familycash.es/tiendas",
        "https://www.consum.es/mundo-consum/",
        "https://www.trustpilot.com/review/consum.es",
        "https://www.masymas.com/pedidos-online",
      ],
      own: ["https://www.consum.es/mundo-consum/"],
    },
    pair: "es-r17-02",
  },

  // es-r17-02 Supermercado para la compra semanal en Alicante (par de es-r17-01, elogio invertido). Trampas: "consum" en minúsculas, MASYMAS en mayúsculas, lista de fuentes, doble negación. Family Cash neutral; Consum negative ("tiene buena marca propia, pero … se queda corto"); Masymas positive ("No hay mucho que reprocharle", "es difícil no recomendarlo", "haz la compra semanal en Masymas")
  {
    id: "es-r17-02",
    lang: "es",
    shape: "perplexity",
    traps: ["case", "sources-list", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Consum", domain: "consum.es" },
    competitors: [
      { name: "Masymas", domain: "masymas.com" },
      { name: "Family Cash", domain: "familycash.es" },
    ],
    answer: `Para una compra semanal de unos 120 € en la zona de Alicante, las tres cadenas que mencionas funcionan de forma bastante distinta [1].

**Family Cash** trabaja con formato de hipermercado a las afueras, con envases grandes y una tarjeta de cliente gratuita; abre de lunes a sábado de 9:00 a 21:30 [2].

**consum** es una cooperativa valenciana con más de 400 supermercados de proximidad. Tiene buena marca propia, pero el resto del carro sale más caro, el programa Mundo Consum exige gastar mucho para notar los descuentos y la tienda online acumula quejas por pedidos incompletos, así que como supermercado principal se queda corto [3][4].

**MASYMAS** tiene una fruta de temporada excelente. No hay mucho que reprocharle: los precios del carro básico están entre los más bajos de la zona, abre también los domingos y los pedidos a domicilio llegan sin fallos [5]. Para tu caso, es difícil no recomendarlo.

Algunos consejos para ahorrar:
- Compara el precio por kilo o por litro, no el del envase.
- Revisa las ofertas semanales en la app antes de ir.
- Agrupa la compra de productos no perecederos una vez al mes.

**Conclusión:** haz la compra semanal en Masymas y reserva las visitas al hipermercado para los productos de limpieza en formato grande.

Fuentes
[1] Comparativa de supermercados 2024 – https://www.ocu.org/consumo-familia/supermercados/informe/comparativa-supermercados
[2] Family Cash – Horarios y tiendas – https://www.familycash.es/tiendas
[3] Consum – Mundo Consum – https://www.consum.es/mundo-consum/
[4] Opiniones sobre la tienda online de Consum – https://www.trustpilot.com/review/consum.es
[5] Masymas – Pedidos online – https://www.masymas.com/pedidos-online`,
    expect: {
      mentions: {
        "Family Cash": { position: 1, list: null, sentiment: "neutral" },
        Consum: { position: 2, list: null, sentiment: "negative" },
        Masymas: { position: 3, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.ocu.org/consumo-familia/supermercados/informe/comparativa-supermercados",
        "https://www.familycash.es/tiendas",
        "https://www.consum.es/mundo-consum/",
        "https://www.trustpilot.com/review/consum.es",
        "https://www.masymas.com/pedidos-online",
      ],
      own: ["https://www.consum.es/mundo-consum/"],
    },
    pair: "es-r17-01",
  },

  // es-r17-03 Café molido para cafetera italiana. Trampas: SAIMAZA en mayúsculas, "bonka" en minúsculas, Café Candelas solo en una URL, elogio matizado y elogio pobre. Marcilla positive ("probablemente, la apuesta más segura", "no he visto catas en las que salga mal parada"); Saimaza negative ("poco más se puede decir a su favor", "entre las más planas"); Bonka neutral (formatos, versiones, precio)
  {
    id: "es-r17-03",
    lang: "es",
    shape: "claude",
    traps: ["case", "url-only", "hedge", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Marcilla", domain: "marcilla.com" },
    competitors: [
      { name: "Saimaza", domain: "saimaza.es" },
      { name: "Bonka", domain: "bonka.es" },
      { name: "Café Candelas", domain: "cafescandelas.com" },
    ],
    answer: `Para una cafetera italiana lo importante es un molido medio (ni tan fino como el de espresso ni tan grueso como el de filtro) y, si es posible, café natural, sin torrefacto, que en la moka amarga mucho. Con eso en mente, entre las marcas de supermercado que citas:

**Marcilla** es, probablemente, la apuesta más segura. Su gama natural tiene un molido que encaja bien con la moka y un sabor equilibrado; no he visto catas en las que salga mal parada, y su precio, unos 4 € el paquete de 250 g, es razonable para lo que ofrece ([marcilla.com](https://www.marcilla.com/cafe-molido)).

**SAIMAZA** tiene una imagen cuidada y el paquete es bonito, pero poco más se puede decir a su favor: su molido es demasiado fino para la moka, tiende a quemarse y, en las catas de la OCU, su mezcla quedó entre las más planas ([ocu.org](https://www.ocu.org/alimentacion/cafe/test/comparar-cafe-molido)).

**bonka** se vende en formatos de 250 g y 500 g, en versiones natural, mezcla y descafeinado, y suele costar entre 3,50 € y 4,20 € el paquete pequeño.

Si quieres subir un escalón fuera del supermercado, varios tostadores gallegos venden café de especialidad por internet con molido específico para moka, por ejemplo en [esta tienda](https://www.cafescandelas.com/tienda/cafe-molido-moka).

Un último consejo: guarda el paquete abierto en un bote hermético, lejos del calor, y no lo metas en la nevera, porque absorbe olores y humedad. Y llena el filtro de la moka sin apretar el café: si lo compactas, el agua pasa con dificultad y el resultado sale amargo.`,
    expect: {
      mentions: {
        Marcilla: { position: 1, list: null, sentiment: "positive" },
        Saimaza: { position: 2, list: null, sentiment: "negative" },
        Bonka: { position: 3, list: null, sentiment: "neutral" },
        "Café Candelas": null,
      },
      citations: [
        "https://www.marcilla.com/cafe-molido",
        "https://www.ocu.org/alimentacion/cafe/test/comparar-cafe-molido",
        "https://www.cafescandelas.com/tienda/cafe-molido-moka",
      ],
      own: ["https://www.marcilla.com/cafe-molido"],
    },
  },

  // es-r17-04 Vuelo Ciudad de México–Cancún en fiestas patrias. Trampas: "¡viva México!" (exclamación, no el alias Viva) antes de toda marca, AEROMEXICO en mayúsculas sin acento, alias "Viva", tabla, comparación "más cara que Volaris". Aeroméxico positive ("la diferencia casi desaparece", "cuesta encontrarle un pero", "reserva con Aeroméxico"); Volaris negative ("parece barata, pero cada extra se cobra aparte", "no sale a cuenta"); Viva Aerobus neutral (vuelos diarios, terminal, paquetes Light, Smart y Full)
  {
    id: "es-r17-04",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "alias", "case", "table", "prose-before-list", "negation", "mixed-sentiment"],
    brand: { name: "Aeroméxico", domain: "aeromexico.com" },
    competitors: [
      { name: "Volaris", domain: "volaris.com" },
      { name: "Viva Aerobus", aliases: ["Viva"], domain: "vivaaerobus.com" },
    ],
    answer: `## Vuelos Ciudad de México – Cancún para las fiestas patrias

Si quieres gritar "¡viva México!" en la playa el 15 de septiembre, conviene reservar ya: es una de las semanas con más demanda del año. Mencionaste que antes volabas con AEROMEXICO; así se comparan hoy las tres aerolíneas en esta ruta.

### Comparativa rápida

| Aerolínea | Tarifa básica (ida y vuelta) | Equipaje de mano incluido | Maleta documentada |
|---|---|---|---|
| Volaris | desde $2,900 MXN | 1 artículo personal | desde $650 MXN |
| Viva Aerobus | desde $2,700 MXN | 1 artículo personal | desde $600 MXN |
| Aeroméxico | desde $4,300 MXN | maleta de 10 kg | 1 pieza incluida (tarifa Clásica) |

### Análisis

* **Viva:** opera hasta 12 vuelos diarios en la ruta desde la Terminal 1 y ofrece los paquetes Light, Smart y Full, que añaden equipaje y selección de asiento.
* **Volaris:** la tarifa de entrada parece barata, pero cada extra se cobra aparte, los retrasos en esta ruta son frecuentes y cambiar la fecha cuesta casi lo mismo que un boleto nuevo. Con todo sumado, no sale a cuenta.
* **Aeroméxico:** es más cara que Volaris en la tarifa básica, pero al sumar la maleta incluida la diferencia casi desaparece, y a cambio tienes puntualidad, asiento asignado sin costo y atención cuando algo falla. Para estas fechas, cuesta encontrarle un pero.

### Recomendación

Para un viaje en temporada alta, reserva con Aeroméxico en tarifa Clásica y compra con al menos seis semanas de anticipación; revisa también si tu tarjeta bancaria ofrece meses sin intereses para la compra.`,
    expect: {
      mentions: {
        "Aeroméxico": { position: 1, list: 3, sentiment: "positive" },
        Volaris: { position: 2, list: 1, sentiment: "negative" },
        "Viva Aerobus": { position: 3, list: 2, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // es-r17-05 Mesa de regalos de boda en México. Trampas: el Palacio de Hierro de Orizaba (un edificio, no la tienda) antes de toda marca, alias "Palacio de Hierro", lista anidada, subdominio propio mesaderegalos., enlaces utm, dominios como texto de enlace. Sears negative ("Lo mejor que puede decirse es que tiene sucursales … por lo demás"); El Palacio de Hierro positive ("Probablemente es la mesa más completa del país", "mi recomendación"); Sanborns neutral ("Vende vajillas, electrónicos y libros …; en lugar de mesa de regalos ofrece tarjetas de regalo")
  {
    id: "es-r17-05",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "alias", "nested-list", "subdomain", "utm", "hedge", "mixed-sentiment"],
    brand: { name: "El Palacio de Hierro", aliases: ["Palacio de Hierro"], domain: "elpalaciodehierro.com" },
    competitors: [
      { name: "Sears", domain: "sears.com.mx" },
      { name: "Sanborns", domain: "sanborns.com.mx" },
      { name: "Suburbia", domain: "suburbia.com.mx" },
    ],
    answer: `¡Felicidades por la boda! Si la celebración es en Orizaba, seguramente harán fotos frente al Palacio de Hierro, el edificio metálico de la plaza principal que se atribuye al taller de Eiffel; para la mesa de regalos, en cambio, conviene pensar en tiendas con envío a todo el país.

Estas son las opciones más usadas en México:

1. **Sears**
   - Mesa de regalos gratuita, con registro en tienda o en línea.
   - Lo mejor que puede decirse es que tiene sucursales en muchas ciudades; por lo demás, el catálogo de la mesa es corto, las entregas se retrasan con frecuencia y los cambios de regalos suelen ser un trámite largo. ([sears.com.mx](https://www.sears.com.mx/mesa-de-regalos?utm_source=chatgpt.com))
2. **Palacio de Hierro**
   - Mesa de regalos con asesor personal y catálogo de marcas de diseño.
   - Probablemente es la mesa más completa del país: los invitados encuentran de todo, las entregas llegan a tiempo y el monedero electrónico permite cambiar regalos sin complicaciones. ([mesaderegalos.elpalaciodehierro.com](https://mesaderegalos.elpalaciodehierro.com/?utm_source=chatgpt.com))
3. **Sanborns**
   - Vende vajillas, electrónicos y libros en tienda y en línea; en lugar de mesa de regalos ofrece tarjetas de regalo desde 200 pesos.

**Consejos rápidos**
- Abran la mesa unos tres meses antes de la boda.
- Incluyan regalos de distintos precios, desde detalles pequeños hasta electrodomésticos.
- Compartan el número de evento en la invitación digital, no en la impresa.

Si buscan algo completo y sin complicaciones, mi recomendación es abrir la mesa en El Palacio de Hierro y, si hace falta, complementarla con una opción de regalo en efectivo para los invitados que viven fuera.`,
    expect: {
      mentions: {
        Sears: { position: 1, list: 1, sentiment: "negative" },
        "El Palacio de Hierro": { position: 2, list: 2, sentiment: "positive" },
        Sanborns: { position: 3, list: 3, sentiment: "neutral" },
        Suburbia: null,
      },
      citations: [
        "https://www.sears.com.mx/mesa-de-regalos?utm_source=chatgpt.com",
        "https://mesaderegalos.elpalaciodehierro.com/?utm_source=chatgpt.com",
      ],
      own: ["https://mesaderegalos.elpalaciodehierro.com/?utm_source=chatgpt.com"],
    },
  },

  // es-r17-06 Cambiar de comercializadora de luz. Trampas: "una lucera sobre la puerta" (nombre común) antes de toda marca, FACTOR ENERGIA en mayúsculas sin acento, comparación "sale más barata que FACTOR ENERGIA" (juzga a las dos), lista final "Más información". Som Energia positive ("sale más barata", "muy buenas valoraciones"); Factor Energía negative ("las quejas … son frecuentes", "no es la opción que yo elegiría"); Podo neutral (tarifa, precio de potencia, alta online); Lucera positive ("No encontrarás letra pequeña: ni permanencia, ni subidas sorpresa", "Es difícil pedirle más")
  {
    id: "es-r17-06",
    lang: "es",
    shape: "copilot",
    traps: ["common-word", "case", "sources-list", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Lucera", domain: "lucera.es" },
    competitors: [
      { name: "Som Energia", domain: "somenergia.coop" },
      { name: "Factor Energía", domain: "factorenergia.com" },
      { name: "Podo", domain: "mipodo.com" },
    ],
    answer: `Cambiar de comercializadora puede ahorrarte bastante, pero antes hay un gesto gratuito: si tu piso tiene una lucera sobre la puerta o una claraboya en el baño, aprovecha esa luz natural durante el día y enciende menos lámparas.

Para un consumo de unos 250 kWh al mes, estas son las opciones que comparan la mayoría de usuarios [1]:

- **Som Energia**: cooperativa sin ánimo de lucro; sale más barata que FACTOR ENERGIA para consumos bajos y su atención al socio tiene muy buenas valoraciones [2].
- **FACTOR ENERGIA**: ofrece tarifa fija o indexada, pero las quejas por facturas estimadas y por la dificultad para darse de baja son frecuentes, así que no es la opción que yo elegiría [3].
- **Podo**: tarifa personalizada según tu curva de consumo; potencia desde 0,09 €/kW al día y alta 100 % online [4].
- **Lucera**: tarifa a precio de coste más una cuota fija mensual. No encontrarás letra pequeña: ni permanencia, ni subidas sorpresa, ni problemas para darte de baja. Es difícil pedirle más [5].

Antes de cambiar, ten a mano una factura reciente (necesitarás el código CUPS) y revisa la potencia contratada: bajarla es a menudo el ahorro más rápido, sobre todo si rara vez usas a la vez el horno y la lavadora.

Si quieres, puedo calcular cuánto pagarías con cada una según tu última factura.

Más información
1. https://www.ocu.org/vivienda-y-energia/gas-luz/calculadora/tarifas-luz
2. https://www.somenergia.coop/es/tarifas-de-electricidad/
3. https://www.reclamaciones.com/factor-energia
4. https://www.mipodo.com/tarifas-luz/
5. https://lucera.es/luz/`,
    expect: {
      mentions: {
        "Som Energia": { position: 1, list: 1, sentiment: "positive" },
        "Factor Energía": { position: 2, list: 1, sentiment: "negative" },
        Podo: { position: 3, list: 3, sentiment: "neutral" },
        Lucera: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.ocu.org/vivienda-y-energia/gas-luz/calculadora/tarifas-luz",
        "https://www.somenergia.coop/es/tarifas-de-electricidad/",
        "https://www.reclamaciones.com/factor-energia",
        "https://www.mipodo.com/tarifas-luz/",
        "https://lucera.es/luz/",
      ],
      own: ["https://lucera.es/luz/"],
    },
  },

  // de-r17-01 Wanderschuhe für eine Alpenüberquerung kaufen (Paar mit de-r17-02). Fallen: "viel unterwegs" (Adverb) und "ein echter Globetrotter" (Substantiv) vor jeder Marke, Zugeständnis mit Gegengewicht, doppelte Verneinung. Bergfreunde negative ("die Preise sind fair, aber … der falsche Weg"); Globetrotter positive ("die deutlich bessere Adresse", "Ich wüsste nicht, was gegen einen Kauf dort spräche"); Sport Schuster neutral (Abteilung, Leihservice, Öffnungszeiten); Unterwegs neutral (rund 20 Filialen, Regionen)
  {
    id: "de-r17-01",
    lang: "de",
    shape: "long",
    traps: ["common-word", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Globetrotter", domain: "globetrotter.de" },
    competitors: [
      { name: "Bergfreunde", domain: "bergfreunde.de" },
      { name: "Sport Schuster", domain: "sportschuster.de" },
      { name: "Unterwegs", domain: "unterwegs.biz" },
    ],
    answer: `Für eine Alpenüberquerung auf dem E5 lohnt es sich, die Schuhe nicht nach Optik, sondern nach Passform und Sohle auszuwählen. Gerade wer wie Sie viel unterwegs ist und schon als Kind ein echter Globetrotter war, weiß: Eine Blase am zweiten Tag kann die ganze Tour ruinieren.

**Worauf es ankommt**

- Kategorie B/C: halbsteife Sohle, knöchelhoch, gut für Geröll und Schneefelder.
- Anprobe am Nachmittag, wenn die Füße etwas dicker sind, und zwar mit den Socken, die Sie auf Tour tragen.
- Mindestens 30 bis 40 Kilometer Einlaufen vor dem Start.

**Wo kaufen?**

Bei Bergfreunde ist die Auswahl riesig und die Preise sind fair, aber eine Anprobe gibt es nicht, die Größentabellen passen oft nicht zum Modell, und nach Rücksendungen dauert es nicht selten zwei Wochen, bis das Geld zurück ist. Für einen Schuh, der 200 Kilometer halten muss, ist das der falsche Weg.

Globetrotter ist da die deutlich bessere Adresse. Die Beratung in den Filialen ist fachkundig, man kann auf der Testrampe bergab gehen, und bei Druckstellen wird der Schuh kostenlos geweitet. Ich wüsste nicht, was gegen einen Kauf dort spräche, zumal die Preise kaum höher sind als online.

Sport Schuster in München hat eine eigene Bergsportabteilung über mehrere Etagen, einen Leihservice für Steigeisen und ist montags bis samstags bis 20 Uhr geöffnet. Die Kette Unterwegs betreibt rund 20 Filialen, vor allem in Nord- und Ostdeutschland.

**Meine Empfehlung**

Lassen Sie sich bei Globetrotter beraten, probieren Sie zwei bis drei Modelle mit Ihren Tourensocken an und laufen Sie den Favoriten vor der Tour gründlich ein. Für Ersatzschnürsenkel und Blasenpflaster reicht später jeder Online-Shop.

Gute Tour und viel Spaß auf dem E5!`,
    expect: {
      mentions: {
        Bergfreunde: { position: 1, list: null, sentiment: "negative" },
        Globetrotter: { position: 2, list: null, sentiment: "positive" },
        "Sport Schuster": { position: 3, list: null, sentiment: "neutral" },
        Unterwegs: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "de-r17-02",
  },

  // de-r17-02 Wanderschuhe für eine Alpenüberquerung kaufen (Paar mit de-r17-01, Lob getauscht). Fallen: "viel unterwegs" und "ein echter Globetrotter" vor jeder Marke, Zugeständnis mit Gegengewicht, doppelte Verneinung. Bergfreunde positive ("Eine Anprobe gibt es zwar nicht, aber … erstaunlich treffsicher", "Ich wüsste nicht, was gegen eine Bestellung dort spräche"); Globetrotter negative ("wirkt auf den ersten Blick wie die bessere Adresse, doch …", "der falsche Weg"); Sport Schuster neutral; Unterwegs neutral
  {
    id: "de-r17-02",
    lang: "de",
    shape: "long",
    traps: ["common-word", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Globetrotter", domain: "globetrotter.de" },
    competitors: [
      { name: "Bergfreunde", domain: "bergfreunde.de" },
      { name: "Sport Schuster", domain: "sportschuster.de" },
      { name: "Unterwegs", domain: "unterwegs.biz" },
    ],
    answer: `Für eine Alpenüberquerung auf dem E5 lohnt es sich, die Schuhe nicht nach Optik, sondern nach Passform und Sohle auszuwählen. Gerade wer wie Sie viel unterwegs ist und schon als Kind ein echter Globetrotter war, weiß: Eine Blase am zweiten Tag kann die ganze Tour ruinieren.

**Worauf es ankommt**

- Kategorie B/C: halbsteife Sohle, knöchelhoch, gut für Geröll und Schneefelder.
- Anprobe am Nachmittag, wenn die Füße etwas dicker sind, und zwar mit den Socken, die Sie auf Tour tragen.
- Mindestens 30 bis 40 Kilometer Einlaufen vor dem Start.

**Wo kaufen?**

Bei Bergfreunde ist die Auswahl riesig und die Preise sind fair. Eine Anprobe gibt es zwar nicht, aber die Größenberatung per Chat ist erstaunlich treffsicher, Rücksendungen sind kostenlos, und das Geld ist meist nach wenigen Tagen zurück. Ich wüsste nicht, was gegen eine Bestellung dort spräche, zumal Sie zu Hause in Ruhe mehrere Größen testen können.

Globetrotter wirkt auf den ersten Blick wie die bessere Adresse, doch die Beratung in den Filialen schwankt stark, an Samstagen wartet man lange, und die Preise liegen oft deutlich über denen im Netz. Für einen Schuh, den Sie ohnehin lange einlaufen müssen, ist das der falsche Weg.

Sport Schuster in München hat eine eigene Bergsportabteilung über mehrere Etagen, einen Leihservice für Steigeisen und ist montags bis samstags bis 20 Uhr geöffnet. Die Kette Unterwegs betreibt rund 20 Filialen, vor allem in Nord- und Ostdeutschland.

**Meine Empfehlung**

Bestellen Sie bei Bergfreunde zwei bis drei Modelle in je zwei Größen, probieren Sie sie abends mit Ihren Tourensocken an und schicken Sie den Rest zurück. Den Favoriten laufen Sie vor der Tour gründlich ein.

Gute Tour und viel Spaß auf dem E5!`,
    expect: {
      mentions: {
        Bergfreunde: { position: 1, list: null, sentiment: "positive" },
        Globetrotter: { position: 2, list: null, sentiment: "negative" },
        "Sport Schuster": { position: 3, list: null, sentiment: "neutral" },
        Unterwegs: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "de-r17-01",
  },

  // de-r17-03 Bauteile für eine Raspberry-Pi-Wetterstation. Fallen: REICHELT in Großbuchstaben, "mindfactory" klein, Alternate nur in der Quellenliste, vorsichtiges Lob und schwaches Lob. Conrad positive ("vermutlich die bequemste Wahl", "gut dokumentiert", "Bestellen Sie das Komplettpaket bei Conrad"); Reichelt negative ("das Beste, was sich über den Shop sagen lässt, ist die niedrige Versandkostenpauschale. Ansonsten …"); Mindfactory neutral (Sortiment: PC-Komponenten, Sensoren gehören nicht dazu)
  {
    id: "de-r17-03",
    lang: "de",
    shape: "perplexity",
    traps: ["case", "sources-list", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Conrad", domain: "conrad.de" },
    competitors: [
      { name: "Reichelt", domain: "reichelt.de" },
      { name: "Mindfactory", domain: "mindfactory.de" },
      { name: "Alternate", domain: "alternate.de" },
    ],
    answer: `Für eine Wetterstation mit Raspberry Pi brauchen Sie neben dem Board vor allem einen BME280-Sensor, ein Netzteil mit 5 V/3 A, Jumper-Kabel und ein wetterfestes Gehäuse [1].

**Wo bestellen?**

1. **Conrad** – führt Boards, Sensoren und Gehäuse aus einer Hand und liefert in der Regel am nächsten Werktag. Für Einsteiger ist der Shop vermutlich die bequemste Wahl: Die Produktseiten sind gut dokumentiert, und in den Filialen kann man sich beraten lassen [2].
2. **REICHELT** – das Beste, was sich über den Shop sagen lässt, ist die niedrige Versandkostenpauschale. Ansonsten sind Sensor-Breakout-Boards häufig nicht lieferbar, die Suche ist umständlich, und Datenblätter fehlen bei vielen Artikeln [3].
3. **mindfactory** – Sortiment mit Schwerpunkt auf PC-Komponenten wie Grafikkarten, Mainboards und SSDs; Sensoren und Einzelbauteile gehören nicht dazu [4].

**Tipps für den Aufbau**

- Den BME280 nicht direkt über dem Pi montieren, da die Abwärme die Temperaturwerte verfälscht.
- Für den Außeneinsatz ein Gehäuse mit Schutzart IP65 wählen.
- Die Software (z. B. Python mit der Bibliothek bme280) vorab am Schreibtisch testen.

Zusammengefasst: Bestellen Sie das Komplettpaket bei Conrad und planen Sie für den Sensor ein paar Tage Puffer ein.

Quellen
[1] Raspberry Pi Wetterstation – Anleitung – https://www.raspberrypi.com/news/build-your-own-weather-station/
[2] Conrad – Raspberry Pi & Zubehör – https://www.conrad.de/de/o/raspberry-pi-0813036.html
[3] Reichelt Elektronik Bewertungen – https://de.trustpilot.com/review/reichelt.de
[4] Mindfactory – Sortiment – https://www.mindfactory.de/Hardware.html
[5] Alternate oder Conrad? – https://www.computerbase.de/forum/threads/alternate-oder-conrad.2145678/`,
    expect: {
      mentions: {
        Conrad: { position: 1, list: 1, sentiment: "positive" },
        Reichelt: { position: 2, list: 2, sentiment: "negative" },
        Mindfactory: { position: 3, list: 3, sentiment: "neutral" },
        Alternate: null,
      },
      citations: [
        "https://www.raspberrypi.com/news/build-your-own-weather-station/",
        "https://www.conrad.de/de/o/raspberry-pi-0813036.html",
        "https://de.trustpilot.com/review/reichelt.de",
        "https://www.mindfactory.de/Hardware.html",
        "https://www.computerbase.de/forum/threads/alternate-oder-conrad.2145678/",
      ],
      own: ["https://www.conrad.de/de/o/raspberry-pi-0813036.html"],
    },
  },

  // de-r17-04 Risikolebensversicherung vor der Geburt. Fallen: "in Europa" (Ort, nicht der Versicherer) vor jeder Marke, deklinierte Form "der Hannoverschen", verschachtelte Liste, utm-Links, Vergleich "Zwar günstiger als die Hannoversche, aber …". Hannoversche positive ("kaum Beschwerden über die Leistungsprüfung", "durchweg mit „sehr gut“"); Dialog negative ("Zwar günstiger …, aber fast nur über Makler", "ein echtes Risiko"); Europa neutral (Direktversicherer aus Köln, Tarife, Nachversicherungsgarantie)
  {
    id: "de-r17-04",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "declined", "nested-list", "utm", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Hannoversche", domain: "hannoversche.de" },
    competitors: [
      { name: "Dialog", domain: "dialog-leben.de" },
      { name: "Europa", aliases: ["Europa Versicherung"], domain: "europa.de" },
    ],
    answer: `Gute Entscheidung, das vor der Geburt zu klären! Der deutsche Markt für Risikolebensversicherungen gehört zu den günstigsten in Europa: Für Nichtraucher um die 35 kosten 250.000 € Versicherungssumme über 25 Jahre oft nur 15 bis 30 € im Monat.

Hier die Anbieter, die in Vergleichen regelmäßig vorne landen:

1. **Hannoversche**
   - Direktversicherer, Abschluss komplett online, auch mit fallender Versicherungssumme.
   - Bei der Hannoverschen gibt es seit Jahren kaum Beschwerden über die Leistungsprüfung, die Gesundheitsfragen sind klar formuliert, und Finanztest bewertet die Tarife durchweg mit „sehr gut“. ([hannoversche.de](https://www.hannoversche.de/risikolebensversicherung?utm_source=chatgpt.com))
2. **Dialog**
   - Zwar günstiger als die Hannoversche, aber fast nur über Makler erhältlich, und die Gesundheitsfragen reichen ungewöhnlich weit zurück – mit Ihrer Asthma-Vorgeschichte ein echtes Risiko für Rückfragen und Zuschläge. ([dialog-leben.de](https://www.dialog-leben.de/?utm_source=chatgpt.com))
3. **Europa**
   - Direktversicherer aus Köln, Tarife „Basis“ und „Premium“, Nachversicherungsgarantie bei Geburt oder Immobilienkauf. ([europa.de](https://www.europa.de/risikolebensversicherung?utm_source=chatgpt.com))

**Worauf Sie achten sollten**
- Laufzeit so wählen, dass das jüngste Kind bei Ablauf etwa 25 ist.
- Gesundheitsfragen vollständig und ehrlich beantworten.
- Versicherungsnehmer und versicherte Person bewusst festlegen (Stichwort Erbschaftsteuer).

Mein Tipp: Holen Sie ein Angebot der Hannoverschen ein und vergleichen Sie es mit einem zweiten Direktversicherer, bevor Sie unterschreiben.`,
    expect: {
      mentions: {
        Hannoversche: { position: 1, list: 1, sentiment: "positive" },
        Dialog: { position: 2, list: 2, sentiment: "negative" },
        Europa: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.hannoversche.de/risikolebensversicherung?utm_source=chatgpt.com",
        "https://www.dialog-leben.de/?utm_source=chatgpt.com",
        "https://www.europa.de/risikolebensversicherung?utm_source=chatgpt.com",
      ],
      own: ["https://www.hannoversche.de/risikolebensversicherung?utm_source=chatgpt.com"],
    },
  },

  // de-r17-05 Baumarkt für WPC-Terrassendielen. Fallen: "am Hellweg zwischen Unna und Soest" (historische Straße/Region) vor jeder Marke, HAGEBAUMARKT in Großbuchstaben, Tabelle, Vergleich "spürbar mehr als Hellweg" (tadelt Bauking), bedingte Empfehlung. Hagebaumarkt neutral (Preise, Farbtöne, Zuschnitt gegen Aufpreis); Bauking negative ("kostet … spürbar mehr", "lohnt sich der Weg dorthin kaum"); Hellweg positive ("Wenn Sie … liefern lassen möchten, ist Hellweg die beste Wahl", "gut aufgehoben")
  {
    id: "de-r17-05",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "case", "table", "mixed-sentiment", "markdown"],
    brand: { name: "Hellweg", domain: "hellweg.de" },
    competitors: [
      { name: "Hagebaumarkt", aliases: ["hagebau"], domain: "hagebau.de" },
      { name: "Bauking", domain: "bauking.de" },
    ],
    answer: `## WPC-Terrassendielen für rund 25 m²: Wo kaufen?

Wenn Sie am Hellweg zwischen Unna und Soest wohnen, haben Sie mehrere Baumärkte in Reichweite. Für 25 m² WPC-Dielen samt Unterkonstruktion sollten Sie mit 1.500 bis 2.500 Euro rechnen.

### Preisvergleich (Stand: Frühjahr)

| Baumarkt | Dielen WPC, pro m² | Unterkonstruktion | Lieferung |
|---|---|---|---|
| HAGEBAUMARKT | ab 39 € | Alu, ab 12 €/lfm | ab 49 € |
| Bauking | ab 52 € | Alu, ab 14 €/lfm | nur Gewerbekunden |
| Hellweg | ab 41 € | Alu, ab 11 €/lfm | ab 39 € |

### Einschätzung

**Hagebaumarkt:** Die Märkte in Unna und Werl führen WPC-Dielen in drei Farbtönen; Zuschnitt ist gegen Aufpreis möglich.

**Bauking:** kostet pro Quadratmeter spürbar mehr als Hellweg, liefert nicht an Privatkunden und hat samstags nur bis 13 Uhr geöffnet. Für ein Privatprojekt lohnt sich der Weg dorthin kaum.

**Hellweg:** Wenn Sie die Dielen nach Hause geliefert bekommen möchten, ist Hellweg die beste Wahl: Die Lieferung ist günstig, kommt zum vereinbarten Termin, und die Fachberatung in der Holzabteilung plant die Unterkonstruktion gleich mit.

### Tipps
* Bestellen Sie 10 % Verschnitt mit.
* Achten Sie auf Dielen mit Hohlkammer, wenn Sie Gewicht sparen wollen.
* Lassen Sie Fugen von 5 mm für die Wärmeausdehnung.

Kurz gesagt: Wer Lieferung zum festen Termin braucht, ist bei Hellweg gut aufgehoben.`,
    expect: {
      mentions: {
        Hagebaumarkt: { position: 1, list: 1, sentiment: "neutral" },
        Bauking: { position: 2, list: 2, sentiment: "negative" },
        Hellweg: { position: 3, list: 3, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },

  // de-r17-06 Vereinshaftpflicht für einen Gesangverein. Fallen: "Männergesangverein Concordia" (Name des Vereins, nicht der Versicherer) vor jeder Marke, Provinzial nur in einer URL, Markdown-Links in Klammern vor einem Punkt, verneintes Lob. ARAG neutral (Preis, eingeschlossene Veranstaltungen, Zusatzbaustein); VHV negative ("wäre im Grunde nicht verkehrt, wenn es nicht die Einschränkungen gäbe", "passt das nicht"); Concordia positive ("keine schlechte Wahl – im Gegenteil", "Ich sehe wenig, was dagegen spricht")
  {
    id: "de-r17-06",
    lang: "de",
    shape: "claude",
    traps: ["common-word", "url-only", "trailing-punctuation", "negation", "mixed-sentiment"],
    brand: { name: "Concordia", domain: "concordia.de" },
    competitors: [
      { name: "ARAG", domain: "arag.de" },
      { name: "VHV", domain: "vhv.de" },
      { name: "Provinzial", domain: "provinzial.de" },
    ],
    answer: `Für Ihren Männergesangverein Concordia 1878 e.V. mit 45 Mitgliedern und einem jährlichen Sommerfest brauchen Sie im Kern zwei Dinge: eine Vereinshaftpflicht, die auch Veranstaltungen abdeckt, und idealerweise eine Vermögensschadenhaftpflicht für den Vorstand.

Die ARAG bietet eine Vereinshaftpflicht ab etwa 90 Euro im Jahr für Vereine bis 100 Mitglieder an; Veranstaltungen bis 1.000 Besucher sind im Grundtarif eingeschlossen, eine D&O-Versicherung für den Vorstand gibt es als Zusatzbaustein ([arag.de](https://www.arag.de/vereinsversicherung/)).

Die VHV wäre im Grunde nicht verkehrt, wenn es nicht die Einschränkungen gäbe: Feste mit Ausschank sind nur gegen einen deutlichen Aufpreis mitversichert, und die Schadenbearbeitung wird in Foren als zäh beschrieben. Für einen Verein, dessen wichtigste Veranstaltung ein Sommerfest mit Bierstand ist, passt das nicht.

Die Concordia ist für Ihren Fall keine schlechte Wahl – im Gegenteil. Ausschank, Auftritte außerhalb des Vereinsheims und ehrenamtliche Helfer sind ohne Aufpreis abgedeckt, und die Beiträge liegen bei rund 110 Euro im Jahr. Dass ausgerechnet der Namensvetter Ihres Chores auch fachlich überzeugt, ist ein schöner Zufall; ich sehe wenig, was dagegen spricht ([concordia.de](https://www.concordia.de/vereinsversicherung)).

Bevor Sie abschließen, lohnt ein Blick auf Sammelverträge: Viele Chorverbände und [regionale Versicherer](https://www.provinzial.de/vereine) bieten Rahmenverträge an, über die einzelne Vereine günstiger versichert sind. Fragen Sie also zuerst bei Ihrem Chorverband nach.

Wenn Sie möchten, formuliere ich Ihnen eine kurze Anfrage, die Sie an zwei oder drei Versicherer schicken können, damit die Angebote vergleichbar sind.`,
    expect: {
      mentions: {
        ARAG: { position: 1, list: null, sentiment: "neutral" },
        VHV: { position: 2, list: null, sentiment: "negative" },
        Concordia: { position: 3, list: null, sentiment: "positive" },
        Provinzial: null,
      },
      citations: [
        "https://www.arag.de/vereinsversicherung/",
        "https://www.concordia.de/vereinsversicherung",
        "https://www.provinzial.de/vereine",
      ],
      own: ["https://www.concordia.de/vereinsversicherung"],
    },
  },
];
