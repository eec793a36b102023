import { GraphQlInputError } from "../../core/errors.ts";
import type { Resolvers } from "../../core/generated/resolvers.ts";
import { toMoney } from "../../core/money.ts";
import type { CartRow } from "../cart/access.ts";
import type { ShippingRate } from "../cart/shipping.ts";
import { cartView } from "../cart/view.ts";
import { setBillingAddress, setGuestEmail, setShippingAddresses, setShippingMethod } from "./addresses.ts";
import { cartForUser, requireCartId } from "../cart/access.ts";
import { externalCheckoutUrl } from "./external.ts";
import { checkReturnUrl, createSession, hostedCardConfig } from "./hosted-card.ts";
import { availablePaymentMethods, selectedPaymentMethod, setPaymentMethod } from "./payment-methods.ts";
import { placeOrder, PlaceOrderFailure, type OrderRow, type Placed } from "./place-order.ts";

/** placeOrder's answer: the order, or why there is none. */
export interface PlaceOrderResult {
  placed: Placed | null;
  failure: PlaceOrderFailure | null;
}

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    PlaceOrderOutput: PlaceOrderResult;
    Order: OrderRow;
  }
}

const withCart = (cart: CartRow) => ({ cart });

function requireInput<Input>(input: Input | null | undefined): Input {
  if (!input) throw new GraphQlInputError('Required parameter "cart_id" is missing');
  return input;
}

const log = { warn: (message: string) => process.stderr.write(`checkout: ${message}\n`) };

async function place(ctx: Parameters<typeof placeOrder>[0], cartId: string): Promise<PlaceOrderResult> {
  try {
    return { placed: await placeOrder(ctx, cartId, log), failure: null };
  } catch (error) {
    if (error instanceof PlaceOrderFailure) return { placed: null, failure: error };
    throw error;
  }
}

const rateOf = (ctx: { currency: string; store: { baseCurrency: string } }, r: ShippingRate) => ({
  carrier_code: r.carrierCode,
  carrier_title: r.carrierTitle,
  method_code: r.methodCode,
  method_title: r.methodTitle,
  amount: toMoney(r.amount, ctx.currency),
  base_amount: toMoney(r.baseAmount, ctx.store.baseCurrency),
});

export const resolvers: Resolvers = {
  Query: {
    checkoutAgreements: () => [],
    hostedCardConfig: (_, _a, ctx) => hostedCardConfig(ctx.cardPayments),
    checkoutUrl: async (_, args, ctx) => {
      const cart = await cartForUser(ctx, requireCartId(args.cart_id));
      const base = args.base_url.trim();
      checkReturnUrl(base, ctx.storefrontOrigins, "base URL");
      return externalCheckoutUrl(ctx.externalCheckout, base, cart.maskedId, ctx.customerId === null ? null : ctx.token);
    },
  },
  Mutation: {
    setGuestEmailOnCart: async (_, args, ctx) => {
      const input = requireInput(args.input);
      return withCart(await setGuestEmail(ctx, input.cart_id, input.email));
    },
    setShippingAddressesOnCart: async (_, args, ctx) => {
      const input = requireInput(args.input);
      return withCart(await setShippingAddresses(ctx, input.cart_id, input.shipping_addresses));
    },
    setBillingAddressOnCart: async (_, args, ctx) => {
      const input = requireInput(args.input);
      return withCart(await setBillingAddress(ctx, input.cart_id, input.billing_address));
    },
    setShippingMethodsOnCart: async (_, args, ctx) => {
      const input = requireInput(args.input);
      return withCart(await setShippingMethod(ctx, input.cart_id, input.shipping_methods));
    },
    setPaymentMethodOnCart: async (_, args, ctx) => {
      const input = requireInput(args.input);
      return withCart(await setPaymentMethod(ctx, input.cart_id, input.payment_method));
    },
    setPaymentMethodAndPlaceOrder: async (_, args, ctx) => {
      const input = requireInput(args.input);
      await setPaymentMethod(ctx, input.cart_id, input.payment_method);
      return place(ctx, input.cart_id);
    },
    placeOrder: (_, args, ctx) => place(ctx, requireInput(args.input).cart_id),
    createHostedCardSession: (_, args, ctx) => createSession(ctx, args.input),
  },
  PlaceOrderOutput: {
    // Magento 2.4.4 fails the mutation with the reason; 2.4.7 clients read `errors` (and orderV2) instead.
    order: (r) => {
      if (!r.placed) throw new GraphQlInputError(r.failure?.message ?? "Unable to place order");
      return r.placed.order;
    },
    errors: (r) => (r.failure ? [{ code: r.failure.code, message: r.failure.message }] : []),
    orderV2: (r) => r.placed?.order ?? null,
  },
  Order: {
    order_number: (o) => o.number,
    order_id: (o) => o.number,
  },
  Cart: {
    available_payment_methods: (cart, _a, ctx) => availablePaymentMethods(ctx, cart),
    selected_payment_method: (cart) => selectedPaymentMethod(cart),
  },
  ShippingCartAddress: {
    available_shipping_methods: async (a, _a, ctx) =>
      (await cartView(ctx, a.cart)).shippingRates.map((r) => ({
        ...rateOf(ctx, r), available: true, error_message: null, price_excl_tax: toMoney(r.amount, ctx.currency),
        price_incl_tax: toMoney(r.amount, ctx.currency),
      })),
    selected_shipping_method: async (a, _a, ctx) => {
      const { shipping } = await cartView(ctx, a.cart);
      return shipping && rateOf(ctx, shipping);
    },
  },
};
