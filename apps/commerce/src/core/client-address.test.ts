import { describe, expect, it } from "vitest";
import { clientAddress, clientKey, DEFAULT_TRUSTED_PROXIES, isAddressOrRange, normalizeAddress, trustedProxyList } from "./client-address.ts";

const loopback = trustedProxyList(DEFAULT_TRUSTED_PROXIES);

describe("the client address of a request", () => {
  it("is the socket's peer when the peer is not a trusted proxy, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", loopback)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", null, loopback)).toBe("203.0.113.9");
  });

  it("is the right-most address a trusted peer forwards, not what the client wrote to the left of it", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1", loopback)).toBe("198.51.100.1");
    // The shopper sent "X-Forwarded-For: 1.1.1.1" itself; the storefront appended the address it saw.
    expect(clientAddress("127.0.0.1", "1.1.1.1, 198.51.100.1", loopback)).toBe("198.51.100.1");
    expect(clientAddress("::1", "2001:DB8::7", loopback)).toBe("2001:db8::7");
  });

  it("walks through a chain of trusted proxies", () => {
    const trusted = trustedProxyList(["127.0.0.1", "10.0.0.0/8", "fd00::/8"]);
    expect(clientAddress("127.0.0.1", "1.1.1.1, 198.51.100.1, 10.1.2.3, fd00::5", trusted)).toBe("198.51.100.1");
    // Every hop trusted: the left-most is the best there is.
    expect(clientAddress("127.0.0.1", "10.0.0.1, 10.0.0.2", trusted)).toBe("10.0.0.1");
  });

  it("stops at an entry that is not an address, at the last proxy it can vouch for", () => {
    const trusted = trustedProxyList(["127.0.0.1", "10.0.0.0/8"]);
    expect(clientAddress("127.0.0.1", "198.51.100.1, unknown, 10.0.0.2", trusted)).toBe("10.0.0.2");
    expect(clientAddress("127.0.0.1", "", trusted)).toBe("127.0.0.1");
  });

  it("reads IPv4-mapped peers of dual-stack sockets and forwarded entries with ports as plain addresses", () => {
    expect(clientAddress("::ffff:127.0.0.1", "198.51.100.1:51234", loopback)).toBe("198.51.100.1");
    expect(clientAddress("::ffff:203.0.113.9", null, loopback)).toBe("203.0.113.9");
    expect(clientAddress("::1", "[2001:db8::7]:443", loopback)).toBe("2001:db8::7");
  });

  it("trusts no one with an empty list, and marks in-process requests", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1", trustedProxyList([]))).toBe("127.0.0.1");
    expect(clientAddress(null, "198.51.100.1", loopback)).toBe("local");
  });
});

describe("addresses and ranges", () => {
  it("accepts addresses and CIDR ranges of either family and refuses anything else", () => {
    for (const ok of ["127.0.0.1", "::1", "10.0.0.0/8", "0.0.0.0/0", "fd00::/8", "2001:db8::/128"]) expect(isAddressOrRange(ok), ok).toBe(true);
    for (const bad of ["localhost", "10.0.0.0/33", "::/129", "10.0.0/8", "1.2.3.4/", "", "10.0.0.0/8/8"]) expect(isAddressOrRange(bad), bad).toBe(false);
    expect(() => trustedProxyList(["proxy.internal"])).toThrow(/proxy\.internal/);
  });

  it("normalises brackets, ports, zones and mapped addresses", () => {
    expect(normalizeAddress(" [::1]:8080 ")).toBe("::1");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeAddress("::FFFF:10.0.0.1")).toBe("10.0.0.1");
    expect(normalizeAddress("10.0.0.1:99")).toBe("10.0.0.1");
    expect(normalizeAddress("example.com")).toBeNull();
  });

  it("counts an IPv6 client by its /64 network, an IPv4 client by its address", () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(clientKey("2001:db8:1:2::ffff")).toBe(clientKey("2001:db8:1:2:aaaa::1"));
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("::1")).toBe("0000:0000:0000:0000::/64");
    expect(clientKey("64:ff9b::192.0.2.1")).toBe("0064:ff9b:0000:0000::/64");
    expect(clientKey("198.51.100.1")).toBe("198.51.100.1");
    expect(clientKey("local")).toBe("local");
  });
});
