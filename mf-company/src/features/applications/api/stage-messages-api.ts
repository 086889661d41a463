import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { ApplicationNoteList, MessageTemplateList, MessageTemplateSave } from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** The templates' key stands apart: no application change touches them. */
const templatesKey = ['messageTemplates'] as const;
/** Under 'applications', so whatever reads an application again reads its notes too. */
const notesKey = (applicationId: number) => [...companyKeys.applications, 'notes', applicationId] as const;

/** The company's message templates (the defaults until it changes them), read once a dialog needs them. */
export const useMessageTemplates = (enabled: boolean) =>
  useQuery({ queryKey: templatesKey, queryFn: ({ signal }) => api.messageTemplates.list({}, signal), enabled }, companyQueries);

/** Adds a template, or changes one (with `id`); the list is read again. */
export const useSaveTemplate = () =>
  useMutation(
    {
      mutationFn: ({ id, body }: { id: number | null; body: MessageTemplateSave }) =>
        id === null ? api.messageTemplates.add({ body }) : api.messageTemplates.update({ params: { id }, body }),
      onSuccess: () => companyQueries.invalidateQueries({ queryKey: templatesKey }),
    },
    companyQueries,
  );

/** Deletes a template; the cached list drops it. */
export const useDeleteTemplate = () =>
  useMutation(
    {
      mutationFn: (id: number) => api.messageTemplates.remove({ params: { id } }),
      onSuccess: (_, id) => companyQueries.setQueryData<MessageTemplateList>(templatesKey, (list) => list && dropItem(list, id)),
    },
    companyQueries,
  );

/** The application's private notes, newest first. */
export const useApplicationNotes = (applicationId: number) =>
  useQuery(
    { queryKey: notesKey(applicationId), queryFn: ({ signal }) => api.applicationNotes.list({ params: { id: applicationId } }, signal) },
    companyQueries,
  );

/** Adds a note; the cached list takes it first. */
export const useAddNote = (applicationId: number) =>
  useMutation(
    {
      mutationFn: (texto: string) => api.applicationNotes.add({ params: { id: applicationId }, body: { texto } }),
      onSuccess: (note) =>
        companyQueries.setQueryData<ApplicationNoteList>(
          notesKey(applicationId),
          (list) => list && { response: [note, ...list.response], size: list.size + 1, total: list.total + 1 },
        ),
    },
    companyQueries,
  );

/** Deletes a note (by its id); the cached list drops it. */
export const useDeleteNote = (applicationId: number) =>
  useMutation(
    {
      mutationFn: (noteId: number) => api.applicationNotes.remove({ params: { id: noteId } }),
      onSuccess: (_, noteId) => companyQueries.setQueryData<ApplicationNoteList>(notesKey(applicationId), (list) => list && dropItem(list, noteId)),
    },
    companyQueries,
  );

function dropItem<Item extends { id: number }>(list: { response: Item[]; size: number; total: number }, id: number) {
  const response = list.response.filter((item) => item.id !== id);
  return { response, size: response.length, total: list.total - (list.response.length - response.length) };
}
