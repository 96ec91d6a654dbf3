/**
 * How common each letter is in the texts of each script, which tell a legacy code page by the
 * letters its bytes make (detect.ts): per mille of letters, lower case, approximate.
 */

/** Russian letter frequencies (lower case), per mille; Ukrainian and Belarusian letters added. */
// prettier-ignore
const CYRILLIC_FREQ: Readonly<Record<string, number>> = {
  о: 110, е: 85, а: 80, и: 74, н: 67, т: 63, с: 55, р: 47, в: 45, л: 44, к: 35, м: 32, д: 30, п: 28, у: 26, я: 20,
  ы: 19, ь: 17, г: 17, з: 16, б: 16, ч: 14, й: 12, х: 10, ж: 9, ш: 7, ю: 6, ц: 5, щ: 4, э: 3, ф: 3, ъ: 1, ё: 2,
  і: 20, ї: 6, є: 4, ґ: 1, ў: 5, ђ: 1, ј: 5, љ: 2, њ: 2, ћ: 1, џ: 1,
};

/** Greek letter frequencies (lower case, accented vowels apart), per mille; approximate. */
// prettier-ignore
const GREEK_FREQ: Readonly<Record<string, number>> = {
  α: 100, ο: 85, ε: 70, ι: 70, τ: 75, ν: 60, σ: 45, ς: 30, η: 40, υ: 35, ρ: 40, π: 38, κ: 38, μ: 30, λ: 25, ω: 12,
  δ: 15, γ: 15, χ: 9, θ: 10, φ: 7, β: 6, ξ: 4, ψ: 1, ζ: 3,
  ά: 18, έ: 14, ί: 14, ό: 14, ύ: 7, ή: 9, ώ: 5, ϊ: 1, ϋ: 0.3, ΐ: 0.2, ΰ: 0.1,
};

/** Hebrew letter frequencies (final forms apart), per mille; approximate. */
// prettier-ignore
const HEBREW_FREQ: Readonly<Record<string, number>> = {
  י: 105, ו: 100, ה: 85, ל: 65, מ: 55, ם: 25, א: 55, ר: 50, ב: 45, ת: 50, ש: 42, נ: 35, ן: 15, ד: 25, כ: 20, ך: 5,
  ע: 28, ח: 20, ק: 18, פ: 14, ף: 3, צ: 10, ץ: 2, ג: 12, ס: 10, ז: 8, ט: 10,
};

/** Arabic letter frequencies with the Persian letters, per mille; approximate. */
// prettier-ignore
const ARABIC_FREQ: Readonly<Record<string, number>> = {
  ا: 120, ل: 95, ي: 60, م: 55, و: 55, ن: 50, ر: 45, ت: 38, ب: 38, ع: 30, ة: 25, د: 30, ه: 30, ف: 22, ق: 20, س: 22,
  ك: 18, أ: 18, ح: 16, ج: 12, إ: 8, ش: 10, ص: 8, ط: 7, خ: 8, ز: 6, ذ: 5, ث: 4, غ: 4, ض: 4, ظ: 2, ى: 7, ئ: 4, ء: 3,
  ؤ: 2, آ: 3, پ: 6, چ: 4, ژ: 1, گ: 8, ک: 18, ی: 40,
};

/** Letters of the scripts other than Latin, each with its frequency in its own script. */
export const SCRIPT_FREQ: Readonly<Record<string, number>> = { ...CYRILLIC_FREQ, ...GREEK_FREQ, ...HEBREW_FREQ, ...ARABIC_FREQ };

/** Accented Latin letters by how common they are in European languages (lower case), per mille of letters. */
// prettier-ignore
export const LATIN_FREQ: Readonly<Record<string, number>> = {
  é: 20, á: 12, ö: 10, ü: 10, ä: 10, í: 8, ó: 8, è: 8, à: 6, ú: 5, ñ: 5, ç: 5, ß: 4, ø: 5, å: 5, æ: 2, ê: 3, â: 2, ô: 2,
  î: 1, ë: 1, ï: 1, û: 1, ã: 3, õ: 2, ý: 3, ì: 1, ò: 1, ù: 1, ð: 1, þ: 1,
  č: 6, ř: 5, š: 6, ž: 5, ě: 6, ů: 2, ł: 8, ą: 5, ę: 5, ś: 3, ź: 1, ż: 3, ć: 3, ń: 3, ő: 3, ű: 1, ť: 1, ď: 1, ľ: 1,
  ĺ: 0.3, ŕ: 0.2, ă: 4, ş: 4, ţ: 2, ș: 3, ț: 3, đ: 1, ň: 1,
};
