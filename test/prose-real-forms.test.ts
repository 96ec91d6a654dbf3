// Issue 13, forms of real text that stopped the reading of a game: brackets that open or close no
// variation (a numbered list `1)`, a smiley, an aside opened before the moves), games without move
// numbers (Chinese, Japanese, Korean), English descriptive notation in book text and paragraphs.
// The texts are of our own writing; every expected text and game was written by hand, and the
// games are checked move by move with chess.js.
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';

/** Plays `moves` (SAN) with chess.js from the initial position: throws at the first one not legal. */
function legal(moves: string): void {
  const chess = new Chess();
  for (const san of moves.split(' ')) chess.move(san);
}

/** The problems of a prose reading as `line:column CODE`. */
function where(problems: ReadonlyArray<{ line: number; column: number; code: string }>): string[] {
  return problems.map((p) => `${p.line}:${p.column} ${p.code}`);
}

/** The main line of the only game in PGN export text (comments, variations, numbers and result left out). */
function mainLine(pgn: string): string {
  let t = pgn.replace(/\{[^}]*\}/g, ' ');
  for (let before = ''; before !== t;) {
    before = t;
    t = t.replace(/\([^()]*\)/g, ' ');
  }
  return t
    .split(/\s+/)
    .filter((w) => w !== '' && !/^\d+\.+$/.test(w) && !/^(?:1-0|0-1|1\/2-1\/2|\*)$/.test(w))
    .join(' ');
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
