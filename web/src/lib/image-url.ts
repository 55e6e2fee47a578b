// Image URLs of the posters and backdrops the service names by file (e.g. /abc.jpg): through the
// gateway's image cache or straight to the image host.
import { gatewayMeta } from './gateway-meta.ts';

/**
 * The prefix image URLs start with: through the gateway's cache when cacheImages is on, not yet
 * known or not a setting of the service (images are optimised unless the setting is off), else
 * the gateway's imageBase.
 */
export function imageBase(cacheImages: 0 | 1 | undefined, basePath: string, directBase: string): string {
  return cacheImages === 0 ? directBase : `${basePath}/images`;
}

/** The prefix for this page, from the service's cacheImages setting (undefined: not a setting it has). */
export function imageBaseFor(cacheImages: boolean | undefined): string {
  return imageBase(cacheImages === undefined ? undefined : cacheImages ? 1 : 0, gatewayMeta.basePath, gatewayMeta.imageBase);
}

/** An image URL from an image file the service named (e.g. /abc.jpg), or undefined for none or an odd one. */
export function imageUrl(base: string, size: 'w300_and_h450_face' | 'w1280', file: string | undefined): string | undefined {
  if (typeof file !== 'string' || !/^\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp|svg)$/.test(file)) return undefined;
  return `${base}/${size}${file}`;
}
