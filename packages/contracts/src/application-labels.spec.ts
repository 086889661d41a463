import { describe, expect, it } from '@jest/globals';
import {
  LABEL_MESSAGES,
  applicationRatingSaveSchema,
  applicationTagSaveSchema,
  starsLabel,
  tagKey,
  tagName,
  tagSuggestionsQuerySchema,
} from './application-labels.js';
import { applicationNeighboursQuerySchema, companyApplicationsQuerySchema } from './company.js';
import { applicationsExportSchema } from './company-records.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('the rating', () => {
  it('takes a whole number from 1 to 5, or null to clear it; anything else says so in Spanish', () => {
    for (const calificacion of [1, 3, 5, null]) expect(applicationRatingSaveSchema.parse({ calificacion })).toEqual({ calificacion });
    for (const calificacion of [0, 6, 2.5, '4', true, undefined]) {
      expect(messages(applicationRatingSaveSchema.safeParse({ calificacion }))).toEqual([LABEL_MESSAGES.ratingInvalid]);
    }
  });

  it("is said '1 estrella', '2 estrellas'…", () => {
    expect([1, 2, 5].map(starsLabel)).toEqual(['1 estrella', '2 estrellas', '5 estrellas']);
  });
});

describe('a tag', () => {
  it('is trimmed with its inner spaces collapsed, up to 30 characters', () => {
    expect(applicationTagSaveSchema.parse({ etiqueta: '  Inglés \n  fluido ' })).toEqual({ etiqueta: 'Inglés fluido' });
    expect(applicationTagSaveSchema.parse({ etiqueta: `  ${'a'.repeat(30)}  ` }).etiqueta).toHaveLength(30);
    expect(messages(applicationTagSaveSchema.safeParse({ etiqueta: 'a'.repeat(31) }))).toEqual([LABEL_MESSAGES.tagMax]);
    expect(messages(applicationTagSaveSchema.safeParse({ etiqueta: ' \t ' }))).toEqual([LABEL_MESSAGES.tagRequired]);
    expect(messages(applicationTagSaveSchema.safeParse({}))).toEqual([LABEL_MESSAGES.tagRequired]);
  });

  it('holds no comma, semicolon nor control character (the export lists tags with commas)', () => {
    for (const etiqueta of ['uno, dos', 'uno;dos', 'nulo\u0000']) {
      expect(messages(applicationTagSaveSchema.safeParse({ etiqueta }))).toEqual([LABEL_MESSAGES.tagInvalid]);
    }
    // A zero-width or byte-order mark is no space: kept as typed.
    expect(tagName('ad\u2060min\uFEFFistrador')).toBe('ad\u2060min\uFEFFistrador');
  });

  it('is one tag whatever its case, accents and spacing', () => {
    expect(new Set(['Inglés', 'ingles', ' INGLÉS ', 'Ingle\u0301s'].map(tagKey))).toEqual(new Set(['ingles']));
    expect(tagKey('Año  Nuevo')).toBe('ano nuevo');
    expect(tagKey('Inglés')).not.toBe(tagKey('Inglesa'));
  });
});

describe("the list's label filters and order", () => {
  it('take a minimum of stars, a tag and the rating order, in the list, its export and the neighbours', () => {
    const query = { calificacion: '4', etiqueta: '  Inglés  ', orden: 'calificacion' };
    expect(companyApplicationsQuerySchema.parse(query)).toMatchObject({ calificacion: 4, etiqueta: 'Inglés', orden: 'calificacion' });
    expect(applicationNeighboursQuerySchema.parse(query)).toMatchObject({ calificacion: 4, etiqueta: 'Inglés' });
    expect(applicationsExportSchema.parse({ idAviso: 5, ...query })).toMatchObject({ calificacion: 4, etiqueta: 'Inglés' });
    expect(companyApplicationsQuerySchema.parse({ etiqueta: '   ' }).etiqueta).toBeUndefined();
  });

  it('refuse a minimum outside 1 to 5 in Spanish; a long tag text is refused only beyond 100 characters', () => {
    for (const calificacion of ['0', '6', 'dos', '2.5']) {
      expect(messages(companyApplicationsQuerySchema.safeParse({ calificacion }))).toEqual([LABEL_MESSAGES.ratingFilterInvalid]);
    }
    expect(companyApplicationsQuerySchema.safeParse({ etiqueta: 'a'.repeat(100) }).success).toBe(true);
    expect(messages(companyApplicationsQuerySchema.safeParse({ etiqueta: 'a'.repeat(101) }))).toEqual([LABEL_MESSAGES.searchMax]);
  });

  it('suggestions are asked by the tag key of what is typed', () => {
    expect(tagSuggestionsQuerySchema.parse({ q: ' INGLÉS ' })).toEqual({ q: 'ingles' });
    expect(tagSuggestionsQuerySchema.parse({})).toEqual({ q: '' });
  });
});
