import { useMutation } from '@tanstack/react-query';
import { deleteItem, saveItem, type AdminEntity } from './admin-api';
import { adminKeys, adminQueries, invalidateEntity } from './admin-queries';

/** Creates (`id` null) or updates a record; the entity's lists are read again when next shown. */
export const useSaveItem = (entity: AdminEntity) =>
  useMutation(
    {
      mutationFn: ({ id, fields }: { id: number | null; fields: object }) => saveItem(entity, id, fields),
      // Not awaited: 'Guardado con éxito' shows as soon as the server answers.
      onSuccess: () => void adminQueries.invalidateQueries({ queryKey: [...adminKeys.entity(entity), 'list'] }),
    },
    adminQueries,
  );

/** Deletes one record (by id); everything of the entity is read again (not awaited: the notice shows at once). */
export const useDeleteItem = (entity: AdminEntity) =>
  useMutation({ mutationFn: (id: number) => deleteItem(entity, id), onSuccess: () => void invalidateEntity(entity) }, adminQueries);
