import { deleteCompanyLogoEndpoint, uploadCompanyLogoEndpoint } from '../contract/operator-company-endpoints';
import type { CompanyDetails } from '../contract/operator-company-api';
import { APP_STATE_GLOBAL, type DocumentState } from '../contract/app-state';
import { ApiError } from '../lib/api-client';
import { operatorClient } from './clients';

// The company's logo (issue 27, owners): PUT /operator/company/logo with the picture itself as the body (the
// JSON client sends JSON only), and DELETE to remove it. Both answer the company's details.
export async function uploadCompanyLogo(token: string, file: Blob): Promise<CompanyDetails> {
  const { apiBase } = (window as unknown as Record<string, DocumentState>)[APP_STATE_GLOBAL]!.config;
  const res = await fetch(apiBase + uploadCompanyLogoEndpoint.path, {
    method: 'PUT',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, body);
  return body as CompanyDetails;
}

export const removeCompanyLogo = (token: string) => operatorClient(token).call(deleteCompanyLogoEndpoint, {});
