import { Link } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';
import { Icon } from '@postulate/ui';

const HIGHLIGHTS = [
  { icon: 'search', title: 'Buscá por puesto o provincia', text: 'Avisos de empresas de todo el país, de CABA a Tierra del Fuego.' },
  { icon: 'file', title: 'Tu CV listo en PDF', text: 'Cargá tu experiencia una vez y postulate con un clic.' },
  { icon: 'clipboard', title: 'Tests que suman', text: 'Completá los tests y destacá tu perfil frente a las empresas.' },
];

export function LandingPage() {
  const profile = useSessionStore((state) => state.profile);
  return (
    <div className="pub-landing">
      <section className="pub-hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{profile ? `Hola, ${profile.name}` : 'Encontrá tu próximo trabajo en Argentina'}</h1>
        <p>Postulate conecta a personas que buscan empleo con empresas que publican avisos en todo el país.</p>
        {!profile && (
          <div className="pub-hero-actions">
            <Link className="pub-cta" to="/dashboard">
              Ingresar / Registrate
            </Link>
            <Link className="pub-cta pub-cta--secondary" to="/dashboard">
              Publica tu oferta de Empleo
            </Link>
          </div>
        )}
      </section>
      <ul className="pub-highlights">
        {HIGHLIGHTS.map((item) => (
          <li key={item.title} className="pl-card">
            <Icon name={item.icon} size={28} />
            <h2>{item.title}</h2>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      <p className="pub-muted" role="note">
        La búsqueda de avisos se está preparando y estará disponible en esta página muy pronto.
      </p>
    </div>
  );
}
