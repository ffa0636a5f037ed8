type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (target: EventTarget | null): target is TextField =>
  (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio' && target.type !== 'file') || target instanceof HTMLTextAreaElement;

/**
 * What an agent types into a prerendered page (src/prerender) before React has taken it over:
 * hydration gives each controlled field React's own value (empty) and would drop it. Watched from
 * the moment the entry runs; given back, through the same input events typing makes, once the
 * app has hydrated (`restore`), so the form's state and rules see it as typed.
 */
export interface TypedBeforeStart {
  restore(): void;
}

export function watchTypedBeforeStart(container: HTMLElement): TypedBeforeStart {
  const typed = new Map<string, string>();
  const remember = (field: TextField) => {
    if (field.id) typed.set(field.id, field.value);
  };
  // Typed before this module ran: the field's value already differs from the page's.
  for (const field of container.querySelectorAll<TextField>('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) remember(field);
  }
  const onInput = (event: Event) => {
    if (isTextField(event.target)) remember(event.target);
  };
  container.addEventListener('input', onInput, true);
  return {
    restore() {
      container.removeEventListener('input', onInput, true);
      for (const [id, value] of typed) {
        const field = document.getElementById(id);
        if (!isTextField(field)) continue;
        // The field may still show the text while React's state holds the page's empty value, and
        // React ignores an input event whose value it believes it already has: assigning through
        // the element (React's own hook on it) makes it believe the field is empty, and the
        // prototype's setter then puts the text back without telling it, so the input event below
        // reads as typing and reaches the form's state.
        field.value = '';
        const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        if (document.activeElement === field && field.type !== 'email' && field.type !== 'number') field.setSelectionRange(value.length, value.length);
      }
      typed.clear();
    },
  };
}
