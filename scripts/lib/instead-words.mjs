/**
 * The words for "instead of" with which texts name a move in place of the one played (`White, instead of 5.Ng5, castles
 * 5.O-O`, `вместо 5.Кg5`, `5.Hf3 helyett`), researched by hand (session 34; each entry's sources): merged by
 * make-locales.mjs as `insteadWords` (prepositions, read right before a move) and `insteadAfterWords` (postpositions, read
 * right after one), a convention and the sources. Never written. Forms that also mean "instead" alone, after which the move
 * is the one played (`stattdessen`, `en lugar de esto`), are left out, as each convention says.
 */
export const INSTEAD_WORDS = {
  en: {
    words: ['instead of', 'in place of', 'rather than'],
    convention:
      "A move the text names in place of the one played, not a move played: 'the recommended move for Black is 7...d5 instead of 7...Be7'; instead of, in place of, rather than, read right before the move; the bare adverb instead is left out (`White castles instead, 5.O-O`: the move after it is the one played)",
    confidence: 'high',
    sources: [
      "Wiktionary, 'instead of' https://en.wiktionary.org/wiki/instead_of ('In lieu of; in place of; rather than.' Usage note: 'Instead of is always followed by a noun')",
      "Merriam-Webster, 'instead of' https://www.merriam-Webster.com/dictionary/instead%20of ('preposition: in place of : as a substitute for or alternative to')",
      "Longman Activator (slovar-vocab.com), 'instead' https://slovar-vocab.com/english/longman-activator-vocab/instead-6311565.html ('instead' [adverb] vs 'instead of'; 'rather than' [preposition]; 'in place of' [preposition])",
      "the-uncensored-wiki.com (copy of Wikipedia), 'Talk:Artificial castling' http://the-uncensored-wiki.com:20061/a/r/t/Talk%7EArtificial_castling_a8f6.html ('the recommended move for Black is 7...d5 instead of 7...Be7': 7...Be7, right after 'instead of', is the move of the analysed line being referred to (the one replaced), not a new move played at that point of the text)",
    ],
  },
  de: {
    words: ['statt', 'anstatt', 'anstelle von', 'anstelle', 'an stelle von'],
    convention:
      'A move the text names in place of the one played, not a move played: \'Statt Sd2-f3 hätte Weiß auch Df3 ziehen können\'; statt, anstatt, anstelle von, anstelle, an stelle von, read right before the move; stattdessen (adverb, the move after it is the one proposed) and an Stelle without von (`an dieser Stelle 12.Sf3`, "at this point") are left out',
    confidence: 'high',
    sources: [
      "vogt-text.ch, 'statt + Genitiv/Dativ' https://vogt-text.ch/vogtblog/praeposition/329-statt-anstatt (preposition 'statt' governs the genitive per Duden/DWDS; 'stattdessen/statt dessen' separate adverb)",
      "neue-rechtschreibung.net, '„Statt“ als Präposition oder als Konjunktion' http://www.neue-rechtschreibung.net/2009/11/30/statt-als-praposition-oder-als-konjunktion/ ('Als Präposition bedeutet es anstelle. Als Konjunktion steht das Wort für und nicht.')",
      "grammatisch.de-academic.com (Adelung), 'Anstatt' https://grammatisch.de-academic.com/3245/Anstatt ('Anstatt ... das Daseyn einer Person oder Sache an der Stelle einer andern'; split form 'an ... Statt')",
      "qastack.com.de, 'Anand-Carlsen Spiel 1 WM 2014: Warum nicht 12.Qc3?' https://qastack.com.de/chess/7775/anand-carlsen-game-1-wch-2014-why-not-12-qc3 (hazard: 'Warum nicht stattdessen 12.Dc3 + spielen?' - after the adverb 'stattdessen' comes the proposed move, not the replaced one; the replaced move 12.gxf3 is named earlier)",
      "joyclub.de forum, 'Unsere Schach-Schule' https://joyclub.de/groups/schach/forum/t970520-50.unsere_schach_schule.html ('Statt Sd2-f3 hätte Weiß auch Df3 ziehen können': Sd2-f3, right after 'Statt', is the commentator's actual move being referred to (replaced by the alternative Df3), not a new move played at that point of the text)",
    ],
  },
  nl: {
    words: ['in plaats van', 'inplaats van', 'i.p.v.', 'ipv', 'in de plaats van'],
    convention:
      'A move the text names in place of the one played, not a move played: \'21…Txe1+ ... zou mooi kunnen zijn (ipv 20…Pxg6)\'; in plaats van, inplaats van, i.p.v., ipv, in de plaats van, read right before the move; in plaats daarvan ("instead", the move after it is the one played) is left out',
    confidence: 'high',
    sources: [
      "Algemene Nederlandse Spraakkunst (e-ANS), '9.4.1 Grammaticale kenmerken van voorzetseluitdrukkingen' https://e-ans.ivdnt.org/topics/pid/topic-15428118033887422 (lists 'in plaats van' among prepositional expressions: 'parate kennis in plaats van oorspronkelijk denken')",
      "langeek.co (NL), 'Voorzetsels van ruil en vervanging' https://langeek.co/en-NL/vocab/subcategory/5191/word-list ('instead of' / 'in lieu of' = 'in plaats van')",
      "schakers.info, 'Jekaterinburg, ronde 6 door John van der Wiel' https://schakers.info/?p=22931 ('20…Txe1+ 21. Txe1 fxg6 zou mooi kunnen zijn (ipv 20…Pxg6)': 20…Pxg6, right after 'ipv', is the game move being referred to, not a move played at that point of the text)",
      "doczz.nl (Marcel Bas), 'Alfabetische Woordenlijst (Zuid-)Afrikaans - Nederlands' http://doczz.nl/doc/81848/pdf-versie---pdf-weergawe (Dutch text using the abbreviation before a noun: 'pletterpet i.p.v. veiligheidshelm')",
      "Delpher, 'Hoe leer ik schaken' https://www.delpher.nl/nl/boeken/view?identifier=MMKB02:100002887:00009 (old spelling 'inplaats van': 'de witte (zwarte) Dame komt inplaats van het zwarte (witte) stuk op g 6')",
    ],
  },
  sv: {
    words: ['i stället för', 'istället för'],
    convention:
      "A move the text names in place of the one played, not a move played: 'i stället för 12.Sf3 var 12.Ld3 bättre'; i stället för, istället för, read right before the move; the bare adverb i stället is left out",
    confidence: 'high',
    sources: [
      "ChristerNilsson/HugoLab (GitHub; OCR of Tidskrift för Schack 1/1954), 'tfs_1954_01.txt' https://github.com/ChristerNilsson/HugoLab/blob/f6010fb/content/klubben/medlemmar/christer-nilsson/tfs/tfs_1954_01.txt ('den slätstrukna Tarraschfortsättningen 3. Sd2 (i stället för 3. Sc3)': 3. Sc3 is the move named right after 'i stället för', not the one played; also '7. LXc4. I stället för 7. e5.' and 'Ett fel, i stället för 4.—, SXe4')",
      "räknaordonline.se, 'Istället eller i stället' https://xn--rknaordonline-bfb.se/stavning/istallet-eller-i-stallet (per Isof/SAOL both 'i stället' and 'istället' are accepted; 'i stället' preferred)",
      "mahnazmezon.com (SV), 'Au lieu de' https://sv.mahnazmezon.com/articles/languages/au-lieu-de.html ('Menande: istället för'; 'Kom och hjälp mig istället för att bara sitta där!')",
      "bloggarna.nu, 'Heter det istället eller i stället?' https://bloggarna.nu/heter-det-istallet-eller-i-stallet/ ('Han valde att köra på motorvägen istället för på landsvägen': 'istället för' before the replaced noun phrase)",
    ],
  },
  da: {
    words: ['i stedet for', 'istedet for'],
    convention:
      "A move the text names in place of the one played, not a move played: 'i stedet for 12.Sf3 var 12.Ld3 bedre'; i stedet for, istedet for, read right before the move; the bare adverb i stedet is left out",
    confidence: 'low',
    sources: [
      "Riksmålsforbundet (Tor Guttu), 'Istedenfor eller i stedet for' https://riksmalsforbundet.no/qa_faqs/istedenfor-eller-stedet (Norwegian authority noting 'ISTEDENFOR ... i dansk regnes den som gammeldags' - i.e. Danish uses 'i stedet for')",
      "homepage.dk, 'Stedord betydning' https://homepage.dk/stedord-betydning (Danish usage: 'et ord, der bruges i stedet for et navneord' - 'i stedet for' taking a noun object)",
    ],
  },
  nb: {
    words: ['i stedet for', 'istedenfor', 'istf.', 'i staden for'],
    convention:
      "A move the text names in place of the one played, not a move played: 'istedenfor 13...Sc4 var 13...b6 bedre'; i stedet for, istedenfor, istf., i staden for, read right before the move; the adverbs i stedet and isteden are left out",
    confidence: 'medium',
    sources: [
      "norskforinnvandrere.no, 'Isteden? Istedenfor? I stedet? I stedet for?' https://www.norskforinnvandrere.no/blog/91157-isteden-istedenfor-i-stedet-i-stedet-for ('«Istedenfor» er en preposisjon og må alltid ha et preposisjonsobjekt'; 'i stedet'/'isteden' are adverbs and cannot be used in its place)",
      "Riksmålsforbundet (Tor Guttu), 'Istedenfor eller i stedet for' https://riksmalsforbundet.no/qa_faqs/istedenfor-eller-stedet ('Det er ingen forskjell i betydning ... Forkortelsen “istf.” representerer begge formene'; nynorsk 'I STADEN FOR', never one word)",
      "sublearn.com, 'istedenfor' https://sublearn.com/ja/learn/no/vocabulary/istedenfor ('istedenfor ... the direct equivalent of instead of'; single-word and three-word forms interchangeable)",
    ],
  },
  is: {
    words: ['í staðinn fyrir'],
    convention:
      'A move the text names in place of the one played, not a move played: \'í staðinn fyrir 12.Rf3 var 12.Bd3 betra\'; í staðinn fyrir, read right before the move; í stað is left out: þegar í stað means "at once", and the move after it is played',
    confidence: 'low',
    sources: [
      "elon.io (Learn Icelandic), 'Ég drekk te í staðinn.' https://elon.io/learn-hardcore-icelandic/lexicon/661803/%C3%A9g-drekk-te-%C3%AD-sta%C3%B0inn. (hazard: 'í staðinn = instead' as an adverb at clause end - not followed by the replaced noun)",
      "skak.is, 'Uppskiptur Frakki dugði skammt' https://skak.is/2024/11/30/uppskiptur-frakki-dugdi-skammt-ding-atti-sensana-i-jafnteflisskak/ ('í stað krítískra lína fór Gukesh í öruggt uppskiptaafbrigði með 3.exd5': 'í stað' before the alternatives not chosen - lines, not a single move)",
    ],
  },
  fr: {
    words: ['au lieu de', 'à la place de', 'en lieu et place de', 'plutôt que'],
    convention:
      "A move the text names in place of the one played, not a move played: 'au lieu de 12.Cf3, 12.Fd3 était meilleur'; au lieu de, à la place de, en lieu et place de, plutôt que, read right before the move; au lieu de ça / cela (\"instead\", the move after it is the one played) and the elided au lieu d' (only before a move without a number) are left out",
    confidence: 'medium',
    sources: [
      "mahnazmezon.com, 'Expression: Au lieu de' https://fr.mahnazmezon.com/articles/languages/au-lieu-de.html ('Au lieu de peut être utilisé devant un infinitif, un substantif ou un pronom'; literally 'à la place de')",
      "treesbybike.com, 'En lieu de ou au lieu de' https://treesbybike.com/fr/en-lieu-de-ou-au-lieu-de-demelez-le-mystere-de-ces-locutions-francaises ('des locutions prépositives qui introduisent une alternative, une substitution ... « à la place de »'; example with elision 'au lieu d’aller')",
      "Échiquier de Villeneuve-Tolosane (club site, GitHub Pages source), 'Exercices et problèmes' https://github.com/echiquier-villeneuve-tolosane/echiquier-villeneuve-tolosane.github.io/blob/cab3455/exercices.md (hazard from a French chess page: 'Au lieu de ça, ils ont joué 31.Tb8' and 'Au lieu de ça, les Blancs avaient 25.Fxg5!' - after adverbial 'au lieu de ça' the move is the played one or the better alternative; also 'Au lieu de se coup, quelles étaient les deux répliques possible ?')",
      "Wiktionnaire, 'en lieu et place de' https://fr.m.wiktionary.org/wiki/en_lieu_et_place_de ('Locution prépositive: À la place de ; en remplacement de')",
    ],
  },
  es: {
    words: ['en vez de', 'en lugar de'],
    convention:
      'A move the text names in place of the one played, not a move played: \'en vez de 12...Cf6 era mejor 12...Ae7\'; en vez de, en lugar de, read right before the move; en lugar de esto / ello ("instead", the move after it is the one played) is left out',
    confidence: 'medium',
    sources: [
      "udep.edu.pe (Castellano actual), 'Las locuciones preposicionales' https://udep.edu.pe/castellanoactual/las-locuciones-preposicionales (prepositional locution example: 'Comeré pescado en vez de pollo')",
      "NotasDeAjedrez/fundamentos-de-ajedrez-capablanca (GitHub, Spanish text of Capablanca's 'Fundamentos'), '8. Celadas' https://github.com/NotasDeAjedrez/fundamentos-de-ajedrez-capablanca/blob/ac4eb51/_includes/8-celadas.md (hazard: 'deberían jugar 5. … e6. Pero supongamos que en lugar de esto lo hagan con 5. … Cf6' - after adverbial 'en lugar de esto' + verb comes the alternative actually examined; the replaced move 5…e6 was named before)",
      "NotasDeAjedrez/fundamentos-de-ajedrez-capablanca, '1. Algunos mates simples' https://github.com/NotasDeAjedrez/fundamentos-de-ajedrez-capablanca/blob/ac4eb51/_includes/1-algunos-mates-simples.md (hazard: 'si en lugar de esto se jugara 3. … Rc3 entonces 4. Th4')",
      "forma-slova.com (ES), 'En lugar de y en lugar de' https://forma-slova.com/es/articles/23820-instead-of-and-instead-of-features-of-instead-of-and-instea ('En vez de significa «en lugar de»'; 'Prefería viajar en autobús en lugar de avión')",
    ],
  },
  it: {
    words: ['invece di', 'invece che', 'in vece di', 'anziché', 'anzichè', 'al posto di', 'in luogo di'],
    convention:
      'A move the text names in place of the one played, not a move played: \'invece di 12...Cf6 era meglio 12...Ae7\'; invece di, invece che, in vece di, anziché, anzichè, al posto di, in luogo di, read right before the move; the bare adverb invece, and piuttosto che (also "or"), are left out',
    confidence: 'medium',
    sources: [
      "Corriere della Sera / Hoepli 'Si dice o non si dice?', 'Invece, in vece' https://dizionari.corriere.it/dizionario-si-dice/I/invece-in-vece.shtml ('Quando è seguito dalla preposizione di, e assume il significato di “in luogo di”, “al posto di”'; also spelled 'in vece di')",
      "Sapere.it, 'anzi' https://sapere.it/enciclopedia/anzi.html ('Anzi che (più comune anziché), piuttosto che, invece di: ho preso la matita, anziché la penna')",
      "Italiano Semplicemente, 'Invece o piuttosto?' https://italianosemplicemente.com/archives/31063 ('invece di ... nel senso dello scambio': 'costa € 10 invece di € 20'; bare 'invece' = opposition)",
    ],
  },
  pt: {
    words: ['em vez de', 'ao invés de', 'em lugar de', 'no lugar de'],
    convention:
      'A move the text names in place of the one played, not a move played: \'no lugar de 27.Cxf5, 27.Tcg2! seria melhor\'; em vez de, ao invés de, em lugar de, no lugar de, read right before the move; em vez disso ("instead", the move after it is the one played) is left out',
    confidence: 'high',
    sources: [
      "Português Simples, '“Em vez de” ou “ao invés de”' https://portuguesesimples.blogspot.com/2023/09/em-vez-de-ou-ao-inves-de.html ('As expressões “em vez de” e “ao invés de” são locuções prepositivas'; 'em vez de' = 'no lugar de')",
      "Stoodi, 'Quando devo usar em vez de e ao invés de' https://www.stoodi.com.br/blog/portugues/quando-devo-usar-em-vez-de-e-ao-inves-de/ ('Em vez de ... sinônima de “no lugar de”'; 'ao invés de' = opposition)",
      "smxadrez.blogspot.com, 'Leonardo Bortolotti x Nairo Prado - III Copa dos Campeões' https://smxadrez.blogspot.com/2012/03/leonardo-bortolotti-x-nairo-prado-iii.html ('mas no lugar de 27.Cxf5, 27.Tcg2! seria melhor': 27.Cxf5, right after 'no lugar de', is the analysed move being replaced by the suggestion 27.Tcg2!, not a move played at that point of the text)",
      "casadoxadrez.blogspot.com, 'Apuramento por um canudo' http://casadoxadrez.blogspot.com/2008/08/apuramento-por-um-canudo.html ('Se em vez de Tg8 tem jogado Rg7, as pretas teriam vantagem decisiva': Tg8, right after 'em vez de', is the game move being referred to; the suggestion Rg7 follows a verb)",
    ],
  },
  ro: {
    words: ['în loc de', 'in loc de'],
    convention:
      "A move the text names in place of the one played, not a move played: 'în loc de 12.Cf3 era mai bine 12.Nd3'; în loc de, in loc de, read right before the move; în locul (with a genitive article between it and the move) is left out",
    confidence: 'low',
    sources: [
      "romanatutor.com, 'Idiomatic usage of complex Romanian prepositions' https://romanatutor.com/exercises/idiomatic-usage-of-complex-romanian-prepositions-exercises ('Mă duc în locul tău la întâlnire (preposition for substitution)'; 'Am terminat tema în loc de a merge la film (instead of)')",
      "moldovacrestina.md, 'Din loc, de pe loc, în loc de: câte fețe are cuvântul „loc” (2)' https://moldovacrestina.md/din-loc-de-pe-loc-in-loc-de-cate-fete-are-cuvantul-loc-2 (explains 'loc' locutions: 'din loc', 'de pe loc', 'a ține loc de' = 'a înlocui, a servi în locul cuiva'; title lists 'în loc de')",
    ],
  },
  ca: {
    words: ['en lloc de', 'en comptes de'],
    convention:
      "A move the text names in place of the one played, not a move played: 'en lloc de 12.Cf3 era millor 12.Ad3'; en lloc de, en comptes de, read right before the move; en lloc d'això (\"instead\") and the elided en lloc d' are left out",
    confidence: 'medium',
    sources: [
      "CPNL blog (Consorci per a la Normalització Lingüística), 'locucions prepositives' https://blogs.cpnl.cat/nivelldcalonge/?p=1209 ('En lloc de: la construcció en lloc sol anar seguida de la preposició de i s’escriu separat quan significa ‘en comptes de’: Ha vingut el lampista en lloc del fuster'; not to be confused with the adverb 'enlloc' = 'en cap lloc')",
      "Viquipèdia (ca), diff of the Two Knights Defence article https://ca.m.wikipedia.org/wiki/Especial:MobileDiff/8093105 (hazard in a chess text: 'En lloc d'això, les negres trien habitualment passar a un gambet tot jugant 5...Ca5' - after adverbial 'en lloc d'això' the moves are the ones played)",
    ],
  },
  gl: {
    words: ['en vez de', 'en lugar de', 'en troques de'],
    convention:
      'A move the text names in place of the one played, not a move played: \'en vez de 12.Cf3 era mellor 12.Bd3\'; en vez de, en lugar de, en troques de, read right before the move; no canto de (also "in the corner of") and no sitio de are left out',
    confidence: 'medium',
    sources: [
      "IES Fontexería aula virtual (Xunta de Galicia), 'Preposicións e locucións prepositivas' https://edu.xunta.gal/centros/iesfontexeria/aulavirtual/mod/book/view.php?chapterid=769&id=3312 ('en vez de, en troques de, no canto de, en lugar de, no sitio de: no canto de vires, mandas recado')",
      "noticieirogalego.com, 'As preposicións e locucións prepositivas' https://www.noticieirogalego.com/as-preposicions-e-locucions-prepositivas/ (list of Galician prepositional locutions including 'en lugar de', 'en troques de', 'en vez de', 'no canto de')",
    ],
  },
  af: {
    words: ['in plaas van', 'in stede van', 'pleks van'],
    convention:
      'A move the text names in place of the one played, not a move played: \'in plaas van 12.Pf3 was 12.Ld3 beter\'; in plaas van, in stede van, pleks van, read right before the move; the adverb pleks daarvan ("instead") is left out',
    confidence: 'low',
    sources: [
      "Wikipedia (af) copy, 'Verskille tussen Afrikaans en Nederlands' https://db0nus869y26v.cloudfront.net/af/Verskille_tussen_Afrikaans_en_Nederlands ('anders as Vlaams en Surinaamse Nederlands, is dit 'n aparte taal, in stede van 'n dialek': 'in stede van' + noun = 'instead of')",
      "Wikipedia (af), 'Gebruiker:JMK/Taalgebruik' https://af.wikipedia.org/wiki/Gebruiker:JMK/Taalgebruik ('wisselvorme word pleks daarvan aanvaar': adverbial 'pleks daarvan' = 'instead', showing 'pleks' in this sense)",
      "Wiktionary, 'plaas' https://En.M.wiktionary.org/wiki/plaas (hazard: Afrikaans 'plaas' = noun 'farm' and verb 'to place'; only the fixed phrase 'in plaas van' means 'instead of')",
    ],
  },
  ru: {
    words: ['вместо'],
    convention:
      "A move the text names in place of the one played, not a move played: 'вместо 5.Кg5 белые рокируют 5.0-0', 'вместо 10...Кf6 сильнее 10...Сd7'; вместо, read right before the move; взамен (\"in exchange\") and the colloquial заместо are left out",
    confidence: 'medium',
    sources: [
      'Wiktionary (ru, offline mirror), "вместо" https://wiki.pistolero.me/content/wiktionary_ru_all_nopic_2025-07/%D0%B2%D0%BC%D0%B5%D1%81%D1%82%D0%BE (вместо: "Предлог ... Употребляется с род. п.", meaning "заменяя, замещая кого- или что-либо" = replacing someone or something)',
      'russkii-yazyk.com, "ВМЕСТО или ЗАМЕСТО, как правильно" https://russkii-yazyk.com/orfografiya/vmesto-ili-zamesto-kak-pravilno (вместо is a derived preposition used only with a noun in the genitive; заместо is colloquial, not literary)',
    ],
  },
  uk: {
    words: ['замість'],
    convention:
      'A move the text names in place of the one played, not a move played: \'замість 10...Кf6 сильніше 10...Сd7\'; замість, read right before the move; натомість ("instead", an adverb) is left out',
    confidence: 'medium',
    sources: [
      'Словник української мови (СУМ-11), "замість" http://sum.in.ua/s/zamistj/ (ЗАМІСТЬ, прийм., з род. в.: "Уживається при вказуванні на заміну кого-, чого-небудь кимсь або чимсь іншим" = marks replacement of someone or something)',
      'slovnyk.me, Великий тлумачний словник сучасної української мови, "замість" https://slovnyk.me/amp/dict/vts/%D0%B7%D0%B0%D0%BC%D1%96%D1%81%D1%82%D1%8C (prepositional sense with the genitive; замість того щоб is the compound conjunction for actions)',
    ],
  },
  be: {
    words: ['замест'],
    convention: "A move the text names in place of the one played, not a move played: 'замест 5.Кg5'; замест, read right before the move",
    confidence: 'low',
    sources: [
      'knihi.com, "Лад мовы: Прыназоўнік" https://knihi.com/storage/padrucnik/lad_movy/prynazounik0.htm (замест listed among the compound prepositions: "складаныя: накшталт, замест, звыш ..."; the page gives no gloss, so the meaning "instead of" is from general knowledge)',
    ],
  },
  bg: {
    words: ['вместо', 'наместо'],
    convention:
      "A move the text names in place of the one played, not a move played: 'вместо 5.Кg5'; вместо, наместо, read right before the move; на мястото на (with an article between) is left out",
    confidence: 'medium',
    sources: [
      'slovum.com, "Предлог" https://slovum.com/preposition/ (вместо, and its variant наместо, listed among the compound prepositions: "Сложни ... вместо, ... наместо")',
      'Macedonian Wikipedia, user page on Bulgarian prepositions http://mk.wikipedia.org/wiki/%D0%9A%D0%BE%D1%80%D0%B8%D1%81%D0%BD%D0%B8%D0%BA:Braun100/%D0%A2%D0%B5%D1%81%D1%82 ("Вместо: Назначен си вместо нея" = you were appointed instead of her; weak source)',
    ],
  },
  pl: {
    words: ['zamiast'],
    convention:
      "A move the text names in place of the one played, not a move played: 'zamiast 10...Sf6 lepsze było 10...Gd7'; zamiast, read right before the move; w miejsce and the archaic miast are left out",
    confidence: 'medium',
    sources: [
      'matowanie.blogspot.com, "A. Alechin: Nottingham (Runda XI, partie 71-77)" http://matowanie.blogspot.com/2011/09/alechin-nottingham-runda-xi-partie-71.html (Polish annotations: "Zamiast tej wymiany ... czarne mogły grać albo 7. ...d5" – zamiast names the line not played; here its object is "tej wymiany", not the move itself, so it only shows the chess usage, not the exact pattern)',
    ],
  },
  cs: {
    words: ['místo', 'namísto'],
    convention:
      'A move the text names in place of the one played, not a move played: \'místo 12.Jf3 bylo lepší 12.Sd3\'; místo, namísto, read right before the move; místo is also the noun "place": read only right before a move',
    confidence: 'medium',
    sources: [
      'J. V. Nigrin, "Bohemian Grammar" (bitlit.ru reprint, p. 72) https://bitlit.ru/page/en/jaroslav-victor-nigrin/bohemian-grammar/72 (prepositions with the genitive: "Místo instead of. Místo otce přišel syn. Instead of the father came the son.")',
    ],
  },
  sk: {
    words: ['namiesto'],
    convention:
      'A move the text names in place of the one played, not a move played: \'namiesto 4. ... d5\'; namiesto, read right before the move; miesto (colloquial, also the noun "place") is left out',
    confidence: 'medium',
    sources: [
      'jazykovevzdelavanie.sk, "Predložky v slovenčine podľa pádu" https://www.jazykovevzdelavanie.sk/2023/02/predlozky-v-slovencine-podla-padu/ (namiesto is listed among prepositions with the 2nd case, genitive)',
      'jazykovevzdelavanie.sk, "Predložky v slovenčine" https://www.jazykovevzdelavanie.sk/2023/01/predlozky-v-slovencine/ (miesto as a secondary preposition, "Uprac to miesto mňa (predložka)", against the noun "Sadni si na moje miesto (podstatné meno)"; namiesto as a compound preposition)',
    ],
  },
  sl: {
    words: ['namesto'],
    convention:
      'A move the text names in place of the one played, not a move played: \'namesto 12.Sf3\'; namesto, read right before the move; mesto (the noun "place") is left out',
    confidence: 'medium',
    sources: [
      'Slovenska slovnica 1940, p. 62 (Amebis e-book) http://www.amebis.si/slovnice/ebooks/slovnica1940/files/assets/basic-html/page64.html (among the improper prepositions that all take the genitive: "mesto in namesto mene" = instead of me; namesto takes the genitive, and the old preposition mesto has the same spelling as the noun mesto town, hence left out)',
    ],
  },
  hr: {
    words: ['umjesto', 'namjesto'],
    convention:
      'A move the text names in place of the one played, not a move played: \'umjesto 12.Sf3\'; umjesto, namjesto, read right before the move; mjesto (the noun "place") is left out',
    confidence: 'low',
    sources: [
      'Domagoj Kostanjevac, "Jezični savjeti" (Hrvatistika), bib.irb.hr https://www.bib.irb.hr:8443/index.php/1080993/download/1080993.25_jezini_savjeti.doc (usage only: "Umjesto *On postupa najoptimalnije treba reći On postupa optimalno" – umjesto names the form NOT to be used, right before it; no dictionary definition was found in the stored pages)',
    ],
  },
  'sr-Latn': {
    words: ['umesto', 'umjesto', 'namesto'],
    convention:
      'A move the text names in place of the one played, not a move played: \'umesto 12.Sf3\'; umesto, umjesto, namesto, read right before the move; mesto / mjesto (the noun "place") are left out',
    confidence: 'medium',
    sources: [
      'KJ Translations blog, "Predlozi" https://www.kjtranslations.rs/blog/predlozi/ (umesto named as a compound preposition, "složene predloge ... na primer: umesto, uoči, navrh, ispred"; genitive prepositions listed)',
    ],
  },
  lt: {
    words: ['vietoj'],
    convention:
      'A move the text names in place of the one played, not a move played: \'vietoj 5.Žg5\'; vietoj, read right before the move; vietoje (also "in the place") is left out',
    confidence: 'medium',
    sources: [
      'Debeselis (Lithuanian lessons), "Prepositions" http://www.debeselis.net/lessons/lesson/temp/232 ("vietoj instead of" listed among the prepositions taking the genitive)',
      'Laiškai lietuviams, 1990 m. 5 (gegužė), "Prielinksnių vartojimas" http://www.laiskailietuviams.lt/index.php/vol-41-1990m/1990m-5-geguze/7058-kalba?tmpl=component&print=1&layout=default (vietoj may stand before or after its genitive: "Tu ten nueik jo vietoj arba: Tu ten nueik vietoj jo"; the postposed use is why a move just BEFORE vietoj can also be the replaced one)',
    ],
  },
  el: {
    words: ['αντί για', 'αντί του', 'αντί της', 'αντί'],
    convention:
      "A move the text names in place of the one played, not a move played: 'αντί για 5.Ιg5', 'αντί του 5.Ιg5'; αντί για, αντί του, αντί της, αντί, read right before the move; στη θέση του (with an article between) is left out",
    confidence: 'medium',
    sources: [
      'Λεξικό της ελληνικής γλώσσας (greek_greek.en-academic.com), "αντί" https://greek_greek.en-academic.com/19431/%CE%B1%CE%BD%CF%84%CE%AF (αντί πρόθ.: sense 2 "σε αντάλλαγμα, σε αντικατάσταση" = in exchange, as a replacement; sense 3 "παρέστη αντί του υπουργού" = attended instead of the minister, with the genitive article)',
    ],
  },
};

export const INSTEAD_AFTER_WORDS = {
  hu: {
    words: ['helyett'],
    convention:
      'A move the text names in place of the one played, not a move played: \'5.Hf3 helyett 5.Fc4\'; helyett, read right after the move; ehelyett ("instead of this") never follows a move',
    confidence: 'medium',
    sources: [
      'Új magyar etimológiai szótár (MTA Nyelvtudományi Intézet), "helyett" https://uesz.nytud.hu/index.html?uuid=b7c0f13a-7c44-1014-a8d2-ae24c20aeb7e (helyett ‹névutó› = postposition: "vkinek v. vminek a helyén, helyében, azt helyettesítve | anstatt"; compared with English in place of, French au lieu de, Russian вместо)',
    ],
  },
  fi: {
    words: ['sijaan', 'sijasta', 'asemesta'],
    convention:
      'A move the text names in place of the one played, not a move played: \'5.Rg5:n sijaan 5.0-0\'; sijaan, sijasta, asemesta, read right after the move; the genitive ending joined to the move with a colon (`5.Rg5:n sijaan`) may stand between; tilalle (also "into the place") is left out',
    confidence: 'medium',
    sources: [
      'Kielitoimiston ohjepankki, "Post- ja prepositiot: mistä niitä tulee?" https://kielitoimistonohjepankki.fi/ohje/post-ja-prepositiot-mista-niita-tulee/ ("(sen) asemesta" named among the few words used only as post- or prepositions, with a genitive complement)',
    ],
  },
  et: {
    words: ['asemel'],
    convention:
      'A move the text names in place of the one played, not a move played: \'5.Rg5 asemel\'; asemel, read right after the move; asemele ("into the place") is left out',
    confidence: 'medium',
    sources: [
      'Eesti keele käsiraamat (EKI), SÜ 101 http://www.eki.ee/books/ekk07/sy/sy101.html (asemel used as a postposition after a genitive: "täiendi omastava käände asemel kasutama nimetavat" = using the nominative instead of the genitive of the attribute)',
    ],
  },
  lv: {
    words: ['vietā'],
    convention: "A move the text names in place of the one played, not a move played: '5.Zg5 vietā'; vietā, read right after the move",
    confidence: 'low',
    sources: [
      'kazhe.lv, "Latviešu valodas gramatikas īpatnības" https://kazhe.lv/2011/03/10/Latvieu-valodas-gramatikas-patnbas (usage only: "cipars skaitļa vietā" = a digit instead of a number; vietā stands right AFTER the genitive noun it replaces; no dictionary entry was found in the stored pages)',
    ],
  },
  tr: {
    words: ['yerine'],
    convention:
      'A move the text names in place of the one played, not a move played: \'5.Ag5 yerine 5.O-O\'; yerine, read right after the move; yerine is also "to its place" (`fil eski yerine döndü`), but not right after a move',
    confidence: 'medium',
    sources: [
      'Talkpal, "How do you express instead of in Turkish sentences" https://talkpal.ai/culture/how-do-you-express-instead-of-in-turkish-sentences/ (yerine "literally means in the place of"; "you simply add yerine after the noun": "Kahve yerine çay içtim" = I drank tea instead of coffee)',
      'TurkishClass, lesson 318 https://www.turkishclass.com/turkish_lesson_318 (yerine = yer + possessive -i + dative -e, literally "to its place", used as "çay yerine kahve" = coffee instead of tea; shows the literal reading that is the hazard)',
    ],
  },
};
