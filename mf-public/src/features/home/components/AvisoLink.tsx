import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';
import { avisoPathFrom } from '@postulate/contracts';
import { Button, Icon, rememberSearch } from '@postulate/ui';

/**
 * Visitors get a link to the full ad; logged-in users the spec's button to see it and apply, or,
 * once applied, to see it.
 */
export function AvisoLink({ id, titulo, applied = false }: { id: number; titulo: string; applied?: boolean }) {
  const loggedIn = useSessionStore((state) => state.profile !== null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // 'Volver a la búsqueda' on the ad comes back to this search, this far down.
  const remember = () => rememberSearch(`${pathname}${search}`, window.scrollY);
  if (loggedIn) {
    return (
      <>
        {applied && (
          <span className="pub-applied">
            <Icon name="check" size={16} /> Ya te postulaste
          </span>
        )}
        <Button
          variant={applied ? 'secondary' : 'primary'}
          onClick={() => {
            remember();
            void navigate(avisoPathFrom(id, 'busqueda'));
          }}
        >
          {applied ? 'Ver el aviso completo' : 'Mira el aviso completo y aplica a este trabajo'}
        </Button>
      </>
    );
  }
  return (
    <Link className="pub-cta" to={avisoPathFrom(id, 'busqueda')} aria-label={`Ver el aviso completo: ${titulo}`} onClick={remember}>
      Ver el aviso completo
    </Link>
  );
}
