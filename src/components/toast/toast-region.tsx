import { useEffect, useState, type ComponentType } from 'react';
import { onNotice } from './notify';

/** Calls `callback` a while after the page's load event, when its own loading is done. */
function whenIdleAfterLoad(callback: () => void): () => void {
  let timer: number | undefined;
  const schedule = () => {
    timer = window.setTimeout(callback, 2000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
  };
}

/**
 * The live region for notices. sonner loads in its own chunk, off the page's path to
 * interactive: with the first notice, or two seconds after the page has loaded, so that a notice
 * about a lost connection finds it already there. The prerendered shell has no notices to show.
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
    const stopWhenIdle = whenIdleAfterLoad(load);
    return () => {
      mounted = false;
      stopOnNotice();
      stopWhenIdle();
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
