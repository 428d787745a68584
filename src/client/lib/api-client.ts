import type { ErrorCode } from '#shared/errors/catalogue';
import { classifyError } from '#shared/errors/classify';

/**
 * The one way the client talks to the server: same origin, cookies included, JSON in and out. Every
 * failure becomes an ApiError classified by the platform catalogue (error.code first, then the status,
 * then a fetch TypeError as NETWORK_ERROR).
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Field path -> message, for bad input. */
  readonly fields?: Record<string, string>;
  /** The message the server sent, if it sent one; `message` falls back to the catalogue's user message. */
  readonly serverMessage?: string;

  constructor(init: { code: ErrorCode; status: number; message: string; fields?: Record<string, string>; serverMessage?: string }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields;
    this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Json = Record<string, unknown> | unknown[] | string | number | boolean | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or form data for a file upload (the browser then writes the multipart content type and boundary). */
  body?: Json | FormData;
  signal?: AbortSignal;
  /** Injected in tests. */
  fetchImpl?: typeof fetch;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  const record = asRecord(value);
  if (!record) return undefined;
  const entries = Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Builds the ApiError for a non-2xx answer from its status and (possibly empty or non-JSON) body. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const error = asRecord(asRecord(body)?.error);
  // classifyError reads error.code first, then the status (a code outside the catalogue falls back to it).
  const classified = classifyError({ status, body });
  const serverMessage = typeof error?.message === 'string' && error.message.trim() ? error.message : undefined;
  return new ApiError({
    code: classified.code,
    status,
    message: serverMessage ?? classified.userMessage,
    fields: stringRecord(error?.fields),
    serverMessage,
  });
}

/** A request that never got an answer (offline, server down): a fetch TypeError becomes NETWORK_ERROR. */
export function errorFromNetworkFailure(cause: unknown): ApiError {
  const classified = classifyError(cause);
  return new ApiError({ code: classified.code, status: 0, message: classified.userMessage });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const doFetch = options.fetchImpl ?? fetch;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await doFetch(path, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw errorFromNetworkFailure(cause);
  }
  const parsed = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, parsed);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: Json = {}, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: Json = {}, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body: Json = {}, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** The one file upload: the files (field name -> file) as multipart form data in a POST, answered like any call. */
  upload: <T>(path: string, files: Record<string, File | Blob>, options: Omit<RequestOptions, 'method' | 'body'> = {}) => {
    const form = new FormData();
    for (const [field, file] of Object.entries(files)) form.append(field, file, file instanceof File ? file.name : field);
    return apiRequest<T>(path, { ...options, method: 'POST', body: form });
  },
};
