import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError, errorMessage, solveCaptcha, useSessionStore } from '@postulate/client';
import { useAvisoView } from '@postulate/client/aviso-source';
import { HOME_MESSAGES, answerRecordText, loginPathFor } from '@postulate/contracts';
import { Alert, Button, Loading, searchReturn, useShownTitle, type SearchReturnState } from '@postulate/ui';
import { AvisoDetail } from '@postulate/ui/aviso-detail';
import { ReportAvisoDialog, ScamNotice } from '@postulate/ui/safety';
import { ShareAviso } from '@postulate/ui/sharing';
import '../../../pages.css';
import { usePublicAviso } from '../api/home-queries';
import { useReportAviso } from '../api/report-api';

const fieldOf = (error: unknown) => (error instanceof ApiError ? error.field : undefined);

/** 'Denunciar aviso' on the public ad: a visitor solves the captcha, a signed-in person does not. */
function ReportAviso({ idAviso, titulo, loggedIn, open, onClose }: { idAviso: number; titulo: string; loggedIn: boolean; open: boolean; onClose: () => void }) {
  const send = useReportAviso(idAviso);
  return (
    <ReportAvisoDialog
      open={open}
      onClose={onClose}
      titulo={titulo}
      solveCaptcha={loggedIn ? undefined : solveCaptcha}
      send={send}
      describeError={errorMessage}
      fieldOf={fieldOf}
    />
  );
}

/** /showAviso/{id}: the whole public ad, with a loader while it loads. */
export function AdDetailPage() {
  const { id = '' } = useParams();
  const loggedIn = useSessionStore((state) => state.profile !== null);
  const query = usePublicAviso(id);
  const [reporting, setReporting] = useState(false);
  // A malformed id is as missing as an unknown one.
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useShownTitle(query.data?.titulo ?? null);
  useAvisoView(query.data ? query.data.id : null, useLocation().search);

  const search = searchReturn();
  const back = (
    <Link to={search.path} state={{ scrollY: search.scrollY } satisfies SearchReturnState} className="pub-back">
      Volver a la búsqueda
    </Link>
  );

  if (query.isError) {
    return (
      <section className="pl-card pub-page pub-stack" aria-labelledby="aviso-missing-title">
        <h1 id="aviso-missing-title">{missing ? 'Aviso no disponible' : 'No pudimos cargar el aviso'}</h1>
        <Alert tone={missing ? 'info' : 'error'}>{missing ? HOME_MESSAGES.avisoNotFound : errorMessage(query.error)}</Alert>
        {!missing && (
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        )}
        {back}
      </section>
    );
  }
  if (!query.data) return <Loading label="Cargando el aviso..." />;
  const aviso = query.data;
  const record = aviso.respuesta && <p className="pl-muted pub-detail__record">{answerRecordText(aviso.respuesta)}</p>;
  const login = !loggedIn && (
    <p className="pub-detail__login">
      ¿Te interesa? <Link to={loginPathFor(`/showAviso/${aviso.id}`)}>Ingresá o registrate</Link> para postularte a este trabajo.
    </p>
  );
  return (
    <div className="pub-detail pub-stack">
      {back}
      <AvisoDetail aviso={aviso} venceEl={aviso.venceEl} requisito={aviso.requisito} tools={<ShareAviso id={aviso.id} titulo={aviso.titulo} />}>
        {(record || login) && (
          <>
            {record}
            {login}
          </>
        )}
      </AvisoDetail>
      <ScamNotice onReport={() => setReporting(true)} />
      <ReportAviso idAviso={aviso.id} titulo={aviso.titulo} loggedIn={loggedIn} open={reporting} onClose={() => setReporting(false)} />
    </div>
  );
}
