// The package's entries (issue 16.3), through package.json's "exports" as a user imports them
// (`chess-lingua`, `chess-lingua/board`, `chess-lingua/report`, `chess-lingua/reference`), in ESM
// and CommonJS: engine internals and the CLI's formatters are off the main entry and on their
// subpath; the main entry does not load chess.js. Runs the built package (dist/) in a child Node,
// which resolves the package's own name to this checkout.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './helpers/shared.js';

/** Runs an ES module's text in Node at the repository root and returns what it printed as JSON. */
function esm(code: string): unknown {
  return JSON.parse(execFileSync('node', ['--input-type=module', '-e', code], { cwd: REPO_ROOT, encoding: 'utf8' }));
}
function cjs(code: string): unknown {
  return JSON.parse(execFileSync('node', ['--input-type=commonjs', '-e', code], { cwd: REPO_ROOT, encoding: 'utf8' }));
}

/** Names taken off the main entry, by the subpath that has them now (README, Library). */
const MOVED: Record<string, string[]> = {
  'chess-lingua/board': [
    'fastEngine',
    'playedFrom',
    'playedTo',
    'playedPromotion',
    'playedCapture',
    'formatNumeric',
    'formatSan',
    'formatLan',
    'formatUci',
    'ok',
    'err',
  ],
  'chess-lingua/report': ['detectionLine', 'detectionJson', 'formatMoveWarning', 'formatReadWarning', 'gameReport', 'reportLine'],
  'chess-lingua/reference': ['chessJsEngine'],
};

describe.skipIf(!existsSync(join(REPO_ROOT, 'dist', 'index.js')))('package entries', () => {
  it('the main entry keeps the translation API and leaves engine internals and CLI formatters to the subpaths', () => {
    const names = esm(`const m = await import('chess-lingua'); console.log(JSON.stringify(Object.keys(m)))`) as string[];
    for (const name of [
      'translateMove',
      'translateMoves',
      'parseMove',
      'resolveMove',
      'formatMove',
      'listLocales',
      'readGames',
      'writeGame',
      'translatePgn',
      'translatePgnStream',
      'START_FEN',
      'squareName',
    ]) {
      expect(names).toContain(name);
    }
    for (const name of Object.values(MOVED).flat()) expect(names).not.toContain(name);
  });

  it('each subpath exports what was moved to it, in ESM and CommonJS', () => {
    for (const [entry, moved] of Object.entries(MOVED)) {
      const viaImport = esm(`const m = await import('${entry}'); console.log(JSON.stringify(Object.keys(m)))`) as string[];
      const viaRequire = cjs(`console.log(JSON.stringify(Object.keys(require('${entry}'))))`) as string[];
      for (const name of moved) {
        expect([entry, name, viaImport.includes(name)]).toEqual([entry, name, true]);
        expect([entry, name, viaRequire.includes(name)]).toEqual([entry, name, true]);
      }
    }
  });

  it("the board entry's example: 20 legal moves at the start, Ng1-f3 among them", () => {
    const got = esm(
      `import { fastEngine, formatUci, formatNumeric } from 'chess-lingua/board';
       const board = fastEngine.fromFen();
       const moves = board.value.legalMoves();
       const nf3 = moves.find((m) => formatUci(m) === 'g1f3');
       console.log(JSON.stringify([moves.length, nf3 && formatNumeric(nf3)]))`,
    );
    expect(got).toEqual([20, '7163']);
  });

  it('the main entry does not load chess.js; the reference entry does', () => {
    expect(bareImports('index.js')).not.toContain('chess.js');
    expect(bareImports('board.js')).not.toContain('chess.js');
    expect(bareImports('reference.js')).toContain('chess.js');
  });
});

/** The packages (non-relative specifiers) that loading dist/<file> imports, following its chunks. */
function bareImports(file: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const text = readFileSync(join(REPO_ROOT, 'dist', name), 'utf8');
    for (const m of text.matchAll(/(?:^|[\s;])(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']|import\(["']([^"']+)["']\)/g)) {
      const spec = (m[1] ?? m[2])!;
      if (spec.startsWith('./')) visit(spec.slice(2));
      else packages.add(spec);
    }
  };
  visit(file);
  return [...packages];
}
