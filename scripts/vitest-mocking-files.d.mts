export function mockingTestFiles(root: string, dirs?: string[]): string[];
