import { create } from 'zustand';

interface UnsavedFormsState {
  /** Which forms of Mi CV hold edits not saved yet: leaving asks first. */
  unsaved: Record<string, boolean>;
  setUnsaved: (form: string, unsaved: boolean) => void;
}

/** Client state only: the CV itself is read and saved through the query cache (../api/cv-api). */
export const useUnsavedForms = create<UnsavedFormsState>()((set, get) => ({
  unsaved: {},
  setUnsaved: (form, unsaved) => {
    if ((get().unsaved[form] ?? false) !== unsaved) set((state) => ({ unsaved: { ...state.unsaved, [form]: unsaved } }));
  },
}));
