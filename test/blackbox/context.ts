// What the suites share: the run, the operations of the served document, and the two accounts
// (A attacked, B attacking) with their keys and the resources discovered through their lists.
import { hasPathParam, nestedKey, operationsOf, segment, type OpenApiDocument, type Operation } from "../helpers/openapi-document";
import type { KeyPool, Run, Suite } from "./http";

/** Path segments of content every account sees (no owner): the isolation rules do not apply. */
export const SHARED_SEGMENTS = new Set(["models", "blog", "glossary"]);

export interface Tenant {
  label: "A" | "B";
  accountId: number;
  keys: KeyPool;
  /** Ids of the account's resources per path segment (`clients` → [1, 2, …]), from its list operations. */
  ids: Map<string, number[]>;
  /** The list items themselves, for resources without a detail operation (scheduled audits). */
  items: Map<string, Record<string, unknown>[]>;
}

export interface Context {
  run: Run;
  /** Short random tag put in names and keys this run creates. */
  runId: string;
  operations: Operation[];
  a: Tenant;
  b: Tenant;
  /** A value that exists for each shared segment (`models` → `gpt-4o`, `blog` → a slug). */
  shared: Map<string, string>;
  /** The active model with the fewest credits per prompt, for launches that should cost little. */
  cheapestModel: { id: string; creditsPerPrompt: number };
  /** Keys of account A for the generated requests, enough to stay under the per-key limit. */
  generatedKeys: KeyPool;
  /** A key no other suite uses before the rate-limit suite floods it. */
  floodKey: string;
  /** A key that must still be served right after the flood. */
  bystanderKey: string;
}

interface ListBody {
  data?: Record<string, unknown>[];
  pagination?: { total_pages?: number };
}

/** Every operation of the English OpenAPI document served at /api/v1/openapi.json. */
export async function fetchOperations(suite: Suite): Promise<Operation[]> {
  const reply = await suite.request("/openapi.json?lang=en");
  const doc = reply.json as Partial<OpenApiDocument> | undefined;
  if (reply.status !== 200 || !doc?.paths) throw new Error(`GET /openapi.json answered ${reply.status}; cannot derive the requests`);
  return operationsOf({ paths: doc.paths });
}

/** Segments whose resources have an id in a path (`/clients/{id}`): the account-owned ones. */
export function ownedSegments(operations: Operation[]): string[] {
  return [...new Set(operations.filter((op) => hasPathParam(op) && !SHARED_SEGMENTS.has(segment(op.path))).map((op) => segment(op.path)))];
}

/** Reads every page of the account's list of each owned segment (at most 10 pages of 100). */
export async function discover(suite: Suite, tenant: Tenant, operations: Operation[]): Promise<void> {
  for (const seg of ownedSegments(operations)) {
    if (!operations.some((op) => op.method === "GET" && op.path === `/${seg}`)) {
      suite.problem({ method: "GET", path: `/${seg}`, status: "-" }, `/${seg}/{id} exists but /${seg} does not: no way to discover ids to aim at`);
      continue;
    }
    const items: Record<string, unknown>[] = [];
    for (let page = 1; page <= 10; page++) {
      const reply = await suite.request(`/${seg}?per_page=100&page=${page}`, { pool: tenant.keys, retryRateLimited: true });
      const body = reply.json as ListBody | undefined;
      if (!suite.check(reply, reply.status === 200 && Array.isArray(body?.data), `account ${tenant.label}'s list must answer 200 with a data array`)) break;
      items.push(...body!.data!);
      if (page >= (body!.pagination?.total_pages ?? 1)) break;
    }
    tenant.items.set(seg, items);
    tenant.ids.set(seg, items.map((item) => item.id).filter((id): id is number => typeof id === "number"));
  }
  await discoverNested(suite, tenant, operations);
}

/**
 * The items under the tenant's first resource of each nested collection (`/clients/{id}/competitors` →
 * `clients/competitors`): from its list, or from the parent's detail when it has none (an action plan's `tasks`).
 */
async function discoverNested(suite: Suite, tenant: Tenant, operations: Operation[]): Promise<void> {
  for (const key of new Set(operations.map((op) => nestedKey(op.path)).filter((k): k is string => k !== undefined))) {
    const [parent, child] = key.split("/") as [string, string];
    const parentId = tenant.ids.get(parent)?.[0];
    if (parentId === undefined) continue;
    const listed = operations.some((op) => op.method === "GET" && op.path === `/${parent}/{id}/${child}`);
    const path = listed ? `/${parent}/${parentId}/${child}?per_page=100` : `/${parent}/${parentId}`;
    const reply = await suite.request(path, { pool: tenant.keys, retryRateLimited: true });
    const data = (reply.json as { data?: unknown } | undefined)?.data;
    const items = listed ? data : (data as Record<string, unknown> | undefined)?.[child];
    if (!suite.check(reply, reply.status === 200 && Array.isArray(items), `account ${tenant.label}'s ${key} must be readable at ${path}`)) continue;
    tenant.ids.set(key, (items as { id?: unknown }[]).map((item) => item.id).filter((id): id is number => typeof id === "number"));
  }
}

export async function accountId(suite: Suite, key: string): Promise<number> {
  const reply = await suite.request("/account/profile", { key, retryRateLimited: true });
  const id = (reply.json as { data?: { id?: unknown } } | undefined)?.data?.id;
  if (reply.status !== 200 || typeof id !== "number") throw new Error(`GET /account/profile answered ${reply.status} for key ${key.slice(0, 12)}…: ${reply.text.slice(0, 200)}`);
  return id;
}

/** The first slug or id of each shared list (the same for every account). */
export async function discoverShared(suite: Suite, key: string, operations: Operation[]): Promise<Map<string, string>> {
  const shared = new Map<string, string>();
  for (const seg of SHARED_SEGMENTS) {
    if (!operations.some((op) => op.method === "GET" && op.path === `/${seg}`)) continue;
    const reply = await suite.request(`/${seg}?per_page=1`, { key, retryRateLimited: true });
    const first = (reply.json as ListBody | undefined)?.data?.[0];
    const value = first?.slug ?? first?.id;
    if (suite.check(reply, reply.status === 200 && value !== undefined, `the shared list /${seg} must answer 200 with at least one item`)) shared.set(seg, String(value));
  }
  return shared;
}

export async function cheapestModel(suite: Suite, key: string): Promise<{ id: string; creditsPerPrompt: number }> {
  const reply = await suite.request("/models?per_page=100", { key, retryRateLimited: true });
  const models = ((reply.json as { data?: { id: string; active: boolean; credits_per_prompt: number }[] } | undefined)?.data ?? []).filter((m) => m.active);
  models.sort((x, y) => x.credits_per_prompt - y.credits_per_prompt);
  const model = models[0];
  if (!model) throw new Error(`GET /models lists no active model (status ${reply.status})`);
  return { id: model.id, creditsPerPrompt: model.credits_per_prompt };
}
