import fs from 'node:fs';
import path from 'node:path';
import type { Secret, SecretKind } from '@alinhavo/test-support/secrets';

/**
 * The server suite's log scan: every line any test app wrote, searched for the
 * secrets the builders and the SMTP catcher registered, for any JWT, for a reset link with its
 * code and for CPFs with valid check digits. Files of one run's folder:
 * `app-<scope>.log` (one test app's lines) and `secrets-<pid>.jsonl` (one worker's secrets).
 */
export interface Leak {
  kind: SecretKind | 'jwt' | 'cpf' | 'reset-link';
  file: string;
  /** The offending line with the secret replaced, safe to print. */
  line: string;
}

/**
 * A CPF with or without its mask, not part of a longer run of letters or digits, nor a part of a
 * decimal number (a fuzzed query's -52998224725.0546 is a number, not a person's document).
 */
const CPF_LIKE = /(?<![0-9A-Za-z]|\d\.)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![0-9A-Za-z]|\.\d)/g;
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{10,}/g;
const RESET_LINK = /[?&]code=(?!\[REDACTED\])[A-Za-z0-9_%-]{10,}/g;
/** JSON numbers (pid, time, responseTime, ports): never a secret, often an 11-digit lookalike. */
const JSON_NUMBER = /":-?\d+(?:\.\d+)?(?:e[+-]?\d+)?(?=[,}\]])/g;

export function validCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(digits[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return (rest === 10 ? 0 : rest) === Number(digits[len]);
  };
  return check(9) && check(10);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Too short to tell from ordinary text: a builder's password is longer than this. */
const MIN_LENGTH: Record<SecretKind, number> = { password: 8, token: 16, code: 5, reset: 16 };

/** Tokens and reset codes are made of these: found by looking each such run up in a map. */
const WORDY = /^[A-Za-z0-9_.-]+$/;
const RUN = /[A-Za-z0-9_.-]{16,}/g;

/**
 * One pass per line whatever the number of secrets (a whole suite registers thousands of
 * tokens): tokens are looked up by the runs of token characters in the line; passwords and codes
 * (few distinct values) go into one alternation each. Codes only count standing alone, never
 * inside a longer word or number.
 */
function matcher(secrets: readonly Secret[]) {
  const byValue = new Map<string, SecretKind>();
  const alternatives: Record<'code' | 'other', string[]> = { code: [], other: [] };
  for (const s of dedupe(secrets)) {
    if (s.value.length < MIN_LENGTH[s.kind]) continue;
    if (s.kind !== 'code' && s.kind !== 'password' && WORDY.test(s.value)) {
      byValue.set(s.value, s.kind);
      continue;
    }
    const forms = [s.value, encodeURIComponent(s.value), JSON.stringify(s.value).slice(1, -1)];
    for (const form of new Set(forms)) {
      byValue.set(form, s.kind);
      alternatives[s.kind === 'code' ? 'code' : 'other'].push(escape(form));
    }
  }
  // Longest first: a password that contains another one is reported whole.
  const join = (xs: string[]) => xs.sort((a, b) => b.length - a.length).join('|');
  return {
    byValue,
    other: alternatives.other.length ? new RegExp(join(alternatives.other), 'g') : undefined,
    code: alternatives.code.length
      ? new RegExp(`(?<![0-9A-Za-z])(?:${join(alternatives.code)})(?![0-9A-Za-z])`, 'g')
      : undefined,
  };
}

export function findLeaks(
  lines: Iterable<string>,
  secrets: readonly Secret[],
  file = 'log',
): Leak[] {
  const m = matcher(secrets);
  const leaks: Leak[] = [];
  for (const raw of lines) {
    if (!raw) continue;
    let line = raw.replace(JSON_NUMBER, '":#');
    const kinds = new Set<Leak['kind']>();
    const hide = (re: RegExp | undefined, kindOf: (match: string) => Leak['kind'] | undefined) => {
      if (!re) return;
      line = line.replace(re, (match) => {
        const kind = kindOf(match);
        if (!kind) return match;
        kinds.add(kind);
        return `[VAZOU:${kind}]`;
      });
    };
    hide(JWT, () => 'jwt');
    hide(RESET_LINK, () => 'reset-link');
    // A refresh token is `<session id>.<secret>`: the run, or any part of it, may be registered.
    hide(
      RUN,
      (run) =>
        m.byValue.get(run) ??
        run
          .split('.')
          .map((part) => m.byValue.get(part))
          .find(Boolean),
    );
    hide(m.other, (match) => m.byValue.get(match));
    hide(m.code, (match) => m.byValue.get(match));
    hide(CPF_LIKE, (match) => (validCpf(match.replace(/\D/g, '')) ? 'cpf' : undefined));
    for (const kind of kinds) leaks.push({ kind, file, line: line.slice(0, 2000) });
  }
  return leaks;
}

function dedupe(secrets: readonly Secret[]): Secret[] {
  const seen = new Map<string, Secret>();
  for (const s of secrets) seen.set(`${s.kind}\u0000${s.value}`, s);
  return [...seen.values()];
}

/** Scans one run's folder: each app's lines against the unscoped secrets and its own. */
export function scanRun(dir: string): Leak[] {
  if (!fs.existsSync(dir)) return [];
  const names = fs.readdirSync(dir);
  const secrets: Secret[] = [];
  for (const name of names.filter((n) => n.startsWith('secrets-'))) {
    for (const row of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (row) secrets.push(JSON.parse(row) as Secret);
    }
  }
  const global = secrets.filter((s) => !s.scope);
  const byScope = new Map<string, Secret[]>();
  for (const s of secrets) if (s.scope) byScope.set(s.scope, [...(byScope.get(s.scope) ?? []), s]);
  const leaks: Leak[] = [];
  for (const name of names.filter((n) => n.startsWith('app-') && n.endsWith('.log'))) {
    const scope = name.slice('app-'.length, -'.log'.length);
    const lines = fs.readFileSync(path.join(dir, name), 'utf8').split('\n');
    leaks.push(...findLeaks(lines, [...global, ...(byScope.get(scope) ?? [])], name));
  }
  return leaks;
}

export function describeLeaks(leaks: readonly Leak[], max = 20): string {
  const shown = leaks
    .slice(0, max)
    .map((l) => `  [${l.kind}] ${l.file}: ${l.line}`)
    .join('\n');
  const more = leaks.length > max ? `\n  … e mais ${leaks.length - max}` : '';
  return `${leaks.length} linha(s) de log com segredo:\n${shown}${more}`;
}
