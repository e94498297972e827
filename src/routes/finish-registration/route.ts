import { page } from '../../route-def';

// Decision 034: the link of the registration mail. Its texts: the page's entry of `pages` and the form's of `account`.
export const finishRegistrationRoutes = [
  page('finishRegistration', 'finish-registration/:token', 'finish-registration', { noindex: true, ns: ['pages', 'account'] }),
];
