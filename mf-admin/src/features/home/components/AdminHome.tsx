import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@postulate/ui';

const SECTIONS: { to: string; icon: IconName; title: string; text: string }[] = [
  { to: '/admin/user', icon: 'users', title: 'Usuarios', text: 'Alta de administradores, empresas y testers; desbloqueo de cuentas.' },
  { to: '/admin/empresas', icon: 'briefcase', title: 'Empresas', text: 'Los datos de cada empresa, sus documentos para verificar y sus facturas.' },
  { to: '/admin/nivs', icon: 'layers', title: 'Niveles', text: 'Los niveles laborales que eligen las empresas en sus avisos.' },
  { to: '/admin/subareas', icon: 'tag', title: 'Subáreas', text: 'Las especialidades dentro de cada área.' },
  { to: '/admin/areas', icon: 'grid', title: 'Áreas', text: 'Las áreas de empleo y las subáreas que ofrece cada una.' },
  {
    to: '/admin/requisitos',
    icon: 'shield',
    title: 'Requisitos de género o edad',
    text: 'Los avisos que piden un género o una edad, con el motivo de cada empresa.',
  },
  {
    to: '/admin/revision',
    icon: 'shield',
    title: 'Avisos en revisión',
    text: 'Los avisos de empresas sin verificar o con señales de estafa, antes de publicarse.',
  },
  {
    to: '/admin/denuncias',
    icon: 'alert',
    title: 'Denuncias',
    text: 'Los avisos denunciados, con su empresa y sus antecedentes, y las respuestas de las empresas a tus decisiones.',
  },
  {
    to: '/admin/ajustes',
    icon: 'clipboard',
    title: 'Ajustes de los tests',
    text: 'Los pedidos de tiempo adicional o formato accesible para los tests de Mis Tests.',
  },
];

/** /admin/home for the Administrador: what each screen is for. */
export function AdminHome() {
  return (
    <section className="adm-screen" aria-labelledby="admin-home-title">
      <h1 id="admin-home-title" className="pl-page-title">
        Bienvenido al panel de administración
      </h1>
      <ul className="adm-home-grid">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link className="pl-card adm-home-card" to={section.to}>
              <Icon name={section.icon} size={28} />
              <span className="adm-home-card__title">{section.title}</span>
              <span className="pl-muted">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
