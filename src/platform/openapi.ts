// The OpenAPI 3.1 document (generated from the routes, translated per language) and the docs page.
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { type Lang, LANGS } from "./i18n";
import { OPENAPI_TRANSLATIONS } from "./i18n/openapi-translations";
import { registerResponseHeaders } from "./routing";

const API_DESCRIPTION = [
  "Measure how visible your clients (brands, websites) are in the answers of AI models such as ChatGPT, Claude, Gemini, Perplexity and Mistral, and what to do about it.",
  "Authenticate every call with your API key, as `X-Api-Key: <key>` or `Authorization: Bearer <key>`. Keys are created in the dashboard under Account → API & Integrations; the key is shown once. API access needs the Agent plan or higher, or partner status.",
  "Every response is JSON in an envelope: `{ \"success\": true, \"data\": … }`, plus `pagination` (`page`, `per_page`, `total`, `total_pages`) on lists. Lists take `page` (from 1) and `per_page` (1–100, default 20); a page past the end is an empty list. Errors are `{ \"success\": false, \"error\": { \"code\", \"type\", \"message\" } }` with the HTTP status as `code`.",
  "Rate limit: 60 requests per minute per key. Every authenticated response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (Unix seconds); a 429 also carries `Retry-After`. Wait until the reset time and retry with exponential backoff. If the limiter itself is unavailable, requests are served and these headers are absent.",
  "Identifiers are integers, except models, blog articles and glossary terms (string slugs). Timestamps are ISO 8601 in UTC.",
  "AI tools: the same key connects Claude, ChatGPT, Cursor or your own agents to the MCP server at `/api/v1/mcp` (Model Context Protocol, Streamable HTTP, stateless), with the same plan, scopes, rate limit and data. Its tools find clients, summarise and compare their visibility, read the answers, cited sources, invented URLs and next tasks, rank the portfolio, launch and cancel audits and manage schedules; a `monthly_client_brief` prompt gathers a client's month. The README shows how to connect each client.",
];

const WEBHOOKS_GUIDE = [
  "Events instead of polling: register an HTTPS endpoint and the API POSTs each event it subscribes to as it happens (the `webhooks` section of this document lists every event type with its body). Event types: `audit.completed`, `audit.failed`, `audit.cancelled`, `report.ready`, `scheduled_audit.skipped`, `scheduled_audit.paused`, `credits.low` (when a launch takes the balance below the account's threshold, 100 credits by default) and `visibility.changed` (a client's score moved by more than the endpoint's `visibility_threshold`, or a model stopped naming the brand).",
  "Every delivery is signed by the Standard Webhooks convention: headers `webhook-id` (the event id), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the base64-decoded part of the secret after `whsec_`; two space-separated signatures for 24 hours after a rotation). Verify against the raw body before parsing it, compare in constant time, and refuse timestamps more than 5 minutes away. Any Standard Webhooks library does this (`new Webhook(secret).verify(body, headers)` in the `standardwebhooks` npm package); the README shows it in a few lines of Node without one.",
  "Delivery is at least once: an event is written in the same transaction as the change that causes it, and sent until the endpoint answers 2xx within 10 seconds, with retries after 5 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h and 24 h (about 3 days), after which the delivery is `failed`. A delivery can arrive twice (a retry after a lost answer, a resend): dedupe by `webhook-id`. Order is not guaranteed; `created_at` orders events. Redirects are not followed, and endpoints on private or loopback addresses are refused. An endpoint whose every attempt has failed for 5 days is turned off; `disabled_reason` says why, and setting `active` to true turns it on again. Deliveries are listed per endpoint for 30 days and can be resent.",
].join("\n\n");

const TAGS = [
  { name: "Clients", description: "The brands and websites your agency audits, their contacts, competitors, GEO checklist and hallucinated URLs." },
  { name: "Audits", description: "Launch audits, follow their progress, and read their results and visibility scores." },
  { name: "Reports", description: "Client-ready reports of completed audits, one per audit, in the client's language." },
  { name: "Action plans", description: "The tasks each client's audits call for, and how far they have come." },
  { name: "Questionnaires", description: "Questionnaires sent to clients' contacts, and their responses." },
  { name: "Analytics", description: "Portfolio overview, visibility ranking and score distribution, from each client's latest completed audit." },
  { name: "Models", description: "The AI models audits query, and what each costs." },
  { name: "Account", description: "Your account: profile, credits and subscription." },
  { name: "Blog", description: "Articles about AI visibility and GEO, in French, English, Spanish and German." },
  { name: "Glossary", description: "The terms of AI visibility and GEO, defined in French, English, Spanish and German." },
  { name: "Scheduled audits", description: "Audits that run on their own on a recurring schedule (daily, weekly, monthly or cron, in any time zone)." },
  { name: "Webhooks", description: WEBHOOKS_GUIDE },
];

function registerSecuritySchemes(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKeyHeader", {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
    description: "Your API key in the `X-Api-Key` header.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "BearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "Your API key as a bearer token: `Authorization: Bearer <key>`.",
  });
}

/**
 * Header parameters as clients write them. The route schemas must name them in lower case (how Hono reads them), but a
 * client generated from the document keys them by the documented name: `"Idempotency-Key"`, as the README shows.
 */
const HEADER_NAMES: Record<string, string> = { "idempotency-key": "Idempotency-Key", "if-none-match": "If-None-Match" };

function withHeaderNames(doc: Record<string, unknown>): Record<string, unknown> {
  const paths = doc.paths as Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === "header") parameter.name = HEADER_NAMES[parameter.name] ?? parameter.name;
      }
    }
  }
  return doc;
}

/**
 * The components only the document needs (security schemes, response headers), registered on the router the document
 * is built from (`createDocumentApi`, which adds the webhook event catalogue) rather than at the Worker's start.
 */
export function registerDocumentComponents(api: OpenAPIHono<AppEnv>): void {
  registerSecuritySchemes(api);
  registerResponseHeaders(api);
}

/** The English document, generated once per isolate. */
function englishDocument(api: OpenAPIHono<AppEnv>): Record<string, unknown> {
  return withHeaderNames(api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "AI Visibility API",
      version: "1.0.0",
      description: API_DESCRIPTION.join("\n\n"),
      // Proprietary: no SPDX identifier exists for it, and a `LicenseRef-` one links nowhere in documentation tools.
      license: { name: "Proprietary" },
    },
    // `x-internal: false`: a public API, listed as such for inventory tools (OWASP API9).
    servers: [{ url: "/api/v1", description: "This deployment: production, or local under `npm run dev`.", "x-internal": false } as { url: string; description: string }],
    tags: TAGS,
  }) as unknown as Record<string, unknown>);
}

const SCOPE_LINE = /^Scope: `([^`]+)`\.$/;
const SCOPE_TRANSLATIONS: Record<Lang, string> = {
  en: "Scope: `$1`.",
  fr: "Permission requise : `$1`.",
  es: "Permiso requerido: `$1`.",
  de: "Erforderliche Berechtigung: `$1`.",
};

/** Translates one text paragraph by paragraph; returns undefined when a paragraph has no translation. */
export function translateText(text: string, lang: Lang): string | undefined {
  if (lang === "en") return text;
  const dictionary = OPENAPI_TRANSLATIONS[lang];
  const parts = text.split("\n\n").map((paragraph) => {
    if (SCOPE_LINE.test(paragraph)) return paragraph.replace(SCOPE_LINE, SCOPE_TRANSLATIONS[lang]);
    return dictionary[paragraph];
  });
  return parts.every((part) => part !== undefined) ? parts.join("\n\n") : undefined;
}

const TRANSLATED_KEYS = new Set(["summary", "description", "title"]);

/** Every translatable text of the document (used by tests to find missing translations). */
export function collectTexts(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) collectTexts(item, out);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (TRANSLATED_KEYS.has(key) && typeof value === "string") out.add(value);
      else collectTexts(value, out);
    }
  }
  return out;
}

function translateNode(node: unknown, lang: Lang): unknown {
  if (Array.isArray(node)) return node.map((item) => translateNode(item, lang));
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      TRANSLATED_KEYS.has(key) && typeof value === "string" ? (translateText(value, lang) ?? value) : translateNode(value, lang),
    ]),
  );
}

/** Tag names as each translated page shows them (a tag's name is its title in documentation tools). */
const TAG_NAMES: Record<Exclude<Lang, "en">, Record<string, string>> = {
  fr: {
    Clients: "Clients", Audits: "Audits", Reports: "Rapports", "Action plans": "Plans d'action", Questionnaires: "Questionnaires",
    Analytics: "Statistiques", Models: "Modèles", Account: "Compte", Blog: "Blog", Glossary: "Glossaire", "Scheduled audits": "Audits planifiés", Webhooks: "Webhooks",
  },
  es: {
    Clients: "Clientes", Audits: "Auditorías", Reports: "Informes", "Action plans": "Planes de acción", Questionnaires: "Cuestionarios",
    Analytics: "Estadísticas", Models: "Modelos", Account: "Cuenta", Blog: "Blog", Glossary: "Glosario", "Scheduled audits": "Auditorías programadas", Webhooks: "Webhooks",
  },
  de: {
    Clients: "Kunden", Audits: "Audits", Reports: "Berichte", "Action plans": "Maßnahmenpläne", Questionnaires: "Fragebögen",
    Analytics: "Auswertungen", Models: "Modelle", Account: "Konto", Blog: "Blog", Glossary: "Glossar", "Scheduled audits": "Geplante Audits", Webhooks: "Webhooks",
  },
};

/** Renames the tags, in the tag list and in every operation, to their names in `lang`. */
function withTagNames(doc: Record<string, unknown>, lang: Exclude<Lang, "en">): Record<string, unknown> {
  const names = TAG_NAMES[lang];
  const rename = (name: string) => names[name] ?? name;
  const paths = doc.paths as Record<string, Record<string, { tags?: string[] }>>;
  return {
    ...doc,
    tags: (doc.tags as { name: string }[]).map((tag) => ({ ...tag, name: rename(tag.name) })),
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, operations]) => [
        path,
        Object.fromEntries(Object.entries(operations).map(([method, op]) => [method, op.tags ? { ...op, tags: op.tags.map(rename) } : op])),
      ]),
    ),
  };
}

const documents = new Map<Lang, Record<string, unknown>>();

/** The document in `lang`, generated once per isolate from the router `createApi` builds (only on the first call). */
export function openApiDocument(createApi: () => OpenAPIHono<AppEnv>, lang: Lang): Record<string, unknown> {
  let doc = documents.get(lang);
  if (!doc) {
    const english = documents.get("en") ?? englishDocument(createApi());
    documents.set("en", english);
    doc = lang === "en" ? english : withTagNames(translateNode(english, lang) as Record<string, unknown>, lang);
    documents.set(lang, doc);
  }
  return doc;
}

const DOCS_TITLES: Record<Lang, string> = {
  fr: "Référence de l'API AI Visibility",
  en: "AI Visibility API reference",
  es: "Referencia de la API AI Visibility",
  de: "AI Visibility API-Referenz",
};

/**
 * The Content-Security-Policy of the docs page: its own inline script and style by their nonce, everything else from
 * the Worker. The console shares this origin, so a script injected here must not run (Swagger UI itself sets inline
 * styles on its elements, hence `'unsafe-inline'` for styles only).
 */
export function docsPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The interactive reference: Swagger UI from the Worker's own assets, no CDN; its inline script carries `nonce`. */
export function docsPage(lang: Lang, nonce: string): string {
  const switcher = LANGS.map((l) => (l === lang ? `<strong>${l.toUpperCase()}</strong>` : `<a href="?lang=${l}">${l.toUpperCase()}</a>`)).join(" · ");
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${DOCS_TITLES[lang]}</title>
<link rel="stylesheet" href="/api/v1/docs/assets/swagger-ui.css">
<style>body{margin:0}.lang-switch{font:14px sans-serif;padding:8px 20px;background:#1b1b1b;color:#fff;text-align:right}.lang-switch a{color:#8fd3ff}</style>
</head>
<body>
<nav class="lang-switch" aria-label="Language">${switcher}</nav>
<div id="reference"></div>
<script src="/api/v1/docs/assets/swagger-ui-bundle.js"></script>
<script nonce="${nonce}">
window.ui = SwaggerUIBundle({
  url: "/api/v1/openapi.json?lang=${lang}",
  dom_id: "#reference",
  deepLinking: true,
  persistAuthorization: true,
  tryItOutEnabled: true,
  displayOperationId: true,
  docExpansion: "list",
  defaultModelsExpandDepth: 0
});
</script>
</body>
</html>`;
}
