/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { checkTexts, collectTexts, extractTexts, readAllowList, words } from './spanish-text';

const allow = readAllowList();
const problemsIn = (file: string, source: string) => checkTexts(extractTexts(file, source), allow).map((found) => found.problem);

describe('the Spanish a person reads', () => {
  it('refuses a missing accent and accepts the word spelt right', () => {
    expect(problemsIn('Menu.tsx', 'export const Menu = () => <button>Cerrar sesion</button>;')).toEqual(['misspelt: sesion']);
    expect(problemsIn('Menu.tsx', 'export const Menu = () => <button>Cerrar sesión</button>;')).toEqual([]);
    // A word the dictionary knows with another meaning ('podes': you prune) is still an accent left out.
    expect(problemsIn('a.ts', "export const a = 'Ahora podes ingresar';")).toEqual(['misspelt: podes']);
  });

  it('reads user-facing attributes and messages, not classes, routes or keys', () => {
    const source = `
      export const MESSAGES = { saved: 'Guardado con exito', path: '/mispostulaciones' };
      export const Field = () => <input className="campo-fecha" placeholder="Escribi la fecha" aria-label="Fecha de nacimeinto" />;`;
    expect(problemsIn('Field.tsx', source)).toEqual(['misspelt: exito', 'misspelt: Escribi', 'misspelt: nacimeinto']);
  });

  it('asks for voseo, not tuteo nor usted', () => {
    expect(problemsIn('a.ts', "export const a = 'Si quieres, escribe acá.';")).toEqual(["not voseo: 'quieres'"]);
    expect(problemsIn('a.ts', "export const a = 'Ingrese su correo electrónico';")).toEqual(["not voseo: 'Ingrese'"]);
    expect(problemsIn('a.ts', "export const a = 'Haz clic en Guardar';")).toEqual(["not voseo: 'Haz clic'"]);
    expect(problemsIn('a.ts', "export const a = 'Si querés, escribí acá. Hacé clic en Guardar.';")).toEqual([]);
  });

  it('finds no misspelt word and no other voice in the portal', () => {
    const texts = collectTexts();
    const problems = checkTexts(texts, allow);
    // SPANISH_REPORT=<file>: what was read and every problem, one a line, to work through a long list.
    if (process.env.SPANISH_REPORT) {
      const counted = `${texts.length} texts, ${texts.reduce((sum, found) => sum + words(found.text).length, 0)} words`;
      fs.writeFileSync(process.env.SPANISH_REPORT, [counted, ...problems.map((p) => `${p.file}:${p.line}\t${p.problem}\t${p.text}`)].join('\n'));
    }
    expect(problems.map((p) => `${p.file}:${p.line} ${p.problem} in '${p.text}'`)).toEqual([]);
  });
});
