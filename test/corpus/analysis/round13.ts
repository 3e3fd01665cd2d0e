// Round 13: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output, asked for answers as engines write them rather than one trick each; held out.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // en-01 US tax software, chatgpt numbered list with sub-bullets; own link on subdomain turbotax.intuit.com (domain intuit.com); TurboTax positive (easiest, hedge "priciest"), H&R Block positive (solid all-rounder, cheaper), FreeTaxUSA positive (best value + recommended, concession on support), TaxAct negative (complaints about upsells/imports).
  {
    id: "en-r13-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["utm", "subdomain", "nested-list", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "TurboTax", domain: "intuit.com" },
    competitors: [
      { name: "H&R Block", domain: "hrblock.com" },
      { name: "FreeTaxUSA", domain: "freetaxusa.com" },
      { name: "TaxAct", domain: "taxact.com" },
    ],
    answer: `Here's a quick rundown of the main options for filing a US federal return yourself this year:

### Best tax software for most filers

1. **[TurboTax](https://turbotax.intuit.com/personal-taxes/online/?utm_source=chatgpt.com)**
   - Most polished interview-style experience; imports W-2s and 1099s from many employers and brokers.
   - Free Edition covers simple Form 1040 returns only; Deluxe starts around $69 federal, and state returns cost extra.
   - Widely considered the easiest to use, though it's the priciest of the big names once you add upgrades.

2. **[H&R Block](https://www.hrblock.com/online-tax-filing/?utm_source=chatgpt.com)**
   - Very similar coverage to TurboTax at a somewhat lower price.
   - You can upgrade to in-person help at one of its roughly 9,000 offices.
   - A solid all-rounder; the interface is clean and rarely gets in the way.

3. **FreeTaxUSA**
   - Best value: federal filing is free for most situations, including self-employment and rental income; state returns are $14.99.
   - Less hand-holding and no phone support on the free tier, so it suits people who already know their way around a return.

4. **TaxAct**
   - Mid-priced, with a price lock guarantee.
   - Users often complain that the upsell screens are pushy and that importing prior-year returns from other software is hit-and-miss.

### Quick recommendation
- Simple W-2 return → start with FreeTaxUSA, or IRS Direct File if your state participates.
- Investments, crypto, or a side business → TurboTax or H&R Block.

More detail: [IRS Free File](https://www.irs.gov/filing/free-file-do-your-federal-taxes-for-free?utm_source=chatgpt.com)`,
    expect: {
      mentions: {
        TurboTax: { position: 1, list: 1, sentiment: "positive" },
        "H&R Block": { position: 2, list: 2, sentiment: "positive" },
        FreeTaxUSA: { position: 3, list: 3, sentiment: "positive" },
        TaxAct: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://turbotax.intuit.com/personal-taxes/online/?utm_source=chatgpt.com",
        "https://www.hrblock.com/online-tax-filing/?utm_source=chatgpt.com",
        "https://www.irs.gov/filing/free-file-do-your-federal-taxes-for-free?utm_source=chatgpt.com",
      ],
      own: ["https://turbotax.intuit.com/personal-taxes/online/?utm_source=chatgpt.com"],
    },
  },
  // en-02 baby carriers, perplexity + Sources list (names there do not count); possessives Ergobaby's/BabyBjörn's/Tula's/LÍLLÉbaby's; Ergobaby positive (comfortable, good service), BabyBjörn negative (hurts past 20 lb, expensive, quoted complaint), Tula and LÍLLÉbaby neutral (availability, price range). Pair of en-r13-03.
  {
    id: "en-r13-02",
    lang: "en",
    shape: "perplexity",
    traps: ["possessive", "sources-list", "mixed-sentiment"],
    brand: { name: "Ergobaby", domain: "ergobaby.com" },
    competitors: [
      { name: "BabyBjörn", domain: "babybjorn.com" },
      { name: "Tula" },
      { name: "LÍLLÉbaby" },
    ],
    answer: `For a newborn who will be carried every day, most reviewers narrow it down to a few soft structured carriers [1][2].

The Ergobaby Omni 360 is the one parents mention most often: it works from about 7 lb without an insert, has a lumbar support belt, and reviewers say it stays comfortable well past the first year [1][3]. Ergobaby's customer service also gets good marks for handling strap replacements quickly [3].

BabyBjörn's Harmony is light and easy to put on, but several testers found that its support starts to hurt the shoulders once the baby passes roughly 20 lb, and at around $230 it is one of the more expensive options [2][4]. "Great for the first three months, then my back gave up," one parent wrote about the BabyBjörn [4].

Tula's Free-to-Grow carrier and LÍLLÉbaby's Complete All Seasons are also sold in most baby stores and cost between $150 and $190 [2].

If you live somewhere hot, look for a mesh panel; most brands now offer one.

Sources
[1] Best Baby Carriers of 2025 – https://www.babygearlab.com/topics/baby-carriers/best-baby-carrier
[2] The Best Baby Carriers – https://www.nytimes.com/wirecutter/reviews/best-baby-carrier/
[3] Omni 360 All-in-One Baby Carrier – Ergobaby – https://ergobaby.com/omni-360-all-in-one-baby-carrier
[4] BabyBjörn Harmony: an honest take – https://www.reddit.com/r/beyondthebump/comments/1abc234/babybjorn_harmony_honest_take/`,
    expect: {
      mentions: {
        Ergobaby: { position: 1, list: null, sentiment: "positive" },
        "BabyBjörn": { position: 2, list: null, sentiment: "negative" },
        Tula: { position: 3, list: null, sentiment: "neutral" },
        "LÍLLÉbaby": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.babygearlab.com/topics/baby-carriers/best-baby-carrier",
        "https://www.nytimes.com/wirecutter/reviews/best-baby-carrier/",
        "https://ergobaby.com/omni-360-all-in-one-baby-carrier",
        "https://www.reddit.com/r/beyondthebump/comments/1abc234/babybjorn_harmony_honest_take/",
      ],
      own: ["https://ergobaby.com/omni-360-all-in-one-baby-carrier"],
    },
    pair: "en-r13-03",
  },
  // en-03 twin of en-02 with praise/criticism swapped: Ergobaby negative (belt digs in, fiddly buckles, pricier, quoted complaint), BabyBjörn positive (comfortable, good service); Tula/LÍLLÉbaby neutral; same citations, own only ergobaby.com.
  {
    id: "en-r13-03",
    lang: "en",
    shape: "perplexity",
    traps: ["possessive", "sources-list", "mixed-sentiment"],
    brand: { name: "Ergobaby", domain: "ergobaby.com" },
    competitors: [
      { name: "BabyBjörn", domain: "babybjorn.com" },
      { name: "Tula" },
      { name: "LÍLLÉbaby" },
    ],
    answer: `For a newborn who will be carried every day, most reviewers narrow it down to a few soft structured carriers [1][2].

The Ergobaby Omni 360 is the one parents mention most often, but several testers found that its waist belt digs in on shorter parents and that the many buckles make it fiddly to put on alone, and at around $200 it is one of the more expensive options [1][3]. "Took me ten minutes and a YouTube video every single time," one parent wrote about the Ergobaby [3].

BabyBjörn's Harmony is light, works from about 8 lb without an insert, and reviewers say it stays comfortable well past the first year [2][4]. BabyBjörn's customer service also gets good marks for handling replacements quickly [4].

Tula's Free-to-Grow carrier and LÍLLÉbaby's Complete All Seasons are also sold in most baby stores and cost between $150 and $190 [2].

If you live somewhere hot, look for a mesh panel; most brands now offer one.

Sources
[1] Best Baby Carriers of 2025 – https://www.babygearlab.com/topics/baby-carriers/best-baby-carrier
[2] The Best Baby Carriers – https://www.nytimes.com/wirecutter/reviews/best-baby-carrier/
[3] Omni 360 All-in-One Baby Carrier – Ergobaby – https://ergobaby.com/omni-360-all-in-one-baby-carrier
[4] BabyBjörn Harmony: an honest take – https://www.reddit.com/r/beyondthebump/comments/1abc234/babybjorn_harmony_honest_take/`,
    expect: {
      mentions: {
        Ergobaby: { position: 1, list: null, sentiment: "negative" },
        "BabyBjörn": { position: 2, list: null, sentiment: "positive" },
        Tula: { position: 3, list: null, sentiment: "neutral" },
        "LÍLLÉbaby": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.babygearlab.com/topics/baby-carriers/best-baby-carrier",
        "https://www.nytimes.com/wirecutter/reviews/best-baby-carrier/",
        "https://ergobaby.com/omni-360-all-in-one-baby-carrier",
        "https://www.reddit.com/r/beyondthebump/comments/1abc234/babybjorn_harmony_honest_take/",
      ],
      own: ["https://ergobaby.com/omni-360-all-in-one-baby-carrier"],
    },
    pair: "en-r13-02",
  },
  // en-04 UK festival tickets, gemini table + bullets; "you'll see tickets disappear" is the verb phrase, not See Tickets; "a roll of the dice" is the common noun, not DICE; Skiddle positive (low fees, quick support), Ticketmaster negative (criticised pricing/fees), See Tickets neutral (table facts only), DICE positive (no hidden fees, appreciated).
  {
    id: "en-r13-04",
    lang: "en",
    shape: "gemini",
    traps: ["table", "common-word", "markdown", "mixed-sentiment"],
    brand: { name: "Skiddle", domain: "skiddle.com" },
    competitors: [
      { name: "Ticketmaster", domain: "ticketmaster.co.uk" },
      { name: "See Tickets", domain: "seetickets.com" },
      { name: "DICE", domain: "dice.fm" },
    ],
    answer: `## Where to buy UK festival tickets safely

For most UK festivals, tickets go through a handful of primary sellers. Which one you use usually depends on the festival rather than on you, but here is how they compare.

### The main primary sellers

| Platform | Typical festivals | Booking fee | Resale |
|---|---|---|---|
| **Skiddle** | Boardmasters, Parklife, smaller dance events | Low, often £2–£5 | Official, face value |
| **Ticketmaster** | Download, Reading & Leeds | Often 10% or more | Fan-to-fan resale, capped |
| **See Tickets** | Glastonbury | Around £5 per ticket | Only via the official resale |
| **DICE** | Field Day, boutique events | Included in the price | Waiting list, face value |

### Things to keep in mind

* **Skiddle** is the friendliest option for small and mid-size events: the app is simple, fees are low, and its customer support is quick to reply.
* **Ticketmaster** handles the biggest line-ups, but its dynamic pricing and high fees have drawn a lot of criticism, so check the final price before you pay.
* **DICE** shows the full price up front and never adds charges at checkout, which many buyers appreciate.
* Glastonbury registration closes weeks before the sale, and on the day you'll see tickets disappear within about half an hour.

**Bottom line:** never buy a festival wristband from a stranger on social media. Buying from an unofficial reseller is a roll of the dice.`,
    expect: {
      mentions: {
        Skiddle: { position: 1, list: 1, sentiment: "positive" },
        Ticketmaster: { position: 2, list: 2, sentiment: "negative" },
        "See Tickets": { position: 3, list: 3, sentiment: "neutral" },
        DICE: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
  // en-05 UK home batteries, long claude prose; GivEnergy's possessive; link text "givenergy.co.uk" is a bare domain; Wikipedia link inside parentheses ends at the first ")"; "Tesla system" is not Powerwall; GivEnergy positive (best value, rarely problems; minor caveat), Powerwall negative (most expensive, lock-in, "I wouldn't pick it"), Fox ESS neutral (facts), Enphase positive (natural fit, warranty among the best).
  {
    id: "en-r13-05",
    lang: "en",
    shape: "long",
    traps: ["possessive", "trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "GivEnergy", domain: "givenergy.co.uk" },
    competitors: [
      { name: "Powerwall", aliases: ["Tesla Powerwall"] },
      { name: "Fox ESS", aliases: ["FoxESS"] },
      { name: "Enphase", domain: "enphase.com" },
    ],
    answer: `If you're adding a battery to an existing solar setup in the UK, the choice mostly comes down to how the battery connects to your system and how much you want to spend.

GivEnergy is probably the best-value option for most homes right now. Its 9.5 kWh battery uses LFP chemistry (see [lithium iron phosphate](https://en.wikipedia.org/wiki/Lithium_iron_phosphate_battery)), typically comes in well under a comparable Tesla system once installed, and the app gives you detailed control over charge times so you can fill up on a cheap overnight tariff. Installers discussing it on forums rarely report problems. The one caveat is that GivEnergy's all-in-one inverter units are fairly bulky, so check your wall space first. The spec sheets are on [givenergy.co.uk](https://givenergy.co.uk/products/batteries/).

The Tesla Powerwall 3 has a slick app and a built-in solar inverter, but it is the most expensive of the mainstream choices, usually £8,000 or more fitted, lead times have been long, and you are tied into Tesla's ecosystem. Unless the design matters a lot to you, I wouldn't pick it.

Fox ESS sells modular high-voltage batteries where you stack modules to increase capacity, and its prices sit between the two above.

Enphase takes a different approach, using a microinverter on each panel and AC-coupled IQ batteries. That makes Enphase a natural fit if you already have its microinverters, and its 15-year battery warranty is among the best in the industry.

A few general points regardless of brand:

- Size the battery to your evening usage, not your total daily usage. For a typical three-bedroom house, 5–10 kWh covers most evenings.
- Make sure the installer is MCS-certified, otherwise you may struggle to get paid under the Smart Export Guarantee.
- Time-of-use tariffs such as Octopus's Intelligent Go are where most of the savings come from; without one, payback can stretch past 12 years.
- Ask whether the quote includes a backup (EPS) circuit. Not every system keeps the lights on in a power cut.

If you tell me your annual consumption, your current solar array size and your tariff, I can give you a rough idea of which size would pay back fastest.`,
    expect: {
      mentions: {
        GivEnergy: { position: 1, list: null, sentiment: "positive" },
        Powerwall: { position: 2, list: null, sentiment: "negative" },
        "Fox ESS": { position: 3, list: null, sentiment: "neutral" },
        Enphase: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://en.wikipedia.org/wiki/Lithium_iron_phosphate_battery",
        "https://givenergy.co.uk/products/batteries/",
      ],
      own: ["https://givenergy.co.uk/products/batteries/"],
    },
  },
  // en-06 hiking apps, one-liner; Gaia GPS positive (stronger choice), AllTrails negative ("fine for" concession, then "I wouldn't rely on it", paywall, outdated routes); Komoot and OS Maps not mentioned.
  {
    id: "en-r13-06",
    lang: "en",
    shape: "short",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "AllTrails", domain: "alltrails.com" },
    competitors: [
      { name: "Komoot", domain: "komoot.com" },
      { name: "Gaia GPS", domain: "gaiagps.com" },
      { name: "OS Maps" },
    ],
    answer: `For backcountry navigation, Gaia GPS is the stronger choice: detailed topo layers, reliable offline maps and accurate tracking. AllTrails is fine for finding popular day hikes, but I wouldn't rely on it off-trail, since offline maps need the paid plan and many user-submitted routes are out of date.`,
    expect: {
      mentions: {
        AllTrails: { position: 2, list: null, sentiment: "negative" },
        Komoot: null,
        "Gaia GPS": { position: 1, list: null, sentiment: "positive" },
        "OS Maps": null,
      },
      citations: [],
      own: [],
    },
  },
  // fr-01 fleuristes en ligne, chatgpt numbered list; "une carte illustrée à l'aquarelle" is the painting technique, not the brand; elision d'Interflora; Aquarelle positive (fresh flowers, good reviews), Interflora negative (high fees, complaints bouquet ≠ photo), Florajet neutral (network, prices like Interflora), Bergamotte neutral (positioning facts).
  {
    id: "fr-r13-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "possessive", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Aquarelle", domain: "aquarelle.com" },
    competitors: [
      { name: "Interflora", domain: "interflora.fr" },
      { name: "Florajet", domain: "florajet.com" },
      { name: "Bergamotte", domain: "bergamotte.fr" },
    ],
    answer: `Voici les principaux sites pour envoyer des fleurs en France, avec livraison le jour même ou le lendemain :

1. **[Aquarelle](https://www.aquarelle.com/?utm_source=chatgpt.com)**
   Bouquets composés en atelier et expédiés dans une boîte qui protège bien les tiges. Les avis clients sont très bons sur la fraîcheur : les fleurs tiennent souvent plus d'une semaine. Livraison à partir de 6,90 €.

2. **[Interflora](https://www.interflora.fr/?utm_source=chatgpt.com)**
   Le réseau historique, avec des fleuristes partenaires partout en France. En revanche, les frais de service sont élevés, et beaucoup d'avis se plaignent d'un bouquet reçu très différent de la photo.

3. **Florajet**
   Fonctionne aussi avec un réseau d'artisans fleuristes, à des tarifs proches d'Interflora.

4. **Bergamotte**
   Plutôt orienté plantes d'intérieur et bouquets de saison au style épuré ; formule d'abonnement possible.

💡 Astuce : pour un anniversaire, vous pouvez ajouter une carte illustrée à l'aquarelle, un petit plus souvent apprécié.`,
    expect: {
      mentions: {
        Aquarelle: { position: 1, list: 1, sentiment: "positive" },
        Interflora: { position: 2, list: 2, sentiment: "negative" },
        Florajet: { position: 3, list: 3, sentiment: "neutral" },
        Bergamotte: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: ["https://www.aquarelle.com/?utm_source=chatgpt.com", "https://www.interflora.fr/?utm_source=chatgpt.com"],
      own: ["https://www.aquarelle.com/?utm_source=chatgpt.com"],
    },
  },
  // fr-02 robots tondeuses, gemini table + bold lead-ins; alias Landroid; Navimow named inside "Segway Navimow"; Worx positive (best value, few breakdowns), Husqvarna negative (pricier without cutting better, slow after-sales), Navimow neutral (how it works), Stihl neutral (sales channel). Pair of fr-r13-03.
  {
    id: "fr-r13-02",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "alias", "markdown", "mixed-sentiment"],
    brand: { name: "Worx", aliases: ["Landroid"], domain: "worx.com" },
    competitors: [
      { name: "Husqvarna", domain: "husqvarna.com" },
      { name: "Navimow", aliases: ["Segway Navimow"] },
      { name: "Stihl", domain: "stihl.fr" },
    ],
    answer: `## Robot tondeuse : quel modèle choisir pour un jardin de 800 m² ?

Pour une surface de cette taille, deux grandes familles se distinguent : les robots à fil périphérique classiques et les robots à guidage RTK, sans fil.

### Comparatif rapide

| Modèle | Guidage | Surface max | Prix indicatif |
|---|---|---|---|
| Worx Landroid L1000 | Fil périphérique | 1 000 m² | ~900 € |
| Husqvarna Automower 310 Mark II | Fil périphérique | 1 000 m² | ~1 600 € |
| Segway Navimow i108E | RTK, sans fil | 800 m² | ~1 100 € |
| Stihl iMow 5 | Fil périphérique | 1 500 m² | ~1 800 € |

### Notre analyse

**Le meilleur rapport qualité-prix :** le **Landroid** coupe proprement, gère bien les pentes jusqu'à 35 % et son application est simple à prendre en main ; les utilisateurs du Landroid signalent très peu de pannes après plusieurs saisons.

**Le plus décevant à ce prix :** **Husqvarna** a longtemps été la référence, mais l'Automower 310 Mark II de Husqvarna est nettement plus cher sans couper mieux, et plusieurs propriétaires se plaignent d'un service après-vente lent pour les pièces détachées.

**Sans fil :** **Navimow** se repère par RTK et n'a donc pas besoin de câble enterré ; il faut en revanche une bonne réception satellite sur tout le terrain.

**À noter :** Stihl vend ses iMow uniquement via son réseau de revendeurs, qui s'occupent aussi de l'installation.

> Conseil : quel que soit le modèle, prévoyez un abri pour la station de charge et tondez une première fois avant l'installation.`,
    expect: {
      mentions: {
        Worx: { position: 1, list: 1, sentiment: "positive" },
        Husqvarna: { position: 2, list: 2, sentiment: "negative" },
        Navimow: { position: 3, list: 3, sentiment: "neutral" },
        Stihl: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "fr-r13-03",
  },
  // fr-03 twin of fr-02 with praise/criticism swapped: Worx/Landroid negative (cheaper but ragged edges, unstable app, slow after-sales), Husqvarna positive (best choice, clean cut, very few breakdowns); Navimow and Stihl neutral as before.
  {
    id: "fr-r13-03",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "alias", "markdown", "mixed-sentiment"],
    brand: { name: "Worx", aliases: ["Landroid"], domain: "worx.com" },
    competitors: [
      { name: "Husqvarna", domain: "husqvarna.com" },
      { name: "Navimow", aliases: ["Segway Navimow"] },
      { name: "Stihl", domain: "stihl.fr" },
    ],
    answer: `## Robot tondeuse : quel modèle choisir pour un jardin de 800 m² ?

Pour une surface de cette taille, deux grandes familles se distinguent : les robots à fil périphérique classiques et les robots à guidage RTK, sans fil.

### Comparatif rapide

| Modèle | Guidage | Surface max | Prix indicatif |
|---|---|---|---|
| Worx Landroid L1000 | Fil périphérique | 1 000 m² | ~900 € |
| Husqvarna Automower 310 Mark II | Fil périphérique | 1 000 m² | ~1 600 € |
| Segway Navimow i108E | RTK, sans fil | 800 m² | ~1 100 € |
| Stihl iMow 5 | Fil périphérique | 1 500 m² | ~1 800 € |

### Notre analyse

**Le plus décevant malgré son prix :** le **Landroid** est le moins cher du comparatif, mais il laisse des bordures mal coupées, et plusieurs propriétaires du Landroid se plaignent d'une application instable et d'un service après-vente lent pour les pièces détachées.

**Le meilleur choix à ce budget :** **Husqvarna** reste la référence : l'Automower 310 Mark II de Husqvarna coupe proprement, gère bien les pentes jusqu'à 40 % et ses utilisateurs signalent très peu de pannes après plusieurs saisons.

**Sans fil :** **Navimow** se repère par RTK et n'a donc pas besoin de câble enterré ; il faut en revanche une bonne réception satellite sur tout le terrain.

**À noter :** Stihl vend ses iMow uniquement via son réseau de revendeurs, qui s'occupent aussi de l'installation.

> Conseil : quel que soit le modèle, prévoyez un abri pour la station de charge et tondez une première fois avant l'installation.`,
    expect: {
      mentions: {
        Worx: { position: 1, list: 1, sentiment: "negative" },
        Husqvarna: { position: 2, list: 2, sentiment: "positive" },
        Navimow: { position: 3, list: 3, sentiment: "neutral" },
        Stihl: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "fr-r13-02",
  },
  // fr-04 fromages végétaux, perplexity + "Sources" list; Violife and Nurishh appear only in the sources list (not mentioned); own citation on subdomain boutique.jay-joy.com; "Jay'mbert" is a product, Jay & Joy named separately; Jay & Joy positive (no off-taste, texture praised; price hedge), Les Nouveaux Affineurs negative (less varied, too acidic).
  {
    id: "fr-r13-04",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "subdomain", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Jay & Joy", aliases: ["Jay&Joy"], domain: "jay-joy.com" },
    competitors: [
      { name: "Violife", domain: "violifefoods.com" },
      { name: "Les Nouveaux Affineurs", aliases: ["Nouveaux Affineurs"], domain: "lesnouveauxaffineurs.com" },
      { name: "Nurishh" },
    ],
    answer: `Plusieurs marques françaises proposent aujourd'hui des alternatives végétales crédibles au fromage [1][2].

**Jay & Joy**, pionnier installé en région parisienne, fabrique des fromages affinés à base de noix de cajou et d'amande : un camembert végétal (le « Jay'mbert »), un bleu, une feta [1][3]. Dans un test comparatif publié en 2024, les dégustateurs n'ont relevé aucun arrière-goût désagréable chez Jay & Joy et ont salué une texture très proche de l'original [2]. Les prix de Jay & Joy restent élevés, autour de 6 à 8 € la pièce de 150 g [3].

**Les Nouveaux Affineurs** propose des fromages fermentés bio à base de cajou, vendus surtout en magasins bio, mais sa gamme est moins variée et plusieurs avis trouvent le goût des Nouveaux Affineurs trop acide [4].

Pour un usage quotidien (râpé sur des pâtes, en tranches), les produits de grande distribution à base d'huile de coco sont moins chers, mais nettement moins riches en protéines [2].

Sources
[1] Jay & Joy – Nos fromages végétaux – https://boutique.jay-joy.com/collections/fromages
[2] Fromages végétaux : notre test – https://www.60millions-mag.com/2024/03/12/fromages-vegetaux-test
[3] Jay&Joy, le fromage vegan made in France – https://www.lsa-conso.fr/jay-joy-fromage-vegan,4321
[4] Violife, Nurishh, Les Nouveaux Affineurs : le comparatif – https://www.vegactu.com/comparatif-fromages-vegetaux/`,
    expect: {
      mentions: {
        "Jay & Joy": { position: 1, list: null, sentiment: "positive" },
        Violife: null,
        "Les Nouveaux Affineurs": { position: 2, list: null, sentiment: "negative" },
        Nurishh: null,
      },
      citations: [
        "https://boutique.jay-joy.com/collections/fromages",
        "https://www.60millions-mag.com/2024/03/12/fromages-vegetaux-test",
        "https://www.lsa-conso.fr/jay-joy-fromage-vegan,4321",
        "https://www.vegactu.com/comparatif-fromages-vegetaux/",
      ],
      own: ["https://boutique.jay-joy.com/collections/fromages"],
    },
  },
  // fr-05 apps de piano, claude prose with an own markdown link ("la page de Flowkey"); Flowkey positive ("je la recommanderais volontiers", weakness on theory is a concession), Simply Piano neutral (similar, price), Skoove positive (real feedback on rhythm), Yousician negative ("ce n'est pas le plus pertinent" for piano only); "Méthode Rose" untracked.
  {
    id: "fr-r13-05",
    lang: "fr",
    shape: "claude",
    traps: ["negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Flowkey", domain: "flowkey.com" },
    competitors: [
      { name: "Simply Piano" },
      { name: "Skoove", domain: "skoove.com" },
      { name: "Yousician", domain: "yousician.com" },
    ],
    answer: `Pour un adulte débutant qui veut apprendre seul, les applications sont une bonne porte d'entrée, même si elles ne remplacent pas complètement un professeur.

Flowkey est sans doute la plus agréable pour apprendre des morceaux que l'on aime : la bibliothèque est large (pop, musiques de film, classique), les vidéos montrent les mains du pianiste, et l'application écoute votre jeu via le micro ou un clavier MIDI. Je recommanderais volontiers Flowkey si votre objectif est de jouer rapidement des pièces connues. Son point faible est la théorie : Flowkey n'explique pas vraiment le solfège ni l'harmonie. Les tarifs sont sur [la page de Flowkey](https://www.flowkey.com/fr/pricing).

Simply Piano fonctionne de façon assez similaire, avec un parcours plus guidé et des exercices sous forme de jeu ; l'abonnement annuel de Simply Piano tourne autour de 120 €.

Skoove met davantage l'accent sur la pédagogie et donne de vrais retours sur le rythme, ce qui aide beaucoup à progresser. Yousician couvre plusieurs instruments, mais si vous ne visez que le piano, Yousician n'est pas le choix le plus pertinent.

Quelle que soit l'application, je vous conseille de prendre au moins quelques cours avec un professeur au début, pour la posture et le placement des mains : les mauvaises habitudes sont difficiles à corriger ensuite. Et la bonne vieille *Méthode Rose*, vendue quelques euros, reste un excellent complément.`,
    expect: {
      mentions: {
        Flowkey: { position: 1, list: null, sentiment: "positive" },
        "Simply Piano": { position: 2, list: null, sentiment: "neutral" },
        Skoove: { position: 3, list: null, sentiment: "positive" },
        Yousician: { position: 4, list: null, sentiment: "negative" },
      },
      citations: ["https://www.flowkey.com/fr/pricing"],
      own: ["https://www.flowkey.com/fr/pricing"],
    },
  },
  // fr-06 consignes colis, copilot short paragraphs + "En savoir plus" list; the brand's entry there is a bare domain (no citation, no own); Colissimo only in a sources URL (not mentioned); "Pickup Station" names Pickup; InPost positive (no waiting, good feedback), Pickup neutral (facts), Shop2Shop negative (blocked parcels, hard-to-reach support).
  {
    id: "fr-r13-06",
    lang: "fr",
    shape: "copilot",
    traps: ["sources-list", "url-only", "mixed-sentiment"],
    brand: { name: "InPost", domain: "inpost.fr" },
    competitors: [
      { name: "Pickup", domain: "pickup.fr" },
      { name: "Shop2Shop" },
      { name: "Colissimo", domain: "colissimo.fr" },
    ],
    answer: `Pour récupérer vos colis à toute heure, les casiers automatiques sont le plus pratique.

InPost dispose de l'un des plus grands réseaux de consignes en France, et le retrait se fait en scannant un QR code dans l'appli. Les retours d'utilisateurs sur InPost sont plutôt bons : pas d'attente, pas d'horaires à respecter. [1]

Le réseau Pickup, filiale du groupe La Poste, combine des points relais chez des commerçants et des consignes « Pickup Station ». [2]

Shop2Shop, l'offre de Chronopost pour les envois entre particuliers, reçoit en revanche beaucoup d'avis négatifs : colis bloqués plusieurs jours en point relais et service client difficile à joindre.

Les principaux transporteurs proposent désormais de choisir une consigne au moment de la commande. [3]

En savoir plus :
1. inpost.fr
2. https://www.pickup.fr/
3. https://www.colissimo.fr/particulier/envoyer-un-colis/consignes.html`,
    expect: {
      mentions: {
        InPost: { position: 1, list: null, sentiment: "positive" },
        Pickup: { position: 2, list: null, sentiment: "neutral" },
        Shop2Shop: { position: 3, list: null, sentiment: "negative" },
        Colissimo: null,
      },
      citations: ["https://www.pickup.fr/", "https://www.colissimo.fr/particulier/envoyer-un-colis/consignes.html"],
      own: [],
    },
  },
  // es-01 rocódromos en Madrid, long prose with bold section labels; "Chris Sharma" is the climber (person), not the gym, but the gym is named in the same sentence; alias "Sharma" used for the gym in later sentences; Sputnik Climbing positive (favourite, good atmosphere; crowding concession), Sharma Climbing negative (expensive, far, staff; "no elegiría Sharma"), Indoorwall positive (very recommendable, quoted user), The Climb neutral (facts).
  {
    id: "es-r13-01",
    lang: "es",
    shape: "long",
    traps: ["alias", "negation", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Sharma Climbing", aliases: ["Sharma"], domain: "sharmaclimbing.com" },
    competitors: [
      { name: "Sputnik Climbing", aliases: ["Sputnik"] },
      { name: "Indoorwall", domain: "indoorwall.com" },
      { name: "The Climb" },
    ],
    answer: `Madrid se ha llenado de rocódromos en los últimos años, así que depende mucho de lo que busques: búlder, vías con cuerda o un sitio para ir con niños.

**Para búlder**

Sputnik Climbing es probablemente el favorito de los escaladores habituales: tiene varios centros en la Comunidad de Madrid, los bloques se renuevan cada semana y el ambiente es muy bueno. Eso sí, en horas punta, de 19:00 a 21:00, se llena bastante y puede costar encontrar un bloque libre. La entrada suelta ronda los 13 €.

**Para cuerda**

Sharma Climbing, el centro que abrió en Madrid el escalador estadounidense Chris Sharma, es enorme y tiene vías de hasta 18 metros. Sin embargo, en las opiniones sobre Sharma en Google se repiten las quejas: es caro (la cuota mensual supera los 70 €), está lejos del centro y el personal no siempre atiende a los principiantes. Para empezar, yo no elegiría Sharma como primera opción.

**Para aprender desde cero**

Indoorwall tiene centros en varias ciudades de España, y en Madrid ofrece cursos de iniciación bien organizados, con monitores titulados, por lo que Indoorwall es muy recomendable si nunca has escalado. "Salí del cursillo de un fin de semana sabiendo asegurar", cuenta un usuario en Tripadvisor.

**Para ir con niños**

The Climb organiza cumpleaños y actividades infantiles los fines de semana.

**Consejos generales**

- Compra un bono de 10 entradas si vas a ir más de una vez por semana; sale bastante más barato.
- Lleva pies de gato propios si puedes: alquilarlos cuesta unos 3–4 € por sesión.
- Si eres nuevo, pregunta por las sesiones de iniciación: casi todos los centros las tienen y suelen incluir el material.
- Revisa los horarios de apertura en festivos, porque varían mucho de un centro a otro.

Y si te pica el gusanillo de la roca, en La Pedriza y en Patones tienes escalada en exterior a menos de una hora de la ciudad.`,
    expect: {
      mentions: {
        "Sharma Climbing": { position: 2, list: null, sentiment: "negative" },
        "Sputnik Climbing": { position: 1, list: null, sentiment: "positive" },
        Indoorwall: { position: 3, list: null, sentiment: "positive" },
        "The Climb": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  // es-02 apps de citas en España, copilot bold paragraphs + trailing footnote URLs; "las once de la noche" is the number, so Once is not mentioned; Tinder untracked; Badoo negative (fake/inactive profiles, paywall), OkCupid positive (serious conversations, works very well), Lovoo neutral (facts). Pair of es-r13-03.
  {
    id: "es-r13-02",
    lang: "es",
    shape: "copilot",
    traps: ["common-word", "sources-list", "markdown", "mixed-sentiment"],
    brand: { name: "Badoo", domain: "badoo.com" },
    competitors: [
      { name: "OkCupid", domain: "okcupid.com" },
      { name: "Lovoo" },
      { name: "Once" },
    ],
    answer: `En España, las apps de citas más usadas además de Tinder son Badoo y OkCupid, y cada una encaja con un tipo de usuario distinto.

**Badoo** tiene muchísimos usuarios en España y es fácil encontrar gente cerca, pero buena parte de los perfiles de Badoo están inactivos o son falsos, y muchas funciones útiles quedan detrás del pago. [1]

**OkCupid** destaca por sus preguntas de compatibilidad: los perfiles son más completos, los usuarios dicen que las conversaciones en OkCupid son más serias y funciona muy bien si buscas algo estable. [2]

**Lovoo** es popular sobre todo en Alemania; en España su comunidad es más pequeña. [3]

Un consejo: queda siempre en un sitio público la primera vez, y si la conversación se alarga hasta las once de la noche sin concretar nada, quizá no vaya en serio.

[1] https://www.xataka.com/aplicaciones/badoo-analisis
[2] https://www.okcupid.com/es
[3] https://es.wikipedia.org/wiki/Lovoo`,
    expect: {
      mentions: {
        Badoo: { position: 1, list: null, sentiment: "negative" },
        OkCupid: { position: 2, list: null, sentiment: "positive" },
        Lovoo: { position: 3, list: null, sentiment: "neutral" },
        Once: null,
      },
      citations: [
        "https://www.xataka.com/aplicaciones/badoo-analisis",
        "https://www.okcupid.com/es",
        "https://es.wikipedia.org/wiki/Lovoo",
      ],
      own: [],
    },
    pair: "es-r13-03",
  },
  // es-03 twin of es-02 with praise/criticism swapped: Badoo positive (photo verification cut fakes, basics free, works well), OkCupid negative (few users outside big cities, inactive profiles, limited free tier); Lovoo neutral; "once" still the number.
  {
    id: "es-r13-03",
    lang: "es",
    shape: "copilot",
    traps: ["common-word", "sources-list", "markdown", "mixed-sentiment"],
    brand: { name: "Badoo", domain: "badoo.com" },
    competitors: [
      { name: "OkCupid", domain: "okcupid.com" },
      { name: "Lovoo" },
      { name: "Once" },
    ],
    answer: `En España, las apps de citas más usadas además de Tinder son Badoo y OkCupid, y cada una encaja con un tipo de usuario distinto.

**Badoo** tiene muchísimos usuarios en España y es fácil encontrar gente cerca; los usuarios valoran que la verificación por foto de Badoo ha reducido mucho los perfiles falsos, lo básico es gratis y funciona muy bien si buscas algo estable. [1]

**OkCupid** se basa en preguntas de compatibilidad, pero fuera de Madrid y Barcelona OkCupid tiene pocos usuarios, muchos perfiles llevan meses inactivos y la versión gratuita limita demasiado. [2]

**Lovoo** es popular sobre todo en Alemania; en España su comunidad es más pequeña. [3]

Un consejo: queda siempre en un sitio público la primera vez, y si la conversación se alarga hasta las once de la noche sin concretar nada, quizá no vaya en serio.

[1] https://www.xataka.com/aplicaciones/badoo-analisis
[2] https://www.okcupid.com/es
[3] https://es.wikipedia.org/wiki/Lovoo`,
    expect: {
      mentions: {
        Badoo: { position: 1, list: null, sentiment: "positive" },
        OkCupid: { position: 2, list: null, sentiment: "negative" },
        Lovoo: { position: 3, list: null, sentiment: "neutral" },
        Once: null,
      },
      citations: [
        "https://www.xataka.com/aplicaciones/badoo-analisis",
        "https://www.okcupid.com/es",
        "https://es.wikipedia.org/wiki/Lovoo",
      ],
      own: [],
    },
    pair: "es-r13-02",
  },
  // es-04 especias, chatgpt bullets under headings (new list after each heading); "El Puerto de Santa María" is a town, not the Santa María brand (already named earlier); link text "lachinata.es" is a bare domain, URL inside "(...)" ends at the link's ")"; Carmencita positive, Ramón Sabater neutral, Santa María negative (too salty, "no son la mejor opción"), La Chinata positive ("Muy recomendable").
  {
    id: "es-r13-04",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "utm", "trailing-punctuation", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Carmencita", domain: "carmencita.com" },
    competitors: [
      { name: "La Chinata", domain: "lachinata.es" },
      { name: "Ramón Sabater", aliases: ["Sabater"] },
      { name: "Santa María" },
    ],
    answer: `¡Buena pregunta! Si buscas especias de calidad para cocinar en casa, estas son algunas opciones fiables:

### Marcas de supermercado

- **Carmencita**: la marca de Novelda (Alicante) que encuentras en casi todos los supermercados. Buena relación calidad-precio, envases con dosificador muy prácticos y un azafrán en hebra con muy buenas críticas. [Web oficial](https://www.carmencita.com/es/?utm_source=chatgpt.com)
- **Ramón Sabater**: pimentón y especias de Murcia desde hace décadas; también fabrica para marcas blancas.
- **Santa María**: amplia gama de mezclas para cocina internacional (tacos, curry, wok). Algunos usuarios las encuentran demasiado saladas y con potenciadores de sabor, así que no son la mejor opción si buscas algo natural.

### Pimentón de la Vera

- **La Chinata**: con DOP, tiendas propias en muchas ciudades y una lata de pimentón ahumado que es casi un clásico para regalar. Muy recomendable. ([lachinata.es](https://www.lachinata.es/pimenton-de-la-vera/?utm_source=chatgpt.com))

### Tiendas especializadas

- **Especias del Mundo**: tienda online con envío a toda la península.
- **La Alacena de las Especias**, en El Puerto de Santa María (Cádiz): venta a granel, con mucha variedad de especias árabes y orientales.

¿Quieres que te recomiende especias concretas para algún plato?`,
    expect: {
      mentions: {
        Carmencita: { position: 1, list: 1, sentiment: "positive" },
        "La Chinata": { position: 4, list: 1, sentiment: "positive" },
        "Ramón Sabater": { position: 2, list: 2, sentiment: "neutral" },
        "Santa María": { position: 3, list: 3, sentiment: "negative" },
      },
      citations: [
        "https://www.carmencita.com/es/?utm_source=chatgpt.com",
        "https://www.lachinata.es/pimenton-de-la-vera/?utm_source=chatgpt.com",
      ],
      own: ["https://www.carmencita.com/es/?utm_source=chatgpt.com"],
    },
  },
  // es-05 renting de coches, perplexity + "Fuentes:" numbered list (Arval, Northgate named there too; already in body); no own citation; Ayvens positive (competitive prices, well rated), Arval neutral (facts), Northgate positive (no lock-in, valued by freelancers), Alphabet negative (complaints about damage penalties, slow support).
  {
    id: "es-r13-05",
    lang: "es",
    shape: "perplexity",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "Ayvens", aliases: ["ALD Automotive", "LeasePlan"], domain: "ayvens.com" },
    competitors: [
      { name: "Arval", domain: "arval.es" },
      { name: "Northgate", domain: "northgate.es" },
      { name: "Alphabet" },
    ],
    answer: `En España, el renting para particulares lo dominan unas pocas compañías especializadas y las financieras de las propias marcas [1][2].

Ayvens, la empresa que nació de la fusión de ALD Automotive y LeasePlan, es la mayor por flota y suele tener las cuotas más competitivas en modelos eléctricos; en las comparativas de clientes Ayvens aparece bien valorada por la gestión de siniestros y el coche de sustitución [1][3].

Arval, del grupo BNP Paribas, ofrece cuotas similares y permite contratar todo el proceso online [2]. Northgate está más orientada a furgonetas y al alquiler flexible mes a mes, sin permanencia, algo que los autónomos valoran mucho de Northgate [4].

En cuanto a Alphabet, la filial de renting del grupo BMW, varias reseñas de usuarios se quejan de penalizaciones elevadas por daños al devolver el coche y de una atención telefónica lenta [3].

Antes de firmar, revisa el kilometraje anual incluido, la penalización por devolución anticipada y qué cubre exactamente el seguro.

Fuentes:
1. Renting para particulares: comparativa – https://www.ocu.org/coches/renting/informe/comparativa-renting
2. Arval España – Renting de coches – https://www.arval.es/particulares
3. Opiniones sobre empresas de renting – https://es.trustpilot.com/categories/car_leasing_service
4. Northgate – Renting flexible – https://www.northgate.es/renting-flexible`,
    expect: {
      mentions: {
        Ayvens: { position: 1, list: null, sentiment: "positive" },
        Arval: { position: 2, list: null, sentiment: "neutral" },
        Northgate: { position: 3, list: null, sentiment: "positive" },
        Alphabet: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.ocu.org/coches/renting/informe/comparativa-renting",
        "https://www.arval.es/particulares",
        "https://es.trustpilot.com/categories/car_leasing_service",
        "https://www.northgate.es/renting-flexible",
      ],
      own: [],
    },
  },
  // es-06 tintorería, two-sentence answer; "5ASEC" in capitals without the accent is 5àsec; Pressto positive (recommended, careful with delicate garments), 5àsec negative (similar price, but complaints about stains left); Clean Express not mentioned.
  {
    id: "es-r13-06",
    lang: "es",
    shape: "short",
    traps: ["case", "mixed-sentiment"],
    brand: { name: "Pressto", domain: "pressto.com" },
    competitors: [
      { name: "5àsec", aliases: ["5 à sec"], domain: "5asec.es" },
      { name: "Clean Express" },
    ],
    answer: `Para un traje con manchas difíciles te recomendaría Pressto: tratan las prendas delicadas con mucho cuidado y tienen recogida a domicilio en Madrid y Barcelona. En 5ASEC el precio es parecido, pero varios clientes se quejan de prendas devueltas con la mancha todavía visible.`,
    expect: {
      mentions: {
        Pressto: { position: 1, list: null, sentiment: "positive" },
        "5àsec": { position: 2, list: null, sentiment: "negative" },
        "Clean Express": null,
      },
      citations: [],
      own: [],
    },
  },
  // de-01 Heimspeicher, gemini table + bullets; lower-case brand "sonnen": "während Sie sich ... sonnen" is the verb (not a mention, it comes first); "sonnenBatterie"/"sonnenFlat" are longer words; sonnen negative (among the most expensive, slow support, "hätte mehr erwartet"), E3/DC positive (reliable, "Nicht günstig, aber das Geld wert"), BYD neutral (compatibility facts), Fenecon neutral (table only).
  {
    id: "de-r13-01",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "substring", "case", "table", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "sonnen", domain: "sonnen.de" },
    competitors: [
      { name: "E3/DC", domain: "e3dc.com" },
      { name: "BYD" },
      { name: "Fenecon", domain: "fenecon.de" },
    ],
    answer: `## Stromspeicher für das Einfamilienhaus: die wichtigsten Hersteller im Überblick

Ein Heimspeicher lohnt sich vor allem, wenn Sie tagsüber wenig Strom verbrauchen. Die Idee: Während Sie sich mittags auf dem Balkon sonnen, lädt die PV-Anlage den Akku, und abends nutzen Sie den gespeicherten Strom.

### Vergleich

| Hersteller | Modell | Kapazität | Besonderheit |
|---|---|---|---|
| sonnen | sonnenBatterie 10 | 5,5–55 kWh | Community-Tarif „sonnenFlat“ |
| E3/DC | S10 E PRO | 6,5–39 kWh | Notstrom und Inselbetrieb inklusive |
| BYD | Battery-Box Premium HVS | 5,1–12,8 kWh | Mit vielen Wechselrichtern kombinierbar |
| Fenecon | Home 10 | 8,8–70 kWh | Offenes Energiemanagement |

### Einschätzung

* **sonnen:** Die Software ist durchdacht, aber sonnen gehört zu den teuersten Anbietern, und mehrere Nutzer berichten von langen Wartezeiten beim Support. Für den Preis hätte ich von sonnen mehr erwartet.
* **E3/DC:** Gilt als sehr zuverlässig; Installateure loben die Notstromfunktion, die tatsächlich das ganze Haus versorgt. Nicht günstig, aber das Geld wert.
* **BYD:** Die Battery-Box wird mit Wechselrichtern verschiedener Hersteller kombiniert und lässt sich in 2,56-kWh-Schritten erweitern.

**Tipp:** Holen Sie mindestens drei Angebote ein und vergleichen Sie den Preis pro nutzbarer Kilowattstunde, nicht den Gesamtpreis.`,
    expect: {
      mentions: {
        sonnen: { position: 1, list: 1, sentiment: "negative" },
        "E3/DC": { position: 2, list: 2, sentiment: "positive" },
        BYD: { position: 3, list: 3, sentiment: "neutral" },
        Fenecon: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  // de-02 Gleitsichtbrille online, chatgpt numbered list with sub-bullets; "teilweise krass" (adjective) is not Krass Optik (alias "Krass"), which is named later; meinebrille24.de is a look-alike of brille24.de (not own); Brille24 positive (fast delivery, hardly any complaints), Edel-Optics negative (pricey, complaints), Krass Optik neutral (facts). Pair of de-r13-03.
  {
    id: "de-r13-02",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "alias", "lookalike-domain", "utm", "nested-list", "markdown", "mixed-sentiment"],
    brand: { name: "Brille24", domain: "brille24.de" },
    competitors: [
      { name: "Edel-Optics", domain: "edel-optics.de" },
      { name: "Krass Optik", aliases: ["Krass"] },
    ],
    answer: `Eine Gleitsichtbrille online zu kaufen kann sich lohnen – der Preisunterschied zum Optiker vor Ort ist teilweise krass. Hier die bekanntesten Anbieter:

1. **Brille24**
   - Große Auswahl an Fassungen, Gleitsichtgläser ab etwa 90 €.
   - Kunden loben bei Brille24 die schnelle Lieferung und die genaue Verarbeitung; in Tests gab es kaum Reklamationen wegen falsch zentrierter Gläser.
   - 👉 [Zum Shop](https://www.brille24.de/gleitsichtbrillen?utm_source=chatgpt.com)

2. **Edel-Optics**
   - Viele Designermarken wie Ray-Ban, Tom Ford oder Gucci.
   - Bei Gleitsicht allerdings eher teuer, und mehrere Bewertungen berichten von Problemen mit der Verträglichkeit und einem umständlichen Reklamationsprozess bei Edel-Optics.

3. **Krass Optik**
   - Eigene Fassungen und Filialen in mehreren Städten, Anprobe vor Ort möglich.

**Wichtig:** Für Gleitsicht brauchen Sie neben der Sehstärke auch die Pupillendistanz und die Einschleifhöhe. Ein guter Ratgeber dazu: [Gleitsichtbrille online kaufen – worauf achten?](https://www.meinebrille24.de/ratgeber/gleitsichtbrille-online?utm_source=chatgpt.com)`,
    expect: {
      mentions: {
        Brille24: { position: 1, list: 1, sentiment: "positive" },
        "Edel-Optics": { position: 2, list: 2, sentiment: "negative" },
        "Krass Optik": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.brille24.de/gleitsichtbrillen?utm_source=chatgpt.com",
        "https://www.meinebrille24.de/ratgeber/gleitsichtbrille-online?utm_source=chatgpt.com",
      ],
      own: ["https://www.brille24.de/gleitsichtbrillen?utm_source=chatgpt.com"],
    },
    pair: "de-r13-03",
  },
  // de-03 twin of de-02 with praise/criticism swapped: Brille24 negative (miscentred lenses, cumbersome complaints), Edel-Optics positive (fast delivery, hardly any complaints); Krass Optik neutral; "krass" adjective again; look-alike meinebrille24.de not own.
  {
    id: "de-r13-03",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "alias", "lookalike-domain", "utm", "nested-list", "markdown", "mixed-sentiment"],
    brand: { name: "Brille24", domain: "brille24.de" },
    competitors: [
      { name: "Edel-Optics", domain: "edel-optics.de" },
      { name: "Krass Optik", aliases: ["Krass"] },
    ],
    answer: `Eine Gleitsichtbrille online zu kaufen kann sich lohnen – der Preisunterschied zum Optiker vor Ort ist teilweise krass. Hier die bekanntesten Anbieter:

1. **Brille24**
   - Große Auswahl an Fassungen, Gleitsichtgläser ab etwa 90 €.
   - Bei Gleitsicht berichten allerdings mehrere Bewertungen von falsch zentrierten Gläsern und einem umständlichen Reklamationsprozess bei Brille24.
   - 👉 [Zum Shop](https://www.brille24.de/gleitsichtbrillen?utm_source=chatgpt.com)

2. **Edel-Optics**
   - Viele Designermarken wie Ray-Ban, Tom Ford oder Gucci.
   - Kunden loben bei Edel-Optics die schnelle Lieferung und die genaue Verarbeitung; in Tests gab es kaum Reklamationen wegen der Verträglichkeit der Gläser.

3. **Krass Optik**
   - Eigene Fassungen und Filialen in mehreren Städten, Anprobe vor Ort möglich.

**Wichtig:** Für Gleitsicht brauchen Sie neben der Sehstärke auch die Pupillendistanz und die Einschleifhöhe. Ein guter Ratgeber dazu: [Gleitsichtbrille online kaufen – worauf achten?](https://www.meinebrille24.de/ratgeber/gleitsichtbrille-online?utm_source=chatgpt.com)`,
    expect: {
      mentions: {
        Brille24: { position: 1, list: 1, sentiment: "negative" },
        "Edel-Optics": { position: 2, list: 2, sentiment: "positive" },
        "Krass Optik": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.brille24.de/gleitsichtbrillen?utm_source=chatgpt.com",
        "https://www.meinebrille24.de/ratgeber/gleitsichtbrille-online?utm_source=chatgpt.com",
      ],
      own: ["https://www.brille24.de/gleitsichtbrillen?utm_source=chatgpt.com"],
    },
    pair: "de-r13-02",
  },
  // de-04 Boulderhallen München, claude prose; "der Boulderwelt" declined article; alias "Einstein" for the hall, but "Albert Einstein" at the end is the physicist (not a mention); own link on www subdomain; Boulderwelt positive (first address, caveat crowds), Einstein Boulderhalle positive (ideal for technical climbers, recommended), DAV Kletterzentrum neutral (facts), Heavens Gate negative ("würde ich eher abraten", slippery holds).
  {
    id: "de-r13-04",
    lang: "de",
    shape: "claude",
    traps: ["alias", "subdomain", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Boulderwelt", domain: "boulderwelt-muenchen.de" },
    competitors: [
      { name: "Einstein Boulderhalle", aliases: ["Einstein"] },
      { name: "DAV Kletterzentrum" },
      { name: "Heavens Gate" },
    ],
    answer: `In München hast du zum Bouldern eine richtig gute Auswahl. Kurz zu den Hallen, die am häufigsten empfohlen werden:

Die Boulderwelt hat drei Standorte (Ost, West und Süd) und ist für viele die erste Adresse: riesige Flächen, sehr regelmäßig neu geschraubte Boulder in allen Schwierigkeitsgraden und ein Café, in dem man nach dem Training gern sitzen bleibt. Einziger Haken: Abends ab 18 Uhr und am Wochenende ist es in der Boulderwelt oft ziemlich voll. Preise und Öffnungszeiten findest du auf der [Website der Boulderwelt](https://www.boulderwelt-muenchen.de/preise/).

Das Einstein in Unterhaching ist kleiner und ruhiger, mit eher technischen Bouldern – ideal, wenn du gern an Slopern und Reibungstritten tüftelst.

Das DAV Kletterzentrum in Thalkirchen ist vor allem eine Seilkletterhalle, hat aber auch einen großen Boulderbereich; für Mitglieder des Alpenvereins ist der Eintritt günstiger.

Vom Heavens Gate im Werksviertel würde ich eher abraten, wenn es dir ums Bouldern geht: Die Halle ist auf Seilklettern ausgelegt, der Boulderbereich ist klein, und in Bewertungen über das Heavens Gate wird immer wieder über rutschige, abgegriffene Griffe geklagt.

Mein Tipp für den Einstieg: Fang in der Boulderwelt an, und wenn du nach ein paar Wochen Abwechslung willst, probier das Einstein aus. Und keine Sorge, wenn die ersten Heel Hooks schiefgehen – die Physik dahinter hätte selbst Albert Einstein Kopfzerbrechen bereitet.`,
    expect: {
      mentions: {
        Boulderwelt: { position: 1, list: null, sentiment: "positive" },
        "Einstein Boulderhalle": { position: 2, list: null, sentiment: "positive" },
        "DAV Kletterzentrum": { position: 3, list: null, sentiment: "neutral" },
        "Heavens Gate": { position: 4, list: null, sentiment: "negative" },
      },
      citations: ["https://www.boulderwelt-muenchen.de/preise/"],
      own: ["https://www.boulderwelt-muenchen.de/preise/"],
    },
  },
  // de-05 Steuersoftware, perplexity + "Quellen" list; SteuerGo only in the sources list (not mentioned); own citation buhl.de (brand's domain); WISO Steuer positive (Stiftung Warentest "gut", praised), Taxfix negative ("nicht geeignet" for the user's case, fee at the end), ELSTER neutral (free official portal, facts).
  {
    id: "de-r13-05",
    lang: "de",
    shape: "perplexity",
    traps: ["sources-list", "negation", "mixed-sentiment"],
    brand: { name: "WISO Steuer", aliases: ["WISO"], domain: "buhl.de" },
    competitors: [
      { name: "Taxfix", domain: "taxfix.de" },
      { name: "SteuerGo", domain: "steuergo.de" },
      { name: "ELSTER", domain: "elster.de" },
    ],
    answer: `Für eine Steuererklärung mit Photovoltaikanlage und Vermietung brauchen Sie eine Software, die Anlage V und die Einnahmenüberschussrechnung vollständig abdeckt [1][2].

WISO Steuer von Buhl gilt in Tests als die umfassendste Lösung: Stiftung Warentest vergab WISO Steuer die Note „gut“ und lobte vor allem die verständlichen Erklärungen und die vollständige Abdeckung aller Anlagen [1]. Die Lizenz kostet rund 40 € pro Jahr [3].

Taxfix ist eine App, die per Frage-Antwort-Dialog durch die Erklärung führt. Für Vermietung und Photovoltaik ist Taxfix aber nicht geeignet: Die Anlage V wird nur eingeschränkt unterstützt, und die Gebühr wird erst am Ende fällig, wenn man schon viel Zeit investiert hat [2][4].

Kostenlos ist das offizielle Portal Mein ELSTER der Finanzverwaltung, über das auch jede Steuersoftware die Daten ans Finanzamt übermittelt [5].

Quellen
[1] Steuersoftware im Test – Stiftung Warentest – https://www.test.de/Steuersoftware-im-Test-4738624-0/
[2] WISO, Taxfix, SteuerGo & Co. im Vergleich – https://www.finanztip.de/steuersoftware/
[3] WISO Steuer 2025 – https://www.buhl.de/produkte/wiso-steuer/
[4] Taxfix Preise – https://taxfix.de/preise/
[5] Mein ELSTER – https://www.elster.de/eportal/start`,
    expect: {
      mentions: {
        "WISO Steuer": { position: 1, list: null, sentiment: "positive" },
        Taxfix: { position: 2, list: null, sentiment: "negative" },
        SteuerGo: null,
        ELSTER: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.test.de/Steuersoftware-im-Test-4738624-0/",
        "https://www.finanztip.de/steuersoftware/",
        "https://www.buhl.de/produkte/wiso-steuer/",
        "https://taxfix.de/preise/",
        "https://www.elster.de/eportal/start",
      ],
      own: ["https://www.buhl.de/produkte/wiso-steuer/"],
    },
  },
  // de-06 beglaubigte Übersetzung, copilot paragraphs + footnote lines (one bare domain, not a URL); brand written lower-case "lingoking"; "fast perfekt" is the adjective, not Übersetzungsbüro Perfekt (alias "Perfekt"), which is named before; lingoking positive (transparent price, reliable), Übersetzungsbüro Perfekt neutral (offers the service, branches), DeepL negative ("keine Option", not accepted by authorities, concession "zwar oft gut").
  {
    id: "de-r13-06",
    lang: "de",
    shape: "copilot",
    traps: ["case", "common-word", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Lingoking", domain: "lingoking.com" },
    competitors: [
      { name: "Übersetzungsbüro Perfekt", aliases: ["Perfekt"], domain: "uebersetzungsbuero-perfekt.de" },
      { name: "DeepL", domain: "deepl.com" },
    ],
    answer: `Für eine beglaubigte Übersetzung deiner Geburtsurkunde brauchst du einen vereidigten Übersetzer – maschinelle Tools reichen dafür nicht.

lingoking vermittelt beglaubigte Übersetzungen komplett online: Dokument hochladen, Festpreis sehen, das beglaubigte Original kommt per Post. Nutzer heben hervor, dass das bei lingoking meist in drei bis fünf Werktagen klappt und der Preis transparent ist. [1]

Das Übersetzungsbüro Perfekt bietet ebenfalls beglaubigte Übersetzungen an und hat Filialen in mehreren Städten, falls du das Dokument lieber persönlich abgibst. [2]

DeepL ist für solche Dokumente keine Option: Die Übersetzungen von DeepL sind zwar oft gut, aber nicht beglaubigt und werden von Behörden nicht akzeptiert. Und selbst wenn eine maschinelle Übersetzung fast perfekt wirkt, gegenlesen solltest du sie trotzdem.

[1] https://www.lingoking.com/de/beglaubigte-uebersetzung
[2] uebersetzungsbuero-perfekt.de`,
    expect: {
      mentions: {
        Lingoking: { position: 1, list: null, sentiment: "positive" },
        "Übersetzungsbüro Perfekt": { position: 2, list: null, sentiment: "neutral" },
        DeepL: { position: 3, list: null, sentiment: "negative" },
      },
      citations: ["https://www.lingoking.com/de/beglaubigte-uebersetzung"],
      own: ["https://www.lingoking.com/de/beglaubigte-uebersetzung"],
    },
  },
];
