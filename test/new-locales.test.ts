// Locales added for languages whose chess text users bring and that were not shipped (issue 17): each with a short
// made-up game in the language's real style, as the sources cited in its locale file show it, read by the CLI's
// `translate --from <code>` and `prose --from <code>` and by detection (`--from auto`). Expected ICCF written from SAN
// checked move by move with chess.js (a1 = 11, e2 = 52, g1 = 71 …), never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { LocaleRegistry } from '../src/index.js';
import { detectGameText } from '../src/detect/index.js';
import { runInMemory } from './helpers/common.js';

const registry = LocaleRegistry.withBundled();
const cli = (argv: string[], stdin: string) => runInMemory((io) => runCli(argv, io, '1'), stdin);
/** `translate --from <code> --to iccf`: the main line's moves without numbers, and the exit code. */
async function translateIccf(text: string, from: string): Promise<{ moves: string; code: number; err: string }> {
  const r = await cli(['translate', '--from', from, '--to', 'iccf'], text);
  const body = r.out.replace(/\{[^}]*\}/g, ' ').replace(/\d+\.(\.\.)?\s/g, ' ');
  const moves = body.split(/\s+/).filter((t) => /^\d{4,5}$/.test(t));
  return { moves: moves.join(' '), code: r.code, err: r.err };
}
const detect = (text: string) => detectGameText(text, { file: '<test>', index: 1, line: 1, column: 1 }, registry);

// Italian game: e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+ Nbxd2 d5 exd5 Nxd5 Qb3 Nce7 O-O O-O Rfe1 c6
const ITALIAN = '5254 5755 7163 2836 6134 6835 3233 7866 4244 5544 3344 3524 3142 2442 2142 4745 5445 6645 4123 3657 5171 5878 6151 3736';

describe('Thai (th): English letters in Thai prose', () => {
  const game =
    '1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d4 exd4 6.cxd4 Bb4+ 7.Bd2 Bxd2+ 8.Nbxd2 d5 9.exd5 Nxd5 10.Qb3 Nce7 11.O-O O-O 12.Rfe1 c6';

  it('translate --from th', async () => {
    const r = await translateIccf(`จากรูปขาวเดิน ${game}\n`, 'th');
    expect(r.moves).toBe(ITALIAN);
    expect(r.code).toBe(0);
  });

  it('prose --from th: moves in a Thai sentence rewritten, the words kept', async () => {
    const r = await cli(['prose', '--from', 'th', '--to', 'de'], 'ฝ่ายขาวเปิดเกมด้วย 1.e4 e5 2.Nf3 Nc6 3.Bb5 แล้วดำเดิน 3...a6\n');
    expect(r.out).toBe('ฝ่ายขาวเปิดเกมด้วย 1.e4 e5 2.Sf3 Sc6 3.Lb5 แล้วดำเดิน 3...a6\n');
  });

  it('--from auto: English letters, so th reads the game alike with en (listed, en first), no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes[0]).toBe('en');
    expect(d.choice?.codes).toContain('th');
    expect(d.choice?.moves.join(' ')).toBe(ITALIAN);
  });
});
