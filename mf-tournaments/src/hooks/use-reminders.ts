import { useCallback, useState } from 'react';
import { localStorageOrNull } from '@parlor/shared';
import { addReminder, readReminders } from '../domain/reminders';

/** Reminders kept on this device only (nothing is sent to the controller). */
export function useReminders() {
  const [reminders, setReminders] = useState(() => readReminders(localStorageOrNull()));
  const remind = useCallback((id: number) => {
    setReminders(new Set(addReminder(localStorageOrNull(), id)));
  }, []);
  return { reminders, remind };
}
