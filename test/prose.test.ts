// Issue 13: moves inside prose. Paragraphs of our own writing in 15 languages (Russian, Arabic
// written right to left, Chinese without spaces among them) with the English a translator would
// write, by hand; a German article through English and back byte for byte; the French
// ChessAdventures pages of ../shared (optional) through English and back, their FEN check-points.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateProse } from '../src/index.js';
import { runCli } from '../src/cli/cli.js';
import { runInMemory } from './helpers/common.js';
import { hasShared, sharedPath } from './helpers/shared.js';

const PARAGRAPHS: Array<[string, string, string]> = [
  [
    'de',
    'In der Spanischen Partie 1.e4 e5 2.Sf3 Sc6 3.Lb5 spielt Schwarz oft 3...a6. Nach 4.La4 Sf6 5.0-0 Le7 steht die Dame noch auf d8.',
    'In der Spanischen Partie 1.e4 e5 2.Nf3 Nc6 3.Bb5 spielt Schwarz oft 3...a6. Nach 4.Ba4 Nf6 5.0-0 Be7 steht die Dame noch auf d8.',
  ],
  [
    'fr',
    "Après 1.e4 c5 2.Cf3 d6 3.d4 cxd4 4.Cxd4 Cf6 5.Cc3 a6, la variante Najdorf, les Blancs jouent souvent 6.Fe2 ou 6.Fg5 (6.Fc4 est l'attaque Sozine).",
    "Après 1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6, la variante Najdorf, les Blancs jouent souvent 6.Be2 ou 6.Bg5 (6.Bc4 est l'attaque Sozine).",
  ],
  [
    'ru',
    'После 1.e4 e5 2.Кf3 Кc6 3.Сb5 a6 4.Сa4 Кf6 5.0-0 Сe7 белые играют 6.Лe1.',
    'После 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.0-0 Be7 белые играют 6.Re1.',
  ],
  ['ar', 'بعد 1.e4 e5 2.حf3 حc6 3.فb5 يلعب الأسود 3...a6 ثم 4.فa4 حf6.', 'بعد 1.e4 e5 2.Nf3 Nc6 3.Bb5 يلعب الأسود 3...a6 ثم 4.Ba4 Nf6.'],
  [
    'es',
    'Tras 1.d4 d5 2.c4 e6 3.Cc3 Cf6 4.Ag5 Ae7 el blanco juega 5.e3.',
    'Tras 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Be7 el blanco juega 5.e3.',
  ],
  [
    'it',
    'Dopo 1.e4 e5 2.Cf3 Cc6 3.Ac4 Ac5 il Bianco gioca 4.c3 e dopo 4...Cf6 5.d4.',
    'Dopo 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 il Bianco gioca 4.c3 e dopo 4...Nf6 5.d4.',
  ],
  [
    'pl',
    'Po 1.e4 e5 2.Sf3 Sc6 3.Gc4 Gc5 4.b4 Gxb4 5.c3 gra się gambit Evansa.',
    'Po 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.b4 Bxb4 5.c3 gra się gambit Evansa.',
  ],
  [
    'hu',
    'Az 1.e4 e5 2.Hf3 Hc6 3.Fb5 a6 4.Fxc6 dxc6 után a világos 5.0-0 lépést játssza.',
    'Az 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Bxc6 dxc6 után a világos 5.0-0 lépést játssza.',
  ],
  ['nl', 'Na 1.e4 e5 2.Pf3 Pc6 3.Lb5 Pf6 4.0-0 Pxe4 speelt wit 5.d4.', 'Na 1.e4 e5 2.Nf3 Nc6 3.Bb5 Nf6 4.0-0 Nxe4 speelt wit 5.d4.'],
  ['sv', 'Efter 1.d4 Sf6 2.c4 g6 3.Sc3 Lg7 4.e4 d6 spelar vit 5.Sf3.', 'Efter 1.d4 Nf6 2.c4 g6 3.Nc3 Bg7 4.e4 d6 spelar vit 5.Nf3.'],
  [
    'cs',
    'Po 1.e4 c6 2.d4 d5 3.Jc3 dxe4 4.Jxe4 Sf5 hraje bílý 5.Jg3 Sg6.',
    'Po 1.e4 c6 2.d4 d5 3.Nc3 dxe4 4.Nxe4 Bf5 hraje bílý 5.Ng3 Bg6.',
  ],
  ['el', 'Μετά το 1.e4 e5 2.Ιf3 Ιc6 3.Αb5 a6 ο λευκός παίζει 4.Αa4.', 'Μετά το 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 ο λευκός παίζει 4.Ba4.'],
  [
    'tr',
    '1.e4 e5 2.Af3 Ac6 3.Fb5 hamlelerinden sonra siyah 3...Af6 oynar.',
    '1.e4 e5 2.Nf3 Nc6 3.Bb5 hamlelerinden sonra siyah 3...Nf6 oynar.',
  ],
  ['uk', 'Після 1.e4 e5 2.Кf3 Кc6 3.Сc4 чорні грають 3...Сc5.', 'Після 1.e4 e5 2.Nf3 Nc6 3.Bc4 чорні грають 3...Bc5.'],
];

describe('prose paragraphs in 15 languages, into English and back', () => {
  for (const [code, text, english] of PARAGRAPHS) {
    it(code, () => {
      const there = translateProse(text, { from: code, to: 'en' });
      expect(there.text).toBe(english);
      expect(there.problems).toEqual([]);
      expect(translateProse(there.text, { from: 'en', to: code }).text).toBe(text);
    });
  }

  it('zh: Chinese writes moves without spaces around them (English letters; into German)', () => {
    const r = translateProse('在西班牙开局中，1.e4 e5 2.Nf3 Nc6 3.Bb5之后，黑方常走3...a6。', { from: 'zh', to: 'de' });
    expect(r.text).toBe('在西班牙开局中，1.e4 e5 2.Sf3 Sc6 3.Lb5之后，黑方常走3...a6。');
    expect(r.checked).toBe(6);
  });

  it('from ICCF numeric into German', () => {
    expect(translateProse('Nach 1.5254 5755 2.7163 ist alles klar.', { from: 'iccf', to: 'de' }).text).toBe(
      'Nach 1.e4 e5 2.Sf3 ist alles klar.',
    );
  });

  it('prose --from auto reads the text in the language whose reading checks the most moves (more in prose-auto.test.ts)', () => {
    const r = translateProse('Nach 1.e4 e5 2.Sf3 Sc6 ist alles klar.', { from: 'auto', to: 'en' });
    expect(r.text).toBe('Nach 1.e4 e5 2.Nf3 Nc6 ist alles klar.');
    expect(r.language?.codes[0]).toBe('de');
  });

  it("into long algebraic: the board's move for numbered moves, unnumbered words as written", () => {
    expect(translateProse('Nach 1.e4 e5 2.Sf3 steht der Sf3 gut.', { from: 'de', to: 'lan:de' }).text).toBe(
      'Nach 1.e2-e4 e7-e5 2.Sg1-f3 steht der Sf3 gut.',
    );
  });

  it('into ICCF numeric: numbered moves only (a piece named by its square has no numeric form)', () => {
    const r = translateProse('Nach 1.e4 e5 2.Sf3 steht der Sf3 gut.', { from: 'de', to: 'iccf' });
    expect(r.text).toBe('Nach 1.5254 5755 2.7163 steht der Sf3 gut.');
  });
});

/** A German article of our own writing: Markdown, a FEN check-point, a variation, words that look like moves. */
const ARTICLE_DE = `# Die Spanische Partie

Nach **1.e4 e5 2.Sf3 Sc6 3.Lb5** greift Weiß den Springer an, der e5 deckt.
Die Hauptfortsetzung ist 3...a6, und nach 4.La4 Sf6 5.0-0 Le7 6.Te1 b5 7.Lb3 d6 8.c3 0-0
entsteht die Stellung im Diagramm:

\`r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N2/PP1P1PPP/RNBQR1K1 w - - 0 9\`

Statt 8.c3 ist (8.a4 Lb7) ein beliebter Seitenweg. Der Läufer auf b3, kurz die Lb3, zielt auf f7.
Herr Da3 schreibt auf Papier im Format A4 und zitiert \`1.e4 e5 2.Sf3\` als Code, siehe [Sf3 und Lb5](https://de.wikipedia.org/wiki/Sf3).

\`\`\`
1.e4 e5 2.Sf3 Sc6
\`\`\`

<span title="3.Lb5">Zug</span> 9.h3 Sb8 10.d4 Sbd7 ist die Breyer-Variante.
`;

const ARTICLE_EN = `# Die Spanische Partie

Nach **1.e4 e5 2.Nf3 Nc6 3.Bb5** greift Weiß den Springer an, der e5 deckt.
Die Hauptfortsetzung ist 3...a6, und nach 4.Ba4 Nf6 5.0-0 Be7 6.Re1 b5 7.Bb3 d6 8.c3 0-0
entsteht die Stellung im Diagramm:

\`r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N2/PP1P1PPP/RNBQR1K1 w - - 0 9\`

Statt 8.c3 ist (8.a4 Bb7) ein beliebter Seitenweg. Der Läufer auf b3, kurz die Bb3, zielt auf f7.
Herr Da3 schreibt auf Papier im Format A4 und zitiert \`1.e4 e5 2.Sf3\` als Code, siehe [Sf3 und Lb5](https://de.wikipedia.org/wiki/Sf3).

\`\`\`
1.e4 e5 2.Sf3 Sc6
\`\`\`

<span title="3.Lb5">Zug</span> 9.h3 Nb8 10.d4 Nbd7 ist die Breyer-Variante.
`;

describe('a German article → English → German, byte for byte', () => {
  it('rewrites the moves and nothing else; code, links and tags stay; the FEN agrees with the board', () => {
    const there = translateProse(ARTICLE_DE, { from: 'de', to: 'en' });
    expect(there.text).toBe(ARTICLE_EN);
    expect(there.problems).toEqual([]);
    expect(there.checkpoints).toBe(1);
    const back = translateProse(there.text, { from: 'en', to: 'de' });
    expect(back.text).toBe(ARTICLE_DE);
    expect(back.checkpoints).toBe(1);
  });

  it('with CR LF line ends too (a code block still ends at its fence)', () => {
    const crlf = ARTICLE_DE.replace(/\n/g, '\r\n');
    const there = translateProse(crlf, { from: 'de', to: 'en' });
    expect(there.text).toBe(ARTICLE_EN.replace(/\n/g, '\r\n'));
    expect(translateProse(there.text, { from: 'en', to: 'de' }).text).toBe(crlf);
  });

  it('reports a wrong move with its line and column, and the moves after it as unchecked', () => {
    const r = translateProse('Ein Beispiel:\n\n1. e4 e5 2. Sf3 Sc6 3. Lb6 a6\n', { from: 'de', to: 'en' });
    expect(r.text).toBe('Ein Beispiel:\n\n1. e4 e5 2. Nf3 Nc6 3. Bb6 a6\n');
    expect(r.problems).toEqual([
      {
        severity: 'error',
        code: 'ERR_MOVE_ILLEGAL',
        message: 'move 3. Lb6: no bishop (L) can move to b6',
        ply: 5,
        written: 'Lb6',
        line: 3,
        column: 24,
      },
      {
        severity: 'warning',
        code: 'W_PROSE_UNCHECKED',
        message: '"a6": after the move at 3:24, which is not legal; rewritten by its letters only',
        written: 'a6',
        line: 3,
        column: 28,
      },
    ]);
  });

  it('a sequence no board reaches is rewritten by its letters only, with W_PROSE_UNCHECKED', () => {
    const r = translateProse('Später folgte 31.Txe7 Dxe7.', { from: 'de', to: 'en' });
    expect(r.text).toBe('Später folgte 31.Rxe7 Qxe7.');
    expect(r.problems.map((p) => p.code)).toEqual(['W_PROSE_UNCHECKED', 'W_PROSE_UNCHECKED']);
    expect(r.problems[0]).toMatchObject({ line: 1, column: 18 });
  });

  it('in a sequence no board reaches, a word only a lenient reading takes for a move (a pawn capture by files) stays a word', () => {
    // Portuguese `da` ("of the") after an unchecked move reads as the d-pawn capturing on the a-file; `Cd5` after it is a move
    const r = translateProse('Depois veio o 5. Bc4 da praxe; 5. Bc4 Cd5 também.', { from: 'pt', to: 'en' });
    expect(r.text).toBe('Depois veio o 5. Bc4 da praxe; 5. Bc4 Nd5 também.');
    expect(r.problems.map((p) => [p.code, p.written])).toEqual([
      ['W_PROSE_UNCHECKED', 'Bc4'],
      ['W_PROSE_UNCHECKED', 'Bc4'],
      ['W_PROSE_UNCHECKED', 'Cd5'],
    ]);
  });

  it('words that only look like moves stay: a name, a paper size', () => {
    const text = 'Herr Da3 kaufte Papier in A4 und e4.';
    expect(translateProse(text, { from: 'de', to: 'en' }).text).toBe(text);
  });

  it("a word with a move's own marks that no position plays is rewritten by its letters, with W_PROSE_UNCHECKED", () => {
    const r = translateProse('Nach 1.e4 e5 2.Sf3 Sc6 3.Lb5 geht Lxe5 nicht, Dh5+ auch nicht, Lf1-h3 erst recht nicht; Herr Da3 lacht.', {
      from: 'de',
      to: 'en',
    });
    expect(r.text).toBe('Nach 1.e4 e5 2.Nf3 Nc6 3.Bb5 geht Bxe5 nicht, Qh5+ auch nicht, Bf1-h3 erst recht nicht; Herr Da3 lacht.');
    expect(r.problems.map((p) => [p.code, p.written, p.column])).toEqual([
      ['W_PROSE_UNCHECKED', 'Lxe5', 35],
      ['W_PROSE_UNCHECKED', 'Dh5+', 47],
      ['W_PROSE_UNCHECKED', 'Lf1-h3', 64],
    ]);
  });

  it("a capture named after the game's move, legal in its place, is checked there: an alternative", () => {
    const r = translateProse('1.e4 c5 2.Sf3 Sc6 3.Lb5 g6 4.b4 d6. Statt d6 ging auch Sxb4.', { from: 'de', to: 'en' });
    expect(r.text).toBe('1.e4 c5 2.Nf3 Nc6 3.Bb5 g6 4.b4 d6. Statt d6 ging auch Nxb4.');
    expect(r.problems).toEqual([]);
  });

  it('unnumbered moves the board makes moves: nach Sf3 und Lb5', () => {
    const r = translateProse('Nach 1.e4 e5 kommen nach Sf3 und Lb5 die Spanier.', { from: 'de', to: 'en' });
    expect(r.text).toBe('Nach 1.e4 e5 kommen nach Nf3 und Bb5 die Spanier.');
  });
});

describe('the prose command', () => {
  it('writes the text with its moves rewritten; a wrong move gives exit 1 and a report with line and column', async () => {
    const ok = await runInMemory((io) => runCli(['prose', '--from', 'de', '--to', 'en', '-q'], io), 'Nach 1.e4 e5 2.Sf3 Sc6 3.Lb5 a6.\n');
    expect(ok).toEqual({ code: 0, out: 'Nach 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6.\n', err: '' });
    const bad = await runInMemory((io) => runCli(['prose', '--from', 'de', '--to', 'en', '-q'], io), '1.e4 e5 2.Lc6\n');
    expect(bad.code).toBe(1);
    expect(bad.err).toBe('<stdin>:1:11: move 2. Lc6: no bishop (L) can move to c6 [ERR_MOVE_ILLEGAL]\n');
  });
});

describe('prose --report-json', () => {
  it('one JSON object per document, in the shape of the shared report contract', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'i13-prose-'));
    const a = join(dir, 'a.md');
    const b = join(dir, 'b.md');
    writeFileSync(a, 'Nach 1.e4 e5 2.Sf3 Sc6.\n');
    writeFileSync(b, '1.e4 e5 2.Lc6\n');
    const report = join(dir, 'r.jsonl');
    const r = await runInMemory((io) => runCli(['prose', '--from', 'de', '--to', 'en', '-q', '--report-json', report, a, b], io), '');
    expect(r.code).toBe(1);
    expect(r.out).toBe('Nach 1.e4 e5 2.Nf3 Nc6.\n1.e4 e5 2.Bc6\n');
    const lines = readFileSync(report, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(lines).toEqual([
      { index: 1, file: a, status: 'translated', plies: 4, problems: [] },
      {
        index: 2,
        file: b,
        status: 'failed',
        plies: 3,
        problems: [
          {
            severity: 'error',
            code: 'ERR_MOVE_ILLEGAL',
            message: 'move 2. Lc6: no bishop (L) can move to c6',
            // (White's 2nd move: the 3rd half-move)
            ply: 3,
            moveNumber: 2,
            color: 'white',
            line: 1,
            column: 11,
            written: 'Lc6',
          },
        ],
      },
    ]);
  });
});

const ADVENTURES = 'corpus/foreign/ChessAdventures/Bienne_1990';

describe.skipIf(!hasShared(...ADVENTURES.split('/')))('ChessAdventures (French prose with moves, ../shared)', () => {
  const dir = sharedPath(...ADVENTURES.split('/'));
  const files = hasShared(...ADVENTURES.split('/')) ? readdirSync(dir).filter((f) => f.endsWith('.md')) : [];
  for (const name of files) {
    it(`${name}: fr → en → fr byte for byte (but the letters of moves quoted in another language's); FEN check-points agree with the board`, () => {
      const text = readFileSync(join(dir, name), 'utf8');
      const there = translateProse(text, { from: 'fr', to: 'en' });
      const back = translateProse(there.text, { from: 'en', to: 'fr' }).text;
      // A line quoting moves in another language's letters (a Swedish review's `17. f4 Sg6`, W_OTHER_LANGUAGE)
      // comes back in French letters (`Cg6`): there only the piece letters before squares differ.
      const other = new Set(there.problems.filter((p) => p.code === 'W_OTHER_LANGUAGE').map((p) => p.line - 1));
      const letters = (line: string): string => line.replace(/\b[A-Z](?=x?[a-h][1-8])/g, '?');
      const lines = text.split('\n');
      expect(back.split('\n').map((l, n) => (other.has(n) ? letters(l) : l))).toEqual(lines.map((l, n) => (other.has(n) ? letters(l) : l)));
      expect(back === text || other.size > 0).toBe(true);
      expect(there.checked).toBeGreaterThan(50);
      // The French piece letters are gone from the numbered moves (D, T, F, C → Q, R, B, N).
      expect(there.text).not.toMatch(/\b\d+\.\s?[DTFC]x?[a-h][1-8]/);
    });
  }
  it('the misprints the pages are known for are reported where they stand (line and column)', () => {
    const errors = (name: string): string[] =>
      translateProse(readFileSync(join(dir, name), 'utf8'), { from: 'fr', to: 'en' })
        .problems.filter((p) => p.severity === 'error')
        .map((p) => `${p.line}:${p.column} ${p.message}`);
    // "42. Fxf3" and "37. Fa6": no bishop can go there (see permissive-corpus.test.ts).
    expect(errors('02_Andersson_Polougaievski.md')).toContain(
      '136:89 move 42. Fxf3: no bishop (F) can move to f3: f3 holds a piece of the side to move',
    );
    expect(errors('02_Lautier_Wahls.md')).toContain('138:100 move 37. Fa6: no bishop (F) can move to a6');
  });

  it('01_Andersson_DeFirmian.md: every FEN shows a position the moves before it reach', () => {
    const text = readFileSync(join(dir, '01_Andersson_DeFirmian.md'), 'utf8');
    const r = translateProse(text, { from: 'fr', to: 'en' });
    expect(r.fens).toBe(5);
    expect(r.checkpoints).toBe(5);
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});
