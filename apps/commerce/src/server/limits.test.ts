import { describe, expect, it } from "vitest";
import { buildSchema, parse, validate } from "graphql";
import { queryComplexityRule, queryDepthRule } from "./limits.ts";

const schema = buildSchema(`
  type Node { id: ID, name: String, child: Node, children: [Node] }
  type Query { node: Node }
`);
const errors = (query: string, rule: ReturnType<typeof queryDepthRule>) =>
  validate(schema, parse(query), [rule]).map((e) => e.message);

describe("query limits", () => {
  it("counts depth like graphql-php: fields with selections only, the root field at 0", () => {
    expect(errors("{ node { id } }", queryDepthRule(0))).toEqual([]);
    expect(errors("{ node { child { id } } }", queryDepthRule(0))).toEqual(["Max query depth should be 0 but got 1."]);
    expect(errors("{ node { child { id } } }", queryDepthRule(1))).toEqual([]);
  });

  it("follows fragments and inline fragments for depth", () => {
    const query = "{ node { ...A } } fragment A on Node { child { ... on Node { child { id } } } }";
    expect(errors(query, queryDepthRule(1))).toEqual(["Max query depth should be 1 but got 2."]);
  });

  it("counts every field once per place it is used", () => {
    expect(errors("{ node { id name } }", queryComplexityRule(3))).toEqual([]);
    expect(errors("{ node { id name __typename } }", queryComplexityRule(3))).toEqual(["Max query complexity should be 3 but got 4."]);
    const spread = "{ node { ...F child { ...F } } } fragment F on Node { id name }";
    expect(errors(spread, queryComplexityRule(5))).toEqual(["Max query complexity should be 5 but got 6."]);
  });

  it("does not loop on fragment cycles (reported by the standard rules)", () => {
    const query = "{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }";
    expect(() => validate(schema, parse(query), [queryDepthRule(), queryComplexityRule()])).not.toThrow();
  });
});
