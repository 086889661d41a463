import type { z } from 'zod';

/**
 * Hostile inputs for the API corpus test (hostile-harness.ts and the hostile-*.spec.ts files): what attackers and broken clients
 * send, grouped by class. Each class has a few variants; a field gets one variant of every class
 * (rotating with the field's position), so every variant is used somewhere without sending every
 * variant to every field.
 */
export const PAYLOAD_CLASSES = {
  sql: ["' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', "1' UNION SELECT password_hash FROM users --", "%' OR '%'='"],
  xss: ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=1</script>', '"><svg onload=alert(1)>', "javascript:alert('xss')"],
  template: ['{{7*7}}', '${7*7}', '<%= 7*7 %>', '#{7*7}', "{{constructor.constructor('return process')()}}"],
  traversal: ['../../../../etc/passwd', '..\\..\\..\\windows\\win.ini', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/proc/self/environ'],
  rtlOverride: ['factura\u202Egpj.exe', '\u202Bمرحبا\u202C Hola'],
  zeroWidth: ['Ana\u200BMaría\u200C\u200DLópez', 'ad\u2060min\uFEFFistrador'],
  emoji: ['Equipo 👩‍💻 🇦🇷 ✔️', '😀🎉 Ñandú 🧉'],
  combining: ['Z\u0351\u0352a\u0300\u0301l\u0302g\u0303o\u0304 e\u0301', 'n\u0303and\u00fa a\u030A\u0323'],
  /** PostgreSQL text cannot hold U+0000. */
  nul: ['abc\u0000def', '\u0000'],
  /** Half of a surrogate pair: not Unicode, cannot be stored as UTF-8. */
  loneSurrogate: ['abc\uD800def', 'x\uDFFFy'],
} as const;

export type PayloadClass = keyof typeof PAYLOAD_CLASSES | 'overLong' | 'fourByteAtLimit';

/** Classes that must always be refused (400 with a Spanish message). */
export const ALWAYS_REFUSED: ReadonlySet<PayloadClass> = new Set(['nul', 'loneSurrogate', 'overLong']);

export interface Payload {
  kind: PayloadClass;
  value: string;
}

/** Used for a field with no maxLength: far beyond any text field of the spec. */
const UNBOUNDED_PROBE = 20_000;

/** One variant of each class for the field at `index`; over-long and at-limit strings follow its `maxLength`. */
export function stringPayloads(index: number, maxLength: number | undefined): Payload[] {
  const payloads: Payload[] = Object.entries(PAYLOAD_CLASSES).map(([kind, variants]) => ({
    kind: kind as PayloadClass,
    value: variants[index % variants.length],
  }));
  payloads.push({ kind: 'overLong', value: 'a'.repeat((maxLength ?? UNBOUNDED_PROBE) + 1) });
  // 😀 is two UTF-16 units (the unit zod counts) and one character (the unit PostgreSQL counts).
  if (maxLength !== undefined && maxLength >= 2) payloads.push({ kind: 'fourByteAtLimit', value: '😀'.repeat(Math.floor(maxLength / 2)) });
  return payloads;
}

/** Values of the wrong JSON type for any field (a string field gets numbers, a number field text...). */
export const WRONG_TYPES: readonly unknown[] = [
  12345,
  -1.5,
  true,
  null,
  [],
  {},
  ['<script>window.__xss=1</script>'],
  { $gt: '' },
  JSON.parse('{"__proto__": {"isAdmin": true}}'),
];

/** Text where a number, a boolean or a list belongs. */
const WRONG_TYPES_FOR_NON_TEXT = ['texto', '1e400', '<script>window.__xss=1</script>'];

/** One wrong type per field, rotating so every one is used. */
export function wrongTypeFor(index: number, isString: boolean): unknown {
  const values = isString ? WRONG_TYPES : [...WRONG_TYPES, ...WRONG_TYPES_FOR_NON_TEXT];
  return values[index % values.length];
}

// ---------- Fields from the zod schemas ----------

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Field {
  /** Keys from the body's root, e.g. ['cv', 'workExperience', 0, 'task']. */
  path: (string | number)[];
  /** Strings get the text corpus; every field gets wrong types. */
  isString: boolean;
  maxLength?: number;
}

export const fieldName = (field: Field) => field.path.join('.');

/** The variant of an anyOf/oneOf that `value` is (the first object variant when unsure). */
function variantFor(schema: JsonSchema, value: unknown): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return schema;
  const objects = variants.filter((variant) => variant.properties);
  if (value && typeof value === 'object' && objects.length) {
    const entries = Object.entries(value);
    const matching = objects.find((variant) =>
      entries.every(([key, item]) => key in variant.properties! && (!('const' in variant.properties![key]) || variant.properties![key].const === item)),
    );
    return matching ?? objects[0];
  }
  return variants.find((variant) => variant.type === 'string') ?? variants.find((variant) => variant.type !== 'null') ?? schema;
}

/**
 * Every leaf field of a request, read from its zod schema (JSON Schema of the input) walked along
 * a valid `base` value: properties the base leaves out are included, array items are reached
 * through the base's first item. A field added to a schema is covered without touching the test.
 */
export function fieldsOf(schema: z.ZodType, base: unknown): Field[] {
  const fields: Field[] = [];
  const walk = (node: JsonSchema, value: unknown, path: (string | number)[]) => {
    const resolved = variantFor(node, value);
    // An object the base leaves out (or null) is one field: it gets wrong types, not a subtree.
    if (resolved.properties && value !== undefined && value !== null) {
      for (const [key, child] of Object.entries(resolved.properties)) {
        walk(child, (value as Record<string, unknown> | undefined)?.[key], [...path, key]);
      }
      return;
    }
    if (resolved.items && Array.isArray(value) && value.length) {
      walk(resolved.items, value[0], [...path, 0]);
      return;
    }
    const isString = !resolved.properties && (resolved.type === 'string' || (resolved.type === undefined && typeof value === 'string'));
    fields.push({ path, isString, maxLength: isString ? resolved.maxLength : undefined });
  };
  walk(schema.toJSONSchema({ io: 'input', unrepresentable: 'any' }) as JsonSchema, base, []);
  return fields;
}

/** A deep copy of `base` with `value` at `path`, creating missing parents. */
export function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

/** Whether `value` holds the string `text` exactly, at any depth. */
export function holdsString(value: unknown, text: string): boolean {
  if (value === text) return true;
  if (value && typeof value === 'object') return Object.values(value).some((child) => holdsString(child, text));
  return false;
}

/**
 * Percent-encodes any JS string for a URL, lone surrogates included (as the 3 bytes a sloppy
 * encoder would send), which encodeURIComponent refuses to do.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

const ENGLISH = /\b(the|is|must|expected|invalid|required|should|cannot|not found|internal)\b/i;
const SPANISH = /[áéíóúñ¿¡]|\b(debe|no|el|la|los|las|es|de|se|un|una|puede|solicitud|entrada)\b/i;

/** A refusal the user can read: a Spanish sentence, not a framework's English default. */
export function isSpanishMessage(message: unknown): boolean {
  return typeof message === 'string' && message.trim().length > 0 && SPANISH.test(message) && !ENGLISH.test(message);
}
