// The console's page shell and the pieces its pages share: navigation by role, language links, notices and errors,
// form fields, pagination, dates. Markup only: no inline script or style (the CSP allows the console's own files).
import type { Context } from "hono";
import { html } from "hono/html";
import type { Child } from "hono/jsx";
import { can } from "@/domain/users";
import { LANGS, type Lang } from "@/platform/i18n";
import { ASSET_PATHS } from "./assets";
import type { ConsoleEnv } from "./context";
import { LANG_NAMES } from "./i18n";

/** A console path with the language asked for in the URL, if one was. */
export function href(c: Context<ConsoleEnv>, path: string): string {
  const lang = c.get("langAsked");
  return lang ? `${path}${path.includes("?") ? "&" : "?"}lang=${lang}` : path;
}

export function formatDate(lang: Lang, date: Date | string | null | undefined): string {
  if (!date) return "—";
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(date)) + " UTC";
}

/** A day, without the time (periods begin and end at midnight UTC). */
export function formatDay(lang: Lang, date: Date | string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(date));
}

/** The query string of `filters` (and a page), for links that keep them. */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== "") params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A 95 % interval as whole numbers ("52–60"), or "—". */
export const interval = (ci: { low: number; high: number } | null | undefined) => (ci ? `${Math.round(ci.low)}–${Math.round(ci.high)}` : "—");

export const formatNumber = (lang: Lang, n: number) => new Intl.NumberFormat(lang).format(n);

/** The hidden fields of a signed-in form: its CSRF token, and the language asked for. */
export function Hidden({ c }: { c: Context<ConsoleEnv> }) {
  const csrf = c.get("csrf");
  const lang = c.get("langAsked");
  return (
    <>
      {csrf && <input type="hidden" name="csrf" value={csrf} />}
      {lang && <input type="hidden" name="lang" value={lang} />}
    </>
  );
}

/** A form posting to `action` (the language kept), with its hidden fields. */
export function PostForm(props: { c: Context<ConsoleEnv>; action: string; children?: Child; class?: string; confirm?: string; id?: string }) {
  return (
    <form method="post" action={href(props.c, props.action)} class={props.class} data-confirm={props.confirm} id={props.id}>
      <Hidden c={props.c} />
      {props.children}
    </form>
  );
}

export function Field(props: { id: string; label: string; type?: string; value?: string; required?: boolean; autocomplete?: string; help?: string; minlength?: number; maxlength?: number }) {
  const helpId = props.help ? `${props.id}-help` : undefined;
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? "text"}
        value={props.value}
        required={props.required}
        autocomplete={props.autocomplete}
        minlength={props.minlength}
        maxlength={props.maxlength}
        aria-describedby={helpId}
      />
      {props.help && <p class="help" id={helpId}>{props.help}</p>}
    </div>
  );
}

export function Problems({ problems }: { problems?: string[] }) {
  if (!problems || problems.length === 0) return null;
  return (
    <div class="alert error" role="alert">
      {problems.length === 1 ? <p>{problems[0]}</p> : <ul>{problems.map((p) => <li>{p}</li>)}</ul>}
    </div>
  );
}

export function Notice({ text }: { text?: string }) {
  return text ? <div class="alert notice" role="status"><p>{text}</p></div> : null;
}

/** A secret shown once, with its copy button and the plain warning. */
export function SecretOnce({ c, title, value }: { c: Context<ConsoleEnv>; title: string; value: string }) {
  const t = c.get("t");
  return (
    <section class="secret" aria-labelledby="new-secret-title">
      <h2 id="new-secret-title">{title}</h2>
      <p class="warning">{t.common.secretOnce}</p>
      <div class="copy-row">
        <code id="new-secret">{value}</code>
        <button type="button" class="button secondary" data-copy="new-secret" data-copied={t.common.copied} hidden>{t.common.copy}</button>
      </div>
    </section>
  );
}

export function Pager({ c, path, page, total, perPage }: { c: Context<ConsoleEnv>; path: string; page: number; total: number; perPage: number }) {
  const t = c.get("t");
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  // The path may already hold the list's filters.
  const at = (n: number) => href(c, `${path}${path.includes("?") ? "&" : "?"}page=${n}`);
  return (
    <nav class="pager" aria-label={t.common.page(page, pages)}>
      {page > 1 ? <a href={at(page - 1)} rel="prev">{t.common.previous}</a> : <span />}
      <span>{t.common.page(page, pages)}</span>
      {page < pages ? <a href={at(page + 1)} rel="next">{t.common.next}</a> : <span />}
    </nav>
  );
}

/** A table in its scrollable, focusable, labelled box. */
export function Table({ label, head, children }: { label: string; head: string[]; children?: Child }) {
  return (
    <div class="table-wrap" role="region" aria-label={label} tabindex={0}>
      <table>
        <thead><tr>{head.map((h) => <th scope="col">{h}</th>)}</tr></thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

type NavKey = "home" | "clients" | "portfolio" | "schedules" | "keys" | "mcp" | "webhooks" | "team" | "activity" | "billing" | "profile" | "sessions";

function Nav({ c, current }: { c: Context<ConsoleEnv>; current?: NavKey }) {
  const t = c.get("t");
  const user = c.get("user");
  if (!user) return null;
  const admin = can(user.role, "manage_account");
  const items: [NavKey, string, boolean][] = [
    ["home", "/app", true],
    ["clients", "/app/clients", true],
    ["portfolio", "/app/portfolio", true],
    ["schedules", "/app/schedules", true],
    ["keys", "/app/keys", admin],
    ["mcp", "/app/mcp", true],
    ["webhooks", "/app/webhooks", admin],
    ["team", "/app/team", admin],
    ["activity", "/app/activity", admin],
    ["billing", "/app/billing", true],
    ["profile", "/app/profile", true],
    ["sessions", "/app/sessions", true],
  ];
  return (
    <nav class="nav" aria-label={t.nav.menu}>
      <ul>
        {items.filter(([, , shown]) => shown).map(([key, path]) => (
          <li><a href={href(c, path)} aria-current={key === current ? "page" : undefined}>{key === "clients" ? t.data.navClients : key === "portfolio" ? t.data.navPortfolio : key === "schedules" ? t.schedules.nav : t.nav[key]}</a></li>
        ))}
        <li>
          <PostForm c={c} action="/app/sign-out" class="inline">
            <button type="submit" class="link">{t.nav.signOut}</button>
          </PostForm>
        </li>
      </ul>
    </nav>
  );
}

function Languages({ c }: { c: Context<ConsoleEnv> }) {
  const t = c.get("t");
  const lang = c.get("lang");
  // The page as it is (its token, filters, page), in another language.
  const here = (l: Lang) => {
    const url = new URL(c.req.url);
    url.searchParams.set("lang", l);
    return `${url.pathname}${url.search}`;
  };
  return (
    <nav class="langs" aria-label={t.meta.language}>
      <ul>
        {LANGS.map((l) => (
          <li><a href={here(l)} lang={l} hreflang={l} aria-current={l === lang ? "true" : undefined}>{LANG_NAMES[l]}</a></li>
        ))}
      </ul>
    </nav>
  );
}

export interface PageProps {
  c: Context<ConsoleEnv>;
  title: string;
  nav?: NavKey;
  children?: Child;
}

export function Layout({ c, title, nav, children }: PageProps) {
  const t = c.get("t");
  const user = c.get("user");
  return (
    <html lang={c.get("lang")}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${t.meta.product}`}</title>
        <link rel="stylesheet" href={ASSET_PATHS.css} />
        <script src={ASSET_PATHS.js} defer />
      </head>
      <body>
        <a class="skip" href="#main">{t.meta.skip}</a>
        <header class="top">
          <a class="brand" href={href(c, "/app")}>{t.meta.product} <span>{t.meta.console}</span></a>
          {user ? <span class="who">{user.name} · {t.roles[user.role]}</span> : (
            <span class="who"><a href={href(c, "/app/sign-in")}>{t.nav.signIn}</a> · <a href={href(c, "/app/sign-up")}>{t.nav.signUp}</a></span>
          )}
        </header>
        <Nav c={c} current={nav} />
        <main id="main">
          <h1>{title}</h1>
          {children}
        </main>
        <footer class="foot">
          <Languages c={c} />
        </footer>
      </body>
    </html>
  );
}

/** Renders a page with its status; console pages are never cached (they hold account data and tokens). */
export function render(c: Context<ConsoleEnv>, props: Omit<PageProps, "c">, status: 200 | 400 | 403 | 404 | 409 | 422 | 429 | 500 | 503 = 200) {
  c.header("Cache-Control", "no-store");
  return c.html(html`<!doctype html>${<Layout c={c} {...props} />}`, status);
}
