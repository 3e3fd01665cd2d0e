// A client's tracked prompts: the questions its audits ask when a launch or a schedule gives none. Only active ones are
// asked. The caps (200 per client, 50 active: an audit asks at most 50) and the uniqueness of a prompt's text (case
// aside) are held by the database (migration 0015), so concurrent writes cannot break them.
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { errorChain, violation, type Database } from "@/db/client";
import { clientPrompts, clients } from "@/db/schema";
import { pageOffset, type PageQuery } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { createOnce, type Idempotency } from "@/platform/idempotency";
import { notFoundUnder, ownedClient } from "./ownership";
import { promptCandidates, promptLanguage } from "./prompts";

export const MAX_TRACKED_PROMPTS = 200;
export const MAX_ACTIVE_PROMPTS = 50;
/** Prompts one bulk create takes at most. */
export const MAX_BULK_PROMPTS = 100;

type PromptRow = typeof clientPrompts.$inferSelect;

export interface PromptInput {
  prompt: string;
  language?: string;
  topic?: string | null;
  tags?: string[];
  active?: boolean;
}

export function toTrackedPrompt(row: PromptRow) {
  return {
    id: row.id,
    client_id: row.clientId,
    prompt: row.prompt,
    language: row.language,
    topic: row.topic,
    tags: row.tags,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type TrackedPrompt = ReturnType<typeof toTrackedPrompt>;

/** What prompts are written from: the client's language, sector, country and keywords. */
function clientQuery(db: Database, accountId: number, clientId: number) {
  return db.select({ id: clients.id, language: clients.language, sector: clients.sector, country: clients.country, keywords: clients.keywords }).from(clients).where(ownedClient(accountId, clientId));
}

async function clientOrFail(db: Database, accountId: number, clientId: number) {
  const [client] = await clientQuery(db, accountId, clientId);
  if (!client) throw new ApiError(404, `Client ${clientId} not found.`);
  return client;
}

export interface PromptFilters {
  active?: boolean;
  topic?: string;
  tag?: string;
}

/** One page of a client's prompts (oldest first), its total and the ownership check, in one round trip. */
export async function listPrompts(db: Database, accountId: number, clientId: number, filters: PromptFilters, page: PageQuery) {
  const where = and(
    eq(clientPrompts.accountId, accountId),
    eq(clientPrompts.clientId, clientId),
    filters.active === undefined ? undefined : eq(clientPrompts.active, filters.active),
    filters.topic === undefined ? undefined : sql`lower(${clientPrompts.topic}) = lower(${filters.topic})`,
    filters.tag === undefined ? undefined : sql`lower(${filters.tag}) = any(select lower(t) from unnest(${clientPrompts.tags}) t)`,
  );
  const [owner, rows, [totals]] = await db.batch([
    db.select({ id: clients.id }).from(clients).where(ownedClient(accountId, clientId)),
    db.select().from(clientPrompts).where(where).orderBy(asc(clientPrompts.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(clientPrompts).where(where),
  ]);
  if (owner.length === 0) return undefined;
  return { items: rows.map(toTrackedPrompt), total: totals?.total ?? 0 };
}

/** A refusal by the database, in the caller's words. `inputs` names the prompt at fault in a bulk create. */
function conflict(error: unknown, clientId: number, field: (index: number) => string, inputs: PromptInput[]): never {
  const chain = [...errorChain(error)];
  if (chain.some((e) => e.message.includes("client_item_cap:prompts"))) {
    throw new ApiError(409, `Client ${clientId} would have more than ${MAX_TRACKED_PROMPTS} tracked prompts, the most it may have. Delete some first.`);
  }
  if (chain.some((e) => e.message.includes("client_item_cap:active_prompts"))) {
    throw new ApiError(409, `Client ${clientId} would have more than ${MAX_ACTIVE_PROMPTS} active prompts (an audit asks at most ${MAX_ACTIVE_PROMPTS}). Deactivate some, or add these with "active": false.`);
  }
  const duplicate = violation(error, "client_prompts_client_prompt_idx");
  if (duplicate) {
    // Postgres names the key it refused: "Key (client_id, lower(prompt))=(12, best hotel?) already exists."
    const detail = (duplicate as { detail?: string }).detail ?? "";
    const index = Math.max(0, inputs.findIndex((p) => detail.includes(`, ${p.prompt.toLowerCase()})`)));
    throw new ApiError(409, `Client ${clientId} already tracks the prompt '${inputs[index]?.prompt ?? ""}'.`, field(index));
  }
  throw error;
}

function insertValues(accountId: number, clientId: number, clientLanguage: string, inputs: PromptInput[]) {
  return inputs.map((p) => ({ accountId, clientId, prompt: p.prompt, language: p.language ?? clientLanguage, topic: p.topic ?? null, tags: p.tags ?? [], active: p.active ?? true }));
}

/** The prompts with these ids, in the order given (a replay answers with what the first request created). */
async function promptsByIds(db: Database, accountId: number, clientId: number, ids: number[]) {
  const rows = await db.select().from(clientPrompts).where(and(eq(clientPrompts.accountId, accountId), eq(clientPrompts.clientId, clientId), sql`${clientPrompts.id} = any(${sql.param(ids)}::int[])`));
  if (rows.length !== ids.length) return undefined;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => toTrackedPrompt(byId.get(id)!));
}

/** Creates all the prompts or none: one statement, so a duplicate or a cap stops the whole request. */
async function insertPrompts(db: Database, accountId: number, clientId: number, inputs: PromptInput[], resourceType: string, field: (index: number) => string, idempotency?: Idempotency) {
  const client = await clientOrFail(db, accountId, clientId);
  return createOnce(
    db,
    accountId,
    idempotency,
    resourceType,
    async (recordKey) => {
      try {
        const [rows] = await db.batch([
          db.insert(clientPrompts).values(insertValues(accountId, clientId, client.language, inputs)).returning(),
          // The rows of this insert are the client's newest: read their ids back in request order.
          ...recordKey(sql`(select array_agg(id order by id) from (select id from client_prompts where client_id = ${clientId} order by id desc limit ${inputs.length}) newest)`),
        ] as const);
        return [...rows].sort((a, b) => a.id - b.id).map(toTrackedPrompt);
      } catch (error) {
        return conflict(error, clientId, field, inputs);
      }
    },
    (ids) => promptsByIds(db, accountId, clientId, ids),
  );
}

export async function createPrompt(db: Database, accountId: number, clientId: number, input: PromptInput, idempotency?: Idempotency) {
  const outcome = await insertPrompts(db, accountId, clientId, [input], "prompt", () => "prompt", idempotency);
  return { value: outcome.value[0]!, replayed: outcome.replayed };
}

export async function createPromptsInBulk(db: Database, accountId: number, clientId: number, inputs: PromptInput[], idempotency?: Idempotency) {
  return insertPrompts(db, accountId, clientId, inputs, "prompts", (index) => `prompts.${index}.prompt`, idempotency);
}

function promptWhere(accountId: number, clientId: number, promptId: number): SQL | undefined {
  return and(eq(clientPrompts.accountId, accountId), eq(clientPrompts.clientId, clientId), eq(clientPrompts.id, promptId));
}

export async function updatePrompt(db: Database, accountId: number, clientId: number, promptId: number, patch: Partial<PromptInput>) {
  try {
    const [row] = await db
      .update(clientPrompts)
      .set({ ...patch, updatedAt: new Date() })
      .where(promptWhere(accountId, clientId, promptId))
      .returning();
    if (!row) return notFoundUnder(db, accountId, clientId, `Prompt ${promptId}`);
    return toTrackedPrompt(row);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return conflict(error, clientId, () => "prompt", [{ prompt: patch.prompt ?? "" }]);
  }
}

export async function deletePrompt(db: Database, accountId: number, clientId: number, promptId: number) {
  const rows = await db.delete(clientPrompts).where(promptWhere(accountId, clientId, promptId)).returning({ id: clientPrompts.id });
  if (rows.length === 0) return notFoundUnder(db, accountId, clientId, `Prompt ${promptId}`);
  return { id: promptId, deleted: true as const };
}

/**
 * Prompts worth tracking, generated from the client's keywords (or sector), country and language, leaving out those it
 * already tracks. Accept some by posting them to POST /clients/{id}/prompts/bulk.
 */
export async function suggestPrompts(db: Database, accountId: number, clientId: number, limit: number) {
  const [[client], tracked] = await db.batch([
    clientQuery(db, accountId, clientId),
    db.select({ prompt: clientPrompts.prompt }).from(clientPrompts).where(and(eq(clientPrompts.accountId, accountId), eq(clientPrompts.clientId, clientId))),
  ]);
  if (!client) throw new ApiError(404, `Client ${clientId} not found.`);
  const known = new Set(tracked.map((t) => t.prompt.toLowerCase()));
  const language = promptLanguage(client.language);
  const suggestions = promptCandidates(client)
    .filter((c) => !known.has(c.prompt.toLowerCase()))
    .slice(0, limit)
    .map((c) => ({ prompt: c.prompt, language, topic: c.topic }));
  return { client_id: clientId, language, client_language: client.language, suggestions };
}
