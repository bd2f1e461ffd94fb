import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import { registerSecret, setSecretSink, type Secret } from '@alinhavo/test-support/secrets';
import { codeFrom, resetCodeFrom, type CapturedMail } from '@alinhavo/test-support/smtp-capture';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's app logs and registered secrets are written (./global-log-scan.ts). */
    logScanDir: string;
  }
}

/**
 * Where this run's logs and secrets go for the scan at the end (./global-log-scan.ts). Every app
 * a server test builds writes its log through `captureLog`, and every secret the builders or the
 * SMTP catcher see is appended to this worker's secrets file.
 */
export const runDir = (() => {
  try {
    return inject('logScanDir');
  } catch {
    return undefined; // outside a Vitest worker of the server projects
  }
})();

if (runDir) {
  const file = path.join(runDir, `secrets-${process.pid}.jsonl`);
  setSecretSink((secret: Secret) => fs.appendFileSync(file, `${JSON.stringify(secret)}\n`));
}

let apps = 0;
/** A name for one app's log, unique in the run (workers are processes). */
export const newLogScope = () => `${process.pid}-${++apps}`;

/**
 * The stream an app's logger writes to: each line kept in `lines` (for the test's own checks) and
 * appended to the run's file for `scope`, synchronously, so a worker that exits loses nothing.
 */
export function captureLog(
  lines: string[] = [],
  scope = newLogScope(),
  dir: string | undefined = runDir,
): Writable {
  const file = dir ? path.join(dir, `app-${scope}.log`) : undefined;
  return new Writable({
    write(chunk: Buffer, _enc, cb) {
      const text = chunk.toString();
      lines.push(text);
      if (file) fs.appendFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
      cb();
    },
  });
}

/** A child server's stdout and stderr into the run's scan, like an in-process app's log. */
export function scanChildOutput(child: {
  stdout: NodeJS.ReadableStream | null;
  stderr: NodeJS.ReadableStream | null;
}): void {
  const scanned = captureLog();
  child.stdout?.on('data', (d: Buffer) => scanned.write(d));
  child.stderr?.on('data', (d: Buffer) => scanned.write(d));
}

/** The codes an e-mail carries, which can then only leak into the log of the app that sent it. */
export function registerMailSecrets(mail: CapturedMail, scope: string): void {
  registerSecret('code', codeFrom(mail), scope);
  const reset = resetCodeFrom(mail);
  if (reset) {
    registerSecret('reset', reset);
    registerSecret('reset', decodeURIComponent(reset));
  }
}
