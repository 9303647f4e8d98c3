import { clsx, type ClassValue } from 'clsx';

// tailwind-merge would cost ~9 kB gzip in the first load; components avoid conflicting classes instead.
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
