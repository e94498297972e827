import { page } from '../../route-def';

// Issue 28: a waiting-list entry by the unguessable withdraw link in its mails: what it waits for, its place
// in line, and a button to leave. Never indexed; its data is read in the browser (the link's token only).
export const waitlistRoutes = [page('waitlist', 'waitlist/:token', 'waitlist', { noindex: true, ns: ['pages', 'waitlist'] })];
