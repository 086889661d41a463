/** Sessions, accounts, captcha, health and the public files: each feature's declarations, as ACCOUNT_PLACES names them. */
export const ACCOUNT_ROUTES = {};
