/**
 * Characters no text field accepts (docs/decisions/073-nul-and-lone-surrogates.md): the NUL character, which
 * PostgreSQL cannot store in text (a query holding one fails), and lone UTF-16 surrogates, which are not text
 * at all (jsonb refuses their escapes, UTF-8 cannot encode them). Input holding one is refused with a 400 that
 * names the field; text the server itself must keep (an error log entry) has them replaced instead.
 */
export const UNSAFE_TEXT_MESSAGE = 'Contains a character that is not allowed';

// The NUL character is exactly what this pattern is for.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHAR = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_CHARS = new RegExp(UNSAFE_CHAR.source, 'g');

export function hasUnsafeText(text: string): boolean {
  return UNSAFE_CHAR.test(text);
}

/** The text with each NUL and lone surrogate replaced by U+FFFD, the replacement character. */
export function toStorableText(text: string): string {
  return text.replace(UNSAFE_CHARS, '\uFFFD');
}

/** A copy of any JSON-like value with every string (keys included) made storable. */
export function toStorableValue<T>(value: T): T {
  if (typeof value === 'string') return toStorableText(value) as T;
  if (Array.isArray(value)) return value.map(toStorableValue) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [toStorableText(k), toStorableValue(v)])) as T;
  }
  return value;
}

/** How deeply a request's JSON may nest (objects and arrays inside one another): deeper input is refused with a 400. */
export const MAX_INPUT_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Nested more than ${MAX_INPUT_DEPTH} levels deep`;

/** What is wrong with a request part: a string holding an unsafe character, or nesting beyond MAX_INPUT_DEPTH. */
export interface InputTextProblem {
  /** The path (a.b.0) of the unsafe string; for nesting, the top-level field it is under ('_' for the root). */
  field: string;
  message: typeof UNSAFE_TEXT_MESSAGE | typeof TOO_DEEP_MESSAGE;
}

/**
 * The first problem of a parsed request part (query, params, JSON body), keys included, or null. The walk is
 * iterative and stops at MAX_INPUT_DEPTH, so no input can exhaust the stack (issue 17: a deep body gave 500).
 * Bytes (Buffers, typed arrays) are not text and are skipped.
 */
export function findInputTextProblem(value: unknown): InputTextProblem | null {
  const unsafe = (path: readonly (string | number)[]): InputTextProblem => ({ field: path.join('.') || '_', message: UNSAFE_TEXT_MESSAGE });
  // Depth first, children pushed in reverse, so the first problem found is the first in document order.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) return unsafe(path);
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    // Bytes (an uploaded image) are not text.
    if (ArrayBuffer.isView(current) || current instanceof ArrayBuffer) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { field: String(path[0]), message: TOO_DEEP_MESSAGE };
    const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((item, i) => [i, item]) : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, path: [...path, key] });
    }
    // An object's keys are checked before any value beneath it.
    if (!Array.isArray(current)) {
      const badKey = entries.find(([key]) => hasUnsafeText(key as string));
      if (badKey) return unsafe([...path, toStorableText(badKey[0] as string)]);
    }
  }
  return null;
}
