import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AMOUNT_MESSAGES, PUBLISHED_WITHIN_DAYS, SALARY_FACET_STEPS, type HomeFacets, type HomeResponse } from '@postulate/contracts';
import { appPerFile } from '../../test/test-app.js';
import { Aviso } from '../avisos/entities/aviso.entity.js';
import { Company } from '../companies/entities/company.entity.js';
import { Area } from '../reference/entities/area.entity.js';
import { Locality } from '../reference/entities/locality.entity.js';
import { SubArea } from '../reference/entities/sub-area.entity.js';
import { WorkLevel } from '../reference/entities/work-level.entity.js';

const ctx = appPerFile();

const DAY = 86_400_000;

const home = async (query = ''): Promise<HomeResponse> => (await request(ctx.server).get(`/api/home/${query}`).expect(200)).body;
const titles = (body: HomeResponse) => body.avisos.response.map((aviso) => aviso.titulo).sort();

const idOf = async (entity: typeof Area | typeof WorkLevel, name: string) => (await ctx.dataSource.getRepository(entity).findOneByOrFail({ name })).id;

/** A published ad of the demo company in Barracas (CABA), with whatever the test overrides. */
async function addAviso(fields: Partial<Aviso> & { titulo: string }, place: [string, string] = ['02', 'Barracas']): Promise<Aviso> {
  const { dataSource } = ctx;
  const repository = dataSource.getRepository(Aviso);
  const [provinceId, name] = place;
  return repository.save(
    repository.create({
      companyId: (await dataSource.getRepository(Company).findOneByOrFail({ razonsocial: 'Logística del Plata S.A.' })).id,
      descripcion: 'Aviso creado por la prueba automática.',
      areaId: await idOf(Area, 'Logística'),
      subAreaId: (await dataSource.getRepository(SubArea).findOneByOrFail({ name: 'Depósito' })).id,
      workLevelId: await idOf(WorkLevel, 'Junior'),
      localityId: (await dataSource.getRepository(Locality).findOneByOrFail({ provinceId, name })).id,
      modalidad: 'Presencial',
      tipoEmpleo: 'Full-time',
      vacantes: 1,
      status: 'published',
      publishedAt: new Date(),
      ...fields,
    }),
  );
}

/** A published ad's facet columns, as the oracle below reads them. */
interface AdRow {
  id: number;
  area_id: number;
  province_id: string;
  modalidad: string;
  tipo_empleo: string;
  work_level_id: number;
  discapacidad: boolean;
  show_salario: boolean;
  salario_desde: number | null;
  salario_hasta: number | null;
  published_at: Date;
}

/** The query's filters, as GET /api/home/ takes them. */
interface Filters {
  province?: string[];
  area?: number;
  modalidad?: string;
  tipoEmpleo?: string;
  nivel?: number;
  salarioDesde?: number;
  publicado?: number;
  discapacidad?: boolean;
}

const publishedAds = async (): Promise<AdRow[]> =>
  ctx.dataSource.query(`SELECT id, area_id, province_id, modalidad, tipo_empleo, work_level_id, discapacidad, show_salario,
                               salario_desde, salario_hasta, published_at
                          FROM avisos WHERE status = 'published'`);

const reach = (ad: AdRow) => (ad.show_salario ? (ad.salario_hasta ?? ad.salario_desde) : null);

/** Each filter as a test on an ad, by the control it belongs to. */
const TESTS: Record<keyof Filters, (ad: AdRow, filters: Filters) => boolean> = {
  province: (ad, { province }) => province!.includes(ad.province_id),
  area: (ad, { area }) => ad.area_id === area,
  modalidad: (ad, { modalidad }) => ad.modalidad === modalidad,
  tipoEmpleo: (ad, { tipoEmpleo }) => ad.tipo_empleo === tipoEmpleo,
  nivel: (ad, { nivel }) => ad.work_level_id === nivel,
  salarioDesde: (ad, { salarioDesde }) => (reach(ad) ?? -1) >= salarioDesde!,
  publicado: (ad, { publicado }) => ad.published_at.getTime() > Date.now() - publicado! * DAY,
  discapacidad: (ad, { discapacidad }) => !discapacidad || ad.discapacidad,
};

const passes = (ad: AdRow, filters: Filters, skip?: keyof Filters) =>
  (Object.keys(filters) as (keyof Filters)[]).every((name) => name === skip || TESTS[name](ad, filters));

/** The facets the search should answer, counted here over `ads` (the search's terms already applied). */
function expectedFacets(ads: AdRow[], filters: Filters, body: HomeResponse): HomeFacets {
  const count = (skip: keyof Filters, choice: (ad: AdRow) => boolean) => ads.filter((ad) => passes(ad, filters, skip) && choice(ad)).length;
  return {
    area: body.areas.map((area) => ({ value: area.id, count: count('area', (ad) => ad.area_id === area.id) })),
    provincia: body.facets.provincia.map(({ value }) => ({ value, count: count('province', (ad) => ad.province_id === value) })),
    modalidad: body.facets.modalidad.map(({ value }) => ({ value, count: count('modalidad', (ad) => ad.modalidad === value) })),
    tipoEmpleo: body.facets.tipoEmpleo.map(({ value }) => ({ value, count: count('tipoEmpleo', (ad) => ad.tipo_empleo === value) })),
    nivel: body.facets.nivel.map(({ value, name }) => ({ value, name, count: count('nivel', (ad) => ad.work_level_id === value) })),
    salarioDesde: SALARY_FACET_STEPS.map((step) => ({ value: step, count: count('salarioDesde', (ad) => (reach(ad) ?? -1) >= step) })),
    publicado: PUBLISHED_WITHIN_DAYS.map((days) => ({ value: days, count: count('publicado', (ad) => ad.published_at.getTime() > Date.now() - days * DAY) })),
    discapacidad: count('discapacidad', (ad) => ad.discapacidad),
  };
}

const queryOf = (filters: Filters, q?: string) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const [name, value] of Object.entries(filters)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  return `?${params.toString()}`;
};

/** The search's answer checked against a count over the ads themselves: its total and every facet. */
async function expectCounted(filters: Filters, q?: string): Promise<HomeResponse> {
  const body = await home(queryOf(filters, q));
  let ads = await publishedAds();
  if (q) {
    // The term's matches, whatever the filters: every page of the search without them.
    const found = new Set<number>();
    for (let page = 1; ; page += 1) {
      const { avisos } = await home(`?q=${encodeURIComponent(q)}&page=${page}`);
      avisos.response.forEach((aviso) => found.add(aviso.id));
      if (avisos.response.length < 20) break;
    }
    ads = ads.filter((ad) => found.has(ad.id));
  }
  expect(body.avisos.total).toBe(ads.filter((ad) => passes(ad, filters)).length);
  expect(body.facets).toEqual(expectedFacets(ads, filters, body));
  return body;
}

describe('the facet filters', () => {
  let ids: { tecnologia: number; senior: number };

  beforeAll(async () => {
    ids = { tecnologia: await idOf(Area, 'Tecnología'), senior: await idOf(WorkLevel, 'Senior') };
    await addAviso({ titulo: 'Quetzal remoto senior', modalidad: 'Remoto', workLevelId: ids.senior, areaId: ids.tecnologia });
    await addAviso({ titulo: 'Quetzal híbrido part-time', modalidad: 'Híbrido', tipoEmpleo: 'Part-time', publishedAt: new Date(Date.now() - 3 * DAY) });
    await addAviso({ titulo: 'Quetzal apto discapacidad', discapacidad: true, publishedAt: new Date(Date.now() - 12 * DAY) }, ['14', 'Córdoba']);
    await addAviso({
      titulo: 'Quetzal salario alto',
      showSalario: true,
      salarioDesde: 900_000,
      salarioHasta: 1_600_000,
      publishedAt: new Date(Date.now() - 60 * DAY),
    });
    await addAviso({ titulo: 'Quetzal salario desde', showSalario: true, salarioDesde: 1_000_000, salarioHasta: null });
    await addAviso({ titulo: 'Quetzal salario oculto', showSalario: false, salarioDesde: 5_000_000, salarioHasta: 6_000_000 });
  });

  it('each narrows the search to the ads it names', async () => {
    expect(titles(await home('?q=quetzal&modalidad=Remoto'))).toEqual(['Quetzal remoto senior']);
    expect(titles(await home('?q=quetzal&tipoEmpleo=Part-time'))).toEqual(['Quetzal híbrido part-time']);
    expect(titles(await home(`?q=quetzal&nivel=${ids.senior}`))).toEqual(['Quetzal remoto senior']);
    expect(titles(await home(`?q=quetzal&area=${ids.tecnologia}`))).toEqual(['Quetzal remoto senior']);
    expect(titles(await home('?q=quetzal&discapacidad=true'))).toEqual(['Quetzal apto discapacidad']);
    expect(titles(await home('?q=quetzal&discapacidad=false'))).toHaveLength(6);
    // A shown range reaching the amount: its top, or its bottom without a top; a hidden salary never.
    expect(titles(await home('?q=quetzal&salarioDesde=1000000'))).toEqual(['Quetzal salario alto', 'Quetzal salario desde']);
    // The amount as Argentines write it filters the same.
    expect(titles(await home('?q=quetzal&salarioDesde=1.000.000'))).toEqual(['Quetzal salario alto', 'Quetzal salario desde']);
    expect(titles(await home('?q=quetzal&salarioDesde=1000001'))).toEqual(['Quetzal salario alto']);
    expect(titles(await home('?q=quetzal&salarioDesde=1700000'))).toEqual([]);
    // 'Con salario publicado' (salarioDesde=1): every ad showing its salary, never a hidden one.
    expect(titles(await home('?q=quetzal&salarioDesde=1'))).toEqual(['Quetzal salario alto', 'Quetzal salario desde']);
    expect(titles(await home('?q=quetzal&publicado=1'))).toEqual(['Quetzal remoto senior', 'Quetzal salario desde', 'Quetzal salario oculto']);
    expect(titles(await home('?q=quetzal&publicado=7'))).toHaveLength(4);
    expect(titles(await home('?q=quetzal&publicado=30'))).toHaveLength(5);
    expect(titles(await home('?q=quetzal&modalidad=Híbrido&publicado=7&province=02'))).toEqual(['Quetzal híbrido part-time']);
    expect(titles(await home('?q=quetzal&modalidad=Remoto&tipoEmpleo=Part-time'))).toEqual([]);
  });

  it('count, per control, the ads every other filter leaves, the control replacing its own', async () => {
    const body = await expectCounted({ modalidad: 'Remoto', nivel: ids.senior }, 'quetzal');
    expect(body.facets.modalidad).toEqual([
      { value: 'Presencial', count: 0 },
      { value: 'Híbrido', count: 0 },
      { value: 'Remoto', count: 1 },
    ]);
    const presencial = await expectCounted({ modalidad: 'Presencial' }, 'quetzal');
    // Replacing 'Presencial' by each modalidad: the Remoto and Híbrido ads, and the four Presencial ones.
    expect(presencial.facets.modalidad.map((choice) => choice.count)).toEqual([4, 1, 1]);
    expect(presencial.facets.provincia.find((choice) => choice.value === '14')?.count).toBe(1);
    expect(presencial.facets.discapacidad).toBe(1);
    expect(presencial.facets.salarioDesde.find((choice) => choice.value === 1_000_000)?.count).toBe(2);
  });

  it('count every choice, in the order of the contract, over a term search and a browse', async () => {
    await expectCounted({}, 'quetzal');
    await expectCounted({ discapacidad: true, province: ['14'] }, 'quetzal');
    await expectCounted({ salarioDesde: 800_000, publicado: 30 }, 'quetzal');
    await expectCounted({ modalidad: 'Remoto' });
    await expectCounted({ tipoEmpleo: 'Full-time', publicado: 7 });
    await expectCounted({ province: ['02', '14'], area: ids.tecnologia, nivel: ids.senior, discapacidad: true });
    await expectCounted({ salarioDesde: 1_000_000 });
    await expectCounted({ province: ['14'] });
    // 'Con salario publicado', alone (from the pair counters), with another filter and with a term.
    const published = await expectCounted({ salarioDesde: 1 });
    expect(published.facets.salarioDesde[0]).toEqual({ value: 1, count: published.avisos.total });
    await expectCounted({ salarioDesde: 1, modalidad: 'Presencial' });
    await expectCounted({ salarioDesde: 1, publicado: 30 }, 'quetzal');
  });

  it('answer zero counts for a term no ad has', async () => {
    const body = await home('?q=zzyzxqwv&modalidad=Remoto');
    expect(body.avisos.total).toBe(0);
    expect(body.facets.modalidad.map((choice) => choice.count)).toEqual([0, 0, 0]);
    expect(body.facets.area).toHaveLength(body.areas.length);
    expect(body.facets.discapacidad).toBe(0);
  });

  it('page a filtered search with the total of every page', async () => {
    for (let index = 0; index < 23; index += 1) {
      await addAviso({
        titulo: `Colibrí remoto ${index}`,
        modalidad: index < 21 ? 'Remoto' : 'Presencial',
        publishedAt: new Date(Date.now() - index * 60_000),
      });
    }
    const first = await home('?q=colibri&modalidad=Remoto');
    const second = await home('?q=colibri&modalidad=Remoto&page=2');
    expect([first.avisos.total, first.avisos.size, second.avisos.total, second.avisos.size]).toEqual([21, 20, 21, 1]);
    expect(second.avisos.response[0].titulo).toBe('Colibrí remoto 20');
    const browse = await home('?modalidad=Remoto&page=2');
    const [{ remote }] = await ctx.dataSource.query(`SELECT count(*)::int AS remote FROM avisos WHERE status = 'published' AND modalidad = 'Remoto'`);
    expect([browse.avisos.total, browse.avisos.size]).toEqual([remote, Math.min(20, remote - 20)]);
  });
});

describe('the unfiltered facets', () => {
  /** The home without filters, and a browse by one value (read from the pair counters), counted over the ads. */
  const expectCounters = async () => {
    const browses: Filters[] = [
      { province: ['14'] },
      { province: ['02', '14'] },
      { modalidad: 'Remoto' },
      { discapacidad: true },
      { salarioDesde: 800_000 },
      { salarioDesde: 1 },
    ];
    for (const filters of browses) await expectCounted(filters);
    // A term search counts from the columns its stem index carries: they must follow the ad too.
    await expectCounted({ modalidad: 'Remoto', province: ['14'] }, 'contador facetas');
    await expectCounted({ discapacidad: true }, 'contador, quetzal');
    return expectCounted({});
  };

  it('come from counters that follow ads published, edited, finished and deleted, as do one-value browses and term searches', async () => {
    await expectCounters();
    const repository = ctx.dataSource.getRepository(Aviso);
    const aviso = await addAviso({
      titulo: 'Contador de facetas',
      status: 'draft',
      publishedAt: null,
      showSalario: true,
      salarioDesde: 600_000,
      salarioHasta: 900_000,
    });
    await expectCounters();
    await repository.update(aviso.id, { status: 'published', publishedAt: new Date() });
    await expectCounters();
    await repository.update(aviso.id, {
      modalidad: 'Remoto',
      tipoEmpleo: 'Freelance',
      workLevelId: await idOf(WorkLevel, 'Senior'),
      discapacidad: true,
      salarioHasta: 2_500_000,
      localityId: (await ctx.dataSource.getRepository(Locality).findOneByOrFail({ provinceId: '14', name: 'Córdoba' })).id,
    });
    await expectCounters();
    await repository.update(aviso.id, { showSalario: false });
    await expectCounters();
    await repository.update(aviso.id, { status: 'finished' });
    await expectCounters();
    await repository.update(aviso.id, { status: 'published' });
    await expectCounters();
    // Several ads in one statement: the statement trigger counts them together.
    await ctx.dataSource.query(`UPDATE avisos SET discapacidad = NOT discapacidad WHERE titulo LIKE 'Quetzal%' OR id = $1`, [aviso.id]);
    await expectCounters();
    await repository.delete(aviso.id);
    const body = await expectCounters();
    const [{ rows }] = await ctx.dataSource.query(`SELECT count(*)::int AS rows FROM aviso_facet_counts WHERE qty < 0`);
    expect(rows).toBe(0);
    expect(body.facets.provincia).toHaveLength(24);
  });

  it('use the salary steps of the contract', async () => {
    const [{ steps }] = await ctx.dataSource.query(`SELECT salary_steps() AS steps`);
    expect(steps).toEqual([...SALARY_FACET_STEPS]);
  });
});

describe('invalid filters', () => {
  it.each([
    ['modalidad=Teletrabajo', 'Debe indicar una modalidad válida'],
    ['tipoEmpleo=Changa', 'Debe indicar un tipo de empleo válido'],
    ['nivel=0', 'Debe indicar un nivel válido'],
    ['nivel=senior', 'Debe indicar un nivel válido'],
    ['salarioDesde=-5', AMOUNT_MESSAGES.negative],
    ['salarioDesde=0', 'El salario debe ser mayor que 0'],
    ['salarioDesde=800.00', AMOUNT_MESSAGES.thousands],
    ['salarioDesde=800000,50', AMOUNT_MESSAGES.noCents],
    ['salarioDesde=99999999999', 'El salario es demasiado alto'],
    ['publicado=3', 'La fecha de publicación debe ser 1, 7 o 30 días'],
    ['discapacidad=si', 'El filtro de discapacidad debe ser true o false'],
  ])('answers %s with 400 and a Spanish message', async (query, message) => {
    const response = await request(ctx.server).get(`/api/home/?${query}`).expect(400);
    expect(response.body.message).toBe(message);
  });
});
