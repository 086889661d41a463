import { errorMessage } from '@postulate/client';
import { Alert, Button } from '@postulate/ui';

interface LoadFailedProps {
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
}

/** A list that could not be read: the reason, and 'Reintentar' busy while it reads again. */
export function LoadFailed({ query }: LoadFailedProps) {
  return (
    <div className="pl-stack">
      <Alert tone="error">{errorMessage(query.error)}</Alert>
      <div>
        <Button busy={query.isFetching} onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    </div>
  );
}
