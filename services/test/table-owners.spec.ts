import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/**
 * Issue 19, "one owner per table": SQL and TypeORM repositories live only in each aggregate's
 * *.repository.ts, and each table is written by one of them. The migrations, the demo data (demo/)
 * and the database bootstrap are the schema's own.
 */
const SRC = path.resolve(fileURLToPath(new URL('../src', import.meta.url)));

const EXEMPT = [
  /\.repository\.ts$/,
  /\.spec\.ts$/,
  /^database\/migrations\//,
  /^demo\//,
  /^database\/database\.ts$/,
  // Runs the SQL the repositories hand it on the primary or a replica: a connection, not an owner.
  /^database\/public-reads\.ts$/,
  // The replicas' checks read WAL positions (pg_last_wal_replay_lsn, pg_current_wal_lsn), no table.
  /^database\/replicas\.ts$/,
  // The health check's SELECT 1 reads no table: there is no owner to give it to.
  /^health\/health\.service\.ts$/,
  // NOTIFY and LISTEN on the public answers' channel touch no table.
  /^common\/public-answers(-listener)?\.ts$/,
];
/** Raw SQL (typed or not), an injected or fetched TypeORM repository, or an entity manager's own reads and writes. */
const DIRECT_ACCESS =
  /\.query(Shaped)?\s*(<[^()]*>)?\(|@InjectRepository\(|\.getRepository\(|\.createQueryBuilder\(|manager\.(insert|update|upsert|delete|save|remove|find\w*|exists\w*|count\w*|increment|decrement)\(/;

const WRITE = 'insert|update|upsert|delete|save|remove|increment|decrement';
/** A write in SQL text; FOR UPDATE and ON CONFLICT ... DO UPDATE name no table. */
const SQL_WRITE = /\b(?:INSERT INTO|(?<!FOR |DO )UPDATE|DELETE FROM)\s+(\w+)/g;
/** A write through an entity: manager.insert(Entity, ...), getRepository(Entity).save(...), or an injected repository. */
const ENTITY_WRITE = new RegExp(
  `\\.(?:${WRITE})\\(\\s*(\\w+)\\s*,|\\.getRepository\\(\\s*(\\w+)\\s*\\)\\.(?:${WRITE})\\(|@InjectRepository\\(\\s*(\\w+)\\s*\\)`,
  'g',
);

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
  .sort()
  .map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));

function filesTalkingToTheDatabase(): string[] {
  return sources.filter(({ file, text }) => !EXEMPT.some((pattern) => pattern.test(file)) && DIRECT_ACCESS.test(text)).map(({ file }) => file);
}

/** Each table some repository writes, and the repositories writing it. */
function writersPerTable(): Map<string, string[]> {
  const tableOf = new Map(
    sources.flatMap(({ text }) =>
      [...text.matchAll(/@Entity\(\s*(?:\{\s*name:\s*)?'(\w+)'[^)]*\)\s*export class (\w+)/g)].map((match) => [match[2], match[1]] as const),
    ),
  );
  const writers = new Map<string, string[]>();
  for (const { file, text } of sources.filter(({ file }) => file.endsWith('.repository.ts'))) {
    const tables = new Set([
      ...[...text.matchAll(SQL_WRITE)].map((match) => match[1]),
      ...[...text.matchAll(ENTITY_WRITE)].flatMap((match) => {
        const table = tableOf.get(match[1] ?? match[2] ?? match[3]);
        return table ? [table] : [];
      }),
    ]);
    for (const table of tables) writers.set(table, [...(writers.get(table) ?? []), file]);
  }
  return writers;
}

describe('table owners', () => {
  it("keeps SQL and TypeORM repositories inside the aggregates' repositories", () => {
    expect(filesTalkingToTheDatabase()).toEqual([]);
  });

  it('has each table written by one repository', () => {
    const writers = writersPerTable();
    // The scan finds the owners it should: a pattern that matched nothing would pass the check below.
    expect(writers.get('conversations')).toEqual(['conversations/conversations.repository.ts']);
    expect(writers.get('applications')).toEqual(['applications/applications.repository.ts']);
    expect(writers.get('aviso_preguntas')).toEqual(['avisos/avisos.repository.ts']);
    expect([...writers].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
