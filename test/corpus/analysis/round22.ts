// Round 22: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output nor other rounds, asked for ordinary answers as engines write them (lists, tables, prose, short answers), written while round 19 was being developed against; held out.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // Q: "What's the best cheap gym chain in Manchester?" Traps: JD Gyms and Xercise4Less named in prose before the list (ranks 1, 2 from the prose; list numbers from the items);
  // hedges on JD Gyms ("not the cheapest", "a little crowded at peak hours", but best all-rounder + "My pick") -> positive; Xercise4Less cheapest but broken machines, dirty changing rooms -> negative;
  // Snap Fitness quieter, friendly, well run, costs more "although" useful -> positive; Fitness First pure facts -> neutral. Two utm links, the first on the brand's www host -> own.
  {
    id: "en-r22-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["prose-before-list", "hedge", "mixed-sentiment", "utm", "markdown"],
    brand: { name: "JD Gyms", domain: "jdgyms.co.uk" },
    competitors: [
      { name: "Snap Fitness", domain: "snapfitness.com" },
      { name: "Xercise4Less", domain: "xercise4less.co.uk" },
      { name: "Fitness First", domain: "fitnessfirst.co.uk" },
    ],
    answer: `If you want to keep costs down in Manchester, most people end up comparing **JD Gyms** and Xercise4Less first, since both have big sites in the city centre and the suburbs. Here's how the main options stack up:

1. **JD Gyms** – Large floors, plenty of squat racks and 24/7 access at most sites, from around £24.99 a month with no contract. It's not the cheapest option and it can get a little crowded at peak hours, but the kit is well maintained and it's the best all-rounder for the price. [jdgyms.co.uk](https://www.jdgyms.co.uk/gyms/manchester?utm_source=chatgpt.com)
2. **Xercise4Less** – The cheapest on paper, from about £17.99 a month, but members regularly report machines left out of order for weeks and changing rooms that aren't kept clean, so the low price comes with real drawbacks.
3. **Snap Fitness** – Smaller, quieter clubs with 24-hour access and a friendly, well-run feel. It costs more (roughly £35 a month), although the app and access to other Snap clubs are genuinely useful.
4. **Fitness First** – Has a pool and a full class timetable at some locations; memberships start at around £40 a month on a 12-month contract.

**My pick:** JD Gyms for most people; Snap Fitness if you'd rather avoid busy gyms and don't mind paying a bit more.

Prices change often, so check the current offers on each site ([Snap Fitness UK](https://www.snapfitness.com/gb/?utm_source=chatgpt.com)).`,
    expect: {
      mentions: {
        "JD Gyms": { position: 1, list: 1, sentiment: "positive" },
        "Snap Fitness": { position: 3, list: 3, sentiment: "positive" },
        "Xercise4Less": { position: 2, list: 2, sentiment: "negative" },
        "Fitness First": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.jdgyms.co.uk/gyms/manchester?utm_source=chatgpt.com",
        "https://www.snapfitness.com/gb/?utm_source=chatgpt.com",
      ],
      own: ["https://www.jdgyms.co.uk/gyms/manchester?utm_source=chatgpt.com"],
    },
  },

  // Q: "I'm switching to a green electricity tariff in Bristol — who should I go with?" Pair with en-r22-03 (Good Energy praised / Ecotricity criticised here).
  // Traps: hedge "isn't the cheapest ... but" on the praised name -> positive; "harder to recommend ... real, but recent reviews complain" -> negative;
  // So Energy and Outfox the Market only facts -> neutral. Ranks from the first paragraph. No lists, no URLs.
  {
    id: "en-r22-02",
    lang: "en",
    shape: "claude",
    traps: ["hedge", "negation", "mixed-sentiment", "possessive"],
    brand: { name: "Good Energy", domain: "goodenergy.co.uk" },
    competitors: [
      { name: "Ecotricity", domain: "ecotricity.co.uk" },
      { name: "So Energy", domain: "so.energy" },
      { name: "Outfox the Market", domain: "outfoxthemarket.co.uk" },
    ],
    answer: `If 100% renewable electricity is the priority, the two names that come up most in Bristol are Good Energy and Ecotricity, and both buy or generate power from UK wind and solar rather than relying only on certificates.

Right now I'd lean towards Good Energy, whose customer service is consistently rated among the best in the sector, with clear bills and a smooth switching process. It isn't the cheapest tariff on the market, but you're paying for a supplier that answers the phone and fixes problems quickly.

Ecotricity is harder to recommend at the moment: its green credentials are real, but recent reviews complain about billing errors, long waits on the phone and direct debits being raised without warning, which is exactly the hassle most people switch to avoid.

So Energy and Outfox the Market also sell renewable-backed tariffs. So Energy's fixed tariffs are matched with renewable certificates (REGOs) and it has around 300,000 customers; Outfox the Market sells 100% renewable electricity on variable tariffs managed through an online account.

If you tell me your annual usage in kWh, I can help you compare the unit rates and standing charges side by side.`,
    expect: {
      mentions: {
        "Good Energy": { position: 1, list: null, sentiment: "positive" },
        "Ecotricity": { position: 2, list: null, sentiment: "negative" },
        "So Energy": { position: 3, list: null, sentiment: "neutral" },
        "Outfox the Market": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "en-r22-03",
  },

  // Q: same as en-r22-02. Pair twin: the praise sentence now names Ecotricity, the criticism names Good Energy; nothing else changes.
  // Labels: Good Energy negative, Ecotricity positive; So Energy / Outfox the Market neutral facts; ranks unchanged (first paragraph).
  {
    id: "en-r22-03",
    lang: "en",
    shape: "claude",
    traps: ["hedge", "negation", "mixed-sentiment", "possessive"],
    brand: { name: "Good Energy", domain: "goodenergy.co.uk" },
    competitors: [
      { name: "Ecotricity", domain: "ecotricity.co.uk" },
      { name: "So Energy", domain: "so.energy" },
      { name: "Outfox the Market", domain: "outfoxthemarket.co.uk" },
    ],
    answer: `If 100% renewable electricity is the priority, the two names that come up most in Bristol are Good Energy and Ecotricity, and both buy or generate power from UK wind and solar rather than relying only on certificates.

Right now I'd lean towards Ecotricity, whose customer service is consistently rated among the best in the sector, with clear bills and a smooth switching process. It isn't the cheapest tariff on the market, but you're paying for a supplier that answers the phone and fixes problems quickly.

Good Energy is harder to recommend at the moment: its green credentials are real, but recent reviews complain about billing errors, long waits on the phone and direct debits being raised without warning, which is exactly the hassle most people switch to avoid.

So Energy and Outfox the Market also sell renewable-backed tariffs. So Energy's fixed tariffs are matched with renewable certificates (REGOs) and it has around 300,000 customers; Outfox the Market sells 100% renewable electricity on variable tariffs managed through an online account.

If you tell me your annual usage in kWh, I can help you compare the unit rates and standing charges side by side.`,
    expect: {
      mentions: {
        "Good Energy": { position: 1, list: null, sentiment: "negative" },
        "Ecotricity": { position: 2, list: null, sentiment: "positive" },
        "So Energy": { position: 3, list: null, sentiment: "neutral" },
        "Outfox the Market": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "en-r22-02",
  },

  // Q: "My cat Felix is 13 and getting fussy — what wet food should I try?" Traps: "Felix" first appears as the user's cat (a living thing, not the brand), again in "Felix's usual bowl";
  // the brand Felix is first named in table row 3, so it ranks 3 after Lily's Kitchen and Applaws. Every row is facts only (range, texture, price) -> all neutral.
  // The closing "Sources:" line is the trailing sources list (names there do not count); its two URLs are citations, the first on the brand's host -> own; the purina URL is not own.
  {
    id: "en-r22-04",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "sources-list", "possessive"],
    brand: { name: "Lily's Kitchen", domain: "lilyskitchen.co.uk" },
    competitors: [
      { name: "Felix", domain: "purina.co.uk" },
      { name: "Arden Grange", domain: "ardengrange.com" },
      { name: "Applaws", domain: "applaws.com" },
    ],
    answer: `## Wet Food Options for a Fussy Senior Cat

At 13, Felix may be eating less because his sense of smell is fading, so strong-smelling, soft textures often help. Here's a quick comparison of popular options in the UK:

| Brand | Range | Texture | Price per 85 g pouch | Main protein |
|---|---|---|---|---|
| **Lily's Kitchen** | Senior Recipe | Pâté | about £1.35 | Chicken |
| **Applaws** | Senior Cat in Broth | Flakes in broth | about £1.20 | Tuna or chicken |
| **Felix** | As Good As It Looks Senior | Chunks in jelly | about £0.45 | Chicken |
| **Arden Grange** | Senior Cat | Pâté | about £1.10 | Chicken |

### Things to Keep in Mind
* **Serve at room temperature:** food straight from the fridge smells weaker, and older cats rely on smell.
* **Switch gradually:** mix the new food into Felix's usual bowl over 7–10 days.
* **See the vet** if he's eating less than half his normal amount for more than two days, as dental pain and kidney problems are common at this age.

Sources: [Lily's Kitchen senior cat food](https://www.lilyskitchen.co.uk/cat/senior), [Purina UK](https://www.purina.co.uk/felix)`,
    expect: {
      mentions: {
        "Lily's Kitchen": { position: 1, list: 1, sentiment: "neutral" },
        "Felix": { position: 3, list: 3, sentiment: "neutral" },
        "Arden Grange": { position: 4, list: 4, sentiment: "neutral" },
        "Applaws": { position: 2, list: 2, sentiment: "neutral" },
      },
      citations: ["https://www.lilyskitchen.co.uk/cat/senior", "https://www.purina.co.uk/felix"],
      own: ["https://www.lilyskitchen.co.uk/cat/senior"],
    },
  },

  // Q: "cheapest full fibre broadband in Leeds?" Traps: names in the opening prose before the bullets (Plusnet 1, Cuckoo 2, Zen Internet 3); Zen reached again through alias "Zen" in bullet 3;
  // YouFibre appears only in the trailing "Sources" footnote run (title and URL) -> not mentioned. Plusnet and Zen bullets are facts only -> neutral; Cuckoo: no price rises, friendly quick support -> positive.
  // Five citations; only https://www.cuckoo.co/pricing is on the brand's domain (cuckoo.co) -> own; the ispreview URL merely contains the name.
  {
    id: "en-r22-05",
    lang: "en",
    shape: "perplexity",
    traps: ["sources-list", "alias", "prose-before-list"],
    brand: { name: "Cuckoo", domain: "cuckoo.co" },
    competitors: [
      { name: "Plusnet", domain: "plus.net" },
      { name: "Zen Internet", aliases: ["Zen"], domain: "zen.co.uk" },
      { name: "YouFibre", domain: "youfibre.com" },
    ],
    answer: `For full fibre in Leeds, the main options at the lower end of the market are Plusnet and Cuckoo, with Zen Internet priced higher [1][2].

- **Plusnet**: 500 Mbps from about £29.99/month on a 24-month contract, delivered over the Openreach network [1].
- **Cuckoo**: 500 Mbps for about £34.99/month on a 1-month rolling contract, with no mid-contract price rises and UK-based support that reviewers describe as friendly and quick to respond [2][3].
- **Zen**: around £42/month for 500 Mbps on an 18-month contract, with a static IP address included [4].

If you're in a new-build area, check altnet coverage too, as some streets are served by independent networks [5].

Sources
[1] Plusnet Full Fibre deals – https://www.plus.net/broadband/full-fibre/
[2] Cuckoo broadband review 2025 – https://www.ispreview.co.uk/review/cuckoo
[3] Cuckoo pricing – https://www.cuckoo.co/pricing
[4] Zen Internet full fibre – https://www.zen.co.uk/broadband/full-fibre
[5] YouFibre coverage checker – https://www.youfibre.com/coverage`,
    expect: {
      mentions: {
        "Cuckoo": { position: 2, list: 2, sentiment: "positive" },
        "Plusnet": { position: 1, list: 1, sentiment: "neutral" },
        "Zen Internet": { position: 3, list: 3, sentiment: "neutral" },
        "YouFibre": null,
      },
      citations: [
        "https://www.plus.net/broadband/full-fibre/",
        "https://www.ispreview.co.uk/review/cuckoo",
        "https://www.cuckoo.co/pricing",
        "https://www.zen.co.uk/broadband/full-fibre",
        "https://www.youfibre.com/coverage",
      ],
      own: ["https://www.cuckoo.co/pricing"],
    },
  },

  // Q: "cheapest way to get from london to edinburgh without flying" Traps: careless typing "LUMO" (all caps) and "caledonian sleeper" (lower case), still mentions.
  // Bold lead-in paragraphs, not list items -> every list null; the final "[n] URL" lines are the trailing sources run (no names there).
  // Megabus facts only -> neutral; LUMO "the one I'd pick", comfortable, on time -> positive; sleeper times and prices only -> neutral. Own: the lumo.co.uk URL.
  {
    id: "en-r22-06",
    lang: "en",
    shape: "copilot",
    traps: ["case"],
    brand: { name: "Lumo", domain: "lumo.co.uk" },
    competitors: [
      { name: "Megabus", domain: "megabus.com" },
      { name: "Caledonian Sleeper", domain: "sleeper.scot" },
    ],
    answer: `The cheapest options are usually the coach or a budget train.

**Coach:** Megabus runs overnight and daytime services from Victoria Coach Station, with fares from about £15 if you book a few weeks ahead; the journey takes 9–10 hours [1].

**Train:** LUMO is the low-cost operator on this route and the one I'd pick: fares from around £25 one way from King's Cross, comfortable seats and trains that are usually on time, in about 4h 30m [2].

**Sleeper:** the caledonian sleeper leaves London Euston around 23:45 and reaches Edinburgh around 07:00; seats start at about £60 and rooms at about £200 [3].

[1] https://uk.megabus.com/
[2] https://www.lumo.co.uk/
[3] https://www.sleeper.scot/`,
    expect: {
      mentions: {
        "Lumo": { position: 2, list: null, sentiment: "positive" },
        "Megabus": { position: 1, list: null, sentiment: "neutral" },
        "Caledonian Sleeper": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://uk.megabus.com/", "https://www.lumo.co.uk/", "https://www.sleeper.scot/"],
      own: ["https://www.lumo.co.uk/"],
    },
  },

  // Q: "Où acheter un vélo électrique à Lyon ?" Traps: "piste cyclable" uses the brand name Cyclable as the ordinary adjective (not a mention); the "Magasins physiques" numbered list
  // and the "En ligne" bulleted list are separate (a heading ends a list), so Alltricks is item 1 and Probikeshop item 2 of the second list; Alltricks carries sub-bullets (nested list).
  // Cyclable recommended first -> positive; Culture Vélo address/hours only -> neutral; Alltricks real bargains, careful delivery -> positive; Probikeshop hard-to-reach service -> negative.
  // Two utm links; only cyclable.com is own.
  {
    id: "fr-r22-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "nested-list", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Cyclable", domain: "cyclable.com" },
    competitors: [
      { name: "Culture Vélo", domain: "culturevelo.com" },
      { name: "Alltricks", domain: "alltricks.fr" },
      { name: "Probikeshop", domain: "probikeshop.fr" },
    ],
    answer: `Pour un vélo électrique à Lyon, vous avez le choix entre les magasins spécialisés (essai et SAV sur place) et les sites en ligne (prix souvent plus bas). Voici les adresses les plus utiles :

### Magasins physiques
1. **Cyclable** – Réseau spécialisé dans le vélo urbain et électrique, avec deux boutiques à Lyon. Les vendeurs prennent le temps de conseiller et l'atelier assure un entretien sérieux : c'est l'adresse que je recommande en priorité pour un premier VAE. [cyclable.com](https://www.cyclable.com/magasins/lyon?utm_source=chatgpt.com)
2. **Culture Vélo** – Grand magasin à Bron, ouvert du mardi au samedi de 10 h à 19 h, avec des VAE de ville, des VTT électriques et un atelier sur rendez-vous.

### En ligne
- **Alltricks** – le site le plus intéressant pour les petits budgets :
  - Prix : souvent 10 à 20 % moins cher qu'en magasin sur les modèles de l'année précédente, de vraies bonnes affaires.
  - Livraison : rapide et soignée, vélo livré monté à 90 %. [alltricks.fr](https://www.alltricks.fr/C-41296-velos-electriques?utm_source=chatgpt.com)
- **Probikeshop** – Catalogue très large, mais service client difficile à joindre et retours compliqués d'après de nombreux avis ; à réserver aux cyclistes très autonomes.

**Conseil :** si votre trajet passe surtout par une piste cyclable le long des quais du Rhône, un modèle de ville avec une batterie de 400 Wh suffit largement.`,
    expect: {
      mentions: {
        "Cyclable": { position: 1, list: 1, sentiment: "positive" },
        "Culture Vélo": { position: 2, list: 2, sentiment: "neutral" },
        "Alltricks": { position: 3, list: 1, sentiment: "positive" },
        "Probikeshop": { position: 4, list: 2, sentiment: "negative" },
      },
      citations: [
        "https://www.cyclable.com/magasins/lyon?utm_source=chatgpt.com",
        "https://www.alltricks.fr/C-41296-velos-electriques?utm_source=chatgpt.com",
      ],
      own: ["https://www.cyclable.com/magasins/lyon?utm_source=chatgpt.com"],
    },
  },

  // Q: "Quelle assurance habitation prendre pour un studio étudiant à Bordeaux ?" (long, ~350 words) Traps: hedges and concessions in each judgement:
  // Heyme "pas l'offre la plus complète, mais ... excellent rapport qualité-prix" + summary pick -> positive; LMDE only price and options -> neutral;
  // Luko "même si la situation a beaucoup changé : ... plaints" + "mieux vaut éviter Luko" -> negative; Hiscox "sans être la moins chère, ... très bien notée" -> positive.
  // Bold names in prose paragraphs; the only list (advice bullets) names nobody -> all list null.
  {
    id: "fr-r22-02",
    lang: "fr",
    shape: "long",
    traps: ["hedge", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Heyme", domain: "heyme.care" },
    competitors: [
      { name: "LMDE", domain: "lmde.fr" },
      { name: "Luko", domain: "luko.eu" },
      { name: "Hiscox", domain: "hiscox.fr" },
    ],
    answer: `Pour un studio étudiant, l'assurance habitation est obligatoire si vous êtes locataire, et les offres « spécial étudiant » sont généralement les moins chères. Voici comment je vois les principales options.

**Heyme** est probablement l'assurance la plus adaptée à votre situation : l'offre est pensée pour les 18-30 ans, la souscription se fait en dix minutes sur l'application et le tarif pour un studio à Bordeaux tourne autour de 5 à 7 € par mois. La responsabilité civile est incluse et la franchise reste basse en cas de dégât des eaux. Ce n'est pas l'offre la plus complète du marché, mais pour un étudiant c'est un excellent rapport qualité-prix.

La **LMDE** propose aussi une assurance habitation, à partir d'environ 6 € par mois pour un logement d'une pièce, avec une option « objets nomades » pour l'ordinateur portable et le téléphone. La souscription se fait en ligne ou dans les agences présentes sur certains campus.

**Luko** a longtemps été cité pour son application agréable, même si la situation a beaucoup changé : après les difficultés financières de la société et la reprise de ses contrats, de nombreux assurés se sont plaints de remboursements très lents et d'un service client injoignable. Je ne le conseillerais pas aujourd'hui pour un nouveau contrat.

**Hiscox**, enfin, vise plutôt les logements avec des objets de valeur : sans être la moins chère, elle est très bien notée pour la gestion des sinistres, avec un interlocuteur dédié et des indemnisations rapides, ce qui en fait un bon choix si vous avez du matériel informatique coûteux.

Quelques conseils avant de signer :
- vérifiez le plafond de la garantie « objets de valeur » si vous avez un ordinateur récent ;
- demandez si la responsabilité civile vie privée est incluse, car elle est souvent exigée par les écoles pour les stages ;
- comparez les franchises, pas seulement la cotisation mensuelle ;
- gardez les factures de vos appareils, elles simplifient beaucoup l'indemnisation.

En résumé : Heyme si vous cherchez le meilleur équilibre entre prix et garanties pour un petit logement, et mieux vaut éviter Luko tant que la gestion des sinistres ne s'est pas nettement améliorée. Si vous me donnez la surface du studio et la valeur approximative de vos affaires, je peux vous aider à estimer le niveau de garantie dont vous avez besoin.`,
    expect: {
      mentions: {
        "Heyme": { position: 1, list: null, sentiment: "positive" },
        "LMDE": { position: 2, list: null, sentiment: "neutral" },
        "Luko": { position: 3, list: null, sentiment: "negative" },
        "Hiscox": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "Quel fournisseur d'électricité est moins cher que le tarif réglementé ?" Pair with fr-r22-04 (here Wekiwi praised, Alpiq criticised, each in its own bullet).
  // Traps: Happ-e appears only in the trailing "Sources :" list (title and URL) -> not mentioned; the Wekiwi/Alpiq names in the sources titles do not matter (already mentioned above).
  // Elmy facts only -> neutral. Six citations; none on wekiwi.fr (the selectra page only contains the name in its path) -> own empty.
  {
    id: "fr-r22-03",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "Wekiwi", domain: "wekiwi.fr" },
    competitors: [
      { name: "Alpiq", domain: "alpiq.fr" },
      { name: "Elmy", domain: "elmy.fr" },
      { name: "Happ-e", domain: "happ-e.fr" },
    ],
    answer: `Plusieurs fournisseurs alternatifs proposent actuellement un prix du kWh inférieur au tarif réglementé de vente (TRVE) [1].

- **Wekiwi** : prix du kWh HT environ 15 % sous le TRVE. Les clients saluent un espace client clair et des factures sans surprise, et le service client répond vite en cas de problème [2].
- **Alpiq** : prix du kWh HT environ 14 % sous le TRVE. Les avis récents signalent toutefois des hausses de mensualités mal expliquées et un service client difficile à joindre [3].
- **Elmy** : électricité produite en France par des producteurs indépendants (solaire, éolien, hydraulique), prix fixe pendant un an, sans engagement [4].

Pour comparer sur votre propre consommation, le comparateur officiel du médiateur national de l'énergie reste la référence [5].

Sources :
1. Tarifs réglementés de vente d'électricité – https://www.cre.fr/electricite/tarifs-reglementes
2. Avis Wekiwi – https://www.selectra.info/energie/fournisseurs/wekiwi/avis
3. Avis Alpiq – https://www.selectra.info/energie/fournisseurs/alpiq/avis
4. Elmy, offre électricité verte – https://www.elmy.fr/offre-electricite
5. Comparateur énergie-info – https://comparateur.energie-info.fr/
6. Happ-e by Engie – https://particuliers.happ-e.fr/`,
    expect: {
      mentions: {
        "Wekiwi": { position: 1, list: 1, sentiment: "positive" },
        "Alpiq": { position: 2, list: 2, sentiment: "negative" },
        "Elmy": { position: 3, list: 3, sentiment: "neutral" },
        "Happ-e": null,
      },
      citations: [
        "https://www.cre.fr/electricite/tarifs-reglementes",
        "https://www.selectra.info/energie/fournisseurs/wekiwi/avis",
        "https://www.selectra.info/energie/fournisseurs/alpiq/avis",
        "https://www.elmy.fr/offre-electricite",
        "https://comparateur.energie-info.fr/",
        "https://particuliers.happ-e.fr/",
      ],
      own: [],
    },
    pair: "fr-r22-04",
  },

  // Q: same as fr-r22-03. Pair twin: the complaint sentence now follows Wekiwi's price, the praise follows Alpiq's; everything else identical.
  // Labels: Wekiwi negative, Alpiq positive, Elmy neutral, Happ-e not mentioned (sources list only); same citations, own empty.
  {
    id: "fr-r22-04",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "Wekiwi", domain: "wekiwi.fr" },
    competitors: [
      { name: "Alpiq", domain: "alpiq.fr" },
      { name: "Elmy", domain: "elmy.fr" },
      { name: "Happ-e", domain: "happ-e.fr" },
    ],
    answer: `Plusieurs fournisseurs alternatifs proposent actuellement un prix du kWh inférieur au tarif réglementé de vente (TRVE) [1].

- **Wekiwi** : prix du kWh HT environ 15 % sous le TRVE. Les avis récents signalent toutefois des hausses de mensualités mal expliquées et un service client difficile à joindre [2].
- **Alpiq** : prix du kWh HT environ 14 % sous le TRVE. Les clients saluent un espace client clair et des factures sans surprise, et le service client répond vite en cas de problème [3].
- **Elmy** : électricité produite en France par des producteurs indépendants (solaire, éolien, hydraulique), prix fixe pendant un an, sans engagement [4].

Pour comparer sur votre propre consommation, le comparateur officiel du médiateur national de l'énergie reste la référence [5].

Sources :
1. Tarifs réglementés de vente d'électricité – https://www.cre.fr/electricite/tarifs-reglementes
2. Avis Wekiwi – https://www.selectra.info/energie/fournisseurs/wekiwi/avis
3. Avis Alpiq – https://www.selectra.info/energie/fournisseurs/alpiq/avis
4. Elmy, offre électricité verte – https://www.elmy.fr/offre-electricite
5. Comparateur énergie-info – https://comparateur.energie-info.fr/
6. Happ-e by Engie – https://particuliers.happ-e.fr/`,
    expect: {
      mentions: {
        "Wekiwi": { position: 1, list: 1, sentiment: "negative" },
        "Alpiq": { position: 2, list: 2, sentiment: "positive" },
        "Elmy": { position: 3, list: 3, sentiment: "neutral" },
        "Happ-e": null,
      },
      citations: [
        "https://www.cre.fr/electricite/tarifs-reglementes",
        "https://www.selectra.info/energie/fournisseurs/wekiwi/avis",
        "https://www.selectra.info/energie/fournisseurs/alpiq/avis",
        "https://www.elmy.fr/offre-electricite",
        "https://comparateur.energie-info.fr/",
        "https://particuliers.happ-e.fr/",
      ],
      own: [],
    },
    pair: "fr-r22-03",
  },

  // Q: "Louer une voiture à Marseille pour un week-end, quelles options ?" Traps: names first in table rows (ADA 1, Carlili 2, Free2Move 3), again in bold bullets below.
  // Purely factual content (agencies, prices, mileage, deposit, opening hours, booking, young-driver surcharge) -> all neutral. No URLs.
  {
    id: "fr-r22-05",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "markdown"],
    brand: { name: "ADA", domain: "ada.fr" },
    competitors: [
      { name: "Free2Move", domain: "free2move.com" },
      { name: "Carlili", domain: "carlili.fr" },
    ],
    answer: `## Location de voiture à Marseille pour un week-end

Pour deux jours de location d'une citadine au départ de Marseille, voici les principales offres relevées :

| Loueur | Agences / retrait | Prix indicatif (2 jours, citadine) | Kilométrage inclus | Caution |
|---|---|---|---|---|
| **ADA** | 6 agences en ville, dont une près de Saint-Charles | 89 € | 200 km/jour | 800 € |
| **Carlili** | Livraison à domicile ou en gare | 95 € | 150 km/jour | 500 € |
| **Free2Move** | Gare Saint-Charles et aéroport | 102 € | Illimité | 1 000 € |

### À savoir
* **ADA** : agences ouvertes du lundi au samedi de 8 h à 19 h ; retour possible le dimanche via une boîte à clés dans certaines agences.
* **Carlili** : réservation uniquement en ligne ou via l'application ; le véhicule est livré à l'adresse choisie à l'heure convenue.
* **Free2Move** : les conducteurs de moins de 25 ans paient un supplément jeune conducteur d'environ 30 € par jour.

Les prix varient selon la saison et la date de réservation ; comparez quelques jours avant le départ.`,
    expect: {
      mentions: {
        "ADA": { position: 1, list: 1, sentiment: "neutral" },
        "Free2Move": { position: 3, list: 3, sentiment: "neutral" },
        "Carlili": { position: 2, list: 2, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "supermarché le moins cher à lille ?" Traps: careless typing "COLRUYT" (all caps) and "leader price" (lower case) are still mentions.
  // Colruyt cheapest, frequent deals, "je vous le recommande" -> positive; "Évitez plutôt leader price" with thin stock and rising prices -> negative; Supeco never named -> null.
  {
    id: "fr-r22-06",
    lang: "fr",
    shape: "short",
    traps: ["case", "mixed-sentiment"],
    brand: { name: "Colruyt", domain: "colruyt.fr" },
    competitors: [
      { name: "Leader Price", domain: "leaderprice.fr" },
      { name: "Supeco", domain: "supeco.fr" },
    ],
    answer: `Dans la métropole lilloise, c'est en général COLRUYT le moins cher, avec un panier environ 8 % sous la moyenne et des promos fréquentes : je vous le recommande. Évitez plutôt leader price, dont les magasins restants sont peu fournis et dont les prix ont nettement augmenté.`,
    expect: {
      mentions: {
        "Colruyt": { position: 1, list: null, sentiment: "positive" },
        "Leader Price": { position: 2, list: null, sentiment: "negative" },
        "Supeco": null,
      },
      citations: [],
      own: [],
    },
  },

  // Q: "¿Dónde comprar el roscón de Reyes en Madrid?" Traps: the brand Mallorca (a Madrid pastry chain) vs the island in "Ensaimada de Mallorca ... en la isla" (place, not a mention);
  // "La Mallorquina" is a competitor whose name is a longer word, not a mention of Mallorca. Names first in table rows 1–4. Every row is facts (price, ordering, opening hours) -> all neutral.
  {
    id: "es-r22-01",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "substring", "table", "markdown"],
    brand: { name: "Mallorca", domain: "pasteleriamallorca.com" },
    competitors: [
      { name: "La Mallorquina", domain: "pastelerialamallorquina.es" },
      { name: "Viena Capellanes", domain: "vienacapellanes.com" },
      { name: "Horno San Onofre", domain: "hornosanonofre.com" },
    ],
    answer: `## Dónde comprar roscón de Reyes en Madrid

Estas son las pastelerías con más tradición para encargar el roscón. Los precios corresponden al roscón mediano (unas 6-8 raciones) relleno de nata:

| Pastelería | Precio (mediano, con nata) | Encargos | Horario el 5 de enero |
|---|---|---|---|
| **Mallorca** | 32 € | Online y en tienda hasta el 3 de enero | 8:00-21:00 |
| **La Mallorquina** (Puerta del Sol) | 28 € | Solo en tienda, sin reserva | 9:00-21:30 |
| **Viena Capellanes** | 30 € | Online y por teléfono | 8:30-20:30 |
| **Horno San Onofre** | 26 € | En tienda y por teléfono | 9:00-21:00 |

### Consejos
* El 5 y el 6 de enero hay colas largas en todas; si no has encargado, ve a primera hora.
* El roscón sin relleno cuesta entre 4 y 6 € menos en las cuatro.
* Si además quieres una ensaimada, la auténtica lleva el sello de Indicación Geográfica «Ensaimada de Mallorca» y se elabora en la isla; en Madrid se encuentra en algunas tiendas gourmet.`,
    expect: {
      mentions: {
        "Mallorca": { position: 1, list: 1, sentiment: "neutral" },
        "La Mallorquina": { position: 2, list: 2, sentiment: "neutral" },
        "Viena Capellanes": { position: 3, list: 3, sentiment: "neutral" },
        "Horno San Onofre": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "¿Qué gimnasio barato me recomendáis en Madrid?" Pair with es-r22-03 (here Dreamfit praised and recommended, Holiday Gym criticised with "no lo recomendaría").
  // Traps: negation, utm links (one per praised/criticised chain; only dreamfit.es is own); Duet Fit and Sano Center prices/hours/facilities only -> neutral.
  {
    id: "es-r22-02",
    lang: "es",
    shape: "chatgpt",
    traps: ["utm", "mixed-sentiment", "markdown", "negation"],
    brand: { name: "Dreamfit", domain: "dreamfit.es" },
    competitors: [
      { name: "Holiday Gym", domain: "holidaygym.es" },
      { name: "Duet Fit", domain: "duetfit.es" },
      { name: "Sano Center", domain: "sanocenter.es" },
    ],
    answer: `Estas son las cadenas de gimnasios más conocidas en Madrid y lo que dicen de ellas sus socios:

1. **Dreamfit** – Cuota desde unos 35 €/mes sin permanencia y piscina en varios centros. Las instalaciones están muy bien cuidadas y el personal es atento; por lo que cuesta, es difícil encontrar algo mejor. [dreamfit.es](https://dreamfit.es/centros/madrid?utm_source=chatgpt.com)
2. **Holiday Gym** – Cuota desde unos 40 €/mes y piscina en la mayoría de centros. Muchos socios se quejan de máquinas averiadas durante semanas, vestuarios poco limpios y problemas para darse de baja, así que no lo recomendaría. [holidaygym.es](https://www.holidaygym.es/gimnasios/madrid?utm_source=chatgpt.com)
3. **Duet Fit** – Cuota desde 29,90 €/mes, abierto de 6:30 a 23:30 entre semana, con sala de musculación, zona de cardio y clases dirigidas.
4. **Sano Center** – Cuota desde 39 €/mes, con piscina cubierta, spa y programas para mayores de 60 años.

**Mi recomendación:** empieza con un pase de prueba en Dreamfit; casi todos los centros ofrecen uno gratuito.`,
    expect: {
      mentions: {
        "Dreamfit": { position: 1, list: 1, sentiment: "positive" },
        "Holiday Gym": { position: 2, list: 2, sentiment: "negative" },
        "Duet Fit": { position: 3, list: 3, sentiment: "neutral" },
        "Sano Center": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://dreamfit.es/centros/madrid?utm_source=chatgpt.com",
        "https://www.holidaygym.es/gimnasios/madrid?utm_source=chatgpt.com",
      ],
      own: ["https://dreamfit.es/centros/madrid?utm_source=chatgpt.com"],
    },
    pair: "es-r22-03",
  },

  // Q: same as es-r22-02. Pair twin: the praise sentence and the recommendation now go to Holiday Gym, the complaints to Dreamfit; prices, links and order unchanged.
  // Labels: Dreamfit negative, Holiday Gym positive, Duet Fit / Sano Center neutral; ranks and list numbers unchanged; own still the dreamfit.es link.
  {
    id: "es-r22-03",
    lang: "es",
    shape: "chatgpt",
    traps: ["utm", "mixed-sentiment", "markdown", "negation"],
    brand: { name: "Dreamfit", domain: "dreamfit.es" },
    competitors: [
      { name: "Holiday Gym", domain: "holidaygym.es" },
      { name: "Duet Fit", domain: "duetfit.es" },
      { name: "Sano Center", domain: "sanocenter.es" },
    ],
    answer: `Estas son las cadenas de gimnasios más conocidas en Madrid y lo que dicen de ellas sus socios:

1. **Dreamfit** – Cuota desde unos 35 €/mes sin permanencia y piscina en varios centros. Muchos socios se quejan de máquinas averiadas durante semanas, vestuarios poco limpios y problemas para darse de baja, así que no lo recomendaría. [dreamfit.es](https://dreamfit.es/centros/madrid?utm_source=chatgpt.com)
2. **Holiday Gym** – Cuota desde unos 40 €/mes y piscina en la mayoría de centros. Las instalaciones están muy bien cuidadas y el personal es atento; por lo que cuesta, es difícil encontrar algo mejor. [holidaygym.es](https://www.holidaygym.es/gimnasios/madrid?utm_source=chatgpt.com)
3. **Duet Fit** – Cuota desde 29,90 €/mes, abierto de 6:30 a 23:30 entre semana, con sala de musculación, zona de cardio y clases dirigidas.
4. **Sano Center** – Cuota desde 39 €/mes, con piscina cubierta, spa y programas para mayores de 60 años.

**Mi recomendación:** empieza con un pase de prueba en Holiday Gym; casi todos los centros ofrecen uno gratuito.`,
    expect: {
      mentions: {
        "Dreamfit": { position: 1, list: 1, sentiment: "negative" },
        "Holiday Gym": { position: 2, list: 2, sentiment: "positive" },
        "Duet Fit": { position: 3, list: 3, sentiment: "neutral" },
        "Sano Center": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://dreamfit.es/centros/madrid?utm_source=chatgpt.com",
        "https://www.holidaygym.es/gimnasios/madrid?utm_source=chatgpt.com",
      ],
      own: ["https://dreamfit.es/centros/madrid?utm_source=chatgpt.com"],
    },
    pair: "es-r22-02",
  },

  // Q: "Tengo 24 años y un Seat Ibiza de 2016, ¿qué seguro a terceros ampliado me sale mejor?" Traps: hedges and concessions per name, all in the naming sentences:
  // Fénix Directo "la opción más equilibrada", "No es la más barata, pero" -> positive; Balumba "algo más económica, aunque no te la recomendaría" + slow assessors -> negative;
  // Direct Seguros cover and price only -> neutral; Hilo Direct "buena alternativa: ... un poco lenta ... pero precios muy competitivos" -> positive. Prose only -> list null.
  {
    id: "es-r22-04",
    lang: "es",
    shape: "claude",
    traps: ["hedge", "mixed-sentiment", "negation"],
    brand: { name: "Fénix Directo", domain: "fenixdirecto.com" },
    competitors: [
      { name: "Balumba", domain: "balumba.es" },
      { name: "Direct Seguros", domain: "directseguros.es" },
      { name: "Hilo Direct", domain: "hilodirect.com" },
    ],
    answer: `Con 24 años y un Ibiza de 2016, lo más razonable suele ser un terceros ampliado con lunas y robo, y aquí las aseguradoras directas son las que mejor precio dan a los conductores jóvenes.

Fénix Directo es probablemente la opción más equilibrada para tu perfil: tiene fama de tramitar los partes rápido y de atender bien por teléfono, y suele aceptar a conductores con poca antigüedad de carnet sin recargos desorbitados. No es la más barata, pero es la que menos sorpresas da.

Balumba puede salir algo más económica, aunque no te la recomendaría: la asistencia en carretera básica solo cubre a partir de 25 km del domicilio y, en opiniones recientes, varios clientes cuentan que los peritos tardan en llegar y que las reparaciones se alargan.

Direct Seguros, del grupo AXA, ofrece un terceros ampliado desde unos 320 € al año para un perfil como el tuyo, con lunas, robo e incendio incluidos y asistencia en viaje desde el kilómetro cero.

Hilo Direct es otra buena alternativa: la atención telefónica es un poco lenta en horas punta, pero tiene precios muy competitivos para menores de 25 años y una app cómoda para dar partes.

Mi consejo: pide precio en Fénix Directo y en Hilo Direct con los mismos datos y compara franquicias y coberturas, no solo la prima.`,
    expect: {
      mentions: {
        "Fénix Directo": { position: 1, list: null, sentiment: "positive" },
        "Balumba": { position: 2, list: null, sentiment: "negative" },
        "Direct Seguros": { position: 3, list: null, sentiment: "neutral" },
        "Hilo Direct": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "¿Qué plataforma de streaming tiene más cine de autor en España?" Traps: Filmin named and praised in the prose before the list (rank 1, list null);
  // Netflix and Atresplayer bullets are plan/price facts -> neutral; SkyShowtime "aunque su catálogo ... muy limitado y la app se cuelga" -> negative.
  // Trailing "[n] URL" lines are citations; own is the filmin.es URL.
  {
    id: "es-r22-05",
    lang: "es",
    shape: "copilot",
    traps: ["prose-before-list", "mixed-sentiment", "hedge"],
    brand: { name: "Filmin", domain: "filmin.es" },
    competitors: [
      { name: "SkyShowtime", domain: "skyshowtime.com" },
      { name: "Atresplayer", domain: "atresplayer.com" },
      { name: "Netflix", domain: "netflix.com" },
    ],
    answer: `Si lo que te interesa es el cine independiente y europeo, Filmin es la plataforma más completa en España: tiene un catálogo enorme de cine de autor, festivales y clásicos restaurados, y su precio (7,99 €/mes o 75 €/año) es muy razonable para lo que ofrece [1].

Otras opciones según lo que busques:
- **Netflix**: catálogo amplio de series y producciones propias; plan con anuncios desde 6,99 €/mes [2].
- **Atresplayer**: series y programas de Antena 3 y laSexta, con plan Premium desde 4,99 €/mes [3].
- **SkyShowtime**: estrenos de Universal y Paramount desde 5,99 €/mes, aunque su catálogo de cine europeo es muy limitado y la app se cuelga con frecuencia en televisores antiguos [4].

[1] https://www.filmin.es/suscripcion
[2] https://help.netflix.com/es-es/node/24926
[3] https://www.atresplayer.com/premium/
[4] https://www.skyshowtime.com/es`,
    expect: {
      mentions: {
        "Filmin": { position: 1, list: null, sentiment: "positive" },
        "SkyShowtime": { position: 4, list: 3, sentiment: "negative" },
        "Atresplayer": { position: 3, list: 2, sentiment: "neutral" },
        "Netflix": { position: 2, list: 1, sentiment: "neutral" },
      },
      citations: [
        "https://www.filmin.es/suscripcion",
        "https://help.netflix.com/es-es/node/24926",
        "https://www.atresplayer.com/premium/",
        "https://www.skyshowtime.com/es",
      ],
      own: ["https://www.filmin.es/suscripcion"],
    },
  },

  // Q: "pienso bueno y barato para perro mediano" Traps: careless typing "LENDA" (all caps) and "brekkies" (lower case) are mentions.
  // Lenda best value, good vet opinions -> positive; Brekkies "más barato, pero ... no te lo recomiendo" -> negative; Naturea never named -> null.
  {
    id: "es-r22-06",
    lang: "es",
    shape: "short",
    traps: ["case", "mixed-sentiment", "hedge"],
    brand: { name: "Lenda", domain: "lenda.net" },
    competitors: [
      { name: "Brekkies", domain: "brekkies.es" },
      { name: "Naturea", domain: "naturea.es" },
    ],
    answer: `Para un perro mediano con presupuesto ajustado, LENDA es de los piensos con mejor relación calidad-precio: se fabrica en España, lleva carne fresca y tiene muy buenas opiniones de veterinarios. El brekkies del súper es más barato, pero lleva mucho cereal y subproductos, así que no te lo recomiendo como base de la dieta.`,
    expect: {
      mentions: {
        "Lenda": { position: 1, list: null, sentiment: "positive" },
        "Brekkies": { position: 2, list: null, sentiment: "negative" },
        "Naturea": null,
      },
      citations: [],
      own: [],
    },
  },

  // Q: "Welche Privathaftpflicht ist günstig und gut?" Traps: "nach Adam Riese" in the closing example is the idiom (the arithmetician), not the insurer Adam Riese;
  // Die Haftpflichtkasse "Nicht ganz billig, aber ... äußerst kulant" -> positive; Getsafe "Die Deckung ist okay, aber ... schleppend ... tagelang nicht" -> negative;
  // Adam Riese "sehr gut" in tests, broad cover -> positive; LVM facts only -> neutral. One utm link on the brand's www host -> own.
  {
    id: "de-r22-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "utm", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Adam Riese", domain: "adam-riese.de" },
    competitors: [
      { name: "Getsafe", domain: "hellogetsafe.com" },
      { name: "LVM", domain: "lvm.de" },
      { name: "Die Haftpflichtkasse", aliases: ["Haftpflichtkasse"], domain: "haftpflichtkasse.de" },
    ],
    answer: `Eine gute Privathaftpflicht muss nicht teuer sein. Für Singles ohne Vorschäden kommen aktuell vor allem diese Tarife infrage:

1. **Adam Riese** – Tarif „XL“ ab etwa 5 € im Monat mit 50 Mio. € Deckung, Schlüsselverlust und Mietsachschäden inklusive; monatlich kündbar und in Tests regelmäßig mit „sehr gut“ bewertet. [adam-riese.de](https://www.adam-riese.de/privathaftpflicht?utm_source=chatgpt.com)
2. **Die Haftpflichtkasse** – Tarif „Einfach Komplett“ mit sehr umfangreichen Leistungen, etwa Forderungsausfall ohne Mindestschaden. Nicht ganz billig, aber im Schadenfall äußerst kulant.
3. **Getsafe** – Komplett per App, ab etwa 4 € im Monat. Die Deckung ist okay, aber Kunden berichten, dass Schäden nur schleppend bearbeitet werden und der Chat-Support oft tagelang nicht antwortet.
4. **LVM** – Klassischer Versicherer mit Agenturen vor Ort; Tarif „Privat-Haftpflicht Komfort“ ab etwa 6,50 € im Monat bei jährlicher Zahlung, 20 Mio. € Deckungssumme.

**Rechenbeispiel:** Wer von einem alten Vertrag für 90 € im Jahr zu einem Tarif für 60 € wechselt, spart nach Adam Riese 30 € jährlich und bekommt oft bessere Leistungen dazu.`,
    expect: {
      mentions: {
        "Adam Riese": { position: 1, list: 1, sentiment: "positive" },
        "Getsafe": { position: 3, list: 3, sentiment: "negative" },
        "LVM": { position: 4, list: 4, sentiment: "neutral" },
        "Die Haftpflichtkasse": { position: 2, list: 2, sentiment: "positive" },
      },
      citations: ["https://www.adam-riese.de/privathaftpflicht?utm_source=chatgpt.com"],
      own: ["https://www.adam-riese.de/privathaftpflicht?utm_source=chatgpt.com"],
    },
  },

  // Q: "Welches Fitnessstudio in Hamburg lohnt sich?" (long, ~330 words) Traps: nested sub-bullets under FitX and clever fit (their items are 1 and 2 of the first list);
  // bold group labels are paragraphs that end a list, so Urban Sports Club and Kieser Training are each item 1 of their own one-item list; "Clever ist es" is the plain word.
  // FitX "obwohl es abends ... etwas voll wird, insgesamt die stärkste Wahl" + tip -> positive; clever fit defects, awkward cancellation -> negative; Urban Sports Club facts -> neutral;
  // Kieser Training "Nicht ganz billig, aber ... die beste Wahl" -> positive.
  {
    id: "de-r22-02",
    lang: "de",
    shape: "long",
    traps: ["nested-list", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "FitX", domain: "fitx.de" },
    competitors: [
      { name: "clever fit", domain: "clever-fit.com" },
      { name: "Urban Sports Club", domain: "urbansportsclub.com" },
      { name: "Kieser Training", domain: "kieser.com" },
    ],
    answer: `Für Hamburg hängt die Wahl stark davon ab, ob Sie vor allem an Geräten trainieren, Kurse mögen oder flexibel verschiedene Studios nutzen wollen. Hier ein Überblick über die Anbieter, die am häufigsten empfohlen werden:

**Günstige Ketten**
- **FitX**
  - Preis: ab 24,99 € im Monat bei 12 Monaten Laufzeit, Startpaket 29 €
  - Öffnungszeiten: in den meisten Studios rund um die Uhr
  - Eindruck: große Trainingsflächen, viele Kurse ohne Aufpreis und ein sehr gutes Preis-Leistungs-Verhältnis; obwohl es abends zu Stoßzeiten etwas voll wird, insgesamt die stärkste Wahl für Einsteiger
- **clever fit**
  - Preis: je nach Studio 20–35 € im Monat, da die Kette als Franchise organisiert ist
  - Eindruck: Ausstattung und Sauberkeit schwanken stark von Standort zu Standort; in mehreren Hamburger Studios klagen Mitglieder über defekte Geräte und eine umständliche Kündigung

**Flexibel trainieren**
- **Urban Sports Club**: Mitgliedschaft ab 35 € im Monat im kleinsten Tarif, Zugang zu mehreren Hundert Partnern in Hamburg von Yoga bis Klettern, monatlich kündbar.

**Gesundheitsorientiert**
- **Kieser Training**: Krafttraining an Geräten nach festem Plan, rund 30 Minuten pro Einheit, mit Einweisung durch Trainer. Nicht ganz billig, aber gerade bei Rückenproblemen die beste Wahl, die mir einfällt.

Bevor Sie unterschreiben, lohnt sich ein Blick auf drei Punkte:
1. Probetraining: Fast alle Studios bieten eines kostenlos an. Clever ist es, zur eigenen üblichen Trainingszeit hinzugehen, um zu sehen, wie voll es wirklich ist.
2. Laufzeit: Lange Verträge sind pro Monat billiger, binden Sie aber bis zu 24 Monate. Rechnen Sie aus, ob Sie wirklich so lange dabeibleiben.
3. Kündigung: Verträge, die online abgeschlossen werden können, müssen auch online kündbar sein. Achten Sie auf den Kündigungsbutton auf der Website und heben Sie die Bestätigung auf.

Mein Tipp: Wenn Sie hauptsächlich an Geräten trainieren und abends nicht auf die Minute genau planen müssen, starten Sie mit FitX und schließen Sie erst nach dem Probetraining einen Vertrag ab.`,
    expect: {
      mentions: {
        "FitX": { position: 1, list: 1, sentiment: "positive" },
        "clever fit": { position: 2, list: 2, sentiment: "negative" },
        "Urban Sports Club": { position: 3, list: 1, sentiment: "neutral" },
        "Kieser Training": { position: 4, list: 1, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "Welches Trockenfutter für einen Labrador mit empfindlichem Magen?" Traps: Animonda appears only in a URL inside the trailing "Quellen:" list -> not mentioned (cited only);
  // the three bullets are facts (protein source, origin, pack size, price, product range) -> all neutral. Four citations; own is the josera.de URL.
  {
    id: "de-r22-03",
    lang: "de",
    shape: "perplexity",
    traps: ["url-only", "sources-list"],
    brand: { name: "Josera", domain: "josera.de" },
    competitors: [
      { name: "Wolfsblut", domain: "wolfsblut.com" },
      { name: "Animonda", domain: "animonda.de" },
      { name: "Terra Canis", domain: "terracanis.de" },
    ],
    answer: `Für Hunde mit empfindlichem Magen werden häufig Sorten mit einer einzigen tierischen Proteinquelle und ohne Weizen empfohlen [1][2].

- **Josera** „SensiPlus“: Trockenfutter mit Ente als Hauptproteinquelle, hergestellt in Kleinheubach in Bayern, 12,5-kg-Sack für etwa 55 € [1].
- **Wolfsblut** „Range Lamb“: getreidefrei, Lamm als einzige tierische Proteinquelle, 12,5 kg für etwa 75 € [2].
- **Terra Canis**: vor allem Nassfutter in Dosen und Schalen, dazu einige Trockenfuttersorten, zum Beispiel mit Lamm [3].

Stellen Sie das Futter über 7–10 Tage um und sprechen Sie bei anhaltendem Durchfall mit Ihrer Tierarztpraxis [4].

Quellen:
[1] Josera SensiPlus – https://www.josera.de/hund/sensiplus.html
[2] Wolfsblut Range Lamb – https://www.wolfsblut.com/range-lamb
[3] Terra Canis Sortiment – https://www.terracanis.de/hund/
[4] Futterumstellung beim Hund – https://www.animonda.de/ratgeber/futterumstellung`,
    expect: {
      mentions: {
        "Josera": { position: 1, list: 1, sentiment: "neutral" },
        "Wolfsblut": { position: 2, list: 2, sentiment: "neutral" },
        "Animonda": null,
        "Terra Canis": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.josera.de/hund/sensiplus.html",
        "https://www.wolfsblut.com/range-lamb",
        "https://www.terracanis.de/hund/",
        "https://www.animonda.de/ratgeber/futterumstellung",
      ],
      own: ["https://www.josera.de/hund/sensiplus.html"],
    },
  },

  // Q: "wo gebrauchtes e-bike kaufen mit garantie?" Traps: careless typing "REBIKE" (all caps) and "upway" (lower case) are mentions.
  // One sentence praises both (thorough checks, 24-month warranty, reliable delivery) -> both positive; Buycycle marketplace facts -> neutral. No URLs.
  {
    id: "de-r22-04",
    lang: "de",
    shape: "short",
    traps: ["case"],
    brand: { name: "Rebike", domain: "rebike.com" },
    competitors: [
      { name: "Upway", domain: "upway.de" },
      { name: "Buycycle", domain: "buycycle.com" },
    ],
    answer: `Für ein gebrauchtes E-Bike mit Garantie sind REBIKE und upway die besten Adressen: Beide prüfen die Räder gründlich, geben bis zu 24 Monate Garantie und liefern zuverlässig. Buycycle ist ein Marktplatz, auf dem vor allem Privatpersonen verkaufen; die Bezahlung läuft über die Plattform.`,
    expect: {
      mentions: {
        "Rebike": { position: 1, list: null, sentiment: "positive" },
        "Upway": { position: 2, list: null, sentiment: "positive" },
        "Buycycle": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // Q: "Welcher Ökostromanbieter ist in Frankfurt empfehlenswert?" Pair with de-r22-06 (here Bürgerwerke praised, Green Planet Energy "zwar ... doch" complaints).
  // Traps: concession "zwar ... doch" makes the criticised name negative; EWS Schönau (price, sources) and Mainova (tariff) facts -> neutral. Prose only -> list null.
  // Trailing "[n] URL" run -> five citations; own is the buergerwerke.de URL.
  {
    id: "de-r22-05",
    lang: "de",
    shape: "copilot",
    traps: ["mixed-sentiment", "hedge"],
    brand: { name: "Bürgerwerke", domain: "buergerwerke.de" },
    competitors: [
      { name: "EWS Schönau", aliases: ["EWS"], domain: "ews-schoenau.de" },
      { name: "Green Planet Energy", domain: "green-planet-energy.de" },
      { name: "Mainova", domain: "mainova.de" },
    ],
    answer: `Für echten Ökostrom in Frankfurt werden vor allem unabhängige Anbieter empfohlen, die nicht zu einem Kohle- oder Atomkonzern gehören [1].

Die Bürgerwerke, ein Verbund aus über 100 Energiegenossenschaften, werden für ihre transparente Preisgestaltung und ihren schnellen, freundlichen Service gelobt und sind für viele die überzeugendste Wahl [2].

Green Planet Energy, früher Greenpeace Energy, steht zwar für ein glaubwürdiges Öko-Profil, doch in aktuellen Bewertungen häufen sich Beschwerden über verspätete Abschlussrechnungen und lange Wartezeiten an der Hotline [3].

EWS Schönau liefert Strom aus Wasserkraft und betreibt eigene Wind- und Solaranlagen; der Arbeitspreis liegt in Frankfurt derzeit bei rund 36 Cent pro kWh [4]. Der örtliche Grundversorger Mainova bietet mit „Mainova Strom Natur“ ebenfalls einen Ökostromtarif an [5].

[1] https://www.verbraucherzentrale.de/wissen/energie/strom/oekostrom
[2] https://www.buergerwerke.de/strom/
[3] https://www.green-planet-energy.de/privatkunden/oekostrom.html
[4] https://www.ews-schoenau.de/oekostrom/
[5] https://www.mainova.de/privatkunden/strom`,
    expect: {
      mentions: {
        "Bürgerwerke": { position: 1, list: null, sentiment: "positive" },
        "EWS Schönau": { position: 3, list: null, sentiment: "neutral" },
        "Green Planet Energy": { position: 2, list: null, sentiment: "negative" },
        "Mainova": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.verbraucherzentrale.de/wissen/energie/strom/oekostrom",
        "https://www.buergerwerke.de/strom/",
        "https://www.green-planet-energy.de/privatkunden/oekostrom.html",
        "https://www.ews-schoenau.de/oekostrom/",
        "https://www.mainova.de/privatkunden/strom",
      ],
      own: ["https://www.buergerwerke.de/strom/"],
    },
    pair: "de-r22-06",
  },

  // Q: same as de-r22-05. Pair twin: the praise now names Green Planet Energy, the "zwar ... doch" complaints name the Bürgerwerke (verb agreement adjusted only).
  // Labels: Bürgerwerke negative, Green Planet Energy positive, EWS Schönau / Mainova neutral; ranks, citations and own unchanged.
  {
    id: "de-r22-06",
    lang: "de",
    shape: "copilot",
    traps: ["mixed-sentiment", "hedge"],
    brand: { name: "Bürgerwerke", domain: "buergerwerke.de" },
    competitors: [
      { name: "EWS Schönau", aliases: ["EWS"], domain: "ews-schoenau.de" },
      { name: "Green Planet Energy", domain: "green-planet-energy.de" },
      { name: "Mainova", domain: "mainova.de" },
    ],
    answer: `Für echten Ökostrom in Frankfurt werden vor allem unabhängige Anbieter empfohlen, die nicht zu einem Kohle- oder Atomkonzern gehören [1].

Die Bürgerwerke, ein Verbund aus über 100 Energiegenossenschaften, stehen zwar für ein glaubwürdiges Öko-Profil, doch in aktuellen Bewertungen häufen sich Beschwerden über verspätete Abschlussrechnungen und lange Wartezeiten an der Hotline [2].

Green Planet Energy, früher Greenpeace Energy, wird für seine transparente Preisgestaltung und seinen schnellen, freundlichen Service gelobt und ist für viele die überzeugendste Wahl [3].

EWS Schönau liefert Strom aus Wasserkraft und betreibt eigene Wind- und Solaranlagen; der Arbeitspreis liegt in Frankfurt derzeit bei rund 36 Cent pro kWh [4]. Der örtliche Grundversorger Mainova bietet mit „Mainova Strom Natur“ ebenfalls einen Ökostromtarif an [5].

[1] https://www.verbraucherzentrale.de/wissen/energie/strom/oekostrom
[2] https://www.buergerwerke.de/strom/
[3] https://www.green-planet-energy.de/privatkunden/oekostrom.html
[4] https://www.ews-schoenau.de/oekostrom/
[5] https://www.mainova.de/privatkunden/strom`,
    expect: {
      mentions: {
        "Bürgerwerke": { position: 1, list: null, sentiment: "negative" },
        "EWS Schönau": { position: 3, list: null, sentiment: "neutral" },
        "Green Planet Energy": { position: 2, list: null, sentiment: "positive" },
        "Mainova": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.verbraucherzentrale.de/wissen/energie/strom/oekostrom",
        "https://www.buergerwerke.de/strom/",
        "https://www.green-planet-energy.de/privatkunden/oekostrom.html",
        "https://www.ews-schoenau.de/oekostrom/",
        "https://www.mainova.de/privatkunden/strom",
      ],
      own: ["https://www.buergerwerke.de/strom/"],
    },
    pair: "de-r22-05",
  },
];
