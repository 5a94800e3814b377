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

  it('keeps raw playback events 90 days unless told otherwise, and refuses a retention that is not whole days (decision 177)', () => {
    expect(loadEnv({}).ANALYTICS_RETENTION_DAYS).toBe(90);
    expect(loadEnv({ ANALYTICS_RETENTION_DAYS: '30' }).ANALYTICS_RETENTION_DAYS).toBe(30);
    for (const wrong of ['0', '-5', '1.5', 'ninety'])
      expect(() => loadEnv({ ANALYTICS_RETENTION_DAYS: wrong })).toThrowError(/^Invalid configuration: ANALYTICS_RETENTION_DAYS /);
  });

  it('names every wrong variable in one line', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrowError(
      /^Invalid configuration: PORT .*; DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/; SMTP_URL must start with smtp:\/\/ or smtps:\/\/$/,
    );
  });
  it('keeps the local folder without STORAGE_URL and parses an S3-compatible one', () => {
    expect(loadEnv({}).STORAGE_URL).toBeUndefined();
    expect(loadEnv({ STORAGE_URL: 's3://ak:s%2Fk@videos/lectern/prod?endpoint=http://minio:9000&region=eu-west-1' }).STORAGE_URL).toEqual({
      bucket: 'videos',
      prefix: 'lectern/prod/',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'ak', secretAccessKey: 's/k' },
    });
    // AWS itself: virtual-hosted buckets, credentials from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY or a role.
    expect(loadEnv({ STORAGE_URL: 's3://my-bucket' }).STORAGE_URL).toEqual({
      bucket: 'my-bucket',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('rejects a bad STORAGE_URL in one line, without repeating a secret', () => {
    const cases: [string, RegExp][] = [
      ['https://bucket', /^Invalid configuration: STORAGE_URL must start with s3:\/\//],
      ['s3://Bad_Bucket', /^Invalid configuration: STORAGE_URL must name a bucket/],
      ['s3://bucket?endpoint=minio:9000', /^Invalid configuration: STORAGE_URL endpoint must be an http:\/\/ or https:\/\/ address/],
      ['s3://bucket?endpoit=http://minio:9000', /^Invalid configuration: STORAGE_URL has an unknown parameter "endpoit"/],
      ['s3://bucket?forcePathStyle=yes', /^Invalid configuration: STORAGE_URL forcePathStyle must be 0, 1, true or false$/],
      ['s3://key-only@bucket', /^Invalid configuration: STORAGE_URL must give both the access key and the secret/],
      ['s3://bucket/my folder', /^Invalid configuration: STORAGE_URL folder after the bucket/],
    ];
    for (const [value, message] of cases) expect(() => loadEnv({ STORAGE_URL: value }), value).toThrowError(message);
    expect(() => loadEnv({ STORAGE_URL: 's3://key:topsecret@Bad_Bucket' })).toThrowError(/^(?!.*topsecret)/);
  });

  it('stops start-up on a self-hosted voice without its server, model or voices, naming each (decision 167)', () => {
    expect(() => loadEnv({ TTS_PROVIDER: 'selfhosted', SELFHOSTED_TTS_URL: 'localhost:8880' })).toThrowError(
      'Invalid configuration: SELFHOSTED_TTS_URL must be an http:// or https:// URL; SELFHOSTED_TTS_MODEL is required when TTS_PROVIDER=selfhosted; SELFHOSTED_TTS_VOICES is required when TTS_PROVIDER=selfhosted',
    );
    const env = loadEnv({
      TTS_PROVIDER: 'selfhosted',
      SELFHOSTED_TTS_URL: 'http://localhost:8880/v1',
      SELFHOSTED_TTS_MODEL: 'kokoro',
      SELFHOSTED_TTS_VOICES: 'af_heart',
    });
    expect(env.TTS_PROVIDER).toBe('selfhosted');
  });

  it('keeps narration in English by default and refuses translation settings that cannot work (decision 141)', () => {
    expect(loadEnv({}).TRANSLATE_PROVIDER).toBe('none');
    expect(loadEnv({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: 'http://localhost:5000' }).TRANSLATE_URL).toBe('http://localhost:5000');
    expect(() => loadEnv({ TRANSLATE_PROVIDER: 'libretranslate' })).toThrowError(
      /^Invalid configuration: TRANSLATE_URL is required when TRANSLATE_PROVIDER=libretranslate$/,
    );
    expect(() => loadEnv({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: 'ftp://x' })).toThrowError(/^Invalid configuration: TRANSLATE_URL/);
    expect(() => loadEnv({ TRANSLATE_PROVIDER: 'ai' })).toThrowError(/TRANSLATE_PROVIDER=ai needs AI_PROVIDER=openai or gemini/);
    expect(loadEnv({ TRANSLATE_PROVIDER: 'ai', AI_PROVIDER: 'openai' }).TRANSLATE_PROVIDER).toBe('ai');
  });
});
