// The console at /app: the agency's door in a browser, on the same Worker and the same domain functions as the API.
// Pages are rendered on the server (Hono JSX) and work without JavaScript. Every request passes the security headers
// (a CSP without inline script, no framing, no referrer); every POST must come from the console's own origin and, when
// a session is open, carry its CSRF token. A console session is never an API credential: /api/v1 reads API keys only,
// and the console reads its cookie only.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { getDb } from "@/db/client";
import { isDatabaseUnavailable } from "@/db/errors";
import { sessionBySecret } from "@/domain/users";
import { clientAddress } from "@/platform/edge";
import { ASSETS } from "./assets";
import type { ConsoleEnv } from "./context";
import { one, readForm } from "./forms";
import { consoleLang, STRINGS } from "./i18n";
import { accountPages } from "./pages/account";
import { notFound } from "./guards";
import { authPages } from "./pages/auth";
import { auditPages } from "./pages/audits";
import { clientDetailPages } from "./pages/client-details";
import { clientPages } from "./pages/clients";
import { portfolioPages } from "./pages/portfolio";
import { schedulePages } from "./pages/schedules";
import { keyPages } from "./pages/keys";
import { teamPages } from "./pages/team";
import { webhookPages } from "./pages/webhooks";
import { csrfToken, sameOrigin, sameToken, sessionSecretOf } from "./session";
import { render } from "./ui";

/** Largest form the console accepts. */
const MAX_FORM_BYTES = 32 * 1024;

/** The request id the app gave each request it hands the console. */
const requestIds = new WeakMap<Request, string>();
let consoleApp: Hono<ConsoleEnv> | undefined;

/** Serves a request under /app (the app loads this module on the first such request). */
export function serveConsole(request: Request, env: ConsoleEnv["Bindings"], ctx: ExecutionContext, requestId: string): Response | Promise<Response> {
  requestIds.set(request, requestId);
  return (consoleApp ??= createConsole()).fetch(request, env, ctx);
}

export function createConsole() {
  const app = new Hono<ConsoleEnv>({ strict: false });

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
      xFrameOptions: "DENY",
      referrerPolicy: "no-referrer",
    }),
  );

  app.get("/app/assets/:file", (c) => {
    const asset = ASSETS[c.req.path];
    if (!asset) return c.text("Not found", 404);
    return c.body(asset.body, 200, { "Content-Type": asset.type, "Cache-Control": "public, max-age=31536000, immutable" });
  });

  app.use("*", async (c, next) => {
    c.set("requestId", requestIds.get(c.req.raw) ?? crypto.randomUUID());
    c.set("db", getDb(c.env));
    c.set("address", clientAddress(c.env, c.req.raw.headers));
    const secret = sessionSecretOf(c);
    const user = secret ? await sessionBySecret(c.get("db"), secret) : undefined;
    c.set("user", user);
    c.set("csrf", user && secret ? await csrfToken(secret) : undefined);
    const asked = c.req.query("lang");
    c.set("langAsked", asked === "fr" || asked === "en" || asked === "es" || asked === "de" ? asked : undefined);
    const lang = consoleLang(asked, user?.locale, c.req.header("accept-language"));
    c.set("lang", lang);
    c.set("t", STRINGS[lang]);
    c.header("Content-Language", lang);
    c.header("Vary", "Accept-Language, Cookie");
    // A NUL character can be stored nowhere (Postgres refuses it in text): a query or form holding one is refused.
    if (new URL(c.req.url).search.includes("%00")) return render(c, { title: c.get("t").common.errorTitle, children: <p role="alert">{c.get("t").common.badForm}</p> }, 400);
    await next();
  });

  // Every state change is a POST from the console's own origin; with a session open, it carries the session's token.
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text("Form too large", 413) }), async (c, next) => {
    const t = c.get("t");
    if (!sameOrigin(c)) return render(c, { title: t.common.forbiddenTitle, children: <p role="alert">{t.common.badForm}</p> }, 403);
    const form = await readForm(c);
    const expected = c.get("csrf");
    if (expected !== undefined && !sameToken(one(form, "csrf"), expected)) {
      return render(c, { title: t.common.forbiddenTitle, children: <p role="alert">{t.common.badForm}</p> }, 403);
    }
    if (Object.values(form).flat().some((value) => value.includes("\u0000"))) return render(c, { title: t.common.errorTitle, children: <p role="alert">{t.common.badForm}</p> }, 400);
    return next();
  });

  authPages(app);
  accountPages(app);
  clientDetailPages(app);
  clientPages(app);
  auditPages(app);
  portfolioPages(app);
  schedulePages(app);
  keyPages(app);
  teamPages(app);
  webhookPages(app);

  app.notFound((c) => {
    if (!c.get("t")) c.set("t", STRINGS.en);
    return notFound(c);
  });
  app.onError((error, c) => {
    const requestId = c.get("requestId") ?? crypto.randomUUID();
    console.error(`console request ${requestId} failed:`, error);
    if (!c.get("t")) {
      c.set("t", STRINGS.en);
      c.set("lang", "en");
    }
    const t = c.get("t");
    if (isDatabaseUnavailable(error)) c.header("Retry-After", "5");
    return render(c, { title: t.common.errorTitle, children: <p role="alert">{t.common.error(requestId)}</p> }, isDatabaseUnavailable(error) ? 503 : 500);
  });
  return app;
}
