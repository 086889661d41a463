import { beforeAll, describe, expect, it } from '@jest/globals';
import { CUIL_MESSAGES, CV_MESSAGES, formatDmy, MESSAGES, type CvInput } from '@postulate/contracts';
import { applicantIdOf, newApplicant, validCv } from '../../test/applicants.js';
import { appPerFile } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';

const ctx = appPerFile();
let ana: LoggedIn;
let anaId: number;
let bruno: LoggedIn;
let brunoId: number;

beforeAll(async () => {
  ana = await login(ctx.server, 'postulante');
  anaId = applicantIdOf(ana);
  ({ session: bruno, applicantId: brunoId } = await newApplicant(ctx.dataSource, ctx.server, 'bruno'));
});

const save = (who: LoggedIn, id: number, version: number, cv: unknown) => postAs(ctx.server, who, `/api/cv/update/${id}`, { version, cv });
const read = (who: LoggedIn | null, id: number) => getAs(ctx.server, who, `/api/cv/get/${id}`);
const stored = async (id: number) =>
  (await ctx.dataSource.query('SELECT version, data FROM cvs WHERE applicant_id = $1', [id]))[0] as { version: number; data: CvInput } | undefined;

describe('who may use /api/cv', () => {
  it('refuses visitors and the other roles', async () => {
    expect((await read(null, anaId)).status).toBe(401);
    for (const name of ['empresa', 'tester', 'admin']) {
      const other = await login(ctx.server, name);
      expect((await read(other, anaId)).body).toEqual({ message: MESSAGES.forbidden });
      expect((await save(other, anaId, 0, validCv())).status).toBe(403);
    }
  });

  it("keeps one applicant out of another's CV, reading and writing", async () => {
    await save(bruno, brunoId, 0, validCv({ name: 'Bruno Díaz' })).expect(200);
    const before = await stored(brunoId);
    expect((await read(ana, brunoId)).status).toBe(403);
    expect((await save(ana, brunoId, before!.version, validCv({ name: 'Intruso Total' }))).status).toBe(403);
    expect(await stored(brunoId)).toEqual(before);
  });
});

describe('saving the whole CV', () => {
  it('starts empty, saves under the applicant id and shows the name in the session profile', async () => {
    const carla = await newApplicant(ctx.dataSource, ctx.server, 'carla');
    expect((await read(carla.session, carla.applicantId).expect(200)).body).toEqual({
      id: carla.applicantId,
      version: 0,
      cv: null,
      updatedAt: null,
    });
    const { body } = await save(carla.session, carla.applicantId, 0, validCv()).expect(200);
    expect(body).toMatchObject({ id: carla.applicantId, version: 1, cv: { name: 'María José Ñúñez' } });
    // The label is the server's, whatever the browser sent.
    expect(body.cv.location).toEqual({ id: '0209801001', label: 'Palermo' });
    const profile = await getAs(ctx.server, carla.session, '/api/usuar/session').expect(200);
    expect(profile.body.postulante.cv).toEqual({ name: 'María José Ñúñez' });

    const second = await save(carla.session, carla.applicantId, 1, validCv({ specialAbilities: [] })).expect(200);
    expect(second.body.version).toBe(2);
    expect((await read(carla.session, carla.applicantId)).body.cv.specialAbilities).toEqual([]);
  });

  it('refuses a save from a stale version with 409 and writes nothing', async () => {
    const dora = await newApplicant(ctx.dataSource, ctx.server, 'dora');
    await save(dora.session, dora.applicantId, 0, validCv()).expect(200);
    // Tab A saves a new language; tab B, still on version 1, removes the work experience.
    await save(dora.session, dora.applicantId, 1, validCv({ languages: [] })).expect(200);
    const stale = await save(dora.session, dora.applicantId, 1, validCv({ workExperience: [] }));
    expect([stale.status, stale.body]).toEqual([409, { message: CV_MESSAGES.staleVersion }]);
    const row = await stored(dora.applicantId);
    expect(row!.version).toBe(2);
    expect(row!.data.workExperience).toHaveLength(1);
    expect(row!.data.languages).toEqual([]);
  });

  it('lets exactly one of two concurrent saves of the same version through', async () => {
    const eva = await newApplicant(ctx.dataSource, ctx.server, 'evaluna');
    const first = await Promise.all([
      save(eva.session, eva.applicantId, 0, validCv({ name: 'Primera Pestaña' })),
      save(eva.session, eva.applicantId, 0, validCv({ name: 'Segunda Pestaña' })),
    ]);
    expect(first.map((response) => response.status).sort()).toEqual([200, 409]);
    const again = await Promise.all([
      save(eva.session, eva.applicantId, 1, validCv({ name: 'Tercera Pestaña' })),
      save(eva.session, eva.applicantId, 1, validCv({ name: 'Cuarta Pestaña' })),
    ]);
    expect(again.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = again.find((response) => response.status === 200)!.body.cv.name;
    expect((await stored(eva.applicantId))!.data.name).toBe(winner);
    expect((await stored(eva.applicantId))!.version).toBe(2);
  });

  it('refuses a locality of another province, and files the CV does not hold', async () => {
    const refuse = async (cv: CvInput, field: string, message: string) => {
      const response = await save(bruno, brunoId, (await stored(brunoId))!.version, cv);
      expect([response.status, response.body.field, response.body.message]).toEqual([400, field, message]);
    };
    await refuse(validCv({ province: '14' }), 'location', CV_MESSAGES.localityOutsideProvince);
    await refuse(validCv({ location: { id: 'no-existe', label: 'x' } }), 'location', CV_MESSAGES.localityRequired);
    const foreign = { id: '123', nombre: 'ajena.png', tipo: 'image/png' as const };
    await refuse(validCv({ fotoPerfil: foreign }), 'fotoPerfil', CV_MESSAGES.invalidFile);
    await refuse(validCv({ seguridad: { ...validCv().seguridad, documento: foreign } }), 'seguridad.documento', CV_MESSAGES.invalidFile);
  });
});

describe('what real people have today (decided in issue 14)', () => {
  it('saves an 8-digit DNI typed with dots and a Cuil with dashes as digits, a job held today with no end date, one that ended today and a study in course with none', async () => {
    const base = validCv();
    const today = formatDmy(new Date());
    const cv = validCv({
      dni: '30.123.456',
      cuit: '20-12345678-6',
      workExperience: [
        { ...base.workExperience![0], id: 'held', desde: '01/02/2026', hasta: '', continua: true },
        { ...base.workExperience![0], id: 'ended', hasta: today, continua: false },
      ],
      educations: [{ ...base.educations![0], state: 'cursando', fechaf: '' }],
    });
    const response = await save(bruno, brunoId, (await stored(brunoId))!.version, cv).expect(200);
    expect(response.body.cv).toMatchObject({ dni: '30123456', cuit: '20123456786' });
    expect(response.body.cv.workExperience.map((job: { hasta: string; continua: boolean }) => [job.hasta, job.continua])).toEqual([
      ['', true],
      [today, false],
    ]);
    expect(response.body.cv.educations[0]).toMatchObject({ state: 'cursando', fechaf: '' });
  });
});

describe('every rule of the CV answers its Spanish message and saves nothing', () => {
  const base = validCv();
  const item = <K extends 'workExperience' | 'educations' | 'posGrados' | 'languages' | 'informaticas' | 'specialAbilities'>(
    key: K,
    change: Record<string, unknown>,
  ): Partial<CvInput> => ({ [key]: [{ ...base[key]![0], ...change }] });
  const security = (change: Record<string, unknown>): Partial<CvInput> => ({ seguridad: { ...base.seguridad, ...change } });

  const cases: [string, Partial<CvInput>, string, string][] = [
    ['short name', { name: 'Ana' }, 'cv.name', CV_MESSAGES.nameMin],
    ['missing birth date', { fecha: '' }, 'cv.fecha', CV_MESSAGES.dateRequired],
    ['birth date before 1950', { fecha: '31/12/1949' }, 'cv.fecha', CV_MESSAGES.dateRequired],
    ['birth date after 2028', { fecha: '01/01/2029' }, 'cv.fecha', CV_MESSAGES.dateRequired],
    ['impossible birth date', { fecha: '31/02/1990' }, 'cv.fecha', CV_MESSAGES.dateRequired],
    ['ISO birth date', { fecha: '1990-03-15' }, 'cv.fecha', CV_MESSAGES.dateRequired],
    ['no nationality', { nationality: '' as never }, 'cv.nationality', CV_MESSAGES.nationalityRequired],
    ['unknown nationality', { nationality: 'Marciana' as never }, 'cv.nationality', CV_MESSAGES.nationalityRequired],
    ['letters in dni', { dni: '12a4567' }, 'cv.dni', CV_MESSAGES.dniDigits],
    ['dni of 6 digits', { dni: '123456' }, 'cv.dni', CV_MESSAGES.dniLength],
    ['dni of 9 digits', { dni: '123456789' }, 'cv.dni', CV_MESSAGES.dniLength],
    ['birth date of a 17-year-old', { fecha: formatDmy(new Date(Date.now() - 17 * 365.25 * 86_400_000)) }, 'cv.fecha', CV_MESSAGES.underage],
    ['no Cuil', { cuit: '' }, 'cv.cuit', CUIL_MESSAGES.required],
    ['Cuil with slashes', { cuit: '20/12345678/6' }, 'cv.cuit', CUIL_MESSAGES.digitsOnly],
    ['Cuil with a wrong check digit', { cuit: '20123456785' }, 'cv.cuit', CUIL_MESSAGES.checkDigit],
    ['no marital status', { maritalStatus: '' as never }, 'cv.maritalStatus', CV_MESSAGES.maritalStatusRequired],
    ['short phone', { tel: '12345' }, 'cv.tel', CV_MESSAGES.telMin],
    ['bad e-mail', { mail: 'maria@' }, 'cv.mail', MESSAGES.emailFormat],
    ['short address', { direction: 'Calle' }, 'cv.direction', CV_MESSAGES.directionMin],
    ['no province', { province: '' }, 'cv.province', CV_MESSAGES.provinceRequired],
    ['no locality', { location: null as never }, 'cv.location', CV_MESSAGES.localityRequired],
    ['51-character name', { name: 'N'.repeat(51) }, 'cv.name', CV_MESSAGES.textMax],
    ['job description short', item('workExperience', { description: 'abc' }), 'cv.workExperience.0.description', CV_MESSAGES.descriptionMin],
    ['job description long', item('workExperience', { description: 'x'.repeat(251) }), 'cv.workExperience.0.description', CV_MESSAGES.textareaMax],
    ['company short', item('workExperience', { bussiness: 'abc' }), 'cv.workExperience.0.bussiness', CV_MESSAGES.companyMin],
    ['position short', item('workExperience', { position: 'abc' }), 'cv.workExperience.0.position', CV_MESSAGES.positionMin],
    ['task short', item('workExperience', { task: 'abc' }), 'cv.workExperience.0.task', CV_MESSAGES.taskMin],
    ['job start missing', item('workExperience', { desde: '' }), 'cv.workExperience.0.desde', CV_MESSAGES.dateRequired],
    ['job start before 1980', item('workExperience', { desde: '31/12/1979' }), 'cv.workExperience.0.desde', CV_MESSAGES.dateBeforeHistory],
    [
      'job end tomorrow',
      item('workExperience', { hasta: formatDmy(new Date(Date.now() + 86_400_000)) }),
      'cv.workExperience.0.hasta',
      CV_MESSAGES.dateAfterToday,
    ],
    [
      'job still held without an end date, on a day after today',
      item('workExperience', { continua: true, hasta: '', desde: formatDmy(new Date(Date.now() + 86_400_000)) }),
      'cv.workExperience.0.desde',
      CV_MESSAGES.dateAfterToday,
    ],
    [
      'job not held any more without an end date',
      item('workExperience', { continua: false, hasta: '' }),
      'cv.workExperience.0.hasta',
      CV_MESSAGES.dateRequired,
    ],
    ['finished study without an end date', item('educations', { state: 'graduado', fechaf: '' }), 'cv.educations.0.fechaf', CV_MESSAGES.dateRequired],
    ['job ends before it starts', item('workExperience', { hasta: '01/01/2014' }), 'cv.workExperience.0.hasta', CV_MESSAGES.dateOrder],
    ['bad reference e-mail', item('workExperience', { mailReference: 'jorge' }), 'cv.workExperience.0.mailReference', MESSAGES.emailFormat],
    ['reference name of one letter', item('workExperience', { nameReferencia: 'J' }), 'cv.workExperience.0.nameReferencia', CV_MESSAGES.referenceMin],
    ['study title short', item('educations', { description: 'Lic' }), 'cv.educations.0.description', CV_MESSAGES.titleMin],
    ['study type missing', item('educations', { type: '' }), 'cv.educations.0.type', CV_MESSAGES.studyTypeRequired],
    ['study country missing', item('educations', { country: '' }), 'cv.educations.0.country', CV_MESSAGES.countryRequired],
    ['institution short', item('educations', { institution: 'U' }), 'cv.educations.0.institution', CV_MESSAGES.institutionMin],
    ['study start missing', item('educations', { fechai: '' }), 'cv.educations.0.fechai', CV_MESSAGES.dateRequired],
    ['study end missing', item('educations', { fechaf: '' }), 'cv.educations.0.fechaf', CV_MESSAGES.dateRequired],
    ['study state missing', item('educations', { state: '' }), 'cv.educations.0.state', CV_MESSAGES.stateRequired],
    ['postgraduate name short', item('posGrados', { description: 'MBA' }), 'cv.posGrados.0.description', CV_MESSAGES.nameMin],
    ['postgraduate country missing', item('posGrados', { country: '' }), 'cv.posGrados.0.country', CV_MESSAGES.countryRequired],
    ['postgraduate state missing', item('posGrados', { state: 'terminado' }), 'cv.posGrados.0.state', CV_MESSAGES.stateRequired],
    ['postgraduate institution short', item('posGrados', { institution: 'I' }), 'cv.posGrados.0.institution', CV_MESSAGES.institutionMin],
    ['postgraduate dates after 2024', item('posGrados', { fechaf: '01/01/2030' }), 'cv.posGrados.0.fechaf', CV_MESSAGES.dateAfterToday],
    ['language name short', item('languages', { description: 'Ing' }), 'cv.languages.0.description', CV_MESSAGES.languageMin],
    ['oral level missing', item('languages', { levelOral: '' }), 'cv.languages.0.levelOral', CV_MESSAGES.levelOralRequired],
    ['written level missing', item('languages', { levelWritten: 'Experto' }), 'cv.languages.0.levelWritten', CV_MESSAGES.levelWrittenRequired],
    ['software name short', item('informaticas', { name: 'R' }), 'cv.informaticas.0.name', CV_MESSAGES.softwareMin],
    ['software description short', item('informaticas', { description: 'ok' }), 'cv.informaticas.0.description', CV_MESSAGES.descriptionMin],
    ['software level missing', item('informaticas', { level: '' }), 'cv.informaticas.0.level', CV_MESSAGES.levelRequired],
    ['special knowledge short', item('specialAbilities', { description: 'abc' }), 'cv.specialAbilities.0.description', CV_MESSAGES.descriptionMin],
    ['ticked without a date', security({ clu: true, cluDate: '' }), 'cv.seguridad.cluDate', CV_MESSAGES.securityDateRequired],
    ['security date after 2074', security({ portacion: true, portacionDate: '01/01/2075' }), 'cv.seguridad.portacionDate', CV_MESSAGES.securityDateRequired],
    [
      'security date before 1980',
      security({ reincidencia: true, reincidenciaDate: '31/12/1979' }),
      'cv.seguridad.reincidenciaDate',
      CV_MESSAGES.securityDateRequired,
    ],
    [
      'too many items',
      { specialAbilities: Array.from({ length: 21 }, (_, index) => ({ id: `s${index}`, description: 'Conocimiento' })) },
      'cv.specialAbilities',
      CV_MESSAGES.tooManyItems,
    ],
    ['two items with one id', { languages: [base.languages![0], base.languages![0]] }, 'cv.languages', CV_MESSAGES.duplicateItem],
  ];

  it.each(cases)('%s', async (_label, change, field, message) => {
    const before = await stored(brunoId);
    const response = await save(bruno, brunoId, before!.version, { ...base, ...change });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, message });
    expect(await stored(brunoId)).toEqual(before);
  });

  it('accepts a security date up to 31/12/2074 and drops dates of unticked boxes', async () => {
    const version = (await stored(brunoId))!.version;
    const { body } = await save(bruno, brunoId, version, {
      ...base,
      seguridad: { ...base.seguridad, portacion: true, portacionDate: '31/12/2074', clu: false, cluDate: '01/01/2000' },
    }).expect(200);
    expect(body.cv.seguridad).toMatchObject({ portacion: true, portacionDate: '31/12/2074', clu: false, cluDate: '' });
  });
});
