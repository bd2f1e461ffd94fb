import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's only account; it checks every signature against this secret. */
const KEY = 'S3RVER';

export interface LocalS3 {
  /** STORAGE_URL for the app. */
  url: string;
  /** Every request the server received, as `METHOD /path?query`. */
  requests: string[];
  /** The keys the bucket lists (ListObjectsV2 through the SDK, as any client would see). */
  objects(): Promise<string[]>;
  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads(): string[];
  /** Stops answering (an outage) until `start()`; open connections are cut. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a random port and a temp directory. s3rver does not
 * implement AbortMultipartUpload (it answers 405), so that one request is answered here the way
 * S3 does: the upload's parts are dropped and 204 goes back.
 */
export async function startLocalS3(bucket = 'alinhavo-anexos'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-s3-'));
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const uploadId = new URL(req.url ?? '/', 'http://s3').searchParams.get('uploadId');
    if (req.method === 'DELETE' && uploadId && /^[0-9a-f]+$/.test(uploadId)) {
      fs.rmSync(path.join(uploadsDir, uploadId), { recursive: true, force: true });
      res.writeHead(204).end();
      return;
    }
    handle(req, res);
  });
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) =>
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    url: `s3://${KEY}:${KEY}@127.0.0.1:${port}/${bucket}?tls=false`,
    requests,
    async objects() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    openUploads: () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []),
    stop,
    start,
    async close() {
      client.destroy();
      if (server.listening) await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
