/*
| Vite plugin: after the client build, writes a Brotli (.br) and a gzip (.gz)
| copy next to each text asset of public/assets, at the best settings (done
| once per build, not per request). The server hands them out with
| app/middleware/precompressed_assets_middleware.ts. A few lines of zlib
| rather than a dependency: Node ships both codecs.
*/
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const TEXT_ASSET = /\.(js|mjs|css|svg|json|html|txt)$/
const MIN_BYTES = 1024

export function precompressAssets() {
  return {
    name: 'ganja-talks:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment && this.environment.name !== 'client') return
      const files = Object.values(bundle).filter(
        (file) => TEXT_ASSET.test(file.fileName) && !file.fileName.startsWith('.')
      )
      await Promise.all(
        files.map(async (file) => {
          const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source)
          if (bytes.length < MIN_BYTES) return
          const path = join(options.dir, file.fileName)
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        })
      )
    },
  }
}
