// The hostile-input tests' probe, run inside the page (page.evaluate(installProbe)): it must not
// close over anything in this file. It opens addresses through the client router
// (history.pushState + popstate), waits until every Lit element has finished updating, and reads
// what the page shows and whether anything from the address was parsed as markup.

/** What the page shows after one address. */
export interface Shown {
  path: string;
  search: string;
  page: string;
  h1: string;
  notice: string;
  tool: 'n/a' | 'loading' | 'error' | 'not-built' | 'ready' | 'missing';
  rendered: boolean;
  injected: string[];
  waiting: string[];
  errors: string[];
}

/** One address opened in the page: `settled` is true, or why the page never became quiet. */
export interface Visited extends Shown {
  i: number;
  settled: true | string;
}

export interface Probe {
  settle: (limitMs?: number) => Promise<true | string>;
  inspect: () => Shown;
  visitAll: (cases: { i: number; url: string }[]) => Promise<Visited[]>;
  pageText: () => string;
  dumpDb: (name: string) => Promise<Record<string, string>>;
  errors: string[];
}

declare global {
  interface Window {
    __hs?: Probe;
    __pwned?: unknown;
  }
}

export function installProbe(): void {
  if (window.__hs) return;
  const errors: string[] = [];
  addEventListener('error', (e) => errors.push(`uncaught: ${e.message}`));
  addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    const reason = e.reason as { message?: string } | undefined;
    errors.push(`unhandled rejection: ${reason?.message ?? String(e.reason)}`);
  });
  document.addEventListener(
    'securitypolicyviolation',
    (e) => errors.push(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    true,
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
  const deep = (root: ParentNode, out: Element[] = []): Element[] => {
    for (const el of root.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) deep(el.shadowRoot, out);
    }
    return out;
  };
  type Lit = Element & { updateComplete: Promise<unknown>; isUpdatePending: boolean };
  const pageEl = (): Element | null =>
    document.querySelector('hs-app')?.shadowRoot?.querySelector('main')?.firstElementChild ?? null;
  const toolLoading = (p: Element | null): boolean =>
    p?.localName === 'hs-tool-page' &&
    (p.hasAttribute('data-loading') ||
      [...(p.shadowRoot?.children ?? [])].some(
        (c) => c.matches('p[role="status"]') && c.textContent.trim() === 'Loading…',
      ));
  /** A macrotask turn without the 4 ms clamp of nested timers. */
  const channel = new MessageChannel();
  const turns: (() => void)[] = [];
  channel.port1.onmessage = () => turns.shift()?.();
  const turn = (): Promise<void> =>
    new Promise((r) => {
      turns.push(r);
      channel.port2.postMessage(0);
    });
  /** Waits until the router, the page and every Lit element under it have finished updating. */
  async function settle(limitMs = 10_000): Promise<true | string> {
    const t0 = performance.now();
    let quiet = 0;
    let why = '';
    while (performance.now() - t0 < limitMs) {
      // Elements dropped before their first update never finish it, and never will matter.
      const lit = deep(document).filter((e): e is Lit => 'updateComplete' in e);
      const live = (): Lit[] => lit.filter((e) => e.isConnected);
      // An element dropped while it waited (a prerendered one the tool replaced) never updates:
      // wait in short slices, looking again at what is still in the page after each.
      const late = new Promise((ok) => setTimeout(ok, 200));
      await Promise.race([
        Promise.all(live().map((e) => e.updateComplete.catch(() => undefined))),
        late,
      ]);
      await turn();
      const pending = live().filter((e) => e.isUpdatePending);
      why = toolLoading(pageEl())
        ? 'the tool is still loading'
        : pending.map((e) => `<${e.localName}> has an update pending`).join(', ');
      if (why) quiet = 0;
      else if (++quiet >= 2) return true;
      else await turn();
    }
    return why || 'never quiet';
  }
  const FORBIDDEN = new Set([
    'script',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'meta',
    'link',
    'img',
    'image',
    'foreignobject',
    'math',
  ]);
  const BAD_URL = /^(javascript|vbscript|data):/i;
  /** Elements or attributes the input could only have put there by being parsed as markup. */
  function injected(): string[] {
    const found: string[] = [];
    if (window.__pwned !== undefined) found.push('window.__pwned was set');
    const body = [...document.body.children].map((e) => e.localName);
    for (const name of body)
      if (name !== 'hs-app' && name !== 'noscript') found.push(`<${name}> in the body`);
    const root = document.querySelector('hs-app');
    for (const el of [root, ...deep(root?.shadowRoot ?? document.createElement('div'))]) {
      if (!el) continue;
      const tag = el.localName;
      const brand = tag === 'img' && el.getAttribute('src') === 'icons/icon.svg';
      if (FORBIDDEN.has(tag) && !brand) found.push(`<${tag}>`);
      if (tag.includes('pwn')) found.push(`<${tag}>`);
      for (const a of el.attributes) {
        if (a.name.startsWith('on')) found.push(`<${tag} ${a.name}>`);
        if (BAD_URL.test(a.value.replace(/[\s\p{Cc}]/gu, '')))
          found.push(`<${tag} ${a.name}=${a.value.slice(0, 40)}>`);
        if (a.name === 'id' && a.value === 'hsx') found.push(`<${tag} id=hsx>`);
      }
    }
    return found;
  }
  /** What the page shows now. */
  function inspect(): Shown {
    const p = pageEl();
    const sr = p?.shadowRoot;
    const text = (el: Node | null | undefined): string =>
      el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    let tool: Shown['tool'] = 'n/a';
    let rendered = false;
    if (p?.localName === 'hs-tool-page' && sr) {
      const kids = [...sr.children];
      if (toolLoading(p)) tool = 'loading';
      else if (kids.some((c) => c.matches('.notice[role="alert"]'))) tool = 'error';
      else if (text(sr).includes('not built yet')) tool = 'not-built';
      else {
        const el = kids.find((c) => !['H1', 'P', 'STYLE'].includes(c.tagName));
        tool = el ? 'ready' : 'missing';
        rendered =
          !!el &&
          ((el.shadowRoot?.childElementCount ?? 0) > 0 ||
            [...el.children].some((c) => (c.shadowRoot?.childElementCount ?? 0) > 0));
      }
    }
    return {
      path: location.pathname,
      search: location.search,
      page: p?.localName ?? '',
      h1: text(sr?.querySelector('h1')),
      notice: text(sr?.querySelector('.notice')),
      tool,
      rendered,
      injected: injected(),
      // A prerendered element still waiting to hydrate: the page looks right and does nothing.
      waiting: deep(document)
        .filter((e) => e.hasAttribute('defer-hydration'))
        .map((e) => e.localName),
      errors: errors.splice(0),
    };
  }
  /** Everything visible in the page element, through shadow roots (for messages). */
  function pageText(): string {
    const parts: string[] = [];
    const walk = (root: Node): void => {
      for (const node of root.childNodes) {
        if (node instanceof Text) parts.push(node.data);
        else if (node instanceof Element) {
          if (node.shadowRoot) walk(node.shadowRoot);
          walk(node);
        }
      }
    };
    const p = pageEl();
    if (p?.shadowRoot) walk(p.shadowRoot);
    return parts.join(' ').replace(/\s+/g, ' ');
  }
  /** The leave question's "without saving" button, when the app is asking. */
  function leaveButton(): HTMLElement | null {
    const walk = (root: ParentNode): HTMLElement | null => {
      for (const el of root.querySelectorAll('*')) {
        if (el instanceof HTMLButtonElement && /without saving$/.test(el.textContent.trim()))
          return el;
        const inner = el.shadowRoot && walk(el.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    return walk(document);
  }
  /** The browser's own popstate events (a history traversal), counted; not the probe's own. */
  let traversals = 0;
  let wake: (() => void) | null = null;
  addEventListener('popstate', (e) => {
    if (!e.isTrusted) return;
    traversals += 1;
    wake?.();
  });
  /** Resolves once `n` traversals have happened since the probe was installed. */
  const traversed = (n: number): Promise<void> =>
    new Promise((ok) => {
      const check = (): void => {
        if (traversals >= n) {
          wake = null;
          ok();
        } else wake = check;
      };
      check();
    });
  /**
   * Opens each address through the client router (a new history entry after the current one, as
   * the router numbers them) and reports what the page shows.
   */
  async function visitAll(cases: { i: number; url: string }[]): Promise<Visited[]> {
    const out: Visited[] = [];
    for (const c of cases) {
      console.debug(`visit ${c.url.slice(0, 200)}`);
      const before = traversals;
      const state: unknown = history.state;
      const index =
        typeof state === 'object' && state !== null && 'hsIndex' in state
          ? Number(state.hsIndex)
          : 0;
      history.pushState({ hsIndex: index + 1 }, '', c.url);
      dispatchEvent(new PopStateEvent('popstate'));
      await settle();
      // A page left with unsaved work (a form an earlier address filled) asks first and steps
      // back to itself: wait for that step, answer "leave" as a player would, and wait for the
      // router's step forward to the address.
      const leave = leaveButton();
      if (leave) {
        await traversed(before + 1);
        leave.click();
        await traversed(before + 2);
      }
      const settled = await settle();
      out.push({ i: c.i, settled, ...inspect() });
    }
    return out;
  }
  /** Every record of every store of a database (empty object when it does not exist). */
  async function dumpDb(name: string): Promise<Record<string, string>> {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === name)) return {};
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => {
        ok(req.result);
      };
      req.onerror = () => {
        fail(req.error ?? new Error('open failed'));
      };
    });
    const dump: Record<string, string> = {};
    for (const store of db.objectStoreNames) {
      dump[store] = await new Promise<string>((ok, fail) => {
        const req = db.transaction(store).objectStore(store).getAll();
        req.onsuccess = () => {
          ok(JSON.stringify(req.result));
        };
        req.onerror = () => {
          fail(req.error ?? new Error('read failed'));
        };
      });
    }
    db.close();
    return dump;
  }
  window.__hs = { settle, inspect, visitAll, pageText, dumpDb, errors };
}
