import { z } from 'zod';

// Environment, validated once with clear messages. The start scripts (scripts/*.ts) fill in DATABASE_URL
// (embedded PostgreSQL) and a generated AUTH_SECRET when they are not set, so nothing is required to run.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgresql:// URL' }).optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  APP_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.string().url({ message: 'SMTP_URL must look like smtp://user:pass@host:port' }).optional(),
  MAIL_FROM: z.string().default('Beans <no-reply@beans.test>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: z.string().optional(),
  // Web Push (optional): without both keys, push means the in-app notification centre only.
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().default('mailto:no-reply@beans.test'),
  // Extra hosts Web Push may deliver to besides the browsers' push services (comma-separated; "*.domain" for
  // its subdomains), e.g. a local stand-in push service in tests. Empty by default.
  PUSH_ALLOWED_HOSTS: z.string().optional(),
  // 'off' keeps the notification worker out of this process (e.g. a web-only instance).
  NOTIFICATION_WORKER: z.enum(['on', 'off']).default('on'),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  cached = parsed.data;
  return cached;
}

export const isProduction = () => process.env.NODE_ENV === 'production';
