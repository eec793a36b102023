import { fromBase, giftCardAmounts } from "../catalog/price.ts";
import type { ProductRow } from "../catalog/product-loader.ts";
import { giftCardSettings } from "../catalog/type-options.ts";
import { toMinor, toMoney } from "../../core/money.ts";
import type { CartContext } from "./access.ts";
import { itemError, MESSAGES } from "./item-errors.ts";
import type { GiftCardChoice, RequestOptions } from "./options.ts";

// Adobe Commerce's option uids for gift cards: base64 of "giftcard/giftcard_amount/25.0000" among the selected
// options, the buyer's fields ("giftcard/giftcard_sender_name" …) and an open amount among the entered ones.
const FIELD = {
  senderName: "giftcard/giftcard_sender_name",
  senderEmail: "giftcard/giftcard_sender_email",
  recipientName: "giftcard/giftcard_recipient_name",
  recipientEmail: "giftcard/giftcard_recipient_email",
  message: "giftcard/giftcard_message",
  customAmount: "giftcard/custom_giftcard_amount",
} as const;

function format(ctx: CartContext, minor: number): string {
  const money = toMoney(minor, ctx.currency);
  return new Intl.NumberFormat(ctx.store.locale.replace("_", "-"), { style: "currency", currency: money.currency })
    .format(money.value);
}

/** Index in the request currency's amount list of the amount a selected option names, or -1. */
function selectedIndex(ctx: CartContext, product: ProductRow, amounts: number[], selected: string[]): number {
  for (const value of selected) {
    const adobe = /^giftcard\/giftcard_amount\/(\d+(?:\.\d+)?)$/.exec(value);
    if (adobe) return amounts.indexOf(toMinor(Number(adobe[1]), ctx.currency));
    // Earlier catalogue uids, "giftcard/{product id}/{position}", still in carts and links made before.
    const own = new RegExp(`^giftcard/${product.id}/(\\d{1,4})$`).exec(value);
    if (own) return Number(own[1]) - 1 < amounts.length ? Number(own[1]) - 1 : -1;
  }
  return -1;
}

/** The gift card amount and messages a buyer chose, checked as Magento's gift card type checks them. */
export async function giftcardChoice(ctx: CartContext, product: ProductRow, opts: RequestOptions): Promise<GiftCardChoice> {
  const settings = giftCardSettings(product);
  const amounts = await giftCardAmounts(ctx, product);
  const field = (key: keyof typeof FIELD) => opts.entered.get(FIELD[key])?.trim() || null;
  const physical = settings.giftcardType === "PHYSICAL";
  const index = selectedIndex(ctx, product, amounts, opts.selected);
  const customText = field("customAmount");
  const custom = customText === null ? 0 : toMinor(Number(customText), ctx.currency);
  const wantsCustom = settings.allowOpenAmount && (customText !== null || opts.selected.length === 0);

  const required: (keyof typeof FIELD)[] = physical
    ? ["recipientName", "senderName"]
    : ["recipientName", "senderName", "recipientEmail", "senderEmail"];
  const amountMissing = wantsCustom ? !(custom > 0) : index < 0 && amounts.length !== 1;
  const empty = required.filter((k) => field(k) === null).length + (amountMissing ? 1 : 0);
  if (empty > 1) throw itemError("UNDEFINED", MESSAGES.giftcardInfo);

  let choice: { amount: number; index: number | null };
  if (wantsCustom) {
    if (!(custom > 0)) throw itemError("UNDEFINED", MESSAGES.giftcardAmount);
    const min = settings.openAmountMin === null ? null : await fromBase(ctx, settings.openAmountMin);
    const max = settings.openAmountMax === null ? null : await fromBase(ctx, settings.openAmountMax);
    if (min !== null && custom < min) throw itemError("UNDEFINED", `Gift Card min amount is ${format(ctx, min)}`);
    if (max !== null && custom > max) throw itemError("UNDEFINED", `Gift Card max amount is ${format(ctx, max)}`);
    choice = { amount: custom, index: null };
  } else if (index >= 0) {
    choice = { amount: amounts[index]!, index };
  } else if (amounts.length === 1) {
    choice = { amount: amounts[0]!, index: 0 };
  } else {
    throw itemError("UNDEFINED", MESSAGES.giftcardAmount);
  }
  if (!field("recipientName")) throw itemError("UNDEFINED", "Please specify a recipient name.");
  if (!field("senderName")) throw itemError("UNDEFINED", "Please specify a sender name.");
  if (!physical && !field("recipientEmail")) throw itemError("UNDEFINED", "Please specify a recipient email.");
  if (!physical && !field("senderEmail")) throw itemError("UNDEFINED", "Please specify a sender email.");

  return {
    currency: ctx.currency,
    ...choice,
    senderName: field("senderName"),
    senderEmail: field("senderEmail"),
    recipientName: field("recipientName"),
    recipientEmail: field("recipientEmail"),
    message: field("message"),
  };
}
