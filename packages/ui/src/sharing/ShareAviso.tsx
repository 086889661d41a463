import { useState } from 'react';
import { avisoPathFrom } from '@postulate/contracts';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import './sharing.css';

export interface ShareAvisoProps {
  id: number;
  titulo: string;
}

type Shared = 'idle' | 'copied' | 'failed';

/**
 * 'Compartir' on a published ad: the phone's share sheet where there is one, otherwise the link is
 * copied; and WhatsApp, where most job links travel in Argentina. The link says it was shared, so
 * the company's statistics tell shared visits apart.
 */
export function ShareAviso({ id, titulo }: ShareAvisoProps) {
  const [shared, setShared] = useState<Shared>('idle');
  const url = `${window.location.origin}${avisoPathFrom(id, 'compartido')}`;
  const share = async () => {
    if (typeof navigator.share === 'function') {
      // Closing the sheet rejects: nothing to tell.
      await navigator.share({ title: titulo, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setShared('copied');
    } catch {
      setShared('failed');
    }
  };
  return (
    <div className="pl-aviso-share">
      <Button variant="ghost" onClick={() => void share()}>
        <Icon name="share" size={18} /> Compartir
      </Button>
      <a
        className="pl-button pl-button--ghost"
        href={`https://wa.me/?text=${encodeURIComponent(`${titulo} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Compartir por WhatsApp<span className="pl-visually-hidden"> (se abre en otra pestaña)</span>
      </a>
      <p className="pl-small pl-aviso-share__status" role="status">
        {shared === 'copied' && 'Enlace copiado: pegalo donde quieras compartirlo.'}
        {shared === 'failed' && `No pudimos copiar el enlace. Copialo desde acá: ${url}`}
      </p>
    </div>
  );
}
