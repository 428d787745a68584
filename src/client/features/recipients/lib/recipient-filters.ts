import { AGE_RANGES, type AgeRange, RELATIONSHIPS, type Relationship } from '#shared/constants/choice-lists';

/** The list's filters (core-app.md 5), kept in the URL: ?relationship=Friend&age=26-35&q=cooking. */
export interface RecipientFilters {
  relationship: Relationship | null;
  age: AgeRange | null;
  q: string;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the filters from the address; values outside the spec's lists are ignored rather than shown. */
export function readFilters(search: URLSearchParams): RecipientFilters {
  return {
    relationship: oneOf(RELATIONSHIPS, search.get('relationship')),
    age: oneOf(AGE_RANGES, search.get('age')),
    q: search.get('q') ?? '',
  };
}

/** Writes the filters into the address, dropping empty ones, and keeps any other parameter as it was. */
export function writeFilters(search: URLSearchParams, filters: RecipientFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('relationship', filters.relationship);
  set('age', filters.age);
  set('q', filters.q.trim() ? filters.q : null);
  return next;
}

export function hasFilters(filters: RecipientFilters): boolean {
  return Boolean(filters.relationship || filters.age || filters.q.trim());
}
