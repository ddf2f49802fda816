import { useEffect } from 'react';
import { useSessionStore } from '@parlor/shared';

/** The tab's title while a shell page is shown ("Responsible gaming · Casino"), restored after. */
export function useDocumentTitle(title: string): void {
  const casino = useSessionStore((s) => s.config?.casino_name);
  useEffect(() => {
    const before = document.title;
    document.title = casino ? `${title} · ${casino}` : title;
    return () => {
      document.title = before;
    };
  }, [title, casino]);
}
