import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildMagentoSchema } from "@maison/graphql-schema";
import { parse, type GraphQLSchema } from "graphql";
import { compareSchemas, lackingFrom, missingFrom, type Scope } from "./compat.ts";
import { buildServedSdlSchema, loadSdlFiles, type SdlKind } from "./index.ts";

// The Magento reference lives next to the repository checkout, not in it.
const referenceDir = path.resolve(import.meta.dirname, "../../../../../shared/magento-graphql");
const hasReference = existsSync(path.join(referenceDir, "schema.graphql"));

const read = (file: string) => readFileSync(path.join(referenceDir, file), "utf8");
const files = loadSdlFiles();
const sdlOf = (...kinds: SdlKind[]) => files.filter((f) => kinds.includes(f.kind)).map((f) => f.sdl);

/** Type and field names declared by the given files, so a check can be limited to them. */
function declaredIn(sdl: string[]): Scope {
  const names = new Set<string>();
  for (const source of sdl) {
    for (const def of parse(source).definitions) {
      if (!("name" in def) || !def.name) continue;
      names.add(def.name.value);
      const members = "fields" in def ? def.fields : "values" in def ? def.values : undefined;
      for (const m of members ?? []) names.add(`${def.name.value}.${m.name.value}`);
    }
  }
  return (type, field) => names.has(field === undefined ? type : `${type}.${field}`);
}

const report = (problems: string[]) => (problems.length ? `\n  ${problems.join("\n  ")}` : "");

/**
 * The only Magento 2.4.4 API the backend may lack: features it has not built yet, by their Query and Mutation fields
 * and by the fields through which a served type reaches them. Every other field, argument, enum value and
 * implementation of a type it serves must be there.
 */
const NOT_BUILT: Record<string, string[]> = {
  // Whether an address has an account is not told to anonymous callers (account enumeration); registration answers
  // a taken address with its own message instead.
  "e-mail availability": ["Query.isEmailAvailable"],
  "compare lists": [
    "Query.compareList", "Mutation.createCompareList", "Mutation.addProductsToCompareList",
    "Mutation.removeProductsFromCompareList", "Mutation.deleteCompareList", "Mutation.assignCompareListToCustomer",
    "Customer.compare_list",
  ],
  // Downloadable products: the catalogue sells none.
  "downloadable products": ["Query.customerDownloadableProducts", "OrderItemInterface <- DownloadableOrderItem"],
  payments: [
    "Query.customerPaymentTokens", "Query.getHostedProUrl", "Query.getPayflowLinkToken",
    "Mutation.deletePaymentToken",
    "Mutation.createBraintreeClientToken", "Mutation.createPayflowProToken", "Mutation.handlePayflowProResponse",
    "Mutation.createPaypalExpressToken",
  ],
  // Orders: reordering, the older order list, and bundle lines in a type of their own (checkout writes them as plain
  // lines).
  "checkout and orders": [
    "Query.customerOrders", "Mutation.reorderItems", "OrderItemInterface <- BundleOrderItem",
  ],
  // Invoices, shipments, credit memos and order comments: no back office issues them yet.
  "order documents": ["CustomerOrder.invoices", "CustomerOrder.shipments", "CustomerOrder.credit_memos", "CustomerOrder.comments"],
  // Gift messages: the cart refuses them (StoreConfig says they are off), so no order carries one.
  "gift messages": ["CustomerOrder.gift_message"],
  "in-store pickup": ["Query.pickupLocations"],
  // StoreConfig.send_friend says it is off.
  "e-mail to a friend": ["Mutation.sendEmailToFriend"],
  // Staff signing in as a customer: Adobe's tokens for admins.
  "login as customer": ["Mutation.generateCustomerTokenAsAdmin"],
};
const notBuilt = new Set(Object.values(NOT_BUILT).flat());

describe.skipIf(!hasReference)("served schema vs Magento's (needs the reference in ../shared/magento-graphql)", () => {
  let magento: GraphQLSchema;
  const magentoCore = () => (magento ??= buildMagentoSchema([read("schema.graphql"), read("runtime-eav.graphql")]));
  const adobe = (version: string) => buildMagentoSchema([read(`adobe-commerce/adobe-commerce-${version}.graphql`)]);
  const served = buildServedSdlSchema();

  it("serves Magento's names with Magento's types wherever both have them", () => {
    expect(report(compareSchemas(served, magentoCore()))).toBe("");
  });

  it("serves all of Magento 2.4.4's API on the types it serves, but for features not built yet", () => {
    const lacking = lackingFrom(served, magentoCore());
    expect(report(lacking.filter((name) => !notBuilt.has(name)))).toBe("");
    // An entry that is served (or misspelt) would hide nothing; drop it once the feature is built.
    expect(report([...notBuilt].filter((name) => !lacking.includes(name)))).toBe("");
  });

  it("declares nothing in the Magento-subset files that Magento 2.4.4 lacks", () => {
    const core = buildMagentoSchema(sdlOf("core"));
    const scope = declaredIn(sdlOf("core"));
    expect(report(missingFrom(core, magentoCore(), scope))).toBe("");
  });

  it("keeps the newer core fields as Magento 2.4.7+ declares them", () => {
    const scope = declaredIn(sdlOf("newer-core"));
    for (const version of ["2.4.7", "2.4.8"]) {
      const ref = adobe(version);
      expect(report(missingFrom(served, ref, scope)), version).toBe("");
      expect(report(compareSchemas(served, ref, scope)), version).toBe("");
    }
  });

  it("gives extension names that Adobe Commerce also has (GiftCardProduct …) Adobe's types", () => {
    const scope = declaredIn(sdlOf("extensions"));
    expect(report(compareSchemas(served, adobe("2.4.8"), scope))).toBe("");
  });

  it("lets clients load the extension SDL on top of Magento's reference", () => {
    const schema = buildMagentoSchema([
      read("schema.graphql"),
      read("runtime-eav.graphql"),
      ...sdlOf("newer-core", "catalog-attributes", "extensions"),
    ]);
    const product = schema.getType("SimpleProduct");
    expect(product && "getFields" in product && Object.keys(product.getFields())).toEqual(
      expect.arrayContaining(["brands", "size", "color", "sku"]),
    );
    expect(schema.getType("GiftCardProduct")).toBeDefined();
  });
});
