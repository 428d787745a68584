import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** Every timestamp carries its time zone. */
export const tz = { withTimezone: true } as const;

/** A PostgreSQL full-text document; the schema only ever fills it through a generated column. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const literal = (v: string | number): string => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * `"column" in (...)` for a check constraint. Column names are written in SQL (snake_case) rather than as
 * column references so that the generated migration does not depend on how drizzle-kit applies casing
 * inside sql`` fragments; a typo fails the migration tests on both databases.
 */
export function oneOf(column: string, values: readonly (string | number)[]): SQL {
  return sql.raw(`"${column}" in (${values.map(literal).join(', ')})`);
}
