// MCP tools about audits: list them, read their answers (excerpts, then the full text by offset), launch and cancel.
import { z } from "@hono/zod-openapi";
import { AUDIT_STATUSES } from "@/db/schema";
import { cancelAudit, cancelRefusal, getResult, launchAudit, listAudits, listResults, toAudit } from "@/domain/audits";
import { idempotencyOf } from "@/platform/idempotency";
import { modelAvailability } from "@/domain/providers";
import { enqueueLaunched } from "@/jobs/enqueue";
import { enqueueDeliveries } from "@/jobs/webhook-queue";
import { ApiError } from "@/platform/errors";
import { AuditResultSchema, AuditSchema, LaunchBodySchema } from "@/routes/audits/audits.schemas";
import { answer, modelIdArg, searchArg, clientIdArg, CREATES, idempotencyKeyArg, DESTRUCTIVE, idArg, MCP_PAGE_MAX, more, pageArgs, pageFields, pageInfo, plural, READ_ONLY, type ToolContext } from "../kit";

/** Characters of each answer a results page shows by default, and at most. */
const EXCERPT_DEFAULT = 400;
const EXCERPT_MAX = 2_000;
/** Characters of one answer get_result returns per call. */
export const ANSWER_CHUNK = 5_000;

const AuditPageSchema = z.object({ audits: z.array(AuditSchema).max(MCP_PAGE_MAX), ...pageFields });

const ResultDigestSchema = AuditResultSchema.pick({
  id: true,
  audit_id: true,
  prompt: true,
  model_id: true,
  sample: true,
  status: true,
  answer: true,
  answer_shown: true,
  brand_mentioned: true,
  position: true,
  list_position: true,
  brand_cited: true,
  sentiment: true,
  competitors_mentioned: true,
  citations: true,
  error: true,
}).extend({
  answer_length: z.number().int().describe("Characters in the whole answer."),
  answer_truncated: z.boolean().describe("Whether `answer` is cut; get_result with the result's id gives the rest."),
});
const ResultPageSchema = z.object({ audit_id: z.number().int(), results: z.array(ResultDigestSchema).max(MCP_PAGE_MAX), ...pageFields });
const FullResultSchema = AuditResultSchema.extend({
  answer_offset: z.number().int().describe("Where in the answer `answer` starts."),
  answer_length: z.number().int().describe("Characters in the whole answer."),
  next_offset: z.number().int().nullable().describe("The offset to ask for to read on, or null when `answer` reaches the end."),
});

const LaunchArgsSchema = z.object({
  ...LaunchBodySchema.shape,
  idempotency_key: idempotencyKeyArg("Any unique string (e.g. a UUID) chosen once per intended audit. Retrying with the same key and arguments within 24 hours returns the first audit and charges nothing. Always send one: a retry after a timeout must not pay twice."),
});

const SIGNS = { positive: "+", negative: "−", mixed: "±" } as const;

/** Each tracked name's sentiment and the sentences that decided it, one line per sentence. */
function sentimentLines(result: z.infer<typeof AuditResultSchema>): string {
  const scoreOf = (name: string, isClient: boolean) =>
    isClient ? result.sentiment : (result.competitors_mentioned.find((c) => c.name === name)?.sentiment ?? null);
  const blocks = result.sentiment_reasons.map((r) => {
    const lines = r.sentences.map((s) => `  ${SIGNS[s.polarity]} "${s.text}"`);
    return `Sentiment about ${r.name}${r.is_client ? " (the client)" : ""}: ${scoreOf(r.name, r.is_client) ?? "?"}/100, decided by:\n${lines.join("\n")}`;
  });
  return blocks.length === 0 ? "" : `\n${blocks.join("\n")}`;
}

export function registerAuditTools({ server, caller, db, env }: ToolContext) {
  server.registerTool(
    "list_audits",
    {
      title: "List audits",
      description: "Lists the account's audits, newest first, with status, score, models, cost in credits and dates. Filter by client and status; completed audits' ids feed list_results and compare_audits.",
      inputSchema: z.object({ client_id: clientIdArg.optional(), status: z.enum(AUDIT_STATUSES).optional().describe("Only audits in this state."), ...pageArgs }),
      outputSchema: AuditPageSchema,
      annotations: READ_ONLY,
    },
    ({ client_id, status, page, per_page }) =>
      answer(caller, "audits:read", AuditPageSchema, async () => {
        const { items, total } = await listAudits(db, caller.accountId, { client_id, status }, { page, per_page });
        const info = pageInfo(page, per_page, total);
        const lines = items.map((a) => `- audit ${a.id} "${a.name}" (client ${a.client_id}): ${a.status}${a.score === undefined ? "" : `, score ${a.score}`}, ${a.completed_queries}/${a.total_queries} queries, ${a.credits_cost} credits, ${a.created_at.slice(0, 10)}`);
        return { data: { audits: items, ...info }, text: `${plural(total, "audit")}:\n${lines.join("\n") || "(none)"}${more("list_audits", info)}` };
      }),
  );

  server.registerTool(
    "list_results",
    {
      title: "Audit answers",
      description:
        "The answers of one audit (or of a client's latest completed audit): for each prompt and model, whether the client is named, its position, the competitors named, the citations, and an excerpt of the answer. Filter by model, by text in the prompt, and by mentioned or not (e.g. mentioned=false: the answers that leave the client out). get_result gives a whole answer.",
      inputSchema: z.object({
        audit_id: idArg("The audit. Give this or client_id.").optional(),
        client_id: clientIdArg.optional().describe("The client whose latest completed audit to read, when audit_id is not given."),
        model_id: modelIdArg("Only this model's answers, e.g. 'gpt-4o'."),
        prompt: searchArg(200, "Only prompts containing this text (case-insensitive)."),
        mentioned: z.boolean().optional().describe("Only answers that name (true) or do not name (false) the client."),
        answer_chars: z.number().int().min(0).max(EXCERPT_MAX).default(EXCERPT_DEFAULT).describe(`Characters of each answer to show (0–${EXCERPT_MAX}, default ${EXCERPT_DEFAULT}).`),
        ...pageArgs,
      }),
      outputSchema: ResultPageSchema,
      annotations: READ_ONLY,
    },
    ({ audit_id, client_id, model_id, prompt, mentioned, answer_chars, page, per_page }) =>
      answer(caller, "audits:read", ResultPageSchema, async () => {
        if ((audit_id === undefined) === (client_id === undefined)) throw new ApiError(400, "Give exactly one of 'audit_id' and 'client_id'.", "audit_id");
        const result = await listResults(db, caller.accountId, audit_id ?? { latestOfClient: client_id! }, { model_id, prompt, mentioned }, { page, per_page });
        if (!result) throw new ApiError(404, audit_id === undefined ? `Client ${client_id} not found.` : `Audit ${audit_id} not found.`);
        const auditId = result.audit_id;
        if (auditId === null) throw new ApiError(404, `Client ${client_id} has no completed audit yet.`);
        const info = pageInfo(page, per_page, result.total);
        const results = result.items.map((r) => {
          const whole = r.answer ?? "";
          return { ...r, answer: r.answer === null ? null : whole.slice(0, answer_chars), answer_length: whole.length, answer_truncated: whole.length > answer_chars };
        });
        const lines = results.map((r) => {
          const named = r.answer_shown === false ? "Google showed no AI answer" : r.brand_mentioned === null ? r.status : r.brand_mentioned ? `named, position ${r.position}${r.list_position ? `, list item ${r.list_position}` : ""}` : "not named";
          const rivals = r.competitors_mentioned.map((c) => c.name).join(", ");
          return `- #${r.id} [${r.model_id}] "${r.prompt}": ${named}${rivals ? `; competitors: ${rivals}` : ""}`;
        });
        return { data: { audit_id: auditId, results, ...info }, text: `Audit ${auditId}, ${plural(result.total, "answer")} matching:\n${lines.join("\n") || "(none)"}${more("list_results", info)}` };
      }),
  );

  server.registerTool(
    "get_result",
    {
      title: "One answer in full",
      description: `One result with its whole analysis, sources and the answer's text, ${ANSWER_CHUNK} characters at a time: call again with next_offset to read on.`,
      inputSchema: z.object({ result_id: idArg("The result's id (list_results gives it)."), offset: z.number().int().min(0).max(1_000_000).default(0).describe("Where in the answer to start (default 0).") }),
      outputSchema: FullResultSchema,
      annotations: READ_ONLY,
    },
    ({ result_id, offset }) =>
      answer(caller, "audits:read", FullResultSchema, async () => {
        const result = await getResult(db, caller.accountId, result_id);
        if (!result) throw new ApiError(404, `Result ${result_id} not found.`);
        const whole = result.answer ?? "";
        const end = Math.min(whole.length, offset + ANSWER_CHUNK);
        const next = end < whole.length ? end : null;
        const chunk = result.answer === null ? null : whole.slice(offset, end);
        const head = `Result ${result.id} [${result.model_id}] "${result.prompt}" — ${result.answer_shown === false ? "Google showed no AI answer for it (measured, not a failure)" : result.brand_mentioned === null ? result.status : result.brand_mentioned ? `names the client at position ${result.position}` : "does not name the client"}.`;
        const tail = next === null ? "" : `\n… ${whole.length - end} more characters: call get_result with offset ${next}.`;
        return { data: { ...result, answer: chunk, answer_offset: offset, answer_length: whole.length, next_offset: next }, text: `${head}${sentimentLines(result)}\n\n${chunk ?? "(not answered yet)"}${tail}` };
      }),
  );

  server.registerTool(
    "launch_audit",
    {
      title: "Launch an audit",
      description:
        "Asks AI models a client's prompts now and charges credits: prompts × the models' credits per prompt (list_models) × samples. Without prompts, the client's active tracked prompts are asked; without model_ids, every active model. Returns the queued audit; follow it with list_audits or get_visibility_summary once completed (a few minutes). Send an idempotency_key so a retry does not pay twice.",
      inputSchema: LaunchArgsSchema,
      outputSchema: AuditSchema,
      annotations: CREATES,
    },
    ({ idempotency_key, ...body }) =>
      answer(caller, "audits:write", AuditSchema, async () => {
        const outcome = await launchAudit(db, body, {
          accountId: caller.accountId,
          trigger: "api",
          isModelAvailable: modelAvailability(env),
          idempotency: await idempotencyOf(idempotency_key, body),
        }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 402) {
            throw new ApiError(402, `${error.message} Nothing was charged and no audit was launched. To go ahead, ask fewer prompts, fewer models or fewer samples, or add credits to the account (get_credit_balance shows the balance).`);
          }
          throw error;
        });
        await enqueueLaunched(env, outcome);
        const audit = toAudit(outcome.audit);
        const what = `Audit ${audit.id} "${audit.name}": ${audit.total_queries} queries (${audit.prompt_count} prompts × ${audit.model_ids.length} models${audit.samples > 1 ? ` × ${audit.samples} samples` : ""}), ${audit.credits_cost} credits, ${audit.status}.`;
        return { data: audit, text: outcome.kind === "replayed" ? `Already launched with this idempotency key; nothing charged again. ${what}` : `Launched. ${what}` };
      }),
  );

  server.registerTool(
    "cancel_audit",
    {
      title: "Cancel an audit",
      description: "Stops a queued or running audit: the queries not yet answered are cancelled and their credits refunded; the audit is scored from the answers it already has.",
      inputSchema: z.object({ audit_id: idArg("The audit to cancel.") }),
      outputSchema: AuditSchema,
      annotations: DESTRUCTIVE,
    },
    ({ audit_id }) =>
      answer(caller, "audits:write", AuditSchema, async () => {
        const outcome = await cancelAudit(db, caller.accountId, audit_id);
        if (outcome.kind === "missing") throw new ApiError(404, `Audit ${audit_id} not found.`);
        if (outcome.kind === "not_cancellable") throw new ApiError(409, cancelRefusal(audit_id, outcome.status));
        await enqueueDeliveries(env, outcome.deliveryIds);
        const audit = toAudit(outcome.audit);
        return { data: audit, text: `Audit ${audit.id} cancelled${audit.score === undefined ? "" : `, scored ${audit.score} from the answers it had`}.` };
      }),
  );
}
