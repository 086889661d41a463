import { z } from './zod.js';
import type { areaItemSchema, localityOptionSchema, namedItemSchema, provinceOptionSchema } from './api-schemas.js';
import { DEFAULT_PAGE_SIZE } from './app.js';
import { PROVINCES } from './provinces.js';
import { ROLES } from './roles.js';

export const LOOKUP_DEFAULT_LIMIT = 100;
export const LOOKUP_MAX_LIMIT = 1000;
/** Largest `size` a paged list accepts. */
export const LIST_MAX_PAGE_SIZE = 100;
/** Far beyond any real list; keeps the OFFSET a finite number whatever a client sends. */
export const LIST_MAX_PAGE = 1_000_000;

/** `ftype` of a list query: `like` (default) finds names containing fvalue, `eq` the exact name. */
export const FILTER_TYPES = ['like', 'eq'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

const provinceIds = PROVINCES.map((province) => province.id) as [string, ...string[]];

const fvalueSchema = z
  .string('El texto a buscar no es válido')
  .trim()
  .max(100, 'El texto a buscar no puede superar los 100 caracteres')
  // PostgreSQL rejects a NUL byte in text; no control character belongs in a search anyway.
  .regex(/^\P{Cc}*$/u, 'El texto a buscar no es válido')
  .default('');

/**
 * The filter of GET /api/{entity}/?fvalue&fname&ftype. `fname` must be one of `fields`, the
 * fields that list exposes, so no other name ever reaches SQL; case and accents are ignored.
 */
export function filterQuery<const Fields extends readonly [string, ...string[]]>(fields: Fields, fieldsMessage: string) {
  return z.object({
    fvalue: fvalueSchema,
    fname: z.enum(fields, fieldsMessage).default(fields[0]),
    ftype: z.enum(FILTER_TYPES, "El tipo de búsqueda debe ser 'like' o 'eq'").default('like'),
  });
}

const nameFilter = filterQuery(['name'], 'Solo se puede filtrar por nombre');

const limitSchema = z.coerce
  .number('La cantidad de resultados debe ser un número')
  .int('La cantidad de resultados debe ser un número entero')
  .min(1, 'La cantidad de resultados debe ser al menos 1')
  .max(LOOKUP_MAX_LIMIT, `La cantidad de resultados no puede superar ${LOOKUP_MAX_LIMIT}`)
  .default(LOOKUP_DEFAULT_LIMIT);

/** `page` (1-based) and `size` of the list endpoints; the answer's `total` counts before paging. */
export const pagingShape = {
  page: z.coerce
    .number('La página debe ser un número')
    .int('La página debe ser un número entero')
    .min(1, 'La página debe ser al menos 1')
    .max(LIST_MAX_PAGE, `La página no puede superar ${LIST_MAX_PAGE}`)
    .default(1),
  size: z.coerce
    .number('La cantidad por página debe ser un número')
    .int('La cantidad por página debe ser un número entero')
    .min(1, 'La cantidad por página debe ser al menos 1')
    .max(LIST_MAX_PAGE_SIZE, `La cantidad por página no puede superar ${LIST_MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
};

/** Lookups that are not paged (localities): fvalue, fname=name, ftype and a `limit`. */
export const lookupQuerySchema = nameFilter.extend({ limit: limitSchema });
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

/** GET /api/location/?province={id}&fvalue&fname=name */
export const locationQuerySchema = lookupQuerySchema.extend({
  province: z.enum(provinceIds, 'Debe indicar una provincia válida'),
});
export type LocationQuery = z.infer<typeof locationQuerySchema>;

/** GET /api/area/, /api/subarea/, /api/nivel/: filtered by name and paged. */
export const listQuerySchema = nameFilter.extend(pagingShape);

/** POST /api/{nivel,area,subarea}/report.php: the list's own filter, every page, as a CSV file. */
export const listExportSchema = nameFilter;
export type ListExport = z.infer<typeof listExportSchema>;
export type ListQuery = z.infer<typeof listQuerySchema>;

/** GET /api/usuar/: filtered by name, email or role and paged. */
export const userListQuerySchema = filterQuery(['name', 'email', 'role'], 'Solo se puede filtrar por nombre, email o rol').extend(pagingShape);
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** POST /api/usuar/report.php: the users list's own filter, every page, as a CSV file. */
export const userListExportSchema = filterQuery(['name', 'email', 'role'], 'Solo se puede filtrar por nombre, email o rol');
export type UserListExport = z.infer<typeof userListExportSchema>;

export type LocalityOption = z.infer<typeof localityOptionSchema>;
export type ProvinceOption = z.infer<typeof provinceOptionSchema>;
export type NamedItem = z.infer<typeof namedItemSchema>;
/** An area with its sub-areas. */
export type AreaItem = z.infer<typeof areaItemSchema>;

export const userListItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  locked: z.boolean().describe('Locked by too many wrong passwords; an administrator can unlock it'),
});
export type UserListItem = z.infer<typeof userListItemSchema>;
