/**
 * Parses RFC 4180 CSV text (quoted fields, doubled quotes, commas and line breaks inside quotes)
 * into rows keyed by the header line. Every value stays a string.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows = parseRows(text.replace(/^\uFEFF/, ''));
  const header = rows.shift();
  if (!header) return [];
  return rows
    .filter((row) => row.length > 1 || row[0] !== '')
    .map((row, index) => {
      if (row.length !== header.length) {
        throw new Error(`CSV row ${index + 2} has ${row.length} fields, expected ${header.length}`);
      }
      return Object.fromEntries(header.map((name, column) => [name, row[column]]));
    });
}

function parseRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
