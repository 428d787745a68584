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

/**
 * The path (a.b.0) of the first string holding an unsafe character in a parsed request part (query, params,
 * JSON body), keys included, or null. Bytes (Buffers, typed arrays) are not text and are skipped.
 */
export function findUnsafeText(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path.join('.') || '_' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    // Bytes (an uploaded image) are not text.
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeText(key)) return [...path, toStorableText(key)].join('.');
      const found = findUnsafeText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
