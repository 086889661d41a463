import { useId, type ReactNode } from 'react';
import { Tabs } from '@postulate/ui/tabs';

export type AdminTab = 'form' | 'list';

interface AdminScreenProps {
  title: string;
  /** Label of the list tab, e.g. 'Lista de usuarios'. */
  listLabel: string;
  tab: AdminTab;
  /** A record is open in the form: its tab then reads 'Modificar'. */
  editing: boolean;
  onTabChange: (tab: AdminTab) => void;
  form: ReactNode;
  list: ReactNode;
}

/** An administrator's screen: its title and the tabs 'Agregar' or 'Modificar' (the form) and the list. */
export function AdminScreen({ title, listLabel, tab, editing, onTabChange, form, list }: AdminScreenProps) {
  const titleId = useId();
  return (
    <section className="adm-screen" aria-labelledby={titleId}>
      <h1 id={titleId} className="pl-page-title">
        {title}
      </h1>
      <Tabs
        tabs={[
          { id: 'form', label: editing ? 'Modificar' : 'Agregar' },
          { id: 'list', label: listLabel },
        ]}
        active={tab}
        onChange={(id) => onTabChange(id as AdminTab)}
        label={title}
      >
        {tab === 'form' ? form : list}
      </Tabs>
    </section>
  );
}
