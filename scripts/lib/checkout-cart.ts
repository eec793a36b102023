// A guest cart ready for every checkout step, for `npm run bench:web`: one watch of the demo catalogue, an e-mail,
// a delivery address with its first method, billing as delivery. Made through the commerce API, as the steps' own
// server actions make it; the storefront then finds it by its cookie, as a shopper's browser sends it.

/** A watch with plenty of stock in the demo catalogue (a simple product). */
const PRODUCT = "ELE-004657";

async function call<T>(graphqlUrl: string, store: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", store },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`Checkout cart: ${body.errors?.map((e) => e.message).join("; ") ?? response.status}`);
  return body.data;
}

/** The masked id of a cart on `store` that every checkout step opens for. */
export async function checkoutReadyCart(graphqlUrl: string, store: string): Promise<string> {
  const { createEmptyCart: id } = await call<{ createEmptyCart: string }>(graphqlUrl, store, "mutation { createEmptyCart }");
  await call(graphqlUrl, store, "mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }", { id, sku: PRODUCT });
  await call(graphqlUrl, store, "mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: \"bench@example.com\" }) { cart { id } } }", { id });
  const { country } = await call<{ country: { available_regions?: { id: number }[] | null } }>(graphqlUrl, store, "{ country(id: \"GB\") { available_regions { id } } }");
  const regionId = country.available_regions?.[0]?.id;
  const address = {
    firstname: "Ada", lastname: "Lovelace", street: ["10 Downing Street"], city: "London", postcode: "SW1A 1AA", country_code: "GB",
    telephone: "+44 20 7946 0000", ...(regionId ? { region_id: regionId } : { region: "London" }),
  };
  type Shipped = { setShippingAddressesOnCart: { cart: { shipping_addresses: { available_shipping_methods: { carrier_code: string; method_code: string }[] }[] } } };
  const shipped = await call<Shipped>(
    graphqlUrl, store,
    "mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } } } }",
    { id, a: address },
  );
  const method = shipped.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods[0];
  if (!method) throw new Error("Checkout cart: no shipping method for the bench's address");
  await call(graphqlUrl, store, "mutation($id: String!, $m: ShippingMethodInput!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [$m] }) { cart { id } } }", { id, m: method });
  await call(graphqlUrl, store, "mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }", { id });
  return id;
}
