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
//   - forms researched by hand from real text (TEXT_SUPPLEMENTS: Greek files, Chinese piece characters; COLOUR_WORDS,
//     DESCRIPTIVE, RESIGN_WORDS, CONDITIONAL_WORDS, MENTION_SUFFIXES) are merged in;
//   - conventions keys become camelCase (en_passant → enPassant); sources are kept as full strings;
//   - `nativeName` comes from the NATIVE_NAMES table below (the language's own name for itself);
//   - the codes in HAND_WRITTEN (Hebrew, Macedonian, Thai, Mongolian …: written by hand from real text) are never written.
// It stops with an error, rather than guess silently, when a kept language lacks a native name or a piece name
// that NAME_SUPPLEMENTS does not supply.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSTEAD_AFTER_WORDS, INSTEAD_WORDS } from './lib/instead-words.mjs';
import { MORE_RESIGN_WORDS } from './lib/resign-words.mjs';

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
  'sr-Cyrl': {
    alsoReadFiles: ['а', 'б', 'ц', 'д', 'е', 'ф', 'г', 'х'],
    conventions: {
      files:
        'a-h (Latin); Serbian Wikipedia in Cyrillic transliterates the file letters too, а б ц д е ф г х (1. е4 е5 2. Сф3 Сц6 3. Лц4), read leniently',
    },
    notes:
      'Cyrillic file letters а б ц д е ф г х = a–h, as Serbian Cyrillic transliterates the Latin letters one to one (ц for c, ф for f, г for g, х for h): sr.wikipedia writes whole games so, and the same article in its Latin script writes Sf3 Sc6 for Сф3 Сц6 and b1, g1 for б1, г1 (high confidence for а б ц д е ф г; х, never seen in a move, follows from the same transliteration: medium). Read with a warning (W_FILE_LETTERS) and written as Latin a–h. Clashes: lower-case д is the file d, upper-case Д the queen (a move with lower-case д read as the queen only where no other reading fits, and as an ambiguity where both are legal); х is also the Cyrillic look-alike of the capture mark x (ехд5), so a move with х is read both ways and the board decides (both legal and different: an ambiguity, never a silent choice).',
    sources: [
      "sr.wikipedia, 'Одбрана два скакача' https://sr.m.wikipedia.org/wiki/Одбрана_два_скакача (1. е4 е5 2. Сф3 Сц6 3. Лц4 Сф6; 4. Сг5, 4. д4)",
      "sr.wikipedia, 'Шпанска партија' (wikiwand copy https://www.wikiwand.com/sr/articles/Шпанска_партија: 1. е4 е5 2. Сф3 Сц6 3. Лб5; 3. а6, 4. ...б5)",
      "sr.wikipedia, 'Скакач (шах)' https://sr.m.wikipedia.org/wiki/Скакач_(шах) (почетна поља су б1 и г1 за беле, а б8 и г8 за црне скакаче) and its Latin-script rendering https://sr.m.wikipedia.org/sr-el/Скакач_(шах) (b1 i g1 … b8 i g8); sr.wikipedia 'Игра три скакача' in Latin script https://sr.m.wikipedia.org/sr-el/Игра_три_скакача (1. e4 e5 2. Sf3 Sc6 3. Sc3)",
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

/**
 * The words for White and Black that texts write before a move (issue 13: `White: e4`, `Weiß: Sf3`,
 * `白方 兵e2->e4`, `۲- سیاه e5`), researched per language: each with the sources that write the word
 * for the side (the player of the light or dark pieces), and how sure that is. Merged as `colourWords`,
 * a `colourWords` convention, a sentence in `notes` and the sources. Read case-insensitively, never written.
 */
const COLOUR_WORDS = {
  en: {
    white: ['White'],
    black: ['Black'],
    note: 'White and Black name the players (capitalised), high confidence.',
    sources: [
      "en.wikipedia, 'White and Black in chess' https://en.wikipedia.org/wiki/White_and_Black_in_chess (read in a mirror: 'the player who moves first is referred to as White and the player who moves second is referred to as Black')",
    ],
  },
  de: {
    white: ['Weiß'],
    black: ['Schwarz'],
    note: 'Weiß and Schwarz name the players; medium confidence (the pages found translate the English article; Weiß/Schwarz as players are in them throughout).',
    sources: [
      'de.xcv.wiki, \'Weiß und Schwarz im Schach\' https://de.xcv.wiki/wiki/White_and_Black_in_chess (der Spieler, der zuerst zieht, wird als "Weiß" bezeichnet, der als zweites zieht als "Schwarz")',
      "wikide.org, 'White and Black in chess history' https://wikide.org/de/White_and_Black_in_chess_history (Beim Schach heißt der Spieler, der zuerst zieht, Weiß, und der Spieler, der als zweiter zieht, Schwarz)",
    ],
  },
  fr: {
    white: ['Blancs'],
    black: ['Noirs'],
    note: 'les Blancs / les Noirs name the players (plural, often capitalised), high confidence.',
    sources: [
      "fr.wikipedia, 'Blancs et Noirs aux échecs' https://fr.m.wikipedia.org/wiki/Blancs_et_Noirs_aux_%C3%A9checs (les Blancs et les Noirs … désignent les pièces … et le joueur qui contrôle ces pièces; « Trait aux Blancs »)",
    ],
  },
  es: {
    white: ['Blancas', 'Blanco'],
    black: ['Negras', 'Negro'],
    note: 'las blancas / las negras (the pieces, and the side), and el blanco / el negro (the player), high confidence.',
    sources: [
      "chess.com (es), 'Introducción al juego' https://www.chess.com/es/blog/elpro1802/introduccion-al-juego (las de un jugador de color claro, llamadas blancas, y las de su oponente de color oscuro, llamadas negras)",
      "es.knowpia, 'Blanco y negro en ajedrez' https://es.knowpia.com/knowpedia/Blanco_y_negro_en_ajedrez (el jugador que mueve primero se llama blanco y el jugador que mueve segundo se llama negro; las blancas tengan el primer movimiento)",
      "es.wikisource, 'Análisis del juego de ajedrez/Explicación' https://es.m.wikisource.org/wiki/An%C3%A1lisis_del_juego_de_ajedrez/Explicaci%C3%B3n (Al juego del que tenga las primeras se le dará el nombre de Blanco, y el de Negro al que tuviere las segundas)",
    ],
  },
  it: {
    white: ['Bianco'],
    black: ['Nero'],
    note: 'il Bianco / il Nero name the players (capitalised), high confidence.',
    sources: [
      "it.wikipedia, 'Problema di scacchi' (read in a proxy copy) https://it.wikipedia.org/wiki/Problemi_di_scacchi (il Bianco muove e matta in due mosse; il Bianco muove e vince)",
      "reefrecovery.org (it), 'Bianco e Nero negli scacchi' https://reefrecovery.org/it/bianco-e-nero-negli-scacchi (La convenzione che il Bianco abbia la prima mossa; il Nero muove per primo)",
    ],
  },
  pt: {
    white: ['Brancas'],
    black: ['Pretas'],
    note: 'as Brancas / as Pretas name the sides, medium confidence (one page translated from English, one forum page).',
    sources: [
      'pt.xcv.wiki, \'Branco e preto no xadrez\' https://pt.xcv.wiki/wiki/White_and_Black_in_chess (o jogador que se move primeiro é denominado "Brancas" e o jogador que se move em segundo lugar é denominado "Pretas")',
      "chess.com (pt-BR) forum, 'Porque as brancas realizam o primeiro lance' https://chess.com/pt-BR/clubs/forum/view/porque-as-brancas-realizam-o-primeiro-lance (Por que as brancas fazem o primeiro movimento do xadrez?)",
    ],
  },
  ru: {
    white: ['Белые'],
    black: ['Черные', 'Чёрные'],
    note: 'Белые / Черные (Чёрные) name the sides in the FIDE Laws in Russian, high confidence.',
    sources: [
      'Правила игры в шахматы ФИДЕ (2017), пер. В. В. Фомин, Статья 1 https://onlinelit.net/book/pravila-igry-v-shahmaty-fide-vstupayut-v-deystvie-s-01-07 (Первый ход делает игрок, имеющий фигуры светлого цвета (Белые) … фигуры темного цвета (Черные))',
    ],
  },
  zh: {
    white: ['白方'],
    black: ['黑方'],
    note: '白方 / 黑方 ("the white side", "the black side"), medium confidence (one page; the characters are the colour and 方 "side"). Written without spaces, glued to the words around them (從白方左邊, 從白方到黑方 in that page), so read glued to a move too (白方e4, 黑方马c6).',
    sources: [
      "beesask.com, '國際象棋什麼棋先下' https://beesask.com/game/1362436.html (8條直線從白方左邊到右邊 …; 8條橫線從白方到黑方; 國際象棋中執白棋先走)",
    ],
  },
  ja: {
    white: ['白'],
    black: ['黒'],
    note: '白 / 黒 name the players (先手番 / 後手番), medium confidence. Written without spaces, glued to the words around them (プレイヤーは白、 in the first page), so read glued to a move too (白e4).',
    sources: [
      "jmedia.wiki (ja), 'White and Black in chess' https://jmedia.wiki/White/White_and_Black_in_chess (チェスでは、先手番のプレイヤーは白、後手番のプレイヤーは黒と呼ばれます)",
      "chess-lovers.com, '駒の並べ方' http://chess-lovers.com/rule/rule01.html (これは白、先手番から見た駒の配置です; これは黒、後手番から見た駒の配置です)",
    ],
  },
  fa: {
    white: ['سفید'],
    black: ['سیاه'],
    note: 'سفید / سیاه ("white", "black") are the colours of the pieces (مهره‌های سفید, مهره سیاه): medium confidence for the words; their use alone for the side before a move was seen in a Persian lesson that numbers half-moves (۱- سفید e4), low confidence.',
    sources: [
      "achmazstore.ir, 'شطرنج به زبان ساده چیست؟' https://achmazstore.ir/shop/content/718-what-is-a-chess-in-easy-words (بازیکنی که مهره های سفید را دارد، همیشه اولین حرکت را انجام می دهد)",
      "tebyan.net, 'شطرنج' https://image.tebyan.net/Image/21100/%d8%b4%d8%b7%d8%b1%d9%86%d8%ac (مهره سفید و … مهره سیاه; خانه سیاه و … خانه سفید)",
    ],
  },
  ar: {
    white: ['الأبيض', 'أبيض'],
    black: ['الأسود', 'أسود'],
    note: 'الأبيض / الأسود ("the white", "the black") name the players, high confidence; the forms without the article from the article title.',
    sources: [
      "ar.wikipedia, 'أبيض وأسود (شطرنج)' http://ar.m.wiki.x.io/wiki/%D8%A3%D8%A8%D9%8A%D8%B6_%D9%88%D8%A3%D8%B3%D9%88%D8%AF_(%D8%B4%D8%B7%D8%B1%D9%86%D8%AC) (يشار … إلى اللاعب الذي يفتتح اللعب ب «الأبيض» واللاعب الثاني يطلق عليه اسم «الأسود»)",
    ],
  },
  tr: {
    white: ['Beyaz', 'Beyazlar'],
    black: ['Siyah', 'Siyahlar'],
    note: 'Beyaz / Siyah (and the plurals Beyazlar / Siyahlar) name the sides, medium confidence.',
    sources: [
      "chess.com (tr), 'Satranç taşları' https://www.chess.com/tr/terms/satranc-taslari (Beyazın piyonları ikinci sırada, Siyahın piyonları ise yedinci sırada bulunur)",
      "oynasatranc.tr.gg, 'Satranç Tahtası ve Taşları' http://oynasatranc.tr.gg/Satran%E7-Tahtas%26%23305%3B-ve-Ta%26%23351%3Blar%26%23305%3B.htm (İLK HAMLEYİ HEP BEYAZLAR YAPAR)",
    ],
  },
  pl: {
    white: ['Białe'],
    black: ['Czarne'],
    note: 'białe / czarne (always plural) name the sides, high confidence.',
    sources: [
      'pl.wikibooks, \'Szachy/Ogólne zasady gry\' https://pl.m.wikibooks.org/wiki/Szachy/Og%C3%B3lne_zasady_gry (W słownictwie szachowym nie używa się pojęcia "gracz grający białymi/czarnymi bierkami", a zamiast tego "białe" lub "czarne" (zawsze w liczbie mnogiej))',
    ],
  },
  cs: {
    white: ['Bílý'],
    black: ['Černý'],
    note: 'bílý / černý (masculine singular, "the white one", "the black one") name the players, as problem captions print them (Bílý táhne a dá mat), high confidence.',
    sources: [
      "cs.wikipedia, 'Bílý a černý v šachu' https://cs.m.wikipedia.org/wiki/B%C3%ADl%C3%BD_a_%C4%8Dern%C3%BD_v_%C5%A1achu (V šachu se začínající hráč označuje jako bílý a druhý hráč jako černý)",
      "sachy-dolmen.cz, 'Úlohy' https://sachy-dolmen.cz/sachopedie/ulohy (Úloha má tedy pod diagramem napsáno například „Bílý táhne a dá mat 3. tahem“; studie má výzvu „Bílý vyhraje“)",
    ],
  },
  nl: {
    white: ['Wit'],
    black: ['Zwart'],
    note: 'wit / zwart name the players, high confidence.',
    sources: [
      "speelkompas.nl, 'Spelregels: Schaken' https://speelkompas.nl/spelregels-schaken/ (twee spelers: de witspeler en de zwartspeler, of kortweg: wit en zwart … Wit doet altijd de eerste zet)",
      "chessvariants.com, 'De regels van het schaakspel' https://www.chessvariants.com/d.chess/chess-dutch.html (Een speler speelt met de witte stukken en de andere speler speelt met de zwarte stukken)",
    ],
  },
};

/**
 * Descriptive notation as the language's books printed it (`P4R`, `C3AR`), researched by hand from real text for
 * issue 13 and read by src/notation/descriptive-dialect.ts, which takes the piece letters from the locale and the
 * order of the parts from its own table: merged as a `descriptive` convention, a sentence in `notes` and the sources.
 * (English descriptive notation is described, with its sources, in src/notation/descriptive.ts.)
 */
const DESCRIPTIVE = {
  es: {
    convention:
      "Spanish descriptive notation, read where an algebraic move fails (books until about 1980): the piece letters R D T A C P; files named by the piece that starts on them, the side (R rey, D dama) after the letter: TD CD AD D R AR CR TR (T, C, A alone where the board tells which); the rank counted from the mover's side and written before the file, no dash: P4R (e2-e4; Black's P4R is e7-e5), C3AR (Ng1-f3), C3AD, P4AD, A5C (b5 or g5: the board decides); a dash sometimes (C7-5C, C\\7-5C: the knight on the seventh rank); the moving piece's side or rank after its letter (CRxP, CDxP, T1xP, T7xP), a pawn's file after P (PRxP, PCxPA), the piece taken after x or X (PxP, AxT, PxPT, PAXPC); promotion P8C=D; + check, ++ mate; O-O, O-O-O",
    note: 'Descriptive notation: the rank after the file, as English writes it (P-R4), was not found in Spanish print and is not read; Spanish descriptive moves in words are not read.',
    sources: [
      "en.wikipedia, 'Descriptive notation' (read in revision diffs at s.cnmilf.com, oldid 1263149376 to 1276780788, citing Hooper & Whyld 1996 p. 106: Spanish descriptive notation: R rey, D dama, T torre, C caballo, A alfil, P peón; files TD, CD, AD, D, R, AR, CR, TR; the dash omitted; the rank before the file, 4R = K4; the Sicilian 1. P4R P4AD)",
      "ajedrezargentinoahora.blogspot.com, 'Sistemas de Anotación: El Sistema Descriptivo' (30 April 2018) https://ajedrezargentinoahora.blogspot.com/2018/04/sistemas-de-anotacion-el-sistema.html (1. P4R; 6. … A5CD; D7T; P8C=D+; AxT; CRXP, CDXP; T1xP, T7xP; C\\7-5C, C\\3-5C; PRxP, PCxPA, PxPT, PTxP, PAXPC)",
      "calameo.com, 'Notación descriptiva' https://www.calameo.com/books/0003113660d8c30275eb4 (columns Torre dama TD, Caballo dama CD, Alfil dama AD, Dama D, Rey R, Alfil rey AR, Caballo rey CR, Torre rey TR; T, C and A alone where there is no confusion)",
      "sectormatematica.cl, 'Partida comentada' https://www.sectormatematica.cl/ajedrez/partida.htm (one half-move per heading with commentary between: 1. P4R, ... / 1. ..., P4R / 2. C3AR, ... / 2. ..., C3AD; squares alone in the prose: 4D, 5R, 5CR, 4TR)",
      "laps4.com, '¿Cómo leer notación descriptiva en ajedrez?' https://www.laps4.com/preguntas-y-respuestas/como-leer-notacion-descriptiva-en-ajedrez (P3R peón tres rey, e3; P4D peón cuatro dama, d4)",
    ],
  },
  fr: {
    convention:
      "French descriptive notation, read where an algebraic move fails (books until the algebraic system): the piece letters R D T F C P; files TD CD FD D R FR CR TR, the side (R roi, D dame) after the letter; the rank counted from the mover's side and written before the file, no dash: P4R (e2-e4), T5FR, TD3FR (the queen's rook), C(3FR)xD (the knight on 3FR); a capture names the piece taken: PxC, FxCD; promotion after = or : (P8D=D, PxC:D); + check; O-O, O-O-O",
    note: "Descriptive notation: the FIDE rules of 1930 print spaces inside a move (D 4 FR, T 4 CR — 2 CR); moves so printed, and the mate sign ≠ of fr.wikipedia's example, are not read.",
    sources: [
      "fr.wikipedia, 'Notation descriptive' https://fr.m.wikipedia.org/wiki/Notation_descriptive (P4R: le pion a avancé sur la 4e case de la colonne du roi; T5FR; PxC; promotion P8D=D ou PxC:D; TD3FR, la tour de la dame; FxCD; C(3FR)xD)",
      "fr.wikisource, 'Règle du Jeu d'Échecs de la F.I.D.E. 1930', page 7 https://fr.m.wikisource.org/wiki/Page:R%C3%A8gle_du_Jeu_d%27%C3%89checs_de_la_F.I.D.E._1930.pdf/7 (le système descriptif: columns TD, CD, FD, D, R, FR, CR, TR; ranks 1 to 8 counted for White and for Black; D 4 FR; T 4 CR — 2 CR)",
    ],
  },
  pt: {
    convention:
      "Portuguese descriptive notation, read where an algebraic move fails (books before the algebraic system): the piece letters R D T B C P; files TD CD BD D R BR CR TR, the side (R rei, D dama) after the letter; the rank counted from the mover's side and written before the file, no dash: 1. P4R P4R 2. C3BR B5C 3. P4D PxP; D5TR, B6CD; + check, ++ mate; 0-0, 0-0-0",
    note: 'Descriptive notation: read in the order the sources print it (rank before file, no dash), as Spanish is.',
    sources: [
      "blog.reinodecaissa.com, 'Notação descritiva de xadrez' http://blog.reinodecaissa.com/notacao-descritiva/ (columns TD, CD, BD, D, R, BR, CR, TR; ranks counted from each player's side; 1. P4R P4R 2. C3BR B5C 3. P4D PxP; + xeque, ++ xeque-mate, 0-0, 0-0-0)",
      "afogadosxadrezclube.blogspot.com, 'Aprenda notação descritiva' (May 2013) http://afogadosxadrezclube.blogspot.com/2013/05/1376-aprenda-notacao-descritiva.html (the same columns and opening: 1. P4R P4R 2. C3BR B5C 3. P4D PxP)",
      "pontoabc.com, 'Notação de xadrez' http://pontoabc.com/notacao-de-xadrez.html (rei R, dama D, torre T, bispo B, cavalo C, peão P; 1. P3R P3R; R2R, R2D, D5TR, B6CD)",
    ],
  },
};

/**
 * The words with which texts say that a side gave the game up, after its last move (issue 13: `y las negras se
 * rindieron`, `Black resigns`), researched by hand from real text: merged as `resignWords` (after `colourWords`), a
 * `resignWords` convention and the sources. Read where the word ends its clause; never written.
 */
const RESIGN_WORDS = {
  cs: {
    words: ['vzdal', 'vzdala', 'vzdali', 'vzdává', 'vzdávají'],
    convention:
      "A side's resignation told after the game's last move: a bílý se vzdal, černý se tady vzdal, se vzdává (vzdát se = to give up; partii vzdal = resigned the game); read where the word ends its clause (a full stop, comma, colon or bracket after it), so that `vzdal se naděje` is no resignation",
    sources: [
      "kasalice.unas.cz, 'Předčasné rezignace' http://kasalice.unas.cz/chess/predcasne_rezignace/rezignace_1.html (Tato sbírka obsahuje situace …, ve kterých hráč … partii vzdal; a game score ending '36.Rd1 Cerny se tady vzdal, ale mohl okamzite vyhrat: 36. ... Bg1!!': the moves after the resignation are analysis)",
      "skpribram.cz, 'Regionální soutěž E 2023-24 6.kolo' https://skpribram.cz/regionalni-soutez-e-2023-24-6-kolo/ (a club report: Vláďa se před matem vzdal:)",
    ],
  },
  de: {
    words: ['aufgabe', 'aufgegeben', 'aufgibt'],
    convention:
      "A side's resignation told after the game's last move: 20.Sxe6 Aufgabe! / Schwarz hat aufgegeben. / worauf Weiß aufgibt. (aufgeben = to resign a game; die Aufgabe = the resignation); read where the word ends its clause (a full stop, comma, `!` or bracket after it), so that `die Aufgabe von Weiß besteht darin` (the task) is no resignation; `gibt auf` and `gab auf` are left out, since `auf` before a square is a preposition (`gab auf f7 Schach`)",
    sources: [
      "srk-forum.schachbund.net (Schiedsrichterkommission des Deutschen Schachbundes), 'Aufgabe einer Partie - wann wirksam?' (19 November 2009) http://srk-forum.schachbund.net/viewtopic.php?p=1855 (a report from the magazine SCHACH: a player offered his hand 'zum Zeichen der Aufgabe', the sign of resignation; the replies discuss when the resignation of a game, das Aufgeben einer Partie, takes effect)",
      "Ronsdorfer Schachverein, 'Rund ums Schach' https://www.ronsdorfer-schachverein.de/rund-ums-schach.php (a game Pfister – van Kempen, Bayer Open Leverkusen, told move by move: after 30. … Te2 'hat Weiß das Handtuch geworfen und aufgegeben')",
      "Schachverein Morsbach, 'Ende der Partie' https://schachverein-morsbach.de/wissen/regeln/ende-der-partie.htm (a player has won the game when the opponent declares that he resigns: 'der Gegner erklärt dass er aufgibt')",
    ],
  },
  en: {
    words: ['resigns', 'resigned', 'resign'],
    convention:
      "A side's resignation told after the game's last move: Black resigns, and White resigned; read where the word ends its clause (a full stop, comma or bracket after it)",
    sources: [
      "chess-game-strategies.com, 'Resign (Or Play On?)' http://www.chess-game-strategies.com/resign.html (a game's last move 1. Qd2, then 'Black Resigns', then 'Because ... 1. ... Qxd2 2. Ne7+ Kh8 3. Nf7#': the moves after the resignation are the reason for it)",
      "metaglossary.com, 'Definitions for Resigns' http://www.metaglossary.com/define/resigns (a player can surrender the game (resign) without having to wait for a checkmate)",
    ],
  },
  es: {
    words: [
      'se rindieron',
      'se rinden',
      'se rindió',
      'se rinde',
      'rindieron',
      'rinden',
      'rindió',
      'rinde',
      'abandonaron',
      'abandonan',
      'abandonó',
      'abandona',
    ],
    convention:
      "Black's or White's resignation told after the game's last move: las negras se rindieron / se rinden / se rindió / se rinde, y las blancas abandonaron / abandonan / abandonó / abandona (abandonar la partida = rendirse); read where the word ends its clause (a full stop, comma or bracket after it), so that `abandona la diagonal` is no resignation; after `se` (rendirse: only giving up) wherever the clause goes on (`y Blanco se rindió ante la amenaza`)",
    sources: [
      "cabramilenaria.blogspot.com, Francisco Luque Luque, 'Ajedrez egabrense: Abandonar o no abandonar, esa es la cuestión' (1 December 2025) https://cabramilenaria.blogspot.com/2025/12/francisco-luque-luque.html (Abandonar, en ajedrez, es rendirse, dar por terminada la partida; a game told in moves: 2…. Ab7!! …, y las blancas abandonaron ya que: 3. Axb7 Df1 ++ o 3. Tf3 …: the moves after the resignation are the reason for it)",
      'chess.com blog (es), djharlequin, \'Cuando uno abandona\' http://www.chess.com/blog/djharlequin/cuando-uno-abandona (una partida termina cuando uno de los jugadores acepta la derrota sin dejar que se produzca el jaque mate y se rinde o "abandona")',
    ],
  },
  is: {
    words: ['gafst upp', 'gefst upp'],
    convention:
      "A side's resignation told after the game's last move: svartur gafst upp (Black resigned), hvítur gefst upp (White resigns); gefast upp = to give up (a game): two-word phrases, read wherever they stand in the clause after the move",
    sources: [
      "is.wikibooks, 'SKÁK' https://is.m.wikibooks.org/wiki/SK%C3%81K (Reglur: 'einnig getur skákmaður gefist upp ef hann telur ljóst að hann muni tapa skákinni': a player may give up, gefast upp, the game he sees he will lose)",
    ],
  },
};

/**
 * `locale` with the word list `key` of its code from `table` merged in (before `names`): the words, a `key` convention
 * and the sources ({@link RESIGN_WORDS}, {@link CONDITIONAL_WORDS}, {@link MENTION_SUFFIXES}).
 */
function withWordList(locale, table, key) {
  const list = table[locale.code];
  if (list === undefined) return locale;
  const { names, conventions, notes, sources, ...before } = locale;
  return {
    ...before,
    [key]: list.words,
    names,
    conventions: { ...conventions, [key]: list.convention },
    notes,
    sources: [...sources, ...list.sources],
  };
}

/**
 * The words for "if" with which texts put a line as a supposition after the game's moves (`Wenn 8. Sc3, dann d4!`, `If
 * 2...e5, White could play …`), researched by hand: merged as `conditionalWords` (after `resignWords`), a
 * `conditionalWords` convention and the sources. Read right before a sequence of moves or a few words before it in its
 * clause; never written.
 */
const CONDITIONAL_WORDS = {
  de: {
    words: ['wenn', 'falls', 'sofern'],
    convention:
      "A line the text supposes, not the game's moves: Wenn 8. Sc3, dann d4! / falls Weiß 8. Sc3 spielt …; the conjunctions that open a conditional clause (Konditionalsatz), read right before the moves or a few words before them in their clause",
    sources: [
      "Duden, Richtiges und gutes Deutsch, 'Konditionalsatz' (read at http://de.slovopedia.com/105/75/630135.html): a conditional clause (Bedingungssatz) names the condition under which the main clause holds; it is opened by a conjunction (wenn, wofern, sofern, falls): Wenn das wahr ist, (dann / so) ist Schlimmes zu befürchten; Falls die Haustür geschlossen ist, gehe ich über den Hof",
    ],
  },
  en: {
    words: ['if'],
    convention:
      "A line the text supposes, not the game's moves: If 2. ... e5, White could play …; Or if 2. ... d6, it is a Pirc Defence; read right before the moves or a few words before them in their clause",
    sources: [
      "open-aurec.com, Paul Benson, Skype coaching session 08 July 2018 http://www.open-aurec.com/Skype/PaulBenson/GBCC_20180708.txt (the game 1. e4 Nf6 2. Nc3 annotated: '(A). If, 2. ... e5, white could play for a Vienna … (B). Or if, 2. ... d6, it is a Pirc Defence': moves after 'if' are lines the game did not take; the game goes on 2. ... d5)",
    ],
  },
  it: {
    words: ['se', 'qualora'],
    convention:
      "A line the text supposes, not the game's moves: Se il Bianco gioca 3.exd5, 3...Cf6 è possibile / qualora 5.d4 …; the conjunctions that open a conditional clause, read right before the moves or a few words before them in their clause (the pronoun se of se ne, se lo is rare before moves; sé, with the accent, is not read)",
    sources: [
      "it.wikibooks, 'Teoria delle aperture negli scacchi/1. e4/1...c5/2.c3' (a revision, https://it.m.wikibooks.org/wiki/Speciale:DiffMobile/365348): after the line 2...d5 it weighs a move White did not have to play with 'se il bianco gioca 3.exd5, 3...Cf6 è possibile': moves after se are a supposed line",
    ],
  },
  fr: {
    words: ['si'],
    convention:
      "A line the text supposes, not the game's moves: Si les Blancs jouent 4.d4, la partie écossaise des quatre cavaliers apparaît; si 4...Cf6 5.d4 …; the conjunction si, read right before the moves or a few words before them in their clause (si as 'so' stands before an adjective or adverb; the rare si bien que, 'so that', a few words before moves is read as a supposition too)",
    sources: [
      "wikiland.org (French), 'Jeu des quatre cavaliers' https://wikiland.org/fr/Four_Knights_Game (after 1.e4 e5 2.Cf3 Cc6 3.Cc3 Cf6 and the main move 4.Fb5: 'Si les Blancs jouent 4.d4, la partie écossaise des quatre cavaliers apparaît': si before a move the text supposes)",
      "uia-echecs.blogspot.com, 'Ouverture des 4 cavaliers' (January 2020) https://uia-echecs.blogspot.com/2020/01/ouverture-des-4-cavaliers.html (on the Three Knights: 'Si les Noirs jouent Cgf6 par la suite, on obtient une transposition …': a supposed move after si)",
    ],
  },
  ru: {
    words: ['если'],
    convention:
      "A line the text supposes, not the game's moves: Если бы черные сыграли 2. … Кf6, то белые …; если 5...Кf6, то …; the conjunction если (also если бы), read right before the moves or a few words before them in their clause; коли and когда ('when') are left out",
    sources: [
      "rulit.me, 'Книга начинающего шахматиста', page 21 https://rulit.me/books/kniga-nachinayushchego-shahmatista-read-226978-21.html (the game 1. d2–d4 d7–d5 2. c2–c4 told, then: 'Если бы черные сыграли 2. … Cf5 или 2. … Кf6, то белые взяли бы пешку на d5 …': the moves after если are a line the game did not take; the game went on 2. … е7–е6)",
    ],
  },
  pl: {
    words: ['jeśli', 'jeżeli', 'gdyby'],
    convention:
      "A line the text supposes, not the game's moves: Jeśli 5...Sf6, to 6.e5 …; gdyby czarne zagrały 5...Gb6, …; the conjunctions of a conditional clause (zdanie warunkowe), read right before the moves or a few words before them in their clause; gdy and kiedy ('when') are left out: they tell moves played as well",
    sources: [
      "Słownik języka polskiego PWN, 'jeśli' https://sjp.pwn.pl/sjp/jesli;2468088.html (a conjunction that opens a subordinate clause naming the condition on which the main clause depends: Jeśli będziesz dobrze się uczył, to dostaniesz stypendium)",
      "partykula.pl, 'Zdania podrzędne warunkowe' https://www.partykula.pl/zdania-podrzedne-warunkowe/ (conditional clauses are joined with jeżeli, jeśli, gdyby, żeby, kiedy; examples with jeśli, jeżeli and gdyby)",
    ],
  },
  cs: {
    words: ['jestliže', 'jestli', 'kdyby'],
    convention:
      "A line the text supposes, not the game's moves: Jestliže 5.d4, pak …; kdyby bílý zahrál 5.d4, …; conjunctions of a conditional clause (podmínková věta), read right before the moves or a few words before them in their clause; když ('when') is left out, and pokud too (pokud jde o 5.d4, 'as for 5.d4', names a move that may be the game's)",
    sources: [
      "Naše řeč (Ústav pro jazyk český AV ČR), Eva Macháčková, 'K oblibě spojek v podmínkovém souvětí' http://nase-rec.ujc.cas.cz/archiv.php?lang=en&art=7139 (the means of a conditional clause listed by the grammars: jestliže, -li, jestli, když, kdyby, pokud, pakli(že), and compounds such as v případě že)",
    ],
  },
  uk: {
    words: ['якщо', 'якби'],
    convention:
      "A line the text supposes, not the game's moves: Якщо 5...Кf6, то 6.e5 …; якби чорні зіграли 2...Кf6, …; the conjunctions of a conditional clause (підрядне умови), read right before the moves or a few words before them in their clause; коли and як ('when', 'as') are left out",
    sources: [
      "ukrainskamova.narod.ru, 'Складнопідрядні речення з підрядними умови' http://ukrainskamova.narod.ru/Links/Syntaks/229.HTM (conditional clauses are joined with якщо, якщо б, якби, коли, коли б, як, аби, раз …; examples with якщо … тоді and якби)",
    ],
  },
  sv: {
    words: ['ifall', 'såvida'],
    convention:
      "A line the text supposes, not the game's moves: Ifall vit spelar 5.d4, …; såvida inte 5.d4 …; the conditional conjunctions other than om, read right before the moves or a few words before them in their clause; om, the commonest, is left out: it is also the preposition 'about' (en artikel om 5.d4) and opens indirect questions",
    sources: [
      "Grammatiska uppslag (Göteborgs universitet), 'Konditional (villkors-)' http://grammatiskauppslag.gu.se/konditional.html (a conditional clause is opened by a conditional conjunction: om is the commonest, alternatives are såvida, ifall and bara)",
      "omsvenska.se, 'Konditionalis' https://www.omsvenska.se/grammatik/konditionalis/ (the condition is said in a clause with the conjunction om; in speech and informal writing ifall is used too)",
    ],
  },
  da: {
    words: ['hvis', 'såfremt'],
    convention:
      "A line the text supposes, not the game's moves: Hvis hvid spiller 5.d4, …; the conditional conjunctions (betingelseskonjunktioner), read right before the moves or a few words before them in their clause; om is left out: it opens indirect questions and is the preposition 'about'",
    sources: [
      "dansk.ninja, 'Hvis eller om' (16 December 2022) https://dansk.ninja/index.php/2022/12/16/hvis-eller-om (hvis is a conjunction of condition: what the main clause says holds only if what the hvis clause says holds; om is used where the speaker lacks information, in indirect questions)",
    ],
  },
  nb: {
    words: ['hvis', 'dersom'],
    convention:
      "A line the text supposes, not the game's moves: Hvis hvit spiller 5.d4, …; dersom 5...Sf6, …; the subjunctions of a condition, read right before the moves or a few words before them in their clause; om is left out: it also opens indirect questions and is the preposition 'about'",
    sources: [
      "lingu.com, Lingupedia, 'Hvis eller om' https://lingu.com/lingupedia/grammatikk/hvis-eller-om (hvis, dersom and om are subjunctions for a situation that can only happen under certain conditions; hvis the most frequent, om and dersom more formal; only om serves in indirect questions)",
    ],
  },
  nl: {
    words: ['indien', 'ingeval'],
    convention:
      "A line the text supposes, not the game's moves: Indien wit 5.d4 speelt, …; the written conjunctions of condition, read right before the moves or a few words before them in their clause; als and wanneer are left out: both are also conjunctions of time ('when') and als is 'as' (als antwoord op 5.d4, 'in answer to 5.d4')",
    sources: [
      "Algemene Nederlandse Spraakkunst (e-ANS), 10.3.8 'Voorwaardelijke voegwoorden: als, wanneer, indien, ingeval, zo; mits, tenzij, tenware' https://e-ans.ivdnt.org/topics/pid/ans100308lingtopic (the conjunctions of condition or supposition)",
      "Onze Taal, 'als / wanneer / indien' https://onzetaal.nl/taaladvies/als-wanneer-indien (als and wanneer can be conjunctions of time or of condition; indien only of condition or supposition, and only in writing)",
    ],
  },
  ro: {
    words: ['dacă'],
    convention:
      "A line the text supposes, not the game's moves: Dacă albul joacă 5.d4, …; dacă 5...Cf6, …; the conjunction dacă that opens a conditional clause (propoziția condițională), read right before the moves or a few words before them in their clause; de (also the preposition 'of') and când ('when') are left out",
    sources: [
      "ro.wikipedia, 'Propoziție circumstanțială condițională' https://ro.m.wikipedia.org/wiki/Propozi%C8%9Bie_circumstan%C8%9Bial%C4%83_condi%C8%9Bionat%C4%83 (the subordinate clause naming the condition or supposition on which the main clause depends; examples opened by dacă: Dacă mă aștepți, aș merge o dată cu tine)",
      "epedia.ro, 'Propoziția circumstanțială condițională. Exemple' (18 November 2020) https://epedia.ro/2020/11/18/propozitia-circumstantiala-conditionala-exemple/ (introduced by the conjunctions dacă, de, să and the phrase în caz că)",
    ],
  },
  hr: {
    words: ['ako'],
    convention:
      "A line the text supposes, not the game's moves: Ako bijeli odigra 5.d4, …; ako 5...Sf6, …; the conjunction ako of a conditional clause (pogodbena rečenica), read right before the moves or a few words before them in their clause; kad ('when') and da ('that') are left out",
    sources: [
      "gramatika.hr, 'Pogodbene rečenice' http://gramatika.hr/pravilo/pogodbene-recenice/102/ (the conjunctions of conditional clauses are ako, da, kad, li; ako for a real or possible condition: Ako mi kažeš što te muči, pomoći ću ti)",
    ],
  },
  sk: {
    words: ['ak', 'keby'],
    convention:
      "A line the text supposes, not the game's moves: Ak biely zahrá 5.d4, …; keby čierny zahral 5...Jf6, …; the conjunctions of a conditional clause, read right before the moves or a few words before them in their clause; keď ('when') is left out, and pokiaľ too (pokiaľ ide o 5.d4, 'as for 5.d4', names a move that may be the game's)",
    sources: [
      "referaty.hladas.sk, 'Podmienkové súvetia' http://referaty.hladas.sk/referat.php/podmienkove-suvetia/9/1003 (the English if of a real condition answers to Slovak keď, či, ak, pokiaľ, keby, of an unreal one to keby: Prídem, ak budem môcť; Ak bude zajtra pekné počasie, pôjdeme sa kúpať)",
    ],
  },
  hu: {
    words: ['ha', 'amennyiben'],
    convention:
      "A line the text supposes, not the game's moves: Ha világos 5.d4-et lép, …; ha 5...Hf6, …; the conjunctions of a conditional clause (feltételes mellékmondat), read right before the moves or a few words before them in their clause (ha now and then stands for 'when' of what is yet to come; moves played are told with amikor, left out)",
    sources: [
      "kolumban.hu, 'A feltételes mondat' http://www.kolumban.hu/a-felteteles-mondat/ (a conditional sentence tells what depends on something; its conjunction ha is nearly always there: Utaznék, ha volna mivel)",
      "scribd, 'Feltételes mondatok (Conditionals)' https://www.scribd.com/document/493933211/47felt (Hungarian ha and English if open the conditional clause; ha sometimes says time, = amikor, where English has when)",
    ],
  },
  tr: {
    words: ['eğer', 'şayet'],
    convention:
      "A line the text supposes, not the game's moves: Eğer beyaz 5.d4 oynarsa, …; the conjunctions eğer and şayet that may open a conditional sentence (koşul cümlesi, whose verb carries -sa/-se), read right before the moves or a few words before them in their clause; the -sa/-se ending alone is not read",
    sources: [
      "turkceci.com, '7. Sınıf Cümlede Anlam – Şart Koşul Cümleleri' https://www.turkceci.com/turkce-dersi-7-sinif-cumlede-anlam-sart-kosul-cumleleri-konu-anlatimi.html (a conditional sentence ties one event to another that has not happened yet; it is built with words such as eğer, şayet and the -sa/-se ending)",
    ],
  },
  ca: {
    words: ['si'],
    convention:
      "A line the text supposes, not the game's moves: Si les blanques juguen 5.d4, …; si 5...Cf6, …; the conjunction si of a conditional clause (the adverb sí, 'yes', carries an accent and is not read), right before the moves or a few words before them in their clause",
    sources: [
      "Gramàtica essencial de la llengua catalana (IEC), 27.2 'Les construccions condicionals' https://geiec.iec.cat/capitol_veure.asp?id_gelc=201&capitol=27.2 (the protasis of a conditional sentence is usually a subordinate clause opened by the conjunction si: Si fa bon dia, dinarem a la terrassa)",
      "Diccionari de la llengua catalana (diccionari.cat), 'si' (conjunction) https://diccionari.cat/GDLC/si4 (in the case, taken as possible, in which …: Si cuites, encara el trobaràs a casa; homophone of sí)",
    ],
  },
};

/**
 * The case endings that, joined to a move with the language's `caseSuffixMarks`, make the move a noun the sentence names
 * rather than one it plays (Turkish `3...Fc5'ten sonra` "after 3...Bc5", `4...Fg4'süz` "without 4...Bg4"), researched
 * by hand: merged as `mentionSuffixes` (after `conditionalWords`), a `mentionSuffixes` convention and the sources. Read as
 * the start of the ending glued to the move; never written. Endings with which a text tells a move played (the Turkish
 * accusative `3...Fc5'i oynadı`, "played 3...Bc5") are left out.
 */
const MENTION_SUFFIXES = {
  tr: {
    words: ['dan', 'den', 'tan', 'ten', 'sız', 'siz', 'suz', 'süz', 'lı', 'li', 'lu', 'lü'],
    convention:
      "A move the sentence names, not one it plays: the ablative ending ('dan 'den 'tan 'ten: 3...Fc5'ten sonra \"after 3...Bc5\"), -sız ('sız 'siz 'suz 'süz: 4...Fg4'süz \"without 4...Bg4\") and -lı ('lı 'li 'lu 'lü: 4...Fg4'lü Modern Varyant \"the Modern Variation with 4...Bg4\") joined to the move with an apostrophe: read as a side line, said where it could be the game's next move; the accusative ('i, 3...Fc5'i oynadı \"played 3...Bc5\") is not such an ending",
    sources: [
      "yksedebiyat.org, 'Kesme İşareti' https://www.yksedebiyat.org/2018/12/kesme-isareti.html (the inflectional endings of proper names are joined with an apostrophe: Türk'ten, Edirne'den Kars'a)",
      "tr.wikipedia (mirror tr.m.wiki.x.io), 'Ters Macar Açılışı' http://tr.m.wiki.x.io/wiki/Ters_Macar_A%C3%A7%C4%B1l%C4%B1%C5%9F%C4%B1 (the opening given as 1. e4 e5 / 2. Af3 Ac6 / 3. Fe2, then '3...Af6'dan sonra, John Tayler 4.d4!? varyantını tanıttı': a move named with the ablative and sonra, a line the opening's moves did not take)",
      "perceptiotr.com, 'Fil ilk' (Bishop's Opening) https://perceptiotr.com/Дебют_слона ('4. … Şf6:e4 tehlikeli çünkü 5. Vd1-d4'ten sonra Beyazın güçlü bir saldırısı var': analysis named with 'ten sonra)",
    ],
  },
};

/** `locale` with the {@link DESCRIPTIVE} notation of its code merged in (a convention, a note, the sources). */
function withDescriptive(locale) {
  const descriptive = DESCRIPTIVE[locale.code];
  if (descriptive === undefined) return locale;
  return {
    ...locale,
    conventions: { ...locale.conventions, descriptive: descriptive.convention },
    notes: [locale.notes, descriptive.note].filter(Boolean).join(' '),
    sources: [...locale.sources, ...descriptive.sources],
  };
}

/**
 * `locale` with the {@link TEXT_SUPPLEMENTS}, colour words, descriptive notation, resign and conditional words, words for
 * "instead of" (lib/instead-words.mjs) and mention suffixes of its code merged in.
 */
function withTextSupplements(locale) {
  const resign = withWordList(
    withDescriptive(withColourWords(withSupplements(locale))),
    { ...RESIGN_WORDS, ...MORE_RESIGN_WORDS },
    'resignWords',
  );
  const conditional = withWordList(resign, CONDITIONAL_WORDS, 'conditionalWords');
  const instead = withWordList(withWordList(conditional, INSTEAD_WORDS, 'insteadWords'), INSTEAD_AFTER_WORDS, 'insteadAfterWords');
  return withWordList(instead, MENTION_SUFFIXES, 'mentionSuffixes');
}

/** `locale` with the {@link COLOUR_WORDS} of its code merged in (after `andWords`, before `names`). */
function withColourWords(locale) {
  const colour = COLOUR_WORDS[locale.code];
  if (colour === undefined) return locale;
  const { names, conventions, notes, sources, ...before } = locale;
  return {
    ...before,
    colourWords: { white: colour.white, black: colour.black },
    names,
    conventions: {
      ...conventions,
      colourWords: `${colour.white.join(', ')} (White) and ${colour.black.join(', ')} (Black) before a move tell whose move it is (a number before them counts half-moves: 1- ${colour.white[0]} e4, 2- ${colour.black[0]} e5)`,
    },
    notes: [notes, `Colour words: ${colour.note}`].filter(Boolean).join(' '),
    sources: [...sources, ...colour.sources],
  };
}

function withSupplements(locale) {
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

/**
 * Locale files written by hand from real text, not from the reference (see locales/README.md, "The shipped set"):
 * the script never writes them, even where the reference gains all five letters for the language later.
 */
const HAND_WRITTEN = ['ceb', 'fil', 'fy', 'he', 'hy', 'ia', 'ka', 'kk', 'mk', 'mn', 'ms', 'sw', 'ta', 'th', 'ur'];

const locales = [];
const skipped = [];
for (const entry of reference) {
  if (HAND_WRITTEN.includes(entry.code)) continue;
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
console.log(`written by hand (never written by this script): ${HAND_WRITTEN.join(' ')}`);
