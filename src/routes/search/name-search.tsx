import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { NAME_SEARCH_MIN_LENGTH, useFindByName, type NameMatch } from '../../api/find-by-name';
import { boatPath, type CharterDates } from '../../lib/boat-path';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';

const TYPING_PAUSE_MS = 250;

/**
 * C11: boat-name autocomplete, the ARIA 1.2 combobox pattern (an input that owns a listbox). From 3
 * characters it asks /find_by_name for at most 5 boats; ↓/↑ move through them, Enter opens the boat's
 * page (with the chosen dates, R11), Escape closes the list and then clears the text.
 */
export function NameSearch({ frame, dates }: { frame: boolean; dates: CharterDates | null }) {
  const t = useT('search');
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Issue 30 item 2: a name typed before the page hydrated is searched for, not dropped.
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input);

  // One request per pause in typing, not per key.
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const { matches, loading } = useFindByName(asked, lang);
  const enough = asked.trim().length >= NAME_SEARCH_MIN_LENGTH;
  const expanded = open && enough && (matches.length > 0 || !loading);
  const hrefOf = (m: NameMatch) => boatPath(lang, { slug: m.slug, type: { slug: m.type_slug } }, { frame, dates });
  const choose = (m: NameMatch) => {
    setOpen(false);
    void navigate(hrefOf(m));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (matches.length === 0) return;
      const n = matches.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter') {
      const m = matches[active];
      if (expanded && m) {
        e.preventDefault();
        choose(m);
      }
    } else if (e.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const activeMatch = expanded ? matches[active] : undefined;
  return (
    <div className="name-search">
      <label htmlFor={`${id}-input`} className="name-search__label">
        {t('name.label')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="name-search__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={`${id}-hint`}
        aria-activedescendant={activeMatch ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <p id={`${id}-hint`} className="name-search__hint">
        {t('name.hint')}
      </p>
      <ul id={listId} role="listbox" aria-label={t('name.suggestions')} className="name-search__list" hidden={!expanded}>
        {expanded &&
          matches.map((m, i) => (
            <li
              key={m.slug}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="name-search__option"
              // Before the input's blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(m)}
            >
              <span className="name-search__name">{m.name}</span>
              <span className="name-search__meta">
                {m.model} · {m.base_name}
              </span>
            </li>
          ))}
      </ul>
      <p className="search__sr" role="status">
        {expanded ? (matches.length > 0 ? t('name.count', { n: matches.length }) : t('name.none')) : ''}
      </p>
    </div>
  );
}
