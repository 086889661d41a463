import type { Server } from 'node:http';
import request from 'supertest';
import { CSRF_HEADER } from '@postulate/contracts';
import { login, type LoggedIn } from './session.js';

/** Who must never write the administrator's lists: the other demo roles and a visitor. */
export const NON_ADMINS = ['empresa', 'tester', 'postulante', 'visitor'] as const;

/** Logs every demo user in once (the captcha makes each login cost a little); a visitor maps to null. */
export async function loginAll(server: Server): Promise<Record<string, LoggedIn | null>> {
  const sessions: Record<string, LoggedIn | null> = { visitor: null };
  for (const name of ['admin', 'empresa', 'tester', 'postulante']) sessions[name] = await login(server, name);
  return sessions;
}

/** A POST with the session cookie and its CSRF token, so only the role can be the reason for a refusal. */
export function postAs(server: Server, who: LoggedIn | null, path: string, body: unknown = {}) {
  const call = request(server)
    .post(path)
    .send(body as object);
  return who ? call.set('Cookie', who.cookie).set(CSRF_HEADER, who.csrfToken) : call;
}

/** A PUT or DELETE with the session cookie and its CSRF token, like postAs. */
export function sendAs(server: Server, who: LoggedIn | null, method: 'put' | 'delete', path: string, body?: unknown) {
  const call = request(server)[method](path);
  if (body !== undefined) call.send(body as object);
  return who ? call.set('Cookie', who.cookie).set(CSRF_HEADER, who.csrfToken) : call;
}

export function getAs(server: Server, who: LoggedIn | null, path: string) {
  const call = request(server).get(path);
  return who ? call.set('Cookie', who.cookie) : call;
}

/** A POST whose answer is a file: the body arrives as the bytes sent (a CSV, a PDF). */
export function downloadAs(server: Server, who: LoggedIn | null, path: string, body: unknown = {}) {
  return postAs(server, who, path, body)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}
