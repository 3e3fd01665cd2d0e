// The GEO checklist: pass/warning/fail/unknown verdicts computed from a fetched snapshot of the client's site.
import robotsParser from "robots-parser";
import { evidence, type SchemaLabel, type Say } from "./checklist-evidence";

export type CheckStatus = "pass" | "warning" | "fail" | "unknown";
export type CheckCategory = "technical" | "content" | "structured_data" | "authority";
export type ChecklistLang = "en" | "fr" | "es" | "de";
export type LocalizedText = Record<ChecklistLang, string>;

export interface ChecklistItem {
  /** Stable snake_case identifier, e.g. `robots_txt_allows_ai_crawlers`. */
  key: string;
  category: CheckCategory;
  title: LocalizedText;
  /** Why the check matters for visibility in AI answers. */
  description: LocalizedText;
  status: CheckStatus;
  priority: "high" | "medium" | "low";
  /** What was observed, in each language (quoting the site as it is: robots.txt lines, titles, counts); null when nothing to show. */
  evidence: LocalizedText | null;
  /** What to do; null when the check passes. */
  recommendation: LocalizedText | null;
}

export interface SiteSnapshot {
  /** The site as given (normalised to a URL when it parsed). */
  website: string;
  /** Where the home page's redirects ended; null when it did not answer. */
  finalUrl: string | null;
  /** The home page ended on an https: URL. */
  https: boolean;
  homeStatus: number | null;
  /** Home page body, truncated; null when it did not answer. */
  homeHtml: string | null;
  robotsTxt: { status: number | null; body: string | null };
  llmsTxt: { status: number | null; body: string | null };
  /** `url` is the sitemap that was read (declared in robots.txt, else /sitemap.xml); `urls` its page URLs. */
  sitemap: { url: string | null; status: number | null; urls: string[] };
}

/**
 * User-agent tokens of the crawlers behind AI assistants and AI training sets, as their operators document
 * them for robots.txt:
 * - OpenAI: GPTBot (training), OAI-SearchBot (ChatGPT search index), ChatGPT-User (fetches a page a user asked about)
 * - Anthropic: ClaudeBot (training), Claude-SearchBot (search index), Claude-User (user-requested fetches),
 *   and the retired Claude-Web and anthropic-ai tokens that many robots.txt files still name
 * - Perplexity: PerplexityBot (search index), Perplexity-User (user-requested fetches)
 * - Google-Extended: not a crawler but the token that controls use of Googlebot-fetched pages by Gemini
 * - CCBot (Common Crawl, a source of most training sets), Applebot-Extended (Apple Intelligence),
 *   Bytespider (ByteDance), Meta-ExternalAgent (Meta AI), cohere-ai (Cohere), Amazonbot (Amazon, Alexa)
 */
export const AI_CRAWLERS: string[] = [
  "GPTBot",
  "OAI-SearchBot",
  "ChatGPT-User",
  "ClaudeBot",
  "Claude-SearchBot",
  "Claude-User",
  "Claude-Web",
  "anthropic-ai",
  "PerplexityBot",
  "Perplexity-User",
  "Google-Extended",
  "CCBot",
  "Applebot-Extended",
  "Bytespider",
  "Meta-ExternalAgent",
  "cohere-ai",
  "Amazonbot",
];

/**
 * The crawlers of the assistants whose answers the audits measure (ChatGPT, Claude, Perplexity, Gemini):
 * blocking one of them fails the check; blocking only the others is a warning.
 */
export const MAJOR_AI_CRAWLERS: string[] = [
  "GPTBot",
  "OAI-SearchBot",
  "ChatGPT-User",
  "ClaudeBot",
  "Claude-SearchBot",
  "Claude-User",
  "PerplexityBot",
  "Google-Extended",
];

// ---------------------------------------------------------------------------------------------
// Texts

interface Definition {
  key: string;
  category: CheckCategory;
  priority: ChecklistItem["priority"];
  title: LocalizedText;
  description: LocalizedText;
  recommendation: LocalizedText;
}

const UNKNOWN_RECOMMENDATION: LocalizedText = {
  en: "This check could not run: make sure the site answers automated requests (no firewall or bot protection blocking them), then run the audit again.",
  fr: "Ce contrôle n'a pas pu être effectué : vérifiez que le site répond aux requêtes automatisées (sans pare-feu ni protection anti-robots qui les bloque), puis relancez l'audit.",
  es: "Esta comprobación no se pudo realizar: asegúrese de que el sitio responde a las solicitudes automatizadas (sin cortafuegos ni protección antibots que las bloquee) y vuelva a lanzar la auditoría.",
  de: "Diese Prüfung konnte nicht laufen: Stellen Sie sicher, dass die Website automatisierte Anfragen beantwortet (keine Firewall und kein Bot-Schutz blockiert sie), und starten Sie das Audit erneut.",
};

const ROBOTS_MISSING_RECOMMENDATION: LocalizedText = {
  en: "Publish a robots.txt at the site root that explicitly allows AI crawlers and lists your sitemap.",
  fr: "Publiez à la racine du site un robots.txt qui autorise explicitement les robots d'IA et indique votre sitemap.",
  es: "Publique en la raíz del sitio un robots.txt que permita explícitamente los rastreadores de IA e indique su sitemap.",
  de: "Veröffentlichen Sie im Stammverzeichnis eine robots.txt, die KI-Crawler ausdrücklich zulässt und Ihre Sitemap angibt.",
};

const DEFINITIONS = {
  robots_txt_allows_ai_crawlers: {
    key: "robots_txt_allows_ai_crawlers",
    category: "technical",
    priority: "high",
    title: {
      en: "robots.txt lets AI crawlers in",
      fr: "Le robots.txt autorise les robots d'IA",
      es: "El robots.txt permite los rastreadores de IA",
      de: "robots.txt lässt KI-Crawler zu",
    },
    description: {
      en: "AI assistants (ChatGPT, Claude, Perplexity, Gemini…) can only quote pages their crawlers are allowed to read.",
      fr: "Les assistants d'IA (ChatGPT, Claude, Perplexity, Gemini…) ne peuvent citer que les pages que leurs robots ont le droit de lire.",
      es: "Los asistentes de IA (ChatGPT, Claude, Perplexity, Gemini…) solo pueden citar las páginas que sus rastreadores pueden leer.",
      de: "KI-Assistenten (ChatGPT, Claude, Perplexity, Gemini …) können nur Seiten zitieren, die ihre Crawler lesen dürfen.",
    },
    recommendation: {
      en: "In robots.txt, remove or narrow the Disallow rules that apply to the AI crawlers named in the evidence, or give them an explicit group with Allow: /.",
      fr: "Dans le robots.txt, supprimez ou restreignez les règles Disallow qui visent les robots d'IA cités dans le constat, ou donnez-leur un groupe explicite avec Allow: /.",
      es: "En el robots.txt, elimine o restrinja las reglas Disallow que afectan a los rastreadores de IA indicados en la evidencia, o deles un grupo explícito con Allow: /.",
      de: "Entfernen oder begrenzen Sie in der robots.txt die Disallow-Regeln für die im Befund genannten KI-Crawler, oder geben Sie ihnen eine eigene Gruppe mit Allow: /.",
    },
  },
  llms_txt_present: {
    key: "llms_txt_present",
    category: "technical",
    priority: "low",
    title: {
      en: "llms.txt file published",
      fr: "Fichier llms.txt publié",
      es: "Archivo llms.txt publicado",
      de: "llms.txt-Datei veröffentlicht",
    },
    description: {
      en: "llms.txt is an emerging convention: a Markdown summary of the site with links to its key pages, written for language models.",
      fr: "llms.txt est une convention émergente : un résumé du site en Markdown, avec des liens vers ses pages clés, destiné aux modèles de langage.",
      es: "llms.txt es una convención emergente: un resumen del sitio en Markdown, con enlaces a sus páginas clave, pensado para los modelos de lenguaje.",
      de: "llms.txt ist eine neue Konvention: eine Markdown-Zusammenfassung der Website mit Links zu ihren wichtigsten Seiten, geschrieben für Sprachmodelle.",
    },
    recommendation: {
      en: "Publish /llms.txt at the site root: a # title with the brand name, a one-paragraph summary, then lists of links to your key pages.",
      fr: "Publiez /llms.txt à la racine du site : un titre # avec le nom de la marque, un résumé d'un paragraphe, puis des listes de liens vers vos pages clés.",
      es: "Publique /llms.txt en la raíz del sitio: un título # con el nombre de la marca, un resumen de un párrafo y después listas de enlaces a sus páginas clave.",
      de: "Veröffentlichen Sie /llms.txt im Stammverzeichnis: eine #-Überschrift mit dem Markennamen, eine Zusammenfassung in einem Absatz, dann Linklisten zu Ihren wichtigsten Seiten.",
    },
  },
  sitemap_present: {
    key: "sitemap_present",
    category: "technical",
    priority: "medium",
    title: {
      en: "XML sitemap available",
      fr: "Sitemap XML disponible",
      es: "Sitemap XML disponible",
      de: "XML-Sitemap vorhanden",
    },
    description: {
      en: "A sitemap lists the pages crawlers should discover, so AI search indexes find your important content.",
      fr: "Un sitemap liste les pages que les robots doivent découvrir, pour que les index de recherche des IA trouvent vos contenus importants.",
      es: "Un sitemap enumera las páginas que los rastreadores deben descubrir, para que los índices de búsqueda de las IA encuentren su contenido importante.",
      de: "Eine Sitemap listet die Seiten auf, die Crawler finden sollen, damit die Suchindizes der KI-Dienste Ihre wichtigen Inhalte entdecken.",
    },
    recommendation: {
      en: "Publish an XML sitemap (e.g. /sitemap.xml) listing your canonical pages, and declare it in robots.txt with a Sitemap: line.",
      fr: "Publiez un sitemap XML (par exemple /sitemap.xml) listant vos pages canoniques, et déclarez-le dans le robots.txt avec une ligne Sitemap:.",
      es: "Publique un sitemap XML (por ejemplo /sitemap.xml) con sus páginas canónicas y declárelo en el robots.txt con una línea Sitemap:.",
      de: "Veröffentlichen Sie eine XML-Sitemap (z. B. /sitemap.xml) mit Ihren kanonischen Seiten und geben Sie sie in der robots.txt mit einer Sitemap:-Zeile an.",
    },
  },
  https: {
    key: "https",
    category: "technical",
    priority: "high",
    title: {
      en: "Site served over HTTPS",
      fr: "Site servi en HTTPS",
      es: "Sitio servido por HTTPS",
      de: "Website über HTTPS ausgeliefert",
    },
    description: {
      en: "Secure pages are a baseline trust signal for search engines and for the AI assistants that rely on them.",
      fr: "Des pages sécurisées sont un signal de confiance de base pour les moteurs de recherche et pour les assistants d'IA qui s'appuient sur eux.",
      es: "Las páginas seguras son una señal básica de confianza para los buscadores y para los asistentes de IA que dependen de ellos.",
      de: "Sichere Seiten sind ein grundlegendes Vertrauenssignal für Suchmaschinen und für die KI-Assistenten, die auf ihnen aufbauen.",
    },
    recommendation: {
      en: "Install a TLS certificate and redirect every HTTP URL permanently (301) to its HTTPS version.",
      fr: "Installez un certificat TLS et redirigez chaque URL HTTP de façon permanente (301) vers sa version HTTPS.",
      es: "Instale un certificado TLS y redirija cada URL HTTP de forma permanente (301) a su versión HTTPS.",
      de: "Installieren Sie ein TLS-Zertifikat und leiten Sie jede HTTP-URL dauerhaft (301) auf ihre HTTPS-Version um.",
    },
  },
  organization_schema: {
    key: "organization_schema",
    category: "structured_data",
    priority: "high",
    title: {
      en: "Organization structured data",
      fr: "Données structurées Organization",
      es: "Datos estructurados Organization",
      de: "Strukturierte Daten für die Organisation",
    },
    description: {
      en: "Organization JSON-LD on the home page tells AI models who the brand is: name, logo, contact details and official profiles.",
      fr: "Le JSON-LD Organization de la page d'accueil indique aux modèles d'IA qui est la marque : nom, logo, coordonnées et profils officiels.",
      es: "El JSON-LD Organization de la página de inicio indica a los modelos de IA quién es la marca: nombre, logotipo, datos de contacto y perfiles oficiales.",
      de: "Organization-JSON-LD auf der Startseite sagt KI-Modellen, wer die Marke ist: Name, Logo, Kontaktdaten und offizielle Profile.",
    },
    recommendation: {
      en: "Add a JSON-LD block of type Organization (or a subtype such as LocalBusiness) to the home page, with name, url, logo and sameAs links to your official profiles.",
      fr: "Ajoutez à la page d'accueil un bloc JSON-LD de type Organization (ou d'un sous-type comme LocalBusiness) avec name, url, logo et des liens sameAs vers vos profils officiels.",
      es: "Añada a la página de inicio un bloque JSON-LD de tipo Organization (o de un subtipo como LocalBusiness) con name, url, logo y enlaces sameAs a sus perfiles oficiales.",
      de: "Fügen Sie der Startseite einen JSON-LD-Block vom Typ Organization (oder einem Untertyp wie LocalBusiness) mit name, url, logo und sameAs-Links zu Ihren offiziellen Profilen hinzu.",
    },
  },
  faq_schema: {
    key: "faq_schema",
    category: "structured_data",
    priority: "medium",
    title: {
      en: "FAQ structured data",
      fr: "Données structurées FAQ",
      es: "Datos estructurados de preguntas frecuentes",
      de: "Strukturierte FAQ-Daten",
    },
    description: {
      en: "FAQPage markup gives AI assistants ready-made question-and-answer pairs they can reuse in their answers.",
      fr: "Le balisage FAQPage fournit aux assistants d'IA des paires question-réponse prêtes à être reprises dans leurs réponses.",
      es: "El marcado FAQPage ofrece a los asistentes de IA pares de pregunta y respuesta listos para reutilizar en sus respuestas.",
      de: "FAQPage-Markup liefert KI-Assistenten fertige Frage-Antwort-Paare, die sie in ihre Antworten übernehmen können.",
    },
    recommendation: {
      en: "Add a visible FAQ that answers your customers' real questions, marked up with FAQPage JSON-LD (one Question with an acceptedAnswer per entry).",
      fr: "Ajoutez une FAQ visible qui répond aux vraies questions de vos clients, balisée en JSON-LD FAQPage (une Question avec acceptedAnswer par entrée).",
      es: "Añada unas preguntas frecuentes visibles que respondan a las preguntas reales de sus clientes, marcadas con JSON-LD FAQPage (una Question con acceptedAnswer por entrada).",
      de: "Fügen Sie sichtbare FAQ hinzu, die echte Fragen Ihrer Kunden beantworten, ausgezeichnet mit FAQPage-JSON-LD (je Eintrag eine Question mit acceptedAnswer).",
    },
  },
  product_schema: {
    key: "product_schema",
    category: "structured_data",
    priority: "medium",
    title: {
      en: "Product or service structured data",
      fr: "Données structurées produit ou service",
      es: "Datos estructurados de producto o servicio",
      de: "Strukturierte Daten für Produkte oder Dienstleistungen",
    },
    description: {
      en: "Product, Service or Offer markup describes what the brand sells, so AI answers about offers and prices can cite it accurately.",
      fr: "Le balisage Product, Service ou Offer décrit ce que vend la marque, pour que les réponses des IA sur les offres et les prix la citent correctement.",
      es: "El marcado Product, Service u Offer describe lo que vende la marca, para que las respuestas de las IA sobre ofertas y precios la citen con exactitud.",
      de: "Product-, Service- oder Offer-Markup beschreibt, was die Marke verkauft, damit KI-Antworten zu Angeboten und Preisen sie korrekt zitieren.",
    },
    recommendation: {
      en: "Describe your main products or services with Product, Service or Offer JSON-LD (name, description, price or price range) on the home page or your key offer pages.",
      fr: "Décrivez vos principaux produits ou services en JSON-LD Product, Service ou Offer (nom, description, prix ou fourchette de prix) sur la page d'accueil ou vos pages d'offre clés.",
      es: "Describa sus principales productos o servicios con JSON-LD Product, Service u Offer (nombre, descripción, precio o rango de precios) en la página de inicio o en sus páginas de oferta clave.",
      de: "Beschreiben Sie Ihre wichtigsten Produkte oder Dienstleistungen mit Product-, Service- oder Offer-JSON-LD (Name, Beschreibung, Preis oder Preisspanne) auf der Startseite oder Ihren wichtigsten Angebotsseiten.",
    },
  },
  title_and_meta_description: {
    key: "title_and_meta_description",
    category: "content",
    priority: "high",
    title: {
      en: "Title and meta description",
      fr: "Balise title et méta-description",
      es: "Título y metadescripción",
      de: "Title und Meta-Description",
    },
    description: {
      en: "A clear title (up to 60 characters) and meta description (up to 160) are the summary that search and AI tools read first.",
      fr: "Un titre clair (60 caractères maximum) et une méta-description (160 maximum) forment le résumé que les outils de recherche et d'IA lisent en premier.",
      es: "Un título claro (hasta 60 caracteres) y una metadescripción (hasta 160) son el resumen que los buscadores y las herramientas de IA leen primero.",
      de: "Ein klarer Title (bis 60 Zeichen) und eine Meta-Description (bis 160) sind die Zusammenfassung, die Such- und KI-Tools zuerst lesen.",
    },
    recommendation: {
      en: "Give the home page a unique title of at most 60 characters and a meta description of at most 160 characters that say what the brand does.",
      fr: "Donnez à la page d'accueil un titre unique de 60 caractères maximum et une méta-description de 160 caractères maximum qui disent ce que fait la marque.",
      es: "Dé a la página de inicio un título único de 60 caracteres como máximo y una metadescripción de 160 como máximo que expliquen a qué se dedica la marca.",
      de: "Geben Sie der Startseite einen eindeutigen Title mit höchstens 60 Zeichen und eine Meta-Description mit höchstens 160 Zeichen, die sagen, was die Marke tut.",
    },
  },
  canonical_tag: {
    key: "canonical_tag",
    category: "technical",
    priority: "low",
    title: {
      en: "Canonical URL declared",
      fr: "URL canonique déclarée",
      es: "URL canónica declarada",
      de: "Kanonische URL angegeben",
    },
    description: {
      en: "A canonical link tells crawlers which URL is the reference version of a page, so signals are not split between duplicates.",
      fr: "Un lien canonique indique aux robots quelle URL est la version de référence d'une page, pour que les signaux ne se dispersent pas entre des doublons.",
      es: "Un enlace canónico indica a los rastreadores qué URL es la versión de referencia de una página, para que las señales no se repartan entre duplicados.",
      de: "Ein Canonical-Link zeigt Crawlern, welche URL die maßgebliche Version einer Seite ist, damit sich Signale nicht auf Duplikate verteilen.",
    },
    recommendation: {
      en: 'Add <link rel="canonical" href="…"> to the home page, pointing to its own preferred URL on your domain.',
      fr: 'Ajoutez <link rel="canonical" href="…"> à la page d\'accueil, pointant vers sa propre URL préférée sur votre domaine.',
      es: 'Añada <link rel="canonical" href="…"> a la página de inicio, apuntando a su propia URL preferida en su dominio.',
      de: 'Fügen Sie der Startseite <link rel="canonical" href="…"> hinzu, das auf ihre eigene bevorzugte URL auf Ihrer Domain zeigt.',
    },
  },
  language_tag: {
    key: "language_tag",
    category: "technical",
    priority: "low",
    title: {
      en: "Page language declared",
      fr: "Langue de la page déclarée",
      es: "Idioma de la página declarado",
      de: "Seitensprache angegeben",
    },
    description: {
      en: "The lang attribute of <html> tells models which language the content is in, so it reaches the right audience.",
      fr: "L'attribut lang de <html> indique aux modèles la langue du contenu, pour qu'il atteigne le bon public.",
      es: "El atributo lang de <html> indica a los modelos el idioma del contenido, para que llegue al público adecuado.",
      de: "Das lang-Attribut von <html> sagt Modellen, in welcher Sprache der Inhalt ist, damit er das richtige Publikum erreicht.",
    },
    recommendation: {
      en: 'Set a valid language code on the html element, e.g. <html lang="en"> or <html lang="en-GB">.',
      fr: 'Indiquez un code de langue valide sur l\'élément html, par exemple <html lang="fr"> ou <html lang="fr-FR">.',
      es: 'Indique un código de idioma válido en el elemento html, por ejemplo <html lang="es"> o <html lang="es-ES">.',
      de: 'Setzen Sie einen gültigen Sprachcode am html-Element, z. B. <html lang="de"> oder <html lang="de-DE">.',
    },
  },
  content_signals: {
    key: "content_signals",
    category: "content",
    priority: "high",
    title: {
      en: "Substantial, readable home page content",
      fr: "Contenu substantiel et lisible en page d'accueil",
      es: "Contenido sustancial y legible en la página de inicio",
      de: "Substanzieller, lesbarer Inhalt auf der Startseite",
    },
    description: {
      en: "AI crawlers mostly read the HTML as served, without running JavaScript: the page needs real text (over 250 words) and a clear h1 heading.",
      fr: "Les robots d'IA lisent surtout le HTML tel qu'il est servi, sans exécuter le JavaScript : la page a besoin d'un vrai texte (plus de 250 mots) et d'un titre h1 clair.",
      es: "Los rastreadores de IA leen sobre todo el HTML tal como se sirve, sin ejecutar JavaScript: la página necesita texto real (más de 250 palabras) y un encabezado h1 claro.",
      de: "KI-Crawler lesen meist das ausgelieferte HTML, ohne JavaScript auszuführen: Die Seite braucht echten Text (über 250 Wörter) und eine klare h1-Überschrift.",
    },
    recommendation: {
      en: "Put a descriptive h1 and at least 250 words on who you are, what you offer and for whom into the server-rendered HTML of the home page.",
      fr: "Placez dans le HTML rendu côté serveur de la page d'accueil un h1 descriptif et au moins 250 mots sur qui vous êtes, ce que vous proposez et pour qui.",
      es: "Incluya en el HTML renderizado en el servidor de la página de inicio un h1 descriptivo y al menos 250 palabras sobre quién es, qué ofrece y para quién.",
      de: "Bringen Sie eine aussagekräftige h1 und mindestens 250 Wörter darüber, wer Sie sind, was Sie anbieten und für wen, in das serverseitig gerenderte HTML der Startseite.",
    },
  },
} satisfies Record<string, Definition>;

type CheckKey = keyof typeof DEFINITIONS;

/** Every key, in the order `evaluateChecklist` returns them. */
export const CHECKLIST_KEYS = Object.keys(DEFINITIONS) as CheckKey[];

interface Outcome {
  status: CheckStatus;
  /** What was observed, in each language. */
  evidence: LocalizedText | null;
  /** Replaces the item's usual recommendation (e.g. "publish a robots.txt" rather than "remove the rule"). */
  recommendation?: LocalizedText;
}

function item(key: CheckKey, outcome: Outcome): ChecklistItem {
  const def: Definition = DEFINITIONS[key];
  const recommendation =
    outcome.status === "pass" ? null : outcome.status === "unknown" ? UNKNOWN_RECOMMENDATION : (outcome.recommendation ?? def.recommendation);
  return {
    key: def.key,
    category: def.category,
    title: def.title,
    description: def.description,
    status: outcome.status,
    priority: def.priority,
    evidence: outcome.evidence,
    recommendation,
  };
}

// ---------------------------------------------------------------------------------------------
// HTML, read with regular expressions (Workers have no DOM parser)

const ACCENTS: Record<string, string> = { acute: "\u0301", grave: "\u0300", circ: "\u0302", uml: "\u0308", tilde: "\u0303", cedil: "\u0327", ring: "\u030a" };
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", szlig: "ß", aelig: "æ", AElig: "Æ", oelig: "œ", OElig: "Œ",
  oslash: "ø", Oslash: "Ø", laquo: "«", raquo: "»", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", sbquo: "‚", bdquo: "„",
  ndash: "–", mdash: "—", hellip: "…", middot: "·", bull: "•", copy: "©", reg: "®", trade: "™", euro: "€", pound: "£",
  iexcl: "¡", iquest: "¿", deg: "°", times: "×", shy: "", zwnj: "", zwj: "", thinsp: " ", ensp: " ", emsp: " ",
};

function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/gi, (match, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    const named = NAMED_ENTITIES[name];
    if (named !== undefined) return named;
    const accented = /^([a-z])(acute|grave|circ|uml|tilde|cedil|ring)$/i.exec(name);
    return accented ? `${accented[1]}${ACCENTS[accented[2]!.toLowerCase()]}`.normalize("NFC") : match;
  });
}

/** The inside of a start tag, where `>` may appear inside quoted attribute values. */
const TAG_INSIDE = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`;

function parseAttributes(inside: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of inside.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = m[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return attributes;
}

/** Attributes of every `<name …>` start tag, in document order. */
function startTags(html: string, name: string): Map<string, string>[] {
  const pattern = new RegExp(`<${name}(?=[\\s/>])${TAG_INSIDE}>`, "gi");
  return [...html.matchAll(pattern)].map((m) => parseAttributes(m[1] ?? ""));
}

/** Comments, scripts, styles and inline SVG (whose `<title>` is not the page's) removed. */
function withoutCode(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
    .replace(/<(script|style|template|svg|noscript)(?=[\s/>])[\s\S]*?(?:<\/\1\s*>|$)/gi, " ");
}

const TAG = new RegExp(`</?[a-z][a-z0-9:-]*${TAG_INSIDE}>|<![^>]*>`, "gi");

function textOf(html: string): string {
  return decodeEntities(html.replace(TAG, " ")).replace(/\s+/g, " ").trim();
}

function truncate(s: string, max = 120): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** Words of visible text; scripts written without spaces count one word per two characters. */
function countWords(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) {
    if (!/[\p{L}\p{N}]/u.test(token)) continue;
    const cjk = token.match(CJK)?.length ?? 0;
    words += cjk > 0 ? Math.max(1, Math.round(cjk / 2)) : 1;
  }
  return words;
}

interface StructuredData {
  /** schema.org type names found anywhere (top level, inside `@graph`, nested), without vocabulary prefix. */
  types: Set<string>;
  jsonLdBlocks: number;
  invalidBlocks: number;
  microdataTypes: Set<string>;
}

function typeName(value: string): string {
  return value.trim().replace(/^.*[/#:]/, "");
}

function collectTypes(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 32 || typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    for (const entry of value) collectTypes(entry, into, depth + 1);
    return;
  }
  for (const [key, entry] of Object.entries(value)) {
    if (key === "@type") {
      for (const t of Array.isArray(entry) ? entry : [entry]) if (typeof t === "string" && t.trim()) into.add(typeName(t));
    } else {
      collectTypes(entry, into, depth + 1);
    }
  }
}

function parseJsonLd(text: string): unknown {
  const body = text
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, "")
    .replace(/^<!--|-->$/g, "")
    .trim();
  try {
    return JSON.parse(body);
  } catch {
    // Raw line breaks inside strings are common in hand-written JSON-LD and are whitespace to every consumer.
    return JSON.parse(body.replace(/[\u0000-\u001f]+/g, " "));
  }
}

function structuredData(html: string): StructuredData {
  const types = new Set<string>();
  let jsonLdBlocks = 0;
  let invalidBlocks = 0;
  const scripts = new RegExp(`<script(?=[\\s/>])${TAG_INSIDE}>([\\s\\S]*?)</script\\s*>`, "gi");
  for (const m of html.matchAll(scripts)) {
    const type = parseAttributes(m[1] ?? "").get("type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/ld+json") continue;
    jsonLdBlocks++;
    try {
      collectTypes(parseJsonLd(m[2] ?? ""), types);
    } catch {
      invalidBlocks++;
    }
  }
  const microdataTypes = new Set<string>();
  for (const m of withoutCode(html).matchAll(/\sitemtype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
    for (const t of (m[1] ?? m[2] ?? m[3] ?? "").split(/\s+/)) if (/schema\.org/i.test(t)) microdataTypes.add(typeName(t));
  }
  return { types, jsonLdBlocks, invalidBlocks, microdataTypes };
}

// ---------------------------------------------------------------------------------------------
// Checks that read the home page

/** Organization and its common subtypes; names ending in Organization, Business or Store are subtypes too. */
const ORGANIZATION_TYPES = new Set([
  "Organization", "Corporation", "LocalBusiness", "OnlineBusiness", "OnlineStore", "NGO", "Project", "Consortium",
  "Airline", "Cooperative", "FundingScheme", "LibrarySystem", "PerformingGroup", "PoliticalParty", "WorkersUnion",
  "ProfessionalService", "LegalService", "Attorney", "Notary", "FinancialService", "BankOrCreditUnion", "InsuranceAgency",
  "AccountingService", "RealEstateAgent", "TravelAgency", "EmploymentAgency", "Restaurant", "FoodEstablishment", "CafeOrCoffeeShop",
  "Bakery", "BarOrPub", "Hotel", "LodgingBusiness", "Dentist", "Physician", "MedicalClinic", "Hospital", "Pharmacy", "Optician",
  "HealthAndBeautyBusiness", "HomeAndConstructionBusiness", "Electrician", "Plumber", "RoofingContractor", "GeneralContractor",
  "HVACBusiness", "AutoDealer", "AutoRepair", "ChildCare", "DryCleaningOrLaundry", "ShoppingCenter", "SportsClub",
  "School", "CollegeOrUniversity", "Preschool", "MiddleSchool", "HighSchool", "ElementarySchool", "Library", "Museum",
  "MovieTheater", "NightClub", "Casino", "GolfCourse", "ExerciseGym", "HealthClub", "DaySpa", "BeautySalon", "HairSalon", "NailSalon",
]);
const PRODUCT_TYPES = new Set([
  "Product", "ProductGroup", "ProductModel", "IndividualProduct", "SomeProducts", "Vehicle", "Car", "Motorcycle", "DietarySupplement",
  "Service", "FinancialProduct", "BankAccount", "LoanOrCredit", "InvestmentOrDeposit", "PaymentCard", "CurrencyConversionService",
  "BroadcastService", "CableOrSatelliteService", "FoodService", "GovernmentService", "TaxiService", "WebAPI",
  "Offer", "AggregateOffer", "OfferCatalog", "SoftwareApplication", "WebApplication", "MobileApplication",
]);
const FAQ_TYPES = new Set(["FAQPage"]);

const isOrganizationType = (t: string) => ORGANIZATION_TYPES.has(t) || /(?:Organization|Business|Store)$/.test(t);

function describeTypes(data: StructuredData, say: Say): string {
  if (data.jsonLdBlocks === 0 && data.microdataTypes.size === 0) return say.noStructuredData();
  const parts: string[] = [];
  if (data.jsonLdBlocks > 0) parts.push(say.jsonLdBlocks(data.jsonLdBlocks, [...data.types].slice(0, 12).join(", ") || null));
  if (data.invalidBlocks > 0) parts.push(say.invalidJsonLd(data.invalidBlocks));
  if (data.microdataTypes.size > 0) parts.push(say.microdataTypes([...data.microdataTypes].slice(0, 8).join(", ")));
  return parts.join("; ");
}

function schemaCheck(data: StructuredData, matches: (t: string) => boolean, label: SchemaLabel, absent: CheckStatus): Outcome {
  const jsonLd = [...data.types].filter(matches);
  if (jsonLd.length > 0) return { status: "pass", evidence: evidence((say) => say.schemaFound("JSON-LD", jsonLd.join(", "))) };
  const microdata = [...data.microdataTypes].filter(matches);
  if (microdata.length > 0) return { status: "pass", evidence: evidence((say) => say.schemaFound("microdata", microdata.join(", "))) };
  return { status: absent, evidence: evidence((say) => say.schemaMissing(label, describeTypes(data, say))) };
}

function titleAndDescription(html: string): Outcome {
  const clean = withoutCode(html);
  const headEnd = clean.search(/<\/head\s*>|<body(?=[\s>])/i);
  const head = headEnd >= 0 ? clean.slice(0, headEnd) : clean;
  const titleMatch = /<title(?=[\s>])[^>]*>([\s\S]*?)<\/title\s*>/i.exec(head) ?? /<title(?=[\s>])[^>]*>([\s\S]*?)<\/title\s*>/i.exec(clean);
  const title = titleMatch ? textOf(titleMatch[1] ?? "") : "";
  const meta = startTags(clean, "meta").find((a) => a.get("name")?.trim().toLowerCase() === "description");
  const description = meta?.get("content")?.replace(/\s+/g, " ").trim() ?? "";
  const t = [...title].length;
  const d = [...description].length;
  const seen = (say: Say) =>
    [title ? say.title(t, truncate(title, 90)) : say.noTitle(), description ? say.description(d, truncate(description, 180)) : say.noDescription()].join("; ");
  if (!title && !description) return { status: "fail", evidence: evidence(seen) };
  if (!title || !description || t > 60 || d > 160) {
    const problems = (say: Say) => [t > 60 ? say.titleTooLong() : null, d > 160 ? say.descriptionTooLong() : null].filter(Boolean);
    return { status: "warning", evidence: evidence((say) => (problems(say).length > 0 ? `${seen(say)} (${problems(say).join(", ")})` : seen(say))) };
  }
  return { status: "pass", evidence: evidence(seen) };
}

function siteOf(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}

function safeUrl(url: string | null | undefined, base?: string): URL | null {
  if (!url) return null;
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

function canonical(html: string, pageUrl: string | null): Outcome {
  const links = startTags(withoutCode(html), "link").filter((a) => (a.get("rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"));
  const hrefs = [...new Set(links.map((a) => (a.get("href") ?? "").trim()).filter(Boolean))];
  if (hrefs.length === 0) return { status: "fail", evidence: evidence((say) => (links.length > 0 ? say.canonicalWithoutHref() : say.noCanonical())) };
  if (hrefs.length > 1) return { status: "warning", evidence: evidence((say) => say.severalCanonicals(hrefs.slice(0, 3).join(", "))) };
  const href = hrefs[0]!;
  const resolved = safeUrl(href, pageUrl ?? undefined);
  if (!resolved) return { status: "warning", evidence: evidence((say) => say.canonicalInvalid(truncate(href))) };
  const page = safeUrl(pageUrl);
  if (page && siteOf(resolved.hostname) !== siteOf(page.hostname)) {
    return { status: "warning", evidence: evidence((say) => say.canonicalElsewhere(truncate(resolved.href))) };
  }
  return { status: "pass", evidence: evidence((say) => say.canonicalOk(truncate(resolved.href))) };
}

const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i;

function languageTag(html: string): Outcome {
  const attributes = startTags(withoutCode(html), "html")[0];
  const lang = (attributes?.get("lang") ?? attributes?.get("xml:lang"))?.trim();
  if (lang === undefined) return { status: "fail", evidence: evidence((say) => (attributes ? say.noLangAttribute() : say.noHtmlElement())) };
  if (!LANGUAGE_CODE.test(lang)) return { status: "warning", evidence: evidence((say) => say.langInvalid(truncate(lang, 40))) };
  return { status: "pass", evidence: evidence((say) => say.langOk(lang)) };
}

const MIN_WORDS_PASS = 250;
const MIN_WORDS_WARNING = 80;

function contentSignals(html: string): Outcome {
  const body = withoutCode(html).replace(/<head(?=[\s>])[\s\S]*?<\/head\s*>/i, " ");
  const words = countWords(textOf(body));
  const h1s = [...body.matchAll(/<h1(?=[\s>])[^>]*>([\s\S]*?)<\/h1\s*>/gi)].map((m) => {
    const inner = m[1] ?? "";
    return textOf(inner) || startTags(inner, "img").map((a) => a.get("alt")?.trim() ?? "").find(Boolean) || "";
  });
  const h1 = h1s.find(Boolean);
  const seen = evidence((say) => say.words(words, h1 ? truncate(h1, 80) : null));
  if (words < MIN_WORDS_WARNING) return { status: "fail", evidence: seen };
  if (words > MIN_WORDS_PASS && h1) return { status: "pass", evidence: seen };
  return { status: "warning", evidence: seen };
}

// ---------------------------------------------------------------------------------------------
// Checks that read the root files

/** 401/403/429 say "not you / not now", not "absent": like 5xx and network errors, they leave the check unknown. */
const REFUSED = new Set([401, 403, 407, 408, 429]);

function unreadable(file: string, status: number | null): Outcome | null {
  if (status === null) return { status: "unknown", evidence: evidence((say) => say.fileUnreachable(file)) };
  if (status >= 500 || REFUSED.has(status)) return { status: "unknown", evidence: evidence((say) => say.fileStatus(file, status)) };
  return null;
}

/** A 200 that is really an HTML page (a soft 404 or a catch-all route), not the text file asked for. */
function looksLikeHtml(body: string): boolean {
  return /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(body);
}

const SITEMAP_SAMPLE = 50;

function robotsCheck(snapshot: SiteSnapshot): Outcome {
  const { status, body } = snapshot.robotsTxt;
  const failure = unreadable("robots.txt", status);
  if (failure) return failure;
  if (status! >= 400) {
    return {
      status: "warning",
      evidence: evidence((say) => say.robotsMissing(status!)),
      recommendation: ROBOTS_MISSING_RECOMMENDATION,
    };
  }
  const text = body ?? "";
  if (looksLikeHtml(text)) {
    return {
      status: "warning",
      evidence: evidence((say) => say.robotsHtml(status!)),
      recommendation: ROBOTS_MISSING_RECOMMENDATION,
    };
  }
  const home = safeUrl(snapshot.finalUrl) ?? safeUrl(snapshot.website);
  if (!home) return { status: "unknown", evidence: evidence((say) => say.invalidWebsite()) };
  // The rules are read for the home page's path on one origin; only paths matter to them.
  const origin = home.origin;
  const robots = robotsParser(`${origin}/robots.txt`, text);
  const lines = text.split(/\r\n|\r|\n/);
  const homePath = `${origin}${home.pathname}`;

  const blockedOnHome = AI_CRAWLERS.filter((agent) => robots.isAllowed(homePath, agent) === false);
  if (blockedOnHome.length > 0) {
    const byLine = new Map<number, string[]>();
    for (const agent of blockedOnHome) {
      const line = robots.getMatchingLineNumber(homePath, agent);
      byLine.set(line, [...(byLine.get(line) ?? []), agent]);
    }
    const groups = (say: Say) =>
      [...byLine.entries()]
        .map(([line, agents]) => {
          const rule = lines[line - 1]?.trim();
          return say.blockedGroup(agents.join(", "), rule ? line : null, rule ? truncate(rule, 60) : null);
        })
        .join("; ");
    const major = blockedOnHome.filter((agent) => MAJOR_AI_CRAWLERS.includes(agent));
    return {
      status: major.length > 0 ? "fail" : "warning",
      evidence: evidence((say) => say.disallowedOn(home.pathname, groups(say))),
    };
  }

  // Home page open: are whole sections (listed in the sitemap) closed to the major assistants?
  const site = siteOf(home.hostname);
  const sample = snapshot.sitemap.urls
    .map((u) => safeUrl(u))
    .filter((u): u is URL => u !== null && siteOf(u.hostname) === site)
    .slice(0, SITEMAP_SAMPLE)
    .map((u) => `${origin}${u.pathname}${u.search}`);
  const partial: { agent: string; blocked: number; example: string }[] = [];
  for (const agent of MAJOR_AI_CRAWLERS) {
    const blocked = sample.filter((u) => robots.isAllowed(u, agent) === false);
    if (blocked.length > 0) partial.push({ agent, blocked: blocked.length, example: new URL(blocked[0]!).pathname });
  }
  if (partial.length > 0) {
    const parts = (say: Say) => partial.slice(0, 4).map((p) => say.partlyBlocked(p.agent, p.blocked, sample.length, p.example)).join("; ");
    return { status: "warning", evidence: evidence((say) => say.openButDisallowed(parts(say))) };
  }
  return { status: "pass", evidence: evidence((say) => say.allAllowed(AI_CRAWLERS.length, home.pathname, sample.length)) };
}

function llmsCheck(snapshot: SiteSnapshot): Outcome {
  const { status, body } = snapshot.llmsTxt;
  const failure = unreadable("llms.txt", status);
  if (failure) return failure;
  // A young, optional convention: its absence is a warning, never a fail.
  if (status! >= 400) return { status: "warning", evidence: evidence((say) => say.llmsMissing(status!)) };
  const text = (body ?? "").trim();
  if (looksLikeHtml(text)) return { status: "warning", evidence: evidence((say) => say.llmsHtml(status!)) };
  if (!text) return { status: "warning", evidence: evidence((say) => say.llmsEmpty()) };
  const firstLine = text.split(/\r?\n/, 1)[0]!.trim();
  if (!/^#\s+\S/.test(firstLine)) return { status: "warning", evidence: evidence((say) => say.llmsNoTitle(truncate(firstLine, 60))) };
  return { status: "pass", evidence: evidence((say) => say.llmsFound(text.length, truncate(firstLine, 80))) };
}

function sitemapCheck(snapshot: SiteSnapshot): Outcome {
  const { url, status, urls } = snapshot.sitemap;
  const where = url ?? "sitemap";
  if (url === null && status === null) return { status: "unknown", evidence: evidence((say) => say.noSitemap()) };
  const failure = unreadable(where, status);
  if (failure) return failure;
  if (status! >= 400) return { status: "fail", evidence: evidence((say) => say.sitemapStatus(where, status!)) };
  if (urls.length === 0) return { status: "warning", evidence: evidence((say) => say.sitemapEmpty(where, status!)) };
  return { status: "pass", evidence: evidence((say) => say.sitemapOk(where, `${urls.length}${urls.length >= 500 ? "+" : ""}`)) };
}

// ---------------------------------------------------------------------------------------------

const HOME_DEPENDENT: CheckKey[] = [
  "https",
  "organization_schema",
  "faq_schema",
  "product_schema",
  "title_and_meta_description",
  "canonical_tag",
  "language_tag",
  "content_signals",
];

/**
 * The checklist, one item per key of `CHECKLIST_KEYS`, in that order. Pure: everything comes from the snapshot.
 *
 * Status rules:
 * - Home page items need a 2xx home page; otherwise they are `unknown` (never `fail`), the evidence giving the
 *   status. `https` only needs an answer below 500 (it reads the final URL).
 * - robots.txt: 2xx → parsed with robots-parser for the home page's path and each AI crawler; a major
 *   assistant crawler (`MAJOR_AI_CRAWLERS`) blocked → fail, only minor ones → warning, the home page open but a
 *   major crawler blocked on pages listed in the sitemap → warning; 404/410 (or an HTML page) → warning, since
 *   crawlers then may fetch everything; 401/403/429/5xx/network error → unknown.
 * - llms.txt: a Markdown file starting with a `# ` title → pass; 404 or an HTML page or no title → warning
 *   (the convention is young and optional); 401/403/429/5xx/network error → unknown.
 * - sitemap: 2xx with page URLs → pass; 2xx without any → warning; 404 and other 4xx → fail;
 *   401/403/429/5xx/network error → unknown.
 * - Organization schema absent → fail. FAQ and Product/Service/Offer schema absent → warning: only the home
 *   page is read, and they often live on other pages.
 * - Title and meta description: both missing → fail; one missing, title > 60 or description > 160
 *   characters → warning. Canonical missing → fail; several or pointing to another site → warning.
 *   `<html lang>` missing → fail; not a language code → warning.
 * - Content: under 80 words of visible text → fail; over 250 words and an h1 → pass; otherwise warning.
 */
export function evaluateChecklist(snapshot: SiteSnapshot): ChecklistItem[] {
  const outcomes = new Map<CheckKey, Outcome>();
  outcomes.set("robots_txt_allows_ai_crawlers", robotsCheck(snapshot));
  outcomes.set("llms_txt_present", llmsCheck(snapshot));
  outcomes.set("sitemap_present", sitemapCheck(snapshot));

  const status = snapshot.homeStatus;
  const html = snapshot.homeHtml;
  if (status !== null && status >= 200 && status < 300 && html !== null) {
    const data = structuredData(html);
    outcomes.set("https", https(snapshot));
    outcomes.set("organization_schema", schemaCheck(data, isOrganizationType, "organization", "fail"));
    outcomes.set("faq_schema", schemaCheck(data, (t) => FAQ_TYPES.has(t), "faq", "warning"));
    outcomes.set("product_schema", schemaCheck(data, (t) => PRODUCT_TYPES.has(t), "product", "warning"));
    outcomes.set("title_and_meta_description", titleAndDescription(html));
    outcomes.set("canonical_tag", canonical(html, snapshot.finalUrl ?? snapshot.website));
    outcomes.set("language_tag", languageTag(html));
    outcomes.set("content_signals", contentSignals(html));
  } else {
    const seen = evidence((say) => (status === null ? say.homeUnreachable() : say.homeStatus(status)));
    for (const key of HOME_DEPENDENT) outcomes.set(key, { status: "unknown", evidence: seen });
    if (status !== null && status < 500) outcomes.set("https", https(snapshot));
  }
  return CHECKLIST_KEYS.map((key) => item(key, outcomes.get(key) ?? { status: "unknown", evidence: null }));
}

function https(snapshot: SiteSnapshot): Outcome {
  const url = snapshot.finalUrl ?? snapshot.website;
  return snapshot.https
    ? { status: "pass", evidence: evidence((say) => say.httpsOk(truncate(url))) }
    : { status: "fail", evidence: evidence((say) => say.httpsPlain(truncate(url))) };
}
