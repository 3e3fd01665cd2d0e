import type { CorpusCase } from "./types.ts";

// Round 11: hand-labelled. Sectors: e-readers, backpacking tents, hiking boots, home cameras, London coffee roasters,
// kids' mattresses, photo printing, online driving schools, French craft beer, home alarms, Latin American low-cost
// airlines, dental chains, motosharing, Rioja/Ribera wine, Madrid bakeries, recruiting software, trekking backpacks,
// Berlin coffee roasters, Hamburg regional banks, Hamburg bakery chains.

export const cases: CorpusCase[] = [
  // ===================================== EN =====================================

  // en-01: "kindle a reading habit" is the verb (not a mention) while "my old kindle"/"a kobo" in a lower-case quote are the devices; Boox reached via alias; help.kobo.com own via subdomain. Kobo positive (negated criticism "hardly anyone complains"), Kindle negative (negated praise "not exactly ideal" + faults, user switched away), PocketBook neutral (specs/price), Onyx Boox positive (conditional but plainly "brilliant pick").
  {
    id: "en-r11-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["utm", "markdown", "common-word", "case", "alias", "subdomain", "negation", "mixed-sentiment"],
    brand: { name: "Kobo", aliases: ["Rakuten Kobo"], domain: "kobo.com" },
    competitors: [
      { name: "Kindle", aliases: ["Amazon Kindle"], domain: "amazon.com" },
      { name: "PocketBook", domain: "pocketbook-int.com" },
      { name: "Onyx Boox", aliases: ["Boox"], domain: "boox.com" },
    ],
    answer: `If borrowing library ebooks is your priority, here's how the main e-readers stack up:

1. **Kobo Libra Colour** — OverDrive is built right in, so you can borrow library books on the device itself, no phone needed. Hardly anyone complains about its screen, and the physical page-turn buttons are a genuine plus. ([kobo.com](https://www.kobo.com/us/en/ereaders/libra-colour?utm_source=chatgpt.com))
2. **Kindle Paperwhite** — Not exactly ideal for library users: lending only works in the US (through Libby), and it still can't open EPUB files without converting them first. ([amazon.com](https://www.amazon.com/dp/B0CFPJYX7P?utm_source=chatgpt.com))
3. **PocketBook Verse Pro** — Reads EPUB, PDF and MOBI, plays audiobooks, is waterproof to IPX8 and sells for about $170. ([pocketbook-int.com](https://pocketbook-int.com/us/verse-pro?utm_source=chatgpt.com))
4. **Boox Go 6** — If you also want apps, this is a brilliant pick: it runs Android, so Libby installs natively, and the screen is superb for the price. ([boox.com](https://shop.boox.com/products/go6?utm_source=chatgpt.com))

**Setting up library loans on a Kobo:** Settings → OverDrive → sign in with your library card. Step-by-step guide: [help.kobo.com](https://help.kobo.com/hc/en-us/articles/360017762053?utm_source=chatgpt.com).

One comment on r/ereader sums up the mood:

> "switched from my old kindle to a kobo last year and never looked back, borrowing is sooo easy"

Any of these can kindle a reading habit, but for library books specifically, the Kobo is the safest bet.`,
    expect: {
      mentions: {
        Kobo: { position: 1, list: 1, sentiment: "positive" },
        Kindle: { position: 2, list: 2, sentiment: "negative" },
        PocketBook: { position: 3, list: 3, sentiment: "neutral" },
        "Onyx Boox": { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.kobo.com/us/en/ereaders/libra-colour?utm_source=chatgpt.com",
        "https://www.amazon.com/dp/B0CFPJYX7P?utm_source=chatgpt.com",
        "https://pocketbook-int.com/us/verse-pro?utm_source=chatgpt.com",
        "https://shop.boox.com/products/go6?utm_source=chatgpt.com",
        "https://help.kobo.com/hc/en-us/articles/360017762053?utm_source=chatgpt.com",
      ],
      own: [
        "https://www.kobo.com/us/en/ereaders/libra-colour?utm_source=chatgpt.com",
        "https://help.kobo.com/hc/en-us/articles/360017762053?utm_source=chatgpt.com",
      ],
    },
  },

  // en-02: "Big Agnes Mountain" (place) and "Captain Nemo" (Verne character) are not the brands, which are named elsewhere; NEMO in caps; MSR only in the Sources list (null); Wikipedia URL with balanced parentheses in the list. Big Agnes positive (light, roomy, holds up), Nemo negative ("not a bad tent, but not exactly light", noisy fly, "I'd pick either of the others"), Durston positive ("hard to beat", quoted praise).
  {
    id: "en-r11-02",
    lang: "en",
    shape: "perplexity",
    traps: ["sources-list", "case", "parentheses-url", "negation", "mixed-sentiment"],
    brand: { name: "Nemo", aliases: ["Nemo Equipment"], domain: "nemoequipment.com" },
    competitors: [
      { name: "Big Agnes", domain: "bigagnes.com" },
      { name: "MSR", aliases: ["Mountain Safety Research"], domain: "msrgear.com" },
      { name: "Durston", aliases: ["Durston Gear"], domain: "durstongear.com" },
    ],
    answer: `For a three-season backpacking tent in the Colorado Rockies, most recent reviews narrow the field to a handful of models [1][2].

The Big Agnes Copper Spur HV UL2 is the one most testers default to: at about 1.4 kg it is light, roomy for two, and its hubbed pole set shrugs off the afternoon thunderstorms that are routine above treeline in July [1][3]. Fittingly for a Colorado company, the brand takes its name from Big Agnes Mountain, a 3,700 m peak in the Park Range north of Steamboat Springs [4].

The NEMO Dagger OSMO 2P costs around $500 [2]. It is not a bad tent, but the NEMO is not exactly light either at 1.7 kg, OutdoorGearLab's testers found its fly "noticeably noisier in wind" than the competition, and for the money I'd pick either of the others [3]. (The company name is a nod to Captain Nemo, the submarine commander of Jules Verne's novel.)

If weight matters most, the Durston X-Mid 2 is hard to beat: it pitches with trekking poles, weighs well under 1 kg, and one r/Ultralight user calls it "the best tent I've owned, full stop" [5].

Sources
[1] Big Agnes – Copper Spur HV UL2 – https://www.bigagnes.com/products/copper-spur-hv-ul2
[2] NEMO Equipment – Dagger OSMO 2P – https://www.nemoequipment.com/products/dagger-osmo-2p
[3] OutdoorGearLab – Best Backpacking Tents – https://www.outdoorgearlab.com/topics/camping-and-hiking/best-backpacking-tent
[4] Big Agnes Mountain – Wikipedia – https://en.wikipedia.org/wiki/Big_Agnes_Mountain_(Colorado)
[5] MSR Hubba Hubba vs Durston X-Mid – r/Ultralight – https://www.reddit.com/r/Ultralight/comments/17x2k9d/msr_hubba_hubba_vs_durston_xmid/`,
    expect: {
      mentions: {
        Nemo: { position: 2, list: null, sentiment: "negative" },
        "Big Agnes": { position: 1, list: null, sentiment: "positive" },
        MSR: null,
        Durston: { position: 3, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.bigagnes.com/products/copper-spur-hv-ul2",
        "https://www.nemoequipment.com/products/dagger-osmo-2p",
        "https://www.outdoorgearlab.com/topics/camping-and-hiking/best-backpacking-tent",
        "https://en.wikipedia.org/wiki/Big_Agnes_Mountain_(Colorado)",
        "https://www.reddit.com/r/Ultralight/comments/17x2k9d/msr_hubba_hubba_vs_durston_xmid/",
      ],
      own: ["https://www.nemoequipment.com/products/dagger-osmo-2p"],
    },
  },

  // en-03 (pair en-04): LOWA in caps with possessive; "*scarpa* is the Italian word for shoe" is the common noun; meindl.co.uk is a bare domain (no citation). Lowa positive (recommended; concession "even though it takes a week to break in, the fit is excellent"), Scarpa negative (concession the other way: "grip is fine, but" narrow, leaking, slow warranty), Meindl neutral (origin, model, price).
  {
    id: "en-r11-03",
    lang: "en",
    shape: "claude",
    traps: ["case", "possessive", "common-word", "negation", "mixed-sentiment"],
    brand: { name: "Lowa", domain: "lowa.com" },
    competitors: [
      { name: "Scarpa", domain: "scarpa.com" },
      { name: "Meindl", domain: "meindl.de" },
    ],
    answer: `For wide feet and long days on rocky Scottish trails, I'd lean towards LOWA's Renegade GTX Mid. Even though it takes a week or two of short walks to break in, the fit is excellent once it settles, and the heel hold is among the best I've come across in a mid-weight boot. Hardly anyone complains about the Vibram sole wearing out early, which is usually the first thing to go on boots in this price range.

The Scarpa Zodiac Plus GTX is the one I'd be more cautious about. The grip on wet rock is fine, but the toe box runs narrow, several owners on UK walking forums report the Gore-Tex lining leaking within a year, and Scarpa's warranty department reportedly took weeks to reply to claims. (Fittingly, *scarpa* is simply the Italian word for "shoe".)

Meindl is the other name worth knowing: a family firm from Kirchanschöring in Bavaria, it makes the Bhutan MFS, which retails at around £260 and comes in a wider "Comfort Fit" last. The UK stockist list is at meindl.co.uk.

Whichever you pick, try boots on in the afternoon, when your feet are at their largest, and walk down the shop's ramp to check your toes don't hit the front.`,
    expect: {
      mentions: {
        Lowa: { position: 1, list: null, sentiment: "positive" },
        Scarpa: { position: 2, list: null, sentiment: "negative" },
        Meindl: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "en-r11-04",
  },

  // en-04 (pair en-03): same text with the judgements swapped. Lowa negative ("more cautious about", "grip is fine, but" faults, slow warranty), Scarpa positive (recommended; "even though… break in, the fit is excellent"), Meindl neutral. "*scarpa*" Italian noun still not a mention.
  {
    id: "en-r11-04",
    lang: "en",
    shape: "claude",
    traps: ["case", "possessive", "common-word", "negation", "mixed-sentiment"],
    brand: { name: "Lowa", domain: "lowa.com" },
    competitors: [
      { name: "Scarpa", domain: "scarpa.com" },
      { name: "Meindl", domain: "meindl.de" },
    ],
    answer: `For wide feet and long days on rocky Scottish trails, I'd be more cautious about LOWA's Renegade GTX Mid. The grip on wet rock is fine, but the toe box runs narrow, several owners on UK walking forums report the Gore-Tex lining leaking within a year, and Lowa's warranty department reportedly took weeks to reply to claims.

The Scarpa Zodiac Plus GTX is the one I'd lean towards. Even though it takes a week or two of short walks to break in, the fit is excellent once it settles, and the heel hold is among the best I've come across in a mid-weight boot. Hardly anyone complains about the Vibram sole wearing out early, which is usually the first thing to go on boots in this price range. (Fittingly, *scarpa* is simply the Italian word for "shoe".)

Meindl is the other name worth knowing: a family firm from Kirchanschöring in Bavaria, it makes the Bhutan MFS, which retails at around £260 and comes in a wider "Comfort Fit" last. The UK stockist list is at meindl.co.uk.

Whichever you pick, try boots on in the afternoon, when your feet are at their largest, and walk down the shop's ramp to check your toes don't hit the front.`,
    expect: {
      mentions: {
        Lowa: { position: 1, list: null, sentiment: "negative" },
        Scarpa: { position: 2, list: null, sentiment: "positive" },
        Meindl: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "en-r11-03",
  },

  // en-05: the brand Canary appears only as the idiom "your canary in the coal mine" (common noun, lower case) → null. SimpliSafe positive ("easiest win"), Wyze negative ("I'd steer clear of Wyze", security glitch), ADT neutral (price fact).
  {
    id: "en-r11-05",
    lang: "en",
    shape: "short",
    traps: ["common-word", "mixed-sentiment"],
    brand: { name: "Canary", domain: "canary.is" },
    competitors: [
      { name: "SimpliSafe", domain: "simplisafe.com" },
      { name: "Wyze", domain: "wyze.com" },
      { name: "ADT", domain: "adt.com" },
    ],
    answer: `For a rented flat, SimpliSafe is the easiest win: no drilling, no contract, and most people have it running in under an hour. I'd steer clear of Wyze for indoor cameras after its 2023 glitch showed some users other people's feeds. ADT offers professional 24/7 monitoring from about $45 a month. Whatever you buy, point one camera at the front door — it's your canary in the coal mine.`,
    expect: {
      mentions: {
        Canary: null,
        SimpliSafe: { position: 1, list: null, sentiment: "positive" },
        Wyze: { position: 2, list: null, sentiment: "negative" },
        ADT: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // en-06: "the Square Mile" (City of London, place) opens the answer before any brand, so it must not rank the brand first; "single-origin" and "brewing workshops" are common words for the aliases Origin/Workshop; Climpson & Sons is only in a URL (null); own via shop. subdomain; URLs inside parentheses before a full stop; bare domain squaremilecoffee.com. Origin Coffee neutral (facts), Square Mile positive ("hard to fault", "safer bet"), Workshop Coffee negative (question answered "Not really", concession "beans are fine, but…", "nowhere near as reliable").
  {
    id: "en-r11-06",
    lang: "en",
    shape: "long",
    traps: ["common-word", "substring", "subdomain", "trailing-punctuation", "url-only", "possessive", "alias", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Square Mile", aliases: ["Square Mile Coffee Roasters"], domain: "squaremilecoffee.com" },
    competitors: [
      { name: "Workshop Coffee", aliases: ["Workshop"], domain: "workshopcoffee.com" },
      { name: "Origin Coffee", aliases: ["Origin"], domain: "origincoffee.co.uk" },
      { name: "Climpson & Sons", domain: "climpsonandsons.com" },
    ],
    answer: `Whether you work in the Square Mile or live out in Hackney, London has one of Europe's best speciality coffee scenes, so the answer depends on whether you want beans for home or a café to sit in. Here's how I'd narrow it down.

**If you're buying beans for home**

Origin Coffee roasts in Cornwall and runs a shop in Shoreditch. Most of its range is single-origin, and a fortnightly subscription starts at £10.50 a bag (https://www.origincoffee.co.uk/pages/subscriptions).

Square Mile Coffee Roasters is the name most baristas will give you first, and for good reason. Founded in 2008 by two former World Barista Champions, it roasts in Bethnal Green, and its Red Brick espresso blend is hard to fault: sweet, forgiving and remarkably consistent from bag to bag. Despite the name, the roastery isn't in the Square Mile (the City of London's financial district) but a couple of miles east. You can order Red Brick directly from their [online shop](https://shop.squaremilecoffee.com/products/red-brick), from £11 for 350 g.

Is Workshop Coffee still worth it? Not really, in my view. The beans themselves are fine, but regulars say the Marylebone café closed with no notice, online orders have taken over a week to arrive, and emails to Workshop go unanswered. Until that changes, Square Mile is the safer bet by a distance: Workshop is nowhere near as reliable right now.

**If you want a café morning**

Broadway Market on a Saturday is hard to beat: the roastery café at the top of the market has been pulling excellent flat whites for over a decade, and the queue moves faster than it looks (https://climpsonandsons.com/pages/broadway-market-cafe). Prufrock on Leather Lane and Kaffeine in Fitzrovia are also reliable stops if you are further west.

**Bottom line**

For espresso at home, start with Square Mile's Red Brick; if you prefer filter, ask for their seasonal Kenyan lot. And if you want to improve your technique, several roasters run weekend brewing workshops for around £60 — squaremilecoffee.com lists upcoming dates.`,
    expect: {
      mentions: {
        "Square Mile": { position: 2, list: null, sentiment: "positive" },
        "Workshop Coffee": { position: 3, list: null, sentiment: "negative" },
        "Origin Coffee": { position: 1, list: null, sentiment: "neutral" },
        "Climpson & Sons": null,
      },
      citations: [
        "https://www.origincoffee.co.uk/pages/subscriptions",
        "https://shop.squaremilecoffee.com/products/red-brick",
        "https://climpsonandsons.com/pages/broadway-market-cafe",
      ],
      own: ["https://shop.squaremilecoffee.com/products/red-brick"],
    },
  },

  // ===================================== FR =====================================

  // fr-01: "La question peut sembler candide" is the adjective (lower case), not the brand Candide, which is item 3; typographic apostrophe "P’tit Lit" in the list, plain one in the summary. Tineo neutral (composition, price), P'tit Lit negative ("pas vraiment fiable", slow support, "je déconseille"), Candide positive (concession "même si la housse est rêche, c'est le plus respirant", "meilleur choix"), Kadolis neutral (materials, price).
  {
    id: "fr-r11-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["utm", "markdown", "common-word", "negation", "mixed-sentiment"],
    brand: { name: "Candide", domain: "candide.fr" },
    competitors: [
      { name: "Tineo", domain: "tineo.fr" },
      { name: "P'tit Lit", domain: "ptitlit.com" },
      { name: "Kadolis", domain: "kadolis.com" },
    ],
    answer: `Pour un enfant de 3 à 6 ans qui passe du lit bébé à un « vrai » lit, voici les matelas les plus souvent recommandés :

1. **Tineo Climatisé 70x140** – Face hiver en laine, face été en coton ; vendu autour de 60 € en pharmacie et en grande surface. [tineo.fr](https://www.tineo.fr/matelas-enfant?utm_source=chatgpt.com)
2. **P’tit Lit Évolutif** – Pas vraiment fiable dans la durée : plusieurs parents signalent qu’il se creuse au bout d’un an, et le service client met des semaines à répondre. [ptitlit.com](https://www.ptitlit.com/matelas-evolutif/?utm_source=chatgpt.com)
3. **Candide Air+** – Même si la housse est un peu rêche au toucher, c’est le plus respirant de la sélection : certifié Oeko-Tex, déhoussable et fabriqué en France. [candide.fr](https://www.candide.fr/fr/matelas-air-plus?utm_source=chatgpt.com)
4. **Kadolis Coco-Latex** – Fibre de coco et latex naturel, entre 130 et 180 € selon la taille. [kadolis.com](https://www.kadolis.com/fr/matelas?utm_source=chatgpt.com)

**Fermeté ou épaisseur ?** La question peut sembler candide, mais c’est bien la fermeté qui compte : un matelas trop mou est déconseillé avant 4 ans, quelle que soit son épaisseur.

**En résumé :** pour un premier grand lit, le Candide Air+ est le meilleur choix ; en revanche, je déconseille P'tit Lit si vous comptez le garder plusieurs années.`,
    expect: {
      mentions: {
        Candide: { position: 3, list: 3, sentiment: "positive" },
        Tineo: { position: 1, list: 1, sentiment: "neutral" },
        "P'tit Lit": { position: 2, list: 2, sentiment: "negative" },
        Kadolis: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.tineo.fr/matelas-enfant?utm_source=chatgpt.com",
        "https://www.ptitlit.com/matelas-evolutif/?utm_source=chatgpt.com",
        "https://www.candide.fr/fr/matelas-air-plus?utm_source=chatgpt.com",
        "https://www.kadolis.com/fr/matelas?utm_source=chatgpt.com",
      ],
      own: ["https://www.candide.fr/fr/matelas-air-plus?utm_source=chatgpt.com"],
    },
  },

  // fr-02: Cheerz first named in the heading/intro prose, then table row 2; lower-case "cheerz" in a quoted review is still the brand; cheerz.com is a bare domain (no citation). Cheerz positive (concession "pas donné, mais de loin l'appli la plus agréable" + happy review), Photoweb positive (negated criticism "quasiment aucune plainte", and the comparison praises it), Photobox negative ("prix corrects, mais" 3 weeks and no reply; relative clause "dont le service client reste injoignable"; "loin d'être aussi fiable"), FreePrints neutral (price facts).
  {
    id: "fr-r11-02",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "prose-before-list", "markdown", "case", "negation", "mixed-sentiment"],
    brand: { name: "Cheerz", domain: "cheerz.com" },
    competitors: [
      { name: "Photoweb", domain: "photoweb.fr" },
      { name: "Photobox", domain: "photobox.fr" },
      { name: "FreePrints", domain: "freeprints.fr" },
    ],
    answer: `## Tirages photo en ligne : Cheerz face à la concurrence

Si vous utilisez déjà l'appli **Cheerz**, voici comment elle se situe face aux autres services pour des tirages classiques :

| Service | Tirage 10x15 | Délai annoncé | Ce qu'en disent les clients |
|---|---|---|---|
| **Photoweb** | 0,09 € | 3 à 5 jours | Qualité très régulière, papier Fujifilm |
| **Cheerz** | 0,39 € (format carré) | 2 à 4 jours | Rendu mat très apprécié, appli simple |
| **Photobox** | 0,12 € | 4 à 6 jours | Nombreux retards signalés en 2024 |
| **FreePrints** | Gratuit (hors frais de port) | 5 à 8 jours | Jusqu'à 45 tirages offerts par mois |

### Ce qu'il faut retenir

* **Photoweb :** on ne trouve quasiment aucune plainte sur la qualité des tirages chez Photoweb, et les couleurs restent fidèles même sur les photos de nuit.
* **Cheerz :** ce n'est pas donné, mais Cheerz reste de loin l'appli la plus agréable et le papier mat est superbe. Comme le résume une cliente : « j'ai commandé 50 tirages sur cheerz, rendu top, je recommande ».
* **Photobox :** les prix affichés sont corrects, mais plusieurs clients racontent que leur commande a mis trois semaines à arriver et que personne n'a répondu à leurs messages. Photobox, dont le service client reste injoignable, est loin d'être aussi fiable que Photoweb.
* **FreePrints :** l'application est gratuite ; seuls les frais de port sont facturés, à partir de 1,99 €.

Pour commander, tout se fait sur cheerz.com ou directement depuis l'application.`,
    expect: {
      mentions: {
        Cheerz: { position: 1, list: 2, sentiment: "positive" },
        Photoweb: { position: 2, list: 1, sentiment: "positive" },
        Photobox: { position: 3, list: 3, sentiment: "negative" },
        FreePrints: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // fr-03 (pair fr-04): "et en voiture Simone !" is the idiom (let's go), not the driving school En Voiture Simone → null; trailing footnote lines are the sources list. Ornikar positive (negated criticism "pas trouvé de plaintes sérieuses", concession "même si l'application bugue, le suivi est excellent"), Stych negative ("pas vraiment à la hauteur", "tarifs corrects, mais" waits and no replies, "je l'éviterais"), Lepermislibre neutral (price).
  {
    id: "fr-r11-03",
    lang: "fr",
    shape: "copilot",
    traps: ["common-word", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Ornikar", domain: "ornikar.com" },
    competitors: [
      { name: "Stych", domain: "stych.fr" },
      { name: "En Voiture Simone", domain: "envoituresimone.com" },
      { name: "Lepermislibre", domain: "lepermislibre.fr" },
    ],
    answer: `À Lyon, les deux plateformes de permis en ligne les plus présentes sont Ornikar et Stych [1][2].

Chez Ornikar, je n'ai pas trouvé de plaintes sérieuses sur la disponibilité des moniteurs : les créneaux se réservent en quelques clics, et même si l'application d'Ornikar bugue de temps en temps, le suivi pédagogique est excellent [1][3]. Le code en ligne est inclus dès 29,90 €.

Stych, en revanche, n'est pas vraiment à la hauteur en ce moment : les tarifs de Stych sont corrects, mais plusieurs élèves lyonnais racontent avoir attendu plus de trois semaines pour une leçon de conduite, et leurs réclamations sont restées sans réponse [4]. Si vous êtes pressé, j'éviterais Stych.

Lepermislibre propose aussi des leçons à Lyon, à partir de 39 € l'heure [5].

Une fois le code en poche, réservez vos premières heures… et en voiture Simone !

[1] https://www.ornikar.com/auto-ecole/lyon
[2] https://www.stych.fr/auto-ecole/lyon
[3] https://www.quechoisir.org/actualite-permis-de-conduire-en-ligne-n104512/
[4] https://www.trustpilot.com/review/permis-en-ligne-lyon
[5] https://www.lepermislibre.fr/tarifs`,
    expect: {
      mentions: {
        Ornikar: { position: 1, list: null, sentiment: "positive" },
        Stych: { position: 2, list: null, sentiment: "negative" },
        "En Voiture Simone": null,
        Lepermislibre: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ornikar.com/auto-ecole/lyon",
        "https://www.stych.fr/auto-ecole/lyon",
        "https://www.quechoisir.org/actualite-permis-de-conduire-en-ligne-n104512/",
        "https://www.trustpilot.com/review/permis-en-ligne-lyon",
        "https://www.lepermislibre.fr/tarifs",
      ],
      own: ["https://www.ornikar.com/auto-ecole/lyon"],
    },
    pair: "fr-r11-04",
  },

  // fr-04 (pair fr-03): judgements swapped, same order and sources. Ornikar negative ("pas vraiment à la hauteur", "tarifs corrects, mais…", "j'éviterais Ornikar"), Stych positive ("pas trouvé de plaintes sérieuses", "même si l'application bugue, le suivi est excellent"), Lepermislibre neutral; "en voiture Simone" still the idiom → null.
  {
    id: "fr-r11-04",
    lang: "fr",
    shape: "copilot",
    traps: ["common-word", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Ornikar", domain: "ornikar.com" },
    competitors: [
      { name: "Stych", domain: "stych.fr" },
      { name: "En Voiture Simone", domain: "envoituresimone.com" },
      { name: "Lepermislibre", domain: "lepermislibre.fr" },
    ],
    answer: `À Lyon, les deux plateformes de permis en ligne les plus présentes sont Ornikar et Stych [1][2].

Ornikar n'est pas vraiment à la hauteur en ce moment : les tarifs d'Ornikar sont corrects, mais plusieurs élèves lyonnais racontent avoir attendu plus de trois semaines pour une leçon de conduite, et leurs réclamations sont restées sans réponse [1][4]. Si vous êtes pressé, j'éviterais Ornikar.

Chez Stych, en revanche, je n'ai pas trouvé de plaintes sérieuses sur la disponibilité des moniteurs : les créneaux se réservent en quelques clics, et même si l'application de Stych bugue de temps en temps, le suivi pédagogique est excellent [2][3]. Le code en ligne est inclus dès 29,90 €.

Lepermislibre propose aussi des leçons à Lyon, à partir de 39 € l'heure [5].

Une fois le code en poche, réservez vos premières heures… et en voiture Simone !

[1] https://www.ornikar.com/auto-ecole/lyon
[2] https://www.stych.fr/auto-ecole/lyon
[3] https://www.quechoisir.org/actualite-permis-de-conduire-en-ligne-n104512/
[4] https://www.trustpilot.com/review/permis-en-ligne-lyon
[5] https://www.lepermislibre.fr/tarifs`,
    expect: {
      mentions: {
        Ornikar: { position: 1, list: null, sentiment: "negative" },
        Stych: { position: 2, list: null, sentiment: "positive" },
        "En Voiture Simone": null,
        Lepermislibre: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ornikar.com/auto-ecole/lyon",
        "https://www.stych.fr/auto-ecole/lyon",
        "https://www.quechoisir.org/actualite-permis-de-conduire-en-ligne-n104512/",
        "https://www.trustpilot.com/review/permis-en-ligne-lyon",
        "https://www.lepermislibre.fr/tarifs",
      ],
      own: ["https://www.ornikar.com/auto-ecole/lyon"],
    },
    pair: "fr-r11-03",
  },

  // fr-05: the answer opens with "la Goutte d'Or" the Paris neighbourhood (place, not the brand's alias) and "le massif du Mont-Blanc" is the mountain; METEOR in caps without accent is Météor; Deck & Donohue only in the Sources list (null). Météor neutral (history, price), Brasserie du Mont-Blanc negative ("a beau collectionner les médailles… pas vraiment originales, chères"), Brasserie de la Goutte d'Or positive (negated criticism "difficile de trouver quelqu'un qui se plaigne", recommended unanimously).
  {
    id: "fr-r11-05",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "case", "negation", "mixed-sentiment"],
    brand: { name: "Brasserie de la Goutte d'Or", aliases: ["Goutte d'Or"], domain: "brasserielagouttedor.com" },
    competitors: [
      { name: "Météor", aliases: ["Brasserie Météor"], domain: "brasserie-meteor.fr" },
      { name: "Brasserie du Mont-Blanc", aliases: ["Mont-Blanc"], domain: "brasserie-montblanc.com" },
      { name: "Deck & Donohue", domain: "deck-donohue.com" },
    ],
    answer: `Si vous logez du côté de Barbès, commencez par la Goutte d'Or : le quartier compte plusieurs caves à bières et bars spécialisés [1]. Pour une bouteille à offrir, voici quelques valeurs sûres parmi les brasseries françaises.

Vous cherchez une bière simple et pas chère ? La METEOR Pils est brassée à Hochfelden, en Alsace, par la plus ancienne brasserie familiale indépendante de France, fondée en 1640 [2]. On la trouve dans la plupart des supermarchés de l'Est, autour de 1,80 € la bouteille.

Quant à la Brasserie du Mont-Blanc, elle a beau collectionner les médailles et vanter l'eau des glaciers du massif du Mont-Blanc sur ses étiquettes, ses bières ne sont pas vraiment originales et restent chères pour ce qu'elles sont, selon plusieurs cavistes [3].

À Paris, difficile de trouver quelqu'un qui se plaigne de la Brasserie de la Goutte d'Or : ses bières portent le nom des rues du quartier, et son ambrée Château Rouge est recommandée presque unanimement par les cavistes de la capitale [4].

Sources
[1] Paris Zigzag – Bars à bières de la Goutte d'Or – https://www.pariszigzag.fr/sortir-paris/bars-bieres-goutte-dor
[2] Brasserie Météor – Notre histoire – https://www.brasserie-meteor.fr/histoire
[3] Brasserie du Mont-Blanc – Nos bières – https://www.brasserie-montblanc.com/nos-bieres/
[4] Brasserie de la Goutte d'Or – Nos bières – https://www.brasserielagouttedor.com/nos-bieres
[5] Deck & Donohue – Brasserie artisanale à Montreuil – https://www.deck-donohue.com/`,
    expect: {
      mentions: {
        "Brasserie de la Goutte d'Or": { position: 3, list: null, sentiment: "positive" },
        Météor: { position: 1, list: null, sentiment: "neutral" },
        "Brasserie du Mont-Blanc": { position: 2, list: null, sentiment: "negative" },
        "Deck & Donohue": null,
      },
      citations: [
        "https://www.pariszigzag.fr/sortir-paris/bars-bieres-goutte-dor",
        "https://www.brasserie-meteor.fr/histoire",
        "https://www.brasserie-montblanc.com/nos-bieres/",
        "https://www.brasserielagouttedor.com/nos-bieres",
        "https://www.deck-donohue.com/",
      ],
      own: ["https://www.brasserielagouttedor.com/nos-bieres"],
    },
  },

  // fr-06: "l'Ajax d'Amsterdam" is the football club (elided, but not the brand); "l'appli d'Ajax" is the brand (elision). Ajax positive ("meilleur rapport qualité-prix", "fiabilité rare"), Verisure negative (hedge "pas franchement bon marché", 36-month lock-in), Somfy neutral (price).
  {
    id: "fr-r11-06",
    lang: "fr",
    shape: "short",
    traps: ["possessive", "alias", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Ajax", aliases: ["Ajax Systems"], domain: "ajax.systems" },
    competitors: [
      { name: "Verisure", domain: "verisure.fr" },
      { name: "Somfy", domain: "somfy.fr" },
    ],
    answer: `Pour un appartement, Ajax Systems offre le meilleur rapport qualité-prix : pas d'abonnement obligatoire, et l'appli d'Ajax est d'une fiabilité rare (rien à voir avec l'Ajax d'Amsterdam, c'est une marque ukrainienne). Verisure n'est pas franchement bon marché, avec 40 à 50 € par mois et un engagement de 36 mois. Somfy vend son kit Home Alarm autour de 299 €.`,
    expect: {
      mentions: {
        Ajax: { position: 1, list: null, sentiment: "positive" },
        Verisure: { position: 2, list: null, sentiment: "negative" },
        Somfy: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // ===================================== ES =====================================

  // es-01: Arajet named in the intro prose before the table (position 1, row 4); JetSMART written JETSMART and Jetsmart; Sky reached through its alias in the bullets. JetSMART positive ("le gana a Sky en puntualidad", "la apuesta más segura"), Sky Airline negative (loses the comparison, "no es precisamente barata"), Flybondi negative ("mejor evitar Flybondi"), Arajet neutral (route/fleet facts).
  {
    id: "es-r11-01",
    lang: "es",
    shape: "gemini",
    traps: ["table", "prose-before-list", "case", "alias", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "JetSMART", domain: "jetsmart.com" },
    competitors: [
      { name: "Sky Airline", aliases: ["Sky"], domain: "skyairline.com" },
      { name: "Flybondi", domain: "flybondi.com" },
      { name: "Arajet", domain: "arajet.com" },
    ],
    answer: `## Aerolíneas low cost en Sudamérica: ¿cuál elegir?

Para volar barato dentro de Chile, Perú y Argentina (y hacia el Caribe con Arajet), estas son las opciones principales:

| Aerolínea | Mercados principales | Tarifa base desde | Equipaje incluido |
|---|---|---|---|
| **JetSMART** | Chile, Perú, Argentina, Colombia | USD 25 | Solo artículo personal |
| **Sky Airline** | Chile, Perú | USD 30 | Solo artículo personal |
| **Flybondi** | Argentina, Brasil | USD 20 | Solo artículo personal |
| **Arajet** | República Dominicana y una veintena de destinos | USD 45 | Artículo personal |

### Puntos clave

* **Puntualidad:** JETSMART le gana a Sky en puntualidad: más del 85 % de sus vuelos salieron a tiempo en 2023, según Cirium.
* **Equipaje:** Sky no es precisamente barata cuando sumas la maleta de bodega, que puede duplicar el precio del billete.
* **Cancelaciones:** mejor evitar Flybondi si tienes una conexión ajustada; las cancelaciones de última hora son frecuentes y los reembolsos tardan meses.
* **Caribe:** Arajet opera desde Santo Domingo con una flota de Boeing 737 MAX.

### Recomendación

Si vuelas dentro de Chile o Perú, **Jetsmart** es la apuesta más segura.`,
    expect: {
      mentions: {
        JetSMART: { position: 2, list: 1, sentiment: "positive" },
        "Sky Airline": { position: 3, list: 2, sentiment: "negative" },
        Flybondi: { position: 4, list: 3, sentiment: "negative" },
        Arajet: { position: 1, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },

  // es-02 (pair es-03): trailing "Fuentes" list repeats the names (no effect); a Doctoralia/OCU/El País mix of sources. Caredent positive (fixed prices, negated criticism "no hay quejas relevantes"), Vitaldent negative ("no sale muy bien parada", concession "precio razonable, pero" pressure selling, "yo evitaría Vitaldent"), Dentix negative (closed leaving patients with paid, unfinished treatments).
  {
    id: "es-r11-02",
    lang: "es",
    shape: "perplexity",
    traps: ["sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Caredent", domain: "caredent.es" },
    competitors: [
      { name: "Vitaldent", domain: "vitaldent.com" },
      { name: "Dentix", domain: null },
    ],
    answer: `En Madrid, las dos cadenas con más clínicas son Vitaldent y Caredent [1][2].

Caredent destaca por sus precios cerrados: una limpieza cuesta unos 40 € y la primera visita es gratuita [2]. No hay quejas relevantes sobre los presupuestos de Caredent, y sus pacientes valoran sobre todo que el mismo dentista empieza y termina el tratamiento [3].

Vitaldent, en cambio, no sale muy bien parada en las opiniones: las revisiones de Vitaldent tienen un precio razonable, pero varios usuarios cuentan que les presionaron para financiar tratamientos que no necesitaban y que sus reclamaciones tardaron meses en resolverse [4]. Yo evitaría Vitaldent para tratamientos largos como la ortodoncia.

Conviene recordar también el caso Dentix, la cadena que cerró en 2020 y dejó a miles de pacientes con tratamientos pagados y sin terminar [5].

Fuentes
[1] Vitaldent – Clínicas dentales en Madrid – https://www.vitaldent.com/es/clinicas-dentales/madrid/
[2] Caredent – Tarifas – https://www.caredent.es/tarifas/
[3] Doctoralia – Clínicas dentales en Madrid – https://www.doctoralia.es/clinicas/madrid/dentista
[4] OCU – Reclamaciones a clínicas dentales – https://www.ocu.org/salud/derechos-paciente/noticias/clinicas-dentales
[5] El País – El cierre de Dentix – https://elpais.com/economia/2020-07-24/dentix-cierre-pacientes.html`,
    expect: {
      mentions: {
        Caredent: { position: 2, list: null, sentiment: "positive" },
        Vitaldent: { position: 1, list: null, sentiment: "negative" },
        Dentix: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.vitaldent.com/es/clinicas-dentales/madrid/",
        "https://www.caredent.es/tarifas/",
        "https://www.doctoralia.es/clinicas/madrid/dentista",
        "https://www.ocu.org/salud/derechos-paciente/noticias/clinicas-dentales",
        "https://elpais.com/economia/2020-07-24/dentix-cierre-pacientes.html",
      ],
      own: ["https://www.caredent.es/tarifas/"],
    },
    pair: "es-r11-03",
  },

  // es-03 (pair es-02): judgements swapped between Caredent and Vitaldent, same sources. Caredent negative ("no sale muy bien parada", "precio razonable, pero…", "yo evitaría Caredent"), Vitaldent positive (fixed prices, "no hay quejas relevantes"), Dentix negative (unchanged).
  {
    id: "es-r11-03",
    lang: "es",
    shape: "perplexity",
    traps: ["sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Caredent", domain: "caredent.es" },
    competitors: [
      { name: "Vitaldent", domain: "vitaldent.com" },
      { name: "Dentix", domain: null },
    ],
    answer: `En Madrid, las dos cadenas con más clínicas son Vitaldent y Caredent [1][2].

Caredent no sale muy bien parada en las opiniones: las revisiones de Caredent tienen un precio razonable, pero varios usuarios cuentan que les presionaron para financiar tratamientos que no necesitaban y que sus reclamaciones tardaron meses en resolverse [2][4]. Yo evitaría Caredent para tratamientos largos como la ortodoncia.

Vitaldent, en cambio, destaca por sus precios cerrados: una limpieza cuesta unos 40 € y la primera visita es gratuita [1]. No hay quejas relevantes sobre los presupuestos de Vitaldent, y sus pacientes valoran sobre todo que el mismo dentista empieza y termina el tratamiento [3].

Conviene recordar también el caso Dentix, la cadena que cerró en 2020 y dejó a miles de pacientes con tratamientos pagados y sin terminar [5].

Fuentes
[1] Vitaldent – Clínicas dentales en Madrid – https://www.vitaldent.com/es/clinicas-dentales/madrid/
[2] Caredent – Tarifas – https://www.caredent.es/tarifas/
[3] Doctoralia – Clínicas dentales en Madrid – https://www.doctoralia.es/clinicas/madrid/dentista
[4] OCU – Reclamaciones a clínicas dentales – https://www.ocu.org/salud/derechos-paciente/noticias/clinicas-dentales
[5] El País – El cierre de Dentix – https://elpais.com/economia/2020-07-24/dentix-cierre-pacientes.html`,
    expect: {
      mentions: {
        Caredent: { position: 2, list: null, sentiment: "negative" },
        Vitaldent: { position: 1, list: null, sentiment: "positive" },
        Dentix: { position: 3, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.vitaldent.com/es/clinicas-dentales/madrid/",
        "https://www.caredent.es/tarifas/",
        "https://www.doctoralia.es/clinicas/madrid/dentista",
        "https://www.ocu.org/salud/derechos-paciente/noticias/clinicas-dentales",
        "https://elpais.com/economia/2020-07-24/dentix-cierre-pacientes.html",
      ],
      own: ["https://www.caredent.es/tarifas/"],
    },
    pair: "es-r11-02",
  },

  // es-04: "cuando se acciona la maneta" is the verb accionar (not Acciona); Lime first named in a sub-list (item 2 of the inner list); lower-case «cooltra» in a quoted review is the brand; cuponescooltra.com is a look-alike (not own); bare URL before a full stop. Acciona neutral (fleet size, price, insurance), Cooltra positive (good coverage + glowing review), Yego negative ("mejor evitar Yego", relative clauses "que ha recortado su flota… cuyo soporte tarda días"), Lime neutral (price).
  {
    id: "es-r11-04",
    lang: "es",
    shape: "chatgpt",
    traps: ["utm", "nested-list", "common-word", "case", "lookalike-domain", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Cooltra", domain: "cooltra.com" },
    competitors: [
      { name: "Acciona", aliases: ["Acciona Mobility"], domain: "acciona.com" },
      { name: "Yego", domain: "rideyego.com" },
      { name: "Lime", domain: "li.me" },
    ],
    answer: `Para moverte en moto eléctrica compartida por Madrid, estas son las opciones más usadas:

- **Acciona** – Unas 2.000 motos repartidas por Madrid; desde 0,26 €/min, con el seguro incluido. [acciona.com](https://www.acciona.com/es/motosharing/?utm_source=chatgpt.com)
- **Cooltra** – Motos equivalentes a 125 cc, cascos de dos tallas en el baúl y buena cobertura en todo el centro. [cooltra.com](https://www.cooltra.com/es/madrid/?utm_source=chatgpt.com)
  - Bono de 300 minutos: 59 €
  - Reseña típica en Google Play: «cooltra nunca me ha fallado, siempre hay una moto cerca de casa»
- **Yego** – Mejor evitar Yego si vives fuera de la M-30: es una empresa que ha recortado su flota a la mitad y cuyo soporte tarda días en responder.
- **Otras opciones sin moto**
  - BiciMAD (bici pública municipal)
  - Lime: patinetes eléctricos, desde 0,25 €/min más 1 € de desbloqueo. [li.me](https://www.li.me/es/ciudades/madrid?utm_source=chatgpt.com)

**Consejo de seguridad:** antes de arrancar, comprueba que el freno trasero responde cuando se acciona la maneta; si no, repórtalo desde la app y cambia de moto.

Tarifas actualizadas en https://www.cooltra.com/es/tarifas. Si buscas descuentos para el primer viaje, hay códigos en [cuponescooltra.com](https://www.cuponescooltra.com/?utm_source=chatgpt.com).`,
    expect: {
      mentions: {
        Cooltra: { position: 2, list: 2, sentiment: "positive" },
        Acciona: { position: 1, list: 1, sentiment: "neutral" },
        Yego: { position: 3, list: 3, sentiment: "negative" },
        Lime: { position: 4, list: 2, sentiment: "neutral" },
      },
      citations: [
        "https://www.acciona.com/es/motosharing/?utm_source=chatgpt.com",
        "https://www.cooltra.com/es/madrid/?utm_source=chatgpt.com",
        "https://www.li.me/es/ciudades/madrid?utm_source=chatgpt.com",
        "https://www.cooltra.com/es/tarifas",
        "https://www.cuponescooltra.com/?utm_source=chatgpt.com",
      ],
      own: ["https://www.cooltra.com/es/madrid/?utm_source=chatgpt.com", "https://www.cooltra.com/es/tarifas"],
    },
  },

  // es-05: the intro names two people before any brand — "Camilo Hurtado de Amézaga, marqués de Riscal" (noble title/person) and "Ramón Bilbao abrió su almacén" (founder) — and the close names "la calle Marqués de Riscal" (street): none are mentions; Wikipedia URL with balanced parentheses inside "(véase …)." Muga positive (negated criticism "ni una sola reseña negativa"), Ramón Bilbao neutral (availability, range), Marqués de Riscal negative (concession "un clásico de regalo…, pero no está a la altura de Muga", "yo no elegiría"), Protos positive (conditional but plain "apuesta excelente").
  {
    id: "es-r11-05",
    lang: "es",
    shape: "long",
    traps: ["parentheses-url", "trailing-punctuation", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Ramón Bilbao", domain: "bodegasramonbilbao.es" },
    competitors: [
      { name: "Muga", domain: "bodegasmuga.com" },
      { name: "Marqués de Riscal", domain: "marquesderiscal.com" },
      { name: "Protos", domain: "bodegasprotos.com" },
    ],
    answer: `La Rioja lleva más de siglo y medio atrayendo a nobles y comerciantes: Camilo Hurtado de Amézaga, marqués de Riscal, trajo cepas y técnicas bordelesas a Elciego en 1858, y Ramón Bilbao abrió su almacén de vinos en Haro en 1924. Hoy, por unos 20 €, hay muy buenos tintos para regalar. Te resumo las opciones más seguras.

**Muga Reserva (≈ 20 €)**
Probablemente el Reserva más fiable de la DOCa Rioja: fruta roja, madera bien integrada y una regularidad envidiable añada tras añada. Muga fermenta en tinos de roble y fabrica sus propias barricas en Haro, algo que muy pocas bodegas pueden decir, y no recuerdo ni una sola reseña negativa de Muga en los últimos años.

**Ramón Bilbao Reserva (≈ 14 €)**
Se encuentra en casi cualquier supermercado y en tiendas especializadas, y la bodega publica la ficha técnica de cada añada en su web ([ficha del Reserva](https://www.bodegasramonbilbao.es/vinos/ramon-bilbao-reserva/)). Ramón Bilbao elabora también un Crianza de unos 9 € y un Albariño en Rías Baixas.

**Marqués de Riscal Reserva (≈ 17 €)**
La etiqueta con la redecilla dorada es un clásico de regalo y el hotel de Frank Gehry en Elciego le da mucha imagen, pero el vino de Marqués de Riscal no está a la altura de Muga: en catas a ciegas suele quedar por detrás, y por ese precio hay opciones más interesantes (véase https://es.wikipedia.org/wiki/Marqués_de_Riscal_(bodega)). Si lo que quieres es impresionar con la marca, vale; si buscas el mejor vino, yo no elegiría Marqués de Riscal.

**¿Y si prefieres Ribera del Duero?**
Si te gusta un tinto con más cuerpo, el Protos Crianza (≈ 15 €) es una apuesta excelente: potente, con buena acidez, y Protos tiene una de las bodegas más bonitas de Peñafiel, a los pies del castillo.

**Dónde comprarlos**
En Madrid, varias vinotecas de la calle Marqués de Riscal, en Chamberí, tienen los cuatro; por internet, las grandes tiendas de vino suelen ofrecer envío gratis a partir de 50 €. Si es para regalar, pide que te lo envuelvan en una caja de madera: cuesta un par de euros más y luce mucho.`,
    expect: {
      mentions: {
        "Ramón Bilbao": { position: 2, list: null, sentiment: "neutral" },
        Muga: { position: 1, list: null, sentiment: "positive" },
        "Marqués de Riscal": { position: 3, list: null, sentiment: "negative" },
        Protos: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.bodegasramonbilbao.es/vinos/ramon-bilbao-reserva/",
        "https://es.wikipedia.org/wiki/Marqués_de_Riscal_(bodega)",
      ],
      own: ["https://www.bodegasramonbilbao.es/vinos/ramon-bilbao-reserva/"],
    },
  },

  // es-06: "dónuts caseros" is the common noun (accent-insensitively equal to the brand Donuts), not Panrico's brand, which is the capitalised "los Donuts de toda la vida"; footnote URLs at the end. Granier positive (concession "aunque… abarrotados, el pan es bueno"), Santagloria negative ("locales bonitos, pero no es precisamente barato", frozen pastries, slow service), Donuts neutral (a question, then price/availability).
  {
    id: "es-r11-06",
    lang: "es",
    shape: "copilot",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Granier", domain: "granier.es" },
    competitors: [
      { name: "Santagloria", domain: "santagloria.com" },
      { name: "Donuts", domain: "donuts.es" },
    ],
    answer: `Si buscas desayunar barato en Madrid, Granier es la opción más socorrida: café con cruasán por unos 2 €, y aunque sus locales suelen estar abarrotados a primera hora, el pan de Granier es bueno y siempre está recién horneado [1].

Santagloria tiene locales bonitos, pero no es precisamente barato, su bollería llega congelada y el servicio es lento, según varias reseñas [2].

¿Y los Donuts de toda la vida? Siguen en cualquier supermercado, a 3,29 € la caja de cuatro [3]. Si prefieres algo artesano, muchas panaderías de barrio hacen dónuts caseros los fines de semana.

[1] https://www.granier.es/tiendas/madrid
[2] https://www.tripadvisor.es/Restaurant_Review-g187514-Santagloria-Madrid.html
[3] https://www.donuts.es/productos/donuts-original`,
    expect: {
      mentions: {
        Granier: { position: 1, list: null, sentiment: "positive" },
        Santagloria: { position: 2, list: null, sentiment: "negative" },
        Donuts: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.granier.es/tiendas/madrid",
        "https://www.tripadvisor.es/Restaurant_Review-g187514-Santagloria-Madrid.html",
        "https://www.donuts.es/productos/donuts-original",
      ],
      own: ["https://www.granier.es/tiendas/madrid"],
    },
  },

  // ===================================== DE =====================================

  // de-01: „Join our team!“ is the English phrase, not the brand JOIN (caps in the list); softgarden-alternativen.de is a look-alike (not own); bare URLs followed by "," and "." Softgarden positive (negated criticism "kaum Beschwerden", fast support), Join negative (negated praise "nicht gerade üppig", "würde ich von JOIN abraten"), Recruitee neutral (facts), d.vinci neutral (facts).
  {
    id: "de-r11-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["utm", "markdown", "common-word", "case", "lookalike-domain", "trailing-punctuation", "negation", "mixed-sentiment"],
    brand: { name: "Softgarden", domain: "softgarden.com" },
    competitors: [
      { name: "Join", domain: "join.com" },
      { name: "Recruitee", domain: "recruitee.com" },
      { name: "d.vinci", domain: "dvinci.de" },
    ],
    answer: `Für ein mittelständisches Unternehmen mit 10 bis 30 offenen Stellen im Jahr kommen vor allem diese Bewerbermanagement-Systeme infrage:

1. **Softgarden** – Stark im DACH-Raum, DSGVO-konform mit Servern in Deutschland und Multiposting auf über 500 Jobbörsen. Über die Bedienung von Softgarden gibt es kaum Beschwerden, und der Support antwortet schnell und auf Deutsch. [softgarden.com](https://softgarden.com/de/produkt/bewerbermanagement/?utm_source=chatgpt.com)
2. **JOIN** – Der Einstieg ist kostenlos, aber die Basisversion ist nicht gerade üppig ausgestattet: kein Talent-Pool, kaum Auswertungen, und wer mehr Reichweite will, zahlt pro Anzeige drauf. Für mehr als eine Handvoll Stellen im Jahr würde ich von JOIN abraten. [join.com](https://join.com/de/preise?utm_source=chatgpt.com)
3. **Recruitee** – Anbieter aus Amsterdam, Pakete ab etwa 200 € im Monat, Oberfläche auf Deutsch und Englisch. [recruitee.com](https://recruitee.com/de/preise?utm_source=chatgpt.com)
4. **d.vinci** – Hamburger Anbieter, der vor allem Konzerne und Behörden bedient.

**Tipp am Rande:** Verzichten Sie in Ihren Anzeigen auf Floskeln wie „Join our team!“ – deutschsprachige Bewerber reagieren auf konkrete Angaben zu Gehalt und Arbeitszeit deutlich besser.

Einen unabhängigen Vergleich der Tools finden Sie unter https://www.softgarden-alternativen.de/vergleich, eine Anleitung zum Schreiben von Stellenanzeigen unter https://softgarden.com/de/ratgeber/stellenanzeigen-schreiben/.`,
    expect: {
      mentions: {
        Softgarden: { position: 1, list: 1, sentiment: "positive" },
        Join: { position: 2, list: 2, sentiment: "negative" },
        Recruitee: { position: 3, list: 3, sentiment: "neutral" },
        "d.vinci": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://softgarden.com/de/produkt/bewerbermanagement/?utm_source=chatgpt.com",
        "https://join.com/de/preise?utm_source=chatgpt.com",
        "https://recruitee.com/de/preise?utm_source=chatgpt.com",
        "https://www.softgarden-alternativen.de/vergleich",
        "https://softgarden.com/de/ratgeber/stellenanzeigen-schreiben/",
      ],
      own: [
        "https://softgarden.com/de/produkt/bewerbermanagement/?utm_source=chatgpt.com",
        "https://softgarden.com/de/ratgeber/stellenanzeigen-schreiben/",
      ],
    },
  },

  // de-02: "Wayne Gregory" (the designer, a person) opens the answer before any brand → Gregory null; "Hans Deuter … gründete" is the founder; genitive "Deuters Tragesystem"; bergsteigen.com is a bare domain; the only bulleted list names no brand. Deuter positive (concession "nicht gerade leicht, aber … hervorragend", wins the comparison, final recommendation), Tatonka negative (question, then "kommt … nicht an den Deuter heran"), Osprey negative ("doch … lange Bearbeitungszeiten" and a quoted complaint).
  {
    id: "de-r11-02",
    lang: "de",
    shape: "long",
    traps: ["possessive", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Deuter", domain: "deuter.com" },
    competitors: [
      { name: "Tatonka", domain: "tatonka.com" },
      { name: "Osprey", domain: "ospreyeurope.com" },
      { name: "Gregory", domain: "gregorypacks.com" },
    ],
    answer: `Für eine mehrtägige Hüttentour in den Alpen mit acht bis zehn Kilo Gepäck sind 35 bis 45 Liter ideal. Der amerikanische Rucksackdesigner Wayne Gregory hat einmal gesagt, ein guter Rucksack müsse sich anfühlen „wie ein Teil des Körpers“ – und genau daran scheitern viele Modelle, nicht im Laden, wohl aber nach sechs Stunden Aufstieg. Deshalb lohnt es sich, vor allem auf das Tragesystem zu achten.

**Deuter Aircontact Core 40+10**
Nicht gerade leicht mit rund 2,3 kg, aber Deuters Tragesystem ist hervorragend: Der Rucksack sitzt auch voll beladen stabil, der Hüftgurt verteilt das Gewicht sauber, und selbst bei langen Abstiegen drückt nichts. Das Augsburger Unternehmen, das Hans Deuter 1898 gründete, bietet außerdem für viele Modelle eine Damenversion („SL“) mit kürzerem Rücken an.

**Tatonka Yukon 50+10**
Und Tatonka? Der Tatonka Yukon ist rund 40 € günstiger, kommt bei Belüftung und Verarbeitung aber nicht an den Deuter heran: Der Rücken liegt flächig auf, und nach einem heißen Tag ist das Shirt komplett durchgeschwitzt.

**Osprey Kestrel 38**
Osprey wirbt mit einer lebenslangen Garantie, doch in Foren häufen sich Berichte über lange Bearbeitungszeiten. Ein Nutzer auf bergsteigen.com schreibt: „Nach zwei Touren ist beim Osprey die Naht am Hüftgurt aufgegangen, und der Service hat sich sechs Wochen lang nicht gemeldet.“

**Worauf Sie beim Kauf achten sollten**
- Rückenlänge messen lassen (vom siebten Halswirbel bis zur Oberkante des Beckenkamms)
- Mit 8 bis 10 kg Gewicht im Laden Probe tragen, am besten eine Treppe hoch und wieder runter
- Auf einen gut gepolsterten Hüftgurt achten: Er sollte rund 80 % der Last tragen
- Regenhülle prüfen: Ist sie integriert oder muss sie extra gekauft werden?

Wenn Sie nur einen Rucksack ausprobieren, dann den von Deuter: Für klassische Hüttentouren bietet er derzeit das beste Gesamtpaket aus Tragekomfort, Belüftung und Preis. Probieren Sie ihn aber unbedingt mit Gewicht an, denn die richtige Rückenlänge ist wichtiger als jede Herstellerangabe.`,
    expect: {
      mentions: {
        Deuter: { position: 1, list: null, sentiment: "positive" },
        Tatonka: { position: 2, list: null, sentiment: "negative" },
        Osprey: { position: 3, list: null, sentiment: "negative" },
        Gregory: null,
      },
      citations: [],
      own: [],
    },
  },

  // de-03 (pair de-04): The Barn positive (recommended; concession "auch wenn die Preise happig sind, … hervorragend"; negated criticism "beschwert sich eigentlich niemand"), Bonanza negative ("nicht mehr das, was es mal war", "zwar schön, aber…", "einen Bogen darum machen"), Five Elephant neutral (known for cheesecake, opening hours).
  {
    id: "de-r11-03",
    lang: "de",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "The Barn", domain: "thebarn.de" },
    competitors: [
      { name: "Bonanza", aliases: ["Bonanza Coffee"], domain: "bonanzacoffee.de" },
      { name: "Five Elephant", domain: "fiveelephant.com" },
    ],
    answer: `Wenn du in Berlin guten Filterkaffee suchst, würde ich dir zuerst The Barn empfehlen. Auch wenn die Preise happig sind – ein Filter kostet um die 5 € –, ist der Kaffee bei The Barn hervorragend, und über die Qualität der Bohnen beschwert sich eigentlich niemand. In der Rösterei an der Schönhauser Allee gibt es außerdem regelmäßig offene Cuppings.

Bonanza dagegen ist leider nicht mehr das, was es mal war. Der Hinterhof in der Adalbertstraße ist zwar schön, aber mehrere Stammgäste berichten bei Bonanza von langen Wartezeiten, schwankender Espressoqualität und ziemlich unfreundlichem Personal – ich würde derzeit eher einen Bogen darum machen.

Five Elephant in Kreuzberg ist vor allem für seinen Käsekuchen bekannt und hat täglich von 8 bis 18 Uhr geöffnet.`,
    expect: {
      mentions: {
        "The Barn": { position: 1, list: null, sentiment: "positive" },
        Bonanza: { position: 2, list: null, sentiment: "negative" },
        "Five Elephant": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "de-r11-04",
  },

  // de-04 (pair de-03): judgements swapped, order kept. The Barn negative ("nicht mehr das, was es mal war", "zwar schön, aber…", "einen Bogen darum machen"), Bonanza positive ("würde ich dir sofort empfehlen", "auch wenn … happig, … hervorragend", "beschwert sich eigentlich niemand"), Five Elephant neutral.
  {
    id: "de-r11-04",
    lang: "de",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "The Barn", domain: "thebarn.de" },
    competitors: [
      { name: "Bonanza", aliases: ["Bonanza Coffee"], domain: "bonanzacoffee.de" },
      { name: "Five Elephant", domain: "fiveelephant.com" },
    ],
    answer: `Wenn du in Berlin guten Filterkaffee suchst: The Barn ist leider nicht mehr das, was es mal war. Die Rösterei an der Schönhauser Allee ist zwar schön, aber mehrere Stammgäste berichten bei The Barn von langen Wartezeiten, schwankender Qualität und ziemlich unfreundlichem Personal – ich würde derzeit eher einen Bogen darum machen.

Bonanza dagegen würde ich dir sofort empfehlen. Auch wenn die Preise happig sind – ein Filter kostet um die 5 € –, ist der Kaffee bei Bonanza hervorragend, und über die Qualität der Bohnen beschwert sich eigentlich niemand. Im Hinterhof in der Adalbertstraße gibt es außerdem regelmäßig offene Cuppings.

Five Elephant in Kreuzberg ist vor allem für seinen Käsekuchen bekannt und hat täglich von 8 bis 18 Uhr geöffnet.`,
    expect: {
      mentions: {
        "The Barn": { position: 1, list: null, sentiment: "negative" },
        Bonanza: { position: 2, list: null, sentiment: "positive" },
        "Five Elephant": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "de-r11-03",
  },

  // de-05: declined "der Deutschen Skatbank"; Haspa reached only through its alias "Hamburger Sparkasse"; brand also as "der PSD Bank"; footnote URL lines at the end. Sparda-Bank positive (praised advice, "kaum Beschwerden"), Deutsche Skatbank neutral (free above a threshold, no branches: factual/balanced), PSD Bank Nord negative (negated praise "nicht gerade schnell", crashing app), Haspa neutral (price, branch count).
  {
    id: "de-r11-05",
    lang: "de",
    shape: "copilot",
    traps: ["declined", "alias", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "PSD Bank Nord", aliases: ["PSD Bank"], domain: "psd-nord.de" },
    competitors: [
      { name: "Sparda-Bank", aliases: ["Sparda-Bank Hamburg"], domain: "sparda-bank-hamburg.de" },
      { name: "Deutsche Skatbank", domain: "skatbank.de" },
      { name: "Haspa", aliases: ["Hamburger Sparkasse"], domain: "haspa.de" },
    ],
    answer: `Ein wirklich kostenloses Girokonto ist bei Regionalbanken in Hamburg selten geworden.

Bei der Sparda-Bank Hamburg kostet das Girokonto 2,90 € im Monat; Kunden loben die persönliche Beratung, und über versteckte Gebühren gibt es kaum Beschwerden [1]. Das Konto der Deutschen Skatbank ist ab 700 € monatlichem Geldeingang kostenlos, Filialen gibt es dort allerdings keine – alles läuft online [2].

Die PSD Bank Nord ist dagegen nicht gerade schnell: Kontoeröffnungen dauern laut mehreren Kunden bis zu drei Wochen, und die App der PSD Bank stürzt regelmäßig ab [3].

Die Hamburger Sparkasse verlangt für ihr Standardkonto 9,90 € im Monat und betreibt rund 100 Filialen in der Stadt [4].

[1] https://www.sparda-bank-hamburg.de/girokonto.html
[2] https://www.skatbank.de/girokonto/
[3] https://www.psd-nord.de/privatkunden/girokonto.html
[4] https://www.haspa.de/de/home/privatkunden/konten-und-karten.html`,
    expect: {
      mentions: {
        "PSD Bank Nord": { position: 3, list: null, sentiment: "negative" },
        "Sparda-Bank": { position: 1, list: null, sentiment: "positive" },
        "Deutsche Skatbank": { position: 2, list: null, sentiment: "neutral" },
        Haspa: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.sparda-bank-hamburg.de/girokonto.html",
        "https://www.skatbank.de/girokonto/",
        "https://www.psd-nord.de/privatkunden/girokonto.html",
        "https://www.haspa.de/de/home/privatkunden/konten-und-karten.html",
      ],
      own: ["https://www.psd-nord.de/privatkunden/girokonto.html"],
    },
  },

  // de-06: "jeder Hamburger Junge" (a boy, capitalised like every German noun) comes before the table and must not rank the bakery Junge; "junge Familien" is the adjective. Dat Backhus neutral (branch count, varieties), Junge positive (juicy dough, "beschwert sich kaum jemand"), Kamps negative (relative clause "dessen Franzbrötchen … nur aufgebacken werden", "kann nicht mithalten"), Allwörden positive ("wird bei Allwörden glücklich").
  {
    id: "de-r11-06",
    lang: "de",
    shape: "gemini",
    traps: ["table", "common-word", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Junge", aliases: ["Junge Die Bäckerei"], domain: "junge-die-baeckerei.de" },
    competitors: [
      { name: "Kamps", domain: "kamps.de" },
      { name: "Dat Backhus", domain: "dat-backhus.de" },
      { name: "Allwörden", domain: "allwoerden.de" },
    ],
    answer: `## Franzbrötchen in Hamburg: die Bäckereiketten im Vergleich

Das Franzbrötchen ist das Hamburger Gebäck schlechthin – jeder Hamburger Junge ist damit aufgewachsen. Zwischen den großen Ketten gibt es trotzdem deutliche Unterschiede:

| Bäckerei | Filialen in Hamburg (ca.) | Franzbrötchen | Besonderheit |
|---|---|---|---|
| **Dat Backhus** | 140 | 1,60 € | Dichtestes Filialnetz der Stadt |
| **Junge** | 60 | 1,75 € | Familienbetrieb aus Lübeck |
| **Kamps** | 30 | 1,50 € | Teil einer bundesweiten Franchisekette |
| **Allwörden** | 40 | 1,85 € | Viele Filialen mit Sitzplätzen |

### Unser Fazit

* **Junge:** Der Teig ist saftig, die Zimtschicht großzügig – über die Franzbrötchen von Junge beschwert sich kaum jemand, und viele Filialen öffnen schon um 6 Uhr.
* **Kamps:** Kamps, dessen Franzbrötchen als Teiglinge angeliefert und nur aufgebacken werden, kann geschmacklich nicht mit den Hamburger Traditionsbäckern mithalten.
* **Allwörden:** Wer es weniger süß mag, wird bei Allwörden glücklich: Die Franzbrötchen sind buttrig und angenehm zurückhaltend gewürzt.
* **Dat Backhus:** Hier gibt es Franzbrötchen in fünf Sorten, von klassisch bis Schoko.

**Tipp für junge Familien:** Die meisten Filialen haben Eingänge ohne Stufen; am Wochenende lohnt es sich, vor 9 Uhr zu kommen.`,
    expect: {
      mentions: {
        Junge: { position: 2, list: 2, sentiment: "positive" },
        Kamps: { position: 3, list: 3, sentiment: "negative" },
        "Dat Backhus": { position: 1, list: 1, sentiment: "neutral" },
        Allwörden: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
];
