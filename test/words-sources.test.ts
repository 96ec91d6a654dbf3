// Moves in words checked against the sources cited in locales/words/<code>.json (issue 14). Each expectation is
// written by hand from the quoted source (named in the comment), not from the code's output. Where the source's
// sentence has more around the move ("Weiß zieht … einen Springer von g1 nach f3") the test checks the part that
// is the move.
import { describe, expect, it } from 'vitest';
import { formatMoveWords, LocaleRegistry } from '../src/index.js';

const registry = LocaleRegistry.withBundled();
const say = (lang: string, move: string, fen?: string, namedCaptures = false): string =>
  formatMoveWords(move, { lang, fen, registry, namedCaptures });

const CASTLE = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const EN_PASSANT = 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 1';
const PROMOTE = '8/3P4/8/8/8/8/7k/4K3 w - - 0 1';
/** Knights on g1 and d2: both reach f3. */
const TWO_KNIGHTS = 'rnbqkbnr/pppppppp/8/8/8/8/PPPNPPPP/R1BQKBNR w KQkq - 0 1';
const MATE = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1';
/** After 1. e4 f5: Qh5 gives check. */
const QH5_CHECK = 'rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1';

describe('German (ChessBase 16 Hilfe; joyclub Schach forum on notation)', () => {
  it('castling: "kurze Rochade 0-0, lange Rochade 0-0-0"', () => {
    expect(say('de', 'O-O', CASTLE)).toBe('kurze Rochade');
    expect(say('de', 'O-O-O', CASTLE)).toBe('lange Rochade');
  });
  it('"einen Springer von g1 nach f3" (ChessBase): the origin when two knights reach f3', () => {
    expect(say('de', 'Ngf3', TWO_KNIGHTS)).toBe('Springer von g1 nach f3');
  });
  it('promotion "in eine Dame umgewandelt"; "Schach (+), Matt"; "en passant (e.p.)"', () => {
    expect(say('de', 'd8=Q', PROMOTE)).toContain('in eine Dame');
    expect(say('de', 'Qxf7#', MATE)).toMatch(/, matt$/);
    expect(say('de', 'Qh5+', QH5_CHECK)).toMatch(/, Schach$/);
    expect(say('de', 'exf6', EN_PASSANT)).toMatch(/en passant$/);
  });
});

describe('French (Apprendre les échecs, club de Meyreuil; Les coups spéciaux, echec.jeu.free.fr)', () => {
  it('"le fou se déplace en b4"', () => {
    expect(say('fr', 'Bb4', 'rnbqkbnr/pppppppp/8/8/3P4/8/PPPBPPPP/RN1QKBNR w KQkq - 0 1')).toBe('fou en b4');
  });
  it('"petit roque" / "grand roque"', () => {
    expect(say('fr', 'O-O', CASTLE)).toBe('petit roque');
    expect(say('fr', 'O-O-O', CASTLE)).toBe('grand roque');
  });
  it('check "échec"; "prise en passant"; promotion to "une dame"', () => {
    expect(say('fr', 'Qh5+', QH5_CHECK)).toBe('dame en h5, échec');
    expect(say('fr', 'exf6', EN_PASSANT)).toMatch(/en passant$/);
    expect(say('fr', 'd8=Q', PROMOTE)).toMatch(/dame$/);
  });
});

describe('Spanish (todosloshechos.es quoting the FIDE Laws; Ajedrez Getafe)', () => {
  it('"si una dama captura en a2, escribimos Dxa2"', () => {
    expect(say('es', 'Qxa2', '4k3/8/8/3Q4/8/8/p7/4K3 w - - 0 1')).toBe('dama captura en a2');
  });
  it('"la dama del blanco captura una pieza en la casilla e5"', () => {
    expect(say('es', 'Qxe5', '6k1/8/8/4p3/8/8/7Q/4K3 w - - 0 1')).toBe('dama captura en e5');
  });
  it('"un peón corona dama en d8"', () => {
    expect(say('es', 'd8=Q', PROMOTE)).toContain('corona dama');
  });
  it('"enroque corto" / "enroque largo"; "captura al paso"', () => {
    expect(say('es', 'O-O', CASTLE)).toBe('enroque corto');
    expect(say('es', 'O-O-O', CASTLE)).toBe('enroque largo');
    expect(say('es', 'exf6', EN_PASSANT)).toMatch(/captura al paso$/);
  });
});

describe('English (Wikipedia "Descriptive notation"; Spruce Crafts "Special Chess Moves"; worldviz rules page)', () => {
  it('"Castles queenside"', () => {
    expect(say('en', 'O-O-O', CASTLE)).toBe('castles queenside');
  });
  it('"checkmate", "check", "en passant"', () => {
    expect(say('en', 'Qxf7#', MATE)).toMatch(/, checkmate$/);
    expect(say('en', 'Qh5+', QH5_CHECK)).toBe('queen to h5, check');
    expect(say('en', 'exf6', EN_PASSANT)).toMatch(/en passant$/);
  });
});

describe('Russian (Н. Рябова, «Шахматная нотация»; Правила ФИДЕ, пер. В. В. Фомин; Дзен: уроки шахмат)', () => {
  it('«Короткая рокировка: 0—0», «Длинная рокировка: 0-0-0»', () => {
    expect(say('ru', 'O-O', CASTLE)).toBe('короткая рокировка');
    expect(say('ru', 'O-O-O', CASTLE)).toBe('длинная рокировка');
  });
  it('взятие «на проходе»; «мат»; «шах»', () => {
    expect(say('ru', 'exf6', EN_PASSANT)).toMatch(/взятие на проходе$/);
    expect(say('ru', 'Qxf7#', MATE)).toMatch(/мат$/);
    expect(say('ru', 'Qh5+', QH5_CHECK)).toMatch(/шах$/);
  });
  it('«побить коня на b6»: the captured knight in the accusative', () => {
    expect(say('ru', 'Bxb6', '4k3/8/1n6/8/8/8/8/4K1B1 w - - 0 1', true)).toContain('коня на b6');
  });
  it('«заменить пешку на нового ферзя»: the promoted queen in the accusative', () => {
    expect(say('ru', 'd8=Q', PROMOTE)).toMatch(/ферзя$/);
  });
});
