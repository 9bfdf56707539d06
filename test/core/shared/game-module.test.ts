import { expect } from '@open-wc/testing';
import { GAMES } from '../../../src/catalog.js';
import {
  gameModuleProblems,
  lazyTool,
  loadedModuleProblems,
  loadTool,
  TOOL_KINDS,
  type DescriptorOf,
  type GameMeta,
} from '../../../src/core/shared/game-module.js';
import { MODULE as ALTAR } from '../../../src/core/games/altar-of-freedom/module.js';
import { MODULE as PRICE } from '../../../src/core/games/price-of-freedom/module.js';
import { MODULE as USCW } from '../../../src/core/games/us-civil-war/module.js';
import { MODULE as BCOF } from '../../../src/core/games/battle-cry-of-freedom/module.js';
import { MODULE as IFC } from '../../../src/core/games/in-freedoms-cause/module.js';

const MODULES = [ALTAR, PRICE, USCW, BCOF, IFC];

describe('game modules', () => {
  it('every built game has a module whose meta is the catalogue entry', () => {
    expect(MODULES.length).to.be.greaterThan(0);
    for (const m of MODULES) expect(GAMES).to.include(m.meta);
  });

  for (const m of MODULES) {
    it(`${m.meta.slug}: descriptors match built tools of their kind, rulings are unique`, () => {
      expect(gameModuleProblems(m)).to.deep.equal([]);
    });

    // Battle Cry of Freedom has no dice.
    const rolls = m.meta.tools.filter((t) => t.kind === 'roll' && t.built);
    if (rolls.length > 0)
      it(`${m.meta.slug}: every roll tool listed as built has its descriptor`, async () => {
        for (const t of rolls) {
          const held = m.tools[t.slug];
          expect(held && (await loadTool(held)).kind, t.slug).to.equal('roll');
        }
      });

    it(`${m.meta.slug}: every tool but the rulings is its own chunk, and loads what it declares`, async () => {
      const held = Object.entries(m.tools).filter(([slug]) => slug !== 'rulings');
      expect(held.length).to.be.greaterThan(3);
      for (const [slug, d] of held) expect(d?.kind, slug).to.equal('lazy');
      expect(await loadedModuleProblems(m)).to.deep.equal([]);
    });
  }

  it('a game with several trackers declares which scenarios each keeps, as each tracker starts them', async () => {
    const several = MODULES.filter(
      (m) => m.meta.tools.filter((t) => t.kind === 'tracker' && t.built).length > 1,
    );
    expect(several.map((m) => m.meta.slug)).to.deep.equal([
      'battle-cry-of-freedom',
      'in-freedoms-cause',
    ]);
    for (const m of several)
      for (const t of m.meta.tools.filter((x) => x.kind === 'tracker')) {
        const held = m.tools[t.slug];
        const d = held && (await loadTool(held));
        if (d?.kind !== 'tracker') throw new Error(`${t.slug}: no tracker`);
        expect(t.keeps, `${m.meta.slug}/${t.slug}`).to.deep.equal(d.scenarios().map((s) => s.slug));
      }
  });

  it('every tool of every game has a known kind and a unique slug', () => {
    const tools = GAMES.flatMap((g) => g.tools.map((t) => ({ game: g.slug, ...t })));
    expect(tools.length).to.be.greaterThan(0);
    for (const t of tools) expect(TOOL_KINDS, `${t.game}/${t.slug}`).to.include(t.kind);
    for (const g of GAMES) {
      expect(new Set(g.tools.map((t) => t.slug)).size, g.slug).to.equal(g.tools.length);
    }
  });

  it('every game marks exactly one built tool as its main fire or battle tool', () => {
    for (const g of GAMES as readonly GameMeta[]) {
      const main = g.tools.filter((t) => t.main);
      expect(main.length, g.slug).to.equal(1);
      expect(main[0]?.built, `${g.slug}/${main[0]?.slug}`).to.equal(true);
    }
  });

  it('reports a descriptor that does not match the catalogue', async () => {
    const held = ALTAR.tools['firing'];
    if (!held) throw new Error('no firing descriptor');
    const firing = await loadTool(held);
    const broken = {
      ...ALTAR,
      tools: { ...ALTAR.tools, oob: firing, ghost: { kind: 'rulings' as const } },
      rulings: [...ALTAR.rulings, ...ALTAR.rulings.slice(0, 1)],
    };
    const problems = gameModuleProblems(broken);
    expect(problems.some((p) => p.startsWith('oob: listed as roster'))).to.equal(true);
    expect(problems.some((p) => p.startsWith('oob: roll tool id firing'))).to.equal(true);
    expect(problems.some((p) => p.startsWith('ghost: a descriptor for a tool'))).to.equal(true);
    expect(problems.some((p) => p.startsWith('ruling '))).to.equal(true);
  });

  it('reports a lazy descriptor that loads another kind than it declares', async () => {
    const held = ALTAR.tools['firing'];
    if (!held) throw new Error('no firing descriptor');
    const firing = await loadTool(held);
    const broken = {
      ...ALTAR,
      // A module typed as it is written cannot say this: the loaded kind is checked at run time.
      tools: {
        ...ALTAR.tools,
        oob: lazyTool('roster', () => Promise.resolve(firing as DescriptorOf<'roster'>)),
      },
    };
    expect(gameModuleProblems(broken)).to.deep.equal([]);
    const problems = await loadedModuleProblems(broken);
    expect(problems).to.include('oob: declared roster, loads roll');
    expect(problems).to.include('oob: roll tool id firing');
  });
});
