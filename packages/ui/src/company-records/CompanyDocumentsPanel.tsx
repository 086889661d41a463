import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_TYPES,
  COMPANY_RECORDS_MESSAGES,
  SECURITY_LICENCE_SLOT,
  VERIFICATION_SLOTS,
  documentReviewSchema,
  formatDmy,
  type CompanyDocument,
  type CompanyDocuments,
  type DocumentReview,
  type DocumentState,
} from '@postulate/contracts';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { FilePicker } from '../components/FilePicker';
import { Icon, type IconName } from '../components/Icon';
import { Textarea } from '../components/Textarea';
import { cx } from '../internal/cx';
import { VerifiedBadge } from './VerifiedBadge';
import './company-records.css';

interface PanelBaseProps {
  documents: CompanyDocuments;
  /**
   * Where a slot's file is served (cookie-authenticated): the thumbnail's src, the PDF's link. The
   * stored file's id rides along because the slot's address stays the same when a file replaces
   * another, and browsers keep files for an hour.
   */
  fileUrl: (slot: number, fileId: string) => string;
  /** The Spanish text of a failed upload or review (packages/client's errorMessage). */
  errorText: (failure: unknown) => string;
}

/**
 * One of the app's writes (TanStack Query's useMutation), as the panel uses it: its `variables` name
 * the slot it is about, so that slot alone shows it busy, refused or done. One slot at a time.
 */
export interface SlotWrite<Input extends { slot: number }> {
  mutate: (input: Input, callbacks: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
  variables: Input | undefined;
}

interface CompanyModeProps extends PanelBaseProps {
  mode: 'company';
  /** Sends one slot's file; the remote then passes the updated documents. A refusal shows on that slot. */
  upload: SlotWrite<{ slot: number; file: File }>;
}

interface AdminModeProps extends PanelBaseProps {
  mode: 'admin';
  /** Approves or refuses one loaded slot (validated by documentReviewSchema). A refusal shows on that slot. */
  review: SlotWrite<DocumentReview>;
}

/** What a write shows on `slot`: busy, the refusal worded by `errorText`, or done. */
function slotState<Input extends { slot: number }>(write: SlotWrite<Input>, slot: number, errorText: PanelBaseProps['errorText']) {
  const here = write.variables?.slot === slot;
  return {
    busy: here && write.isPending,
    error: here && write.error ? errorText(write.error) : null,
    done: here && write.isSuccess,
  };
}

export type CompanyDocumentsPanelProps = CompanyModeProps | AdminModeProps;

const STATE_LOOK: Record<DocumentState | 'empty', { text: string; icon: IconName; modifier: string }> = {
  empty: { text: 'Sin cargar', icon: 'file', modifier: 'empty' },
  Pendiente: { text: 'Pendiente', icon: 'info', modifier: 'pending' },
  Aprobado: { text: 'Aprobado', icon: 'check', modifier: 'approved' },
  Rechazado: { text: 'Rechazado', icon: 'alert', modifier: 'rejected' },
};

/** The browser's early check of a chosen document; the server decides by content. */
function documentProblem(file: File): string | null {
  if (!(COMPANY_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return COMPANY_RECORDS_MESSAGES.fileType;
  if (file.size > COMPANY_DOCUMENT_MAX_BYTES) return COMPANY_RECORDS_MESSAGES.fileTooLarge;
  return null;
}

/** Slot 8 matters only for 'Seguridad' ads and slot 9 for nobody: said under their names. */
function slotHint(slot: number): string | null {
  if (slot === SECURITY_LICENCE_SLOT) return 'Solo se necesita para publicar avisos del área Seguridad.';
  if (slot > SECURITY_LICENCE_SLOT) return 'Opcional: cualquier otra documentación que quieras sumar.';
  return null;
}

function StateChip({ estado }: { estado: DocumentState | null }) {
  const look = STATE_LOOK[estado ?? 'empty'];
  return (
    <span className={`pl-doc-state pl-doc-state--${look.modifier}`}>
      <Icon name={look.icon} size={16} />
      {look.text}
    </span>
  );
}

function FilePreview({ document, url }: { document: CompanyDocument; url: string }) {
  if (!document.archivo) return null;
  if (document.archivo.tipo === 'application/pdf') {
    return (
      <a className="pl-doc__pdf" href={url} download aria-label={`Descargar el PDF de ${document.nombre}`}>
        <Icon name="file" size={16} />
        Descargar PDF
      </a>
    );
  }
  return (
    <a className="pl-doc__thumb-link" href={url} target="_blank" rel="noopener noreferrer" aria-label={`Abrir ${document.nombre} en una pestaña nueva`}>
      <img className="pl-doc__thumb" src={url} alt={`Vista previa de ${document.nombre}`} loading="lazy" width={96} height={96} />
    </a>
  );
}

/** The company's side of a slot: choose a file and 'Subir', with its own progress and error. */
function UploadControls({
  document,
  upload,
  errorText,
}: {
  document: CompanyDocument;
  upload: CompanyModeProps['upload'];
  errorText: PanelBaseProps['errorText'];
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  // Why the last chosen file was refused: 'Subir' repeats it rather than asking for a file.
  const [refusal, setRefusal] = useState<string | null>(null);
  // A new key clears the picker after an upload.
  const [pickerKey, setPickerKey] = useState(0);
  // The browser's own refusal of the file; the server's comes from the upload.
  const [problem, setProblem] = useState<string | null>(null);
  const sent = slotState(upload, document.slot, errorText);
  const error = problem ?? sent.error;
  // A new choice or try replaces what the last upload of this slot said.
  const forgetSent = () => {
    if (sent.done || sent.error) upload.reset();
  };

  const send = () => {
    const found = file ? documentProblem(file) : (refusal ?? COMPANY_RECORDS_MESSAGES.fileMissing);
    setProblem(found);
    forgetSent();
    if (found || !file || upload.isPending) return;
    upload.mutate(
      { slot: document.slot, file },
      {
        onSuccess: () => {
          setFile(null);
          setPickerKey((value) => value + 1);
        },
      },
    );
  };

  return (
    <div className="pl-doc__controls">
      <Field
        htmlFor={inputId}
        label={
          <>
            Archivo<span className="pl-visually-hidden"> de {document.nombre}</span>
          </>
        }
        hint={document.archivo ? 'PNG, JPG o PDF de hasta 2 MB. Reemplaza el actual, que vuelve a revisión.' : 'PNG, JPG o PDF de hasta 2 MB.'}
        error={error}
      >
        <FilePicker
          key={pickerKey}
          id={inputId}
          accept={COMPANY_DOCUMENT_TYPES.join(',')}
          buttonLabel="Elegir archivo"
          describedBy={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          invalid={error !== null}
          disabled={sent.busy}
          onPick={(chosen) => {
            const found = chosen ? documentProblem(chosen) : null;
            setFile(found ? null : chosen);
            setRefusal(found);
            forgetSent();
            setProblem(found);
            return found === null;
          }}
        />
      </Field>
      <div>
        <Button variant="secondary" onClick={send} busy={sent.busy} disabled={upload.isPending} aria-label={`Subir ${document.nombre}`}>
          Subir
        </Button>
      </div>
      {sent.done && (
        <p className="pl-field-message pl-field-message--success" role="status">
          <Icon name="check" size={16} />
          <span>{COMPANY_RECORDS_MESSAGES.uploaded}</span>
        </p>
      )}
    </div>
  );
}

/** The administrator's side of a loaded slot: 'Aprobar', or 'Rechazar' with the reason the company will read. */
function ReviewControls({
  companyId,
  document,
  review,
  errorText,
}: {
  companyId: number;
  document: CompanyDocument;
  review: AdminModeProps['review'];
  errorText: PanelBaseProps['errorText'];
}) {
  const commentId = useId();
  const formId = useId();
  const rejectButton = useRef<HTMLButtonElement>(null);
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const sent = slotState(review, document.slot, errorText);
  // The decision on its way here, for its button to show busy; while any is on its way, none other starts.
  const saving = sent.busy ? (review.variables?.estado ?? null) : null;
  const error = sent.error;

  // The form goes away under the focus: it returns to 'Rechazar' once that button is enabled again.
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current && !rejecting && saving === null) {
      refocus.current = false;
      rejectButton.current?.focus();
    }
  });

  const closeForm = () => {
    setRejecting(false);
    setComment('');
    setCommentError(null);
    refocus.current = true;
  };

  const send = (decision: DocumentReview) => {
    if (review.isPending) return;
    review.mutate(decision, {
      onSuccess: () => {
        if (rejecting) closeForm();
      },
    });
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    const parsed = documentReviewSchema.safeParse({ id: companyId, slot: document.slot, estado: 'Rechazado', comentario: comment });
    if (!parsed.success) {
      setCommentError(parsed.error.issues[0]?.message ?? COMPANY_RECORDS_MESSAGES.commentRequired);
      return;
    }
    setCommentError(null);
    send(parsed.data);
  };

  return (
    <div className="pl-doc__controls">
      <div className="pl-doc__buttons">
        <Button
          variant="primary"
          busy={saving === 'Aprobado'}
          disabled={review.isPending}
          aria-label={`Aprobar ${document.nombre}`}
          onClick={() => send({ id: companyId, slot: document.slot, estado: 'Aprobado', comentario: '' })}
        >
          Aprobar
        </Button>
        <Button
          ref={rejectButton}
          variant="danger"
          disabled={saving !== null}
          aria-label={`Rechazar ${document.nombre}`}
          aria-expanded={rejecting}
          aria-controls={rejecting ? formId : undefined}
          onClick={() => (rejecting ? closeForm() : setRejecting(true))}
        >
          Rechazar
        </Button>
      </div>
      {rejecting && (
        <form id={formId} className="pl-doc__reject" onSubmit={reject} noValidate>
          <Field
            htmlFor={commentId}
            label={
              <>
                Motivo del rechazo<span className="pl-visually-hidden"> de {document.nombre}</span>
              </>
            }
            hint="La empresa lo va a leer para corregir el documento."
            error={commentError}
            required
          >
            <Textarea
              rows={3}
              maxLength={500}
              required
              autoFocus
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                if (commentError) setCommentError(null);
              }}
            />
          </Field>
          <div className="pl-doc__buttons">
            <Button type="submit" variant="danger" busy={saving === 'Rechazado'} disabled={review.isPending}>
              Confirmar rechazo
            </Button>
            <Button variant="ghost" onClick={closeForm} disabled={saving !== null}>
              Cancelar
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p className="pl-field-message pl-field-message--error" role="alert">
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

function DocumentSlot(props: CompanyDocumentsPanelProps & { document: CompanyDocument }) {
  const { document, fileUrl, errorText } = props;
  const nameId = useId();
  const hint = slotHint(document.slot);
  const rejected = document.estado === 'Rechazado';
  return (
    <li className={cx('pl-doc', rejected && 'pl-doc--rejected')} aria-labelledby={nameId}>
      <div className="pl-doc__head">
        <h3 id={nameId} className="pl-doc__name">
          {document.slot}. {document.nombre}
        </h3>
        <StateChip estado={document.estado} />
      </div>
      {hint && <p className="pl-hint">{hint}</p>}
      {document.archivo ? (
        <div className="pl-doc__file">
          <FilePreview document={document} url={fileUrl(document.slot, document.archivo.id)} />
          <p className="pl-small pl-muted">
            Cargado el {formatDmy(new Date(document.archivo.cargadoEl))}
            {document.revisadoEl && <> · Revisado el {formatDmy(new Date(document.revisadoEl))}</>}
          </p>
        </div>
      ) : (
        props.mode === 'admin' && <p className="pl-small pl-muted">La empresa todavía no cargó este documento.</p>
      )}
      {document.comentario && (
        <div className={cx('pl-doc__comment', rejected && 'pl-doc__comment--rejected')}>
          <p className="pl-doc__comment-label">{rejected ? 'Motivo del rechazo' : 'Comentario de la revisión'}</p>
          <p>{document.comentario}</p>
        </div>
      )}
      {props.mode === 'company' && <UploadControls document={document} upload={props.upload} errorText={errorText} />}
      {props.mode === 'admin' && document.archivo && (
        <ReviewControls companyId={props.documents.companyId} document={document} review={props.review} errorText={errorText} />
      )}
    </li>
  );
}

/**
 * 'Ver files': the nine document slots of a company with their review state. The company uploads
 * (mode 'company'); an administrator approves or refuses (mode 'admin'). Fetches nothing itself.
 */
export function CompanyDocumentsPanel(props: CompanyDocumentsPanelProps) {
  const { documents, mode } = props;
  const titleId = useId();
  const approved = documents.documentos.filter((document) => document.slot <= VERIFICATION_SLOTS && document.estado === 'Aprobado').length;
  return (
    <section className="pl-docs pl-stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="pl-card__title">
        Documentación de la empresa
      </h2>
      <div className="pl-docs__status">
        {documents.verificada ? (
          <VerifiedBadge />
        ) : (
          <p>
            {mode === 'company'
              ? 'Cuando aprobemos los primeros siete documentos, tu empresa queda verificada y sus avisos muestran la insignia «Empresa verificada».'
              : 'La empresa queda verificada cuando se aprueban los primeros siete documentos.'}
          </p>
        )}
        <p className="pl-small pl-muted">
          Aprobados: {approved} de {VERIFICATION_SLOTS} obligatorios.
        </p>
      </div>
      <ol className="pl-docs__list">
        {documents.documentos.map((document) => (
          <DocumentSlot key={document.slot} {...props} document={document} />
        ))}
      </ol>
    </section>
  );
}
