import { describe, expect, it } from 'vitest';
import { createToastQueue, DEFAULT_DURATION_MS, MAX_VISIBLE } from './toast-queue.ts';

/** A hand-driven clock: timers run only when the test says so. */
function manualTimers() {
  let handle = 0;
  const pending = new Map<number, { run: () => void; ms: number }>();
  return {
    setTimer: (run: () => void, ms: number) => {
      pending.set(++handle, { run, ms });
      return handle;
    },
    clearTimer: (h: unknown) => void pending.delete(h as number),
    pending,
    runAll() {
      const due = [...pending.entries()];
      pending.clear();
      for (const [, timer] of due) timer.run();
    },
  };
}

const messages = (list: readonly { message: string }[]) => list.map((t) => t.message);

describe('toast queue', () => {
  it(`shows at most ${MAX_VISIBLE} toasts and lets the next one up when one leaves`, () => {
    const queue = createToastQueue(manualTimers());
    const ids = ['a', 'b', 'c', 'd', 'e'].map((message) => queue.show({ message }));
    expect(messages(queue.visible)).toEqual(['a', 'b', 'c']);
    expect(messages(queue.waiting)).toEqual(['d', 'e']);

    queue.dismiss(ids[1]!);
    expect(messages(queue.visible)).toEqual(['a', 'c', 'd']);
    expect(messages(queue.waiting)).toEqual(['e']);
  });

  it('does not queue the same message twice while it shows or waits', () => {
    const queue = createToastQueue(manualTimers());
    const first = queue.show({ message: 'Offline', kind: 'error' });
    expect(queue.show({ message: 'Offline', kind: 'error' })).toBe(first);
    expect(queue.visible).toHaveLength(1);
    // The same words as another kind, or with a code, are a different toast.
    queue.show({ message: 'Offline', kind: 'info' });
    queue.show({ message: 'Offline', kind: 'error', code: 599 });
    expect(queue.visible).toHaveLength(3);
  });

  it('lets info and success toasts leave after their duration, and keeps errors until dismissed', () => {
    const timers = manualTimers();
    const queue = createToastQueue(timers);
    queue.show({ message: 'Saved', kind: 'success' });
    const error = queue.show({ message: 'Payment failed', kind: 'error', code: 400 });
    expect([...timers.pending.values()].map((t) => t.ms)).toEqual([DEFAULT_DURATION_MS]);

    timers.runAll();
    expect(queue.visible).toEqual([{ id: error, message: 'Payment failed', kind: 'error', code: 400, duration: null }]);

    queue.dismiss(error);
    expect(queue.visible).toEqual([]);
  });

  it('starts a waiting toast’s timer only when it becomes visible', () => {
    const timers = manualTimers();
    const queue = createToastQueue(timers);
    for (const message of ['1', '2', '3']) queue.show({ message, kind: 'error' });
    queue.show({ message: '4', duration: 1000 });
    expect(timers.pending.size).toBe(0);
    queue.dismiss(queue.visible[0]!.id);
    expect([...timers.pending.values()].map((t) => t.ms)).toEqual([1000]);
  });

  it('pauses every timer while the shopper reads, and starts them again on resume', () => {
    const timers = manualTimers();
    const queue = createToastQueue(timers);
    queue.show({ message: 'Copied' });
    queue.pause();
    expect(timers.pending.size).toBe(0);
    queue.show({ message: 'Added' });
    expect(timers.pending.size).toBe(0);
    queue.resume();
    expect(timers.pending.size).toBe(2);
    timers.runAll();
    expect(queue.visible).toEqual([]);
  });

  it('tells subscribers what is visible after each change, and stops when they unsubscribe', () => {
    const queue = createToastQueue(manualTimers());
    const seen: string[][] = [];
    const stop = queue.subscribe((visible) => seen.push(messages(visible)));
    const id = queue.show({ message: 'Hello' });
    queue.dismiss(id);
    queue.dismiss(id);
    stop();
    queue.show({ message: 'Unheard' });
    expect(seen).toEqual([['Hello'], []]);
  });
});
