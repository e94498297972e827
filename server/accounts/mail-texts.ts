import type { LanguageCode } from '../../src/contract/languages';
import type { Mail } from '../mail/mailer';

// The account e-mails in the 12 languages. They greet without a name on purpose: anyone can register
// someone else's address, and a name chosen by a stranger must not reach that inbox.

interface Text {
  subject: string;
  /**
   * Placeholders: {link} and {hours} (finish registration), {url} (already registered, password changed),
   * {link} and {minutes} (reset), {when} (password changed).
   */
  body: string;
}

const TEXTS: Record<LanguageCode, { finishRegistration: Text; alreadyRegistered: Text; reset: Text; passwordChanged: Text }> = {
  en: {
    finishRegistration: {
      subject: 'Finish creating your Bluewater account',
      body: 'Hello,\n\nthank you for registering at Bluewater. Open this link to confirm your e-mail address and finish creating your account:\n\n{link}\n\nThe link works once and expires in {hours} hours. Once your account is ready, you can save your favourite yachts, follow your bookings and manage your profile.\n\nIf you did not register, ignore this e-mail: no account is created.\n\nFair winds,\nThe Bluewater team',
    },
    alreadyRegistered: {
      subject: 'You already have a Bluewater account',
      body: 'Hello,\n\nsomeone, probably you, tried to create a Bluewater account with this e-mail address, but it already has one. Nothing was changed.\n\nSign in on the site with your password (or with Google, if that is how you signed up). If you have forgotten your password, choose "Forgot password?" on the sign-in form to set a new one:\n\n{url}\n\nIf this was not you, ignore this e-mail: your account stays as it is.\n\nThe Bluewater team',
    },
    reset: {
      subject: 'Reset your Bluewater password',
      body: 'Hello,\n\nwe received a request to reset the password of your Bluewater account. Open this link to choose a new password:\n\n{link}\n\nThe link works once and expires in {minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.\n\nThe Bluewater team',
    },
    passwordChanged: {
      subject: 'Your Bluewater password was changed',
      body: 'Hello,\n\nthe password of your Bluewater account was changed on {when} (UTC), and every other device was signed out.\n\nIf this was you, there is nothing to do. If it was not, set a new password right away with "Forgot password?" on the sign-in form:\n\n{url}\n\nThe Bluewater team',
    },
  },
  ru: {
    finishRegistration: {
      subject: 'Завершите регистрацию в Bluewater',
      body: 'Здравствуйте!\n\nСпасибо за регистрацию на Bluewater. Откройте эту ссылку, чтобы подтвердить адрес электронной почты и завершить создание аккаунта:\n\n{link}\n\nСсылка действует один раз и истекает через {hours} часа. Когда аккаунт будет готов, вы сможете сохранять понравившиеся яхты, следить за своими бронированиями и управлять профилем.\n\nЕсли вы не регистрировались, просто проигнорируйте это письмо — аккаунт не будет создан.\n\nПопутного ветра!\nКоманда Bluewater',
    },
    alreadyRegistered: {
      subject: 'У вас уже есть аккаунт Bluewater',
      body: 'Здравствуйте!\n\nКто-то — вероятно, вы — попытался создать аккаунт Bluewater с этим адресом электронной почты, но аккаунт с ним уже существует. Ничего не изменилось.\n\nВойдите на сайте со своим паролем (или через Google, если вы регистрировались так). Если вы забыли пароль, выберите «Забыли пароль?» в форме входа и задайте новый:\n\n{url}\n\nЕсли это были не вы, просто проигнорируйте это письмо — ваш аккаунт останется без изменений.\n\nКоманда Bluewater',
    },
    reset: {
      subject: 'Сброс пароля Bluewater',
      body: 'Здравствуйте!\n\nМы получили запрос на сброс пароля вашего аккаунта Bluewater. Чтобы задать новый пароль, откройте эту ссылку:\n\n{link}\n\nСсылка действует один раз и истекает через {minutes} минут. Если вы не запрашивали сброс, просто проигнорируйте это письмо — ваш пароль останется прежним.\n\nКоманда Bluewater',
    },
    passwordChanged: {
      subject: 'Пароль Bluewater изменён',
      body: 'Здравствуйте!\n\nПароль вашего аккаунта Bluewater был изменён {when} (UTC), и на всех остальных устройствах выполнен выход.\n\nЕсли это были вы, ничего делать не нужно. Если нет, сразу задайте новый пароль через «Забыли пароль?» в форме входа:\n\n{url}\n\nКоманда Bluewater',
    },
  },
  de: {
    finishRegistration: {
      subject: 'Schließen Sie Ihre Registrierung bei Bluewater ab',
      body: 'Hallo,\n\nvielen Dank für Ihre Registrierung bei Bluewater. Öffnen Sie diesen Link, um Ihre E-Mail-Adresse zu bestätigen und Ihr Konto fertig einzurichten:\n\n{link}\n\nDer Link funktioniert nur einmal und läuft in {hours} Stunden ab. Sobald Ihr Konto bereit ist, können Sie Lieblingsyachten speichern, Ihre Buchungen verfolgen und Ihr Profil verwalten.\n\nWenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: Es wird kein Konto angelegt.\n\nMast- und Schotbruch!\nIhr Bluewater-Team',
    },
    alreadyRegistered: {
      subject: 'Sie haben bereits ein Bluewater-Konto',
      body: 'Hallo,\n\njemand – vermutlich Sie – wollte mit dieser E-Mail-Adresse ein Bluewater-Konto anlegen, aber es gibt bereits eines. Es wurde nichts geändert.\n\nMelden Sie sich auf der Website mit Ihrem Passwort an (oder mit Google, falls Sie sich so registriert haben). Wenn Sie Ihr Passwort vergessen haben, legen Sie über „Passwort vergessen?“ im Anmeldeformular ein neues fest:\n\n{url}\n\nWenn das nicht Sie waren, ignorieren Sie diese E-Mail: Ihr Konto bleibt, wie es ist.\n\nIhr Bluewater-Team',
    },
    reset: {
      subject: 'Bluewater-Passwort zurücksetzen',
      body: 'Hallo,\n\nwir haben eine Anfrage erhalten, das Passwort Ihres Bluewater-Kontos zurückzusetzen. Öffnen Sie diesen Link, um ein neues Passwort festzulegen:\n\n{link}\n\nDer Link funktioniert nur einmal und läuft in {minutes} Minuten ab. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\nIhr Bluewater-Team',
    },
    passwordChanged: {
      subject: 'Ihr Bluewater-Passwort wurde geändert',
      body: 'Hallo,\n\ndas Passwort Ihres Bluewater-Kontos wurde am {when} (UTC) geändert, und alle anderen Geräte wurden abgemeldet.\n\nWenn Sie das waren, ist nichts weiter zu tun. Wenn nicht, legen Sie sofort über „Passwort vergessen?“ im Anmeldeformular ein neues Passwort fest:\n\n{url}\n\nIhr Bluewater-Team',
    },
  },
  fr: {
    finishRegistration: {
      subject: 'Finalisez la création de votre compte Bluewater',
      body: "Bonjour,\n\nmerci de votre inscription sur Bluewater. Ouvrez ce lien pour confirmer votre adresse e-mail et finaliser la création de votre compte :\n\n{link}\n\nCe lien ne fonctionne qu'une seule fois et expire dans {hours} heures. Une fois votre compte prêt, vous pourrez enregistrer vos yachts favoris, suivre vos réservations et gérer votre profil.\n\nSi vous ne vous êtes pas inscrit, ignorez cet e-mail : aucun compte ne sera créé.\n\nBon vent !\nL'équipe Bluewater",
    },
    alreadyRegistered: {
      subject: 'Vous avez déjà un compte Bluewater',
      body: "Bonjour,\n\nquelqu'un, probablement vous, a essayé de créer un compte Bluewater avec cette adresse e-mail, mais elle en a déjà un. Rien n'a été modifié.\n\nConnectez-vous sur le site avec votre mot de passe (ou avec Google si vous vous êtes inscrit ainsi). Si vous l'avez oublié, choisissez « Mot de passe oublié ? » dans le formulaire de connexion pour en définir un nouveau :\n\n{url}\n\nSi ce n'était pas vous, ignorez cet e-mail : votre compte reste inchangé.\n\nL'équipe Bluewater",
    },
    reset: {
      subject: 'Réinitialisation de votre mot de passe Bluewater',
      body: "Bonjour,\n\nnous avons reçu une demande de réinitialisation du mot de passe de votre compte Bluewater. Ouvrez ce lien pour choisir un nouveau mot de passe :\n\n{link}\n\nCe lien ne fonctionne qu'une seule fois et expire dans {minutes} minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.\n\nL'équipe Bluewater",
    },
    passwordChanged: {
      subject: 'Votre mot de passe Bluewater a été modifié',
      body: "Bonjour,\n\nle mot de passe de votre compte Bluewater a été modifié le {when} (UTC), et tous les autres appareils ont été déconnectés.\n\nSi c'était vous, il n'y a rien à faire. Sinon, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié ? » dans le formulaire de connexion :\n\n{url}\n\nL'équipe Bluewater",
    },
  },
  lv: {
    finishRegistration: {
      subject: 'Pabeidziet Bluewater konta izveidi',
      body: 'Labdien!\n\nPaldies, ka reģistrējāties Bluewater. Atveriet šo saiti, lai apstiprinātu savu e-pasta adresi un pabeigtu konta izveidi:\n\n{link}\n\nSaite darbojas tikai vienu reizi un zaudē derīgumu pēc {hours} stundām. Kad konts būs gatavs, varēsiet saglabāt iecienītās jahtas, sekot līdzi savām rezervācijām un pārvaldīt savu profilu.\n\nJa jūs nereģistrējāties, ignorējiet šo e-pastu — konts netiks izveidots.\n\nLabu vēju!\nBluewater komanda',
    },
    alreadyRegistered: {
      subject: 'Jums jau ir Bluewater konts',
      body: 'Labdien!\n\nKāds, visticamāk, jūs, mēģināja izveidot Bluewater kontu ar šo e-pasta adresi, taču tai jau ir konts. Nekas netika mainīts.\n\nPiesakieties vietnē ar savu paroli (vai ar Google, ja reģistrējāties tā). Ja esat aizmirsis paroli, pieteikšanās formā izvēlieties “Aizmirsāt paroli?” un iestatiet jaunu:\n\n{url}\n\nJa tas nebijāt jūs, ignorējiet šo e-pastu — jūsu konts paliks nemainīgs.\n\nBluewater komanda',
    },
    reset: {
      subject: 'Bluewater paroles atiestatīšana',
      body: 'Labdien!\n\nMēs saņēmām pieprasījumu atiestatīt jūsu Bluewater konta paroli. Atveriet šo saiti, lai izvēlētos jaunu paroli:\n\n{link}\n\nSaite darbojas tikai vienu reizi un zaudē derīgumu pēc {minutes} minūtēm. Ja jūs to nepieprasījāt, ignorējiet šo e-pastu — jūsu parole paliks nemainīga.\n\nBluewater komanda',
    },
    passwordChanged: {
      subject: 'Jūsu Bluewater parole ir nomainīta',
      body: 'Labdien!\n\nJūsu Bluewater konta parole tika nomainīta {when} (UTC), un visās pārējās ierīcēs tika veikta izrakstīšanās.\n\nJa tas bijāt jūs, nekas nav jādara. Ja ne, nekavējoties iestatiet jaunu paroli, pieteikšanās formā izvēloties “Aizmirsāt paroli?”:\n\n{url}\n\nBluewater komanda',
    },
  },
  el: {
    finishRegistration: {
      subject: 'Ολοκληρώστε τη δημιουργία του λογαριασμού σας στη Bluewater',
      body: 'Γεια σας,\n\nσας ευχαριστούμε για την εγγραφή σας στη Bluewater. Ανοίξτε αυτόν τον σύνδεσμο για να επιβεβαιώσετε τη διεύθυνση e-mail σας και να ολοκληρώσετε τη δημιουργία του λογαριασμού σας:\n\n{link}\n\nΟ σύνδεσμος λειτουργεί μόνο μία φορά και λήγει σε {hours} ώρες. Μόλις ο λογαριασμός σας είναι έτοιμος, θα μπορείτε να αποθηκεύετε τα αγαπημένα σας σκάφη, να παρακολουθείτε τις κρατήσεις σας και να διαχειρίζεστε το προφίλ σας.\n\nΑν δεν κάνατε εσείς την εγγραφή, αγνοήστε αυτό το μήνυμα: δεν θα δημιουργηθεί λογαριασμός.\n\nΚαλούς ανέμους!\nΗ ομάδα της Bluewater',
    },
    alreadyRegistered: {
      subject: 'Έχετε ήδη λογαριασμό στη Bluewater',
      body: 'Γεια σας,\n\nκάποιος, πιθανότατα εσείς, προσπάθησε να δημιουργήσει λογαριασμό στη Bluewater με αυτή τη διεύθυνση e-mail, αλλά υπάρχει ήδη λογαριασμός με αυτήν. Δεν άλλαξε τίποτα.\n\nΣυνδεθείτε στον ιστότοπο με τον κωδικό σας (ή με το Google, αν έτσι εγγραφήκατε). Αν τον ξεχάσατε, επιλέξτε «Ξεχάσατε τον κωδικό;» στη φόρμα σύνδεσης για να ορίσετε νέο:\n\n{url}\n\nΑν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: ο λογαριασμός σας παραμένει ως έχει.\n\nΗ ομάδα της Bluewater',
    },
    reset: {
      subject: 'Επαναφορά του κωδικού πρόσβασης Bluewater',
      body: 'Γεια σας,\n\nλάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης του λογαριασμού σας στη Bluewater. Ανοίξτε αυτόν τον σύνδεσμο για να ορίσετε νέο κωδικό:\n\n{link}\n\nΟ σύνδεσμος λειτουργεί μόνο μία φορά και λήγει σε {minutes} λεπτά. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας παραμένει ο ίδιος.\n\nΗ ομάδα της Bluewater',
    },
    passwordChanged: {
      subject: 'Ο κωδικός πρόσβασης Bluewater άλλαξε',
      body: 'Γεια σας,\n\nο κωδικός πρόσβασης του λογαριασμού σας στη Bluewater άλλαξε στις {when} (UTC) και έγινε αποσύνδεση από όλες τις άλλες συσκευές.\n\nΑν ήσασταν εσείς, δεν χρειάζεται να κάνετε τίποτα. Αν όχι, ορίστε αμέσως νέο κωδικό με το «Ξεχάσατε τον κωδικό;» στη φόρμα σύνδεσης:\n\n{url}\n\nΗ ομάδα της Bluewater',
    },
  },
  es: {
    finishRegistration: {
      subject: 'Termina de crear tu cuenta de Bluewater',
      body: 'Hola:\n\ngracias por registrarte en Bluewater. Abre este enlace para confirmar tu dirección de correo y terminar de crear tu cuenta:\n\n{link}\n\nEl enlace solo funciona una vez y caduca en {hours} horas. Cuando tu cuenta esté lista, podrás guardar tus yates favoritos, seguir tus reservas y gestionar tu perfil.\n\nSi no te has registrado, ignora este correo: no se creará ninguna cuenta.\n\n¡Buenos vientos!\nEl equipo de Bluewater',
    },
    alreadyRegistered: {
      subject: 'Ya tienes una cuenta de Bluewater',
      body: 'Hola:\n\nalguien, probablemente tú, ha intentado crear una cuenta de Bluewater con esta dirección de correo, pero ya tiene una. No se ha cambiado nada.\n\nInicia sesión en el sitio con tu contraseña (o con Google, si te registraste así). Si la has olvidado, elige «¿Has olvidado tu contraseña?» en el formulario de inicio de sesión para crear una nueva:\n\n{url}\n\nSi no fuiste tú, ignora este correo: tu cuenta sigue como estaba.\n\nEl equipo de Bluewater',
    },
    reset: {
      subject: 'Restablece tu contraseña de Bluewater',
      body: 'Hola:\n\nhemos recibido una solicitud para restablecer la contraseña de tu cuenta de Bluewater. Abre este enlace para elegir una contraseña nueva:\n\n{link}\n\nEl enlace solo funciona una vez y caduca en {minutes} minutos. Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.\n\nEl equipo de Bluewater',
    },
    passwordChanged: {
      subject: 'Tu contraseña de Bluewater ha cambiado',
      body: 'Hola:\n\nla contraseña de tu cuenta de Bluewater se cambió el {when} (UTC) y se cerró la sesión en todos los demás dispositivos.\n\nSi fuiste tú, no tienes que hacer nada. Si no, elige ahora mismo una contraseña nueva con «¿Has olvidado tu contraseña?» en el formulario de inicio de sesión:\n\n{url}\n\nEl equipo de Bluewater',
    },
  },
  it: {
    finishRegistration: {
      subject: 'Completa la creazione del tuo account Bluewater',
      body: 'Ciao,\n\ngrazie per esserti registrato su Bluewater. Apri questo link per confermare il tuo indirizzo e-mail e completare la creazione del tuo account:\n\n{link}\n\nIl link funziona una sola volta e scade tra {hours} ore. Quando il tuo account sarà pronto, potrai salvare i tuoi yacht preferiti, seguire le tue prenotazioni e gestire il tuo profilo.\n\nSe non ti sei registrato, ignora questa e-mail: nessun account verrà creato.\n\nBuon vento!\nIl team di Bluewater',
    },
    alreadyRegistered: {
      subject: 'Hai già un account Bluewater',
      body: "Ciao,\n\nqualcuno, probabilmente tu, ha provato a creare un account Bluewater con questo indirizzo e-mail, ma ne esiste già uno. Non è stato modificato nulla.\n\nAccedi al sito con la tua password (o con Google, se ti sei registrato così). Se l'hai dimenticata, scegli «Password dimenticata?» nel modulo di accesso per impostarne una nuova:\n\n{url}\n\nSe non sei stato tu, ignora questa e-mail: il tuo account resta invariato.\n\nIl team di Bluewater",
    },
    reset: {
      subject: 'Reimposta la password di Bluewater',
      body: "Ciao,\n\nabbiamo ricevuto una richiesta di reimpostazione della password del tuo account Bluewater. Apri questo link per scegliere una nuova password:\n\n{link}\n\nIl link funziona una sola volta e scade tra {minutes} minuti. Se non l'hai richiesto tu, ignora questa e-mail: la tua password resta invariata.\n\nIl team di Bluewater",
    },
    passwordChanged: {
      subject: 'La tua password di Bluewater è stata cambiata',
      body: 'Ciao,\n\nla password del tuo account Bluewater è stata cambiata il {when} (UTC) e tutti gli altri dispositivi sono stati disconnessi.\n\nSe sei stato tu, non devi fare nulla. Altrimenti, scegli subito una nuova password con «Password dimenticata?» nel modulo di accesso:\n\n{url}\n\nIl team di Bluewater',
    },
  },
  tr: {
    finishRegistration: {
      subject: 'Bluewater hesabınızı oluşturmayı tamamlayın',
      body: "Merhaba,\n\nBluewater'a kaydolduğunuz için teşekkür ederiz. E-posta adresinizi doğrulamak ve hesabınızı oluşturmayı tamamlamak için bu bağlantıyı açın:\n\n{link}\n\nBağlantı yalnızca bir kez çalışır ve {hours} saat sonra geçerliliğini yitirir. Hesabınız hazır olduğunda favori teknelerinizi kaydedebilir, rezervasyonlarınızı takip edebilir ve profilinizi yönetebilirsiniz.\n\nKaydolmadıysanız bu e-postayı dikkate almayın: hesap oluşturulmaz.\n\nRüzgârınız bol olsun!\nBluewater ekibi",
    },
    alreadyRegistered: {
      subject: 'Zaten bir Bluewater hesabınız var',
      body: 'Merhaba,\n\nbiri, büyük olasılıkla siz, bu e-posta adresiyle bir Bluewater hesabı oluşturmaya çalıştı, ancak bu adrese ait bir hesap zaten var. Hiçbir şey değiştirilmedi.\n\nSitede şifrenizle (ya da bu şekilde kaydolduysanız Google ile) giriş yapın. Şifrenizi unuttuysanız, yeni bir şifre belirlemek için giriş formundaki "Şifremi unuttum" seçeneğini kullanın:\n\n{url}\n\nBu siz değilseniz bu e-postayı dikkate almayın: hesabınız olduğu gibi kalır.\n\nBluewater ekibi',
    },
    reset: {
      subject: 'Bluewater şifrenizi sıfırlayın',
      body: 'Merhaba,\n\nBluewater hesabınızın şifresini sıfırlamak için bir talep aldık. Yeni bir şifre belirlemek için bu bağlantıyı açın:\n\n{link}\n\nBağlantı yalnızca bir kez çalışır ve {minutes} dakika sonra geçerliliğini yitirir. Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmeden kalır.\n\nBluewater ekibi',
    },
    passwordChanged: {
      subject: 'Bluewater şifreniz değiştirildi',
      body: 'Merhaba,\n\nBluewater hesabınızın şifresi {when} (UTC) tarihinde değiştirildi ve diğer tüm cihazlarda oturum kapatıldı.\n\nBu değişikliği siz yaptıysanız yapmanız gereken bir şey yok. Siz yapmadıysanız, giriş formundaki "Şifremi unuttum" ile hemen yeni bir şifre belirleyin:\n\n{url}\n\nBluewater ekibi',
    },
  },
  ua: {
    finishRegistration: {
      subject: 'Завершіть створення облікового запису Bluewater',
      body: 'Вітаємо!\n\nДякуємо за реєстрацію на Bluewater. Відкрийте це посилання, щоб підтвердити адресу електронної пошти й завершити створення облікового запису:\n\n{link}\n\nПосилання діє лише один раз і втрачає чинність через {hours} години. Коли обліковий запис буде готовий, ви зможете зберігати улюблені яхти, стежити за своїми бронюваннями та керувати профілем.\n\nЯкщо ви не реєструвалися, просто проігноруйте цей лист — обліковий запис не буде створено.\n\nПопутного вітру!\nКоманда Bluewater',
    },
    alreadyRegistered: {
      subject: 'У вас уже є обліковий запис Bluewater',
      body: 'Вітаємо!\n\nХтось, імовірно ви, намагався створити обліковий запис Bluewater із цією адресою електронної пошти, але для неї обліковий запис уже існує. Нічого не змінено.\n\nУвійдіть на сайті зі своїм паролем (або через Google, якщо ви реєструвалися так). Якщо ви забули пароль, виберіть «Забули пароль?» у формі входу та встановіть новий:\n\n{url}\n\nЯкщо це були не ви, просто проігноруйте цей лист — ваш обліковий запис залишиться без змін.\n\nКоманда Bluewater',
    },
    reset: {
      subject: 'Скидання пароля Bluewater',
      body: 'Вітаємо!\n\nМи отримали запит на скидання пароля вашого облікового запису Bluewater. Щоб установити новий пароль, відкрийте це посилання:\n\n{link}\n\nПосилання діє лише один раз і втрачає чинність через {minutes} хвилин. Якщо ви цього не запитували, просто проігноруйте цей лист — ваш пароль залишиться незмінним.\n\nКоманда Bluewater',
    },
    passwordChanged: {
      subject: 'Пароль Bluewater змінено',
      body: 'Вітаємо!\n\nПароль вашого облікового запису Bluewater було змінено {when} (UTC), і на всіх інших пристроях виконано вихід.\n\nЯкщо це були ви, нічого робити не потрібно. Якщо ні, негайно встановіть новий пароль через «Забули пароль?» у формі входу:\n\n{url}\n\nКоманда Bluewater',
    },
  },
  cs: {
    finishRegistration: {
      subject: 'Dokončete vytvoření účtu Bluewater',
      body: 'Dobrý den,\n\nděkujeme za registraci v Bluewater. Otevřete tento odkaz, potvrďte svou e-mailovou adresu a dokončete vytvoření účtu:\n\n{link}\n\nOdkaz funguje jen jednou a jeho platnost vyprší za {hours} hodin. Jakmile bude účet připraven, můžete si ukládat oblíbené jachty, sledovat své rezervace a spravovat svůj profil.\n\nPokud jste se neregistrovali, tento e-mail ignorujte: žádný účet nebude vytvořen.\n\nDobrý vítr!\nTým Bluewater',
    },
    alreadyRegistered: {
      subject: 'Účet Bluewater už máte',
      body: 'Dobrý den,\n\nněkdo, pravděpodobně vy, se pokusil vytvořit účet Bluewater s touto e-mailovou adresou, ale účet s ní už existuje. Nic nebylo změněno.\n\nPřihlaste se na webu svým heslem (nebo přes Google, pokud jste se tak registrovali). Pokud jste heslo zapomněli, zvolte v přihlašovacím formuláři „Zapomněli jste heslo?“ a nastavte si nové:\n\n{url}\n\nPokud jste to nebyli vy, tento e-mail ignorujte: váš účet zůstává beze změny.\n\nTým Bluewater',
    },
    reset: {
      subject: 'Obnovení hesla k účtu Bluewater',
      body: 'Dobrý den,\n\nobdrželi jsme žádost o obnovení hesla k vašemu účtu Bluewater. Otevřete tento odkaz a zvolte si nové heslo:\n\n{link}\n\nOdkaz funguje jen jednou a jeho platnost vyprší za {minutes} minut. Pokud jste o obnovení nežádali, tento e-mail ignorujte: vaše heslo zůstane beze změny.\n\nTým Bluewater',
    },
    passwordChanged: {
      subject: 'Vaše heslo k účtu Bluewater bylo změněno',
      body: 'Dobrý den,\n\nheslo k vašemu účtu Bluewater bylo změněno {when} (UTC) a na všech ostatních zařízeních jste byli odhlášeni.\n\nPokud jste to byli vy, nemusíte nic dělat. Pokud ne, ihned si nastavte nové heslo pomocí „Zapomněli jste heslo?“ v přihlašovacím formuláři:\n\n{url}\n\nTým Bluewater',
    },
  },
  nl: {
    finishRegistration: {
      subject: 'Maak je Bluewater-account af',
      body: 'Hallo,\n\nbedankt voor je registratie bij Bluewater. Open deze link om je e-mailadres te bevestigen en je account af te maken:\n\n{link}\n\nDe link werkt één keer en verloopt over {hours} uur. Zodra je account klaar is, kun je je favoriete jachten bewaren, je boekingen volgen en je profiel beheren.\n\nHeb je je niet geregistreerd? Negeer dan deze e-mail: er wordt geen account aangemaakt.\n\nBehouden vaart!\nHet Bluewater-team',
    },
    alreadyRegistered: {
      subject: 'Je hebt al een Bluewater-account',
      body: 'Hallo,\n\niemand, waarschijnlijk jij, probeerde een Bluewater-account aan te maken met dit e-mailadres, maar er bestaat er al een. Er is niets gewijzigd.\n\nMeld je op de site aan met je wachtwoord (of met Google, als je je zo hebt geregistreerd). Ben je je wachtwoord vergeten? Kies dan ‘Wachtwoord vergeten?’ in het aanmeldformulier om een nieuw wachtwoord in te stellen:\n\n{url}\n\nWas jij dit niet? Negeer dan deze e-mail: je account blijft zoals het is.\n\nHet Bluewater-team',
    },
    reset: {
      subject: 'Stel je Bluewater-wachtwoord opnieuw in',
      body: 'Hallo,\n\nwe hebben een verzoek ontvangen om het wachtwoord van je Bluewater-account opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:\n\n{link}\n\nDe link werkt één keer en verloopt over {minutes} minuten. Heb je dit niet aangevraagd? Negeer dan deze e-mail: je wachtwoord blijft ongewijzigd.\n\nHet Bluewater-team',
    },
    passwordChanged: {
      subject: 'Je Bluewater-wachtwoord is gewijzigd',
      body: 'Hallo,\n\nhet wachtwoord van je Bluewater-account is op {when} (UTC) gewijzigd en op alle andere apparaten ben je afgemeld.\n\nWas jij dit, dan hoef je niets te doen. Zo niet, kies dan meteen een nieuw wachtwoord via ‘Wachtwoord vergeten?’ in het aanmeldformulier:\n\n{url}\n\nHet Bluewater-team',
    },
  },
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The link opens the site's page that finishes the registration, /{lang}/finish-registration/{token} (decision 034). */
export function finishRegistrationMail(to: string, language: LanguageCode, siteUrl: string, token: string, hours: number): Mail {
  const { subject, body } = TEXTS[language].finishRegistration;
  const link = `${siteUrl}/${language}/finish-registration/${encodeURIComponent(token)}`;
  return { to, subject, text: fill(body, { link, hours: String(hours) }) };
}

/**
 * What a registration for an address that has an account sends instead (decision 034): the owner learns
 * it by mail, the one who registered learns nothing from the answer.
 */
export function alreadyRegisteredMail(to: string, language: LanguageCode, siteUrl: string): Mail {
  const { subject, body } = TEXTS[language].alreadyRegistered;
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
