import type { Redactor } from './redaction.js';
import type { TokenSource } from './token.js';
import { describeFailure, isNoResults, parseJson, type Transport } from './transport.js';
import { ItemsContainer, WireReply } from './wire.js';

/**
 * The Creators API's two operations, POST {apiBaseUrl}/catalog/v1/{operation}: paced, with the bearer token
 * (refreshed once on a 401) and the marketplace header; every failure a RetailSourceError.
 */

export type Operation = 'searchItems' | 'getItems';

export interface CreatorsApiClient {
  /** One operation's JSON reply; a 404 "nothing matched" answers with status 404. */
  call(operation: Operation, payload: object): Promise<{ status: number; json: unknown }>;
  /** The items of a reply (none when Amazon answered only errors[]). */
  itemsOf(operation: Operation, json: unknown, status: number): unknown[];
}

export function createCreatorsApiClient(options: {
  apiBaseUrl: string;
  marketplace: string;
  /** The credential version ('2.x' Cognito credentials send it with the token). */
  version: string;
  isCognito: boolean;
  transport: Transport;
  tokens: TokenSource;
  paced: <T>(work: () => Promise<T>) => Promise<T>;
  redactor: Redactor;
}): CreatorsApiClient {
  const { apiBaseUrl, marketplace, version, isCognito, transport, tokens, paced, redactor } = options;

  async function postOnce(operation: Operation, payload: object, bearer: string): Promise<{ status: number; json: unknown; text: string; ok: boolean }> {
    const what = `${operation}`;
    const res = await paced(() =>
      transport.send(
        `${apiBaseUrl}/catalog/v1/${operation}`,
        {
          method: 'POST',
          headers: {
            authorization: isCognito ? `Bearer ${bearer}, Version ${version}` : `Bearer ${bearer}`,
            'content-type': 'application/json',
            accept: 'application/json',
            'x-marketplace': marketplace,
          },
          body: JSON.stringify(payload),
        },
        what,
      ),
    );
    const text = await transport.readBody(res, what);
    return { status: res.status, ok: res.ok, text, json: parseJson(text) };
  }

  return {
    async call(operation, payload) {
      let reply = await postOnce(operation, payload, await tokens.accessToken());
      if (reply.status === 401) {
        tokens.forget();
        reply = await postOnce(operation, payload, await tokens.accessToken());
      }
      if (reply.ok) {
        if (typeof reply.json !== 'object' || reply.json === null || Array.isArray(reply.json)) {
          throw redactor.fail(`Amazon Creators API: ${operation} answered ${reply.status} with a reply that is not a JSON object`, reply.status);
        }
        return { status: reply.status, json: reply.json };
      }
      if (reply.status === 404 && isNoResults(reply.json)) return { status: 404, json: reply.json };
      const detail = describeFailure(reply.status, reply.json, redactor);
      if (reply.status === 429) throw redactor.fail(`Amazon Creators API: ${operation} was throttled: ${detail}`, 429);
      if (reply.status === 401) tokens.forget();
      throw redactor.fail(`Amazon Creators API: ${operation} failed: ${detail}`, reply.status);
    },

    itemsOf(operation, json, status) {
      const reply = WireReply.parse(json);
      const container = operation === 'searchItems' ? reply.searchResult : reply.itemsResult;
      if (container === undefined || container === null) {
        // Amazon answers only errors[] when nothing matched (every id unknown, no search results).
        if (reply.errors && reply.errors.length > 0) return [];
        throw redactor.fail(
          `Amazon Creators API: ${operation} answered ${status} without ${operation === 'searchItems' ? 'searchResult' : 'itemsResult'}`,
          status,
        );
      }
      const items = ItemsContainer.safeParse(container);
      if (!items.success) throw redactor.fail(`Amazon Creators API: ${operation} answered ${status} with items that are not a list`, status);
      return items.data.items ?? [];
    },
  };
}
