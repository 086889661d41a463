import type { AvisoStatus } from '@postulate/contracts';

/** How the administrator's screens name an ad's state. */
export const AVISO_STATUS_LABELS: Record<AvisoStatus, string> = {
  draft: 'No publicado',
  review: 'En revisión',
  published: 'Publicado',
  finished: 'Finalizado',
  hidden: 'Oculto',
};
