import { dropUnreadableFragment } from './unreadable-fragment.ts';

describe('an address with a fragment that is not valid percent-encoding', () => {
  it.each(['#50%', '#%E0%A4%A', '#%'])('is opened without it (%s)', (hash) => {
    const replace = vi.fn();
    dropUnreadableFragment({ pathname: '/dashboard', search: '?q=1', hash }, replace);
    expect(replace).toHaveBeenCalledWith('/dashboard?q=1');
  });

  it.each(['', '#top', '#%20ok', '#caf%C3%A9'])('keeps a readable one as it is (%s)', (hash) => {
    const replace = vi.fn();
    dropUnreadableFragment({ pathname: '/dashboard', search: '', hash }, replace);
    expect(replace).not.toHaveBeenCalled();
  });
});
