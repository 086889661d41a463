import { useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { publicQueries } from '../../common/api/public-queries';

/**
 * The link in an e-mail turns its kind off when the page opens. Repeating it changes nothing, so it
 * is read like data (cached per token); a link previewer that fetches the page without JavaScript
 * changes nothing at all.
 */
export const useUnsubscribe = (token: string) =>
  useQuery(
    {
      queryKey: ['unsubscribe', token],
      queryFn: ({ signal }) => api.notifications.unsubscribe({ params: { token } }, signal),
      staleTime: Infinity,
    },
    publicQueries,
  );
