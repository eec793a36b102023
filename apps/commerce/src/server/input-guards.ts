import {
  GraphQLError, Lexer, parse, Source, TokenKind,
  type ASTNode, type ASTVisitor, type DocumentNode, type ParseOptions, type ValidationContext,
} from "graphql";

// graphql-js parses and coerces recursively: a document or variables nested some thousands deep overflow the stack.
// These bounds apply before anything recursive runs, and are far above what any client sends (the storefront's
// largest operation has about 600 tokens and nests 13 deep; its deepest variables 4).

/** Tokens of one document. */
export const MAX_TOKENS = 10_000;
/** Braces, brackets and parentheses nested in a document: selection sets (depth 20, inline fragments) and values. */
export const MAX_DOCUMENT_NESTING = 64;
/** Arrays and objects nested in the variables (the schema's deepest input, cart items with options, is 4). */
export const MAX_VARIABLE_NESTING = 16;

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

const NUL = "\u0000";
const NUL_MESSAGE = "contains a NUL character (U+0000), which no field accepts";

const inputError = (message: string, nodes?: ASTNode) => new GraphQLError(message, { nodes, extensions: { category: "graphql-input" } });

/**
 * Refuses a document nested deeper than MAX_DOCUMENT_NESTING with one pass of the (iterative) lexer, reading no
 * more than MAX_TOKENS tokens. Lexical errors are left to the parser, which reports them with their position.
 */
function assertNesting(source: Source): void {
  const lexer = new Lexer(source);
  let depth = 0;
  try {
    for (let tokens = 0; tokens <= MAX_TOKENS; tokens++) {
      const token = lexer.advance();
      if (token.kind === TokenKind.EOF) return;
      if (OPENING.has(token.kind)) depth += 1;
      else if (CLOSING.has(token.kind)) depth -= 1;
      if (depth > MAX_DOCUMENT_NESTING) {
        throw new GraphQLError(`Syntax Error: Document nesting exceeds ${MAX_DOCUMENT_NESTING} levels. Parsing aborted.`, {
          source,
          positions: [token.start],
        });
      }
    }
  } catch (error) {
    if (error instanceof GraphQLError && error.message.startsWith("Syntax Error: Document nesting")) throw error;
  }
}

/** graphql-js's parse with a token limit, after the nesting check. */
export function parseWithinLimits(source: string | Source, options?: ParseOptions): DocumentNode {
  const input = typeof source === "string" ? new Source(source) : source;
  assertNesting(input);
  return parse(input, { ...options, maxTokens: MAX_TOKENS });
}

/** Refuses string literals holding a NUL character, wherever they are (arguments, input objects, lists, defaults). */
export function noNulInLiteralsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes(NUL)) {
        context.reportError(inputError(`String value ${NUL_MESSAGE}.`, node));
      }
    },
  };
}

/**
 * The first problem of the request variables: nesting deeper than MAX_VARIABLE_NESTING, or a NUL character in a
 * string, named with its path. The walk stops at the nesting limit, so it cannot overflow itself.
 */
export function variablesProblem(variables: unknown): GraphQLError | null {
  // The path is written only for the value found: building one per element would cost more than the walk.
  type Found = { path: (string | number)[]; problem: string };
  const walk = (value: unknown, depth: number): Found | null => {
    if (typeof value === "string") return value.includes(NUL) ? { path: [], problem: NUL_MESSAGE } : null;
    if (value === null || typeof value !== "object") return null;
    if (depth > MAX_VARIABLE_NESTING) return { path: [], problem: `nests lists or objects deeper than ${MAX_VARIABLE_NESTING} levels` };
    const steps: (string | number)[] | number = Array.isArray(value) ? value.length : Object.keys(value);
    const count = typeof steps === "number" ? steps : steps.length;
    for (let i = 0; i < count; i++) {
      const step = typeof steps === "number" ? i : steps[i]!;
      const found = walk((value as Record<string | number, unknown>)[step], depth + 1);
      if (found) {
        found.path.unshift(step);
        return found;
      }
    }
    return null;
  };
  if (variables === null || typeof variables !== "object" || Array.isArray(variables)) return null;
  for (const [name, value] of Object.entries(variables)) {
    const found = walk(value, 1);
    if (found) {
      const path = name + found.path.map((step) => (typeof step === "number" ? `[${step}]` : `.${step}`)).join("");
      const at = found.path.length === 0 ? "" : ` at "${path}"`;
      return inputError(`Variable "$${name}"${at} ${found.problem}.`);
    }
  }
  return null;
}
