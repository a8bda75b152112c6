/* Vite serves the worker's source as a module in development and tests; the build writes public/sw.js. */
export const WORKER_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js'
export const WORKER_TYPE: WorkerType = import.meta.env.DEV ? 'module' : 'classic'
