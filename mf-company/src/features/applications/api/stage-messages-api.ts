import { useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { ApplicationNote, ApplicationNoteList, MessageTemplate, MessageTemplateList, MessageTemplateSave } from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** The templates' key stands apart: no application change touches them. */
const templatesKey = ['messageTemplates'] as const;
/** Under 'applications', so whatever reads an application again reads its notes too. */
const notesKey = (applicationId: number) => [...companyKeys.applications, 'notes', applicationId] as const;

/** The company's message templates (the defaults until it changes them), read once a dialog needs them. */
export const useMessageTemplates = (enabled: boolean) =>
  useQuery({ queryKey: templatesKey, queryFn: ({ signal }) => api.messageTemplates.list({}, signal), enabled }, companyQueries);

/** Adds a template, or changes one (with `id`); the list is read again. */
export async function saveTemplate(id: number | null, body: MessageTemplateSave): Promise<MessageTemplate> {
  const saved = id === null ? await api.messageTemplates.add({ body }) : await api.messageTemplates.update({ params: { id }, body });
  await companyQueries.invalidateQueries({ queryKey: templatesKey });
  return saved;
}

export async function deleteTemplate(id: number): Promise<void> {
  await api.messageTemplates.remove({ params: { id } });
  companyQueries.setQueryData<MessageTemplateList>(templatesKey, (list) => list && dropItem(list, id));
}

/** The application's private notes, newest first. */
export const useApplicationNotes = (applicationId: number) =>
  useQuery({ queryKey: notesKey(applicationId), queryFn: ({ signal }) => api.applicationNotes.list({ params: { id: applicationId } }, signal) }, companyQueries);

export async function addNote(applicationId: number, texto: string): Promise<ApplicationNote> {
  const note = await api.applicationNotes.add({ params: { id: applicationId }, body: { texto } });
  companyQueries.setQueryData<ApplicationNoteList>(notesKey(applicationId), (list) =>
    list && { response: [note, ...list.response], size: list.size + 1, total: list.total + 1 },
  );
  return note;
}

export async function deleteNote(applicationId: number, noteId: number): Promise<void> {
  await api.applicationNotes.remove({ params: { id: noteId } });
  companyQueries.setQueryData<ApplicationNoteList>(notesKey(applicationId), (list) => list && dropItem(list, noteId));
}

function dropItem<Item extends { id: number }>(list: { response: Item[]; size: number; total: number }, id: number) {
  const response = list.response.filter((item) => item.id !== id);
  return { response, size: response.length, total: list.total - (list.response.length - response.length) };
}
