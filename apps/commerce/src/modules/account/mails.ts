import type { MailMessage } from "../../core/mail.ts";
import type { Site } from "../../core/site.ts";
import type { StoreView } from "../../core/store-view.ts";

export type AccountMailKind = "account-confirmation" | "password-reset" | "welcome";

/** A message's wording: subject, greeting, the paragraph before the link and an optional one after it. */
interface Wording {
  subject: string;
  greeting: string;
  before: string;
  after?: string;
}

type Vars = { name: string; shop: string };
type Texts = Record<AccountMailKind, (v: Vars) => Wording>;

const EN_GB: Texts = {
  "account-confirmation": ({ name, shop }) => ({
    subject: `Confirm your ${shop} account`,
    greeting: `Hello ${name},`,
    before: `Thank you for registering with ${shop}. Please confirm your e-mail address to activate your account:`,
    after: "If you did not create this account, you can ignore this message.",
  }),
  "password-reset": ({ name, shop }) => ({
    subject: `Reset your ${shop} password`,
    greeting: `Hello ${name},`,
    before: `We received a request to reset the password of your ${shop} account. Set a new password here within the next hour:`,
    after: "If you did not ask for this, you can ignore this message: your password stays as it is.",
  }),
  welcome: ({ name, shop }) => ({
    subject: `Welcome to ${shop}`,
    greeting: `Hello ${name},`,
    before: `Your ${shop} account is ready. Sign in to see your orders, addresses and newsletter preferences:`,
  }),
};

const EN_US: Texts = {
  ...EN_GB,
  "account-confirmation": (v) => ({
    ...EN_GB["account-confirmation"](v),
    before: `Thank you for registering with ${v.shop}. Please confirm your email address to activate your account:`,
  }),
};

const ZH_CN: Texts = {
  "account-confirmation": ({ name, shop }) => ({
    subject: `请确认您的 ${shop} 账户`,
    greeting: `${name}，您好：`,
    before: `感谢您注册 ${shop}。请点击以下链接确认您的电子邮箱地址，以激活账户：`,
    after: "如果您没有注册此账户，请忽略本邮件。",
  }),
  "password-reset": ({ name, shop }) => ({
    subject: `重置您的 ${shop} 密码`,
    greeting: `${name}，您好：`,
    before: `我们收到了重置您 ${shop} 账户密码的请求。请在一小时内通过以下链接设置新密码：`,
    after: "如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。",
  }),
  welcome: ({ name, shop }) => ({
    subject: `欢迎加入 ${shop}`,
    greeting: `${name}，您好：`,
    before: `您的 ${shop} 账户已准备就绪。登录即可查看订单、地址和订阅设置：`,
  }),
};

const ES_MX: Texts = {
  "account-confirmation": ({ name, shop }) => ({
    subject: `Confirma tu cuenta de ${shop}`,
    greeting: `Hola, ${name}:`,
    before: `Gracias por registrarte en ${shop}. Confirma tu correo electrónico para activar tu cuenta:`,
    after: "Si no creaste esta cuenta, puedes ignorar este mensaje.",
  }),
  "password-reset": ({ name, shop }) => ({
    subject: `Restablece tu contraseña de ${shop}`,
    greeting: `Hola, ${name}:`,
    before: `Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${shop}. Crea una nueva contraseña aquí durante la próxima hora:`,
    after: "Si no lo solicitaste, puedes ignorar este mensaje: tu contraseña seguirá siendo la misma.",
  }),
  welcome: ({ name, shop }) => ({
    subject: `Te damos la bienvenida a ${shop}`,
    greeting: `Hola, ${name}:`,
    before: `Tu cuenta de ${shop} está lista. Inicia sesión para ver tus pedidos, direcciones y preferencias del boletín:`,
  }),
};

const BY_LANGUAGE: Record<string, Texts> = { "en-GB": EN_GB, "en-US": EN_US, "zh-CN": ZH_CN, "es-MX": ES_MX };

/** The site's wording, else the one of its language (es-ES reads es-MX), else British English. */
function textsFor(language: string): Texts {
  const primary = language.split("-")[0];
  return BY_LANGUAGE[language] ?? Object.entries(BY_LANGUAGE).find(([tag]) => tag.startsWith(`${primary}-`))?.[1] ?? EN_GB;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Where a message's link leads on the site: the confirmation page, the new-password page, the account. */
export function accountLink(site: Site, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${site.url}${path}${search ? `?${search}` : ""}`;
}

/** An account e-mail in the site's language, as plain text and HTML, with its one link. */
export function accountMail(
  kind: AccountMailKind,
  to: { email: string; firstname: string },
  site: Site,
  store: StoreView,
  link: string,
): MailMessage {
  const w = textsFor(site.language)[kind]({ name: to.firstname, shop: store.websiteName });
  const paragraphs = [w.greeting, w.before, link, ...(w.after ? [w.after] : [])];
  const html = [
    `<!doctype html><html lang="${escapeHtml(site.language)}"><head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head><body>`,
    `<p>${escapeHtml(w.greeting)}</p>`,
    `<p>${escapeHtml(w.before)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ...(w.after ? [`<p>${escapeHtml(w.after)}</p>`] : []),
    "</body></html>",
  ].join("\n");
  return { kind, to: to.email, subject: w.subject, text: `${paragraphs.join("\n\n")}\n`, html, storeCode: store.code };
}

/** The storefront pages the e-mails link to (spec §2.3; the confirmation page takes `email` and `key`). */
export const STOREFRONT_PATHS = {
  confirmAccount: "/user/confirm",
  resetPassword: "/user/resetpassword",
  account: "/account/overview",
} as const;
