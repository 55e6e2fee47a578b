// Every error the gateway itself sends, with its code and status (like fastify's lib/errors.js).
// Upstream answers, 4xx and 5xx included, pass through unchanged and are not listed here.

export interface GatewayErrorSpec {
  readonly code: string;
  readonly statusCode: number;
  readonly error: string;
  /** Message template; %s is replaced by the detail given when the error is sent. */
  readonly message: string;
}

export const GATEWAY_ERRORS = {
  GW_ERR_UPSTREAM_UNREACHABLE: {
    code: 'GW_ERR_UPSTREAM_UNREACHABLE',
    statusCode: 502,
    error: 'Bad Gateway',
    message: 'The Maintainerr service at %s is unreachable',
  },
  GW_ERR_UPSTREAM_TIMEOUT: {
    code: 'GW_ERR_UPSTREAM_TIMEOUT',
    statusCode: 504,
    error: 'Gateway Timeout',
    message: 'The Maintainerr service at %s did not answer in time',
  },
  GW_ERR_UPSTREAM_NOT_CONFIGURED: {
    code: 'GW_ERR_UPSTREAM_NOT_CONFIGURED',
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'No Maintainerr service is configured: %s',
  },
  GW_ERR_NOT_READY: {
    code: 'GW_ERR_NOT_READY',
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'Not ready: %s',
  },
  GW_ERR_NOT_FOUND: {
    code: 'GW_ERR_NOT_FOUND',
    statusCode: 404,
    error: 'Not Found',
    message: 'Nothing is served at %s',
  },
  GW_ERR_PATH_REFUSED: {
    code: 'GW_ERR_PATH_REFUSED',
    statusCode: 400,
    error: 'Bad Request',
    message: 'The path %s is refused: it tries to leave the app folder',
  },
  GW_ERR_IMAGE_PATH_INVALID: {
    code: 'GW_ERR_IMAGE_PATH_INVALID',
    statusCode: 400,
    error: 'Bad Request',
    message: 'Not an image path the cache serves: %s',
  },
  GW_ERR_IMAGE_UPSTREAM: {
    code: 'GW_ERR_IMAGE_UPSTREAM',
    statusCode: 502,
    error: 'Bad Gateway',
    message: 'The image host could not supply %s',
  },
  GW_ERR_METHOD_NOT_ALLOWED: {
    code: 'GW_ERR_METHOD_NOT_ALLOWED',
    statusCode: 405,
    error: 'Method Not Allowed',
    message: '%s is not allowed on static files; use GET or HEAD',
  },
} as const satisfies Record<string, GatewayErrorSpec>;

export type GatewayErrorCode = keyof typeof GATEWAY_ERRORS;

export interface GatewayErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: GatewayErrorCode;
}

/** Builds the JSON body the gateway sends for one of its own errors. */
export function gatewayError(code: GatewayErrorCode, detail: string): GatewayErrorBody {
  const spec = GATEWAY_ERRORS[code];
  return { statusCode: spec.statusCode, error: spec.error, message: spec.message.replace('%s', detail), code };
}
