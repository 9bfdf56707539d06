import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import * as v from 'valibot';
import '../../../src/components/renderers/hs-roster.js';
import type { HsRoster } from '../../../src/components/renderers/hs-roster.js';
import type {
  RosterDescriptor,
  RosterEntry,
  RosterSection,
} from '../../../src/core/shared/roster.js';
import type { UserDataKind } from '../../../src/core/shared/user-data.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, text } from '../../helpers/dom.js';
import { recordingHost } from '../../helpers/tool-host.js';

/** The fixture's entered data: a strength per captain. */
type Data = { readonly [id: string]: number };

const KIND: UserDataKind<Data> = {
  gameSlug: 'test-game',
  kind: 'strengths',
  title: 'strengths',
  schema: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(1))),
  empty: () => ({}),
};

const captain = (id: string, name: string, data: Data, leads = false): RosterEntry => ({
  id,
  className: 'captain',
  name,
  values: [
    {
      label: 'Strength',
      text: data[id] === undefined ? null : String(data[id]),
      source: data[id] === undefined ? 'missing' : 'player',
    },
  ],
  editable: true,
  entered: data[id] !== undefined,
  keys: [name],
  leads,
});

const unit = (id: string, name: string) => ({
  id,
  name,
  values: [{ label: 'Arm', text: 'Foot', icon: 'foot' }],
  keys: [name],
});

function section(side: string, data: Data): RosterSection {
  return {
    id: `side-${side}`,
    title: `Side ${side.toUpperCase()}`,
    badge: { text: side.toUpperCase(), tone: 'accent' },
    facts: [{ term: 'Units', value: ['3 ', { muted: '(all foot)' }] }],
    body: [
      { kind: 'card', entry: captain(`${side}-chief`, `Chief ${side}`, data) },
      {
        kind: 'groups',
        groups: [
          {
            id: `${side}-band`,
            title: `Band ${side}`,
            count: '2 units',
            collapsible: true,
            keys: [`Band ${side}`],
            table: {
              layout: 'compact',
              caption: 'Units',
              head: 'Unit',
              columns: [{ label: 'Arm' }],
              rows: [unit(`${side}-u1`, 'Archers'), unit(`${side}-u2`, 'Pikes')],
            },
          },
        ],
      },
      {
        kind: 'section',
        section: {
          id: `${side}-wing`,
          title: `Left wing ${side}`,
          keys: ['Left wing'],
          body: [{ kind: 'card', entry: captain(`${side}-wing-cap`, 'Wingman', data, true) }],
        },
      },
    ],
  };
}

const FIXTURE: RosterDescriptor<Data> = {
  kind: 'roster',
  userData: KIND,
  choices: [
    {
      key: 'side',
      label: 'Show',
      control: 'segmented',
      options: [
        { value: 'both', label: 'Both' },
        { value: 'a', label: 'A' },
      ],
      invalid: (x) => `No side “${x}”.`,
    },
  ],
  search: {
    key: 'q',
    label: 'Find',
    maxLength: 20,
    none: 'Nothing here.',
    status: (_state, n) => `${n} found.`,
  },
  texts: {
    unreadable: 'Unreadable.',
    saveFailed: 'Not saved.',
    incoming: { what: 'It', use: 'Use', keep: 'Keep', saved: 'Saved.', describe: () => 'Offer.' },
    missing: { text: 'not given', action: 'enter' },
    entered: { badge: 'yours' },
    edit: { enter: 'Enter', edit: 'Edit', close: 'Close', about: ': ', clear: 'Clear' },
  },
  view: (state) => ({
    title: 'Fixture roster',
    legend: [['Strengths are yours to enter. ', { rule: '§1' }]],
    sections: (state.choices['side'] === 'a' ? ['a'] : ['a', 'b']).map((s) =>
      section(s, state.data),
    ),
    entered: { title: 'Your strengths', text: `${Object.keys(state.data).length} entered.` },
  }),
  form: (state, id) => ({
    note: ['Enter a strength.'],
    fields: [{ kind: 'number', key: 'strength', label: 'Strength', min: 1, max: 9 }],
    values: { strength: state.data[id] === undefined ? '' : String(state.data[id]) },
  }),
  save: (state, id, values) => {
    const n = Number(values['strength']);
    return Number.isInteger(n) && n >= 1
      ? { ok: true, data: { ...state.data, [id]: n }, message: `Saved ${id}.` }
      : { ok: false, errors: ['Strength must be a whole number from 1.'], invalid: ['strength'] };
  },
  clear: (state, id) => ({
    data: Object.fromEntries(Object.entries(state.data).filter(([k]) => k !== id)),
    message: `Cleared ${id}.`,
  }),
};

const root = (el: HsRoster) => el.shadowRoot!;

async function make(params: [string, string][] = [], store = new MemoryStore()) {
  const host = recordingHost(params);
  const icons = { foot: html`<svg class="foot-icon" viewBox="0 0 1 1"></svg>` };
  const el = await fixture<HsRoster>(
    html`<hs-roster
      .descriptor=${FIXTURE}
      game="test-game"
      .icons=${icons}
      .host=${host}
      .store=${store}
    ></hs-roster>`,
  );
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
  return { el, host, store };
}

describe('<hs-roster> (generic roster renderer)', () => {
  before(setUpAppDocument);

  it('passes an accessibility audit, also with a form open', async () => {
    const { el } = await make();
    await expect(el).to.be.accessible();
    root(el).querySelector<HTMLButtonElement>('#edit-a-chief')!.click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('draws the view: sections, facts, cards, folding groups, nested sections, icons', async () => {
    const { el } = await make();
    expect(every(root(el), '.sections > section.roster-section')).to.have.length(2);
    expect(text(root(el).querySelector('#side-a'))).to.equal('A Side A');
    expect(text(root(el).querySelector('.facts'))).to.equal('Units 3 (all foot)');
    const chief = root(el).querySelector('#edit-a-chief')!.closest('.card.captain')!;
    expect(chief.querySelector('.values button.missing')?.getAttribute('aria-label')).to.equal(
      'Strength of Chief a: not given — enter',
    );
    for (const group of every<HTMLDetailsElement>(root(el), 'details.group')) {
      expect(group.open).to.equal(true);
      expect(text(group.querySelector('summary'))).to.match(/^Band [ab] 2 units$/);
    }
    expect(every(root(el), 'h3')).to.have.length(2);
    expect(every(root(el), 'table.compact tbody tr')).to.have.length(4);
    expect(every(root(el), 'td .icon-text svg.foot-icon')).to.have.length(4);
    expect(text(root(el).querySelector('.roster-title'))).to.equal('Fixture roster');
    expect(text(root(el).querySelector('.entered-data'))).to.contain('0 entered.');
  });

  it('reads its settings from the link and reports what it cannot use', async () => {
    const { el, host } = await make([
      ['side', 'z'],
      ['zoom', '2'],
    ]);
    const notice = text(root(el).querySelector('.notice'));
    expect(notice).to.contain('No side “z”.');
    expect(notice).to.contain('“zoom” is not a setting of this page');
    every<HTMLInputElement>(root(el), 'input[name="side"]')[1]!.click();
    await el.updateComplete;
    expect(root(el).querySelectorAll('.sections > section')).to.have.length(1);
    expect(host.params).to.deep.equal([['side', 'a']]);
  });

  it('searches: a group match shows its rows, a leading card its section; none is said', async () => {
    const { el, host } = await make([['q', 'band a']]);
    expect(every(root(el), 'table.compact tbody tr')).to.have.length(2);
    expect(text(root(el).querySelector('.match-status'))).to.equal('1 found.');
    expect(text(root(el).querySelectorAll('.sections > section')[1])).to.contain('Nothing here.');
    const search = root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
    search.value = 'wingman';
    search.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(host.params).to.deep.equal([['q', 'wingman']]);
    expect(every(root(el), '.card.hit')).to.have.length(2);
    expect(every(root(el), 'h3')).to.have.length(2);
    expect(root(el).querySelectorAll('details.group')).to.have.length(0);
    expect(every(root(el), 'mark')[0]!.textContent).to.equal('Wingman');
  });

  it('enters a value: refuses a bad one, saves a good one and marks it as the player’s', async () => {
    const { el, store } = await make();
    root(el).querySelector<HTMLButtonElement>('button.missing')!.click();
    await el.updateComplete;
    const input = root(el).querySelector<HTMLInputElement>('#strength-a-chief')!;
    input.value = '0';
    input.dispatchEvent(new Event('input'));
    root(el).querySelector<HTMLFormElement>('#editor-a-chief')!.requestSubmit();
    await el.updateComplete;
    await el.updateComplete;
    const errors = root(el).querySelector('#errors-a-chief')!;
    expect(text(errors)).to.equal('Strength must be a whole number from 1.');
    expect(root(el).activeElement).to.equal(errors);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    input.value = '4';
    input.dispatchEvent(new Event('input'));
    root(el).querySelector<HTMLFormElement>('#editor-a-chief')!.requestSubmit();
    await waitUntil(async () => (await store.getUserData('test-game', 'strengths')) !== undefined);
    expect((await store.getUserData('test-game', 'strengths'))?.data).to.deep.equal({
      'a-chief': 4,
    });
    await el.updateComplete;
    const chief = root(el).querySelector('#edit-a-chief')!.closest('.card')!;
    expect(text(chief.querySelector('.values'))).to.equal('Strength 4 yours');
    expect(chief.classList.contains('has-entered')).to.equal(true);
    expect(text(root(el).querySelector('.status'))).to.equal('Saved a-chief.');
  });

  it('prints without its controls and with every group unfolded', async () => {
    const { el } = await make();
    every<HTMLButtonElement>(root(el), '.expand button')[1]!.click();
    await el.updateComplete;
    const group = every<HTMLDetailsElement>(root(el), 'details.group')[0]!;
    expect(group.open).to.equal(false);
    await emulateMedia({ media: 'print' });
    try {
      expect(getComputedStyle(root(el).querySelector('.controls')!).display).to.equal('none');
      expect(getComputedStyle(root(el).querySelector('.entered-data')!).display).to.equal('none');
      expect(group.querySelector('table')!.getBoundingClientRect().height).to.be.greaterThan(0);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });
});
