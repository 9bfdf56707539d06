import { expect } from '@open-wc/testing';
import { appBase, pinBase, resolveHref } from '../../src/routing/app-base.js';

describe('appBase', () => {
  let base: HTMLBaseElement | null = null;
  const start = location.href;
  afterEach(() => {
    base?.remove();
    history.replaceState(history.state, '', start);
  });

  it('keeps the base a relative <base href> had when the page opened, whatever the address becomes', () => {
    const root = new URL('./', location.href);
    base = document.createElement('base');
    base.setAttribute('href', './');
    document.head.prepend(base);
    expect(appBase().href).to.equal(root.href);
    // The router moves to a tool's address: links made after it still start at the app's root.
    history.pushState(null, '', new URL('us-civil-war/battle/', root));
    // Setting the same href again makes the browser resolve it against the new address.
    base.setAttribute('href', './');
    expect(appBase().href).to.equal(root.href);
    expect(resolveHref('us-civil-war/battle/?aCmd=1').href).to.equal(
      new URL('us-civil-war/battle/?aCmd=1', root).href,
    );
  });

  it('pins a relative <base href> to the URL it resolves to now, so a later address moves nothing', () => {
    const root = new URL('./', location.href);
    base = document.createElement('base');
    base.setAttribute('href', './');
    document.head.prepend(base);
    pinBase();
    expect(base.getAttribute('href')).to.equal(root.href);
    history.pushState(null, '', new URL('us-civil-war/battle/', root));
    expect(new URL('icons/icon.svg', document.baseURI).href).to.equal(
      new URL('icons/icon.svg', root).href,
    );
  });
});
