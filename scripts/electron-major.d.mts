export function stableMajors(versions: readonly string[]): number[];
export function pinnedMajor(pinned: string | undefined): number;
export function electronSupport(
  pinned: string | undefined,
  versions: readonly string[],
): { major: number; supported: number[]; ok: boolean };
