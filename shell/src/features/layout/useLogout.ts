import { useNavigate } from 'react-router-dom';
import { leaveWhenAllowed, useSessionStore } from '@postulate/client';

/** 'Cerrar sesión': asks first when a screen holds unsaved edits, then ends the session and goes home. */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);
  return () =>
    leaveWhenAllowed(() => {
      void logout().finally(() => void navigate('/', { replace: true }));
    });
}
