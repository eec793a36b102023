import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { CU, insertCustomers } from "../../test/customer-fixtures.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
  await insertCustomers(b.database.db);
});
afterAll(() => b.close());

const owner = { customer: CU.owner };
const FIELDS = `id firstname middlename lastname prefix suffix company street city postcode country_code country_id telephone fax
  vat_id region { region region_code region_id } region_id default_billing default_shipping extension_attributes { value } custom_attributes { value }`;
const CREATE = `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteCustomerAddress(id: $id) }`;
const BOOK = `{ customer { default_billing default_shipping addresses { id street city default_billing default_shipping } } }`;

const US = {
  firstname: "Olivia", lastname: "Owner", street: ["1 Main Street"], city: "New York", postcode: "10001",
  country_code: "US", telephone: "+12125550100", region: { region_id: 33 },
};

async function create(input: Record<string, unknown>, opts = owner) {
  return (await b.data(CREATE, { input }, opts)).createCustomerAddress;
}

describe("createCustomerAddress", () => {
  it("stores the address with the directory's region and answers it in Magento's shape", async () => {
    const created = await create({
      ...US, middlename: "M", prefix: "Ms", suffix: "Jr", company: "Maison", fax: "+12125550199", vat_id: "GB123",
      street: ["  1 Main Street ", "", "Apt 4", null, "Midtown", "Back door"], region: { region_code: "ny" },
    });
    expect(created).toEqual({
      id: expect.any(Number), firstname: "Olivia", middlename: "M", lastname: "Owner", prefix: "Ms", suffix: "Jr",
      company: "Maison", street: ["1 Main Street", "Apt 4", "Midtown", "Back door"], city: "New York", postcode: "10001",
      country_code: "US", country_id: "US", telephone: "+12125550100", fax: "+12125550199", vat_id: "GB123",
      region: { region: "New York", region_code: "NY", region_id: 33 }, region_id: 33,
      default_billing: false, default_shipping: false, extension_attributes: [], custom_attributes: [],
    });
  });

  it("makes a new address the default billing and shipping address when asked", async () => {
    const created = await create({ ...US, street: ["2 Default Road"], default_billing: true, default_shipping: true });
    expect(created).toMatchObject({ default_billing: true, default_shipping: true });
    const { customer } = await b.data(BOOK, undefined, owner);
    expect(customer.default_billing).toBe(String(created.id));
    expect(customer.default_shipping).toBe(String(created.id));
    expect(customer.addresses.filter((a: any) => a.default_billing).map((a: any) => a.id)).toEqual([created.id]);
  });

  it("keeps free-text regions where the directory has none, and the postcode optional where Magento does", async () => {
    const created = await create({ ...US, country_code: "GB", postcode: null, region: { region: "Greater London" }, city: "London" });
    expect(created).toMatchObject({ country_code: "GB", postcode: null, region: { region: "Greater London", region_code: "Greater London", region_id: null } });
    const legacy = await create({ ...US, country_code: undefined, country_id: "MX", region: { region_id: 101 } });
    expect(legacy).toMatchObject({ country_code: "MX", region: { region_id: 101, region_code: "AGU" } });
  });

  it("names the required fields that are missing, as Magento does", async () => {
    expect(await b.error(CREATE, { input: { firstname: "Olivia" } }, owner))
      .toEqual({ message: "Required parameters are missing: lastname, street, city, country_id, telephone", category: "graphql-input" });
    expect(await b.error(CREATE, { input: { ...US, street: ["", "  "], telephone: " " } }, owner))
      .toEqual({ message: "Required parameters are missing: street, telephone", category: "graphql-input" });
    expect(await b.error(CREATE, { input: {} }, owner)).toEqual({ message: '"input" value should be specified', category: "graphql-input" });
  });

  it("refuses custom attributes, of which none are defined, and stores nothing", async () => {
    const before = (await b.data(BOOK, undefined, owner)).customer.addresses.length;
    expect(await b.error(CREATE, { input: { ...US, custom_attributes: [{ attribute_code: "floor", value: "3" }] } }, owner))
      .toMatchObject({ message: '"floor" is not a customer address attribute.', category: "graphql-input" });
    expect((await b.data(BOOK, undefined, owner)).customer.addresses).toHaveLength(before);
    expect((await create({ ...US, custom_attributes: [] })).custom_attributes).toEqual([]);
  });

  it("refuses more than four street lines and over-long fields", async () => {
    expect((await b.error(CREATE, { input: { ...US, street: ["a", "b", "c", "d", "e"] } }, owner)).message)
      .toBe('"Street Address" cannot contain more than 4 lines.');
    expect((await b.error(CREATE, { input: { ...US, street: ["x".repeat(256)] } }, owner)).message)
      .toBe('"Street Address" length must be equal or less than 255 characters.');
    expect((await b.error(CREATE, { input: { ...US, firstname: "é".repeat(256) } }, owner)).message)
      .toBe('"First Name" length must be equal or less than 255 characters.');
    expect((await b.error(CREATE, { input: { ...US, prefix: "p".repeat(41) } }, owner)).message)
      .toBe('"Name Prefix" length must be equal or less than 40 characters.');
    expect((await b.error(CREATE, { input: { ...US, country_code: "GB", region: { region: "r".repeat(256) } } }, owner)).message)
      .toBe('"State/Province" length must be equal or less than 255 characters.');
    expect((await b.data(CREATE, { input: { ...US, firstname: "é".repeat(255) } }, owner)).createCustomerAddress.firstname).toHaveLength(255);
  });

  it("checks the postcode, the country and the region against the directory with Magento's messages", async () => {
    const error = async (input: Record<string, unknown>) => b.error(CREATE, { input: { ...US, ...input } }, owner);
    expect(await error({ postcode: "" })).toEqual({ message: '"postcode" is required. Enter and try again.', category: "graphql-input" });
    expect((await error({ country_code: "AN" })).message).toBe('Invalid value of "AN" provided for the countryId field.');
    expect((await error({ region: null })).message).toBe('"regionId" is required. Enter and try again.');
    expect((await error({ region: { region: "New York" } })).message).toBe('"regionId" is required. Enter and try again.');
    expect((await error({ region: { region_id: 101 } })).message).toBe('Invalid value of "101" provided for the regionId field.');
    expect((await error({ region: { region_id: 999999 } })).message).toBe('Invalid value of "999999" provided for the regionId field.');
    expect((await error({ region: { region_code: "JAL" } })).message).toBe('Invalid value of "JAL" provided for the regionCode field.');
    expect((await error({ region: { region_id: 33, region_code: "CA" } })).message).toBe('Invalid value of "CA" provided for the regionCode field.');
    expect((await error({ country_code: "GB", region: { region_id: 33 } })).message).toBe('Invalid value of "33" provided for the regionId field.');
    expect((await b.call(CREATE, { input: { ...US, country_code: "XX" } }, owner)).errors?.[0].extensions.category).toBe("graphql-input");
  });
});

describe("updateCustomerAddress", () => {
  it("changes only the fields given and keeps the rest", async () => {
    const { id } = await create({ ...US, street: ["3 Patch Lane", "Flat 1"], company: "Maison" });
    const updated = (await b.data(UPDATE, { id, input: { city: " Brooklyn ", company: null } }, owner)).updateCustomerAddress;
    expect(updated).toMatchObject({ id, city: "Brooklyn", company: null, street: ["3 Patch Lane", "Flat 1"], region: { region_id: 33 } });
  });

  it("sets and clears the defaults", async () => {
    const first = await create({ ...US, street: ["4 First Street"] });
    const second = await create({ ...US, street: ["5 Second Street"] });
    await b.data(UPDATE, { id: first.id, input: { default_billing: true, default_shipping: true } }, owner);
    const moved = (await b.data(UPDATE, { id: second.id, input: { default_shipping: true } }, owner)).updateCustomerAddress;
    expect(moved).toMatchObject({ default_billing: false, default_shipping: true });
    let { customer } = await b.data(BOOK, undefined, owner);
    expect([customer.default_billing, customer.default_shipping]).toEqual([String(first.id), String(second.id)]);
    // false on an address that is not the default leaves the default alone; on the default it clears it.
    await b.data(UPDATE, { id: second.id, input: { default_billing: false } }, owner);
    await b.data(UPDATE, { id: first.id, input: { default_billing: false } }, owner);
    ({ customer } = await b.data(BOOK, undefined, owner));
    expect([customer.default_billing, customer.default_shipping]).toEqual([null, String(second.id)]);
  });

  it("drops the old region when the country changes and checks the new one", async () => {
    const { id } = await create(US);
    expect((await b.error(UPDATE, { id, input: { country_code: "MX" } }, owner)).message).toBe('"regionId" is required. Enter and try again.');
    const moved = (await b.data(UPDATE, { id, input: { country_code: "GB", postcode: "SW1A 1AA" } }, owner)).updateCustomerAddress;
    expect(moved).toMatchObject({ country_code: "GB", region: { region: null, region_code: null, region_id: null }, region_id: null });
  });

  it("answers bad ids and inputs with Magento's errors", async () => {
    const { id } = await create(US);
    expect(await b.error(UPDATE, { id, input: { city: "", firstname: null } }, owner))
      .toEqual({ message: "Required parameters are missing: firstname, city", category: "graphql-input" });
    expect(await b.error(UPDATE, { id: 0, input: { city: "X" } }, owner))
      .toEqual({ message: 'Address "id" value must be specified', category: "graphql-input" });
    expect(await b.error(UPDATE, { id }, owner)).toEqual({ message: '"input" value must be specified', category: "graphql-input" });
    expect(await b.error(UPDATE, { id, input: {} }, owner)).toEqual({ message: '"input" value must be specified', category: "graphql-input" });
    expect(await b.error(UPDATE, { id: 2147483600, input: { city: "X" } }, owner))
      .toEqual({ message: 'Could not find a address with ID "2147483600"', category: "graphql-no-such-entity" });
  });
});

describe("deleteCustomerAddress", () => {
  it("deletes an address, but not a default one", async () => {
    const billing = await create({ ...US, default_billing: true });
    const shipping = await create({ ...US, default_shipping: true });
    const plain = await create(US);
    expect(await b.error(DELETE, { id: billing.id }, owner)).toEqual({
      message: `Customer Address ${billing.id} is set as default billing address and can not be deleted`, category: "graphql-input",
    });
    expect(await b.error(DELETE, { id: shipping.id }, owner)).toEqual({
      message: `Customer Address ${shipping.id} is set as default shipping address and can not be deleted`, category: "graphql-input",
    });
    expect((await b.data(DELETE, { id: plain.id }, owner)).deleteCustomerAddress).toBe(true);
    const ids = (await b.data(BOOK, undefined, owner)).customer.addresses.map((a: any) => a.id);
    expect(ids).toEqual(expect.arrayContaining([billing.id, shipping.id]));
    expect(ids).not.toContain(plain.id);
    expect(await b.error(DELETE, { id: plain.id }, owner))
      .toEqual({ message: `Could not find a address with ID "${plain.id}"`, category: "graphql-no-such-entity" });
    expect(await b.error(DELETE, { id: 0 }, owner)).toEqual({ message: 'Address "id" value should be specified', category: "graphql-input" });
  });
});
