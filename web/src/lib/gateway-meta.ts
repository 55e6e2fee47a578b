// What the gateway tells the app about itself, read once from the meta tag it injects into
// index.html (no inline script: the CSP forbids it). One build works under any BASE_PATH.

export interface GatewayMeta {
  /** Prefix every URL of the app lives under: '' or '/maintainerr'. */
  basePath: string;
  /** True when the gateway fronts its built-in sandbox instead of a real Maintainerr. */
  demo: boolean;
  /** The gateway's own version. */
  gatewayVersion: string;
  /** The upstream the gateway fronts (its URL, or "the built-in sandbox"). */
  upstream: string;
  /** Image URL prefix when settings.cacheImages is 0: https://image.tmdb.org/t/p, or <base>/images in demo mode. */
  imageBase: string;
}

const FALLBACK: GatewayMeta = {
  basePath: '',
  demo: false,
  gatewayVersion: '0.0.0',
  upstream: '',
  imageBase: 'https://image.tmdb.org/t/p',
};

/** Parses the meta tag's JSON; a missing or broken tag gives safe defaults. */
export function parseGatewayMeta(content: string | null | undefined): GatewayMeta {
  if (!content) return FALLBACK;
  try {
    const value = JSON.parse(content) as Partial<GatewayMeta>;
    return {
      basePath: typeof value.basePath === 'string' ? value.basePath : '',
      demo: value.demo === true,
      gatewayVersion: typeof value.gatewayVersion === 'string' ? value.gatewayVersion : FALLBACK.gatewayVersion,
      upstream: typeof value.upstream === 'string' ? value.upstream : '',
      imageBase: typeof value.imageBase === 'string' ? value.imageBase : FALLBACK.imageBase,
    };
  } catch {
    return FALLBACK;
  }
}

/** The gateway facts for this page. */
export const gatewayMeta: GatewayMeta = parseGatewayMeta(
  typeof document === 'undefined'
    ? undefined
    : document.querySelector('meta[name="maintainerr-gateway"]')?.getAttribute('content'),
);
