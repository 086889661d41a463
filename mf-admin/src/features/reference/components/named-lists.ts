import { subAreaSaveSchema, workLevelSaveSchema } from '@postulate/contracts';

/** What differs between the work levels screen and the sub-areas screen. */
export interface NamedListConfig {
  entity: 'nivel' | 'subarea';
  title: string;
  listLabel: string;
  fieldLabel: string;
  createTitle: string;
  updateTitle: string;
  emptyText: string;
  schema: typeof workLevelSaveSchema | typeof subAreaSaveSchema;
  /** How the confirm dialog names one item, e.g. 'el nivel "Junior"'. */
  named: (name: string) => string;
}

export const WORK_LEVELS: NamedListConfig = {
  entity: 'nivel',
  title: 'Niveles',
  listLabel: 'Lista de niveles',
  fieldLabel: 'Nivel',
  createTitle: 'Nuevo nivel',
  updateTitle: 'Modificar nivel',
  emptyText: 'Todavía no hay niveles cargados',
  schema: workLevelSaveSchema,
  named: (name) => `el nivel "${name}"`,
};

export const SUB_AREAS: NamedListConfig = {
  entity: 'subarea',
  title: 'Subáreas',
  listLabel: 'Lista de subáreas',
  fieldLabel: 'Subárea',
  createTitle: 'Nueva subárea',
  updateTitle: 'Modificar subárea',
  emptyText: 'Todavía no hay subáreas cargadas',
  schema: subAreaSaveSchema,
  named: (name) => `la subárea "${name}"`,
};
