// The person behind an e-mail address (docs/player-protection.md, "One person, one account per
// casino"): the same mailbox written another way is the same person, so a break or an exclusion
// cannot be escaped by a variant of the address.

// zero-width space, non-joiner, joiner, word joiner, byte-order mark, soft hyphen
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
// providers that ignore dots in the local part (and their other domain name)
const DOTLESS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The canonical form of an address: Unicode NFKC, invisible characters gone, trimmed, lower-cased,
 * trailing dots of the domain removed, a `+tag` removed, and the provider's dot rule applied where
 * it is known (Gmail). Not a validator: it answers something for any text.
 */
export function canonicalEmail(raw: string): string {
  const text = raw.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (Object.hasOwn(DOTLESS, domain)) {
    domain = DOTLESS[domain]!;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}
