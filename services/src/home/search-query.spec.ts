import { describe, expect, it } from '@jest/globals';
import { toSearchTerms } from './search-query.js';

const form = (text: string, prefix = true) => ({ text, prefix });

describe('toSearchTerms', () => {
  it('splits terms into words, lower-cased, that match as prefixes from three letters on', () => {
    expect(toSearchTerms(['Técnico electricista', 'de'])).toEqual([[[form('técnico')], [form('electricista')]], [[form('de', false)]]]);
  });

  it('also asks for the singular of a Spanish plural', () => {
    expect(toSearchTerms(['choferes'])).toEqual([[[form('choferes'), form('chofer')]]]);
    expect(toSearchTerms(['analistas'])).toEqual([[[form('analistas'), form('analista')]]]);
  });

  it('keeps only letters and digits, and leaves out a term without any', () => {
    expect(toSearchTerms(["c++ & !java | (sql)'"])).toEqual([[[form('c', false)], [form('java')], [form('sql')]]]);
    expect(toSearchTerms(['&|!()', ' '])).toEqual([]);
  });

  it('bounds the words of one term', () => {
    const [words] = toSearchTerms([Array.from({ length: 20 }, (_, index) => `palabra${index}`).join(' ')]);
    expect(words).toHaveLength(8);
  });
});
