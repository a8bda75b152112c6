/*
| The Node flags the production server runs with (`npm start`, the
| benchmarks' servers, and `node --max-old-space-size=1024 bin/server.js` on
| every machine of a deployment, see docs/operations.md).
|
| --max-old-space-size=1024: with no limit V8 sizes the old generation from
| the machine's memory (gigabytes here) and lets garbage pile up between major
| GCs: at 50 connections on the signed-in pages the server held 470–510 MB
| resident for ~85 MB of live objects. With a 1 GB limit it collects sooner
| and stays near 360–390 MB at the same throughput (bench/pages.js). Live data
| is far below the limit (the caches are bounded: config/cache.ts).
*/
export const SERVER_NODE_FLAGS = ['--max-old-space-size=1024']
