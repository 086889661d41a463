import { z } from './zod.js';

/** Dates are typed and shown as dd/MM/yyyy (es-AR). */
export const DMY_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The calendar day of a dd/MM/yyyy text as a sortable yyyymmdd number, or null when no such day exists. */
export function dmyToNumber(text: string): number | null {
  const match = DMY_PATTERN.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date rolls 31/02 over into March: a real day keeps its parts.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return year * 10_000 + month * 100 + day;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Argentina's time zone is UTC-3 all year (no daylight saving). */
const inArgentina = (date: Date) => new Date(date.getTime() - 3 * 3_600_000);

/** A moment as dd/MM/yyyy, Argentina's calendar day. */
export function formatDmy(date: Date): string {
  const local = inArgentina(date);
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}

/** A moment as 'day-month-year hh:mm' in Argentina: the spec's time stamp of a message. */
export function formatDmyTime(date: Date): string {
  const local = inArgentina(date);
  return `${pad(local.getUTCDate())}-${pad(local.getUTCMonth() + 1)}-${local.getUTCFullYear()} ` + `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** Today in Argentina as dd/MM/yyyy, from this machine's clock (the browser's in a form, the server's in the API). */
export const todayDmy = () => formatDmy(new Date());

/** What a date field says when the day is before `min` or after `max`, instead of the one message. */
export interface DmyRangeMessages {
  early?: string;
  late?: string;
}

/**
 * A required dd/MM/yyyy day between `min` and `max` (both dd/MM/yyyy, inclusive; `max` may be a
 * function such as todayDmy, read at each check); a missing, malformed or impossible day gets
 * `message`, and so does one out of range unless `range` names what is wrong with it.
 */
export function dmyDateSchema(min: string, max: string | (() => string), message: string, range: DmyRangeMessages = {}) {
  const low = dmyToNumber(min);
  const high = () => dmyToNumber(typeof max === 'function' ? max() : max);
  if (low === null || high() === null) throw new Error(`invalid range ${min}-${String(max)}`);
  return z
    .string(message)
    .trim()
    .superRefine((text, ctx) => {
      const value = dmyToNumber(text);
      const problem = value === null ? message : value < low ? (range.early ?? message) : value > high()! ? (range.late ?? message) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** Whether someone born on the dd/MM/yyyy `birth` is `years` old or more today in Argentina. */
export function isAdult(birth: string, years: number): boolean {
  const born = dmyToNumber(birth);
  const today = dmyToNumber(todayDmy());
  return born !== null && today !== null && today - born >= years * 10_000;
}
