import type { LanguageCode } from '../../src/contract/languages';
import type { Mail } from '../mail/mailer';

// The account e-mails in the 12 languages. They greet without a name on purpose: anyone can register
// someone else's address, and a name chosen by a stranger must not reach that inbox.

interface Text {
  subject: string;
  /** Placeholders: {url} (welcome, password changed), {link} and {minutes} (reset), {when} (password changed). */
  body: string;
}

const TEXTS: Record<LanguageCode, { welcome: Text; reset: Text; passwordChanged: Text }> = {
  en: {
    welcome: {
      subject: 'Welcome to Bluewater',
      body: 'Hello,\n\nthank you for registering at Bluewater. Your account is ready: you can now save your favourite yachts, follow your bookings and manage your profile.\n\n{url}\n\nFair winds,\nThe Bluewater team',
    },
    reset: {
      subject: 'Reset your Bluewater password',
      body: 'Hello,\n\nwe received a request to reset the password of your Bluewater account. Open this link to choose a new password:\n\n{link}\n\nThe link works once and expires in {minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.\n\nThe Bluewater team',
    },
    passwordChanged: {
      subject: "Your Bluewater password was changed",
      body: "Hello,\n\nthe password of your Bluewater account was changed on {when} (UTC), and every other device was signed out.\n\nIf this was you, there is nothing to do. If it was not, set a new password right away with \"Forgot password?\" on the sign-in form:\n\n{url}\n\nThe Bluewater team",
    },
  },
  ru: {
    welcome: {
      subject: 'Добро пожаловать в Bluewater',
      body: 'Здравствуйте!\n\nСпасибо за регистрацию на Bluewater. Ваш аккаунт готов: теперь вы можете сохранять понравившиеся яхты, следить за своими бронированиями и управлять профилем.\n\n{url}\n\nПопутного ветра!\nКоманда Bluewater',
    },
    reset: {
      subject: 'Сброс пароля Bluewater',
      body: 'Здравствуйте!\n\nМы получили запрос на сброс пароля вашего аккаунта Bluewater. Чтобы задать новый пароль, откройте эту ссылку:\n\n{link}\n\nСсылка действует один раз и истекает через {minutes} минут. Если вы не запрашивали сброс, просто проигнорируйте это письмо — ваш пароль останется прежним.\n\nКоманда Bluewater',
    },
    passwordChanged: {
      subject: "Пароль Bluewater изменён",
      body: "Здравствуйте!\n\nПароль вашего аккаунта Bluewater был изменён {when} (UTC), и на всех остальных устройствах выполнен выход.\n\nЕсли это были вы, ничего делать не нужно. Если нет, сразу задайте новый пароль через «Забыли пароль?» в форме входа:\n\n{url}\n\nКоманда Bluewater",
    },
  },
  de: {
    welcome: {
      subject: 'Willkommen bei Bluewater',
      body: 'Hallo,\n\nvielen Dank für Ihre Registrierung bei Bluewater. Ihr Konto ist bereit: Sie können jetzt Lieblingsyachten speichern, Ihre Buchungen verfolgen und Ihr Profil verwalten.\n\n{url}\n\nMast- und Schotbruch!\nIhr Bluewater-Team',
    },
    reset: {
      subject: 'Bluewater-Passwort zurücksetzen',
      body: 'Hallo,\n\nwir haben eine Anfrage erhalten, das Passwort Ihres Bluewater-Kontos zurückzusetzen. Öffnen Sie diesen Link, um ein neues Passwort festzulegen:\n\n{link}\n\nDer Link funktioniert nur einmal und läuft in {minutes} Minuten ab. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\nIhr Bluewater-Team',
    },
    passwordChanged: {
      subject: "Ihr Bluewater-Passwort wurde geändert",
      body: "Hallo,\n\ndas Passwort Ihres Bluewater-Kontos wurde am {when} (UTC) geändert, und alle anderen Geräte wurden abgemeldet.\n\nWenn Sie das waren, ist nichts weiter zu tun. Wenn nicht, legen Sie sofort über „Passwort vergessen?“ im Anmeldeformular ein neues Passwort fest:\n\n{url}\n\nIhr Bluewater-Team",
    },
  },
  fr: {
    welcome: {
      subject: 'Bienvenue chez Bluewater',
      body: "Bonjour,\n\nmerci de votre inscription sur Bluewater. Votre compte est prêt : vous pouvez désormais enregistrer vos yachts favoris, suivre vos réservations et gérer votre profil.\n\n{url}\n\nBon vent !\nL'équipe Bluewater",
    },
    reset: {
      subject: 'Réinitialisation de votre mot de passe Bluewater',
      body: "Bonjour,\n\nnous avons reçu une demande de réinitialisation du mot de passe de votre compte Bluewater. Ouvrez ce lien pour choisir un nouveau mot de passe :\n\n{link}\n\nCe lien ne fonctionne qu'une seule fois et expire dans {minutes} minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.\n\nL'équipe Bluewater",
    },
    passwordChanged: {
      subject: "Votre mot de passe Bluewater a été modifié",
      body: "Bonjour,\n\nle mot de passe de votre compte Bluewater a été modifié le {when} (UTC), et tous les autres appareils ont été déconnectés.\n\nSi c'était vous, il n'y a rien à faire. Sinon, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié ? » dans le formulaire de connexion :\n\n{url}\n\nL'équipe Bluewater",
    },
  },
  lv: {
    welcome: {
      subject: 'Laipni lūdzam Bluewater',
      body: 'Labdien!\n\nPaldies, ka reģistrējāties Bluewater. Jūsu konts ir gatavs: tagad varat saglabāt iecienītās jahtas, sekot līdzi savām rezervācijām un pārvaldīt savu profilu.\n\n{url}\n\nLabu vēju!\nBluewater komanda',
    },
    reset: {
      subject: 'Bluewater paroles atiestatīšana',
      body: 'Labdien!\n\nMēs saņēmām pieprasījumu atiestatīt jūsu Bluewater konta paroli. Atveriet šo saiti, lai izvēlētos jaunu paroli:\n\n{link}\n\nSaite darbojas tikai vienu reizi un zaudē derīgumu pēc {minutes} minūtēm. Ja jūs to nepieprasījāt, ignorējiet šo e-pastu — jūsu parole paliks nemainīga.\n\nBluewater komanda',
    },
    passwordChanged: {
      subject: "Jūsu Bluewater parole ir nomainīta",
      body: "Labdien!\n\nJūsu Bluewater konta parole tika nomainīta {when} (UTC), un visās pārējās ierīcēs tika veikta izrakstīšanās.\n\nJa tas bijāt jūs, nekas nav jādara. Ja ne, nekavējoties iestatiet jaunu paroli, pieteikšanās formā izvēloties “Aizmirsāt paroli?”:\n\n{url}\n\nBluewater komanda",
    },
  },
  el: {
    welcome: {
      subject: 'Καλώς ήρθατε στη Bluewater',
      body: 'Γεια σας,\n\nσας ευχαριστούμε για την εγγραφή σας στη Bluewater. Ο λογαριασμός σας είναι έτοιμος: μπορείτε πλέον να αποθηκεύετε τα αγαπημένα σας σκάφη, να παρακολουθείτε τις κρατήσεις σας και να διαχειρίζεστε το προφίλ σας.\n\n{url}\n\nΚαλούς ανέμους!\nΗ ομάδα της Bluewater',
    },
    reset: {
      subject: 'Επαναφορά του κωδικού πρόσβασης Bluewater',
      body: 'Γεια σας,\n\nλάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης του λογαριασμού σας στη Bluewater. Ανοίξτε αυτόν τον σύνδεσμο για να ορίσετε νέο κωδικό:\n\n{link}\n\nΟ σύνδεσμος λειτουργεί μόνο μία φορά και λήγει σε {minutes} λεπτά. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας παραμένει ο ίδιος.\n\nΗ ομάδα της Bluewater',
    },
    passwordChanged: {
      subject: "Ο κωδικός πρόσβασης Bluewater άλλαξε",
      body: "Γεια σας,\n\nο κωδικός πρόσβασης του λογαριασμού σας στη Bluewater άλλαξε στις {when} (UTC) και έγινε αποσύνδεση από όλες τις άλλες συσκευές.\n\nΑν ήσασταν εσείς, δεν χρειάζεται να κάνετε τίποτα. Αν όχι, ορίστε αμέσως νέο κωδικό με το «Ξεχάσατε τον κωδικό;» στη φόρμα σύνδεσης:\n\n{url}\n\nΗ ομάδα της Bluewater",
    },
  },
  es: {
    welcome: {
      subject: 'Bienvenido a Bluewater',
      body: 'Hola:\n\ngracias por registrarte en Bluewater. Tu cuenta está lista: ya puedes guardar tus yates favoritos, seguir tus reservas y gestionar tu perfil.\n\n{url}\n\n¡Buenos vientos!\nEl equipo de Bluewater',
    },
    reset: {
      subject: 'Restablece tu contraseña de Bluewater',
      body: 'Hola:\n\nhemos recibido una solicitud para restablecer la contraseña de tu cuenta de Bluewater. Abre este enlace para elegir una contraseña nueva:\n\n{link}\n\nEl enlace solo funciona una vez y caduca en {minutes} minutos. Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.\n\nEl equipo de Bluewater',
    },
    passwordChanged: {
      subject: "Tu contraseña de Bluewater ha cambiado",
      body: "Hola:\n\nla contraseña de tu cuenta de Bluewater se cambió el {when} (UTC) y se cerró la sesión en todos los demás dispositivos.\n\nSi fuiste tú, no tienes que hacer nada. Si no, elige ahora mismo una contraseña nueva con «¿Has olvidado tu contraseña?» en el formulario de inicio de sesión:\n\n{url}\n\nEl equipo de Bluewater",
    },
  },
  it: {
    welcome: {
      subject: 'Benvenuto su Bluewater',
      body: 'Ciao,\n\ngrazie per esserti registrato su Bluewater. Il tuo account è pronto: ora puoi salvare i tuoi yacht preferiti, seguire le tue prenotazioni e gestire il tuo profilo.\n\n{url}\n\nBuon vento!\nIl team di Bluewater',
    },
    reset: {
      subject: 'Reimposta la password di Bluewater',
      body: "Ciao,\n\nabbiamo ricevuto una richiesta di reimpostazione della password del tuo account Bluewater. Apri questo link per scegliere una nuova password:\n\n{link}\n\nIl link funziona una sola volta e scade tra {minutes} minuti. Se non l'hai richiesto tu, ignora questa e-mail: la tua password resta invariata.\n\nIl team di Bluewater",
    },
    passwordChanged: {
      subject: "La tua password di Bluewater è stata cambiata",
      body: "Ciao,\n\nla password del tuo account Bluewater è stata cambiata il {when} (UTC) e tutti gli altri dispositivi sono stati disconnessi.\n\nSe sei stato tu, non devi fare nulla. Altrimenti, scegli subito una nuova password con «Password dimenticata?» nel modulo di accesso:\n\n{url}\n\nIl team di Bluewater",
    },
  },
  tr: {
    welcome: {
      subject: "Bluewater'a hoş geldiniz",
      body: "Merhaba,\n\nBluewater'a kaydolduğunuz için teşekkür ederiz. Hesabınız hazır: artık favori teknelerinizi kaydedebilir, rezervasyonlarınızı takip edebilir ve profilinizi yönetebilirsiniz.\n\n{url}\n\nRüzgârınız bol olsun!\nBluewater ekibi",
    },
    reset: {
      subject: 'Bluewater şifrenizi sıfırlayın',
      body: 'Merhaba,\n\nBluewater hesabınızın şifresini sıfırlamak için bir talep aldık. Yeni bir şifre belirlemek için bu bağlantıyı açın:\n\n{link}\n\nBağlantı yalnızca bir kez çalışır ve {minutes} dakika sonra geçerliliğini yitirir. Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmeden kalır.\n\nBluewater ekibi',
    },
    passwordChanged: {
      subject: "Bluewater şifreniz değiştirildi",
      body: "Merhaba,\n\nBluewater hesabınızın şifresi {when} (UTC) tarihinde değiştirildi ve diğer tüm cihazlarda oturum kapatıldı.\n\nBu değişikliği siz yaptıysanız yapmanız gereken bir şey yok. Siz yapmadıysanız, giriş formundaki \"Şifremi unuttum\" ile hemen yeni bir şifre belirleyin:\n\n{url}\n\nBluewater ekibi",
    },
  },
  ua: {
    welcome: {
      subject: 'Ласкаво просимо до Bluewater',
      body: 'Вітаємо!\n\nДякуємо за реєстрацію на Bluewater. Ваш обліковий запис готовий: тепер ви можете зберігати улюблені яхти, стежити за своїми бронюваннями та керувати профілем.\n\n{url}\n\nПопутного вітру!\nКоманда Bluewater',
    },
    reset: {
      subject: 'Скидання пароля Bluewater',
      body: 'Вітаємо!\n\nМи отримали запит на скидання пароля вашого облікового запису Bluewater. Щоб установити новий пароль, відкрийте це посилання:\n\n{link}\n\nПосилання діє лише один раз і втрачає чинність через {minutes} хвилин. Якщо ви цього не запитували, просто проігноруйте цей лист — ваш пароль залишиться незмінним.\n\nКоманда Bluewater',
    },
    passwordChanged: {
      subject: "Пароль Bluewater змінено",
      body: "Вітаємо!\n\nПароль вашого облікового запису Bluewater було змінено {when} (UTC), і на всіх інших пристроях виконано вихід.\n\nЯкщо це були ви, нічого робити не потрібно. Якщо ні, негайно встановіть новий пароль через «Забули пароль?» у формі входу:\n\n{url}\n\nКоманда Bluewater",
    },
  },
  cs: {
    welcome: {
      subject: 'Vítejte v Bluewater',
      body: 'Dobrý den,\n\nděkujeme za registraci v Bluewater. Váš účet je připraven: nyní si můžete ukládat oblíbené jachty, sledovat své rezervace a spravovat svůj profil.\n\n{url}\n\nDobrý vítr!\nTým Bluewater',
    },
    reset: {
      subject: 'Obnovení hesla k účtu Bluewater',
      body: 'Dobrý den,\n\nobdrželi jsme žádost o obnovení hesla k vašemu účtu Bluewater. Otevřete tento odkaz a zvolte si nové heslo:\n\n{link}\n\nOdkaz funguje jen jednou a jeho platnost vyprší za {minutes} minut. Pokud jste o obnovení nežádali, tento e-mail ignorujte: vaše heslo zůstane beze změny.\n\nTým Bluewater',
    },
    passwordChanged: {
      subject: "Vaše heslo k účtu Bluewater bylo změněno",
      body: "Dobrý den,\n\nheslo k vašemu účtu Bluewater bylo změněno {when} (UTC) a na všech ostatních zařízeních jste byli odhlášeni.\n\nPokud jste to byli vy, nemusíte nic dělat. Pokud ne, ihned si nastavte nové heslo pomocí „Zapomněli jste heslo?“ v přihlašovacím formuláři:\n\n{url}\n\nTým Bluewater",
    },
  },
  nl: {
    welcome: {
      subject: 'Welkom bij Bluewater',
      body: 'Hallo,\n\nbedankt voor je registratie bij Bluewater. Je account is klaar: je kunt nu je favoriete jachten bewaren, je boekingen volgen en je profiel beheren.\n\n{url}\n\nBehouden vaart!\nHet Bluewater-team',
    },
    reset: {
      subject: 'Stel je Bluewater-wachtwoord opnieuw in',
      body: 'Hallo,\n\nwe hebben een verzoek ontvangen om het wachtwoord van je Bluewater-account opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:\n\n{link}\n\nDe link werkt één keer en verloopt over {minutes} minuten. Heb je dit niet aangevraagd? Negeer dan deze e-mail: je wachtwoord blijft ongewijzigd.\n\nHet Bluewater-team',
    },
    passwordChanged: {
      subject: "Je Bluewater-wachtwoord is gewijzigd",
      body: "Hallo,\n\nhet wachtwoord van je Bluewater-account is op {when} (UTC) gewijzigd en op alle andere apparaten ben je afgemeld.\n\nWas jij dit, dan hoef je niets te doen. Zo niet, kies dan meteen een nieuw wachtwoord via ‘Wachtwoord vergeten?’ in het aanmeldformulier:\n\n{url}\n\nHet Bluewater-team",
    },
  },
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function welcomeMail(to: string, language: LanguageCode, siteUrl: string): Mail {
  const { subject, body } = TEXTS[language].welcome;
  return { to, subject, text: fill(body, { url: `${siteUrl}/${language}` }) };
}

/** The link opens the site's reset page, /{lang}/reset-password/{token}/{email} (U1). */
export function resetMail(to: string, language: LanguageCode, siteUrl: string, token: string, minutes: number): Mail {
  const { subject, body } = TEXTS[language].reset;
  const link = `${siteUrl}/${language}/reset-password/${encodeURIComponent(token)}/${encodeURIComponent(to)}`;
  return { to, subject, text: fill(body, { link, minutes: String(minutes) }) };
}

/**
 * Tells the owner that the password changed (change or reset), so a change they did not make is noticed;
 * the link leads to the site, where "Forgot password?" takes the account back.
 */
export function passwordChangedMail(to: string, language: LanguageCode, siteUrl: string, at: Date): Mail {
  const { subject, body } = TEXTS[language].passwordChanged;
  const when = at.toISOString().slice(0, 16).replace('T', ' ');
  return { to, subject, text: fill(body, { url: `${siteUrl}/${language}`, when }) };
}
