// The events of Parlor and the one bus every app shares (@parlor/shared is a federation singleton).
import type { Favorite, NotificationName } from '../types/entities';
import { createEventBus } from './event-bus';

/** Payload of events that carry nothing: emit('balance:refresh') or emit('livechat:open', {}). */
export type EmptyPayload = Record<string, never> | void;

export type ParlorEvents = {
  /**
   * open the login prompt; after login go to `redirect`, when it is closed without one go to
   * `dismissTo` (both same-site paths, see safeRedirect)
   */
  'auth:login-required': { redirect?: string; dismissTo?: string };
  'auth:changed': { loggedIn: boolean };
  notify: { kind: NotificationName; gameslug?: string };
  'favorites:changed': { favorites: Favorite[] };
  'balance:refresh': EmptyPayload;
  'modal:open': { id: string; props?: Record<string, unknown> };
  /** without an id: the top-most modal */
  'modal:close': { id?: string };
  'search:open': { query?: string };
  'livechat:open': EmptyPayload;
};

export type ParlorEventName = keyof ParlorEvents;

export const parlorBus = createEventBus<ParlorEvents>();
