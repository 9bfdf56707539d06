import { expect } from '@open-wc/testing';
import { GAMES } from '../../../src/catalog.js';
import {
  gameModuleProblems,
  lazyTool,
  loadedModuleProblems,
  loadTool,
  TOOL_KINDS,
  type GameMeta,
} from '../../../src/core/shared/game-module.js';
import { MODULE as ALTAR } from '../../../src/core/games/altar-of-freedom/module.js';
import { MODULE as PRICE } from '../../../src/core/games/price-of-freedom/module.js';
import { MODULE as USCW } from '../../../src/core/games/us-civil-war/module.js';

const MODULES = [ALTAR, PRICE, USCW];

describe('game modules', () => {
  it('every built game has a module whose meta is the catalogue entry', () => {
    expect(MODULES.length).to.be.greaterThan(0);
    for (const m of MODULES) expect(GAMES).to.include(m.meta);
  });

  for (const m of MODULES) {
    it(`${m.meta.slug}: descriptors match built tools of their kind, rulings are unique`, () => {
      expect(gameModuleProblems(m)).to.deep.equal([]);
    });

    it(`${m.meta.slug}: every roll tool listed as built has its descriptor`, () => {
      const rolls = m.meta.tools.filter((t) => t.kind === 'roll' && t.built);
      expect(rolls.length).to.be.greaterThan(0);
      for (const t of rolls) expect(m.tools[t.slug]?.kind, t.slug).to.equal('roll');
    });
  }

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

  it('reports a descriptor that does not match the catalogue', () => {
    const firing = ALTAR.tools['firing'];
    if (!firing) throw new Error('no firing descriptor');
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

  it('The U.S. Civil War tracker is its own chunk: declared a tracker, it loads one', async () => {
    const tracker = USCW.tools['tracker'];
    expect(tracker?.kind).to.equal('lazy');
    if (!tracker) throw new Error('no tracker descriptor');
    expect((await loadTool(tracker)).kind).to.equal('tracker');
    expect(await loadedModuleProblems(USCW)).to.deep.equal([]);
  });

  it('reports a lazy descriptor that loads another kind than it declares', async () => {
    const firing = ALTAR.tools['firing'];
    if (!firing || firing.kind === 'lazy') throw new Error('no firing descriptor');
    const broken = {
      ...ALTAR,
      tools: { ...ALTAR.tools, oob: lazyTool('roster', () => Promise.resolve(firing)) },
    };
    expect(gameModuleProblems(broken)).to.deep.equal([]);
    const problems = await loadedModuleProblems(broken);
    expect(problems).to.include('oob: declared roster, loads roll');
    expect(problems).to.include('oob: roll tool id firing');
  });
});
