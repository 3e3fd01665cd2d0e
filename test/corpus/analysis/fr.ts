import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // ───────────────────────────── chatgpt ─────────────────────────────
  {
    id: "fr-chatgpt-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "substring", "utm", "markdown", "possessive", "mixed-sentiment"],
    brand: { name: "Free", domain: "free.fr" },
    competitors: [
      { name: "Orange", domain: "orange.fr" },
      { name: "SFR", domain: "sfr.fr" },
      { name: "Bouygues Telecom", domain: "bouyguestelecom.fr" },
      { name: "Sosh", domain: "sosh.fr" },
    ],
    answer: `Voici les box fibre les plus intéressantes en 2025 selon votre usage :

1. **Freebox Pop** – La box la plus équilibrée du marché : jusqu'à 5 Gb/s partagés, Wi-Fi 7 et TV incluse pour 29,99 €/mois la première année ([free.fr](https://www.free.fr/freebox/freebox-pop/?utm_source=chatgpt.com)).
2. **Livebox Max d'Orange** – Très bonne couverture fibre et un service client réactif, avec des boutiques partout en France : un choix sûr si le budget le permet ([orange.fr](https://boutique.orange.fr/internet/offres-fibre?utm_source=chatgpt.com)).
3. **SFR Fibre Power** – Le prix d'appel est bas, mais le service client est souvent critiqué et les hausses de tarif après un an sont fréquentes : à éviter si vous cherchez de la stabilité.
4. **Bbox Must de Bouygues Telecom** – Bon rapport qualité/prix et décodeur Android TV fluide.

Si vous travaillez en free-lance depuis chez vous, privilégiez une box avec Wi-Fi 6E ou 7 et une solution 4G de secours. Free propose d'ailleurs une clé 4G de dépannage en cas de panne, ce que tous les opérateurs n'offrent pas.`,
    expect: {
      mentions: {
        "Free": { position: 4, list: null, sentiment: "positive" },
        "Orange": { position: 1, list: 2, sentiment: "positive" },
        "SFR": { position: 2, list: 3, sentiment: "negative" },
        "Bouygues Telecom": { position: 3, list: 4, sentiment: "positive" },
        "Sosh": null,
      },
      citations: [
        "https://www.free.fr/freebox/freebox-pop/?utm_source=chatgpt.com",
        "https://boutique.orange.fr/internet/offres-fibre?utm_source=chatgpt.com",
      ],
      own: ["https://www.free.fr/freebox/freebox-pop/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-chatgpt-02",
    lang: "fr",
    shape: "chatgpt",
    traps: ["alias", "utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "BoursoBank", aliases: ["Boursorama"], domain: "boursobank.com" },
    competitors: [
      { name: "Fortuneo", domain: "fortuneo.fr" },
      { name: "Hello bank!", aliases: ["Hello bank"], domain: "hellobank.fr" },
      { name: "Monabanq", domain: "monabanq.com" },
      { name: "N26", domain: "n26.com" },
    ],
    answer: `Bonne question ! Si vous cherchez une banque en ligne sans frais pour un usage quotidien, trois acteurs sortent du lot en France :

- **Boursorama** : la référence en matière de tarifs. Carte Welcome sans condition de revenus, application très complète et prime de bienvenue fréquente (jusqu'à 150 €) ([boursobank.com](https://www.boursobank.com/offre-bienvenue?utm_source=chatgpt.com)).
- **Fortuneo** : excellente carte Gold Mastercard gratuite sous condition de revenus (1 800 € nets/mois), avec un service client joignable et compétent ([fortuneo.fr](https://www.fortuneo.fr/carte-bancaire/gold-mastercard?utm_source=chatgpt.com)).
- **N26** : pratique en voyage, mais le support se limite au chat et les comptes bloqués sans explication font régulièrement parler d'eux ; je ne la recommanderais pas comme banque principale.

Monabanq, en revanche, est payante (à partir de 3 €/mois) et donc moins compétitive sur le prix.

En résumé : Boursorama pour le prix, Fortuneo pour la carte haut de gamme gratuite.`,
    expect: {
      mentions: {
        "BoursoBank": { position: 1, list: 1, sentiment: "positive" },
        "Fortuneo": { position: 2, list: 2, sentiment: "positive" },
        "Hello bank!": null,
        "Monabanq": { position: 4, list: null, sentiment: "negative" },
        "N26": { position: 3, list: 3, sentiment: "negative" },
      },
      citations: [
        "https://www.boursobank.com/offre-bienvenue?utm_source=chatgpt.com",
        "https://www.fortuneo.fr/carte-bancaire/gold-mastercard?utm_source=chatgpt.com",
      ],
      own: ["https://www.boursobank.com/offre-bienvenue?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-chatgpt-03",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Boulanger", domain: "boulanger.com" },
    competitors: [
      { name: "Darty", domain: "darty.com" },
      { name: "Fnac", domain: "fnac.com" },
      { name: "Cdiscount", domain: "cdiscount.com" },
    ],
    answer: `Une machine à pain ne remplacera jamais tout à fait la baguette de votre boulanger, mais pour du pain de mie ou des brioches maison, c'est un achat vite rentabilisé. Voici où trouver les modèles les mieux notés (Panasonic SD-YR2550, Moulinex Pain & Délices, Kenwood BM450) :

1. **Boulanger** – Large choix, conseils en magasin de bonne qualité et retrait en 1 h dans la plupart des villes ([boulanger.com](https://www.boulanger.com/c/machine-a-pain?utm_source=chatgpt.com)).
2. **Darty** – Prix alignés sur la concurrence et SAV réputé ; pratique si vous avez déjà l'abonnement Darty Max ([darty.com](https://www.darty.com/nav/achat/petit_electromenager/machine_a_pain/?utm_source=chatgpt.com)).
3. **Amazon** – Souvent le prix le plus bas sur la Panasonic, avec une livraison rapide pour les membres Prime.
4. **Cdiscount** – Des prix bas, mais un SAV difficile à joindre et des délais de livraison aléatoires : je ne le conseille pas pour ce type d'appareil.

Comptez entre 80 € et 250 € selon les fonctions (distributeur de levure automatique, programme sans gluten, pétrissage pour pâte à pizza).`,
    expect: {
      mentions: {
        "Boulanger": { position: 1, list: 1, sentiment: "positive" },
        "Darty": { position: 2, list: 2, sentiment: "positive" },
        "Fnac": null,
        "Cdiscount": { position: 3, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.boulanger.com/c/machine-a-pain?utm_source=chatgpt.com",
        "https://www.darty.com/nav/achat/petit_electromenager/machine_a_pain/?utm_source=chatgpt.com",
      ],
      own: ["https://www.boulanger.com/c/machine-a-pain?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-chatgpt-04",
    lang: "fr",
    shape: "chatgpt",
    traps: ["utm", "markdown", "mixed-sentiment"],
    brand: { name: "Veloza", domain: "veloza.fr" },
    competitors: [
      { name: "Decathlon", domain: "decathlon.fr" },
      { name: "Moustache", domain: "moustachebikes.com" },
      { name: "Cowboy", domain: "cowboy.com" },
      { name: "VanMoof", domain: "vanmoof.com" },
    ],
    answer: `Pour un vélo électrique urbain entre 2 000 et 3 000 €, voici mon classement :

1. **Decathlon BTWIN LD 920 E** – Le meilleur rapport qualité/prix, avec un réseau d'ateliers dans toute la France.
2. **Veloza City 2** – Très bonne autonomie (jusqu'à 120 km), moteur central silencieux et un SAV réactif : c'est le modèle que je recommande le plus volontiers.
3. **Moustache Lundi 27** – Fabriqué dans les Vosges, cadre bas, à partir de 3 200 €.
4. **Cowboy 4** – Design séduisant, mais la fiabilité reste décevante et les réparations dépendent d'un réseau de techniciens encore limité ; difficile de le conseiller.

Quel que soit votre choix, faites un essai avant d'acheter : la plupart des marques le proposent gratuitement ([veloza.fr](https://www.veloza.fr/essai?utm_source=chatgpt.com)).`,
    expect: {
      mentions: {
        "Veloza": { position: 2, list: 2, sentiment: "positive" },
        "Decathlon": { position: 1, list: 1, sentiment: "positive" },
        "Moustache": { position: 3, list: 3, sentiment: "neutral" },
        "Cowboy": { position: 4, list: 4, sentiment: "negative" },
        "VanMoof": null,
      },
      citations: ["https://www.veloza.fr/essai?utm_source=chatgpt.com"],
      own: ["https://www.veloza.fr/essai?utm_source=chatgpt.com"],
    },
    pair: "fr-chatgpt-05",
  },
  {
    id: "fr-chatgpt-05",
    lang: "fr",
    shape: "chatgpt",
    traps: ["utm", "markdown", "mixed-sentiment"],
    brand: { name: "Veloza", domain: "veloza.fr" },
    competitors: [
      { name: "Decathlon", domain: "decathlon.fr" },
      { name: "Moustache", domain: "moustachebikes.com" },
      { name: "Cowboy", domain: "cowboy.com" },
      { name: "VanMoof", domain: "vanmoof.com" },
    ],
    answer: `Pour un vélo électrique urbain entre 2 000 et 3 000 €, voici mon classement :

1. **Decathlon BTWIN LD 920 E** – Le meilleur rapport qualité/prix, avec un réseau d'ateliers dans toute la France.
2. **Veloza City 2** – Design séduisant, mais la fiabilité reste décevante et les réparations dépendent d'un réseau de techniciens encore limité ; difficile de le conseiller.
3. **Moustache Lundi 27** – Fabriqué dans les Vosges, cadre bas, à partir de 3 200 €.
4. **Cowboy 4** – Très bonne autonomie (jusqu'à 120 km), moteur silencieux et un SAV réactif : c'est le modèle que je recommande le plus volontiers.

Quel que soit votre choix, faites un essai avant d'acheter : la plupart des marques le proposent gratuitement ([veloza.fr](https://www.veloza.fr/essai?utm_source=chatgpt.com)).`,
    expect: {
      mentions: {
        "Veloza": { position: 2, list: 2, sentiment: "negative" },
        "Decathlon": { position: 1, list: 1, sentiment: "positive" },
        "Moustache": { position: 3, list: 3, sentiment: "neutral" },
        "Cowboy": { position: 4, list: 4, sentiment: "positive" },
        "VanMoof": null,
      },
      citations: ["https://www.veloza.fr/essai?utm_source=chatgpt.com"],
      own: ["https://www.veloza.fr/essai?utm_source=chatgpt.com"],
    },
    pair: "fr-chatgpt-04",
  },
  {
    id: "fr-chatgpt-06",
    lang: "fr",
    shape: "chatgpt",
    traps: ["possessive", "case", "utm", "subdomain", "markdown", "mixed-sentiment"],
    brand: { name: "Avène", domain: "eau-thermale-avene.fr" },
    competitors: [
      { name: "La Roche-Posay", domain: "laroche-posay.fr" },
      { name: "Bioderma", domain: "bioderma.fr" },
      { name: "CeraVe", domain: "cerave.fr" },
      { name: "Nuxe", domain: "nuxe.com" },
    ],
    answer: `Pour une peau sensible sujette aux rougeurs, voici les crèmes hydratantes les plus souvent recommandées par les dermatologues :

- **La Roche-Posay Toleriane Sensitive** – Formule minimaliste, très bien tolérée, environ 17 € les 40 ml ([laroche-posay.fr](https://www.laroche-posay.fr/toleriane-sensitive?utm_source=chatgpt.com)).
- **Tolérance Control d'Avène** – Stérile jusqu'à la dernière goutte grâce à la technologie Cosmétique Stérile, idéale pour les peaux très réactives : c'est mon premier choix contre les rougeurs ([eau-thermale-avene.fr](https://boutique.eau-thermale-avene.fr/tolerance-control?utm_source=chatgpt.com)).
- **Bioderma Sensibio AR** – Efficace sur les rougeurs diffuses et apaisante dès les premiers jours.
- **Crème hydratante Cerave** – Correcte pour hydrater, mais elle n'est pas pensée pour les rougeurs et contient des ingrédients que certaines peaux réactives tolèrent mal.

Dans tous les cas, testez le produit sur une petite zone pendant 48 heures avant de l'appliquer sur tout le visage.`,
    expect: {
      mentions: {
        "Avène": { position: 2, list: 2, sentiment: "positive" },
        "La Roche-Posay": { position: 1, list: 1, sentiment: "positive" },
        "Bioderma": { position: 3, list: 3, sentiment: "positive" },
        "CeraVe": { position: 4, list: 4, sentiment: "negative" },
        "Nuxe": null,
      },
      citations: [
        "https://www.laroche-posay.fr/toleriane-sensitive?utm_source=chatgpt.com",
        "https://boutique.eau-thermale-avene.fr/tolerance-control?utm_source=chatgpt.com",
      ],
      own: ["https://boutique.eau-thermale-avene.fr/tolerance-control?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-chatgpt-07",
    lang: "fr",
    shape: "chatgpt",
    traps: ["prose-before-list", "nested-list", "hedge", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Axonaut", domain: "axonaut.com" },
    competitors: [
      { name: "HubSpot", domain: "hubspot.fr" },
      { name: "Sellsy", domain: "sellsy.com" },
      { name: "Pipedrive", domain: "pipedrive.com" },
      { name: "Salesforce", domain: "salesforce.com" },
      { name: "Zoho CRM", domain: "zoho.com" },
    ],
    answer: `Pour une PME française de 10 à 50 salariés, HubSpot est souvent le premier nom cité, mais ce n'est pas forcément le plus adapté à votre budget. Voici un panorama par catégorie :

1. **CRM tout-en-un français**
   - **Sellsy** : CRM, facturation et trésorerie dans un même outil, hébergé en France, à partir de 49 € par utilisateur et par mois.
   - **Axonaut** : très simple à prendre en main, facturation électronique intégrée, idéal pour les TPE et petites PME ([axonaut.com](https://axonaut.com/fonctionnalites/crm?utm_source=chatgpt.com)).
2. **CRM internationaux**
   - **HubSpot** : les paliers payants deviennent vite coûteux (Sales Hub Professional à environ 90 € par utilisateur et par mois), ce qui pèse lourd pour une PME.
   - **Pipedrive** : pipeline visuel excellent, très apprécié des équipes commerciales.
   - **Salesforce** : puissant, mais surdimensionné et cher pour une structure de cette taille.
3. **Alternatives légères** : noCRM.io ou Folk pour les très petites équipes.

Si la conformité RGPD et l'hébergement en France sont prioritaires, Sellsy et Axonaut sont les choix les plus sûrs.`,
    expect: {
      mentions: {
        "Axonaut": { position: 3, list: 2, sentiment: "positive" },
        "HubSpot": { position: 1, list: 1, sentiment: "negative" },
        "Sellsy": { position: 2, list: 1, sentiment: "positive" },
        "Pipedrive": { position: 4, list: 2, sentiment: "positive" },
        "Salesforce": { position: 5, list: 3, sentiment: "negative" },
        "Zoho CRM": null,
      },
      citations: ["https://axonaut.com/fonctionnalites/crm?utm_source=chatgpt.com"],
      own: ["https://axonaut.com/fonctionnalites/crm?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-chatgpt-08",
    lang: "fr",
    shape: "chatgpt",
    traps: ["lookalike-domain", "utm", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "SNCF Connect", domain: "sncf-connect.com" },
    competitors: [
      { name: "Ouigo", domain: "ouigo.com" },
      { name: "Trainline", domain: "thetrainline.com" },
      { name: "Trenitalia", domain: "trenitalia.com" },
      { name: "Kombo", domain: "kombo.co" },
    ],
    answer: `Pour un Paris–Marseille au meilleur prix, voici les options à comparer :

1. **Ouigo** – Le TGV low cost de la SNCF, avec des billets dès 19 € : imbattable si vous voyagez léger ([ouigo.com](https://www.ouigo.com/?utm_source=chatgpt.com)).
2. **SNCF Connect** – L'application officielle, pratique pour comparer TGV INOUI, Ouigo et Intercités en un seul endroit, sans frais de service ([sncf-connect.com](https://www.sncf-connect.com/train/trajet/paris/marseille?utm_source=chatgpt.com)).
3. **Trainline** – Des frais de service s'ajoutent à chaque réservation, ce qui la rend moins intéressante pour un simple aller-retour.
4. **Trenitalia France** – Concurrent direct sur l'axe Paris–Lyon–Marseille ; le Frecciarossa est souvent moins cher que le TGV à horaire équivalent.

⚠️ Méfiez-vous des faux sites qui imitent les plateformes officielles, par exemple https://sncf-connect.com.billets-reduc.fr/promo : n'y saisissez jamais vos coordonnées bancaires.`,
    expect: {
      mentions: {
        "SNCF Connect": { position: 2, list: 2, sentiment: "positive" },
        "Ouigo": { position: 1, list: 1, sentiment: "positive" },
        "Trainline": { position: 3, list: 3, sentiment: "negative" },
        "Trenitalia": { position: 4, list: 4, sentiment: "positive" },
        "Kombo": null,
      },
      citations: [
        "https://www.ouigo.com/?utm_source=chatgpt.com",
        "https://www.sncf-connect.com/train/trajet/paris/marseille?utm_source=chatgpt.com",
        "https://sncf-connect.com.billets-reduc.fr/promo",
      ],
      own: ["https://www.sncf-connect.com/train/trajet/paris/marseille?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-chatgpt-09",
    lang: "fr",
    shape: "chatgpt",
    traps: ["url-only", "utm", "markdown"],
    brand: { name: "Deliveroo", domain: "deliveroo.fr" },
    competitors: [
      { name: "Uber Eats", domain: "ubereats.com" },
      { name: "Just Eat", domain: "just-eat.fr" },
      { name: "Frichti", domain: "frichti.co" },
    ],
    answer: `Les applications de livraison de repas les plus utilisées en France en 2025 :

- **Uber Eats** : le plus grand choix de restaurants, et l'abonnement Uber One (5,99 €/mois) supprime les frais de livraison dès 15 € de commande ([ubereats.com](https://www.ubereats.com/fr?utm_source=chatgpt.com)).
- **Just Eat** : bien implanté dans les villes moyennes, avec des frais de livraison souvent plus bas.
- **Les coopératives locales** (comme Coopcycle), qui rémunèrent mieux les coursiers.

Pour comparer les frais dans votre ville, consultez aussi les pages d'aide des plateformes, par exemple [deliveroo.fr](https://deliveroo.fr/fr/faq?utm_source=chatgpt.com).`,
    expect: {
      mentions: {
        "Deliveroo": null,
        "Uber Eats": { position: 1, list: 1, sentiment: "positive" },
        "Just Eat": { position: 2, list: 2, sentiment: "positive" },
        "Frichti": null,
      },
      citations: [
        "https://www.ubereats.com/fr?utm_source=chatgpt.com",
        "https://deliveroo.fr/fr/faq?utm_source=chatgpt.com",
      ],
      own: ["https://deliveroo.fr/fr/faq?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-chatgpt-10",
    lang: "fr",
    shape: "chatgpt",
    traps: ["case", "possessive", "hedge", "negation", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Assurix", domain: "assurix.fr" },
    competitors: [
      { name: "AXA", domain: "axa.fr" },
      { name: "MAIF", domain: "maif.fr" },
      { name: "Direct Assurance", domain: "direct-assurance.fr" },
      { name: "Leocare", domain: "leocare.eu" },
    ],
    answer: `Pour un jeune conducteur, l'assurance auto coûte cher : comptez en moyenne 1 000 à 1 500 € par an au tiers étendu. Voici quelques pistes :

1. **Direct Assurance** – Souvent parmi les devis les plus bas pour les jeunes permis, avec un boîtier connecté (YouDrive) qui récompense la conduite prudente.
2. **MAIF** – Excellente réputation pour la gestion des sinistres ; la MAIF n'est pas la moins chère, mais l'indemnisation est rapide et les conseillers sont à l'écoute.
3. **Assurix** – Néo-assureur 100 % en ligne, souscription en cinq minutes ([assurix.fr](https://www.assurix.fr/jeune-conducteur?utm_source=chatgpt.com)). Attention toutefois : les avis clients signalent des délais de remboursement très longs, et je ne le choisirais pas en première option.
4. **Axa** – Le contrat jeune conducteur d'Axa est classique, avec des tarifs dans la moyenne du marché.

Pensez aussi à demander à l'assureur de vos parents : être ajouté comme conducteur secondaire peut faire baisser la note.`,
    expect: {
      mentions: {
        "Assurix": { position: 3, list: 3, sentiment: "negative" },
        "AXA": { position: 4, list: 4, sentiment: "neutral" },
        "MAIF": { position: 2, list: 2, sentiment: "positive" },
        "Direct Assurance": { position: 1, list: 1, sentiment: "positive" },
        "Leocare": null,
      },
      citations: ["https://www.assurix.fr/jeune-conducteur?utm_source=chatgpt.com"],
      own: ["https://www.assurix.fr/jeune-conducteur?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-chatgpt-11",
    lang: "fr",
    shape: "chatgpt",
    traps: ["alias", "substring", "hedge", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Ekwateur", domain: "ekwateur.fr" },
    competitors: [
      { name: "EDF", domain: "edf.fr" },
      { name: "TotalEnergies", aliases: ["Total"], domain: "totalenergies.fr" },
      { name: "Octopus Energy", domain: "octopusenergy.fr" },
      { name: "Engie", domain: "engie.fr" },
    ],
    answer: `Pour choisir un fournisseur d'électricité en 2025, comparez le prix du kWh à celui du tarif réglementé (TRVE) et regardez la qualité du service client. Voici un comparatif rapide :

1. **EDF** – Le Tarif Bleu reste la référence et rassure par sa stabilité, même s'il n'est pas toujours le moins cher.
2. **Ekwateur** – Électricité 100 % renouvelable et traçable, service client très bien noté : une excellente option si vous voulez une offre verte sans mauvaise surprise ([ekwateur.fr](https://ekwateur.fr/offres/electricite-verte/?utm_source=chatgpt.com)).
3. **Octopus Energy** – Prix attractifs à la souscription, mais de nombreux clients se plaignent de régularisations importantes et d'un service client difficile à joindre : prudence.
4. **Total Énergies** – Offre Verte Fixe avec un prix du kWh bloqué pendant deux ans ; à comparer au TRVE au moment de souscrire.

Changer de fournisseur est totalement gratuit et sans coupure : c'est le nouveau fournisseur qui s'occupe de la résiliation.`,
    expect: {
      mentions: {
        "Ekwateur": { position: 2, list: 2, sentiment: "positive" },
        "EDF": { position: 1, list: 1, sentiment: "positive" },
        "TotalEnergies": { position: 4, list: 4, sentiment: "neutral" },
        "Octopus Energy": { position: 3, list: 3, sentiment: "negative" },
        "Engie": null,
      },
      citations: ["https://ekwateur.fr/offres/electricite-verte/?utm_source=chatgpt.com"],
      own: ["https://ekwateur.fr/offres/electricite-verte/?utm_source=chatgpt.com"],
    },
    pair: "fr-chatgpt-12",
  },
  {
    id: "fr-chatgpt-12",
    lang: "fr",
    shape: "chatgpt",
    traps: ["alias", "substring", "hedge", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Ekwateur", domain: "ekwateur.fr" },
    competitors: [
      { name: "EDF", domain: "edf.fr" },
      { name: "TotalEnergies", aliases: ["Total"], domain: "totalenergies.fr" },
      { name: "Octopus Energy", domain: "octopusenergy.fr" },
      { name: "Engie", domain: "engie.fr" },
    ],
    answer: `Pour choisir un fournisseur d'électricité en 2025, comparez le prix du kWh à celui du tarif réglementé (TRVE) et regardez la qualité du service client. Voici un comparatif rapide :

1. **EDF** – Le Tarif Bleu reste la référence et rassure par sa stabilité, même s'il n'est pas toujours le moins cher.
2. **Ekwateur** – Prix attractifs à la souscription, mais de nombreux clients se plaignent de régularisations importantes et d'un service client difficile à joindre : prudence ([ekwateur.fr](https://ekwateur.fr/offres/electricite-verte/?utm_source=chatgpt.com)).
3. **Octopus Energy** – Électricité 100 % renouvelable et traçable, service client très bien noté : une excellente option si vous voulez une offre verte sans mauvaise surprise.
4. **Total Énergies** – Offre Verte Fixe avec un prix du kWh bloqué pendant deux ans ; à comparer au TRVE au moment de souscrire.

Changer de fournisseur est totalement gratuit et sans coupure : c'est le nouveau fournisseur qui s'occupe de la résiliation.`,
    expect: {
      mentions: {
        "Ekwateur": { position: 2, list: 2, sentiment: "negative" },
        "EDF": { position: 1, list: 1, sentiment: "positive" },
        "TotalEnergies": { position: 4, list: 4, sentiment: "neutral" },
        "Octopus Energy": { position: 3, list: 3, sentiment: "positive" },
        "Engie": null,
      },
      citations: ["https://ekwateur.fr/offres/electricite-verte/?utm_source=chatgpt.com"],
      own: ["https://ekwateur.fr/offres/electricite-verte/?utm_source=chatgpt.com"],
    },
    pair: "fr-chatgpt-11",
  },
  {
    id: "fr-chatgpt-13",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "negation", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Maisons du Monde", domain: "maisonsdumonde.com" },
    competitors: [
      { name: "IKEA", domain: "ikea.com" },
      { name: "But", domain: "but.fr" },
      { name: "Conforama", domain: "conforama.fr" },
      { name: "La Redoute", domain: "laredoute.fr" },
    ],
    answer: `Pour meubler un premier appartement avec environ 1 500 €, le but est de privilégier les pièces qui durent (lit, matelas, canapé) et d'économiser sur le reste. Où acheter ?

- **IKEA** : imbattable sur le rapport qualité/prix et la modularité, surtout pour le rangement (PAX, KALLAX) ([ikea.com](https://www.ikea.com/fr/fr/rooms/bedroom/?utm_source=chatgpt.com)).
- **But** : de bonnes promotions sur les canapés et la literie, avec une livraison rapide.
- **Conforama** : prix bas, mais la qualité de fabrication est très inégale ; évitez les meubles en aggloméré premier prix.
- **Maisons du Monde** : joli pour la déco, mais trop cher pour un premier équipement avec ce budget ; je ne commencerais pas par là.

Dans le but de limiter la facture, pensez aussi à Leboncoin et aux ressourceries de votre ville.`,
    expect: {
      mentions: {
        "Maisons du Monde": { position: 4, list: 4, sentiment: "negative" },
        "IKEA": { position: 1, list: 1, sentiment: "positive" },
        "But": { position: 2, list: 2, sentiment: "positive" },
        "Conforama": { position: 3, list: 3, sentiment: "negative" },
        "La Redoute": null,
      },
      citations: ["https://www.ikea.com/fr/fr/rooms/bedroom/?utm_source=chatgpt.com"],
      own: [],
    },
  },
  // ───────────────────────────── perplexity ─────────────────────────────
  {
    id: "fr-perplexity-01",
    lang: "fr",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "hedge", "mixed-sentiment"],
    brand: { name: "Proximus", domain: "proximus.be" },
    competitors: [
      { name: "Telenet", domain: "telenet.be" },
      { name: "Digi", domain: "digi.be" },
      { name: "Orange", domain: "orange.be" },
      { name: "Base", domain: "base.be" },
    ],
    answer: `En Belgique, le marché de l'internet fixe reste dominé par Proximus et Telenet, mais l'arrivée de Digi fin 2024 a fait bouger les prix [1][2]. Digi propose une offre fibre à 10 € par mois sans engagement, un prix imbattable, même si la couverture se limite encore à certaines zones de Bruxelles et de Wallonie [2].

Proximus reste l'opérateur le plus fiable en termes de couverture, avec un réseau fibre en pleine extension ; son pack de base Flex démarre autour de 50 € par mois [3]. Orange Belgium se positionne entre les deux avec des offres internet + mobile compétitives, tandis que Telenet est régulièrement critiqué pour ses hausses de prix successives [1][4].

Si vous n'avez besoin que d'une connexion de base pour le télétravail, Digi ou Orange seront généralement les options les moins chères [2].

Sources :
[1] Test-Achats – Comparatif internet fixe 2025 https://www.test-achats.be/hightech/internet/comparatif
[2] Digi Belgique : tarifs et couverture https://www.digi.be/fr/internet
[3] Proximus – Offres Flex https://www.proximus.be/fr/personal/packs/flex.html
[4] Base et Telenet : nouvelles hausses de prix – L'Echo https://www.lecho.be/entreprises/telecom/telenet-hausse-prix.html`,
    expect: {
      mentions: {
        "Proximus": { position: 1, list: null, sentiment: "positive" },
        "Telenet": { position: 2, list: null, sentiment: "negative" },
        "Digi": { position: 3, list: null, sentiment: "positive" },
        "Orange": { position: 4, list: null, sentiment: "positive" },
        "Base": null,
      },
      citations: [
        "https://www.test-achats.be/hightech/internet/comparatif",
        "https://www.digi.be/fr/internet",
        "https://www.proximus.be/fr/personal/packs/flex.html",
        "https://www.lecho.be/entreprises/telecom/telenet-hausse-prix.html",
      ],
      own: ["https://www.proximus.be/fr/personal/packs/flex.html"],
    },
  },
  {
    id: "fr-perplexity-02",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "Qonto", domain: "qonto.com" },
    competitors: [
      { name: "Shine", domain: "shine.fr" },
      { name: "BNP Paribas", domain: "bnpparibas.fr" },
      { name: "Blank", domain: "blank.app" },
    ],
    answer: `Pour un compte professionnel d'auto-entrepreneur, Qonto et Shine sont les deux néobanques les plus souvent citées [1][2]. Qonto se distingue par une application très aboutie, de nombreuses intégrations comptables et un support réactif, ce qui en fait le choix le plus recommandé pour les indépendants qui facturent beaucoup [1][3]. Shine, à l'inverse, accumule les critiques depuis 2024 : hausse des frais et service client jugé lent par de nombreux utilisateurs [2][4].

Côté prix, les offres d'entrée de gamme des deux néobanques tournent autour de 9 à 11 € HT par mois [3][4]. Les banques traditionnelles comme BNP Paribas proposent quant à elles un conseiller dédié, avec des frais de tenue de compte d'environ 15 à 25 € par mois [5].

Sources
1. https://www.journaldunet.fr/business/guide-banque-pro/qonto-avis/
2. https://www.capital.fr/entreprises-marches/shine-ou-qonto-comparatif-1492210
3. https://qonto.com/fr/pricing
4. https://www.shine.fr/tarifs/
5. https://mabanquepro.bnpparibas/fr/offres`,
    expect: {
      mentions: {
        "Qonto": { position: 1, list: null, sentiment: "positive" },
        "Shine": { position: 2, list: null, sentiment: "negative" },
        "BNP Paribas": { position: 3, list: null, sentiment: "neutral" },
        "Blank": null,
      },
      citations: [
        "https://www.journaldunet.fr/business/guide-banque-pro/qonto-avis/",
        "https://www.capital.fr/entreprises-marches/shine-ou-qonto-comparatif-1492210",
        "https://qonto.com/fr/pricing",
        "https://www.shine.fr/tarifs/",
        "https://mabanquepro.bnpparibas/fr/offres",
      ],
      own: ["https://qonto.com/fr/pricing"],
    },
    pair: "fr-perplexity-03",
  },
  {
    id: "fr-perplexity-03",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "Qonto", domain: "qonto.com" },
    competitors: [
      { name: "Shine", domain: "shine.fr" },
      { name: "BNP Paribas", domain: "bnpparibas.fr" },
      { name: "Blank", domain: "blank.app" },
    ],
    answer: `Pour un compte professionnel d'auto-entrepreneur, Qonto et Shine sont les deux néobanques les plus souvent citées [1][2]. Qonto accumule les critiques depuis 2024 : hausse des frais et service client jugé lent par de nombreux utilisateurs [1][3]. Shine, à l'inverse, se distingue par une application très aboutie, de nombreuses intégrations comptables et un support réactif, ce qui en fait le choix le plus recommandé pour les indépendants qui facturent beaucoup [2][4].

Côté prix, les offres d'entrée de gamme des deux néobanques tournent autour de 9 à 11 € HT par mois [3][4]. Les banques traditionnelles comme BNP Paribas proposent quant à elles un conseiller dédié, avec des frais de tenue de compte d'environ 15 à 25 € par mois [5].

Sources
1. https://www.journaldunet.fr/business/guide-banque-pro/qonto-avis/
2. https://www.capital.fr/entreprises-marches/shine-ou-qonto-comparatif-1492210
3. https://qonto.com/fr/pricing
4. https://www.shine.fr/tarifs/
5. https://mabanquepro.bnpparibas/fr/offres`,
    expect: {
      mentions: {
        "Qonto": { position: 1, list: null, sentiment: "negative" },
        "Shine": { position: 2, list: null, sentiment: "positive" },
        "BNP Paribas": { position: 3, list: null, sentiment: "neutral" },
        "Blank": null,
      },
      citations: [
        "https://www.journaldunet.fr/business/guide-banque-pro/qonto-avis/",
        "https://www.capital.fr/entreprises-marches/shine-ou-qonto-comparatif-1492210",
        "https://qonto.com/fr/pricing",
        "https://www.shine.fr/tarifs/",
        "https://mabanquepro.bnpparibas/fr/offres",
      ],
      own: ["https://qonto.com/fr/pricing"],
    },
    pair: "fr-perplexity-02",
  },
  {
    id: "fr-perplexity-04",
    lang: "fr",
    shape: "perplexity",
    traps: ["url-only", "sources-list", "common-word", "hedge", "mixed-sentiment"],
    brand: { name: "Ucar", domain: "ucar.fr" },
    competitors: [
      { name: "Sixt", domain: "sixt.fr" },
      { name: "Europcar", domain: "europcar.fr" },
      { name: "Hertz", domain: "hertz.fr" },
      { name: "Getaround", domain: "getaround.com" },
      { name: "Avis", domain: "avis.fr" },
    ],
    answer: `Pour louer une voiture le temps d'un week-end à Lyon, les agences du centre-ville sont souvent moins chères que celles de l'aéroport Saint-Exupéry, où une surcharge de 30 à 50 € s'applique [1]. Sixt et Europcar proposent les tarifs les plus compétitifs à la gare Part-Dieu, avec des citadines dès 45 € par jour [2][3]. Hertz est généralement plus cher, et plusieurs avis récents évoquent des frais de dommages contestés au retour du véhicule [4].

La location entre particuliers via Getaround peut être une alternative intéressante pour un trajet court, à condition de bien vérifier l'assurance incluse [5].

Sources :
[1] Ucar – Location de voiture à Lyon : nos agences https://www.ucar.fr/location-voiture/lyon
[2] Sixt Lyon Part-Dieu https://www.sixt.fr/location-voiture/france/lyon/lyon-part-dieu/
[3] Europcar Lyon Gare Part-Dieu https://www.europcar.fr/fr-fr/stations/france/lyon-part-dieu
[4] Avis clients Hertz – Trustpilot https://fr.trustpilot.com/review/www.hertz.fr
[5] Getaround – Location entre particuliers à Lyon https://fr.getaround.com/location-voiture/lyon`,
    expect: {
      mentions: {
        "Ucar": null,
        "Sixt": { position: 1, list: null, sentiment: "positive" },
        "Europcar": { position: 2, list: null, sentiment: "positive" },
        "Hertz": { position: 3, list: null, sentiment: "negative" },
        "Getaround": { position: 4, list: null, sentiment: "positive" },
        "Avis": null,
      },
      citations: [
        "https://www.ucar.fr/location-voiture/lyon",
        "https://www.sixt.fr/location-voiture/france/lyon/lyon-part-dieu/",
        "https://www.europcar.fr/fr-fr/stations/france/lyon-part-dieu",
        "https://fr.trustpilot.com/review/www.hertz.fr",
        "https://fr.getaround.com/location-voiture/lyon",
      ],
      own: ["https://www.ucar.fr/location-voiture/lyon"],
    },
  },
  {
    id: "fr-perplexity-05",
    lang: "fr",
    shape: "perplexity",
    traps: ["parentheses-url", "sources-list", "common-word"],
    brand: { name: "Orange", domain: "orange.fr" },
    competitors: [
      { name: "SFR", domain: "sfr.fr" },
      { name: "Bouygues Telecom", domain: "bouyguestelecom.fr" },
      { name: "Free", domain: "free.fr" },
      { name: "Sosh", domain: "sosh.fr" },
    ],
    answer: `Orange est le premier opérateur de télécommunications en France, avec environ 40 % des abonnés fixes et un tiers des abonnés mobiles [1][2]. L'entreprise, anciennement France Télécom, a adopté le nom Orange pour l'ensemble du groupe en 2013 et emploie environ 127 000 personnes dans le monde [1]. SFR, Bouygues Telecom et Free se partagent l'essentiel du reste du marché [2]. Free est présent sur le mobile depuis 2012 [3].

Le carré orange qui sert de logo, créé en 1994 pour l'opérateur britannique dont le groupe a repris le nom, reste l'un des plus reconnus du secteur [1].

Sources :
[1] Orange (entreprise) — Wikipédia https://fr.wikipedia.org/wiki/Orange_(entreprise)
[2] Arcep – Observatoire des marchés des communications électroniques https://www.arcep.fr/cartes-et-donnees/nos-publications-chiffrees/observatoire-des-marches.html
[3] Free (entreprise) — Wikipédia https://fr.wikipedia.org/wiki/Free_(entreprise)`,
    expect: {
      mentions: {
        "Orange": { position: 1, list: null, sentiment: "neutral" },
        "SFR": { position: 2, list: null, sentiment: "neutral" },
        "Bouygues Telecom": { position: 3, list: null, sentiment: "neutral" },
        "Free": { position: 4, list: null, sentiment: "neutral" },
        "Sosh": null,
      },
      citations: [
        "https://fr.wikipedia.org/wiki/Orange_(entreprise)",
        "https://www.arcep.fr/cartes-et-donnees/nos-publications-chiffrees/observatoire-des-marches.html",
        "https://fr.wikipedia.org/wiki/Free_(entreprise)",
      ],
      own: [],
    },
  },
  {
    id: "fr-perplexity-06",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list"],
    brand: { name: "Salt", domain: "salt.ch" },
    competitors: [
      { name: "Swisscom", domain: "swisscom.ch" },
      { name: "Sunrise", domain: "sunrise.ch" },
      { name: "Wingo", domain: "wingo.ch" },
    ],
    answer: `Pour un abonnement mobile en Suisse romande, Swisscom offre la meilleure couverture réseau du pays, notamment dans les vallées alpines [1][2]. Salt a nettement amélioré son réseau ces dernières années et ses abonnements illimités (dès 39.95 CHF par mois en promotion) offrent un très bon rapport qualité-prix [2][3]. Sunrise, qui a fusionné avec UPC, propose des offres combinées internet + mobile intéressantes pour les familles [4].

Les marques secondaires comme Wingo (Swisscom) ou Yallo (Sunrise) affichent des tarifs plus bas, avec un service client uniquement en ligne [5].

1. Comparis – Test des réseaux mobiles 2025 : https://www.comparis.ch/telecom/mobile/news/test-reseau-2025
2. connect – Netztest Schweiz : https://www.connect-testmagazin.de/netztest/mobilfunk-netztest-schweiz
3. Salt – Abonnements mobiles : https://www.salt.ch/fr/mobile/abonnements
4. Sunrise – Internet et mobile : https://www.sunrise.ch/fr/particuliers/internet-et-mobile
5. bonus.ch – Comparatif Wingo et Yallo : https://www.bonus.ch/telecom/wingo-yallo-comparatif.aspx`,
    expect: {
      mentions: {
        "Salt": { position: 2, list: null, sentiment: "positive" },
        "Swisscom": { position: 1, list: null, sentiment: "positive" },
        "Sunrise": { position: 3, list: null, sentiment: "positive" },
        "Wingo": { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.comparis.ch/telecom/mobile/news/test-reseau-2025",
        "https://www.connect-testmagazin.de/netztest/mobilfunk-netztest-schweiz",
        "https://www.salt.ch/fr/mobile/abonnements",
        "https://www.sunrise.ch/fr/particuliers/internet-et-mobile",
        "https://www.bonus.ch/telecom/wingo-yallo-comparatif.aspx",
      ],
      own: ["https://www.salt.ch/fr/mobile/abonnements"],
    },
  },
  {
    id: "fr-perplexity-07",
    lang: "fr",
    shape: "perplexity",
    traps: ["possessive", "lookalike-domain", "sources-list", "mixed-sentiment"],
    brand: { name: "L'Oréal", domain: "loreal.com" },
    competitors: [
      { name: "Estée Lauder", domain: "esteelauder.com" },
      { name: "Shiseido", domain: "shiseido.com" },
      { name: "LVMH", domain: "lvmh.fr" },
      { name: "Coty", domain: "coty.com" },
    ],
    answer: `Le groupe L’Oréal est le numéro un mondial incontesté des cosmétiques et continue de gagner des parts de marché, avec un chiffre d’affaires de 43,5 milliards d’euros en 2024 [1]. Le portefeuille de l’Oréal compte 37 marques internationales, dont Lancôme, Garnier, Maybelline et La Roche-Posay [1][2].

Estée Lauder arrive loin derrière et traverse une période difficile : recul des ventes en Chine et plan de restructuration annoncé fin 2024 [3]. Le japonais Shiseido souffre lui aussi du ralentissement du marché asiatique et a réduit ses prévisions [4].

Sur le segment du luxe, LVMH (Parfums Christian Dior, Guerlain) est un concurrent direct ; sa division Parfums et Cosmétiques pèse environ 8 milliards d’euros [5].

Références
[1] https://www.loreal-finance.com/fr/rapport-annuel-2024
[2] https://fr.wikipedia.org/wiki/L%27Or%C3%A9al
[3] https://www.lesechos.fr/industrie-services/conso-distribution/estee-lauder-restructuration
[4] https://www.shiseido.com/fr/
[5] https://www.lvmh.fr/les-maisons/parfums-cosmetiques/`,
    expect: {
      mentions: {
        "L'Oréal": { position: 1, list: null, sentiment: "positive" },
        "Estée Lauder": { position: 2, list: null, sentiment: "negative" },
        "Shiseido": { position: 3, list: null, sentiment: "negative" },
        "LVMH": { position: 4, list: null, sentiment: "neutral" },
        "Coty": null,
      },
      citations: [
        "https://www.loreal-finance.com/fr/rapport-annuel-2024",
        "https://fr.wikipedia.org/wiki/L%27Or%C3%A9al",
        "https://www.lesechos.fr/industrie-services/conso-distribution/estee-lauder-restructuration",
        "https://www.shiseido.com/fr/",
        "https://www.lvmh.fr/les-maisons/parfums-cosmetiques/",
      ],
      own: [],
    },
  },
  {
    id: "fr-perplexity-08",
    lang: "fr",
    shape: "perplexity",
    traps: ["alias", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Mondial Relay", domain: "mondialrelay.fr" },
    competitors: [
      { name: "La Poste", aliases: ["Colissimo"], domain: "laposte.fr" },
      { name: "Relais Colis", domain: "relaiscolis.com" },
      { name: "Chronopost", domain: "chronopost.fr" },
      { name: "Vinted Go", domain: "vintedgo.com" },
    ],
    answer: `Pour envoyer un colis de 2 kg en France au meilleur prix, Mondial Relay est généralement l'option la moins chère : environ 5,50 € en point relais, avec plus de 11 000 points en France [1]. Colissimo reste la solution la plus pratique si vous avez besoin d'une livraison à domicile partout en France ou d'une remise contre signature [2].

Relais Colis propose des tarifs comparables, autour de 5,90 € pour ce poids [3]. Chronopost n'est intéressant que pour les envois urgents (livraison le lendemain avant 13 h), à un prix nettement plus élevé [4].

Sources :
[1] Tarifs Mondial Relay 2025 – https://www.mondialrelay.fr/envoi-de-colis/tarifs/
[2] La Poste – Colissimo, tarifs France https://www.laposte.fr/colissimo/tarifs
[3] Relais Colis – Envoyer un colis https://www.relaiscolis.com/envoyer-un-colis/
[4] Chronopost – Chrono 13 https://www.chronopost.fr/fr/chrono-13`,
    expect: {
      mentions: {
        "Mondial Relay": { position: 1, list: null, sentiment: "positive" },
        "La Poste": { position: 2, list: null, sentiment: "positive" },
        "Relais Colis": { position: 3, list: null, sentiment: "neutral" },
        "Chronopost": { position: 4, list: null, sentiment: "negative" },
        "Vinted Go": null,
      },
      citations: [
        "https://www.mondialrelay.fr/envoi-de-colis/tarifs/",
        "https://www.laposte.fr/colissimo/tarifs",
        "https://www.relaiscolis.com/envoyer-un-colis/",
        "https://www.chronopost.fr/fr/chrono-13",
      ],
      own: ["https://www.mondialrelay.fr/envoi-de-colis/tarifs/"],
    },
  },
  {
    id: "fr-perplexity-09",
    lang: "fr",
    shape: "perplexity",
    traps: ["subdomain", "lookalike-domain", "sources-list"],
    brand: { name: "PayFit", domain: "payfit.com" },
    competitors: [
      { name: "Lucca", domain: "lucca.fr" },
      { name: "Silae", domain: "silae.fr" },
      { name: "Nibelis", domain: "nibelis.com" },
    ],
    answer: `Pour une start-up de 25 salariés, PayFit est la solution de paie la plus souvent recommandée : interface intuitive, DSN automatisée et mise en place rapide [1][2]. Son principal défaut reste le prix, qui grimpe vite avec l'effectif (comptez environ 400 à 600 € par mois à cette taille) [2].

Lucca Paie est une alternative solide si vous utilisez déjà les modules RH de Lucca (congés, notes de frais) [3]. Silae est très répandu dans les cabinets d'expertise comptable : si vous externalisez la paie, votre expert-comptable l'utilise probablement déjà [4].

Sources
[1] Centre d'aide PayFit – Démarrer avec PayFit https://help.payfit.com/fr/articles/demarrer
[2] Avis PayFit 2025 : prix et fonctionnalités https://www.payfit-avis.com/tarifs-2025
[3] Lucca – Logiciel de paie https://www.lucca.fr/logiciel-paie
[4] Silae – Solutions de paie pour experts-comptables https://www.silae.fr/`,
    expect: {
      mentions: {
        "PayFit": { position: 1, list: null, sentiment: "positive" },
        "Lucca": { position: 2, list: null, sentiment: "positive" },
        "Silae": { position: 3, list: null, sentiment: "neutral" },
        "Nibelis": null,
      },
      citations: [
        "https://help.payfit.com/fr/articles/demarrer",
        "https://www.payfit-avis.com/tarifs-2025",
        "https://www.lucca.fr/logiciel-paie",
        "https://www.silae.fr/",
      ],
      own: ["https://help.payfit.com/fr/articles/demarrer"],
    },
  },
  {
    id: "fr-perplexity-10",
    lang: "fr",
    shape: "perplexity",
    traps: ["trailing-punctuation", "sources-list", "case", "mixed-sentiment"],
    brand: { name: "Vinted", domain: "vinted.fr" },
    competitors: [
      { name: "Beebs", domain: "beebs.app" },
      { name: "Leboncoin", aliases: ["Le Bon Coin"], domain: "leboncoin.fr" },
      { name: "Vestiaire Collective", domain: "vestiairecollective.com" },
      { name: "Label Emmaüs", domain: "label-emmaus.co" },
    ],
    answer: `Pour revendre des vêtements d'enfants, Vinted reste la plateforme la plus efficace en France : aucune commission pour le vendeur et une audience énorme [1]. Beebs, spécialisée dans l'univers de l'enfant, est une alternative de niche [2]. Sur leboncoin, les lots de vêtements se vendent très bien localement, sans frais d'envoi, ce qui est pratique pour les gros volumes [3].

Évitez en revanche Vestiaire Collective pour ce type d'articles : la plateforme est pensée pour le luxe et prélève des commissions élevées [4].

Sources :
[1] Vinted – Comment ça marche ? https://www.vinted.fr/how_it_works.
[2] Beebs, l'appli de seconde main pour les parents https://www.beebs.app/fr
[3] Leboncoin – Vendre des vêtements pour enfants https://www.leboncoin.fr/c/vetements_enfants
[4] Vestiaire Collective – Frais de vente (https://fr.vestiairecollective.com/frais-de-vente/)`,
    expect: {
      mentions: {
        "Vinted": { position: 1, list: null, sentiment: "positive" },
        "Beebs": { position: 2, list: null, sentiment: "neutral" },
        "Leboncoin": { position: 3, list: null, sentiment: "positive" },
        "Vestiaire Collective": { position: 4, list: null, sentiment: "negative" },
        "Label Emmaüs": null,
      },
      citations: [
        "https://www.vinted.fr/how_it_works",
        "https://www.beebs.app/fr",
        "https://www.leboncoin.fr/c/vetements_enfants",
        "https://fr.vestiairecollective.com/frais-de-vente/",
      ],
      own: ["https://www.vinted.fr/how_it_works"],
    },
  },
  {
    id: "fr-perplexity-11",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "hedge"],
    brand: { name: "Alan", domain: "alan.com" },
    competitors: [
      { name: "Harmonie Mutuelle", domain: "harmonie-mutuelle.fr" },
      { name: "Malakoff Humanis", domain: "malakoffhumanis.com" },
      { name: "MGEN", domain: "mgen.fr" },
    ],
    answer: `Pour une mutuelle d'entreprise dans une PME, Alan séduit par sa gestion 100 % en ligne et des remboursements souvent effectués en moins de 24 heures [1][2]. Ses tarifs ne sont toutefois pas les plus bas du marché : comptez environ 50 à 80 € par mois et par salarié pour une couverture intermédiaire [2]. Harmonie Mutuelle, premier acteur mutualiste en France, propose des contrats plus économiques et un réseau d'agences apprécié des salariés [3]. Malakoff Humanis est souvent retenu par les entreprises relevant de conventions collectives spécifiques [4].

Sources
[1] Alan – Mutuelle d'entreprise https://alan.com/fr-fr/entreprise
[2] Mutuelle d'entreprise : le comparatif 2025 – Les Echos Entrepreneurs https://business.lesechos.fr/entrepreneurs/mutuelle-entreprise-comparatif
[3] Harmonie Mutuelle – Offres entreprises https://www.harmonie-mutuelle.fr/entreprises
[4] Malakoff Humanis – Santé entreprise https://www.malakoffhumanis.com/entreprises/sante/`,
    expect: {
      mentions: {
        "Alan": { position: 1, list: null, sentiment: "positive" },
        "Harmonie Mutuelle": { position: 2, list: null, sentiment: "positive" },
        "Malakoff Humanis": { position: 3, list: null, sentiment: "neutral" },
        "MGEN": null,
      },
      citations: [
        "https://alan.com/fr-fr/entreprise",
        "https://business.lesechos.fr/entrepreneurs/mutuelle-entreprise-comparatif",
        "https://www.harmonie-mutuelle.fr/entreprises",
        "https://www.malakoffhumanis.com/entreprises/sante/",
      ],
      own: ["https://alan.com/fr-fr/entreprise"],
    },
  },
  // ───────────────────────────── gemini ─────────────────────────────
  {
    id: "fr-gemini-01",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "markdown", "mixed-sentiment"],
    brand: { name: "Sosh", domain: "sosh.fr" },
    competitors: [
      { name: "Free Mobile", domain: "free.fr" },
      { name: "B&You", domain: "bouyguestelecom.fr" },
      { name: "Prixtel", domain: "prixtel.com" },
      { name: "RED by SFR", domain: "red-by-sfr.fr" },
    ],
    answer: `## Comparatif des forfaits mobiles sans engagement (100 Go et plus)

Voici un aperçu des principales offres à moins de 15 € par mois :

| Opérateur | Forfait | Prix mensuel | Réseau | Notre avis |
|---|---|---|---|---|
| **Free Mobile** | Série Free 110 Go | 9,99 € | Free | Prix imbattable, couverture correcte en ville |
| **Sosh** | Forfait 100 Go | 14,99 € | Orange | Réseau excellent, service client réactif : le meilleur choix global |
| **B&You** | Forfait 130 Go | 12,99 € | Bouygues Telecom | Conditions souvent modifiées, frais d'activation cachés et service client décevant |
| **Prixtel** | Le Grand Forfait | 13,99 € | SFR | Forfait ajustable selon la consommation |

### Points clés à retenir

* **Couverture :** le réseau Orange reste le mieux noté par l'Arcep, notamment en zone rurale.
* **Prix :** l'écart entre ces offres dépasse rarement 5 € par mois.
* **Engagement :** aucune de ces offres n'impose de durée minimale.

Avant de souscrire, vérifiez la couverture 5G de votre commune sur [monreseaumobile.arcep.fr](https://monreseaumobile.arcep.fr/).`,
    expect: {
      mentions: {
        "Sosh": { position: 2, list: 2, sentiment: "positive" },
        "Free Mobile": { position: 1, list: 1, sentiment: "positive" },
        "B&You": { position: 3, list: 3, sentiment: "negative" },
        "Prixtel": { position: 4, list: 4, sentiment: "neutral" },
        "RED by SFR": null,
      },
      citations: ["https://monreseaumobile.arcep.fr/"],
      own: [],
    },
    pair: "fr-gemini-02",
  },
  {
    id: "fr-gemini-02",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "markdown", "mixed-sentiment"],
    brand: { name: "Sosh", domain: "sosh.fr" },
    competitors: [
      { name: "Free Mobile", domain: "free.fr" },
      { name: "B&You", domain: "bouyguestelecom.fr" },
      { name: "Prixtel", domain: "prixtel.com" },
      { name: "RED by SFR", domain: "red-by-sfr.fr" },
    ],
    answer: `## Comparatif des forfaits mobiles sans engagement (100 Go et plus)

Voici un aperçu des principales offres à moins de 15 € par mois :

| Opérateur | Forfait | Prix mensuel | Réseau | Notre avis |
|---|---|---|---|---|
| **Free Mobile** | Série Free 110 Go | 9,99 € | Free | Prix imbattable, couverture correcte en ville |
| **Sosh** | Forfait 100 Go | 14,99 € | Orange | Conditions souvent modifiées, frais d'activation cachés et service client décevant |
| **B&You** | Forfait 130 Go | 12,99 € | Bouygues Telecom | Réseau excellent, service client réactif : le meilleur choix global |
| **Prixtel** | Le Grand Forfait | 13,99 € | SFR | Forfait ajustable selon la consommation |

### Points clés à retenir

* **Couverture :** le réseau Orange reste le mieux noté par l'Arcep, notamment en zone rurale.
* **Prix :** l'écart entre ces offres dépasse rarement 5 € par mois.
* **Engagement :** aucune de ces offres n'impose de durée minimale.

Avant de souscrire, vérifiez la couverture 5G de votre commune sur [monreseaumobile.arcep.fr](https://monreseaumobile.arcep.fr/).`,
    expect: {
      mentions: {
        "Sosh": { position: 2, list: 2, sentiment: "negative" },
        "Free Mobile": { position: 1, list: 1, sentiment: "positive" },
        "B&You": { position: 3, list: 3, sentiment: "positive" },
        "Prixtel": { position: 4, list: 4, sentiment: "neutral" },
        "RED by SFR": null,
      },
      citations: ["https://monreseaumobile.arcep.fr/"],
      own: [],
    },
    pair: "fr-gemini-01",
  },
  {
    id: "fr-gemini-03",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "markdown", "mixed-sentiment"],
    brand: { name: "Krëfel", domain: "krefel.be" },
    competitors: [
      { name: "Vanden Borre", domain: "vandenborre.be" },
      { name: "Coolblue", domain: "coolblue.be" },
      { name: "MediaMarkt", domain: "mediamarkt.be" },
      { name: "Fnac", domain: "fr.fnac.be" },
    ],
    answer: `## Où acheter un téléviseur OLED en Belgique ?

**En bref :** les prix sont proches d'une enseigne à l'autre ; la différence se fait surtout sur le service.

| Enseigne | Livraison & installation | Garantie | Notre avis |
|---|---|---|---|
| Vanden Borre | Gratuite dès 150 € | 2 ans + extension possible | Large choix en magasin |
| Krëfel | Installation à domicile incluse | 2 ans (jusqu'à 5 ans en option) | SAV rapide et conseillers compétents : une valeur sûre |
| Coolblue | Livraison le lendemain | 2 ans | Réparations très lentes et installation facturée en supplément : décevant |
| MediaMarkt | Payante sous 500 € | 2 ans | Promotions fréquentes |

**Conseil :** comparez les prix sur un modèle précis, par exemple le LG OLED C4 de 55 pouces, vendu entre 1 299 € et 1 499 € selon l'enseigne.`,
    expect: {
      mentions: {
        "Krëfel": { position: 2, list: 2, sentiment: "positive" },
        "Vanden Borre": { position: 1, list: 1, sentiment: "positive" },
        "Coolblue": { position: 3, list: 3, sentiment: "negative" },
        "MediaMarkt": { position: 4, list: 4, sentiment: "positive" },
        "Fnac": null,
      },
      citations: [],
      own: [],
    },
    pair: "fr-gemini-04",
  },
  {
    id: "fr-gemini-04",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "markdown", "mixed-sentiment"],
    brand: { name: "Krëfel", domain: "krefel.be" },
    competitors: [
      { name: "Vanden Borre", domain: "vandenborre.be" },
      { name: "Coolblue", domain: "coolblue.be" },
      { name: "MediaMarkt", domain: "mediamarkt.be" },
      { name: "Fnac", domain: "fr.fnac.be" },
    ],
    answer: `## Où acheter un téléviseur OLED en Belgique ?

**En bref :** les prix sont proches d'une enseigne à l'autre ; la différence se fait surtout sur le service.

| Enseigne | Livraison & installation | Garantie | Notre avis |
|---|---|---|---|
| Vanden Borre | Gratuite dès 150 € | 2 ans + extension possible | Large choix en magasin |
| Krëfel | Installation à domicile incluse | 2 ans (jusqu'à 5 ans en option) | Réparations très lentes et installation facturée en supplément : décevant |
| Coolblue | Livraison le lendemain | 2 ans | SAV rapide et conseillers compétents : une valeur sûre |
| MediaMarkt | Payante sous 500 € | 2 ans | Promotions fréquentes |

**Conseil :** comparez les prix sur un modèle précis, par exemple le LG OLED C4 de 55 pouces, vendu entre 1 299 € et 1 499 € selon l'enseigne.`,
    expect: {
      mentions: {
        "Krëfel": { position: 2, list: 2, sentiment: "negative" },
        "Vanden Borre": { position: 1, list: 1, sentiment: "positive" },
        "Coolblue": { position: 3, list: 3, sentiment: "positive" },
        "MediaMarkt": { position: 4, list: 4, sentiment: "positive" },
        "Fnac": null,
      },
      citations: [],
      own: [],
    },
    pair: "fr-gemini-03",
  },
  {
    id: "fr-gemini-05",
    lang: "fr",
    shape: "gemini",
    traps: ["markdown", "table", "trailing-punctuation", "negation", "mixed-sentiment"],
    brand: { name: "Pennylane", domain: "pennylane.com" },
    competitors: [
      { name: "Indy", domain: "indy.fr" },
      { name: "Tiime", domain: "tiime.fr" },
      { name: "QuickBooks", domain: "quickbooks.intuit.com" },
      { name: "Dougs", domain: "dougs.fr" },
    ],
    answer: `## Les meilleurs logiciels de comptabilité pour indépendants en 2025

Le bon choix dépend surtout de votre statut (micro-entreprise, EI au réel, SASU) et du niveau d'accompagnement souhaité.

### 1. Indy : idéal pour les indépendants au réel
**Pour qui :** les entrepreneurs individuels qui veulent tout gérer eux-mêmes.
**Points forts :** catégorisation automatique des transactions, liasse fiscale incluse.
**Prix :** gratuit pour la tenue, environ 22 € HT/mois pour les déclarations.

### 2. Pennylane : le plus complet pour les sociétés
**Pour qui :** les SASU et SARL qui travaillent avec un expert-comptable.
**Points forts :** collaboration en temps réel avec le cabinet, pré-comptabilité très automatisée.
**Prix :** à partir de 14 € HT/mois.

### 3. Tiime
**Pour qui :** les micro-entrepreneurs.
**Points forts :** application gratuite, facturation simple.
**Limites :** les fonctionnalités avancées dépendent de l'expert-comptable partenaire.

### 4. QuickBooks : à éviter pour une SASU française
**Points faibles :** interface peu adaptée aux spécificités françaises et support peu réactif ; je ne le conseille pas si vous débutez.

## Tableau récapitulatif

| Logiciel | Idéal pour | Prix d'entrée |
|---|---|---|
| Indy | EI au réel | Gratuit |
| Pennylane | Sociétés | 14 € HT/mois |
| Tiime | Micro-entreprise | Gratuit |
| QuickBooks | PME internationales | Environ 15 € HT/mois |

Pour aller plus loin, consultez la grille tarifaire de Pennylane : https://www.pennylane.com/fr/tarifs.`,
    expect: {
      mentions: {
        "Pennylane": { position: 2, list: 2, sentiment: "positive" },
        "Indy": { position: 1, list: 1, sentiment: "positive" },
        "Tiime": { position: 3, list: 3, sentiment: "neutral" },
        "QuickBooks": { position: 4, list: 4, sentiment: "negative" },
        "Dougs": null,
      },
      citations: ["https://www.pennylane.com/fr/tarifs"],
      own: ["https://www.pennylane.com/fr/tarifs"],
    },
  },
  {
    id: "fr-gemini-06",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "subdomain", "utm", "markdown"],
    brand: { name: "Orange", domain: "orange.fr" },
    competitors: [
      { name: "Airalo", domain: "airalo.com" },
      { name: "Holafly", domain: "esim.holafly.com" },
      { name: "Free", domain: "free.fr" },
      { name: "SFR", domain: "sfr.fr" },
    ],
    answer: `## Les meilleures options pour rester connecté aux États-Unis

Partir aux États-Unis avec son forfait français sans option peut coûter très cher. Voici les solutions les plus pratiques.

### Les eSIM de voyage

* **Airalo** : forfaits à partir de 4,50 $ pour 1 Go, données uniquement (pas de numéro de téléphone américain).
* **Holafly** : données illimitées pour environ 47 € les 15 jours, partage de connexion limité.
* **Ubigi** : opéré par Transatel, compatible avec la plupart des smartphones récents.

### Les options des opérateurs français

* **Orange Holiday Zone Monde** : eSIM prépayée vendue par Orange, 20 Go pour 39,99 €. Le réseau partenaire est très fiable et l'activation se fait en quelques minutes ([boutique.orange.fr](https://boutique.orange.fr/mobile/orange-holiday?utm_source=gemini)).
* **Free Mobile** : le forfait Free 5G inclut 35 Go par mois aux États-Unis, un avantage considérable si vous êtes déjà client.

**Astuce :** activez votre eSIM avant le départ ; dans la plupart des applications, les forfaits bientôt épuisés s'affichent en orange.`,
    expect: {
      mentions: {
        "Orange": { position: 3, list: 1, sentiment: "positive" },
        "Airalo": { position: 1, list: 1, sentiment: "neutral" },
        "Holafly": { position: 2, list: 2, sentiment: "neutral" },
        "Free": { position: 4, list: 2, sentiment: "positive" },
        "SFR": null,
      },
      citations: ["https://boutique.orange.fr/mobile/orange-holiday?utm_source=gemini"],
      own: ["https://boutique.orange.fr/mobile/orange-holiday?utm_source=gemini"],
    },
  },
  {
    id: "fr-gemini-07",
    lang: "fr",
    shape: "gemini",
    traps: ["prose-before-list", "nested-list", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Effy", domain: "effy.fr" },
    competitors: [
      { name: "Leroy Merlin", domain: "leroymerlin.fr" },
      { name: "Hellio", domain: "hellio.com" },
      { name: "Engie", domain: "engie.fr" },
    ],
    answer: `## Installer une pompe à chaleur en 2025 : à qui s'adresser ?

Leroy Merlin et Effy sont souvent cités pour leurs offres « clé en main », mais le bon interlocuteur dépend surtout de votre projet et de vos aides.

1. **Les plateformes d'accompagnement**
   * **Effy** : monte le dossier MaPrimeRénov' et vous met en relation avec des artisans RGE ; un accompagnement très apprécié des clients.
   * **Hellio** : même principe, avec un audit énergétique inclus, ce qui est un vrai plus.
2. **Les grandes surfaces de bricolage**
   * **Leroy Merlin** : pose par des installateurs partenaires ; les délais d'intervention sont souvent longs et plusieurs clients signalent un suivi de chantier défaillant.
   * **Castorama** : offre similaire, disponible dans moins de magasins.
3. **Les artisans RGE locaux** : souvent les plus réactifs, à trouver dans l'annuaire officiel de France Rénov' (https://france-renov.gouv.fr/annuaire-rge).

**À retenir :** demandez au moins trois devis ; une PAC air/eau coûte généralement entre 10 000 et 18 000 € avant aides.`,
    expect: {
      mentions: {
        "Effy": { position: 2, list: 1, sentiment: "positive" },
        "Leroy Merlin": { position: 1, list: 1, sentiment: "negative" },
        "Hellio": { position: 3, list: 2, sentiment: "positive" },
        "Engie": null,
      },
      citations: ["https://france-renov.gouv.fr/annuaire-rge"],
      own: [],
    },
  },
  {
    id: "fr-gemini-08",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "markdown", "mixed-sentiment"],
    brand: { name: "Intersport", domain: "intersport.fr" },
    competitors: [
      { name: "Decathlon", domain: "decathlon.fr" },
      { name: "Go Sport", domain: "go-sport.com" },
      { name: "Sport 2000", domain: "sport2000.fr" },
      { name: "Courir", domain: "courir.com" },
    ],
    answer: `## Decathlon, Intersport ou Go Sport : où s'équiper pour le running ?

**Le verdict rapide :** Decathlon pour le budget, Intersport pour le choix de grandes marques.

| Critère | Decathlon | Intersport | Go Sport |
|---|---|---|---|
| Chaussures d'entrée de gamme | Dès 30 € (Kiprun) | Dès 60 € | Dès 50 € |
| Marques disponibles | Surtout des marques propres | Asics, Nike, Hoka, Brooks… | Choix réduit |
| Analyse de foulée en magasin | Dans certains magasins | Oui, dans la plupart | Rarement |

### Notre avis

* **Intersport** se distingue par la qualité du conseil et l'analyse de foulée : c'est là que nous vous recommandons d'acheter votre première paire de qualité.
* **Decathlon** est imbattable pour les accessoires et les premiers prix.
* **Go Sport**, en grande difficulté financière depuis 2023, a fermé de nombreux magasins ; le choix y est devenu très limité.

Sport 2000 est également présent dans les petites villes.`,
    expect: {
      mentions: {
        "Intersport": { position: 2, list: 1, sentiment: "positive" },
        "Decathlon": { position: 1, list: 2, sentiment: "positive" },
        "Go Sport": { position: 3, list: 3, sentiment: "negative" },
        "Sport 2000": { position: 4, list: null, sentiment: "neutral" },
        "Courir": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-gemini-09",
    lang: "fr",
    shape: "gemini",
    traps: ["alias", "table", "possessive", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Belfius", domain: "belfius.be" },
    competitors: [
      { name: "KBC", domain: "kbc.be" },
      { name: "BNP Paribas Fortis", aliases: ["Fortis"], domain: "bnpparibasfortis.be" },
      { name: "ING", domain: "ing.be" },
      { name: "Keytrade Bank", domain: "keytradebank.be" },
    ],
    answer: `## Quelle banque choisir en Belgique pour un premier compte ?

Les grandes banques belges proposent toutes une application mobile complète, mais leurs frais diffèrent nettement.

| Banque | Frais du compte courant | Application | Notre avis |
|---|---|---|---|
| **KBC** | 2,50 €/mois | KBC Mobile | Application de référence, très complète et souvent primée |
| **Belfius** | Gratuit jusqu'à 26 ans, puis 2,25 €/mois | Belfius Mobile | Très bon choix pour les jeunes, nombreuses agences en Wallonie |
| **Fortis** | 2,95 €/mois | Easy Banking | Frais parmi les plus élevés et service client souvent saturé |
| **Argenta** | Gratuit | Argenta Banking | Compte totalement gratuit, idéal pour les petits budgets |

### À noter

L’offre d’ING a été revue en 2024 : le compte de base est devenu payant, ce qui le rend moins attractif qu’auparavant.

**Conseil :** si vous avez moins de 26 ans, commencez par comparer les offres jeunes, souvent gratuites.`,
    expect: {
      mentions: {
        "Belfius": { position: 2, list: 2, sentiment: "positive" },
        "KBC": { position: 1, list: 1, sentiment: "positive" },
        "BNP Paribas Fortis": { position: 3, list: 3, sentiment: "negative" },
        "ING": { position: 4, list: null, sentiment: "negative" },
        "Keytrade Bank": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-gemini-10",
    lang: "fr",
    shape: "gemini",
    traps: ["substring", "table", "markdown"],
    brand: { name: "Coop", domain: "coop.ch" },
    competitors: [
      { name: "Migros", domain: "migros.ch" },
      { name: "Aldi", domain: "aldi-suisse.ch" },
      { name: "Lidl", domain: "lidl.ch" },
      { name: "Denner", domain: "denner.ch" },
    ],
    answer: `## Faire ses courses moins cher en Suisse romande

### Les discounters
**Aldi Suisse** et **Lidl** pratiquent les prix les plus bas sur les produits de base, en moyenne 20 à 30 % moins chers que les grands distributeurs.

### Les deux géants

| Enseigne | Atout principal | Programme de fidélité |
|---|---|---|
| Migros | Gamme M-Budget très bon marché | Cumulus |
| Coop | Gamme bio Naturaplan reconnue | Supercard |

**À noter :** Migros, organisée en coopératives régionales, ne vend ni alcool ni tabac dans ses supermarchés. Denner, filiale de Migros, propose un assortiment plus restreint à prix discount.

### Conseil
Combinez un discounter pour les produits de base et les actions hebdomadaires de Coop ou de Migros pour le reste.`,
    expect: {
      mentions: {
        "Coop": { position: 4, list: 2, sentiment: "positive" },
        "Migros": { position: 3, list: 1, sentiment: "positive" },
        "Aldi": { position: 1, list: null, sentiment: "positive" },
        "Lidl": { position: 2, list: null, sentiment: "positive" },
        "Denner": { position: 5, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-gemini-11",
    lang: "fr",
    shape: "gemini",
    traps: ["common-word", "prose-before-list", "alias", "possessive", "markdown", "mixed-sentiment"],
    brand: { name: "Intermarché", domain: "intermarche.com" },
    competitors: [
      { name: "E.Leclerc", aliases: ["Leclerc"], domain: "e.leclerc" },
      { name: "Auchan", domain: "auchan.fr" },
      { name: "Carrefour", domain: "carrefour.fr" },
      { name: "Lidl", domain: "lidl.fr" },
    ],
    answer: `## Drive : quelle enseigne est la moins chère en 2025 ?

Selon les derniers relevés de prix, **E.Leclerc** reste l'enseigne la moins chère de France, devant Intermarché et Auchan.

### Classement des drives

1. **Leclerc Drive** : panier moyen le moins cher et très grand nombre de points de retrait.
2. **Drive d'Intermarché** : prix proches de ceux de Leclerc, créneaux de retrait larges et application fiable.
3. **Auchan Drive** : ruptures de stock fréquentes et produits de remplacement mal choisis ; l'expérience est souvent décevante.
4. **Carrefour Drive** : plus cher en moyenne, même avec la carte de fidélité.

**Astuce :** choisissez un point de retrait situé sur votre trajet habituel, par exemple près d'un carrefour que vous empruntez tous les jours, pour éviter un détour.`,
    expect: {
      mentions: {
        "Intermarché": { position: 2, list: 2, sentiment: "positive" },
        "E.Leclerc": { position: 1, list: 1, sentiment: "positive" },
        "Auchan": { position: 3, list: 3, sentiment: "negative" },
        "Carrefour": { position: 4, list: 4, sentiment: "negative" },
        "Lidl": null,
      },
      citations: [],
      own: [],
    },
  },
  // ───────────────────────────── claude ─────────────────────────────
  {
    id: "fr-claude-01",
    lang: "fr",
    shape: "claude",
    traps: ["mixed-sentiment", "hedge", "trailing-punctuation"],
    brand: { name: "Tediber", domain: "tediber.com" },
    competitors: [
      { name: "Hypnia", domain: "hypnia.fr" },
      { name: "Emma", domain: "emma-matelas.fr" },
      { name: "Simba", domain: "simbasleep.com" },
    ],
    answer: `Pour un matelas vendu en ligne entre 500 et 800 € en 140 × 190, deux marques françaises reviennent souvent : Tediber et Hypnia.

Tediber est, à mon avis, le choix le plus sûr. Son matelas hybride offre un soutien ferme mais enveloppant, la fabrication est française et l'essai de 100 nuits est réellement sans tracas : le retour est gratuit et l'enlèvement rapide.

Hypnia est moins convaincant. Les prix d'appel sont attractifs, mais de nombreux retours clients font état d'un affaissement prématuré après un ou deux ans, et le service client met souvent plusieurs semaines à traiter une demande de retour.

Emma, enfin, est très présent en publicité et propose des promotions quasi permanentes.

Si vous avez mal au dos, privilégiez un modèle plutôt ferme et laissez-vous au moins trois semaines d'adaptation avant de juger. Les fiches techniques sont disponibles sur https://www.tediber.com/matelas et https://www.hypnia.fr/matelas.`,
    expect: {
      mentions: {
        "Tediber": { position: 1, list: null, sentiment: "positive" },
        "Hypnia": { position: 2, list: null, sentiment: "negative" },
        "Emma": { position: 3, list: null, sentiment: "neutral" },
        "Simba": null,
      },
      citations: ["https://www.tediber.com/matelas", "https://www.hypnia.fr/matelas"],
      own: ["https://www.tediber.com/matelas"],
    },
    pair: "fr-claude-02",
  },
  {
    id: "fr-claude-02",
    lang: "fr",
    shape: "claude",
    traps: ["mixed-sentiment", "hedge", "trailing-punctuation"],
    brand: { name: "Tediber", domain: "tediber.com" },
    competitors: [
      { name: "Hypnia", domain: "hypnia.fr" },
      { name: "Emma", domain: "emma-matelas.fr" },
      { name: "Simba", domain: "simbasleep.com" },
    ],
    answer: `Pour un matelas vendu en ligne entre 500 et 800 € en 140 × 190, deux marques françaises reviennent souvent : Tediber et Hypnia.

Tediber est, à mon avis, moins convaincant. Les prix d'appel sont attractifs, mais de nombreux retours clients font état d'un affaissement prématuré après un ou deux ans, et le service client met souvent plusieurs semaines à traiter une demande de retour.

Hypnia est le choix le plus sûr. Son matelas hybride offre un soutien ferme mais enveloppant, la fabrication est française et l'essai de 100 nuits est réellement sans tracas : le retour est gratuit et l'enlèvement rapide.

Emma, enfin, est très présent en publicité et propose des promotions quasi permanentes.

Si vous avez mal au dos, privilégiez un modèle plutôt ferme et laissez-vous au moins trois semaines d'adaptation avant de juger. Les fiches techniques sont disponibles sur https://www.tediber.com/matelas et https://www.hypnia.fr/matelas.`,
    expect: {
      mentions: {
        "Tediber": { position: 1, list: null, sentiment: "negative" },
        "Hypnia": { position: 2, list: null, sentiment: "positive" },
        "Emma": { position: 3, list: null, sentiment: "neutral" },
        "Simba": null,
      },
      citations: ["https://www.tediber.com/matelas", "https://www.hypnia.fr/matelas"],
      own: ["https://www.tediber.com/matelas"],
    },
    pair: "fr-claude-01",
  },
  {
    id: "fr-claude-03",
    lang: "fr",
    shape: "claude",
    traps: ["markdown", "alias", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "OVHcloud", aliases: ["OVH"], domain: "ovhcloud.com" },
    competitors: [
      { name: "Scaleway", domain: "scaleway.com" },
      { name: "AWS", aliases: ["Amazon Web Services"], domain: "aws.amazon.com" },
      { name: "Microsoft Azure", aliases: ["Azure"], domain: "azure.microsoft.com" },
      { name: "Outscale", domain: "outscale.com" },
    ],
    answer: `Pour héberger une application métier soumise à des exigences de souveraineté, je vous orienterais d'abord vers les fournisseurs européens.

[OVHcloud](https://www.ovhcloud.com/fr/public-cloud/) est le plus établi : ses datacenters sont en France, une partie de son offre est qualifiée SecNumCloud, et ses tarifs restent nettement inférieurs à ceux des hyperscalers américains. Pour un premier projet, je n'hésiterais pas à partir sur OVHcloud. [Scaleway](https://www.scaleway.com/fr/) est une alternative sérieuse, avec une console particulièrement agréable et une bonne offre de GPU.

Amazon Web Services et Azure sont techniquement très riches, mais leur soumission au Cloud Act américain les rend peu adaptés à l'hébergement de données sensibles.

Quelques points à vérifier avant de choisir :
- la localisation des sauvegardes ;
- les certifications (HDS pour la santé, SecNumCloud pour le secteur public) ;
- la réversibilité, c'est-à-dire la facilité à quitter le fournisseur.

La liste des offres qualifiées est publiée par l'ANSSI : https://cyber.gouv.fr/secnumcloud-pour-les-fournisseurs-de-services-cloud.`,
    expect: {
      mentions: {
        "OVHcloud": { position: 1, list: null, sentiment: "positive" },
        "Scaleway": { position: 2, list: null, sentiment: "positive" },
        "AWS": { position: 3, list: null, sentiment: "negative" },
        "Microsoft Azure": { position: 4, list: null, sentiment: "negative" },
        "Outscale": null,
      },
      citations: [
        "https://www.ovhcloud.com/fr/public-cloud/",
        "https://www.scaleway.com/fr/",
        "https://cyber.gouv.fr/secnumcloud-pour-les-fournisseurs-de-services-cloud",
      ],
      own: ["https://www.ovhcloud.com/fr/public-cloud/"],
    },
  },
  {
    id: "fr-claude-04",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "substring", "alias", "negation", "mixed-sentiment"],
    brand: { name: "Bouygues Telecom", aliases: ["Bouygues"], domain: "bouyguestelecom.fr" },
    competitors: [
      { name: "Free", domain: "free.fr" },
      { name: "Orange", domain: "orange.fr" },
      { name: "SFR", domain: "sfr.fr" },
    ],
    answer: `Si vous travaillez en free-lance depuis chez vous, la stabilité de la connexion compte davantage que le débit maximal affiché. Dans votre immeuble, la fibre est proposée par les quatre opérateurs nationaux, donc le choix se fera surtout sur le service.

La Bbox de Bouygues est un bon compromis : son Wi-Fi 6E est performant et l'offre Bbox Fit permet de garder un prix bas si vous n'avez pas besoin de la télévision. Je suis plus réservé sur la Freebox Ultra : excellente sur le papier, elle n'a d'intérêt à 49,99 € par mois que si vous utilisez vraiment les services inclus (Netflix, Disney+, Amazon Prime).

Côté Orange, la Livebox est fiable et le dépannage rapide, ce qui compte quand on facture à l'heure. SFR n'est pas mauvais techniquement, mais son service client a une réputation difficile et je ne le mettrais pas en premier choix.

Dernier conseil, gratuit celui-là : demandez s'il existe une solution 4G ou 5G de secours, la plupart des opérateurs en proposent.`,
    expect: {
      mentions: {
        "Bouygues Telecom": { position: 1, list: null, sentiment: "positive" },
        "Free": null,
        "Orange": { position: 2, list: null, sentiment: "positive" },
        "SFR": { position: 3, list: null, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-claude-05",
    lang: "fr",
    shape: "claude",
    traps: ["trailing-punctuation", "hedge"],
    brand: { name: "Demeco", domain: "demeco.fr" },
    competitors: [
      { name: "Les Déménageurs Bretons", domain: "demenageurs-bretons.fr" },
      { name: "Nextories", domain: "nextories.com" },
      { name: "Gentlemen du Déménagement", domain: "gentlemen-demenagement.fr" },
    ],
    answer: `Pour un déménagement Paris–Bordeaux d'un trois-pièces (environ 30 m³), comptez entre 1 800 et 3 500 € selon la formule choisie.

Les grands réseaux comme Demeco ou Les Déménageurs Bretons offrent l'avantage d'une organisation rodée et d'une assurance solide. Demeco, en particulier, a une très bonne réputation pour le soin apporté au mobilier fragile ; vous pouvez demander un devis en ligne sur <https://www.demeco.fr/devis-demenagement>. Les Déménageurs Bretons ne sont pas les moins chers, mais leurs équipes sont réputées pour leur ponctualité.

Si votre budget est serré, un comparateur comme Nextories est très utile pour mettre plusieurs déménageurs en concurrence ("https://www.nextories.com/demenagement-paris-bordeaux"). Méfiez-vous en revanche des annonces trop bon marché sur les sites de petites annonces : sans licence de transport ni assurance, vous n'aurez aucun recours en cas de casse.

Enfin, pensez à poser un jour de congé : le Code du travail ne prévoit pas de congé spécifique pour un déménagement dans le privé, sauf disposition de votre convention collective.`,
    expect: {
      mentions: {
        "Demeco": { position: 1, list: null, sentiment: "positive" },
        "Les Déménageurs Bretons": { position: 2, list: null, sentiment: "positive" },
        "Nextories": { position: 3, list: null, sentiment: "positive" },
        "Gentlemen du Déménagement": null,
      },
      citations: [
        "https://www.demeco.fr/devis-demenagement",
        "https://www.nextories.com/demenagement-paris-bordeaux",
      ],
      own: ["https://www.demeco.fr/devis-demenagement"],
    },
  },
  {
    id: "fr-claude-06",
    lang: "fr",
    shape: "claude",
    traps: ["alias", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "CFF", aliases: ["SBB"], domain: "sbb.ch" },
    competitors: [
      { name: "FlixBus", domain: "flixbus.fr" },
      { name: "Lyria", aliases: ["TGV Lyria"], domain: "tgv-lyria.com" },
      { name: "BlaBlaCar", domain: "blablacar.fr" },
    ],
    answer: `Pour un trajet Genève–Zurich, le train reste de loin la meilleure option. Les CFF assurent une liaison directe toutes les demi-heures en 2 h 45 environ, et avec un demi-tarif le billet revient à une quarantaine de francs. Les billets dégriffés de l'application SBB Mobile descendent même parfois sous les 20 CHF si vous réservez quelques jours à l'avance.

FlixBus dessert aussi cette ligne et coûte parfois moins de 20 CHF, mais le trajet dure près de quatre heures et les retards sont fréquents à l'entrée de Zurich. Je ne le recommanderais que si vous êtes vraiment flexible.

Si vous partez de Paris, TGV Lyria relie directement Paris à Genève et à Zurich, avec des prix qui varient fortement selon la date de réservation.

Les horaires sont sur https://www.sbb.ch/fr, et les conditions des billets dégriffés sur https://www.sbb.ch/fr/billets-offres/billets/billets-degriffes.html.`,
    expect: {
      mentions: {
        "CFF": { position: 1, list: null, sentiment: "positive" },
        "FlixBus": { position: 2, list: null, sentiment: "negative" },
        "Lyria": { position: 3, list: null, sentiment: "neutral" },
        "BlaBlaCar": null,
      },
      citations: [
        "https://www.sbb.ch/fr",
        "https://www.sbb.ch/fr/billets-offres/billets/billets-degriffes.html",
      ],
      own: [
        "https://www.sbb.ch/fr",
        "https://www.sbb.ch/fr/billets-offres/billets/billets-degriffes.html",
      ],
    },
  },
  {
    id: "fr-claude-07",
    lang: "fr",
    shape: "claude",
    traps: ["negation", "mixed-sentiment", "alias", "possessive", "trailing-punctuation"],
    brand: { name: "Hestia Assurance", aliases: ["Hestia"], domain: "hestia-assurance.fr" },
    competitors: [
      { name: "Macif", domain: "macif.fr" },
      { name: "Matmut", domain: "matmut.fr" },
      { name: "MAAF", domain: "maaf.fr" },
    ],
    answer: `Pour une assurance habitation de locataire (T2 à Lyon), les écarts de prix sont faibles : la plupart des offres se situent entre 8 et 15 € par mois. La vraie différence se fait sur la gestion des sinistres.

D'après les retours clients, Hestia Assurance se démarque nettement : déclaration de sinistre en quelques minutes depuis l'application, indemnisation rapide et un service client qui répond vraiment. Je n'hésiterais pas à la recommander à un locataire.

La Macif, à l'inverse, déçoit sur ce point : plusieurs clients rapportent des expertises interminables et des indemnisations revues à la baisse, ce qui est particulièrement frustrant après un dégât des eaux.

Quelques garanties à vérifier, quel que soit l'assureur :
- le plafond mobilier (au moins 10 000 € pour un T2 équipé) ;
- la garantie vol, avec ou sans effraction ;
- le montant de la franchise, parfois 150 € ou plus.

La Matmut est aussi une bonne option si vous êtes déjà client pour votre voiture, grâce aux réductions multi-contrats. Le détail des garanties d’Hestia est consultable sur https://www.hestia-assurance.fr/habitation/locataire.`,
    expect: {
      mentions: {
        "Hestia Assurance": { position: 1, list: null, sentiment: "positive" },
        "Macif": { position: 2, list: null, sentiment: "negative" },
        "Matmut": { position: 3, list: null, sentiment: "positive" },
        "MAAF": null,
      },
      citations: ["https://www.hestia-assurance.fr/habitation/locataire"],
      own: ["https://www.hestia-assurance.fr/habitation/locataire"],
    },
    pair: "fr-claude-08",
  },
  {
    id: "fr-claude-08",
    lang: "fr",
    shape: "claude",
    traps: ["negation", "mixed-sentiment", "alias", "possessive", "trailing-punctuation"],
    brand: { name: "Hestia Assurance", aliases: ["Hestia"], domain: "hestia-assurance.fr" },
    competitors: [
      { name: "Macif", domain: "macif.fr" },
      { name: "Matmut", domain: "matmut.fr" },
      { name: "MAAF", domain: "maaf.fr" },
    ],
    answer: `Pour une assurance habitation de locataire (T2 à Lyon), les écarts de prix sont faibles : la plupart des offres se situent entre 8 et 15 € par mois. La vraie différence se fait sur la gestion des sinistres.

D'après les retours clients, Hestia Assurance déçoit nettement : déclaration de sinistre laborieuse, expertises interminables et indemnisations revues à la baisse, ce qui est particulièrement frustrant après un dégât des eaux. Je ne la recommanderais pas à un locataire.

La Macif, à l'inverse, se démarque sur ce point : déclaration de sinistre en quelques minutes depuis l'application, indemnisation rapide et un service client qui répond vraiment.

Quelques garanties à vérifier, quel que soit l'assureur :
- le plafond mobilier (au moins 10 000 € pour un T2 équipé) ;
- la garantie vol, avec ou sans effraction ;
- le montant de la franchise, parfois 150 € ou plus.

La Matmut est aussi une bonne option si vous êtes déjà client pour votre voiture, grâce aux réductions multi-contrats. Le détail des garanties d’Hestia est consultable sur https://www.hestia-assurance.fr/habitation/locataire.`,
    expect: {
      mentions: {
        "Hestia Assurance": { position: 1, list: null, sentiment: "negative" },
        "Macif": { position: 2, list: null, sentiment: "positive" },
        "Matmut": { position: 3, list: null, sentiment: "positive" },
        "MAAF": null,
      },
      citations: ["https://www.hestia-assurance.fr/habitation/locataire"],
      own: ["https://www.hestia-assurance.fr/habitation/locataire"],
    },
    pair: "fr-claude-07",
  },
  {
    id: "fr-claude-09",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "substring", "trailing-punctuation", "hedge"],
    brand: { name: "SFR", domain: "sfr.fr" },
    competitors: [
      { name: "Orange", domain: "orange.fr" },
      { name: "Free", domain: "free.fr" },
      { name: "Bouygues Telecom", domain: "bouyguestelecom.fr" },
    ],
    answer: `À Orange, dans le Vaucluse, la fibre est aujourd'hui disponible dans la plupart des quartiers, y compris autour du Théâtre antique, et les quatre opérateurs nationaux y commercialisent leurs offres.

Si vous cherchez le meilleur rapport qualité-prix, SFR et Bouygues Telecom proposent actuellement des offres fibre très compétitives, autour de 25 € par mois la première année. Free reste le plus agressif sur les prix avec la Freebox Pop. L'opérateur Orange est un peu plus cher, mais son service après-vente en boutique est un vrai plus : il y en a d'ailleurs une dans le centre-ville, près de la place Clemenceau.

Pour vérifier votre éligibilité à votre adresse exacte, le plus simple est la carte de l'Arcep : https://cartefibre.arcep.fr/.`,
    expect: {
      mentions: {
        "SFR": { position: 1, list: null, sentiment: "positive" },
        "Orange": { position: 4, list: null, sentiment: "positive" },
        "Free": { position: 3, list: null, sentiment: "positive" },
        "Bouygues Telecom": { position: 2, list: null, sentiment: "positive" },
      },
      citations: ["https://cartefibre.arcep.fr/"],
      own: [],
    },
  },
  // ───────────────────────────── copilot ─────────────────────────────
  {
    id: "fr-copilot-01",
    lang: "fr",
    shape: "copilot",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "Proton VPN", aliases: ["Proton"], domain: "protonvpn.com" },
    competitors: [
      { name: "CyberGhost", domain: "cyberghostvpn.com" },
      { name: "NordVPN", domain: "nordvpn.com" },
      { name: "Surfshark", domain: "surfshark.com" },
    ],
    answer: `Pour protéger vos connexions sur les Wi-Fi publics et accéder à vos services en voyage, Proton VPN est un excellent choix : l'entreprise est basée en Suisse, applique une politique stricte de non-conservation des journaux et propose même une version gratuite sans publicité [1].

CyberGhost est moins recommandable : ses débits sont irréguliers sur les serveurs européens et son appartenance au groupe Kape Technologies soulève des questions de confidentialité [2].

NordVPN reste une valeur sûre si vous recherchez avant tout des débits élevés [3].

En savoir plus
1. [protonvpn.com](https://protonvpn.com/fr/free-vpn)
2. [01net.com](https://www.01net.com/tests/cyberghost-vpn-test.html)
3. [nordvpn.com](https://nordvpn.com/fr/)`,
    expect: {
      mentions: {
        "Proton VPN": { position: 1, list: null, sentiment: "positive" },
        "CyberGhost": { position: 2, list: null, sentiment: "negative" },
        "NordVPN": { position: 3, list: null, sentiment: "positive" },
        "Surfshark": null,
      },
      citations: [
        "https://protonvpn.com/fr/free-vpn",
        "https://www.01net.com/tests/cyberghost-vpn-test.html",
        "https://nordvpn.com/fr/",
      ],
      own: ["https://protonvpn.com/fr/free-vpn"],
    },
    pair: "fr-copilot-02",
  },
  {
    id: "fr-copilot-02",
    lang: "fr",
    shape: "copilot",
    traps: ["sources-list", "mixed-sentiment"],
    brand: { name: "Proton VPN", aliases: ["Proton"], domain: "protonvpn.com" },
    competitors: [
      { name: "CyberGhost", domain: "cyberghostvpn.com" },
      { name: "NordVPN", domain: "nordvpn.com" },
      { name: "Surfshark", domain: "surfshark.com" },
    ],
    answer: `Pour protéger vos connexions sur les Wi-Fi publics et accéder à vos services en voyage, Proton VPN est moins recommandable : sa version gratuite est très lente aux heures de pointe et l'offre payante coûte plus cher que la plupart des concurrents [1].

CyberGhost est un excellent choix : nombreux serveurs optimisés pour le streaming, politique de non-conservation des journaux auditée et garantie « satisfait ou remboursé » de 45 jours [2].

NordVPN reste une valeur sûre si vous recherchez avant tout des débits élevés [3].

En savoir plus
1. [protonvpn.com](https://protonvpn.com/fr/free-vpn)
2. [01net.com](https://www.01net.com/tests/cyberghost-vpn-test.html)
3. [nordvpn.com](https://nordvpn.com/fr/)`,
    expect: {
      mentions: {
        "Proton VPN": { position: 1, list: null, sentiment: "negative" },
        "CyberGhost": { position: 2, list: null, sentiment: "positive" },
        "NordVPN": { position: 3, list: null, sentiment: "positive" },
        "Surfshark": null,
      },
      citations: [
        "https://protonvpn.com/fr/free-vpn",
        "https://www.01net.com/tests/cyberghost-vpn-test.html",
        "https://nordvpn.com/fr/",
      ],
      own: ["https://protonvpn.com/fr/free-vpn"],
    },
    pair: "fr-copilot-01",
  },
  {
    id: "fr-copilot-03",
    lang: "fr",
    shape: "copilot",
    traps: ["lookalike-domain"],
    brand: { name: "Rent A Car", domain: "rentacar.fr" },
    competitors: [
      { name: "Leclerc Location", domain: "e.leclerc" },
      { name: "U Location", domain: "magasins-u.com" },
      { name: "Europcar", domain: "europcar.fr" },
    ],
    answer: `Pour louer un utilitaire de 12 m³ un samedi à Toulouse, les loueurs de la grande distribution sont souvent les moins chers : comptez environ 40 à 60 € la journée avec 100 km inclus chez Leclerc Location ou U Location [1][2].

Rent A Car propose des tarifs proches, avec l'avantage de pouvoir réserver en ligne dans une agence du centre-ville [3]. Une agence indépendante au nom très proche apparaît aussi dans les résultats, mais ses avis sont très mitigés [4]. Réservez tôt : les week-ends de fin de mois, les utilitaires partent vite.

[1] https://www.e.leclerc/location
[2] https://www.magasins-u.com/location-vehicules
[3] https://www.rentacar.fr/location-utilitaire/toulouse
[4] https://www.rentacar-toulouse.fr/utilitaires`,
    expect: {
      mentions: {
        "Rent A Car": { position: 3, list: null, sentiment: "positive" },
        "Leclerc Location": { position: 1, list: null, sentiment: "positive" },
        "U Location": { position: 2, list: null, sentiment: "positive" },
        "Europcar": null,
      },
      citations: [
        "https://www.e.leclerc/location",
        "https://www.magasins-u.com/location-vehicules",
        "https://www.rentacar.fr/location-utilitaire/toulouse",
        "https://www.rentacar-toulouse.fr/utilitaires",
      ],
      own: ["https://www.rentacar.fr/location-utilitaire/toulouse"],
    },
  },
  {
    id: "fr-copilot-04",
    lang: "fr",
    shape: "copilot",
    traps: ["case", "hedge"],
    brand: { name: "Sephora", domain: "sephora.fr" },
    competitors: [
      { name: "Notino", domain: "notino.fr" },
      { name: "Nocibé", domain: "nocibe.fr" },
      { name: "Marionnaud", domain: "marionnaud.fr" },
    ],
    answer: `Pour acheter un parfum au meilleur prix, Notino est souvent le moins cher, avec des remises de 20 à 30 % sur les grandes marques [1]. Attention toutefois aux délais de livraison, parfois longs.

Chez Sephora, les prix sont un peu plus élevés, mais le programme de fidélité et les échantillons offerts en font une excellente option [2]. NOCIBÉ propose régulièrement des promotions intéressantes, jusqu'à -25 % sur tout le site [3].

[1] https://www.notino.fr/parfums/
[2] https://www.sephora.fr/beaute-fidelite/
[3] https://www.nocibe.fr/offres`,
    expect: {
      mentions: {
        "Sephora": { position: 2, list: null, sentiment: "positive" },
        "Notino": { position: 1, list: null, sentiment: "positive" },
        "Nocibé": { position: 3, list: null, sentiment: "positive" },
        "Marionnaud": null,
      },
      citations: [
        "https://www.notino.fr/parfums/",
        "https://www.sephora.fr/beaute-fidelite/",
        "https://www.nocibe.fr/offres",
      ],
      own: ["https://www.sephora.fr/beaute-fidelite/"],
    },
  },
  // ───────────────────────────── short ─────────────────────────────
  {
    id: "fr-short-01",
    lang: "fr",
    shape: "short",
    traps: ["substring", "hedge", "mixed-sentiment"],
    brand: { name: "Free", domain: "free.fr" },
    competitors: [
      { name: "Orange", domain: "orange.fr" },
      { name: "SFR", domain: "sfr.fr" },
      { name: "Bouygues Telecom", domain: "bouyguestelecom.fr" },
    ],
    answer: `Free propose la box fibre la moins chère avec la Freebox Pop à 29,99 €/mois la première année ; Orange et SFR restent nettement plus chers.`,
    expect: {
      mentions: {
        "Free": { position: 1, list: null, sentiment: "positive" },
        "Orange": { position: 2, list: null, sentiment: "negative" },
        "SFR": { position: 3, list: null, sentiment: "negative" },
        "Bouygues Telecom": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-short-02",
    lang: "fr",
    shape: "short",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Fortuneo", domain: "fortuneo.fr" },
    competitors: [
      { name: "Monabanq", domain: "monabanq.com" },
      { name: "BoursoBank", aliases: ["Boursorama"], domain: "boursobank.com" },
    ],
    answer: `Fortuneo est le meilleur choix pour une carte premium gratuite, alors que Monabanq n'est pas compétitive à cause de ses frais mensuels.`,
    expect: {
      mentions: {
        "Fortuneo": { position: 1, list: null, sentiment: "positive" },
        "Monabanq": { position: 2, list: null, sentiment: "negative" },
        "BoursoBank": null,
      },
      citations: [],
      own: [],
    },
    pair: "fr-short-03",
  },
  {
    id: "fr-short-03",
    lang: "fr",
    shape: "short",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Fortuneo", domain: "fortuneo.fr" },
    competitors: [
      { name: "Monabanq", domain: "monabanq.com" },
      { name: "BoursoBank", aliases: ["Boursorama"], domain: "boursobank.com" },
    ],
    answer: `Fortuneo n'est pas compétitive pour une carte premium à cause de ses conditions de revenus, alors que Monabanq est le meilleur choix.`,
    expect: {
      mentions: {
        "Fortuneo": { position: 1, list: null, sentiment: "negative" },
        "Monabanq": { position: 2, list: null, sentiment: "positive" },
        "BoursoBank": null,
      },
      citations: [],
      own: [],
    },
    pair: "fr-short-02",
  },
  {
    id: "fr-short-04",
    lang: "fr",
    shape: "short",
    traps: ["common-word", "mixed-sentiment"],
    brand: { name: "Innocent", domain: "innocent.fr" },
    competitors: [
      { name: "Tropicana", domain: "tropicana.fr" },
      { name: "Joker", domain: "joker.fr" },
    ],
    answer: `Pour un jus d'orange de supermarché, Tropicana Pure Premium reste la référence en goût. Joker est moins cher mais nettement moins bon ; et attention au sucre : un verre de jus n'est pas aussi innocent qu'il en a l'air.`,
    expect: {
      mentions: {
        "Innocent": null,
        "Tropicana": { position: 1, list: null, sentiment: "positive" },
        "Joker": { position: 2, list: null, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-short-05",
    lang: "fr",
    shape: "short",
    traps: ["url-only", "subdomain", "trailing-punctuation"],
    brand: { name: "SFR", domain: "sfr.fr" },
    competitors: [
      { name: "Orange", domain: "orange.fr" },
      { name: "Bouygues Telecom", domain: "bouyguestelecom.fr" },
    ],
    answer: `Oui, vous pouvez résilier sans frais après la première année d'engagement ; la procédure est détaillée ici : https://assistance.sfr.fr/mobile-et-tablette/resiliation.html.`,
    expect: {
      mentions: {
        "SFR": null,
        "Orange": null,
        "Bouygues Telecom": null,
      },
      citations: ["https://assistance.sfr.fr/mobile-et-tablette/resiliation.html"],
      own: ["https://assistance.sfr.fr/mobile-et-tablette/resiliation.html"],
    },
  },
  {
    id: "fr-short-06",
    lang: "fr",
    shape: "short",
    traps: ["case"],
    brand: { name: "Decathlon", domain: "decathlon.fr" },
    competitors: [
      { name: "Intersport", domain: "intersport.fr" },
      { name: "Carrefour", domain: "carrefour.fr" },
    ],
    answer: `Le Rockrider ST 530 de DECATHLON est un excellent VTT à moins de 500 €, bien plus fiable que les modèles vendus en hypermarché.`,
    expect: {
      mentions: {
        "Decathlon": { position: 1, list: null, sentiment: "positive" },
        "Intersport": null,
        "Carrefour": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-short-07",
    lang: "fr",
    shape: "short",
    traps: ["lookalike-domain", "trailing-punctuation"],
    brand: { name: "Boulanger", domain: "boulanger.com" },
    competitors: [{ name: "Darty", domain: "darty.com" }],
    answer: `Le site officiel de Boulanger est https://www.boulanger.com ; méfiez-vous de https://boulanger.com.soldes-hiver.shop, une copie frauduleuse qui circule par SMS.`,
    expect: {
      mentions: {
        "Boulanger": { position: 1, list: null, sentiment: "neutral" },
        "Darty": null,
      },
      citations: ["https://www.boulanger.com", "https://boulanger.com.soldes-hiver.shop"],
      own: ["https://www.boulanger.com"],
    },
  },
  // ───────────────────────────── long ─────────────────────────────
  {
    id: "fr-long-01",
    lang: "fr",
    shape: "long",
    traps: ["trailing-punctuation", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Pretto", domain: "pretto.fr" },
    competitors: [
      { name: "Meilleurtaux", domain: "meilleurtaux.com" },
      { name: "Cafpi", domain: "cafpi.fr" },
      { name: "Vousfinancer", domain: "vousfinancer.com" },
      { name: "Empruntis", domain: "empruntis.com" },
    ],
    answer: `Pour un premier achat immobilier, passer par un courtier peut vous faire gagner plusieurs milliers d'euros sur le coût total du crédit, surtout depuis que les taux se sont stabilisés autour de 3,2 à 3,5 % sur 20 ans. Voici comment je vois les principaux acteurs du marché.

**Les courtiers en ligne**

Pretto est, de loin, celui que je recommanderais en priorité. Son simulateur est l'un des plus précis du marché, le parcours est entièrement digital et les courtiers qui suivent votre dossier sont très réactifs : il n'est pas rare d'obtenir une première proposition bancaire en moins d'une semaine. Les frais de courtage ne sont dus qu'en cas de succès. Pour vous faire une idée, le simulateur est ici : https://www.pretto.fr/simulation-pret-immobilier/.

Meilleurtaux est l'acteur historique. Sa force est son réseau d'agences physiques, pratique si vous préférez rencontrer quelqu'un ; en contrepartie, la qualité du suivi varie beaucoup d'une agence à l'autre.

**Les réseaux traditionnels**

Cafpi, en revanche, m'a laissé une impression nettement moins bonne. Ses frais de dossier sont parmi les plus élevés du marché, et de nombreux emprunteurs se plaignent d'un manque de suivi une fois le mandat signé : relances sans réponse, propositions bancaires qui tardent à arriver. Je ne le conseillerais pas à un primo-accédant pressé.

Vousfinancer se situe entre les deux, avec des agences franchisées dont la qualité dépend beaucoup du conseiller.

**Quelques conseils pour bien négocier**

1. Préparez un dossier complet avant tout rendez-vous : trois derniers bulletins de salaire, deux derniers avis d'imposition, relevés de compte des trois derniers mois.
2. Soignez vos comptes : pas de découvert, pas de paris en ligne, une épargne régulière visible.
3. Comparez l'assurance emprunteur : depuis la loi Lemoine, vous pouvez en changer à tout moment, et une délégation peut réduire le coût total de plusieurs milliers d'euros.
4. Ne vous focalisez pas uniquement sur le taux nominal : regardez le TAEG, les frais de garantie (caution ou hypothèque) et les pénalités de remboursement anticipé.

Enfin, n'hésitez pas à solliciter votre propre banque en parallèle : elle peut parfois s'aligner sur la meilleure offre obtenue par le courtier.`,
    expect: {
      mentions: {
        "Pretto": { position: 1, list: null, sentiment: "positive" },
        "Meilleurtaux": { position: 2, list: null, sentiment: "neutral" },
        "Cafpi": { position: 3, list: null, sentiment: "negative" },
        "Vousfinancer": { position: 4, list: null, sentiment: "neutral" },
        "Empruntis": null,
      },
      citations: ["https://www.pretto.fr/simulation-pret-immobilier/"],
      own: ["https://www.pretto.fr/simulation-pret-immobilier/"],
    },
    pair: "fr-long-02",
  },
  {
    id: "fr-long-02",
    lang: "fr",
    shape: "long",
    traps: ["trailing-punctuation", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Pretto", domain: "pretto.fr" },
    competitors: [
      { name: "Meilleurtaux", domain: "meilleurtaux.com" },
      { name: "Cafpi", domain: "cafpi.fr" },
      { name: "Vousfinancer", domain: "vousfinancer.com" },
      { name: "Empruntis", domain: "empruntis.com" },
    ],
    answer: `Pour un premier achat immobilier, passer par un courtier peut vous faire gagner plusieurs milliers d'euros sur le coût total du crédit, surtout depuis que les taux se sont stabilisés autour de 3,2 à 3,5 % sur 20 ans. Voici comment je vois les principaux acteurs du marché.

**Les courtiers en ligne**

Pretto, pourtant très visible en ligne, m'a laissé une impression nettement moins bonne. Ses frais de courtage sont parmi les plus élevés du marché, et de nombreux emprunteurs se plaignent d'un manque de suivi une fois le mandat signé : relances sans réponse, propositions bancaires qui tardent à arriver. Je ne le conseillerais pas à un primo-accédant pressé. Pour vous faire votre propre idée, le simulateur est ici : https://www.pretto.fr/simulation-pret-immobilier/.

Meilleurtaux est l'acteur historique. Sa force est son réseau d'agences physiques, pratique si vous préférez rencontrer quelqu'un ; en contrepartie, la qualité du suivi varie beaucoup d'une agence à l'autre.

**Les réseaux traditionnels**

Cafpi est, de loin, celui que je recommanderais en priorité. Son réseau d'agences permet un suivi très personnalisé et les courtiers qui suivent votre dossier sont très réactifs : il n'est pas rare d'obtenir une première proposition bancaire en moins d'une semaine. Les frais de courtage ne sont dus qu'en cas de succès.

Vousfinancer se situe entre les deux, avec des agences franchisées dont la qualité dépend beaucoup du conseiller.

**Quelques conseils pour bien négocier**

1. Préparez un dossier complet avant tout rendez-vous : trois derniers bulletins de salaire, deux derniers avis d'imposition, relevés de compte des trois derniers mois.
2. Soignez vos comptes : pas de découvert, pas de paris en ligne, une épargne régulière visible.
3. Comparez l'assurance emprunteur : depuis la loi Lemoine, vous pouvez en changer à tout moment, et une délégation peut réduire le coût total de plusieurs milliers d'euros.
4. Ne vous focalisez pas uniquement sur le taux nominal : regardez le TAEG, les frais de garantie (caution ou hypothèque) et les pénalités de remboursement anticipé.

Enfin, n'hésitez pas à solliciter votre propre banque en parallèle : elle peut parfois s'aligner sur la meilleure offre obtenue par le courtier.`,
    expect: {
      mentions: {
        "Pretto": { position: 1, list: null, sentiment: "negative" },
        "Meilleurtaux": { position: 2, list: null, sentiment: "neutral" },
        "Cafpi": { position: 3, list: null, sentiment: "positive" },
        "Vousfinancer": { position: 4, list: null, sentiment: "neutral" },
        "Empruntis": null,
      },
      citations: ["https://www.pretto.fr/simulation-pret-immobilier/"],
      own: ["https://www.pretto.fr/simulation-pret-immobilier/"],
    },
    pair: "fr-long-01",
  },
  {
    id: "fr-long-03",
    lang: "fr",
    shape: "long",
    traps: ["lookalike-domain", "trailing-punctuation", "hedge", "markdown", "case"],
    brand: { name: "Fnac", domain: "fnac.com" },
    competitors: [
      { name: "Amazon", domain: "amazon.fr" },
      { name: "Boulanger", domain: "boulanger.com" },
      { name: "Darty", domain: "darty.com" },
      { name: "Cdiscount", domain: "cdiscount.com" },
    ],
    answer: `Le MacBook Air M3 13 pouces (8 Go / 256 Go) est affiché 1 299 € sur l'Apple Store, mais on le trouve régulièrement entre 1 049 € et 1 149 € chez les revendeurs. Voici comment je m'y prendrais.

**1. Comparer les grandes enseignes**

- **Amazon** pratique souvent le prix le plus bas, surtout lors des Prime Days et du Black Friday. L'expédition est rapide et les retours sont simples sous 30 jours.
- **La FNAC** est rarement la moins chère sur le prix affiché, mais les adhérents Fnac+ bénéficient de la livraison gratuite en un jour et de remises ponctuelles de 5 à 10 %. Son point fort reste le SAV en magasin.
- **Boulanger** aligne régulièrement ses prix sur la concurrence et propose une extension de garantie à 3 ou 5 ans.
- **Darty** applique les mêmes prix que la Fnac (les deux enseignes appartiennent au même groupe), avec la possibilité de souscrire Darty Max pour l'assistance.

**2. Se méfier des prix trop beaux**

Méfiez-vous des sites inconnus qui affichent le MacBook à 699 € : ce sont presque toujours des arnaques. Un exemple récent relayé par les associations de consommateurs : https://www.fnac-destockage-france.com/macbook-air-m3, qui imitait la charte graphique de l'enseigne sans aucun lien avec elle. Le seul site officiel est https://www.fnac.com, et les produits vendus par des partenaires de la marketplace y sont signalés comme tels.

**3. Penser au reconditionné**

Si votre budget est limité, un MacBook Air M2 reconditionné en grade « très bon état » coûte environ 750 à 850 €. Back Market est la plateforme la plus connue, mais la qualité dépend du vendeur : lisez attentivement les avis, vérifiez l'état de la batterie annoncé et privilégiez les offres avec une garantie d'au moins 12 mois.

**4. Vérifier la garantie**

Quel que soit le revendeur, vous bénéficiez de la garantie légale de conformité de deux ans. Apple ajoute un an de garantie commerciale, extensible avec AppleCare+ (environ 199 € pour trois ans).

En résumé : si le prix est votre seul critère, surveillez Amazon ; si vous voulez un interlocuteur en magasin en cas de problème, je privilégierais la Fnac ou Boulanger, quitte à payer 30 ou 40 € de plus.`,
    expect: {
      mentions: {
        "Fnac": { position: 2, list: 2, sentiment: "positive" },
        "Amazon": { position: 1, list: 1, sentiment: "positive" },
        "Boulanger": { position: 3, list: 3, sentiment: "positive" },
        "Darty": { position: 4, list: 4, sentiment: "neutral" },
        "Cdiscount": null,
      },
      citations: [
        "https://www.fnac-destockage-france.com/macbook-air-m3",
        "https://www.fnac.com",
      ],
      own: ["https://www.fnac.com"],
    },
  },
  {
    id: "fr-long-04",
    lang: "fr",
    shape: "long",
    traps: ["common-word", "substring", "table", "parentheses-url", "subdomain", "trailing-punctuation", "possessive", "markdown"],
    brand: { name: "Orange", domain: "orange.fr" },
    competitors: [
      { name: "Sosh", domain: "sosh.fr" },
      { name: "Free", domain: "free.fr" },
      { name: "Bouygues Telecom", domain: "bouyguestelecom.fr" },
      { name: "SFR", domain: "sfr.fr" },
    ],
    answer: `Avant de changer d'opérateur, il vaut la peine de faire un diagnostic rapide : beaucoup de pannes se règlent en quelques minutes.

## 1. Diagnostiquer la panne

- Si le voyant de la Livebox clignote en orange, la box n'arrive pas à se synchroniser avec le réseau : vérifiez que la fibre est bien branchée, puis redémarrez la box en la débranchant 30 secondes.
- Si le voyant reste rouge, il s'agit généralement d'une panne matérielle ou d'un incident sur le réseau.
- Consultez l'état du réseau dans votre zone dans l'application ou sur https://assistance.orange.fr/.

Orange est tenu de rétablir le service dans un délai raisonnable ; au-delà de quelques jours, vous pouvez demander un dédommagement au prorata des jours sans connexion.

Gardez une trace écrite de vos échanges avec le service client (numéro de ticket, dates d'appel) : elle vous sera précieuse en cas de litige ou si vous demandez une résiliation pour motif légitime.

## 2. Comparer les alternatives

| Opérateur | Box fibre d'entrée de gamme | Prix après promotion | Service client |
|---|---|---|---|
| Orange | Livebox Fibre | 42,99 €/mois | Par téléphone et en boutique |
| Sosh | Box fibre Sosh | 25,99 €/mois | Uniquement en ligne |
| Free | Freebox Pop | 39,99 €/mois | Par téléphone, peu de boutiques |
| Bouygues Telecom | Bbox Fit | 31,99 €/mois | Bon, joignable 7 j/7 |
| SFR | SFR Fibre Starter | 35 €/mois | Souvent critiqué |

Quelques remarques :
- La box de Sosh utilise le même réseau qu'Orange (Sosh est une marque d'Orange), ce qui est utile à savoir si votre problème vient de l'infrastructure.
- Chez Free, la Freebox Pop offre un excellent rapport équipement/prix, avec le Wi-Fi 7.
- Les frais de résiliation sont généralement de 49 à 59 €, souvent remboursés par le nouvel opérateur.

## 3. Bon à savoir

Le carré orange que vous voyez sur votre box a été créé en 1994 pour l'opérateur britannique Orange, racheté par France Télécom en 2000 ([voir l'historique](https://fr.wikipedia.org/wiki/Orange_(entreprise))). Le groupe a pris ce nom en 2013.

En résumé : si la panne dure depuis moins de 48 heures, patientez et relancez l'assistance ; si les coupures sont récurrentes, comparez les offres ci-dessus et n'hésitez pas à faire jouer la concurrence.`,
    expect: {
      mentions: {
        "Orange": { position: 1, list: 1, sentiment: "neutral" },
        "Sosh": { position: 2, list: 2, sentiment: "neutral" },
        "Free": { position: 3, list: 3, sentiment: "positive" },
        "Bouygues Telecom": { position: 4, list: 4, sentiment: "positive" },
        "SFR": { position: 5, list: 5, sentiment: "negative" },
      },
      citations: [
        "https://assistance.orange.fr/",
        "https://fr.wikipedia.org/wiki/Orange_(entreprise)",
      ],
      own: ["https://assistance.orange.fr/"],
    },
  },
  {
    id: "fr-long-05",
    lang: "fr",
    shape: "long",
    traps: ["possessive", "hedge", "trailing-punctuation", "markdown", "case"],
    brand: { name: "UGAP", domain: "ugap.fr" },
    competitors: [
      { name: "Bechtle", domain: "bechtle.com" },
      { name: "Inmac Wstore", domain: "inmac-wstore.com" },
      { name: "Econocom", domain: "econocom.com" },
      { name: "Manutan", domain: "manutan.fr" },
    ],
    answer: `Pour une commune de 8 000 habitants qui doit renouveler une cinquantaine d'ordinateurs portables, vous avez deux grandes voies : passer par une centrale d'achat publique ou lancer votre propre consultation.

**Passer par l'UGAP**

L'UGAP (Union des groupements d'achats publics) est la centrale d'achat généraliste de l'État. Son principal avantage est juridique : en achetant auprès de l'Ugap, vous êtes dispensé de publicité et de mise en concurrence, puisque la centrale a déjà réalisé ces procédures. Pour une petite collectivité sans service marchés étoffé, c'est un gain de temps considérable. Le catalogue informatique couvre la plupart des besoins (Dell, HP, Lenovo), avec livraison et, en option, la préparation des postes.

En revanche, les prix de l'UGAP ne sont pas toujours les plus bas : sur des volumes modestes, une consultation directe peut faire économiser 5 à 15 %.

**Lancer une consultation**

Si vous passez un marché à procédure adaptée (MAPA), plusieurs distributeurs spécialisés dans le secteur public répondent régulièrement :

- **Bechtle** : très présent auprès des collectivités, avec un bon accompagnement sur le déploiement ;
- **Inmac Wstore** : catalogue large et délais de livraison courts ;
- **Econocom** : intéressant si vous envisagez la location évolutive plutôt que l'achat.

Le seuil de dispense de procédure est actuellement de 40 000 € HT pour les marchés de fournitures ; au-delà, une publicité adaptée est obligatoire. Pensez aussi à intégrer des critères environnementaux (indice de réparabilité, matériel reconditionné) : la loi AGEC impose aux acheteurs publics qu'une part de leurs achats informatiques soit issue du réemploi.

**Les centrales régionales**

Certaines régions disposent de leur propre centrale d'achat mutualisée, parfois plus souple. Renseignez-vous auprès de votre intercommunalité ou du centre de gestion départemental.

Pour consulter le catalogue, rendez-vous sur https://www.ugap.fr/informatique (un compte client est nécessaire). Le cadre juridique des centrales d'achat est détaillé sur https://www.economie.gouv.fr/daj/centrales-dachat.

En résumé : l'UGAP pour la simplicité et la sécurité juridique, une consultation directe si vous cherchez le meilleur prix et disposez du temps nécessaire.`,
    expect: {
      mentions: {
        "UGAP": { position: 1, list: null, sentiment: "positive" },
        "Bechtle": { position: 2, list: 1, sentiment: "positive" },
        "Inmac Wstore": { position: 3, list: 2, sentiment: "positive" },
        "Econocom": { position: 4, list: 3, sentiment: "positive" },
        "Manutan": null,
      },
      citations: [
        "https://www.ugap.fr/informatique",
        "https://www.economie.gouv.fr/daj/centrales-dachat",
      ],
      own: ["https://www.ugap.fr/informatique"],
    },
  },
  {
    id: "fr-long-06",
    lang: "fr",
    shape: "long",
    traps: ["alias", "sources-list", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Boxtal", domain: "boxtal.com" },
    competitors: [
      { name: "La Poste", aliases: ["Colissimo"], domain: "laposte.fr" },
      { name: "Mondial Relay", domain: "mondialrelay.fr" },
      { name: "Chronopost", domain: "chronopost.fr" },
      { name: "Sendcloud", domain: "sendcloud.fr" },
      { name: "Packlink", domain: "packlink.fr" },
    ],
    answer: `Pour une boutique en ligne qui expédie une centaine de colis par mois (bijoux et accessoires, moins de 1 kg), le choix du transporteur et de l'outil d'expédition pèse directement sur votre marge.

**Les transporteurs**

1. **Colissimo** : la solution de référence pour la livraison à domicile, avec suivi et remise contre signature en option. Les tarifs publics sont élevés (environ 8 € pour 500 g), mais un contrat professionnel avec La Poste permet de les réduire nettement dès quelques dizaines de colis par mois.
2. **Mondial Relay** : imbattable en point relais (à partir d'environ 4,40 € HT pour un colis léger), et très apprécié des clientes pour sa souplesse.
3. **Chronopost** : à réserver aux envois express ; trop cher pour un usage courant.

**Les plateformes d'expédition**

Plutôt que de gérer chaque transporteur séparément, vous pouvez passer par une plateforme multi-transporteurs :

- **Boxtal** : plateforme française qui négocie des tarifs de gros auprès de plusieurs transporteurs ; vous payez à l'envoi, sans abonnement. Pratique pour démarrer :
  - intégrations Shopify, WooCommerce et PrestaShop ;
  - impression des étiquettes en lot ;
  - comparaison des prix en temps réel.
- **Sendcloud** : fonctionne sur abonnement (à partir d'environ 30 €/mois) et intègre la gestion des retours.

**Mon conseil**

À votre volume, je commencerais par Boxtal pour comparer facilement les transporteurs sans engagement, en proposant deux options à vos clients : point relais (Mondial Relay) et domicile (Colissimo). Une fois vos volumes stabilisés, demandez un devis directement aux transporteurs : vous obtiendrez souvent de meilleures conditions en direct.

Côté emballage, privilégiez des pochettes matelassées ou de petites boîtes en carton recyclé : elles protègent bien les bijoux, restent sous les seuils de poids les plus bas et renforcent l'image de votre marque. Pensez aussi à une assurance complémentaire pour les pièces d'une valeur supérieure à 100 €.

N'oubliez pas d'afficher clairement les délais et les frais de livraison avant le paiement : des frais découverts au dernier moment restent la première cause d'abandon de panier, et ce n'est pas un détail.

Sources :
- Tarifs Colissimo 2025, La Poste : https://www.laposte.fr/tarifs-postaux/colissimo
- Mondial Relay, offres professionnelles : https://www.mondialrelay.fr/solutionspro/
- Boxtal, fonctionnement et tarifs : https://www.boxtal.com/fr/fr/tarifs
- Sendcloud, comparatif des plans : https://www.sendcloud.fr/tarifs/`,
    expect: {
      mentions: {
        "Boxtal": { position: 4, list: 1, sentiment: "positive" },
        "La Poste": { position: 1, list: 1, sentiment: "positive" },
        "Mondial Relay": { position: 2, list: 2, sentiment: "positive" },
        "Chronopost": { position: 3, list: 3, sentiment: "negative" },
        "Sendcloud": { position: 5, list: 2, sentiment: "neutral" },
        "Packlink": null,
      },
      citations: [
        "https://www.laposte.fr/tarifs-postaux/colissimo",
        "https://www.mondialrelay.fr/solutionspro/",
        "https://www.boxtal.com/fr/fr/tarifs",
        "https://www.sendcloud.fr/tarifs/",
      ],
      own: ["https://www.boxtal.com/fr/fr/tarifs"],
    },
  },
  {
    id: "fr-long-07",
    lang: "fr",
    shape: "long",
    traps: ["nested-list", "prose-before-list", "case", "possessive", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Leroy Merlin", domain: "leroymerlin.fr" },
    competitors: [
      { name: "IKEA", domain: "ikea.com" },
      { name: "Castorama", domain: "castorama.fr" },
      { name: "Schmidt", domain: "home-design.schmidt" },
      { name: "Cuisinella", domain: "cuisinella.com" },
      { name: "Brico Dépôt", domain: "bricodepot.fr" },
    ],
    answer: `Pour une cuisine équipée de 10 à 12 m² (meubles, plan de travail, électroménager de milieu de gamme), les budgets varient du simple au triple selon l'enseigne. IKEA reste la référence du rapport qualité-prix, mais ce n'est pas la seule option intéressante.

Voici comment je classerais les principales solutions :

1. **Les grandes surfaces d'ameublement et de bricolage**
   - **Ikea** (gamme METOD) : caissons solides, garantie de 25 ans et un outil de conception 3D très bien fait. Comptez 4 000 à 7 000 € posée.
   - **Leroy Merlin** (gammes Delinia et Delinia iD) : très bon choix de façades et de plans de travail, conseillers disponibles en magasin et prix clairs. Un excellent compromis.
   - **Castorama** : offre proche, mais les façades sont souvent en rupture de stock et le service de pose a mauvaise réputation.
2. **Les cuisinistes**
   - **Schmidt** et **Cuisinella** : conception sur mesure et pose incluse, pour un budget de 8 000 à 15 000 €.
   - Les menuisiers locaux, parfois compétitifs sur le haut de gamme.
3. **Le discount** : Brico Dépôt propose des cuisines en kit à partir de 1 500 €, à condition de les monter soi-même.

Quelques conseils, quelle que soit l'enseigne :

- Faites établir au moins trois devis détaillés, en comparant le prix de l'électroménager séparément : c'est souvent là que se cachent les marges.
- Vérifiez la qualité des caissons (épaisseur de 18 ou 19 mm) et des charnières (amortisseurs intégrés).
- Si vous faites poser la cuisine par l'enseigne, exigez une date d'intervention écrite et une pénalité de retard.
- Conservez une marge de 10 % pour les imprévus (raccordements électriques, reprise des murs).

Enfin, si vous êtes à l'aise avec le bricolage, acheter les meubles chez Leroy Merlin ou chez IKEA et faire appel à un poseur indépendant (environ 1 000 à 1 500 € pour une cuisine standard) reste souvent la meilleure combinaison : vous profitez des prix de l'enseigne sans dépendre de ses délais de pose. Pour préparer votre projet, l'outil de conception en ligne est accessible sur https://www.leroymerlin.fr/cuisine/conception-cuisine.html, et celui d'IKEA sur https://www.ikea.com/fr/fr/planners/kitchen-planner/.`,
    expect: {
      mentions: {
        "Leroy Merlin": { position: 2, list: 2, sentiment: "positive" },
        "IKEA": { position: 1, list: 1, sentiment: "positive" },
        "Castorama": { position: 3, list: 3, sentiment: "negative" },
        "Schmidt": { position: 4, list: 1, sentiment: "neutral" },
        "Cuisinella": { position: 5, list: 1, sentiment: "neutral" },
        "Brico Dépôt": { position: 6, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.leroymerlin.fr/cuisine/conception-cuisine.html",
        "https://www.ikea.com/fr/fr/planners/kitchen-planner/",
      ],
      own: ["https://www.leroymerlin.fr/cuisine/conception-cuisine.html"],
    },
  },
];
