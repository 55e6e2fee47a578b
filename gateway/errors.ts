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
  GW_ERR_SHUTTING_DOWN: {
    code: 'GW_ERR_SHUTTING_DOWN',
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'The gateway is stopping and could not wait longer for the Maintainerr service at %s; try again in a moment',
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
    message: 'The path %s is refused: it tries to climb out of its folder',
  },
  GW_ERR_IMAGE_PATH_INVALID: {
    code: 'GW_ERR_IMAGE_PATH_INVALID',
    statusCode: 400,
    error: 'Bad Request',
    message: 'Not an image path the cache serves: %s',
  },
  GW_ERR_IMAGE_LOOKUP_INVALID: {
    code: 'GW_ERR_IMAGE_LOOKUP_INVALID',
    statusCode: 400,
    error: 'Bad Request',
    message: 'Not a batch of image look-ups: %s',
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
    message: '%s is not allowed here; use GET or HEAD',
  },
  GW_ERR_HOST_NOT_ALLOWED: {
    code: 'GW_ERR_HOST_NOT_ALLOWED',
    statusCode: 421,
    error: 'Misdirected Request',
    message: 'The host %s is not one this gateway answers to (ALLOWED_HOSTS)',
  },
  GW_ERR_ORIGIN_REFUSED: {
    code: 'GW_ERR_ORIGIN_REFUSED',
    statusCode: 403,
    error: 'Forbidden',
    message: 'Refused a %s from another origin: this gateway only accepts changes from its own pages',
  },
  GW_ERR_AUTH_REQUIRED: {
    code: 'GW_ERR_AUTH_REQUIRED',
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Sign in to use %s',
  },
  GW_ERR_AUTH_INVALID_CREDENTIALS: {
    code: 'GW_ERR_AUTH_INVALID_CREDENTIALS',
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Wrong username or password',
  },
  GW_ERR_AUTH_TOO_MANY_ATTEMPTS: {
    code: 'GW_ERR_AUTH_TOO_MANY_ATTEMPTS',
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Too many failed sign-ins from this address; try again in %s',
  },
  GW_ERR_AUTH_WRONG_PASSWORD: {
    code: 'GW_ERR_AUTH_WRONG_PASSWORD',
    statusCode: 403,
    error: 'Forbidden',
    message: 'The current password is wrong',
  },
  GW_ERR_AUTH_SETUP_REQUIRED: {
    code: 'GW_ERR_AUTH_SETUP_REQUIRED',
    statusCode: 409,
    error: 'Conflict',
    message: 'No account exists yet: create the admin account first',
  },
  GW_ERR_AUTH_ACCOUNT_EXISTS: {
    code: 'GW_ERR_AUTH_ACCOUNT_EXISTS',
    statusCode: 409,
    error: 'Conflict',
    message: 'The admin account already exists',
  },
  GW_ERR_AUTH_NO_LOGIN: {
    code: 'GW_ERR_AUTH_NO_LOGIN',
    statusCode: 409,
    error: 'Conflict',
    message: 'This gateway has no sign-in of its own: %s',
  },
  GW_ERR_AUTH_INVALID_INPUT: {
    code: 'GW_ERR_AUTH_INVALID_INPUT',
    statusCode: 400,
    error: 'Bad Request',
    message: '%s',
  },
  GW_ERR_AUTH_STORE_FAILED: {
    code: 'GW_ERR_AUTH_STORE_FAILED',
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'The account file could not be saved: %s',
  },
  GW_ERR_AUTH_STORE_UNREADABLE: {
    code: 'GW_ERR_AUTH_STORE_UNREADABLE',
    statusCode: 503,
    error: 'Service Unavailable',
    message: "The gateway cannot read its account file; its log says why",
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

/**
 * What the gateway's connections to the service are destroyed with when a shutdown's grace ends:
 * a request still waiting then answers GW_ERR_SHUTTING_DOWN, not an empty reply.
 */
export class ShuttingDownError extends Error {
  constructor() {
    super('the gateway is shutting down');
  }
}
