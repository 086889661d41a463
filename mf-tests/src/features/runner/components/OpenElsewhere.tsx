import { Alert, Button } from '@postulate/ui';

/** Shown in a tab whose test was opened again in another tab: only the newest one goes on. */
export function OpenElsewhere() {
  return (
    <div className="pl-card pl-stack tt-finished">
      <Alert tone="warning">Abriste este test en otra pestaña: seguí allí. Lo que marques en esta no se guarda.</Alert>
      <div className="pl-actions">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Seguir en esta pestaña
        </Button>
      </div>
    </div>
  );
}
