/**
 * SQL condition "column contains :fvalue", ignoring case and accents ('cordoba' finds 'Córdoba').
 * Written as f_unaccent(lower(...)) so the localities trigram index serves it.
 */
export function nameContains(column: string): string {
  return `f_unaccent(lower(${column})) LIKE '%' || f_unaccent(lower(:fvalue)) || '%'`;
}

/** The :fvalue parameter for nameContains, with LIKE wildcards taken literally. */
export function fvalueParameter(fvalue: string): { fvalue: string } {
  return { fvalue: fvalue.replace(/[\\%_]/g, '\\$&') };
}
