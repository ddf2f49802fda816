import type { StorageLike } from '@parlor/shared';

/** Local storage key of the tournaments a visitor asked to be reminded of (this device only). */
export const REMINDERS_KEY = 'parlor:tournament-reminders';

export function readReminders(storage: StorageLike | null): Set<number> {
  try {
    const raw = storage?.getItem(REMINDERS_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((x): x is number => Number.isInteger(x)) : []);
  } catch {
    return new Set();
  }
}

export function addReminder(storage: StorageLike | null, id: number): Set<number> {
  const set = readReminders(storage);
  set.add(id);
  try {
    storage?.setItem(REMINDERS_KEY, JSON.stringify([...set]));
  } catch {
    // Storage full or refused: the button still shows the reminder for this page view.
  }
  return set;
}
