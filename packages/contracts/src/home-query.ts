import { z } from './zod.js';
import { amountSchema } from './amounts.js';
import { MODALIDADES, TIPOS_EMPLEO } from './avisos.js';
import { addHomeFilters, PUBLISHED_WITHIN_DAYS, SALARY_FILTER_MAX, splitSearchTerms, type HomeFilter, type ProvinceId } from './home.js';
import { PROVINCES } from './provinces.js';

// Apart from home.ts, whose filters and limits the visitor's home page loads without zod.

export const PROVINCE_IDS = PROVINCES.map((province) => province.id) as [ProvinceId, ...ProvinceId[]];

/** A query string's whole positive number, as a number; anything else is left for the schema to refuse. */
const wholeNumber = (value: unknown) =>
  value === undefined || value === '' ? undefined : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
const idRule = (message: string) => z.int(message).min(1, message).max(2_147_483_647, message);
const positiveId = (message: string) => z.preprocess(wholeNumber, idRule(message).optional());
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * The facet filters' rules, one schema each: the home reads them from its query string (below), a
 * job alert's saved search (alerts.ts) from a JSON body.
 */
export const FACET_FILTER_RULES = {
  modalidad: z.enum(MODALIDADES, 'Debe indicar una modalidad válida'),
  tipoEmpleo: z.enum(TIPOS_EMPLEO, 'Debe indicar un tipo de empleo válido'),
  nivel: idRule('Debe indicar un nivel válido'),
  salarioDesde: amountSchema({
    cents: false,
    min: 1,
    max: SALARY_FILTER_MAX,
    minMessage: 'El salario debe ser mayor que 0',
    tooLargeMessage: 'El salario es demasiado alto',
  }),
  discapacidad: z.boolean('El filtro de discapacidad debe ser true o false'),
};

/**
 * The fields of GET /api/home/?q=a,b&province=02&province=06&area=6&modalidad=Remoto&tipoEmpleo=Full-time&nivel=3
 * &salarioDesde=800000&publicado=7&discapacidad=true&page=1. The server splits q like the browser
 * does and keeps the newest 5 filters, counting the terms (in order) before the provinces; the
 * area (one, chosen in the Areas column) and the facet filters narrow them apart from those five.
 */
export const homeQueryObject = z.object({
  q: z.string('La búsqueda no es válida').max(10_000, 'La búsqueda es demasiado larga').default(''),
  province: z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(PROVINCE_IDS, 'Debe indicar una provincia válida')).max(PROVINCES.length, 'Demasiadas provincias'),
  ),
  area: positiveId('Debe indicar un área válida'),
  modalidad: z.preprocess(emptyAsMissing, FACET_FILTER_RULES.modalidad.optional()),
  tipoEmpleo: z.preprocess(emptyAsMissing, FACET_FILTER_RULES.tipoEmpleo.optional()),
  nivel: z.preprocess(wholeNumber, FACET_FILTER_RULES.nivel.optional()),
  salarioDesde: z.preprocess(emptyAsMissing, FACET_FILTER_RULES.salarioDesde.optional()),
  publicado: z.preprocess(wholeNumber, z.literal(PUBLISHED_WITHIN_DAYS, 'La fecha de publicación debe ser 1, 7 o 30 días').optional()),
  discapacidad: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : emptyAsMissing(value)),
    FACET_FILTER_RULES.discapacidad.optional(),
  ),
  page: z.coerce
    .number('La página debe ser un número')
    .int('La página debe ser un número entero')
    .min(1, 'La página debe ser al menos 1')
    .max(100_000, 'La página no puede superar 100000')
    .default(1),
});

/** The home's query as the search reads it: the filters kept (terms, then provinces) and every facet filter or null. */
export function readHomeQuery({
  q,
  province,
  area,
  modalidad,
  tipoEmpleo,
  nivel,
  salarioDesde,
  publicado,
  discapacidad,
  page,
}: z.output<typeof homeQueryObject>) {
  const filters = addHomeFilters(
    [],
    [...splitSearchTerms(q).map((value): HomeFilter => ({ kind: 'aviso', value })), ...province.map((value): HomeFilter => ({ kind: 'provincia', value }))],
  );
  return {
    terms: filters.flatMap((filter) => (filter.kind === 'aviso' ? [filter.value] : [])),
    provinces: filters.flatMap((filter) => (filter.kind === 'provincia' ? [filter.value] : [])),
    area: area ?? null,
    modalidad: modalidad ?? null,
    tipoEmpleo: tipoEmpleo ?? null,
    nivel: nivel ?? null,
    salarioDesde: salarioDesde ?? null,
    publicado: publicado ?? null,
    discapacidad: discapacidad ?? false,
    page,
  };
}

export const homeQuerySchema = homeQueryObject.transform(readHomeQuery);
export type HomeQuery = z.output<typeof homeQuerySchema>;
