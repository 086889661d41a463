/**
 * The 24 Argentine provinces. `id` is the INDEC/Georef code used by the localities data;
 * `name` is the label the spec lists (CABA, BUENOS AIRES ... TUCUMAN).
 */
export const PROVINCES = [
  { id: '02', name: 'CABA', officialName: 'Ciudad Autónoma de Buenos Aires' },
  { id: '06', name: 'BUENOS AIRES', officialName: 'Buenos Aires' },
  { id: '10', name: 'CATAMARCA', officialName: 'Catamarca' },
  { id: '22', name: 'CHACO', officialName: 'Chaco' },
  { id: '26', name: 'CHUBUT', officialName: 'Chubut' },
  { id: '14', name: 'CORDOBA', officialName: 'Córdoba' },
  { id: '18', name: 'CORRIENTES', officialName: 'Corrientes' },
  { id: '30', name: 'ENTRE RIOS', officialName: 'Entre Ríos' },
  { id: '34', name: 'FORMOSA', officialName: 'Formosa' },
  { id: '38', name: 'JUJUY', officialName: 'Jujuy' },
  { id: '42', name: 'LA PAMPA', officialName: 'La Pampa' },
  { id: '46', name: 'LA RIOJA', officialName: 'La Rioja' },
  { id: '50', name: 'MENDOZA', officialName: 'Mendoza' },
  { id: '54', name: 'MISIONES', officialName: 'Misiones' },
  { id: '58', name: 'NEUQUEN', officialName: 'Neuquén' },
  { id: '62', name: 'RIO NEGRO', officialName: 'Río Negro' },
  { id: '66', name: 'SALTA', officialName: 'Salta' },
  { id: '70', name: 'SAN JUAN', officialName: 'San Juan' },
  { id: '74', name: 'SAN LUIS', officialName: 'San Luis' },
  { id: '78', name: 'SANTA CRUZ', officialName: 'Santa Cruz' },
  { id: '82', name: 'SANTA FE', officialName: 'Santa Fe' },
  { id: '86', name: 'SANTIAGO DEL ESTERO', officialName: 'Santiago del Estero' },
  { id: '94', name: 'TIERRA DEL FUEGO', officialName: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur' },
  { id: '90', name: 'TUCUMAN', officialName: 'Tucumán' },
] as const;

export type Province = (typeof PROVINCES)[number];

/** What people also type for a province: the legacy's label, and the city's everyday names. */
const PROVINCE_ALIASES: Partial<Record<Province['id'], readonly string[]>> = {
  '02': ['Capital Federal', 'Ciudad de Buenos Aires'],
  '94': ['Ushuaia'],
};

/**
 * The one province list every picker shows (CV, home search, ad wizard, company profile and
 * registration), with the official spelling; the legacy's label and common names find it too.
 */
export const PROVINCE_OPTIONS = PROVINCES.map((province) => ({
  value: province.id,
  label: province.officialName,
  keywords: [province.name, ...(PROVINCE_ALIASES[province.id] ?? [])],
}));

/** A province's name as every screen and the CV PDF show it. */
export const provinceLabel = (id: string): string => PROVINCES.find((province) => province.id === id)?.officialName ?? id;
