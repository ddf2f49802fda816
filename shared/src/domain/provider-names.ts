// Provider names as shown (docs/product-rules.md, "Game visibility"): hyphens to spaces, title
// case, a few special cases.

/** Names that title case gets wrong. */
export const PROVIDER_NAME_EXCEPTIONS: Readonly<Record<string, string>> = {
  netent: 'NetEnt',
  'play-n-go': "Play'n GO",
  'elk-studios': 'ELK Studios',
  'big-time-gaming': 'Big Time Gaming',
  'no-limit-city': 'Nolimit City',
  igt: 'IGT',
  btg: 'BTG',
  isoftbet: 'iSoftBet',
  'pg-soft': 'PG Soft',
};

export function providerDisplayName(shortname: string): string {
  const key = shortname.trim().toLowerCase();
  const special = PROVIDER_NAME_EXCEPTIONS[key];
  if (special) return special;
  return key
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
