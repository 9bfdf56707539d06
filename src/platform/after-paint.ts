/**
 * Resolves once the browser has painted what is on screen now: after the next animation frame
 * (which paints) and then a task, so work started then (a store write, an append to a log) runs
 * after the player sees the result, never before it. A hidden page paints no frames, so there it
 * resolves after a task.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') later();
    else requestAnimationFrame(later);
  });
}
