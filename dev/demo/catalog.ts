// What the demo is made of: markets, the nine sectors in four languages, the brands each demo account
// follows, and the agencies' own words (questionnaires, roles, audit and schedule names).
import type { Question } from "../../src/db/schema";

export type Language = "fr" | "en" | "es" | "de";
export type Sector = "hospitality" | "retail" | "finance" | "healthcare" | "software" | "education" | "travel" | "food" | "automotive";
type Gender = "f" | "m";

export interface Market {
  country: string;
  language: Language;
  tld: string;
  /** The country as a description says it, preposition included. */
  place: string;
  timeZone: string;
  /** Phone numbers of the market, `#` for a digit. */
  phone: string;
  firstNames: [string, Gender][];
  lastNames: string[];
}

export const MARKETS = {
  FR: { country: "FR", language: "fr", tld: "fr", place: "en France", timeZone: "Europe/Paris", phone: "+33 1 ## ## ## ##", firstNames: [["Camille", "f"], ["Léa", "f"], ["Hugo", "m"], ["Chloé", "f"], ["Étienne", "m"], ["Théo", "m"]], lastNames: ["Durand", "Lefèvre", "Moreau", "Girard", "Bérard", "Faure"] },
  BE: { country: "BE", language: "fr", tld: "be", place: "en Belgique", timeZone: "Europe/Brussels", phone: "+32 2 ### ## ##", firstNames: [["Louis", "m"], ["Emma", "f"], ["Arthur", "m"], ["Manon", "f"]], lastNames: ["Dubois", "Lambert", "Dupont", "Lejeune"] },
  US: { country: "US", language: "en", tld: "com", place: "in the United States", timeZone: "America/New_York", phone: "+1 212 ### ####", firstNames: [["Emily", "f"], ["Jacob", "m"], ["Olivia", "f"], ["Mason", "m"], ["Ava", "f"]], lastNames: ["Johnson", "Carter", "Nguyen", "Brooks", "Reed"] },
  GB: { country: "GB", language: "en", tld: "co.uk", place: "in the United Kingdom", timeZone: "Europe/London", phone: "+44 20 #### ####", firstNames: [["Oliver", "m"], ["Amelia", "f"], ["Harry", "m"], ["Isla", "f"], ["George", "m"]], lastNames: ["Smith", "Taylor", "Davies", "Evans", "Walsh"] },
  CA: { country: "CA", language: "en", tld: "ca", place: "in Canada", timeZone: "America/Toronto", phone: "+1 416 ### ####", firstNames: [["Liam", "m"], ["Charlotte", "f"], ["Noah", "m"], ["Emma", "f"]], lastNames: ["Wilson", "Campbell", "MacDonald", "Thompson"] },
  ES: { country: "ES", language: "es", tld: "es", place: "en España", timeZone: "Europe/Madrid", phone: "+34 91 ### ## ##", firstNames: [["Lucía", "f"], ["Mateo", "m"], ["Sofía", "f"], ["Álvaro", "m"], ["Nuria", "f"]], lastNames: ["García", "Martínez", "Núñez", "Ortega", "Ruiz"] },
  DE: { country: "DE", language: "de", tld: "de", place: "in Deutschland", timeZone: "Europe/Berlin", phone: "+49 30 ### ####", firstNames: [["Jonas", "m"], ["Lena", "f"], ["Lukas", "m"], ["Jürgen", "m"], ["Anna", "f"]], lastNames: ["Müller", "Schäfer", "Weiß", "Becker", "Groß"] },
  CH: { country: "CH", language: "de", tld: "ch", place: "in der Schweiz", timeZone: "Europe/Zurich", phone: "+41 44 ### ## ##", firstNames: [["Noah", "m"], ["Mia", "f"], ["Luca", "m"], ["Lara", "f"]], lastNames: ["Meier", "Keller", "Huber", "Brunner", "Käser"] },
} as const satisfies Record<string, Market>;
export type Country = keyof typeof MARKETS;

interface SectorTexts {
  /** What buyers search for; prompts are generated from them. */
  keywords: string[];
  /** The client's description; `{place}` is the market's `place`. */
  description: string;
  /** Brands of the sector in this language, competitors of the clients. */
  rivals: string[];
}

export const SECTORS: Record<Language, Record<Sector, SectorTexts>> = {
  en: {
    hospitality: { keywords: ["boutique hotel", "spa weekend", "city break"], description: "Boutique hotels and spa weekends {place}.", rivals: ["Grand Meridian", "Parkside Suites", "The Harbourview", "Oak & Ember Inn", "Bluewater Lodge"] },
    retail: { keywords: ["sustainable fashion", "outdoor gear", "online shoe store"], description: "Clothing, shoes and outdoor gear, in stores and online {place}.", rivals: ["UrbanThread", "Trailmark", "Fernway", "Stitch & Sole", "Northfield Supply"] },
    finance: { keywords: ["online bank", "business account", "budgeting app"], description: "Online banking and business accounts {place}.", rivals: ["Nova Bank", "Coinwise", "Brightpurse", "Ledgerline", "Keystone Direct"] },
    healthcare: { keywords: ["telemedicine", "dermatology clinic", "physiotherapy"], description: "Clinics and telemedicine {place}.", rivals: ["HealthHarbor", "DocDirect", "MediPlus", "ClearSkin Clinic", "Motion Physio"] },
    software: { keywords: ["CRM for small businesses", "invoicing software", "project management tool"], description: "Software for small businesses {place}: CRM, invoicing and projects.", rivals: ["Salesbase", "Trackwise", "Planhub", "Ticketly", "Invoicely"] },
    education: { keywords: ["language school", "online courses", "coding bootcamp"], description: "Language courses, online training and coding bootcamps {place}.", rivals: ["Learnio", "Skillforge", "Classbridge", "CodeCamp North", "Lingo Lane"] },
    travel: { keywords: ["guided tours", "family holidays", "eco travel"], description: "Guided tours and family holidays, sold {place}.", rivals: ["TripNest", "Globetrail", "Jetwise", "Wayfarer Tours", "Harborline Travel"] },
    food: { keywords: ["organic bakery", "meal delivery", "specialty coffee"], description: "Bakery, specialty coffee and meal delivery {place}.", rivals: ["FreshPlate", "BeanHouse", "Crumb & Co", "Daily Loaf", "Greenbox Meals"] },
    automotive: { keywords: ["electric car dealer", "car servicing", "car leasing"], description: "Electric cars, servicing and leasing {place}.", rivals: ["Motorhub", "EVolve", "Drivewise", "Autocare Express", "Sparkline Motors"] },
  },
  // Keywords start with a consonant: the French prompts put "de" before them ("entreprises de {topic}").
  fr: {
    hospitality: { keywords: ["séjour bien-être", "boutique-hôtel", "week-end en amoureux"], description: "Hôtels de charme et séjours bien-être {place}.", rivals: ["Hôtel du Parc Royal", "Les Demeures du Lac", "Relais des Cimes", "Villa Hortensia", "Auberge du Vieux Port"] },
    retail: { keywords: ["mode durable", "matériel de randonnée", "chaussures en ligne"], description: "Vêtements, chaussures et matériel de plein air, en boutique et en ligne {place}.", rivals: ["Maison Tissage", "Chausseur Malin", "Sentier & Cie", "Fil d'Ariane Mode", "Boutique Capucine"] },
    finance: { keywords: ["banque en ligne", "compte professionnel", "gestion de budget"], description: "Banque en ligne et comptes professionnels {place}.", rivals: ["Banque Azuréenne", "Épargne Directe", "Compte Clair", "Finéo", "Trésor Malin"] },
    healthcare: { keywords: ["téléconsultation", "dermatologie", "kinésithérapie"], description: "Cliniques et téléconsultation {place}.", rivals: ["Docteur Express", "Médicis Santé", "Kiné Plus", "Dermato Conseil", "Santé Proximité"] },
    software: { keywords: ["logiciel de facturation", "CRM pour TPE", "gestion de projet"], description: "Logiciels pour les petites entreprises {place} : relation client, facturation, projets.", rivals: ["Facturo", "Gestiplan", "ClientPro", "Tableau Net", "Pilotage Express"] },
    education: { keywords: ["cours de langues", "formation en ligne", "programmation web"], description: "Cours de langues, formations en ligne et initiation à la programmation {place}.", rivals: ["Institut Babel", "Savoirs en Ligne", "École du Code", "Académie Voltaire", "Lingua Cours"] },
    travel: { keywords: ["voyages organisés", "vacances en famille", "tourisme durable"], description: "Voyages organisés et vacances en famille, vendus {place}.", rivals: ["Escapades Bleues", "Terres Lointaines", "Horizons Nomades", "Chemins de Traverse", "Routes d'Émeraude"] },
    food: { keywords: ["boulangerie bio", "livraison de repas", "café de spécialité"], description: "Boulangerie, café de spécialité et livraison de repas {place}.", rivals: ["Fournil Saint-Jean", "Le Panier Frais", "Brûlerie des Halles", "Les Délices d'Arthur", "Pain & Partage"] },
    automotive: { keywords: ["voiture électrique", "réparation automobile", "location longue durée"], description: "Voitures électriques, entretien et location longue durée {place}.", rivals: ["Garage des Alpes", "Électro Auto Services", "Auto Sérénité", "Loca Longue", "Carrosserie Dumont"] },
  },
  es: {
    hospitality: { keywords: ["hotel boutique", "escapada con spa", "escapada urbana"], description: "Hoteles boutique y escapadas con spa {place}.", rivals: ["Hotel Alameda", "Posada del Río", "Casa Serena", "Hostal Mirador", "Palacio de la Vega"] },
    retail: { keywords: ["moda sostenible", "material de montaña", "zapatos online"], description: "Ropa, calzado y material de montaña, en tienda y online {place}.", rivals: ["ModaPunto", "Calzados Brisa", "Cumbre Outdoor", "Tejidos Norte", "Tienda Vereda"] },
    finance: { keywords: ["banco online", "cuenta para empresas", "app de presupuestos"], description: "Banca online y cuentas para empresas {place}.", rivals: ["Banca Prisma", "Ahorro Directo", "Cuenta Clara", "Finanzas Sol", "Monedero Ágil"] },
    healthcare: { keywords: ["telemedicina", "clínica dermatológica", "fisioterapia"], description: "Clínicas y telemedicina {place}.", rivals: ["Clínica Alborán", "Médico en Casa", "Fisio Activa", "Dermalia", "Salud Cercana"] },
    software: { keywords: ["CRM para pymes", "software de facturación", "gestión de proyectos"], description: "Software para pymes {place}: clientes, facturación y proyectos.", rivals: ["Gestiona Pro", "Cliente360", "Planifica", "Contable Nube", "Tareas Claras"] },
    education: { keywords: ["academia de idiomas", "cursos online", "curso de programación"], description: "Cursos de idiomas, formación online y programación {place}.", rivals: ["Academia Cervantes", "Idiomas Puente", "Aula Abierta", "Código Joven", "Saber Más Online"] },
    travel: { keywords: ["viajes organizados", "vacaciones en familia", "turismo sostenible"], description: "Viajes organizados y vacaciones en familia, vendidos {place}.", rivals: ["Viajes Sol", "Rumbo Verde", "Destinos Alba", "Caminos de Sefarad", "Escapadas Ibéricas"] },
    food: { keywords: ["panadería ecológica", "comida a domicilio", "café de especialidad"], description: "Panadería, café de especialidad y comida a domicilio {place}.", rivals: ["Panadería Real", "Horno San Blas", "Café Tostado Sur", "Comida en Casa", "Mercado Fresco"] },
    automotive: { keywords: ["coche eléctrico", "taller mecánico", "alquiler de coches"], description: "Coches eléctricos, taller y alquiler de larga duración {place}.", rivals: ["Carrera Autos", "Taller Ruedas", "Eléctricos Levante", "Alquiler Ibérico", "Motor Sierra"] },
  },
  de: {
    hospitality: { keywords: ["Boutique-Hotel", "Wellness-Wochenende", "Städtereise"], description: "Boutique-Hotels und Wellness-Wochenenden {place}.", rivals: ["Nordlicht Hotels", "Seehotel Sonnenhang", "Landhaus Lindenhof", "Parkhotel Eichengrund", "Gasthof Bergblick"] },
    retail: { keywords: ["nachhaltige Mode", "Outdoor-Ausrüstung", "Schuhe online"], description: "Mode, Schuhe und Outdoor-Ausrüstung, im Laden und online {place}.", rivals: ["Stilhaus", "Bergpfad Ausrüstung", "Schuhwerk Schmidt", "Kleiderei Nord", "Modekontor"] },
    finance: { keywords: ["Direktbank", "Geschäftskonto", "Haushaltsbuch-App"], description: "Online-Banking und Geschäftskonten {place}.", rivals: ["Kapitalplus", "Sparwerk Direkt", "Kontohaus", "Finanzblick", "Münzwerk"] },
    healthcare: { keywords: ["Telemedizin", "Hautarzt", "Physiotherapie"], description: "Praxen, Kliniken und Telemedizin {place}.", rivals: ["Gesundwerk", "Praxis am Markt", "Hautzentrum Süd", "Physio Aktiv", "Doktor Direkt"] },
    software: { keywords: ["CRM für kleine Unternehmen", "Rechnungssoftware", "Projektmanagement-Software"], description: "Software für kleine Unternehmen {place}: Kundenverwaltung, Rechnungen, Projekte.", rivals: ["Rechnungsprofi", "Kundenkompass", "Projektwerk", "Planwerk Online", "Buchhalter Digital"] },
    education: { keywords: ["Sprachschule", "Online-Kurse", "Programmierkurs"], description: "Sprachkurse, Online-Weiterbildung und Programmierkurse {place}.", rivals: ["Lernwelt", "Sprachinstitut Brücke", "Codeschmiede", "Akademie Weitblick", "Wissenswerk Online"] },
    travel: { keywords: ["Gruppenreisen", "Familienurlaub", "nachhaltiges Reisen"], description: "Gruppenreisen und Familienurlaub für Reisende {place}.", rivals: ["Reisefux", "Wanderwelt Reisen", "Sonnenziel", "Fernziel Touristik", "Grünes Reisen"] },
    food: { keywords: ["Bio-Bäckerei", "Essenslieferung", "Röstkaffee"], description: "Bäckerei, Röstkaffee und Essenslieferung {place}.", rivals: ["Kornblume", "Backstube Meyer", "Röstwerk Nord", "Frischekiste", "Brotzeit Bäckerei"] },
    automotive: { keywords: ["Elektroauto-Händler", "Autowerkstatt", "Auto-Leasing"], description: "Elektroautos, Werkstatt und Leasing {place}.", rivals: ["Autowelt", "Stromer Autohaus", "Werkstatt Krause", "Leasingpartner Süd", "Autohaus Wendt"] },
  },
};

export interface Brand {
  name: string;
  sector: Sector;
  country: Country;
  /** Other names the brand goes by; only names that could mean nothing else. */
  aliases?: string[];
  /** The sector's keywords and description when absent, for brands narrower than their sector. */
  keywords?: string[];
  description?: string;
  /** The agency paused its work for this client after its second monthly audit. */
  paused?: boolean;
}

/** Lumen Digital's clients, markets mixed so that every list and filter shows several of them. */
export const AGENCY_BRANDS: Brand[] = [
  { name: "Maison Lumière", sector: "hospitality", country: "FR" },
  { name: "Kleiderwerk", sector: "retail", country: "DE" },
  { name: "Zürcher Sparhaus", sector: "finance", country: "CH" },
  { name: "CareBridge Health", sector: "healthcare", country: "US", aliases: ["CareBridge"] },
  { name: "Pivotly", sector: "software", country: "GB" },
  { name: "Maplewood Academy", sector: "education", country: "CA" },
  { name: "Rutas del Sur", sector: "travel", country: "ES" },
  { name: "Gaufres Lambert", sector: "food", country: "BE", keywords: ["gaufres artisanales", "biscuiterie"], description: "Gaufres et biscuits artisanaux, en boutique et en ligne {place}." },
  { name: "Garage Martin", sector: "automotive", country: "FR", keywords: ["réparation automobile", "voiture électrique"], description: "Garage : entretien, réparation et voitures électriques {place}." },
  { name: "Harbor & Pine Hotels", sector: "hospitality", country: "US", aliases: ["Harbor & Pine", "Harbor and Pine Hotels"] },
  { name: "Zapatería Luna", sector: "retail", country: "ES", keywords: ["zapatos online", "calzado sostenible"], description: "Zapatería: calzado sostenible, en tienda y online {place}." },
  { name: "Crédit Horizon", sector: "finance", country: "FR" },
  { name: "Wellfield Clinics", sector: "healthcare", country: "GB", aliases: ["Wellfield"] },
  { name: "Teamwerk", sector: "software", country: "DE" },
  { name: "Oakridge Online", sector: "education", country: "US", keywords: ["online courses", "coding bootcamp"], description: "Online courses and coding bootcamps {place}." },
  { name: "Voyages Azur", sector: "travel", country: "FR", aliases: ["Azur Voyages"] },
  { name: "Kaffeerösterei Süd", sector: "food", country: "CH", aliases: ["Rösterei Süd"], keywords: ["Röstkaffee", "Kaffeebohnen online"], description: "Kaffeerösterei: Röstkaffee und Kaffeebohnen im Versand {place}." },
  { name: "Voltway Motors", sector: "automotive", country: "CA", aliases: ["Voltway"] },
  { name: "Casa Olivar", sector: "hospitality", country: "ES" },
  { name: "Maille & Lin", sector: "retail", country: "FR", aliases: ["Maille et Lin"] },
  { name: "Ledgerly", sector: "finance", country: "US" },
  { name: "Clinique des Tilleuls", sector: "healthcare", country: "FR" },
  { name: "Nimbus CRM", sector: "software", country: "US", paused: true },
  { name: "Académie Ambiorix", sector: "education", country: "BE" },
  { name: "Gipfelreisen", sector: "travel", country: "CH", keywords: ["Wanderreisen", "Gruppenreisen"], description: "Wanderreisen und Bergtouren für Reisende {place}." },
  { name: "Honeycomb Bakery", sector: "food", country: "US", keywords: ["organic bakery", "sourdough bread"], description: "Organic bakery: sourdough bread and pastries {place}." },
  { name: "AutoRápido", sector: "automotive", country: "ES", aliases: ["Auto Rápido"] },
  { name: "The Wren House", sector: "hospitality", country: "GB", aliases: ["Wren House"] },
  { name: "Northbound Outfitters", sector: "retail", country: "US", keywords: ["outdoor gear", "hiking boots"], description: "Outdoor gear and hiking boots, in stores and online {place}." },
  { name: "Banco Claro", sector: "finance", country: "ES", paused: true },
  { name: "Cabinet Médical des Étangs", sector: "healthcare", country: "BE" },
  { name: "Cuentalia", sector: "software", country: "ES" },
  { name: "École Alizé", sector: "education", country: "FR" },
  { name: "Fernweh Reisen", sector: "travel", country: "DE" },
  { name: "Boulangerie Dorée", sector: "food", country: "FR", keywords: ["boulangerie bio", "pain au levain"], description: "Boulangerie bio : pain au levain et viennoiseries {place}." },
  { name: "Kfz-Technik Brenner", sector: "automotive", country: "DE", keywords: ["Autowerkstatt", "Auto-Leasing"], description: "Kfz-Werkstatt mit Wartung, Reparatur und Leasing {place}." },
  { name: "Le Relais du Sablon", sector: "hospitality", country: "BE", aliases: ["Relais du Sablon"] },
  { name: "Bramble & Co", sector: "retail", country: "GB", aliases: ["Bramble and Co"] },
  { name: "Sterling Mint", sector: "finance", country: "GB", paused: true },
  { name: "Clínicas Almena", sector: "healthcare", country: "ES" },
  { name: "Gestia", sector: "software", country: "FR" },
  { name: "Compass & Kite", sector: "travel", country: "CA", aliases: ["Compass and Kite"] },
  { name: "Green Fork Kitchen", sector: "food", country: "CA", aliases: ["Green Fork"], keywords: ["meal delivery", "healthy meal kits"], description: "Healthy meals and meal kits delivered {place}." },
  { name: "Greenline EV", sector: "automotive", country: "GB", aliases: ["Greenline"] },
  { name: "Alpenhof Residenz", sector: "hospitality", country: "DE" },
];

/** Three more agency clients whose websites are the local demo sites (`npm run dev` serves them). */
export const DEMO_SITE_BRANDS = {
  good: { name: "Acme Analytics", sector: "software", country: "US", keywords: ["AI visibility analytics"], description: "AI visibility analytics for brands and agencies {place}." },
  blocked: { name: "Le Fournil du Verrou", sector: "food", country: "FR", keywords: ["boulangerie bio"], description: "Boulangerie artisanale {place}." },
  mixed: { name: "Autohaus Halbach", sector: "automotive", country: "DE", keywords: ["Elektroauto-Händler"], description: "Autohaus für Elektroautos {place}." },
} as const satisfies Record<string, Brand>;

/** Nordwind Partner's clients: mostly German-speaking, one in each other language. */
export const PARTNER_BRANDS: Brand[] = [
  { name: "Landhotel Sonnwiese", sector: "hospitality", country: "DE", keywords: ["Landhotel", "Wellness-Wochenende"], description: "Landhotel mit Wellnessbereich {place}." },
  { name: "Praxis Nordstern", sector: "healthcare", country: "DE" },
  { name: "Sprachschule Adler", sector: "education", country: "DE", keywords: ["Sprachschule", "Deutschkurs"], description: "Sprachkurse und Deutschkurse {place}." },
  { name: "Alpsteig Outdoor", sector: "retail", country: "CH", aliases: ["Alpsteig"], keywords: ["Outdoor-Ausrüstung", "Wanderschuhe"], description: "Outdoor-Ausrüstung und Wanderschuhe, im Laden und online {place}." },
  { name: "Taktwerk", sector: "software", country: "CH" },
  { name: "Fromagerie des Aravis", sector: "food", country: "FR", keywords: ["fromage de Savoie", "fromagerie en ligne"], description: "Fromages de Savoie affinés, en boutique et en ligne {place}." },
  { name: "Wanderlane", sector: "travel", country: "GB" },
  { name: "Academia Faro", sector: "education", country: "ES" },
];

/** Solo Studio's two clients. */
export const FREE_BRANDS: Brand[] = [
  { name: "Thistle Physio", sector: "healthcare", country: "GB", keywords: ["physiotherapy", "sports massage"], description: "Physiotherapy and sports rehabilitation {place}." },
  { name: "Little Oak Coffee", sector: "food", country: "US", keywords: ["specialty coffee", "coffee subscription"], description: "Specialty coffee roasted in small batches, sold {place}." },
];

/** What `&` reads as in each language, in domains. */
export const AND: Record<Language, string> = { en: "and", fr: "et", es: "y", de: "und" };

/** Contact roles, masculine and feminine. */
export const ROLES: Record<Language, [string, string][]> = {
  en: [["Head of Marketing", "Head of Marketing"], ["CEO", "CEO"], ["SEO Manager", "SEO Manager"], ["Brand Manager", "Brand Manager"]],
  fr: [["Responsable marketing", "Responsable marketing"], ["Directeur général", "Directrice générale"], ["Responsable SEO", "Responsable SEO"], ["Chef de marque", "Cheffe de marque"]],
  es: [["Director de marketing", "Directora de marketing"], ["Director general", "Directora general"], ["Responsable de SEO", "Responsable de SEO"], ["Responsable de marca", "Responsable de marca"]],
  de: [["Marketingleiter", "Marketingleiterin"], ["Geschäftsführer", "Geschäftsführerin"], ["SEO-Manager", "SEO-Managerin"], ["Markenmanager", "Markenmanagerin"]],
};

/** The agency's brief, its template's title, and what contacts answer to "which competitor worries you" (`{rival}` is one of the client's). */
export const SURVEYS: Record<Language, { title: string; template: string; questions: Question[]; worries: string[] }> = {
  en: {
    title: "AI visibility brief",
    template: "AI visibility brief (template)",
    questions: [
      { id: "q1", type: "scale", label: "How important are AI assistants for your customers' choices?", min: 1, max: 5 },
      { id: "q2", type: "single_choice", label: "Which assistant do your customers use most?", options: ["ChatGPT", "Gemini", "Perplexity", "Claude", "Mistral"] },
      { id: "q3", type: "multiple_choice", label: "Which topics should the brand be recommended for?", options: ["Price", "Quality", "Service", "Sustainability"] },
      { id: "q4", type: "text", label: "Which competitor worries you most, and why?" },
    ],
    worries: ["{rival} comes first in most answers.", "Assistants quote {rival}'s prices right and ours often wrong.", "{rival} is cited as a source; we rarely are.", "Answers repeat the good reviews of {rival} and our slow support."],
  },
  fr: {
    title: "Brief visibilité IA",
    template: "Brief visibilité IA (modèle)",
    questions: [
      { id: "q1", type: "scale", label: "Quelle importance ont les assistants IA dans les choix de vos clients ?", min: 1, max: 5 },
      { id: "q2", type: "single_choice", label: "Quel assistant vos clients utilisent-ils le plus ?", options: ["ChatGPT", "Gemini", "Perplexity", "Claude", "Mistral"] },
      { id: "q3", type: "multiple_choice", label: "Sur quels sujets la marque doit-elle être recommandée ?", options: ["Prix", "Qualité", "Service", "Durabilité"] },
      { id: "q4", type: "text", label: "Quel concurrent vous inquiète le plus, et pourquoi ?" },
    ],
    worries: ["{rival} apparaît en premier dans la plupart des réponses.", "Les assistants citent correctement les prix de {rival}, les nôtres souvent de travers.", "{rival} est cité comme source, nous rarement.", "Les réponses reprennent les bons avis sur {rival} et notre support jugé lent."],
  },
  es: {
    title: "Brief de visibilidad en IA",
    template: "Brief de visibilidad en IA (plantilla)",
    questions: [
      { id: "q1", type: "scale", label: "¿Qué importancia tienen los asistentes de IA en las decisiones de sus clientes?", min: 1, max: 5 },
      { id: "q2", type: "single_choice", label: "¿Qué asistente usan más sus clientes?", options: ["ChatGPT", "Gemini", "Perplexity", "Claude", "Mistral"] },
      { id: "q3", type: "multiple_choice", label: "¿Por qué temas debería recomendarse la marca?", options: ["Precio", "Calidad", "Servicio", "Sostenibilidad"] },
      { id: "q4", type: "text", label: "¿Qué competidor le preocupa más y por qué?" },
    ],
    worries: ["{rival} aparece primero en la mayoría de las respuestas.", "Los asistentes citan bien los precios de {rival} y los nuestros, a menudo mal.", "A {rival} lo citan como fuente; a nosotros, casi nunca.", "Las respuestas repiten las buenas opiniones sobre {rival} y nuestro soporte lento."],
  },
  de: {
    title: "Briefing KI-Sichtbarkeit",
    template: "Briefing KI-Sichtbarkeit (Vorlage)",
    questions: [
      { id: "q1", type: "scale", label: "Wie wichtig sind KI-Assistenten für die Entscheidungen Ihrer Kunden?", min: 1, max: 5 },
      { id: "q2", type: "single_choice", label: "Welchen Assistenten nutzen Ihre Kunden am meisten?", options: ["ChatGPT", "Gemini", "Perplexity", "Claude", "Mistral"] },
      { id: "q3", type: "multiple_choice", label: "Für welche Themen soll die Marke empfohlen werden?", options: ["Preis", "Qualität", "Service", "Nachhaltigkeit"] },
      { id: "q4", type: "text", label: "Welcher Wettbewerber beunruhigt Sie am meisten, und warum?" },
    ],
    worries: ["{rival} steht in den meisten Antworten an erster Stelle.", "Bei {rival} nennen die Assistenten die Preise richtig, bei uns oft falsch.", "{rival} wird als Quelle zitiert, wir nur selten.", "Die Antworten wiederholen die guten Bewertungen von {rival} und unseren langsamen Support."],
  },
};

/** The monthly audits' name before the month ("Audit mensuel — septembre 2026"). */
export const MONTHLY_AUDIT: Record<Language, string> = { en: "Monthly audit", fr: "Audit mensuel", es: "Auditoría mensual", de: "Monatliches Audit" };

/** What a schedule's name says of its frequency. */
export const SCHEDULE_LABELS: Record<Language, Record<"daily" | "weekly" | "monthly" | "weekdays", string>> = {
  en: { daily: "daily", weekly: "weekly", monthly: "monthly", weekdays: "weekday mornings" },
  fr: { daily: "quotidien", weekly: "hebdomadaire", monthly: "mensuel", weekdays: "matins en semaine" },
  es: { daily: "diario", weekly: "semanal", monthly: "mensual", weekdays: "mañanas entre semana" },
  de: { daily: "täglich", weekly: "wöchentlich", monthly: "monatlich", weekdays: "werktags morgens" },
};
