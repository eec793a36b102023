import { describe, expect, it } from "vitest";
import { failureText } from "./failure-text";
import { translate } from "./translate";

const en = await translate("en-GB", "Errors");
const cn = await translate("zh-CN", "Errors");

describe("failureText", () => {
  it("passes the backend's own message on", () => {
    expect(failureText({ kind: "graphql", message: "The requested qty is not available" }, en, "Remove Failed")).toBe(
      "The requested qty is not available",
    );
  });

  it("gives the spec's time-out text in the site's language (spec §8)", () => {
    const timeout = { kind: "timeout", message: "The commerce API did not answer within 20 s" };
    expect(failureText(timeout, en, "Remove Failed")).toBe("Interface timeout, please try again.");
    expect(failureText(timeout, cn)).toBe("请求超时，请重试。");
  });

  it("gives the operation's text, else the generic one, for transport failures and empty messages", () => {
    const network = { kind: "network", message: "The commerce API could not be reached" };
    expect(failureText(network, en, "Remove Failed, please try again")).toBe("Remove Failed, please try again");
    expect(failureText(network, en)).toBe("An error occurred");
    expect(failureText({ kind: "graphql", message: " " }, cn)).toBe("发生错误");
  });
});
