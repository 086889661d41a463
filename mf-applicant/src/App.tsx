import { Navigate, Route, Routes } from 'react-router-dom';

const VIEWS = [
  { path: '/micv/*', id: 'micv', title: 'Mi CV', text: 'Tus datos personales, formación y experiencia: disponible muy pronto.' },
  { path: '/mispostulaciones/*', id: 'postulaciones', title: 'Mis Postulaciones', text: 'Tus aplicaciones y mensajes con empresas: disponible muy pronto.' },
  { path: '/mistests/*', id: 'tests', title: 'Mis Tests', text: 'Los tres tests para destacar tu perfil: disponible muy pronto.' },
];

/** The candidate's own views; the shell renders home and ads from the public remote. */
export default function App() {
  return (
    <Routes>
      {VIEWS.map((view) => (
        <Route
          key={view.id}
          path={view.path}
          element={
            <section className="pl-card" aria-labelledby={`applicant-${view.id}`}>
              <h1 id={`applicant-${view.id}`}>{view.title}</h1>
              <p>{view.text}</p>
            </section>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
