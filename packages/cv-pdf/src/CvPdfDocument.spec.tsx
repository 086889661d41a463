/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import sharp from 'sharp';
import type { Cv } from '@postulate/contracts';
import { CvPdfDocument, cvPdfFileName } from './CvPdfDocument';
import { CV_FONT_FAMILY, DRAWABLE_RANGES, printable, UNDRAWABLE } from './fonts';
import { cvPdfBuffer } from './index';

/**
 * The text of each page as poppler's pdftotext reads it: only what a viewer shows, so text drawn
 * off the page (where the footer once was) does not count.
 */
function readPdf(buffer: Buffer): { pages: string[]; text: string } {
  const text = poppler('pdftotext', buffer, ['-layout'], '-');
  return { pages: text.split('\f').slice(0, -1), text };
}

/** The output of one of poppler's tools (pdftotext, pdffonts, pdfinfo) on the PDF. */
function poppler(tool: string, buffer: Buffer, options: string[] = [], ...after: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'cv.pdf'), buffer);
    return execFileSync(tool, [...options, path.join(dir, 'cv.pdf'), ...after], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
    {
      id: 'e1',
      description: 'Licenciatura en Administración',
      type: 'Univeritario',
      country: 'Argentina',
      institution: 'UNC',
      fechai: '01/03/2009',
      fechaf: '20/12/2014',
      state: 'graduado',
    },
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
    expect(pages).toHaveLength(1);
    // A4 is 595.28 x 841.89 points.
    expect(buffer.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(pages[0].trimEnd().split('\n').pop()!.trim()).toBe('Página 1 / 1');
    expect(text).toContain('María José Ñúñez');
    expect(text).toContain('Formación académica');
    expect(text).toContain('Antecedentes Policiales: 10/05/2023');
    expect(text).not.toContain('CV vinculado a tu aviso');
    // The stored code 'Casad@' reads as Spanish.
    expect(text).toMatch(/Estado civil:?\s+Casado\/a/);
    expect(text).not.toContain('Casad@');
  });

  it('paginates a long CV with Página N / M at the foot of every page, never splitting a job card', async () => {
    const { pages } = readPdf(await renderToBuffer(<CvPdfDocument cv={cv(20)} />));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => expect(page.trimEnd().split('\n').pop()!.trim()).toBe(`Página ${index + 1} / ${pages.length}`));
    // Each card's title and its last line are on the same page.
    for (let index = 1; index <= 20; index += 1) {
      const page = pages.find((text) => text.includes(`Supervisión en Compañía Ñandú ${index}`))!;
      const after = page.slice(page.indexOf(`Supervisión en Compañía Ñandú ${index}`));
      expect(after).toContain('Referencia:');
    }
  });

  it('never leaves a heading alone at the bottom of a page, whatever fills the pages before it', async () => {
    const headings = [
      'Datos personales',
      'Experiencia Laboral',
      'Formación académica',
      'Estudios',
      'Posgrados',
      'Idiomas',
      'Habilidades informáticas',
      'Habilidades Especiales o Conocimientos',
      'Experiencia en Seguridad',
    ];
    const full = (jobs: number): Cv => ({
      ...cv(jobs),
      posGrados: [
        {
          id: 'p1',
          description: 'Maestría en Logística',
          country: 'Argentina',
          institution: 'UTN',
          fechai: '01/03/2016',
          fechaf: '20/12/2018',
          state: 'graduado',
        },
      ],
      languages: [
        { id: 'l1', description: 'Inglés', levelOral: 'Intermedio', levelWritten: 'Avanzado' },
        { id: 'l2', description: 'Portugués', levelOral: 'Basico', levelWritten: 'Basico' },
      ],
      informaticas: [{ id: 'i1', name: 'Excel', level: 'Avanzado', description: 'Tablas dinámicas y macros' }],
    });
    // Each extra job pushes everything after it down by one card, so across these CVs every
    // heading reaches the foot of some page.
    for (let jobs = 1; jobs <= 9; jobs += 1) {
      const { pages } = readPdf(await renderToBuffer(<CvPdfDocument cv={full(jobs)} />));
      for (const page of pages) {
        const lines = page
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        const lastContent = lines[lines.length - 2];
        expect({ jobs, lastContent, orphan: headings.includes(lastContent) }).toEqual({ jobs, lastContent, orphan: false });
      }
    }
  });

  it("shows a job still held as '- Actualidad' and a study in course without an end as 'Desde …'", async () => {
    const open: Cv = {
      ...cv(1),
      workExperience: [{ ...job(1), hasta: '', continua: true }],
      educations: [{ ...cv(0).educations[0], fechaf: '', state: 'cursando' }],
    };
    const { text } = readPdf(await renderToBuffer(<CvPdfDocument cv={open} />));
    expect(text).toContain('01/03/2010 - Actualidad');
    expect(text).toContain('Desde 01/03/2009 · En Curso');
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
    expect(text).toContain('CV vinculado a tu aviso Chofer profesional con licencia E1');
    expect(text).toContain('¿Tenés licencia profesional vigente?');
    expect(text).toContain('Viví diez años en Lanús');
  });

  it('prints what was typed in any Latin script, arrows, math and quotes, with embedded fonts a reader can copy from', async () => {
    const typed: Cv = {
      ...cv(1),
      name: 'Zofia Wąsik-Łódź',
      workExperience: [
        {
          ...job(1),
          bussiness: 'Łódź Logística sp. z o.o.',
          description: 'Equipo de “comillas” y ‘simples’ — ñ á ü ç ø ß œ Æ',
          task: 'Ventas → ≥ 5 años · ≤ 10 % ± 2 × 3 ÷ 4 ≠ ∞ ✓',
        },
      ],
    };
    const buffer = await renderToBuffer(<CvPdfDocument cv={typed} />);
    const { text } = readPdf(buffer);
    expect(text).toContain('Zofia Wąsik-Łódź');
    expect(text).toContain('Supervisión en Łódź Logística sp. z o.o.');
    expect(text).toContain('Equipo de “comillas” y ‘simples’ — ñ á ü ç ø ß œ Æ');
    expect(text).toContain('Tareas: Ventas → ≥ 5 años · ≤ 10 % ± 2 × 3 ÷ 4 ≠ ∞ ✓');
    expect(text).not.toContain(UNDRAWABLE);
    // Name, type, emb, sub, uni: every font is embedded with a ToUnicode map; no unembedded Helvetica.
    const fonts = poppler('pdffonts', buffer).trim().split('\n').slice(2);
    expect(fonts.map((line) => line.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    fonts.forEach((line) => expect(line).toMatch(/ yes\s+yes\s+yes\s+\d+\s+\d+$/));
  });

  it('replaces what its fonts cannot draw (CJK, most emoji) with one visible � each, in every field', async () => {
    const typed: Cv = {
      ...cv(1),
      name: 'Ana 李 Pérez',
      specialAbilities: [{ id: 's1', description: 'Chino: 中文 🚀 listo ✓' }],
    };
    const application = { titulo: 'Cadete 📦', respuestas: [{ pregunta: '¿Idiomas?', respuesta: '日本語 👩‍💻' }] };
    const { text } = readPdf(await renderToBuffer(<CvPdfDocument cv={typed} application={application} />));
    expect(text).toContain('Ana � Pérez');
    expect(text).toContain('Chino: �� � listo ✓');
    expect(text).toContain('CV vinculado a tu aviso Cadete �');
    expect(text).toContain('��� �');
  });

  it('keeps line breaks and composes accents typed as two characters', () => {
    expect(printable('Línea 1\r\nLi\u0301nea 2\tfin')).toBe('Línea 1\nLínea 2 fin');
    expect(printable('Marca\u000b 👍🏽 ok')).toBe(`Marca${UNDRAWABLE} ${UNDRAWABLE} ok`);
  });

  it('knows exactly which characters the shipped fonts draw', async () => {
    const charsets = await Promise.all(
      (['normal', 'bold'] as const).map(async (fontWeight) => {
        await Font.load({ fontFamily: CV_FONT_FAMILY, fontWeight });
        return new Set<number>(Font.getFont({ fontFamily: CV_FONT_FAMILY, fontWeight }).data!.characterSet);
      }),
    );
    const both = [...charsets[0]].filter((codePoint) => charsets[1].has(codePoint)).sort((a, b) => a - b);
    const ranges: [number, number][] = [];
    for (const codePoint of both) {
      const last = ranges.at(-1);
      if (last && last[1] === codePoint - 1) last[1] = codePoint;
      else ranges.push([codePoint, codePoint]);
    }
    const expected = ranges.map(([first, last]) => (first === last ? first.toString(36) : `${first.toString(36)}+${(last - first).toString(36)}`));
    expect(DRAWABLE_RANGES).toBe(expected.join(' '));
  });

  it('is a tagged PDF in Spanish: its title shown, the name and headings as H1 to H3 in reading order, the footer an artifact', async () => {
    const long = 'Coordinación de un equipo de depósito de doce personas, con turnos rotativos, control de inventario y atención de reclamos.';
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888888' } })
      .png()
      .toBuffer();
    const typed = cv(20);
    typed.workExperience[0].description = `${long} ${long}`;
    const buffer = await cvPdfBuffer({ cv: typed, photo });
    const info = poppler('pdfinfo', buffer);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Title:\s+CV de María José Ñúñez$/m);
    expect(buffer.toString('latin1')).toContain('/Lang (es-AR)');
    expect(buffer.toString('latin1')).toContain('/DisplayDocTitle true');
    // pdfinfo -struct-text: each element's type, then its text on the next line.
    const structure = poppler('pdfinfo', buffer, ['-struct-text']).split('\n');
    expect(structure.slice(0, 2)).toEqual(['Document', '  Figure']);
    // Each element's type and text, its lines (one per marked line of the page) joined.
    const elements: string[] = [];
    for (const line of structure.slice(2)) {
      if (line.trim().startsWith('"')) elements[elements.length - 1] += JSON.parse(line.trim()) as string;
      else if (line.trim()) elements.push(`${line.trim().split(' ')[0]} `);
    }
    expect(elements.slice(0, 6)).toEqual([
      'H1 María José Ñúñez',
      'P maria@correo.test · 1145678900',
      'P Av. Santa Fe 3200, Córdoba, Córdoba',
      'H2 Datos personales',
      'P Fecha de nacimiento',
      'P 15/03/1990',
    ]);
    expect(elements.filter((element) => /^H/.test(element))).toEqual([
      'H1 María José Ñúñez',
      'H2 Datos personales',
      'H2 Experiencia Laboral',
      'H2 Formación académica',
      'H3 Estudios',
      'H3 Idiomas',
      'H3 Habilidades Especiales o Conocimientos',
      'H2 Experiencia en Seguridad',
    ]);
    // Every job in order, each title before its own lines; the page footers are not content.
    const titles = elements.filter((element) => element.startsWith('P Supervisión en'));
    expect(titles).toEqual(Array.from({ length: 20 }, (_, index) => `P Supervisión en Compañía Ñandú ${index + 1}`));
    expect(elements.some((element) => element.includes('Página'))).toBe(false);
    // A text of several lines is one paragraph.
    expect(elements).toContain(`P ${long} ${long}`);
    expect(buffer.toString('latin1')).toContain(`/S /Figure`);
    const { pages } = readPdf(buffer);
    pages.forEach((page, index) => expect(page.trimEnd().split('\n').pop()!.trim()).toBe(`Página ${index + 1} / ${pages.length}`));
  });

  it('names the file in plain ASCII, Polish and Nordic letters included', () => {
    expect(cvPdfFileName({ name: 'María José Ñúñez' })).toBe('CV-Maria-Jose-Nunez.pdf');
    expect(cvPdfFileName({ name: 'Zofia Wąsik-Łódź' })).toBe('CV-Zofia-Wasik-Lodz.pdf');
    expect(cvPdfFileName({ name: 'Søren Æbelø Strauß' })).toBe('CV-Soren-AEbelo-Strauss.pdf');
    expect(cvPdfFileName({ name: '李 🚀' })).toBe('CV-postulante.pdf');
  });
});
