import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { endpoints } from '../../server/api/endpoints';
import { testApp } from '../setup/test-app';

// The machine-readable API description for partners (issue 3): OpenAPI 3.1 generated from the endpoint table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as plain JSON, any path may be walked
type Json = Record<string, any>;

let app: Express;
let doc: Json;
beforeAll(async () => {
  ({ app } = await testApp());
  const res = await request(app).get('/api/openapi.json');
  doc = res.body;
});

const METHODS = ['get', 'post', 'put', 'delete'];

function operations(): [string, string, Json][] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => [path, method, op as Json] as [string, string, Json]),
  );
}

/** Every `$ref` in the document, as [where, target]. */
function refs(node: unknown, where = '#', found: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((n, i) => refs(n, `${where}/${i}`, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push([where, value]);
      else refs(value, `${where}/${key}`, found);
    }
  }
  return found;
}

function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

describe('OpenAPI description at /api/openapi.json (A3, A5)', () => {
  it('A2 is served without a token as OpenAPI 3.1.0 JSON, while other calls still need one', async () => {
    const res = await request(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.servers).toEqual([{ url: '/api' }]);
    expect((await request(app).get('/api/languages')).status).toBe(401);
    // Generated once: a second answer is byte-for-byte the same.
    const again = await request(app).get('/api/openapi.json');
    expect(again.text).toBe(res.text);
  });

  it('A3 every endpoint of the table appears with its method, summary, tag and success status', () => {
    for (const endpoint of endpoints) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(op, `${endpoint.method} ${path}`).toBeDefined();
      expect(op.summary).toBe(endpoint.summary);
      expect(op.tags).toEqual([endpoint.tag]);
      expect(Object.keys(op.responses)).toContain(String(endpoint.status));
    }
    // Nothing but the table (and the description itself) is described.
    expect(operations()).toHaveLength(endpoints.length + 1);
  });

  it('A3 path parameters are declared, required, and match the placeholders of their path', () => {
    for (const [path, method, op] of operations()) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p: Json) => p.in === 'path');
      expect(declared.map((p: Json) => p.name).sort(), `${method} ${path}`).toEqual(placeholders);
      for (const p of declared) expect(p.required).toBe(true);
    }
  });

  it('A3 locale parameters list the 12 languages and query schemas become query parameters', () => {
    const news = doc.paths['/news/{locale}'].get;
    const locale = news.parameters.find((p: Json) => p.name === 'locale');
    expect(locale.schema.enum).toEqual(['en', 'ru', 'de', 'fr', 'lv', 'el', 'es', 'it', 'tr', 'ua', 'cs', 'nl']);
    const page = news.parameters.find((p: Json) => p.name === 'page' && p.in === 'query');
    expect(page).toMatchObject({ required: false, schema: { type: 'integer', minimum: 1, default: 1 } });
  });

  it('A5 bodies are documented with their error answers (413, 415, 422) and the A5 error schema', () => {
    const contact = doc.paths['/contact'].post;
    const body = contact.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message', 'language']));
    expect(body.properties.message.maxLength).toBe(5000);
    for (const status of ['401', '413', '415', '422']) expect(contact.responses[status]).toBeDefined();
    expect(doc.components.schemas.ApiError.required).toEqual(['message']);
  });

  it('A2 security: every operation names declared bearer schemes; user calls accept only a user token', () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.siteToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.userToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [, , op] of operations()) {
      for (const requirement of op.security) for (const name of Object.keys(requirement)) expect(schemes[name]).toBeDefined();
    }
    for (const endpoint of endpoints.filter((e) => e.auth === 'user')) {
      const op = doc.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')][endpoint.method.toLowerCase()];
      expect(op.security).toEqual([{ userToken: [] }]);
    }
    expect(doc.paths['/openapi.json'].get.security).toEqual([]);
  });

  it('A3 structural self-check: unique operation ids, every $ref resolves, every response described', () => {
    const ids = operations().map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const allRefs = refs(doc);
    expect(allRefs.length).toBeGreaterThan(0);
    for (const [where, target] of allRefs) expect(resolvePointer(target), `${where} → ${target}`).toBeDefined();
    for (const [path, method, op] of operations()) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        expect(status, `${method} ${path}`).toMatch(/^[1-5]\d\d$/);
        const resolved = (response.$ref ? resolvePointer(response.$ref) : response) as Json;
        expect(typeof resolved.description).toBe('string');
      }
    }
    // JSON Schema dialect markers of the nested schemas are dropped (OpenAPI 3.1 sets the dialect).
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });
});
