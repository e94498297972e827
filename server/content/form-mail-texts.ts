import type { LanguageCode } from '../../src/contract/languages';

// The confirmations the contact and join-us forms send to the address typed in them, in the visitor's
// language. They repeat nothing the sender typed (name, subject, message) on purpose: anyone can type
// someone else's address, and a stranger's words must not reach that inbox through our mail server.

interface Text {
  subject: string;
  body: string;
}

export const FORM_MAIL_TEXTS: Record<LanguageCode, { contact: Text; joinus: Text }> = {
  en: {
    contact: {
      subject: 'We have received your message',
      body: 'Hello,\n\nthank you for writing to Bluewater. Your message has reached our charter team, and we will answer within one working day.\n\nIf you did not write to us, someone typed your address by mistake: you can ignore this e-mail.\n\nFair winds,\nThe Bluewater team',
    },
    joinus: {
      subject: 'We have received your application',
      body: 'Hello,\n\nthank you for applying to sail with Bluewater. Your application has reached our crew office; we read every one and will contact you when a season or a boat fits your experience.\n\nIf you did not apply, someone typed your address by mistake: you can ignore this e-mail.\n\nFair winds,\nThe Bluewater team',
    },
  },
  ru: {
    contact: {
      subject: 'Мы получили ваше сообщение',
      body: 'Здравствуйте!\n\nСпасибо, что написали в Bluewater. Ваше сообщение получено нашей чартерной командой, мы ответим в течение одного рабочего дня.\n\nЕсли вы нам не писали, значит, кто-то по ошибке указал ваш адрес: просто проигнорируйте это письмо.\n\nПопутного ветра!\nКоманда Bluewater',
    },
    joinus: {
      subject: 'Мы получили вашу заявку',
      body: 'Здравствуйте!\n\nСпасибо за желание ходить под парусом вместе с Bluewater. Ваша заявка получена нашим отделом экипажей; мы читаем каждую и свяжемся с вами, когда сезон или яхта подойдут к вашему опыту.\n\nЕсли вы не подавали заявку, значит, кто-то по ошибке указал ваш адрес: просто проигнорируйте это письмо.\n\nПопутного ветра!\nКоманда Bluewater',
    },
  },
  de: {
    contact: {
      subject: 'Wir haben Ihre Nachricht erhalten',
      body: 'Hallo,\n\nvielen Dank für Ihre Nachricht an Bluewater. Sie ist bei unserem Charter-Team angekommen, und wir antworten innerhalb eines Werktags.\n\nWenn Sie uns nicht geschrieben haben, hat jemand Ihre Adresse versehentlich eingegeben: Sie können diese E-Mail ignorieren.\n\nMast- und Schotbruch!\nIhr Bluewater-Team',
    },
    joinus: {
      subject: 'Wir haben Ihre Bewerbung erhalten',
      body: 'Hallo,\n\nvielen Dank für Ihre Bewerbung bei Bluewater. Sie ist in unserem Crew-Büro angekommen; wir lesen jede Bewerbung und melden uns, sobald eine Saison oder ein Schiff zu Ihrer Erfahrung passt.\n\nWenn Sie sich nicht beworben haben, hat jemand Ihre Adresse versehentlich eingegeben: Sie können diese E-Mail ignorieren.\n\nMast- und Schotbruch!\nIhr Bluewater-Team',
    },
  },
  fr: {
    contact: {
      subject: 'Nous avons bien reçu votre message',
      body: "Bonjour,\n\nmerci d'avoir écrit à Bluewater. Votre message est bien parvenu à notre équipe de location, et nous vous répondrons sous un jour ouvré.\n\nSi vous ne nous avez pas écrit, quelqu'un a saisi votre adresse par erreur : vous pouvez ignorer cet e-mail.\n\nBon vent !\nL'équipe Bluewater",
    },
    joinus: {
      subject: 'Nous avons bien reçu votre candidature',
      body: "Bonjour,\n\nmerci de votre candidature pour naviguer avec Bluewater. Elle est bien parvenue à notre service des équipages ; nous les lisons toutes et vous contacterons dès qu'une saison ou un bateau correspondra à votre expérience.\n\nSi vous n'avez pas postulé, quelqu'un a saisi votre adresse par erreur : vous pouvez ignorer cet e-mail.\n\nBon vent !\nL'équipe Bluewater",
    },
  },
  lv: {
    contact: {
      subject: 'Esam saņēmuši jūsu ziņu',
      body: 'Labdien!\n\nPaldies, ka rakstījāt Bluewater. Jūsu ziņa ir nonākusi pie mūsu čartera komandas, un mēs atbildēsim vienas darba dienas laikā.\n\nJa jūs mums nerakstījāt, kāds kļūdas pēc ievadījis jūsu adresi: šo e-pastu varat neņemt vērā.\n\nLabu vēju!\nBluewater komanda',
    },
    joinus: {
      subject: 'Esam saņēmuši jūsu pieteikumu',
      body: 'Labdien!\n\nPaldies, ka pieteicāties burāt kopā ar Bluewater. Jūsu pieteikums ir nonācis mūsu apkalpes nodaļā; mēs izlasām katru un sazināsimies ar jums, kad kāda sezona vai jahta atbildīs jūsu pieredzei.\n\nJa jūs nepieteicāties, kāds kļūdas pēc ievadījis jūsu adresi: šo e-pastu varat neņemt vērā.\n\nLabu vēju!\nBluewater komanda',
    },
  },
  el: {
    contact: {
      subject: 'Λάβαμε το μήνυμά σας',
      body: 'Γεια σας,\n\nευχαριστούμε που γράψατε στη Bluewater. Το μήνυμά σας έφτασε στην ομάδα ναυλώσεών μας και θα σας απαντήσουμε μέσα σε μία εργάσιμη ημέρα.\n\nΑν δεν μας γράψατε εσείς, κάποιος πληκτρολόγησε τη διεύθυνσή σας κατά λάθος: μπορείτε να αγνοήσετε αυτό το μήνυμα.\n\nΚαλούς ανέμους,\nΗ ομάδα της Bluewater',
    },
    joinus: {
      subject: 'Λάβαμε την αίτησή σας',
      body: 'Γεια σας,\n\nευχαριστούμε για την αίτησή σας να ταξιδέψετε με τη Bluewater. Η αίτησή σας έφτασε στο γραφείο πληρωμάτων μας· διαβάζουμε κάθε αίτηση και θα επικοινωνήσουμε μαζί σας όταν μια σεζόν ή ένα σκάφος ταιριάζει στην εμπειρία σας.\n\nΑν δεν κάνατε αίτηση εσείς, κάποιος πληκτρολόγησε τη διεύθυνσή σας κατά λάθος: μπορείτε να αγνοήσετε αυτό το μήνυμα.\n\nΚαλούς ανέμους,\nΗ ομάδα της Bluewater',
    },
  },
  es: {
    contact: {
      subject: 'Hemos recibido su mensaje',
      body: 'Hola:\n\ngracias por escribir a Bluewater. Su mensaje ha llegado a nuestro equipo de chárter y le responderemos en un día laborable.\n\nSi usted no nos ha escrito, alguien ha introducido su dirección por error: puede ignorar este correo.\n\n¡Buen viento!\nEl equipo de Bluewater',
    },
    joinus: {
      subject: 'Hemos recibido su solicitud',
      body: 'Hola:\n\ngracias por su solicitud para navegar con Bluewater. Ha llegado a nuestra oficina de tripulaciones; leemos todas y nos pondremos en contacto con usted cuando una temporada o un barco encaje con su experiencia.\n\nSi usted no ha enviado ninguna solicitud, alguien ha introducido su dirección por error: puede ignorar este correo.\n\n¡Buen viento!\nEl equipo de Bluewater',
    },
  },
  it: {
    contact: {
      subject: 'Abbiamo ricevuto il vostro messaggio',
      body: 'Buongiorno,\n\ngrazie per aver scritto a Bluewater. Il vostro messaggio è arrivato al nostro team noleggi e vi risponderemo entro un giorno lavorativo.\n\nSe non ci avete scritto, qualcuno ha inserito il vostro indirizzo per errore: potete ignorare questa e-mail.\n\nBuon vento!\nIl team Bluewater',
    },
    joinus: {
      subject: 'Abbiamo ricevuto la vostra candidatura',
      body: 'Buongiorno,\n\ngrazie per la vostra candidatura per navigare con Bluewater. È arrivata al nostro ufficio equipaggi; le leggiamo tutte e vi contatteremo quando una stagione o una barca sarà adatta alla vostra esperienza.\n\nSe non vi siete candidati, qualcuno ha inserito il vostro indirizzo per errore: potete ignorare questa e-mail.\n\nBuon vento!\nIl team Bluewater',
    },
  },
  tr: {
    contact: {
      subject: 'Mesajınızı aldık',
      body: 'Merhaba,\n\nBluewater’a yazdığınız için teşekkür ederiz. Mesajınız kiralama ekibimize ulaştı; bir iş günü içinde yanıt vereceğiz.\n\nBize siz yazmadıysanız, biri adresinizi yanlışlıkla girmiştir: bu e-postayı dikkate almayabilirsiniz.\n\nRüzgârınız bol olsun,\nBluewater ekibi',
    },
    joinus: {
      subject: 'Başvurunuzu aldık',
      body: 'Merhaba,\n\nBluewater ile yelken açmak için yaptığınız başvuru için teşekkür ederiz. Başvurunuz mürettebat ofisimize ulaştı; her başvuruyu okuyoruz ve deneyiminize uygun bir sezon ya da tekne olduğunda sizinle iletişime geçeceğiz.\n\nBaşvuruyu siz yapmadıysanız, biri adresinizi yanlışlıkla girmiştir: bu e-postayı dikkate almayabilirsiniz.\n\nRüzgârınız bol olsun,\nBluewater ekibi',
    },
  },
  ua: {
    contact: {
      subject: 'Ми отримали ваше повідомлення',
      body: 'Вітаємо!\n\nДякуємо, що написали в Bluewater. Ваше повідомлення отримала наша чартерна команда, ми відповімо протягом одного робочого дня.\n\nЯкщо ви нам не писали, хтось помилково вказав вашу адресу: просто не зважайте на цей лист.\n\nПопутного вітру!\nКоманда Bluewater',
    },
    joinus: {
      subject: 'Ми отримали вашу заявку',
      body: 'Вітаємо!\n\nДякуємо за бажання ходити під вітрилом разом із Bluewater. Вашу заявку отримав наш відділ екіпажів; ми читаємо кожну і зв’яжемося з вами, коли сезон або яхта пасуватимуть до вашого досвіду.\n\nЯкщо ви не подавали заявку, хтось помилково вказав вашу адресу: просто не зважайте на цей лист.\n\nПопутного вітру!\nКоманда Bluewater',
    },
  },
  cs: {
    contact: {
      subject: 'Vaši zprávu jsme obdrželi',
      body: 'Dobrý den,\n\nděkujeme, že jste napsali Bluewater. Vaše zpráva dorazila k našemu charterovému týmu a odpovíme do jednoho pracovního dne.\n\nPokud jste nám nepsali, někdo omylem zadal vaši adresu: tento e-mail můžete ignorovat.\n\nDobrý vítr!\nTým Bluewater',
    },
    joinus: {
      subject: 'Vaši přihlášku jsme obdrželi',
      body: 'Dobrý den,\n\nděkujeme za vaši přihlášku k plavbám s Bluewater. Dorazila do naší kanceláře posádek; čteme každou a ozveme se vám, jakmile se k vašim zkušenostem bude hodit sezóna nebo loď.\n\nPokud jste se nepřihlásili, někdo omylem zadal vaši adresu: tento e-mail můžete ignorovat.\n\nDobrý vítr!\nTým Bluewater',
    },
  },
  nl: {
    contact: {
      subject: 'We hebben uw bericht ontvangen',
      body: 'Hallo,\n\nbedankt voor uw bericht aan Bluewater. Het is bij ons charterteam aangekomen en we antwoorden binnen één werkdag.\n\nHeeft u ons niet geschreven, dan heeft iemand uw adres per vergissing ingevuld: u kunt deze e-mail negeren.\n\nGoede vaart!\nHet Bluewater-team',
    },
    joinus: {
      subject: 'We hebben uw sollicitatie ontvangen',
      body: 'Hallo,\n\nbedankt voor uw sollicitatie om met Bluewater te varen. Ze is bij ons bemanningsbureau aangekomen; we lezen ze allemaal en nemen contact met u op zodra een seizoen of een boot bij uw ervaring past.\n\nHeeft u niet gesolliciteerd, dan heeft iemand uw adres per vergissing ingevuld: u kunt deze e-mail negeren.\n\nGoede vaart!\nHet Bluewater-team',
    },
  },
};
