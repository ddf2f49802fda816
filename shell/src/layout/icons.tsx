// Menu icons by the config's icon names: text glyphs, decorative (the label names the entry).
const GLYPHS: Record<string, string> = {
  home: '⌂',
  slots: '🎰',
  cards: '🂡',
  poker: '♠',
  live: '●',
  star: '★',
  grid: '▦',
  jackpot: '💰',
  gift: '🎁',
  trophy: '🏆',
  providers: '◈',
  crown: '♛',
  bank: '🏦',
  mail: '✉',
  document: '📄',
  wallet: '👛',
  user: '👤',
  search: '🔍',
  heart: '♥',
  spark: '✦',
  chat: '💬',
  menu: '☰',
  logout: '⎋',
  lock: '🔒',
};

export function Icon({ name }: { name: string }) {
  return (
    <span className="icon" aria-hidden="true">
      {GLYPHS[name] ?? '•'}
    </span>
  );
}
