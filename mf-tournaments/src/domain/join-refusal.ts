import { isControllerError } from '@parlor/shared';

// Why a join was refused, as the join dialog tells it (docs/tournaments.md, "Joining").

export type JoinRefusal = 'short_balance' | 'not_live' | 'login' | 'failed';

export function joinRefusal(error: unknown): JoinRefusal {
  if (!isControllerError(error)) return 'failed';
  if (error.code === 'insufficient_funds' || error.status === 402) return 'short_balance';
  if (error.code === 'not_live') return 'not_live';
  if (error.status === 401) return 'login';
  return 'failed';
}

/** The tournament page a guest lands on after logging in to join: the join opens there. */
export function joinPath(path: string): string {
  return `${path}?join=1`;
}
