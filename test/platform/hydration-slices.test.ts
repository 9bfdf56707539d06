import { expect } from '@open-wc/testing';
import { HydrationQueue, whenIdle, yieldToMain } from '../../src/platform/hydration-slices.js';
import { waitUntil } from '../helpers/wait.js';

/** A promise the test settles, and how many times it was asked for. */
function gate() {
  let open = () => {};
  let asked = 0;
  let promise = new Promise<void>((r) => (open = r));
  return {
    wait: () => {
      asked++;
      return promise;
    },
    release: () => {
      open();
      promise = new Promise<void>((r) => (open = r));
    },
    get asked() {
      return asked;
    },
  };
}

/**
 * An observer the test drives: it reports an element seen or not seen when the test says so, as
 * an IntersectionObserver would when the page renders (a page the runner keeps in the background
 * may not render at all, so a real observer there would leave the test waiting).
 */
function sight() {
  let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
  const watched = new Set<Element>();
  return {
    observe: (r: typeof report) => {
      report = r;
      return {
        observe: (el: Element) => {
          watched.add(el);
        },
        unobserve: (el: Element) => {
          watched.delete(el);
        },
      };
    },
    /** Reports every watched element seen when on screen (top under 1000 px), else not. */
    look: () => {
      report(
        [...watched].map((target) => ({
          target,
          isIntersecting: target.getBoundingClientRect().top < 1000,
        })),
      );
    },
    watched,
  };
}

/** A box in the page: on screen, or far below the fold. */
function box(where: 'on' | 'below'): HTMLElement {
  const el = document.createElement('div');
  el.style.cssText = `position: absolute; left: 0; width: 20px; height: 20px; top: ${where === 'below' ? 5000 : 0}px`;
  document.body.append(el);
  return el;
}

describe('hydration in slices', () => {
  const made: HTMLElement[] = [];
  const place = (where: 'on' | 'below') => {
    const el = box(where);
    made.push(el);
    return el;
  };
  afterEach(() => {
    for (const el of made.splice(0)) el.remove();
  });

  it('hydrates what is on screen first, one element per task, then what is below the fold when idle', async () => {
    const yields = gate();
    const idle = gate();
    const eyes = sight();
    const q = new HydrationQueue({ yield: yields.wait, idle: idle.wait, observe: eyes.observe });
    const done: string[] = [];
    const below = place('below');
    const first = place('on');
    const second = place('on');
    q.add(below, () => done.push('below'));
    q.add(first, () => done.push('first'));
    q.add(second, () => done.push('second'));
    // Nothing runs in the task that queued them; the page then renders and sees them.
    expect(done).to.deep.equal([]);
    expect(eyes.watched.size).to.equal(3);
    eyes.look();
    await waitUntil(() => done.length > 0, 'the first element on screen hydrates');
    expect(done).to.deep.equal(['first']);
    expect(yields.asked).to.equal(1);
    yields.release();
    await waitUntil(() => done.length > 1, 'the second hydrates after the yield');
    expect(done).to.deep.equal(['first', 'second']);
    yields.release();
    await waitUntil(() => idle.asked > 0, 'the element below waits for an idle period');
    expect(done).to.deep.equal(['first', 'second']);
    idle.release();
    await waitUntil(() => done.length > 2, 'it hydrates when the page is idle');
    expect(done).to.deep.equal(['first', 'second', 'below']);
    expect(q.size).to.equal(0);
  });

  it('hydrates an element at once when it is touched, with what its hydration queues', () => {
    const idle = gate();
    const q = new HydrationQueue({ idle: idle.wait });
    const done: string[] = [];
    const below = place('below');
    const inner = place('below');
    q.add(below, () => {
      done.push('touched');
      // Its own hydration queues an element it holds: that one hydrates at once too.
      q.add(inner, () => done.push('inner'));
    });
    below.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(done).to.deep.equal(['touched', 'inner']);
    expect(q.size).to.equal(0);
  });

  it('hydrates an element at once on a click that no touch came before (assistive technology)', () => {
    const idle = gate();
    const q = new HydrationQueue({ idle: idle.wait });
    const done: string[] = [];
    const below = place('below');
    const button = document.createElement('button');
    below.append(button);
    q.add(below, () => done.push('clicked'));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(done).to.deep.equal(['clicked']);
    expect(q.size).to.equal(0);
  });

  it('hydrates an element off screen once it is scrolled into view', async () => {
    const idle = gate();
    const eyes = sight();
    const q = new HydrationQueue({ idle: idle.wait, observe: eyes.observe });
    const done: string[] = [];
    const below = place('below');
    q.add(below, () => done.push('below'));
    eyes.look();
    await waitUntil(() => idle.asked > 0, 'it waits');
    expect(done).to.deep.equal([]);
    below.scrollIntoView();
    eyes.look();
    await waitUntil(() => done.length > 0, 'seen, it hydrates');
    window.scrollTo(0, 0);
  });

  it('yields to the browser and waits for idle time', async () => {
    let later = false;
    setTimeout(() => (later = true), 0);
    await whenIdle(1000);
    expect(later).to.equal(true);
    await yieldToMain();
  });
});
