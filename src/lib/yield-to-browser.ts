/**
 * Ends the current task and resumes in a new one, so that the browser can handle input and paint
 * in between: a long start split in two is two short tasks. `scheduler.yield()` where the browser
 * has it (it resumes ahead of other queued work); otherwise a message to ourselves, which unlike
 * setTimeout is not slowed to once a second in a background tab.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
