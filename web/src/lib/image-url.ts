// Image URLs of the posters and backdrops the service names by file (e.g. /abc.jpg): through the
// gateway's image cache or straight to the image host.
import { gatewayMeta } from './gateway-meta.ts';

/**
 * The prefix image URLs start with, from the service's cacheImages setting: through the gateway's
 * cache when it is on, not yet known or not a setting of the service (undefined; images are
 * optimised unless the setting is off), else straight to the gateway's imageBase.
 */
export function imageBaseFor(cacheImages: boolean | undefined): string {
  return cacheImages === false ? gatewayMeta.imageBase : `${gatewayMeta.basePath}/images`;
}

/** An image URL from an image file the service named (e.g. /abc.jpg), or undefined for none or an odd one. */
export function imageUrl(base: string, size: 'w300_and_h450_face' | 'w1280', file: string | undefined): string | undefined {
  if (typeof file !== 'string' || !/^\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp|svg)$/.test(file)) return undefined;
  return `${base}/${size}${file}`;
}
