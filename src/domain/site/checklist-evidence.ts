// What a GEO check observed, said in each language of the API. The checks (checklist.ts) decide; these sentences
// only word the facts, so a figure or a quoted line is the same in every language.

export type EvidenceLang = "en" | "fr" | "es" | "de";

/** The kinds of schema.org markup the checklist looks for on the home page. */
export type SchemaLabel = "organization" | "faq" | "product";

export interface Say {
  schemaLabel(label: SchemaLabel): string;
  schemaFound(syntax: "JSON-LD" | "microdata", types: string): string;
  schemaMissing(label: SchemaLabel, found: string): string;
  noStructuredData(): string;
  jsonLdBlocks(count: number, types: string | null): string;
  invalidJsonLd(count: number): string;
  microdataTypes(types: string): string;
  title(characters: number, text: string): string;
  noTitle(): string;
  description(characters: number, text: string): string;
  noDescription(): string;
  titleTooLong(): string;
  descriptionTooLong(): string;
  canonicalWithoutHref(): string;
  noCanonical(): string;
  severalCanonicals(hrefs: string): string;
  canonicalInvalid(href: string): string;
  canonicalElsewhere(href: string): string;
  canonicalOk(href: string): string;
  noLangAttribute(): string;
  noHtmlElement(): string;
  langInvalid(value: string): string;
  langOk(value: string): string;
  words(count: number, h1: string | null): string;
  fileUnreachable(file: string): string;
  fileStatus(file: string, status: number): string;
  robotsMissing(status: number): string;
  robotsHtml(status: number): string;
  invalidWebsite(): string;
  blockedGroup(agents: string, line: number | null, rule: string | null): string;
  disallowedOn(path: string, groups: string): string;
  partlyBlocked(agent: string, blocked: number, sampled: number, example: string): string;
  openButDisallowed(parts: string): string;
  allAllowed(crawlers: number, path: string, sitemapPages: number): string;
  llmsMissing(status: number): string;
  llmsHtml(status: number): string;
  llmsEmpty(): string;
  llmsNoTitle(firstLine: string): string;
  llmsFound(characters: number, firstLine: string): string;
  noSitemap(): string;
  sitemapStatus(where: string, status: number): string;
  sitemapEmpty(where: string, status: number): string;
  sitemapOk(where: string, pages: string): string;
  homeUnreachable(): string;
  homeStatus(status: number): string;
  httpsOk(url: string): string;
  httpsPlain(url: string): string;
}

const oneOrMany = (n: number, one: string, many: string) => (n === 1 ? one : many);

const en: Say = {
  schemaLabel: (l) => ({ organization: "Organization schema", faq: "FAQPage schema", product: "Product, Service or Offer schema" })[l],
  schemaFound: (syntax, types) => `${syntax === "JSON-LD" ? "JSON-LD" : "Microdata"} ${types} on the home page`,
  schemaMissing: (l, found) => `No ${en.schemaLabel(l)} on the home page (${found})`,
  noStructuredData: () => "no JSON-LD or microdata on the home page",
  jsonLdBlocks: (n, types) => `${n} JSON-LD ${oneOrMany(n, "block", "blocks")}${types ? ` with types ${types}` : " without @type"}`,
  invalidJsonLd: (n) => `${n} JSON-LD ${oneOrMany(n, "block is", "blocks are")} not valid JSON`,
  microdataTypes: (types) => `microdata types ${types}`,
  title: (n, text) => `Title (${n} characters): "${text}"`,
  noTitle: () => "No title",
  description: (n, text) => `meta description (${n} characters): "${text}"`,
  noDescription: () => "no meta description",
  titleTooLong: () => "title longer than 60 characters",
  descriptionTooLong: () => "description longer than 160 characters",
  canonicalWithoutHref: () => "A canonical link without href",
  noCanonical: () => "No canonical link on the home page",
  severalCanonicals: (hrefs) => `Several different canonical links: ${hrefs}`,
  canonicalInvalid: (href) => `Canonical link is not a valid URL: ${href}`,
  canonicalElsewhere: (href) => `Canonical link points to another site: ${href}`,
  canonicalOk: (href) => `Canonical: ${href}`,
  noLangAttribute: () => "The html element has no lang attribute",
  noHtmlElement: () => "No html element found",
  langInvalid: (v) => `lang="${v}" is not a valid language code`,
  langOk: (v) => `lang="${v}"`,
  words: (n, h1) => `${n} words of visible text in the HTML; ${h1 === null ? "no h1 heading" : `h1: "${h1}"`}`,
  fileUnreachable: (file) => `${file} could not be fetched (network error or timeout)`,
  fileStatus: (file, status) => `${file} answered HTTP ${status}`,
  robotsMissing: (status) => `No robots.txt (HTTP ${status}): AI crawlers are allowed by default, but the site states no policy and no sitemap`,
  robotsHtml: (status) => `robots.txt answered HTTP ${status} with an HTML page instead of robots rules`,
  invalidWebsite: () => "The website is not a valid URL",
  blockedGroup: (agents, line, rule) => `${agents} (${line !== null && rule !== null ? `line ${line}: "${rule}"` : "no matching line"})`,
  disallowedOn: (path, groups) => `Disallowed on ${path}: ${groups}`,
  partlyBlocked: (agent, blocked, sampled, example) => `${agent} on ${blocked} of ${sampled} sitemap pages (e.g. ${example})`,
  openButDisallowed: (parts) => `Home page open to AI crawlers, but disallowed: ${parts}`,
  allAllowed: (crawlers, path, pages) => `All ${crawlers} AI crawlers checked may fetch ${path}${pages > 0 ? ` and ${pages} sitemap pages` : ""}`,
  llmsMissing: (status) => `No llms.txt (HTTP ${status})`,
  llmsHtml: (status) => `llms.txt answered HTTP ${status} with an HTML page, not a Markdown file`,
  llmsEmpty: () => "llms.txt is empty",
  llmsNoTitle: (first) => `llms.txt does not start with a "# Title" line (first line: "${first}")`,
  llmsFound: (n, first) => `llms.txt found (${n} characters): "${first}"`,
  noSitemap: () => "No sitemap could be looked up",
  sitemapStatus: (where, status) => `${where} answered HTTP ${status}`,
  sitemapEmpty: (where, status) => `${where} answered HTTP ${status} but lists no page URLs`,
  sitemapOk: (where, pages) => `${where} lists ${pages} page URLs`,
  homeUnreachable: () => "The home page could not be fetched (network error or timeout)",
  homeStatus: (status) => `The home page answered HTTP ${status}`,
  httpsOk: (url) => `Home page served from ${url}`,
  httpsPlain: (url) => `Home page served over plain HTTP: ${url}`,
};

const fr: Say = {
  schemaLabel: (l) => ({ organization: "schéma Organization", faq: "schéma FAQPage", product: "schéma Product, Service ou Offer" })[l],
  schemaFound: (syntax, types) => `${syntax === "JSON-LD" ? "JSON-LD" : "Microdonnées"} ${types} sur la page d'accueil`,
  schemaMissing: (l, found) => `Aucun ${fr.schemaLabel(l)} sur la page d'accueil (${found})`,
  noStructuredData: () => "ni JSON-LD ni microdonnées sur la page d'accueil",
  jsonLdBlocks: (n, types) => `${n} ${oneOrMany(n, "bloc", "blocs")} JSON-LD${types ? ` de types ${types}` : " sans @type"}`,
  invalidJsonLd: (n) => `${n} ${oneOrMany(n, "bloc JSON-LD n'est pas", "blocs JSON-LD ne sont pas")} du JSON valide`,
  microdataTypes: (types) => `microdonnées de types ${types}`,
  title: (n, text) => `Titre (${n} caractères) : « ${text} »`,
  noTitle: () => "Aucun titre",
  description: (n, text) => `meta description (${n} caractères) : « ${text} »`,
  noDescription: () => "aucune meta description",
  titleTooLong: () => "titre de plus de 60 caractères",
  descriptionTooLong: () => "description de plus de 160 caractères",
  canonicalWithoutHref: () => "Un lien canonical sans href",
  noCanonical: () => "Aucun lien canonical sur la page d'accueil",
  severalCanonicals: (hrefs) => `Plusieurs liens canonical différents : ${hrefs}`,
  canonicalInvalid: (href) => `Le lien canonical n'est pas une URL valide : ${href}`,
  canonicalElsewhere: (href) => `Le lien canonical pointe vers un autre site : ${href}`,
  canonicalOk: (href) => `Canonical : ${href}`,
  noLangAttribute: () => "L'élément html n'a pas d'attribut lang",
  noHtmlElement: () => "Aucun élément html trouvé",
  langInvalid: (v) => `lang="${v}" n'est pas un code de langue valide`,
  langOk: (v) => `lang="${v}"`,
  words: (n, h1) => `${n} mots de texte visible dans le HTML ; ${h1 === null ? "aucun titre h1" : `h1 : « ${h1} »`}`,
  fileUnreachable: (file) => `${file} n'a pas pu être récupéré (erreur réseau ou délai dépassé)`,
  fileStatus: (file, status) => `${file} a répondu HTTP ${status}`,
  robotsMissing: (status) => `Pas de robots.txt (HTTP ${status}) : les robots d'IA sont autorisés par défaut, mais le site n'indique ni règles ni sitemap`,
  robotsHtml: (status) => `robots.txt a répondu HTTP ${status} avec une page HTML au lieu de règles robots`,
  invalidWebsite: () => "Le site web n'est pas une URL valide",
  blockedGroup: (agents, line, rule) => `${agents} (${line !== null && rule !== null ? `ligne ${line} : « ${rule} »` : "aucune ligne correspondante"})`,
  disallowedOn: (path, groups) => `Interdit sur ${path} : ${groups}`,
  partlyBlocked: (agent, blocked, sampled, example) => `${agent} sur ${blocked} des ${sampled} pages du sitemap (par ex. ${example})`,
  openButDisallowed: (parts) => `Page d'accueil ouverte aux robots d'IA, mais interdit : ${parts}`,
  allAllowed: (crawlers, path, pages) => `Les ${crawlers} robots d'IA vérifiés peuvent lire ${path}${pages > 0 ? ` et ${pages} pages du sitemap` : ""}`,
  llmsMissing: (status) => `Pas de llms.txt (HTTP ${status})`,
  llmsHtml: (status) => `llms.txt a répondu HTTP ${status} avec une page HTML, pas un fichier Markdown`,
  llmsEmpty: () => "llms.txt est vide",
  llmsNoTitle: (first) => `llms.txt ne commence pas par une ligne « # Titre » (première ligne : « ${first} »)`,
  llmsFound: (n, first) => `llms.txt trouvé (${n} caractères) : « ${first} »`,
  noSitemap: () => "Aucun sitemap n'a pu être consulté",
  sitemapStatus: (where, status) => `${where} a répondu HTTP ${status}`,
  sitemapEmpty: (where, status) => `${where} a répondu HTTP ${status} mais ne liste aucune URL de page`,
  sitemapOk: (where, pages) => `${where} liste ${pages} URL de pages`,
  homeUnreachable: () => "La page d'accueil n'a pas pu être récupérée (erreur réseau ou délai dépassé)",
  homeStatus: (status) => `La page d'accueil a répondu HTTP ${status}`,
  httpsOk: (url) => `Page d'accueil servie depuis ${url}`,
  httpsPlain: (url) => `Page d'accueil servie en HTTP non chiffré : ${url}`,
};

const es: Say = {
  schemaLabel: (l) => ({ organization: "esquema Organization", faq: "esquema FAQPage", product: "esquema Product, Service u Offer" })[l],
  schemaFound: (syntax, types) => `${syntax === "JSON-LD" ? "JSON-LD" : "Microdatos"} ${types} en la página de inicio`,
  schemaMissing: (l, found) => `Ningún ${es.schemaLabel(l)} en la página de inicio (${found})`,
  noStructuredData: () => "ni JSON-LD ni microdatos en la página de inicio",
  jsonLdBlocks: (n, types) => `${n} ${oneOrMany(n, "bloque", "bloques")} JSON-LD${types ? ` de tipos ${types}` : " sin @type"}`,
  invalidJsonLd: (n) => `${n} ${oneOrMany(n, "bloque JSON-LD no es", "bloques JSON-LD no son")} JSON válido`,
  microdataTypes: (types) => `microdatos de tipos ${types}`,
  title: (n, text) => `Título (${n} caracteres): «${text}»`,
  noTitle: () => "Sin título",
  description: (n, text) => `meta description (${n} caracteres): «${text}»`,
  noDescription: () => "sin meta description",
  titleTooLong: () => "título de más de 60 caracteres",
  descriptionTooLong: () => "descripción de más de 160 caracteres",
  canonicalWithoutHref: () => "Un enlace canonical sin href",
  noCanonical: () => "Ningún enlace canonical en la página de inicio",
  severalCanonicals: (hrefs) => `Varios enlaces canonical distintos: ${hrefs}`,
  canonicalInvalid: (href) => `El enlace canonical no es una URL válida: ${href}`,
  canonicalElsewhere: (href) => `El enlace canonical apunta a otro sitio: ${href}`,
  canonicalOk: (href) => `Canonical: ${href}`,
  noLangAttribute: () => "El elemento html no tiene atributo lang",
  noHtmlElement: () => "No se encontró ningún elemento html",
  langInvalid: (v) => `lang="${v}" no es un código de idioma válido`,
  langOk: (v) => `lang="${v}"`,
  words: (n, h1) => `${n} palabras de texto visible en el HTML; ${h1 === null ? "sin encabezado h1" : `h1: «${h1}»`}`,
  fileUnreachable: (file) => `${file} no se pudo obtener (error de red o tiempo agotado)`,
  fileStatus: (file, status) => `${file} respondió HTTP ${status}`,
  robotsMissing: (status) => `Sin robots.txt (HTTP ${status}): los rastreadores de IA están permitidos por defecto, pero el sitio no indica reglas ni sitemap`,
  robotsHtml: (status) => `robots.txt respondió HTTP ${status} con una página HTML en lugar de reglas robots`,
  invalidWebsite: () => "El sitio web no es una URL válida",
  blockedGroup: (agents, line, rule) => `${agents} (${line !== null && rule !== null ? `línea ${line}: «${rule}»` : "ninguna línea coincidente"})`,
  disallowedOn: (path, groups) => `Prohibido en ${path}: ${groups}`,
  partlyBlocked: (agent, blocked, sampled, example) => `${agent} en ${blocked} de ${sampled} páginas del sitemap (p. ej. ${example})`,
  openButDisallowed: (parts) => `Página de inicio abierta a los rastreadores de IA, pero prohibido: ${parts}`,
  allAllowed: (crawlers, path, pages) => `Los ${crawlers} rastreadores de IA comprobados pueden leer ${path}${pages > 0 ? ` y ${pages} páginas del sitemap` : ""}`,
  llmsMissing: (status) => `Sin llms.txt (HTTP ${status})`,
  llmsHtml: (status) => `llms.txt respondió HTTP ${status} con una página HTML, no un archivo Markdown`,
  llmsEmpty: () => "llms.txt está vacío",
  llmsNoTitle: (first) => `llms.txt no empieza con una línea «# Título» (primera línea: «${first}»)`,
  llmsFound: (n, first) => `llms.txt encontrado (${n} caracteres): «${first}»`,
  noSitemap: () => "No se pudo consultar ningún sitemap",
  sitemapStatus: (where, status) => `${where} respondió HTTP ${status}`,
  sitemapEmpty: (where, status) => `${where} respondió HTTP ${status} pero no lista ninguna URL de página`,
  sitemapOk: (where, pages) => `${where} lista ${pages} URL de páginas`,
  homeUnreachable: () => "No se pudo obtener la página de inicio (error de red o tiempo agotado)",
  homeStatus: (status) => `La página de inicio respondió HTTP ${status}`,
  httpsOk: (url) => `Página de inicio servida desde ${url}`,
  httpsPlain: (url) => `Página de inicio servida por HTTP sin cifrar: ${url}`,
};

const de: Say = {
  schemaLabel: (l) => ({ organization: "Organization-Schema", faq: "FAQPage-Schema", product: "Product-, Service- oder Offer-Schema" })[l],
  schemaFound: (syntax, types) => `${syntax === "JSON-LD" ? "JSON-LD" : "Microdata"} ${types} auf der Startseite`,
  schemaMissing: (l, found) => `Kein ${de.schemaLabel(l)} auf der Startseite (${found})`,
  noStructuredData: () => "weder JSON-LD noch Microdata auf der Startseite",
  jsonLdBlocks: (n, types) => `${n} JSON-LD-${oneOrMany(n, "Block", "Blöcke")}${types ? ` mit den Typen ${types}` : " ohne @type"}`,
  invalidJsonLd: (n) => `${n} JSON-LD-${oneOrMany(n, "Block ist", "Blöcke sind")} kein gültiges JSON`,
  microdataTypes: (types) => `Microdata-Typen ${types}`,
  title: (n, text) => `Titel (${n} Zeichen): „${text}“`,
  noTitle: () => "Kein Titel",
  description: (n, text) => `Meta-Description (${n} Zeichen): „${text}“`,
  noDescription: () => "keine Meta-Description",
  titleTooLong: () => "Titel länger als 60 Zeichen",
  descriptionTooLong: () => "Description länger als 160 Zeichen",
  canonicalWithoutHref: () => "Ein Canonical-Link ohne href",
  noCanonical: () => "Kein Canonical-Link auf der Startseite",
  severalCanonicals: (hrefs) => `Mehrere verschiedene Canonical-Links: ${hrefs}`,
  canonicalInvalid: (href) => `Der Canonical-Link ist keine gültige URL: ${href}`,
  canonicalElsewhere: (href) => `Der Canonical-Link zeigt auf eine andere Website: ${href}`,
  canonicalOk: (href) => `Canonical: ${href}`,
  noLangAttribute: () => "Das html-Element hat kein lang-Attribut",
  noHtmlElement: () => "Kein html-Element gefunden",
  langInvalid: (v) => `lang="${v}" ist kein gültiger Sprachcode`,
  langOk: (v) => `lang="${v}"`,
  words: (n, h1) => `${n} Wörter sichtbarer Text im HTML; ${h1 === null ? "keine h1-Überschrift" : `h1: „${h1}“`}`,
  fileUnreachable: (file) => `${file} konnte nicht abgerufen werden (Netzwerkfehler oder Zeitüberschreitung)`,
  fileStatus: (file, status) => `${file} antwortete mit HTTP ${status}`,
  robotsMissing: (status) => `Keine robots.txt (HTTP ${status}): KI-Crawler sind standardmäßig erlaubt, aber die Website nennt weder Regeln noch Sitemap`,
  robotsHtml: (status) => `robots.txt antwortete mit HTTP ${status} und einer HTML-Seite statt Robots-Regeln`,
  invalidWebsite: () => "Die Website ist keine gültige URL",
  blockedGroup: (agents, line, rule) => `${agents} (${line !== null && rule !== null ? `Zeile ${line}: „${rule}“` : "keine passende Zeile"})`,
  disallowedOn: (path, groups) => `Gesperrt auf ${path}: ${groups}`,
  partlyBlocked: (agent, blocked, sampled, example) => `${agent} auf ${blocked} von ${sampled} Sitemap-Seiten (z. B. ${example})`,
  openButDisallowed: (parts) => `Startseite für KI-Crawler offen, aber gesperrt: ${parts}`,
  allAllowed: (crawlers, path, pages) => `Alle ${crawlers} geprüften KI-Crawler dürfen ${path}${pages > 0 ? ` und ${pages} Sitemap-Seiten` : ""} abrufen`,
  llmsMissing: (status) => `Keine llms.txt (HTTP ${status})`,
  llmsHtml: (status) => `llms.txt antwortete mit HTTP ${status} und einer HTML-Seite, keiner Markdown-Datei`,
  llmsEmpty: () => "llms.txt ist leer",
  llmsNoTitle: (first) => `llms.txt beginnt nicht mit einer Zeile „# Titel“ (erste Zeile: „${first}“)`,
  llmsFound: (n, first) => `llms.txt gefunden (${n} Zeichen): „${first}“`,
  noSitemap: () => "Es konnte keine Sitemap abgerufen werden",
  sitemapStatus: (where, status) => `${where} antwortete mit HTTP ${status}`,
  sitemapEmpty: (where, status) => `${where} antwortete mit HTTP ${status}, listet aber keine Seiten-URLs`,
  sitemapOk: (where, pages) => `${where} listet ${pages} Seiten-URLs`,
  homeUnreachable: () => "Die Startseite konnte nicht abgerufen werden (Netzwerkfehler oder Zeitüberschreitung)",
  homeStatus: (status) => `Die Startseite antwortete mit HTTP ${status}`,
  httpsOk: (url) => `Startseite ausgeliefert von ${url}`,
  httpsPlain: (url) => `Startseite über unverschlüsseltes HTTP ausgeliefert: ${url}`,
};

const SAY: Record<EvidenceLang, Say> = { en, fr, es, de };

/** The same observation worded in every language. */
export function evidence(word: (say: Say) => string): Record<EvidenceLang, string> {
  return { en: word(SAY.en), fr: word(SAY.fr), es: word(SAY.es), de: word(SAY.de) };
}
