import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { parseRoute, routeDescription, routeTitle, type Route } from './routes.js';
import { relativePath, resolveHref } from './app-base.js';

/**
 * Keeps its host's `route` in step with the address bar: same-origin link clicks inside the app
 * are handled without a page load, back/forward work, and the document title and description
 * follow the route. Matching is done by the pure `parseRoute`.
 */
export class RouterController implements ReactiveController {
  route: Route;
  private readonly host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.host = host;
    this.route = this.read();
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('popstate', this.handlePopState);
    document.addEventListener('click', this.handleClick);
    this.sync();
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.handlePopState);
    document.removeEventListener('click', this.handleClick);
  }

  /** Goes to a route href (relative to the app base). */
  navigate(href: string, options: { replace?: boolean } = {}): void {
    const url = resolveHref(href);
    if (options.replace) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
    this.route = this.read();
    this.sync();
    if (!options.replace) window.scrollTo(0, 0);
    this.host.requestUpdate();
  }

  private read(): Route {
    const path = relativePath(location);
    if (path === null) {
      return {
        page: 'not-found',
        path: location.pathname,
        reason: 'This address is outside the app.',
      };
    }
    return parseRoute(path, location.search);
  }

  private sync(): void {
    document.title = routeTitle(this.route);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', routeDescription(this.route));
  }

  private readonly handlePopState = (): void => {
    this.route = this.read();
    this.sync();
    this.host.requestUpdate();
  };

  private readonly handleClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event
      .composedPath()
      .find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement);
    if (!anchor?.href || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin) return;
    const path = relativePath(url);
    if (path === null || /\.[a-z0-9]+$/i.test(path)) return; // files (manifest, JSON exports) load normally
    event.preventDefault();
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    history.pushState(null, '', url);
    this.route = this.read();
    this.sync();
    window.scrollTo(0, 0);
    this.host.requestUpdate();
  };
}
