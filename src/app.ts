// The Worker's HTTP app: platform middleware, the resource routers under /api/v1, docs and errors.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { cors } from "hono/cors";
import type { Context, Handler } from "hono";
import { isDatabaseUnavailable } from "./db/errors";
import { authenticate } from "./platform/auth";
import { limitBody } from "./platform/body-limit";
import { requestIdOf } from "./platform/edge";
import type { AppEnv } from "./platform/context";
import { ApiError, ERROR_TYPES, errorResponse, type ErrorStatus } from "./platform/errors";
import { pickLang } from "./platform/i18n";
import { type RouteGroup, ROUTE_GROUPS } from "./routes/catalog";

export const API_BASE = "/api/v1";
/** Largest request body accepted (the launch body is a few KB at most). */
const MAX_BODY_BYTES = 100 * 1024;
const PUBLIC_PATHS = new Set([`${API_BASE}/openapi.json`, `${API_BASE}/docs`]);

/**
 * The methods the app's routes give a path, for 405 answers with `Allow`: `methodsFor` over every route pattern,
 * `fixedMethodsFor` over paths without parameters ("/api/v1/audits/launch"), which are their own resource, so another
 * method on them is a 405, not a request for "/audits/{id}" with the id "launch". Built on first use, once the
 * groups' operations are registered.
 */
function routeMethods(app: Hono<AppEnv>) {
  let table: { method: string; path: string; pattern: RegExp }[] | undefined;
  const routes = () =>
    (table ??= app.routes
      .filter((r) => r.method !== "ALL")
      .map((r) => ({ method: r.method, path: r.path, pattern: new RegExp(`^${r.path.replace(/:[^/]+/g, "[^/]+")}/?$`) })));
  const withHead = (methods: Set<string>) => (methods.has("GET") ? methods.add("HEAD") : methods);
  // `Allow` lists them in one order whatever order the routers registered them in.
  const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
  const ordered = (methods: Iterable<string>) => [...methods].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  let fixed: Map<string, string[]> | undefined;
  return {
    methodsFor: (path: string): string[] => ordered(withHead(new Set(routes().filter((r) => r.pattern.test(path)).map((r) => r.method)))),
    // Every API request asks: a map, built once.
    fixedMethodsFor: (path: string): string[] | undefined => {
      if (!fixed) {
        const sets = new Map<string, Set<string>>();
        for (const r of routes()) if (!r.path.includes(":") && !r.path.includes("*")) sets.set(r.path, withHead((sets.get(r.path) ?? new Set()).add(r.method)));
        fixed = new Map([...sets].map(([p, methods]) => [p, ordered(methods)]));
      }
      return fixed.get(path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);
    },
  };
}

/** What a 503 asks callers to wait before retrying. */
const DB_RETRY_AFTER_SECONDS = 5;

function toApiError(err: Error, c: Context<AppEnv>): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException && err.status === 415) {
    return new ApiError(415, "Unsupported media type: send the request body as JSON with `Content-Type: application/json`.");
  }
  if (err instanceof HTTPException && err.status in ERROR_TYPES && err.status < 500) {
    return new ApiError(err.status as ErrorStatus, err.message || "Bad request.");
  }
  if (isDatabaseUnavailable(err)) {
    console.error(`request ${c.get("requestId")}: database unavailable:`, err);
    return new ApiError(503, `The service is temporarily unavailable. Retry after ${DB_RETRY_AFTER_SECONDS} seconds (request id ${c.get("requestId")}).`, undefined, { "Retry-After": String(DB_RETRY_AFTER_SECONDS) });
  }
  console.error(`request ${c.get("requestId")} failed:`, err);
  return new ApiError(500, `An unexpected error occurred. Quote request id ${c.get("requestId")} when contacting support.`);
}

function noRoute(c: Context<AppEnv>): Response {
  return errorResponse(new ApiError(404, `No route matches ${c.req.method} ${c.req.path}. See ${API_BASE}/docs for the endpoints.`));
}

function handleError(err: Error, c: Context<AppEnv>): Response {
  return errorResponse(toApiError(err, c));
}

/** The context each group's request was authenticated in, by request: the group's router reads the caller from it. */
const parentContexts = new WeakMap<Request, Context<AppEnv>>();

/**
 * The handler of a group's operations in the app: on the group's first request it loads the group's router (its
 * schemas and handlers) and mounts it under /api/v1 in an app of its own, which then serves the group's requests with
 * the caller and request id this app authenticated them with. Errors are rendered as here; a failed load is retried
 * by the next request.
 */
function groupHandler(group: RouteGroup): Handler<AppEnv> {
  let loading: Promise<Hono<AppEnv>> | undefined;
  const load = () =>
    (loading ??= group.load().then(
      (router) => {
        const groupApp = new Hono<AppEnv>({ strict: false });
        groupApp.use("*", async (c, next) => {
          const parent = parentContexts.get(c.req.raw);
          if (parent) {
            c.set("requestId", parent.get("requestId"));
            c.set("caller", parent.get("caller"));
          }
          await next();
        });
        groupApp.route(API_BASE, router);
        groupApp.notFound(noRoute);
        groupApp.onError(handleError);
        return groupApp;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return async (c) => {
    const groupApp = await load();
    parentContexts.set(c.req.raw, c);
    return groupApp.fetch(c.req.raw, c.env, c.executionCtx);
  };
}

export function createApp() {
  // Not strict: `/clients/` is `/clients`.
  const app = new Hono<AppEnv>({ strict: false });

  app.use("*", async (c, next) => {
    const requestId = requestIdOf(c.env, c.req.raw.headers);
    c.set("requestId", requestId);
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    // Bodies are JSON, HTML or PDF exactly as labelled: browsers must not guess.
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  });
  app.use(
    `${API_BASE}/*`,
    cors({
      origin: "*",
      allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      // The MCP headers let a browser-based MCP client (the protocol's own, SEP-2243) reach /api/v1/mcp.
      allowHeaders: ["X-Api-Key", "Authorization", "Content-Type", "Idempotency-Key", "Accept", "Mcp-Protocol-Version", "Mcp-Method", "Mcp-Name", "Mcp-Session-Id", "Last-Event-ID"],
      exposeHeaders: ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After", "X-Request-Id", "Idempotent-Replayed"],
      maxAge: 86_400,
    }),
  );
  app.use(`${API_BASE}/*`, limitBody(MAX_BODY_BYTES));
  app.use(`${API_BASE}/*`, async (c, next) => {
    if (PUBLIC_PATHS.has(c.req.path) || c.req.path.startsWith(`${API_BASE}/docs/`)) return next();
    return authenticate(c, next);
  });
  const { methodsFor, fixedMethodsFor } = routeMethods(app);
  app.use(`${API_BASE}/*`, async (c, next) => {
    const methods = c.req.method === "OPTIONS" ? undefined : fixedMethodsFor(c.req.path);
    if (!methods || methods.includes(c.req.method)) return next();
    const allowed = methods.join(", ");
    throw new ApiError(405, `Method ${c.req.method} is not allowed on ${c.req.path}. Allowed: ${allowed}.`, undefined, { Allow: allowed });
  });
  // No parameter of the API takes several values: `page=1&page=2` is a mistake to name, not an integer to refuse.
  app.use(`${API_BASE}/*`, async (c, next) => {
    const repeated = Object.entries(c.req.queries()).find(([, values]) => values.length > 1);
    if (repeated) throw new ApiError(400, `Query parameter '${repeated[0]}' is given ${repeated[1].length} times; give it once.`, repeated[0]);
    return next();
  });

  // The document, the docs page and the MCP server are loaded on their first request (few requests need them).
  app.get(`${API_BASE}/openapi.json`, async (c) => {
    const [{ openApiDocument }, { createDocumentApi }] = await Promise.all([import("./platform/openapi"), import("./routes/api")]);
    return c.json(openApiDocument(createDocumentApi, pickLang(c.req.query("lang"), c.req.header("accept-language"))));
  });
  app.get(`${API_BASE}/docs`, async (c) => {
    const { docsPage, docsPolicy } = await import("./platform/openapi");
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    c.header("Content-Security-Policy", docsPolicy(nonce));
    return c.html(docsPage(pickLang(c.req.query("lang"), c.req.header("accept-language")), nonce));
  });
  app.get(`${API_BASE}/docs/assets/*`, async (c, next) => {
    if (!c.env.ASSETS) return next();
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    return asset.status === 404 ? next() : asset;
  });
  app.post(`${API_BASE}/mcp`, async (c) => (await import("./mcp/server")).serveMcp(c));
  // The console (issue 33): its own router, loaded on its first request; it reads its session cookie, never API keys.
  const consolePages: Handler<AppEnv> = async (c) => (await import("./console")).serveConsole(c.req.raw, c.env, c.executionCtx, c.get("requestId"));
  app.all("/app", consolePages);
  app.all("/app/*", consolePages);
  // Each group's operations, answered by the group's router once loaded.
  for (const group of ROUTE_GROUPS) {
    const handler = groupHandler(group);
    for (const [method, path] of group.operations) app.on(method, `${API_BASE}${path}`, handler);
  }

  app.notFound((c) => {
    const allowed = methodsFor(c.req.path);
    if (allowed.length > 0) {
      return errorResponse(
        new ApiError(405, `Method ${c.req.method} is not allowed on ${c.req.path}. Allowed: ${allowed.join(", ")}.`, undefined, { Allow: allowed.join(", ") }),
      );
    }
    return noRoute(c);
  });
  app.onError(handleError);
  return app;
}
