import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountBackend, PASSWORD, SIGN_IN, uniqueEmail, type AccountBackend } from "../../test/account-backend.ts";
import { newsletterSubscribers } from "../newsletter/tables.ts";

const ME = "{ customer { email firstname lastname middlename prefix suffix gender taxvat date_of_birth is_subscribed phone_number } }";
const UPDATE = `mutation($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { firstname lastname middlename prefix suffix gender taxvat date_of_birth is_subscribed } }
}`;
const UPDATE_EMAIL = "mutation($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }";
const CHANGE_PASSWORD = `mutation($current: String!, $next: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $next) { email }
}`;
const UPDATE_PHONE = "mutation($phone: String!) { updateCustomerPhoneNumber(phone_number: $phone) { customer { phone_number } } }";
const SUBSCRIBE = "mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }";

let b: AccountBackend;
beforeAll(async () => {
  b = await accountBackend();
});
afterAll(() => b.close());

describe("updateCustomer (deprecated)", () => {
  const LEGACY = "mutation($input: CustomerInput!) { updateCustomer(input: $input) { customer { email firstname } } }";

  it("changes the personal fields, and the e-mail only with the current password", async () => {
    const { token, email } = await b.newCustomer();
    const renamed = await b.data(LEGACY, { input: { firstname: "Grace" } }, { token });
    expect(renamed.updateCustomer.customer).toEqual({ email, firstname: "Grace" });
    const next = uniqueEmail();
    expect(await b.error(LEGACY, { input: { email: next } }, { token }))
      .toEqual({ message: 'Provide the current "password" to change "email".', category: "graphql-input" });
    // A refused personal field changes nothing, the e-mail included.
    expect((await b.error(LEGACY, { input: { email: next, password: PASSWORD, firstname: "Ada{}" } }, { token })).message)
      .toBe("First Name is not valid!");
    expect((await b.data(ME, undefined, { token })).customer.email).toBe(email);
    const moved = await b.data(LEGACY, { input: { email: next, password: PASSWORD } }, { token });
    expect(moved.updateCustomer.customer).toEqual({ email: next, firstname: "Grace" });
  });
});

describe("updateCustomerV2", () => {
  it("answers Magento's fields for features this store does not offer, and refuses to turn them on", async () => {
    const { token } = await b.newCustomer();
    const read = await b.data("{ customer { allow_remote_shopping_assistance group_id } }", undefined, { token });
    expect(read.customer).toEqual({ allow_remote_shopping_assistance: false, group_id: 1 });
    expect(await b.error(UPDATE, { input: { allow_remote_shopping_assistance: true, firstname: "Eve" } }, { token }))
      .toEqual({ message: "Remote shopping assistance is not offered by this store.", category: "graphql-input" });
    const off = await b.data(UPDATE, { input: { allow_remote_shopping_assistance: false, firstname: "Eve" } }, { token });
    expect(off.updateCustomerV2.customer.firstname).toBe("Eve");
  });

  it("changes the personal fields it names and leaves the others", async () => {
    const { token } = await b.newCustomer({ firstname: "Ada" });
    const first = await b.data(UPDATE, { input: { lastname: " King ", middlename: "A", prefix: "Ms", gender: 2, date_of_birth: "1985-12-10" } }, { token });
    expect(first.updateCustomerV2.customer).toEqual({
      firstname: "Ada", lastname: "King", middlename: "A", prefix: "Ms", suffix: null, gender: 2, taxvat: null,
      date_of_birth: "1985-12-10", is_subscribed: false,
    });
    const second = await b.data(UPDATE, { input: { middlename: "", gender: 0, taxvat: "GB999", dob: "1986-01-01" } }, { token });
    expect(second.updateCustomerV2.customer).toMatchObject({ lastname: "King", middlename: null, gender: null, taxvat: "GB999", date_of_birth: "1986-01-01" });
    expect((await b.data(ME, undefined, { token })).customer).toMatchObject({ lastname: "King", taxvat: "GB999" });
    const third = await b.data(UPDATE, { input: { date_of_birth: "", taxvat: " " } }, { token });
    expect(third.updateCustomerV2.customer).toMatchObject({ date_of_birth: null, taxvat: null, lastname: "King" });
  });

  it("refuses an empty input, emptied names and bad values with Magento's messages", async () => {
    const { token } = await b.newCustomer();
    const cases: [Record<string, unknown>, string][] = [
      [{}, '"input" value should be specified'],
      [{ firstname: "  " }, "Required parameters are missing: First Name"],
      [{ lastname: "" }, "Required parameters are missing: Last Name"],
      [{ firstname: "Ada{}" }, "First Name is not valid!"],
      [{ gender: 4 }, '"4" is not a valid gender value.'],
      [{ date_of_birth: "tomorrow" }, "The Date of Birth must be a past date in the format YYYY-MM-DD."],
    ];
    for (const [input, message] of cases) {
      expect(await b.error(UPDATE, { input }, { token }), message).toEqual({ message, category: "graphql-input" });
    }
    expect((await b.data(ME, undefined, { token })).customer.firstname).toBe("Ada");
  });

  it("toggles the newsletter in step with subscribeEmailToNewsletter", async () => {
    const { token, email } = await b.newCustomer();
    const isSubscribed = async () => (await b.data(ME, undefined, { token })).customer.is_subscribed;
    const status = async () => (await b.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))
      .map((r) => r.status);
    expect(await isSubscribed()).toBe(false);
    // Unsubscribing someone who never subscribed writes nothing.
    await b.data(UPDATE, { input: { is_subscribed: false } }, { token });
    expect(await status()).toEqual([]);
    await b.data(UPDATE, { input: { is_subscribed: true } }, { token });
    expect([await isSubscribed(), await status()]).toEqual([true, ["SUBSCRIBED"]]);
    expect(await b.error(SUBSCRIBE, { email }, { token })).toEqual({ message: "This email address is already subscribed.", category: "graphql-input" });
    await b.data(UPDATE, { input: { is_subscribed: false } }, { token });
    expect([await isSubscribed(), await status()]).toEqual([false, ["UNSUBSCRIBED"]]);
    expect(await b.data(SUBSCRIBE, { email }, { token })).toEqual({ subscribeEmailToNewsletter: { status: "SUBSCRIBED" } });
    expect(await isSubscribed()).toBe(true);
    // A guest may not subscribe someone's account address.
    expect((await b.error(SUBSCRIBE, { email })).message).toBe("Cannot create a newsletter subscription.");
  });
});

describe("updateCustomerEmail", () => {
  it("needs the current password, then signs in under the new address and moves the subscription", async () => {
    const customer = await b.newCustomer();
    await b.data(UPDATE, { input: { is_subscribed: true } }, { token: customer.token });
    const next = uniqueEmail("moved");
    const opts = { token: customer.token };
    expect(await b.error(UPDATE_EMAIL, { email: next, password: "" }, opts))
      .toEqual({ message: 'Provide the current "password" to change "email".', category: "graphql-input" });
    expect(await b.error(UPDATE_EMAIL, { email: next, password: "Wrong-pass1" }, opts))
      .toEqual({ message: "Invalid login or password.", category: "graphql-authentication" });
    expect(await b.error(UPDATE_EMAIL, { email: "nope", password: PASSWORD }, opts))
      .toEqual({ message: '"nope" is not a valid email address.', category: "graphql-input" });
    const other = await b.newCustomer();
    expect(await b.error(UPDATE_EMAIL, { email: other.email.toUpperCase(), password: PASSWORD }, opts)).toEqual({
      message: "A customer with the same email address already exists in an associated website.", category: "graphql-already-exists",
    });
    // The same address needs no password: nothing changes.
    expect(await b.data(UPDATE_EMAIL, { email: customer.email, password: "" }, opts)).toEqual({ updateCustomerEmail: { customer: { email: customer.email } } });

    expect(await b.data(UPDATE_EMAIL, { email: ` ${next.toUpperCase()} `, password: PASSWORD }, opts))
      .toEqual({ updateCustomerEmail: { customer: { email: next } } });
    expect((await b.call(SIGN_IN, { email: customer.email, password: PASSWORD }, { captcha: true })).errors?.[0].extensions.category)
      .toBe("graphql-authentication");
    expect((await b.data(SIGN_IN, { email: next, password: PASSWORD }, { captcha: true })).generateCustomerToken.token).toBeTruthy();
    const rows = await b.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, next));
    expect(rows.map((r) => r.status)).toEqual(["SUBSCRIBED"]);
    expect((await b.data(ME, undefined, opts)).customer.is_subscribed).toBe(true);
  });
});

describe("changeCustomerPassword", () => {
  it("checks the current password and the new one's rules, keeps this device signed in and signs out the others", async () => {
    const customer = await b.newCustomer();
    const elsewhere = (await b.data(SIGN_IN, { email: customer.email, password: PASSWORD }, { captcha: true })).generateCustomerToken.token;
    const opts = { token: customer.token };
    expect(await b.error(CHANGE_PASSWORD, { current: "", next: "New-pass12" }, opts))
      .toEqual({ message: 'Specify the "currentPassword" value.', category: "graphql-input" });
    expect(await b.error(CHANGE_PASSWORD, { current: PASSWORD, next: "" }, opts))
      .toEqual({ message: 'Specify the "newPassword" value.', category: "graphql-input" });
    expect(await b.error(CHANGE_PASSWORD, { current: "Wrong-pass1", next: "New-pass12" }, opts))
      .toEqual({ message: "Invalid login or password.", category: "graphql-authentication" });
    expect(await b.error(CHANGE_PASSWORD, { current: PASSWORD, next: "weakpass" }, opts)).toEqual({
      message: "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.",
      category: "graphql-input",
    });
    expect(await b.data(CHANGE_PASSWORD, { current: PASSWORD, next: "New-pass12" }, opts))
      .toEqual({ changeCustomerPassword: { email: customer.email } });
    expect((await b.data(ME, undefined, opts)).customer.email).toBe(customer.email);
    expect((await b.error(ME, undefined, { token: elsewhere })).category).toBe("graphql-authorization");
    expect((await b.call(SIGN_IN, { email: customer.email, password: PASSWORD }, { captcha: true })).errors).toBeDefined();
    expect((await b.data(SIGN_IN, { email: customer.email, password: "New-pass12" }, { captcha: true })).generateCustomerToken.token).toBeTruthy();
  });

  it("counts wrong current passwords towards the lockout", async () => {
    const customer = await b.newCustomer();
    for (let i = 0; i < 10; i++) await b.call(CHANGE_PASSWORD, { current: "Wrong-pass1", next: "New-pass12" }, { token: customer.token });
    expect(await b.error(CHANGE_PASSWORD, { current: PASSWORD, next: "New-pass12" }, { token: customer.token }))
      .toEqual({ message: "The account is locked.", category: "graphql-authentication" });
    expect((await b.call(SIGN_IN, { email: customer.email, password: PASSWORD }, { captcha: true })).errors?.[0].extensions.category)
      .toBe("graphql-authentication");
  });
});

describe("updateCustomerPhoneNumber", () => {
  it("stores the number in E.164 form, unique per website", async () => {
    const customer = await b.newCustomer();
    const other = await b.newCustomer({ phone: "+1 212 555 0199" });
    const opts = { token: customer.token };
    expect(await b.data(UPDATE_PHONE, { phone: "+44 20 7946 0018" }, opts))
      .toEqual({ updateCustomerPhoneNumber: { customer: { phone_number: "+442079460018" } } });
    expect(await b.data(UPDATE_PHONE, { phone: "+442079460018" }, opts))
      .toEqual({ updateCustomerPhoneNumber: { customer: { phone_number: "+442079460018" } } });
    expect(await b.error(UPDATE_PHONE, { phone: "+1 (212) 555-0199" }, opts)).toEqual({
      message: "A customer with the same phone number already exists in an associated website.", category: "graphql-already-exists",
    });
    expect(await b.error(UPDATE_PHONE, { phone: "+0 123 456" }, opts))
      .toEqual({ message: "Enter the phone number in international format, e.g. +447700900123.", category: "graphql-input" });
    expect(await b.error(UPDATE_PHONE, { phone: " " }, opts)).toEqual({ message: 'Specify the "phone_number" value.', category: "graphql-input" });
    expect((await b.data(ME, undefined, { token: other.token })).customer.phone_number).toBe("+12125550199");
  });
});
