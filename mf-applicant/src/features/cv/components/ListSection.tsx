import { useState } from 'react';
import { Button, ConfirmDialog, Icon, Modal, StatusBanner } from '@postulate/ui';
import type { Cv } from '@postulate/contracts';
import { applicantWrites, isWriting } from '../../common/api/applicant-queries';
import { saveOutcome, useLoadedCv, useSaveCv } from '../api/cv-api';
import { CvSaveStatus } from './CvSaveStatus';
import { ItemForm } from './ItemForm';
import { emptyItem, type SectionSpec } from './sections';
import { FORM_RESET_MS, MODAL_CLOSE_MS, useTimers } from '../hooks/useTimers';

type Item = Record<string, unknown> & { id: string };

interface Editing {
  mode: 'create' | 'edit';
  item: Item;
}

const itemsOf = (cv: Cv, spec: SectionSpec) => cv[spec.key] as unknown as Item[];

/**
 * A list of cards with edit and delete, and an add button; add and edit happen in a modal. Each
 * change saves the whole CV (spec §4 'CV editing'): add pushes, edit replaces the card with the
 * same id, delete removes it by id.
 */
export function ListSection({ spec, headingLevel = 3 }: { spec: SectionSpec; headingLevel?: 2 | 3 }) {
  const cv = useLoadedCv();
  const save = useSaveCv();
  const later = useTimers();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Editing>(() => ({ mode: 'create', item: emptyItem(spec) as Item }));
  const [deleting, setDeleting] = useState<Item | null>(null);
  const busy = save.isPending;
  const outcome = saveOutcome(save);
  if (!cv) return null;
  const items = itemsOf(cv, spec);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `cv-${spec.key}-title`;

  const openForm = (next: Editing) => {
    // The dialog shows the outcome of its own save, not the last one of the section.
    save.reset();
    setEditing(next);
    setOpen(true);
  };

  const submit = (values: Record<string, unknown>, onSaved: () => void) => {
    if (isWriting(applicantWrites.saveCv)) return;
    const item = values as Item;
    save.mutate(
      {
        change: (current) => {
          const base = current!;
          const list = itemsOf(base, spec);
          const next = editing.mode === 'create' ? [...list, item] : list.map((entry) => (entry.id === item.id ? item : entry));
          return { ...base, [spec.key]: next };
        },
      },
      {
        onSuccess: () => {
          onSaved();
          later(() => setOpen(false), MODAL_CLOSE_MS);
          later(() => setEditing({ mode: 'create', item: emptyItem(spec) as Item }), FORM_RESET_MS);
        },
      },
    );
  };

  const remove = () => {
    if (!deleting || isWriting(applicantWrites.saveCv)) return;
    save.mutate(
      { change: (current) => ({ ...current!, [spec.key]: itemsOf(current!, spec).filter((entry) => entry.id !== deleting.id) }) },
      { onSettled: () => setDeleting(null) },
    );
  };

  return (
    <section className="cv-list pl-stack" aria-labelledby={headingId}>
      <div className="pl-cluster pl-cluster--between">
        <Heading id={headingId} className="cv-list__title">
          {spec.title}
        </Heading>
        <Button variant="secondary" onClick={() => openForm({ mode: 'create', item: emptyItem(spec) as Item })}>
          Agregar {spec.noun}
        </Button>
      </div>
      <CvSaveStatus save={save} />
      {items.length === 0 ? (
        <p className="pl-muted">Todavía no cargaste nada en esta sección.</p>
      ) : (
        <ul className="cv-cards" aria-label={spec.title}>
          {items.map((item) => {
            const card = spec.card(item);
            return (
              <li key={item.id} className="pl-card cv-card">
                <p className="cv-card__title">{card.title}</p>
                {card.lines.map((line, index) => (
                  <p key={index} className="cv-card__line">
                    {line}
                  </p>
                ))}
                <div className="cv-card__actions">
                  <Button variant="ghost" aria-label={`Editar ${card.title}`} onClick={() => openForm({ mode: 'edit', item })}>
                    <Icon name="file" size={16} /> Editar
                  </Button>
                  <Button variant="ghost" aria-label={`Eliminar ${card.title}`} onClick={() => setDeleting(item)}>
                    <Icon name="close" size={16} /> Eliminar
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Modal open={open} title={`${editing.mode === 'create' ? 'Agregar' : 'Editar'} ${spec.noun}`} onClose={() => !busy && setOpen(false)} size="lg">
        <div className="pl-stack">
          <StatusBanner status={outcome.status} message={outcome.message ?? undefined} />
          <ItemForm key={editing.item.id} spec={spec} initial={editing.item} busy={busy} onSubmit={submit} onCancel={() => setOpen(false)} />
        </div>
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={busy}
        body={`¿Eliminar "${deleting ? spec.card(deleting).title : ''}" de tu CV?`}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
