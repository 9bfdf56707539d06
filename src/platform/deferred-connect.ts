/**
 * Holds back a prerendered element's whole `connectedCallback` while it waits to hydrate
 * (docs/decisions/0007).
 *
 * A prerendered element is upgraded when its class is defined, before its properties are set
 * (by its parent's hydration, or by the tool's code adopting it), and carries `defer-hydration`
 * until then. Lit's hydration support holds back only LitElement's own `connectedCallback`; an
 * element's override (loading the store for its game, subscribing to device state) would run at
 * once, without its properties. Installed before any element is defined, this wraps each
 * defined class's `connectedCallback` so all of it runs when `defer-hydration` is lifted, in
 * the element's slice (`hydration-slices.ts`), keeping what the player changed in its drawn form
 * before then (`early-input.ts`).
 */
import { keepEarlyInput } from './early-input.js';
import { hydrationQueue } from './hydration-slices.js';

type Connectable = HTMLElement & {
  connectedCallback?: () => void;
  attributeChangedCallback?: (name: string, old: string | null, value: string | null) => void;
};

const waiting = new WeakSet<HTMLElement>();

/** Wraps `customElements.define` so every element defined later defers its connection. */
export function deferConnectionUntilHydrated(registry: CustomElementRegistry): void {
  const define = registry.define.bind(registry);
  registry.define = (name, ctor, options) => {
    const proto = ctor.prototype as Connectable;
    const connected = proto.connectedCallback;
    const changed = proto.attributeChangedCallback;
    if (connected) {
      proto.connectedCallback = function (this: Connectable) {
        if (this.hasAttribute('defer-hydration')) {
          waiting.add(this);
          return;
        }
        connected.call(this);
      };
      proto.attributeChangedCallback = function (
        this: Connectable,
        attr: string,
        old: string | null,
        value: string | null,
      ) {
        if (attr === 'defer-hydration' && value === null) {
          // Lit's own handler would connect only LitElement's part: the whole callback runs,
          // in its slice (on screen first, one per task; off screen when seen or touched).
          if (waiting.delete(this) && this.isConnected)
            hydrationQueue.add(this, () => {
              // What the player changed in its drawn form meanwhile is given back once it is live.
              const giveBack = keepEarlyInput(this);
              connected.call(this);
              giveBack();
            });
          return;
        }
        changed?.call(this, attr, old, value);
      };
    }
    define(name, ctor, options);
  };
}
