import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { AccountsModule } from './accounts/accounts.module.js';
import { AlertsModule } from './alerts/alerts.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { ApplicationsModule } from './applications/applications.module.js';
import { CompanyApplicationsModule } from './company-applications/company-applications.module.js';
import { CompanyAvisosModule } from './company-avisos/company-avisos.module.js';
import { CompanyProfileModule } from './company-profile/company-profile.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AvisoStatsModule } from './aviso-stats/aviso-stats.module.js';
import { AvisoReportsModule } from './aviso-reports/aviso-reports.module.js';
import { AvisoReviewModule } from './aviso-review/aviso-review.module.js';
import { ModerationModule } from './moderation/moderation.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { PublicAnswers } from './common/public-answers.js';
import { PublicCacheInterceptor } from './common/public-cache.js';
import { PublicCacheStore } from './common/public-cache-store.js';
import { APP_CONFIG, type AppConfig } from './config.js';
import { ConversationsModule } from './conversations/conversations.module.js';
import { CvModule } from './cv/cv.module.js';
import type { Database } from './database/database.js';
import { PublicReads } from './database/public-reads.js';
import { RequirementReviewsModule } from './requirement-reviews/requirement-reviews.module.js';
import { AccommodationsModule } from './accommodations/accommodations.module.js';
import { FilesModule } from './files/files.module.js';
import { HealthModule } from './health/health.module.js';
import { HomeModule } from './home/home.module.js';
import { InterviewsModule } from './interviews/interviews.module.js';
import { LoginModule } from './login/login.module.js';
import { TestInvitationsModule } from './test-invitations/test-invitations.module.js';
import { createRootLogger } from './logging/log-settings.js';
import { LoggingModule } from './logging/logging.module.js';
import { MailModule } from './mail/mail.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { RateLimitsModule } from './rate-limits/rate-limits.module.js';
import { ReferenceModule } from './reference/reference.module.js';
import { TestsModule } from './psychometric-tests/tests.module.js';
import { SearchMarksModule } from './search-marks/search-marks.module.js';
import { UsersModule } from './users/users.module.js';

const DATABASE = Symbol('DATABASE');

/** Closes the database this app was given when the app closes (Ctrl-C, tests' app.close()). */
@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  onApplicationShutdown(): Promise<void> {
    return this.database.close();
  }
}

@Module({})
export class AppModule {
  /**
   * The database is started (and migrated) before Nest, so the app only borrows its DataSource. The
   * logger is main's (which logs before and after the app) or a test's; by default LOG_LEVEL's.
   */
  static register(database: Database, config: AppConfig, logger: Logger = createRootLogger(config.log)): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggingModule.forRoot(logger),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({}),
          dataSourceFactory: async () => database.dataSource,
        }),
        HealthModule,
        MailModule,
        NotificationsModule,
        AuthModule,
        // After AuthModule: its guard runs after the session guard (policies may key on the user).
        RateLimitsModule,
        UsersModule,
        ReferenceModule,
        FilesModule,
        HomeModule,
        AccountsModule,
        LoginModule,
        CvModule,
        ApplicationsModule,
        ConversationsModule,
        PrivacyModule,
        AlertsModule,
        SearchMarksModule,
        TestsModule,
        TestInvitationsModule,
        CompanyAvisosModule,
        CompanyApplicationsModule,
        CompanyProfileModule,
        RequirementReviewsModule,
        AccommodationsModule,
        InterviewsModule,
        AvisoStatsModule,
        AvisoReportsModule,
        AvisoReviewModule,
        ModerationModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE, useValue: database },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: PublicCacheInterceptor },
        PublicCacheStore,
        PublicAnswers,
        DatabaseCloser,
        PublicReads,
      ],
      exports: [APP_CONFIG, PublicReads, PublicAnswers],
    };
  }
}
