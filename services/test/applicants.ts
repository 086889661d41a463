import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import type { CvInput } from '@postulate/contracts';
import { hashPassword } from '../src/auth/passwords.js';
import { DEMO_PASSWORD } from '../src/demo/demo-seed.js';
import { login, type LoggedIn } from './session.js';

/** A second (third...) Postulante besides the demo one, logged in; returns the session and applicant id. */
export async function newApplicant(dataSource: DataSource, server: Server, name: string): Promise<{ session: LoggedIn; applicantId: number }> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const [user] = await dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, 'Postulante', $3) RETURNING id`, [
    name,
    `${name}@correo.test`,
    hash,
  ]);
  const [applicant] = await dataSource.query(`INSERT INTO applicants (user_id) VALUES ($1) RETURNING id`, [user.id]);
  return { session: await login(server, name), applicantId: applicant.id };
}

/** The applicant id of a logged-in Postulante, as the session profile gives it. */
export const applicantIdOf = (session: LoggedIn) => session.body.entity!.postulante!.id;

/** A CV that passes every rule: Palermo (CABA), a valid CUIL, one item in each list. */
export function validCv(overrides: Partial<CvInput> = {}): CvInput {
  return {
    name: 'María José Ñúñez',
    fecha: '15/03/1990',
    nationality: 'Argentina',
    dni: '1234567',
    cuit: '20123456786',
    maritalStatus: 'Solter@',
    tel: '1145678900',
    mail: 'maria@correo.test',
    direction: 'Av. Santa Fe 3200, 4° B',
    province: '02',
    location: { id: '0209801001', label: 'Palermo' },
    fotoPerfil: null,
    workExperience: [
      {
        id: 'w1',
        description: 'Atención al cliente en mostrador',
        bussiness: 'Librería Ateneo',
        position: 'Vendedora',
        task: 'Asesoramiento, caja y reposición',
        desde: '01/02/2015',
        hasta: '30/06/2019',
        continua: false,
        nameReferencia: 'Jorge Pérez',
        positionReference: 'Encargado',
        telReference: '1140001111',
        mailReference: 'jorge@ateneo.test',
      },
    ],
    educations: [
      {
        id: 'e1',
        description: 'Licenciatura en Administración',
        type: 'Univeritario',
        country: 'Argentina',
        institution: 'UBA',
        fechai: '01/03/2009',
        fechaf: '20/12/2014',
        state: 'graduado',
      },
    ],
    posGrados: [
      {
        id: 'p1',
        description: 'Especialización en Logística',
        country: 'Argentina',
        institution: 'ITBA',
        fechai: '01/03/2016',
        fechaf: '15/12/2017',
        state: 'graduado',
      },
    ],
    languages: [{ id: 'l1', description: 'Inglés', levelOral: 'Intermedio', levelWritten: 'Avanzado' }],
    informaticas: [{ id: 'i1', name: 'Excel', description: 'Tablas dinámicas y fórmulas', level: 'Avanzado' }],
    specialAbilities: [{ id: 's1', description: 'Manejo de autoelevador' }],
    seguridad: {
      analitico: true,
      biometricos: false,
      turnoRotativo: true,
      antecedentes: true,
      antecedentesDate: '10/05/2023',
      clu: false,
      cursoCaba: false,
      portacion: false,
      reincidencia: false,
      vigilador: true,
      vigiladorDate: '01/08/2022',
      documento: null,
    },
    ...overrides,
  };
}
