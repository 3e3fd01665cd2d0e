// Cross-account isolation and response conformance, for every operation of the OpenAPI document (so
// a new endpoint is covered without anyone adding it here): another account's key on the first
// account's resources gets 404 on details, never sees them in lists or aggregates, and its writes
// change nothing in any table; the owner's successful responses match their documented schemas.
import { eq, sql } from "drizzle-orm";
import { env } from "cloudflare:test";
import { clientPrompts, competitors, contacts, domainRules, webhookDeliveries, webhookEndpoints, webhookEvents } from "@/db/schema";
import { generateSecret } from "@/domain/webhooks/signing";
import { beforeAll, describe, expect, it } from "vitest";
import { SCOPES } from "@/platform/keys";
import { call } from "../helpers/client";
import { listOperations } from "../helpers/openapi";
import { documentedSchemas, fillPath, hasPathParam, schemaMismatch, segment, type Operation } from "../helpers/openapi-document";
import {
  addChecklist,
  addCompetitors,
  addContacts,
  addHallucinatedUrls,
  createAgency,
  createAuditWithQueries,
  createClient,
  createCompletedAudit,
  createKey,
  createPlan,
  createQuestionnaire,
  createReport,
  createSchedule,
  db,
} from "../helpers/factories";

/** Writes in the caller's own account that name no other resource (creates, the account's alert threshold): they succeed, and leave the victim's rows alone. */
const OWN_ACCOUNT_WRITES = new Set(["POST /account/domain-rules", "POST /clients", "POST /webhook-endpoints", "PATCH /account/credits"]);

/** Operations aimed at a resource of their own: erasing takes an archived client with no audit running. */
const ID_OVERRIDES: Record<string, string> = { "POST /clients/{id}/erase": "clients/archived", "POST /audits/{id}/cancel": "audits/queued" };

/** The conformance pass runs every write on the owner's data: deletions last, so they remove nothing a later read needs, and erasing after them. */
const rank = (op: Operation) => (op.path === "/clients/{id}/erase" ? 2 : op.method === "DELETE" ? 1 : 0);

/** Path segments whose resources belong to no account: every key sees the same thing. */
const GLOBAL = { models: "gpt-4o", blog: "llms-txt-explained", glossary: "share-of-voice" } as Record<string, string>;

let victim: { marker: string; ids: Record<string, number>; accountId: number; readonly key: string };
/** The attacker's keys, taken in turn: the matrix sends more requests than one key may in a minute. */
let attacker: { keys: string[]; accountId: number; readonly key: string };
let operations: Operation[];

/** A checksum of every row of every account-owned table for the given accounts (default: both). */
async function checksums(accountIds: number[] = [victim.accountId, attacker.accountId]): Promise<Record<string, string>> {
  const tables = await db().execute(sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'account_id' order by table_name`);
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows as { table_name: string }[]) {
    const result = await db().execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(table_name)} t where account_id = any(${sql.param(accountIds)}::int[])`,
    );
    out[table_name] = String((result.rows[0] as { sum: string }).sum);
  }
  const accounts = await db().execute(sql`select md5(string_agg(a::text, '|' order by a.id)) as sum from accounts a where id = any(${sql.param(accountIds)}::int[])`);
  out.accounts = String((accounts.rows[0] as { sum: string }).sum);
  return out;
}

/** The operation's path with the victim's resources (or the shared one) in place of `{id}` / `{slug}` / `{x_id}`. */
function concrete(op: Operation): string {
  return fillPath(op.path, (key) => {
    if (key in GLOBAL) return GLOBAL[key]!;
    const id = victim.ids[ID_OVERRIDES[`${op.method} ${op.path}`] ?? key];
    if (id === undefined) throw new Error(`${op.method} ${op.path}: no victim resource for '${key}'; add one to the isolation matrix`);
    return String(id);
  });
}

/** Bodies for the write operations, aimed at the victim's resources. */
function bodyFor(op: Operation): string | undefined {
  const key = `${op.method} ${op.path}`;
  const bodies: Record<string, unknown> = {
    "POST /audits/launch": { client_id: victim.ids.clients, model_ids: ["mistral-large"], prompts: ["Whose client is this?"] },
    "POST /scheduled-audits": { client_id: victim.ids.clients, frequency: "daily" },
    "PUT /scheduled-audits/{id}": { name: "taken over", active: false },
    "DELETE /scheduled-audits/{id}": undefined,
    // Creates in the caller's own account (no other account's resource can be named): isolation is that it
    // changes nothing of the victim's.
    "POST /account/domain-rules": { pattern: `${victim.marker.toLowerCase()}.example`, category: "forum" },
    "DELETE /account/domain-rules/{id}": undefined,
    // The caller's own alert threshold: the victim's stays as it was.
    "PATCH /account/credits": { low_credits_threshold: 123 },
    "POST /clients": { name: `${victim.marker} Own`, website: `https://${victim.marker.toLowerCase()}-own.example`, sector: "retail", country: "FR", language: "fr" },
    "PATCH /clients/{id}": { name: "taken over" },
    "DELETE /clients/{id}": undefined,
    "POST /clients/{id}/erase": undefined,
    "POST /clients/{id}/competitors": { name: "Planted rival" },
    "PATCH /clients/{id}/competitors/{competitor_id}": { name: "Renamed rival" },
    "DELETE /clients/{id}/competitors/{competitor_id}": undefined,
    "POST /clients/{id}/contacts": { first_name: "Planted", last_name: "Contact", email: "planted@example.com" },
    "PATCH /clients/{id}/contacts/{contact_id}": { role: "taken over", is_primary: true },
    "DELETE /clients/{id}/contacts/{contact_id}": undefined,
    "POST /clients/{id}/prompts": { prompt: "Whose prompt is this?" },
    "POST /clients/{id}/prompts/bulk": { prompts: [{ prompt: "Whose prompts are these?" }] },
    "PATCH /clients/{id}/prompts/{prompt_id}": { active: false },
    "DELETE /clients/{id}/prompts/{prompt_id}": undefined,
    "PATCH /clients/{id}/hallucinated-urls/{url_id}": { status: "ignored", note: "taken over" },
    "PATCH /action-plans/{id}/tasks/{task_id}": { status: "dismissed" },
    "POST /audits/{id}/cancel": undefined,
    "POST /webhook-endpoints": { url: "https://attacker.example/hook" },
    "PATCH /webhook-endpoints/{id}": { description: "taken over" },
    "DELETE /webhook-endpoints/{id}": undefined,
    "POST /webhook-endpoints/{id}/rotate-secret": undefined,
    "POST /webhook-endpoints/{id}/deliveries/{delivery_id}/resend": undefined,
  };
  if (!(key in bodies)) throw new Error(`${key}: a new write operation; give it a body aimed at the victim's resources here`);
  return bodies[key] === undefined ? undefined : JSON.stringify(bodies[key]);
}

beforeAll(async () => {
  operations = await listOperations();

  const marker = `Victim${Math.random().toString(36).slice(2, 10)}`;
  const { account, key } = await createAgency();
  const client = await createClient(account.id, { name: `${marker} Brand`, domain: `${marker.toLowerCase()}.example` });
  await addContacts(account.id, client.id, 2);
  await addCompetitors(account.id, client.id, [`${marker} Rival`]);
  await addChecklist(account.id, client.id, ["fail", "pass"]);
  const [url] = await addHallucinatedUrls(account.id, client.id, [{ url: `https://${marker.toLowerCase()}.example/missing` }]);
  const audit = await createCompletedAudit(account.id, client.id, 71, new Date("2026-11-01T00:00:00Z"), { "gpt-4o": 71 });
  const report = await createReport(account.id, client.id, audit.id);
  const { plan, tasks } = await createPlan(account.id, client.id, [{ priority: "high" }]);
  const { audit: queued } = await createAuditWithQueries(account.id, client.id, [{ prompt: `${marker} queued?`, modelId: "gpt-4o", status: "queued" }], "queued");
  const { questionnaire } = await createQuestionnaire(account.id, client.id, [{ contactId: null, answers: { q4: `${marker} answer` } }]);
  const schedule = await createSchedule(account.id, client.id, { name: `${marker} schedule` });
  const [rule] = await db().insert(domainRules).values({ accountId: account.id, pattern: `${marker.toLowerCase()}-press.example`, category: "editorial" }).returning();
  const [competitor] = await db().select().from(competitors).where(eq(competitors.clientId, client.id));
  const [contact] = await db().select().from(contacts).where(eq(contacts.clientId, client.id));
  const [prompt] = await db().insert(clientPrompts).values({ accountId: account.id, clientId: client.id, prompt: `${marker} tracked prompt?`, language: "fr" }).returning();
  // A local receiver's URL: the conformance pass resends the delivery for real.
  const [endpoint] = await db().insert(webhookEndpoints).values({ accountId: account.id, url: `${env.WEBHOOK_RECEIVER_URL}/hooks/victim`, description: `${marker} hook`, secret: generateSecret() }).returning();
  const [event] = await db().insert(webhookEvents).values({ id: `evt_${marker.toLowerCase()}`, accountId: account.id, type: "audit.completed", data: { id: audit.id, name: `${marker} audit` } }).returning();
  const [delivery] = await db().insert(webhookDeliveries).values({ accountId: account.id, endpointId: endpoint!.id, eventId: event!.id, status: "succeeded", attempts: 1 }).returning();
  const archived = await createClient(account.id, { name: `${marker} Archived`, domain: `${marker.toLowerCase()}-old.example`, status: "archived" });
  // The owner's keys, taken in turn too: the conformance pass sends one request per operation, more than 60.
  const victimKeys = [key, (await createKey(account.id)).key];
  let victimTurn = 0;
  victim = {
    marker,
    get key() {
      return victimKeys[victimTurn++ % victimKeys.length]!;
    },
    accountId: account.id,
    ids: { clients: client.id, audits: audit.id, reports: report.id, "action-plans": plan.id, questionnaires: questionnaire.id, "scheduled-audits": schedule.id, "account/domain-rules": rule!.id,
      "clients/competitors": competitor!.id,
      "clients/contacts": contact!.id,
      "clients/prompts": prompt!.id,
      "clients/archived": archived.id,
      "clients/hallucinated-urls": url!.id,
      "action-plans/tasks": tasks[0]!.id,
      "audits/queued": queued.id,
      "webhook-endpoints": endpoint!.id,
      "webhook-endpoints/deliveries": delivery!.id,
    },
  };
  const other = await createAgency();
  await createClient(other.account.id, { name: "Attacker Own Brand" });
  const keys = [other.key, ...(await Promise.all([1, 2].map(async () => (await createKey(other.account.id)).key)))];
  let turn = 0;
  attacker = {
    keys,
    accountId: other.account.id,
    get key() {
      return keys[turn++ % keys.length]!;
    },
  };
});

describe("isolation matrix (every operation of the OpenAPI document)", () => {
  it("covers the whole contract", () => {
    expect(operations.length).toBeGreaterThanOrEqual(36);
  });

  it("answers 404 to another account on every detail, and 200 on shared content", async () => {
    for (const op of operations.filter((o) => o.method === "GET" && hasPathParam(o))) {
      const res = await call(concrete(op), { key: attacker.key });
      const text = await res.text();
      const shared = segment(op.path) in GLOBAL;
      expect(res.status, `${op.method} ${op.path}`).toBe(shared ? 200 : 404);
      expect(text, `${op.method} ${op.path}`).not.toContain(victim.marker);
    }
  });

  it("never shows another account's resources in lists, aggregates or account data", async () => {
    for (const op of operations.filter((o) => o.method === "GET" && !hasPathParam(o))) {
      const res = await call(op.path, { key: attacker.key });
      const text = await res.text();
      expect(res.status, op.path).toBe(200);
      expect(text, op.path).not.toContain(victim.marker);
      const body = JSON.parse(text) as { data: unknown };
      const own = victim.ids[segment(op.path)];
      if (Array.isArray(body.data) && own !== undefined) {
        expect((body.data as { id: number }[]).map((item) => item.id), op.path).not.toContain(own);
      }
    }
    const portfolio = await call("/analytics/portfolio", { key: attacker.key });
    expect(((await portfolio.json()) as { data: { client_count: number } }).data.client_count).toBe(1);
  });

  it("lets no write touch another account's data: 404, and every table unchanged", async () => {
    const before = await checksums();
    const victimBefore = await checksums([victim.accountId]);
    let ownWrites = 0;
    for (const op of operations.filter((o) => o.method !== "GET")) {
      const body = bodyFor(op);
      const res = await call(concrete(op), { key: attacker.key, method: op.method, headers: body ? { "Content-Type": "application/json" } : {}, body });
      if (OWN_ACCOUNT_WRITES.has(`${op.method} ${op.path}`)) {
        expect(res.status, `${op.method} ${op.path}`).toBe(200);
        ownWrites++;
        continue;
      }
      expect(res.status, `${op.method} ${op.path}`).toBe(404);
      expect(await res.text()).not.toContain(victim.marker);
    }
    expect(await checksums([victim.accountId])).toEqual(victimBefore);
    if (ownWrites === 0) expect(await checksums()).toEqual(before);
  });
});

describe("authentication and scopes (every operation of the OpenAPI document)", () => {
  it("answers 401 without a key and 403 naming the scope to a key with every other scope, before reading anything", async () => {
    const scoped = operations.filter((op) => op.scope !== undefined);
    expect(scoped).toHaveLength(operations.length);
    const keysWithout = new Map<string, string>();
    for (const scope of new Set(scoped.map((op) => op.scope!))) {
      keysWithout.set(scope, (await createKey(victim.accountId, { scopes: SCOPES.filter((s) => s !== scope) })).key);
    }
    // Every table but the keys' (a key records when it was last used).
    const data = async () => {
      const { api_keys: _used, ...rest } = await checksums([victim.accountId]);
      return rest;
    };
    const before = await data();
    for (const op of scoped) {
      const body = op.method === "GET" ? undefined : bodyFor(op);
      const headers: Record<string, string> = body ? { "Content-Type": "application/json" } : {};
      const anonymous = await call(concrete(op), { method: op.method, headers, body });
      expect(anonymous.status, `${op.method} ${op.path} without a key`).toBe(401);
      const denied = await call(concrete(op), { key: keysWithout.get(op.scope!), method: op.method, headers, body });
      const text = await denied.text();
      expect(denied.status, `${op.method} ${op.path} without ${op.scope}`).toBe(403);
      expect(text, `${op.method} ${op.path}`).toContain(op.scope!);
    }
    // The owner's own keys, on the owner's own resources: refused before any write.
    expect(await data()).toEqual(before);
  });
});

describe("response conformance", () => {
  it("matches every operation's 200 body to its documented schema, strictly", async () => {
    const schemas = documentedSchemas();
    let checked = 0;
    for (const op of [...operations].sort((x, y) => rank(x) - rank(y))) {
      const schema = schemas.get(`${op.method} ${op.path}`);
      if (op.path === "/reports/{id}/download") {
        const res = await call(concrete(op), { key: victim.key });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
        continue;
      }
      expect(schema, `${op.method} ${op.path} documents a JSON schema`).toBeDefined();
      // The writes, in document order, on the owner's own resources: launch, create, update then delete the schedule.
      const body = op.method === "GET" ? undefined : bodyFor(op);
      const res = await call(concrete(op), { key: victim.key, method: op.method, headers: body ? { "Content-Type": "application/json" } : {}, body });
      const json = (await res.json()) as unknown;
      expect(res.status, `${op.method} ${op.path}: ${JSON.stringify(json).slice(0, 300)}`).toBe(200);
      expect(schemaMismatch(schema!, json), `${op.method} ${op.path}`).toBeUndefined();
      checked++;
    }
    expect(checked).toBe(operations.length - 1);
  });
});
