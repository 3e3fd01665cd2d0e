// Demo data for local development: three agencies with fixed keys, 58 clients in four languages with
// contacts, competitors, questionnaires, three months of audits run by the audit engine itself, their
// reports, action plans and findings, a credit ledger that adds up, and schedules. Every date is told
// back from the moment of seeding, in order. Imports nothing from Node, so the Workers tests seed it too.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { accounts, apiKeys, invitations, securityEvents, users, auditQueries, audits, clientPrompts, clients, competitors, contacts, creditLedger, domainRules, type Plan, type Question, questionnaireResponses, questionnaires, reports, scheduledAuditRuns, scheduledAudits } from "../../src/db/schema";
import { createAccountWithBonus, MONTHLY_CREDITS } from "../../src/domain/account";
import { launchAudit } from "../../src/domain/audits";
import { generatedPrompts, promptCandidates } from "../../src/domain/clients";
import { hashPassword, INVITATION_TTL_DAYS, type SecurityEventKind } from "../../src/domain/users";
import { nextRunAfter, nextRuns } from "../../src/domain/schedules";
import { countryReason } from "../../src/domain/providers";
import { runQuery } from "../../src/jobs/audit-runner";
import { ApiError } from "../../src/platform/errors";
import { displayPrefix, hashKey, SCOPES } from "../../src/platform/keys";
import { registerDemoEndpoints, settleDemoDeliveries } from "./webhooks";
import { AGENCY_BRANDS, AND, type Brand, DEMO_SITE_BRANDS, FREE_BRANDS, type Language, MARKETS, MONTHLY_AUDIT, PARTNER_BRANDS, ROLES, SCHEDULE_LABELS, SECTORS, SURVEYS } from "./catalog";

export { DEMO_WEBHOOK_SECRET, DEV_WEBHOOKS_PORT } from "./webhooks";

export const DEMO_KEYS = {
  fullAccess: "geo_DemoAgentFullAccess0000000000001",
  readOnly: "geo_DemoAgentReadOnly000000000000002",
  freePlan: "geo_DemoFreePlan00000000000000000003",
  partner: "geo_DemoPartnerAgency000000000000004",
} as const;

/**
 * The console's demo users (dev seed only; `npm run dev` prints them): Lumen Digital's owner and a viewer, and
 * Nordwind Partner's owner. The passwords are public: these accounts exist only in the local demo database.
 */
export const DEMO_USERS = {
  lumenOwner: { email: "owner@lumen.example", password: "lumen-demo-owner", name: "Camille Laurent", role: "owner", locale: "fr" },
  lumenViewer: { email: "viewer@lumen.example", password: "lumen-demo-viewer", name: "Hugo Martin", role: "viewer", locale: "fr" },
  nordwindOwner: { email: "owner@nordwind.example", password: "nordwind-demo-owner", name: "Jonas Becker", role: "owner", locale: "de" },
} as const;

/** Local demo sites (`npm run dev` serves them) to point a few demo clients at, so their site checks have something real to read. */
export interface DemoSites {
  good: string;
  blocked: string;
  mixed: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** A name as it is written where accents cannot go: German spells ä, ö, ü, ß as ae, oe, ue, ss; other languages drop the accent. */
function ascii(text: string, language: Language): string {
  const spelled = language === "de" ? text.replace(/[äÄ]/g, "ae").replace(/[öÖ]/g, "oe").replace(/[üÜ]/g, "ue") : text;
  return spelled
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The brand's domain name: its name in one word, `&` read in its language. */
function domainOf(name: string, language: Language, tld: string): string {
  return `${ascii(name.replace(/&/g, ` ${AND[language]} `), language).replace(/[^a-z0-9]+/g, "")}.${tld}`;
}

/** A number in the market's format: `#` is a digit. */
function phoneNumber(pattern: string, random: () => number): string {
  return pattern.replace(/#/g, () => String(Math.floor(random() * 10)));
}

// The story the demo tells, counted back from the moment it is seeded: each account signs up in the
// month before its first audit, adds its clients in the days after, gets its plan's allowance when
// it subscribes and on the 1st of every month, and audits every client on the 1st of the last three
// months from 06:00 UTC (the round takes about two hours).
const ROUND_HOUR = 6;
const ROUND_SPAN = 2 * HOUR;
const ROUNDS = 3;

/** 06:00 UTC on the 1st of the last three months whose round was over before `now`. */
function monthlyRounds(now: Date): Date[] {
  const slot = (monthsBack: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1, ROUND_HOUR));
  const latest = slot(0).getTime() + ROUND_SPAN <= now.getTime() ? 0 : 1;
  return Array.from({ length: ROUNDS }, (_, i) => slot(latest + ROUNDS - 1 - i));
}

/** When the monthly allowances are granted: when the account subscribes, then at the start of each monthly period until `now`. */
function allowanceDates(subscribed: Date, now: Date): Date[] {
  const dates = [subscribed];
  for (let month = 1; ; month++) {
    const start = new Date(Date.UTC(subscribed.getUTCFullYear(), subscribed.getUTCMonth() + month, 1));
    if (start > now) return dates;
    dates.push(start);
  }
}

interface DemoAccount {
  id: number;
  plan: Plan;
  locale: Language;
  createdAt: Date;
}

type ClientSpec = Brand & { website?: string };

/** The account's clients, created one every two hours from the day after the account, with their contacts and competitors. */
async function insertClients(db: Database, account: DemoAccount, specs: ClientSpec[], random: () => number, pausedAt: Date) {
  const firstClientAt = later(account.createdAt, DAY);
  const rows = await db
    .insert(clients)
    .values(
      specs.map((spec, i) => {
        const market = MARKETS[spec.country];
        const sector = SECTORS[market.language][spec.sector];
        const keywords = spec.keywords ?? sector.keywords;
        const createdAt = later(firstClientAt, i * 2 * HOUR);
        return {
          accountId: account.id,
          name: spec.name,
          // The code, the same in every market: the portfolio groups by it (src/domain/clients/sectors.ts names it per language).
          sector: spec.sector,
          website: spec.website ?? `https://www.${domainOf(spec.name, market.language, market.tld)}`,
          domain: spec.website ? new URL(spec.website).hostname : domainOf(spec.name, market.language, market.tld),
          country: market.country,
          language: market.language,
          aliases: spec.aliases ?? [],
          keywords: keywords.slice(0, 1 + Math.floor(random() * keywords.length)),
          description: (spec.description ?? sector.description).replace("{place}", market.place),
          status: spec.paused ? ("paused" as const) : ("active" as const),
          createdAt,
          updatedAt: spec.paused ? pausedAt : later(createdAt, HOUR),
        };
      }),
    )
    .returning({ id: clients.id, createdAt: clients.createdAt, sector: clients.sector, country: clients.country, language: clients.language, keywords: clients.keywords });

  const contactRows: (typeof contacts.$inferInsert)[] = [];
  const promptRows: (typeof clientPrompts.$inferInsert)[] = [];
  const competitorRows: (typeof competitors.$inferInsert)[] = [];
  rows.forEach((client, i) => {
    const spec = specs[i]!;
    const market = MARKETS[spec.country];
    const language = market.language;
    // Contacts write from the brand's own domain, even when its website is a local demo site.
    const mailDomain = domainOf(spec.name, language, market.tld);
    const addedAt = later(client.createdAt, 30 * MINUTE);
    for (let n = 0; n < 1 + Math.floor(random() * 3); n++) {
      const [first, gender] = market.firstNames[(i + n) % market.firstNames.length]!;
      const last = market.lastNames[(i * 2 + n) % market.lastNames.length]!;
      const [masculine, feminine] = ROLES[language][n % ROLES[language].length]!;
      contactRows.push({
        accountId: account.id,
        clientId: client.id,
        firstName: first,
        lastName: last,
        email: `${ascii(first, language)}.${ascii(last, language).replace(/[^a-z]/g, "")}@${mailDomain}`,
        phone: phoneNumber(market.phone, random),
        role: gender === "f" ? feminine : masculine,
        isPrimary: n === 0,
        createdAt: addedAt,
      });
    }
    const rivals = SECTORS[language][spec.sector].rivals;
    const rivalCount = 2 + Math.floor(random() * 3);
    for (let n = 0; n < rivalCount; n++) {
      const rival = rivals[(i + n) % rivals.length]!;
      competitorRows.push({ accountId: account.id, clientId: client.id, name: rival, website: `https://www.${domainOf(rival, language, market.tld)}`, aliases: [], createdAt: addedAt });
    }
    // The questions its audits ask, tracked from the start, and two more kept for later (inactive).
    const asked = generatedPrompts(client);
    const spare = promptCandidates(client).filter((c) => !asked.some((a) => a.prompt === c.prompt)).slice(0, 2);
    for (const [n, p] of [...asked, ...spare].entries()) {
      promptRows.push({ accountId: account.id, clientId: client.id, prompt: p.prompt, language: client.language, topic: p.topic, tags: n < asked.length ? ["core"] : ["later"], active: n < asked.length, createdAt: addedAt, updatedAt: addedAt });
    }
  });
  await db.batch([db.insert(contacts).values(contactRows), db.insert(competitors).values(competitorRows), db.insert(clientPrompts).values(promptRows)]);
}

/** A template in the account's language, sent the day after it signed up, and a brief per client two days after the client was added, answered by its contacts. */
async function seedQuestionnaires(db: Database, account: DemoAccount, random: () => number) {
  const clientRows = await db.select({ id: clients.id, language: clients.language, createdAt: clients.createdAt }).from(clients).where(eq(clients.accountId, account.id)).orderBy(asc(clients.id));
  const contactRows = await db.select({ id: contacts.id, clientId: contacts.clientId }).from(contacts).where(eq(contacts.accountId, account.id)).orderBy(asc(contacts.id));
  const rivalRows = await db.select({ clientId: competitors.clientId, name: competitors.name }).from(competitors).where(eq(competitors.accountId, account.id)).orderBy(asc(competitors.id));
  const template = SURVEYS[account.locale];
  const templateAt = later(account.createdAt, DAY);
  await db.insert(questionnaires).values({ accountId: account.id, clientId: null, title: template.template, language: account.locale, questions: template.questions, status: "draft", createdAt: templateAt, updatedAt: templateAt });

  const sent = clientRows.map((client, i) => {
    const language = client.language as Language;
    const sentAt = later(client.createdAt, 2 * DAY);
    const answers = contactRows
      .filter((c) => c.clientId === client.id)
      .map((contact) => {
        const [scale, single, multiple] = SURVEYS[language].questions as [Question, Question, Question, Question];
        const rivals = rivalRows.filter((r) => r.clientId === client.id);
        const worries = SURVEYS[language].worries;
        return {
          contactId: contact.id,
          answers: {
            q1: scale.min! + Math.floor(random() * (scale.max! - scale.min! + 1)),
            q2: single.options![Math.floor(random() * single.options!.length)]!,
            q3: multiple.options!.filter(() => random() < 0.5),
            q4: worries[Math.floor(random() * worries.length)]!.replace("{rival}", rivals[Math.floor(random() * rivals.length)]!.name),
          },
          submittedAt: later(sentAt, DAY + Math.floor(random() * 9 * DAY)),
        };
      });
    // Every fifth brief is closed a day after its last answer.
    const closed = i % 5 === 4;
    const lastAnswer = Math.max(sentAt.getTime(), ...answers.map((a) => a.submittedAt.getTime()));
    return { client, language, sentAt, closed, closedAt: later(new Date(lastAnswer), DAY), answers };
  });
  const created = await db
    .insert(questionnaires)
    .values(sent.map((q) => ({ accountId: account.id, clientId: q.client.id, title: SURVEYS[q.language].title, language: q.language, questions: SURVEYS[q.language].questions, status: q.closed ? ("closed" as const) : ("active" as const), createdAt: q.sentAt, updatedAt: q.closed ? q.closedAt : q.sentAt })))
    .returning({ id: questionnaires.id });
  const responses = sent.flatMap((q, i) => q.answers.map((a) => ({ accountId: account.id, questionnaireId: created[i]!.id, ...a })));
  if (responses.length > 0) await db.insert(questionnaireResponses).values(responses);
}

// Perplexity answers with web search: its results carry sources, so the demo shows the source domains.
const HISTORY_MODELS = ["gpt-4o", "claude-sonnet", "mistral-large", "perplexity-sonar"];
const ENGINE_ENV = { PROVIDER_MODE: "offline", SITE_FETCH: "local-only" };

/** Credits an account as billing does at the start of a period, balance and ledger together. */
async function grantAllowance(db: Database, accountId: number, amount: number, at: Date, reason: "monthly_allowance" | "adjustment" = "monthly_allowance", description = "Monthly allowance") {
  await db.batch([
    db.update(accounts).set({ creditBalance: sql`${accounts.creditBalance} + ${amount}` }).where(eq(accounts.id, accountId)),
    db.insert(creditLedger).values({ accountId, amount, reason, description, createdAt: at }),
  ]);
}

/**
 * The engine stamps what an audit finds (action plan, tasks, checklist, cited URLs) with the clock;
 * the history moves what this audit wrote to the audit's own completion. Rows an earlier audit of the
 * history wrote are already dated before `completedAt` and keep their dates; a task's due date moves
 * with its creation.
 */
async function backdateFindings(db: Database, clientId: number, completedAt: Date) {
  const at = completedAt.toISOString();
  await db.batch([
    db.execute(sql`update action_plans set created_at = least(created_at, ${at}::timestamptz), updated_at = least(updated_at, ${at}::timestamptz) where client_id = ${clientId}`),
    db.execute(sql`
      update action_plan_tasks t set
        due_date = case when t.created_at > ${at}::timestamptz then t.due_date - ((t.created_at at time zone 'UTC')::date - (${at}::timestamptz at time zone 'UTC')::date) else t.due_date end,
        created_at = least(t.created_at, ${at}::timestamptz), updated_at = least(t.updated_at, ${at}::timestamptz)
      from action_plans p where p.id = t.plan_id and p.client_id = ${clientId}`),
    db.execute(sql`update geo_checklist_items set checked_at = least(checked_at, ${at}::timestamptz), updated_at = least(updated_at, ${at}::timestamptz) where client_id = ${clientId}`),
    db.execute(sql`update hallucinated_urls set first_seen_at = least(first_seen_at, ${at}::timestamptz), last_seen_at = least(last_seen_at, ${at}::timestamptz), checked_at = least(checked_at, ${at}::timestamptz) where client_id = ${clientId}`),
  ]);
}

/**
 * Gives every client of the account its monthly audits by running the audit engine itself (launch,
 * the offline provider, analysis, scoring, site checks, action plan) and then moving each audit and
 * what it wrote back to its day. Allowances and launches reach the ledger in the order they happened.
 */
async function seedAuditHistory(db: Database, account: DemoAccount, rounds: Date[], now: Date) {
  const clientRows = await db.select({ id: clients.id, status: clients.status, language: clients.language, country: clients.country }).from(clients).where(eq(clients.accountId, account.id)).orderBy(asc(clients.id));
  const allowance = MONTHLY_CREDITS[account.plan];
  const grants = allowance > 0 ? allowanceDates(account.createdAt, now) : [];
  const grantUntil = async (until: Date) => {
    while (grants.length > 0 && grants[0]! <= until) await grantAllowance(db, account.id, allowance, grants.shift()!);
  };
  // Paused clients were active until after their second audit (only active clients are audited).
  const paused = clientRows.filter((c) => c.status === "paused").map((c) => c.id);
  if (paused.length > 0) await db.update(clients).set({ status: "active" }).where(inArray(clients.id, paused));
  // Google's AI Overviews joined the last two rounds of the first clients, where Google shows them (not in France); the
  // agency bought the credits they take.
  const withGoogle = (round: number, index: number, country: string, samples: number) =>
    samples === 1 && round >= rounds.length - 2 && index < 4 && countryReason({ engine: "serpapi", engineModel: "ai_overview" }, country) === null;
  for (const [round, at] of rounds.entries()) {
    await grantUntil(at);
    const latest = round === rounds.length - 1;
    const googled = clientRows.filter((c, index) => withGoogle(round, index, c.country, latest && index === 0 ? 3 : 1) && !(latest && c.status === "paused")).length;
    if (googled > 0) await grantAllowance(db, account.id, googled * 30, later(at, -MINUTE), "adjustment", "Credits bought for Google AI Overviews tracking");
    if (latest && paused.length > 0) await db.update(clients).set({ status: "paused" }).where(inArray(clients.id, paused));
    for (const [index, client] of clientRows.entries()) {
      // Paused clients were paused after their second audit.
      if (latest && client.status === "paused") continue;
      const language = client.language as Language;
      const month = new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(at);
      // The latest audit of each account's first client asks every question three times: its scores carry narrower
      // 95 % intervals, and its results show the samples.
      const samples = latest && index === 0 ? 3 : 1;
      const modelIds = withGoogle(round, index, client.country, samples) ? [...HISTORY_MODELS, "google-ai-overview"] : HISTORY_MODELS;
      const outcome = await launchAudit(db, { client_id: client.id, model_ids: modelIds, name: `${MONTHLY_AUDIT[language]} — ${month}`, samples }, { accountId: account.id, trigger: "api" });
      if (outcome.kind !== "launched") throw new Error(`demo audit of client ${client.id} was not launched`);
      await Promise.all(outcome.queryIds.map((id) => runQuery(db, ENGINE_ENV, id)));
      const auditId = outcome.audit.id;
      const created = later(at, index * 2 * MINUTE);
      const completed = later(created, 90_000);
      await db.batch([
        db.update(audits).set({ createdAt: created, startedAt: later(created, 2_000), completedAt: completed, updatedAt: completed }).where(eq(audits.id, auditId)),
        db.update(reports).set({ createdAt: completed }).where(eq(reports.auditId, auditId)),
        db.update(auditQueries).set({ createdAt: created, completedAt: later(created, 60_000) }).where(eq(auditQueries.auditId, auditId)),
        db.update(creditLedger).set({ createdAt: created }).where(and(eq(creditLedger.auditId, auditId), eq(creditLedger.reason, "audit_launch"))),
        db.update(creditLedger).set({ createdAt: completed }).where(and(eq(creditLedger.auditId, auditId), eq(creditLedger.reason, "audit_refund"))),
      ]);
      await backdateFindings(db, client.id, completed);
    }
  }
  await grantUntil(now);
}

/**
 * Schedules of every kind on the account's first active clients, set up by the agency just before
 * the demo starts: monthly ones in the client's zone, weekly, a cron expression; a daily one set up
 * a day ago whose slot is due now, so the first cron tick (`/__scheduled`) launches it; and a weekly
 * one set up a month ago whose three slots were skipped, because one of its models was retired, and
 * which paused itself.
 */
async function seedSchedules(db: Database, accountId: number, now: Date) {
  const clientRows = await db
    .select({ id: clients.id, name: clients.name, country: clients.country, language: clients.language })
    .from(clients)
    .where(and(eq(clients.accountId, accountId), eq(clients.status, "active")))
    .orderBy(asc(clients.id))
    .limit(16);
  for (const [index, client] of clientRows.entries()) {
    const timezone = MARKETS[client.country as keyof typeof MARKETS].timeZone;
    const labels = SCHEDULE_LABELS[client.language as Language];
    const name = (label: string) => `${client.name} — ${label}`;
    const base = { accountId, clientId: client.id, timezone, modelIds: HISTORY_MODELS };
    if (index === 0) {
      const createdAt = later(now, -26 * HOUR);
      await db.insert(scheduledAudits).values({ ...base, name: name(labels.daily), frequency: "daily", nextRunAt: nextRunAfter("daily", timezone, createdAt), createdAt, updatedAt: createdAt });
    } else if (index === 2) {
      await seedPausedSchedule(db, { ...base, name: name(labels.weekly) }, now);
    } else {
      const frequency = index % 5 === 1 ? "weekly" : index % 5 === 3 ? "0 7 * * 1-5" : "monthly";
      const label = frequency === "weekly" ? labels.weekly : frequency === "monthly" ? labels.monthly : labels.weekdays;
      const createdAt = later(now, -10 * MINUTE);
      await db.insert(scheduledAudits).values({ ...base, name: name(label), frequency, nextRunAt: nextRunAfter(frequency, timezone, createdAt), createdAt, updatedAt: createdAt });
    }
  }
}

/** A weekly schedule whose model list names a model retired since: its three slots were skipped with the launch's own refusal, and it paused. */
async function seedPausedSchedule(db: Database, base: { accountId: number; clientId: number; name: string; timezone: string; modelIds: string[] }, now: Date) {
  const modelIds = [...base.modelIds.slice(0, 1), "gpt-4-turbo", ...base.modelIds.slice(1)];
  const error = await launchAudit(db, { client_id: base.clientId, model_ids: modelIds }, { accountId: base.accountId, trigger: "schedule" }).then(
    () => {
      throw new Error("the demo's retired model was accepted for a new audit");
    },
    (refusal: unknown) => {
      if (refusal instanceof ApiError) return refusal.message;
      throw refusal;
    },
  );
  const createdAt = later(now, -30 * DAY);
  const slots = nextRuns("weekly", base.timezone, createdAt, 3);
  const lastRunAt = later(slots.at(-1)!, 2_000);
  const [schedule] = await db
    .insert(scheduledAudits)
    .values({ ...base, modelIds, frequency: "weekly", active: false, nextRunAt: null, lastRunAt, lastError: error, consecutiveFailures: slots.length, createdAt, updatedAt: lastRunAt })
    .returning({ id: scheduledAudits.id });
  await db.insert(scheduledAuditRuns).values(slots.map((slot) => ({ accountId: base.accountId, scheduleId: schedule!.id, slot, status: "skipped" as const, error, createdAt: slot, updatedAt: later(slot, 2_000) })));
}

/** Inserts the demo data once; a second run finds the demo agency and does nothing. */
export async function seedDemo(db: Database, opts: { demoSites?: DemoSites } = {}): Promise<{ created: boolean }> {
  const existing = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, "demo@lumen-agency.example"));
  if (existing.length > 0) return { created: false };

  const now = new Date();
  const rounds = monthlyRounds(now);
  // Sign-ups in the month before the first round, on different days.
  const signUp = (day: number) => new Date(Date.UTC(rounds[0]!.getUTCFullYear(), rounds[0]!.getUTCMonth() - 1, day, 9));
  const open = async (values: { name: string; email: string; company: string; plan: Plan; locale: Language; isPartner?: boolean }, day: number): Promise<DemoAccount> => {
    const createdAt = signUp(day);
    const account = await createAccountWithBonus(db, { ...values, createdAt, updatedAt: createdAt });
    return { id: account.id, plan: values.plan, locale: values.locale, createdAt };
  };
  const agency = await open({ name: "Lumen Digital (demo)", email: "demo@lumen-agency.example", company: "Lumen Digital SAS", plan: "agent", locale: "fr" }, 8);
  const free = await open({ name: "Solo Studio (demo)", email: "demo@solo-studio.example", company: "Solo Studio", plan: "free", locale: "en" }, 15);
  const partner = await open({ name: "Nordwind Partner (demo)", email: "demo@nordwind-partner.example", company: "Nordwind Partner GmbH", plan: "pro", isPartner: true, locale: "de" }, 12);

  // The console's people: the owners verified their address the day they signed up; the viewer was invited a week later.
  const person = async (u: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], account: DemoAccount, after: number) => ({
    accountId: account.id,
    email: u.email,
    name: u.name,
    role: u.role,
    locale: u.locale,
    passwordHash: await hashPassword(u.password),
    emailVerifiedAt: later(account.createdAt, after + 5 * MINUTE),
    createdAt: later(account.createdAt, after),
    updatedAt: later(account.createdAt, after + 5 * MINUTE),
  });
  const [lumenOwner, lumenViewer, nordwindOwner] = await db
    .insert(users)
    .values([await person(DEMO_USERS.lumenOwner, agency, 0), await person(DEMO_USERS.lumenViewer, agency, 7 * DAY), await person(DEMO_USERS.nordwindOwner, partner, 0)])
    .returning({ id: users.id, email: users.email, accountId: users.accountId });
  const invitedAt = later(agency.createdAt, 6 * DAY);
  await db.insert(invitations).values({
    accountId: agency.id,
    email: "lea.dubois@lumen.example",
    role: "member",
    tokenHash: await hashKey(`demo-invitation-${agency.id}`),
    invitedByUserId: lumenOwner!.id,
    createdAt: later(now, -2 * DAY),
    expiresAt: later(now, (INVITATION_TTL_DAYS - 2) * DAY),
  });
  const event = (actor: { id: number; email: string; accountId: number }, kind: SecurityEventKind, at: Date, subject: string | null = null) => ({
    accountId: actor.accountId, actorUserId: actor.id, actorEmail: actor.email, kind, subject, ipAddress: "203.0.113.24", createdAt: at,
  });
  await db.insert(securityEvents).values([
    event(lumenOwner!, "email_verified", later(agency.createdAt, 5 * MINUTE)),
    event(lumenOwner!, "signed_in", later(agency.createdAt, 6 * MINUTE)),
    event(lumenOwner!, "key_created", later(agency.createdAt, 10 * MINUTE), `Demo full access (${displayPrefix(DEMO_KEYS.fullAccess)}…)`),
    event(lumenOwner!, "key_created", later(agency.createdAt, 10 * MINUTE), `Demo read-only (${displayPrefix(DEMO_KEYS.readOnly)}…)`),
    event(lumenOwner!, "member_invited", invitedAt, `${DEMO_USERS.lumenViewer.email} (viewer)`),
    event(lumenViewer!, "member_joined", later(agency.createdAt, 7 * DAY), `${DEMO_USERS.lumenViewer.email} (viewer)`),
    event(lumenOwner!, "member_invited", later(now, -2 * DAY), "lea.dubois@lumen.example (member)"),
    event(nordwindOwner!, "email_verified", later(partner.createdAt, 5 * MINUTE)),
    event(nordwindOwner!, "key_created", later(partner.createdAt, 10 * MINUTE), `Demo partner (${displayPrefix(DEMO_KEYS.partner)}…)`),
  ]);
  const makers = new Map([[agency.id, lumenOwner!.id], [partner.id, nordwindOwner!.id]]);

  const readScopes = SCOPES.filter((scope) => scope.endsWith(":read"));
  const keys = [
    { account: agency, name: "Demo full access", key: DEMO_KEYS.fullAccess, scopes: ["*"] },
    { account: agency, name: "Demo read-only", key: DEMO_KEYS.readOnly, scopes: readScopes },
    { account: free, name: "Demo free plan", key: DEMO_KEYS.freePlan, scopes: ["*"] },
    { account: partner, name: "Demo partner", key: DEMO_KEYS.partner, scopes: ["*"] },
  ];
  await db.insert(apiKeys).values(
    await Promise.all(keys.map(async ({ account, key, ...rest }) => ({ ...rest, accountId: account.id, keyHash: await hashKey(key), prefix: displayPrefix(key), createdAt: later(account.createdAt, 10 * MINUTE), createdByUserId: makers.get(account.id) ?? null }))),
  );

  const random = mulberry32(20261122);
  const sites = opts.demoSites;
  const demoSiteClients: ClientSpec[] = sites ? [{ ...DEMO_SITE_BRANDS.good, website: sites.good }, { ...DEMO_SITE_BRANDS.blocked, website: sites.blocked }, { ...DEMO_SITE_BRANDS.mixed, website: sites.mixed }] : [];
  const pausedAt = later(rounds[rounds.length - 2]!, 10 * DAY);
  await insertClients(db, agency, [...AGENCY_BRANDS, ...demoSiteClients], random, pausedAt);
  await insertClients(db, partner, PARTNER_BRANDS, random, pausedAt);
  await insertClients(db, free, FREE_BRANDS, random, pausedAt);
  // The agency wired its webhooks a week before its first audits: the engine writes their events as it runs.
  await registerDemoEndpoints(db, agency.id, later(rounds[0]!, -7 * DAY));
  for (const account of [agency, partner, free]) await seedAuditHistory(db, account, rounds, now);
  await settleDemoDeliveries(db, agency.id);
  for (const account of [agency, partner]) await seedQuestionnaires(db, account, random);
  const demoAccounts = [agency.id, partner.id, free.id];
  // The agencies have started working on their plans: every third open task is in progress.
  await db.execute(sql`update action_plan_tasks set status = 'in_progress' where status = 'todo' and id % 3 = 0 and account_id = any(${sql.param(demoAccounts)}::int[])`);
  // …and has finished the one with the least left to do: every open task done, so its plan is completed.
  await db.execute(sql`
    update action_plan_tasks set status = 'done'
    where status in ('todo', 'in_progress') and plan_id = (
      select p.id from action_plans p where p.account_id = ${agency.id}
      order by (select count(*) from action_plan_tasks t where t.plan_id = p.id and t.status in ('todo', 'in_progress')), p.id limit 1)`);
  await seedSchedules(db, agency.id, now);
  await seedSchedules(db, partner.id, now);
  // The agency counts consumer-testing bodies as reference sources, where the built-in table says press.
  await db.insert(domainRules).values(
    ["quechoisir.org", "which.co.uk", "ocu.org", "test.de"].map((pattern, i) => ({ accountId: agency.id, pattern, category: "reference", createdAt: later(agency.createdAt, (i + 1) * DAY) })),
  );
  // An account was last changed by its last credit movement.
  await db.update(accounts).set({ updatedAt: sql`(select max(${creditLedger.createdAt}) from ${creditLedger} where ${creditLedger.accountId} = ${accounts.id})` }).where(inArray(accounts.id, demoAccounts));
  return { created: true };
}
