import type { categories } from "../db/schema.ts";
import { categoryImageFile } from "./media/library.ts";
import type { KindKey } from "./kinds.ts";
import { SHOP_AGE_DAYS, daysBeforeSeed, escapeHtml, slugify } from "./util.ts";

type CategoryRow = typeof categories.$inferInsert;

export type DepartmentKey = "skincare" | "makeup" | "haircare" | "fragrance" | "mens" | "dental" | "accessories";

interface Node {
  name: string;
  urlKey?: string;
  /** Leaves carry products of this kind; `weight` is their share within the department. */
  kind?: KindKey;
  weight?: number;
  children?: Node[];
  hidden?: boolean;
  displayMode?: "PAGE" | "PRODUCTS_AND_PAGE";
  /** cms_blocks.identifier of the landing block. */
  landing?: string;
}

interface Department extends Node {
  key: DepartmentKey;
  /** Share of the catalogue and of brands. */
  share: number;
  brandShare: number;
}

export const DEPARTMENTS: Department[] = [
  {
    key: "skincare", name: "Skincare", share: 28, brandShare: 26,
    children: [
      { name: "Cleansers & Toners", children: [
        { name: "Cleansers", kind: "cleanser", weight: 6 },
        { name: "Toners & Essences", kind: "toner", weight: 4 },
        { name: "Exfoliators", kind: "exfoliator", weight: 3 },
      ] },
      { name: "Moisturisers", children: [
        { name: "Day Creams", kind: "moisturiser", weight: 7 },
        { name: "Night Creams", kind: "nightcream", weight: 4 },
        { name: "Face Oils", kind: "faceoil", weight: 3 },
      ] },
      { name: "Serums & Treatments", urlKey: "serums-treatments", kind: "serum", weight: 9 },
      { name: "Eye Care", kind: "eyecream", weight: 4 },
      { name: "Masks", kind: "mask", weight: 3 },
      { name: "Suncare", kind: "suncare", weight: 3 },
      { name: "Body Care", kind: "bodycare", weight: 4 },
      { name: "Sets & Routines", kind: "routine", weight: 2, displayMode: "PRODUCTS_AND_PAGE", landing: "routines-landing" },
      { name: "Travel Minis", kind: "minis", weight: 2, hidden: true },
      { name: "Beauty Services", kind: "service", weight: 0, hidden: true },
    ],
  },
  {
    key: "makeup", name: "Make-up", urlKey: "make-up", share: 24, brandShare: 22,
    children: [
      { name: "Face", children: [
        { name: "Foundation", kind: "foundation", weight: 6 },
        { name: "Concealer", kind: "concealer", weight: 3 },
        { name: "Powder", kind: "powder", weight: 2 },
        { name: "Blush & Bronzer", kind: "blush", weight: 3 },
        { name: "Primer & Setting", kind: "primer", weight: 2 },
      ] },
      { name: "Eyes", children: [
        { name: "Mascara", kind: "mascara", weight: 3 },
        { name: "Eyeshadow", kind: "eyeshadow", weight: 3 },
        { name: "Eyeliner", kind: "eyeliner", weight: 2 },
        { name: "Brows", kind: "brows", weight: 2 },
      ] },
      { name: "Lips", displayMode: "PRODUCTS_AND_PAGE", landing: "lips-landing", children: [
        { name: "Lipstick", kind: "lipstick", weight: 6 },
        { name: "Lip Gloss", kind: "gloss", weight: 3 },
        { name: "Lip Liner", kind: "lipliner", weight: 1 },
        { name: "Lip Care", kind: "lipcare", weight: 2 },
      ] },
      { name: "Nails", kind: "nails", weight: 2 },
      { name: "Brushes & Tools", kind: "brushes", weight: 2 },
      { name: "Masterclasses", kind: "masterclass", weight: 0 },
    ],
  },
  {
    key: "haircare", name: "Haircare", share: 12, brandShare: 12,
    children: [
      { name: "Shampoo", kind: "shampoo", weight: 5 },
      { name: "Conditioner", kind: "conditioner", weight: 4 },
      { name: "Hair Masks & Treatments", kind: "hairmask", weight: 3 },
      { name: "Hair Oils & Serums", kind: "hairoil", weight: 2 },
      { name: "Styling", kind: "styling", weight: 4 },
      { name: "Brushes & Combs", kind: "hairtools", weight: 1 },
      { name: "Haircare Collections", kind: "haircollection", weight: 1 },
    ],
  },
  {
    key: "fragrance", name: "Fragrance", share: 16, brandShare: 18, displayMode: "PRODUCTS_AND_PAGE", landing: "fragrance-landing",
   
    children: [
      { name: "Women's Fragrance", urlKey: "womens-fragrance", children: [
        { name: "Eau de Parfum", kind: "edpWomen", weight: 6 },
        { name: "Eau de Toilette", kind: "edtWomen", weight: 3 },
        { name: "Parfum & Extrait", kind: "extrait", weight: 1 },
      ] },
      { name: "Men's Fragrance", urlKey: "mens-fragrance", children: [
        { name: "Eau de Parfum", kind: "edpMen", weight: 4 },
        { name: "Eau de Toilette", kind: "edtMen", weight: 3 },
        { name: "Cologne", kind: "cologne", weight: 2 },
      ] },
      { name: "Unisex Fragrance", kind: "unisex", weight: 4 },
      { name: "Home Fragrance", kind: "home", weight: 2 },
      { name: "Fragrance Gift Sets", kind: "fragranceset", weight: 1 },
    ],
  },
  {
    key: "mens", name: "Men's Grooming & Shaving", urlKey: "mens-grooming-shaving", share: 7, brandShare: 8,
   
    children: [
      { name: "Shaving", children: [
        { name: "Razors & Brushes", kind: "razor", weight: 2 },
        { name: "Shaving Creams", kind: "shavingcream", weight: 2 },
        { name: "Aftershave", kind: "aftershave", weight: 2 },
      ] },
      { name: "Beard Care", kind: "beard", weight: 2 },
      { name: "Men's Skincare", urlKey: "mens-skincare", kind: "menskin", weight: 3 },
    ],
  },
  {
    key: "dental", name: "Dental Care", share: 4, brandShare: 4,
    children: [
      { name: "Electric Toothbrushes", kind: "toothbrush", weight: 3 },
      { name: "Toothpaste", kind: "toothpaste", weight: 3 },
      { name: "Teeth Whitening", kind: "whitening", weight: 2 },
      { name: "Mouthwash & Floss", kind: "mouthwash", weight: 2 },
    ],
  },
  {
    key: "accessories", name: "Accessories", share: 9, brandShare: 10, displayMode: "PAGE", landing: "accessories-landing",
   
    children: [
      { name: "Handbags", children: [
        { name: "Totes", kind: "tote", weight: 2 },
        { name: "Shoulder Bags", kind: "shoulder", weight: 2 },
        { name: "Cross-body Bags", kind: "crossbody", weight: 2 },
        { name: "Clutches", kind: "clutch", weight: 1 },
      ] },
      { name: "Small Leather Goods", kind: "slg", weight: 2 },
      { name: "Watches", children: [
        { name: "Women's Watches", urlKey: "womens-watches", kind: "watchWomen", weight: 1 },
        { name: "Men's Watches", urlKey: "mens-watches", kind: "watchMen", weight: 1 },
      ] },
      { name: "Sunglasses", kind: "sunglasses", weight: 2 },
      { name: "Gloves", kind: "gloves", weight: 1 },
      { name: "Gift Cards", kind: "giftcard", weight: 0 },
    ],
  },
];

export const ROOT_CATEGORY_ID = 1;
const STORE_ROOT_CATEGORY_ID = 2;

export interface CategoryInfo {
  id: number;
  name: string;
  level: number;
  urlPath: string;
  department: DepartmentKey;
  /** Ids from the department down to this category (products are assigned to all of them). */
  chain: number[];
  names: string[];
  kind?: KindKey;
  weight: number;
  displayMode: string;
  landing?: string;
  hidden: boolean;
  parentId: number;
  position: number;
  isLeaf: boolean;
}

let cached: CategoryInfo[] | undefined;

/** The tree flattened depth-first; ids follow that order from 3, so they stay put while the tree is unchanged. */
export function categoryTree(): CategoryInfo[] {
  if (cached) return cached;
  const out: CategoryInfo[] = [];
  let nextId = 3;
  const walk = (node: Node, department: DepartmentKey, parent: CategoryInfo | undefined, position: number) => {
    const urlKey = node.urlKey ?? slugify(node.name);
    const info: CategoryInfo = {
      id: nextId++,
      name: node.name,
      level: parent ? parent.level + 1 : 2,
      urlPath: parent ? `${parent.urlPath}/${urlKey}` : urlKey,
      department,
      chain: [...(parent?.chain ?? []), 0],
      names: [...(parent?.names ?? []), node.name],
      kind: node.kind,
      weight: node.weight ?? 0,
      displayMode: node.displayMode ?? "PRODUCTS",
      landing: node.landing,
      hidden: node.hidden ?? false,
      parentId: parent?.id ?? STORE_ROOT_CATEGORY_ID,
      position,
      isLeaf: !node.children?.length,
    };
    info.chain[info.chain.length - 1] = info.id;
    out.push(info);
    node.children?.forEach((child, i) => walk(child, department, info, i + 1));
  };
  DEPARTMENTS.forEach((d, i) => walk(d, d.key, undefined, i + 1));
  cached = out;
  return out;
}

function categoryPathIds(info: CategoryInfo): string {
  return [ROOT_CATEGORY_ID, STORE_ROOT_CATEGORY_ID, ...info.chain].join("/");
}

const DEPARTMENT_INTRO: Record<DepartmentKey, string> = {
  skincare: "Considered formulas from the world's most respected skincare houses, chosen for results you can see and textures you will look forward to.",
  makeup: "Couture colour and complexion perfectors, from the everyday essentials to the statement shade you will be asked about.",
  haircare: "Salon-grade care for every texture: cleanse, treat and finish with the formulas professionals keep for themselves.",
  fragrance: "Rare compositions and modern classics from perfume houses in Grasse, Florence and beyond.",
  mens: "Grooming done properly: precision tools, clean shaves and skincare that does its job without fuss.",
  dental: "Clinically minded oral care that belongs on a beautiful bathroom shelf.",
  accessories: "Handbags, watches and eyewear crafted by ateliers that still finish by hand.",
};

/** Category banner file: named after the full path so that every category gets its own, themed by its words. */
export function categoryImage(info: CategoryInfo): string {
  return categoryImageFile(info.urlPath.replace(/\//g, "-"));
}

export function categoryRows(landingIds: Record<string, number>): CategoryRow[] {
  // The tree was set up when the shop opened and has not been edited since.
  const opened = daysBeforeSeed(SHOP_AGE_DAYS);
  const dates = { createdAt: opened, updatedAt: opened };
  const rows: CategoryRow[] = [
    { id: ROOT_CATEGORY_ID, parentId: null, path: "1", level: 0, position: 0, name: "Root Catalog", urlKey: "root-catalog", urlPath: "root-catalog", includeInMenu: false, ...dates },
    { id: STORE_ROOT_CATEGORY_ID, parentId: ROOT_CATEGORY_ID, path: "1/2", level: 1, position: 1, name: "Default Category", urlKey: "default-category", urlPath: "default-category", ...dates },
  ];
  for (const c of categoryTree()) {
    const plain = c.name;
    rows.push({
      id: c.id,
      parentId: c.parentId,
      path: categoryPathIds(c),
      level: c.level,
      position: c.position,
      name: plain,
      urlKey: c.urlPath.split("/").pop() as string,
      urlPath: c.urlPath,
      isActive: true,
      includeInMenu: !c.hidden,
      isAnchor: true,
      displayMode: c.displayMode,
      landingPage: c.landing ? (landingIds[c.landing] ?? null) : null,
      description:
        c.level === 2
          ? `<p>${DEPARTMENT_INTRO[c.department]}</p>`
          : `<p>Discover our edit of ${escapeHtml(plain.toLowerCase())}: ${DEPARTMENT_INTRO[c.department].charAt(0).toLowerCase()}${DEPARTMENT_INTRO[c.department].slice(1)}</p>`,
      image: categoryImage(c),
      metaTitle: `${c.names.slice().reverse().join(" | ")} | Maison`,
      metaDescription: `Shop ${plain.toLowerCase()} at Maison: ${c.names.join(", ")} from over 450 luxury brands, with complimentary delivery and samples.`,
      metaKeywords: c.names.join(", ").toLowerCase(),
      ...dates,
    });
  }
  return rows;
}
