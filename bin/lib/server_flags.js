/*
| The Node flags the production server runs with (`npm start`, the
| benchmarks' servers, and `node --max-old-space-size=1024
| --max-semi-space-size=16 bin/server.js` on every machine of a deployment,
| see docs/operations.md).
|
| --max-old-space-size=1024: with no limit V8 sizes the old generation from
| the machine's memory (gigabytes here) and lets garbage pile up between major
| GCs: at 50 connections on the signed-in pages the server held 470–510 MB
| resident for ~85 MB of live objects. With a 1 GB limit it collects sooner
| and stays near 360–390 MB at the same throughput (bench/pages.js). Live data
| is far below the limit (the caches are bounded: config/cache.ts).
|
| --max-semi-space-size=16 (MB): the young generation, where each request's
| short-lived objects are born, otherwise grows to ~220 MB of heap on this
| load (heap in use after a full GC stays ~77 MB either way). With 16 MB the
| heap holds ~125-135 MB and the server's RSS after the signed-in dashboard
| at 50 connections falls from 394-414 MB to 313-333 MB (bench/pages.js
| memory run and alternating A/B runs, 1x seed); req/s and CPU per request
| showed no difference beyond this shared machine's noise. 4 and 8 MB saved
| a little more (~300 MB) but scavenged more often for no clear gain.
*/
export const SERVER_NODE_FLAGS = ['--max-old-space-size=1024', '--max-semi-space-size=16']
