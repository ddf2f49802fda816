import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Fullscreen of an element with the Fullscreen API; where the browser refuses (iframes without
 * permission, old browsers) the page falls back to a fixed full-viewport layout.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [fallback, setFallback] = useState(false);
  const [native, setNative] = useState(false);

  useEffect(() => {
    const onChange = () =>
      setNative(Boolean(ref.current && document.fullscreenElement === ref.current));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  useEffect(() => {
    if (!fallback) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFallback(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallback]);

  const toggle = useCallback(() => {
    const el = ref.current;
    if (native) {
      void document.exitFullscreen?.().catch(() => setNative(false));
      return;
    }
    if (fallback) {
      setFallback(false);
      return;
    }
    if (el && typeof el.requestFullscreen === 'function') {
      el.requestFullscreen().then(
        () => setNative(true),
        () => setFallback(true),
      );
    } else {
      setFallback(true);
    }
  }, [ref, native, fallback]);

  return { fullscreen: native || fallback, fallback, toggle };
}
