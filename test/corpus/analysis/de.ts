import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // ───────────────────────────── chatgpt ─────────────────────────────
  {
    id: "de-chatgpt-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "possessive", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Zalando", domain: "zalando.de" },
    competitors: [
      { name: "About You", domain: "aboutyou.de" },
      { name: "Otto", domain: "otto.de" },
      { name: "H&M", aliases: ["Hennes & Mauritz"], domain: "hm.com" },
    ],
    answer: `Für Otto Normalverbraucher ohne Lieblingsmarke lohnt sich beim Online-Modekauf vor allem ein Blick auf Versandkosten und Rückgabebedingungen. Diese Shops sind in Deutschland am beliebtesten:

1. **Zalando** – Riesige Auswahl mit über 7.000 Marken, kostenloser Versand und 100 Tage Rückgaberecht. Zalandos Retourenprozess ist hervorragend und absolut unkompliziert. ([zalando.de](https://www.zalando.de/faq/?utm_source=chatgpt.com))
2. **About You** – Modern gestaltete App, aber die Lieferzeiten sind oft lang, und der Kundenservice von About You reagiert schleppend. ([aboutyou.de](https://www.aboutyou.de/service?utm_source=chatgpt.com))
3. **Bonprix** – Günstige Basics, vor allem für Familien.
4. **Otto** – Breites Sortiment von Mode bis Möbel, Kauf auf Rechnung und Ratenzahlung möglich.

**Mein Tipp:** Wenn dir Auswahl und unkomplizierte Retouren am wichtigsten sind, ist Zalando die sicherste Wahl.`,
    expect: {
      mentions: {
        Zalando: { position: 1, list: 1, sentiment: "positive" },
        "About You": { position: 2, list: 2, sentiment: "negative" },
        Otto: { position: 3, list: 4, sentiment: "neutral" },
        "H&M": null,
      },
      citations: [
        "https://www.zalando.de/faq/?utm_source=chatgpt.com",
        "https://www.aboutyou.de/service?utm_source=chatgpt.com",
      ],
      own: ["https://www.zalando.de/faq/?utm_source=chatgpt.com"],
    },
    pair: "de-chatgpt-02",
  },
  {
    id: "de-chatgpt-02",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "possessive", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Zalando", domain: "zalando.de" },
    competitors: [
      { name: "About You", domain: "aboutyou.de" },
      { name: "Otto", domain: "otto.de" },
      { name: "H&M", aliases: ["Hennes & Mauritz"], domain: "hm.com" },
    ],
    answer: `Für Otto Normalverbraucher ohne Lieblingsmarke lohnt sich beim Online-Modekauf vor allem ein Blick auf Versandkosten und Rückgabebedingungen. Diese Shops sind in Deutschland am beliebtesten:

1. **Zalando** – Riesige Auswahl mit über 7.000 Marken, aber die Lieferzeiten sind oft lang, und Zalandos Kundenservice reagiert schleppend. ([zalando.de](https://www.zalando.de/faq/?utm_source=chatgpt.com))
2. **About You** – Modern gestaltete App, kostenloser Versand und 100 Tage Rückgaberecht. Der Retourenprozess von About You ist hervorragend und absolut unkompliziert. ([aboutyou.de](https://www.aboutyou.de/service?utm_source=chatgpt.com))
3. **Bonprix** – Günstige Basics, vor allem für Familien.
4. **Otto** – Breites Sortiment von Mode bis Möbel, Kauf auf Rechnung und Ratenzahlung möglich.

**Mein Tipp:** Wenn dir Auswahl und unkomplizierte Retouren am wichtigsten sind, ist About You die sicherste Wahl.`,
    expect: {
      mentions: {
        Zalando: { position: 1, list: 1, sentiment: "negative" },
        "About You": { position: 2, list: 2, sentiment: "positive" },
        Otto: { position: 3, list: 4, sentiment: "neutral" },
        "H&M": null,
      },
      citations: [
        "https://www.zalando.de/faq/?utm_source=chatgpt.com",
        "https://www.aboutyou.de/service?utm_source=chatgpt.com",
      ],
      own: ["https://www.zalando.de/faq/?utm_source=chatgpt.com"],
    },
    pair: "de-chatgpt-01",
  },
  {
    id: "de-chatgpt-03",
    lang: "de",
    shape: "chatgpt",
    traps: ["alias", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Canyon", domain: "canyon.com" },
    competitors: [
      { name: "Rose Bikes", aliases: ["Rose"], domain: "rosebikes.de" },
      { name: "Cube", domain: "cube.eu" },
      { name: "Radon", domain: "radon-bikes.de" },
    ],
    answer: `Für ein Gravelbike bis etwa 2.500 € bekommst du bei Direktversendern am meisten Ausstattung fürs Geld. Meine Empfehlungen:

1. **Canyon Grizl CF SL 7** – Carbonrahmen, Shimano GRX, rund 2.300 €. Canyon bietet hier ein hervorragendes Preis-Leistungs-Verhältnis, und die Lieferung klappt zuverlässig. ([canyon.com](https://www.canyon.com/de-de/gravel-bikes/?utm_source=chatgpt.com))
2. **Rose Backroad AL** – Alurahmen, Shimano GRX, rund 1.900 €. Allerdings liefert Rose aktuell oft mit Verzögerung, und der Support ist umständlich zu erreichen. ([rosebikes.de](https://www.rosebikes.de/fahrr%C3%A4der/gravel?utm_source=chatgpt.com))
3. **Cube Nuroad Pro** – Wird über den Fachhandel vertrieben, Preise ab etwa 1.400 €.

Wenn dir eine Probefahrt wichtig ist, plane einen Besuch im Showroom oder beim Händler ein – die Geometrien unterscheiden sich deutlich.`,
    expect: {
      mentions: {
        Canyon: { position: 1, list: 1, sentiment: "positive" },
        "Rose Bikes": { position: 2, list: 2, sentiment: "negative" },
        Cube: { position: 3, list: 3, sentiment: "neutral" },
        Radon: null,
      },
      citations: [
        "https://www.canyon.com/de-de/gravel-bikes/?utm_source=chatgpt.com",
        "https://www.rosebikes.de/fahrr%C3%A4der/gravel?utm_source=chatgpt.com",
      ],
      own: ["https://www.canyon.com/de-de/gravel-bikes/?utm_source=chatgpt.com"],
    },
    pair: "de-chatgpt-04",
  },
  {
    id: "de-chatgpt-04",
    lang: "de",
    shape: "chatgpt",
    traps: ["alias", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Canyon", domain: "canyon.com" },
    competitors: [
      { name: "Rose Bikes", aliases: ["Rose"], domain: "rosebikes.de" },
      { name: "Cube", domain: "cube.eu" },
      { name: "Radon", domain: "radon-bikes.de" },
    ],
    answer: `Für ein Gravelbike bis etwa 2.500 € bekommst du bei Direktversendern am meisten Ausstattung fürs Geld. Meine Empfehlungen:

1. **Canyon Grizl CF SL 7** – Carbonrahmen, Shimano GRX, rund 2.300 €. Allerdings liefert Canyon aktuell oft mit Verzögerung, und der Support ist umständlich zu erreichen. ([canyon.com](https://www.canyon.com/de-de/gravel-bikes/?utm_source=chatgpt.com))
2. **Rose Backroad AL** – Alurahmen, Shimano GRX, rund 1.900 €. Rose bietet hier ein hervorragendes Preis-Leistungs-Verhältnis, und die Lieferung klappt zuverlässig. ([rosebikes.de](https://www.rosebikes.de/fahrr%C3%A4der/gravel?utm_source=chatgpt.com))
3. **Cube Nuroad Pro** – Wird über den Fachhandel vertrieben, Preise ab etwa 1.400 €.

Wenn dir eine Probefahrt wichtig ist, plane einen Besuch im Showroom oder beim Händler ein – die Geometrien unterscheiden sich deutlich.`,
    expect: {
      mentions: {
        Canyon: { position: 1, list: 1, sentiment: "negative" },
        "Rose Bikes": { position: 2, list: 2, sentiment: "positive" },
        Cube: { position: 3, list: 3, sentiment: "neutral" },
        Radon: null,
      },
      citations: [
        "https://www.canyon.com/de-de/gravel-bikes/?utm_source=chatgpt.com",
        "https://www.rosebikes.de/fahrr%C3%A4der/gravel?utm_source=chatgpt.com",
      ],
      own: ["https://www.canyon.com/de-de/gravel-bikes/?utm_source=chatgpt.com"],
    },
    pair: "de-chatgpt-03",
  },
  {
    id: "de-chatgpt-05",
    lang: "de",
    shape: "chatgpt",
    traps: ["common-word", "possessive", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "dm", aliases: ["dm-drogerie markt"], domain: "dm.de" },
    competitors: [
      { name: "Rossmann", domain: "rossmann.de" },
      { name: "Müller", domain: "mueller.de" },
      { name: "Budni", domain: "budni.de" },
    ],
    answer: `Vor gut 25 Jahren hat eine Naturkosmetik-Creme schnell mal 20 DM gekostet – heute bekommst du gute Produkte oft für unter 5 €. Am günstigsten kaufst du Naturkosmetik in der Drogerie:

- **Rossmann** – Die Eigenmarke *Alterra* ist günstig und solide, und über die App gibt es regelmäßig 10-%-Coupons. ([rossmann.de](https://www.rossmann.de/de/marken/alterra/?utm_source=chatgpt.com))
- **dm** – Mit *alverde* hat dm die wohl bekannteste Naturkosmetik-Eigenmarke; Auswahl und Preise sind hervorragend. ([dm.de](https://www.dm.de/marken/alverde?utm_source=chatgpt.com))
- **Müller** – Müllers Naturkosmetik-Regal ist meist klein, und die Preise liegen spürbar über denen der Konkurrenz.

Achte beim Kauf auf Siegel wie *NATRUE* oder *BDIH*, dann bist du auf der sicheren Seite.`,
    expect: {
      mentions: {
        dm: { position: 2, list: 2, sentiment: "positive" },
        Rossmann: { position: 1, list: 1, sentiment: "positive" },
        "Müller": { position: 3, list: 3, sentiment: "negative" },
        Budni: null,
      },
      citations: [
        "https://www.rossmann.de/de/marken/alterra/?utm_source=chatgpt.com",
        "https://www.dm.de/marken/alverde?utm_source=chatgpt.com",
      ],
      own: ["https://www.dm.de/marken/alverde?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-chatgpt-06",
    lang: "de",
    shape: "chatgpt",
    traps: ["possessive", "url-only", "hedge", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Cyberport", domain: "cyberport.de" },
    competitors: [
      { name: "MediaMarkt", aliases: ["Media Markt"], domain: "mediamarkt.de" },
      { name: "Saturn", domain: "saturn.de" },
      { name: "Notebooksbilliger", aliases: ["NBB"], domain: "notebooksbilliger.de" },
    ],
    answer: `Für einen Laptop-Kauf online kommen in Deutschland vor allem diese Händler infrage:

1. **Cyberport** – Spezialisiert auf Notebooks und Apple-Produkte, kompetente Beratung im Chat und schneller Versand. ([cyberport.de](https://www.cyberport.de/notebooks.html?utm_source=chatgpt.com))
2. **MediaMarkt** – Die Abholung im Markt ist praktisch, aber MediaMarkts Online-Preise sind nicht die günstigsten, und die Beratung fällt oft dünn aus.
3. **Amazon** – Schnelle Lieferung, aber achte darauf, ob das Gerät von Amazon selbst oder von einem Marketplace-Händler verkauft wird.

Ein Preisvergleich lohnt sich fast immer: Oft ist dasselbe Modell bei notebooksbilliger.de oder über einen Vergleichsdienst ein paar Euro günstiger ([idealo.de](https://www.idealo.de/preisvergleich/ProductCategory/3751.html?utm_source=chatgpt.com)).`,
    expect: {
      mentions: {
        Cyberport: { position: 1, list: 1, sentiment: "positive" },
        MediaMarkt: { position: 2, list: 2, sentiment: "negative" },
        Saturn: null,
        Notebooksbilliger: null,
      },
      citations: [
        "https://www.cyberport.de/notebooks.html?utm_source=chatgpt.com",
        "https://www.idealo.de/preisvergleich/ProductCategory/3751.html?utm_source=chatgpt.com",
      ],
      own: ["https://www.cyberport.de/notebooks.html?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-chatgpt-07",
    lang: "de",
    shape: "chatgpt",
    traps: ["alias", "declined", "utm", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Deutsche Telekom", aliases: ["Telekom"], domain: "telekom.de" },
    competitors: [
      { name: "Vodafone", domain: "vodafone.de" },
      { name: "1&1", domain: "1und1.de" },
      { name: "Deutsche Glasfaser", domain: "deutsche-glasfaser.de" },
    ],
    answer: `Ob sich ein Glasfaseranschluss lohnt, hängt vor allem davon ab, wer in deiner Straße ausbaut. Die wichtigsten Anbieter:

1. **Deutsche Glasfaser** – Baut vor allem im ländlichen Raum aus; die Mindestlaufzeit beträgt meist 24 Monate.
2. **Telekom (MagentaZuhause Glasfaser)** – Das Netz der Deutschen Telekom läuft sehr stabil, und der Techniker-Service gilt als zuverlässig. ([telekom.de](https://www.telekom.de/zuhause/glasfaser?utm_source=chatgpt.com))
3. **Vodafone** – Bietet Glasfaser bisher vor allem über Kooperationen an; die Verfügbarkeit ist lückenhaft, und Kunden berichten von umständlicher Terminvergabe.

Prüfe die Verfügbarkeit am besten direkt an deiner Adresse oder über einen Vergleich wie https://www.check24.de/dsl/glasfaser/.`,
    expect: {
      mentions: {
        "Deutsche Telekom": { position: 2, list: 2, sentiment: "positive" },
        Vodafone: { position: 3, list: 3, sentiment: "negative" },
        "1&1": null,
        "Deutsche Glasfaser": { position: 1, list: 1, sentiment: "neutral" },
      },
      citations: [
        "https://www.telekom.de/zuhause/glasfaser?utm_source=chatgpt.com",
        "https://www.check24.de/dsl/glasfaser/",
      ],
      own: ["https://www.telekom.de/zuhause/glasfaser?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-chatgpt-08",
    lang: "de",
    shape: "chatgpt",
    traps: ["case", "nested-list", "alias", "utm", "markdown"],
    brand: { name: "Check24", domain: "check24.de" },
    competitors: [
      { name: "Verivox", domain: "verivox.de" },
      { name: "HUK-Coburg", aliases: ["HUK", "HUK24"], domain: "huk.de" },
      { name: "Tarifcheck", domain: "tarifcheck.de" },
    ],
    answer: `Für den Kfz-Versicherungsvergleich kannst du diese Wege kombinieren:

- **CHECK24** – Vergleicht die meisten Tarife, die Filter sind transparent, und die Abwicklung ist sehr empfehlenswert. ([check24.de](https://www.check24.de/kfz-versicherung/?utm_source=chatgpt.com))
- **Verivox** – Vergleicht neben Kfz-Tarifen auch Strom, Gas und DSL.
- **Direktversicherer**, die auf Vergleichsportalen fehlen:
  - **HUK24** – Der Online-Ableger der HUK-Coburg ist oft einer der günstigsten Anbieter überhaupt. ([huk24.de](https://www.huk24.de/kfz-versicherung?utm_source=chatgpt.com))
  - **Cosmos Direkt** – Ebenfalls direkt buchbar, mit Rabatt für Wenigfahrer.

Mein Tipp: Erst auf dem Portal vergleichen, dann das beste Angebot mit dem Direktversicherer abgleichen – und spätestens bis zum 30. November kündigen.`,
    expect: {
      mentions: {
        Check24: { position: 1, list: 1, sentiment: "positive" },
        Verivox: { position: 2, list: 2, sentiment: "neutral" },
        "HUK-Coburg": { position: 3, list: 1, sentiment: "positive" },
        Tarifcheck: null,
      },
      citations: [
        "https://www.check24.de/kfz-versicherung/?utm_source=chatgpt.com",
        "https://www.huk24.de/kfz-versicherung?utm_source=chatgpt.com",
      ],
      own: ["https://www.check24.de/kfz-versicherung/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-chatgpt-09",
    lang: "de",
    shape: "chatgpt",
    traps: ["substring", "possessive", "lookalike-domain", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Otto", domain: "otto.de" },
    competitors: [
      { name: "IKEA", domain: "ikea.com" },
      { name: "Home24", domain: "home24.de" },
      { name: "XXXLutz", domain: "xxxlutz.de" },
    ],
    answer: `Ein Sofa online zu kaufen ist inzwischen ziemlich unkompliziert – vorausgesetzt, der Händler liefert bis in die Wohnung. Ob klassischer Dreisitzer, Schlafsofa oder eine Ottomane als Ergänzung: Diese Shops lohnen sich:

1. **IKEA** – Bekannte Modelle wie *Kivik* oder *Friheten*; die Lieferung kostet ab 49 €.
2. **Otto** – Ottos Möbelsortiment ist riesig, die Lieferung mit Aufbauservice klappt zuverlässig, und Ratenzahlung ist möglich.
3. **Home24** – Viele Eigenmarken, aber bei Retouren von Großmöbeln ist Home24 leider ziemlich umständlich.

Vorsicht bei Seiten wie https://www.otto-moebel-outlet.de/sofas, die mit dem Versandhändler nichts zu tun haben. Die offiziellen Angebote findest du unter https://www.otto.de/moebel/wohnzimmer/sofas/.`,
    expect: {
      mentions: {
        Otto: { position: 2, list: 2, sentiment: "positive" },
        IKEA: { position: 1, list: 1, sentiment: "neutral" },
        Home24: { position: 3, list: 3, sentiment: "negative" },
        XXXLutz: null,
      },
      citations: [
        "https://www.otto-moebel-outlet.de/sofas",
        "https://www.otto.de/moebel/wohnzimmer/sofas/",
      ],
      own: ["https://www.otto.de/moebel/wohnzimmer/sofas/"],
    },
  },
  {
    id: "de-chatgpt-10",
    lang: "de",
    shape: "chatgpt",
    traps: ["prose-before-list", "url-only", "hedge", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Starcar", domain: "starcar.de" },
    competitors: [
      { name: "Sixt", domain: "sixt.de" },
      { name: "Europcar", domain: "europcar.de" },
      { name: "Enterprise", domain: "enterprise.de" },
    ],
    answer: `Am Flughafen München sind Sixt, Europcar und Avis direkt im Mietwagenzentrum zwischen den Terminals vertreten. So schneiden sie im Vergleich ab:

1. **Europcar** – Oft die günstigsten Tagespreise am Flughafen, die Fahrzeuge sind gepflegt, und die Übergabe geht schnell. ([europcar.de](https://www.europcar.de/de-de/stations/germany/munich-airport?utm_source=chatgpt.com))
2. **Avis** – Solide Auswahl, Preise im Mittelfeld.
3. **Sixt** – Große Premium-Flotte, aber Sixt ist hier nicht der günstigste Anbieter, und bei der Rückgabe werden kleine Kratzer sehr penibel berechnet.

Wenn du etwas Zeit mitbringst, findest du günstigere Angebote abseits des Terminals, etwa unter https://www.starcar.de/standorte/muenchen (Shuttle nötig).`,
    expect: {
      mentions: {
        Starcar: null,
        Sixt: { position: 1, list: 3, sentiment: "negative" },
        Europcar: { position: 2, list: 1, sentiment: "positive" },
        Enterprise: null,
      },
      citations: [
        "https://www.europcar.de/de-de/stations/germany/munich-airport?utm_source=chatgpt.com",
        "https://www.starcar.de/standorte/muenchen",
      ],
      own: ["https://www.starcar.de/standorte/muenchen"],
    },
  },
  {
    id: "de-chatgpt-11",
    lang: "de",
    shape: "chatgpt",
    traps: ["lookalike-domain", "negation", "utm", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Lieferando", domain: "lieferando.de" },
    competitors: [
      { name: "Wolt", domain: "wolt.com" },
      { name: "Uber Eats", domain: "ubereats.com" },
      { name: "Deliveroo", domain: "deliveroo.de" },
    ],
    answer: `In Berlin hast du beim Essen-Bestellen so viel Auswahl wie sonst kaum irgendwo in Deutschland. Die großen Lieferdienste im Überblick:

1. **Wolt** – Sehr zuverlässige Lieferzeiten, eine übersichtliche App und in fast allen Bezirken verfügbar. ([wolt.com](https://wolt.com/de/deu/berlin?utm_source=chatgpt.com))
2. **Lieferando** – Mit Abstand die meisten Restaurants, aber die Liefergebühren sind teils happig, und der Support von Lieferando ist nicht gerade kundenfreundlich.
3. **Uber Eats** – Seit 2021 in Berlin aktiv; die Restaurantauswahl hängt stark vom Bezirk ab.

Achtung bei Gutscheinseiten wie https://lieferando.de.gutschein-code.net/berlin – das ist kein offizielles Angebot. Aktuelle Aktionscodes findest du direkt unter https://www.lieferando.de/gutscheine.`,
    expect: {
      mentions: {
        Lieferando: { position: 2, list: 2, sentiment: "negative" },
        Wolt: { position: 1, list: 1, sentiment: "positive" },
        "Uber Eats": { position: 3, list: 3, sentiment: "neutral" },
        Deliveroo: null,
      },
      citations: [
        "https://wolt.com/de/deu/berlin?utm_source=chatgpt.com",
        "https://lieferando.de.gutschein-code.net/berlin",
        "https://www.lieferando.de/gutscheine",
      ],
      own: ["https://www.lieferando.de/gutscheine"],
    },
  },
  {
    id: "de-chatgpt-12",
    lang: "de",
    shape: "chatgpt",
    traps: ["declined", "utm", "markdown"],
    brand: { name: "Deutsche Bank", domain: "deutsche-bank.de" },
    competitors: [
      { name: "Commerzbank", domain: "commerzbank.de" },
      { name: "ING", domain: "ing.de" },
      { name: "Postbank", domain: "postbank.de" },
    ],
    answer: `Wenn dir eine Filiale vor Ort wichtig ist, kommen vor allem die klassischen Filialbanken infrage:

- **Sparkasse** – Dichtes Filialnetz in fast jedem Ort; die Kontoführungsgebühren unterscheiden sich je nach Institut stark.
- **Commerzbank** – Das Girokonto ist ab einem monatlichen Geldeingang von 700 € kostenlos, sonst fallen 6,90 € im Monat an.
- **Deutsche Bank** – Bei der Deutschen Bank kostet das AktivKonto rund 6,90 € im Monat; für ein reines Filialkonto mit wenigen Extras ist das überteuert. ([deutsche-bank.de](https://www.deutsche-bank.de/pk/konto-und-karte/konten-im-ueberblick.html?utm_source=chatgpt.com))

Reine Onlinebanken wie die ING haben keine Filialen; Bargeld bekommst du dort über Partnerautomaten und an der Supermarktkasse.`,
    expect: {
      mentions: {
        "Deutsche Bank": { position: 2, list: 3, sentiment: "negative" },
        Commerzbank: { position: 1, list: 2, sentiment: "neutral" },
        ING: { position: 3, list: null, sentiment: "neutral" },
        Postbank: null,
      },
      citations: [
        "https://www.deutsche-bank.de/pk/konto-und-karte/konten-im-ueberblick.html?utm_source=chatgpt.com",
      ],
      own: [
        "https://www.deutsche-bank.de/pk/konto-und-karte/konten-im-ueberblick.html?utm_source=chatgpt.com",
      ],
    },
  },
  {
    id: "de-chatgpt-13",
    lang: "de",
    shape: "chatgpt",
    traps: ["substring", "negation", "hedge", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Douglas", domain: "douglas.de" },
    competitors: [
      { name: "Flaconi", domain: "flaconi.de" },
      { name: "Notino", domain: "notino.de" },
      { name: "Parfumdreams", domain: "parfumdreams.de" },
    ],
    answer: `Gerade im Winter sind holzige Düfte mit Noten von Zeder, Vetiver oder Douglasie besonders gefragt. Wenn du dein Lieblingsparfum günstig kaufen willst, lohnen sich diese Onlineshops:

1. **Notino** – Sehr niedrige Preise und regelmäßig Gutscheincodes; ich würde Notino ohne Bedenken empfehlen. ([notino.de](https://www.notino.de/?utm_source=chatgpt.com))
2. **Flaconi** – Große Auswahl und schnelle Lieferung aus Berlin. Flaconi ist definitiv kein schlechter Anbieter, gerade in Kombination mit Newsletter-Rabatten.
3. **Douglas** – Douglas ist selten der günstigste Shop, und die Rabattaktionen sind oft an hohe Mindestbestellwerte gebunden. ([douglas.de](https://www.douglas.de/de/c/parfum/01?utm_source=chatgpt.com))

Vergleiche vor dem Kauf am besten die Preise pro 100 ml – gerade bei großen Flakons gibt es erhebliche Unterschiede.`,
    expect: {
      mentions: {
        Douglas: { position: 3, list: 3, sentiment: "negative" },
        Flaconi: { position: 2, list: 2, sentiment: "positive" },
        Notino: { position: 1, list: 1, sentiment: "positive" },
        Parfumdreams: null,
      },
      citations: [
        "https://www.notino.de/?utm_source=chatgpt.com",
        "https://www.douglas.de/de/c/parfum/01?utm_source=chatgpt.com",
      ],
      own: ["https://www.douglas.de/de/c/parfum/01?utm_source=chatgpt.com"],
    },
  },
  // ───────────────────────────── perplexity ─────────────────────────────
  {
    id: "de-perplexity-01",
    lang: "de",
    shape: "perplexity",
    traps: ["alias", "declined", "sources-list", "mixed-sentiment"],
    brand: { name: "DKB", aliases: ["Deutsche Kreditbank"], domain: "dkb.de" },
    competitors: [
      { name: "N26", domain: "n26.com" },
      { name: "ING", domain: "ing.de" },
      { name: "Trade Republic", domain: "traderepublic.com" },
    ],
    answer: `Für ein kostenloses Girokonto mit Karte für Reisen empfehlen Vergleichsportale in Deutschland vor allem Direktbanken[1][2]. Die DKB überzeugt mit weltweit gebührenfreiem Abheben im Aktivstatus, und bei der Deutschen Kreditbank ist auch der Kundenservice zuverlässig und gut erreichbar[1]. N26 hat zwar eine moderne App, doch bei N26 berichten viele Nutzer von plötzlich gesperrten Konten und schwer erreichbarem Support[3]. Bei der ING ist das Girokonto ab 700 € monatlichem Geldeingang kostenlos[2].

Wer häufig außerhalb der Eurozone bezahlt, sollte zusätzlich auf Fremdwährungsgebühren und den Wechselkurs der Karte achten[2][4].

Quellen:
[1] DKB Girokonto – Konditionen https://www.dkb.de/privatkunden/girokonto
[2] Finanztip: Die besten kostenlosen Girokonten https://www.finanztip.de/girokonto/
[3] N26 Erfahrungen – Trustpilot https://de.trustpilot.com/review/n26.com
[4] Trade Republic Girokonto im Test – Stiftung Warentest https://www.test.de/Trade-Republic-Girokonto-6123456-0/`,
    expect: {
      mentions: {
        DKB: { position: 1, list: null, sentiment: "positive" },
        N26: { position: 2, list: null, sentiment: "negative" },
        ING: { position: 3, list: null, sentiment: "neutral" },
        "Trade Republic": null,
      },
      citations: [
        "https://www.dkb.de/privatkunden/girokonto",
        "https://www.finanztip.de/girokonto/",
        "https://de.trustpilot.com/review/n26.com",
        "https://www.test.de/Trade-Republic-Girokonto-6123456-0/",
      ],
      own: ["https://www.dkb.de/privatkunden/girokonto"],
    },
    pair: "de-perplexity-02",
  },
  {
    id: "de-perplexity-02",
    lang: "de",
    shape: "perplexity",
    traps: ["alias", "declined", "sources-list", "mixed-sentiment"],
    brand: { name: "DKB", aliases: ["Deutsche Kreditbank"], domain: "dkb.de" },
    competitors: [
      { name: "N26", domain: "n26.com" },
      { name: "ING", domain: "ing.de" },
      { name: "Trade Republic", domain: "traderepublic.com" },
    ],
    answer: `Für ein kostenloses Girokonto mit Karte für Reisen empfehlen Vergleichsportale in Deutschland vor allem Direktbanken[1][2]. Die DKB hat zwar eine moderne App, doch bei der Deutschen Kreditbank berichten viele Nutzer von plötzlich gesperrten Konten und schwer erreichbarem Support[3]. N26 überzeugt mit weltweit gebührenfreiem Bezahlen, und bei N26 ist auch der Kundenservice zuverlässig und gut erreichbar[1]. Bei der ING ist das Girokonto ab 700 € monatlichem Geldeingang kostenlos[2].

Wer häufig außerhalb der Eurozone bezahlt, sollte zusätzlich auf Fremdwährungsgebühren und den Wechselkurs der Karte achten[2][4].

Quellen:
[1] N26 Girokonto – Konditionen https://n26.com/de-de/girokonto
[2] Finanztip: Die besten kostenlosen Girokonten https://www.finanztip.de/girokonto/
[3] DKB Erfahrungen – Trustpilot https://de.trustpilot.com/review/www.dkb.de
[4] Trade Republic Girokonto im Test – Stiftung Warentest https://www.test.de/Trade-Republic-Girokonto-6123456-0/`,
    expect: {
      mentions: {
        DKB: { position: 1, list: null, sentiment: "negative" },
        N26: { position: 2, list: null, sentiment: "positive" },
        ING: { position: 3, list: null, sentiment: "neutral" },
        "Trade Republic": null,
      },
      citations: [
        "https://n26.com/de-de/girokonto",
        "https://www.finanztip.de/girokonto/",
        "https://de.trustpilot.com/review/www.dkb.de",
        "https://www.test.de/Trade-Republic-Girokonto-6123456-0/",
      ],
      own: [],
    },
    pair: "de-perplexity-01",
  },
  {
    id: "de-perplexity-03",
    lang: "de",
    shape: "perplexity",
    traps: ["alias", "hedge", "sources-list", "mixed-sentiment"],
    brand: { name: "Tibber", domain: "tibber.com" },
    competitors: [
      { name: "Octopus Energy", aliases: ["Octopus"], domain: "octopusenergy.de" },
      { name: "E.ON", domain: "eon.de" },
      { name: "Ostrom", domain: "ostrom.de" },
      { name: "Vattenfall", domain: "vattenfall.de" },
    ],
    answer: `Dynamische Stromtarife lohnen sich vor allem für Haushalte mit E-Auto, Wärmepumpe oder Batteriespeicher, weil sich der Verbrauch in günstige Stunden verschieben lässt[1]. Voraussetzung ist ein intelligentes Messsystem (Smart Meter)[1].

Zu den bekanntesten Anbietern zählen Tibber, Octopus Energy und Ostrom[1][2]. Tibber punktet mit einer sehr guten App und einer transparenten Abrechnung auf Basis des stündlichen Börsenstrompreises[2]. Octopus hat zwar nicht die niedrigste Grundgebühr, wird aber für seinen hervorragenden Kundenservice durchweg gelobt[3]. Große Versorger wie E.ON bieten inzwischen ebenfalls dynamische Tarife an, diese gelten jedoch als teuer und wenig flexibel[1][4].

Quellen
[1] Verbraucherzentrale: Dynamische Stromtarife – für wen lohnen sie sich? https://www.verbraucherzentrale.de/wissen/energie/preise-tarife-anbieterwechsel/dynamische-stromtarife-fuer-wen-lohnen-sie-sich-88187
[2] Tibber – So funktioniert der Strompreis https://tibber.com/de/strompreis
[3] Octopus Energy Bewertungen – Trustpilot https://de.trustpilot.com/review/octopusenergy.de
[4] Vattenfall Strom Dynamik https://www.vattenfall.de/strom/dynamischer-stromtarif`,
    expect: {
      mentions: {
        Tibber: { position: 1, list: null, sentiment: "positive" },
        "Octopus Energy": { position: 2, list: null, sentiment: "positive" },
        "E.ON": { position: 4, list: null, sentiment: "negative" },
        Ostrom: { position: 3, list: null, sentiment: "neutral" },
        Vattenfall: null,
      },
      citations: [
        "https://www.verbraucherzentrale.de/wissen/energie/preise-tarife-anbieterwechsel/dynamische-stromtarife-fuer-wen-lohnen-sie-sich-88187",
        "https://tibber.com/de/strompreis",
        "https://de.trustpilot.com/review/octopusenergy.de",
        "https://www.vattenfall.de/strom/dynamischer-stromtarif",
      ],
      own: ["https://tibber.com/de/strompreis"],
    },
  },
  {
    id: "de-perplexity-04",
    lang: "de",
    shape: "perplexity",
    traps: ["case", "substring", "declined", "mixed-sentiment"],
    brand: { name: "Westbahn", domain: "westbahn.at" },
    competitors: [
      { name: "ÖBB", aliases: ["Österreichische Bundesbahnen"], domain: "oebb.at" },
      { name: "Deutsche Bahn", aliases: ["DB"], domain: "bahn.de" },
      { name: "FlixTrain", domain: "flixtrain.de" },
    ],
    answer: `Zwischen Wien und Salzburg fahren vor allem die ÖBB und die WESTbahn, beide mindestens im Stundentakt[1][2]. Die Railjets der ÖBB sind komfortabel, pünktlich und haben ein gutes Bordrestaurant[2]. Die WESTbahn ist meist günstiger, fährt ab Wien Westbahnhof und bietet kostenloses WLAN sowie Tickets direkt im Zug[1][3]. Direkte Züge der Deutschen Bahn gibt es auf dieser Strecke nur vereinzelt, und wegen Verspätungen aus Deutschland gelten sie als wenig zuverlässig[3].

Für Vielfahrer lohnt sich ein Blick auf das KlimaTicket Ö, das bei beiden Bahnunternehmen gilt[2].

Quellen:
1. https://www.westbahn.at/tickets/
2. https://www.oebb.at/de/reiseplanung-services/im-zug/railjet
3. https://www.oeamtc.at/thema/reisen/westbahn-oder-oebb`,
    expect: {
      mentions: {
        Westbahn: { position: 2, list: null, sentiment: "positive" },
        "ÖBB": { position: 1, list: null, sentiment: "positive" },
        "Deutsche Bahn": { position: 3, list: null, sentiment: "negative" },
        FlixTrain: null,
      },
      citations: [
        "https://www.westbahn.at/tickets/",
        "https://www.oebb.at/de/reiseplanung-services/im-zug/railjet",
        "https://www.oeamtc.at/thema/reisen/westbahn-oder-oebb",
      ],
      own: ["https://www.westbahn.at/tickets/"],
    },
  },
  {
    id: "de-perplexity-05",
    lang: "de",
    shape: "perplexity",
    traps: ["case", "sources-list", "mixed-sentiment"],
    brand: { name: "Kundenfuchs", domain: "kundenfuchs.de" },
    competitors: [
      { name: "HubSpot", domain: "hubspot.de" },
      { name: "Salesforce", domain: "salesforce.com" },
      { name: "Pipedrive", domain: "pipedrive.com" },
      { name: "weclapp", domain: "weclapp.com" },
    ],
    answer: `Für kleine Unternehmen in Deutschland sind vor allem CRM-Systeme mit DSGVO-konformem Hosting in der EU gefragt[1]. HubSpot lockt mit einer kostenlosen Einstiegsversion, die Bezahlpakete sind für kleine Teams aber klar überteuert[2]. WeClapp aus Frankfurt kombiniert CRM und ERP, hostet ausschließlich in Deutschland und wird von Mittelständlern für den zuverlässigen Support gelobt[3]. Kleinere Anbieter wie Kundenfuchs sind eine weitere Option, allerdings fehlen dort noch viele Integrationen, etwa zu gängigen Buchhaltungsprogrammen[4].

Unterm Strich hängt die Wahl stark davon ab, ob du nur Kontakte verwalten oder auch Angebote und Rechnungen im selben System erstellen willst[1].

Quellen
[1] CRM-Software im Vergleich – t3n https://t3n.de/news/crm-software-vergleich-1234567/
[2] HubSpot Preise https://www.hubspot.de/pricing/crm
[3] weclapp CRM https://www.weclapp.com/de/crm/
[4] Kundenfuchs vs. Pipedrive – OMR Reviews https://omr.com/de/reviews/contenders/kundenfuchs-vs-pipedrive`,
    expect: {
      mentions: {
        Kundenfuchs: { position: 3, list: null, sentiment: "negative" },
        HubSpot: { position: 1, list: null, sentiment: "negative" },
        Salesforce: null,
        Pipedrive: null,
        weclapp: { position: 2, list: null, sentiment: "positive" },
      },
      citations: [
        "https://t3n.de/news/crm-software-vergleich-1234567/",
        "https://www.hubspot.de/pricing/crm",
        "https://www.weclapp.com/de/crm/",
        "https://omr.com/de/reviews/contenders/kundenfuchs-vs-pipedrive",
      ],
      own: [],
    },
  },
  {
    id: "de-perplexity-06",
    lang: "de",
    shape: "perplexity",
    traps: ["common-word", "alias", "mixed-sentiment"],
    brand: { name: "Netto", aliases: ["Netto Marken-Discount"], domain: "netto-online.de" },
    competitors: [
      { name: "Aldi Süd", aliases: ["Aldi"], domain: "aldi-sued.de" },
      { name: "Lidl", domain: "lidl.de" },
      { name: "Penny", domain: "penny.de" },
      { name: "Kaufland", domain: "kaufland.de" },
    ],
    answer: `Vorab: Die Preise in den Prospekten der Discounter sind Endpreise inklusive Mehrwertsteuer; netto ausgewiesene Preise findest du im Lebensmittelhandel nur bei Großhändlern für Gewerbekunden[4].

Laut aktuellen Preisvergleichen liegen die großen Discounter bei Grundnahrungsmitteln sehr eng beieinander[1]. Ein Warenkorb mit 30 Basisprodukten kostete zuletzt bei Aldi Süd und Lidl jeweils rund 62 €[1]. Aldi Süd schnitt zudem bei der Frische von Obst und Gemüse am besten ab[3]. Bei Netto Marken-Discount lag derselbe Warenkorb ebenfalls bei rund 62 €[2]. Penny war in der Stichprobe mit 66 € am teuersten und schnitt auch bei der Frische schwach ab[1][3].

Quellen:
[1] Discounter-Preisvergleich 2024 – CHIP https://www.chip.de/news/Discounter-Preisvergleich_123456.html
[2] Netto Angebote der Woche https://www.netto-online.de/angebote
[3] Stiftung Warentest: Obst und Gemüse vom Discounter https://www.test.de/Obst-und-Gemuese-Discounter-5912345-0/
[4] Mehrwertsteuer einfach erklärt – lexoffice https://www.lexoffice.de/wissen/mehrwertsteuer/`,
    expect: {
      mentions: {
        Netto: { position: 3, list: null, sentiment: "neutral" },
        "Aldi Süd": { position: 1, list: null, sentiment: "positive" },
        Lidl: { position: 2, list: null, sentiment: "neutral" },
        Penny: { position: 4, list: null, sentiment: "negative" },
        Kaufland: null,
      },
      citations: [
        "https://www.chip.de/news/Discounter-Preisvergleich_123456.html",
        "https://www.netto-online.de/angebote",
        "https://www.test.de/Obst-und-Gemuese-Discounter-5912345-0/",
        "https://www.lexoffice.de/wissen/mehrwertsteuer/",
      ],
      own: ["https://www.netto-online.de/angebote"],
    },
  },
  {
    id: "de-perplexity-07",
    lang: "de",
    shape: "perplexity",
    traps: ["common-word", "alias", "mixed-sentiment"],
    brand: { name: "Drei", aliases: ["Hutchison Drei"], domain: "drei.at" },
    competitors: [
      { name: "A1", aliases: ["A1 Telekom Austria"], domain: "a1.net" },
      { name: "Magenta Telekom", aliases: ["Magenta"], domain: "magenta.at" },
      { name: "HoT", domain: "hot.at" },
    ],
    answer: `In Österreich teilen sich im Wesentlichen drei Netzbetreiber den Mobilfunkmarkt: A1, Magenta und Drei[1]. Beim 5G-Ausbau liegt Magenta laut aktuellem Netztest vorne, die Abdeckung in den Städten ist hervorragend[2]. A1 verlangt für vergleichbare Tarife deutlich mehr, und der Kundenservice gilt als umständlich[2][3]. Drei punktet mit günstigen Datentarifen und unlimitiertem Datenvolumen ab rund 25 € im Monat[3].

Wer noch mehr sparen will, findet bei Diskontmarken wie HoT oder spusu Tarife ab etwa 10 €, die jeweils eines der drei Netze nutzen[4].

Quellen
[1] RTR Telekom Monitor https://www.rtr.at/TKP/aktuelles/publikationen/publikationen/RTR_Telekom_Monitor.de.html
[2] Mobilfunk-Netztest Österreich – connect https://www.connect.de/netztest/mobilfunk-netztest-oesterreich-2024-3206123.html
[3] Handytarife vergleichen – tarife.at https://www.tarife.at/handytarife
[4] Drei Tarife im Überblick https://www.drei.at/de/shop/tarife/`,
    expect: {
      mentions: {
        Drei: { position: 3, list: null, sentiment: "positive" },
        A1: { position: 1, list: null, sentiment: "negative" },
        "Magenta Telekom": { position: 2, list: null, sentiment: "positive" },
        HoT: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.rtr.at/TKP/aktuelles/publikationen/publikationen/RTR_Telekom_Monitor.de.html",
        "https://www.connect.de/netztest/mobilfunk-netztest-oesterreich-2024-3206123.html",
        "https://www.tarife.at/handytarife",
        "https://www.drei.at/de/shop/tarife/",
      ],
      own: ["https://www.drei.at/de/shop/tarife/"],
    },
  },
  {
    id: "de-perplexity-08",
    lang: "de",
    shape: "perplexity",
    traps: ["url-only", "sources-list", "mixed-sentiment"],
    brand: { name: "Brack", domain: "brack.ch" },
    competitors: [
      { name: "Digitec", domain: "digitec.ch" },
      { name: "Galaxus", domain: "galaxus.ch" },
      { name: "Interdiscount", domain: "interdiscount.ch" },
      { name: "Fust", domain: "fust.ch" },
    ],
    answer: `In der Schweiz dominiert Digitec den Online-Elektronikhandel; die Schwesterplattform Galaxus führt zusätzlich Haushalt, Spielwaren und Mode[1]. Digitec überzeugt mit detaillierten Produktinfos, einer aktiven Community und zuverlässiger Lieferung, oft schon am nächsten Tag[1][2]. Bei Interdiscount sind die Online-Preise meist höher, und die Lieferzeiten werden in Bewertungen häufig kritisiert[3].

Ein weiterer grosser Onlinehändler aus Mägenwil liefert ebenfalls gratis und wird regelmässig für seinen Kundendienst gelobt[4]. Vergleiche die Preise am besten über einen Preisvergleich, da sie sich fast täglich ändern[2].

Quellen
[1] Digitec Galaxus – Über uns https://www.digitec.ch/de/wiki/3215
[2] Toppreise – Elektronik-Preisvergleich https://www.toppreise.ch/
[3] Interdiscount Erfahrungen – Trustpilot https://ch.trustpilot.com/review/www.interdiscount.ch
[4] Brack – Elektronik online kaufen https://www.brack.ch/elektronik`,
    expect: {
      mentions: {
        Brack: null,
        Digitec: { position: 1, list: null, sentiment: "positive" },
        Galaxus: { position: 2, list: null, sentiment: "neutral" },
        Interdiscount: { position: 3, list: null, sentiment: "negative" },
        Fust: null,
      },
      citations: [
        "https://www.digitec.ch/de/wiki/3215",
        "https://www.toppreise.ch/",
        "https://ch.trustpilot.com/review/www.interdiscount.ch",
        "https://www.brack.ch/elektronik",
      ],
      own: ["https://www.brack.ch/elektronik"],
    },
  },
  {
    id: "de-perplexity-09",
    lang: "de",
    shape: "perplexity",
    traps: ["declined", "alias", "negation", "mixed-sentiment"],
    brand: { name: "FlixBus", domain: "flixbus.de" },
    competitors: [
      { name: "Deutsche Bahn", aliases: ["DB"], domain: "bahn.de" },
      { name: "BlaBlaCar", domain: "blablacar.de" },
      { name: "FlixTrain", domain: "flixtrain.de" },
    ],
    answer: `Die günstigste Verbindung von Berlin nach Hamburg ist meist der Fernbus: FlixBus ist mit Tickets ab 9,99 € klar die preiswerteste Option, und die Busse fahren fast stündlich[1]. Der ICE der Deutschen Bahn braucht zwar nur knapp zwei Stunden, doch die DB war auf dieser Strecke zuletzt häufig unpünktlich, und Zugausfälle sind keine Seltenheit[2][3]. Mitfahrgelegenheiten über BlaBlaCar kosten auf der Strecke meist 10 bis 15 €[4].

Tipp: Buche möglichst früh, denn bei allen Anbietern steigen die Preise kurz vor der Abfahrt deutlich[1][2].

Quellen:
1. https://www.flixbus.de/busverbindung/berlin-hamburg
2. https://www.bahn.de/angebot/sparpreis
3. https://www.tagesschau.de/wirtschaft/verbraucher/bahn-puenktlichkeit-100.html
4. https://www.blablacar.de/fahrten/berlin/hamburg`,
    expect: {
      mentions: {
        FlixBus: { position: 1, list: null, sentiment: "positive" },
        "Deutsche Bahn": { position: 2, list: null, sentiment: "negative" },
        BlaBlaCar: { position: 3, list: null, sentiment: "neutral" },
        FlixTrain: null,
      },
      citations: [
        "https://www.flixbus.de/busverbindung/berlin-hamburg",
        "https://www.bahn.de/angebot/sparpreis",
        "https://www.tagesschau.de/wirtschaft/verbraucher/bahn-puenktlichkeit-100.html",
        "https://www.blablacar.de/fahrten/berlin/hamburg",
      ],
      own: ["https://www.flixbus.de/busverbindung/berlin-hamburg"],
    },
  },
  {
    id: "de-perplexity-10",
    lang: "de",
    shape: "perplexity",
    traps: ["alias", "case", "hedge", "sources-list", "mixed-sentiment"],
    brand: { name: "Trade Republic", domain: "traderepublic.com" },
    competitors: [
      { name: "Scalable Capital", aliases: ["Scalable"], domain: "scalable.capital" },
      { name: "comdirect", domain: "comdirect.de" },
      { name: "Flatex", domain: "flatex.de" },
      { name: "Consorsbank", domain: "consorsbank.de" },
    ],
    answer: `Für ETF-Sparpläne sind Neobroker in Deutschland meist die günstigste Wahl, da keine Depotgebühren anfallen[1]. Trade Republic führt Sparpläne kostenlos aus und zahlt aktuell Zinsen auf nicht investiertes Guthaben – insgesamt ein hervorragendes Paket für Einsteiger[1][2]. Bei Scalable fallen im Free Broker dagegen 0,99 € pro Einzelorder an; ganz so günstig wie beworben ist das Angebot also nicht, und der Support antwortet oft langsam[3]. Bei der Comdirect kosten Sparpläne in der Regel 1,5 % pro Ausführung, was bei kleinen Raten unnötig teuer ist[4]. Auch andere Direktbanken verlangen häufig eine Gebühr je Sparplanausführung[5].

Quellen
[1] Finanztip: ETF-Sparplan-Vergleich https://www.finanztip.de/indexfonds-etf/etf-sparplan/
[2] Trade Republic – Zinsen https://traderepublic.com/de-de/zinsen
[3] Scalable Capital Preisverzeichnis https://de.scalable.capital/preise
[4] comdirect Sparplan-Konditionen https://www.comdirect.de/konto/sparplan.html
[5] Flatex Preis- und Leistungsverzeichnis https://www.flatex.de/preise/`,
    expect: {
      mentions: {
        "Trade Republic": { position: 1, list: null, sentiment: "positive" },
        "Scalable Capital": { position: 2, list: null, sentiment: "negative" },
        comdirect: { position: 3, list: null, sentiment: "negative" },
        Flatex: null,
        Consorsbank: null,
      },
      citations: [
        "https://www.finanztip.de/indexfonds-etf/etf-sparplan/",
        "https://traderepublic.com/de-de/zinsen",
        "https://de.scalable.capital/preise",
        "https://www.comdirect.de/konto/sparplan.html",
        "https://www.flatex.de/preise/",
      ],
      own: ["https://traderepublic.com/de-de/zinsen"],
    },
  },
  {
    id: "de-perplexity-11",
    lang: "de",
    shape: "perplexity",
    traps: ["common-word", "case", "mixed-sentiment"],
    brand: { name: "Erste Bank", domain: "sparkasse.at" },
    competitors: [
      { name: "BAWAG", aliases: ["BAWAG P.S.K."], domain: "bawag.at" },
      { name: "Raiffeisen", domain: "raiffeisen.at" },
      { name: "bank99", domain: "bank99.at" },
    ],
    answer: `Bei der BAWAG ist das Konto zwar günstig, doch viele Filialen wurden geschlossen, und der Service gilt als schwerfällig[3]. Trotzdem ist für viele Menschen in Österreich die eigene Hausbank die erste Bank, bei der sie nach einem neuen Konto fragen – ein Vergleich lohnt sich aber[1]. Die Erste Bank überzeugt mit George, einer der besten Banking-Apps des Landes, und einem dichten Filialnetz gemeinsam mit den Sparkassen[1][2]. Bei Raiffeisen sind die Banken regional organisiert; Gebühren und Konditionen unterscheiden sich daher von Institut zu Institut[4].

Quellen
[1] Kontovergleich Österreich – durchblicker https://durchblicker.at/konto
[2] George – Erste Bank und Sparkasse https://www.sparkasse.at/erstebank/privatkunden/konto-karten/george
[3] BAWAG Filialschließungen – Der Standard https://www.derstandard.at/story/2000123456789/bawag-filialen
[4] Raiffeisen Kontovergleich https://www.raiffeisen.at/de/privatkunden/konto.html`,
    expect: {
      mentions: {
        "Erste Bank": { position: 2, list: null, sentiment: "positive" },
        BAWAG: { position: 1, list: null, sentiment: "negative" },
        Raiffeisen: { position: 3, list: null, sentiment: "neutral" },
        bank99: null,
      },
      citations: [
        "https://durchblicker.at/konto",
        "https://www.sparkasse.at/erstebank/privatkunden/konto-karten/george",
        "https://www.derstandard.at/story/2000123456789/bawag-filialen",
        "https://www.raiffeisen.at/de/privatkunden/konto.html",
      ],
      own: ["https://www.sparkasse.at/erstebank/privatkunden/konto-karten/george"],
    },
  },
  // ───────────────────────────── gemini ─────────────────────────────
  {
    id: "de-gemini-01",
    lang: "de",
    shape: "gemini",
    traps: ["table", "alias", "possessive", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "MediaMarkt", aliases: ["Media Markt"], domain: "mediamarkt.de" },
    competitors: [
      { name: "Saturn", domain: "saturn.de" },
      { name: "Euronics", domain: "euronics.de" },
      { name: "Otto", domain: "otto.de" },
    ],
    answer: `## Elektronikmärkte im Vergleich

Wenn du einen neuen Fernseher kaufen möchtest, spielen Preis, Beratung und Service eine wichtige Rolle. **Gut zu wissen:** Media Markt und Saturn gehören beide zum Ceconomy-Konzern, treten aber als getrennte Marken auf.

| Händler | Stärken | Schwächen |
|---|---|---|
| **MediaMarkt** | Riesige Auswahl, hervorragender Abholservice in ganz Deutschland | – |
| **Saturn** | – | Beratung oft lückenhaft, Preise selten konkurrenzfähig |
| **Euronics** | Inhabergeführte Fachhändler vor Ort | Kleinere Auswahl |
| **Cyberport** | Günstige Online-Preise | Nur wenige Filialen |

### Fazit
**Für die meisten Käufer:** MediaMarkts Kombination aus Auswahl und Service ist kaum zu schlagen. Saturn ist dagegen nicht empfehlenswert, solange die Beratung so stark schwankt.`,
    expect: {
      mentions: {
        MediaMarkt: { position: 1, list: 1, sentiment: "positive" },
        Saturn: { position: 2, list: 2, sentiment: "negative" },
        Euronics: { position: 3, list: 3, sentiment: "neutral" },
        Otto: null,
      },
      citations: [],
      own: [],
    },
    pair: "de-gemini-02",
  },
  {
    id: "de-gemini-02",
    lang: "de",
    shape: "gemini",
    traps: ["table", "alias", "possessive", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "MediaMarkt", aliases: ["Media Markt"], domain: "mediamarkt.de" },
    competitors: [
      { name: "Saturn", domain: "saturn.de" },
      { name: "Euronics", domain: "euronics.de" },
      { name: "Otto", domain: "otto.de" },
    ],
    answer: `## Elektronikmärkte im Vergleich

Wenn du einen neuen Fernseher kaufen möchtest, spielen Preis, Beratung und Service eine wichtige Rolle. **Gut zu wissen:** Media Markt und Saturn gehören beide zum Ceconomy-Konzern, treten aber als getrennte Marken auf.

| Händler | Stärken | Schwächen |
|---|---|---|
| **MediaMarkt** | – | Beratung oft lückenhaft, Preise selten konkurrenzfähig |
| **Saturn** | Riesige Auswahl, hervorragender Abholservice in ganz Deutschland | – |
| **Euronics** | Inhabergeführte Fachhändler vor Ort | Kleinere Auswahl |
| **Cyberport** | Günstige Online-Preise | Nur wenige Filialen |

### Fazit
**Für die meisten Käufer:** Saturns Kombination aus Auswahl und Service ist kaum zu schlagen. MediaMarkt ist dagegen nicht empfehlenswert, solange die Beratung so stark schwankt.`,
    expect: {
      mentions: {
        MediaMarkt: { position: 1, list: 1, sentiment: "negative" },
        Saturn: { position: 2, list: 2, sentiment: "positive" },
        Euronics: { position: 3, list: 3, sentiment: "neutral" },
        Otto: null,
      },
      citations: [],
      own: [],
    },
    pair: "de-gemini-01",
  },
  {
    id: "de-gemini-03",
    lang: "de",
    shape: "gemini",
    traps: ["alias", "markdown", "mixed-sentiment"],
    brand: { name: "HUK-Coburg", aliases: ["HUK"], domain: "huk.de" },
    competitors: [
      { name: "Allianz", domain: "allianz.de" },
      { name: "DEVK", domain: "devk.de" },
      { name: "CosmosDirekt", aliases: ["Cosmos Direkt"], domain: "cosmosdirekt.de" },
    ],
    answer: `## Kfz-Versicherer im Überblick

Die Wahl der Kfz-Versicherung hängt stark von Schadenfreiheitsklasse, Fahrzeug und Wohnort ab. Drei Versicherer werden besonders häufig genannt:

### 1. HUK-Coburg
**Preis:** Die HUK gehört regelmäßig zu den günstigsten Versicherern in Deutschland.
**Service:** Die Schadenregulierung läuft schnell und zuverlässig, und über 800 Kundendienstbüros sind vor Ort erreichbar.

### 2. Allianz
**Preis:** Die Allianz liegt bei vergleichbarer Deckung deutlich über dem Durchschnitt.
**Service:** Kunden bemängeln umständliche Abläufe und lange Bearbeitungszeiten bei der Schadenmeldung.

### 3. DEVK
**Preis:** Mittleres Preisniveau.
**Besonderheit:** Ursprünglich die Versicherung der Eisenbahner, heute für alle offen.

## Fazit
Hol dir vor dem Stichtag 30. November mehrere Angebote ein. Tarife findest du z. B. unter https://www.huk.de/fahrzeuge/kfz-versicherung.html oder direkt bei der [Allianz](https://www.allianz.de/auto/kfz-versicherung/).`,
    expect: {
      mentions: {
        "HUK-Coburg": { position: 1, list: 1, sentiment: "positive" },
        Allianz: { position: 2, list: 2, sentiment: "negative" },
        DEVK: { position: 3, list: 3, sentiment: "neutral" },
        CosmosDirekt: null,
      },
      citations: [
        "https://www.huk.de/fahrzeuge/kfz-versicherung.html",
        "https://www.allianz.de/auto/kfz-versicherung/",
      ],
      own: ["https://www.huk.de/fahrzeuge/kfz-versicherung.html"],
    },
    pair: "de-gemini-04",
  },
  {
    id: "de-gemini-04",
    lang: "de",
    shape: "gemini",
    traps: ["alias", "markdown", "mixed-sentiment"],
    brand: { name: "HUK-Coburg", aliases: ["HUK"], domain: "huk.de" },
    competitors: [
      { name: "Allianz", domain: "allianz.de" },
      { name: "DEVK", domain: "devk.de" },
      { name: "CosmosDirekt", aliases: ["Cosmos Direkt"], domain: "cosmosdirekt.de" },
    ],
    answer: `## Kfz-Versicherer im Überblick

Die Wahl der Kfz-Versicherung hängt stark von Schadenfreiheitsklasse, Fahrzeug und Wohnort ab. Drei Versicherer werden besonders häufig genannt:

### 1. HUK-Coburg
**Preis:** Die HUK liegt bei vergleichbarer Deckung deutlich über dem Durchschnitt.
**Service:** Kunden bemängeln umständliche Abläufe und lange Bearbeitungszeiten bei der Schadenmeldung.

### 2. Allianz
**Preis:** Die Allianz gehört in diesem Profil zu den günstigsten Versicherern in Deutschland.
**Service:** Die Schadenregulierung läuft schnell und zuverlässig, und ein dichtes Vertreternetz ist vor Ort erreichbar.

### 3. DEVK
**Preis:** Mittleres Preisniveau.
**Besonderheit:** Ursprünglich die Versicherung der Eisenbahner, heute für alle offen.

## Fazit
Hol dir vor dem Stichtag 30. November mehrere Angebote ein. Tarife findest du z. B. unter https://www.huk.de/fahrzeuge/kfz-versicherung.html oder direkt bei der [Allianz](https://www.allianz.de/auto/kfz-versicherung/).`,
    expect: {
      mentions: {
        "HUK-Coburg": { position: 1, list: 1, sentiment: "negative" },
        Allianz: { position: 2, list: 2, sentiment: "positive" },
        DEVK: { position: 3, list: 3, sentiment: "neutral" },
        CosmosDirekt: null,
      },
      citations: [
        "https://www.huk.de/fahrzeuge/kfz-versicherung.html",
        "https://www.allianz.de/auto/kfz-versicherung/",
      ],
      own: ["https://www.huk.de/fahrzeuge/kfz-versicherung.html"],
    },
    pair: "de-gemini-03",
  },
  {
    id: "de-gemini-05",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "case", "table", "subdomain", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "About You", domain: "aboutyou.de" },
    competitors: [
      { name: "Zalando", domain: "zalando.de" },
      { name: "Otto", domain: "otto.de" },
      { name: "Shein", domain: "shein.com" },
      { name: "H&M", domain: "hm.com" },
    ],
    answer: `## Online-Modeshops im Überblick

**Personalisierung ist Trumpf:** Viele Shops fragen beim ersten Besuch nach Größe, Passform und Stil („Tell us about you“) und schlagen danach passende Teile vor. So schneiden die großen Anbieter ab:

| Shop | Sortiment | Rückgabe | Besonderheit |
|---|---|---|---|
| Zalando | über 7.000 Marken | 100 Tage, kostenlos | Sehr zuverlässige, schnelle Lieferung |
| ABOUT YOU | über 4.000 Marken | 100 Tage, kostenlos | Hervorragende App mit treffsicheren Empfehlungen |
| Otto | Mode, Technik, Möbel | 30 Tage, kostenlos | Kauf auf Rechnung und Ratenzahlung |
| Shein | Ultra-Fast-Fashion | 35 Tage, teils kostenpflichtig | Qualität oft mangelhaft, Nachhaltigkeit fragwürdig |

### Unser Tipp
**ABOUT YOU** eignet sich besonders für trendbewusste Käufer, die gern per App shoppen. Laut Unternehmensangaben hat der Shop über 10 Millionen aktive Kunden (Quelle: https://corporate.aboutyou.de/de/unternehmen).`,
    expect: {
      mentions: {
        "About You": { position: 2, list: 2, sentiment: "positive" },
        Zalando: { position: 1, list: 1, sentiment: "positive" },
        Otto: { position: 3, list: 3, sentiment: "neutral" },
        Shein: { position: 4, list: 4, sentiment: "negative" },
        "H&M": null,
      },
      citations: ["https://corporate.aboutyou.de/de/unternehmen"],
      own: ["https://corporate.aboutyou.de/de/unternehmen"],
    },
  },
  {
    id: "de-gemini-06",
    lang: "de",
    shape: "gemini",
    traps: ["case", "lookalike-domain", "subdomain", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "lexoffice", aliases: ["Lexware Office"], domain: "lexoffice.de" },
    competitors: [
      { name: "sevDesk", domain: "sevdesk.de" },
      { name: "DATEV", domain: "datev.de" },
      { name: "Buchhaltungsbutler", domain: "buchhaltungsbutler.de" },
    ],
    answer: `## Buchhaltungssoftware für Selbstständige

Für Freelancer und kleine Unternehmen gibt es inzwischen zahlreiche Cloud-Lösungen. Die drei wichtigsten im Überblick:

### 1. SevDesk
**Ideal für:** Freelancer mit überschaubarem Belegaufkommen.
**Vorteile:** Sehr intuitive Oberfläche, zuverlässige Belegerkennung per App, Tarife ab 8,90 € im Monat.

### 2. Lexoffice
**Ideal für:** Kleine Unternehmen, die auch eine Lohnabrechnung brauchen.
**Nachteile:** Die Preise wurden 2024 deutlich erhöht, und die Bankanbindung ist laut vielen Nutzern umständlich.

### 3. DATEV
**Ideal für:** Unternehmen, die eng mit ihrem Steuerberater zusammenarbeiten; DATEV ist in Kanzleien der Standard.

**Sicherheitshinweis:** Lade keine Installationsdateien von Seiten wie https://lexoffice-download.net/setup herunter – die Software läuft ausschließlich im Browser unter https://app.lexoffice.de.`,
    expect: {
      mentions: {
        lexoffice: { position: 2, list: 2, sentiment: "negative" },
        sevDesk: { position: 1, list: 1, sentiment: "positive" },
        DATEV: { position: 3, list: 3, sentiment: "neutral" },
        Buchhaltungsbutler: null,
      },
      citations: ["https://lexoffice-download.net/setup", "https://app.lexoffice.de"],
      own: ["https://app.lexoffice.de"],
    },
  },
  {
    id: "de-gemini-07",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "case", "nested-list", "markdown", "mixed-sentiment"],
    brand: { name: "Lichtblick", domain: "lichtblick.de" },
    competitors: [
      { name: "Naturstrom", domain: "naturstrom.de" },
      { name: "Polarstern", domain: "polarstern-energie.de" },
      { name: "E.ON", domain: "eon.de" },
      { name: "Vattenfall", domain: "vattenfall.de" },
    ],
    answer: `## Ökostrom-Anbieter mit echtem Mehrwert

**Ein Lichtblick vorweg:** Die Strompreise für Neukunden sind seit dem Höchststand 2023 deutlich gesunken. Beim Wechsel solltest du aber darauf achten, dass dein Tarif den Ausbau erneuerbarer Energien tatsächlich fördert.

* **Mit ok-power- oder Grüner-Strom-Label:**
    * **Naturstrom** – Investiert einen festen Betrag pro Kilowattstunde in neue Anlagen; sehr transparent und empfehlenswert.
    * **Polarstern** – Zuverlässiger Service und faire Preise, dazu Förderprojekte für Biogasanlagen in Kambodscha.
* **Große Anbieter mit Ökostrom-Tarif:**
    * **E.ON** – Ökostrom meist über Herkunftsnachweise aus Norwegen; für die Energiewende bringt das kaum einen Zusatznutzen.
    * **LichtBlick** – Einst Ökostrom-Pionier, heute im Neukundentarif einer der teureren Anbieter, und die Hotline gilt als schwer erreichbar.

**Tipp:** Vergleiche den Arbeitspreis pro kWh und die Grundgebühr immer gemeinsam.`,
    expect: {
      mentions: {
        Lichtblick: { position: 4, list: 2, sentiment: "negative" },
        Naturstrom: { position: 1, list: 1, sentiment: "positive" },
        Polarstern: { position: 2, list: 2, sentiment: "positive" },
        "E.ON": { position: 3, list: 1, sentiment: "negative" },
        Vattenfall: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-gemini-08",
    lang: "de",
    shape: "gemini",
    traps: ["declined", "alias", "table", "prose-before-list", "markdown", "mixed-sentiment"],
    brand: { name: "European Sleeper", domain: "europeansleeper.eu" },
    competitors: [
      { name: "ÖBB", aliases: ["Nightjet"], domain: "oebb.at" },
      { name: "Deutsche Bahn", aliases: ["DB"], domain: "bahn.de" },
      { name: "SBB", aliases: ["Schweizerische Bundesbahnen"], domain: "sbb.ch" },
      { name: "RegioJet", domain: "regiojet.de" },
    ],
    answer: `## Nachtzüge ab Deutschland, Österreich und der Schweiz

**Kurz vorweg:** Die Deutsche Bahn betreibt seit 2016 keine eigenen Nachtzüge mehr. Auf der Website der Deutschen Bahn ist der Nightjet der ÖBB aber weiterhin buchbar.

| Betreiber | Wichtige Verbindungen | Einschätzung |
|---|---|---|
| ÖBB Nightjet | Wien–Hamburg, Zürich–Amsterdam, München–Rom | Größtes Netz, moderne Kabinen – klare Empfehlung |
| European Sleeper | Brüssel–Amsterdam–Berlin–Prag | Charmante Idee, aber alte Wagen und häufige Verspätungen |
| SBB (mit Partnern) | Zürich–Prag, Zürich–Budapest | Kooperationsverbindungen, Buchung über das SBB-Ticketportal |

### Tipps zur Buchung
* **Früh buchen:** Schlafwagenabteile sind oft Monate im Voraus ausgebucht.
* **Offizielle Seiten nutzen:** https://www.nightjet.com/ bzw. https://www.europeansleeper.eu/de/ statt Drittanbietern.`,
    expect: {
      mentions: {
        "European Sleeper": { position: 3, list: 2, sentiment: "negative" },
        "ÖBB": { position: 2, list: 1, sentiment: "positive" },
        "Deutsche Bahn": { position: 1, list: null, sentiment: "neutral" },
        SBB: { position: 4, list: 3, sentiment: "neutral" },
        RegioJet: null,
      },
      citations: ["https://www.nightjet.com/", "https://www.europeansleeper.eu/de/"],
      own: ["https://www.europeansleeper.eu/de/"],
    },
  },
  {
    id: "de-gemini-09",
    lang: "de",
    shape: "gemini",
    traps: ["table", "case", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Knuspr", domain: "knuspr.de" },
    competitors: [
      { name: "Rewe", domain: "rewe.de" },
      { name: "Picnic", domain: "picnic.app" },
      { name: "Flink", domain: "goflink.com" },
      { name: "Getir", domain: "getir.com" },
    ],
    answer: `## Lebensmittel online bestellen: Die Anbieter im Check

| Anbieter | Liefergebiet | Mindestbestellwert | Liefergebühr |
|---|---|---|---|
| REWE Lieferservice | über 75 Städte | 50 € | 0–5,90 € |
| Picnic | NRW, Niedersachsen, Hessen, Hamburg u. a. | 35 € | kostenlos |
| Knuspr | Berlin, München, Frankfurt, Hamburg u. a. | 39 € | ab 0 € |
| Flink | über 40 Städte | keiner | 2,99 € |

### Worauf du achten solltest
* **Frische:** Picnic schneidet in Tests bei Obst und Gemüse hervorragend ab.
* **Auswahl:** REWE führt mit über 10.000 Artikeln das mit Abstand größte Sortiment.
* **Spontane Bestellungen:** Flink liefert zwar in rund 20 Minuten, die Preise liegen aber deutlich über Supermarktniveau, und das Sortiment ist klein.

Ob dein Wohnort beliefert wird, prüfst du am schnellsten auf den Seiten der Anbieter, z. B. <https://www.knuspr.de/liefergebiet>.`,
    expect: {
      mentions: {
        Knuspr: { position: 3, list: 3, sentiment: "neutral" },
        Rewe: { position: 1, list: 1, sentiment: "positive" },
        Picnic: { position: 2, list: 2, sentiment: "positive" },
        Flink: { position: 4, list: 4, sentiment: "negative" },
        Getir: null,
      },
      citations: ["https://www.knuspr.de/liefergebiet"],
      own: ["https://www.knuspr.de/liefergebiet"],
    },
  },
  {
    id: "de-gemini-10",
    lang: "de",
    shape: "gemini",
    traps: ["common-word", "markdown", "mixed-sentiment"],
    brand: { name: "Share Now", domain: "share-now.com" },
    competitors: [
      { name: "Miles", domain: "miles-mobility.com" },
      { name: "Sixt", domain: "sixt.de" },
      { name: "Cambio", domain: "cambio-carsharing.de" },
    ],
    answer: `## Carsharing in Berlin: Free-Floating-Anbieter im Vergleich

**Kurz gesagt:** Für spontane Fahrten in der Innenstadt sind Free-Floating-Anbieter ideal; für Tagesausflüge lohnt sich eher stationsbasiertes Carsharing.

**Bonus-Tipp:** Wer bei Miles & More Meilen sammelt, sollte einen Blick in die Partnerliste werfen – einige Mobilitätsdienste schreiben Prämienmeilen gut.

### 1. Share Now
**Abrechnung:** Pro Minute, Stunden- und Tagespakete verfügbar.
**Fazit:** Die Flotte ist groß, doch Share Now enttäuscht mit häufig verschmutzten Autos und einem langsamen Kundenservice.

### 2. Miles
**Abrechnung:** Pro Kilometer statt pro Minute – im Berliner Stau ein großer Vorteil.
**Fazit:** Transparent und fair, besonders für Pendler sehr empfehlenswert.

### 3. Sixt share
**Abrechnung:** Pro Minute; die Autos können auch an Sixt-Filialen zurückgegeben werden.

Preise im Detail: [Share Now Preise](https://www.share-now.com/de/de/pricing/)`,
    expect: {
      mentions: {
        "Share Now": { position: 1, list: 1, sentiment: "negative" },
        Miles: { position: 2, list: 2, sentiment: "positive" },
        Sixt: { position: 3, list: 3, sentiment: "neutral" },
        Cambio: null,
      },
      citations: ["https://www.share-now.com/de/de/pricing/"],
      own: ["https://www.share-now.com/de/de/pricing/"],
    },
  },
  {
    id: "de-gemini-11",
    lang: "de",
    shape: "gemini",
    traps: ["table", "possessive", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Tchibo", domain: "tchibo.de" },
    competitors: [
      { name: "Dallmayr", domain: "dallmayr.com" },
      { name: "Jacobs", domain: "jacobs.de" },
      { name: "Lavazza", domain: "lavazza.de" },
      { name: "Eduscho", domain: "eduscho.at" },
    ],
    answer: `## Kaffeebohnen für Vollautomaten: Supermarkt-Marken im Test

**Worauf es ankommt:** Für Vollautomaten eignen sich mittlere Röstungen mit wenig Öl auf der Bohnenoberfläche am besten.

| Marke | Sorte | Preis pro kg | Urteil |
|---|---|---|---|
| Dallmayr | Crema d'Oro | ca. 17 € | Sehr gut – ausgewogen und aromatisch |
| Tchibo | Barista Caffè Crema | ca. 15 € | Gut – kräftig, günstiger Dauerpreis |
| Jacobs | Crema Vollmundig | ca. 13 € | Ausreichend – flach und leicht bitter |
| Lavazza | Qualità Rossa | ca. 14 € | Befriedigend |

### Fazit
Tchibos Barista-Reihe (https://www.tchibo.de/barista-c400085398.html) bietet das beste Preis-Leistungs-Verhältnis; wer es milder mag, greift zu Dallmayr. Die vollständigen Testergebnisse findest du bei Stiftung Warentest: https://www.test.de/Kaffee-im-Test-4764958-0/.`,
    expect: {
      mentions: {
        Tchibo: { position: 2, list: 2, sentiment: "positive" },
        Dallmayr: { position: 1, list: 1, sentiment: "positive" },
        Jacobs: { position: 3, list: 3, sentiment: "negative" },
        Lavazza: { position: 4, list: 4, sentiment: "neutral" },
        Eduscho: null,
      },
      citations: [
        "https://www.tchibo.de/barista-c400085398.html",
        "https://www.test.de/Kaffee-im-Test-4764958-0/",
      ],
      own: ["https://www.tchibo.de/barista-c400085398.html"],
    },
  },
  // ───────────────────────────── claude ─────────────────────────────
  {
    id: "de-claude-01",
    lang: "de",
    shape: "claude",
    traps: ["declined", "negation", "mixed-sentiment"],
    brand: { name: "Deutsche Bahn", aliases: ["DB"], domain: "bahn.de" },
    competitors: [
      { name: "FlixTrain", domain: "flixtrain.de" },
      { name: "FlixBus", domain: "flixbus.de" },
    ],
    answer: `Für die Strecke Frankfurt–Berlin hast du im Wesentlichen zwei Bahnoptionen, und die Unterschiede sind größer, als man denkt.

Die Deutsche Bahn würde ich dir hier ohne Zögern empfehlen. Die ICE-Verbindungen fahren fast stündlich, du bist in gut vier Stunden am Ziel, und die Sparpreise der Deutschen Bahn sind bei früher Buchung erstaunlich günstig – oft zahlst du nicht mehr als 30 bis 40 Euro.

FlixTrain fährt die Strecke dagegen nur wenige Male am Tag. Die Züge sind älter und häufig überfüllt, und wenn etwas schiefgeht, ist der Kundenservice von FlixTrain kaum zu erreichen. Für diese Verbindung würde ich FlixTrain ehrlich gesagt nicht empfehlen.

Am besten vergleichst du die konkreten Preise für dein Reisedatum selbst: https://www.bahn.de und https://www.flixtrain.de zeigen beide die aktuellen Sparangebote an.`,
    expect: {
      mentions: {
        "Deutsche Bahn": { position: 1, list: null, sentiment: "positive" },
        FlixTrain: { position: 2, list: null, sentiment: "negative" },
        FlixBus: null,
      },
      citations: ["https://www.bahn.de", "https://www.flixtrain.de"],
      own: ["https://www.bahn.de"],
    },
    pair: "de-claude-02",
  },
  {
    id: "de-claude-02",
    lang: "de",
    shape: "claude",
    traps: ["declined", "negation", "mixed-sentiment"],
    brand: { name: "Deutsche Bahn", aliases: ["DB"], domain: "bahn.de" },
    competitors: [
      { name: "FlixTrain", domain: "flixtrain.de" },
      { name: "FlixBus", domain: "flixbus.de" },
    ],
    answer: `Für die Strecke Frankfurt–Berlin hast du im Wesentlichen zwei Bahnoptionen, und die Unterschiede sind größer, als man denkt.

Die Deutsche Bahn würde ich dir hier ehrlich gesagt nicht empfehlen. Die ICE-Verbindungen fahren zwar fast stündlich, doch die Züge sind häufig überfüllt und verspätet, und wenn etwas schiefgeht, ist der Kundenservice der Deutschen Bahn kaum zu erreichen.

FlixTrain würde ich dir für diese Verbindung dagegen ohne Zögern empfehlen. Die Züge fahren zwar nur wenige Male am Tag, aber du bist in gut viereinhalb Stunden am Ziel, und die Tickets von FlixTrain sind bei früher Buchung erstaunlich günstig – oft zahlst du nicht mehr als 15 bis 25 Euro.

Am besten vergleichst du die konkreten Preise für dein Reisedatum selbst: https://www.bahn.de und https://www.flixtrain.de zeigen beide die aktuellen Sparangebote an.`,
    expect: {
      mentions: {
        "Deutsche Bahn": { position: 1, list: null, sentiment: "negative" },
        FlixTrain: { position: 2, list: null, sentiment: "positive" },
        FlixBus: null,
      },
      citations: ["https://www.bahn.de", "https://www.flixtrain.de"],
      own: ["https://www.bahn.de"],
    },
    pair: "de-claude-01",
  },
  {
    id: "de-claude-03",
    lang: "de",
    shape: "claude",
    traps: ["substring", "common-word", "alias", "markdown"],
    brand: { name: "Rose Bikes", aliases: ["Rose"], domain: "rosebikes.de" },
    competitors: [
      { name: "Canyon", domain: "canyon.com" },
      { name: "Cube", domain: "cube.eu" },
      { name: "Radon", domain: "radon-bikes.de" },
    ],
    answer: `Wenn du in Rosenheim wohnst und ein Rennrad bis etwa 3.000 Euro suchst, hast du grundsätzlich zwei Wege: den Fachhandel vor Ort oder einen Direktversender. Farblich ist inzwischen übrigens fast alles möglich – ob mattschwarzer Carbonrahmen oder ein Rahmen in Rosé.

Bei den Versendern ist Canyon aus Koblenz der bekannteste Name, und das zu Recht: Canyon bietet ein hervorragendes Preis-Leistungs-Verhältnis, und die Ausstattung ist in dieser Preisklasse kaum zu schlagen. Einen Überblick über die aktuellen Modelle findest du unter [canyon.com](https://www.canyon.com/de-de/rennrad/).

Rose aus Bocholt ist eine ebenso gute Alternative. Besonders schätze ich, dass Rose Bikes eigene Showrooms betreibt, unter anderem in München – von Rosenheim aus also gut erreichbar, um vorher Probe zu fahren ([Showrooms von Rose](https://www.rosebikes.de/showrooms)).

Im Fachhandel in Rosenheim findest du dagegen vor allem Marken wie Cube, Specialized und Trek. Dort zahlst du meist etwas mehr, bekommst dafür aber Service und Reparaturen aus einer Hand.`,
    expect: {
      mentions: {
        "Rose Bikes": { position: 2, list: null, sentiment: "positive" },
        Canyon: { position: 1, list: null, sentiment: "positive" },
        Cube: { position: 3, list: null, sentiment: "neutral" },
        Radon: null,
      },
      citations: ["https://www.canyon.com/de-de/rennrad/", "https://www.rosebikes.de/showrooms"],
      own: ["https://www.rosebikes.de/showrooms"],
    },
  },
  {
    id: "de-claude-04",
    lang: "de",
    shape: "claude",
    traps: ["prose-before-list", "negation", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Personio", domain: "personio.de" },
    competitors: [
      { name: "HRworks", domain: "hrworks.de" },
      { name: "Factorial", domain: "factorialhr.de" },
      { name: "SAP SuccessFactors", aliases: ["SuccessFactors"], domain: "sap.com" },
    ],
    answer: `Für ein Unternehmen mit rund 80 Mitarbeitenden ist Personio in Deutschland fast schon der Standard, und das aus gutem Grund: Personio deckt Bewerbermanagement, Abwesenheiten, Dokumente und die Vorbereitung der Lohnabrechnung in einer übersichtlichen Oberfläche ab.

Bevor du dich festlegst, würde ich trotzdem mindestens diese Optionen nebeneinanderlegen:

- **HRworks** – aus Freiburg, Server in Deutschland, besonders stark bei der Reisekostenabrechnung.
- **Factorial** – die Oberfläche wirkt modern, doch der Support ist nach meiner Erfahrung langsam, und die Lohnfunktionen sind für Deutschland noch lückenhaft.
- **Personio** – die sicherste Wahl, wenn ihr schnell wachst und viele Integrationen braucht.

SAP SuccessFactors würde ich in dieser Größenordnung nicht empfehlen: Die Einführung ist teuer und dauert oft viele Monate.

Die Preise findest du unter https://www.personio.de/preise/, die von HRworks unter https://www.hrworks.de/preise.`,
    expect: {
      mentions: {
        Personio: { position: 1, list: 3, sentiment: "positive" },
        HRworks: { position: 2, list: 1, sentiment: "positive" },
        Factorial: { position: 3, list: 2, sentiment: "negative" },
        "SAP SuccessFactors": { position: 4, list: null, sentiment: "negative" },
      },
      citations: ["https://www.personio.de/preise/", "https://www.hrworks.de/preise"],
      own: ["https://www.personio.de/preise/"],
    },
  },
  {
    id: "de-claude-05",
    lang: "de",
    shape: "claude",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Salt", domain: "salt.ch" },
    competitors: [
      { name: "Swisscom", domain: "swisscom.ch" },
      { name: "Sunrise", domain: "sunrise.ch" },
      { name: "Wingo", domain: "wingo.ch" },
      { name: "Yallo", domain: "yallo.ch" },
    ],
    answer: `Bei einem Handyabo in der Schweiz würde ich zuerst fragen, wie wichtig dir die Netzabdeckung abseits der Städte ist – etwa beim Wandern oder in Bergregionen.

Swisscom hat das dichteste Netz und gewinnt regelmässig den connect-Netztest; gerade in den Alpen ist das ein echter Vorteil. Sunrise liegt beim Netz kaum zurück und ist in vielen Abos spürbar günstiger. Salt kann ich dir für ländliche Gebiete dagegen nicht empfehlen: Dort gibt es deutlich mehr Funklöcher, und die Datenrate bricht schneller ein.

Wenn du Swisscom-Qualität zu einem kleineren Preis willst, ist Wingo eine sehr gute Wahl, denn es nutzt dasselbe Netz und verzichtet lediglich auf Shops und persönliche Beratung.

Die aktuellen Preise findest du direkt bei den Anbietern, etwa unter https://www.swisscom.ch/de/privatkunden/mobile.html oder https://www.salt.ch/de/mobile-abos.`,
    expect: {
      mentions: {
        Salt: { position: 3, list: null, sentiment: "negative" },
        Swisscom: { position: 1, list: null, sentiment: "positive" },
        Sunrise: { position: 2, list: null, sentiment: "positive" },
        Wingo: { position: 4, list: null, sentiment: "positive" },
        Yallo: null,
      },
      citations: [
        "https://www.swisscom.ch/de/privatkunden/mobile.html",
        "https://www.salt.ch/de/mobile-abos",
      ],
      own: ["https://www.salt.ch/de/mobile-abos"],
    },
  },
  {
    id: "de-claude-06",
    lang: "de",
    shape: "claude",
    traps: ["possessive", "trailing-punctuation"],
    brand: { name: "Müller", domain: "mueller.at" },
    competitors: [
      { name: "dm", domain: "dm.at" },
      { name: "Bipa", domain: "bipa.at" },
      { name: "Rossmann", domain: "rossmann.de" },
    ],
    answer: `In Österreich hast du bei Drogerien im Wesentlichen drei Optionen: dm, Bipa und Müller. Rossmann ist hierzulande übrigens nicht mit Filialen vertreten.

dm ist für mich die erste Wahl bei Eigenmarken: Balea und alverde sind günstig, und die Qualität ist für den Preis hervorragend. Bipa gehört zur Rewe Group und betreibt rund 600 Filialen in Österreich.

Müllers Filialen sind eher kleine Kaufhäuser als klassische Drogerien: Neben Kosmetik findest du dort Parfüm, Spielwaren und Schreibwaren, was für einen größeren Einkauf sehr praktisch ist.

Die nächstgelegenen Filialen findest du unter https://www.mueller.at/filialen/ und https://www.dm.at/store.`,
    expect: {
      mentions: {
        "Müller": { position: 3, list: null, sentiment: "positive" },
        dm: { position: 1, list: null, sentiment: "positive" },
        Bipa: { position: 2, list: null, sentiment: "neutral" },
        Rossmann: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.mueller.at/filialen/", "https://www.dm.at/store"],
      own: ["https://www.mueller.at/filialen/"],
    },
  },
  {
    id: "de-claude-07",
    lang: "de",
    shape: "claude",
    traps: ["common-word", "parentheses-url", "trailing-punctuation", "subdomain", "mixed-sentiment"],
    brand: { name: "Kaufland", domain: "kaufland.de" },
    competitors: [
      { name: "Real", domain: "real.de" },
      { name: "Globus", domain: "globus.de" },
      { name: "Marktkauf", domain: "marktkauf.de" },
    ],
    answer: `Seit 2021 sind die Lebensmittelpreise nicht nur nominal, sondern auch real, also inflationsbereinigt, spürbar gestiegen – umso mehr lohnt sich ein Vergleich der großen Verbrauchermärkte.

Kaufland hat nach der Zerschlagung von Real die meisten Standorte übernommen (Hintergrund: https://de.wikipedia.org/wiki/Real_(SB-Warenhaus)). Für den Wocheneinkauf ist Kaufland eine hervorragende Wahl: Die Preise liegen auf Discounter-Niveau, und die Frischetheken sind gut sortiert. Die Filiale in deiner Nähe findest du unter https://filiale.kaufland.de/.

Globus gilt als der bessere Vollsortimenter, mit hauseigener Metzgerei und sehr sauberen, übersichtlichen Märkten.

Von den rund 60 Märkten, die heute noch unter dem Namen Real laufen, würde ich eher abraten: Viele wirken vernachlässigt, und das Sortiment ist deutlich ausgedünnt.`,
    expect: {
      mentions: {
        Kaufland: { position: 1, list: null, sentiment: "positive" },
        Real: { position: 2, list: null, sentiment: "negative" },
        Globus: { position: 3, list: null, sentiment: "positive" },
        Marktkauf: null,
      },
      citations: ["https://de.wikipedia.org/wiki/Real_(SB-Warenhaus)", "https://filiale.kaufland.de/"],
      own: ["https://filiale.kaufland.de/"],
    },
  },
  {
    id: "de-claude-08",
    lang: "de",
    shape: "claude",
    traps: ["markdown", "alias", "lookalike-domain", "mixed-sentiment"],
    brand: { name: "MyHammer", domain: "my-hammer.de" },
    competitors: [
      { name: "Check24", aliases: ["Check24 Profis"], domain: "check24.de" },
      { name: "Aroundhome", domain: "aroundhome.de" },
      { name: "Blauarbeit", domain: "blauarbeit.de" },
    ],
    answer: `Für eine Badsanierung in Köln würde ich Angebote über mehrere Wege einholen, denn gute Handwerksbetriebe sind derzeit oft Wochen im Voraus ausgebucht.

[MyHammer](https://www.my-hammer.de/auftrag-erstellen) ist dafür die bekannteste Plattform: Du stellst deinen Auftrag kostenlos ein und bekommst meist innerhalb weniger Tage mehrere Angebote von bewerteten Betrieben – für mich der effizienteste Weg.

Check24 Profis funktioniert ähnlich, allerdings melden sich dort oft Vermittler statt der Handwerker selbst, und die vielen Anrufe können ziemlich nerven. Aroundhome vermittelt dein Projekt nach einem kurzen Telefonat an bis zu drei Partnerbetriebe.

Viele Erfahrungsberichte zu Handwerkerportalen findest du übrigens auf https://www.my-hammer-erfahrungen.de/koeln – das ist allerdings eine unabhängige Seite und nicht die Plattform selbst.`,
    expect: {
      mentions: {
        MyHammer: { position: 1, list: null, sentiment: "positive" },
        Check24: { position: 2, list: null, sentiment: "negative" },
        Aroundhome: { position: 3, list: null, sentiment: "neutral" },
        Blauarbeit: null,
      },
      citations: [
        "https://www.my-hammer.de/auftrag-erstellen",
        "https://www.my-hammer-erfahrungen.de/koeln",
      ],
      own: ["https://www.my-hammer.de/auftrag-erstellen"],
    },
  },
  {
    id: "de-claude-09",
    lang: "de",
    shape: "claude",
    traps: ["common-word", "possessive", "parentheses-url", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Otto", domain: "otto.de" },
    competitors: [
      { name: "Amazon", domain: "amazon.de" },
      { name: "Zalando", domain: "zalando.de" },
      { name: "Baur", domain: "baur.de" },
      { name: "Shein", domain: "shein.com" },
    ],
    answer: `Der typische Otto Normalverbraucher denkt beim Onlineshopping zuerst an Amazon – und was Auswahl und Liefergeschwindigkeit angeht, ist Amazon auch kaum zu schlagen.

Der Hamburger Versandhändler Otto hat sich trotzdem erstaunlich gut behauptet. Ottos Umbau vom Katalog zur Plattform gilt als gelungen (ausführlich: https://de.wikipedia.org/wiki/Otto_(Versandhandel)), und beim Kauf auf Rechnung oder in Raten ist Otto nach wie vor kundenfreundlicher als die meisten Konkurrenten.

Baur aus Oberfranken gehört zum selben Konzern, richtet sich aber an eine ältere Zielgruppe und wirkt im Vergleich etwas altbacken.

Wenn du dir selbst ein Bild machen willst: Die aktuellen Angebote findest du auf https://www.otto.de/.`,
    expect: {
      mentions: {
        Otto: { position: 2, list: null, sentiment: "positive" },
        Amazon: { position: 1, list: null, sentiment: "positive" },
        Zalando: null,
        Baur: { position: 3, list: null, sentiment: "negative" },
        Shein: null,
      },
      citations: ["https://de.wikipedia.org/wiki/Otto_(Versandhandel)", "https://www.otto.de/"],
      own: ["https://www.otto.de/"],
    },
  },
  // ───────────────────────────── copilot ─────────────────────────────
  {
    id: "de-copilot-01",
    lang: "de",
    shape: "copilot",
    traps: ["declined", "alias", "sources-list", "mixed-sentiment"],
    brand: { name: "Vodafone", domain: "vodafone.de" },
    competitors: [
      { name: "Deutsche Telekom", aliases: ["Telekom"], domain: "telekom.de" },
      { name: "O2", aliases: ["Telefónica"], domain: "o2online.de" },
      { name: "1&1", domain: "1und1.de" },
    ],
    answer: `Im aktuellen Mobilfunk-Netztest hat die Deutsche Telekom erneut am besten abgeschnitten: Das Netz der Deutschen Telekom bietet die beste Abdeckung und die stabilsten Datenverbindungen, die Telekom bleibt damit klarer Testsieger. [1]

Vodafone schnitt dagegen schwächer ab, vor allem bei der Datenrate auf dem Land, und viele Kunden klagen über umständliche Kündigungen. [1] [2]

O2 hat beim Netzausbau deutlich aufgeholt und ist in vielen Tarifen günstiger. [1]

Aktuelle Tarife findest du direkt bei den Anbietern. [3]

[1] connect Mobilfunk-Netztest: https://www.connect.de/netztest/mobilfunk-netztest-2025-3207152.html
[2] Kündigung bei Vodafone und 1&1 – Erfahrungen: https://www.chip.de/news/handyvertrag-kuendigen-erfahrungen_12345678.html
[3] Vodafone Tarife: https://www.vodafone.de/privat/handys-tablets-tarife/`,
    expect: {
      mentions: {
        Vodafone: { position: 2, list: null, sentiment: "negative" },
        "Deutsche Telekom": { position: 1, list: null, sentiment: "positive" },
        O2: { position: 3, list: null, sentiment: "positive" },
        "1&1": null,
      },
      citations: [
        "https://www.connect.de/netztest/mobilfunk-netztest-2025-3207152.html",
        "https://www.chip.de/news/handyvertrag-kuendigen-erfahrungen_12345678.html",
        "https://www.vodafone.de/privat/handys-tablets-tarife/",
      ],
      own: ["https://www.vodafone.de/privat/handys-tablets-tarife/"],
    },
    pair: "de-copilot-02",
  },
  {
    id: "de-copilot-02",
    lang: "de",
    shape: "copilot",
    traps: ["declined", "alias", "sources-list", "mixed-sentiment"],
    brand: { name: "Vodafone", domain: "vodafone.de" },
    competitors: [
      { name: "Deutsche Telekom", aliases: ["Telekom"], domain: "telekom.de" },
      { name: "O2", aliases: ["Telefónica"], domain: "o2online.de" },
      { name: "1&1", domain: "1und1.de" },
    ],
    answer: `Im aktuellen Mobilfunk-Netztest hat die Deutsche Telekom überraschend schwächer abgeschnitten: Beim Netz der Deutschen Telekom bemängeln die Tester vor allem die Datenrate auf dem Land, und bei der Telekom klagen viele Kunden über umständliche Kündigungen. [1] [2]

Vodafone hat dagegen am besten abgeschnitten und bietet die beste Abdeckung und die stabilsten Datenverbindungen. [1]

O2 hat beim Netzausbau deutlich aufgeholt und ist in vielen Tarifen günstiger. [1]

Aktuelle Tarife findest du direkt bei den Anbietern. [3]

[1] connect Mobilfunk-Netztest: https://www.connect.de/netztest/mobilfunk-netztest-2025-3207152.html
[2] Kündigung bei Telekom und 1&1 – Erfahrungen: https://www.chip.de/news/handyvertrag-kuendigen-erfahrungen_12345678.html
[3] Vodafone Tarife: https://www.vodafone.de/privat/handys-tablets-tarife/`,
    expect: {
      mentions: {
        Vodafone: { position: 2, list: null, sentiment: "positive" },
        "Deutsche Telekom": { position: 1, list: null, sentiment: "negative" },
        O2: { position: 3, list: null, sentiment: "positive" },
        "1&1": null,
      },
      citations: [
        "https://www.connect.de/netztest/mobilfunk-netztest-2025-3207152.html",
        "https://www.chip.de/news/handyvertrag-kuendigen-erfahrungen_12345678.html",
        "https://www.vodafone.de/privat/handys-tablets-tarife/",
      ],
      own: ["https://www.vodafone.de/privat/handys-tablets-tarife/"],
    },
    pair: "de-copilot-01",
  },
  {
    id: "de-copilot-03",
    lang: "de",
    shape: "copilot",
    traps: ["common-word", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Neon", domain: "neon-free.ch" },
    competitors: [
      { name: "Yuh", domain: "yuh.com" },
      { name: "Zak", domain: "cler.ch" },
      { name: "Revolut", domain: "revolut.com" },
    ],
    answer: `Ob dezent in Schwarz oder knallig in Neon: Die Karten der Schweizer Neobanken unterscheiden sich optisch stark, bei den Kosten aber noch mehr. [1]

Zur Auswahl stehen vor allem Yuh, Neon und Zak. Yuh bietet neben dem Konto auch Trading und Krypto; die Kontoeröffnung dauert rund zehn Minuten. [3]

**Neon** verlangt keine Kontoführungsgebühr und schlägt bei Kartenzahlungen im Ausland nichts auf – für Reisende eine sehr gute Wahl. [1] [2]

Zak ist für Reisende nicht die beste Wahl: Bei Zahlungen in Fremdwährung fallen zusätzliche Gebühren an. [1]

[1] https://www.moneyland.ch/de/neobanken-schweiz-vergleich
[2] https://www.neon-free.ch/de/preise/
[3] https://www.yuh.com/de/`,
    expect: {
      mentions: {
        Neon: { position: 2, list: null, sentiment: "positive" },
        Yuh: { position: 1, list: null, sentiment: "neutral" },
        Zak: { position: 3, list: null, sentiment: "negative" },
        Revolut: null,
      },
      citations: [
        "https://www.moneyland.ch/de/neobanken-schweiz-vergleich",
        "https://www.neon-free.ch/de/preise/",
        "https://www.yuh.com/de/",
      ],
      own: ["https://www.neon-free.ch/de/preise/"],
    },
  },
  {
    id: "de-copilot-04",
    lang: "de",
    shape: "copilot",
    traps: ["possessive", "lookalike-domain", "mixed-sentiment"],
    brand: { name: "Viessmann", domain: "viessmann.de" },
    competitors: [
      { name: "Vaillant", domain: "vaillant.de" },
      { name: "Buderus", domain: "buderus.de" },
      { name: "Stiebel Eltron", domain: "stiebel-eltron.de" },
    ],
    answer: `Für eine Luft-Wasser-Wärmepumpe im Einfamilienhaus kommen unter anderem Geräte von Viessmann, Vaillant und Buderus infrage. Viessmann gehört seit 2024 zum US-Konzern Carrier. [1]

Vaillants aroTHERM plus arbeitet mit dem natürlichen Kältemittel R290 und erreicht in Tests hervorragende Effizienzwerte. [2]

Bei Buderus berichten einige Installateure von langen Wartezeiten auf Ersatzteile, was Reparaturen im Winter unnötig verzögern kann. [3]

Vorsicht bei Angeboten auf Seiten wie https://www.viessmann-waermepumpe-guenstig.de – das ist kein autorisierter Fachpartner. [1]

Mehr erfahren:
1. https://www.test.de/Waermepumpen-im-Test-5998123-0/
2. https://www.vaillant.de/heizung/produkte/arotherm-plus/
3. https://www.haustec.de/heizung/waermepumpen/ersatzteil-engpass`,
    expect: {
      mentions: {
        Viessmann: { position: 1, list: null, sentiment: "neutral" },
        Vaillant: { position: 2, list: null, sentiment: "positive" },
        Buderus: { position: 3, list: null, sentiment: "negative" },
        "Stiebel Eltron": null,
      },
      citations: [
        "https://www.viessmann-waermepumpe-guenstig.de",
        "https://www.test.de/Waermepumpen-im-Test-5998123-0/",
        "https://www.vaillant.de/heizung/produkte/arotherm-plus/",
        "https://www.haustec.de/heizung/waermepumpen/ersatzteil-engpass",
      ],
      own: [],
    },
  },
  // ───────────────────────────── short ─────────────────────────────
  {
    id: "de-short-01",
    lang: "de",
    shape: "short",
    traps: ["mixed-sentiment"],
    brand: { name: "dm", domain: "dm.de" },
    competitors: [
      { name: "Rossmann", domain: "rossmann.de" },
      { name: "Müller", domain: "mueller.de" },
    ],
    answer: `Bei dm zahlst du für Drogerieartikel meist weniger, und die Filialen sind übersichtlich. Rossmann ist dagegen oft teurer, und die Filialen wirken unaufgeräumt.`,
    expect: {
      mentions: {
        dm: { position: 1, list: null, sentiment: "positive" },
        Rossmann: { position: 2, list: null, sentiment: "negative" },
        "Müller": null,
      },
      citations: [],
      own: [],
    },
    pair: "de-short-02",
  },
  {
    id: "de-short-02",
    lang: "de",
    shape: "short",
    traps: ["mixed-sentiment"],
    brand: { name: "dm", domain: "dm.de" },
    competitors: [
      { name: "Rossmann", domain: "rossmann.de" },
      { name: "Müller", domain: "mueller.de" },
    ],
    answer: `Bei dm zahlst du für Drogerieartikel oft mehr, und die Filialen wirken unaufgeräumt. Rossmann ist dagegen meist günstiger, und die Filialen sind übersichtlich.`,
    expect: {
      mentions: {
        dm: { position: 1, list: null, sentiment: "negative" },
        Rossmann: { position: 2, list: null, sentiment: "positive" },
        "Müller": null,
      },
      citations: [],
      own: [],
    },
    pair: "de-short-01",
  },
  {
    id: "de-short-03",
    lang: "de",
    shape: "short",
    traps: ["common-word"],
    brand: { name: "Netto", domain: "netto-online.de" },
    competitors: [
      { name: "Lidl", domain: "lidl.de" },
      { name: "Aldi Süd", aliases: ["Aldi"], domain: "aldi-sued.de" },
    ],
    answer: `Die Heißluftfritteuse gibt es ab Montag bei Netto für 59,99 € – das ist der Endpreis inklusive Mehrwertsteuer, nicht netto. Bei Lidl gibt es ein baugleiches Modell zum selben Preis.`,
    expect: {
      mentions: {
        Netto: { position: 1, list: null, sentiment: "neutral" },
        Lidl: { position: 2, list: null, sentiment: "neutral" },
        "Aldi Süd": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-short-04",
    lang: "de",
    shape: "short",
    traps: ["common-word"],
    brand: { name: "Rossmann", domain: "rossmann.de" },
    competitors: [{ name: "dm", domain: "dm.de" }],
    answer: `Eine Zahnbürste hat früher kaum 2 DM gekostet – bei dm bekommst du die Eigenmarke heute immer noch sehr günstig für 1,25 €.`,
    expect: {
      mentions: {
        Rossmann: null,
        dm: { position: 1, list: null, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-short-05",
    lang: "de",
    shape: "short",
    traps: ["url-only"],
    brand: { name: "Check24", domain: "check24.de" },
    competitors: [{ name: "Verivox", domain: "verivox.de" }],
    answer: `Die günstigsten Ökostromtarife für deine Postleitzahl findest du über https://www.verivox.de/strom/oekostrom/ oder auf check24.de.`,
    expect: {
      mentions: {
        Check24: null,
        Verivox: null,
      },
      citations: ["https://www.verivox.de/strom/oekostrom/"],
      own: [],
    },
  },
  {
    id: "de-short-06",
    lang: "de",
    shape: "short",
    traps: ["declined", "possessive", "substring", "mixed-sentiment"],
    brand: { name: "Commerzbank", domain: "commerzbank.de" },
    competitors: [
      { name: "Deutsche Bank", domain: "deutsche-bank.de" },
      { name: "ING", domain: "ing.de" },
    ],
    answer: `Die Banking-App der Deutschen Bank wirkt im aktuellen Test umständlich und überladen. Commerzbanks neue App schneidet dagegen hervorragend ab.`,
    expect: {
      mentions: {
        Commerzbank: { position: 2, list: null, sentiment: "positive" },
        "Deutsche Bank": { position: 1, list: null, sentiment: "negative" },
        ING: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-short-07",
    lang: "de",
    shape: "short",
    traps: ["case", "trailing-punctuation"],
    brand: { name: "finAPI", domain: "finapi.io" },
    competitors: [
      { name: "Tink", domain: "tink.com" },
      { name: "GoCardless", domain: "gocardless.com" },
    ],
    answer: `Für Open-Banking-Schnittstellen in der EU sind TINK (gehört zu Visa) und finAPI die gängigsten Anbieter; finAPI ist als deutscher Anbieter von der BaFin lizenziert (https://www.finapi.io/).`,
    expect: {
      mentions: {
        finAPI: { position: 2, list: null, sentiment: "neutral" },
        Tink: { position: 1, list: null, sentiment: "neutral" },
        GoCardless: null,
      },
      citations: ["https://www.finapi.io/"],
      own: ["https://www.finapi.io/"],
    },
  },
  // ───────────────────────────── long ─────────────────────────────
  {
    id: "de-long-01",
    lang: "de",
    shape: "long",
    traps: ["common-word", "case", "trailing-punctuation", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "TUI", domain: "tui.com" },
    competitors: [
      { name: "Check24", domain: "check24.de" },
      { name: "HolidayCheck", domain: "holidaycheck.de" },
      { name: "Ab in den Urlaub", domain: "ab-in-den-urlaub.de" },
      { name: "Expedia", domain: "expedia.de" },
      { name: "DER Touristik", domain: "dertouristik.com" },
    ],
    answer: `Eine Pauschalreise nach Mallorca für zwei Erwachsene und ein Kind in den Sommerferien zu buchen, ist vor allem eine Frage des Timings und der richtigen Plattform. Viele Insider der Touristik raten Familien, sich spätestens im Januar festzulegen. Hier ein ausführlicher Überblick, damit es im Juli entspannt ab in den Urlaub geht.

**1. Früh buchen oder Last Minute?** Für die Sommerferien lohnt sich Frühbuchen fast immer: Familienzimmer in beliebten Hotels sind oft schon im Winter vergriffen, und Frühbucherrabatte liegen je nach Veranstalter bei 10 bis 25 %. Last-Minute-Schnäppchen gibt es zwar, aber kaum für Familien mit festen Ferienterminen und besonderen Zimmerwünschen.

**2. Direkt beim Veranstalter – TUI:** TUI ist der größte Reiseveranstalter in Deutschland und für Familien eine hervorragende Wahl. Die eigenen Clubanlagen mit Kinderbetreuung sind genau auf Familien zugeschnitten, die Reiseleitung vor Ort ist zuverlässig, und bei Flugplanänderungen kümmert sich TUI aktiv um Ersatz. Angebote findest du unter https://www.tui.com/familienurlaub/.

**3. Vergleichsportale – Check24:** Bei Check24 siehst du zwar viele Veranstalter auf einen Blick, im Ernstfall ist der Service von Check24 aber umständlich: Bei Reklamationen landest du oft zwischen Portal und Veranstalter, und die Hotline ist in der Hauptsaison schwer erreichbar. Zum Buchen würde ich Check24 deshalb nicht empfehlen.

**4. Bewertungen prüfen:** HolidayCheck sammelt Millionen Hotelbewertungen; filtere dort nach Familien mit Kindern im gleichen Alter und lies vor allem die Bewertungen der letzten zwölf Monate. Achte auf wiederkehrende Hinweise zu Lärm, Poolgröße und Essen.

**5. Weitere Portale:** Auch Ab in den Urlaub und Expedia bieten Pauschalreisen nach Mallorca an; die Preise unterscheiden sich meist nur um wenige Euro, weil dieselben Veranstalter dahinterstehen.

**Zusätzliche Tipps:**
- Prüfe, ob ein Reiserücktrittsschutz enthalten ist – mit Kindern lohnt sich eine Versicherung, die auch bei Krankheit greift.
- Achte auf die Transferzeiten vom Flughafen Palma; an die Nordküste dauert der Transfer oft über eine Stunde.
- Reserviere Sitzplätze im Flugzeug rechtzeitig, damit ihr als Familie zusammensitzt.

Kurz gesagt: früh buchen, Bewertungen lesen, Stornobedingungen prüfen – und dann heißt es entspannt: ab in den Urlaub!`,
    expect: {
      mentions: {
        TUI: { position: 1, list: 2, sentiment: "positive" },
        Check24: { position: 2, list: 3, sentiment: "negative" },
        HolidayCheck: { position: 3, list: 4, sentiment: "neutral" },
        "Ab in den Urlaub": { position: 4, list: 5, sentiment: "neutral" },
        Expedia: { position: 5, list: 5, sentiment: "neutral" },
        "DER Touristik": null,
      },
      citations: ["https://www.tui.com/familienurlaub/"],
      own: ["https://www.tui.com/familienurlaub/"],
    },
    pair: "de-long-02",
  },
  {
    id: "de-long-02",
    lang: "de",
    shape: "long",
    traps: ["common-word", "case", "trailing-punctuation", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "TUI", domain: "tui.com" },
    competitors: [
      { name: "Check24", domain: "check24.de" },
      { name: "HolidayCheck", domain: "holidaycheck.de" },
      { name: "Ab in den Urlaub", domain: "ab-in-den-urlaub.de" },
      { name: "Expedia", domain: "expedia.de" },
      { name: "DER Touristik", domain: "dertouristik.com" },
    ],
    answer: `Eine Pauschalreise nach Mallorca für zwei Erwachsene und ein Kind in den Sommerferien zu buchen, ist vor allem eine Frage des Timings und der richtigen Plattform. Viele Insider der Touristik raten Familien, sich spätestens im Januar festzulegen. Hier ein ausführlicher Überblick, damit es im Juli entspannt ab in den Urlaub geht.

**1. Früh buchen oder Last Minute?** Für die Sommerferien lohnt sich Frühbuchen fast immer: Familienzimmer in beliebten Hotels sind oft schon im Winter vergriffen, und Frühbucherrabatte liegen je nach Veranstalter bei 10 bis 25 %. Last-Minute-Schnäppchen gibt es zwar, aber kaum für Familien mit festen Ferienterminen und besonderen Zimmerwünschen.

**2. Direkt beim Veranstalter – TUI:** TUI ist zwar der größte Reiseveranstalter in Deutschland, im Ernstfall ist der Service von TUI aber umständlich: Die Clubanlagen sind in den Sommerferien überteuert, die Reiseleitung vor Ort ist schwer erreichbar, und bei Flugplanänderungen lässt TUI dich oft allein. Zum Buchen würde ich TUI deshalb nicht empfehlen. Angebote findest du unter https://www.tui.com/familienurlaub/.

**3. Vergleichsportale – Check24:** Bei Check24 siehst du viele Veranstalter auf einen Blick, und für Familien ist das Portal eine hervorragende Wahl: Der Kundenservice von Check24 ist zuverlässig, die Hotline ist auch in der Hauptsaison gut erreichbar, und bei Reklamationen kümmert sich Check24 aktiv um eine Lösung.

**4. Bewertungen prüfen:** HolidayCheck sammelt Millionen Hotelbewertungen; filtere dort nach Familien mit Kindern im gleichen Alter und lies vor allem die Bewertungen der letzten zwölf Monate. Achte auf wiederkehrende Hinweise zu Lärm, Poolgröße und Essen.

**5. Weitere Portale:** Auch Ab in den Urlaub und Expedia bieten Pauschalreisen nach Mallorca an; die Preise unterscheiden sich meist nur um wenige Euro, weil dieselben Veranstalter dahinterstehen.

**Zusätzliche Tipps:**
- Prüfe, ob ein Reiserücktrittsschutz enthalten ist – mit Kindern lohnt sich eine Versicherung, die auch bei Krankheit greift.
- Achte auf die Transferzeiten vom Flughafen Palma; an die Nordküste dauert der Transfer oft über eine Stunde.
- Reserviere Sitzplätze im Flugzeug rechtzeitig, damit ihr als Familie zusammensitzt.

Kurz gesagt: früh buchen, Bewertungen lesen, Stornobedingungen prüfen – und dann heißt es entspannt: ab in den Urlaub!`,
    expect: {
      mentions: {
        TUI: { position: 1, list: 2, sentiment: "negative" },
        Check24: { position: 2, list: 3, sentiment: "positive" },
        HolidayCheck: { position: 3, list: 4, sentiment: "neutral" },
        "Ab in den Urlaub": { position: 4, list: 5, sentiment: "neutral" },
        Expedia: { position: 5, list: 5, sentiment: "neutral" },
        "DER Touristik": null,
      },
      citations: ["https://www.tui.com/familienurlaub/"],
      own: ["https://www.tui.com/familienurlaub/"],
    },
    pair: "de-long-01",
  },
  {
    id: "de-long-03",
    lang: "de",
    shape: "long",
    traps: ["prose-before-list", "nested-list", "possessive", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "JobRad", domain: "jobrad.org" },
    competitors: [
      { name: "Bikeleasing", aliases: ["Bikeleasing-Service"], domain: "bikeleasing.de" },
      { name: "Lease a Bike", domain: "lease-a-bike.de" },
      { name: "Eurorad", domain: "eurorad.de" },
      { name: "Deutsche Dienstrad", domain: "deutsche-dienstrad.de" },
    ],
    answer: `Dienstrad-Leasing ist eine der einfachsten Möglichkeiten, an ein hochwertiges E-Bike zu kommen. Der bekannteste Anbieter ist JobRad, es gibt aber einige gute Alternativen. Hier ein ausführlicher Überblick.

### So funktioniert das Dienstrad-Leasing

Dein Arbeitgeber least das Rad in der Regel für 36 Monate und überlässt es dir auch zur privaten Nutzung. Die Leasingrate wird per Gehaltsumwandlung direkt vom Bruttogehalt abgezogen, dadurch sparst du Steuern und Sozialabgaben. Zusätzlich musst du nur 0,25 % des Listenpreises pro Monat als geldwerten Vorteil versteuern. Am Ende der Laufzeit kannst du das Rad meist für rund 16 bis 18 % des ursprünglichen Preises übernehmen.

### Die wichtigsten Anbieter

1. **JobRad** – Marktführer aus Freiburg, über 70.000 Arbeitgeber nutzen das Angebot. ([jobrad.org](https://www.jobrad.org/arbeitnehmer.html?utm_source=chatgpt.com))
   - Fachhändlernetz: mehr als 6.000 Partner in ganz Deutschland
   - Bewertung: JobRads Portal ist hervorragend, und die Abwicklung mit dem Arbeitgeber läuft sehr zuverlässig.
2. **Bikeleasing** – Aus Uslar in Niedersachsen, besonders stark im Mittelstand. ([bikeleasing.de](https://www.bikeleasing.de/?utm_source=chatgpt.com))
   - Besonderheit: Vollkasko und jährliche Inspektion sind für Arbeitnehmer meist ohne Aufpreis enthalten.
   - Bewertung: Ebenfalls sehr empfehlenswert, die Anmeldung für Arbeitgeber ist unkompliziert.
3. **Lease a Bike** – Gehört zum niederländischen Pon-Konzern.
   - Bewertung: Bei Lease a Bike berichten Nutzer im Schadensfall von umständlicher Abwicklung und langen Wartezeiten.
4. **Weitere Anbieter**
   - **Company Bike** – Fokus auf große Unternehmen, Abwicklung komplett digital.
   - **Eurorad** – Kleinerer Anbieter mit ähnlichen Konditionen.

### Rechenbeispiel

Ein E-Bike mit einem Listenpreis von 4.000 € kostet im Leasing etwa 115 € brutto pro Monat. Nach Steuer- und Sozialabgabenersparnis zahlst du bei einem Bruttogehalt von 4.500 € rund 75 € im Monat. Über 36 Monate sind das etwa 2.700 €, plus ein Übernahmepreis von rund 700 €. Im Vergleich zum Direktkauf sparst du so häufig 20 bis 30 %.

### Fazit

Frag zuerst in der Personalabteilung nach, welcher Anbieter bei deinem Arbeitgeber schon im Einsatz ist – wechseln kannst du als Arbeitnehmer in der Regel nicht selbst. Wenn dein Arbeitgeber noch gar kein Dienstrad anbietet, lohnt es sich, das Thema aktiv anzusprechen: Für das Unternehmen entstehen bei der Gehaltsumwandlung kaum Kosten.`,
    expect: {
      mentions: {
        JobRad: { position: 1, list: 1, sentiment: "positive" },
        Bikeleasing: { position: 2, list: 2, sentiment: "positive" },
        "Lease a Bike": { position: 3, list: 3, sentiment: "negative" },
        Eurorad: { position: 4, list: 2, sentiment: "neutral" },
        "Deutsche Dienstrad": null,
      },
      citations: [
        "https://www.jobrad.org/arbeitnehmer.html?utm_source=chatgpt.com",
        "https://www.bikeleasing.de/?utm_source=chatgpt.com",
      ],
      own: ["https://www.jobrad.org/arbeitnehmer.html?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-long-04",
    lang: "de",
    shape: "long",
    traps: ["substring", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "ING", domain: "ing.de" },
    competitors: [
      { name: "DKB", aliases: ["Deutsche Kreditbank"], domain: "dkb.de" },
      { name: "N26", domain: "n26.com" },
      { name: "Sparkasse", domain: "sparkasse.de" },
      { name: "comdirect", domain: "comdirect.de" },
    ],
    answer: `Für Studierende gibt es in Deutschland zahlreiche kostenlose Girokonten, bei denen Online-Banking, eine Debitkarte und Bezahlen im Euroraum ohne Gebühren enthalten sind[1][2]. Entscheidend sind vor allem drei Punkte: ob ein Mindestgeldeingang verlangt wird, wie du an Bargeld kommst und wie gut die App im Alltag funktioniert[1].

**Die wichtigsten Anbieter im Vergleich**

Die DKB bietet Studierenden und allen unter 28 Jahren das Girokonto ohne Bedingungen kostenlos an. Die Visa-Debitkarte ist weltweit gebührenfrei einsetzbar, und der Kundenservice der DKB wird in Tests als zuverlässig und schnell gelobt[1][3].

Die ING hat für Kundinnen und Kunden unter 28 Jahren ein eigenes Kontomodell[2]. Allerdings ist die ING nicht die beste Wahl, wenn du häufig Bargeld brauchst: Kostenlos abheben kannst du erst ab 50 €, und die App wirkt im Vergleich zu den Neobanken etwas altbacken[4].

N26 ist bei Studierenden vor allem wegen der hervorragend gestalteten App beliebt; Push-Benachrichtigungen kommen in Echtzeit, und Unterkonten (sogenannte Spaces) helfen beim Sparen[5].

Bei der Sparkasse legt jedes Institut die Konditionen für Studentenkonten selbst fest[6].

**Worauf du zusätzlich achten solltest**

- **Dispo:** Als Studierender bekommst du meist nur einen kleinen oder gar keinen Dispokredit. Das ist kein Nachteil, sondern schützt vor teuren Schulden.
- **Auslandssemester:** Für ein Semester außerhalb der Eurozone ist eine Karte ohne Fremdwährungsgebühr wichtig[1].
- **Nachweis:** Einige Banken verlangen jedes Jahr eine Immatrikulationsbescheinigung, sonst wird das Konto nach Ablauf der Frist kostenpflichtig[6].
- **Kontowechsel:** Banken sind gesetzlich verpflichtet, beim Umzug von Daueraufträgen und Lastschriften zu helfen; der Wechselservice dauert meist rund zwei Wochen[1].

Ein Tipp aus der Praxis: Eröffne das neue Konto einige Wochen vor Semesterbeginn, damit BAföG, Miete und Semesterbeitrag von Anfang an über dasselbe Konto laufen.

Unterm Strich ist ein Konto bei einer Direktbank für die meisten Studierenden die günstigste Lösung; wer Wert auf persönliche Beratung in einer Filiale legt, ist bei einer regionalen Bank besser aufgehoben[1][6].

Quellen
[1] Finanztip – Studentenkonto-Vergleich https://www.finanztip.de/girokonto/studentenkonto/
[2] ING Girokonto für junge Leute https://www.ing.de/girokonto/junge-leute/
[3] DKB Girokonto https://www.dkb.de/privatkunden/girokonto
[4] Stiftung Warentest: Girokonten im Test https://www.test.de/Girokonten-im-Test-4776988-0/
[5] N26 Studentenkonto https://n26.com/de-de/studentenkonto
[6] Comdirect vs. Sparkasse: Studentenkonten im Vergleich – biallo https://www.biallo.de/girokonto/comdirect-vs-sparkasse/`,
    expect: {
      mentions: {
        ING: { position: 2, list: null, sentiment: "negative" },
        DKB: { position: 1, list: null, sentiment: "positive" },
        N26: { position: 3, list: null, sentiment: "positive" },
        Sparkasse: { position: 4, list: null, sentiment: "neutral" },
        comdirect: null,
      },
      citations: [
        "https://www.finanztip.de/girokonto/studentenkonto/",
        "https://www.ing.de/girokonto/junge-leute/",
        "https://www.dkb.de/privatkunden/girokonto",
        "https://www.test.de/Girokonten-im-Test-4776988-0/",
        "https://n26.com/de-de/studentenkonto",
        "https://www.biallo.de/girokonto/comdirect-vs-sparkasse/",
      ],
      own: ["https://www.ing.de/girokonto/junge-leute/"],
    },
  },
  {
    id: "de-long-05",
    lang: "de",
    shape: "long",
    traps: ["common-word", "table", "lookalike-domain", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "XXXLutz", domain: "xxxlutz.de" },
    competitors: [
      { name: "IKEA", domain: "ikea.com" },
      { name: "Möbel Höffner", aliases: ["Höffner"], domain: "hoeffner.de" },
      { name: "Porta", domain: "porta.de" },
      { name: "Roller", domain: "roller.de" },
      { name: "Küchen Quelle", domain: "kuechen-quelle.de" },
    ],
    answer: `## Küche kaufen: Möbelhaus oder Küchenstudio?

Eine neue Einbauküche ist für die meisten Haushalte eine der größten Anschaffungen in der Wohnung – egal, ob du in Hamburg, München oder Porta Westfalica wohnst. Die Preisspanne ist enorm: Eine einfache Küchenzeile bekommst du ab etwa 2.000 €, eine Markenküche mit Geräten und Montage kostet schnell 10.000 € oder mehr.

### Die großen Anbieter im Überblick

| Anbieter | Zielgruppe | Preis ab (ca.) | Einschätzung |
|---|---|---|---|
| **IKEA** | Einsteiger, Selbstaufbau | 3.000 € | Günstig und flexibel, der Online-Küchenplaner ist hervorragend |
| **XXXLutz** | Komplettküchen mit Markengeräten | 6.000 € | Listenpreise überteuert, Beratung sehr verkaufsorientiert |
| **Möbel Höffner** | Markenküchen (u. a. Nobilia, Nolte) | 5.500 € | Faire Preise und zuverlässige Montage |
| **Roller** | Budget-Küchen | 2.000 € | Blockküchen zum Mitnehmen, Lieferung gegen Aufpreis |

### Worauf du achten solltest

**Rabatte richtig einordnen:** Viele Möbelhäuser werben mit 50 % Nachlass oder mehr. Diese Rabatte beziehen sich oft auf Fantasiepreise; entscheidend ist allein der Endpreis für eine vergleichbare Planung.

**Geräte prüfen:** Achte auf die Energieeffizienzklasse von Kühlschrank und Geschirrspüler. Ein Gerät der Klasse A spart gegenüber einem D-Gerät über zehn Jahre leicht 300 bis 500 € Strom.

**Aufmaß und Montage:** Lass das Aufmaß immer vom Händler machen – dann haftet er, wenn am Ende etwas nicht passt.

**Zeitplan:** Rechne von der Bestellung bis zur Montage mit acht bis zwölf Wochen. Plane Elektro- und Wasseranschlüsse rechtzeitig mit einem Installateur, denn die Küchenmonteure übernehmen diese Arbeiten meist nicht.

### Regionale Alternativen

Porta ist vor allem in Nord- und Westdeutschland vertreten und hat sein Stammhaus in Porta Westfalica. Daneben lohnt sich ein Angebot aus einem unabhängigen Küchenstudio, um die Preise der großen Ketten realistisch einzuordnen.

### Vorsicht bei Gutscheinseiten

Seiten wie https://xxxlutz-gutschein.de/kuechen sind keine offiziellen Angebote des Möbelhauses. Aktuelle Aktionen findest du nur direkt unter https://www.xxxlutz.de/kuechen.`,
    expect: {
      mentions: {
        XXXLutz: { position: 2, list: 2, sentiment: "negative" },
        IKEA: { position: 1, list: 1, sentiment: "positive" },
        "Möbel Höffner": { position: 3, list: 3, sentiment: "positive" },
        Porta: { position: 5, list: null, sentiment: "neutral" },
        Roller: { position: 4, list: 4, sentiment: "neutral" },
        "Küchen Quelle": null,
      },
      citations: ["https://xxxlutz-gutschein.de/kuechen", "https://www.xxxlutz.de/kuechen"],
      own: ["https://www.xxxlutz.de/kuechen"],
    },
  },
  {
    id: "de-long-06",
    lang: "de",
    shape: "long",
    traps: ["case", "alias", "hedge", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "IONOS", domain: "ionos.de" },
    competitors: [
      { name: "Hetzner", domain: "hetzner.com" },
      { name: "STRATO", domain: "strato.de" },
      { name: "AWS", aliases: ["Amazon Web Services"], domain: "aws.amazon.com" },
      { name: "OVHcloud", domain: "ovhcloud.com" },
    ],
    answer: `Für ein kleines SaaS-Startup, das Kundendaten aus Deutschland verarbeitet, würde ich die Hosting-Frage zuerst unter dem Gesichtspunkt Datenschutz betrachten und erst danach unter dem Preis. Ein Anbieter mit Rechenzentren in Deutschland und einem Auftragsverarbeitungsvertrag nach DSGVO macht dir die Gespräche mit größeren Kunden deutlich leichter.

Hetzner aus Gunzenhausen ist für mich die erste Adresse, wenn es um Preis und Leistung geht. Ein Cloud-Server mit vier vCPUs und 8 GB RAM kostet dort rund 15 Euro im Monat, und die Rechenzentren in Falkenstein und Nürnberg laufen äußerst zuverlässig. Die Verwaltungsoberfläche von Hetzner ist nicht die komfortabelste, aber wer mit Linux und Terraform vertraut ist, wird das kaum stören.

Ionos ist stärker auf kleine Unternehmen und Einsteiger ausgerichtet und bietet neben Servern auch Domains, E-Mail und Website-Baukästen an. In meinen Projekten war der Support von Ionos allerdings umständlich, und Verträge verlängern sich nach dem Aktionszeitraum oft zu deutlich höheren Preisen. Für ein technisches Team wirkt das Preismodell von Ionos dadurch schnell überteuert.

Amazon Web Services betreibt mit der Region eu-central-1 Rechenzentren in Frankfurt. Auch Microsoft Azure und Google Cloud haben inzwischen deutsche Standorte. Für solche US-Anbieter solltest du mit deinem Datenschutzbeauftragten klären, wie du das in deiner Datenschutzerklärung abbildest.

Unabhängig vom Anbieter gilt: Plane Backups von Anfang an an einem zweiten Standort ein, richte ein einfaches Monitoring ein und dokumentiere, wo welche Daten liegen. Das hilft dir später auch bei Sicherheitsfragebögen von Kunden.

Strato ist vor allem für Webhosting und Homepage-Baukästen bekannt. Für produktive Server-Workloads würde ich Strato nicht wählen, dafür fehlen mir dort Funktionen wie private Netzwerke und eine brauchbare API.

Mein Vorschlag: Starte mit einem oder zwei Cloud-Servern bei einem deutschen Anbieter, automatisiere das Setup von Anfang an und halte dir so den Umstieg offen, falls du später stärker skalieren musst. Konkrete Preise findest du unter https://www.hetzner.com/cloud/ und https://www.ionos.de/server/vps; einen neutralen Überblick bietet https://www.heise.de/ratgeber/Cloud-Hosting-in-Deutschland-im-Vergleich-9876543.html.`,
    expect: {
      mentions: {
        IONOS: { position: 2, list: null, sentiment: "negative" },
        Hetzner: { position: 1, list: null, sentiment: "positive" },
        STRATO: { position: 4, list: null, sentiment: "negative" },
        AWS: { position: 3, list: null, sentiment: "neutral" },
        OVHcloud: null,
      },
      citations: [
        "https://www.hetzner.com/cloud/",
        "https://www.ionos.de/server/vps",
        "https://www.heise.de/ratgeber/Cloud-Hosting-in-Deutschland-im-Vergleich-9876543.html",
      ],
      own: ["https://www.ionos.de/server/vps"],
    },
  },
  {
    id: "de-long-07",
    lang: "de",
    shape: "long",
    traps: ["prose-before-list", "possessive", "utm", "subdomain", "trailing-punctuation", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Saturn", domain: "saturn.de" },
    competitors: [
      { name: "MediaMarkt", aliases: ["Media Markt"], domain: "mediamarkt.de" },
      { name: "Amazon", domain: "amazon.de" },
      { name: "Otto", domain: "otto.de" },
      { name: "Expert", domain: "expert.de" },
    ],
    answer: `Black Friday ist für Fernseher tatsächlich einer der besten Kaufzeitpunkte im Jahr – allerdings nur, wenn du die Preise vorher im Blick hast. Die großen Händler Saturn, MediaMarkt, Amazon und Otto liefern sich jedes Jahr einen regelrechten Preiskampf. Nicht jedes „Angebot“ ist aber wirklich eins. Hier ein ausführlicher Leitfaden.

### Preisverlauf prüfen

Beobachte dein Wunschmodell schon ab Oktober. Preisvergleichsseiten zeigen dir den Verlauf der letzten Monate, etwa https://geizhals.de/?cat=tvlcd oder die passende Kategorie bei [idealo](https://www.idealo.de/preisvergleich/ProductCategory/2520.html?q=oled&utm_source=chatgpt.com). Ein echtes Schnäppchen liegt meist 15 bis 25 % unter dem Durchschnittspreis der letzten drei Monate. Viele OLED-Modelle des Vorjahres erreichen im November ihren Tiefstpreis.

### Das richtige Modell wählen

Für ein typisches Wohnzimmer mit drei Metern Sitzabstand ist ein Gerät mit 65 Zoll eine gute Größe. Achte auf mindestens vier HDMI-Anschlüsse, 120 Hz für Spielekonsolen und eine ordentliche Helligkeit, wenn der Raum tagsüber hell ist.

### Wo kaufen?

- **Amazon** – Sehr breite Auswahl und schnelle Lieferung; die Black-Friday-Deals sind oft tatsächlich gut, und die Rückgabe ist unkompliziert.
- **MediaMarkt** – Die Aktionspreise von MediaMarkt beziehen sich häufig auf aufgeblähte „Statt-Preise“; ich würde dort nichts kaufen, ohne vorher nachzurechnen.
- **Saturn** – Saturns größter Vorteil ist die Beratung vor Ort: Du kannst dir den Fernseher im Markt ansehen und ihn oft noch am selben Tag mitnehmen. ([saturn.de](https://www.saturn.de/de/campaign/black-friday?utm_source=chatgpt.com))
- **Otto** – Ratenzahlung und Lieferung mit Aufstellservice sind möglich.

### Garantie und Rückgabe

Online-Bestellungen kannst du in Deutschland 14 Tage lang ohne Angabe von Gründen zurückgeben, viele Händler verlängern diese Frist zum Jahresende freiwillig bis Mitte Januar. Eine Garantieverlängerung lohnt sich bei Fernsehern selten; falls du trotzdem eine möchtest, findest du die Konditionen unter https://service.saturn.de/garantieverlaengerung.

### Fazit

Vergleiche Preise über mehrere Wochen, achte auf das genaue Modell (die Bezeichnungen unterscheiden sich oft nur in einer Ziffer) und lass dich von roten Preisschildern nicht unter Druck setzen. Wer so vorgeht, spart am Black Friday leicht ein paar Hundert Euro.`,
    expect: {
      mentions: {
        Saturn: { position: 1, list: 3, sentiment: "positive" },
        MediaMarkt: { position: 2, list: 2, sentiment: "negative" },
        Amazon: { position: 3, list: 1, sentiment: "positive" },
        Otto: { position: 4, list: 4, sentiment: "neutral" },
        Expert: null,
      },
      citations: [
        "https://geizhals.de/?cat=tvlcd",
        "https://www.idealo.de/preisvergleich/ProductCategory/2520.html?q=oled&utm_source=chatgpt.com",
        "https://www.saturn.de/de/campaign/black-friday?utm_source=chatgpt.com",
        "https://service.saturn.de/garantieverlaengerung",
      ],
      own: [
        "https://www.saturn.de/de/campaign/black-friday?utm_source=chatgpt.com",
        "https://service.saturn.de/garantieverlaengerung",
      ],
    },
  },
];
