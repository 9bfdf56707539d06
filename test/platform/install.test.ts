/**
 * The install entry: the browser's install offer (`beforeinstallprompt`) is kept and shown as
 * "Install Haversack" in the display panel; choosing it opens the browser's dialog once, and the
 * entry goes away when the app is installed. Headless Chromium never offers installation, so
 * the offer here is an event of the same shape, dispatched as the browser would.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { installOffer, onInstallOffer, promptInstall } from '../../src/platform/install.js';
import '../../src/components/app/hs-settings.js';

/** A `beforeinstallprompt` as Chromium sends it, answering `outcome` when prompted. */
function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt(): Promise<void>;
    userChoice: Promise<{ outcome: string }>;
    prompted: number;
  };
  event.prompted = 0;
  event.prompt = () => {
    event.prompted += 1;
    return Promise.resolve();
  };
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

const installButton = (root: ParentNode) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Install Haversack');

describe('install entry', () => {
  afterEach(() => {
    // Leave no offer behind for the next test.
    dispatchEvent(new Event('appinstalled'));
  });

  it('keeps the browser’s offer (its own mini-bar is held back) and offers it', () => {
    const seen: string[] = [];
    const stop = onInstallOffer((o) => seen.push(o));
    const e = offer('accepted');
    dispatchEvent(e);
    stop();
    expect(e.defaultPrevented).to.equal(true);
    expect(installOffer()).to.equal('prompt');
    expect(seen.at(-1)).to.equal('prompt');
  });

  it('opens the browser’s dialog once and says whether the player accepted', async () => {
    const e = offer('dismissed');
    dispatchEvent(e);
    expect(await promptInstall()).to.equal(false);
    expect(e.prompted).to.equal(1);
    // The offer is used up: a second choice does not open the dialog again.
    expect(await promptInstall()).to.equal(false);
    expect(e.prompted).to.equal(1);
    expect(installOffer()).not.to.equal('prompt');
  });

  it('shows “Install Haversack” in the display panel, which installs, then goes away', async () => {
    // The app's own stylesheet sets the target size the panel's controls use.
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/src/styles/app.css';
    const loaded = new Promise((ok) => {
      sheet.addEventListener('load', ok);
    });
    document.head.append(sheet);
    await loaded;
    const el = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(
      html`<hs-settings></hs-settings>`,
    );
    const root = el.shadowRoot!;
    expect(installButton(root), 'no entry before the browser offers').to.equal(undefined);
    const e = offer('accepted');
    dispatchEvent(e);
    await el.updateComplete;
    const button = installButton(root);
    expect(button, 'entry shown').to.not.equal(undefined);
    root.querySelector('details')!.open = true;
    expect(button!.getBoundingClientRect().height, 'a 44 px target').to.be.at.least(44);
    button!.click();
    await e.userChoice;
    dispatchEvent(new Event('appinstalled'));
    await el.updateComplete;
    expect(e.prompted).to.equal(1);
    expect(installButton(root), 'gone once installed').to.equal(undefined);
  });
});
