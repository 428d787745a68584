/**
 * Models asked for JSON answer with more or less of it: pure JSON, JSON in a ```json fence, prose around
 * it, trailing commas, or a reply cut off by max_tokens in the middle of an element. parseLooseJson finds
 * the JSON object or array in such a reply and returns it; the caller validates its shape.
 *
 * A truncated reply keeps its complete parts: the complete elements of arrays (and the complete members
 * of a top-level object that wraps them, as in {"gifts": [...]}); an element cut off in its middle is
 * dropped whole, never kept half-filled.
 */
export const NO_JSON_MESSAGE = 'No JSON found in the AI reply';

/** At most this many opening brackets are tried as the start of the JSON (prose may contain a few). */
const MAX_STARTS = 100;
/** At most this many cut points are tried when repairing a truncated reply. */
const MAX_REPAIRS = 50;

type Container = Record<string, unknown> | unknown[];
type Parsed = { ok: true; value: Container } | { ok: false };

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** Removes commas that directly precede a closing bracket, outside strings. */
export function removeTrailingCommas(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      out += ch;
      if (ch === '\\') {
        out += text[i + 1] ?? '';
        i++;
      } else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j])) j++;
      if (text[j] === '}' || text[j] === ']') continue;
    }
    out += ch;
  }
  return out;
}

function tryParse(text: string): Parsed {
  for (const attempt of [text, removeTrailingCommas(text)]) {
    try {
      const value: unknown = JSON.parse(attempt);
      if (isContainer(value)) return { ok: true, value };
    } catch {
      // try the next form
    }
  }
  return { ok: false };
}

interface Frame {
  kind: '{' | '[';
  /** In an object: the next string is a key (after '{' or ','), not a value (after ':'). */
  expectKey: boolean;
}

/** A place where the text may be cut and closed to give valid JSON: slice(start, pos) + closers. */
interface Cut {
  pos: number;
  closers: string;
}

interface Scan {
  /** Index of the bracket that closes the one at start, or null when the text ends first. */
  end: number | null;
  cuts: Cut[];
}

/**
 * Only cuts that keep complete elements: every open container below the outermost must be an array (a
 * cut inside a nested object would keep a half-filled element). In an outermost object only a member
 * whose value is a whole array or object may end the cut (the wrapper of {"gifts": [...]}): an object of
 * plain values cut off is one half-filled element.
 */
function cutAllowed(stack: Frame[], afterContainer: boolean): boolean {
  if (stack.length === 0) return false;
  if (stack.length === 1 && stack[0].kind === '{') return afterContainer;
  return stack.every((frame, index) => index === 0 || frame.kind === '[');
}

function closersOf(stack: Frame[]): string {
  let closers = '';
  for (let k = stack.length - 1; k >= 0; k--) closers += stack[k].kind === '{' ? '}' : ']';
  return closers;
}

/** Walks the text from an opening bracket, outside strings, to its closing bracket; notes safe cut points. */
function scanFrom(text: string, start: number): Scan {
  const stack: Frame[] = [];
  const cuts: Cut[] = [];
  const addCut = (pos: number, afterContainer = false) => {
    if (cutAllowed(stack, afterContainer)) cuts.push({ pos, closers: closersOf(stack) });
  };
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) return { end: null, cuts };
      i = j;
      const top = stack[stack.length - 1];
      // A complete string value (not a key) is a complete element or member.
      if (top && (top.kind === '[' || !top.expectKey)) addCut(i + 1);
      continue;
    }
    if (ch === '{' || ch === '[') {
      stack.push({ kind: ch, expectKey: ch === '{' });
      continue;
    }
    if (ch === '}' || ch === ']') {
      const top = stack.pop();
      if (!top || (top.kind === '{') !== (ch === '}')) return { end: i, cuts };
      if (stack.length === 0) return { end: i, cuts };
      addCut(i + 1, true);
      continue;
    }
    const top = stack[stack.length - 1];
    if (ch === ':' && top?.kind === '{') top.expectKey = false;
    else if (ch === ',') {
      // Whatever came before the comma is complete.
      addCut(i);
      if (top?.kind === '{') top.expectKey = true;
    }
  }
  return { end: null, cuts };
}

function repair(text: string, start: number, cuts: Cut[]): { value: Container; length: number } | null {
  const tries = cuts.slice(-MAX_REPAIRS).reverse();
  for (const cut of tries) {
    const parsed = tryParse(text.slice(start, cut.pos) + cut.closers);
    if (parsed.ok) return { value: parsed.value, length: cut.pos - start };
  }
  return null;
}

const NONE = Symbol('none');

/**
 * Whether the bracket at start can open JSON: '{' followed by a key or '}', '[' followed by a value or
 * ']'. Brackets in prose ('[the notes]', '{name}') are not tried at all.
 */
function isPlausibleStart(text: string, start: number): boolean {
  const rest = text.slice(start + 1, start + 40).trimStart();
  if (text[start] === '{') return rest === '' || rest[0] === '"' || rest[0] === '}';
  return rest === '' || /^(?:[[{"\]\-\d]|(?:true|false|null)(?![A-Za-z]))/.test(rest);
}

/**
 * The largest JSON object or array in the text (prose may hold a stray '[1]' before the real answer).
 * A truncated one is repaired from its last safe cut point; once one is found, every later start lies
 * inside it, so later truncated starts are not repaired on their own (that would keep half an element).
 */
function extract(text: string): Container | typeof NONE {
  let best: { value: Container; length: number } | null = null;
  const consider = (value: Container, length: number) => {
    if (!best || length > best.length) best = { value, length };
  };
  let insideTruncated = false;
  let from = 0;
  for (let attempts = 0; attempts < MAX_STARTS; ) {
    const brace = text.indexOf('{', from);
    const bracket = text.indexOf('[', from);
    const start = brace < 0 ? bracket : bracket < 0 ? brace : Math.min(brace, bracket);
    if (start < 0) break;
    from = start + 1;
    if (!isPlausibleStart(text, start)) continue;
    attempts++;
    const scan = scanFrom(text, start);
    if (scan.end !== null) {
      const parsed = tryParse(text.slice(start, scan.end + 1));
      if (parsed.ok) {
        consider(parsed.value, scan.end + 1 - start);
        from = scan.end + 1;
      }
    } else if (!insideTruncated) {
      insideTruncated = true;
      const repaired = repair(text, start, scan.cuts);
      if (repaired) consider(repaired.value, repaired.length);
    }
  }
  return best ? (best as { value: Container }).value : NONE;
}

/**
 * The contents of ``` fences (with or without a language), including one left open by a cut-off reply.
 * A fence opens at the start of a line, as in Markdown: three backticks inside a JSON string do not.
 */
function fencedBlocks(text: string): string[] {
  const blocks: string[] = [];
  const fence = /(?:^|\n)[^\S\n]*```[\w-]*[^\S\n]*\n?([\s\S]*?)(?:```|$)/g;
  for (const match of text.matchAll(fence)) {
    if (match[1].trim()) blocks.push(match[1]);
  }
  return blocks;
}

/**
 * The JSON object or array in an AI reply. Throws Error(NO_JSON_MESSAGE) when there is none to be had
 * (no brackets, only malformed JSON, or a reply cut off before its first complete element).
 */
export function parseLooseJson(text: string): unknown {
  const source = text.replace(/^\uFEFF/, '').trim();
  if (source) {
    const whole = tryParse(source);
    if (whole.ok) return whole.value;
    for (const block of fencedBlocks(source)) {
      const found = extract(block);
      if (found !== NONE) return found;
    }
    const found = extract(source);
    if (found !== NONE) return found;
  }
  throw new Error(NO_JSON_MESSAGE);
}
