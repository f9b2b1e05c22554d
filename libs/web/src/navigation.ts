/**
 * How code outside React (the api client) changes the route. The shell registers its
 * router's navigate; without one, the browser loads the page.
 */
export type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(path, options);
  else if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
}
