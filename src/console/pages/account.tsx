// The signed-in user's pages: the overview, their profile and password, their sessions, and the account's plan,
// credits and ledger (the low-credit alert's threshold for owners and admins).
import type { Context, Hono } from "hono";
import { getCredits, getSubscription, ledgerPage, LOW_CREDITS_THRESHOLD_MAX, setLowCreditsThreshold } from "@/domain/account";
import { ABSOLUTE_DAYS, accountOverview, can, changePassword, IDLE_HOURS, listSessions, PASSWORD_MIN_LENGTH, recordEvent, revokeSession, updateProfile } from "@/domain/users";
import { hasApiAccess } from "@/platform/auth";
import { isLang, LANGS } from "@/platform/i18n";
import type { ConsoleEnv } from "../context";
import { csvResponse } from "../csv";
import { checkPassword, checkText, idParam, one, pageParam, password, readForm, type Problems } from "../forms";
import { actorOf, needs, signedIn, tooManyAttempts } from "../guards";
import { LANG_NAMES } from "../i18n";
import { Field, Notice, Pager, PostForm, Problems as ProblemList, Table, formatDate, formatDay, formatNumber, href, render } from "../ui";

const LEDGER_PER_PAGE = 25;


export function accountPages(app: Hono<ConsoleEnv>) {
  app.get("/app", signedIn, async (c) => {
    const t = c.get("t");
    const lang = c.get("lang");
    const user = c.get("user")!;
    const { account, activeKeys, members } = await accountOverview(c.get("db"), user.accountId);
    const apiAccess = hasApiAccess(account.plan, account.isPartner);
    const admin = can(user.role, "manage_account");
    return render(c, {
      title: t.home.title,
      nav: "home",
      children: (
        <>
          <Notice text={c.req.query("notice") === "verification_sent" ? t.verify.resent : undefined} />
          <p>{t.home.welcome(user.name)}</p>
          {!user.emailVerified && (
            <div class="alert error" role="alert">
              <p>{t.verify.pending}</p>
              <PostForm c={c} action="/app/verify/resend"><button type="submit" class="secondary">{t.verify.resend}</button></PostForm>
            </div>
          )}
          <div class="grid">
            <section class="card"><h2>{t.home.plan}</h2><p class="figure">{t.billing.plans[account.plan]}</p><p>{apiAccess ? t.home.apiAccessOn : t.home.apiAccessOff}</p></section>
            <section class="card"><h2>{t.home.credits}</h2><p class="figure">{formatNumber(lang, account.balance)}</p><p><a href={href(c, "/app/billing")}>{t.nav.billing}</a></p></section>
            <section class="card"><h2>{t.home.keys}</h2><p class="figure">{formatNumber(lang, activeKeys)}</p>{admin && <p><a href={href(c, "/app/keys")}>{t.nav.keys}</a></p>}</section>
            <section class="card"><h2>{t.home.members}</h2><p class="figure">{formatNumber(lang, members)}</p>{admin && <p><a href={href(c, "/app/team")}>{t.nav.team}</a></p>}</section>
          </div>
          <h2>{t.home.next}</h2>
          <ul>
            <li><a href={href(c, "/app/clients")}>{t.data.navClients}</a> · <a href={href(c, "/app/portfolio")}>{t.data.navPortfolio}</a></li>
            {admin && <li><a href={href(c, "/app/keys")}>{t.home.stepKey}</a></li>}
            <li><a href={href(c, "/app/mcp")}>{t.home.stepMcp}</a></li>
            {admin && <li><a href={href(c, "/app/team")}>{t.home.stepTeam}</a></li>}
            <li><a href={`/api/v1/docs?lang=${lang}`}>{t.home.docs}</a></li>
          </ul>
        </>
      ),
    });
  });

  const profilePage = (c: Context<ConsoleEnv>, opts: { problems?: Problems; passwordProblems?: Problems; notice?: string } = {}, status: 200 | 400 = 200) => {
    const t = c.get("t");
    const user = c.get("user")!;
    return render(c, {
      title: t.profile.title,
      nav: "profile",
      children: (
        <>
          <Notice text={opts.notice} />
          <ProblemList problems={opts.problems} />
          <PostForm c={c} action="/app/profile" class="card">
            <Field id="name" label={t.common.name} value={user.name} required autocomplete="name" maxlength={100} />
            <p><strong>{t.common.email}</strong>: {user.email}</p>
            <div class="field">
              <label for="locale">{t.profile.locale}</label>
              <select id="locale" name="locale">
                {LANGS.map((l) => <option value={l} selected={l === user.locale} lang={l}>{LANG_NAMES[l]}</option>)}
              </select>
            </div>
            <button type="submit">{t.common.save}</button>
          </PostForm>
          <h2>{t.profile.passwordTitle}</h2>
          <ProblemList problems={opts.passwordProblems} />
          <PostForm c={c} action="/app/profile/password" class="card">
            <Field id="current_password" label={t.profile.current} type="password" required autocomplete="current-password" />
            <Field id="new_password" label={t.profile.newPassword} type="password" required autocomplete="new-password" minlength={PASSWORD_MIN_LENGTH} help={t.signUp.passwordHelp(PASSWORD_MIN_LENGTH)} />
            <button type="submit">{t.common.save}</button>
          </PostForm>
        </>
      ),
    }, status);
  };

  app.get("/app/profile", signedIn, (c) => {
    const t = c.get("t");
    const notice = { saved: t.profile.saved, password: t.profile.changed }[c.req.query("notice") ?? ""];
    return profilePage(c, { notice });
  });

  app.post("/app/profile", signedIn, async (c) => {
    const t = c.get("t");
    const form = await readForm(c);
    const name = one(form, "name");
    const locale = one(form, "locale");
    const problems: Problems = [];
    checkText(t, problems, t.common.name, name, 1, 100);
    if (!isLang(locale)) problems.push(t.fields.missing(t.profile.locale));
    if (problems.length > 0 || !isLang(locale)) return profilePage(c, { problems }, 400);
    await updateProfile(c.get("db"), c.get("user")!.userId, { name, locale });
    // The page follows the language just chosen.
    return c.redirect(`/app/profile?notice=saved`, 303);
  });

  app.post("/app/profile/password", signedIn, async (c) => {
    const t = c.get("t");
    // Each try costs two scrypt runs and guesses the current password: limited as sign-in is.
    const limited = await tooManyAttempts(c, c.get("user")!.email);
    if (limited) return limited;
    const form = await readForm(c);
    const problems: Problems = [];
    checkPassword(t, problems, t.profile.newPassword, password(form, "new_password"));
    if (problems.length > 0) return profilePage(c, { passwordProblems: problems }, 400);
    const changed = await changePassword(c.get("db"), actorOf(c), c.get("user")!.sessionId, password(form, "current_password").slice(0, 1000), password(form, "new_password"));
    if (!changed) return profilePage(c, { passwordProblems: [t.profile.wrongCurrent] }, 400);
    return c.redirect(href(c, "/app/profile?notice=password"), 303);
  });

  app.get("/app/sessions", signedIn, async (c) => {
    const t = c.get("t");
    const lang = c.get("lang");
    const user = c.get("user")!;
    const sessions = await listSessions(c.get("db"), user.userId);
    return render(c, {
      title: t.sessions.title,
      nav: "sessions",
      children: (
        <>
          <Notice text={c.req.query("notice") === "revoked" ? t.sessions.revoked : undefined} />
          <p>{t.sessions.intro(IDLE_HOURS, ABSOLUTE_DAYS)}</p>
          <Table label={t.sessions.title} head={[t.sessions.device, t.sessions.address, t.sessions.started, t.sessions.lastSeen, t.common.actions]}>
                {sessions.map((s) => (
                  <tr>
                    <td>{s.userAgent ?? "—"}</td>
                    <td>{s.ipAddress ?? "—"}</td>
                    <td>{formatDate(lang, s.createdAt)}</td>
                    <td>{formatDate(lang, s.lastSeenAt)}</td>
                    <td>
                      {s.id === user.sessionId ? <strong>{t.sessions.current}</strong> : (
                        <PostForm c={c} action={`/app/sessions/${s.id}/revoke`} class="inline"><button type="submit" class="secondary">{t.sessions.revoke}</button></PostForm>
                      )}
                    </td>
                  </tr>
                ))}
              </Table>
        </>
      ),
    });
  });

  app.post("/app/sessions/:id/revoke", signedIn, async (c) => {
    const user = c.get("user")!;
    const id = idParam(c.req.param("id"));
    if (id !== undefined && (await revokeSession(c.get("db"), user.userId, id))) await recordEvent(c.get("db"), actorOf(c), "session_revoked");
    return c.redirect(href(c, "/app/sessions?notice=revoked"), 303);
  });

  app.get("/app/billing", signedIn, async (c) => billingPage(c));

  app.get("/app/billing/ledger.csv", signedIn, async (c) => {
    const t = c.get("t");
    const ledger = await ledgerPage(c.get("db"), c.get("user")!.accountId, 1, 100_000);
    return csvResponse(
      c,
      "credit-ledger",
      [t.common.when, t.billing.reason, t.billing.description, t.billing.amount, t.billing.balanceAfter, "audit_id"],
      ledger.items.map((e) => [e.createdAt.toISOString(), t.billing.reasons[e.reason], e.description, e.amount, e.balanceAfter, e.auditId]),
    );
  });

  app.post("/app/billing/low-credits", needs("manage_account"), async (c) => {
    const t = c.get("t");
    const raw = one(await readForm(c), "threshold");
    const threshold = /^[0-9]{1,7}$/.test(raw) ? Number(raw) : NaN;
    if (!(threshold >= 0 && threshold <= LOW_CREDITS_THRESHOLD_MAX)) return billingPage(c, [t.billing.lowHelp(LOW_CREDITS_THRESHOLD_MAX)]);
    await setLowCreditsThreshold(c.get("db"), c.get("user")!.accountId, threshold);
    return c.redirect(href(c, "/app/billing?notice=saved"), 303);
  });
}

async function billingPage(c: Context<ConsoleEnv>, problems?: Problems) {
  const t = c.get("t");
  const lang = c.get("lang");
  const user = c.get("user")!;
  const page = pageParam(c.req.query("page"));
  // Three reads side by side: one round trip after the session's.
  const [subscription, credits, ledger] = await Promise.all([
    getSubscription(c.get("db"), user.accountId),
    getCredits(c.get("db"), user.accountId),
    ledgerPage(c.get("db"), user.accountId, page, LEDGER_PER_PAGE),
  ]);
  return render(c, {
    title: t.billing.title,
    nav: "billing",
    children: (
      <>
        <Notice text={c.req.query("notice") === "saved" ? t.billing.saved : undefined} />
        <ProblemList problems={problems} />
        {subscription && (
          <section class="card">
            <dl>
              <dt>{t.billing.plan}</dt><dd><strong>{t.billing.plans[subscription.plan]}</strong></dd>
              <dt>{t.billing.status}</dt><dd>{t.billing.statuses[subscription.status]}</dd>
              <dt>{t.billing.period}</dt><dd>{formatDay(lang, subscription.current_period_start)} – {formatDay(lang, new Date(Date.parse(subscription.current_period_end) - 1))}</dd>
              <dt>{t.billing.monthly}</dt><dd>{formatNumber(lang, subscription.monthly_credits)}</dd>
              <dt>{t.billing.apiAccess}</dt><dd>{subscription.api_access.enabled ? t.common.yes : t.common.no}</dd>
              {credits && <><dt>{t.billing.balance}</dt><dd><strong>{formatNumber(lang, credits.balance)}</strong></dd></>}
            </dl>
            {!subscription.api_access.enabled && <p class="warning">{t.billing.upgrade}</p>}
          </section>
        )}
        <h2>{t.billing.ledger}</h2>
        <p><a href={href(c, "/app/billing/ledger.csv")} download>{t.data.exportCsv}</a></p>
        <Table label={t.billing.ledger} head={[t.common.when, t.billing.reason, t.billing.description, t.billing.amount, t.billing.balanceAfter]}>
              {ledger.items.map((e) => (
                <tr>
                  <td>{formatDate(lang, e.createdAt)}</td>
                  <td>{t.billing.reasons[e.reason]}</td>
                  <td>{e.description ?? ""}</td>
                  <td>{e.amount > 0 ? `+${formatNumber(lang, e.amount)}` : formatNumber(lang, e.amount)}</td>
                  <td>{formatNumber(lang, e.balanceAfter)}</td>
                </tr>
              ))}
            </Table>
        <Pager c={c} path="/app/billing" page={page} total={ledger.total} perPage={LEDGER_PER_PAGE} />
        {can(user.role, "manage_account") && (
          <>
            <h2>{t.billing.lowTitle}</h2>
            <PostForm c={c} action="/app/billing/low-credits" class="card">
              <Field id="threshold" label={t.billing.threshold} type="number" value={credits?.low_credits_threshold == null ? "" : String(credits.low_credits_threshold)} help={t.billing.lowHelp(LOW_CREDITS_THRESHOLD_MAX)} />
              <button type="submit">{t.common.save}</button>
            </PostForm>
          </>
        )}
      </>
    ),
  }, problems ? 400 : 200);
}
