import { Link } from 'react-router-dom';

export function FaqPage() {
  return (
    <article className="pl-card pub-page" aria-labelledby="faq-title">
      <h1 id="faq-title">Preguntas frecuentes</h1>
      <h2>No recibí el correo de confirmación, ¿qué hago?</h2>
      <p>
        El correo de confirmación puede demorar hasta 24 horas en llegar. Revisá también la carpeta de correo no
        deseado o spam, y verificá que la dirección que ingresaste al registrarte sea la correcta.
      </p>
      <p>Si pasadas las 24 horas todavía no lo recibiste, volvé a registrarte o escribinos desde la página principal.</p>
      <p>
        <Link to="/">Volver a la página principal</Link>
      </p>
    </article>
  );
}
