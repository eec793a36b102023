import type { DepartmentKey } from "./categories.ts";
import type { Rng } from "./random.ts";
import { escapeHtml } from "./util.ts";

// Product copy in the voice of a luxury shop: an intro, key ingredients (or notes, or craft), how to use.

const INGREDIENTS: Record<DepartmentKey, [string, string][]> = {
  skincare: [
    ["Hyaluronic acid", "draws moisture into the skin and holds it there"],
    ["Niacinamide", "refines the look of pores and evens tone"],
    ["Squalane", "replenishes the lipid barrier without heaviness"],
    ["Peptide complex", "supports firmness and elasticity"],
    ["Encapsulated retinal", "smooths texture overnight with minimal irritation"],
    ["Vitamin C", "brightens and helps defend against daily pollution"],
    ["Ceramides", "reinforce a comfortable, resilient barrier"],
    ["Centella asiatica", "calms the look of redness"],
    ["Bakuchiol", "a gentle plant alternative to retinol"],
    ["Rosehip seed oil", "rich in essential fatty acids for suppleness"],
    ["Marine algae", "mineral-rich hydration from the Atlantic coast"],
    ["Lactic acid", "lifts dull surface cells for instant radiance"],
    ["Azelaic acid", "clarifies and evens the look of blemish marks"],
    ["Shea butter", "deep, long-lasting nourishment"],
    ["Camellia oil", "softens and lends a healthy glow"],
    ["Fermented rice water", "softens and brightens"],
    ["Panthenol", "soothes and supports the skin's recovery"],
    ["White truffle extract", "an antioxidant-rich rarity"],
  ],
  makeup: [
    ["Micronised pigments", "true colour that blends like a second skin"],
    ["Hyaluronic spheres", "keep lips and skin comfortable for hours"],
    ["Vitamin E", "conditions while you wear it"],
    ["Jojoba esters", "a cushiony glide without drag"],
    ["Light-diffusing pearls", "blur and brighten at once"],
    ["Shea butter", "a soft, supple finish"],
    ["Flexible film formers", "lock colour in place through the day"],
    ["Rose wax", "a satin slip and subtle scent"],
  ],
  haircare: [
    ["Argan oil", "smooths frizz and adds mirror shine"],
    ["Keratin amino acids", "fill weak spots along the strand"],
    ["Rice protein", "builds body without weighing hair down"],
    ["Biotin", "supports a healthy-looking scalp"],
    ["Murumuru butter", "seals in moisture for soft, defined curls"],
    ["Sea kelp", "mineral-rich nourishment for the scalp"],
    ["Bond-building complex", "strengthens hair from within"],
    ["Silk proteins", "leave a weightless, glossy finish"],
  ],
  fragrance: [],
  mens: [
    ["Sandalwood oil", "softens the skin and the beard"],
    ["Aloe vera", "cools and calms after shaving"],
    ["Caffeine", "wakes up tired-looking skin"],
    ["Witch hazel", "tones without stripping"],
    ["Glycerin", "a close, comfortable glide"],
    ["Menthol", "a clean, fresh finish"],
  ],
  dental: [
    ["Hydroxyapatite", "helps restore the natural shine of enamel"],
    ["Fluoride (1450 ppm)", "protects against cavities"],
    ["Xylitol", "freshens and balances the mouth"],
    ["Peppermint oil", "long-lasting fresh breath"],
    ["Potassium nitrate", "soothes sensitive teeth"],
  ],
  accessories: [],
};

const HOW_TO: Record<DepartmentKey, string[]> = {
  skincare: [
    "Morning and evening, warm a small amount between the fingertips and press gently into cleansed skin, working upwards and outwards.",
    "Apply to clean, dry skin and massage in light circular motions. Follow with your usual moisturiser and, by day, sun protection.",
    "Use two to three times a week in the evening. Leave on for ten minutes, then remove with a warm, damp cloth.",
  ],
  makeup: [
    "Apply from the centre of the face outwards with fingertips or a dense brush, building coverage in thin layers.",
    "Glide directly from the bullet, starting at the centre of the lips. Blot and reapply for a more intense finish.",
    "Sweep across the lid with a soft brush, then deepen the outer corner. Set with a light veil of powder if you like.",
  ],
  haircare: [
    "Massage into wet hair and scalp, lather, then rinse thoroughly. Repeat if needed and follow with the matching conditioner.",
    "Apply mid-lengths to ends on towel-dried hair. Leave for five minutes, then rinse with cool water for extra shine.",
    "Work a small amount through damp or dry hair, then style as usual. Less is more: add a little at a time.",
  ],
  fragrance: [
    "Spray on pulse points — wrists, neck, behind the ears — from about 15 cm. Let it settle rather than rubbing it in.",
    "Mist over clothes and hair for a softer trail, or layer over the matching body cream for longer wear.",
  ],
  mens: [
    "Apply to damp skin after a warm shower, work into a light lather and shave with the grain using light strokes.",
    "Warm a few drops in the palms and work through the beard, then comb into shape.",
  ],
  dental: [
    "Use twice a day for two minutes. Spit, do not rinse, so that the active ingredients keep working.",
    "Charge fully before first use and move the brush slowly from tooth to tooth, letting the head do the work.",
  ],
  accessories: [
    "Store in the dust bag provided, away from direct sunlight and heat. Wipe with a soft, dry cloth.",
    "Avoid contact with water, perfume and cosmetics. Have it serviced by an authorised specialist every few years.",
  ],
};

const NOTES = {
  top: ["bergamot", "pink pepper", "mandarin", "cardamom", "green fig leaf", "grapefruit", "saffron", "neroli", "blackcurrant bud"],
  heart: ["rose de mai", "jasmine sambac", "iris", "orange blossom", "tuberose", "violet", "lavender", "magnolia", "osmanthus"],
  base: ["sandalwood", "vetiver", "amber", "white musk", "oud", "tonka bean", "vanilla", "patchouli", "cedarwood", "leather", "benzoin"],
};

const CLAIMS = [
  "a modern classic that regulars buy again and again",
  "developed over three years with a panel of experts",
  "made in small batches for exceptional freshness",
  "the house's most celebrated creation",
  "a quiet luxury that transforms the everyday",
  "created for those who refuse to compromise",
];

const GOOD_TO_KNOW: Record<DepartmentKey, string[]> = {
  skincare: ["Dermatologically tested", "Vegan formula", "Fragrance-free", "Refillable packaging", "Suitable for sensitive skin", "Non-comedogenic"],
  makeup: ["Ophthalmologist tested", "Cruelty-free", "Long-wearing", "Transfer-resistant", "Refillable case"],
  haircare: ["Sulphate-free", "Colour-safe", "Silicone-free", "Salon professional formula", "Recyclable bottle"],
  fragrance: ["Made in France", "Refillable bottle", "Long-lasting", "Gift box included"],
  mens: ["Suitable for sensitive skin", "Made in England", "Alcohol-free"],
  dental: ["Vegan", "SLS-free", "Recommended by dentists", "Recyclable tube"],
  accessories: ["Dust bag included", "Handmade", "Made in Italy", "Two-year guarantee"],
};

export interface CopyInput {
  department: DepartmentKey;
  name: string;
  brand: string;
  noun: string;
  material?: string;
  families?: string[];
}

export function productCopy(rng: Rng, input: CopyInput): { description: string; short: string } {
  const brand = escapeHtml(input.brand);
  const name = input.name;
  const claim = rng.pick(CLAIMS);
  const parts: string[] = [`<p>${brand}'s ${name} is ${claim}. ${sensorial(rng, input.department)}</p>`];
  if (input.department === "fragrance") {
    const notes = ([["Top notes", NOTES.top], ["Heart notes", NOTES.heart], ["Base notes", NOTES.base]] as const)
      .map(([title, pool]) => `<li><strong>${title}:</strong> ${rng.sample(pool, 3).join(", ")}</li>`)
      .join("");
    parts.push(`<h3>The notes</h3><ul>${notes}</ul>`);
    if (input.families?.length) parts.push(`<p>Fragrance family: ${input.families.join(" and ").toLowerCase()}.</p>`);
  } else if (input.department === "accessories") {
    const material = input.material ?? "calfskin leather";
    parts.push(
      `<h3>Craftsmanship</h3><p>Cut from ${material.toLowerCase()} and assembled in a small family workshop, every piece is finished by hand with edges painted in several coats.</p>`,
      `<h3>Details</h3><ul>${rng.sample(["Gold-tone hardware", "Interior slip pocket", "Adjustable strap", "Magnetic closure", "Sapphire crystal", "Water resistant to 50 m", "UV400 lenses", "Suede lining"], 3).map((d) => `<li>${d}</li>`).join("")}</ul>`,
    );
  } else {
    const ingredients = rng.sample(INGREDIENTS[input.department], 3)
      .map(([ingredient, benefit]) => `<li><strong>${ingredient}</strong> ${benefit}</li>`)
      .join("");
    parts.push(`<h3>Key ingredients</h3><ul>${ingredients}</ul>`);
  }
  parts.push(`<h3>How to use</h3><p>${rng.pick(HOW_TO[input.department])}</p>`);
  parts.push(`<h3>Good to know</h3><ul>${rng.sample(GOOD_TO_KNOW[input.department], 2).map((g) => `<li>${g}</li>`).join("")}</ul>`);
  const short = `<p>${rng.pick(SHORT_OPENERS)} ${input.noun.toLowerCase()} from ${brand}: ${claim}.</p>`;
  return { description: parts.join(""), short };
}

const SHORT_OPENERS = ["An exceptional", "A beautifully made", "The cult", "A refined", "An indulgent", "A brilliant"];

function sensorial(rng: Rng, department: DepartmentKey): string {
  const lines: Record<DepartmentKey, string[]> = {
    skincare: ["The texture melts on contact and leaves skin soft, plumped and luminous.", "Lightweight yet deeply comforting, it sinks in within seconds."],
    makeup: ["Colour glides on in one stroke and stays true for hours.", "Buildable, blendable and effortlessly flattering on every skin tone."],
    haircare: ["Hair is left soft, glossy and full of movement.", "It cleanses gently and smells wonderful long after you leave the shower."],
    fragrance: ["It opens brightly, settles into a warm heart and lingers for hours on the skin.", "A signature that is noticed rather than announced."],
    mens: ["No fuss, no residue — just skin that feels comfortable and looks rested.", "A barbershop classic, reimagined."],
    dental: ["Your mouth feels polished and fresh, as if you had just left the hygienist.", "Designed to make a twice-daily routine feel like a treat."],
    accessories: ["Beautifully proportioned, it is made to be carried every day for years.", "A piece that grows more beautiful with every wear."],
  };
  return rng.pick(lines[department]);
}
