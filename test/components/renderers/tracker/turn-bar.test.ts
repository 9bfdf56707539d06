import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { turnBar } from '../../../../src/components/renderers/tracker/turn-bar.js';
import type { PanelContext } from '../../../../src/components/renderers/tracker/panel-context.js';
import { text } from '../../../helpers/dom.js';

const context: PanelContext = {
  game: 'fixture',
  state: { history: [] },
  ctx: null,
  store: null,
  rulings: [],
  apply: () => true,
  undo: () => undefined,
  say: () => undefined,
  get: <T>(_key: string, initial: T) => initial,
  set: () => undefined,
  root: document.body,
};

function drawn(lastTurn?: number): HTMLElement {
  const host = document.createElement('div');
  render(
    turnBar(
      context,
      { turn: 3, ...(lastTurn === undefined ? {} : { lastTurn }), facts: [], controls: [] },
      { canUndo: false, print: false },
    ),
    host,
  );
  return host;
}

describe('turnBar', () => {
  it('shows the last turn when the game has one', () => {
    expect(text(drawn(8).querySelector('.turn'))).to.equal('Turn 3 of 8');
  });

  it('shows the turn alone for a game with no fixed length', () => {
    const host = drawn();
    expect(text(host.querySelector('.turn'))).to.equal('Turn 3');
    expect(host.querySelector('.of')).to.equal(null);
  });
});
