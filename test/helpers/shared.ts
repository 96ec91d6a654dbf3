/**
 * Optional data from ../shared (the project's research corpus, partly GPL). Tests that need it
 * skip cleanly when it is absent, as on a fresh clone without ../shared.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHARED = resolve(REPO_ROOT, '..', 'shared');
export const FIXTURES = join(REPO_ROOT, 'test', 'fixtures');

export function sharedPath(...parts: string[]): string {
  return join(SHARED, ...parts);
}

export function hasShared(...parts: string[]): boolean {
  return existsSync(sharedPath(...parts));
}
