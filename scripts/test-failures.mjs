// The failed tests of Vitest's and Playwright's JSON reports, one line each, for the closing lines of
// `npm test`: CI keeps only the tail of the output, so the names must be there.
import path from 'node:path';

/** The first line of an error message, without terminal colours, cut to fit a line. */
export function firstLine(message) {
  const line = String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim() !== '');
  return (line ?? '').trim().slice(0, 200);
}

/** Failed tests of Vitest's JSON report, and files that failed before any test ran. */
export function vitestFailures(report, root) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed)
      out.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      out.push(`${name}: ${firstLine(file.message)}`);
  }
  return out;
}

/** Journeys of Playwright's JSON report that failed, or passed only on a retry. */
export function playwrightFailures(report) {
  const out = [];
  const walk = (suite, parent) => {
    // The outermost suite is the file itself; describe() blocks nest below it.
    const titles = suite.title && suite.title !== suite.file ? [...parent, suite.title] : parent;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.find((r) => r.error)?.error?.message;
        const flaky = t.status === 'flaky' ? ' (passou só na nova tentativa)' : '';
        out.push(
          `[${t.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')}${flaky}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}
