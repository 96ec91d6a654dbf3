/** Mulberry32: a tiny deterministic PRNG, so that a seed reproduces a whole run; floats in [0, 1). */
export function seededRandom(seed: number): () => number;
/** The language a fixture or corpus file is written in, from its name (the corpus's own naming). */
export function languageOf(path: string): string;
