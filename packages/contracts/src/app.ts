export const APP_NAME = 'Postulate';
export const APP_VERSION = '1.2.13';
export const APP_CREDIT = 'Desarrollado por el equipo de Postulate';

/** Widths from the spec: under 740 px is mobile, 959 px is the desktop breakpoint. */
export const MOBILE_MAX_WIDTH = 739;
export const DESKTOP_MIN_WIDTH = 959;
export const DRAWER_WIDTH = 260;
export const DEFAULT_PAGE_SIZE = 20;
