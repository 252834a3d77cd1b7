import { createECDH } from 'node:crypto';
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

  it('reads the VAPID keys as a matching pair, the subject and PUSH_ALLOW_PRIVATE', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const publicKey = ecdh.getPublicKey('base64url');
    const privateKey = ecdh.getPrivateKey().toString('base64url');
    const defaults = loadConfig({});
    expect(defaults.push).toEqual({
      vapid: undefined,
      subject: 'mailto:produtor@vitrine.demo',
      allowPrivate: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://feira.example' }).push.subject).toBe('https://feira.example');
    expect(loadConfig({ SEED_ADMIN_EMAIL: 'ops@feira.example' }).push.subject).toBe(
      'mailto:ops@feira.example',
    );
    const set = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:push@feira.example',
      PUSH_ALLOW_PRIVATE: 'true',
    });
    expect(set.push).toEqual({
      vapid: { publicKey, privateKey },
      subject: 'mailto:push@feira.example',
      allowPrivate: true,
    });

    const other = createECDH('prime256v1');
    other.generateKeys();
    const bad: [Record<string, string>, RegExp][] = [
      [{ VAPID_PUBLIC_KEY: publicKey }, /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/],
      [{ VAPID_PRIVATE_KEY: privateKey }, /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/],
      [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: privateKey }, /VAPID_PUBLIC_KEY: must be/],
      // 65 bytes, but not a point on the curve
      [
        { VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'), VAPID_PRIVATE_KEY: privateKey },
        /VAPID_PUBLIC_KEY/,
      ],
      [
        { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: `${'x'.repeat(43)}!` },
        /VAPID_PRIVATE_KEY: must be/,
      ],
      [
        { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: other.getPrivateKey().toString('base64url') },
        /VAPID_PRIVATE_KEY: is not the private key/,
      ],
      [{ VAPID_SUBJECT: 'push@feira.example' }, /VAPID_SUBJECT: must be a mailto: or https: URL/],
      [{ VAPID_SUBJECT: 'http://feira.example' }, /VAPID_SUBJECT/],
      [{ PUSH_ALLOW_PRIVATE: 'maybe' }, /PUSH_ALLOW_PRIVATE/],
    ];
    for (const [env, message] of bad) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });
});
