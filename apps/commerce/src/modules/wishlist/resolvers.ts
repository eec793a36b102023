import { magentoDateTime } from "../../core/datetime.ts";
import type {
  BundleWishlistItemResolvers, ConfigurableWishlistItemResolvers, DownloadableWishlistItemResolvers, Resolvers,
  SimpleWishlistItemResolvers, WishlistItemInterfaceResolvers,
} from "../../core/generated/resolvers.ts";
import { toMoney } from "../../core/money.ts";
import { assertPaging } from "../catalog/service.ts";
import { downloadableLinkOutput, downloadableSamplesOutput } from "../catalog/composite.ts";
import { unitPrice } from "../catalog/price.ts";
import { loadProduct } from "../catalog/product-loader.ts";
import { attributeCatalog, attributeValuesOf, bundleOptionsOf, configurableOptionsOf, downloadableLinksOf } from "../catalog/relations.ts";
import { configurableValueUid, bundleSelectionUid, decodeUid, encodeUid } from "../catalog/uid.ts";
import {
  addItems, customerWishlist, itemPage, itemsCount, moveToCart, removeItems, requireWishlistCustomer, updateItems,
  wishlistById, wishlistForMutation, type WishlistItemView, type WishlistRow,
} from "./service.ts";

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    Wishlist: WishlistRow;
    WishlistOutput: WishlistRow;
    WishlistItem: WishlistItemView;
    SimpleWishlistItem: WishlistItemView;
    VirtualWishlistItem: WishlistItemView;
    ConfigurableWishlistItem: WishlistItemView;
    BundleWishlistItem: WishlistItemView;
    GroupedProductWishlistItem: WishlistItemView;
    DownloadableWishlistItem: WishlistItemView;
  }
}

/** The deprecated `items` lists give every item at once; a list holds at most MAX_WISHLIST_ITEMS. */
const ALL = 1000;

const ITEM_TYPES = {
  simple: "SimpleWishlistItem",
  virtual: "VirtualWishlistItem",
  configurable: "ConfigurableWishlistItem",
  bundle: "BundleWishlistItem",
  grouped: "GroupedProductWishlistItem",
  downloadable: "DownloadableWishlistItem",
} as const;

function itemTypeName(view: WishlistItemView) {
  const typeId = view.product.typeId;
  if (typeId in ITEM_TYPES) return ITEM_TYPES[typeId as keyof typeof ITEM_TYPES];
  // Gift cards have no wish list item type in Magento Open Source.
  return view.product.isVirtual ? "VirtualWishlistItem" : "SimpleWishlistItem";
}

type ItemFields = Omit<WishlistItemInterfaceResolvers, "__resolveType"> & Pick<SimpleWishlistItemResolvers, "customizable_options">;

const common: ItemFields = {
  id: (v) => String(v.item.id),
  quantity: (v) => v.item.qty,
  description: (v) => v.options.description ?? null,
  added_at: (v) => magentoDateTime(v.item.addedAt),
  product: (v) => v.product,
  customizable_options: () => [],
};

/** Decoded uids of the stored choices; ones that are not canonical base64 are skipped, as the cart skips them. */
function decodedChoices(v: WishlistItemView): { selected: string[]; entered: Map<string, string> } {
  const decode = (uid: string) => {
    try {
      return decodeUid(uid);
    } catch {
      return null;
    }
  };
  const selected = (v.options.selected ?? []).map(decode).filter((s): s is string => s !== null);
  const entered = new Map<string, string>();
  for (const e of v.options.entered ?? []) {
    const key = decode(e.uid);
    if (key !== null) entered.set(key, e.value);
  }
  return { selected, entered };
}

const configurable: ConfigurableWishlistItemResolvers = {
  child_sku: (v) => v.variant?.sku ?? "",
  configurable_options: async (v, _a, ctx) => {
    if (!v.variant) return [];
    const [catalog, axes, values] = await Promise.all([
      attributeCatalog(ctx), configurableOptionsOf(ctx, v.product.id), attributeValuesOf(ctx, v.variant.id),
    ]);
    return axes.flatMap((axis) => {
      const optionId = values.get(axis.attributeId)?.[0];
      if (optionId === undefined) return [];
      return [{
        id: axis.id,
        configurable_product_option_uid: encodeUid(`configurable/${axis.attributeId}`),
        configurable_product_option_value_uid: configurableValueUid(axis.attributeId, optionId),
        option_label: axis.label ?? catalog.byId.get(axis.attributeId)?.label ?? "",
        value_id: optionId,
        value_label: catalog.options.get(optionId)?.label ?? "",
      }];
    });
  },
};

const bundle: BundleWishlistItemResolvers = {
  bundle_options: async (v, _a, ctx) => {
    const { selected, entered } = decodedChoices(v);
    const wanted: { optionId: number; selectionId: number; qty: number | null }[] = [];
    for (const s of selected) {
      const m = /^bundle\/(\d{1,10})\/(\d{1,10})\/(\d+(?:\.\d+)?)$/.exec(s);
      if (m) wanted.push({ optionId: Number(m[1]), selectionId: Number(m[2]), qty: Number(m[3]) });
    }
    for (const [key, value] of entered) {
      const m = /^bundle\/(\d{1,10})\/(\d{1,10})(?:\/\d+(?:\.\d+)?)?$/.exec(key);
      if (m) wanted.push({ optionId: Number(m[1]), selectionId: Number(m[2]), qty: value.trim() === "" ? null : Number(value) });
    }
    const options = await bundleOptionsOf(ctx, v.product.id);
    const result = [];
    for (const option of options) {
      const picks = wanted.filter((w) => w.optionId === option.id)
        .flatMap((w) => {
          const selection = option.selections.find((s) => s.id === w.selectionId);
          return selection ? [{ selection, qty: selection.canChangeQty && w.qty !== null && Number.isFinite(w.qty) ? w.qty : selection.qty }] : [];
        });
      if (picks.length === 0) continue;
      const values = await Promise.all(picks.map(async ({ selection, qty }) => {
        const child = await loadProduct(ctx, selection.productId);
        const unit = (await unitPrice(ctx, selection.productId)) ?? null;
        return {
          id: selection.id,
          uid: bundleSelectionUid(option.id, selection.id, qty),
          label: child?.name ?? "",
          price: unit ? toMoney(unit.final, ctx.currency).value : 0,
          quantity: qty,
        };
      }));
      result.push({ id: option.id, uid: encodeUid(`bundle/${option.id}`), label: option.title, type: option.type, values });
    }
    return result;
  },
};

const downloadable: DownloadableWishlistItemResolvers = {
  links_v2: async (v, _a, ctx) => {
    const ids = new Set(decodedChoices(v).selected.flatMap((s) => {
      const m = /^downloadable\/(\d{1,10})$/.exec(s);
      return m ? [Number(m[1])] : [];
    }));
    const links = (await downloadableLinksOf(ctx, v.product.id)).filter((l) => ids.has(l.id));
    return Promise.all(links.map((l) => downloadableLinkOutput(ctx, l)));
  },
  samples: (v, _a, ctx) => downloadableSamplesOutput(ctx, v.product),
};

const items = async (ctx: Parameters<typeof itemPage>[0], w: WishlistRow) => itemPage(ctx, w.id, ALL, 1);

export const resolvers: Resolvers = {
  Query: {
    wishlist: async (_, _a, ctx) => customerWishlist(ctx, requireWishlistCustomer(ctx)),
  },
  Customer: {
    wishlists: async (customer, args, ctx) => {
      assertPaging(args.pageSize, args.currentPage);
      // One list per customer: it is the whole first page.
      return args.currentPage === 1 ? [await customerWishlist(ctx, customer.id)] : [];
    },
    wishlist: (customer, _a, ctx) => customerWishlist(ctx, customer.id),
    wishlist_v2: (customer, args, ctx) => wishlistById(ctx, customer.id, args.id),
  },
  Wishlist: {
    id: (w) => String(w.id),
    items_count: (w, _a, ctx) => itemsCount(ctx, w.id),
    items: (w, _a, ctx) => items(ctx, w),
    items_v2: async (w, args, ctx) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      assertPaging(pageSize, currentPage);
      const [total, list] = await Promise.all([itemsCount(ctx, w.id), itemPage(ctx, w.id, pageSize, currentPage)]);
      return { items: list, page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) } };
    },
    sharing_code: (w) => w.sharingCode,
    updated_at: (w) => magentoDateTime(w.updatedAt),
  },
  WishlistOutput: {
    items: (w, _a, ctx) => items(ctx, w),
    items_count: (w, _a, ctx) => itemsCount(ctx, w.id),
    name: () => null,
    sharing_code: (w) => w.sharingCode,
    updated_at: (w) => magentoDateTime(w.updatedAt),
  },
  WishlistItem: {
    id: (v) => v.item.id,
    qty: (v) => v.item.qty,
    description: (v) => v.options.description ?? null,
    added_at: (v) => magentoDateTime(v.item.addedAt),
    product: (v) => v.product,
  },
  WishlistItemInterface: { __resolveType: itemTypeName },
  SimpleWishlistItem: common,
  VirtualWishlistItem: common,
  GroupedProductWishlistItem: common,
  ConfigurableWishlistItem: { ...common, ...configurable },
  BundleWishlistItem: { ...common, ...bundle },
  DownloadableWishlistItem: { ...common, ...downloadable },
  Mutation: {
    addProductsToWishlist: async (_, args, ctx) => {
      const { wishlist, errors } = await addItems(ctx, await wishlistForMutation(ctx, args.wishlistId), args.wishlistItems);
      return { wishlist, user_errors: errors };
    },
    removeProductsFromWishlist: async (_, args, ctx) => {
      const { wishlist, errors } = await removeItems(ctx, await wishlistForMutation(ctx, args.wishlistId), args.wishlistItemsIds);
      return { wishlist, user_errors: errors };
    },
    updateProductsInWishlist: async (_, args, ctx) => {
      const { wishlist, errors } = await updateItems(ctx, await wishlistForMutation(ctx, args.wishlistId), args.wishlistItems);
      return { wishlist, user_errors: errors };
    },
    addWishlistItemsToCart: async (_, args, ctx) => {
      const { wishlist, errors } = await moveToCart(ctx, await wishlistForMutation(ctx, args.wishlistId), args.wishlistItemIds);
      return { wishlist, status: errors.length === 0, add_wishlist_items_to_cart_user_errors: errors };
    },
  },
};
