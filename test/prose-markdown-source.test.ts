// Games written in Markdown source, as GitHub lessons and blogs exported as .md keep them: a move number whose full stop
// Markdown escapes (`1\. b3\`, `1\... e5\`, so that no ordered list starts) and a backslash for a hard line break after
// the move; the game's moves in bold runs, the commentary's in plain text, a bold run opening with Black's move without
// its number after a side line. The texts are made up for these tests in the layouts such pages use; every expected
// line was written by hand and is checked move by move with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { mainLine } from './helpers/pgn-lines.js';
import { checkedSan } from './helpers/chess-js.js';

/** The main line of the one game `translate` reads in `text`. */
function gameOf(text: string, from: string): string {
  const r = translatePgn(text, { from, to: 'en' });
  expect(r.failures.map((f) => f.message)).toEqual([]);
  return mainLine(r.pgn);
}

describe('Markdown escapes around moves', () => {
  const swedish = [
    '## Partiet',
    '',
    '1\\. e4\\',
    'Jag spelade 1. e4 och min motståndare svarade med 1\\... c5 i ett annat parti.',
    '',
    '1\\... e5\\',
    '2. Sf3 Sc6\\',
    '3. Lb5\\',
    'Den spanska.',
    '',
    '3\\... a6\\',
    '4. La4 Sf6\\',
    '5. 0-0',
    '',
  ].join('\n');

  it('reads a move number whose full stop is escaped and a move before a hard line break (Swedish)', () => {
    expect(gameOf(swedish, 'sv')).toBe(checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O'));
  });

  it('writes the Markdown back byte for byte, only the moves rewritten', () => {
    const r = translateProse(swedish, { from: 'sv', to: 'en' });
    expect(r.text).toBe(swedish.replace('Sf3 Sc6', 'Nf3 Nc6').replace('3. Lb5', '3. Bb5').replace('La4 Sf6', 'Ba4 Nf6'));
    expect(r.problems.filter((p) => p.code === 'W_PROSE_UNCHECKED')).toEqual([]);
  });

  it('reads escaped numbers of a German game the same way', () => {
    const german = ['1\\. d4 Sf6\\', '2\\. c4 e6\\', 'Ein Damengambit wird es nicht.', '', '3\\. Sc3 Lb4\\', '4\\. Dc2 0-0\\', ''].join(
      '\n',
    );
    expect(gameOf(german, 'de')).toBe(checkedSan('d4 Nf6 c4 e6 Nc3 Bb4 Qc2 O-O'));
    expect(translateProse(german, { from: 'de', to: 'en' }).text).toBe(
      german.replace('Sf6', 'Nf6').replace('Sc3 Lb4', 'Nc3 Bb4').replace('Dc2', 'Qc2'),
    );
  });
});

describe('the game in bold runs, the commentary in plain text', () => {
  it('goes on with the game at a bold run that opens with Black`s move after a plain side line (Slovak)', () => {
    const text = [
      '### Novák – Horák, 1990',
      '',
      '**1.e4 e5 2.Jf3 Jc6 3.Sb5**',
      '',
      '<img src="../img/diagram_1.gif" style="width:100%;">',
      '',
      'Inou možnosťou je 3.Sc4 Sc5 4.c3 Jf6 5.d4',
      '',
      '**a6 4.Sa4 Jf6 5.0-0**',
      '',
      'Častejšie sa hráva 5.d3',
      '',
      '**Se7 6.Ve1 b5 7.Sb3 d6**',
      '',
    ].join('\n');
    const r = translatePgn(text, { from: 'sk', to: 'en' });
    expect(mainLine(r.pgn)).toBe(checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6'));
    // (the plain-text lines are variations of the bold moves they replace)
    const pgn = r.pgn.replace(/\s+/g, ' ');
    expect(pgn).toContain('3. Bc4 Bc5 4. c3 Nf6 5. d4) 3... a6');
    expect(pgn).toContain('5. d3) 5... Be7');
  });

  it('reads bold runs with underscores and one that opens with White`s move after Black`s (German)', () => {
    const text = [
      '__1.d4 d5 2.c4 e6 3.Sc3 Sf6__',
      '',
      'Nach 3...c6 4.Sf3 wäre es die Semi-Slawische Verteidigung.',
      '',
      '__Lg5 Le7 5.e3 0-0__',
      '',
    ].join('\n');
    expect(gameOf(text, 'de')).toBe(checkedSan('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O'));
  });

  it('reads a bold run`s first move as the game`s, not as the next move of the plain side line before it', () => {
    // (`Jc6` is legal after the side line's 3.f4 too: the bold run is the game's moves, 2...Jc6 3.Sb5, and the side line
    // stays an alternative to 2.Jf3)
    const text = ['**1.e4 e5 2.Jf3**', '', 'Inou možnosťou je 2.Jc3 Jf6 3.f4', '', '**Jc6 3.Sb5 a6**', ''].join('\n');
    const r = translatePgn(text, { from: 'sk', to: 'en' });
    expect(mainLine(r.pgn)).toBe(checkedSan('e4 e5 Nf3 Nc6 Bb5 a6'));
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('({Inou možnosťou je} 2. Nc3 Nf6 3. f4) 2... Nc6');
  });
});

describe('a text that prints the game`s moves apart: the moves of its sentences after them are the commentary`s', () => {
  it('ends the game at the last heading`s move; a sentence`s moves after it are a variation (Italian headings)', () => {
    // (a repertoire's notes: a checklist, which PGN does not read, so the text is read as a document)
    const text = [
      '# 1. e4 e5 - Partita aperta',
      '',
      'Da fare:',
      '- [ ] 2. Cc3 e tutte le varianti',
      '- [x] 2. Cf3',
      '',
      '## 2. Cf3 Cc6',
      '',
      'Il Nero difende il pedone.',
      '',
      '### 3. Ac4 Ac5 - Giuoco Piano',
      '',
      'Ora il Bianco può giocare 4. c3 Cf6 5. d4 con gioco al centro.',
      '',
    ].join('\n');
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(checkedSan('e4 e5 Nf3 Nc6 Bc4 Bc5'));
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(3... Bc5 4. c3 Nf6 5. d4');
    // (said once, where the first move told after the last heading's ends)
    const warned = r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`));
    expect(warned).toContain('13:32 W_STYLE');
  });

  it('ends the game at the last bold move; analysis in plain text after it is a variation (German)', () => {
    const text = [
      '**1.e4 c5 2.Sf3 d6 3.d4 cxd4 4.Sxd4 Sf6 5.Sc3 a6**',
      '',
      'Die Najdorf-Variante. Weiß spielt hier oft 6.Lg5 e6 7.f4 mit scharfem Spiel.',
      '',
    ].join('\n');
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(mainLine(r.pgn)).toBe(checkedSan('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6'));
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(5... a6 6. Bg5 e6 7. f4');
  });

  it('keeps plain moves after the last bold move as the game`s where the text gives the game`s result after them', () => {
    const text = ['**1.e4 e5 2.Sf3 d6 3.Lc4 Lg4 4.Sc3 g6**', '', 'Und dann 5.Sxe5 Lxd1 6.Lxf7+ Ke7 7.Sd5# 1-0', ''].join('\n');
    expect(gameOf(text, 'de')).toBe(checkedSan('e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#'));
  });
});

describe('a bold move inside a sentence', () => {
  it('is no move of the game: only a bold run that starts a line goes on with it without a number', () => {
    // (`**d6**` in a sentence names Philidor's move; the game goes on with the bold run `**Sc6 3.Lb5**` on its own line)
    const text = ['**1.e4 e5 2.Sf3**', '', 'Statt 2...Sc6 ist auch **d6** möglich.', '', '**Sc6 3.Lb5 a6**', ''].join('\n');
    expect(gameOf(text, 'de')).toBe(checkedSan('e4 e5 Nf3 Nc6 Bb5 a6'));
  });
});
