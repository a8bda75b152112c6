/*
| The Chromium the browser tests (tests/bootstrap.ts) and bench/lighthouse.js
| start: Debian's /usr/bin/chromium (browser downloads do not work on these
| machines; CHROMIUM_PATH picks another), with the flags every run here needs.
*/
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
