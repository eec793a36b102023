import { lookup } from "node:dns/promises";
import net from "node:net";

type Probe = "free" | "in-use" | "no-permission" | "unavailable";

function probe(port: number, address: string): Promise<Probe> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolve("in-use");
      else if (error.code === "EACCES") resolve("no-permission");
      else resolve("unavailable");
    });
    server.listen({ port, host: address, exclusive: true }, () => server.close(() => resolve("free")));
  });
}

/**
 * Whether `port` can be bound on every address `host` resolves to. "localhost" usually means both 127.0.0.1 and
 * ::1, and another server on either (or on a wildcard address) would make our server unreachable or fail later.
 */
export async function portStatus(port: number, host: string): Promise<Exclude<Probe, "unavailable">> {
  let addresses: string[];
  try {
    addresses = (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    addresses = [host];
  }
  for (const address of new Set(addresses)) {
    const result = await probe(port, address);
    if (result === "in-use" || result === "no-permission") return result;
  }
  // An address that cannot be bound at all (no IPv6, say) is left for the server itself to report.
  return "free";
}
