import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import type { ListResponse } from '@postulate/contracts';

/** Excel in es-AR splits on ';' and reads UTF-8 only after a byte-order mark. */
const CSV_OPTIONS = { delimiter: ';', bom: true, header: true, record_delimiter: 'windows' } as const;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null;
}

/** The rows as a CSV file Excel opens right in Argentina: a BOM, ';' between fields, CRLF lines. */
export function toCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): Buffer {
  const text = stringify(
    rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    { ...CSV_OPTIONS, columns: columns.map((column) => column.header) },
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
