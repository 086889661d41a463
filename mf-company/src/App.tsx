import { Navigate, Route, Routes } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';

/** Company and tester back office under /admin; unknown paths go to /admin/home. */
export default function App() {
  const profile = useSessionStore((state) => state.profile);
  const isTester = profile?.role === 'Tester';
  const screens = [
    {
      path: 'home',
      title: isTester ? 'Bienvenido' : 'Tus avisos',
      text: isTester
        ? 'Invitá candidatos a los tests desde Candidatos.'
        : 'Desde aquí vas a publicar avisos y revisar las aplicaciones: disponible muy pronto.',
    },
    { path: 'perfilempre', title: 'Mi Perfil', text: 'Los datos de tu empresa: disponible muy pronto.' },
    { path: 'ctaempre', title: 'Mi Cuenta', text: 'El resumen de tu cuenta: disponible muy pronto.' },
    ...(isTester ? [{ path: 'interview', title: 'Candidatos', text: 'Agregá candidatos por correo: disponible muy pronto.' }] : []),
  ];
  return (
    <Routes>
      {screens.map((screen) => (
        <Route
          key={screen.path}
          path={screen.path}
          element={
            <section className="pl-card" aria-labelledby={`company-${screen.path}`}>
              <h1 id={`company-${screen.path}`}>{screen.title}</h1>
              {profile?.empresa && <p className="pl-muted">{profile.empresa.name}</p>}
              <p>{screen.text}</p>
            </section>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/admin/home" replace />} />
    </Routes>
  );
}
