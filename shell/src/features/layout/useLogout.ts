import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';

export function useLogout() {
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);
  return async () => {
    try {
      await logout();
    } finally {
      void navigate('/', { replace: true });
    }
  };
}
