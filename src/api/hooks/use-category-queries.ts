import { useQuery } from '@tanstack/react-query';
import { categoryQueries } from '../queries/categories';

/** M14: category names. */
export function useCategories() {
  return useQuery(categoryQueries.list());
}
