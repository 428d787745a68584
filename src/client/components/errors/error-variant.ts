import type { ErrorCode } from '#shared/errors/catalogue';
import { USER_MESSAGES } from '#shared/errors/catalogue';

/** platform.md 2: the error screen variants. */
export type ErrorVariant = 'network' | 'server' | 'permission' | 'notfound' | 'generic';

export const ERROR_VARIANT_TITLES: Record<ErrorVariant, string> = {
  network: 'Connection Problem',
  server: 'Service Unavailable',
  permission: 'Access Denied',
  notfound: 'Not Found',
  generic: 'Something Went Wrong',
};

export function errorVariantFor(code: ErrorCode | undefined): ErrorVariant {
  switch (code) {
    case 'NETWORK_ERROR':
      return 'network';
    case 'SERVICE_UNAVAILABLE':
    case 'CONFIGURATION_ERROR':
      return 'server';
    case 'PERMISSION_DENIED':
    case 'AUTHENTICATION_ERROR':
      return 'permission';
    case 'RESOURCE_NOT_FOUND':
    case 'PAGE_NOT_FOUND':
      return 'notfound';
    default:
      return 'generic';
  }
}

/** The catalogue's message for a variant when the failure itself brought none. */
export function defaultMessageFor(variant: ErrorVariant, online = true): string {
  switch (variant) {
    case 'network':
      return online ? USER_MESSAGES.networkOnline : USER_MESSAGES.networkOffline;
    case 'server':
      return USER_MESSAGES.serviceUnavailable();
    case 'permission':
      return USER_MESSAGES.permission;
    case 'notfound':
      return USER_MESSAGES.notFound;
    default:
      return USER_MESSAGES.default;
  }
}
