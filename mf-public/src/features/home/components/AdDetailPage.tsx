import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, errorMessage, useSessionStore } from '@postulate/client';
import { HOME_MESSAGES, type AvisoDetailData } from '@postulate/contracts';
import { Alert, AvisoDetail, Button, Loading } from '@postulate/ui';
import { fetchAviso } from '../api/home-api';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; aviso: AvisoDetailData }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** /showAviso/{id}: the whole public ad, with a loader while it loads. */
export function AdDetailPage() {
  const { id = '' } = useParams();
  const loggedIn = useSessionStore((state) => state.profile !== null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchAviso(id, controller.signal).then(
      (aviso) => setLoad({ status: 'ready', aviso }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A malformed id is as missing as an unknown one.
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setLoad(missing ? { status: 'missing' } : { status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const back = (
    <Link to="/home" className="pub-back">
      Volver a la búsqueda
    </Link>
  );

  if (load.status === 'loading') return <Loading label="Cargando el aviso..." />;
  if (load.status === 'missing' || load.status === 'error') {
    return (
      <section className="pl-card pub-page pub-stack" aria-labelledby="aviso-missing-title">
        <h1 id="aviso-missing-title">{load.status === 'missing' ? 'Aviso no disponible' : 'No pudimos cargar el aviso'}</h1>
        <Alert tone={load.status === 'missing' ? 'info' : 'error'}>
          {load.status === 'missing' ? HOME_MESSAGES.avisoNotFound : load.message}
        </Alert>
        {load.status === 'error' && (
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            Reintentar
          </Button>
        )}
        {back}
      </section>
    );
  }
  return (
    <div className="pub-detail pub-stack">
      {back}
      <AvisoDetail aviso={load.aviso}>
        {!loggedIn && (
          <p className="pub-detail__login">
            ¿Te interesa? <Link to={`/dashboard?volver=${encodeURIComponent(`/showAviso/${load.aviso.id}`)}`}>Ingresá o registrate</Link> para postularte a este trabajo.
          </p>
        )}
      </AvisoDetail>
    </div>
  );
}
