/**
 * EventSource for component tests (jsdom has none): records each stream the screen opens,
 * and lets the test send it events or break it, as the api and the network would.
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
    queueMicrotask(() => this.onopen?.());
  }

  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** The server sends an event of this type with JSON data. */
  emit(type: string, data: unknown): void {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The connection breaks. */
  fail(): void {
    this.onerror?.();
  }

  static install(): void {
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  }

  static get latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no stream was opened');
    return source;
  }
}
