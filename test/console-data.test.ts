// The console's data pages through the Worker: the clients list with scores, intervals and sparklines, a client's
// charts and tables, the latest answers (filtered, highlighted), launching an audit (cost first; a double submit is one
// audit and one debit; roles), the portfolio, and CSV exports with the rows on screen.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audits, clientPrompts, creditLedger, users } from "@/db/schema";
import { hashPassword } from "@/domain/users";
import { ConsoleBrowser, textOf, uniqueEmail } from "./helpers/console";
import { addCompetitors, createAnsweredAudit, createClient, createCompletedAudit, createAccount, db } from "./helpers/factories";

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
    expect(answer.html).toContain('<mark class="brand"><strong>Maison Verte</strong></mark>');
    expect(answer.html).toContain("<mark>Jardin Bleu</mark>");
    const csv = await browser.get(`/app/clients/${client.id}/answers.csv?mentioned=yes`);
    expect(csv.html.slice(1).trim().split("\r\n")).toHaveLength(2);
  });
});

describe("launching an audit", () => {
  it("shows the cost first; the confirmation sent twice launches one audit and debits once; a viewer cannot launch", async () => {
    const { account, hotel } = await agencyWithHistory();
    const member = await signedIn(account.id, "member");
    const review = await member.get(`/app/clients/${hotel.id}/launch?models=gpt-4o&samples=1`);
    expect(review.status).toBe(200);
    expect(review.html).toMatch(/Cost: \d+ credits for \d+ questions/);
    const key = /name="launch_key" value="([^"]+)"/.exec(review.html)![1]!;
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
    expect(page.html).toContain(hotel.name);
    expect(page.html).toContain('<title id="distribution-title">');
    const csv = await browser.get("/app/portfolio/leaderboard.csv");
    expect(csv.html.slice(1).split("\r\n")[1]).toContain(`;${hotel.name};`);
    expect((await browser.get("/app/portfolio?from=2020-01-01&to=2020-02-01")).html).not.toContain(`>${hotel.name}<`);
  });
});
