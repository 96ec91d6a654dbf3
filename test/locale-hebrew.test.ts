// Hebrew (`he`, issue 13): piece letters מ (king) מה (queen) צ (rook) ר (bishop) פ (knight) and the files
// א ב ג ד ה ו ז ח (a–h), as he.wikipedia writes whole moves (ה4 ה5 2.פו3 פג6 3.רב5); moves inside right-to-left
// prose; the queen token מה beside the king מ and the file ה. Every expected move, game and text below is written by
// hand (the game's SAN is also checked legal with chess.js); none comes from the code under test.
import { Chess } from 'chess.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { LocaleRegistry, formatMoveWords, translateMoves, translateProse } from '../src/index.js';
import { runInMemory } from './helpers/common.js';
import { FIXTURES } from './helpers/shared.js';

const registry = LocaleRegistry.withBundled();

function run(argv: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  return runInMemory((io) => runCli(argv, io, '1.2.3'), stdin);
}

/** After 1. e4 e5: White's queen and king can both go to e2. */
const AFTER_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';

describe('the Hebrew locale', () => {
  it('has the cited letters, the files א–ח, right-to-left prose and no pawn letter', () => {
    const he = registry.get('he');
    expect(he.letters).toEqual({ king: 'מ', queen: 'מה', rook: 'צ', bishop: 'ר', knight: 'פ' });
    expect(he.alsoReadFiles).toEqual(['א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח']);
    expect(he.direction).toBe('rtl');
    expect(he.names).toEqual({ king: 'מלך', queen: 'מלכה', rook: 'צריח', bishop: 'רץ', knight: 'פרש', pawn: 'רגלי' });
    expect(he.sources.some((s) => s.includes('he.wikipedia'))).toBe(true);
  });

  it('the old code iw and he-IL resolve to he', () => {
    expect(registry.resolveCode('iw')).toBe('he');
    expect(registry.resolveCode('he-IL')).toBe('he');
  });
});

describe('chess-lingua move --from he', () => {
  it('a pawn move in a Hebrew file: ה4 is e4, 5254, with a warning naming the file', async () => {
    const r = await run(['move', 'ה4', '--from', 'he', '--to', 'iccf']);
    expect(r.code).toBe(0);
    expect(r.out).toBe('5254\n');
    expect(r.err).toContain('"ה" read as the file e');
    expect(r.err).toContain('[W_FILE_LETTERS]');
  });

  it('the knight: פו3 and פ-ו3 (with a hyphen, as he.wikipedia also writes it) are Nf3', async () => {
    expect((await run(['move', 'פו3', '--from', 'he', '--to', 'en'])).out).toBe('Nf3\n');
    expect((await run(['move', 'פ-ו3', '--from', 'he', '--to', 'iccf'])).out).toBe('7163\n');
  });

  it('the queen מה before a file: מהא4+ is Qa4+ (4114) in the Queen’s Gambit Accepted', async () => {
    // 1. d4 d5 2. c4 dxc4 3. Nf3 Nf6 4. e3 e6: the threat named in he.wikipedia's article.
    const fen = 'rnbqkb1r/ppp2ppp/4pn2/8/2pP4/4PN2/PP3PPP/RNBQKB1R w KQkq - 0 5';
    expect((await run(['move', 'מהא4+', '--from', 'he', '--to', 'en', '--fen', fen])).out).toBe('Qa4+\n');
    expect((await run(['move', 'מהא4+', '--from', 'he', '--to', 'iccf', '--fen', fen])).out).toBe('4114\n');
  });

  it('מה before a digit is the king on the e-file: מה2 is Ke2, מה8 is Ke8', async () => {
    expect((await run(['move', 'מה2', '--from', 'he', '--to', 'en', '--fen', AFTER_E4_E5])).out).toBe('Ke2\n');
    const blackKingD8 = 'r2k1bnr/ppp2ppp/2n5/4N3/8/8/PPP2PPP/RNB1K2R b KQ - 0 9';
    expect((await run(['move', 'מה8', '--from', 'he', '--to', 'iccf', '--fen', blackKingD8])).out).toBe('4858\n');
  });

  it('מהה2 where the queen can go to e2: the queen, and no rival reading (a king never needs its origin file, so מ + ה + ה2 is no reading a text writes)', async () => {
    const r = await run(['move', 'מהה2', '--from', 'he', '--to', 'en', '--fen', AFTER_E4_E5]);
    expect(r.code).toBe(0);
    expect(r.out).toBe('Qe2\n');
    expect(r.err).not.toContain('[W_READING_AMBIGUOUS]');
  });

  it('--strict refuses Hebrew files (a lenient form), naming the reading it would take', async () => {
    const r = await run(['move', 'ה4', '--from', 'he', '--to', 'en', '--strict']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('[W_FILE_LETTERS]');
  });

  it('a promotion as hamichlol writes it: א8=מה is a8=Q (17181), א8=צ a8=R (17182)', async () => {
    const fen = '8/P7/8/8/8/8/7k/4K3 w - - 0 1';
    expect((await run(['move', 'א8=מה', '--from', 'he', '--to', 'iccf', '--fen', fen])).out).toBe('17181\n');
    expect((await run(['move', 'א8=צ', '--from', 'he', '--to', 'en', '--fen', fen])).out).toBe('a8=R\n');
  });

  it('writes the Hebrew letters with Latin files (a king move is never read as the queen token)', async () => {
    expect((await run(['move', 'Nf3', '--from', 'en', '--to', 'he'])).out).toBe('פf3\n');
    expect((await run(['move', 'Qe2', '--from', 'en', '--to', 'he', '--fen', AFTER_E4_E5])).out).toBe('מהe2\n');
    expect((await run(['move', 'Ke2', '--from', 'en', '--to', 'he', '--fen', AFTER_E4_E5])).out).toBe('מe2\n');
    expect((await run(['move', 'מe2', '--from', 'he', '--to', 'en', '--fen', AFTER_E4_E5])).out).toBe('Ke2\n');
    expect((await run(['move', 'מהe2', '--from', 'he', '--to', 'en', '--fen', AFTER_E4_E5])).out).toBe('Qe2\n');
  });
});

describe('a game from move 1 in Hebrew letters', () => {
  // An exchange Ruy Lopez written by hand in Hebrew notation: captures with ':', both queens (מה:ד4), the kings on
  // the e-file (מה7, מה2), a knight told by its rank (פ2ב3), a rook by its file (צחד1, h = ח), a king capture.
  const HEBREW =
    '1. ה4 ה5 2. פו3 פג6 3. רב5 א6 4. ר:ג6 ד:ג6 5. ד4 ה:ד4 6. מה:ד4 מה:ד4 7. פ:ד4 רד7 8. רה3 מה7 9. מה2 פו6 ' +
    '10. פד2 צד8 11. פ2ב3 ב6 12. צחד1 ג5 13. פו5+ ר:ו5 14. ה:ו5 צ:ד1 15. מ:ד1 *';
  const SAN = [
    'e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6', 'dxc6', 'd4', 'exd4', 'Qxd4', 'Qxd4', 'Nxd4', 'Bd7', 'Be3', 'Ke7',
    'Ke2', 'Nf6', 'Nd2', 'Rd8', 'N2b3', 'b6', 'Rhd1', 'c5', 'Nf5+', 'Bxf5', 'exf5', 'Rxd1', 'Kxd1',
  ]; // prettier-ignore
  // From-square and to-square of each move, file digit then rank digit, written by hand.
  const ICCF = [
    '5254', '5755', '7163', '2836', '6125', '1716', '2536', '4736', '4244', '5544', '4144', '4844', '6344', '3847',
    '3153', '5857', '5152', '7866', '2142', '1848', '4223', '2726', '8141', '3635', '4465', '4765', '5465', '4841',
    '5241',
  ]; // prettier-ignore
  const numbered = (moves: readonly string[]): string => moves.map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${m}` : m)).join(' ') + ' *';

  it('the expected SAN is a legal game (chess.js)', () => {
    const chess = new Chess();
    for (const san of SAN) expect(chess.move(san).san).toBe(san);
  });

  it('reads as the hand-written game, in English and in ICCF', () => {
    const en = translateMoves(HEBREW, { from: 'he', to: 'en' });
    expect(en.text.replace(/\s+/g, ' ').trim()).toBe(numbered(SAN));
    const iccf = translateMoves(HEBREW, { from: 'he', to: 'iccf' });
    expect(iccf.text.replace(/\s+/g, ' ').trim()).toBe(numbered(ICCF));
  });

  it('translate: one W_STYLE note for the whole game, no warning per move', async () => {
    const r = await run(['translate', '--from', 'he', '--to', 'iccf'], HEBREW + '\n');
    expect(r.code).toBe(0);
    expect(r.out.replace(/\s+/g, ' ').trim()).toBe(numbered(ICCF));
    const warnings = r.err.split('\n').filter((l) => l.includes('[W_'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("files in the language's own letters");
    expect(warnings[0]).toContain('[W_STYLE]');
  });

  it('written in Hebrew (Latin files) and read back, it is the same game', () => {
    const he = translateMoves(numbered(SAN), { from: 'en', to: 'he' }).text;
    expect(he).toContain('6. מהxd4 מהxd4');
    expect(he).toContain('8. רe3 מe7 9. מe2');
    expect(translateMoves(he, { from: 'he', to: 'iccf' }).text.replace(/\s+/g, ' ').trim()).toBe(numbered(ICCF));
  });

  it('translate --from auto detects Hebrew', async () => {
    const r = await run(['detect'], HEBREW + '\n');
    expect(r.out).toContain('Hebrew (he)');
    const auto = await run(['translate', '--from', 'auto', '--to', 'en', '--quiet'], HEBREW + '\n');
    expect(auto.code).toBe(0);
    expect(auto.out.replace(/\s+/g, ' ').trim()).toBe(numbered(SAN));
  });

  it('he.wikipedia’s Ruy Lopez as written there: Black’s move after 3.., a full stop after a move, castling 0-0', async () => {
    const r = await run(['translate', '--from', 'he', '--to', 'en'], '1. ה4 ה5 2. פו3 פג6 3. רב5 3..א6 4. רא4 פו6. 5. 0-0 רה7\n');
    expect(r.code).toBe(0);
    expect(r.out.replace(/\s+/g, ' ').trim()).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *');
    expect(r.err).toContain('[W_PUNCTUATION]');
    expect(r.err).toContain('[W_CASTLE_FORM]');
  });
});

describe('prose --from he: Hebrew sentences kept byte for byte, only the moves rewritten', () => {
  const RLM = '\u200f';
  const LRM = '\u200e';
  const text = [
    '# הגנת שטייניץ',
    '',
    `בפתיחה הספרדית, אחרי 1.ה4 ה5 2.פו3 פג6 3.רב5, השחור משחק 3...ד6 (${RLM}הגנת שטייניץ${RLM}).`,
    `המסע ${RLM}4.ד4${RLM} הוא החזק ביותר; אחרי 4...רד7 ${LRM}5.פג3${LRM} פו6 הלבן מצריח: 6.0-0.`,
    'מה קרה ב-1948? שיחקו כך בטורניר, וה4 נשאר המסע הראשון.',
    '',
  ].join('\n');
  const english = [
    '# הגנת שטייניץ',
    '',
    `בפתיחה הספרדית, אחרי 1.e4 e5 2.Nf3 Nc6 3.Bb5, השחור משחק 3...d6 (${RLM}הגנת שטייניץ${RLM}).`,
    `המסע ${RLM}4.d4${RLM} הוא החזק ביותר; אחרי 4...Bd7 ${LRM}5.Nc3${LRM} Nf6 הלבן מצריח: 6.0-0.`,
    'מה קרה ב-1948? שיחקו כך בטורניר, וה4 נשאר המסע הראשון.',
    '',
  ].join('\n');

  it('API: the moves become English, the Hebrew words, marks and numbers stay; every move checked', () => {
    const r = translateProse(text, { from: 'he', to: 'en' });
    expect(r.text).toBe(english);
    expect(r.moves).toBe(11);
    expect(r.checked).toBe(11);
    expect(r.problems.filter((p) => p.code !== 'W_FILE_LETTERS')).toEqual([]);
  });

  it('CLI: prose --from he --to en writes the same bytes', async () => {
    const r = await run(['prose', '--from', 'he', '--to', 'en', '--quiet'], text);
    expect(r.code).toBe(0);
    expect(r.out).toBe(english);
  });

  it('Hebrew quotes ״…״ and the maqaf ־ after a prefix end a word; a square that is no move stays as written', () => {
    // ב־2...פג6: "with 2...Nc6" (prefix, maqaf, move); ב־ו3: "on f3", a square the board makes no move of (a knight
    // stands there), left as written; ה5: the pawn standing on e5, named by its square.
    const r = translateProse('אחרי ״1.ה4 ה5 2.פו3״ השחור משחק ב־2...פג6, והפרש ב־ו3 תוקף את ה5.\n', { from: 'he', to: 'en' });
    expect(r.text).toBe('אחרי ״1.e4 e5 2.Nf3״ השחור משחק ב־2...Nc6, והפרש ב־ו3 תוקף את e5.\n');
    expect(r.checked).toBe(5);
    expect(r.problems.filter((p) => p.code !== 'W_FILE_LETTERS')).toEqual([]);
  });

  it('a wrong move in a Hebrew paragraph is an error with its line and column', () => {
    const r = translateProse('אחרי 1.ה4 ה5 2.פו3 פג6 3.רב4 השחור משחק.\n', { from: 'he', to: 'en' });
    const errors = r.problems.filter((p) => p.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.line).toBe(1);
    expect(errors[0]!.column).toBe(26); // the move רב4 after "3." (counted by hand)
  });
});

describe('moves in words (words:he)', () => {
  it('says the piece and the square, and reads it back', () => {
    expect(formatMoveWords('Nf3', { lang: 'he', registry })).toBe('פרש ל-f3');
    expect(formatMoveWords('Qh5+', { lang: 'he', fen: 'rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1', registry })).toBe(
      'מלכה ל-h5, שח',
    );
    expect(formatMoveWords('a8=Q', { lang: 'he', fen: '8/P7/8/8/8/8/7k/4K3 w - - 0 1', registry })).toBe('a8, הכתרה למלכה');
  });
});

describe('100 real games written in Hebrew letters and files (chess.js benchmark.pgn)', () => {
  /** Hebrew piece letters and files for English SAN, mapped here by hand (not by chess-lingua). */
  const PIECE: Readonly<Record<string, string>> = { K: 'מ', Q: 'מה', R: 'צ', B: 'ר', N: 'פ' };
  const FILE = 'אבגדהוזח';
  const hebrew = (san: string): string =>
    san === 'O-O' || san === 'O-O-O' || san.startsWith('O-O')
      ? san.replace(/O/g, '0')
      : san
          .replace(/^[KQRBN]/, (p) => PIECE[p]!)
          .replace(/=([QRBN])/, (_, p: string) => `=${PIECE[p]!}`)
          .replace(/[a-h]/g, (f) => FILE[f.charCodeAt(0) - 97]!)
          .replace('x', ':');
  /** ICCF numeric from chess.js's squares: file digit, rank digit, twice; the promotion digit 1–4 for Q R B N. */
  const iccf = (m: { from: string; to: string; promotion?: string }): string =>
    [m.from, m.to].map((sq) => `${sq.charCodeAt(0) - 96}${sq[1]}`).join('') + (m.promotion ? String('qrbn'.indexOf(m.promotion) + 1) : '');

  const pgn = readFileSync(join(FIXTURES, 'chessjs', 'benchmark.pgn'), 'utf8');
  const games = pgn.split(/\n(?=\[Event )/).filter((g) => g.trim() !== '');

  it('every game reads as chess.js plays it, the queen מה and the king מ on the e-file told apart', () => {
    expect(games).toHaveLength(100);
    const wrong: string[] = [];
    let plies = 0;
    let kingOnE = 0;
    for (const [i, text] of games.entries()) {
      const chess = new Chess();
      chess.loadPgn(text);
      const moves = chess.history({ verbose: true });
      plies += moves.length;
      const he = moves.map((m, k) => (k % 2 === 0 ? `${k / 2 + 1}. ` : '') + hebrew(m.san)).join(' ');
      kingOnE += moves.filter((m) => /^Ke\d/.test(m.san)).length;
      const expected = moves.map((m, k) => (k % 2 === 0 ? `${k / 2 + 1}. ` : '') + iccf(m)).join(' ');
      const got = translateMoves(he, { from: 'he', to: 'iccf' }).text.replace(/\s+/g, ' ').trim();
      if (got !== expected) wrong.push(`game ${i + 1}: ${he}`);
    }
    expect(wrong).toEqual([]);
    expect(plies).toBe(6193);
    expect(kingOnE).toBeGreaterThan(0); // the games do have king moves written מה + rank
  });
});
