import { Link } from 'react-router-dom';
import { CONFIRMATION_LINK_DAYS, RESET_LINK_MINUTES } from '@postulate/contracts';
import '../../../pages.css';

/** /faqOut: mainly for people waiting for the confirmation e-mail. */
export function FaqPage() {
  return (
    <article className="pl-card pub-page" aria-labelledby="faq-title">
      <h1 id="faq-title">Preguntas frecuentes</h1>
      <h2>No recibí el correo de confirmación, ¿qué hago?</h2>
      <p>
        El correo de confirmación puede demorar hasta 24 horas en llegar. Revisá también la carpeta de correo no deseado o spam, y verificá que la dirección que
        ingresaste al registrarte sea la correcta.
      </p>
      <p>
        Mientras tanto podés usar Postulate normalmente: ingresá con tu usuario y clave, no hace falta esperar la confirmación. El enlace del correo sirve para
        confirmar que la dirección es tuya, vale por {CONFIRMATION_LINK_DAYS} días y se puede usar una sola vez.
      </p>
      <h2>Olvidé mi contraseña</h2>
      <p>
        En la pantalla de ingreso elegí tu tipo de cuenta y tocá «Olvidé mi contraseña». Ingresá tu usuario y tu email: te enviaremos un enlace para elegir una
        contraseña nueva, que vence a los {RESET_LINK_MINUTES} minutos y se puede usar una sola vez.
      </p>
      <h2>¿Tiene costo usar Postulate?</h2>
      <p>Buscar avisos y postularte es gratis. Ninguna empresa puede pedirte dinero para postularte o para una entrevista.</p>
      <p>
        <Link to="/">Volver a la página principal</Link>
      </p>
    </article>
  );
}
