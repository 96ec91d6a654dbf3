// Issue 13 (every numbering style, moves inside prose, none silently dropped): a lesson that numbers each line
// `Move 1: e4, e5` between sentences (a number closed by a colon, as typists number a line), and a dialogue that
// prints each pair of moves again as a diagram's caption after a blank line (`3. b4 Cf6`, then `b4 Cf6`). Every
// text here is made up for the test; every expected line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan as legal } from './helpers/chess-js.js';

const LESSON = [
  'The Ruy Lopez',
  'Move 1: e4, e5',
  'Both sides fight for the centre.',
  'Move 2: Nf3, Nc6',
  'White attacks the e5 pawn and Black defends it.',
  'Move 3: Bb5',
  'The bishop eyes the knight that guards e5.',
  'Move 3: a6',
  'Black asks the bishop at once; the e4 pawn is still safe.',
  '',
].join('\n');

const LESSON_ES = ['Jugada 1: e4, e5', 'El centro.', 'Jugada 2: Cf3, Cc6', 'El peón de e5 está atacado.', 'Jugada 3: Ab5, a6', ''].join(
  '\n',
);

const DIALOGUE = [
  'Partita di prova',
  '',
  '1. e4 e5',
  '',
  'G: va bene?',
  '',
  '2. Cf3 Cc6',
  '',
  'Cf3 Cc6',
  '',
  'C: sì, sviluppa i pezzi.',
  '',
  '3. Ab5 a6',
  '',
  'Ab5 a6',
  '',
  'G: e ora?',
  '',
].join('\n');

describe('a number closed by a colon before a move, between sentences', () => {
  it('translate: the whole lesson is the game (before, it stopped after 1...e5 with no warning, the rest a comment)', () => {
    const r = translatePgn(LESSON, { from: 'en', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(legal('e4 e5 Nf3 Nc6 Bb5 a6'));
    expect(r.failures).toEqual([]);
    // the squares named in the sentences stay words
    expect(r.pgn).toContain('{White attacks the e5 pawn and Black defends it. Move}');
  });

  it('prose: every numbered move checked on the board, the words kept', () => {
    const r = translateProse(LESSON, { from: 'en', to: 'iccf' });
    expect(r.checked).toBe(6);
    expect(r.text).toContain('Move 1: 5254, 5755\n');
    expect(r.text).toContain('Move 3: 1716\n');
    expect(r.text).toContain('the e4 pawn is still safe.');
  });

  it('in Spanish letters too', () => {
    const r = translatePgn(LESSON_ES, { from: 'es', to: 'en' });
    expect(gamesOf(r.pgn)[0]!.main).toBe(legal('e4 e5 Nf3 Nc6 Bb5 a6'));
  });

  it('a colon number before words, or before a move no board reaches, invents no game', () => {
    const text = 'Chapter 2: e4 is the most popular first move.\n';
    const r = translateProse(text, { from: 'en', to: 'iccf' });
    expect(r.text).toBe(text);
    expect(r.checked).toBe(0);
  });
});

describe('moves printed again as a caption after a blank line', () => {
  it('translate: the caption is not played a second time (before: the game failed at 3. Cf3)', () => {
    const r = translatePgn(DIALOGUE, { from: 'it', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(r.failures).toEqual([]);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(legal('e4 e5 Nf3 Nc6 Bb5 a6'));
  });

  it('prose: the captions are rewritten as the moves they repeat, and nothing is reported illegal', () => {
    const r = translateProse(DIALOGUE, { from: 'it', to: 'en' });
    expect(r.text).toBe(DIALOGUE.replaceAll('Cf3 Cc6', 'Nf3 Nc6').replaceAll('Ab5 a6', 'Bb5 a6'));
    expect(r.problems).toEqual([]);
  });

  it('moves after a blank line that are not a repeat go on with the line', () => {
    const text = '1. e4 e5 2. Cf3 Cc6\n\nAb5 a6\n';
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(gamesOf(r.pgn)[0]!.main).toBe(legal('e4 e5 Nf3 Nc6 Bb5 a6'));
  });
});
