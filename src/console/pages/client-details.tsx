// A client's working tabs beside its overview and answers: the sources engines cite (by domain, with their class),
// its site (the URLs engines invented, with status and note to edit, and the GEO checklist), its action plan (task
// statuses to edit), its prompts, competitors and contacts, and its settings (edit, archive); and adding a client.
// Reads for every role; writes for the roles that edit clients. The domain functions are the API's.
import type { Context, Hono } from "hono";
import { currentPlan, updateTask } from "@/domain/action-plans";
import {
  archiveClient, createClient, createCompetitor, createContact, createPrompt, deleteCompetitor, deleteContact, getClient, getGeoChecklist, listCompetitors, listContacts,
  listHallucinatedUrls, listPrompts, MAX_ACTIVE_PROMPTS, suggestPrompts, updateClient, updateCompetitor, updateContact, updatePrompt,
} from "@/domain/clients";
import { MAX_NOTE_LENGTH, updateHallucinatedUrl } from "@/domain/site";
import { getSourceDomains } from "@/domain/source-domains";
import { can } from "@/domain/users";
import { HALLUCINATED_URL_STATUSES, TASK_STATUSES } from "@/db/schema";
import { ApiError } from "@/platform/errors";
import { CreateClientSchema, CreateCompetitorSchema, CreateContactSchema, UpdateClientSchema, UpdateCompetitorSchema, UpdateContactSchema } from "@/routes/client-writes/client-writes.schemas";
import { CreatePromptSchema } from "@/routes/prompts/prompts.schemas";
import type { z } from "zod";
import type { ConsoleEnv } from "../context";
import { csvResponse } from "../csv";
import { idParam, one, readForm, validated, type Problems } from "../forms";
import { needs, notFound, signedIn } from "../guards";
import { Field, formatDate, formatNumber, href, Notice, PostForm, Problems as ProblemList, render, Table } from "../ui";
import { ClientTabs } from "./clients";

const SOURCE_WINDOW = { audits: 3, limit: 100 };
const LISTED = { page: 1, per_page: 100 };


/** An API refusal (a bad field, a cap) as the page's error; anything else is not ours to show. */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  throw error;
}

const editor = (c: Context<ConsoleEnv>) => can(c.get("user")!.role, "edit_clients");

/** The value as the API's schema reads it, or its refusal as the API would word it (shown on the page). */
function checked<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = validated(schema, value);
  if ("problems" in result) throw new ApiError(400, result.problems.join(" "));
  return result.data;
}

/** The client's source domains; undefined when it is not the account's (the API's 404). */
async function sourcesOf(c: Context<ConsoleEnv>, clientId: number) {
  try {
    return await getSourceDomains(c.get("db"), c.get("user")!.accountId, clientId, SOURCE_WINDOW);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** A comma-separated field as its items, trimmed, the empty ones dropped. */
const list = (text: string) => text.split(",").map((item) => item.trim()).filter(Boolean);

export function clientDetailPages(app: Hono<ConsoleEnv>) {
  app.get("/app/clients/:id/sources", signedIn, async (c) => {
    const t = c.get("t");
    const k = t.client;
    const id = idParam(c.req.param("id"));
    const accountId = c.get("user")!.accountId;
    const [client, sources] = id === undefined ? [undefined, undefined] : await Promise.all([getClient(c.get("db"), accountId, id), sourcesOf(c, id)]);
    if (!client || !sources) return notFound(c);
    return render(c, {
      title: k.sourcesTitle(client.name),
      nav: "clients",
      children: (
        <>
          <ClientTabs c={c} id={client.id} current="sources" />
          <p>{k.sourcesIntro(sources.audit_ids.length, sources.answers)}</p>
          {sources.domains.length === 0 ? <p>{k.noSources}</p> : (
            <>
              <Table label={k.domainClass} head={[k.domainClass, k.sourcesCount, k.shareOfSources]}>
                {sources.categories.filter((cat) => cat.sources > 0).map((cat) => <tr><td>{k.classes[cat.category]}</td><td>{cat.sources}</td><td>{formatNumber(c.get("lang"), cat.share)}</td></tr>)}
              </Table>
              <p><a href={href(c, `/app/clients/${client.id}/sources.csv`)} download>{t.data.exportCsv}</a></p>
              <Table label={k.tabSources} head={[t.data.domain, k.domainClass, k.sourcesCount, k.shareOfSources, k.answersCiting, k.citedInAnswer]}>
                {sources.domains.map((d) => (
                  <tr><td>{d.domain}</td><td>{k.classes[d.category]}{d.competitor ? ` (${d.competitor})` : ""}</td><td>{d.sources}</td><td>{formatNumber(c.get("lang"), d.share)}</td><td>{d.answers}</td><td>{d.cited}</td></tr>
                ))}
              </Table>
            </>
          )}
        </>
      ),
    });
  });

  app.get("/app/clients/:id/sources.csv", signedIn, async (c) => {
    const t = c.get("t");
    const id = idParam(c.req.param("id"));
    const sources = id === undefined ? undefined : await sourcesOf(c, id);
    if (!sources) return c.notFound();
    return csvResponse(
      c,
      `client-${id}-source-domains`,
      [t.data.domain, t.client.domainClass, t.client.sourcesCount, t.client.shareOfSources, t.client.answersCiting, t.client.citedInAnswer],
      sources.domains.map((d) => [d.domain, t.client.classes[d.category], d.sources, d.share, d.answers, d.cited]),
    );
  });

  const sitePage = async (c: Context<ConsoleEnv>, id: number, problems?: Problems) => {
    const t = c.get("t");
    const k = t.client;
    const lang = c.get("lang");
    const accountId = c.get("user")!.accountId;
    const [client, urls, checklist] = await Promise.all([
      getClient(c.get("db"), accountId, id),
      listHallucinatedUrls(c.get("db"), accountId, id, { state: "hallucinated" }, LISTED),
      getGeoChecklist(c.get("db"), accountId, id, lang),
    ]);
    if (!client || !urls || !checklist) return notFound(c);
    const edit = editor(c);
    return render(c, {
      title: k.siteTitle(client.name),
      nav: "clients",
      children: (
        <>
          <ClientTabs c={c} id={client.id} current="site" />
          <Notice text={c.req.query("notice") === "saved" ? k.urlSaved : undefined} />
          <ProblemList problems={problems} />
          <h2>{k.inventedTitle}</h2>
          <p>{k.inventedIntro}</p>
          {urls.items.length === 0 ? <p>{k.noInvented}</p> : (
            <Table label={k.inventedTitle} head={[k.url, k.httpStatus, k.seen, k.urlStatus, k.note]}>
              {urls.items.map((u) => (
                <tr>
                  <td><code>{u.url}</code></td>
                  <td>{u.http_status ?? "—"}</td>
                  <td>{u.occurrences}</td>
                  {edit ? (
                    <td colspan={2}>
                      <PostForm c={c} action={`/app/clients/${client.id}/urls/${u.id}`} class="inline-form">
                        <label class="visually-hidden" for={`status-${u.id}`}>{k.urlStatus}: {u.url}</label>
                        <select id={`status-${u.id}`} name="status">{HALLUCINATED_URL_STATUSES.map((s) => <option value={s} selected={s === u.status}>{k.urlStatuses[s]}</option>)}</select>
                        <label class="visually-hidden" for={`note-${u.id}`}>{k.note}: {u.url}</label>
                        <input id={`note-${u.id}`} name="note" type="text" value={u.note ?? ""} maxlength={MAX_NOTE_LENGTH} />
                        <button type="submit" class="secondary">{k.saveUrl}</button>
                      </PostForm>
                    </td>
                  ) : (
                    <>
                      <td>{k.urlStatuses[u.status]}</td>
                      <td>{u.note ?? ""}</td>
                    </>
                  )}
                </tr>
              ))}
            </Table>
          )}
          <h2>{k.checklistTitle}</h2>
          {checklist.items.length === 0 ? <p>{k.noChecklist}</p> : (
            <Table label={k.checklistTitle} head={[k.task, t.common.status, k.priority, k.recommendation]}>
              {checklist.items.map((item) => (
                <tr>
                  <td><strong>{item.title}</strong><div class="help">{item.description}</div></td>
                  <td><span class={item.status === "pass" ? "state-ok" : item.status === "fail" ? "state-bad" : undefined}>{k.checkStatuses[item.status]}</span></td>
                  <td>{k.priorities[item.priority]}</td>
                  <td>{item.recommendation ?? ""}{item.evidence ? <div class="help">{item.evidence}</div> : null}</td>
                </tr>
              ))}
            </Table>
          )}
        </>
      ),
    }, problems ? 400 : 200);
  };

  app.get("/app/clients/:id/site", signedIn, async (c) => {
    const id = idParam(c.req.param("id"));
    return id === undefined ? notFound(c) : sitePage(c, id);
  });

  app.post("/app/clients/:id/urls/:urlId", needs("edit_clients"), async (c) => {
    const id = idParam(c.req.param("id"));
    const urlId = idParam(c.req.param("urlId"));
    if (id === undefined || urlId === undefined) return notFound(c);
    const form = await readForm(c);
    const status = one(form, "status");
    const note = one(form, "note");
    if (!(HALLUCINATED_URL_STATUSES as readonly string[]).includes(status) || note.length > MAX_NOTE_LENGTH) return sitePage(c, id, [c.get("t").common.badForm]);
    const outcome = await updateHallucinatedUrl(c.get("db"), c.get("user")!.accountId, id, urlId, { status: status as (typeof HALLUCINATED_URL_STATUSES)[number], note });
    if (outcome.kind !== "updated") return notFound(c);
    return c.redirect(href(c, `/app/clients/${id}/site?notice=saved`), 303);
  });

  app.get("/app/clients/:id/plan", signedIn, async (c) => {
    const t = c.get("t");
    const k = t.client;
    const id = idParam(c.req.param("id"));
    const accountId = c.get("user")!.accountId;
    const [client, plan] = id === undefined ? [undefined, undefined] : await Promise.all([getClient(c.get("db"), accountId, id), currentPlan(c.get("db"), accountId, id)]);
    if (!client) return notFound(c);
    const edit = editor(c);
    return render(c, {
      title: k.planTitle(client.name),
      nav: "clients",
      children: (
        <>
          <ClientTabs c={c} id={client.id} current="plan" />
          <Notice text={c.req.query("notice") === "saved" ? k.taskSaved : undefined} />
          {!plan ? <p>{k.noPlan}</p> : (
            <Table label={k.tabPlan} head={[k.task, k.priority, k.due, t.common.status]}>
              {plan.tasks.map((task) => (
                <tr>
                  <td><strong>{task.title}</strong><div class="help">{task.description}</div></td>
                  <td>{k.priorities[task.priority]}</td>
                  <td>{task.due_date ?? "—"}</td>
                  <td>
                    {edit ? (
                      <PostForm c={c} action={`/app/clients/${client.id}/plan/${plan.id}/tasks/${task.id}`} class="inline-form">
                        <label class="visually-hidden" for={`task-${task.id}`}>{t.common.status}: {task.title}</label>
                        <select id={`task-${task.id}`} name="status">{TASK_STATUSES.map((s) => <option value={s} selected={s === task.status}>{k.taskStatuses[s]}</option>)}</select>
                        <button type="submit" class="secondary">{k.saveTask}</button>
                      </PostForm>
                    ) : k.taskStatuses[task.status]}
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </>
      ),
    });
  });

  app.post("/app/clients/:id/plan/:planId/tasks/:taskId", needs("edit_clients"), async (c) => {
    const [id, planId, taskId] = [idParam(c.req.param("id")), idParam(c.req.param("planId")), idParam(c.req.param("taskId"))];
    const status = one(await readForm(c), "status");
    if (id === undefined || planId === undefined || taskId === undefined || !(TASK_STATUSES as readonly string[]).includes(status)) return notFound(c);
    const outcome = await updateTask(c.get("db"), c.get("user")!.accountId, planId, taskId, { status: status as (typeof TASK_STATUSES)[number] });
    if (outcome.kind !== "updated") return notFound(c);
    return c.redirect(href(c, `/app/clients/${id}/plan?notice=saved`), 303);
  });

  const setupPage = async (c: Context<ConsoleEnv>, id: number, problems?: Problems) => {
    const t = c.get("t");
    const k = t.client;
    const accountId = c.get("user")!.accountId;
    const edit = editor(c);
    const [client, prompts, competitors, contacts, suggestions] = await Promise.all([
      getClient(c.get("db"), accountId, id),
      listPrompts(c.get("db"), accountId, id, {}, LISTED),
      listCompetitors(c.get("db"), accountId, id, LISTED),
      listContacts(c.get("db"), accountId, id, LISTED),
      edit ? suggestPrompts(c.get("db"), accountId, id, 8).catch(() => undefined) : undefined,
    ]);
    if (!client || !prompts || !competitors || !contacts) return notFound(c);
    const activeCount = prompts.items.filter((p) => p.active).length;
    return render(c, {
      title: k.setupTitle(client.name),
      nav: "clients",
      children: (
        <>
          <ClientTabs c={c} id={client.id} current="setup" />
          <Notice text={c.req.query("notice") === "saved" ? k.saved : undefined} />
          <ProblemList problems={problems} />
          <h2>{k.promptsTitle}</h2>
          <p>{k.promptsIntro(activeCount, MAX_ACTIVE_PROMPTS)}</p>
          <Table label={k.promptsTitle} head={[t.data.promptColumn, t.common.status, t.common.actions]}>
            {prompts.items.map((p) => (
              <tr>
                <td>{p.prompt}</td>
                <td>{p.active ? k.active : k.paused}</td>
                <td>{edit && <PostForm c={c} action={`/app/clients/${client.id}/prompts/${p.id}/toggle`} class="inline"><input type="hidden" name="active" value={p.active ? "false" : "true"} /><button type="submit" class="secondary">{p.active ? k.pause : k.resume}<span class="visually-hidden">: {p.prompt}</span></button></PostForm>}</td>
              </tr>
            ))}
          </Table>
          {edit && (
            <>
              <PostForm c={c} action={`/app/clients/${client.id}/prompts`} class="card">
                <Field id="prompt" label={k.promptText} required maxlength={500} />
                <button type="submit">{k.addPrompt}</button>
              </PostForm>
              {suggestions && (
                <section class="card" aria-labelledby="suggestions">
                  <h3 id="suggestions">{k.suggestionsTitle}</h3>
                  {suggestions.suggestions.length === 0 ? <p>{k.noSuggestions}</p> : (
                    <ul class="plain">
                      {suggestions.suggestions.map((s) => (
                        <li>
                          <PostForm c={c} action={`/app/clients/${client.id}/prompts`} class="inline">
                            <input type="hidden" name="prompt" value={s.prompt} />
                            <button type="submit" class="secondary">{k.take}<span class="visually-hidden">: {s.prompt}</span></button>
                          </PostForm>{" "}
                          <span lang={s.language}>{s.prompt}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              )}
            </>
          )}
          <h2>{k.competitorsTitle}</h2>
          <Table label={k.competitorsTitle} head={[k.competitorName, k.website, t.common.actions]}>
            {competitors.items.map((comp) => (
              <tr>
                {edit ? (
                  <td colspan={2}>
                    <PostForm c={c} action={`/app/clients/${client.id}/competitors/${comp.id}`} class="inline-form">
                      <label class="visually-hidden" for={`competitor-${comp.id}-name`}>{k.competitorName}</label>
                      <input type="text" id={`competitor-${comp.id}-name`} name="competitor_name" value={comp.name} required maxlength={200} />
                      <label class="visually-hidden" for={`competitor-${comp.id}-website`}>{k.website}: {comp.name}</label>
                      <input type="text" id={`competitor-${comp.id}-website`} name="competitor_website" value={comp.website ?? ""} maxlength={2048} />
                      <button type="submit" class="secondary">{k.saveRow}<span class="visually-hidden">: {comp.name}</span></button>
                    </PostForm>
                  </td>
                ) : (
                  <>
                    <td>{comp.name}</td>
                    <td>{comp.website ?? "—"}</td>
                  </>
                )}
                <td>{edit && <PostForm c={c} action={`/app/clients/${client.id}/competitors/${comp.id}/remove`} class="inline" confirm={`${k.remove}: ${comp.name}?`}><button type="submit" class="secondary">{k.remove}<span class="visually-hidden">: {comp.name}</span></button></PostForm>}</td>
              </tr>
            ))}
          </Table>
          {edit && (
            <PostForm c={c} action={`/app/clients/${client.id}/competitors`} class="card">
              <Field id="competitor_name" label={k.competitorName} required maxlength={200} />
              <Field id="competitor_website" label={k.website} type="url" maxlength={2048} />
              <button type="submit">{k.addCompetitor}</button>
            </PostForm>
          )}
          <h2>{k.contactsTitle}</h2>
          <Table label={k.contactsTitle} head={[k.contactName, k.contactEmail, k.contactRole, t.common.actions]}>
            {contacts.items.map((p) => (
              <tr>
                <td>{p.first_name} {p.last_name}</td>
                {edit ? (
                  <td colspan={2}>
                    <PostForm c={c} action={`/app/clients/${client.id}/contacts/${p.id}`} class="inline-form">
                      <label class="visually-hidden" for={`contact-${p.id}-email`}>{k.contactEmail}: {p.first_name} {p.last_name}</label>
                      <input type="email" id={`contact-${p.id}-email`} name="contact_email" value={p.email} required maxlength={254} />
                      <label class="visually-hidden" for={`contact-${p.id}-role`}>{k.contactRole}: {p.first_name} {p.last_name}</label>
                      <input type="text" id={`contact-${p.id}-role`} name="contact_role" value={p.role ?? ""} maxlength={100} />
                      <button type="submit" class="secondary">{k.saveRow}<span class="visually-hidden">: {p.email}</span></button>
                    </PostForm>
                  </td>
                ) : (
                  <>
                    <td>{p.email}</td>
                    <td>{p.role ?? ""}</td>
                  </>
                )}
                <td>{edit && <PostForm c={c} action={`/app/clients/${client.id}/contacts/${p.id}/remove`} class="inline" confirm={`${k.remove}: ${p.email}?`}><button type="submit" class="secondary">{k.remove}<span class="visually-hidden">: {p.email}</span></button></PostForm>}</td>
              </tr>
            ))}
          </Table>
          {edit && (
            <PostForm c={c} action={`/app/clients/${client.id}/contacts`} class="card">
              <Field id="first_name" label={t.schedules.firstName} required maxlength={100} autocomplete="off" />
              <Field id="last_name" label={t.schedules.lastName} required maxlength={100} autocomplete="off" />
              <Field id="contact_email" label={k.contactEmail} type="email" required maxlength={254} autocomplete="off" />
              <Field id="contact_role" label={k.contactRole} maxlength={100} />
              <button type="submit">{k.addContact}</button>
            </PostForm>
          )}
        </>
      ),
    }, problems ? 400 : 200);
  };

  app.get("/app/clients/:id/setup", signedIn, async (c) => {
    const id = idParam(c.req.param("id"));
    return id === undefined ? notFound(c) : setupPage(c, id);
  });

  /** Runs a write of the setup tab: back to the tab with a notice, or the tab with the refusal. */
  const setupWrite = (write: (c: Context<ConsoleEnv>, accountId: number, id: number, sub: number | undefined) => Promise<unknown>, withSub = false) =>
    async (c: Context<ConsoleEnv>) => {
      const id = idParam(c.req.param("id"));
      const sub = withSub ? idParam(c.req.param("sub")) : undefined;
      if (id === undefined || (withSub && sub === undefined)) return notFound(c);
      try {
        const done = await write(c, c.get("user")!.accountId, id, sub);
        if (done === undefined || done === false) return notFound(c);
      } catch (error) {
        return setupPage(c, id, [refusal(error)]);
      }
      return c.redirect(href(c, `/app/clients/${id}/setup?notice=saved`), 303);
    };

  app.post(
    "/app/clients/:id/prompts",
    needs("edit_clients"),
    setupWrite(async (c, accountId, id) => {
      return createPrompt(c.get("db"), accountId, id, checked(CreatePromptSchema, { prompt: one(await readForm(c), "prompt") }));
    }),
  );
  app.post(
    "/app/clients/:id/prompts/:sub/toggle",
    needs("edit_clients"),
    // The state wanted is posted (not "the other one"), so a form sent twice does not flip it back.
    setupWrite(async (c, accountId, id, sub) => updatePrompt(c.get("db"), accountId, id, sub!, { active: one(await readForm(c), "active") === "true" }), true),
  );
  app.post(
    "/app/clients/:id/competitors",
    needs("edit_clients"),
    setupWrite(async (c, accountId, id) => {
      const form = await readForm(c);
      return createCompetitor(c.get("db"), accountId, id, checked(CreateCompetitorSchema, { name: one(form, "competitor_name"), website: one(form, "competitor_website") || null }));
    }),
  );
  app.post(
    "/app/clients/:id/contacts",
    needs("edit_clients"),
    setupWrite(async (c, accountId, id) => {
      const form = await readForm(c);
      return createContact(c.get("db"), accountId, id, checked(CreateContactSchema, { first_name: one(form, "first_name"), last_name: one(form, "last_name"), email: one(form, "contact_email"), role: one(form, "contact_role") || null }));
    }),
  );
  app.post(
    "/app/clients/:id/competitors/:sub",
    needs("edit_clients"),
    setupWrite(async (c, accountId, id, sub) => {
      const form = await readForm(c);
      return updateCompetitor(c.get("db"), accountId, id, sub!, checked(UpdateCompetitorSchema, { name: one(form, "competitor_name"), website: one(form, "competitor_website") || null }));
    }, true),
  );
  app.post(
    "/app/clients/:id/contacts/:sub",
    needs("edit_clients"),
    setupWrite(async (c, accountId, id, sub) => {
      const form = await readForm(c);
      return updateContact(c.get("db"), accountId, id, sub!, checked(UpdateContactSchema, { email: one(form, "contact_email"), role: one(form, "contact_role") || null }));
    }, true),
  );
  app.post("/app/clients/:id/competitors/:sub/remove", needs("edit_clients"), setupWrite((c, accountId, id, sub) => deleteCompetitor(c.get("db"), accountId, id, sub!), true));
  app.post("/app/clients/:id/contacts/:sub/remove", needs("edit_clients"), setupWrite((c, accountId, id, sub) => deleteContact(c.get("db"), accountId, id, sub!), true));

  const clientForm = (c: Context<ConsoleEnv>, action: string, submit: string, values: Record<string, string> = {}) => {
    const k = c.get("t").client;
    return (
      <PostForm c={c} action={action} class="card">
        <Field id="name" label={k.clientName} value={values.name} required maxlength={200} />
        <Field id="website" label={k.clientWebsite} type="url" value={values.website} required maxlength={2048} />
        <Field id="sector" label={k.clientSector} value={values.sector} required maxlength={60} />
        <Field id="country" label={k.clientCountry} value={values.country} required maxlength={2} />
        <Field id="language" label={k.clientLanguage} value={values.language} required maxlength={5} />
        <Field id="other_domains" label={k.clientOtherDomains} value={values.other_domains} maxlength={2000} />
        <Field id="aliases" label={k.clientAliases} value={values.aliases} maxlength={1000} />
        <Field id="keywords" label={k.clientKeywords} value={values.keywords} maxlength={1000} />
        <div class="field">
          <label for="description">{k.clientDescription}</label>
          <textarea id="description" name="description" rows={3} maxlength={2000}>{values.description ?? ""}</textarea>
        </div>
        <button type="submit">{submit}</button>
      </PostForm>
    );
  };
  const clientValues = async (c: Context<ConsoleEnv>) => {
    const form = await readForm(c);
    return {
      name: one(form, "name"),
      website: one(form, "website"),
      sector: one(form, "sector"),
      country: one(form, "country").toUpperCase(),
      language: one(form, "language").toLowerCase(),
      other_domains: one(form, "other_domains"),
      aliases: one(form, "aliases"),
      keywords: one(form, "keywords"),
      description: one(form, "description"),
    };
  };
  /** The form's values as the API's input: lists from their commas, an empty description as none. */
  const clientInput = (v: Awaited<ReturnType<typeof clientValues>>) => ({
    ...v,
    other_domains: list(v.other_domains),
    aliases: list(v.aliases),
    keywords: list(v.keywords),
    description: v.description || null,
  });
  const allowLoopback = (c: Context<ConsoleEnv>) => c.env.SITE_FETCH === "local-only";

  app.get("/app/clients/new", needs("edit_clients"), (c) => {
    const k = c.get("t").client;
    return render(c, { title: k.newClient, nav: "clients", children: clientForm(c, "/app/clients/new", k.createClient) });
  });

  app.post("/app/clients/new", needs("edit_clients"), async (c) => {
    const k = c.get("t").client;
    const values = await clientValues(c);
    try {
      const { value } = await createClient(c.get("db"), c.get("user")!.accountId, checked(CreateClientSchema, clientInput(values)), { allowLoopback: allowLoopback(c) });
      return c.redirect(href(c, `/app/clients/${value.id}/setup`), 303);
    } catch (error) {
      return render(c, { title: k.newClient, nav: "clients", children: <><ProblemList problems={[refusal(error)]} />{clientForm(c, "/app/clients/new", k.createClient, values)}</> }, 400);
    }
  });

  const editPage = async (c: Context<ConsoleEnv>, id: number, problems?: Problems, values?: Record<string, string>) => {
    const k = c.get("t").client;
    const client = await getClient(c.get("db"), c.get("user")!.accountId, id);
    if (!client) return notFound(c);
    const shown = values ?? {
      name: client.name,
      website: client.website,
      sector: client.sector,
      country: client.country,
      language: client.language,
      other_domains: client.other_domains.join(", "),
      aliases: client.aliases.join(", "),
      keywords: client.keywords.join(", "),
      description: client.description ?? "",
    };
    return render(c, {
      title: k.editTitle(client.name),
      nav: "clients",
      children: (
        <>
          <ClientTabs c={c} id={client.id} current="edit" />
          <Notice text={c.req.query("notice") === "saved" ? k.saved : undefined} />
          <ProblemList problems={problems} />
          {clientForm(c, `/app/clients/${client.id}/edit`, k.saveClient, shown)}
          {client.status !== "archived" && (
            <PostForm c={c} action={`/app/clients/${client.id}/archive`} class="card" confirm={k.archiveHelp}>
              <p class="help">{k.archiveHelp}</p>
              <button type="submit" class="danger">{k.archive}</button>
            </PostForm>
          )}
          <p class="help">{formatDate(c.get("lang"), client.updated_at)}</p>
        </>
      ),
    }, problems ? 400 : 200);
  };

  app.get("/app/clients/:id/edit", needs("edit_clients"), async (c) => {
    const id = idParam(c.req.param("id"));
    return id === undefined ? notFound(c) : editPage(c, id);
  });

  app.post("/app/clients/:id/edit", needs("edit_clients"), async (c) => {
    const id = idParam(c.req.param("id"));
    if (id === undefined) return notFound(c);
    const values = await clientValues(c);
    try {
      await updateClient(c.get("db"), c.get("user")!.accountId, id, checked(UpdateClientSchema, clientInput(values)), { allowLoopback: allowLoopback(c) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return notFound(c);
      return editPage(c, id, [refusal(error)], values);
    }
    return c.redirect(href(c, `/app/clients/${id}/edit?notice=saved`), 303);
  });

  app.post("/app/clients/:id/archive", needs("edit_clients"), async (c) => {
    const id = idParam(c.req.param("id"));
    if (id === undefined) return notFound(c);
    try {
      await archiveClient(c.get("db"), c.get("user")!.accountId, id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return notFound(c);
      throw error;
    }
    return c.redirect(href(c, "/app/clients"), 303);
  });
}
