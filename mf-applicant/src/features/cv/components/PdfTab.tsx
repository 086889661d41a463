import { useEffect, useState } from 'react';
import { errorMessage } from '@postulate/client';
import type { Cv } from '@postulate/contracts';
import { Alert, Field, Loading, Select } from '@postulate/ui';
import { fetchApplication, useApplications } from '../../applications/api/applications-api';
import { photoAsDataUrl, useLoadedCv } from '../api/cv-api';

type PdfState = { status: 'rendering' } | { status: 'ready'; url: string; fileName: string } | { status: 'failed'; message: string };

/**
 * Renders the CV in the browser; @react-pdf is only fetched when this tab opens. Linked to an
 * application, it is the CV as sent with that ad's questions and the applicant's answers.
 */
async function renderPdf(current: Cv, applicationId: number | null): Promise<{ url: string; fileName: string }> {
  const linked = applicationId === null ? null : await fetchApplication(applicationId);
  const cv = linked?.cv ?? current;
  const [{ cvPdfBlob, cvPdfFileName }, photo] = await Promise.all([
    import('@postulate/cv-pdf'),
    // A photo that cannot be fetched leaves the PDF without it rather than without a PDF.
    cv.fotoPerfil ? photoAsDataUrl(cv.fotoPerfil.id).catch(() => null) : Promise.resolve(null),
  ]);
  const application = linked && { titulo: linked.titulo, respuestas: linked.respuestas };
  const blob = await cvPdfBlob({ cv, photo, application });
  return { url: URL.createObjectURL(blob), fileName: cvPdfFileName(cv) };
}

/** Tu CV en PDF: an A4 preview and the download. */
export function PdfTab() {
  const cv = useLoadedCv()!;
  // Without the list the PDF still works; linking is an extra.
  const applications = useApplications(1, 100).data?.response ?? [];
  const [linked, setLinked] = useState<number | null>(null);
  const [pdf, setPdf] = useState<PdfState>({ status: 'rendering' });

  useEffect(() => {
    let active = true;
    let url: string | null = null;
    setPdf({ status: 'rendering' });
    renderPdf(cv, linked).then(
      (result) => {
        url = result.url;
        if (active) setPdf({ status: 'ready', ...result });
        else URL.revokeObjectURL(result.url);
      },
      (error: unknown) => active && setPdf({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [cv, linked]);

  return (
    <div className="pl-stack">
      <h2 className="pl-card__title">Tu CV en PDF</h2>
      {applications.length > 0 && (
        <Field
          label="Vincular a una postulación"
          htmlFor="cv-pdf-link"
          hint="Muestra el CV tal como lo enviaste a ese aviso, con tus respuestas a sus preguntas."
        >
          <Select
            placeholder="Ninguna: mi CV actual"
            value={linked ?? ''}
            onChange={(event) => setLinked(event.target.value ? Number(event.target.value) : null)}
          >
            {applications.map((item) => (
              <option key={item.id} value={item.id}>
                {item.titulo}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {pdf.status === 'rendering' && <Loading label="Generando tu CV en PDF..." />}
      {pdf.status === 'failed' && <Alert tone="error">{pdf.message}</Alert>}
      {pdf.status === 'ready' && (
        <>
          <div className="pl-cluster">
            <a className="pl-button pl-button--primary" href={pdf.url} download={pdf.fileName}>
              Descargar PDF
            </a>
            <a className="pl-button pl-button--secondary" href={pdf.url} target="_blank" rel="noreferrer">
              Abrir en una pestaña nueva
            </a>
          </div>
          <iframe className="cv-pdf-frame" title="Vista previa de tu CV en PDF" src={pdf.url} />
        </>
      )}
    </div>
  );
}
