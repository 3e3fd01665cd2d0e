// The write surface of issue 17: clients, competitors, contacts and tracked prompts, each with its validation, its
// tenancy, its uniqueness and caps under concurrency, and Idempotency-Key on the creates.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditQueries, clientPrompts, clients, scheduledAudits } from "@/db/schema";
import { ANALYSIS_VERSION } from "@/domain/analysis";
import { reanalyzeAudits } from "@/domain/audits";
import { parseWebsite } from "@/domain/clients/writes";
import { callJson, expectError } from "./helpers/client";
import { addCompetitors, addContacts, balanceAndLedger, createAgency, createAnsweredAudit, createClient, createCompletedAudit, createSchedule, db } from "./helpers/factories";

const json = (key: string, method: string, body: unknown, headers: Record<string, string> = {}) => ({
  key,
  method,
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

const NOVA = { name: "Atelier Nova", website: "https://www.atelier-nova.fr/", sector: "retail", country: "fr", language: "FR", keywords: ["bougies artisanales", "parfums d'intérieur"] };

async function agency(scopes?: string[]) {
  const { account, key } = await createAgency({ scopes });
  return { accountId: account.id, key };
}

describe("POST /clients", () => {
  it("creates the client with its derived domain, normalised codes and defaults, in the exact envelope", async () => {
    const { key } = await agency();
    const { status, body } = await callJson("/clients", json(key, "POST", NOVA));
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["success", "data"]);
    expect(body.data).toMatchObject({
      name: "Atelier Nova",
      website: "https://www.atelier-nova.fr/",
      domain: "atelier-nova.fr",
      country: "FR",
      language: "fr",
      aliases: [],
      keywords: ["bougies artisanales", "parfums d'intérieur"],
      status: "active",
      description: null,
      contact_count: 0,
      competitor_count: 0,
    });
    expect((await callJson(`/clients/${body.data.id}`, { key })).body.data).toEqual(body.data);
  });

  it("reads a bare domain as https and accepts the other ISO 639-1 languages", async () => {
    const { key } = await agency();
    const { body } = await callJson("/clients", json(key, "POST", { ...NOVA, website: "Atelier-Nova.IT/negozio", country: "IT", language: "it" }));
    expect(body.data).toMatchObject({ website: "https://atelier-nova.it/negozio", domain: "atelier-nova.it", language: "it" });
  });

  it.each([
    [{ ...NOVA, name: undefined }, "name", "Body field 'name' is required."],
    [{ ...NOVA, name: " " }, "name", "Body field 'name' must not be empty."],
    [{ ...NOVA, name: "x".repeat(201) }, "name", "Body field 'name' must be at most 200 characters."],
    [{ ...NOVA, website: "ftp://atelier-nova.fr" }, "website", "Body field 'website' is invalid: it must be an http or https URL."],
    [{ ...NOVA, website: "http://192.168.1.10" }, "website", "Body field 'website' is invalid: it must name the site by its domain, not an IP address."],
    [{ ...NOVA, website: "https://intranet/" }, "website", "Body field 'website' is invalid: it must have a domain name such as example.com."],
    [{ ...NOVA, website: "https://user:pw@atelier-nova.fr" }, "website", "Body field 'website' is invalid: it must not contain a user name or password."],
    [{ ...NOVA, country: "XX" }, "country", "Body field 'country' must be an ISO 3166-1 alpha-2 country code such as FR, US or DE."],
    [{ ...NOVA, language: "xx" }, "language", "Body field 'language' must be an ISO 639-1 language code such as fr, en, es or de."],
    [{ ...NOVA, aliases: Array.from({ length: 51 }, (_, i) => `Nova ${i}`) }, "aliases", "Body field 'aliases' may list at most 50 items."],
    [{ ...NOVA, keywords: ["bougies", "Bougies"] }, "keywords", "Body field 'keywords' must not repeat an item."],
    [{ ...NOVA, aliases: ["ok", ""] }, "aliases.1", "Body field 'aliases.1' is invalid: must not be empty"],
    [{ ...NOVA, status: "archived" }, "status", "Body field 'status' must be one of: active, paused."],
    [{ ...NOVA, owner: "me" }, "owner", "Body field 'owner' is not allowed."],
  ])("rejects %j naming %s", async (payload, param, message) => {
    const { key, accountId } = await agency();
    const { status, body } = await callJson("/clients", json(key, "POST", payload));
    expect(status).toBe(400);
    expect(expectError(body, 400)).toMatchObject({ param, message });
    const { n } = ((await db().execute(sql`select count(*)::int as n from clients where account_id = ${accountId}`)).rows as { n: number }[])[0]!;
    expect(n).toBe(0);
  });

  it("refuses, in production, a website that names a private network's host or this machine; development takes the demo's local sites", () => {
    for (const website of ["https://nas.local/", "https://db.internal", "http://intranet.corp/shop", "https://printer.home.arpa/"]) {
      expect(parseWebsite(website, false), website).toEqual({ problem: "must be a public site, not a private network's name" });
    }
    expect(parseWebsite("http://localhost:3000/", false)).toEqual({ problem: "must be a public site, not a local address" });
    expect(parseWebsite("http://127.0.0.1:8791/", true)).toEqual({ website: "http://127.0.0.1:8791/", domain: "127.0.0.1" });
    expect(parseWebsite("https://www.atelier-nova.fr", false)).toEqual({ website: "https://www.atelier-nova.fr/", domain: "atelier-nova.fr" });
  });

  it("answers 401 without a key and 403 without clients:write", async () => {
    expect((await callJson("/clients", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(NOVA) })).status).toBe(401);
    const { key } = await agency(["clients:read"]);
    const { status, body } = await callJson("/clients", json(key, "POST", NOVA));
    expect(status).toBe(403);
    expect(expectError(body, 403).message).toContain("clients:write");
  });

  it("keeps one client per domain under concurrent creates, and names the one that has it", async () => {
    const { key, accountId } = await agency();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => callJson("/clients", json(key, "POST", { ...NOVA, name: `Nova ${i}`, website: i % 2 ? "atelier-nova.fr" : "https://www.atelier-nova.fr/boutique" }))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)!.body.data;
    for (const loser of answers.filter((a) => a.status !== 200)) {
      expect(loser.status).toBe(409);
      expect(expectError(loser.body, 409)).toMatchObject({ param: "website", message: `Client ${winner.id} (${winner.name}) already has the domain atelier-nova.fr.` });
    }
    expect(await db().select().from(clients).where(eq(clients.accountId, accountId))).toHaveLength(1);
    // Another account may have the same domain.
    expect((await callJson("/clients", json((await agency()).key, "POST", NOVA))).status).toBe(200);
  });

  it("replays an Idempotency-Key: the same client, once, even under concurrency; another body or operation is a 409", async () => {
    const { key, accountId } = await agency();
    const headers = { "Idempotency-Key": "create-nova-1" };
    const answers = await Promise.all(Array.from({ length: 4 }, () => callJson("/clients", json(key, "POST", NOVA, headers))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("Idempotent-Replayed") === "true")).toHaveLength(3);
    expect(await db().select().from(clients).where(eq(clients.accountId, accountId))).toHaveLength(1);

    const other = await callJson("/clients", json(key, "POST", { ...NOVA, name: "Another" }, headers));
    expect(other.status).toBe(409);
    expect(expectError(other.body, 409).message).toBe("This Idempotency-Key was already used with a different request body. Use a new key for a new request.");
    const elsewhere = await callJson(`/clients/${answers[0]!.body.data.id}/competitors`, json(key, "POST", { name: "Cire & Co" }, headers));
    expect(expectError(elsewhere.body, 409).message).toBe("This Idempotency-Key was already used for another operation (it created a client). Use a new key for a new request.");
    // Keys are per account.
    expect((await callJson("/clients", json((await agency()).key, "POST", NOVA, headers))).headers.get("Idempotent-Replayed")).toBeNull();
  });

  it("frees the key of a create that failed, so a corrected retry goes through", async () => {
    const { key, accountId } = await agency();
    await createClient(accountId, { domain: "atelier-nova.fr", website: "https://atelier-nova.fr" });
    const headers = { "Idempotency-Key": "retry-after-409" };
    expect((await callJson("/clients", json(key, "POST", NOVA, headers))).status).toBe(409);
    await db().delete(clients).where(and(eq(clients.accountId, accountId), eq(clients.domain, "atelier-nova.fr")));
    const retried = await callJson("/clients", json(key, "POST", NOVA, headers));
    expect(retried.status).toBe(200);
    expect(retried.headers.get("Idempotent-Replayed")).toBeNull();
  });
});

describe("PATCH and DELETE /clients/{id}, POST /clients/{id}/erase", () => {
  it("changes the given fields, derives the new domain and refuses another client's", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId);
    await createClient(accountId, { domain: "taken.fr", website: "https://taken.fr" });
    const { status, body } = await callJson(`/clients/${client.id}`, json(key, "PATCH", { website: "https://www.nova-bougies.fr", aliases: ["Nova"], description: null, status: "paused" }));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: client.id, name: client.name, domain: "nova-bougies.fr", aliases: ["Nova"], status: "paused" });
    expect(new Date(body.data.updated_at).getTime()).toBeGreaterThan(client.updatedAt.getTime());
    const taken = await callJson(`/clients/${client.id}`, json(key, "PATCH", { website: "taken.fr" }));
    expect(expectError(taken.body, 409).param).toBe("website");
    const empty = await callJson(`/clients/${client.id}`, json(key, "PATCH", {}));
    expect(expectError(empty.body, 400).message).toBe("Request body is invalid: The body must change at least one field: name, website, sector, country, language, aliases, keywords, description, other_domains or status.");
    expect(expectError((await callJson(`/clients/abc`, json(key, "PATCH", { name: "x" }))).body, 400).param).toBe("id");
  });

  it("records the client's other domains: citations and sources on them are its own, and its answers are read again", async () => {
    const { key, accountId } = await agency();
    const created = await callJson("/clients", json(key, "POST", { ...NOVA, other_domains: ["https://www.atelier-nova.ch/fr", "atelier-nova.be"] }));
    expect(created.status).toBe(200);
    expect(created.body.data.other_domains).toEqual(["atelier-nova.ch", "atelier-nova.be"]);
    const id = created.body.data.id as number;
    for (const [body, param, message] of [
      [{ other_domains: ["atelier-nova.fr"] }, "other_domains.0", "atelier-nova.fr is the client's domain already"],
      [{ other_domains: ["a.ch", "www.a.ch"] }, "other_domains.1", "a.ch is listed twice"],
      [{ other_domains: ["not a domain"] }, "other_domains.0", "it must be a domain such as example.com"],
      // A registry's suffix would make every site under it the client's own.
      [{ other_domains: ["co.uk"] }, "other_domains.0", "not the public suffix co.uk"],
      [{ other_domains: ["https://www.com.au/"] }, "other_domains.0", "not the public suffix com.au"],
      [{ website: "gouv.fr" }, "website", "not the public suffix gouv.fr"],
      [{ other_domains: "a.ch" }, "other_domains", "must be an array of domains"],
      [{ other_domains: Array.from({ length: 21 }, (_, i) => `d${i}.ch`) }, "other_domains", "at most 20 domains"],
    ] as const) {
      const refused = expectError((await callJson(`/clients/${id}`, json(key, "PATCH", body))).body, 400);
      expect(refused, JSON.stringify(body)).toMatchObject({ param, message: expect.stringContaining(message) });
    }

    // An answer citing the Swiss site: its own once the domain is recorded, and read again when it is removed.
    const audit = await createAnsweredAudit(accountId, id, [{ modelId: "gpt-4o", answer: "Atelier Nova (https://shop.atelier-nova.ch/bougies) et https://autre.fr." }]);
    const own = async () => ((await callJson(`/audits/${audit.id}/results`, { key })).body.data[0].citations as { is_own_domain: boolean }[]).map((c) => c.is_own_domain);
    expect(await own()).toEqual([true, false]);
    const removed = await callJson(`/clients/${id}`, json(key, "PATCH", { other_domains: [] }));
    expect(removed.body.data.other_domains).toEqual([]);
    const [stale] = await db().select({ version: auditQueries.analysisVersion }).from(auditQueries).where(eq(auditQueries.auditId, audit.id));
    expect(stale!.version).toBeNull();
    while ((await reanalyzeAudits(db(), 50)).audits > 0);
    expect(await own()).toEqual([false, false]);
    // A PATCH that leaves the domains alone leaves the answers alone.
    await callJson(`/clients/${id}`, json(key, "PATCH", { description: "Bougies" }));
    const [kept] = await db().select({ version: auditQueries.analysisVersion }).from(auditQueries).where(eq(auditQueries.auditId, audit.id));
    expect(kept!.version).toBe(ANALYSIS_VERSION);
  });

  it("answers 404 for another account's client and changes nothing", async () => {
    const mine = await agency();
    const theirs = await agency();
    const client = await createClient(theirs.accountId);
    for (const [path, method, body] of [
      [`/clients/${client.id}`, "PATCH", { name: "Mine now" }],
      [`/clients/${client.id}`, "DELETE", undefined],
      [`/clients/${client.id}/erase`, "POST", undefined],
    ] as const) {
      const res = await callJson(path, body ? json(mine.key, method, body) : { key: mine.key, method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(expectError(res.body, 404).message).toBe(`Client ${client.id} not found.`);
    }
    const [row] = await db().select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ name: client.name, status: "active" });
  });

  it("archives: hidden from the list unless asked, not audited, its schedules paused with the reason; PATCH restores it", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId);
    const other = await createClient(accountId);
    const schedule = await createSchedule(accountId, client.id);
    const archived = await callJson(`/clients/${client.id}`, { key, method: "DELETE" });
    expect(archived.body.data).toMatchObject({ id: client.id, status: "archived" });
    expect((await callJson("/clients", { key })).body.data.map((c: { id: number }) => c.id)).toEqual([other.id]);
    expect((await callJson("/clients?status=archived", { key })).body.data.map((c: { id: number }) => c.id)).toEqual([client.id]);
    const [paused] = await db().select().from(scheduledAudits).where(eq(scheduledAudits.id, schedule.id));
    expect(paused).toMatchObject({ active: false, nextRunAt: null, lastError: `Paused: client ${client.id} was archived.` });
    const launch = await callJson("/audits/launch", json(key, "POST", { client_id: client.id, model_ids: ["gpt-4o"], prompts: ["Best candles?"] }));
    expect(expectError(launch.body, 409).param).toBe("client_id");
    expect((await callJson(`/clients/${client.id}`, json(key, "PATCH", { status: "active" }))).body.data.status).toBe("active");
    expect((await callJson("/clients", { key })).body.pagination.total).toBe(2);
  });

  it("erases only an archived client, with everything about it, and keeps the ledger whole", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId);
    await addContacts(accountId, client.id, 2);
    await addCompetitors(accountId, client.id, ["Cire & Co"]);
    await createCompletedAudit(accountId, client.id, 61, new Date(Date.now() - 86_400_000));
    const launched = await callJson("/audits/launch", json(key, "POST", { client_id: client.id, model_ids: ["gpt-4o"], prompts: ["Best candles?"] }));
    expect(launched.status).toBe(200);

    const active = await callJson(`/clients/${client.id}/erase`, { key, method: "POST" });
    expect(expectError(active.body, 409).message).toBe(`Client ${client.id} is active: archive it first (DELETE /clients/${client.id}). Erasing cannot be undone.`);
    await callJson(`/clients/${client.id}`, { key, method: "DELETE" });
    await db().execute(sql`update audits set status = 'queued' where id = ${launched.body.data.id}`);
    const running = await callJson(`/clients/${client.id}/erase`, { key, method: "POST" });
    expect(expectError(running.body, 409).message).toContain("still queued or running");
    await db().execute(sql`update audits set status = 'completed' where id = ${launched.body.data.id}`);

    const erased = await callJson(`/clients/${client.id}/erase`, { key, method: "POST" });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toEqual({ id: client.id, erased: true, deleted: { audits: 2, reports: 0, contacts: 2, competitors: 1, prompts: 0, scheduled_audits: 0 } });
    expect((await callJson(`/clients/${client.id}`, { key })).status).toBe(404);
    const left = await db().execute(sql`select (select count(*)::int from audits where client_id = ${client.id}) + (select count(*)::int from contacts where client_id = ${client.id}) as n`);
    expect((left.rows[0] as { n: number }).n).toBe(0);
    const { balance, ledger } = await balanceAndLedger(accountId);
    expect(balance).toBe(ledger);
    expect((await callJson(`/clients/${client.id}/erase`, { key, method: "POST" })).status).toBe(404);
  });
});

describe("competitors and contacts", () => {
  it("adds, changes and deletes a competitor; a name is unique; another client's competitor is a 404", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId);
    const other = await createClient(accountId);
    const created = await callJson(`/clients/${client.id}/competitors`, json(key, "POST", { name: "Cire & Co", website: "cireco.fr", aliases: ["Cire and Co"] }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ client_id: client.id, name: "Cire & Co", website: "https://cireco.fr/", aliases: ["Cire and Co"] });
    const id = created.body.data.id;
    expect(expectError((await callJson(`/clients/${client.id}/competitors`, json(key, "POST", { name: "CIRE & CO" }))).body, 409).param).toBe("name");
    const changed = await callJson(`/clients/${client.id}/competitors/${id}`, json(key, "PATCH", { website: null }));
    expect(changed.body.data).toMatchObject({ id, website: null, name: "Cire & Co" });
    const wrongClient = await callJson(`/clients/${other.id}/competitors/${id}`, json(key, "PATCH", { name: "x" }));
    expect(expectError(wrongClient.body, 404).message).toBe(`Competitor ${id} not found for client ${other.id}.`);
    expect(expectError((await callJson(`/clients/${client.id}/competitors/0`, { key, method: "DELETE" })).body, 400).param).toBe("competitor_id");
    expect((await callJson(`/clients/${client.id}/competitors/${id}`, { key, method: "DELETE" })).body.data).toEqual({ id, deleted: true });
    expect((await callJson(`/clients/${client.id}/competitors/${id}`, { key, method: "DELETE" })).status).toBe(404);
    expect((await callJson(`/clients/${client.id}`, { key })).body.data.competitor_count).toBe(0);
  });

  it("holds the cap of 50 competitors under concurrent creates", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId);
    await addCompetitors(accountId, client.id, Array.from({ length: 47 }, (_, i) => `Rival ${i}`));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => callJson(`/clients/${client.id}/competitors`, json(key, "POST", { name: `Newcomer ${i}` }))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const a of answers.filter((a) => a.status !== 200)) expect(expectError(a.body, 409).message).toBe(`Client ${client.id} already has 50 competitors, the most it may have. Delete one first.`);
    expect((await callJson(`/clients/${client.id}`, { key })).body.data.competitor_count).toBe(50);
  });

  it("adds contacts, makes one primary at a time, keeps e-mails unique and updates and deletes them", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId);
    const lea = (await callJson(`/clients/${client.id}/contacts`, json(key, "POST", { first_name: "Léa", last_name: "Martin", email: "lea@nova.fr", is_primary: true }))).body.data;
    const paul = await callJson(`/clients/${client.id}/contacts`, json(key, "POST", { first_name: "Paul", last_name: "Roy", email: "paul@nova.fr", phone: "+33 6 12 34 56 78", role: "CEO", is_primary: true }));
    expect(paul.body.data).toMatchObject({ is_primary: true, phone: "+33 6 12 34 56 78", role: "CEO" });
    const list = (await callJson(`/clients/${client.id}/contacts`, { key })).body.data;
    expect(list.map((c: { id: number; is_primary: boolean }) => [c.id, c.is_primary])).toEqual([[paul.body.data.id, true], [lea.id, false]]);
    expect(expectError((await callJson(`/clients/${client.id}/contacts`, json(key, "POST", { first_name: "L", last_name: "M", email: "LEA@nova.fr" }))).body, 409).param).toBe("email");
    expect(expectError((await callJson(`/clients/${client.id}/contacts`, json(key, "POST", { first_name: "L", last_name: "M", email: "not-an-email" }))).body, 400).param).toBe("email");
    const back = await callJson(`/clients/${client.id}/contacts/${lea.id}`, json(key, "PATCH", { is_primary: true, role: null }));
    expect(back.body.data).toMatchObject({ id: lea.id, is_primary: true, role: null });
    expect((await callJson(`/clients/${client.id}/contacts`, { key })).body.data.filter((c: { is_primary: boolean }) => c.is_primary)).toHaveLength(1);
    expect((await callJson(`/clients/${client.id}/contacts/${lea.id}`, { key, method: "DELETE" })).body.data).toEqual({ id: lea.id, deleted: true });
  });

  it("answers 404 under another account's client, and a 404 on a contact changes no primary flag", async () => {
    const mine = await agency();
    const theirs = await agency();
    const client = await createClient(theirs.accountId);
    const [theirContact] = await addContacts(theirs.accountId, client.id, 1);
    const attempts = [
      callJson(`/clients/${client.id}/competitors`, json(mine.key, "POST", { name: "Spy" })),
      callJson(`/clients/${client.id}/contacts`, json(mine.key, "POST", { first_name: "S", last_name: "P", email: "s@p.fr" })),
      callJson(`/clients/${client.id}/contacts/${theirContact!.id}`, json(mine.key, "PATCH", { is_primary: true })),
      callJson(`/clients/${client.id}/contacts/${theirContact!.id}`, { key: mine.key, method: "DELETE" }),
    ];
    for (const res of await Promise.all(attempts)) expect(expectError(res.body, 404).message).toBe(`Client ${client.id} not found.`);
    const own = await createClient(mine.accountId);
    const [ownPrimary] = await addContacts(mine.accountId, own.id, 1);
    await db().execute(sql`update contacts set is_primary = true where id = ${ownPrimary!.id}`);
    expect((await callJson(`/clients/${own.id}/contacts/999999`, json(mine.key, "PATCH", { is_primary: true }))).status).toBe(404);
    expect((await callJson(`/clients/${own.id}/contacts`, { key: mine.key })).body.data[0]).toMatchObject({ id: ownPrimary!.id, is_primary: true });
  });
});

describe("tracked prompts", () => {
  it("creates in bulk all or nothing, lists with filters, and launches ask only the active ones", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId, { language: "fr" });
    const bulk = await callJson(`/clients/${client.id}/prompts/bulk`, json(key, "POST", {
      prompts: [
        { prompt: "Quelle est la meilleure bougie artisanale ?", tags: ["bougies"], topic: "bougies" },
        { prompt: "Quel parfum d'intérieur choisir ?", active: false },
        { prompt: "Which candle brand is best?", language: "EN", tags: ["Export"] },
      ],
    }));
    expect(bulk.status).toBe(200);
    expect(bulk.body.data.created).toBe(3);
    expect(bulk.body.data.prompts.map((p: { language: string; active: boolean }) => [p.language, p.active])).toEqual([["fr", true], ["fr", false], ["en", true]]);

    const duplicate = await callJson(`/clients/${client.id}/prompts/bulk`, json(key, "POST", { prompts: [{ prompt: "Une nouvelle question ?" }, { prompt: "QUEL PARFUM D'INTÉRIEUR CHOISIR ?" }] }));
    expect(expectError(duplicate.body, 409)).toMatchObject({ param: "prompts.1.prompt" });
    const short = await callJson(`/clients/${client.id}/prompts/bulk`, json(key, "POST", { prompts: [{ prompt: "Une nouvelle question ?" }, { prompt: "x" }] }));
    expect(expectError(short.body, 400)).toMatchObject({ param: "prompts.1.prompt", message: "Body field 'prompts.1.prompt' is invalid: must be at least 3 characters" });
    expect(await db().select().from(clientPrompts).where(eq(clientPrompts.clientId, client.id))).toHaveLength(3);

    expect((await callJson(`/clients/${client.id}/prompts?active=false`, { key })).body.data.map((p: { prompt: string }) => p.prompt)).toEqual(["Quel parfum d'intérieur choisir ?"]);
    expect((await callJson(`/clients/${client.id}/prompts?tag=export`, { key })).body.data).toHaveLength(1);
    const page = await callJson(`/clients/${client.id}/prompts?per_page=2&page=2`, { key });
    expect(page.body.pagination).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });

    const launched = await callJson("/audits/launch", json(key, "POST", { client_id: client.id, model_ids: ["gpt-4o"] }));
    expect(launched.body.data.prompt_count).toBe(2);
    const [audit] = (await db().execute(sql`select prompts from audits where id = ${launched.body.data.id}`)).rows as { prompts: string[] }[];
    expect(audit!.prompts).toEqual(["Quelle est la meilleure bougie artisanale ?", "Which candle brand is best?"]);
  });

  it("holds 50 active prompts: a bulk create over it adds nothing, a deactivated prompt cannot be reactivated past it", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId);
    await db().insert(clientPrompts).values(Array.from({ length: 49 }, (_, i) => ({ accountId, clientId: client.id, prompt: `Question ${i}?`, language: "fr" })));
    const over = await callJson(`/clients/${client.id}/prompts/bulk`, json(key, "POST", { prompts: [{ prompt: "Fiftieth?" }, { prompt: "Fifty-first?" }] }));
    expect(expectError(over.body, 409).message).toBe(`Client ${client.id} would have more than 50 active prompts (an audit asks at most 50). Deactivate some, or add these with "active": false.`);
    const inactive = await callJson(`/clients/${client.id}/prompts/bulk`, json(key, "POST", { prompts: [{ prompt: "Fiftieth?" }, { prompt: "Fifty-first?", active: false }] }));
    expect(inactive.status).toBe(200);
    const id = inactive.body.data.prompts[1].id;
    expect(expectError((await callJson(`/clients/${client.id}/prompts/${id}`, json(key, "PATCH", { active: true }))).body, 409).message).toContain("more than 50 active prompts");
    const concurrent = await Promise.all(Array.from({ length: 3 }, (_, i) => callJson(`/clients/${client.id}/prompts`, json(key, "POST", { prompt: `Parallel ${i}?` }))));
    expect(concurrent.every((a) => a.status === 409)).toBe(true);
    const { n } = ((await db().execute(sql`select count(*)::int as n from client_prompts where client_id = ${client.id} and active`)).rows as { n: number }[])[0]!;
    expect(n).toBe(50);
  });

  it("updates and deletes a prompt, replays a create's key, and answers 404 for another client's prompt", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId);
    const other = await createClient(accountId);
    const headers = { "Idempotency-Key": "prompt-1" };
    const first = await callJson(`/clients/${client.id}/prompts`, json(key, "POST", { prompt: "Best candle shop?" }, headers));
    const again = await callJson(`/clients/${client.id}/prompts`, json(key, "POST", { prompt: "Best candle shop?" }, headers));
    expect(again.body.data).toEqual(first.body.data);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const id = first.body.data.id;
    const changed = await callJson(`/clients/${client.id}/prompts/${id}`, json(key, "PATCH", { prompt: "Best candle shop in Lyon?", topic: "lyon", active: false }));
    expect(changed.body.data).toMatchObject({ id, prompt: "Best candle shop in Lyon?", topic: "lyon", active: false });
    expect((await callJson(`/clients/${other.id}/prompts/${id}`, { key, method: "DELETE" })).status).toBe(404);
    expect((await callJson(`/clients/${client.id}/prompts/${id}`, { key, method: "DELETE" })).body.data).toEqual({ id, deleted: true });
    // What the key created is gone: a replay says so instead of creating it again.
    expect(expectError((await callJson(`/clients/${client.id}/prompts`, json(key, "POST", { prompt: "Best candle shop?" }, headers))).body, 409).message).toBe("The prompt this Idempotency-Key created has since been deleted. Use a new key to create it again.");
    const theirs = await agency();
    expect((await callJson(`/clients/${client.id}/prompts`, { key: theirs.key })).status).toBe(404);
    expect((await callJson(`/clients/${client.id}/prompts`, json(theirs.key, "POST", { prompt: "Spy?" }))).status).toBe(404);
  });

  it("suggests prompts in the client's language about its keywords, leaving out the tracked ones", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId, { language: "fr", country: "FR", keywords: ["bougies artisanales", "parfums d'intérieur"] });
    const first = (await callJson(`/clients/${client.id}/prompt-suggestions?limit=4`, { key })).body.data;
    expect(first).toMatchObject({ client_id: client.id, language: "fr", client_language: "fr" });
    expect(first.suggestions.map((s: { topic: string }) => s.topic)).toEqual(["bougies artisanales", "parfums d'intérieur", "bougies artisanales", "parfums d'intérieur"]);
    expect(first.suggestions[0].prompt).toBe("Quel est le meilleur choix pour bougies artisanales en France ?");
    await callJson(`/clients/${client.id}/prompts/bulk`, json(key, "POST", { prompts: first.suggestions.slice(0, 2).map((s: { prompt: string }) => ({ prompt: s.prompt })) }));
    const next = (await callJson(`/clients/${client.id}/prompt-suggestions?limit=2`, { key })).body.data.suggestions;
    expect(next.map((s: { prompt: string }) => s.prompt)).toEqual(first.suggestions.slice(2).map((s: { prompt: string }) => s.prompt));
    const italian = await createClient(accountId, { language: "it", keywords: ["candele"] });
    expect((await callJson(`/clients/${italian.id}/prompt-suggestions`, { key })).body.data).toMatchObject({ language: "en", client_language: "it" });
    expect(expectError((await callJson(`/clients/${client.id}/prompt-suggestions?limit=51`, { key })).body, 400).param).toBe("limit");
  });
});

describe("Idempotency-Key on the platform's other creates", () => {
  it("replays POST /scheduled-audits and POST /account/domain-rules once each", async () => {
    const { key, accountId } = await agency();
    const client = await createClient(accountId);
    const schedule = { client_id: client.id, frequency: "monthly", active: false };
    const scheduleHeaders = { "Idempotency-Key": "schedule-1" };
    const schedules = await Promise.all([1, 2, 3].map(() => callJson("/scheduled-audits", json(key, "POST", schedule, scheduleHeaders))));
    expect(new Set(schedules.map((s) => s.body.data.id)).size).toBe(1);
    expect(schedules.filter((s) => s.headers.get("Idempotent-Replayed") === "true")).toHaveLength(2);
    expect((await callJson("/scheduled-audits", { key })).body.pagination.total).toBe(1);
    const rule = { pattern: "nova-press.example", category: "editorial" };
    const first = await callJson("/account/domain-rules", json(key, "POST", rule, { "Idempotency-Key": "rule-1" }));
    const replay = await callJson("/account/domain-rules", json(key, "POST", rule, { "Idempotency-Key": "rule-1" }));
    expect(replay.body.data).toEqual(first.body.data);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const without = await callJson("/account/domain-rules", json(key, "POST", rule));
    expect(expectError(without.body, 409).message).toBe("A rule for 'nova-press.example' already exists in this account; delete it first to change its category.");
  });
});
