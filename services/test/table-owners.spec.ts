import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/**
 * Issue 19, "one owner per table": SQL and TypeORM repositories live only in each aggregate's
 * *.repository.ts. The migrations, the seed and the database bootstrap are the schema's own.
 */
const SRC = path.resolve(fileURLToPath(new URL('../src', import.meta.url)));

/** Files still talking to PostgreSQL directly, to convert; a converted file must leave the list. */
const NOT_YET_OWNED: string[] = [
  'accounts/account-links.service.ts',
  'applicant-data/applicant-data.service.ts',
  'auth/auth.service.ts',
  'auth/captcha.service.ts',
  'auth/installation-secrets.ts',
  'auth/session.service.ts',
  'company/company-documents.service.ts',
  'company/invoices.service.ts',
  'cv/current-applicant.service.ts',
  'cv/cv-files.service.ts',
  'cv/cv.service.ts',
  'files/files.service.ts',
  'health/health.service.ts',
  'interviews/interviews.service.ts',
  'mail/cv-attachment.ts',
  'mail/mail.service.ts',
  'rate-limits/rate-limit.service.ts',
  'reference/reference.service.ts',
  'tests/tests.service.ts',
  'users/users.service.ts',
];

const EXEMPT = [/\.repository\.ts$/, /\.spec\.ts$/, /^database\/migrations\//, /^database\/seed\//, /^database\/database\.ts$/];
const DIRECT_ACCESS = /\.query\(|@InjectRepository\(/;

function filesTalkingToTheDatabase(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !EXEMPT.some((pattern) => pattern.test(file)))
    .filter((file) => DIRECT_ACCESS.test(readFileSync(path.join(SRC, file), 'utf8')))
    .sort();
}

describe('table owners', () => {
  const direct = filesTalkingToTheDatabase();

  it('keeps query() and @InjectRepository() inside the repositories', () => {
    expect(direct.filter((file) => !NOT_YET_OWNED.includes(file))).toEqual([]);
  });

  it('lists only files that still need converting', () => {
    expect(NOT_YET_OWNED.filter((file) => !direct.includes(file))).toEqual([]);
  });
});
