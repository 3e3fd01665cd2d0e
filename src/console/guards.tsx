// Who may open a page: signed-in users, the roles that hold a right; and the attempt limit of the forms that take an
// e-mail or a link's secret.
import type { Context, MiddlewareHandler } from "hono";
import { can, ownerVerified, type Right } from "@/domain/users";
import { consoleAttempt } from "@/platform/rate-limit";
import type { ConsoleEnv } from "./context";
import { href, render } from "./ui";

/** Pages for signed-in users only: anyone else is sent to sign in. */
export const signedIn: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
  if (c.get("user")) return next();
  return c.redirect(href(c, c.req.method === "GET" ? "/app/sign-in" : "/app/sign-in?expired=1"), 303);
};

/** Pages for the roles that hold `right`: the others get a 403 page. */
export const needs =
  (right: Right): MiddlewareHandler<ConsoleEnv> =>
  async (c, next) => {
    const user = c.get("user");
    if (!user) return signedIn(c, next);
    if (can(user.role, right)) return next();
    return forbidden(c);
  };

export function forbidden(c: Context<ConsoleEnv>) {
  const t = c.get("t");
  return render(c, { title: t.common.forbiddenTitle, children: <p role="alert">{t.common.forbidden}</p> }, 403);
}

/** The attempt limit of the sign-in, sign-up, reset and invitation forms (per address, and per e-mail when given). */
export async function tooManyAttempts(c: Context<ConsoleEnv>, email?: string): Promise<Response | undefined> {
  const refused = await consoleAttempt(c.env, c.get("address"), email);
  if (!refused) return undefined;
  const seconds = Math.max(1, refused.reset - Math.floor(Date.now() / 1000));
  c.header("Retry-After", String(seconds));
  const t = c.get("t");
  return render(c, { title: t.common.errorTitle, children: <p role="alert">{t.common.tooManyAttempts(seconds)}</p> }, 429);
}


/** The signed-in user as the one who acts (the activity log's actor, with the role the team's rules read). */
export function actorOf(c: Context<ConsoleEnv>) {
  const user = c.get("user")!;
  return { accountId: user.accountId, userId: user.userId, email: user.email, role: user.role, ipAddress: c.get("address") };
}

/** The console's 404 page. */
export function notFound(c: Context<ConsoleEnv>) {
  const t = c.get("t");
  return render(c, { title: t.common.notFoundTitle, children: <p>{t.common.notFound}</p> }, 404);
}

/**
 * Writes that reach beyond the account (invitations mailed, webhooks called, audits charged) wait until its owner has
 * confirmed their address, as keys do: a sign-up with someone else's address can do none of them.
 */
export const ownerConfirmed: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
  if (await ownerVerified(c.get("db"), c.get("user")!.accountId)) return next();
  const t = c.get("t");
  return render(c, { title: t.common.forbiddenTitle, children: <p role="alert">{t.common.ownerUnverified}</p> }, 403);
};
