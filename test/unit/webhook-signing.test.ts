// Webhook signatures checked by the Standard Webhooks reference library, as a receiver would check them.
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { generateSecret, sign, signedHeaders } from "@/domain/webhooks/signing";

describe("webhook signing (Standard Webhooks)", () => {
  it("signs so that the reference library verifies the delivery, and refuses a changed body or another secret", async () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ id: "evt_1", type: "audit.completed", data: { audit_id: 140, score: 64 } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = await signedHeaders([secret], "evt_1", timestamp, body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace("64", "65"), headers)).toThrow();
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
  });

  it("signs with both secrets while a rotated one is honoured, so either verifies", async () => {
    const [oldSecret, newSecret] = [generateSecret(), generateSecret()];
    const body = '{"id":"evt_2"}';
    const headers = await signedHeaders([newSecret, oldSecret], "evt_2", Math.floor(Date.now() / 1000), body);
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    for (const secret of [oldSecret, newSecret]) expect(new Webhook(secret).verify(body, headers)).toEqual({ id: "evt_2" });
  });

  it("matches the convention's published example", async () => {
    // The example of the Standard Webhooks specification (spec/standard-webhooks.md, "Signature scheme").
    const signature = await sign("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}');
    expect(signature).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });
});
