// Spoken style through a real speech engine (issue 14): espeak-ng speaks English, German, French, Spanish and
// Russian moves to a file, and the phonemes it prints (-x) show each square's letter said as a letter name and
// its rank as a number word. Skips cleanly where espeak-ng is not installed (apt-get install espeak-ng).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoveWords, LocaleRegistry } from '../src/index.js';

const hasEspeak = spawnSync('espeak-ng', ['--version'], { encoding: 'utf8' }).status === 0;
const registry = LocaleRegistry.withBundled();

/** espeak-ng's phonemes for `text` in voice `lang`, without stress, pause and boundary marks, spaces collapsed. */
function phonemes(lang: string, text: string): string {
  const out = execFileSync('espeak-ng', ['-q', '-x', '-v', lang, text], { encoding: 'utf8' });
  return out
    .replace(/[',%=_!|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Moves and the square each names (file index, rank index): the a-file (an article in several languages), e4, f3, f7. */
const MOVES = [
  { move: 'Nf3', fen: undefined, file: 5, rank: 2 },
  { move: 'e4', fen: undefined, file: 4, rank: 3 },
  { move: 'Ra8+', fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', file: 0, rank: 7 },
  { move: 'Qxf7#', fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1', file: 5, rank: 6 },
] as const;

describe.skipIf(!hasEspeak).each(['en', 'de', 'fr', 'es', 'ru'])('espeak-ng speaks spoken-style moves: %s', (lang) => {
  const words = registry.words(lang).data;

  it.each(MOVES)('$move: the letter as its name, the rank as a number word, no digits', ({ move, fen, file, rank }) => {
    const text = formatMoveWords(move, { lang, fen, style: 'spoken', registry });
    expect(text).not.toMatch(/[0-9]/);
    const said = phonemes(lang, text);
    expect(said, text).toContain(phonemes(lang, words.spoken.ranks[rank]!));
    expect(said, text).toContain(phonemes(lang, words.spoken.files[file]!));
  });

  it('writes speech to a WAV file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'words-speech-'));
    const wav = join(dir, `${lang}.wav`);
    const text = formatMoveWords('Qxf7#', { lang, fen: MOVES[3].fen, style: 'spoken', registry });
    execFileSync('espeak-ng', ['-v', lang, '-w', wav, text]);
    const bytes = readFileSync(wav);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.length).toBeGreaterThan(10_000);
  });
});

describe.skipIf(!hasEspeak)('espeak-ng: why the spoken style is needed', () => {
  it('English: a lone "a" is the article, "A-eight" is the letter', () => {
    // Hand-checked phonemes: the article is the weak vowel a#, the letter name is eI.
    expect(execFileSync('espeak-ng', ['-q', '-x', '-v', 'en', 'rook to a eight'], { encoding: 'utf8' })).toContain('a#');
    const spoken = formatMoveWords('Ra8+', { lang: 'en', fen: MOVES[2].fen, style: 'spoken', registry });
    expect(spoken).toBe('rook to A-eight, check');
    const said = execFileSync('espeak-ng', ['-q', '-x', '-v', 'en', spoken], { encoding: 'utf8' });
    expect(said).not.toContain('a#');
    expect(said).toContain("'eI'eIt");
  });
});
