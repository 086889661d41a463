import { beforeAll, describe, expect, it } from '@jest/globals';
import type { CompanyApplicationsPage, CompanyDashboard } from '@postulate/contracts';
import { insertAviso } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { appPerFile } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/writes.js';

const ctx = appPerFile();
let empresa: LoggedIn;
let companyUser: number;
let aviso: { id: number };
let other: { id: number };
let people = 0;

beforeAll(async () => {
  empresa = await login(ctx.server, 'empresa');
  [{ id: companyUser }] = await ctx.dataSource.query(`SELECT id FROM users WHERE name = 'empresa'`);
  aviso = await insertAviso(ctx.dataSource, { titulo: 'Operario que espera respuesta', permiteMsjDirecto: true });
  other = await insertAviso(ctx.dataSource, { titulo: 'Chofer que espera respuesta', permiteMsjDirecto: true });
});

interface Story {
  on?: { id: number };
  appliedDaysAgo: number;
  /** The application's stage now, and the changes that took it there (`automatic` as a finished ad's discard). */
  stage?: string;
  changes?: { stage: string; automatic?: boolean }[];
  companyMessage?: boolean;
  withdrawn?: boolean;
}

/** An application of a new applicant, `appliedDaysAgo` days old (and an hour), with its history. */
async function application(story: Story): Promise<number> {
  people += 1;
  const { dataSource } = ctx;
  const [user] = await dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, 'Postulante', 'x') RETURNING id`, [
    `espera-${people}`,
    `espera-${people}@correo.test`,
  ]);
  const [applicant] = await dataSource.query(`INSERT INTO applicants (user_id) VALUES ($1) RETURNING id`, [user.id]);
  const applied = `now() - interval '${story.appliedDaysAgo} days 1 hour'`;
  const [row] = await dataSource.query(
    `INSERT INTO applications (aviso_id, applicant_id, cv_snapshot, applied_at, stage, stage_at, withdrawn_at)
     VALUES ($1, $2, $3, ${applied}, $4, ${applied}, CASE WHEN $5 THEN now() END) RETURNING id`,
    [(story.on ?? aviso).id, applicant.id, JSON.stringify({ name: `Espera ${people}` }), story.stage ?? 'nueva', story.withdrawn ?? false],
  );
  for (const change of story.changes ?? []) {
    await dataSource.query(`INSERT INTO application_stage_changes (application_id, stage, changed_by, automatic) VALUES ($1, $2, $3, $4)`, [
      row.id,
      change.stage,
      companyUser,
      change.automatic ?? false,
    ]);
  }
  if (story.companyMessage) {
    const [conversation] = await dataSource.query(`INSERT INTO conversations (application_id) VALUES ($1) RETURNING id`, [row.id]);
    await dataSource.query(
      `INSERT INTO conversation_messages (conversation_id, sender_role, sender_name, text) VALUES ($1, 'Empresa', 'Logística del Plata S.A.', 'Hola')`,
      [conversation.id],
    );
  }
  return row.id;
}

const waitingDays = async (avisoId: number) => {
  const { body } = await getAs(ctx.server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones?size=50`).expect(200);
  return new Map((body as CompanyApplicationsPage).response.map((item) => [item.id, item.diasSinRespuesta]));
};
const dashboard = async () => ((await getAs(ctx.server, empresa, '/api/empresa/dashboard').expect(200)).body as CompanyDashboard).esperanRespuesta;

describe("'días sin respuesta' (issue 39)", () => {
  it('counts the whole days an application waits while the company has neither moved it past Vista nor written', async () => {
    const fresh = await application({ appliedDaysAgo: 0 });
    const seen = await application({ appliedDaysAgo: 8, stage: 'vista', changes: [{ stage: 'vista' }] });
    const old = await application({ appliedDaysAgo: 20 });
    const expired = await application({ appliedDaysAgo: 30, stage: 'descartada', changes: [{ stage: 'descartada', automatic: true }] });
    const moved = await application({ appliedDaysAgo: 20, stage: 'preseleccionada', changes: [{ stage: 'preseleccionada' }] });
    const movedBack = await application({ appliedDaysAgo: 20, stage: 'vista', changes: [{ stage: 'entrevista' }, { stage: 'vista' }] });
    const written = await application({ appliedDaysAgo: 20, companyMessage: true });
    const withdrawn = await application({ appliedDaysAgo: 20, withdrawn: true });
    const days = await waitingDays(aviso.id);
    // Still waiting: today's, 8 days seen, 20 days untouched; a finished ad's automatic discard answers nobody.
    expect([days.get(fresh), days.get(seen), days.get(old)]).toEqual([0, 8, 20]);
    // Answered (a stage the company chose, even if moved back; a message) or withdrawn: not waiting, and so also
    // the expired ad's discard, which is no longer open.
    expect([days.get(moved), days.get(movedBack), days.get(written), days.get(withdrawn), days.get(expired)]).toEqual([null, null, null, null, null]);
  });

  it("counts on the dashboard the company's applications waiting more than 15 days, per ad, most waiting first", async () => {
    const before = await dashboard();
    const mine = (waiting: CompanyDashboard['esperanRespuesta']) =>
      waiting.avisos.filter((row) => row.avisoId === aviso.id || row.avisoId === other.id).map((row) => [row.titulo, row.total]);
    // From the first test: one application of 20 days on `aviso` waits (8 days is not more than 15).
    expect(mine(before)).toEqual([['Operario que espera respuesta', 1]]);
    await application({ on: other, appliedDaysAgo: 16 });
    await application({ on: other, appliedDaysAgo: 40, stage: 'vista' });
    await application({ on: other, appliedDaysAgo: 14 });
    const after = await dashboard();
    expect(mine(after)).toEqual([
      ['Chofer que espera respuesta', 2],
      ['Operario que espera respuesta', 1],
    ]);
    expect(after.total).toBe(before.total + 2);
    expect(after.total).toBe(after.avisos.reduce((sum, row) => sum + row.total, 0));
  });

  it('stops counting an application once the company writes to the applicant', async () => {
    const waiting = await application({ on: other, appliedDaysAgo: 17 });
    expect((await waitingDays(other.id)).get(waiting)).toBe(17);
    const before = (await dashboard()).total;
    await postAs(ctx.server, empresa, `/api/empresa/aplicacion/${waiting}/mensajes`, { message: '¿Podés venir el lunes a las 10?' }).expect(200);
    expect((await waitingDays(other.id)).get(waiting)).toBeNull();
    expect((await dashboard()).total).toBe(before - 1);
  });
});
