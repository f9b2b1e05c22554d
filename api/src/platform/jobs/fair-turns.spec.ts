import { FairTurns, type FairHead } from './fair-turns';

/** Heads as a claim reads them: `count` jobs per queue of each tenant, oldest first, ids in order. */
function heads(queues: Record<string, string[]>, perQueue = 2): FairHead[] {
  const list: FairHead[] = [];
  let id = 0;
  for (let place = 0; place < perQueue; place += 1)
    for (const [tenant, names] of Object.entries(queues))
      for (const queue of names) list.push({ id: (id += 1), queue, tenant, runAt: place });
  return list;
}

const queueOf = (all: FairHead[], ids: number[]) => ids.map((id) => all.find((h) => h.id === id)!.queue);

describe('FairTurns', () => {
  it('gives a tenant at most its share, and the next runner to another tenant’s job, however many it has', () => {
    const turns = new FairTurns({ perQueue: 2, perTenant: 4 });
    const due = heads({ a: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'], b: ['b1'] });
    const taken = queueOf(due, turns.choose(8, due, []));
    expect(taken.filter((q) => q!.startsWith('a'))).toHaveLength(4);
    expect(taken.filter((q) => q!.startsWith('b'))).toEqual(['b1', 'b1']);
  });

  it('counts what runs already, on any replica, against the limits', () => {
    const turns = new FairTurns({ perQueue: 1, perTenant: 2 });
    const due = heads({ a: ['a1', 'a2', 'a3'], b: ['b1'] });
    const running = [
      { queue: 'a1', tenant: 'a', count: 1 },
      { queue: 'a2', tenant: 'a', count: 1 },
    ];
    expect(queueOf(due, turns.choose(4, due, running))).toEqual(['b1']);
  });

  it('takes a tenant’s queues round in turn, not its oldest queue first', () => {
    const turns = new FairTurns({ perQueue: 1, perTenant: 1 });
    const served: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      // a1's jobs are the oldest every time: turns still go round the three queues.
      const due: FairHead[] = [
        { id: 1, queue: 'a1', tenant: 'a', runAt: 0 },
        { id: 2, queue: 'a2', tenant: 'a', runAt: 5 },
        { id: 3, queue: 'a3', tenant: 'a', runAt: 9 },
      ];
      served.push(...queueOf(due, turns.choose(1, due, [])).map(String));
    }
    expect(served).toEqual(['a1', 'a2', 'a3', 'a1', 'a2', 'a3']);
  });

  it('serves the tenant served longest ago first when runners are few', () => {
    const turns = new FairTurns({ perQueue: 2, perTenant: 4 });
    const due = heads({ a: ['a1', 'a2'], b: ['b1'], c: ['c1'] });
    const first = queueOf(due, turns.choose(1, due, []));
    const second = queueOf(due, turns.choose(1, due, []));
    const third = queueOf(due, turns.choose(1, due, []));
    expect(new Set([...first, ...second, ...third].map((q) => q![0]))).toEqual(new Set(['a', 'b', 'c']));
  });

  it('takes nothing when every queue with work is at its limit', () => {
    const turns = new FairTurns({ perQueue: 1, perTenant: 4 });
    const due = heads({ a: ['a1'] }, 3);
    expect(turns.choose(4, due, [{ queue: 'a1', tenant: 'a', count: 1 }])).toEqual([]);
  });
});
