// Issue 13 (moves inside prose; a wrong move is reported, never a game lost): a forum answer after a game's score names the
// move it proposes as `1.Sg5 ist möglich …`, numbered 1 as the answer's first move, at the start of its line. Before, the
// document reading took it for the game's move printed at a line start, the start position rejected it, and the whole
// page failed: the game before it was not translated. Now a move from move 1 that the start position rejects, alone
// before the words of its sentence, after a game that went past move 1, is a move the sentence names in another
// position: words, with a warning (W_PROSE_UNCHECKED).
// Every text here is made up for the test; every expected line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan as legal } from './helpers/chess-js.js';
import { failuresAt } from './helpers/common.js';

// (the heading's `L3b.` fails the PGN reading, so the page is read as a document)
const HEAD = 'Zwei Partien aus der Runde:\nAnna Weber – Paul Krause, L3b.\n1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.c3 Sf6.\n';
const GAME = 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6';

describe('a move numbered 1 that the start position rejects, alone before the words of its sentence', () => {
  it('is words with a warning, and the game before it is translated', () => {
    const page = `${HEAD}Was spielt Weiß hier?\nAntwort\n1.Sg5 ist möglich und gefährlich für Schwarz. Ruhiger ist d3.\n`;
    const r = translatePgn(page, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal(GAME)]);
    const said = r.warnings.flatMap((g) => g.warnings.map((w) => `${w.code} ${w.position.line}:${w.position.column}`));
    expect(said).toEqual(['W_PROSE_UNCHECKED 6:3']);
    expect(r.pgn).toContain('{Was spielt Weiß hier? Antwort 1.Ng5 ist möglich und gefährlich für Schwarz. Ruhiger ist d3.}');
  });

  it('control: a game from move 1 whose first move is wrong and whose moves go on still fails, said where', () => {
    const page = `${HEAD}\nHans Roth – Eva Lang, L3b.\n1.Sg5 e5 2.Sf3 Sc6.\n`;
    const r = translatePgn(page, { from: 'de', to: 'en' });
    expect(failuresAt(r)).toContain('6:3 ERR_MOVE_ILLEGAL');
  });

  it("control: with no game before it, the move is the text's first move and fails", () => {
    const r = translatePgn('Antwort:\n1.Sg5 ist möglich und gefährlich für Schwarz.\n', { from: 'de', to: 'en' });
    expect(failuresAt(r).map((f) => f.split(' ')[1])).toEqual(['ERR_MOVE_ILLEGAL']);
  });
});
