import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('runs on defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.publicUrl).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it('parses lists and booleans', () => {
    const env = loadEnv({ ADMIN_EMAILS: 'A@x.io, b@y.io,', RATE_LIMIT: '0', PUBLIC_URL: 'https://videos.example.com/' });
    expect(env.ADMIN_EMAILS).toEqual(['a@x.io', 'b@y.io']);
    expect(env.RATE_LIMIT).toBe(false);
    expect(env.publicUrl).toBe('https://videos.example.com');
  });

  it('names every wrong variable in one line', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrowError(
      /^Invalid configuration: PORT .*; DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/; SMTP_URL must start with smtp:\/\/ or smtps:\/\/$/,
    );
  });
});
