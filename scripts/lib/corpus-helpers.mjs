/**
 * Helpers shared by the fuzz script (plain Node) and the tests (TypeScript, through
 * corpus-helpers.d.mts): one seeded generator and one rule for a corpus file's language.
 */

/** Mulberry32: a tiny deterministic PRNG, so that a seed reproduces a whole run; floats in [0, 1). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The language a fixture or corpus file is written in, from its name (the corpus's own naming). */
export function languageOf(path) {
  const name = path.split('/').pop();
  if (/german|deutsch|^de-|immortal-game\.de/.test(name)) return 'de';
  if (/^fr-|ChessAdventures/.test(path)) return 'fr';
  if (/^hu-/.test(name)) return 'hu';
  if (/^it-/.test(name)) return 'it';
  if (/^ru-/.test(name)) return 'ru';
  if (/\.iccf\./.test(name)) return 'iccf';
  return 'en';
}
