import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/**
 * fast-check inputs generated from a shared request schema (its JSON Schema, as zod writes it): values the
 * schema accepts, values near its limits, the wrong types, unknown keys, and hostile text (NUL characters,
 * lone surrogates, control characters, very long strings) in every text field. Used by the property tests
 * that send them to every route (tests/api/route-properties.test.ts).
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};

const hostileText = fc.oneof(
  fc.constantFrom('\u0000', 'ab\u0000cd', '\uD800', 'x\uDC00y', '\uDFFF\uD800', '\u0001\u001f\u007f', '%00', '../../etc/passwd', '<script>alert(1)</script>', "'; drop table users; --", '\u202e\u200b', '𝓰𝓲𝓯𝓽 🎁'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }).map((s) => s.repeat(400)),
);

/** Anything JSON can say, for a field whose type is wrong on purpose. */
const anyJson = fc.jsonValue({ maxDepth: 2 });

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 300);
  const fitting =
    schema.format === 'email'
      ? fc.emailAddress()
      : schema.format === 'uuid'
        ? fc.uuid()
        : fc.string({ minLength: min, maxLength: Math.max(min, max) });
  const edges = fc.constantFrom('', ' ', 'x'.repeat(max + 1));
  const withHostile = fc.tuple(fitting, hostileText).map(([ok, bad]) => ok + bad);
  return fc.oneof({ arbitrary: fitting, weight: 4 }, { arbitrary: withHostile, weight: 2 }, { arbitrary: hostileText, weight: 1 }, { arbitrary: edges, weight: 1 });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const fitting = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  const edges = fc.constantFrom(min - 1, max + 1, 0, -1, 1e308, 0.5);
  return fc.oneof({ arbitrary: fitting, weight: 4 }, { arbitrary: edges, weight: 1 });
}

function arbitraryFromJsonSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const exact = arbitraryOfType(schema, depth);
  // Now and then any field gets a value of the wrong type.
  return fc.oneof({ arbitrary: exact, weight: 9 }, { arbitrary: anyJson, weight: 1 });
}

function arbitraryOfType(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.oneof({ arbitrary: fc.constantFrom(...schema.enum), weight: 5 }, { arbitrary: hostileText, weight: 1 });
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryFromJsonSchema(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryFromJsonSchema(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items && depth < 4 ? arbitraryFromJsonSchema(schema.items, depth + 1) : anyJson;
      return fc.array(item, { maxLength: Math.min(schema.maxItems ?? 6, 6) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryFromJsonSchema(value, depth + 1)])),
        { requiredKeys: [] },
      );
      const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), hostileText), anyJson, { maxKeys: 2 });
      return fc.oneof({ arbitrary: record, weight: 5 }, { arbitrary: fc.tuple(record, extra).map(([a, b]) => ({ ...b, ...a })), weight: 1 });
    }
    default:
      return anyJson;
  }
}

/** Inputs for a request part described by a shared schema (a body, a query, path parameters). */
export function arbitraryInput(schema: ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryFromJsonSchema(json);
}

/** A query string or path part: every value as text, as a URL carries it. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the three bytes its code
 * unit would take in UTF-8: malformed on purpose, as an attacker's URL would be.
 */
export function encodeUrlPart(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  });
}
