import { APP_CREDIT, APP_NAME, APP_VERSION, type SessionProfile } from '@postulate/contracts';

export function Footer({ profile }: { profile: SessionProfile | null }) {
  return (
    <footer className="shell-footer">
      <p>
        {APP_NAME} · versión {APP_VERSION} · {APP_CREDIT}
      </p>
      {profile && (
        <p className="shell-footer-user">
          <span>{profile.name}</span> · <span>{profile.email}</span>
        </p>
      )}
    </footer>
  );
}
