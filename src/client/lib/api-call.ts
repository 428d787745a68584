import type { CallInput, Endpoint, ResponseOf } from '#shared/api/contract';
import { isFileUpload, successStatuses, urlFor } from '#shared/api/contract';
import { ApiError, apiRequest, type RequestOptions } from './api-client';

/**
 * The client's side of the contracts (src/shared/api, docs/decisions/180): `call(contract, input)` builds
 * the URL from the contract, sends the body, and parses the answer with the contract's schema, so a page
 * never trusts a cast. Query keys derive from the contract too: [area, name, input], so one area's or one
 * endpoint's queries share a prefix to invalidate.
 */

/** The answer did not match the contract: the server and this page disagree (an old page after a deploy, say). */
export const UNEXPECTED_ANSWER_MESSAGE = 'The server sent an answer this page does not understand. Please reload the page.';

export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: Pick<RequestOptions, 'signal' | 'fetchImpl'> = {},
): Promise<ResponseOf<E>> {
  const parts = input as { params?: unknown; query?: unknown; body?: unknown };
  const upload = isFileUpload(endpoint.spec.body) ? endpoint.spec.body : undefined;
  let body = parts.body as RequestOptions['body'] | undefined;
  if (upload && parts.body instanceof Blob) {
    // A file goes as multipart form data under the contract's field (the browser writes the boundary).
    body = new FormData();
    body.append(upload.field, parts.body, parts.body instanceof File ? parts.body.name : upload.field);
  }
  const answer = await apiRequest<unknown>(urlFor(endpoint, parts), {
    ...options,
    method: endpoint.spec.method,
    ...(body === undefined ? {} : { body }),
  });
  const parsed = parseAnswer(endpoint, answer);
  if (!parsed.success) throw new ApiError({ code: 'UNKNOWN_ERROR', status: 200, message: UNEXPECTED_ANSWER_MESSAGE });
  return parsed.data as ResponseOf<E>;
}

/**
 * The answer parsed with the contract's success schema. A contract with several (a share-link claim: 201
 * confirmed, 202 waiting for the email) is told apart by shape, the highest status's schema tried first, so
 * that an answer carrying more is not cut down to a lower status's fields.
 */
function parseAnswer(endpoint: Endpoint, answer: unknown): { success: true; data: unknown } | { success: false } {
  const schemas = successStatuses(endpoint)
    .map((status) => endpoint.spec.responses[status])
    .filter((schema) => schema !== undefined && schema !== null && typeof schema !== 'string')
    .reverse();
  if (schemas.length === 0) return { success: true, data: answer };
  for (const schema of schemas) {
    const parsed = schema.safeParse(answer);
    if (parsed.success) return parsed;
  }
  return { success: false };
}

/** Every query of an area starts with this: invalidating it marks all of them stale. */
export const areaKey = (endpoint: Endpoint) => [endpoint.area] as const;

/** Every query of one endpoint starts with this, whatever its input. */
export const endpointKey = (endpoint: Endpoint) => [endpoint.area, endpoint.name] as const;

/**
 * The key of one call. `viewer` (the signed-in person's id, null signed out) belongs in it when the answer
 * depends on who asks, so that each person has their own entry.
 */
export function queryKeyFor<E extends Endpoint>(endpoint: E, input: CallInput<E>, viewer?: string | null) {
  return [endpoint.area, endpoint.name, { ...(input as object), ...(viewer === undefined ? {} : { viewer }) }] as const;
}
