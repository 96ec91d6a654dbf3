// Issue 13 (real text): a Markdown or MDX blog page passes its game to a chess viewer in a tag's `pgn` (or `data-pgn`)
// attribute (`<Game pgn="1. d4 d5 …" />`), among an image, an admonition and links with footnote marks. `translate`
// reads the game there, as it reads a game in a code block; `prose` keeps the tag as written (the viewer reads its PGN in
// English letters). The texts are made up for the test; the expected lines are written by hand.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan } from './helpers/chess-js.js';

const BLOG = [
  '今天整理了一盤舊對局，當時下得很開心。',
  '',
  '![img](./img/board.webp)',
  '',
  ':::note',
  '現在看來下得不太好 XD',
  ':::',
  '',
  '<Game pgn="1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6" />',
  '',
  '想下棋的話可以到[Lichess.org](https://lichess.org/)[^1]開始。',
  '',
].join('\n');

const HTML = 'Our game of the week:\n<div class="viewer" data-pgn="1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6"></div>\n';

describe("a game in a tag's pgn attribute", () => {
  it('translate --from zh: the game in the attribute, the page around it as comments', () => {
    const r = translatePgn(BLOG, { from: 'zh', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(checkedSan('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 h6'));
    expect(r.failures).toEqual([]);
  });

  it('translate --from en: a data-pgn attribute of an HTML element', () => {
    const r = translatePgn(HTML, { from: 'en', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(checkedSan('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6'));
    expect(r.failures).toEqual([]);
  });

  it('prose --to de: the tag and its PGN stay as written', () => {
    const r = translateProse(BLOG, { from: 'zh', to: 'de' });
    expect(r.text).toBe(BLOG);
    expect(r.checked).toBe(0);
  });
});
