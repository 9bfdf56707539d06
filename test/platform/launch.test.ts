/**
 * Launches of the installed app: a link of the app becomes a route of this window; a link of
 * another site, or one outside the app's base, is not followed; a launch with files hands them to
 * the data page and navigates there. Without a launch queue (iOS, Firefox) nothing is registered.
 */
import { expect } from '@open-wc/testing';
import {
  LAUNCHED_EVENT,
  launchHref,
  listenForLaunches,
  takeLaunchedFiles,
} from '../../src/platform/launch.js';

const BASE = new URL('https://tables.example/haversack/');

describe('launches of the installed app', () => {
  it('turns a link of the app into a route href, keeping its query and fragment', () => {
    expect(launchHref('https://tables.example/haversack/receive/#h1.AbC', BASE)).to.equal(
      'receive/#h1.AbC',
    );
    expect(launchHref('https://tables.example/haversack/data/?backup=x', BASE)).to.equal(
      'data/?backup=x',
    );
    expect(launchHref('https://tables.example/haversack/', BASE)).to.equal('');
  });

  it('does not follow a link of another site or outside the app', () => {
    expect(launchHref('https://evil.example/haversack/receive/', BASE)).to.equal(null);
    expect(launchHref('https://tables.example/other/', BASE)).to.equal(null);
    expect(launchHref('http://[bad', BASE)).to.equal(null);
  });

  it('hands launched files to the data page and navigates there; a link navigates', async () => {
    let consumer: ((p: { targetURL?: string; files: unknown[] }) => void) | undefined;
    // The browser's own queue is a getter on Window's prototype: a stand-in on the window hides it.
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: { setConsumer: (c: typeof consumer) => (consumer = c) },
    });
    try {
      const went: string[] = [];
      listenForLaunches((href) => went.push(href));
      expect(consumer).to.be.a('function');
      const file = new File(['{}'], 'backup.json', { type: 'application/json' });
      const launched = new Promise((resolve) => {
        window.addEventListener(LAUNCHED_EVENT, resolve, { once: true });
      });
      consumer?.({ files: [{ kind: 'file', getFile: () => Promise.resolve(file) }] });
      await launched;
      expect(went).to.deep.equal(['data/']);
      expect(takeLaunchedFiles()).to.deep.equal([file]);
      expect(takeLaunchedFiles(), 'taken once').to.deep.equal([]);
      consumer?.({ targetURL: new URL('receive/#h1.x', document.baseURI).href, files: [] });
      expect(went).to.deep.equal(['data/', 'receive/#h1.x']);
      consumer?.({ targetURL: 'https://evil.example/', files: [] });
      expect(went).to.have.length(2);
    } finally {
      delete (window as { launchQueue?: unknown }).launchQueue;
    }
  });
});
