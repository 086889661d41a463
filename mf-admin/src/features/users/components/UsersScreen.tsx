import { useState } from 'react';
import type { UserListItem, UserListQuery } from '@postulate/contracts';
import { AdminScreen, type AdminTab } from '../../common/components/AdminScreen';
import { PagedList } from '../../common/components/PagedList';
import { SearchFieldSelect } from '../../common/components/SearchFieldSelect';
import { usePagedList } from '../../common/hooks/usePagedList';
import { useUnlockUser } from '../api/users-api';
import { UserForm } from './UserForm';

const SEARCH_FIELDS: { value: UserListQuery['fname']; label: string }[] = [
  { value: 'name', label: 'Nombre' },
  { value: 'email', label: 'Email' },
  { value: 'role', label: 'Rol' },
];

/** /admin/user: add and change users, list them, unlock a locked one. */
export function UsersScreen() {
  const [tab, setTab] = useState<AdminTab>('form');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [fname, setFname] = useState<UserListQuery['fname']>('name');
  const list = usePagedList<UserListItem>('usuar', { visible: tab === 'list', fname });
  const unlock = useUnlockUser();

  return (
    <AdminScreen
      title="Usuarios"
      listLabel="Lista de usuarios"
      tab={tab}
      editing={editingId !== null}
      onTabChange={setTab}
      form={<UserForm editingId={editingId} onDone={() => setEditingId(null)} />}
      list={
        <PagedList
          list={list}
          caption="Lista de usuarios"
          columns={[
            { id: 'name', header: 'Nombre', render: (row) => row.name, primary: true },
            { id: 'email', header: 'Email', render: (row) => row.email },
            { id: 'role', header: 'Rol', render: (row) => row.role },
            {
              id: 'state',
              header: 'Estado',
              render: (row) => (row.locked ? <span className="pl-badge pl-badge--accent">Bloqueado</span> : 'Activo'),
            },
          ]}
          actions={(row, run) => [
            {
              label: 'Editar',
              accessibleLabel: `Editar ${row.name}`,
              onClick: () => {
                setEditingId(row.id);
                setTab('form');
              },
            },
            ...(row.locked
              ? [
                  {
                    label: 'Desbloquear',
                    accessibleLabel: `Desbloquear ${row.name}`,
                    onClick: () => run(unlock, row.id, () => `Se desbloqueó el usuario ${row.name}`),
                  },
                ]
              : []),
          ]}
          searchLabel="Buscar usuario"
          searchExtra={
            <SearchFieldSelect
              id="user-search-field"
              options={SEARCH_FIELDS}
              value={fname}
              onChange={(value) => {
                setFname(value);
                list.setPage(1);
              }}
            />
          }
          emptyText="Todavía no hay usuarios cargados"
        />
      }
    />
  );
}
