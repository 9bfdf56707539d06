/**
 * Hydration in slices (docs/decisions/0012-hydration-in-slices.md): a prerendered element whose
 * turn to hydrate has come (its parent hydrated it, or its tool adopted it) is not hydrated in
 * the same task as everything else. Elements on screen hydrate first, one per task, yielding to
 * the browser between them; elements off screen (explanations, rulings, the roll log, roster rows
 * below the fold, a closed section) hydrate when they come into view, when they are touched,
 * clicked, focused or typed into, or one per idle period. A touch hydrates the touched element and what
 * it holds at once, so the touch itself is answered.
 */

type Yield = () => Promise<void>;
type Idle = () => Promise<void>;

interface SchedulerLike {
  readonly yield?: () => Promise<void>;
}

/** Yields to the browser: `scheduler.yield()` where there is one, else a message-channel task. */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      resolve();
    };
    ch.port2.postMessage(0);
  });
}

/**
 * Settles when the page is idle: `requestIdleCallback` (at most `timeout` ms later), else a
 * timeout of a frame or so.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(
        () => {
          resolve();
        },
        { timeout },
      );
    else setTimeout(resolve, 20);
  });
}

/**
 * What touching an element is: the events that make it hydrate at once. A click counts on its
 * own: assistive technology (and a switch or voice control) activates a control with a click that
 * no pointerdown, focus or key came before. The element hydrates in the click's capture phase; its
 * update runs in the microtasks before the click reaches its target, so the click is answered.
 */
const TOUCH = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'click'] as const;

/** The order in which queued elements hydrate, and what each waits for. */
export class HydrationQueue {
  private readonly pending = new Map<Element, () => void>();
  private readonly seen: Element[] = [];
  private readonly unseen = new Set<Element>();
  private draining = false;
  private idling = false;
  /** Set while a touch hydrates its element: what that hydration queues runs at once too. */
  private urgent = false;
  private readonly observer: Pick<IntersectionObserver, 'observe' | 'unobserve'> | null;
  private readonly onTouch = (e: Event) => {
    this.now(e.currentTarget as Element);
  };

  constructor(
    private readonly options: {
      readonly yield?: Yield;
      readonly idle?: Idle;
      /** How far outside the screen an element counts as seen. */
      readonly margin?: string;
      /** What tells the queue an element is seen; by default an IntersectionObserver. */
      readonly observe?: (
        report: (
          entries: readonly Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>[],
        ) => void,
      ) => Pick<IntersectionObserver, 'observe' | 'unobserve'>;
    } = {},
  ) {
    this.observer = options.observe
      ? options.observe((entries) => {
          this.observed(entries);
        })
      : typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              this.observed(entries);
            },
            {
              rootMargin: options.margin ?? '100px 0px',
            },
          )
        : null;
  }

  /** Elements queued and not hydrated yet. */
  get size(): number {
    return this.pending.size;
  }

  /** Queues `el`, whose hydration `connect` starts. */
  add(el: Element, connect: () => void): void {
    if (this.urgent || !this.observer) {
      connect();
      return;
    }
    this.pending.set(el, connect);
    for (const type of TOUCH) el.addEventListener(type, this.onTouch, { capture: true });
    this.observer.observe(el);
    // Counted as off screen until the observer says otherwise: a page that does not render (a
    // background tab) still hydrates, one element per idle period, instead of waiting to be shown.
    this.unseen.add(el);
    void this.idle();
  }

  /** Hydrates `el` now (it was touched), with everything its hydration queues. */
  now(el: Element): void {
    if (!this.pending.has(el)) return;
    const was = this.urgent;
    this.urgent = true;
    try {
      this.run(el);
    } finally {
      // Its children are queued by its update, in this task's microtasks: they hydrate at once.
      setTimeout(() => {
        this.urgent = was;
      }, 0);
    }
  }

  /** Hydrates every queued element now (before printing, or in tests). */
  flush(): void {
    this.urgent = true;
    try {
      for (let el = this.next(); el; el = this.next()) this.run(el);
    } finally {
      this.urgent = false;
    }
  }

  private next(): Element | undefined {
    return this.seen.find((e) => this.pending.has(e)) ?? this.pending.keys().next().value;
  }

  private observed(
    entries: readonly Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>[],
  ): void {
    for (const e of entries) {
      if (!this.pending.has(e.target)) continue;
      if (e.isIntersecting) {
        this.unseen.delete(e.target);
        this.seen.push(e.target);
      } else this.unseen.add(e.target);
    }
    void this.drain();
  }

  private run(el: Element): void {
    const connect = this.pending.get(el);
    if (!connect) return;
    this.pending.delete(el);
    this.unseen.delete(el);
    this.observer?.unobserve(el);
    for (const type of TOUCH) el.removeEventListener(type, this.onTouch, { capture: true });
    if (el.isConnected) connect();
  }

  private onScreenWaits(): boolean {
    return this.seen.length > 0;
  }

  /** Elements on screen, one per task, in the order they were queued. */
  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let el = this.seen.shift(); el; el = this.seen.shift()) {
        if (!this.pending.has(el)) continue;
        this.run(el);
        await (this.options.yield ?? yieldToMain)();
      }
    } finally {
      this.draining = false;
    }
    void this.idle();
  }

  /** Elements off screen, one per idle period, once nothing on screen waits. */
  private async idle(): Promise<void> {
    if (this.idling) return;
    this.idling = true;
    try {
      while (this.unseen.size > 0 && !this.onScreenWaits()) {
        await (this.options.idle ?? whenIdle)();
        if (this.onScreenWaits()) break;
        const [el] = this.unseen;
        if (el) this.run(el);
      }
    } finally {
      this.idling = false;
    }
    if (this.onScreenWaits()) void this.drain();
  }
}

/** The page's queue. */
export const hydrationQueue = new HydrationQueue();
