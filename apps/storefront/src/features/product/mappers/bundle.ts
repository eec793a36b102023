/**
 * Bundle pricing. A dynamic bundle costs the sum of its chosen children at their own prices; a fixed one costs
 * its own base price plus each selection's fixed (or percentage-of-base) surcharge.
 */
import { toMinor } from "@/features/pricing/rules";

export type BundleInputType = "radio" | "select" | "checkbox" | "multi";

export interface BundleChoice {
  uid: string;
  label: string;
  quantity: number;
  canChangeQuantity: boolean;
  isDefault: boolean;
  inStock: boolean;
  /** Dynamic bundles: the child's final price. Fixed bundles: the selection's surcharge (amount or percent). */
  price: number;
  priceType: "FIXED" | "PERCENT" | "DYNAMIC";
}

export interface BundleGroup {
  uid: string;
  title: string;
  type: BundleInputType;
  required: boolean;
  choices: BundleChoice[];
}

export interface BundleView {
  dynamic: boolean;
  /** Fixed bundles only: the price before any selection surcharge. */
  basePrice: number;
  groups: BundleGroup[];
}

/** group uid → (choice uid → quantity) */
export type BundleSelection = Record<string, Record<string, number>>;

export function choicePrice(bundle: BundleView, choice: BundleChoice): number {
  if (bundle.dynamic || choice.priceType === "DYNAMIC") return choice.price;
  return choice.priceType === "PERCENT" ? (bundle.basePrice * choice.price) / 100 : choice.price;
}

export function bundleTotal(bundle: BundleView, selection: BundleSelection): number {
  let minor = bundle.dynamic ? 0 : toMinor(bundle.basePrice);
  for (const group of bundle.groups) {
    const chosen = selection[group.uid] ?? {};
    for (const choice of group.choices) {
      const qty = chosen[choice.uid];
      if (qty && qty > 0) minor += toMinor(choicePrice(bundle, choice)) * qty;
    }
  }
  return minor / 100;
}

/** The preselected defaults; a required single-choice group without a default takes its first in-stock choice. */
export function defaultBundleSelection(bundle: BundleView): BundleSelection {
  const selection: BundleSelection = {};
  for (const group of bundle.groups) {
    const picks = group.choices.filter((c) => c.isDefault && c.inStock);
    const single = group.type === "radio" || group.type === "select";
    const fallback = group.required && picks.length === 0 ? group.choices.find((c) => c.inStock) : undefined;
    const chosen = single ? picks.slice(0, 1) : picks;
    selection[group.uid] = Object.fromEntries((fallback ? [fallback] : chosen).map((c) => [c.uid, c.quantity || 1]));
  }
  return selection;
}

/** Group uids of required groups with nothing chosen. */
export function missingBundleGroups(bundle: BundleView, selection: BundleSelection): string[] {
  return bundle.groups
    .filter((g) => g.required && !Object.values(selection[g.uid] ?? {}).some((qty) => qty > 0))
    .map((g) => g.uid);
}

/**
 * Magento's minimum price of a fixed bundle already includes the cheapest required surcharges; taking them off
 * again gives the base the surcharges are added to.
 */
export function fixedBundleBase(minimumFinal: number, groups: readonly BundleGroup[]): number {
  let minor = toMinor(minimumFinal);
  for (const group of groups) {
    if (!group.required) continue;
    const fixed = group.choices.filter((c) => c.priceType === "FIXED").map((c) => toMinor(c.price) * (c.quantity || 1));
    if (fixed.length === group.choices.length && fixed.length > 0) minor -= Math.min(...fixed);
  }
  return Math.max(minor, 0) / 100;
}

/**
 * Magento's selection uid is base64("bundle/{option_id}/{selection_id}/{quantity}"): a changed quantity is sent
 * by re-encoding the uid with it. Uids in any other shape pass through untouched.
 */
export function selectionUidWithQuantity(uid: string, quantity: number): string {
  let decoded: string;
  try {
    decoded = atob(uid);
  } catch {
    return uid;
  }
  const parts = decoded.split("/");
  if (parts.length !== 4 || parts[0] !== "bundle") return uid;
  parts[3] = String(quantity);
  return btoa(parts.join("/"));
}
