import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBackend, type FixtureBackend } from "../../server/test-fixture.ts";
import { customers } from "../customer/tables.ts";
import { newsletterSubscribers } from "./tables.ts";

const SUBSCRIBE = "mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }";

describe("newsletter subscription", () => {
  let backend: FixtureBackend;
  beforeAll(async () => {
    backend = await createFixtureBackend();
    await backend.database.db.insert(customers).values({
      websiteCode: "base", email: "member@example.com", passwordHash: "x", firstname: "Ada", lastname: "Lovelace",
    });
  });
  afterAll(() => backend.close());

  it("subscribes a guest address once per store view", async () => {
    const first = await backend.graphql(SUBSCRIBE, { email: " Guest@Example.com " });
    expect(first.body).toEqual({ data: { subscribeEmailToNewsletter: { status: "SUBSCRIBED" } } });
    const again = await backend.graphql(SUBSCRIBE, { email: "guest@example.com" });
    expect(again.body.errors[0]).toMatchObject({
      message: "This email address is already subscribed.",
      extensions: { category: "graphql-input" },
    });
    const us = await backend.graphql(SUBSCRIBE, { email: "guest@example.com" }, { store: "uus_2" });
    expect(us.body.data.subscribeEmailToNewsletter.status).toBe("SUBSCRIBED");
    const rows = await backend.database.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => [r.storeCode, r.email, r.status]).sort()).toEqual([
      ["default", "guest@example.com", "SUBSCRIBED"],
      ["uus_2", "guest@example.com", "SUBSCRIBED"],
    ]);
  });

  it("refuses empty and malformed addresses", async () => {
    for (const [email, message] of [
      ["", "You must specify an email address to subscribe to a newsletter."],
      ["not-an-email", "Enter a valid email address."],
      ["a b@example.com", "Enter a valid email address."],
    ]) {
      const { body } = await backend.graphql(SUBSCRIBE, { email });
      expect(body.errors[0], email).toMatchObject({ message, extensions: { category: "graphql-input" } });
    }
  });

  it("does not let a guest subscribe a customer's address", async () => {
    const { body } = await backend.graphql(SUBSCRIBE, { email: "member@example.com" });
    expect(body.errors[0].message).toBe("Cannot create a newsletter subscription.");
  });
});
