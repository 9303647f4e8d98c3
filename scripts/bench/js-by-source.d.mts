export function repositoryPath(source: string): string;
export function gzipBySource(code: string, mapText: string): { source: string; gzip: number }[];
