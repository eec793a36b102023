import { GraphQLError, getOperationAST, Kind, type ASTVisitor, type DefinitionNode, type ValidationContext } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { costLimitError, dataRootFieldsRule, variablesCostError } from "./cost.ts";
import { INTERNAL_ERROR_MESSAGE, isClientError, reshape, toMagentoError } from "../core/errors.ts";
import { noNulInLiteralsRule, parseWithinLimits, variablesProblem } from "./input-guards.ts";
import { queryComplexityRule, queryDepthRule } from "./limits.ts";

/** graphql-php's rule and message, which Magento uses when introspection is off. */
function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") {
        context.reportError(
          new GraphQLError("GraphQL introspection is not allowed, but the query contained __schema or __type", { nodes: node }),
        );
      }
    },
  };
}

/** Anything not raised on purpose for the client becomes Magento's opaque internal error (logged by Yoga). */
export function maskUnexpectedError(error: unknown): Error {
  const graphQLError = error instanceof Error && error.name === "GraphQLError" ? (error as GraphQLError) : undefined;
  if (isClientError(error)) return toMagentoError(error as GraphQLError);
  return reshape(graphQLError, INTERNAL_ERROR_MESSAGE, { category: "graphql" });
}

/** graphql-js's "Did you mean …?" hints, which name fields and values of the schema. */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * Magento's transport rules on top of Yoga: query depth and complexity limits, introspection off in production,
 * mutations only over POST, and every error in Magento's shape. Then the bounds a hostile client meets: tokens and
 * nesting of the document and the variables, the cost of the operation with its list sizes, root fields reading
 * data, NUL characters in any string argument; and in production, no schema suggestions in error messages.
 */
export function magentoProtocol(options: { production: boolean }): Plugin {
  // The same rule instances on every request keep Yoga's validation cache effective.
  const rules = [
    queryDepthRule(), queryComplexityRule(), dataRootFieldsRule(), noNulInLiteralsRule,
    ...(options.production ? [noIntrospectionRule] : []),
  ];
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      // Yoga lets JSON.parse errors of GET `variables`/`extensions` escape as crashes; they are the client's.
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw createGraphQLError("Variables are invalid JSON.", {
            extensions: { category: "graphql-input", http: { status: 400 } },
          });
        }
      });
    },
    onParams({ params, setResult }) {
      const problem = variablesCostError(params.variables) ?? variablesProblem(params.variables);
      if (problem) setResult({ errors: [problem] });
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const error = costLimitError(args.schema, args.document, args.variableValues ?? undefined, args.operationName);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onParse({ setParseFn }) {
      setParseFn(parseWithinLimits);
      return ({ result, context }) => {
        const { request, params } = context as { request?: Request; params?: { operationName?: string } };
        if (request?.method !== "GET" || !result || result instanceof Error) return;
        const operation = getOperationAST(result, params?.operationName);
        const mutation = operation
          ? operation.operation === "mutation"
          : result.definitions.some((d: DefinitionNode) => d.kind === Kind.OPERATION_DEFINITION && d.operation === "mutation");
        if (mutation) {
          throw new GraphQLError("Mutation requests allowed only for POST requests", {
            extensions: { category: "graphql-input", http: { status: 405, headers: { Allow: "POST" } } },
          });
        }
      };
    },
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !("errors" in result) || !result.errors?.length) return;
      const errors = result.errors.map((e) => {
        const error = e as GraphQLError;
        return toMagentoError(error, options.production ? error.message.replace(SUGGESTION, "") : error.message);
      });
      setResult({ ...result, errors });
    },
  };
}
