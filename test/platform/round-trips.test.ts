// The latency budget: a warm GET costs one sequential database round trip (DESIGN §2).
// The stand-in counts every SQL request it receives; test files run one at a time
// (vitest.config.ts), so nothing else talks to it while a request is measured.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/client";
import { sqlRequestsDuring } from "../helpers/stand-in-stats";
import { addChecklist, addContacts, createAgency, createClient, createQuestionnaire } from "../helpers/factories";

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

  it("costs one SQL request per warm GET on every other group, and two for a launch", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const launched = await call("/audits/launch", {
      key,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ client_id: client.id, model_ids: ["mistral-large"], prompts: ["Warm-up?"] }),
    });
    const auditId = ((await launched.json()) as { data: { id: number } }).data.id;
    // Let the queue finish the audit first: its consumer's SQL must not be counted below.
    for (let i = 0; i < 100; i++) {
      const audit = (await (await call(`/audits/${auditId}`, { key })).json()) as { data: { status: string } };
      if (audit.data.status === "completed") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const plan = ((await (await call("/action-plans", { key })).json()) as { data: { id: number }[] }).data[0]!;
    const report = ((await (await call("/reports", { key })).json()) as { data: { id: number }[] }).data[0]!;
    const questionnaire = await createQuestionnaire(account.id, client.id, [{ contactId: null, answers: { q4: "ok" } }]);
    for (const path of ["/models", "/models/gpt-4o", "/account/credits", "/account/profile", "/audits", `/audits/${auditId}`, `/audits/${auditId}/results`, `/audits/${auditId}/scores`, "/action-plans", `/action-plans/${plan.id}`, `/action-plans/${plan.id}/progress`, "/analytics/portfolio", "/analytics/leaderboard", "/analytics/scores/distribution?by_model=true", "/questionnaires", `/questionnaires/${questionnaire.questionnaire.id}/responses`, "/reports", `/reports/${report.id}`, "/account/subscription", "/blog?lang=fr&q=geo", "/blog/llms-txt-explained", "/glossary?lang=es", "/glossary/share-of-voice", "/scheduled-audits"]) {
      const requests = await sqlRequestsDuring(async () => expect((await call(path, { key })).status).toBe(200));
      expect(requests, path).toBe(1);
    }
    // A download reads its data in one round trip; the first one also records the PDF's size, in the background.
    let etag = "";
    const downloadRequests = await sqlRequestsDuring(async () => {
      const res = await call(`/reports/${report.id}/download`, { key });
      expect(res.status).toBe(200);
      etag = res.headers.get("etag")!;
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 300));
    });
    expect(downloadRequests).toBe(2);
    expect(await sqlRequestsDuring(async () => expect((await call(`/reports/${report.id}/download`, { key, headers: { "If-None-Match": etag } })).status).toBe(304))).toBe(1);
    const launchRequests = await sqlRequestsDuring(async () => {
      const res = await call("/audits/launch", {
        key,
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": "rt-1" },
        body: JSON.stringify({ client_id: client.id, model_ids: ["mistral-large"], prompts: ["Counted?"] }),
      });
      expect(res.status).toBe(200);
    });
    expect(launchRequests).toBe(2);
    // A schedule write reads what it checks in one batch, then writes.
    const json = { "Content-Type": "application/json" };
    let scheduleId = 0;
    const createRequests = await sqlRequestsDuring(async () => {
      const res = await call("/scheduled-audits", { key, method: "POST", headers: json, body: JSON.stringify({ client_id: client.id, frequency: "weekly" }) });
      expect(res.status).toBe(200);
      scheduleId = ((await res.json()) as { data: { id: number } }).data.id;
    });
    expect(createRequests).toBe(2);
    const updateRequests = await sqlRequestsDuring(async () => expect((await call(`/scheduled-audits/${scheduleId}`, { key, method: "PUT", headers: json, body: JSON.stringify({ name: "x" }) })).status).toBe(200));
    expect(updateRequests).toBe(2);
    expect(await sqlRequestsDuring(async () => expect((await call(`/scheduled-audits/${scheduleId}`, { key, method: "DELETE" })).status).toBe(200))).toBe(1);
  });

  it("costs no SQL request for a malformed key", async () => {
    expect(await sqlRequestsDuring(() => call("/clients", { headers: { "X-Api-Key": "nope" } }))).toBe(0);
  });
});
