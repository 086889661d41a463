import {
  CARD_DESCRIPTION_LIMIT,
  HOME_PAGE_SIZE,
  PUBLISHED_WITHIN_DAYS,
  SALARY_FACET_STEPS,
  ESTIMABLE_COUNTS,
  SAMPLE_MIN_MATCHES,
  SEARCH_SAMPLE_ADS,
  estimatedCount,
  type EstimableCount,
  type AvisoCardData,
  type AvisoIdiomaItem,
  type Genero,
  type HomeFacetFilters,
  type HomeFacets,
} from '@postulate/contracts';
import { unaccented } from '../common/name-filter.js';

/*
 * The public search's statements (the home, a job alert's digest): pure functions from a search to
 * SQL text and its parameters, and from the statement's row to its answer. Every value a visitor
 * sends travels as a parameter; the text holds only column names and the constants below.
 * AvisosRepository runs them.
 */

/** A statement's text and its positional parameters ($1...). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** A published ad with its names, its company's card fields and its languages. */
export interface PublishedAvisoRow {
  id: number;
  titulo: string;
  descripcion: string;
  published_at: Date;
  expires_at: Date | null;
  not_confidential: boolean;
  discapacidad: boolean;
  vacantes: number;
  modalidad: AvisoCardData['modalidad'];
  tipo_empleo: AvisoCardData['tipoEmpleo'];
  show_salario: boolean;
  salario_desde: number | null;
  salario_hasta: number | null;
  permite_msj_directo: boolean;
  area_id: number;
  area_name: string;
  sub_area_id: number;
  sub_area_name: string;
  work_level_id: number;
  work_level_name: string;
  locality_id: string;
  locality_name: string;
  province_id: string;
  province_name: string;
  razonsocial: string;
  logo_file_id: string | null;
  verified: boolean;
  idiomas: AvisoIdiomaItem[];
}

/** The whole published ad: a card's columns and its gender or age requirement with the reason. */
export interface PublishedAvisoDetailRow extends PublishedAvisoRow {
  genero: Genero;
  edad_desde: number | null;
  edad_hasta: number | null;
  motivo_requisito: string | null;
}

/** What the public search narrows by besides its terms: the province chips, the area and the facet filters. */
export interface SearchFilters extends HomeFacetFilters {
  provinces: string[];
  area: number | null;
}

export type FacetName = keyof HomeFacets;

/** How many ads one choice of a control would leave; `value` as text (an id, a province, a step...). */
export interface FacetCountRow {
  facet: FacetName;
  value: string;
  qty: number;
}

/** What every home answer lists besides its ads: the areas with their published ads, and the work levels ('Nivel'). */
export interface HomeReferences {
  areas: AreaCountRow[];
  levels: WorkLevelRow[];
}

/** A home answer's data from one statement: its page of ids in order, their cards (any order), the facet counts, the references. */
export interface HomePage {
  ids: number[];
  cards: PublishedAvisoRow[];
  facets: FacetCountRow[];
  references: HomeReferences;
}

/**
 * A filtered search's home page, with its total, the numbers that are estimates, whether the total
 * is only a floor (`atLeast`) and how many ads its pages reach.
 */
export interface FacetedPage extends HomePage {
  total: number;
  estimated: EstimableCount[];
  atLeast: boolean;
  reach: number;
}

export interface WorkLevelRow {
  id: number;
  name: string;
}

/** Per term, per word, the indexed stems the word matches (every word of a term has at least one). */
export type IndexedTerms = string[][][];

/** One spelling of a word to look up: the database stems it ('spanish' config, accents removed); a prefix also matches longer stems. */
export interface WordForm {
  text: string;
  prefix: boolean;
}

/** A search as typed (toSearchTerms): any term may match (OR), every word of a term must (AND); per word, its spellings. */
export type TermForms = WordForm[][][];

/** A word form placed by its term and word: a row of the statement's own stems lookup. */
export interface PlacedWordForm extends WordForm {
  termIndex: number;
  wordIndex: number;
}

export interface FormStemsRow {
  term_index: number;
  word_index: number;
  stems: string[];
}

export interface AreaCountRow {
  id: number;
  name: string;
  qty: number;
}

/**
 * A published ad with its names and languages; `descripcion` is the expression selecting the
 * description. The names come from scalar subqueries rather than a seven-table join: the join's
 * planning alone cost more than running the whole statement for a page of cards.
 */
const avisoSelect = (descripcion: string, extra = '') => `
  SELECT a.id, a.titulo, ${descripcion} AS descripcion,${extra} a.published_at, a.expires_at, a.not_confidential, a.discapacidad,
         a.vacantes, a.modalidad, a.tipo_empleo, a.show_salario, a.salario_desde, a.salario_hasta,
         a.permite_msj_directo,
         a.area_id, (SELECT name FROM areas WHERE id = a.area_id) AS area_name,
         a.sub_area_id, (SELECT name FROM sub_areas WHERE id = a.sub_area_id) AS sub_area_name,
         a.work_level_id, (SELECT name FROM work_levels WHERE id = a.work_level_id) AS work_level_name,
         a.locality_id, (SELECT name FROM localities WHERE id = a.locality_id) AS locality_name,
         a.province_id, (SELECT name FROM provinces WHERE id = a.province_id) AS province_name,
         c.razonsocial, c.logo_file_id, c.verified_at IS NOT NULL AS verified,
         coalesce((SELECT json_agg(json_build_object('idioma', i.idioma, 'nivelRead', i.nivel_read,
                                                     'nivelWrite', i.nivel_write) ORDER BY i.id)
                     FROM aviso_idiomas i WHERE i.aviso_id = a.id), '[]') AS idiomas
    FROM avisos a
    JOIN companies c ON c.id = a.company_id
   WHERE a.status = 'published'`;

/** A card's columns: the ad with its description cut just past the card limit. */
const cardSelect = () => avisoSelect(`left(a.descripcion, ${CARD_DESCRIPTION_LIMIT + 1})`);

/** A card read as JSON (the unfiltered home's statement): its instants come as text. */
const cardFromJson = (card: PublishedAvisoRow): PublishedAvisoRow => ({
  ...card,
  published_at: new Date(card.published_at),
  expires_at: card.expires_at === null ? null : new Date(card.expires_at),
});

/** The references every home answer lists (HomeReferences), as two JSON columns: areas, levels. */
const REFERENCES_SELECT = `
  (SELECT coalesce(json_agg(json_build_object('id', ar.id, 'name', ar.name, 'qty', coalesce(counts.qty, 0)) ORDER BY ${unaccented('lower(ar.name)')}), '[]')
     FROM areas ar LEFT JOIN area_published_counts counts ON counts.area_id = ar.id) AS areas,
  (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name) ORDER BY id), '[]') FROM work_levels) AS levels`;

/**
 * How a sampled search's numbers scale (null: exact): `scale` for the total and the controls
 * counted over its hits, `windows` per PUBLISHED_WITHIN_DAYS for 'Publicado', whose own choices
 * reach past the sample by their window alone; `estimated`, the numbers counted over the sample;
 * `pages`, whether the pages reach only the sample's hits (a term search) or every match (a browse,
 * newest first from the date index).
 */
export interface SampleScale {
  scale: number;
  windows: Record<string, number>;
  estimated: EstimableCount[];
  pages: 'sample' | 'all';
}

export interface HomePageRow {
  total?: number;
  estimate?: SampleScale | null;
  ids: number[];
  cards: PublishedAvisoRow[];
  facets: FacetCountRow[] | null;
  areas: AreaCountRow[];
  levels: WorkLevelRow[];
}

export const toReferences = (row: Pick<HomePageRow, 'areas' | 'levels'>): HomeReferences => ({
  areas: row.areas.map((area) => ({ ...area, qty: Number(area.qty) })),
  levels: row.levels,
});

/**
 * A home answer as one statement (each round trip costs the API more than PostgreSQL's work on
 * demo-sized data): after `ctes`, the page `pageIds` selects (an ARRAY) and its cards, the facet
 * counts `counts` (rows facet, value, qty), the references and, when given, the `total`.
 */
function homeStatement(ctes: string[], pageIds: string, counts: string[], total?: string, estimate?: string): string {
  // RECURSIVE for a search's stems lookup; the other expressions are plain ones.
  return `WITH RECURSIVE ${[...ctes, `page AS MATERIALIZED (SELECT ${pageIds} AS ids)`].join(',\n')}
    SELECT ${total ? `${total} AS total,` : ''} ${estimate ? `${estimate} AS estimate,` : ''} (SELECT ids FROM page) AS ids,
           (SELECT coalesce(json_agg(card), '[]') FROM (${cardSelect()} AND a.id IN (SELECT unnest(ids) FROM page)) AS card) AS cards,
           (SELECT json_agg(counted) FROM (${counts.join(' UNION ALL ')}) AS counted) AS facets,
           ${REFERENCES_SELECT}`;
}

export const toHomePage = (row: HomePageRow): HomePage => ({
  ids: row.ids,
  cards: row.cards.map(cardFromJson),
  facets: (row.facets ?? []).map((count) => ({ ...count, qty: Number(count.qty) })),
  references: toReferences(row),
});

/** A term search's order: score, then newest first. */
const TERM_RANKING = 'score DESC, published_at DESC, aviso_id DESC';

/** A window of publication instants, (since, until]: what a job alert's daily digest covers. */
export interface PublishedWindow {
  since: Date;
  until: Date;
}

/**
 * The ads a job alert's digest browses: published in its window and passing the search's filters,
 * by the home's own conditions (filterConditions).
 */
function browseWhere(filters: SearchFilters, param: (value: unknown) => string, window: PublishedWindow): string {
  return [
    `status = 'published'`,
    ...filterConditions(filters, param).values(),
    `published_at > ${param(window.since)}`,
    `published_at <= ${param(window.until)}`,
  ].join(' AND ');
}

/**
 * The ad's columns a search's facets read besides its date; each row of the term index carries them
 * too, packed, and the view aviso_search_rows unpacks them under these names (its salary as
 * salario_desde alone, which salary_reach reads back unchanged).
 */
const FACET_COLUMNS = ['area_id', 'province_id', 'modalidad', 'tipo_empleo', 'work_level_id', 'discapacidad', 'show_salario', 'salario_desde', 'salario_hasta'];

/** What a term match carries: its ad, score, date and facet columns. */
const MATCH_COLUMNS = ['aviso_id', 'score', 'published_at', ...FACET_COLUMNS].join(', ');

/**
 * A word's stems, as a matcher reads them: known when the statement is written, or the word's
 * place in the statement's own lookup (stemsLookup's search_stems), whose rows are read from the
 * word's sample (sampleRows' word_rows).
 */
type WordStems = string[] | { term: number; word: number };

/**
 * The home's term matcher over aviso_search_terms, read through aviso_search_rows: rows (aviso_id,
 * score, published_at and the facet columns, which each index row carries) of the published ads a term search finds and
 * `conditions` (on those columns, as filterConditions writes them) keep. The conditions are tested
 * on the index rows, so a filtered search reads no ad. A word with several stems keeps its best row
 * per ad; a term keeps the ads every one of its words matches, with the sum of their scores.
 */
function termMatches(terms: WordStems[][], param: (value: unknown) => string, conditions: string[] = []): string {
  const carried = ['published_at', ...FACET_COLUMNS];
  const select = MATCH_COLUMNS;
  const rows = (where: string) => `SELECT ${select} FROM aviso_search_rows WHERE ${[where, ...conditions].join(' AND ')}`;
  const best = (where: string) =>
    `SELECT DISTINCT ON (aviso_id) ${select} FROM aviso_search_rows WHERE ${[where, ...conditions].join(' AND ')} ORDER BY aviso_id, score DESC`;
  const word = (stems: WordStems) => {
    if (Array.isArray(stems)) return stems.length === 1 ? rows(`lexeme = ${param(stems[0])}`) : best(`lexeme = ANY(${param(stems)}::text[])`);
    return `SELECT DISTINCT ON (aviso_id) ${select} FROM word_rows
             WHERE ${[`term_index = ${stems.term}`, `word_index = ${stems.word}`, ...conditions].join(' AND ')}
             ORDER BY aviso_id, score DESC`;
  };
  // The words a term must match: all of them, but a stop word ('de') has no stems row and is left out.
  const needed = (words: WordStems[], index: number) =>
    Array.isArray(words[0]) ? String(words.length) : `(SELECT count(*) FROM search_stems WHERE term_index = ${index})`;
  const term = (words: WordStems[], index: number) =>
    words.length === 1
      ? word(words[0])
      : `SELECT aviso_id, sum(score) AS score, ${carried.join(', ')}
           FROM (${words.map((stems) => `(${word(stems)})`).join(' UNION ALL ')}) AS words
          GROUP BY aviso_id, ${carried.join(', ')} HAVING count(*) = ${needed(words, index)}`;
  return terms.length === 1
    ? term(terms[0], 0)
    : `SELECT aviso_id, sum(score) AS score, ${carried.join(', ')}
         FROM (${terms.map((words, index) => `(${term(words, index)})`).join(' UNION ALL ')}) AS hits GROUP BY aviso_id, ${carried.join(', ')}`;
}

/**
 * The lookup of the indexed stems each word form matches, as common table expressions (under WITH
 * RECURSIVE) ending in search_stems (term_index, word_index, stems): every 'spanish' stem of the
 * form and, for a prefix form, every indexed stem it begins, found by walking the index from one
 * stem to the next. A word none of whose forms has a stem (a stop word) has no row.
 */
function stemsLookup(forms: PlacedWordForm[], param: (value: unknown) => string): string {
  return `forms AS (
      SELECT f.term_index, f.word_index, stem.lexeme COLLATE "C" AS low,
             (CASE WHEN f.prefix THEN stem.lexeme || chr(1114111) ELSE stem.lexeme END) COLLATE "C" AS high
        FROM unnest(${param(forms.map((form) => form.termIndex))}::int[], ${param(forms.map((form) => form.wordIndex))}::int[],
                    ${param(forms.map((form) => form.text))}::text[], ${param(forms.map((form) => form.prefix))}::bool[]) AS f (term_index, word_index, form, prefix)
       CROSS JOIN LATERAL unnest(to_tsvector('spanish', ${unaccented('f.form')})) AS stem
    ), found AS (
      SELECT term_index, word_index, high,
             (SELECT min(t.lexeme) FROM aviso_search_terms t WHERE t.lexeme BETWEEN forms.low AND forms.high) AS lexeme
        FROM forms
      UNION ALL
      SELECT term_index, word_index, high,
             (SELECT min(t.lexeme) FROM aviso_search_terms t WHERE t.lexeme > found.lexeme AND t.lexeme <= found.high)
        FROM found WHERE found.lexeme IS NOT NULL
    ), search_stems AS MATERIALIZED (
      SELECT term_index, word_index, array_remove(array_agg(DISTINCT lexeme), NULL) AS stems
        FROM found GROUP BY term_index, word_index
    )`;
}

/**
 * The rows of the looked-up words, bounded, as common table expressions after stemsLookup:
 * stem_bounds, per stem, the week (of publication, aviso_search_terms.published_week) of its row
 * just past its newest `sampleAds`, read backwards from the end of its range in the stem index
 * (null when it has no more); sample, the latest such week (`since_week`) and the instant just
 * before it (`since`, '-infinity' when no stem has more: the search is exact); and word_rows
 * (term_index, word_index and a row of aviso_search_rows), every row of each stem from that week
 * on: all of them, so the matches there are exact, and the estimate scales them; at most
 * `sampleAds` and a week's rows per stem.
 */
const sampleRows = (sampleAds: number) => `stem_bounds AS MATERIALIZED (
      SELECT w.term_index, w.word_index, s.stem,
             (SELECT t.published_week FROM aviso_search_terms t WHERE t.lexeme = s.stem COLLATE "C"
               ORDER BY t.published_week DESC OFFSET ${sampleAds} LIMIT 1) AS first_week
        FROM search_stems w CROSS JOIN LATERAL unnest(w.stems) AS s (stem)
    ), sample AS MATERIALIZED (
      SELECT max(first_week) AS since_week,
             coalesce((DATE '2000-01-01' + 7 * max(first_week))::timestamp AT TIME ZONE 'UTC' - interval '1 microsecond', '-infinity') AS since
        FROM stem_bounds
    ), word_rows AS MATERIALIZED (
      -- OFFSET 0 keeps each stem's read a range of the index; joined, the planner read every stem's recent weeks.
      SELECT b.term_index, b.word_index, r.* FROM stem_bounds b
       CROSS JOIN LATERAL (SELECT ${MATCH_COLUMNS} FROM aviso_search_rows r
                            WHERE r.lexeme = b.stem COLLATE "C" AND r.published_week >= coalesce((SELECT since_week FROM sample), -32768)
                           OFFSET 0) r
    )`;

/**
 * How many published ads are newer than each of `instants` (SQL expressions), as the columns
 * after0, after1...: the whole hours after each instant's own from the hour counters
 * (published_hour_counts), in one pass, plus the rest of its hour from the date index.
 */
const publishedAfter = (instants: string[]) => {
  const each = (write: (index: number) => string) => instants.map((_, index) => write(index)).join(', ');
  // The instants and their hours once, not per counter row.
  return `
  SELECT ${each(
    (index) => `hours.after${index} + (SELECT count(*) FROM avisos WHERE status = 'published' AND published_at > at.i${index}
                                        AND published_at < at.h${index} + interval '1 hour') AS after${index}`,
  )}
    FROM (SELECT ${each((index) => `i${index}, date_trunc('hour', i${index}, 'UTC') AS h${index}`)}
            FROM (SELECT ${instants.map((instant, index) => `${instant} AS i${index}`).join(', ')}) AS given OFFSET 0) AS at
   CROSS JOIN LATERAL (SELECT ${each((index) => `coalesce(sum(qty) FILTER (WHERE hour > at.h${index}), 0) AS after${index}`)} FROM published_hour_counts) AS hours`;
};

/** The instants of the publication windows (PUBLISHED_WITHIN_DAYS), as SQL expressions. */
const WINDOW_STARTS = PUBLISHED_WITHIN_DAYS.map((days) => `now() - ${days} * interval '1 day'`);

/**
 * A sampled search's SampleScale (null when exact): how many published ads there are per ad after
 * the sample's `since`, from `lower` (the 'Publicado' filter's instant, or '-infinity') for the
 * hits, and from each window's instant for the window counts (1 when the instant is after `since`:
 * the sample holds all of it).
 */
const sampleScale = (lower: string, estimated: readonly EstimableCount[], pages: SampleScale['pages']) => {
  // after0 is `since`'s count, after1 `lower`'s, then the windows'.
  const ratio = (from: string, index: number) => `CASE WHEN ${from} >= since THEN 1 ELSE after${index}::float8 / greatest(after0, 1) END`;
  const windows = PUBLISHED_WITHIN_DAYS.map((days, index) => `'${days}', ${ratio(WINDOW_STARTS[index], index + 2)}`).join(', ');
  return `(SELECT CASE WHEN since = '-infinity' THEN NULL
                  ELSE json_build_object('scale', ${ratio(lower, 1)}, 'windows', json_build_object(${windows}),
                                         'estimated', '${JSON.stringify(estimated)}'::json, 'pages', '${pages}') END
             FROM sample, (${publishedAfter(['(SELECT since FROM sample)', lower, ...WINDOW_STARTS])}) AS counted)`;
};

/**
 * A browse's sample: the newest `sampleAds` published ads, after sample (since) from the date
 * index ('-infinity' when there are no more: its numbers are exact).
 */
const browseSample = (sampleAds: number) => `sample AS MATERIALIZED (
      SELECT coalesce((SELECT published_at FROM avisos WHERE status = 'published' ORDER BY published_at DESC, id DESC OFFSET ${sampleAds} LIMIT 1),
                      '-infinity') AS since
    )`;

/** The instant the 'Publicado' filter reaches back to, or '-infinity' without it: how far a sample's hits reach. */
const lowerBound = (filters: SearchFilters, param: (value: unknown) => string) =>
  filters.publicado === null ? `'-infinity'::timestamptz` : `now() - ${param(filters.publicado)}::int * interval '1 day'`;

/** Each form of each word, placed by its term and word. */
const placedForms = (terms: TermForms): PlacedWordForm[] =>
  terms.flatMap((words, termIndex) => words.flatMap((forms, wordIndex) => forms.map((form) => ({ termIndex, wordIndex, ...form }))));

/** The controls whose counts group by a column of the ad, and that column. */
const GROUPED_FACETS = { area: 'area_id', provincia: 'province_id', modalidad: 'modalidad', tipoEmpleo: 'tipo_empleo', nivel: 'work_level_id' } as const;
type GroupedFacet = keyof typeof GROUPED_FACETS;
const isGrouped = (facet: FacetName): facet is GroupedFacet => facet in GROUPED_FACETS;
const FACETS: FacetName[] = ['area', 'provincia', 'modalidad', 'tipoEmpleo', 'nivel', 'salarioDesde', 'publicado', 'discapacidad'];

/** The filters a range of a covering index serves (newest first, or by province): their sets are read each by its own range. */
const RANGED_FACETS = new Set<FacetName>(['provincia', 'publicado']);

/** 'Salario desde X': the ad shows a salary whose range reaches X (salary_reach, in the search facets migration). */
const reachesSalary = (amount: string) => `salary_reach(show_salario, salario_desde, salario_hasta) >= ${amount}`;
const publishedWithin = (days: string) => `published_at > now() - ${days} * interval '1 day'`;

/** The condition of each active filter, by the control it belongs to. */
function filterConditions(filters: SearchFilters, param: (value: unknown) => string): Map<FacetName, string> {
  const conditions = new Map<FacetName, string>();
  if (filters.area !== null) conditions.set('area', `area_id = ${param(filters.area)}`);
  if (filters.provinces.length > 0) conditions.set('provincia', `province_id = ANY(${param(filters.provinces)}::char(2)[])`);
  if (filters.modalidad !== null) conditions.set('modalidad', `modalidad = ${param(filters.modalidad)}`);
  if (filters.tipoEmpleo !== null) conditions.set('tipoEmpleo', `tipo_empleo = ${param(filters.tipoEmpleo)}`);
  if (filters.nivel !== null) conditions.set('nivel', `work_level_id = ${param(filters.nivel)}`);
  if (filters.salarioDesde !== null) conditions.set('salarioDesde', reachesSalary(`${param(filters.salarioDesde)}::int`));
  if (filters.publicado !== null) conditions.set('publicado', publishedWithin(`${param(filters.publicado)}::int`));
  if (filters.discapacidad) conditions.set('discapacidad', 'discapacidad');
  return conditions;
}

/** The choices of the single-count controls, each as (facet, value, condition); steps and windows are constants. */
const SCALAR_CHOICES: Record<Exclude<FacetName, GroupedFacet>, [string, string][]> = {
  salarioDesde: SALARY_FACET_STEPS.map((step) => [String(step), reachesSalary(String(step))]),
  publicado: PUBLISHED_WITHIN_DAYS.map((days) => [String(days), publishedWithin(String(days))]),
  discapacidad: [['true', 'discapacidad']],
};

/**
 * The counts of `facets` over the ads of the materialized `part`: the grouped ones in one pass of
 * grouping sets, the others as FILTER counts of one more pass; rows (facet, value, qty).
 */
function partCounts(part: string, facets: FacetName[]): string[] {
  const grouped = facets.filter(isGrouped);
  const scalars = facets.flatMap((facet) => (isGrouped(facet) ? [] : SCALAR_CHOICES[facet].map(([value, condition]) => ({ facet, value, condition }))));
  return [
    ...(grouped.length > 0
      ? [
          `SELECT CASE ${grouped.map((facet) => `WHEN GROUPING(${GROUPED_FACETS[facet]}) = 0 THEN '${facet}'`).join(' ')} END AS facet,
                  coalesce(${grouped.map((facet) => `${GROUPED_FACETS[facet]}::text`).join(', ')}) AS value, count(*)::int AS qty
             FROM ${part} GROUP BY GROUPING SETS (${grouped.map((facet) => `(${GROUPED_FACETS[facet]})`).join(', ')})`,
        ]
      : []),
    ...(scalars.length > 0
      ? [
          `SELECT choice.facet, choice.value, choice.qty
             FROM (SELECT ${scalars.map((choice, index) => `count(*) FILTER (WHERE ${choice.condition})::int AS c${index}`).join(', ')} FROM ${part}) counts
            CROSS JOIN LATERAL (VALUES ${scalars.map((choice, index) => `('${choice.facet}', '${choice.value}', counts.c${index})`).join(', ')})
                  AS choice (facet, value, qty)`,
        ]
      : []),
  ];
}

/** How many published ads fall in each publication window, from the hour counters (publishedAfter): rows (facet, value, qty). */
const windowCounts = () => `
  SELECT 'publicado' AS facet, window_count.value, window_count.qty
    FROM (${publishedAfter(WINDOW_STARTS)}) AS counted
   CROSS JOIN LATERAL (VALUES ${PUBLISHED_WITHIN_DAYS.map((days, index) => `('${days}', counted.after${index}::int)`).join(', ')}) AS window_count (value, qty)`;

/**
 * How many of the sampled published ads `narrowing` leaves fall in each publication window: a
 * range of the date index (or the province one) after the browse sample's instant; sampleScale's
 * windows scale them. Rows (facet, value, qty).
 */
const sampledWindowCounts = (narrowing: string) => `
  SELECT 'publicado' AS facet, days::text AS value,
         (SELECT count(*)::int FROM avisos WHERE status = 'published' AND ${narrowing}
             AND published_at > greatest(now() - days * interval '1 day', (SELECT since FROM sample))) AS qty
    FROM unnest('{${PUBLISHED_WITHIN_DAYS.join(',')}}'::int[]) AS days`;

/**
 * The counts of `facets` over every published ad, from the counters the avisos triggers keep
 * (area_published_counts, aviso_facet_counts, published_hour_counts).
 */
function counterCounts(facets: FacetName[]): string[] {
  const counted = facets.filter((facet) => facet !== 'area' && facet !== 'publicado');
  return [
    ...(facets.includes('area') ? [`SELECT 'area' AS facet, area_id::text AS value, qty FROM area_published_counts`] : []),
    ...(counted.length > 0 ? [`SELECT facet, value, qty FROM aviso_facet_counts WHERE facet IN (${counted.map((facet) => `'${facet}'`).join(', ')})`] : []),
    ...(facets.includes('publicado') ? [windowCounts()] : []),
  ];
}

/**
 * The values a filter stands for in aviso_facet_pair_counts (several provinces: each one; an ad is
 * in one), or null when the counters cannot answer for it: a publication window moves with the
 * clock, and a salary amount that is not a step has no counter.
 */
function pairValues(filters: SearchFilters, facet: FacetName): string[] | null {
  switch (facet) {
    case 'area':
      return [String(filters.area)];
    case 'provincia':
      return filters.provinces;
    case 'modalidad':
      return [String(filters.modalidad)];
    case 'tipoEmpleo':
      return [String(filters.tipoEmpleo)];
    case 'nivel':
      return [String(filters.nivel)];
    case 'salarioDesde':
      return SALARY_FACET_STEPS.some((step) => step === filters.salarioDesde) ? [String(filters.salarioDesde)] : null;
    case 'discapacidad':
      return ['true'];
    case 'publicado':
      return null;
  }
}

/**
 * The counts of `facets` over the published ads one filter leaves (`by`, with its `values` and its
 * `condition`), from the pair counters the avisos triggers keep, and the publication windows over
 * the browse sample (sampledWindowCounts).
 */
function pairCounts(by: FacetName, values: string[], condition: string, facets: FacetName[], param: (value: unknown) => string): string[] {
  const counted = facets.filter((facet) => facet !== 'publicado');
  return [
    ...(counted.length > 0
      ? [
          `SELECT facet, value, sum(qty)::int AS qty FROM aviso_facet_pair_counts
            WHERE by_facet = '${by}' AND by_value = ANY(${param(values)}::text[]) AND facet IN (${counted.map((facet) => `'${facet}'`).join(', ')})
            GROUP BY facet, value`,
        ]
      : []),
    ...(facets.includes('publicado') ? [sampledWindowCounts(condition)] : []),
  ];
}

/** A statement's parameters as it writes them: each value pushed returns its placeholder. */
function parameters(initial: unknown[] = []): { params: unknown[]; param: (value: unknown) => string } {
  const params = [...initial];
  return { params, param: (value) => `$${params.push(value)}` };
}

/** A published ad, with its full description. */
export const publishedAvisoStatement = (id: number): Statement => ({
  sql: `${avisoSelect('a.descripcion', ' a.genero, a.edad_desde, a.edad_hasta, a.motivo_requisito,')} AND a.id = $1`,
  params: [id],
});

/** The published ads among `ids` (any order), the description cut just past the card limit. */
export const publishedCardsStatement = (ids: number[]): Statement => ({ sql: `${cardSelect()} AND a.id = ANY($1)`, params: [ids] });

/** The references alone (HomeReferences; the areas' counts come from the counters the avisos triggers keep); the row's toReferences. */
export const homeReferencesStatement = (): Statement => ({ sql: `SELECT ${REFERENCES_SELECT}`, params: [] });

/**
 * The home without any filter: a page of every published ad, newest first (the date index serves
 * it), and every facet count from the counters and an index range per publication window; the row's toHomePage.
 */
export const browsePageStatement = (offset: number): Statement => ({
  sql: homeStatement(
    [],
    `ARRAY(SELECT id FROM avisos WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2)`,
    counterCounts(FACETS),
  ),
  params: [HOME_PAGE_SIZE, offset],
});

/**
 * A search with terms (null: none; at least one word) or filters: its page and cards, total, facet
 * counts and the references in one statement (the row's toFacetedPage). With terms, the statement
 * looks their words' stems up itself (stemsLookup) and reads at most each stem's newest
 * `sampleAds` rows (sampleRows): the matches (in any province) come with their ads' facet columns
 * from the index-only scans of their stems, and are kept once. Each control counts over the ads
 * every other filter leaves: the hits (all filters) for the controls not filtering, and one more
 * set per active filter without it. A browse reads those sets from the counters when one filter
 * alone leaves them, or none; any other it counts over its newest `sampleAds` published ads
 * (browseSample), each by the range of a covering index its province or publication window gives,
 * or else reading them once (the ones failing at most one filter, each filter's outcome kept as a
 * flag). When a sample leaves ads out, its numbers are estimates (sampleScale). A term search ranks
 * by score (the sum of each word's best stem: 1 in the title, 0.4 in the description), then newest
 * first, and pages through its sample's hits; a browse pages newest first through every match.
 */
export function facetedPageStatement(terms: TermForms | null, filters: SearchFilters, offset: number, sampleAds = SEARCH_SAMPLE_ADS): Statement {
  const { params, param } = parameters([HOME_PAGE_SIZE, offset]);
  const conditions = filterConditions(filters, param);
  const active = [...conditions.keys()];
  /** The counts of `counted` over the ads `facet`'s filter alone leaves, from the counters; null when they have none. */
  const fromCounters = (facet: FacetName, counted: FacetName[]) => {
    const values = pairValues(filters, facet);
    return values === null ? null : pairCounts(facet, values, conditions.get(facet)!, counted, param);
  };
  if (terms === null && active.length === 1) {
    const [facet] = active;
    const condition = conditions.get(facet)!;
    const values = pairValues(filters, facet);
    if (values !== null) {
      const counts = pairCounts(
        facet,
        values,
        condition,
        FACETS.filter((other) => other !== facet),
        param,
      );
      return { sql: counterPage(facet, condition, param(values), counts, sampleAds), params };
    }
  }

  // The sets without one filter that the counters answer for (a browse's, with one other filter left).
  const counted = new Map(
    active.flatMap((facet) => {
      const others = active.filter((other) => other !== facet);
      const fromPairs = terms === null && others.length === 1 ? fromCounters(others[0], [facet]) : null;
      return fromPairs ? [[facet, fromPairs] as const] : [];
    }),
  );
  const ctes: string[] = [];
  let source: string;
  let test = (facet: FacetName) => conditions.get(facet)!;
  let estimate: string;
  let pageIds: string;
  const lower = lowerBound(filters, param);
  if (terms !== null) {
    // Without filters the matches are the hits, kept once.
    source = active.length === 0 ? 'hits' : 'matched';
    const words = terms.map((forms, term) => forms.map((_, word) => ({ term, word })));
    ctes.push(stemsLookup(placedForms(terms), param), sampleRows(sampleAds), `${source} AS MATERIALIZED (${termMatches(words, param)})`);
    estimate = sampleScale(lower, ESTIMABLE_COUNTS, 'sample');
    pageIds = `ARRAY(SELECT aviso_id FROM hits ORDER BY ${TERM_RANKING} LIMIT $1 OFFSET $2)`;
  } else {
    // A browse counts over the newest ads (browseSample) and pages from the date index through every match.
    ctes.push(browseSample(sampleAds));
    const sampled = `SELECT id AS aviso_id, published_at, ${FACET_COLUMNS.join(', ')} FROM avisos WHERE status = 'published' AND published_at > (SELECT since FROM sample)`;
    if (counted.size === active.length || active.some((facet) => RANGED_FACETS.has(facet))) {
      source = `(${sampled})`;
    } else {
      // No filter reads a range of an index: the sets below keep the ads failing at most one filter,
      // one read of the covering index instead of one per set.
      const flags = active.map((facet, index) => `coalesce(${conditions.get(facet)}, false) AS f${index}`);
      ctes.push(`narrowed AS MATERIALIZED (
        SELECT * FROM (SELECT *, ${flags.join(', ')} FROM (${sampled}) AS a) AS s
         WHERE ${active.map((_, index) => `f${index}::int`).join(' + ')} >= ${active.length - 1})`);
      source = 'narrowed';
      test = (facet) => `f${active.indexOf(facet)}`;
    }
    // Every count but the pair counters' is over the sample; their publication windows are too.
    const estimated = FACETS.filter((facet) => facet === 'publicado' || !counted.has(facet));
    estimate = sampleScale(lower, ['total', ...estimated], 'all');
    // One past the page: whether there are more tells a floor from the last match.
    pageIds = `ARRAY(SELECT id FROM avisos WHERE ${[`status = 'published'`, ...conditions.values()].join(' AND ')}
                      ORDER BY published_at DESC, id DESC LIMIT $1 + 1 OFFSET $2)`;
  }
  const where = (facets: FacetName[]) => (facets.length > 0 ? `WHERE ${facets.map(test).join(' AND ')}` : '');
  if (source !== 'hits') ctes.push(`hits AS MATERIALIZED (SELECT * FROM ${source} AS s ${where(active)})`);
  const counts = partCounts(
    'hits',
    FACETS.filter((facet) => !conditions.has(facet)),
  );
  for (const [index, facet] of active.entries()) {
    const fromPairs = counted.get(facet);
    if (fromPairs) {
      counts.push(...fromPairs);
    } else {
      ctes.push(`without${index} AS MATERIALIZED (SELECT * FROM ${source} AS s ${where(active.filter((other) => other !== facet))})`);
      counts.push(...partCounts(`without${index}`, [facet]));
    }
  }
  return { sql: homeStatement(ctes, pageIds, counts, '(SELECT count(*) FROM hits)::int', estimate), params };
}

/**
 * A browse with a single filter the counters answer for: its total and the other controls' counts
 * from the pair counters (the publication windows over the browse sample), its own control's from
 * the plain counters, the page (and one ad past it, as toFacetedPage reads) from the indexes.
 */
function counterPage(facet: FacetName, condition: string, values: string, counts: string[], sampleAds: number): string {
  return homeStatement(
    [browseSample(sampleAds)],
    `ARRAY(SELECT id FROM avisos WHERE status = 'published' AND ${condition} ORDER BY published_at DESC, id DESC LIMIT $1 + 1 OFFSET $2)`,
    [...counts, ...counterCounts([facet])],
    `(SELECT coalesce(sum(qty), 0) FROM aviso_facet_pair_counts
       WHERE by_facet = '${facet}' AND by_value = ANY(${values}::text[]) AND facet = by_facet AND value = by_value)::int`,
    sampleScale(`'-infinity'::timestamptz`, ['publicado'], 'all'),
  );
}

/**
 * A job alert's digest: what the home finds for these terms (null: none, a browse) and filters
 * among the ads published in `window`, through the home's own matchers and filter conditions,
 * ranked as the home ranks them: rows (total, ids) with the first `limit` ids.
 */
export function publishedInWindowStatement(indexed: IndexedTerms | null, filters: SearchFilters, window: PublishedWindow, limit: number): Statement {
  const { params, param } = parameters([limit]);
  // The stem index's rows carry the ad's date and facet columns: the filters narrow them directly.
  const termHits = (terms: IndexedTerms) =>
    termMatches(terms, param, [
      ...filterConditions(filters, param).values(),
      `published_at > ${param(window.since)}`,
      `published_at <= ${param(window.until)}`,
    ]);
  const [matches, ranking] =
    indexed === null
      ? [`SELECT id AS aviso_id, published_at FROM avisos WHERE ${browseWhere(filters, param, window)}`, 'published_at DESC, aviso_id DESC']
      : [termHits(indexed), TERM_RANKING];
  return {
    sql: `WITH matches AS MATERIALIZED (${matches})
     SELECT (SELECT count(*) FROM matches)::int AS total,
            ARRAY(SELECT aviso_id FROM matches ORDER BY ${ranking} LIMIT $1) AS ids`,
    params,
  };
}

/** The indexed stems each word of `terms` matches (stemsLookup): rows (FormStemsRow) for the words that have a stem. */
export function stemsOfFormsStatement(terms: TermForms): Statement {
  const { params, param } = parameters();
  return { sql: `WITH RECURSIVE ${stemsLookup(placedForms(terms), param)} SELECT * FROM search_stems`, params };
}

/**
 * A faceted search's row as its page (`offset` its first ad's place), with its total. A sampled
 * search's estimated numbers are scaled and rounded (estimatedCount). A browse reads one ad past
 * its page: without it, it has met its last match and its total is exact; with it and too few
 * matches in its sample to estimate (SAMPLE_MIN_MATCHES), its total is what its pages have shown,
 * a floor, and its pages reach one more.
 */
export function toFacetedPage(row: HomePageRow, offset: number): FacetedPage {
  const estimate = row.estimate;
  const more = estimate?.pages === 'all' && row.ids.length > HOME_PAGE_SIZE;
  const page = toHomePage({ ...row, ids: row.ids.slice(0, HOME_PAGE_SIZE) });
  const total = Number(row.total);
  if (!estimate) return { ...page, total, estimated: [], atLeast: false, reach: total };
  const estimated = new Set(estimate.estimated);
  const scaleOf = (count: FacetCountRow) => (count.facet === 'publicado' ? estimate.windows[count.value] : estimate.scale);
  const facets = page.facets.map((count) => (estimated.has(count.facet) ? { ...count, qty: estimatedCount(count.qty, scaleOf(count)) } : count));
  if (estimate.pages === 'sample') {
    return { ...page, facets, total: estimatedCount(total, estimate.scale), estimated: [...estimated], atLeast: false, reach: total };
  }
  const found = offset + page.ids.length;
  if (!more && (page.ids.length > 0 || offset === 0)) {
    estimated.delete('total');
    return { ...page, facets, total: found, estimated: [...estimated], atLeast: false, reach: found };
  }
  if (!estimated.has('total')) return { ...page, facets, total, estimated: [...estimated], atLeast: false, reach: total };
  if (total < SAMPLE_MIN_MATCHES) {
    estimated.delete('total');
    return { ...page, facets, total: found, estimated: [...estimated], atLeast: true, reach: found + 1 };
  }
  const shown = Math.max(estimatedCount(total, estimate.scale), found + 1);
  return { ...page, facets, total: shown, estimated: [...estimated], atLeast: false, reach: shown };
}
