import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { AppInstance } from '#tests/helpers/app_instance'

test.group('Graceful shutdown', () => {
  test('SIGTERM ends the open real-time streams with a retry hint and the server exits cleanly', async ({
    assert,
  }) => {
    const instance = await AppInstance.start('graceful')
    try {
      const response = await fetch(`${instance.url}/__transmit/events?uid=${randomUUID()}`)
      assert.equal(response.status, 200)
      const reader = response.body!.getReader()
      const decoder = new TextDecoder()
      let received = ''
      const first = await reader.read()
      received += decoder.decode(first.value)
      assert.include(received, ':ok')

      const started = Date.now()
      process.kill(instance.pid!, 'SIGTERM')
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) break
        received += decoder.decode(chunk.value)
      }
      assert.include(received, 'retry: 3000')
      assert.equal(await instance.waitForExit(), 0, instance.output())
      assert.isBelow(Date.now() - started, 8000)
    } finally {
      await instance.stop()
    }
  }).timeout(40_000)
})
