import { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";

/** Magento's `extensions.category` values. */
export type ErrorCategory =
  | "graphql"
  | "graphql-input"
  | "graphql-no-such-entity"
  | "graphql-authorization"
  | "graphql-authentication"
  | "graphql-already-exists";

/**
 * Base of the errors services throw for the client to see. They are GraphQL errors so that graphql-js keeps the
 * message and category when it attaches the path, while anything else thrown counts as unexpected and is masked.
 */
export class GraphQlClientError extends GraphQLError {
  readonly category: ErrorCategory;
  constructor(message: string, category: ErrorCategory) {
    super(message, { extensions: { category } });
    this.name = new.target.name;
    this.category = category;
  }
}

/** Bad input from the client (Magento's GraphQlInputException). */
export class GraphQlInputError extends GraphQlClientError {
  constructor(message: string) {
    super(message, "graphql-input");
  }
}

/** The requested entity does not exist or is not visible (GraphQlNoSuchEntityException). */
export class GraphQlNoSuchEntityError extends GraphQlClientError {
  constructor(message: string) {
    super(message, "graphql-no-such-entity");
  }
}

/** The caller may not do this, e.g. a guest asking for customer data (GraphQlAuthorizationException). */
export class GraphQlAuthorizationError extends GraphQlClientError {
  constructor(message: string) {
    super(message, "graphql-authorization");
  }
}

/** Credentials were wrong (GraphQlAuthenticationException). */
export class GraphQlAuthenticationError extends GraphQlClientError {
  constructor(message: string) {
    super(message, "graphql-authentication");
  }
}

/** The entity to create exists already (GraphQlAlreadyExistsException). */
export class GraphQlAlreadyExistsError extends GraphQlClientError {
  constructor(message: string) {
    super(message, "graphql-already-exists");
  }
}

export const INTERNAL_ERROR_MESSAGE = "Internal server error";

/**
 * Whether an error (or the error it wraps) was raised on purpose for the client: ours, or a GraphQL error about the
 * request. Checked by name, not instanceof, because test runners may load a second copy of graphql-js.
 */
export function isClientError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof GraphQlClientError) return true;
  if (error.name !== "GraphQLError") return false;
  const original = (error as GraphQLError).originalError;
  return original == null || isClientError(original);
}

// Messages of GraphQL request validation that are about argument or variable values, which Magento reports as
// input errors; other validation failures (unknown fields, limits) keep the generic category.
const INPUT_VALIDATION = [
  /^Variable "\$[^"]+" got invalid value/,
  /^Variable "\$[^"]+" of (required|non-null) type/,
  /^Variable "\$[^"]+" of type "[^"]+" used in position expecting/,
  /^Argument "[^"]+" of (required )?type "[^"]+" is required/,
  /^Expected value of type/,
  /^(Int|Float|String|Boolean|ID) cannot represent/,
  /^Enum "[^"]+" cannot represent/,
  /^Field "[^"]+" of required type "[^"]+" was not provided/,
  /^Field "[^"]+" is not defined by type "[^"]+"/,
  /^Variables are invalid JSON/,
];

/** The category to report for an error that does not carry one. */
export function categoryOf(error: GraphQLError): ErrorCategory {
  const own = error.extensions?.category ?? (error.originalError as GraphQLError | undefined)?.extensions?.category;
  if (typeof own === "string") return own as ErrorCategory;
  if (INPUT_VALIDATION.some((re) => re.test(error.message))) return "graphql-input";
  return "graphql";
}

/** An error about the operation document or its variables, as opposed to an unreadable request. */
function isOperationError(error: GraphQLError): boolean {
  if (error.message.startsWith("Syntax Error")) return false;
  return Boolean(error.locations?.length) || /^Variable "\$/.test(error.message);
}

/** Reshapes an error to Magento's `{ message, locations, path, extensions: { category } }`, optionally reworded. */
export function toMagentoError(error: GraphQLError, message = error.message): GraphQLError {
  // Magento answers invalid operations and variables with HTTP 200; only transport failures (unparsable body,
  // wrong method, oversized request) keep the status Yoga chose.
  const http = isOperationError(error) ? undefined : error.extensions?.http;
  // Kept for the HTTP status only: the serialiser drops `http` from the response.
  // `spec: false` stops Yoga from downgrading the status to 200 for application/json clients.
  const transport = http ? { http: { ...(http as object), spec: false } } : {};
  return reshape(error, message, { category: categoryOf(error), ...transport });
}

/**
 * A fresh error of the graphql-js copy Yoga uses (it tells client errors from crashes with instanceof), keeping
 * the location and path.
 */
export function reshape(error: GraphQLError | undefined, message: string, extensions: Record<string, unknown>): GraphQLError {
  return createGraphQLError(message, {
    nodes: error?.nodes,
    source: error?.source,
    positions: error?.positions,
    path: error?.path,
    extensions,
  });
}

/** Emails and long digit runs (phone, card numbers) never reach the logs. */
export function redact(text: string): string {
  return text
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi, "<email>")
    .replace(/\d[\d -]{5,}\d/g, "<number>");
}
