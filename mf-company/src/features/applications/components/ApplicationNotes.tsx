import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@postulate/client';
import {
  NOTE_MAX,
  NOTE_MESSAGES,
  applicationNoteSaveSchema,
  formatDmy,
  formatDmyTime,
  type ApplicationNote,
  type ApplicationNoteSave,
} from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Loading, Textarea } from '@postulate/ui';
import { DeleteQuestion } from '../../common/components/DeleteQuestion';
import { useAskedDelete } from '../../common/hooks/useAskedDelete';
import { useAddNote, useApplicationNotes, useDeleteNote } from '../api/stage-messages-api';

/** dd/mm/aaaa hh:mm, Argentina's time. */
const writtenAt = (iso: string) => `${formatDmy(new Date(iso))} ${formatDmyTime(new Date(iso)).slice(-5)}`;

function NoteItem({ applicationId, note }: { applicationId: number; note: ApplicationNote }) {
  const asked = useAskedDelete(useDeleteNote(applicationId), note.id);

  return (
    <li className="cmp-item">
      <div className="cmp-aviso__main">
        <p className="pl-muted pl-small">
          {note.autor ?? 'Usuario dado de baja'} · {writtenAt(note.creadaEl)}
        </p>
        {note.texto.split('\n').map((line, index) => (
          <p key={index}>{line}</p>
        ))}
        {asked.failure && <Alert tone="error">{asked.failure}</Alert>}
      </div>
      {asked.asking ? (
        <DeleteQuestion label="¿Eliminar la nota?" asked={asked} />
      ) : (
        <div className="cmp-aviso__actions">
          <Button variant="ghost" onClick={asked.ask} aria-label={`Eliminar la nota del ${writtenAt(note.creadaEl)}`}>
            Eliminar
          </Button>
        </div>
      )}
    </li>
  );
}

/** 'Notas privadas' on the applicant profile: the company's own notes, never shown to the applicant. */
export function ApplicationNotes({ applicationId }: { applicationId: number }) {
  const notes = useApplicationNotes(applicationId);
  const add = useAddNote(applicationId);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ApplicationNoteSave>({ resolver: zodResolver(applicationNoteSaveSchema), defaultValues: { texto: '' }, ...FORM_VALIDATION });
  const submit = handleSubmit(({ texto }) => add.mutate(texto, { onSuccess: () => reset() }));
  // Controlled, so the characters counter follows a reset after saving.
  const texto = watch('texto');
  const list = notes.data?.response;

  return (
    <section className="pl-card pl-stack" aria-labelledby="notes-title">
      <div>
        <h2 id="notes-title" className="pl-card__title">
          {NOTE_MESSAGES.title}
        </h2>
        <p className="pl-muted">{NOTE_MESSAGES.privacy}</p>
      </div>
      <form className="pl-stack" onSubmit={(event) => void submit(event)} noValidate aria-label="Nueva nota privada">
        <Field label="Nueva nota" htmlFor="note-text" error={errors.texto?.message}>
          <Textarea rows={3} maxLength={NOTE_MAX} {...register('texto')} value={texto} />
        </Field>
        {add.error && <Alert tone="error">{errorMessage(add.error)}</Alert>}
        <div className="pl-actions">
          <Button type="submit" variant="primary" busy={add.isPending}>
            {NOTE_MESSAGES.save}
          </Button>
        </div>
        <p className="pl-visually-hidden" aria-live="polite">
          {add.isSuccess ? 'Nota guardada' : ''}
        </p>
      </form>
      {notes.error && <Alert tone="error">{errorMessage(notes.error)}</Alert>}
      {!list && !notes.error && <Loading />}
      {list &&
        (list.length === 0 ? (
          <p className="pl-muted">{NOTE_MESSAGES.none}</p>
        ) : (
          <ul className="cmp-items" aria-label={NOTE_MESSAGES.title}>
            {list.map((note) => (
              <NoteItem key={note.id} applicationId={applicationId} note={note} />
            ))}
          </ul>
        ))}
    </section>
  );
}
