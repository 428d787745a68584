import {
  codeForStatus,
  type ErrorCode,
  isErrorCode,
  type ServiceName,
  type Severity,
  severityOf,
  userMessageFor,
} from './catalogue.js';

/** What every failure becomes (platform.md section 4): one catalogue code, then a severity, then a user message. */
export interface ClassifiedError {
  code: ErrorCode;
  severity: Severity;
  userMessage: string;
}

export interface ClassifyOptions {
  /** Connectivity at the time of failure; defaults to the browser's navigator.onLine where there is one. */
  online?: boolean;
  /** Names the service in the SERVICE_UNAVAILABLE message ('Database is currently unavailable...'). */
  service?: ServiceName;
}

type Loose = Record<string, unknown> | null | undefined;

const asObject = (value: unknown): Loose =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/** error.code of an API error body, found on the body itself or on an error that carries it (body / data). */
function apiBodyCode(input: unknown): ErrorCode | undefined {
  const candidates = [input, asObject(input)?.body, asObject(input)?.data];
  for (const candidate of candidates) {
    const code = asObject(asObject(candidate)?.error)?.code;
    if (isErrorCode(code)) return code;
  }
  // An API client's own error class may carry the code directly ({code, status}).
  const direct = asObject(input)?.code;
  return isErrorCode(direct) ? direct : undefined;
}

function httpStatus(input: unknown): number | undefined {
  const obj = asObject(input);
  const status = obj?.status ?? obj?.statusCode ?? asObject(obj?.response)?.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 ? status : undefined;
}

/**
 * A fetch that never got an answer rejects with a TypeError whose wording differs by engine:
 * 'Failed to fetch' (Chromium), 'NetworkError when attempting to fetch resource.' (Firefox),
 * 'Load failed' (Safari), 'fetch failed' (Node). Other TypeErrors are bugs, not network trouble.
 */
export function isFetchNetworkError(input: unknown): boolean {
  return input instanceof TypeError && /fetch|network|load failed/i.test(input.message);
}

function browserOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return typeof nav?.onLine === 'boolean' ? nav.onLine : true;
}

/** The code alone: the API body's error.code first, then the HTTP status, then a fetch TypeError, else UNKNOWN_ERROR. */
export function codeOfError(input: unknown): ErrorCode {
  const fromBody = apiBodyCode(input);
  if (fromBody) return fromBody;
  const status = httpStatus(input);
  if (status !== undefined && status >= 400) return codeForStatus(status);
  if (isFetchNetworkError(input)) return 'NETWORK_ERROR';
  return 'UNKNOWN_ERROR';
}

/** Classifies any failure, on the client or the server, into {code, severity, userMessage}. */
export function classifyError(input: unknown, options: ClassifyOptions = {}): ClassifiedError {
  const code = codeOfError(input);
  const online = options.online ?? browserOnline();
  return { code, severity: severityOf(code), userMessage: userMessageFor(code, { online, service: options.service }) };
}
