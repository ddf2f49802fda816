import { useEffect, useState } from 'react';

/**
 * True once `ms` have passed since `start` first became true, and from then on. The clock belongs
 * to the component that calls this (the game page): what it renders meanwhile, an opened or
 * closed menu, a reloading frame, does not restart it.
 */
export function useDueAfter(start: boolean, ms: number): boolean {
  const [armed, setArmed] = useState(start);
  const [due, setDue] = useState(false);
  if (start && !armed) setArmed(true);

  useEffect(() => {
    if (!armed || due) return;
    const timer = setTimeout(() => setDue(true), ms);
    return () => clearTimeout(timer);
  }, [armed, due, ms]);

  return due;
}
