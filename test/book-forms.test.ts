// Issue 13 (second round of book and magazine forms): Greek file letters, Polish and Czech score
// tables with a full stop after the repeated number, bullet alternatives under a main line, and a
// heading with a section mark or number sign before the first move. Every expected game is written
// by hand and checked with chess.js (an independent implementation), never produced by the code
// under test.
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listLocales, translateMoves, translatePgn, translateProse, type PgnTranslation } from '../src/index.js';
import { REPO_ROOT } from './helpers/shared.js';
import { PGN_EXTRACT, pgnExtractReads } from './helpers/pgn-extract.js';

/** The moves in ICCF numeric notation, from chess.js's squares: throws when one is not legal. */
function iccf(san: readonly string[], fen?: string): string[] {
  const chess = fen === undefined ? new Chess() : new Chess(fen);
  const digit = (sq: string): string => `${sq.charCodeAt(0) - 96}${sq[1]}`;
  return san.map((m) => {
    const mv = chess.move(m);
    return digit(mv.from) + digit(mv.to);
  });
}

/** The ICCF moves of a PGN text's main line and variations, in text order (comments left out). */
const numericMoves = (pgn: string): string[] =>
  pgn
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .split(/[\s()]+/)
    .filter((t) => /^[1-8]{4}$/.test(t));

const codes = (r: PgnTranslation): string[] => r.warnings.flatMap((g) => g.warnings.map((w) => w.code));

const RUY = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'];

describe('Greek file letters α β γ δ ε ζ η θ (el)', () => {
  const cases: Array<[string, string]> = [
    ['numbered, short algebraic', '1.ε4 ε5 2.Ιζ3 Ιγ6 3.Αβ5 α6'],
    ['numbered without marks', '1 ε4 ε5 2 Ιζ3 Ιγ6 3 Αβ5 α6'],
    ['long algebraic', '1.ε2-ε4 ε7-ε5 2.Ιη1-ζ3 Ιβ8-γ6 3.Αζ1-β5 α7-α6'],
    ['without numbers (failed as "not PGN" before)', 'ε4 ε5 Ιζ3 Ιγ6 Αβ5 α6'],
  ];
  for (const [what, text] of cases) {
    it(`${what}: the exact ICCF game, one W_STYLE note, written with Latin files`, () => {
      const r = translatePgn(`${text}\n`, { from: 'el', to: 'iccf' });
      expect(r.failures).toEqual([]);
      expect(numericMoves(r.pgn)).toEqual(iccf(RUY));
      expect(codes(r).filter((c) => c !== 'W_STYLE')).toEqual([]);
      expect(r.warnings.flatMap((g) => g.warningMessages).join('\n')).toContain("files in the language's own letters");
      // Writing stays Latin: Greek piece letters, files a–h.
      expect(translatePgn(`${text}\n`, { from: 'el', to: 'el' }).pgn).toBe('1. e4 e5 2. Ιf3 Ιc6 3. Αb5 a6 *\n\n');
    });
  }

  it('--from auto tells Greek in a game without numbers (failed as "not PGN" before)', () => {
    const r = translatePgn('ε4 ε5 Ιζ3 Ιγ6 Αβ5 α6\n', { from: 'auto', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(numericMoves(r.pgn)).toEqual(iccf(RUY));
  });

  it('captures and castling in a Queen’s Indian order, into English', () => {
    const san = ['d4', 'Nf6', 'c4', 'e6', 'Nc3', 'Bb4', 'Qc2', 'O-O', 'a3', 'Bxc3+', 'Qxc3', 'b6'];
    const r = translatePgn('1.δ4 Ιζ6 2.γ4 ε6 3.Ιγ3 Αβ4 4.Βγ2 0-0 5.α3 Αxγ3+ 6.Βxγ3 β6\n', { from: 'el', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(numericMoves(r.pgn)).toEqual(iccf(san));
  });

  it('a capture with a Greek file (`Β:ζ7#`, `Βxζ7#`) last in the game, words after it: the game’s move, not words', () => {
    // (session 34: a Greek page, `4. Β:ζ7#` then a paragraph; made up in that shape. Before, the move was kept in the
    // paragraph's comment, with no warning.)
    const san = ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#'];
    for (const capture of [':', 'x']) {
      const text = `1. ε4 ε5\n2. Βθ5 Ιγ6\n3. Αγ4 Ιζ6??\n4. Β${capture}ζ7#\n\nΟι κινήσεις θα μπορούσαν να έχουν γίνει.\n`;
      const r = translatePgn(text, { from: 'el', to: 'iccf' });
      expect(r.failures).toEqual([]);
      expect(numericMoves(r.pgn)).toEqual(iccf(san));
    }
  });

  it('prose: the Greek files are rewritten as Latin ones, the words left alone', () => {
    const p = translateProse('Μετά το 1.ε4 ε5 2.Ιζ3 Ιγ6 η θέση είναι ίση.', { from: 'el', to: 'en' });
    expect(p.text).toBe('Μετά το 1.e4 e5 2.Nf3 Nc6 η θέση είναι ίση.');
    expect(p.checked).toBe(4);
    expect(p.problems.map((x) => x.code)).toEqual(['W_FILE_LETTERS']);
  });
});

describe('score tables: each move as its two squares, the number repeated for Black', () => {
  const ruy = iccf(RUY);
  const cases: Array<[string, string, string]> = [
    ['pl', 'bare numbers, one line', '1 e2 e4 1 e7 e5 2 g1 f3 2 b8 c6 3 f1 b5 3 a7 a6'],
    ['pl', 'full stops after the numbers (failed before)', '1. e2 e4 1. e7 e5 2. g1 f3 2. b8 c6 3. f1 b5 3. a7 a6'],
    ['pl', 'full stops, piece letters (S, G)', '1. e2 e4 1. e7 e5 2. Sg1 f3 2. Sb8 c6 3. Gf1 b5 3. a7 a6'],
    ['pl', 'full stops, one move a line', '1. e2 e4\n1. e7 e5\n2. Sg1 f3\n2. Sb8 c6\n3. Gf1 b5\n3. a7 a6'],
    ['cs', 'full stops, Czech piece letters (J, S)', '1. e2 e4 1. e7 e5 2. Jg1 f3 2. Jb8 c6 3. Sf1 b5 3. a7 a6'],
    ['hu', 'full stops, Hungarian piece letters (H, F), a pair a line', '1. e2 e4 1. e7 e5\n2. Hg1 f3 2. Hb8 c6\n3. Ff1 b5 3. a7 a6'],
  ];
  for (const [from, what, text] of cases) {
    it(`${from}: ${what}: the exact ICCF game with one style note`, () => {
      const r = translatePgn(`${text}\n`, { from, to: 'iccf' });
      expect(r.failures).toEqual([]);
      expect(numericMoves(r.pgn)).toEqual(ruy);
      expect(codes(r)).toEqual(['W_STYLE']);
      expect(r.warnings[0]!.warningMessages[0]).toContain('each move written as its two squares');
    });
    it(`${from}: ${what}: prose rewrites every move, checked on the board`, () => {
      const p = translateProse(`Tabela:\n${text}\n`, { from, to: 'iccf' });
      expect(p.problems).toEqual([]);
      expect(p.checked).toBe(6);
      expect(p.text.match(/[1-8]{4}/g)).toEqual(ruy);
    });
  }

  it("Black's number left out (1. e2 e4 e7 e5 2. Sg1 f3 Sb8 c6): four squares a number, read from the initial position", () => {
    for (const text of ['1. e2 e4 e7 e5 2. Sg1 f3 Sb8 c6 3. Gf1 b5 a7 a6', '1 e2 e4 e7 e5\n2 g1 f3 b8 c6\n3 f1 b5 a7 a6']) {
      const r = translatePgn(`${text}\n`, { from: 'pl', to: 'iccf' });
      expect(r.failures).toEqual([]);
      expect(numericMoves(r.pgn)).toEqual(iccf(RUY));
      expect(r.warnings[0]!.warningMessages[0]).toContain('each move written as its two squares ("1. e2 e4 e7 e5")');
    }
    // Import PGN leaves numbers out too: 1. e4 e5 d4 d5 is four moves (e4 alone is legal, e4-e5 is not).
    const pgn = translatePgn('1. e4 e5 d4 d5\n', { from: 'en', to: 'iccf' });
    expect(numericMoves(pgn.pgn)).toEqual(iccf(['e4', 'e5', 'd4', 'd5']));
    expect(codes(pgn)).toEqual([]);
    const p = translateProse('1. e2 e4 e7 e5 2. Sg1 f3 Sb8 c6\n', { from: 'pl', to: 'iccf' });
    expect(p.problems).toEqual([]);
    expect(p.text).toBe('1. 5254 5755 2. 7163 2836\n');
  });

  it('1. e4 e5 2. d4 d5 is never read as a table: two moves a number', () => {
    const r = translatePgn('1. e4 e5 2. d4 d5\n', { from: 'pl', to: 'iccf' });
    expect(numericMoves(r.pgn)).toEqual(iccf(['e4', 'e5', 'd4', 'd5']));
    expect(codes(r)).toEqual([]);
    const p = translateProse('1. e4 e5 2. d4 d5\n', { from: 'pl', to: 'iccf' });
    expect(p.text).toBe('1. 5254 5755 2. 4244 4745\n');
    // Prose: a line shaped as a table numbered once, whose pairs are no legal moves, is read as the
    // four moves the board takes (an error at e4 before: "no piece on e4").
    const once = translateProse('1. e4 e5 d4 d5\n', { from: 'en', to: 'iccf' });
    expect(once.problems).toEqual([]);
    expect(once.text).toBe(`1. ${iccf(['e4', 'e5', 'd4', 'd5']).join(' ')}\n`);
  });

  it('a pair of squares that is no legal move stays an error with its place, never another reading', () => {
    // 2 g1 f4: no knight goes from g1 to f4; read as two moves it would make a different game.
    const r = translatePgn('1. e2 e4 1. e7 e5 2. g1 f4 2. b8 c6\n', { from: 'pl', to: 'iccf' });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]!.message).toMatch(/<input>:1:22: .*move 2\. g1 f4/);
  });
});

describe('bullet alternatives under a main line (- ..Cd4, – 12...Sd4 13.Lb5)', () => {
  it('de: "- ..Sd4" under 3...a6 is an alternative to a6; the next line goes on with the game (it joined the variation before)', () => {
    const r = translatePgn('1.e4 e5 2.Sf3 Sc6 3.Lb5 a6\n- ..Sd4\n4.La4 Sf6\n', { from: 'de', to: 'iccf' });
    expect(r.failures).toEqual([]);
    // (hand-written, checked with chess.js)
    expect(iccf([...RUY, 'Ba4', 'Nf6'])).toEqual(['5254', '5755', '7163', '2836', '6125', '1716', '2514', '7866']);
    expect(iccf([...RUY.slice(0, 5), 'Nd4'])[5]).toBe('3644');
    expect(r.pgn).toBe('1. 5254 5755 2. 7163 2836 3. 6125 1716 (3... 3644) 4. 2514 7866 *\n\n');
  });

  it('fr: two bullets with Black alternatives, then the game goes on from its own move (4.Cxd4 takes on d4)', () => {
    const r = translatePgn('1.e4 e5 2.Cf3 Cc6 3.Fb5 Cd4\n- ..a6\n- ..Fc5\n4.Cxd4 exd4\n', { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    iccf(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'Nd4', 'Nxd4', 'exd4']);
    iccf(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'Bc5']);
    expect(r.pgn).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 Nd4 (3... a6) (3... Bc5) 4. Nxd4 exd4 *\n\n');
  });

  it('es: an en dash bullet with a numbered Black move and White’s reply', () => {
    const r = translatePgn('1.e4 e5 2.Cf3 Cc6 3.Ab5 a6\n– 3...Cd4 4.Cxd4\n4.Aa4 Cf6\n', { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    iccf(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'Nd4', 'Nxd4']);
    iccf([...RUY, 'Ba4', 'Nf6']);
    expect(r.pgn).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (3... Nd4 4. Nxd4) 4. Ba4 Nf6 *\n\n');
  });

  it('a game with tags (read as PGN): bullets and an ellipsis glued before Black\'s move (failed before: "-" read as a move)', () => {
    const r = translatePgn('[Event "?"]\n\n1.e4 e5 2.Cf3 Cc6 3.Fb5 Cd4\n- ..a6\n- ..Fc5\n4.Cxd4 exd4 (..Dh4?) 5.O-O\n', {
      from: 'fr',
      to: 'en',
    });
    expect(r.failures).toEqual([]);
    iccf(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'Nd4', 'Nxd4', 'exd4', 'O-O']);
    iccf(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'Nd4', 'Nxd4', 'Qh4']);
    expect(r.pgn).toBe('[Event "?"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 Nd4 (3... a6) (3... Bc5) 4. Nxd4 exd4 (4... Qh4 $2)\n5. O-O *\n\n');
    expect(r.warnings[0]!.warningMessages).toEqual([
      '<input>:4:1: game 1: warning: alternatives in bulleted lines under the main line ("- ..Cd4"), written as variations; an ellipsis before Black\'s move where its number was left out ("..Cd4"); written as standard PGN [W_STYLE]',
    ]);
  });

  it("a bullet before the game's first move is a list item, not a variation: the game is read, an illegal first move named as such", () => {
    const r = translatePgn('[Event "?"]\n\n- 1.e4 e5\n- 2.Cc3\n', { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('[Event "?"]\n\n1. e4 e5 2. Nc3 *\n\n');
    // (before: "move 1. (: a variation must follow a move", though the text holds no bracket)
    const bad = translatePgn('[Event "?"]\n\n- 1.e5 e4\n- 2.Cc3\n', { from: 'fr', to: 'en' });
    expect(bad.failures).toHaveLength(1);
    expect(bad.failures[0]!.message).toContain('move 1. e5');
    expect(bad.failures[0]!.message).toContain('[ERR_MOVE_ILLEGAL]');
  });

  it('prose: the move after the bullets is played on the game, not after the last alternative (no error)', () => {
    const p = translateProse('1.e4 e5 2.Sf3 Sc6 3.Lb5 Sd4\n- ..a6\n- ..Lc5\n4.Sxd4 exd4\n', { from: 'de', to: 'en' });
    expect(p.problems).toEqual([]);
    expect(p.checked).toBe(10);
    expect(p.text).toBe('1.e4 e5 2.Nf3 Nc6 3.Bb5 Nd4\n- ..a6\n- ..Bc5\n4.Nxd4 exd4\n');
  });
});

describe('a heading with a section mark or a number sign before the first move', () => {
  const headings: Array<[string, string]> = [
    ['en', '§ 12'],
    ['en', 'No. 12'],
    ['ru', '№ 12'],
    ['ru', '№12'],
    ['de', 'Partie Nr. 3'],
    ['fr', 'Partie n° 5'],
    ['pt', 'Partida n.º 5'],
    ['en', 'Game 7'],
    ['en', '12.'],
  ];
  const moves: Record<string, string> = {
    en: '1.e4 e5 2.Nf3 Nc6 3.Bb5 a6',
    ru: '1.e4 e5 2.Кf3 Кc6 3.Сb5 a6',
    de: '1.e4 e5 2.Sf3 Sc6 3.Lb5 a6',
    fr: '1.e4 e5 2.Cf3 Cc6 3.Fb5 a6',
    pt: '1.e4 e5 2.Cf3 Cc6 3.Bb5 a6',
  };
  const ruy = iccf(RUY).join(' ').split(' ');
  const game = `1. ${ruy[0]} ${ruy[1]} 2. ${ruy[2]} ${ruy[3]} 3. ${ruy[4]} ${ruy[5]} *`;
  for (const [from, heading] of headings) {
    it(`${from}: "${heading}" above the moves of a game with tags is a comment before the game (an error or dropped before)`, () => {
      const r = translatePgn(`[Event "?"]\n\n${heading}\n${moves[from]!}\n`, { from, to: 'iccf' });
      expect(r.failures).toEqual([]);
      expect(r.pgn).toBe(`[Event "?"]\n\n{${heading}} ${game}\n\n`);
      const text = r.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_TEXT_AS_COMMENT');
      expect(text.map((w) => [w.position.line, w.position.column])).toEqual([[3, 1]]);
    });
    it(`${from}: "${heading}" on the line of the moves, without tags`, () => {
      const r = translatePgn(`${heading} ${moves[from]!}\n`, { from, to: 'iccf' });
      expect(r.failures).toEqual([]);
      expect(r.pgn).toBe(`{${heading}} ${game}\n\n`);
    });
  }

  it('a § alone before a square (a chess font glyph for a piece, not a heading) stays an error, never a pawn move', () => {
    const r = translatePgn('[Event "?"]\n\n1.e4 e5 2.§ f3 Cc6\n', { from: 'it', to: 'en' });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]!.message).toContain('[ERR_MOVE_SYNTAX]');
  });

  it('a bare number above a game numbered without marks is no numbering style of the game', () => {
    const r = translatePgn('7\n1.e4 e5 2.Nf3 Nc6\n', { from: 'en', to: 'en' });
    expect(r.pgn).toBe('{7} 1. e4 e5 2. Nf3 Nc6 *\n\n');
    expect(codes(r)).toEqual(['W_TEXT_AS_COMMENT']);
  });

  it("a heading above a later game's 1. goes with that game, not at the end of the game before", () => {
    const r = translatePgn('Game 2\n1.e4 e5 2.Nf3 Nc6\nGame 3\n1.d4 d5 2.c4\n', { from: 'en', to: 'en' });
    expect(r.pgn).toBe('{Game 2} 1. e4 e5 2. Nf3 Nc6 *\n\n{Game 3} 1. d4 d5 2. c4 *\n\n');
    const de = translatePgn('Partie Nr. 1\n1.e4 e5 2.Sf3 Sc6\n\nPartie Nr. 2\n1.d4 d5 2.c4\n', { from: 'de', to: 'en' });
    expect(de.pgn).toBe('{Partie Nr. 1} 1. e4 e5 2. Nf3 Nc6 *\n\n{Partie Nr. 2} 1. d4 d5 2. c4 *\n\n');
    // A sentence is no heading: it stays after the game it follows.
    const said = translatePgn('1.e4 e5 2.Nf3 Nc6\nWhite resigned.\n1.d4 d5 2.c4\n', { from: 'en', to: 'en' });
    expect(said.pgn).toBe('1. e4 e5 2. Nf3 Nc6 {White resigned.} 0-1\n\n1. d4 d5 2. c4 *\n\n');
  });

  it.skipIf(!PGN_EXTRACT)('every game above is valid PGN for pgn-extract', () => {
    const all = headings.map(([from, h]) => translatePgn(`[Event "?"]\n\n${h}\n${moves[from]!}\n`, { from, to: 'en' }).pgn).join('');
    const read = pgnExtractReads(all);
    expect(read.complaints).toEqual([]);
    expect(read.games).toBe(headings.length);
  });
});

/** Real games (the main lines of the fixture PGN files) in ICCF, up to 40 plies each. */
function fixtureGames(): string[][] {
  const games: string[][] = [];
  for (const [name, from] of [
    ['variations.pgn', 'en'],
    ['german.pgn', 'de'],
  ] as const) {
    const r = translatePgn(readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'pgn', name), 'utf8'), { from, to: 'iccf' });
    for (const game of r.pgn.split(/\n\n(?=\[)/)) {
      let main = game.replace(/^\[.*\]$/gm, '').replace(/\{[^}]*\}/g, ' ');
      while (/\([^()]*\)/.test(main)) main = main.replace(/\([^()]*\)/g, ' ');
      const moves = main.split(/\s+/).filter((t) => /^[1-8]{4,5}$/.test(t));
      if (moves.length > 0) games.push(moves.slice(0, 40));
    }
  }
  return games;
}

/** Score-table layouts of long algebraic moves (`Sg1-f3`, `e5xd4`, `O-O`): each move's squares apart. */
const TABLES: Record<string, (halves: readonly string[]) => string> = {
  'bare numbers repeated for Black (1 e2 e4 1 e7 e5)': (h) => h.map((m, i) => `${Math.floor(i / 2) + 1} ${m}`).join(' '),
  'numbers with a full stop repeated for Black, a pair a line (1. e2 e4 1. e7 e5)': (h) =>
    h.map((m, i) => `${i % 2 === 0 && i > 0 ? '\n' : i > 0 ? ' ' : ''}${Math.floor(i / 2) + 1}. ${m}`).join(''),
  "numbers once before White's move (1. e2 e4 e7 e5)": (h) => h.map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${m}` : m)).join(' '),
};

describe('score tables in every bundled locale give the exact ICCF game (real games, one style note)', () => {
  const games = fixtureGames();
  it('has real games to render', () => expect(games.length).toBeGreaterThanOrEqual(3));
  for (const { code } of listLocales()) {
    it(code, () => {
      let tried = 0;
      for (const iccfMoves of games) {
        const long = translateMoves(iccfMoves.join(' '), { from: 'iccf', to: `lan:${code}` }).moves;
        // (two squares apart: the dash or capture mark between them left out, as tables print them)
        const halves = long.map((m) => m.replace(/^(\S*?[a-h][1-8])[-x:×]([a-h][1-8])/u, '$1 $2'));
        // (a table prints no promotion piece after the square in every script: games with one are left out)
        if (halves.some((m) => !/^(?:\S*?[a-h][1-8] [a-h][1-8][+#]*|O-O(?:-O)?[+#]*)$/u.test(m))) continue;
        tried++;
        for (const [layout, render] of Object.entries(TABLES)) {
          const text = render(halves);
          const r = translateMoves(text, { from: code, to: 'iccf' });
          expect(r.moves, `${code}, ${layout}`).toEqual(iccfMoves);
          expect(
            r.warnings.map((w) => w.code),
            `${code}, ${layout}`,
          ).toEqual(['W_STYLE']);
        }
      }
      expect(tried).toBeGreaterThanOrEqual(2);
    });
  }
});

describe('real games with Greek files, into ICCF', () => {
  it('every fixture game written with α–θ for a–h reads back exactly, with one style note (translate) and every move checked (prose)', () => {
    // (in SAN every lower-case a–h is a file: pieces are capitals, the capture mark is x)
    const greek = (m: string): string => m.replace(/[a-h]/g, (f) => 'αβγδεζηθ'['abcdefgh'.indexOf(f)]!);
    for (const iccfMoves of fixtureGames()) {
      const san = translateMoves(iccfMoves.join(' '), { from: 'iccf', to: 'el' }).moves;
      const written = san.map(greek);
      expect(written.join(' ')).not.toMatch(/[a-h]/);
      const text = written.map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}.${m}` : m)).join(' ');
      const r = translateMoves(text, { from: 'el', to: 'iccf' });
      expect(r.moves).toEqual(iccfMoves);
      expect(r.warnings.map((w) => w.code)).toEqual(['W_STYLE']);
      const p = translateProse(`Η παρτίδα: ${text}.`, { from: 'el', to: 'iccf' });
      expect(p.checked).toBe(iccfMoves.length);
      expect(p.problems.filter((x) => x.severity === 'error')).toEqual([]);
    }
  });
});

describe('bullet alternatives in every bundled locale', () => {
  // 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6, the alternative 3...Nd4 4.Nxd4 exd4 under it, then 4.Ba4 Nf6 (checked with chess.js).
  const main = iccf([...RUY, 'Ba4', 'Nf6']);
  const alt = iccf([...RUY.slice(0, 5), 'Nd4', 'Nxd4', 'exd4']).slice(5);
  const expected = `1. ${main[0]} ${main[1]} 2. ${main[2]} ${main[3]} 3. ${main[4]} ${main[5]} (3... ${alt[0]} 4. ${alt[1]} ${alt[2]}) 4. ${main[6]} ${main[7]} *\n\n`;
  for (const { code } of listLocales()) {
    it(`${code}: "- ..X" and "– 3...X 4.Y Z" under the main line are variations; the next line is the game's`, () => {
      const m = translateMoves(main.join(' '), { from: 'iccf', to: code }).moves;
      const a = translateMoves([...main.slice(0, 5), ...alt].join(' '), { from: 'iccf', to: code }).moves.slice(5);
      const head = `1.${m[0]} ${m[1]} 2.${m[2]} ${m[3]} 3.${m[4]} ${m[5]}`;
      for (const bullet of [`- ..${a[0]} 4.${a[1]} ${a[2]}`, `– 3...${a[0]} 4.${a[1]} ${a[2]}`, `• ..${a[0]} 4.${a[1]} ${a[2]}`]) {
        const r = translatePgn(`${head}\n${bullet}\n4.${m[6]} ${m[7]}\n`, { from: code, to: 'iccf' });
        expect(r.failures, `${code}: ${bullet}`).toEqual([]);
        expect(r.pgn, `${code}: ${bullet}`).toBe(expected);
        // With tags (read as PGN, never as a document: the PGN grammar reads the bullet), one style note.
        const tagged = translatePgn(`[Event "?"]\n\n${head}\n${bullet}\n4.${m[6]} ${m[7]}\n`, { from: code, to: 'iccf' });
        expect(tagged.failures, `${code}: ${bullet}, tags`).toEqual([]);
        expect(tagged.pgn, `${code}: ${bullet}, tags`).toBe(`[Event "?"]\n\n${expected}`);
        expect(codes(tagged), `${code}: ${bullet}, tags`).toEqual(['W_STYLE']);
      }
      // The alternative of one move, which the next line's moves used to join.
      const one = translatePgn(`${head}\n- ..${a[0]}\n4.${m[6]} ${m[7]}\n`, { from: code, to: 'iccf' });
      expect(one.pgn, code).toBe(
        `1. ${main[0]} ${main[1]} 2. ${main[2]} ${main[3]} 3. ${main[4]} ${main[5]} (3... ${alt[0]}) 4. ${main[6]} ${main[7]} *\n\n`,
      );
    });
  }
});

describe('valid PGN for other readers', () => {
  it.skipIf(!PGN_EXTRACT)('pgn-extract reads the translated tables, Greek games and bullet variations without complaint', () => {
    const texts: Array<[string, string]> = [
      ['pl', '1. e2 e4 1. e7 e5 2. Sg1 f3 2. Sb8 c6 3. Gf1 b5 3. a7 a6 4. O-O 4. Sg8 f6\n'],
      ['pl', '[Event "?"]\n\n1. e2 e4 e7 e5 2. Sg1 f3 Sb8 c6 3. Gf1 b5 a7 a6\n'],
      ['el', 'ε4 ε5 Ιζ3 Ιγ6 Αβ5 α6\n'],
      ['fr', '1.e4 e5 2.Cf3 Cc6 3.Fb5 Cd4\n- ..a6\n- ..Fc5\n4.Cxd4 exd4\n'],
      ['fr', '[Event "?"]\n\n1.e4 e5 2.Cf3 Cc6 3.Fb5 Cd4\n- ..a6\n– 3...Fc5 4.O-O\n4.Cxd4 exd4 (..Dh4?) 5.O-O\n'],
    ];
    const all = texts
      .map(([from, text]) => {
        const r = translatePgn(text, { from, to: 'en' });
        expect(r.failures, text).toEqual([]);
        return r.pgn;
      })
      .join('');
    const read = pgnExtractReads(all);
    expect(read.complaints).toEqual([]);
    expect(read.games).toBe(texts.length);
  });
});

describe("a pair's two moves swapped by right-to-left rendering (1.e5 e4 for 1.e4 e5)", () => {
  it('in text with Arabic or Hebrew words, a pair illegal as written and legal swapped is read swapped, W_PAIR_SWAPPED at it', () => {
    iccf(['e4', 'e5', 'Nf3', 'Nc6']);
    const r = translatePgn('{פתיחה} 1.e5 e4 2.Nf3 Nc6\n', { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('{פתיחה} 1. e4 e5 2. Nf3 Nc6 *\n\n');
    expect(r.warnings[0]!.warnings.map((w) => [w.code, w.position.line, w.position.column, w.position.token])).toContainEqual([
      'W_PAIR_SWAPPED',
      1,
      11,
      'e5',
    ]);
    const later = translatePgn('مثال: 1.d4 d5 2.Nf6 c4\n', { from: 'en', to: 'en' });
    expect(later.failures).toEqual([]);
    iccf(['d4', 'd5', 'c4', 'Nf6']);
    expect(later.pgn).toBe('{مثال:} 1. d4 d5 2. c4 Nf6 *\n\n');
  });

  it('never in left-to-right text, and never a pair that is legal as written', () => {
    expect(translatePgn('Example: 1.e5 e4 2.Nf3 Nc6\n', { from: 'en', to: 'en' }).failures).toHaveLength(1);
    const legalPair = translatePgn('{פתיחה} 1.d4 d5 2.c4 e6\n', { from: 'en', to: 'en' });
    expect(legalPair.pgn).toBe('{פתיחה} 1. d4 d5 2. c4 e6 *\n\n');
    expect(legalPair.warnings.flatMap((w) => w.warnings.map((x) => x.code))).not.toContain('W_PAIR_SWAPPED');
  });
});
