import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/wait.js';
import { openDataRoller } from './open-data-roller.js';
import { openRoller as open } from './open-roller.js';

describe('US Civil War reaction page', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('Forrest’s interception from a link: +4 with cavalry, 4 and 3 make 11 and succeed', async () => {
    const el = await open('reaction', [
      ['defense', '2'],
      ['cavalry', '1'],
      ['dice', '4.3'],
    ]);
    await expect(el).to.be.accessible();
    const shown = el.shadowRoot!;
    expect(text(shown.querySelector('.outcome'))).to.equal('The reaction succeeds');
    expect(text(shown.querySelector('.breakdown .total'))).to.equal('11');
    expect(text(shown.querySelector('.totals'))).to.contain('+4');
  });

  it('refuses an interception with no General and says why', async () => {
    const el = await open('reaction', [['general', '0']]);
    // The panel points to the input; the reason stands beside it.
    const notice = text(el.shadowRoot!.querySelector('.notice[role="alert"]'));
    expect(notice).to.contain('Not allowed: see “The stack has a General');
    const beside = [...el.shadowRoot!.querySelectorAll('hs-modifier-list')]
      .map((l) => text(l.shadowRoot!.querySelector('#w-general')))
      .join(' ');
    expect(beside).to.contain('a reaction needs a General');
  });

  it('with counters entered, Forrest picked by name from a link: +4 by himself, 11 succeeds', async () => {
    const charts = { crt: {}, generals: { forrest: { rank: 1 }, bragg: { rank: 3 } } };
    const el = await openDataRoller('reaction', 'charts', charts, [
      ['cmdGen', 'forrest'],
      ['dice', '4.3'],
    ]);
    const shown = el.shadowRoot!;
    const list = () => shown.querySelector('hs-modifier-list')?.shadowRoot;
    await waitUntil(() => list()?.querySelector('#i-cmdGen') != null, 'no general picker');
    expect(list()!.querySelector<HTMLSelectElement>('#i-cmdGen')?.value).to.equal('forrest');
    expect(list()!.querySelector('#i-defense')).to.equal(null);
    await waitUntil(
      () => text(shown.querySelector('.outcome')) === 'The reaction succeeds',
      'no success',
    );
    await expect(el).to.be.accessible();
    expect(text(shown.querySelector('.breakdown .total'))).to.equal('11');
    expect(text(shown.querySelector('.totals'))).to.contain('+4');
  });

  it('with no counters entered, says so plainly and keeps the typed rating', async () => {
    const el = await openDataRoller('reaction', 'charts', { crt: {}, generals: {} }, [
      ['defense', '1'],
      ['dice', '4.4'],
    ]);
    const shown = el.shadowRoot!;
    await waitUntil(
      () => shown.textContent.includes('No generals’ counters are entered'),
      'no plain message',
    );
    expect(text(shown.querySelector('.breakdown .total'))).to.equal('9');
  });
});
