// Round 16: a fresh set of 24 answers (6 per language, 4 pairs) by a labeller who saw neither code nor output, written while version 7 stood; held out until rounds 17 and 18 existed, developed since.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // en-r16-01 B2B time tracking. Traps: "harvest billable hours" is the verb, before any tracked name (not a mention); lower-case alias "toggl"; utm links; link text "Everhour vs Harvest"; "harvest-alternatives" only inside a URL. Toggl Track positive (least painful, clean reports, "lighter and cheaper route"); Harvest positive ("while pricier… only one…", "nothing to complain about", "go with Harvest"); Clockify negative ("fine… but no invoicing, dated", "I'd steer clear"); Everhour neutral (facts only).
  {
    id: "en-r16-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "case", "alias", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Harvest", domain: "getharvest.com" },
    competitors: [
      { name: "Toggl Track", aliases: ["Toggl"], domain: "toggl.com" },
      { name: "Clockify", domain: "clockify.me" },
      { name: "Everhour", domain: "everhour.com" },
    ],
    answer: `For a 12-person design agency that bills clients by the hour, the real question is how much friction your team will tolerate when logging time. If you mainly want to harvest billable hours from calendar events without nagging anyone, automatic capture matters more than pretty reports. Here's how the main options compare:

1. **Toggl Track** – The one-click timer is still the least painful way to get designers to log anything, and the browser extension works inside Figma and most project tools. Reports are clean; invoicing needs an integration. [Pricing](https://toggl.com/track/pricing/?utm_source=chatgpt.com)
2. **Harvest** – While Harvest is pricier per seat than the others, it is the only one here where time, expenses and invoices live in one place, and the accounting syncs just work. Nothing to complain about on reliability either. [Features](https://www.getharvest.com/features?utm_source=chatgpt.com)
3. **Clockify** – Free for unlimited users, which is why it appears in so many lists. It's fine for internal tracking, but the free plan gives you no invoicing or approvals, and the interface feels dated next to the others.
4. **Everhour** – Built to sit inside Asana, ClickUp or Trello, with budgets per project. The Team plan costs $10 per seat per month. [Everhour vs Harvest](https://everhour.com/blog/harvest-alternatives/?utm_source=chatgpt.com)

**My pick:** if you want to invoice from the same tool, go with Harvest. If you only need timers, toggl is the lighter and cheaper route. I'd steer clear of Clockify for client billing unless you're happy exporting everything to a spreadsheet.`,
    expect: {
      mentions: {
        Harvest: { position: 2, list: 2, sentiment: "positive" },
        "Toggl Track": { position: 1, list: 1, sentiment: "positive" },
        Clockify: { position: 3, list: 3, sentiment: "negative" },
        Everhour: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://toggl.com/track/pricing/?utm_source=chatgpt.com",
        "https://www.getharvest.com/features?utm_source=chatgpt.com",
        "https://everhour.com/blog/harvest-alternatives/?utm_source=chatgpt.com",
      ],
      own: ["https://www.getharvest.com/features?utm_source=chatgpt.com"],
    },
  },

  // en-r16-02 Savings apps. Traps: "the Monument" (London landmark), "a plum rate" (adjective) and "chip-and-PIN" (common noun) all come before the first real mention; possessive "Chip's"; trailing sources list; lookalike chip-savings.co.uk is not own. Moneybox positive ("little to fault"); Chip neutral (rates and FSCS facts only); Plum negative ("harder to recommend", "not a bad app, but not the simplest"); Monument positive (conditional praise "worth considering only if… among the most competitive").
  {
    id: "en-r16-02",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "possessive", "sources-list", "lookalike-domain", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Chip", domain: "getchip.uk" },
    competitors: [
      { name: "Plum", domain: "withplum.com" },
      { name: "Moneybox", domain: "moneyboxapp.com" },
      { name: "Monument", domain: "monument.co" },
    ],
    answer: `Most of the best easy-access savings rates in the UK now come from app-based providers rather than the big banks clustered around the Monument in the City of London [1]. A plum rate on paper can hide conditions, so read the small print before moving your emergency fund, and note that none of these accounts comes with a chip-and-PIN card for the savings pot itself.

Moneybox currently pays one of the highest variable rates on its Simple Saver, and deposits are held with partner banks covered by the FSCS up to £85,000 [2]. The app is polished and transfers out usually arrive within a working day, so there is little to fault for an emergency fund.

Chip's Instant Access account pays a variable rate through partner banks, with a higher rate for subscribers to its paid ChipX plan [3]. Withdrawals are requested in the app, and the money is covered by the FSCS through the partner bank [6].

Plum is harder to recommend for pure savings: its best rate sits behind a paid tier, and several users report that the automated saving rules moved more money than they expected [4]. It is not a bad app, but it is not the simplest place to park cash.

Monument is worth considering only if you have at least £1,000 to deposit and don't need app-based budgeting; for larger balances its fixed-term bonds are among the most competitive on the market [5].

Sources
[1] Best easy access savings accounts – https://www.moneysavingexpert.com/savings/savings-accounts-best-interest/
[2] Moneybox Simple Saver – https://www.moneyboxapp.com/simple-saver/
[3] Chip Instant Access – https://www.getchip.uk/instant-access
[4] Plum reviews – https://uk.trustpilot.com/review/withplum.com
[5] Monument savings – https://www.monument.co/savings
[6] Chip savings alternatives compared – https://www.chip-savings.co.uk/alternatives`,
    expect: {
      mentions: {
        Chip: { position: 2, list: null, sentiment: "neutral" },
        Plum: { position: 3, list: null, sentiment: "negative" },
        Moneybox: { position: 1, list: null, sentiment: "positive" },
        Monument: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.moneysavingexpert.com/savings/savings-accounts-best-interest/",
        "https://www.moneyboxapp.com/simple-saver/",
        "https://www.getchip.uk/instant-access",
        "https://uk.trustpilot.com/review/withplum.com",
        "https://www.monument.co/savings",
        "https://www.chip-savings.co.uk/alternatives",
      ],
      own: ["https://www.getchip.uk/instant-access"],
    },
  },

  // en-r16-03 Holiday parks. Traps: "Sir W. E. Butlin's first camp" is the founder (person with initials, possessive form identical to the brand) and "a quiet haven" is the common noun, both before the table; alias "Butlins"; "Parkdean's"/"Haven's" possessives; verdicts in table cells and headings; bare domains only (no URL). Center Parcs positive ("Superb, though the priciest", "few families regret it"); Parkdean Resorts negative ("tired caravans", "I'd steer clear"); Haven positive ("best value – nothing to complain about"); Butlin's neutral (resort facts).
  {
    id: "en-r16-03",
    lang: "en",
    shape: "gemini",
    traps: ["possessive", "common-word", "table", "markdown", "alias", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Haven", domain: "haven.com" },
    competitors: [
      { name: "Center Parcs", domain: "centerparcs.co.uk" },
      { name: "Butlin's", aliases: ["Butlins"], domain: "butlins.com" },
      { name: "Parkdean Resorts", aliases: ["Parkdean"], domain: "parkdeanresorts.co.uk" },
    ],
    answer: `## UK Holiday Parks for a Half-Term Break: Which One Fits?

British holiday parks have come a long way since Sir W. E. Butlin's first camp opened at Skegness in 1936. If what you want is a quiet haven for two toddlers rather than a packed entertainment programme, the choice narrows quickly.

### At a glance

| Operator | 4 nights, family of 4 (Feb half-term) | Best for | Verdict |
|---|---|---|---|
| Center Parcs | £900–£1,600 | Forest lodges, indoor pool | Superb, though by far the priciest |
| Parkdean Resorts | £350–£700 | Coastal caravan parks | Tired caravans, patchy cleaning |
| Haven | £300–£650 | Beaches, kids' clubs | Best value – nothing to complain about |
| Butlins | £250–£550 | Shows, fairground | Three resorts: Bognor Regis, Minehead, Skegness |

### Haven: the best all-rounder
Haven's 39 parks are almost all by the sea, the kids' club is included in the price, and recent reviews rarely mention cleanliness problems. For toddlers, pick a quieter park such as Devon Cliffs outside the school holidays.

### Center Parcs: worth it if the budget allows
The indoor pool complex and the car-free villages at Center Parcs are genuinely excellent. While it costs two to three times as much as a caravan break, few families regret it.

### Parkdean Resorts: check the specific park
Parkdean's older caravans are the weak point, and complaints about cleaning on arrival come up again and again. I'd steer clear unless you can book a newly refurbished lodge.

### Butlins
Butlins runs three resorts with hotel rooms and apartments as well as chalets, and sells day passes on selected dates.

**Tip:** the prices above were checked on haven.com and centerparcs.co.uk for February; both release their best offers in early January.`,
    expect: {
      mentions: {
        Haven: { position: 3, list: 3, sentiment: "positive" },
        "Center Parcs": { position: 1, list: 1, sentiment: "positive" },
        "Butlin's": { position: 4, list: 4, sentiment: "neutral" },
        "Parkdean Resorts": { position: 2, list: 2, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },

  // en-r16-04 Private orthopaedic care. Traps: "Nuffield Orthopaedic Centre" (an NHS hospital, a place) and "Lord Nuffield" (a person) contain the alias before any tracked name; "Nuffield" inside the Wikipedia URL; BUPA in capitals; "Nuffield Health's" first appears inside Spire's comparison; link in "([…](…))" and a bare URL followed by "),". BUPA neutral (how policies work); Spire Healthcare negative ("I'd be cautious", higher prices, "not that the care is poor… but you'd pay more"); Nuffield Health positive (cheaper in the comparison, "I wouldn't hesitate to recommend it"); HCA Healthcare UK positive (conditional praise "worth it only if… most experienced surgeons").
  {
    id: "en-r16-04",
    lang: "en",
    shape: "claude",
    traps: ["alias", "case", "possessive", "trailing-punctuation", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Nuffield Health", aliases: ["Nuffield"], domain: "nuffieldhealth.com" },
    competitors: [
      { name: "Bupa", domain: "bupa.co.uk" },
      { name: "Spire Healthcare", aliases: ["Spire"], domain: "spirehealthcare.com" },
      { name: "HCA Healthcare UK", domain: "hcahealthcare.co.uk" },
    ],
    answer: `Since you're in Oxford, your NHS route would most likely go through the Nuffield Orthopaedic Centre in Headington, which, despite the name, is an NHS hospital run by the Oxford University Hospitals trust. It is named after the car maker William Morris, Lord Nuffield ([background](https://en.wikipedia.org/wiki/William_Morris,_1st_Viscount_Nuffield)), not after the private group. Waits for elective knee surgery there are long at the moment (you can check current estimates at https://www.myplannedcare.nhs.uk/), so paying privately at least for the MRI makes sense.

If you have insurance through work, start there. BUPA, for example, works from a list of approved hospitals and consultants, and its guided option lowers the premium in exchange for letting the insurer choose your specialist.

If you're self-paying, I'd be cautious about Spire Healthcare for this. Its quoted prices for an ACL reconstruction tend to be higher than Nuffield Health's, and the closest Spire hospital to you is a drive down the M40. It's not that the care is poor, it isn't, but you'd pay more and travel further for the same operation.

Nuffield Health's Oxford hospital, The Manor, is also in Headington, and I wouldn't hesitate to recommend it for knee work: it has a dedicated orthopaedic team, publishes fixed-price packages for self-pay patients ([see the Oxford prices](https://www.nuffieldhealth.com/hospitals/oxford/self-pay)), and I haven't come across recurring complaints about aftercare.

HCA Healthcare UK is worth it only if your case turns out to be complex, for example a revision of an earlier repair; its London hospitals, The Wellington in particular, have some of the most experienced knee surgeons in the country.

Whichever you choose, ask for the all-inclusive price, including physiotherapy after surgery.`,
    expect: {
      mentions: {
        "Nuffield Health": { position: 3, list: null, sentiment: "positive" },
        Bupa: { position: 1, list: null, sentiment: "neutral" },
        "Spire Healthcare": { position: 2, list: null, sentiment: "negative" },
        "HCA Healthcare UK": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://en.wikipedia.org/wiki/William_Morris,_1st_Viscount_Nuffield",
        "https://www.myplannedcare.nhs.uk/",
        "https://www.nuffieldhealth.com/hospitals/oxford/self-pay",
      ],
      own: ["https://www.nuffieldhealth.com/hospitals/oxford/self-pay"],
    },
  },

  // en-r16-05 Organic veg boxes (pair of en-r16-06). Traps: trailing "Learn more:" list of bare URLs (not body, not list items); lower-case "oddbox"; Abel & Cole's review URL sits on uk.trustpilot.com. Riverford positive ("the one I'd pick", "rarely have anything bad to say"); Abel & Cole negative ("harder to justify", prices crept up, substitutions, bruised fruit); Oddbox neutral (what it sells, price); Milk & More positive (conditional praise "worth adding only if…", "genuinely handy top-up").
  {
    id: "en-r16-05",
    lang: "en",
    shape: "copilot",
    traps: ["sources-list", "case", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Riverford", domain: "riverford.co.uk" },
    competitors: [
      { name: "Abel & Cole", domain: "abelandcole.co.uk" },
      { name: "Oddbox", domain: "oddbox.co.uk" },
      { name: "Milk & More", domain: "milkandmore.co.uk" },
    ],
    answer: `For a weekly organic veg box delivered in South London, the two most established names are Riverford and Abel & Cole, and both deliver to SE postcodes on fixed days [1].

Riverford is the one I'd pick: its boxes come from a small group of long-standing organic growers, the recipe cards are genuinely useful, and reviewers rarely have anything bad to say about freshness [2].

Abel & Cole is harder to justify at the moment. Prices have crept up, and several recent reviews mention substitutions without warning and bruised fruit [3].

If your main goal is cutting food waste, oddbox sells surplus and wonky produce rescued from growers, with boxes from around £12 a week [4].

Milk & More is worth adding only if you already have milk delivered; for those households it's a genuinely handy top-up that arrives on the doorstep before 7am [5].

Learn more:
1. https://www.which.co.uk/reviews/food-delivery/article/veg-box-delivery
2. https://www.riverford.co.uk/organic-vegetable-boxes
3. https://uk.trustpilot.com/review/www.abelandcole.co.uk
4. https://www.oddbox.co.uk/how-it-works
5. https://www.milkandmore.co.uk/shop/fruit-veg`,
    expect: {
      mentions: {
        Riverford: { position: 1, list: null, sentiment: "positive" },
        "Abel & Cole": { position: 2, list: null, sentiment: "negative" },
        Oddbox: { position: 3, list: null, sentiment: "neutral" },
        "Milk & More": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.which.co.uk/reviews/food-delivery/article/veg-box-delivery",
        "https://www.riverford.co.uk/organic-vegetable-boxes",
        "https://uk.trustpilot.com/review/www.abelandcole.co.uk",
        "https://www.oddbox.co.uk/how-it-works",
        "https://www.milkandmore.co.uk/shop/fruit-veg",
      ],
      own: ["https://www.riverford.co.uk/organic-vegetable-boxes"],
    },
    pair: "en-r16-06",
  },

  // en-r16-06 Organic veg boxes (pair of en-r16-05: praise and criticism swapped between Riverford and Abel & Cole). Traps: as en-r16-05; the brand's review URL is on uk.trustpilot.com with "www.riverford.co.uk" only in its path, so it is not own. Riverford negative ("harder to justify", crept-up prices, substitutions); Abel & Cole positive ("the one I'd pick", "rarely have anything bad to say"); Oddbox neutral; Milk & More positive (conditional praise).
  {
    id: "en-r16-06",
    lang: "en",
    shape: "copilot",
    traps: ["sources-list", "case", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Riverford", domain: "riverford.co.uk" },
    competitors: [
      { name: "Abel & Cole", domain: "abelandcole.co.uk" },
      { name: "Oddbox", domain: "oddbox.co.uk" },
      { name: "Milk & More", domain: "milkandmore.co.uk" },
    ],
    answer: `For a weekly organic veg box delivered in South London, the two most established names are Riverford and Abel & Cole, and both deliver to SE postcodes on fixed days [1].

Abel & Cole is the one I'd pick: its boxes come from a small group of long-standing organic growers, the recipe cards are genuinely useful, and reviewers rarely have anything bad to say about freshness [2].

Riverford is harder to justify at the moment. Prices have crept up, and several recent reviews mention substitutions without warning and bruised fruit [3].

If your main goal is cutting food waste, oddbox sells surplus and wonky produce rescued from growers, with boxes from around £12 a week [4].

Milk & More is worth adding only if you already have milk delivered; for those households it's a genuinely handy top-up that arrives on the doorstep before 7am [5].

Learn more:
1. https://www.which.co.uk/reviews/food-delivery/article/veg-box-delivery
2. https://www.abelandcole.co.uk/organic-veg-boxes
3. https://uk.trustpilot.com/review/www.riverford.co.uk
4. https://www.oddbox.co.uk/how-it-works
5. https://www.milkandmore.co.uk/shop/fruit-veg`,
    expect: {
      mentions: {
        Riverford: { position: 1, list: null, sentiment: "negative" },
        "Abel & Cole": { position: 2, list: null, sentiment: "positive" },
        Oddbox: { position: 3, list: null, sentiment: "neutral" },
        "Milk & More": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.which.co.uk/reviews/food-delivery/article/veg-box-delivery",
        "https://www.abelandcole.co.uk/organic-veg-boxes",
        "https://uk.trustpilot.com/review/www.riverford.co.uk",
        "https://www.oddbox.co.uk/how-it-works",
        "https://www.milkandmore.co.uk/shop/fruit-veg",
      ],
      own: [],
    },
    pair: "en-r16-05",
  },

  // fr-r16-01 Bootcamps de reconversion. Traps: « monter dans le wagon de la tech » (nom commun, avant toute marque) ; « LE WAGON » en capitales ; liens utm. Ironhack positive (« certes… soutenu, mais suivi solide ») ; Le Wagon positive (« je recommanderais en priorité », « rien à redire », prix élevé « mais finançable ») ; Wild Code School neutral (faits) ; OpenClassrooms negative (« moins cher… mais à éviter », « je déconseille ») ; DataScientest neutral (faits).
  {
    id: "fr-r16-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "case", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Le Wagon", domain: "lewagon.com" },
    competitors: [
      { name: "Ironhack", domain: "ironhack.com" },
      { name: "Wild Code School", domain: "wildcodeschool.com" },
      { name: "OpenClassrooms", domain: "openclassrooms.com" },
      { name: "DataScientest", domain: "datascientest.com" },
    ],
    answer: `Bonne nouvelle : à 34 ans, il n'est pas trop tard pour monter dans le wagon de la tech. Pour une reconversion en développement web depuis Lyon, voici les formations les plus sérieuses :

1. **Ironhack** — Bootcamp de 9 semaines en intensif (ou 24 semaines à temps partiel), en ligne ou sur le campus de Paris. Certes, le rythme est très soutenu, mais le suivi carrière est solide et le réseau d'anciens très actif. [Voir le programme](https://www.ironhack.com/fr/developpement-web?utm_source=chatgpt.com)
2. **Le Wagon** — Campus à Lyon, 9 semaines en intensif ou 24 semaines à temps partiel. C'est l'option que je recommanderais en priorité : pédagogie rodée, projets en équipe et rien à redire sur l'accompagnement après la formation. Le prix (environ 7 900 €) reste élevé, mais il est finançable via France Travail ou un projet de transition professionnelle. [Campus de Lyon](https://www.lewagon.com/fr/lyon?utm_source=chatgpt.com)
3. **Wild Code School** — Formations de 5 mois en présentiel ou à distance, qui débouchent sur un titre RNCP de niveau 5 ; l'alternance est possible ensuite.
4. **OpenClassrooms** — Parcours 100 % en ligne avec un mentor hebdomadaire. Moins cher et flexible, mais à éviter si vous avez besoin d'un cadre : le taux d'abandon est élevé et les retours sur les mentors sont très inégaux.
5. **DataScientest** — Spécialisé dans la data (data analyst, data engineer), en bootcamp ou en format continu, avec une certification reconnue par l'État.

**Mon conseil :** postulez en parallèle chez LE WAGON et chez Ironhack, puis comparez les dates de rentrée et les financements. Je déconseille OpenClassrooms pour une première reconversion si vous n'êtes pas très autonome.`,
    expect: {
      mentions: {
        "Le Wagon": { position: 2, list: 2, sentiment: "positive" },
        Ironhack: { position: 1, list: 1, sentiment: "positive" },
        "Wild Code School": { position: 3, list: 3, sentiment: "neutral" },
        OpenClassrooms: { position: 4, list: 4, sentiment: "negative" },
        DataScientest: { position: 5, list: 5, sentiment: "neutral" },
      },
      citations: [
        "https://www.ironhack.com/fr/developpement-web?utm_source=chatgpt.com",
        "https://www.lewagon.com/fr/lyon?utm_source=chatgpt.com",
      ],
      own: ["https://www.lewagon.com/fr/lyon?utm_source=chatgpt.com"],
    },
  },

  // fr-r16-02 Hôtels de séminaire à Marseille. Traps: « le mercure dépasse 32 °C » (nom commun, avant le tableau) ; avis dans les cellules et les titres ; alias « Okko » ; lien Novotel sur all.accor.com, qui n'est pas le domaine mercure.accor.com. Novotel neutral (capacité, parking, trajet : faits) ; Okko Hotels negative (« à éviter », « pas du tout adapté ») ; Mercure positive (« notre premier choix », « rien à redire ») ; Mama Shelter positive (« certes bruyant, mais idéal », « excellente adresse, à condition de… »).
  {
    id: "fr-r16-02",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "alias", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Mercure", domain: "mercure.accor.com" },
    competitors: [
      { name: "Novotel", domain: "novotel.accor.com" },
      { name: "Okko Hotels", aliases: ["Okko"], domain: "okkohotels.com" },
      { name: "Mama Shelter", domain: "mamashelter.com" },
    ],
    answer: `## Séminaire de 25 personnes à Marseille en juillet : quel hôtel choisir ?

Premier point à anticiper : en juillet, le mercure dépasse régulièrement 32 °C à Marseille. Une salle bien climatisée et un accès simple depuis la gare Saint-Charles comptent donc autant que le tarif.

### Comparatif rapide

| Hôtel | Salles de réunion | Accès | Notre avis |
|---|---|---|---|
| Novotel Marseille Centre Prado Vélodrome | 6 salles, jusqu'à 200 pers. | Métro Rond-Point du Prado | Grande capacité, parking sur place (18 €/jour) |
| Okko Hotels Marseille Castellane | Pas de salle privatisable | Métro Castellane | À éviter pour un groupe de travail |
| Mercure Marseille Centre Vieux-Port | 5 salles modulables | 10 min à pied du Vieux-Port | Notre premier choix |
| Mama Shelter Marseille | Salle de 40 pers. | Cours Julien | Certes bruyant le soir, mais idéal pour la soirée d'équipe |

### Mercure : le meilleur compromis
Le Mercure du Vieux-Port coche toutes les cases : salles climatisées, forfait journée d'étude à partir de 65 € par personne et une équipe événementielle réactive. Rien à redire non plus sur le déjeuner servi en salle. [Demander un devis](https://mercure.accor.com/fr/meetings-events.html)

### Novotel : la plus grande capacité
Le Novotel du Prado dispose du plus grand espace de réunion des quatre et d'un parking sur place ; comptez 20 minutes de métro depuis Saint-Charles. [Fiche de l'hôtel](https://all.accor.com/hotel/0542/index.fr.shtml)

### Okko : pas pour un séminaire
Okko mise sur un grand salon partagé, « le Club », plutôt que sur des salles privatisables : agréable pour un séjour, mais pas du tout adapté à 25 personnes qui doivent travailler ensemble.

### Mama Shelter : pour la soirée
Pour le dîner d'équipe, le rooftop du Mama Shelter est une excellente adresse, à condition de ne pas y loger le groupe si vous avez besoin de calme la nuit.`,
    expect: {
      mentions: {
        Mercure: { position: 3, list: 3, sentiment: "positive" },
        Novotel: { position: 1, list: 1, sentiment: "neutral" },
        "Okko Hotels": { position: 2, list: 2, sentiment: "negative" },
        "Mama Shelter": { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://mercure.accor.com/fr/meetings-events.html",
        "https://all.accor.com/hotel/0542/index.fr.shtml",
      ],
      own: ["https://mercure.accor.com/fr/meetings-events.html"],
    },
  },

  // fr-r16-03 Taxi/VTC vers Roissy. Traps: « le sommet du G7 » (événement) et « la station Marcel Sembat » (lieu nommé d'après une personne) précèdent tout nom suivi ; liste de sources finale ; utm. Heetch negative (« je l'éviterais », annulations) ; G7 positive (« le choix le plus sûr », « rien à redire sur la ponctualité » ; neutre dans la comparaison avec LeCab) ; Marcel neutral (réservation, prix : faits) ; LeCab negative (« n'est pas moins cher », flotte réduite, « moins intéressant »).
  {
    id: "fr-r16-03",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "utm", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "G7", domain: "g7.fr" },
    competitors: [
      { name: "Heetch", domain: "heetch.com" },
      { name: "Marcel", domain: "marcel.cab" },
      { name: "LeCab", domain: "lecab.fr" },
    ],
    answer: `Pour rejoindre Roissy à 5 h du matin avant votre vol pour Genève et le sommet du G7 à Évian, en partant de la station Marcel Sembat à Boulogne-Billancourt, réservez impérativement la veille : à cette heure-là, les VTC disponibles à la volée sont rares [1].

Heetch est souvent la solution la moins chère sur le papier, mais je l'éviterais pour un vol matinal : l'application ne permet pas de réserver longtemps à l'avance et les annulations de dernière minute reviennent souvent dans les avis [2].

Les taxis G7 restent le choix le plus sûr : réservation possible la veille, véhicules break pour les bagages, et rien à redire sur la ponctualité d'après la grande majorité des retours ; comptez 70 à 85 € au compteur depuis Boulogne [3].

Marcel, une compagnie de VTC française, propose également la réservation à l'avance avec un prix fixe annoncé à la commande, généralement entre 60 et 75 € pour ce trajet [4].

LeCab n'est pas moins cher que G7 et sa flotte est plus réduite, ce qui le rend moins intéressant à cet horaire [5].

Sources
[1] Réserver un VTC pour l'aéroport – https://www.leparisien.fr/economie/consommation/vtc-aeroport-reserver-a-l-avance.php
[2] Avis Heetch – https://fr.trustpilot.com/review/heetch.com
[3] Taxi G7 vers les aéroports – https://www.g7.fr/taxi-aeroport?utm_source=perplexity
[4] Marcel – réservation – https://www.marcel.cab/reservation
[5] LeCab – https://www.lecab.fr/`,
    expect: {
      mentions: {
        G7: { position: 2, list: null, sentiment: "positive" },
        Heetch: { position: 1, list: null, sentiment: "negative" },
        Marcel: { position: 3, list: null, sentiment: "neutral" },
        LeCab: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.leparisien.fr/economie/consommation/vtc-aeroport-reserver-a-l-avance.php",
        "https://fr.trustpilot.com/review/heetch.com",
        "https://www.g7.fr/taxi-aeroport?utm_source=perplexity",
        "https://www.marcel.cab/reservation",
        "https://www.lecab.fr/",
      ],
      own: ["https://www.g7.fr/taxi-aeroport?utm_source=perplexity"],
    },
  },

  // fr-r16-04 Librairies en ligne (livres jeunesse). Traps: la comptine « Il court, il court, le furet » est un titre qui contient l'alias « Furet », avant toute marque ; « cultura » en minuscules ; « Denis Mollat » est une personne ; lien markdown entre parenthèses et URL nue suivie de « ), ». Decitre positive (« première recommandation », « rien lu de négatif ») ; Le Furet du Nord positive (éloge conditionnel « si vous habitez dans le Nord… excellent choix », « très bon conseil ») ; Cultura negative (« mais ce n'est pas une librairie indépendante », conseil « inexistant », « pas en tête de liste ») ; Mollat neutral (faits).
  {
    id: "fr-r16-04",
    lang: "fr",
    shape: "claude",
    traps: ["alias", "case", "markdown", "trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Le Furet du Nord", aliases: ["Furet"], domain: "furet.com" },
    competitors: [
      { name: "Decitre", domain: "decitre.fr" },
      { name: "Cultura", domain: "cultura.com" },
      { name: "Mollat", domain: "mollat.com" },
    ],
    answer: `Pour l'album de votre neveu qui réclame sans arrêt « Il court, il court, le furet », plusieurs librairies permettent de commander en ligne tout en soutenant des maisons indépendantes plutôt que les grandes plateformes.

Ma première recommandation serait Decitre, la librairie lyonnaise : le site est clair, le retrait en magasin est gratuit et, en jeunesse, les sélections des libraires sont vraiment pertinentes ([le rayon jeunesse de Decitre](https://www.decitre.fr/livres/jeunesse.html)). Je n'ai rien lu de négatif sur leur service client, ce qui est assez rare dans le secteur.

Si vous habitez dans le Nord, Le Furet du Nord est un excellent choix : vous pouvez commander sur le site et retirer les livres en deux heures dans le magasin de la Grand-Place de Lille (https://www.furet.com/magasins/lille-grand-place), et les libraires jeunesse du Furet sont de très bon conseil.

cultura propose un grand rayon jeunesse et les mêmes prix que partout ailleurs, prix unique du livre oblige, mais ce n'est pas une librairie indépendante et le conseil en ligne y est à peu près inexistant. Je ne la mettrais donc pas en tête de liste pour ce type d'achat.

Enfin, Mollat, à Bordeaux, est souvent présentée comme la plus grande librairie indépendante de France ; Denis Mollat, qui la dirige, s'est longtemps engagé pour le prix unique du livre. Elle expédie partout en France.

Un dernier conseil : en dessous de 35 € d'achat, les frais de port sont de 3 € chez toutes ces enseignes, alors regroupez vos commandes.`,
    expect: {
      mentions: {
        "Le Furet du Nord": { position: 2, list: null, sentiment: "positive" },
        Decitre: { position: 1, list: null, sentiment: "positive" },
        Cultura: { position: 3, list: null, sentiment: "negative" },
        Mollat: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.decitre.fr/livres/jeunesse.html",
        "https://www.furet.com/magasins/lille-grand-place",
      ],
      own: ["https://www.furet.com/magasins/lille-grand-place"],
    },
  },

  // fr-r16-05 Téléconsultation un dimanche soir (paire de fr-r16-06). Traps: liste « En savoir plus » finale d'URL nues ; négation « Ce n'est pas un mauvais service…, mais je l'éviterais ». Qare positive (« l'option que je vous conseille », « rien à redire ») ; Doctolib neutral (fonctionnement, remboursement : faits) ; Livi negative (« moins fiable », attente, « je l'éviterais ») ; MesDocteurs neutral (fonctionne via les mutuelles).
  {
    id: "fr-r16-05",
    lang: "fr",
    shape: "copilot",
    traps: ["sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Qare", domain: "qare.fr" },
    competitors: [
      { name: "Doctolib", domain: "doctolib.fr" },
      { name: "Livi", domain: "livi.fr" },
      { name: "MesDocteurs", domain: "mesdocteurs.com" },
    ],
    answer: `Pour une téléconsultation un dimanche soir pour un mal de gorge, plusieurs services remboursés par l'Assurance maladie restent disponibles, à condition que le médecin soit conventionné [1].

Qare est l'option que je vous conseille : médecins disponibles 7 j/7 jusqu'à minuit, ordonnance envoyée directement à votre pharmacie, et rien à redire sur la qualité des consultations selon les avis récents [2].

Doctolib permet aussi de réserver une téléconsultation avec votre médecin traitant s'il en propose ; le remboursement suit alors le parcours de soins habituel [3].

Livi, en revanche, m'a semblé moins fiable : le week-end, l'attente peut dépasser une heure et plusieurs utilisateurs évoquent des consultations expédiées [4]. Ce n'est pas un mauvais service en semaine, mais je l'éviterais un dimanche soir.

MesDocteurs fonctionne surtout via les complémentaires santé : vérifiez si votre mutuelle l'inclut avant de payer [5].

En savoir plus :
1. https://www.ameli.fr/assure/remboursements/rembourse/teleconsultation
2. https://www.qare.fr/teleconsultation/
3. https://www.doctolib.fr/teleconsultation
4. https://www.livi.fr/
5. https://www.mesdocteurs.com/`,
    expect: {
      mentions: {
        Qare: { position: 1, list: null, sentiment: "positive" },
        Doctolib: { position: 2, list: null, sentiment: "neutral" },
        Livi: { position: 3, list: null, sentiment: "negative" },
        MesDocteurs: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ameli.fr/assure/remboursements/rembourse/teleconsultation",
        "https://www.qare.fr/teleconsultation/",
        "https://www.doctolib.fr/teleconsultation",
        "https://www.livi.fr/",
        "https://www.mesdocteurs.com/",
      ],
      own: ["https://www.qare.fr/teleconsultation/"],
    },
    pair: "fr-r16-06",
  },

  // fr-r16-06 Téléconsultation un dimanche soir (paire de fr-r16-05 : Qare et Livi échangés, éloge et critique avec eux, donc les rangs aussi). Traps: comme fr-r16-05. Livi positive (« l'option que je vous conseille », « rien à redire ») ; Doctolib neutral ; Qare negative (« moins fiable », « je l'éviterais ») ; MesDocteurs neutral.
  {
    id: "fr-r16-06",
    lang: "fr",
    shape: "copilot",
    traps: ["sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Qare", domain: "qare.fr" },
    competitors: [
      { name: "Doctolib", domain: "doctolib.fr" },
      { name: "Livi", domain: "livi.fr" },
      { name: "MesDocteurs", domain: "mesdocteurs.com" },
    ],
    answer: `Pour une téléconsultation un dimanche soir pour un mal de gorge, plusieurs services remboursés par l'Assurance maladie restent disponibles, à condition que le médecin soit conventionné [1].

Livi est l'option que je vous conseille : médecins disponibles 7 j/7 jusqu'à minuit, ordonnance envoyée directement à votre pharmacie, et rien à redire sur la qualité des consultations selon les avis récents [2].

Doctolib permet aussi de réserver une téléconsultation avec votre médecin traitant s'il en propose ; le remboursement suit alors le parcours de soins habituel [3].

Qare, en revanche, m'a semblé moins fiable : le week-end, l'attente peut dépasser une heure et plusieurs utilisateurs évoquent des consultations expédiées [4]. Ce n'est pas un mauvais service en semaine, mais je l'éviterais un dimanche soir.

MesDocteurs fonctionne surtout via les complémentaires santé : vérifiez si votre mutuelle l'inclut avant de payer [5].

En savoir plus :
1. https://www.ameli.fr/assure/remboursements/rembourse/teleconsultation
2. https://www.livi.fr/
3. https://www.doctolib.fr/teleconsultation
4. https://www.qare.fr/teleconsultation/
5. https://www.mesdocteurs.com/`,
    expect: {
      mentions: {
        Qare: { position: 3, list: null, sentiment: "negative" },
        Doctolib: { position: 2, list: null, sentiment: "neutral" },
        Livi: { position: 1, list: null, sentiment: "positive" },
        MesDocteurs: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ameli.fr/assure/remboursements/rembourse/teleconsultation",
        "https://www.livi.fr/",
        "https://www.doctolib.fr/teleconsultation",
        "https://www.qare.fr/teleconsultation/",
        "https://www.mesdocteurs.com/",
      ],
      own: ["https://www.qare.fr/teleconsultation/"],
    },
    pair: "fr-r16-05",
  },

  // es-r16-01 Másteres online. Traps: «unir trabajo y estudios» es el verbo, antes de cualquier nombre; «la uoc» en minúsculas; UNIR en mayúsculas; enlaces utm. Universidad Europea positive («aunque es la más cara… lo compensan»); UNIR positive («la más flexible», «sin pegas», recomendación); VIU neutral (datos); UOC negative («no te la recomendaría», «mejor evitar la uoc»).
  {
    id: "es-r16-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "case", "utm", "markdown", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "UNIR", domain: "unir.net" },
    competitors: [
      { name: "UOC", domain: "uoc.edu" },
      { name: "VIU", domain: "universidadviu.com" },
      { name: "Universidad Europea", domain: "universidadeuropea.com" },
    ],
    answer: `Si buscas un máster online en Marketing Digital que te permita unir trabajo y estudios sin pisar un campus, estas son las universidades con más peso en España:

1. **Universidad Europea** — Máster oficial con clases en directo que quedan grabadas. Aunque es la opción más cara (entre 7.000 y 8.500 €), la calidad del profesorado y las prácticas en empresa lo compensan. [Ver máster](https://universidadeuropea.com/master-marketing-digital/?utm_source=chatgpt.com)
2. **UNIR** — La más flexible: clases en directo y en diferido, exámenes en sedes de toda España o en línea, y un precio intermedio. Sin pegas en cuanto a la plataforma; eso sí, los grupos son muy numerosos. [Información y precios](https://www.unir.net/marketing-comunicacion/master-marketing-digital/?utm_source=chatgpt.com)
3. **VIU** — Máster oficial de 60 ECTS, 100 % online, con convocatorias en octubre y febrero.
4. **UOC** — Pionera de la enseñanza online en Cataluña. No te la recomendaría si necesitas un ritmo marcado: la evaluación continua exige mucha autonomía y el acompañamiento es escaso.

**Mi recomendación:** si trabajas a jornada completa, UNIR; si el presupuesto no es un problema, la Universidad Europea. Mejor evitar la uoc si te cuesta organizarte solo.`,
    expect: {
      mentions: {
        UNIR: { position: 2, list: 2, sentiment: "positive" },
        UOC: { position: 4, list: 4, sentiment: "negative" },
        VIU: { position: 3, list: 3, sentiment: "neutral" },
        "Universidad Europea": { position: 1, list: 1, sentiment: "positive" },
      },
      citations: [
        "https://universidadeuropea.com/master-marketing-digital/?utm_source=chatgpt.com",
        "https://www.unir.net/marketing-comunicacion/master-marketing-digital/?utm_source=chatgpt.com",
      ],
      own: ["https://www.unir.net/marketing-comunicacion/master-marketing-digital/?utm_source=chatgpt.com"],
    },
  },

  // es-r16-02 Autobús Madrid–Huelva. Traps: «a medida que avanza el verano» es el verbo, en la primera frase; Monbus solo aparece en la lista final de fuentes y en su URL (no mencionado); lista de fuentes con la reseña de Avanza en es.trustpilot.com (no propia). Socibus positive («no tiene nada de lujoso, pero cumple», «no suelen quejarse»); Damas neutral (horarios, duración, precio); Avanza negative («yo no lo elegiría», autobuses antiguos); Monbus null.
  {
    id: "es-r16-02",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "url-only", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Avanza", domain: "avanzabus.com" },
    competitors: [
      { name: "Socibus", domain: "socibus.es" },
      { name: "Damas", domain: "damas-sa.es" },
      { name: "Monbus", domain: "monbus.es" },
    ],
    answer: `A medida que avanza el verano, los billetes de autobús Madrid–Huelva de los viernes se agotan con varios días de antelación, así que conviene comprarlos cuanto antes [1]. La única opción directa es Socibus, con varias salidas diarias desde la estación Sur (Méndez Álvaro) y unas 7 horas de trayecto [2].

Socibus no tiene nada de lujoso, pero cumple: los asientos de la clase Supra son amplios, hay wifi y los viajeros no suelen quejarse de retrasos [3]. Ninguna otra de las grandes compañías cubre esta ruta sin transbordo [7].

La alternativa es ir primero a Sevilla y seguir con Damas, que enlaza la estación Plaza de Armas con Huelva aproximadamente cada hora; el trayecto dura 1 h 15 min y cuesta unos 10 € [4].

Avanza también vende billetes de Madrid a Sevilla [5], aunque yo no lo elegiría para este viaje: sus horarios encajan mal con los enlaces hacia Huelva y varias reseñas recientes hablan de autobuses antiguos y sin enchufes [6].

En resumen: Socibus si quieres ir directo; si haces escala en Sevilla, Damas cubre el último tramo.

Fuentes:
[1] Consejos para comprar billetes de autobús en verano – https://www.ocu.org/consumo-familia/viajes/consejos/billetes-autobus-verano
[2] Socibus: horarios Madrid–Huelva – https://www.socibus.es/horarios/madrid-huelva
[3] Opiniones sobre Socibus – https://www.tripadvisor.es/ShowTopic-g187443-i1234-k5678-Socibus_Madrid_Huelva.html
[4] Damas: Sevilla–Huelva – https://www.damas-sa.es/horarios/sevilla-huelva
[5] Avanza: rutas – https://www.avanzabus.com/es/rutas/madrid-sevilla
[6] Opiniones sobre Avanza – https://es.trustpilot.com/review/avanzabus.com
[7] Monbus – rutas y horarios – https://www.monbus.es/es/rutas`,
    expect: {
      mentions: {
        Avanza: { position: 3, list: null, sentiment: "negative" },
        Socibus: { position: 1, list: null, sentiment: "positive" },
        Damas: { position: 2, list: null, sentiment: "neutral" },
        Monbus: null,
      },
      citations: [
        "https://www.ocu.org/consumo-familia/viajes/consejos/billetes-autobus-verano",
        "https://www.socibus.es/horarios/madrid-huelva",
        "https://www.tripadvisor.es/ShowTopic-g187443-i1234-k5678-Socibus_Madrid_Huelva.html",
        "https://www.damas-sa.es/horarios/sevilla-huelva",
        "https://www.avanzabus.com/es/rutas/madrid-sevilla",
        "https://es.trustpilot.com/review/avanzabus.com",
        "https://www.monbus.es/es/rutas",
      ],
      own: ["https://www.avanzabus.com/es/rutas/madrid-sevilla"],
    },
  },

  // es-r16-03 Perfumerías online. Traps: «en el Arenal» es el barrio de Sevilla (lugar con artículo) y «Julia Roberts» una persona que coincide con el alias «Júlia» sin tilde, ambos antes de la tabla; valoraciones en celdas y títulos; URL final seguida de punto. Perfumerías Avenida positive («sin pegas», «no he encontrado quejas serias»); Marvimundo negative («mejor evitar», «no te recomendaría Marvimundo»); Arenal positive («aunque… lo compensa», «muy buena relación calidad-precio»); Perfumerías Júlia neutral (red de tiendas y plazos).
  {
    id: "es-r16-03",
    lang: "es",
    shape: "gemini",
    traps: ["table", "markdown", "alias", "hedge", "negation", "mixed-sentiment", "trailing-punctuation"],
    brand: { name: "Arenal", domain: "arenal.com" },
    competitors: [
      { name: "Perfumerías Júlia", aliases: ["Júlia"], domain: "perfumeriasjulia.es" },
      { name: "Marvimundo", domain: "marvimundo.com" },
      { name: "Perfumerías Avenida", domain: "perfumeriasavenida.com" },
    ],
    answer: `## Perfumerías online fiables en España: comparativa

Si vives en Sevilla, en el Arenal y en la calle Tetuán tienes tiendas físicas de casi todas las cadenas, pero en precio suele ganar la compra online. Y si lo que buscas es el perfume de la campaña de Julia Roberts, conviene comparar, porque la diferencia entre tiendas supera a veces los 20 €.

| Perfumería | Envío gratis desde | Punto fuerte | Valoración |
|---|---|---|---|
| Perfumerías Avenida | 39 € | Descuentos fijos del 20–40 % | ⭐⭐⭐⭐⭐ Sin pegas |
| Marvimundo | 49 € | Precios muy bajos | ⭐⭐ Mejor evitar: retrasos frecuentes |
| Arenal | 30 € | Perfumería + parafarmacia | ⭐⭐⭐⭐ Muy buena relación calidad-precio |
| Júlia | 35 € | Red de tiendas en Cataluña | Más de 80 tiendas, venta online a toda la península |

### Perfumerías Avenida: la más barata sin sorpresas
En Perfumerías Avenida los descuentos se aplican sobre el precio de venta recomendado y no dependen de cupones, y no he encontrado quejas serias sobre falsificaciones ni devoluciones.

### Arenal: la mejor si también compras cosmética
Aunque su catálogo de perfumes de nicho es más corto que el de otras cadenas, Arenal lo compensa con envíos rápidos desde Galicia y una sección de parafarmacia muy completa.

### Marvimundo: precios bajos, pero cuidado
No te recomendaría Marvimundo para un regalo con fecha: varios clientes cuentan que el pedido tardó más de dos semanas y que el servicio de atención no respondía.

### Perfumerías Júlia
Perfumerías Júlia es una cadena catalana con tiendas en Cataluña, Aragón y Baleares; el envío a Andalucía tarda de 48 a 72 horas.

Más información sobre plazos: https://www.arenal.com/envios.`,
    expect: {
      mentions: {
        Arenal: { position: 3, list: 3, sentiment: "positive" },
        "Perfumerías Júlia": { position: 4, list: 4, sentiment: "neutral" },
        Marvimundo: { position: 2, list: 2, sentiment: "negative" },
        "Perfumerías Avenida": { position: 1, list: 1, sentiment: "positive" },
      },
      citations: ["https://www.arenal.com/envios"],
      own: ["https://www.arenal.com/envios"],
    },
  },

  // es-r16-04 Jamón ibérico para regalar (respuesta larga). Traps: «Joselito o Belmonte» es el torero (persona con solo su nombre), antes de cualquier marca; «Enrique Tomás empezó vendiendo jamón…» es el fundador (persona), la marca llega en la frase siguiente; alias «5J»; «covap» en minúsculas entre comillas; URL propia en el subdominio tienda.cincojotas.com entre paréntesis. Cinco Jotas positive («aunque no es barato… la apuesta más segura», «sin pegas»); Joselito positive (elogio condicional «excelente… solo si el presupuesto supera… no tiene rival»); Enrique Tomás negative («mejor evitarla», quejas); Covap neutral (datos de la DOP y precio).
  {
    id: "es-r16-04",
    lang: "es",
    shape: "long",
    traps: ["alias", "case", "subdomain", "trailing-punctuation", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Cinco Jotas", aliases: ["5J"], domain: "cincojotas.com" },
    competitors: [
      { name: "Joselito", domain: "joselito.com" },
      { name: "Enrique Tomás", domain: "enriquetomas.com" },
      { name: "Covap", domain: "covap.es" },
    ],
    answer: `Para un suegro de los que todavía discuten si fue mejor Joselito o Belmonte, una pata de jamón 100 % ibérico de bellota es un regalo de Navidad que no falla. Comprando online hay cuatro nombres que aparecen en casi todas las comparativas, y cada uno encaja con un presupuesto distinto.

Mi primera opción sería Cinco Jotas, de Jabugo. Aunque no es barato (una pata de bellota 100 % ibérica ronda los 600–700 €), 5J es la apuesta más segura: la curación es muy regular, ofrece loncheado a cuchillo como opción y el envío refrigerado llega sin pegas en 48 horas. La tienda oficial (https://tienda.cincojotas.com/es/jamones) permite además elegir el día de entrega, algo útil si el regalo tiene que llegar antes de Nochebuena.

Joselito, de Guijuelo, juega en otra liga de precio. Es excelente, probablemente el jamón español más reconocido fuera de España, pero solo te lo recomendaría si el presupuesto supera los 900 €: a ese nivel no tiene rival, y su web explica bien cada añada ([tienda online](https://www.joselito.com/es/tienda)).

Enrique Tomás empezó vendiendo jamón en un pequeño local de Badalona y hoy da nombre a una cadena con más de cien tiendas. Para sobres de loncheado, la cadena Enrique Tomás está bien, pero para una pata entera mejor evitarla: varios clientes se quejan de piezas con poca infiltración y de plazos de envío que se alargan en diciembre.

Preguntas también por «covap»: es la cooperativa del Valle de los Pedroches (Córdoba), y su jamón de bellota se vende con la Denominación de Origen Los Pedroches por unos 350–450 €, con envío a toda la península.

Si dudas entre dos piezas, pide siempre el peso exacto y la fecha de salazón antes de pagar; las tiendas serias la facilitan sin problema. Y guarda la pata en un lugar fresco y seco, lejos de la calefacción, con el jamonero listo para el día 24.`,
    expect: {
      mentions: {
        "Cinco Jotas": { position: 1, list: null, sentiment: "positive" },
        Joselito: { position: 2, list: null, sentiment: "positive" },
        "Enrique Tomás": { position: 3, list: null, sentiment: "negative" },
        Covap: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://tienda.cincojotas.com/es/jamones",
        "https://www.joselito.com/es/tienda",
      ],
      own: ["https://tienda.cincojotas.com/es/jamones"],
    },
  },

  // es-r16-05 Psicología online (par de es-r16-06). Traps: lista final «Más información» de URL nuevas; «PSONRIE» en mayúsculas sin tilde; URL con query string (cop.es). Buencoco positive («la opción más equilibrada», «no he encontrado quejas»); TherapyChat negative («no la recomendaría», cancelar complicado); ifeel neutral (funciona con empresas); Psonríe positive («muy buena opción, aunque…»).
  {
    id: "es-r16-05",
    lang: "es",
    shape: "copilot",
    traps: ["sources-list", "case", "utm", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Buencoco", domain: "buencoco.es" },
    competitors: [
      { name: "TherapyChat", domain: "therapychat.com" },
      { name: "ifeel", domain: "ifeel.es" },
      { name: "Psonríe", domain: "psonrie.com" },
    ],
    answer: `Para empezar terapia online con un psicólogo colegiado y pagar por sesión, estas son las plataformas más utilizadas en España [1].

Buencoco me parece la opción más equilibrada: primera consulta gratuita, psicólogos colegiados y precios cerrados desde 34 € por sesión. No he encontrado quejas relevantes sobre cambios de terapeuta [2].

TherapyChat, en cambio, no la recomendaría ahora mismo: el modelo de suscripción encarece el mes y varios usuarios cuentan que cancelar es complicado [3].

Ifeel trabaja sobre todo con empresas como beneficio para empleados; si tu empresa lo ofrece, puedes usarlo sin coste [4].

Si prefieres combinar sesiones presenciales en Madrid con sesiones online, PSONRIE es muy buena opción, aunque tiene menos disponibilidad por las tardes [5].

Más información:
1. https://www.cop.es/index.php?page=psicologia-online
2. https://www.buencoco.es/precios
3. https://es.trustpilot.com/review/therapychat.com
4. https://ifeel.es/empresas
5. https://www.psonrie.com/`,
    expect: {
      mentions: {
        Buencoco: { position: 1, list: null, sentiment: "positive" },
        TherapyChat: { position: 2, list: null, sentiment: "negative" },
        ifeel: { position: 3, list: null, sentiment: "neutral" },
        "Psonríe": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.cop.es/index.php?page=psicologia-online",
        "https://www.buencoco.es/precios",
        "https://es.trustpilot.com/review/therapychat.com",
        "https://ifeel.es/empresas",
        "https://www.psonrie.com/",
      ],
      own: ["https://www.buencoco.es/precios"],
    },
    pair: "es-r16-06",
  },

  // es-r16-06 Psicología online (par de es-r16-05: Buencoco y TherapyChat intercambiados con su elogio y su crítica, y por tanto sus rangos). Traps: como es-r16-05; la reseña de Buencoco está en es.trustpilot.com (no propia). TherapyChat positive; Buencoco negative («no la recomendaría», cancelar complicado); ifeel neutral; Psonríe positive.
  {
    id: "es-r16-06",
    lang: "es",
    shape: "copilot",
    traps: ["sources-list", "case", "utm", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Buencoco", domain: "buencoco.es" },
    competitors: [
      { name: "TherapyChat", domain: "therapychat.com" },
      { name: "ifeel", domain: "ifeel.es" },
      { name: "Psonríe", domain: "psonrie.com" },
    ],
    answer: `Para empezar terapia online con un psicólogo colegiado y pagar por sesión, estas son las plataformas más utilizadas en España [1].

TherapyChat me parece la opción más equilibrada: primera consulta gratuita, psicólogos colegiados y precios cerrados desde 34 € por sesión. No he encontrado quejas relevantes sobre cambios de terapeuta [2].

Buencoco, en cambio, no la recomendaría ahora mismo: el modelo de suscripción encarece el mes y varios usuarios cuentan que cancelar es complicado [3].

Ifeel trabaja sobre todo con empresas como beneficio para empleados; si tu empresa lo ofrece, puedes usarlo sin coste [4].

Si prefieres combinar sesiones presenciales en Madrid con sesiones online, PSONRIE es muy buena opción, aunque tiene menos disponibilidad por las tardes [5].

Más información:
1. https://www.cop.es/index.php?page=psicologia-online
2. https://www.therapychat.com/precios
3. https://es.trustpilot.com/review/buencoco.es
4. https://ifeel.es/empresas
5. https://www.psonrie.com/`,
    expect: {
      mentions: {
        Buencoco: { position: 2, list: null, sentiment: "negative" },
        TherapyChat: { position: 1, list: null, sentiment: "positive" },
        ifeel: { position: 3, list: null, sentiment: "neutral" },
        "Psonríe": { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.cop.es/index.php?page=psicologia-online",
        "https://www.therapychat.com/precios",
        "https://es.trustpilot.com/review/buencoco.es",
        "https://ifeel.es/empresas",
        "https://www.psonrie.com/",
      ],
      own: [],
    },
    pair: "es-r16-05",
  },

  // de-r16-01 Klassenfahrt nach Berlin. Traps: „eine Meininger Schulklasse“ ist das Ortsadjektiv (Meiningen), vor allen Namen; „MEININGER“ in Versalien; „beim Deutschen Jugendherbergswerk“ (dekliniertes Alias); utm-Links. a&o Hostels negative („Finger davon lassen“, Risiko zu hoch); Meininger Hotels positive („zwar etwas teurer…, aber sauber“, „nichts auszusetzen“, „nehmt Meininger“); DJH positive (Fakten im Listenpunkt, „solide Alternative“ im Fazit); Motel One neutral (Zimmerarten und Gruppenregel).
  {
    id: "de-r16-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["alias", "case", "declined", "utm", "markdown", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Meininger Hotels", aliases: ["Meininger"], domain: "meininger-hotels.com" },
    competitors: [
      { name: "a&o Hostels", aliases: ["a&o"], domain: "aohostels.com" },
      { name: "DJH", aliases: ["Deutsches Jugendherbergswerk"], domain: "jugendherberge.de" },
      { name: "Motel One", domain: "motel-one.com" },
    ],
    answer: `Für eine Meininger Schulklasse mit 28 Jugendlichen und drei Lehrkräften (4 Nächte im Mai) sind in Berlin vor allem Gruppenhostels sinnvoll. Die wichtigsten Optionen:

1. **a&o Hostels (Berlin Hauptbahnhof)** – Sehr günstig, ab ca. 25 € pro Person mit Frühstück, Mehrbettzimmer mit eigenem Bad. Allerdings werden Lautstärke und Sauberkeit in Bewertungen regelmäßig kritisiert; für eine 9. Klasse würde ich eher die Finger davon lassen. [Gruppenpreise](https://www.aohostels.com/de/gruppen/?utm_source=chatgpt.com)
2. **MEININGER Hotel Berlin Alexanderplatz** – Zwar etwas teurer als a&o, aber sauber, mit gut organisierter Gruppenbuchung und Lehrerzimmern auf demselben Flur. An der Lage gibt es nichts auszusetzen: Museumsinsel und Fernsehturm sind zu Fuß erreichbar. [Klassenfahrten](https://www.meininger-hotels.com/de/gruppen/klassenfahrten/?utm_source=chatgpt.com)
3. **Jugendherberge Berlin Ostkreuz (DJH)** – Klassiker für Klassenfahrten: Vollpension buchbar, Programmbausteine zur Berliner Geschichte. Voraussetzung ist eine Mitgliedschaft beim Deutschen Jugendherbergswerk (Schulmitgliedschaft ca. 25 € im Jahr). [Haus Ostkreuz](https://www.jugendherberge.de/jugendherbergen/berlin-ostkreuz/?utm_source=chatgpt.com)
4. **Motel One** – Keine Mehrbettzimmer; für Lehrkräfte, die separat übernachten wollen, buchbar. Gruppen von Minderjährigen ohne Begleitung nimmt Motel One nicht auf.

**Fazit:** Wenn das Budget es zulässt, nehmt Meininger. Die DJH ist eine solide Alternative, bei a&o wäre mir das Risiko zu hoch.`,
    expect: {
      mentions: {
        "Meininger Hotels": { position: 2, list: 2, sentiment: "positive" },
        "a&o Hostels": { position: 1, list: 1, sentiment: "negative" },
        DJH: { position: 3, list: 3, sentiment: "positive" },
        "Motel One": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.aohostels.com/de/gruppen/?utm_source=chatgpt.com",
        "https://www.meininger-hotels.com/de/gruppen/klassenfahrten/?utm_source=chatgpt.com",
        "https://www.jugendherberge.de/jugendherbergen/berlin-ostkreuz/?utm_source=chatgpt.com",
      ],
      own: ["https://www.meininger-hotels.com/de/gruppen/klassenfahrten/?utm_source=chatgpt.com"],
    },
  },

  // de-r16-02 E-Scooter in Berlin. Traps: „Ein Tier darfst du… nicht mitnehmen“ (Substantiv) und „zum Tierpark“ (Ort im Kompositum) stehen vor jeder Nennung; „TIER“ in Versalien und „TIER-Roller“; Quellenliste am Ende; eigene Quelle auf der Subdomain help.tier.app; tierpark-berlin.de ist keine Seite der Marke. Voi positive („zuverlässigste Anbieter“, „stressfreiste Wahl“); Dott neutral (Fusion, Preise); Tier negative („unübersichtlich“, doppelte Abbuchungen, „Finger weg“).
  {
    id: "de-r16-02",
    lang: "de",
    shape: "perplexity",
    traps: ["common-word", "substring", "case", "sources-list", "subdomain", "negation", "mixed-sentiment"],
    brand: { name: "Tier", domain: "tier.app" },
    competitors: [
      { name: "Voi", domain: "voi.com" },
      { name: "Dott", domain: "ridedott.com" },
    ],
    answer: `In Berlin kannst du E-Scooter bei mehreren Anbietern per App mieten. Ein Tier darfst du übrigens bei keinem Anbieter mitnehmen, auch nicht im Rucksack [1]. Wenn du regelmäßig zum Tierpark in Friedrichsfelde fährst, lohnt sich eher ein Monatspass als der Minutentarif [2].

Voi gilt in Tests als der zuverlässigste Anbieter: Die Roller sind gut gewartet, die App stürzt kaum ab, und der Voi Pass kostet rund 30 € im Monat für unbegrenzte Fahrten bis 30 Minuten [3].

Dott und TIER haben 2024 fusioniert; die TIER-Roller werden seitdem nach und nach auf die Marke Dott umgestellt [4]. Dott berechnet 1 € zum Entsperren und rund 0,25 € pro Minute; mit einem Pass sinkt der Minutenpreis [6].

Bei TIER ist die Lage deshalb gerade unübersichtlich: Pässe aus der alten App wurden nicht immer übernommen, und mehrere Nutzer berichten von doppelten Abbuchungen [5]. Solange die Umstellung läuft, würde ich dort keinen neuen Pass kaufen – Finger weg, bis das geklärt ist.

Fürs tägliche Pendeln ist Voi damit die stressfreiste Wahl.

Quellen
[1] E-Scooter in Berlin: Regeln – https://www.berlin.de/sen/uvm/verkehr/verkehrsplanung/e-scooter/
[2] Tierpark Berlin: Anfahrt – https://www.tierpark-berlin.de/de/anfahrt
[3] Voi Pass – https://www.voi.com/de/voi-pass
[4] E-Scooter-Anbieter Tier und Dott fusionieren – https://www.heise.de/news/E-Scooter-Anbieter-Tier-und-Dott-fusionieren-9637512.html
[5] TIER Hilfe: Pässe nach der Umstellung – https://help.tier.app/de/articles/pass-migration
[6] Dott Preise – https://ridedott.com/de/preise/`,
    expect: {
      mentions: {
        Tier: { position: 3, list: null, sentiment: "negative" },
        Voi: { position: 1, list: null, sentiment: "positive" },
        Dott: { position: 2, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.berlin.de/sen/uvm/verkehr/verkehrsplanung/e-scooter/",
        "https://www.tierpark-berlin.de/de/anfahrt",
        "https://www.voi.com/de/voi-pass",
        "https://www.heise.de/news/E-Scooter-Anbieter-Tier-und-Dott-fusionieren-9637512.html",
        "https://help.tier.app/de/articles/pass-migration",
        "https://ridedott.com/de/preise/",
      ],
      own: ["https://help.tier.app/de/articles/pass-migration"],
    },
  },

  // de-r16-03 Gerettetes Bio-Gemüse im Abo. Traps: „nicht etepetete“ (Adjektiv) und „querfeldein“ (längeres Wort mit dem Namen) vor der Tabelle; Genitive „Etepetetes“, „Querfelds“; Urteile in Zellen und Überschriften; „Marktschwärmer-Plattform“; URL in Klammern vor „.“. Querfeld positive (bedingtes Lob „beste Qualität… wenn du in Berlin wohnst“); Frischepost negative („schön, aber teuer“, „deutlich über“); Etepetete positive („Unser Favorit“, „nichts auszusetzen“, „zwar…, aber verschmerzbar“, günstiger als Frischepost); Marktschwärmer neutral (Ablauf).
  {
    id: "de-r16-03",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "substring", "possessive", "table", "markdown", "hedge", "negation", "mixed-sentiment", "trailing-punctuation"],
    brand: { name: "Etepetete", domain: "etepetete-bio.de" },
    competitors: [
      { name: "Querfeld", domain: "querfeld.bio" },
      { name: "Frischepost", domain: "frischepost.de" },
      { name: "Marktschwärmer", domain: "marktschwaermer.de" },
    ],
    answer: `## Gerettetes Bio-Gemüse im Abo: Welcher Anbieter lohnt sich?

Wer beim Gemüse nicht etepetete ist und auch krumme Möhren isst, spart mit einer Retter-Kiste gegenüber dem Bioladen oft 20 bis 30 %. Und wer ohnehin lieber querfeldein zum nächsten Hofladen radelt, braucht vielleicht gar kein Abo. Für alle anderen hier vier Modelle im Überblick:

| Anbieter | Modell | Preis (ca.) | Bewertung |
|---|---|---|---|
| Querfeld | Kisten für Büros und Privathaushalte in Berlin | ab 22 € | Beste Qualität im Vergleich (nur Berlin) |
| Frischepost | Regionale Produkte aus Hamburg und Umland | ab 30 € | Frisch, aber teuer und nur im Norden |
| Etepetete | Bundesweite Retter-Box im Abo | ab 24,90 € | Unser Favorit |
| Marktschwärmer | Online bestellen, wöchentlich vor Ort abholen | je nach Einkauf | Preise legen die Höfe selbst fest |

### Etepetete: der beste Allrounder
Etepetetes Boxen kommen direkt von Bio-Höfen, die Mischung ist abwechslungsreich, und an der Lieferung gibt es nichts auszusetzen. Zwar lässt sich der Inhalt nur begrenzt anpassen, aber bei dem Preis ist das verschmerzbar (https://etepetete-bio.de/pages/so-funktionierts).

### Querfeld: die beste Qualität – wenn du in Berlin wohnst
Querfelds Schwerpunkt liegt eigentlich auf Kantinen und Betrieben. Wer in Berlin wohnt, bekommt bei Querfeld aber die beste Qualität im Vergleich, und die Kisten lassen sich flexibel pausieren.

### Frischepost: schön, aber teuer
Frischepost liefert Regionales aus Hamburg und Umland, doch die Preise liegen deutlich über denen von Etepetete, und außerhalb des Nordens ist der Dienst nicht verfügbar.

### Marktschwärmer
Bei der Marktschwärmer-Plattform bestellst du bei Erzeuger:innen aus der Region und holst die Ware einmal pro Woche in einer „Schwärmerei“ ab.`,
    expect: {
      mentions: {
        Etepetete: { position: 3, list: 3, sentiment: "positive" },
        Querfeld: { position: 1, list: 1, sentiment: "positive" },
        Frischepost: { position: 2, list: 2, sentiment: "negative" },
        "Marktschwärmer": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: ["https://etepetete-bio.de/pages/so-funktionierts"],
      own: ["https://etepetete-bio.de/pages/so-funktionierts"],
    },
  },

  // de-r16-04 Kfz-Versicherung für Fahranfänger. Traps: „rund um den Black Friday“ (Ereignis) vor jeder Nennung; „wgv“ klein geschrieben; „Friday-Tarifrechner“ als Linktext; Markdown-Link in „([…](…))." . WGV positive („ersten Blick wert“, „kaum Beschwerden“); DA Direkt neutral (Telematik-Tarif beschrieben); Friday negative („nur günstiger, wenn…“, „nicht vorn“, Erreichbarkeit bemängelt); HDI positive („nicht die billigste Wahl, aber… gut aufgehoben“, „guten Ruf“).
  {
    id: "de-r16-04",
    lang: "de",
    shape: "claude",
    traps: ["common-word", "case", "markdown", "trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Friday", domain: "friday.de" },
    competitors: [
      { name: "WGV", domain: "wgv.de" },
      { name: "DA Direkt", domain: "da-direkt.de" },
      { name: "HDI", domain: "hdi.de" },
    ],
    answer: `Vorweg: Die Wechselsaison läuft bis zum 30. November, und viele Versicherer werben rund um den Black Friday mit Rabatten. Die tatsächlichen Beiträge hängen aber viel stärker von Typklasse, Regionalklasse und deiner Schadenfreiheitsklasse ab als von solchen Aktionen ([Typklassen-Abfrage beim GDV](https://www.gdv.de/gdv/themen/mobilitaet/typklassen)). Für einen 24-jährigen Fahranfänger mit einem Golf von 2019 in Stuttgart würde ich drei bis vier Angebote vergleichen.

Die WGV ist in Baden-Württemberg fast immer einen ersten Blick wert. Der Stuttgarter Versicherer gehört regelmäßig zu den günstigsten für junge Fahrer, und über die Schadenregulierung habe ich kaum Beschwerden gelesen.

DA Direkt, ein Direktversicherer aus Frankfurt, bietet zusätzlich einen Telematik-Tarif an: Eine App wertet dein Fahrverhalten aus, und der Rabatt wird nach sechs Monaten neu berechnet.

Friday, der digitale Versicherer aus Berlin, rechnet nach gefahrenen Kilometern ab. Das klingt attraktiv, ist für dich aber nur günstiger, wenn du wirklich wenig fährst. Bei 15.000 km im Jahr liegt Friday in den meisten Vergleichen nicht vorn, und die Erreichbarkeit im Schadenfall wird in Bewertungen oft bemängelt. Den [Friday-Tarifrechner](https://www.friday.de/kfz-versicherung/rechner) kannst du trotzdem kurz ausprobieren.

Die HDI ist nicht die billigste Wahl, aber wenn dir eine persönliche Ansprechpartnerin vor Ort wichtig ist, bist du dort gut aufgehoben; die Agenturen in Stuttgart haben einen guten Ruf.

Meine Reihenfolge wäre also: zuerst bei der wgv anfragen, dann HDI zum Vergleich, und Friday nur, wenn du unter 8.000 km im Jahr bleibst.`,
    expect: {
      mentions: {
        Friday: { position: 3, list: null, sentiment: "negative" },
        WGV: { position: 1, list: null, sentiment: "positive" },
        "DA Direkt": { position: 2, list: null, sentiment: "neutral" },
        HDI: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.gdv.de/gdv/themen/mobilitaet/typklassen",
        "https://www.friday.de/kfz-versicherung/rechner",
      ],
      own: ["https://www.friday.de/kfz-versicherung/rechner"],
    },
  },

  // de-r16-05 Fahrradhändler für ein E-Trekkingrad (Paar von de-r16-06). Traps: „Rahmengröße XL oder sogar XXL“ ist die Größe, nicht das Alias „XXL“; Alias „Stadler“; Schlussliste „Weitere Informationen“ mit nackten URLs. Fahrrad XXL positive („meine Empfehlung“, „wenig auszusetzen“); Zweirad Stadler negative („zwar ähnlich groß, aber… gehetzt“, Termine „kaum zu bekommen“, „vorher unbedingt die Bewertungen lesen“); Lucky Bike neutral (Filialen, Leasing); Bike24 negative (keine Probefahrt, „nicht die erste Wahl“).
  {
    id: "de-r16-05",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "alias", "sources-list", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Fahrrad XXL", aliases: ["XXL"], domain: "fahrrad-xxl.de" },
    competitors: [
      { name: "Zweirad Stadler", aliases: ["Stadler"], domain: "zweirad-stadler.de" },
      { name: "Lucky Bike", domain: "lucky-bike.de" },
      { name: "Bike24", domain: "bike24.de" },
    ],
    answer: `Für ein E-Trekkingrad bis 3.500 € mit Probefahrt in der Nähe von Nürnberg kommen vor allem große Fachmärkte infrage [1]. Bei 1,95 m Körpergröße brauchst du meist Rahmengröße XL oder sogar XXL, deshalb lohnt sich ein Markt mit großer Auswahl vor Ort.

Fahrrad XXL ist hier meine Empfehlung: riesige Ausstellungsfläche, ein Testparcours direkt in der Filiale und eine Werkstatt, an der Kund:innen wenig auszusetzen haben [2].

Bei Zweirad Stadler ist die Auswahl zwar ähnlich groß, aber die Beratung wird in Bewertungen oft als gehetzt beschrieben, und Werkstatttermine sind im Frühjahr kaum zu bekommen [3].

Lucky Bike hat Filialen in ganz Deutschland und bietet Dienstrad-Leasing über mehrere Leasinganbieter an [4].

Bike24 verkauft vor allem online, in Franken gibt es keine Filiale zum Probefahren – für dein Anliegen also nicht die erste Wahl [5].

Kurz gesagt: Fahrrad XXL für Auswahl und Service; bei Stadler vorher unbedingt die Bewertungen der jeweiligen Filiale lesen.

Weitere Informationen:
1. https://www.adfc.de/artikel/e-bike-kaufen
2. https://www.fahrrad-xxl.de/filialen/nuernberg/
3. https://de.trustpilot.com/review/zweirad-stadler.de
4. https://www.lucky-bike.de/leasing
5. https://www.bike24.de/`,
    expect: {
      mentions: {
        "Fahrrad XXL": { position: 1, list: null, sentiment: "positive" },
        "Zweirad Stadler": { position: 2, list: null, sentiment: "negative" },
        "Lucky Bike": { position: 3, list: null, sentiment: "neutral" },
        Bike24: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.adfc.de/artikel/e-bike-kaufen",
        "https://www.fahrrad-xxl.de/filialen/nuernberg/",
        "https://de.trustpilot.com/review/zweirad-stadler.de",
        "https://www.lucky-bike.de/leasing",
        "https://www.bike24.de/",
      ],
      own: ["https://www.fahrrad-xxl.de/filialen/nuernberg/"],
    },
    pair: "de-r16-06",
  },

  // de-r16-06 Fahrradhändler (Paar von de-r16-05: Fahrrad XXL und Zweirad Stadler samt Lob und Kritik getauscht, dadurch auch die Ränge). Traps: wie de-r16-05; hier steht die Größe „XXL“ vor der ersten echten Nennung von Fahrrad XXL, die Rangfolge hängt also davon ab; das Alias „XXL“ bezeichnet am Schluss die Marke; die Bewertungsseite der Marke liegt auf de.trustpilot.com (nicht eigen). Zweirad Stadler positive; Fahrrad XXL negative („zwar…, aber gehetzt“, „vorher unbedingt die Bewertungen lesen“); Lucky Bike neutral; Bike24 negative.
  {
    id: "de-r16-06",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "alias", "sources-list", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Fahrrad XXL", aliases: ["XXL"], domain: "fahrrad-xxl.de" },
    competitors: [
      { name: "Zweirad Stadler", aliases: ["Stadler"], domain: "zweirad-stadler.de" },
      { name: "Lucky Bike", domain: "lucky-bike.de" },
      { name: "Bike24", domain: "bike24.de" },
    ],
    answer: `Für ein E-Trekkingrad bis 3.500 € mit Probefahrt in der Nähe von Nürnberg kommen vor allem große Fachmärkte infrage [1]. Bei 1,95 m Körpergröße brauchst du meist Rahmengröße XL oder sogar XXL, deshalb lohnt sich ein Markt mit großer Auswahl vor Ort.

Zweirad Stadler ist hier meine Empfehlung: riesige Ausstellungsfläche, ein Testparcours direkt in der Filiale und eine Werkstatt, an der Kund:innen wenig auszusetzen haben [2].

Bei Fahrrad XXL ist die Auswahl zwar ähnlich groß, aber die Beratung wird in Bewertungen oft als gehetzt beschrieben, und Werkstatttermine sind im Frühjahr kaum zu bekommen [3].

Lucky Bike hat Filialen in ganz Deutschland und bietet Dienstrad-Leasing über mehrere Leasinganbieter an [4].

Bike24 verkauft vor allem online, in Franken gibt es keine Filiale zum Probefahren – für dein Anliegen also nicht die erste Wahl [5].

Kurz gesagt: Stadler für Auswahl und Service; bei XXL vorher unbedingt die Bewertungen der jeweiligen Filiale lesen.

Weitere Informationen:
1. https://www.adfc.de/artikel/e-bike-kaufen
2. https://www.zweirad-stadler.de/filialen/nuernberg/
3. https://de.trustpilot.com/review/fahrrad-xxl.de
4. https://www.lucky-bike.de/leasing
5. https://www.bike24.de/`,
    expect: {
      mentions: {
        "Fahrrad XXL": { position: 2, list: null, sentiment: "negative" },
        "Zweirad Stadler": { position: 1, list: null, sentiment: "positive" },
        "Lucky Bike": { position: 3, list: null, sentiment: "neutral" },
        Bike24: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.adfc.de/artikel/e-bike-kaufen",
        "https://www.zweirad-stadler.de/filialen/nuernberg/",
        "https://de.trustpilot.com/review/fahrrad-xxl.de",
        "https://www.lucky-bike.de/leasing",
        "https://www.bike24.de/",
      ],
      own: [],
    },
    pair: "de-r16-05",
  },
];
