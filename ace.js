/*
| JavaScript entrypoint for ace commands: registers the TypeScript loader,
| then boots bin/console.ts. Run it through npm (`npm run ace -- <command>`)
| so that the Node 24 binary from node_modules is used.
*/
import '@poppinss/ts-exec'

await import('./bin/console.js')
