import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, federationNameOf, type RemoteName } from './remote-names';

export type RemoteApp = ComponentType;

/** Registers where each remote lives; nothing is downloaded until a screen asks for it. */
export function registerRemoteEntries(entries: Record<RemoteName, string>) {
  registerRemotes(
    REMOTE_NAMES.filter((name) => entries[name]).map((name) => ({
      name: federationNameOf(name),
      entry: entries[name],
    })),
  );
}

const loaded = new Map<RemoteName, Promise<RemoteApp>>();

/** Loads a remote's exposed App once; a failed load is forgotten so the next visit retries. */
export function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = loadRemote<{ default: RemoteApp }>(`${federationNameOf(name)}/App`).then((module) => {
      if (!module?.default) throw new Error(`El módulo ${name} no está disponible`);
      return module.default;
    });
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}
