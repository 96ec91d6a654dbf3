// Issue 13: a book's pairs `5 d4, exd4; 6 cxd4` (bare numbers, a comma between White's move and Black's, a semicolon
// after the pair) with a note in brackets inside the pair (`5 d4 (minacciando 6 d:c5), e:d4;`), and a diagram's image
// between two pairs as a page exported to Markdown or HTML keeps it (`![](diagramma.png)`, `<img …>`). The texts are made
// up; the expected moves are written by hand and checked with chess.js (never output of the code under test).
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { iccfByChessJs } from './helpers/chess-js.js';

/** The moves in ICCF numeric notation, as chess.js plays them: throws when one is not legal. */
const iccf = (san: readonly string[]): string[] => iccfByChessJs(san.join(' '));

/** The ICCF moves of a PGN text's main line (comments and variations left out). */
function mainLine(pgn: string): string[] {
  let s = pgn.replace(/\{[^}]*\}/g, ' ');
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(/\([^()]*\)/g, ' ');
  }
  return s.split(/\s+/).filter((t) => /^[1-8]{4}$/.test(t));
}

const GIUOCO = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3', 'Nf6', 'd4', 'exd4', 'cxd4', 'Bb4+'];
const OPENING = 'Una partita di esempio. 1 e4, e5; 2 Cf3, Cc6; 3 Ac4, Ac5; 4 c3, Cf6; Ora ';

describe('a note in brackets between White’s move and Black’s reply, the number bare', () => {
  const text = `${OPENING}5 d4 (minacciando 6 d:c5), e:d4; 6 c:d4, Ab4+; e il Nero sta bene.\n`;

  it('translate: the note is kept whole in a comment, both its brackets (the closing one was dropped)', () => {
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('5. d4 {(minacciando 6 d:c5)} 5... exd4');
    const dotted = translatePgn('Partita\n1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. c3 Cf6 5. d4 (minacciando 6 d:c5) e:d4 6. c:d4\n', {
      from: 'it',
      to: 'en',
    });
    expect(dotted.pgn.replace(/\s+/g, ' ')).toContain('5. d4 {(minacciando 6 d:c5)} 5... exd4 6. cxd4 *');
  });

  it('translate: the game goes on past the note, Black’s reply after it (stopped after 4... Nf6 before)', () => {
    const r = translatePgn(text, { from: 'it', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toEqual(iccf(GIUOCO));
  });

  it('prose: every move of the game rewritten and checked on the board', () => {
    const p = translateProse(text, { from: 'it', to: 'en' });
    expect(p.text).toBe(
      'Una partita di esempio. 1 e4, e5; 2 Nf3, Nc6; 3 Bc4, Bc5; 4 c3, Nf6; Ora 5 d4 (minacciando 6 d:c5), e:d4; 6 c:d4, Bb4+; e il Nero sta bene.\n',
    );
    expect(p.checked).toBe(12);
  });
});

describe('a diagram’s image between two pairs is read past, as a reader reads past it', () => {
  for (const image of ['![](diagramma.png)', '![Diagramma](diagramma.png)', '<img src="diagramma.png">']) {
    const text = `${OPENING}5 d4, e:d4; ${image} 6 c:d4, Ab4+; e il Nero sta bene.\n`;
    it(`${image}: the whole game (stopped after 5... exd4 before)`, () => {
      const r = translatePgn(text, { from: 'it', to: 'iccf' });
      expect(r.failures).toEqual([]);
      expect(mainLine(r.pgn)).toEqual(iccf(GIUOCO));
      expect(translateProse(text, { from: 'it', to: 'en' }).checked).toBe(12);
    });
  }
});

describe('a bare number after words of a sentence, its pair printed as the book prints every pair (`5 d4, e:d4;`)', () => {
  const text = `${OPENING.replace('Ora ', '')}Il Bianco spinge al centro: 5 d4, e:d4; Il Nero ha liberato il gioco.\n`;
  const san = GIUOCO.slice(0, 10);

  it('translate: the pair is the game’s next (kept as words before, no number after it answering it)', () => {
    const r = translatePgn(text, { from: 'it', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toEqual(iccf(san));
  });

  it('a number before one move with words after it stays words: `5 giocatori, tutti;` is no pair', () => {
    const p = translateProse(`${OPENING}i 5 giocatori, tutti forti; e il Nero sta bene.\n`, { from: 'it', to: 'en' });
    expect(p.checked).toBe(8);
  });
});

describe('a bare number and one move after a sentence that follows the pair before it (`…; Ora la mossa più forte: 6 c:d4!`)', () => {
  it('translate: the move is the game’s next (kept as words before: no pair after it, no number answering it)', () => {
    const text = `${OPENING}5 d4, e:d4; Ora la mossa più forte: 6 c:d4!, ...\n`;
    const r = translatePgn(text, { from: 'it', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toEqual(iccf(GIUOCO.slice(0, 11)));
    expect(translateProse(text, { from: 'it', to: 'en' }).checked).toBe(11);
  });

  it('past an image the page left empty (`![]()`), as a diagram is exported', () => {
    const r = translatePgn(`${OPENING}5 d4, e:d4; ![]() Ora la mossa più forte: 6 c:d4!\n`, { from: 'it', to: 'iccf' });
    expect(mainLine(r.pgn)).toEqual(iccf(GIUOCO.slice(0, 11)));
  });

  it('a number that is not the next move’s stays words (`7 c:d4` after the pair of move 5), and so does one a paragraph away', () => {
    expect(translateProse(`${OPENING}5 d4, e:d4; Ora la mossa più forte: 7 c:d4!\n`, { from: 'it', to: 'en' }).checked).toBe(10);
    expect(translateProse(`${OPENING}5 d4, e:d4;\n\nOra la mossa più forte: 6 c:d4!\n`, { from: 'it', to: 'en' }).checked).toBe(10);
  });
});
