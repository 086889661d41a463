import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import type { AvisoStatus } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { AvisoDetail } from '@postulate/ui/aviso-detail';
import { useCompanyAviso } from '../api/avisos-api';

const STATUS_NOTE = {
  draft: 'Vista previa: este aviso todavía no está publicado.',
  review: 'Vista previa: este aviso está en revisión; lo publicamos cuando lo revisemos.',
  published: 'Este aviso está publicado.',
  finished: 'Este aviso está finalizado: ya no aparece en las búsquedas.',
  hidden: 'Este aviso está oculto por denuncias: no aparece en las búsquedas. En el home te contamos por qué.',
} as const satisfies Record<AvisoStatus, string>;

/** The ad as applicants see it, for any state of one of the company's ads. */
export function AvisoPreview() {
  const id = Number(useParams().id);
  const aviso = useCompanyAviso(id);
  const data = aviso.data;
  const error = aviso.error ? errorMessage(aviso.error) : null;

  return (
    <div className="pl-stack">
      <div>
        <Link className="pl-button pl-button--ghost" to="/admin/home">
          Volver al home
        </Link>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!data && !error && <Loading />}
      {data && (
        <>
          <Alert tone="info">{STATUS_NOTE[data.status]}</Alert>
          <AvisoDetail aviso={data.preview} />
        </>
      )}
    </div>
  );
}
