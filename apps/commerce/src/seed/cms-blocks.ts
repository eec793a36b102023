import type { cmsBlocks } from "../db/schema.ts";
import { heroImageFile } from "./media/library.ts";
import { categoryTree } from "./categories.ts";

/** Hero banners the home blocks show; `{{media url=…}}` is Magento's directive for files under the media directory. */
export const HERO_IMAGES = [heroImageFile(1), heroImageFile(2)];
const heroImg = (file: string, alt: string) => `<img src="{{media url=&quot;${file}&quot;}}" alt="${alt}" width="1600" height="700" />`;

type BlockRow = typeof cmsBlocks.$inferInsert;

const FOOTER_EN: [string, string][] = [
  ["About us", "/about"], ["Customer service", "/customer-service"], ["FAQ", "/faq"], ["Track your order", "/track-order-info"],
  ["Gift services", "/gift-services"], ["Affiliates", "/affiliate-home"], ["Terms and conditions", "/terms-and-conditions"],
  ["Purchase terms", "/purchaseterms"], ["Privacy statement", "/privacy-statement"],
  ["Cookie policy", "/privacy-policy-cookie-restriction-mode"], ["Copyright (DMCA)", "/dmca"],
];
const FOOTER_ES: [string, string][] = [
  ["Acerca de nosotros", "/mx-about"], ["Rastrea tu pedido", "/mx-track-order-info"], ["Afiliados", "/mx-affiliate-home"],
  ["Términos y condiciones", "/mx-terms-and-conditions"], ["Aviso de privacidad", "/mx-privacy-statement"],
  ["Cookies", "/mx-enable-cookies"], ["Derechos de autor (DMCA)", "/mx-dmca"],
];

const links = (items: [string, string][]) =>
  `<ul class="footer-links">${items.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join("")}</ul>`;

const slides = (items: string[]) =>
  `<ul class="shipping-carousel">${items.map((text) => `<li>${text}</li>`).join("")}</ul>`;

function tiles(): string {
  const departments = categoryTree().filter((c) => c.level === 2);
  return `<ul class="category-tiles">${departments
    .map((d) => `<li><a href="/${d.urlPath}.html"><span>${d.name.replace(/&/g, "&amp;")}</span></a></li>`)
    .join("")}</ul>`;
}

/**
 * CMS blocks. `storeCode` null serves every view; a row for a specific view (the Spanish home hero and footer for
 * mx_website_store_view) takes precedence there. Ids are fixed because categories point at landing blocks by id.
 */
export function cmsBlockRows(): BlockRow[] {
  const blocks: Omit<BlockRow, "id" | "isActive">[] = [
    {
      identifier: "home-hero", storeCode: null, title: "Home hero",
      content: `<div class="home-hero">${heroImg(HERO_IMAGES[0]!, "Skincare and fragrance arranged on marble")}<p class="eyebrow">New season</p><h2>The art of the ritual</h2><p>Skincare, scent and colour from the houses that do it best.</p><a class="button" href="/skincare.html">Discover skincare</a></div>`,
    },
    { identifier: "home-category-tiles", storeCode: null, title: "Home category tiles", content: tiles() },
    {
      identifier: "home-brands-intro", storeCode: null, title: "Home brands intro",
      content: `<div class="brands-intro"><h2>Over 450 brands</h2><p>From century-old perfume houses to the newest names in clean beauty, every brand we carry is chosen by our buyers and sold with the maker's blessing.</p><a href="/brand">Browse all brands</a></div>`,
    },
    { identifier: "footer-links", storeCode: null, title: "Footer links", content: links(FOOTER_EN) },
    {
      identifier: "shipping-carousel", storeCode: null, title: "Shipping information carousel",
      content: slides(["Duties and taxes covered", "Worldwide delivery in 15–21 working days", "Free shipping on qualifying orders", "Two complimentary samples with every order"]),
    },
    {
      identifier: "shipping-carousel-cn", storeCode: null, title: "Shipping information carousel (China)",
      content: slides(["关税和税费已包含", "全球配送 15–21 个工作日", "每笔订单赠送两份小样", "安全支付"]),
    },
    {
      identifier: "accessories-landing", storeCode: null, title: "Accessories landing page",
      content: `<div class="landing"><h2>Made to last</h2><p>Handbags cut from the finest leathers, watches with movements finished by hand and sunglasses that define a face. Explore by category:</p><ul><li><a href="/accessories/handbags.html">Handbags</a></li><li><a href="/accessories/watches.html">Watches</a></li><li><a href="/accessories/sunglasses.html">Sunglasses</a></li><li><a href="/accessories/small-leather-goods.html">Small leather goods</a></li></ul></div>`,
    },
    {
      identifier: "fragrance-landing", storeCode: null, title: "Fragrance landing block",
      content: `<div class="landing"><h2>Find your signature</h2><p>Not sure where to start? Book a <a href="/virtual-fragrance-profiling-30-minutes.html">fragrance profiling session</a> or explore by family below.</p></div>`,
    },
    {
      identifier: "lips-landing", storeCode: null, title: "Lips landing block",
      content: `<div class="landing"><h2>The perfect red, and every shade after it</h2><p>Satin, matte or glossy: find the finish that feels like you. Watch <a href="/the-red-lip-masterclass.html">The Red Lip Masterclass</a>.</p></div>`,
    },
    {
      identifier: "routines-landing", storeCode: null, title: "Routines landing block",
      content: `<div class="landing"><h2>Build your routine</h2><p>Choose a cleanser, a serum and a moisturiser that work together — and save on the set.</p></div>`,
    },
    {
      identifier: "home-hero", storeCode: "mx_website_store_view", title: "Home hero (México)",
      content: `<div class="home-hero">${heroImg(HERO_IMAGES[1]!, "Cuidado de la piel y fragancias sobre mármol")}<p class="eyebrow">Nueva temporada</p><h2>El arte del ritual</h2><p>Cuidado de la piel, fragancias y color de las mejores casas.</p><a class="button" href="/skincare.html">Descubre el cuidado de la piel</a></div>`,
    },
    { identifier: "footer-links", storeCode: "mx_website_store_view", title: "Footer links (México)", content: links(FOOTER_ES) },
  ];
  return blocks.map((b, i) => ({ ...b, id: i + 1, isActive: true }));
}

export function landingBlockIds(): Record<string, number> {
  const ids: Record<string, number> = {};
  for (const b of cmsBlockRows()) if (b.storeCode === null && b.identifier.endsWith("-landing")) ids[b.identifier] = b.id;
  return ids;
}
