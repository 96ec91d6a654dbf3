// An ellipsis glued after White's move (`9.h3...`, `2.Cf3…`), as blogs write it where commentary comes before Black's
// answer: read as the same mark `…` spaced apart is, by the PGN reading and the document (prose) reading alike.
// Every expected game is written by hand and checked with chess.js, never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { translateMoves, translatePgn } from '../src/index.js';
import { proseWords } from '../src/prose/words.js';
import { playedSan } from './helpers/chess-js.js';

const SPANISH_PIECES = ['R', 'D', 'T', 'A', 'C'];

describe('an ellipsis glued after a move (PGN reading)', () => {
  it('three or two full stops after a move ending in a rank are a separator, not a broken move (es: 2.Cf3... Cc6 3.Ab5.. a6)', () => {
    const r = translateMoves('1.e4 e5 2.Cf3... Cc6 3.Ab5.. a6', { from: 'es', to: 'en' });
    expect(r.moves).toEqual(playedSan(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']));
    expect(r.warnings.map((w) => w.code)).toEqual(['W_STYLE']);
  });

  it('one full stop after a move is still the sentence’s (W_PUNCTUATION), not an ellipsis', () => {
    const r = translateMoves('1.e4 e5 2.Cf3.', { from: 'es', to: 'en' });
    expect(r.moves).toEqual(playedSan(['e4', 'e5', 'Nf3']));
    expect(r.warnings.map((w) => w.code)).toEqual(['W_PUNCTUATION']);
  });
});

describe('an ellipsis glued after a move (document reading)', () => {
  it('the words: the move, then Black’s ellipsis (9.Cf5... Aquí); a year with an ellipsis stays a word', () => {
    const w = proseWords('9.Cf5... Aquí 1851…', [], SPANISH_PIECES, []);
    expect(w.map((x) => [x.kind, x.text])).toEqual([
      ['number', '9.'],
      ['word', 'Cf5'],
      ['black', '...'],
      ['word', 'Aquí'],
      ['word', '1851…'],
    ]);
  });

  it('a paragraph with 2.Cf3… and 9.h3... and a square named in a sentence (el alfil de b3) reads the whole game', () => {
    const text =
      'Partida: 1.e4 e5 2.Cf3… Aquí las negras defienden su peón: 2...Cc6 3.Ab5 a6 4.Aa4 Cf6 5.O-O Ae7 6.Te1 b5 ' +
      '7.Ab3 d6 8.c3 O-O 9.h3... Ahora las negras atacan el alfil de b3 con Ca5. 9...Ca5 10.Ac2 c5';
    const r = translatePgn(text, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    const san = playedSan([
      'e4',
      'e5',
      'Nf3',
      'Nc6',
      'Bb5',
      'a6',
      'Ba4',
      'Nf6',
      'O-O',
      'Be7',
      'Re1',
      'b5',
      'Bb3',
      'd6',
      'c3',
      'O-O',
      'h3',
      'Na5',
      'Bc2',
      'c5',
    ]);
    const main = r.pgn
      .replace(/\{[^}]*\}|\d+\.(\.\.)?|\*/g, ' ')
      .split(/\s+/)
      .filter((t) => t !== '');
    expect(main).toEqual(san);
  });
});
