/**
 * Issue 39: the words and patterns that mark a text (a company's message, an ad) as a likely scam,
 * in ONE list. The applicant's message view warns beside a company message that carries one; the
 * review before publishing (point 3) reads the same list for ads. Zod-free: the message view loads it.
 *
 * Words are matched whole, ignoring case and accents ('inscripcion' is 'Inscripción'); a phrase
 * matches with any spacing between its words. Words that are everyday job vocabulary alone
 * ('depósito' is a warehouse, 'código' a postal or dress code) are listed only in the phrases that
 * ask for something.
 */

/** What a signal says about a text. */
export const SCAM_SIGNAL_KINDS = ['dinero', 'datos', 'canal', 'telefono'] as const;
export type ScamSignalKind = (typeof SCAM_SIGNAL_KINDS)[number];

export interface ScamSignalDefinition {
  /** How a warning names it: 'pide dinero o pagos'. */
  label: string;
  /** Words and phrases, written as a person would (accents and case do not matter). */
  words: readonly string[];
  /** Link hosts matched anywhere in the text, e.g. 'wa.me/5491155550000'. */
  hosts?: readonly string[];
  /** Everyday phrases that contain a word of the list but ask for nothing: read as if absent. */
  harmless?: readonly string[];
}

export const SCAM_SIGNALS: Record<Exclude<ScamSignalKind, 'telefono'>, ScamSignalDefinition> & { telefono: { label: string } } = {
  dinero: {
    label: 'pide dinero o pagos',
    words: [
      'canon',
      'inscripción',
      'abonar',
      'abonás',
      'abone',
      'pagar',
      'pague',
      'transferencia',
      'transferir',
      'transferí',
      'depositar',
      'depositá',
      'hacer un depósito',
      'realizar un depósito',
      'depósito bancario',
      'curso obligatorio pago',
      'curso pago',
      'costo de inscripción',
      'cuota de ingreso',
      'mercado pago',
    ],
    harmless: [
      'inscripción en el monotributo',
      'inscripción en monotributo',
      'inscripción al monotributo',
      'inscripción en AFIP',
      'inscripción en ARCA',
      'transferencia de conocimiento',
      'transferencia de conocimientos',
      'transferencia de archivos',
      'pago por transferencia',
      'sueldo por transferencia',
      'cobro por transferencia',
    ],
  },
  datos: {
    label: 'pide datos bancarios, fotos del DNI o códigos',
    words: [
      'CBU',
      'CVU',
      'alias',
      'datos bancarios',
      'datos de tu cuenta',
      'datos de tu tarjeta',
      'número de tarjeta',
      'clave bancaria',
      'home banking',
      'token del banco',
      'token de seguridad',
      'foto del DNI',
      'fotos del DNI',
      'foto de tu DNI',
      'fotos de tu DNI',
      'frente y dorso del DNI',
      'foto del documento',
      'código que te llegó',
      'código que recibiste',
      'código de verificación',
      'código de seguridad',
      'código por SMS',
      'pasame el código',
      'enviame el código',
      'mandame el código',
    ],
  },
  canal: {
    label: 'lleva la conversación a WhatsApp o Telegram',
    words: ['WhatsApp', 'whatsap', 'wsp', 'wpp', 'Telegram'],
    hosts: ['wa.me', 'api.whatsapp.com', 'chat.whatsapp.com', 't.me', 'telegram.me'],
  },
  telefono: { label: 'incluye un número de teléfono' },
};

/** The signals a company message is warned about: a phone number alone is how many companies call. */
export const MESSAGE_WARNING_SIGNALS: readonly ScamSignalKind[] = ['dinero', 'datos', 'canal'];

/** Lower case, no accents (NFD without combining marks): how texts and words are compared. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole word or phrase of the list, on folded text. */
const wordPattern = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.map((word) => foldText(word).split(/\s+/).map(escape).join('\\s+')).join('|')})(?![\\p{L}\\p{N}_])`, 'u');

const hostPattern = (hosts: readonly string[]) => new RegExp(`(?<![\\p{L}\\p{N}.])(?:${hosts.map(escape).join('|')})\\/`, 'u');

const MATCHERS = (['dinero', 'datos', 'canal'] as const).map((kind) => {
  const { words, hosts, harmless } = SCAM_SIGNALS[kind];
  return {
    kind,
    harmless: harmless ? new RegExp(wordPattern(harmless).source, 'gu') : null,
    patterns: [wordPattern(words), ...(hosts ? [hostPattern(hosts)] : [])],
    // One pattern per word and host, as the list writes it: which of them a text carries.
    each: [...words.map((word) => ({ word, pattern: wordPattern([word]) })), ...(hosts ?? []).map((host) => ({ word: host, pattern: hostPattern([host]) }))],
  };
});

/**
 * A phone number: 8 to 13 digits with spaces, dashes or parentheses between them, maybe '+54'.
 * Amounts ('$ 1.500.000', '$1500000'), dates and CUITs with dots or slashes are not numbers to call.
 */
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}$.,/]|\$\s{1,3})\+?\(?\d[\d\s()-]{6,20}\d(?![\p{L}\p{N}.,/])/gu;

/** The phone numbers in `text`, as written. */
function phoneNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const written = match[0].trim();
    // A CUIT or CUIL (20-12345678-6) identifies, it does not call.
    if (/^\d{2}-\d{8}-\d$/.test(written)) continue;
    const digits = written.replace(/\D/g, '').length;
    if (digits >= 8 && digits <= 13) found.push(written);
  }
  return found;
}

const hasPhoneNumber = (text: string) => phoneNumbers(text).length > 0;

/** The signals `text` carries, in the order of SCAM_SIGNAL_KINDS; empty for a clean text. */
export function scamSignals(text: string | null | undefined): ScamSignalKind[] {
  if (!text) return [];
  const folded = foldText(text);
  const found = new Set<ScamSignalKind>(
    MATCHERS.filter(({ patterns, harmless }) => {
      const read = harmless ? folded.replace(harmless, ' ') : folded;
      return patterns.some((pattern) => pattern.test(read));
    }).map(({ kind }) => kind),
  );
  if (hasPhoneNumber(text)) found.add('telefono');
  return SCAM_SIGNAL_KINDS.filter((kind) => found.has(kind));
}

/** A signal `text` carries and what in it matched: the list's words and hosts as the list writes them, or the phone numbers as written. */
export interface ScamSignalMatch {
  kind: ScamSignalKind;
  words: string[];
}

/**
 * The signals `text` carries with the words that matched, in the order of SCAM_SIGNAL_KINDS: what
 * the administrator's review of an ad shows. The same kinds as scamSignals(text).
 */
export function scamSignalMatches(text: string | null | undefined): ScamSignalMatch[] {
  if (!text) return [];
  const folded = foldText(text);
  const matches: ScamSignalMatch[] = [];
  for (const { kind, harmless, each } of MATCHERS) {
    const read = harmless ? folded.replace(harmless, ' ') : folded;
    const words = each.filter(({ pattern }) => pattern.test(read)).map(({ word }) => word);
    if (words.length > 0) matches.push({ kind, words });
  }
  const phones = phoneNumbers(text);
  if (phones.length > 0) matches.push({ kind: 'telefono', words: [...new Set(phones)] });
  return matches;
}

/** The signals a company message is warned about (MESSAGE_WARNING_SIGNALS). */
export function messageWarningSignals(text: string | null | undefined): ScamSignalKind[] {
  return scamSignals(text).filter((kind) => MESSAGE_WARNING_SIGNALS.includes(kind));
}

/** 'pide dinero o pagos y lleva la conversación a WhatsApp o Telegram'. */
export function scamSignalsText(kinds: readonly ScamSignalKind[]): string {
  const labels = kinds.map((kind) => SCAM_SIGNALS[kind].label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}`;
}
