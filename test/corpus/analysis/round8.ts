// Round 8: a fresh held-out set of 24 answers (6 each in de, es, fr, en), labelled by hand from the policy only.
// It stresses sentiment as people write reviews (tables, verdicts, quotes, concessions, negations), names that are not the brand, and citation extraction.
import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  {
    id: "de-r8-01",
    lang: "de",
    shape: "gemini",
    traps: ["table", "prose-before-list", "common-word", "negation", "mixed-sentiment", "markdown", "utm"],
    brand: { name: "HanseMerkur", domain: "hansemerkur.de" },
    competitors: [
      { name: "Gothaer", domain: "gothaer.de" },
      { name: "Zurich", domain: "zurich.de" },
      { name: "Signal Iduna", domain: "signal-iduna.de" },
    ],
    answer: `Die Beiträge hängen stark vom Wohnort ab: Eine 70-m²-Wohnung in der Gothaer Innenstadt ist deutlich günstiger zu versichern als dieselbe Fläche in Köln. Wer in Zürich oder Basel wohnt, braucht ohnehin eine Schweizer Police – die Übersicht unten gilt nur für Deutschland.

## Kurzfassung

**HanseMerkur** ist für die meisten Haushalte die beste Wahl: Schäden werden schnell und unkompliziert reguliert. Die **Gothaer** ist kein Schnäppchen, aber jeden Cent wert.

## Vergleich

| Anbieter | Pro | Contra |
|---|---|---|
| HanseMerkur | Regulierung meist binnen weniger Tage, Top-Tarif ohne Selbstbeteiligung | Online-Rechner nicht der modernste |
| Gothaer | Kulante Regulierung, ausgezeichnete Beratung vor Ort | Beiträge im oberen Drittel |
| Signal Iduna | Wurzeln reichen bis 1907 zurück, Sitz in Dortmund und Hamburg | – |
| Zurich | – | Zähe Bearbeitung von Kündigungen, viele Beschwerden über lange Wartezeiten in der Hotline |

## Fazit

Finger weg von der Zurich, solange die Hotline so überlastet ist. Die Signal Iduna bietet einen Basis- und einen Premiumtarif an; die Selbstbeteiligung ist wählbar.

Mehr dazu: [Stiftung Warentest](https://www.test.de/Hausratversicherung-im-Vergleich-4776988-0/) und der [Tarifrechner der HanseMerkur](https://www.hansemerkur.de/hausratversicherung?tarif=top).`,
    expect: {
      mentions: {
        HanseMerkur: { position: 1, list: 1, sentiment: "positive" },
        Gothaer: { position: 2, list: 2, sentiment: "positive" },
        "Signal Iduna": { position: 3, list: 3, sentiment: "neutral" },
        Zurich: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.test.de/Hausratversicherung-im-Vergleich-4776988-0/",
        "https://www.hansemerkur.de/hausratversicherung?tarif=top",
      ],
      own: ["https://www.hansemerkur.de/hausratversicherung?tarif=top"],
    },
  },
  {
    id: "de-r8-02",
    lang: "de",
    shape: "chatgpt",
    traps: ["utm", "nested-list", "case", "common-word", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Agila", domain: "agila.de" },
    competitors: [
      { name: "Uelzener", domain: "uelzener.de" },
      { name: "Petprotect", domain: "petprotect.de" },
      { name: "Barkibu", domain: "barkibu.de" },
    ],
    answer: `Für einen jungen Hund lohnt sich vor allem eine OP-Versicherung mit freier Tierarztwahl. Meine Einschätzung:

### Die Anbieter im Überblick

1. **Agila** – Kaum etwas auszusetzen: faire Beiträge, und Rechnungen werden direkt mit der Praxis abgerechnet. ([agila.de](https://www.agila.de/hundeversicherung?utm_source=chatgpt.com))
2. **Uelzener** – Spezialversicherer aus Niedersachsen, seit 1873 am Markt; die Tarife gibt es in drei Stufen. ([uelzener.de](https://www.uelzener.de/hundeversicherung/?utm_source=chatgpt.com))
3. **Petprotect**
   - Plus: Physiotherapie und Vorsorge sind mitversichert
   - Minus: Die App ist umständlich; immerhin wird innerhalb weniger Tage erstattet.

### Eher nicht

- Sehr günstige Einsteigertarife mit hoher Selbstbeteiligung, zum Beispiel:
  - Angebote, die nur Unfälle abdecken
  - **Barkibu** – Günstig, aber man bekommt, wofür man zahlt: hohe Selbstbeteiligung und lange Wartezeiten bei der Erstattung.

Eine Kundin schreibt dazu: „Wir wohnen im Uelzener Umland und haben bei agila abgeschlossen – die OP unserer Hündin wurde ohne Rückfragen bezahlt.“

**Mein Tipp:** Barkibu würde ich auslassen. Entscheiden würde ich mich zwischen Agila und Petprotect.`,
    expect: {
      mentions: {
        Agila: { position: 1, list: 1, sentiment: "positive" },
        Uelzener: { position: 2, list: 2, sentiment: "neutral" },
        Petprotect: { position: 3, list: 3, sentiment: "positive" },
        Barkibu: { position: 4, list: 2, sentiment: "negative" },
      },
      citations: [
        "https://www.agila.de/hundeversicherung?utm_source=chatgpt.com",
        "https://www.uelzener.de/hundeversicherung/?utm_source=chatgpt.com",
      ],
      own: ["https://www.agila.de/hundeversicherung?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-r8-03",
    lang: "de",
    shape: "perplexity",
    traps: ["sources-list", "common-word", "case", "subdomain", "mixed-sentiment"],
    brand: { name: "Sofatutor", domain: "sofatutor.com" },
    competitors: [
      { name: "Studienkreis", domain: "studienkreis.de" },
      { name: "Schülerhilfe", domain: "schuelerhilfe.de" },
      { name: "GoStudent", domain: "gostudent.org" },
    ],
    answer: `Für Online-Nachhilfe in Mathe (Klasse 8) kommen vor allem vier Anbieter infrage [1][2].

**Sofatutor** setzt auf Lernvideos und interaktive Übungen statt Einzelunterricht und kostet rund 20 € im Monat [1]; Eltern loben die Videos als „kurz, klar und nie langweilig“, und in Tests schneidet die Plattform regelmäßig gut ab [3][4].

Ein selbst organisierter Studienkreis mit Klassenkameraden kann das ergänzen, ersetzt aber keine gezielte Förderung.

**GoStudent** vermittelt Einzelunterricht per Video; die Lehrkräfte sind oft engagiert, doch die Verträge stehen seit Jahren in der Kritik: lange Laufzeiten, schwer kündbar, teure Pakete [2]. Ich würde GoStudent nur nach sehr genauer Prüfung des Vertrags buchen.

Der **Studienkreis** und die **Schülerhilfe** bieten neben Präsenzunterricht auch Online-Stunden in Kleingruppen an [5]. Der Studienkreis wurde 1974 in Bochum gegründet; die Schülerhilfe betreibt rund 1.000 Standorte [5].

Eine Mutter fasst es in einer Bewertung so zusammen: „sofatutor ist für uns besser als jede teure Einzelstunde.“ [3]

Sources
[1] sofatutor – Preise: https://www.sofatutor.com/preise
[2] Verbraucherzentrale – Nachhilfe-Verträge: https://www.verbraucherzentrale.de/wissen/vertraege-reklamation/kundenrechte/nachhilfevertraege-was-eltern-wissen-sollten-13870
[3] Sofatutor Magazin – Erfahrungen von Eltern: https://magazin.sofatutor.com/eltern/erfahrungen/
[4] Stiftung Warentest – Lernplattformen im Test: https://www.test.de/Lernplattformen-im-Test-5654321-0/
[5] Schülerhilfe oder Studienkreis? Ein Vergleich: https://www.nachhilfe-vergleich.de/schuelerhilfe-studienkreis`,
    expect: {
      mentions: {
        Sofatutor: { position: 1, list: null, sentiment: "positive" },
        GoStudent: { position: 2, list: null, sentiment: "negative" },
        Studienkreis: { position: 3, list: null, sentiment: "neutral" },
        Schülerhilfe: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.sofatutor.com/preise",
        "https://www.verbraucherzentrale.de/wissen/vertraege-reklamation/kundenrechte/nachhilfevertraege-was-eltern-wissen-sollten-13870",
        "https://magazin.sofatutor.com/eltern/erfahrungen/",
        "https://www.test.de/Lernplattformen-im-Test-5654321-0/",
        "https://www.nachhilfe-vergleich.de/schuelerhilfe-studienkreis",
      ],
      own: ["https://www.sofatutor.com/preise", "https://magazin.sofatutor.com/eltern/erfahrungen/"],
    },
  },
  {
    id: "de-r8-04",
    lang: "de",
    shape: "claude",
    traps: ["common-word", "case", "alias", "parentheses-url", "trailing-punctuation", "lookalike-domain", "subdomain", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Cupra", domain: "cupraofficial.de" },
    competitors: [
      { name: "Škoda", aliases: ["Skoda"], domain: "skoda.de" },
      { name: "Smart", domain: "smart.com" },
      { name: "MG", domain: "mgmotor.de" },
    ],
    answer: `Bei etwa 40.000 € für ein kompaktes Elektroauto würde ich mir vier Modelle ansehen, aber nicht alle gleich empfehlen.

Das Infotainment ist bei allen vieren inzwischen recht smart gelöst, Updates kommen over the air. Die Unterschiede liegen woanders.

Der **Cupra Born** ist der sportlichste: präzise Lenkung, straffes, aber nicht unbequemes Fahrwerk. Kein Schnäppchen, doch Cupra liefert mehr Fahrspaß pro Euro als jeder direkte Konkurrent – da gibt es wenig auszusetzen. Die Ausstattungen kannst du im [Konfigurator](https://konfigurator.cupraofficial.de/born?modell=e-boost) durchspielen.

Der **Škoda Elroq** basiert auf derselben Plattform und hat 470 Liter Kofferraum. Die Preisliste beginnt bei SKODA für dieses Modell bei rund 34.000 €.

Den **Smart #1** finde ich schwieriger: Er ist nicht gerade günstig, die Sicht nach hinten ist bescheiden, und der Kofferraum fällt für die Außenmaße klein aus. Zur Geschichte der Marke: https://de.wikipedia.org/wiki/Smart_(Automarke).

Von **MG** würde ich beim MG4 eher die Finger lassen. MG schlägt die anderen beim Preis, aber nicht bei Verarbeitung und Händlernetz.

Noch ein Hinweis: Leasing-Angebote auf Seiten wie https://www.cupraofficial-leasing.de/angebote?ref=ki stammen nicht vom Hersteller – prüfe im Zweifel direkt bei https://www.cupraofficial.de/.`,
    expect: {
      mentions: {
        Cupra: { position: 1, list: null, sentiment: "positive" },
        Škoda: { position: 2, list: null, sentiment: "neutral" },
        Smart: { position: 3, list: null, sentiment: "negative" },
        MG: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://konfigurator.cupraofficial.de/born?modell=e-boost",
        "https://de.wikipedia.org/wiki/Smart_(Automarke)",
        "https://www.cupraofficial-leasing.de/angebote?ref=ki",
        "https://www.cupraofficial.de/",
      ],
      own: ["https://konfigurator.cupraofficial.de/born?modell=e-boost", "https://www.cupraofficial.de/"],
    },
  },
  {
    id: "de-r8-05",
    lang: "de",
    shape: "copilot",
    traps: ["possessive", "sources-list", "negation", "utm", "subdomain", "mixed-sentiment", "markdown"],
    brand: { name: "Bofrost", domain: "bofrost.de" },
    competitors: [
      { name: "Eismann", domain: "eismann.de" },
      { name: "Marley Spoon", domain: "marleyspoon.de" },
    ],
    answer: `Die beiden bekanntesten Tiefkühl-Lieferdienste in Deutschland sind **Bofrost** und **Eismann** [1]. Beide liefern bundesweit, auch in ländliche Gegenden.

Bofrosts Fahrer kommen pünktlich, und an der Qualität gibt es kaum etwas auszusetzen; viele Kunden schreiben, sie hätten „nichts zu meckern“ [2].

Eismanns Preise sind dagegen kein Pappenstiel, und wer einen Liefertermin verschieben will, hängt oft lange in der Warteschleife [3]. Ich würde Eismann nur nehmen, wenn es bei dir keine Alternative gibt.

Wer lieber frisch kocht, kann sich **Marley Spoon** ansehen: ein Kochboxen-Anbieter aus Berlin, gegründet 2014 [4].

Quellen:
1. https://www.bofrost.de/service/liefergebiet/
2. https://shop.bofrost.de/kundenstimmen?utm_source=copilot.com
3. https://www.trustpilot.com/review/eismann.de
4. https://marleyspoon.de/ueber-uns`,
    expect: {
      mentions: {
        Bofrost: { position: 1, list: null, sentiment: "positive" },
        Eismann: { position: 2, list: null, sentiment: "negative" },
        "Marley Spoon": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.bofrost.de/service/liefergebiet/",
        "https://shop.bofrost.de/kundenstimmen?utm_source=copilot.com",
        "https://www.trustpilot.com/review/eismann.de",
        "https://marleyspoon.de/ueber-uns",
      ],
      own: ["https://www.bofrost.de/service/liefergebiet/", "https://shop.bofrost.de/kundenstimmen?utm_source=copilot.com"],
    },
    pair: "de-r8-06",
  },
  {
    id: "de-r8-06",
    lang: "de",
    shape: "copilot",
    traps: ["possessive", "sources-list", "negation", "utm", "mixed-sentiment", "markdown"],
    brand: { name: "Bofrost", domain: "bofrost.de" },
    competitors: [
      { name: "Eismann", domain: "eismann.de" },
      { name: "Marley Spoon", domain: "marleyspoon.de" },
    ],
    answer: `Die beiden bekanntesten Tiefkühl-Lieferdienste in Deutschland sind **Bofrost** und **Eismann** [1]. Beide liefern bundesweit, auch in ländliche Gegenden.

Eismanns Fahrer kommen pünktlich, und an der Qualität gibt es kaum etwas auszusetzen; viele Kunden schreiben, sie hätten „nichts zu meckern“ [2].

Bofrosts Preise sind dagegen kein Pappenstiel, und wer einen Liefertermin verschieben will, hängt oft lange in der Warteschleife [3]. Ich würde Bofrost nur nehmen, wenn es bei dir keine Alternative gibt.

Wer lieber frisch kocht, kann sich **Marley Spoon** ansehen: ein Kochboxen-Anbieter aus Berlin, gegründet 2014 [4].

Quellen:
1. https://www.bofrost.de/service/liefergebiet/
2. https://www.eismann.de/kundenstimmen?utm_source=copilot.com
3. https://www.trustpilot.com/review/bofrost.de
4. https://marleyspoon.de/ueber-uns`,
    expect: {
      mentions: {
        Bofrost: { position: 1, list: null, sentiment: "negative" },
        Eismann: { position: 2, list: null, sentiment: "positive" },
        "Marley Spoon": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.bofrost.de/service/liefergebiet/",
        "https://www.eismann.de/kundenstimmen?utm_source=copilot.com",
        "https://www.trustpilot.com/review/bofrost.de",
        "https://marleyspoon.de/ueber-uns",
      ],
      own: ["https://www.bofrost.de/service/liefergebiet/"],
    },
    pair: "de-r8-05",
  },
  {
    id: "es-r8-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["utm", "common-word", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Divina Pastora", domain: "divinapastora.com" },
    competitors: [
      { name: "Fiatc", domain: "fiatc.es" },
      { name: "Caser", domain: "caser.es" },
      { name: "Aegon", domain: "aegon.es" },
    ],
    answer: `Para un seguro de salud familiar en Madrid, estas son las opciones que yo compararía:

1. **Fiatc** – Difícil ponerle pegas: cuadro médico amplio, autorizaciones rápidas y copagos bajos. ([fiatc.es](https://www.fiatc.es/seguros-salud?utm_source=chatgpt.com))
2. **Caser** – Pertenece al grupo Helvetia desde 2020; tiene pólizas con copago desde unos 45 € al mes.
3. **Aegon** – De origen neerlandés; ofrece pólizas con y sin copago.
4. **Divina Pastora** – Barata, pero lo barato sale caro: fuera de la Comunitat Valenciana el cuadro médico se queda corto y los reembolsos tardan. ([divinapastora.com](https://www.divinapastora.com/seguros/salud/?utm_source=chatgpt.com))

**Mi recomendación:** Fiatc si priorizas la cobertura. Divina Pastora, en Madrid, yo la descartaría.

*Nota: si lo que buscabas era la procesión de la Divina Pastora de Cantillana, se celebra en septiembre y es una de las fiestas más bonitas de la provincia de Sevilla.*`,
    expect: {
      mentions: {
        Fiatc: { position: 1, list: 1, sentiment: "positive" },
        Caser: { position: 2, list: 2, sentiment: "neutral" },
        Aegon: { position: 3, list: 3, sentiment: "neutral" },
        "Divina Pastora": { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.fiatc.es/seguros-salud?utm_source=chatgpt.com",
        "https://www.divinapastora.com/seguros/salud/?utm_source=chatgpt.com",
      ],
      own: ["https://www.divinapastora.com/seguros/salud/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-r8-02",
    lang: "es",
    shape: "gemini",
    traps: ["table", "common-word", "case", "subdomain", "utm", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Rumbo", domain: "rumbo.es" },
    competitors: [
      { name: "eDreams", domain: "edreams.es" },
      { name: "Atrápalo", domain: "atrapalo.com" },
      { name: "Destinia", domain: "destinia.com" },
    ],
    answer: `## Vuelo + hotel a Canarias: ¿qué agencia online elegir?

Si pones rumbo a Lanzarote en temporada alta, reservar el paquete completo suele salir más barato que comprar vuelo y hotel por separado. Estas son las cuatro webs más usadas en España:

| Agencia | A favor | En contra |
|---|---|---|
| eDreams | Mucha oferta de vuelos | Cargos añadidos al final del pago; atención al cliente lenta |
| Atrápalo | Ofertas de última hora en hoteles muy buenas | – |
| Destinia | Fundada en 2001 en Madrid | – |
| Rumbo | Precio final claro, sin sorpresas; buen servicio por teléfono | Menos ofertas de último minuto |

### Veredicto

- **Rumbo**: la opción más fiable para paquetes; nada que reprochar en el servicio.
- **ATRAPALO**: imbatible en escapadas de última hora.
- **eDreams**: yo la evitaría si te importa el precio final.

Más información: [ofertas a Canarias](https://viajes.rumbo.es/ofertas/canarias?utm_campaign=canarias25&utm_source=gemini) y [la OCU sobre agencias online](https://www.ocu.org/consumo-familia/viajes/noticias/agencias-viaje-online).`,
    expect: {
      mentions: {
        eDreams: { position: 1, list: 1, sentiment: "negative" },
        "Atrápalo": { position: 2, list: 2, sentiment: "positive" },
        Destinia: { position: 3, list: 3, sentiment: "neutral" },
        Rumbo: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://viajes.rumbo.es/ofertas/canarias?utm_campaign=canarias25&utm_source=gemini",
        "https://www.ocu.org/consumo-familia/viajes/noticias/agencias-viaje-online",
      ],
      own: ["https://viajes.rumbo.es/ofertas/canarias?utm_campaign=canarias25&utm_source=gemini"],
    },
  },
  {
    id: "es-r8-03",
    lang: "es",
    shape: "perplexity",
    traps: ["sources-list", "common-word", "utm", "trailing-punctuation", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Adamo", domain: "adamo.es" },
    competitors: [
      { name: "Avatel", domain: "avatel.es" },
      { name: "Euskaltel", domain: "euskaltel.com" },
      { name: "Amena", domain: "amena.com" },
    ],
    answer: `Para fibra en un pueblo de Cataluña o del País Vasco, las opciones más realistas son operadores con red propia en zonas rurales [1]. La comparativa de la OCU es amena y fácil de seguir si quieres profundizar [2].

**Adamo** despliega fibra propia en pueblos pequeños y tiene una de las tarifas más sencillas del mercado: 1 Gb simétrico sin permanencia. Los usuarios de Adamo destacan que la conexión "no se cae nunca" y que el soporte responde rápido [3][4].

**Avatel** tiene mucha cobertura rural tras comprar operadores locales, pero la atención al cliente deja bastante que desear y las subidas de precio han sido frecuentes [5].

**Euskaltel** es la opción habitual en Euskadi, donde nació en 1995; hoy forma parte de MasOrange [1].

**Amena**, la marca low cost de Orange, no es nada del otro mundo: el precio es correcto, pero la velocidad real en zonas rurales no llega a lo prometido [2].

En resumen, yo iría con Adamo si hay cobertura en tu calle.

Fuentes
[1] Cobertura de banda ancha en España – https://avancedigital.mineco.gob.es/banda-ancha/cobertura/
[2] OCU: comparativa de fibra – https://www.ocu.org/tecnologia/internet-telefonia/calculadora/comparar-tarifas-fibra
[3] Adamo – Tarifas de fibra – https://www.adamo.es/tarifas?utm_source=perplexity
[4] Opiniones de Adamo – https://es.trustpilot.com/review/adamo.es.
[5] Avatel – Cobertura – https://www.avatel.es/cobertura`,
    expect: {
      mentions: {
        Adamo: { position: 1, list: null, sentiment: "positive" },
        Avatel: { position: 2, list: null, sentiment: "negative" },
        Euskaltel: { position: 3, list: null, sentiment: "neutral" },
        Amena: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://avancedigital.mineco.gob.es/banda-ancha/cobertura/",
        "https://www.ocu.org/tecnologia/internet-telefonia/calculadora/comparar-tarifas-fibra",
        "https://www.adamo.es/tarifas?utm_source=perplexity",
        "https://es.trustpilot.com/review/adamo.es",
        "https://www.avatel.es/cobertura",
      ],
      own: ["https://www.adamo.es/tarifas?utm_source=perplexity"],
    },
  },
  {
    id: "es-r8-04",
    lang: "es",
    shape: "claude",
    traps: ["common-word", "case", "trailing-punctuation", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Ownat", domain: "ownat.com" },
    competitors: [
      { name: "Acana", domain: "acana.com" },
      { name: "Ultima", domain: "ultima-affinity.com" },
      { name: "Dingonatura", domain: "dingonatura.com" },
    ],
    answer: `Para un perro adulto mediano con el estómago sensible, yo miraría estas cuatro marcas. La última vez que revisé precios, en primavera de 2025, el rango iba de unos 3 € a 9 € por kilo.

**Ownat** es la que recomendaría primero. Tiene recetas sin cereales y monoproteicas, y muchos dueños cuentan que las digestiones mejoran en pocas semanas. No es barata, pero tampoco de las caras, y por ese precio la calidad es difícil de superar. Una reseña resume bien lo que leo a menudo: "cambiamos a ownat hace un año y el perro no ha vuelto a tener diarreas".

**Acana** es excelente en ingredientes, aunque no precisamente económica (un saco de 11,4 kg ronda los 90 €), y si el presupuesto lo permite no hay nada que objetar a su calidad.

**Ultima**, de Affinity, se encuentra en cualquier supermercado y cuesta bastante menos, pero lleva cereales y subproductos, y para un estómago delicado yo no la elegiría.

**Dingonatura** vende sacos de 3 y 12 kg, con recetas con y sin cereales.

Si quieres comparar la composición, en la web de Ownat tienes las fichas completas (https://www.ownat.com/es/perro/grain-free/), y la OCU publicó un análisis de piensos: [OCU – comparativa de piensos](https://www.ocu.org/alimentacion/alimentos/informe/pienso-perros).`,
    expect: {
      mentions: {
        Ownat: { position: 1, list: null, sentiment: "positive" },
        Acana: { position: 2, list: null, sentiment: "positive" },
        Ultima: { position: 3, list: null, sentiment: "negative" },
        Dingonatura: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ownat.com/es/perro/grain-free/",
        "https://www.ocu.org/alimentacion/alimentos/informe/pienso-perros",
      ],
      own: ["https://www.ownat.com/es/perro/grain-free/"],
    },
  },
  {
    id: "es-r8-05",
    lang: "es",
    shape: "short",
    traps: ["case", "utm", "trailing-punctuation", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Abanca", domain: "abanca.com" },
    competitors: [
      { name: "Cajamar", domain: "cajamar.es" },
      { name: "Laboral Kutxa", domain: "laboralkutxa.com" },
    ],
    answer: `Para una hipoteca en Galicia, **Abanca** es difícil de batir: buen diferencial y trato cercano. **Cajamar**, en cambio, cobra comisiones de mantenimiento que ABANCA no cobra. **Laboral Kutxa** opera sobre todo en Euskadi y Navarra. Condiciones: https://www.abanca.com/es/hipotecas/?utm_source=copilot&utm_medium=ai;`,
    expect: {
      mentions: {
        Abanca: { position: 1, list: null, sentiment: "positive" },
        Cajamar: { position: 2, list: null, sentiment: "negative" },
        "Laboral Kutxa": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.abanca.com/es/hipotecas/?utm_source=copilot&utm_medium=ai"],
      own: ["https://www.abanca.com/es/hipotecas/?utm_source=copilot&utm_medium=ai"],
    },
  },
  {
    id: "es-r8-06",
    lang: "es",
    shape: "long",
    traps: ["table", "nested-list", "case", "sources-list", "utm", "trailing-punctuation", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Domestika", domain: "domestika.org" },
    competitors: [
      { name: "Crehana", domain: "crehana.com" },
      { name: "Platzi", domain: "platzi.com" },
      { name: "Tutellus", domain: "tutellus.com" },
    ],
    answer: `Si quieres aprender ilustración digital desde cero sin gastar mucho, estas son las plataformas en español que yo compararía. Ninguna sustituye a una escuela presencial, pero para empezar bastan de sobra.

**1. Domestika** – Es la que yo elegiría. Los cursos los imparten profesionales en activo, la producción es muy cuidada y se compran sueltos, a menudo por menos de 15 € en rebajas. Algunos cursos se quedan cortos en ejercicios; aun así, en ilustración es difícil encontrarle rival. Dos opiniones de alumnos que resumen lo que se lee en los foros:
   - "El curso de acuarela digital me cambió la forma de trabajar."
   - "nunca pensé que aprendería Procreate tan rápido, domestika vale cada euro."

**2. Crehana** – Nació en Lima en 2015 y funciona por suscripción anual, con un certificado al terminar cada curso. Tiene rutas de diseño gráfico, marketing y animación.

**3. Platzi** – Muy fuerte en programación y datos, pero en ilustración se queda corta: hay pocos cursos, y los que hay no son nada del otro mundo. Yo no pagaría la suscripción solo para dibujar.

**4. Tutellus** – Plataforma española fundada en 2013; mezcla cursos gratuitos y de pago creados por autores independientes.

| Plataforma | Modelo de pago | Veredicto |
|---|---|---|
| Domestika | Curso suelto | La mejor opción para ilustración |
| Crehana | Suscripción anual | Depende de lo que busques |
| Platzi | Suscripción | Prescindible para ilustración |
| Tutellus | Curso suelto o gratis | Depende del autor |

Mi consejo: empieza por un curso básico de Domestika, practica un mes y, si te engancha, amplía con cursos más avanzados. A Platzi la dejaría fuera salvo que también quieras aprender a programar. Y antes de pagar cualquier suscripción, aprovecha los periodos de prueba y las rebajas, que en estas plataformas son frecuentes.

**Fuentes**
- Catálogo de ilustración: https://www.domestika.org/es/courses/category/1-ilustracion?utm_source=chatgpt&utm_medium=referral
- Blog de Domestika con guías gratuitas: https://www.domestika.org/es/blog.
- Crehana, cursos de diseño: https://www.crehana.com/cursos-online-diseno/`,
    expect: {
      mentions: {
        Domestika: { position: 1, list: 1, sentiment: "positive" },
        Crehana: { position: 2, list: 2, sentiment: "neutral" },
        Platzi: { position: 3, list: 3, sentiment: "negative" },
        Tutellus: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.domestika.org/es/courses/category/1-ilustracion?utm_source=chatgpt&utm_medium=referral",
        "https://www.domestika.org/es/blog",
        "https://www.crehana.com/cursos-online-diseno/",
      ],
      own: [
        "https://www.domestika.org/es/courses/category/1-ilustracion?utm_source=chatgpt&utm_medium=referral",
        "https://www.domestika.org/es/blog",
      ],
    },
  },
  {
    id: "fr-r8-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["common-word", "prose-before-list", "utm", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Avril", domain: "avril-beaute.fr" },
    competitors: [
      { name: "Typology", domain: "typology.com" },
      { name: "Cattier", domain: "cattier-paris.com" },
      { name: "Horace", domain: "horace.co" },
    ],
    answer: `Comme le conseillait déjà Horace, le juste milieu vaut mieux que l'excès : pour une peau mixte, une routine courte suffit. Et en avril, quand la peau sort de l'hiver, mieux vaut passer à des textures plus légères.

Voici les marques françaises que je regarderais :

1. **Typology** – Pas donné pour des flacons de 30 ml, et la promesse « minimaliste » n'a rien de révolutionnaire. Je passerais mon tour.
2. **Avril** – Difficile de faire mieux à ce prix : soins certifiés bio entre 5 et 10 €, formules courtes, disponibles en magasin bio et en ligne. ([avril-beaute.fr](https://www.avril-beaute.fr/soins-visage?utm_source=chatgpt.com))
3. **Cattier** – Laboratoire fondé en 1968, spécialiste des argiles ; gamme certifiée Cosmos Organic.
4. **Horace** – Pour ton copain : le nettoyant visage est un peu cher, certes, mais il dure des mois et les avis sont excellents. ([horace.co](https://horace.co/products/nettoyant-visage?utm_source=chatgpt.com))

**En bref :** Avril pour le rapport qualité-prix, Horace pour lui. Typology, franchement, je m'en passerais.`,
    expect: {
      mentions: {
        Typology: { position: 1, list: 1, sentiment: "negative" },
        Avril: { position: 2, list: 2, sentiment: "positive" },
        Cattier: { position: 3, list: 3, sentiment: "neutral" },
        Horace: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.avril-beaute.fr/soins-visage?utm_source=chatgpt.com",
        "https://horace.co/products/nettoyant-visage?utm_source=chatgpt.com",
      ],
      own: ["https://www.avril-beaute.fr/soins-visage?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-r8-02",
    lang: "fr",
    shape: "perplexity",
    traps: ["alias", "common-word", "case", "sources-list", "subdomain", "utm", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "L'olivier Assurance", aliases: ["L'olivier"], domain: "lolivier.fr" },
    competitors: [
      { name: "GMF", domain: "gmf.fr" },
      { name: "Groupama", domain: "groupama.fr" },
      { name: "Acheel", domain: "acheel.com" },
    ],
    answer: `Bon à savoir avant de comparer : les plantations du balcon, comme l'olivier en pot ou les jardinières, ne sont généralement pas couvertes par un contrat de locataire [1].

La **GMF**, historiquement réservée aux agents publics, n'est pas donnée, et plusieurs avis déplorent des délais d'indemnisation longs [2].

**L’olivier Assurance** propose un contrat 100 % en ligne à partir d'environ 6 € par mois pour un studio, et ses clients saluent la simplicité de la souscription [3]. Un assuré écrit : « sinistre dégât des eaux réglé en dix jours chez l'olivier, rien à redire » [4].

**Groupama**, mutuelle née dans le monde agricole, dispose d'un réseau d'agences dans toute la France [1].

**Acheel** propose aussi une formule locataire souscrite entièrement en ligne, avec une franchise fixe [5].

Pour un étudiant ou un jeune actif, L'olivier Assurance offre le meilleur rapport prix-service de cette sélection.

Sources
[1] Service-Public – Assurance habitation du locataire : https://www.service-public.fr/particuliers/vosdroits/F2031
[2] Que Choisir – Comparatif assurance habitation : https://www.quechoisir.org/comparatif-assurance-habitation-n21201/
[3] L'olivier Assurance – Assurance habitation : https://www.lolivier.fr/assurance-habitation/?utm_source=perplexity&utm_medium=referral
[4] Avis clients L'olivier : https://avis.lolivier.fr/habitation
[5] Acheel – Assurance locataire : https://www.acheel.com/assurance-habitation`,
    expect: {
      mentions: {
        GMF: { position: 1, list: null, sentiment: "negative" },
        "L'olivier Assurance": { position: 2, list: null, sentiment: "positive" },
        Groupama: { position: 3, list: null, sentiment: "neutral" },
        Acheel: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.service-public.fr/particuliers/vosdroits/F2031",
        "https://www.quechoisir.org/comparatif-assurance-habitation-n21201/",
        "https://www.lolivier.fr/assurance-habitation/?utm_source=perplexity&utm_medium=referral",
        "https://avis.lolivier.fr/habitation",
        "https://www.acheel.com/assurance-habitation",
      ],
      own: [
        "https://www.lolivier.fr/assurance-habitation/?utm_source=perplexity&utm_medium=referral",
        "https://avis.lolivier.fr/habitation",
      ],
    },
  },
  {
    id: "fr-r8-03",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "alias", "case", "utm", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Belambra", domain: "belambra.fr" },
    competitors: [
      { name: "Pierre & Vacances", aliases: ["Pierre et Vacances"], domain: "pierreetvacances.com" },
      { name: "VVF", domain: "vvf.fr" },
      { name: "Odalys", domain: "odalys-vacances.com" },
    ],
    answer: `## Vacances en famille : quel village vacances choisir ?

**En résumé :** Belambra offre le meilleur équilibre entre prix et animations. Pierre & Vacances, de son côté, déçoit souvent sur l'entretien des logements.

### Les chiffres (une semaine en juillet, famille de 4, hors transport)

| | Belambra | Pierre & Vacances | VVF |
|---|---|---|---|
| Prix indicatif | 1 400 à 2 200 € | 1 300 à 2 500 € | 1 100 à 1 800 € |
| Club enfants | Inclus dès 3 mois | Payant selon la résidence | Inclus dès 3 ans |
| Nombre de sites | Une cinquantaine | Plus de 150 | Une centaine |

### Points forts et points faibles

- **Belambra** : clubs enfants inclus et animateurs au top, difficile de trouver mieux à ce prix ; seul bémol, la déco de certains villages a pris un coup de vieux.
- **Pierre et Vacances** : emplacements superbes, mais appartements souvent mal entretenus et ménage de fin de séjour facturé cher ; je l'éviterais pour un premier séjour.
- **VVF** : villages associatifs, tarifs modulés selon le quotient familial.
- **Odalys** : surtout des résidences en location, sans animation ; le groupe a été fondé en 1998.

### Ce qu'en disent les vacanciers

> « Deuxième été au BELAMBRA, personnel aux petits soins, on y retourne l'an prochain. »

> « vvf, c'est simple et sans chichis, les enfants ont adoré. »

Pour comparer les disponibilités : [villages Belambra en bord de mer](https://www.belambra.fr/villages-vacances-mer?utm_source=gemini) et [les aides aux vacances de la CAF](https://www.caf.fr/allocataires/aides-et-demarches/droits-et-prestations/vie-personnelle/les-aides-aux-vacances).`,
    expect: {
      mentions: {
        Belambra: { position: 1, list: 1, sentiment: "positive" },
        "Pierre & Vacances": { position: 2, list: 2, sentiment: "negative" },
        VVF: { position: 3, list: 3, sentiment: "positive" },
        Odalys: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.belambra.fr/villages-vacances-mer?utm_source=gemini",
        "https://www.caf.fr/allocataires/aides-et-demarches/droits-et-prestations/vie-personnelle/les-aides-aux-vacances",
      ],
      own: ["https://www.belambra.fr/villages-vacances-mer?utm_source=gemini"],
    },
  },
  {
    id: "fr-r8-04",
    lang: "fr",
    shape: "claude",
    traps: ["common-word", "trailing-punctuation", "utm", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "La Belle Vie", domain: "labellevie.com" },
    competitors: [
      { name: "Mon Marché", domain: "mon-marche.fr" },
      { name: "Chronodrive", domain: "chronodrive.com" },
      { name: "Houra", domain: "houra.fr" },
    ],
    answer: `Se faire livrer ses courses, c'est un peu la belle vie quand on habite au cinquième sans ascenseur. À Paris, quatre services reviennent souvent, et ils ne se valent pas.

**Mon Marché** joue la carte du haut de gamme avec des produits de producteurs, mais les prix sont élevés et plusieurs clients se plaignent de substitutions non demandées et de commandes incomplètes ; franchement, je ne conseillerais pas Mon Marché pour des courses hebdomadaires.

Pour la qualité des produits frais, je pencherais plutôt pour **La Belle Vie**. Les fruits et légumes y sont nettement au-dessus de ce qu'on trouve en drive, les créneaux d'une heure sont tenus et le service client rembourse sans discuter un produit abîmé. La Belle Vie n'est pas la moins chère, mais elle vaut largement son prix. Une cliente résume : « Depuis que je commande chez La Belle Vie, je ne fais plus mon marché qu'une fois par mois. »

**Chronodrive** fonctionne surtout en drive : on commande en ligne et on retire ses courses en point de retrait, avec une livraison à domicile dans certaines villes. L'enseigne appartient au groupe Auchan.

**Houra** livre toute l'Île-de-France avec un catalogue de supermarché classique.

Tu peux comparer les créneaux sur [labellevie.com](https://www.labellevie.com/livraison-courses-paris?utm_source=claude.ai), et Que Choisir a publié un comparatif des services de livraison (https://www.quechoisir.org/comparatif-courses-en-ligne-n98765/).`,
    expect: {
      mentions: {
        "Mon Marché": { position: 1, list: null, sentiment: "negative" },
        "La Belle Vie": { position: 2, list: null, sentiment: "positive" },
        Chronodrive: { position: 3, list: null, sentiment: "neutral" },
        Houra: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.labellevie.com/livraison-courses-paris?utm_source=claude.ai",
        "https://www.quechoisir.org/comparatif-courses-en-ligne-n98765/",
      ],
      own: ["https://www.labellevie.com/livraison-courses-paris?utm_source=claude.ai"],
    },
  },
  {
    id: "fr-r8-05",
    lang: "fr",
    shape: "short",
    traps: ["case", "utm", "trailing-punctuation", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "SantéVet", domain: "santevet.com" },
    competitors: [
      { name: "Assur O'Poil", domain: "assuropoil.fr" },
      { name: "Kozoo", domain: "kozoo.eu" },
    ],
    answer: `Pour un chiot, **SANTEVET** est difficile à prendre en défaut : remboursements sous 48 h et pas de limite d'âge à la souscription. **Assur O’Poil** coûte moins cher, mais ça se paie : plafonds bas et franchise élevée. **Kozoo** démarre à 9 € par mois. Détails : https://www.santevet.com/assurance-chien-chat?utm_source=chatgpt.com.`,
    expect: {
      mentions: {
        "SantéVet": { position: 1, list: null, sentiment: "positive" },
        "Assur O'Poil": { position: 2, list: null, sentiment: "negative" },
        Kozoo: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.santevet.com/assurance-chien-chat?utm_source=chatgpt.com"],
      own: ["https://www.santevet.com/assurance-chien-chat?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-r8-06",
    lang: "fr",
    shape: "long",
    traps: ["common-word", "possessive", "case", "utm", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Acadomia", domain: "acadomia.fr" },
    competitors: [
      { name: "Complétude", domain: "completude.com" },
      { name: "Superprof", domain: "superprof.fr" },
      { name: "Kartable", domain: "kartable.fr" },
    ],
    answer: `Pour un élève de première qui décroche en maths, voici comment je vois les principales options de soutien scolaire. En première, le programme devient plus abstrait – on est loin du théorème de complétude de Gödel, rassurez-vous, mais les suites et les dérivées en déroutent plus d'un.

## Cours particuliers à domicile

1. **Acadomia** – Le leader historique, fondé en 1989. Les profs sont sélectionnés sur dossier et entretien, le suivi est sérieux et l'avance immédiate du crédit d'impôt de 50 % est proposée. Ce n'est pas donné (comptez 35 à 45 € de l'heure avant crédit d'impôt), mais difficile de trouver mieux pour un élève qui a besoin d'un cadre.
   - Les parents apprécient le bilan trimestriel.
   - Petit bémol : l'application de réservation est vieillotte.
2. **Complétude** – Même modèle que celui d'Acadomia, avec des tarifs proches. Les retours sont nettement moins bons : plusieurs familles se plaignent de profs changés en cours d'année sans prévenir et d'un service client difficile à joindre. Je ne le mettrais pas en premier choix.

## Plateformes en ligne

3. **Superprof** – Une plateforme où l'on choisit soi-même son prof parmi des annonces ; les tarifs vont de 15 à 60 € de l'heure selon le profil.
4. **Kartable** – Cours et exercices alignés sur le programme, avec une version gratuite déjà très complète : un vrai bon plan pour réviser entre deux séances.

## Ce qu'en disent les parents

> « Notre fils a repris confiance en trois mois grâce à son prof Acadomia. »
>
> « COMPLETUDE nous a envoyé trois profs différents en deux mois, sans la moindre explication. »

## Mon conseil

Commencez par un bilan chez Acadomia, puis gardez Kartable pour les révisions du week-end. Je laisserais Complétude de côté tant que les retours sur le suivi ne s'améliorent pas. Pour vérifier vos droits au crédit d'impôt : https://www.impots.gouv.fr/particulier/emploi-domicile ; pour réserver le bilan : [acadomia.fr](https://www.acadomia.fr/bilan-pedagogique/?utm_source=chatgpt.com&utm_medium=referral).`,
    expect: {
      mentions: {
        Acadomia: { position: 1, list: 1, sentiment: "positive" },
        "Complétude": { position: 2, list: 2, sentiment: "negative" },
        Superprof: { position: 3, list: 3, sentiment: "neutral" },
        Kartable: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.impots.gouv.fr/particulier/emploi-domicile",
        "https://www.acadomia.fr/bilan-pedagogique/?utm_source=chatgpt.com&utm_medium=referral",
      ],
      own: ["https://www.acadomia.fr/bilan-pedagogique/?utm_source=chatgpt.com&utm_medium=referral"],
    },
  },
  {
    id: "en-r8-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["alias", "common-word", "prose-before-list", "utm", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Admiral", domain: "admiral.com" },
    competitors: [
      { name: "Churchill", domain: "churchill.com" },
      { name: "Hastings Direct", aliases: ["Hastings"], domain: "hastingsdirect.com" },
      { name: "esure", domain: "esure.com" },
    ],
    answer: `Here's how the main UK car insurers compare for a 25-year-old driver in East Sussex (premiums around Hastings and Eastbourne tend to sit slightly below the national average):

1. **Admiral** – Hard to fault. Multi-car discounts are genuinely generous, and claims are usually settled within a couple of weeks. ([admiral.com](https://www.admiral.com/car-insurance?utm_source=chatgpt.com))
2. **Churchill** – Trading since 1989 and sold only directly, not through price comparison sites, so you get a quote from its own website.
3. **Hastings Direct** – Cheap, but you get what you pay for: the basic "Essential" cover has high excesses, and several reviewers describe the claims line as "a nightmare to reach". ([hastingsdirect.com](https://www.hastingsdirect.com/car-insurance/?utm_source=chatgpt.com))
4. **esure** – The app is clunky; that said, esure pays most claims within days and renewal quotes rarely jump.

**Bottom line:** I'd go with Admiral if you have more than one car in the household. I'd skip Hastings unless price is the only thing that matters to you.`,
    expect: {
      mentions: {
        Admiral: { position: 1, list: 1, sentiment: "positive" },
        Churchill: { position: 2, list: 2, sentiment: "neutral" },
        "Hastings Direct": { position: 3, list: 3, sentiment: "negative" },
        esure: { position: 4, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.admiral.com/car-insurance?utm_source=chatgpt.com",
        "https://www.hastingsdirect.com/car-insurance/?utm_source=chatgpt.com",
      ],
      own: ["https://www.admiral.com/car-insurance?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-r8-02",
    lang: "en",
    shape: "perplexity",
    traps: ["common-word", "alias", "case", "url-only", "sources-list", "subdomain", "utm", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Visible", domain: "visible.com" },
    competitors: [
      { name: "Mint Mobile", domain: "mintmobile.com" },
      { name: "Cricket Wireless", aliases: ["Cricket"], domain: "cricketwireless.com" },
      { name: "Tello", domain: "tello.com" },
    ],
    answer: `For a single line under $30 a month, the differences between the big prepaid brands are most visible in rural coverage and in how they treat you when something goes wrong [1].

**Mint Mobile** sells service in 3-, 6- and 12-month blocks on T-Mobile's network; the 12-month unlimited plan works out to about $30 a month [2].

**Visible**, which runs on Verizon's network, is hard to beat on value: unlimited data for $25 a month with taxes included, and users consistently praise how quick the eSIM setup is [3]. One community member put it this way: "switched to visible a year ago and honestly haven't thought about my phone bill since" [4].

**Cricket** has physical stores, but its cheapest plans cap hotspot use and keep video at SD quality, and I'd skip Cricket unless you really need in-person help [5].

If you only use a few gigabytes a month, a pay-as-you-go MVNO can be cheaper still [6].

Sources
[1] Consumer Reports – Best prepaid cell phone plans: https://www.consumerreports.org/electronics-computers/cell-phone-plans/best-prepaid-cell-phone-plans-a1058702749/
[2] Mint Mobile – Plans: https://www.mintmobile.com/plans/
[3] Visible – Plans: https://www.visible.com/plans?utm_source=perplexity
[4] Visible Community – One year in: https://community.visible.com/t5/reviews/one-year-in/td-p/12345
[5] Cricket Wireless – Cell phone plans: https://www.cricketwireless.com/cell-phone-plans
[6] Tello – Build your plan: https://tello.com/buy/custom_plans`,
    expect: {
      mentions: {
        "Mint Mobile": { position: 1, list: null, sentiment: "neutral" },
        Visible: { position: 2, list: null, sentiment: "positive" },
        "Cricket Wireless": { position: 3, list: null, sentiment: "negative" },
        Tello: null,
      },
      citations: [
        "https://www.consumerreports.org/electronics-computers/cell-phone-plans/best-prepaid-cell-phone-plans-a1058702749/",
        "https://www.mintmobile.com/plans/",
        "https://www.visible.com/plans?utm_source=perplexity",
        "https://community.visible.com/t5/reviews/one-year-in/td-p/12345",
        "https://www.cricketwireless.com/cell-phone-plans",
        "https://tello.com/buy/custom_plans",
      ],
      own: ["https://www.visible.com/plans?utm_source=perplexity", "https://community.visible.com/t5/reviews/one-year-in/td-p/12345"],
    },
  },
  {
    id: "en-r8-03",
    lang: "en",
    shape: "gemini",
    traps: ["common-word", "table", "prose-before-list", "subdomain", "utm", "negation", "hedge", "mixed-sentiment", "markdown"],
    brand: { name: "Teamwork", domain: "teamwork.com" },
    competitors: [
      { name: "Basecamp", domain: "basecamp.com" },
      { name: "Smartsheet", domain: "smartsheet.com" },
      { name: "Wrike", domain: "wrike.com" },
    ],
    answer: `## Project management for a 15-person agency

Good teamwork depends more on habits than on software, but for client work with billable hours the tool does matter. Four options come up most often.

### Comparison

| Tool | Pros | Cons |
|---|---|---|
| Basecamp | Easy to learn | No time tracking or budgets, a deal-breaker for agencies |
| Teamwork | Time tracking, budgets and a client portal built in; support replies within hours | Not the cheapest per seat |
| Smartsheet | Rock-solid; finance teams love the reporting | The spreadsheet look feels dated |
| Wrike | Founded in 2006; Business plan priced per user | – |

### Verdict

- **Teamwork** – The best fit for agencies; it's hard to find anything it does worse than the others on client work.
- **Smartsheet** – Looks old-fashioned; that said, Smartsheet is reliable and a good choice if your clients live in spreadsheets.
- **Basecamp** – I'd skip it unless you only bill fixed fees.

More: [Teamwork pricing](https://www.teamwork.com/pricing/?utm_source=gemini&utm_medium=ai), [getting started guide](https://support.teamwork.com/projects/getting-started), and an independent [comparison on G2](https://www.g2.com/compare/basecamp-vs-teamwork-com).`,
    expect: {
      mentions: {
        Basecamp: { position: 1, list: 1, sentiment: "negative" },
        Teamwork: { position: 2, list: 2, sentiment: "positive" },
        Smartsheet: { position: 3, list: 3, sentiment: "positive" },
        Wrike: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.teamwork.com/pricing/?utm_source=gemini&utm_medium=ai",
        "https://support.teamwork.com/projects/getting-started",
        "https://www.g2.com/compare/basecamp-vs-teamwork-com",
      ],
      own: ["https://www.teamwork.com/pricing/?utm_source=gemini&utm_medium=ai", "https://support.teamwork.com/projects/getting-started"],
    },
  },
  {
    id: "en-r8-04",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "utm", "trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Forthglade", domain: "forthglade.com" },
    competitors: [
      { name: "Butternut Box", domain: "butternutbox.com" },
      { name: "Burns", domain: "burnspet.co.uk" },
      { name: "Harringtons", domain: "harringtonspetfood.com" },
    ],
    answer: `For a spaniel with a sensitive stomach, I'd look at four UK brands, and I'd be fairly confident about two of them.

Forthglade is where I'd start. It's a Devon-based maker of wet food with short ingredient lists, and it's hard to find a bad word about Forthglade from owners of dogs with delicate digestion. It isn't the cheapest wet food on the shelf, but for what goes into the tray it's fair value. Its grain-free range is a sensible first try: https://www.forthglade.com/collections/grain-free?utm_source=claude.

A quick note on scraps before the other brands: whether it's Christmas turkey or haggis on Burns Night, rich human food is the most common trigger for an upset stomach in spaniels, so keep the table off-limits while you test a new diet.

Butternut Box is pricey, at roughly £2 to £4 a day for a medium dog, but I wouldn't hesitate to recommend Butternut Box if your budget allows; owners of fussy eaters rave about it.

Burns was founded by a vet in Wales in 1993 and sells mostly dry food built around brown rice.

Harringtons is the budget option you'll see in every supermarket. Harringtons is cheap, but you get what you pay for: plenty of cereal fillers, which are exactly what tends to upset a sensitive stomach. I'd leave it on the shelf.

If you switch, do it gradually over about a week, and talk to your vet if the symptoms don't settle. The [PDSA's feeding guide](https://www.pdsa.org.uk/pet-help-and-advice/looking-after-your-pet/puppies-dogs/what-to-feed-your-dog) is a good, neutral starting point.`,
    expect: {
      mentions: {
        Forthglade: { position: 1, list: null, sentiment: "positive" },
        "Butternut Box": { position: 2, list: null, sentiment: "positive" },
        Burns: { position: 3, list: null, sentiment: "neutral" },
        Harringtons: { position: 4, list: null, sentiment: "negative" },
      },
      citations: [
        "https://www.forthglade.com/collections/grain-free?utm_source=claude",
        "https://www.pdsa.org.uk/pet-help-and-advice/looking-after-your-pet/puppies-dogs/what-to-feed-your-dog",
      ],
      own: ["https://www.forthglade.com/collections/grain-free?utm_source=claude"],
    },
  },
  {
    id: "en-r8-05",
    lang: "en",
    shape: "long",
    traps: ["common-word", "possessive", "table", "prose-before-list", "sources-list", "utm", "trailing-punctuation", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Chime", domain: "chime.com" },
    competitors: [
      { name: "Varo", domain: "varomoney.com" },
      { name: "Current", domain: "current.com" },
    ],
    answer: `If you're leaving a big bank because of overdraft fees, start by checking what your current bank charges you each month and which direct deposits you would need to move. That tells you how much you actually stand to save.

The three neobanks people compare most in the US are **Chime**, **Varo** and **Current**. All three are apps rather than branch banks. Chime and Current work with partner banks, while Varo holds its own national bank charter; in every case deposits are FDIC-insured up to $250,000.

### Chime

Chime is the easiest recommendation here. There are no monthly fees, the app is fast and clear, and paychecks arrive up to two days early. Customer reviews are hard to argue with: "I've been with Chime four years and I've never paid a single fee," reads one typical App Store review. Chime doesn't offer joint accounts, but for most people that won't matter.

### Varo

Varo looks good on paper, but the experience doesn't live up to it. The headline perks only apply if you meet several conditions each month, and many users describe Varo's support as slow and scripted. I'd skip Varo unless it's the only app your employer's payroll supports.

### Current

Current was founded in 2015 and started out with accounts for teenagers; it now also offers a personal account with a debit card and a points program.

### Quick comparison

| Bank | Monthly fee | Early paycheck | Founded |
|---|---|---|---|
| Chime | $0 | Yes | 2012 |
| Varo | $0 | Yes | 2015 |
| Current | $0 | Yes | 2015 |

Whichever you choose, keep your old account open for a month or two until every direct deposit and automatic payment has moved over, and check that the app supports the ATMs near you.

**Bottom line:** open a Chime account first; you can always add a second app later.

Sources: https://www.chime.com/?utm_source=chatgpt.com, https://www.varomoney.com/bank/, https://current.com/about/.`,
    expect: {
      mentions: {
        Chime: { position: 1, list: 1, sentiment: "positive" },
        Varo: { position: 2, list: 2, sentiment: "negative" },
        Current: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: ["https://www.chime.com/?utm_source=chatgpt.com", "https://www.varomoney.com/bank/", "https://current.com/about/"],
      own: ["https://www.chime.com/?utm_source=chatgpt.com"],
    },
    pair: "en-r8-06",
  },
  {
    id: "en-r8-06",
    lang: "en",
    shape: "long",
    traps: ["common-word", "possessive", "table", "prose-before-list", "sources-list", "utm", "trailing-punctuation", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Chime", domain: "chime.com" },
    competitors: [
      { name: "Varo", domain: "varomoney.com" },
      { name: "Current", domain: "current.com" },
    ],
    answer: `If you're leaving a big bank because of overdraft fees, start by checking what your current bank charges you each month and which direct deposits you would need to move. That tells you how much you actually stand to save.

The three neobanks people compare most in the US are **Chime**, **Varo** and **Current**. All three are apps rather than branch banks. Chime and Current work with partner banks, while Varo holds its own national bank charter; in every case deposits are FDIC-insured up to $250,000.

### Chime

Chime looks good on paper, but the experience doesn't live up to it. The headline perks only apply if you meet several conditions each month, and many users describe Chime's support as slow and scripted. I'd skip Chime unless it's the only app your employer's payroll supports.

### Varo

Varo is the easiest recommendation here. There are no monthly fees, the app is fast and clear, and paychecks arrive up to two days early. Customer reviews are hard to argue with: "I've been with Varo four years and I've never paid a single fee," reads one typical App Store review. Varo doesn't offer joint accounts, but for most people that won't matter.

### Current

Current was founded in 2015 and started out with accounts for teenagers; it now also offers a personal account with a debit card and a points program.

### Quick comparison

| Bank | Monthly fee | Early paycheck | Founded |
|---|---|---|---|
| Chime | $0 | Yes | 2012 |
| Varo | $0 | Yes | 2015 |
| Current | $0 | Yes | 2015 |

Whichever you choose, keep your old account open for a month or two until every direct deposit and automatic payment has moved over, and check that the app supports the ATMs near you.

**Bottom line:** open a Varo account first; you can always add a second app later.

Sources: https://www.chime.com/?utm_source=chatgpt.com, https://www.varomoney.com/bank/, https://current.com/about/.`,
    expect: {
      mentions: {
        Chime: { position: 1, list: 1, sentiment: "negative" },
        Varo: { position: 2, list: 2, sentiment: "positive" },
        Current: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: ["https://www.chime.com/?utm_source=chatgpt.com", "https://www.varomoney.com/bank/", "https://current.com/about/"],
      own: ["https://www.chime.com/?utm_source=chatgpt.com"],
    },
    pair: "en-r8-05",
  },
];
