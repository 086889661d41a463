import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '@postulate/client';
import { useAvisoView } from '@postulate/client/aviso-source';
import { HOME_MESSAGES, answerRecordText } from '@postulate/contracts';
import { Alert, Button, Loading, searchReturn, useShownTitle, type SearchReturnState } from '@postulate/ui';
import { AvisoDetail } from '@postulate/ui/aviso-detail';
import { ScamNotice } from '@postulate/ui/safety';
import { ShareAviso } from '@postulate/ui/sharing';
import { AvisoReportDialog } from '../../common/components/AvisoReportDialog';
import { useApplicationState, useAvisoToApply } from '../api/applications-api';
import { ApplyPanel } from './ApplyPanel';
import '../applications.css';

/** /showAviso/{id} for a candidate: the public ad (the shared AvisoDetail) with the apply action. */
export function ApplyPage() {
  const id = Number(useParams().id);
  const aviso = useAvisoToApply(id);
  const state = useApplicationState(id);
  const [reporting, setReporting] = useState(false);
  const error = aviso.error ?? state.error;
  // A malformed id is as missing as an unknown one.
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useShownTitle(aviso.data?.titulo ?? null);
  useAvisoView(aviso.data ? aviso.data.id : null, useLocation().search);

  const search = searchReturn();
  const back = (
    <Link to={search.path} state={{ scrollY: search.scrollY } satisfies SearchReturnState}>
      Volver a la búsqueda
    </Link>
  );
  if (error) {
    return (
      <section className="pl-card pl-stack" aria-labelledby="apply-missing-title">
        <h1 id="apply-missing-title">{missing ? 'Aviso no disponible' : 'No pudimos cargar el aviso'}</h1>
        <Alert tone={missing ? 'info' : 'error'}>{missing ? HOME_MESSAGES.avisoNotFound : errorMessage(error)}</Alert>
        {!missing && (
          <div>
            <Button
              variant="secondary"
              busy={aviso.isFetching || state.isFetching}
              onClick={() => void Promise.all([aviso.isError && aviso.refetch(), state.isError && state.refetch()])}
            >
              Reintentar
            </Button>
          </div>
        )}
        {back}
      </section>
    );
  }
  if (!aviso.data || !state.data) return <Loading label="Cargando el aviso..." />;
  return (
    <div className="pl-stack">
      {back}
      <AvisoDetail aviso={aviso.data} tools={<ShareAviso id={aviso.data.id} titulo={aviso.data.titulo} />}>
        {aviso.data.respuesta && <p className="pl-muted apl-answer-record">{answerRecordText(aviso.data.respuesta)}</p>}
        <ApplyPanel idAviso={aviso.data.id} preguntas={aviso.data.preguntas} requisito={aviso.data.requisito} applied={state.data.postulacion} />
      </AvisoDetail>
      <ScamNotice onReport={() => setReporting(true)} />
      <AvisoReportDialog target={reporting ? { idAviso: aviso.data.id, titulo: aviso.data.titulo } : null} onClose={() => setReporting(false)} />
    </div>
  );
}
