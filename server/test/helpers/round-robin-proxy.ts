import http from 'node:http';
import net from 'node:net';

/**
 * A load balancer in front of server instances: each HTTP request and each WebSocket upgrade
 * goes to the next backend in turn; a backend that refuses the connection (dead) is skipped for
 * the next one, as a balancer's health check would. Requests in flight on a backend that dies are
 * cut, as they would be in production.
 */
export interface RoundRobinProxy {
  url: string;
  /** Connections (HTTP requests and upgrades) each backend took. */
  served: number[];
  close(): Promise<void>;
}

export async function roundRobinProxy(backends: readonly number[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const served = backends.map(() => 0);
  const open = new Set<net.Socket>();

  /** Connects to the next live backend; undefined when none accepts. */
  const connect = (): Promise<{ socket: net.Socket; index: number } | undefined> => {
    const first = turn++;
    const attempt = (k: number): Promise<{ socket: net.Socket; index: number } | undefined> => {
      if (k >= backends.length) return Promise.resolve(undefined);
      const index = (first + k) % backends.length;
      return new Promise((resolve) => {
        const socket = net.connect(backends[index] ?? 0, '127.0.0.1');
        socket.once('connect', () => {
          socket.removeAllListeners('error');
          served[index] = (served[index] ?? 0) + 1;
          resolve({ socket, index });
        });
        socket.once('error', () => resolve(attempt(k + 1)));
      });
    };
    return attempt(0);
  };

  const head = (req: http.IncomingMessage) =>
    `${req.method} ${req.url} HTTP/1.1\r\n` +
    req.rawHeaders
      .reduce<string[]>((lines, v, i, all) => {
        if (i % 2 === 0) lines.push(`${v}: ${all[i + 1]}`);
        return lines;
      }, [])
      .join('\r\n') +
    '\r\n\r\n';

  const track = (s: net.Socket) => {
    open.add(s);
    s.once('close', () => open.delete(s));
    s.on('error', () => s.destroy());
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = turn++;
      // The body is held, so a backend that refuses the connection is skipped for the next.
      const attempt = (k: number) => {
        if (k >= backends.length) {
          res.writeHead(502).end();
          return;
        }
        const index = (first + k) % backends.length;
        let connected = false;
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port: backends[index],
            method: req.method,
            path: req.url,
            headers: { ...req.headers, connection: 'close' },
            agent: false,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            // A backend that dies mid-answer cuts the client's connection too.
            answer.on('error', () => res.destroy());
            answer.on('aborted', () => res.destroy());
          },
        );
        upstream.on('socket', (socket) =>
          socket.once('connect', () => {
            connected = true;
            served[index] = (served[index] ?? 0) + 1;
          }),
        );
        upstream.on('error', () => {
          if (!connected) attempt(k + 1);
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  server.on('connection', track);
  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, first: Buffer) => {
    void connect().then((backend) => {
      if (!backend) {
        client.destroy();
        return;
      }
      const upstream = backend.socket;
      track(upstream);
      upstream.write(head(req));
      if (first.length > 0) upstream.write(first);
      upstream.pipe(client);
      client.pipe(upstream);
      upstream.once('close', () => client.destroy());
      client.once('close', () => upstream.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
