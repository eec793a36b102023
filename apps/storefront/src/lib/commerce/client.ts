import { type Document, prepareOperation } from "./document";
import { recorder } from "../operations/telemetry";
import { type CommerceErrorKind, type Result, fail, ok } from "./result";
import type { RequestScope } from "./scope";

export const DEFAULT_TIMEOUT_MS = 20_000;

/** What the client reports about a failed call: names and codes only, never variables, headers or messages. */
export interface CommerceLogEvent {
  operation: string;
  kind: CommerceErrorKind;
  status?: number;
  category?: string;
}

export interface CommerceClientOptions {
  endpoint: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  onError?: (event: CommerceLogEvent) => void;
}

/** What one call adds to its scope's headers. */
export interface CallOptions {
  /** Magento's `X-ReCaptcha` header: the captcha answer that sign-in, registration and password resets need. */
  captcha?: string;
}

export interface CommerceClient {
  /** Queries go over GET (cacheable, like Magento's storefront); mutations over POST. */
  execute<TData, TVariables>(
    document: Document<TData, TVariables>,
    variables: TVariables,
    scope: RequestScope,
    options?: CallOptions,
  ): Promise<Result<TData>>;
}

interface GraphQlBody {
  data?: unknown;
  errors?: { message?: unknown; extensions?: { category?: unknown } }[];
}

export function createCommerceClient(options: CommerceClientOptions): CommerceClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const report = options.onError ?? defaultReport;

  async function execute<TData, TVariables>(
    document: Document<TData, TVariables>,
    variables: TVariables,
    scope: RequestScope,
    call: CallOptions = {},
  ): Promise<Result<TData>> {
    const op = prepareOperation(document);
    const vars = variables && Object.keys(variables).length > 0 ? variables : undefined;
    const headers: Record<string, string> = {
      Accept: "application/json",
      Store: scope.store,
      "Content-Currency": scope.currency,
    };
    if (scope.token) headers.Authorization = `Bearer ${scope.token}`;
    if (scope.language) headers["Accept-Language"] = scope.language;
    if (scope.forwardedFor) headers["X-Forwarded-For"] = scope.forwardedFor;
    if (scope.requestId) headers["X-Request-Id"] = scope.requestId;
    if (call.captcha) headers["X-ReCaptcha"] = call.captcha;

    let url = options.endpoint;
    const init: RequestInit = { headers, cache: "no-store", signal: AbortSignal.timeout(timeoutMs) };
    if (op.kind === "query") {
      const u = new URL(options.endpoint);
      u.searchParams.set("query", op.text);
      u.searchParams.set("operationName", op.name);
      if (vars) u.searchParams.set("variables", JSON.stringify(vars));
      url = u.toString();
      init.method = "GET";
    } else {
      init.method = "POST";
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify({ query: op.text, operationName: op.name, variables: vars ?? {} });
    }

    const failed = (kind: CommerceErrorKind, message: string, extra: Omit<CommerceLogEvent, "operation" | "kind"> = {}) => {
      report({ operation: op.name, kind, ...extra });
      return fail(kind, message, extra.category);
    };

    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError") {
        return failed("timeout", `The commerce API did not answer within ${timeoutMs / 1000} s`);
      }
      return failed("network", "The commerce API could not be reached");
    }

    let body: GraphQlBody | undefined;
    try {
      body = (await response.json()) as GraphQlBody;
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError") {
        return failed("timeout", `The commerce API did not answer within ${timeoutMs / 1000} s`);
      }
      body = undefined;
    }

    const first = Array.isArray(body?.errors) ? body.errors[0] : undefined;
    if (first) {
      const category = typeof first.extensions?.category === "string" ? first.extensions.category : undefined;
      const message = typeof first.message === "string" ? first.message : "The commerce API returned an error";
      return failed("graphql", message, { status: response.status, ...(category ? { category } : {}) });
    }
    if (!response.ok) {
      return failed("http", `The commerce API answered HTTP ${response.status}`, { status: response.status });
    }
    if (!body || body.data === null || typeof body.data !== "object") {
      return failed("http", "The commerce API answered without data", { status: response.status });
    }
    return ok(body.data as TData);
  }

  return {
    async execute(document, variables, scope, call) {
      const started = performance.now();
      const result = await execute(document, variables, scope, call);
      const op = prepareOperation(document);
      recorder()?.graphqlCall(op.name, op.kind, result.ok ? "ok" : "error", (performance.now() - started) / 1000);
      return result;
    },
  };
}

function defaultReport(event: CommerceLogEvent): void {
  console.warn("[commerce]", JSON.stringify(event));
}
