// Launching an audit from the console, as `POST /audits/launch` does it (the same function, rules and idempotency):
// choose the engines, the prompts and the answers per prompt, read the cost, confirm. The confirmation carries a key made when the
// page was drawn, so a double click (or a resent form) launches once and charges once. Then the audit's progress, and
// its PDF report once it is ready.
import type { Context, Hono } from "hono";
import { getAudit, launchAudit, listReports } from "@/domain/audits";
import { getCredits } from "@/domain/account";
import { getClient, listPrompts, MAX_ACTIVE_PROMPTS } from "@/domain/clients";
import { countryReason, listModels, modelAvailability } from "@/domain/providers";
import { enqueueLaunched } from "@/jobs/enqueue";
import { LaunchBodySchema } from "@/routes/audits/audits.schemas";
import { ApiError } from "@/platform/errors";
import { idempotencyOf } from "@/platform/idempotency";
import type { ConsoleEnv } from "../context";
import { all, idParam, one, readForm, validated } from "../forms";
import { needs, notFound, ownerConfirmed, signedIn } from "../guards";
import { formatDate, formatNumber, href, PostForm, Problems, render } from "../ui";
import { ClientTabs } from "./clients";

const MAX_SAMPLES = 5;
const ALL = { page: 1, per_page: 100 };


/** What the launch page shows: the client, its active prompts, the engines with their price and availability, the balance. */
async function launchData(c: Context<ConsoleEnv>, clientId: number) {
  const accountId = c.get("user")!.accountId;
  const db = c.get("db");
  const [client, prompts, models, credits] = await Promise.all([
    getClient(db, accountId, clientId),
    listPrompts(db, accountId, clientId, { active: true }, { page: 1, per_page: MAX_ACTIVE_PROMPTS }),
    listModels(db, c.env, { active: true }, ALL),
    getCredits(db, accountId),
  ]);
  if (!client || !prompts) return undefined;
  // Google's AI surfaces are not shown in every country: unavailable for this client there, with the reason.
  const forClient = models.items.map((m) => {
    const reason = countryReason({ engine: m.engine, engineModel: m.engine_model }, client.country);
    return reason && m.available ? { ...m, available: false, unavailable_reason: reason } : m;
  });
  return { client, prompts: prompts.items.map((p) => p.prompt), models: forClient, balance: credits?.balance ?? 0 };
}

export function auditPages(app: Hono<ConsoleEnv>) {
  app.get("/app/clients/:id/launch", needs("edit_clients"), async (c) => {
    const t = c.get("t");
    const d = t.data;
    const lang = c.get("lang");
    const id = idParam(c.req.param("id"));
    const data = id === undefined ? undefined : await launchData(c, id);
    if (!data) return notFound(c);
    const available = data.models.filter((m) => m.available);
    const chosen = (c.req.queries("models") ?? []).filter((m) => available.some((a) => a.id === m));
    const samples = Math.min(MAX_SAMPLES, Math.max(1, Number(c.req.query("samples")) || 1));
    const reviewing = chosen.length > 0;
    // Every active prompt unless some were ticked.
    const askedFor = c.req.queries("prompts")?.filter((p) => data.prompts.includes(p)) ?? [];
    const prompts = reviewing && askedFor.length > 0 ? askedFor : data.prompts;
    const perQuestion = available.filter((m) => chosen.includes(m.id)).reduce((sum, m) => sum + m.credits_per_prompt, 0);
    const questions = prompts.length * chosen.length * samples;
    const cost = prompts.length * samples * perQuestion;
    return render(c, {
      title: d.launchTitle(data.client.name),
      nav: "clients",
      children: (
        <>
          <ClientTabs c={c} id={data.client.id} current="launch" />
          <p>{d.launchIntro}</p>
          {data.prompts.length === 0 && <p role="alert">{d.noPrompts}</p>}
          <form method="get" action={`/app/clients/${data.client.id}/launch`} class="card">
            {c.get("langAsked") && <input type="hidden" name="lang" value={c.get("langAsked")} />}
            <fieldset>
              <legend>{d.engines}</legend>
              {data.models.map((m) => (
                <label class="check">
                  <input type="checkbox" name="models" value={m.id} checked={chosen.includes(m.id) || (!reviewing && m.available)} disabled={!m.available} />
                  <span><strong>{m.name}</strong> — {d.costPerQuery(m.credits_per_prompt)}{!m.available && <> ({d.unavailable}: {m.unavailable_reason})</>}</span>
                </label>
              ))}
            </fieldset>
            {data.prompts.length > 0 && (
              <fieldset>
                <legend>{t.client.promptsTitle}</legend>
                {data.prompts.map((p) => (
                  <label class="check"><input type="checkbox" name="prompts" value={p} checked={prompts.includes(p)} /> <span>{p}</span></label>
                ))}
              </fieldset>
            )}
            <div class="field">
              <label for="samples">{d.samples}</label>
              <select id="samples" name="samples" aria-describedby="samples-help">
                {[1, 2, 3, 4, 5].map((n) => <option value={n} selected={n === samples}>{n}</option>)}
              </select>
              <p class="help" id="samples-help">{d.samplesHelp}</p>
            </div>
            <button type="submit" class="secondary">{d.review}</button>
          </form>
          {reviewing && prompts.length > 0 && (
            <section class="card" aria-labelledby="review">
              <h2 id="review">{d.cost(formatNumber(lang, cost), questions)}</h2>
              <p>{d.balance(formatNumber(lang, data.balance))}</p>
              <PostForm c={c} action={`/app/clients/${data.client.id}/launch`}>
                {chosen.map((m) => <input type="hidden" name="models" value={m} />)}
                {prompts.length < data.prompts.length && prompts.map((p) => <input type="hidden" name="prompts" value={p} />)}
                <input type="hidden" name="samples" value={String(samples)} />
                <input type="hidden" name="launch_key" value={crypto.randomUUID()} />
                <button type="submit">{d.confirmLaunch}</button>
              </PostForm>
            </section>
          )}
        </>
      ),
    });
  });

  app.post("/app/clients/:id/launch", needs("edit_clients"), ownerConfirmed, async (c) => {
    const t = c.get("t");
    const id = idParam(c.req.param("id"));
    if (id === undefined) return notFound(c);
    const form = await readForm(c);
    const prompts = [...new Set(all(form, "prompts"))];
    const key = one(form, "launch_key");
    // The API's checks of a launch: models, prompts (their length and number) and samples (1–5, whole).
    const checked = validated(LaunchBodySchema, {
      client_id: id,
      model_ids: [...new Set(all(form, "models"))],
      samples: /^\d{1,2}$/.test(one(form, "samples")) ? Number(one(form, "samples")) : one(form, "samples"),
      ...(prompts.length > 0 ? { prompts } : {}),
    });
    if ("problems" in checked) {
      return render(c, { title: t.data.launchTitle(""), nav: "clients", children: <><Problems problems={checked.problems} /><p><a href={href(c, `/app/clients/${id}/launch`)}>{t.common.back}</a></p></> }, 400);
    }
    const request = checked.data;
    try {
      const outcome = await launchAudit(c.get("db"), request, {
        accountId: c.get("user")!.accountId,
        trigger: "api",
        isModelAvailable: modelAvailability(c.env),
        // The key of the page that was confirmed: the same confirmation sent twice is one launch.
        idempotency: /^[0-9a-f-]{36}$/.test(key) ? await idempotencyOf(`console-launch-${key}`, request) : undefined,
      });
      await enqueueLaunched(c.env, outcome);
      return c.redirect(href(c, `/app/audits/${outcome.audit.id}`), 303);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      return render(c, { title: t.data.launchTitle(""), nav: "clients", children: <><Problems problems={[error.message]} /><p><a href={href(c, `/app/clients/${id}/launch`)}>{t.common.back}</a></p></> }, error.status === 404 ? 404 : 400);
    }
  });

  app.get("/app/audits/:id", signedIn, async (c) => {
    const t = c.get("t");
    const d = t.data;
    const lang = c.get("lang");
    const id = idParam(c.req.param("id"));
    const accountId = c.get("user")!.accountId;
    const [audit, reports] = id === undefined ? [undefined, undefined] : await Promise.all([getAudit(c.get("db"), accountId, id), listReports(c.get("db"), accountId, { audit_id: id }, { page: 1, per_page: 1 }, new URL(c.req.url).origin)]);
    if (!audit || !reports) return notFound(c);
    const running = audit.status === "queued" || audit.status === "running";
    const report = reports.items[0];
    if (running) c.header("Refresh", "5");
    return render(c, {
      title: `${d.auditTitle} · ${audit.name}`,
      nav: "clients",
      children: (
        <>
          <dl class="card">
            <dt>{d.status}</dt><dd>{d.auditStatus[audit.status] ?? audit.status}</dd>
            <dt>{d.progress(audit.completed_queries + audit.failed_queries, audit.total_queries)}</dt>
            <dd><progress max={audit.total_queries} value={audit.completed_queries + audit.failed_queries}>{audit.completed_queries + audit.failed_queries}/{audit.total_queries}</progress></dd>
            <dt>{d.engines}</dt><dd>{audit.model_ids.join(", ")}</dd>
            <dt>{d.date}</dt><dd>{formatDate(lang, audit.created_at)}</dd>
            {audit.score !== null && <><dt>{d.score}</dt><dd><strong>{audit.score}</strong></dd></>}
          </dl>
          {running && <p class="help" role="status">{d.refresh}</p>}
          {audit.status === "completed" && (report ? <p><a class="button" href={href(c, `/app/reports/${report.id}/download`)}>{d.report}</a></p> : <p>{d.reportPending}</p>)}
          <p><a href={href(c, `/app/clients/${audit.client_id}`)}>{t.common.back}</a></p>
        </>
      ),
    });
  });

  app.get("/app/reports/:id/download", signedIn, async (c) => {
    const id = idParam(c.req.param("id"));
    const db = c.get("db");
    const [{ loadReportData }, { reportLanguage }] = await Promise.all([import("@/reports/data"), import("@/domain/audits")]);
    const data = id === undefined ? undefined : await loadReportData(db, c.get("user")!.accountId, id);
    if (!data || data.audit.status !== "completed") return notFound(c);
    const [{ renderReport }, { FONTS }, { reportFilename }] = await Promise.all([import("@/reports/render"), import("@/reports/fonts"), import("@/reports/download")]);
    const { bytes } = await renderReport(data, reportLanguage(data.report.language), FONTS);
    return c.body(bytes, 200, { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${reportFilename(data.client.name, data.audit.completedAt)}"`, "Cache-Control": "private, no-store" });
  });
}
