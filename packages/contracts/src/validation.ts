import type { z } from 'zod';
import type { FieldError } from './api.js';
import { MESSAGES } from './messages.js';

/** Flattens a zod failure into the {field, message} list the API answers and forms show. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '_',
    message: issue.message,
  }));
}

/** U+0000 (PostgreSQL text cannot hold it) or half of a surrogate pair (not Unicode, cannot be UTF-8). */
const isUnstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

/** How deeply a request body may nest objects and arrays; no form of ours comes near it. */
export const MAX_JSON_DEPTH = 32;

/** Whether objects and arrays nest deeper than `max` levels; iterative, so no input can exhaust the stack. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= max) return true;
    for (const child of Object.values(item.value)) pending.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

/**
 * The first text anywhere in a request that no field can store, as the error to answer; null when
 * there is none. One rule for every field, checked once a schema has passed. Iterative, and the
 * path is built only for the text it reports.
 */
export function unstorableTextError(value: unknown): FieldError | null {
  interface Node {
    value: unknown;
    key?: string;
    parent?: Node;
  }
  const pending: Node[] = [{ value }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (typeof node.value === 'string') {
      if (!isUnstorable(node.value)) continue;
      const path: string[] = [];
      for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
      return { field: path.join('.') || '_', message: MESSAGES.invalidCharacters };
    }
    if (node.value === null || typeof node.value !== 'object') continue;
    // Reversed onto the stack, so fields are visited (and the first one reported) in their order.
    const children = Object.entries(node.value).reverse();
    for (const [key, child] of children) pending.push({ value: child, key, parent: node });
  }
  return null;
}
