// Demo data for local development: agencies, keys with fixed values, 40+ clients with contacts,
// competitors, GEO checklists and hallucinated URLs. Imports nothing from Node, so the Workers tests can seed it too.
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { accounts, apiKeys, auditQueries, audits, clients, competitors, contacts, creditLedger, type Question, questionnaireResponses, questionnaires, reports, scheduledAudits } from "../../src/db/schema";
import { nextRunAfter } from "../../src/domain/schedules/cron";
import { createAccountWithBonus } from "../../src/domain/credits";
import { MONTHLY_CREDITS } from "../../src/domain/plans";
import { launchAudit } from "../../src/domain/launch";
import { runQuery } from "../../src/jobs/audit-runner";
import { displayPrefix, hashKey, SCOPES } from "../../src/platform/keys";

export const DEMO_KEYS = {
  fullAccess: "geo_DemoAgentFullAccess0000000000001",
  readOnly: "geo_DemoAgentReadOnly000000000000002",
  freePlan: "geo_DemoFreePlan00000000000000000003",
  partner: "geo_DemoPartnerAgency000000000000004",
} as const;

/** Deterministic pseudo-random numbers, so every fresh database gets the same demo data. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Market = { country: string; language: string; tld: string; firstNames: string[]; lastNames: string[]; phone: string };
const MARKETS: Market[] = [
  { country: "FR", language: "fr", tld: "fr", firstNames: ["Camille", "Léa", "Hugo", "Chloé", "Étienne"], lastNames: ["Durand", "Lefèvre", "Moreau", "Girard", "Bérard"], phone: "+33 1 " },
  { country: "US", language: "en", tld: "com", firstNames: ["Emily", "Jacob", "Olivia", "Mason", "Ava"], lastNames: ["Johnson", "Carter", "Nguyen", "Brooks", "Reed"], phone: "+1 415 " },
  { country: "ES", language: "es", tld: "es", firstNames: ["Lucía", "Mateo", "Sofía", "Álvaro", "Nuria"], lastNames: ["García", "Martínez", "Núñez", "Ortega", "Ruiz"], phone: "+34 91 " },
  { country: "DE", language: "de", tld: "de", firstNames: ["Jonas", "Lena", "Lukas", "Jürgen", "Anna"], lastNames: ["Müller", "Schäfer", "Weiß", "Becker", "Groß"], phone: "+49 30 " },
  { country: "GB", language: "en", tld: "co.uk", firstNames: ["Oliver", "Amelia", "Harry", "Isla", "George"], lastNames: ["Smith", "Taylor", "Davies", "Evans", "Walsh"], phone: "+44 20 " },
  { country: "BE", language: "fr", tld: "be", firstNames: ["Louis", "Emma", "Arthur", "Manon"], lastNames: ["Peeters", "Dubois", "Janssens", "Lambert"], phone: "+32 2 " },
  { country: "CH", language: "de", tld: "ch", firstNames: ["Noah", "Mia", "Luca", "Lara"], lastNames: ["Meier", "Keller", "Huber", "Brunner"], phone: "+41 44 " },
  { country: "CA", language: "en", tld: "ca", firstNames: ["Liam", "Charlotte", "Noah", "Maëlle"], lastNames: ["Tremblay", "Roy", "Wilson", "Gagnon"], phone: "+1 514 " },
];

const SECTORS: Record<string, { brands: string[]; keywords: string[]; rivals: string[] }> = {
  hospitality: { brands: ["Maison Lumière", "Harbor & Pine Hotels", "Casa Olivar", "Alpenhof Residenz", "The Wren House"], keywords: ["boutique hotel", "spa weekend", "city break"], rivals: ["Hôtel Soleil", "Grand Meridian", "Nordlicht Hotels", "Citadines Luxe", "Parkside Suites"] },
  retail: { brands: ["Atelier Verde", "Northbound Outfitters", "Zapatería Luna", "Kleiderwerk", "Bramble & Co"], keywords: ["sustainable fashion", "outdoor gear", "online shoe store"], rivals: ["UrbanThread", "Trailmark", "ModaPunto", "Stilhaus", "Fernway"] },
  finance: { brands: ["Crédit Horizon", "Ledgerly", "Banco Claro", "Finanzpilot", "Sterling Mint"], keywords: ["online bank", "business account", "budgeting app"], rivals: ["Nova Bank", "Coinwise", "Finvista", "Kapitalplus", "Brightpurse"] },
  healthcare: { brands: ["Clinique des Tilleuls", "CareBridge Health", "Salud Vital", "Praxis Nordstern", "Wellfield Clinics"], keywords: ["telemedicine", "dermatology clinic", "physiotherapy"], rivals: ["MediPlus", "HealthHarbor", "Clinalia", "Gesundwerk", "DocDirect"] },
  saas: { brands: ["Pivotly", "Nimbus CRM", "Factura Fácil", "Teamwerk", "Quillstack"], keywords: ["crm for small business", "invoicing software", "project management tool"], rivals: ["Salesbase", "Trackwise", "Docufy", "Planhub", "Ticketly"] },
  education: { brands: ["École Horizon", "Brightpath Academy", "Academia Lumen", "Sprachschule Adler", "Oakridge Online"], keywords: ["language school", "online courses", "coding bootcamp"], rivals: ["Learnio", "Skillforge", "EduNova", "Lernwelt", "Classbridge"] },
  travel: { brands: ["Voyages Azur", "Wanderlane", "Rutas del Sur", "Fernweh Reisen", "Compass & Kite"], keywords: ["guided tours", "family holidays", "eco travel"], rivals: ["TripNest", "Globetrail", "Viajes Sol", "Reisefux", "Jetwise"] },
  food: { brands: ["Boulangerie Dorée", "Green Fork Kitchen", "Tapas Mar", "Kaffeerösterei Süd", "Honeycomb Bakery"], keywords: ["organic bakery", "meal delivery", "specialty coffee"], rivals: ["FreshPlate", "BeanHouse", "Panaderia Real", "Kornblume", "Crumb & Co"] },
  automotive: { brands: ["Garage Martin", "Voltway Motors", "AutoRápido", "Fahrwerk Service", "Greenline EV"], keywords: ["electric car dealer", "car servicing", "car leasing"], rivals: ["Motorhub", "EVolve", "Carrera Autos", "Autowelt", "Drivewise"] },
};

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function plain(text: string): string {
  return slug(text).replace(/-/g, ".");
}

interface ClientSpec {
  name: string;
  sector: string;
  market: Market;
  keywords: string[];
  rivals: string[];
  /** A reachable site (the local demo sites); default: the brand's made-up domain. */
  website?: string;
}

function clientSpecs(count: number, offset: number): ClientSpec[] {
  const sectors = Object.entries(SECTORS);
  return Array.from({ length: count }, (_, i) => {
    const [sector, data] = sectors[(i + offset) % sectors.length]!;
    const brand = data.brands[Math.floor((i + offset) / sectors.length) % data.brands.length]!;
    return { name: brand, sector, market: MARKETS[(i * 3 + offset) % MARKETS.length]!, keywords: data.keywords, rivals: data.rivals };
  });
}

async function insertClients(db: Database, accountId: number, specs: ClientSpec[], random: () => number, baseTime: number) {
  const rows = await db
    .insert(clients)
    .values(
      specs.map((spec, i) => {
        const domain = spec.website ? new URL(spec.website).hostname : `${slug(spec.name).replace(/-/g, "")}.${spec.market.tld}`;
        return {
          accountId,
          name: spec.name,
          sector: spec.sector,
          website: spec.website ?? `https://www.${domain}`,
          domain,
          country: spec.market.country,
          language: spec.market.language,
          aliases: spec.name.includes(" ") ? [spec.name.split(" ")[0]!] : [],
          keywords: spec.keywords.slice(0, 1 + Math.floor(random() * spec.keywords.length)),
          description: `${spec.name} is a ${spec.sector} brand serving customers in ${spec.market.country}.`,
          status: i % 13 === 12 ? ("paused" as const) : ("active" as const),
          createdAt: new Date(baseTime + i * 86_400_000),
          updatedAt: new Date(baseTime + i * 86_400_000 + 3_600_000),
        };
      }),
    )
    .returning({ id: clients.id, domain: clients.domain });

  const contactRows: (typeof contacts.$inferInsert)[] = [];
  const competitorRows: (typeof competitors.$inferInsert)[] = [];
  rows.forEach((client, i) => {
    const spec = specs[i]!;
    for (let n = 0; n < 1 + Math.floor(random() * 3); n++) {
      const first = spec.market.firstNames[(i + n) % spec.market.firstNames.length]!;
      const last = spec.market.lastNames[(i * 2 + n) % spec.market.lastNames.length]!;
      contactRows.push({
        accountId,
        clientId: client.id,
        firstName: first,
        lastName: last,
        email: `${plain(first)}.${plain(last)}@${client.domain}`,
        phone: `${spec.market.phone}${String(1000000 + Math.floor(random() * 8999999)).replace(/(\d{3})(\d{4})$/, "$1 $2")}`,
        role: ["Head of Marketing", "CEO", "SEO Manager", "Brand Manager"][n % 4]!,
        isPrimary: n === 0,
      });
    }
    const rivalCount = 2 + Math.floor(random() * 3);
    for (let n = 0; n < rivalCount; n++) {
      const rival = spec.rivals[(i + n) % spec.rivals.length]!;
      competitorRows.push({ accountId, clientId: client.id, name: rival, website: `https://www.${slug(rival).replace(/-/g, "")}.${spec.market.tld}`, aliases: [] });
    }
  });
  await db.batch([db.insert(contacts).values(contactRows), db.insert(competitors).values(competitorRows)]);
  return rows.length;
}

const SURVEY: Record<string, { title: string; questions: Question[] }> = {
  en: { title: "AI visibility brief", questions: [
    { id: "q1", type: "scale", label: "How important are AI assistants for your customers' choices?", min: 1, max: 5 },
    { id: "q2", type: "single_choice", label: "Which assistant do your customers use most?", options: ["ChatGPT", "Gemini", "Perplexity", "Claude", "Mistral"] },
    { id: "q3", type: "multiple_choice", label: "Which topics should the brand be recommended for?", options: ["Price", "Quality", "Service", "Sustainability"] },
    { id: "q4", type: "text", label: "Which competitor worries you most, and why?" },
  ] },
  fr: { title: "Brief visibilité IA", questions: [
    { id: "q1", type: "scale", label: "Quelle importance ont les assistants IA dans les choix de vos clients ?", min: 1, max: 5 },
    { id: "q2", type: "single_choice", label: "Quel assistant vos clients utilisent-ils le plus ?", options: ["ChatGPT", "Gemini", "Perplexity", "Claude", "Mistral"] },
    { id: "q3", type: "multiple_choice", label: "Sur quels sujets la marque doit-elle être recommandée ?", options: ["Prix", "Qualité", "Service", "Durabilité"] },
    { id: "q4", type: "text", label: "Quel concurrent vous inquiète le plus, et pourquoi ?" },
  ] },
  es: { title: "Brief de visibilidad en IA", questions: [
    { id: "q1", type: "scale", label: "¿Qué importancia tienen los asistentes de IA en las decisiones de sus clientes?", min: 1, max: 5 },
    { id: "q2", type: "single_choice", label: "¿Qué asistente usan más sus clientes?", options: ["ChatGPT", "Gemini", "Perplexity", "Claude", "Mistral"] },
    { id: "q3", type: "multiple_choice", label: "¿Por qué temas debería recomendarse la marca?", options: ["Precio", "Calidad", "Servicio", "Sostenibilidad"] },
    { id: "q4", type: "text", label: "¿Qué competidor le preocupa más y por qué?" },
  ] },
  de: { title: "Briefing KI-Sichtbarkeit", questions: [
    { id: "q1", type: "scale", label: "Wie wichtig sind KI-Assistenten für die Entscheidungen Ihrer Kunden?", min: 1, max: 5 },
    { id: "q2", type: "single_choice", label: "Welchen Assistenten nutzen Ihre Kunden am meisten?", options: ["ChatGPT", "Gemini", "Perplexity", "Claude", "Mistral"] },
    { id: "q3", type: "multiple_choice", label: "Für welche Themen soll die Marke empfohlen werden?", options: ["Preis", "Qualität", "Service", "Nachhaltigkeit"] },
    { id: "q4", type: "text", label: "Welcher Wettbewerber beunruhigt Sie am meisten, und warum?" },
  ] },
};
const FREE_TEXT = ["Our main rival appears first in most answers.", "Prices are often quoted wrong.", "We are rarely cited as a source.", "Reviews mention slow support."];

/** A template for the account, and a brief per client with one response per contact. */
async function seedQuestionnaires(db: Database, accountId: number, random: () => number) {
  const clientRows = await db.select({ id: clients.id, language: clients.language }).from(clients).where(eq(clients.accountId, accountId)).orderBy(asc(clients.id));
  const contactRows = await db.select({ id: contacts.id, clientId: contacts.clientId }).from(contacts).where(eq(contacts.accountId, accountId));
  await db.insert(questionnaires).values({ accountId, clientId: null, title: `${SURVEY.en!.title} (template)`, language: "en", questions: SURVEY.en!.questions, status: "draft" });
  const created = await db
    .insert(questionnaires)
    .values(clientRows.map((c, i) => {
      const survey = SURVEY[c.language] ?? SURVEY.en!;
      return { accountId, clientId: c.id, title: survey.title, language: SURVEY[c.language] ? c.language : "en", questions: survey.questions, status: i % 5 === 4 ? ("closed" as const) : ("active" as const) };
    }))
    .returning({ id: questionnaires.id, clientId: questionnaires.clientId, questions: questionnaires.questions });
  const responses = created.flatMap((q) =>
    contactRows
      .filter((c) => c.clientId === q.clientId)
      .map((c) => {
        const [scale, single, multiple] = q.questions as [Question, Question, Question, Question];
        return {
          accountId,
          questionnaireId: q.id,
          contactId: c.id,
          answers: {
            q1: (scale.min ?? 1) + Math.floor(random() * ((scale.max ?? 5) - (scale.min ?? 1) + 1)),
            q2: single.options![Math.floor(random() * single.options!.length)]!,
            q3: multiple.options!.filter(() => random() < 0.5),
            q4: FREE_TEXT[Math.floor(random() * FREE_TEXT.length)]!,
          },
          submittedAt: new Date(Date.now() - Math.floor(random() * 60) * 86_400_000),
        };
      }),
  );
  if (responses.length > 0) await db.insert(questionnaireResponses).values(responses);
}

const HISTORY_MODELS = ["gpt-4o", "claude-sonnet", "mistral-large"];
const HISTORY_DAYS_AGO = [90, 60, 30];
const DAY = 86_400_000;

/** Credits an account as the monthly allowance would have, balance and ledger together. */
async function grantCredits(db: Database, accountId: number, amount: number, at: Date) {
  await db.batch([
    db.update(accounts).set({ creditBalance: sql`${accounts.creditBalance} + ${amount}` }).where(eq(accounts.id, accountId)),
    db.insert(creditLedger).values({ accountId, amount, reason: "monthly_allowance", description: "Monthly allowance", createdAt: at }),
  ]);
}

/**
 * Gives every client of the account a history of completed audits by running the audit engine
 * itself (launch, the offline provider, analysis, scoring) and then moving the timestamps back.
 */
async function seedAuditHistory(db: Database, accountId: number, now: number) {
  const clientRows = await db.select({ id: clients.id }).from(clients).where(eq(clients.accountId, accountId)).orderBy(asc(clients.id));
  const engineEnv = { PROVIDER_MODE: "offline", SITE_FETCH: "local-only" };
  for (const [round, daysAgo] of HISTORY_DAYS_AGO.entries()) {
    const at = new Date(now - daysAgo * DAY);
    await grantCredits(db, accountId, MONTHLY_CREDITS.agent, at);
    for (const client of clientRows) {
      // The latest audit of each account's first client asks every question three times: its scores carry narrower
      // 95 % intervals, and its results show the samples.
      const samples = round === HISTORY_DAYS_AGO.length - 1 && client.id === clientRows[0]!.id ? 3 : 1;
      const outcome = await launchAudit(db, { client_id: client.id, model_ids: HISTORY_MODELS, name: `Monthly audit ${round + 1}`, samples }, { accountId, trigger: "api" });
      if (outcome.kind !== "launched") continue;
      await Promise.all(outcome.queryIds.map((id) => runQuery(db, engineEnv, id)));
      const auditId = outcome.audit.id;
      const started = new Date(at.getTime() + (client.id % 50) * 60_000);
      const completed = new Date(started.getTime() + 90_000);
      await db.batch([
        db.update(audits).set({ createdAt: started, startedAt: new Date(started.getTime() + 2_000), completedAt: completed, updatedAt: completed }).where(eq(audits.id, auditId)),
        db.update(reports).set({ createdAt: completed }).where(eq(reports.auditId, auditId)),
        db.update(auditQueries).set({ createdAt: started, completedAt: new Date(started.getTime() + 60_000) }).where(eq(auditQueries.auditId, auditId)),
        db.update(creditLedger).set({ createdAt: started }).where(eq(creditLedger.auditId, auditId)),
      ]);
    }
  }
}

/** Inserts the demo data once; a second run finds the demo agency and does nothing. */
/** Local demo sites (`npm run dev` serves them) to point a few demo clients at, so their site checks have something real to read. */
export interface DemoSites {
  good: string;
  blocked: string;
  mixed: string;
}

function demoSiteSpecs(sites: DemoSites): ClientSpec[] {
  const us = MARKETS[1]!;
  return [
    { name: "Acme Analytics", sector: "saas", market: us, keywords: ["ai visibility analytics"], rivals: SECTORS.saas!.rivals, website: sites.good },
    { name: "Blocked Bakery", sector: "food", market: MARKETS[0]!, keywords: ["boulangerie bio"], rivals: SECTORS.food!.rivals, website: sites.blocked },
    { name: "Mixed Motors", sector: "automotive", market: MARKETS[3]!, keywords: ["Elektroauto Händler"], rivals: SECTORS.automotive!.rivals, website: sites.mixed },
  ];
}

export async function seedDemo(db: Database, opts: { demoSites?: DemoSites } = {}): Promise<{ created: boolean }> {
  const existing = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, "demo@lumen-agency.example"));
  if (existing.length > 0) return { created: false };

  const agency = await createAccountWithBonus(db, { name: "Lumen Digital (demo)", email: "demo@lumen-agency.example", company: "Lumen Digital", plan: "agent", locale: "fr" });
  const free = await createAccountWithBonus(db, { name: "Solo Studio (demo)", email: "demo@solo-studio.example", company: "Solo Studio", plan: "free", locale: "en" });
  const partner = await createAccountWithBonus(db, { name: "Northwind Partners (demo)", email: "demo@northwind-partners.example", company: "Northwind Partners", plan: "pro", isPartner: true, locale: "de" });
  const readScopes = SCOPES.filter((scope) => scope.endsWith(":read"));
  const keys = [
    { accountId: agency!.id, name: "Demo full access", key: DEMO_KEYS.fullAccess, scopes: ["*"] },
    { accountId: agency!.id, name: "Demo read-only", key: DEMO_KEYS.readOnly, scopes: readScopes },
    { accountId: free!.id, name: "Demo free plan", key: DEMO_KEYS.freePlan, scopes: ["*"] },
    { accountId: partner!.id, name: "Demo partner", key: DEMO_KEYS.partner, scopes: ["*"] },
  ];
  await db.insert(apiKeys).values(
    await Promise.all(
      keys.map(async ({ key, ...rest }) => ({ ...rest, keyHash: await hashKey(key), prefix: displayPrefix(key) })),
    ),
  );
  const random = mulberry32(20261122);
  const baseTime = Date.UTC(2026, 0, 5, 9, 0, 0);
  await insertClients(db, agency!.id, [...clientSpecs(45, 0), ...(opts.demoSites ? demoSiteSpecs(opts.demoSites) : [])], random, baseTime);
  await insertClients(db, partner!.id, clientSpecs(8, 5), random, baseTime);
  await insertClients(db, free!.id, clientSpecs(2, 3), random, baseTime);
  const now = Date.now();
  for (const account of [agency, partner, free]) await seedAuditHistory(db, account.id, now);
  for (const account of [agency, partner]) await seedQuestionnaires(db, account.id, random);
  // The agency has started working on its plans: every third open task is in progress.
  await db.execute(sql`update action_plan_tasks set status = 'in_progress' where status = 'todo' and id % 3 = 0`);
  await seedSchedules(db, agency!.id, new Date(now));
  await seedSchedules(db, partner!.id, new Date(now));
  return { created: true };
}

/**
 * Schedules of every kind: monthly ones in the client's zone, weekly, a cron expression, one paused
 * after failed runs, and one due right now so the first cron tick (`/__scheduled`) launches it.
 */
async function seedSchedules(db: Database, accountId: number, now: Date) {
  const clientRows = await db.select({ id: clients.id, name: clients.name, country: clients.country }).from(clients).where(eq(clients.accountId, accountId)).orderBy(asc(clients.id)).limit(16);
  const zone = (country: string) => ({ FR: "Europe/Paris", DE: "Europe/Berlin", ES: "Europe/Madrid", GB: "Europe/London", US: "America/New_York", CA: "America/Toronto", BE: "Europe/Brussels", CH: "Europe/Zurich" })[country] ?? "UTC";
  const values = clientRows.map((client, index) => {
    const frequency = index % 5 === 1 ? "weekly" : index % 5 === 3 ? "0 7 * * 1-5" : "monthly";
    const timezone = zone(client.country);
    const base = { accountId, clientId: client.id, name: `${client.name} — ${frequency === "0 7 * * 1-5" ? "weekday mornings" : frequency}`, frequency, timezone, modelIds: HISTORY_MODELS };
    if (index === 0) return { ...base, name: `${client.name} — due now`, nextRunAt: new Date(now.getTime() - 60_000) };
    if (index === 2) return { ...base, active: false, nextRunAt: null, consecutiveFailures: 3, lastRunAt: new Date(now.getTime() - 86_400_000), lastError: "Not enough credits: this audit needs 60 credits (10 prompts × 3 models) and 12 are available." };
    return { ...base, nextRunAt: nextRunAfter(frequency, timezone, now) };
  });
  if (values.length > 0) await db.insert(scheduledAudits).values(values);
}
