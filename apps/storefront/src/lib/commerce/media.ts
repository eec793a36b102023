/** Where the API serves its media (`/media/` on the GraphQL endpoint's origin, as Magento does). */
export function mediaBase(graphqlUrl: string): URL {
  return new URL("/media/", graphqlUrl);
}

/**
 * next/image settings for catalogue media: only the commerce origin's /media/ tree may be optimised. The local-IP
 * guard is lifted solely when that origin is this machine (the embedded backend), never for a remote host.
 */
export function mediaImagesConfig(graphqlUrl: string): {
  remotePatterns: URL[];
  dangerouslyAllowLocalIP: boolean;
  deviceSizes: number[];
  imageSizes: number[];
} {
  const media = new URL("**", mediaBase(graphqlUrl));
  return {
    remotePatterns: [media],
    dangerouslyAllowLocalIP: isLoopback(media.hostname),
    ...IMAGE_WIDTHS,
  };
}

/**
 * The widths images are offered in. Every width is listed in every picture's srcset, twice per page (the HTML and
 * the payload that hydrates it), so the list is what pictures need and no more: thumbnails and cards (64–384),
 * phones up to 3× (640–1200) and half a wide screen at 2× (1920). Next's defaults add 16–48, 96, 750, 2048 and
 * 3840, a quarter more bytes per picture for widths no page asks for (no picture here is shown wider than 1440 px).
 */
const IMAGE_WIDTHS = { deviceSizes: [640, 828, 1080, 1200, 1920], imageSizes: [64, 128, 256, 384] };

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}
