import { useState, type SyntheticEvent } from 'react';

// C7 and §9: a boat picture from its three sizes. The browser picks 400 or 800 wide from `sizes`
// (the original only where a layout asks for it); width and height reserve the box before the
// bytes arrive (no layout shift). Below the fold it loads lazily; the first picture of a page is
// `eager`, fetched with high priority. When a size fails to load the next one of §9's order
// (800, 400, original) is tried, and then the site's default picture.

export interface ImageUrls {
  '400': string;
  '800': string;
  original: string;
}

/** The original pictures are 1600 × 1067 (3:2). */
const ORIGINAL_WIDTH = 1600;
const DEFAULT_IMAGE = '/media/default-800.webp';

export function imageSrcSet(urls: ImageUrls, withOriginal = false): string {
  const set = [`${urls['400']} 400w`, `${urls['800']} 800w`];
  if (withOriginal) set.push(`${urls.original} ${ORIGINAL_WIDTH}w`);
  return set.join(', ');
}

/** §9's fallback order after the srcset, ending with the default picture. */
function fallbackChain(urls: ImageUrls): string[] {
  return [...new Set([urls['800'], urls['400'], urls.original, DEFAULT_IMAGE].filter(Boolean))];
}

interface Props {
  urls: ImageUrls;
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is shown at each viewport. */
  sizes: string;
  eager?: boolean;
  withOriginal?: boolean;
  className?: string;
}

export function BoatImage({ urls, alt, width, height, sizes, eager = false, withOriginal = false, className }: Props) {
  // Index into the fallback chain once the srcset failed; -1 while the srcset is in use.
  const [failed, setFailed] = useState(-1);
  const chain = fallbackChain(urls);
  const onError = (e: SyntheticEvent<HTMLImageElement>) => {
    if (failed + 1 >= chain.length) return;
    // The current URL may already be one of the chain (a size picked from the srcset): skip past it.
    const current = e.currentTarget.currentSrc;
    let next = failed + 1;
    while (next < chain.length - 1 && current.endsWith(chain[next] as string)) next += 1;
    setFailed(next);
  };
  const fallback = failed >= 0 ? chain[failed] : undefined;
  return (
    <img
      className={className}
      src={fallback ?? urls['800']}
      srcSet={fallback ? undefined : imageSrcSet(urls, withOriginal)}
      sizes={fallback ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
      onError={onError}
    />
  );
}
