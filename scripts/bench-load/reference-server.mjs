// The reference of `npm run bench:load`: a bare node:http server answering what it was given, with
// nothing else in its process. The bench gives it each page's status line, headers and a body of the
// page's size (PUT /<name> with JSON), then loads GET /<name> as it loads the shop's cached page: so
// both send the same bytes, and the ratio between them is what the render cache costs above node:http.
// Usage: node scripts/bench-load/reference-server.mjs PORT
import http from 'node:http';

const port = Number(process.argv[2]);
/** @type {Map<string, { status: number, headers: Record<string, string>, body: Buffer }>} */
const answers = new Map();

http
  .createServer((req, res) => {
    if (req.method === 'PUT') {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const { status, headers, size } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const body = Buffer.alloc(size, 'x');
        answers.set(req.url, { status, headers: { ...headers, 'content-length': String(body.length) }, body });
        res.writeHead(204).end();
      });
      return;
    }
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('nothing given for this address');
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(port, '127.0.0.1');
