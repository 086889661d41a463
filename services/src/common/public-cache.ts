import { hash } from 'node:crypto';
import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, RequestHandler, Response } from 'express';
import { from, map, mergeMap, of, type Observable } from 'rxjs';
import { SESSION_COOKIE } from '@postulate/contracts';
import { PublicAnswers } from './public-answers.js';
import { PublicCacheStore, type PublicAnswer } from './public-cache-store.js';

export const PUBLIC_CACHE_KEY = 'postulate:public-cache';
const CHANGES_PUBLIC_ANSWERS_KEY = 'postulate:changes-public-answers';

/** A browser or CDN keeps a public answer a minute, then serves it up to five more while it asks again. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** Every other answer: it may be a session's, or an error. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const READS = new Set(['GET', 'HEAD']);

/** Marks a GET whose answer is the same for every visitor, so a visitor's answer may be shared (see PublicCacheInterceptor). */
export const PublicCacheable = () => SetMetadata(PUBLIC_CACHE_KEY, true);

/**
 * Marks a write whose every success changes a public answer (PublicAnswers.changed() runs once the
 * handler succeeded, so after its transaction). A write that only sometimes does calls changed() itself.
 */
export const ChangesPublicAnswers = () => SetMetadata(CHANGES_PUBLIC_ANSWERS_KEY, true);

/**
 * Every answer starts private: errors (the guards' too, which no interceptor sees) and anything of a
 * session are never kept by a shared cache. Files set their own policy over it.
 */
export const privateByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  next();
};

const hasSession = (request: Request): boolean => {
  const token: unknown = request.cookies?.[SESSION_COOKIE];
  return typeof token === 'string' && token !== '';
};

function answerOf(body: unknown): PublicAnswer {
  const json = JSON.stringify(body);
  // The one-shot hash: the same digest as createHash's, without a Hash object per answer.
  return { body: json, etag: `"${hash('sha256', json, 'base64url')}"` };
}

/**
 * Anonymous GETs of @PublicCacheable() routes answer with an ETag of the body and PUBLIC_CACHE_CONTROL,
 * from this instance's PublicCacheStore when it holds the URL. A request with a session cookie gets the
 * same body fresh, private and without ETag. Express's `etag` setting is off (app.setup.ts), so only these
 * answers carry one; res.send compares it with If-None-Match and answers 304 without a body.
 * A write marked @ChangesPublicAnswers() that succeeds empties the store here and on every instance
 * (PublicAnswers); other writes (a login, a CV, an application, a message) leave it as it is.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: PublicCacheStore,
    private readonly publicAnswers: PublicAnswers,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    if (!READS.has(request.method)) {
      if (!this.reflector.get<boolean>(CHANGES_PUBLIC_ANSWERS_KEY, context.getHandler())) return next.handle();
      return next.handle().pipe(mergeMap((body) => from(this.publicAnswers.changed()).pipe(map(() => body))));
    }
    if (!this.reflector.get<boolean>(PUBLIC_CACHE_KEY, context.getHandler()) || hasSession(request)) return next.handle();

    const response = context.switchToHttp().getResponse<Response>();
    const key = request.originalUrl;
    const kept = this.store.get(key);
    if (kept) return of(this.send(response, kept));
    const mark = this.store.mark();
    return next.handle().pipe(
      map((body) => {
        const answer = answerOf(body);
        this.store.set(key, answer, mark);
        return this.send(response, answer);
      }),
    );
  }

  /** The body as a string: Nest's reply then hands it to res.send as it is, with the JSON type set here. */
  private send(response: Response, answer: PublicAnswer): string {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    response.setHeader('ETag', answer.etag);
    return answer.body;
  }
}
