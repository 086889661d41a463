import { Link } from 'react-router-dom';
import type { SessionApplicant } from '@postulate/contracts';
import { Icon } from '@postulate/ui';

/** On the candidate home: an invitation to take the tests still pending, pointing to 'Mis Tests'. */
export function PendingTestsBanner({ applicant }: { applicant: SessionApplicant }) {
  if (applicant.haveToulouse && applicant.haveMbti && applicant.haveCards) return null;
  return (
    <aside className="pl-alert pl-alert--info shell-tests-banner" aria-label="Tests pendientes">
      <Icon name="clipboard" />
      <span>
        Las empresas valoran a quienes completan los tests: hacelos en la pestaña <Link to="/mistests">Mis Tests</Link>.
      </span>
    </aside>
  );
}
