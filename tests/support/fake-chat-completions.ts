import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks the OpenAI-compatible chat completions protocol as OpenRouter does:
 * POST /chat/completions with a bearer key and {model, messages, temperature, max_tokens}; replies
 * {id, model, choices: [{message: {role, content}}], usage}. Tests script its replies in order.
 */
export interface ChatRequestRecord {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (undefined when it was not JSON). */
  body: any;
}

export interface WireUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

export type ChatReply =
  /** 200 with one choice; usage null leaves the usage object out. */
  | { kind: 'ok'; content: unknown; usage?: WireUsage | null; model?: string }
  /** 200 with "choices": []. */
  | { kind: 'empty-choices' }
  /** Any status with its reason phrase and a JSON error body. */
  | { kind: 'status'; status: number; statusText: string; body?: unknown }
  /** 200 with a body that is not JSON. */
  | { kind: 'garbage'; body: string }
  /** No answer at all: the request hangs until the client gives up (or the server closes). */
  | { kind: 'hang' }
  /** Held until release() is called, then answered with `then`. */
  | { kind: 'held'; then: ChatReply };

const DEFAULT_USAGE: WireUsage = { prompt_tokens: 1000, completion_tokens: 500, total_tokens: 1500 };

/** Ready-made replies for the cases the tests cover. */
export const replies = {
  ok: (content: unknown, usage: WireUsage | null = DEFAULT_USAGE, model?: string): ChatReply => ({ kind: 'ok', content, usage, model }),
  json: (value: unknown, usage: WireUsage | null = DEFAULT_USAGE): ChatReply => ({ kind: 'ok', content: JSON.stringify(value), usage }),
  /** The JSON inside a ```json fence with prose before and after, as chatty models answer. */
  messy: (value: unknown): ChatReply => ({
    kind: 'ok',
    content: `Here are some thoughtful ideas based on what you told me!\n\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n\nLet me know if you would like more options.`,
    usage: DEFAULT_USAGE,
  }),
  /** Looks like JSON, is not. */
  malformed: (): ChatReply => ({ kind: 'ok', content: '[{title: Coffee Mug, price: 20}, {title: ', usage: DEFAULT_USAGE }),
  /** An array cut off in the middle of its last element, as when max_tokens runs out. */
  truncated: (values: unknown[]): ChatReply => {
    const full = JSON.stringify(values, null, 2);
    const lastStart = full.lastIndexOf('{');
    return { kind: 'ok', content: full.slice(0, lastStart + 15), usage: DEFAULT_USAGE };
  },
  emptyChoices: (): ChatReply => ({ kind: 'empty-choices' }),
  emptyContent: (): ChatReply => ({ kind: 'ok', content: '', usage: DEFAULT_USAGE }),
  serverError: (): ChatReply => ({
    kind: 'status',
    status: 500,
    statusText: 'Internal Server Error',
    body: { error: { message: 'Internal Server Error', code: 500 } },
  }),
  badGateway: (): ChatReply => ({
    kind: 'status',
    status: 502,
    statusText: 'Bad Gateway',
    body: { error: { message: 'Provider returned error', code: 502 } },
  }),
  hang: (): ChatReply => ({ kind: 'hang' }),
};

export interface FakeChatCompletions {
  baseUrl: string;
  requests: ChatRequestRecord[];
  /** The next requests get these replies, in order; then a default one (a JSON array of one gift). */
  script(...answers: ChatReply[]): void;
  /** The key the server accepts (null: none needed, as a local Ollama). Anything else answers 401. */
  setApiKey(key: string | null): void;
  /** Resolves once the server has received n requests in all. */
  waitForRequests(n: number): Promise<void>;
  /** Answers every held request. */
  release(): void;
  /** Clears requests and script and restores the starting key. */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_CONTENT = JSON.stringify([
  {
    title: 'Ceramic Pour-Over Coffee Set',
    description: 'A dripper, carafe and two mugs for slow mornings.',
    estimatedPrice: 45,
    category: 'Home & Garden',
    searchKeywords: ['pour over', 'coffee set'],
    reasons: ['Loves coffee'],
  },
]);

function problem(body: any): string | null {
  if (!body || typeof body !== 'object') return 'Request body must be JSON';
  if (typeof body.model !== 'string' || !body.model) return 'model is required';
  if (!Array.isArray(body.messages) || body.messages.length === 0) return 'messages is required';
  for (const m of body.messages) {
    if (!m || !['system', 'user', 'assistant'].includes(m.role) || typeof m.content !== 'string') return 'Invalid message';
  }
  if (body.temperature !== undefined && typeof body.temperature !== 'number') return 'temperature must be a number';
  if (body.max_tokens !== undefined && (!Number.isInteger(body.max_tokens) || body.max_tokens <= 0)) return 'max_tokens must be a positive integer';
  return null;
}

export async function startFakeChatCompletions(apiKey: string | null = 'test-key'): Promise<FakeChatCompletions> {
  const requests: ChatRequestRecord[] = [];
  const planned: ChatReply[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const held: { res: ServerResponse; then: ChatReply; model: string }[] = [];
  let acceptedKey = apiKey;
  let counter = 0;

  const json = (res: ServerResponse, status: number, statusText: string, body: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, statusText, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const answer = (res: ServerResponse, reply: ChatReply, model: string) => {
    switch (reply.kind) {
      case 'ok':
        return json(res, 200, 'OK', {
          id: `gen-${++counter}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: reply.model ?? model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } }],
          ...(reply.usage ? { usage: reply.usage } : {}),
        });
      case 'empty-choices':
        return json(res, 200, 'OK', { id: `gen-${++counter}`, model, choices: [], usage: DEFAULT_USAGE });
      case 'status':
        return json(res, reply.status, reply.statusText, reply.body ?? { error: { message: reply.statusText, code: reply.status } });
      case 'garbage':
        res.writeHead(200, 'OK', { 'content-type': 'text/html' });
        return res.end(reply.body);
      case 'hang':
        return; // never answered; closed with the connection
      case 'held':
        held.push({ res, then: reply.then, model });
        return;
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: any;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      for (const w of waiters.filter((w) => requests.length >= w.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      if (req.method !== 'POST' || req.url !== '/chat/completions') {
        return json(res, 404, 'Not Found', { error: { message: 'Not Found', code: 404 } });
      }
      if (acceptedKey !== null && req.headers.authorization !== `Bearer ${acceptedKey}`) {
        return json(res, 401, 'Unauthorized', { error: { message: 'No auth credentials found', code: 401 } });
      }
      const wrong = problem(body);
      if (wrong) return json(res, 400, 'Bad Request', { error: { message: wrong, code: 400 } });
      answer(res, planned.shift() ?? { kind: 'ok', content: DEFAULT_CONTENT, usage: DEFAULT_USAGE }, body.model);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    script: (...answers) => void planned.push(...answers),
    setApiKey: (key) => void (acceptedKey = key),
    waitForRequests: (n) =>
      requests.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve })),
    release: () => {
      for (const h of held.splice(0)) answer(h.res, h.then, h.model);
    },
    reset: () => {
      requests.length = 0;
      planned.length = 0;
      acceptedKey = apiKey;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
