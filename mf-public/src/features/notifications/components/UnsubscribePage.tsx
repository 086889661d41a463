import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { NOTIFICATION_MESSAGES } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { useUnsubscribe } from '../api/unsubscribe-api';

/** /notificaciones/baja/:token, from the link at the foot of every e-mail a person can turn off. */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe(token);
  return (
    <section className="pl-card pl-stack" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className="pl-page-title">
        Darte de baja
      </h1>
      {unsubscribe.isPending && <Loading />}
      {unsubscribe.isError && <Alert tone="error">{errorMessage(unsubscribe.error)}</Alert>}
      {unsubscribe.isSuccess && (
        <>
          <Alert tone="success">
            {NOTIFICATION_MESSAGES.unsubscribed} correos de “{unsubscribe.data.etiqueta}”.
          </Alert>
          <p>
            Si cambiás de idea, podés volver a activarlos cuando quieras: los postulantes desde Mi CV → Notificaciones, y las empresas desde Mi Perfil →
            Notificaciones.
          </p>
        </>
      )}
      <p>
        <Link to="/">Ir a Postulate</Link>
      </p>
    </section>
  );
}
