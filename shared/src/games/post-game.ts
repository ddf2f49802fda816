// The post-game balance check around a real-money game: arm the flag with the balance when the
// game starts; when it ends, re-read the balance, update the session store, ask the shell to
// refresh, and raise the notifications of the domain rule (the shell renders the toasts). The
// game page runs it when the player leaves; the shell runs it after a reload that left it armed.
import { parlorBus } from '../bus/parlor-events';
import {
  armBalanceCheck,
  postGameBalanceCheck,
  takeBalanceCheck,
  type BalanceNotification,
} from '../domain/post-game-check';
import { getApi } from '../runtime/parlor-runtime';
import { sessionStore } from '../stores/session-store';

export async function armPostGameCheck(): Promise<void> {
  try {
    const balances = await getApi().getBalance();
    if (!balances) return;
    sessionStore.getState().setBalances(balances);
    armBalanceCheck(balances.balance);
  } catch (error) {
    console.error('balance before the game could not be read', error);
  }
}

export async function runPostGameCheck(gameslug: string): Promise<BalanceNotification[]> {
  const previous = takeBalanceCheck();
  if (previous === null) return [];
  try {
    const balances = await getApi().getBalance();
    const session = sessionStore.getState();
    if (balances) session.setBalances(balances);
    parlorBus.emit('balance:refresh');
    const { notifications } = postGameBalanceCheck({
      validate: true,
      previous,
      next: balances?.balance ?? null,
      environment: session.config?.environment ?? 'local',
    });
    for (const kind of notifications) parlorBus.emit('notify', { kind, gameslug });
    return notifications;
  } catch (error) {
    console.error('balance after the game could not be read', error);
    return [];
  }
}
