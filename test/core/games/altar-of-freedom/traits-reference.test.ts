import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../../src/components/renderers/hs-reference.js';
import type { HsReference } from '../../../../src/components/renderers/hs-reference.js';
import { TRAITS } from '../../../../src/core/games/altar-of-freedom/index.js';
import { traitsReference } from '../../../../src/core/games/altar-of-freedom/traits-reference.js';
import { setUpAppDocument } from '../../../helpers/app-document.js';
import { recordingHost as link } from '../../../helpers/tool-host.js';
import { text } from '../../../helpers/dom.js';

const root = (el: HsReference) => el.shadowRoot!;
const names = (el: HsReference) => [...root(el).querySelectorAll('article h3')].map((h) => text(h));

async function make(params: [string, string][] = []) {
  const host = link(params);
  const el = await fixture<HsReference>(
    html`<hs-reference
      game="altar-of-freedom"
      .doc=${traitsReference()}
      .host=${host}
    ></hs-reference>`,
  );
  return { el, host };
}

describe('Altar of Freedom traits guide (a reference page)', () => {
  before(async () => {
    await setUpAppDocument();
  });

  it('passes an accessibility audit', async () => {
    const { el } = await make();
    await expect(el).to.be.accessible();
  });

  it('shows all 26 traits, grouped by phase, with effect, rule and tool', async () => {
    const { el } = await make();
    expect(root(el).querySelectorAll('article')).to.have.length(26);
    expect(text(root(el).querySelector('[role="status"]'))).to.equal('26 traits');
    for (const t of TRAITS) {
      const card = root(el).querySelector(`#t-${t.id}`)!.closest('article')!;
      expect(text(card)).to.contain(t.description);
      expect(text(card)).to.contain(t.rule);
    }
    const aggressive = root(el).querySelector('#t-aggressive')!.closest('article')!;
    expect(text(aggressive.closest('section')?.querySelector('h2'))).to.contain('The turn clock');
    const link = aggressive.querySelector('a')!;
    expect(text(link)).to.equal('Turn clock');
    expect(link.getAttribute('href')).to.equal('altar-of-freedom/turn-clock/');
    expect(text(aggressive)).to.contain('Army commander only');
    const front = root(el).querySelector('#t-leads-from-the-front')!.closest('article')!;
    expect([...front.querySelectorAll('a')].map((a) => text(a))).to.deep.equal([
      'Firing',
      'Close combat',
      'General fate',
    ]);
    const tardy = root(el).querySelector('#t-tardy')!.closest('article')!;
    expect(text(tardy)).to.contain('No tool applies it');
  });

  it('filters from the box, announces the count and writes the link', async () => {
    const { el, host } = await make();
    const input = root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
    input.value = 'fate';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(names(el)).to.include.members(['Leads from the Front', 'Leads from the Rear']);
    expect(names(el).length).to.be.lessThan(26);
    expect(text(root(el).querySelector('[role="status"]'))).to.match(
      /^\d+ traits? match “fate”\.$/,
    );
    expect(host.params).to.deep.equal([['q', 'fate']]);
    input.value = 'xyzzy';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(root(el).querySelectorAll('article')).to.have.length(0);
    expect(text(root(el).querySelector('[role="status"]'))).to.equal('No trait matches “xyzzy”.');
    input.value = '';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(host.params).to.deep.equal([]);
  });

  it('reads the filter from the link and reports unknown settings', async () => {
    const { el } = await make([
      ['q', 'revered'],
      ['colour', 'blue'],
    ]);
    expect(names(el)).to.deep.equal(['Revered']);
    expect(text(root(el).querySelector('[role="alert"]'))).to.contain('“colour” is not a setting');
    await expect(el).to.be.accessible();
  });

  it('prints without the filter box', async () => {
    const { el } = await make();
    await emulateMedia({ media: 'print' });
    try {
      expect(getComputedStyle(root(el).querySelector('.filter')!).display).to.equal('none');
      expect(getComputedStyle(root(el).querySelector('article')!).display).to.not.equal('none');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });
});
