// Creating, changing, archiving and erasing clients, and the competitors and contacts that hang off them.
// Uniqueness and the per-client caps are held by the database (migration 0015), so concurrent writes cannot break them.
import { and, eq, sql } from "drizzle-orm";
import { errorChain, violation, type Database } from "@/db/client";
import { jsonValue } from "@/db/raw";
import { audits, clients, competitors, contacts, scheduledAudits } from "@/db/schema";
import { ApiError } from "@/platform/errors";
import { isInternalName } from "@/platform/outbound";
import { notFoundUnder, ownedClientOrFail } from "./ownership";
import { clientDetailQuery, getClient, toClientDetail, toCompetitor, toContact } from "./reads";
import { createOnce, lastInsertedId, type CreateOutcome, type Idempotency } from "@/platform/idempotency";

type ClientRow = typeof clients.$inferSelect;
type ClientStatus = ClientRow["status"];

/** Most competitors and contacts a client has (the trigger of migration 0015 holds these). */
export const MAX_COMPETITORS = 50;
export const MAX_CONTACTS = 50;

// ——— Websites ———

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "[::1]" || (IPV4.test(host) && host.startsWith("127."));
}

/**
 * The website as stored and the domain derived from it (the host without `www.`), or why it cannot be a client's site.
 * A bare domain is read as https. Outside production a local site (127.0.0.1, localhost) is accepted, for the demo.
 */
/** Second-level labels that country registries sell names under: "co.uk", "com.au", "gob.es", "gouv.fr". */
const REGISTRY_LABELS = new Set(["co", "com", "net", "org", "gov", "gob", "gouv", "edu", "ac", "or", "ne", "go", "nom", "ltd", "plc", "asso", "mil"]);

export function parseWebsite(input: string, allowLoopback: boolean): { website: string; domain: string } | { problem: string } {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: "must be a URL such as https://www.example.com" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { problem: "must be an http or https URL" };
  if (url.username || url.password) return { problem: "must not contain a user name or password" };
  const host = url.hostname;
  if (isLoopback(host)) {
    if (!allowLoopback) return { problem: "must be a public site, not a local address" };
  } else if (IPV4.test(host) || host.startsWith("[")) {
    return { problem: "must name the site by its domain, not an IP address" };
  } else if (!allowLoopback && isInternalName(host)) {
    // Production fetches every hop under the outbound rules too (src/platform/outbound.ts); this says it at once.
    return { problem: "must be a public site, not a private network's name" };
  } else {
    const labels = host.split(".");
    const tld = labels.at(-1) ?? "";
    if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !(/^[a-z]{2,63}$/.test(tld) || tld.startsWith("xn--"))) {
      return { problem: "must have a domain name such as example.com" };
    }
    // "co.uk", "com.au", "gouv.fr": a registry's suffix, under which every site would count as the client's own.
    const bare = host.replace(/^www\./, "");
    const [second, ...rest] = bare.split(".");
    if (rest.length === 1 && tld.length === 2 && REGISTRY_LABELS.has(second!)) {
      return { problem: `must be a site's own domain such as example.${bare}, not the public suffix ${bare}` };
    }
  }
  url.hash = "";
  return { website: url.href, domain: host.replace(/^www\./, "") };
}

// ——— Clients ———

/** Other domains a client may record (country sites, a corporate site). */
export const MAX_OTHER_DOMAINS = 20;

export interface ClientInput {
  name: string;
  website: string;
  other_domains?: string[];
  sector: string;
  country: string;
  language: string;
  aliases?: string[];
  keywords?: string[];
  description?: string | null;
  status?: "active" | "paused";
}

export type ClientPatch = Partial<Omit<ClientInput, "status">> & { status?: ClientStatus };

function websiteOrFail(input: string, allowLoopback: boolean) {
  const parsed = parseWebsite(input, allowLoopback);
  if ("problem" in parsed) throw new ApiError(400, `Body field 'website' is invalid: it ${parsed.problem}.`, "website");
  return parsed;
}

/** The other domains as stored: each a host without `www.`, once, never the client's own `domain`. */
function otherDomainsOrFail(inputs: readonly string[], domain: string | null, allowLoopback: boolean): string[] {
  const seen = new Set<string>();
  return inputs.map((input, index) => {
    const field = `other_domains.${index}`;
    const parsed = parseWebsite(input, allowLoopback);
    if ("problem" in parsed) throw new ApiError(400, `Body field '${field}' is invalid: it ${parsed.problem.replace("a URL such as https://www.example.com", "a domain such as example.com")}.`, field);
    if (parsed.domain === domain) throw new ApiError(400, `Body field '${field}' is invalid: ${parsed.domain} is the client's domain already.`, field);
    if (seen.has(parsed.domain)) throw new ApiError(400, `Body field '${field}' is invalid: ${parsed.domain} is listed twice.`, field);
    seen.add(parsed.domain);
    return parsed.domain;
  });
}

/**
 * Marks the client's analysed answers as read by no analysis when its own domains are about to change (run before the
 * update, in its transaction), so the re-analysis (the cron tick's, or `npm run reanalyze`) reads them again with the
 * new ones. A form that sends the domains unchanged, or the same other domains in another order, marks nothing.
 */
function rereadAnswers(db: Database, accountId: number, clientId: number, domain: string | undefined, otherDomains: string[] | undefined) {
  if (domain === undefined && otherDomains === undefined) return db.execute(sql`select 1 where false`);
  return db.execute(sql`update audit_queries set analysis_version = null
    where account_id = ${accountId} and status = 'completed' and answer_shown is not false
      and audit_id in (select id from audits where account_id = ${accountId} and client_id = ${clientId})
      and exists (select 1 from clients c where c.id = ${clientId} and c.account_id = ${accountId}
        and ((${domain ?? null}::text is not null and c.domain is distinct from ${domain ?? null}::text)
          or (${otherDomains === undefined}::boolean = false
            and not (coalesce(c.other_domains, '{}') @> ${sql.param(otherDomains ?? [])}::text[]
              and coalesce(c.other_domains, '{}') <@ ${sql.param(otherDomains ?? [])}::text[]))))`);
}

/** The unique index refusing a second client with a domain: answer with the one that has it. */
async function domainTaken(db: Database, accountId: number, domain: string, error: unknown): Promise<never> {
  if (!violation(error, "clients_account_domain_idx")) throw error;
  const [holder] = await db.select({ id: clients.id, name: clients.name, status: clients.status }).from(clients).where(and(eq(clients.accountId, accountId), eq(clients.domain, domain)));
  const restore = holder?.status === "archived" ? ` It is archived: restore it with PATCH /clients/${holder.id} and {"status": "active"}.` : "";
  throw new ApiError(409, `Client ${holder?.id ?? "?"} (${holder?.name ?? "another client"}) already has the domain ${domain}.${restore}`, "website");
}

function orNotFound<T>(value: T | undefined, clientId: number): T {
  if (value === undefined) throw new ApiError(404, `Client ${clientId} not found.`);
  return value;
}

export async function createClient(db: Database, accountId: number, input: ClientInput, options: { allowLoopback: boolean; idempotency?: Idempotency }): Promise<CreateOutcome<ReturnType<typeof toClientDetail>>> {
  const { website, domain } = websiteOrFail(input.website, options.allowLoopback);
  const otherDomains = otherDomainsOrFail(input.other_domains ?? [], domain, options.allowLoopback);
  return createOnce(
    db,
    accountId,
    options.idempotency,
    "client",
    async (recordKey) => {
      try {
        const [[row]] = await db.batch([
          db
            .insert(clients)
            .values({
              accountId,
              name: input.name,
              website,
              domain,
              otherDomains,
              sector: input.sector,
              country: input.country,
              language: input.language,
              aliases: input.aliases ?? [],
              keywords: input.keywords ?? [],
              description: input.description ?? null,
              status: input.status ?? "active",
            })
            .returning(),
          ...recordKey(lastInsertedId("clients")),
        ] as const);
        // A new client has no contacts or competitors yet: no read needed.
        return toClientDetail({ client: row!, contactCount: 0, competitorCount: 0 });
      } catch (error) {
        return domainTaken(db, accountId, domain, error);
      }
    },
    async ([id]) => getClient(db, accountId, id!),
  );
}

/** Schedules of a client being archived stop; `last_error` says why. A no-op unless `archiving`. */
function pauseSchedules(db: Database, accountId: number, clientId: number, archiving: boolean) {
  return db
    .update(scheduledAudits)
    .set({ active: false, nextRunAt: null, lastError: `Paused: client ${clientId} was archived.`, updatedAt: new Date() })
    .where(and(sql`${archiving}`, eq(scheduledAudits.accountId, accountId), eq(scheduledAudits.clientId, clientId), eq(scheduledAudits.active, true)));
}

/** The change, the schedules it pauses and the client as changed, in one round trip (one transaction). */
export async function updateClient(db: Database, accountId: number, clientId: number, patch: ClientPatch, options: { allowLoopback: boolean }) {
  const site = patch.website === undefined ? undefined : websiteOrFail(patch.website, options.allowLoopback);
  const { website: _website, other_domains: others, ...fields } = patch;
  const current = others === undefined || site !== undefined ? undefined : await db.select({ domain: clients.domain }).from(clients).where(and(eq(clients.accountId, accountId), eq(clients.id, clientId)));
  const otherDomains = others === undefined ? undefined : otherDomainsOrFail(others, site?.domain ?? orNotFound(current?.[0], clientId).domain, options.allowLoopback);
  try {
    const [, , , [detail]] = await db.batch([
      // A new own domain (the website's or another) changes which citations are the client's: its answers are read again.
      rereadAnswers(db, accountId, clientId, site?.domain, otherDomains),
      db
        .update(clients)
        .set({ ...fields, ...(site ?? {}), ...(otherDomains === undefined ? {} : { otherDomains }), updatedAt: new Date() })
        .where(and(eq(clients.accountId, accountId), eq(clients.id, clientId))),
      pauseSchedules(db, accountId, clientId, patch.status === "archived"),
      clientDetailQuery(db, accountId, clientId),
    ]);
    return toClientDetail(orNotFound(detail, clientId));
  } catch (error) {
    if (error instanceof ApiError || !site) throw error;
    return domainTaken(db, accountId, site.domain, error);
  }
}

/** DELETE /clients/{id}: the client is archived (kept with its audits and reports), its schedules paused. */
export async function archiveClient(db: Database, accountId: number, clientId: number) {
  return updateClient(db, accountId, clientId, { status: "archived" }, { allowLoopback: true });
}

type ErasedCounts = { audits: number; reports: number; contacts: number; competitors: number; prompts: number; scheduled_audits: number };

/**
 * Erases an archived client and everything about it (contacts, competitors, prompts, audits and their answers, reports,
 * plans, questionnaires, schedules): what a privacy request needs. The credit ledger keeps its entries, so balances
 * still add up. An audit still running must finish or be cancelled first.
 */
export async function eraseClient(db: Database, accountId: number, clientId: number) {
  const [client] = await db
    // Subqueries name the client by parameter: drizzle would render a column of the outer table unqualified there.
    .select({
      status: clients.status,
      running: sql<number>`(select count(*)::int from audits a where a.client_id = ${clientId} and a.status in ('queued', 'running'))`,
      counts: sql<ErasedCounts | string>`json_build_object(
        'audits', (select count(*)::int from audits a where a.client_id = ${clientId}),
        'reports', (select count(*)::int from reports r where r.client_id = ${clientId}),
        'contacts', (select count(*)::int from contacts c where c.client_id = ${clientId}),
        'competitors', (select count(*)::int from competitors c where c.client_id = ${clientId}),
        'prompts', (select count(*)::int from client_prompts p where p.client_id = ${clientId}),
        'scheduled_audits', (select count(*)::int from scheduled_audits s where s.client_id = ${clientId}))`,
    })
    .from(clients)
    .where(and(eq(clients.accountId, accountId), eq(clients.id, clientId)));
  if (!client) throw new ApiError(404, `Client ${clientId} not found.`);
  if (client.status !== "archived") throw new ApiError(409, `Client ${clientId} is ${client.status}: archive it first (DELETE /clients/${clientId}). Erasing cannot be undone.`);
  if (Number(client.running) > 0) throw new ApiError(409, `Client ${clientId} has an audit still queued or running: cancel it (POST /audits/{id}/cancel) or let it finish, then erase.`);
  // The same checks in the statement: a launch between the read and the delete cannot leave an audit behind.
  const erased = await db
    .delete(clients)
    .where(
      and(
        eq(clients.accountId, accountId),
        eq(clients.id, clientId),
        eq(clients.status, "archived"),
        sql`not exists (select 1 from ${audits} a where a.client_id = ${clientId} and a.status in ('queued', 'running'))`,
      ),
    )
    .returning({ id: clients.id });
  if (erased.length === 0) throw new ApiError(409, `Client ${clientId} changed while it was being erased; read it again and retry.`);
  const counts = jsonValue<ErasedCounts>(client.counts, { audits: 0, reports: 0, contacts: 0, competitors: 0, prompts: 0, scheduled_audits: 0 });
  return { id: clientId, erased: true as const, deleted: counts };
}

// ——— Competitors and contacts ———

/** A trigger of migration 0015 refused a row: the client already holds the most it may. */
function capReached(error: unknown, what: "competitors" | "contacts", max: number, clientId: number): void {
  if ([...errorChain(error)].some((e) => e.message.includes(`client_item_cap:${what}`))) {
    throw new ApiError(409, `Client ${clientId} already has ${max} ${what}, the most it may have. Delete one first.`);
  }
}

export interface CompetitorInput {
  name: string;
  website?: string | null;
  aliases?: string[];
}

function competitorWebsite(input: string | null | undefined) {
  if (input === undefined || input === null) return input;
  const parsed = parseWebsite(input, false);
  if ("problem" in parsed) throw new ApiError(400, `Body field 'website' is invalid: it ${parsed.problem}.`, "website");
  return parsed.website;
}

function competitorConflict(error: unknown, clientId: number, name: string | undefined): void {
  capReached(error, "competitors", MAX_COMPETITORS, clientId);
  if (violation(error, "competitors_client_name_idx")) throw new ApiError(409, `Client ${clientId} already tracks a competitor named '${name}'.`, "name");
}

export async function createCompetitor(db: Database, accountId: number, clientId: number, input: CompetitorInput, idempotency?: Idempotency) {
  const website = competitorWebsite(input.website);
  await ownedClientOrFail(db, accountId, clientId);
  const byId = async (id: number) => {
    const [row] = await db.select().from(competitors).where(and(eq(competitors.accountId, accountId), eq(competitors.clientId, clientId), eq(competitors.id, id)));
    return row && toCompetitor(row);
  };
  return createOnce(
    db,
    accountId,
    idempotency,
    "competitor",
    async (recordKey) => {
      try {
        const [[row]] = await db.batch([
          db.insert(competitors).values({ accountId, clientId, name: input.name, website: website ?? null, aliases: input.aliases ?? [] }).returning(),
          ...recordKey(lastInsertedId("competitors")),
        ] as const);
        return toCompetitor(row!);
      } catch (error) {
        competitorConflict(error, clientId, input.name);
        throw error;
      }
    },
    async ([id]) => byId(id!),
  );
}

export async function updateCompetitor(db: Database, accountId: number, clientId: number, competitorId: number, patch: Partial<CompetitorInput>) {
  const website = competitorWebsite(patch.website);
  try {
    const [row] = await db
      .update(competitors)
      .set({ ...patch, ...(website === undefined ? {} : { website }) })
      .where(and(eq(competitors.accountId, accountId), eq(competitors.clientId, clientId), eq(competitors.id, competitorId)))
      .returning();
    if (!row) await notFoundUnder(db, accountId, clientId, `Competitor ${competitorId}`);
    return toCompetitor(row!);
  } catch (error) {
    competitorConflict(error, clientId, patch.name);
    throw error;
  }
}

export async function deleteCompetitor(db: Database, accountId: number, clientId: number, competitorId: number) {
  const rows = await db
    .delete(competitors)
    .where(and(eq(competitors.accountId, accountId), eq(competitors.clientId, clientId), eq(competitors.id, competitorId)))
    .returning({ id: competitors.id });
  if (rows.length === 0) await notFoundUnder(db, accountId, clientId, `Competitor ${competitorId}`);
  return { id: competitorId, deleted: true as const };
}

export interface ContactInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
  role?: string | null;
  is_primary?: boolean;
}

function contactColumns(input: Partial<ContactInput>) {
  return {
    ...(input.first_name === undefined ? {} : { firstName: input.first_name }),
    ...(input.last_name === undefined ? {} : { lastName: input.last_name }),
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.phone === undefined ? {} : { phone: input.phone }),
    ...(input.role === undefined ? {} : { role: input.role }),
    ...(input.is_primary === undefined ? {} : { isPrimary: input.is_primary }),
  };
}

function contactConflict(error: unknown, clientId: number, email: string | undefined): void {
  capReached(error, "contacts", MAX_CONTACTS, clientId);
  if (violation(error, "contacts_client_email_idx")) throw new ApiError(409, `Client ${clientId} already has a contact with the e-mail ${email}.`, "email");
  if (violation(error, "contacts_client_primary_idx")) throw new ApiError(409, `Another contact of client ${clientId} became primary at the same time; retry.`, "is_primary");
}

/**
 * A new primary contact takes over from the old one in the same transaction (at most one primary per client). A no-op
 * unless `when`, and unless contact `contactId` (when given) is the client's: a 404 must change nothing.
 */
function demotePrimary(db: Database, accountId: number, clientId: number, when: boolean, contactId?: number) {
  return db
    .update(contacts)
    .set({ isPrimary: false })
    .where(
      and(
        sql`${when}`,
        eq(contacts.accountId, accountId),
        eq(contacts.clientId, clientId),
        eq(contacts.isPrimary, true),
        contactId === undefined ? undefined : sql`exists (select 1 from contacts c where c.id = ${contactId} and c.client_id = ${clientId} and c.account_id = ${accountId})`,
      ),
    );
}

export async function createContact(db: Database, accountId: number, clientId: number, input: ContactInput, idempotency?: Idempotency) {
  await ownedClientOrFail(db, accountId, clientId);
  const byId = async (id: number) => {
    const [row] = await db.select().from(contacts).where(and(eq(contacts.accountId, accountId), eq(contacts.clientId, clientId), eq(contacts.id, id)));
    return row && toContact(row);
  };
  return createOnce(
    db,
    accountId,
    idempotency,
    "contact",
    async (recordKey) => {
      try {
        const [, [row]] = await db.batch([
          demotePrimary(db, accountId, clientId, input.is_primary === true),
          db.insert(contacts).values({ accountId, clientId, ...contactColumns(input) } as typeof contacts.$inferInsert).returning(),
          ...recordKey(lastInsertedId("contacts")),
        ] as const);
        return toContact(row!);
      } catch (error) {
        contactConflict(error, clientId, input.email);
        throw error;
      }
    },
    async ([id]) => byId(id!),
  );
}

export async function updateContact(db: Database, accountId: number, clientId: number, contactId: number, patch: Partial<ContactInput>) {
  const where = and(eq(contacts.accountId, accountId), eq(contacts.clientId, clientId), eq(contacts.id, contactId));
  try {
    const [, [row]] = await db.batch([demotePrimary(db, accountId, clientId, patch.is_primary === true, contactId), db.update(contacts).set(contactColumns(patch)).where(where).returning()]);
    if (!row) return notFoundUnder(db, accountId, clientId, `Contact ${contactId}`);
    return toContact(row);
  } catch (error) {
    contactConflict(error, clientId, patch.email);
    throw error;
  }
}

export async function deleteContact(db: Database, accountId: number, clientId: number, contactId: number) {
  const rows = await db.delete(contacts).where(and(eq(contacts.accountId, accountId), eq(contacts.clientId, clientId), eq(contacts.id, contactId))).returning({ id: contacts.id });
  if (rows.length === 0) await notFoundUnder(db, accountId, clientId, `Contact ${contactId}`);
  return { id: contactId, deleted: true as const };
}
