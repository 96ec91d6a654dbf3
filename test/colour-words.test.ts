// Issue 13: colour words before moves (locale `colourWords`), arrows in long moves, and the captures of
// Spanish newspaper columns. The texts are written here after the kinds seen in real text; every
// expected game is written by hand and played through chess.js (an independent implementation),
// never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { LocaleFileError, LocaleRegistry, translateMoves, translatePgn, translateProse } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { MINIMAL_LOCALE } from './helpers/common.js';

/** The SAN moves (English) as chess.js plays them from `fen` (or the start): throws when one is not legal. */
const legal = (san: readonly string[], fen?: string): string[] => playedSan(san, { fen });

/** The main line of one written game: its moves without numbers, comments, variations or result. */
function mainLine(pgn: string): string[] {
  const movetext = pgn
    .split('\n')
    .filter((l) => !l.startsWith('['))
    .join(' ')
    .replace(/\{[^}]*\}/g, ' ');
  let depth = 0;
  let flat = '';
  for (const c of movetext) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0) flat += c;
  }
  return flat.split(/\s+/).filter((t) => t !== '' && !/^\d+\.(\.\.)?$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));
}

const codes = (ws: ReadonlyArray<{ code: string }>): string[] => ws.map((w) => w.code);

function game(text: string, from: string): { moves: string[]; pgn: string; codes: string[]; messages: string[] } {
  const r = translatePgn(text, { from, to: 'en' });
  expect(r.failures).toHaveLength(0);
  const warnings = r.warnings.flatMap((g) => g.warnings);
  return { moves: mainLine(r.pgn), pgn: r.pgn.replace(/\s+/g, ' '), codes: codes(warnings), messages: warnings.map((w) => w.message) };
}

const OPENING = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'];

describe('a colour word before a move says whose move it is (translate)', () => {
  it('fa: a lesson that numbers half-moves in Persian digits (۱- سفید e4, ۲- سیاه e5): one W_STYLE note, no number warning', () => {
    const text = '۱- سفید e4 (پیاده شاه دو خانه)\n۲- سیاه e5 (پاسخ متقارن)\n۳- سفید Nf3 (حمله)\n۴- سیاه Nc6 (دفاع)\n۵- سفید Bb5\n';
    const g = game(text, 'fa');
    expect(g.moves).toEqual(legal(OPENING));
    expect(g.codes).not.toContain('W_MOVE_NUMBER');
    expect(g.codes.filter((c) => c === 'W_STYLE')).toHaveLength(1);
    expect(g.messages.find((m) => m.includes('half-moves'))).toBeDefined();
    // the words in brackets stay as comments after their moves
    expect(g.pgn).toContain('1. e4 {(پیاده شاه دو خانه)} 1... e5 {(پاسخ متقارن)} 2. Nf3');
  });

  it('fa: the same lesson with a square in the words in brackets (حمله به e5, "attacks e5"): read as a document, the same game', () => {
    const text = '۱- سفید e4 (پیاده شاه دو خانه)\n۲- سیاه e5 (پاسخ متقارن)\n۳- سفید Nf3 (حمله به e5)\n۴- سیاه Nc6 (دفاع)\n۵- سفید Bb5\n';
    const g = game(text, 'fa');
    expect(g.moves).toEqual(legal(OPENING));
    expect(g.codes).not.toContain('W_MOVE_NUMBER');
    expect(g.pgn).toContain('2. Nf3 {(حمله به e5)} 2... Nc6 {(دفاع)} 3. Bb5');
  });

  it('en: the same with brackets after each move and a square in one (3- White Nf3 (attacks e5))', () => {
    const text = '1- White e4 (good move)\n2- Black e5 (reply)\n3- White Nf3 (attacks e5)\n4- Black Nc6 (defends)\n5- White Bb5\n';
    expect(game(text, 'en').moves).toEqual(legal(OPENING));
    const named = 'White: e4 (good move)\nBlack: e5 (reply)\nWhite: Nf3 (attacks e5)\nBlack: Nc6 (defends)\nWhite: Bb5\n';
    expect(game(named, 'en').moves).toEqual(legal(OPENING));
  });

  it('zh: 白方 / 黑方 before Chinese piece characters and arrows (兵e2->e4), words after each move; the ";" before 黑方 separates', () => {
    const text =
      '白方 兵e2->e4 挺兵占领中心; 黑方 兵e7->e5 同样占领中心;\n白方 马g1->f3 攻击e5兵; 黑方 马b8->c6 保护;\n白方 象f1->b5 牵制; 黑方 兵a7->a6 驱赶;\n';
    const g = game(text, 'zh');
    expect(g.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']));
    expect(g.codes).not.toContain('W_MOVE_NUMBER');
    const style = g.messages.find((m) => m.includes('the side named before its move'));
    expect(style).toContain('an arrow between the squares');
    // the words stay, as comments where they stand
    expect(g.pgn).toContain('1. e4 {挺兵占领中心;} 1... e5 {同样占领中心;}');
  });

  it('en: "White:" and "Black:" on lines of their own, no numbers', () => {
    const g = game('White: e4\nBlack: e5\nWhite: Nf3\nBlack: Nc6\nWhite: Bb5\n', 'en');
    expect(g.moves).toEqual(legal(OPENING));
    expect(g.codes).toEqual(['W_STYLE']);
  });

  it('de: move numbers before the colour word (1. Weiß: e4 1. Schwarz: e5) count moves, not half-moves', () => {
    const g = game('1. Weiß: e4 1. Schwarz: e5 2. Weiß: Sf3 2. Schwarz: Sc6 3. Weiß: Lb5\n', 'de');
    expect(g.moves).toEqual(legal(OPENING));
    expect(g.codes).toEqual(['W_STYLE']);
    expect(g.messages[0]).not.toContain('half-moves');
  });

  it('ru: half-moves numbered with a hyphen (1- Белые e4 2- Черные e5 … 4- Чёрные Кc6)', () => {
    const g = game('1- Белые e4 2- Черные e5 3- Белые Кf3 4- Чёрные Кc6 5- Белые Сb5\n', 'ru');
    expect(g.moves).toEqual(legal(OPENING));
    expect(g.codes).toEqual(['W_STYLE']);
    expect(g.messages[0]).toContain('half-moves');
  });

  it('tr and es: Beyaz / Siyah, Blancas: / Negras:', () => {
    expect(game('Beyaz e4 Siyah e5 Beyaz Af3 Siyah Ac6 Beyaz Fb5\n', 'tr').moves).toEqual(legal(OPENING));
    expect(game('Blancas: e4 Negras: e5 Blancas: Cf3 Negras: Cc6 Blancas: Ab5\n', 'es').moves).toEqual(legal(OPENING));
  });

  it("he (right to left, files in Hebrew letters), ar, pl, ja: each language's words", () => {
    expect(game('הלבן: ה4 השחור: ה5 הלבן: פו3 השחור: פג6\n', 'he').moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
    expect(game('1- הלבן ה4 2- השחור ה5 3- הלבן פו3\n', 'he').moves).toEqual(legal(['e4', 'e5', 'Nf3']));
    expect(game('الأبيض: d4 الأسود: d5 الأبيض: c4 الأسود: e6\n', 'ar').moves).toEqual(legal(['d4', 'd5', 'c4', 'e6']));
    expect(game('Białe: e4 Czarne: e5 Białe: Sf3 Czarne: Sc6\n', 'pl').moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
    expect(game('白: e4 黒: e5 白: Nf3 黒: Nc6\n', 'ja').moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
  });

  it("a colour word that names the other side than the board's is a warning at that move, the move read as the board counts it", () => {
    const r = translateMoves('White: e4 Black: e5 White: Nf3 White: Nc6', { from: 'en', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
    const w = r.warnings.find((x) => x.code === 'W_MOVE_NUMBER');
    expect(w?.message).toContain("White's move written where Black's is due");
    expect(w?.position.token).toBe('Nc6');
  });

  it('a colour word that no move follows stays a word (1. e4 e5 2. Nf3 White resigns)', () => {
    const g = game('1. e4 e5 2. Nf3 White resigns\n', 'en');
    expect(g.moves).toEqual(legal(['e4', 'e5', 'Nf3']));
    expect(g.pgn).toContain('{White resigns}');
  });

  it('colourWords in a locale file: words of letters, not the same word for both sides', () => {
    const base = MINIMAL_LOCALE;
    const reg = (colourWords: unknown): void => {
      new LocaleRegistry().register({ ...base, code: 'la', colourWords });
    };
    expect(() => reg({ white: ['Albus'], black: ['Niger'] })).not.toThrow();
    expect(() => reg({ white: ['Al bus'], black: ['Niger'] })).toThrow(LocaleFileError);
    expect(() => reg({ white: ['e'], black: ['Niger'] })).toThrow(LocaleFileError);
    expect(() => reg({ white: ['Albus'], black: ['albus'] })).toThrow(LocaleFileError);
    expect(() => reg({ white: ['Albus'], black: ['Niger'], red: ['Ruber'] })).toThrow(LocaleFileError);
  });

  it('every bundled locale the issue names has colour words', () => {
    const locales = LocaleRegistry.withBundled();
    for (const code of ['en', 'de', 'fr', 'es', 'it', 'pt', 'ru', 'zh', 'ja', 'fa', 'ar', 'he', 'tr', 'pl', 'nl', 'cs']) {
      const words = locales.get(code).colourWords;
      expect(words?.white.length, code).toBeGreaterThan(0);
      expect(words?.black.length, code).toBeGreaterThan(0);
    }
  });
});

describe('a colour word glued to its move, where the language writes no spaces (zh 白方e4, ja 白e4)', () => {
  it('zh: 白方e4 黑方e5, with a full-width colon (白方：e4), before Chinese piece characters (白方马f3): translate', () => {
    expect(game('白方e4 黑方e5 白方马f3 黑方马c6 白方象b5\n', 'zh').moves).toEqual(legal(OPENING));
    expect(game('白方：e4 黑方：e5 白方：马f3 黑方：马c6 白方：象b5\n', 'zh').moves).toEqual(legal(OPENING));
  });

  it("zh: in sentences, glued or not, the moves named by colour words are the game (not a side line of Black's second move)", () => {
    const glued = game('白方e4，占领中心；黑方e5，同样。白方马f3，攻击e5；黑方马c6。白方象b5。\n', 'zh');
    expect(glued.moves).toEqual(legal(OPENING));
    expect(glued.pgn).not.toContain('(');
    const spaced = game('白方 e4，占领中心；黑方 e5，同样。白方 马f3，攻击e5；黑方 马c6。白方 象b5。\n', 'zh');
    expect(spaced.moves).toEqual(legal(OPENING));
  });

  it('ja: 白e4、黒e5 in a sentence (translate), and prose rewrites each move where it stands', () => {
    const text = '序盤は白e4、黒e5、白Nf3、黒Nc6と進んだ。\n';
    expect(game(text, 'ja').moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
    const r = translateProse(text, { from: 'ja', to: 'de' });
    expect(r.text).toBe('序盤は白e4、黒e5、白Sf3、黒Sc6と進んだ。\n');
    expect(r.checked).toBe(4);
  });

  it('prose zh → de: each move after a glued colour word is checked on the board', () => {
    const r = translateProse('开局：白方e4 黑方c5 白方马f3 黑方d6。\n', { from: 'zh', to: 'de' });
    expect(r.text).toBe('开局：白方e4 黑方c5 白方Sf3 黑方d6。\n');
    expect(r.checked).toBe(4);
    expect(r.problems).toEqual([]);
  });

  it('a colour word in Latin letters glued with a colon (Weiß:e4) is not read: no source writes it so', () => {
    const r = translateProse('Zuerst Weiß:Sf3, dann Schwarz:Sc6.\n', { from: 'de', to: 'en' });
    expect(r.text).toBe('Zuerst Weiß:Sf3, dann Schwarz:Sc6.\n');
  });
});

describe('ja: a lesson that gives the line, then cites it again move by move after numbers with the colour word glued (1.白d4, 1.黒d5)', () => {
  // Our own lesson: the line in one row, then each move again as a heading (`2.白c4`: the number counts moves, the colour word
  // says whose), with explanations that suppose another line as a chain of moves joined by arrows (`黒dxe4→白Nc3→黒Nf6`).
  const lesson =
    '定跡の流れ\n\n1. d4 d5 2. c4 e6 3. Nc3\n\n一手ずつの解説\n\n1.白d4\n\n中央を取る手です。\n\n1.黒d5\n\n同じく中央を取ります。\n\n' +
    '2.白c4\n\nd5のポーンに当てる手です。すぐにe4と突くと黒dxe4→白Nc3→黒Nf6と進みます。\n\n2.黒e6\n\nd5を守ります。\n\n3.白Nc3\n';

  it("the restated moves are the game cited again, and the chain's last link (黒Nf6, legal after 3.Nc3) is no move of the game", () => {
    legal(['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6']);
    const g = game(lesson, 'ja');
    // Before: `2.白c4` was read as a side line at move 3 and 黒Nf6 as the game's 3...Nf6.
    expect(g.moves).toEqual(legal(['d4', 'd5', 'c4', 'e6', 'Nc3']));
    expect(g.pgn).not.toContain('(');
    expect(g.pgn).toContain('黒dxe4→白Nc3→黒Nf6');
  });

  it("1. 白 e4 2. 黒 e5 3. 白 Nf3: numbers that go up from White's to Black's count half-moves", () => {
    expect(game('序盤の流れ：1. 白 e4 2. 黒 e5 3. 白 Nf3 4. 黒 Nc6 5. 白 Bb5\n', 'ja').moves).toEqual(legal(OPENING));
    expect(game('序盤の流れ：1. 白 e4 1. 黒 e5 2. 白 Nf3 2. 黒 Nc6 3. 白 Bb5\n', 'ja').moves).toEqual(legal(OPENING));
  });
});

describe('an arrow between the squares of a long move (e2->e4, →)', () => {
  it('en and zh: read as the long move, one W_STYLE note for a game so written', () => {
    const r = translateMoves('1. e2->e4 e7->e5 2. Ng1→f3 Nb8→c6', { from: 'en', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
    expect(codes(r.warnings)).toEqual(['W_STYLE']);
    expect(r.warnings[0]!.message).toContain('an arrow between the squares');
  });

  it('an arrow is no capture mark (no W_CAPTURE_WRONG)', () => {
    const r = translateMoves('马g1->f3', { from: 'zh', to: 'en' });
    expect(r.moves).toEqual(legal(['Nf3']));
    expect(codes(r.warnings)).toEqual(['W_DASH']);
  });
});

describe('Spanish newspaper columns: "C - d4" captures, "Cb-d7" origins, pairs "/" and "," (translate)', () => {
  const column =
    '1 e4, c5 / 2 Cf3, d6 / 3 d4, c - d4 / 4 C - d4, Cf6 / 5 Cc3, a6 / 6 Ae3, e5 / 7 Cb3, Ae7 / 8 Dd2, Cb-d7 / ' +
    '9 f3, b5 / 10 O-O-O, Ab7 / 11 g4, O-O / 12 Ae2, b4 / 13 Cd5, C - d5 / 14 e - d5, Cb6 / 15 Th-e1, a5\n';
  const san = ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'a6', 'Be3', 'e5', 'Nb3', 'Be7', 'Qd2', 'Nbd7'];
  const more = ['f3', 'b5', 'O-O-O', 'Bb7', 'g4', 'O-O', 'Be2', 'b4', 'Nd5', 'Nxd5', 'exd5', 'Nb6', 'Rhe1', 'a5'];

  it('the whole column is the game, one W_STYLE note naming its forms', () => {
    const g = game(column, 'es');
    expect(g.moves).toEqual(legal([...san, ...more]));
    expect(g.codes).toEqual(['W_STYLE']);
    expect(g.messages[0]).toContain('captures written with a hyphen between spaces ("C - d4")');
    expect(g.messages[0]).toContain('a hyphen after the origin file ("Cb-d7")');
  });

  it('Te-e1: the rook on the e-file, where the other rook could go to e1 too', () => {
    const fen = '7k/8/8/8/8/4R3/8/R5K1 w - - 0 1';
    const r = translateMoves('Te-e1', { from: 'es', to: 'en', fen });
    expect(r.moves).toEqual(legal(['Ree1'], fen));
    expect(codes(r.warnings)).toEqual(['W_FILE_DASH']);
  });

  it('a piece or pawn capture with a spaced hyphen where nothing is captured is read with W_CAPTURE_WRONG, not silently', () => {
    const r = translateMoves('1 e4, e5 / 2 C - f3', { from: 'es', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3']));
    expect(codes(r.warnings)).toContain('W_CAPTURE_WRONG');
  });

  it('a spaced hyphen between two squares is still a long move (e2 - e4)', () => {
    const r = translateMoves('e2 - e4', { from: 'es', to: 'en' });
    expect(r.moves).toEqual(legal(['e4']));
    expect(codes(r.warnings)).toEqual(['W_SPACING']);
  });
});

describe('colour words in prose: the move after one is checked on the board', () => {
  it('en → de: only the moves change, and all are checked', () => {
    const text = 'After the opening, White: e4 and Black: e5, then White: Nf3.\n';
    const r = translateProse(text, { from: 'en', to: 'de' });
    expect(r.text).toBe('After the opening, White: e4 and Black: e5, then White: Sf3.\n');
    expect([r.moves, r.checked]).toEqual([3, 3]);
  });

  it('fa: the half-move lesson; zh: 白方 / 黑方 before the moves', () => {
    const fa = translateProse('۱- سفید e4 (پیاده شاه)\n۲- سیاه e5\n۳- سفید Nf3\n۴- سیاه Nc6\n', { from: 'fa', to: 'de' });
    expect(fa.text).toBe('۱- سفید e4 (پیاده شاه)\n۲- سیاه e5\n۳- سفید Sf3\n۴- سیاه Sc6\n');
    expect([fa.moves, fa.checked]).toEqual([4, 4]);
    const zh = translateProse('白方 马g1->f3 出马; 黑方 马g8->f6 同样;\n', { from: 'zh', to: 'de' });
    expect([zh.moves, zh.checked]).toEqual([2, 2]);
    expect(legal(['Nf3', 'Nf6'])).toEqual(['Nf3', 'Nf6']);
  });
});
