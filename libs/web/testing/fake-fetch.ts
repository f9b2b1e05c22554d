/** A fetch answering one status and body, recording each call (component tests). */
export function fakeFetch(status: number, body?: unknown): jest.Mock {
  const mock = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)),
    } as Response),
  );
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
