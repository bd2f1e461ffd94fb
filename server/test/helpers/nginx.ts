import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../../scripts/renderer-build.mjs';
import { freePort } from '@alinhavo/test-support/server';

/**
 * The shipped nginx configuration (deploy/nginx/alinhavo.conf) run for real in front of test
 * instances: the same file, with its instance list, listen ports, certificate and access log
 * replaced by the test's, inside a main configuration that mirrors Debian's nginx.conf. nginx
 * runs as a child process with its prefix, pid, logs and temporary files in a temp folder.
 */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const SHIPPED_CONF = path.join(root, 'deploy', 'nginx', 'alinhavo.conf');

function onPath(bin: string): boolean {
  try {
    execFileSync(bin, ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the real proxy cannot run on this machine (for the skip message), or undefined. */
export function nginxMissing(): string | undefined {
  if (!fs.existsSync(NGINX_BIN))
    return `nginx não encontrado em ${NGINX_BIN} (apt-get install nginx; .ci/run instala)`;
  if (!onPath('openssl')) return 'openssl não encontrado (o certificado de teste é gerado com ele)';
  return undefined;
}

export interface RenderOptions {
  /** The instances' ports on 127.0.0.1, in upstream order. */
  upstreams: readonly number[];
  httpPort: number;
  httpsPort: number;
  certificate: string;
  certificateKey: string;
  accessLog: string;
}

/** Replaces `from` in `text` (it must be there), so a changed shipped line fails loudly. */
function swap(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx/alinhavo.conf não tem mais: ${String(from)}`);
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
}

/** The shipped configuration with the test's instances, ports, certificate and log. */
export function renderConf(template: string, o: RenderOptions): string {
  let conf = template;
  conf = swap(
    conf,
    /(# instances: begin[^\n]*\n)[\s\S]*?(\n\s*# instances: end)/,
    `$1${o.upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}$2`,
  );
  conf = swap(
    conf,
    '    listen 80;\n    listen [::]:80;\n',
    `    listen 127.0.0.1:${o.httpPort};\n`,
  );
  conf = swap(
    conf,
    '    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n',
    `    listen 127.0.0.1:${o.httpsPort} ssl http2;\n`,
  );
  conf = swap(
    conf,
    'ssl_certificate /etc/letsencrypt/live/alinhavo.example/fullchain.pem;',
    `ssl_certificate ${o.certificate};`,
  );
  conf = swap(
    conf,
    'ssl_certificate_key /etc/letsencrypt/live/alinhavo.example/privkey.pem;',
    `ssl_certificate_key ${o.certificateKey};`,
  );
  conf = swap(
    conf,
    'access_log /var/log/nginx/alinhavo.access.log alinhavo;',
    `access_log ${o.accessLog} alinhavo;`,
  );
  return conf;
}

/** Debian's /etc/nginx/nginx.conf in essence (gzip on included), with every path in `dir`. */
function mainConf(dir: string, site: string): string {
  return `worker_processes 1;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    gzip on;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${site};
}
`;
}

export interface ProxyAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The client's own address (any of 127.0.0.0/8 on Linux): who nginx sees connecting. */
  localAddress?: string;
  timeoutMs?: number;
}

export interface Nginx {
  /** https://127.0.0.1:port, the TLS server that proxies to the instances. */
  url: string;
  /** http://127.0.0.1:port, the plain server that only redirects. */
  httpUrl: string;
  /** The test certificate, for clients to trust (socket.io-client's `ca`). */
  ca: string;
  /** One HTTP request through nginx over TLS, with the test's CA. */
  request(pathAndQuery: string, opts?: RequestOptions): Promise<ProxyAnswer>;
  /** Requests (and closed WebSockets) each upstream answered, from the access log. */
  served(): number[];
  accessLog(): string;
  errorLog(): string;
  close(): Promise<void>;
}

export async function startNginx(opts: { upstreams: readonly number[] }): Promise<Nginx> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-nginx-'));
  // Run as root (CI), nginx's workers drop to `nobody`, which must reach the temp files here.
  fs.chmodSync(dir, 0o755);
  const certificate = path.join(dir, 'cert.pem');
  const certificateKey = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      certificateKey,
      '-out',
      certificate,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const ca = fs.readFileSync(certificate, 'utf8');
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const accessLog = path.join(dir, 'access.log');
  const site = path.join(dir, 'alinhavo.conf');
  fs.writeFileSync(
    site,
    renderConf(fs.readFileSync(SHIPPED_CONF, 'utf8'), {
      upstreams: opts.upstreams,
      httpPort,
      httpsPort,
      certificate,
      certificateKey,
      accessLog,
    }),
  );
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, mainConf(dir, site));
  const errorLog = path.join(dir, 'error.log');
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

  let out = '';
  const child: ChildProcess = spawn(
    NGINX_BIN,
    ['-p', dir, '-c', conf, '-e', errorLog, '-g', `daemon off; pid ${dir}/nginx.pid;`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  // A test run that dies must not leave nginx behind.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', orphan);
      resolve();
    }),
  );

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`o nginx saiu com ${child.exitCode}:\n${out}\n${read(errorLog)}`);
    const listening = await new Promise<boolean>((resolve) => {
      const s = net.connect(httpsPort, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`o nginx não ficou pronto:\n${out}\n${read(errorLog)}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }

  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: Infinity });
  const url = `https://127.0.0.1:${httpsPort}`;
  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca,
    request: (pathAndQuery, o = {}) =>
      new Promise<ProxyAnswer>((resolve, reject) => {
        const req = https.request(
          `${url}${pathAndQuery}`,
          {
            method: o.method ?? 'GET',
            headers: {
              ...(o.body !== undefined
                ? { 'content-length': String(Buffer.byteLength(o.body)) }
                : {}),
              ...o.headers,
            },
            agent,
            ...(o.localAddress ? { localAddress: o.localAddress } : {}),
            timeout: o.timeoutMs ?? 30_000,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', reject);
            res.on('end', () => {
              const body = Buffer.concat(chunks);
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body,
                json: <T>() => JSON.parse(body.toString('utf8')) as T,
              });
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error('sem resposta do nginx')));
        req.on('error', reject);
        req.end(o.body);
      }),
    served: () => {
      const counts = opts.upstreams.map(() => 0);
      for (const line of read(accessLog).split('\n')) {
        opts.upstreams.forEach((port, i) => {
          if (line.includes(`127.0.0.1:${port}`)) counts[i] = (counts[i] ?? 0) + 1;
        });
      }
      return counts;
    },
    accessLog: () => read(accessLog),
    errorLog: () => read(errorLog),
    async close() {
      agent.destroy();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
