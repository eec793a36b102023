import type { brands } from "../db/schema.ts";
import { createRng, type Rng } from "./random.ts";
import { escapeHtml, slugify } from "./util.ts";
import { DEPARTMENTS, type DepartmentKey } from "./categories.ts";

type BrandRow = typeof brands.$inferInsert;

const BRAND_COUNT = 480;

export interface Brand {
  id: number;
  name: string;
  country: string;
  /** Departments the house sells in, the first being its speciality. */
  departments: DepartmentKey[];
  isFeatured: boolean;
  /** 1–5: how many products it tends to carry and how popular they are. */
  weight: number;
  prefix: string;
}

// Invented word parts: together they read like European house names without being anyone's trademark.
const HEADS = [
  "Au", "Bel", "Cas", "Del", "Es", "Fau", "Gen", "Hal", "Is", "Jov", "Kae", "Lor", "Mir", "Ner", "Ot", "Pel", "Quin",
  "Ros", "Sav", "Thal", "Ul", "Vel", "Wyn", "Xan", "Ys", "Zel", "Ama", "Bri", "Cor", "Dax", "Eli", "Fen", "Gri", "Hes",
  "Ire", "Jas", "Lun", "Mor", "Nov", "Ora", "Pri", "Sol", "Tor", "Val", "Ver", "Aus", "Cel", "Mar",
];
const TAILS = [
  "relle", "vaine", "siane", "phine", "meray", "velle", "vrais", "ianthe", "olène", "ienne", "lith", "ande", "beaux",
  "isse", "denne", "lisse", "tine", "aline", "enne", "oré", "arde", "ette", "ois", "ane", "ière", "ix", "ora", "wen",
  "mere", "lay", "ston", "elle", "ino", "asse", "ault", "ieu",
];
const SURNAMES = [
  "Varnier", "Halloway", "Delacourt", "Moreau-Lisle", "Castellane", "Ashcombe", "Ferrandi", "Lindqvist", "Okada",
  "Whitcombe", "Sorel", "Bellamy", "Marchetti", "Vauclair", "Rennard", "Aldous", "Kestrel", "Montclair", "Ravelle",
  "Sinclaire", "Tamura", "Valdés", "Ebersole", "Fairleigh", "Gautier-Roche", "Harcourt-Vane", "Ivers", "Lacroze",
];
const GIVEN = ["Céleste", "Margaux", "Léon", "Ines", "Théo", "Clara", "Olivier", "Sofia", "Hugo", "Elena", "Mathilde", "Anouk", "Jules", "Ottilie"];

const COUNTRIES: [string, number, string[]][] = [
  ["France", 28, ["Paris", "Grasse", "Lyon"]],
  ["Italy", 15, ["Milano", "Firenze", "Roma"]],
  ["United Kingdom", 15, ["London", "Edinburgh", "Bath"]],
  ["United States", 10, ["New York", "Los Angeles"]],
  ["Switzerland", 5, ["Genève", "Zürich"]],
  ["Japan", 5, ["Tokyo", "Kyoto"]],
  ["South Korea", 5, ["Seoul"]],
  ["Denmark", 3, ["Copenhagen"]],
  ["Sweden", 3, ["Stockholm"]],
  ["Spain", 3, ["Madrid", "Barcelona"]],
  ["Mexico", 3, ["Ciudad de México", "Oaxaca"]],
  ["Australia", 2, ["Sydney", "Melbourne"]],
  ["Germany", 3, ["Berlin", "München"]],
];

const SUFFIX_BY_DEPARTMENT: Record<DepartmentKey, string[]> = {
  skincare: ["Skin", "Skincare", "Botanique", "Laboratoires", "Apothecary", "Dermatologie"],
  makeup: ["Beauty", "Cosmetics", "Colour", "Maquillage"],
  haircare: ["Hair", "Haircare", "Salon"],
  fragrance: ["Parfums", "Perfumery", "Fragrances", "Profumi"],
  mens: ["Grooming", "Barbers", "for Men"],
  dental: ["Oral Care", "Dental", "Smile"],
  accessories: ["Atelier", "Leather", "Horlogerie", "Optics"],
};

// Guards against an invented combination landing on a real house name.
const RESERVED = new Set(["orlane", "valmont", "aurelia", "lumene", "sisley", "mugler", "creed", "rochas", "lanvin", "celine", "marvis"]);

function stem(rng: Rng): string {
  const head = rng.pick(HEADS);
  const tail = rng.pick(TAILS);
  return head + (/[aeiouéè]$/i.test(head) && /^[aeiouéè]/i.test(tail) ? tail.slice(1) : tail);
}

function brandName(rng: Rng, department: DepartmentKey, city: string): string {
  const a = stem(rng);
  return rng.weighted<() => string>([
    [() => a, 30],
    [() => `Maison ${a}`, 10],
    [() => `${a} ${city}`, 10],
    [() => `Atelier ${a}`, 5],
    [() => `${a} & ${rng.pick(SURNAMES)}`, 5],
    [() => `${a} ${rng.pick(SUFFIX_BY_DEPARTMENT[department])}`, 20],
    [() => `House of ${a}`, 4],
    [() => (department === "skincare" ? `Dr. ${rng.pick(GIVEN)} ${rng.pick(SURNAMES)}` : `${rng.pick(GIVEN)} ${rng.pick(SURNAMES)}`), 10],
    [() => `${a} ${1800 + rng.int(20, 99)}`, 3],
    [() => `${a} No. ${rng.int(2, 99)}`, 3],
  ])();
}

const DESCRIPTIONS = [
  (b: string, city: string, year: number) =>
    `<p>Founded in ${city} in ${year}, ${b} has spent decades perfecting a quiet kind of luxury: formulas made in small batches, packaging designed to be kept, and a devotion to detail that regulars recognise at once.</p>`,
  (b: string, city: string, year: number) =>
    `<p>${b} began in ${year} as a single counter in ${city}. Today the house is loved for its uncompromising ingredients and for creations that feel as good to use as they look on the dressing table.</p>`,
  (b: string, city: string, year: number) =>
    `<p>Since ${year}, ${b} has married heritage craftsmanship with modern science. Every piece is developed in ${city}, tested for months and finished by hand.</p>`,
];

let cached: Brand[] | undefined;

/** The brand list is the same at every catalogue size. */
export function brandList(): Brand[] {
  if (cached) return cached;
  const rng = createRng("brands");
  const departmentKeys = DEPARTMENTS.map((d) => d.key);
  const seen = new Set<string>();
  const list: Brand[] = [];
  while (list.length < BRAND_COUNT) {
    const primary = rng.weighted(DEPARTMENTS.map((d) => [d.key, d.brandShare] as const));
    const [country, , cities] = rng.weighted(COUNTRIES.map((c) => [c, c[1]] as const));
    const name = brandName(rng, primary, rng.pick(cities));
    const key = slugify(name);
    if (seen.has(key) || RESERVED.has(key) || key.length < 4) continue;
    seen.add(key);
    const departments: DepartmentKey[] = [primary];
    if (rng.chance(0.3)) {
      const extra = rng.pick(departmentKeys.filter((d) => d !== primary && d !== "dental"));
      departments.push(extra);
    }
    // SKUs end in the product id, so the prefix only has to be readable, not unique.
    const prefix = key.replace(/[^a-z]/g, "").slice(0, 3).toUpperCase();
    list.push({
      id: list.length + 1,
      name,
      country,
      departments,
      isFeatured: rng.chance(0.08),
      weight: rng.weighted([[1, 40], [2, 30], [3, 15], [4, 10], [5, 5]] as const),
      prefix,
    });
  }
  cached = list;
  return list;
}

export function brandRows(): BrandRow[] {
  const rng = createRng("brand-descriptions");
  return brandList().map((b) => {
    const cities = COUNTRIES.find((c) => c[0] === b.country)?.[2] ?? ["Paris"];
    return {
      id: b.id,
      name: b.name,
      urlKey: slugify(b.name),
      description: rng.pick(DESCRIPTIONS)(escapeHtml(b.name), rng.pick(cities), rng.int(1890, 2019)),
      country: b.country,
      isFeatured: b.isFeatured,
    };
  });
}
