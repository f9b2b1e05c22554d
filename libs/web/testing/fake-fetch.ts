/** A fetch answering one status, body and headers, recording each call (component tests). */
export function fakeFetch(status: number, body?: unknown, headers: Record<string, string> = {}): jest.Mock {
  const mock = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(headers),
      text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)),
    } as Response),
  );
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers fetch calls by "METHOD /path"; anything else is a 404. Returns the calls made. */
export function fakeApi(replies: Record<string, FakeReply>) {
  const mock = jest.fn((url: string, init?: RequestInit): Promise<Response> => {
    const reply = replies[`${init?.method ?? 'GET'} ${url}`] ?? { status: 404, body: { statusCode: 404 } };
    const status = reply.status ?? 200;
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(reply.headers),
      json: () => Promise.resolve(reply.body),
      text: () => Promise.resolve(reply.body === undefined ? '' : JSON.stringify(reply.body)),
      blob: () => Promise.resolve(new Blob([reply.body === undefined ? '' : JSON.stringify(reply.body)])),
    } as Response);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The JSON body a recorded fetch call sent. */
export function sentBody(mock: jest.Mock, index = 0): unknown {
  const init = (mock.mock.calls[index] as [string, RequestInit])[1];
  return JSON.parse(init.body as string);
}
