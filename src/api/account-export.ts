import type { AccountExport } from '../contract/account-api';
import { accountExportEndpoint } from '../contract/account-endpoints';
import { userClient } from './clients';

// GET /account/export (U6, decision 019): everything kept about the user, for the dashboard's download.
export const exportAccount = (token: string): Promise<AccountExport> => userClient(token).call(accountExportEndpoint, {});
