import { HttpStatus } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { APP_NAME, APP_VERSION, CSRF_HEADER, MAX_JSON_DEPTH, MESSAGES, SESSION_COOKIE, nestsDeeperThan, type ApiErrorBody } from '@postulate/contracts';
import { privateByDefault } from './common/public-cache.js';
import type { AppConfig } from './config.js';
import { routePublicReads } from './database/read-routing.js';
import { ACCESS_LOG } from './logging/logging.module.js';
import { REQUEST_ID_HEADER } from './logging/request-id.js';
import { CSRF_SCHEME, SESSION_SCHEME, completeDocument } from './openapi-document.js';

/** Headers every answer carries; the pages of the portal live on other origins (see shell/server/security.ts). */
const SHARED_HEADERS: HelmetOptions = {
  // Same-site pages (the portal's ports) may load our answers; public files widen this themselves.
  crossOriginResourcePolicy: { policy: 'same-site' },
  frameguard: { action: 'deny' },
};

/**
 * A helmet policy as the headers it sets, recorded once: with no function among the directives (no
 * nonce) they never depend on the request, and setting them in one loop costs less than helmet's
 * chain of a dozen middlewares on every answer. The same names, values and order as helmet's own.
 */
function recordedHeaders(options: HelmetOptions): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let called = false;
  helmet(options)({} as Request, recorder as unknown as Response, () => {
    called = true;
  });
  if (!called) throw new Error('helmet did not set its headers at once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** JSON (and files) never need to load anything, nor be framed. */
const apiHeaders = recordedHeaders({
  ...SHARED_HEADERS,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
  },
});

/** Swagger UI: its own scripts and stylesheet, plus the inline <style> and data: icons of its page. */
const docsHeaders = recordedHeaders({
  ...SHARED_HEADERS,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
});

const securityHeaders: RequestHandler = (req, res, next) => (/^\/api\/docs(\/|$)/.test(req.path) ? docsHeaders : apiHeaders)(req, res, next);

/**
 * A body nested deeper than any form of ours is refused as soon as it is parsed, before anything
 * walks it (a 16 KB body can nest 8,000 levels).
 */
const refuseDeepBodies: RequestHandler = (req, res, next) => {
  if (!nestsDeeperThan(req.body, MAX_JSON_DEPTH)) return next();
  const body: ApiErrorBody = { message: MESSAGES.tooDeep, field: '_', errors: [{ field: '_', message: MESSAGES.tooDeep }] };
  res.status(HttpStatus.BAD_REQUEST).json(body);
};

/** Everything about the HTTP app that main and the tests share: prefix, request ids and access log, security headers, cookies, CORS, docs. */
export function configureApp(app: NestExpressApplication, config: AppConfig): NestExpressApplication {
  app.setGlobalPrefix('api');
  // First, so that every answer, even one refused before routing, has an id and an access line.
  app.use(app.get<RequestHandler>(ACCESS_LOG));
  // req.ip is the client's address only through the proxies we run (rate limits key on it).
  app.set('trust proxy', config.trustedProxies.length > 0 ? config.trustedProxies : false);
  // No framework fingerprint in every response.
  app.getHttpAdapter().getInstance().disable('x-powered-by');
  // Only public answers carry an ETag (PublicCacheInterceptor): a private one has nothing to revalidate.
  app.set('etag', false);
  app.use(securityHeaders);
  app.use(privateByDefault);
  app.use(cookieParser());
  // Whether this request's public reads may go to a replica (anonymous GETs only). Without replicas
  // every read goes to the primary, and the request need not carry it (an AsyncLocalStorage run).
  if (config.replicas.urls.length > 0) app.use(routePublicReads);
  // Registered here rather than by Nest at start-up, so the depth check can follow the parsers.
  app.useBodyParser('json');
  app.useBodyParser('urlencoded', { extended: true });
  app.use(refuseDeepBodies);
  app.enableCors({
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['content-type', CSRF_HEADER],
    // The portal's pages on other origins may read the id a user quotes when reporting an error.
    exposedHeaders: [REQUEST_ID_HEADER],
  });
  const document = () =>
    completeDocument(
      app,
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle(`${APP_NAME} API`)
          .setDescription(
            'Job portal API. The session travels in an httpOnly cookie; state-changing requests also send the ' +
              `CSRF token from the login or session answer in the ${CSRF_HEADER} header.`,
          )
          .setOpenAPIVersion('3.1.0')
          .setVersion(APP_VERSION)
          .addServer('/')
          .addCookieAuth(SESSION_COOKIE, undefined, SESSION_SCHEME)
          .addApiKey({ type: 'apiKey', in: 'header', name: CSRF_HEADER }, CSRF_SCHEME)
          .build(),
      ),
    );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
