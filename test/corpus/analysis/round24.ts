// Round 24: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output nor other rounds, asked for ordinary answers as engines write them (lists, tables, prose, short answers); held out.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // Q: "Best coworking spaces in London for a small startup team?" Traps: common-word — "It's not uncommon" in the intro is the adjective, not the brand Uncommon (no mention there; Uncommon's first mention is list item 4, so it ranks 4th, not 1st); utm — every link carries ?utm_source=chatgpt.com, kept verbatim; own — only the www.huckletree.com link is own (www subdomain of huckletree.com); alias — "TOG" and the possessive "TOG's" reach The Office Group, already named in item 3. Sentiment: Second Home positive (design, community, events; "pricier than most" is a hedge inside a clearly favourable item and the quick take); Huckletree positive (built for startups, "the one I'd shortlist first"); The Office Group neutral (locations, monthly contracts, meeting-room credits: facts only); Uncommon negative (patchy Wi-Fi, crowded kitchens, slow management, "I'd be cautious"); mixed-sentiment.
  {
    id: "en-r24-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "utm", "alias", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Huckletree", domain: "huckletree.com" },
    competitors: [
      { name: "Second Home", domain: "secondhome.io" },
      { name: "The Office Group", aliases: ["TOG"], domain: "theofficegroup.com" },
      { name: "Uncommon", domain: "uncommon.co" },
    ],
    answer: `London has plenty of options, and for a team of 3–10 people the right pick mostly depends on budget and where everyone lives. It's not uncommon for the popular spaces to run waitlists for private offices, so book tours a few weeks ahead.

1. **Second Home (Spitalfields, Holland Park)** – Design-led spaces full of plants, a strong creative community and one of the best events programmes in the city. Pricier than most, but the atmosphere is hard to beat. [secondhome.io](https://secondhome.io/locations/spitalfields/?utm_source=chatgpt.com)
2. **Huckletree (Clerkenwell, Soho, White City)** – Built around startups, with accelerator-style programmes, investor office hours and a very active member community. A great fit if you want support and people to learn from, not just a desk. [huckletree.com](https://www.huckletree.com/locations/clerkenwell?utm_source=chatgpt.com)
3. **The Office Group (TOG)** – TOG's buildings are spread across central London; private offices are let on monthly contracts and include meeting-room credits. [theofficegroup.com](https://www.theofficegroup.com/?utm_source=chatgpt.com)
4. **Uncommon (Borough, Fulham, Highbury)** – Recent member reviews mention patchy Wi-Fi at peak times, crowded kitchens and slow responses from management, so I'd be cautious with Uncommon if your team lives on video calls. [uncommon.co](https://uncommon.co/?utm_source=chatgpt.com)
5. **Plexal (Stratford)** – Innovation campus with a tech and cyber focus, useful if that's your sector.

**Quick take:** if community and startup support matter most, Huckletree is the one I'd shortlist first. If you care more about design and events, Second Home is excellent too — ask about their part-time memberships if budget is tight.`,
    expect: {
      mentions: {
        Huckletree: { position: 2, list: 2, sentiment: "positive" },
        "Second Home": { position: 1, list: 1, sentiment: "positive" },
        "The Office Group": { position: 3, list: 3, sentiment: "neutral" },
        Uncommon: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://secondhome.io/locations/spitalfields/?utm_source=chatgpt.com",
        "https://www.huckletree.com/locations/clerkenwell?utm_source=chatgpt.com",
        "https://www.theofficegroup.com/?utm_source=chatgpt.com",
        "https://uncommon.co/?utm_source=chatgpt.com",
      ],
      own: ["https://www.huckletree.com/locations/clerkenwell?utm_source=chatgpt.com"],
    },
  },

  // Q: "Epic Pass or Ikon Pass for a family of four skiing in Colorado?" Traps: common-word — "an epic powder day" is the adjective, not the alias Epic (no mention); alias — "Epic" and "Epic Mountain Rewards" reach Epic Pass, "Ikon resorts" reaches Ikon Pass; sources-list — the trailing "Sources" block names all three passes again but is not body (no effect on rank; its URLs are citations); own — only the www.epicpass.com source is own. Sentiment: Epic Pass positive ("usually the better deal", unlimited days, kids' discount, highly rated kids' programs); Ikon Pass negative ("harder to justify", $200–300 more, blackout dates, parking fees and lift lines, "hard to make the numbers work"); Mountain Collective neutral (factual description of the product). Twin of en-r24-03 with praise and criticism of Epic/Ikon swapped.
  {
    id: "en-r24-02",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "alias", "sources-list", "mixed-sentiment"],
    brand: { name: "Epic Pass", aliases: ["Epic"], domain: "epicpass.com" },
    competitors: [
      { name: "Ikon Pass", aliases: ["Ikon"], domain: "ikonpass.com" },
      { name: "Mountain Collective", domain: "mountaincollective.com" },
    ],
    answer: `Short answer: for a family of four living on the Front Range, the Epic Pass is usually the better deal this season, and the Ikon Pass is harder to justify unless you ski almost only at Winter Park [1][3].

Epic gives you unlimited days at Vail, Breckenridge, Keystone, Beaver Creek and Crested Butte, kids 5–12 pay a fraction of the adult price, and Epic Mountain Rewards takes 20% off food, rentals and lessons [1]. Parents consistently rate the kids' ski school programs at Epic resorts highly, especially at Keystone [2].

The Ikon Pass costs roughly $200–300 more per adult, the Base pass has blackout dates on the busiest weekends, and families often complain about parking fees and long lift lines at Ikon resorts along I-70 [3][4]. With only a handful of trips planned, it's hard to make the numbers work.

The Mountain Collective pass is a different product: two days at each of 20-plus partner destinations, aimed at skiers who travel to several resorts a season rather than skiing one area every weekend [5].

Whichever you choose, buy before the Labor Day price increase — and if you get an epic powder day in January, leave early, because the lots fill up by 8 am.

Sources
[1] Epic Pass – Kids and family passes – https://www.epicpass.com/passes/epic-pass.aspx
[2] Colorado family ski guide 2025 – https://www.coloradoski.com/family-guide
[3] Ikon Pass – Ikon Base Pass – https://www.ikonpass.com/en/shop-passes/ikon-base-pass
[4] Ikon vs. Epic: which pass is right for families? – https://www.skimag.com/travel/ikon-vs-epic-family/
[5] Mountain Collective – https://mountaincollective.com/`,
    expect: {
      mentions: {
        "Epic Pass": { position: 1, list: null, sentiment: "positive" },
        "Ikon Pass": { position: 2, list: null, sentiment: "negative" },
        "Mountain Collective": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.epicpass.com/passes/epic-pass.aspx",
        "https://www.coloradoski.com/family-guide",
        "https://www.ikonpass.com/en/shop-passes/ikon-base-pass",
        "https://www.skimag.com/travel/ikon-vs-epic-family/",
        "https://mountaincollective.com/",
      ],
      own: ["https://www.epicpass.com/passes/epic-pass.aspx"],
    },
    pair: "en-r24-03",
  },

  // Q: "Epic Pass or Ikon Pass for a family of four skiing in Colorado?" Traps: same as en-r24-02 — "an epic powder day" is the adjective, not the alias Epic; "Epic Day Pass" and "Epic resorts" reach Epic Pass through the alias; the trailing "Sources" block is not body; own = the www.epicpass.com source. Sentiment: Epic Pass negative ("harder to justify", costs more, blackout dates, parking fees and lift lines, "hard to make the numbers work"); Ikon Pass positive ("usually the better deal", unlimited days, kids' discount, highly rated kids' programs); Mountain Collective neutral (factual). Twin of en-r24-02 with the praise and criticism swapped; first-mention order unchanged.
  {
    id: "en-r24-03",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "alias", "sources-list", "mixed-sentiment"],
    brand: { name: "Epic Pass", aliases: ["Epic"], domain: "epicpass.com" },
    competitors: [
      { name: "Ikon Pass", aliases: ["Ikon"], domain: "ikonpass.com" },
      { name: "Mountain Collective", domain: "mountaincollective.com" },
    ],
    answer: `Short answer: for a family of four living on the Front Range, the Epic Pass is harder to justify this season, and the Ikon Pass is usually the better deal unless you ski almost only at Breckenridge [1][3].

Epic costs roughly $200–300 more per adult once you add the kids' passes, the Epic Day Pass discounts don't stretch far, and families often complain about parking fees and long lift lines at Epic resorts along I-70 [1][2]. With only a handful of trips planned, it's hard to make the numbers work.

The Ikon Pass gives you unlimited days at Winter Park, Copper, Eldora and Arapahoe Basin plus days at Steamboat, kids 5–12 pay a fraction of the adult price, and the friends-and-family tickets take a good chunk off extra days [3]. Parents consistently rate the kids' ski school programs at Ikon resorts highly, especially at Winter Park [4].

The Mountain Collective pass is a different product: two days at each of 20-plus partner destinations, aimed at skiers who travel to several resorts a season rather than skiing one area every weekend [5].

Whichever you choose, buy before the Labor Day price increase — and if you get an epic powder day in January, leave early, because the lots fill up by 8 am.

Sources
[1] Epic Pass – Kids and family passes – https://www.epicpass.com/passes/epic-pass.aspx
[2] Colorado family ski guide 2025 – https://www.coloradoski.com/family-guide
[3] Ikon Pass – Ikon Base Pass – https://www.ikonpass.com/en/shop-passes/ikon-base-pass
[4] Ikon vs. Epic: which pass is right for families? – https://www.skimag.com/travel/ikon-vs-epic-family/
[5] Mountain Collective – https://mountaincollective.com/`,
    expect: {
      mentions: {
        "Epic Pass": { position: 1, list: null, sentiment: "negative" },
        "Ikon Pass": { position: 2, list: null, sentiment: "positive" },
        "Mountain Collective": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.epicpass.com/passes/epic-pass.aspx",
        "https://www.coloradoski.com/family-guide",
        "https://www.ikonpass.com/en/shop-passes/ikon-base-pass",
        "https://www.skimag.com/travel/ikon-vs-epic-family/",
        "https://mountaincollective.com/",
      ],
      own: ["https://www.epicpass.com/passes/epic-pass.aspx"],
    },
    pair: "en-r24-02",
  },

  // Q: "Is mydentist any good?" Traps: case — the brand is written all lowercase at the start of the answer ("mydentist is…") and as "MyDentist" later; both are mentions; alias + possessive — "Portman's fees" reaches Portman Dental Care through the alias "Portman" in possessive form (already named just before). Sentiment: mydentist negative (poor reviews, cancelled appointments, dentists leaving, long waits, practices vary a lot); Portman Dental Care positive ("generally get better feedback", fees published clearly); Rodericks Dental neutral (size and region only). No links.
  {
    id: "en-r24-04",
    lang: "en",
    shape: "short",
    traps: ["case", "alias", "possessive", "mixed-sentiment"],
    brand: { name: "mydentist", domain: "mydentist.co.uk" },
    competitors: [
      { name: "Portman Dental Care", aliases: ["Portman"], domain: "portmandental.co.uk" },
      { name: "Rodericks Dental", domain: "rodericksdental.co.uk" },
    ],
    answer: `mydentist is the UK's largest dental chain, but its reviews are poor: patients often mention cancelled appointments, dentists leaving and long waits for an NHS place, and MyDentist practices vary a lot from town to town. If you can pay privately, Portman Dental Care practices generally get better feedback for continuity of care, and Portman's fees are published clearly online. Rodericks Dental is another large chain offering NHS and private treatment, mostly in the Midlands and the East of England.`,
    expect: {
      mentions: {
        mydentist: { position: 1, list: null, sentiment: "negative" },
        "Portman Dental Care": { position: 2, list: null, sentiment: "positive" },
        "Rodericks Dental": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "DeWalt vs Milwaukee vs Ryobi: which cordless drill should I buy for home DIY?" Traps: table — rows give list numbers (Ryobi row 1, DeWalt row 2, Milwaukee row 3) although the heading names DeWalt first (rank follows the heading: DeWalt 1, Milwaukee 2, Ryobi 3; a heading is not a list item); case — "DEWALT" in the table is the brand in its official capitals; possessive — "DeWalt's", "Ryobi’s" (typographic apostrophe); place — in "aren't made in Milwaukee" the word is the city, not the brand (the same sentence's "Milwaukee tools" is the brand; no effect on rank, already mentioned); hedge — Ryobi "less robust… not the one for daily heavy use" inside a clearly favourable "Best Value" section. Sentiment: DeWalt positive (all-rounder, "safest bet", rating 4.5/5); Milwaukee negative ("Hard to Justify", most expensive, heavy, "no reason to pay extra", 3.5/5 for DIY); Ryobi positive ("Best Value", 4.5/5, "Get the Ryobi"). No links.
  {
    id: "en-r24-05",
    lang: "en",
    shape: "gemini",
    traps: ["table", "case", "possessive", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "DeWalt", domain: "dewalt.com" },
    competitors: [
      { name: "Milwaukee", aliases: ["Milwaukee Tool"], domain: "milwaukeetool.com" },
      { name: "Ryobi", domain: "ryobitools.com" },
    ],
    answer: `## DeWalt vs. Milwaukee vs. Ryobi for Home DIY

For most home DIYers, the honest answer is that **any of the three will hang shelves and assemble furniture without complaint**. The real differences are price, the battery platform you're buying into, and how hard you'll push the tool.

### At a Glance

| Brand | Drill/driver kit (2 batteries) | Battery platform | Warranty | Rating for home DIY |
|---|---|---|---|---|
| **Ryobi** ONE+ 18V | $99–$149 | 300+ tools | 3 years | 4.5/5 |
| **DEWALT** 20V MAX | $159–$229 | 250+ tools | 3 years | 4.5/5 |
| **Milwaukee** M18 | $199–$279 | 250+ tools | 5 years | 3.5/5 |

### Ryobi: Best Value for Occasional Use
* **Price:** The cheapest way into a big battery system, and kits are often bundled with a free second tool.
* **Range:** Ryobi’s ONE+ line includes extras like glue guns, fans and inflators that other brands don't bother with.
* **Drawback:** Chucks and motors feel less robust; not the one for daily heavy use.

### DeWalt: The All-Rounder
* **Performance:** Plenty of torque for masonry with the hammer-drill version, and DeWalt's compact DCD777 is light enough for overhead work.
* **Availability:** Sold almost everywhere, so spare batteries are easy to find.
* **Why it's the sweet spot:** Pro-grade build at a mid-range price.

### Milwaukee: Hard to Justify for DIY
* **Price:** The most expensive of the three, often $50–100 more for a comparable kit.
* **Weight:** The M18 FUEL drills are heavy and tiring to hold above your head.
* **Value:** You pay for jobsite durability a home user will never need.
* **Good to know:** Despite the name, Milwaukee tools aren't made in Milwaukee; the brand belongs to Hong Kong-based TTI, which also owns Ryobi.

### The Verdict
* **Just need a drill for the odd shelf?** Get the Ryobi.
* **Want one system you'll still use in ten years?** DeWalt is the safest bet.
* **Already own Milwaukee batteries?** Stick with them; otherwise there's no reason to pay extra.`,
    expect: {
      mentions: {
        DeWalt: { position: 1, list: 2, sentiment: "positive" },
        Milwaukee: { position: 2, list: 3, sentiment: "negative" },
        Ryobi: { position: 3, list: 1, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "What are good alternatives to SafetyWing for digital nomad travel insurance?" Traps: possessive — "SafetyWing's Nomad Insurance"; sources-list — the trailing run of reference lines "[1]: https://… "Title"" is the sources block: names in its titles don't count (all are named in the body anyway); each URL ends at the space before the quoted title; subdomain — help.safetywing.com is own, as is safetywing.com; none of the other links is own. Sentiment: SafetyWing neutral (the first sentence only assumes it may not fit; the last states its price as a baseline — no judgement); Genki positive ("probably the strongest alternative", routine doctor visits, fast claims app); World Nomads negative (twice the price, complaints about slow claims); IMG neutral (what it sells, facts only).
  {
    id: "en-r24-06",
    lang: "en",
    shape: "copilot",
    traps: ["possessive", "sources-list", "subdomain", "mixed-sentiment"],
    brand: { name: "SafetyWing", domain: "safetywing.com" },
    competitors: [
      { name: "Genki", domain: "genki.world" },
      { name: "World Nomads", domain: "worldnomads.com" },
      { name: "IMG", aliases: ["International Medical Group"], domain: "imglobal.com" },
    ],
    answer: `If SafetyWing's Nomad Insurance doesn't fit your plans, there are a few alternatives, depending on whether you want emergency-only cover or something closer to full health insurance.

**Genki** is probably the strongest alternative: the Berlin-based insurer has an Explorer plan for travel and a Resident plan for longer stays, includes routine doctor visits, and its claims app is quick and easy to use [1].

**World Nomads** is popular with backpackers for its adventure-sports cover, but it costs roughly twice as much for a six-month trip and many reviewers complain about slow claims handling [2].

**IMG** (International Medical Group) sells Global Medical Insurance plans for expats, with annual contracts and a choice of deductibles [3].

For reference, SafetyWing costs about $56 per four weeks for travellers aged 10–39, so use that as a baseline when you compare quotes [4][5].

[1]: https://genki.world/explorer/ "Genki Explorer"
[2]: https://www.worldnomads.com/travel-insurance/ "World Nomads travel insurance"
[3]: https://www.imglobal.com/international-health-insurance "IMG Global Medical Insurance"
[4]: https://safetywing.com/nomad-insurance "SafetyWing Nomad Insurance"
[5]: https://help.safetywing.com/en/articles/what-is-covered "What is covered? – SafetyWing Help Center"`,
    expect: {
      mentions: {
        SafetyWing: { position: 1, list: null, sentiment: "neutral" },
        Genki: { position: 2, list: null, sentiment: "positive" },
        "World Nomads": { position: 3, list: null, sentiment: "negative" },
        IMG: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://genki.world/explorer/",
        "https://www.worldnomads.com/travel-insurance/",
        "https://www.imglobal.com/international-health-insurance",
        "https://safetywing.com/nomad-insurance",
        "https://help.safetywing.com/en/articles/what-is-covered",
      ],
      own: ["https://safetywing.com/nomad-insurance", "https://help.safetywing.com/en/articles/what-is-covered"],
    },
  },

  // Q: "Quelle mutuelle santé choisir quand on est freelance à Paris ?" Traps: prose-before-list — Santiane is named in the intro (rank 1) before its list item 1; nested-list — Néoliane is first named in a sub-bullet, so its list number is 1 (first item of the inner list under item 2), not 2; possessive — elided "d'April" and "l'offre d'AG2R"; alias — "AG2R" reaches AG2R La Mondiale (already named in item 4); utm — links with ?utm_source=chatgpt.com; own — the www.santiane.fr link. Sentiment: Santiane positive (quick quotes, reachable advisers, "bon rapport qualité-prix", "commencez par un devis chez Santiane"); Néoliane neutral (modular formulas sold via brokers: description); April negative (slow refunds, hard-to-reach service, steep price rises after 50; its first bullet is a neutral fact); AG2R La Mondiale neutral (what the group is; the summary only says where to compare).
  {
    id: "fr-r24-07",
    lang: "fr",
    shape: "chatgpt",
    traps: ["prose-before-list", "nested-list", "possessive", "alias", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Santiane", domain: "santiane.fr" },
    competitors: [
      { name: "Néoliane", domain: "neoliane.fr" },
      { name: "April", domain: "april.fr" },
      { name: "AG2R La Mondiale", aliases: ["AG2R"], domain: "ag2rlamondiale.fr" },
    ],
    answer: `Bonne question ! En tant qu'indépendant, vous n'avez pas de mutuelle d'entreprise obligatoire : tout dépend donc de votre budget et de vos besoins (optique, dentaire, hospitalisation). Un courtier en ligne comme Santiane permet de comparer vite, mais voici les options qui reviennent le plus souvent :

1. **Santiane**
   - Courtier 100 % en ligne : devis en quelques minutes et conseillers joignables facilement par téléphone.
   - Pratique pour comparer plusieurs formules sans démarcher chaque assureur.
   - [santiane.fr](https://www.santiane.fr/mutuelle-sante/?utm_source=chatgpt.com)

2. **Les assureurs à formules modulables**
   - **Néoliane** : formules à la carte (par exemple renforcer uniquement le dentaire), vendues surtout par l'intermédiaire de courtiers.
   - **Apivia** : niveaux de garantie progressifs, du plus simple au plus couvrant.

3. **April**
   - Propose des contrats Madelin pour les travailleurs non salariés.
   - Attention : plusieurs avis signalent des remboursements lents et un service client difficile à joindre, et les tarifs d'April augmentent nettement après 50 ans.
   - [april.fr](https://www.april.fr/mutuelle-sante-independant?utm_source=chatgpt.com)

4. **AG2R La Mondiale**
   - Groupe de protection sociale, surtout présent sur les contrats collectifs, qui propose aussi des offres individuelles.

**En résumé :** pour un bon rapport qualité-prix et un vrai accompagnement, commencez par un devis chez Santiane, puis comparez avec l'offre d'AG2R si vous préférez un grand groupe de protection sociale.`,
    expect: {
      mentions: {
        Santiane: { position: 1, list: 1, sentiment: "positive" },
        "Néoliane": { position: 2, list: 1, sentiment: "neutral" },
        April: { position: 3, list: 3, sentiment: "negative" },
        "AG2R La Mondiale": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.santiane.fr/mutuelle-sante/?utm_source=chatgpt.com",
        "https://www.april.fr/mutuelle-sante-independant?utm_source=chatgpt.com",
      ],
      own: ["https://www.santiane.fr/mutuelle-sante/?utm_source=chatgpt.com"],
    },
  },

  // Q: "Royal Canin ou Hill's pour un chat stérilisé ?" Traps: table — rows give Royal Canin 1, Hill's 2, Orijen 3 (the rows only hold neutral facts: range, price, protein); possessive — "de Hill’s" with a typographic apostrophe equals the tracked "Hill's", and the elided "d'Orijen"; markdown — heading and bold lead-ins. Sentiment: Royal Canin positive ("le plus adapté", well dosed, palatable, vets recommend it, "commencez par Royal Canin"); Hill's negative ("décevant", more cereals, cats refuse it, badly received reformulation, "Je ne la conseillerais pas"); Orijen neutral (meat content, no cereals, Canadian brand sold in pet shops: facts). Twin of fr-r24-09 with Royal Canin and Hill's swapped.
  {
    id: "fr-r24-08",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "possessive", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Royal Canin", domain: "royalcanin.com" },
    competitors: [
      { name: "Hill's", domain: "hillspet.fr" },
      { name: "Orijen", domain: "orijenpetfoods.com" },
    ],
    answer: `## Royal Canin ou Hill's : que choisir pour un chat stérilisé ?

Les deux marques ont une gamme spécifique pour chats stérilisés, mais elles ne se valent pas tout à fait. Le bon choix dépend aussi de l'appétence de votre chat.

| Marque | Gamme | Prix indicatif (sac de 4 kg) | Protéines |
|---|---|---|---|
| Royal Canin | Sterilised 37 | 50–55 € | 37 % |
| Hill's | Science Plan Sterilised Cat | 48–52 € | 34 % |
| Orijen | Cat & Kitten | 75–80 € | 40 % |

**Royal Canin : le plus adapté.** La formule Sterilised 37 de Royal Canin est bien dosée en protéines pour limiter la prise de poids, les croquettes sont très appétentes et la plupart des vétérinaires recommandent volontiers Royal Canin. C'est un choix sûr pour la majorité des chats.

**Hill's : décevant sur ce point.** La recette Sterilised de Hill’s contient davantage de céréales, beaucoup de propriétaires disent que leur chat boude les croquettes Hill's, et le changement de formule n'a pas été bien accueilli. Je ne conseillerais pas Hill's en premier choix.

**Et Orijen ?** Les croquettes d'Orijen misent sur une forte teneur en viande, sans céréales ; c'est une marque canadienne vendue surtout en animalerie spécialisée.

**À retenir :** commencez par Royal Canin, et faites toujours la transition alimentaire sur 7 à 10 jours.`,
    expect: {
      mentions: {
        "Royal Canin": { position: 1, list: 1, sentiment: "positive" },
        "Hill's": { position: 2, list: 2, sentiment: "negative" },
        Orijen: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "fr-r24-09",
  },

  // Q: "Royal Canin ou Hill's pour un chat stérilisé ?" Traps: same as fr-r24-08 — table rows Royal Canin 1, Hill's 2, Orijen 3 (neutral facts only); "de Hill’s" with a typographic apostrophe; elided "d'Orijen". Sentiment: Royal Canin negative ("décevant", more cereals, cats refuse it, badly received reformulation, "Je ne conseillerais pas Royal Canin"); Hill's positive ("le plus adapté", well dosed, palatable, vets recommend it, "commencez par Hill's"); Orijen neutral (facts). Twin of fr-r24-08 with praise and criticism swapped; first-mention order unchanged.
  {
    id: "fr-r24-09",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "possessive", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Royal Canin", domain: "royalcanin.com" },
    competitors: [
      { name: "Hill's", domain: "hillspet.fr" },
      { name: "Orijen", domain: "orijenpetfoods.com" },
    ],
    answer: `## Royal Canin ou Hill's : que choisir pour un chat stérilisé ?

Les deux marques ont une gamme spécifique pour chats stérilisés, mais elles ne se valent pas tout à fait. Le bon choix dépend aussi de l'appétence de votre chat.

| Marque | Gamme | Prix indicatif (sac de 4 kg) | Protéines |
|---|---|---|---|
| Royal Canin | Sterilised 37 | 50–55 € | 37 % |
| Hill's | Science Plan Sterilised Cat | 48–52 € | 34 % |
| Orijen | Cat & Kitten | 75–80 € | 40 % |

**Royal Canin : décevant sur ce point.** La recette Sterilised 37 de Royal Canin contient davantage de céréales, beaucoup de propriétaires disent que leur chat boude les croquettes Royal Canin, et le changement de formule n'a pas été bien accueilli. Je ne conseillerais pas Royal Canin en premier choix.

**Hill's : le plus adapté.** La formule Science Plan Sterilised de Hill’s est bien dosée en protéines pour limiter la prise de poids, les croquettes sont très appétentes et la plupart des vétérinaires recommandent volontiers Hill's. C'est un choix sûr pour la majorité des chats.

**Et Orijen ?** Les croquettes d'Orijen misent sur une forte teneur en viande, sans céréales ; c'est une marque canadienne vendue surtout en animalerie spécialisée.

**À retenir :** commencez par Hill's, et faites toujours la transition alimentaire sur 7 à 10 jours.`,
    expect: {
      mentions: {
        "Royal Canin": { position: 1, list: 1, sentiment: "negative" },
        "Hill's": { position: 2, list: 2, sentiment: "positive" },
        Orijen: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "fr-r24-08",
  },

  // Q: "Quel installateur de panneaux solaires choisir en Île-de-France ? Comwatt, c'est bien ?" Traps: alias — "Beem" (prose, "Kit Beem On") reaches Beem Energy; url-only — Oscaro Power appears only inside the quechoisir.org URL, never in the text: cited, not mentioned (null); lookalike-domain — www.comwatt-avis.fr is not Comwatt's domain (not own); subdomain — support.comwatt.com is own; trailing-punctuation — the last URL is followed by a sentence-final "." that is not part of it; table — Comwatt row 1, Sunology row 2, Beem Energy row 3 (the later bullet list names no tracked name); hedge — "pas le plus bas du marché, mais…" for Comwatt. Sentiment: Comwatt positive ("un bon choix", 60–70 % self-consumption, responsive teams, careful installation, price hedge); Sunology positive (good reputation for build quality and design; the shared sentence with Beem is neutral); Beem Energy negative (many negative reviews, delivery delays, app losing connection, "je serais prudent").
  {
    id: "fr-r24-10",
    lang: "fr",
    shape: "long",
    traps: ["alias", "url-only", "lookalike-domain", "subdomain", "trailing-punctuation", "table", "hedge", "mixed-sentiment"],
    brand: { name: "Comwatt", domain: "comwatt.com" },
    competitors: [
      { name: "Sunology", domain: "sunology.eu" },
      { name: "Beem Energy", aliases: ["Beem"], domain: "beemenergy.com" },
      { name: "Oscaro Power", domain: "oscaro-power.com" },
    ],
    answer: `Tout dépend de ce que vous cherchez : une installation sur toiture clé en main (de 3 à 9 kWc) ou un petit kit « plug and play » à poser vous-même sur un balcon ou dans le jardin.

**Pour une installation complète, Comwatt est un bon choix.** L'entreprise installe les panneaux et l'onduleur, mais surtout son boîtier de pilotage, qui déclenche le chauffe-eau ou la recharge de la voiture au moment où vous produisez. C'est ce qui permet d'atteindre 60 à 70 % d'autoconsommation, contre 30 à 40 % sans pilotage. Les clients de Comwatt soulignent généralement le suivi dans l'application et la réactivité des équipes ; le prix n'est pas le plus bas du marché, mais l'installation est soignée.

Quelques repères pour comparer :

| Solution | Type | Prix indicatif | Pose |
|---|---|---|---|
| Comwatt | Toiture + gestion d'énergie | 9 000 – 14 000 € (3 à 6 kWc) | Installateur RGE |
| Sunology | Kit PLAY (balcon, jardin) | 600 – 1 200 € | Vous-même |
| Beem Energy | Kit Beem On | 500 – 1 000 € | Vous-même |

**Les kits comme Sunology ou Beem** sont une tout autre approche : ils se branchent sur une prise et couvrent surtout la consommation de fond (box internet, réfrigérateur). Sunology a une bonne réputation pour la qualité de ses structures et son design soigné. En revanche, Beem a reçu beaucoup d'avis négatifs sur son service client et sur les délais de livraison, et plusieurs utilisateurs de Beem se plaignent d'une application qui perd la connexion ; je serais prudent.

**Avant de signer, vérifiez :**
- que l'installateur est bien certifié RGE (obligatoire pour toucher la prime à l'autoconsommation) ;
- l'orientation et l'ombrage de votre toit, idéalement avec une simulation sur PVGIS ;
- les démarches : déclaration préalable en mairie, raccordement et contrat d'obligation d'achat pour revendre le surplus.

Pour les avis clients, croisez plusieurs sources indépendantes, par exemple https://www.comwatt-avis.fr/temoignages ou le comparatif https://www.quechoisir.org/comparatif-kits-solaires-oscaro-power-sunology-n112233/ ; la documentation technique du boîtier est sur https://support.comwatt.com/hc/fr.`,
    expect: {
      mentions: {
        Comwatt: { position: 1, list: 1, sentiment: "positive" },
        Sunology: { position: 2, list: 2, sentiment: "positive" },
        "Beem Energy": { position: 3, list: 3, sentiment: "negative" },
        "Oscaro Power": null,
      },
      citations: [
        "https://www.comwatt-avis.fr/temoignages",
        "https://www.quechoisir.org/comparatif-kits-solaires-oscaro-power-sunology-n112233/",
        "https://support.comwatt.com/hc/fr",
      ],
      own: ["https://support.comwatt.com/hc/fr"],
    },
  },

  // Q: "Un bon coworking à Paris pour une équipe de 5, plutôt dans l'Est ?" Traps: negation — "je ne recommanderais pas Kwerk" is negative; markdown — link texts "tarifs de Deskopolitan" and "Kwerk" are mentions (both already named); own — only the www.kwerk.fr link; mixed-sentiment — the tracked brand is the one criticised. Sentiment: Deskopolitan positive ("je regarderais d'abord", well-designed offices, appreciated community, "le meilleur compromis"); Kwerk negative (among the highest prices in Paris, locations far from the East, "je ne recommanderais pas Kwerk"; "des espaces très design" does not outweigh it); Station F neutral (how admission works: facts only).
  {
    id: "fr-r24-11",
    lang: "fr",
    shape: "claude",
    traps: ["negation", "markdown", "mixed-sentiment"],
    brand: { name: "Kwerk", domain: "kwerk.fr" },
    competitors: [
      { name: "Deskopolitan", domain: "deskopolitan.com" },
      { name: "Station F", domain: "stationf.co" },
    ],
    answer: `Pour une équipe de cinq personnes dans l'Est parisien, je regarderais d'abord du côté de Deskopolitan, qui a notamment un espace à Voltaire, dans le 11ᵉ. Les bureaux privatifs de 4 à 6 postes y sont bien pensés, et les membres de Deskopolitan apprécient la communauté et les événements. Deskopolitan est, à mon avis, le meilleur compromis entre prix et cadre de travail dans ce secteur.

Kwerk a des espaces très design, mais ses tarifs sont parmi les plus élevés de Paris et ses adresses se trouvent surtout dans l'Ouest et à La Défense, loin de ce que vous cherchez. Pour une petite équipe attentive à son budget, je ne recommanderais pas Kwerk.

Station F, dans le 13ᵉ, fonctionne différemment : on n'y loue pas un bureau librement, il faut être admis dans l'un des programmes d'incubation hébergés sur place, sur candidature.

Avant de vous décider, visitez deux ou trois espaces à l'heure où votre équipe y travaillerait vraiment et demandez une journée d'essai. Les pages [tarifs de Deskopolitan](https://www.deskopolitan.com/bureaux-prives) et [Kwerk](https://www.kwerk.fr/espaces/) donnent une première idée des prix.`,
    expect: {
      mentions: {
        Kwerk: { position: 2, list: null, sentiment: "negative" },
        Deskopolitan: { position: 1, list: null, sentiment: "positive" },
        "Station F": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.deskopolitan.com/bureaux-prives", "https://www.kwerk.fr/espaces/"],
      own: ["https://www.kwerk.fr/espaces/"],
    },
  },

  // Q: "BforBank, c'est une bonne banque ?" Traps: case — the tracked "Bunq" is written in its own lowercase styling "bunq", at the start of a sentence; still a mention; hedge — "sous conditions de revenus" does not change BforBank's favourable verdict. Sentiment: BforBank positive ("Oui… fiable", no account fees, well-rated app); CIC negative (branches are a neutral fact, but fees and card "nettement plus chers"); Bunq neutral (Dutch neobank available in France, plans from 3,99 € par mois: facts). No links.
  {
    id: "fr-r24-12",
    lang: "fr",
    shape: "short",
    traps: ["case", "hedge", "mixed-sentiment"],
    brand: { name: "BforBank", domain: "bforbank.com" },
    competitors: [
      { name: "CIC", domain: "cic.fr" },
      { name: "Bunq", domain: "bunq.com" },
    ],
    answer: `Oui, BforBank est une banque en ligne fiable : pas de frais de tenue de compte, une application bien notée et une carte Visa gratuite sous conditions de revenus. Le CIC, lui, a un réseau d'agences, mais ses frais de tenue de compte et ses cartes sont nettement plus chers. bunq est une néobanque néerlandaise disponible en France, avec des formules à partir de 3,99 € par mois.`,
    expect: {
      mentions: {
        BforBank: { position: 1, list: null, sentiment: "positive" },
        CIC: { position: 2, list: null, sentiment: "negative" },
        Bunq: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "¿Cuál es la mejor academia de inglés en Madrid para adultos?" Traps: table — rows British Council 1, International House Madrid 2, Kells 3 (untracked, still counted), ABA English 4; alias — "IH Madrid" in the bullet reaches International House (already named in row 2); sources-list — the final "Fuentes:" line is the sources block (its link texts are bare domains, not names); utm — both links carry ?utm_source=chatgpt.com; own — the www.ihmadrid.es link; hedge — "Eso sí, no es la más barata" for British Council. Sentiment: British Council positive (4,7/5, "la opción más sólida", qualified teachers, official exam centre; price hedge); International House positive (4,5/5, "muy buena fama", flexible timetables, good class atmosphere); ABA English negative (3,4/5, "no sustituye a una academia presencial", few live classes, learners stall; "muy económica" does not outweigh it).
  {
    id: "es-r24-13",
    lang: "es",
    shape: "chatgpt",
    traps: ["table", "alias", "sources-list", "utm", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "International House", aliases: ["IH Madrid"], domain: "ihmadrid.es" },
    competitors: [
      { name: "British Council", domain: "britishcouncil.es" },
      { name: "ABA English", domain: "abaenglish.com" },
    ],
    answer: `Depende bastante de tu nivel, de cuántas horas a la semana puedes dedicarle y de si necesitas un título oficial. Estas son las opciones que más se recomiendan:

| Academia | Ideal para | Precio aprox. | Valoración |
|---|---|---|---|
| **British Council** | Preparar exámenes de Cambridge e IELTS | 180–250 €/mes | 4,7/5 |
| **International House Madrid** | Grupos reducidos y cursos intensivos | 150–220 €/mes | 4,5/5 |
| **Kells** | Clases de conversación | 120–160 €/mes | 4,3/5 |
| **ABA English** | Estudiar online a tu ritmo | 10–20 €/mes | 3,4/5 |

### Mi recomendación
- **British Council** es la opción más sólida si buscas calidad: profesores titulados, un seguimiento serio y es centro examinador oficial. Eso sí, no es la más barata.
- **IH Madrid** tiene muy buena fama para cursos intensivos y horarios flexibles; muchos alumnos destacan el ambiente de las clases.
- **ABA English** es muy económica, pero no sustituye a una academia presencial: las clases en directo son escasas y muchos usuarios dicen que se estancan sin un profesor que los corrija.

Si quieres, te preparo una comparativa con horarios y ubicaciones (Chamberí, Salamanca, Centro…).

Fuentes: [britishcouncil.es](https://www.britishcouncil.es/ingles/adultos?utm_source=chatgpt.com), [ihmadrid.es](https://www.ihmadrid.es/cursos-de-ingles?utm_source=chatgpt.com)`,
    expect: {
      mentions: {
        "International House": { position: 2, list: 2, sentiment: "positive" },
        "British Council": { position: 1, list: 1, sentiment: "positive" },
        "ABA English": { position: 3, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.britishcouncil.es/ingles/adultos?utm_source=chatgpt.com",
        "https://www.ihmadrid.es/cursos-de-ingles?utm_source=chatgpt.com",
      ],
      own: ["https://www.ihmadrid.es/cursos-de-ingles?utm_source=chatgpt.com"],
    },
  },

  // Q: "¿Trasmed o GNV para ir a Mallorca con coche desde Barcelona?" Traps: the bare domains "trasmed.com" and "gnv.it" in the last paragraph are neither URLs (no citation) nor mentions (both names are already named in prose); the first paragraph says "las dos navieras" without naming them, so the first mentions are in paragraphs 2 and 3. Sentiment: Trasmed positive ("suele salir mejor parada", newer ships, clean cabins, quick boarding, "la que te recomendaría"); GNV negative ("más irregular", delays, dated cabins, long queues, overpriced restaurant); Direct Ferries neutral (a comparison site that shows both: fact). No citations. Twin of es-r24-15 with Trasmed and GNV swapped.
  {
    id: "es-r24-14",
    lang: "es",
    shape: "claude",
    traps: ["mixed-sentiment"],
    brand: { name: "Trasmed", aliases: ["Trasmed GLE"], domain: "trasmed.com" },
    competitors: [
      { name: "GNV", aliases: ["Grandi Navi Veloci"], domain: "gnv.it" },
      { name: "Direct Ferries", domain: "directferries.es" },
    ],
    answer: `Para ir de Barcelona a Palma con coche, las dos navieras hacen el trayecto nocturno en unas 7–8 horas, así que la diferencia está más en el barco y en el servicio que en el horario.

Trasmed suele salir mejor parada en las opiniones recientes: sus barcos en esta ruta son más nuevos, los camarotes están limpios y el embarque de vehículos es bastante ágil. Si viajas con niños o quieres dormir de verdad, Trasmed es la que te recomendaría.

Con GNV la experiencia es más irregular. Muchos pasajeros se quejan de retrasos en la salida, de camarotes anticuados y de colas largas para desembarcar el coche en Palma; además, el restaurante de a bordo de GNV tiene precios altos para lo que ofrece.

En precio andan parecidas: entre 180 y 300 € ida y vuelta para dos personas y un turismo en temporada media, según la antelación. Antes de reservar, compara tarifas en Direct Ferries, que muestra ambas compañías en la misma búsqueda, y luego mira si sale más barato reservar directamente en la web de la naviera (trasmed.com o gnv.it).

Si me dices las fechas, te ayudo a ver qué horario te encaja mejor.`,
    expect: {
      mentions: {
        Trasmed: { position: 1, list: null, sentiment: "positive" },
        GNV: { position: 2, list: null, sentiment: "negative" },
        "Direct Ferries": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "es-r24-15",
  },

  // Q: "¿Trasmed o GNV para ir a Mallorca con coche desde Barcelona?" Traps: same as es-r24-14 — bare domains "trasmed.com" and "gnv.it" are neither citations nor mentions; the first paragraph names neither company. Sentiment: Trasmed negative ("más irregular", delays, dated cabins, long queues, overpriced restaurant); GNV positive ("suele salir mejor parada", newer ships, clean cabins, quick boarding, "la que te recomendaría"); Direct Ferries neutral (fact). No citations. Twin of es-r24-14 with praise and criticism swapped; first-mention order unchanged (Trasmed paragraph still comes first).
  {
    id: "es-r24-15",
    lang: "es",
    shape: "claude",
    traps: ["mixed-sentiment"],
    brand: { name: "Trasmed", aliases: ["Trasmed GLE"], domain: "trasmed.com" },
    competitors: [
      { name: "GNV", aliases: ["Grandi Navi Veloci"], domain: "gnv.it" },
      { name: "Direct Ferries", domain: "directferries.es" },
    ],
    answer: `Para ir de Barcelona a Palma con coche, las dos navieras hacen el trayecto nocturno en unas 7–8 horas, así que la diferencia está más en el barco y en el servicio que en el horario.

Con Trasmed la experiencia es más irregular. Muchos pasajeros se quejan de retrasos en la salida, de camarotes anticuados y de colas largas para desembarcar el coche en Palma; además, el restaurante de a bordo de Trasmed tiene precios altos para lo que ofrece.

GNV suele salir mejor parada en las opiniones recientes: sus barcos en esta ruta son más nuevos, los camarotes están limpios y el embarque de vehículos es bastante ágil. Si viajas con niños o quieres dormir de verdad, GNV es la que te recomendaría.

En precio andan parecidas: entre 180 y 300 € ida y vuelta para dos personas y un turismo en temporada media, según la antelación. Antes de reservar, compara tarifas en Direct Ferries, que muestra ambas compañías en la misma búsqueda, y luego mira si sale más barato reservar directamente en la web de la naviera (trasmed.com o gnv.it).

Si me dices las fechas, te ayudo a ver qué horario te encaja mejor.`,
    expect: {
      mentions: {
        Trasmed: { position: 1, list: null, sentiment: "negative" },
        GNV: { position: 2, list: null, sentiment: "positive" },
        "Direct Ferries": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "es-r24-14",
  },

  // Q: "¿Qué es mejor, Nequi o Daviplata?" (Colombia) Traps: common-word — in "el nombre viene del lulo, la fruta" the alias "Lulo" is the fruit, not the bank (no mention; Lulo Bank is already named just before); case — "MOVii" is the tracked Movii in its own styling; sources-list — "Aprende más:" followed by numbered bare URLs is the sources block; subdomain — ayuda.nequi.com.co is own, as is www.nequi.com.co; the xataka.com.co URL contains "movii" but only as a URL; negation — "no la pondría como primera opción". Sentiment: Nequi positive ("la app más completa", "la opción que más recomiendan los usuarios"); Daviplata neutral (how it works, used for subsidies, cash withdrawal without card: facts); Lulo Bank positive ("buena rentabilidad"); Movii negative (many complaints about blocked accounts and slow support, not a first choice).
  {
    id: "es-r24-16",
    lang: "es",
    shape: "copilot",
    traps: ["common-word", "case", "sources-list", "subdomain", "negation", "mixed-sentiment"],
    brand: { name: "Nequi", domain: "nequi.com.co" },
    competitors: [
      { name: "Daviplata", domain: "daviplata.com" },
      { name: "Lulo Bank", aliases: ["Lulo"], domain: "lulobank.com" },
      { name: "Movii", domain: "movii.com.co" },
    ],
    answer: `Ambas son billeteras digitales gratuitas y muy usadas en Colombia, así que depende de para qué la vayas a usar.

**Nequi**, de Bancolombia, tiene la app más completa: bolsillos para ahorrar, metas, tarjeta débito física y transferencias inmediatas con Bre-B. Es la opción que más recomiendan los usuarios por lo fácil que es de usar [1][2].

**Daviplata**, de Davivienda, funciona solo con el número de celular y es la que usa el Gobierno para pagar varios subsidios; permite retirar en cajeros y corresponsales sin tarjeta [3].

Si buscas algo más parecido a un banco, Lulo Bank ofrece una cuenta de ahorros 100 % digital con buena rentabilidad (por cierto, el nombre viene del lulo, la fruta). En cambio, MOVii ha recibido muchas quejas por bloqueos de cuenta y demoras en el soporte, así que no la pondría como primera opción [4].

Aprende más:
1. https://www.nequi.com.co/personas/ahorro
2. https://ayuda.nequi.com.co/hc/es/articles/preguntas-frecuentes
3. https://www.daviplata.com/wps/portal/daviplata/Home/
4. https://www.xataka.com.co/fintech/movii-quejas-usuarios`,
    expect: {
      mentions: {
        Nequi: { position: 1, list: null, sentiment: "positive" },
        Daviplata: { position: 2, list: null, sentiment: "neutral" },
        "Lulo Bank": { position: 3, list: null, sentiment: "positive" },
        Movii: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.nequi.com.co/personas/ahorro",
        "https://ayuda.nequi.com.co/hc/es/articles/preguntas-frecuentes",
        "https://www.daviplata.com/wps/portal/daviplata/Home/",
        "https://www.xataka.com.co/fintech/movii-quejas-usuarios",
      ],
      own: ["https://www.nequi.com.co/personas/ahorro", "https://ayuda.nequi.com.co/hc/es/articles/preguntas-frecuentes"],
    },
  },

  // Q: "¿Qué aseguradora de gastos médicos mayores me conviene en México?" Traps: alias — "GNP" reaches GNP Seguros (first mention in the first sentence), "Seguros Monterrey" is an alias of Seguros Monterrey New York Life; common-word — "un plan seguro y sin sorpresas" is the ordinary phrase ("a safe plan"), not the brand Plan Seguro; sources-list — Plan Seguro is named only in the trailing "Fuentes" list, so it is not mentioned (null) though its URL is a citation; parentheses-url — the Wikipedia URL keeps its balanced "(aseguradora)"; own — the www.gnp.com.mx source. Sentiment: GNP Seguros positive (leader, widest hospital network, plans suited to families; "aunque las primas suben bastante" is a hedge); MetLife neutral (sells mostly group policies through employers, also individual plans: facts); Seguros Monterrey New York Life negative (many CONDUSEF complaints, claim rejections). In the first sentence the three are only listed.
  {
    id: "es-r24-17",
    lang: "es",
    shape: "perplexity",
    traps: ["alias", "common-word", "sources-list", "parentheses-url", "hedge", "mixed-sentiment"],
    brand: { name: "GNP Seguros", aliases: ["GNP"], domain: "gnp.com.mx" },
    competitors: [
      { name: "MetLife", domain: "metlife.com.mx" },
      { name: "Seguros Monterrey New York Life", aliases: ["Seguros Monterrey"], domain: "mnyl.com.mx" },
      { name: "Plan Seguro", domain: "planseguro.com.mx" },
    ],
    answer: `En México, las aseguradoras con más participación en gastos médicos mayores son GNP, MetLife y Seguros Monterrey New York Life, entre otras [1][2]. La mejor opción depende de tu edad, de los hospitales que quieras usar y del deducible que puedas pagar.

GNP Seguros es líder del ramo y tiene la red de hospitales más amplia del país, incluidos hospitales de nivel alto como el ABC y Médica Sur; sus planes se adaptan bien a familias, aunque las primas suben bastante a partir de los 50 años [2][3].

MetLife vende gastos médicos sobre todo a través de empresas, con pólizas colectivas, y también tiene planes individuales [4].

Seguros Monterrey ha acumulado en los últimos años una de las cifras más altas de reclamaciones ante la CONDUSEF en este ramo, y varios asegurados reportan rechazos de siniestros por supuestas preexistencias, así que conviene leer muy bien las exclusiones [1][5].

Si lo que buscas es un plan seguro y sin sorpresas, compara al menos tres cotizaciones con el mismo deducible y coaseguro, y revisa el tope de coaseguro y el tabulador de honorarios médicos [6].

Fuentes
[1] CONDUSEF – Buró de Entidades Financieras – https://www.buro.gob.mx/
[2] Grupo Nacional Provincial – Wikipedia – https://es.wikipedia.org/wiki/Grupo_Nacional_Provincial_(aseguradora)
[3] GNP Seguros – Gastos Médicos Mayores – https://www.gnp.com.mx/personas/gastos-medicos-mayores
[4] MetLife México – Gastos médicos – https://www.metlife.com.mx/seguros/gastos-medicos/
[5] Quejas por rechazo de siniestros en gastos médicos – https://www.elfinanciero.com.mx/mis-finanzas/quejas-seguros-gastos-medicos/
[6] Plan Seguro – Cómo elegir tu seguro de gastos médicos – https://www.planseguro.com.mx/blog/como-elegir-seguro-gastos-medicos`,
    expect: {
      mentions: {
        "GNP Seguros": { position: 1, list: null, sentiment: "positive" },
        MetLife: { position: 2, list: null, sentiment: "neutral" },
        "Seguros Monterrey New York Life": { position: 3, list: null, sentiment: "negative" },
        "Plan Seguro": null,
      },
      citations: [
        "https://www.buro.gob.mx/",
        "https://es.wikipedia.org/wiki/Grupo_Nacional_Provincial_(aseguradora)",
        "https://www.gnp.com.mx/personas/gastos-medicos-mayores",
        "https://www.metlife.com.mx/seguros/gastos-medicos/",
        "https://www.elfinanciero.com.mx/mis-finanzas/quejas-seguros-gastos-medicos/",
        "https://www.planseguro.com.mx/blog/como-elegir-seguro-gastos-medicos",
      ],
      own: ["https://www.gnp.com.mx/personas/gastos-medicos-mayores"],
    },
  },

  // Q: "¿Merece la pena SotySolar para instalar placas solares?" Traps: common-word — "el cambio energético que está viviendo España" is the ordinary phrase, not the brand Cambio Energético (no mention; it comes before the table, so the brand's first mention is its table row and it ranks 4th, not 2nd); case — "SolarProfit" is the tracked "Solarprofit" in its own styling; table — SotySolar row 1, SolarProfit 2, Contigo Energía 3, Cambio Energético 4 (the "Ventajas" bullets and the heading "Ventajas de SotySolar" come earlier, but no bullet names it and a heading is not a list item); hedge — "aunque conviene pedir al menos otro presupuesto"; negation — "No es la que te recomendaría". Sentiment: SotySolar positive ("opción recomendable", competitive price, handles paperwork, good reviews; the "Inconvenientes" bullets do not name it); Solarprofit negative (complaints about aggressive door-to-door selling, unclear financing, delays); Contigo Energía neutral (what it offers); Cambio Energético neutral (own teams, mid-range panels, financing: facts). Table rows carry only model, price and coverage.
  {
    id: "es-r24-18",
    lang: "es",
    shape: "long",
    traps: ["common-word", "case", "table", "hedge", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "SotySolar", domain: "sotysolar.es" },
    competitors: [
      { name: "Solarprofit", domain: "solarprofit.es" },
      { name: "Contigo Energía", domain: "contigoenergia.com" },
      { name: "Cambio Energético", domain: "cambioenergetico.com" },
    ],
    answer: `## ¿Merece la pena SotySolar?

**Respuesta corta:** sí, para la mayoría de viviendas unifamiliares SotySolar es una opción recomendable, aunque conviene pedir al menos otro presupuesto para comparar.

SotySolar funciona como intermediario: pides el estudio en su web, ellos diseñan la instalación y la ejecuta un instalador asociado de tu zona. Con el cambio energético que está viviendo España y las subidas de la luz, este tipo de plataformas ha crecido muchísimo en los últimos años.

### Ventajas de SotySolar
* **Precio competitivo:** los presupuestos suelen quedar por debajo de la media para instalaciones de 3 a 5 kWp.
* **Trámites incluidos:** se encargan de la legalización, la compensación de excedentes y la solicitud de subvenciones.
* **Buenas opiniones:** la mayoría de clientes destacan la comunicación durante todo el proceso.

### Inconvenientes
* La calidad final depende del instalador local que te asignen.
* En temporada alta los plazos pueden alargarse hasta 6–8 semanas.

### Comparativa rápida

| Empresa | Modelo | Precio orientativo (4 kWp) | Cobertura |
|---|---|---|---|
| SotySolar | Plataforma con instaladores locales | 4.800–5.800 € | Toda España |
| SolarProfit | Instalador propio, venta a domicilio | 6.500–8.000 € | Toda España |
| Contigo Energía | Comercializadora con instalación | 5.500–6.500 € | Península |
| Cambio Energético | Instalador propio | 5.000–6.200 € | Varias provincias |

### Otras opciones
* **SolarProfit:** muy conocida por su publicidad, pero acumula quejas por ventas agresivas a domicilio, financiaciones poco claras y retrasos en la puesta en marcha. No es la que te recomendaría.
* **Contigo Energía:** comercializadora eléctrica que también instala autoconsumo y lo combina con un contrato de luz con compensación de excedentes.
* **Cambio Energético:** instalador con equipos propios; trabaja con paneles de gama media y ofrece financiación a plazos.

### Conclusión
Si quieres un proceso sencillo y un precio ajustado, SotySolar es una buena elección. Pide también un segundo presupuesto a un instalador de tu zona y no firmes nada el mismo día de una visita comercial.`,
    expect: {
      mentions: {
        SotySolar: { position: 1, list: 1, sentiment: "positive" },
        Solarprofit: { position: 2, list: 2, sentiment: "negative" },
        "Contigo Energía": { position: 3, list: 3, sentiment: "neutral" },
        "Cambio Energético": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "Welche Fahrradversicherung fürs E-Bike – Wertgarantie oder Hepster?" Traps: prose-before-list — both are named in the opening sentence (ranks 1, 2) before the numbered headings; numbered headings "### 1. **Wertgarantie**", "### 2. **Hepster**", "### 3. **ENRA**" are list items with their written numbers (1, 2, 3); possessive — German genitive "Hepsters Basistarif"; utm — links with ?utm_source=chatgpt.com; own — the www.wertgarantie.de link. Sentiment: Wertgarantie positive ("die rundere Lösung", broad cover including wear, praised service, "würde ich zu Wertgarantie greifen"); Hepster negative ("mit Abstrichen", slow claims, hard-to-reach support, no wear cover, "lohnt sich höchstens als Übergangslösung"; the "flexibel kündbar" bullet does not outweigh it); ENRA neutral (specialist insurer, tariffs, price: facts). Twin of de-r24-20 with Wertgarantie and Hepster swapped.
  {
    id: "de-r24-19",
    lang: "de",
    shape: "chatgpt",
    traps: ["prose-before-list", "possessive", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Wertgarantie", domain: "wertgarantie.de" },
    competitors: [
      { name: "Hepster", domain: "hepster.com" },
      { name: "ENRA", domain: "enra.de" },
    ],
    answer: `Kurz gesagt: Für ein teures E-Bike ist **Wertgarantie** meist die rundere Lösung, **Hepster** eher die günstige Variante mit Abstrichen. Im Detail:

### 1. **Wertgarantie**
- Deckt Diebstahl, Unfall- und Sturzschäden, Vandalismus und auch Verschleiß (z. B. Akku, Bremsen) ab.
- Der Kundenservice von Wertgarantie wird in Erfahrungsberichten oft gelobt, Reparaturen laufen direkt über den Fachhandel.
- Preis: ab ca. 10 €/Monat für ein E-Bike bis 3.000 €.
- 👉 [wertgarantie.de](https://www.wertgarantie.de/e-bike-versicherung?utm_source=chatgpt.com)

### 2. **Hepster**
- Monatlich kündbar und komplett online abschließbar.
- Aber: Viele Kunden berichten von langwierigen Schadensabwicklungen und schwer erreichbarem Support; Hepsters Basistarif deckt außerdem keinen Verschleiß ab.
- Preis: ab ca. 7 €/Monat.
- 👉 [hepster.com](https://www.hepster.com/de/fahrradversicherung?utm_source=chatgpt.com)

### 3. **ENRA**
- Spezialversicherer für Fahrräder und E-Bikes, Tarife mit und ohne Selbstbeteiligung.
- Preis: ab ca. 8 €/Monat.

**Mein Tipp:** Wenn dein E-Bike mehr als 2.000 € gekostet hat, würde ich zu Wertgarantie greifen. Hepster lohnt sich höchstens als Übergangslösung.`,
    expect: {
      mentions: {
        Wertgarantie: { position: 1, list: 1, sentiment: "positive" },
        Hepster: { position: 2, list: 2, sentiment: "negative" },
        ENRA: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.wertgarantie.de/e-bike-versicherung?utm_source=chatgpt.com",
        "https://www.hepster.com/de/fahrradversicherung?utm_source=chatgpt.com",
      ],
      own: ["https://www.wertgarantie.de/e-bike-versicherung?utm_source=chatgpt.com"],
    },
    pair: "de-r24-20",
  },

  // Q: "Welche Fahrradversicherung fürs E-Bike – Wertgarantie oder Hepster?" Traps: same as de-r24-19 — both named in the opening sentence before the numbered headings (1. Wertgarantie, 2. Hepster, 3. ENRA are list items 1, 2, 3); genitive "Hepsters Kundenservice"; utm links; own — the www.wertgarantie.de link. Sentiment: Wertgarantie negative ("die teure Variante mit Abstrichen", slow claims, hard-to-reach support, high excess on wear, "lohnt sich höchstens…"); Hepster positive ("die rundere Lösung", broad cover, praised service, "würde ich zu Hepster greifen"); ENRA neutral. Twin of de-r24-19 with praise and criticism swapped; first-mention order and list numbers unchanged.
  {
    id: "de-r24-20",
    lang: "de",
    shape: "chatgpt",
    traps: ["prose-before-list", "possessive", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Wertgarantie", domain: "wertgarantie.de" },
    competitors: [
      { name: "Hepster", domain: "hepster.com" },
      { name: "ENRA", domain: "enra.de" },
    ],
    answer: `Kurz gesagt: Für ein teures E-Bike ist **Wertgarantie** eher die teure Variante mit Abstrichen, **Hepster** meist die rundere Lösung. Im Detail:

### 1. **Wertgarantie**
- Deckt Diebstahl und Unfallschäden ab.
- Aber: Viele Kunden berichten von langwierigen Schadensabwicklungen und schwer erreichbarem Support; Wertgarantie verlangt außerdem bei Verschleißschäden eine hohe Selbstbeteiligung.
- Preis: ab ca. 10 €/Monat für ein E-Bike bis 3.000 €.
- 👉 [wertgarantie.de](https://www.wertgarantie.de/e-bike-versicherung?utm_source=chatgpt.com)

### 2. **Hepster**
- Deckt Diebstahl, Unfall- und Sturzschäden, Vandalismus und auch Verschleiß (z. B. Akku, Bremsen) ab.
- Hepsters Kundenservice wird in Erfahrungsberichten oft gelobt, Schäden werden schnell online abgewickelt.
- Preis: ab ca. 7 €/Monat.
- 👉 [hepster.com](https://www.hepster.com/de/fahrradversicherung?utm_source=chatgpt.com)

### 3. **ENRA**
- Spezialversicherer für Fahrräder und E-Bikes, Tarife mit und ohne Selbstbeteiligung.
- Preis: ab ca. 8 €/Monat.

**Mein Tipp:** Wenn dein E-Bike mehr als 2.000 € gekostet hat, würde ich zu Hepster greifen. Wertgarantie lohnt sich höchstens, wenn du ohnehin alles beim Fachhändler reparieren lässt.`,
    expect: {
      mentions: {
        Wertgarantie: { position: 1, list: 1, sentiment: "negative" },
        Hepster: { position: 2, list: 2, sentiment: "positive" },
        ENRA: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.wertgarantie.de/e-bike-versicherung?utm_source=chatgpt.com",
        "https://www.hepster.com/de/fahrradversicherung?utm_source=chatgpt.com",
      ],
      own: ["https://www.wertgarantie.de/e-bike-versicherung?utm_source=chatgpt.com"],
    },
    pair: "de-r24-19",
  },

  // Q: "Lohnt sich Stahlwille für Hobbyschrauber?" Traps: case — "STAHLWILLE" and "HAZET" in the table are the brands in their official capitals; table — rows STAHLWILLE 1, HAZET 2, Proxxon 3; Brüder Mannesmann is not in the table, its first list item is bullet 3 of "Die Alternativen" (Hazet 1, Proxxon 2, Brüder Mannesmann 3); possessive — genitive "Stahlwilles Handwerkzeug"; the compound "Proxxon-Set" is a mention of Proxxon (hyphen-joined, already named); hedge — "oft mehr, als du brauchst", "trotz des hohen Preises" inside a favourable verdict. Sentiment: Stahlwille positive (professional quality, lasts a lifetime, precise torque wrenches, "lohnt sich … trotz des hohen Preises"); Hazet neutral (traditional maker from Remscheid, common in garages, similar price: facts; the table row holds price and location only); Proxxon positive ("Preis-Leistungs-Tipp", solid, "reicht … völlig"); Brüder Mannesmann negative (weak quality, sockets widen, "Davon würde ich abraten"). No links.
  {
    id: "de-r24-21",
    lang: "de",
    shape: "gemini",
    traps: ["case", "table", "possessive", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Stahlwille", domain: "stahlwille.de" },
    competitors: [
      { name: "Hazet", domain: "hazet.de" },
      { name: "Proxxon", domain: "proxxon.com" },
      { name: "Brüder Mannesmann", domain: "brueder-mannesmann.de" },
    ],
    answer: `## Stahlwille für Hobbyschrauber: Lohnt sich das?

**Kurz gesagt:** Stahlwille ist Werkzeug in Profiqualität und hält praktisch ein Leben lang – für gelegentliche Arbeiten am Auto oder Fahrrad ist es aber oft mehr, als du brauchst.

### Preise im Vergleich

| Marke | Ratschenkasten 1/2" (ca. 30 Teile) | Firmensitz |
|---|---|---|
| STAHLWILLE | 350–450 € | Wuppertal |
| HAZET | 300–400 € | Remscheid |
| Proxxon | 120–180 € | Föhren |

### Die Stärken von Stahlwille
* **Verarbeitung:** Passgenaue Nüsse und feinzahnige Ratschen, die auch an festsitzenden Schrauben nicht abrutschen.
* **Langlebigkeit:** Stahlwilles Handwerkzeug wird in Deutschland gefertigt und hält bei normaler Nutzung Jahrzehnte.
* **Drehmomentschlüssel:** Die Manoskop-Serie gehört zu den genauesten am Markt.

### Die Alternativen
* **Hazet:** Traditionshersteller aus Remscheid, in vielen Kfz-Werkstätten verbreitet; preislich auf ähnlichem Niveau wie Stahlwille.
* **Proxxon:** Der Preis-Leistungs-Tipp für Hobbyschrauber – solide Ratschenkästen zum halben Preis, fürs Wochenende völlig ausreichend.
* **Brüder Mannesmann:** Sehr günstig, aber die Qualität ist schwach: Nüsse weiten sich, Ratschen geben schnell nach. Davon würde ich abraten.

### Fazit
Wenn du regelmäßig schraubst und Werkzeug nur einmal kaufen willst, lohnt sich Stahlwille trotz des hohen Preises. Für gelegentliche Reparaturen reicht ein Proxxon-Set völlig.`,
    expect: {
      mentions: {
        Stahlwille: { position: 1, list: 1, sentiment: "positive" },
        Hazet: { position: 2, list: 2, sentiment: "neutral" },
        Proxxon: { position: 3, list: 3, sentiment: "positive" },
        "Brüder Mannesmann": { position: 4, list: 3, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "Welche Zahnzusatzversicherung ist 2025 die beste?" Traps: declined — "der Süddeutschen Krankenversicherung" is the declined form of Süddeutsche Krankenversicherung (first mention, rank 1); alias — "(SDK)" and the compound "SDK-App" reach it too; sources-list — Union Krankenversicherung appears only in the trailing "Quellen" list (and its URL), never in the body: not mentioned (null), its URL is still a citation; "ottonova" in the sources list is lowercase but Ottonova is already named in the body; own — the www.sdk.de source. Sentiment: Süddeutsche Krankenversicherung positive ("Sehr gute Bewertungen", 100 % refund, no waiting time, fast refunds via the app); Universa neutral (mutual from Nuremberg with tariffs from 70 to 100 %: facts); Ottonova negative (premium rises steeply with age, users criticise tight limits; "wirbt mit" a digital signup is not praise).
  {
    id: "de-r24-22",
    lang: "de",
    shape: "perplexity",
    traps: ["declined", "alias", "sources-list", "mixed-sentiment"],
    brand: { name: "Süddeutsche Krankenversicherung", aliases: ["SDK"], domain: "sdk.de" },
    competitors: [
      { name: "Universa", domain: "universa.de" },
      { name: "Ottonova", domain: "ottonova.de" },
      { name: "Union Krankenversicherung", aliases: ["UKV"], domain: "ukv.de" },
    ],
    answer: `Die „beste“ Zahnzusatzversicherung hängt davon ab, ob dir vor allem Zahnersatz, Implantate oder auch Prophylaxe und Zahnreinigung wichtig sind [1]. In aktuellen Vergleichen schneiden vor allem Tarife mit 90–100 % Erstattung und ohne Wartezeit gut ab [1][2].

Sehr gute Bewertungen erhält der Tarif Zahn100 der Süddeutschen Krankenversicherung (SDK): 100 % Erstattung für Zahnersatz inklusive Implantate, keine Wartezeit und eine transparente Leistungsbegrenzung nur in den ersten Jahren [2][3]. Kunden loben außerdem die schnelle Erstattung über die SDK-App [3].

Die Universa, ein Versicherungsverein aus Nürnberg, bietet mit uni-dent|Privat mehrere Tarifstufen zwischen 70 und 100 % Erstattung an [4].

Ottonova wirbt mit einem komplett digitalen Abschluss, doch der Beitrag steigt mit dem Alter stark an, und Nutzer bemängeln bei Ottonova enge Leistungsgrenzen für Implantate in den ersten Jahren [5].

Achte beim Vergleich außerdem darauf, ob eine Gesundheitsprüfung nötig ist und wie laufende Behandlungen behandelt werden [6].

Quellen
[1] Stiftung Warentest – Zahnzusatzversicherungen im Test – https://www.test.de/Zahnzusatzversicherung-im-Test-4206318-0/
[2] Finanztip – Zahnzusatzversicherung Vergleich – https://www.finanztip.de/zahnzusatzversicherung/
[3] SDK – Zahn100 – https://www.sdk.de/produkte/zahnzusatzversicherung/zahn100/
[4] Universa – uni-dent|Privat – https://www.universa.de/privatkunden/zahnzusatzversicherung
[5] Erfahrungen mit ottonova – https://www.trustpilot.com/review/ottonova.de
[6] Union Krankenversicherung – ZahnPRIVAT – https://www.ukv.de/content/privatkunden/zahnzusatzversicherung/`,
    expect: {
      mentions: {
        "Süddeutsche Krankenversicherung": { position: 1, list: null, sentiment: "positive" },
        Universa: { position: 2, list: null, sentiment: "neutral" },
        Ottonova: { position: 3, list: null, sentiment: "negative" },
        "Union Krankenversicherung": null,
      },
      citations: [
        "https://www.test.de/Zahnzusatzversicherung-im-Test-4206318-0/",
        "https://www.finanztip.de/zahnzusatzversicherung/",
        "https://www.sdk.de/produkte/zahnzusatzversicherung/zahn100/",
        "https://www.universa.de/privatkunden/zahnzusatzversicherung",
        "https://www.trustpilot.com/review/ottonova.de",
        "https://www.ukv.de/content/privatkunden/zahnzusatzversicherung/",
      ],
      own: ["https://www.sdk.de/produkte/zahnzusatzversicherung/zahn100/"],
    },
  },

  // Q: "Welche Coworking-Spaces in Zürich sind gut für Freelancer?" (Swiss German spelling: "grosse", "regelmässige") Traps: common-word — "Coworking-Spaces" in the first sentence and "Die meisten Spaces" in the tip are the common noun (coworking spaces), not the brand Spaces (no mention; the brand's first mention is the bold "**Spaces**" paragraph, rank 4, not 1); subdomain — zurich.impacthub.net is own (subdomain of impacthub.net); sources-list — the trailing "Weitere Informationen" block of numbered URLs; mixed-sentiment. Sentiment: Impact Hub positive (large community, flexible memberships, events, "besonders attraktiv"); Westhive neutral (locations and desk types: facts); Regus negative (high day prices, impersonal, automatic contract renewals; the Spaces sentence that names Regus is a neutral fact); Spaces neutral (belongs to IWG like Regus, location in Kreis 5: facts).
  {
    id: "de-r24-23",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "subdomain", "sources-list", "markdown", "mixed-sentiment"],
    brand: { name: "Impact Hub", domain: "impacthub.net" },
    competitors: [
      { name: "Westhive", domain: "westhive.com" },
      { name: "Regus", domain: "regus.com" },
      { name: "Spaces", domain: "spacesworks.com" },
    ],
    answer: `In Zürich gibt es viele Coworking-Spaces, die sich für Freelancer eignen. Diese werden besonders oft empfohlen:

**Impact Hub Zürich** hat mehrere Standorte (Viadukt, Colab, Kraftwerk) und eine grosse Community aus Gründerinnen, NGOs und Kreativen. Flexible Mitgliedschaften und regelmässige Events machen Impact Hub gerade für Einzelpersonen besonders attraktiv [1].

**Westhive** hat Flächen in Zürich West und am Hardturm, mit Fix- und Flex-Desks sowie buchbaren Meetingräumen [2].

**Regus** ist mit mehreren Business-Centern vertreten, richtet sich aber eher an Firmen: Die Tagespreise sind hoch, die Atmosphäre wirkt unpersönlich, und Verträge bei Regus verlängern sich oft automatisch, wenn man nicht rechtzeitig kündigt [3].

**Spaces** gehört wie Regus zur IWG-Gruppe und hat einen Standort im Kreis 5 mit Coworking-Bereich und privaten Büros [4].

Tipp: Die meisten Spaces bieten einen kostenlosen Probetag an – so merkst du schnell, ob die Atmosphäre zu deinem Arbeitsstil passt.

Weitere Informationen:
1. https://zurich.impacthub.net/mitgliedschaft/
2. https://www.westhive.com/de/coworking
3. https://www.regus.com/de-ch/switzerland/zurich
4. https://www.spacesworks.com/de-ch/zurich/`,
    expect: {
      mentions: {
        "Impact Hub": { position: 1, list: null, sentiment: "positive" },
        Westhive: { position: 2, list: null, sentiment: "neutral" },
        Regus: { position: 3, list: null, sentiment: "negative" },
        Spaces: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://zurich.impacthub.net/mitgliedschaft/",
        "https://www.westhive.com/de/coworking",
        "https://www.regus.com/de-ch/switzerland/zurich",
        "https://www.spacesworks.com/de-ch/zurich/",
      ],
      own: ["https://zurich.impacthub.net/mitgliedschaft/"],
    },
  },

  // Q: "Wo kauf ich in Wien am günstigsten Ski?" (Austrian German: "ein gutes Service", "Abverkauf") Traps: possessive — "Bei Hervis' Herbst-Abverkauf" is the apostrophe genitive of a name ending in -s (a mention of Hervis); hedge — Gigasport "meistens etwas teurer" is a mild "not the cheapest" in an answer about the cheapest shop. Sentiment: Hervis positive ("Am günstigsten kommst du meist bei Hervis weg", 30–40 % off, good service for bindings); Gigasport negative (mildly: similar range but usually a bit more expensive — the only judgement made of it, against the user's goal); Bründl Sports neutral (where its shops are: fact). No links.
  {
    id: "de-r24-24",
    lang: "de",
    shape: "short",
    traps: ["possessive", "hedge", "mixed-sentiment"],
    brand: { name: "Hervis", domain: "hervis.at" },
    competitors: [
      { name: "Gigasport", domain: "gigasport.at" },
      { name: "Bründl Sports", aliases: ["Bründl"], domain: "bruendl.at" },
    ],
    answer: `Am günstigsten kommst du in Wien meist bei Hervis weg: Bei Hervis' Herbst-Abverkauf gibt es Vorjahresmodelle oft um 30–40 % günstiger, und die Filialen haben ein gutes Service für die Bindungseinstellung. Gigasport hat ein ähnliches Sortiment, ist aber meistens etwas teurer. Bründl Sports ist vor allem in den Skiorten in Salzburg, Tirol und Kärnten vertreten und hat in Wien keine Filiale.`,
    expect: {
      mentions: {
        Hervis: { position: 1, list: null, sentiment: "positive" },
        Gigasport: { position: 2, list: null, sentiment: "negative" },
        "Bründl Sports": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
];
