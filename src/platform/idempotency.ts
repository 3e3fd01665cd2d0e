// `Idempotency-Key` on the creates: a retried create answers with what the first one made and writes nothing.
// The key is recorded in the create's own transaction, so a create and its key commit together or not at all; a
// concurrent request with the same key fails on the key's primary key and answers as the replay.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { violation, type Database } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { ApiError } from "@/platform/errors";

/** How long an `Idempotency-Key` is remembered. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** The header's value and the hash of the request body it came with. */
export interface Idempotency {
  key: string;
  requestHash: string;
}

/** SHA-256 of the body with sorted keys, so the same request always hashes the same. */
export async function requestHash(body: unknown): Promise<string> {
  const canonical = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A create's key, if the caller sent one, with the hash of the body it came with. */
export async function idempotencyOf(key: string | undefined, body: unknown): Promise<Idempotency | undefined> {
  return key ? { key, requestHash: await requestHash(body) } : undefined;
}

const live = sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`;

/** The key's live record (remembered less than 24 hours ago), if any. */
export function idempotencyLookup(db: Database, accountId: number, key: string) {
  return db
    .select({ requestHash: idempotencyKeys.requestHash, resourceType: idempotencyKeys.resourceType, resourceIds: idempotencyKeys.resourceIds })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), live));
}

type KeyRecord = { requestHash: string; resourceType: string; resourceIds: number[] | null };

/**
 * What a live record means for a create of `resourceType` with this body: the ids to answer with (a replay), or
 * undefined (no record: go ahead). A key used by another operation or with another body is a 409.
 */
export function replayIds(record: KeyRecord | undefined, resourceType: string, hash: string): number[] | undefined {
  if (!record?.resourceIds) return undefined;
  if (record.resourceType !== resourceType) {
    throw new ApiError(409, `This Idempotency-Key was already used for another operation (it created a ${record.resourceType.replaceAll("_", " ")}). Use a new key for a new request.`);
  }
  if (record.requestHash !== hash) {
    throw new ApiError(409, "This Idempotency-Key was already used with a different request body. Use a new key for a new request.");
  }
  return record.resourceIds;
}

/**
 * The statements that record the key inside the create's batch, after the statements that insert: an expired record
 * is dropped, then the key is inserted with the ids `idsSql` reads (a live record makes the insert fail, which rolls
 * the whole create back).
 */
export function recordKeyStatements(db: Database, accountId: number, idem: Idempotency, resourceType: string, idsSql: SQL): [BatchItem<"pg">, BatchItem<"pg">] {
  return [
    db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, idem.key), sql`not (${live})`)),
    db.execute(sql`insert into idempotency_keys (account_id, key, request_hash, resource_type, resource_ids)
      values (${accountId}, ${idem.key}, ${idem.requestHash}, ${resourceType}, ${idsSql})`),
  ];
}

/** The id the last insert into `table` drew in this transaction, as an array: the ids of a one-row create. */
export function lastInsertedId(table: string): SQL {
  return sql`array[currval(pg_get_serial_sequence(${table}, 'id'))::int]`;
}

/** True when `error` is the key's primary key refusing a second record: a concurrent request with the key won. */
export function isKeyTaken(error: unknown): boolean {
  return violation(error, "idempotency_keys_account_id_key_pk") !== undefined;
}

export type CreateOutcome<T> = { value: T; replayed: boolean };

/**
 * Runs a create under an optional key. `create` gets the statements to append to its batch (none without a key);
 * `replay` renders what the ids it recorded name today, or undefined when that is gone.
 */
export async function createOnce<T>(
  db: Database,
  accountId: number,
  idem: Idempotency | undefined,
  resourceType: string,
  create: (recordKey: (idsSql: SQL) => BatchItem<"pg">[]) => Promise<T>,
  replay: (ids: number[]) => Promise<T | undefined>,
): Promise<CreateOutcome<T>> {
  if (!idem) return { value: await create(() => []), replayed: false };
  const answerReplay = async (record: KeyRecord | undefined) => {
    const ids = replayIds(record, resourceType, idem.requestHash);
    if (!ids) return undefined;
    const value = await replay(ids);
    if (value === undefined) throw new ApiError(409, `The ${resourceType.replaceAll("_", " ")} this Idempotency-Key created has since been deleted. Use a new key to create it again.`);
    return { value, replayed: true };
  };
  const earlier = await answerReplay((await idempotencyLookup(db, accountId, idem.key))[0]);
  if (earlier) return earlier;
  try {
    return { value: await create((idsSql) => recordKeyStatements(db, accountId, idem, resourceType, idsSql)), replayed: false };
  } catch (error) {
    // A concurrent request with the same key may have won: its create makes this one fail, on the key or on another
    // unique rule (the same domain, the same name). Then this answers as its replay.
    const raced = await answerReplay((await idempotencyLookup(db, accountId, idem.key))[0]);
    if (raced) return raced;
    if (isKeyTaken(error)) throw new ApiError(409, "A request with this Idempotency-Key is still being processed. Retry in a moment.");
    throw error;
  }
}
