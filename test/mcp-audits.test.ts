// MCP tools on audits: a launch through MCP is charged once however often it is retried and refused politely when
// credits are short; answers are read filtered, in excerpts and in full by offset; trends and comparisons are the
// API's own scores.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditLedger } from "@/db/schema";
import { call, callJson } from "./helpers/client";
import { addCompetitors, balanceAndLedger, createAgency, createAnsweredAudit, createAuditWithQueries, createClient, createCompletedAudit, db, setBalance } from "./helpers/factories";
import { connect, data, refusal, text } from "./helpers/mcp";
import { waitFor } from "./helpers/wait";

const waitForAudit = (key: string, id: number) =>
  waitFor(async () => (await callJson(`/audits/${id}`, { key })).body.data, (audit: { status: string }) => audit.status === "completed" || audit.status === "failed", 15_000);

describe("launch_audit", () => {
  it("charges a launch once however often it is retried with its idempotency key, concurrent retries included", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Maison Lumière", language: "fr" });
    await setBalance(account.id, 100);
    const mcp = await connect(key);
    const args = { client_id: client.id, model_ids: ["gpt-4o", "mistral-large"], prompts: ["Quel hôtel boutique à Paris ?", "Quel spa à Lyon ?"], idempotency_key: "mcp-launch-1" };
    const first = await mcp.callTool({ name: "launch_audit", arguments: args });
    expect(first.isError).toBeFalsy();
    const audit = first.structuredContent as { id: number; credits_cost: number; total_queries: number; status: string };
    expect(audit).toMatchObject({ client_id: client.id, credits_cost: 6, total_queries: 4, status: "queued" });
    expect(text(first)).toContain(`Launched. Audit ${audit.id}`);

    const retries = await Promise.all([1, 2, 3].map(() => mcp.callTool({ name: "launch_audit", arguments: args })));
    for (const retry of retries) {
      expect((retry.structuredContent as { id: number }).id).toBe(audit.id);
      expect(text(retry)).toContain("Already launched with this idempotency key; nothing charged again.");
    }
    const { balance, ledger } = await balanceAndLedger(account.id);
    expect(balance).toBe(94);
    expect(ledger).toBe(balance);
    const launches = await db().select().from(creditLedger).where(and(eq(creditLedger.accountId, account.id), eq(creditLedger.reason, "audit_launch")));
    expect(launches.map((e) => e.amount)).toEqual([-6]);

    // The same key with other arguments is a mistake, refused as POST /audits/launch refuses it.
    expect(await refusal(mcp, "launch_audit", { ...args, prompts: ["Autre question ?"] })).toMatch(/Idempotency-Key|idempotency/i);
    expect((await waitForAudit(key, audit.id)).status).toBe("completed");
    expect((await data(mcp, "list_audits", { client_id: client.id })).audits.map((a: { id: number }) => a.id)).toEqual([audit.id]);
    await mcp.close();
  });

  it("refuses politely when credits are short: what it needs, what is available, nothing charged, what to do", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await setBalance(account.id, 3);
    const mcp = await connect(key);
    const message = await refusal(mcp, "launch_audit", { client_id: client.id, model_ids: ["gpt-4o"], prompts: ["One?", "Two?"], idempotency_key: "short-1" });
    expect(message).toBe(
      "Not enough credits: this audit needs 4 credits (2 prompts × 1 model) and 3 are available. Nothing was charged and no audit was launched. To go ahead, ask fewer prompts, fewer models or fewer samples, or add credits to the account (get_credit_balance shows the balance).",
    );
    expect((await balanceAndLedger(account.id)).balance).toBe(3);
    expect((await callJson("/audits", { key })).body.data).toEqual([]);
    // The refused launch left its key free: after a top-up the same call goes through.
    await setBalance(account.id, 10);
    expect(await data(mcp, "launch_audit", { client_id: client.id, model_ids: ["gpt-4o"], prompts: ["One?", "Two?"], idempotency_key: "short-1" })).toMatchObject({ credits_cost: 4 });
    expect(await refusal(mcp, "launch_audit", { client_id: client.id, model_ids: ["no-such-model"] })).toContain("model_ids.0");
    expect(await refusal(mcp, "launch_audit", { client_id: client.id, samples: 9 })).toContain("samples");
    await mcp.close();
  });

  it("cancels a queued audit and refunds it; a completed one is refused with the API's message", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { audit } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }, { prompt: "Q?", modelId: "mistral-large" }], "queued");
    const done = await createCompletedAudit(account.id, client.id, 50, new Date("2026-10-01T00:00:00Z"));
    const mcp = await connect(key);
    expect(await data(mcp, "cancel_audit", { audit_id: audit.id })).toMatchObject({ id: audit.id, status: "cancelled" });
    const refunds = await db().select().from(creditLedger).where(and(eq(creditLedger.accountId, account.id), eq(creditLedger.reason, "audit_refund")));
    expect(refunds.map((r) => r.amount)).toEqual([3]);
    expect(await refusal(mcp, "cancel_audit", { audit_id: audit.id })).toBe(`Audit ${audit.id} is cancelled; only a queued or running audit can be cancelled.`);
    expect(await refusal(mcp, "cancel_audit", { audit_id: done.id })).toBe(`Audit ${done.id} is completed; only a queued or running audit can be cancelled.`);
    await mcp.close();
  });
});

describe("reading audits through MCP", () => {
  const long = `Maison Lumière est un hôtel. ${"Le quartier est calme et les chambres sont grandes. ".repeat(200)}`;

  async function twoAudits() {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Maison Lumière", domain: "maison-lumiere.fr", website: "https://maison-lumiere.fr", language: "fr" });
    await addCompetitors(account.id, client.id, ["Hôtel Soleil"]);
    const first = await createAnsweredAudit(account.id, client.id, [
      { modelId: "gpt-4o", prompt: "Meilleur hôtel boutique à Paris ?", answer: "1. Hôtel Soleil\n2. Maison Lumière" },
      { modelId: "mistral-large", prompt: "Meilleur hôtel boutique à Paris ?", answer: "Hôtel Soleil est le meilleur choix." },
      { modelId: "gpt-4o", prompt: "Quel spa à Lyon ?", answer: "Aucun hôtel ne se distingue vraiment." },
    ]);
    const second = await createAnsweredAudit(account.id, client.id, [
      { modelId: "gpt-4o", prompt: "Meilleur hôtel boutique à Paris ?", answer: "1. Maison Lumière\n2. Hôtel Soleil" },
      { modelId: "mistral-large", prompt: "Meilleur hôtel boutique à Paris ?", answer: "Maison Lumière, sans hésiter : voir https://maison-lumiere.fr/chambres." },
      { modelId: "gpt-4o", prompt: "Quel spa à Lyon ?", answer: long },
    ]);
    return { account, key, client, first, second };
  }

  it("lists a client's latest answers filtered by model, prompt and mention, in excerpts, with the whole answer by offset", async () => {
    const { key, client, second } = await twoAudits();
    const mcp = await connect(key);
    const latest = await data(mcp, "list_results", { client_id: client.id });
    expect(latest.audit_id).toBe(second.id);
    const rest = (await callJson(`/audits/${second.id}/results`, { key })).body.data as { id: number; answer: string; brand_mentioned: boolean; model_id: string }[];
    expect(latest.results.map((r: { id: number }) => r.id)).toEqual(rest.map((r) => r.id));
    for (const [i, r] of rest.entries()) {
      expect(latest.results[i]).toMatchObject({ brand_mentioned: r.brand_mentioned, answer: r.answer.slice(0, 400), answer_length: r.answer.length, answer_truncated: r.answer.length > 400 });
    }

    const byModel = await data(mcp, "list_results", { audit_id: second.id, model_id: "mistral-large" });
    expect(byModel.results.map((r: { model_id: string }) => r.model_id)).toEqual(["mistral-large"]);
    const byPrompt = await data(mcp, "list_results", { audit_id: second.id, prompt: "SPA" });
    expect(byPrompt.results.map((r: { prompt: string }) => r.prompt)).toEqual(["Quel spa à Lyon ?"]);
    expect((await callJson(`/audits/${second.id}/results?prompt=spa`, { key })).body.data.map((r: { id: number }) => r.id)).toEqual(byPrompt.results.map((r: { id: number }) => r.id));
    const wildcard = await data(mcp, "list_results", { audit_id: second.id, prompt: "%" });
    expect(wildcard.total).toBe(0);

    const { first } = { first: await data(mcp, "list_results", { client_id: client.id, mentioned: false }) };
    expect(first.results.every((r: { brand_mentioned: boolean }) => r.brand_mentioned === false)).toBe(true);
    expect(first.total).toBe(rest.filter((r) => r.brand_mentioned === false).length);

    const longOne = rest.find((r) => r.answer === long)!;
    const excerpt = await data(mcp, "list_results", { audit_id: second.id, prompt: "spa", answer_chars: 20 });
    expect(excerpt.results[0]).toMatchObject({ answer: long.slice(0, 20), answer_truncated: true, answer_length: long.length });
    const part1 = await mcp.callTool({ name: "get_result", arguments: { result_id: longOne.id } });
    expect(part1.structuredContent).toMatchObject({ id: longOne.id, answer: long.slice(0, 5000), answer_offset: 0, answer_length: long.length, next_offset: 5000 });
    expect(text(part1)).toContain(`call get_result with offset 5000`);
    const part2 = await data(mcp, "get_result", { result_id: longOne.id, offset: 5000 });
    expect(part2).toMatchObject({ answer: long.slice(5000, 10000), next_offset: 10000 });
    const whole = [long.slice(0, 5000), part2.answer, (await data(mcp, "get_result", { result_id: longOne.id, offset: 10000 })).answer].join("");
    expect(whole).toBe(long);
    const restResult = rest.find((r) => r.id === longOne.id)!;
    const { answer_offset: _o, answer_length: _l, next_offset: _n, ...fields } = await data(mcp, "get_result", { result_id: longOne.id, offset: 0 });
    expect({ ...fields, answer: restResult.answer }).toEqual(restResult);
    // The sentences that decided a sentiment are in the result, and in the text an assistant reads.
    const praised = rest.find((r) => r.model_id === "mistral-large")! as unknown as { id: number; sentiment: number; sentiment_reasons: { name: string; sentences: { text: string }[] }[] };
    expect(praised.sentiment_reasons).toEqual([{ name: "Maison Lumière", is_client: true, sentences: [{ text: "Maison Lumière, sans hésiter : voir https://maison-lumiere.fr/chambres.", polarity: "positive" }] }]);
    expect(text(await mcp.callTool({ name: "get_result", arguments: { result_id: praised.id } }))).toContain(
      `Sentiment about Maison Lumière (the client): ${praised.sentiment}/100, decided by:\n  + "Maison Lumière, sans hésiter : voir https://maison-lumiere.fr/chambres."`,
    );
    expect(await refusal(mcp, "list_results", { audit_id: second.id, client_id: client.id })).toBe("Give exactly one of 'audit_id' and 'client_id'.");
    expect(await refusal(mcp, "get_result", { result_id: 2_000_000_000 })).toBe("Result 2000000000 not found.");
    await mcp.close();
  });

  it("summarises the trend and compares two audits with the API's scores and deltas", async () => {
    const { account, key, client, first, second } = await twoAudits();
    const mcp = await connect(key);
    const scores = (await callJson(`/audits/${second.id}/scores`, { key })).body.data;
    const before = (await callJson(`/audits/${first.id}/scores`, { key })).body.data;

    const summary = await data(mcp, "get_visibility_summary", { client_id: client.id });
    expect(summary.audits.map((a: { audit_id: number }) => a.audit_id)).toEqual([first.id, second.id]);
    expect(summary.audits[1]).toMatchObject({ score: scores.overall.score, visibility: scores.overall.visibility, share_of_voice: scores.overall.share_of_voice });
    expect(summary.trend).toMatchObject({ score: scores.delta.score, visibility: scores.delta.visibility, share_of_voice: scores.delta.share_of_voice });
    expect(summary.latest.competitors).toEqual(scores.competitors);

    const comparison = await data(mcp, "compare_audits", { audit_ids: [second.id, first.id] });
    expect(comparison.before.audit_id).toBe(first.id);
    expect(comparison.after.audit_id).toBe(second.id);
    expect(comparison.change).toMatchObject({ score: scores.delta.score, visibility: scores.delta.visibility, share_of_voice: scores.delta.share_of_voice });
    const gpt = scores.by_model.find((m: { model_id: string }) => m.model_id === "gpt-4o");
    const gptBefore = before.by_model.find((m: { model_id: string }) => m.model_id === "gpt-4o");
    expect(comparison.by_model.find((m: { model_id: string }) => m.model_id === "gpt-4o")).toMatchObject({ before_score: gptBefore.score, after_score: gpt.score });
    expect(comparison.competitors).toEqual([{ name: "Hôtel Soleil", before_share_of_voice: before.competitors[0].share_of_voice, after_share_of_voice: scores.competitors[0].share_of_voice, share_of_voice_change: expect.any(Number) }]);
    expect(comparison.prompts_compared).toBe(2);
    expect(comparison.prompts[0]).toMatchObject({ prompt: expect.any(String), visibility_change: expect.any(Number) });

    expect(await refusal(mcp, "compare_audits", { audit_ids: [first.id, first.id] })).toBe("Argument 'audit_ids' must name two different audits.");
    expect(await refusal(mcp, "compare_audits", { client_id: client.id })).toBe("Give 'audit_ids' (two audits), or 'client_id' with 'before' and 'after' periods.");
    expect(await refusal(mcp, "compare_audits", { audit_ids: [first.id] })).toContain("audit_ids");
    const other = await createClient(account.id);
    const foreign = await createCompletedAudit(account.id, other.id, 30, new Date());
    expect(await refusal(mcp, "compare_audits", { audit_ids: [first.id, foreign.id] })).toBe(`Audits ${first.id} and ${foreign.id} are of different clients; compare two audits of the same client.`);
    expect((await data(mcp, "get_source_domains", { client_id: client.id }))).toEqual((await callJson(`/clients/${client.id}/source-domains?limit=10`, { key })).body.data);
    await mcp.close();
  });

  it("compares two periods by each period's latest completed audit", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await createCompletedAudit(account.id, client.id, 40, new Date("2026-09-05T00:00:00Z"), { "gpt-4o": 40 });
    const september = await createCompletedAudit(account.id, client.id, 45, new Date("2026-09-25T00:00:00Z"), { "gpt-4o": 45 });
    const october = await createCompletedAudit(account.id, client.id, 58, new Date("2026-10-31T12:00:00Z"), { "gpt-4o": 60, "mistral-large": 50 });
    const mcp = await connect(key);
    const c = await data(mcp, "compare_audits", { client_id: client.id, before: { from: "2026-09-01", to: "2026-09-30" }, after: { from: "2026-10-01", to: "2026-10-31" } });
    expect(c).toMatchObject({ before: { audit_id: september.id }, after: { audit_id: october.id }, change: { score: 13 } });
    expect(c.by_model).toEqual([
      { model_id: "gpt-4o", before_score: 45, after_score: 60, score_change: 15, before_visibility: 45, after_visibility: 58, visibility_change: 13 },
      { model_id: "mistral-large", before_score: null, after_score: 50, score_change: null, before_visibility: null, after_visibility: 58, visibility_change: null },
    ]);
    // `to` as a date includes that day: 31 October 12:00 is in; with `to` 2026-10-30 it is not.
    expect(await refusal(mcp, "compare_audits", { client_id: client.id, before: { to: "2026-09-30" }, after: { from: "2026-10-01", to: "2026-10-30" } })).toBe(
      `Client ${client.id} has no audit completed at or after 2026-10-01T00:00:00.000Z and before 2026-10-31T00:00:00.000Z (period 'after').`,
    );
    expect(await refusal(mcp, "compare_audits", { client_id: client.id, before: { from: "2026-10-01" }, after: { from: "2026-10-15" } })).toBe(
      `Both periods' latest completed audit is audit ${october.id}; choose periods that each hold an audit of their own.`,
    );
    expect(await refusal(mcp, "compare_audits", { client_id: client.id, before: { from: "yesterday" }, after: {} })).toContain("from");
    expect((await call(`/audits/${october.id}/scores`, { key })).status).toBe(200);
    await mcp.close();
  });
});
