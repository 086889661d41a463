import { create } from 'zustand';
import { ApiError, errorMessage, useSessionStore } from '@postulate/client';
import type { Cv, CvAttachment, CvResponse, FieldError } from '@postulate/contracts';
import type { SaveStatus } from '@postulate/ui';
import { fetchCv, saveCv } from '../api/cv-api';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface CvState {
  applicantId: number | null;
  loadStatus: LoadStatus;
  loadError: string | null;
  cv: Cv | null;
  /** The version the page shows; a save sends it so the server can spot an edit from another tab. */
  version: number;
  saveStatus: SaveStatus;
  saveMessage: string | null;
  /** The fields the server refused in the last save ('cv.name', 'file'), for the form to mark. */
  saveErrors: FieldError[];
  /** Which forms of Mi CV hold edits not saved yet: leaving asks first. */
  unsaved: Record<string, boolean>;
  /** The last save was refused because the CV changed elsewhere: the page offers a reload. */
  stale: boolean;
  load: (applicantId: number) => Promise<void>;
  /** Saves the whole CV made by `change` from the current one; resolves whether it was saved. */
  save: (change: (cv: Cv | null) => Cv, upload?: { adjunto: CvAttachment; file: File }) => Promise<boolean>;
  clearSaveStatus: () => void;
  setUnsaved: (form: string, unsaved: boolean) => void;
}

/** The session profile shows the CV's name (it decides whether the applicant can apply). */
function shareName(name: string) {
  useSessionStore.setState((state) =>
    state.profile?.postulante ? { profile: { ...state.profile, postulante: { ...state.profile.postulante, cv: { name } } } } : state,
  );
}

export const useCvStore = create<CvState>()((set, get) => ({
  applicantId: null,
  loadStatus: 'idle',
  loadError: null,
  cv: null,
  version: 0,
  saveStatus: 'idle',
  saveMessage: null,
  saveErrors: [],
  unsaved: {},
  stale: false,
  load: async (applicantId) => {
    set({ applicantId, loadStatus: 'loading', loadError: null, stale: false, saveStatus: 'idle', saveMessage: null, saveErrors: [] });
    try {
      const response = await fetchCv(applicantId);
      set({ loadStatus: 'ready', cv: response.cv, version: response.version });
    } catch (error) {
      set({ loadStatus: 'failed', loadError: errorMessage(error) });
    }
  },
  save: async (change, upload) => {
    const { applicantId, cv, version } = get();
    if (applicantId === null) return false;
    set({ saveStatus: 'saving', saveMessage: null, saveErrors: [] });
    try {
      const response: CvResponse = await saveCv(applicantId, { version, cv: change(cv) }, upload);
      set({ cv: response.cv, version: response.version, saveStatus: 'saved', saveMessage: null, stale: false });
      if (response.cv) shareName(response.cv.name);
      return true;
    } catch (error) {
      set({
        saveStatus: 'error',
        saveMessage: errorMessage(error),
        saveErrors: error instanceof ApiError ? error.errors : [],
        stale: error instanceof ApiError && error.status === 409,
      });
      return false;
    }
  },
  clearSaveStatus: () => set({ saveStatus: 'idle', saveMessage: null, saveErrors: [] }),
  setUnsaved: (form, unsaved) => {
    if ((get().unsaved[form] ?? false) !== unsaved) set((state) => ({ unsaved: { ...state.unsaved, [form]: unsaved } }));
  },
}));
