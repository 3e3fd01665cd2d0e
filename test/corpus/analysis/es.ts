import type { CorpusCase } from "./types.ts";

export const cases: CorpusCase[] = [
  // ───────────────────────────── chatgpt ─────────────────────────────
  {
    id: "es-chatgpt-01",
    lang: "es",
    shape: "chatgpt",
    traps: ["utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Openbank", domain: "openbank.es" },
    competitors: [
      { name: "Revolut", domain: "revolut.com" },
      { name: "N26", domain: "n26.com" },
      { name: "ING", domain: "ing.es" },
      { name: "MyInvestor", domain: "myinvestor.es" },
    ],
    answer: `Si buscas una cuenta sin comisiones en España, estas son las opciones más recomendables en 2025:

1. **ING** – La Cuenta NoCuenta no tiene comisiones de mantenimiento ni exige nómina, y su app es de las mejor valoradas del mercado ([ing.es](https://www.ing.es/cuenta-nocuenta?utm_source=chatgpt.com)).
2. **Openbank** – Excelente opción: tarjeta de débito gratuita, transferencias inmediatas sin coste y un servicio de atención al cliente muy resolutivo ([openbank.es](https://www.openbank.es/cuenta-corriente?utm_source=chatgpt.com)).
3. **Revolut** – No es nada fiable si necesitas atención rápida: muchos usuarios se quejan de bloqueos de cuenta y de un soporte que tarda días en responder ([revolut.com](https://www.revolut.com/es-ES/?utm_source=chatgpt.com)).
4. **MyInvestor** – Cuenta remunerada al 2,5 % TAE el primer año; exige abrir también una cuenta de valores.

En resumen, yo empezaría por Openbank o ING y dejaría Revolut, como mucho, para pagos puntuales en viajes.`,
    expect: {
      mentions: {
        Openbank: { position: 2, list: 2, sentiment: "positive" },
        Revolut: { position: 3, list: 3, sentiment: "negative" },
        N26: null,
        ING: { position: 1, list: 1, sentiment: "positive" },
        MyInvestor: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.ing.es/cuenta-nocuenta?utm_source=chatgpt.com",
        "https://www.openbank.es/cuenta-corriente?utm_source=chatgpt.com",
        "https://www.revolut.com/es-ES/?utm_source=chatgpt.com",
      ],
      own: ["https://www.openbank.es/cuenta-corriente?utm_source=chatgpt.com"],
    },
    pair: "es-chatgpt-02",
  },
  {
    id: "es-chatgpt-02",
    lang: "es",
    shape: "chatgpt",
    traps: ["utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Openbank", domain: "openbank.es" },
    competitors: [
      { name: "Revolut", domain: "revolut.com" },
      { name: "N26", domain: "n26.com" },
      { name: "ING", domain: "ing.es" },
      { name: "MyInvestor", domain: "myinvestor.es" },
    ],
    answer: `Si buscas una cuenta sin comisiones en España, estas son las opciones más recomendables en 2025:

1. **ING** – La Cuenta NoCuenta no tiene comisiones de mantenimiento ni exige nómina, y su app es de las mejor valoradas del mercado ([ing.es](https://www.ing.es/cuenta-nocuenta?utm_source=chatgpt.com)).
2. **Openbank** – No es nada fiable si necesitas atención rápida: muchos usuarios se quejan de bloqueos de cuenta y de un soporte que tarda días en responder ([openbank.es](https://www.openbank.es/cuenta-corriente?utm_source=chatgpt.com)).
3. **Revolut** – Excelente opción: tarjeta de débito gratuita, transferencias inmediatas sin coste y un servicio de atención al cliente muy resolutivo ([revolut.com](https://www.revolut.com/es-ES/?utm_source=chatgpt.com)).
4. **MyInvestor** – Cuenta remunerada al 2,5 % TAE el primer año; exige abrir también una cuenta de valores.

En resumen, yo empezaría por Revolut o ING y dejaría Openbank, como mucho, para pagos puntuales en viajes.`,
    expect: {
      mentions: {
        Openbank: { position: 2, list: 2, sentiment: "negative" },
        Revolut: { position: 3, list: 3, sentiment: "positive" },
        N26: null,
        ING: { position: 1, list: 1, sentiment: "positive" },
        MyInvestor: { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [
        "https://www.ing.es/cuenta-nocuenta?utm_source=chatgpt.com",
        "https://www.openbank.es/cuenta-corriente?utm_source=chatgpt.com",
        "https://www.revolut.com/es-ES/?utm_source=chatgpt.com",
      ],
      own: ["https://www.openbank.es/cuenta-corriente?utm_source=chatgpt.com"],
    },
    pair: "es-chatgpt-01",
  },
  {
    id: "es-chatgpt-03",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "subdomain", "utm", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Mango", domain: "mango.com" },
    competitors: [
      { name: "Zara", domain: "zara.com" },
      { name: "Primark", domain: "primark.com" },
      { name: "Desigual", domain: "desigual.com" },
      { name: "Shein", domain: "shein.com" },
    ],
    answer: `¡Buena pregunta! Para renovar el armario de verano sin gastar demasiado, te propongo estas tiendas:

- **Zara**: la calidad es bastante desigual según la prenda y no es la más barata para lo que ofrece.
- **Primark**: imbatible en precio para básicos, con camisetas desde 4 € que aguantan bien todo un verano.
- **Mango**: mi favorita para prendas de verano con buen corte; sus vestidos de lino y las camisas con estampados tropicales de piña y mango son un acierto ([Mango](https://shop.mango.com/es/es/c/mujer/vestidos?utm_source=chatgpt.com)).
- **Lefties**: la marca low cost de Inditex, con precios similares a los de Primark.

Si puedes, espera a las rebajas de julio: en Mango y Zara los descuentos llegan al 50 %.`,
    expect: {
      mentions: {
        Mango: { position: 3, list: 3, sentiment: "positive" },
        Zara: { position: 1, list: 1, sentiment: "negative" },
        Primark: { position: 2, list: 2, sentiment: "positive" },
        Desigual: null,
        Shein: null,
      },
      citations: ["https://shop.mango.com/es/es/c/mujer/vestidos?utm_source=chatgpt.com"],
      own: ["https://shop.mango.com/es/es/c/mujer/vestidos?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-chatgpt-04",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "prose-before-list", "negation", "hedge", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Dia", domain: "dia.es" },
    competitors: [
      { name: "Mercadona", domain: "mercadona.es" },
      { name: "Lidl", domain: "lidl.es" },
      { name: "Carrefour", domain: "carrefour.es" },
      { name: "Alcampo", domain: "alcampo.es" },
    ],
    answer: `Si tu objetivo es ahorrar en la compra del día a día, según los últimos estudios de la OCU, Dia y Alcampo suelen salir bien parados en precio, aunque la diferencia depende mucho de la ciudad. Este sería mi ranking de supermercados baratos:

1. **Alcampo** – El más barato de España en el último estudio de la OCU, sobre todo en marca propia ([ocu.org](https://www.ocu.org/consumo-familia/supermercados/informe/precios-supermercados?utm_source=chatgpt.com)).
2. **Dia** – Precios muy competitivos, y el Club Dia te devuelve dinero cada mes en cupones; ideal si tienes una tienda cerca de casa.
3. **Mercadona** – No es el más barato y sus precios han subido bastante en el último año; la marca Hacendado tampoco es ya tan competitiva como antes.
4. **Lidl** – Muy bueno en frescos y panadería, con ofertas semanales los lunes y los jueves.

Truco: revisa el folleto cada día de oferta y compara los precios en la app antes de ir.`,
    expect: {
      mentions: {
        Dia: { position: 1, list: 2, sentiment: "positive" },
        Mercadona: { position: 3, list: 3, sentiment: "negative" },
        Lidl: { position: 4, list: 4, sentiment: "positive" },
        Carrefour: null,
        Alcampo: { position: 2, list: 1, sentiment: "positive" },
      },
      citations: [
        "https://www.ocu.org/consumo-familia/supermercados/informe/precios-supermercados?utm_source=chatgpt.com",
      ],
      own: [],
    },
  },
  {
    id: "es-chatgpt-05",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Tigo", domain: "tigo.com.co" },
    competitors: [
      { name: "Claro", domain: "claro.com.co" },
      { name: "Movistar", domain: "movistar.co" },
      { name: "WOM", domain: "wom.co" },
      { name: "ETB", domain: "etb.com" },
    ],
    answer: `¡Claro! Aquí tienes una comparación rápida de los operadores de internet hogar en Bogotá:

1. **Movistar** – Fibra óptica de hasta 900 Mbps y opción de combinar el plan con líneas móviles ([movistar.co](https://www.movistar.co/hogar/internet?utm_source=chatgpt.com)).
2. **Claro** – No es la opción más barata y muchos usuarios se quejan de cobros inesperados en la factura.
3. **ETB** – Fibra pura con muy buenas velocidades de subida y precios competitivos en Bogotá; es la que más recomiendo si tu barrio tiene cobertura ([etb.com](https://etb.com/hogares/?utm_source=chatgpt.com)).
4. **Tigo** – Aunque anuncia planes económicos, en muchas zonas sigue usando cable coaxial y la velocidad cae mucho en horas pico.

Claro que lo ideal es comprobar la cobertura en tu dirección antes de contratar cualquiera de ellos.`,
    expect: {
      mentions: {
        Tigo: { position: 4, list: 4, sentiment: "negative" },
        Claro: { position: 2, list: 2, sentiment: "negative" },
        Movistar: { position: 1, list: 1, sentiment: "neutral" },
        WOM: null,
        ETB: { position: 3, list: 3, sentiment: "positive" },
      },
      citations: [
        "https://www.movistar.co/hogar/internet?utm_source=chatgpt.com",
        "https://etb.com/hogares/?utm_source=chatgpt.com",
      ],
      own: [],
    },
  },
  {
    id: "es-chatgpt-06",
    lang: "es",
    shape: "chatgpt",
    traps: ["nested-list", "alias", "utm", "markdown"],
    brand: { name: "Orbea", domain: "orbea.com" },
    competitors: [
      { name: "BH Bikes", aliases: ["BH"], domain: "bhbikes.com" },
      { name: "Canyon", domain: "canyon.com" },
      { name: "Decathlon", domain: "decathlon.es" },
      { name: "Velora Bikes", domain: "velorabikes.es" },
    ],
    answer: `Para una bici de gravel de gama media (1.200–2.000 €) en España, te organizo las opciones por tipo de tienda:

- **Marcas españolas**
  - **Orbea Terra H40**: cuadro de aluminio muy bien resuelto, geometría cómoda para rutas largas y garantía de por vida en el cuadro ([orbea.com](https://www.orbea.com/es-es/bicicletas/carretera/terra?utm_source=chatgpt.com)).
  - **BH GravelX**: montada con grupo Shimano GRX de 10 velocidades y ruedas de 700c.
  - **Velora Bikes Senda**: marca de Valencia que vende en su web y en tiendas de la Comunitat Valenciana.
- **Venta online directa**
  - **Canyon Grizl 6**: la mejor relación equipamiento/precio del segmento, con componentes de gama superior a los de sus rivales.
- **Gran superficie**
  - **Decathlon (Triban GRVL 520)**: económica y con un servicio posventa en tienda que funciona muy bien.

Si puedes, prueba la talla en una tienda física antes de comprar online.`,
    expect: {
      mentions: {
        Orbea: { position: 1, list: 1, sentiment: "positive" },
        "BH Bikes": { position: 2, list: 2, sentiment: "neutral" },
        Canyon: { position: 4, list: 1, sentiment: "positive" },
        Decathlon: { position: 5, list: 1, sentiment: "positive" },
        "Velora Bikes": { position: 3, list: 3, sentiment: "neutral" },
      },
      citations: ["https://www.orbea.com/es-es/bicicletas/carretera/terra?utm_source=chatgpt.com"],
      own: ["https://www.orbea.com/es-es/bicicletas/carretera/terra?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-chatgpt-07",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "utm", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "El Corte Inglés", domain: "elcorteingles.es" },
    competitors: [
      { name: "Massimo Dutti", domain: "massimodutti.com" },
      { name: "Cortefiel", domain: "cortefiel.com" },
      { name: "Hackett", domain: "hackett.com" },
      { name: "Scalpers", domain: "scalpers.com" },
    ],
    answer: `Para un traje de boda de caballero de entre 300 y 600 €, estas son buenas opciones en España:

1. **Massimo Dutti** – Trajes de lana fría con un patronaje moderno; la calidad ha mejorado mucho y suele haber stock de todas las tallas.
2. **Hackett** – Si te gusta el corte inglés clásico, con solapa ancha y chaleco, es la referencia indiscutible y la calidad de sus tejidos lo justifica; eso sí, no es la más barata.
3. **El Corte Inglés** – Sus marcas propias (Emidio Tucci, Dustin) incluyen arreglos gratuitos y un servicio de sastrería muy profesional ([elcorteingles.es](https://www.elcorteingles.es/moda-hombre/trajes/?utm_source=chatgpt.com)).
4. **Scalpers** – Cortes entallados muy de tendencia, aunque muchos clientes comentan que los tejidos se desgastan pronto y no compensa el precio.

Consejo: pide siempre que el arreglo de bajos y mangas esté incluido en el precio.`,
    expect: {
      mentions: {
        "El Corte Inglés": { position: 3, list: 3, sentiment: "positive" },
        "Massimo Dutti": { position: 1, list: 1, sentiment: "positive" },
        Cortefiel: null,
        Hackett: { position: 2, list: 2, sentiment: "positive" },
        Scalpers: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: ["https://www.elcorteingles.es/moda-hombre/trajes/?utm_source=chatgpt.com"],
      own: ["https://www.elcorteingles.es/moda-hombre/trajes/?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-chatgpt-08",
    lang: "es",
    shape: "chatgpt",
    traps: ["prose-before-list", "markdown", "mixed-sentiment"],
    brand: { name: "Just Eat", domain: "justeat.es" },
    competitors: [
      { name: "Glovo", domain: "glovoapp.com" },
      { name: "Uber Eats", domain: "ubereats.com" },
      { name: "Deliveroo", domain: "deliveroo.es" },
    ],
    answer: `En Madrid, las tres apps de reparto que más se usan son Glovo, Just Eat y Uber Eats. Mi valoración rápida:

- **Uber Eats**: catálogo amplio y promociones frecuentes para nuevos usuarios.
- **Glovo**: la más fiable, porque los pedidos llegan a su hora y el soporte resuelve cualquier incidencia en minutos; su suscripción mensual compensa si pides más de dos veces al mes.
- **Just Eat**: la he descartado; los pedidos llegan tarde con frecuencia y el servicio de atención al cliente no resuelve nada.

Si pides poco, instala las tres y aprovecha los códigos de bienvenida.`,
    expect: {
      mentions: {
        "Just Eat": { position: 2, list: 3, sentiment: "negative" },
        Glovo: { position: 1, list: 2, sentiment: "positive" },
        "Uber Eats": { position: 3, list: 1, sentiment: "positive" },
        Deliveroo: null,
      },
      citations: [],
      own: [],
    },
    pair: "es-chatgpt-09",
  },
  {
    id: "es-chatgpt-09",
    lang: "es",
    shape: "chatgpt",
    traps: ["prose-before-list", "markdown", "mixed-sentiment"],
    brand: { name: "Just Eat", domain: "justeat.es" },
    competitors: [
      { name: "Glovo", domain: "glovoapp.com" },
      { name: "Uber Eats", domain: "ubereats.com" },
      { name: "Deliveroo", domain: "deliveroo.es" },
    ],
    answer: `En Madrid, las tres apps de reparto que más se usan son Glovo, Just Eat y Uber Eats. Mi valoración rápida:

- **Uber Eats**: catálogo amplio y promociones frecuentes para nuevos usuarios.
- **Glovo**: la he descartado; los pedidos llegan tarde con frecuencia y el servicio de atención al cliente no resuelve nada.
- **Just Eat**: la más fiable, porque los pedidos llegan a su hora y el soporte resuelve cualquier incidencia en minutos; su suscripción mensual compensa si pides más de dos veces al mes.

Si pides poco, instala las tres y aprovecha los códigos de bienvenida.`,
    expect: {
      mentions: {
        "Just Eat": { position: 2, list: 3, sentiment: "positive" },
        Glovo: { position: 1, list: 2, sentiment: "negative" },
        "Uber Eats": { position: 3, list: 1, sentiment: "positive" },
        Deliveroo: null,
      },
      citations: [],
      own: [],
    },
    pair: "es-chatgpt-08",
  },
  {
    id: "es-chatgpt-10",
    lang: "es",
    shape: "chatgpt",
    traps: ["common-word", "alias", "subdomain", "utm", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Mercado Libre", aliases: ["MercadoLibre"], domain: "mercadolibre.com.mx" },
    competitors: [
      { name: "Amazon", domain: "amazon.com.mx" },
      { name: "Liverpool", domain: "liverpool.com.mx" },
      { name: "Coppel", domain: "coppel.com" },
      { name: "Walmart", domain: "walmart.com.mx" },
    ],
    answer: `Para comprar una laptop en México con envío rápido, estas son las mejores opciones:

1. **Amazon México** – Envíos al día siguiente con Prime y devoluciones sencillas ([amazon.com.mx](https://www.amazon.com.mx/b?node=10189669011&utm_source=chatgpt.com)).
2. **MercadoLibre** – El marketplace con más variedad y, con envío Full, los pedidos llegan en 24 horas; solo revisa la reputación del vendedor antes de comprar ([mercadolibre.com.mx](https://listado.mercadolibre.com.mx/laptops?utm_source=chatgpt.com)).
3. **Liverpool** – Ofrece meses sin intereses con su tarjeta departamental y la opción de recoger en tienda.
4. **Walmart** – No es la mejor opción para gamas altas: su catálogo de laptops es reducido y casi todo son modelos de entrada.

Ten en cuenta que en un mercado libre y tan competitivo como el de la electrónica, los precios cambian casi cada semana, así que compara antes de pagar.`,
    expect: {
      mentions: {
        "Mercado Libre": { position: 2, list: 2, sentiment: "positive" },
        Amazon: { position: 1, list: 1, sentiment: "positive" },
        Liverpool: { position: 3, list: 3, sentiment: "neutral" },
        Coppel: null,
        Walmart: { position: 4, list: 4, sentiment: "negative" },
      },
      citations: [
        "https://www.amazon.com.mx/b?node=10189669011&utm_source=chatgpt.com",
        "https://listado.mercadolibre.com.mx/laptops?utm_source=chatgpt.com",
      ],
      own: ["https://listado.mercadolibre.com.mx/laptops?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-chatgpt-11",
    lang: "es",
    shape: "chatgpt",
    traps: ["table", "lookalike-domain", "trailing-punctuation", "utm", "hedge", "markdown", "mixed-sentiment"],
    brand: { name: "Holaluz", domain: "holaluz.com" },
    competitors: [
      { name: "Iberdrola", domain: "iberdrola.es" },
      { name: "Endesa", domain: "endesa.com" },
      { name: "Naturgy", domain: "naturgy.es" },
      { name: "Octopus Energy", domain: "octopusenergy.es" },
      { name: "Kobalto Energía", domain: "kobaltoenergia.es" },
    ],
    answer: `Aquí tienes una comparativa de tarifas de luz con discriminación horaria (precios orientativos, octubre de 2025):

| Comercializadora | Precio punta (€/kWh) | Permanencia | Opinión |
|---|---|---|---|
| **Octopus Energy** | 0,189 | No | Muy bien valorada por su atención y su transparencia |
| **Holaluz** | 0,205 | No | Buena opción si tienes placas solares, gracias a su Cloud |
| **Iberdrola** | 0,214 | 12 meses | No es la más barata y la permanencia penaliza si cambias pronto |
| **Endesa** | 0,198 | No | Precio correcto, aunque la app es mejorable |

Si quieres comparar más ofertas, usa el comparador oficial de la CNMC ([comparadorofertasenergia.cnmc.es](https://comparadorofertasenergia.cnmc.es/?utm_source=chatgpt.com)). Ojo con webs como https://www.holaluz-tarifas.com/ofertas, que no pertenecen a la compañía y pueden pedirte datos bancarios.`,
    expect: {
      mentions: {
        Holaluz: { position: 2, list: 2, sentiment: "positive" },
        Iberdrola: { position: 3, list: 3, sentiment: "negative" },
        Endesa: { position: 4, list: 4, sentiment: "neutral" },
        Naturgy: null,
        "Octopus Energy": { position: 1, list: 1, sentiment: "positive" },
        "Kobalto Energía": null,
      },
      citations: [
        "https://comparadorofertasenergia.cnmc.es/?utm_source=chatgpt.com",
        "https://www.holaluz-tarifas.com/ofertas",
      ],
      own: [],
    },
  },
  {
    id: "es-chatgpt-12",
    lang: "es",
    shape: "chatgpt",
    traps: ["case", "negation", "hedge", "utm", "markdown", "mixed-sentiment"],
    brand: { name: "Record go", domain: "recordgo.com" },
    competitors: [
      { name: "Goldcar", domain: "goldcar.es" },
      { name: "Centauro", domain: "centauro.net" },
      { name: "Sixt", domain: "sixt.es" },
      { name: "Europcar", domain: "europcar.es" },
    ],
    answer: `Para alquilar coche en el aeropuerto de Málaga en agosto, te resumo lo que dicen las opiniones más recientes:

1. **Sixt** – Flota nueva y atención impecable; es de las más caras, pero la experiencia lo compensa ([sixt.es](https://www.sixt.es/alquiler-coches/espana/malaga/?utm_source=chatgpt.com)).
2. **centauro** – Precios ajustados y oficina a cinco minutos en shuttle; muchos clientes aseguran que nunca han tenido problemas con la devolución de la fianza.
3. **Record go** – Su tarifa "Just Go" sin franquicia es bastante transparente y ofrece una buena relación calidad-precio.
4. **GOLDCAR** – No te la recomendaría: las colas en el mostrador superan a menudo la hora y el personal presiona para vender el seguro a todo riesgo.

Sea cual sea la empresa, haz fotos del coche al recogerlo y devuélvelo con el depósito lleno.`,
    expect: {
      mentions: {
        "Record go": { position: 3, list: 3, sentiment: "positive" },
        Goldcar: { position: 4, list: 4, sentiment: "negative" },
        Centauro: { position: 2, list: 2, sentiment: "positive" },
        Sixt: { position: 1, list: 1, sentiment: "positive" },
        Europcar: null,
      },
      citations: ["https://www.sixt.es/alquiler-coches/espana/malaga/?utm_source=chatgpt.com"],
      own: [],
    },
  },
  {
    id: "es-chatgpt-13",
    lang: "es",
    shape: "chatgpt",
    traps: ["url-only", "utm", "trailing-punctuation", "markdown"],
    brand: { name: "Clientify", domain: "clientify.com" },
    competitors: [
      { name: "HubSpot", domain: "hubspot.es" },
      { name: "Pipedrive", domain: "pipedrive.com" },
      { name: "Salesforce", domain: "salesforce.com" },
      { name: "Trazza CRM", domain: "trazzacrm.com" },
    ],
    answer: `Para una pyme española con 10 comerciales, estos CRM encajan bien:

1. **HubSpot CRM** – Versión gratuita muy completa y fácil de adoptar por el equipo ([hubspot.es](https://www.hubspot.es/products/crm?utm_source=chatgpt.com)).
2. **Pipedrive** – Muy visual y centrado en el embudo de ventas; ideal si tu equipo trabaja por oportunidades ([pipedrive.com](https://www.pipedrive.com/es/pricing?utm_source=chatgpt.com)).
3. **Zoho CRM** – Económico y muy personalizable, aunque la configuración inicial lleva tiempo.
4. **Trazza CRM** – Desarrollado en España, con facturación integrada y soporte en castellano; una buena opción si necesitas cumplir con Verifactu.

Comparativas útiles: [este análisis de CRM para pymes](https://clientify.com/blog/mejores-crm-pymes?utm_source=chatgpt.com) y la guía de https://www.capterra.es/directory/30010/crm/software.`,
    expect: {
      mentions: {
        Clientify: null,
        HubSpot: { position: 1, list: 1, sentiment: "positive" },
        Pipedrive: { position: 2, list: 2, sentiment: "positive" },
        Salesforce: null,
        "Trazza CRM": { position: 3, list: 4, sentiment: "positive" },
      },
      citations: [
        "https://www.hubspot.es/products/crm?utm_source=chatgpt.com",
        "https://www.pipedrive.com/es/pricing?utm_source=chatgpt.com",
        "https://clientify.com/blog/mejores-crm-pymes?utm_source=chatgpt.com",
        "https://www.capterra.es/directory/30010/crm/software",
      ],
      own: ["https://clientify.com/blog/mejores-crm-pymes?utm_source=chatgpt.com"],
    },
  },
  // ───────────────────────────── perplexity ─────────────────────────────
  {
    id: "es-perplexity-01",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Línea Directa", domain: "lineadirecta.com" },
    competitors: [
      { name: "Mapfre", domain: "mapfre.es" },
      { name: "Mutua Madrileña", domain: "mutua.es" },
      { name: "Verti", domain: "verti.es" },
      { name: "Génesis", domain: "genesis.es" },
      { name: "Pelayo", domain: "pelayo.com" },
    ],
    answer: `Casi todas las aseguradoras tienen una línea directa de atención 24 horas para pedir presupuesto, pero en precio hay diferencias claras. Según los comparadores más recientes, los seguros a todo riesgo con franquicia más baratos para conductores de más de 30 años en Madrid son los de Verti y Génesis, con primas de entre 350 y 450 € anuales[1][2]. Mutua Madrileña sigue siendo la aseguradora mejor valorada por satisfacción de clientes en el estudio anual de la OCU, gracias a la rapidez con la que gestiona los siniestros[3]. Línea Directa anuncia descuentos para buenos conductores, pero varios usuarios denuncian que la prima sube bastante en la renovación y que darse de baja es complicado[2][4]. Mapfre se sitúa en la franja media, con primas de unos 500 € para el mismo perfil[1].

Conviene revisar también las subidas generalizadas de este año: algunas aseguradoras tradicionales han encarecido sus pólizas hasta un 10 %[5].

Fuentes:
[1] Comparativa de seguros de coche 2025 – Rastreator https://www.rastreator.com/seguros-de-coche/comparativa.aspx
[2] Los seguros de coche más baratos – Kelisto https://www.kelisto.es/seguros/coche/mejores-seguros-coche
[3] Satisfacción con las aseguradoras de coche – OCU https://www.ocu.org/dinero/seguro-coche/noticias/satisfaccion-aseguradoras-2025
[4] Opiniones sobre Línea Directa – Trustpilot https://es.trustpilot.com/review/www.lineadirecta.com
[5] Pelayo y otras aseguradoras suben el seguro de coche – Expansión https://www.expansion.com/empresas/banca/2025/03/12/seguros-coche-subida.html`,
    expect: {
      mentions: {
        "Línea Directa": { position: 4, list: null, sentiment: "negative" },
        Mapfre: { position: 5, list: null, sentiment: "neutral" },
        "Mutua Madrileña": { position: 3, list: null, sentiment: "positive" },
        Verti: { position: 1, list: null, sentiment: "positive" },
        "Génesis": { position: 2, list: null, sentiment: "positive" },
        Pelayo: null,
      },
      citations: [
        "https://www.rastreator.com/seguros-de-coche/comparativa.aspx",
        "https://www.kelisto.es/seguros/coche/mejores-seguros-coche",
        "https://www.ocu.org/dinero/seguro-coche/noticias/satisfaccion-aseguradoras-2025",
        "https://es.trustpilot.com/review/www.lineadirecta.com",
        "https://www.expansion.com/empresas/banca/2025/03/12/seguros-coche-subida.html",
      ],
      own: [],
    },
  },
  {
    id: "es-perplexity-02",
    lang: "es",
    shape: "perplexity",
    traps: ["negation", "mixed-sentiment", "sources-list"],
    brand: { name: "Digi", domain: "digimobil.es" },
    competitors: [
      { name: "Movistar", domain: "movistar.es" },
      { name: "Vodafone", domain: "vodafone.es" },
      { name: "Orange", domain: "orange.es" },
      { name: "Lowi", domain: "lowi.es" },
      { name: "Pepephone", domain: "pepephone.com" },
    ],
    answer: `Digi es la operadora que más recomiendan los usuarios en los foros y comparativas de 2025: la fibra es estable, no tiene permanencia y muchos clientes aseguran que nunca han tenido problemas con la factura[1][5]. Movistar, en cambio, no es nada recomendable según las opiniones recientes: las subidas anuales de precio y la atención al cliente han provocado numerosas quejas ante las asociaciones de consumidores[2][3].

Vodafone y Orange se sitúan en una franja intermedia, con ofertas convergentes de fibra y móvil a partir de unos 45 € al mes[1]. Si priorizas la atención al cliente por encima del precio, Pepephone suele encabezar los rankings de satisfacción[4].

Fuentes:
[1] Mejores tarifas de fibra y móvil 2025 – Xataka https://www.xataka.com/basics/mejores-tarifas-fibra-movil-2025
[2] Satisfacción con las operadoras de telecomunicaciones – OCU https://www.ocu.org/tecnologia/telefonia/noticias/satisfaccion-operadoras-2025
[3] Subidas de tarifas de las operadoras en 2025 – El País https://elpais.com/economia/2025-01-15/las-operadoras-suben-tarifas.html
[4] Ranking de atención al cliente en telecomunicaciones – FACUA https://www.facua.org/es/noticia.php?Id=21345
[5] Fibra 1 Gb sin permanencia – Digi https://www.digimobil.es/fibra-optica`,
    expect: {
      mentions: {
        Digi: { position: 1, list: null, sentiment: "positive" },
        Movistar: { position: 2, list: null, sentiment: "negative" },
        Vodafone: { position: 3, list: null, sentiment: "neutral" },
        Orange: { position: 4, list: null, sentiment: "neutral" },
        Lowi: null,
        Pepephone: { position: 5, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.xataka.com/basics/mejores-tarifas-fibra-movil-2025",
        "https://www.ocu.org/tecnologia/telefonia/noticias/satisfaccion-operadoras-2025",
        "https://elpais.com/economia/2025-01-15/las-operadoras-suben-tarifas.html",
        "https://www.facua.org/es/noticia.php?Id=21345",
        "https://www.digimobil.es/fibra-optica",
      ],
      own: ["https://www.digimobil.es/fibra-optica"],
    },
    pair: "es-perplexity-03",
  },
  {
    id: "es-perplexity-03",
    lang: "es",
    shape: "perplexity",
    traps: ["negation", "mixed-sentiment", "sources-list"],
    brand: { name: "Digi", domain: "digimobil.es" },
    competitors: [
      { name: "Movistar", domain: "movistar.es" },
      { name: "Vodafone", domain: "vodafone.es" },
      { name: "Orange", domain: "orange.es" },
      { name: "Lowi", domain: "lowi.es" },
      { name: "Pepephone", domain: "pepephone.com" },
    ],
    answer: `Digi no es nada recomendable según las opiniones recientes: las subidas anuales de precio y la atención al cliente han provocado numerosas quejas ante las asociaciones de consumidores[1][5]. Movistar, en cambio, es la operadora que más recomiendan los usuarios en los foros y comparativas de 2025: la fibra es estable, no tiene permanencia y muchos clientes aseguran que nunca han tenido problemas con la factura[2][3].

Vodafone y Orange se sitúan en una franja intermedia, con ofertas convergentes de fibra y móvil a partir de unos 45 € al mes[1]. Si priorizas la atención al cliente por encima del precio, Pepephone suele encabezar los rankings de satisfacción[4].

Fuentes:
[1] Mejores tarifas de fibra y móvil 2025 – Xataka https://www.xataka.com/basics/mejores-tarifas-fibra-movil-2025
[2] Satisfacción con las operadoras de telecomunicaciones – OCU https://www.ocu.org/tecnologia/telefonia/noticias/satisfaccion-operadoras-2025
[3] Subidas de tarifas de las operadoras en 2025 – El País https://elpais.com/economia/2025-01-15/las-operadoras-suben-tarifas.html
[4] Ranking de atención al cliente en telecomunicaciones – FACUA https://www.facua.org/es/noticia.php?Id=21345
[5] Fibra 1 Gb sin permanencia – Digi https://www.digimobil.es/fibra-optica`,
    expect: {
      mentions: {
        Digi: { position: 1, list: null, sentiment: "negative" },
        Movistar: { position: 2, list: null, sentiment: "positive" },
        Vodafone: { position: 3, list: null, sentiment: "neutral" },
        Orange: { position: 4, list: null, sentiment: "neutral" },
        Lowi: null,
        Pepephone: { position: 5, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.xataka.com/basics/mejores-tarifas-fibra-movil-2025",
        "https://www.ocu.org/tecnologia/telefonia/noticias/satisfaccion-operadoras-2025",
        "https://elpais.com/economia/2025-01-15/las-operadoras-suben-tarifas.html",
        "https://www.facua.org/es/noticia.php?Id=21345",
        "https://www.digimobil.es/fibra-optica",
      ],
      own: ["https://www.digimobil.es/fibra-optica"],
    },
    pair: "es-perplexity-02",
  },
  {
    id: "es-perplexity-04",
    lang: "es",
    shape: "perplexity",
    traps: ["substring", "url-only", "parentheses-url", "mixed-sentiment"],
    brand: { name: "Inditex", domain: "inditex.com" },
    competitors: [
      { name: "H&M", aliases: ["Hennes & Mauritz"], domain: "hm.com" },
      { name: "Zara", domain: "zara.com" },
      { name: "Uniqlo", domain: "uniqlo.com" },
      { name: "Shein", domain: "shein.com" },
    ],
    answer: `La mayor empresa textil del mundo por ventas es Inditex, con una facturación de 38.632 millones de euros en el ejercicio 2024[1][5]. Su principal rival, el grupo sueco H&M (Hennes & Mauritz), facturó alrededor de 20.500 millones de euros y lleva varios años perdiendo cuota de mercado y cerrando tiendas[2][3]. La clave del éxito de Inditex es su modelo de proximidad: diseña y fabrica buena parte de sus prendas en España, Portugal y Marruecos, y las distribuye desde centros logísticos como los de Arteixo o la Plataforma Europa de Zaragoza, lo que le permite reponer las tiendas en 48 horas[1][4]. Fast Retailing, dueña de Uniqlo, ocupa el tercer puesto[2].

Fuentes:
1. https://es.wikipedia.org/wiki/Inditex
2. https://www.statista.com/statistics/242114/revenue-of-the-worlds-leading-fashion-retailers/
3. https://en.wikipedia.org/wiki/H%26M
4. https://es.wikipedia.org/wiki/Zara_(empresa)
5. https://www.inditex.com/itxcomweb/es/es/accionistas-e-inversores/resultados`,
    expect: {
      mentions: {
        Inditex: { position: 1, list: null, sentiment: "positive" },
        "H&M": { position: 2, list: null, sentiment: "negative" },
        Zara: null,
        Uniqlo: { position: 3, list: null, sentiment: "neutral" },
        Shein: null,
      },
      citations: [
        "https://es.wikipedia.org/wiki/Inditex",
        "https://www.statista.com/statistics/242114/revenue-of-the-worlds-leading-fashion-retailers/",
        "https://en.wikipedia.org/wiki/H%26M",
        "https://es.wikipedia.org/wiki/Zara_(empresa)",
        "https://www.inditex.com/itxcomweb/es/es/accionistas-e-inversores/resultados",
      ],
      own: ["https://www.inditex.com/itxcomweb/es/es/accionistas-e-inversores/resultados"],
    },
  },
  {
    id: "es-perplexity-05",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Jumbo", domain: "jumbo.cl" },
    competitors: [
      { name: "Líder", domain: "lider.cl" },
      { name: "Unimarc", domain: "unimarc.cl" },
      { name: "Tottus", domain: "tottus.cl" },
      { name: "Santa Isabel", domain: "santaisabel.cl" },
    ],
    answer: `En Chile, el líder del mercado de supermercados por ventas es Walmart Chile, que opera la cadena Líder, seguido de Cencosud con Jumbo y Santa Isabel[1][2]. En precio, Líder suele ser la opción más barata en la canasta básica según el último sondeo del SERNAC[3]. Jumbo no es la más económica, pero es claramente la mejor valorada por la calidad de sus frescos y la variedad de productos importados[3]. Unimarc, en cambio, sale mal parado: sus precios están por encima del promedio y acumula reclamos por quiebres de stock en regiones[2]. Tottus ha ganado terreno gracias a su marca propia y a sus precios bajos en abarrotes[1].

Fuentes:
[1] Ranking de supermercados en Chile 2025 – La Tercera https://www.latercera.com/pulso/noticia/ranking-supermercados-chile-2025/
[2] Participación de mercado de los supermercados – Diario Financiero https://www.df.cl/empresas/retail/participacion-de-mercado-supermercados
[3] Sondeo de precios de la canasta básica – SERNAC https://www.sernac.cl/portal/604/w3-article-78123.html`,
    expect: {
      mentions: {
        Jumbo: { position: 2, list: null, sentiment: "positive" },
        "Líder": { position: 1, list: null, sentiment: "positive" },
        Unimarc: { position: 4, list: null, sentiment: "negative" },
        Tottus: { position: 5, list: null, sentiment: "positive" },
        "Santa Isabel": { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.latercera.com/pulso/noticia/ranking-supermercados-chile-2025/",
        "https://www.df.cl/empresas/retail/participacion-de-mercado-supermercados",
        "https://www.sernac.cl/portal/604/w3-article-78123.html",
      ],
      own: [],
    },
  },
  {
    id: "es-perplexity-06",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "alias", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Santander", domain: "bancosantander.es" },
    competitors: [
      { name: "BBVA", domain: "bbva.es" },
      { name: "CaixaBank", aliases: ["La Caixa"], domain: "caixabank.es" },
      { name: "Banco Sabadell", aliases: ["Sabadell"], domain: "bancsabadell.com" },
      { name: "Unicaja", domain: "unicajabanco.es" },
    ],
    answer: `Si vives en Santander y estás buscando una hipoteca fija, los dos bancos que más préstamos hipotecarios conceden en Cantabria son Banco Santander y BBVA[1].

El Santander destaca por su hipoteca fija al 2,45 % TAE con bonificaciones y por una tramitación muy ágil: la mayoría de clientes recibe respuesta en menos de una semana[2]. Con BBVA, en cambio, la experiencia no es nada buena si tienes prisa: muchos usuarios se quejan de retrasos de más de un mes en la tasación y de cambios de condiciones en el último momento[3].

Unicaja, con fuerte presencia en la región tras su fusión con Liberbank, ofrece un tipo fijo desde el 2,6 % TAE[4]. Consulta también las condiciones de Sabadell, que exige domiciliar la nómina y contratar un seguro de hogar para acceder al tipo bonificado[1].

Fuentes:
[1] ¿Qué bancos conceden más hipotecas en Cantabria? – El Diario Montañés https://www.eldiariomontanes.es/economia/hipotecas-cantabria-bancos-20250210.html
[2] Hipoteca Fija – Banco Santander https://www.bancosantander.es/particulares/hipotecas/hipoteca-fija
[3] Opiniones sobre la hipoteca de BBVA – HelpMyCash https://www.helpmycash.com/opiniones/hipoteca-bbva/
[4] Hipotecas de Unicaja – iAhorro https://www.iahorro.com/hipotecas/unicaja`,
    expect: {
      mentions: {
        Santander: { position: 1, list: null, sentiment: "positive" },
        BBVA: { position: 2, list: null, sentiment: "negative" },
        CaixaBank: null,
        "Banco Sabadell": { position: 4, list: null, sentiment: "neutral" },
        Unicaja: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.eldiariomontanes.es/economia/hipotecas-cantabria-bancos-20250210.html",
        "https://www.bancosantander.es/particulares/hipotecas/hipoteca-fija",
        "https://www.helpmycash.com/opiniones/hipoteca-bbva/",
        "https://www.iahorro.com/hipotecas/unicaja",
      ],
      own: ["https://www.bancosantander.es/particulares/hipotecas/hipoteca-fija"],
    },
    pair: "es-perplexity-07",
  },
  {
    id: "es-perplexity-07",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "alias", "sources-list", "negation", "mixed-sentiment"],
    brand: { name: "Santander", domain: "bancosantander.es" },
    competitors: [
      { name: "BBVA", domain: "bbva.es" },
      { name: "CaixaBank", aliases: ["La Caixa"], domain: "caixabank.es" },
      { name: "Banco Sabadell", aliases: ["Sabadell"], domain: "bancsabadell.com" },
      { name: "Unicaja", domain: "unicajabanco.es" },
    ],
    answer: `Si vives en Santander y estás buscando una hipoteca fija, los dos bancos que más préstamos hipotecarios conceden en Cantabria son Banco Santander y BBVA[1].

El Santander no es nada recomendable si tienes prisa: muchos usuarios se quejan de retrasos de más de un mes en la tasación y de cambios de condiciones en el último momento[2]. BBVA, en cambio, destaca por su hipoteca fija al 2,45 % TAE con bonificaciones y por una tramitación muy ágil: la mayoría de clientes recibe respuesta en menos de una semana[3].

Unicaja, con fuerte presencia en la región tras su fusión con Liberbank, ofrece un tipo fijo desde el 2,6 % TAE[4]. Consulta también las condiciones de Sabadell, que exige domiciliar la nómina y contratar un seguro de hogar para acceder al tipo bonificado[1].

Fuentes:
[1] ¿Qué bancos conceden más hipotecas en Cantabria? – El Diario Montañés https://www.eldiariomontanes.es/economia/hipotecas-cantabria-bancos-20250210.html
[2] Hipoteca Fija – Banco Santander https://www.bancosantander.es/particulares/hipotecas/hipoteca-fija
[3] Opiniones sobre la hipoteca de BBVA – HelpMyCash https://www.helpmycash.com/opiniones/hipoteca-bbva/
[4] Hipotecas de Unicaja – iAhorro https://www.iahorro.com/hipotecas/unicaja`,
    expect: {
      mentions: {
        Santander: { position: 1, list: null, sentiment: "negative" },
        BBVA: { position: 2, list: null, sentiment: "positive" },
        CaixaBank: null,
        "Banco Sabadell": { position: 4, list: null, sentiment: "neutral" },
        Unicaja: { position: 3, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://www.eldiariomontanes.es/economia/hipotecas-cantabria-bancos-20250210.html",
        "https://www.bancosantander.es/particulares/hipotecas/hipoteca-fija",
        "https://www.helpmycash.com/opiniones/hipoteca-bbva/",
        "https://www.iahorro.com/hipotecas/unicaja",
      ],
      own: ["https://www.bancosantander.es/particulares/hipotecas/hipoteca-fija"],
    },
    pair: "es-perplexity-06",
  },
  {
    id: "es-perplexity-08",
    lang: "es",
    shape: "perplexity",
    traps: ["trailing-punctuation", "hedge", "mixed-sentiment"],
    brand: { name: "Iryo", domain: "iryo.eu" },
    competitors: [
      { name: "Renfe", aliases: ["AVE"], domain: "renfe.com" },
      { name: "Ouigo", domain: "ouigo.com" },
      { name: "Alsa", domain: "alsa.es" },
    ],
    answer: `Entre Madrid y Barcelona operan tres compañías de alta velocidad: Renfe (con sus servicios AVE y Avlo), Iryo y Ouigo[1]. Ouigo suele ser la más barata, con billetes desde 9 € si compras con antelación[2]. Iryo ofrece trenes Frecciarossa más nuevos y un servicio a bordo muy bien valorado; no es la opción más barata, pero su puntualidad en 2024 superó el 90 %[3]. Renfe, por su parte, acumula críticas por los retrasos del AVE durante el verano de 2025 y por la falta de información a los viajeros en las incidencias[4].

Puedes comparar horarios en la web oficial de Iryo (<https://iryo.eu/es/home>) o en comparadores como Trainline (https://www.thetrainline.com/es/trenes/madrid-barcelona).

1. https://www.xataka.com/movilidad/ave-iryo-ouigo-comparativa-madrid-barcelona
2. https://www.ouigo.com/es/ofertas
3. https://www.epdata.es/datos/puntualidad-trenes-alta-velocidad-espana/
4. https://www.elconfidencial.com/espana/2025-08-04/retrasos-ave-verano/`,
    expect: {
      mentions: {
        Iryo: { position: 2, list: null, sentiment: "positive" },
        Renfe: { position: 1, list: null, sentiment: "negative" },
        Ouigo: { position: 3, list: null, sentiment: "positive" },
        Alsa: null,
      },
      citations: [
        "https://iryo.eu/es/home",
        "https://www.thetrainline.com/es/trenes/madrid-barcelona",
        "https://www.xataka.com/movilidad/ave-iryo-ouigo-comparativa-madrid-barcelona",
        "https://www.ouigo.com/es/ofertas",
        "https://www.epdata.es/datos/puntualidad-trenes-alta-velocidad-espana/",
        "https://www.elconfidencial.com/espana/2025-08-04/retrasos-ave-verano/",
      ],
      own: ["https://iryo.eu/es/home"],
    },
  },
  {
    id: "es-perplexity-09",
    lang: "es",
    shape: "perplexity",
    traps: ["common-word", "hedge", "mixed-sentiment", "sources-list"],
    brand: { name: "Primor", domain: "primor.eu" },
    competitors: [
      { name: "Druni", domain: "druni.es" },
      { name: "Sephora", domain: "sephora.es" },
      { name: "Douglas", domain: "douglas.es" },
      { name: "Notino", domain: "notino.es" },
    ],
    answer: `Para comprar perfumes originales con descuento en España, las tiendas online más recomendadas son Notino, Primor y Druni, que suelen rebajar entre un 20 % y un 40 % el precio de venta recomendado[1][2]. Primor destaca por sus precios y por el envío gratuito a partir de 20 €; muchas clientas comentan que los paquetes llegan envueltos con mimo, hechos un primor[2]. Druni tiene más tiendas físicas en la zona de Levante y un programa de puntos muy ventajoso[3]. Sephora no es la más barata, pero tiene la mejor selección de marcas nicho del mercado[4]. Douglas, por su parte, ha cerrado decenas de tiendas en España y muchos usuarios se quejan de retrasos en los pedidos online[5].

Fuentes:
[1] Dónde comprar perfumes originales baratos – Xataka https://www.xataka.com/basics/donde-comprar-perfumes-originales-baratos
[2] Opiniones sobre Primor – Trustpilot https://es.trustpilot.com/review/primor.eu
[3] Druni Club: cómo funciona – Druni https://www.druni.es/druni-club
[4] Marcas nicho en Sephora – Sephora https://www.sephora.es/marcas-nicho/
[5] Douglas cierra tiendas en España – Cinco Días https://cincodias.elpais.com/companias/2024-02-12/douglas-cierra-tiendas-espana.html`,
    expect: {
      mentions: {
        Primor: { position: 2, list: null, sentiment: "positive" },
        Druni: { position: 3, list: null, sentiment: "positive" },
        Sephora: { position: 4, list: null, sentiment: "positive" },
        Douglas: { position: 5, list: null, sentiment: "negative" },
        Notino: { position: 1, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.xataka.com/basics/donde-comprar-perfumes-originales-baratos",
        "https://es.trustpilot.com/review/primor.eu",
        "https://www.druni.es/druni-club",
        "https://www.sephora.es/marcas-nicho/",
        "https://cincodias.elpais.com/companias/2024-02-12/douglas-cierra-tiendas-espana.html",
      ],
      own: [],
    },
  },
  {
    id: "es-perplexity-10",
    lang: "es",
    shape: "perplexity",
    traps: ["possessive", "subdomain", "sources-list"],
    brand: { name: "N26", domain: "n26.com" },
    competitors: [
      { name: "Revolut", domain: "revolut.com" },
      { name: "Wise", domain: "wise.com" },
      { name: "Bnext", domain: "bnext.es" },
    ],
    answer: `Sí, N26 es un banco seguro: tiene licencia bancaria completa concedida por el BaFin alemán y los depósitos están cubiertos hasta 100.000 € por el fondo de garantía de depósitos de Alemania[1]. Además, N26 ofrece verificación en dos pasos y permite bloquear la tarjeta al instante desde la app[2].

Si estás comparando neobancos, el artículo de Finextra «Revolut's Spanish IBAN rollout: what changes for customers» explica bien la principal novedad del sector en España: la llegada de IBAN españoles a las cuentas de los neobancos[3]. Wise es otra alternativa muy sólida para pagos en divisas, con el tipo de cambio real y comisiones transparentes[4].

Fuentes:
[1] Einlagensicherung – BaFin https://www.bafin.de/DE/Verbraucher/Bank/Einlagensicherung/einlagensicherung_node.html
[2] Seguridad de tu cuenta – Centro de ayuda de N26 https://support.n26.com/es-es/seguridad/como-protege-n26-mi-cuenta
[3] Revolut's Spanish IBAN rollout – Finextra https://www.finextra.com/newsarticle/43012/revoluts-spanish-iban-rollout
[4] El tipo de cambio real – Wise https://wise.com/es/`,
    expect: {
      mentions: {
        N26: { position: 1, list: null, sentiment: "positive" },
        Revolut: { position: 2, list: null, sentiment: "neutral" },
        Wise: { position: 3, list: null, sentiment: "positive" },
        Bnext: null,
      },
      citations: [
        "https://www.bafin.de/DE/Verbraucher/Bank/Einlagensicherung/einlagensicherung_node.html",
        "https://support.n26.com/es-es/seguridad/como-protege-n26-mi-cuenta",
        "https://www.finextra.com/newsarticle/43012/revoluts-spanish-iban-rollout",
        "https://wise.com/es/",
      ],
      own: ["https://support.n26.com/es-es/seguridad/como-protege-n26-mi-cuenta"],
    },
  },
  // ───────────────────────────── gemini ─────────────────────────────
  {
    id: "es-gemini-01",
    lang: "es",
    shape: "gemini",
    traps: ["table", "markdown", "case", "negation", "mixed-sentiment"],
    brand: { name: "Ikea", domain: "ikea.com" },
    competitors: [
      { name: "Conforama", domain: "conforama.es" },
      { name: "Kave Home", domain: "kavehome.com" },
      { name: "Leroy Merlin", domain: "leroymerlin.es" },
      { name: "Mueblía", domain: "mueblia.es" },
    ],
    answer: `## Comparativa de tiendas de muebles para amueblar un piso de alquiler

Para amueblar un piso pequeño con un presupuesto ajustado, lo más importante es equilibrar precio, plazo de entrega y montaje.

| Tienda | Rango de precio | Entrega | Valoración |
|---|---|---|---|
| **IKEA** | Bajo-medio | 3–7 días | La mejor opción: diseño práctico, calidad constante y un servicio de montaje que funciona de maravilla |
| **Conforama** | Bajo | 5–10 días | Nada recomendable: muebles que llegan dañados y un servicio posventa que no responde |
| **Kave Home** | Medio-alto | 7–15 días | Diseño mediterráneo muy cuidado y acabados de calidad |
| **Mueblía** | Medio | 10–20 días | Tienda online española con catálogo amplio de sofás |

### Consejos finales

* **Mide antes de comprar:** en los pisos antiguos las puertas y los ascensores suelen ser estrechos.
* **Revisa las devoluciones:** cada tienda tiene su propio plazo; compruébalo antes de pagar.`,
    expect: {
      mentions: {
        Ikea: { position: 1, list: 1, sentiment: "positive" },
        Conforama: { position: 2, list: 2, sentiment: "negative" },
        "Kave Home": { position: 3, list: 3, sentiment: "positive" },
        "Leroy Merlin": null,
        "Mueblía": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "es-gemini-02",
  },
  {
    id: "es-gemini-02",
    lang: "es",
    shape: "gemini",
    traps: ["table", "markdown", "case", "negation", "mixed-sentiment"],
    brand: { name: "Ikea", domain: "ikea.com" },
    competitors: [
      { name: "Conforama", domain: "conforama.es" },
      { name: "Kave Home", domain: "kavehome.com" },
      { name: "Leroy Merlin", domain: "leroymerlin.es" },
      { name: "Mueblía", domain: "mueblia.es" },
    ],
    answer: `## Comparativa de tiendas de muebles para amueblar un piso de alquiler

Para amueblar un piso pequeño con un presupuesto ajustado, lo más importante es equilibrar precio, plazo de entrega y montaje.

| Tienda | Rango de precio | Entrega | Valoración |
|---|---|---|---|
| **IKEA** | Bajo-medio | 3–7 días | Nada recomendable: muebles que llegan dañados y un servicio posventa que no responde |
| **Conforama** | Bajo | 5–10 días | La mejor opción: diseño práctico, calidad constante y un servicio de montaje que funciona de maravilla |
| **Kave Home** | Medio-alto | 7–15 días | Diseño mediterráneo muy cuidado y acabados de calidad |
| **Mueblía** | Medio | 10–20 días | Tienda online española con catálogo amplio de sofás |

### Consejos finales

* **Mide antes de comprar:** en los pisos antiguos las puertas y los ascensores suelen ser estrechos.
* **Revisa las devoluciones:** cada tienda tiene su propio plazo; compruébalo antes de pagar.`,
    expect: {
      mentions: {
        Ikea: { position: 1, list: 1, sentiment: "negative" },
        Conforama: { position: 2, list: 2, sentiment: "positive" },
        "Kave Home": { position: 3, list: 3, sentiment: "positive" },
        "Leroy Merlin": null,
        "Mueblía": { position: 4, list: 4, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
    pair: "es-gemini-01",
  },
  {
    id: "es-gemini-03",
    lang: "es",
    shape: "gemini",
    traps: ["markdown", "table", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Sanitas", domain: "sanitas.es" },
    competitors: [
      { name: "Adeslas", domain: "segurcaixaadeslas.es" },
      { name: "Asisa", domain: "asisa.es" },
      { name: "DKV", domain: "dkv.es" },
      { name: "Vitalis Salud", domain: "vitalissalud.es" },
    ],
    answer: `## Los mejores seguros de salud privados en España (2025)

Elegir un seguro médico depende de tu provincia, tu edad y de si aceptas copagos. Estas son las aseguradoras más relevantes:

### 1. Adeslas
**Cuadro médico:** el más amplio del país, con más de 51.000 profesionales.
**Precio orientativo:** desde 45 €/mes sin copago para un adulto de 35 años.
**Valoración:** muy recomendable si vives fuera de las grandes capitales.

### 2. Sanitas
**Cuadro médico:** hospitales propios en Madrid y Barcelona y videoconsulta ilimitada.
**Precio orientativo:** desde 52 €/mes.
**Valoración:** no es la más barata, pero la experiencia digital y la atención son excelentes ([sanitas.es](https://www.sanitas.es/seguros/salud/)).

### 3. DKV
**Cuadro médico:** amplio, con buena presencia en Cataluña y Aragón.
**Precio orientativo:** desde 48 €/mes.
**Valoración:** acumula muchas quejas por autorizaciones lentas; no la recomendaría para tratamientos largos.

### 4. Asisa
**Cuadro médico:** red propia de clínicas (HLA).
**Precio orientativo:** desde 40 €/mes.

| Aseguradora | Copago | Carencias |
|---|---|---|
| Adeslas | Opcional | 6 meses |
| Sanitas | Opcional | 8 meses |
| DKV | Sí | 6 meses |
| Asisa | No | 3 meses |

**Consejo:** pide presupuesto a al menos dos aseguradoras antes de decidir.`,
    expect: {
      mentions: {
        Sanitas: { position: 2, list: 2, sentiment: "positive" },
        Adeslas: { position: 1, list: 1, sentiment: "positive" },
        Asisa: { position: 4, list: 4, sentiment: "neutral" },
        DKV: { position: 3, list: 3, sentiment: "negative" },
        "Vitalis Salud": null,
      },
      citations: ["https://www.sanitas.es/seguros/salud/"],
      own: ["https://www.sanitas.es/seguros/salud/"],
    },
  },
  {
    id: "es-gemini-04",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "mixed-sentiment"],
    brand: { name: "Personal", domain: "personal.com.ar" },
    competitors: [
      { name: "Claro", domain: "claro.com.ar" },
      { name: "Movistar", domain: "movistar.com.ar" },
    ],
    answer: `## Mejores compañías de celular en Argentina

Si buscás un plan personal con buena cobertura en el AMBA, estas son las tres opciones principales:

| Compañía | Plan de 20 GB | Cobertura 5G | Atención al cliente |
|---|---|---|---|
| **Movistar** | $ 19.500 | Limitada | Muchas quejas |
| **Personal** | $ 18.900 | Buena en CABA | Muy bien valorada |
| **Claro** | $ 21.000 | La más amplia | Correcta |

### Recomendación

**Personal** es la opción más equilibrada: precio competitivo y una atención que los usuarios califican de excelente. **Claro** tiene la mejor cobertura 5G del país y su red es la más estable en el interior. **Movistar** sale peor parada: los usuarios reportan cortes de señal frecuentes y reclamos que tardan semanas en resolverse.`,
    expect: {
      mentions: {
        Personal: { position: 2, list: 2, sentiment: "positive" },
        Claro: { position: 3, list: 3, sentiment: "positive" },
        Movistar: { position: 1, list: 1, sentiment: "negative" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-gemini-05",
    lang: "es",
    shape: "gemini",
    traps: ["nested-list", "markdown", "hedge", "negation", "mixed-sentiment"],
    brand: { name: "Vueling", domain: "vueling.com" },
    competitors: [
      { name: "Iberia", domain: "iberia.com" },
      { name: "Ryanair", domain: "ryanair.com" },
      { name: "Air Europa", domain: "aireuropa.com" },
      { name: "Volotea", domain: "volotea.com" },
    ],
    answer: `## Volar barato de Barcelona a Londres

Hay varias aerolíneas que cubren la ruta y la elección depende sobre todo del equipaje que lleves.

### Opciones principales

* **Low cost puras:**
    * **Ryanair:** billetes desde 25 € por trayecto, pero vuela a Stansted, cobra casi todo aparte y su atención al cliente no es nada fiable.
    * **Vueling:** vuela a Gatwick y Heathrow; la tarifa Basic incluye solo un bolso pequeño.
* **Aerolíneas tradicionales:**
    * **British Airways:** incluye maleta de mano en todas sus tarifas.
    * **Iberia:** opera la ruta en código compartido; no es la más barata, pero su puntualidad es muy buena.

**En resumen:** Vueling es la mejor opción sin duda: vuela a aeropuertos mejor conectados con el centro de Londres y sus tarifas son razonables.`,
    expect: {
      mentions: {
        Vueling: { position: 2, list: 2, sentiment: "positive" },
        Iberia: { position: 3, list: 2, sentiment: "positive" },
        Ryanair: { position: 1, list: 1, sentiment: "negative" },
        "Air Europa": null,
        Volotea: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-gemini-06",
    lang: "es",
    shape: "gemini",
    traps: ["markdown", "negation", "mixed-sentiment"],
    brand: { name: "Octopus Energy", domain: "octopusenergy.es" },
    competitors: [
      { name: "Iberdrola", domain: "iberdrola.es" },
      { name: "Repsol", domain: "repsol.es" },
      { name: "Endesa", domain: "endesa.com" },
      { name: "Naturgy", domain: "naturgy.es" },
    ],
    answer: `## ¿Qué comercializadora de luz elegir en 2025?

**Resumen rápido:** las tarifas son muy parecidas entre compañías, así que la diferencia está en la atención al cliente y en la transparencia de la factura.

### Puntos clave

* **Octopus Energy:** la compañía mejor valorada por sus clientes; factura clara, precio sin letra pequeña y una atención que resuelve a la primera.
* **Repsol:** ofrece la tarifa Ahorro Plus, que combina luz, gas y descuentos en carburante.
* **Iberdrola:** nada recomendable si valoras el trato: llamadas comerciales insistentes y reclamaciones que tardan semanas en resolverse.

**Mi consejo:** compara siempre el precio del kWh y el de la potencia contratada antes de firmar.`,
    expect: {
      mentions: {
        "Octopus Energy": { position: 1, list: 1, sentiment: "positive" },
        Iberdrola: { position: 3, list: 3, sentiment: "negative" },
        Repsol: { position: 2, list: 2, sentiment: "neutral" },
        Endesa: null,
        Naturgy: null,
      },
      citations: [],
      own: [],
    },
    pair: "es-gemini-07",
  },
  {
    id: "es-gemini-07",
    lang: "es",
    shape: "gemini",
    traps: ["markdown", "negation", "mixed-sentiment"],
    brand: { name: "Octopus Energy", domain: "octopusenergy.es" },
    competitors: [
      { name: "Iberdrola", domain: "iberdrola.es" },
      { name: "Repsol", domain: "repsol.es" },
      { name: "Endesa", domain: "endesa.com" },
      { name: "Naturgy", domain: "naturgy.es" },
    ],
    answer: `## ¿Qué comercializadora de luz elegir en 2025?

**Resumen rápido:** las tarifas son muy parecidas entre compañías, así que la diferencia está en la atención al cliente y en la transparencia de la factura.

### Puntos clave

* **Octopus Energy:** nada recomendable si valoras el trato: llamadas comerciales insistentes y reclamaciones que tardan semanas en resolverse.
* **Repsol:** ofrece la tarifa Ahorro Plus, que combina luz, gas y descuentos en carburante.
* **Iberdrola:** la compañía mejor valorada por sus clientes; factura clara, precio sin letra pequeña y una atención que resuelve a la primera.

**Mi consejo:** compara siempre el precio del kWh y el de la potencia contratada antes de firmar.`,
    expect: {
      mentions: {
        "Octopus Energy": { position: 1, list: 1, sentiment: "negative" },
        Iberdrola: { position: 3, list: 3, sentiment: "positive" },
        Repsol: { position: 2, list: 2, sentiment: "neutral" },
        Endesa: null,
        Naturgy: null,
      },
      citations: [],
      own: [],
    },
    pair: "es-gemini-06",
  },
  {
    id: "es-gemini-08",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "table", "alias", "case", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Sol", aliases: ["Sol by Meliá"], domain: "melia.com" },
    competitors: [
      { name: "Iberostar", domain: "iberostar.com" },
      { name: "RIU", domain: "riu.com" },
      { name: "Barceló", domain: "barcelo.com" },
      { name: "H10", domain: "h10hotels.com" },
    ],
    answer: `## Hoteles todo incluido en Mallorca para ir con niños

Si lo que buscáis es tomar el sol sin preocuparos por las comidas, Mallorca tiene una oferta enorme de resorts familiares. Estos son los más recomendados:

| Hotel | Cadena | Zona | Lo mejor |
|---|---|---|---|
| Sol Katmandu Park & Resort | Sol by Meliá | Magaluf | Parque temático propio y animación para todas las edades |
| Iberostar Selection Playa de Muro Village | Iberostar | Playa de Muro | Playa de arena fina y aguas poco profundas, perfecta para los más pequeños |
| Hotel Riu Playa Park | Riu Hotels | Playa de Palma | Habitaciones anticuadas y comida repetitiva, según muchas opiniones |
| Zafiro Palace Alcudia | Zafiro | Alcúdia | Suites amplias y piscinas climatizadas |

### Nuestra recomendación

**Para familias con niños pequeños:** el Sol Katmandu es difícil de superar por su parque acuático y sus espectáculos diarios. Puedes consultar la disponibilidad en https://www.melia.com/es/hoteles/espana/mallorca/sol-katmandu-park-resort.

**Para descansar más:** Iberostar cuida mucho la calidad de la comida y la tranquilidad de sus zonas comunes.

*Recuerda reservar la hamaca temprano: a partir de las 11:00 el sol aprieta y las zonas de sombra se llenan.*`,
    expect: {
      mentions: {
        Sol: { position: 1, list: 1, sentiment: "positive" },
        Iberostar: { position: 2, list: 2, sentiment: "positive" },
        RIU: { position: 3, list: 3, sentiment: "negative" },
        "Barceló": null,
        H10: null,
      },
      citations: ["https://www.melia.com/es/hoteles/espana/mallorca/sol-katmandu-park-resort"],
      own: ["https://www.melia.com/es/hoteles/espana/mallorca/sol-katmandu-park-resort"],
    },
  },
  {
    id: "es-gemini-09",
    lang: "es",
    shape: "gemini",
    traps: ["lookalike-domain", "alias", "utm", "trailing-punctuation", "markdown", "negation", "mixed-sentiment"],
    brand: { name: "Factorial", domain: "factorialhr.es" },
    competitors: [
      { name: "Sesame HR", aliases: ["Sesame"], domain: "sesamehr.es" },
      { name: "Personio", domain: "personio.es" },
      { name: "Holded", domain: "holded.com" },
    ],
    answer: `## Software de control horario y RR. HH. para pymes

Desde 2019 el registro de jornada es obligatorio en España, así que casi todas las pymes necesitan una herramienta. Estas son las más usadas:

### 1. Factorial
**Ideal para:** empresas de 10 a 200 empleados que quieren centralizar nóminas, vacaciones y fichajes.
**Precio:** desde unos 5 € por empleado al mes.
**Opinión:** interfaz muy intuitiva y soporte en español rápido. Puedes solicitar una demo en [factorialhr.es](https://factorialhr.es/demo?utm_source=gemini).

### 2. Sesame
**Ideal para:** equipos pequeños que solo necesitan fichaje con geolocalización.
**Opinión:** muy económico y fácil de implantar en un solo día.

### 3. Personio
**Ideal para:** empresas en crecimiento con procesos de selección complejos.
**Opinión:** no es barato y la implantación lleva semanas; para una pyme pequeña suele ser excesivo.

> **Atención:** evita descargar "versiones gratuitas" desde webs como https://factorialhr.es.descargas-gratis.net/instalador; no son oficiales y pueden contener malware.`,
    expect: {
      mentions: {
        Factorial: { position: 1, list: 1, sentiment: "positive" },
        "Sesame HR": { position: 2, list: 2, sentiment: "positive" },
        Personio: { position: 3, list: 3, sentiment: "negative" },
        Holded: null,
      },
      citations: [
        "https://factorialhr.es/demo?utm_source=gemini",
        "https://factorialhr.es.descargas-gratis.net/instalador",
      ],
      own: ["https://factorialhr.es/demo?utm_source=gemini"],
    },
  },
  {
    id: "es-gemini-10",
    lang: "es",
    shape: "gemini",
    traps: ["common-word", "table", "markdown", "hedge", "mixed-sentiment"],
    brand: { name: "Éxito", domain: "exito.com" },
    competitors: [
      { name: "Olímpica", domain: "olimpica.com" },
      { name: "Carulla", domain: "carulla.com" },
      { name: "D1", domain: "d1.com.co" },
      { name: "Ara", domain: "aratiendas.com" },
    ],
    answer: `## Supermercados en Colombia: ¿dónde hacer el mercado más barato?

La clave del éxito para ahorrar está en combinar tiendas de descuento con grandes superficies.

| Cadena | Tipo | Precio | Comentario |
|---|---|---|---|
| **D1** | Tienda de descuento | Muy bajo | Imbatible en productos básicos de marca propia |
| **Ara** | Tienda de descuento | Muy bajo | Muy buena opción en frutas y verduras |
| **Éxito** | Hipermercado | Medio | Gran surtido y promociones frecuentes con Puntos Colombia |
| **Carulla** | Supermercado premium | Alto | Precios elevados; no es la opción más económica para la compra semanal |

**Recomendación:** haz la compra básica en D1 o Ara y deja el Éxito para productos específicos o electrodomésticos.`,
    expect: {
      mentions: {
        "Éxito": { position: 3, list: 3, sentiment: "positive" },
        "Olímpica": null,
        Carulla: { position: 4, list: 4, sentiment: "negative" },
        D1: { position: 1, list: 1, sentiment: "positive" },
        Ara: { position: 2, list: 2, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
  // ───────────────────────────── claude ─────────────────────────────
  {
    id: "es-claude-01",
    lang: "es",
    shape: "claude",
    traps: ["alias", "trailing-punctuation", "negation", "mixed-sentiment"],
    brand: { name: "Velora Bikes", aliases: ["Velora"], domain: "velorabikes.es" },
    competitors: [
      { name: "Orbea", domain: "orbea.com" },
      { name: "Cube", domain: "cube.eu" },
      { name: "Decathlon", domain: "decathlon.es" },
    ],
    answer: `Si vas a usar la bici eléctrica para ir al trabajo en Madrid, mi primera recomendación sería la Velora Urban E3. Es una bici muy bien pensada para ciudad, con batería de 500 Wh y frenos hidráulicos, y las opiniones de quienes la usan a diario son excelentes; además, el servicio técnico de Velora Bikes responde en uno o dos días. Tienes la ficha completa en https://www.velorabikes.es/urban-e3.

La Orbea Vibe es otra alternativa urbana, con el motor integrado en la rueda trasera y un precio de unos 2.700 €.

En cambio, no me decantaría por la Cube Ella Ride: varios usuarios se quejan de fallos del motor a los pocos meses y la garantía tarda semanas en gestionarse.

Sea cual sea tu elección, pruébala antes en una tienda y pregunta en tu empresa si ofrece retribución flexible para la compra de bicicletas.`,
    expect: {
      mentions: {
        "Velora Bikes": { position: 1, list: null, sentiment: "positive" },
        Orbea: { position: 2, list: null, sentiment: "neutral" },
        Cube: { position: 3, list: null, sentiment: "negative" },
        Decathlon: null,
      },
      citations: ["https://www.velorabikes.es/urban-e3"],
      own: ["https://www.velorabikes.es/urban-e3"],
    },
    pair: "es-claude-02",
  },
  {
    id: "es-claude-02",
    lang: "es",
    shape: "claude",
    traps: ["alias", "trailing-punctuation", "negation", "mixed-sentiment"],
    brand: { name: "Velora Bikes", aliases: ["Velora"], domain: "velorabikes.es" },
    competitors: [
      { name: "Orbea", domain: "orbea.com" },
      { name: "Cube", domain: "cube.eu" },
      { name: "Decathlon", domain: "decathlon.es" },
    ],
    answer: `Si vas a usar la bici eléctrica para ir al trabajo en Madrid, no me decantaría por la Velora Urban E3: varios usuarios se quejan de fallos del motor a los pocos meses, y con el servicio técnico de Velora Bikes la garantía tarda semanas en gestionarse. Tienes la ficha completa en https://www.velorabikes.es/urban-e3.

La Orbea Vibe es otra alternativa urbana, con el motor integrado en la rueda trasera y un precio de unos 2.700 €.

Mi recomendación sería, en cambio, la Cube Ella Ride: es una bici muy bien pensada para ciudad, con batería de 500 Wh y frenos hidráulicos, y las opiniones de quienes la usan a diario son excelentes.

Sea cual sea tu elección, pruébala antes en una tienda y pregunta en tu empresa si ofrece retribución flexible para la compra de bicicletas.`,
    expect: {
      mentions: {
        "Velora Bikes": { position: 1, list: null, sentiment: "negative" },
        Orbea: { position: 2, list: null, sentiment: "neutral" },
        Cube: { position: 3, list: null, sentiment: "positive" },
        Decathlon: null,
      },
      citations: ["https://www.velorabikes.es/urban-e3"],
      own: ["https://www.velorabikes.es/urban-e3"],
    },
    pair: "es-claude-01",
  },
  {
    id: "es-claude-03",
    lang: "es",
    shape: "claude",
    traps: ["lookalike-domain", "subdomain", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Wallapop", domain: "wallapop.com" },
    competitors: [
      { name: "Vinted", domain: "vinted.es" },
      { name: "Milanuncios", domain: "milanuncios.com" },
      { name: "eBay", domain: "ebay.es" },
    ],
    answer: `Para vender ropa de segunda mano en España, Vinted es probablemente la mejor opción hoy: no cobra comisión al vendedor, el envío está integrado y la mayoría de compradores buscan precisamente ropa. Puedes empezar desde [su web](https://www.vinted.es/how_it_works).

Wallapop es más generalista: se vende de todo, desde muebles hasta electrónica, y también tiene envío integrado a través de Wallapop Envíos. Las tarifas de envío están en https://ayuda.wallapop.com/hc/es-es/articles/envios.

Te desaconsejo Milanuncios para ropa: hay mucho spam y poca protección frente a estafas. Y desconfía de páginas como wallapop-envios.com o de enlaces del tipo https://wallapop.com.pago-seguro.info/confirmar que te lleguen por WhatsApp: son fraudes habituales para robar los datos de la tarjeta.`,
    expect: {
      mentions: {
        Wallapop: { position: 2, list: null, sentiment: "neutral" },
        Vinted: { position: 1, list: null, sentiment: "positive" },
        Milanuncios: { position: 3, list: null, sentiment: "negative" },
        eBay: null,
      },
      citations: [
        "https://www.vinted.es/how_it_works",
        "https://ayuda.wallapop.com/hc/es-es/articles/envios",
        "https://wallapop.com.pago-seguro.info/confirmar",
      ],
      own: ["https://ayuda.wallapop.com/hc/es-es/articles/envios"],
    },
  },
  {
    id: "es-claude-04",
    lang: "es",
    shape: "claude",
    traps: ["parentheses-url", "trailing-punctuation", "common-word", "negation", "mixed-sentiment"],
    brand: { name: "El Corte Inglés", domain: "elcorteingles.es" },
    competitors: [
      { name: "Liverpool", domain: "liverpool.com.mx" },
      { name: "Falabella", domain: "falabella.com" },
      { name: "Ripley", domain: "ripley.cl" },
    ],
    answer: `En España el referente indiscutible es El Corte Inglés, el único gran almacén que sobrevivió a la crisis del sector en los noventa, tras absorber a su rival Galerías Preciados en 1995 (https://es.wikipedia.org/wiki/Galerías_Preciados). Su modelo de servicio —devoluciones sin preguntas, arreglos gratuitos, personal especializado— sigue siendo muy valorado por los clientes.

En México, la cadena equivalente es Liverpool ([El Puerto de Liverpool](https://en.wikipedia.org/wiki/Liverpool_(department_store))), que combina los grandes almacenes con un negocio de crédito a través de su tarjeta departamental. No hay que confundirla con el Liverpool de la Premier League, que no tiene nada que ver.

En Chile, Colombia y Perú domina Falabella, aunque su experiencia online no es nada buena: la empresa ha acumulado miles de reclamos por pedidos que nunca llegaron y el Sernac la ha sancionado en varias ocasiones. Ripley es su competidor directo en Chile y Perú, con un modelo de negocio muy similar.`,
    expect: {
      mentions: {
        "El Corte Inglés": { position: 1, list: null, sentiment: "positive" },
        Liverpool: { position: 2, list: null, sentiment: "neutral" },
        Falabella: { position: 3, list: null, sentiment: "negative" },
        Ripley: { position: 4, list: null, sentiment: "neutral" },
      },
      citations: [
        "https://es.wikipedia.org/wiki/Galerías_Preciados",
        "https://en.wikipedia.org/wiki/Liverpool_(department_store)",
      ],
      own: [],
    },
  },
  {
    id: "es-claude-05",
    lang: "es",
    shape: "claude",
    traps: ["common-word", "prose-before-list", "negation", "hedge", "markdown"],
    brand: { name: "Correos", domain: "correos.es" },
    competitors: [
      { name: "SEUR", domain: "seur.com" },
      { name: "MRW", domain: "mrw.es" },
      { name: "GLS", domain: "gls-spain.es" },
      { name: "Packlink", domain: "packlink.es" },
    ],
    answer: `Para enviar un paquete de 5 kg de Madrid a Sevilla, lo más económico suele ser Correos con su servicio Paq Estándar (unos 9 € en oficina), aunque tarda entre dos y tres días laborables. Si necesitas que llegue al día siguiente, tienes varias alternativas:

- **SEUR 24**: entrega antes de las 20:00 del día siguiente por unos 14 €.
- **MRW**: muy fiable en envíos urgentes; no suele dar problemas de pérdidas ni de retrasos.
- **Correos Express**: la filial urgente de Correos, con precios similares a los de SEUR.

Un consejo: con cualquiera de ellas recibirás varios correos de seguimiento, así que guárdalos hasta que el paquete esté entregado. También puedes comparar precios en plataformas como Packlink, que a menudo consiguen tarifas más bajas que las de la oficina.`,
    expect: {
      mentions: {
        Correos: { position: 1, list: 3, sentiment: "positive" },
        SEUR: { position: 2, list: 1, sentiment: "neutral" },
        MRW: { position: 3, list: 2, sentiment: "positive" },
        GLS: null,
        Packlink: { position: 4, list: null, sentiment: "positive" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-claude-06",
    lang: "es",
    shape: "claude",
    traps: ["case", "substring", "negation", "trailing-punctuation", "mixed-sentiment"],
    brand: { name: "Yoigo", domain: "yoigo.com" },
    competitors: [
      { name: "Movistar", domain: "movistar.es" },
      { name: "Orange", domain: "orange.es" },
      { name: "Vodafone", domain: "vodafone.es" },
    ],
    answer: `En zonas rurales de Galicia la cobertura depende mucho del valle, pero en general movistar sigue teniendo la red más extensa, sobre todo en 4G de baja frecuencia (800 MHz), que es la que mejor atraviesa los muros de piedra. Puedes comprobar tu parroquia en su mapa oficial de cobertura: https://www.movistar.es/particulares/cobertura-movil/.

Desde la fusión que dio lugar a MasOrange, Yoigo y Orange comparten red, así que su cobertura es prácticamente idéntica: correcta en villas y núcleos principales, más irregular en aldeas. Yoigo, eso sí, no es la opción que yo elegiría si vives en una aldea de montaña: varios usuarios de Lugo y Ourense se quejan de zonas sin señal dentro de casa.

Vodafone ha mejorado mucho en los dos últimos años y en muchas comarcas de Pontevedra ya ofrece una cobertura comparable a la de Movistar; es una alternativa que no dudaría en recomendar.

Mi consejo práctico: pide una SIM de prueba o usa una eSIM de prepago durante una semana antes de firmar cualquier permanencia.`,
    expect: {
      mentions: {
        Yoigo: { position: 2, list: null, sentiment: "negative" },
        Movistar: { position: 1, list: null, sentiment: "positive" },
        Orange: { position: 3, list: null, sentiment: "neutral" },
        Vodafone: { position: 4, list: null, sentiment: "positive" },
      },
      citations: ["https://www.movistar.es/particulares/cobertura-movil/"],
      own: [],
    },
  },
  {
    id: "es-claude-07",
    lang: "es",
    shape: "claude",
    traps: ["common-word", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Desigual", domain: "desigual.com" },
    competitors: [
      { name: "Mango", domain: "mango.com" },
      { name: "Camper", domain: "camper.com" },
      { name: "Custo Barcelona", aliases: ["Custo"], domain: "custo.com" },
      { name: "Tous", domain: "tous.com" },
    ],
    answer: `Además de los gigantes de Inditex, hay varias marcas españolas con presencia internacional, aunque su trayectoria ha sido muy desigual.

Desigual, fundada en Barcelona en 1984, se hizo famosa por sus estampados coloristas y su estilo patchwork; hoy vende en más de 100 países y su colaboración con Christian Lacroix le dio un prestigio enorme en Francia (https://www.desigual.com/es_ES/about-us). Mango, también barcelonesa, es probablemente la que mejor ha sabido internacionalizarse: tiene más de 2.700 tiendas y una imagen de marca muy cuidada ([historia de la marca](https://www.mangofashiongroup.com/es/nosotros)). Camper, nacida en Mallorca, es otro caso de éxito en calzado, con diseños reconocibles y una clientela muy fiel en Japón y el norte de Europa.

Custo Barcelona, en cambio, no ha sabido mantener su relevancia: tras su auge en los años 2000 cerró buena parte de sus tiendas fuera de España y hoy apenas tiene presencia internacional.`,
    expect: {
      mentions: {
        Desigual: { position: 1, list: null, sentiment: "positive" },
        Mango: { position: 2, list: null, sentiment: "positive" },
        Camper: { position: 3, list: null, sentiment: "positive" },
        "Custo Barcelona": { position: 4, list: null, sentiment: "negative" },
        Tous: null,
      },
      citations: [
        "https://www.desigual.com/es_ES/about-us",
        "https://www.mangofashiongroup.com/es/nosotros",
      ],
      own: ["https://www.desigual.com/es_ES/about-us"],
    },
  },
  {
    id: "es-claude-08",
    lang: "es",
    shape: "claude",
    traps: ["alias", "hedge", "trailing-punctuation", "markdown", "mixed-sentiment"],
    brand: { name: "Nu México", aliases: ["Nubank"], domain: "nu.com.mx" },
    competitors: [
      { name: "BBVA México", aliases: ["BBVA"], domain: "bbva.mx" },
      { name: "Banorte", domain: "banorte.com" },
      { name: "Mercado Pago", domain: "mercadopago.com.mx" },
      { name: "Klar", domain: "klar.mx" },
      { name: "Hey Banco", domain: "heybanco.com" },
    ],
    answer: `Si buscas una tarjeta de crédito sin anualidad en México para empezar tu historial, estas son las opciones que yo consideraría:

- **Nubank**: aprobación rápida desde la app, sin anualidad y con un límite que va creciendo si pagas a tiempo. Es la que recomendaría a casi cualquiera que empieza.
- **Klar**: también sin anualidad; para acceder a su tarjeta de crédito normalmente tienes que usar antes su cuenta de débito durante un tiempo.
- **Tarjeta Azul de BBVA**: cobra anualidad desde el segundo año si no alcanzas un gasto mínimo, así que no es la más conveniente para un primer crédito.

Sea cual sea tu elección, paga siempre el total del mes: los intereses de las tarjetas en México superan con frecuencia el 60 % anual (puedes comparar el CAT de cada producto en el buró de la Condusef, https://www.buro.condusef.gob.mx/).`,
    expect: {
      mentions: {
        "Nu México": { position: 1, list: 1, sentiment: "positive" },
        "BBVA México": { position: 3, list: 3, sentiment: "negative" },
        Banorte: null,
        "Mercado Pago": null,
        Klar: { position: 2, list: 2, sentiment: "neutral" },
        "Hey Banco": null,
      },
      citations: ["https://www.buro.condusef.gob.mx/"],
      own: [],
    },
  },
  {
    id: "es-claude-09",
    lang: "es",
    shape: "claude",
    traps: ["common-word", "negation", "markdown", "mixed-sentiment"],
    brand: { name: "Idealista", domain: "idealista.com" },
    competitors: [
      { name: "Fotocasa", domain: "fotocasa.es" },
      { name: "Habitaclia", domain: "habitaclia.com" },
      { name: "Badi", domain: "badi.com" },
    ],
    answer: `Si eres un poco idealista y esperas encontrar un piso de 60 m² en el centro de Madrid por menos de 1.000 € al mes, te aviso de que va a ser difícil. Aun así, estas son las plataformas donde más oferta vas a encontrar.

Idealista es el portal con más anuncios de alquiler en Madrid y su sistema de alertas es el más rápido: si activas las notificaciones, te enteras de los pisos nuevos en minutos ([ver pisos en Madrid](https://www.idealista.com/alquiler-viviendas/madrid-madrid/)). Fotocasa tiene un volumen algo menor y un funcionamiento muy parecido. Habitaclia, en cambio, no te servirá de mucho: apenas tiene oferta en Madrid y muchos anuncios están desactualizados.

Por último, desconfía de cualquier anuncio que te pida una señal antes de visitar el piso: es la estafa más habitual.`,
    expect: {
      mentions: {
        Idealista: { position: 1, list: null, sentiment: "positive" },
        Fotocasa: { position: 2, list: null, sentiment: "neutral" },
        Habitaclia: { position: 3, list: null, sentiment: "negative" },
        Badi: null,
      },
      citations: ["https://www.idealista.com/alquiler-viviendas/madrid-madrid/"],
      own: ["https://www.idealista.com/alquiler-viviendas/madrid-madrid/"],
    },
  },
  // ───────────────────────────── copilot ─────────────────────────────
  {
    id: "es-copilot-01",
    lang: "es",
    shape: "copilot",
    traps: ["negation", "mixed-sentiment", "sources-list"],
    brand: { name: "Basic-Fit", domain: "basic-fit.com" },
    competitors: [
      { name: "VivaGym", domain: "vivagym.es" },
      { name: "McFit", domain: "mcfit.com" },
      { name: "Anytime Fitness", domain: "anytimefitness.es" },
    ],
    answer: `Para un gimnasio barato en Madrid, VivaGym es una de las mejores opciones: cuotas desde 24,99 € al mes, instalaciones renovadas y sin matrícula en la mayoría de promociones [1].

Basic-Fit, en cambio, no es nada recomendable si te importa la limpieza: las reseñas recientes se quejan de vestuarios descuidados y de máquinas averiadas durante semanas [2].

McFit se sitúa en un punto intermedio, con abono desde 29,90 € y horario de 6:00 a 24:00 [3].

Más información:
1. Tarifas VivaGym – https://www.vivagym.es/tarifas
2. Opiniones Basic-Fit Madrid – https://es.trustpilot.com/review/basic-fit.com
3. McFit España – https://www.mcfit.com/es/`,
    expect: {
      mentions: {
        "Basic-Fit": { position: 2, list: null, sentiment: "negative" },
        VivaGym: { position: 1, list: null, sentiment: "positive" },
        McFit: { position: 3, list: null, sentiment: "neutral" },
        "Anytime Fitness": null,
      },
      citations: [
        "https://www.vivagym.es/tarifas",
        "https://es.trustpilot.com/review/basic-fit.com",
        "https://www.mcfit.com/es/",
      ],
      own: [],
    },
    pair: "es-copilot-02",
  },
  {
    id: "es-copilot-02",
    lang: "es",
    shape: "copilot",
    traps: ["negation", "mixed-sentiment", "sources-list"],
    brand: { name: "Basic-Fit", domain: "basic-fit.com" },
    competitors: [
      { name: "VivaGym", domain: "vivagym.es" },
      { name: "McFit", domain: "mcfit.com" },
      { name: "Anytime Fitness", domain: "anytimefitness.es" },
    ],
    answer: `Para un gimnasio barato en Madrid, VivaGym no es nada recomendable si te importa la limpieza: las reseñas recientes se quejan de vestuarios descuidados y de máquinas averiadas durante semanas [1].

Basic-Fit, en cambio, es una de las mejores opciones: cuotas desde 24,99 € al mes, instalaciones renovadas y sin matrícula en la mayoría de promociones [2].

McFit se sitúa en un punto intermedio, con abono desde 29,90 € y horario de 6:00 a 24:00 [3].

Más información:
1. Tarifas VivaGym – https://www.vivagym.es/tarifas
2. Opiniones Basic-Fit Madrid – https://es.trustpilot.com/review/basic-fit.com
3. McFit España – https://www.mcfit.com/es/`,
    expect: {
      mentions: {
        "Basic-Fit": { position: 2, list: null, sentiment: "positive" },
        VivaGym: { position: 1, list: null, sentiment: "negative" },
        McFit: { position: 3, list: null, sentiment: "neutral" },
        "Anytime Fitness": null,
      },
      citations: [
        "https://www.vivagym.es/tarifas",
        "https://es.trustpilot.com/review/basic-fit.com",
        "https://www.mcfit.com/es/",
      ],
      own: [],
    },
    pair: "es-copilot-01",
  },
  {
    id: "es-copilot-03",
    lang: "es",
    shape: "copilot",
    traps: ["hedge", "negation", "mixed-sentiment"],
    brand: { name: "Iberia", domain: "iberia.com" },
    competitors: [
      { name: "Vueling", domain: "vueling.com" },
      { name: "Air Europa", domain: "aireuropa.com" },
      { name: "Ryanair", domain: "ryanair.com" },
    ],
    answer: `Sí: en Iberia puedes llevar gratis una maleta de mano de hasta 10 kg y 56 × 40 × 25 cm, además de un bolso pequeño, en todas las tarifas de corto y medio radio [1]. Es una de las aerolíneas más generosas con el equipaje de cabina.

En Vueling, en cambio, la tarifa Basic es bastante más restrictiva: solo incluye el artículo personal bajo el asiento, la maleta de cabina se paga aparte y su política no es la más transparente, porque los cargos en la puerta de embarque son altos [2].

Air Europa aplica unas condiciones parecidas a las de Iberia en sus tarifas Lite [3].

[1] https://www.iberia.com/es/equipaje/equipaje-de-mano/
[2] https://www.vueling.com/es/servicios-vueling/equipaje/equipaje-de-mano
[3] https://www.aireuropa.com/es/es/aea/informacion-para-volar/equipaje/equipaje-de-mano.html`,
    expect: {
      mentions: {
        Iberia: { position: 1, list: null, sentiment: "positive" },
        Vueling: { position: 2, list: null, sentiment: "negative" },
        "Air Europa": { position: 3, list: null, sentiment: "neutral" },
        Ryanair: null,
      },
      citations: [
        "https://www.iberia.com/es/equipaje/equipaje-de-mano/",
        "https://www.vueling.com/es/servicios-vueling/equipaje/equipaje-de-mano",
        "https://www.aireuropa.com/es/es/aea/informacion-para-volar/equipaje/equipaje-de-mano.html",
      ],
      own: ["https://www.iberia.com/es/equipaje/equipaje-de-mano/"],
    },
  },
  {
    id: "es-copilot-04",
    lang: "es",
    shape: "copilot",
    traps: ["common-word", "negation", "mixed-sentiment"],
    brand: { name: "Dia", domain: "dia.es" },
    competitors: [
      { name: "Carrefour", domain: "carrefour.es" },
      { name: "Mercadona", domain: "mercadona.es" },
      { name: "Alcampo", domain: "alcampo.es" },
    ],
    answer: `Puedes pedir mango maduro a domicilio en Madrid en varios supermercados online. Carrefour es la opción más cómoda: suele tener mango Kent de Perú a unos 2,49 € la unidad y entrega en el mismo día si pides antes de las 14:00 [1].

En la web de Dia también lo encontrarás; el envío cuesta 5,90 € en pedidos de menos de 50 € [2].

Mercadona no es la mejor opción para fruta tropical: el mango suele llegar verde y las franjas de entrega son poco flexibles [3].

Si lo quieres para un batido de mango, busca la variedad Ataúlfo, más dulce y sin fibras.

1. https://www.carrefour.es/supermercado/frutas/mango/
2. https://www.dia.es/frutas/mango/p/276513
3. https://www.mercadona.es/`,
    expect: {
      mentions: {
        Dia: { position: 2, list: null, sentiment: "neutral" },
        Carrefour: { position: 1, list: null, sentiment: "positive" },
        Mercadona: { position: 3, list: null, sentiment: "negative" },
        Alcampo: null,
      },
      citations: [
        "https://www.carrefour.es/supermercado/frutas/mango/",
        "https://www.dia.es/frutas/mango/p/276513",
        "https://www.mercadona.es/",
      ],
      own: ["https://www.dia.es/frutas/mango/p/276513"],
    },
  },
  // ───────────────────────────── short ─────────────────────────────
  {
    id: "es-short-01",
    lang: "es",
    shape: "short",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Movistar", domain: "movistar.es" },
    competitors: [
      { name: "Vodafone", domain: "vodafone.es" },
      { name: "Digi", domain: "digimobil.es" },
    ],
    answer: `Movistar tiene mejor cobertura y una fibra muy estable; Vodafone, en cambio, no es nada recomendable por su atención al cliente.`,
    expect: {
      mentions: {
        Movistar: { position: 1, list: null, sentiment: "positive" },
        Vodafone: { position: 2, list: null, sentiment: "negative" },
        Digi: null,
      },
      citations: [],
      own: [],
    },
    pair: "es-short-02",
  },
  {
    id: "es-short-02",
    lang: "es",
    shape: "short",
    traps: ["negation", "mixed-sentiment"],
    brand: { name: "Movistar", domain: "movistar.es" },
    competitors: [
      { name: "Vodafone", domain: "vodafone.es" },
      { name: "Digi", domain: "digimobil.es" },
    ],
    answer: `Movistar no es nada recomendable por su atención al cliente; Vodafone, en cambio, tiene mejor cobertura y una fibra muy estable.`,
    expect: {
      mentions: {
        Movistar: { position: 1, list: null, sentiment: "negative" },
        Vodafone: { position: 2, list: null, sentiment: "positive" },
        Digi: null,
      },
      citations: [],
      own: [],
    },
    pair: "es-short-01",
  },
  {
    id: "es-short-03",
    lang: "es",
    shape: "short",
    traps: ["substring"],
    brand: { name: "Zara", domain: "zara.com" },
    competitors: [
      { name: "Mango", domain: "mango.com" },
      { name: "Primark", domain: "primark.com" },
    ],
    answer: `Si estás en Zaragoza, el centro comercial Puerto Venecia tiene tiendas de Mango, Primark y Bershka, además de un Ikea justo al lado.`,
    expect: {
      mentions: {
        Zara: null,
        Mango: { position: 1, list: null, sentiment: "neutral" },
        Primark: { position: 2, list: null, sentiment: "neutral" },
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-short-04",
    lang: "es",
    shape: "short",
    traps: ["trailing-punctuation"],
    brand: { name: "El Corte Inglés", domain: "elcorteingles.es" },
    competitors: [
      { name: "Fnac", domain: "fnac.es" },
      { name: "Amazon", domain: "amazon.es" },
    ],
    answer: `Te recomiendo El Corte Inglés para el regalo: envuelven gratis y las devoluciones son muy fáciles (https://www.elcorteingles.es/regalos/).`,
    expect: {
      mentions: {
        "El Corte Inglés": { position: 1, list: null, sentiment: "positive" },
        Fnac: null,
        Amazon: null,
      },
      citations: ["https://www.elcorteingles.es/regalos/"],
      own: ["https://www.elcorteingles.es/regalos/"],
    },
  },
  {
    id: "es-short-05",
    lang: "es",
    shape: "short",
    traps: ["common-word", "hedge", "mixed-sentiment"],
    brand: { name: "Claro", domain: "claro.com.co" },
    competitors: [
      { name: "Tigo", domain: "tigo.com.co" },
      { name: "Movistar", domain: "movistar.co" },
    ],
    answer: `¡Claro! Claro es el operador con la mejor cobertura 5G de Colombia; Tigo, en cambio, no es la opción más fiable fuera de las grandes ciudades.`,
    expect: {
      mentions: {
        Claro: { position: 1, list: null, sentiment: "positive" },
        Tigo: { position: 2, list: null, sentiment: "negative" },
        Movistar: null,
      },
      citations: [],
      own: [],
    },
  },
  {
    id: "es-short-06",
    lang: "es",
    shape: "short",
    traps: ["url-only"],
    brand: { name: "Iberdrola", domain: "iberdrola.es" },
    competitors: [
      { name: "Endesa", domain: "endesa.com" },
      { name: "Naturgy", domain: "naturgy.es" },
    ],
    answer: `Puedes consultar las tarifas actualizadas en https://www.iberdrola.es/luz/tarifas y compararlas con las de Endesa.`,
    expect: {
      mentions: {
        Iberdrola: null,
        Endesa: { position: 1, list: null, sentiment: "neutral" },
        Naturgy: null,
      },
      citations: ["https://www.iberdrola.es/luz/tarifas"],
      own: ["https://www.iberdrola.es/luz/tarifas"],
    },
  },
  {
    id: "es-short-07",
    lang: "es",
    shape: "short",
    traps: ["common-word", "case"],
    brand: { name: "Lidl", domain: "lidl.es" },
    competitors: [
      { name: "Dia", domain: "dia.es" },
      { name: "Mercadona", domain: "mercadona.es" },
    ],
    answer: `Cada día hay ofertas nuevas en DIA y en Lidl, los dos supermercados más baratos en marca propia.`,
    expect: {
      mentions: {
        Lidl: { position: 2, list: null, sentiment: "positive" },
        Dia: { position: 1, list: null, sentiment: "positive" },
        Mercadona: null,
      },
      citations: [],
      own: [],
    },
  },
  // ───────────────────────────── long ─────────────────────────────
  {
    id: "es-long-01",
    lang: "es",
    shape: "long",
    traps: ["negation", "mixed-sentiment", "markdown", "trailing-punctuation"],
    brand: { name: "PcComponentes", domain: "pccomponentes.com" },
    competitors: [
      { name: "MediaMarkt", domain: "mediamarkt.es" },
      { name: "Amazon", domain: "amazon.es" },
      { name: "Fnac", domain: "fnac.es" },
      { name: "Worten", domain: "worten.es" },
    ],
    answer: `Comprar un portátil en España en 2025 es más fácil que nunca, pero la tienda que elijas marca una gran diferencia en precio, plazo de entrega y, sobre todo, en cómo te atienden si algo sale mal. Te resumo lo que he encontrado comparando las principales opciones para un portátil de entre 700 y 1.200 €.

## Tiendas especializadas

**PcComponentes** es, a mi juicio, la mejor opción para comprar un portátil ahora mismo. Tiene un catálogo muy amplio de configuraciones, los precios suelen estar entre los más bajos del mercado y su servicio posventa es rápido: las devoluciones se gestionan en pocos minutos y los reembolsos llegan en dos o tres días. Además, la garantía ampliada que ofrece en muchos modelos es un valor añadido difícil de igualar.

**MediaMarkt**, en cambio, no es nada recomendable para este tipo de compra. Los precios de los portátiles suelen ser más altos que en otras tiendas, la atención rara vez resuelve dudas técnicas sobre las especificaciones y el servicio técnico acumula quejas por reparaciones que tardan más de un mes. Si aun así te interesa algún modelo suyo, compara antes el precio en otras tiendas.

## Grandes plataformas y cadenas

- **Amazon**: precios muy competitivos y entrega en 24 horas con Prime; revisa siempre que el vendedor sea Amazon y no un tercero ([amazon.es](https://www.amazon.es/portatiles/b?node=938008031)).
- **Fnac**: catálogo más limitado, aunque sus socios tienen un 5 % de descuento en informática.
- **El Corte Inglés**: precios algo más altos, con financiación sin intereses frecuente.

## Mis consejos antes de comprar

1. Compara el mismo modelo exacto (la referencia completa, no solo el nombre comercial), porque las variantes de memoria y almacenamiento cambian mucho el precio.
2. Espera a campañas como el Black Friday o el Prime Day si no tienes prisa: los descuentos en portátiles pueden superar el 20 %.
3. Comprueba la garantía y quién la gestiona: en algunas tiendas es el fabricante quien se ocupa de las reparaciones.
4. Guarda la factura en PDF; te la pedirán para cualquier reclamación.

En resumen, yo compraría en PcComponentes o en Amazon y solo iría a una tienda física para ver el tamaño y el teclado del portátil antes de decidir. Puedes empezar por sus catálogos: https://www.pccomponentes.com/portatiles y https://www.mediamarkt.es/es/category/portatiles-156.html.`,
    expect: {
      mentions: {
        PcComponentes: { position: 1, list: null, sentiment: "positive" },
        MediaMarkt: { position: 2, list: null, sentiment: "negative" },
        Amazon: { position: 3, list: 1, sentiment: "positive" },
        Fnac: { position: 4, list: 2, sentiment: "neutral" },
        Worten: null,
      },
      citations: [
        "https://www.amazon.es/portatiles/b?node=938008031",
        "https://www.pccomponentes.com/portatiles",
        "https://www.mediamarkt.es/es/category/portatiles-156.html",
      ],
      own: ["https://www.pccomponentes.com/portatiles"],
    },
    pair: "es-long-02",
  },
  {
    id: "es-long-02",
    lang: "es",
    shape: "long",
    traps: ["negation", "mixed-sentiment", "markdown", "trailing-punctuation"],
    brand: { name: "PcComponentes", domain: "pccomponentes.com" },
    competitors: [
      { name: "MediaMarkt", domain: "mediamarkt.es" },
      { name: "Amazon", domain: "amazon.es" },
      { name: "Fnac", domain: "fnac.es" },
      { name: "Worten", domain: "worten.es" },
    ],
    answer: `Comprar un portátil en España en 2025 es más fácil que nunca, pero la tienda que elijas marca una gran diferencia en precio, plazo de entrega y, sobre todo, en cómo te atienden si algo sale mal. Te resumo lo que he encontrado comparando las principales opciones para un portátil de entre 700 y 1.200 €.

## Tiendas especializadas

**PcComponentes** no es nada recomendable para este tipo de compra. Los precios de los portátiles suelen ser más altos que en otras tiendas, la atención rara vez resuelve dudas técnicas sobre las especificaciones y el servicio técnico acumula quejas por reparaciones que tardan más de un mes. Si aun así te interesa algún modelo suyo, compara antes el precio en otras tiendas.

**MediaMarkt**, en cambio, es, a mi juicio, la mejor opción para comprar un portátil ahora mismo. Tiene un catálogo muy amplio de configuraciones, los precios suelen estar entre los más bajos del mercado y su servicio posventa es rápido: las devoluciones se gestionan en pocos minutos y los reembolsos llegan en dos o tres días. Además, la garantía ampliada que ofrece en muchos modelos es un valor añadido difícil de igualar.

## Grandes plataformas y cadenas

- **Amazon**: precios muy competitivos y entrega en 24 horas con Prime; revisa siempre que el vendedor sea Amazon y no un tercero ([amazon.es](https://www.amazon.es/portatiles/b?node=938008031)).
- **Fnac**: catálogo más limitado, aunque sus socios tienen un 5 % de descuento en informática.
- **El Corte Inglés**: precios algo más altos, con financiación sin intereses frecuente.

## Mis consejos antes de comprar

1. Compara el mismo modelo exacto (la referencia completa, no solo el nombre comercial), porque las variantes de memoria y almacenamiento cambian mucho el precio.
2. Espera a campañas como el Black Friday o el Prime Day si no tienes prisa: los descuentos en portátiles pueden superar el 20 %.
3. Comprueba la garantía y quién la gestiona: en algunas tiendas es el fabricante quien se ocupa de las reparaciones.
4. Guarda la factura en PDF; te la pedirán para cualquier reclamación.

En resumen, yo compraría en MediaMarkt o en Amazon y solo iría a una tienda física para ver el tamaño y el teclado del portátil antes de decidir. Puedes empezar por sus catálogos: https://www.pccomponentes.com/portatiles y https://www.mediamarkt.es/es/category/portatiles-156.html.`,
    expect: {
      mentions: {
        PcComponentes: { position: 1, list: null, sentiment: "negative" },
        MediaMarkt: { position: 2, list: null, sentiment: "positive" },
        Amazon: { position: 3, list: 1, sentiment: "positive" },
        Fnac: { position: 4, list: 2, sentiment: "neutral" },
        Worten: null,
      },
      citations: [
        "https://www.amazon.es/portatiles/b?node=938008031",
        "https://www.pccomponentes.com/portatiles",
        "https://www.mediamarkt.es/es/category/portatiles-156.html",
      ],
      own: ["https://www.pccomponentes.com/portatiles"],
    },
    pair: "es-long-01",
  },
  {
    id: "es-long-03",
    lang: "es",
    shape: "long",
    traps: ["alias", "sources-list", "negation", "mixed-sentiment", "markdown"],
    brand: { name: "Interbank", domain: "interbank.pe" },
    competitors: [
      { name: "BCP", aliases: ["Banco de Crédito del Perú"], domain: "viabcp.com" },
      { name: "BBVA", domain: "bbva.pe" },
      { name: "Scotiabank", domain: "scotiabank.com.pe" },
      { name: "Yape", domain: "yape.com.pe" },
    ],
    answer: `Abrir una cuenta de ahorros sin costo de mantenimiento en Perú es sencillo hoy en día: casi todos los bancos grandes permiten hacerlo desde el celular en menos de diez minutos, solo con tu DNI y una selfie[1]. A continuación te explico las opciones principales y en qué se diferencian.

**Banco de Crédito del Perú.** Es el banco más grande del país y su Cuenta Digital no cobra mantenimiento ni exige saldo mínimo[2]. Su gran ventaja es la integración con Yape, la billetera digital más usada del Perú, con más de 17 millones de usuarios que se envían dinero al instante solo con el número de celular[3]. Para quien cobra pequeños pagos de clientes o amigos, es una combinación excelente.

**Interbank.** Su Cuenta Simple es una de las mejor valoradas por los usuarios: se abre en minutos, no tiene costo de mantenimiento y la app es rápida e intuitiva[5]. Además, Interbank tiene tiendas abiertas los domingos y en horario extendido dentro de centros comerciales, algo muy práctico si trabajas entre semana. Muchos usuarios destacan que nunca han tenido problemas con las transferencias inmediatas a través de Plin, que ya funciona con casi todos los bancos[6].

**BBVA.** La Cuenta Independencia no cobra mantenimiento si recibes tu sueldo en ella, pero no es la mejor opción si buscas una app confiable: durante 2024 sufrió caídas frecuentes en días de pago, y los reclamos por operaciones no reconocidas tardaron semanas en resolverse según los datos de Indecopi[4][7].

**Scotiabank.** Su Cuenta Free no cobra mantenimiento si realizas al menos una operación al mes; en caso contrario, aplica una comisión de 5 soles[8].

### ¿Cuál elegir?

Si recibes pagos frecuentes de amigos y familia, una cuenta vinculada a Yape o a Plin te ahorrará tiempo y comisiones. Si además valoras poder ir a una agencia fuera del horario laboral, Interbank es la opción más cómoda. En cualquier caso, revisa siempre el tarifario vigente antes de abrir la cuenta, porque las condiciones cambian con frecuencia.

Fuentes:
[1] Cuentas de ahorro sin mantenimiento 2025 – Comparabien https://www.comparabien.com.pe/cuentas-de-ahorro
[2] Cuenta Digital – BCP https://www.viabcp.com/cuentas/cuenta-digital
[3] Yape supera los 17 millones de usuarios – Gestión https://gestion.pe/economia/yape-supera-17-millones-usuarios-noticia/
[4] Reclamos contra entidades financieras 2024 – Indecopi https://www.gob.pe/institucion/indecopi/noticias/reclamos-financieros-2024
[5] Cuenta Simple – Interbank https://interbank.pe/cuentas/cuenta-simple
[6] Plin: transferencias inmediatas – Interbank https://interbank.pe/plin
[7] BBVA Perú: usuarios reportan caída de la app – El Comercio https://elcomercio.pe/economia/bbva-peru-usuarios-reportan-caida-app-noticia/
[8] Cuenta Free – Scotiabank https://www.scotiabank.com.pe/Personas/Cuentas/cuenta-free`,
    expect: {
      mentions: {
        Interbank: { position: 3, list: null, sentiment: "positive" },
        BCP: { position: 1, list: null, sentiment: "positive" },
        BBVA: { position: 4, list: null, sentiment: "negative" },
        Scotiabank: { position: 5, list: null, sentiment: "neutral" },
        Yape: { position: 2, list: null, sentiment: "positive" },
      },
      citations: [
        "https://www.comparabien.com.pe/cuentas-de-ahorro",
        "https://www.viabcp.com/cuentas/cuenta-digital",
        "https://gestion.pe/economia/yape-supera-17-millones-usuarios-noticia/",
        "https://www.gob.pe/institucion/indecopi/noticias/reclamos-financieros-2024",
        "https://interbank.pe/cuentas/cuenta-simple",
        "https://interbank.pe/plin",
        "https://elcomercio.pe/economia/bbva-peru-usuarios-reportan-caida-app-noticia/",
        "https://www.scotiabank.com.pe/Personas/Cuentas/cuenta-free",
      ],
      own: ["https://interbank.pe/cuentas/cuenta-simple", "https://interbank.pe/plin"],
    },
  },
  {
    id: "es-long-04",
    lang: "es",
    shape: "long",
    traps: ["common-word", "negation", "mixed-sentiment", "markdown", "utm", "subdomain"],
    brand: { name: "Mango", domain: "mango.com" },
    competitors: [
      { name: "Zara", domain: "zara.com" },
      { name: "El Corte Inglés", domain: "elcorteingles.es" },
      { name: "Primark", domain: "primark.com" },
      { name: "Desigual", domain: "desigual.com" },
      { name: "Uniqlo", domain: "uniqlo.com" },
    ],
    answer: `¡Un fin de semana de compras en Madrid da para mucho! Te propongo una ruta de dos días pensada para combinar tiendas, descanso y algo de turismo.

### Primer día: Gran Vía y Preciados

Empieza por la Gran Vía, donde se concentran las tiendas insignia de las grandes marcas:

1. **Primark Gran Vía**: fue la tienda más grande de la cadena cuando abrió, con más de 12.000 m². Ve a primera hora, porque por la tarde las colas para los probadores son eternas y el desorden en las plantas no es nada agradable.
2. **Zara (Gran Vía, 34)**: una tienda amplia y luminosa con las colecciones completas; muy buena para ver todas las novedades de la temporada.
3. **Mango**: la tienda de Gran Vía es, para mí, la más agradable de la zona: probadores amplios, personal atento y una sección de trajes y vestidos de fiesta muy cuidada. Si te gusta su estilo, no te la pierdas ([localizador de tiendas](https://shop.mango.com/es/es/tiendas?utm_source=chatgpt.com)).

Después, baja por la calle Preciados hasta la Puerta del Sol. Por el camino pasarás por el edificio de El Corte Inglés de Callao, cuya terraza gourmet en la novena planta tiene unas vistas estupendas de la ciudad; es el sitio ideal para tomar algo al atardecer.

### Segundo día: barrio de Salamanca y el Retiro

El barrio de Salamanca (calles Serrano, Goya y Ortega y Gasset) reúne las marcas premium y las boutiques de diseñadores españoles. Uniqlo abrió en Serrano su primera tienda de Madrid y tiene básicos de muy buena calidad a precios razonables, ideales para completar el armario.

Para la tarde, nada como tomar el sol en el parque del Retiro, junto al estanque. Si te entra hambre, en la zona de la calle Ibiza hay varios locales de zumos naturales; pide un batido de mango con maracuyá, que es la especialidad de la casa en muchos de ellos.

### Consejos prácticos

- Los domingos la mayoría de tiendas de la Gran Vía abren de 11:00 a 21:00.
- Si vienes de fuera de la UE, pide el tax free en las cajas: la devolución del IVA puede suponer entre un 10 % y un 15 % del importe.
- Lleva calzado cómodo: entre la Gran Vía y Serrano caminarás fácilmente 10 km en un día.
- Evita los sábados por la tarde si puedes: es cuando más gente hay en todas las tiendas del centro.

¡Que disfrutes de la ruta!`,
    expect: {
      mentions: {
        Mango: { position: 3, list: 3, sentiment: "positive" },
        Zara: { position: 2, list: 2, sentiment: "positive" },
        "El Corte Inglés": { position: 4, list: null, sentiment: "positive" },
        Primark: { position: 1, list: 1, sentiment: "negative" },
        Desigual: null,
        Uniqlo: { position: 5, list: null, sentiment: "positive" },
      },
      citations: ["https://shop.mango.com/es/es/tiendas?utm_source=chatgpt.com"],
      own: ["https://shop.mango.com/es/es/tiendas?utm_source=chatgpt.com"],
    },
  },
  {
    id: "es-long-05",
    lang: "es",
    shape: "long",
    traps: [
      "table",
      "nested-list",
      "lookalike-domain",
      "subdomain",
      "trailing-punctuation",
      "hedge",
      "negation",
      "mixed-sentiment",
      "markdown",
    ],
    brand: { name: "Holded", domain: "holded.com" },
    competitors: [
      { name: "Sage", domain: "sage.com" },
      { name: "Quipu", domain: "getquipu.com" },
      { name: "Contasimple", domain: "contasimple.com" },
      { name: "Anfix", domain: "anfix.com" },
    ],
    answer: `## Programas de facturación y contabilidad para autónomos y pymes en España (2025)

Con la llegada de Verifactu, los autónomos y las pymes tendrán que usar un software de facturación que cumpla el reglamento y pueda enviar los registros de cada factura a la Agencia Tributaria. Si estás eligiendo herramienta, estas son las más utilizadas y lo que ofrece cada una.

### Comparativa rápida

| Programa | Precio desde | Verifactu | Ideal para |
|---|---|---|---|
| Quipu | 15 €/mes | Sí | Autónomos que trabajan con una gestoría |
| Holded | 29 €/mes | Sí | Pymes que quieren un ERP completo |
| Contasimple | Gratis (limitado) | Sí | Autónomos con pocas facturas |
| Sage 50 | 40 €/mes | Sí | Asesorías y empresas tradicionales |

### Análisis por herramienta

* **Holded**
    * **Puntos fuertes:** interfaz moderna, módulos de inventario, proyectos y equipo integrados, y un soporte que responde por chat en pocos minutos.
    * **Puntos débiles:** no es el más barato para un autónomo que solo emite unas pocas facturas al mes.
* **Quipu**
    * **Puntos fuertes:** lectura automática de tickets y una conexión bancaria muy fiable que ahorra horas de conciliación.
* **Sage 50**
    * **Puntos débiles:** interfaz anticuada y una curva de aprendizaje muy alta; no lo recomendaría si no tienes conocimientos contables.

### Cuidado con las descargas no oficiales

Desconfía de las webs que ofrecen versiones "gratis" o "crackeadas" de estos programas, como https://holded.com-descargas.net/gratis o http://www.h0lded.com/login. No tienen ninguna relación con las empresas y pueden robar tus datos de acceso o los de tus clientes. Descarga siempre desde la web oficial (https://www.holded.com/es/precios) o entra directamente en la aplicación desde https://app.holded.com.

### Cómo elegir

1. **Calcula el volumen de facturas:** si emites menos de 20 al mes, casi cualquier opción te servirá.
2. **Pregunta a tu gestoría:** muchas trabajan ya con una herramienta concreta y te pueden dar acceso directo.
3. **Prueba antes de pagar:** todas ofrecen al menos 14 días de prueba gratuita.

### Conclusión

Para la mayoría de autónomos, Quipu es suficiente. Si tu negocio crece y necesitas inventario o gestión de proyectos, Holded es la opción más completa del mercado.`,
    expect: {
      mentions: {
        Holded: { position: 2, list: 2, sentiment: "positive" },
        Sage: { position: 4, list: 4, sentiment: "negative" },
        Quipu: { position: 1, list: 1, sentiment: "positive" },
        Contasimple: { position: 3, list: 3, sentiment: "neutral" },
        Anfix: null,
      },
      citations: [
        "https://holded.com-descargas.net/gratis",
        "http://www.h0lded.com/login",
        "https://www.holded.com/es/precios",
        "https://app.holded.com",
      ],
      own: ["https://www.holded.com/es/precios", "https://app.holded.com"],
    },
  },
  {
    id: "es-long-06",
    lang: "es",
    shape: "long",
    traps: ["possessive", "common-word", "case", "hedge", "negation", "mixed-sentiment", "trailing-punctuation"],
    brand: { name: "Esclat", domain: "bonpreuesclat.cat" },
    competitors: [
      { name: "Mercadona", domain: "mercadona.es" },
      { name: "Caprabo", domain: "caprabo.com" },
      { name: "Condis", domain: "condis.es" },
      { name: "bonÀrea", domain: "bonarea.com" },
      { name: "Dia", domain: "dia.es" },
    ],
    answer: `Si vives en Cataluña, tienes una oferta de supermercados bastante distinta a la del resto de España, con varias cadenas catalanas que compiten de tú a tú con las grandes nacionales. Te resumo cómo está el panorama en 2025 para que decidas dónde hacer la compra de cada día.

Lo primero que notarás es que muchas campañas están solo en catalán: verás carteles como «Les ofertes d'Esclat» o «Estalvia amb la targeta Bonpreu». Esclat, que pertenece al mismo grupo que Bonpreu, funciona como hipermercado de proximidad y destaca por la calidad de su carne y su pescado fresco, con mucho producto local. En precio no es la cadena más barata, pero su programa de fidelización devuelve hasta un 5 % en cheques y la experiencia de compra es muy buena. Puedes consultar el folleto de la semana en https://www.bonpreuesclat.cat/ofertes.

Bonàrea es un caso único: es una cooperativa agroalimentaria de Guissona que produce casi todo lo que vende, desde la carne hasta los lácteos. Sus precios en carne y embutidos son imbatibles y la calidad es excelente, aunque las tiendas son pequeñas.

Mercadona sigue siendo la cadena con más cuota de mercado también en Cataluña, pero en los últimos años sus precios han subido más que la media y ya no es tan competitiva como antes; muchos clientes se quejan además de que han desaparecido productos de siempre de la marca Hacendado.

Caprabo, con su red de supermercados de barrio en Barcelona, no es nada recomendable si buscas precio: en los estudios de la OCU suele aparecer entre las cadenas más caras de Cataluña, y sus ofertas rara vez compensan la diferencia.

Condis, por último, tiene tiendas pequeñas abiertas hasta tarde y repartidas por casi todos los barrios de Barcelona y su área metropolitana.

Mi recomendación: combina Bonàrea para la carne y los frescos con Esclat para la compra grande del mes. Y revisa cada semana los folletos de todas las cadenas, porque las promociones cambian mucho de una a otra y a veces la diferencia en una compra familiar supera los 20 €.`,
    expect: {
      mentions: {
        Esclat: { position: 1, list: null, sentiment: "positive" },
        Mercadona: { position: 3, list: null, sentiment: "negative" },
        Caprabo: { position: 4, list: null, sentiment: "negative" },
        Condis: { position: 5, list: null, sentiment: "neutral" },
        "bonÀrea": { position: 2, list: null, sentiment: "positive" },
        Dia: null,
      },
      citations: ["https://www.bonpreuesclat.cat/ofertes"],
      own: ["https://www.bonpreuesclat.cat/ofertes"],
    },
  },
  {
    id: "es-long-07",
    lang: "es",
    shape: "long",
    traps: ["alias", "utm", "subdomain", "case", "negation", "hedge", "mixed-sentiment", "markdown", "trailing-punctuation"],
    brand: { name: "DiDi Food", aliases: ["DiDi"], domain: "didi-food.com" },
    competitors: [
      { name: "Rappi", domain: "rappi.com.mx" },
      { name: "Uber Eats", domain: "ubereats.com" },
      { name: "PedidosYa", domain: "pedidosya.com" },
    ],
    answer: `En México, las tres apps de comida a domicilio que dominan el mercado son Rappi, DiDi Food y Uber Eats. Cada una tiene fortalezas distintas según la ciudad y el tipo de pedido, así que te dejo una comparación basada en tarifas, cobertura y opiniones recientes de usuarios.

## Cobertura

- **DiDi Food**: presente en más de 70 ciudades y especialmente fuerte en ciudades medianas como Querétaro, León o Aguascalientes ([didi-food.com](https://web.didi-food.com/mx/?utm_source=chatgpt.com)).
- **Rappi**: muy presente en CDMX, Guadalajara y Monterrey, con tiendas propias (Turbo) para el súper.
- **Uber Eats**: cobertura en las principales ciudades del país.

## Costos de envío y membresías

En DiDi la tarifa de envío suele estar entre 0 y 25 pesos y casi siempre hay cupones de descuento para pedidos recurrentes, así que en general es la opción más barata. Es la app que recomendaría a cualquiera que pida varias veces por semana.

Rappi cobra envíos más altos en horas pico y su membresía Rappi Pro cuesta 149 pesos al mes; no es la opción más económica y solo compensa si pides más de cuatro veces al mes.

Uber Eats ofrece la membresía Uber One por 99 pesos mensuales, que incluye envíos sin costo en pedidos de más de 150 pesos.

## Atención al cliente

Aquí es donde más diferencias hay. Muchos usuarios aseguran que nunca han tenido problemas para recibir un reembolso en DiDi Food: el chat responde en minutos y las devoluciones llegan el mismo día. RAPPI, en cambio, acumula numerosas quejas en Profeco por pedidos incompletos y reembolsos que tardan semanas; no es nada fiable cuando algo sale mal. Uber Eats resuelve las incidencias en uno o dos días a través de la app.

## Conclusión

Si buscas precio y buen servicio, DiDi Food es la mejor elección. Uber Eats tiene sentido si ya pagas Uber One, y Rappi solo merece la pena si vives en una gran ciudad y usas Turbo para el súper.

Puedes comparar las quejas registradas contra cada empresa en el Buró Comercial de Profeco: https://burocomercial.profeco.gob.mx/.`,
    expect: {
      mentions: {
        "DiDi Food": { position: 2, list: 1, sentiment: "positive" },
        Rappi: { position: 1, list: 2, sentiment: "negative" },
        "Uber Eats": { position: 3, list: 3, sentiment: "neutral" },
        PedidosYa: null,
      },
      citations: [
        "https://web.didi-food.com/mx/?utm_source=chatgpt.com",
        "https://burocomercial.profeco.gob.mx/",
      ],
      own: ["https://web.didi-food.com/mx/?utm_source=chatgpt.com"],
    },
  },
];
