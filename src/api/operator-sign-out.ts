import { operatorSignOutEndpoint, operatorSignOutEverywhereEndpoint } from '../contract/operator-endpoints';
import { operatorClient } from './clients';

// DELETE /operator/session and /operator/sessions (issue 27): this session, or every session of the operator.
export const signOutOperator = async (token: string, everywhere: boolean): Promise<void> => {
  await operatorClient(token).call(everywhere ? operatorSignOutEverywhereEndpoint : operatorSignOutEndpoint, {});
};
