import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import type { CompanyAvisoData } from '@postulate/contracts';
import { Alert, AvisoDetail, Loading } from '@postulate/ui';
import { companyApi } from '../../company/api/companyApi';

const STATUS_NOTE = {
  draft: 'Vista previa: este aviso todavía no está publicado.',
  published: 'Este aviso está publicado.',
  finished: 'Este aviso está finalizado: ya no aparece en las búsquedas.',
} as const;

/** The ad as applicants see it, for any state of one of the company's ads. */
export function AvisoPreview() {
  const id = Number(useParams().id);
  const [data, setData] = useState<CompanyAvisoData | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    companyApi.aviso(id, controller.signal).then(setData, (failure: unknown) => !controller.signal.aborted && setError(errorMessage(failure)));
    return () => controller.abort();
  }, [id]);

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
