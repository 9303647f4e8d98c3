/**
 * Runs `task` once the page has loaded and the browser is idle, so work the first screen does not
 * need (the service worker, the saved cache) neither competes with it nor delays its input.
 */
export function afterFirstScreen(task: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 4000 });
    else setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
