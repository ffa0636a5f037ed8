/**
 * Enter pressed in a field of a prerendered form before the app has taken the page over: the
 * browser does nothing with it (the form's submit button is still disabled in the static page),
 * so the wish is kept here, per form element (hydration keeps the element), and the form acts on
 * it once it has adopted its fields (ui/form.tsx): it submits if what it holds is valid, as Enter
 * would have done.
 */
const pressed = new WeakSet<HTMLFormElement>();

const isSingleLineField = (target: EventTarget | null): target is HTMLInputElement => target instanceof HTMLInputElement && target.form !== null;

/** Watches `root` from the moment the entry runs; the forms take what it saw. */
export function watchEnterBeforeStart(root: HTMLElement): void {
  root.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && !event.isComposing && isSingleLineField(event.target) && event.target.form) pressed.add(event.target.form);
    },
    true,
  );
}

/** Whether Enter was pressed in this form before the app started; asked once, when the form appears. */
export function takeEnterBeforeStart(form: HTMLFormElement): boolean {
  const was = pressed.has(form);
  pressed.delete(form);
  return was;
}
