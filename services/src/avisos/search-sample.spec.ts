import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { estimatedCount, NO_FACET_FILTERS, PUBLISHED_WITHIN_DAYS, type HomeResponse } from '@postulate/contracts';
import { appPerFile } from '../../test/test-app.js';
import { toSearchTerms } from '../home/search-query.js';
import { facetedPageStatement, toFacetedPage, type HomePageRow, type SearchFilters } from './aviso-search.sql.js';

const ctx = appPerFile();

const NO_FILTERS: SearchFilters = { provinces: [], area: null, ...NO_FACET_FILTERS };
const SAMPLE = 6;
const ADS = 24;

/** The search's answer as the home reads it (a browse without `query`), reading at most `sampleAds` rows per word or ads. */
async function search(query: string, sampleAds: number, filters: SearchFilters = NO_FILTERS, offset = 0) {
  const { sql, params } = facetedPageStatement(query ? toSearchTerms([query]) : null, filters, offset, sampleAds);
  const [row]: HomePageRow[] = await ctx.dataSource.query(sql, params);
  return toFacetedPage(row, offset);
}

/** How many published ads are newer than `instant`, counted straight from avisos. */
async function publishedAfter(instant: Date | string): Promise<number> {
  const [{ qty }] = await ctx.dataSource.query(`SELECT count(*)::int AS qty FROM avisos WHERE status = 'published' AND published_at > $1`, [instant]);
  return qty;
}

/**
 * The instant just before the week the ad was published in (aviso_search_terms.published_week):
 * what a term search's sample reads after. As text: a Date would drop its microseconds.
 */
const beforeWeekOf = async (id: number | undefined): Promise<string> =>
  (
    await ctx.dataSource.query(
      `SELECT ((DATE '2000-01-01' + 7 * (((published_at AT TIME ZONE 'UTC')::date - DATE '2000-01-01') / 7))::timestamp AT TIME ZONE 'UTC'
              - interval '1 microsecond')::text AS since
         FROM avisos WHERE id = $1`,
      [id],
    )
  )[0].since;

const countOf = (page: Awaited<ReturnType<typeof search>>, facet: string, value: string) =>
  page.facets.find((count) => count.facet === facet && count.value === value)?.qty ?? 0;

describe('a term search over more ads than it reads (SEARCH_SAMPLE_ADS)', () => {
  let weeks: Map<number, number>;

  beforeAll(async () => {
    // 24 ads 'Zapatero/a', one a week back from now; the even weeks also ask for a 'marroquinero', in Córdoba.
    const rows: { id: number; week: number }[] = await ctx.dataSource.query(
      `INSERT INTO avisos (company_id, titulo, descripcion, area_id, sub_area_id, work_level_id, locality_id, modalidad, tipo_empleo,
                           vacantes, status, published_at)
       SELECT c.id, 'Zapatero/a ' || i, CASE WHEN i % 2 = 0 THEN 'Taller de marroquinero y calzado' ELSE 'Taller de calzado' END,
              s.area_id, s.sub_area_id, (SELECT min(id) FROM work_levels),
              (SELECT min(id) FROM localities WHERE province_id = CASE WHEN i % 2 = 0 THEN '14' ELSE '02' END),
              'Presencial', 'Full-time', 1, 'published', now() - i * interval '7 days' - interval '1 minute'
         FROM generate_series(1, ${ADS}) AS i,
              (SELECT id FROM companies WHERE razonsocial = 'Logística del Plata S.A.') AS c,
              (SELECT area_id, sub_area_id FROM area_sub_areas ORDER BY area_id, sub_area_id LIMIT 1) AS s
       RETURNING id, floor(extract(epoch FROM now() - published_at) / (7 * 86400))::int AS week`,
    );
    weeks = new Map(rows.map((row) => [row.week, row.id]));
    expect(weeks.size).toBe(ADS);
  });

  it('is exact while every word is in at most the ads it reads', async () => {
    const page = await search('zapatero marroquinero', ADS);
    expect(page.estimated).toEqual([]);
    expect(page.total).toBe(ADS / 2);
    expect(countOf(page, 'provincia', '14')).toBe(ADS / 2);
  });

  it("reads the broadest word's newest ads, pages through their matches and scales the counts", async () => {
    const exact = await search('zapatero marroquinero', 1_000);
    const page = await search('zapatero marroquinero', SAMPLE);
    // 'zapatero' is the broadest: its rows are read back to the week of the one past its 6 newest (week 7),
    // so weeks 2, 4 and 6 match.
    const since = await beforeWeekOf(weeks.get(SAMPLE + 1));
    expect(page.reach).toBe(3);
    expect(page.estimated).toEqual(expect.arrayContaining(['total', 'provincia', 'publicado']));
    expect(page.ids).toEqual([weeks.get(2), weeks.get(4), weeks.get(6)]);
    expect(exact.ids.slice(0, 3)).toEqual(page.ids);

    const scale = (await publishedAfter('-infinity')) / (await publishedAfter(since));
    expect(page.total).toBe(estimatedCount(3, scale));
    expect(page.total).toBeGreaterThan(3);
    expect(countOf(page, 'provincia', '14')).toBe(estimatedCount(3, scale));
    expect(countOf(page, 'provincia', '02')).toBe(0);
    // A window the sample covers whole is counted exactly: weeks 2 and 4 in the last 30 days.
    expect(countOf(page, 'publicado', '30')).toBe(2);
  });

  it('scales a window reaching past the sample by the ads of its own window, filtering or counting', async () => {
    // Reading 2 rows and the rest of their week: back to week 3, so the last 30 days reach past it.
    const page = await search('zapatero marroquinero', 2, { ...NO_FILTERS, publicado: 30 });
    const since = await beforeWeekOf(weeks.get(3));
    const scale = (await publishedAfter(new Date(Date.now() - 30 * 86_400_000))) / (await publishedAfter(since));
    expect(scale).toBeGreaterThan(1);
    expect(page.ids).toEqual([weeks.get(2)]);
    expect(page.reach).toBe(1);
    expect(page.total).toBe(estimatedCount(1, scale));
    const windows = await search('zapatero marroquinero', 2);
    expect(countOf(windows, 'publicado', '30')).toBe(estimatedCount(1, scale));
    expect(countOf(windows, 'publicado', '7')).toBe(0);
  });

  /** The instant of the newest published ad past the newest `count`: a browse sample's. As text: a Date would drop its microseconds. */
  const sampleSince = async (count: number): Promise<string> =>
    (
      await ctx.dataSource.query(
        `SELECT published_at::text AS since FROM avisos WHERE status = 'published' ORDER BY published_at DESC, id DESC OFFSET $1 LIMIT 1`,
        [count],
      )
    )[0].since;
  const cordoba = { ...NO_FILTERS, provinces: ['14'] };

  it("counts a browse's publication windows over its newest ads, and its other counts and total from the counters", async () => {
    const page = await search('', SAMPLE, cordoba);
    const exact = await search('', 1_000, cordoba);
    expect(exact.estimated).toEqual([]);
    expect(page.estimated).toEqual(['publicado']);
    expect(page.total).toBe(exact.total);
    expect(page.ids).toEqual(exact.ids);
    expect(countOf(page, 'modalidad', 'Presencial')).toBe(countOf(exact, 'modalidad', 'Presencial'));
    // Each window counts the sample's ads in it, scaled when it reaches past the sample.
    const since = await sampleSince(SAMPLE);
    for (const days of PUBLISHED_WITHIN_DAYS) {
      const start = new Date(Date.now() - days * 86_400_000);
      const [{ read }] = await ctx.dataSource.query(
        `SELECT count(*)::int AS read FROM avisos WHERE status = 'published' AND province_id = '14' AND published_at > greatest($1::timestamptz, $2::timestamptz)`,
        [start, since],
      );
      const scale = start >= new Date(since) ? 1 : (await publishedAfter(start)) / (await publishedAfter(since));
      expect(countOf(page, 'publicado', String(days))).toBe(estimatedCount(read, scale));
    }
    expect(countOf(page, 'publicado', '30')).toBeGreaterThan(0);
  });

  it('estimates a browse with several filters from its newest ads and pages through every match', async () => {
    const filters = { ...cordoba, modalidad: 'Presencial' as const };
    // A sample of the ads since week 4's, two of them in Córdoba.
    const sampled = await publishedAfter(await beforeWeekOf(weeks.get(4)));
    const page = await search('', sampled, filters);
    const exact = await search('', 1_000, filters);
    // Every match fits one page: the browse met its last one, so its total is exact; the counts are not.
    expect(exact.total).toBeLessThan(20);
    expect(page.ids).toEqual(exact.ids);
    expect(page.total).toBe(exact.total);
    expect(page.estimated).not.toContain('total');
    // Each filter's own choices are the other filter's pair counters; the rest is counted over the sample.
    expect(page.estimated).toEqual(['area', 'tipoEmpleo', 'nivel', 'salarioDesde', 'publicado', 'discapacidad']);
    expect(countOf(page, 'provincia', '14')).toBe(countOf(exact, 'provincia', '14'));
    expect(countOf(page, 'modalidad', 'Remoto')).toBe(countOf(exact, 'modalidad', 'Remoto'));
    const since = await sampleSince(sampled);
    const [{ read }] = await ctx.dataSource.query(
      `SELECT count(*)::int AS read FROM avisos
        WHERE status = 'published' AND province_id = '14' AND modalidad = 'Presencial' AND tipo_empleo = 'Full-time' AND published_at > $1`,
      [since],
    );
    expect(read).toBeGreaterThan(0);
    expect(countOf(page, 'tipoEmpleo', 'Full-time')).toBe(estimatedCount(read, (await publishedAfter('-infinity')) / (await publishedAfter(since))));
    // A page past the sample's matches still comes from the date index, newest first.
    const second = await search('', sampled, { ...filters, provinces: ['14', '02'] }, 20);
    const secondExact = await search('', 1_000, { ...filters, provinces: ['14', '02'] }, 20);
    expect(second.ids).toEqual(secondExact.ids);
  });

  it('says only how many a browse has shown, and that there are more, when its newest ads hold too few matches', async () => {
    const level = (await ctx.dataSource.query(`SELECT min(id) AS id FROM work_levels`))[0].id;
    const filters = { ...NO_FILTERS, modalidad: 'Presencial' as const, tipoEmpleo: 'Full-time' as const, nivel: level };
    const exact = await search('', 1_000, filters);
    expect(exact.total).toBeGreaterThan(20);
    const page = await search('', SAMPLE, filters);
    expect(page.atLeast).toBe(true);
    expect(page.total).toBe(20);
    expect(page.reach).toBe(21);
    expect(page.ids).toEqual(exact.ids);
    const last = await search('', SAMPLE, filters, 20);
    expect(last.atLeast).toBe(false);
    expect(last.total).toBe(exact.total);
  });

  it('keeps the hours counted through publishing, editing, finishing and deleting', async () => {
    const hourly = () =>
      ctx.dataSource.query(`SELECT hour, qty FROM published_hour_counts WHERE qty > 0 ORDER BY hour`) as Promise<{ hour: Date; qty: number }[]>;
    const fresh = () =>
      ctx.dataSource.query(`SELECT date_trunc('hour', published_at, 'UTC') AS hour, count(*)::int AS qty FROM avisos
                             WHERE status = 'published' GROUP BY 1 ORDER BY 1`) as Promise<{ hour: Date; qty: number }[]>;
    expect(await hourly()).toEqual(await fresh());
    await ctx.dataSource.query(`UPDATE avisos SET published_at = published_at - interval '3 hours' WHERE id = $1`, [weeks.get(1)]);
    await ctx.dataSource.query(`UPDATE avisos SET status = 'finished' WHERE id = $1`, [weeks.get(3)]);
    await ctx.dataSource.query(`DELETE FROM avisos WHERE id = $1`, [weeks.get(5)]);
    expect(await hourly()).toEqual(await fresh());
    // The home's publication windows come from them: whole hours plus the rest of the window's first hour.
    const { body } = await request(ctx.server).get('/api/home/').expect(200);
    for (const days of PUBLISHED_WITHIN_DAYS) {
      const window = (body as HomeResponse).facets.publicado.find((choice) => choice.value === days);
      expect(window?.count).toBe(await publishedAfter(new Date(Date.now() - days * 86_400_000)));
    }
  });
});
