import type { Translated } from '../translated';

// The demo crew: skippers, hostesses, cooks and chefs working from the bases, the languages they speak
// (site language codes plus hr, me, th…) and the year they started. Bios are built from the sentences
// below, in every language. Several languages mark gender on role words and participles (masculine for
// skippers, cooks and chefs, feminine for hostesses here), so each member's name matches the forms used.
export type CrewRole = 'skipper' | 'hostess' | 'cook' | 'chef';

export interface CrewFact {
  name: string;
  role: CrewRole;
  base: string;
  languages: readonly string[];
  since: number;
  pricePerDay: number;
  /** Indexes into CREW_SPECIALTIES[role]. */
  specialties: readonly number[];
}

export const CREW: readonly CrewFact[] = [
  { name: 'Ivan Perić', role: 'skipper', base: 'ACI Marina Split', languages: ['hr', 'en', 'de'], since: 2006, pricePerDay: 200, specialties: [0, 2] },
  { name: 'Marko Jurić', role: 'skipper', base: 'Marina Kaštela', languages: ['hr', 'en', 'it'], since: 2011, pricePerDay: 190, specialties: [1, 3] },
  { name: 'Ante Kovačević', role: 'skipper', base: 'SCT Marina Trogir', languages: ['hr', 'en', 'ru'], since: 2009, pricePerDay: 190, specialties: [0, 1] },
  { name: 'Luka Babić', role: 'skipper', base: 'Marina Mandalina', languages: ['hr', 'en', 'cs'], since: 2014, pricePerDay: 180, specialties: [2, 3] },
  { name: 'Josip Marić', role: 'skipper', base: 'D-Marin Dalmacija', languages: ['hr', 'en', 'de', 'nl'], since: 2004, pricePerDay: 210, specialties: [0, 2] },
  { name: 'Tomislav Knežević', role: 'skipper', base: 'ACI Marina Dubrovnik', languages: ['hr', 'en', 'fr'], since: 2012, pricePerDay: 200, specialties: [1, 2] },
  { name: 'Ana Horvat', role: 'hostess', base: 'ACI Marina Split', languages: ['hr', 'en', 'de'], since: 2016, pricePerDay: 150, specialties: [0, 1] },
  { name: 'Ivana Pavlović', role: 'hostess', base: 'Marina Kaštela', languages: ['hr', 'en', 'it'], since: 2018, pricePerDay: 145, specialties: [1, 2] },
  { name: 'Lucija Radić', role: 'hostess', base: 'Marina Kornati', languages: ['hr', 'en', 'cs'], since: 2019, pricePerDay: 140, specialties: [0, 2] },
  { name: 'Stipe Bilić', role: 'cook', base: 'ACI Marina Split', languages: ['hr', 'en'], since: 2010, pricePerDay: 180, specialties: [0, 2] },
  { name: 'Nikos Papadakis', role: 'skipper', base: 'Alimos Marina', languages: ['el', 'en', 'de'], since: 2005, pricePerDay: 200, specialties: [0, 3] },
  { name: 'Yannis Kostopoulos', role: 'skipper', base: 'D-Marin Lefkas', languages: ['el', 'en', 'it'], since: 2013, pricePerDay: 190, specialties: [1, 2] },
  { name: 'Dimitris Alexiou', role: 'skipper', base: 'Kos Marina', languages: ['el', 'en', 'tr'], since: 2010, pricePerDay: 190, specialties: [0, 1] },
  { name: 'Eleni Markou', role: 'hostess', base: 'Alimos Marina', languages: ['el', 'en', 'fr'], since: 2017, pricePerDay: 150, specialties: [0, 2] },
  { name: 'Manolis Georgiou', role: 'chef', base: 'D-Marin Lefkas', languages: ['el', 'en'], since: 2008, pricePerDay: 260, specialties: [0, 1] },
  { name: 'Giorgos Vlachos', role: 'cook', base: 'Tourlos Marina', languages: ['el', 'en', 'es'], since: 2015, pricePerDay: 175, specialties: [1, 2] },
  { name: 'Mehmet Aydın', role: 'skipper', base: 'D-Marin Göcek', languages: ['tr', 'en', 'de'], since: 2003, pricePerDay: 180, specialties: [0, 2] },
  { name: 'Emre Kaya', role: 'skipper', base: 'Milta Bodrum Marina', languages: ['tr', 'en', 'ru'], since: 2012, pricePerDay: 180, specialties: [1, 3] },
  { name: 'Ayşe Demir', role: 'hostess', base: 'D-Marin Göcek', languages: ['tr', 'en', 'ua'], since: 2018, pricePerDay: 140, specialties: [1, 2] },
  { name: 'Hasan Çelik', role: 'chef', base: 'Milta Bodrum Marina', languages: ['tr', 'en'], since: 2001, pricePerDay: 240, specialties: [0, 2] },
  { name: 'Marco Esposito', role: 'skipper', base: 'Marina di Portorosa', languages: ['it', 'en', 'fr'], since: 2009, pricePerDay: 210, specialties: [0, 1] },
  { name: 'Giulia Ferrari', role: 'hostess', base: 'Marina di Portisco', languages: ['it', 'en', 'es'], since: 2019, pricePerDay: 155, specialties: [0, 1] },
  { name: 'Salvatore Russo', role: 'chef', base: 'Marina d’Arechi', languages: ['it', 'en'], since: 2007, pricePerDay: 280, specialties: [0, 2] },
  { name: 'Javier Moreno', role: 'skipper', base: 'Marina Port de Mallorca', languages: ['es', 'en', 'de'], since: 2010, pricePerDay: 220, specialties: [1, 2] },
  { name: 'Lucía Navarro', role: 'hostess', base: 'Marina Ibiza', languages: ['es', 'en', 'it'], since: 2020, pricePerDay: 160, specialties: [0, 2] },
  { name: 'Julien Marchand', role: 'skipper', base: 'Port Tino Rossi', languages: ['fr', 'en', 'it'], since: 2008, pricePerDay: 230, specialties: [0, 3] },
  { name: 'Nikola Vuković', role: 'skipper', base: 'Porto Montenegro', languages: ['me', 'en', 'ru'], since: 2011, pricePerDay: 190, specialties: [0, 1] },
  { name: 'Joseph Camilleri', role: 'skipper', base: 'Msida Yacht Marina', languages: ['en', 'it'], since: 2006, pricePerDay: 200, specialties: [2, 3] },
  { name: 'Jean-Paul Hoareau', role: 'skipper', base: 'Eden Island Marina', languages: ['fr', 'en'], since: 2009, pricePerDay: 230, specialties: [0, 3] },
  { name: 'Marc Laporte', role: 'cook', base: 'Eden Island Marina', languages: ['fr', 'en'], since: 2014, pricePerDay: 190, specialties: [0, 1] },
  { name: 'Devon Smith', role: 'skipper', base: 'Wickhams Cay II', languages: ['en', 'es'], since: 2007, pricePerDay: 240, specialties: [1, 3] },
  { name: 'Somchai Wongsa', role: 'skipper', base: 'Yacht Haven Marina', languages: ['th', 'en'], since: 2012, pricePerDay: 190, specialties: [0, 2] },
];

/** The first sentence of a bio, by role. {name} {since} {area}. */
export const CREW_INTRO: Record<CrewRole, Translated> = {
  skipper: {
    en: '{name}: skipper since {since}, at home in the waters of {area}.',
    ru: '{name} — шкипер с {since} года, родные воды — {area}.',
    de: '{name}: Skipper seit {since}, zu Hause im Revier {area}.',
    fr: '{name} : skipper depuis {since}, chez lui dans les eaux de la zone {area}.',
    lv: '{name} — kapteinis kopš {since}. gada, mājas ūdeņi: {area}.',
    el: '{name}: κυβερνήτης από το {since}, γνώστης των νερών της περιοχής {area}.',
    es: '{name}: patrón desde {since}, en su elemento en la zona {area}.',
    it: '{name}: skipper dal {since}, di casa nelle acque della zona {area}.',
    tr: '{name}: {since} yılından beri kaptan, evi {area} suları.',
    ua: '{name} — шкіпер з {since} року, рідні води — {area}.',
    cs: '{name} – skipper od roku {since}, domovské vody: {area}.',
    nl: '{name}: schipper sinds {since}, thuis in het vaargebied {area}.',
  },
  hostess: {
    en: '{name}: hostess since {since}, working on charter yachts in {area}.',
    ru: '{name} — хостес с {since} года, работает на чартерных яхтах, район — {area}.',
    de: '{name}: Hostess seit {since}, an Bord von Charteryachten im Revier {area}.',
    fr: '{name} : hôtesse depuis {since}, à bord des yachts de location dans la zone {area}.',
    lv: '{name} — stjuarte kopš {since}. gada, strādā uz čartera jahtām, rajons: {area}.',
    el: '{name}: οικοδέσποινα από το {since}, σε ναυλωμένα σκάφη στην περιοχή {area}.',
    es: '{name}: azafata desde {since}, a bordo de yates de alquiler en la zona {area}.',
    it: '{name}: hostess dal {since}, a bordo di yacht a noleggio nella zona {area}.',
    tr: '{name}: {since} yılından beri hostes, {area} bölgesinde kiralık yatlarda çalışıyor.',
    ua: '{name} — хостес з {since} року, працює на чартерних яхтах, район — {area}.',
    cs: '{name} – hosteska od roku {since}, pracuje na charterových jachtách, oblast: {area}.',
    nl: '{name}: hostess sinds {since}, aan boord van charterjachten in het vaargebied {area}.',
  },
  cook: {
    en: '{name}: cook on board since {since}, sailing in {area}.',
    ru: '{name} — повар на борту с {since} года, район плавания — {area}.',
    de: '{name}: Koch an Bord seit {since}, unterwegs im Revier {area}.',
    fr: '{name} : cuisinier à bord depuis {since}, dans la zone {area}.',
    lv: '{name} — pavārs uz klāja kopš {since}. gada, kuģošanas rajons: {area}.',
    el: '{name}: μάγειρας σε σκάφη από το {since}, στην περιοχή {area}.',
    es: '{name}: cocinero a bordo desde {since}, navegando en la zona {area}.',
    it: '{name}: cuoco di bordo dal {since}, nella zona {area}.',
    tr: '{name}: {since} yılından beri teknede aşçı, seyir bölgesi {area}.',
    ua: '{name} — кухар на борту з {since} року, район плавання — {area}.',
    cs: '{name} – palubní kuchař od roku {since}, plavební oblast: {area}.',
    nl: '{name}: kok aan boord sinds {since}, varend in het gebied {area}.',
  },
  chef: {
    en: '{name}: yacht chef since {since}, cooking for guests in {area}.',
    ru: '{name} — шеф-повар на яхтах с {since} года, район — {area}.',
    de: '{name}: Yachtkoch seit {since}, kocht für Gäste im Revier {area}.',
    fr: '{name} : chef sur yacht depuis {since}, aux fourneaux dans la zone {area}.',
    lv: '{name} — jahtas šefpavārs kopš {since}. gada, rajons: {area}.',
    el: '{name}: σεφ σε σκάφη από το {since}, μαγειρεύει για επισκέπτες στην περιοχή {area}.',
    es: '{name}: chef de yate desde {since}, cocinando para los huéspedes en la zona {area}.',
    it: '{name}: chef di bordo dal {since}, ai fornelli nella zona {area}.',
    tr: '{name}: {since} yılından beri yat şefi, {area} bölgesinde misafirlerine yemek yapıyor.',
    ua: '{name} — шеф-кухар на яхтах з {since} року, район — {area}.',
    cs: '{name} – šéfkuchař na jachtách od roku {since}, oblast: {area}.',
    nl: '{name}: jachtchef sinds {since}, kookt voor gasten in het gebied {area}.',
  },
};

/** What each crew member is good at, by role. */
export const CREW_SPECIALTIES: Record<CrewRole, readonly Translated[]> = {
  skipper: [
    { en: 'Knows the quiet anchorages and the best family-run tavernas of the area.', ru: 'Знает тихие якорные стоянки и лучшие семейные таверны в округе.', de: 'Kennt die ruhigen Ankerbuchten und die besten Familientavernen der Gegend.', fr: 'Connaît les mouillages tranquilles et les meilleures tavernes familiales du coin.', lv: 'Zina klusas enkurvietas un labākās ģimenes tavernas apkārtnē.', el: 'Γνωρίζει τα ήσυχα αγκυροβόλια και τις καλύτερες οικογενειακές ταβέρνες της περιοχής.', es: 'Conoce los fondeaderos tranquilos y las mejores tabernas familiares de la zona.', it: 'Conosce gli ancoraggi tranquilli e le migliori trattorie a conduzione familiare della zona.', tr: 'Bölgenin sakin demir yerlerini ve en iyi aile tavernalarını bilir.', ua: 'Знає тихі якірні стоянки та найкращі сімейні таверни в окрузі.', cs: 'Zná klidná kotviště a nejlepší rodinné taverny v okolí.', nl: 'Kent de rustige ankerplaatsen en de beste familietaverna’s van de streek.' },
    { en: 'Teaches beginners with patience and lets guests take the helm.', ru: 'С терпением учит новичков и охотно доверяет гостям штурвал.', de: 'Bringt Anfängern geduldig das Segeln bei und überlässt Gästen gern das Ruder.', fr: 'Initie les débutants avec patience et laisse volontiers la barre aux invités.', lv: 'Pacietīgi māca iesācējus un labprāt ļauj viesiem stūrēt.', el: 'Διδάσκει με υπομονή τους αρχάριους και αφήνει τους επισκέπτες στο τιμόνι.', es: 'Enseña con paciencia a los principiantes y deja el timón a los invitados.', it: 'Insegna con pazienza ai principianti e lascia volentieri il timone agli ospiti.', tr: 'Yeni başlayanlara sabırla öğretir ve dümeni misafirlere bırakır.', ua: 'Терпляче навчає новачків і охоче довіряє гостям штурвал.', cs: 'Trpělivě učí začátečníky a rád přenechá kormidlo hostům.', nl: 'Leert beginners geduldig zeilen en laat gasten graag aan het roer.' },
    { en: 'Holds an offshore yachtmaster licence and a first-aid certificate.', ru: 'Имеет лицензию яхтенного капитана прибрежного и открытого моря и сертификат первой помощи.', de: 'Besitzt einen Hochseeschein und ein Erste-Hilfe-Zertifikat.', fr: 'Titulaire d’un brevet de chef de bord hauturier et d’un certificat de secourisme.', lv: 'Ir atklātas jūras jahtas kapteiņa licence un pirmās palīdzības sertifikāts.', el: 'Διαθέτει δίπλωμα κυβερνήτη ανοιχτής θάλασσας και πιστοποιητικό πρώτων βοηθειών.', es: 'Tiene el título de capitán de yate y un certificado de primeros auxilios.', it: 'Ha la patente nautica senza limiti dalla costa e un attestato di primo soccorso.', tr: 'Açık deniz yat kaptanlığı belgesi ve ilk yardım sertifikası vardır.', ua: 'Має ліцензію яхтового капітана відкритого моря та сертифікат першої допомоги.', cs: 'Má kapitánský průkaz pro otevřené moře a osvědčení o první pomoci.', nl: 'Heeft een groot vaarbewijs voor open zee en een EHBO-diploma.' },
    { en: 'A keen fisherman: there is often fresh fish for dinner.', ru: 'Заядлый рыбак: на ужин часто бывает свежая рыба.', de: 'Leidenschaftlicher Angler: Zum Abendessen gibt es oft frischen Fisch.', fr: 'Pêcheur passionné : il y a souvent du poisson frais au dîner.', lv: 'Kaislīgs makšķernieks: vakariņās bieži ir svaiga zivs.', el: 'Μανιώδης ψαράς: συχνά υπάρχει φρέσκο ψάρι για βραδινό.', es: 'Pescador apasionado: a menudo hay pescado fresco para cenar.', it: 'Pescatore appassionato: a cena c’è spesso pesce fresco.', tr: 'Tutkulu bir balıkçı: akşam yemeğinde sık sık taze balık olur.', ua: 'Затятий рибалка: на вечерю часто буває свіжа риба.', cs: 'Vášnivý rybář: k večeři často bývá čerstvá ryba.', nl: 'Fanatiek visser: er is vaak verse vis bij het diner.' },
  ],
  hostess: [
    { en: 'Keeps the boat spotless and the cockpit full of fresh fruit.', ru: 'Поддерживает идеальную чистоту на яхте, а в кокпите всегда есть свежие фрукты.', de: 'Hält das Schiff blitzsauber und das Cockpit voller frischem Obst.', fr: 'Garde le bateau impeccable et le cockpit plein de fruits frais.', lv: 'Uztur jahtu nevainojami tīru, un kokpitā vienmēr ir svaigi augļi.', el: 'Κρατά το σκάφος πεντακάθαρο και το κόκπιτ γεμάτο φρέσκα φρούτα.', es: 'Mantiene el barco impecable y la bañera llena de fruta fresca.', it: 'Tiene la barca pulitissima e il pozzetto pieno di frutta fresca.', tr: 'Tekneyi tertemiz, kokpiti taze meyveyle dolu tutar.', ua: 'Підтримує ідеальну чистоту на яхті, а в кокпіті завжди є свіжі фрукти.', cs: 'Udržuje loď jako ze škatulky a v kokpitu nikdy nechybí čerstvé ovoce.', nl: 'Houdt de boot brandschoon en de kuip vol vers fruit.' },
    { en: 'Knows where to buy the best local produce on every island.', ru: 'Знает, где на каждом острове купить лучшие местные продукты.', de: 'Weiß, wo es auf jeder Insel die besten regionalen Produkte gibt.', fr: 'Sait où trouver les meilleurs produits locaux sur chaque île.', lv: 'Zina, kur katrā salā nopirkt labākos vietējos produktus.', el: 'Ξέρει πού θα βρείτε τα καλύτερα τοπικά προϊόντα σε κάθε νησί.', es: 'Sabe dónde comprar los mejores productos locales en cada isla.', it: 'Sa dove comprare i migliori prodotti locali su ogni isola.', tr: 'Her adada en iyi yerel ürünlerin nereden alınacağını bilir.', ua: 'Знає, де на кожному острові купити найкращі місцеві продукти.', cs: 'Ví, kde na každém ostrově koupit nejlepší místní potraviny.', nl: 'Weet op elk eiland waar de beste streekproducten te koop zijn.' },
    { en: 'Organises shore excursions and restaurant bookings for the whole crew.', ru: 'Организует экскурсии на берегу и бронирует рестораны для всего экипажа.', de: 'Organisiert Landausflüge und Restaurantreservierungen für die ganze Crew.', fr: 'Organise les excursions à terre et les réservations de restaurant pour tout l’équipage.', lv: 'Organizē ekskursijas krastā un rezervē restorānus visai komandai.', el: 'Οργανώνει εκδρομές στη στεριά και κρατήσεις σε εστιατόρια για όλο το πλήρωμα.', es: 'Organiza excursiones en tierra y reservas de restaurante para toda la tripulación.', it: 'Organizza escursioni a terra e prenotazioni al ristorante per tutto l’equipaggio.', tr: 'Tüm ekip için kara gezileri ve restoran rezervasyonları ayarlar.', ua: 'Організовує екскурсії на березі та бронює ресторани для всього екіпажу.', cs: 'Zařizuje výlety na břeh a rezervace v restauracích pro celou posádku.', nl: 'Regelt uitstapjes aan wal en restaurantreserveringen voor de hele bemanning.' },
  ],
  cook: [
    { en: 'Cooks Mediterranean dishes with fish bought from the fishing boats in the morning.', ru: 'Готовит средиземноморские блюда из рыбы, купленной утром у рыбаков.', de: 'Kocht mediterrane Gerichte mit Fisch, der morgens von den Fischerbooten kommt.', fr: 'Cuisine des plats méditerranéens avec le poisson acheté le matin aux pêcheurs.', lv: 'Gatavo Vidusjūras ēdienus no zivīm, kas no rīta nopirktas no zvejniekiem.', el: 'Μαγειρεύει μεσογειακά πιάτα με ψάρι που αγοράζει το πρωί από τα καΐκια.', es: 'Prepara platos mediterráneos con el pescado comprado por la mañana a los pescadores.', it: 'Cucina piatti mediterranei con il pesce comprato al mattino dai pescatori.', tr: 'Sabah balıkçı teknelerinden alınan balıkla Akdeniz yemekleri pişirir.', ua: 'Готує середземноморські страви з риби, купленої вранці в рибалок.', cs: 'Vaří středomořská jídla z ryb koupených ráno od rybářů.', nl: 'Kookt mediterrane gerechten met vis die ’s ochtends van de vissersboten komt.' },
    { en: 'Happy to prepare vegetarian, vegan and gluten-free menus.', ru: 'С удовольствием готовит вегетарианское, веганское и безглютеновое меню.', de: 'Bereitet gern vegetarische, vegane und glutenfreie Menüs zu.', fr: 'Prépare volontiers des menus végétariens, végans et sans gluten.', lv: 'Labprāt gatavo veģetāras, vegāniskas un bezglutēna ēdienkartes.', el: 'Ετοιμάζει με χαρά χορτοφαγικά, βίγκαν και χωρίς γλουτένη μενού.', es: 'Prepara con gusto menús vegetarianos, veganos y sin gluten.', it: 'Prepara volentieri menu vegetariani, vegani e senza glutine.', tr: 'Vejetaryen, vegan ve glutensiz menüleri seve seve hazırlar.', ua: 'Охоче готує вегетаріанське, веганське та безглютенове меню.', cs: 'Rád připraví vegetariánské, veganské i bezlepkové menu.', nl: 'Maakt graag vegetarische, veganistische en glutenvrije menu’s.' },
    { en: 'Bakes fresh bread on board every morning.', ru: 'Каждое утро печёт на борту свежий хлеб.', de: 'Backt jeden Morgen frisches Brot an Bord.', fr: 'Fait du pain frais à bord chaque matin.', lv: 'Katru rītu uz klāja cep svaigu maizi.', el: 'Ψήνει φρέσκο ψωμί στο σκάφος κάθε πρωί.', es: 'Hornea pan fresco a bordo cada mañana.', it: 'Sforna pane fresco a bordo ogni mattina.', tr: 'Her sabah teknede taze ekmek pişirir.', ua: 'Щоранку пече на борту свіжий хліб.', cs: 'Každé ráno peče na palubě čerstvý chléb.', nl: 'Bakt elke ochtend vers brood aan boord.' },
  ],
  chef: [
    { en: 'Trained in restaurant kitchens and brings tasting menus to the table at anchor.', ru: 'Прошёл школу ресторанных кухонь и подаёт дегустационные сеты прямо на якорной стоянке.', de: 'In Restaurantküchen ausgebildet, serviert Degustationsmenüs vor Anker.', fr: 'Formé en cuisine de restaurant, sert des menus dégustation au mouillage.', lv: 'Apguvis amatu restorānu virtuvēs un pasniedz degustācijas ēdienkartes pie enkura.', el: 'Εκπαιδευμένος σε κουζίνες εστιατορίων, σερβίρει μενού γευσιγνωσίας στο αγκυροβόλι.', es: 'Formado en cocinas de restaurante, sirve menús de degustación fondeados en una cala.', it: 'Formato nelle cucine dei ristoranti, porta in tavola menu degustazione alla fonda.', tr: 'Restoran mutfaklarında yetişmiş; demirdeyken tadım menüleri sunar.', ua: 'Пройшов школу ресторанних кухонь і подає дегустаційні сети просто на якірній стоянці.', cs: 'Vyučený v restauračních kuchyních, servíruje degustační menu přímo na kotvě.', nl: 'Opgeleid in restaurantkeukens en serveert proeverijmenu’s voor anker.' },
    { en: 'Plans each week’s menu with the guests before the charter starts.', ru: 'Заранее согласует с гостями меню на неделю.', de: 'Stimmt das Wochenmenü schon vor dem Törn mit den Gästen ab.', fr: 'Établit le menu de la semaine avec les invités avant le départ.', lv: 'Jau pirms čartera saskaņo ar viesiem nedēļas ēdienkarti.', el: 'Σχεδιάζει το μενού της εβδομάδας με τους επισκέπτες πριν από τη ναύλωση.', es: 'Planifica el menú de la semana con los invitados antes del chárter.', it: 'Concorda il menu della settimana con gli ospiti prima della partenza.', tr: 'Kiralama başlamadan haftalık menüyü misafirlerle birlikte planlar.', ua: 'Заздалегідь погоджує з гостями меню на тиждень.', cs: 'Ještě před plavbou s hosty naplánuje týdenní menu.', nl: 'Stelt het weekmenu al vóór de tocht samen met de gasten op.' },
    { en: 'Pairs every dinner with wines from the region’s small wineries.', ru: 'Подбирает к каждому ужину вина небольших местных виноделен.', de: 'Begleitet jedes Abendessen mit Weinen kleiner Winzer der Region.', fr: 'Accorde chaque dîner avec les vins des petits domaines de la région.', lv: 'Katrām vakariņām piemeklē vīnus no reģiona mazajām vīna darītavām.', el: 'Συνοδεύει κάθε δείπνο με κρασιά από τα μικρά οινοποιεία της περιοχής.', es: 'Marida cada cena con vinos de pequeñas bodegas de la región.', it: 'Abbina ogni cena ai vini delle piccole cantine della zona.', tr: 'Her akşam yemeğine bölgenin küçük bağlarından şaraplar eşleştirir.', ua: 'Добирає до кожної вечері вина невеликих місцевих виноробень.', cs: 'Ke každé večeři vybírá vína malých vinařství z regionu.', nl: 'Kiest bij elk diner wijnen van kleine wijnmakers uit de streek.' },
  ],
};
