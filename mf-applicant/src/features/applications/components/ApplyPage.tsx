import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '@postulate/client';
import { HOME_MESSAGES, type ApplicationStatus, type AvisoDetailData } from '@postulate/contracts';
import { Alert, AvisoDetail, Button, Loading } from '@postulate/ui';
import { fetchApplicationState, fetchAviso } from '../api/applicationsApi';
import { ApplyPanel } from './ApplyPanel';
import '../applications.css';

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; aviso: AvisoDetailData; applied: ApplicationStatus | null }
  | { status: 'failed'; message: string; missing: boolean };

/** /showAviso/{id} for a candidate: the public ad (the shared AvisoDetail) with the apply action. */
export function ApplyPage() {
  const id = Number(useParams().id);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    Promise.all([fetchAviso(id, controller.signal), fetchApplicationState(id, controller.signal)]).then(
      ([aviso, { postulacion }]) => setState({ status: 'ready', aviso, applied: postulacion }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A malformed id is as missing as an unknown one.
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ status: 'failed', missing, message: missing ? HOME_MESSAGES.avisoNotFound : errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const back = <Link to="/home">Volver a la búsqueda</Link>;
  if (state.status === 'loading') return <Loading label="Cargando el aviso..." />;
  if (state.status === 'failed') {
    return (
      <section className="pl-card pl-stack" aria-labelledby="apply-missing-title">
        <h1 id="apply-missing-title">{state.missing ? 'Aviso no disponible' : 'No pudimos cargar el aviso'}</h1>
        <Alert tone={state.missing ? 'info' : 'error'}>{state.message}</Alert>
        {!state.missing && (
          <div>
            <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
              Reintentar
            </Button>
          </div>
        )}
        {back}
      </section>
    );
  }
  return (
    <div className="pl-stack">
      {back}
      <AvisoDetail aviso={state.aviso}>
        <ApplyPanel
          idAviso={state.aviso.id}
          preguntas={state.aviso.preguntas}
          applied={state.applied}
          onApplied={(applied) => setState({ ...state, applied })}
        />
      </AvisoDetail>
    </div>
  );
}
