/**
 * @jest-environment node
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { renderToBuffer } from '@react-pdf/renderer';
import type { Cv } from '@postulate/contracts';
import { CvPdfDocument } from './CvPdfDocument';

/** The page count and the text of each page, read back from the PDF bytes. */
function readPdf(buffer: Buffer): { pages: number; text: string } {
  const raw = buffer.toString('latin1');
  const pages = (raw.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(buffer.subarray(start, end)).toString('latin1');
      // Standard fonts write WinAnsi bytes as <hex> strings inside TJ arrays.
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) text += Buffer.from(hex[1], 'hex').toString('latin1');
      text += '\n';
    } catch {
      // Not a deflated content stream (fonts, images).
    }
  }
  return { pages, text };
}

const job = (index: number) => ({
  id: `w${index}`,
  description: `Responsable de logística y atención a clientes número ${index}, con coordinación de equipos de depósito.`,
  bussiness: `Compañía Ñandú ${index}`,
  position: 'Supervisión',
  task: 'Planificación de turnos, control de stock, capacitación del personal y reportes a gerencia.',
  desde: '01/03/2010',
  hasta: '30/11/2020',
  continua: false,
  nameReferencia: 'José Pérez',
  positionReference: 'Gerente',
  telReference: '1140001111',
  mailReference: 'jose@correo.test',
});

const cv = (jobs: number): Cv => ({
  name: 'María José Ñúñez',
  fecha: '15/03/1990',
  nationality: 'Argentina',
  dni: '1234567',
  cuit: '20123456786',
  maritalStatus: 'Casad@',
  tel: '1145678900',
  mail: 'maria@correo.test',
  direction: 'Av. Santa Fe 3200',
  province: '14',
  location: { id: '14014010', label: 'Córdoba' },
  fotoPerfil: null,
  workExperience: Array.from({ length: jobs }, (_, index) => job(index + 1)),
  educations: [
    { id: 'e1', description: 'Licenciatura en Administración', type: 'Univeritario', country: 'Argentina', institution: 'UNC', fechai: '01/03/2009', fechaf: '20/12/2014', state: 'graduado' },
  ],
  posGrados: [],
  languages: [{ id: 'l1', description: 'Inglés', levelOral: 'Intermedio', levelWritten: 'Avanzado' }],
  informaticas: [],
  specialAbilities: [{ id: 's1', description: 'Manejo de autoelevador' }],
  seguridad: {
    analitico: false,
    biometricos: false,
    turnoRotativo: true,
    antecedentes: true,
    antecedentesDate: '10/05/2023',
    clu: false,
    cluDate: '',
    cursoCaba: false,
    cursoCabaDate: '',
    portacion: false,
    portacionDate: '',
    reincidencia: false,
    reincidenciaDate: '',
    vigilador: false,
    vigiladorDate: '',
    documento: null,
  },
});

describe('CvPdfDocument', () => {
  it('renders a short CV on one A4 page with its footer and accents', async () => {
    const buffer = await renderToBuffer(<CvPdfDocument cv={cv(1)} />);
    const { pages, text } = readPdf(buffer);
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toBe(1);
    // A4 is 595.28 x 841.89 points.
    expect(buffer.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(text).toContain('Página 1 / 1');
    expect(text).toContain('María José Ñúñez');
    expect(text).toContain('Formación académica');
    expect(text).toContain('Antecedentes Policiales: 10/05/2023');
    expect(text).not.toContain('Cv vinculado a tu aviso');
  });

  it('paginates a long CV with Página N / M on every page, never splitting a job card', async () => {
    const buffer = await renderToBuffer(<CvPdfDocument cv={cv(20)} />);
    const { pages, text } = readPdf(buffer);
    expect(pages).toBeGreaterThan(2);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Página ${page} / ${pages}`);
    // Each card's lines come out together in one page's content: title through last line, no footer between.
    for (let index = 1; index <= 20; index += 1) {
      const start = text.indexOf(`Supervisión en Compañía Ñandú ${index}`);
      const end = text.indexOf('Referencia:', start);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(text.slice(start, end)).not.toMatch(/Página \d+ \//);
    }
  });

  it("adds the linked ad's line and the applicant's answers", async () => {
    const application = {
      titulo: 'Chofer profesional con licencia E1',
      respuestas: [
        { pregunta: '¿Tenés licencia profesional vigente?', respuesta: 'Sí, E1 hasta 2027' },
        { pregunta: '¿Conocés la zona sur del conurbano?', respuesta: 'Viví diez años en Lanús' },
      ],
    };
    const { text } = readPdf(await renderToBuffer(<CvPdfDocument cv={cv(1)} application={application} />));
    expect(text).toContain('Cv vinculado a tu aviso Chofer profesional con licencia E1');
    expect(text).toContain('¿Tenés licencia profesional vigente?');
    expect(text).toContain('Viví diez años en Lanús');
  });
});
