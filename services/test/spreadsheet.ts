/**
 * A CSV export read back as Excel in es-AR or LibreOffice reads it: the UTF-8 byte-order mark is
 * required and dropped, ';' separates fields, '"' quotes them ('""' inside is one quote) and CRLF ends
 * a record, while a line break inside quotes stays in the cell.
 */
export function readSheet(csv: Buffer): string[][] {
  const text = csv.toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('The CSV has no byte-order mark: Excel would read it as ANSI');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 1; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      [row, cell] = [[], ''];
      index += 1;
    } else cell += char;
  }
  if (row.length > 0 || cell !== '') rows.push([...row, cell]);
  return rows;
}

/** A number as a spreadsheet in es-AR reads one: digits, an optional sign and a decimal comma. */
const NUMBER = /^-?\d+(,\d+)?$/;

/** What a spreadsheet makes of a cell: a number (its leading zeros gone) or text. */
export function cellValue(cell: string): number | string {
  return NUMBER.test(cell) ? Number(cell.replace(',', '.')) : cell;
}

/**
 * The cells a spreadsheet would run as a formula: a start of = + - @, also after the tab, CR, LF or
 * spaces some tools drop first. A plain number such as -2 is a number, not a formula.
 */
export function formulaCells(sheet: string[][]): string[] {
  return sheet.flat().filter((cell) => !NUMBER.test(cell) && /^[\s\0]*[=+\-@]/.test(cell));
}

/** The records under their headers (the sheet's first row). */
export function recordsOf(sheet: string[][]): Record<string, string>[] {
  const [headers, ...rows] = sheet;
  return rows.map((row) => Object.fromEntries(headers.map((header, index) => [header, row[index]])));
}

/** Values a company or an applicant could type that a spreadsheet would run as a formula (OWASP's list). */
export const HOSTILE_CELLS = ['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', '\t=1+2', '\r=1+2'] as const;
