// A person's age from the date of birth they gave (YYYY-MM-DD), on the UTC calendar day of `now`.

const DOB_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date of a YYYY-MM-DD text as [year, month, day], or null when it is no real date. */
export function parseDob(text: string): [number, number, number] | null {
  const m = DOB_RE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d)
    return null;
  return [y, mo, d];
}

/** Whole years lived on the day of `now` (a birthday counts from its day); null for a bad date. */
export function ageOn(dob: string, now: number): number | null {
  const date = parseDob(dob);
  if (!date) return null;
  const [y, mo, d] = date;
  const today = new Date(now);
  const age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  return beforeBirthday ? age - 1 : age;
}
