import { describe, expect, it } from "vitest";
import type { AccountCustomerQuery, AccountOrderQuery, AccountReviewsQuery, AccountStoreCreditQuery } from "@/lib/commerce/generated/graphql";
import { addressFormValues, toAddressInput, toCountries, toOrderDetail, toOrdersPage, toProfile, toRegions, toReviews, toStoreCredit } from "./mappers";
import { addressSchema } from "./schemas";

type ApiCustomer = NonNullable<AccountCustomerQuery["customer"]>;
type ApiAddress = NonNullable<NonNullable<ApiCustomer["addresses"]>[number]>;

const home: ApiAddress = {
  id: 11,
  firstname: "Amelia",
  lastname: "Hart",
  company: null,
  street: ["12 Chelsea Manor Street", "Flat 3", null],
  city: "London",
  postcode: "SW3 5RP",
  country_code: "GB",
  region: { region: null, region_code: null, region_id: null },
  telephone: "+447700900456",
  default_billing: false,
  default_shipping: false,
};
const office: ApiAddress = {
  ...home,
  id: 12,
  company: "Hart & Co",
  street: ["350 Fifth Avenue", "Suite 4100", "Midtown", "Reception"],
  city: "New York",
  country_code: "US",
  region: { region: "New York", region_code: "NY", region_id: 33 },
};

const customer: ApiCustomer = {
  email: "demo@example.com",
  firstname: "Amelia",
  lastname: "Hart",
  prefix: null,
  suffix: null,
  date_of_birth: "1990-04-01 00:00:00",
  gender: 2,
  taxvat: null,
  is_subscribed: true,
  phone_number: "+447700900456",
  default_billing: "12",
  default_shipping: "11",
  addresses: [home, null, office, { ...home, id: null }],
};

describe("customer → profile", () => {
  it("maps the fields, the addresses with their street parts and the defaults (by the customer's ids)", () => {
    const p = toProfile(customer);
    expect(p).toMatchObject({ email: "demo@example.com", firstname: "Amelia", dateOfBirth: "1990-04-01", gender: 2, subscribed: true, prefix: "", taxvat: "" });
    expect(p.addresses.map((a) => a.id)).toEqual([11, 12]);
    expect(p.defaultShipping?.id).toBe(11);
    expect(p.defaultBilling?.id).toBe(12);
    expect(p.defaultBilling).toMatchObject({ street: "350 Fifth Avenue", apartment: "Suite 4100", neighborhood: "Midtown", extra: "Reception", regionId: 33, region: "New York" });
    expect(p.defaultShipping).toMatchObject({ street: "12 Chelsea Manor Street", apartment: "Flat 3", neighborhood: "", extra: "" });
  });

  it("has no defaults when none is set", () => {
    const p = toProfile({ ...customer, default_billing: null, default_shipping: null, addresses: [] });
    expect(p.defaultBilling).toBeNull();
    expect(p.addresses).toEqual([]);
  });
});

describe("address form → CustomerAddressInput", () => {
  const values = (input: Parameters<typeof addressSchema.parse>[0]) => addressSchema.parse(input);
  const stored = toProfile(customer).addresses[1]!;

  it("composes the street lines, sends the region id and leaves id and extension attributes out", () => {
    const input = toAddressInput(values({ ...addressFormValues(stored), regionRequired: true, apartment: "" }));
    expect(input.street).toEqual(["350 Fifth Avenue", "Midtown", "Reception"]);
    expect(input.region).toEqual({ region_id: 33 });
    expect(input.country_code).toBe("US");
    expect(input).not.toHaveProperty("id");
    expect(input).not.toHaveProperty("extension_attributes");
    expect(input).not.toHaveProperty("__typename");
    expect(input).not.toHaveProperty("region_name");
  });

  it("sends a free-text region where the country lists none, and nothing when it is empty", () => {
    const gb = values({ ...addressFormValues(null, "GB"), firstname: "A", lastname: "B", telephone: "+44 20", street: "1 Way", city: "Leeds", region: "West Yorkshire" });
    expect(toAddressInput(gb).region).toEqual({ region: "West Yorkshire" });
    expect(toAddressInput({ ...gb, region: "" })).not.toHaveProperty("region");
    expect(toAddressInput(gb).company).toBeNull();
  });

  it("starts a new address in the given country, unchecked", () => {
    expect(addressFormValues(null, "CN")).toMatchObject({ country_code: "CN", street: "", default_billing: false, region_id: 0 });
  });
});

describe("directory", () => {
  it("sorts countries by their name in the site's language and keeps regions with an id and a name", () => {
    const countries = toCountries(
      { countries: [{ id: "GB", full_name_locale: "United Kingdom", full_name_english: "United Kingdom" }, null, { id: "AT", full_name_locale: null, full_name_english: "Austria" }, { id: null, full_name_locale: "x", full_name_english: null }] },
      "en-GB",
    );
    expect(countries).toEqual([
      { id: "AT", name: "Austria" },
      { id: "GB", name: "United Kingdom" },
    ]);
    expect(toRegions({ country: { id: "US", available_regions: [{ id: 1, code: "AL", name: "Alabama" }, null, { id: null, code: "X", name: "X" }] } })).toEqual([
      { id: 1, name: "Alabama" },
    ]);
    expect(toRegions({ country: null })).toEqual([]);
  });
});

describe("orders", () => {
  it("maps a page of orders with its paging", () => {
    const page = toOrdersPage({
      customer: {
        orders: {
          total_count: 4,
          page_info: { current_page: 2, page_size: 3, total_pages: 2 },
          items: [{ number: "000000004", order_date: "2026-11-07 10:00:00", status: "processing", total: { grand_total: { value: 120.5, currency: "GBP" } } }, null],
        },
      },
    });
    expect(page).toEqual({ orders: [{ number: "000000004", date: "2026-11-07 10:00:00", status: "processing", total: { value: 120.5, currency: "GBP" } }], page: 2, totalPages: 2, totalCount: 4 });
    expect(toOrdersPage({ customer: null })).toEqual({ orders: [], page: 1, totalPages: 1, totalCount: 0 });
  });

  it("maps one order, and nothing for a number that is not in the answer", () => {
    const gbp = (value: number) => ({ value, currency: "GBP" as const });
    const data = {
      customer: {
        orders: {
          items: [
            {
              number: "000000003",
              order_date: "2026-08-27 10:00:00",
              status: "complete",
              shipping_method: "Free Shipping - Free",
              payment_methods: [{ name: "Check / Money order" }],
              items: [{ id: "MQ==", product_name: "Lip liner", product_sku: "COR-1", quantity_ordered: 2, product_sale_price: gbp(20) }],
              total: { subtotal: gbp(40), total_shipping: gbp(0), total_tax: gbp(6.67), discounts: [{ label: "WELCOME10", amount: gbp(4) }], grand_total: gbp(36) },
              shipping_address: { firstname: "Amelia", lastname: "Hart", company: null, street: ["12 Chelsea Manor Street", "Flat 3"], city: "London", region: null, postcode: "SW3 5RP", country_code: "GB", telephone: "+447700900456" },
              billing_address: null,
            },
          ],
        },
      },
    } as unknown as AccountOrderQuery;
    const order = toOrderDetail(data, "000000003");
    expect(order).toMatchObject({
      number: "000000003",
      paymentMethods: ["Check / Money order"],
      items: [{ name: "Lip liner", quantity: 2, price: { value: 20, currency: "GBP" } }],
      discounts: [{ label: "WELCOME10", amount: { value: 4, currency: "GBP" } }],
      total: { value: 36, currency: "GBP" },
      billingAddress: null,
    });
    expect(order?.shippingAddress).toEqual({ name: "Amelia Hart", lines: ["12 Chelsea Manor Street", "Flat 3", "SW3 5RP London", "GB"], telephone: "+447700900456" });
    expect(toOrderDetail(data, "000000009")).toBeNull();
  });
});

describe("reviews and store credit", () => {
  it("takes the rating from the breakdown entry named Rating, else the average", () => {
    const review = (breakdown: { name: string; value: string }[], average: number) => ({
      nickname: "Amelia",
      created_at: "2026-01-01 10:00:00",
      summary: "Lovely",
      text: "Lovely colour",
      average_rating: average,
      status: "APPROVED" as const,
      ratings_breakdown: breakdown,
      product: { name: "Lip liner", url_key: "lip-liner", url_suffix: ".html" },
    });
    const data = { customer: { reviews: { items: [review([{ name: "Quality", value: "1" }, { name: "Rating", value: "4" }], 100), review([], 60)], page_info: { current_page: 1, total_pages: 1 } } } } as unknown as AccountReviewsQuery;
    const { reviews } = toReviews(data);
    expect(reviews.map((r) => r.rating)).toEqual([4, 3]);
    expect(reviews[0]).toMatchObject({ productName: "Lip liner", productHref: "/lip-liner.html", status: "APPROVED" });
  });

  it("maps the balance and its history", () => {
    const data = {
      customer: {
        store_credit: {
          current_balance: { value: 75, currency: "GBP" },
          balance_history: {
            total_count: 1,
            page_info: { current_page: 1, total_pages: 1 },
            items: [{ action: "Created", reason: "Welcome gift", date_time_changed: "2025-10-01 10:00:00", balance_change: { value: 50, currency: "GBP" }, actual_balance: { value: 50, currency: "GBP" } }],
          },
        },
      },
    } as unknown as AccountStoreCreditQuery;
    expect(toStoreCredit(data)).toEqual({
      balance: { value: 75, currency: "GBP" },
      history: [{ date: "2025-10-01 10:00:00", action: "Created", reason: "Welcome gift", change: { value: 50, currency: "GBP" }, balance: { value: 50, currency: "GBP" } }],
      page: 1,
      totalPages: 1,
    });
    expect(toStoreCredit({ customer: { store_credit: null } } as AccountStoreCreditQuery)).toEqual({ balance: null, history: [], page: 1, totalPages: 1 });
  });
});
