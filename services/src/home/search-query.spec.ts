import { describe, expect, it } from '@jest/globals';
import { toTsQuery } from './search-query.js';

describe('toTsQuery', () => {
  it('ANDs the words of a term, ORs the terms, and matches prefixes', () => {
    expect(toTsQuery(['Técnico electricista', 'chofer'])).toBe('(técnico:* & electricista:*) | (chofer:*)');
  });

  it('also asks for the singular of a Spanish plural', () => {
    expect(toTsQuery(['choferes'])).toBe('((choferes:* | chofer:*))');
    expect(toTsQuery(['analistas'])).toBe('((analistas:* | analista:*))');
  });

  it('keeps only letters and digits, so typed operators cannot reach to_tsquery', () => {
    expect(toTsQuery(["c++ & !java | (sql)'"])).toBe('(c & java:* & sql:*)');
    expect(toTsQuery(['&|!()', ' '])).toBeNull();
  });

  it('bounds the words of one term', () => {
    const query = toTsQuery([Array.from({ length: 20 }, (_, index) => `palabra${index}`).join(' ')]);
    expect(query?.split('&')).toHaveLength(8);
  });
});
