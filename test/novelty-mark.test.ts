// Issue 13: ChessBase's novelty mark glued after a move (`11.d4N`, `12.Cbd2!N`), as its text export and the magazines
// and blogs that paste it print an annotated game, is the move's NAG 146 (as ChessBase writes it in PGN), in game text,
// in a document `translate` reads and in prose (where the mark stays as written). An `N` after a pawn's last rank is
// still a promotion to a knight. The texts are made up; expected games written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, translateMoveWithWarnings } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { mainLine } from './helpers/pgn-lines.js';

const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

const RUY_ES = '1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 4.Aa4 Cf6 5.O-O Ae7 6.Te1 b5 7.Ab3 d6 8.c3 O-O 9.h3 Ca5 10.Ac2 c5 11.d4N Dc7 12.Cbd2!N cxd4';
const RUY = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 Bc2 c5 d4 Qc7 Nbd2 cxd4';

describe('the novelty mark N glued after a move', () => {
  it('Spanish PGN: the moves are read, each N is $146 after its move (a pawn’s and a piece’s)', () => {
    const r = translatePgn(`[Event "Club"]\n\n${RUY_ES} *\n`, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(legal(RUY));
    expect(r.pgn).toContain('11. d4 $146 Qc7 12. Nbd2 $1 $146 cxd4');
  });

  it('English PGN: gxh5N is no promotion to a knight, and Nf3N a knight move with the mark', () => {
    const r = translatePgn('[Event "Club"]\n\n1. e4 e5 2. Nf3N Nc6 3. d4 exd4 4. Nxd4 h5 5. g4 a6 6. gxh5N *\n', { from: 'en', to: 'de' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('2. Sf3 $146 Sc6');
    expect(r.pgn).toContain('6. gxh5 $146');
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe('e4 e5 Sf3 Sc6 d4 exd4 Sxd4 h5 g4 a6 gxh5');
    expect(legal('e4 e5 Nf3 Nc6 d4 exd4 Nxd4 h5 g4 a6 gxh5')).toBe('e4 e5 Nf3 Nc6 d4 exd4 Nxd4 h5 g4 a6 gxh5');
  });

  it('an N after the last rank is a promotion to a knight', () => {
    const fen = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    expect(translateMoveWithWarnings('e8N', { from: 'en', to: 'iccf', fen }).text).toBe('57584');
    // (alone, a novelty mark is no part of a move: one move is read, not a game)
    expect(() => translateMoveWithWarnings('gxh5N', { from: 'es', to: 'iccf', fen: '4k3/8/8/7p/6P1/8/8/4K3 w - - 0 1' })).toThrow();
  });

  it('a document: the game after a sentence, the mark its NAG', () => {
    const r = translatePgn(`La partida comentada:\n\n${RUY_ES}\n\nY las blancas ganan.\n`, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(legal(RUY));
    expect(r.pgn).toMatch(/d4 \$146/);
  });

  it('prose: the moves are checked on the board and rewritten, the marks left as written', () => {
    const text = `En la partida ${RUY_ES} la novedad fue un error.\n`;
    const r = translateProse(text, { from: 'es', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(24);
    expect(r.text).toBe(
      'En la partida 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 Na5 10.Bc2 c5 11.d4N Qc7 12.Nbd2!N cxd4 la novedad fue un error.\n',
    );
  });
});
