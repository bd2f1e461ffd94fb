export const root: string;
export function rendererIsStale(): boolean;
export function ensureRendererBuild(): boolean;
export function newestMtime(p: string): number;
