import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

/** A controller's method, where Nest keeps its route metadata. */
export interface ControllerHandler {
  controller: new (...args: never[]) => unknown;
  name: string;
  handler: (...args: unknown[]) => unknown;
}

/** Every method of every controller the app registered, read for its decorators' metadata. */
export function controllerHandlers(app: INestApplication): ControllerHandler[] {
  const handlers: ControllerHandler[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as ControllerHandler['controller'] | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler: unknown = controller.prototype[name];
        if (name !== 'constructor' && typeof handler === 'function') handlers.push({ controller, name, handler: handler as ControllerHandler['handler'] });
      }
    }
  }
  return handlers;
}
