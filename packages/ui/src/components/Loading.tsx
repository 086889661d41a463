import { MESSAGES } from '@postulate/contracts';
import { Spinner } from './Spinner';

export interface LoadingProps {
  /** Defaults to 'Cargando...'. */
  label?: string;
}

/** Inline loading indicator, announced politely by screen readers. */
export function Loading({ label = MESSAGES.loading }: LoadingProps) {
  return (
    <div className="pl-loading" role="status">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

/** Loading indicator centred in the whole viewport (the shell's boot screen). */
export function FullPageLoading({ label = MESSAGES.loading }: LoadingProps) {
  return (
    <div className="pl-fullpage-loading">
      <div className="pl-loading" role="status">
        <Spinner size="lg" />
        <span>{label}</span>
      </div>
    </div>
  );
}
