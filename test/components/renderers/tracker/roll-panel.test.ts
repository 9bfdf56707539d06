import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../../src/components/renderers/tracker/hs-tracker.js';
import type { HsTracker } from '../../../../src/components/renderers/tracker/hs-tracker.js';
import type { HsRollTool } from '../../../../src/components/renderers/hs-roll-tool.js';
import { resolveTool } from '../../../../src/core/shared/tool-inputs.js';
import type { RollTool } from '../../../../src/core/shared/tool.js';
import type { TrackerDescriptor } from '../../../../src/core/shared/tracker.js';
import type { RollPanel } from '../../../../src/core/shared/tracker-roll.js';
import { MemoryStore } from '../../../../src/storage/memory-store.js';
import { unsavedWork } from '../../../../src/components/app/unsaved-work.js';
import { setUpAppDocument } from '../../../helpers/app-document.js';
import { every, text } from '../../../helpers/dom.js';
import { duelTool, shotTool } from '../../../helpers/fixture-tools.js';
import { recordingHost as host } from '../../../helpers/tool-host.js';
import { waitUntil } from '../../../helpers/wait.js';
import { FIXTURE, LIMIT, type Ev, type Snap } from './fixture-tracker.js';

const UNITS = ['alpha', 'bravo'];

/** Shots at a unit still under the limit, and a duel between two units. */
const ROLLS: RollPanel<Snap, unknown, Ev> = {
  kind: 'roll',
  id: 'roll-h',
  title: 'Roll and apply',
  apply: 'Apply to the game',
  unchosen: 'Choose the units first.',
  rulings: ['G9'],
  tables: [
    {
      id: 'shot',
      title: 'Shot',
      tool: shotTool,
      subjects: (s) => [
        {
          name: 'unit',
          label: 'Target',
          options: UNITS.filter((u) => (s.hits[u] ?? 0) < LIMIT).map((u) => ({
            value: u,
            label: u.toUpperCase(),
          })),
        },
      ],
      // Bravo's strength and cover come from the state, as a tracker's counts would.
      inputs: (chosen) => (chosen['unit'] === 'bravo' ? { sm: 2, cover: true } : {}),
      result: (chosen, roll) =>
        roll.resolution.outcome.key === 'miss'
          ? { problem: 'A miss changes nothing.' }
          : {
              event: { type: 'hit', unit: chosen['unit'] ?? '', by: 1 },
              text: `${roll.resolution.outcome.label} → ${chosen['unit'] ?? ''}`,
            },
    },
    {
      id: 'duel',
      title: 'Duel',
      tool: duelTool,
      subjects: () =>
        ['attacker', 'defender'].map((name) => ({
          name,
          label: name,
          options: UNITS.map((u) => ({ value: u, label: u })),
        })),
      result: (chosen) => ({
        event: { type: 'hit', unit: chosen['defender'] ?? '', by: 1 },
        text: `Duel → ${chosen['defender'] ?? ''}`,
      }),
    },
  ],
};

const DESCRIPTOR: TrackerDescriptor = {
  ...FIXTURE,
  panels: [
    ROLLS as unknown as TrackerDescriptor['panels'][number],
    ...FIXTURE.panels.filter((p) => p.id === 'counts'),
  ],
};
const RULINGS = [{ id: 'G9', topic: 'Hits', question: 'How many?', decision: 'Three.', cites: [] }];

const root = (el: HsTracker) => el.shadowRoot!;

function select(el: HsTracker, label: string): HTMLSelectElement {
  const l = [...root(el).querySelectorAll('.roll-panel label')].find((x) =>
    text(x).startsWith(label),
  );
  const s = l?.querySelector('select');
  if (!s) throw new Error(`no select ${label}`);
  return s;
}

async function choose(el: HsTracker, label: string, value: string): Promise<void> {
  const s = select(el, label);
  s.value = value;
  s.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

function button(el: HsTracker, label: string): HTMLButtonElement {
  const b = [...root(el).querySelectorAll('button')].find((x) => text(x).startsWith(label));
  if (!b) throw new Error(`no button ${label}`);
  return b;
}

/** The roller in the panel says it resolved a roll of `naturals`. */
async function resolve(el: HsTracker, tool: RollTool, naturals: number[][]): Promise<void> {
  const roller = root(el).querySelector<HsRollTool>('.roll-panel hs-roll-tool')!;
  const { rolls, resolution } = resolveTool(tool, naturals, {});
  roller.dispatchEvent(
    new CustomEvent('hs-roll-resolved', {
      detail: { tool: tool.id, rolls, resolution },
      bubbles: true,
      composed: true,
    }),
  );
  await el.updateComplete;
}

async function start(store = new MemoryStore()): Promise<HsTracker> {
  const el = await fixture<HsTracker>(
    html`<hs-tracker
      game="fixture"
      gameTitle="Fixture"
      .descriptor=${DESCRIPTOR}
      .rulings=${RULINGS}
      .store=${store}
      .host=${host()}
    ></hs-tracker>`,
  );
  await waitUntil(() => root(el).querySelector('hs-saved-games') !== null);
  const games = root(el).querySelector('hs-saved-games')!;
  // The list shows once it is read.
  await waitUntil(() => games.shadowRoot?.querySelector('form'));
  games.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
  await waitUntil(() => root(el).querySelector('.roll-panel') !== null, 'game did not open');
  return el;
}

const status = (el: HsTracker) => text(root(el).querySelector('p.status'));
const hits = (el: HsTracker) => text(root(el).querySelector('.counter .count'));

describe('tracker roll panel (generic)', () => {
  before(setUpAppDocument);

  it('offers the tables, the subjects the state allows, the roller and its rulings; accessible', async () => {
    const el = await start();
    expect(text(root(el).querySelector('#roll-h'))).to.equal('Roll and apply');
    const tables = [...select(el, 'Table').options].map((o) => o.text);
    expect(tables).to.deep.equal(['Shot', 'Duel']);
    const targets = every<HTMLOptionElement>(select(el, 'Target'), 'option').map((o) => o.text);
    expect(targets).to.deep.equal(['Choose…', 'ALPHA', 'BRAVO']);
    const roller = root(el).querySelector<HsRollTool>('.roll-panel hs-roll-tool')!;
    expect(roller.tool?.id).to.equal('shot');
    expect(text(root(el).querySelector('.roll-panel + *'))).to.contain('G9');
    await expect(el).to.be.accessible();
  });

  it('fills the roller with the inputs the table reads for the chosen subjects', async () => {
    const el = await start();
    const roller = () => root(el).querySelector<HsRollTool>('.roll-panel hs-roll-tool')!;
    const inputs = () => (roller() as unknown as { inputs: Record<string, unknown> }).inputs;
    expect(inputs()['sm']).to.equal(0);
    await choose(el, 'Target', 'bravo');
    await roller().updateComplete;
    expect(inputs()).to.include({ sm: 2, cover: true });
    await choose(el, 'Target', 'alpha');
    await roller().updateComplete;
    expect(inputs()).to.include({ sm: 0, cover: false });
  });

  it('switches the table: its own subjects and roller, and the choices start again', async () => {
    const el = await start();
    await choose(el, 'Target', 'alpha');
    await choose(el, 'Table', 'duel');
    expect(root(el).querySelector<HsRollTool>('.roll-panel hs-roll-tool')!.tool?.id).to.equal(
      'duel',
    );
    expect(select(el, 'attacker').value).to.equal('');
    expect(select(el, 'defender').value).to.equal('');
    await choose(el, 'Table', 'shot');
    expect(select(el, 'Target').value).to.equal('');
  });

  it('asks for the subjects when a roll comes before they are chosen', async () => {
    const el = await start();
    await resolve(el, shotTool, [[5]]);
    expect(status(el)).to.equal('Choose the units first.');
    expect(root(el).querySelector('.apply')).to.equal(null);
  });

  it('shows the result for the chosen unit and applies it as one undoable change', async () => {
    const el = await start();
    await choose(el, 'Target', 'bravo');
    await resolve(el, shotTool, [[5]]);
    expect(text(root(el).querySelector('.apply span'))).to.equal('Hit → bravo');
    button(el, 'Apply to the game').click();
    await el.updateComplete;
    expect(status(el)).to.equal('Applied: Hit → bravo.');
    expect(hits(el)).to.equal('1');
    expect(root(el).querySelector('.apply')).to.equal(null);
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(hits(el)).to.equal('0');
  });

  it('when the log undoes the roll: a result waiting goes with it; one applied stays, and says so', async () => {
    const el = await start();
    const roller = () => root(el).querySelector('.roll-panel hs-roll-tool')!;
    const undone = async () => {
      roller().dispatchEvent(new CustomEvent('hs-roll-undone', { bubbles: true, composed: true }));
      await el.updateComplete;
    };
    await choose(el, 'Target', 'bravo');
    await resolve(el, shotTool, [[5]]);
    await undone();
    expect(root(el).querySelector('.apply')).to.equal(null);
    await resolve(el, shotTool, [[5]]);
    button(el, 'Apply to the game').click();
    await el.updateComplete;
    await undone();
    expect(hits(el)).to.equal('1');
    expect(status(el)).to.equal(
      'The roll is gone from the log, but what it changed stays: Undo reverses that.',
    );
  });

  it('says why a result cannot be applied, and discards a result unapplied', async () => {
    const el = await start();
    await choose(el, 'Target', 'alpha');
    await resolve(el, shotTool, [[1]]);
    expect(status(el)).to.equal('A miss changes nothing.');
    expect(root(el).querySelector('.apply')).to.equal(null);
    await resolve(el, shotTool, [[6]]);
    expect(root(el).querySelector('.apply')).to.exist;
    button(el, 'Discard').click();
    await el.updateComplete;
    expect(root(el).querySelector('.apply')).to.equal(null);
    expect(hits(el)).to.equal('0');
  });

  it('counts a result rolled and neither applied nor discarded as unsaved work', async () => {
    const el = await start();
    const dirty = () => unsavedWork().map((w) => w.what());
    await choose(el, 'Target', 'bravo');
    expect(dirty()).to.deep.equal([]);
    await resolve(el, shotTool, [[5]]);
    expect(dirty()).to.deep.equal(['the result rolled and not yet applied in “Roll and apply”']);
    button(el, 'Discard').click();
    await el.updateComplete;
    expect(dirty()).to.deep.equal([]);
    await resolve(el, shotTool, [[5]]);
    button(el, 'Apply to the game').click();
    await el.updateComplete;
    expect(hits(el)).to.equal('1');
    expect(dirty()).to.deep.equal([]);
    el.remove();
  });

  it('reads every subject of a roll against two units', async () => {
    const el = await start();
    await choose(el, 'Table', 'duel');
    await choose(el, 'attacker', 'alpha');
    await resolve(el, duelTool, [[3], [2]]);
    expect(status(el)).to.equal('Choose the units first.');
    await choose(el, 'defender', 'bravo');
    await resolve(el, duelTool, [[3], [2]]);
    button(el, 'Apply to the game').click();
    await el.updateComplete;
    expect(hits(el)).to.equal('1');
  });

  it('is not printed', async () => {
    const el = await start();
    await emulateMedia({ media: 'print' });
    try {
      expect(getComputedStyle(root(el).querySelector('.roll-panel')!).display).to.equal('none');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });
});
