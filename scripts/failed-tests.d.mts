export interface Failure {
  name: string;
  error: string[];
}

export function vitestFailures(report: unknown): Failure[];
export function playwrightFailures(report: unknown): Failure[];
export function printFailures(label: string, failures: Failure[]): void;
