// The ceiling: a bare node:http server answering every request with the same bytes the platform sent.
// Usage: node bench/ceiling-server.mjs <body-file> <content-type> [content-encoding]; prints the port once listening.
import fs from 'node:fs';
import http from 'node:http';

const [bodyFile, contentType, contentEncoding] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = { 'content-type': contentType, 'content-length': body.length };
if (contentEncoding) headers['content-encoding'] = contentEncoding;
const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
