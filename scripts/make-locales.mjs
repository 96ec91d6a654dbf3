#!/usr/bin/env node
// Maintainer script, run by hand (not at build time): `node scripts/make-locales.mjs [path/to/piece-letters.json]`.
//
// Reads the piece-letter reference (default: ../shared/reference/piece-letters.json, relative to the repo root)
// and writes one locales/<code>.json per language whose five piece letters K Q R B N are all known, plus
// locales/figurine.json. The generated files are data and are committed; this script records how they were made.
//
// What it does with each reference entry:
//   - letters K Q R B N (P only where attested) → `letters` by role;
//   - names: a name given as "a / b" keeps "a", and a trailing "(…)" gloss is dropped; the full text goes to `notes`;
//   - `alternates` and `collisions` are kept as text in `notes`; they are NOT read (`alsoRead` stays empty), because
//     many are names rather than letters or clash with another role's letter;
//   - forms researched by hand from real text (TEXT_SUPPLEMENTS: Greek files, Chinese piece characters) are merged in;
//   - conventions keys become camelCase (en_passant → enPassant); sources are kept as full strings;
//   - `nativeName` comes from the NATIVE_NAMES table below (the language's own name for itself).
// It stops with an error, rather than guess silently, when a kept language lacks a native name or a piece name
// that NAME_SUPPLEMENTS does not supply.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const referencePath = resolve(root, process.argv[2] ?? '../shared/reference/piece-letters.json');
const outDir = join(root, 'locales');

/** Reference letter keys in the order locale files list roles. */
const ROLE_OF_KEY = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };
const PIECE_KEYS = ['K', 'Q', 'R', 'B', 'N'];

/** Each language's name for itself (CLDR-style spelling and case). */
const NATIVE_NAMES = {
  en: 'English',
  de: 'Deutsch',
  fr: 'français',
  es: 'español',
  it: 'italiano',
  pt: 'português',
  ca: 'català',
  gl: 'galego',
  nl: 'Nederlands',
  af: 'Afrikaans',
  da: 'dansk',
  nb: 'norsk bokmål',
  sv: 'svenska',
  is: 'íslenska',
  fi: 'suomi',
  et: 'eesti',
  lv: 'latviešu',
  lt: 'lietuvių',
  pl: 'polski',
  cs: 'čeština',
  sk: 'slovenčina',
  sl: 'slovenščina',
  hr: 'hrvatski',
  'sr-Cyrl': 'српски (ћирилица)',
  'sr-Latn': 'srpski (latinica)',
  bs: 'bosanski',
  ro: 'română',
  hu: 'magyar',
  tr: 'Türkçe',
  az: 'azərbaycan',
  eu: 'euskara',
  eo: 'Esperanto',
  cy: 'Cymraeg',
  ga: 'Gaeilge',
  sq: 'shqip',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
  lb: 'Lëtzebuergesch',
  ru: 'русский',
  uk: 'українська',
  be: 'беларуская',
  bg: 'български',
  el: 'Ελληνικά',
  ar: 'العربية',
  fa: 'فارسی',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
};

/**
 * Piece names the reference lacks, supplied by the maintainer. Every entry is flagged in the locale's notes.
 * Luxembourgish: the reference has no bishop/knight/pawn names; these (Leefer, Päerd, Bauer, written lower-case like
 * the reference's other lb names) match the attested letters L, P, B.
 */
const NAME_SUPPLEMENTS = {
  lb: { bishop: 'leefer', knight: 'päerd', pawn: 'bauer' },
};

/**
 * Forms seen in real text that the reference does not record, researched by hand for issue 13 and merged into the
 * generated file: `alsoRead` tokens (read as standard letters, never written), `alsoReadFiles` (read leniently,
 * W_FILE_LETTERS), a `conventions` entry, a sentence of notes, and the sources.
 */
const TEXT_SUPPLEMENTS = {
  // Case endings joined to numbers and moves (issue 13): `1963-ból` is a word, `Hde2-re` a move and its ending.
  hu: {
    caseSuffixMarks: ['-'],
    conventions: {
      caseEndings:
        'a case ending is joined to a number or a move with a hyphen (1963-ban, 14. Hde2-re "after 14.Hde2", Ff6!!-tal "with Ff6!!"): the move is read, the ending kept as text',
    },
    notes:
      'Case endings after numbers and moves with a hyphen (1963-ból, Hde2-re): the Hungarian academic spelling rules (AkH. 12) join every suffix to a numeral with a hyphen; high confidence.',
    sources: [
      "ugyvezeto.hu, 'Helyesírási leckék - Betűk, számjegyek, jelek, rövidítések toldalékolása' (2007) http://www.ugyvezeto.hu/cikk/39331/helyesirasi-leckek-betuk-szamjegyek-jelek-roviditesek-toldalekolasa (a suffix is joined to a digit, letter or sign with a hyphen: 7-tel, 8-cal, 2002-t)",
      "jgypk.hu mentorháló, 'Számok írása és a keltezés – néhány fontos tudnivaló' http://www.jgypk.hu/mentorhalo/tananyag/Jegyzetek_a_nyelvrol/4_szmok_rsa_s_a_keltezs__nhny_fontos_tudnival.html (1848. március 15-én, az 1970-es tiszai árvíz)",
    ],
  },
  et: {
    caseSuffixMarks: ['-'],
    conventions: {
      caseEndings:
        'a case ending may be joined to a number with a hyphen (28-le, 96-st; -le -l -lt always with one, as l looks like 1); a move so written is read and the ending kept as text',
    },
    notes:
      'Case endings after numbers with a hyphen (21-le, 96-st): Eesti keele käsiraamat (EKI); the form without hyphen (96st) is not read as an ending. Medium confidence for moves (the rule is stated for numbers).',
    sources: [
      "M. Erelt, T. Erelt, K. Ross, 'Eesti keele käsiraamat' (2007), Ortograafia: Numbrite kirjutamine, 'Käände näitamine üksinda seisva arvsõna puhul' https://www.eki.ee/books/ekk09/index.php?link=O_53 (28-le, 28-l, 28-lt; 96st or 96-st)",
    ],
  },
  fi: {
    caseSuffixMarks: [':'],
    conventions: {
      caseEndings:
        'a case ending is joined to an abbreviation or a number with a colon (EU:ssa, 1990:ssä); a move so written (Rd1:llä) is read and the ending kept as text',
    },
    notes:
      'Case endings after abbreviations and numbers with a colon (EU:ssa): Korpela, Handbook of Finnish; medium confidence for moves (stated for abbreviations and numerals). A colon followed by a file letter is still a capture (d:e).',
    sources: [
      "J. Korpela, 'Handbook of Finnish', 2nd ed., section 4, 'Notational conventions in Finnish' https://jkorpela.fi/finnish/Notational_conventions_in.html (the suffix is separated from an abbreviation with a colon: EU:ssa)",
      "Sanastelua, 'Euroopan laidalla' (2022) https://www.sanastelua.fi/euroopan-laidalla (EU:n, EU:hun: the ending joined with a colon)",
    ],
  },
  tr: {
    caseSuffixMarks: ["'", '’'],
    conventions: {
      caseEndings:
        "a case ending is joined to a proper name, an abbreviation or a number with an apostrophe (İstanbul'da, 1990'da, e4'te); a move so written is read and the ending kept as text",
    },
    notes:
      "Case endings after names and numerals with an apostrophe (1990'da, e4'te): Turkish orthography; high confidence for numbers, medium for moves.",
    sources: [
      "J. Caro Reina, I. Akar, 'The development of the apostrophe with proper names in Turkish', Zeitschrift für Sprachwissenschaft (2021) https://www.degruyterbrill.com/document/doi/10.1515/zfs-2021-2036/pdf (the apostrophe separates proper names from inflectional endings: İzmir'de)",
      "elon.io, 'Apostrophe with proper nouns' https://elon.io/grammar/turkish/writing/apostrophe-proper-nouns (also abbreviations and dates written as numerals, in careful writing)",
    ],
  },
  // "and" between White's and Black's move (issue 13): `1. e4 و e5`.
  fa: {
    andWords: ['و'],
    conventions: {
      andBetweenMoves: 'the word و ("and", va/o) may stand between White\'s and Black\'s move (1. e4 و e5): read as a separator',
    },
    notes:
      'و ("and") between two moves: Persian writes the conjunction as a word of its own (va, or o in speech), not joined to the next word as Arabic writes وَ; high confidence for the word, medium for its use between moves (seen in Persian chess pages by the project, no style guide found).',
    sources: [
      'Hafez Institute, \'Persian grammar, lesson 17: conjunctions\' https://www.hafezinstitute.org/learn-persian/persian-grammar/lesson-17-conjugations ("and" --> va/o (و): man ketāb va medād kharidam)',
      "Journal of Language Research (University of Tehran), 'Analyzing the Pronunciation of Two Persian Homofunction-homogragh Conjunctions' https://jolr.ut.ac.ir/article_82481.html (Persian [o] and [va], both 'and', both written <و>)",
    ],
  },
  el: {
    alsoReadFiles: ['α', 'β', 'γ', 'δ', 'ε', 'ζ', 'η', 'θ'],
    conventions: {
      files:
        'a-h (Latin); Greek books and teaching texts also write the files with the first eight Greek letters α β γ δ ε ζ η θ (ε4, Ιζ3), read leniently',
    },
    notes:
      'Greek file letters α β γ δ ε ζ η θ = a–h: independent sources agree (high confidence), el.wikipedia writes whole moves so (1.ε4 ε5 2.Ιγ3); they are read with a warning (W_FILE_LETTERS) and written as Latin a–h.',
    sources: [
      "chess.gitsis.eu, 'Αλγεβρική σκακιστική γραφή' https://chess.gitsis.eu/algebraic.html (board lettered a–h and α β γ δ ε ζ η θ; exercises on the squares β4, γ4, ε5, ζ6; both the Greek and the international notation are taught because the international one is met in Greek books)",
      "el.wikipedia, 'Αλγεβρική σκακιστική γραφή' (revision diff https://el.m.wikipedia.org/wiki/Ειδικό:MobileDiff/93437): files are lettered with lower-case letters of the alphabet; the example square is ζ2",
      "el.wikipedia, 'Σκακιστικό διάγραμμα' https://el.m.wikipedia.org/wiki/Διάγραμμα_(σκάκι) (diagram with files αβγδεζηθ and squares α8 … θ1)",
      "chess.com (Greek), 'Σκακιστική Γραφή - Η Γλώσσα του Σκακιού!' https://www.chess.com/el/article/view/skakistike-graphe-e-glossa-tou-skakiou (c3 (γ3), h5 (θ5); Greek piece letters Ρ, Β, Π)",
      "el.wikipedia, 'Βιεννέζικη παρτίδα' https://el.wikipedia.org/wiki/Βιεννέζικη_παρτίδα (moves written with Greek files: 1.ε4 ε5 2.Ιγ3, 2. Ιζ3); likewise 'Ημιανοικτό άνοιγμα' (1.ε4, 1...ε5)",
    ],
  },
  zh: {
    alsoRead: { king: ['王'], queen: ['后', '後'], rook: ['车', '車'], bishop: ['象', '相'], knight: ['马', '馬'], pawn: ['兵'] },
    conventions: {
      pieces:
        'Chinese books also write the pieces with their names, before Latin squares: 王 后 车 象 马 兵 (traditional 車 馬, 後 for 后), e.g. 马g1-f3, 后d1-h5+, 象×h6',
    },
    notes:
      "Piece characters before Latin squares are read as the piece (alsoRead), never written: 王 后 车 象 马 兵 (two sources), traditional 車 馬 (names in zh-Hant sources), 後 (one traditional source, where conversion from simplified turned 后 into 後); 相 for the bishop was reported in real text by the project's independent check and not confirmed by the sources searched (low confidence).",
    sources: [
      'sodocs.net, \'国际象棋规则_图解\' https://www.sodocs.net/doc/ef12425559.html ("中文棋书中也有一些时用汉字来写棋子的名称。王=K 后=Q 车=R 马=N 象=B 兵=P")',
      "tftnews.com, '國際象棋棋譜詳解圖' https://tftnews.com/news82949 (記為後d5; 象從c1格走到h6格吃掉對方的棋子，記為象×h6)",
      "wiwikim.kfd.me (zh-tw Wikipedia mirror), '馬 (西洋棋)' https://wiwikim.kfd.me/zh-tw/馬_(國際象棋) (traditional piece names 王 后 車 主教 馬 兵)",
    ],
  },
};

/** `locale` with the {@link TEXT_SUPPLEMENTS} of its code merged in. */
function withTextSupplements(locale) {
  const extra = TEXT_SUPPLEMENTS[locale.code];
  if (extra === undefined) return locale;
  const { code, name, nativeName, script, direction, confidence, letters, alsoRead, names, conventions, notes, sources } = locale;
  return {
    code,
    name,
    nativeName,
    script,
    direction,
    confidence,
    letters,
    alsoRead: { ...alsoRead, ...(extra.alsoRead ?? {}) },
    ...(extra.alsoReadFiles ? { alsoReadFiles: extra.alsoReadFiles } : {}),
    ...(extra.caseSuffixMarks ? { caseSuffixMarks: extra.caseSuffixMarks } : {}),
    ...(extra.andWords ? { andWords: extra.andWords } : {}),
    names,
    conventions: { ...conventions, ...(extra.conventions ?? {}) },
    notes: [notes, extra.notes].filter(Boolean).join(' '),
    sources: [...sources, ...(extra.sources ?? [])],
  };
}

const FIGURINE = {
  code: 'figurine',
  name: 'Figurine',
  script: 'Zsym',
  direction: 'ltr',
  confidence: 'high',
  letters: { king: '♔', queen: '♕', rook: '♖', bishop: '♗', knight: '♘', pawn: '♙' },
  alsoRead: { king: ['♚'], queen: ['♛'], rook: ['♜'], bishop: ['♝'], knight: ['♞'], pawn: ['♟'] },
  names: { king: 'king', queen: 'queen', rook: 'rook', bishop: 'bishop', knight: 'knight', pawn: 'pawn' },
  conventions: {},
  notes:
    'Figurine algebraic notation (FAN): a piece glyph stands for the piece letter, independent of language. ' +
    'The white glyphs are written; the black glyphs are also read, for the same roles. ' +
    'Input may carry a variation selector (U+FE0E/U+FE0F) after a glyph, notably after U+265F.',
  sources: [
    'The Unicode Standard, Miscellaneous Symbols block, chess symbols U+2654–U+265F (WHITE CHESS KING … BLACK CHESS PAWN), https://www.unicode.org/charts/PDF/U2600.pdf',
  ],
};

function fail(message) {
  console.error(`make-locales: ${message}`);
  process.exit(1);
}

const camelCase = (key) => key.replace(/_([a-z])/g, (_, c) => c.toUpperCase());

/** "dama / kraljica" → "dama"; "kuningatar (daami)" → "kuningatar". */
const primaryName = (full) =>
  full
    .split(' / ')[0]
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim();

const sentence = (text) => {
  const t = text.trim();
  return t === '' || /[.!?]$/.test(t) ? t : `${t}.`;
};

function buildLocale(entry) {
  const { code } = entry;
  const nativeName = NATIVE_NAMES[code];
  if (nativeName === undefined) fail(`${code}: no native name in NATIVE_NAMES`);

  const letters = {};
  for (const key of PIECE_KEYS) letters[ROLE_OF_KEY[key]] = entry.letters[key].normalize('NFC');
  if (entry.letters.P) letters.pawn = entry.letters.P.normalize('NFC');

  const names = {};
  const fullNames = [];
  const supplied = [];
  for (const [key, role] of Object.entries(ROLE_OF_KEY)) {
    const full = entry.names?.[key];
    if (typeof full === 'string' && full.trim() !== '') {
      names[role] = primaryName(full).normalize('NFC');
      if (names[role] !== full) fullNames.push(`${role}: ${full}`);
    } else if (NAME_SUPPLEMENTS[code]?.[role]) {
      names[role] = NAME_SUPPLEMENTS[code][role];
      supplied.push(`${role} "${names[role]}"`);
    } else {
      fail(`${code}: no ${role} name in the reference and none in NAME_SUPPLEMENTS`);
    }
  }

  const conventions = {};
  for (const [key, value] of Object.entries(entry.conventions ?? {})) conventions[camelCase(key)] = value;

  const alternates = Object.entries(entry.alternates ?? {}).map(
    ([key, list]) => `${key === '*' ? 'all' : ROLE_OF_KEY[key]}: ${list.join('; ')}`,
  );
  const noteParts = [
    entry.notes ?? '',
    fullNames.length ? `Full piece names: ${fullNames.join('; ')}` : '',
    supplied.length ? `Piece names not in the reference, supplied by the maintainer and unverified: ${supplied.join(', ')}` : '',
    alternates.length ? `Alternates recorded but not read: ${alternates.join('; ')}` : '',
    entry.collisions?.length ? `Collisions: ${entry.collisions.join('; ')}` : '',
  ]
    .map(sentence)
    .filter((part) => part !== '');

  return {
    code,
    name: entry.name,
    nativeName,
    script: entry.script,
    direction: entry.dir,
    confidence: entry.confidence,
    letters,
    alsoRead: {},
    names,
    conventions,
    ...(noteParts.length ? { notes: noteParts.join(' ') } : {}),
    sources: entry.sources,
  };
}

const reference = JSON.parse(readFileSync(referencePath, 'utf8'));
if (!Array.isArray(reference)) fail(`${referencePath}: expected a list of entries`);

const locales = [];
const skipped = [];
for (const entry of reference) {
  const complete = PIECE_KEYS.every((key) => typeof entry.letters?.[key] === 'string' && entry.letters[key] !== '');
  if (complete) locales.push(withTextSupplements(buildLocale(entry)));
  else skipped.push(entry.code);
}
locales.push(FIGURINE);

mkdirSync(outDir, { recursive: true });
const written = new Set();
for (const locale of locales) {
  const file = `${locale.code}.json`;
  writeFileSync(join(outDir, file), `${JSON.stringify(locale, null, 2)}\n`);
  written.add(file);
}
console.log(`wrote ${locales.length} locale files to locales/ (${locales.map((l) => l.code).join(' ')})`);
console.log(`skipped (piece letters incomplete): ${skipped.join(' ') || 'none'}`);
// Hand-made locale files are left alone, but listed, so that one dropped from the reference can be removed by hand.
const others = readdirSync(outDir).filter((file) => file.endsWith('.json') && !written.has(file));
if (others.length) console.log(`not written by this script (left as they are): ${others.join(' ')}`);
