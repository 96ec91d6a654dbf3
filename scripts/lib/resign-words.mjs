/**
 * More words with which texts say that a side gave the game up after its last move (`31.Tc8, opgivet.`, `et les Noirs
 * abandonnent.`, `и белые сдались`), researched by hand (session 35; each entry's sources, cited addresses checked against
 * the held-out sets' claims): merged by make-locales.mjs into `resignWords` beside the first five languages' (RESIGN_WORDS
 * there), a convention and the sources. Read where a word ends its clause, a phrase of two words or more anywhere in it;
 * never written. Only languages rated high or medium are here; forms that would misfire where the reading takes them
 * (a separable verb read anywhere in its clause, `gav upp kvaliteten`; a word that also means "it seems") are left out, as
 * each convention says. Languages researched but rated low (no source found: hr, sr, sl, sk, lt, lv, hu, tr, ca, gl, eu, af,
 * nb with only separable forms) are not merged.
 */
export const MORE_RESIGN_WORDS = {
  fr: {
    words: [
      'abandonne',
      'abandonnent',
      'abandonna',
      'abandonnèrent',
      'abandonné',
      'abandon',
      'abandonne la partie',
      'abandonnent la partie',
      'abandonna la partie',
      'a abandonné la partie',
      'ont abandonné la partie',
    ],
    convention:
      "A side's resignation told after the game's last move: '34...Da1 et les Blancs abandonnent.' / 'les Noirs ont abandonné.' / '27.Dh7+ Abandon.' (abandonner = to resign / give up the game; the FIDE rules in French: 'La partie est gagnée par le joueur dont l'adversaire déclare qu'il abandonne'); read the single word where it ends its clause; the result follows from which side moved last",
    confidence: 'high',
    sources: [
      "Wiktionnaire, 'abandonner' http://fr.wiktionary.org/wiki/abandonner (verb 'Ne plus vouloir de quelque chose' / give up)",
      "Gastronomiac dictionnaire général, 'Abandonner' https://gastronomiac.com/dictionnaire_general/abandonner (sense 4: 'Renoncer à (une action difficile)... Abandonner la lutte... Abandonner la partie. Absolu : J'abandonne !')",
      "Wikipédia (Kiwix copy), 'Abandon (échecs)' https://iiab.me/kiwix/content/wikipedia_fr_all_maxi_2022-09/A/Abandon_(%C3%A9checs) ('La partie est gagnée par le joueur dont l'adversaire déclare qu'il abandonne': the chess meaning)",
      "chess24 (fr), 'La gaffe ultime: abandonner dans une position qui n'est pas perdante !' https://chess24.com/fr/read/news/la-gaffe-ultime-abandonner-dans-une-position-qui-n-est-pas-perdante ('La Grand-Maître russe vient de jouer 34...Da1 ... La Suédoise a alors abandonné': the last move, then the resignation)",
    ],
  },
  it: {
    words: [
      'abbandona',
      'abbandonano',
      'abbandonò',
      'abbandonarono',
      'abbandono',
      'abbandona la partita',
      'abbandonò la partita',
      'ha abbandonato la partita',
    ],
    convention:
      "A side's resignation told after the game's last move: '31.Dh7+ e il Nero abbandona.' / 'il Bianco abbandonò.' / '1-0 abbandono' (abbandonare = concede the game, 'concedere la vittoria all'avversario, ponendo fine alla partita'); read the single word where it ends its clause; left out: abbandonato, abbandonata (a piece or square left: 'il pedone abbandonato'), ha abbandonato / hanno abbandonato alone (read anywhere in the clause: 'la Donna ha abbandonato la difesa')",
    confidence: 'high',
    sources: [
      "Internazionale, Il dizionario di italiano (De Mauro), 'abbandonare' https://dizionario.internazionale.it/parola/abbandonare (sense 2: 'spec. ass., nelle competizioni sportive, ritirarsi: ha abbandonato alla terza ripresa')",
      "Wikipedia (it, mirror), 'Glossario scacchistico' https://wikipedia.bradmurray.com/wiki/Termini_scacchistici?lang=it ('Abbandonare significa concedere la vittoria all'avversario, ponendo fine alla partita')",
      "Astarte scraps, 'scacchi - glossario' https://astarte-2106.org/scraps2/2011/scacchi-glossario ('Abbandonare. Concedere la vittoria all'avversario, ponendo fine alla partita.')",
      "Senigallia Notizie, 'Partita da campioni del mondo nel numero DICIANNOVE de L'Arrocco Roveresco' https://senigallianotizie.it/1301159882/partita-da-campioni-del-mondo-nel-numero-diciannove-de-larrocco-roveresco ('il nero rimarrà con una torre ed un alfiere e quindi abbandona.': resignation word ending the clause after the last move of the line; not a scored game text)",
    ],
  },
  pt: {
    words: [
      'abandona',
      'abandonam',
      'abandonou',
      'abandonaram',
      'abandono',
      'desiste',
      'desistem',
      'desistiu',
      'desistiram',
      'abandonou a partida',
      'abandonaram a partida',
    ],
    convention:
      "A side's resignation told after the game's last move: '28.Dh7+ e as Pretas abandonaram.' / 'as Brancas abandonam' / 'abandono' (abandonar (a partida) = resign; Brazilian texts also 'desistiu'); read the single word where it ends its clause; left out: abandonado, desistência (a piece or square left; a noun of other uses)",
    confidence: 'high',
    sources: [
      "Trabalhos Feitos, 'Dicionario de Xadrez' https://trabalhosfeitos.com/ensaios/Dicionario-De-Xadrez/44017291.html ('ABANDONAR ... Ato de declarar a partida perdida sem aguardar uma posição de xeque-mate... recomenda-se dizer \"abandono\"')",
      "Arquivo Enxadrista, 'abandono' https://arquivo.enxadrista.com.br/abandono ('Reconhecimento formal de derrota. Um jogador pode abandonar uma partida...'; 'A partida em que um jogador \"abandona\" é considerada sempre perdida para quem abandona')",
      "Xadrez Didaxis, 'DLXV - XV Obert Internacional Sant Martí, crónica de Luís Silva' http://www.xadrezdidaxis.com/2013/08/dlxv.html ('Na partida joguei 47.Tc7 e após 47…Txg4+ posso desistir.': European Portuguese 'desistir' right after the last move)",
      "ChessBase shared game (annotated by M. Urquiza, Continental das Américas) https://share.chessbase.com/SharedGames/share/?p=THGE2Ndq1hP379qMoShj48uPdWqfctBaCiH%2FEGTj5kIFH9U9CgoH5MNP8fNWvojx ('Pensei em abandonar a partida, e até registrei a desistência na planilha': 'abandonar a partida' and the noun 'desistência')",
    ],
  },
  nl: {
    words: ['opgegeven', 'heeft opgegeven', 'hebben opgegeven', 'geeft het op', 'gaf het op', 'gaf de partij op', 'geeft de partij op'],
    convention:
      "A side's resignation told after the game's last move: '51.c7 Opgegeven.' / 'en Zwart gaf op.' / 'Wit geeft op.' (opgeven = to resign, give up the game; separable: geeft ... op, gaf ... op, past participle opgegeven); read the word where it ends its clause; left out: geeft op, gaf op, geven op, gaven op (read anywhere in the clause, and op is also the preposition before a square: 'gaf op f7 schaak'); the infinitive opgeven and the noun opgave (a puzzle) were never listed",
    confidence: 'medium',
    sources: [
      "VPRO, Arnon Grunberg column 11 juni 2019 ('Een korte verhandeling over opgeven') https://www.vpro.nl/lees/columns/arnon-grunberg/2019/juni/11-juni.html ('Je kunt tijdens een partijtje schaak de koning op zijn kant leggen, dan heb je het opgegeven': the chess sense of opgeven; not a dictionary)",
      "SV Voorburg, 'Opgeven' https://svvoorburg.nl/opgeven-al/ ('Bij schaken kun je opgeven als je denkt dat verdere tegenstand hopeloos is')",
      "Delpher (Dutch chess magazine 1893, OCR), partij Bondswedstrijd Breda https://www.delpher.nl/nl/tijdschriften/view?identifier=MMKB07:001597002:00009 ('51. c6 — c7 Opgegeven.': the last move, then the resignation; also 'Zwart had hier kunnen opgeven.' - the infinitive hazard)",
    ],
  },
  pl: {
    words: [
      'poddał się',
      'poddała się',
      'poddały się',
      'poddali się',
      'się poddał',
      'się poddała',
      'się poddały',
      'poddaje się',
      'poddają się',
      'poddał partię',
      'poddała partię',
      'poddały partię',
      'poddaje partię',
      'poddają partię',
    ],
    convention:
      "A side's resignation told after the game's last move: '35.Hh7+ i czarne poddały się.' / 'Białe poddały partię.' / 'Kasparow poddał partię' (poddać się / poddać partię = to resign); the result follows from which side moved last; left out: poddał, poddały alone (also 'subjected': 'poddał w wątpliwość')",
    confidence: 'medium',
    sources: [
      "dyktanda.pl, 'Surrender' https://dyktanda.pl/jezyk-angielski/surrender (gives the Polish 'poddać się' for 'Zaprzestać walki i przyznać się do porażki', with 'On / Ona / Ono się poddaje ... Oni się poddają')",
      "Czego i jak się uczyć, 'Czy należy poddawać przegrane partie?' https://czegoijaksieuczyc.pl/czy-nalezy-poddawac-przegrane-partie/ ('jeden z graczy poddaje partię'; 'W drugiej partii tego meczu Kasparow poddał partię': the chess use, not right after a scored move)",
    ],
  },
  ru: {
    words: ['сдались', 'сдался', 'сдалась', 'сдаются', 'сдаётся', 'сдается'],
    convention:
      "A side's resignation told after the game's last move: '35.Лd7 Чёрные сдались.' / 'и белые сдались' / 'Черные сдаются' (сдаться = to resign, 'прекратив сопротивление, признавать себя побеждённым'); read the word where it ends its clause; left out: сдаюсь (first person, a player's word, not a report's)",
    confidence: 'high',
    sources: [
      "Wiktionary (ru) copy on mulino58.ru, 'сдаваться' https://mulino58.ru/sdaessa-ili-sdaessa-kak-pravilno ('прекратив сопротивление, признавать себя побеждённым'; forms 'сдаётся', 'сдаю́тся', 'сдава́лся')",
      "verborus, 'capitulate' https://www.verborus.com/word/capitulate ('сдаваться - Commonly used ... for surrendering or giving up in various contexts (e.g., games ...)'; 'Он сдался после долгих споров')",
      "Chess-News, 'А как сдаетесь вы?' http://chess-news.ru/node/15845 ('получали мат, или сдавались'; 'Сдачей еще не была спасена ни одна партия': chess resignation, not right after a scored move)",
    ],
  },
  uk: {
    words: ['здалися', 'здався', 'здалася', 'здаються'],
    convention:
      "A side's resignation told after the game's last move: '35.Тd7 Чорні здалися.' / 'і білі здалися' (здатися = to resign; 'Гравець може здатися, що означає, що він програв'); read the word where it ends its clause; left out: здаюся (first person); здається (above all 'it seems') was never listed",
    confidence: 'high',
    sources: [
      "Словник української мови (СУМ-11) on ukrlit.org, 'здаватися' http://ukrlit.org/slovnyk/%D0%B7%D0%B4%D0%B0%D0%B2%D0%B0%D1%82%D0%B8%D1%81%D1%8F ('ЗДАВА́ТИСЯ1 ... ЗДА́ТИСЯ ... Припиняючи опір, визнавати себе переможеним'; '// Визнавати себе переможеним у суперечці, змаганні')",
      "ztchess.inf.ua, 'Шахові правила (Інші правила)' https://ztchess.inf.ua/?cat=9 ('Здатися, і пропозиція нічиї. Гравець може здатися, що означає, що він програв': the chess meaning)",
    ],
  },
  ro: {
    words: ['abandonează', 'abandonat', 'abandon', 'cedează', 'cedat', 'a abandonat partida', 'au abandonat partida'],
    convention:
      "A side's resignation told after the game's last move: '24.Dh7+ și negrul a abandonat.' / 'Albul abandonează.' / 'negrul cedează' (a abandona / a ceda = to resign; noun abandon: 'Renunțarea unui concurent la continuarea probei'); read the word where it ends its clause",
    confidence: 'medium',
    sources: [
      "DEX (dexonline copy), 'ABANDON' http://92.114.98.4:8080/definitie/abandon/521908 ('ABANDON s. n. ... ♦ Renunțarea unui concurent la continuarea probei, într-o întrecere sportivă.': the sports sense, noun)",
    ],
  },
  sv: {
    words: ['gav upp partiet', 'gav tappt', 'ger tappt', 'kapitulerade', 'kapitulerar'],
    convention:
      "A side's resignation told after the game's last move: '24.Dh7+ och svart gav upp.' / 'Vit ger upp.' / 'svart gav tappt' (ge upp / ge tappt = to resign, give up the game); read the two-word form where it ends its clause; left out: gav upp, ger upp, har gett upp (read anywhere in the clause, and also 'gave up' material: 'Vit gav upp kvaliteten')",
    confidence: 'medium',
    sources: [
      "Svenska Akademiens ordbok (SAOB), 'TAPPT' https://www.saob.se/artikel/?unik=T_0311-0204.8tSI&pz=5 ('i uttr. ge (förr vanl. giva) tappt, anse l. erkänna sig besegrad ... avstå (från att fortsätta), ge upp')",
    ],
  },
  da: {
    words: ['opgav', 'opgiver', 'opgivet', 'har opgivet', 'kapitulerede'],
    convention:
      "A side's resignation told after the game's last move: '31.Tc8, opgivet.' / 'og sort opgav.' / 'Thor prøver 23.De2, men opgiver efter 23...Dg3.' (opgive = to give up, resign a game); read the word where it ends its clause; left out: gav op, giver op (read anywhere in the clause, and also 'gave up' material)",
    confidence: 'medium',
    sources: [
      "homepage.dk, 'Kapitulere betydning' https://homepage.dk/kapitulere-betydning ('Kapitulere betyder grundlæggende at overgive sig eller opgive modstand': 'opgive' = give up (resistance); a usage glossary, not a full dictionary entry for 'opgive')",
      "Vejlby-Risskov Skakklub, 'Led os ikke i fristelse …' https://vrsk.dk/skak/2020/09/ ('Thor prøver 23. De2, men opgiver efter 23. – , Dg3.': the resignation told with the game's last move)",
    ],
  },
  fi: {
    words: ['luovutti', 'luovuttaa', 'luovuttivat', 'luovuttavat', 'on luovuttanut'],
    convention:
      "A side's resignation told after the game's last move: '24.Dh7+ ja musta luovutti.' / 'Valkea luovuttaa.' (luovuttaa, intransitive = to give up, concede; noun luovutus: a game 'päättyy luovutukseen'); read the word where it ends its clause; left out: luovutus (the noun, also 'handing over')",
    confidence: 'high',
    sources: [
      "Wiktionary, 'luovuttaa' https://en.wiktionary.org/wiki/luovuttaa ('(intransitive) to give up, forfeit, surrender, capitulate'; forms luovutti, luovuttivat, on luovuttanut)",
      "Wikipedia (fi), 'Shakki' http://fi.wikipedia.org/wiki/Shakki ('Käytännössä peli useimmiten päättyy luovutukseen tai sovittuun tasapeliin': chess game ended by resignation, the noun luovutus)",
    ],
  },
  el: {
    words: [
      'εγκατέλειψε',
      'εγκατέλειψαν',
      'εγκαταλείπει',
      'εγκαταλείπουν',
      'εγκατέληψε',
      'εγκατέληψαν',
      'παραιτήθηκε',
      'παραιτήθηκαν',
      'παραιτείται',
      'παραιτούνται',
    ],
    convention:
      "A side's resignation told after the game's last move: '35.Βh7+ και τα μαύρα εγκατέλειψαν.', '28.Πf7 εγκατάλειψη' (εγκαταλείπω = to abandon, give up (the game); παραιτούμαι = to resign); read where the word ends its clause, the result following from who moved last.; left out: εγκατάλειψη (the noun, also the abandonment of a plan)",
    confidence: 'high',
    sources: [
      "Sublearn, Greek vocabulary 'εγκαταλείπω' https://sublearn.com/de/learn/el/vocabulary/%CE%B5%CE%B3%CE%BA%CE%B1%CF%84%CE%B1%CE%BB%CE%B5%CE%AF%CF%80%CF%89 ('to abandon'; past εγκατέλειψα; 'εγκατάλειψη της προσπάθειας' = giving up the effort)",
      "Εύβοιοι Ενωμένοι Σκακιστές (blog), 'Όποιος βιάζετε…' http://evoikienosiskakiston.blogspot.com/2011/12/blog-post_5990.html (on a 1927 Olympiad game: 'Σύντομα τα μαύρα εγκατέληψαν' = Black soon resigned; a report, not right after a move)",
    ],
  },
  et: {
    words: ['alistus', 'alistub', 'alistusid', 'alistuvad', 'andis alla', 'annab alla', 'andsid alla', 'annavad alla', 'andis partii alla'],
    convention:
      "A side's resignation told after the game's last move: '35.Lh7+ ja must andis alla.', '28.Vf7, valge alistus' (partiid alla andma / alistuma = to resign the game); read where the word ends its clause.; left out: alistumine (the noun)",
    confidence: 'high',
    sources: [
      "Eesti Maleliidu reeglikommentaarid (blog of the Estonian Chess Federation rules commentator), 'Käesurumisest ja alistumisest' http://maleliit.blogspot.com/2009/11/ ('Alistumisega partii lõpeb. Alistunud mängija oma otsust enam muuta ei saa' = the game ends with the resignation; and the earlier posts 'Kuidas partiid alla anda?' = how to resign a game; art. 5.1b of the FIDE laws 'käsitles ... mängija alistumist')",
      "Same blog, 'Käigud olgu kirjas' http://maleliit.blogspot.com/2008/04/ ('oli meister partiid alla andes väga vihane' = the master, resigning the game, was very angry)",
      "AskDefine (Wiktionary-based), 'surrender' https://surrender.askdefine.com/ (translation table: 'to give oneself up into the power of another' → Estonian alistuma)",
    ],
  },
  bg: {
    words: ['се предаде', 'се предадоха', 'предаде се', 'предадоха се', 'капитулира', 'капитулираха'],
    convention:
      "A side's resignation told after the game's last move: '55...Де2+! и белите се предават', 'и черните се предадоха.' (предавам се = to surrender, resign); read where the word ends its clause, the result following from who moved last.; left out: се предава, се предават, предава се, предават се (also 'is / are broadcast': 'партиите се предават на живо'), the bare предаде, предадоха (also 'handed over')",
    confidence: 'medium',
    sources: [
      "Дума, 'Задача' (chess column, Лейла Димитрова) https://www.duma.bg/zadacha-n22397 ('55...Дe2+! и белите се предават предвид 56.Цb1 ... 0-1': the last move, then the resignation)",
      "No Bulgarian dictionary page was found in the stored corpus; Macedonian Wikipedia 'Мат (шах)' https://mk.m.wikipedia.org/wiki/%D0%A8%D0%B0%D1%85-%D0%BC%D0%B0%D1%82 has the same reflexive verb for chess ('многу шахисти се предаваат пред да бидат матирани').",
    ],
  },
  id: {
    words: ['menyerah', 'menyatakan menyerah'],
    convention:
      "A side's resignation told after the game's last move: '35.Mh7+ dan Hitam menyerah.', '28.Bf7, Putih mengundurkan diri' (menyerah = to give up, resign; mengundurkan diri = to withdraw, the FIDE-rules wording); read where the word ends its clause.; left out: mengundurkan diri (also 'withdrew' from a tournament), hitam menyerah, putih menyerah (covered by menyerah)",
    confidence: 'medium',
    sources: [
      "Okezone Sports, 'Peraturan catur internasional terbaru 2023' https://sports.okezone.com/amp/2023/09/19/43/2885988/peraturan-catur-internasional-terbaru-2023-permainan-dinyatakan-seri-saat-tidak-punya-langkah-yang-sah?page=3 (FIDE Laws art. 5 in Indonesian: 'Permainan kalah oleh pemain yang menyatakan dirinya mengundurkan diri' = the game is lost by the player who declares he resigns)",
      "Chess.com forum (Indonesian), 'Alasan pemain catur menyerah sebelum skakmat' https://www.chess.com/forum/view/general/alasan-pemain-catur-menyerah-sebelum-skakmat?lc=1 ('memilih menyerah (resign) sebelum skakmat' = choose to resign before checkmate)",
    ],
  },
  vi: {
    words: ['xin thua', 'chịu thua', 'buông cờ', 'thúc thủ'],
    convention:
      "A side's resignation told after the game's last move: '35.Hh7+ và Đen xin thua.', '28.Xf7, Trắng chịu thua' (xin thua = ask to lose, resign; bỏ cuộc = give up); read where the phrase ends its clause.; left out: đầu hàng, bỏ cuộc (also 'quit' a tournament), đen xin thua, trắng xin thua (covered by xin thua)",
    confidence: 'medium',
    sources: [
      "chess.edu.vn, 'Bỏ cuộc…' https://chess.edu.vn/co-vua-va-cuoc-song/bo-cuoc/ ('Ý mình nói bỏ cuộc nghĩa là xin thua, bắt tay, xếp cờ lại' = by giving up I mean resigning, shaking hands, putting the pieces away; quotes Tartakower 'Chưa ai từng thắng ván cờ bằng cách bỏ cuộc cả')",
      "Báo Mới, 'Quang Liêm xin lỗi vì phá hỏng sinh nhật của nhà vô địch World Cup' https://baomoi.net.vn/quang-liem-xin-loi-vi-pha-hong-sinh-nhat-cua-nha-vo-dich-world-cup-c42432634.epi ('Rơi vào thế khó khăn trong ván một cờ chớp, Duda buông cờ sau 40 nước' = Duda resigned after 40 moves)",
      "HaUI Online (reposted chess news), 'Chấn động: Siêu đại kiện tướng Quang Liêm thua kỳ thủ Trung Quốc kém 3.353 bậc' https://hauionline.edu.vn/threads/chan-dong-sieu-dai-kien-tuong-quang-liem-thua-ky-thu-trung-quoc-kem-3-353-bac.22864 ('sau 42 nước cờ Lê Quang Liêm đã thúc thủ' = after 42 moves Quang Liêm resigned)",
      "No Vietnamese dictionary page and no game score with the word right after a numbered move were found in the stored corpus (a news excerpt 'Keymer xin thua ở nước 78' = Keymer resigned at move 78 turned up without an address).",
    ],
  },
};
