import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { parseRoute, routeDescription, routeTitle, type Route } from './routes.js';
import { relativePath, resolveHref } from './app-base.js';

/**
 * Asked before the app leaves the current page for another: true lets it go now; false holds it
 * (the host asks the player) and `proceed` finishes the move later, if the player agrees.
 */
export type LeaveGuard = (proceed: () => void) => boolean;

/** This router's place in the tab's history, kept in `history.state`. */
const indexOf = (state: unknown): number =>
  typeof state === 'object' &&
  state !== null &&
  'hsIndex' in state &&
  typeof state.hsIndex === 'number'
    ? state.hsIndex
    : 0;

/** The route of the tab's address. */
export function currentRoute(): Route {
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

/**
 * Keeps its host's `route` in step with the address bar: same-origin link clicks inside the app
 * are handled without a page load, back/forward work, and the document title and description
 * follow the route. Matching is done by the pure `parseRoute`. Before the page changes (a link,
 * `navigate`, back or forward) the host's `guard` may hold the move, so unsaved work is saved or
 * the player asked first; once the app is outdated (`fullLoads`), moves load the page afresh.
 */
export class RouterController implements ReactiveController {
  route: Route;
  /** Asked before the page changes; none: always go. */
  guard: LeaveGuard | null = null;
  /**
   * True once this tab's code is older than the version installed (another tab updated): a move
   * then loads the new page from the server or service worker, so no chunk of the old version
   * is ever asked for.
   */
  fullLoads = false;
  private readonly host: ReactiveControllerHost;
  /** The path shown, and its place in history. */
  private path = location.pathname;
  private index = 0;
  /** A back/forward being undone (the player chose to stay), or redone (the player agreed). */
  private undoing = false;
  private passing = false;

  constructor(host: ReactiveControllerHost) {
    this.host = host;
    this.route = this.read();
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('popstate', this.handlePopState);
    document.addEventListener('click', this.handleClick);
    this.index = indexOf(history.state);
    this.path = location.pathname;
    this.sync();
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.handlePopState);
    document.removeEventListener('click', this.handleClick);
  }

  /** Goes to a route href (relative to the app base), once the guard lets it. */
  navigate(href: string, options: { replace?: boolean } = {}): void {
    const url = resolveHref(href);
    this.leave(url, () => {
      this.go(url, options.replace === true);
    });
  }

  /** Runs `move` now when the page stays the same or the guard lets it; else when it agrees. */
  private leave(url: URL, move: () => void): void {
    if (url.pathname === location.pathname || !this.guard || this.guard(move)) move();
  }

  private go(url: URL, replace: boolean): void {
    if (this.fullLoads && url.pathname !== location.pathname) {
      location.assign(url);
      return;
    }
    if (replace) history.replaceState({ hsIndex: this.index }, '', url);
    else history.pushState({ hsIndex: ++this.index }, '', url);
    this.show();
    if (!replace) window.scrollTo(0, 0);
  }

  private show(): void {
    this.path = location.pathname;
    this.route = this.read();
    this.sync();
    this.host.requestUpdate();
  }

  private read(): Route {
    return currentRoute();
  }

  private sync(): void {
    document.title = routeTitle(this.route);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', routeDescription(this.route));
  }

  private readonly handlePopState = (): void => {
    const index = indexOf(history.state);
    if (this.undoing) {
      this.undoing = false;
      this.index = index;
      return;
    }
    const delta = index - this.index;
    const passing = this.passing;
    this.passing = false;
    if (!passing && delta !== 0 && location.pathname !== this.path && this.guard) {
      const agreed = this.guard(() => {
        this.passing = true;
        history.go(delta);
      });
      if (!agreed) {
        // Back to the page the player is on until they decide (its work is still there).
        this.undoing = true;
        history.go(-delta);
        return;
      }
    }
    this.index = index;
    if (this.fullLoads && location.pathname !== this.path) {
      location.reload();
      return;
    }
    this.show();
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
    this.leave(url, () => {
      this.go(url, false);
    });
  };
}
