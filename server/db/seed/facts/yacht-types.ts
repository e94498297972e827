import type { Translated } from '../translated';

// Fixed yacht type ids (A6 sorts the list by them: 0,1,2,4,7,6,3,8,5,9,10,11,13, then the rest), with the
// URL segment of the boat pages (R4: /{lang}/{yachtType}/{yachtSlug}).
export interface YachtTypeFact {
  id: number;
  slug: string;
  name: Translated;
}

export const YACHT_TYPES: readonly YachtTypeFact[] = [
  { id: 0, slug: 'sailing-yacht', name: { en: 'sailing yacht', ru: 'парусная яхта', de: 'Segelyacht', fr: 'voilier', lv: 'burujahta', el: 'ιστιοπλοϊκό σκάφος', es: 'velero', it: 'barca a vela', tr: 'yelkenli yat', ua: 'вітрильна яхта', cs: 'plachetnice', nl: 'zeiljacht' } },
  { id: 1, slug: 'catamaran', name: { en: 'catamaran', ru: 'катамаран', de: 'Katamaran', fr: 'catamaran', lv: 'katamarāns', el: 'καταμαράν', es: 'catamarán', it: 'catamarano', tr: 'katamaran', ua: 'катамаран', cs: 'katamarán', nl: 'catamaran' } },
  { id: 2, slug: 'motor-yacht', name: { en: 'motor yacht', ru: 'моторная яхта', de: 'Motoryacht', fr: 'yacht à moteur', lv: 'motorjahta', el: 'μηχανοκίνητο σκάφος', es: 'yate a motor', it: 'yacht a motore', tr: 'motoryat', ua: 'моторна яхта', cs: 'motorová jachta', nl: 'motorjacht' } },
  { id: 3, slug: 'gulet', name: { en: 'gulet', ru: 'гулет', de: 'Gulet', fr: 'goélette turque', lv: 'gulets', el: 'γκουλέτα', es: 'goleta', it: 'caicco', tr: 'gulet', ua: 'гулет', cs: 'guleta', nl: 'gulet' } },
  { id: 4, slug: 'power-catamaran', name: { en: 'power catamaran', ru: 'моторный катамаран', de: 'Motorkatamaran', fr: 'catamaran à moteur', lv: 'motorkatamarāns', el: 'μηχανοκίνητο καταμαράν', es: 'catamarán a motor', it: 'catamarano a motore', tr: 'motorlu katamaran', ua: 'моторний катамаран', cs: 'motorový katamarán', nl: 'motorcatamaran' } },
  { id: 5, slug: 'trimaran', name: { en: 'trimaran', ru: 'тримаран', de: 'Trimaran', fr: 'trimaran', lv: 'trimarāns', el: 'τριμαράν', es: 'trimarán', it: 'trimarano', tr: 'trimaran', ua: 'тримаран', cs: 'trimaran', nl: 'trimaran' } },
  { id: 6, slug: 'motor-sailer', name: { en: 'motor sailer', ru: 'моторно-парусная яхта', de: 'Motorsegler', fr: 'motorsailer', lv: 'motorburinieks', el: 'μηχανοϊστιοφόρο', es: 'motovelero', it: 'motorsailer', tr: 'motorlu yelkenli', ua: 'моторно-вітрильна яхта', cs: 'motorová plachetnice', nl: 'motorzeiler' } },
  { id: 7, slug: 'luxury-motor-yacht', name: { en: 'luxury motor yacht', ru: 'люксовая моторная яхта', de: 'Luxus-Motoryacht', fr: 'yacht à moteur de luxe', lv: 'luksusa motorjahta', el: 'πολυτελές μηχανοκίνητο σκάφος', es: 'yate a motor de lujo', it: 'yacht a motore di lusso', tr: 'lüks motoryat', ua: 'розкішна моторна яхта', cs: 'luxusní motorová jachta', nl: 'luxe motorjacht' } },
  { id: 8, slug: 'luxury-sailing-yacht', name: { en: 'luxury sailing yacht', ru: 'люксовая парусная яхта', de: 'Luxus-Segelyacht', fr: 'voilier de luxe', lv: 'luksusa burujahta', el: 'πολυτελές ιστιοπλοϊκό', es: 'velero de lujo', it: 'barca a vela di lusso', tr: 'lüks yelkenli yat', ua: 'розкішна вітрильна яхта', cs: 'luxusní plachetnice', nl: 'luxe zeiljacht' } },
  { id: 9, slug: 'motor-boat', name: { en: 'motor boat', ru: 'моторная лодка', de: 'Motorboot', fr: 'bateau à moteur', lv: 'motorlaiva', el: 'ταχύπλοο', es: 'lancha a motor', it: 'motoscafo', tr: 'motorbot', ua: 'моторний човен', cs: 'motorový člun', nl: 'motorboot' } },
  { id: 10, slug: 'luxury-catamaran', name: { en: 'luxury catamaran', ru: 'люксовый катамаран', de: 'Luxuskatamaran', fr: 'catamaran de luxe', lv: 'luksusa katamarāns', el: 'πολυτελές καταμαράν', es: 'catamarán de lujo', it: 'catamarano di lusso', tr: 'lüks katamaran', ua: 'розкішний катамаран', cs: 'luxusní katamarán', nl: 'luxe catamaran' } },
  { id: 11, slug: 'rib', name: { en: 'rib', ru: 'надувная лодка RIB', de: 'Festrumpfschlauchboot', fr: 'semi-rigide', lv: 'RIB laiva', el: 'φουσκωτό σκάφος', es: 'neumática semirrígida', it: 'gommone', tr: 'RIB bot', ua: 'надувний човен RIB', cs: 'RIB člun', nl: 'RIB' } },
  { id: 12, slug: 'houseboat', name: { en: 'houseboat', ru: 'плавучий дом', de: 'Hausboot', fr: 'péniche habitable', lv: 'māju laiva', el: 'πλωτό σπίτι', es: 'barco vivienda', it: 'houseboat', tr: 'yüzen ev', ua: 'плавучий будинок', cs: 'hausbót', nl: 'woonboot' } },
  { id: 13, slug: 'superyacht', name: { en: 'superyacht', ru: 'суперъяхта', de: 'Superyacht', fr: 'superyacht', lv: 'superjahta', el: 'υπερπολυτελές σκάφος', es: 'superyate', it: 'superyacht', tr: 'süper yat', ua: 'суперяхта', cs: 'superjachta', nl: 'superjacht' } },
];
