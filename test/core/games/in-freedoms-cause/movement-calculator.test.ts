import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../../src/components/renderers/hs-calculator.js';
import type { HsCalculator } from '../../../../src/components/renderers/hs-calculator.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import { MODULE } from '../../../../src/core/games/in-freedoms-cause/module.js';
import { movementCalculator as tool } from '../../../../src/core/games/in-freedoms-cause/movement-calculator.js';
import { RULINGS } from '../../../../src/core/games/in-freedoms-cause/rulings.js';
import { MemoryStore } from '../../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../../helpers/app-document.js';
import { recordingHost as host } from '../../../helpers/tool-host.js';
import { every, text } from '../../../helpers/dom.js';

const compute = (over: Record<string, string | number | boolean>) =>
  tool.compute({ ...calculatorDefaults(tool), ...over }, { userData: undefined }, {});

async function render(params: [string, string][] = []) {
  const el = await fixture<HsCalculator>(
    html`<hs-calculator
      .tool=${tool}
      .game=${'in-freedoms-cause'}
      .rulings=${MODULE.rulings}
      .host=${host(params)}
      .store=${new MemoryStore()}
    ></hs-calculator>`,
  );
  await el.updateComplete;
  return el;
}

describe("In Freedom's Cause: movement and ranges calculator", () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('starts at infantry in line: 8″ with a Minie rifle’s 18″', () => {
    const r = compute({});
    expect(r.total).to.equal(8);
    expect(r.problems).to.deep.equal([]);
    expect(JSON.stringify(r.lines)).to.contain('18″');
  });

  it('mounted cavalry charging in column over open ground reach 22″; at 15 mm 11″', () => {
    const r = compute({ unit: 'cavalry-mounted', formation: 'column', action: 'charge' });
    expect(r.total).to.equal(22);
    expect(JSON.stringify(r.lines)).to.contain('Charge reach');
    expect(
      compute({ unit: 'cavalry-mounted', formation: 'column', action: 'charge', scale: '15mm' })
        .total,
    ).to.equal(11);
  });

  it('offers falling back: unlimbered light guns go back 10″ limbered, with the arc, removal and action lines (Morale and Combat Results)', () => {
    const r = compute({ unit: 'light-artillery', formation: 'unlimbered', action: 'fall-back' });
    expect(r.total).to.equal(10);
    const lines = JSON.stringify(r.lines);
    expect(lines)
      .to.contain('45°')
      .and.contain('limbered rate')
      .and.contain('Uses the unit’s action');
    const rout = JSON.stringify(compute({ action: 'rout' }).lines);
    expect(rout).to.contain('removed from play').and.contain('Unit Routed Through');
    expect(
      compute({ formation: 'square', action: 'fall-back-disordered' }).warning?.text,
    ).to.contain('removed from play');
  });
  it('a square and a siege gun say they cannot move', () => {
    expect(compute({ formation: 'square' }).warning?.text).to.contain('square');
    expect(compute({ unit: 'siege-artillery' }).warning?.text).to.contain('turn up to 90°');
  });

  it('every breakdown row cites its place; the steps that apply are the ones used', () => {
    const r = compute({ formation: 'column', changes: 1, obstacles: 1, ground: 'rough' });
    expect(r.total).to.equal(2);
    for (const row of r.breakdown.rows) expect(row.rule, row.label).to.be.a('string');
    const used = r.breakdown.rows.filter((x) => x.here !== null).map((x) => x.here);
    expect(used).to.deep.equal(['10″', '−5″', '−1″', '×½']);
    expect(JSON.stringify(r)).not.to.match(/\bL\d/);
  });

  it('every ruling it names exists', () => {
    for (const id of compute({}).rulings)
      expect(
        MODULE.rulings.some((r) => r.id === id),
        id,
      ).to.equal(true);
  });

  it('draws on the generic calculator, accessible, with the link’s inputs', async () => {
    const el = await render([
      ['unit', 'cavalry-mounted'],
      ['formation', 'march-column'],
      ['road', '1'],
    ]);
    expect(text(el.shadowRoot!.querySelector('.total .number'))).to.equal('30');
    expect(every(el.shadowRoot!, 'table.breakdown tbody tr').length).to.equal(
      tool.compute(
        { ...calculatorDefaults(tool), unit: 'cavalry-mounted' },
        { userData: undefined },
        {},
      ).breakdown.rows.length,
    );
    await expect(el).to.be.accessible();
  });
  it('reads passing through as about the unit passed through, a ruling (Base Movement Rates; ruling A34)', () => {
    const r = tool.compute(calculatorDefaults(tool), { userData: undefined }, {});
    expect(r.rulings).to.include('A34');
    expect(r.notes.map((n) => n.text).join(' '))
      .to.contain('pass through undisordered units')
      .and.contain('ruling A34');
    expect(RULINGS.find((x) => x.id === 'A34')?.kind).to.equal('ambiguity');
  });
});
