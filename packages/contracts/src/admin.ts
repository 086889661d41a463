import { z } from './zod.js';
import { accountNameSchema, emailSchema, passwordSchema } from './auth.js';
import { MESSAGES } from './messages.js';
import { ROLES, type Role } from './roles.js';

/** Texts of the administrator's forms: the spec's words where it fixes them. */
export const ADMIN_MESSAGES = {
  roleRequired: 'Debe completar el rol',
  levelMin: 'El nivel debe tener al menos 4 caracteres',
  areaMin: 'El área debe tener al menos 4 caracteres',
  subAreaMin: 'La subárea debe tener al menos 4 caracteres',
  /** Ours, where the spec is silent. */
  roleInvalid: 'El rol debe ser Administrador, Empresa o Tester',
  nameMax: 'El nombre no puede superar los 50 caracteres',
  referenceNameMax: 'El nombre no puede superar los 100 caracteres',
  invalidId: 'El identificador no es válido',
  tooManySubAreas: 'Un área no puede tener más de 200 subáreas',
  companyTaken: 'Esa empresa ya tiene un usuario vinculado',
  companyOnlyForRole: 'Solo un usuario Empresa o Tester se vincula con una empresa',
} as const;

/** Roles an administrator gives; a Postulante registers on their own. */
export const ADMIN_ROLES = ['Administrador', 'Empresa', 'Tester'] as const satisfies readonly Role[];
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** A form saves a new record ('create') or changes the one it loaded ('update'). */
export type ActionType = 'create' | 'update';

const MAX_ID = 2_147_483_647;

/** A row id: a positive integer, or its digits as text (URL segments). */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z.int(ADMIN_MESSAGES.invalidId).min(1, ADMIN_MESSAGES.invalidId).max(MAX_ID, ADMIN_MESSAGES.invalidId),
);

/** Body of POST /api/{entity}/delete.php */
export const deleteRequestSchema = z.object({ id: idSchema });
export type DeleteRequest = z.infer<typeof deleteRequestSchema>;

/** What a delete.php answers: the Spanish confirmation. */
export const deletedSchema = z.object({ message: z.string() });
export type Deleted = z.infer<typeof deletedSchema>;

const referenceName = (minMessage: string) => z.string(minMessage).trim().min(4, minMessage).max(100, ADMIN_MESSAGES.referenceNameMax);

/** POST /api/nivel/add and /update/{id}: {name} */
export const workLevelSaveSchema = z.object({ name: referenceName(ADMIN_MESSAGES.levelMin) });
export type WorkLevelSave = z.infer<typeof workLevelSaveSchema>;

/** POST /api/subarea/add and /update/{id}: {name} */
export const subAreaSaveSchema = z.object({ name: referenceName(ADMIN_MESSAGES.subAreaMin) });
export type SubAreaSave = z.infer<typeof subAreaSaveSchema>;

/** POST /api/area/add and /update/{id}: {area, subareas} where subareas are sub-area ids. */
export const areaSaveSchema = z.object({
  area: referenceName(ADMIN_MESSAGES.areaMin),
  subareas: z
    .array(idSchema, ADMIN_MESSAGES.invalidId)
    .max(200, ADMIN_MESSAGES.tooManySubAreas)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type AreaSaveInput = z.input<typeof areaSaveSchema>;
export type AreaSave = z.infer<typeof areaSaveSchema>;

const roleSchema = <const Roles extends readonly [Role, ...Role[]]>(roles: Roles) =>
  z.enum(roles, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? ADMIN_MESSAGES.roleRequired : ADMIN_MESSAGES.roleInvalid),
  });

const userFields = {
  name: accountNameSchema(MESSAGES.nameMin, ADMIN_MESSAGES.nameMax),
  email: emailSchema,
};

/**
 * POST /api/usuar/add: {name, pass, email, role, companyId?}. An Empresa or Tester may be linked at
 * once to a company that has no user yet; without one, they create their company in Mi Perfil.
 */
export const userCreateSchema = z
  .object({
    ...userFields,
    pass: passwordSchema,
    role: roleSchema(ADMIN_ROLES),
    companyId: z.preprocess((value) => (value === '' || value === null ? undefined : value), idSchema.optional()),
  })
  .refine((user) => user.companyId === undefined || user.role !== 'Administrador', {
    message: ADMIN_MESSAGES.companyOnlyForRole,
    path: ['companyId'],
  });

/** GET /api/usuar/empresas?fvalue=: companies no user manages, to link to a new Empresa or Tester. */
export const unlinkedCompaniesQuerySchema = z.object({
  fvalue: z.string('La búsqueda no es válida').trim().max(100, 'La búsqueda es demasiado larga').default(''),
});
export type UnlinkedCompaniesQuery = z.infer<typeof unlinkedCompaniesQuerySchema>;

/** One company of that list. */
export const unlinkedCompanySchema = z.object({ id: z.int(), razonsocial: z.string(), cuit: z.string() });
export type UnlinkedCompany = z.infer<typeof unlinkedCompanySchema>;
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * POST /api/usuar/update/{id}: an empty pass keeps the current password. Postulante is accepted so
 * an applicant's name or e-mail can be corrected; the server refuses a change of role to or from it.
 */
export const userUpdateSchema = z.object({
  ...userFields,
  pass: z.preprocess((value) => (value === '' ? undefined : value), passwordSchema.optional()),
  role: roleSchema(ROLES),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
