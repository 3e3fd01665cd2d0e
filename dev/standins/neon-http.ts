// Local stand-in for Neon's SQL-over-HTTP endpoint (over PGlite or a real Postgres), so neon() and drizzle neon-http run unchanged.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import pg from "pg";
import { envNumber, errorMessage, sendJson, serve, type Fault } from "./http";

export interface NeonStandInOptions {
  /** A real Postgres (postgres:// or postgresql://); without it the stand-in embeds PGlite. */
  postgresUrl?: string;
  /** PGlite data folder, persisted between runs; undefined keeps the database in memory. */
  dataDir?: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Added to every SQL request, to feel a remote database; defaults to env NEON_LATENCY_MS or 0. */
  latencyMs?: number;
}

export interface NeonStats {
  requests: number;
  /** Waves of requests: round trips made one after another (see `serve`). */
  sequential: number;
  batches: number;
  statements: number;
}

export interface NeonStandIn {
  /** The value for `neonConfig.fetchEndpoint`. */
  sqlEndpoint: string;
  port: number;
  database: "pglite" | "postgres";
  stats(): NeonStats;
  resetStats(): void;
  setFault(fault: Fault): void;
  /** The delay added to every SQL request, in ms (simulates the Worker-to-database distance). */
  setLatency(ms: number): void;
  /** Starts (clearing what was kept) or stops keeping every statement received, single or batched (for EXPLAIN). */
  recordQueries(on: boolean): void;
  /** The statements received while recording, in arrival order, with their params as sent. */
  recordedQueries(): SqlQuery[];
  close(): Promise<void>;
}

export interface SqlQuery {
  query: string;
  params: (string | null)[];
}

interface NeonResult {
  command: string;
  rowCount: number | null;
  rows: unknown[][];
  fields: { name: string; dataTypeID: number }[];
  rowAsArray: true;
}

interface SqlBackend {
  run(query: SqlQuery): Promise<NeonResult>;
  /** All or nothing: one transaction, opened with `setTransaction` when the client asked for a mode. */
  batch(queries: SqlQuery[], setTransaction: string | undefined): Promise<NeonResult[]>;
  close(): Promise<void>;
}

type RawResult = Pick<Results, "command" | "rowCount" | "rows" | "fields"> | { rowCount: number | null };

/** Fields the neon client copies from a 400 body onto its NeonDbError. */
const ERROR_FIELDS = [
  "severity", "code", "detail", "hint", "position", "internalPosition", "internalQuery", "where",
  "schema", "table", "column", "dataType", "constraint", "file", "line", "routine",
] as const;

const ISOLATION_LEVELS: Record<string, string> = {
  readuncommitted: "READ UNCOMMITTED",
  readcommitted: "READ COMMITTED",
  repeatableread: "REPEATABLE READ",
  serializable: "SERIALIZABLE",
};

class BadRequest extends Error {}

function toNeonResult(result: RawResult | undefined): NeonResult {
  const r = (result ?? {}) as Partial<Results>;
  return {
    command: r.command ?? "",
    // PGlite's affectedRows is 0 for DDL and SELECT; the command tag's count (or null) is what Neon sends.
    rowCount: r.rowCount ?? null,
    rows: (r.rows ?? []) as unknown[][],
    // DDL has no fields, but the neon client maps over them unconditionally.
    fields: (r.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    rowAsArray: true,
  };
}

async function openPglite(dataDir: string | undefined): Promise<SqlBackend> {
  // Loaded on demand: the wasm costs seconds and is dead weight when a real Postgres is used.
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(dataDir);
  // The neon client parses text itself: every type PGlite knows (array ids included) must stay text both
  // ways, else jsonb fails and timestamps/arrays silently become null/[]. A catch-all Proxy fails: PGlite spreads the maps.
  const rawIds = (map: object): number[] => Object.keys(map).map(Number);
  const options: QueryOptions = {
    rowMode: "array",
    parsers: Object.fromEntries(rawIds(db.parsers).map((id) => [id, (text: string) => text])),
    serializers: Object.fromEntries(rawIds(db.serializers).map((id) => [id, (value: unknown) => String(value)])),
  };
  type Conn = Pick<typeof db, "query" | "exec">;
  // Without params the simple protocol runs, so a whole migration file with several statements works too.
  const run = async (conn: Conn, q: SqlQuery): Promise<NeonResult> =>
    toNeonResult(q.params.length > 0 ? await conn.query(q.query, q.params, options) : (await conn.exec(q.query, options)).at(-1));

  return {
    run: (q) => run(db, q),
    batch: (queries, setTransaction) =>
      db.transaction(async (tx) => {
        if (setTransaction) await tx.exec(setTransaction);
        const results: NeonResult[] = [];
        for (const q of queries) results.push(await run(tx, q));
        return results;
      }),
    close: () => db.close(),
  };
}

function openPostgres(url: string): SqlBackend {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection emits on the pool; unheard, that would kill the process.
  pool.on("error", (error) => console.warn(`[neon stand-in] idle Postgres client: ${error.message}`));
  // Text out as Postgres sent it, for every type id (pg's declared overloads include a binary variant we never use).
  const types = { getTypeParser: () => (text: string) => text } as unknown as pg.CustomTypesConfig;
  const run = async (conn: pg.Pool | pg.PoolClient, q: SqlQuery): Promise<NeonResult> => {
    // Without params pg uses the simple protocol, which allows several statements and answers with an array.
    const result = (await conn.query({ text: q.query, values: q.params, rowMode: "array", types })) as unknown as
      | RawResult
      | RawResult[];
    return toNeonResult(Array.isArray(result) ? result.at(-1) : result);
  };

  return {
    run: (q) => run(pool, q),
    batch: async (queries, setTransaction) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        if (setTransaction) await client.query(setTransaction);
        const results: NeonResult[] = [];
        for (const q of queries) results.push(await run(client, q));
        await client.query("COMMIT");
        return results;
      } catch (error) {
        await client.query("ROLLBACK").catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A client whose ROLLBACK failed is in an unknown state: destroy it rather than reuse it.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Neon's batch headers as one `SET TRANSACTION`, the first statement of the batch's transaction. */
function setTransactionFor(headers: IncomingHttpHeaders): string | undefined {
  const modes: string[] = [];
  const isolation = header(headers, "neon-batch-isolation-level");
  if (isolation !== undefined) {
    const level = ISOLATION_LEVELS[isolation.toLowerCase().replace(/[^a-z]/g, "")];
    if (!level) throw new BadRequest(`unknown isolation level: ${isolation}`);
    modes.push(`ISOLATION LEVEL ${level}`);
  }
  const readOnly = header(headers, "neon-batch-read-only");
  if (readOnly !== undefined) modes.push(readOnly === "true" ? "READ ONLY" : "READ WRITE");
  const deferrable = header(headers, "neon-batch-deferrable");
  if (deferrable !== undefined) modes.push(deferrable === "true" ? "DEFERRABLE" : "NOT DEFERRABLE");
  return modes.length > 0 ? `SET TRANSACTION ${modes.join(", ")}` : undefined;
}

function toQuery(value: unknown): SqlQuery {
  if (typeof value !== "object" || value === null) throw new BadRequest("expected {query, params}");
  const { query, params = [] } = value as Record<string, unknown>;
  if (typeof query !== "string" || !Array.isArray(params)) throw new BadRequest("expected {query: string, params: array}");
  // The neon client already sends text or null; anything else came from another client and is made text the same way.
  const text = (p: unknown): string | null =>
    p === null || p === undefined ? null : typeof p === "object" ? JSON.stringify(p) : String(p);
  return { query, params: params.map(text) };
}

/** The 400 body the neon client turns into a NeonDbError carrying `code` and friends. */
function errorReply(error: unknown): { status: number; body: Record<string, unknown> } {
  const body: Record<string, unknown> = { message: errorMessage(error) };
  if (error instanceof BadRequest) return { status: 400, body };
  if (typeof error !== "object" || error === null || typeof (error as { severity?: unknown }).severity !== "string") {
    return { status: 500, body };
  }
  for (const field of ERROR_FIELDS) {
    const value = (error as Record<string, unknown>)[field];
    if (value !== undefined) body[field] = value;
  }
  return { status: 400, body };
}

export async function startNeonStandIn(opts: NeonStandInOptions = {}): Promise<NeonStandIn> {
  const backend = opts.postgresUrl ? openPostgres(opts.postgresUrl) : await openPglite(opts.dataDir);
  const counts = { batches: 0, statements: 0 };
  let recording = false;
  let recorded: SqlQuery[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse, body: string): Promise<void> => {
    if (req.method !== "POST") return sendJson(res, 405, { message: "POST a query or a batch" });
    try {
      // The client sends text/plain; the content type is not checked on purpose.
      let payload: unknown;
      try {
        payload = JSON.parse(body);
      } catch {
        throw new BadRequest("body is not JSON");
      }
      const queries = (payload as { queries?: unknown } | null)?.queries;
      if (queries === undefined) {
        counts.statements++;
        const query = toQuery(payload);
        if (recording) recorded.push(query);
        return sendJson(res, 200, await backend.run(query));
      }
      if (!Array.isArray(queries)) throw new BadRequest("queries must be an array");
      counts.batches++;
      counts.statements += queries.length;
      const batch = queries.map(toQuery);
      if (recording) recorded.push(...batch);
      const results = await backend.batch(batch, setTransactionFor(req.headers));
      sendJson(res, 200, { results });
    } catch (error) {
      const { status, body: reply } = errorReply(error);
      sendJson(res, status, reply);
    }
  };

  let served;
  try {
    served = await serve({
      host: opts.host ?? "127.0.0.1",
      port: opts.port ?? 0,
      latencyMs: opts.latencyMs ?? envNumber("NEON_LATENCY_MS") ?? 0,
      handle,
      stats: () => ({ ...counts }),
      resetStats: () => {
        counts.batches = 0;
        counts.statements = 0;
      },
    });
  } catch (error) {
    await backend.close();
    throw error;
  }
  const server = served;

  return {
    sqlEndpoint: `${server.origin}/sql`,
    port: server.port,
    database: opts.postgresUrl ? "postgres" : "pglite",
    stats: () => server.stats() as unknown as NeonStats,
    resetStats: server.resetStats,
    setFault: server.setFault,
    setLatency: server.setLatency,
    recordQueries: (on) => {
      if (on) recorded = [];
      recording = on;
    },
    recordedQueries: () => [...recorded],
    close: async () => {
      await server.close();
      await backend.close();
    },
  };
}
