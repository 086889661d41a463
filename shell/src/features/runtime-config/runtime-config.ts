import type { RemoteName } from '../remotes/remote-names';

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>;
}

/**
 * Read at start-up from the server that hosts the shell, so a remote can move or be redeployed
 * without rebuilding the shell.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
