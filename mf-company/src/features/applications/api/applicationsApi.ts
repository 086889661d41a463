import { downloadFile } from '@postulate/client';
import type { ApplicationsExport } from '@postulate/contracts';

/** POST /api/empresa/report.php: one ad's applications of a tab, saved as a CSV file. */
export const exportApplications = (filter: ApplicationsExport) =>
  downloadFile('/api/empresa/report.php', { method: 'POST', body: filter }, `postulaciones-aviso-${filter.idAviso}.csv`);
