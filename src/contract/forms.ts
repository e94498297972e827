// The contact and join-us forms' shared facts, zod-free so the pages can use them (decision 011); the
// zod schemas in content-api.ts build on them.

/** Longest message either form takes. */
export const MESSAGE_MAX = 5_000;

/** What a crew applicant can apply as. */
export const CREW_ROLES = ['skipper', 'hostess', 'cook', 'chef'] as const;

/**
 * The honeypot field of both forms: hidden from people (and from assistive technology), so only a robot
 * fills it in. A form that comes with it filled is answered as if accepted and then dropped, so the robot
 * learns nothing.
 */
export const HONEYPOT_FIELD = 'website';

// What the server answers a form posted to its page (the contact and join-us pages): without JavaScript
// the page is rendered again with this outcome in its state, so it shows the result, or the field messages
// beside the fields with what was typed kept (docs/decisions/023).

export type FormName = 'contact' | 'joinus';
/** The booking steps, posted to their pages without JavaScript too (server/bookings/booking-posts.ts, issue 30). */
export type BookingFormName = 'booking' | 'bookingConfirm';

export interface FormOutcome {
  form: FormName | BookingFormName;
  /** 201 accepted; 4xx refused (422 fields, 413/415 the CV, 429 too many, 403 another site's form). */
  status: number;
  /** The API's message (English; the page shows its own text for each status). */
  message: string;
  /** Per-field messages of a 422 (A5 shape). */
  errors?: Record<string, string[]>;
  /** The fields as posted, to fill the form again (never the CV). */
  values: Record<string, string | string[]>;
}

/** The CV of the join-us form (P1): at most 5 MiB (5,242,880 bytes, that one included), PDF or Word, checked by content on the server. */
export const CV_MAX_MIB = 5;
export const CV_MAX_BYTES = CV_MAX_MIB * 1024 * 1024;
export const CV_FIELD = 'cv';
/** For the file input's `accept` (a hint to the file picker; the server decides by content). */
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
