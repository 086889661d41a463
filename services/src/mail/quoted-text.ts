/** Longest quote, in characters, of one person's text in an e-mail. */
const QUOTE_MAX = 600;

/** Control and text-direction characters, which could hide or reorder what the receiver reads. */
// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Someone's text (a company's message, a reviewer's reason) quoted in a plain-text e-mail: control
 * and text-direction characters removed (nothing can hide or reorder what the receiver reads), cut
 * at QUOTE_MAX, every line behind '> ' so no line of it can pass for the portal's own text or links.
 */
export function quoteText(text: string): string[] {
  const clean = text.replace(/\r\n?/g, '\n').replace(HIDDEN_CHARACTERS, '').trim();
  const capped = clean.length > QUOTE_MAX ? `${clean.slice(0, QUOTE_MAX - 1).trimEnd()}…` : clean;
  return capped.split('\n').map((line) => (line ? `> ${line}` : '>'));
}
