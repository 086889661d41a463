import { useState } from 'react';
import type { NamedItem } from '@postulate/contracts';
import { useDeleteItem } from '../../common/api/admin-mutations';
import { AdminScreen, type AdminTab } from '../../common/components/AdminScreen';
import { PagedList } from '../../common/components/PagedList';
import { usePagedList } from '../../common/hooks/usePagedList';
import type { NamedListConfig } from './named-lists';
import { NamedItemForm } from './NamedItemForm';

/** The work levels (/admin/nivs) or sub-areas (/admin/subareas) screen. */
export function NamedListScreen({ config }: { config: NamedListConfig }) {
  const [tab, setTab] = useState<AdminTab>('form');
  const [editingId, setEditingId] = useState<number | null>(null);
  const list = usePagedList<NamedItem>(config.entity, { visible: tab === 'list' });
  const deletion = useDeleteItem(config.entity);

  return (
    <AdminScreen
      title={config.title}
      listLabel={config.listLabel}
      tab={tab}
      editing={editingId !== null}
      onTabChange={setTab}
      form={<NamedItemForm config={config} editingId={editingId} onDone={() => setEditingId(null)} />}
      list={
        <PagedList
          list={list}
          caption={config.listLabel}
          columns={[{ id: 'name', header: config.fieldLabel, render: (row) => row.name, primary: true }]}
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
          remove={{ question: (row) => config.named(row.name), deletion }}
          searchLabel={`Buscar ${config.fieldLabel.toLowerCase()}`}
          emptyText={config.emptyText}
        />
      }
    />
  );
}
