import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { APP_NAME, APP_VERSION, applySpanishValidationMessages, CSRF_HEADER, SESSION_COOKIE } from '@postulate/contracts';
import type { AppConfig } from './config.js';

/** Everything about the HTTP app that main and the tests share: prefix, cookies, CORS, docs. */
export function configureApp(app: INestApplication, config: AppConfig): INestApplication {
  applySpanishValidationMessages();
  app.setGlobalPrefix('api');
  // No framework fingerprint in every response.
  app.getHttpAdapter().getInstance().disable('x-powered-by');
  app.use(cookieParser());
  app.enableCors({
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['content-type', CSRF_HEADER],
  });
  const document = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle(`${APP_NAME} API`)
        .setDescription(
          'Job portal API. The session travels in an httpOnly cookie; state-changing requests also send the ' +
            `CSRF token from the login or session answer in the ${CSRF_HEADER} header.`,
        )
        .setVersion(APP_VERSION)
        .addCookieAuth(SESSION_COOKIE)
        .build(),
    );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
