import type { TermForms, WordForm } from '../avisos/aviso-search.sql.js';

/** Words of a term: letters and digits only; anything else a visitor types only separates words. */
const WORD = /[\p{L}\p{N}]+/gu;
/** Enough for any job title; bounds the query a single term can produce. */
const MAX_WORDS_PER_TERM = 8;
/** Words this long or longer also match as prefixes ('tecn' finds 'técnico'). */
const PREFIX_MIN_LENGTH = 3;

/**
 * Spanish plural endings the 'spanish' stemmer does not always fold: 'choferes' stems to 'chofer'
 * but 'chofer' to 'chof', so the search also asks for the singular ('chofer' → 'chof').
 */
function singular(word: string): string | null {
  if (word.length > 4 && /[^aeiouáéíóú]es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return null;
}

function wordForms(word: string): WordForm[] {
  const forms = [...new Set([word, singular(word)].filter((form): form is string => form !== null))];
  return forms.map((text) => ({ text, prefix: text.length >= PREFIX_MIN_LENGTH }));
}

/** The terms as words and their forms, lower-cased; terms without a word are left out. */
export function toSearchTerms(terms: string[]): TermForms {
  return terms.flatMap((term) => {
    const words = (term.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS_PER_TERM);
    return words.length ? [words.map(wordForms)] : [];
  });
}
