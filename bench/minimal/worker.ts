// The baseline of bench/throughput.ts: the same database work as four API handlers, without the
// app around it (no Hono, no auth, no rate limit, no validation, no CORS or request id). Each route
// calls the handler's own domain function with the handler's default page, so the SQL is identical;
// the account is the demo agency's, given as the ACCOUNT_ID var.
import { getDb } from "../../src/db/client";
import { leaderboard } from "../../src/domain/analytics";
import { listResults } from "../../src/domain/audits";
import { getClient360, listClients } from "../../src/domain/clients";

interface MinimalEnv {
  DATABASE_URL: string;
  NEON_SQL_ENDPOINT?: string;
  ACCOUNT_ID: string;
}

/** What the app's PageQuerySchema defaults to when the query string is empty. */
const PAGE = { page: 1, per_page: 20 };

const listBody = <T>(data: T[], total: number) => ({
  success: true as const,
  data,
  pagination: { ...PAGE, total, total_pages: Math.ceil(total / PAGE.per_page) },
});
const notFound = () => Response.json({ success: false, error: { type: "not_found", message: "Not found." } }, { status: 404 });

export default {
  async fetch(request: Request, env: MinimalEnv): Promise<Response> {
    const path = new URL(request.url).pathname;
    const db = getDb(env);
    const accountId = Number(env.ACCOUNT_ID);
    let match: RegExpExecArray | null;
    try {
      if (path === "/clients") {
        const { items, total } = await listClients(db, accountId, {}, PAGE);
        return Response.json(listBody(items, total));
      }
      if ((match = /^\/clients\/(\d+)\/360$/.exec(path))) {
        const view = await getClient360(db, accountId, Number(match[1]));
        return view ? Response.json({ success: true, data: view }) : notFound();
      }
      if (path === "/analytics/leaderboard") {
        const { items, total } = await leaderboard(db, accountId, {}, PAGE);
        return Response.json(listBody(items, total));
      }
      if ((match = /^\/audits\/(\d+)\/results$/.exec(path))) {
        const result = await listResults(db, accountId, Number(match[1]), {}, PAGE);
        return result ? Response.json(listBody(result.items, result.total)) : notFound();
      }
      return notFound();
    } catch (error) {
      console.error("minimal worker failed:", error);
      return Response.json({ success: false, error: { type: "internal_error", message: String(error) } }, { status: 500 });
    }
  },
};
