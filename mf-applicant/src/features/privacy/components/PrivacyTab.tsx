import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useSessionStore } from '@postulate/client';
import { accountDeletionSchema, MESSAGES, type AccountDeletedState, type AccountDeletion } from '@postulate/contracts';
import { Alert, Button, Field, Input, Modal } from '@postulate/ui';
import { applicantWrites, isWriting } from '../../common/api/applicant-queries';
import { useDeleteAccount, useMyDataDownload } from '../api/privacy-api';

/** Offers the JSON as a file the browser saves. */
function download(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);
  // The server already closed the session with the account; this clears the browser's side.
  const deletion = useDeleteAccount(async () => {
    await logout().catch(() => undefined);
    void navigate('/', { replace: true, state: { accountDeleted: true } satisfies AccountDeletedState });
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccountDeletion>({ resolver: zodResolver(accountDeletionSchema), defaultValues: { pass: '' } });

  const onSubmit = handleSubmit((values) => {
    if (!isWriting(applicantWrites.deleteAccount)) deletion.mutate(values);
  });

  return (
    <Modal open={open} title="Eliminar mi cuenta" onClose={() => !deletion.isPending && onClose()} role="alertdialog">
      <form className="pl-stack" onSubmit={onSubmit} noValidate>
        <p>
          Se borrarán tu usuario, tu CV, tu foto, tus documentos, tus mensajes y los resultados de tus tests. Las empresas conservarán tus postulaciones solo de
          forma anónima, sin ningún dato tuyo. De cada test que terminaste guardamos, hasta que vence su resultado, solo cuál fue y sus fechas junto con un
          código de tu correo y tu DNI, para que no se pueda repetir con otra cuenta. Esta acción no se puede deshacer.
        </p>
        {deletion.isError && <Alert tone="error">{errorMessage(deletion.error)}</Alert>}
        <Field label="Para confirmar, ingresá tu contraseña" htmlFor="delete-pass" error={errors.pass?.message} required>
          <Input type="password" autoComplete="current-password" data-autofocus required {...register('pass')} />
        </Field>
        <div className="pl-actions">
          <Button variant="secondary" onClick={onClose} disabled={deletion.isPending}>
            {MESSAGES.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={deletion.isPending}>
            Eliminar mi cuenta definitivamente
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The rights the privacy policy promises: a copy of everything we hold, and erasure. */
export function PrivacyTab() {
  const myData = useMyDataDownload((data) => download(data, 'mis-datos-postulate.json'));
  const [deleting, setDeleting] = useState(false);

  return (
    <div className="pl-stack pl-stack--loose">
      <section className="pl-stack" aria-labelledby="privacy-export-title">
        <h2 id="privacy-export-title" className="pl-card__title">
          Descargar mis datos
        </h2>
        <p>
          Un archivo JSON con todo lo que Postulate guarda sobre vos: tu cuenta, tu CV, tus postulaciones con sus respuestas, tus mensajes, tus entrevistas, tus
          alertas y tus tests. Ver la <Link to="/politicaPostulante">política de privacidad</Link>.
        </p>
        {myData.isError && <Alert tone="error">{errorMessage(myData.error)}</Alert>}
        <div>
          <Button onClick={() => myData.mutate()} busy={myData.isPending}>
            Descargar mis datos
          </Button>
        </div>
      </section>
      <section className="pl-stack" aria-labelledby="privacy-delete-title">
        <h2 id="privacy-delete-title" className="pl-card__title">
          Eliminar mi cuenta
        </h2>
        <p>Borra tu cuenta y tus datos personales y cierra tu sesión.</p>
        <div>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Eliminar mi cuenta
          </Button>
        </div>
      </section>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
