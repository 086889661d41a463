import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';
import { Button, rememberSearch } from '@postulate/ui';

/** Visitors get a link to the full ad; logged-in users the spec's button to see it and apply. */
export function AvisoLink({ id, titulo }: { id: number; titulo: string }) {
  const loggedIn = useSessionStore((state) => state.profile !== null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // 'Volver a la búsqueda' on the ad comes back to this search, this far down.
  const remember = () => rememberSearch(`${pathname}${search}`, window.scrollY);
  if (loggedIn) {
    return (
      <Button
        variant="primary"
        onClick={() => {
          remember();
          void navigate(`/showAviso/${id}`);
        }}
      >
        Mira el aviso completo y aplica a este trabajo
      </Button>
    );
  }
  return (
    <Link className="pub-cta" to={`/showAviso/${id}`} aria-label={`Ver el aviso completo: ${titulo}`} onClick={remember}>
      Ver el aviso completo
    </Link>
  );
}
