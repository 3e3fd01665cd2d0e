// The portfolio: the three analytics of the API over a window of dates — the overview with the distribution drawn as
// bars (each with its count written, and the figures in a table), and the leaderboard on a page of its own (and as
// CSV), so that each page reads the database once after the session.
import type { Context, Hono } from "hono";
import { distribution, leaderboard, portfolio } from "@/domain/analytics";
import { isCalendarDate } from "@/platform/envelope";
import type { ConsoleEnv } from "../context";
import { csvResponse } from "../csv";
import { pageParam } from "../forms";
import { signedIn } from "../guards";
import { formatDay, formatNumber, href, interval, Pager, query, render, Table } from "../ui";

const PER_PAGE = 25;

/** The window from the query (`from`, `to` as calendar dates), the end exclusive as the API's. */
function windowOf(c: Context<ConsoleEnv>) {
  const from = c.req.query("from");
  const to = c.req.query("to");
  return { from: from && isCalendarDate(from) ? from : undefined, to: to && isCalendarDate(to) ? to : undefined };
}

function Bars({ id, title, description, buckets }: { id: string; title: string; description: string; buckets: { min: number; max: number; count: number }[] }) {
  const [W, H, bottom] = [640, 200, 24];
  const most = Math.max(1, ...buckets.map((b) => b.count));
  const width = W / Math.max(1, buckets.length);
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {buckets.map((b, i) => {
          const h = ((H - bottom - 16) * b.count) / most;
          return (
            <g>
              <rect x={i * width + 4} y={H - bottom - h} width={width - 8} height={h} fill="#1d4ed8" />
              <text x={i * width + width / 2} y={H - bottom - h - 4} text-anchor="middle" font-size="12" fill="#14213d">{b.count}</text>
              <text x={i * width + width / 2} y={H - 6} text-anchor="middle" font-size="11" fill="#4a5568">{`${b.min}–${b.max}`}</text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

function WindowForm({ c, action, window }: { c: Context<ConsoleEnv>; action: string; window: { from?: string; to?: string } }) {
  const d = c.get("t").data;
  return (
    <form method="get" action={action} class="card filters">
      {c.get("langAsked") && <input type="hidden" name="lang" value={c.get("langAsked")} />}
      <div class="field"><label for="from">{d.from}</label><input id="from" name="from" type="date" value={window.from} /></div>
      <div class="field"><label for="to">{d.to}</label><input id="to" name="to" type="date" value={window.to} /></div>
      <button type="submit">{d.apply}</button>
    </form>
  );
}

export function portfolioPages(app: Hono<ConsoleEnv>) {
  app.get("/app/portfolio/leaderboard", signedIn, async (c) => {
    const d = c.get("t").data;
    const lang = c.get("lang");
    const window = windowOf(c);
    const page = pageParam(c.req.query("page"));
    const board = await leaderboard(c.get("db"), c.get("user")!.accountId, window, { page, per_page: PER_PAGE });
    const keep = query(window);
    return render(c, {
      title: d.leaderboard,
      nav: "portfolio",
      children: (
        <>
          <WindowForm c={c} action="/app/portfolio/leaderboard" window={window} />
          <p><a href={href(c, `/app/portfolio/leaderboard.csv${keep}`)} download>{d.exportCsv}</a></p>
          <Table label={d.leaderboard} head={[d.rank, d.client, d.score, d.interval, d.visibility, d.shareOfVoice, d.lastAudit]}>
            {board.items.map((r) => (
              <tr>
                <td>{r.rank}</td>
                <td><a href={href(c, `/app/clients/${r.client.id}`)}>{r.client.name}</a></td>
                <td><strong>{r.score}</strong>{r.delta !== null && ` (${r.delta > 0 ? "+" : ""}${r.delta})`}</td>
                <td>{interval(r.score_ci95)}</td>
                <td>{formatNumber(lang, r.visibility ?? 0)}</td>
                <td>{formatNumber(lang, r.share_of_voice ?? 0)}</td>
                <td>{formatDay(lang, r.completed_at)}</td>
              </tr>
            ))}
          </Table>
          <Pager c={c} path={`/app/portfolio/leaderboard${keep}`} page={page} total={board.total} perPage={PER_PAGE} />
          <p><a href={href(c, `/app/portfolio${keep}`)}>{d.portfolioTitle}</a></p>
        </>
      ),
    });
  });

  app.get("/app/portfolio", signedIn, async (c) => {
    const t = c.get("t");
    const d = t.data;
    const lang = c.get("lang");
    const accountId = c.get("user")!.accountId;
    const window = windowOf(c);
    const [overview, spread] = await Promise.all([portfolio(c.get("db"), accountId, window), distribution(c.get("db"), accountId, window, false)]);
    const keep = query(window);
    return render(c, {
      title: d.portfolioTitle,
      nav: "portfolio",
      children: (
        <>
          <WindowForm c={c} action="/app/portfolio" window={window} />
          <div class="grid">
            <section class="card"><h2>{d.clientsAudited}</h2><p class="figure">{formatNumber(lang, overview.audited_client_count)} / {formatNumber(lang, overview.client_count)}</p></section>
            <section class="card"><h2>{d.averageScore}</h2><p class="figure">{overview.mean_score === null ? "—" : formatNumber(lang, overview.mean_score)}</p><p>{d.interval}: {overview.mean_score_ci95 ? `${formatNumber(lang, overview.mean_score_ci95.low)}–${formatNumber(lang, overview.mean_score_ci95.high)}` : "—"}</p></section>
          </div>
          <h2>{d.distribution}</h2>
          <Bars id="distribution" title={d.distribution} description={spread.buckets.map((b) => `${b.min}–${b.max}: ${b.count}`).join("; ")} buckets={spread.buckets} />
          <details class="card">
            <summary>{d.figuresTable}</summary>
            <Table label={d.distribution} head={[d.bucket, d.count]}>{spread.buckets.map((b) => <tr><td>{b.min}–{b.max}</td><td>{b.count}</td></tr>)}</Table>
          </details>
          <p><a href={href(c, `/app/portfolio/leaderboard${keep}`)}>{d.leaderboard}</a></p>
        </>
      ),
    });
  });

  app.get("/app/portfolio/leaderboard.csv", signedIn, async (c) => {
    const d = c.get("t").data;
    const board = await leaderboard(c.get("db"), c.get("user")!.accountId, windowOf(c), { page: 1, per_page: 10_000 });
    return csvResponse(
      c,
      "leaderboard",
      [d.rank, "client_id", d.client, d.sector, d.country, d.score, `${d.interval} (low)`, `${d.interval} (high)`, d.visibility, d.shareOfVoice, d.lastAudit],
      board.items.map((r) => [r.rank, r.client.id, r.client.name, r.client.sector, r.client.country, r.score, r.score_ci95?.low, r.score_ci95?.high, r.visibility, r.share_of_voice, r.completed_at.slice(0, 10)]),
    );
  });
}
