// A line the text supposes (src/prose/supposed-lines.ts, locale `conditionalWords`): moves right after a word for "if"
// (`Wenn 5. d4 …`, `Falls Weiß jetzt 4. Lxc6 spielt`, `If 4. Bxc6 …`) are a line the game did not take, never the game's
// moves: after the game's last move a variation that plays that move again, before the game's next move a variation of
// it. Before, a page read as a document took them for the game's next moves with no warning. A word for "if" that ends
// its clause before the moves (`What if …? 3. Bb5`) says nothing of them. The texts are made up for this test; every
// expected line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { LocaleFileError, LocaleRegistry, translatePgn, translateProse } from '../src/index.js';
import { mainLine } from './helpers/pgn-lines.js';
import { checkedSan as legal } from './helpers/chess-js.js';
import { MINIMAL_LOCALE } from './helpers/common.js';

function read(text: string, from: string): { main: string; pgn: string } {
  const r = translatePgn(text, { from, to: 'en' });
  expect(r.failures).toEqual([]);
  return { main: mainLine(r.pgn), pgn: r.pgn.replace(/\s+/g, ' ') };
}

describe('moves after a word for "if" are a supposed line, not the game', () => {
  it('the lines are legal as read (chess.js)', () => {
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+');
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7');
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 Nxe5');
  });

  it('German, after the game printed on a line of its own: `Wenn 5. d4 exd4 6. cxd4, dann …` is a variation of the last move', () => {
    const text =
      'Unsere Partie:\n\n1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. c3 Sf6\n\nWenn 5. d4 exd4 6. cxd4, dann Lb4+ und Schwarz steht gut.\n';
    const { main, pgn } = read(text, 'de');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6');
    expect(pgn).toContain('(4... Nf6 5. d4 exd4 6. cxd4');
  });

  it('German, in a sentence a few words after `falls`, the game going on after it: the game takes the moves the text played', () => {
    const text =
      'Die Partie begann mit 1. e4 e5 2. Sf3 Sc6 3. Lb5 a6. Falls Weiß jetzt 4. Lxc6 spielt, nimmt Schwarz mit dem Bauern. ' +
      'In der Partie kam 4. La4 Sf6 5. 0-0 Le7.\n';
    const { main, pgn } = read(text, 'de');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7');
    expect(pgn).toContain('4. Bxc6 {spielt,');
  });

  it('English, after the game: `If 4. Bxc6 dxc6 5. Nxe5, then …` is a variation of the last move', () => {
    const text = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n\nIf 4. Bxc6 dxc6 5. Nxe5, then Qd4 wins the pawn back.\n';
    const { main, pgn } = read(text, 'en');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5 a6');
    expect(pgn).toContain('(3... a6 4. Bxc6 dxc6 5. Nxe5');
  });

  it('a word for "if" whose clause ends before the moves (`What if …?`) says nothing of them: the game goes on', () => {
    const text = '1. e4 e5 2. Nf3 Nc6\n\nWhat if White tries something new? 3. Bb5 a6 4. Ba4 and the game went on.\n';
    expect(read(text, 'en').main).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4');
  });

  it("prose: the supposed line is checked from the game's position and rewritten, no problem said", () => {
    const p = translateProse('Nach 1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 ist Weiß am Zug. Wenn 4. Lxc6 dxc6 5. Sxe5, dann Dd4.\n', {
      from: 'de',
      to: 'en',
    });
    expect(p.text).toBe('Nach 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 ist Weiß am Zug. Wenn 4. Bxc6 dxc6 5. Nxe5, dann Qd4.\n');
    expect(p.problems).toEqual([]);
  });

  it('the lines of the other languages are legal as read (chess.js)', () => {
    legal('e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Na5');
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 Nxe5 Qd4');
    legal('e4 e5 Nf3 Nc6 Nc3 Nf6 d4 exd4 Nxd4');
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+');
  });

  it('Italian, after the game: `Se il Bianco gioca 4. Cg5 d5 5. exd5, …` is a variation of the last move', () => {
    const text = '1. e4 e5 2. Cf3 Cc6 3. Ac4 Cf6\n\nSe il Bianco gioca 4. Cg5 d5 5. exd5, il Nero risponde Ca5.\n';
    const { main, pgn } = read(text, 'it');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bc4 Nf6');
    expect(pgn).toContain('(3... Nf6 4. Ng5 d5 5. exd5');
  });

  it('Italian, four words between `Se` and the moves (`Se il Nero gioca subito 4…Cf6`): still the supposed line', () => {
    const text =
      'La partita italiana: 1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. c3\n\nSe il Nero gioca subito 4…Cf6, è possibile 5.Cg5 attaccando f7.\n';
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 Ng5');
    const { main, pgn } = read(text, 'it');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 c3');
    expect(pgn).toContain('(4. c3 Nf6');
  });

  it('French, after the game: `Si les Blancs jouent 4. d4 exd4 5. Cxd4, …` is a variation of the last move', () => {
    const text = "1. e4 e5 2. Cf3 Cc6 3. Cc3 Cf6\n\nSi les Blancs jouent 4. d4 exd4 5. Cxd4, c'est la partie écossaise.\n";
    const { main, pgn } = read(text, 'fr');
    expect(main).toBe('e4 e5 Nf3 Nc6 Nc3 Nf6');
    expect(pgn).toContain('(3... Nf6 4. d4 exd4 5. Nxd4');
  });

  it('Russian, after the game: `Если 5. d4 exd4 6. cxd4, то …` is a variation of the last move', () => {
    const text = '1. e4 e5 2. Кf3 Кc6 3. Сc4 Сc5 4. c3 Кf6\n\nЕсли 5. d4 exd4 6. cxd4, то Сb4+.\n';
    const { main, pgn } = read(text, 'ru');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6');
    expect(pgn).toContain('(4... Nf6 5. d4 exd4 6. cxd4');
  });

  it('Polish, two words after `Jeśli`: `Jeśli białe zagrają 4. Gxc6 dxc6 5. Sxe5, …` is a variation of the last move', () => {
    const text = '1. e4 e5 2. Sf3 Sc6 3. Gb5 a6\n\nJeśli białe zagrają 4. Gxc6 dxc6 5. Sxe5, to Hd4.\n';
    const { main, pgn } = read(text, 'pl');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5 a6');
    expect(pgn).toContain('(3... a6 4. Bxc6 dxc6 5. Nxe5');
  });

  it('Dutch, after the game: `Indien wit nu 5. d4 exd4 6. cxd4 speelt, …` is a variation of the last move', () => {
    const text = '1. e4 e5 2. Pf3 Pc6 3. Lc4 Lc5 4. c3 Pf6\n\nIndien wit nu 5. d4 exd4 6. cxd4 speelt, dan Lb4+.\n';
    const { main, pgn } = read(text, 'nl');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6');
    expect(pgn).toContain('(4... Nf6 5. d4 exd4 6. cxd4');
  });

  it('Croatian, after the game: `Ako bijeli odigra 4. Lxc6 dxc6 5. Sxe5, …` is a variation of the last move', () => {
    const text = '1. e4 e5 2. Sf3 Sc6 3. Lb5 a6\n\nAko bijeli odigra 4. Lxc6 dxc6 5. Sxe5, crni igra Dd4.\n';
    const { main, pgn } = read(text, 'hr');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5 a6');
    expect(pgn).toContain('(3... a6 4. Bxc6 dxc6 5. Nxe5');
  });

  it('Hungarian, after the game: `Ha 4. d4 exd4 5. Hxd4, …` is a variation of the last move', () => {
    const text = '1. e4 e5 2. Hf3 Hc6 3. Hc3 Hf6\n\nHa 4. d4 exd4 5. Hxd4, akkor skót négyhuszáros játék.\n';
    const { main, pgn } = read(text, 'hu');
    expect(main).toBe('e4 e5 Nf3 Nc6 Nc3 Nf6');
    expect(pgn).toContain('(3... Nf6 4. d4 exd4 5. Nxd4');
  });

  it('Swedish `om` ("about") before the moves is no supposition: `om` is not a Swedish word for "if" here', () => {
    const text = '1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. c3 Sf6\n\nBoken skriver mycket om 5. d4 exd4 6. cxd4 Lb4+ och partiet fortsatte så.\n';
    expect(read(text, 'sv').main).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+');
  });

  it('Portuguese `joga-se 5. d4` ("one plays 5. d4") is no supposition: `se` is not a Portuguese word for "if" here', () => {
    const text = '1. e4 e5 2. Cf3 Cc6 3. Bc4 Bc5 4. c3 Cf6\n\nAgora joga-se 5. d4 exd4 6. cxd4 Bb4+ e a partida continua.\n';
    expect(read(text, 'pt').main).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+');
  });

  it('Dutch `als` ("as") before the moves is no supposition: `als` is not a Dutch word for "if" here', () => {
    const text =
      '1. e4 e5 2. Pf3 Pc6 3. Lc4 Lc5 4. c3 Pf6\n\nWit koos als voortzetting 5. d4 exd4 6. cxd4 Lb4+ en de partij ging verder.\n';
    expect(read(text, 'nl').main).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+');
  });

  it('conditionalWords in a locale file: words of two to twenty letters, nothing else', () => {
    const reg = (conditionalWords: unknown): void => {
      new LocaleRegistry().register({ ...MINIMAL_LOCALE, conditionalWords });
    };
    expect(() => reg(['si', 'nisi'])).not.toThrow();
    expect(() => reg(['s'])).toThrow(LocaleFileError);
    expect(() => reg(['si non'])).toThrow(LocaleFileError);
    expect(() => reg(['si,'])).toThrow(LocaleFileError);
  });
});
