import { describe, expect, it } from "vitest";
import { callJson } from "./helpers/client";
import { createAgency, createClients } from "./helpers/factories";

describe("GET /clients", () => {
  it("lists the caller's clients in the envelope", async () => {
    const { account, key } = await createAgency();
    await createClients(account.id, 3);
    const { status, body } = await callJson("/clients", { key });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(3);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
  });
});
