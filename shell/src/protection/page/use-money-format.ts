import { useSessionStore, useUiStore, type Lang } from '@parlor/shared';

/** The player's language and currency (the live balances', else the player's, else the casino's). */
export function useMoneyContext(): { lang: Lang; currency: string } {
  const lang = useUiStore((s) => s.language);
  const currency = useSessionStore(
    (s) =>
      s.balances?.currency_code ??
      s.player?.balances?.currency_code ??
      s.player?.currency_code ??
      s.config?.currency ??
      'USD',
  );
  return { lang, currency };
}
