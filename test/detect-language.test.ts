// Language detection: every locale is recognised in its own notation; identical readings are
// grouped; a text two locales read as different legal games is ambiguous (and --prefer breaks the
// tie); a game that mixes languages is flagged with its foreign moves; a file of games in several
// languages is read game by game.
import { describe, expect, it } from 'vitest';
import { listLocales, translatePgn } from '../src/index.js';
import { chooseGameNotation, detectGameText, detectionJson, detectionLine, type GameDetection } from '../src/detect/index.js';
import { splitGames } from '../src/pgn/split-games.js';
import { translateGame } from '../src/translate/translate-game.js';
import { outputNotation } from '../src/notation/notation.js';
import { fastEngine } from '../src/board/index.js';
import { foreign, gameTexts, registry } from './permissive-helpers.js';

function detect(text: string, options: { prefer?: string[] } = {}, index = 1): GameDetection {
  return detectGameText(text, { file: '<test>', index, line: 1, column: 1 }, registry, options);
}

/** The games every locale is tested on, in ICCF numeric: the Immortal Game, Paulsen-Morphy, the Opera game. */
const GAMES = [foreign('de-1-anderssen-kieseritzky-1851.txt'), foreign('de-3-paulsen-morphy-1857.txt')].map(
  (t) => translatePgn(t, { from: 'de', to: 'iccf' }).pgn,
);
GAMES.push(
  translatePgn(
    '1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0',
    {
      from: 'en',
      to: 'iccf',
    },
  ).pgn,
);

const mainLine = (pgn: string): string =>
  pgn
    .split('\n')
    .filter((l) => !l.startsWith('['))
    .join(' ')
    .replace(/\s*(1-0|0-1|1\/2-1\/2|\*)\s*$/, '')
    .replace(/\$\d+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('every locale is recognised in its own notation', () => {
  for (const locale of listLocales()) {
    it(`${locale.code} (${locale.name})`, () => {
      for (const numeric of GAMES) {
        const local = translatePgn(numeric, { from: 'iccf', to: locale.code }).pgn;
        const d = detect(local);
        expect(d.ambiguous, detectionLine(d, registry)).toBe(false);
        expect(d.choice?.codes).toContain(locale.code);
        expect(d.choice?.warnings, detectionLine(d, registry)).toBe(0);
        expect(d.choice?.numeric).toBe(mainLine(numeric));
      }
    });
  }
});

describe('grouping and ambiguity', () => {
  it('German, Danish, Norwegian and Swedish read Sf3 alike: one reading, German first', () => {
    const d = detect('1. e4 e5 2. Sf3 Sc6 3. Lb5 a6');
    expect(d.choice?.codes.slice(0, 4)).toEqual(['de', 'da', 'nb', 'sv']);
    expect(d.ambiguous).toBe(false);
  });

  it('1. h4 h5 2. Rh3: English rook or Finnish knight? Ambiguous, with both readings', () => {
    const d = detect('1. h4 h5 2. Rh3');
    expect(d.ambiguous).toBe(true);
    expect(d.choice).toBeUndefined();
    const readings = d.candidates.filter((c) => c.warnings === 0);
    expect(readings.map((r) => r.numeric)).toEqual(['1. 8284 8785 2. 8183', '1. 8284 8785 2. 7183']);
    expect(readings[0]!.codes).toContain('en');
    expect(readings[1]!.codes).toContain('fi');
    expect(d.difference).toMatchObject({ moveNumber: 2, color: 'white', token: 'Rh3' });
    expect(d.difference!.readings.map((r) => [r.codes[0], r.readAs, r.role])).toEqual([
      ['en', 'Rh1-h3', 'rook'],
      ['fi', 'Rg1-h3', 'knight'],
    ]);
    expect(detectionJson(d, registry)).toMatchObject({
      game: 1,
      candidates: expect.arrayContaining(['en', 'fi']),
      ambiguous: true,
      readings: [{ numeric: '1. 8284 8785 2. 8183' }, { numeric: '1. 8284 8785 2. 7183' }],
      error: { code: 'ERR_DETECT_AMBIGUOUS' },
    });
    expect(detectionLine(d, registry)).toMatch(
      /ambiguous: English \(en, .*\) and Finnish \(fi, .*\) read different legal games; at move 2\. Rh3 English reads Rh1-h3 \(rook\), Finnish reads Rg1-h3 \(knight\)/,
    );
  });

  it('--prefer breaks the tie, and only among the tied readings', () => {
    expect(detect('1. h4 h5 2. Rh3', { prefer: ['fi'] }).choice?.numeric).toBe('1. 8284 8785 2. 7183');
    expect(detect('1. h4 h5 2. Rh3', { prefer: ['de', 'en'] }).choice?.numeric).toBe('1. 8284 8785 2. 8183');
    expect(detect('1. h4 h5 2. Rh3', { prefer: ['de'] }).choice).toBeUndefined();
  });

  it('a reading that needs lenient readings ranks below one that does not', () => {
    // In Finnish S is the pawn: "Sf3" reads as the pawn move f3, with a warning for the pawn letter.
    const d = detect('1. e4 e5 2. Sf3 Sc6');
    expect(d.choice?.codes).toContain('de');
    expect(d.candidates.find((c) => c.codes.includes('fi'))?.warnings).toBeGreaterThan(0);
    expect(d.ambiguous).toBe(false);
  });

  it('a score whose letters no locale knows is reported where the furthest reading stopped', () => {
    const d = detect('1. e4 e5 2. Xf3');
    expect(d.candidates).toEqual([]);
    expect(d.stop?.error.position).toMatchObject({ moveNumber: 2, token: 'Xf3' });
    expect(detectionLine(d, registry)).toMatch(/no language reads every move; the furthest, .* stops at move 2\. Xf3/);
  });
});

describe('mixed languages', () => {
  it('a German score with one English "Ba3" is flagged as mixed, with the foreign move', () => {
    const [first] = gameTexts(foreign('de-js-two-games.txt'));
    const d = detect(first!);
    expect(d.choice).toBeUndefined();
    expect(d.mixed?.base.slice(0, 4)).toEqual(['de', 'da', 'nb', 'sv']);
    expect(d.mixed?.foreign.map((f) => [f.moveNumber, f.color, f.token, f.codes[0], f.readAs])).toEqual([
      [19, 'white', 'Ba3', 'en', 'Bb2-a3'],
    ]);
    expect(d.mixed?.numeric.split(' ').filter((t) => !t.endsWith('.'))).toHaveLength(99);
    expect(detectionLine(d, registry)).toMatch(
      /mixes languages: it reads as German \(de, da, nb, sv\) except move 19\. Ba3 \(English \(en, .*\): Bb2-a3\)/,
    );
  });

  it('DE-2: four English moves in a German article', () => {
    const d = detect(foreign('de-2-mixed-english.txt'));
    expect(d.mixed?.foreign.map((f) => `${f.moveNumber}${f.color === 'white' ? '.' : '...'} ${f.token}`)).toEqual([
      '12... Qg6',
      '13... Qg5',
      '14. Qf3',
      '14... Ng8',
    ]);
  });

  it('a file with a German and a French game reads each in its language', () => {
    const text = `${foreign('de-1-anderssen-kieseritzky-1851.txt')}\n1-0\n\n${foreign('fr-bienne-1990-defirmian-miles.pgn')}`;
    const games = splitGames(text);
    expect(games).toHaveLength(2);
    const ds = games.map((g, k) => detectGameText(g.text, { file: 'mixed.pgn', index: k + 1, line: g.line, column: g.column }, registry));
    expect(ds[0]!.choice?.codes[0]).toBe('de');
    expect(ds[1]!.choice?.codes[0]).toBe('fr');
    expect(ds[1]!.origin.line).toBeGreaterThan(1);
  });

  it('Russian with Cyrillic look-alike file letters is Russian (with warnings); machine-translated Latin letters are flagged', () => {
    expect(detect(foreign('ru-1-short-algebraic.txt')).choice).toMatchObject({ codes: ['ru', 'uk', 'kk'], warnings: 4 });
    const broken = detect(foreign('xx-1-machine-translated-de.txt'));
    expect(broken.choice).toBeUndefined();
    expect(broken.mixed ?? broken.stop).toBeDefined();
  });
});

describe('--from auto', () => {
  it('chooses the notation and gives the game read in it, ready to translate', () => {
    const text = foreign('fr-bienne-1990-defirmian-miles.pgn');
    const game = { raw: text, origin: { file: 'x.pgn', index: 1, line: 1, column: 1 } };
    const choice = chooseGameNotation(game, registry);
    expect(choice.ok).toBe(true);
    if (!choice.ok) return;
    expect(choice.notation).toMatchObject({ kind: 'algebraic', locale: { code: 'fr' } });
    const t = translateGame(choice.game, { input: choice.notation, output: outputNotation('iccf', registry), engine: fastEngine });
    expect(t.ok).toBe(true);
  });

  it('does not guess for an ambiguous game, unless --prefer names the tie-break', () => {
    const game = { raw: '1. h4 h5 2. Rh3 *', origin: { file: 'x.pgn', index: 3, line: 7, column: 1 } };
    const choice = chooseGameNotation(game, registry);
    expect(choice.ok).toBe(false);
    if (!choice.ok) {
      expect(choice.problem.code).toBe('ERR_DETECT_AMBIGUOUS');
      expect(choice.problem.message).toMatch(/name the language with --from, or a tie-break with --prefer/);
      expect(choice.problem.line).toBe(7);
    }
    const preferred = chooseGameNotation(game, registry, { prefer: ['fi'] });
    expect(preferred.ok && preferred.notation.kind === 'algebraic' && preferred.notation.locale.code).toBe('fi');
  });

  it('a mixed game fails with a message naming the foreign moves', () => {
    const [first] = gameTexts(foreign('de-js-two-games.txt'));
    const choice = chooseGameNotation({ raw: first!, origin: { file: 'x', index: 1, line: 1, column: 1 } }, registry);
    expect(choice.ok).toBe(false);
    if (!choice.ok) {
      expect(choice.problem.code).toBe('ERR_DETECT_MIXED');
      expect(choice.problem.column).toBeGreaterThan(1);
    }
  });

  it('a game whose text is not PGN is left to translation to report', () => {
    const choice = chooseGameNotation({ raw: '[Event "x"\n1. e4', origin: { file: 'x', index: 1, line: 1, column: 1 } }, registry);
    expect(choice.ok).toBe(true);
    if (choice.ok) expect(choice.game.problems.length).toBeGreaterThan(0);
  });
});
