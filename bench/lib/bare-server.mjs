// A bare node:http server answering every request with one fixed body from memory.
// Run as a child (fork) so it competes with autocannon for the CPU the same way the real server does.
// Input (env): BARE_BODY (base64), BARE_CONTENT_TYPE, BARE_HEADERS (JSON: the real server's response
// headers, so both put the same bytes on the wire). Reports its port to the parent over IPC.
import http from 'node:http';

const body = Buffer.from(process.env.BARE_BODY ?? '', 'base64');
const contentType = process.env.BARE_CONTENT_TYPE || 'application/json; charset=utf-8';
const headers = {
  ...JSON.parse(process.env.BARE_HEADERS || '{}'),
  'content-type': contentType,
  'content-length': body.length,
};

const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('disconnect', () => process.exit(0));
