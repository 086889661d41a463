import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import type { CompanyApplicationDetail } from '@postulate/contracts';
import { Alert, Button, Loading, Tabs, TestReport } from '@postulate/ui';
import { markApplicationRead, setFavourite, useApplicationReport, useCompanyApplication, useCvPhoto } from '../api/applications-api';
import { ApplicationNotes } from './ApplicationNotes';
import { AvisoHeader } from './AvisoHeader';
import { CvView } from './CvView';

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
 * PDF, and the tests report. The first view marks the application read.
 */
export function ApplicantProfile() {
  const params = useParams();
  const avisoId = Number(params.id);
  const applicationId = Number(params.applicationId);
  const application = useCompanyApplication(applicationId);
  const detail = application.data;
  // A photo that cannot be fetched leaves the CV without it, not without a CV.
  const photo = useCvPhoto(detail?.cv?.fotoPerfil?.id ?? null).data ?? null;
  const [favouriteError, setFavouriteError] = useState<string | null>(null);
  const error = favouriteError ?? (application.error ? errorMessage(application.error) : null);
  const [tab, setTab] = useState('cv');
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const marked = useRef(false);

  useEffect(() => {
    if (!detail || detail.readed || marked.current) return;
    marked.current = true;
    markApplicationRead(applicationId).catch(() => undefined);
  }, [detail, applicationId]);

  const back = `/admin/aviso/${avisoId}/aplicaciones`;
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
        <Link className="pl-button pl-button--secondary" to={back}>
          Volver a las aplicaciones
        </Link>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!detail && !error && <Loading />}
      {detail && (
        <>
          <AvisoHeader aviso={detail.aviso} headingLevel={2} />
          <div className="pl-cluster">
            <Link className="pl-button pl-button--secondary" to={`${back}/${applicationId}/mensajes`}>
              {detail.hasNewMessage ? 'Mensajes (nuevos)' : 'Mensajes'}
            </Link>
            <Button
              variant={detail.favourite ? 'primary' : 'secondary'}
              aria-pressed={detail.favourite}
              onClick={() => setFavourite(detail.id, !detail.favourite).catch((failure: unknown) => setFavouriteError(errorMessage(failure)))}
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
                  <CvView cv={detail.cv} respuestas={detail.respuestas} photoUrl={photo} />
                </div>
              ) : (
                <Alert tone="info">El postulante dio de baja su cuenta: su CV ya no está disponible.</Alert>
              )
            ) : (
              <ReportTab applicationId={applicationId} />
            )}
          </Tabs>
          <ApplicationNotes applicationId={applicationId} />
        </>
      )}
    </section>
  );
}
