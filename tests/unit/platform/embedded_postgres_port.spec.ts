import { test } from '@japa/runner'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  choosePort,
  connectionFile,
  rememberedPort,
  // @ts-expect-error plain JavaScript module of the npm scripts (no types)
} from '../../../bin/lib/embedded_postgres.js'

/** A port held by another program for the length of the test. */
function occupy(): Promise<{ port: number; server: Server }> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as { port: number }).port, server })
    )
  })
}

test.group('Embedded PostgreSQL port', (group) => {
  let folder = ''
  group.each.setup(() => {
    folder = mkdtempSync(join(tmpdir(), 'gt-embedded-port-'))
    return () => rmSync(folder, { recursive: true, force: true })
  })

  test('a taken preferred port gives another; the next start reuses the one remembered', async ({
    assert,
  }) => {
    const dataDir = join(folder, 'postgres')
    const taken = await occupy()
    try {
      assert.isNull(rememberedPort(dataDir))
      const first = await choosePort({ remembered: rememberedPort(dataDir), preferred: taken.port })
      assert.notEqual(first, taken.port)

      /* What startEmbeddedPostgres writes after a start, and an operator reads. */
      writeFileSync(
        connectionFile(dataDir),
        `postgres://postgres:postgres@127.0.0.1:${first}/ganja_talks\n`
      )
      assert.equal(connectionFile(dataDir), `${dataDir}.connection.txt`)
      assert.equal(rememberedPort(dataDir), first)
      const second = await choosePort({
        remembered: rememberedPort(dataDir),
        preferred: taken.port,
      })
      assert.equal(second, first)
    } finally {
      taken.server.close()
    }
  })

  test('the remembered port wins over a free preferred one, and a taken remembered one falls back to it', async ({
    assert,
  }) => {
    const remembered = await occupy()
    const preferred = await occupy()
    const preferredPort = preferred.port
    await new Promise((resolve) => preferred.server.close(resolve))
    try {
      const isPortFree = async (port: number) => port !== remembered.port
      assert.equal(
        await choosePort({ remembered: remembered.port, preferred: preferredPort, isPortFree }),
        preferredPort
      )
      assert.equal(
        await choosePort({ remembered: 45_123, preferred: preferredPort, isPortFree }),
        45_123
      )
    } finally {
      remembered.server.close()
    }
  })

  test('an unreadable connection file is no remembered port', ({ assert }) => {
    const dataDir = join(folder, 'postgres')
    writeFileSync(connectionFile(dataDir), 'não é uma URL')
    assert.isNull(rememberedPort(dataDir))
  })
})
