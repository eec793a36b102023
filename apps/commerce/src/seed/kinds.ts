import type { IMAGE_SHAPES } from "./media/library.ts";
import { ACCESSORY_COLOURS, APPAREL_SIZES, COMPLEXION_SHADES, EYE_SHADES, LIP_SHADES, NAIL_SHADES, type AttributeCode } from "./attributes.ts";

export type Shape = (typeof IMAGE_SHAPES)[number];

/** How the products of one leaf category look: names, packaging, sizes, variants, prices and facets. */
export interface Kind {
  shapes: Shape[];
  nouns: string[];
  /** Collection names put before the noun; defaults to the department's. */
  lines?: string[];
  /** Sizes a simple product comes in (one is picked). */
  sizes?: string[];
  /** Share of products sold as a configurable, and what the variants differ in. */
  variants?: { share: number; by: "color"; palette: string[]; min: number; max: number } | { share: number; by: "size"; sets: string[][] };
  /** Simple products carry one colour from this palette (the image is drawn in it). */
  colors?: string[];
  /** GBP price band in pounds. */
  price: [number, number];
  facets: AttributeCode[];
  gender?: "Women" | "Men" | "Unisex";
  grams: [number, number];
  /** Non-simple product types made in this leaf. */
  special?: "bundle" | "grouped" | "virtual" | "downloadable" | "giftcard";
}

const FRAGRANCE_SIZES = [["30ml", "50ml", "100ml"], ["50ml", "100ml"], ["50ml", "100ml", "200ml"]];

const KINDS = {
  cleanser: { shapes: ["tube", "pump", "jar", "bottle"], nouns: ["Cleansing Balm", "Gel Cleanser", "Cream Cleanser", "Micellar Water", "Foaming Cleanser", "Cleansing Oil", "Cleansing Milk"], sizes: ["100ml", "150ml", "200ml"], price: [18, 75], facets: ["skin_type", "size"], grams: [120, 320] },
  toner: { shapes: ["bottle", "pump"], nouns: ["Balancing Toner", "Hydrating Essence", "Exfoliating Tonic", "Treatment Lotion", "Rose Mist", "Essence Lotion"], sizes: ["100ml", "150ml", "200ml"], price: [20, 140], facets: ["skin_type", "size"], grams: [150, 350] },
  exfoliator: { shapes: ["jar", "tube", "bottle"], nouns: ["Resurfacing Peel Pads", "Enzyme Powder Polish", "AHA Exfoliating Serum", "Gentle Exfoliating Scrub", "Radiance Peel"], sizes: ["50ml", "75ml", "100ml"], price: [22, 110], facets: ["skin_type", "size"], grams: [90, 240] },
  moisturiser: { shapes: ["jar", "pump", "tube"], nouns: ["Moisturising Cream", "Day Cream SPF 30", "Gel-Cream", "Cr&egrave;me Riche", "Cr&egrave;me L&eacute;g&egrave;re", "Barrier Cream", "Water Cream", "Fluid Moisturiser"], sizes: ["30ml", "50ml", "75ml"], variants: { share: 0.12, by: "size", sets: [["30ml", "50ml"], ["50ml", "100ml"]] }, price: [28, 395], facets: ["skin_type", "size"], grams: [90, 380] },
  nightcream: { shapes: ["jar", "pump"], nouns: ["Night Cream", "Overnight Balm", "Sleeping Mask", "Cr&egrave;me de Nuit", "Recovery Night Concentrate"], sizes: ["30ml", "50ml"], price: [35, 425], facets: ["skin_type", "size"], grams: [110, 380] },
  faceoil: { shapes: ["dropper"], nouns: ["Face Oil", "Precious Oil", "Dry Oil", "Oil Serum"], sizes: ["15ml", "30ml"], price: [32, 185], facets: ["skin_type", "size"], grams: [70, 160] },
  serum: { shapes: ["dropper", "pump", "bottle"], nouns: ["Serum", "Concentrate", "Ampoule", "Booster", "Retinal Serum", "Vitamin C Serum", "Peptide Serum", "Hyaluronic Serum", "Niacinamide Treatment"], sizes: ["15ml", "30ml", "50ml"], variants: { share: 0.1, by: "size", sets: [["15ml", "30ml"], ["30ml", "50ml"]] }, price: [25, 450], facets: ["skin_type", "size"], grams: [60, 180] },
  eyecream: { shapes: ["jar", "tube", "dropper"], nouns: ["Eye Cream", "Eye Serum", "Eye Contour Balm", "Depuffing Eye Gel", "Eye Patches"], sizes: ["15ml", "20ml"], price: [26, 295], facets: ["skin_type", "size"], grams: [40, 120] },
  mask: { shapes: ["jar", "tube"], nouns: ["Clay Mask", "Sheet Mask Set", "Hydrating Mask", "Overnight Mask", "Detox Mask", "Enzyme Mask"], sizes: ["50ml", "75ml", "100ml"], price: [18, 120], facets: ["skin_type", "size"], grams: [80, 260] },
  suncare: { shapes: ["tube", "bottle", "pump"], nouns: ["Sun Fluid SPF 50", "Invisible Sunscreen SPF 30", "Mineral Sun Cream SPF 50", "After-Sun Balm", "Sun Mist SPF 30", "Tinted Sun Shield SPF 50"], sizes: ["40ml", "50ml", "100ml", "150ml"], price: [16, 68], facets: ["skin_type", "size"], grams: [60, 220] },
  bodycare: { shapes: ["pump", "bottle", "jar", "tube"], nouns: ["Body Lotion", "Body Cream", "Body Oil", "Body Scrub", "Shower Gel", "Hand Cream", "Bath Soak", "Body Wash &amp; Shampoo"], sizes: ["75ml", "200ml", "250ml", "300ml", "500ml"], price: [14, 95], facets: ["skin_type", "size"], grams: [90, 620] },
  routine: { shapes: ["jar", "pump", "tube"], nouns: ["Discovery Set", "Routine Set", "Travel Trio"], price: [45, 210], facets: ["skin_type"], grams: [200, 700], special: "bundle" },
  minis: { shapes: ["tube", "jar", "dropper"], nouns: ["Travel Cream", "Mini Cleanser", "Discovery Kit", "Travel Serum", "Mini Mask"], sizes: ["5ml", "10ml", "15ml", "20ml"], price: [8, 36], facets: ["skin_type", "size"], grams: [20, 90] },
  service: { shapes: ["video"], nouns: [], price: [45, 150], facets: [], grams: [0, 0], special: "virtual" },
  foundation: { shapes: ["pump", "bottle", "dropper"], nouns: ["Foundation", "Serum Foundation", "Skin Tint", "Cushion Foundation SPF 25", "Stick Foundation"], colors: COMPLEXION_SHADES, variants: { share: 0.6, by: "color", palette: COMPLEXION_SHADES, min: 6, max: 16 }, price: [28, 95], facets: ["finish", "skin_type"], grams: [80, 160] },
  concealer: { shapes: ["tube", "dropper"], nouns: ["Concealer", "Radiant Concealer", "Full Cover Concealer"], colors: COMPLEXION_SHADES, variants: { share: 0.5, by: "color", palette: COMPLEXION_SHADES, min: 6, max: 12 }, price: [18, 48], facets: ["finish"], grams: [20, 60] },
  powder: { shapes: ["compact"], nouns: ["Setting Powder", "Pressed Powder", "Loose Powder", "Blurring Powder"], colors: COMPLEXION_SHADES, price: [22, 68], facets: ["finish"], grams: [40, 120] },
  blush: { shapes: ["compact"], nouns: ["Blush", "Bronzer", "Highlighter", "Cheek &amp; Lip Tint", "Contour Duo"], colors: [...LIP_SHADES.slice(5, 14), "Bronze #8C5A2B", "Champagne #E6D3A8"], price: [22, 62], facets: ["finish"], grams: [30, 90] },
  primer: { shapes: ["tube", "pump", "bottle"], nouns: ["Primer", "Pore Blur Primer", "Glow Primer", "Setting Spray"], sizes: ["30ml", "50ml", "100ml"], price: [22, 58], facets: ["finish", "skin_type", "size"], grams: [40, 140] },
  mascara: { shapes: ["tube"], nouns: ["Mascara", "Volume Mascara", "Lengthening Mascara", "Waterproof Mascara"], colors: ["Jet Black #0D0D0D", "Dark Brown #4E3327", "Midnight Blue #1D2951"], price: [18, 42], facets: [], grams: [20, 45] },
  eyeshadow: { shapes: ["palette", "compact"], nouns: ["Eyeshadow Palette", "Eye Quad", "Mono Eyeshadow", "Eye Palette"], colors: EYE_SHADES, price: [20, 85], facets: ["finish"], grams: [20, 180] },
  eyeliner: { shapes: ["tube"], nouns: ["Liquid Liner", "Kohl Pencil", "Gel Eyeliner", "Eye Pencil"], colors: EYE_SHADES, variants: { share: 0.3, by: "color", palette: EYE_SHADES, min: 3, max: 5 }, price: [16, 38], facets: ["finish"], grams: [10, 30] },
  brows: { shapes: ["tube", "brush"], nouns: ["Brow Pencil", "Brow Gel", "Brow Pomade", "Brow Kit"], colors: ["Taupe #8B7D6B", "Dark Brown #4E3327", "Chestnut #7E4F2E", "Jet Black #0D0D0D"], price: [16, 45], facets: [], grams: [10, 40] },
  lipstick: { shapes: ["lipstick"], nouns: ["Lipstick", "Matte Lipstick", "Satin Lipstick", "Lip Colour", "Rouge"], colors: LIP_SHADES, variants: { share: 0.7, by: "color", palette: LIP_SHADES, min: 5, max: 10 }, price: [22, 52], facets: ["finish"], grams: [20, 50] },
  gloss: { shapes: ["tube"], nouns: ["Lip Gloss", "Lip Oil", "Plumping Gloss", "Lip Lacquer"], colors: LIP_SHADES, variants: { share: 0.4, by: "color", palette: LIP_SHADES, min: 4, max: 8 }, price: [18, 40], facets: ["finish"], grams: [15, 40] },
  lipliner: { shapes: ["tube"], nouns: ["Lip Liner", "Lip Pencil"], colors: LIP_SHADES, price: [15, 32], facets: [], grams: [5, 15] },
  lipcare: { shapes: ["tube", "jar"], nouns: ["Lip Balm", "Lip Mask", "Lip Scrub", "Tinted Lip Balm"], price: [12, 38], facets: ["finish"], grams: [10, 40] },
  nails: { shapes: ["bottle"], nouns: ["Nail Lacquer", "Nail Colour", "Gel Effect Polish", "Cuticle Oil"], colors: NAIL_SHADES, variants: { share: 0.4, by: "color", palette: NAIL_SHADES, min: 3, max: 5 }, price: [12, 32], facets: ["finish"], grams: [30, 60] },
  brushes: { shapes: ["brush"], nouns: ["Foundation Brush", "Powder Brush", "Kabuki Brush", "Eyeshadow Brush Set", "Blending Sponge", "Brush Collection"], price: [14, 245], facets: [], grams: [20, 400] },
  masterclass: { shapes: ["video"], nouns: [], price: [25, 95], facets: [], grams: [0, 0], special: "downloadable" },
  shampoo: { shapes: ["bottle", "pump"], nouns: ["Shampoo", "Clarifying Shampoo", "Hydrating Shampoo", "Volumising Shampoo", "Purple Shampoo"], sizes: ["250ml", "300ml", "500ml"], variants: { share: 0.15, by: "size", sets: [["250ml", "500ml"]] }, price: [16, 62], facets: ["hair_type", "size"], grams: [280, 560] },
  conditioner: { shapes: ["bottle", "tube", "pump"], nouns: ["Conditioner", "Leave-In Conditioner", "Detangling Conditioner"], sizes: ["200ml", "250ml", "500ml"], price: [16, 62], facets: ["hair_type", "size"], grams: [230, 560] },
  hairmask: { shapes: ["jar", "tube"], nouns: ["Hair Mask", "Intensive Treatment", "Bond Repair Treatment", "Scalp Treatment"], sizes: ["100ml", "150ml", "200ml"], price: [22, 78], facets: ["hair_type", "size"], grams: [120, 280] },
  hairoil: { shapes: ["dropper", "bottle"], nouns: ["Hair Oil", "Shine Serum", "Finishing Oil", "Scalp Serum"], sizes: ["30ml", "50ml", "100ml"], price: [20, 72], facets: ["hair_type", "size"], grams: [60, 160] },
  styling: { shapes: ["bottle", "tube", "jar", "pump"], nouns: ["Texturising Spray", "Dry Shampoo", "Styling Cream", "Hairspray", "Curl Cream", "Heat Protection Spray", "Sea Salt Spray", "Pomade"], sizes: ["50ml", "100ml", "150ml", "200ml"], price: [16, 48], facets: ["hair_type", "size"], grams: [60, 260] },
  hairtools: { shapes: ["brush"], nouns: ["Boar Bristle Brush", "Detangling Brush", "Wide-tooth Comb", "Paddle Brush"], price: [15, 185], facets: [], grams: [40, 200] },
  haircollection: { shapes: ["bottle", "jar"], nouns: ["Hair Ritual Set", "Haircare Trio"], price: [45, 140], facets: ["hair_type"], grams: [400, 1100], special: "grouped" },
  edpWomen: { shapes: ["perfume"], nouns: ["Eau de Parfum"], sizes: ["30ml", "50ml", "100ml"], variants: { share: 0.55, by: "size", sets: FRAGRANCE_SIZES }, price: [65, 325], facets: ["fragrance_family", "gender", "size"], gender: "Women", grams: [180, 520] },
  edtWomen: { shapes: ["perfume"], nouns: ["Eau de Toilette"], sizes: ["50ml", "100ml"], variants: { share: 0.5, by: "size", sets: FRAGRANCE_SIZES }, price: [48, 165], facets: ["fragrance_family", "gender", "size"], gender: "Women", grams: [180, 480] },
  extrait: { shapes: ["perfume"], nouns: ["Extrait de Parfum", "Parfum"], sizes: ["30ml", "50ml"], price: [150, 595], facets: ["fragrance_family", "gender", "size"], gender: "Women", grams: [160, 400] },
  edpMen: { shapes: ["perfume"], nouns: ["Eau de Parfum"], sizes: ["50ml", "100ml"], variants: { share: 0.55, by: "size", sets: FRAGRANCE_SIZES }, price: [65, 295], facets: ["fragrance_family", "gender", "size"], gender: "Men", grams: [200, 520] },
  edtMen: { shapes: ["perfume"], nouns: ["Eau de Toilette"], sizes: ["50ml", "100ml"], variants: { share: 0.5, by: "size", sets: FRAGRANCE_SIZES }, price: [45, 150], facets: ["fragrance_family", "gender", "size"], gender: "Men", grams: [200, 480] },
  cologne: { shapes: ["perfume", "bottle"], nouns: ["Cologne", "Eau de Cologne", "Cologne Intense"], sizes: ["100ml", "200ml"], price: [55, 195], facets: ["fragrance_family", "gender", "size"], gender: "Men", grams: [250, 600] },
  unisex: { shapes: ["perfume"], nouns: ["Eau de Parfum", "Extrait de Parfum", "Eau de Cologne"], sizes: ["50ml", "100ml"], variants: { share: 0.5, by: "size", sets: FRAGRANCE_SIZES }, price: [85, 395], facets: ["fragrance_family", "gender", "size"], gender: "Unisex", grams: [200, 520] },
  home: { shapes: ["jar", "bottle"], nouns: ["Scented Candle", "Reed Diffuser", "Room Spray", "Candle Trio"], price: [38, 185], facets: ["fragrance_family"], grams: [300, 1400] },
  fragranceset: { shapes: ["perfume"], nouns: ["Fragrance Wardrobe", "Discovery Collection"], price: [75, 250], facets: ["fragrance_family"], grams: [300, 900], special: "grouped" },
  razor: { shapes: ["razor", "brush"], nouns: ["Safety Razor", "Cartridge Razor", "Straight Razor", "Shaving Brush", "Razor Stand"], price: [22, 245], facets: ["material"], gender: "Men", grams: [60, 400] },
  shavingcream: { shapes: ["tube", "jar"], nouns: ["Shaving Cream", "Shaving Soap", "Pre-Shave Oil", "Shave Gel"], sizes: ["75ml", "100ml", "150ml"], price: [14, 45], facets: ["skin_type", "size"], gender: "Men", grams: [90, 260] },
  aftershave: { shapes: ["bottle", "pump"], nouns: ["Aftershave Balm", "Aftershave Splash", "Post-Shave Serum"], sizes: ["75ml", "100ml"], price: [24, 72], facets: ["skin_type", "size"], gender: "Men", grams: [120, 260] },
  beard: { shapes: ["dropper", "jar", "bottle"], nouns: ["Beard Oil", "Beard Balm", "Beard Wash", "Moustache Wax"], sizes: ["30ml", "50ml", "100ml"], price: [16, 48], facets: ["size"], gender: "Men", grams: [60, 160] },
  menskin: { shapes: ["jar", "tube", "pump"], nouns: ["Face Moisturiser", "Energising Eye Gel", "Face Wash", "Anti-Fatigue Serum", "Exfoliating Face Scrub"], sizes: ["15ml", "50ml", "100ml", "150ml"], price: [18, 110], facets: ["skin_type", "size"], gender: "Men", grams: [60, 220] },
  toothbrush: { shapes: ["toothbrush"], nouns: ["Sonic Toothbrush", "Electric Toothbrush", "Replacement Brush Heads", "Bamboo Toothbrush", "Travel Toothbrush"], price: [8, 275], facets: [], grams: [25, 450] },
  toothpaste: { shapes: ["tube"], nouns: ["Toothpaste", "Whitening Toothpaste", "Enamel Toothpaste"], sizes: ["75ml", "100ml"], price: [6, 24], facets: ["size"], grams: [90, 150] },
  whitening: { shapes: ["tube", "dropper"], nouns: ["Whitening Strips", "Whitening Pen", "Whitening Kit", "Stain Remover"], price: [18, 145], facets: [], grams: [40, 300] },
  mouthwash: { shapes: ["bottle"], nouns: ["Mouthwash", "Mouth Spray", "Dental Floss", "Tongue Cleaner"], sizes: ["20ml", "250ml", "500ml"], price: [6, 28], facets: ["size"], grams: [30, 560] },
  tote: { shapes: ["handbag"], nouns: ["Tote", "Shopper", "Large Tote", "Canvas Tote"], colors: ACCESSORY_COLOURS.slice(0, 10), variants: { share: 0.35, by: "color", palette: ACCESSORY_COLOURS.slice(0, 10), min: 2, max: 4 }, price: [295, 2850], facets: ["material", "size"], sizes: ["One Size"], gender: "Women", grams: [600, 1400] },
  shoulder: { shapes: ["handbag"], nouns: ["Shoulder Bag", "Hobo Bag", "Bucket Bag", "Saddle Bag"], colors: ACCESSORY_COLOURS.slice(0, 10), variants: { share: 0.35, by: "color", palette: ACCESSORY_COLOURS.slice(0, 10), min: 2, max: 4 }, price: [395, 3250], facets: ["material", "size"], sizes: ["One Size"], gender: "Women", grams: [500, 1200] },
  crossbody: { shapes: ["handbag"], nouns: ["Cross-body Bag", "Camera Bag", "Mini Bag", "Phone Pouch"], colors: ACCESSORY_COLOURS.slice(0, 10), variants: { share: 0.35, by: "color", palette: ACCESSORY_COLOURS.slice(0, 10), min: 2, max: 4 }, price: [245, 2100], facets: ["material", "size"], sizes: ["One Size"], gender: "Women", grams: [300, 900] },
  clutch: { shapes: ["handbag"], nouns: ["Clutch", "Evening Bag", "Pouch", "Minaudi&egrave;re"], colors: ACCESSORY_COLOURS, price: [225, 2450], facets: ["material", "size"], sizes: ["One Size"], gender: "Women", grams: [200, 600] },
  slg: { shapes: ["handbag"], nouns: ["Card Holder", "Zip Wallet", "Continental Wallet", "Key Pouch", "Passport Cover"], colors: ACCESSORY_COLOURS.slice(0, 10), price: [95, 650], facets: ["material", "gender"], gender: "Unisex", grams: [60, 300] },
  watchWomen: { shapes: ["watch"], nouns: ["Automatic Watch 34mm", "Quartz Watch 28mm", "Dress Watch 32mm", "Chronograph 38mm"], colors: ["Gold #C8A951", "Silver #C0C0C0", "Rose Gold #B76E79", "Black #111111"], price: [295, 7950], facets: ["material", "gender"], gender: "Women", grams: [60, 180] },
  watchMen: { shapes: ["watch"], nouns: ["Automatic Watch 40mm", "Chronograph 42mm", "Diver 41mm", "GMT 41mm", "Dress Watch 38mm"], colors: ["Gold #C8A951", "Silver #C0C0C0", "Black #111111", "Navy #1F2A44"], price: [345, 7950], facets: ["material", "gender"], gender: "Men", grams: [80, 220] },
  sunglasses: { shapes: ["sunglasses"], nouns: ["Cat-eye Sunglasses", "Aviator Sunglasses", "Square Sunglasses", "Round Sunglasses", "Oversized Sunglasses", "D-frame Sunglasses"], colors: ["Black #111111", "Tortoiseshell #6B4226", "Gold #C8A951", "Silver #C0C0C0", "Blush Pink #E8C3C0"], variants: { share: 0.3, by: "color", palette: ["Black #111111", "Tortoiseshell #6B4226", "Gold #C8A951", "Blush Pink #E8C3C0"], min: 2, max: 3 }, price: [165, 595], facets: ["material", "gender"], gender: "Unisex", grams: [30, 60] },
  gloves: { shapes: ["handbag"], nouns: ["Leather Gloves", "Cashmere-lined Gloves", "Driving Gloves", "Touchscreen Gloves"], colors: ["Black #111111", "Cognac #9A5B2F", "Burgundy #6D1A2B", "Navy #1F2A44"], variants: { share: 1, by: "size", sets: [APPAREL_SIZES, APPAREL_SIZES.slice(1)] }, price: [95, 395], facets: ["material", "gender"], gender: "Unisex", grams: [80, 160] },
  giftcard: { shapes: ["giftcard"], nouns: [], price: [25, 500], facets: [], grams: [0, 0], special: "giftcard" },
} satisfies Record<string, Kind>;

export type KindKey = keyof typeof KINDS;

export function kind(key: KindKey): Kind {
  return KINDS[key] as Kind;
}
