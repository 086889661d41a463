export const ROLES = ['Administrador', 'Empresa', 'Tester', 'Postulante'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
