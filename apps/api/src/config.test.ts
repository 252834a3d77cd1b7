import { describe, expect, it } from 'vitest';
import { ConfigError, demoAdminPassword, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.defaultTenant).toBe('demo');
    expect(config.seedDemo).toBeUndefined();
    expect(config.seedAdmin.password).toBe(demoAdminPassword);
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/vitrine',
      REDIS_URL: 'redis://cache:6379',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      PUBLIC_URL: 'https://vitrine.example/',
      SEED_DEMO: 'false',
      DEFAULT_EVENT_ID: '7',
      OIDC_GOOGLE_CLIENT_ID: 'client',
      ANDROID_APP_URL: 'https://apps.example/vitrine',
    });
    expect(config.port).toBe(8080);
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'media',
      accessKey: 'key',
      secretKey: 'secret',
      region: 'us-east-1',
    });
    expect(config.publicUrl).toBe('https://vitrine.example');
    expect(config.seedDemo).toBe(false);
    expect(config.defaultEventId).toBe(7);
    expect(config.oidcGoogle.clientId).toBe('client');
    expect(config.oidcGoogle.issuer).toBe('https://accounts.google.com');
  });

  it('reads the upload quota, the node id and the sweep age, with their defaults', () => {
    const defaults = loadConfig({ PORT: '3001' });
    expect(defaults.uploadBytesPerHour).toBe(200 * 1_048_576);
    expect(defaults.nodeId).toMatch(/-3001$/);
    expect(defaults.mediaSweep.minAgeMs).toBe(600_000);
    const set = loadConfig({
      UPLOAD_BYTES_PER_HOUR: '1048576',
      NODE_ID: 'api-1',
      MEDIA_SWEEP_MIN_AGE: '900',
    });
    expect(set).toMatchObject({ uploadBytesPerHour: 1_048_576, nodeId: 'api-1' });
    expect(set.mediaSweep.minAgeMs).toBe(900_000);
    expect(() => loadConfig({ NODE_ID: '../other' })).toThrow(/NODE_ID/);
    expect(() => loadConfig({ UPLOAD_BYTES_PER_HOUR: '0' })).toThrow(/UPLOAD_BYTES_PER_HOUR/);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', JWT_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { issues } = error as ConfigError;
      for (const name of ['PORT', 'DATABASE_URL', 'SEED_DEMO', 'JWT_SECRET']) {
        expect(issues.some((issue) => issue.startsWith(`${name}:`))).toBe(true);
      }
    }
  });

  it('refuses half an S3 configuration', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_/);
  });

  it('has no default producer password in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedAdmin.password).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'production', SEED_ADMIN_PASSWORD: 'a-long-secret' }).seedAdmin.password,
    ).toBe('a-long-secret');
  });

  it('trusts no proxy unless TRUST_PROXY names them, and names a bad TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 172.16.0.0/12 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['0', 'proxy.local', '10.0.0.0/33', '10.0.0.1,', 'true', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('treats empty optional values as unset', () => {
    expect(loadConfig({ S3_BUCKET: '', OIDC_GOOGLE_CLIENT_ID: '' }).oidcGoogle.clientId).toBeUndefined();
    const blank = loadConfig({ DATABASE_URL: '', REDIS_URL: ' ', PUBLIC_URL: '' });
    expect(blank.databaseUrl).toBeUndefined();
    expect(blank.redisUrl).toBeUndefined();
    expect(blank.publicUrl).toBe('http://localhost:3000');
  });
});
