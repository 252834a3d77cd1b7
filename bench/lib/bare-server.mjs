// A bare node:http server answering every request with one fixed body from memory.
// Run as a child (fork) so it competes with autocannon for the CPU the same way the real server does.
// Input (env): BARE_BODY (base64), BARE_CONTENT_TYPE. Reports its port to the parent over IPC.
import http from 'node:http';

const body = Buffer.from(process.env.BARE_BODY ?? '', 'base64');
const contentType = process.env.BARE_CONTENT_TYPE || 'application/json; charset=utf-8';

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('disconnect', () => process.exit(0));
