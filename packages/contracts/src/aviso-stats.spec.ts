import { describe, expect, it } from '@jest/globals';
import { avisoPathFrom, avisoSourceIn } from './aviso-sources.js';
import { avisoViewSchema, sharePercent, viewsText } from './aviso-stats.js';

describe("an ad link's source", () => {
  it('reads the sources the portal writes and nothing else', () => {
    expect(avisoSourceIn('?origen=feed')).toBe('feed');
    expect(avisoSourceIn('origen=compartido&utm_source=x')).toBe('compartido');
    expect(avisoSourceIn(avisoPathFrom(7, 'alerta').split('?')[1])).toBe('alerta');
    for (const search of ['', '?origen=', '?origen=google', '?origen=FEED', '?origen=busqueda%00']) expect(avisoSourceIn(search)).toBeNull();
  });

  it("writes the ad's address with its source", () => {
    expect(avisoPathFrom(7, 'busqueda')).toBe('/showAviso/7?origen=busqueda');
  });

  it("takes a view without a source as 'directo' and refuses an unknown one", () => {
    expect(avisoViewSchema.parse({})).toEqual({ origen: 'directo' });
    expect(avisoViewSchema.safeParse({ origen: 'google' }).success).toBe(false);
  });
});

describe('the figures as the company reads them', () => {
  it('rounds shares to whole percentages, 0 of nothing', () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(2, 3)).toBe(67);
    expect(sharePercent(0, 0)).toBe(0);
  });

  it('says views in Spanish with thousands separated', () => {
    expect(viewsText(1)).toBe('1 vista');
    expect(viewsText(0)).toBe('0 vistas');
    expect(viewsText(12345)).toBe('12.345 vistas');
  });
});
