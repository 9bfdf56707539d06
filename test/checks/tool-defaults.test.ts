/**
 * A tool opens on a situation it accepts: on every roll tool of every game, the default inputs
 * break none of the tool's checks (a battle starts as a battle, never as a refusal), both before
 * anything is entered and with the rulebook-consistent charts of The U.S. Civil War keyed in; and
 * on every calculator, the default inputs raise no problem (the tool asks for what is missing).
 */
import { expect } from '@open-wc/testing';
import { MODULE as AOF } from '../../src/core/games/altar-of-freedom/module.js';
import { MODULE as BCF } from '../../src/core/games/battle-cry-of-freedom/module.js';
import { MODULE as IFC } from '../../src/core/games/in-freedoms-cause/module.js';
import { MODULE as POF } from '../../src/core/games/price-of-freedom/module.js';
import { MODULE as USCW } from '../../src/core/games/us-civil-war/module.js';
import { loadTool, type GameModule } from '../../src/core/shared/game-module.js';
import type { RollTool } from '../../src/core/shared/tool.js';
import { calculatorDefaults, type CalculatorTool } from '../../src/core/shared/calculator.js';
import { defaultInputs, effectiveInputs, failedChecks } from '../../src/core/shared/tool-inputs.js';
import { CHARTS_FIXTURE } from '../helpers/uscw-crt-fixture.js';

const MODULES: readonly GameModule[] = [AOF, POF, USCW, BCF, IFC];

/** Every roll tool of every game, as first drawn and (for The U.S. Civil War) with charts. */
async function rollTools(): Promise<{ name: string; tool: RollTool }[]> {
  const out: { name: string; tool: RollTool }[] = [];
  for (const m of MODULES)
    for (const [slug, held] of Object.entries(m.tools)) {
      const d = held && (await loadTool(held));
      if (d?.kind !== 'roll') continue;
      const name = `${m.meta.slug}/${slug}`;
      out.push({ name, tool: d.tool });
      if (d.userData?.kind.kind === 'charts')
        out.push({ name: `${name} (charts keyed)`, tool: d.userData.tool(CHARTS_FIXTURE) });
    }
  return out;
}

/** Every calculator of every game. */
async function calculators(): Promise<{ name: string; tool: CalculatorTool }[]> {
  const out: { name: string; tool: CalculatorTool }[] = [];
  for (const m of MODULES)
    for (const [slug, held] of Object.entries(m.tools)) {
      const d = held && (await loadTool(held));
      if (d?.kind === 'calculator') out.push({ name: `${m.meta.slug}/${slug}`, tool: d.tool });
    }
  return out;
}

describe('every calculator starts on a situation it accepts', () => {
  it('raises no problem with its default inputs', async function () {
    this.timeout(60_000);
    const tools = await calculators();
    expect(tools.length).to.be.greaterThan(10);
    const refused = tools.flatMap(({ name, tool }) =>
      tool
        .compute(calculatorDefaults(tool), { userData: null }, {})
        .problems.map((p) => `${name}: ${p}`),
    );
    expect(refused).to.deep.equal([]);
  });
});

describe('every roll tool starts on a situation it accepts', () => {
  it('breaks none of its checks with its default inputs', async function () {
    // Every roll tool's chunk is loaded first.
    this.timeout(60_000);
    const tools = await rollTools();
    expect(tools.length).to.be.greaterThan(20);
    const refused = tools.flatMap(({ name, tool }) =>
      failedChecks(tool, effectiveInputs(tool, defaultInputs(tool))).map(
        (c) => `${name}: ${c.message}`,
      ),
    );
    expect(refused).to.deep.equal([]);
  });

  it('the land battle starts with two armies of 7 SPs, so the attacker can grow without a refusal', async () => {
    const held = USCW.tools['battle'];
    const d = held && (await loadTool(held));
    if (d?.kind !== 'roll') throw new Error('no battle tool');
    const inputs = defaultInputs(d.tool);
    expect([inputs['aSp'], inputs['dSp']]).to.deep.equal([7, 7]);
    for (let aSp = 0; aSp <= 18; aSp++)
      expect(failedChecks(d.tool, { ...inputs, aSp }), `${aSp} SPs`).to.deep.equal([]);
  });
});
