// The console's data pages through the Worker: the clients list with scores, intervals and sparklines, a client's
// charts and tables, the latest answers (filtered, highlighted), launching an audit (cost first; a double submit is one
// audit and one debit; roles), the portfolio, and CSV exports with the rows on screen.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditQueries, audits, clientPrompts, creditLedger, users } from "@/db/schema";
import { hashPassword } from "@/domain/users";
import { ConsoleBrowser, textOf, uniqueEmail } from "./helpers/console";
import { addChecklist, addCompetitors, addHallucinatedUrls, createAccount, createAnsweredAudit, createClient, createCompletedAudit, createPlan, db } from "./helpers/factories";

const PASSWORD = "correct horse battery";
const DAY = 86_400_000;

async function signedIn(accountId: number, role: "owner" | "member" | "viewer" = "owner", locale = "en") {
  const email = uniqueEmail(role);
  await db().insert(users).values({ accountId, email, name: `${role} person`, passwordHash: await hashPassword(PASSWORD), role, locale, emailVerifiedAt: new Date() });
  const browser = new ConsoleBrowser();
  expect((await browser.signIn(email, PASSWORD)).status).toBe(303);
  return browser;
}

async function agencyWithHistory() {
  const account = await createAccount({ plan: "agent" });
  const hotel = await createClient(account.id, { name: "Hôtel Lumière", domain: "hotel-lumiere.fr" });
  const bakery = await createClient(account.id, { name: "Boulangerie Soleil", domain: "boulangerie-soleil.fr" });
  await db().insert(clientPrompts).values(["Meilleur hôtel à Lyon ?", "Hôtel de charme près de Bellecour ?"].map((prompt) => ({ accountId: account.id, clientId: hotel.id, prompt, language: "fr" })));
  const now = Date.now();
  for (const [i, score] of [40, 48, 55].entries()) await createCompletedAudit(account.id, hotel.id, score, new Date(now - (3 - i) * 30 * DAY), { "gpt-4o": score - 5, "gemini-2.5-flash": score + 5 });
  // Their intervals, as the scoring writes them.
  await db().execute(sql`update audits set scores = jsonb_set(scores::jsonb, '{overall,score_ci95}', jsonb_build_object('low', score - 6, 'high', score + 6)) where client_id = ${hotel.id}`);
  return { account, hotel, bakery };
}

describe("clients", () => {
  it("lists clients with their latest score, its interval, a sparkline with the same figures, and the last audit", async () => {
    const { account, hotel, bakery } = await agencyWithHistory();
    const page = await (await signedIn(account.id, "viewer")).get("/app/clients");
    expect(page.status).toBe(200);
    expect(page.html).toContain(hotel.name);
    expect(page.html).toContain(bakery.name);
    expect(page.html).toContain(`${hotel.name}: latest scores 40, 48, 55`);
    expect(page.html).toContain("No audit yet");
  });

  it("filters as the API does, and exports the same rows as CSV for Excel (BOM, the language's separator)", async () => {
    const { account, hotel } = await agencyWithHistory();
    const browser = await signedIn(account.id, "owner", "fr");
    const filtered = await browser.get("/app/clients?q=lumi%C3%A8re");
    expect(filtered.html).toContain(hotel.name);
    expect(filtered.html).not.toContain("Boulangerie Soleil");
    const csv = await browser.get("/app/clients.csv?q=lumi%C3%A8re");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="clients.csv"');
    expect(csv.html.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.html.slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(";").slice(1, 3)).toEqual([hotel.name, "hotel-lumiere.fr"]);
    expect((await browser.get("/app/clients.csv?q=lumi%C3%A8re&lang=en")).html.slice(1).split("\r\n")[1]).toContain(`,${hotel.name},`);
  });

  it("draws a client's score over time with its band and a line per engine, the same figures in a table; 404 for another account's", async () => {
    const { account, hotel } = await agencyWithHistory();
    const browser = await signedIn(account.id, "viewer");
    const page = await browser.get(`/app/clients/${hotel.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="score-chart-title score-chart-desc"/);
    expect(page.html).toContain('<title id="score-chart-title">Visibility score over time</title>');
    expect(page.html).toMatch(/<path d="M[^"]+Z" fill="#1d4ed8" fill-opacity="0.14"/);
    expect(page.html).toContain("95 % interval of the overall score");
    for (const engine of ["gpt-4o", "gemini-2.5-flash"]) expect(page.html).toContain(engine);
    const figures = textOf(/<details class="card">([\s\S]*?)<\/details>/.exec(page.html)![1]!);
    expect(figures).toMatch(/40 34–46 45 35/);
    expect(figures).toMatch(/55 49–61 60 50/);
    const other = await agencyWithHistory();
    expect((await browser.get(`/app/clients/${other.hotel.id}`)).status).toBe(404);
    expect((await browser.get(`/app/clients/abc`)).status).toBe(404);
  });
});

describe("answers", () => {
  it("lists the latest audit's answers, filters by mention, and shows one with the tracked names highlighted", async () => {
    const account = await createAccount({ plan: "agent" });
    const client = await createClient(account.id, { name: "Maison Verte", domain: "maison-verte.fr" });
    await addCompetitors(account.id, client.id, ["Jardin Bleu"]);
    await createAnsweredAudit(account.id, client.id, [
      { modelId: "gpt-4o", prompt: "Best garden shop?", answer: "1. **Maison Verte** is the best choice.\n2. Jardin Bleu is cheaper." },
      { modelId: "gpt-4o", prompt: "Cheap plants?", answer: "Try a market near you." },
    ]);
    const browser = await signedIn(account.id, "viewer");
    const list = await browser.get(`/app/clients/${client.id}/answers`);
    expect(list.status).toBe(200);
    expect(list.html).toContain("Best garden shop?");
    expect(list.html).toContain("Cheap plants?");
    const mentioned = await browser.get(`/app/clients/${client.id}/answers?mentioned=yes`);
    expect(mentioned.html).toContain("Best garden shop?");
    expect(mentioned.html).not.toContain("Cheap plants?");
    const link = /href="(\/app\/clients\/\d+\/answers\/\d+)"/.exec(mentioned.html)![1]!;
    const answer = await browser.get(link);
    // The same answer under another client of the account is not found.
    const elsewhere = await createClient(account.id, { name: "Autre", domain: "autre.fr" });
    expect((await browser.get(link.replace(`/clients/${client.id}/`, `/clients/${elsewhere.id}/`))).status).toBe(404);
    expect(answer.html).toContain('<mark class="brand"><strong>Maison Verte</strong></mark>');
    expect(answer.html).toContain("<mark>Jardin Bleu</mark>");
    // The sentences that decided each sentiment, marked in words as well as colour.
    const why = textOf(/<section aria-labelledby="why">([\s\S]*?)<\/section>/.exec(answer.html)![1]!);
    expect(why).toMatch(/Why this sentiment .* Maison Verte \(the client\): \d+\/100 Positive Maison Verte is the best choice\./);
    expect(why).toMatch(/Jardin Bleu: \d+\/100 Positive Jardin Bleu is cheaper\./);
    expect((await browser.get(`${link}?lang=de`)).html).toContain("Warum diese Tonalität");
    const unjudged = await createAnsweredAudit(account.id, client.id, [{ modelId: "gpt-4o", prompt: "Who?", answer: "Maison Verte was founded in 1990." }]);
    const [neutral] = await db().select().from(auditQueries).where(eq(auditQueries.auditId, unjudged.id));
    expect(textOf((await browser.get(`/app/clients/${client.id}/answers/${neutral!.id}`)).html)).toContain("No sentence judges a tracked name: every sentiment is neutral (50).");
    const csv = await browser.get(`/app/clients/${client.id}/answers.csv?mentioned=yes`);
    expect(csv.html.slice(1).trim().split("\r\n")).toHaveLength(2);
  });
});

describe("launching an audit", () => {
  it("shows the cost first; the confirmation sent twice launches one audit and debits once; a viewer cannot launch", async () => {
    const { account, hotel } = await agencyWithHistory();
    // Audits wait until the account's owner has confirmed their address: this one has.
    await signedIn(account.id, "owner");
    const member = await signedIn(account.id, "member");
    const review = await member.get(`/app/clients/${hotel.id}/launch?models=gpt-4o&samples=1`);
    expect(review.status).toBe(200);
    expect(review.html).toMatch(/Cost: \d+ credits for \d+ questions/);
    const key = /name="launch_key" value="([^"]+)"/.exec(review.html)![1]!;
    // Fewer prompts ticked, a smaller cost.
    const one = await member.get(`/app/clients/${hotel.id}/launch?models=gpt-4o&samples=1&prompts=${encodeURIComponent("Meilleur hôtel à Lyon ?")}`);
    expect(one.html).toMatch(/Cost: 2 credits for 1 question \(/);
    const before = await db().select().from(audits).where(eq(audits.clientId, hotel.id));
    const [first, second] = await Promise.all([
      member.post(`/app/clients/${hotel.id}/launch`, { models: "gpt-4o", samples: "1", launch_key: key }),
      member.post(`/app/clients/${hotel.id}/launch`, { models: "gpt-4o", samples: "1", launch_key: key }),
    ]);
    expect(first.status).toBe(303);
    expect(second.location).toBe(first.location);
    const after = await db().select().from(audits).where(eq(audits.clientId, hotel.id));
    expect(after.length - before.length).toBe(1);
    const debits = await db().select().from(creditLedger).where(and(eq(creditLedger.accountId, account.id), eq(creditLedger.reason, "audit_launch")));
    expect(debits).toHaveLength(1);
    const progress = await member.get(first.location!);
    expect(progress.status).toBe(200);
    expect(progress.html).toMatch(/questions answered/);

    const viewer = await signedIn(account.id, "viewer");
    expect((await viewer.get(`/app/clients/${hotel.id}/launch`)).status).toBe(403);
    expect((await viewer.post(`/app/clients/${hotel.id}/launch`, { models: "gpt-4o", samples: "1", launch_key: crypto.randomUUID() })).status).toBe(403);
    expect((await db().select().from(audits).where(eq(audits.clientId, hotel.id))).length).toBe(after.length);
  });
});

describe("portfolio", () => {
  it("shows the overview, the distribution with its figures and the leaderboard, in a window; the leaderboard as CSV", async () => {
    const { account, hotel } = await agencyWithHistory();
    const browser = await signedIn(account.id, "viewer", "de");
    const page = await browser.get("/app/portfolio");
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="de">');
    expect(page.html).toContain('<title id="distribution-title">');
    expect((await browser.get("/app/portfolio/leaderboard")).html).toContain(hotel.name);
    const csv = await browser.get("/app/portfolio/leaderboard.csv");
    expect(csv.html.slice(1).split("\r\n")[1]).toContain(`;${hotel.name};`);
    expect((await browser.get("/app/portfolio/leaderboard?from=2020-01-01&to=2020-02-01")).html).not.toContain(`>${hotel.name}<`);
    // A filtered list's pages keep its filters.
    for (let i = 0; i < 26; i++) await createClient(account.id, { name: `Lumière ${i}`, domain: `lumiere-${i}.fr` });
    expect((await browser.get("/app/clients?q=lumi%C3%A8re")).html).toContain('href="/app/clients?q=lumi%C3%A8re&amp;page=2"');
  });
});

describe("a client's working tabs", () => {
  it("shows sources, the site (invented URLs, checklist) and the plan; members edit them, viewers only read", async () => {
    const { account, hotel } = await agencyWithHistory();
    const [url] = await addHallucinatedUrls(account.id, hotel.id, [{ url: "https://hotel-lumiere.fr/offre-speciale-2019" }]);
    await addChecklist(account.id, hotel.id, ["pass", "fail"]);
    const { plan, tasks } = await createPlan(account.id, hotel.id, [{ priority: "high" }]);
    const viewer = await signedIn(account.id, "viewer");
    const member = await signedIn(account.id, "member");
    for (const tab of ["sources", "site", "plan", "setup"]) expect((await viewer.get(`/app/clients/${hotel.id}/${tab}`)).status, tab).toBe(200);
    const stranger = await agencyWithHistory();
    for (const tab of ["sources", "sources.csv", "site", "plan", "setup", "answers"]) expect((await viewer.get(`/app/clients/${stranger.hotel.id}/${tab}`)).status, tab).toBe(404);
    const site = await viewer.get(`/app/clients/${hotel.id}/site`);
    expect(site.html).toContain("offre-speciale-2019");
    expect(site.html).not.toContain(`/app/clients/${hotel.id}/urls/`);
    expect((await viewer.post(`/app/clients/${hotel.id}/urls/${url!.id}`, { status: "ignored", note: "x" })).status).toBe(403);
    const saved = await member.post(`/app/clients/${hotel.id}/urls/${url!.id}`, { status: "redirected", note: "301 vers /offres" });
    expect(saved.location, textOf(saved.html).slice(0, 600)).toBe(`/app/clients/${hotel.id}/site?notice=saved`);
    expect((await member.get(`/app/clients/${hotel.id}/site`)).html).toContain('value="301 vers /offres"');
    expect((await viewer.post(`/app/clients/${hotel.id}/plan/${plan.id}/tasks/${tasks[0]!.id}`, { status: "done" })).status).toBe(403);
    expect((await member.post(`/app/clients/${hotel.id}/plan/${plan.id}/tasks/${tasks[0]!.id}`, { status: "done" })).status).toBe(303);
    expect((await member.get(`/app/clients/${hotel.id}/plan`)).html).toMatch(/<option value="done" selected="">/);
    const other = await agencyWithHistory();
    expect((await member.post(`/app/clients/${other.hotel.id}/urls/${url!.id}`, { status: "ignored", note: "" })).status).toBe(404);
  });

  it("adds and pauses prompts (suggestions too), adds and removes competitors; refusals are shown, not thrown", async () => {
    const { account, hotel } = await agencyWithHistory();
    const member = await signedIn(account.id, "member");
    const setup = await member.get(`/app/clients/${hotel.id}/setup`);
    expect(setup.html).toContain("Suggestions in the client");
    expect((await member.post(`/app/clients/${hotel.id}/prompts`, { prompt: "Hôtel avec spa à Lyon ?" })).status).toBe(303);
    const page = await member.get(`/app/clients/${hotel.id}/setup`);
    expect(page.html).toContain("Hôtel avec spa à Lyon ?");
    const toggle = /action="(\/app\/clients\/\d+\/prompts\/\d+\/toggle)"/.exec(page.html)![1]!;
    expect((await member.post(toggle, { active: "false" })).status).toBe(303);
    expect((await member.post(toggle, { active: "false" })).status).toBe(303);
    expect((await member.get(`/app/clients/${hotel.id}/setup`)).html).toContain("Paused");
    expect((await member.post(`/app/clients/${hotel.id}/competitors`, { competitor_name: "Hôtel du Rhône", competitor_website: "https://hotel-du-rhone.fr" })).status).toBe(303);
    const bad = await member.post(`/app/clients/${hotel.id}/competitors`, { competitor_name: "Sans site", competitor_website: "not a url" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('role="alert"');
    const withCompetitor = await member.get(`/app/clients/${hotel.id}/setup`);
    const rename = /action="(\/app\/clients\/\d+\/competitors\/\d+)"/.exec(withCompetitor.html)![1]!;
    expect((await member.post(rename, { competitor_name: "Hôtel du Rhône & Spa", competitor_website: "https://hotel-du-rhone.fr" })).status).toBe(303);
    expect((await member.get(`/app/clients/${hotel.id}/setup`)).html).toContain('value="Hôtel du Rhône &amp; Spa"');
    const remove = /action="(\/app\/clients\/\d+\/competitors\/\d+\/remove)"/.exec(withCompetitor.html)![1]!;
    expect((await member.post(remove, {})).status).toBe(303);
    expect((await member.get(`/app/clients/${hotel.id}/setup`)).html).not.toContain("Hôtel du Rhône");
  });

  it("adds a client, edits it and archives it; a viewer cannot", async () => {
    const account = await createAccount({ plan: "agent" });
    const member = await signedIn(account.id, "member");
    const viewer = await signedIn(account.id, "viewer");
    const fields = { name: "Café des Arts", website: "https://cafe-des-arts.fr", sector: "food", country: "FR", language: "fr" };
    expect((await viewer.post("/app/clients/new", fields)).status).toBe(403);
    const created = await member.post("/app/clients/new", fields);
    expect(created.location, textOf(created.html).slice(0, 600)).toMatch(/^\/app\/clients\/\d+\/setup$/);
    const id = Number(/\d+/.exec(created.location!)![0]);
    const invalid = await member.post("/app/clients/new", { ...fields, website: "nope" });
    expect(invalid.status).toBe(400);
    expect((await member.post(`/app/clients/${id}/edit`, { ...fields, name: "Café des Arts (Lyon)", aliases: "Café Arts, CDA ", keywords: "café, Lyon" })).location).toBe(`/app/clients/${id}/edit?notice=saved`);
    expect((await member.get(`/app/clients/${id}/edit`)).html).toContain('value="Café Arts, CDA"');
    expect((await member.get("/app/clients")).html).toContain("Café des Arts (Lyon)");
    expect((await member.post(`/app/clients/${id}/archive`, {})).location).toBe("/app/clients");
    expect((await member.get("/app/clients")).html).not.toContain("Café des Arts (Lyon)");
    expect((await member.post(`/app/clients/999999/archive`, {})).status).toBe(404);
  });
});

describe("scheduled audits, contacts and the ledger", () => {
  it("creates, pauses and deletes a schedule; adds a contact; downloads the ledger; a viewer only reads", async () => {
    const { account, hotel } = await agencyWithHistory();
    const member = await signedIn(account.id, "member");
    const viewer = await signedIn(account.id, "viewer");
    expect((await viewer.post("/app/schedules", { client_id: String(hotel.id), frequency: "weekly", timezone: "Europe/Paris" })).status).toBe(403);
    expect((await member.post("/app/schedules", { client_id: String(hotel.id), name: "Hebdo", frequency: "weekly", timezone: "Europe/Paris" })).location).toBe("/app/schedules?notice=created");
    const badZone = await member.post("/app/schedules", { client_id: String(hotel.id), frequency: "weekly", timezone: "Mars/Olympus" });
    expect(badZone.status).toBe(400);
    expect(badZone.html).toContain('role="alert"');
    const list = await viewer.get("/app/schedules");
    expect(list.html).toContain("Hebdo");
    expect(list.html).toContain(hotel.name);
    expect(list.html).not.toContain("/toggle");
    const frequency = /action="(\/app\/schedules\/\d+\/frequency)"/.exec((await member.get("/app/schedules")).html)![1]!;
    expect((await member.post(frequency, { frequency: "daily" })).location).toBe("/app/schedules?notice=changed");
    expect((await member.get("/app/schedules")).html).toMatch(/<option value="daily" selected="">/);
    expect((await member.post(frequency, { frequency: "every full moon" })).status).toBe(400);
    const toggle = /action="(\/app\/schedules\/\d+\/toggle)"/.exec((await member.get("/app/schedules")).html)![1]!;
    expect((await member.post(toggle, { active: "false" })).location).toBe("/app/schedules?notice=changed");
    expect((await member.get("/app/schedules")).html).toContain("Paused");
    const remove = /action="(\/app\/schedules\/\d+\/delete)"/.exec((await member.get("/app/schedules")).html)![1]!;
    expect((await member.post(remove, {})).location).toBe("/app/schedules?notice=removed");
    expect((await member.get("/app/schedules")).html).not.toContain("Hebdo");

    expect((await member.post(`/app/clients/${hotel.id}/contacts`, { first_name: "Claire", last_name: "Moreau", contact_email: "claire@hotel-lumiere.fr", contact_role: "Directrice" })).status).toBe(303);
    expect((await viewer.get(`/app/clients/${hotel.id}/setup`)).html).toContain("claire@hotel-lumiere.fr");
    const contact = /action="(\/app\/clients\/\d+\/contacts\/\d+)"/.exec((await member.get(`/app/clients/${hotel.id}/setup`)).html)![1]!;
    expect((await member.post(contact, { contact_email: "claire.moreau@hotel-lumiere.fr", contact_role: "Directrice générale" })).status).toBe(303);
    expect((await member.post(contact, { contact_email: "not an address", contact_role: "" })).status).toBe(400);
    expect((await viewer.get(`/app/clients/${hotel.id}/setup`)).html).toContain("Directrice générale");

    const ledger = await viewer.get("/app/billing/ledger.csv");
    expect(ledger.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(ledger.html.slice(1).trim().split("\r\n").length).toBeGreaterThan(1);
  });
});
