/** One of a queue's first due jobs, as a fair lane's claim reads it. */
export interface FairHead {
  id: number;
  queue: string | null;
  tenant: string | null;
  runAt: number;
}

/** Jobs of a queue and tenant running now (on any replica). */
export interface FairRunning {
  queue: string | null;
  tenant: string | null;
  count: number;
}

export interface FairLimits {
  /** Jobs of one queue running at once (a webhook endpoint's). */
  perQueue: number;
  /** Jobs of one tenant running at once, whatever their queues (a user's). */
  perTenant: number;
}

/**
 * Which due jobs a fair lane takes, in turns: the tenant served longest ago first, and within
 * it the queue served longest ago, one job at a time round the tenants until the runners are
 * full; a queue or tenant at its limit waits. So a tenant whose queues hold hundreds of jobs
 * (a receiver that never answers) takes at most `perTenant` runners, and another tenant's one
 * job goes next, not behind them. The turns are this replica's memory: another replica keeps
 * its own, and the limits, counted in the database, hold across them.
 */
export class FairTurns {
  /** When each tenant and queue last had a job taken (a counter, not a clock). */
  private readonly served = new Map<string, number>();
  private turn = 0;

  constructor(private readonly limits: FairLimits) {}

  /** The ids of up to `free` jobs of `heads` to take, in the order taken. */
  choose(free: number, heads: readonly FairHead[], running: readonly FairRunning[]): number[] {
    const inQueue = new Map<string, number>();
    const inTenant = new Map<string, number>();
    for (const r of running) {
      add(inQueue, queueKey(r.queue), r.count);
      add(inTenant, tenantKey(r.tenant), r.count);
    }
    const byTenant = new Map<string, FairHead[]>();
    for (const head of heads) {
      const list = byTenant.get(tenantKey(head.tenant));
      if (list) list.push(head);
      else byTenant.set(tenantKey(head.tenant), [head]);
    }
    const tenants = [...byTenant.keys()].sort((a, b) => this.lastServed(a) - this.lastServed(b));
    const taken: number[] = [];
    for (let progress = true; progress && taken.length < free;) {
      progress = false;
      for (const tenant of tenants) {
        if (taken.length >= free) break;
        if ((inTenant.get(tenant) ?? 0) >= this.limits.perTenant) continue;
        const head = this.nextOf(byTenant.get(tenant)!, inQueue);
        if (!head) continue;
        taken.push(head.id);
        add(inQueue, queueKey(head.queue), 1);
        add(inTenant, tenant, 1);
        this.served.set(tenant, ++this.turn);
        this.served.set(queueKey(head.queue), this.turn);
        progress = true;
      }
    }
    return taken;
  }

  /** The tenant's next job: of its queues with a free place, the one served longest ago (taken out of `heads`). */
  private nextOf(heads: FairHead[], inQueue: Map<string, number>): FairHead | undefined {
    let best = -1;
    for (let i = 0; i < heads.length; i += 1) {
      const queue = queueKey(heads[i].queue);
      if ((inQueue.get(queue) ?? 0) >= this.limits.perQueue) continue;
      if (best < 0 || this.lastServed(queue) < this.lastServed(queueKey(heads[best].queue))) best = i;
    }
    return best < 0 ? undefined : heads.splice(best, 1)[0];
  }

  private lastServed(key: string): number {
    return this.served.get(key) ?? 0;
  }
}

// Tenants and queues share the map: their keys are told apart by a prefix.
const queueKey = (queue: string | null) => `q:${queue ?? ''}`;
const tenantKey = (tenant: string | null) => `t:${tenant ?? ''}`;

const add = (counts: Map<string, number>, key: string, n: number) =>
  counts.set(key, (counts.get(key) ?? 0) + n);
