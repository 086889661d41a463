import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SessionProfile } from '@postulate/contracts';
import { Alert, Button, Logo, Modal } from '@postulate/ui';
import { LoginForm, type LoginKind } from './LoginForm';

type Mode = { step: 'choose' } | { step: 'login'; kind: LoginKind };

/** /dashboard and /forgot/{token}: identify, register or recover access. */
export function LoginScreen() {
  const { token } = useParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>({ step: 'choose' });
  const [registerOpen, setRegisterOpen] = useState(false);

  const onLoggedIn = (profile: SessionProfile) =>
    navigate(profile.role === 'Postulante' ? '/' : '/admin/home', { replace: true });

  return (
    <section className="pub-login pl-card" aria-labelledby="identify-title">
      <header className="pub-login-header">
        <Logo size={40} />
        <h1 id="identify-title">Identificate</h1>
      </header>

      {token ? (
        <Alert tone="info">
          El cambio de contraseña estará disponible muy pronto. Mientras tanto, ingresá con tu clave actual.
        </Alert>
      ) : mode.step === 'choose' ? (
        <div className="pub-login-choices">
          <Button variant="primary" block onClick={() => setRegisterOpen(true)}>
            REGISTRATE ACÁ
          </Button>
          <Button variant="secondary" block onClick={() => setMode({ step: 'login', kind: 'empresa' })}>
            INICIO DE SESIÓN EMPRESA
          </Button>
          <Button variant="secondary" block onClick={() => setMode({ step: 'login', kind: 'postulante' })}>
            INICIO DE SESIÓN POSTULANTE
          </Button>
        </div>
      ) : (
        <LoginForm kind={mode.kind} onBack={() => setMode({ step: 'choose' })} onLoggedIn={onLoggedIn} />
      )}

      <Modal open={registerOpen} title="Darme de alta como" onClose={() => setRegisterOpen(false)}>
        <div className="pub-login-choices">
          <Button variant="secondary" block disabled>
            Rol de empresa
          </Button>
          <Button variant="secondary" block disabled>
            Como un postulante
          </Button>
          <p className="pub-muted">
            El alta de cuentas nuevas estará disponible muy pronto. ¿No te llegó el correo de confirmación?{' '}
            <Link to="/faqOut">Mirá las preguntas frecuentes</Link>.
          </p>
        </div>
      </Modal>
    </section>
  );
}
