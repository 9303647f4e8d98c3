import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDirectory } from '../images/art-sets';

/** Parses a JSON file shipped inside an installed npm package; callers narrow the result. */
export function readPackageJson(npmPackage: string, file: string): unknown {
  return JSON.parse(readFileSync(join(packageDirectory(npmPackage), file), 'utf8')) as unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
