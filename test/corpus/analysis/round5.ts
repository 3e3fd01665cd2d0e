import type { CorpusCase } from "./types.ts";

// Round 5: a fresh held-out set written from the policy alone. Unusual case (caps without accents, lower-case
// reviews), common-word names used both as the brand and as the word, names standing for something else
// (a person, a place, a title, a common noun or idiom), and sentiment carried by negation or concession.
export const cases: CorpusCase[] = [
  {
    id: "en-r5-01",
    lang: "en",
    shape: "chatgpt",
    traps: ["utm", "markdown", "url-only", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Petplan", domain: "petplan.co.uk" },
    competitors: [
      { name: "ManyPets", domain: "manypets.com" },
      { name: "Animal Friends", domain: "animalfriends.co.uk" },
      { name: "Agria", domain: "agriapet.co.uk" },
    ],
    answer: `For a new puppy, lifetime cover is the type most vets recommend, because the limit for each condition resets every year instead of running out. These are the insurers worth shortlisting:

1. **Petplan** – The longest-running name in UK pet insurance, and it shows: there's nothing in its Covered for Life policy I'd call a weak spot, and claims paid straight to your vet rarely run into trouble. ([petplan.co.uk](https://www.petplan.co.uk/pet-insurance/dog-insurance/?utm_source=chatgpt.com))
2. **ManyPets** – The app is slick and the excess options are flexible, but premiums for young dogs climb steeply at renewal and several owners report claims stalled for weeks over paperwork. ([manypets.com](https://manypets.com/uk/pet-insurance/?utm_source=chatgpt.com))
3. **Agria** – Offers free five-week Breeder Cover that many breeders activate when you collect the puppy, and it can be converted into a lifetime policy. ([agriapet.co.uk](https://www.agriapet.co.uk/breeder-cover/?utm_source=chatgpt.com))
4. **Pets at Home VIP Care Club** – Not insurance, but it spreads vaccination and flea-treatment costs over monthly payments.

Whichever you choose, compare the per-condition limit rather than the monthly price alone. If you want a fourth quote, animalfriends.co.uk has an online form that takes about five minutes.`,
    expect: {
      mentions: {
        Petplan: { position: 1, list: 1, sentiment: "positive" },
        ManyPets: { position: 2, list: 2, sentiment: "negative" },
        "Animal Friends": null,
        Agria: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.petplan.co.uk/pet-insurance/dog-insurance/?utm_source=chatgpt.com",
        "https://manypets.com/uk/pet-insurance/?utm_source=chatgpt.com",
        "https://www.agriapet.co.uk/breeder-cover/?utm_source=chatgpt.com",
      ],
      own: ["https://www.petplan.co.uk/pet-insurance/dog-insurance/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "en-r5-02",
    lang: "en",
    shape: "perplexity",
    traps: ["possessive", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Home Depot", domain: "homedepot.com" },
    competitors: [
      { name: "Lowe's", domain: "lowes.com" },
      { name: "Menards", domain: "menards.com" },
      { name: "Ace Hardware", domain: "acehardware.com" },
    ],
    answer: `For a new fridge, the big-box stores run the same holiday-weekend sales, so the real difference is delivery, installation and haul-away of the old unit [1].

Home Depot's appliance delivery is not without problems: several buyers describe missed delivery windows and dented units that took weeks to replace [2][3]. Lowe's, by contrast, rarely draws complaints about installation, and its free haul-away of the old fridge is a genuine plus when you buy during a sale [1]. Menards sells appliances at its stores across the Midwest and quotes delivery separately for each order [4].

If you'd rather skip the big boxes altogether, a locally owned hardware store or appliance dealer will often match sale prices and handle warranty repairs in-house [5].

Sources
[1] Consumer Reports – Where to Buy Appliances – https://www.consumerreports.org/appliances/where-to-buy-appliances-a1148259310/
[2] Home Depot – Appliance Delivery & Installation – https://www.homedepot.com/c/Appliance_Delivery_Installation
[3] Reddit r/Appliances – https://www.reddit.com/r/Appliances/comments/17qk2mf/fridge_delivery_three_weeks_late/
[4] Menards – Appliance Delivery – https://www.menards.com/main/appliance-delivery/c-19023.htm
[5] Ace Hardware – Appliance Buying Guide – https://www.acehardware.com/appliance-buying-guide`,
    expect: {
      mentions: {
        "Home Depot": { position: 1, list: null, sentiment: "negative" },
        "Lowe's": { position: 2, list: null, sentiment: "positive" },
        Menards: { position: 3, list: null, sentiment: "neutral" },
        "Ace Hardware": null,
      },
      citations: [
        "https://www.consumerreports.org/appliances/where-to-buy-appliances-a1148259310/",
        "https://www.homedepot.com/c/Appliance_Delivery_Installation",
        "https://www.reddit.com/r/Appliances/comments/17qk2mf/fridge_delivery_three_weeks_late/",
        "https://www.menards.com/main/appliance-delivery/c-19023.htm",
        "https://www.acehardware.com/appliance-buying-guide",
      ],
      own: ["https://www.homedepot.com/c/Appliance_Delivery_Installation"],
    },
  },
  {
    id: "en-r5-03",
    lang: "en",
    shape: "gemini",
    traps: ["table", "common-word", "possessive", "markdown", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Canon", domain: "canon.co.uk" },
    competitors: [
      { name: "Sony", domain: "sony.co.uk" },
      { name: "Nikon", domain: "nikon.co.uk" },
      { name: "Fujifilm", domain: "fujifilm.com" },
    ],
    answer: `## Best Cameras for Filming a Wedding as a Beginner

For a one-off ceremony you need dependable autofocus, no overheating on long takes and clean footage in a dim church.

### Quick comparison

| Camera | Body price | Sensor | 4K recording |
|---|---|---|---|
| Sony ZV-E10 II | ~£950 | APS-C, 26 MP | Up to 60p |
| Canon EOS R50 | ~£680 | APS-C, 24 MP | Up to 30p |
| Nikon Z50 II | ~£860 | APS-C, 21 MP | Up to 60p (cropped) |

### Verdict
* **Sony** is the safest choice: people who film ceremonies on the ZV-E10 II almost never complain about missed focus, and its battery comfortably lasts a full service.
* **Canon's** R50 isn't a bad camera, but it was designed for short clips; in 4K it can stop recording after about half an hour, which for a ceremony is a serious risk.
* **Nikon** sells the Z50 II with a 16–50 mm kit lens and uses the same Z mount as its full-frame bodies.

### Tip for the day
Start recording before the processional. If the couple walk in to Pachelbel's Canon, you'll want the whole piece, and it runs for about five minutes. Keep a spare battery and a second memory card in your pocket.`,
    expect: {
      mentions: {
        Canon: { position: 2, list: 2, sentiment: "negative" },
        Sony: { position: 1, list: 1, sentiment: "positive" },
        Nikon: { position: 3, list: 3, sentiment: "neutral" },
        Fujifilm: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "en-r5-04",
    lang: "en",
    shape: "claude",
    traps: ["common-word", "possessive", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Chewy", domain: "chewy.com" },
    competitors: [
      { name: "Petco", domain: "petco.com" },
      { name: "PetSmart", domain: "petsmart.com" },
    ],
    answer: `Chewy's Autoship is worth it for anything you buy on a predictable schedule: food, litter, flea and tick treatment. The discount on your first Autoship order is real, I haven't come across many complaints about late deliveries, and its pharmacy team has a good reputation for sorting out vet authorisations quickly. You can set the delivery frequency on [Chewy's Autoship page](https://www.chewy.com/app/content/autoship).

Petco has improved its app, but its repeat-delivery prices still tend to run above those of online-only retailers, and customers regularly report substitutions they never asked for. I wouldn't make it your main supplier for food.

PetSmart offers same-day delivery from local stores in many areas, and its Treats Rewards programme gives points on every purchase ([details here](https://www.petsmart.com/treats-rewards.html)).

One practical point: if your dog goes through a lot of chewy treats, bully sticks and yak chews are usually far cheaper bought in bulk than in the small bags sold at the checkout.`,
    expect: {
      mentions: {
        Chewy: { position: 1, list: null, sentiment: "positive" },
        Petco: { position: 2, list: null, sentiment: "negative" },
        PetSmart: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.chewy.com/app/content/autoship", "https://www.petsmart.com/treats-rewards.html"],
      own: ["https://www.chewy.com/app/content/autoship"],
    },
  },
  {
    id: "en-r5-05",
    lang: "en",
    shape: "copilot",
    traps: ["case", "possessive", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Wayfair", domain: "wayfair.com" },
    competitors: [
      { name: "Pottery Barn", domain: "potterybarn.com" },
      { name: "Crate & Barrel", domain: "crateandbarrel.com" },
    ],
    answer: `"ordered from wayfair in march, sofa showed up in june with a leg snapped off" – that Reddit comment sums up the main risk of buying a sofa from the biggest online retailer [2].

Pottery Barn costs more and lead times can stretch to 12 weeks, but you'll struggle to find complaints about its frames or cushions, and returns are handled by its own team rather than a marketplace seller.

Wayfair's prices are hard to beat, especially during its sales, but with hundreds of third-party makers the quality is a lottery, and I wouldn't rely on it for a sofa you need by a set date [1].

Crate & Barrel sells many of the same styles and will mail you fabric swatches for free [3].

Learn more
1. [wayfair.com](https://www.wayfair.com/furniture/sb0/sofas-c413892.html)
2. [reddit.com](https://www.reddit.com/r/furniture/comments/18wq3kd/sofa_delivery_nightmare/)
3. [crateandbarrel.com](https://www.crateandbarrel.com/customer-service/free-swatches)`,
    expect: {
      mentions: {
        Wayfair: { position: 1, list: null, sentiment: "negative" },
        "Pottery Barn": { position: 2, list: null, sentiment: "positive" },
        "Crate & Barrel": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.wayfair.com/furniture/sb0/sofas-c413892.html",
        "https://www.reddit.com/r/furniture/comments/18wq3kd/sofa_delivery_nightmare/",
        "https://www.crateandbarrel.com/customer-service/free-swatches",
      ],
      own: ["https://www.wayfair.com/furniture/sb0/sofas-c413892.html"],
    },
  },
  {
    id: "en-r5-06",
    lang: "en",
    shape: "short",
    traps: ["possessive", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Lululemon", domain: "lululemon.co.uk" },
    competitors: [
      { name: "Gymshark", domain: "gymshark.com" },
      { name: "Sweaty Betty", domain: "sweatybetty.com" },
    ],
    answer: `Mostly, yes. Lululemon leggings aren't cheap at around £98, but the fabric keeps its shape for years and I can't think of a better pair for long runs. Gymshark's cost half as much, yet they tend to go see-through and bobble within months, so you end up buying twice. Sweaty Betty's Power leggings sit in between at about £88.`,
    expect: {
      mentions: {
        Lululemon: { position: 1, list: null, sentiment: "positive" },
        Gymshark: { position: 2, list: null, sentiment: "negative" },
        "Sweaty Betty": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r5-01",
    lang: "fr",
    shape: "chatgpt",
    traps: ["case", "prose-before-list", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Sézane", domain: "sezane.com" },
    competitors: [
      { name: "Rouje", domain: "rouje.com" },
      { name: "Sessùn", domain: "sessun.com" },
    ],
    answer: `Sur les forums, un avis Trustpilot résume bien la réputation d'une des marques les plus citées : « SEZANE c'est cher mais je n'ai jamais eu une robe qui ne tienne pas la saison ». Pour une robe d'été bien coupée et durable, voici les trois marques françaises qui reviennent le plus souvent :

1. **Rouje** – Les imprimés sont jolis, mais les tailles sont petites, les retours ne sont pas gratuits et plusieurs clientes signalent des tissus qui boulochent dès le deuxième été. ([rouje.com](https://www.rouje.com/collections/robes?utm_source=chatgpt.com))
2. **Sézane** – Comptez 120 à 180 € ; ce n'est pas donné, mais on ne lui reproche presque jamais ses finitions et l'échange en boutique se fait sans difficulté. ([sezane.com](https://www.sezane.com/fr/collection/pret-a-porter/robes?utm_source=chatgpt.com))
3. **Sessùn** – Des robes en lin et en coton biologique, vendues en ligne et dans une trentaine de boutiques en France. ([sessun.com](https://www.sessun.com/fr/robes?utm_source=chatgpt.com))

Conseil : pour l'été, privilégiez le lin ou la viscose et vérifiez le guide des tailles de chaque marque avant de commander.`,
    expect: {
      mentions: {
        "Sézane": { position: 1, list: 2, sentiment: "positive" },
        Rouje: { position: 2, list: 1, sentiment: "negative" },
        "Sessùn": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.rouje.com/collections/robes?utm_source=chatgpt.com",
        "https://www.sezane.com/fr/collection/pret-a-porter/robes?utm_source=chatgpt.com",
        "https://www.sessun.com/fr/robes?utm_source=chatgpt.com",
      ],
      own: ["https://www.sezane.com/fr/collection/pret-a-porter/robes?utm_source=chatgpt.com"],
    },
  },
  {
    id: "fr-r5-02",
    lang: "fr",
    shape: "perplexity",
    traps: ["sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Truffaut", domain: "truffaut.com" },
    competitors: [
      { name: "Jardiland", domain: "jardiland.com" },
      { name: "Gamm vert", domain: "gammvert.fr" },
      { name: "Botanic", domain: "botanic.com" },
    ],
    answer: `Vous parlez sans doute de la jardinerie et non du cinéaste François Truffaut : pour un olivier en pot, les grandes enseignes d'Île-de-France ont toutes du stock au printemps [1].

Jardiland propose des oliviers de 1,20 m autour de 59 €, mais les avis sur le conseil en magasin ne sont pas tendres : personnel peu disponible et plantes parfois mal arrosées [2]. Chez Truffaut, les prix sont un peu plus élevés (environ 79 € pour la même taille), mais la qualité des arbres n'est jamais prise en défaut et l'enseigne garantit leur reprise [1][3]. Gamm vert, surtout présent hors des grandes villes, vend de jeunes oliviers à partir de 35 € [4].

Pensez à un pot d'au moins 40 cm de diamètre et à un substrat drainant : l'olivier supporte mal l'eau stagnante.

Sources :
[1] Truffaut – Oliviers – https://www.truffaut.com/plantes-d-exterieur/arbres/olivier.html
[2] Avis Vérifiés – Jardiland – https://www.avis-verifies.com/avis-clients/jardiland.com
[3] Truffaut – Garantie végétaux – https://www.truffaut.com/garantie-vegetaux.html
[4] Gamm vert – Olivier en pot – https://www.gammvert.fr/olivier-en-pot
[5] Botanic – Cultiver un olivier – https://www.botanic.com/conseils/cultiver-un-olivier`,
    expect: {
      mentions: {
        Truffaut: { position: 2, list: null, sentiment: "positive" },
        Jardiland: { position: 1, list: null, sentiment: "negative" },
        "Gamm vert": { position: 3, list: null, sentiment: "neutral" },
        Botanic: null,
      },
      citations: [
        "https://www.truffaut.com/plantes-d-exterieur/arbres/olivier.html",
        "https://www.avis-verifies.com/avis-clients/jardiland.com",
        "https://www.truffaut.com/garantie-vegetaux.html",
        "https://www.gammvert.fr/olivier-en-pot",
        "https://www.botanic.com/conseils/cultiver-un-olivier",
      ],
      own: ["https://www.truffaut.com/plantes-d-exterieur/arbres/olivier.html", "https://www.truffaut.com/garantie-vegetaux.html"],
    },
  },
  {
    id: "fr-r5-03",
    lang: "fr",
    shape: "gemini",
    traps: ["table", "common-word", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "La Halle", domain: "lahalle.com" },
    competitors: [
      { name: "Chaussea", domain: "chaussea.com" },
      { name: "Gémo", domain: "gemo.fr" },
      { name: "Besson Chaussures", domain: "besson-chaussures.com" },
    ],
    answer: `## Chaussures de rentrée pas chères : les enseignes à comparer

Pour des pieds qui grandissent vite, inutile d'investir dans une paire à 80 € : regardez surtout la solidité de la semelle et le maintien du talon.

### Comparatif rapide

| Enseigne | Prix moyen enfant | Pointures | Retrait en magasin |
|---|---|---|---|
| Chaussea | 15–25 € | du 19 au 39 | Oui |
| La Halle | 20–35 € | du 18 au 40 | Oui, en 2 h |
| Gémo | 18–30 € | du 20 au 39 | Oui |

### Notre avis
* **La Halle** : pas la moins chère du tableau, mais on ne trouve quasiment pas d'avis négatifs sur la tenue de ses baskets à scratch, et le retrait en deux heures dépanne la veille de la rentrée.
* **Chaussea** : des prix imbattables, pourtant les semelles se décollent souvent avant la Toussaint ; à ce prix-là, on finit par racheter une paire.
* **Gémo** : vend aussi des vêtements et des fournitures, ce qui permet de faire toute la liste de rentrée au même endroit.

### Et le marché ?
Les chaussures vendues sous la halle du marché le samedi matin sont parfois encore moins chères, mais sans échange possible si la pointure ne va pas.`,
    expect: {
      mentions: {
        "La Halle": { position: 2, list: 2, sentiment: "positive" },
        Chaussea: { position: 1, list: 1, sentiment: "negative" },
        "Gémo": { position: 3, list: 3, sentiment: "neutral" },
        "Besson Chaussures": null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "fr-r5-04",
    lang: "fr",
    shape: "copilot",
    traps: ["sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Recyclivre", domain: "recyclivre.com" },
    competitors: [
      { name: "Momox", domain: "momox-shop.fr" },
      { name: "Gibert", domain: "gibert.com" },
    ],
    answer: `Pour acheter des livres d'occasion en ligne, trois sites reviennent souvent en France, et l'expérience n'est pas la même partout.

Recyclivre est difficile à prendre en défaut : les livres arrivent bien emballés, l'état annoncé correspond presque toujours à la réalité et les réclamations sont traitées sans discussion [1].

Momox Shop affiche des prix bas, mais l'état « très bon » cache parfois des pages annotées ou jaunies, et le service client ne répond pas toujours aux réclamations [2].

Gibert vend aussi de l'occasion sur son site, avec retrait possible dans ses librairies du Quartier latin [3].

Si vous cherchez un titre précis, comparez les trois : les prix varient parfois du simple au double.

En savoir plus
1. https://www.recyclivre.com/
2. https://www.momox-shop.fr/
3. https://www.gibert.com/livres-occasion`,
    expect: {
      mentions: {
        Recyclivre: { position: 1, list: null, sentiment: "positive" },
        Momox: { position: 2, list: null, sentiment: "negative" },
        Gibert: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.recyclivre.com/", "https://www.momox-shop.fr/", "https://www.gibert.com/livres-occasion"],
      own: ["https://www.recyclivre.com/"],
    },
    pair: "fr-r5-05",
  },
  {
    id: "fr-r5-05",
    lang: "fr",
    shape: "copilot",
    traps: ["sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Recyclivre", domain: "recyclivre.com" },
    competitors: [
      { name: "Momox", domain: "momox-shop.fr" },
      { name: "Gibert", domain: "gibert.com" },
    ],
    answer: `Pour acheter des livres d'occasion en ligne, trois sites reviennent souvent en France, et l'expérience n'est pas la même partout.

Momox Shop est difficile à prendre en défaut : les livres arrivent bien emballés, l'état annoncé correspond presque toujours à la réalité et les réclamations sont traitées sans discussion [1].

Recyclivre affiche des prix bas, mais l'état « très bon » cache parfois des pages annotées ou jaunies, et le service client ne répond pas toujours aux réclamations [2].

Gibert vend aussi de l'occasion sur son site, avec retrait possible dans ses librairies du Quartier latin [3].

Si vous cherchez un titre précis, comparez les trois : les prix varient parfois du simple au double.

En savoir plus
1. https://www.momox-shop.fr/
2. https://www.recyclivre.com/
3. https://www.gibert.com/livres-occasion`,
    expect: {
      mentions: {
        Recyclivre: { position: 2, list: null, sentiment: "negative" },
        Momox: { position: 1, list: null, sentiment: "positive" },
        Gibert: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.momox-shop.fr/", "https://www.recyclivre.com/", "https://www.gibert.com/livres-occasion"],
      own: ["https://www.recyclivre.com/"],
    },
    pair: "fr-r5-04",
  },
  {
    id: "fr-r5-06",
    lang: "fr",
    shape: "short",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Bricomarché", domain: "bricomarche.com" },
    competitors: [
      { name: "Mr.Bricolage", domain: "mr-bricolage.fr" },
      { name: "Weldom", domain: "weldom.fr" },
    ],
    answer: `Pour une perceuse-visseuse d'entrée de gamme, Bricomarché n'est pas forcément le moins cher, mais son rayon outillage ne déçoit pas et le SAV ne pose aucun problème. Mr.Bricolage a moins de choix en magasin et ses prix sont rarement meilleurs, donc je ne m'y arrêterais pas. Weldom compte surtout des magasins de proximité dans les petites villes.`,
    expect: {
      mentions: {
        "Bricomarché": { position: 1, list: null, sentiment: "positive" },
        "Mr.Bricolage": { position: 2, list: null, sentiment: "negative" },
        Weldom: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r5-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Sprinter", domain: "sprinter.es" },
    competitors: [
      { name: "Deporvillage", domain: "deporvillage.com" },
      { name: "Forum Sport", domain: "forumsport.com" },
      { name: "Atmósfera Sport", domain: "atmosferasport.es" },
    ],
    answer: `Para una primera bici de carretera (700–1.200 €) conviene una tienda con buen servicio posventa, porque el primer ajuste y la primera revisión importan tanto como la bici.

1. **Deporvillage** – El catálogo online más amplio y envíos en 24–48 h. No es la opción más barata en bicis completas, pero su atención al cliente no da problemas y las devoluciones funcionan sin pegas. ([deporvillage.com](https://www.deporvillage.com/bicicletas-carretera?utm_source=chatgpt.com))
2. **Sprinter** – Tiene tiendas en casi todas las ciudades y precios atractivos, pero su gama de carretera es muy corta y no todas las tiendas tienen taller, así que para una bici de este precio se queda corta. ([sprinter.es](https://www.sprinter.es/ciclismo/bicicletas/carretera?utm_source=chatgpt.com))
3. **Forum Sport** – Cadena con tiendas sobre todo en el norte peninsular y taller propio en las más grandes. ([forumsport.com](https://www.forumsport.com/es/ciclismo/bicicletas?utm_source=chatgpt.com))

**Consejo:** si eres más sprinter que escalador, prioriza un cuadro rígido y ruedas de perfil medio; si subes puertos a menudo, busca un desarrollo ligero como un 34×32.`,
    expect: {
      mentions: {
        Sprinter: { position: 2, list: 2, sentiment: "negative" },
        Deporvillage: { position: 1, list: 1, sentiment: "positive" },
        "Forum Sport": { position: 3, list: 3, sentiment: "neutral" },
        "Atmósfera Sport": null,
      },
      citations: [
        "https://www.deporvillage.com/bicicletas-carretera?utm_source=chatgpt.com",
        "https://www.sprinter.es/ciclismo/bicicletas/carretera?utm_source=chatgpt.com",
        "https://www.forumsport.com/es/ciclismo/bicicletas?utm_source=chatgpt.com",
      ],
      own: ["https://www.sprinter.es/ciclismo/bicicletas/carretera?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-r5-02",
    lang: "es",
    shape: "perplexity",
    traps: ["case", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Kiwoko", domain: "kiwoko.com" },
    competitors: [
      { name: "Tiendanimal", domain: "tiendanimal.es" },
      { name: "Miscota", domain: "miscota.es" },
    ],
    answer: `El precio del pienso varía bastante entre tiendas online, sobre todo si usas los envíos periódicos con descuento [1].

Tiendanimal suele tener los precios más bajos en las marcas premium, pero no es raro que los pedidos lleguen con retraso en temporada alta, y su atención al cliente no tiene buena fama [2].

Para quien prioriza el servicio, una reseña resume bien la otra opción: "en kiwoko nunca me han fallado con un pedido, ni una vez" [3]. Kiwoko no es la tienda más barata, pero pocos clientes se quejan: su programa de puntos compensa buena parte de la diferencia y puedes recoger el pedido en tienda el mismo día [1][3].

Miscota también vende por suscripción, con un descuento en los pedidos recurrentes [4].

Fuentes
[1] OCU – Tiendas de mascotas online: comparativa – https://www.ocu.org/consumo-familia/compras-online/noticias/tiendas-mascotas-online
[2] Trustpilot – Opiniones sobre Tiendanimal – https://es.trustpilot.com/review/www.tiendanimal.es
[3] Kiwoko – Opiniones de clientes – https://www.kiwoko.com/opiniones-clientes
[4] Miscota – Suscripción – https://www.miscota.es/suscripcion`,
    expect: {
      mentions: {
        Kiwoko: { position: 2, list: null, sentiment: "positive" },
        Tiendanimal: { position: 1, list: null, sentiment: "negative" },
        Miscota: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.ocu.org/consumo-familia/compras-online/noticias/tiendas-mascotas-online",
        "https://es.trustpilot.com/review/www.tiendanimal.es",
        "https://www.kiwoko.com/opiniones-clientes",
        "https://www.miscota.es/suscripcion",
      ],
      own: ["https://www.kiwoko.com/opiniones-clientes"],
    },
  },
  {
    id: "es-r5-03",
    lang: "es",
    shape: "gemini",
    traps: ["table", "common-word", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Frigo", domain: "frigo.es" },
    competitors: [
      { name: "Kalise", domain: "kalise.com" },
      { name: "La Menorquina", domain: "lamenorquina.es" },
      { name: "Farggi", domain: "farggi.com" },
    ],
    answer: `## Helados de supermercado: ¿qué marca elegir?

Si buscas un helado para el postre del fin de semana, estas son las marcas que más se ven en los lineales de los supermercados españoles.

### Comparativa

| Marca | Productos más conocidos | Formato | Precio orientativo |
|---|---|---|---|
| Frigo | Cornetto, Calippo | Individual y multipack | 3–5 € el pack |
| Kalise | Tarrina de turrón | Tarrina de 1 l | 3–4 € |
| La Menorquina | Corte de nata y chocolate | Bloque | 2–3 € |

### Valoración
* **Kalise**: su tarrina de turrón no decepciona a nadie y, aunque la marca no tiene la publicidad de las grandes, en cremosidad no hay nada que reprocharle.
* **Frigo**: imbatible en variedad y fácil de encontrar hasta en una gasolinera, pero muchos de sus helados llevan más aire y azúcar que nata; para una tarrina de calidad, no es la mejor elección.
* **La Menorquina**: vende helados en bloque para cortar y tartas heladas, y se encuentra en la mayoría de las grandes cadenas.

### Consejo
Saca la tarrina del congelador y déjala en el frigo unos diez minutos antes de servirla: se corta mejor y el sabor se nota más.`,
    expect: {
      mentions: {
        Frigo: { position: 1, list: 1, sentiment: "negative" },
        Kalise: { position: 2, list: 2, sentiment: "positive" },
        "La Menorquina": { position: 3, list: 3, sentiment: "neutral" },
        Farggi: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-r5-04",
    lang: "es",
    shape: "claude",
    traps: ["trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "InfoJobs", domain: "infojobs.net" },
    competitors: [
      { name: "Indeed", domain: "indeed.com" },
      { name: "LinkedIn", domain: "linkedin.com" },
    ],
    answer: `Para puestos de administrativo en Madrid, la mayoría de las ofertas se concentran en dos portales, y la experiencia como candidato es bastante distinta en cada uno.

InfoJobs es el que yo priorizaría: no conozco a nadie que se queje de que sus ofertas estén caducadas, y las notificaciones te dicen de verdad en qué punto está tu candidatura.

Indeed, en cambio, tiene un problema de calidad: abundan las ofertas duplicadas o ya cerradas, y no es raro enviar el currículum sin recibir nunca respuesta.

LinkedIn publica sobre todo puestos de empresas medianas y grandes, y permite filtrar por modalidad presencial, híbrida o remota.

Puedes comparar tú mismo las ofertas actuales en https://www.infojobs.net/ofertas-trabajo/madrid y en https://es.indeed.com/q-administrativo-l-madrid-empleos.html.

Mi consejo: crea alertas diarias y dedica diez minutos cada mañana a postular a las ofertas nuevas; en administración, las primeras candidaturas son las que más se leen.`,
    expect: {
      mentions: {
        InfoJobs: { position: 1, list: null, sentiment: "positive" },
        Indeed: { position: 2, list: null, sentiment: "negative" },
        LinkedIn: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.infojobs.net/ofertas-trabajo/madrid", "https://es.indeed.com/q-administrativo-l-madrid-empleos.html"],
      own: ["https://www.infojobs.net/ofertas-trabajo/madrid"],
    },
    pair: "es-r5-05",
  },
  {
    id: "es-r5-05",
    lang: "es",
    shape: "claude",
    traps: ["trailing-punctuation", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "InfoJobs", domain: "infojobs.net" },
    competitors: [
      { name: "Indeed", domain: "indeed.com" },
      { name: "LinkedIn", domain: "linkedin.com" },
    ],
    answer: `Para puestos de administrativo en Madrid, la mayoría de las ofertas se concentran en dos portales, y la experiencia como candidato es bastante distinta en cada uno.

Indeed es el que yo priorizaría: no conozco a nadie que se queje de que sus ofertas estén caducadas, y las notificaciones te dicen de verdad en qué punto está tu candidatura.

InfoJobs, en cambio, tiene un problema de calidad: abundan las ofertas duplicadas o ya cerradas, y no es raro enviar el currículum sin recibir nunca respuesta.

LinkedIn publica sobre todo puestos de empresas medianas y grandes, y permite filtrar por modalidad presencial, híbrida o remota.

Puedes comparar tú mismo las ofertas actuales en https://www.infojobs.net/ofertas-trabajo/madrid y en https://es.indeed.com/q-administrativo-l-madrid-empleos.html.

Mi consejo: crea alertas diarias y dedica diez minutos cada mañana a postular a las ofertas nuevas; en administración, las primeras candidaturas son las que más se leen.`,
    expect: {
      mentions: {
        InfoJobs: { position: 2, list: null, sentiment: "negative" },
        Indeed: { position: 1, list: null, sentiment: "positive" },
        LinkedIn: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.infojobs.net/ofertas-trabajo/madrid", "https://es.indeed.com/q-administrativo-l-madrid-empleos.html"],
      own: ["https://www.infojobs.net/ofertas-trabajo/madrid"],
    },
    pair: "es-r5-04",
  },
  {
    id: "es-r5-06",
    lang: "es",
    shape: "short",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Hawkers", domain: "hawkersco.com" },
    competitors: [
      { name: "Ray-Ban", domain: "ray-ban.com" },
      { name: "Oakley", domain: "oakley.com" },
    ],
    answer: `Hawkers cumple por unos 35 €, pero no esperes milagros: las bisagras se aflojan en pocos meses y las lentes se rayan con facilidad. Si puedes gastar unos 150 €, Ray-Ban no tiene rival en durabilidad y no te dará ningún problema en años. Oakley vende sobre todo modelos deportivos con lentes Prizm.`,
    expect: {
      mentions: {
        Hawkers: { position: 1, list: null, sentiment: "negative" },
        "Ray-Ban": { position: 2, list: null, sentiment: "positive" },
        Oakley: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r5-01",
    lang: "de",
    shape: "chatgpt",
    traps: ["nested-list", "utm", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Mister Spex", domain: "misterspex.de" },
    competitors: [
      { name: "Fielmann", domain: "fielmann.de" },
      { name: "Apollo", domain: "apollo.de" },
    ],
    answer: `Bei Gleitsichtbrillen kommt es vor allem auf die exakte Zentrierung der Gläser an – online ist das deutlich schwieriger als beim Optiker vor Ort. Die wichtigsten Anbieter im Überblick:

1. **Fielmann** – Über 600 Filialen, und die Anpassung klappt fast immer auf Anhieb; über schlecht zentrierte Gleitsichtgläser beschwert sich kaum jemand. ([fielmann.de](https://www.fielmann.de/brillen/gleitsichtbrillen/?utm_source=chatgpt.com))
2. **Online-Anbieter**
   - **Brille24** – Sehr niedrige Einstiegspreise, Gleitsicht ab etwa 100 €.
   - **Mister Spex** – Die Preise sind verlockend, und man kann sich bei Partneroptikern vermessen lassen. Für Gleitsicht würde ich trotzdem nicht dort bestellen: Mehrere Kunden berichten von Kopfschmerzen wegen falscher Zentrierdaten, und die Reklamation zieht sich über Wochen. ([misterspex.de](https://www.misterspex.de/l/gleitsichtbrillen?utm_source=chatgpt.com))
3. **Apollo** – Rund 900 Filialen, viele davon in Einkaufszentren, mit Sehtest auch ohne Termin. ([apollo.de](https://www.apollo.de/brillen/gleitsichtbrillen?utm_source=chatgpt.com))

Tipp: Lass dir die Zentrierdaten (Pupillendistanz und Einschleifhöhe) immer schriftlich geben – dann kannst du Angebote vergleichen.`,
    expect: {
      mentions: {
        "Mister Spex": { position: 2, list: 2, sentiment: "negative" },
        Fielmann: { position: 1, list: 1, sentiment: "positive" },
        Apollo: { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: [
        "https://www.fielmann.de/brillen/gleitsichtbrillen/?utm_source=chatgpt.com",
        "https://www.misterspex.de/l/gleitsichtbrillen?utm_source=chatgpt.com",
        "https://www.apollo.de/brillen/gleitsichtbrillen?utm_source=chatgpt.com",
      ],
      own: ["https://www.misterspex.de/l/gleitsichtbrillen?utm_source=chatgpt.com"],
    },
  },
  {
    id: "de-r5-02",
    lang: "de",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Flaschenpost", domain: "flaschenpost.de" },
    competitors: [
      { name: "Getränke Hoffmann", domain: "getraenke-hoffmann.de" },
      { name: "Trinkgut", domain: "trinkgut.de" },
    ],
    answer: `Du meinst vermutlich den Lieferdienst und keine Flaschenpost im klassischen Sinn, also eine Nachricht in einer Flasche. Für schwere Wasserkisten lohnt sich ein Lieferdienst vor allem, wenn du kein Auto hast oder weit oben wohnst [1].

Getränke Hoffmann bietet in vielen Filialen Lieferung an, doch der Mindestbestellwert ist hoch, freie Liefertermine gibt es oft erst Tage später und der Kundenservice ist schwer erreichbar [4].

Flaschenpost liefert in vielen Großstädten innerhalb von 120 Minuten und nimmt das Leergut direkt wieder mit; die Preise liegen zwar nicht unter denen im Getränkemarkt, aber über unfreundliche Fahrer oder verspätete Lieferungen liest man kaum Beschwerden [2][3].

Trinkgut betreibt seine Märkte vor allem in Nordrhein-Westfalen und bietet dort in ausgewählten Städten einen Lieferservice an [5].

Quellen
[1] Verbraucherzentrale – Getränke-Lieferdienste – https://www.verbraucherzentrale.de/wissen/lebensmittel/einkaufen/getraenkelieferdienste-was-sie-wissen-sollten-81234
[2] Flaschenpost – Liefergebiete – https://www.flaschenpost.de/liefergebiete
[3] Trustpilot – Bewertungen zu flaschenpost.de – https://de.trustpilot.com/review/www.flaschenpost.de
[4] Getränke Hoffmann – Lieferservice – https://www.getraenke-hoffmann.de/lieferservice
[5] Trinkgut – Märkte und Lieferservice – https://www.trinkgut.de/maerkte`,
    expect: {
      mentions: {
        Flaschenpost: { position: 2, list: null, sentiment: "positive" },
        "Getränke Hoffmann": { position: 1, list: null, sentiment: "negative" },
        Trinkgut: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.verbraucherzentrale.de/wissen/lebensmittel/einkaufen/getraenkelieferdienste-was-sie-wissen-sollten-81234",
        "https://www.flaschenpost.de/liefergebiete",
        "https://de.trustpilot.com/review/www.flaschenpost.de",
        "https://www.getraenke-hoffmann.de/lieferservice",
        "https://www.trinkgut.de/maerkte",
      ],
      own: ["https://www.flaschenpost.de/liefergebiete"],
    },
  },
  {
    id: "de-r5-03",
    lang: "de",
    shape: "gemini",
    traps: ["table", "common-word", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Teufel", domain: "teufel.de" },
    competitors: [
      { name: "Sonos", domain: "sonos.com" },
      { name: "Bose", domain: "bose.de" },
      { name: "Nubert", domain: "nubert.de" },
    ],
    answer: `## Soundbars bis 800 € für einen 55-Zoll-Fernseher

Bei Soundbars steckt der Teufel im Detail: Achte auf HDMI eARC, auf Dolby Atmos und darauf, ob sich später ein Subwoofer nachrüsten lässt.

### Vergleich

| Modell | Preis (UVP) | Dolby Atmos | Subwoofer |
|---|---|---|---|
| Sonos Beam (Gen 2) | 499 € | virtuell | optional |
| Teufel Cinebar 11 (2.1-Set) | 649 € | virtuell | im Set enthalten |
| Bose Smart Soundbar | 499 € | virtuell | optional |

### Einschätzung
* **Teufel**: Der Berliner Hersteller ist nicht der günstigste, aber am Klang des Sets gibt es nichts auszusetzen, und der mitgelieferte Subwoofer macht den Aufpreis mehr als wett.
* **Sonos**: App und Multiroom-Funktionen sind ausgereift, doch ohne den separat erhältlichen Subwoofer fehlt es deutlich an Bass, und mit ihm sprengt das System das Budget.
* **Bose**: Die Smart Soundbar unterstützt Alexa und lässt sich per App mit anderen Bose-Lautsprechern koppeln.

### Fazit
Für Filmabende im Wohnzimmer ist ein Set mit Subwoofer die bessere Wahl als eine einzelne Soundbar.`,
    expect: {
      mentions: {
        Teufel: { position: 2, list: 2, sentiment: "positive" },
        Sonos: { position: 1, list: 1, sentiment: "negative" },
        Bose: { position: 3, list: 3, sentiment: "neutral" },
        Nubert: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "de-r5-04",
    lang: "de",
    shape: "claude",
    traps: ["alias", "markdown", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Zwiesel Glas", aliases: ["Zwiesel"], domain: "zwiesel-glas.com" },
    competitors: [
      { name: "Riedel", domain: "riedel.com" },
      { name: "Spiegelau", domain: "spiegelau.com" },
    ],
    answer: `Viele der bekanntesten Kristallgläser in Deutschland kommen aus dem Bayerischen Wald, vor allem aus Zwiesel, einer Kleinstadt mit langer Glasbläsertradition. Für den Alltag mit Spülmaschine würde ich aber nicht nach Herkunft, sondern nach Material entscheiden.

Riedel hat zwar den besten Ruf bei Sommeliers, doch gerade die mundgeblasenen Serien sind so dünn, dass sie in der Spülmaschine schnell zu Bruch gehen; für den täglichen Gebrauch würde ich sie nicht empfehlen.

Bei [Zwiesel Glas](https://www.zwiesel-glas.com/de/weinglaeser) sieht das anders aus: Die Gläser sind nicht die billigsten, aber das Tritan-Kristallglas ist ausdrücklich spülmaschinenfest und wird selbst nach Hunderten Spülgängen nicht trüb.

Spiegelau stellt maschinell gefertigte Kristallgläser her, die meist im Vierer-Set verkauft werden.

Ein Tipp zum Schluss: Stell die Gläser in der Maschine nicht zu eng und nimm ein Programm mit maximal 55 Grad.`,
    expect: {
      mentions: {
        "Zwiesel Glas": { position: 2, list: null, sentiment: "positive" },
        Riedel: { position: 1, list: null, sentiment: "negative" },
        Spiegelau: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: ["https://www.zwiesel-glas.com/de/weinglaeser"],
      own: ["https://www.zwiesel-glas.com/de/weinglaeser"],
    },
  },
  {
    id: "de-r5-05",
    lang: "de",
    shape: "copilot",
    traps: ["case", "subdomain", "sources-list", "negation", "hedge", "mixed-sentiment"],
    brand: { name: "Würth", domain: "wuerth.de" },
    competitors: [
      { name: "Hilti", domain: "hilti.de" },
      { name: "Berner", domain: "berner.eu" },
    ],
    answer: `Für einen kleinen Handwerksbetrieb entscheidet bei Akku-Bohrhämmern vor allem der Service, nicht die Schlagenergie.

Hilti ist teuer, aber das Flottenmanagement mit Leihgerät während der Reparatur lässt kaum Wünsche offen; über lange Ausfallzeiten beschwert sich so gut wie niemand [1].

Mit WURTH machen viele Betriebe schlechtere Erfahrungen. Ein Nutzer im Handwerker-Forum schreibt: „WURTH Akkugeräte sind ok, aber auf eine Reparatur wartest du drei Wochen ohne Ersatzgerät" [2]. Die Geräte sind nicht schlecht, doch ohne Rahmenvertrag sind sie kaum günstiger als die Konkurrenz, und einen vergleichbaren Leihgeräte-Service gibt es nicht [3].

Berner beliefert Betriebe ebenfalls direkt mit Werkzeug und Befestigungstechnik und arbeitet mit eigenem Außendienst [4].

[1]: https://www.hilti.de/content/hilti/E3/DE/de/services/tool-services/fleet-management.html "Hilti Flottenmanagement"
[2]: https://www.handwerker-forum.de/threads/akku-bohrhammer-hilti-oder-wurth.184522/ "Akku-Bohrhammer: Hilti oder Würth?"
[3]: https://eshop.wuerth.de/Produktkategorien/Akku-Bohrhaemmer/14013503010101.cyid/1401.cgid/de/DE/EUR/ "Würth eShop – Akku-Bohrhämmer"
[4]: https://www.berner.eu/de-de/ "Berner Deutschland"`,
    expect: {
      mentions: {
        "Würth": { position: 2, list: null, sentiment: "negative" },
        Hilti: { position: 1, list: null, sentiment: "positive" },
        Berner: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.hilti.de/content/hilti/E3/DE/de/services/tool-services/fleet-management.html",
        "https://www.handwerker-forum.de/threads/akku-bohrhammer-hilti-oder-wurth.184522/",
        "https://eshop.wuerth.de/Produktkategorien/Akku-Bohrhaemmer/14013503010101.cyid/1401.cgid/de/DE/EUR/",
        "https://www.berner.eu/de-de/",
      ],
      own: ["https://eshop.wuerth.de/Produktkategorien/Akku-Bohrhaemmer/14013503010101.cyid/1401.cgid/de/DE/EUR/"],
    },
  },
  {
    id: "de-r5-06",
    lang: "de",
    shape: "short",
    traps: ["negation", "hedge", "mixed-sentiment"],
    brand: { name: "Audible", domain: "audible.de" },
    competitors: [
      { name: "BookBeat", domain: "bookbeat.de" },
      { name: "Nextory", domain: "nextory.de" },
    ],
    answer: `Für Vielhörer lohnt sich BookBeat eher: Die Flatrate ist nicht ganz billig, aber es gibt kein Limit von einem Titel pro Monat, und die Auswahl lässt kaum Wünsche offen. Audible ist mit einem Guthaben pro Monat für 9,95 € deutlich eingeschränkter, und wer kündigt, verliert ungenutzte Guthaben. Nextory bietet ebenfalls eine Flatrate, zusätzlich mit E-Books.`,
    expect: {
      mentions: {
        Audible: { position: 2, list: null, sentiment: "negative" },
        BookBeat: { position: 1, list: null, sentiment: "positive" },
        Nextory: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
];
