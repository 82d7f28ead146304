// The ceiling: a bare node:http server answering every request with the same bytes the platform sent.
// Usage: node bench/ceiling-server.mjs <body-file> <content-type>; prints the port once listening.
import fs from 'node:fs';
import http from 'node:http';

const [bodyFile, contentType] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
