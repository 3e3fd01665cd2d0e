// A race from outside: one Idempotency-Key sent 10 times at once to POST /audits/launch creates one
// audit and debits one audit's cost; the same key with another body is a 409.
import type { Context } from "./context";
import { excerpt, type Reply } from "./http";

const CONCURRENT = 10;

interface Credits {
  balance: number;
  recent_entries: { amount: number; reason: string; audit_id: number | null }[];
}

export async function race(ctx: Context): Promise<void> {
  const suite = ctx.run.suite("race");
  // Account B launches on its own client: account A's balance moves with the generated launches.
  const clientId = ctx.b.ids.get("clients")?.[0];
  if (clientId === undefined) return suite.problem({ method: "POST", path: "/audits/launch", status: "-" }, "account B has no client to launch an audit on");
  const pool = ctx.b.keys;
  const credits = async () => {
    const reply = await suite.request("/account/credits", { pool, retryRateLimited: true });
    return reply.status === 200 ? (reply.json as { data: Credits }).data : undefined;
  };
  const before = await credits();
  const cost = ctx.cheapestModel.creditsPerPrompt;
  if (!before || before.balance < cost) {
    return suite.problem({ method: "GET", path: "/account/credits", status: before ? 200 : "-" }, `account B cannot pay one audit (${cost} credits; balance ${before?.balance}): reseed the dev database`);
  }

  const idempotencyKey = `blackbox-race-${ctx.runId}`;
  const body = { client_id: clientId, model_ids: [ctx.cheapestModel.id], prompts: [`Black-box race ${ctx.runId}: who leads this market?`], name: `Black-box race ${ctx.runId}` };
  const launch = (payload: unknown) =>
    // A 429 comes before the launch is looked at: trying again (with the same key) is safe.
    suite.request("/audits/launch", { method: "POST", pool, headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey }, body: JSON.stringify(payload), retryRateLimited: true });
  const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => launch(body)));

  for (const reply of replies) suite.check(reply, reply.status === 200, "the same key and body must be launched once and replayed to the others (200)");
  const ok = replies.filter((r) => r.status === 200);
  const auditIds = new Set(ok.map((r) => (r.json as { data?: { id?: number } }).data?.id));
  const fresh = ok.filter((r) => r.headers.get("idempotent-replayed") !== "true");
  console.log(`  ${CONCURRENT} concurrent launches with one Idempotency-Key: ${ok.length}×200, audit ids ${[...auditIds].join(", ")}, ${fresh.length} not replayed`);
  const first: Reply | undefined = ok[0];
  const summary = { method: "POST", path: "/audits/launch", status: ok.length === CONCURRENT ? 200 : "mixed" };
  if (auditIds.size !== 1) suite.problem(summary, `${auditIds.size} different audits for one Idempotency-Key: ${[...auditIds].join(", ")}`);
  if (ok.length > 0 && fresh.length !== 1) suite.problem(summary, `${fresh.length} responses without \`Idempotent-Replayed: true\`; exactly one launch should have run`);
  const auditId = [...auditIds][0];
  const audit = (first?.json as { data?: { credits_cost?: number } } | undefined)?.data;
  if (first && audit?.credits_cost !== cost) suite.problem(first, `credits_cost is ${audit?.credits_cost}, expected ${cost} (1 prompt × ${ctx.cheapestModel.id})`);

  const after = await credits();
  if (after) {
    const summaryCredits = { method: "GET", path: "/account/credits", status: 200 };
    if (before.balance - after.balance !== cost) suite.problem(summaryCredits, `the balance went from ${before.balance} to ${after.balance}; one audit costs ${cost}`);
    const debits = after.recent_entries.filter((e) => e.audit_id === auditId && e.reason === "audit_launch");
    if (debits.length !== 1 || debits[0]!.amount !== -cost) suite.problem(summaryCredits, `ledger entries for audit ${auditId}: ${excerpt(JSON.stringify(debits))}; expected one launch of ${-cost}`);
  }

  const conflict = await launch({ ...body, prompts: ["A different question for the same key?"] });
  suite.expectError(conflict, 409, "for the same Idempotency-Key with another body");
  console.log("  note: the embedded PGlite runs one statement at a time, so these launches reach the database one after another; with DATABASE_URL (Postgres) they truly overlap");
}
