import { Navigate, Route, Routes } from 'react-router-dom';

const SCREENS = [
  { path: 'home', title: 'Bienvenido al panel de administración', text: 'Desde el menú administrás usuarios, niveles, áreas y sub áreas.' },
  { path: 'user', title: 'Usuarios', text: 'Alta y lista de usuarios: disponible muy pronto.' },
  { path: 'nivs', title: 'Niveles', text: 'Alta y lista de niveles laborales: disponible muy pronto.' },
  { path: 'subareas', title: 'Sub Areas', text: 'Alta y lista de sub áreas: disponible muy pronto.' },
  { path: 'areas', title: 'Areas', text: 'Alta y lista de áreas con sus sub áreas: disponible muy pronto.' },
];

/** The administrator's screens under /admin; unknown paths go to /admin/home. */
export default function App() {
  return (
    <Routes>
      {SCREENS.map((screen) => (
        <Route
          key={screen.path}
          path={screen.path}
          element={
            <section className="pl-card" aria-labelledby={`admin-${screen.path}`}>
              <h1 id={`admin-${screen.path}`}>{screen.title}</h1>
              <p>{screen.text}</p>
            </section>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/admin/home" replace />} />
    </Routes>
  );
}
