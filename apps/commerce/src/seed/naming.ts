import type { DepartmentKey } from "./categories.ts";
import type { Kind } from "./kinds.ts";
import type { Rng } from "./random.ts";

const LINES: Record<DepartmentKey, string[]> = {
  skincare: [
    "Hydra-Essentiel", "Lumière Vitale", "Cellular Renewal", "Pure Radiance", "Rose Botanique", "Marine Science",
    "Alpine Glacier", "Golden Elixir", "Midnight Recovery", "Velvet Skin", "Ceramide Cloud", "Porcelain", "Camellia",
    "Sea Fennel", "Vital Bloom", "Silk Veil", "Crystal Clear", "Ultra Calm", "Bio-Peptide", "Saffron Gold",
    "White Truffle", "Bamboo Dew", "Moringa", "Néroli Blanc", "Rice Ferment", "Overnight Repair", "Daily Defence",
    "Skin Harmony", "Prestige Noir", "Eau Thermale",
  ],
  makeup: [
    "Velvet Matte", "Skin Silk", "Second Skin", "Luminous", "Soft Focus", "Couture", "Haute Colour", "Infinite Wear",
    "Satin Glow", "Cloud", "Airbrush", "Lacquer", "Nude Edit", "Power", "Studio", "Sheer Veil", "Glass", "Duo Chrome",
    "Everlast", "Rouge Atelier", "Petal Soft", "Noir Intense",
  ],
  haircare: [
    "Repair", "Volume", "Curl Ritual", "Scalp Science", "Colour Care", "Silk Therapy", "Hydrate", "Smooth",
    "Bond Restore", "Camellia", "Argan Gold", "Sea Salt", "Pure Shine", "Luxe Recovery", "Strength Ritual",
  ],
  fragrance: [],
  mens: [
    "Barbershop No. 7", "Sandalwood", "Oud &amp; Vetiver", "Bay Rum", "Lime &amp; Cedar", "Classic", "Sport",
    "Black Edition", "Juniper", "Citrus Fresh", "Gentleman's",
  ],
  dental: ["Whitening", "Sensitive", "Fresh Mint", "Charcoal", "Enamel Care", "Pro Clean", "Jasmine Mint", "Ginger", "Cinnamon Mint", "Liquorice"],
  accessories: [
    "Le Petit", "Aria", "Soho", "Riviera", "Margaux", "Vendôme", "Capri", "Belgravia", "Marais", "Portofino", "Sintra",
    "Montaigne", "Kensington", "Aurore", "Palermo", "Brera", "Ravello", "Chelsea", "Étoile", "Amalfi",
  ],
};

const SCENT_A = [
  "Rose", "Santal", "Oud", "Iris", "Néroli", "Vétiver", "Ambre", "Figue", "Tubéreuse", "Jasmin", "Musc", "Cuir", "Thé",
  "Bergamote", "Mimosa", "Poivre", "Cèdre", "Lavande", "Myrrhe", "Encens", "Vanille", "Osmanthus", "Magnolia",
  "Patchouli", "Tabac", "Pivoine", "Bois",
];
const SCENT_B = [
  "Nocturne", "Poudré", "Ardent", "Azur", "Minuit", "Céleste", "Doré", "Fumé", "Blanc", "d'Hiver", "Velours", "Secret",
  "Sacré", "Infini", "Éternel", "Lumineux", "Nomade", "Opaline", "Cachemire", "Noir", "de Sable", "Boréal",
];

const ENTITIES: Record<string, string> = { "é": "&eacute;", "è": "&egrave;", "ê": "&ecirc;", "É": "&Eacute;", "ô": "&ocirc;", "'": "&#039;" };

/** Some names are stored entity-encoded, as Magento imports often leave them; the storefront decodes them. */
function maybeEncode(rng: Rng, name: string): string {
  if (!/[éèêÉô']/.test(name) || !rng.chance(0.4)) return name;
  return name.replace(/[éèêÉô']/g, (c) => ENTITIES[c] ?? c);
}

export function productName(rng: Rng, department: DepartmentKey, kind: Kind): { name: string; noun: string } {
  const noun = rng.pick(kind.nouns);
  let name: string;
  if (department === "fragrance") {
    const scent = `${rng.pick(SCENT_A)} ${rng.pick(SCENT_B)}`;
    name = `${scent} ${noun}`;
  } else {
    name = `${rng.pick(LINES[department])} ${noun}`;
  }
  return { name: maybeEncode(rng, name), noun };
}

export const ROUTINE_CONCEPTS = ["Hydration", "Radiance", "Renewal", "Calm Skin", "Glow", "Barrier Repair", "Age-Defying", "Clarifying", "Overnight", "Weekend Reset"];

export const NICKNAMES = [
  "Charlotte L.", "Amélie", "James from Leeds", "Sophie R.", "Priya", "Olivia M.", "Harriet", "Tom K.", "Isabella",
  "Grace W.", "Noah", "Mia from Bath", "Eleanor", "Chloe B.", "Zara", "Lucy", "Hannah P.", "Freya", "Ava J.", "Daniel",
  "Emily S.", "Rosie", "Megan", "Aisha", "Ella from Bristol", "Georgia", "Jess", "Liam O.", "Natalie", "Yasmin",
  "Victoria", "Maddie", "Camila", "Lucía", "Valentina", "Sofía G.", "Fernanda", "Mariana", "Ximena", "Alejandra",
  "Sarah from Chicago", "Ashley", "Madison", "Taylor R.", "Brooke", "Kayla", "Lauren", "Morgan", "Jordan", "Avery",
];
