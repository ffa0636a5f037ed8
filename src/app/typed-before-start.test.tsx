// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { watchTypedBeforeStart } from './typed-before-start';

function Form() {
  const [email, setEmail] = useState('');
  return (
    <form>
      <input id="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{email === '' ? 'nothing yet' : `state: ${email}`}</output>
    </form>
  );
}

describe('keystrokes into a prerendered page before the app takes it over', () => {
  it('reach the form state once hydrated, also when React would set its own empty value', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'da';
    const typed = watchTypedBeforeStart(container);
    input.value = 'dana';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    await act(async () => typed.restore());
    expect(container.querySelector('output')?.textContent).toBe('state: dana');
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('dana');
    container.remove();
  });
});
