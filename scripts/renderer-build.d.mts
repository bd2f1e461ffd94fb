export const root: string;
export function rendererIsStale(): boolean;
export function ensureRendererBuild(): boolean;
