import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { NotificationChange } from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** The company's e-mail switches. */
export const useNotificationPreferences = () =>
  useQuery({ queryKey: companyKeys.notifications, queryFn: ({ signal }) => api.notifications.preferences({}, signal) }, companyQueries);

/** Turns one switch; the screen shows the server's answer, so a refused change never looks saved. */
export const useNotificationChange = () =>
  useMutation(
    {
      mutationFn: (body: NotificationChange) => api.notifications.change({ body }),
      onSuccess: (answer) => companyQueries.setQueryData(companyKeys.notifications, answer),
    },
    companyQueries,
  );
