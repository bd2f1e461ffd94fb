export function mockingTestFiles(root: string): string[];
