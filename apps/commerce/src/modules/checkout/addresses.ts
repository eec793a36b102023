import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { GraphQlAuthorizationError, GraphQlInputError, GraphQlNoSuchEntityError } from "../../core/errors.ts";
import type {
  BillingAddressInput, CartAddressInput, CountryCodeEnum, ShippingAddressInput, ShippingMethodInput,
} from "../../core/generated/resolvers.ts";
import { requireCartId, type CartContext, type CartRow } from "../cart/access.ts";
import { changeCart } from "../cart/service.ts";
import { cartAddresses } from "../cart/tables.ts";
import { cartView } from "../cart/view.ts";
import { customerAddresses } from "../customer/tables.ts";
import { addressValues, type AddressValues } from "../customer-address/validation.ts";

type AddressInsert = typeof cartAddresses.$inferInsert;

const email = z.string().trim().max(254).email();

/** setGuestEmailOnCart: guests only; Magento's messages. */
export async function setGuestEmail(ctx: CartContext, cartId: string, address: string): Promise<CartRow> {
  if (ctx.customerId !== null) {
    throw new GraphQlInputError("The request is not allowed for logged in customers");
  }
  const parsed = email.safeParse(address);
  if (!parsed.success) throw new GraphQlInputError("Invalid email format");
  return changeCart(ctx, requireCartId(cartId), async () => ({ email: parsed.data }));
}

/** A typed address, checked as the address book checks one (required fields, lengths, country, region). */
async function typedAddress(ctx: CartContext, input: CartAddressInput): Promise<AddressValues> {
  return addressValues(ctx, {
    firstname: input.firstname, lastname: input.lastname, company: input.company, street: input.street, city: input.city,
    postcode: input.postcode, telephone: input.telephone, country_code: input.country_code.trim().toUpperCase() as CountryCodeEnum,
    region: input.region_id || input.region ? { region_id: input.region_id, region: input.region } : undefined,
  });
}

/** An address of the caller's own address book; any other id is not found for them. */
async function bookAddress(ctx: CartContext, id: number): Promise<AddressValues & { id: number }> {
  if (ctx.customerId === null) throw new GraphQlAuthorizationError("The current customer isn't authorized.");
  const [row] = await ctx.db.select().from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, ctx.customerId)));
  if (!row) throw new GraphQlNoSuchEntityError(`Could not find a address with ID "${id}"`);
  return row;
}

/** The row an address input makes: a book address by id, or a typed one. Magento refuses both or neither. */
async function addressRow(
  ctx: CartContext, cart: CartRow, kind: "shipping" | "billing",
  input: { address?: CartAddressInput | null; customer_address_id?: number | null },
): Promise<AddressInsert> {
  const hasId = input.customer_address_id !== null && input.customer_address_id !== undefined;
  if (hasId && input.address) {
    throw new GraphQlInputError(`The ${kind} address cannot contain "customer_address_id" and "address" at the same time.`);
  }
  if (!hasId && !input.address) {
    throw new GraphQlInputError(`The ${kind} address must contain either "customer_address_id" or "address".`);
  }
  const values = hasId ? await bookAddress(ctx, input.customer_address_id!) : await typedAddress(ctx, input.address!);
  return {
    cartId: cart.id, kind, customerAddressId: hasId ? input.customer_address_id! : null,
    firstname: values.firstname, lastname: values.lastname, company: values.company, street: values.street, city: values.city,
    regionId: values.regionId, region: values.region, regionCode: values.regionCode, postcode: values.postcode,
    countryCode: values.countryCode, telephone: values.telephone,
    // Magento's default is true; only customers have a book to save to.
    saveInAddressBook: !hasId && cart.customerId !== null && input.address?.save_in_address_book !== false,
  };
}

async function replaceAddress(ctx: CartContext, cart: CartRow, row: AddressInsert): Promise<void> {
  await ctx.db.delete(cartAddresses).where(and(eq(cartAddresses.cartId, cart.id), eq(cartAddresses.kind, row.kind)));
  await ctx.db.insert(cartAddresses).values(row);
}

/** setShippingAddressesOnCart: one address (a cart ships to one); a new address drops the chosen method. */
export async function setShippingAddresses(ctx: CartContext, cartId: string, inputs: readonly (ShippingAddressInput | null)[]) {
  const list = inputs.filter((i): i is ShippingAddressInput => i !== null);
  if (list.length === 0) throw new GraphQlInputError('Required parameter "shipping_addresses" is missing');
  if (list.length > 1) throw new GraphQlInputError("You cannot specify multiple shipping addresses.");
  const [input] = list as [ShippingAddressInput];
  if (input.pickup_location_code) throw new GraphQlInputError("In-store pickup is not available.");
  return changeCart(ctx, requireCartId(cartId), async (tx, cart, lines) => {
    if (lines.size === 0) throw new GraphQlInputError("The shipping address cannot be set on an empty cart.");
    if ((await cartView(tx, cart)).isVirtual) {
      throw new GraphQlInputError("Shipping address is not allowed on cart: cart contains no items for shipment.");
    }
    await replaceAddress(tx, cart, await addressRow(tx, cart, "shipping", input));
  });
}

/** setBillingAddressOnCart: a book or typed address, or a copy of the shipping one (same_as_shipping). */
export async function setBillingAddress(ctx: CartContext, cartId: string, input: BillingAddressInput) {
  return changeCart(ctx, requireCartId(cartId), async (tx, cart) => {
    const sameAsShipping = input.same_as_shipping === true || input.use_for_shipping === true;
    if (input.same_as_shipping && !input.address && (input.customer_address_id === null || input.customer_address_id === undefined)) {
      const [shipping] = await tx.db.select().from(cartAddresses)
        .where(and(eq(cartAddresses.cartId, cart.id), eq(cartAddresses.kind, "shipping")));
      if (!shipping) throw new GraphQlInputError("The shipping address is missing. Set the address and try again.");
      const { id: _id, carrierCode: _c, methodCode: _m, ...copy } = shipping;
      await replaceAddress(tx, cart, { ...copy, kind: "billing", sameAsShipping: true, saveInAddressBook: false });
      return;
    }
    const row = await addressRow(tx, cart, "billing", input);
    await replaceAddress(tx, cart, { ...row, sameAsShipping });
    if (sameAsShipping) {
      if ((await cartView(tx, cart)).isVirtual) {
        throw new GraphQlInputError("Shipping address is not allowed on cart: cart contains no items for shipment.");
      }
      await replaceAddress(tx, cart, { ...row, kind: "shipping", saveInAddressBook: false });
    }
  });
}

/** setShippingMethodsOnCart: one of the shipping address's available methods. */
export async function setShippingMethod(ctx: CartContext, cartId: string, inputs: readonly (ShippingMethodInput | null)[]) {
  const list = inputs.filter((i): i is ShippingMethodInput => i !== null);
  if (list.length === 0) throw new GraphQlInputError('Required parameter "shipping_methods" is missing');
  if (list.length > 1) throw new GraphQlInputError("You cannot specify multiple shipping methods.");
  const [method] = list as [ShippingMethodInput];
  const carrier = method.carrier_code.trim();
  const code = method.method_code.trim();
  if (!carrier) throw new GraphQlInputError('Required parameter "carrier_code" is missing.');
  if (!code) throw new GraphQlInputError('Required parameter "method_code" is missing.');
  return changeCart(ctx, requireCartId(cartId), async (tx, cart) => {
    const [address] = await tx.db.select().from(cartAddresses)
      .where(and(eq(cartAddresses.cartId, cart.id), eq(cartAddresses.kind, "shipping")));
    if (!address) throw new GraphQlInputError("The shipping address is missing. Set the address and try again.");
    const view = await cartView(tx, cart);
    if (!view.shippingRates.some((r) => r.carrierCode === carrier && r.methodCode === code)) {
      throw new GraphQlInputError(`Carrier with such method not found: ${carrier}, ${code}`);
    }
    await tx.db.update(cartAddresses).set({ carrierCode: carrier, methodCode: code }).where(eq(cartAddresses.id, address.id));
  });
}
