import { formatMoney, useSessionStore, useUiStore } from '@parlor/shared';

/** The player's real balance as shown everywhere in the shell: live balances, else the player's. */
export function useBalanceText(): string {
  const currency = useSessionStore((s) => s.config?.currency ?? 'USD');
  const balance = useSessionStore((s) => s.balances ?? s.player?.balances ?? null);
  const language = useUiStore((s) => s.language);
  return formatMoney(balance?.balance ?? null, balance?.currency_code ?? currency, language);
}
