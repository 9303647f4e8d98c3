import { notFound } from '../http/http-error';
import type { Repos } from '../repos';

/** A packageId the catalogue does not hold answers 404; a pack it holds, its list price. */
export function requireKnownPack(repos: Repos, packageId: number): number {
  const price = repos.catalogue.priceOf(packageId);
  if (price === undefined) throw notFound(`packageId ${packageId} is not a sticker pack`);
  return price;
}
