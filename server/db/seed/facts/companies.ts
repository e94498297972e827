import type { LanguageCode } from '../../../../src/contract/languages';

// The demo's charter companies (docs/decisions/038): invented firms with the shape of real ones — a legal
// form of their country, a registry number in its format, a bank account at a real bank of the country with
// an invented account number (each IBAN's check digits are right; company-rows.test.ts holds them to mod-97).
// Each takes the bases of the countries it lists.
export interface CompanyFact {
  slug: string;
  legalName: string;
  tradingName: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  phone: string;
  email: string;
  registrationNumber: string;
  vatNumber: string;
  accountHolder: string;
  iban: string;
  bic: string;
  bankName: string;
  staffLanguages: LanguageCode[];
  /** The countries (ISO 3166-1 alpha-2) whose bases it runs. */
  countries: string[];
}

export const COMPANIES: readonly CompanyFact[] = [
  {
    slug: 'adriatic-blue',
    legalName: 'Jadranska Plovidba Bluewater d.o.o.',
    tradingName: 'Adriatic Blue Charter',
    street: 'Uvala Baluni 8',
    postcode: '21000',
    city: 'Split',
    countryCode: 'HR',
    phone: '+385 21 398 540',
    email: 'charter@adriatic-blue.example',
    registrationNumber: 'MBS 060321457 (Trgovački sud u Splitu)',
    vatNumber: 'HR48217093651',
    accountHolder: 'Jadranska Plovidba Bluewater d.o.o.',
    iban: 'HR9124840081107213456',
    bic: 'RZBHHR2X',
    bankName: 'Raiffeisenbank Austria d.d., Zagreb',
    staffLanguages: ['en', 'de', 'it', 'cs'],
    countries: ['HR', 'ME'],
  },
  {
    slug: 'aegean-wind',
    legalName: 'Aegean Wind Yachting M.I.K.E.',
    tradingName: 'Aegean Wind Yachting',
    street: 'Leoforos Poseidonos 3',
    postcode: '174 55',
    city: 'Alimos',
    countryCode: 'GR',
    phone: '+30 210 985 4410',
    email: 'bookings@aegean-wind.example',
    registrationNumber: 'G.E.MI. 158342701000',
    vatNumber: 'EL801734529',
    accountHolder: 'Aegean Wind Yachting M.I.K.E.',
    iban: 'GR7901705200000004512345678',
    bic: 'PIRBGRAA',
    bankName: 'Piraeus Bank S.A., Athens',
    staffLanguages: ['en', 'el', 'de', 'fr'],
    countries: ['GR'],
  },
  {
    slug: 'vela-tirrena',
    legalName: 'Vela Tirrena S.r.l.',
    tradingName: 'Tyrrhenian Sail',
    street: 'Via Principe Umberto 21',
    postcode: '07026',
    city: 'Olbia',
    countryCode: 'IT',
    phone: '+39 0789 184 220',
    email: 'info@vela-tirrena.example',
    registrationNumber: 'REA SS-204518',
    vatNumber: 'IT02731840906',
    accountHolder: 'Vela Tirrena S.r.l.',
    iban: 'IT59X0306917500100000046712',
    bic: 'BCITITMM',
    bankName: 'Intesa Sanpaolo S.p.A., Olbia',
    staffLanguages: ['en', 'it', 'fr', 'de'],
    countries: ['IT', 'FR'],
  },
  {
    slug: 'costa-vela',
    legalName: 'Costa Vela Charter S.L.',
    tradingName: 'Costa Vela',
    street: 'Moll Vell s/n, Local 4',
    postcode: '07012',
    city: 'Palma',
    countryCode: 'ES',
    phone: '+34 971 724 318',
    email: 'reservas@costa-vela.example',
    registrationNumber: 'Registro Mercantil de Mallorca, hoja PM-98412',
    vatNumber: 'ESB57913420',
    accountHolder: 'Costa Vela Charter S.L.',
    iban: 'ES9021000813610200345678',
    bic: 'CAIXESBBXXX',
    bankName: 'CaixaBank S.A., Palma',
    staffLanguages: ['en', 'es', 'de', 'fr'],
    countries: ['ES'],
  },
  {
    slug: 'lycian-coast',
    legalName: 'Likya Kıyısı Yatçılık Ltd. Şti.',
    tradingName: 'Lycian Coast Yachting',
    street: 'Netsel Marina, Kemeraltı Mah. 14',
    postcode: '48700',
    city: 'Marmaris',
    countryCode: 'TR',
    phone: '+90 252 412 6730',
    email: 'charter@lycian-coast.example',
    registrationNumber: 'MERSİS 0612045837500019',
    vatNumber: 'TR6120458375',
    accountHolder: 'Likya Kıyısı Yatçılık Ltd. Şti.',
    iban: 'TR820006200000012345678901',
    bic: 'TGBATRIS',
    bankName: 'Garanti BBVA, Marmaris',
    staffLanguages: ['en', 'tr', 'de', 'ru'],
    countries: ['TR'],
  },
  {
    slug: 'horizon-blue',
    legalName: 'Horizon Blue Yacht Charter Ltd',
    tradingName: 'Horizon Blue',
    street: 'Ta’ Xbiex Marina, Ix-Xatt ta’ Ta’ Xbiex',
    postcode: 'XBX 1027',
    city: 'Ta’ Xbiex',
    countryCode: 'MT',
    phone: '+356 2133 4870',
    email: 'reservations@horizon-blue.example',
    registrationNumber: 'Malta Business Registry C 84512',
    vatNumber: 'MT24817309',
    accountHolder: 'Horizon Blue Yacht Charter Ltd',
    iban: 'MT22VALL22013000000040012345678',
    bic: 'VALLMTMT',
    bankName: 'Bank of Valletta p.l.c., Valletta',
    staffLanguages: ['en', 'it', 'fr', 'nl'],
    countries: ['MT', 'SC', 'VG', 'TH'],
  },
];
