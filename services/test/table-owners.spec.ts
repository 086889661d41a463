import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/**
 * Issue 19, "one owner per table": SQL and TypeORM repositories live only in each aggregate's
 * *.repository.ts. The migrations, the seed and the database bootstrap are the schema's own.
 */
const SRC = path.resolve(fileURLToPath(new URL('../src', import.meta.url)));

const EXEMPT = [
  /\.repository\.ts$/,
  /\.spec\.ts$/,
  /^database\/migrations\//,
  /^database\/seed\//,
  /^database\/database\.ts$/,
  // Runs the SQL the repositories hand it on the primary or a replica: a connection, not an owner.
  /^database\/public-reads\.ts$/,
  // The health check's SELECT 1 reads no table: there is no owner to give it to.
  /^health\/health\.service\.ts$/,
];
/** Raw SQL, an injected or fetched TypeORM repository, or an entity manager's own reads and writes. */
const DIRECT_ACCESS =
  /\.query\(|@InjectRepository\(|\.getRepository\(|\.createQueryBuilder\(|manager\.(insert|update|upsert|delete|save|remove|find\w*|exists\w*|count\w*|increment|decrement)\(/;

function filesTalkingToTheDatabase(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !EXEMPT.some((pattern) => pattern.test(file)))
    .filter((file) => DIRECT_ACCESS.test(readFileSync(path.join(SRC, file), 'utf8')))
    .sort();
}

describe('table owners', () => {
  it('keeps SQL and TypeORM repositories inside the aggregates\' repositories', () => {
    expect(filesTalkingToTheDatabase()).toEqual([]);
  });
});
