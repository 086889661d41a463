import { create } from 'zustand';
import { MESSAGES, type LoginRequest, type SessionProfile } from '@postulate/contracts';
import { ApiError, setCsrfSource } from './http';
import { api } from './route-client';

type SessionStatus = 'idle' | 'loading' | 'ready';

/** A right password shorter than new ones may be: no session, only the reset screen's token. */
export interface PasswordChangeRequired {
  passwordResetToken: string;
}

interface SessionState {
  status: SessionStatus;
  profile: SessionProfile | null;
  /** Loads the profile from the session cookie; no cookie or an expired one means a visitor. */
  load: () => Promise<SessionProfile | null>;
  /** Reads the profile again (it changes with a finished test); a failed read keeps the one held, not a logout. */
  refresh: () => Promise<void>;
  login: (credentials: LoginRequest) => Promise<SessionProfile | PasswordChangeRequired>;
  logout: () => Promise<void>;
}

/** The session's profile, or null for a visitor: the check answers { signedIn: false } then, not an error. */
export const fetchSessionProfile = async (): Promise<SessionProfile | null> => {
  const answer = await api.auth.session({});
  return 'signedIn' in answer ? null : answer;
};

/** One store for the whole portal: packages/client is a federation singleton. */
export const useSessionStore = create<SessionState>()((set) => ({
  status: 'idle',
  profile: null,
  load: async () => {
    set({ status: 'loading' });
    try {
      const profile = await fetchSessionProfile();
      set({ status: 'ready', profile });
      return profile;
    } catch {
      // The API being unreachable leaves the visitor on the public pages rather than stuck.
      set({ status: 'ready', profile: null });
      return null;
    }
  },
  refresh: async () => {
    try {
      set({ profile: await fetchSessionProfile() });
    } catch {
      // Unreachable for a moment: the person is still who they were.
    }
  },
  login: async (credentials) => {
    const { passwordResetToken } = await api.auth.login({ body: credentials });
    if (passwordResetToken) return { passwordResetToken };
    const profile = await fetchSessionProfile();
    if (!profile) throw new ApiError(401, { message: MESSAGES.sessionNotStored });
    set({ status: 'ready', profile });
    return profile;
  },
  logout: async () => {
    try {
      await api.auth.logout({});
    } finally {
      // The spec: logout clears local storage whatever the server answered.
      window.localStorage.clear();
      set({ status: 'ready', profile: null });
    }
  },
}));

setCsrfSource(() => useSessionStore.getState().profile?.csrfToken ?? null);
