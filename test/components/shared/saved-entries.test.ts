import { expect } from '@open-wc/testing';
import { draw } from '../../helpers/draw.js';
import {
  savedEntries,
  type SavedEntriesView,
} from '../../../src/components/shared/saved-entries.js';
import { every, text } from '../../helpers/dom.js';

const ENTRIES = [
  { id: 'a', name: 'First', detail: 'Small · 10 points' },
  { id: 'b', name: 'Second', detail: 'Large · 30 points' },
];

/** The list drawn with `over`, and every call it made, in order. */
function list(over: Partial<SavedEntriesView> = {}) {
  const calls: string[] = [];
  const log =
    (what: string) =>
    (id?: string | null): void => {
      calls.push(id === undefined ? what : `${what} ${String(id)}`);
    };
  const el = draw(
    savedEntries({
      id: 'saved-h',
      text: { title: 'Saved rosters', add: 'New roster', empty: 'None saved yet.' },
      entries: ENTRIES,
      current: null,
      confirmDelete: null,
      unsaved: null,
      open: log('open'),
      add: log('add'),
      askDelete: log('ask'),
      remove: log('remove'),
      saveThenContinue: log('save'),
      discard: log('discard'),
      cancel: log('cancel'),
      ...over,
    }),
  );
  const press = (label: string) => {
    const b = every<HTMLButtonElement>(el, 'button').find(
      (x) => (x.getAttribute('aria-label') ?? text(x)) === label,
    );
    if (!b) throw new Error(`no button ${label}`);
    b.click();
  };
  return { el, calls, press };
}

describe('savedEntries', () => {
  it('lists each entry with its line, opens and asks to delete it by name, and starts a new one', () => {
    const { el, calls, press } = list();
    expect(text(el.querySelector('#saved-h'))).to.equal('Saved rosters');
    const items = every(el, '.saved-list li');
    expect(items.map((li) => text(li.querySelector('.saved-name')))).to.deep.equal([
      'First Small · 10 points',
      'Second Large · 30 points',
    ]);
    press('Open Second');
    press('Delete First');
    press('New roster');
    expect(calls).to.deep.equal(['open b', 'ask a', 'add']);
  });

  it('marks the open entry, with no button to open it again', () => {
    const { el } = list({ current: 'a' });
    const [first, second] = every(el, '.saved-list li');
    expect(first!.getAttribute('aria-current')).to.equal('true');
    expect(text(first!.querySelector('.open-badge'))).to.equal('Open now');
    expect(first!.querySelector('button[aria-label="Open First"]')).to.equal(null);
    expect(second!.getAttribute('aria-current')).to.equal('false');
  });

  it('asks for a yes before deleting, and keeps the entry on a no', () => {
    const { el, calls, press } = list({ confirmDelete: 'b' });
    expect(text(el.querySelector('.confirm'))).to.contain('Delete “Second”?');
    press('Delete');
    press('Keep');
    expect(calls).to.deep.equal(['remove b', 'ask null']);
  });

  it('says when there is nothing saved', () => {
    const { el } = list({ entries: [] });
    expect(el.querySelector('.saved-list')).to.equal(null);
    expect(text(el.querySelector('p.muted'))).to.equal('None saved yet.');
  });

  it('asks what to do with unsaved changes: save first, discard them, or cancel', () => {
    const { el, calls, press } = list({ unsaved: 'First' });
    expect(text(el.querySelector('[role="alert"] p'))).to.equal(
      '“First” has changes that are not saved.',
    );
    press('Save, then continue');
    press('Discard changes');
    press('Cancel');
    expect(calls).to.deep.equal(['save', 'discard', 'cancel']);
  });
});
