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

  for (const secret of [false, true]) {
    it(`gives a number its range and a text its length${secret ? ', masked' : ''}`, () => {
      const host = document.createElement('div');
      const panel: FormPanel<object, unknown, string> = {
        ...PANEL,
        form: () => ({
          submit: 'Send',
          private: secret,
          fields: [
            { kind: 'number', name: 'n', label: 'Number', min: 1, max: 9 },
            { kind: 'text', name: 't', label: 'Name', maxLength: 40 },
          ],
        }),
      };
      render(formPanel(context, panel), host);
      const attributes = every(host, 'input').map((input) =>
        Object.fromEntries([...input.attributes].map((a) => [a.name, a.value])),
      );
      expect(attributes).to.deep.equal([
        {
          id: 'f-h-n',
          type: secret ? 'password' : 'number',
          inputmode: 'numeric',
          autocomplete: 'off',
          min: '1',
          max: '9',
          step: '1',
          'aria-describedby': 'f-h-error',
        },
        {
          id: 'f-h-t',
          type: secret ? 'password' : 'text',
          autocomplete: 'off',
          maxlength: '40',
          'aria-describedby': 'f-h-error',
        },
      ]);
    });
  }

  it('shows the game’s refusal beside the form, in place of the earlier one, not at the page’s top', () => {
    const kept: Record<string, unknown> = { 'form:f-h:error': 'An earlier refusal.' };
    const said: string[] = [];
    const refusing: PanelContext = {
      ...context,
      get: <T>(key: string, initial: T) => (key in kept ? (kept[key] as T) : initial),
      set: (key, value) => {
        kept[key] = value;
      },
      say: (message) => said.push(message),
      apply: (_event, _says, refused) => {
        refused?.('No East card is in hand.');
        return false;
      },
    };
    const panel: FormPanel<object, unknown, string> = {
      ...PANEL,
      form: () => ({
        submit: 'Send',
        fields: [{ kind: 'text', name: 't', label: 'Card', maxLength: 9 }],
      }),
    };
    const host = document.createElement('div');
    render(formPanel(refusing, panel), host);
    host.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    render(formPanel(refusing, panel), host);
    expect(host.querySelector('.error')?.textContent).to.equal('No East card is in hand.');
    expect(said).to.deep.equal([]);
  });

  it('shows a field only while the choice it follows is made, and a hidden field neither checks nor sends what was typed', () => {
    const kept: Record<string, unknown> = {};
    const sent: unknown[] = [];
    const keeping: PanelContext = {
      ...context,
      get: <T>(key: string, initial: T) => (key in kept ? (kept[key] as T) : initial),
      set: (key, value) => {
        kept[key] = value;
      },
    };
    const panel: FormPanel<object, unknown, string> = {
      ...PANEL,
      form: () => ({
        submit: 'Send',
        fields: [
          {
            kind: 'select',
            name: 'card',
            label: 'Card',
            value: '',
            options: [
              { value: '', label: 'Another card' },
              { value: 'listed', label: 'A listed card' },
            ],
          },
          {
            kind: 'number',
            name: 'value',
            label: 'Its value',
            min: -3,
            max: 3,
            value: 1,
            shownWhen: { field: 'card', is: [''] },
          },
        ],
      }),
      submit: (values) => {
        sent.push(values);
        return { event: 'sent', says: 'Sent.' };
      },
    };
    const host = document.createElement('div');
    const draw = () => {
      render(formPanel(keeping, panel), host);
    };
    draw();
    expect(every(host, 'label').map((l) => l.textContent.trim().split(/\s/)[0])).to.deep.equal([
      'Card',
      'Its',
    ]);
    // A value out of range, typed while shown, then the listed card picked: hidden and not checked.
    kept['form:f-h'] = { value: '9', card: 'listed' };
    draw();
    expect(host.querySelector('#f-h-value')).to.equal(null);
    host.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(sent).to.deep.equal([{ card: 'listed', value: 1 }]);
    // Shown again, what was typed is there and checked.
    kept['form:f-h'] = { value: '9', card: '' };
    draw();
    expect(host.querySelector<HTMLInputElement>('#f-h-value')?.value).to.equal('9');
    host.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(sent).to.have.length(1);
    expect(kept['form:f-h:error']).to.contain('Its value');
  });
});
