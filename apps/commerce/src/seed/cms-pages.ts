import type { cmsPages } from "../db/schema.ts";

type PageRow = typeof cmsPages.$inferInsert;

interface Page {
  identifier: string;
  title: string;
  heading?: string;
  content: string;
  meta: string;
  layout?: string;
}

const EN_PAGES: Page[] = [
  {
    identifier: "home",
    title: "Luxury Beauty, Fragrance & Accessories",
    meta: "Maison: luxury skincare, make-up, fragrance, haircare and accessories from over 450 brands, delivered worldwide.",
    layout: "1column",
    content: `<section class="home-intro"><h2>The new season edit</h2><p>From cult serums to couture lipsticks and handbags made to last a lifetime, discover over 450 of the world's most coveted brands — chosen by our buyers, delivered with complimentary samples.</p><p><a href="/skincare.html">Shop skincare</a> · <a href="/make-up.html">Shop make-up</a> · <a href="/fragrance.html">Shop fragrance</a></p></section><section class="home-services"><h3>Why shop with us</h3><ul><li>Duties and taxes covered on international orders</li><li>Delivery worldwide in 15–21 working days</li><li>Two complimentary samples with every order</li><li>Safe, secure payment</li></ul></section>`,
  },
  {
    identifier: "about",
    title: "About Us",
    heading: "About Maison",
    meta: "Who we are: a UK online retailer of luxury beauty and fashion, offering products from over 450 brands.",
    content: `<p>Maison began with a simple idea: that the finest beauty and fashion houses deserve a home where they can be discovered properly, with time and with care.</p><p>Today we are a UK online retailer offering products from over 450 brands, from heritage perfumers in Grasse to independent skincare laboratories in Seoul. Our buyers test everything they list, and our advisers are on hand to help you choose.</p><h3>Our promise</h3><ul><li>Only authentic products, sourced directly from the brands or their authorised distributors</li><li>Thoughtful packaging, recyclable wherever possible</li><li>Honest advice, never pushy</li></ul>`,
  },
  {
    identifier: "faq",
    title: "Frequently Asked Questions",
    meta: "Answers about orders, delivery, returns, payment and your account.",
    content: `<h3>When will my order arrive?</h3><p>International orders usually arrive within 15–21 working days. You will receive a tracking link as soon as your parcel leaves our warehouse.</p><h3>Do I have to pay customs duties?</h3><p>No. Duties and import taxes are included in the price you pay at checkout.</p><h3>Can I return an item?</h3><p>Unopened items can be returned within 28 days of delivery. See our <a href="/terms-and-conditions">terms and conditions</a> for details.</p><h3>How do I use a coupon?</h3><p>Enter the code in your bag before checkout; the discount is shown immediately.</p><h3>Is my payment secure?</h3><p>Yes. Card details are handled by our payment provider and never stored on our servers.</p>`,
  },
  {
    identifier: "privacy-policy-cookie-restriction-mode",
    title: "Privacy and Cookie Policy",
    meta: "How we use cookies and how you can control them.",
    content: `<p>We use cookies to keep you signed in, remember your bag and your preferred currency, and understand how our site is used so that we can improve it.</p><h3>Essential cookies</h3><p>These are needed for the site to work — for example to keep items in your bag — and cannot be switched off.</p><h3>Analytics and marketing cookies</h3><p>With your consent we use these to measure visits and show you relevant offers. You can change your choice at any time from the cookie banner.</p><p>Read our full <a href="/privacy-statement">privacy statement</a>.</p>`,
  },
  {
    identifier: "privacy-statement",
    title: "Privacy Statement",
    meta: "How Maison collects, uses and protects your personal data.",
    content: `<p>We respect your privacy. This statement explains which personal data we collect when you shop with us, why, and the rights you have.</p><h3>What we collect</h3><p>Your name, contact details, delivery and billing addresses, order history and, if you choose, your preferences and reviews.</p><h3>Why</h3><p>To process and deliver your orders, provide customer service, prevent fraud and — only with your consent — send you news and offers.</p><h3>Your rights</h3><p>You may access, correct or delete your data, or object to its use, by contacting our privacy team. We will reply within one month.</p>`,
  },
  {
    identifier: "track-order-info",
    title: "Track Your Order",
    meta: "Where is my order? How to follow your parcel.",
    content: `<p>As soon as your order is dispatched we send you an e-mail with a tracking link. You can also follow every order from <a href="/account/order">My Orders</a> in your account.</p><h3>Delivery times</h3><p>Orders are prepared within one to two working days and usually arrive within 15–21 working days.</p><p>Tracking not updating? Parcels are sometimes scanned only at the border; if nothing changes for seven days, please contact us.</p>`,
  },
  {
    identifier: "purchaseterms",
    title: "Purchase Terms",
    meta: "The terms that apply when you place an order with Maison.",
    content: `<p>By placing an order you make an offer to buy the products in your bag at the prices shown. A contract is formed when we dispatch the goods and send you a dispatch confirmation.</p><h3>Prices</h3><p>Prices include VAT where applicable. Delivery charges, if any, are shown before you pay.</p><h3>Availability</h3><p>All orders are subject to availability. If an item becomes unavailable we will refund you in full.</p>`,
  },
  {
    identifier: "affiliate-home",
    title: "Affiliate Programme",
    meta: "Earn commission by recommending Maison to your audience.",
    content: `<p>Join our affiliate programme and earn commission on every sale you refer. Creators, editors and beauty professionals are all welcome.</p><h3>What you get</h3><ul><li>Competitive commission on every qualifying order</li><li>Early access to launches and exclusive codes for your audience</li><li>A dedicated partnerships manager</li></ul><p>To apply, write to us with a link to your channel or publication.</p>`,
  },
  {
    identifier: "terms-and-conditions",
    title: "Terms and Conditions",
    meta: "Terms of use of the Maison website and online store.",
    content: `<p>These terms govern your use of this website and any purchase you make from it. Please read them carefully.</p><h3>Returns</h3><p>You may return unopened products within 28 days of delivery for a full refund. For hygiene reasons opened cosmetics can only be returned if faulty.</p><h3>Gift cards</h3><p>Gift cards are valid for 24 months from purchase and cannot be exchanged for cash.</p><h3>Liability</h3><p>Nothing in these terms limits our liability where it would be unlawful to do so.</p>`,
  },
  {
    identifier: "enable-cookies",
    title: "Enable Cookies",
    meta: "How to enable cookies in your browser.",
    content: `<p>Our shop needs cookies to keep your bag and your sign-in. It looks like they are switched off in your browser.</p><ol><li>Open your browser's settings or preferences</li><li>Find the privacy or cookies section</li><li>Allow cookies for this site, then reload the page</li></ol>`,
  },
  {
    identifier: "dmca",
    title: "Copyright Notice (DMCA)",
    meta: "How to report content that infringes your copyright.",
    content: `<p>We respect intellectual property. If you believe content on this site infringes your copyright, send us a notice identifying the work, the material you believe infringes it and where it appears, with your contact details and a statement made in good faith.</p><p>We will review every notice and remove infringing material promptly.</p>`,
  },
  {
    identifier: "customer-service",
    title: "Customer Service",
    meta: "Contact our customer service team.",
    content: `<p>Our advisers are available Monday to Saturday, 9am to 6pm (UK time), to help with orders, returns and product advice.</p><ul><li>E-mail: care@maison.example</li><li>Live chat: from any page, bottom right</li></ul><p>Many answers are already in our <a href="/faq">FAQ</a>.</p>`,
  },
  {
    identifier: "gift-services",
    title: "Gift Services",
    meta: "Gift wrapping, messages and e-gift cards.",
    content: `<p>Every order can be gift-wrapped in our signature box with a hand-tied ribbon and a handwritten message, free of charge.</p><p>Not sure what to choose? Our <a href="/maison-e-gift-card.html">e-gift card</a> arrives by e-mail in minutes.</p>`,
  },
  {
    identifier: "no-route",
    title: "Page Not Found",
    heading: "Sorry, we could not find that page",
    meta: "Page not found.",
    content: `<p>The page or product you are looking for may have moved or is no longer available.</p><p><a href="/">Back to the home page</a></p>`,
  },
];

const ES_PAGES: Page[] = [
  {
    identifier: "mx-about",
    title: "Acerca de nosotros",
    heading: "Acerca de Maison",
    meta: "Quiénes somos: tienda en línea de belleza y moda de lujo con más de 450 marcas.",
    content: `<p>Maison nació de una idea sencilla: que las grandes casas de belleza y moda merecen un lugar donde descubrirlas con tiempo y con cuidado.</p><p>Hoy ofrecemos productos de más de 450 marcas, desde perfumistas de Grasse hasta laboratorios independientes de Seúl. Nuestro equipo prueba todo lo que vendemos.</p><h3>Nuestra promesa</h3><ul><li>Solo productos auténticos, adquiridos directamente a las marcas</li><li>Empaques reciclables siempre que sea posible</li><li>Asesoría honesta</li></ul>`,
  },
  {
    identifier: "mx-privacy-statement",
    title: "Aviso de privacidad",
    meta: "Cómo Maison recopila, usa y protege tus datos personales.",
    content: `<p>Respetamos tu privacidad. Este aviso explica qué datos personales recopilamos, para qué los usamos y cuáles son tus derechos ARCO (acceso, rectificación, cancelación y oposición).</p><h3>Datos que recopilamos</h3><p>Nombre, datos de contacto, direcciones de envío y facturación, e historial de pedidos.</p><h3>Finalidad</h3><p>Procesar y entregar tus pedidos, brindarte atención y, solo con tu consentimiento, enviarte novedades.</p>`,
  },
  {
    identifier: "mx-track-order-info",
    title: "Rastrea tu pedido",
    meta: "¿Dónde está mi pedido? Cómo seguir tu paquete.",
    content: `<p>En cuanto enviamos tu pedido recibirás un correo con el enlace de rastreo. También puedes seguirlo desde <a href="/account/order">Mis pedidos</a>.</p><p>Los pedidos suelen llegar en 15 a 21 días hábiles.</p>`,
  },
  {
    identifier: "mx-affiliate-home",
    title: "Programa de afiliados",
    meta: "Gana comisiones recomendando Maison.",
    content: `<p>Únete a nuestro programa de afiliados y gana una comisión por cada venta que nos recomiendes.</p><ul><li>Comisiones competitivas</li><li>Acceso anticipado a lanzamientos</li><li>Un gestor de alianzas dedicado</li></ul>`,
  },
  {
    identifier: "mx-terms-and-conditions",
    title: "Términos y condiciones",
    meta: "Términos de uso del sitio y de la tienda en línea Maison.",
    content: `<p>Estos términos rigen el uso de este sitio y las compras que realices en él.</p><h3>Devoluciones</h3><p>Puedes devolver productos sin abrir dentro de los 28 días posteriores a la entrega.</p><h3>Tarjetas de regalo</h3><p>Las tarjetas de regalo son válidas durante 24 meses y no son canjeables por efectivo.</p>`,
  },
  {
    identifier: "mx-enable-cookies",
    title: "Activa las cookies",
    meta: "Cómo activar las cookies en tu navegador.",
    content: `<p>Nuestra tienda necesita cookies para guardar tu bolsa y tu sesión, y parece que están desactivadas.</p><ol><li>Abre la configuración de tu navegador</li><li>Busca la sección de privacidad o cookies</li><li>Permite las cookies para este sitio y recarga la página</li></ol>`,
  },
  {
    identifier: "mx-dmca",
    title: "Aviso de derechos de autor (DMCA)",
    meta: "Cómo reportar contenido que infringe tus derechos de autor.",
    content: `<p>Respetamos la propiedad intelectual. Si crees que algún contenido de este sitio infringe tus derechos, envíanos un aviso que identifique la obra, el material en cuestión y tus datos de contacto.</p>`,
  },
];

/** CMS pages, shared by every store view (store_code null); mx- pages are the Spanish versions. */
export function cmsPageRows(): PageRow[] {
  return [...EN_PAGES, ...ES_PAGES].map((p, i) => ({
    id: i + 1,
    identifier: p.identifier,
    storeCode: null,
    title: p.title,
    contentHeading: p.heading ?? p.title,
    content: p.content,
    metaTitle: `${p.title} | Maison`,
    metaDescription: p.meta,
    metaKeywords: null,
    pageLayout: p.layout ?? (p.identifier === "home" ? "1column" : "cms-full-width"),
    isActive: true,
  }));
}

export function cmsPageIdentifiers(): string[] {
  return [...EN_PAGES, ...ES_PAGES].map((p) => p.identifier);
}
