// Issue 38, point 4: where a visit to an ad or an application came from. Zod-free: the ad page and
// its links (the visitor's bundle) read it.

/** Where a visit or an application came from: the ad's links carry it as `?origen=`. */
export const AVISO_SOURCES = ['busqueda', 'alerta', 'feed', 'compartido', 'directo'] as const;
export type AvisoSource = (typeof AVISO_SOURCES)[number];

export const AVISO_SOURCE_LABELS: Record<AvisoSource, string> = {
  busqueda: 'Búsqueda del portal',
  alerta: 'Alerta por e-mail',
  feed: 'Feed RSS',
  compartido: 'Enlace compartido',
  directo: 'Directo',
};

/** The query parameter of an ad's link that names its source. */
export const AVISO_SOURCE_PARAM = 'origen';

export const isAvisoSource = (value: unknown): value is AvisoSource => typeof value === 'string' && (AVISO_SOURCES as readonly string[]).includes(value);

/** The source a link's query string names ('?origen=feed'), or null when it names none we know. */
export function avisoSourceIn(search: string): AvisoSource | null {
  const value = new URLSearchParams(search).get(AVISO_SOURCE_PARAM);
  return isAvisoSource(value) ? value : null;
}

/** An ad's address as a source links to it: '/showAviso/7?origen=busqueda'. */
export const avisoPathFrom = (id: number, source: Exclude<AvisoSource, 'directo'>) => `/showAviso/${id}?${AVISO_SOURCE_PARAM}=${source}`;
