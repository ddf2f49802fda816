import { addReminder, readReminders, REMINDERS_KEY } from './reminders';

describe('reminders', () => {
  it('keeps reminders in local storage and ignores garbage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    expect(readReminders(storage).size).toBe(0);
    addReminder(storage, 12);
    addReminder(storage, 12);
    expect([...readReminders(storage)]).toEqual([12]);
    store.set(REMINDERS_KEY, '{not json');
    expect(readReminders(storage).size).toBe(0);
    expect(readReminders(null).size).toBe(0);
  });
});
