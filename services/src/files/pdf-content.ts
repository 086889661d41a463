import { inflateSync } from 'node:zlib';

/*
 * A structural check of an uploaded PDF: its objects are parsed (those written in the file and those
 * packed in object streams) enough to judge each dictionary by its keys and types. What can run
 * something, send something or carry another file is refused:
 * - scripts (/JS, /JavaScript), XFA forms (/XFA), additional actions (/AA: on opening a page,
 *   focusing a field, hovering an annotation...), whatever the object they hang from;
 * - embedded files (/EmbeddedFiles, /EF, /EmbeddedFile) and rich media (Flash, video: /RichMedia);
 * - actions that launch programs, send or import form data, or open other files (/Launch,
 *   /SubmitForm, /ImportData, /GoToR, /GoToE);
 * - an /OpenAction that does anything but show a page. A destination (an array such as [3 0 R /Fit])
 *   or a plain GoTo action to one (<< /S /GoTo /D [...] >>, which LaTeX's hyperref writes in every
 *   document) only opens the document at a page, and is accepted; any other action (printing,
 *   a chain of /Next actions, an address) is not;
 * - a /URI action anywhere but as the /A of a /Link annotation: a link the reader clicks is fine,
 *   an address opened from an outline, a form field or on its own is not.
 * A PDF whose objects cannot be read (an object stream in a filter we do not decode, past the
 * inflate budget, or nested absurdly deep) is refused too: what cannot be checked is not accepted.
 */

/** Inflated object streams are read up to this much in all: a 2 MB upload cannot become a memory bomb. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** Deeper nesting than any real PDF has; past it the parser would spend the call stack. */
const MAX_DEPTH = 200;
/**
 * Characters the parser may read in all. Objects are parsed from each header found, so a file of
 * headers followed by unclosed strings would have each parse read to its end: quadratic without it.
 */
const MAX_PARSE_WORK = 64 * 1024 * 1024;

/** Keys whose presence alone makes a dictionary active. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'XFA', 'EmbeddedFiles', 'EF', 'RichMediaContent', 'RichMediaSettings']);
/** Values of /S (action type), /Type or /Subtype that are refused wherever they appear. */
const ACTIVE_TYPES = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'EmbeddedFile', 'RichMedia']);
/**
 * Names searched for in the bytes as they are, besides the parse: a PDF reader repairs files our
 * parser would read otherwise. Only names that never mean anything harmless (/AA can be a glyph's name).
 */
const ACTIVE_NAME = /\/(?:JavaScript|JS|Launch|XFA|EmbeddedFiles?|RichMedia|SubmitForm|ImportData|GoToR|GoToE)(?=[\0\t\n\f\r ()<>[\]{}/%]|$)/;

interface PdfName {
  name: string;
}
interface PdfRef {
  ref: number;
}
type PdfDict = Map<string, PdfValue>;
type PdfValue = PdfDict | PdfValue[] | PdfName | PdfRef | number | null;

/** Thrown when a part of the file cannot be read, which refuses it. */
class Uncheckable extends Error {}

const WHITESPACE = '\0\t\n\f\r ';
const DELIMITERS = '()<>[]{}/%';
const isRegular = (char: string) => !WHITESPACE.includes(char) && !DELIMITERS.includes(char);
/** Whitespace and comments between tokens (a comment ends at its line's end: no backtracking inside it). */
const SPACE = '(?:[\\0\\t\\n\\f\\r ]|%[^\\r\\n]*[\\r\\n])';

/** What follows an integer that starts a reference: '3 0 R' after the 3. */
const REFERENCE_TAIL = new RegExp(`^${SPACE}+\\d+${SPACE}+R(?![^\\0\\t\\n\\f\\r ()<>[\\]{}/%])`);

/** A PDF name may spell any character as #xx ('/J#61vaScript' is '/JavaScript'). */
const decodeNameEscapes = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const isName = (value: PdfValue | undefined): value is PdfName => typeof value === 'object' && value !== null && 'name' in value;
const isRef = (value: PdfValue | undefined): value is PdfRef => typeof value === 'object' && value !== null && 'ref' in value;
const nameOf = (value: PdfValue | undefined) => (isName(value) ? value.name : undefined);

/** Reads PDF values (dictionaries, arrays, names, references; strings and numbers as little as needed) from text. */
class PdfParser {
  constructor(
    private readonly text: string,
    public position: number,
    private readonly work: { left: number },
  ) {}

  /** Spends the characters read since `from` from the shared work budget. */
  private charge(from: number): void {
    this.work.left -= this.position - from;
    if (this.work.left < 0) throw new Uncheckable();
  }

  skipSpace(): void {
    const { text } = this;
    const from = this.position;
    while (this.position < text.length) {
      const char = text[this.position];
      if (WHITESPACE.includes(char)) this.position += 1;
      else if (char === '%') while (this.position < text.length && text[this.position] !== '\n' && text[this.position] !== '\r') this.position += 1;
      else break;
    }
    this.charge(from);
  }

  /** The next value, or a keyword (obj, stream, R...) as a string; undefined at the end of the text. */
  value(depth = 0): PdfValue | string | undefined {
    if (depth > MAX_DEPTH) throw new Uncheckable();
    this.skipSpace();
    const { text } = this;
    const char = text[this.position];
    if (char === undefined) return undefined;
    if (text.startsWith('<<', this.position)) return this.dict(depth);
    if (char === '<') return this.skipPast('>');
    if (char === '[') return this.array(depth);
    if (char === '(') return this.literalString();
    if (char === '/') return { name: decodeNameEscapes(this.regularRun(this.position + 1)) };
    if (']>)}{'.includes(char)) {
      this.position += char === '>' && text[this.position + 1] === '>' ? 2 : 1;
      return char;
    }
    const word = this.regularRun(this.position);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      const reference = REFERENCE_TAIL.exec(text.slice(this.position, this.position + 64));
      if (/^\d+$/.test(word) && reference) {
        this.position += reference[0].length;
        return { ref: Number(word) };
      }
      return Number(word);
    }
    return word || this.skipPast(char);
  }

  private dict(depth: number): PdfDict {
    this.position += 2;
    const dict: PdfDict = new Map();
    for (;;) {
      const key = this.value(depth + 1);
      if (key === '>' || key === undefined) return dict;
      // A keyword inside a dictionary: the dictionary was never closed.
      if (typeof key === 'string') return dict;
      if (!isName(key)) continue;
      const value = this.value(depth + 1);
      if (value === '>' || value === undefined) return dict;
      dict.set(key.name, typeof value === 'string' ? null : value);
    }
  }

  private array(depth: number): PdfValue[] {
    this.position += 1;
    const items: PdfValue[] = [];
    for (;;) {
      const item = this.value(depth + 1);
      if (item === ']' || item === undefined) return items;
      if (typeof item === 'string') {
        if (item === '>') return items;
        continue;
      }
      items.push(item);
    }
  }

  /** A (string), balanced parentheses and backslash escapes included; its text is never needed. */
  private literalString(): null {
    const { text } = this;
    const from = this.position;
    let open = 0;
    for (; this.position < text.length; this.position += 1) {
      const char = text[this.position];
      if (char === '\\') this.position += 1;
      else if (char === '(') open += 1;
      else if (char === ')' && --open === 0) break;
    }
    this.position += 1;
    this.charge(from);
    return null;
  }

  private regularRun(from: number): string {
    let end = from;
    while (end < this.text.length && isRegular(this.text[end])) end += 1;
    const run = this.text.slice(from, end);
    this.position = end;
    this.charge(from);
    return run;
  }

  private skipPast(close: string): null {
    const from = this.position;
    const end = this.text.indexOf(close, this.position + 1);
    this.position = end < 0 ? this.text.length : end + 1;
    this.charge(from);
    return null;
  }
}

/** The objects of a PDF by number (a number can be written more than once: incremental updates), and its trailers. */
interface PdfObjects {
  byNumber: Map<number, PdfValue[]>;
  /** Values that belong to no numbered object: trailers, and object streams' contents read in order. */
  loose: PdfValue[];
}

function addObject(objects: PdfObjects, number: number, value: PdfValue): void {
  const list = objects.byNumber.get(number) ?? [];
  list.push(value);
  objects.byNumber.set(number, list);
}

/** The decoded bytes of an object stream, or Uncheckable when they cannot be read within the budget. */
function decodeStream(dict: PdfDict, data: Buffer, budget: { left: number }): string {
  const filters = dict.get('Filter');
  const names = filters === undefined || filters === null ? [] : (Array.isArray(filters) ? filters : [filters]).map(nameOf);
  if (names.length === 0) return data.toString('latin1');
  // With a one-filter array, the parameters may be a one-element array too.
  const written = dict.get('DecodeParms');
  const parameters = Array.isArray(written) ? written[0] : written;
  const predictor = parameters instanceof Map ? parameters.get('Predictor') : undefined;
  if (names.length > 1 || names[0] !== 'FlateDecode' || (typeof predictor === 'number' && predictor > 1)) throw new Uncheckable();
  try {
    const inflated = inflateSync(data, { maxOutputLength: budget.left });
    budget.left -= inflated.length;
    return inflated.toString('latin1');
  } catch {
    throw new Uncheckable();
  }
}

/**
 * The objects an object stream (/N, /First) packs, each parsed at the offset its header gives, and
 * any other value in it, read in order, as a reader repairing a broken header would find them.
 */
function readObjectStream(text: string, dict: PdfDict, objects: PdfObjects, work: { left: number }): void {
  const first = dict.get('First');
  if (typeof first !== 'number') throw new Uncheckable();
  const header = text.slice(0, first).match(/\d+/g) ?? [];
  const starts = new Set<number>();
  for (let index = 0; index + 1 < header.length; index += 2) {
    const parser = new PdfParser(text, first + Number(header[index + 1]), work);
    parser.skipSpace();
    starts.add(parser.position);
    const value = parser.value();
    if (value !== undefined && typeof value !== 'string') addObject(objects, Number(header[index]), value);
  }
  const parser = new PdfParser(text, 0, work);
  for (;;) {
    parser.skipSpace();
    const start = parser.position;
    const value = parser.value();
    if (value === undefined) return;
    if (typeof value !== 'string' && !starts.has(start)) objects.loose.push(value);
  }
}

/**
 * Every numbered object wherever its header is found (a reader goes to the offset its cross-reference
 * table gives, which may even lie in another stream's bytes), and the objects of object streams.
 */
function readObjects(bytes: Buffer): PdfObjects {
  const raw = bytes.toString('latin1');
  const objects: PdfObjects = { byNumber: new Map(), loose: [] };
  const budget = { left: MAX_INFLATED_BYTES };
  const work = { left: MAX_PARSE_WORK };
  // Object numbers start where a run of digits does: a long run would otherwise be tried at each digit.
  const headers = new RegExp(`(?<!\\d)(\\d{1,10})${SPACE}+\\d{1,5}${SPACE}+obj(?![^\\0\\t\\n\\f\\r ()<>[\\]{}/%])|trailer`, 'g');
  for (let match = headers.exec(raw); match; match = headers.exec(raw)) {
    const parser = new PdfParser(raw, match.index + match[0].length, work);
    const value = parser.value();
    if (value === undefined || typeof value === 'string') continue;
    if (match[1] === undefined) {
      objects.loose.push(value);
      continue;
    }
    addObject(objects, Number(match[1]), value);
    if (!(value instanceof Map) || !value.has('First')) continue;
    // An object stream: its data follows the 'stream' keyword, /Length bytes long if it says so truly.
    parser.skipSpace();
    const keyword = /^stream(\r\n|\n|\r)?/.exec(raw.slice(parser.position, parser.position + 8));
    if (!keyword) continue;
    const start = parser.position + keyword[0].length;
    const length = value.get('Length');
    const declaredEnd = typeof length === 'number' ? start + length : -1;
    const end = declaredEnd >= start && /^\s*endstream/.test(raw.slice(declaredEnd, declaredEnd + 20)) ? declaredEnd : raw.indexOf('endstream', start);
    if (end < 0) throw new Uncheckable();
    readObjectStream(decodeStream(value, bytes.subarray(start, end), budget), value, objects, work);
  }
  return objects;
}

/** A destination, or a GoTo action to one and nothing after it: opening there runs nothing. */
const showsAPage = (target: PdfValue) => Array.isArray(target) || (target instanceof Map && nameOf(target.get('S')) === 'GoTo' && !target.has('Next'));

/** Whether any object, read structurally, is active (see the comment at the top). */
function hasActiveObject(objects: PdfObjects): boolean {
  const resolve = (value: PdfValue | undefined): PdfValue[] => (isRef(value) ? (objects.byNumber.get(value.ref) ?? []) : value === undefined ? [] : [value]);
  // URI actions a /Link annotation opens with /A, written in place or as an object of their own.
  const linkActions = new Set<PdfValue>();
  const all = [...[...objects.byNumber.values()].flat(), ...objects.loose];
  const visitLinks = (value: PdfValue, depth: number) => {
    if (depth > MAX_DEPTH) throw new Uncheckable();
    if (Array.isArray(value)) value.forEach((item) => visitLinks(item, depth + 1));
    if (!(value instanceof Map)) return;
    if (nameOf(value.get('Subtype')) === 'Link') resolve(value.get('A')).forEach((action) => linkActions.add(action));
    value.forEach((item) => visitLinks(item, depth + 1));
  };
  all.forEach((value) => visitLinks(value, 0));

  const isActive = (value: PdfValue, depth: number): boolean => {
    if (depth > MAX_DEPTH) throw new Uncheckable();
    if (Array.isArray(value)) return value.some((item) => isActive(item, depth + 1));
    if (!(value instanceof Map)) return false;
    if ([...value.keys()].some((key) => ACTIVE_KEYS.has(key))) return true;
    if (['S', 'Type', 'Subtype'].some((key) => ACTIVE_TYPES.has(nameOf(value.get(key)) ?? ''))) return true;
    if (nameOf(value.get('S')) === 'URI' && !linkActions.has(value)) return true;
    if (value.has('OpenAction')) {
      const targets = resolve(value.get('OpenAction'));
      if (targets.length === 0 || !targets.every(showsAPage)) return true;
    }
    return [...value.values()].some((item) => isActive(item, depth + 1));
  };
  return all.some((value) => isActive(value, 0));
}

/**
 * Whether a PDF carries scripts, automatic actions, forms that run or send something, other files
 * or links outside link annotations, anywhere: in its objects as written or inside object streams.
 */
export function hasActivePdfContent(bytes: Buffer): boolean {
  if (ACTIVE_NAME.test(decodeNameEscapes(bytes.toString('latin1')))) return true;
  try {
    return hasActiveObject(readObjects(bytes));
  } catch (error) {
    if (error instanceof Uncheckable) return true;
    throw error;
  }
}
