import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { PublicAviso } from '@postulate/contracts';
import { insertAviso } from '../../test/avisos.js';
import { login } from '../../test/session.js';
import { appPerFile } from '../../test/test-app.js';
import { postAs } from '../../test/writes.js';

const ctx = appPerFile();
let companyUser: number;
let shown: { id: number };
let other: { id: number };
let confidential: { id: number };
let people = 0;

beforeAll(async () => {
  [{ id: companyUser }] = await ctx.dataSource.query(`SELECT id FROM users WHERE name = 'empresa'`);
  shown = await insertAviso(ctx.dataSource, { titulo: 'Operario con historial', permiteMsjDirecto: true });
  other = await insertAviso(ctx.dataSource, { titulo: 'Chofer con historial', permiteMsjDirecto: true });
  confidential = await insertAviso(ctx.dataSource, { titulo: 'Gerente confidencial', notConfidential: false });
});

const respuesta = async (id: number) => ((await request(ctx.server).get(`/api/home/aviso/${id}`).expect(200)).body as PublicAviso).respuesta;

interface Story {
  aviso?: { id: number };
  /** Days before now the application arrived. */
  appliedDaysAgo?: number;
  /** Stage changes, in days after applying; `automatic` as when finishing the ad discards it. */
  stages?: { stage: string; after: number; automatic?: boolean }[];
  /** Company messages, in days after applying. */
  messagesAfter?: number[];
  /** Withdrawn by the applicant, in days after applying. */
  withdrawnAfter?: number;
}

/** An application of a new applicant with its history, dated exactly as told. */
async function application(story: Story): Promise<number> {
  people += 1;
  const { dataSource } = ctx;
  const [user] = await dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, 'Postulante', 'x') RETURNING id`, [
    `registro-${people}`,
    `registro-${people}@correo.test`,
  ]);
  const [applicant] = await dataSource.query(`INSERT INTO applicants (user_id) VALUES ($1) RETURNING id`, [user.id]);
  const applied = `now() - interval '${story.appliedDaysAgo ?? 30} days'`;
  const [row] = await dataSource.query(
    `INSERT INTO applications (aviso_id, applicant_id, cv_snapshot, applied_at, stage_at, withdrawn_at)
     VALUES ($1, $2, '{"name": "Registro"}', ${applied}, ${applied}, CASE WHEN $3::int IS NULL THEN NULL ELSE ${applied} + $3::int * interval '1 day' END)
     RETURNING id`,
    [(story.aviso ?? shown).id, applicant.id, story.withdrawnAfter ?? null],
  );
  for (const { stage, after, automatic } of story.stages ?? []) {
    await dataSource.query(
      `INSERT INTO application_stage_changes (application_id, stage, changed_by, changed_at, automatic)
       VALUES ($1, $2, $3, ${applied} + $4::int * interval '1 day', $5)`,
      [row.id, stage, companyUser, after, automatic ?? false],
    );
  }
  if (story.messagesAfter?.length) {
    const [conversation] = await dataSource.query(`INSERT INTO conversations (application_id) VALUES ($1) RETURNING id`, [row.id]);
    for (const after of story.messagesAfter) {
      await dataSource.query(
        `INSERT INTO conversation_messages (conversation_id, sender_role, sender_name, text, created_at)
         VALUES ($1, 'Empresa', 'Logística del Plata S.A.', 'Hola', ${applied} + $2::int * interval '1 day')`,
        [conversation.id, after],
      );
    }
  }
  return row.id;
}

describe("the company's answer record on its ad pages", () => {
  it('says nothing below 10 applications in the last 180 days, across all of its ads', async () => {
    // Answered: by a stage past 'vista' (2 days), by a message (4), a message before a stage (1), a discard by a person (6), hired (10).
    await application({
      stages: [
        { stage: 'vista', after: 1 },
        { stage: 'preseleccionada', after: 2 },
      ],
    });
    await application({ messagesAfter: [4, 5] });
    await application({ aviso: other, messagesAfter: [1], stages: [{ stage: 'entrevista', after: 3 }] });
    await application({ aviso: other, stages: [{ stage: 'descartada', after: 6 }] });
    await application({ stages: [{ stage: 'contratada', after: 10 }] });
    // Not answered: only seen, discarded when the ad finished, nothing at all.
    await application({ stages: [{ stage: 'vista', after: 1 }] });
    await application({ aviso: other, stages: [{ stage: 'descartada', after: 5, automatic: true }] });
    await application({});
    await application({ aviso: confidential });
    // Left out: older than 180 days (answered), and withdrawn before anyone answered.
    await application({ appliedDaysAgo: 200, stages: [{ stage: 'entrevista', after: 1 }] });
    await application({ withdrawnAfter: 1, stages: [{ stage: 'retirada', after: 1 }] });
    expect(await respuesta(shown.id)).toBeNull();
  });

  it('with the tenth: the share answered and the median days to the first answer, on each of its public ads', async () => {
    await application({ aviso: other });
    // 5 answered of 10, after 1, 2, 4, 6 and 10 days.
    expect(await respuesta(shown.id)).toEqual({ porcentaje: 50, medianaDias: 4 });
    expect(await respuesta(other.id)).toEqual({ porcentaje: 50, medianaDias: 4 });
  });

  it('is not shown on a confidential ad, which hides the company', async () => {
    expect(await respuesta(confidential.id)).toBeNull();
  });

  it("counts finishing an ad as nobody's answer, and a withdrawn application once it was answered", async () => {
    const finishing = await insertAviso(ctx.dataSource, { titulo: 'Aviso que se finaliza' });
    await application({ aviso: finishing, appliedDaysAgo: 3 });
    await postAs(ctx.server, await login(ctx.server, 'empresa'), '/api/empresa/finish_aviso', { id: finishing.id }).expect(200);
    // 5 of 11: the discard is kept for the company, but nobody answered.
    expect(await respuesta(shown.id)).toEqual({ porcentaje: 45, medianaDias: 4 });
    // Answered after 1 day, then withdrawn: 6 of 12, median of 1, 1, 2, 4, 6, 10.
    await application({ messagesAfter: [1], withdrawnAfter: 2 });
    expect(await respuesta(shown.id)).toEqual({ porcentaje: 50, medianaDias: 3 });
  });
});
