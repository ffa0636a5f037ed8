import { Form as FormikForm, getIn, setIn, useFormikContext, validateYupSchema, yupToFormErrors, type FormikContextType, type FormikErrors, type FormikFormProps, type FormikTouched } from 'formik';
import { ValidationError } from 'yup';
import { Component, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { takeEnterBeforeStart } from '../lib/enter-before-start.ts';
import { FieldIdPrefix } from './field-id.ts';
import { fieldValuesInPage } from './field-values-in-page.ts';
import { usePendingEnter } from './use-pending-enter.ts';

interface FormProps extends FormikFormProps {
  /** Gives the fields stable ids, `idPrefix-name` (see useFieldId). */
  idPrefix?: string;
  /**
   * The Formik form's Yup schema again (Formik does not share it with its children): with it, what
   * the browser filled is checked at once when adopted, so the first frame after the app takes
   * over shows the right messages and buttons. Pass it on forms a browser fills before the app runs.
   */
  schema?: unknown;
}

/**
 * What a person does next in a form whose field was given a value without events (a script, an
 * extension, a password shown to the page only after a gesture): these reach the form before
 * React's handlers do, so the value is the form's before a blur validates or a render (after a
 * change in another field, say a select) writes the form's older value back into the field.
 */
const INTERACTIONS = ['focusin', 'focusout', 'pointerdown', 'keydown', 'input', 'change', 'submit'] as const;

/** An input or change event's own field is React's to handle; the others are adopted first. */
const changedField = (event: Event) => (event.type === 'input' || event.type === 'change' ? event.target : null);

/**
 * The changed field's name and current text when it holds plain text of the form (a text field
 * or a single select): rendering it as is keeps it, where a box's rendering would undo the tick.
 */
function carriedValue(target: EventTarget, values: object): [string, string] | null {
  const textLike =
    target instanceof HTMLSelectElement
      ? !target.multiple
      : target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type));
  if (!textLike) return null;
  const field = target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  if (field.name === '' || typeof getIn(values, field.name) !== 'string') return null;
  return [field.name, field.value];
}

/**
 * How often the form looks for such a value when nobody interacts: the browser announces none,
 * and reading a form's few fields costs microseconds.
 */
const LOOK_EVERY_MS = 400;

const isEnterInSingleLineField = (event: Event) =>
  event instanceof KeyboardEvent && event.key === 'Enter' && !event.isComposing && event.target instanceof HTMLInputElement;

/**
 * Formik's form, which also adopts what its fields hold that its values do not. On a
 * prerendered page the browser may have put text into the fields before the app took over
 * (keystrokes, a paste, a password manager, autofill, form restoration); React keeps that text on
 * screen, so the form takes it as its values, marks it touched and validates it, and from the
 * first frame the text shown, the form's state, its messages and its buttons agree. After that,
 * every change reaches the form through React's events as usual, and a value set without events
 * is adopted at the person's next interaction with the form, or within LOOK_EVERY_MS. An Enter it
 * could not answer yet (before the app started, or while it was checking) submits once the check
 * passes (use-pending-enter.ts).
 *
 * Forms using this must not also set `validateOnMount`: Formik would validate its initial values
 * after the adopted ones and could overwrite their result. `initialErrors` (initialErrorsOf) gives
 * the first render its errors instead.
 */
export function Form({ idPrefix, schema, children, onKeyDown, ...props }: FormProps) {
  const formik = useFormikContext<object>();
  const form = useRef<HTMLFormElement>(null);
  const firstCommit = useRef(true);
  const pendingEnter = usePendingEnter(formik);

  // What the listeners below need of the latest render, kept after each commit.
  const latest = useRef({ formik, enterPressed: pendingEnter.enterPressed, schema });

  // After every commit of the form, the hydrating one included, and before the browser paints.
  // React writes a field's value and its default together, so a field whose text differs from its
  // default was changed behind React's back; once adopted, the next commit finds nothing to do.
  useLayoutEffect(() => {
    latest.current = { formik, enterPressed: pendingEnter.enterPressed, schema };
    const element = form.current;
    if (!element) return;
    const enterBeforeStart = firstCommit.current && takeEnterBeforeStart(element);
    firstCommit.current = false;
    adoptHeld(element, formik, null, true, null, schema);
    if (enterBeforeStart) pendingEnter.enterPressed(formik.submitCount);
  });

  // Between commits: native listeners in the capture phase run before React's (which listens at
  // the root), and a slow look catches a value nobody has touched yet.
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return undefined;
    const onInteraction = (event: Event) => {
      const { formik: current, enterPressed } = latest.current;
      const changed = changedField(event);
      if (changed) {
        // Another field changes next (a select chosen, a key typed): React's handler for it runs
        // after this one with the form's state of the last render, and would check the values
        // without the adopted ones, its errors landing last. Where the changed field's own value
        // can be carried over (text, a single select), the adoption, that value included, is
        // rendered now, so the handler sees the current state and React writes nothing older
        // into any field. Otherwise (a box ticked) it is adopted unrendered and checked after.
        const carried = carriedValue(changed, current.values);
        if (carried) {
          flushSync(() => void adoptHeld(element, current, changed, false, carried));
        } else if (adoptHeld(element, current, changed, false)) {
          window.setTimeout(() => void latest.current.formik.validateForm(), 0);
        }
        return;
      }
      // An Enter into a form that was invalid a moment ago: its submit button is still disabled
      // in the page, so the browser drops the Enter; answer it once the adopted values are checked.
      if (adoptHeld(element, current, null, true, null, latest.current.schema) && isEnterInSingleLineField(event)) enterPressed(current.submitCount);
    };
    for (const type of INTERACTIONS) element.addEventListener(type, onInteraction, true);
    const look = window.setInterval(() => adoptHeld(element, latest.current.formik, null, true, null, latest.current.schema), LOOK_EVERY_MS);
    return () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, onInteraction, true);
      window.clearInterval(look);
    };
  }, []);

  return (
    <FieldIdPrefix.Provider value={idPrefix ?? null}>
      <FormikForm
        ref={form}
        // Should the browser ever submit the form itself (before the app runs, form.submit()), it
        // posts: a GET would put the password into the address, the history and the server's logs.
        method="post"
        onKeyDown={(event) => {
          onKeyDown?.(event);
          pendingEnter.onKeyDown(event);
        }}
        {...props}
      >
        <HeldValuesKeeper form={form} values={formik.values}>
          {children}
        </HeldValuesKeeper>
      </FormikForm>
    </FieldIdPrefix.Provider>
  );
}

interface KeeperProps {
  form: RefObject<HTMLFormElement | null>;
  /** The values the fields are about to be rendered with. */
  values: object;
  children: ReactNode;
}

/**
 * A render of the form re-renders its fields, and React writes each controlled field's value back
 * into the page in the commit, before any effect runs: a value set behind React's back and not yet
 * adopted would be wiped (on a busy machine, 1 registration in 20). React's one moment to read the
 * page before a commit changes it is getSnapshotBeforeUpdate, a class lifecycle: what the fields
 * hold that the new render does not is noted there and put back once the commit is done, before
 * the form's effect (its parent's) adopts it and before the browser paints.
 */
class HeldValuesKeeper extends Component<KeeperProps> {
  override getSnapshotBeforeUpdate(): Record<string, string> {
    const element = this.props.form.current;
    if (!element) return {};
    // Text only: React keeps a select's default choice from its first render, so a select the form
    // itself is emptying would look like one set behind its back.
    const held = fieldValuesInPage(element, this.props.values);
    return Object.fromEntries(Object.entries(held).filter(([name]) => !(element.elements.namedItem(name) instanceof HTMLSelectElement)));
  }

  override componentDidUpdate(_previous: KeeperProps, _state: unknown, held: Record<string, string>): void {
    const element = this.props.form.current;
    if (!element) return;
    for (const [name, value] of Object.entries(held)) {
      const field = element.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== value) field.value = value;
    }
  }

  override render() {
    return this.props.children;
  }
}

/** Takes what the form's fields hold that its values do not, touched and checked; says whether there was any. */
function adoptHeld(
  element: HTMLFormElement,
  formik: FormikContextType<object>,
  except: EventTarget | null = null,
  validate = true,
  also: [string, string] | null = null,
  schema: unknown = undefined,
): boolean {
  const held = Object.entries(fieldValuesInPage(element, formik.values, except));
  if (held.length === 0) return false;
  // The changed field's own value comes along untouched: React's handler is about to take it.
  const values = [...held, ...(also ? [also] : [])].reduce<object>((all, [name, value]) => setIn(all, name, value), formik.values);
  const touched = held.reduce<FormikTouched<object>>((all, [name]) => setIn(all, name, true), formik.touched);
  // Checked at once where the form gave its schema, so that the frame the adoption renders (in a
  // layout effect, before the browser paints) shows the right messages and buttons. Without it,
  // the fields are marked touched only once the asynchronous check is done, so no frame shows the
  // empty form's messages under filled fields.
  const errors = validate ? errorsAtOnce(schema, values) : null;
  if (errors) {
    void formik.setErrors(errors);
    void formik.setTouched(touched, false);
    void formik.setValues(values, false);
  } else if (validate) {
    void formik.setValues(values, true).then(() => formik.setTouched(touched, false));
  } else {
    void formik.setTouched(touched, false);
    void formik.setValues(values, false);
  }
  return true;
}

/** The form's errors for `values` from its Yup schema, synchronously; null where it cannot (an asynchronous test, no schema). */
function errorsAtOnce(schema: unknown, values: object): FormikErrors<object> | null {
  if (!isSyncValidatable(schema)) return null;
  try {
    // Formik's own preparation (empty text as undefined) and options, run synchronously.
    validateYupSchema(values, schema, true);
    return {};
  } catch (error) {
    return error instanceof ValidationError ? yupToFormErrors(error) : null;
  }
}

const isSyncValidatable = (schema: unknown): schema is { validateSync(values: object, options: { abortEarly: boolean }): unknown } =>
  typeof schema === 'object' && schema !== null && typeof (schema as { validateSync?: unknown }).validateSync === 'function';
