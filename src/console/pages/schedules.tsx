// Scheduled audits: the account's schedules (next and last run, the last problem), created for a client with a
// frequency and a time zone, their frequency changed, paused or resumed, deleted after a confirmation. The API's functions and rules.
import type { Context, Hono } from "hono";
import { listClients } from "@/domain/clients";
import { createSchedule, deleteSchedule, listSchedules, PRESETS, updateSchedule } from "@/domain/schedules";
import { ApiError } from "@/platform/errors";
import type { ConsoleEnv } from "../context";
import { idParam, one, readForm, type Problems } from "../forms";
import { needs, signedIn } from "../guards";
import { Field, formatDate, href, Notice, PostForm, Problems as ProblemList, render, Table } from "../ui";
import { can } from "@/domain/users";

/** Clients offered in the creation form, and named in the list (others by their id). */
const CLIENT_CHOICES = 500;

async function schedulesPage(c: Context<ConsoleEnv>, problems?: Problems, status: 200 | 400 | 404 = 200) {
  const t = c.get("t");
  const k = t.schedules;
  const lang = c.get("lang");
  const accountId = c.get("user")!.accountId;
  const edit = can(c.get("user")!.role, "edit_clients");
  const [schedules, clients] = await Promise.all([
    listSchedules(c.get("db"), accountId, {}, { page: 1, per_page: 100 }),
    listClients(c.get("db"), accountId, { status: "active" }, { page: 1, per_page: CLIENT_CHOICES }),
  ]);
  const names = new Map(clients.items.map((cl) => [cl.id, cl.name]));
  const notices: Record<string, string> = { created: k.created, changed: k.changed, removed: k.removed };
  return render(c, {
    title: k.title,
    nav: "schedules",
    children: (
      <>
        <Notice text={notices[c.req.query("notice") ?? ""]} />
        <ProblemList problems={problems} />
        <p>{k.intro}</p>
        {schedules.items.length === 0 ? <p>{k.none}</p> : (
          <Table label={k.title} head={[k.name, k.client, k.frequency, k.nextRun, k.lastRun, t.common.status, t.common.actions]}>
            {schedules.items.map((s) => (
              <tr>
                <td>{s.name}{s.last_error && <div class="help">{k.lastError}: {s.last_error}</div>}</td>
                <td><a href={href(c, `/app/clients/${s.client_id}`)}>{names.get(s.client_id) ?? `#${s.client_id}`}</a></td>
                <td>
                  {edit ? (
                    <PostForm c={c} action={`/app/schedules/${s.id}/frequency`} class="inline-form">
                      <label class="visually-hidden" for={`frequency-${s.id}`}>{k.frequency}: {s.name}</label>
                      <select id={`frequency-${s.id}`} name="frequency">
                        {[...new Set([...Object.keys(PRESETS), s.frequency])].map((f) => <option value={f} selected={f === s.frequency}>{k.frequencies[f] ?? f}</option>)}
                      </select>
                      <button type="submit" class="secondary">{t.common.save}</button>
                    </PostForm>
                  ) : (k.frequencies[s.frequency] ?? s.frequency)}
                  <div class="help">{s.timezone}</div>
                </td>
                <td>{s.active ? formatDate(lang, s.next_run_at) : "—"}</td>
                <td>{formatDate(lang, s.last_run_at)}</td>
                <td>{s.active ? <span class="state-ok">{k.active}</span> : k.paused}</td>
                <td>
                  {edit && (
                    <>
                      <PostForm c={c} action={`/app/schedules/${s.id}/toggle`} class="inline"><input type="hidden" name="active" value={s.active ? "false" : "true"} /><button type="submit" class="secondary">{s.active ? k.pause : k.resume}<span class="visually-hidden">: {s.name}</span></button></PostForm>{" "}
                      <PostForm c={c} action={`/app/schedules/${s.id}/delete`} class="inline" confirm={k.confirmRemove(s.name)}><button type="submit" class="danger">{k.remove}<span class="visually-hidden">: {s.name}</span></button></PostForm>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
        {edit && clients.items.length > 0 && (
          <>
            <h2>{k.createTitle}</h2>
            <PostForm c={c} action="/app/schedules" class="card">
              <div class="field">
                <label for="client_id">{k.client}</label>
                <select id="client_id" name="client_id">{clients.items.map((cl) => <option value={String(cl.id)}>{cl.name}</option>)}</select>
              </div>
              <Field id="name" label={k.name} maxlength={200} />
              <div class="field">
                <label for="frequency">{k.frequency}</label>
                <select id="frequency" name="frequency">{Object.keys(PRESETS).map((f) => <option value={f} selected={f === "monthly"}>{k.frequencies[f]}</option>)}</select>
              </div>
              <Field id="timezone" label={k.timezone} value="Europe/Paris" maxlength={64} />
              <button type="submit">{k.create}</button>
            </PostForm>
          </>
        )}
      </>
    ),
  }, status);
}

/** A refusal of the schedules' rules (a bad time zone, the cap of active schedules) shown on the page. */
async function attempt(c: Context<ConsoleEnv>, write: () => Promise<unknown>, notice: string) {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return schedulesPage(c, [error.message], error.status === 404 ? 404 : 400);
  }
  return c.redirect(href(c, `/app/schedules?notice=${notice}`), 303);
}

export function schedulePages(app: Hono<ConsoleEnv>) {
  app.get("/app/schedules", signedIn, (c) => schedulesPage(c));

  app.post("/app/schedules", needs("edit_clients"), async (c) => {
    const form = await readForm(c);
    const clientId = idParam(one(form, "client_id"));
    if (clientId === undefined) return schedulesPage(c, [c.get("t").common.badForm], 400);
    const name = one(form, "name");
    return attempt(c, () => createSchedule(c.get("db"), c.get("user")!.accountId, { client_id: clientId, name: name || undefined, frequency: one(form, "frequency"), timezone: one(form, "timezone") || "UTC" }), "created");
  });

  app.post("/app/schedules/:id/toggle", needs("edit_clients"), async (c) => {
    const id = idParam(c.req.param("id"));
    const active = one(await readForm(c), "active") === "true";
    if (id === undefined) return schedulesPage(c, [c.get("t").common.notFound], 404);
    return attempt(c, () => updateSchedule(c.get("db"), c.get("user")!.accountId, id, { active }), "changed");
  });

  app.post("/app/schedules/:id/frequency", needs("edit_clients"), async (c) => {
    const id = idParam(c.req.param("id"));
    const frequency = one(await readForm(c), "frequency");
    if (id === undefined) return schedulesPage(c, [c.get("t").common.notFound], 404);
    return attempt(c, () => updateSchedule(c.get("db"), c.get("user")!.accountId, id, { frequency }), "changed");
  });

  app.post("/app/schedules/:id/delete", needs("edit_clients"), async (c) => {
    const id = idParam(c.req.param("id"));
    if (id === undefined) return schedulesPage(c, [c.get("t").common.notFound], 404);
    return attempt(c, () => deleteSchedule(c.get("db"), c.get("user")!.accountId, id), "removed");
  });
}
