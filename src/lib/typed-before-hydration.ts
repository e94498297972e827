import { useLayoutEffect, type RefObject } from 'react';

// Issue 30 item 2: what a visitor types into a server-rendered field before React hydrates it (or before
// the lazy chunk that holds the field arrives) is in the DOM only. React keeps the DOM's text while
// hydrating, but its state still holds the server's value, so the next render of the field (any state
// change on the page) writes the server's value back and the typing is lost. A field whose text differs
// from the value it was rendered with (its defaultValue, which React sets to the rendered value) is handed
// to React as the visitor's own input: its onChange (or its form's) receives the text, as if just typed.
// A select works alike: React keeps the DOM's choice while hydrating, and the select's next render puts the
// rendered option back, unless the choice is handed over by the change event a choice sends.

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'password', 'number', 'date']);

/** A field as the visitor left it before hydration, to be handed to React. */
type Typed =
  | { el: HTMLInputElement | HTMLTextAreaElement; text: string; caret: readonly [number, number] | null }
  | { el: HTMLInputElement; ticked: boolean }
  | { el: HTMLSelectElement; chosen: string };

function typedInto(el: Element): Typed | null {
  if (el instanceof HTMLSelectElement) {
    // The rendered choice is the option the server marked selected (the first one when none is).
    const rendered = Math.max(
      [...el.options].findIndex((o) => o.defaultSelected),
      0,
    );
    return el.multiple || el.selectedIndex === rendered ? null : { el, chosen: el.value };
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    // An unticked radio is the other side of its group's change: the ticked one is handed over.
    if (el.checked === el.defaultChecked || (el.type === 'radio' && !el.checked)) return null;
    return { el, ticked: el.checked };
  }
  if (!(el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT_TYPES.has(el.type)))) return null;
  if (el.value === el.defaultValue) return null;
  // Only text-like types have a caret to keep (email and number throw on selectionStart).
  const focused = el.ownerDocument.activeElement === el && typeof el.selectionStart === 'number';
  return { el, text: el.value, caret: focused ? [el.selectionStart ?? 0, el.selectionEnd ?? el.selectionStart ?? 0] : null };
}

function handOver(typed: Typed): void {
  if (!typed.el.isConnected) return;
  if ('chosen' in typed) {
    // React reads a select's choice from the DOM when its change event comes.
    typed.el.value = typed.chosen;
    typed.el.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if ('ticked' in typed) {
    // Put back the other way through the element's own setter (React sees it), then clicked, as the visitor did.
    typed.el.checked = !typed.ticked;
    typed.el.click();
    return;
  }
  const { el } = typed;
  // React notices a change by comparing the text with the last value set through the element's own `value`
  // setter. Set another value through it, the typed text through the prototype's setter (which React does
  // not see), and send the input event a keystroke sends: React then calls onChange with the text.
  el.value = typed.text === '' ? ' ' : '';
  const prototype = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(el, typed.text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (typed.caret && el.ownerDocument.activeElement === el) el.setSelectionRange(...typed.caret);
}

/**
 * Adopts what was typed into a field (an input given), or into every field of a form (the form or its
 * submit button given: every form of the kit has one), when it hydrates.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLFormElement | HTMLButtonElement | HTMLInputElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    const form = el instanceof HTMLButtonElement ? el.form : el;
    const fields = form instanceof HTMLFormElement ? [...form.elements] : form ? [form] : [];
    // Read now, in hydration's commit, before any render can write a field back; handed over once the
    // commit is done (still before any further key is handled), one field at a time, each change rendered
    // before the next: a form whose onChange spreads the state it rendered with keeps every field.
    const typed = fields.map(typedInto).filter((t) => t !== null);
    if (typed.length > 0) queueMicrotask(() => typed.forEach(handOver));
  }, [ref]);
}
