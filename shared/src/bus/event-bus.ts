// A small typed event bus for events between the shell and the remotes (state lives in stores).

export type Listener<P> = (payload: P) => void;

/** Payload argument: optional when the event's payload type admits undefined (void events). */
export type PayloadArgs<P> = undefined extends P ? [payload?: P] : [payload: P];

export interface EventBus<Events extends object> {
  /** Subscribes; returns the unsubscribe function. */
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void;
  /** Subscribes for the next emit only. */
  once<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void;
  off<K extends keyof Events>(type: K, listener: Listener<Events[K]>): void;
  emit<K extends keyof Events>(type: K, ...args: PayloadArgs<Events[K]>): void;
  /** Number of listeners of one event (tests, diagnostics). */
  listenerCount(type: keyof Events): number;
  /** Removes every listener of one event, or of all events. */
  clear(type?: keyof Events): void;
}

export function createEventBus<Events extends object>(): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();

  function off<K extends keyof Events>(type: K, listener: Listener<Events[K]>): void {
    const set = listeners.get(type);
    if (!set) return;
    set.delete(listener as Listener<never>);
    if (set.size === 0) listeners.delete(type);
  }

  function on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void {
    let set = listeners.get(type);
    if (!set) {
      set = new Set();
      listeners.set(type, set);
    }
    set.add(listener as Listener<never>);
    return () => off(type, listener);
  }

  function once<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void {
    const wrapper: Listener<Events[K]> = (payload) => {
      off(type, wrapper);
      listener(payload);
    };
    return on(type, wrapper);
  }

  function emit<K extends keyof Events>(type: K, ...args: PayloadArgs<Events[K]>): void {
    const set = listeners.get(type);
    if (!set) return;
    // Copy: listeners may unsubscribe (once) or subscribe while we iterate.
    for (const listener of [...set]) {
      try {
        (listener as Listener<Events[K] | undefined>)(args[0]);
      } catch (error) {
        // One broken subscriber (often in another remote) must not silence the others.
        console.error(`Event bus: a listener of "${String(type)}" failed`, error);
      }
    }
  }

  return {
    on,
    once,
    off,
    emit,
    listenerCount: (type) => listeners.get(type)?.size ?? 0,
    clear: (type) => {
      if (type === undefined) listeners.clear();
      else listeners.delete(type);
    },
  };
}
