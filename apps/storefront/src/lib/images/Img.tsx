import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/** What a plain <img> needs to show an optimised image: computed on the server, passed to client components. */
export interface ImgAttrs {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** next/image's URLs and widths for `src` shown at `sizes`, without next/image's client component. */
export function imgAttrs(src: string, sizes: string): ImgAttrs {
  const { props } = getImageProps({ src, alt: "", fill: true, sizes });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}

/** Asks the browser for the image early and with high priority (the page's largest paint). */
export function preloadImg(attrs: ImgAttrs): void {
  preloadResource(attrs.src, { as: "image", imageSrcSet: attrs.srcSet, imageSizes: attrs.sizes, fetchPriority: "high" });
}

/**
 * next/image for Server Components, rendered as a plain <img>: the same optimised sources, sizes and lazy loading,
 * but no client component, so pages with pictures ship no image code to the browser. `preload` marks the largest
 * image above the fold (eager, high priority, preloaded).
 */
export function Img({ preload, ...props }: Omit<ImageProps, "priority"> & { preload?: boolean }) {
  const { props: img } = getImageProps(preload ? { ...props, loading: "eager", fetchPriority: "high" } : props);
  if (preload) preloadImg({ src: img.src, srcSet: img.srcSet, sizes: img.sizes });
  return <img {...img} />;
}
