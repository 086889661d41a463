import type { Server } from 'node:http';
import { expect } from '@jest/globals';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
import { SESSION_COOKIE, type LoginResponse } from '@postulate/contracts';
import { DEMO_PASSWORD } from '../src/demo/demo-seed.js';

/** Encodes a challenge and its solution the way the ALTCHA widget does (tokenCaptcha). */
export function encodeCaptcha(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Solves a fresh challenge from the API, as the browser widget would. */
export async function solveCaptcha(server: Server): Promise<string> {
  const { body: challenge } = await request(server).get('/api/captcha/challenge').expect(200);
  return encodeCaptcha({ challenge, solution: await solve(challenge) });
}

export async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return solution;
}

export function postLogin(server: Server, name: string, pass: string, tokenCaptcha: string) {
  return request(server).post('/api/usuar/login').send({ name, pass, tokenCaptcha });
}

/** The `name=value` pair of the session cookie a response set. */
export function sessionCookie(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0];
}

export interface LoggedIn {
  cookie: string;
  csrfToken: string;
  body: LoginResponse;
}

/** Logs a demo user in through the real endpoint (captcha included). */
export async function login(server: Server, name: string, pass = DEMO_PASSWORD): Promise<LoggedIn> {
  const response = await postLogin(server, name, pass, await solveCaptcha(server)).expect(200);
  return { cookie: sessionCookie(response), csrfToken: response.body.csrfToken, body: response.body };
}
