// Types for the parts of redis-handler.mjs that tests import (the file itself is plain JavaScript, see there).
import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';
import type { RedisClientType } from '@redis/client';

export function withLocalLayer(
  redis: Handler,
  client: RedisClientType,
  options: { keyPrefix: string; maxEntries: number; timeoutMs: number },
): Handler;

export function withoutMisses(handler: Handler): Handler;

declare const CacheHandler: unknown;
export default CacheHandler;
