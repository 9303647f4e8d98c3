export interface RouteChunk {
  file: string;
  routes: string[];
  bytes: number;
  /** gzip -9 bytes */
  gzip: number;
}

export interface RouteChunkReport {
  /** Lazily loaded chunks holding a route module. */
  routeChunks: RouteChunk[];
  /** Route modules in a chunk index.html names (not lazy). */
  eagerRoutes: string[];
}

export const ROUTE_CHUNK_BUDGET_KB: number;
export function analyzeRouteChunks(distDir?: string): RouteChunkReport;
