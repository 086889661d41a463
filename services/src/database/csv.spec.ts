import { describe, expect, it } from '@jest/globals';
import { parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('keeps leading zeros and reads quoted fields with commas, quotes and line breaks', () => {
    const text = 'id,nombre,provincia\r\n02,"Palermo, CABA","Dice ""hola"""\n94,"Río\nGrande",TDF\n';
    expect(parseCsv(text)).toEqual([
      { id: '02', nombre: 'Palermo, CABA', provincia: 'Dice "hola"' },
      { id: '94', nombre: 'Río\nGrande', provincia: 'TDF' },
    ]);
  });

  it('rejects rows with a wrong number of fields and unterminated quotes', () => {
    expect(() => parseCsv('a,b\n1,2,3\n')).toThrow('CSV row 2 has 3 fields, expected 2');
    expect(() => parseCsv('a,b\n"1,2\n')).toThrow('quoted field');
  });
});
