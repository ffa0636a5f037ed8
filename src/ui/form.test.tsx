// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormikContext } from 'formik';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { object, string } from 'yup';
import { ENTER_BEFORE_START_SCRIPT } from '../lib/enter-before-start.ts';
import { initialErrorsOf } from '../lib/initial-errors.ts';
import { Form } from './form.tsx';
import { TextField } from './text-field.tsx';

/** The prerendered page's inline script, run as the browser runs it when the page arrives. */
const runPageScript = () => new Function(ENTER_BEFORE_START_SCRIPT)() as void;

const schema = object({ email: string().required('Please enter your email.').email('Please enter a valid email.'), password: string().required() });
const empty = { email: '', password: '' };
const initialErrors = initialErrorsOf(schema, empty);

/** A login-like form: SIGN IN is enabled only when the form's own state is valid; the state is shown. */
function LoginLike({ onSubmit = () => {} }: { onSubmit?: (values: typeof empty) => void }) {
  return (
    <Formik initialValues={empty} initialErrors={initialErrors} validationSchema={schema} onSubmit={onSubmit}>
      {({ isValid, values }) => (
        <Form noValidate idPrefix="login">
          <TextField name="email" label="User Name" type="email" autoComplete="username" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <output>{JSON.stringify(values)}</output>
          <button type="submit" disabled={!isValid}>
            SIGN IN
          </button>
        </Form>
      )}
    </Formik>
  );
}

/** The prerendered page in the document, as the browser has it before the app's code runs. */
function prerender(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LoginLike />);
  document.body.append(container);
  return container;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const nativeSet = (input: HTMLInputElement, value: string) => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);

/**
 * Roots these tests create themselves (RTL's cleanup unmounts only its own). Each is unmounted
 * after its test: a mounted Form keeps looking at its fields on a timer, which ran on after the
 * test file's DOM was gone and failed the run ("HTMLInputElement is not defined").
 */
const roots: Root[] = [];

async function hydrate(container: HTMLElement, onSubmit?: (values: typeof empty) => void) {
  await act(async () => {
    roots.push(hydrateRoot(container, <LoginLike onSubmit={onSubmit} />));
  });
}

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
});

describe('a form taking over fields the browser filled before the app ran', () => {
  it('has stable ids a password manager and the browser can find again', () => {
    prerender();
    expect(field('login-email')).toHaveAttribute('name', 'email');
    expect(field('login-password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it.each([
    ['a silent value (form restoration, silent autofill)', (input: HTMLInputElement, value: string) => nativeSet(input, value)],
    [
      "a password manager's value setter with input and change events",
      (input: HTMLInputElement, value: string) => {
        nativeSet(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      },
    ],
  ])('adopts %s: the text shown, the state and SIGN IN agree from the first frame', async (_way, put) => {
    const container = prerender();
    put(field('login-email'), 'dana@demo-title.test');
    put(field('login-password'), 'Closing#2021');
    await hydrate(container);
    expect(screen.getByRole('status').textContent).toBe(JSON.stringify({ email: 'dana@demo-title.test', password: 'Closing#2021' }));
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
    expect(field('login-email')).toHaveValue('dana@demo-title.test');
  });

  it('submits what it adopted when Enter is pressed', async () => {
    const container = prerender();
    nativeSet(field('login-email'), 'dana@demo-title.test');
    nativeSet(field('login-password'), 'Closing#2021');
    const submitted: (typeof empty)[] = [];
    await hydrate(container, (values) => submitted.push(values));
    await userEvent.setup().type(field('login-password'), '{Enter}');
    expect(submitted).toEqual([{ email: 'dana@demo-title.test', password: 'Closing#2021' }]);
  });

  it('shows the message for an adopted value that breaks a rule, as for one typed and left', async () => {
    const container = prerender();
    nativeSet(field('login-email'), 'dana@');
    await hydrate(container);
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeDisabled();
  });

  it('keeps typing after adoption as typing: the next key extends the adopted text', async () => {
    const container = prerender();
    nativeSet(field('login-email'), 'dana@demo-title.tes');
    await hydrate(container);
    await userEvent.setup().type(field('login-email'), 't');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toMatchObject({ email: 'dana@demo-title.test' });
  });

  it('adopts nothing and changes nothing when the fields hold what was rendered', async () => {
    const container = prerender();
    await hydrate(container);
    expect(screen.getByRole('status').textContent).toBe(JSON.stringify(empty));
    expect(screen.queryByText('Please enter your email.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeDisabled();
  });

  it('submits, once, when Enter was pressed in a field before the app started and what it adopted is valid', async () => {
    const container = prerender();
    runPageScript();
    nativeSet(field('login-email'), 'dana@demo-title.test');
    nativeSet(field('login-password'), 'Closing#2021');
    field('login-password').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const submitted: (typeof empty)[] = [];
    await hydrate(container, (values) => submitted.push(values));
    await waitFor(() => expect(submitted).toEqual([{ email: 'dana@demo-title.test', password: 'Closing#2021' }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(submitted).toHaveLength(1);
  });

  it('does not submit an Enter from before the app started when what it adopted breaks a rule', async () => {
    const container = prerender();
    runPageScript();
    nativeSet(field('login-email'), 'dana@');
    field('login-email').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const submitted: (typeof empty)[] = [];
    await hydrate(container, (values) => submitted.push(values));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });
});

describe('a form whose field is given a value without events after the app took over', () => {
  async function hydrated(onSubmit?: (values: typeof empty) => void) {
    const container = prerender();
    await hydrate(container, onSubmit);
    return container;
  }

  it('takes the value before the blur that follows checks it, so no message says the field is empty', async () => {
    await hydrated();
    const user = userEvent.setup();
    await user.click(field('login-email'));
    nativeSet(field('login-email'), 'dana@demo-title.test');
    await user.tab();
    expect(field('login-email')).toHaveValue('dana@demo-title.test');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toMatchObject({ email: 'dana@demo-title.test' });
    expect(screen.queryByText('Please enter your email.')).not.toBeInTheDocument();
  });

  it('submits it when Enter is pressed, although SIGN IN was disabled a moment before', async () => {
    const submitted: (typeof empty)[] = [];
    await hydrated((values) => submitted.push(values));
    const user = userEvent.setup();
    await user.click(field('login-password'));
    nativeSet(field('login-email'), 'dana@demo-title.test');
    nativeSet(field('login-password'), 'Closing#2021');
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submitted).toEqual([{ email: 'dana@demo-title.test', password: 'Closing#2021' }]));
  });

  it('keeps it when another field changes first, as a select chosen next would', async () => {
    await hydrated();
    nativeSet(field('login-email'), 'dana@demo-title.test');
    fireEvent.input(field('login-password'), { target: { value: 'Closing#2021' } });
    expect(field('login-email')).toHaveValue('dana@demo-title.test');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({ email: 'dana@demo-title.test', password: 'Closing#2021' });
  });

  it('takes it within a moment when nobody touches the form, and SIGN IN agrees', async () => {
    await hydrated();
    nativeSet(field('login-email'), 'dana@demo-title.test');
    nativeSet(field('login-password'), 'Closing#2021');
    await waitFor(() => expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled(), { timeout: 2_000 });
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({ email: 'dana@demo-title.test', password: 'Closing#2021' });
  });
});

describe('a form re-rendered while a field holds a value set behind its back', () => {
  /** Changes the form's status: every field renders again, with no event in any of them. */
  function Rerender() {
    const { setStatus } = useFormikContext();
    return (
      <button type="button" onClick={() => setStatus(Math.random())}>
        RENDER
      </button>
    );
  }

  it('keeps the value through the render and adopts it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    roots.push(root);
    await act(async () => {
      root.render(
        <Formik initialValues={empty} validationSchema={schema} onSubmit={() => {}}>
          {({ values }) => (
            <Form noValidate idPrefix="login">
              <TextField name="email" label="User Name" type="email" />
              <Rerender />
              <output>{JSON.stringify(values)}</output>
            </Form>
          )}
        </Formik>,
      );
    });
    nativeSet(field('login-email'), 'dana@demo-title.test');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'RENDER' }));
    });
    expect(field('login-email')).toHaveValue('dana@demo-title.test');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toMatchObject({ email: 'dana@demo-title.test' });
  });
});

