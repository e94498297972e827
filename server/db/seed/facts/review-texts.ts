import type { LanguageCode } from '../../../../src/contract/languages';

// What guests write after a charter, in their own language. A review is one opening for its rating band
// and one detail sentence. {name} is the boat.
export interface ReviewPhrases {
  excellent: readonly string[];
  good: readonly string[];
  mixed: readonly string[];
  details: readonly string[];
}

export const REVIEW_PHRASES: Record<LanguageCode, ReviewPhrases> = {
  en: {
    excellent: [
      'A perfect week on {name}: spotless boat, everything worked and the base team was brilliant.',
      'We loved {name}! Comfortable, well equipped and great fun to sail.',
    ],
    good: [
      'Very good boat for our family holiday, check-in was quick and friendly.',
      '{name} was in good condition overall, we would book her again.',
    ],
    mixed: [
      'The boat was fine for sailing, but a few things on board needed repairs.',
      'Nice area and a decent boat, although check-in took longer than expected.',
    ],
    details: [
      'The dinghy and outboard were reliable all week.',
      'Plenty of space for six people and their luggage.',
      'The briefing at the base was thorough and helpful.',
      'Please add a second gas bottle next season.',
    ],
  },
  ru: {
    excellent: [
      'Идеальная неделя на {name}: яхта в безупречном состоянии, всё работало, команда базы — на высоте.',
      'Нам очень понравилась {name}! Удобная, хорошо оснащённая, ходить на ней одно удовольствие.',
    ],
    good: [
      'Очень хорошая яхта для семейного отдыха, приёмка прошла быстро и доброжелательно.',
      'В целом {name} в хорошем состоянии, забронировали бы её снова.',
    ],
    mixed: [
      'Для хождения яхта подходит, но кое-что на борту требовало ремонта.',
      'Красивый район и неплохая лодка, хотя приёмка заняла больше времени, чем ожидалось.',
    ],
    details: [
      'Тузик и мотор всю неделю работали без сбоев.',
      'Места хватило на шестерых с багажом.',
      'Инструктаж на базе был подробным и полезным.',
      'Добавьте, пожалуйста, второй газовый баллон в следующем сезоне.',
    ],
  },
  de: {
    excellent: [
      'Eine perfekte Woche auf der {name}: blitzsauberes Schiff, alles funktionierte und das Basisteam war großartig.',
      'Wir haben die {name} geliebt! Komfortabel, gut ausgestattet und segelt richtig schön.',
    ],
    good: [
      'Sehr gutes Schiff für unseren Familienurlaub, der Check-in war schnell und freundlich.',
      'Die {name} war insgesamt in gutem Zustand, wir würden sie wieder buchen.',
    ],
    mixed: [
      'Zum Segeln war das Schiff in Ordnung, aber einiges an Bord war reparaturbedürftig.',
      'Schönes Revier und ein ordentliches Boot, allerdings dauerte der Check-in länger als erwartet.',
    ],
    details: [
      'Beiboot und Außenborder liefen die ganze Woche zuverlässig.',
      'Genug Platz für sechs Personen samt Gepäck.',
      'Die Einweisung an der Basis war gründlich und hilfreich.',
      'Bitte nächste Saison eine zweite Gasflasche mitgeben.',
    ],
  },
  fr: {
    excellent: [
      'Une semaine parfaite à bord de {name} : bateau impeccable, tout fonctionnait et l’équipe de la base était formidable.',
      'Nous avons adoré {name} ! Confortable, bien équipé et très agréable à naviguer.',
    ],
    good: [
      'Très bon bateau pour nos vacances en famille, l’embarquement a été rapide et sympathique.',
      '{name} était globalement en bon état, nous le réserverions à nouveau.',
    ],
    mixed: [
      'Le bateau convenait pour naviguer, mais quelques équipements auraient mérité une réparation.',
      'Belle région et bateau correct, même si l’embarquement a pris plus de temps que prévu.',
    ],
    details: [
      'L’annexe et le moteur hors-bord ont été fiables toute la semaine.',
      'Beaucoup de place pour six personnes et leurs bagages.',
      'Le briefing à la base était complet et utile.',
      'Merci de prévoir une deuxième bouteille de gaz la saison prochaine.',
    ],
  },
  lv: {
    excellent: [
      'Lieliska nedēļa uz {name}: nevainojami tīra jahta, viss darbojās, un bāzes komanda bija brīnišķīga.',
      'Mums ļoti patika {name}! Ērta, labi aprīkota un patīkami burājama.',
    ],
    good: [
      'Ļoti laba jahta ģimenes atpūtai, pieņemšana noritēja ātri un draudzīgi.',
      'Kopumā {name} bija labā stāvoklī, mēs to rezervētu vēlreiz.',
    ],
    mixed: [
      'Burāšanai jahta bija piemērota, taču dažām lietām uz klāja bija vajadzīgs remonts.',
      'Skaists rajons un pieklājīga laiva, lai gan pieņemšana ilga ilgāk, nekā gaidīts.',
    ],
    details: [
      'Piepūšamā laiva un motors visu nedēļu darbojās nevainojami.',
      'Pietiekami daudz vietas sešiem cilvēkiem ar bagāžu.',
      'Instruktāža bāzē bija rūpīga un noderīga.',
      'Lūdzu, nākamajā sezonā pievienojiet otru gāzes balonu.',
    ],
  },
  el: {
    excellent: [
      'Μια τέλεια εβδομάδα στο {name}: πεντακάθαρο σκάφος, όλα λειτουργούσαν και η ομάδα της βάσης ήταν εξαιρετική.',
      'Λατρέψαμε το {name}! Άνετο, καλά εξοπλισμένο και απολαυστικό στην πλεύση.',
    ],
    good: [
      'Πολύ καλό σκάφος για τις οικογενειακές μας διακοπές, η παραλαβή έγινε γρήγορα και φιλικά.',
      'Το {name} ήταν γενικά σε καλή κατάσταση, θα το κλείναμε ξανά.',
    ],
    mixed: [
      'Για πλεύση το σκάφος ήταν εντάξει, αλλά κάποια πράγματα χρειάζονταν επισκευή.',
      'Όμορφη περιοχή και αξιοπρεπές σκάφος, αν και η παραλαβή κράτησε περισσότερο απ’ ό,τι περιμέναμε.',
    ],
    details: [
      'Η λέμβος και η εξωλέμβια λειτούργησαν άψογα όλη την εβδομάδα.',
      'Άφθονος χώρος για έξι άτομα και τις αποσκευές τους.',
      'Η ενημέρωση στη βάση ήταν αναλυτική και χρήσιμη.',
      'Προσθέστε μια δεύτερη φιάλη υγραερίου την επόμενη σεζόν.',
    ],
  },
  es: {
    excellent: [
      'Una semana perfecta en {name}: barco impecable, todo funcionaba y el equipo de la base fue estupendo.',
      '¡Nos encantó {name}! Cómodo, bien equipado y muy divertido de navegar.',
    ],
    good: [
      'Muy buen barco para nuestras vacaciones en familia, el check-in fue rápido y amable.',
      '{name} estaba en buen estado en general, volveríamos a reservarlo.',
    ],
    mixed: [
      'El barco estaba bien para navegar, pero algunas cosas a bordo necesitaban reparación.',
      'Zona bonita y barco correcto, aunque el check-in tardó más de lo esperado.',
    ],
    details: [
      'La auxiliar y el fueraborda funcionaron toda la semana sin problemas.',
      'Mucho espacio para seis personas y su equipaje.',
      'La explicación en la base fue completa y útil.',
      'Por favor, añadan una segunda bombona de gas la próxima temporada.',
    ],
  },
  it: {
    excellent: [
      'Una settimana perfetta su {name}: barca pulitissima, tutto funzionava e il team della base è stato fantastico.',
      'Abbiamo adorato {name}! Comoda, ben attrezzata e bellissima da portare.',
    ],
    good: [
      'Ottima barca per la nostra vacanza in famiglia, il check-in è stato rapido e cordiale.',
      'Nel complesso {name} era in buone condizioni, la prenoteremmo di nuovo.',
    ],
    mixed: [
      'Per navigare la barca andava bene, ma alcune cose a bordo andavano riparate.',
      'Zona splendida e barca discreta, anche se il check-in è durato più del previsto.',
    ],
    details: [
      'Tender e fuoribordo sono stati affidabili per tutta la settimana.',
      'Spazio in abbondanza per sei persone e i loro bagagli.',
      'Il briefing alla base è stato accurato e utile.',
      'Per favore aggiungete una seconda bombola del gas la prossima stagione.',
    ],
  },
  tr: {
    excellent: [
      '{name} ile mükemmel bir hafta: tertemiz bir tekne, her şey çalışıyordu ve üs ekibi harikaydı.',
      '{name} teknesine bayıldık! Konforlu, iyi donanımlı ve seyretmesi çok keyifli.',
    ],
    good: [
      'Aile tatilimiz için çok iyi bir tekneydi, teslim alma hızlı ve güler yüzlüydü.',
      '{name} genel olarak iyi durumdaydı, yine kiralarız.',
    ],
    mixed: [
      'Tekne seyir için yeterliydi ama teknedeki bazı şeylerin tamire ihtiyacı vardı.',
      'Güzel bir bölge ve fena olmayan bir tekne, ancak teslim alma beklenenden uzun sürdü.',
    ],
    details: [
      'Bot ve motoru bütün hafta sorunsuz çalıştı.',
      'Altı kişi ve bavulları için bol yer vardı.',
      'Üsteki bilgilendirme ayrıntılı ve faydalıydı.',
      'Lütfen gelecek sezon ikinci bir tüp ekleyin.',
    ],
  },
  ua: {
    excellent: [
      'Ідеальний тиждень на {name}: яхта бездоганно чиста, усе працювало, а команда бази була чудовою.',
      'Нам дуже сподобалася {name}! Зручна, добре оснащена, ходити на ній — суцільне задоволення.',
    ],
    good: [
      'Дуже гарна яхта для сімейного відпочинку, приймання пройшло швидко й доброзичливо.',
      'Загалом {name} у доброму стані, забронювали б її знову.',
    ],
    mixed: [
      'Для плавання яхта годиться, але дещо на борту потребувало ремонту.',
      'Гарний район і непоганий човен, хоча приймання тривало довше, ніж очікувалося.',
    ],
    details: [
      'Тузик і мотор увесь тиждень працювали без збоїв.',
      'Місця вистачило на шістьох із багажем.',
      'Інструктаж на базі був докладним і корисним.',
      'Додайте, будь ласка, другий газовий балон наступного сезону.',
    ],
  },
  cs: {
    excellent: [
      'Dokonalý týden na {name}: loď jako ze škatulky, všechno fungovalo a tým základny byl skvělý.',
      '{name} jsme si zamilovali! Pohodlná, dobře vybavená a skvěle se s ní plachtí.',
    ],
    good: [
      'Velmi dobrá loď na rodinnou dovolenou, převzetí bylo rychlé a přátelské.',
      '{name} byla celkově v dobrém stavu, objednali bychom ji znovu.',
    ],
    mixed: [
      'Na plachtění loď stačila, ale pár věcí na palubě potřebovalo opravu.',
      'Krásná oblast a slušná loď, i když převzetí trvalo déle, než jsme čekali.',
    ],
    details: [
      'Dingy a přívěsný motor fungovaly celý týden spolehlivě.',
      'Dostatek místa pro šest lidí a jejich zavazadla.',
      'Instruktáž na základně byla důkladná a užitečná.',
      'Příští sezónu prosím přidejte druhou plynovou láhev.',
    ],
  },
  nl: {
    excellent: [
      'Een perfecte week op de {name}: brandschoon schip, alles werkte en het team op de basis was geweldig.',
      'We waren dol op de {name}! Comfortabel, goed uitgerust en heerlijk om mee te zeilen.',
    ],
    good: [
      'Heel goede boot voor onze gezinsvakantie, het inchecken ging snel en vriendelijk.',
      'De {name} was over het geheel in goede staat, we zouden haar opnieuw boeken.',
    ],
    mixed: [
      'Om te zeilen was de boot prima, maar een paar dingen aan boord moesten gerepareerd worden.',
      'Mooi vaargebied en een degelijke boot, al duurde het inchecken langer dan verwacht.',
    ],
    details: [
      'De bijboot en de buitenboordmotor deden het de hele week.',
      'Ruim plaats voor zes personen en hun bagage.',
      'De uitleg op de basis was grondig en nuttig.',
      'Graag volgend seizoen een tweede gasfles erbij.',
    ],
  },
};
