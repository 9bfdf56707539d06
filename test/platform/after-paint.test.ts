import { expect } from '@open-wc/testing';
import { afterPaint } from '../../src/platform/after-paint.js';

describe('afterPaint', () => {
  it('resolves after a task, and on a shown page after the next animation frame', async () => {
    const order: string[] = [];
    const visible = document.visibilityState === 'visible';
    setTimeout(() => order.push('task'), 0);
    if (visible) requestAnimationFrame(() => order.push('frame'));
    await Promise.resolve();
    order.push('microtask');
    await afterPaint();
    order.push('after paint');
    // A frame and a task queued before it may come in either order (a loaded machine can run
    // the frame first); both come before "after paint", which is last.
    expect(order[0]).to.equal('microtask');
    expect(order.at(-1)).to.equal('after paint');
    expect([...order.slice(1, -1)].sort()).to.deep.equal(visible ? ['frame', 'task'] : ['task']);
  });
});
