import { useEffect, useState } from 'react';
import { sanitiseOperatorHtml } from '@parlor/shared';

/**
 * The operator's copy (the campaign description, the success message), which may be HTML: shown
 * through the site's one sanitiser policy (no scripts, handlers, styles, frames or forms), and
 * only once sanitised.
 */
export function OperatorCopy({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    sanitiseOperatorHtml(html).then(
      (out) => live && setClean({ from: html, html: out }),
      (error: unknown) => console.error('free spins: the operator copy could not be shown', error),
    );
    return () => {
      live = false;
    };
  }, [html]);
  if (!clean || clean.from !== html || !clean.html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
