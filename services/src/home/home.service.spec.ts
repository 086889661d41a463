import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CARD_DESCRIPTION_LIMIT, HOME_MESSAGES, type AvisoCardData, type HomeResponse } from '@postulate/contracts';
import { appPerFile } from '../../test/test-app.js';
import { Aviso } from '../avisos/entities/aviso.entity.js';
import { Company } from '../companies/entities/company.entity.js';
import { Area } from '../reference/entities/area.entity.js';
import { Locality } from '../reference/entities/locality.entity.js';
import { SubArea } from '../reference/entities/sub-area.entity.js';
import { WorkLevel } from '../reference/entities/work-level.entity.js';

const ctx = appPerFile();

const home = async (query = ''): Promise<HomeResponse> => (await request(ctx.server).get(`/api/home/${query}`).expect(200)).body;
const titles = (body: HomeResponse) => body.avisos.response.map((aviso) => aviso.titulo);

const DAY = 86_400_000;

/** A published ad of the demo company in Barracas (CABA), with whatever the test overrides. */
async function addAviso(fields: Partial<Aviso> & { titulo: string }, place: [string, string] = ['02', 'Barracas']): Promise<Aviso> {
  const { dataSource } = ctx;
  const repository = dataSource.getRepository(Aviso);
  const [provinceId, name] = place;
  return repository.save(
    repository.create({
      companyId: (await dataSource.getRepository(Company).findOneByOrFail({ razonsocial: 'Logística del Plata S.A.' })).id,
      descripcion: 'Aviso creado por la prueba automática.',
      areaId: (await dataSource.getRepository(Area).findOneByOrFail({ name: 'Logística' })).id,
      subAreaId: (await dataSource.getRepository(SubArea).findOneByOrFail({ name: 'Depósito' })).id,
      workLevelId: (await dataSource.getRepository(WorkLevel).findOneByOrFail({ name: 'Junior' })).id,
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

describe('the demo home', () => {
  it('lists only the published demo ads, newest first, with every area and its count', async () => {
    const body = await home();
    const [{ published }] = await ctx.dataSource.query(`SELECT count(*)::int AS published FROM avisos WHERE status = 'published'`);
    expect(published).toBeGreaterThanOrEqual(12);
    expect(body.avisos.total).toBe(published);
    expect(body.avisos.size).toBe(Math.min(20, published));
    expect(titles(body)).not.toContain('Pasantía en administración de compras');
    expect(titles(body)).not.toContain('Operador/a de autoelevador para temporada alta');
    const dates = body.avisos.response.map((aviso) => aviso.publicadoEl);
    expect(dates).toEqual([...dates].sort().reverse());

    expect(body.areas).toHaveLength(12);
    const logistica = body.areas.find((area) => area.name === 'Logística');
    expect(logistica?.qtyAvisos).toBe(body.avisos.response.filter((aviso) => aviso.area.name === 'Logística').length);
    expect(body.areas.find((area) => area.name === 'Educación')?.qtyAvisos).toBe(0);
    expect(body.areas.reduce((sum, area) => sum + area.qtyAvisos, 0)).toBe(published);
  });

  it('hides the company of a confidential ad and a salary the ad does not show', async () => {
    const body = await home('?q=analista contable');
    const contable = body.avisos.response.find((aviso) => aviso.titulo === 'Analista contable') as AvisoCardData;
    expect(contable).toMatchObject({ nombreEmpresa: null, logoUrl: null, showSalario: false, salarioDesde: null, salarioHasta: null });
    const shown = (await home('?q=backend')).avisos.response[0];
    expect(shown).toMatchObject({
      nombreEmpresa: 'Logística del Plata S.A.',
      showSalario: true,
      salarioDesde: 2_800_000,
      salarioHasta: 3_500_000,
      avisoIdiomas: [{ idioma: 'Inglés', nivelRead: 'Avanzado', nivelWrite: 'Intermedio' }],
      localidad: { label: 'Córdoba' },
      provincia: { id: '14', name: 'CORDOBA' },
    });
  });
});

describe('area counts', () => {
  const qty = async (name: string) => (await home()).areas.find((area) => area.name === name)?.qtyAvisos;

  it('follow ads being published, finished, moved to another area and deleted', async () => {
    const repository = ctx.dataSource.getRepository(Aviso);
    const educacion = await ctx.dataSource.getRepository(Area).findOneByOrFail({ name: 'Educación' });
    const before = { educacion: await qty('Educación'), logistica: await qty('Logística') };
    const aviso = await addAviso({ titulo: 'Capacitador/a en seguridad vial', areaId: educacion.id, status: 'draft', publishedAt: null });
    expect(await qty('Educación')).toBe(before.educacion);
    await repository.update(aviso.id, { status: 'published', publishedAt: new Date() });
    expect(await qty('Educación')).toBe(before.educacion! + 1);
    await repository.update(aviso.id, { areaId: (await ctx.dataSource.getRepository(Area).findOneByOrFail({ name: 'Logística' })).id });
    expect([await qty('Educación'), await qty('Logística')]).toEqual([before.educacion, before.logistica! + 1]);
    await repository.update(aviso.id, { status: 'finished' });
    expect(await qty('Logística')).toBe(before.logistica);
    await repository.update(aviso.id, { status: 'published' });
    await repository.delete(aviso.id);
    expect(await qty('Logística')).toBe(before.logistica);
    const body = await home();
    expect(body.avisos.total).toBe(body.areas.reduce((sum, area) => sum + area.qtyAvisos, 0));
  });
});

describe('search', () => {
  it('ignores case and accents', async () => {
    expect(titles(await home('?q=tecnico'))).toEqual(
      expect.arrayContaining(['Técnico/a electricista de mantenimiento', 'Técnico/a de soporte IT para sucursal']),
    );
    expect(titles(await home('?q=enfermeria'))).toContain('Enfermero/a laboral para servicio médico de planta');
    expect(titles(await home(`?q=${encodeURIComponent('ENFERMERÍA')}`))).toContain('Enfermero/a laboral para servicio médico de planta');
  });

  it('matches plural and singular both ways', async () => {
    await addAviso({ titulo: 'Choferes para reparto nocturno' });
    expect(titles(await home('?q=choferes'))).toEqual(expect.arrayContaining(['Chofer profesional con licencia E1', 'Choferes para reparto nocturno']));
    expect(titles(await home('?q=chofer'))).toEqual(expect.arrayContaining(['Chofer profesional con licencia E1', 'Choferes para reparto nocturno']));
    expect(titles(await home('?q=analistas'))).toEqual(expect.arrayContaining(['Analista contable', 'Analista de comercio exterior']));
  });

  it('finds each word of titles written with a slash', async () => {
    await addAviso({ titulo: 'Cadete/repartidor en moto' });
    expect(titles(await home('?q=repartidor'))).toContain('Cadete/repartidor en moto');
    expect(titles(await home('?q=cadetes'))).toContain('Cadete/repartidor en moto');
  });

  it('takes several provinces at once, alone or with a term', async () => {
    const body = await home('?province=02&province=90');
    expect(body.avisos.total).toBeGreaterThan(0);
    expect(new Set(body.avisos.response.map((aviso) => aviso.provincia.id))).toEqual(new Set(['02', '90']));
    expect(titles(body)).toContain('Representante de atención telefónica - turno tarde');
    expect(titles(await home('?q=tecnico&province=82'))).toEqual(['Técnico/a electricista de mantenimiento']);
  });

  it('narrows to the area chosen in the Areas column, alone, with a term and with a province', async () => {
    const { id: salud } = await ctx.dataSource.getRepository(Area).findOneByOrFail({ name: 'Salud' });
    const inSalud = await home(`?area=${salud}`);
    expect(inSalud.avisos.total).toBe(inSalud.areas.find((area) => area.id === salud)!.qtyAvisos);
    expect(new Set(inSalud.avisos.response.map((aviso) => aviso.area.id))).toEqual(new Set([salud]));
    expect(titles(await home(`?q=enfermero&area=${salud}`))).toEqual(['Enfermero/a laboral para servicio médico de planta']);
    expect((await home(`?q=enfermero&area=${salud + 1000}`)).avisos).toMatchObject({ total: 0, response: [] });
    const inSaludCaba = await home(`?area=${salud}&province=02`);
    expect(inSaludCaba.avisos.response.map((aviso) => [aviso.area.id, aviso.provincia.id])).toEqual(inSaludCaba.avisos.response.map(() => [salud, '02']));
  });

  it('matches any of several comma-separated terms', async () => {
    const body = await home(`?q=${encodeURIComponent('vigilador, enfermero')}`);
    expect(titles(body).sort()).toEqual(['Enfermero/a laboral para servicio médico de planta', 'Vigilador/a para depósito fiscal']);
  });

  it('keeps the newest 5 filters: a sixth drops the oldest, provinces counting after the terms', async () => {
    expect((await home('?q=vigilador,zz1,zz2,zz3,zz4')).avisos.total).toBe(1);
    expect((await home('?q=vigilador,zz1,zz2,zz3,zz4,zz5')).avisos.total).toBe(0);
    expect((await home('?q=zz1,zz2,zz3,vigilador&province=06')).avisos.total).toBe(1);
    expect((await home('?q=vigilador,zz1,zz2,zz3&province=06&province=02')).avisos.total).toBe(0);
  });

  it('splits the search on commas into at most 50 parts', async () => {
    const parts = (at: number) => Array.from({ length: 60 }, (_, index) => (index === at ? 'vigilador' : `zz${index}`));
    expect((await home(`?q=${parts(48).join(',')}`)).avisos.total).toBe(1);
    expect((await home(`?q=${parts(55).join(',')}`)).avisos.total).toBe(0);
  });

  it('ranks a match in the title above one in the description, then the newest first', async () => {
    const now = Date.now();
    await addAviso({ titulo: 'Ayudante de depósito', descripcion: 'Trabajarás junto al soldador del taller.', publishedAt: new Date(now - DAY) });
    await addAviso({ titulo: 'Soldador calificado', publishedAt: new Date(now - 10 * DAY) });
    await addAviso({ titulo: 'Soldador de estructuras', publishedAt: new Date(now - 5 * DAY) });
    expect(titles(await home('?q=soldador'))).toEqual(['Soldador de estructuras', 'Soldador calificado', 'Ayudante de depósito']);
  });

  it('matches the beginning of a word and skips stop words inside a term', async () => {
    expect(titles(await home('?q=tecn'))).toContain('Técnico/a electricista de mantenimiento');
    expect(titles(await home(`?q=${encodeURIComponent('técnico de soporte')}`))).toEqual(['Técnico/a de soporte IT para sucursal']);
    expect((await home('?q=de')).avisos.total).toBe(0);
    // Every other word still has to match.
    expect((await home(`?q=${encodeURIComponent('técnico de zzsoporte')}`)).avisos.total).toBe(0);
  });

  it('follows an ad edited, moved to another province, finished, published again and deleted', async () => {
    const repository = ctx.dataSource.getRepository(Aviso);
    const found = async (query: string) => titles(await home(query)).filter((title) => title.includes('CNC'));
    const aviso = await addAviso({ titulo: 'Tornero CNC' });
    expect(await found('?q=tornero')).toEqual(['Tornero CNC']);
    await repository.update(aviso.id, { titulo: 'Fresador CNC' });
    expect([await found('?q=tornero'), await found('?q=fresador&province=02')]).toEqual([[], ['Fresador CNC']]);
    const cordoba = await ctx.dataSource.getRepository(Locality).findOneByOrFail({ provinceId: '14', name: 'Córdoba' });
    await repository.update(aviso.id, { localityId: cordoba.id });
    expect([await found('?q=fresador&province=02'), await found('?q=fresador&province=14')]).toEqual([[], ['Fresador CNC']]);
    await repository.update(aviso.id, { status: 'finished' });
    expect(await found('?q=fresador')).toEqual([]);
    await repository.update(aviso.id, { status: 'published' });
    expect(await found('?q=fresador')).toEqual(['Fresador CNC']);
    await repository.delete(aviso.id);
    expect(await found('?q=fresador')).toEqual([]);
    const [{ left }] = await ctx.dataSource.query('SELECT count(*)::int AS left FROM aviso_search_terms WHERE aviso_id = $1', [aviso.id]);
    expect(left).toBe(0);
  });

  it('finds nothing for a term without letters or digits', async () => {
    expect((await home(`?q=${encodeURIComponent('¿?!')}`)).avisos.total).toBe(0);
  });
});

describe('paging and visibility', () => {
  beforeAll(async () => {
    const now = Date.now();
    for (let index = 0; index < 45; index += 1) {
      await addAviso({ titulo: `Montacarguista ${index + 1}`, publishedAt: new Date(now - index * 60_000) });
    }
    await addAviso({ titulo: 'Montacarguista borrador', status: 'draft', publishedAt: null });
    await addAviso({ titulo: 'Montacarguista finalizado', status: 'finished', publishedAt: new Date(now) });
  });

  it('answers 20 a page with the total of every page, and nothing past the last one', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => home(`?q=montacarguista&page=${page}`)));
    expect(pages.map((page) => [page.avisos.size, page.avisos.total])).toEqual([
      [20, 45],
      [20, 45],
      [5, 45],
      [0, 45],
    ]);
    const all = pages.flatMap(titles);
    expect(new Set(all).size).toBe(45);
    expect(all[0]).toBe('Montacarguista 1');
    expect(all).not.toContain('Montacarguista borrador');
    expect(all).not.toContain('Montacarguista finalizado');
  });

  it('answers a draft, a finished or an unknown ad with 404 and a Spanish message', async () => {
    const draft = await ctx.dataSource.getRepository(Aviso).findOneByOrFail({ titulo: 'Montacarguista borrador' });
    const finished = await ctx.dataSource.getRepository(Aviso).findOneByOrFail({ titulo: 'Montacarguista finalizado' });
    for (const id of [draft.id, finished.id, 999_999]) {
      const response = await request(ctx.server).get(`/api/home/aviso/${id}`).expect(404);
      expect(response.body).toEqual({ message: HOME_MESSAGES.avisoNotFound });
    }
    await request(ctx.server).get('/api/home/aviso/abc').expect(400);
  });

  it('refuses a malformed page or province with a Spanish message', async () => {
    expect((await request(ctx.server).get('/api/home/?page=0').expect(400)).body.message).toBe('La página debe ser al menos 1');
    expect((await request(ctx.server).get('/api/home/?province=99').expect(400)).body.message).toBe('Debe indicar una provincia válida');
    expect((await request(ctx.server).get('/api/home/?area=logistica').expect(400)).body.message).toBe('Debe indicar un área válida');
  });
});

describe('GET /api/home/aviso/{id}', () => {
  it('gives the whole ad: full description, level, languages and questions', async () => {
    const long = 'Tareas de control de inventario y armado de pedidos. '.repeat(20);
    const aviso = await addAviso({
      titulo: 'Controlador/a de inventario',
      descripcion: long,
      permiteMsjDirecto: true,
      idiomas: [{ idioma: 'Inglés', nivelRead: 'Intermedio', nivelWrite: 'Basico' }],
      preguntas: [{ pregunta: '¿Manejaste lectores de códigos de barras?' }],
    } as Partial<Aviso> & { titulo: string });
    const { body } = await request(ctx.server).get(`/api/home/aviso/${aviso.id}`).expect(200);
    expect(body).toMatchObject({
      id: aviso.id,
      titulo: 'Controlador/a de inventario',
      descripcion: long,
      nivel: { name: 'Junior' },
      area: { name: 'Logística' },
      subarea: { name: 'Depósito' },
      permiteMsjDirecto: true,
      avisoIdiomas: [{ idioma: 'Inglés', nivelRead: 'Intermedio', nivelWrite: 'Basico' }],
      preguntas: [{ id: expect.any(Number), pregunta: '¿Manejaste lectores de códigos de barras?' }],
    });
    const card = (await home('?q=controlador')).avisos.response[0];
    expect(card.descripcion).toHaveLength(CARD_DESCRIPTION_LIMIT + 1);
    expect(long.startsWith(card.descripcion)).toBe(true);
    expect(body.requisito).toBeNull();
  });

  it('shows a gender or age requirement with the reason the company gave', async () => {
    const aviso = await addAviso({
      titulo: 'Guardavidas de pileta',
      genero: 'Femenino',
      edadDesde: 18,
      edadHasta: 50,
      motivoRequisito: 'Vestuario femenino: la guardavidas acompaña a las nadadoras.',
    } as Partial<Aviso> & { titulo: string });
    const { body } = await request(ctx.server).get(`/api/home/aviso/${aviso.id}`).expect(200);
    expect(body.requisito).toEqual({
      genero: 'Femenino',
      edadDesde: 18,
      edadHasta: 50,
      motivo: 'Vestuario femenino: la guardavidas acompaña a las nadadoras.',
    });
  });
});
