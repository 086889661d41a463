import { z } from './zod.js';
import { AVISO_STATUSES, GENEROS } from './avisos.js';
import { pagingShape } from './reference.js';

/**
 * 'Avisos con requisitos de género o edad': the administrator reviews every ad that asks for a
 * gender other than 'Indistinto' or an age range, with the company's reason (Ley 23.592).
 */
export const requirementAvisosQuerySchema = z.object(pagingShape);
export type RequirementAvisosQuery = z.output<typeof requirementAvisosQuerySchema>;

export const requirementAvisoItemSchema = z.object({
  id: z.int(),
  titulo: z.string(),
  empresa: z.string().describe("The company's razón social, even for a confidential ad"),
  companyId: z.int(),
  genero: z.enum(GENEROS),
  edadDesde: z.int().nullable(),
  edadHasta: z.int().nullable(),
  motivo: z.string().nullable().describe('The reason the company gave; null for an ad saved before the rule'),
  status: z.enum(AVISO_STATUSES),
  modificadoEl: z.iso.datetime().describe('When the ad was last saved (ISO date-time)'),
});
export type RequirementAvisoItem = z.infer<typeof requirementAvisoItemSchema>;
