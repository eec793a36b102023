import { afterEach, describe, expect, it, vi } from "vitest";
import { RedirectSignal, cookieJar, cookieSettings, nextCache, nextHeaders, nextIntlServer, nextNavigation } from "@/lib/testing/next-request";

vi.mock("next/headers", () => nextHeaders);
vi.mock("next/cache", () => nextCache);
vi.mock("next/navigation", () => nextNavigation);
vi.mock("next-intl/server", () => nextIntlServer);

interface Call {
  name: string;
  variables: Record<string, unknown>;
  authorization: string | undefined;
}
const calls: Call[] = [];
/** Answers per operation name; a test may replace one. */
let answers: Record<string, unknown> = {};
const defaults: Record<string, unknown> = {
  AccountUpdateEmail: { data: { updateCustomerEmail: { customer: { email: "grace@example.com" } } } },
  AccountUpdateCustomer: { data: { updateCustomerV2: { customer: { firstname: "Grace", lastname: "Hopper", is_subscribed: true } } } },
  AccountCountry: { data: { country: { id: "US", available_regions: [{ id: 33, code: "NY", name: "New York" }] } } },
  AccountCreateAddress: { data: { createCustomerAddress: { id: 5 } } },
  AccountUpdateAddress: { data: { updateCustomerAddress: { id: 5 } } },
  AccountDeleteAddress: { data: { deleteCustomerAddress: true } },
  SignOut: { data: { revokeCustomerToken: { result: true } } },
};

const backend = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input));
  const sent = init?.method === "GET" ? { operationName: url.searchParams.get("operationName"), variables: JSON.parse(url.searchParams.get("variables") ?? "{}") } : JSON.parse(String(init?.body));
  const name = String(sent.operationName);
  calls.push({ name, variables: sent.variables, authorization: (init?.headers as Record<string, string>).Authorization });
  return Response.json(answers[name] ?? defaults[name] ?? { data: null });
});
vi.stubGlobal("fetch", backend);
// Imported once fetch is the stand-in: the commerce client keeps the fetch it was created with.
const actions = await import("./actions");

const TOKEN = "t".repeat(32);
afterEach(() => {
  calls.length = 0;
  answers = {};
  cookieJar.clear();
  cookieSettings.clear();
});
const signIn = () => cookieJar.set("maison-customer", TOKEN);

const profile = {
  firstname: "Grace",
  lastname: "Hopper",
  prefix: "",
  suffix: "",
  date_of_birth: "",
  gender: 0,
  taxvat: "",
  email: "ada@example.com",
  currentEmail: "ada@example.com",
  password: "",
};

describe("updateProfile (spec §4 Profile)", () => {
  it.each<[string, unknown]>([
    ["no object", "firstname=Grace"],
    ["a 10 KB name", { ...profile, firstname: "x".repeat(10_240) }],
    ["a name that is not text", { ...profile, lastname: { $ne: "" } }],
    ["a new e-mail without the password", { ...profile, email: "grace@example.com" }],
  ])("refuses %s before any call", async (_, input) => {
    signIn();
    const result = await actions.updateProfile(input);
    expect(result.ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it("updates the e-mail first, with the current password, then the other fields", async () => {
    signIn();
    const result = await actions.updateProfile({ ...profile, firstname: " Grace ", email: "grace@example.com", password: "Secret-1x" });
    expect(result).toEqual({ ok: true, message: "The user account data was successfully updated!" });
    expect(calls.map((c) => c.name)).toEqual(["AccountUpdateEmail", "AccountUpdateCustomer"]);
    expect(calls[0]!.variables).toEqual({ email: "grace@example.com", password: "Secret-1x" });
    expect(calls[1]!.variables).toEqual({ input: { firstname: "Grace", lastname: "Hopper", prefix: "", suffix: "", taxvat: "", date_of_birth: null, gender: 0 } });
    expect(calls.every((c) => c.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("stops at a refused e-mail change with the backend's message", async () => {
    signIn();
    answers.AccountUpdateEmail = { errors: [{ message: "Invalid login or password.", extensions: { category: "graphql-authentication" } }], data: null };
    const result = await actions.updateProfile({ ...profile, email: "grace@example.com", password: "wrong" });
    expect(result).toEqual({ ok: false, message: "Invalid login or password." });
    expect(calls.map((c) => c.name)).toEqual(["AccountUpdateEmail"]);
  });

  it("sends a shopper without a token to sign in with the notice", async () => {
    const error = await actions.updateProfile(profile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectSignal);
    expect((error as RedirectSignal).location).toBe("/user/signin");
    expect(cookieJar.get("maison-message")).toBe("signInFirst");
    expect(calls).toEqual([]);
  });
});

describe("phone number and password", () => {
  it("updates the phone number on its own, in E.164", async () => {
    signIn();
    answers.AccountUpdatePhoneNumber = { data: { updateCustomerPhoneNumber: { customer: { phone_number: "+447700900123" } } } };
    expect(await actions.updatePhoneNumber({ phone_number: "+44 7700 900123" })).toEqual({ ok: true, message: "Updated phone number successfully" });
    expect(calls[0]).toMatchObject({ name: "AccountUpdatePhoneNumber", variables: { phoneNumber: "+447700900123" } });
    expect(await actions.updatePhoneNumber({ phone_number: "07700" })).toMatchObject({ ok: false, fields: { phone_number: "phoneInvalid" } });
    expect(calls).toHaveLength(1);
  });

  it("changes the password only by Magento's rules", async () => {
    signIn();
    answers.AccountChangePassword = { data: { changeCustomerPassword: { email: "ada@example.com" } } };
    const weak = await actions.changePassword({ currentPassword: "Old-pass1", newPassword: "abcdefgh", confirmPassword: "abcdefgh" });
    expect(weak).toMatchObject({ ok: false, fields: { newPassword: "passwordClasses" } });
    expect(calls).toEqual([]);
    const ok = await actions.changePassword({ currentPassword: "Old-pass1", newPassword: "New-pass12", confirmPassword: "New-pass12" });
    expect(ok).toEqual({ ok: true, message: "The user password was changed successfully updated!" });
    expect(calls[0]!.variables).toEqual({ currentPassword: "Old-pass1", newPassword: "New-pass12" });
  });

  it("subscribes and unsubscribes through updateCustomerV2", async () => {
    signIn();
    expect(await actions.setNewsletter({ subscribed: true })).toEqual({ ok: true, message: "You have been successfully subscribed to our newsletter!" });
    expect(calls[0]).toMatchObject({ name: "AccountUpdateCustomer", variables: { input: { is_subscribed: true } } });
    expect((await actions.setNewsletter({ subscribed: "yes" })).ok).toBe(false);
    expect(calls).toHaveLength(1);
  });
});

const address = {
  firstname: "Ada",
  lastname: "Lovelace",
  company: "",
  telephone: "+12125550147",
  street: "350 Fifth Avenue",
  apartment: "",
  neighborhood: "Midtown",
  extra: "",
  city: "New York",
  postcode: "10118",
  country_code: "US",
  region_id: 33,
  region: "",
  regionRequired: false,
  default_billing: true,
  default_shipping: false,
};

describe("addresses", () => {
  it("creates an address with the street composed and the region the directory lists", async () => {
    signIn();
    expect(await actions.saveAddress(null, address)).toEqual({ ok: true, message: "The address has been saved." });
    expect(calls.map((c) => c.name)).toEqual(["AccountCountry", "AccountCreateAddress"]);
    expect(calls[1]!.variables).toEqual({
      input: {
        firstname: "Ada",
        lastname: "Lovelace",
        company: null,
        street: ["350 Fifth Avenue", "Midtown"],
        city: "New York",
        postcode: "10118",
        country_code: "US",
        region: { region_id: 33 },
        telephone: "+12125550147",
        default_billing: true,
        default_shipping: false,
      },
    });
  });

  it("updates one as {id, input}", async () => {
    signIn();
    await actions.saveAddress(5, address);
    expect(calls[1]).toMatchObject({ name: "AccountUpdateAddress", variables: { id: 5 } });
  });

  it("asks for a region where the country has regions, whatever the browser says, and refuses another country's", async () => {
    signIn();
    expect(await actions.saveAddress(null, { ...address, region_id: 0 })).toMatchObject({ ok: false, fields: { region_id: "required" } });
    expect(await actions.saveAddress(null, { ...address, region_id: 201 })).toMatchObject({ ok: false, fields: { region_id: "required" } });
    expect(calls.map((c) => c.name)).toEqual(["AccountCountry", "AccountCountry"]);
  });

  it("refuses an id that is no id, and a missing country, before any call", async () => {
    signIn();
    expect((await actions.saveAddress("5 OR 1=1", address)).ok).toBe(false);
    expect(await actions.saveAddress(null, { ...address, country_code: "", region_id: 33 })).toMatchObject({
      ok: false,
      fields: { country_code: "required", region_id: "selectCountryFirst" },
    });
    expect((await actions.deleteAddress("1")).ok).toBe(false);
    expect((await actions.setDefaultAddress(5, "both")).ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it("sets a default with updateCustomerAddress and deletes", async () => {
    signIn();
    expect((await actions.setDefaultAddress(5, "shipping")).ok).toBe(true);
    expect(calls[0]).toMatchObject({ name: "AccountUpdateAddress", variables: { id: 5, input: { default_shipping: true } } });
    expect(await actions.deleteAddress(5)).toEqual({ ok: true, message: "The address has been deleted." });
    answers.AccountDeleteAddress = { errors: [{ message: "Customer Address 5 is set as default billing address and can not be deleted", extensions: { category: "graphql-input" } }], data: null };
    expect(await actions.deleteAddress(5)).toEqual({ ok: false, message: "Customer Address 5 is set as default billing address and can not be deleted" });
  });
});

describe("signOutAndGoHome (spec §4 Sign-out)", () => {
  it("revokes the token, clears token and cart, and goes home", async () => {
    signIn();
    cookieJar.set("maison-cart", "cart-1");
    cookieJar.set("maison-currency", "GBP");
    const error = await actions.signOutAndGoHome().catch((e: unknown) => e);
    expect((error as RedirectSignal).location).toBe("/");
    expect(calls).toEqual([{ name: "SignOut", variables: {}, authorization: `Bearer ${TOKEN}` }]);
    expect([...cookieJar.keys()]).toEqual(["maison-currency"]);
  });

  it("still signs out when the revocation fails", async () => {
    signIn();
    answers.SignOut = { errors: [{ message: "The current customer isn't authorized.", extensions: { category: "graphql-authorization" } }], data: null };
    await actions.signOutAndGoHome().catch(() => undefined);
    expect(cookieJar.has("maison-customer")).toBe(false);
  });
});
