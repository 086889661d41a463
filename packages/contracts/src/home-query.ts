import { z } from './zod.js';
import { addHomeFilters, splitSearchTerms, type HomeFilter, type ProvinceId } from './home.js';
import { PROVINCES } from './provinces.js';

// Apart from home.ts, whose filters and limits the visitor's home page loads without zod.

const provinceIds = PROVINCES.map((province) => province.id) as [ProvinceId, ...ProvinceId[]];

/**
 * GET /api/home/?q=a,b&province=02&province=06&area=6&page=1. The server splits q like the browser
 * does and keeps the newest 5 filters, counting the terms (in order) before the provinces; the
 * area (one, chosen in the Areas column) narrows them apart from those five.
 */
export const homeQuerySchema = z
  .object({
    q: z.string('La búsqueda no es válida').max(10_000, 'La búsqueda es demasiado larga').default(''),
    province: z.preprocess(
      (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.enum(provinceIds, 'Debe indicar una provincia válida')).max(PROVINCES.length, 'Demasiadas provincias'),
    ),
    area: z.preprocess(
      (value) => (value === undefined || value === '' ? undefined : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
      z.int('Debe indicar un área válida').min(1, 'Debe indicar un área válida').max(2_147_483_647, 'Debe indicar un área válida').optional(),
    ),
    page: z.coerce
      .number('La página debe ser un número')
      .int('La página debe ser un número entero')
      .min(1, 'La página debe ser al menos 1')
      .max(100_000, 'La página no puede superar 100000')
      .default(1),
  })
  .transform(({ q, province, area, page }) => {
    const filters = addHomeFilters(
      [],
      [
        ...splitSearchTerms(q).map((value): HomeFilter => ({ kind: 'aviso', value })),
        ...province.map((value): HomeFilter => ({ kind: 'provincia', value })),
      ],
    );
    return {
      terms: filters.flatMap((filter) => (filter.kind === 'aviso' ? [filter.value] : [])),
      provinces: filters.flatMap((filter) => (filter.kind === 'provincia' ? [filter.value] : [])),
      area: area ?? null,
      page,
    };
  });
export type HomeQuery = z.output<typeof homeQuerySchema>;
