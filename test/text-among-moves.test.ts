// Issue 13: chess text as books, magazines and web pages print it. Text among the moves (a title
// before the game, a sentence between two moves, words inside a line of moves, a move cited in a
// sentence) is kept as a comment, byte for byte, with one W_TEXT_AS_COMMENT per game; a token
// with the shape of a move that is wrong stays an error. Then the print styles that failed before:
// a spaced capital X, `f : e`, `2/ Cc3 - f5 ;`, the Polish table `1 e2 e4 1 e7 e5`.
// Every expected output here was written by hand from the rules (SAN, PGN export format).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { PGN_EXTRACT, pgnExtractReads } from './helpers/pgn-extract.js';
import { mainLine } from './helpers/pgn-lines.js';
import { checkedSan } from './helpers/chess-js.js';

interface Case {
  readonly name: string;
  readonly from: string;
  readonly to: string;
  readonly input: string;
  readonly pgn: string;
  /** Line and column of the one W_TEXT_AS_COMMENT, when text is kept as a comment. */
  readonly textAt?: readonly [number, number];
}

const CASES: readonly Case[] = [
  {
    name: 'English: a sentence on a line between two moves',
    from: 'en',
    to: 'en',
    input: '1. e4 c5\nA good move.\n2. Nf3 d6\n',
    pgn: '1. e4 c5 {A good move.} 2. Nf3 d6 *\n\n',
    textAt: [2, 1],
  },
  {
    name: 'Danish: a heading with a game number in brackets',
    from: 'da',
    to: 'iccf',
    // `(8)` is the game's label, not a variation opened with the number `8)` (which never closes)
    input: '(8) Peter Leimand - Jesper Skjoldborg\n1. e4 e5 2. Sf3 Sc6\n',
    pgn: '{(8) Peter Leimand - Jesper Skjoldborg} 1. 5254 5755 2. 7163 2836 *\n\n',
    textAt: [1, 1],
  },
  {
    name: 'German: a town named like a move without a rank (Bad Wörishofen) in a heading sentence',
    from: 'de',
    to: 'iccf',
    // `Bad`: B (the German pawn letter), files a and d; between words on its line it is a word
    input: 'Gespielt in Bad Wörishofen, 7. Runde.\n1. e4 e5 2. Sf3 Sc6\n',
    pgn: '{Gespielt in Bad Wörishofen, 7. Runde.} 1. 5254 5755 2. 7163 2836 *\n\n',
    textAt: [1, 1],
  },
  {
    name: 'Danish: a number in brackets before a move is still a variation with its number',
    from: 'da',
    to: 'iccf',
    input: '1. e4 e5 2. Sf3 (2) Lc4 Sc6) 2... Sc6\n',
    pgn: '1. 5254 5755 2. 7163 (2. 6134 2836) 2... 2836 *\n\n',
  },
  {
    name: 'German: a title line before the moves (no tags)',
    from: 'de',
    to: 'en',
    input: 'Beispielpartie 1\n1. e4 e5 2. Sf3 Sc6 3. Lb5 a6\n',
    pgn: '{Beispielpartie 1} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n',
    textAt: [1, 1],
  },
  {
    name: 'Russian: a heading, a blank line, then the game (one game, not two)',
    from: 'ru',
    to: 'en',
    input: 'Белые. Черные.\n\n1. e4 e5 2. Кf3 Кc6 3. Сb5 a6\n',
    pgn: '{Белые. Черные.} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n',
    textAt: [1, 1],
  },
  {
    name: 'Russian book: a heading of three lines (game, players, place and year)',
    from: 'ru',
    to: 'en',
    input: 'Партия 5\nКарпов — Каспаров\nМосква, 1985\n1. e4 c5 2. Кf3 e6 3. d4 cd 4. К:d4 Кc6\n',
    pgn: '{Партия 5\nКарпов — Каспаров\nМосква, 1985} 1. e4 c5 2. Nf3 e6 3. d4 cxd4 4. Nxd4 Nc6 *\n\n',
    textAt: [1, 1],
  },
  {
    name: 'Polish: a title with a two-letter word, a sentence after the moves',
    from: 'pl',
    to: 'en',
    input: 'Partia nr 3\n1. e4 e5 2. Sf3 Sc6 3. Gb5 a6\nBiałe grają na atak.\n',
    pgn: '{Partia nr 3} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {Białe grają na atak.} *\n\n',
    textAt: [1, 1],
  },
  {
    name: 'ICCF numeric: a title with a year',
    from: 'iccf',
    to: 'de',
    input: 'Fernpartie 2024\n1. 5254 5755 2. 7163 2836\n',
    pgn: '{Fernpartie 2024} 1. e4 e5 2. Sf3 Sc6 *\n\n',
    textAt: [1, 1],
  },
  {
    name: 'Arabic (right to left): a sentence before the moves, Arabic piece letters',
    from: 'ar',
    to: 'en',
    input: 'هذه مباراة رائعة بين لاعبين.\n1. e4 e5 2. حf3 حc6 3. فb5 a6\n',
    pgn: '{هذه مباراة رائعة بين لاعبين.} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n',
    textAt: [1, 1],
  },
  {
    name: 'Persian (right to left): words between two moves, two-letter words with them',
    from: 'fa',
    to: 'de',
    input: '1. d4 d5 2. c4 این یک گامبی است 2... e6\n',
    pgn: '1. d4 d5 2. c4 {این یک گامبی است} 2... e6 *\n\n',
    textAt: [1, 16],
  },
  {
    name: 'Chinese: a heading and a remark without spaces',
    from: 'zh',
    to: 'en',
    input: '第一局：卡尔森对阿南德\n1. e4 e5 2. Nf3 Nc6 白方很好 3. Bb5 a6\n',
    pgn: '{第一局：卡尔森对阿南德} 1. e4 e5 2. Nf3 Nc6 {白方很好} 3. Bb5 a6 *\n\n',
    textAt: [1, 1],
  },
  {
    name: 'Portuguese: words inside a line of moves ("e agora"): a one-letter word beside a word is a word',
    from: 'pt',
    to: 'en',
    input: '1. e4 e5 2. Cf3 Cc6 e agora Bc4!\n',
    pgn: '1. e4 e5 2. Nf3 Nc6 {e agora} 3. Bc4 $1 *\n\n',
    textAt: [1, 21],
  },
  {
    name: 'German: paragraphs between the moves, a move cited in a sentence (8...Le6 after move 8 is a variation named, not played)',
    from: 'de',
    to: 'en',
    input:
      '1. e4 c5 2. Sf3 d6 3. d4 cxd4 4. Sxd4 Sf6 5. Sc3 a6\nDas ist die Najdorf-Variante. Weiß hat viele Möglichkeiten.\n6. Le2 e5 7. Sb3 Le7 8. O-O O-O\nMit 8...Le6 wäre Schwarz besser gestellt.\n9. Le3 Le6 1-0\n',
    pgn: '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6\n{Das ist die Najdorf-Variante. Weiß hat viele Möglichkeiten.} 6. Be2 e5 7. Nb3\nBe7 8. O-O O-O {Mit 8...Le6 wäre Schwarz besser gestellt.} 9. Be3 Be6 1-0\n\n',
    textAt: [2, 1],
  },
  {
    name: 'English: "1. e4" cited in a later paragraph is no game of its own',
    from: 'en',
    to: 'en',
    input: '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\nAfter 1. e4 the game is open.\n',
    pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {After 1. e4 the game is open.} *\n\n',
    textAt: [2, 1],
  },
  {
    name: 'English: a square named in a sentence (the e4 break) is not played',
    from: 'en',
    to: 'en',
    input: '1. d4 d5 2. c4 e6\nThe e4 break is thematic here.\n3. Nc3 Nf6\n',
    pgn: '1. d4 d5 2. c4 e6 {The e4 break is thematic here.} 3. Nc3 Nf6 *\n\n',
    textAt: [2, 1],
  },
  {
    name: 'English book without dots: "chapter 2." is text, Black\'s number repeated after it',
    from: 'en',
    to: 'de',
    input: '1 e4 e5 2 Nf3 Nc6 3 Bb5\nSee chapter 2.\n3...a6 4 Ba4\n',
    pgn: '1. e4 e5 2. Sf3 Sc6 3. Lb5 {See chapter 2.} 3... a6 4. La4 *\n\n',
    textAt: [2, 1],
  },
  {
    name: 'French: a remark in brackets after a move',
    from: 'fr',
    to: 'en',
    input: '1. e4 e5 2. Cf3 Cc6 (le meilleur coup) 3. Fb5 a6\n',
    pgn: '1. e4 e5 2. Nf3 Nc6 {(le meilleur coup)} 3. Bb5 a6 *\n\n',
    textAt: [1, 21],
  },
  {
    name: 'German book: a diagram mark [D] among the moves, the result in brackets',
    from: 'de',
    to: 'en',
    input: '1. e4 e5 2. Sf3 [D] Sc6 3. Lb5 a6 (1-0)\n',
    pgn: '1. e4 e5 2. Nf3 {[D]} 2... Nc6 3. Bb5 a6 1-0\n\n',
    textAt: [1, 17],
  },
  // print styles
  {
    name: 'Dutch and Soviet print: em dashes, a capital X between spaces',
    from: 'nl',
    to: 'en',
    input: '1. e2—e4 f7—f5 2. d2—d4 f5 X e4\n',
    pgn: '1. e4 f5 2. d4 fxe4 *\n\n',
  },
  {
    name: 'Russian print: a pawn capture by files with spaces around the colon, a spaced long capture',
    from: 'ru',
    to: 'en',
    input: '1. e4 d5 2. e : d Фd8 : d5\n',
    pgn: '1. e4 d5 2. exd5 Qxd5 *\n\n',
  },
  {
    name: 'French typists: "2/", a dash between White\'s and Black\'s move, ";" after the pair',
    from: 'fr',
    to: 'en',
    input: '1/ d4 - d5 ;\n2/ Cc3 - f5 ;\n3/ Ff4 - Cf6 ;\n',
    pgn: '1. d4 d5 2. Nc3 f5 3. Bf4 Nf6 *\n\n',
  },
  {
    name: "Polish table: two squares a move, the number repeated before Black's move",
    from: 'pl',
    to: 'iccf',
    input: '1 e2 e4 1 e7 e5\n2 g1 f3 2 b8 c6\n3 f1 b5 3 a7 a6\n',
    pgn: '1. 5254 5755 2. 7163 2836 3. 6125 1716 *\n\n',
  },
  {
    name: "a score in two columns flattened: White's moves, then Black's (English, one line)",
    from: 'en',
    to: 'en',
    input: '1. e4 2. Nf3 3. Bb5 e5 Nc6 a6\n',
    pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n',
  },
  {
    name: 'a score in two columns flattened, one move a line, White one move ahead (German)',
    from: 'de',
    to: 'iccf',
    input: '1. e4\n2. Sf3\n3. Lb5\n4. La4\ne5\nSc6\na6\n',
    pgn: '1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 *\n\n',
  },
];

describe('text among the moves, and print styles', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const r = translatePgn(c.input, { from: c.from, to: c.to });
      expect(r.failures.map((f) => f.message)).toEqual([]);
      expect(r.pgn).toBe(c.pgn);
      expect(r.summary.games).toBe(1);
      const text = r.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_TEXT_AS_COMMENT');
      if (c.textAt === undefined) expect(text).toEqual([]);
      else expect(text.map((w) => [w.position.line, w.position.column])).toEqual([c.textAt]);
    });
  }

  it.skipIf(!PGN_EXTRACT)('every game above is valid PGN for pgn-extract', () => {
    const all = CASES.map((c) => translatePgn(c.input, { from: c.from, to: c.to }).pgn).join('');
    const read = pgnExtractReads(all);
    expect(read.complaints).toEqual([]);
    expect(read.games).toBe(CASES.length);
  });

  it('a move-shaped token that is wrong stays an error, beside text', () => {
    const r = translatePgn('1. e4 e5 2. Nf3 Nc6 3. Bc5 a6\nThe bishop comes out.\n', { from: 'en', to: 'en' });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]!.message).toMatch(/^<input>:1:24: game 1: move 3\. Bc5: no bishop \(B\) can move to c5\b.*\[ERR_MOVE_ILLEGAL\]$/);
    // Scoresheet slips without a rank (`Nef`) are not words either. (`BxN` is English descriptive
    // notation, bishop takes knight: read as such, see test/descriptive.test.ts.)
    const slip = translatePgn('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Nef dxc6\n', { from: 'en', to: 'en' });
    expect(slip.failures[0]?.failure?.kind).toBe('move');
    expect(slip.pgn).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Nef dxc6\n\n');
  });

  it('the Arabic, full-width and ideographic commas separate moves as "," does, one style note a game', () => {
    const arabic = translatePgn('1. e4 e5، 2. حf3 حc6، 3. فb5 a6\n', { from: 'ar', to: 'iccf' });
    expect(arabic.pgn).toBe('1. 5254 5755 2. 7163 2836 3. 6125 1716 *\n\n');
    expect(arabic.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_STYLE']);
    const chinese = translatePgn('1.e4，e5 2.马f3，马c6 3.象b5、a6\n', { from: 'zh', to: 'en' });
    expect(chinese.pgn).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n');
    expect(chinese.failures).toEqual([]);
    // English moves in an Arabic sentence's punctuation: one comma is a slip, warned at the move.
    const one = translatePgn('1. e4 e5 2. Nf3، Nc6\n', { from: 'en', to: 'en' });
    expect(one.pgn).toBe('1. e4 e5 2. Nf3 Nc6 *\n\n');
    expect(one.warnings[0]!.warnings.map((w) => w.code)).toEqual(['W_PUNCTUATION']);
    expect(one.warnings[0]!.warnings[0]!.message).toContain('"،" after the move');
  });

  it('pawn captures by files on every capture (Soviet print) are one style note, not a warning a move', () => {
    const r = translatePgn('1. e4 d5 2. ed e6 3. de fe\n', { from: 'ru', to: 'en' });
    expect(r.pgn).toBe('1. e4 d5 2. exd5 e6 3. dxe6 fxe6 *\n\n');
    expect(r.warnings.flatMap((g) => g.warningMessages)).toEqual([
      '<input>:1:13: game 1: warning: pawn captures written by their files ("cd"); written as standard PGN [W_STYLE]',
    ]);
  });

  it('a paragraph after the result is a comment between games, not a failed game', () => {
    const r = translatePgn('[Event "x"]\n\n1. e4 e5 1-0\n\nEine schöne Partie.\n', { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('[Event "x"]\n\n1. e4 e5 1-0\n\n{Eine schöne Partie.}\n\n');
    // (counted among the texts read: the summary counts what the splitter cut)
    expect(r.warnings.flatMap((g) => g.warningMessages)).toEqual([
      '<input>:5:1: game 2: warning: text that does not read as moves, such as "Eine schöne Partie.", kept as a comment {…} [W_TEXT_AS_COMMENT]',
    ]);
  });

  it('a file of text alone is still not PGN', () => {
    const r = translatePgn('This is not a chess game at all.\n', { from: 'en', to: 'en' });
    expect(r.failures.map((f) => f.message)).toEqual([
      '<input>:1:1: game 1: not PGN: found "This" where a tag pair [Name "value"] or a move was expected [ERR_PGN_SYNTAX]',
    ]);
  });

  it('numbering that starts again at 1 with a game after it still starts a new game', () => {
    const r = translatePgn('1. e4 e5 2. Nf3 Nc6\nA second game:\n1. d4 d5 2. c4\n', { from: 'en', to: 'en' });
    expect(r.pgn).toBe('1. e4 e5 2. Nf3 Nc6 {A second game:} *\n\n1. d4 d5 2. c4 *\n\n');
  });

  it('a "[" inside text before the moves is text of a document, and numbering that starts again starts a new game', () => {
    // (The PGN reading takes the "[" for a tag and fails the text: it is read as a document.)
    const r = translatePgn('Ein Text [mit Klammer] davor.\n1. e4 e5 2. Sf3 Sc6\n1. d4\n', { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('{Ein Text [mit Klammer] davor.} 1. e4 e5 2. Nf3 Nc6 *\n\n1. d4 *\n\n');
  });

  it('--repair never reads the words: they are a comment before any repair sees them', () => {
    const out = execFileSync('node', ['dist/cli.js', 'translate', '--from', 'pt', '--to', 'en', '--repair'], {
      input: '1. e4 e5 2. Cf3 Cc6 e agora d5!\n',
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // The words and the move in them are read as a document: no repair turns `d5!` into a move.
    expect(out).toBe('1. e4 e5 2. Nf3 Nc6 {e agora d5!} *\n\n');
    // without --repair the same game: the PGN reading fails (d5 is not legal for White here), the
    // document reading keeps the words with the move in them.
    const r = translatePgn('1. e4 e5 2. Cf3 Cc6 e agora d5!\n', { from: 'pt', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe(out);
  });
});

describe('markup around a game copied from a web page or a Markdown file', () => {
  it('a Markdown heading and HTML tags are text kept as comments, the game whole (before: ERR_MOVE_SYNTAX at "#####")', () => {
    // (made up: a heading line, an image between two moves whose address holds a square, a link after the result)
    const input =
      '[Event "Trap"]\n\n##### Trap 1\n1. e4 e5 <img src="https://example.org/d/e4.png" class="pic"> 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0 <a href="https://example.org/game?id=1">`view pgn`</a>\n';
    const r = translatePgn(input, { from: 'en', to: 'de' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe(
      '[Event "Trap"]\n\n{##### Trap 1} 1. e4 e5 {<img src="https://example.org/d/e4.png" class="pic">}\n2. Dh5 Sc6 3. Lc4 Sf6 4. Dxf7# 1-0\n\n' +
        '{<a href="https://example.org/game?id=1">`view pgn`</a>}\n\n',
    );
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`))).toEqual([
      '3:1 W_TEXT_AS_COMMENT',
      '4:98 W_TEXT_AS_COMMENT',
    ]);
  });

  it('a game in a Markdown code block is the game: code is no markup kept as words', () => {
    // (read as a document, session 34: the block's fence lines are markup, its moves the game; before, the closing fence
    // after the result was read as a second game that failed, ERR_PGN_SYNTAX)
    const r = translatePgn('My game:\n\n```pgn\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n```\n', { from: 'en', to: 'de' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('{My game: ```pgn} 1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *\n\n');
  });

  it('moves in a Markdown code span are the game; a date elsewhere in the post is no move', () => {
    // (session 34: a GitHub issue, `cakiki · comment · 2026-04-07`, then `` `1.e4 c5 2.Nc3 Nc6 3.d3 g6 4.g4` seems to be the
    // Portland Attack``; made up in that shape. Before, the moves in the code span were never read and the PGN reading
    // failed at the date, ERR_MOVE_SYNTAX: no game.)
    const text = 'someone · comment · 2026-04-07\nThanks!\n\n`1.e4 c5 2.Nc3 Nc6 3.d3 g6 4.g4` seems to be the Portland Attack.\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(checkedSan('e4 c5 Nc3 Nc6 d3 g6 g4'));
    expect(r.pgn).toContain('2026-04-07');
    // (and so under --from auto: the language is chosen on the moves in the code span)
    const auto = translatePgn(text, { from: 'auto', to: 'en' });
    expect(auto.failures).toEqual([]);
    expect(mainLine(auto.pgn)).toBe(checkedSan('e4 c5 Nc3 Nc6 d3 g6 g4'));
  });

  it('a game in a Markdown code block that names no language is the game; a block of program code is not read', () => {
    // (session 34: a GitHub issue quoting a game in a bare ``` block, then naming `34. Nd4` in its words; made up in that
    // shape. Before, only the move named in the words was read, on no board.)
    const text =
      'PGN as exported:\n\n```\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6\n```\n\nThe export writes 4. Ba4 wrongly.\n\n' +
      '```python\nboard.push_san("e4")\n```\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6'));
    expect(r.pgn).toContain('board.push_san("e4")');
  });

  it('an ordinal or a class in the words before a game’s tag pairs (`3rd`, `2N`) is a word, not a move', () => {
    // (session 34: an Italian blog, `sono contro Matteo Salvi, un 2N con 1748 ELO` before the game's tags; made up in that
    // shape. Before, `3rd` and `2N` were read as moves, ERR_MOVE_SYNTAX, and the words were a game that failed.)
    const text = 'In the 3rd round I met a 2N player rated 1748:\n\n[White "A"]\n[Black "B"]\n\n1. e4 c5 2. c3 d5 *\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('3rd round I met a 2N player');
    expect(checkedSan('e4 c5 c3 d5')).toBe('e4 c5 c3 d5');
    expect(r.pgn).toContain('[Black "B"]\n\n{In the 3rd round I met a 2N player rated 1748:}\n1. e4 c5 2. c3 d5 *');
  });

  it('pages and dates in the words before a game’s tag pairs (`pp. 124-125`, `1859-04-01`) are words, not moves', () => {
    // (session 34: an Italian page citing `The Chess Monthly, volume iii, aprile 1859, pp. 124-125.` above a game; made up
    // in that shape. Before, the range was read as a move, ERR_MOVE_SYNTAX, and the words were a game that failed.)
    const text = 'From The Chess Monthly, pp. 124-125, dated 1859-04-01:\n\n[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 Nc6 *\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('{From The Chess Monthly, pp. 124-125, dated 1859-04-01:}\n1. e4 e5 2. Nf3 Nc6 *');
    // (ICCF numeric moves with a dash, castling with zeros and results stay what they were)
    expect(translatePgn('52-54 57-55 71-63 *\n', { from: 'iccf', to: 'en' }).pgn).toContain('1. e4 e5 2. Nf3 *');
    expect(translatePgn('1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0 Bc5 1-0\n', { from: 'en', to: 'en' }).pgn).toContain('4. O-O Bc5 1-0');
  });

  it('a "#" that is no heading stays what it was: a mate sign after a move', () => {
    const r = translatePgn('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n', { from: 'en', to: 'de' });
    expect(r.pgn).toBe('1. e4 e5 2. Dh5 Sc6 3. Lc4 Sf6 4. Dxf7# 1-0\n\n');
  });
});
