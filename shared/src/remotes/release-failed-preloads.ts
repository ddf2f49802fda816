// Chromium answers a later request for a URL whose `<link rel="preload">` failed with that same
// failure, until one request has used the preload up. The page hints a remote's entry and its
// first screen's files; when the remote is down they all fail, and only the entry is asked for
// by the failed load. So after a remote failed to load, its remaining hints are used up here (each
// by a request of its own kind, answered at once from the failed preload), and the outlet's Retry
// then asks the network afresh.

/** Uses up the page's preload hints for files under `base` (a remote's folder) and drops them. */
export function releaseFailedPreloads(base: string): void {
  if (typeof document === 'undefined') return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if (!link.href.startsWith(base)) continue;
    link.remove();
    if (link.as === 'script') {
      const script = document.createElement('script');
      script.src = link.href;
      script.onload = script.onerror = () => script.remove();
      document.head.append(script);
    } else if (link.as === 'style') {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = link.href;
      sheet.onload = sheet.onerror = () => sheet.remove();
      document.head.append(sheet);
    } else if (link.as === 'fetch') {
      fetch(link.href, { mode: 'cors', credentials: 'same-origin' }).catch(() => undefined);
    }
  }
}
