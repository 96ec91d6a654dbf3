// The bits of a parsed move's form are written twice: MOVE_FORM in src/core/types.ts (the API) and constants in
// grammars/move.peggy (the grammar sets them). This checks that each grammar constant is the API's bit of that name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOVE_FORM } from '../src/index.js';
import { REPO_ROOT } from './helpers/shared.js';

/** The grammar's names that are not the API's name in capitals (`F_EN_PASSANT` is `enPassantMark`). */
const RENAMED: Readonly<Record<string, keyof typeof MOVE_FORM>> = { F_EN_PASSANT: 'enPassantMark' };

const camel = (name: string): string =>
  name
    .slice(2)
    .toLowerCase()
    .replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

describe('the form bits of move.peggy', () => {
  const grammar = readFileSync(join(REPO_ROOT, 'grammars', 'move.peggy'), 'utf8');
  const constants = [...grammar.matchAll(/const (F_[A-Z_]+) = (\d+);/g)].map((m) => [m[1]!, Number(m[2])] as const);

  it('are MOVE_FORM bits of the same names and values', () => {
    expect(constants.length).toBeGreaterThan(20);
    for (const [name, value] of constants)
      expect([name, MOVE_FORM[(RENAMED[name] ?? camel(name)) as keyof typeof MOVE_FORM]]).toEqual([name, value]);
  });

  it('cover every MOVE_FORM bit', () => {
    expect(constants.map(([, value]) => value).sort((a, b) => a - b)).toEqual(Object.values(MOVE_FORM).sort((a, b) => a - b));
  });
});
