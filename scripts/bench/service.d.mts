export function freePort(): Promise<number>;
export function tempDatabasePath(label: string): string;

export class LocalService {
  constructor(options: {
    port: number;
    dbPath: string;
    apiKeys: string[];
    label?: string;
    siteDir?: string;
  });
  readonly port: number;
  readonly dbPath: string;
  readonly url: string;
  /** The last few kB of the service's stdout and stderr. */
  readonly output: string;
  start(timeoutMs?: number): Promise<this>;
  stop(): Promise<void>;
}
