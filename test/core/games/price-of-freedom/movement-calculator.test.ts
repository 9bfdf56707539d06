import '../../../helpers/bundled-data.js';
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../../src/components/renderers/hs-calculator.js';
import type { HsCalculator } from '../../../../src/components/renderers/hs-calculator.js';
import { MODULE } from '../../../../src/core/games/price-of-freedom/module.js';
import { movementCalculator } from '../../../../src/core/games/price-of-freedom/movement-calculator.js';
import {
  MOVEMENT_MODIFIERS,
  isArmySpent,
  movementAllowance,
} from '../../../../src/core/games/price-of-freedom/index.js';
import { MemoryStore } from '../../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../../helpers/app-document.js';
import { recordingHost as host } from '../../../helpers/tool-host.js';
import { text } from '../../../helpers/dom.js';

const root = (el: HsCalculator) => el.shadowRoot!;

async function render(params: [string, string][] = [], store = new MemoryStore()) {
  const h = host(params);
  const el = await fixture<HsCalculator>(
    html`<hs-calculator
      .tool=${movementCalculator}
      .game=${'price-of-freedom'}
      .rulings=${MODULE.rulings}
      .host=${h}
      .store=${store}
    ></hs-calculator>`,
  );
  await el.updateComplete;
  return { el, h };
}

const total = (el: HsCalculator) => Number(text(root(el).querySelector('.total .number')));
const param = (h: { params: [string, string][] }, k: string) =>
  h.params.find(([x]) => x === k)?.[1];

describe('movement allowance calculator on <hs-calculator>', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('passes an accessibility audit', async () => {
    const { el } = await render([
      ['mam', '-1'],
      ['force', '1'],
      ['actions', '1'],
    ]);
    await expect(el).to.be.accessible();
  });

  it('starts at the base allowance of 3 and lists every modifier with its rule (§16.2.2)', async () => {
    const { el } = await render();
    expect(total(el)).to.equal(3);
    const rows = [...root(el).querySelectorAll('table.breakdown tbody tr')];
    expect(rows).to.have.length(MOVEMENT_MODIFIERS.length + 1);
    for (const m of MOVEMENT_MODIFIERS)
      expect(rows.some((r) => text(r).includes(m.label) && text(r).includes(m.rule))).to.equal(
        true,
      );
  });

  it('matches the core for every combination of inputs in the link', async () => {
    for (const mam of [-1, 0, 1])
      for (const [corps, spent] of [
        [1, 0],
        [2, 1],
        [3, 1],
        [4, 2],
      ] as const)
        for (const attack of [false, true])
          for (const force of [false, true])
            for (const actions of [0, 2]) {
              const mud = mam === 0 && attack;
              const { el } = await render([
                ['mam', String(mam)],
                ['corps', String(corps)],
                ['spent', String(spent)],
                ['attack', attack ? '1' : '0'],
                ['mud', mud ? '1' : '0'],
                ['force', force ? '1' : '0'],
                ['actions', String(actions)],
              ]);
              const core = movementAllowance({
                mam,
                spent: isArmySpent(corps, spent),
                intendsAttack: attack,
                mudMarch: mud,
                forceMarch: force,
                actions,
              });
              expect(
                total(el),
                JSON.stringify({ mam, corps, spent, attack, force, actions }),
              ).to.equal(core.total);
              expect(root(el).querySelector('.cannot') !== null).to.equal(!core.canMove);
              expect(root(el).querySelectorAll('[role="alert"] li').length).to.equal(
                core.problems.length,
              );
            }
  });

  it('reproduces Lee’s force march: MAM +1, force march, 3 corps with 1 spent: 5 (§16.3 example)', async () => {
    const { el } = await render([
      ['cmdr', 'lee'],
      ['corps', '3'],
      ['spent', '1'],
      ['force', '1'],
    ]);
    expect(total(el)).to.equal(5);
    expect(root(el).querySelector<HTMLSelectElement>('#cmdr')!.value).to.equal('lee');
    expect(text(root(el).querySelector('.hint'))).to.contain('Using R.E. Lee’s MAM');
  });

  it('writes every input to the link as it changes', async () => {
    const { el, h } = await render();
    const plus = (id: string) =>
      [...root(el).querySelectorAll<HTMLButtonElement>('button')].find(
        (b) =>
          b.getAttribute('aria-label')?.startsWith('More:') &&
          b.closest('.stepper-field')?.querySelector(`#${id}`),
      )!;
    plus('corps').click();
    await el.updateComplete;
    plus('spent').click();
    await el.updateComplete;
    expect(param(h, 'corps')).to.equal('2');
    expect(param(h, 'spent')).to.equal('1');
    expect(total(el)).to.equal(2);
    const checks = root(el).querySelectorAll<HTMLInputElement>('label.flag input');
    checks[0]!.click();
    await el.updateComplete;
    expect(param(h, 'attack')).to.equal('1');
    const mam = root(el).querySelectorAll<HTMLInputElement>('input[name="mam"]');
    mam[2]!.click();
    await el.updateComplete;
    expect(param(h, 'mam')).to.equal('1');
    expect(total(el)).to.equal(2);
    const select = root(el).querySelector<HTMLSelectElement>('#cmdr')!;
    select.value = 'mcclellan';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(param(h, 'cmdr')).to.equal('mcclellan');
    expect(param(h, 'mam')).to.equal('-1');
    expect(total(el)).to.equal(0);
    expect(text(root(el).querySelector('.cannot'))).to.contain('cannot move');
  });

  it('offers the MAM the player entered for a commander, marked as his', async () => {
    const store = new MemoryStore();
    await store.putUserData({
      gameSlug: 'price-of-freedom',
      kind: 'commanders',
      updatedAt: new Date().toISOString(),
      data: { commanders: { grant: { mam: 1 } } },
    });
    const { el } = await render([['cmdr', 'grant']], store);
    await waitUntil(() => total(el) === 4, 'entered MAM not used');
    expect(text(root(el).querySelector('.hint'))).to.contain('entered by you');
  });

  it('reports bad link values and falls back', async () => {
    const { el } = await render([
      ['mam', '2'],
      ['corps', '2'],
      ['spent', '3'],
      ['force', 'yes'],
      ['cmdr', 'napoleon'],
      ['speed', '9'],
    ]);
    const notice = text(root(el).querySelector('.notice'));
    expect(notice).to.contain('“2” is not a valid MAM');
    expect(notice).to.contain('cannot have 3 spent');
    expect(notice).to.contain('off is used');
    expect(notice).to.contain('no commander “napoleon”');
    expect(notice).to.contain('“speed” is not a setting');
    expect(total(el)).to.equal(2);
  });
});
