/**
 * The text of `chess-lingua --help` and of each command's own help (`chess-lingua help translate`,
 * `chess-lingua translate --help`). Keep it true to the code. A new command is one entry in
 * {@link COMMANDS} (usage, one-paragraph summary, the options it takes, optional details); the
 * global help is assembled from the same entries.
 *
 * Over 400 lines because it is the help's text: one entry per command and option, kept together so
 * that the global help and each command's help read from the same words.
 */

/** Said on standard error when a command reads standard input and that is a terminal (rather than wait silently). */
export const STDIN_HINT = 'chess-lingua: reading games from standard input (the terminal); end with Ctrl-D, or name a FILE';

/** Every option's help lines, by its long name, in the order the global help lists them. */
const OPTIONS: Readonly<Record<string, string>> = {
  from: `  -f, --from <NOTATION>     notation of the input (required)`,
  to: `  -t, --to <NOTATION>       notation of the output (required)`,
  fen: `      --fen <FEN>           start position for games without a FEN tag (translate writes
                            it as their SetUp and FEN tags [W_FEN] where it does not keep
                            the layout), and for 'move'`,
  output: `  -o, --output <FILE>       write to FILE instead of standard output ('-'); a regular file
                            appears whole or not at all (a temporary file renamed over it,
                            keeping its mode; a symbolic link's target is replaced); a
                            device or FIFO (/dev/null) is written in place`,
  rejects: `      --rejects <FILE>      write games that fail to FILE instead of passing them through
                            (written whole or not at all, like -o)`,
  'keep-layout': `      --keep-layout         keep each game's own text (line breaks, spacing, move numbers,
                            tag order, comments, glyphs, results) and replace only the moves,
                            instead of writing PGN export format`,
  repair: `      --repair              read a game that fails as written as the cheapest legal game
                            with repairs (look-alike characters, a neighbour square, another
                            language's piece letter, origin or capture mark missing, BxN,
                            dxc, a move left out, written twice or swapped, a row's two
                            moves in each other's column, a box that fits nothing read as
                            the move the next boxes need); each repair is
                            a warning [W_REPAIR] with the text written, the move chosen and
                            the next best readings with their costs. Without --repair, a
                            move's error ends with its best repairs ('did you mean …?').
                            With --from auto, a game no language reads as written is
                            repaired under the languages that read it furthest. A sheet
                            that starts mid-game needs its position (FEN tag or --fen).
                            Where the move numbers jump over moves never written
                            (11. Rc1 17... Qxc3), they are not made up: a warning
                            [W_MOVE_NUMBER] says how many plies one sheet cannot tell`,
  annotate: `      --annotate            (--repair, 'reconcile') a comment after each repaired move:
                            {written "Bd7", read as Bd3}`,
  'report-json': `      --report-json <FILE>  write one JSON object per game to FILE (JSON Lines): index,
                            file, label, status (translated, repaired, failed), plies,
                            problems (code, ply, move, line, column, written, reading,
                            candidates); with --jobs N, the same lines as one thread.
                            ('prose': one object per document, plies = moves rewritten)`,
  'from-b': `      --from-b <NOTATION>   ('reconcile') notation of the second file (B); --from by default`,
  jobs: `  -j, --jobs <N>            translate on N threads, the main one and N-1 worker threads
                            (the input in pieces of about 64 KB, output in input order,
                            also with --repair and --report-json); 1 by default`,
  'locale-file': `      --locale-file <FILE>  add or override a locale from a JSON file (repeatable; the
                            format is described in locales/README.md)`,
  quiet: `  -q, --quiet               no progress display and no summary on standard error (the
                            progress display shows only when standard error is a terminal
                            and the input size is known: games, moves/s, time left)`,
  json: `      --json                ('locales', 'detect') print JSON`,
  format: `      --format <FORMAT>     ('export') i18next, gettext, fluent, arb or android`,
  out: `      --out <DIR>           ('export') directory to write the files under (made if missing)`,
  prefer: `      --prefer <CODE,...>   (--from auto, 'detect') languages that break a tie between
                            equally good readings, first preferred (de,en)`,
  strict: `      --strict              accept standard notation only (SAN as PGN writes it, long
                            algebraic, UCI, 4/5-digit ICCF): what is otherwise read
                            leniently with a warning is an error`,
  encoding: `      --encoding <NAME>     input encoding: auto (default: BOM, UTF-16, UTF-8, else the
                            code page told by the letters), utf-8, utf-16le, utf-16be,
                            cp1251, cp866, koi8-r, cp1252 (latin1), cp1250, cp1253 (Greek),
                            cp1255 (Hebrew), cp1256 (Arabic, Persian); a byte that is
                            not UTF-8 in a UTF-8 file is read as U+FFFD [W_BAD_BYTE]`,
  port: `      --port <N>            ('web') port on 127.0.0.1 (8080 by default; 0: any free port)`,
  open: `      --open                ('web') open the page in the desktop's browser`,
  help: `  -h, --help                show help`,
  version: `  -V, --version             show the version`,
};

const NOTATIONS = `Notations:
  <code>        algebraic notation with a language's piece letters: de, fr, ru, pl, hu, …
                (BCP-47 codes; de-AT falls back to de; 'chess-lingua locales' lists them).
                As input, 'en' also reads English descriptive notation, as old books
                write it (P-K4, N-KB3, Kt-B3, PxP, R(1)-Q1, P-K8(Q), NxP ch, P - K 4,
                P. to K's 4th.; Black's ranks counted from Black's side) and forum
                hybrids (p-d4, Knight-F6), every move checked on the board: one
                legal move is that move, several are an ambiguity [ERR_MOVE_AMBIGUOUS]
                unless the next moves written (4, up to 12 where all read
                after each) read legally after one only
                [W_READING_AMBIGUOUS]; one note for a game written so [W_STYLE], a warning for one such move
                among algebraic ones (BxN) [W_DESCRIPTIVE]. 'es', 'pt' and 'fr' read
                Spanish, Portuguese and French descriptive notation alike (P4R, C3AR,
                A5C, PxP, CRxP, T1xP: the rank before the file, no dash; the bishop
                is B in 'pt', F in 'fr')
  en-descriptive (output) English descriptive notation, as books of the 1960s-70s print
                it (N-KB3, PxP, P-K8(Q), e.p.; check + and mate #): each move no longer
                than tells it apart on the board; as input, read like 'en'
  figurine      SAN with figurines (♔♕♖♗♘ written; white and black glyphs read)
  iccf          ICCF numeric notation (5254, 67682; castling 5171/5131/5878/5838)
  lan           long algebraic with English letters (Ng1-f3, e2-e4); lan:<code> for
                another language's letters (lan:de → Sg1-f3); as input, read like 'en'
                (lan:<code> like <code>), which reads long algebraic too
  uci           UCI coordinates (g1f3, e7e8q); as input, read like 'en'
  words:<code>  moves in words: 'Springer schlägt auf f3, Schach'; 'words' is words:en.
                'move' writes the words; 'translate' writes PGN with SAN in the
                language's letters and each move's words in a comment after it
                (2. Sf3 {Springer nach f3}). As input, for 'move' only: 'Springer f3',
                'kurze Rochade' (written or spoken squares), checked on the board
  spoken:<code> (output only) words for speech engines: squares as letter names and
                number words ('Springer nach ef drei'); 'spoken' is spoken:en
  auto          (input only) each game's language is detected: the locales under which
                every move is legal; a game that two languages read as different games
                fails unless --prefer names a tie-break; a game mixing languages fails.
                For 'prose' and a document read by 'translate' (an article with a game
                in it): the language whose reading checks the most moves on a board`;

const REPORTS = `Errors go to standard error, one line each:
  FILE:LINE:COLUMN: game N (White - Black, Date): move 12... Sf3: no knight (S) can move to f3 [ERR_MOVE_ILLEGAL]

Moves are read as a careful arbiter reads a scoresheet: captures with ':' or none, 0-0,
e8D, missing or wrong check marks, lower-case or look-alike letters, figurines … Each
lenient reading is reported on standard error (not with --quiet), so it can be reviewed:
  FILE:LINE:COLUMN: game N (…): warning: move 4. Bc6: no capture mark, but the move captures a knight on c6; read as Bb5xc6 (standard: Bxc6) [W_CAPTURE_MISSING]
A comment ({…} or ; to the end of the line) whose words read as legal moves from where it
stands is kept as a comment and reported [W_MOVES_IN_COMMENT].
The output is valid PGN where the input is not, each change reported: Result tag and
movetext result written alike, the rules' result after mate or stalemate [W_RESULT], tag
names with _ for - + # = : [W_TAG_NAME], FEN fields one space apart [W_FEN], a comment's
nested braces as ( ) [W_COMMENT_BRACES], a NAG before any move of its line as a comment
[W_NAG_AS_COMMENT], a variation without a move as its comments [W_EMPTY_VARIATION]; a
null move -- in the main line is kept (PGN has none) [W_NULL_MOVE].`;

const EXIT_STATUS = `Exit status:
  0  every game and move was translated
  1  at least one game or move could not be translated (each one is reported),
     or an input held no game at all
  2  wrong usage: unknown command or option, missing --from/--to, unknown notation,
     unreadable input file (also when reading fails half-way) or locale file,
     input that is not text [ERR_NOT_TEXT]
  3  the output could not be written (a full disk, an I/O error, standard output
     closed); a reader that goes away (| head) ends the run quietly`;

export interface CommandHelp {
  /** The usage line(s) after `chess-lingua `. */
  readonly usage: readonly string[];
  /** What the command does, for the global list (indented to column 17 after the first line). */
  readonly summary: string;
  /** Long names of the options it takes (keys of the option table), besides --help. */
  readonly options: readonly string[];
  /** More, shown in the command's own help only (notations, report format, exit status …). */
  readonly details?: readonly string[];
}

/** Each command's help, in the order the global help lists them. */
export const COMMANDS: Readonly<Record<string, CommandHelp>> = {
  translate: {
    usage: ['translate [FILE...] --from <NOTATION> --to <NOTATION> [options]'],
    summary: `read games (PGN with tags, or bare movetext such as '1. e4 e5 2. Sf3')
                from FILEs or standard input ('-' or no FILE), write PGN (export
                format) to standard output: tags kept, moves translated, comments,
                NAGs, variations and results kept. A game with an error is written
                through unchanged and reported on standard error. Input is read and
                written game by game (any file size); the input encoding is detected
                (or named with --encoding) and the output is UTF-8.
                Numbering and separator styles of books and typists are read too and
                written as standard PGN, with one note per game [W_STYLE]: numbers
                1. 1) 1: 1/ [1] or none (1 e4 e5 2 Nf3), Black's repeated (12... Nf6,
                12 ... Nf6, 12 - Nf6, 8. --- exd4, 1.- e5, 2.-d6, 1 e2 e4 1 e7 e5,
                1. e2 e4 1. e7 e5),
                Greek files α–θ (1.ε4 ε5 2.Ιζ3) and Serbian Cyrillic а–х (2. Сф3 Сц6),
                the French books' accented files ç é for c e (2. ç4, g6 ; 3. Cç3),
                bulleted alternatives under the main
                line (- ..Cd4, – 12...Sd4 13.Lb5) as variations, separators , ; | / - between
                moves (also the Arabic, full-width and ideographic commas ، ， 、, and a
                language's word for 'and' where its locale lists one: Persian و), 2/ Cc3 - f5 ;,
                a full stop before a move (.e5), one pair a line ended by ; with a comment in
                brackets after it (1 e4, e5;   (il Bianco apre): a comment, a ; among its words
                punctuation), 3. ….. Kg8 – f6 (Black's move, a long move with a spaced dash),
                a forum's [pgn] … [/pgn] wrapper (kept as comments {[pgn]}; words before a
                game's tags are its first comment after them, no game [W_TEXT_AS_COMMENT]), ChessBase [ 8.dxe5 dxe5 ] variations and comments
                at a line's start ([Hans Muster]1.e4, [ ein Satz mit 5...Lg4 ]: a comment, its
                moves a variation; no tag), two columns flattened
                (1. e4 2. Nf3 3. Bb5 e5 Nc6 a6). A long move with a dash that is not
                legal (1. d4 - d5, 4.d4-Qh4, 8.0-0-Nf6) is read as White's and Black's move where both are. A number that does not fit
                the moves is a warning [W_MOVE_NUMBER]; numbering that starts again at 1.
                (with 2. after it) starts a game. Text among the moves (a title, a
                sentence, words in a line of moves) is kept as a comment {…}, one note
                per game [W_TEXT_AS_COMMENT]; a token with a square is never text,
                but for markup (HTML tags, links, URLs, as 'prose' keeps them; a
                document's game in a tag's pgn="…" attribute is read), a square
                an explanation names on lines of one move each (e4 ♙ → … e5, Nf3 – …)
                and a Markdown heading's ##### before its words;
                a heading above the first move (§ 12, № 5, No. 5, Partie Nr. 3,
                Game 7, 12.) is such text, and above a later game's 1. starts it.
                A document (an article, a book page, a wiki page: no tags, at most
                1 MiB and 32 games) that this reading fails, repairs, splits into
                text alone or into a cited opening and its game, or in which a ; among
                words (4. b4 ; 5. c3!) hides moves in a rest-of-line comment or a
                comment of words holds a side line one of whose moves it took for
                the game's (1... e5 {… 1....c5 … 1...e6.}), is read as 'prose' reads
                it: the moves it plays on a board become the
                games, moves cited again are not played again, alternatives become
                variations (a number the game has already reached starts one; a
                move in one that the board rejects stays words [W_PROSE_UNCHECKED]
                and never fails the game; answers listed for the same move,
                3...a6、3...Nf6、3...d6, are none of them the game's: where moves go
                on after one, the game stops before them [W_READING_AMBIGUOUS];
                moves after a word for "if" (Wenn 7. Dc4, If 4. Bxc6) are a line
                the text supposes, never the game's; so is a move named in place
                of the one played (instead of 5.Ng5, вместо 5.Кg5, 5.Hg5 helyett:
                locale insteadWords, insteadAfterWords); a move with a case ending
                that names it (Turkish 3...Fc5'ten sonra, locale mentionSuffixes)
                is a variation [W_READING_AMBIGUOUS where it could be the game's];
                a move numbered before one the same sentence just gave that no
                board reached (7. ... Bd7 …, 6. ... cxd4) stays the game's
                [W_READING_AMBIGUOUS]),
                the words become comments where they
                stand, no tag and no move is invented (--repair gives the same
                games). A game told without numbers (Chinese 对局：e4 e5 马f3 马c6 …;
                a move a clause, … slično, e5. … uobičajeno, Nf3.; a move a sentence
                from square to square, … f2-f3 … e7-e6 …, four of them or more)
                and a bracket that closes no variation (a smiley, a list's 1)), a
                stray brace (Sf3}) and a number sign before each pair (#P–K4 P–K4)
                are read as in 'prose'. Where the reading fails such a text on its
                words or brackets, the document's games are written wherever it
                finds one; a bracket or brace that matches nothing is text there,
                and brackets of two kinds that cross ('( … [ … ) … ]') are said
                [W_UNMATCHED_BRACKET]. A page that starts in the middle of a game
                (Fortsættelsen 3... Sf6, no move 1 written) has no position: it is
                one game of words, its moves rewritten by their letters
                [W_PROSE_UNCHECKED], not failed. A move told only in words between
                numbered moves (3.Lf1-c4 … indem er den Läufer von f8 nach c5 zog.
                … 4.c2-c3), one half-move missing, is the game's where one clause
                naming one piece reads as the one legal move after which the
                numbered moves play [W_MOVE_IN_WORDS]; the words stay a comment. An excerpt cut inside comments ('… } 1. e4 …
                3. Lb5 {…' to the end) is read as PGN with those comments closed
                [W_UNMATCHED_BRACKET]. PGN quoted in an article in fragments (a page's
                board viewer: words, 1. e4 … 6... Bd6 *, its notices and a FEN line,
                then [FEN "…"] 7. Nf1 …): a fragment from a FEN of the position the
                game reached (side to move and move number too) goes on with that game,
                the words between them a comment [W_FRAGMENTS_JOINED]; any other FEN
                starts a game. A FEN line (r1bqk2r/pp3ppp/…) among words is words, and a
                tag pair the text's end cuts off is words after the game
                [W_UNMATCHED_BRACKET].
                Moves as books and scans print them: the captured piece named
                (Lb5xSc6, Cc6 x Cd4) [W_CAPTURED_PIECE]; the check mark after the
                glyph (Be7-h4?!+) [W_MARK_ORDER]; ChessBase's novelty mark glued
                after a move (gxh5N: NAG $146); a glyph of three or more marks
                (Be2???, Qd1!!!) read as ?? or !! [W_GLYPH_STRESSED]; the capture
                mark X glued or x X : with spaces (c5Xd4, f5 X e4, Sf3 : e5) [W_CAPTURE_SYMBOL,
                W_SPACING]; a pawn move typed e 4 after a move number in game text
                (1. e 4) [W_SPACING];
                castling with spaced dashes (0 – 0) [W_SPACING], or with
                a space for each dash (0 0, 0 0 0) [W_CASTLE_FORM]; a rank
                printed or scanned as a letter after a file (Sgl-f3, Kel, Kpel, ФхсЗ),
                the file b as 6 or б (Ф68:d5) and Cyrillic Ю, б, З in move numbers
                (Ю. = 10.), in prose I or l for the digit 1 in a move number that
                fits the numbers around it (I. = 1., II. = 11.) [W_LOOKALIKE]; in
                right-to-left text a pair printed the other way round (1.e5 e4), read
                swapped where only that is legal [W_PAIR_SWAPPED]; a case
                ending after a move where the language
                writes one (Hungarian Hde2-re, Ff6!!-tal, Finnish :llä, Turkish 'te),
                kept as a comment; a number with one (1963-ból) is a word; a figurine,
                a word and the square (Persian ♘ به f3) [W_FIGURINE]; a ChessBase
                figurine font's characters left as Latin-1 (¤f3 ¥b5 £d1 ¦e1 ¢g1),
                one note per game [W_FIGURINE_FONT], and a diagram in its diagram
                font ([ABCDEFGH], 8rsn-wqkvl-tr( …, {abcdefgh}) a comment; two moves
                glued (1.е4е5 2.Kf3Kc6, 4.d4Сd7), parted by the board [W_STYLE]; text
                whose spaces were lost (1.d4Nf62.c4b6: a square has one rank digit,
                so Nf62. is Nf6 and 2., Qxf71–0 a result, Bd30-0 castling; e2e4e7e5
                the long moves where the board reads them; d5Questa mossa, 0-0Il Re,
                erzwungen.25…Lxf1: the words a comment; Te1+−+20…: a NAG; 4.ed5.ed5:
                a full stop between two moves; Schach21. is not cut), one note per
                game [W_STYLE]; move numbers in Persian or Arabic-Indic digits
                (۱.e4e5۲.Nf3, ١. e4) [W_STYLE]; a pawn's file in upper case where
                that letter is no piece letter (1. E4) [W_UPPERCASE_FILE]; a
                capture spaced inside a dashed pair (3. d4 - e5 x d4); the language's
                word for mate or check glued or after a move (Qf7mate, Df7 mat,
                Фxf7мат), or in prose and documents cut short with a full stop
                (Spanish j.), checked as # or + [W_CHECK_WRONG]; × after a move as
                mate (Кc3-d5×, Soviet books) [W_CHECK_SYMBOL]; a bare number glued to
                White's move (1e4 e5 2Cf3) and a pair's dash glued (5/ d4- exd4 ;)
                where the move alone is legal [W_STYLE]; the language's word for
                White or Black before a move (White: e4, 白方 兵e2->e4, glued in
                Chinese and Japanese: 白方e4, 白e4; a number before it, ۱- سفید e4
                2- Black e5, may count half-moves) [W_STYLE], the other side than the
                board's [W_MOVE_NUMBER]; a score in rows after those words, a row of
                numbers above (1. 2. 3. / Bílý e2e4 Jg1f3 Sf1b5 / Černý e7e5 Jb8c6
                a7a6), read column by column [W_STYLE]; a score in two columns
                whose lines were merged (1 Nf3 d5 18 Qd1 Bf8 / 2 d4 Nf6 19 Bh4 Qa8),
                read column by column where the board plays it so and not in the
                lines' order [W_STYLE]; an arrow in a long
                move (e2->e4, g1→f3) [W_DASH]; Spanish columns' captures and origins
                with a hyphen (C - d4, c - d4, Cb-d7) [W_DASH_CAPTURE, W_FILE_DASH]; a
                column's commentary in brackets after a move (a ; in it, a dash aside
                -a … mate-, a side line si 18 Rc1, C - a2 / 19 …) is read as a document:
                the game goes on after the brackets.
                A game typed throughout with the pawn's letter (兵e4), figurines
                (♘f3), look-alike letters of another alphabet (Cyrillic е4), piece
                letters in lower case (sf3), castling 0-0, check ++ or ICCF 52-54
                gets one note [W_STYLE]; one such move alone keeps its warning.
                A game the named language does not read but another language reads as
                written (a French page quoting 1. e4 e5 2. Nf3, an English one with Polish
                2. Sf3 Sc6 3. Gc4) is read in that language, one note per game naming it
                [W_OTHER_LANGUAGE]; two languages giving different games: English first,
                else none chosen. A move with an English piece letter that is no letter
                of the named language (German 19.Kf1 Qxf2#, Polish 17. Bb5, Swedish
                13. Rfe1) is read as English where the board takes it, a warning at the
                move, one note per game where there are several [W_OTHER_LANGUAGE]; a
                letter of the language (German B, a pawn in some texts) stays its own. A
                text translated from Russian that writes the Russian king (4. Kpe1-f1) is
                read with the Russian letters as Russian pieces (K the knight, C the
                bishop) beside the named language's others, one note [W_OTHER_LANGUAGE]. In
                documents and prose this is decided per sequence of moves: the named language
                first, then a language reading the sequence whole, then English piece letters
                move by move. A language named without its script (--from sr) is
                read in the script each game is written in (a Serbian paper's Latin
                2.Sc3: sr-Latn), one note per game [W_SCRIPT]; a score that marks no
                capture (4. cd, Lf3) gets one note [W_STYLE].`,
    options: [
      'from',
      'to',
      'fen',
      'output',
      'rejects',
      'keep-layout',
      'repair',
      'annotate',
      'report-json',
      'jobs',
      'locale-file',
      'quiet',
      'prefer',
      'strict',
      'encoding',
    ],
    details: [NOTATIONS, REPORTS, EXIT_STATUS],
  },
  reconcile: {
    usage: ['reconcile <A> <B> --from <NOTATION> [--from-b <NOTATION>] --to <NOTATION>'],
    summary: `game i of file A and game i of file B are two scoresheets of one game
                (White's and Black's, possibly in two languages: --from for A, --from-b
                for B); one game per pair is written, the cheapest legal game both sheets
                support; every box where they disagree is a warning [W_SHEETS_DISAGREE]
                with both texts and the choice. When the two cannot be read together,
                the sheet that reads alone gives the game, with a warning.`,
    options: ['from', 'from-b', 'to', 'fen', 'output', 'annotate', 'report-json', 'locale-file', 'quiet'],
    details: [NOTATIONS, EXIT_STATUS],
  },
  prose: {
    usage: ['prose [FILE...] --from <NOTATION|auto> --to <NOTATION> [--prefer CODE,...] [--fen FEN] [-o FILE] [--report-json FILE]'],
    summary: `read plain text or Markdown, write it back byte for byte with every
                move rewritten (only the piece letters of a move change into SAN:
                'nach 12.Sf3 Dd8' -> 'nach 12.Nf3 Qd8'). Numbered sequences and Black's
                moves after an ellipsis ('…Lb4+', '- ..Cd4') are played on a board (the
                main game from the start or a FEN in the text; a sequence that fits
                where its number and colour branch off is a variation; a bullet, a
                bracket or an ellipsis marks a side line (a bullet not where the game's
                first row is a list item: '- 1. d4 f5'), but not an ellipsis where
                the game waits for Black's reply: '4. Ld2 ... Durch … dxe4');
                unnumbered words only where the board makes them moves ('Da3' as a name stays; English descriptive
                P-K4 too, W_READING_AMBIGUOUS where the side is not certain). A game
                told without numbers from move 1 ('对局：e4 e5 马f3 马c6 象b5 a6') is the
                game where four of its moves or more stand in a row, each legal after
                the one before [W_STYLE]; where a '#' or a bullet marks each pair
                ('#P-K4 P-K4 #N-KB3 N-QB3', '- e4 e5'), White's move is the one after it;
                a paragraph marks a pair too where three paragraphs or more start
                with one ('e4 d5 (words)', a blank line, 'exd5 Nf6 (words)').
                A row whose number is the main game's next move goes on with it after
                any paragraphs ('2/ Cf3 - ... ;' ... '2/ ... - Cc6 ;'); so does Black's
                move at the start of a line after White's move and its comment: alone
                on its line ('1. e4 <comment>' then 'e6'), a table cell 'e5: <comment> |',
                or after an ellipsis ('3. Cc3 ... <comment>' then '... Da5'); side lines
                numbered with a dash ('2-...,Ad6 3-fxe5') are read too.
                A bracket that opens or closes no variation before moves without a
                number (a smiley '3.Lb5 :) a6', the end of an aside) is read past
                [W_UNMATCHED_BRACKET]. The forms 'translate' reads are read here too
                (f5 X e4, 2/ Cc3 - f5 ;, .e5, Sgl-f3), by the same rules where a word
                fails as written: glued moves (4.d4Сd7., 1.d4Nf62.c4b6, d5Questa) and a
                number glued to a move (2d4) [W_STYLE], the word for mate glued to a move or after it
                (Df7mate, Df7 mat). Code, links and
                HTML are kept; Markdown's escapes are read around moves ('1\\. b3\\',
                '1\\... e5\\': the backslashes stay). Where the text sets the game's
                moves in bold, a bold run is the game's moves, also one that starts a
                line with a move without its number after a plain side line ('**b5 7.a4 …**');
                in a document whose game is printed in bold or in headings ('## 2. d4
                d5'), moves told in sentences after its last move printed so are a
                variation [W_STYLE]. A sequence the named language does not read, or reads only
                as a move the board rejects, written in another language's letters ('2. Sf3
                Sc6 3. Gc4' in English text, '2.Nf3' on a Romanian page where N is the
                bishop, '2Nf3' in Portuguese text), is read in the one other language that
                reads it all legally, one note per language [W_OTHER_LANGUAGE] (English
                first where others read it too, the others named); a move with an English
                piece letter that is no letter of the named language (17. Bb5 on a Polish
                page) is read as English, as in 'translate' [W_OTHER_LANGUAGE]; a diagram's grid of
                square names (a8 b8 … h8) is words; where the
                named language and one the text was read in before both read it legally as
                two games, the cheaper reading wins, then the one the rest of the
                game plays on with; a tie is said [W_READING_AMBIGUOUS].
                Moves no board reaches warn [W_PROSE_UNCHECKED]; a move
                a board reaches and that is not legal there is an error with its line
                and column (exit 1). With --from auto the language is the one whose
                reading checks the most moves on a board, then leaves the fewest errors,
                then reads the fewest moves leniently; languages that read the same moves
                are named together on the summary line ('read as German (de, da, nb,
                sv …)'); two that read different legal moves equally well fail
                [ERR_DETECT_AMBIGUOUS] unless --prefer names one, and a text where no
                language reads a move a board checks fails [ERR_DETECT_NONE].`,
    options: ['from', 'to', 'prefer', 'fen', 'output', 'report-json', 'locale-file', 'quiet', 'strict'],
    details: [
      `Problems go to standard error, one line each:
  FILE:LINE:COLUMN: move 3. Lc6: no bishop (L) can move to c6 [ERR_MOVE_ILLEGAL]
  FILE:LINE:COLUMN: warning: "Txe7": no board in the text reaches move 31.; rewritten by its letters only [W_PROSE_UNCHECKED]`,
      `Exit status:
  0  every move the board could check is legal
  1  a move in the text is not legal where it stands (reported with line and column),
     or with --from auto no language is chosen (ERR_DETECT_AMBIGUOUS, ERR_DETECT_NONE;
     the text is written unchanged)
  2  wrong usage: unknown option or notation, unreadable file`,
    ],
  },
  move: {
    usage: ['move <MOVE> --from <NOTATION> --to <NOTATION> [--fen FEN]'],
    summary: `translate one move, played from the start position or from --fen.`,
    options: ['from', 'to', 'fen', 'locale-file', 'prefer', 'strict', 'quiet'],
    details: [
      NOTATIONS,
      `A lenient reading (lower-case letter, missing capture mark …) is reported on standard
error as a warning; the translated move goes to standard output. With --from auto the
move is read in every language: one reading is used, readings that differ fail
(--prefer breaks the tie).`,
      `Exit status:
  0  the move was translated
  1  the move could not be translated (the reason is on standard error)
  2  wrong usage: unknown option or notation, missing --from/--to, unreadable locale file`,
    ],
  },
  locales: {
    usage: ['locales [--json]'],
    summary: `list the locale codes, names and piece letters (K Q R B N, pawn).`,
    options: ['json', 'locale-file'],
  },
  detect: {
    usage: ['detect [FILE...] [--json] [--prefer CODE[,CODE]] [--encoding NAME]'],
    summary: `say, per game, which languages read every move legally; languages that
                read the game alike are grouped; a game two languages read as different
                legal games is reported ambiguous with both readings (exit 1), as is a
                game that mixes languages. --json: one object per game and line:
                { game, candidates: [codes, best first], ambiguous, readings? }.`,
    options: ['json', 'prefer', 'encoding', 'strict', 'fen', 'locale-file'],
    details: [
      `Exit status:
  0  every game has one reading to use
  1  some game is ambiguous, mixed or unreadable, or an input holds no game
  2  wrong usage: unknown option, encoding or locale, unreadable file`,
    ],
  },
  export: {
    usage: ['export --format i18next|gettext|fluent|arb|android --out DIR [CODE...]'],
    summary: `write one resource file per language (all with words, or the CODEs
                given) with piece letters, names and their grammatical forms, move
                phrases, castling words and spoken squares, in the format's usual layout
                under --out DIR: i18next DIR/<code>/chess.json, gettext DIR/<code>.po,
                fluent DIR/<code>.ftl, arb DIR/app_<code>.arb, android
                DIR/values-<qualifier>/strings.xml (values-de, values-b+sr+Latn).`,
    options: ['format', 'out', 'locale-file', 'quiet'],
  },
  web: {
    usage: ['web [--port N] [--open]'],
    summary: `serve the web page (paste a game in any language, see it in any notation,
                errors marked, a board; scoresheets repaired as with --repair, articles
                read as 'prose' reads them) on http://127.0.0.1:8080/ (127.0.0.1 only)
                and print its URL; Ctrl-C stops it. The page itself is dist/web/:
                static files that work from any web host, nothing sent anywhere.`,
    options: ['port', 'open'],
  },
  help: {
    usage: ['help [COMMAND]'],
    summary: `show this help, or a command's own help (also: COMMAND --help).`,
    options: [],
  },
};

/** The command names, for messages (`commands: translate, move, …`). */
export const COMMAND_NAMES: readonly string[] = Object.keys(COMMANDS);

const summaryLine = (name: string, help: CommandHelp): string => `  ${name.padEnd(14)}${help.summary}`;

export const MAIN_HELP = `chess-lingua — translate chess moves and games between algebraic notation in any
language and ICCF numeric notation; every move is checked on a board.

Usage:
${Object.values(COMMANDS)
  .flatMap((c) => c.usage.map((u) => `  chess-lingua ${u}`))
  .join('\n')}
  chess-lingua --version

${NOTATIONS}

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => summaryLine(name, c))
  .join('\n')}

Options:
${Object.values(OPTIONS).join('\n')}

${REPORTS}

${EXIT_STATUS}
`;

/** The help of one command, or undefined for a name that is not a command. */
export function commandHelp(name: string): string | undefined {
  if (!Object.hasOwn(COMMANDS, name)) return undefined;
  const c = COMMANDS[name]!;
  const options = [...c.options, 'help'].map((o) => OPTIONS[o]!);
  const parts = [
    `Usage:\n${c.usage.map((u) => `  chess-lingua ${u}`).join('\n')}`,
    summaryLine(name, c),
    `Options:\n${options.join('\n')}`,
    ...(c.details ?? []),
  ];
  return parts.join('\n\n') + '\n';
}
