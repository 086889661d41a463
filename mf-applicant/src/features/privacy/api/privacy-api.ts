import { api } from '@postulate/client';
import type { AccountDeletion } from '@postulate/contracts';

/** 'Descargar mis datos': everything the portal holds about the applicant. */
export const fetchMyData = () => api.privacy.myData({});

export const deleteMyAccount = (body: AccountDeletion) => api.privacy.deleteAccount({ body });
