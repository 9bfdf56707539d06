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
    expect(order).to.deep.equal(
      visible
        ? ['microtask', 'task', 'frame', 'after paint']
        : ['microtask', 'task', 'after paint'],
    );
  });
});
