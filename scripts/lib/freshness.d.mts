export function mtimeOf(file: string): number | undefined;
export function newestSourceTime(dirs: string[]): number;
export function installIsStale(root: string): boolean;
export function buildIsStale(outputFile: string, sourceDirs: string[]): boolean;
