// @vitest-environment happy-dom
import { afterNextPaint } from './after-next-paint.ts';

/** A stand-in for the browser's Paint Timing: the test says when the first contentful frame was shown. */
function fakePaintTiming(supported: boolean) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    private readonly entry;
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return {
    observers,
    runFrame: () => frames.splice(0).forEach((callback) => callback(0)),
    paint: (name: string) => {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      for (const observer of observers) if (!observer.disconnected) observer.callback(list, observer as unknown as PerformanceObserver);
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful frame to be shown, not only recorded', async () => {
    const browser = fakePaintTiming(true);
    const started = afterNextPaint();
    browser.runFrame();
    browser.paint('first-paint');
    expect(await settled(started)).toBe(false);
    browser.paint('first-contentful-paint');
    expect(await settled(started)).toBe(true);
    expect(browser.observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('never starts before the first frame, however long the stylesheet takes', async () => {
    fakePaintTiming(true);
    const started = afterNextPaint();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settled(started)).toBe(false);
  });

  it('starts a moment after the first frame when the browser reports no contentful paint', async () => {
    const browser = fakePaintTiming(true);
    const started = afterNextPaint();
    browser.runFrame();
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    expect(await settled(started)).toBe(true);
  });

  it('starts right after the next frame in a browser without Paint Timing', async () => {
    const browser = fakePaintTiming(false);
    const started = afterNextPaint();
    browser.runFrame();
    expect(await settled(started)).toBe(true);
  });

  it('starts at once in a hidden tab, which paints nothing until shown', async () => {
    fakePaintTiming(true);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterNextPaint())).toBe(true);
    visibility.mockRestore();
  });
});
