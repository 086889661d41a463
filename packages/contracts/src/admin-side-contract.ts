/** The administrator's back office and the company's records (documents, invoices): each feature's declarations, as ADMIN_SIDE_PLACES names them. */
export const ADMIN_SIDE_ROUTES = {};
