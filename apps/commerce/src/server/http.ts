import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface FetchApp {
  /** `peer.remoteAddress`: the address of the socket's other end ("" once the socket has gone). */
  fetch(request: Request, peer: { remoteAddress: string }): Promise<Response>;
}

export interface ListeningServer {
  /** Base URL the server answers on, e.g. http://127.0.0.1:4000 */
  url: string;
  close(): Promise<void>;
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  const controller = new AbortController();
  req.once("close", () => {
    if (!req.complete) controller.abort();
  });
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal: controller.signal,
    // Required by the Fetch API for streamed request bodies.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  // Yoga answers with @whatwg-node's ponyfilled streams, which Readable.fromWeb rejects; both kinds are async iterable.
  await pipeline(Readable.from(response.body as unknown as AsyncIterable<Uint8Array>), res);
}

/**
 * Serves a fetch-style app over node:http. Rejects with a readable message (and the original `code`) when the
 * port is taken, instead of an unhandled 'error' event.
 */
export async function listen(app: FetchApp, options: { port: number; host: string }): Promise<ListeningServer> {
  let closing = false;
  const server = createServer((req, res) => {
    if (closing) {
      // A request on a kept-alive connection after close() began: served, and its connection closed after it.
      res.setHeader("connection", "close");
    }
    // Once closing, a connection whose request just finished is idle: close it now rather than after the keep-alive
    // timeout, so that the shutdown ends when the last request does.
    res.once("finish", () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
    const origin = `http://${req.headers.host ?? `${options.host}:${options.port}`}`;
    app
      .fetch(toRequest(req, origin), { remoteAddress: req.socket.remoteAddress ?? "" })
      .then((response) => writeResponse(response, res))
      .catch(() => {
        // The app answers its own errors; this is a failure while streaming, so the client only needs the cut.
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      });
  });
  // Browsers keep connections open; idle ones must not hold up a shutdown.
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      if (error.code === "EADDRINUSE") {
        reject(Object.assign(new Error(`Port ${options.port} on ${options.host} is already in use.`), { code: error.code, cause: error }));
      } else reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(options.port, options.host);
  });

  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    // Stops taking connections and resolves once every request under way has been answered.
    close: () =>
      new Promise<void>((resolve, reject) => {
        closing = true;
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
