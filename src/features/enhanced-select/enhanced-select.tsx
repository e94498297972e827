import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import type { SelectListboxProps, SelectOption } from './select-listbox';

// I7: a select box that is a plain <select> until its enhancement arrives, and stays one underneath.
// The server renders the native select (it works in a GET form, with the keyboard and screen readers, and
// without JavaScript); after hydration the listbox (downshift's select-only combobox, in its own chunk,
// so the first load does not grow) is loaded while the browser is idle and drawn over it. The native
// select stays in the form, named and valued: the listbox writes its choice into it and fires `change`,
// so the form submits, and the page's handlers see, the same value as before. A failed load is retried
// every second (as the original's wrapper did until its libraries were there) and, after a few tries,
// the native select simply stays.

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  /** The id of the visible label, which also names the listbox. */
  labelId: string;
  children: ReactNode;
};

const RETRY_MS = 1000;
const MAX_TRIES = 10;
let loaded: ComponentType<SelectListboxProps> | null = null;

function useListbox(): ComponentType<SelectListboxProps> | null {
  const [listbox, setListbox] = useState<ComponentType<SelectListboxProps> | null>(() => loaded);
  useEffect(() => {
    if (listbox) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (tries: number) => {
      import('./select-listbox').then(
        (module) => {
          loaded = module.SelectListbox;
          if (!stopped) setListbox(() => module.SelectListbox);
        },
        () => {
          if (!stopped && tries + 1 < MAX_TRIES) timer = setTimeout(() => attempt(tries + 1), RETRY_MS);
        },
      );
    };
    // When the browser is idle, or after two seconds on a page that keeps it busy (the map).
    const idle = window.requestIdleCallback ?? ((run: () => void, _options?: IdleRequestOptions) => setTimeout(run, 1));
    idle(() => !stopped && attempt(0), { timeout: 2000 });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [listbox]);
  return listbox;
}

/** The <option> children as value and label (a label may be written in several text pieces). */
function optionsOf(children: ReactNode): SelectOption[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ value?: string | number; children?: ReactNode; disabled?: boolean }>(child)) return [];
    const label = Children.toArray(child.props.children).join('');
    return [{ value: String(child.props.value ?? label), label, disabled: child.props.disabled === true }];
  });
}

export function EnhancedSelect({ labelId, children, className, ...select }: Props) {
  const native = useRef<HTMLSelectElement>(null);
  const Listbox = useListbox();
  const value = select.value === undefined ? undefined : String(select.value);
  return (
    <span className={['enhanced-select', Listbox && 'enhanced-select--ready', className].filter(Boolean).join(' ')}>
      <select {...select} ref={native} aria-hidden={Listbox ? true : undefined} tabIndex={Listbox ? -1 : select.tabIndex}>
        {children}
      </select>
      {Listbox && (
        <Listbox
          native={native}
          id={select.id}
          labelId={labelId}
          options={optionsOf(children)}
          value={value}
          disabled={select.disabled === true}
        />
      )}
    </span>
  );
}
