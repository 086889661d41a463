import { z } from 'zod';
import { PROVINCES } from './provinces.js';
import type { Role } from './roles.js';

export const LOOKUP_DEFAULT_LIMIT = 100;
export const LOOKUP_MAX_LIMIT = 1000;

const provinceIds = PROVINCES.map((province) => province.id) as [string, ...string[]];

/** Query of the GET /api/{entity}/?fvalue&fname=name lookups: fvalue filters names, ignoring case and accents. */
export const lookupQuerySchema = z.object({
  fvalue: z.string().trim().max(100, 'El texto a buscar no puede superar los 100 caracteres').default(''),
  fname: z.literal('name', 'Solo se puede filtrar por nombre').default('name'),
  limit: z.coerce
    .number('La cantidad de resultados debe ser un número')
    .int('La cantidad de resultados debe ser un número entero')
    .min(1, 'La cantidad de resultados debe ser al menos 1')
    .max(LOOKUP_MAX_LIMIT, `La cantidad de resultados no puede superar ${LOOKUP_MAX_LIMIT}`)
    .default(LOOKUP_DEFAULT_LIMIT),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

/** GET /api/location/?province={id}&fvalue&fname=name */
export const locationQuerySchema = lookupQuerySchema.extend({
  province: z.enum(provinceIds, 'Debe indicar una provincia válida'),
});
export type LocationQuery = z.infer<typeof locationQuerySchema>;

export interface LocalityOption {
  id: string;
  label: string;
}

export interface ProvinceOption {
  id: string;
  name: string;
}

export interface NamedItem {
  id: number;
  name: string;
}

export interface AreaItem extends NamedItem {
  subareas: NamedItem[];
}

export interface UserListItem {
  id: number;
  name: string;
  email: string;
  role: Role;
}
