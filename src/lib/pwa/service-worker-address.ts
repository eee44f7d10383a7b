/** The service worker's address and scope: the whole site (vite-plugins/service-worker.ts writes /sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_OPTIONS: RegistrationOptions = { scope: '/', updateViaCache: 'none' };
