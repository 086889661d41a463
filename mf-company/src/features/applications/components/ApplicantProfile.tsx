import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { formatDmy, type CompanyApplicationDetail } from '@postulate/contracts';
import { Alert, Button, Loading } from '@postulate/ui';
import { Tabs } from '@postulate/ui/tabs';
import { StatusBadge } from '@postulate/ui/tables';
import { TestReport } from '@postulate/ui/reports';
import {
  useApplicationNeighbours,
  useApplicationReport,
  useCompanyApplication,
  useCvPhoto,
  useMarkApplicationRead,
  useSetFavourite,
} from '../api/applications-api';
import { ApplicationLabels } from './ApplicationLabels';
import { ApplicationNotes } from './ApplicationNotes';
import { AvisoHeader } from './AvisoHeader';
import { CvView } from './CvView';
import { filterFromParams, filterSearch } from './list-filter';
import { StageChangeDialog, type StageChange } from './StageChangeDialog';
import { StageSelect } from './StageSelect';
import { ApplicationInterviews } from '../../interviews/components/ApplicationInterviews';

const TABS = [
  { id: 'cv', label: 'CV' },
  { id: 'informe', label: 'Informe de Perfil' },
];

/** Builds the A4 PDF (packages/cv-pdf, fetched only when asked for) and hands it to the browser as a download. */
async function downloadPdf(detail: CompanyApplicationDetail, photo: string | null) {
  const { cvPdfBlob, cvPdfFileName } = await import('@postulate/cv-pdf');
  const cv = detail.cv!;
  const blob = await cvPdfBlob({ cv, photo, application: { titulo: detail.aviso.titulo, respuestas: detail.respuestas } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = cvPdfFileName(cv);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function ReportTab({ applicationId }: { applicationId: number }) {
  const { data: report, error } = useApplicationReport(applicationId);

  if (error) return <Alert tone="error">{errorMessage(error)}</Alert>;
  if (!report) return <Loading />;
  const none = !report.toulouse && !report.mbti && !report.mbtiWithheld && !report.cards;
  return (
    <div className="pl-stack">
      {none && <Alert tone="info">Sin resultados: el postulante todavía no completó ningún test.</Alert>}
      <TestReport report={report} headingLevel={2} />
    </div>
  );
}

/**
 * 'Perfil del postulante' (/admin/aviso/{id}/aplicaciones/{applicationId}): the CV as sent with its
 * PDF, the tests report, the stage (changed as in the list, after confirming) and 'Anterior' /
 * 'Siguiente' through the list it was opened from, whose filter and order its address carries.
 * The first view marks the application read.
 */
export function ApplicantProfile() {
  const applicationId = Number(useParams().applicationId);
  // Another applicant starts afresh: tab, PDF state and the read mark are each profile's own.
  return <Profile key={applicationId} applicationId={applicationId} />;
}

function Profile({ applicationId }: { applicationId: number }) {
  const avisoId = Number(useParams().id);
  const [params] = useSearchParams();
  const filter = filterFromParams(params);
  const search = filterSearch(filter);
  const application = useCompanyApplication(applicationId);
  const detail = application.data;
  const neighbours = useApplicationNeighbours(applicationId, filter).data;
  // A photo that cannot be fetched leaves the CV without it, not without a CV.
  const photo = useCvPhoto(detail?.cv?.fotoPerfil?.id ?? null).data ?? null;
  const favourite = useSetFavourite();
  const { mutate: markRead } = useMarkApplicationRead();
  const failure = favourite.error ?? application.error;
  const error = failure ? errorMessage(failure) : null;
  const [tab, setTab] = useState('cv');
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [pending, setPending] = useState<StageChange | null>(null);
  const marked = useRef(false);

  useEffect(() => {
    if (!detail || detail.readed || marked.current) return;
    marked.current = true;
    // A failed mark leaves it unread: the next opening tries again.
    markRead(applicationId);
  }, [detail, applicationId, markRead]);

  const list = `/admin/aviso/${avisoId}/aplicaciones`;
  const onPdf = async () => {
    if (!detail) return;
    setPdf({ busy: true, error: null });
    try {
      await downloadPdf(detail, photo);
      setPdf({ busy: false, error: null });
    } catch (failure) {
      setPdf({ busy: false, error: errorMessage(failure) });
    }
  };

  return (
    <section className="pl-stack" aria-labelledby="profile-title">
      <div className="pl-cluster pl-cluster--between">
        <h1 id="profile-title" className="pl-page-title">
          Perfil del postulante
        </h1>
        <Link className="pl-button pl-button--secondary" to={`${list}${search}`}>
          Volver a las aplicaciones
        </Link>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!detail && !error && <Loading />}
      {detail && (
        <>
          <AvisoHeader aviso={detail.aviso} headingLevel={2} />
          <div className="cmp-profile-nav">
            <span className="cmp-stage">
              {detail.retirada ? (
                <StatusBadge stage="retirada" />
              ) : (
                <label className="cmp-inline-field">
                  Estado <StageSelect stage={detail.estado} onChoose={(stage) => setPending({ ids: [detail.id], stage, name: detail.cv?.name })} />
                </label>
              )}
              <span className="pl-muted pl-small">desde el {formatDmy(new Date(detail.estadoDesde))}</span>
            </span>
            {neighbours && (
              <nav className="pl-cluster" aria-label="Otros postulantes de la lista">
                {neighbours.anterior !== null && (
                  <Link className="pl-button pl-button--ghost" to={`${list}/${neighbours.anterior}${search}`} rel="prev">
                    ‹ Anterior
                  </Link>
                )}
                <span className="pl-small pl-muted">
                  {neighbours.posicion} de {neighbours.total}
                </span>
                {neighbours.siguiente !== null && (
                  <Link className="pl-button pl-button--ghost" to={`${list}/${neighbours.siguiente}${search}`} rel="next">
                    Siguiente ›
                  </Link>
                )}
              </nav>
            )}
          </div>
          <div className="pl-cluster">
            <Link className="pl-button pl-button--secondary" to={`${list}/${applicationId}/mensajes`}>
              {detail.hasNewMessage ? 'Mensajes (nuevos)' : 'Mensajes'}
            </Link>
            <Button
              variant={detail.favourite ? 'primary' : 'secondary'}
              aria-pressed={detail.favourite}
              onClick={() => favourite.mutate({ id: detail.id, favourite: !detail.favourite })}
              disabled={favourite.isPending}
            >
              {detail.favourite ? 'Favorita' : 'Marcar como favorita'}
            </Button>
          </div>
          <Tabs tabs={TABS} active={tab} onChange={setTab} label="Perfil del postulante">
            {tab === 'cv' ? (
              detail.cv ? (
                <div className="pl-card pl-stack">
                  <div className="pl-cluster">
                    <Button variant="primary" busy={pdf.busy} onClick={() => void onPdf()}>
                      Descargar CV en PDF
                    </Button>
                  </div>
                  {pdf.error && <Alert tone="error">{pdf.error}</Alert>}
                  <CvView
                    cv={detail.cv}
                    respuestas={detail.respuestas}
                    photoUrl={photo}
                    cumpleRequisitos={detail.aviso.requisitos ? detail.cumpleRequisitos : undefined}
                  />
                </div>
              ) : (
                <Alert tone="info">El postulante dio de baja su cuenta: su CV ya no está disponible.</Alert>
              )
            ) : (
              <ReportTab applicationId={applicationId} />
            )}
          </Tabs>
          <ApplicationLabels applicationId={applicationId} calificacion={detail.calificacion} etiquetas={detail.etiquetas} />
          <ApplicationInterviews
            applicationId={applicationId}
            name={detail.cv?.name ?? null}
            closed={detail.retirada || detail.aviso.status === 'finished' || !detail.cv}
          />
          <ApplicationNotes applicationId={applicationId} />
          <StageChangeDialog change={pending} canMessage={detail.aviso.permiteMsjDirecto} onClose={() => setPending(null)} onDone={() => setPending(null)} />
        </>
      )}
    </section>
  );
}
