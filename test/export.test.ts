// `export` (issue 14): every language in all five formats, each file loaded by the format's own library or tool
// (i18next; gettext's msgfmt --check and msgunfmt; @fluent/syntax and @fluent/bundle; the formatjs ICU parser and
// intl-messageformat for ARB; fast-xml-parser for Android), and the strings come back: names from the words data,
// letters from the locale, and whole moves composed from the exported phrases as an app would compose them equal
// formatMoveWords's.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { parse as parseFluent } from '@fluent/syntax';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { exportBundles, formatMoveWords, LocaleRegistry } from '../src/index.js';
import { androidQualifier } from '../src/export/android.js';
import { runCli } from '../src/cli/cli.js';
import { runInMemory } from './helpers/common.js';

const registry = LocaleRegistry.withBundled();
const LANGS = registry.codes().filter(
  (c) =>
    c !== 'figurine' &&
    (() => {
      try {
        registry.words(c);
        return true;
      } catch {
        return false;
      }
    })(),
);

type Args = Record<string, string>;
/** Renders one exported phrase (`capture`, `check` …) with the format's library; `gender` is the moving piece's. */
type Render = (phrase: string, args: Args) => string;

/** Moves as an app composes them from the exported phrases, and what chess-lingua says for them. */
const CASES: ReadonlyArray<{
  move: string;
  fen?: string;
  named?: boolean;
  compose: (r: Render, gender: (role: string) => string) => string;
}> = [
  { move: 'Nf3', compose: (r, g) => r('move', { piece: 'knight', to: 'f3', gender: g('knight') }) },
  {
    move: 'Nxe5',
    fen: '4k3/8/8/4p3/8/5N2/8/1N2K3 w - - 0 1',
    named: true,
    compose: (r, g) => r('captureNamed', { piece: 'knight', captured: 'pawn', to: 'e5', gender: g('knight') }),
  },
  {
    move: 'Qxf7#',
    fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1',
    compose: (r, g) => r('checkmate', { move: r('capture', { piece: 'queen', to: 'f7', gender: g('queen') }), gender: g('queen') }),
  },
  {
    move: 'a8=Q',
    fen: '8/P7/8/8/8/8/7k/4K3 w - - 0 1',
    compose: (r, g) =>
      r('promotion', { move: r('pawnMove', { piece: 'pawn', to: 'a8', gender: g('pawn') }), promoted: 'queen', gender: g('pawn') }),
  },
  { move: 'O-O', fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', compose: (r, g) => r('castleKingside', { gender: g('king') }) },
];

function checkCases(lang: string, render: Render): void {
  const words = registry.words(lang).data;
  const gender = (role: string): string => words.pieces[role as 'king'].gender ?? 'none';
  for (const c of CASES) {
    expect(c.compose(render, gender), `${lang} ${c.move}`).toBe(
      formatMoveWords(c.move, { lang, fen: c.fen, registry, namedCaptures: c.named === true }),
    );
  }
}

const filesOf = (format: Parameters<typeof exportBundles>[0]['format']) =>
  new Map(exportBundles({ format, registry }).map((f) => [f.path, f.content]));

describe('export: every language, every format', () => {
  it('writes one file per language in each layout', () => {
    expect(LANGS.length).toBeGreaterThanOrEqual(40);
    expect([...filesOf('i18next').keys()].sort()).toEqual(LANGS.map((c) => `${c}/chess.json`).sort());
    expect(filesOf('gettext').has('de.po')).toBe(true);
    expect(filesOf('fluent').has('sr-Latn.ftl')).toBe(true);
    expect(filesOf('arb').has('app_sr_Latn.arb')).toBe(true);
    expect(filesOf('android').has('values-b+sr+Latn/strings.xml')).toBe(true);
    expect(filesOf('android').size).toBe(LANGS.length);
  });

  it("Android qualifiers follow Android's rules", () => {
    expect(androidQualifier('de')).toBe('de');
    expect(androidQualifier('pt-BR')).toBe('pt-rBR');
    expect(androidQualifier('sr-Latn')).toBe('b+sr+Latn');
    expect(androidQualifier('sr-Cyrl')).toBe('b+sr+Cyrl');
  });
});

describe('export --format i18next: loaded by i18next', () => {
  const files = filesOf('i18next');
  it.each(LANGS)('%s', async (lang) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: lang,
      resources: { [lang]: { chess: JSON.parse(files.get(`${lang}/chess.json`)!) } },
      ns: ['chess'],
      defaultNS: 'chess',
      interpolation: { escapeValue: false },
      fallbackLng: false,
    });
    const words = registry.words(lang).data;
    expect(i18n.t('piece.knight')).toBe(words.pieces.knight.name);
    expect(i18n.t('letter.knight')).toBe(registry.get(lang).letters.knight);
    checkCases(lang, (phrase, { gender, ...args }) =>
      i18n.t(`phrase.${phrase}`, { ...args, context: gender === 'none' ? undefined : gender }),
    );
  });
});

const hasMsgfmt = spawnSync('msgfmt', ['--version']).status === 0;
describe.skipIf(!hasMsgfmt)('export --format gettext: msgfmt --check accepts every catalogue', () => {
  const dir = mkdtempSync(join(tmpdir(), 'export-po-'));
  for (const [path, content] of filesOf('gettext')) writeFileSync(join(dir, path), content);
  it.each(LANGS)('%s', (lang) => {
    const po = join(dir, `${lang}.po`);
    const mo = join(dir, `${lang}.mo`);
    const r = spawnSync('msgfmt', ['--check', '-o', mo, po], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const back = execFileSync('msgunfmt', [mo], { encoding: 'utf8' });
    const words = registry.words(lang).data;
    const quoted = (s: string): string => JSON.stringify(s).slice(1, -1);
    expect(back).toContain(`msgctxt "piece.knight"\nmsgid "knight"\nmsgstr "${quoted(words.pieces.knight.name)}"`);
    expect(back).toContain(`msgstr "${quoted(words.phrases.castleKingside)}"`);
  });
});

describe('export --format fluent: parsed by @fluent/syntax, formatted by @fluent/bundle', () => {
  const files = filesOf('fluent');
  it.each(LANGS)('%s', (lang) => {
    const text = files.get(`${lang}.ftl`)!;
    const junk = parseFluent(text, {}).body.filter((e) => e.type === 'Junk');
    expect(junk.map((j) => (j as { content: string }).content)).toEqual([]);
    const bundle = new FluentBundle(lang, { useIsolating: false });
    expect(bundle.addResource(new FluentResource(text))).toEqual([]);
    const format = (id: string, args: Record<string, string | number> = {}): string => {
      const errors: Error[] = [];
      const out = bundle.formatPattern(bundle.getMessage(id)!.value!, args, errors);
      expect(errors).toEqual([]);
      return out;
    };
    const words = registry.words(lang).data;
    expect(format('piece-knight')).toBe(words.pieces.knight.name);
    expect(format('letter-knight')).toBe(registry.get(lang).letters.knight);
    const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    checkCases(lang, (phrase, args) => format(`phrase-${kebab(phrase)}`, args));
    expect(format('spoken-square', { file: 'f', rank: 3 })).toBe(
      formatMoveWords('Nf3', { lang, style: 'spoken', registry }).match(
        new RegExp(words.spoken.files[5]! + '.*' + words.spoken.ranks[2]!),
      )![0],
    );
  });
});

describe('export --format arb: ICU messages parsed by @formatjs/icu-messageformat-parser, formatted by intl-messageformat', () => {
  const files = filesOf('arb');
  it.each(LANGS)('%s', (lang) => {
    const arb = JSON.parse(files.get(`app_${lang.replace(/-/g, '_')}.arb`)!) as Record<string, unknown>;
    expect(arb['@@locale']).toBe(lang.replace(/-/g, '_'));
    for (const [key, value] of Object.entries(arb)) {
      if (key.startsWith('@')) continue;
      expect(() => parseIcu(value as string), key).not.toThrow();
      expect((arb[`@${key}`] as { description?: string }).description, key).toBeTruthy();
    }
    const format = (key: string, args: Args): string => String(new IntlMessageFormat(arb[key] as string, lang).format(args));
    const words = registry.words(lang).data;
    expect(format('pieceName', { piece: 'knight' })).toBe(words.pieces.knight.name);
    expect(arb.letterKnight).toBe(registry.get(lang).letters.knight.replace(/'/g, "''"));
    checkCases(lang, (phrase, args) => format(`phrase${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`, args));
  });
});

/** Android's reading of a string resource's text: its escapes undone, then `%n$s` filled in and `%%` made `%`. */
function androidFormat(raw: string, args: readonly string[]): string {
  const text = raw.replace(/\\(['"\\@?])/g, '$1');
  return text.replace(/%(%|(\d)\$s)/g, (_, all: string, n: string | undefined) => (all === '%' ? '%' : args[Number(n) - 1]!));
}

describe('export --format android: strings.xml validated and read by fast-xml-parser', () => {
  const files = filesOf('android');
  const ARG_ORDER = ['piece', 'captured', 'promoted', 'from', 'fromFile', 'to', 'move'];
  it.each(LANGS)('%s', (lang) => {
    const xml = files.get(`values-${androidQualifier(lang)}/strings.xml`)!;
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      processEntities: true,
      isArray: (name) => name === 'string' || name === 'item' || name === 'string-array',
    }).parse(xml) as {
      resources: { string: Array<{ name: string; '#text': string }>; 'string-array': Array<{ name: string; item: string[] }> };
    };
    const strings = new Map(doc.resources.string.map((s) => [s.name, String(s['#text'])]));
    const words = registry.words(lang).data;
    expect(androidFormat(strings.get('chess_piece_knight')!, [])).toBe(words.pieces.knight.name);
    expect(
      doc.resources['string-array'].find((a) => a.name === 'chess_spoken_ranks')!.item.map((i) => androidFormat(String(i), [])),
    ).toEqual(words.spoken.ranks);
    const snake = (s: string): string => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
    checkCases(lang, (phrase, { gender, ...args }) => {
      const raw = strings.get(`chess_phrase_${snake(phrase)}_${gender}`) ?? strings.get(`chess_phrase_${snake(phrase)}`)!;
      // The app passes piece names in the form the comment names: here read from the same file.
      const used = new Map([...raw.matchAll(/%(\d)\$s/g)].map((m) => [Number(m[1]), m]));
      const values = ARG_ORDER.map((name, i) => {
        const v = args[name];
        if (v === undefined || !used.has(i + 1)) return '';
        if (name !== 'piece' && name !== 'captured' && name !== 'promoted') return v;
        const template = words.phrases[phrase as 'move'];
        const form = new RegExp(`\\{${name}:([A-Za-z]+)\\}`).exec(template)?.[1];
        const key = form === undefined ? `chess_piece_${v}` : `chess_piece_${v}_${snake(form)}`;
        return androidFormat(strings.get(key) ?? strings.get(`chess_piece_${v}`)!, []);
      });
      return androidFormat(raw, values);
    });
  });
});

describe('chess-lingua export', () => {
  const run = (argv: string[]) => runInMemory((io) => runCli(argv, io, '1.2.3'), '');

  it('writes the files under --out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-cli-'));
    const r = await run(['export', '--format', 'android', '--out', dir, 'de', 'sr-Latn']);
    expect(r).toEqual({ code: 0, out: '', err: `chess-lingua: wrote 2 android file(s) to ${dir}\n` });
    expect(readdirSync(dir).sort()).toEqual(['values-b+sr+Latn', 'values-de']);
    expect(existsSync(join(dir, 'values-de', 'strings.xml'))).toBe(true);
    expect(readFileSync(join(dir, 'values-de', 'strings.xml'), 'utf8')).toContain('<string name="chess_piece_knight">Springer</string>');
  });

  it('rejects a missing or unknown format and a missing --out (exit 2)', async () => {
    expect((await run(['export', '--out', '/tmp/x'])).code).toBe(2);
    expect((await run(['export', '--format', 'xliff', '--out', '/tmp/x'])).err).toContain('i18next|gettext|fluent|arb|android');
    expect((await run(['export', '--format', 'arb'])).code).toBe(2);
  });
});
