import { expect } from '@open-wc/testing';
import { GAMES } from '../../../../src/catalog.js';
import {
  TRAITS,
  TRAIT_HOOK_LABELS,
  TRAIT_PHASES,
  TRAIT_TOOL_USES,
  closeCombatTool,
  evasionTool,
  firingTool,
  generalFateTool,
  groupTraits,
  rallyTool,
  turnClockTool,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import type { RollTool } from '../../../../src/core/shared/tool.js';

const TOOLS: Record<string, RollTool> = {
  'turn-clock': turnClockTool,
  firing: firingTool,
  'close-combat': closeCombatTool,
  evasion: evasionTool,
  'general-fate': generalFateTool,
  rally: rallyTool,
};

/** Every label a tool shows for its inputs, their options and its modifiers. */
function modifierTexts(tool: RollTool): string[] {
  return tool.sides.flatMap((s) => [
    ...s.inputs.flatMap((i) => [i.label, ...('options' in i ? i.options.map((o) => o.label) : [])]),
    ...s.modifiers.map((m) => m.label),
  ]);
}

describe('Altar of Freedom traits guide (App. I)', () => {
  it('puts every hook in exactly one phase, and labels it', () => {
    const hooks = TRAIT_PHASES.flatMap((p) => p.hooks);
    expect(new Set(hooks).size).to.equal(hooks.length);
    for (const t of TRAITS) {
      for (const h of t.hooks) {
        expect(hooks).to.include(h);
        expect(TRAIT_HOOK_LABELS[h]).to.be.a('string');
      }
    }
  });

  it('groups all 26 traits once each, by the phase of their first hook', () => {
    const groups = groupTraits(TRAITS);
    const ids = groups.flatMap((g) => g.traits.map((t) => t.id));
    expect(ids).to.have.length(26);
    expect(new Set(ids).size).to.equal(26);
    const phaseOf = (id: string) => groups.find((g) => g.traits.some((t) => t.id === id))?.phase.id;
    expect(phaseOf('aggressive')).to.equal('clock');
    expect(phaseOf('leads-from-the-front')).to.equal('combat');
    expect(phaseOf('revered')).to.equal('rally');
    expect(phaseOf('quartermaster')).to.equal('setup');
  });

  it('filters by name, effect, phase words or tool', () => {
    const ids = (q: string) => groupTraits(TRAITS, q).flatMap((g) => g.traits.map((t) => t.id));
    expect(ids('fate')).to.include.members(['leads-from-the-front', 'leads-from-the-rear']);
    expect(ids('TURN CLOCK')).to.include.members(['aggressive', 'cautious']);
    expect(ids('Hard driving')).to.deep.equal(['hard-driving']);
    expect(ids('no such thing')).to.deep.equal([]);
  });

  it('claims only what the tools really do', () => {
    const slugs = GAMES.find((g) => g.slug === 'altar-of-freedom')?.tools.map((t) => t.slug) ?? [];
    for (const [id, uses] of Object.entries(TRAIT_TOOL_USES)) {
      const name = TRAITS.find((t) => t.id === id)?.name ?? '';
      for (const use of uses) {
        expect(slugs, use.tool).to.include(use.tool);
        const tool = TOOLS[use.tool];
        if (!tool) throw new Error(`no roll tool ${use.tool}`);
        const texts =
          use.how === 'modifier' ? modifierTexts(tool) : (tool.notes ?? []).map((n) => n.text);
        expect(
          texts.some((t) => t.includes(name)),
          `${name} in ${use.tool} (${use.how})`,
        ).to.equal(true);
      }
    }
  });
});
