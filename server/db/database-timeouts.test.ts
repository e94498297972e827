import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

// Issue 14, item 2: the PostgreSQL timeouts are configuration, validated at start like the rest.
describe('DATABASE_*_TIMEOUT_MS', () => {
  it("default to bounds of a few seconds, the client's query timeout the longest", () => {
    const config = loadConfig({});
    expect({
      connect: config.DATABASE_CONNECT_TIMEOUT_MS,
      statement: config.DATABASE_STATEMENT_TIMEOUT_MS,
      query: config.DATABASE_QUERY_TIMEOUT_MS,
    }).toEqual({ connect: 2_000, statement: 3_000, query: 4_000 });
  });

  it('refuses a query timeout not longer than the statement timeout, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '5000', DATABASE_QUERY_TIMEOUT_MS: '5000' })).toThrow(
      /DATABASE_QUERY_TIMEOUT_MS: must be longer than DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('refuses values that are not whole milliseconds in range', () => {
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '50' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });
});
