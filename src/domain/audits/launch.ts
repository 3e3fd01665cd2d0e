// Launching an audit: resolve prompts and models, then debit, record and create the queries in one statement.
import { countryReason, type CatalogModel } from "@/domain/providers";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { booleanValue, jsonValue, textArray } from "@/db/raw";
import { accounts, audits, clientPrompts, clients, idempotencyKeys, models } from "@/db/schema";
import { ApiError } from "@/platform/errors";
import { plural } from "@/platform/text";
import { IDEMPOTENCY_WINDOW_HOURS, replayIds } from "@/platform/idempotency";
import { generatePrompts } from "@/domain/clients";
import { DELIVERY_IDS, deliveryIdsOf, EVENT_CTES } from "@/domain/webhooks";

export interface LaunchRequest {
  client_id: number;
  model_ids?: string[];
  prompts?: string[];
  name?: string;
  /** Answers asked per prompt × model, 1–5 (default 1); each is charged. */
  samples?: number;
}

export interface LaunchOptions {
  accountId: number;
  trigger: "api" | "schedule";
  scheduledAuditId?: number | null;
  /** False for models no provider can answer here (production without a configured endpoint). */
  isModelAvailable?: (model: CatalogModel) => boolean;
  /** `Idempotency-Key` header and the hash of the request body it was sent with. */
  idempotency?: { key: string; requestHash: string };
}

/** Prompts one audit asks at most (the request body allows the same). */
export const MAX_PROMPTS = 50;

export type LaunchOutcome =
  /** `deliveryIds`: the webhook deliveries the launch wrote (`credits.low`), for the caller to queue. */
  | { kind: "launched"; audit: typeof audits.$inferSelect; queryIds: number[]; deliveryIds: number[] }
  | { kind: "replayed"; audit: typeof audits.$inferSelect };

/** A replay of the audit the key launched; undefined when the key is free (no record, or a launch that did not go through). */
function replayOf(record: { requestHash: string; resourceType: string; resourceIds: number[] | null; audit: typeof audits.$inferSelect | null } | undefined, hash: string): LaunchOutcome | undefined {
  // A record without its audit is a launch that did not go through (e.g. not enough credits): the key is free again.
  if (!record || (record.resourceType === "audit" && !record.audit)) return undefined;
  replayIds(record, "audit", hash);
  return { kind: "replayed", audit: record.audit! };
}

/** The key's live record with the audit it launched. */
function launchLookup(db: Database, accountId: number, key: string) {
  return db
    .select({ requestHash: idempotencyKeys.requestHash, resourceType: idempotencyKeys.resourceType, resourceIds: idempotencyKeys.resourceIds, audit: audits })
    .from(idempotencyKeys)
    .leftJoin(audits, and(eq(idempotencyKeys.resourceType, "audit"), eq(audits.id, sql`${idempotencyKeys.resourceIds}[1]`)))
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`));
}

interface LaunchRow {
  audit: Record<string, unknown> | null;
  reserved_id: number | string;
  key_recorded: boolean | string;
  query_ids: string | number[] | null;
  balance: number | string | null;
}

/** Audit row as returned by `row_to_json`, back into drizzle's shape. */
function auditFromJson(json: Record<string, unknown>): typeof audits.$inferSelect {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)));
  return {
    id: Number(json.id),
    accountId: Number(json.account_id),
    clientId: Number(json.client_id),
    name: String(json.name),
    status: json.status as (typeof audits.$inferSelect)["status"],
    score: json.score === null ? null : Number(json.score),
    modelIds: json.model_ids as string[],
    prompts: json.prompts as string[],
    samples: Number(json.samples ?? 1),
    totalQueries: Number(json.total_queries),
    completedQueries: Number(json.completed_queries),
    failedQueries: Number(json.failed_queries),
    creditsCost: Number(json.credits_cost),
    costUsd: String(json.cost_usd ?? "0"),
    trigger: json.trigger as (typeof audits.$inferSelect)["trigger"],
    scheduledAuditId: json.scheduled_audit_id === null ? null : Number(json.scheduled_audit_id),
    scores: json.scores ?? null,
    error: (json.error as string | null) ?? null,
    startedAt: date(json.started_at),
    completedAt: date(json.completed_at),
    createdAt: date(json.created_at)!,
    updatedAt: date(json.updated_at)!,
  };
}

/**
 * Launches an audit in at most two round trips: one batch reads the client, its active tracked prompts,
 * the catalog and any idempotency record; one statement debits the balance (row lock, so
 * concurrent launches cannot overdraw), writes the ledger entry, the audit, its queries and the
 * idempotency record.
 */
export async function launchAudit(db: Database, request: LaunchRequest, options: LaunchOptions): Promise<LaunchOutcome> {
  const { accountId } = options;
  const idem = options.idempotency;
  const [clientRows, savedPrompts, catalog, idemRows] = await db.batch([
    db
      .select({ id: clients.id, name: clients.name, status: clients.status, sector: clients.sector, country: clients.country, language: clients.language, keywords: clients.keywords })
      .from(clients)
      .where(and(eq(clients.accountId, accountId), eq(clients.id, request.client_id))),
    db
      .select({ prompt: clientPrompts.prompt })
      .from(clientPrompts)
      .where(and(eq(clientPrompts.accountId, accountId), eq(clientPrompts.clientId, request.client_id), eq(clientPrompts.active, true)))
      .orderBy(asc(clientPrompts.id)),
    db
      .select({ id: models.id, active: models.active, creditsPerPrompt: models.creditsPerPrompt, engine: models.engine, engineModel: models.engineModel, webSearch: models.webSearch })
      .from(models)
      .orderBy(asc(models.sortOrder)),
    // Without a key this looks up an id no key can have (keys are at least one visible character).
    launchLookup(db, accountId, idem?.key ?? ""),
  ]);
  if (idem) {
    const replay = replayOf(idemRows[0], idem.requestHash);
    if (replay) return replay;
  }
  const client = clientRows[0];
  if (!client) throw new ApiError(404, `Client ${request.client_id} not found.`);
  // A replay above still answers: the audit was launched while the client was active.
  if (client.status !== "active") throw new ApiError(409, `Client ${client.id} is ${client.status}: only active clients are audited.`, "client_id");

  const byId = new Map(catalog.map((m) => [m.id, m]));
  // By default every active model that can measure something for this client (Google's AI surfaces are not everywhere).
  const modelIds =
    request.model_ids ??
    catalog.filter((m) => m.active && countryReason(m, client.country) === null && (options.isModelAvailable?.(m) ?? true)).map((m) => m.id);
  modelIds.forEach((id, index) => {
    const model = byId.get(id);
    if (!model) throw new ApiError(400, `Body field 'model_ids.${index}' is invalid: unknown model '${id}'. GET /models lists the available ids.`, `model_ids.${index}`);
    if (!model.active) throw new ApiError(400, `Body field 'model_ids.${index}' is invalid: model '${id}' is no longer offered for new audits.`, `model_ids.${index}`);
    const local = countryReason(model, client.country);
    if (local) throw new ApiError(400, `Body field 'model_ids.${index}' is invalid: model '${id}' is unavailable for client ${client.id}. ${local}`, `model_ids.${index}`);
  });
  if (modelIds.length === 0) throw new ApiError(400, "No model is available for new audits; pass 'model_ids' (see GET /models).", "model_ids");
  modelIds.forEach((id, index) => {
    if (options.isModelAvailable && !options.isModelAvailable(byId.get(id)!)) {
      throw new ApiError(400, `Body field 'model_ids.${index}' is invalid: model '${id}' is not available on this service at the moment.`, `model_ids.${index}`);
    }
  });
  const saved = savedPrompts.slice(0, MAX_PROMPTS).map((p) => p.prompt);
  const prompts = request.prompts ?? (saved.length > 0 ? saved : generatePrompts(client));
  const samples = request.samples ?? 1;
  const cost = prompts.length * samples * modelIds.reduce((sum, id) => sum + byId.get(id)!.creditsPerPrompt, 0);
  const name = request.name ?? `${client.name} — ${new Date().toISOString().slice(0, 10)}`;
  const description = `${plural(prompts.length, "prompt")} × ${plural(modelIds.length, "model")}${samples > 1 ? ` × ${samples} samples` : ""}`;

  // One statement, so the debit, the ledger entry, the audit, its queries and the idempotency
  // record commit together or not at all. The audit id is drawn first so the idempotency record
  // can point at it (CTEs of one statement cannot see each other's writes).
  const result = await db.execute(sql`
    with ids as (select nextval(pg_get_serial_sequence('audits', 'id'))::int as audit_id),
    idem as (
      insert into idempotency_keys (account_id, key, request_hash, resource_type, resource_ids)
      select ${accountId}, ${idem?.key ?? null}::text, ${idem?.requestHash ?? ""}, 'audit', array[ids.audit_id] from ids
      where ${idem?.key ?? null}::text is not null
      -- An expired key is taken over; a live one stops this launch (it is a replay).
      on conflict (account_id, key) do update
        set request_hash = excluded.request_hash, resource_type = excluded.resource_type, resource_ids = excluded.resource_ids, created_at = now()
        where idempotency_keys.created_at <= now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})
      returning key
    ),
    debit as (
      update accounts set credit_balance = credit_balance - ${cost}, updated_at = now()
      where id = ${accountId} and credit_balance >= ${cost}
        and (${idem?.key ?? null}::text is null or exists (select 1 from idem))
      returning id, credit_balance, low_credits_threshold
    ),
    audit as (
      insert into audits (id, account_id, client_id, name, model_ids, prompts, samples, total_queries, credits_cost, trigger, scheduled_audit_id)
      select ids.audit_id, ${accountId}, ${client.id}, ${name}, ${sql.param(modelIds)}::text[], ${sql.param(prompts)}::text[], ${samples}, ${prompts.length * modelIds.length * samples},
             ${cost}, ${options.trigger}::audit_trigger, ${options.scheduledAuditId ?? null}::int
      from ids, debit
      returning *
    ),
    ledger as (
      insert into credit_ledger (account_id, amount, reason, audit_id, description)
      select ${accountId}, ${-cost}, 'audit_launch', audit.id, 'Audit ' || audit.id || ': ' || ${description} from audit
    ),
    queries as (
      insert into audit_queries (account_id, audit_id, prompt, model_id, sample, credits)
      select ${accountId}, audit.id, p.prompt, m.model_id, s.sample, m.credits
      from audit,
           unnest(${sql.param(prompts)}::text[]) with ordinality as p(prompt, pi),
           unnest(${sql.param(modelIds)}::text[], ${sql.param(modelIds.map((id) => byId.get(id)!.creditsPerPrompt))}::int[]) with ordinality as m(model_id, credits, mi),
           generate_series(1, ${samples}::int) as s(sample)
      order by p.pi, m.mi, s.sample
      returning id
    ),
    -- \`credits.low\` when this debit crosses the account's threshold (a balance already below it says nothing new).
    new_events (account_id, type, data) as (
      select debit.id, 'credits.low', jsonb_build_object('balance', debit.credit_balance, 'threshold', debit.low_credits_threshold,
        'debited', ${cost}::int, 'audit_id', ids.audit_id)
      from debit, ids where debit.credit_balance < debit.low_credits_threshold and debit.credit_balance + ${cost} >= debit.low_credits_threshold
    ),
    ${EVENT_CTES}
    select (select row_to_json(audit) from audit) as audit, ${DELIVERY_IDS},
           (select audit_id from ids) as reserved_id,
           exists (select 1 from idem) as key_recorded,
           (select coalesce(array_agg(id order by id), '{}') from queries) as query_ids,
           (select credit_balance from accounts where id = ${accountId}) as balance
  `);
  const row = (result.rows as unknown as LaunchRow[])[0];
  if (row?.audit) {
    const audit = auditFromJson(jsonValue<Record<string, unknown>>(row.audit, {}));
    return { kind: "launched", audit, queryIds: textArray(row.query_ids).map(Number), deliveryIds: deliveryIdsOf(row as unknown as Record<string, unknown>) };
  }
  if (idem) {
    const recorded = booleanValue(row?.key_recorded);
    if (recorded) {
      // The key was recorded but the debit failed: free the key, so a retry after a top-up can go through.
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, idem.key), eq(idempotencyKeys.resourceType, "audit"), sql`${idempotencyKeys.resourceIds} = array[${Number(row?.reserved_id)}::int]`));
    } else {
      // Another request with this key won the race: answer as its replay.
      const [record] = await launchLookup(db, accountId, idem.key);
      const replay = replayOf(record, idem.requestHash);
      if (replay) return replay;
    }
  }
  // The statement's snapshot may predate a concurrent debit: read the balance afresh for the message.
  const [fresh] = await db.select({ balance: accounts.creditBalance }).from(accounts).where(eq(accounts.id, accountId));
  const available = fresh?.balance ?? Number(row?.balance ?? 0);
  throw new ApiError(402, `Not enough credits: this audit needs ${plural(cost, "credit")} (${description}) and ${available} ${available === 1 ? "is" : "are"} available.`, undefined, undefined, { needed: cost, available });
}
