// Types of pg-cluster.mjs for the TypeScript that uses it (services/src/database/public-reads.spec.ts).
export interface PgServer {
  adminUrl: URL;
  port: number;
  dir: string;
  start(): Promise<unknown>;
  stopServer(mode?: 'smart' | 'fast' | 'immediate'): Promise<unknown>;
  restart(): Promise<unknown>;
  remove(): Promise<void>;
}

export function missingPgTool(): string | null;
export const THROWAWAY: string[];
export function startCluster(settings?: string[]): Promise<PgServer>;
export function startReplica(primary: PgServer, settings?: string[]): Promise<PgServer>;
