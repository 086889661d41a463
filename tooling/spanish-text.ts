// The Spanish a person reads (issue 35): every user-facing string in the sources, each word checked
// against the es-AR dictionary (voseo forms included) and the allow list, and the voice checked:
// voseo everywhere, not tuteo nor usted (the spec's own wording excepted, see spanish-allow.txt).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';

const require = createRequire(import.meta.url);
type Speller = { correct(word: string): boolean };
const nspell = require('nspell') as (aff: Buffer, dic: Buffer) => Speller;

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Where the texts a person reads live; specs, declarations and migrations' SQL are not read by people. */
const SOURCE_DIRS = [
  'shell/src',
  'mf-public/src',
  'mf-applicant/src',
  'mf-company/src',
  'mf-admin/src',
  'mf-tests/src',
  'packages/ui/src',
  'packages/contracts/src',
  'packages/cv-pdf/src',
  'services/src',
];

/**
 * Sources whose strings are code: SQL (repositories, entities, *.sql.ts builders), PDF internals
 * and font tables, and the configuration's English docs table.
 */
const CODE_FILES = /(\.repository|\.entity|\.sql)\.ts$|^packages\/cv-pdf\/src\/(tagging|fonts)\.ts$|^services\/src\/(files\/pdf-content|config-docs)\.ts$/;

/** JSX attributes whose value a person reads or hears. */
const READ_ATTRIBUTE =
  /^(?!enterKeyHint$)(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label|legend|caption|heading|hint|description|summary|text|message|empty|.*(Label|Title|Text|Message|Hint|Heading|Description|Placeholder|Legend|Caption))$/;
/** Calls whose string arguments nobody reads: selectors, headers, events, environment names. */
const CODE_CALLS =
  /^(querySelector(All)?|getElementById|closest|matches|addEventListener|removeEventListener|setAttribute|getAttribute|hasAttribute|removeAttribute|createElement|setHeader|getHeader|header|get|has|set|delete|append|getItem|setItem|removeItem|require|import|Header|Param|Query|Get|Post|Put|Patch|Delete|Controller|Entity|Column|Index|JoinColumn|Unique|emit|on|off|once|describe|it|test|split|join|replace|replaceAll|startsWith|endsWith|includes|indexOf|padStart|padEnd|toLocaleString|toLocaleDateString|toLocaleTimeString|Intl|DateTimeFormat|NumberFormat|localeCompare|getPropertyValue|setProperty|query|execute|raw|where|andWhere|orWhere|orderBy|addOrderBy|select|addSelect|leftJoin|innerJoin|leftJoinAndSelect|innerJoinAndSelect|groupBy|having|createQueryBuilder|matchMedia|Symbol|for|RegExp|Logger|literal|isoMoment)$/;
/** Object keys whose string values are code: styles, routes, keys, types. */
const CODE_KEYS =
  /^(className|class|style|id|key|type|name|role|to|href|path|src|method|field|token|kind|mode|variant|tone|status|state|code|format|unit|as|target|rel|accept|autoComplete|inputMode|pattern|lang|dir|htmlFor|form|value|defaultValue|testId|display|position|width|height|color|background|border|margin|padding|font|fontFamily|fontWeight|fontSize|textAlign|overflow|cursor|transform|transition|align|justify|gap|flex|grid|sort|order|icon|size|slot|event|channel|scope|sameSite|encoding|mimeType|contentType|media|layout)$/;

const SQL =
  /\b(SELECT|INSERT|UPDATE|DELETE|FROM|WHERE|JOIN|CREATE|ALTER|DROP|TABLE|INDEX|VALUES|RETURNING|COALESCE|BEGIN|COMMIT|UNION|MATERIALIZED|NULL)\b|::|\|\||[a-z]\(/;
/** Words that mark a developer's English text (errors thrown to logs, comments in templates). */
const ENGLISH =
  /\b(the|of|to|and|is|are|was|for|with|must|not|be|on|from|at|by|this|that|an|or|has|have|its|too|many|your|you|cannot|can't|does|expected|failed|missing|invalid|unknown|should|when|which|into|crashed|in|it|already|without|inside|e\.g)\b/gi;
const SPANISH_LETTER = /[áéíóúñü¿¡]/i;

/** Stands for each `${…}` of a template: not a letter, so never a word. */
const PLACEHOLDER = '\u2063';

export type FoundText = { file: string; line: number; text: string };

/** A text worth reading: prose, or one capitalised word ('Guardar'); not a key, path, class or SQL. */
export function isProse(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!/\p{L}{2}/u.test(trimmed)) return false;
  if (SQL.test(trimmed)) return false;
  const english = trimmed.match(ENGLISH)?.length ?? 0;
  if (english >= 2 || (english === 1 && !SPANISH_LETTER.test(trimmed))) return false;
  // A header line ('Allow: …') or a key built around a value ('notificacion-…', 'user:…').
  if (/^[A-Za-z-]+: (\*|\u2063)$/.test(trimmed)) return false;
  if (trimmed.includes(PLACEHOLDER) && trimmed.split(PLACEHOLDER).every((part) => !/\S\s+\S|[A-Z]/.test(part.trim()))) return false;
  if (!/\s/.test(trimmed)) return /^[¿¡([]?[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+[.:!?…)\]]*$/.test(trimmed) || SPANISH_LETTER.test(trimmed);
  // Classes ('btn btn--primary'), routes, CSS values and keys: a word that starts with or holds a sign, or camelCase.
  const words = trimmed.split(/\s+/);
  if (words.some((word) => /^[-./#@$]|[_{}=<>;]|[a-z][A-Z]|--/.test(word))) return false;
  return true;
}

function attributeName(attribute: ts.JsxAttribute): string {
  return attribute.name.getText();
}

function calleeName(call: ts.CallExpression | ts.NewExpression | ts.Decorator): string {
  const callee = ts.isDecorator(call) ? (ts.isCallExpression(call.expression) ? call.expression.expression : call.expression) : call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

/** Whether a string literal's place in the code makes it code rather than text. */
function isCodePlace(node: ts.Node): boolean {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent)) return true;
    if (ts.isLiteralTypeNode(parent) || ts.isTypeReferenceNode(parent)) return true;
    if (ts.isJsxAttribute(parent)) return !READ_ATTRIBUTE.test(attributeName(parent));
    if (ts.isPropertyAssignment(parent)) {
      if (parent.name === child) return true;
      const key = parent.name.getText().replace(/['"@]/g, '');
      if (CODE_KEYS.test(key)) return true;
      return false;
    }
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === child) return true;
    if (ts.isCaseClause(parent) && parent.expression === child) return true;
    if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in|instanceof)$/.test(parent.operatorToken.getText())) return true;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== child) return CODE_CALLS.test(calleeName(parent));
    if (ts.isDecorator(parent)) return true;
    if (ts.isTaggedTemplateExpression(parent)) return true;
    if (ts.isStatement(parent) || ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent)) return false;
  }
  return false;
}

/** Text of a template with each `${…}` as a placeholder word the checker skips. */
function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => ` ${PLACEHOLDER} ${span.literal.text}`).join('');
}

/** The user-facing texts of one TypeScript/TSX source. */
export function extractTexts(file: string, source: string): FoundText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: FoundText[] = [];
  const add = (node: ts.Node, text: string) => {
    const cleaned = text.replace(/\s+/g, ' ').trim();
    if (cleaned) found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: cleaned });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) add(node, node.text);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const inReadAttribute = ts.isJsxAttribute(node.parent) && READ_ATTRIBUTE.test(attributeName(node.parent));
      if (inReadAttribute || (!isCodePlace(node) && isProse(node.text))) add(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const text = templateText(node);
      if (!isCodePlace(node) && isProse(text)) add(node, text);
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every user-facing text in the portal's sources. */
export function collectTexts(root = ROOT): FoundText[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'migrations' && entry.name !== 'node_modules') walk(full);
        // *-contract.ts: the API's route declarations, described in English for the OpenAPI document.
      } else if (/\.tsx?$/.test(entry.name) && !/(\.(spec|d)\.tsx?|-contract\.ts)$/.test(entry.name)) files.push(full);
    }
  };
  SOURCE_DIRS.forEach((dir) => walk(path.join(root, dir)));
  return files
    .filter((file) => !CODE_FILES.test(path.relative(root, file)))
    .flatMap((file) => extractTexts(path.relative(root, file), fs.readFileSync(file, 'utf8')));
}

/** Words of a text: letters only, so numbers, placeholders, e-mail addresses and URLs drop out. */
export function words(text: string): string[] {
  return text
    .replace(/\bhttps?:\/\/\S*|\S+@\S+\.\S+|\{[^}]*\}|'[^'\s]*'/g, ' ')
    .split(/[^\p{L}\p{M}\d'’-]+/u)
    .flatMap((token) => token.split(/[-'’]/))
    .filter((token) => token.length > 1 && !/\d/.test(token));
}

export type AllowList = { words: Set<string>; texts: Set<string> };

/**
 * spanish-allow.txt: `#` comments, one word a line (any case matches), and `= text` lines for whole
 * texts kept in the spec's own voice or stored as they are.
 */
export function readAllowList(file = path.join(ROOT, 'tooling/spanish-allow.txt')): AllowList {
  const allow: AllowList = { words: new Set(), texts: new Set() };
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('= ')) allow.texts.add(line.slice(2).trim());
    else allow.words.add(line.toLowerCase());
  }
  return allow;
}

let speller: Speller | undefined;
/** The es-AR hunspell dictionary (dictionary-es-ar), loaded once. */
export function spanishSpeller(): Speller {
  // The package exports only its ESM loader (top-level await); its files are read directly.
  const dir = path.join(ROOT, 'node_modules/dictionary-es-ar');
  speller ??= nspell(fs.readFileSync(path.join(dir, 'index.aff')), fs.readFileSync(path.join(dir, 'index.dic')));
  return speller;
}

/** Tuteo (2nd person 'tú') present forms; never voseo, never third person. */
const TUTEO_ANYWHERE =
  /(?<!\p{L})(puedes|quieres|tienes|debes|sabes|eres|necesitas|prefieres|vienes|sigues|vuelves|recuerdas|encuentras|contigo|ti|tú|haz clic|haz click)(?!\p{L})/iu;
/** Tuteo and usted imperatives where an instruction begins (elsewhere 'escribe' may be 'she writes'). */
const IMPERATIVE_START =
  /(?:^|[.!?¿¡:(]\s*|\n)(escribe|ingresa|selecciona|elige|completa|revisa|intenta|vuelve|haz|pon|busca|agrega|guarda|adjunta|sube|usa|presiona|pulsa|espera|confirma|acepta|contacta|comunícate|verifica|indica|ingrese|seleccione|escriba|responda|elija|complete|revise|intente|vuelva|haga|ponga|busque|agregue|guarde|adjunte|cargue|suba|use|utilice|presione|pulse|espere|confirme|acepte|contacte|comuníquese|verifique|indique|lea|descargue|cambie|elimine)(?!\p{L})/iu;
const USTED = /(?<!\p{L})(usted|ustedes)(?!\p{L})/iu;

/** Words the dictionary takes with another meaning, but in the portal's texts are an accent left out. */
const ACCENT_LEFT_OUT = new Set(['salio', 'podes', 'queres', 'tenes', 'valido', 'titulo', 'genero', 'telefono', 'direccion', 'aca']);

export type Problem = FoundText & { problem: string };

/** Misspelt words and words out of voseo in the given texts. */
export function checkTexts(texts: FoundText[], allow: AllowList, spell = spanishSpeller()): Problem[] {
  const problems: Problem[] = [];
  for (const found of texts) {
    if (allow.texts.has(found.text)) continue;
    const unknown = [
      ...new Set(words(found.text).filter((word) => !allow.words.has(word.toLowerCase()) && (ACCENT_LEFT_OUT.has(word.toLowerCase()) || !spell.correct(word)))),
    ];
    if (unknown.length) problems.push({ ...found, problem: `misspelt: ${unknown.join(', ')}` });
    const voice = TUTEO_ANYWHERE.exec(found.text) ?? IMPERATIVE_START.exec(found.text) ?? USTED.exec(found.text);
    if (voice) problems.push({ ...found, problem: `not voseo: '${voice[voice.length - 1] ?? voice[0]}'` });
  }
  return problems;
}
