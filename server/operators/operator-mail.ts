import type { LanguageCode } from '../../src/contract/languages';
import type { Mail } from '../mail/mailer';
import { namespaceTexts } from '../mail/namespace-texts';

// The console's mails (issue 27), in the invitee's language (namespace operator-mail).

interface Invitation {
  to: string;
  language: LanguageCode;
  company: string;
  role: 'owner' | 'manager' | 'agent';
  token: string;
  hours: number;
  siteUrl: string;
}

export async function invitationMail(invitation: Invitation): Promise<Mail> {
  const t = (await namespaceTexts('operator-mail'))(invitation.language);
  const link = `${invitation.siteUrl}/${invitation.language}/operator/invitation/${invitation.token}`;
  const values = { company: invitation.company, role: t(`roles.${invitation.role}`), link, hours: invitation.hours };
  return { to: invitation.to, subject: t('invitation.subject', values), text: t('invitation.body', values) };
}
