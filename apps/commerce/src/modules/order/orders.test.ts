import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { CU, insertCustomers, insertOrders, ORDERS } from "../../test/customer-fixtures.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
  await insertCustomers(b.database.db);
  await insertOrders(b.database.db);
});
afterAll(() => b.close());

const owner = { customer: CU.owner };
const LIST = `query($filter: CustomerOrdersFilterInput, $page: Int, $size: Int) { customer { orders(filter: $filter, currentPage: $page, pageSize: $size) {
  total_count page_info { current_page page_size total_pages } items { number status order_date } } } }`;
const orders = async (variables: Record<string, unknown> = {}, opts: { customer?: number; store?: string } = owner) =>
  (await b.data(LIST, variables, opts)).customer.orders;
const numbers = (page: { items: { number: string }[] }) => page.items.map((o) => o.number);

describe("customer.orders", () => {
  it("lists the customer's orders of this store view, newest first, with Magento's paging", async () => {
    expect(await orders()).toEqual({
      total_count: 3,
      page_info: { current_page: 1, page_size: 20, total_pages: 1 },
      items: [
        { number: ORDERS.pending, status: "Pending", order_date: "2026-07-20 10:00:00" },
        { number: ORDERS.euro, status: "Processing", order_date: "2026-05-10 10:00:00" },
        { number: ORDERS.complete, status: "Complete", order_date: "2026-03-01 10:00:00" },
      ],
    });
    const second = await orders({ page: 2, size: 2 });
    expect(numbers(second)).toEqual([ORDERS.complete]);
    expect(second.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 });
    expect(numbers(await orders({}, { ...owner, store: "uus_2" }))).toEqual([ORDERS.usStore]);
    expect(numbers(await orders({}, { customer: CU.other }))).toEqual([ORDERS.others]);
  });

  it("finds one order by number, and none of another customer's", async () => {
    expect(numbers(await orders({ filter: { number: { eq: ORDERS.euro } } }))).toEqual([ORDERS.euro]);
    expect(await orders({ filter: { number: { eq: ORDERS.others } } })).toMatchObject({ total_count: 0, items: [] });
    expect(numbers(await orders({ filter: { number: { in: [ORDERS.complete, ORDERS.others, ORDERS.usStore] } } }))).toEqual([ORDERS.complete]);
    expect(numbers(await orders({ filter: { number: { match: "t-100" } } }))).toHaveLength(3);
    expect(numbers(await orders({ filter: { number: { match: "%" } } }))).toHaveLength(3);
    expect(numbers(await orders({ filter: { number: { in: [] } } }))).toEqual([]);
  });

  it("answers an order's lines, totals, addresses, delivery and payment", async () => {
    const { customer } = await b.data(`query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items {
      id number increment_id order_number created_at grand_total carrier shipping_method
      items { __typename id product_name product_sku product_type product_url_key status product_sale_price { value currency }
        quantity_ordered quantity_invoiced quantity_shipped quantity_refunded quantity_canceled quantity_returned
        discounts { label amount { value } } selected_options { label value } entered_options { label value } }
      total { subtotal { value currency } grand_total { value currency } base_grand_total { value currency }
        total_shipping { value } total_tax { value } discounts { label amount { value currency } } taxes { title rate amount { value } }
        shipping_handling { total_amount { value } amount_excluding_tax { value } amount_including_tax { value } taxes { rate amount { value } } discounts { amount { value } } } }
      shipping_address { firstname lastname street city postcode country_code region region_id telephone company }
      billing_address { street }
      payment_methods { name type additional_data { name value } }
    } } } }`, { n: ORDERS.complete }, owner);
    const [order] = customer.orders.items;
    expect(order).toMatchObject({
      id: Buffer.from("970101").toString("base64"), number: ORDERS.complete, increment_id: ORDERS.complete,
      order_number: ORDERS.complete, created_at: "2026-03-01 10:00:00", grand_total: 164.34,
      carrier: "Flat Rate", shipping_method: "Flat Rate - Fixed",
      total: {
        subtotal: { value: 150, currency: "GBP" }, grand_total: { value: 164.34, currency: "GBP" },
        base_grand_total: { value: 164.34, currency: "GBP" }, total_shipping: { value: 4.95 }, total_tax: { value: 27.39 },
        discounts: [{ label: "WELCOME10", amount: { value: 18, currency: "GBP" } }], taxes: [{ title: "VAT", rate: 20, amount: { value: 27.39 } }],
        // The gb store's prices include 20 % VAT: the 4.95 shipping holds 0.82 of it.
        shipping_handling: {
          total_amount: { value: 4.95 }, amount_excluding_tax: { value: 4.13 }, amount_including_tax: { value: 4.95 },
          taxes: [{ rate: 20, amount: { value: 0.82 } }], discounts: [],
        },
      },
      shipping_address: {
        firstname: "Olivia", lastname: "Owner", street: ["1 Bond Street", "Flat 2"], city: "London", postcode: "W1S 1AA",
        country_code: "GB", region: null, region_id: null, telephone: "+442071234567", company: null,
      },
      billing_address: { street: ["1 Bond Street"] },
      payment_methods: [{ name: "Check / Money order", type: "checkmo", additional_data: [{ name: "payable_to", value: "Maison" }] }],
    });
    expect(order.items).toEqual([
      {
        __typename: "OrderItem", id: expect.any(String), product_name: "Night Serum", product_sku: "MSN-SERUM", product_type: "simple",
        product_url_key: "cart-simple", status: "Shipped", product_sale_price: { value: 60, currency: "GBP" },
        quantity_ordered: 2, quantity_invoiced: 2, quantity_shipped: 2, quantity_refunded: 0, quantity_canceled: 0, quantity_returned: 0,
        discounts: [{ label: "WELCOME10", amount: { value: 12 } }], selected_options: [], entered_options: [],
      },
      expect.objectContaining({
        product_name: "Lipstick", product_url_key: null, quantity_ordered: 1, selected_options: [{ label: "Colour", value: "Red" }],
      }),
    ]);
  });

  it("keeps an order's own currency and gives its grand total in the store's base currency too", async () => {
    const { customer } = await b.data(`{ customer { orders(filter: { number: { eq: "${ORDERS.euro}" } }) { items {
      items { status quantity_invoiced quantity_shipped } total { grand_total { value currency } base_grand_total { value currency } }
      shipping_address { city } payment_methods { name } carrier shipping_method } } } }`, undefined, owner);
    expect(customer.orders.items[0]).toEqual({
      items: [{ status: "Invoiced", quantity_invoiced: 1, quantity_shipped: 0 }],
      total: { grand_total: { value: 117, currency: "EUR" }, base_grand_total: { value: 100, currency: "GBP" } },
      shipping_address: null, payment_methods: [], carrier: null, shipping_method: null,
    });
  });

  it("refuses guests and bad paging with Magento's errors", async () => {
    expect(await b.error("{ customer { orders { total_count } } }"))
      .toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
    expect(await b.error("{ customer { orders(currentPage: 0) { total_count } } }", undefined, owner))
      .toEqual({ message: "currentPage value must be greater than 0.", category: "graphql-input" });
    expect(await b.error("{ customer { orders(pageSize: 0) { total_count } } }", undefined, owner))
      .toEqual({ message: "pageSize value must be greater than 0.", category: "graphql-input" });
  });
});
