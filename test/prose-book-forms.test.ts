// Issue 13, forms of book and magazine text that lost moves or failed a document: a `;` between moves
// in a paragraph, two-column scores that print White's number again before Black's move, a number
// sign instead of move numbers, a label before the moves, and 19th-century descriptive words
// (`Castles on K's side.`). The texts are of our own writing; every expected text and game was
// written by hand, and the games are checked move by move with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { readDescriptive } from '../src/notation/descriptive.js';
import { ENGLISH_DESCRIPTIVE } from '../src/notation/descriptive-dialect.js';
import { playedSan } from './helpers/chess-js.js';

/** Plays `moves` (SAN) with chess.js from the initial position: throws at the first one not legal. */
function legal(moves: string): void {
  playedSan(moves.split(' '));
}

describe('a `;` in a document is punctuation, not a PGN comment', () => {
  it('moves after `;` in a French paragraph are read as the game, the two answers Black chooses between as variations', () => {
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4');
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 d6');
    const text =
      'La partie commence par 1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. b4 et après 4. ... , Fxb4 ; 5. c3! , Fa5 ; 6. d4! les Noirs doivent choisir entre 6. ... exd4 et 6. ... d6.\n';
    const r = translatePgn(text, { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    // Before: `{et après 4. ... ,} 4... Bxb4` then a line `; 5. c3! , Fa5 ; …`, a rest-of-line comment: 5.c3 and the rest lost.
    // (`choisir entre 6. ... exd4 et 6. ... d6`: the text does not say which was played; the game stops at 6.d4, said)
    expect(r.pgn).toBe(
      '{La partie commence par} 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 {et après}\n' +
        '4... Bxb4 5. c3 $1 Ba5 6. d4 $1 {les Noirs doivent choisir entre} (6. d4 exd4\n' +
        '({et} 6... d6)) *\n\n',
    );
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_READING_AMBIGUOUS']);
  });

  it('`;` read as a separator by the PGN reading stays so, and a `;` comment in movetext without words stays one', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6');
    const pairs = translatePgn('1.e4, e5; 2.Sf3, Sc6; 3.Lb5, a6 *\n', { from: 'de', to: 'en' });
    expect(pairs.pgn).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n');
    expect(pairs.warnings.flatMap((w) => w.warnings.map((x) => x.code))).toEqual(['W_STYLE']);
    const comment = translatePgn('1. e4 e5 ; the open game\n2. Sf3 Sc6 *\n', { from: 'de', to: 'en' });
    expect(comment.pgn).toBe('1. e4 e5 ; the open game\n2. Nf3 Nc6 *\n\n');
  });
});

describe('a brace a page kept of a PGN comment, among the moves', () => {
  it('a `}` glued to a move (before: "not PGN: "}" closes no comment", and in prose 2.Sf3} a word)', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');
    const text = 'Die Partie: 1. e4 e5 2. Sf3} Sc6 3. Lb5 a6 4. La4 Sf6\n';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.text).toBe('Die Partie: 1. e4 e5 2. Nf3} Nc6 3. Bb5 a6 4. Ba4 Nf6\n');
    expect(r.checked).toBe(8);
    const doc = translatePgn(text, { from: 'de', to: 'en' });
    expect(doc.failures).toEqual([]);
    expect(doc.pgn).toBe('{Die Partie:} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *\n\n');
  });

  it('a diagram mark `{[#]}` between moves and a stray `}` after them (before: 4.La4 on no board)', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7');
    const text = 'Die Partie: 1. e4 e5 2. Sf3 Sc6 3. Lb5 {[#]} a6 4. La4 Sf6 5. O-O Le7 }\n';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.text).toBe('Die Partie: 1. e4 e5 2. Nf3 Nc6 3. Bb5 {[#]} a6 4. Ba4 Nf6 5. O-O Be7 }\n');
    expect(r.checked).toBe(10);
    expect(r.problems).toEqual([]);
    const doc = translatePgn(text, { from: 'de', to: 'iccf' });
    expect(doc.failures).toEqual([]);
    expect(doc.pgn).toBe('{Die Partie:} 1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 *\n\n');
  });
});

describe('two-column scores: White’s number printed again before Black’s move', () => {
  const score =
    'GAME II.—Between Mr. Morphy and Mr. Harrwitz.\n\n' +
    'WHITE. (Mr. M.) BLACK. (Mr. H.)\n' +
    "1. P. to K's 4th. 1. P. to K's 4th.\n" +
    "2. K. Kt. to K. B's 3d. 2. P. to Q's 3d.\n" +
    "3. K. B. to Q. B's 4th. 3. K. B. to K's 2d.\n" +
    "4. Castles on K's side. 4. K. Kt. to K. B's 3d.\n" +
    "5. Kt. to Q. B's 3d. 5. Castles on K's side.\n" +
    "6. P. to Q's 4th. 6. P. takes P.\n" +
    "7. Kt. takes P. 7. Q. Kt. to Q's 2d.\n";
  const game = 'e4 e5 Nf3 d6 Bc4 Be7 O-O Nf6 Nc3 O-O d4 exd4 Nxd4 Nbd7';

  it('prose: every move after the first pair is checked on the board (before: "no board reaches move 2")', () => {
    legal(game);
    const r = translateProse(score, { from: 'en', to: 'en' });
    expect(r.text).toBe(
      'GAME II.—Between Mr. Morphy and Mr. Harrwitz.\n\n' +
        'WHITE. (Mr. M.) BLACK. (Mr. H.)\n' +
        '1. e4 1. e5\n' +
        '2. Nf3 2. d6\n' +
        '3. Bc4 3. Be7\n' +
        '4. O-O 4. Nf6\n' +
        '5. Nc3 5. O-O\n' +
        '6. d4 6. exd4\n' +
        '7. Nxd4 7. Nbd7\n',
    );
    expect(r.checked).toBe(14);
    expect(r.problems).toEqual([]);
  });

  it('a document: the game, the heading and the column heads as its first comment', () => {
    const r = translatePgn(score, { from: 'en', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe(
      '{GAME II.—Between Mr. Morphy and Mr. Harrwitz. WHITE. (Mr. M.) BLACK. (Mr. H.)}\n' +
        '1. 5254 5755 2. 7163 4746 3. 6134 6857 4. 5171 7866 5. 2133 5878 6. 4244 5544\n' +
        '7. 6344 2847 *\n\n',
    );
  });

  it('spaced descriptive columns under `White Black` heads', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6');
    const text = 'White Black\n1. P to K 4 1. P to K 4\n2. K Kt to B 3 2. Q Kt to B 3\n3. B to Kt 5 3. P to Q R 3\n';
    const r = translateProse(text, { from: 'en', to: 'en' });
    expect(r.text).toBe('White Black\n1. e4 1. e5\n2. Nf3 2. Nc6\n3. Bb5 3. a6\n');
    expect(r.checked).toBe(6);
  });

  it('a number printed again after a side line’s last move is the game’s next move, not Black’s column', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7');
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 b5 Bb3');
    // One move a line, as a web page's list prints it; `4... b5 5.Lb3!` is a side line, then `5.` goes on with the game.
    const text = '1.\ne4\ne5\n2.\nPf3\nPc6\n3.\nLb5\na6\n4.\nLa4\nPf6\nOok 4... b5 5.Lb3!\n5.\nO-O\nLe7\n';
    const r = translateProse(text, { from: 'nl', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.text).toBe('1.\ne4\ne5\n2.\nNf3\nNc6\n3.\nBb5\na6\n4.\nBa4\nNf6\nOok 4... b5 5.Bb3!\n5.\nO-O\nBe7\n');
    expect(r.checked).toBe(12);
  });
});

describe('a number sign for each pair of moves, after a label', () => {
  const text = 'Example: #P–K4 P–K4 #Kt–KB3 Kt–QB3 #B–B4 B–B4 #P–QKt4 B×KtP\n';
  it('prose reads the game from move 1 (before: the first move a word, the rest mentions)', () => {
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4');
    const r = translateProse(text, { from: 'en', to: 'en' });
    expect(r.text).toBe('Example: #e4 e5 #Nf3 Nc6 #Bc4 Bc5 #b4 Bxb4\n');
    expect(r.checked).toBe(8);
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual(['1:11 W_STYLE']);
  });

  it('translate reads it as a document (before: not PGN: found "Example:")', () => {
    const r = translatePgn(text, { from: 'en', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('{Example: #} 1. 5254 5755 2. 7163 2836 3. 6134 6835 4. 2224 3524 *\n\n');
  });
});

describe('19th-century descriptive words', () => {
  it('prose: the full stop of `Sq.` is the move’s where the moves go on, the sentence’s at its end', () => {
    legal('e4 e5 Ke2 Ke7 Ke1 Ke8 Nc3 Nc6 Rb1 Rb8');
    const r = translateProse('1. P–K4 P–K4 2. K–K2 K–K2 3. K–K.Sq. K–K.Sq. 4. Kt–QB3 Kt–QB3 5. R–QKt.Sq. R–QKt.Sq.\n', {
      from: 'en',
      to: 'en',
    });
    // Before: `3. Ke1. Ke8. 4. Nc3 Nc6 5. Rb1. Rb8.`
    expect(r.text).toBe('1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Nc3 Nc6 5. Rb1 Rb8.\n');
    expect(r.checked).toBe(10);
  });

  it('reads castling in words and the other book forms', () => {
    expect(readDescriptive("Castles on K's side.", ENGLISH_DESCRIPTIVE)).toMatchObject({ kind: 'castle', side: 'king' });
    expect(readDescriptive("Castles on Queen's side", ENGLISH_DESCRIPTIVE)).toMatchObject({ kind: 'castle', side: 'queen' });
    expect(readDescriptive('Castles', ENGLISH_DESCRIPTIVE)).toMatchObject({ kind: 'castle', side: undefined });
    expect(readDescriptive("Q. to B's 4th. (ch.)", ENGLISH_DESCRIPTIVE)).toMatchObject({
      kind: 'move',
      piece: { role: 'queen' },
      check: 'check',
    });
    expect(readDescriptive('K–K.Sq.', ENGLISH_DESCRIPTIVE)).toMatchObject({
      kind: 'move',
      piece: { role: 'king' },
      to: { files: [4], rank: 1 },
    });
    expect(readDescriptive('R–QKt.Sq.', ENGLISH_DESCRIPTIVE)).toMatchObject({
      kind: 'move',
      piece: { role: 'rook' },
      to: { files: [1], rank: 1 },
    });
    expect(readDescriptive('B×Kt++', ENGLISH_DESCRIPTIVE)).toMatchObject({ kind: 'move', capture: true, check: 'mate', checkOrMate: true });
    expect(readDescriptive('KKt–K2', ENGLISH_DESCRIPTIVE)).toMatchObject({
      kind: 'move',
      piece: { role: 'knight', side: 'king' },
      to: { files: [4], rank: 2 },
    });
    expect(readDescriptive('P x P', ENGLISH_DESCRIPTIVE)).toMatchObject({
      kind: 'move',
      capture: true,
      piece: { role: 'pawn' },
      captured: { role: 'pawn' },
    });
    expect(readDescriptive('Castles on the side', ENGLISH_DESCRIPTIVE)).toBeUndefined();
  });
});

describe('a move number whose digit 1 print or OCR turned into I or l (I. e4, II. for 11.)', () => {
  const text =
    'Parti: I. e4, e5 2. Hf3, Hc6 3. Fb5, a6 4. Fa4, Hf6 5. 0—0, Fe7 6. Be1, b5 7. Fb3, d6 8. c3, 0—0 9. h3, Hb8 10. d4, Hbd7 II. Hbd2, Fb7 12. Fc2, Be8';

  it('is read as 1. and 11. where the numbers around it and the board agree, one W_LOOKALIKE note at each', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 Nbd2 Bb7 Bc2 Re8');
    const r = translateProse(text, { from: 'hu', to: 'en' });
    expect(r.text).toBe(
      'Parti: I. e4, e5 2. Nf3, Nc6 3. Bb5, a6 4. Ba4, Nf6 5. 0—0, Be7 6. Re1, b5 7. Bb3, d6 8. c3, 0—0 9. h3, Nb8 10. d4, Nbd7 II. Nbd2, Bb7 12. Bc2, Re8',
    );
    expect(r.checked).toBe(24);
    expect(r.problems.map((p) => [p.code, p.line, p.column, p.written])).toEqual([
      ['W_LOOKALIKE', 1, 8, 'I.'],
      ['W_LOOKALIKE', 1, 122, 'II.'],
    ]);
    // (before: no board reached move 2., every move W_PROSE_UNCHECKED)
  });

  it('a Roman numeral heading before the moves stays a word: no number after it fits (1. again, not 2.)', () => {
    const r = translateProse('I. Bevezetés\n1. e4, e5 2. Hf3, Hc6', { from: 'hu', to: 'en' });
    expect(r.text).toBe('I. Bevezetés\n1. e4, e5 2. Nf3, Nc6');
    expect(r.problems).toEqual([]);
  });
});
