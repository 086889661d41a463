import { useState } from 'react';
import type { AreaItem } from '@postulate/contracts';
import { useDeleteItem } from '../../common/api/admin-mutations';
import { AdminScreen, type AdminTab } from '../../common/components/AdminScreen';
import { PagedList } from '../../common/components/PagedList';
import { usePagedList } from '../../common/hooks/usePagedList';
import { AreaForm } from './AreaForm';

/** /admin/areas: areas and the sub-areas each offers in the company ad wizard. */
export function AreasScreen() {
  const [tab, setTab] = useState<AdminTab>('form');
  const [editingId, setEditingId] = useState<number | null>(null);
  const list = usePagedList<AreaItem>('area', { visible: tab === 'list' });
  const deletion = useDeleteItem('area');

  return (
    <AdminScreen
      title="Áreas"
      listLabel="Lista de áreas"
      tab={tab}
      editing={editingId !== null}
      onTabChange={setTab}
      form={<AreaForm editingId={editingId} onDone={() => setEditingId(null)} />}
      list={
        <PagedList
          list={list}
          caption="Lista de áreas"
          columns={[
            { id: 'name', header: 'Área', render: (row) => row.name, primary: true },
            {
              id: 'subareas',
              header: 'Subáreas',
              render: (row) => (row.subareas.length ? row.subareas.map((subArea) => subArea.name).join(', ') : <span className="pl-muted">Sin subáreas</span>),
            },
          ]}
          actions={(row) => [
            {
              label: 'Editar',
              accessibleLabel: `Editar ${row.name}`,
              onClick: () => {
                setEditingId(row.id);
                setTab('form');
              },
            },
          ]}
          remove={{ question: (row) => `el área "${row.name}"`, deletion }}
          searchLabel="Buscar área"
          emptyText="Todavía no hay áreas cargadas"
        />
      }
    />
  );
}
