import { expect } from '@open-wc/testing';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import type { FormPanel } from '../../../../src/core/shared/tracker-form.js';
import {
  COMBAT_TRACKER,
  applyLedger,
} from '../../../../src/core/games/battle-cry-of-freedom/combat-tracker.js';
import {
  PLAY_FORM,
  GENERAL_FORM,
} from '../../../../src/core/games/battle-cry-of-freedom/combat-forms.js';
import {
  BATTLE_FORM,
  RESULT_FORM,
} from '../../../../src/core/games/battle-cry-of-freedom/combat-forms-battle.js';
import { GETTYSBURG } from '../../../../src/core/games/battle-cry-of-freedom/combat-data.js';
import { generalById } from '../../../../src/core/games/battle-cry-of-freedom/generals.js';
import { BATTLE_CARDS } from '../../../../src/core/games/battle-cry-of-freedom/battle-cards.js';
import {
  cardTables,
  exampleSteps,
  resultLines,
} from '../../../../src/core/games/battle-cry-of-freedom/combat-panels.js';
import { MODULE } from '../../../../src/core/games/battle-cry-of-freedom/module.js';
import { gameModuleProblems, loadTool } from '../../../../src/core/shared/game-module.js';

const d = COMBAT_TRACKER;
const ctx = (slug: string) => d.context(slug, undefined);

function submit(
  form: FormPanel<never, unknown, unknown>,
  values: Record<string, string | number | boolean>,
  state: unknown,
) {
  return (form as unknown as FormPanel<unknown, unknown, unknown>).submit(values, state, {});
}

describe('Battle Cry of Freedom combat tracker', () => {
  it('is the module’s built combat tool and the module has no problems', async () => {
    const held = MODULE.tools['combat'];
    expect(held && (await loadTool(held))).to.equal(d);
    expect(MODULE.meta.tools.find((t) => t.slug === 'combat')).to.include({ built: true });
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
  });

  it('starts every start it lists and reads back what it saved', () => {
    const starts = d.scenarios();
    expect(starts.length).to.be.greaterThan(2);
    for (const { slug } of starts) {
      const state = d.start(slug);
      const game = {
        id: 'g',
        game: 'battle-cry-of-freedom',
        name: 'x',
        scenario: slug,
        stateVersion: d.stateVersion,
        state,
        created: 0,
        updated: 0,
      };
      expect(d.read(game as never), slug).to.deep.equal(state);
      expect(d.read({ ...game, scenario: 'nowhere' } as never)).to.equal(null);
      expect(d.read({ ...game, state: { ...state, actor: 'nobody' } } as never)).to.equal(null);
    }
  });

  it('plays a card from the form, lists it, refuses a wrong one and undoes', () => {
    let s = d.start('battle') as never;
    const asked = submit(
      PLAY_FORM,
      {
        side: 'union',
        name: 'Frontal Assault',
        kind: 'attack',
        value: 1,
        event: 'unrecorded',
        general: '',
        attachedTo: '',
        cancels: '',
      },
      s,
    );
    if (isProblem(asked)) throw new Error(asked.problem);
    const next = d.apply(s, asked.event);
    if (isProblem(next)) throw new Error(next.problem);
    s = next as never;
    const tables = cardTables(s);
    expect(tables.map((t) => t.title)).to.deep.equal(['Union cards']);
    expect(tables[0]?.rows[0]?.cells[0]).to.equal('Attack +1');
    const wrong = submit(
      PLAY_FORM,
      {
        side: 'union',
        name: 'X',
        kind: 'defend',
        value: 2,
        event: 'unrecorded',
        general: '',
        attachedTo: '',
        cancels: '',
      },
      s,
    );
    if (isProblem(wrong)) throw new Error('the form itself should pass it');
    expect(isProblem(d.apply(s, wrong.event))).to.equal(true);
    expect(
      submit(
        PLAY_FORM,
        {
          side: 'union',
          name: '',
          kind: 'attack',
          value: 1,
          event: 'special',
          general: '',
          attachedTo: '',
          cancels: '',
        },
        s,
      ),
    ).to.have.property('problem');
    const history = d.history?.(s, ctx('battle')) ?? [];
    expect(history.length).to.equal(1);
    expect(history[0]?.text).to.contain('Union plays Frontal Assault');
  });

  it('adds a general with split stars from the form', () => {
    const s = d.start('battle') as never;
    const asked = submit(
      GENERAL_FORM,
      { side: 'union', name: 'Grant', offense: '2', defense: '3', cavalry: false },
      s,
    );
    if (isProblem(asked)) throw new Error(asked.problem);
    expect(asked.event).to.deep.include({ offense: 2, defense: 3, cavalry: false });
  });

  it('a listed general brings the rulebook’s stars (Meade: three on defense) and the player’s', () => {
    const s = d.start('battle') as never;
    const meade = generalById('meade');
    const form = GENERAL_FORM as unknown as FormPanel<unknown, unknown, unknown>;
    const entered = { generals: { meade: { offense: 2 } }, battles: {}, events: {} };
    const c = d.context('battle', entered);
    const asked = form.submit({ card: 'meade', offense: '', defense: '' }, s, c);
    if (isProblem(asked)) throw new Error(asked.problem);
    expect(asked.event).to.deep.include({
      id: 'meade',
      side: meade?.side,
      name: meade?.name,
      offense: 2,
      defense: meade?.defense,
    });
    const options = form.form(s, c)?.fields[0];
    expect(JSON.stringify(options)).to.contain(`${meade?.name} (★★ / ★★★)`);
    const after = applyLedger(s, asked.event as never) as never;
    expect(JSON.stringify(form.form(after, c)?.fields[0])).not.to.contain('"meade"');
  });

  it('replays a worked battle to its result, with the bar’s day and Major Victory badge', () => {
    let s = d.start('example-antietam') as never;
    const c = ctx('example-antietam') as never;
    for (let i = 0; i < 7; i += 1) s = applyLedger(s, { type: 'example-step' }) as never;
    expect(d.bar(s, c).facts.some((f) => f.badge === 'Major Victory')).to.equal(true);
    expect(d.bar(s, c)).to.include({ turn: 1, turnLabel: 'Day' });
    const steps = exampleSteps(s);
    expect(steps?.steps.filter((x) => x.state === 'done').length).to.equal(7);
    expect(steps?.steps[4]?.detail).to.contain(
      'The rulebook: Union ahead by 1. The ledger: Union ahead by 1.',
    );
    while (!(s as { ended: boolean }).ended) s = applyLedger(s, { type: 'example-step' }) as never;
    expect(d.bar(s, c).alert).to.contain('Confederate wins');
    // Antietam's split (1/1) is the Example of Play's: the result reads it without any entry.
    const before = resultLines(s, c)
      .map((l) => l.text)
      .join(' ');
    expect(before).to.contain('Confederate +1, Union −1 (as the rulebook gives them)');
    expect(before).to.contain('removed from the game');
    const form = (RESULT_FORM as unknown as FormPanel<unknown, unknown, unknown>).form(s, c);
    expect(form?.note).to.equal('Filled in from the rulebook.');
    expect(form?.fields.map((f) => f.value)).to.deep.equal([1, 1, true]);
    const asked = submit(RESULT_FORM, { gain: 2, loss: 1, invasion: true }, s);
    if (isProblem(asked)) throw new Error(asked.problem);
    s = applyLedger(s, asked.event as never) as never;
    const lines = resultLines(s, c)
      .map((l) => l.text)
      .join(' ');
    expect(lines).to.contain('Confederate +2, Union −1 (as you entered them)');
    expect(lines).to.contain('removed from the game');
  });

  it('a battle named by hand has no split until the player enters it', () => {
    let s = d.start('battle') as never;
    const c = ctx('battle') as never;
    s = applyLedger(s, {
      type: 'set-battle',
      name: 'Brandy Station',
      initiative: 'union',
      victoryCity: false,
    }) as never;
    s = applyLedger(s, { type: 'hand-over' }) as never;
    s = applyLedger(s, { type: 'hand-over' }) as never;
    expect((s as { ended: boolean }).ended).to.equal(true);
    expect(
      resultLines(s, c)
        .map((l) => l.text)
        .join(' '),
    ).to.contain('not in the rulebook');
  });

  it('a listed victory-city card sets its own victory city and reads the player’s split', () => {
    const city = BATTLE_CARDS.find((x) => x.kind === 'city' && !x.known.union);
    if (!city) throw new Error('no victory city without a known Union split');
    const asked = submit(
      BATTLE_FORM,
      { card: city.id, name: '', initiative: 'confederate', victoryCity: false },
      d.start('battle'),
    );
    if (isProblem(asked)) throw new Error(asked.problem);
    expect(asked.event).to.deep.include({ card: city.id, name: city.name, victoryCity: true });
    let s = applyLedger(d.start('battle') as never, asked.event as never) as never;
    s = applyLedger(s, { type: 'hand-over' }) as never;
    s = applyLedger(s, { type: 'hand-over' }) as never;
    // Nobody played a card: the tie goes to the defender, the Union, whose split is read.
    const entered = {
      generals: {},
      battles: { [city.id]: { union: { gain: 2, loss: 3 } } },
      events: {},
    };
    const lines = resultLines(s, d.context('battle', entered) as never)
      .map((l) => l.text)
      .join(' ');
    expect(lines).to.contain('Union wins');
    expect(lines).to.contain('Union +2, Confederate −3 (as you entered them)');
  });

  it('Gettysburg Scenario › Special Rules: the general form says how reinforcements and Stuart join', () => {
    const form = GENERAL_FORM as unknown as FormPanel<unknown, unknown, unknown>;
    const g = form.form(d.start('gettysburg'), d.context('gettysburg', undefined));
    expect(g?.note).to.contain(`only from day ${GETTYSBURG.stuartDay}`);
    expect(form.form(d.start('battle'), d.context('battle', undefined))?.note).not.to.contain(
      'Gettysburg',
    );
  });

  it('refuses a battle card the rulebook does not name', () => {
    expect(() =>
      applyLedger(d.start('battle') as never, {
        type: 'set-battle',
        card: 'atlantis',
        name: 'x',
        initiative: 'union',
        victoryCity: false,
      }),
    ).to.throw(RangeError, /no battle card/);
  });
});
