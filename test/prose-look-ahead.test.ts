// Issue 13 (moves inside prose) and issue 12 point 3 (no silent choice): a sequence that two letter sets read as
// two legal games at about the same cost (other-letters.ts) is decided by the text after it (look-ahead.ts): the
// reading that plays the rest of the same game further wins; where both play it equally the tie stays said.
// Every text here is made up for the test; every expected ICCF text is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translateProse } from '../src/index.js';
import { translateDocument } from '../src/translate/document.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { iccfByChessJs, iccfWords } from './helpers/chess-js.js';
import { problemsOf } from './helpers/common.js';

describe('a tie decided by a later sequence of the same game', () => {
  // German page printing English SAN: `3.Bc4` is c2-c4 with the German pawn letter (B, Bauer; 0.3) or the English
  // bishop's Lf1-c4 (0): within NEAR_COST, a tie in the sequence. Only the bishop lets White castle at move 4.
  const GERMAN =
    'Die Partie begann mit 1.e4 e5 2.Nf3 Nc6 und nun 3.Bc4, die Italienische Partie.\n\nSchwarz antwortete 3...Nf6 und Weiß rochierte sofort mit 4.O-O.\n';
  const GERMAN_ICCF =
    'Die Partie begann mit 1.5254 5755 2.7163 2836 und nun 3.6134, die Italienische Partie.\n\nSchwarz antwortete 3...7866 und Weiß rochierte sofort mit 4.5171.\n';

  it('the bishop plays the whole text, the pawn does not (chess.js)', () => {
    expect(iccfByChessJs('e4 e5 Nf3 Nc6 Bc4 Nf6 O-O')).toEqual(iccfWords(GERMAN_ICCF));
    expect(() => iccfByChessJs('e4 e5 Nf3 Nc6 c4 Nf6 O-O')).toThrow();
  });

  it('prose --from de: 3.Bc4 is the English bishop, 4.O-O checked; no tie said', () => {
    const r = translateProse(GERMAN, { from: 'de', to: 'iccf' });
    expect(r.text).toBe(GERMAN_ICCF);
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 1:25']);
    expect(r.checked).toBe(7);
  });

  it('the document reading of translate plays the same game', () => {
    const games = translateDocument(GERMAN, 'seite.txt', { from: 'de', to: 'en' });
    expect(games).toHaveLength(1);
    expect(games[0]!.failure).toBeUndefined();
    expect(gamesOf(games[0]!.text)[0]!.main).toBe('e4 e5 Nf3 Nc6 Bc4 Nf6 O-O');
    expect(games[0]!.warnings.map((w) => w.code)).not.toContain('W_READING_AMBIGUOUS');
  });

  // Romanian page printing English SAN: `3...Nb4` is Bf8-b4 in Romanian letters (N, nebun, the bishop) or
  // Nc6-b4 in English letters, both as written (0): a tie. Only the knight takes on c2 at move 4.
  const ROMANIAN =
    'Partida a început așa: 1.e4 e5 2.Nf3 Nc6 3.Bc4.\n\nNegrul a jucat 3...Nb4 și după 4.a3 a urmat 4...Nxc2+ cu dublu atac.\n';
  const ROMANIAN_ICCF =
    'Partida a început așa: 1.5254 5755 2.7163 2836 3.6134.\n\nNegrul a jucat 3...3624 și după 4.1213 a urmat 4...2432 cu dublu atac.\n';

  it('the knight plays the whole text, the bishop does not (chess.js)', () => {
    expect(iccfByChessJs('e4 e5 Nf3 Nc6 Bc4 Nb4 a3 Nxc2+')).toEqual(iccfWords(ROMANIAN_ICCF));
    expect(() => iccfByChessJs('e4 e5 Nf3 Nc6 Bc4 Bb4 a3 Bxc2')).toThrow();
  });

  it('prose --from ro: 3...Nb4 is the English knight, 4...Nxc2+ checked; no tie said', () => {
    const r = translateProse(ROMANIAN, { from: 'ro', to: 'iccf' });
    expect(r.text).toBe(ROMANIAN_ICCF);
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 1:26']);
    expect(r.checked).toBe(8);
  });

  it('into Romanian SAN the knight is the Romanian knight (C, cal)', () => {
    const r = translateProse(ROMANIAN, { from: 'ro', to: 'ro' });
    expect(r.text).toContain('3...Cb4 și după 4.a3 a urmat 4...Cxc2+');
  });
});

describe('a tie the text after it does not decide stays said', () => {
  // `3.Bc4` as above, and the text goes on with 3...Nf6 4.d3: legal after c2-c4 and after Lf1-c4 alike. The text
  // wrote its pawn moves without a letter (`1.e4 e5`), so the German pawn letter is no reading of it: no tie at all.
  const GERMAN = 'Die Partie begann mit 1.e4 e5 2.Nf3 Nc6 und nun 3.Bc4.\n\nSchwarz antwortete 3...Nf6 und Weiß spielte ruhig 4.d3.\n';

  it('both games are legal (chess.js)', () => {
    expect(iccfByChessJs('e4 e5 Nf3 Nc6 c4 Nf6 d3')).toEqual(['5254', '5755', '7163', '2836', '3234', '7866', '4243']);
    expect(iccfByChessJs('e4 e5 Nf3 Nc6 Bc4 Nf6 d3')).toEqual(['5254', '5755', '7163', '2836', '6134', '7866', '4243']);
  });

  it('prose --from de: a pawn letter where the text writes pawn moves without one is the English bishop, no tie said', () => {
    const r = translateProse(GERMAN, { from: 'de', to: 'iccf' });
    expect(r.text).toBe(
      'Die Partie begann mit 1.5254 5755 2.7163 2836 und nun 3.6134.\n\nSchwarz antwortete 3...7866 und Weiß spielte ruhig 4.4243.\n',
    );
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 1:25']);
  });

  // `3...Nb4` as above, then 4.O-O d6: legal after Bf8-b4 and after Nc6-b4 alike.
  const ROMANIAN = 'Partida a început așa: 1.e4 e5 2.Nf3 Nc6 3.Bc4.\n\nNegrul a jucat 3...Nb4 și apoi 4.O-O d6.\n';

  it('prose --from ro: the tie is said naming both readings, the Romanian one left', () => {
    expect(iccfByChessJs('e4 e5 Nf3 Nc6 Bc4 Bb4 O-O d6').slice(5)).toEqual(['6824', '5171', '4746']);
    expect(iccfByChessJs('e4 e5 Nf3 Nc6 Bc4 Nb4 O-O d6').slice(5)).toEqual(['3624', '5171', '4746']);
    const r = translateProse(ROMANIAN, { from: 'ro', to: 'iccf' });
    expect(r.text).toBe('Partida a început așa: 1.5254 5755 2.7163 2836 3.6134.\n\nNegrul a jucat 3...6824 și apoi 4.5171 4746.\n');
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 1:26', 'W_READING_AMBIGUOUS 3:20']);
    expect(r.problems[1]!.message).toBe(
      '"Nb4" (move 3...): Romanian (ro) letters, as named, read f8-b4; English (en) letters, which the text\'s moves were read in before, read c6-b4; both read the moves here as legal moves of two different games, at about the same cost: undecided, left as Romanian reads it (the text after it plays on with either reading)',
    );
  });

  it('a new game from move 1 after the tie does not decide it: the tie is said as before, not looked past', () => {
    const text = 'Prima partidă: 1.e4 e5 2.Nf3 Nc6 3.Bc4 și 3...Nb4.\n\nA doua partidă: 1.d4 d5 2.c4 e6 3.Nc3 Nf6.\n';
    const r = translateProse(text, { from: 'ro', to: 'iccf' });
    const tie = r.problems.find((p) => p.code === 'W_READING_AMBIGUOUS');
    expect(tie).toMatchObject({ line: 1, column: text.indexOf('Nb4') + 1 });
    expect(iccfByChessJs('d4 d5 c4 e6 Nc3 Nf6')).toEqual(['4244', '4745', '3234', '5756', '2133', '7866']);
    expect(r.text).toBe(
      'Prima partidă: 1.5254 5755 2.7163 2836 3.6134 și 3...6824.\n\nA doua partidă: 1.4244 4745 2.3234 5756 3.2133 7866.\n',
    );
    expect(tie!.message).not.toContain('plays on');
  });
});
