// Ends this browser's release preview: the site forgets its cookie, and a reload loads the
// casino's own releases again.
import { sessionStore, withBasePath } from '@parlor/shared';

const END_TIMEOUT_MS = 8000;

/** Resolves when the site has ended the preview; rejects when it could not. */
export async function endPreview(fetchImpl: typeof fetch = fetch): Promise<void> {
  const url = withBasePath('/api/preview/end', sessionStore.getState().config?.base_location);
  const res = await fetchImpl(url, {
    method: 'POST',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(END_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`preview end answered ${res.status}`);
}
