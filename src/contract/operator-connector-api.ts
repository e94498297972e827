import { z } from 'zod';
import { textInput } from './text-input';

// Issue 29 (docs/decisions/050): a company's fleet system in the console — the connection (owners enter the
// credentials; they are sealed at rest and never shown again, only a hint), its syncs with a report per boat,
// and the differences the last sync's reconciliation found between our bookings and the system's.

const secret = (label: string) =>
  textInput({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(500, `${label} is at most 500 characters.`);

const settings = {
  sync_interval_minutes: z
    .number({ error: 'The sync interval is a number of minutes.' })
    .int('The sync interval is whole minutes.')
    .min(5, 'The sync interval is 5 to 1440 minutes.')
    .max(1440, 'The sync interval is 5 to 1440 minutes.')
    .default(60),
  enabled: z.boolean({ error: 'enabled is true or false.' }).default(true),
};

/**
 * The connection as the owner saves it. Credentials may be left out to keep the ones saved (same system);
 * given, they are checked with the system before anything is saved.
 */
export const connectionBodySchema = z.discriminatedUnion(
  'system',
  [
    z.object({ system: z.literal('booking_manager'), api_key: secret('The API key').optional(), ...settings }),
    z.object({
      system: z.literal('nausys'),
      username: secret('The user name').optional(),
      password: secret('The password').optional(),
      ...settings,
    }),
  ],
  { error: 'Choose the fleet system: booking_manager or nausys.' },
);

const runCounts = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  failed: z.number().int(),
});

export const syncRunSummarySchema = z.object({
  id: z.number().int(),
  trigger: z.enum(['schedule', 'operator']),
  status: z.enum(['running', 'succeeded', 'failed']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** How many of the system's boats the run has done, of how many. */
  boats_done: z.number().int(),
  boats_total: z.number().int().nullable(),
  counts: runCounts,
  error: z.string().nullable(),
});

export const syncRunSchema = syncRunSummarySchema.extend({
  report: z.array(
    z.object({
      external_id: z.string(),
      name: z.string(),
      outcome: z.enum(['added', 'changed', 'unchanged', 'removed', 'failed']),
      detail: z.string().nullable(),
    }),
  ),
});

export const connectionSchema = z.object({
  connection: z
    .object({
      system: z.enum(['booking_manager', 'nausys']),
      /** The company's name in the fleet system, as it answered the credentials. */
      remote_name: z.string(),
      /** Enough of the credentials to recognise them (the key's last four characters, the user name). */
      credentials_hint: z.string(),
      sync_interval_minutes: z.number().int(),
      enabled: z.boolean(),
      updated_at: z.string(),
      /** 'down': this server's circuit to the system is open (calls failed in a row); 'ok' otherwise. */
      health: z.enum(['ok', 'down']),
      imported_boats: z.number().int(),
      last_success_at: z.string().nullable(),
    })
    .nullable(),
  runs: z.array(syncRunSummarySchema),
});

const differenceSchema = z.object({
  kind: z.enum(['missing_there', 'missing_here', 'state', 'dates', 'conflict']),
  booking_reference: z.string().nullable(),
  boat: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  ours: z.string().nullable(),
  theirs: z.string().nullable(),
});

export const differencesSchema = z.object({
  /** When the reconciliation ran (the end of the last sync that reached the system); null: never. */
  checked_at: z.string().nullable(),
  differences: z.array(differenceSchema),
});

export const startedSyncSchema = z.object({ run_id: z.number().int() });
// A run's id is a serial (int4): a larger number names no run (a 404), never a failed query.
export const runIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
