import { jsonrepair } from 'jsonrepair';

/**
 * Models asked for JSON answer with more or less of it: pure JSON, JSON in a ```json fence, prose around it,
 * trailing commas, single quotes, or a reply cut off by max_tokens in the middle of an element. The repairs
 * are jsonrepair's; this file only finds where the JSON is and, in a cut-off reply, where its last complete
 * element ends, so that an element cut in its middle is dropped whole, never kept half-filled. The caller's
 * check (a zod schema) says whether a candidate is the answer: a stray "[1]" in the prose is not.
 */
export const NO_JSON_MESSAGE = 'No JSON found in the AI reply';

/** At most this many opening brackets are tried as the start of the JSON (prose may contain a few). */
const MAX_STARTS = 100;
/**
 * A Markdown fence opens a line and closes one (a ``` inside a JSON string is neither); a cut-off reply may
 * leave it open, and a one-line fence runs to the end.
 */
const FENCE = /(?:^|\n)[ \t]*```[\w-]*[ \t]*\r?\n?([\s\S]*?)(?:\r?\n[ \t]*```|$)/;

interface Span {
  text: string;
  complete: boolean;
}

/**
 * The JSON that starts at `start`: up to its closing bracket, or, when the reply ends first, up to the end of
 * the last complete element of its outermost array (empty when there is none).
 */
function spanAt(source: string, start: number): Span {
  const closers: string[] = [];
  let inString = false;
  let escaped = false;
  // The depth of the outermost array (the list of answers) and where its last complete element ended.
  let listDepth = -1;
  let lastComplete = -1;
  for (let i = start; i < source.length; i++) {
    const ch = source[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') {
        inString = false;
        if (closers.length === listDepth) lastComplete = i + 1;
      }
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') {
      closers.push(ch === '{' ? '}' : ']');
      if (ch === '[' && listDepth === -1) listDepth = closers.length;
    } else if (ch === '}' || ch === ']') {
      closers.pop();
      if (closers.length === 0) return { text: source.slice(start, i + 1), complete: true };
      if (closers.length === listDepth) lastComplete = i + 1;
    } else if (ch === ',' && closers.length === listDepth) lastComplete = i;
  }
  return { text: lastComplete > start ? source.slice(start, lastComplete) : '', complete: false };
}

function repaired(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(jsonrepair(text));
    } catch {
      return undefined;
    }
  }
}

/**
 * The first object or array in a model's reply that `accept` takes: the fenced block first, then each
 * opening bracket of the text in order. Throws NO_JSON_MESSAGE when none is.
 */
export function parseModelJson(text: string, accept: (value: unknown) => boolean = () => true): unknown {
  const body = text.replace(/^\uFEFF/, '');
  const fenced = FENCE.exec(body)?.[1];
  for (const source of fenced === undefined ? [body] : [fenced, body]) {
    let tried = 0;
    for (let i = 0; i < source.length && tried < MAX_STARTS; i++) {
      if (source[i] !== '{' && source[i] !== '[') continue;
      tried++;
      const span = spanAt(source, i);
      if (!span.text) continue;
      const value = repaired(span.text);
      if (typeof value === 'object' && value !== null && accept(value)) return value;
    }
  }
  throw new Error(NO_JSON_MESSAGE);
}
