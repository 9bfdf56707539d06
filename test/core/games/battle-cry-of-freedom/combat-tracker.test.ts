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
import { RESULT_FORM } from '../../../../src/core/games/battle-cry-of-freedom/combat-forms-battle.js';
import {
  cardTables,
  exampleSteps,
  resultLines,
} from '../../../../src/core/games/battle-cry-of-freedom/combat-panels.js';
import { MODULE } from '../../../../src/core/games/battle-cry-of-freedom/module.js';
import { gameModuleProblems } from '../../../../src/core/shared/game-module.js';

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
  it('is the module’s built combat tool and the module has no problems', () => {
    expect(MODULE.tools['combat']).to.equal(d);
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
    expect(
      resultLines(s)
        .map((l) => l.text)
        .join(' '),
    ).to.contain('not in the rulebook');
    const asked = submit(RESULT_FORM, { gain: 1, loss: 1, invasion: true }, s);
    if (isProblem(asked)) throw new Error(asked.problem);
    s = applyLedger(s, asked.event as never) as never;
    const lines = resultLines(s)
      .map((l) => l.text)
      .join(' ');
    expect(lines).to.contain('Confederate +1, Union −1');
    expect(lines).to.contain('removed from the game');
  });
});
