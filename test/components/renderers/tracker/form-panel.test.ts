import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { formPanel } from '../../../../src/components/renderers/tracker/form-panel.js';
import type { PanelContext } from '../../../../src/components/renderers/tracker/panel-context.js';
import type { FormPanel } from '../../../../src/core/shared/tracker-form.js';
import { every } from '../../../helpers/dom.js';

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

const PANEL: FormPanel<object, unknown, string> = {
  kind: 'form',
  id: 'f-h',
  title: 'Entry',
  form: () => ({
    note: 'Enter it alone (ruling C10).',
    submit: 'Send',
    fields: [{ kind: 'number', name: 'n', label: 'Number', min: 0, max: 9 }],
  }),
  submit: () => ({ event: 'sent', says: 'Sent.' }),
};

describe('formPanel', () => {
  it('links the rulings its note names', () => {
    const host = document.createElement('div');
    render(formPanel(context, PANEL), host);
    const links = every(host, 'p a.ruling-link');
    expect(links.map((a) => a.textContent)).to.deep.equal(['ruling C10']);
    expect(links[0]?.getAttribute('href')).to.contain('fixture/rulings/#C10');
  });
});
