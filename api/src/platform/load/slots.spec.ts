import { Slots, SlotsFull } from './slots';

/** A promise that resolves when told to: work that ends on cue. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('Slots', () => {
  it('runs at most `size` at a time, the rest in the order they came, and turns away those past the wait', async () => {
    const slots = new Slots(2, 3);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(i);
        await g.opened;
        running -= 1;
        return i;
      }),
    );
    await expect(slots.run(() => Promise.resolve('sixth'))).rejects.toBeInstanceOf(SlotsFull);
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    for (const g of [...gates].reverse()) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    // Every slot is free again: `size` run at once without waiting.
    expect(
      await Promise.all([slots.run(() => Promise.resolve('a')), slots.run(() => Promise.resolve('b'))]),
    ).toEqual(['a', 'b']);
  });

  it('frees the slot of work that fails', async () => {
    const slots = new Slots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(slots.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
