import type { Transport } from './api-client';

// The browser's transport: plain fetch, deliberately without a timeout (H1).
export function createFetchTransport(baseUrl: string): Transport {
  return async ({ method, path, token, body }) => {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: parseJson(text), retryAfter: res.headers.get('Retry-After') ?? undefined };
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}
