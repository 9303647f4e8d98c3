import { useEffect, useState, type ComponentType } from 'react';
import { onFirstNotice } from './notify';

/**
 * The live region for notices. sonner loads in its own chunk with the first notice, off the
 * page's path to interactive; the prerendered shell has no notices to show.
 */
export function ToastRegion() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const stop = onFirstNotice(() => {
      void import('./toaster').then(({ default: loaded }) => {
        if (mounted) setToaster(() => loaded);
      });
    });
    return () => {
      mounted = false;
      stop();
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
