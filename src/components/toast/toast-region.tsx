import { useEffect, useState, type ComponentType } from 'react';

/**
 * The live region for notices. sonner loads in its own chunk once the page has mounted, off the
 * first page's path; the prerendered shell has no notices to show.
 */
export function ToastRegion() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./toaster').then(({ default: loaded }) => {
      if (mounted) setToaster(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
