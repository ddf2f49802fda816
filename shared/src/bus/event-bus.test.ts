import { createEventBus, type EventBus } from './event-bus';

type TestEvents = {
  ping: { n: number };
  tick: void;
};

describe('createEventBus', () => {
  it('delivers payloads to every listener of an event', () => {
    const bus = createEventBus<TestEvents>();
    const a = jest.fn();
    const b = jest.fn();
    bus.on('ping', a);
    bus.on('ping', b);
    bus.emit('ping', { n: 1 });
    expect(a).toHaveBeenCalledWith({ n: 1 });
    expect(b).toHaveBeenCalledWith({ n: 1 });
  });

  it('emits void events without a payload', () => {
    const bus = createEventBus<TestEvents>();
    const listener = jest.fn();
    bus.on('tick', listener);
    bus.emit('tick');
    expect(listener).toHaveBeenCalledWith(undefined);
  });

  it('unsubscribes with the returned function and with off', () => {
    const bus = createEventBus<TestEvents>();
    const a = jest.fn();
    const b = jest.fn();
    const unsubscribe = bus.on('ping', a);
    bus.on('ping', b);
    unsubscribe();
    bus.off('ping', b);
    bus.emit('ping', { n: 2 });
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
    expect(bus.listenerCount('ping')).toBe(0);
  });

  it('calls a once listener a single time', () => {
    const bus = createEventBus<TestEvents>();
    const listener = jest.fn();
    bus.once('ping', listener);
    bus.emit('ping', { n: 1 });
    bus.emit('ping', { n: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ n: 1 });
  });

  it('lets a once listener be cancelled before it fires', () => {
    const bus = createEventBus<TestEvents>();
    const listener = jest.fn();
    const cancel = bus.once('ping', listener);
    cancel();
    bus.emit('ping', { n: 1 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('logs a throwing listener and still calls the others', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createEventBus<TestEvents>();
    const after = jest.fn();
    bus.on('ping', () => {
      throw new Error('broken remote');
    });
    bus.on('ping', after);
    expect(() => bus.emit('ping', { n: 3 })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ n: 3 });
    expect(errorSpy).toHaveBeenCalledTimes(1);
    errorSpy.mockRestore();
  });

  it('is safe when listeners unsubscribe others while emitting', () => {
    const bus = createEventBus<TestEvents>();
    const second = jest.fn();
    bus.on('ping', () => bus.off('ping', second));
    bus.on('ping', second);
    bus.emit('ping', { n: 1 });
    bus.emit('ping', { n: 2 });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does nothing when nobody listens, and clear removes listeners', () => {
    const bus = createEventBus<TestEvents>();
    expect(() => bus.emit('ping', { n: 0 })).not.toThrow();
    const listener = jest.fn();
    bus.on('ping', listener);
    bus.on('tick', listener);
    bus.clear('ping');
    expect(bus.listenerCount('ping')).toBe(0);
    expect(bus.listenerCount('tick')).toBe(1);
    bus.clear();
    expect(bus.listenerCount('tick')).toBe(0);
  });
});

/**
 * Compile-time checks, run by `tsc --build` (never called): each `@ts-expect-error` fails the
 * type check if the bus stops rejecting the line below it.
 */
export function payloadTypeChecks(bus: EventBus<TestEvents>): void {
  // @ts-expect-error a payload is required
  bus.emit('ping');
  // @ts-expect-error wrong payload shape
  bus.emit('ping', { n: 'one' });
  // @ts-expect-error an event the map does not name
  bus.emit('pong', {});
  // @ts-expect-error a listener receives the event's payload, not another shape
  bus.on('ping', (payload: { n: string }) => payload);
}
