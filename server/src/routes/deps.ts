import type { Repos } from '../repos';

export interface RouteDeps {
  repos: Repos;
  now: () => Date;
}
