// Issue 13, forms of real text that stopped the reading of a game: brackets that open or close no
// variation (a numbered list `1)`, a smiley, an aside opened before the moves), games without move
// numbers (Chinese, Japanese, Korean), English descriptive notation in book text and paragraphs.
// The texts are of our own writing; every expected text and game was written by hand, and the
// games are checked move by move with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { mainLine } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';

/** Plays `moves` (SAN) with chess.js from the initial position: throws at the first one not legal. */
function legal(moves: string): void {
  playedSan(moves.split(' '));
}

/** The problems of a prose reading as `line:column CODE`. */
function where(problems: ReadonlyArray<{ line: number; column: number; code: string }>): string[] {
  return problems.map((p) => `${p.line}:${p.column} ${p.code}`);
}

describe('brackets that open or close no variation are read past, with a warning', () => {
  it('a smiley after a move, before Black’s move without a number (prose and a document)', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7');
    const text = 'Partie[Bearbeiten]\n1.e4 e5 2.Sf3 Sc6 3.Lb5 :) a6 4.La4 Sf6 5.O-O Le7\n';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.text).toBe('Partie[Bearbeiten]\n1.e4 e5 2.Nf3 Nc6 3.Bb5 :) a6 4.Ba4 Nf6 5.O-O Be7\n');
    expect(r.checked).toBe(10);
    expect(where(r.problems)).toEqual(['2:26 W_UNMATCHED_BRACKET']);
    // Before: 4.La4 and every move after it unchecked (no board reached move 4), the document not read at all.
    const doc = translatePgn(text, { from: 'de', to: 'iccf' });
    expect(doc.failures).toEqual([]);
    expect(doc.pgn).toBe('{Partie[Bearbeiten]} 1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171\n6857 *\n\n');
    expect(doc.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`))).toEqual([
      '2:26 W_UNMATCHED_BRACKET',
    ]);
  });

  it('a smiley with a nose (`:-)`) and the end of an aside opened before the moves', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');
    const smiley = translateProse('Partie[Bearbeiten]\n1.e4 e5 2.Sf3 :-) Sc6 3.Lb5 a6 4.La4 Sf6\n', { from: 'de', to: 'en' });
    expect(smiley.text).toBe('Partie[Bearbeiten]\n1.e4 e5 2.Nf3 :-) Nc6 3.Bb5 a6 4.Ba4 Nf6\n');
    expect(smiley.checked).toBe(8);
    expect(where(smiley.problems)).toEqual(['2:17 W_UNMATCHED_BRACKET']);
    const aside = translateProse('Die Partie (aus dem Buch\n1.e4 e5 2.Sf3 Sc6 3.Lb5) a6 4.La4 Sf6\n', { from: 'de', to: 'iccf' });
    expect(aside.text).toBe('Die Partie (aus dem Buch\n1.5254 5755 2.7163 2836 3.6125) 1716 4.2514 7866\n');
    expect(where(aside.problems)).toEqual(['2:24 W_UNMATCHED_BRACKET']);
    expect(aside.problems[0]!.message).toContain('closes a bracket opened before the moves');
  });

  it('an opening bracket that opens no variation (`:-(`), and one that does (PGN’s reading first)', () => {
    const sad = translateProse('1.e4 e5 2.Sf3 Sc6 3.Lb5 :-( a6 4.La4 Sf6\n', { from: 'de', to: 'en' });
    expect(sad.text).toBe('1.e4 e5 2.Nf3 Nc6 3.Bb5 :-( a6 4.Ba4 Nf6\n');
    expect(sad.checked).toBe(8);
    expect(where(sad.problems)).toEqual(['1:27 W_UNMATCHED_BRACKET']);
    // `2.Sf3 (Sc3 Sc6) Sc6`: Sc3 is an alternative to 2.Sf3, as PGN reads the bracket: no warning.
    const variation = translateProse('1.e4 e5 2.Sf3 (Sc3 Sc6) Sc6 3.Lb5 a6\n', { from: 'de', to: 'en' });
    expect(variation.text).toBe('1.e4 e5 2.Nf3 (Nc3 Nc6) Nc6 3.Bb5 a6\n');
    expect(variation.problems).toEqual([]);
    // A bracket closed in its paragraph is an aside: the game goes on after it with 2...Sf6, not with the Sc6 it names.
    legal('e4 e5 Nf3 Nf6 Nxe5 d6');
    const aside = translateProse('1.e4 e5 2.Sf3 (Sc6 is usual) Sf6 3.Sxe5 d6\n', { from: 'de', to: 'iccf' });
    expect(aside.text).toBe('1.5254 5755 2.7163 (Sc6 is usual) 7866 3.6355 4746\n');
    expect(aside.problems).toEqual([]);
  });

  it('a numbered list `1) … 2) …` before the game and brackets that close nothing are words', () => {
    const text = 'Drei Punkte: 1) Zentrum, 2) Entwicklung :) 3) Rochade.\n\n1.e4 e5 2.Sf3 Sc6\n';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.text).toBe('Drei Punkte: 1) Zentrum, 2) Entwicklung :) 3) Rochade.\n\n1.e4 e5 2.Nf3 Nc6\n');
    expect(r.problems).toEqual([]);
  });

  it('the documents of test/fixtures/documents with such brackets read as one game each', () => {
    // (fr-forum-smileys.txt, de-aside-brackets.txt, ru-list-smiley.txt: checked with their
    // expected games and warnings in documents.test.ts; here one of them in prose, byte for byte but for the moves)
    const text = 'Die Partie der letzten Runde (Brett 2, siehe:\n1.d4 Sf6 2.c4 e6 3.Sc3) Lb4 4.e3 O-O\n5.Ld3 d5 6.a3 :( Lxc3+ 7.bxc3\n';
    legal('d4 Nf6 c4 e6 Nc3 Bb4 e3 O-O Bd3 d5 a3 Bxc3+ bxc3');
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.text).toBe(
      'Die Partie der letzten Runde (Brett 2, siehe:\n1.d4 Nf6 2.c4 e6 3.Nc3) Bb4 4.e3 O-O\n5.Bd3 d5 6.a3 :( Bxc3+ 7.bxc3\n',
    );
    expect(r.checked).toBe(13);
    expect(where(r.problems)).toEqual(['2:23 W_UNMATCHED_BRACKET', '3:16 W_UNMATCHED_BRACKET']);
    expect(mainLine(translatePgn(text, { from: 'de', to: 'en' }).pgn)).toBe('d4 Nf6 c4 e6 Nc3 Bb4 e3 O-O Bd3 d5 a3 Bxc3+ bxc3');
  });
});

describe('a game told without move numbers is the game from move 1 where the board confirms it', () => {
  it('zh: a game in a sentence, without numbers, read as the game (prose into ICCF, a document as a game)', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7');
    const text = '对局：e4 e5 马f3 马c6 象b5 a6 象a4 马f6 O-O 象e7\n';
    const r = translateProse(text, { from: 'zh', to: 'iccf' });
    expect(r.text).toBe('对局：5254 5755 7163 2836 6125 1716 2514 7866 5171 6857\n');
    expect(r.checked).toBe(10);
    expect(where(r.problems)).toEqual(['1:4 W_STYLE']);
    expect(r.problems[0]!.message).toBe(
      'moves written without numbers: 10 moves from "e4" on, each legal after the one before, read as the game from move 1',
    );
    // Before: no game at all (the document reading took numbered moves only; the PGN reading failed at "e5").
    const doc = translatePgn(text, { from: 'zh', to: 'iccf' });
    expect(doc.failures).toEqual([]);
    expect(doc.pgn).toBe('{对局：} 1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 *\n\n');
  });

  it('zh: a game narrated with words between its moves, then numbered moves that go on with it (checked on the board)', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5');
    const text = '白方走e4，黑方应以e5。接着马f3 马c6 象b5 a6 象a4 马f6。\n然后5.O-O 象e7 6.车e1 b5。';
    const r = translateProse(text, { from: 'zh', to: 'en' });
    expect(r.text).toBe('白方走e4，黑方应以e5。接着Nf3 Nc6 Bb5 a6 Ba4 Nf6。\n然后5.O-O Be7 6.Re1 b5。');
    expect(r.checked).toBe(12);
    expect(where(r.problems)).toEqual(['1:4 W_STYLE']);
    // Into ICCF the told moves are the game's moves too (before, words without numbers stayed as written).
    expect(translateProse(text, { from: 'zh', to: 'iccf' }).text).toBe(
      '白方走5254，黑方应以5755。接着7163 2836 6125 1716 2514 7866。\n然后5.5171 6857 6.6151 2725。',
    );
  });

  it('zh: a move number glued after 然后 ("then", whose last character is the queen 后) is a move number', () => {
    // Before: `后5.O-O` was read as one word (a queen with a rank), and 5.O-O and the moves after it were lost without a word.
    const r = translateProse('1.e4 e5 2.马f3 马c6 3.象b5 a6 4.象a4 马f6，然后5.O-O 象e7。', { from: 'zh', to: 'iccf' });
    expect(r.text).toBe('1.5254 5755 2.7163 2836 3.6125 1716 4.2514 7866，然后5.5171 6857。');
    expect(r.problems).toEqual([]);
    // (a rank after the piece before the square is still its origin: 马1d2)
    legal('d4 d5 Nf3 Nf6 Nbd2');
    expect(translateProse('1.d4 d5 2.马f3 马f6 3.马1d2', { from: 'zh', to: 'en' }).text).toBe('1.d4 d5 2.Nf3 Nf6 3.N1d2');
  });

  it('fewer than four moves in a row are no game: squares in a sentence, a short narration, as before', () => {
    const squares = translateProse('中心格e4和d5很重要，c4也是。', { from: 'zh', to: 'iccf' });
    expect(squares.text).toBe('中心格e4和d5很重要，c4也是。');
    expect(squares.problems).toEqual([]);
    const short = translateProse('白方走e4，黑方应以c5。接着马f3 d6', { from: 'zh', to: 'en' });
    expect(short.text).toBe('白方走e4，黑方应以c5。接着Nf3 d6');
    expect(short.problems).toEqual([]);
    const de = translateProse('Die Felder e4, d5, c4 und e6 sind wichtig.', { from: 'de', to: 'iccf' });
    expect(de.text).toBe('Die Felder e4, d5, c4 und e6 sind wichtig.');
    // A move that is not the next ends the game told: `Sf3 Sc6 Lb5` after `e4 e5` then `Dd8` (a piece named) stays a word.
    const stop = translateProse('Es geschah e4 e5 Sf3 Sc6 Lb5 und die Dd8 blieb stehen.', { from: 'de', to: 'en' });
    expect(stop.text).toBe('Es geschah e4 e5 Nf3 Nc6 Bb5 und die Qd8 blieb stehen.');
    expect(where(stop.problems)).toEqual(['1:12 W_STYLE']);
  });

  it('ja, ko: kana and Hangul particles glued to the moves', () => {
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2');
    const ja = translateProse('白はe4、黒はe5と応じた。続いてNf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+。\nここで白は7.Bd2と指す。', {
      from: 'ja',
      to: 'de',
    });
    expect(ja.text).toBe('白はe4、黒はe5と応じた。続いてSf3 Sc6 Lc4 Lc5 c3 Sf6 d4 exd4 cxd4 Lb4+。\nここで白は7.Ld2と指す。');
    expect(ja.checked).toBe(13);
    legal('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7 Rc1');
    const ko = translatePgn(
      '백은 d4로 시작했고 흑은 d5로 응수했다. 이어서 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7,\n그리고 백은 7.Rc1을 두었다.\n',
      {
        from: 'ko',
        to: 'en',
      },
    );
    expect(ko.failures).toEqual([]);
    expect(mainLine(ko.pgn)).toBe('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7 Rc1');
  });
});

describe('English descriptive notation in book text and paragraphs', () => {
  it('a book’s numbered moves without full stops: translate into ICCF, prose into ICCF and German', () => {
    legal('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6');
    const book = '1 P-K4 P-QB4 2 N-KB3 P-Q3 3 P-Q4 PxP 4 NxP N-KB3 5 N-QB3 P-QR3\n';
    const r = translatePgn(book, { from: 'en', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('1. 5254 3735 2. 7163 4746 3. 4244 3544 4. 6344 7866 5. 2133 1716 *\n\n');
    expect(translateProse(book, { from: 'en', to: 'iccf' }).text).toBe('1 5254 3735 2 7163 4746 3 4244 3544 4 6344 7866 5 2133 1716\n');
    expect(translateProse(book, { from: 'en', to: 'de' }).text).toBe('1 e4 c5 2 Sf3 d6 3 d4 cxd4 4 Sxd4 Sf6 5 Sc3 a6\n');
  });

  it('a paragraph in descriptive notation: every move checked, the words byte for byte', () => {
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4 O-O');
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4 Qb3 Qe7');
    const text =
      'After 1 P-K4 P-K4 2 N-KB3 N-QB3 3 B-B4 B-B4 White offers a pawn with 4 P-QN4. Black usually accepts it: 4 ... BxNP 5 P-B3 B-R4, and now 6 P-Q4 PxP 7 O-O gives White a lead in development. The older 7 Q-N3 is met by 7 ... Q-K2.\n';
    const r = translateProse(text, { from: 'en', to: 'de' });
    expect(r.text).toBe(
      'After 1 e4 e5 2 Sf3 Sc6 3 Lc4 Lc5 White offers a pawn with 4 b4. Black usually accepts it: 4 ... Lxb4 5 c3 La5, and now 6 d4 exd4 7 O-O gives White a lead in development. The older 7 Db3 is met by 7 ... De7.\n',
    );
    expect(r.checked).toBe(15);
    expect(r.problems).toEqual([]);
  });

  it('`e.p.` and `ch.` after a move: the full stop is the move’s where the moves go on, the sentence’s at its end', () => {
    legal('e4 c5 e5 d5 exd6 Qxd6 Nf3');
    expect(translateProse('1 P-K4 P-QB4 2 P-K5 P-Q4 3 PxP e.p. QxP 4 N-KB3\n', { from: 'en', to: 'en' }).text).toBe(
      '1 e4 c5 2 e5 d5 3 exd6 Qxd6 4 Nf3\n',
    );
    // Before: `3 exd6. Qxd6` (the abbreviation's full stop was left behind).
    expect(translateProse('1 P-K4 P-QB4 2 P-K5 P-Q4 3 PxP e.p. QxP 4 N-KB3\n', { from: 'en', to: 'iccf' }).text).toBe(
      '1 5254 3735 2 5455 4745 3 5546 4846 4 7163\n',
    );
    expect(translateProse('1 P-K4 P-QB4 2 P-K5 P-Q4 White took 3 PxP e.p. Then 3 ... QxP followed.\n', { from: 'en', to: 'en' }).text).toBe(
      '1 e4 c5 2 e5 d5 White took 3 exd6. Then 3 ... Qxd6 followed.\n',
    );
  });

  it('a document in descriptive notation: the words after a variation’s closing bracket follow the game’s move, after the variation', () => {
    const r = translatePgn(
      'GAME 7[edit]\n\n1 P-K4 P-K4 2 N-KB3 N-QB3 3 B-N5 P-QR3\n\nAfter 4 B-R4 (4 BxN is the Exchange Variation) Black plays 4 ... N-B3.\n',
      { from: 'en', to: 'en' },
    );
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');
    // Before: `(4. Bxc6 {is the Exchange Variation) Black plays})`: the words after the bracket inside the variation.
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('{After} 4. Ba4 (4. Bxc6 {is the Exchange Variation}) {Black plays} 4... Nf6 *');
  });
});

describe('the words before a variation in a document', () => {
  it('the sentences before the one that introduces it follow the move before them; an abbreviation ends no sentence', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4');
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Bxc6');
    const two = translatePgn(
      'Partie[Bearbeiten]\n1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4\nWeiß steht gut. Statt 4.La4 ist 4.Lxc6 die Abtauschvariante.\n',
      {
        from: 'de',
        to: 'en',
      },
    );
    expect(two.failures).toEqual([]);
    expect(two.pgn.replace(/\s+/g, ' ')).toContain('4. Ba4 {Weiß steht gut.} ({Statt 4.Ba4 ist} 4. Bxc6 {die Abtauschvariante.}) *');
    const abbreviation = translatePgn('Partie[Bearbeiten]\n1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4\nvgl. auch 4.Lxc6 (Abtauschvariante).\n', {
      from: 'de',
      to: 'en',
    });
    expect(abbreviation.pgn.replace(/\s+/g, ' ')).toContain('4. Ba4 ({vgl. auch} 4. Bxc6 {(Abtauschvariante).}) *');
  });
});
