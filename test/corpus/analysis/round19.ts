// Round 19: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output nor other rounds, written while round 17 was being developed against; held out.
import type { CorpusCase } from "./types.ts";

const enZopa = (zopaPraised: boolean): string => {
  const pos = (n: string) => `${n}’s app is genuinely one of the smoothest I’ve used, and withdrawals usually land the same day. Hard to fault for everyday savings.`;
  const neg = (n: string) => `In practice ${n}’s withdrawals can be slow, and keeping track of everything gets fiddly quickly, so it’s not the one I’d pick if you might need the money at short notice.`;
  const zopaLine = zopaPraised ? pos("Zopa") : neg("Zopa");
  const raisinLine = zopaPraised ? neg("Raisin") : pos("Raisin");
  const bottom = zopaPraised
    ? "For a pot you can dip into without thinking about it, I’d go with ZOPA first. Raisin is worth a look only if you enjoy chasing rates and don’t mind the extra admin."
    : "For a pot you can dip into without thinking about it, I’d go with Raisin first. ZOPA is worth a look only if you enjoy chasing rates and don’t mind the extra admin.";
  return `Rates on easy-access accounts move every few weeks, so treat the figures below as a snapshot and check them before you transfer anything. No single account is a paragon of every virtue: the right pick depends on whether you care most about the headline rate, the app, or how quickly you can get your money out.

## Quick picks

1. **Zopa Smart Saver** – easy access, FSCS-protected up to £85,000, and you can split your money into separate pots. ${zopaLine} ([zopa.com](https://www.zopa.com/savings/smart-saver?utm_source=chatgpt.com))
2. **Raisin UK** – a marketplace rather than a bank: you open one account and choose products from partner banks, each covered by its own FSCS limit. ${raisinLine} ([raisin.co.uk](https://www.raisin.co.uk/easy-access/?utm_source=chatgpt.com))
3. **Atom bank Instant Saver** – app-only, variable rate, interest calculated daily and paid monthly. Atom was founded in Durham in 2014 and holds a full UK banking licence.
4. **Cynergy Bank Online Easy Access** – often near the top of the tables, but managed through a website rather than an app.

## Also worth knowing

- **Paragon Bank** is not the flashiest option (there’s no proper app, only an online portal), but its easy-access rates have been consistently competitive for years and its UK-based customer service gets very good reviews.
- Best-buy tables change weekly; [MoneySavingExpert’s list](https://www.moneysavingexpert.com/savings/savings-accounts-best-interest/?utm_source=chatgpt.com) is a reliable place to compare.
- Interest above your Personal Savings Allowance (£1,000 for basic-rate taxpayers) is taxable.

## Bottom line

${bottom}`;
};

const zopaBrands = {
  brand: { name: "Zopa", domain: "zopa.com" },
  competitors: [
    { name: "Raisin", aliases: ["Raisin UK"], domain: "raisin.co.uk" },
    { name: "Atom bank", aliases: ["Atom"], domain: "atombank.co.uk" },
    { name: "Paragon", aliases: ["Paragon Bank"], domain: "paragonbank.co.uk" },
  ],
};
const zopaCitations = [
  "https://www.zopa.com/savings/smart-saver?utm_source=chatgpt.com",
  "https://www.raisin.co.uk/easy-access/?utm_source=chatgpt.com",
  "https://www.moneysavingexpert.com/savings/savings-accounts-best-interest/?utm_source=chatgpt.com",
];

const enCases: CorpusCase[] = [
  // Q: best UK easy-access savings account, Zopa or Raisin? Traps: "paragon of every virtue" (common word) before Paragon Bank is named; ZOPA in capitals; possessives Zopa’s/Raisin’s with typographic apostrophe; alias Atom; Paragon first in a second (bulleted) list. Zopa positive ("genuinely one of the smoothest", "Hard to fault", "I’d go with ZOPA first"); Raisin negative ("withdrawals can be slow", "not the one I’d pick", "worth a look only if"); Atom bank neutral (founding date, licence: facts); Paragon positive ("not the flashiest…, but… consistently competitive… very good reviews").
  {
    id: "en-r19-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "possessive", "case", "alias", "utm", "hedge", "mixed-sentiment", "markdown"],
    ...zopaBrands,
    answer: enZopa(true),
    expect: {
      mentions: {
        Zopa: { position: 1, list: 1, sentiment: "positive" },
        Raisin: { position: 2, list: 2, sentiment: "negative" },
        "Atom bank": { position: 3, list: 3, sentiment: "neutral" },
        Paragon: { position: 4, list: 1, sentiment: "positive" },
      },
      citations: zopaCitations,
      own: ["https://www.zopa.com/savings/smart-saver?utm_source=chatgpt.com"],
    },
    pair: "en-r19-02",
  },
  // Q: same as en-r19-01, praise and criticism swapped between Zopa and Raisin. Traps as en-r19-01. Zopa negative ("Zopa’s withdrawals can be slow", "not the one I’d pick", "ZOPA is worth a look only if"); Raisin positive ("Raisin’s app is genuinely one of the smoothest", "Hard to fault", "I’d go with Raisin first"); Atom bank neutral (facts); Paragon positive ("consistently competitive… very good reviews").
  {
    id: "en-r19-02",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "possessive", "case", "alias", "utm", "hedge", "mixed-sentiment", "markdown"],
    ...zopaBrands,
    answer: enZopa(false),
    expect: {
      mentions: {
        Zopa: { position: 1, list: 1, sentiment: "negative" },
        Raisin: { position: 2, list: 2, sentiment: "positive" },
        "Atom bank": { position: 3, list: 3, sentiment: "neutral" },
        Paragon: { position: 4, list: 1, sentiment: "positive" },
      },
      citations: zopaCitations,
      own: ["https://www.zopa.com/savings/smart-saver?utm_source=chatgpt.com"],
    },
    pair: "en-r19-01",
  },
  // Q: cheapest way to book a package holiday to Spain from Manchester, loveholidays or On the Beach? Traps: "a week on the beach" (the phrase, not the brand) before the brand's first mention and again in the tips; names in table rows; bare domains onthebeach.co.uk / loveholidays.com (no URL, no mention); concession for On the Beach. loveholidays positive ("hard to beat on price", "customers rate its service highly"); On the Beach positive ("a touch pricier…, true, but… the best I’ve come across", "I’d happily pay the difference"); Travel Republic negative ("rarely has anything the others don’t", "feels dated", "I wouldn’t go out of my way").
  {
    id: "en-r19-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "On the Beach", domain: "onthebeach.co.uk" },
    competitors: [
      { name: "loveholidays", domain: "loveholidays.com" },
      { name: "Travel Republic", domain: "travelrepublic.co.uk" },
    ],
    answer: `## Booking a package holiday to Spain from Manchester

If all you want is a week on the beach in Mallorca or on the Costa del Sol, an online travel agent will usually beat booking flights and hotel separately, and ATOL protection comes as standard. The main sites differ more on deposits and extras than on the holidays themselves.

### At a glance

| Site | ATOL protected | Low deposit | Best for |
|---|---|---|---|
| loveholidays | Yes | From £29pp | Flexible-date searches |
| On the Beach | Yes | From £60pp | Beach and resort hotels |
| Travel Republic | Yes | Varies | City breaks plus beach |
| easyJet holidays | Yes | From £60pp | Regional departures |

### What sets them apart

**Price:** loveholidays is hard to beat on price right now. Its flexible-date search regularly turns up deals £100–£200 cheaper than elsewhere for the same hotel, and customers rate its service highly.

**Convenience:** On the Beach is a touch pricier for the same hotels, true, but its filters (distance to the sand, transfer time, board basis) are the best I’ve come across, and for a family trip I’d happily pay the difference.

**Worth skipping:** Travel Republic rarely has anything the others don’t, and its site feels dated; I wouldn’t go out of my way for it.

### Tips

- Late May and early October are often 30% cheaper than the school holidays, and a week on the beach is just as warm.
- Compare the final price on onthebeach.co.uk and loveholidays.com with luggage and transfers added, not the headline figure.
- Check that the ATOL certificate arrives by email within a day of booking.`,
    expect: {
      mentions: {
        "On the Beach": { position: 2, list: 2, sentiment: "positive" },
        loveholidays: { position: 1, list: 1, sentiment: "positive" },
        "Travel Republic": { position: 3, list: 3, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },
  // Q: how do I find a reliable plumber in Leeds, is Checkatrade worth it? Traps: "the most highly rated people in the trade" (ordinary words) before Checkatrade and Rated People are named; TrustATrader only as a bare domain (trustatrader.com); MyBuilder only in the trailing Sources list; footnote markers; numbered list naming no tracked name. Checkatrade positive ("It isn't flawless – … – but… a sensible first stop"); Rated People negative ("often get no response at all", "quotes… vary wildly", "I wouldn't rely on Rated People"); MyBuilder and TrustATrader not mentioned.
  {
    id: "en-r19-04",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "url-only", "hedge", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Checkatrade", domain: "checkatrade.com" },
    competitors: [
      { name: "Rated People", domain: "ratedpeople.com" },
      { name: "MyBuilder", domain: "mybuilder.com" },
      { name: "TrustATrader", domain: "trustatrader.com" },
    ],
    answer: `Finding a dependable plumber in Leeds mostly comes down to checking reviews, qualifications and insurance before anyone starts work[1]. The most highly rated people in the trade are often booked up weeks ahead, so start early if the job isn't urgent[2].

**Checkatrade** is the best-known directory in the UK. Tradespeople pay a membership fee and are vetted on ID, insurance and, where relevant, Gas Safe registration, and reviews are checked before they're published[1]. It isn't flawless – vetting is only as good as the paperwork submitted, and some customers feel the reviews skew positive[3] – but for a boiler or gas job Checkatrade is a sensible first stop.

**Rated People** works the other way round: you post the job and up to three tradespeople pay to contact you[4]. In Leeds, users report that small jobs such as a dripping tap often get no response at all, and the quotes that do arrive vary wildly, so I wouldn't rely on Rated People for anything urgent[4].

Similar directories exist (trustatrader.com is one), but coverage in West Yorkshire is thinner[3]. Whichever route you choose:

1. Ask for two or three written quotes.
2. Check any gas engineer on the Gas Safe Register yourself[5].
3. Avoid paying large deposits up front for small jobs[2].

Sources
[1] Checkatrade – How we vet our members: https://www.checkatrade.com/blog/trade/how-we-vet/
[2] Leeds City Council – Choosing a trader: https://www.leeds.gov.uk/business/trading-standards/choosing-a-trader
[3] Which? – How to find a reliable tradesperson: https://www.which.co.uk/consumer-rights/advice/how-to-find-a-reliable-tradesperson-aXnjR6X8kQ0b
[4] MyBuilder vs Rated People: which is better for homeowners?: https://www.mybuilder.com/questions/v/39421/mybuilder-or-rated-people
[5] Gas Safe Register – Find an engineer: https://www.gassaferegister.co.uk/find-an-engineer/`,
    expect: {
      mentions: {
        Checkatrade: { position: 1, list: null, sentiment: "positive" },
        "Rated People": { position: 2, list: null, sentiment: "negative" },
        MyBuilder: null,
        TrustATrader: null,
      },
      citations: [
        "https://www.checkatrade.com/blog/trade/how-we-vet/",
        "https://www.leeds.gov.uk/business/trading-standards/choosing-a-trader",
        "https://www.which.co.uk/consumer-rights/advice/how-to-find-a-reliable-tradesperson-aXnjR6X8kQ0b",
        "https://www.mybuilder.com/questions/v/39421/mybuilder-or-rated-people",
        "https://www.gassaferegister.co.uk/find-an-engineer/",
      ],
      own: ["https://www.checkatrade.com/blog/trade/how-we-vet/"],
    },
  },
  // Q: which online pharmacy for my repeat NHS prescriptions? Traps: the verb "to echo" before any brand (Echo is an alias of LloydsDirect); the alias Echo used as the brand's former name later; lower-case "chemist4u" and "pharmacy2u"; possessives Pharmacy2U's/Chemist4U's; double negative "I can't say … anything but dependable"; praise of the past for LloydsDirect; Medino only in a link target. Pharmacy2U positive ("the safest default", "a minor niggle rather than a reason to look elsewhere"); LloydsDirect negative ("a harder one to recommend", "reviews have slipped noticeably", "I wouldn't choose LloydsDirect today unless"); Chemist4U positive ("can't say … anything but dependable", "rarely have a bad word"); Medino not mentioned (cited only).
  {
    id: "en-r19-05",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "alias", "case", "possessive", "negation", "hedge", "url-only", "mixed-sentiment", "markdown"],
    brand: { name: "Pharmacy2U", domain: "pharmacy2u.co.uk" },
    competitors: [
      { name: "LloydsDirect", aliases: ["Echo"], domain: "lloydsdirect.co.uk" },
      { name: "Chemist4U", domain: "chemist4u.com" },
      { name: "Medino", domain: "medino.com" },
    ],
    answer: `For repeat NHS prescriptions in England, any of the big online pharmacies will handle the basics: you nominate the pharmacy in the NHS App, your GP sends the prescription electronically, and the medication is posted to you (you still pay the standard prescription charge unless you're exempt). Just to echo what your surgery will probably tell you, nominating a pharmacy only changes where your prescription is dispensed, not what's on it.

**Pharmacy2U** is the largest and, in my view, the safest default. It has been dispensing NHS prescriptions since 1999, the app reminds you when a repeat is due, and delivery is free. Pharmacy2U's parcels occasionally arrive a day later than promised, but that's a minor niggle rather than a reason to look elsewhere. You can set it up at [pharmacy2u.co.uk](https://www.pharmacy2u.co.uk/nhs-prescriptions).

**LloydsDirect** is a harder one to recommend. Back when it was called Echo, it was the app everyone suggested; since the rebrand, though, reviews have slipped noticeably, and late deliveries are the most common complaint. I wouldn't choose LloydsDirect today unless you already use it and it works for you.

**chemist4u** is a smaller, independent option based in the North West. I can't say Chemist4U's service is anything but dependable: people using it for repeat medication rarely have a bad word to say about it, though its app is more basic than the others.

If you also buy over-the-counter products, you might compare prices on [a marketplace like this one](https://www.medino.com/pharmacy) first, but for NHS items it makes no difference, since the charge is fixed.

In short: start with pharmacy2u, and only switch if its delivery times don't suit you.`,
    expect: {
      mentions: {
        Pharmacy2U: { position: 1, list: null, sentiment: "positive" },
        LloydsDirect: { position: 2, list: null, sentiment: "negative" },
        Chemist4U: { position: 3, list: null, sentiment: "positive" },
        Medino: null,
      },
      citations: ["https://www.pharmacy2u.co.uk/nhs-prescriptions", "https://www.medino.com/pharmacy"],
      own: ["https://www.pharmacy2u.co.uk/nhs-prescriptions"],
    },
  },
  // Q: cheap bookkeeping software for a UK sole trader, ready for Making Tax Digital? Traps: "always a crunch for you" (common word) before the brand Crunch; KASHFLOW in capitals and KashFlow’s possessive; nested list with GoSimpleTax only in a sub-bullet (2nd); own citation on a subdomain (my.pandle.com); utm links. Pandle positive ("excellent value: I’d start here", "start with the free Pandle plan"); KashFlow negative ("fine, but… feels clunky", "I’d only pick it if"); Crunch negative ("isn’t the cheapest", "fairly limited"); GoSimpleTax neutral (price and HMRC listing: facts).
  {
    id: "en-r19-06",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "case", "possessive", "nested-list", "subdomain", "utm", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Pandle", domain: "pandle.com" },
    competitors: [
      { name: "KashFlow", domain: "kashflow.com" },
      { name: "Crunch", domain: "crunch.co.uk" },
      { name: "GoSimpleTax", domain: "gosimpletax.com" },
    ],
    answer: `If the January self-assessment deadline is always a crunch for you, Making Tax Digital for Income Tax (mandatory from April 2026 for sole traders with qualifying income over £50,000) is a good excuse to move your records into proper software. These are the affordable options most sole traders look at:

1. **Pandle**
   - Free plan with bank feeds, invoicing and basic reports; Pandle Pro costs around £5 a month.
   - Pandle’s interface is plain but quick to learn, and for a simple sole-trader setup it’s excellent value: I’d start here.
   - Sign up: [Pandle](https://my.pandle.com/signup?utm_source=chatgpt.com)
2. **KASHFLOW**
   - Owned by IRIS; plans from roughly £10 a month ([pricing](https://www.kashflow.com/pricing/?utm_source=chatgpt.com)).
   - KashFlow’s reports are fine, but the interface hasn’t changed much in years and feels clunky next to newer apps; I’d only pick it if your accountant already works in IRIS.
3. **Crunch**
   - Free bookkeeping software, with paid plans that add a dedicated accountant.
   - Crunch isn’t the cheapest once you add accountant support, and the free tier is fairly limited for MTD.
4. **Spreadsheet + bridging tool**
   - Keep your own spreadsheet and use a bridging app to send the quarterly updates to HMRC.
   - GoSimpleTax is one such tool; it costs around £50–£70 a year and is on HMRC’s list of recognised software.

**My pick:** start with the free Pandle plan and upgrade only if you outgrow it. HMRC keeps the official list of compatible products on [GOV.UK](https://www.gov.uk/guidance/find-software-thats-compatible-with-making-tax-digital-for-income-tax?utm_source=chatgpt.com).`,
    expect: {
      mentions: {
        Pandle: { position: 1, list: 1, sentiment: "positive" },
        KashFlow: { position: 2, list: 2, sentiment: "negative" },
        Crunch: { position: 3, list: 3, sentiment: "negative" },
        GoSimpleTax: { position: 4, list: 2, sentiment: "neutral" },
      },
      citations: [
        "https://my.pandle.com/signup?utm_source=chatgpt.com",
        "https://www.kashflow.com/pricing/?utm_source=chatgpt.com",
        "https://www.gov.uk/guidance/find-software-thats-compatible-with-making-tax-digital-for-income-tax?utm_source=chatgpt.com",
      ],
      own: ["https://my.pandle.com/signup?utm_source=chatgpt.com"],
    },
  },
];

const frCamping = (huttopiaPraised: boolean): string => {
  const pos = (n: string) => `${n} est le réseau que je recommanderais sans hésiter ; l'accueil est chaleureux et les emplacements sont très bien entretenus.`;
  const neg = (n: string) => `chez ${n}, les prestations ne sont pas à la hauteur des tarifs en haute saison, et plusieurs familles signalent des hébergements vieillissants.`;
  const h = huttopiaPraised ? pos("Huttopia") : neg("Huttopia");
  const s = huttopiaPraised ? neg("Sandaya") : pos("Sandaya");
  const verdict = huttopiaPraised
    ? "Huttopia, c'est celui que je choisirais les yeux fermés ; Sandaya, franchement, je l'éviterais en juillet-août."
    : "Sandaya, c'est celui que je choisirais les yeux fermés ; Huttopia, franchement, je l'éviterais en juillet-août.";
  return `## Campings en famille : les grands réseaux comparés

Tout dépend de ce que vous cherchez : nature et calme, ou piscine à toboggans et animations le soir. En Dordogne comme en Ardèche, vous croiserez surtout Sandaya et Huttopia, mais aussi des réseaux de campings indépendants.

### 1. Huttopia
- **Concept** : tentes en toile et chalets en bois, souvent en pleine forêt, avec peu de béton et pas de mobil-homes alignés.
- **Avis** : ${h}

### 2. Sandaya
- **Concept** : campings 4 et 5 étoiles avec espaces aquatiques, clubs enfants et restauration sur place.
- **Avis** : ${s}

### 3. Yelloh! Village
- **Concept** : des campings indépendants réunis sous une même marque, du littoral atlantique à la Méditerranée.
- **À savoir** : chaque camping garde son propriétaire, donc l'ambiance change d'un site à l'autre.

### 4. Capfun
- **Concept** : une centaine de campings en France et en Europe, clubs enfants inclus dans le prix du séjour.

| Réseau | Hébergement type | Piscine | Ambiance |
|---|---|---|---|
| Huttopia | Tente, chalet bois | Souvent naturelle ou petite | Calme, nature |
| Sandaya | Mobil-home, cottage | Parc aquatique | Animée |
| yelloh village | Variable | Variable | Variable |
| Capfun | Mobil-home | Parc aquatique | Très animée |

**En bref** : ${verdict}`;
};

const campingBrands = {
  brand: { name: "Huttopia", domain: "huttopia.com" },
  competitors: [
    { name: "Sandaya", domain: "sandaya.fr" },
    { name: "Yelloh! Village", aliases: ["Yelloh Village"], domain: "yellohvillage.fr" },
    { name: "Capfun", domain: "capfun.com" },
  ],
};

const frCases: CorpusCase[] = [
  // Q: quel opticien choisir à Lyon pour des verres progressifs ? Traps: GENERALE D'OPTIQUE in capitals without accent; lower-case "lissac"; elision "d'Optical Center"; Grand Optical only in the trailing run of footnote lines; hedge "n'est pas l'enseigne la moins chère, mais…". Lissac positive ("bonne réputation", "on regrette rarement d'y avoir mis le prix", "je commencerais par lissac"); Optical Center negative ("je ne suis pas sûr que… soient le meilleur choix", "suivi après-vente inégal"); Générale d'Optique neutral ("propose des offres « deux paires » et des magasins…": facts); Grand Optical not mentioned.
  {
    id: "fr-r19-01",
    lang: "fr",
    shape: "copilot",
    traps: ["case", "possessive", "sources-list", "hedge", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Lissac", domain: "lissac.fr" },
    competitors: [
      { name: "Optical Center", domain: "optical-center.fr" },
      { name: "Générale d'Optique", domain: "generale-optique.com" },
      { name: "Grand Optical", domain: "grandoptical.com" },
    ],
    answer: `Pour des verres progressifs à Lyon, l'essentiel est de trouver un opticien qui prend le temps des mesures (écart pupillaire, hauteur de montage) et qui accorde une vraie période d'adaptation[1].

**Lissac** a une bonne réputation sur ce point : ses opticiens sont réputés pour la précision des prises de mesure, et l'enseigne propose une garantie d'adaptation sur les progressifs[1]. Lissac n'est pas l'enseigne la moins chère, mais on regrette rarement d'y avoir mis le prix pour ce type de verres.

**Optical Center** mise surtout sur les prix et les promotions permanentes[2]. Pour une première paire de progressifs, je ne suis pas sûr que les magasins d'Optical Center soient le meilleur choix : plusieurs avis évoquent un suivi après-vente inégal d'un magasin à l'autre[3].

**GENERALE D'OPTIQUE** propose des offres « deux paires » et des magasins dans la plupart des centres commerciaux de l'agglomération[2].

Les prix des progressifs varient du simple au triple selon la gamme de verres[4] : demandez toujours un devis détaillé, verre par verre.

En résumé : pour des progressifs, je commencerais par lissac, en faisant faire un second devis ailleurs pour comparer.

[1] Lissac – Verres progressifs : https://www.lissac.fr/verres-progressifs
[2] 60 Millions de consommateurs – Opticiens : le comparatif : https://www.60millions-mag.com/2024/03/12/opticiens-le-comparatif-22545
[3] UFC-Que Choisir – Choisir son opticien : https://www.quechoisir.org/guide-d-achat-opticien-n21851/
[4] Grand Optical – Prix des verres progressifs : https://www.grandoptical.com/conseils/prix-verres-progressifs`,
    expect: {
      mentions: {
        Lissac: { position: 1, list: null, sentiment: "positive" },
        "Optical Center": { position: 2, list: null, sentiment: "negative" },
        "Générale d'Optique": { position: 3, list: null, sentiment: "neutral" },
        "Grand Optical": null,
      },
      citations: [
        "https://www.lissac.fr/verres-progressifs",
        "https://www.60millions-mag.com/2024/03/12/opticiens-le-comparatif-22545",
        "https://www.quechoisir.org/guide-d-achat-opticien-n21851/",
        "https://www.grandoptical.com/conseils/prix-verres-progressifs",
      ],
      own: ["https://www.lissac.fr/verres-progressifs"],
    },
  },
  // Q: quel réseau de campings pour des vacances en famille en Dordogne ou en Ardèche ? Traps: Sandaya named in prose before the numbered headings (position 1, list 2); numbered headings "### 1. Huttopia" as list items; bullets under headings; table after; alias "yelloh village" lower case without "!". Huttopia positive ("je recommanderais sans hésiter", "je choisirais les yeux fermés"); Sandaya negative ("ne sont pas à la hauteur des tarifs", "hébergements vieillissants", "je l'éviterais"); Yelloh! Village neutral ("chaque camping garde son propriétaire": fact); Capfun neutral ("une centaine de campings…, clubs enfants inclus": facts).
  {
    id: "fr-r19-02",
    lang: "fr",
    shape: "gemini",
    traps: ["prose-before-list", "table", "alias", "case", "negation", "mixed-sentiment", "markdown"],
    ...campingBrands,
    answer: frCamping(true),
    expect: {
      mentions: {
        Huttopia: { position: 2, list: 1, sentiment: "positive" },
        Sandaya: { position: 1, list: 2, sentiment: "negative" },
        "Yelloh! Village": { position: 3, list: 3, sentiment: "neutral" },
        Capfun: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "fr-r19-03",
  },
  // Q: same as fr-r19-02, praise and criticism swapped between Huttopia and Sandaya. Huttopia negative ("chez Huttopia, les prestations ne sont pas à la hauteur", "je l'éviterais"); Sandaya positive ("Sandaya est le réseau que je recommanderais sans hésiter", "les yeux fermés"); Yelloh! Village neutral; Capfun neutral.
  {
    id: "fr-r19-03",
    lang: "fr",
    shape: "gemini",
    traps: ["prose-before-list", "table", "alias", "case", "negation", "mixed-sentiment", "markdown"],
    ...campingBrands,
    answer: frCamping(false),
    expect: {
      mentions: {
        Huttopia: { position: 2, list: 1, sentiment: "negative" },
        Sandaya: { position: 1, list: 2, sentiment: "positive" },
        "Yelloh! Village": { position: 3, list: 3, sentiment: "neutral" },
        Capfun: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "fr-r19-02",
  },
  // Q: quel site pour réserver un vol pas cher Paris–Athènes ? Traps: Du Bellay's "comme Ulysse" (the Homeric hero) opens the answer, and "comme Ulysse face aux sirènes" after the brand; elisions "d'Ulysse", "d'Opodo"; GO VOYAGES in capitals; look-alike domain ulysse-voyages.fr (another agency, not own) as link text and target; comparison "plus lent… que Google Flights". Liligo negative ("nettement plus lent et plus chargé en publicités", "ne sont plus disponibles"); Opodo negative ("les frais… s'ajoutent", "le total d'Opodo dépasse parfois"); Go Voyages neutral ("appartient au même groupe", "propose aussi des formules": facts); Ulysse positive ("n'est pas forcément moins cher ; en revanche son service client répond vite", "je n'hésiterais pas").
  {
    id: "fr-r19-04",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "possessive", "case", "lookalike-domain", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Ulysse", domain: "ulysse.com" },
    competitors: [
      { name: "Liligo", domain: "liligo.fr" },
      { name: "Opodo", domain: "opodo.fr" },
      { name: "Go Voyages", domain: "govoyages.com" },
    ],
    answer: `« Heureux qui, comme Ulysse, a fait un beau voyage »… encore faut-il l'avoir payé au bon prix. Pour un Paris–Athènes, voici comment je m'y prendrais.

**Commencer par comparer.** Liligo permet de voir quelles compagnies desservent la ligne (Aegean et plusieurs low-cost au départ d'Orly ou de Beauvais) et à quel tarif, mais Liligo est nettement plus lent et plus chargé en publicités que Google Flights, et certains prix affichés ne sont plus disponibles une fois chez le vendeur. Vous pouvez tout de même jeter un œil à [sa page Paris–Athènes](https://www.liligo.fr/vols-paris-athenes.html).

**Passer par une agence en ligne.** Opodo affiche souvent des prix d'appel très bas, mais les frais de service et de bagages s'ajoutent au moment de payer : le total d'Opodo dépasse parfois celui de la compagnie en direct. GO VOYAGES, qui appartient au même groupe qu'Opodo, propose aussi des formules vol + hôtel.

**Regarder du côté d'Ulysse.** Ulysse est une agence française plus récente, pensée pour les voyageurs flexibles : vous indiquez une fourchette de dates et le site combine vols, trains et étapes. Pour un simple aller-retour, Ulysse n'est pas forcément moins cher ; en revanche son service client répond vite, en français, et je n'hésiterais pas à l'utiliser pour un itinéraire Athènes + îles. Tout se passe sur [le site d'Ulysse](https://ulysse.com/fr/), à ne pas confondre avec [ulysse-voyages.fr](https://www.ulysse-voyages.fr/), une agence locale sans lien.

Et comme Ulysse face aux sirènes, méfiez-vous des tarifs « à partir de » qui n'incluent ni bagage en soute ni choix du siège.`,
    expect: {
      mentions: {
        Ulysse: { position: 4, list: null, sentiment: "positive" },
        Liligo: { position: 1, list: null, sentiment: "negative" },
        Opodo: { position: 2, list: null, sentiment: "negative" },
        "Go Voyages": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.liligo.fr/vols-paris-athenes.html",
        "https://ulysse.com/fr/",
        "https://www.ulysse-voyages.fr/",
      ],
      own: ["https://ulysse.com/fr/"],
    },
  },
  // Q: quelle plateforme de soutien scolaire en ligne pour un élève de 3e qui prépare le brevet ? Traps: "Rien ne remplace les bons profs en classe" (the words, not the brand Les Bons Profs) before the table; SCHOOLMOUV in capitals; names in table rows, then in a bulleted "Mon avis" list; concession "moins d'exercices…, c'est vrai, mais…"; conditional "ne vaut le coup que si". Schoolmouv positive ("celle que je conseillerais en premier", "vraiment bien faits"); Les Bons Profs positive ("c'est vrai, mais… celles qui débloquent tout", "gardez Les Bons Profs pour les chapitres qui coincent"); Maxicours negative ("plus cher", "fait un peu datée", "ne vaut le coup que si").
  {
    id: "fr-r19-05",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "case", "table", "hedge", "negation", "utm", "mixed-sentiment", "markdown"],
    brand: { name: "Schoolmouv", domain: "schoolmouv.fr" },
    competitors: [
      { name: "Les Bons Profs", domain: "lesbonsprofs.com" },
      { name: "Maxicours", domain: "maxicours.com" },
    ],
    answer: `Bonne idée de s'y prendre tôt : pour le brevet, la régularité compte plus que le volume d'heures. Rien ne remplace les bons profs en classe, mais une plateforme en ligne aide à réviser à son rythme, surtout en maths et en français. Voici les trois plus utilisées :

| Plateforme | Format | Prix indicatif | Particularité |
|---|---|---|---|
| **Schoolmouv** | Vidéos, fiches, quiz | ~10–15 €/mois | Annales du brevet corrigées |
| **Les Bons Profs** | Vidéos courtes, exercices | ~10 €/mois | Vidéos de 5 à 10 minutes |
| **Maxicours** | Cours, exercices, profs en ligne | ~20–30 €/mois | Profs joignables par chat |

### Mon avis

- **SCHOOLMOUV** : c'est celle que je conseillerais en premier pour le brevet ; les annales corrigées et les quiz par chapitre sont vraiment bien faits.
- **Les Bons Profs** : moins d'exercices que les autres, c'est vrai, mais pour un élève qui décroche en maths, leurs vidéos sont souvent celles qui débloquent tout.
- **Maxicours** : plus cher, et l'interface fait un peu datée ; l'aide en direct de Maxicours ne vaut le coup que si votre enfant s'en sert vraiment.

**En résumé** : commencez par l'essai gratuit de Schoolmouv ([schoolmouv.fr](https://www.schoolmouv.fr/brevet?utm_source=chatgpt.com)), gardez Les Bons Profs pour les chapitres qui coincent, et vérifiez le calendrier des épreuves sur [le site du ministère](https://www.education.gouv.fr/reussir-au-college-le-diplome-national-du-brevet-dnb-100?utm_source=chatgpt.com).`,
    expect: {
      mentions: {
        Schoolmouv: { position: 1, list: 1, sentiment: "positive" },
        "Les Bons Profs": { position: 2, list: 2, sentiment: "positive" },
        Maxicours: { position: 3, list: 3, sentiment: "negative" },
      },
      citations: [
        "https://www.schoolmouv.fr/brevet?utm_source=chatgpt.com",
        "https://www.education.gouv.fr/reussir-au-college-le-diplome-national-du-brevet-dnb-100?utm_source=chatgpt.com",
      ],
      own: ["https://www.schoolmouv.fr/brevet?utm_source=chatgpt.com"],
    },
  },
  // Q: quelle appli anti-gaspi utiliser à Nantes pour acheter des invendus ? Traps: "tel le phénix" (the mythological bird; accent-insensitive equal to Phenix) before the brand; PHENIX in capitals; "too good to go" in lower case; "n'est pas mauvaise, mais…" faint praise turned criticism; comparison with Too Good To Go; trailing Sources list. Too Good To Go positive ("très fournie", "le principe fonctionne bien", mild "seul bémol"); Phenix negative ("n'est pas mauvaise, mais… son offre reste maigre", "créneaux… en pleine journée de travail"); Nous Anti-Gaspi neutral ("épiceries physiques spécialisées…", "plusieurs dizaines de magasins": facts).
  {
    id: "fr-r19-06",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "case", "negation", "hedge", "sources-list", "mixed-sentiment", "markdown"],
    brand: { name: "Too Good To Go", domain: "toogoodtogo.com" },
    competitors: [
      { name: "Phenix", domain: "wearephenix.com" },
      { name: "Nous Anti-Gaspi", domain: "nousantigaspi.com" },
    ],
    answer: `Pain de la veille, fruits un peu tachés, yaourts à date courte : tous ces invendus peuvent renaître, tel le phénix, au lieu de finir à la poubelle[1]. À Nantes, trois solutions couvrent l'essentiel.

**Too Good To Go** est l'application la plus répandue : boulangeries, supérettes et restaurants y proposent des « paniers surprise » à environ un tiers de leur valeur[2]. L'offre nantaise de Too Good To Go est très fournie et le principe fonctionne bien ; seul bémol, on ne choisit pas le contenu du panier[3].

**PHENIX** repose sur le même principe, avec des paniers de commerçants et de grandes surfaces[4]. L'appli Phenix n'est pas mauvaise, mais à Nantes son offre reste maigre comparée à Too Good To Go, et les créneaux de retrait tombent souvent en pleine journée de travail[4].

**Nous Anti-Gaspi** propose une autre approche : des épiceries physiques spécialisées dans les produits déclassés (calibre hors norme, emballage abîmé, date courte)[5]. L'enseigne compte plusieurs dizaines de magasins, principalement dans l'Ouest[5].

Astuce : activez les notifications de too good to go pour vos commerces favoris, car les meilleurs paniers partent en quelques minutes[3].

Sources
[1] ADEME – Gaspillage alimentaire : https://agirpourlatransition.ademe.fr/particuliers/maison/alimentation/gaspillage-alimentaire
[2] Too Good To Go – Comment ça marche : https://www.toogoodtogo.com/fr/comment-ca-marche
[3] Ouest-France – À Nantes, les applis anti-gaspi ont la cote : https://www.ouest-france.fr/pays-de-la-loire/nantes-44000/a-nantes-les-applis-anti-gaspi-ont-la-cote-5b8c2f1e
[4] Phenix – L'application anti-gaspi : https://www.wearephenix.com/application/
[5] Nous Anti-Gaspi – Nos magasins : https://nousantigaspi.com/magasins/`,
    expect: {
      mentions: {
        "Too Good To Go": { position: 1, list: null, sentiment: "positive" },
        Phenix: { position: 2, list: null, sentiment: "negative" },
        "Nous Anti-Gaspi": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://agirpourlatransition.ademe.fr/particuliers/maison/alimentation/gaspillage-alimentaire",
        "https://www.toogoodtogo.com/fr/comment-ca-marche",
        "https://www.ouest-france.fr/pays-de-la-loire/nantes-44000/a-nantes-les-applis-anti-gaspi-ont-la-cote-5b8c2f1e",
        "https://www.wearephenix.com/application/",
        "https://nousantigaspi.com/magasins/",
      ],
      own: ["https://www.toogoodtogo.com/fr/comment-ca-marche"],
    },
  },
];

const esOpos = (masterdPraised: boolean): string => {
  const pos = (n: string) => `${n} tiene un campus muy cómodo y los tutores responden rápido; es la que más recomendaría si estudias por tu cuenta.`;
  const neg = (n: string) => `en ${n} el material es abundante, pero muchos alumnos se quejan de que los simulacros se parecen poco al examen y de que el seguimiento deja bastante que desear.`;
  const m = masterdPraised ? pos("MasterD") : neg("MasterD");
  const a = masterdPraised ? neg("Adams") : pos("Adams");
  const rec = masterdPraised
    ? "si tuviera que elegir una sola, iría con Master D; Adams, solo si te pilla cerca un centro y prefieres clases en aula."
    : "si tuviera que elegir una sola, iría con Adams; Master D, solo si te pilla cerca un centro y prefieres clases en aula.";
  return `Para auxiliar administrativo del Estado lo importante es que la academia tenga el temario actualizado a la última convocatoria y muchos test con preguntas de exámenes reales. Antes de pagar, pide siempre una clase de prueba: tanto MasterD como ADAMS la ofrecen.

**Opciones más habituales**

1. **MasterD**
   - Modalidad: online con tutor, y centros presenciales en varias ciudades.
   - Precio orientativo: 60–90 €/mes ([curso](https://www.masterd.es/oposiciones/auxiliar-administrativo-estado?utm_source=chatgpt.com)).
   - Opinión: ${m}
2. **Adams**
   - Modalidad: online, y centros presenciales en varias ciudades.
   - Precio orientativo: 70–100 €/mes ([curso](https://www.adams.es/oposiciones/auxiliar-administrativo-estado/?utm_source=chatgpt.com)).
   - Opinión: ${a}
3. **CEF**
   - Más conocido por oposiciones de Hacienda y Justicia; el CEF también tiene curso de auxiliar administrativo.
4. **Opositatest**
   - No es una academia: Opositatest es una plataforma de test por suscripción que muchos opositores combinan con cualquiera de las anteriores.

**Mi recomendación:** ${rec}

Consulta la convocatoria vigente en el [BOE](https://www.boe.es/buscar/boe.php?utm_source=chatgpt.com) antes de matricularte.`;
};

const oposBrands = {
  brand: { name: "MasterD", aliases: ["Master D"], domain: "masterd.es" },
  competitors: [
    { name: "Adams", domain: "adams.es" },
    { name: "CEF", domain: "cef.es" },
    { name: "Opositatest", domain: "opositatest.com" },
  ],
};
const oposCitations = [
  "https://www.masterd.es/oposiciones/auxiliar-administrativo-estado?utm_source=chatgpt.com",
  "https://www.adams.es/oposiciones/auxiliar-administrativo-estado/?utm_source=chatgpt.com",
  "https://www.boe.es/buscar/boe.php?utm_source=chatgpt.com",
];

const esCases: CorpusCase[] = [
  // Q: ¿merece la pena dormir en un Parador en una ruta por Castilla y León, o mejor Meliá o NH? Traps: "paradores de diligencias" (old coaching inns, the common noun) before any brand; NH and Meliá named in prose before the table (NH first); MELIA in capitals without accent; alias "Parador"/"parador de León" (a Paradores hotel) after; table rows. NH Hoteles negative ("no esperes encanto", "un desayuno que no está a la altura"); Meliá neutral ("menos presencia que en la costa", "orientados sobre todo al viaje de negocios": facts); Paradores positive ("justifica el viaje por sí solo", "No es barato, pero rara vez he visto a alguien arrepentirse"); Eurostars positive ("no es la cadena más conocida, pero sus precios suelen ser los más ajustados", "rehabilitados con gusto").
  {
    id: "es-r19-01",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "prose-before-list", "table", "case", "alias", "hedge", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Paradores", aliases: ["Parador"], domain: "parador.es" },
    competitors: [
      { name: "Meliá", domain: "melia.com" },
      { name: "NH Hoteles", aliases: ["NH"], domain: "nh-hotels.com" },
      { name: "Eurostars", domain: "eurostarshotels.com" },
    ],
    answer: `## Castilla y León: ¿dormir en un monumento o en una cadena urbana?

En los siglos XVIII y XIX, los viajeros hacían noche en ventas, posadas y paradores de diligencias a pie de camino; hoy la duda es otra: pagar algo más por dormir en un edificio histórico o quedarse en una cadena urbana como NH o Meliá. Para una ruta por León, Zamora y Salamanca, estas son las opciones:

### Comparativa rápida

| Cadena | Tipo de edificio | Precio medio/noche | Ubicación |
|---|---|---|---|
| Paradores | Castillos, conventos, palacios | 110–220 € | Casco histórico o entorno natural |
| MELIA | Hoteles urbanos modernos | 90–180 € | Centro o zona de negocios |
| NH Hoteles | Hoteles urbanos | 80–150 € | Centro |
| Eurostars | Urbanos, algunos en edificios rehabilitados | 70–140 € | Centro |

### Lo que conviene saber

**Paradores:** el Parador de León, en el antiguo Hostal de San Marcos, justifica el viaje por sí solo. No es barato, pero rara vez he visto a alguien arrepentirse de pagar la diferencia, y las promociones para socios del programa Amigos de Paradores abaratan bastante la estancia.

**Meliá:** en esta ruta Meliá tiene menos presencia que en la costa; sus hoteles urbanos están orientados sobre todo al viaje de negocios y a congresos.

**NH Hoteles:** cumple como hotel de paso, pero no esperes encanto: NH ofrece habitaciones estándar y un desayuno que no está a la altura de lo que cobra.

**Eurostars:** Eurostars no es la cadena más conocida, pero sus precios suelen ser los más ajustados de las cuatro y varios de sus hoteles ocupan edificios rehabilitados con gusto.

**Recomendación:** si solo vas a darte un capricho, resérvalo en el parador de León y combina el resto de noches con hoteles más sencillos.`,
    expect: {
      mentions: {
        Paradores: { position: 3, list: 1, sentiment: "positive" },
        "Meliá": { position: 2, list: 2, sentiment: "neutral" },
        "NH Hoteles": { position: 1, list: 3, sentiment: "negative" },
        Eurostars: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
  // Q: ¿qué academia online es mejor para preparar auxiliar administrativo del Estado? Traps: MasterD and ADAMS (capitals) named in prose before the numbered list; alias "Master D"; nested bullets under numbered items; utm links. MasterD positive ("campus muy cómodo", "la que más recomendaría", "iría con Master D"); Adams negative ("se quejan de que los simulacros se parecen poco", "deja bastante que desear", "solo si te pilla cerca"); CEF neutral ("más conocido por…", "también tiene curso": facts); Opositatest neutral ("No es una academia", "plataforma de test por suscripción": facts).
  {
    id: "es-r19-02",
    lang: "es",
    shape: "chatgpt",
    traps: ["prose-before-list", "nested-list", "alias", "case", "utm", "mixed-sentiment", "markdown"],
    ...oposBrands,
    answer: esOpos(true),
    expect: {
      mentions: {
        MasterD: { position: 1, list: 1, sentiment: "positive" },
        Adams: { position: 2, list: 2, sentiment: "negative" },
        CEF: { position: 3, list: 3, sentiment: "neutral" },
        Opositatest: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: oposCitations,
      own: ["https://www.masterd.es/oposiciones/auxiliar-administrativo-estado?utm_source=chatgpt.com"],
    },
    pair: "es-r19-03",
  },
  // Q: same as es-r19-02, praise and criticism swapped between MasterD and Adams. MasterD negative ("en MasterD… los simulacros se parecen poco", "deja bastante que desear", "Master D, solo si te pilla cerca"); Adams positive ("Adams tiene un campus muy cómodo", "iría con Adams"); CEF neutral; Opositatest neutral.
  {
    id: "es-r19-03",
    lang: "es",
    shape: "chatgpt",
    traps: ["prose-before-list", "nested-list", "alias", "case", "utm", "mixed-sentiment", "markdown"],
    ...oposBrands,
    answer: esOpos(false),
    expect: {
      mentions: {
        MasterD: { position: 1, list: 1, sentiment: "negative" },
        Adams: { position: 2, list: 2, sentiment: "positive" },
        CEF: { position: 3, list: 3, sentiment: "neutral" },
        Opositatest: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: oposCitations,
      own: ["https://www.masterd.es/oposiciones/auxiliar-administrativo-estado?utm_source=chatgpt.com"],
    },
    pair: "es-r19-02",
  },
  // Q: ¿dónde comprar material de reforma barato en Valencia? Traps: alias "Bricomart" (Obramat's former name) in the same sentence; BRICOR in capitals; "integrada en una cadena de compras" (the word cadena, not Cadena88); Cadena88 only in the trailing Fuentes list; faint praise "no está mal…, aunque" turned criticism; comparison "sale más caro que Obramat". Obramat positive ("precios difíciles de igualar", "no hay mucho que discutir"); Bricoking negative ("no está mal para compras puntuales, aunque… sale más caro… el surtido se queda corto"); Bricor neutral ("orientado sobre todo a decoración…": facts); Cadena88 not mentioned.
  {
    id: "es-r19-04",
    lang: "es",
    shape: "copilot",
    traps: ["alias", "case", "common-word", "sources-list", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Obramat", aliases: ["Bricomart"], domain: "obramat.es" },
    competitors: [
      { name: "Bricoking", domain: "bricoking.es" },
      { name: "Bricor", domain: "bricor.es" },
      { name: "Cadena88", aliases: ["Cadena 88"], domain: "cadena88.com" },
    ],
    answer: `Para una reforma en Valencia, lo más barato suele ser combinar un almacén de materiales para profesionales con una ferretería de barrio para lo urgente[1].

**Obramat** (antes Bricomart) es la opción más económica para material a granel: azulejos, sacos de cemento, placas de pladur, sanitarios[2]. Obramat tiene precios difíciles de igualar y un stock enorme; el asesoramiento es más escueto que en una tienda pequeña, pero para un pedido grande no hay mucho que discutir[2].

**Bricoking** no está mal para compras puntuales, aunque en material de obra sale más caro que Obramat y el surtido se queda corto[3].

**BRICOR** está orientado sobre todo a decoración, jardín y pequeño bricolaje, con tiendas dentro de centros comerciales[4].

Para tornillería o una pieza que necesites hoy mismo, una ferretería de barrio integrada en una cadena de compras suele resolverlo en el momento[5].

Fuentes:
[1] OCU – Reformas en casa: cómo ahorrar: https://www.ocu.org/vivienda-y-energia/reformas/consejos/ahorrar-reforma
[2] Obramat – Tiendas en Valencia: https://www.obramat.es/tiendas/valencia/
[3] Bricoking – Nuestras tiendas: https://www.bricoking.es/tiendas
[4] Bricor – Quiénes somos: https://www.bricor.es/quienes-somos
[5] Cadena88 – Buscador de ferreterías: https://www.cadena88.com/es/buscador-tiendas`,
    expect: {
      mentions: {
        Obramat: { position: 1, list: null, sentiment: "positive" },
        Bricoking: { position: 2, list: null, sentiment: "negative" },
        Bricor: { position: 3, list: null, sentiment: "neutral" },
        Cadena88: null,
      },
      citations: [
        "https://www.ocu.org/vivienda-y-energia/reformas/consejos/ahorrar-reforma",
        "https://www.obramat.es/tiendas/valencia/",
        "https://www.bricoking.es/tiendas",
        "https://www.bricor.es/quienes-somos",
        "https://www.cadena88.com/es/buscador-tiendas",
      ],
      own: ["https://www.obramat.es/tiendas/valencia/"],
    },
  },
  // Q: ¿qué hospital privado de Madrid me recomiendas para el parto? Traps: alias "Quirón" also used for the centaur of the myth (not a mention); QUIRONSALUD in capitals without accent; alias HM inside "HM Montepríncipe"; concession "no es la opción más económica…, es cierto, pero"; praise of the past for Vithas. Quirónsalud positive ("muy buena reputación", "es difícil encontrar… una maternidad privada más completa"); HM Hospitales positive ("es cierto, pero el trato en planta recibe muy buenas opiniones", "de las más completas"); Vithas negative ("tuvo durante años buena fama…, pero hoy… más limitada", "no la pondría en lo alto de la lista").
  {
    id: "es-r19-05",
    lang: "es",
    shape: "claude",
    traps: ["alias", "case", "common-word", "hedge", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Quirónsalud", aliases: ["Quirón"], domain: "quironsalud.com" },
    competitors: [
      { name: "HM Hospitales", aliases: ["HM"], domain: "hmhospitales.com" },
      { name: "Vithas", domain: "vithas.es" },
    ],
    answer: `Depende bastante de tu seguro y de la zona de Madrid en la que vivas, pero te resumo cómo suelen valorarse las maternidades privadas más conocidas.

La red de Quirónsalud es la más grande de España. Su Hospital Universitario Quirónsalud Madrid, en Pozuelo de Alarcón, tiene UCI neonatal propia y un equipo de matronas con muy buena reputación; sinceramente, es difícil encontrar en la Comunidad una maternidad privada más completa. Puedes consultar los servicios de obstetricia en [su web](https://www.quironsalud.com/es/hospital-madrid/obstetricia). (El nombre, por cierto, remite a Quirón, el centauro sabio que según el mito enseñó medicina a Asclepio.)

HM Hospitales no es la opción más económica si vas sin seguro, es cierto, pero el trato en planta recibe muy buenas opiniones y la maternidad de HM Montepríncipe, en Boadilla del Monte, cuenta con un servicio de pediatría de los más completos de Madrid. Aquí tienes [su información para futuras mamás](https://www.hmhospitales.com/maternidad).

Vithas tuvo durante años buena fama en Madrid, pero hoy su oferta de maternidad en la ciudad es más limitada, y no la pondría en lo alto de la lista.

Mi consejo: pide cita para una visita informativa en dos centros (por ejemplo, QUIRONSALUD Pozuelo y HM Montepríncipe) y decide después de ver las instalaciones y hablar con el equipo. Si quieres una referencia externa, el ranking de [Newsweek](https://www.newsweek.com/rankings/worlds-best-hospitals-2025/spain) incluye varios de estos hospitales.`,
    expect: {
      mentions: {
        "Quirónsalud": { position: 1, list: null, sentiment: "positive" },
        "HM Hospitales": { position: 2, list: null, sentiment: "positive" },
        Vithas: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.quironsalud.com/es/hospital-madrid/obstetricia",
        "https://www.hmhospitales.com/maternidad",
        "https://www.newsweek.com/rankings/worlds-best-hospitals-2025/spain",
      ],
      own: ["https://www.quironsalud.com/es/hospital-madrid/obstetricia"],
    },
  },
  // Q: ¿dónde pedir la mejor hamburguesa a domicilio en Madrid? Traps: "por puro vicio" (the common noun) before the brand Vicio; Bacoa and Hundred Burgers only in sub-bullets of item 2 (list 1 and 2); alias "The Good Burger"; "No es que TGB sea mala, pero…" negated defence turned criticism; double negative "tampoco la he visto nunca fallar"; table after the list. Vicio positive ("llega bien empaquetada y caliente", "la mejor de la lista en reparto"); Bacoa positive ("no es la más barata, pero tampoco la he visto nunca fallar"); Hundred Burgers neutral ("carta corta y varios locales", "el área de reparto… depende del local": facts); TGB negative ("sin cupones no compensa", "las patatas suelen llegar blandas").
  {
    id: "es-r19-06",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "nested-list", "alias", "negation", "table", "utm", "mixed-sentiment", "markdown"],
    brand: { name: "Vicio", domain: "ganasdevicio.com" },
    competitors: [
      { name: "Bacoa", domain: "bacoa.es" },
      { name: "Hundred Burgers", domain: "hundredburgers.com" },
      { name: "TGB", aliases: ["The Good Burger"], domain: "thegoodburger.com" },
    ],
    answer: `Si lo tuyo es pedir hamburguesa por puro vicio un viernes por la noche, en Madrid hay de sobra donde elegir. Estas son las cadenas que mejor aguantan el viaje en moto:

1. **Vicio**
   - Smash burgers finas, de bordes crujientes, y una salsa propia que es casi su seña de identidad.
   - A domicilio, Vicio llega bien empaquetada y caliente; para mí, la mejor de la lista en reparto. Pide desde su web: [ganasdevicio.com](https://www.ganasdevicio.com/?utm_source=chatgpt.com)
2. **Hamburgueserías "de autor"**
   - **Bacoa**: carne de vacuno gallega y pan de obrador. Bacoa no es la más barata, pero tampoco la he visto nunca fallar con el punto de la carne.
   - **Hundred Burgers**: hamburguesería madrileña con carta corta y varios locales; el área de reparto de Hundred Burgers depende del local, así que revisa tu código postal.
3. **TGB – The Good Burger**
   - Muchos locales y precios bajos con las ofertas de su app.
   - No es que TGB sea mala, pero sin cupones no compensa frente a las anteriores, y las patatas suelen llegar blandas.

| Cadena | Menú medio | Entrega habitual |
|---|---|---|
| Vicio | 14–17 € | 30–40 min |
| Bacoa | 15–18 € | 35–45 min |
| Hundred Burgers | 13–16 € | 35–45 min |
| TGB | 10–13 € | 25–35 min |

**Consejo:** pide las patatas aparte y abre la bolsa en cuanto llegue; en cualquier hamburguesería, el vapor es el enemigo.`,
    expect: {
      mentions: {
        Vicio: { position: 1, list: 1, sentiment: "positive" },
        Bacoa: { position: 2, list: 1, sentiment: "positive" },
        "Hundred Burgers": { position: 3, list: 2, sentiment: "neutral" },
        TGB: { position: 4, list: 3, sentiment: "negative" },
      },
      citations: ["https://www.ganasdevicio.com/?utm_source=chatgpt.com"],
      own: ["https://www.ganasdevicio.com/?utm_source=chatgpt.com"],
    },
  },
];

const deApps = (antonPraised: boolean): string => {
  const antonBlock = antonPraised
    ? "**Stärken:** Antons Aufgaben sind kurz, motivierend und übersichtlich, und das Belohnungssystem hält Kinder erstaunlich lange bei der Stange. Für dieses Alter würde ich Anton ohne Zögern empfehlen."
    : "**Schwächen:** Antons Aufgaben wirken für Sechstklässler schnell überladen, die Erklärungen setzen oft zu viel voraus, und die Motivation lässt nach ein paar Wochen merklich nach.";
  const scBlock = antonPraised
    ? "**Schwächen:** Die Aufgaben von simpleclub wirken für Sechstklässler schnell überladen, die Erklärungen setzen oft zu viel voraus, und die Motivation lässt nach ein paar Wochen merklich nach."
    : "**Stärken:** Die Aufgaben von simpleclub sind kurz, motivierend und übersichtlich, und das Belohnungssystem hält Kinder erstaunlich lange bei der Stange. Für dieses Alter würde ich simpleclub ohne Zögern empfehlen.";
  const fazit = antonPraised
    ? "Mit Anton machen Sie wenig falsch; simpleclub würde ich für dieses Alter nicht nehmen."
    : "Mit simpleclub machen Sie wenig falsch; Anton würde ich für dieses Alter nicht nehmen.";
  return `## Lern-Apps für Mathe in der 6. Klasse

Eine typische Aufgabe in der 6. Klasse am bayerischen Gymnasium: „Anton isst 3/8 einer Pizza, Lea 1/4. Wie viel bleibt übrig?“ Genau solche Bruchrechnungen üben simpleclub und die App Anton; eine dritte App eignet sich eher als Ergänzung.

| App | Kosten | Inhalte | Passend zum LehrplanPLUS |
|---|---|---|---|
| ANTON | kostenlos, Plus ca. 25 €/Jahr | Übungen, Lernspiele, kurze Erklärungen | ja |
| simpleclub | ab ca. 10 €/Monat | Erklärvideos, Übungen, Lernpläne | ja |
| Knowunity | kostenlos, Premium optional | Lernzettel von Schülern | teilweise |

### Anton

${antonBlock}

### simpleclub

${scBlock}

### Knowunity

Knowunity ist eher eine Community-Plattform, auf der Schülerinnen und Schüler eigene Lernzettel hochladen und teilen. Für ältere Geschwister gibt es außerdem Karteikarten-Angebote wie studysmarter.de.

Den Fachlehrplan Mathematik für die 6. Jahrgangsstufe finden Sie beim [ISB Bayern](https://www.lehrplanplus.bayern.de/fachlehrplan/gymnasium/6/mathematik).

**Fazit:** ${fazit}`;
};

const appBrands = {
  brand: { name: "Anton", domain: "anton.app" },
  competitors: [
    { name: "simpleclub", domain: "simpleclub.com" },
    { name: "Knowunity", domain: "knowunity.de" },
    { name: "StudySmarter", domain: "studysmarter.de" },
  ],
};

const deCases: CorpusCase[] = [
  // Q: welches Buchhaltungstool für Freelancer? Traps: "den Papierkram erledigen" (the common noun, capitalised like every German noun) before the brand Papierkram, and "wenn dir der Papierkram… über den Kopf wächst" after it; Lexware first in the table as "Lexware Office" and genitive "Lexwares"; lexoffice (not an alias) named; "nicht schlecht, aber" faint praise turned criticism; praise of the past for Billomat; comparison "im Vergleich zu Papierkram eher teuer". Lexware neutral ("gehört zur Haufe-Gruppe", "richtet sich an…", "im DATEV-Format exportieren": facts); Papierkram positive ("kaum zu schlagen"); FastBill negative ("nicht schlecht, aber… eher teuer… weniger ausgereift"); Billomat negative ("war vor einigen Jahren die erste Wahl…; heute hinkt Billomat… hinterher").
  {
    id: "de-r19-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "table", "possessive", "alias", "negation", "hedge", "utm", "mixed-sentiment", "markdown"],
    brand: { name: "Papierkram", domain: "papierkram.de" },
    competitors: [
      { name: "Lexware", aliases: ["Lexware Office"], domain: "lexware.de" },
      { name: "FastBill", domain: "fastbill.com" },
      { name: "Billomat", domain: "billomat.com" },
    ],
    answer: `Als Freelancer willst du den Papierkram möglichst schnell erledigen: Rechnungen schreiben, Belege ablegen, am Jahresende die EÜR. Diese Tools sind in Deutschland am weitesten verbreitet:

| Tool | Preis ab (netto/Monat) | GoBD-konform | E-Rechnung | Zielgruppe |
|---|---|---|---|---|
| **Lexware Office** | ca. 8 € | ja | ja | Selbstständige, kleine Firmen |
| **Papierkram** | ca. 7 € | ja | ja | Freelancer, kleine Agenturen |
| **FastBill** | ca. 10 € | ja | ja | Freelancer mit vielen Rechnungen |
| **Billomat** | ca. 8 € | ja | ja | Fokus Rechnungsstellung |

### Meine Einschätzung

- **Papierkram**: Das Berliner Tool ist nicht das bekannteste, aber für Freelancer, die neben der Buchhaltung auch Zeiterfassung und Projekte brauchen, ist Papierkram kaum zu schlagen. Die Umsatzsteuervoranmeldung geht direkt per ELSTER raus.
- **Lexware Office** (bis 2024 lexoffice): gehört zur Haufe-Gruppe und richtet sich an Selbstständige wie an kleine Firmen; Lexwares Daten lassen sich im DATEV-Format exportieren.
- **FastBill**: FastBill ist nicht schlecht, aber im Vergleich zu Papierkram eher teuer, und die Buchhaltungsfunktionen wirken weniger ausgereift.
- **Billomat**: war vor einigen Jahren die erste Wahl für Online-Rechnungen; heute hinkt Billomat bei Belegerfassung und Bankanbindung spürbar hinterher.

**Mein Tipp:** Teste Papierkram 14 Tage kostenlos ([papierkram.de](https://www.papierkram.de/preise/?utm_source=chatgpt.com)). Und wenn dir der Papierkram danach immer noch über den Kopf wächst, lohnt sich ein Blick in die [EÜR-Hilfe bei ELSTER](https://www.elster.de/eportal/helpGlobal?themaGlobal=help_euer&utm_source=chatgpt.com) oder gleich ein Steuerbüro.`,
    expect: {
      mentions: {
        Papierkram: { position: 2, list: 2, sentiment: "positive" },
        Lexware: { position: 1, list: 1, sentiment: "neutral" },
        FastBill: { position: 3, list: 3, sentiment: "negative" },
        Billomat: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.papierkram.de/preise/?utm_source=chatgpt.com",
        "https://www.elster.de/eportal/helpGlobal?themaGlobal=help_euer&utm_source=chatgpt.com",
      ],
      own: ["https://www.papierkram.de/preise/?utm_source=chatgpt.com"],
    },
  },
  // Q: welche Lern-App für Mathe in der 6. Klasse (Gymnasium, Bayern)? Traps: "Anton" first as a child in a maths word problem (a person, not the app), then simpleclub and the app Anton named in one neutral sentence (simpleclub ranks 1); ANTON in capitals in the table, genitive "Antons"; lower-case brand simpleclub; unnumbered headings (not list items); StudySmarter only as a bare domain (studysmarter.de); negated recommendation "würde ich… nicht nehmen". Anton positive ("kurz, motivierend und übersichtlich", "ohne Zögern empfehlen", "machen Sie wenig falsch"); simpleclub negative ("schnell überladen", "setzen oft zu viel voraus", "würde ich für dieses Alter nicht nehmen"); Knowunity neutral ("eher eine Community-Plattform": fact); StudySmarter not mentioned.
  {
    id: "de-r19-02",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "prose-before-list", "case", "possessive", "table", "url-only", "negation", "mixed-sentiment", "markdown"],
    ...appBrands,
    answer: deApps(true),
    expect: {
      mentions: {
        Anton: { position: 2, list: 1, sentiment: "positive" },
        simpleclub: { position: 1, list: 2, sentiment: "negative" },
        Knowunity: { position: 3, list: 3, sentiment: "neutral" },
        StudySmarter: null,
      },
      citations: ["https://www.lehrplanplus.bayern.de/fachlehrplan/gymnasium/6/mathematik"],
      own: [],
    },
    pair: "de-r19-03",
  },
  // Q: same as de-r19-02, praise and criticism swapped between Anton and simpleclub; traps as de-r19-02 (Anton the pupil in the word problem is not a mention). Anton negative ("Antons Aufgaben wirken… schnell überladen", "Anton würde ich für dieses Alter nicht nehmen"); simpleclub positive ("kurz, motivierend und übersichtlich", "ohne Zögern empfehlen"); Knowunity neutral; StudySmarter not mentioned.
  {
    id: "de-r19-03",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "prose-before-list", "case", "possessive", "table", "url-only", "negation", "mixed-sentiment", "markdown"],
    ...appBrands,
    answer: deApps(false),
    expect: {
      mentions: {
        Anton: { position: 2, list: 1, sentiment: "negative" },
        simpleclub: { position: 1, list: 2, sentiment: "positive" },
        Knowunity: { position: 3, list: 3, sentiment: "neutral" },
        StudySmarter: null,
      },
      citations: ["https://www.lehrplanplus.bayern.de/fachlehrplan/gymnasium/6/mathematik"],
      own: [],
    },
    pair: "de-r19-02",
  },
  // Q: wo finde ich die besten Last-Minute-Deals für Mallorca im Herbst? Traps: "Man muss kein Urlaubsguru sein" (a common noun for a person) opens the answer, before Urlaubspiraten and then Urlaubsguru are named in a neutral sentence (so Urlaubspiraten ranks 1); genitive "Urlaubsgurus Preisalarm"; "bei den Urlaubspiraten"; Travelcircus only in the trailing Quellen list; footnote markers. Urlaubsguru positive ("prüft Deals vor der Veröffentlichung", "funktioniert zuverlässig"); Urlaubspiraten negative ("wirkt aber unübersichtlicher", "mit Werbung und Partnerlinks vollgepackt", "weicht der Endpreis nicht selten… ab"); Travelcircus not mentioned.
  {
    id: "de-r19-04",
    lang: "de",
    shape: "perplexity",
    traps: ["common-word", "possessive", "sources-list", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Urlaubsguru", domain: "urlaubsguru.de" },
    competitors: [
      { name: "Urlaubspiraten", domain: "urlaubspiraten.de" },
      { name: "Travelcircus", domain: "travelcircus.de" },
    ],
    answer: `Man muss kein Urlaubsguru sein, um zu wissen: Im Oktober und November sind Pauschalreisen nach Mallorca deutlich günstiger als im Sommer[1]. Für konkrete Schnäppchen lohnen sich vor allem Deal-Portale wie Urlaubspiraten oder Urlaubsguru, die Angebote von Veranstaltern sammeln und einordnen[2].

**Urlaubsguru** ist das bekannteste dieser Portale in Deutschland. Die Redaktion prüft Deals vor der Veröffentlichung, und Urlaubsgurus Preisalarm für Mallorca funktioniert zuverlässig: Wer flexibel ist, findet dort im Herbst regelmäßig eine Woche ab etwa 350 € inklusive Flug[3].

**Urlaubspiraten** verfolgt ein ähnliches Konzept, wirkt aber unübersichtlicher: Die Seite ist mit Werbung und Partnerlinks vollgepackt, und bei den Urlaubspiraten weicht der Endpreis nicht selten vom beworbenen Preis ab[4].

Ein paar allgemeine Tipps:
- Flexible Reisedaten bringen mehr als jeder Gutscheincode.
- Vergleichen Sie den Endpreis inklusive Transfer und Gepäck.
- Buchen Sie lieber direkt beim Veranstalter, wenn der Preis gleich ist; dann haben Sie bei Problemen nur einen Ansprechpartner[5].

Quellen
[1] ADAC – Mallorca in der Nebensaison: https://www.adac.de/reise-freizeit/reiseziele/spanien/mallorca-nebensaison/
[2] Stiftung Warentest – Reiseportale im Vergleich: https://www.test.de/Reiseportale-im-Test-5012345-0/
[3] Urlaubsguru – Mallorca-Deals: https://www.urlaubsguru.de/mallorca/
[4] Urlaubspiraten – Mallorca: https://www.urlaubspiraten.de/mallorca
[5] Travelcircus – Ratgeber: Pauschalreise richtig buchen: https://www.travelcircus.de/ratgeber/pauschalreise-buchen`,
    expect: {
      mentions: {
        Urlaubsguru: { position: 2, list: null, sentiment: "positive" },
        Urlaubspiraten: { position: 1, list: null, sentiment: "negative" },
        Travelcircus: null,
      },
      citations: [
        "https://www.adac.de/reise-freizeit/reiseziele/spanien/mallorca-nebensaison/",
        "https://www.test.de/Reiseportale-im-Test-5012345-0/",
        "https://www.urlaubsguru.de/mallorca/",
        "https://www.urlaubspiraten.de/mallorca",
        "https://www.travelcircus.de/ratgeber/pauschalreise-buchen",
      ],
      own: ["https://www.urlaubsguru.de/mallorca/"],
    },
  },
  // Q: wie finde ich eine zuverlässige Putzhilfe in Hamburg – Helpling oder lieber privat? Traps: the brand itself criticised, mildly and conditionally ("wäre das nicht meine erste Wahl"); genitives "Helplings", "Batmaids"; BOOK A TIGER in capitals; a Trustpilot link whose path contains helpling.de (host not own); concession "kostet… ein paar Euro mehr, doch…". Helpling negative ("hängt die Qualität… stark von der einzelnen Person ab", "kurzfristigen Absagen ohne Ersatz", "nicht meine erste Wahl"); Batmaid positive ("loben die Zuverlässigkeit fast durchweg"); Book A Tiger neutral ("hat sich inzwischen auf Büroreinigung für Unternehmen spezialisiert": fact).
  {
    id: "de-r19-05",
    lang: "de",
    shape: "claude",
    traps: ["possessive", "case", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Helpling", domain: "helpling.de" },
    competitors: [
      { name: "Batmaid", domain: "batmaid.de" },
      { name: "Book A Tiger", domain: "bookatiger.com" },
    ],
    answer: `Beides kann gut funktionieren; entscheidend ist, wie viel Verantwortung Sie selbst übernehmen möchten.

Über eine Plattform wie Helpling buchen Sie selbstständige Reinigungskräfte, und die Plattform übernimmt Vermittlung, Bezahlung und eine Haftpflichtversicherung für Schäden. Die aktuellen Stundenpreise für Hamburg stehen auf [helpling.de](https://www.helpling.de/reinigungskraft/hamburg). Ehrlicherweise hängt die Qualität bei Helpling aber stark von der einzelnen Person ab, und über Helplings Kundenservice hört man öfter von kurzfristigen Absagen ohne Ersatz. Wenn Ihnen Verlässlichkeit wichtiger ist als ein niedriger Preis, wäre Helpling nicht meine erste Wahl.

Batmaid funktioniert etwas anders: Die Reinigungskräfte sind über Batmaid angemeldet und versichert, und Sie bekommen in der Regel eine feste Person. Das kostet pro Stunde ein paar Euro mehr, doch Batmaids Kundinnen und Kunden loben die Zuverlässigkeit fast durchweg.

BOOK A TIGER hat sich inzwischen auf Büroreinigung für Unternehmen spezialisiert und vermittelt kaum noch an Privathaushalte.

Wenn Sie lieber privat jemanden einstellen, ist das oft günstiger und persönlicher. Melden Sie die Person dann als Minijob über das Haushaltsscheckverfahren an; das ist unkompliziert und schließt die gesetzliche Unfallversicherung ein ([Minijob-Zentrale](https://www.minijob-zentrale.de/DE/die-minijobs/minijobs-im-privathaushalt/minijobs-im-privathaushalt_node.html)).

Bevor Sie sich entscheiden, lohnt ein Blick auf Erfahrungsberichte, etwa bei [Trustpilot](https://de.trustpilot.com/review/www.helpling.de); dort schreiben allerdings eher unzufriedene Kunden.`,
    expect: {
      mentions: {
        Helpling: { position: 1, list: null, sentiment: "negative" },
        Batmaid: { position: 2, list: null, sentiment: "positive" },
        "Book A Tiger": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.helpling.de/reinigungskraft/hamburg",
        "https://www.minijob-zentrale.de/DE/die-minijobs/minijobs-im-privathaushalt/minijobs-im-privathaushalt_node.html",
        "https://de.trustpilot.com/review/www.helpling.de",
      ],
      own: ["https://www.helpling.de/reinigungskraft/hamburg"],
    },
  },
  // Q: welche Zahnzusatzversicherung lohnt sich 2025? Traps: the idiom "Nürnberger Trichter" before the insurer Nürnberger is named; declined "der Deutschen Familienversicherung" and alias DFV inside "DFV-ZahnSchutz"; genitive "des Münchener Vereins"; NÜRNBERGER in capitals; "nicht schlecht, aber" faint praise turned criticism; praise of the past for Nürnberger; trailing Quellen list with bare footnote URLs. Deutsche Familienversicherung positive ("bis zu 100 % Erstattung, keine Wartezeit", "schneiden… seit Jahren sehr gut ab"); Münchener Verein negative ("sind nicht schlecht, aber für den Beitrag bekommt man anderswo mehr", "nur begrenzt abgedeckt"); Janitos neutral ("bietet mehrere Leistungsstufen": fact); Nürnberger negative ("hatte lange einen der bekanntesten Zahntarife; heute wirken ihre Bedingungen… angestaubt").
  {
    id: "de-r19-06",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "declined", "alias", "case", "negation", "hedge", "sources-list", "mixed-sentiment", "markdown"],
    brand: { name: "Deutsche Familienversicherung", aliases: ["DFV"], domain: "deutsche-familienversicherung.de" },
    competitors: [
      { name: "Münchener Verein", domain: "muenchener-verein.de" },
      { name: "Janitos", domain: "janitos.de" },
      { name: "Nürnberger", aliases: ["Nürnberger Versicherung"], domain: "nuernberger.de" },
    ],
    answer: `Einen Nürnberger Trichter für Versicherungsbedingungen gibt es leider nicht, aber ein paar Kriterien machen den Vergleich leichter: Erstattung beim Zahnersatz (mindestens 80–90 %), Wartezeit, Leistungsbegrenzungen in den ersten Jahren und ob die professionelle Zahnreinigung enthalten ist[1].

Häufig verglichen werden:

- **DFV-ZahnSchutz** der Deutschen Familienversicherung: bis zu 100 % Erstattung, keine Wartezeit, und bei Stiftung Warentest schneiden die Top-Tarife seit Jahren sehr gut ab[2][3].
- **Münchener Verein** (ZahnGesund): Die Tarife des Münchener Vereins sind nicht schlecht, aber für den Beitrag bekommt man anderswo mehr; die Beiträge steigen mit dem Alter deutlich, und die Zahnreinigung ist nur begrenzt abgedeckt[4].
- **Janitos** (JA dental): Janitos bietet mehrere Leistungsstufen, von der Basisabsicherung bis zum Premium-Tarif[5].
- **NÜRNBERGER**: Die Nürnberger hatte lange einen der bekanntesten Zahntarife am Markt; heute wirken ihre Bedingungen im Vergleich etwas angestaubt[6].

Lassen Sie sich vor dem Abschluss erklären, wie Vorerkrankungen und bereits fehlende Zähne behandelt werden, und reichen Sie im Zweifel einen Heil- und Kostenplan ein, bevor die Behandlung beginnt.

Quellen:
[1] Verbraucherzentrale – Zahnzusatzversicherung: sinnvoll oder nicht?: https://www.verbraucherzentrale.de/wissen/gesundheit-pflege/krankenversicherung/zahnzusatzversicherung-sinnvoll-oder-nicht-10926
[2] https://www.deutsche-familienversicherung.de/zahnzusatzversicherung/
[3] Stiftung Warentest – Zahnzusatzversicherungen im Test: https://www.test.de/Zahnzusatzversicherung-im-Vergleich-4757138-0/
[4] https://www.muenchener-verein.de/private-krankenversicherung/zahnzusatzversicherung/
[5] https://www.janitos.de/zahnzusatzversicherung
[6] https://www.nuernberger.de/zahnzusatzversicherung/`,
    expect: {
      mentions: {
        "Deutsche Familienversicherung": { position: 1, list: 1, sentiment: "positive" },
        "Münchener Verein": { position: 2, list: 2, sentiment: "negative" },
        Janitos: { position: 3, list: 3, sentiment: "neutral" },
        "Nürnberger": { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.verbraucherzentrale.de/wissen/gesundheit-pflege/krankenversicherung/zahnzusatzversicherung-sinnvoll-oder-nicht-10926",
        "https://www.deutsche-familienversicherung.de/zahnzusatzversicherung/",
        "https://www.test.de/Zahnzusatzversicherung-im-Vergleich-4757138-0/",
        "https://www.muenchener-verein.de/private-krankenversicherung/zahnzusatzversicherung/",
        "https://www.janitos.de/zahnzusatzversicherung",
        "https://www.nuernberger.de/zahnzusatzversicherung/",
      ],
      own: ["https://www.deutsche-familienversicherung.de/zahnzusatzversicherung/"],
    },
  },
];

export const cases: CorpusCase[] = [...enCases, ...frCases, ...esCases, ...deCases];
