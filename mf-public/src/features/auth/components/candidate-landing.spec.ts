import { describe, expect, it } from '@jest/globals';
import { candidateLanding } from './candidate-landing';

describe('where a candidate lands after logging in', () => {
  it('goes back to the ad that sent them to log in, and never off the portal', () => {
    expect(candidateLanding('/showAviso/12')).toBe('/showAviso/12');
    expect(candidateLanding(null)).toBe('/');
    expect(candidateLanding('https://evil.example/')).toBe('/');
    expect(candidateLanding('//evil.example/')).toBe('/');
    expect(candidateLanding('/\\evil.example/')).toBe('/');
  });
});
