import { describe, expect, it } from '@jest/globals';
import { applyFairWording, checkFairWording, GENDERED_TITLES, restrictsCandidates, type FairWordingKind } from './fair-wording.js';

const inTitle = (titulo: string) => checkFairWording({ titulo });
const inDescription = (descripcion: string) => checkFairWording({ descripcion });

describe('the word check flags what the law does not allow', () => {
  const titles: [string, string, string][] = [
    ['Vendedora', 'Vendedora', 'Vendedor/a'],
    ['Secretaria bilingüe', 'Secretaria', 'Secretario/a'],
    ['Mozo para restaurante', 'Mozo', 'Mozo/a'],
    ['Camarera de salón', 'Camarera', 'Camarero/a'],
    ['Cajeras para supermercado', 'Cajeras', 'Cajeros/as'],
    ['Técnico electricista', 'Técnico', 'Técnico/a'],
    ['Diseñadora gráfica', 'Diseñadora', 'Diseñador/a'],
    ['VENDEDOR SALÓN', 'VENDEDOR', 'VENDEDOR/A'],
    ['Niñera con cama', 'Niñera', 'Niñero/a'],
    ['Gerenta comercial', 'Gerenta', 'Gerente'],
    ['Barman', 'Barman', 'Bartender'],
    ['Consultora Sr.', 'Consultora', 'Consultor/a'],
    ['Encargado de depósito', 'Encargado', 'Encargado/a'],
  ];
  it.each(titles)('a title in one gender: %s', (titulo, texto, reemplazo) => {
    expect(inTitle(titulo)).toEqual([expect.objectContaining({ campo: 'titulo', tipo: 'genero', texto, reemplazo, nivel: 'aviso' })]);
  });

  const phrases: [string, FairWordingKind, string][] = [
    ['Buscamos vendedora para local', 'genero', 'vendedora'],
    ['Solo mujeres', 'genero', 'Solo mujeres'],
    ['Sexo: masculino', 'genero', 'Sexo: masculino'],
    ['Se busca señorita para recepción', 'genero', 'señorita'],
    ['Hombres excluyente', 'genero', 'Hombres excluyente'],
    ['Menor de 35', 'edad', 'Menor de 35'],
    ['Edad: hasta 30 años', 'edad', 'hasta 30 años'],
    ['Entre 25 y 35 años', 'edad', 'Entre 25 y 35 años'],
    ['De 20 a 30 años, con secundario', 'edad', '20 a 30 años'],
    ['Edad máxima 40', 'edad', 'Edad máxima'],
    ['Buscamos jóvenes con ganas', 'edad', 'jóvenes'],
    ['Perfil joven y dinámico', 'edad', 'joven'],
    ['Mayores de 25 años', 'edad', 'Mayores de 25 años'],
    ['No mayor de 40 años', 'edad', 'No mayor de 40 años'],
    ['Excelente presencia', 'apariencia', 'Excelente presencia'],
    ['BUENA PRESENCIA', 'apariencia', 'BUENA PRESENCIA'],
    ['Muy buena presencia', 'apariencia', 'Muy buena presencia'],
    ['Altura mínima 1,70 m', 'apariencia', 'Altura mínima'],
    ['Contextura física delgada', 'apariencia', 'Contextura física'],
    ['Chica delgada', 'genero', 'Chica'],
    ['Sin tatuajes visibles', 'apariencia', 'Sin tatuajes'],
    ['Soltera, sin hijos', 'estadoCivil', 'Soltera'],
    ['Casado con familia', 'estadoCivil', 'Casado'],
    ['Estado civil: indistinto', 'estadoCivil', 'Estado civil'],
    ['Sin cargas de familia', 'estadoCivil', 'Sin cargas de familia'],
    ['Que viva en zona norte', 'residencia', 'Que viva en'],
    ['Excluyente residir en Pilar', 'residencia', 'residir en'],
    ['Residentes en CABA', 'residencia', 'Residentes en'],
    ['Sin antecedentes penales', 'antecedentes', 'Sin antecedentes penales'],
    ['Certificado de buena conducta', 'antecedentes', 'Certificado de buena conducta'],
  ];
  it.each(phrases)('%s', (descripcion, tipo, texto) => {
    expect(inDescription(descripcion)).toContainEqual(expect.objectContaining({ campo: 'descripcion', tipo, texto }));
  });

  it('marks a criminal record only as information, with a mild reason', () => {
    const [finding] = inDescription('Sin antecedentes penales');
    expect(finding).toMatchObject({ nivel: 'info', reemplazo: null });
    expect(finding.motivo).toMatch(/solo corresponde cuando una ley lo exige/);
  });

  it('reads each question on its own, and names where each finding is', () => {
    const findings = checkFairWording({
      titulo: 'Vendedor/a',
      descripcion: 'Atención al público.',
      preguntas: ['¿Tenés auto propio?', '¿Cuál es tu estado civil?'],
    });
    expect(findings).toEqual([expect.objectContaining({ campo: 'preguntas.1', tipo: 'estadoCivil', texto: 'estado civil' })]);
  });

  it('lists a wording once per field, however often it is repeated', () => {
    expect(inDescription('La vendedora atiende; la vendedora cobra.')).toHaveLength(1);
  });

  it('keeps each finding where the text has it, accents included', () => {
    const text = 'Buscamos niñera joven';
    for (const finding of inDescription(text)) expect(text.slice(finding.inicio, finding.fin)).toBe(finding.texto);
  });
});

describe('the word check leaves fair wording alone', () => {
  const fine = [
    'Vendedor/a',
    'vendedor/a de salón',
    'Vendedor(a)',
    'Vendedores/as',
    'Vendedora/Vendedor',
    'Vendedor / Vendedora',
    'Vendedoras y vendedores',
    'vendedor@s',
    'Recepcionista',
    'Chofer de larga distancia',
    'Analista contable',
    'Gerente de ventas',
    'Auxiliar administrativo/a',
    'Trabajo en altura con arnés',
    'Hasta 10 años de experiencia en el rubro',
    'Entre 2 y 5 años de experiencia',
    'No más de 15 años de antigüedad en el puesto',
    'Mayor de 18 años',
    'Menos de 30 días de licencia',
    'Empresa con más de 50 empleados',
    'Sin distinción de sexo ni edad',
    'Secretaría de Trabajo',
    'Presencia en redes sociales',
    'Casa central en Rosario',
    'Ofrecemos obra social para el grupo familiar',
    'Lugar de trabajo: Pilar, con transporte desde Retiro',
  ];
  it.each(fine)('%s', (titulo) => {
    expect(checkFairWording({ titulo, descripcion: titulo })).toEqual([]);
  });

  it('checks words that are also adjectives only in the title', () => {
    expect(inDescription('Tareas administrativas y soporte técnico; una consultora de RR.HH. selecciona.')).toEqual([]);
    expect(inTitle('Administrativa')).toHaveLength(1);
  });

  it('leaves masculine plurals alone: they are the generic for a group', () => {
    expect(inDescription('Nuestros empleados tienen prepaga')).toEqual([]);
  });
});

describe('the word list', () => {
  it('holds at least 40 titles, each with a form to flag and none twice', () => {
    expect(GENDERED_TITLES.length).toBeGreaterThanOrEqual(40);
    const forms = GENDERED_TITLES.flatMap((title) => [title.masculino, title.femenino].filter(Boolean));
    expect(new Set(forms).size).toBe(forms.length);
    for (const title of GENDERED_TITLES) expect(title.masculino ?? title.femenino).toBeTruthy();
  });
});

describe('using the suggestion', () => {
  it('replaces the words found with the neutral form', () => {
    const titulo = 'Vendedora para local de ropa';
    const [finding] = inTitle(titulo);
    expect(applyFairWording(titulo, finding)).toBe('Vendedor/a para local de ropa');
  });

  it('changes nothing when the text moved on since the check', () => {
    const [finding] = inTitle('Vendedora');
    expect(applyFairWording('Cajera', finding)).toBe('Cajera');
  });
});

describe('a gender or age requirement', () => {
  it.each([
    [{ genero: 'Indistinto', edadDesde: '', edadHasta: '' }, false],
    [{ genero: 'Indistinto', edadDesde: null, edadHasta: null }, false],
    [{ genero: 'Femenino', edadDesde: '', edadHasta: '' }, true],
    [{ genero: 'Indistinto', edadDesde: '25', edadHasta: '' }, true],
    [{ genero: 'Indistinto', edadDesde: null, edadHasta: 40 }, true],
  ])('%j restricts: %s', (values, expected) => {
    expect(restrictsCandidates(values)).toBe(expected);
  });
});
