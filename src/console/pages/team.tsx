// The team (owners and admins): members and their roles, invitations by e-mail, and the account's activity log.
import type { Context, Hono } from "hono";
import { USER_ROLES } from "@/db/schema";
import { can, changeRole, grantableRoles, invite, listEvents, listTeam, removeMember, revokeInvitation, type Role, type TeamChange } from "@/domain/users";
import type { ConsoleEnv } from "../context";
import { checkEmail, idParam, one, pageParam, readForm, type Problems } from "../forms";
import { actorOf, forbidden, needs, ownerConfirmed, signedIn, tooManyAttempts } from "../guards";
import { sendLinkMail } from "../mails";
import { clearSessionCookie } from "../session";
import { Field, Notice, Pager, PostForm, Problems as ProblemList, Table, formatDate, href, render } from "../ui";

const EVENTS_PER_PAGE = 50;


const isRole = (value: string): value is Role => (USER_ROLES as readonly string[]).includes(value);

function RoleSelect({ c, id, roles, selected }: { c: Context<ConsoleEnv>; id: string; roles: Role[]; selected?: Role }) {
  const t = c.get("t");
  return (
    <select id={id} name="role">
      {roles.map((r) => <option value={r} selected={r === selected}>{t.roles[r]} — {t.roles[`${r}Help`]}</option>)}
    </select>
  );
}

async function teamPage(c: Context<ConsoleEnv>, opts: { problems?: Problems; notice?: string } = {}, status: 200 | 400 | 403 | 404 | 409 = 200) {
  const t = c.get("t");
  const lang = c.get("lang");
  const user = c.get("user")!;
  const team = await listTeam(c.get("db"), user.accountId);
  const roles = grantableRoles(user.role);
  const notices: Record<string, string> = { revoked: t.team.invitationRevoked, role: t.team.roleChanged, removed: t.team.removed };
  return render(c, {
    title: t.team.title,
    nav: "team",
    children: (
      <>
        <Notice text={opts.notice ?? notices[c.req.query("notice") ?? ""]} />
        <ProblemList problems={opts.problems} />
        <h2>{t.team.members}</h2>
        <Table label={t.team.members} head={[t.common.name, t.common.email, t.common.role, t.common.actions]}>
              {team.members.map((m) => {
                const self = m.id === user.userId;
                const mayTouch = self || user.role === "owner" || m.role !== "owner";
                return (
                  <tr>
                    <td>{m.name}{self && ` (${t.team.you})`}</td>
                    <td>{m.email} <span class="help">({m.verified ? t.team.verified : t.team.unverified})</span></td>
                    <td>
                      {mayTouch && roles.length > 0 ? (
                        <PostForm c={c} action={`/app/team/members/${m.id}/role`} class="inline">
                          <label class="visually-hidden" for={`role-${m.id}`}>{t.team.changeRole}: {m.name}</label>
                          <RoleSelect c={c} id={`role-${m.id}`} roles={roles.includes(m.role) ? roles : [m.role, ...roles]} selected={m.role} />{" "}
                          <button type="submit" class="secondary">{t.team.changeRole}</button>
                        </PostForm>
                      ) : t.roles[m.role]}
                    </td>
                    <td>
                      {mayTouch && (
                        <PostForm c={c} action={`/app/team/members/${m.id}/remove`} class="inline" confirm={self ? t.team.leave : `${t.team.remove}: ${m.email}?`}>
                          <button type="submit" class="danger">{self ? t.team.leave : t.team.remove}</button>
                        </PostForm>
                      )}
                    </td>
                  </tr>
                );
              })}
            </Table>
        <h2>{t.team.pendingTitle}</h2>
        {team.invitations.length === 0 ? <p>{t.common.none}</p> : (
          <Table label={t.team.pendingTitle} head={[t.common.email, t.common.role, t.team.expires, t.common.actions]}>
                {team.invitations.map((i) => (
                  <tr>
                    <td>{i.email}</td>
                    <td>{t.roles[i.role]}</td>
                    <td>{i.expired ? t.team.expired : formatDate(lang, i.expiresAt)}</td>
                    <td><PostForm c={c} action={`/app/team/invitations/${i.id}/revoke`} class="inline"><button type="submit" class="secondary">{t.team.revokeInvitation}</button></PostForm></td>
                  </tr>
                ))}
              </Table>
        )}
        <h2>{t.team.inviteTitle}</h2>
        <PostForm c={c} action="/app/team/invitations" class="card" id="invite">
          <Field id="email" label={t.common.email} type="email" required autocomplete="off" maxlength={254} />
          <div class="field">
            <label for="invite-role">{t.common.role}</label>
            <RoleSelect c={c} id="invite-role" roles={roles} selected="member" />
          </div>
          <button type="submit">{t.team.inviteSubmit}</button>
        </PostForm>
      </>
    ),
  }, status);
}

/** The page after a change of role or a removal, by its outcome. */
function afterChange(c: Context<ConsoleEnv>, outcome: TeamChange, notice: string) {
  const t = c.get("t");
  if (outcome === "done") return c.redirect(href(c, `/app/team?notice=${notice}`), 303);
  // Whoever may not manage the team learns nothing of it from a refused change.
  if (outcome === "forbidden" || !can(c.get("user")!.role, "manage_account")) return forbidden(c);
  if (outcome === "not_found") return teamPage(c, { problems: [t.common.notFound] }, 404);
  return teamPage(c, { problems: [t.team.lastOwner] }, 409);
}

export function teamPages(app: Hono<ConsoleEnv>) {
  app.get("/app/team", needs("manage_account"), (c) => teamPage(c));

  app.post("/app/team/invitations", needs("manage_account"), ownerConfirmed, async (c) => {
    const t = c.get("t");
    const form = await readForm(c);
    const email = one(form, "email");
    const role = one(form, "role");
    const problems: Problems = [];
    checkEmail(t, problems, email);
    if (!isRole(role)) problems.push(t.fields.missing(t.common.role));
    if (problems.length > 0 || !isRole(role)) return teamPage(c, { problems }, 400);
    const limited = await tooManyAttempts(c, email);
    if (limited) return limited;
    const outcome = await invite(c.get("db"), actorOf(c), email, role);
    if (outcome.kind === "forbidden") return teamPage(c, { problems: [t.common.forbidden] }, 403);
    if (outcome.kind === "pending") return teamPage(c, { problems: [t.team.alreadyPending] }, 409);
    const user = c.get("user")!;
    const link = `${new URL(c.req.url).origin}/app/invitations/${encodeURIComponent(outcome.secret)}?lang=${c.get("lang")}`;
    await sendLinkMail(
      c.env,
      t,
      { to: email, subject: t.mail.inviteSubject(user.accountName), body: t.mail.inviteBody(user.name, user.accountName, t.roles[role]), button: t.mail.inviteButton, link },
      `invite/${outcome.id}`,
    );
    return teamPage(c, { notice: t.team.invited(email) });
  });

  app.post("/app/team/invitations/:id/revoke", needs("manage_account"), async (c) => {
    const id = idParam(c.req.param("id"));
    const done = id !== undefined && (await revokeInvitation(c.get("db"), actorOf(c), id));
    return done ? c.redirect(href(c, "/app/team?notice=revoked"), 303) : teamPage(c, { problems: [c.get("t").common.notFound] }, 404);
  });

  app.post("/app/team/members/:id/role", signedIn, async (c) => {
    const id = idParam(c.req.param("id"));
    const role = one(await readForm(c), "role");
    if (id === undefined || !isRole(role)) return afterChange(c, "not_found", "role");
    return afterChange(c, await changeRole(c.get("db"), actorOf(c), id, role), "role");
  });

  app.post("/app/team/members/:id/remove", signedIn, async (c) => {
    const id = idParam(c.req.param("id"));
    if (id === undefined) return afterChange(c, "not_found", "removed");
    const outcome = await removeMember(c.get("db"), actorOf(c), id);
    // Who leaves the account is signed out with it (their sessions went with their user).
    if (outcome === "done" && id === c.get("user")!.userId) {
      clearSessionCookie(c);
      return c.redirect(href(c, "/app/sign-in?signed_out=1"), 303);
    }
    return afterChange(c, outcome, "removed");
  });

  app.get("/app/activity", needs("manage_account"), async (c) => {
    const t = c.get("t");
    const lang = c.get("lang");
    const page = pageParam(c.req.query("page"));
    const events = await listEvents(c.get("db"), c.get("user")!.accountId, page, EVENTS_PER_PAGE);
    return render(c, {
      title: t.activity.title,
      nav: "activity",
      children: (
        <>
          <p>{t.activity.intro}</p>
          {events.items.length === 0 ? <p>{t.common.none}</p> : (
            <Table label={t.activity.title} head={[t.common.when, t.activity.who, t.activity.what, t.activity.subject, t.activity.address]}>
                  {events.items.map((e) => (
                    <tr>
                      <td>{formatDate(lang, e.createdAt)}</td>
                      <td>{e.actorEmail ?? "—"}</td>
                      <td>{t.activity.kinds[e.kind]}</td>
                      <td>{e.subject ?? ""}</td>
                      <td>{e.ipAddress ?? ""}</td>
                    </tr>
                  ))}
                </Table>
          )}
          <Pager c={c} path="/app/activity" page={page} total={events.total} perPage={EVENTS_PER_PAGE} />
        </>
      ),
    });
  });
}
