import { describe, expect, it } from '@jest/globals';
import { readUnsubscribe, signUnsubscribe } from './unsubscribe-token.js';

describe('unsubscribe tokens', () => {
  const secret = 'installation-key';

  it('reads back the account and kind it was signed for', () => {
    expect(readUnsubscribe(secret, signUnsubscribe(secret, 42, 'alertas'))).toEqual({ userId: 42, kind: 'alertas' });
  });

  it("refuses a token changed to another account or kind, or signed with another installation's key", () => {
    const token = signUnsubscribe(secret, 42, 'estado');
    const sig = token.slice('42-estado-'.length);
    expect(readUnsubscribe(secret, `43-estado-${sig}`)).toBeNull();
    expect(readUnsubscribe(secret, `42-mensajes-${sig}`)).toBeNull();
    expect(readUnsubscribe('another-key', token)).toBeNull();
    expect(readUnsubscribe(secret, `${token}x`)).toBeNull();
    expect(readUnsubscribe(secret, '42-estado')).toBeNull();
  });

  it('has no dot, which the portal would take for a file name, whatever the signature', () => {
    for (let userId = 1; userId < 200; userId += 1) expect(signUnsubscribe(secret, userId, 'alertas')).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
