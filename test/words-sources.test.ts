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

/** More languages rated high, each checked against the sentences its words file quotes from its sources. */
describe('more languages rated high, against their cited sources', () => {
  const lower = (lang: string, move: string, fen?: string, named = false): string => say(lang, move, fen, named).toLocaleLowerCase(lang);

  it('Catalan (ca.wikipedia "Notació descriptiva"; ca.wikibooks "Escacs/Notació del joc")', () => {
    expect(say('ca', 'O-O', CASTLE)).toBe('enroc curt'); // "L'enroc curt es simbolitza O-O"
    expect(say('ca', 'O-O-O', CASTLE)).toBe('enroc llarg'); // "l'enroc llarg O-O-O"
    expect(say('ca', 'Qh5+', QH5_CHECK)).toMatch(/escac$/); // "Si el jugador negre fa escac"
  });

  it('Czech (Česká šachová notace: "malá rošáda O-O, velká rošáda O-O-O, … šach +, … mat")', () => {
    expect(say('cs', 'O-O', CASTLE)).toBe('malá rošáda');
    expect(say('cs', 'O-O-O', CASTLE)).toBe('velká rošáda');
    expect(say('cs', 'Qh5+', QH5_CHECK)).toMatch(/šach$/);
    expect(say('cs', 'Qxf7#', MATE)).toMatch(/mat$/);
  });

  it('Danish (chess.com: "Sc3, altså springer til c3"; "fxe4, f slår e4"; "kort rokade", "lang rokade")', () => {
    expect(say('da', 'Nc3')).toBe('springer til c3');
    expect(say('da', 'fxe4', 'rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')).toBe('f slår e4');
    expect(say('da', 'O-O', CASTLE)).toBe('kort rokade');
    expect(say('da', 'O-O-O', CASTLE)).toBe('lang rokade');
  });

  it('Finnish (fi.wikibooks: "lyhyt linnoittautuminen", "pitkä linnoittautuminen", "Ohestalyönti", shakki, matti)', () => {
    expect(say('fi', 'O-O', CASTLE)).toBe('lyhyt linnoittautuminen');
    expect(say('fi', 'O-O-O', CASTLE)).toBe('pitkä linnoittautuminen');
    expect(say('fi', 'exf6', EN_PASSANT)).toMatch(/ohestalyönti$/);
    expect(say('fi', 'Qxf7#', MATE)).toMatch(/matti$/);
  });

  it('Italian (gnstucchi.netsons.org "Scrivere le mosse": "la torre va in f7 e da scacco")', () => {
    expect(say('it', 'Rf7+', '8/7k/8/8/8/8/8/5RK1 w - - 0 1')).toMatch(/^la torre va in f7, scacco$/);
  });

  it('Korean (jiniya.net: "나이트가 c6으로 이동", "e파일에 있는 폰이 d3에 있는 기물을 잡았음"; "킹 사이드 캐슬링")', () => {
    expect(say('ko', 'Nc3')).toMatch(/^나이트가 c3/);
    expect(say('ko', 'exd5', 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1')).toMatch(/^e파일에 있는 폰이 d5/);
    expect(say('ko', 'O-O', CASTLE)).toBe('킹 사이드 캐슬링');
    expect(say('ko', 'O-O-O', CASTLE)).toBe('퀸 사이드 캐슬링');
  });

  it('Norwegian (Norges Sjakkforbund: "springer på f3 slår bonden på e5")', () => {
    expect(lower('nb', 'Nxe5', '4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1', true)).toBe('springer slår bonden på e5');
  });

  it('Polish (Encyklopedia gier: "Biały goniec bije czarnego piona na e4")', () => {
    expect(say('pl', 'Bxe4', '4k3/8/8/8/4p3/8/6B1/4K3 w - - 0 1', true)).toBe('goniec bije piona na e4');
  });

  it('Swedish (Schacktips: "d-bonden slår bonden på c6"; "Tornet går till b1")', () => {
    expect(say('sv', 'dxc6', 'rnbqkbnr/pp2pppp/2p5/3P4/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1')).toMatch(/^d-bonden slår på c6$/);
    expect(lower('sv', 'Rb1', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1')).toBe('torn till b1');
  });

  it('Turkish (satranc.gleefulgames.com: "At f3 karesine", "Fil a4 karesindeki taşı"; Gopsem: "Küçük rok", "Büyük rok")', () => {
    expect(lower('tr', 'Nf3')).toBe('at f3 karesine');
    expect(lower('tr', 'Bxa4', '7k/8/8/8/p7/8/8/3BK3 w - - 0 1')).toBe('fil a4 karesindeki taşı alır');
    expect(say('tr', 'O-O', CASTLE)).toBe('küçük rok');
    expect(say('tr', 'O-O-O', CASTLE)).toBe('büyük rok');
  });

  it('Chinese (代数记谱法: "车吃a5", "O-O表现短易位，O-O-O为长易位")', () => {
    expect(say('zh', 'Rxa5', '4k3/8/8/p7/8/8/8/R3K3 w - - 0 1')).toBe('车吃a5');
    expect(say('zh', 'O-O', CASTLE)).toBe('短易位');
    expect(say('zh', 'O-O-O', CASTLE)).toBe('长易位');
  });

  it('Portuguese (V. Aguilera, Xadrez: "Roque pequeno … O-O"; "um cavalo capturou a peça que estava na casa e5")', () => {
    expect(say('pt', 'O-O', CASTLE)).toBe('roque pequeno');
    expect(lower('pt', 'Nxe5', '4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1')).toMatch(/^cavalo captura em e5$/);
  });
});
