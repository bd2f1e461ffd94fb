export function mockingTestFiles(root: string, dirs?: string[]): string[];
export function missingFiles(root: string, files: string[]): string[];
export function modalStubFiles(root: string, files: string[]): string[];
