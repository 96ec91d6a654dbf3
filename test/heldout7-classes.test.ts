// Issue 13: the classes of failure found in the held-out set 7 (real text from lesson pages, blogs and
// forums), each checked here on MADE-UP text of the same shape (none of it copied from the set). Expected
// games are written by hand and played with chess.js first (test/helpers/chess-js.ts).
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { bracketCommentAt } from '../src/pgn/scan.js';
import { splitGames } from '../src/pgn/split-games.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

const flat = (s: string): string => s.replace(/\s+/g, ' ').trim();

describe('a comment in square brackets that starts with a small letter is no tag pair', () => {
  it('a lesson that comments each move in brackets on its own line stays one game', () => {
    const moves = 'e4 e5 Nf3 Nc6 Bb5';
    expect(playedSan(sanWords(moves))).toEqual(sanWords(moves));
    const text = '1.e4 e5\n\n[a fine start]\n\n2.Nf3\n\n[e5 pawn under fire]\n\n2…Nc6\n\n[f6 would be weak]\n\n3.Bb5\n';
    // (the PGN reading keeps it one game: the bracketed words are a comment, no word is read as a move)
    expect(splitGames(text)).toHaveLength(1);
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.summary.games).toBe(1);
    expect(r.failures).toHaveLength(0);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_TEXT_AS_COMMENT']);
    expect(flat(r.pgn)).toBe('1. e4 e5 {a fine start} 2. Nf3 {e5 pawn under fire} 2... Nc6 {f6 would be weak} 3. Bb5 *');
  });

  it('the rule: small first letter and no quote is a comment; a capital name is still a (bad) tag pair', () => {
    expect(bracketCommentAt('[e5 pawn under fire]\n', 0)).toBe('words');
    expect(bracketCommentAt('[après ce coup]\n', 0)).toBe('words');
    expect(bracketCommentAt('[Event Moscow]\n', 0)).toBeUndefined();
    expect(bracketCommentAt('[event "Moscow"]\n', 0)).toBeUndefined();
  });
});

describe('a label with digits before the first move is no move', () => {
  it('`chapter10.2` above a lesson (e1 inside a longer number is no square) does not split the lesson', () => {
    const moves = 'd4 d5 c4 e6 Nc3';
    expect(playedSan(sanWords(moves))).toEqual(sanWords(moves));
    const text = 'chapter10.2\n\nA short lesson on the first moves.\n\n1.d4 d5\n\n2.c4 e6\n\n3.Nc3\n';
    expect(splitGames(text)).toHaveLength(1);
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.summary.games).toBe(1);
    expect(r.failures).toHaveLength(0);
    expect(flat(r.pgn)).toBe('{chapter10.2 A short lesson on the first moves.} 1. d4 d5 2. c4 e6 3. Nc3 *');
  });
});
