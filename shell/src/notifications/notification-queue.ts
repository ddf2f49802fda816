// The notification queue (docs/product-rules.md, "Notifications and timings"): one toast at a time,
// oldest first, each shown for 7.2 s; a notification equal to one still pending is not queued
// twice.
import { type NotificationEntry, type NotificationName } from '@parlor/shared/host';

export const NOTIFICATION_DISMISS_MS = 7200;
export const NOTIFICATION_KINDS: readonly NotificationName[] = [
  'win',
  'lose',
  'lowbalance',
  'favorite_add',
];

export interface IncomingNotification {
  kind: unknown;
  gameslug?: unknown;
}

/** Whether a `notify` event should join the queue. */
export function acceptNotification(
  queue: readonly Pick<NotificationEntry, 'kind' | 'gameslug'>[],
  incoming: IncomingNotification,
): incoming is { kind: NotificationName; gameslug?: string } {
  if (!NOTIFICATION_KINDS.includes(incoming.kind as NotificationName)) return false;
  if (incoming.gameslug !== undefined && typeof incoming.gameslug !== 'string') return false;
  return !queue.some((n) => n.kind === incoming.kind && n.gameslug === incoming.gameslug);
}

/** The toast on screen: the oldest pending notification. */
export function visibleNotification<T>(queue: readonly T[]): T | null {
  return queue[0] ?? null;
}
