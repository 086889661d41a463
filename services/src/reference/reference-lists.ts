/** The lists an administrator maintains, by their name in the URL, and their Spanish answers. */
export type ReferenceKind = 'nivel' | 'subarea' | 'area';

const usedBy = (count: number) => (count === 1 ? 'lo usa 1 aviso' : `lo usan ${count} avisos`);

export const REFERENCE_LISTS = {
  nivel: {
    notFound: 'El nivel no existe',
    duplicate: 'Ya existe un nivel con ese nombre',
    deleted: 'Nivel eliminado',
    inUse: (name: string, count: number) => `No se puede borrar el nivel "${name}": ${usedBy(count)}.`,
  },
  subarea: {
    notFound: 'La subárea no existe',
    duplicate: 'Ya existe una subárea con ese nombre',
    deleted: 'Subárea eliminada',
    inUse: (name: string, count: number) => `No se puede borrar la subárea "${name}": ${usedBy(count)}.`,
  },
  area: {
    notFound: 'El área no existe',
    duplicate: 'Ya existe un área con ese nombre',
    deleted: 'Área eliminada',
    inUse: (name: string, count: number) => `No se puede borrar el área "${name}": ${usedBy(count)}.`,
  },
} satisfies Record<ReferenceKind, unknown>;

export const AREA_MESSAGES = {
  subAreaMissing: 'Alguna de las subáreas elegidas ya no existe',
  subAreasStillUsed: (names: string[]) =>
    names.length === 1
      ? `No se puede quitar la subárea "${names[0]}" del área: la usan avisos de esta área.`
      : `No se pueden quitar las subáreas ${names.map((name) => `"${name}"`).join(', ')} del área: las usan avisos de esta área.`,
};
