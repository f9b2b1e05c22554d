#!/usr/bin/env node
// The baseline: the least a redirect can cost, a bare node:http server answering 302.
import { createServer } from 'node:http';

const server = createServer((_req, res) => {
  res.writeHead(302, { location: 'https://example.com/landing', 'cache-control': 'no-store' });
  res.end();
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
