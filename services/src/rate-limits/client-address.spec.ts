import { describe, expect, it } from '@jest/globals';
import { rateLimitAddress } from './client-address.js';

const SOCKET = '203.0.113.9';

describe('rateLimitAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitAddress('198.51.100.7', SOCKET)).toBe('198.51.100.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in any spelling', () => {
    for (const mapped of ['::ffff:1.2.3.4', '::FFFF:1.2.3.4', '0:0:0:0:0:ffff:102:304', '[::ffff:1.2.3.4]']) {
      expect(rateLimitAddress(mapped, SOCKET)).toBe('1.2.3.4');
    }
    expect(rateLimitAddress(undefined, '::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address as its /64, whatever the compression, case or zone id', () => {
    const key = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0DB8:85A3:08D3:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:8d3::',
      '2001:db8:85a3:8d3::1%eth0',
      '[2001:db8:85a3:8d3::2]',
      '2001:db8:85a3:8d3:0:0:1.2.3.4',
    ]) {
      expect(rateLimitAddress(address, SOCKET)).toBe(key);
    }
    expect(rateLimitAddress('2001:db8::1', SOCKET)).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('2001:db8:85a3:8d4::1', SOCKET)).not.toBe(key);
    expect(rateLimitAddress('::1', SOCKET)).toBe('0:0:0:0::/64');
  });

  it('falls back to the socket address for a value that is no address', () => {
    for (const forged of ['', 'unknown', 'evil.example', '1.2.3', '1.2.3.4.5', '::ffff:1.2.3.4:80', 'x'.repeat(300), `2001:db8::1%${'e'.repeat(300)}`]) {
      expect(rateLimitAddress(forged, SOCKET)).toBe(SOCKET);
    }
    expect(rateLimitAddress(undefined, '2001:db8::5')).toBe('2001:db8:0:0::/64');
  });

  it('has no key when neither value is an address', () => {
    expect(rateLimitAddress('nada', undefined)).toBeUndefined();
  });
});
