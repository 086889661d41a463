/** The company's and the tester's back office: each feature's declarations, as COMPANY_SIDE_PLACES names them. */
export const COMPANY_SIDE_ROUTES = {};
