/**
 * The platform error catalogue (platform.md section 8) as code: codes, severities, user messages and
 * the status-to-code mapping. Both sides classify failures with it.
 */
export const ERROR_CODES = [
  'NETWORK_ERROR',
  'SERVICE_UNAVAILABLE',
  'CONFIGURATION_ERROR',
  'RATE_LIMIT_EXCEEDED',
  'AUTHENTICATION_ERROR',
  'PERMISSION_DENIED',
  'RESOURCE_NOT_FOUND',
  'VALIDATION_ERROR',
  'UNKNOWN_ERROR',
  'REACT_ERROR_BOUNDARY',
  'PAGE_NOT_FOUND',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

const SEVERITY: Partial<Record<ErrorCode, Severity>> = {
  SERVICE_UNAVAILABLE: 'critical',
  AUTHENTICATION_ERROR: 'critical',
  CONFIGURATION_ERROR: 'critical',
  NETWORK_ERROR: 'high',
  PERMISSION_DENIED: 'high',
  REACT_ERROR_BOUNDARY: 'high',
  VALIDATION_ERROR: 'low',
  RESOURCE_NOT_FOUND: 'low',
  PAGE_NOT_FOUND: 'low',
};

export function severityOf(code: ErrorCode): Severity {
  return SEVERITY[code] ?? 'medium';
}

/** HTTP status to code. 400 -> VALIDATION_ERROR is our addition (docs/decisions/010-400-maps-to-validation-error.md). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION_ERROR';
  if (status === 401) return 'AUTHENTICATION_ERROR';
  if (status === 403) return 'PERMISSION_DENIED';
  if (status === 404) return 'RESOURCE_NOT_FOUND';
  if (status === 429) return 'RATE_LIMIT_EXCEEDED';
  if (status >= 500) return 'SERVICE_UNAVAILABLE';
  return 'UNKNOWN_ERROR';
}

/** The status a server answers with for each code. */
export const STATUS_FOR_CODE: Record<ErrorCode, number> = {
  NETWORK_ERROR: 503,
  SERVICE_UNAVAILABLE: 503,
  CONFIGURATION_ERROR: 503,
  RATE_LIMIT_EXCEEDED: 429,
  AUTHENTICATION_ERROR: 401,
  PERMISSION_DENIED: 403,
  RESOURCE_NOT_FOUND: 404,
  VALIDATION_ERROR: 400,
  UNKNOWN_ERROR: 500,
  REACT_ERROR_BOUNDARY: 500,
  PAGE_NOT_FOUND: 404,
};

export const SERVICE_NAMES = ['Database', 'AI Service', 'Product Search', 'Email Service', 'Network', 'Service'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const USER_MESSAGES = {
  networkOffline: "You're offline. Check your connection and try again.",
  networkOnline: 'Connection problem. Please try again.',
  serviceUnavailable: (service: ServiceName = 'Service') => `${service} is currently unavailable. Please try again later.`,
  configuration: 'Service configuration issue. Please contact support.',
  rateLimit: 'Too many requests. Please wait a moment and try again.',
  authentication: 'Authentication failed. Please sign in again.',
  permission: "You don't have permission to perform this action.",
  notFound: 'The requested item was not found.',
  validation: 'Please check your input and try again.',
  default: 'Something went wrong. Please try again.',
} as const;

export function userMessageFor(code: ErrorCode, opts: { online?: boolean; service?: ServiceName } = {}): string {
  switch (code) {
    case 'NETWORK_ERROR':
      return opts.online === false ? USER_MESSAGES.networkOffline : USER_MESSAGES.networkOnline;
    case 'SERVICE_UNAVAILABLE':
      return USER_MESSAGES.serviceUnavailable(opts.service);
    case 'CONFIGURATION_ERROR':
      return USER_MESSAGES.configuration;
    case 'RATE_LIMIT_EXCEEDED':
      return USER_MESSAGES.rateLimit;
    case 'AUTHENTICATION_ERROR':
      return USER_MESSAGES.authentication;
    case 'PERMISSION_DENIED':
      return USER_MESSAGES.permission;
    case 'RESOURCE_NOT_FOUND':
    case 'PAGE_NOT_FOUND':
      return USER_MESSAGES.notFound;
    case 'VALIDATION_ERROR':
      return USER_MESSAGES.validation;
    default:
      return USER_MESSAGES.default;
  }
}

/** The one JSON error shape of the API. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field path -> message, for bad input. */
    fields?: Record<string, string>;
    /** Seconds, for RATE_LIMIT_EXCEEDED. */
    retryAfter?: number;
  };
}
