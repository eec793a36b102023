import type { attributeOptions, attributes } from "../db/schema.ts";

type AttributeRow = typeof attributes.$inferInsert;
type OptionRow = typeof attributeOptions.$inferInsert;

export type AttributeCode =
  | "color" | "size" | "skin_type" | "hair_type" | "finish" | "fragrance_family" | "gender" | "material";

interface AttributeDef {
  id: number;
  code: AttributeCode;
  label: string;
  frontendInput: string;
  /** "Label" or "Label #hex" for visual swatches. */
  options: string[];
}

export const LIP_SHADES = [
  "Classic Red #B3172C", "Rouge Cinéma #9E1B32", "Cherry Lacquer #8B0F24", "Berry Noir #5C1A33", "Plum Velvet #6B2D4F",
  "Mauve Whisper #A8727F", "Rosewood #9B5B5B", "Nude Rose #C48A7C", "Bare Petal #D9A497", "Coral Crush #E2674F",
  "Poppy #E0412F", "Fuchsia Flash #C2185B", "Pink Peony #E58DA6", "Terracotta #B8573A", "Cinnamon #8E4B32",
  "Chocolate Truffle #5A3324",
];

export const COMPLEXION_SHADES = [
  "Porcelain #F6E0CF", "Alabaster #EED3BD", "Ivory #F1D6BE", "Light Beige #E8C4A2", "Almond #E2B894",
  "Natural Beige #DDB48F", "Warm Sand #D4A67E", "Golden Honey #C99366", "Amber #BB8457", "Caramel #A9713F",
  "Toffee #98643A", "Chestnut #7E4F2E", "Mocha #6B4229", "Cocoa #5C3924", "Espresso #4F2F1E", "Ebony #3A2417",
];

export const EYE_SHADES = [
  "Smoky Quartz #6E6259", "Bronze #8C5A2B", "Midnight Blue #1D2951", "Emerald #1F6B52", "Champagne #E6D3A8",
  "Deep Plum #4A2040", "Taupe #8B7D6B", "Jet Black #0D0D0D",
];

export const NAIL_SHADES = ["Ballet Slipper #F2D4D7", "Scarlet #C21E2F", "Oxblood #4A0D17", "Sheer Nude #E9C9B4", "Lilac Haze #B9A2C8"];

export const ACCESSORY_COLOURS = [
  "Black #111111", "Ivory White #F4EFE6", "Cognac #9A5B2F", "Tan #C19A6B", "Dark Brown #4E3327", "Navy #1F2A44",
  "Burgundy #6D1A2B", "Forest Green #2E4B3A", "Blush Pink #E8C3C0", "Stone Grey #A59E94", "Gold #C8A951",
  "Silver #C0C0C0", "Rose Gold #B76E79", "Tortoiseshell #6B4226", "Sky Blue #8DB6D9",
];

const VOLUME_SIZES = ["5ml", "10ml", "15ml", "20ml", "30ml", "40ml", "50ml", "75ml", "100ml", "125ml", "150ml", "200ml", "250ml", "300ml", "400ml", "500ml"];
const WEIGHT_SIZES = ["2.5g", "3.5g", "4g", "8g", "10g", "50g", "100g", "200g"];
export const APPAREL_SIZES = ["XS", "S", "M", "L", "XL"];

const ATTRIBUTES: AttributeDef[] = [
  {
    id: 1, code: "color", label: "Colour", frontendInput: "swatch_visual",
    options: [...LIP_SHADES, ...COMPLEXION_SHADES, ...EYE_SHADES, ...NAIL_SHADES, ...ACCESSORY_COLOURS],
  },
  {
    id: 2, code: "size", label: "Size", frontendInput: "swatch_text",
    options: [...VOLUME_SIZES, ...WEIGHT_SIZES, ...APPAREL_SIZES, "One Size"],
  },
  {
    id: 3, code: "skin_type", label: "Skin Type", frontendInput: "multiselect",
    options: ["All Skin Types", "Dry", "Oily", "Combination", "Normal", "Sensitive", "Mature", "Blemish-prone"],
  },
  {
    id: 4, code: "hair_type", label: "Hair Type", frontendInput: "multiselect",
    options: ["All Hair Types", "Fine", "Thick", "Curly", "Coily", "Colour-treated", "Damaged", "Dry", "Oily Scalp"],
  },
  {
    id: 5, code: "finish", label: "Finish", frontendInput: "select",
    options: ["Matte", "Satin", "Dewy", "Radiant", "Natural", "Shimmer", "Metallic", "Gloss", "Velvet", "Sheer"],
  },
  {
    id: 6, code: "fragrance_family", label: "Fragrance Family", frontendInput: "select",
    options: ["Floral", "Woody", "Amber", "Fresh", "Citrus", "Chypre", "Fougère", "Gourmand", "Aquatic", "Leather", "Green", "Musk"],
  },
  { id: 7, code: "gender", label: "Gender", frontendInput: "select", options: ["Women", "Men", "Unisex"] },
  {
    id: 8, code: "material", label: "Material", frontendInput: "select",
    options: [
      "Calfskin Leather", "Lambskin", "Grained Leather", "Suede", "Cotton Canvas", "Raffia", "Stainless Steel",
      "18k Gold-plated Steel", "Titanium", "Ceramic", "Acetate", "Metal", "Cashmere", "Silk",
    ],
  },
];

function parse(option: string): { label: string; hex: string | null } {
  const m = /^(.*) (#[0-9A-F]{6})$/i.exec(option);
  return m ? { label: m[1] as string, hex: (m[2] as string).toLowerCase() } : { label: option, hex: null };
}

// Option ids are attribute id × 1000 + position, so appending options never renumbers existing ones.
const optionIndex = new Map<string, { id: number; hex: string | null }>();
const optionRowsList: OptionRow[] = [];
for (const attribute of ATTRIBUTES) {
  attribute.options.forEach((raw, i) => {
    const { label, hex } = parse(raw);
    const id = attribute.id * 1000 + i + 1;
    optionIndex.set(`${attribute.code}:${label}`, { id, hex });
    optionRowsList.push({
      id,
      attributeId: attribute.id,
      label,
      swatchValue: attribute.frontendInput === "swatch_visual" ? hex : attribute.frontendInput === "swatch_text" ? label : null,
      position: i,
    });
  });
}

export function attributeRows(): AttributeRow[] {
  return ATTRIBUTES.map(({ id, code, label, frontendInput }, position) => ({ id, code, label, frontendInput, isFilterable: true, position }));
}

export function optionRows(): OptionRow[] {
  return optionRowsList;
}

export function attributeId(code: AttributeCode): number {
  const found = ATTRIBUTES.find((a) => a.code === code);
  if (!found) throw new Error(`unknown attribute ${code}`);
  return found.id;
}

export function optionId(code: AttributeCode, label: string): number {
  const found = optionIndex.get(`${code}:${label}`);
  if (!found) throw new Error(`unknown option ${code}:${label}`);
  return found.id;
}

export function shade(raw: string): { label: string; hex: string } {
  const { label, hex } = parse(raw);
  return { label, hex: hex ?? "#888888" };
}

export function optionLabels(code: AttributeCode): string[] {
  return (ATTRIBUTES.find((a) => a.code === code)?.options ?? []).map((o) => parse(o).label);
}
