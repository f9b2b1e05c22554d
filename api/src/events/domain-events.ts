import { Global, Injectable, Module } from '@nestjs/common';
import { EventEmitter } from 'node:events';

/** What other modules need to hear about: a code changed or went away, a user went away. */
export interface DomainEventMap {
  /** A code was created, edited, paused, reassigned or deleted. */
  'qrcode.changed': { uuid: string };
  /** A user was deleted (their codes went with them) or their plan changed. */
  'user.changed': { userId: number };
  /** Application settings were saved (the Free Trial's limits among them). */
  'settings.changed': Record<string, never>;
}

/** In-process events between modules, so a writer need not know who listens. */
@Injectable()
export class DomainEvents {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof DomainEventMap>(name: K, event: DomainEventMap[K]): void {
    this.emitter.emit(name, event);
  }

  on<K extends keyof DomainEventMap>(name: K, listener: (event: DomainEventMap[K]) => void): void {
    this.emitter.on(name, listener);
  }
}

@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class EventsModule {}
