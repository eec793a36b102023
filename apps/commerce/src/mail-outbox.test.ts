import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printOutbox } from "./mail-outbox.ts";
import { createCommerceApp } from "./server/app.ts";
import { listen, type ListeningServer } from "./server/http.ts";
import { accountBackend, REGISTER, uniqueEmail, type AccountBackend } from "./test/account-backend.ts";

const OUTBOX = "query($n: Int) { developmentOutbox(pageSize: $n) { kind store_code to subject text html links created_at } }";

let b: AccountBackend;
const servers: ListeningServer[] = [];
let email: string;

beforeAll(async () => {
  b = await accountBackend();
  email = uniqueEmail();
  await b.data(REGISTER, { input: { email, firstname: "Ada", lastname: "Lovelace", password: "Secret-pass1" } }, { captcha: true, language: "zh-CN" });
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await b.close();
});

describe("development outbox (no SMTP server configured)", () => {
  it("lists the latest messages with their links while development tools are on", async () => {
    const { developmentOutbox } = await b.data(OUTBOX, { n: 1 });
    expect(developmentOutbox).toHaveLength(1);
    const [message] = developmentOutbox;
    expect(message).toMatchObject({ kind: "account-confirmation", store_code: "default", to: email, subject: expect.stringMatching(/^请确认/) });
    expect(message.links).toHaveLength(1);
    expect(message.links[0]).toMatch(/^http:\/\/localhost:3000\/cn\/user\/confirm\?email=.+&key=[\w-]{43}$/);
    expect(message.html).toContain("<a href=");
    expect(await b.error(OUTBOX, { n: 101 })).toEqual({ message: "pageSize must be between 1 and 100.", category: "graphql-input" });
  });

  it("answers nothing without development tools (production)", async () => {
    const production = createCommerceApp({ database: b.database, production: true, logger: { info() {}, warn() {}, error() {} } });
    const server = await listen(production, { port: 0, host: "127.0.0.1" });
    servers.push(server);
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", store: "default" },
      body: JSON.stringify({ query: OUTBOX, variables: { n: 5 } }),
    });
    const body = (await response.json()) as { data: unknown; errors: { message: string; extensions: { category: string } }[] };
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({
      message: "The development outbox is available only with COMMERCE_DEV_TOOLS=true.",
      extensions: { category: "graphql-no-such-entity" },
    });
    const lines: string[] = [];
    expect(await printOutbox(`${server.url}/graphql`, 5, (line) => lines.push(line))).toBe(1);
    expect(lines.join("\n")).not.toContain(email);
  });
});

describe("npm run mail:outbox", () => {
  it("prints the running backend's latest messages with their links", async () => {
    const server = await listen(b.app, { port: 0, host: "127.0.0.1" });
    servers.push(server);
    const lines: string[] = [];
    expect(await printOutbox(`${server.url}/graphql`, 5, (line) => lines.push(line))).toBe(0);
    const { developmentOutbox } = await b.data(OUTBOX, { n: 1 });
    expect(lines.slice(0, 3)).toEqual([
      expect.stringMatching(new RegExp(`^#\\d+  \\S+  account-confirmation  default  to ${email.replace(/\./g, "\\.")}$`)),
      `    ${developmentOutbox[0].subject}`,
      `    ${developmentOutbox[0].links[0]}`,
    ]);
  });

  it("says how to start the backend when none answers", async () => {
    const lines: string[] = [];
    expect(await printOutbox("http://127.0.0.1:9/graphql", 5, (line) => lines.push(line))).toBe(1);
    expect(lines[0]).toMatch(/^The backend does not answer at http:\/\/127\.0\.0\.1:9\/graphql .*npm run dev\.$/);
  });
});
