import { describe, expect, it } from '@jest/globals';
import { cellValue, formulaCells, HOSTILE_CELLS, readSheet } from '../../test/spreadsheet.js';
import { toCsv } from './csv-export.js';

describe('toCsv, the one writer of every export', () => {
  it('writes every hostile value as text a spreadsheet shows and never runs', () => {
    const sheet = readSheet(toCsv([...HOSTILE_CELLS], [{ header: 'Nombre', value: (text) => text }]));
    expect(formulaCells(sheet)).toEqual([]);
    // The apostrophe OWASP advises, then exactly what was typed.
    expect(sheet.slice(1).map(([cell]) => cell)).toEqual(HOSTILE_CELLS.map((text) => `'${text}`));
  });

  it('keeps harmless text as typed, quoted, with ; and " inside one cell', () => {
    const csv = toCsv([{ name: 'Pérez; "Beto"' }, { name: "O'Brien" }], [{ header: 'Nombre', value: (row) => row.name }]);
    expect(csv.toString('utf8')).toBe('\uFEFF"Nombre"\r\n"Pérez; ""Beto"""\r\n"O\'Brien"\r\n');
  });

  it('writes numbers as numbers, negatives included, and amounts with a decimal comma', () => {
    const sheet = readSheet(
      toCsv(
        [{ count: -2, amount: 1234.5 }],
        [
          { header: 'Cantidad', value: (row) => row.count },
          { header: 'Importe', kind: 'amount', value: (row) => row.amount },
        ],
      ),
    );
    expect(sheet[1].map(cellValue)).toEqual([-2, 1234.5]);
    expect(sheet[1][1]).toBe('1234,50');
    expect(formulaCells(sheet)).toEqual([]);
  });

  it('keeps the leading zeros of codes as text, and neutralises a code that is not digits', () => {
    const sheet = readSheet(toCsv(['0001', '00001234', '-0001'], [{ header: 'Punto de venta', kind: 'code', value: (code) => code }]));
    const values = sheet.slice(1).map(([cell]) => cellValue(cell));
    expect(values.map((value) => typeof value)).toEqual(['string', 'string', 'string']);
    expect(values.map((value) => String(value).trim())).toEqual(['0001', '00001234', "'-0001"]);
    expect(formulaCells(sheet)).toEqual([]);
  });

  it('neutralises a header too (a question is a company’s own words)', () => {
    expect(readSheet(toCsv([], [{ header: '=1+1', value: () => null }]))).toEqual([["'=1+1"]]);
  });
});
