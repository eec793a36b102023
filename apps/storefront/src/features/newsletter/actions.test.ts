import { afterEach, describe, expect, it, vi } from "vitest";
import { nextCache, nextHeaders, nextIntlServer } from "@/lib/testing/next-request";

vi.mock("next/headers", () => nextHeaders);
vi.mock("next/cache", () => nextCache);
vi.mock("next-intl/server", () => nextIntlServer);

const backend = vi.fn<typeof fetch>(async () => Response.json({ data: { subscribeEmailToNewsletter: { status: "SUBSCRIBED" } } }));
vi.stubGlobal("fetch", backend);
// Imported once fetch is the stand-in: the commerce client keeps the fetch it was created with.
const { subscribeNewsletter } = await import("./actions");

afterEach(() => backend.mockClear());

const idle = { status: "idle", message: "" } as const;
const form = (email: unknown) => {
  const data = new FormData();
  if (email !== undefined) data.set("email", email as string);
  return data;
};

describe("subscribeNewsletter with hostile input", () => {
  it.each<[string, unknown]>([
    ["a 10 KB address", `${"x".repeat(10_240)}@example.com`],
    ["no address", undefined],
    ["a file instead of an address", new Blob(["a@example.com"])],
    ["a form that is not a form", "email=a@example.com"],
  ])("answers %s with the invalid-address message, and nothing reaches the backend", async (_, input) => {
    const body = typeof input === "string" && input.startsWith("email=") ? (input as unknown as FormData) : form(input);
    const state = await subscribeNewsletter(idle, body);
    expect(state.status).toBe("error");
    expect(state.message).toBe((await nextIntlServer.getTranslations("Newsletter"))("invalidEmail"));
    expect(backend).not.toHaveBeenCalled();
  });

  it("subscribes a valid address", async () => {
    expect(await subscribeNewsletter(idle, form(" a@example.com "))).toMatchObject({ status: "success" });
    expect(backend).toHaveBeenCalledTimes(1);
  });
});
