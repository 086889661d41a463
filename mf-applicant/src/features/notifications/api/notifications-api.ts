import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { NotificationChange } from '@postulate/contracts';
import { applicantKeys, applicantQueries } from '../../common/api/applicant-queries';

/** The applicant's e-mail switches. */
export const useNotificationPreferences = () =>
  useQuery({ queryKey: applicantKeys.notifications, queryFn: ({ signal }) => api.notifications.preferences({}, signal) }, applicantQueries);

/** Turns one switch; the screen shows the server's answer, so a refused change never looks saved. */
export const useNotificationChange = () =>
  useMutation(
    {
      mutationFn: (body: NotificationChange) => api.notifications.change({ body }),
      onSuccess: (answer) => applicantQueries.setQueryData(applicantKeys.notifications, answer),
    },
    applicantQueries,
  );
