/** The Web Push service worker's script (public/push-sw.js). */
export const PUSH_WORKER_PATH = '/push-sw.js';
