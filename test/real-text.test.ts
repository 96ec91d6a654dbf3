// Issue 13: real text that nobody here wrote (../shared/corpus/foreign: game scores from web pages
// and a JavaScript file, in German, Russian and Hungarian, with their own numbering and quirks).
// Games whose source is sound translate, with the number of plies the corpus notes counted on a
// board; none is split, merged or invented; every translated game is valid PGN for pgn-extract
// (when installed). Skips without ../shared.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { hasShared, sharedPath } from './helpers/shared.js';
import { PGN_EXTRACT, pgnExtractReads } from './helpers/pgn-extract.js';

/** The fenced movetext of each `## NAME` entry of web-movetexts.md. */
function entries(): Map<string, string> {
  const text = readFileSync(sharedPath('corpus', 'foreign', 'web-movetexts.md'), 'utf8');
  const out = new Map<string, string>();
  for (const m of text.matchAll(/^## (\S+)[^\n]*\n[\s\S]*?```\n([\s\S]*?)```/gm)) out.set(m[1]!, m[2]!);
  return out;
}

/** Plies of the translated games (ICCF output: every 4-5 digit token outside comments and variations). */
function plies(pgn: string): number[] {
  return pgn
    .split(/\n\n(?=\[|1\. )/)
    .filter((g) => g.trim())
    .map((g) => {
      let t = g.replace(/^\[.*\]$/gm, '').replace(/\{[^}]*\}/g, ' ');
      while (/\([^()]*\)/.test(t)) t = t.replace(/\([^()]*\)/g, ' ');
      return t.split(/\s+/).filter((x) => /^[1-8]{4,5}$/.test(x)).length;
    });
}

function validForPgnExtract(pgn: string): void {
  if (!PGN_EXTRACT) return;
  const read = pgnExtractReads(pgn);
  expect(read.complaints, 'pgn-extract complains').toEqual([]);
  expect(read.games).toBe(pgn.split(/\n\n(?=\[|1\. )/).filter((g) => g.trim()).length);
}

describe.skipIf(!hasShared('corpus', 'foreign', 'web-movetexts.md'))('game scores from web pages', () => {
  // name, language, plies counted on a board by the corpus notes (or the whole partial score)
  const sound: Array<[string, string, number]> = [
    ['DE-1', 'de', 45],
    ['DE-3', 'de', 56],
    ['RU-1', 'ru', 12],
    ['RU-2', 'ru', 4],
    ['HU-1', 'hu', 11],
  ];
  for (const [name, from, expected] of sound) {
    it(`${name} translates whole, as one game of ${expected} plies, valid PGN`, () => {
      const text = entries().get(name)!;
      const r = translatePgn(text, { from, to: 'iccf' });
      expect(r.failures.map((f) => f.message)).toEqual([]);
      expect(r.summary.games).toBe(1);
      expect(plies(r.pgn)).toEqual([expected]);
      validForPgnExtract(translatePgn(text, { from, to: 'en' }).pgn);
    });
  }
});

describe.skipIf(!hasShared('corpus', 'foreign', 'web-movetexts.md'))('Italian scores with prose in them, through prose', () => {
  it('IT-1 (long algebraic with spaces, commas, "Scacco Matto" in words): all 33 plies checked, it → en → it byte for byte', () => {
    const text = entries().get('IT-1')!;
    const r = translateProse(text, { from: 'it', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(33);
    expect(r.text).toContain('17.Rd1 - d8 (Scacco Matto / Checkmate)');
    expect(translateProse(r.text, { from: 'en', to: 'it' }).text).toBe(text);
  });

  it('IT-2 (knight odds, from the FEN the page gives; "matto." in words): all 65 plies checked', () => {
    const text = entries().get('IT-2')!;
    const r = translateProse(text, { from: 'it', to: 'en', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(65);
    expect(r.text.endsWith('33. Bf6 matto.\n')).toBe(true);
  });
});

describe.skipIf(!hasShared('corpus', 'foreign', 'de-js-embedded-games.txt'))('games embedded in a JavaScript file', () => {
  it('two German games (0–0 with an en dash, results 1:0 and 0:1): neither split nor merged; the second translates (90 plies)', () => {
    const text = readFileSync(sharedPath('corpus', 'foreign', 'de-js-embedded-games.txt'), 'utf8').replace(/^#.*\n/gm, '');
    const r = translatePgn(text, { from: 'de', to: 'iccf' });
    expect(r.summary.games).toBe(2);
    // Game 1 writes move 19 "Ba3" with the English bishop letter; German reads B as a pawn
    // (a2-a3, also legal), so its 21. Lxb4 fails: reported and passed through, not guessed.
    expect(r.failures.map((f) => f.message)).toEqual([
      '<input>:2:231: game 1: move 21. Lxb4: no bishop (L) can move to b4; did you mean Lc4 (Le2-c4) or Lb5? (move 19. Ba3 was read one of two ways; --repair tries both) [ERR_MOVE_ILLEGAL]',
    ]);
    expect(plies(r.pgn.slice(r.pgn.indexOf('1:0') + 3))).toEqual([90]);
    // With --repair, Ba3 is read as the bishop (La3): both games, 99 and 90 plies as the corpus counted.
    const repaired = translatePgn(text, { from: 'de', to: 'iccf', repair: true });
    expect(repaired.failures).toEqual([]);
    expect(plies(repaired.pgn)).toEqual([99, 90]);
    validForPgnExtract(translatePgn(text.slice(text.indexOf('1:0') + 3), { from: 'de', to: 'en' }).pgn);
  });
});
