// The latency budget: a warm GET costs one sequential database round trip (DESIGN §2).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../helpers/client";
import { addChecklist, addContacts, createAgency, createClient } from "../helpers/factories";

const statsUrl = () => new URL("/__stats", env.NEON_SQL_ENDPOINT).toString();

async function sqlRequestsDuring(action: () => Promise<unknown>): Promise<number> {
  await fetch(new URL("/__stats/reset", env.NEON_SQL_ENDPOINT), { method: "POST" });
  await action();
  const stats = (await (await fetch(statsUrl())).json()) as { requests: number };
  return stats.requests;
}

describe("database round trips", () => {
  it("costs one SQL request per warm GET on every Clients endpoint", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await addContacts(account.id, client.id, 2);
    await addChecklist(account.id, client.id, ["pass", "fail"]);
    // Warm the key cache and let the one last-used write land.
    await call("/clients", { key });
    await new Promise((r) => setTimeout(r, 200));
    for (const path of ["/clients", `/clients/${client.id}`, `/clients/${client.id}/contacts`, `/clients/${client.id}/competitors`, `/clients/${client.id}/360`, `/clients/${client.id}/geo-checklist`, `/clients/${client.id}/hallucinated-urls`]) {
      const requests = await sqlRequestsDuring(async () => expect((await call(path, { key })).status).toBe(200));
      expect(requests, path).toBe(1);
    }
  });

  it("costs no SQL request for a malformed key", async () => {
    expect(await sqlRequestsDuring(() => call("/clients", { headers: { "X-Api-Key": "nope" } }))).toBe(0);
  });
});
