// A tiny round-robin HTTP proxy in front of the instances, as a load balancer would be: each request
// goes to the next instance (Host kept, as a load balancer forwards it); an instance that refuses the
// connection is skipped.
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

export function startProxy(targets: () => string[]): Promise<Proxy> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const list = targets();
      const attempt = (left: number) => {
        const target = new URL(list[next++ % list.length]!);
        const upstream = httpRequest(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => {
          if (left > 1) attempt(left - 1);
          else if (!res.headersSent) res.writeHead(502).end();
        });
        upstream.end(body);
      };
      attempt(list.length);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}
