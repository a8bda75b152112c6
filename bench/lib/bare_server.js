/*
| bench/pages.js's second reference: a bare Node HTTP server, in its own
| process, answering every request with the bytes it was last sent (a page's
| HTML) from memory. Started with fork(); exits when the benchmark goes.
*/
import { createServer } from 'node:http'

let body = Buffer.alloc(0)

const server = createServer((request, response) => {
  request.resume()
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
  })
  response.end(body)
})

process.on('message', (message) => {
  body = Buffer.from(message.body, 'base64')
  process.send({ bytes: body.length })
})
process.on('disconnect', () => process.exit(0))

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }))
