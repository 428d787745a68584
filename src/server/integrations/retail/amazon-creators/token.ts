import type { Redactor } from './redaction.js';
import { describeFailure, parseJson, type Transport } from './transport.js';
import { TokenReply } from './wire.js';

/**
 * The OAuth 2.0 client-credentials token: 2.x credentials at Cognito (form-encoded, scope creatorsapi/default),
 * 3.x at Login with Amazon (JSON, scope creatorsapi::default). Cached while comfortably valid; concurrent
 * callers share one token request.
 */

/** Refresh this long before the token's announced expiry. */
const TOKEN_EARLY_REFRESH_MS = 60_000;
const COGNITO_SCOPE = 'creatorsapi/default';
const LWA_SCOPE = 'creatorsapi::default';

interface CachedToken {
  value: string;
  /** When to stop using it (ms since epoch, by now()). */
  refreshAt: number;
}

export interface TokenSource {
  /** The cached token while valid, else a new one. */
  accessToken(): Promise<string>;
  /** Drops the cached token (Amazon refused it). */
  forget(): void;
}

export function createTokenSource(options: {
  tokenUrl: string;
  credentialId: string;
  credentialSecret: string;
  isCognito: boolean;
  now: () => Date;
  transport: Transport;
  redactor: Redactor;
}): TokenSource {
  const { isCognito, transport, redactor } = options;
  let token: CachedToken | null = null;
  let tokenInFlight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const body = isCognito
      ? new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.credentialId,
          client_secret: options.credentialSecret,
          scope: COGNITO_SCOPE,
        }).toString()
      : JSON.stringify({
          grant_type: 'client_credentials',
          client_id: options.credentialId,
          client_secret: options.credentialSecret,
          scope: LWA_SCOPE,
        });
    const res = await transport.send(
      options.tokenUrl,
      {
        method: 'POST',
        headers: {
          'content-type': isCognito ? 'application/x-www-form-urlencoded' : 'application/json',
          accept: 'application/json',
        },
        body,
      },
      'the token request',
    );
    const text = await transport.readBody(res, 'the token request');
    const json = parseJson(text);
    if (!res.ok) {
      throw redactor.fail(`Amazon Creators API: the token request was refused: ${describeFailure(res.status, json, redactor)}`, res.status);
    }
    const reply = TokenReply.safeParse(json);
    if (!reply.success) throw redactor.fail('Amazon Creators API: the token reply has no access_token', res.status);
    const accessToken = reply.data.access_token;
    const lifetimeS = reply.data.expires_in ?? 3600;
    // A token is only reused while comfortably valid; a very short-lived one is still used once.
    const lifetimeMs = Math.max(0, lifetimeS * 1000 - Math.min(TOKEN_EARLY_REFRESH_MS, (lifetimeS * 1000) / 2));
    redactor.remember(accessToken);
    token = { value: accessToken, refreshAt: options.now().getTime() + lifetimeMs };
    return accessToken;
  }

  return {
    async accessToken() {
      if (token && options.now().getTime() < token.refreshAt) return token.value;
      token = null;
      if (!tokenInFlight) {
        tokenInFlight = fetchToken().finally(() => {
          tokenInFlight = null;
        });
      }
      return tokenInFlight;
    },
    forget() {
      token = null;
    },
  };
}
