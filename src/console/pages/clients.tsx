// The clients' pages: the list (filters as in the API, each client's latest score with its 95 % interval, a sparkline,
// the last audit), a client's visibility over time (overall and per engine, the interval as a band, the competitors'
// share of voice), and the latest audit's answers, filterable, each readable with the tracked names highlighted.
// Every table downloads as CSV with the same rows and filters. Reads for every role; the domain functions are the API's.
import type { Context, Hono } from "hono";
import { CLIENT_STATUSES } from "@/db/schema";
import { getResult, listResults, scoreHistory } from "@/domain/audits";
import { getClient, listClientsWithScores, listCompetitors } from "@/domain/clients";
import { listModels } from "@/domain/providers";
import { can } from "@/domain/users";
import type { ConsoleEnv } from "../context";
import { LineChart, seriesStyle, Sparkline, type Series } from "../charts";
import { csvResponse } from "../csv";
import { idParam, pageParam } from "../forms";
import { notFound, signedIn } from "../guards";
import { formatDate, formatDay, formatNumber, href, interval, Pager, query, render, Table } from "../ui";

const CLIENTS_PER_PAGE = 25;
const ANSWERS_PER_PAGE = 25;
/** Rows a CSV export holds at most (the filters narrow it). */
const CSV_MAX_ROWS = 10_000;
const HISTORY = 24;

type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** The list's filters from the query string, bounded as the API bounds them. */
function clientFilters(c: Context<ConsoleEnv>) {
  const q = c.req.query("q")?.trim().slice(0, 100) || undefined;
  const sector = c.req.query("sector")?.trim().slice(0, 60) || undefined;
  const country = /^[A-Za-z]{2}$/.test(c.req.query("country") ?? "") ? c.req.query("country")!.toUpperCase() : undefined;
  const status = (CLIENT_STATUSES as readonly string[]).includes(c.req.query("status") ?? "") ? (c.req.query("status") as ClientStatus) : undefined;
  return { q, sector, country, status };
}

export function ClientTabs({ c, id, current }: { c: Context<ConsoleEnv>; id: number; current: "overview" | "answers" | "sources" | "site" | "plan" | "setup" | "launch" | "edit" }) {
  const t = c.get("t");
  const edit = can(c.get("user")!.role, "edit_clients");
  const tabs: [typeof current, string, string, boolean][] = [
    ["overview", "", t.data.overview, true],
    ["answers", "/answers", t.data.answers, true],
    ["sources", "/sources", t.client.tabSources, true],
    ["site", "/site", t.client.tabSite, true],
    ["plan", "/plan", t.client.tabPlan, true],
    ["setup", "/setup", t.client.tabSetup, true],
    ["launch", "/launch", t.data.launch, edit],
    ["edit", "/edit", t.client.tabEdit, edit],
  ];
  return (
    <nav class="tabs" aria-label={t.data.client}>
      <ul>{tabs.filter(([, , , shown]) => shown).map(([key, path, label]) => <li><a href={href(c, `/app/clients/${id}${path}`)} aria-current={key === current ? "page" : undefined}>{label}</a></li>)}</ul>
    </nav>
  );
}

/** Marks the tracked names in an answer: the brand's in bold, competitors' highlighted. */
function Highlighted({ text, brand, others }: { text: string; brand: string[]; others: string[] }) {
  const names = [...brand, ...others].filter((n) => n.trim().length > 1).sort((a, b) => b.length - a.length);
  if (names.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "giu");
  const brandSet = new Set(brand.map((n) => n.toLowerCase()));
  return <>{text.split(pattern).map((part, i) => (i % 2 === 1 ? (brandSet.has(part.toLowerCase()) ? <mark class="brand"><strong>{part}</strong></mark> : <mark>{part}</mark>) : part))}</>;
}

export function clientPages(app: Hono<ConsoleEnv>) {
  app.get("/app/clients", signedIn, async (c) => {
    const t = c.get("t");
    const d = t.data;
    const lang = c.get("lang");
    const filters = clientFilters(c);
    const page = pageParam(c.req.query("page"));
    const list = await listClientsWithScores(c.get("db"), c.get("user")!.accountId, filters, { page, per_page: CLIENTS_PER_PAGE });
    return render(c, {
      title: d.clientsTitle,
      nav: "clients",
      children: (
        <>
          <p>{d.clientsIntro}</p>
          <form method="get" action="/app/clients" class="card filters" role="search">
            {c.get("langAsked") && <input type="hidden" name="lang" value={c.get("langAsked")} />}
            <div class="field"><label for="q">{d.search}</label><input id="q" name="q" type="search" value={filters.q} maxlength={100} /></div>
            <div class="field"><label for="sector">{d.sector}</label><input id="sector" name="sector" type="text" value={filters.sector} maxlength={60} /></div>
            <div class="field"><label for="country">{d.country}</label><input id="country" name="country" type="text" value={filters.country} maxlength={2} /></div>
            <div class="field">
              <label for="status">{d.status}</label>
              <select id="status" name="status">
                <option value="">{d.anyStatus}</option>
                {CLIENT_STATUSES.map((s) => <option value={s} selected={s === filters.status}>{d.statuses[s]}</option>)}
              </select>
            </div>
            <button type="submit">{d.filter}</button>
          </form>
          <p><a href={href(c, `/app/clients.csv${query(filters)}`)} download>{d.exportCsv}</a></p>
          {list.items.length === 0 ? <p>{d.noClients}</p> : (
            <Table label={d.clientsTitle} head={[d.client, d.domain, d.score, d.interval, d.trend, d.lastAudit, d.status]}>
              {list.items.map((client) => {
                const last = client.scores.at(-1);
                return (
                  <tr>
                    <td><a href={href(c, `/app/clients/${client.id}`)}>{client.name}</a></td>
                    <td>{client.domain}</td>
                    <td>{last ? <strong>{last.score}</strong> : "—"}</td>
                    <td>{interval(last?.ci95)}</td>
                    <td><Sparkline values={client.scores.map((s) => s.score)} label={d.sparkline(client.name, client.scores.map((s) => s.score).join(", ") || "—")} /></td>
                    <td>{last ? formatDay(lang, last.completedAt) : d.noAudit}</td>
                    <td>{d.statuses[client.status]}</td>
                  </tr>
                );
              })}
            </Table>
          )}
          <Pager c={c} path={`/app/clients${query(filters)}`} page={page} total={list.total} perPage={CLIENTS_PER_PAGE} />
        </>
      ),
    });
  });

  app.get("/app/clients.csv", signedIn, async (c) => {
    const d = c.get("t").data;
    const list = await listClientsWithScores(c.get("db"), c.get("user")!.accountId, clientFilters(c), { page: 1, per_page: CSV_MAX_ROWS });
    return csvResponse(
      c,
      "clients",
      ["id", d.client, d.domain, d.sector, d.country, d.status, d.score, `${d.interval} (low)`, `${d.interval} (high)`, d.lastAudit],
      list.items.map((client) => {
        const last = client.scores.at(-1);
        return [client.id, client.name, client.domain, client.sector, client.country, d.statuses[client.status], last?.score, last?.ci95?.low, last?.ci95?.high, last?.completedAt.toISOString().slice(0, 10)];
      }),
    );
  });

  app.get("/app/clients/:id", signedIn, async (c) => {
    const t = c.get("t");
    const d = t.data;
    const lang = c.get("lang");
    const id = idParam(c.req.param("id"));
    const accountId = c.get("user")!.accountId;
    const [client, history] = id === undefined ? [undefined, undefined] : await Promise.all([getClient(c.get("db"), accountId, id), scoreHistory(c.get("db"), accountId, id, HISTORY)]);
    if (!client || !history) return notFound(c);
    const models = [...new Set(history.flatMap((h) => h.scores.by_model.map((m) => m.model_id)))].sort();
    const series: Series[] = [
      { name: d.overall, points: history.map((h) => ({ at: h.completedAt.toISOString(), value: h.scores.overall.score, low: h.scores.overall.score_ci95?.low, high: h.scores.overall.score_ci95?.high })) },
      ...models.map((model) => ({ name: model, points: history.map((h) => ({ at: h.completedAt.toISOString(), value: h.scores.by_model.find((m) => m.model_id === model)?.score ?? null })) })),
    ];
    const latest = history.at(-1)?.scores;
    // The brand and its four most mentioned competitors in the latest audit.
    const sovNames = [client.name, ...(latest?.competitors ?? []).slice(0, 4).map((x) => x.name)];
    const fmt = (n: number | null | undefined, digits = 1) => (n === null || n === undefined ? "—" : formatNumber(lang, Math.round(n * 10 ** digits) / 10 ** digits));
    return render(c, {
      title: client.name,
      nav: "clients",
      children: (
        <>
          <ClientTabs c={c} id={client.id} current="overview" />
          <p>{client.domain} · {client.country} · {d.statuses[client.status]}</p>
          {history.length === 0 ? <p>{d.noHistory}</p> : (
            <>
              <h2>{d.scoreOverTime}</h2>
              <LineChart
                id="score-chart"
                lang={lang}
                title={d.scoreOverTime}
                description={d.scoreChartDesc(client.name, history.length, formatDay(lang, history[0]!.completedAt), formatDay(lang, history.at(-1)!.completedAt))}
                series={series}
                bandLabel={d.band}
              />
              <details class="card">
                <summary>{d.figuresTable}</summary>
                <Table label={d.figuresTable} head={[d.date, d.overall, d.interval, ...models]}>
                  {history.map((h) => (
                    <tr>
                      <td>{formatDay(lang, h.completedAt)}</td>
                      <td>{h.scores.overall.score}</td>
                      <td>{interval(h.scores.overall.score_ci95)}</td>
                      {models.map((m) => <td>{h.scores.by_model.find((x) => x.model_id === m)?.score ?? "—"}</td>)}
                    </tr>
                  ))}
                </Table>
              </details>
              {latest && (
                <>
                  <h2>{d.byEngine}</h2>
                  <Table label={d.byEngine} head={[d.engine, d.score, d.interval, d.visibility, d.shareOfVoice, d.citationRate, d.position, d.sentiment]}>
                    {[{ model_id: d.overall, ...latest.overall }, ...latest.by_model].map((m, i) => (
                      <tr>
                        <td>{i === 0 ? <strong>{m.model_id}</strong> : <><svg width="14" height="10" aria-hidden="true"><rect width="14" height="10" fill={seriesStyle(models.indexOf(m.model_id) + 1).colour} /></svg> {m.model_id}</>}</td>
                        <td>{m.score}</td>
                        <td>{interval(m.score_ci95)}</td>
                        <td>{fmt(m.visibility)}</td>
                        <td>{fmt(m.share_of_voice)}</td>
                        <td>{fmt(m.citation_rate)}</td>
                        <td>{fmt(m.average_position, 2)}</td>
                        <td>{fmt(m.sentiment, 2)}</td>
                      </tr>
                    ))}
                  </Table>
                  <AnswersShown c={c} history={history} />
                  <h2>{d.competitorsTitle}</h2>
                  {history.length > 1 && (
                    <LineChart
                      id="sov-chart"
                      lang={lang}
                      title={d.shareOfVoice}
                      description={d.sovChartDesc(client.name, sovNames.slice(1).join(", "))}
                      series={sovNames.map((name, i) => ({
                        name,
                        points: history.map((h) => ({ at: h.completedAt.toISOString(), value: i === 0 ? h.scores.overall.share_of_voice : (h.scores.competitors.find((x) => x.name === name)?.share_of_voice ?? null) })),
                      }))}
                    />
                  )}
                  {history.length > 1 && (
                    <details class="card">
                      <summary>{d.figuresTable}</summary>
                      <Table label={d.shareOfVoice} head={[d.date, ...sovNames]}>
                        {history.map((h) => (
                          <tr>
                            <td>{formatDay(lang, h.completedAt)}</td>
                            {sovNames.map((name, i) => <td>{fmt(i === 0 ? h.scores.overall.share_of_voice : h.scores.competitors.find((x) => x.name === name)?.share_of_voice)}</td>)}
                          </tr>
                        ))}
                      </Table>
                    </details>
                  )}
                  <Table label={d.competitorsTitle} head={[d.client, d.mentions, d.shareOfVoice, d.position]}>
                    <tr><td><strong>{client.name}</strong> {d.brand}</td><td>—</td><td><strong>{fmt(latest.overall.share_of_voice)}</strong></td><td>{fmt(latest.overall.average_position, 2)}</td></tr>
                    {latest.competitors.map((comp) => <tr><td>{comp.name}</td><td>{comp.mentions}</td><td>{fmt(comp.share_of_voice)}</td><td>{fmt(comp.average_position, 2)}</td></tr>)}
                  </Table>
                </>
              )}
            </>
          )}
        </>
      ),
    });
  });

  const answerFilters = (c: Context<ConsoleEnv>) => {
    const model = c.req.query("model")?.trim().slice(0, 60) || undefined;
    const prompt = c.req.query("prompt")?.trim().slice(0, 200) || undefined;
    const mentioned = c.req.query("mentioned") === "yes" ? true : c.req.query("mentioned") === "no" ? false : undefined;
    return { model, prompt, mentioned };
  };

  app.get("/app/clients/:id/answers", signedIn, async (c) => {
    const t = c.get("t");
    const d = t.data;
    const id = idParam(c.req.param("id"));
    const accountId = c.get("user")!.accountId;
    const f = answerFilters(c);
    const page = pageParam(c.req.query("page"));
    const [client, results, engines] = id === undefined ? [undefined, undefined, undefined] : await Promise.all([
      getClient(c.get("db"), accountId, id),
      listResults(c.get("db"), accountId, { latestOfClient: id }, { model_id: f.model, prompt: f.prompt, mentioned: f.mentioned }, { page, per_page: ANSWERS_PER_PAGE }),
      listModels(c.get("db"), c.env, {}, { page: 1, per_page: 100 }),
    ]);
    if (!client || !results || !engines) return notFound(c);
    const values = { model: f.model, prompt: f.prompt, mentioned: f.mentioned === undefined ? undefined : f.mentioned ? "yes" : "no" };
    return render(c, {
      title: d.answersTitle(client.name),
      nav: "clients",
      children: (
        <>
          <ClientTabs c={c} id={client.id} current="answers" />
          <p>{d.answersIntro}</p>
          <form method="get" action={`/app/clients/${client.id}/answers`} class="card filters" role="search">
            {c.get("langAsked") && <input type="hidden" name="lang" value={c.get("langAsked")} />}
            <div class="field">
              <label for="model">{d.engine}</label>
              <select id="model" name="model">
                <option value="">{d.anyEngine}</option>
                {engines.items.map((m) => <option value={m.id} selected={m.id === f.model}>{m.name}</option>)}
              </select>
            </div>
            <div class="field"><label for="prompt">{d.prompt}</label><input id="prompt" name="prompt" type="search" value={f.prompt} maxlength={200} /></div>
            <div class="field">
              <label for="mentioned">{d.mentioned}</label>
              <select id="mentioned" name="mentioned">
                <option value="">{d.anyMention}</option>
                <option value="yes" selected={f.mentioned === true}>{d.onlyMentioned}</option>
                <option value="no" selected={f.mentioned === false}>{d.notMentioned}</option>
              </select>
            </div>
            <button type="submit">{d.filter}</button>
          </form>
          <p><a href={href(c, `/app/clients/${client.id}/answers.csv${query(values)}`)} download>{d.exportCsv}</a></p>
          {results.items.length === 0 ? <p>{d.noAnswers}</p> : (
            <Table label={d.answers} head={[d.engine, d.promptColumn, d.mentioned, d.position, d.sentiment, d.cited, t.common.actions]}>
              {results.items.map((r) => (
                <tr>
                  <td>{r.model_id}</td>
                  <td>{r.prompt}</td>
                  <td>{r.status !== "completed" ? d.failed : r.answer_shown === false ? d.notShown : r.brand_mentioned ? t.common.yes : t.common.no}</td>
                  <td>{r.position ?? "—"}</td>
                  <td>{r.sentiment ?? "—"}</td>
                  <td>{r.brand_cited === null ? "—" : r.brand_cited ? t.common.yes : t.common.no}</td>
                  <td><a href={href(c, `/app/clients/${client.id}/answers/${r.id}`)}>{d.readAnswer}<span class="visually-hidden"> ({r.model_id}: {r.prompt})</span></a></td>
                </tr>
              ))}
            </Table>
          )}
          <Pager c={c} path={`/app/clients/${client.id}/answers${query(values)}`} page={page} total={results.total} perPage={ANSWERS_PER_PAGE} />
        </>
      ),
    });
  });

  app.get("/app/clients/:id/answers.csv", signedIn, async (c) => {
    const d = c.get("t").data;
    const id = idParam(c.req.param("id"));
    const f = answerFilters(c);
    const results = id === undefined ? undefined : await listResults(c.get("db"), c.get("user")!.accountId, { latestOfClient: id }, { model_id: f.model, prompt: f.prompt, mentioned: f.mentioned }, { page: 1, per_page: CSV_MAX_ROWS });
    if (!results) return c.notFound();
    return csvResponse(
      c,
      `client-${id}-answers`,
      [d.engine, d.promptColumn, d.mentioned, d.position, d.sentiment, d.cited, d.citations, d.sources, d.answers],
      results.items.map((r) => [r.model_id, r.prompt, r.brand_mentioned === null ? null : r.brand_mentioned ? 1 : 0, r.position, r.sentiment, r.brand_cited === null ? null : r.brand_cited ? 1 : 0, r.citations.map((x) => x.url).join(" "), r.sources.map((x) => x.url).join(" "), r.answer]),
    );
  });

  app.get("/app/clients/:id/answers/:resultId", signedIn, async (c) => {
    const t = c.get("t");
    const d = t.data;
    const lang = c.get("lang");
    const id = idParam(c.req.param("id"));
    const resultId = idParam(c.req.param("resultId"));
    const accountId = c.get("user")!.accountId;
    const [client, result, tracked] =
      id === undefined || resultId === undefined
        ? [undefined, undefined, undefined]
        : await Promise.all([getClient(c.get("db"), accountId, id), getResult(c.get("db"), accountId, resultId, id), listCompetitors(c.get("db"), accountId, id, { page: 1, per_page: 100 })]);
    if (!client || !result || !tracked) return notFound(c);
    const brand = [client.name, ...client.aliases];
    const others = [...tracked.items.flatMap((comp) => [comp.name, ...comp.aliases]), ...result.competitors_mentioned.map((m) => m.name)];
    return render(c, {
      title: `${result.model_id} · ${result.prompt}`,
      nav: "clients",
      children: (
        <>
          <ClientTabs c={c} id={client.id} current="answers" />
          <dl class="card">
            <dt>{d.engine}</dt><dd>{result.model_id}{result.engine_model ? ` (${result.engine_model})` : ""}</dd>
            <dt>{d.mentioned}</dt><dd>{result.brand_mentioned ? t.common.yes : t.common.no}</dd>
            <dt>{d.position}</dt><dd>{result.position ?? "—"}</dd>
            <dt>{d.sentiment}</dt><dd>{result.sentiment ?? "—"}</dd>
            <dt>{d.cited}</dt><dd>{result.brand_cited ? t.common.yes : t.common.no}</dd>
            <dt>{d.date}</dt><dd>{formatDate(lang, result.completed_at ?? result.created_at)}</dd>
          </dl>
          {result.brand_mentioned && <SentimentReasons c={c} result={result} />}
          {result.answer_shown === false && <p role="status">{d.notShownLong}</p>}
          <div class="answer">{(result.answer ?? (result.answer_shown === false ? d.notShown : d.failed)).split(/\n{2,}/).map((para) => <p><Highlighted text={para} brand={brand} others={others} /></p>)}</div>
          {result.citations.length > 0 && (
            <>
              <h2>{d.citations}</h2>
              <ul>{result.citations.map((x) => <li>{x.is_own_domain ? <strong>{x.url}</strong> : x.url}</li>)}</ul>
            </>
          )}
          {result.sources.length > 0 && (
            <>
              <h2>{d.sources}</h2>
              <ul>{result.sources.map((s) => <li>{s.title ? `${s.title} — ` : ""}{s.is_own_domain ? <strong>{s.url}</strong> : s.url}</li>)}</ul>
            </>
          )}
          <p><a href={href(c, `/app/clients/${client.id}/answers`)}>{t.common.back}</a></p>
        </>
      ),
    });
  });
}

/** Each tracked name's sentiment with the sentences that decided it, each marked by word as well as by colour. */
function SentimentReasons({ c, result }: { c: Context<ConsoleEnv>; result: NonNullable<Awaited<ReturnType<typeof getResult>>> }) {
  const d = c.get("t").data;
  const lang = c.get("lang");
  const scoreOf = (name: string, isClient: boolean) =>
    isClient ? result.sentiment : (result.competitors_mentioned.find((m) => m.name === name)?.sentiment ?? null);
  return (
    <section aria-labelledby="why">
      <h2 id="why">{d.whyTitle}</h2>
      {result.sentiment_reasons.length === 0 ? (
        <p>{d.whyNone}</p>
      ) : (
        <>
          <p>{d.whyIntro}</p>
          {result.sentiment_reasons.map((r) => (
            <>
              <h3>{d.whyScore(r.is_client ? `${r.name} ${d.brand}` : r.name, formatNumber(lang, scoreOf(r.name, r.is_client) ?? 50))}</h3>
              <ul class="reasons">
                {r.sentences.map((s) => (
                  <li class={`reason ${s.polarity}`}>
                    <span class="polarity">{d.polarity[s.polarity]}</span> {s.text}
                  </li>
                ))}
              </ul>
            </>
          ))}
        </>
      )}
    </section>
  );
}

/** How often Google showed an AI answer (AI Overviews, AI Mode) in each audit: measured apart from visibility. */
function AnswersShown({ c, history }: { c: Context<ConsoleEnv>; history: NonNullable<Awaited<ReturnType<typeof scoreHistory>>> }) {
  const d = c.get("t").data;
  const lang = c.get("lang");
  const models = [...new Set(history.flatMap((h) => h.scores.answers_shown.map((a) => a.model_id)))].sort();
  if (models.length === 0) return null;
  return (
    <>
      <h2>{d.shownTitle}</h2>
      <p>{d.shownIntro}</p>
      <Table label={d.shownTitle} head={[d.date, ...models]}>
        {history.map((h) => (
          <tr>
            <td>{formatDay(lang, h.completedAt)}</td>
            {models.map((m) => {
              const a = h.scores.answers_shown.find((x) => x.model_id === m);
              return <td>{a ? d.shownRate(formatNumber(lang, a.rate), a.shown, a.queries) : "—"}</td>;
            })}
          </tr>
        ))}
      </Table>
    </>
  );
}
