// Test data built directly in the database, one fresh account per test so tests never share state.
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { analyzeAnswer, normalizeDomain } from "@/domain/analysis/answer";
import { analysisColumns } from "@/domain/audits/answers";
import { createAccountWithBonus } from "@/domain/account/credits";
import { finishStranded } from "@/jobs/audit-runner";
import { accounts, actionPlans, actionPlanTasks, type Answers, type Question, questionnaireResponses, questionnaires, reports, scheduledAudits, auditQueries, audits, creditLedger, apiKeys, clients, competitors, contacts, geoChecklistItems, hallucinatedUrls, type Plan } from "@/db/schema";
import { displayPrefix, generateKey, hashKey } from "@/platform/keys";

export const db = () => getDb(env);

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The account's balance and the sum of its ledger: equal whenever no credit was lost or made up. */
export async function balanceAndLedger(accountId: number) {
  const [ledger] = await db().select({ sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` }).from(creditLedger).where(eq(creditLedger.accountId, accountId));
  const [row] = await db().select({ balance: accounts.creditBalance }).from(accounts).where(eq(accounts.id, accountId));
  return { balance: row!.balance, ledger: Number(ledger!.sum) };
}

/** An account with its sign-up bonus, created the way the product creates accounts. */
export async function createAccount(opts: { plan?: Plan; isPartner?: boolean } = {}) {
  return createAccountWithBonus(db(), { name: `Agency ${unique()}`, email: `${unique()}@agency.test`, plan: opts.plan ?? "agent", isPartner: opts.isPartner ?? false });
}

export async function createKey(accountId: number, opts: { scopes?: string[]; revoked?: boolean } = {}) {
  const key = generateKey();
  const [row] = await db()
    .insert(apiKeys)
    .values({
      accountId,
      name: `key ${unique()}`,
      keyHash: await hashKey(key),
      prefix: displayPrefix(key),
      scopes: opts.scopes ?? ["*"],
      revokedAt: opts.revoked ? new Date() : null,
    })
    .returning();
  return { key, row: row! };
}

/** An agent-plan account with a full-access key. */
export async function createAgency(opts: { plan?: Plan; isPartner?: boolean; scopes?: string[] } = {}) {
  const account = await createAccount(opts);
  const { key } = await createKey(account.id, { scopes: opts.scopes });
  return { account, key };
}

export async function createClient(accountId: number, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const name = overrides.name ?? `Brand ${unique()}`;
  const [client] = await db()
    .insert(clients)
    .values({
      accountId,
      name,
      sector: "retail",
      // The local fixture site: audits that finish inspect a real HTTP server, never the internet.
      website: env.SITE_FIXTURE_URL,
      domain: new URL(env.SITE_FIXTURE_URL).hostname,
      country: "FR",
      language: "fr",
      ...overrides,
    })
    .returning();
  return client!;
}

export async function createClients(accountId: number, count: number, overrides: Partial<typeof clients.$inferInsert> = {}) {
  return db()
    .insert(clients)
    .values(
      Array.from({ length: count }, (_, i) => ({
        accountId,
        name: `Brand ${i + 1}`,
        sector: "retail",
        website: `https://www.brand${i + 1}.test`,
        domain: `brand${i + 1}.test`,
        country: "FR",
        ...overrides,
      })),
    )
    .returning();
}

export async function addContacts(accountId: number, clientId: number, count: number) {
  return db()
    .insert(contacts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        accountId,
        clientId,
        firstName: `First${i}`,
        lastName: `Last${i}`,
        email: `person${i}@brand.test`,
        isPrimary: i === count - 1,
      })),
    )
    .returning();
}

export async function addCompetitors(accountId: number, clientId: number, names: string[]) {
  return db()
    .insert(competitors)
    .values(names.map((name) => ({ accountId, clientId, name, website: `https://${name.toLowerCase()}.test` })))
    .returning();
}

export async function addChecklist(accountId: number, clientId: number, statuses: ("pass" | "warning" | "fail" | "unknown")[]) {
  return db()
    .insert(geoChecklistItems)
    .values(
      statuses.map((status, i) => ({
        accountId,
        clientId,
        key: `check_${i}`,
        category: "technical" as const,
        title: { en: `Check ${i}`, fr: `Contrôle ${i}`, es: `Control ${i}`, de: `Prüfung ${i}` },
        description: { en: `Description ${i}`, fr: `Description ${i}`, es: `Descripción ${i}`, de: `Beschreibung ${i}` },
        status,
        priority: (["low", "medium", "high"] as const)[i % 3]!,
        // The first item was checked in every language; the others before evidence was translated (English only).
        evidence:
          i === 0
            ? { en: "llms.txt answered HTTP 404", fr: "llms.txt a répondu HTTP 404", es: "llms.txt respondió HTTP 404", de: "llms.txt antwortete mit HTTP 404" }
            : { en: `Observed ${i}` },
        checkedAt: status === "unknown" ? null : new Date(Date.UTC(2026, 10, 1 + i)),
      })),
    )
    .returning();
}

export async function addHallucinatedUrls(accountId: number, clientId: number, urls: { url: string; status?: "open" | "redirected" | "ignored"; state?: "hallucinated" | "valid" | "unverified" }[]) {
  return db()
    .insert(hallucinatedUrls)
    .values(urls.map(({ url, status, state }, i) => ({ accountId, clientId, url, status: status ?? "open", state: state ?? "hallucinated", modelIds: ["gpt-4o"], httpStatus: state === "valid" ? 200 : 404, lastSeenAt: new Date(Date.UTC(2026, 10, 1 + i)) })))
    .returning();
}

export async function revokeKey(keyId: number) {
  await db().update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, keyId));
}

/** Sets the balance through an `adjustment` ledger entry, so balance and ledger stay equal. */
export async function setBalance(accountId: number, balance: number) {
  const [account] = await db().select({ balance: accounts.creditBalance }).from(accounts).where(eq(accounts.id, accountId));
  await db().batch([
    db().update(accounts).set({ creditBalance: balance }).where(eq(accounts.id, accountId)),
    db().insert(creditLedger).values({ accountId, amount: balance - account!.balance, reason: "adjustment", description: "test balance" }),
  ]);
}

/** Credits per prompt of the catalog (drizzle/0001_model_catalog.sql), as launch records them per query. */
const CATALOG_CREDITS: Record<string, number> = { "gpt-4o": 2, "claude-sonnet": 2, "gemini-pro": 2, "perplexity-sonar": 1, "mistral-large": 1, "gpt-4o-search": 3 };

/** An audit and its queries written directly (no queue message), as a crashed run would leave them. */
export async function createAuditWithQueries(
  accountId: number,
  clientId: number,
  queries: { prompt: string; modelId: string; status?: "queued" | "running"; leaseUntil?: Date | null; createdAt?: Date }[],
  status: "queued" | "running" = "running",
) {
  const [audit] = await db()
    .insert(audits)
    .values({
      accountId,
      clientId,
      name: "test audit",
      status,
      modelIds: [...new Set(queries.map((q) => q.modelId))],
      prompts: [...new Set(queries.map((q) => q.prompt))],
      totalQueries: queries.length,
      creditsCost: queries.length,
      startedAt: status === "running" ? new Date() : null,
    })
    .returning();
  const rows = await db()
    .insert(auditQueries)
    .values(queries.map((q) => ({ accountId, auditId: audit!.id, prompt: q.prompt, modelId: q.modelId, credits: CATALOG_CREDITS[q.modelId] ?? 1, status: q.status ?? "queued", leaseUntil: q.leaseUntil ?? null, createdAt: q.createdAt })))
    .returning();
  return { audit: audit!, queries: rows };
}

/**
 * An audit of the client that received the given answers, finished by the engine: each answer is read by the analysis and
 * stored as a completed query, then the audit is scored, the client's site and cited URLs checked, its findings and action
 * plan stored and its report created — by the rescue of an audit whose last worker died (the message the cron tick
 * queues), the same `finish`.
 */
export async function createAnsweredAudit(accountId: number, clientId: number, answers: { modelId: string; answer: string; prompt?: string }[]) {
  const [client] = await db().select().from(clients).where(eq(clients.id, clientId));
  const rivals = await db().select().from(competitors).where(eq(competitors.clientId, clientId)).orderBy(competitors.id);
  const targets = {
    brand: { name: client!.name, aliases: client!.aliases, domain: client!.domain },
    competitors: rivals.map((k) => ({ name: k.name, aliases: k.aliases, domain: normalizeDomain(k.website) })),
    otherDomains: client!.otherDomains,
  };
  const { audit, queries } = await createAuditWithQueries(accountId, clientId, answers.map((a, i) => ({ prompt: a.prompt ?? `Question ${i + 1}?`, modelId: a.modelId })));
  await db().batch([
    db().update(audits).set({ completedQueries: answers.length, updatedAt: new Date(Date.now() - 20 * 60_000) }).where(eq(audits.id, audit.id)),
    ...queries.map((query, i) =>
      db().execute(sql`update audit_queries set status = 'completed', answer = ${answers[i]!.answer}, ${analysisColumns(analyzeAnswer(answers[i]!.answer, targets))} where id = ${query.id}`),
    ),
  ]);
  await finishStranded(db(), env, audit.id);
  const [finished] = await db().select().from(audits).where(eq(audits.id, audit.id));
  if (finished!.status !== "completed") throw new Error(`audit ${audit.id} was not finished (${finished!.status})`);
  return finished!;
}

/** An action plan with the given tasks, as an audit would have generated it. */
export async function createPlan(
  accountId: number,
  clientId: number,
  tasks: { sourceKey?: string; priority?: "high" | "medium" | "low"; status?: (typeof actionPlanTasks.$inferInsert)["status"]; category?: (typeof actionPlanTasks.$inferInsert)["category"]; dueDate?: string | null }[],
  opts: { status?: "active" | "completed" | "archived"; updatedAt?: Date } = {},
) {
  const [plan] = await db()
    .insert(actionPlans)
    .values({ accountId, clientId, title: `Plan ${clientId}`, status: opts.status ?? "active", updatedAt: opts.updatedAt ?? new Date() })
    .returning();
  const rows =
    tasks.length === 0
      ? []
      : await db()
          .insert(actionPlanTasks)
          .values(
            tasks.map((t, i) => ({
              accountId,
              planId: plan!.id,
              sourceKey: t.sourceKey ?? `task:${i}`,
              title: `Task ${i}`,
              description: `Do thing ${i}`,
              category: t.category ?? "technical",
              priority: t.priority ?? "medium",
              impact: "medium" as const,
              effort: "low" as const,
              status: t.status ?? "todo",
              dueDate: t.dueDate === undefined ? "2030-01-01" : t.dueDate,
            })),
          )
          .returning();
  return { plan: plan!, tasks: rows };
}

/** A completed audit with a given score (and per-model scores), completed at `completedAt`. */
export async function createCompletedAudit(accountId: number, clientId: number, score: number, completedAt: Date, byModel: Record<string, number> = {}) {
  const overall = { score, visibility: score, average_position: 2, share_of_voice: score / 2, citation_rate: 10, sentiment: 60, answers: 10 };
  const [audit] = await db()
    .insert(audits)
    .values({
      accountId,
      clientId,
      name: "completed audit",
      status: "completed",
      score,
      scores: { overall, by_model: Object.entries(byModel).map(([model_id, s]) => ({ ...overall, model_id, score: s })), by_prompt: [], competitors: [] },
      modelIds: Object.keys(byModel).length > 0 ? Object.keys(byModel) : ["gpt-4o"],
      prompts: ["q?"],
      totalQueries: 1,
      completedQueries: 1,
      creditsCost: 2,
      startedAt: completedAt,
      completedAt,
      createdAt: completedAt,
    })
    .returning();
  return audit!;
}

export const SAMPLE_QUESTIONS: Question[] = [
  { id: "q1", type: "scale", label: "How visible is the brand online?", min: 1, max: 5 },
  { id: "q2", type: "single_choice", label: "Which assistant do customers use most?", options: ["ChatGPT", "Gemini", "Perplexity"] },
  { id: "q3", type: "multiple_choice", label: "Which channels bring customers?", options: ["Search", "Social", "AI assistants"] },
  { id: "q4", type: "text", label: "Anything else?" },
];

/** A questionnaire (a template when clientId is null) with responses as given. */
export async function createQuestionnaire(
  accountId: number,
  clientId: number | null,
  responses: { contactId: number | null; answers: Answers; submittedAt?: Date }[] = [],
  opts: { status?: "draft" | "active" | "closed"; updatedAt?: Date } = {},
) {
  const [questionnaire] = await db()
    .insert(questionnaires)
    .values({ accountId, clientId, title: clientId ? `Survey for ${clientId}` : "Template", language: "en", questions: SAMPLE_QUESTIONS, status: opts.status ?? "active", updatedAt: opts.updatedAt ?? new Date() })
    .returning();
  const rows =
    responses.length === 0
      ? []
      : await db()
          .insert(questionnaireResponses)
          .values(responses.map((r) => ({ accountId, questionnaireId: questionnaire!.id, contactId: r.contactId, answers: r.answers, submittedAt: r.submittedAt })))
          .returning();
  return { questionnaire: questionnaire!, responses: rows };
}

/** A report of a completed audit, as the audit engine creates it on completion. */
export async function createReport(accountId: number, clientId: number, auditId: number, opts: { language?: string; createdAt?: Date } = {}) {
  const [report] = await db()
    .insert(reports)
    .values({ accountId, clientId, auditId, language: opts.language ?? "en", createdAt: opts.createdAt ?? new Date() })
    .returning();
  return report!;
}

/** A schedule as POST /scheduled-audits stores it, with its next run where the test wants it. */
export async function createSchedule(accountId: number, clientId: number, values: Partial<typeof scheduledAudits.$inferInsert> = {}) {
  const [schedule] = await db()
    .insert(scheduledAudits)
    .values({ accountId, clientId, name: "schedule", frequency: "daily", timezone: "UTC", nextRunAt: new Date(Date.now() + 86_400_000), ...values })
    .returning();
  return schedule!;
}
