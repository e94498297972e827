import type { LanguageCode } from '../../../../src/contract/languages';

// Guests of the demo fleet: where they come from, the language they write in, and names common there.
export interface Nationality {
  country: string;
  language: LanguageCode;
  firstNames: readonly string[];
  lastNames: readonly string[];
  /** Relative share of charter guests. */
  share: number;
}

export const NATIONALITIES: readonly Nationality[] = [
  {
    country: 'DE',
    language: 'de',
    share: 16,
    firstNames: ['Thomas', 'Anna', 'Michael', 'Julia', 'Stefan', 'Katrin', 'Andreas', 'Sabine', 'Jens', 'Laura'],
    lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Wagner'],
  },
  {
    country: 'AT',
    language: 'de',
    share: 4,
    firstNames: ['Florian', 'Lisa', 'Markus', 'Verena', 'Lukas', 'Johanna'],
    lastNames: ['Gruber', 'Huber', 'Bauer', 'Wimmer', 'Moser', 'Berger'],
  },
  {
    country: 'GB',
    language: 'en',
    share: 10,
    firstNames: ['James', 'Emma', 'Oliver', 'Sophie', 'Harry', 'Charlotte', 'William', 'Lucy'],
    lastNames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Thomas', 'Roberts'],
  },
  {
    country: 'US',
    language: 'en',
    share: 8,
    firstNames: ['Michael', 'Jennifer', 'David', 'Ashley', 'Chris', 'Megan', 'Ryan', 'Sarah'],
    lastNames: ['Johnson', 'Williams', 'Miller', 'Davis', 'Anderson', 'Clark', 'Walker', 'Young'],
  },
  {
    country: 'FR',
    language: 'fr',
    share: 9,
    firstNames: ['Julien', 'Camille', 'Nicolas', 'Manon', 'Antoine', 'Chloé', 'Pierre', 'Léa'],
    lastNames: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Girard', 'Roux'],
  },
  {
    country: 'IT',
    language: 'it',
    share: 7,
    firstNames: ['Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Matteo', 'Sara'],
    lastNames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci'],
  },
  {
    country: 'ES',
    language: 'es',
    share: 5,
    firstNames: ['Javier', 'Lucía', 'Carlos', 'María', 'Pablo', 'Elena', 'Sergio', 'Marta'],
    lastNames: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz'],
  },
  {
    country: 'NL',
    language: 'nl',
    share: 6,
    firstNames: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Jeroen', 'Femke', 'Ruben', 'Eva'],
    lastNames: ['de Jong', 'Jansen', 'de Vries', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Mulder'],
  },
  {
    country: 'BE',
    language: 'nl',
    share: 2,
    firstNames: ['Wouter', 'Elke', 'Pieter', 'Hanne'],
    lastNames: ['Peeters', 'Janssens', 'Maes', 'Claes'],
  },
  {
    country: 'CZ',
    language: 'cs',
    share: 6,
    firstNames: ['Jan', 'Tereza', 'Petr', 'Lucie', 'Tomáš', 'Kateřina', 'Martin', 'Eva'],
    lastNames: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák'],
  },
  {
    country: 'LV',
    language: 'lv',
    share: 2,
    firstNames: ['Jānis', 'Anna', 'Andris', 'Laura', 'Mārtiņš', 'Ilze'],
    lastNames: ['Bērziņš', 'Kalniņš', 'Ozoliņš', 'Liepiņš', 'Krūmiņš', 'Zariņš'],
  },
  {
    country: 'UA',
    language: 'ua',
    share: 4,
    firstNames: ['Олександр', 'Олена', 'Андрій', 'Наталія', 'Дмитро', 'Ірина'],
    lastNames: ['Шевченко', 'Бондаренко', 'Коваленко', 'Ткаченко', 'Кравченко', 'Мельник'],
  },
  {
    country: 'EE',
    language: 'ru',
    share: 2,
    firstNames: ['Алексей', 'Мария', 'Сергей', 'Екатерина', 'Игорь', 'Анна'],
    lastNames: ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Соколов', 'Лебедев'],
  },
  {
    country: 'CY',
    language: 'el',
    share: 1,
    firstNames: ['Andreas', 'Eleni', 'Christos', 'Maria'],
    lastNames: ['Georgiou', 'Charalambous', 'Constantinou', 'Ioannou'],
  },
  {
    country: 'GR',
    language: 'el',
    share: 3,
    firstNames: ['Γιώργος', 'Κατερίνα', 'Νίκος', 'Δήμητρα', 'Κώστας', 'Σοφία'],
    lastNames: ['Παπαδόπουλος', 'Παππάς', 'Οικονόμου', 'Βλάχος', 'Αγγελόπουλος', 'Νικολαΐδης'],
  },
  {
    country: 'TR',
    language: 'tr',
    share: 3,
    firstNames: ['Mehmet', 'Ayşe', 'Emre', 'Zeynep', 'Can', 'Elif'],
    lastNames: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk'],
  },
];
