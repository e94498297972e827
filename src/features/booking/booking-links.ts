// The booking pages' paths, with the partner frame's prefix inside an iframe (B5). Step one carries the
// dates in its query like the boat page does (R11); the thank-you page knows its booking by the access
// token in its query (the same secret as step two's path, never a sequential id).

const prefix = (lang: string, frame: boolean) => `/${lang}${frame ? '/frame' : ''}`;

export const stepOnePath = (lang: string, frame: boolean, slug: string, dates: { start: string; end: string }) =>
  `${prefix(lang, frame)}/details/${slug}?${new URLSearchParams({ date_start: dates.start, date_end: dates.end }).toString()}`;

export const stepTwoPagePath = (lang: string, frame: boolean, token: string) => `${prefix(lang, frame)}/detailsfinal/${token}`;

export const thankYouPath = (lang: string, frame: boolean, token: string) => `${prefix(lang, frame)}/thankyou?ref=${token}`;

export const bookingOwnPath = (lang: string, token: string) => `/${lang}/booking/${token}`;
