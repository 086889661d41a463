import type { WhereExpressionBuilder } from 'typeorm';
import type { FilterType } from '@postulate/contracts';

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

/**
 * Adds the fvalue/ftype filter of a list query on `column` (a fixed expression of ours, never a
 * client's text): 'like' contains, 'eq' equals, both ignoring case and accents. The value is
 * always a bound parameter; an empty fvalue filters nothing.
 */
export function whereText<Builder extends WhereExpressionBuilder>(
  builder: Builder,
  column: string,
  query: { fvalue: string; ftype: FilterType },
): Builder {
  if (!query.fvalue) return builder;
  if (query.ftype === 'eq') {
    builder.andWhere(`f_unaccent(lower(${column})) = f_unaccent(lower(:fvalue))`, { fvalue: query.fvalue });
  } else {
    builder.andWhere(nameContains(column), fvalueParameter(query.fvalue));
  }
  return builder;
}
