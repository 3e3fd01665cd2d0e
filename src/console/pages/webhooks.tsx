// Webhook endpoints (owners and admins): add one (its signing secret shown once), rotate the secret, turn it on or off,
// and its recent deliveries with their status, each of which can be sent again. The same domain functions as the
// API's /webhooks operations; their refusals (an unsafe URL, the cap of endpoints, a delivery in flight) are shown.
import type { Context, Hono } from "hono";
import { recordEvent } from "@/domain/users";
import { createEndpoint, deliveryOptions, EVENT_TYPE_NAMES, getEndpoint, listDeliveries, listEndpoints, resendDelivery, rotateSecret, ROTATION_OVERLAP_HOURS, updateEndpoint } from "@/domain/webhooks";
import type { EventType } from "@/domain/webhooks";
import { enqueueDeliveries } from "@/jobs/webhook-queue";
import { ApiError } from "@/platform/errors";
import type { ConsoleEnv } from "../context";
import { all, checkText, idParam, one, readForm, type Problems } from "../forms";
import { actorOf, needs, notFound, ownerConfirmed } from "../guards";
import { Field, Notice, PostForm, Problems as ProblemList, SecretOnce, Table, formatDate, href, render } from "../ui";

const LISTED = { page: 1, per_page: 100 };
const DELIVERIES = { page: 1, per_page: 25 };


/** An API refusal as a message for the page; anything else is not ours to show. */
function refusal(error: unknown): { status: 400 | 404 | 409; message: string } {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 409)) return { status: error.status, message: error.message };
  throw error;
}

async function listPage(c: Context<ConsoleEnv>, opts: { problems?: Problems; values?: { url: string; description: string; events: string[] }; secret?: string } = {}, status: 200 | 400 | 409 = 200) {
  const t = c.get("t");
  const endpoints = await listEndpoints(c.get("db"), c.get("user")!.accountId, {}, LISTED);
  return render(c, {
    title: t.webhooks.title,
    nav: "webhooks",
    children: (
      <>
        {opts.secret && <SecretOnce c={c} title={t.webhooks.createdTitle} value={opts.secret} />}
        <p>{t.webhooks.intro}</p>
        <h2>{t.webhooks.listTitle}</h2>
        {endpoints.items.length === 0 ? <p>{t.common.none}</p> : (
          <Table label={t.webhooks.listTitle} head={["URL", t.webhooks.events, t.common.status, t.common.actions]}>
                {endpoints.items.map((e) => (
                  <tr>
                    <td><code>{e.url}</code>{e.description && <div class="help">{e.description}</div>}</td>
                    <td>{e.event_types.map((type) => <span class="tag">{type}</span>)}</td>
                    <td>{e.active ? <span class="state-ok">{t.webhooks.active}</span> : <span class="state-bad">{e.disabled_reason ? t.webhooks.disabled(e.disabled_reason) : t.webhooks.inactive}</span>}</td>
                    <td><a href={href(c, `/app/webhooks/${e.id}`)}>{t.webhooks.open}<span class="visually-hidden"> {e.url}</span></a></td>
                  </tr>
                ))}
              </Table>
        )}
        <h2>{t.webhooks.createTitle}</h2>
        <ProblemList problems={opts.problems} />
        <PostForm c={c} action="/app/webhooks" class="card" id="create-webhook">
          <Field id="url" label={t.webhooks.url} type="url" value={opts.values?.url} required maxlength={2048} />
          <Field id="description" label={t.webhooks.description} value={opts.values?.description} maxlength={500} />
          <fieldset>
            <legend>{t.webhooks.events}</legend>
            <p class="help">{t.webhooks.eventsHelp}</p>
            {EVENT_TYPE_NAMES.map((type) => (
              <label class="check"><input type="checkbox" name="event_types" value={type} checked={opts.values?.events.includes(type)} /> <code>{type}</code></label>
            ))}
          </fieldset>
          <button type="submit">{t.webhooks.submit}</button>
        </PostForm>
      </>
    ),
  }, status);
}

async function detailPage(c: Context<ConsoleEnv>, id: number, opts: { secret?: string; notice?: string; problems?: Problems } = {}, status: 200 | 404 | 409 = 200) {
  const t = c.get("t");
  const lang = c.get("lang");
  const accountId = c.get("user")!.accountId;
  let endpoint, deliveries;
  try {
    [endpoint, deliveries] = await Promise.all([getEndpoint(c.get("db"), accountId, id), listDeliveries(c.get("db"), accountId, id, {}, DELIVERIES)]);
  } catch (error) {
    refusal(error);
    return notFound(c);
  }
  const notices: Record<string, string> = { resent: t.webhooks.resent, toggled: t.webhooks.toggled };
  return render(c, {
    title: t.webhooks.detailTitle,
    nav: "webhooks",
    children: (
      <>
        {opts.secret && <SecretOnce c={c} title={t.webhooks.rotatedTitle} value={opts.secret} />}
        <Notice text={opts.notice ?? notices[c.req.query("notice") ?? ""]} />
        <ProblemList problems={opts.problems} />
        <section class="card">
          <p><code>{endpoint.url}</code></p>
          {endpoint.description && <p>{endpoint.description}</p>}
          <p>{endpoint.active ? <span class="state-ok">{t.webhooks.active}</span> : <span class="state-bad">{endpoint.disabled_reason ? t.webhooks.disabled(endpoint.disabled_reason) : t.webhooks.inactive}</span>}</p>
          <p>{endpoint.event_types.map((type) => <span class="tag">{type}</span>)}</p>
          <PostForm c={c} action={`/app/webhooks/${id}/toggle`} class="inline">
            <input type="hidden" name="active" value={endpoint.active ? "false" : "true"} />
            <button type="submit" class="secondary">{endpoint.active ? t.webhooks.turnOff : t.webhooks.turnOn}</button>
          </PostForm>{" "}
          <PostForm c={c} action={`/app/webhooks/${id}/rotate`} class="inline" confirm={t.webhooks.rotateHelp(ROTATION_OVERLAP_HOURS)}>
            <button type="submit" class="secondary">{t.webhooks.rotate}</button>
          </PostForm>
          <p class="help">{t.webhooks.rotateHelp(ROTATION_OVERLAP_HOURS)}</p>
        </section>
        <h2>{t.webhooks.deliveries}</h2>
        {deliveries.items.length === 0 ? <p>{t.webhooks.noDeliveries}</p> : (
          <Table label={t.webhooks.deliveries} head={[t.common.when, t.webhooks.event, t.common.status, t.webhooks.attempts, t.webhooks.response, t.common.actions]}>
                {deliveries.items.map((d) => (
                  <tr>
                    <td>{formatDate(lang, d.created_at)}</td>
                    <td><code>{d.event.type}</code></td>
                    <td><span class={d.status === "succeeded" ? "state-ok" : d.status === "failed" ? "state-bad" : undefined}>{d.status}</span></td>
                    <td>{d.attempts}</td>
                    <td>{d.last_status_code ?? d.last_error ?? "—"}</td>
                    <td>
                      <PostForm c={c} action={`/app/webhooks/${id}/deliveries/${d.id}/resend`} class="inline">
                        <button type="submit" class="secondary">{t.webhooks.resend}</button>
                      </PostForm>
                    </td>
                  </tr>
                ))}
              </Table>
        )}
        <p><a href={href(c, "/app/webhooks")}>{t.common.back}</a></p>
      </>
    ),
  }, status);
}

export function webhookPages(app: Hono<ConsoleEnv>) {
  const admin = needs("manage_account");

  app.get("/app/webhooks", admin, (c) => listPage(c));

  app.post("/app/webhooks", admin, ownerConfirmed, async (c) => {
    const t = c.get("t");
    const form = await readForm(c);
    const values = { url: one(form, "url"), description: one(form, "description"), events: [...new Set(all(form, "event_types"))] };
    const problems: Problems = [];
    checkText(t, problems, t.webhooks.url, values.url, 1, 2048);
    checkText(t, problems, t.webhooks.description, values.description, 0, 500);
    const events = values.events.filter((e): e is EventType => (EVENT_TYPE_NAMES as readonly string[]).includes(e));
    if (events.length !== values.events.length) problems.push(t.common.badForm);
    if (problems.length > 0) return listPage(c, { problems, values }, 400);
    try {
      const { value: endpoint } = await createEndpoint(c.get("db"), c.get("user")!.accountId, { url: values.url, description: values.description || null, event_types: events.length > 0 ? events : undefined }, deliveryOptions(c.env).policy);
      await recordEvent(c.get("db"), actorOf(c), "webhook_created", endpoint.url);
      return listPage(c, { secret: endpoint.secret });
    } catch (error) {
      const { status, message } = refusal(error);
      return listPage(c, { problems: [message], values }, status === 409 ? 409 : 400);
    }
  });

  app.get("/app/webhooks/:id", admin, (c) => {
    const id = idParam(c.req.param("id"));
    return id === undefined ? notFound(c) : detailPage(c, id);
  });

  app.post("/app/webhooks/:id/rotate", admin, async (c) => {
    const id = idParam(c.req.param("id"));
    if (id === undefined) return c.notFound();
    try {
      const endpoint = await rotateSecret(c.get("db"), c.get("user")!.accountId, id);
      await recordEvent(c.get("db"), actorOf(c), "webhook_secret_rotated", endpoint.url);
      return detailPage(c, id, { secret: endpoint.secret });
    } catch (error) {
      refusal(error);
      return c.notFound();
    }
  });

  app.post("/app/webhooks/:id/toggle", admin, async (c) => {
    const id = idParam(c.req.param("id"));
    if (id === undefined) return c.notFound();
    const accountId = c.get("user")!.accountId;
    try {
      // The state wanted is posted, so the same form sent twice does not flip it back.
      const active = one(await readForm(c), "active") === "true";
      const endpoint = await updateEndpoint(c.get("db"), accountId, id, { active }, deliveryOptions(c.env).policy);
      await recordEvent(c.get("db"), actorOf(c), "webhook_toggled", `${endpoint.url} → ${endpoint.active ? "on" : "off"}`);
      return c.redirect(href(c, `/app/webhooks/${id}?notice=toggled`), 303);
    } catch (error) {
      refusal(error);
      return c.notFound();
    }
  });

  app.post("/app/webhooks/:id/deliveries/:deliveryId/resend", admin, async (c) => {
    const id = idParam(c.req.param("id"));
    const deliveryId = idParam(c.req.param("deliveryId"));
    if (id === undefined || deliveryId === undefined) return c.notFound();
    try {
      const delivery = await resendDelivery(c.get("db"), c.get("user")!.accountId, id, deliveryId);
      await enqueueDeliveries(c.env, [delivery.id]);
      return c.redirect(href(c, `/app/webhooks/${id}?notice=resent`), 303);
    } catch (error) {
      const { status, message } = refusal(error);
      return status === 404 ? c.notFound() : detailPage(c, id, { problems: [message] }, 409);
    }
  });
}
