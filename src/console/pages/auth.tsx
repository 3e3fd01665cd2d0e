// Getting in: sign-up, the address's confirmation, sign-in and sign-out, a forgotten password, and an invitation's
// link. The forms that take an e-mail are limited per client address and per e-mail, and answer alike whether or not
// the e-mail is known. E-mailed links are confirmed with a button (a POST): a mail scanner that opens links uses none.
import type { Context, Hono } from "hono";
import {
  acceptInvitation, invitationBySecret, PASSWORD_MIN_LENGTH, reissueVerification, requestPasswordReset, resetPassword, revokeSession, recordEvent, signIn,
  signUp, verifyEmail,
} from "@/domain/users";
import type { ConsoleEnv } from "../context";
import { checkEmail, checkPassword, checkText, one, password, readForm, type Problems } from "../forms";
import { signedIn, tooManyAttempts } from "../guards";
import { sendLinkMail } from "../mails";
import { clearSessionCookie, setSessionCookie } from "../session";
import { Field, Hidden, href, Notice, PostForm, Problems as ProblemList, render } from "../ui";

const origin = (c: Context<ConsoleEnv>) => new URL(c.req.url).origin;
const meta = (c: Context<ConsoleEnv>) => ({ ipAddress: c.get("address"), userAgent: c.req.header("user-agent") ?? null });

/** The link to confirm an address, e-mailed in the user's language. */
export async function mailVerification(c: Context<ConsoleEnv>, to: string, name: string, secret: string) {
  const t = c.get("t");
  const link = `${origin(c)}/app/verify?token=${encodeURIComponent(secret)}&lang=${c.get("lang")}`;
  await sendLinkMail(c.env, t, { to, subject: t.mail.verifySubject, body: t.mail.verifyBody(name), button: t.mail.verifyButton, link }, `verify/${secret.slice(0, 16)}`);
}

function SignUpForm({ c, values = {}, problems }: { c: Context<ConsoleEnv>; values?: Record<string, string>; problems?: Problems }) {
  const t = c.get("t");
  return (
    <div class="auth">
      <p>{t.signUp.intro}</p>
      <ProblemList problems={problems} />
      <form method="post" action={href(c, "/app/sign-up")} class="card">
        <Hidden c={c} />
        <Field id="name" label={t.common.name} value={values.name} required autocomplete="name" maxlength={100} />
        <Field id="company" label={t.signUp.company} value={values.company} required autocomplete="organization" maxlength={120} />
        <Field id="email" label={t.common.email} type="email" value={values.email} required autocomplete="email" maxlength={254} />
        <Field id="password" label={t.common.password} type="password" required autocomplete="new-password" minlength={PASSWORD_MIN_LENGTH} help={t.signUp.passwordHelp(PASSWORD_MIN_LENGTH)} />
        <button type="submit">{t.signUp.submit}</button>
      </form>
      <p>{t.signUp.haveAccount} <a href={href(c, "/app/sign-in")}>{t.nav.signIn}</a></p>
    </div>
  );
}

function SignInForm({ c, email, problems, notice }: { c: Context<ConsoleEnv>; email?: string; problems?: Problems; notice?: string }) {
  const t = c.get("t");
  return (
    <div class="auth">
      <Notice text={notice} />
      <ProblemList problems={problems} />
      <form method="post" action={href(c, "/app/sign-in")} class="card">
        <Hidden c={c} />
        <Field id="email" label={t.common.email} type="email" value={email} required autocomplete="username" maxlength={254} />
        <Field id="password" label={t.common.password} type="password" required autocomplete="current-password" />
        <button type="submit">{t.signIn.submit}</button>
      </form>
      <p><a href={href(c, "/app/forgot-password")}>{t.signIn.forgot}</a></p>
      <p>{t.signIn.noAccount} <a href={href(c, "/app/sign-up")}>{t.nav.signUp}</a></p>
    </div>
  );
}

function ForgotForm({ c, problems, notice }: { c: Context<ConsoleEnv>; problems?: Problems; notice?: string }) {
  const t = c.get("t");
  return (
    <div class="auth">
      <Notice text={notice} />
      <ProblemList problems={problems} />
      <p>{t.forgot.intro}</p>
      <form method="post" action={href(c, "/app/forgot-password")} class="card">
        <Hidden c={c} />
        <Field id="email" label={t.common.email} type="email" required autocomplete="email" maxlength={254} />
        <button type="submit">{t.forgot.submit}</button>
      </form>
      <p><a href={href(c, "/app/sign-in")}>{t.nav.signIn}</a></p>
    </div>
  );
}

function TokenForm({ c, action, token, children, submit }: { c: Context<ConsoleEnv>; action: string; token: string; children?: unknown; submit: string }) {
  return (
    <form method="post" action={href(c, action)} class="card auth">
      <Hidden c={c} />
      <input type="hidden" name="token" value={token} />
      {children as never}
      <button type="submit">{submit}</button>
    </form>
  );
}

export function authPages(app: Hono<ConsoleEnv>) {
  app.get("/app/sign-up", (c) => (c.get("user") ? c.redirect(href(c, "/app"), 303) : render(c, { title: c.get("t").signUp.title, children: <SignUpForm c={c} /> })));

  app.post("/app/sign-up", async (c) => {
    const t = c.get("t");
    const form = await readForm(c);
    const values = { name: one(form, "name"), company: one(form, "company"), email: one(form, "email") };
    const problems: Problems = [];
    checkText(t, problems, t.common.name, values.name, 1, 100);
    checkText(t, problems, t.signUp.company, values.company, 1, 120);
    checkEmail(t, problems, values.email);
    checkPassword(t, problems, t.common.password, password(form, "password"));
    if (problems.length > 0) return render(c, { title: t.signUp.title, children: <SignUpForm c={c} values={values} problems={problems} /> }, 400);
    const limited = await tooManyAttempts(c, values.email);
    if (limited) return limited;
    const outcome = await signUp(c.get("db"), { ...values, password: password(form, "password"), locale: c.get("lang") });
    // A taken address reads the same, as fast: the mail goes after the answer, and the page tells no one whether an
    // address has an account.
    if (outcome.kind === "created") c.executionCtx.waitUntil(mailVerification(c, values.email, values.name, outcome.verifySecret));
    return render(c, {
      title: t.signUp.checkTitle,
      children: (
        <div class="auth">
          <p role="status">{t.signUp.check(values.email)}</p>
          <p>{t.signUp.checkNext} <a href={href(c, "/app/sign-in")}>{t.nav.signIn}</a></p>
        </div>
      ),
    });
  });

  app.get("/app/verify", (c) => {
    const t = c.get("t");
    const token = c.req.query("token") ?? "";
    return render(c, { title: t.verify.title, children: <><p>{t.verify.intro}</p><TokenForm c={c} action="/app/verify" token={token} submit={t.verify.submit} /></> });
  });

  app.post("/app/verify", async (c) => {
    const t = c.get("t");
    const limited = await tooManyAttempts(c);
    if (limited) return limited;
    const userId = await verifyEmail(c.get("db"), one(await readForm(c), "token"));
    if (userId === undefined) return render(c, { title: t.verify.title, children: <p role="alert">{t.verify.invalid} <a href={href(c, "/app/sign-in")}>{t.nav.signIn}</a></p> }, 400);
    return render(c, { title: t.verify.title, children: <p role="status">{t.verify.done} <a href={href(c, c.get("user") ? "/app" : "/app/sign-in")}>{c.get("user") ? t.nav.home : t.nav.signIn}</a></p> });
  });

  app.post("/app/verify/resend", signedIn, async (c) => {
    const user = c.get("user")!;
    const limited = await tooManyAttempts(c, user.email);
    if (limited) return limited;
    const secret = await reissueVerification(c.get("db"), user.userId);
    if (secret) await mailVerification(c, user.email, user.name, secret);
    return c.redirect(href(c, "/app?notice=verification_sent"), 303);
  });

  app.get("/app/sign-in", (c) => {
    const t = c.get("t");
    if (c.get("user")) return c.redirect(href(c, "/app"), 303);
    const notice = c.req.query("signed_out") ? t.signIn.signedOut : c.req.query("expired") ? t.signIn.expired : undefined;
    return render(c, { title: t.signIn.title, children: <SignInForm c={c} notice={notice} /> });
  });

  app.post("/app/sign-in", async (c) => {
    const t = c.get("t");
    const form = await readForm(c);
    const email = one(form, "email").slice(0, 254);
    const limited = await tooManyAttempts(c, email);
    if (limited) return limited;
    const outcome = email && password(form, "password") ? await signIn(c.get("db"), email, password(form, "password").slice(0, 1000), meta(c)) : ({ kind: "refused" } as const);
    if (outcome.kind === "refused") return render(c, { title: t.signIn.title, children: <SignInForm c={c} email={email} problems={[t.signIn.refused]} /> }, 400);
    // A new session, a new cookie: whatever session this browser had before is ended.
    const previous = c.get("user");
    if (previous) await revokeSession(c.get("db"), previous.userId, previous.sessionId);
    setSessionCookie(c, outcome.secret);
    return c.redirect(href(c, "/app"), 303);
  });

  app.post("/app/sign-out", async (c) => {
    const user = c.get("user");
    if (user) {
      await Promise.all([
        revokeSession(c.get("db"), user.userId, user.sessionId),
        recordEvent(c.get("db"), { accountId: user.accountId, userId: user.userId, email: user.email, ipAddress: c.get("address") }, "signed_out"),
      ]);
    }
    clearSessionCookie(c);
    return c.redirect(href(c, "/app/sign-in?signed_out=1"), 303);
  });

  app.get("/app/forgot-password", (c) => render(c, { title: c.get("t").forgot.title, children: <ForgotForm c={c} /> }));

  app.post("/app/forgot-password", async (c) => {
    const t = c.get("t");
    const email = one(await readForm(c), "email");
    const problems: Problems = [];
    checkEmail(t, problems, email);
    if (problems.length > 0) return render(c, { title: t.forgot.title, children: <ForgotForm c={c} problems={problems} /> }, 400);
    const limited = await tooManyAttempts(c, email);
    if (limited) return limited;
    const reset = await requestPasswordReset(c.get("db"), email);
    if (reset) {
      const lang = reset.locale === "fr" || reset.locale === "es" || reset.locale === "de" ? reset.locale : "en";
      const mt = (await import("../i18n")).STRINGS[lang];
      const link = `${new URL(c.req.url).origin}/app/reset-password?token=${encodeURIComponent(reset.secret)}&lang=${lang}`;
      // Sent after the answer, so a known address takes no longer to answer than an unknown one.
      c.executionCtx.waitUntil(sendLinkMail(c.env, mt, { to: reset.email, subject: mt.mail.resetSubject, body: mt.mail.resetBody, button: mt.mail.resetButton, link }, `reset/${reset.secret.slice(0, 16)}`));
    }
    return render(c, { title: t.forgot.title, children: <ForgotForm c={c} notice={t.forgot.sent} /> });
  });

  app.get("/app/reset-password", (c) => {
    const t = c.get("t");
    return render(c, {
      title: t.reset.title,
      children: (
        <TokenForm c={c} action="/app/reset-password" token={c.req.query("token") ?? ""} submit={t.reset.submit}>
          <Field id="password" label={t.reset.newPassword} type="password" required autocomplete="new-password" minlength={PASSWORD_MIN_LENGTH} help={t.signUp.passwordHelp(PASSWORD_MIN_LENGTH)} />
        </TokenForm>
      ),
    });
  });

  app.post("/app/reset-password", async (c) => {
    const t = c.get("t");
    const form = await readForm(c);
    const token = one(form, "token");
    const problems: Problems = [];
    checkPassword(t, problems, t.reset.newPassword, password(form, "password"));
    if (problems.length > 0) {
      return render(c, {
        title: t.reset.title,
        children: (
          <>
            <ProblemList problems={problems} />
            <TokenForm c={c} action="/app/reset-password" token={token} submit={t.reset.submit}>
              <Field id="password" label={t.reset.newPassword} type="password" required autocomplete="new-password" minlength={PASSWORD_MIN_LENGTH} />
            </TokenForm>
          </>
        ),
      }, 400);
    }
    const limited = await tooManyAttempts(c);
    if (limited) return limited;
    const userId = await resetPassword(c.get("db"), token, password(form, "password"), meta(c));
    if (userId === undefined) return render(c, { title: t.reset.title, children: <p role="alert">{t.reset.invalid} <a href={href(c, "/app/forgot-password")}>{t.signIn.forgot}</a></p> }, 400);
    clearSessionCookie(c);
    return render(c, { title: t.reset.title, children: <p role="status">{t.reset.done} <a href={href(c, "/app/sign-in")}>{t.nav.signIn}</a></p> });
  });

  app.get("/app/invitations/:token", async (c) => {
    const t = c.get("t");
    const token = c.req.param("token");
    const invitation = token.length <= 100 ? await invitationBySecret(c.get("db"), token) : undefined;
    if (!invitation) return render(c, { title: t.common.notFoundTitle, children: <p role="alert">{t.invitation.invalid}</p> }, 404);
    return render(c, { title: t.invitation.title(invitation.accountName), children: <InvitationForm c={c} token={token} email={invitation.email} role={t.roles[invitation.role]} /> });
  });

  app.post("/app/invitations/:token", async (c) => {
    const t = c.get("t");
    const token = c.req.param("token");
    const form = await readForm(c);
    const limited = await tooManyAttempts(c);
    if (limited) return limited;
    const invitation = token.length <= 100 ? await invitationBySecret(c.get("db"), token) : undefined;
    if (!invitation) return render(c, { title: t.common.notFoundTitle, children: <p role="alert">{t.invitation.invalid}</p> }, 404);
    const name = one(form, "name");
    const problems: Problems = [];
    checkText(t, problems, t.common.name, name, 1, 100);
    checkPassword(t, problems, t.common.password, password(form, "password"));
    if (problems.length === 0) {
      const outcome = await acceptInvitation(c.get("db"), token, { name, password: password(form, "password"), locale: c.get("lang") }, meta(c));
      if (outcome.kind === "joined") {
        // As at sign-in: whatever session this browser had is ended, the new one replaces it.
        const previous = c.get("user");
        if (previous) await revokeSession(c.get("db"), previous.userId, previous.sessionId);
        setSessionCookie(c, outcome.sessionSecret);
        return c.redirect(href(c, "/app"), 303);
      }
      problems.push(outcome.kind === "email_taken" ? t.invitation.emailTaken : t.invitation.invalid);
    }
    return render(c, { title: t.invitation.title(invitation.accountName), children: <InvitationForm c={c} token={token} email={invitation.email} role={t.roles[invitation.role]} name={name} problems={problems} /> }, 400);
  });
}

function InvitationForm({ c, token, email, role, name, problems }: { c: Context<ConsoleEnv>; token: string; email: string; role: string; name?: string; problems?: Problems }) {
  const t = c.get("t");
  return (
    <div class="auth">
      <p>{t.invitation.intro(email, role)}</p>
      <ProblemList problems={problems} />
      <PostForm c={c} action={`/app/invitations/${encodeURIComponent(token)}`} class="card">
        <Field id="name" label={t.common.name} value={name} required autocomplete="name" maxlength={100} />
        <Field id="password" label={t.common.password} type="password" required autocomplete="new-password" minlength={PASSWORD_MIN_LENGTH} help={t.signUp.passwordHelp(PASSWORD_MIN_LENGTH)} />
        <button type="submit">{t.invitation.submit}</button>
      </PostForm>
    </div>
  );
}
