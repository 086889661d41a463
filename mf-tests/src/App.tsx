import { Route, Routes, useParams } from 'react-router-dom';

function InvitationWelcome() {
  const { token } = useParams();
  return (
    <section className="pl-card" aria-labelledby="invitation-title">
      <h1 id="invitation-title">Bienvenido a los tests de Postulate</h1>
      <p>Tu invitación ({token}) estará lista muy pronto: vas a completar tus datos y luego tres tests cortos.</p>
    </section>
  );
}

/** The three timed tests and the stand-alone invitation flow /tests/{token}. */
export default function App() {
  return (
    <Routes>
      <Route path="/tests/:token" element={<InvitationWelcome />} />
    </Routes>
  );
}
