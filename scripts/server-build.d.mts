export const serverDist: string;
export const serverEntry: string;
export function serverIsStale(): boolean;
export function ensureServerBuild(): Promise<boolean>;
