import { describe, expect, it } from '@jest/globals';
import { HOME_PAGE_SIZE, NO_FACET_FILTERS } from '@postulate/contracts';
import {
  browsePageStatement,
  facetedPageStatement,
  publishedInWindowStatement,
  stemsOfFormsStatement,
  type SearchFilters,
  type Statement,
  type TermForms,
} from './aviso-search.sql.js';

const NO_FILTERS: SearchFilters = { ...NO_FACET_FILTERS, provinces: [], area: null };
const HOSTILE = "%_'; drop table avisos; --";
const word = (text: string): TermForms[number][number] => [{ text, prefix: true }];

/** Every placeholder the text names is a parameter it was given, and every parameter is named. */
function expectPlaceholdersMatch({ sql, params }: Statement): void {
  const named = new Set([...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  expect([...named].sort((a, b) => a - b)).toEqual(params.map((_, index) => index + 1));
}

describe('the public search statements', () => {
  it('pages the unfiltered home newest first, the page size and offset as parameters', () => {
    const statement = browsePageStatement(40);
    expect(statement.params).toEqual([HOME_PAGE_SIZE, 40]);
    expect(statement.sql).toContain('ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2');
    expect(statement.sql).toContain('FROM area_published_counts');
    expectPlaceholdersMatch(statement);
  });

  it('looks the words of a term up in the statement and ranks by score', () => {
    const statement = facetedPageStatement([[word('técnico'), word('electricista')]], NO_FILTERS, 20);
    expect(statement.params).toEqual([HOME_PAGE_SIZE, 20, [0, 0], [0, 1], ['técnico', 'electricista'], [true, true]]);
    expect(statement.sql).toContain('WITH RECURSIVE forms AS');
    expect(statement.sql).toContain('FROM aviso_search_terms');
    expect(statement.sql).toContain('ORDER BY score DESC, published_at DESC, aviso_id DESC LIMIT $1 OFFSET $2');
    expectPlaceholdersMatch(statement);
  });

  it('answers a browse by provinces from the pair counters', () => {
    const statement = facetedPageStatement(null, { ...NO_FILTERS, provinces: ['02', 'X'] }, 0);
    expect(statement.params).toEqual([HOME_PAGE_SIZE, 0, ['02', 'X'], ['02', 'X'], ['02', 'X']]);
    expect(statement.sql).toContain('province_id = ANY($3::char(2)[])');
    expect(statement.sql).toContain("WHERE by_facet = 'provincia' AND by_value = ANY($4::text[])");
    expectPlaceholdersMatch(statement);
  });

  it('narrows by area with its id as a parameter', () => {
    const statement = facetedPageStatement([[word('chofer')]], { ...NO_FILTERS, area: 7 }, 0);
    expect(statement.params).toContain(7);
    expect(statement.sql).toContain(`area_id = $${statement.params.indexOf(7) + 1}`);
    // A term search with a filter counts each control without it.
    expect(statement.sql).toContain('without0 AS MATERIALIZED');
    expectPlaceholdersMatch(statement);
  });

  it('reads the ads once, each filter as a flag, when no filter is served by an index range or the counters', () => {
    const filters: SearchFilters = { ...NO_FILTERS, modalidad: 'Remoto', nivel: 3, salarioDesde: 123_456 };
    const statement = facetedPageStatement(null, filters, 0);
    expect(statement.params).toEqual([HOME_PAGE_SIZE, 0, 'Remoto', 3, 123_456]);
    expect(statement.sql).toContain('narrowed AS MATERIALIZED');
    expect(statement.sql).toContain('salary_reach(show_salario, salario_desde, salario_hasta) >= $5::int');
    expect(statement.sql).toContain('f0::int + f1::int + f2::int >= 2');
    expectPlaceholdersMatch(statement);
  });

  it('passes a hostile term and province as parameters, never in the text', () => {
    const statement = facetedPageStatement([[word(HOSTILE)]], { ...NO_FILTERS, provinces: [HOSTILE] }, 0);
    expect(statement.params).toContainEqual([HOSTILE]);
    expect(statement.sql).not.toContain('drop');
    expect(statement.sql).not.toContain("%_'");
    expectPlaceholdersMatch(statement);

    const stems = stemsOfFormsStatement([[word(HOSTILE)]]);
    expect(stems.params).toEqual([[0], [0], [HOSTILE], [true]]);
    expect(stems.sql).not.toContain('drop');
    expectPlaceholdersMatch(stems);
  });

  it("filters a job alert's digest by its window, ranked as the home ranks", () => {
    const window = { since: new Date('2026-01-01T00:00:00Z'), until: new Date('2026-01-02T00:00:00Z') };
    const browse = publishedInWindowStatement(null, { ...NO_FILTERS, area: 4 }, window, 10);
    expect(browse.params).toEqual([10, 4, window.since, window.until]);
    expect(browse.sql).toContain("status = 'published' AND area_id = $2 AND published_at > $3 AND published_at <= $4");
    expectPlaceholdersMatch(browse);

    const terms = publishedInWindowStatement([[['chofer', 'choferes']]], NO_FILTERS, window, 10);
    expect(terms.params).toEqual([10, window.since, window.until, ['chofer', 'choferes']]);
    expect(terms.sql).toContain('lexeme = ANY($4::text[])');
    expect(terms.sql).toContain('ORDER BY score DESC, published_at DESC, aviso_id DESC LIMIT $1');
    expectPlaceholdersMatch(terms);
  });
});
