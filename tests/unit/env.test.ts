import { describe, expect, it } from 'vitest';
import { analyticsScript, parseEnv } from '@/lib/env';

// The environment is validated once at start (scripts/run-next.ts, instrumentation.ts): a bad value stops the
// start with a message naming the variable and what it must be.
describe('environment', () => {
  it('needs nothing: every variable has a default or is optional', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      APP_URL: 'http://localhost:3000',
      DATABASE_POOL_SIZE: 10,
      TRUSTED_PROXY_COUNT: 0,
      NOTIFICATION_WORKER: 'on',
    });
  });

  it('reads numbers from their text', () => {
    expect(parseEnv({ DATABASE_POOL_SIZE: '25', TRUSTED_PROXY_COUNT: '2', PORT: '3100' })).toMatchObject({
      DATABASE_POOL_SIZE: 25,
      TRUSTED_PROXY_COUNT: 2,
      PORT: 3100,
    });
  });

  it('takes a Redis URL for the shared cache and a PostgreSQL URL for the read replica, nothing else', () => {
    expect(
      parseEnv({
        REDIS_URL: 'rediss://cache.internal:6380',
        DATABASE_REPLICA_URL: 'postgresql://r@replica/beans',
      }),
    ).toMatchObject({
      REDIS_URL: 'rediss://cache.internal:6380',
      DATABASE_REPLICA_URL: 'postgresql://r@replica/beans',
    });
    expect(() => parseEnv({ REDIS_URL: 'http://cache.internal' })).toThrow(
      'REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(() => parseEnv({ DATABASE_REPLICA_URL: 'mysql://replica/beans' })).toThrow(
      'DATABASE_REPLICA_URL: DATABASE_REPLICA_URL must be a postgresql:// URL',
    );
  });

  it('lists every invalid variable with what it must be', () => {
    const attempt = () =>
      parseEnv({
        DATABASE_POOL_SIZE: 'lots',
        TRUSTED_PROXY_COUNT: '11',
        SMTP_URL: 'mail.example.com',
        AUTH_SECRET: 'short',
        SEED_DEMO_DATA: 'yes',
      });
    expect(attempt).toThrow(/Invalid environment configuration/);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be a whole number from 1 to 200');
    expect(message).toContain('TRUSTED_PROXY_COUNT: TRUSTED_PROXY_COUNT must be a whole number from 0 to 10');
    expect(message).toContain('SMTP_URL: SMTP_URL must look like smtp://user:pass@host:port');
    expect(message).toContain('AUTH_SECRET: AUTH_SECRET must be at least 32 characters');
    expect(message).toContain("SEED_DEMO_DATA: SEED_DEMO_DATA must be 'true' or 'false'");
  });

  describe('analytics script', () => {
    const configured = {
      ANALYTICS_SCRIPT_URL: 'https://stats.example.com/js/script.js',
      ANALYTICS_SITE: 'beans.example.com',
    };

    it('loads only in production with both variables set', () => {
      expect(analyticsScript(parseEnv({ ...configured, NODE_ENV: 'production' }))).toEqual({
        src: configured.ANALYTICS_SCRIPT_URL,
        site: configured.ANALYTICS_SITE,
      });
      expect(
        analyticsScript(parseEnv({ NODE_ENV: 'production', ANALYTICS_SITE: 'beans.example.com' })),
      ).toBeNull();
    });

    it('never loads in development, tests or the e2e profile', () => {
      expect(analyticsScript(parseEnv({ ...configured, NODE_ENV: 'development' }))).toBeNull();
      expect(analyticsScript(parseEnv({ ...configured, NODE_ENV: 'test' }))).toBeNull();
      expect(
        analyticsScript(parseEnv({ ...configured, NODE_ENV: 'production', BEANS_PROFILE: 'e2e' })),
      ).toBeNull();
    });

    it('refuses a script that is not https', () => {
      expect(() => parseEnv({ ANALYTICS_SCRIPT_URL: 'http://stats.example.com/s.js' })).toThrow(
        /ANALYTICS_SCRIPT_URL must be an https/,
      );
    });
  });
});
