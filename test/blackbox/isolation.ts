// Isolation from outside: account B's key on account A's resources, for every operation of the
// served document. Details answer 404 exactly as for an id that does not exist, lists and aggregates
// never reference A's resources, and B's writes aimed at A's resources are refused and change nothing.
import { isDeepStrictEqual } from "node:util";
import { fillPath, hasPathParam, nestedKey, segment, type Operation } from "../helpers/openapi-document";
import { SHARED_SEGMENTS, type Context, type Tenant } from "./context";
import type { Reply, Suite } from "./http";
import { excerpt } from "./http";

/** Fields that point at another resource, and the segment of the resource they point at. */
const REFERENCE_FIELDS: Record<string, string> = {
  client_id: "clients",
  audit_id: "audits",
  last_audit_id: "audits",
  previous_audit_id: "audits",
  report_id: "reports",
  action_plan_id: "action-plans",
  plan_id: "action-plans",
  questionnaire_id: "questionnaires",
  scheduled_audit_id: "scheduled-audits",
};
/** Embedded objects (`"client": { "id": 3, … }`) and the segment their `id` belongs to. */
const EMBEDDED_OBJECTS: Record<string, string> = { client: "clients", audit: "audits", report: "reports", action_plan: "action-plans", questionnaire: "questionnaires" };

/** An id larger than any the demo data reaches: the answer for a resource that does not exist at all. */
const NOWHERE = "2147483647";

interface Reference {
  segment: string;
  id: number;
  where: string;
}

/** Every resource id a response body refers to: list items, `*_id` fields and embedded objects. */
function references(body: unknown, listSegment: string | undefined): Reference[] {
  const found: Reference[] = [];
  const walk = (value: unknown, where: string, owner: string | undefined) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${where}[${i}]`, owner));
    if (!value || typeof value !== "object") return;
    for (const [field, child] of Object.entries(value)) {
      const path = `${where}.${field}`;
      if (field === "id" && owner && typeof child === "number") found.push({ segment: owner, id: child, where: path });
      else if (field === "account_id" && typeof child === "number") found.push({ segment: "accounts", id: child, where: path });
      else if (field in REFERENCE_FIELDS && typeof child === "number") found.push({ segment: REFERENCE_FIELDS[field]!, id: child, where: path });
      walk(child, path, field in EMBEDDED_OBJECTS ? EMBEDDED_OBJECTS[field] : undefined);
    }
  };
  const data = (body as { data?: unknown } | undefined)?.data;
  walk(data, "data", Array.isArray(data) ? listSegment : undefined);
  return found;
}

function ownedBy(tenant: Tenant): Map<string, Set<number>> {
  const owned = new Map([...tenant.ids].map(([seg, ids]) => [seg, new Set(ids)]));
  owned.set("accounts", new Set([tenant.accountId]));
  return owned;
}

/** Flags every reference in B's answer to one of A's resources. */
function checkNoLeak(suite: Suite, reply: Reply, owned: Map<string, Set<number>>, listSegment: string | undefined): void {
  for (const ref of references(reply.json, listSegment)) {
    if (owned.get(ref.segment)?.has(ref.id)) suite.problem(reply, `account B sees account A's ${ref.segment} ${ref.id} at ${ref.where}`);
  }
}

/** A 404 message with the numbers taken out, so answers about different ids compare equal. */
function shape(reply: Reply): string {
  return `${reply.status} ${String((reply.json as { error?: { message?: unknown } } | undefined)?.error?.message ?? "").replace(/\d+/g, "#")}`;
}

async function details(suite: Suite, ctx: Context): Promise<void> {
  const { a, b } = ctx;
  const ops = ctx.operations.filter((o) => o.method === "GET" && hasPathParam(o));
  for (const op of ops) {
    const seg = segment(op.path);
    const at = (value: string) => op.path.replace(/\{(id|slug)\}/, encodeURIComponent(value));
    if (SHARED_SEGMENTS.has(seg)) {
      const value = ctx.shared.get(seg);
      if (value === undefined) continue;
      const reply = await suite.request(at(value), { pool: b.keys, retryRateLimited: true });
      suite.check(reply, reply.status === 200, "shared content must be served to every account");
      continue;
    }
    const ids = a.ids.get(seg) ?? [];
    if (ids.length === 0) {
      console.log(`  (isolation: account A has no ${seg}; ${op.path} not attacked)`);
      continue;
    }
    const nowhere = await suite.request(at(NOWHERE), { pool: b.keys, retryRateLimited: true });
    suite.expectError(nowhere, 404, "for an id that does not exist");
    for (const id of new Set([ids[0]!, ids[ids.length - 1]!])) {
      const reply = await suite.request(at(String(id)), { pool: b.keys, retryRateLimited: true });
      if (!suite.expectError(reply, 404, `for account A's ${seg} ${id} with account B's key`)) continue;
      // Otherwise the answer itself would tell B that the id exists in another account.
      suite.check(reply, shape(reply) === shape(nowhere), `the 404 differs from the one for an id that does not exist (${excerpt(nowhere.text)})`);
    }
  }
  console.log(`  ${ops.length} detail operations with account B's key on account A's ids (first and last of each list) and on an id that does not exist`);
}

async function lists(suite: Suite, ctx: Context): Promise<void> {
  const { a, b } = ctx;
  const owned = ownedBy(a);
  const ops = ctx.operations.filter((o) => o.method === "GET" && !hasPathParam(o) && !SHARED_SEGMENTS.has(segment(o.path)));
  let filters = 0;
  for (const op of ops) {
    const names = new Set(op.parameters.filter((p) => p.in === "query").map((p) => p.name));
    const base = names.has("per_page") ? "per_page=100" : "";
    const listSegment = segment(op.path) === op.path.slice(1) ? segment(op.path) : undefined;
    const reply = await suite.request(`${op.path}${base ? `?${base}` : ""}`, { pool: b.keys, retryRateLimited: true });
    if (suite.check(reply, reply.status === 200, "account B's own list must answer 200")) checkNoLeak(suite, reply, owned, listSegment);
    if (op.path === "/account/profile") {
      const id = (reply.json as { data?: { id?: unknown } } | undefined)?.data?.id;
      suite.check(reply, id === b.accountId, `the profile is account ${String(id)}'s, not the caller's (${b.accountId})`);
    }
    if (op.path === "/analytics/portfolio") {
      const count = (reply.json as { data?: { client_count?: unknown } } | undefined)?.data?.client_count;
      const own = b.ids.get("clients")?.length;
      suite.check(reply, count === undefined || own === undefined || count === own, `the portfolio counts ${String(count)} clients; account B has ${own}`);
    }
    // Filters naming one of A's resources (`?client_id=` A's client): an empty answer or 404, never A's data.
    for (const name of names) {
      const seg = REFERENCE_FIELDS[name];
      const id = seg ? a.ids.get(seg)?.[0] : undefined;
      if (id === undefined) continue;
      filters++;
      const filtered = await suite.request(`${op.path}?${base ? `${base}&` : ""}${name}=${id}`, { pool: b.keys, retryRateLimited: true });
      if (filtered.status === 404) suite.expectError(filtered, 404);
      else if (suite.check(filtered, filtered.status === 200, `expected 200 (empty) or 404 when filtering on account A's ${seg} ${id}`)) {
        checkNoLeak(suite, filtered, owned, listSegment);
        const data = (filtered.json as { data?: unknown }).data;
        if (Array.isArray(data)) suite.check(filtered, data.length === 0, `filtering on account A's ${seg} ${id} returns ${data.length} items`);
      }
    }
  }
  console.log(`  ${ops.length} lists, aggregates and account reads with account B's key, and ${filters} of them filtered on account A's ids: searched for references to A's ${[...owned.values()].reduce((n, ids) => n + ids.size, 0)} resources`);
}

/** Writes in the caller's own account that name no other account's resource: creates, and the account's settings. */
const OWN_ACCOUNT_WRITES = new Set(["POST /account/domain-rules", "POST /clients", "POST /webhook-endpoints", "PATCH /account/credits"]);

/** Bodies for the write operations, aimed at A's resources. A new write operation must be added here. */
function writeBody(op: Operation, target: { clientId: number }, model: string): { body?: unknown } | undefined {
  const bodies: Record<string, { body?: unknown }> = {
    "POST /audits/launch": { body: { client_id: target.clientId, model_ids: [model], prompts: ["Whose client is this?"] } },
    "POST /scheduled-audits": { body: { client_id: target.clientId, frequency: "daily" } },
    "PUT /scheduled-audits/{id}": { body: { name: "taken over", active: false } },
    "DELETE /scheduled-audits/{id}": {},
    // Creates in the caller's own account, naming nothing of A's: B's succeeds, and must leave A's data alone.
    "POST /account/domain-rules": { body: { pattern: `isolation-${Date.now().toString(36)}.example`, category: "forum" } },
    "DELETE /account/domain-rules/{id}": {},
    "PATCH /account/credits": { body: { low_credits_threshold: 123 } },
    "POST /clients": { body: { name: "Isolation Check", website: `https://isolation-${Date.now().toString(36)}.example`, sector: "retail", country: "FR", language: "fr" } },
    "PATCH /clients/{id}": { body: { name: "taken over", status: "paused" } },
    "DELETE /clients/{id}": {},
    "POST /clients/{id}/erase": {},
    "POST /clients/{id}/competitors": { body: { name: "Planted rival" } },
    "PATCH /clients/{id}/competitors/{competitor_id}": { body: { name: "Renamed rival" } },
    "DELETE /clients/{id}/competitors/{competitor_id}": {},
    "POST /clients/{id}/contacts": { body: { first_name: "Planted", last_name: "Contact", email: "planted@example.com" } },
    "PATCH /clients/{id}/contacts/{contact_id}": { body: { role: "taken over", is_primary: true } },
    "DELETE /clients/{id}/contacts/{contact_id}": {},
    "POST /clients/{id}/prompts": { body: { prompt: "Whose prompt is this?" } },
    "POST /clients/{id}/prompts/bulk": { body: { prompts: [{ prompt: "Whose prompts are these?" }] } },
    "PATCH /clients/{id}/prompts/{prompt_id}": { body: { active: false } },
    "DELETE /clients/{id}/prompts/{prompt_id}": {},
    "PATCH /clients/{id}/hallucinated-urls/{url_id}": { body: { status: "ignored", note: "taken over" } },
    "PATCH /action-plans/{id}/tasks/{task_id}": { body: { status: "dismissed" } },
    "POST /audits/{id}/cancel": {},
    "POST /webhook-endpoints": { body: { url: "https://isolation.example/hook", active: false } },
    "PATCH /webhook-endpoints/{id}": { body: { description: "taken over", active: false } },
    "DELETE /webhook-endpoints/{id}": {},
    "POST /webhook-endpoints/{id}/rotate-secret": {},
    "POST /webhook-endpoints/{id}/deliveries/{delivery_id}/resend": {},
  };
  return bodies[`${op.method} ${op.path}`];
}

/** What B's writes must leave as it was: A's targets, and both accounts' counts and balances. */
async function snapshot(suite: Suite, ctx: Context, target: { clientId: number; schedule?: Record<string, unknown> }): Promise<Record<string, unknown>> {
  const read = async (tenant: Tenant, path: string, pick: (body: Record<string, unknown>) => unknown) => {
    const reply = await suite.request(path, { pool: tenant.keys, retryRateLimited: true });
    return reply.status === 200 ? pick(reply.json as Record<string, unknown>) : `status ${reply.status}`;
  };
  const total = (body: Record<string, unknown>) => (body.pagination as { total: number }).total;
  const state: Record<string, unknown> = {};
  for (const tenant of [ctx.a, ctx.b]) {
    state[`${tenant.label}: audits`] = await read(tenant, "/audits?per_page=1", total);
    state[`${tenant.label}: scheduled audits`] = await read(tenant, "/scheduled-audits?per_page=1", total);
    state[`${tenant.label}: credit balance`] = await read(tenant, "/account/credits", (body) => (body.data as { balance: number }).balance);
  }
  state[`A: client ${target.clientId}`] = await read(ctx.a, `/clients/${target.clientId}`, (body) => body.data);
  for (const items of ["competitors", "contacts", "prompts"]) {
    state[`A: client ${target.clientId}'s ${items}`] = await read(ctx.a, `/clients/${target.clientId}/${items}?per_page=100`, (body) => body.data);
  }
  state["A: domain rules"] = await read(ctx.a, "/account/domain-rules?per_page=100", (body) => body.data);
  state["A: low-credit threshold"] = await read(ctx.a, "/account/credits", (body) => (body.data as { low_credits_threshold: number | null }).low_credits_threshold);
  const schedule = target.schedule;
  if (schedule) {
    // No detail operation for schedules: find it in A's list of its client's schedules.
    state[`A: scheduled audit ${String(schedule.id)}`] = await read(ctx.a, `/scheduled-audits?per_page=100&client_id=${String(schedule.client_id)}`, (body) =>
      (body.data as { id: unknown }[]).find((s) => s.id === schedule.id) ?? "missing",
    );
  }
  return state;
}

async function writes(suite: Suite, ctx: Context): Promise<void> {
  const clientId = ctx.a.ids.get("clients")?.[0];
  if (clientId === undefined) return console.log("  (isolation: account A has no client; writes not attacked)");
  const schedule = ctx.a.items.get("scheduled-audits")?.[0];
  const target = { clientId, schedule };
  const before = await snapshot(suite, ctx, target);
  for (const op of ctx.operations.filter((o) => o.method !== "GET")) {
    const spec = writeBody(op, target, ctx.cheapestModel.id);
    if (!spec) {
      suite.problem({ method: op.method, path: op.path, status: "-" }, "a write operation this suite does not know: give it a body aimed at account A in writeBody()");
      continue;
    }
    const keys = hasPathParam(op) ? [segment(op.path), nestedKey(op.path)].filter((k): k is string => k !== undefined) : [];
    const missing = keys.find((k) => ctx.a.ids.get(k)?.[0] === undefined);
    if (missing) {
      console.log(`  (isolation: account A has no ${missing}; ${op.method} ${op.path} not attacked)`);
      continue;
    }
    const path = fillPath(op.path, (key) => String(ctx.a.ids.get(key)![0]));
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    const reply = await suite.request(path, {
      method: op.method,
      pool: ctx.b.keys,
      headers: body ? { "Content-Type": "application/json" } : {},
      body,
      retryRateLimited: true,
    });
    if (OWN_ACCOUNT_WRITES.has(`${op.method} ${op.path}`)) {
      suite.check(reply, reply.status === 200, "a write in account B's own account must succeed");
      continue;
    }
    // 400 or 422 would mean the body was refused before ownership was looked at: refused all the same.
    const status = [400, 422].includes(reply.status) ? reply.status : 404;
    suite.expectError(reply, status, `for account B's ${op.method} aimed at account A's resources`);
  }
  const after = await snapshot(suite, ctx, target);
  console.log(`  ${ctx.operations.filter((o) => o.method !== "GET").length} writes with account B's key aimed at account A's client ${clientId} and schedule ${String(schedule?.id)}; compared ${Object.keys(before).join(", ")} before and after`);
  for (const [what, value] of Object.entries(before)) {
    if (!isDeepStrictEqual(value, after[what])) {
      suite.problem({ method: "GET", path: what, status: "changed" }, `changed by account B's writes: before ${excerpt(JSON.stringify(value))}, after ${excerpt(JSON.stringify(after[what]))}`);
    }
  }
}

export async function isolation(ctx: Context): Promise<void> {
  const suite = ctx.run.suite("isolation");
  await details(suite, ctx);
  await lists(suite, ctx);
  await writes(suite, ctx);
}
