// Issue 13: ChessBase's novelty mark glued after a move (`11.gxh5N`, `12.e5!N`), as its text export and the magazines
// and blogs that paste it print an annotated game, is the move's NAG 146 (as ChessBase writes it in PGN), in game text,
// in a document `translate` reads and in prose (where the mark stays as written). An `N` after a pawn's last rank is
// still a promotion to a knight. The texts are made up; expected games written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, translateMoveWithWarnings } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { mainLine } from './helpers/pgn-lines.js';

const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

const SICILIAN_ES =
  '1.e4 c5 2.Cf3 e6 3.d4 cxd4 4.Cxd4 a6 5.Ae3 Cf6 6.Cd2 Dc7 7.Ad3 Ae7 8.O-O d6 9.f4 Cbd7 10.g4 h5 11.gxh5N Txh5? 12.e5!N dxe5';
const SICILIAN = 'e4 c5 Nf3 e6 d4 cxd4 Nxd4 a6 Be3 Nf6 Nd2 Qc7 Bd3 Be7 O-O d6 f4 Nbd7 g4 h5 gxh5 Rxh5 e5 dxe5';

describe('the novelty mark N glued after a move', () => {
  it('Spanish PGN: the moves are read, each N is $146 after its move', () => {
    const r = translatePgn(`[Event "Club"]\n\n${SICILIAN_ES} *\n`, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(legal(SICILIAN));
    expect(r.pgn).toContain('11. gxh5 $146 Rxh5 $2 12. e5 $1 $146 dxe5');
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
    const r = translatePgn(`La partida comentada:\n\n${SICILIAN_ES}\n\nY las blancas ganan.\n`, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(legal(SICILIAN));
    expect(r.pgn).toMatch(/gxh5 \$146/);
  });

  it('prose: the moves are checked on the board and rewritten, the marks left as written', () => {
    const text = `En la partida ${SICILIAN_ES} la novedad fue un error.\n`;
    const r = translateProse(text, { from: 'es', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(24);
    expect(r.text).toBe(
      'En la partida 1.e4 c5 2.Nf3 e6 3.d4 cxd4 4.Nxd4 a6 5.Be3 Nf6 6.Nd2 Qc7 7.Bd3 Be7 8.O-O d6 9.f4 Nbd7 10.g4 h5 11.gxh5N Rxh5? 12.e5!N dxe5 la novedad fue un error.\n',
    );
  });
});
