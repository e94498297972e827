import { startSyncEndpoint } from '../contract/operator-connector-endpoints';
import { operatorClient } from './clients';

// POST /operator/connector/syncs (issue 29, owners and managers): start a sync now. Answers the run's id at
// once (the run goes on in the background); a 409 when one is already running, a 404 when nothing is connected.
export const startSync = (token: string) => operatorClient(token).call(startSyncEndpoint, {});
