import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ACCOUNT_MESSAGES, landingAfterLogin, MESSAGES, type SessionProfile } from '@postulate/contracts';
import { Alert, Button, Logo, Modal } from '@postulate/ui';
import '../../../pages.css';
import { LoginForm, type LoginKind } from './LoginForm';
import { RecoverPasswordModal } from './RecoverPasswordModal';
import { RegisterApplicantForm } from './RegisterApplicantForm';
import { RegisterCompanyForm } from './RegisterCompanyForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** `name`: the user name just registered, which the login starts with. */
type Mode = { step: 'choose' } | { step: 'login'; kind: LoginKind; name?: string } | { step: 'register'; kind: LoginKind };

/** What GET /api/usuar/confirm/{token} tells a browser it sent back here. */
const CONFIRMATION = {
  ok: { tone: 'success', text: ACCOUNT_MESSAGES.confirmed },
  invalida: { tone: 'warning', text: ACCOUNT_MESSAGES.confirmInvalid },
} as const;

/** What GET /api/usuar/desbloqueo/{token} (the link mailed when an account locks) tells a browser. */
const UNLOCK = {
  ok: { tone: 'success', text: ACCOUNT_MESSAGES.unlocked },
  invalida: { tone: 'warning', text: ACCOUNT_MESSAGES.unlockInvalid },
} as const;

/** /dashboard and /forgot/{token}: identify, register, recover access or set a new password. */
export function LoginScreen() {
  const { token } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Set by a login whose password is shorter than new ones may be (see onPasswordChangeRequired).
  const passwordTooShort = (useLocation().state as { passwordTooShort?: boolean } | null)?.passwordTooShort === true;
  const [mode, setMode] = useState<Mode>({ step: 'choose' });
  const [registerOpen, setRegisterOpen] = useState(false);
  const [recoverOpen, setRecoverOpen] = useState(false);
  const [registered, setRegistered] = useState(false);
  const closeRecover = useCallback(() => setRecoverOpen(false), []);
  const confirmation = CONFIRMATION[params.get('confirmacion') as keyof typeof CONFIRMATION] ?? UNLOCK[params.get('desbloqueo') as keyof typeof UNLOCK];

  const onLoggedIn = (profile: SessionProfile) => navigate(landingAfterLogin(profile.role, params), { replace: true });
  const onPasswordChangeRequired = (passwordResetToken: string) =>
    navigate(`/forgot/${encodeURIComponent(passwordResetToken)}`, { state: { passwordTooShort: true } });
  const startRegistration = (kind: LoginKind) => {
    setRegisterOpen(false);
    setRegistered(false);
    setMode({ step: 'register', kind });
  };
  const choose = () => setMode({ step: 'choose' });
  const registering = mode.step === 'register';

  return (
    <section className={`pub-login pl-card${registering ? ' pub-login--wide' : ''}`} aria-labelledby="identify-title">
      <header className="pub-login-header">
        <Logo size={40} />
        <h1 id="identify-title">Identificate</h1>
      </header>
      {confirmation && !token && <Alert tone={confirmation.tone}>{confirmation.text}</Alert>}
      {registered && <Alert tone="success">{ACCOUNT_MESSAGES.registered}</Alert>}

      {token ? (
        <ResetPasswordForm
          token={token}
          notice={passwordTooShort ? MESSAGES.mustChangePassword : undefined}
          onDone={() => navigate('/dashboard', { replace: true })}
        />
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
      ) : mode.step === 'login' ? (
        <LoginForm
          kind={mode.kind}
          name={mode.name}
          onBack={choose}
          onLoggedIn={onLoggedIn}
          onPasswordChangeRequired={onPasswordChangeRequired}
          onForgotPassword={() => setRecoverOpen(true)}
        />
      ) : mode.kind === 'empresa' ? (
        <RegisterCompanyForm
          onBack={choose}
          onRegistered={(name) => {
            setRegistered(true);
            setMode({ step: 'login', kind: 'empresa', name });
          }}
        />
      ) : (
        <RegisterApplicantForm
          onBack={choose}
          onRegistered={(name) => {
            setRegistered(true);
            setMode({ step: 'login', kind: 'postulante', name });
          }}
        />
      )}

      <Modal open={registerOpen} title="Darme de alta como" onClose={() => setRegisterOpen(false)} size="sm">
        <div className="pub-login-choices">
          <Button variant="secondary" block onClick={() => startRegistration('empresa')}>
            Rol de empresa
          </Button>
          <Button variant="secondary" block onClick={() => startRegistration('postulante')}>
            Como un postulante
          </Button>
        </div>
      </Modal>
      <RecoverPasswordModal open={recoverOpen} onClose={closeRecover} />
    </section>
  );
}
