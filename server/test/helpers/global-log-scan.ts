import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { describeLeaks, scanRun } from './log-scan';

// The ProvidedContext entry 'logScanDir' is declared beside its reader.
import type {} from './log-capture';

/**
 * The log scan: after the whole server suite, every line every test app logged is searched
 * for the passwords, tokens and codes the tests made, any JWT, reset links and valid CPFs. A hit
 * fails the run (the exit code; Vitest prints the error) with the secret itself blanked out.
 */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(
    path.join(os.tmpdir(), `alinhavo-logscan-${project.name.replace(/\W/g, '-')}-`),
  );
  project.provide('logScanDir', dir);
  return () => {
    const leaks = scanRun(dir);
    if (leaks.length === 0) {
      fs.rmSync(dir, { recursive: true, force: true });
      return;
    }
    process.exitCode = 1;
    const message = `[${project.name}] varredura dos logs: ${describeLeaks(leaks)}\n  (arquivos em ${dir})`;
    console.error(message);
    throw new Error(message);
  };
}
