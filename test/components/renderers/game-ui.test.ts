import { expect } from '@open-wc/testing';
import { GAMES } from '../../../src/catalog.js';
import type { ToolMeta } from '../../../src/core/shared/game-module.js';
import { GAME_UI } from '../../../src/games/registry.js';
import { recordingHost } from '../../helpers/tool-host.js';
import type { HsTracker } from '../../../src/components/renderers/tracker/hs-tracker.js';

describe('game UI modules drawn from the game modules', () => {
  it('has a UI module for every game with a built tool, and none for the others', () => {
    for (const g of GAMES) {
      const built = g.tools.some((t: ToolMeta) => t.built);
      expect(Boolean(GAME_UI[g.slug]), g.slug).to.equal(built);
    }
  });

  for (const g of GAMES) {
    const load = GAME_UI[g.slug];
    if (!load) continue;
    it(`${g.slug}: every built tool gets an element, every other tool none`, async () => {
      const ui = await load();
      expect(g.tools.length).to.be.greaterThan(0);
      for (const t of g.tools) {
        const el = await ui.createTool(t.slug, recordingHost());
        if ((t as ToolMeta).built) expect(el, t.slug).to.be.instanceOf(HTMLElement);
        else expect(el, t.slug).to.equal(null);
      }
      expect(await ui.createTool('no-such-tool', recordingHost())).to.equal(null);
    });
  }

  it('a tracker lists its own games from the others’ declarations, without loading them', async () => {
    const ui = await GAME_UI['battle-cry-of-freedom']?.();
    const el = (await ui?.createTool('campaign', recordingHost())) as HsTracker;
    expect(el.localName).to.equal('hs-tracker');
    expect(el.tool).to.equal('campaign');
    expect(el.keepers.map((k) => [k.tool, Boolean(k.descriptor), 'read' in k])).to.deep.equal([
      ['campaign', true, true],
      ['combat', false, false],
    ]);
    expect(el.keepers[1]?.scenarios).to.include('example-antietam');
    // Another tracker loads only when asked (the ledger asks for the campaign it records into).
    expect((await el.loadKeeper?.('combat'))?.kind).to.equal('tracker');
  });

  it('a roll tool is drawn by the generic roller', async () => {
    const load = GAME_UI['altar-of-freedom'];
    if (!load) throw new Error('no UI');
    const el = await (await load()).createTool('firing', recordingHost());
    expect(el?.localName).to.equal('hs-roll-tool');
  });

  it('a calculator is drawn by the generic calculator', async () => {
    const load = GAME_UI['price-of-freedom'];
    if (!load) throw new Error('no UI');
    const el = await (await load()).createTool('movement', recordingHost());
    expect(el?.localName).to.equal('hs-calculator');
  });

  it('a roster is drawn by the generic roster, for both games', async () => {
    for (const [game, slug] of [
      ['altar-of-freedom', 'oob'],
      ['price-of-freedom', 'commanders'],
    ] as const) {
      const load = GAME_UI[game];
      if (!load) throw new Error('no UI');
      const el = await (await load()).createTool(slug, recordingHost());
      expect(el?.localName, game).to.equal('hs-roster');
    }
  });

  it('setup and label sheets are drawn by the generic sheets, which print their own title', async () => {
    const aof = GAME_UI['altar-of-freedom'];
    const pof = GAME_UI['price-of-freedom'];
    if (!aof || !pof) throw new Error('no UI');
    for (const [ui, slug, tag] of [
      [await aof(), 'setup', 'hs-setup-sheet'],
      [await aof(), 'labels', 'hs-label-sheet'],
      [await pof(), 'setup', 'hs-setup-sheet'],
    ] as const) {
      const el = await ui.createTool(slug, recordingHost());
      expect(el?.localName, slug).to.equal(tag);
      expect(el?.dataset['ownPrintHeader'], slug).to.equal('');
    }
  });
});
