import type { Page, Route } from '@playwright/test';

/**
 * Makes one api call fail in the browser (page.route), to see what a screen shows when the
 * server is broken or refuses: something the running suite does not do on request. Every
 * other call of the page still reaches the real api.
 */

type ForcedStatus = 400 | 403 | 404 | 500 | 503;

/**
 * The api's one error body (docs/architecture.md, Conventions); without a message, as an unexpected failure
 * gives it.
 */
export function errorBody(statusCode: ForcedStatus, message?: string) {
  const error = {
    400: 'Bad Request',
    403: 'Forbidden',
    404: 'Not Found',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  }[statusCode];
  return message === undefined ? { statusCode, error } : { statusCode, message, error };
}

/**
 * Answers every `method` call to `url` (a glob) with `status` and its error body until the
 * page ends or `page.unroute(url)`. Resolves to the number of calls it failed so far. A 503
 * says Retry-After: 1, as the api's own 503 does (with its own wait).
 */
export async function forceFailure(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  status: ForcedStatus,
  message?: string,
): Promise<{ count: () => number }> {
  let count = 0;
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    count += 1;
    await route.fulfill({
      status,
      contentType: 'application/json',
      headers: status === 503 ? { 'Retry-After': '1' } : {},
      body: JSON.stringify(errorBody(status, message)),
    });
  });
  return { count: () => count };
}

/**
 * Holds `method` calls to `url` back until `release()` (to see a screen's busy state): the
 * journey looks at the busy state first, then lets the calls through to the real api (or
 * answers them with `answer`). Nothing depends on how long the machine takes meanwhile.
 */
export async function holdBack(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string | RegExp,
  answer?: (route: Route) => Promise<void>,
): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await (answer ? answer(route) : route.fallback());
  });
  return { release };
}
