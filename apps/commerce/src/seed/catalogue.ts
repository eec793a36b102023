import { productImageFile } from "./media/library.ts";
import { attributeId, optionId, shade, type AttributeCode } from "./attributes.ts";
import { brandList, type Brand } from "./brands.ts";
import { categoryTree, DEPARTMENTS, type CategoryInfo, type DepartmentKey } from "./categories.ts";
import { productCopy } from "./copy.ts";
import { kind as kindOf, type Kind, type KindKey, type Shape } from "./kinds.ts";
import { productName, ROUTINE_CONCEPTS } from "./naming.ts";
import { createRng, hashString, type Rng } from "./random.ts";
import { productReviews, type ReviewIds } from "./reviews.ts";
import {
  CURRENCIES, decidePricing, decideStock, emptyRows, facetValues, nearestPoint, pickPrice, priceRows, type Local,
  type PriceDecision, type RowSet,
} from "./rows.ts";
import { SHOWCASE } from "./showcase.ts";
import { STORE_CODES } from "./stores.ts";
import { SHOP_AGE_DAYS, daysBeforeSeed, decodeEntities, localPrices, nicePrice, slugify } from "./util.ts";

type ProductRow = RowSet["products"][number];

interface Ref {
  id: number;
  regular: Local;
  brandId: number | null;
  leafId: number;
  inStock: boolean;
}

const PACKAGING = [
  "#f4efe6", "#1c1c1c", "#c8a951", "#e8c3c0", "#2e4b3a", "#1f2a44", "#b76e79", "#d9d4cc", "#7a9a8a", "#e2674f",
  "#8db6d9", "#6b2d4f", "#f2d4d7", "#c19a6b", "#3a2417", "#a59e94", "#e6d3a8", "#5c1a33", "#d4e4e1", "#e9e1f2",
];

const LEAVES = categoryTree().filter((c) => c.isLeaf && c.kind);
const LEAF_WEIGHTS: [CategoryInfo, number][] = (() => {
  const totals = new Map<DepartmentKey, number>();
  for (const leaf of LEAVES) totals.set(leaf.department, (totals.get(leaf.department) ?? 0) + leaf.weight);
  const share = (key: DepartmentKey) => DEPARTMENTS.find((d) => d.key === key)!.share;
  return LEAVES.filter((l) => l.weight > 0).map((l) => [l, (share(l.department) * l.weight) / totals.get(l.department)!]);
})();

const BRANDS_BY_DEPARTMENT = (() => {
  const map = new Map<DepartmentKey, [Brand, number][]>();
  for (const brand of brandList()) {
    brand.departments.forEach((d, i) => {
      const list = map.get(d) ?? [];
      list.push([brand, brand.weight * (i === 0 ? 3 : 1)]);
      map.set(d, list);
    });
  }
  return map;
})();

const BUNDLE_KINDS: KindKey[] = ["cleanser", "serum", "moisturiser", "eyecream"];

/**
 * Builds the catalogue product by product. Every product draws from its own random stream and only refers to products
 * made before it, so product N (and its id) is the same in a 300-product test seed and a 100,000-product one.
 */
export class CatalogueGenerator {
  rows: RowSet = emptyRows();
  readonly images = new Set<string>();
  private nextId = 1;
  private nextMediaId = 1;
  private nextConfigurableOptionId = 1;
  private nextBundleOptionId = 1;
  private nextSelectionId = 1;
  private nextDownloadableLinkId = 1;
  private nextUrlId: number;
  private readonly reviewIds: ReviewIds = { next: 1 };
  /** Age in days of the last top-level product made, so its reviews are not older than it. */
  private lastAgeDays = 0;
  private readonly urlKeys = new Set<string>();
  private readonly leafRecent = new Map<number, Ref[]>();
  private readonly departmentRecent = new Map<DepartmentKey, Ref[]>();
  private readonly bundlePool = new Map<KindKey, Ref[]>();
  private readonly brandPool = new Map<string, Ref[]>();

  constructor(firstUrlId: number) {
    this.nextUrlId = firstUrlId;
  }

  take(): RowSet {
    const rows = this.rows;
    this.rows = emptyRows();
    return rows;
  }

  counters(): { mediaId: number; reviewId: number; urlId: number } {
    return { mediaId: this.nextMediaId, reviewId: this.reviewIds.next, urlId: this.nextUrlId };
  }

  showcase(): void {
    for (const item of SHOWCASE) {
      const rng = createRng(`showcase:${item.sku}`);
      const leaf = LEAVES.find((l) => l.kind === item.kind)!;
      const id = this.nextId++;
      const row = this.productRow(rng, {
        id, sku: item.sku, typeId: item.typeId, name: item.name, brand: null, leaf, attrs: [], visibility: 4,
      });
      Object.assign(row, {
        description: item.description,
        shortDescription: item.short,
        metaDescription: decodeEntities(item.short.replace(/<[^>]+>/g, "")),
        isVirtual: true,
        qty: 9999,
        isInStock: true,
        weightGrams: null,
        typeOptions: item.typeOptions,
      });
      row.searchText = searchText(row, null, leaf, []);
      this.rows.products.push(row);
      this.rows.productPrices.push(...priceRows(id, item.price, { special: "none", percentOff: 0, rrp: null }));
      this.addCategories(id, leaf, row.position ?? 0);
      const shape = kindOf(item.kind).shapes[0] as Shape;
      this.addMedia(id, decodeEntities(item.name), shape, item.kind === "giftcard" ? "#c8a951" : "#1c1c1c", 2);
      for (const [i, link] of (item.links ?? []).entries()) {
        this.rows.downloadableLinks.push({
          id: this.nextDownloadableLinkId++, productId: id, title: link.title, priceMinor: link.priceMinor,
          sampleUrl: link.sample || null, sortOrder: i + 1,
        });
      }
      this.addUrls(id, row.urlKey, false);
    }
  }

  /** Product number `index` of the generated assortment (visible in catalogue and search). */
  product(index: number): void {
    const rng = createRng(hashString(`product:${index}`));
    const leaf = rng.weighted(LEAF_WEIGHTS);
    const k = kindOf(leaf.kind!);
    const brand = rng.weighted(BRANDS_BY_DEPARTMENT.get(leaf.department)!);
    let made: Ref | undefined;
    if (k.special === "bundle") made = this.bundle(rng, leaf, brand);
    if (k.special === "grouped") made = this.grouped(rng, leaf, k, brand);
    made ??= this.simpleOrConfigurable(rng, leaf, k, brand, 4);
    this.relate(rng, made, leaf);
    const { reviews, votes } = productReviews(createRng(hashString(`reviews:${index}`)), made.id, this.lastAgeDays, this.reviewIds);
    this.rows.reviews.push(...reviews);
    this.rows.reviewVotes.push(...votes);
  }

  /** Products a shopper should not reach the usual way: disabled, catalogue-only and search-only. */
  hidden(index: number): void {
    const rng = createRng(hashString(`hidden:${index}`));
    const leaf = rng.weighted(LEAF_WEIGHTS.filter(([l]) => !kindOf(l.kind!).special));
    const k = kindOf(leaf.kind!);
    const brand = rng.weighted(BRANDS_BY_DEPARTMENT.get(leaf.department)!);
    const mode = index % 3;
    this.simpleOrConfigurable(rng, leaf, { ...k, variants: undefined }, brand, mode === 0 ? 4 : mode === 1 ? 2 : 3, mode !== 0);
  }

  private simpleOrConfigurable(rng: Rng, leaf: CategoryInfo, k: Kind, brand: Brand, visibility: number, enabled = true): Ref {
    const { name, noun } = productName(rng, leaf.department, k);
    const id = this.nextId++;
    const attrs = facetValues(rng, k, leaf.kind === "gloves" ? "gloves" : (k.shapes[0] as string));
    const shape = rng.pick(k.shapes);
    const packaging = rng.chance(0.7) ? (PACKAGING[brand.id % PACKAGING.length] as string) : rng.pick(PACKAGING);
    const sku = `${brand.prefix}-${String(id).padStart(6, "0")}`;
    const pricing = decidePricing(rng);
    const variants = k.variants && rng.chance(k.variants.share) ? k.variants : undefined;
    const row = this.productRow(rng, { id, sku, typeId: variants ? "configurable" : "simple", name, brand, leaf, attrs, visibility });
    row.isEnabled = enabled;
    const copy = productCopy(rng, {
      department: leaf.department, name, brand: brand.name, noun,
      material: attrs.find((a) => a.code === "material")?.label,
      families: attrs.filter((a) => a.code === "fragrance_family").map((a) => a.label),
    });
    row.description = copy.description;
    row.shortDescription = copy.short;
    row.metaDescription = decodeEntities(copy.short.replace(/<[^>]+>/g, ""));
    row.weightGrams = rng.int(k.grams[0], k.grams[1]);
    this.rows.products.push(row);
    let ref: Ref;
    if (variants) {
      ref = this.variantsOf(rng, row, k, variants, shape, packaging, pricing, attrs);
    } else {
      const regular = localPrices(pickPrice(rng, k.price));
      const color = k.colors ? shade(rng.pick(k.colors)) : undefined;
      const size = k.sizes ? rng.pick(k.sizes) : undefined;
      if (color) attrs.push({ code: "color", label: color.label });
      if (size) attrs.push({ code: "size", label: size });
      Object.assign(row, decideStock(rng));
      this.rows.productPrices.push(...priceRows(id, regular, pricing));
      this.addMedia(id, decodeEntities(name), shape, color?.hex ?? packaging, rng.weighted([[1, 20], [2, 35], [3, 30], [4, 15]] as const));
      ref = { id, regular, brandId: brand.id, leafId: leaf.id, inStock: row.isInStock ?? true };
      if (visibility === 4 && enabled) this.pool(ref, leaf, brand);
    }
    this.addAttributes(id, attrs);
    row.searchText = searchText(row, brand, leaf, attrs);
    this.addCategories(id, leaf, row.position ?? 0);
    if (enabled) this.addUrls(id, row.urlKey, rng.chance(0.02));
    return ref;
  }

  private variantsOf(
    rng: Rng, parent: ProductRow, k: Kind, variants: NonNullable<Kind["variants"]>, shape: Shape, packaging: string,
    pricing: PriceDecision, attrs: { code: AttributeCode; label: string }[],
  ): Ref {
    const options: { label: string; hex: string; factor: number }[] =
      variants.by === "color"
        ? rng.sample(variants.palette, rng.int(variants.min, variants.max))
            .sort((a, b) => variants.palette.indexOf(a) - variants.palette.indexOf(b))
            .map((raw) => ({ ...shade(raw), factor: 1 }))
        : rng.pick(variants.sets).map((label, i) => ({ label, hex: packaging, factor: [1, 1.5, 2.1, 2.6, 3][i] ?? 1 }));
    const code: AttributeCode = variants.by === "color" ? "color" : "size";
    const base = pickPrice(rng, k.price);
    const soldOut = rng.chance(0.04);
    const childPrices: Local[] = [];
    let anyInStock = false;
    this.rows.configurableOptions.push({
      id: this.nextConfigurableOptionId++, parentId: parent.id, attributeId: attributeId(code),
      label: code === "size" ? "Size" : shape === "handbag" || shape === "sunglasses" ? "Colour" : "Shade", position: 0,
    });
    for (const option of options) {
      const id = this.nextId++;
      const regular = localPrices(option.factor === 1 ? base : nearestPoint((base / 100) * option.factor));
      const stock = soldOut ? { qty: 0, isInStock: false } : decideStock(rng);
      anyInStock ||= stock.isInStock;
      childPrices.push(regular);
      const name = `${parent.name} - ${option.label}`;
      this.rows.products.push({
        id, sku: `${parent.sku}-${slugify(option.label).toUpperCase()}`, typeId: "simple", name,
        urlKey: `${parent.urlKey}-${slugify(option.label)}`, brandId: parent.brandId, visibility: 1, isEnabled: true,
        metaTitle: parent.metaTitle, weightGrams: Math.round((parent.weightGrams ?? 100) * Math.sqrt(option.factor)),
        ...stock, position: parent.position, popularity: 0, isNew: parent.isNew, isVirtual: false, typeOptions: null,
        searchText: `${decodeEntities(name)} ${parent.sku}`, createdAt: parent.createdAt, updatedAt: parent.updatedAt,
      });
      this.rows.productPrices.push(...priceRows(id, regular, pricing));
      this.rows.productAttributeValues.push({ productId: id, attributeId: attributeId(code), optionId: optionId(code, option.label) });
      this.rows.configurableLinks.push({ parentId: parent.id, childId: id });
      this.addMedia(id, decodeEntities(name), shape, option.hex, 1);
      attrs.push({ code, label: option.label });
    }
    // The parent's rows are a listing price: the cheapest variant, so sorting and price filters need no join.
    const cheapest = Object.fromEntries(CURRENCIES.map((c) => [c, Math.min(...childPrices.map((p) => p[c]))])) as Local;
    this.rows.productPrices.push(...priceRows(parent.id, cheapest, pricing));
    parent.qty = null;
    parent.isInStock = anyInStock;
    const first = options[0]!;
    this.addMedia(parent.id, decodeEntities(parent.name), shape, first.hex, rng.int(1, 4));
    return { id: parent.id, regular: cheapest, brandId: parent.brandId ?? null, leafId: -1, inStock: anyInStock };
  }

  private bundle(rng: Rng, leaf: CategoryInfo, brand: Brand): Ref | undefined {
    const pools = BUNDLE_KINDS.map((k) => this.bundlePool.get(k) ?? []);
    if (pools.slice(0, 3).some((p) => p.length < 2)) return undefined;
    const id = this.nextId++;
    const concept = rng.pick(ROUTINE_CONCEPTS);
    const name = `The ${concept} Routine`;
    const dynamic = rng.chance(0.65);
    const row = this.productRow(rng, { id, sku: `${brand.prefix}-${String(id).padStart(6, "0")}-SET`, typeId: "bundle", name, brand, leaf, attrs: [], visibility: 4 });
    const titles = ["Choose your cleanser", "Choose your serum", "Choose your moisturiser", "Add an eye treatment"];
    const types = ["radio", "select", "radio", "checkbox"];
    const required = Array<Local>();
    const optional = rng.chance(0.5) && (pools[3]?.length ?? 0) > 0;
    for (let o = 0; o < (optional ? 4 : 3); o++) {
      const optionIdValue = this.nextBundleOptionId++;
      const isRequired = o < 3;
      this.rows.bundleOptions.push({ id: optionIdValue, parentId: id, title: titles[o]!, type: types[o]!, required: isRequired, position: o + 1 });
      const picks = rng.sample(pools[o]!.slice(-30), isRequired ? rng.int(2, 3) : rng.int(1, 2));
      picks.forEach((ref, i) => {
        this.rows.bundleSelections.push({
          id: this.nextSelectionId++, optionId: optionIdValue, productId: ref.id, qty: 1, canChangeQty: !isRequired,
          isDefault: isRequired && i === 0, position: i + 1,
        });
      });
      if (isRequired) required.push(picks[0]!.regular);
    }
    const sum = Object.fromEntries(CURRENCIES.map((c) => [c, required.reduce((t, p) => t + p[c], 0)])) as Local;
    const fixed = Object.fromEntries(CURRENCIES.map((c) => [c, nicePrice((sum[c] / 100) * 0.85)])) as Local;
    const copy = productCopy(rng, { department: "skincare", name, brand: brand.name, noun: "routine set" });
    Object.assign(row, {
      description: `<p>Three steps, chosen by you, at a better price than buying them separately.</p>${copy.description}`,
      shortDescription: "<p>Build your own three-step routine: cleanse, treat and moisturise.</p>",
      metaDescription: `Build your own ${concept.toLowerCase()} routine: cleanse, treat and moisturise.`,
      qty: null, isInStock: true,
      typeOptions: { dynamicPrice: dynamic, dynamicSku: true, dynamicWeight: true, priceView: "PRICE_RANGE", shipBundleItems: "TOGETHER" },
    });
    const attrs = facetValues(rng, kindOf("routine"), "jar");
    row.searchText = searchText(row, brand, leaf, attrs);
    this.rows.products.push(row);
    // Dynamic bundles: the sum of the default choices, as a listing price; fixed ones carry their own.
    this.rows.productPrices.push(...priceRows(id, dynamic ? sum : fixed, dynamic ? { special: "none", percentOff: 0, rrp: null } : decidePricing(rng)));
    this.addAttributes(id, attrs);
    this.addCategories(id, leaf, row.position ?? 0);
    this.addMedia(id, name, rng.pick(kindOf("routine").shapes), PACKAGING[brand.id % PACKAGING.length] as string, rng.int(2, 4));
    this.addUrls(id, row.urlKey, false);
    return { id, regular: dynamic ? sum : fixed, brandId: brand.id, leafId: leaf.id, inStock: true };
  }

  private grouped(rng: Rng, leaf: CategoryInfo, k: Kind, brand: Brand): Ref | undefined {
    const own = this.brandPool.get(`${brand.id}:${leaf.department}`) ?? [];
    const members = own.length >= 2 ? rng.sample(own, rng.int(2, 4)) : rng.sample(this.departmentRecent.get(leaf.department) ?? [], 3);
    if (members.length < 2) return undefined;
    const id = this.nextId++;
    const noun = rng.pick(k.nouns);
    const name = own.length >= 2 ? `The Signature ${noun}` : `The ${rng.pick(["Discovery", "Collector's", "Weekend", "Travel"])} ${noun}`;
    const row = this.productRow(rng, { id, sku: `${brand.prefix}-${String(id).padStart(6, "0")}-GRP`, typeId: "grouped", name, brand, leaf, attrs: [], visibility: 4 });
    const copy = productCopy(rng, { department: leaf.department, name, brand: brand.name, noun });
    Object.assign(row, {
      description: `<p>A curated collection: choose the quantity of each piece you would like.</p>${copy.description}`,
      shortDescription: copy.short, metaDescription: decodeEntities(copy.short.replace(/<[^>]+>/g, "")),
      qty: null, isInStock: members.some((m) => m.inStock),
    });
    const attrs = facetValues(rng, k, "bottle");
    row.searchText = searchText(row, brand, leaf, attrs);
    this.rows.products.push(row);
    members.forEach((m, i) => this.rows.groupedLinks.push({ parentId: id, childId: m.id, position: i + 1, defaultQty: 1 }));
    const cheapest = Object.fromEntries(CURRENCIES.map((c) => [c, Math.min(...members.map((m) => m.regular[c]))])) as Local;
    this.rows.productPrices.push(...priceRows(id, cheapest, { special: "none", percentOff: 0, rrp: null }));
    this.addAttributes(id, attrs);
    this.addCategories(id, leaf, row.position ?? 0);
    this.addMedia(id, name, rng.pick(k.shapes), PACKAGING[brand.id % PACKAGING.length] as string, rng.int(1, 3));
    this.addUrls(id, row.urlKey, false);
    return { id, regular: cheapest, brandId: brand.id, leafId: leaf.id, inStock: true };
  }

  private productRow(
    rng: Rng,
    p: { id: number; sku: string; typeId: string; name: string; brand: Brand | null; leaf: CategoryInfo; attrs: unknown[]; visibility: number },
  ): ProductRow {
    const plain = decodeEntities(p.name);
    const base = slugify(p.brand ? `${p.brand.name} ${plain}` : plain);
    let urlKey = base;
    for (let n = 2; this.urlKeys.has(urlKey); n++) urlKey = `${base}-${n}`;
    this.urlKeys.add(urlKey);
    const days = rng.chance(0.07) ? rng.int(0, 29) : rng.int(30, SHOP_AGE_DAYS);
    this.lastAgeDays = days;
    const created = daysBeforeSeed(days, rng.int(0, 1439));
    return {
      id: p.id, sku: p.sku, typeId: p.typeId, name: p.name, urlKey, brandId: p.brand?.id ?? null, visibility: p.visibility,
      isEnabled: true, description: null, shortDescription: null,
      metaTitle: p.brand ? `${plain} | ${p.brand.name} | Maison` : `${plain} | Maison`,
      metaDescription: null, metaKeyword: [p.brand?.name, ...p.leaf.names].filter(Boolean).join(", "),
      weightGrams: null, qty: null, isInStock: true, position: rng.int(1, 9999),
      popularity: Math.floor(10000 * rng.next() ** 3) + (p.brand ? p.brand.weight * 150 + (p.brand.isFeatured ? 600 : 0) : 300),
      isNew: days < 30, isVirtual: false, typeOptions: null, searchText: "",
      createdAt: created, updatedAt: daysBeforeSeed(Math.max(0, days - rng.int(0, days))),
    };
  }

  private pool(ref: Ref, leaf: CategoryInfo, brand: Brand): void {
    const push = <K>(map: Map<K, Ref[]>, key: K, cap: number) => {
      const list = map.get(key) ?? [];
      list.push(ref);
      if (list.length > cap) list.shift();
      map.set(key, list);
    };
    if (leaf.kind && BUNDLE_KINDS.includes(leaf.kind) && ref.inStock) push(this.bundlePool, leaf.kind, 30);
    push(this.brandPool, `${brand.id}:${leaf.department}`, 8);
  }

  /** Related (same leaf), upsell (same leaf, dearer) and cross-sell (same department) links to earlier products. */
  private relate(rng: Rng, made: Ref, leaf: CategoryInfo): void {
    const recent = this.leafRecent.get(leaf.id) ?? [];
    const department = this.departmentRecent.get(leaf.department) ?? [];
    const add = (type: string, refs: Ref[]) =>
      refs.forEach((r, i) => this.rows.productLinks.push({ productId: made.id, linkedId: r.id, type, position: i + 1 }));
    add("related", rng.sample(recent, 4));
    add("upsell", rng.sample(recent.filter((r) => r.regular.GBP > made.regular.GBP), 3));
    add("crosssell", rng.sample(department.filter((r) => r.leafId !== leaf.id), 2));
    const self = { ...made, leafId: leaf.id };
    recent.push(self);
    if (recent.length > 40) recent.shift();
    this.leafRecent.set(leaf.id, recent);
    department.push(self);
    if (department.length > 60) department.shift();
    this.departmentRecent.set(leaf.department, department);
  }

  private addAttributes(productId: number, attrs: { code: AttributeCode; label: string }[]): void {
    const seen = new Set<number>();
    for (const a of attrs) {
      const option = optionId(a.code, a.label);
      if (seen.has(option)) continue;
      seen.add(option);
      this.rows.productAttributeValues.push({ productId, attributeId: attributeId(a.code), optionId: option });
    }
  }

  /** The leaf and each ancestor down to the department, so an anchor category lists its descendants' products. */
  private addCategories(productId: number, leaf: CategoryInfo, position: number): void {
    for (const categoryId of leaf.chain) this.rows.productCategories.push({ productId, categoryId, position });
  }

  private addMedia(productId: number, label: string, shape: Shape, hex: string, count: number): void {
    for (let v = 1; v <= count; v++) {
      const file = productImageFile(shape, hex, v - 1);
      this.images.add(file);
      this.rows.productMedia.push({
        id: this.nextMediaId++, productId, file, label, position: v, disabled: false,
        roles: v === 1 ? ["image", "small_image", "thumbnail"] : [],
      });
    }
  }

  private addUrls(productId: number, urlKey: string, renamed: boolean): void {
    for (const storeCode of STORE_CODES) {
      const requestPath = `${urlKey}.html`;
      this.rows.urlRewrites.push({
        id: this.nextUrlId++, storeCode, requestPath, targetPath: `catalog/product/view/id/${productId}`,
        entityType: "PRODUCT", entityId: productId, redirectCode: 0,
      });
      if (renamed) {
        this.rows.urlRewrites.push({
          id: this.nextUrlId++, storeCode, requestPath: `old-${requestPath}`, targetPath: requestPath,
          entityType: "PRODUCT", entityId: productId, redirectCode: 301,
        });
      }
    }
  }
}

function searchText(row: ProductRow, brand: Brand | null, leaf: CategoryInfo, attrs: { label: string }[]): string {
  const labels = [...new Set(attrs.map((a) => a.label))];
  return [decodeEntities(row.name), brand?.name, row.sku, ...leaf.names, ...labels].filter(Boolean).join(" ");
}
