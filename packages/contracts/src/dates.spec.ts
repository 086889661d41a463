import { describe, expect, it } from '@jest/globals';
import { dmyDateSchema, dmyToNumber, formatDmy, formatDmyTime } from './dates.js';

describe('dd/MM/yyyy dates', () => {
  it('reads only real calendar days', () => {
    expect(dmyToNumber('29/02/2024')).toBe(20240229);
    expect(dmyToNumber('29/02/2023')).toBeNull();
    expect(dmyToNumber('31/04/2020')).toBeNull();
    expect(dmyToNumber('1/2/2020')).toBeNull();
    expect(dmyToNumber('2020-02-01')).toBeNull();
  });

  it('checks an inclusive range with one message', () => {
    const schema = dmyDateSchema('01/01/1950', '31/12/2028', 'Debe confirmar una fecha');
    expect(schema.safeParse('01/01/1950').success).toBe(true);
    expect(schema.safeParse('31/12/2028').success).toBe(true);
    expect(schema.safeParse('31/12/1949').error?.issues[0].message).toBe('Debe confirmar una fecha');
    expect(schema.safeParse(undefined).error?.issues[0].message).toBe('Debe confirmar una fecha');
  });

  it("shows moments in Argentina's time (UTC-3)", () => {
    expect(formatDmyTime(new Date('2026-03-02T13:05:00Z'))).toBe('02-03-2026 10:05');
    // Past midnight in UTC is still the previous day in Buenos Aires.
    expect(formatDmy(new Date('2026-03-02T01:30:00Z'))).toBe('01/03/2026');
  });
});
