// The Questionnaires group: list with questions and response counts, responses with respondents.
import { describe, expect, it } from "vitest";
import { callJson, expectError } from "./helpers/client";
import { addContacts, createAgency, createClient, createKey, createQuestionnaire, SAMPLE_QUESTIONS } from "./helpers/factories";

describe("GET /questionnaires", () => {
  it("lists questionnaires and templates with their questions and response counts", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const [contact] = await addContacts(account.id, client.id, 1);
    const survey = await createQuestionnaire(account.id, client.id, [{ contactId: contact!.id, answers: { q1: 4 } }, { contactId: null, answers: { q4: "no" } }], { updatedAt: new Date("2026-11-01T00:00:00Z") });
    const template = await createQuestionnaire(account.id, null, [], { updatedAt: new Date("2026-10-01T00:00:00Z"), status: "draft" });
    const { status, body } = await callJson("/questionnaires", { key });
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 2, total_pages: 1 });
    expect(body.data.map((q: { id: number }) => q.id)).toEqual([survey.questionnaire.id, template.questionnaire.id]);
    expect(body.data[0]).toMatchObject({ client_id: client.id, language: "en", status: "active", response_count: 2 });
    expect(body.data[0].questions).toEqual([
      { id: "q1", type: "scale", label: SAMPLE_QUESTIONS[0]!.label, options: null, min: 1, max: 5 },
      { id: "q2", type: "single_choice", label: SAMPLE_QUESTIONS[1]!.label, options: ["ChatGPT", "Gemini", "Perplexity"], min: null, max: null },
      { id: "q3", type: "multiple_choice", label: SAMPLE_QUESTIONS[2]!.label, options: ["Search", "Social", "AI assistants"], min: null, max: null },
      { id: "q4", type: "text", label: "Anything else?", options: null, min: null, max: null },
    ]);
    expect(body.data[1]).toMatchObject({ client_id: null, status: "draft", response_count: 0 });
    expect((await callJson("/questionnaires?template=true", { key })).body.data.map((q: { id: number }) => q.id)).toEqual([template.questionnaire.id]);
    expect((await callJson(`/questionnaires?client_id=${client.id}`, { key })).body.data.map((q: { id: number }) => q.id)).toEqual([survey.questionnaire.id]);
    expect((await callJson("/questionnaires?status=closed", { key })).body.pagination.total).toBe(0);
    expect((await callJson("/questionnaires?per_page=1&page=2", { key })).body).toMatchObject({ data: [{ id: template.questionnaire.id }], pagination: { total: 2, total_pages: 2 } });
  });

  it.each([
    ["status=open", "status"],
    ["template=maybe", "template"],
    ["client_id=0", "client_id"],
  ])("rejects %s naming %s", async (query, field) => {
    const { key } = await createAgency();
    const { status, body } = await callJson(`/questionnaires?${query}`, { key });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe(field);
  });
});

describe("GET /questionnaires/{id}/responses", () => {
  it("lists responses oldest first, with the respondent and answers keyed by question id", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const [contact] = await addContacts(account.id, client.id, 1);
    const { questionnaire } = await createQuestionnaire(account.id, client.id, [
      { contactId: null, answers: { q4: "Later" }, submittedAt: new Date("2026-10-05T10:00:00Z") },
      { contactId: contact!.id, answers: { q1: 4, q2: "ChatGPT", q3: ["Search", "AI assistants"], q4: "Great" }, submittedAt: new Date("2026-10-03T10:00:00Z") },
    ]);
    const { status, body } = await callJson(`/questionnaires/${questionnaire.id}/responses`, { key });
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 2, total_pages: 1 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      questionnaire_id: questionnaire.id,
      respondent: { contact_id: contact!.id, name: `${contact!.firstName} ${contact!.lastName}`, email: contact!.email, role: null },
      answers: { q1: 4, q2: "ChatGPT", q3: ["Search", "AI assistants"], q4: "Great" },
      submitted_at: "2026-10-03T10:00:00.000Z",
    });
    expect(body.data[1]).toMatchObject({ respondent: null, answers: { q4: "Later" } });
    const page2 = await callJson(`/questionnaires/${questionnaire.id}/responses?per_page=1&page=2`, { key });
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data[0].respondent).toBeNull();
  });

  it("answers 404 for a missing questionnaire and another account's, 400 for a bad id", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const { questionnaire } = await createQuestionnaire(theirs.account.id, null, [{ contactId: null, answers: { q4: "secret answer" } }]);
    for (const id of [questionnaire.id, 2_000_000_000]) {
      const res = await callJson(`/questionnaires/${id}/responses`, { key: mine.key });
      expect(res.status).toBe(404);
      expect(expectError(res.body, 404).message).toBe(`Questionnaire ${id} not found.`);
      expect(JSON.stringify(res.body)).not.toContain("secret answer");
    }
    expect((await callJson("/questionnaires", { key: mine.key })).body.pagination.total).toBe(0);
    expect(expectError((await callJson("/questionnaires/abc/responses", { key: mine.key })).body, 400).param).toBe("id");
  });

  it("answers 401 without a key and 403 without questionnaires:read", async () => {
    const { account } = await createAgency();
    const { questionnaire } = await createQuestionnaire(account.id, null);
    const { key } = await createKey(account.id, { scopes: ["clients:read"] });
    for (const path of ["/questionnaires", `/questionnaires/${questionnaire.id}/responses`]) {
      expect((await callJson(path)).status, path).toBe(401);
      const forbidden = await callJson(path, { key });
      expect(forbidden.status, path).toBe(403);
      expect(expectError(forbidden.body, 403).message).toContain("'questionnaires:read'");
    }
  });
});
