// Account → API & Integrations: the account's API keys (made with a name and permissions among the API's scopes,
// shown once, revoked after a confirmation) and the MCP configuration for AI assistants.
import type { Context, Hono } from "hono";
import { createKey, getKey, listKeys, revokeKey } from "@/domain/users";
import { forgetKey } from "@/platform/auth";
import { SCOPES, type Scope } from "@/platform/keys";
import type { ConsoleEnv } from "../context";
import { all, checkText, idParam, one, readForm, type Problems } from "../forms";
import { actorOf, needs, notFound, signedIn } from "../guards";
import { Field, Notice, PostForm, Problems as ProblemList, SecretOnce, Table, formatDate, href, render } from "../ui";

/** The scopes by resource, in the API's order: `clients` → clients:read, clients:write. */
const SCOPE_GROUPS = SCOPES.reduce<Record<string, Scope[]>>((groups, scope) => {
  (groups[scope.split(":")[0]!] ??= []).push(scope);
  return groups;
}, {});


/** The three configurations, for the console's origin and a key (a placeholder unless one was just made). */
export function McpSnippets({ c, apiKey }: { c: Context<ConsoleEnv>; apiKey?: string }) {
  const t = c.get("t");
  const url = `${new URL(c.req.url).origin}/api/v1/mcp`;
  const key = apiKey ?? "YOUR_API_KEY";
  const desktop = JSON.stringify(
    { mcpServers: { "ai-visibility": { command: "npx", args: ["-y", "mcp-remote", url, "--header", "Authorization:${AI_VISIBILITY_AUTH}"], env: { AI_VISIBILITY_AUTH: `Bearer ${key}` } } } },
    null,
    2,
  );
  const code = `claude mcp add --transport http ai-visibility ${url} --header "Authorization: Bearer ${key}"`;
  const cursor = JSON.stringify({ mcpServers: { "ai-visibility": { url, headers: { Authorization: `Bearer ${key}` } } } }, null, 2);
  return (
    <>
      <p><strong>{t.mcp.endpoint}</strong>: <code>{url}</code></p>
      <h2>{t.mcp.claudeDesktop}</h2>
      <pre id="mcp-desktop" tabindex={0}>{desktop}</pre>
      <p><button type="button" class="button secondary" data-copy="mcp-desktop" data-copied={t.common.copied} hidden>{t.common.copy}</button></p>
      <h2>{t.mcp.claudeCode}</h2>
      <pre id="mcp-code" tabindex={0}>{code}</pre>
      <p><button type="button" class="button secondary" data-copy="mcp-code" data-copied={t.common.copied} hidden>{t.common.copy}</button></p>
      <h2>{t.mcp.cursor}</h2>
      <pre id="mcp-cursor" tabindex={0}>{cursor}</pre>
      <p><button type="button" class="button secondary" data-copy="mcp-cursor" data-copied={t.common.copied} hidden>{t.common.copy}</button></p>
      <p class="help">{t.mcp.keyHint}</p>
    </>
  );
}

function CreateKeyForm({ c, name, chosen = [] }: { c: Context<ConsoleEnv>; name?: string; chosen?: string[] }) {
  const t = c.get("t");
  return (
    <PostForm c={c} action="/app/keys" class="card" id="create-key">
      <Field id="name" label={t.keys.nameLabel} value={name} required maxlength={100} help={t.keys.nameHelp} />
      <fieldset>
        <legend>{t.keys.scopesLegend}</legend>
        <p class="help">{t.keys.scopesHelp}</p>
        {Object.entries(SCOPE_GROUPS).map(([group, scopes]) => (
          <fieldset>
            <legend>{t.scopeGroups[group as keyof typeof t.scopeGroups]}</legend>
            {scopes.map((scope) => (
              <label class="check">
                <input type="checkbox" name="scopes" value={scope} checked={chosen.includes(scope)} />
                <span><code>{scope}</code> — {t.scopes[scope]}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </fieldset>
      <button type="submit">{t.keys.submit}</button>
    </PostForm>
  );
}

async function keysPage(c: Context<ConsoleEnv>, opts: { problems?: Problems; name?: string; chosen?: string[]; created?: string } = {}, status: 200 | 400 = 200) {
  const t = c.get("t");
  const lang = c.get("lang");
  const user = c.get("user")!;
  const keys = await listKeys(c.get("db"), user.accountId);
  return render(c, {
    title: t.keys.title,
    nav: "keys",
    children: (
      <>
        {opts.created && (
          <>
            <SecretOnce c={c} title={t.keys.createdTitle} value={opts.created} />
            <details class="card"><summary>{t.nav.mcp}</summary><McpSnippets c={c} apiKey={opts.created} /></details>
          </>
        )}
        <Notice text={c.req.query("notice") === "revoked" ? t.keys.revokedNotice : undefined} />
        <p>{t.keys.intro}</p>
        {!user.emailVerified && user.role === "owner" && <p class="warning">{t.keys.unverified}</p>}
        <h2>{t.keys.listTitle}</h2>
        {keys.length === 0 ? <p>{t.common.none}</p> : (
          <Table label={t.keys.listTitle} head={[t.keys.nameLabel, t.keys.prefix, t.keys.scopes, t.keys.createdBy, t.common.created, t.keys.lastUsed, t.common.actions]}>
                {keys.map((k) => (
                  <tr>
                    <td>{k.name}</td>
                    <td><code>{k.prefix}…</code></td>
                    <td>{k.scopes.includes("*") ? <span class="tag">{t.keys.all}</span> : k.scopes.map((s) => <span class="tag">{s}</span>)}</td>
                    <td>{k.createdBy ?? t.keys.operatorKey}</td>
                    <td>{formatDate(lang, k.createdAt)}</td>
                    <td>{k.lastUsedAt ? formatDate(lang, k.lastUsedAt) : t.common.never}</td>
                    <td>{k.revokedAt ? <span class="state-bad">{t.keys.revoked}</span> : <a href={href(c, `/app/keys/${k.id}/revoke`)}>{t.keys.revoke}<span class="visually-hidden"> {k.name}</span></a>}</td>
                  </tr>
                ))}
              </Table>
        )}
        <h2>{t.keys.createTitle}</h2>
        <ProblemList problems={opts.problems} />
        <CreateKeyForm c={c} name={opts.name} chosen={opts.chosen} />
      </>
    ),
  }, status);
}

export function keyPages(app: Hono<ConsoleEnv>) {
  app.get("/app/keys", needs("manage_account"), (c) => keysPage(c));

  app.post("/app/keys", needs("manage_account"), async (c) => {
    const t = c.get("t");
    const form = await readForm(c);
    const name = one(form, "name");
    const chosen = [...new Set(all(form, "scopes"))];
    const problems: Problems = [];
    checkText(t, problems, t.keys.nameLabel, name, 1, 100);
    const scopes = chosen.filter((s): s is Scope => (SCOPES as readonly string[]).includes(s));
    if (scopes.length === 0 || scopes.length !== chosen.length) problems.push(t.keys.noScope);
    if (problems.length > 0) return keysPage(c, { problems, name, chosen }, 400);
    const outcome = await createKey(c.get("db"), actorOf(c), name, scopes);
    if (outcome.kind === "unverified") return keysPage(c, { problems: [t.keys.unverified], name, chosen }, 400);
    return keysPage(c, { created: outcome.key });
  });

  app.get("/app/keys/:id/revoke", needs("manage_account"), async (c) => {
    const t = c.get("t");
    const id = idParam(c.req.param("id"));
    const key = id === undefined ? undefined : await getKey(c.get("db"), c.get("user")!.accountId, id);
    if (!key || key.revokedAt) return notFound(c);
    return render(c, {
      title: t.keys.revokeTitle(key.name),
      nav: "keys",
      children: (
        <>
          <p><code>{key.prefix}…</code></p>
          <p class="warning">{t.keys.revokeWarning}</p>
          <PostForm c={c} action={`/app/keys/${key.id}/revoke`}>
            <button type="submit" class="danger">{t.keys.revokeConfirm}</button> <a href={href(c, "/app/keys")}>{t.common.cancel}</a>
          </PostForm>
        </>
      ),
    });
  });

  app.post("/app/keys/:id/revoke", needs("manage_account"), async (c) => {
    const id = idParam(c.req.param("id"));
    if (id === undefined || !(await revokeKey(c.get("db"), actorOf(c), id))) return notFound(c);
    forgetKey(id);
    return c.redirect(href(c, "/app/keys?notice=revoked"), 303);
  });

  app.get("/app/mcp", signedIn, (c) => {
    const t = c.get("t");
    return render(c, { title: t.mcp.title, nav: "mcp", children: <><p>{t.mcp.intro}</p><McpSnippets c={c} /></> });
  });
}
