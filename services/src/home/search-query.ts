/** Words of a term: letters and digits only, so nothing a visitor types can become tsquery syntax. */
const WORD = /[\p{L}\p{N}]+/gu;
/** Enough for any job title; bounds the query a single term can produce. */
const MAX_WORDS_PER_TERM = 8;

/**
 * Spanish plural endings the 'spanish' stemmer does not always fold: 'choferes' stems to 'chofer'
 * but 'chofer' to 'chof', so the query also asks for the singular ('chofer' → 'chof').
 */
function singular(word: string): string | null {
  if (word.length > 4 && /[^aeiouáéíóú]es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return null;
}

function wordQuery(word: string): string {
  const forms = [...new Set([word, singular(word)].filter((form): form is string => form !== null))];
  // Words of three letters or more also match as prefixes ('tecn' finds 'técnico').
  const parts = forms.map((form) => (form.length >= 3 ? `${form}:*` : form));
  return parts.length > 1 ? `(${parts.join(' | ')})` : parts[0];
}

/**
 * The to_tsquery text for the home search: every word of a term must match (AND), any term may
 * match (OR). Lower-cased here; the SQL removes accents and applies the 'spanish' stemmer.
 * Null when no term has a word.
 */
export function toTsQuery(terms: string[]): string | null {
  const groups = terms.flatMap((term) => {
    const words = (term.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS_PER_TERM);
    return words.length ? [`(${words.map(wordQuery).join(' & ')})`] : [];
  });
  return groups.length ? groups.join(' | ') : null;
}
