/**
 * A small tracker for the shell's tests: a count of hits against a limit, two units that can be
 * hit, a turn of three steps, a log of hits, and a panel of its own.
 */
import { html } from 'lit';
import { attempt, trackerDescriptor } from '../../../../src/core/shared/tracker.js';
import { recordStep } from '../../../../src/core/shared/tracker-history.js';
import {
  panelRenderer,
  type PanelContext,
} from '../../../../src/components/renderers/tracker/panel-context.js';

export interface Snap {
  readonly turn: number;
  readonly hits: Readonly<Record<string, number>>;
  readonly step: number | null;
}
export type Ev =
  | { readonly type: 'hit'; readonly unit: string; readonly by: number }
  | { readonly type: 'turn'; readonly to: number }
  | { readonly type: 'end' }
  | { readonly type: 'step' };

export const LIMIT = 3;
const UNITS = ['alpha', 'bravo'] as const;
const total = (s: Snap) => Object.values(s.hits).reduce((a, b) => a + b, 0);

function reduce(s: Snap, e: Ev): Snap {
  switch (e.type) {
    case 'hit':
      if (total(s) + e.by > LIMIT) throw new RangeError(`No more than ${LIMIT} hits.`);
      return { ...s, hits: { ...s.hits, [e.unit]: (s.hits[e.unit] ?? 0) + e.by } };
    case 'turn':
      return { ...s, turn: e.to };
    case 'end':
      return { ...s, step: 0 };
    case 'step':
      return s.step === 1 ? { ...s, turn: s.turn + 1, step: null } : { ...s, step: 1 };
  }
}

export const FIXTURE = trackerDescriptor<Snap, { readonly name: string }, Ev>({
  kind: 'tracker',
  stateVersion: 1,
  scenarios: () => [{ slug: 'small', title: 'Small battle' }],
  start: () => ({ turn: 1, hits: {}, step: null, history: [] }),
  read: (game) => (game.stateVersion === 1 ? (game.state as Snap & { history: Snap[] }) : null),
  context: (scenario) => (scenario === 'small' ? { name: 'Small battle' } : null),
  apply: (s, e) => attempt(() => recordStep<Snap>(s, (x) => reduce(x, e))),
  subtitle: (c) => c.name,
  bar: (s) => ({
    turn: s.turn,
    lastTurn: 5,
    facts: [{ text: 'Dawn', rule: 'ruling G9' }],
    controls: [
      {
        kind: 'pick',
        id: 'go-to',
        label: 'Go to turn',
        options: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) })),
        value: String(s.turn),
        choose: (v) => ({ event: { type: 'turn', to: Number(v) }, says: `Turn ${v}.` }),
      },
      {
        kind: 'choose',
        id: 'by',
        label: 'Hits',
        options: ['1', '2'].map((n) => ({ value: n, label: n })),
        initial: '1',
        button: 'Hit alpha',
        act: (v) => ({
          event: { type: 'hit', unit: 'alpha', by: Number(v) },
          says: `Alpha +${v}.`,
        }),
      },
      { label: 'End the turn', primary: true, event: { type: 'end' }, says: 'Ended.' },
    ],
    ...(total(s) >= LIMIT ? { alert: 'The limit is reached.' } : {}),
  }),
  panels: [
    {
      kind: 'form',
      id: 'form-h',
      title: 'Hit in secret',
      form: (s) =>
        total(s) >= LIMIT
          ? null
          : {
              note: 'The other player looks away.',
              private: true,
              submit: 'Hit',
              fields: [
                {
                  kind: 'select',
                  name: 'unit',
                  label: 'Unit',
                  options: UNITS.map((u) => ({ value: u, label: u })),
                },
                { kind: 'number', name: 'by', label: 'Hits', min: 1, max: 2, hint: '1 or 2' },
              ],
            },
      submit: (v) =>
        v['unit'] === 'bravo' && v['by'] === 2
          ? { problem: 'Bravo takes one hit at a time.' }
          : {
              event: { type: 'hit', unit: String(v['unit']), by: Number(v['by']) },
              says: 'Hit in secret.',
            },
    },
    {
      kind: 'steps',
      id: 'steps-h',
      title: 'End of turn',
      steps: (s) =>
        s.step === null
          ? null
          : {
              steps: ['First', 'Second'].map((label, i) => ({
                label,
                rule: '§1',
                detail: `${label} step.`,
                state: i < (s.step ?? 0) ? 'done' : i === s.step ? 'current' : 'to-do',
              })),
              done: { label: 'Step done', event: { type: 'step' }, says: 'Step done.' },
            },
    },
    {
      kind: 'counters',
      id: 'counts',
      counters: (s) => [
        {
          label: 'Hits',
          value: total(s),
          limit: LIMIT,
          unit: 'hits',
          over: total(s) >= LIMIT,
          alert: 'At the limit.',
        },
      ],
    },
    {
      kind: 'units',
      id: 'units',
      rulings: ['G9'],
      tables: (s) => [
        {
          id: 'units-h',
          title: 'Units',
          caption: 'Units and their hits',
          columns: ['Unit', 'Hits'],
          rows: UNITS.map((u) => ({
            id: u,
            name: u,
            cells: [{ pips: s.hits[u] ?? 0, of: LIMIT, label: `${s.hits[u] ?? 0} hits` }],
            actions: [
              {
                label: 'Hit',
                hidden: `: ${u}`,
                event: { type: 'hit', unit: u, by: 1 },
                says: `${u} hit.`,
              },
            ],
          })),
        },
      ],
    },
    {
      kind: 'log',
      id: 'log-h',
      title: 'Hits so far',
      entries: (s) => Object.entries(s.hits).map(([u, n]) => ({ text: `${u}: ${n}` })),
    },
    { kind: 'custom', id: 'own' },
  ],
  history: (s) =>
    s.history
      .map((_, i) => ({
        index: i + 1,
        when: 'Turn',
        text: `Change ${i + 1}`,
        undoSteps: s.history.length - i,
      }))
      .reverse(),
  print: { title: 'Small tracker' },
  text: { intro: 'Start a small game.', noHistory: 'Nothing yet.' },
});

/** The game's own panel: a note kept while the game is open. */
export const OWN_PANEL = panelRenderer((p: PanelContext<Snap, { name: string }, Ev>) => {
  const note = p.get('note', 'none');
  return html`<section class="own">
    <p class="note">Note: ${note}</p>
    <button
      type="button"
      @click=${() => {
        p.set('note', 'kept');
      }}
    >
      Keep a note
    </button>
  </section>`;
});
