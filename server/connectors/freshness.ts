import type { ApiContext } from '../api/endpoint';
import { BOAT_NOT_FOUND } from '../catalog/catalog-reads';
import { HttpError } from '../http-error';
import type { YachtFreshnessResponse } from '../../src/contract/yacht-freshness-api';
import { lastSuccess } from './connections-store';
import { sourceCompanyOf } from './freshness-store';
import { circuitOpen } from './resilient-source';

// How fresh a public boat's prices and calendar are (issue 29: while a fleet system is down, the site still
// shows the last synced data with its age). Only published boats are answered, as every public boat read:
// the catalog in memory holds exactly those. Whether the system answers is this instance's circuit breaker
// (resilient-source.ts), the same one that makes an option here wait for its confirmation there.

export async function yachtFreshness(ctx: Pick<ApiContext, 'db' | 'catalog'>, yachtId: number): Promise<YachtFreshnessResponse> {
  if (!(await ctx.catalog.current()).boats.has(yachtId)) throw new HttpError(404, BOAT_NOT_FOUND);
  const companyId = await sourceCompanyOf(ctx.db, yachtId);
  if (companyId === null) return { data: null };
  const synced = await lastSuccess(ctx.db, companyId);
  return { data: { synced_at: synced?.toISOString() ?? null, answering: !circuitOpen(companyId) } };
}
