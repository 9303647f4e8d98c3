export interface ChunkSize {
  file: string;
  gzip: number;
}

export interface RouteChunk extends ChunkSize {
  routes: string[];
  bytes: number;
}

export interface BundleReport {
  entry: string;
  /** The chunk holding the route served at `/`, or null when routes are in the entry. */
  firstRoute: string | null;
  firstLoadFiles: ChunkSize[];
  firstLoadGzip: number;
  routeChunks: RouteChunk[];
  /** Route modules bundled into the entry or its modulepreloads (not lazy). */
  eagerRoutes: string[];
}

export const budgets: { firstLoadKb: number; routeChunkKb: number };
export function kb(bytes: number): number;
export function analyzeBundle(distDir?: string): BundleReport;
