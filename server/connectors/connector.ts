import type { z } from 'zod';
import type {
  connectionBodySchema,
  connectionSchema,
  differencesSchema,
  startedSyncSchema,
  syncRunSchema,
  syncRunSummarySchema,
} from '../../src/contract/operator-connector-api';
import type { ApiContext } from '../api/endpoint';
import { conflict, HttpError, notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit } from '../operators/operators-store';
import {
  connectionRow,
  deleteConnection,
  importedBoatCount,
  lastDifferences,
  lastSuccess,
  recentRuns,
  releaseImportedBoats,
  runOfCompany,
  runningRun,
  upsertConnection,
  type ConnectionRow,
  type SyncRunRow,
} from './connections-store';
import { FleetSourceError, type FleetCredentials } from './fleet-source';
import { openCredentials, sealCredentials, sourceFor } from './open-source';
import { circuitOpen, resetCircuit } from './resilient-source';
import { beginSync } from './sync-runs';

// The connector in the console (issue 29, docs/decisions/050): owners connect the company's fleet system with
// credentials the system accepts (checked before anything is saved; sealed at rest; shown again only as a
// hint), staff start a sync and read its report and the reconciliation's differences.

type Connection = z.output<typeof connectionSchema>;
type Body = z.output<typeof connectionBodySchema>;
const RECENT_RUNS = 10;

const hintOf = (credentials: FleetCredentials) =>
  credentials.system === 'booking_manager' ? `…${credentials.apiKey.slice(-4)}` : credentials.username;

function summaryOf(run: SyncRunRow): z.output<typeof syncRunSummarySchema> {
  const counts = { added: 0, changed: 0, unchanged: 0, removed: 0, failed: 0 };
  for (const entry of run.report) counts[entry.outcome]++;
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    boats_done: run.doneBoatIds.length,
    boats_total: run.boatIds?.length ?? null,
    counts,
    error: run.error,
  };
}

export async function connectorView(ctx: ApiContext, caller: OperatorCaller): Promise<Connection> {
  const companyId = caller.operator.companyId;
  const [row, runs] = await Promise.all([connectionRow(ctx.db, companyId), recentRuns(ctx.db, companyId, RECENT_RUNS)]);
  if (!row) return { connection: null, runs: runs.map(summaryOf) };
  const [imported, success] = await Promise.all([importedBoatCount(ctx.db, companyId), lastSuccess(ctx.db, companyId)]);
  return {
    connection: {
      system: row.system,
      remote_name: row.remoteName,
      credentials_hint: hintOf(openCredentials(ctx.config, row.credentialsSealed)),
      sync_interval_minutes: row.syncIntervalMinutes,
      enabled: row.enabled,
      updated_at: row.updatedAt.toISOString(),
      health: circuitOpen(companyId) ? 'down' : 'ok',
      imported_boats: imported,
      last_success_at: success?.toISOString() ?? null,
    },
    runs: runs.map(summaryOf),
  };
}

/** The credentials the body gives, or the saved ones when it gives none for the same system. */
function credentialsOf(body: Body, saved: ConnectionRow | null, ctx: ApiContext): { credentials: FleetCredentials; fresh: boolean } {
  if (body.system === 'booking_manager' && body.api_key)
    return { credentials: { system: 'booking_manager', apiKey: body.api_key }, fresh: true };
  if (body.system === 'nausys' && (body.username || body.password)) {
    const errors: Record<string, string[]> = {};
    if (!body.username) errors.username = ['The user name is required.'];
    if (!body.password) errors.password = ['The password is required.'];
    if (Object.keys(errors).length) throw new HttpError(422, 'The given data was invalid', errors);
    return { credentials: { system: 'nausys', username: body.username!, password: body.password! }, fresh: true };
  }
  if (saved && saved.system === body.system) return { credentials: openCredentials(ctx.config, saved.credentialsSealed), fresh: false };
  const field = body.system === 'booking_manager' ? 'api_key' : 'username';
  throw new HttpError(422, 'The given data was invalid', { [field]: ['Enter the credentials the fleet system gave the company.'] });
}

/** Asks the system who the credentials belong to: refused → 422 on the credentials' field; no answer → 503. */
async function verified(ctx: ApiContext, credentials: FleetCredentials): Promise<string> {
  try {
    return (await sourceFor(ctx.config, credentials).verify()).companyName;
  } catch (err) {
    if (!(err instanceof FleetSourceError)) throw err;
    if (err.kind === 'credentials') {
      const field = credentials.system === 'booking_manager' ? 'api_key' : 'username';
      throw new HttpError(422, 'The given data was invalid', { [field]: ['The fleet system refused these credentials.'] });
    }
    throw new HttpError(503, 'The fleet system did not answer, so nothing was saved. Try again in a few minutes.', undefined, {
      'Retry-After': '60',
    });
  }
}

export async function saveConnector(ctx: ApiContext, caller: OperatorCaller, body: Body): Promise<Connection> {
  const { companyId, id: operatorId } = caller.operator;
  const saved = await connectionRow(ctx.db, companyId);
  const { credentials, fresh } = credentialsOf(body, saved, ctx);
  const remoteName = fresh ? await verified(ctx, credentials) : saved!.remoteName;
  const audited = (row: Pick<ConnectionRow, 'system' | 'syncIntervalMinutes' | 'enabled' | 'remoteName'>, hint: string) => ({
    system: row.system,
    remote_name: row.remoteName,
    credentials: hint,
    sync_interval_minutes: row.syncIntervalMinutes,
    enabled: row.enabled,
  });
  await ctx.db.transaction(async (tx) => {
    const next = { companyId, system: body.system, remoteName, syncIntervalMinutes: body.sync_interval_minutes, enabled: body.enabled };
    await upsertConnection(tx, { ...next, credentialsSealed: sealCredentials(ctx.config, credentials) }, ctx.now());
    await insertAudit(tx, {
      companyId,
      operatorId,
      action: saved ? 'connector.updated' : 'connector.connected',
      entity: 'connector',
      entityId: String(companyId),
      before: saved ? audited(saved, hintOf(openCredentials(ctx.config, saved.credentialsSealed))) : null,
      after: audited(next, hintOf(credentials)),
      at: ctx.now(),
    });
  });
  if (fresh) resetCircuit(companyId);
  return connectorView(ctx, caller);
}

export async function removeConnector(ctx: ApiContext, caller: OperatorCaller): Promise<Connection> {
  const { companyId, id: operatorId } = caller.operator;
  await ctx.db.transaction(async (tx) => {
    const saved = await connectionRow(tx, companyId);
    if (!saved) throw notFound('No fleet system is connected');
    if (await runningRun(tx, companyId)) throw conflict('A sync is running; disconnect when it has finished.', 'sync_running');
    await deleteConnection(tx, companyId);
    const boats = await releaseImportedBoats(tx, companyId);
    await insertAudit(tx, {
      companyId,
      operatorId,
      action: 'connector.disconnected',
      entity: 'connector',
      entityId: String(companyId),
      before: { system: saved.system, remote_name: saved.remoteName },
      after: { boats_now_the_company_s_own: boats },
      at: ctx.now(),
    });
  });
  resetCircuit(companyId);
  return connectorView(ctx, caller);
}

export async function startSync(ctx: ApiContext, caller: OperatorCaller): Promise<z.output<typeof startedSyncSchema>> {
  const companyId = caller.operator.companyId;
  if (!(await connectionRow(ctx.db, companyId))) throw notFound('No fleet system is connected');
  const run = await beginSync(ctx, companyId, 'operator');
  if (!run) throw conflict('A sync is running already.', 'sync_running');
  return { run_id: run.id };
}

export async function syncRunOf(ctx: ApiContext, caller: OperatorCaller, id: number): Promise<z.output<typeof syncRunSchema>> {
  const run = await runOfCompany(ctx.db, caller.operator.companyId, id);
  if (!run) throw notFound('The sync was not found');
  return {
    ...summaryOf(run),
    report: run.report.map((e) => ({ external_id: e.externalId, name: e.name, outcome: e.outcome, detail: e.detail ?? null })),
  };
}

export async function differencesOf(ctx: ApiContext, caller: OperatorCaller): Promise<z.output<typeof differencesSchema>> {
  const last = await lastDifferences(ctx.db, caller.operator.companyId);
  return {
    checked_at: last?.at?.toISOString() ?? null,
    differences: (last?.differences ?? []).map((d) => ({
      kind: d.kind,
      booking_reference: d.bookingReference,
      boat: d.boat,
      date_from: d.from,
      date_to: d.to,
      ours: d.ours,
      theirs: d.theirs,
    })),
  };
}
