#!/usr/bin/env node
// A webhook receiver for the redirect benchmark: answers every POST 204 and counts them;
// GET /count tells how many arrived. Prints its port once listening.
import { createServer } from 'node:http';

let received = 0;
const server = createServer((req, res) => {
  if (req.method === 'GET') return res.end(String(received));
  req.resume();
  req.on('end', () => {
    received += 1;
    res.writeHead(204).end();
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
