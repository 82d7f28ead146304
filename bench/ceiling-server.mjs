// The ceiling: a bare node:http server answering every request with the same bytes the platform sent.
// Usage: node bench/ceiling-server.mjs <body-file> <content-type> [content-encoding] [processes]; prints the port
// once listening. With several processes (as many as the shop runs) they share the port through node:cluster,
// the way the shop's own WEB_CONCURRENCY workers do.
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';

const [bodyFile, contentType, contentEncoding, processArg] = process.argv.slice(2);
const processes = Math.max(1, Number(processArg) || 1);

if (processes > 1 && cluster.isPrimary) {
  const probe = http.createServer();
  const port = await new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => resolve(probe.address().port)),
  );
  await new Promise((resolve) => probe.close(resolve));
  let listening = 0;
  for (let i = 0; i < processes; i++) {
    cluster.fork({ CEILING_PORT: String(port) }).on('listening', () => {
      if (++listening === processes) console.log(port);
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const body = fs.readFileSync(bodyFile);
  const headers = { 'content-type': contentType, 'content-length': body.length };
  if (contentEncoding) headers['content-encoding'] = contentEncoding;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  server.listen(Number(process.env.CEILING_PORT ?? 0), '127.0.0.1', () => {
    if (cluster.isPrimary) console.log(server.address().port);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
