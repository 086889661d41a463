import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import type { ListResponse } from '@postulate/contracts';

/**
 * Excel in es-AR splits on ';' and reads UTF-8 only after a byte-order mark. Every text cell is
 * quoted, so a neutralised value reaches the spreadsheet as one field whatever it holds.
 */
const CSV_OPTIONS = { delimiter: ';', bom: true, header: true, record_delimiter: 'windows', quoted_string: true } as const;

/**
 * How a column's values are written:
 * - 'text' (the default): as typed, neutralised when it could start a formula;
 * - 'code': digits that are an identifier (punto de venta, número, CUIT, a phone), kept as text so
 *   Excel and LibreOffice keep their leading zeros;
 * - 'amount': a number with two decimals and a decimal comma, which Excel in es-AR reads as a number.
 * A JavaScript number in any column is written as a number (decimal comma).
 */
export type CsvKind = 'text' | 'code' | 'amount';

export interface CsvColumn<Row> {
  header: string;
  kind?: CsvKind;
  value: (row: Row) => string | number | null;
}

/**
 * OWASP's CSV-injection list: a spreadsheet takes a cell starting with one of these as a formula
 * (or drops the tab/CR and then does). ASVS adds NUL, and a LF start is treated like CR.
 */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/**
 * A text cell as OWASP advises: one that could start a formula gets a leading apostrophe, so it is
 * shown as the text it was, apostrophe included (Excel and LibreOffice show it when they open a CSV).
 * Numbers are never neutralised: a genuine negative such as -2 is a JavaScript number here and is
 * written as one, and a number alone cannot call a function.
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A code of digits keeps its zeros behind a leading tab: Excel and LibreOffice then read the cell as
 * text ("0001", not 1), and a tab followed by digits can start no formula. `="0001"` would keep the
 * zeros too but is itself a formula, and a leading apostrophe stays visible in the cell. Anything
 * but digits is already text, and is neutralised like any text.
 */
function codeCell(value: string): string {
  return /^\d+$/.test(value) ? `\t${value}` : neutralise(value);
}

const decimalComma = (value: number, digits?: number) => (digits === undefined ? String(value) : value.toFixed(digits)).replace('.', ',');

function cell(value: string | number | null, kind: CsvKind): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isInteger(value) && kind !== 'amount' ? value : decimalComma(value, kind === 'amount' ? 2 : undefined);
  return kind === 'code' ? codeCell(value) : neutralise(value);
}

/** The rows as a CSV file Excel opens right in Argentina: a BOM, ';' between fields, CRLF lines, no cell a formula. */
export function toCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): Buffer {
  const text = stringify(
    rows.map((row) => columns.map((column) => cell(column.value(row), column.kind ?? 'text'))),
    { ...CSV_OPTIONS, columns: columns.map((column) => neutralise(column.header)) },
  );
  return Buffer.from(text, 'utf8');
}

/** Every row a paged list answers for `filter`, page after page, so the file holds what the list shows. */
export async function everyPage<Row, Filter>(
  list: (query: Filter & { page: number; size: number }) => Promise<ListResponse<Row>>,
  filter: Filter,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const { response, total } = await list({ ...filter, page, size: 100 });
    rows.push(...response);
    if (response.length === 0 || rows.length >= total) return rows;
  }
}

/**
 * The CSV as a download named `name-YYYY-MM-DD.csv` (the server's date). Its headers are set only
 * when it is sent, so an error before answers JSON as usual.
 */
export function csvFile(name: string, csv: Buffer): StreamableFile {
  return new StreamableFile(csv, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  });
}
