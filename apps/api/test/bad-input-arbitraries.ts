/**
 * fast-check generators of bad input for `bad-input.test.ts`: hostile text, numbers out of range,
 * ids that are no ids, broken JSON, JSON shaped from a route's OpenAPI schema (with one field of a
 * wrong type when asked), and broken multipart bodies.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';

/** Lone surrogates, NUL, bidi marks, combining runs, emoji, markup and injection classics. */
export const edgeTexts = [
  '\uD800',
  '\uDFFF',
  'a\uD83D',
  '\u0000',
  'nul\u0000byte',
  '\u202Eevil\u202C.exe',
  '\u200F\u200E\u061C',
  `e${'\u0301\u0302\u0303'.repeat(60)}`,
  '👩‍👩‍👧‍👦🏳️‍🌈🇧🇷',
  '\uFEFF\u200B\u2060',
  '\r\nSet-Cookie: x=1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; drop table tenant; --',
  '%00',
  `\${7*7}{{7*7}}`,
  '__proto__',
  'constructor',
  ' ',
  '',
  'ﷺ'.repeat(500),
];

/** Ways out of a folder, raw and encoded. */
export const traversals = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252f',
  '..\\..\\windows\\win.ini',
  '....//....//etc/passwd',
  '/etc/passwd',
  '..%00/',
  'a/../../b',
  '.',
  '..',
];

/** Number literals no id or count accepts, written as JSON text would carry them. */
export const wildNumberLiterals = [
  '-1',
  '0',
  '-0',
  '1.5',
  '2147483648',
  '9007199254740992',
  '9007199254740993',
  '-9007199254740993',
  '1e309',
  '-1e309',
  '1e-400',
  '123456789012345678901234567890',
];

/** Path or query values that are certainly not a row id (a positive int4). */
export const badIdTexts = [
  ...wildNumberLiterals.filter((text) => text !== '123456789012345678901234567890'),
  'NaN',
  'Infinity',
  '-Infinity',
  'abc',
  'null',
  'undefined',
  '1,2',
  '1;select 1',
  '%00',
  '%20',
  '\u0661\u0662',
  // '.' and '..' are path segments a URL parser resolves, not values.
  ...traversals.filter((text) => text !== '.' && text !== '..'),
];

const lonelyUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});

/** Short hostile text, arbitrary UTF-16 (lone surrogates included) and now and then very long text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...edgeTexts, ...traversals) },
  { weight: 2, arbitrary: lonelyUnits },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(5_001, 70_000, 150_000)
      .chain((length) => fc.constantFrom('x', 'ç', '😀', '\u0301').map((unit) => unit.repeat(length))),
  },
);

/**
 * JSON kept as written: a number literal (1e309, -0 and 2^53 + 1 survive as text), or a value too
 * large or deep to hold as one (fast-check prints failing values, and would overflow on them).
 */
export class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return this.text.length > 60
      ? `RawJson(${this.text.slice(0, 30)}… ${this.text.length} chars)`
      : this.text;
  }
}

/** JSON text of a value, `RawJson` written verbatim. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const wildNumber = fc.constantFrom(...wildNumberLiterals).map((text) => new RawJson(text));

/** Any JSON value, hostile where it can be: odd keys, wild numbers, deep or long arrays. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    wildNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
    fc
      .constantFrom(20_000, 200_000)
      .map((length) => new RawJson(`[${Array.from({ length }, (_, index) => index).join(',')}]`)),
    fc.constantFrom(200, 5_000).map((depth) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  ),
})).value;

/** Bodies sent as `application/json` that no JSON parser accepts. */
export const malformedJsonTexts = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '[1,2',
  'undefined',
  '\u0000',
  '{"a":"\u0000"}',
  '"\\ud800',
  '{"a":"\\x41"}',
  '{}{}',
  '\uFEFF{"a":1',
  ' ',
  `${'['.repeat(100_000)}`,
];

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  default?: unknown;
}
export type Components = Record<string, JsonSchema>;

export function resolve(schema: JsonSchema, components: Components): JsonSchema {
  const name = schema.$ref?.split('/').at(-1);
  return name && components[name] ? resolve(components[name], components) : schema;
}

/** The JSON types a schema accepts; empty when it says nothing we can rely on. */
export function acceptedTypes(schema: JsonSchema, components: Components): Set<string> {
  const resolved = resolve(schema, components);
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants) return new Set(variants.flatMap((variant) => [...acceptedTypes(variant, components)]));
  const types = new Set([resolved.type ?? []].flat());
  if (types.has('integer')) types.add('number');
  return types;
}

const typeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'object'
        ? 'object'
        : typeof value;

/** A value of a JSON type the schema refuses, or undefined when the schema accepts every type. */
export function wrongValue(schema: JsonSchema, components: Components, pick: number): unknown {
  const accepted = acceptedTypes(schema, components);
  if (accepted.size === 0) return undefined;
  // z.coerce turns '' and [] into 0 and "1" into 1: an object or a nested array never becomes a number.
  const candidates = [{ nested: [1] }, [[1], { a: 1 }], 'not-a-number', true, null, 3].filter(
    (value) => !accepted.has(typeOf(value)),
  );
  return candidates[pick % candidates.length];
}

/**
 * A value shaped by `schema` (right types, enum members, required keys) but with hostile content:
 * it may be valid, so a route may accept it.
 */
export function shapedValue(schema: JsonSchema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, components);
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants && variants.length > 0) {
    return fc.oneof(...variants.map((variant) => shapedValue(variant, components, depth + 1)));
  }
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum) return fc.oneof(fc.constantFrom(...resolved.enum), hostileText);
  if (depth > 4) return fc.constant(null);
  const type = [resolved.type].flat()[0];
  switch (type) {
    case 'object': {
      const entries = Object.entries(resolved.properties ?? {});
      const required = new Set(resolved.required ?? []);
      return fc.record(
        Object.fromEntries(entries.map(([key, value]) => [key, shapedValue(value, components, depth + 1)])),
        { requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)) },
      );
    }
    case 'array':
      return fc.array(resolved.items ? shapedValue(resolved.items, components, depth + 1) : hostileJson, {
        maxLength: 3,
      });
    case 'integer':
    case 'number':
      return fc.oneof(wildNumber, fc.integer({ min: 1, max: 50 }), fc.constant(2_147_483_647));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      // Plain values too, so one hostile field at a time can reach the code behind the validator.
      return fc.oneof(
        hostileText,
        fc.constantFrom(
          'Ana Souza',
          'ana@example.com',
          '01/12/2026',
          '31/02/2027',
          '09:00',
          '24:61',
          '123456',
        ),
      );
    default:
      return hostileJson;
  }
}

export interface MultipartBody {
  payload: Buffer;
  contentType: string;
}

const part = (boundary: string, headers: string, data: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(data), Buffer.from('\r\n')]);

/**
 * Multipart bodies a form must refuse: no JSON `request` a form accepts, a broken frame, a file
 * where a field belongs, too many fields, hostile names.
 */
export const brokenMultipart: fc.Arbitrary<MultipartBody> = fc
  .record({
    kind: fc.constantFrom(
      'junk-request',
      'file-as-request',
      'wrong-boundary',
      'no-closing-boundary',
      'huge-field-name',
      'no-boundary-param',
      'fake-image',
      'many-fields',
      'garbage',
    ),
    text: hostileText,
    json: fc.oneof(fc.constantFrom(...malformedJsonTexts), fc.constantFrom('[]', '3', '"x"', 'null', 'true')),
  })
  .map(({ kind, text, json }) => {
    const boundary = `----bad${randomBytes(6).toString('hex')}`;
    const type = `multipart/form-data; boundary=${boundary}`;
    const close = Buffer.from(`--${boundary}--\r\n`);
    const field = (name: string, value: string) =>
      part(boundary, `Content-Disposition: form-data; name="${name}"`, value);
    const file = (name: string, data: string | Buffer) =>
      part(
        boundary,
        `Content-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg`,
        data,
      );
    switch (kind) {
      case 'junk-request':
        return {
          contentType: type,
          payload: Buffer.concat([field('request', json), field('x', text), close]),
        };
      case 'file-as-request':
        return { contentType: type, payload: Buffer.concat([file('request', json), close]) };
      case 'wrong-boundary':
        return {
          contentType: 'multipart/form-data; boundary=----other',
          payload: Buffer.concat([field('request', json), close]),
        };
      case 'no-closing-boundary':
        return { contentType: type, payload: Buffer.concat([field('request', json), file('files', 'abc')]) };
      case 'huge-field-name':
        return { contentType: type, payload: Buffer.concat([field('n'.repeat(100_000), text), close]) };
      case 'no-boundary-param':
        return {
          contentType: 'multipart/form-data',
          payload: Buffer.concat([field('request', json), close]),
        };
      case 'fake-image':
        return {
          contentType: type,
          payload: Buffer.concat([
            file('files', '<?php echo 1; ?>'),
            file('profilePicture', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])),
            close,
          ]),
        };
      case 'many-fields':
        return {
          contentType: type,
          payload: Buffer.concat([
            ...Array.from({ length: 40 }, (_, index) => field(`f${index}`, text)),
            close,
          ]),
        };
      default:
        return { contentType: type, payload: Buffer.from(text) };
    }
  });
