// Which Electron majors still get security fixes: the latest three stable majors (Electron's
// support policy). Pure, so the CI check and its test share it.

/** Majors that have at least one stable release (no -alpha, -beta or -nightly), newest first. */
export function stableMajors(versions) {
  const majors = new Set();
  for (const version of versions) {
    const match = /^(\d+)\.\d+\.\d+$/.exec(version);
    if (match) majors.add(Number(match[1]));
  }
  return [...majors].sort((a, b) => b - a);
}

/** The major of a pinned version such as "45.4.1" (a range like "^45.4.1" is refused). */
export function pinnedMajor(pinned) {
  const match = /^(\d+)\.\d+\.\d+$/.exec(pinned ?? '');
  if (!match) throw new Error(`electron deve ser fixado numa versão exata, não "${pinned}"`);
  return Number(match[1]);
}

/** Whether `pinned` is in the latest three stable majors of `versions`. */
export function electronSupport(pinned, versions) {
  const major = pinnedMajor(pinned);
  const supported = stableMajors(versions).slice(0, 3);
  if (supported.length === 0) throw new Error('o registro não listou nenhuma versão estável');
  return { major, supported, ok: supported.includes(major) };
}
