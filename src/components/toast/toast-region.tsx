import { useEffect, useState, type ComponentType } from 'react';
import { onNotice } from './notify';

/** Calls `callback` once the page has loaded (its first images included); returns a cancel. */
function afterPageLoad(callback: () => void): () => void {
  let timer: number | undefined;
  const schedule = () => {
    timer = window.setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
  };
}

/**
 * The live region for notices. sonner loads in its own chunk, off the path to the page's
 * first tiles: once the page has loaded, or with a notice that comes sooner. A notice about a lost
 * connection then finds it already there. The prerendered shell has no notices to show.
 */
export function ToastRegion() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./toaster').then(
        ({ default: loaded }) => {
          if (mounted) setToaster(() => loaded);
        },
        // Offline: the next notice or a later visit tries again.
        () => {
          loading = false;
        },
      );
    };
    const stopOnNotice = onNotice(load);
    const stopAfterLoad = afterPageLoad(load);
    return () => {
      mounted = false;
      stopOnNotice();
      stopAfterLoad();
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
