import { requireCustomerId } from "../../core/current-customer.ts";
import type { CountryCodeEnum, Resolvers } from "../../core/generated/resolvers.ts";
import { createAddress, customerDefaults, deleteAddress, listAddresses, updateAddress, type BookAddress } from "./service.ts";

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    CustomerAddress: BookAddress;
  }
}

const idText = (id: number | null) => (id === null ? null : String(id));

export const resolvers: Resolvers = {
  Customer: {
    addresses: (customer, _a, ctx) => listAddresses(ctx, customer.id),
    default_billing: async (customer, _a, ctx) => idText((await customerDefaults(ctx, customer.id)).defaultBillingId),
    default_shipping: async (customer, _a, ctx) => idText((await customerDefaults(ctx, customer.id)).defaultShippingId),
  },
  Mutation: {
    createCustomerAddress: (_, args, ctx) => createAddress(ctx, requireCustomerId(ctx), args.input),
    updateCustomerAddress: (_, args, ctx) => updateAddress(ctx, requireCustomerId(ctx), args.id, args.input),
    deleteCustomerAddress: (_, args, ctx) => deleteAddress(ctx, requireCustomerId(ctx), args.id),
  },
  CustomerAddress: {
    id: (a) => a.id,
    customer_id: (a) => a.customerId,
    firstname: (a) => a.firstname,
    middlename: (a) => a.middlename,
    lastname: (a) => a.lastname,
    prefix: (a) => a.prefix,
    suffix: (a) => a.suffix,
    company: (a) => a.company,
    street: (a) => a.street,
    city: (a) => a.city,
    region: (a) => ({ region: a.region, region_code: a.regionCode, region_id: a.regionId }),
    region_id: (a) => a.regionId,
    postcode: (a) => a.postcode,
    // Stored codes were sent as CountryCodeEnum values.
    country_code: (a) => a.countryCode as CountryCodeEnum,
    country_id: (a) => a.countryCode,
    telephone: (a) => a.telephone,
    fax: (a) => a.fax,
    vat_id: (a) => a.vatId,
    default_billing: (a) => a.defaultBilling,
    default_shipping: (a) => a.defaultShipping,
    extension_attributes: () => [],
    custom_attributes: () => [],
  },
};
