/**
 * next/image settings for catalogue media: only the commerce origin's /media/ tree may be optimised. The local-IP
 * guard is lifted solely when that origin is this machine (the embedded backend), never for a remote host.
 */
export function mediaImagesConfig(graphqlUrl: string): {
  remotePatterns: URL[];
  dangerouslyAllowLocalIP: boolean;
} {
  const media = new URL("/media/**", graphqlUrl);
  return {
    remotePatterns: [media],
    dangerouslyAllowLocalIP: isLoopback(media.hostname),
  };
}

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}
