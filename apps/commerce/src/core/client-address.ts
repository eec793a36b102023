import { BlockList, isIP } from "node:net";

/** Proxies trusted by default: the storefront on the same host, which calls the backend from its server. */
export const DEFAULT_TRUSTED_PROXIES = ["127.0.0.1", "::1"];

/** The client address of a request made in-process (tests, fixtures), which has no socket. */
export const IN_PROCESS_ADDRESS = "local";

/**
 * An IP address as sockets and proxies write it, in one form: without brackets, port or zone, an IPv4-mapped IPv6
 * address (a dual-stack socket's view of an IPv4 peer) as the IPv4 address, IPv6 lower-case. Null when it is none.
 */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%[^%]*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value.toLowerCase() : null;
}

/** An address, or a range in CIDR notation (`10.0.0.0/8`, `fd00::/8`): its address, family and prefix length. */
function parseRange(entry: string): { address: string; family: "ipv4" | "ipv6"; prefix: number } | null {
  const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry.trim());
  const address = match && normalizeAddress(match[1]!);
  if (!address) return null;
  const family = isIP(address) === 4 ? "ipv4" : "ipv6";
  const bits = family === "ipv4" ? 32 : 128;
  const prefix = match[2] === undefined ? bits : Number(match[2]);
  return prefix <= bits ? { address, family, prefix } : null;
}

export const isAddressOrRange = (entry: string): boolean => parseRange(entry) !== null;

/** The set of proxies whose `X-Forwarded-For` is believed; entries are checked by the configuration first. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const range = parseRange(entry);
    if (!range) throw new Error(`Not an IP address or CIDR range: ${JSON.stringify(entry)}`);
    list.addSubnet(range.address, range.prefix, range.family);
  }
  return list;
}

const isTrusted = (trusted: BlockList, address: string) => trusted.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");

/**
 * The address of the client a request is for. A direct peer that is a trusted proxy (the storefront, a load
 * balancer) speaks for someone else: each proxy appends the address it received the request from to
 * `X-Forwarded-For`, so reading from the right, the first address that is not a trusted proxy is the client. Any
 * entry to the left of it was written by the client itself and proves nothing. An entry that is not an address
 * stops the walk at the last proxy that could be vouched for.
 */
export function clientAddress(peer: string | null, forwardedFor: string | null, trusted: BlockList): string {
  if (peer === null) return IN_PROCESS_ADDRESS;
  let client = normalizeAddress(peer);
  if (client === null) return peer;
  const hops = forwardedFor ? forwardedFor.split(",").reverse() : [];
  for (const hop of hops) {
    if (!isTrusted(trusted, client)) break;
    const address = normalizeAddress(hop);
    if (address === null) break;
    client = address;
  }
  return client;
}

/** The eight 16-bit groups of an IPv6 address, as written without abbreviation. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const part = (text: string) => (text ? text.split(":") : []).flatMap((group) =>
    group.includes(".") ? ipv4Groups(group) : [group.padStart(4, "0")]);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill("0000"), ...right];
}

function ipv4Groups(address: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = address.split(".").map(Number);
  return [((a << 8) | b).toString(16).padStart(4, "0"), ((c << 8) | d).toString(16).padStart(4, "0")];
}

/**
 * What to count a client's actions by: its IPv4 address, or the /64 network of its IPv6 address, since one
 * subscriber is routed a /64 at least and can use any address in it. Anything else (an in-process caller) as is.
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}
