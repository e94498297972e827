import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { FaqCategory } from '../../api/faq';
import type { LanguageCode } from '../../contract/languages';
import { notify } from '../../features/toast/toast-store';
import { useT } from '../../i18n/use-t';
import { FaqEntries } from './faq-entries';
import { faqPanelPath, faqTabHref, panelId, tabId } from './data';

interface Props {
  lang: LanguageCode;
  groups: readonly FaqCategory[];
  /** The tab the URL opened, whose panel the server rendered. */
  initial: string;
}

type Panel = { state: 'loading' } | { state: 'loaded'; html: string };

// I1: the FAQ categories as tabs (WAI-ARIA tabs pattern, automatic activation): the tab the URL names (the
// first by default) is open; a click, or the arrow keys, Home and End on the tab list, open another. Only
// the tab the URL opened is rendered with the page: another panel loads its HTML from the server the first
// time it opens, and keeps it. Each tab is a link to /{lang}/faq?tab=…, so without JavaScript every panel
// is one page load away.
export function FaqTabs({ lang, groups, initial }: Props) {
  const t = useT('faq');
  const [active, setActive] = useState(initial);
  const [panels, setPanels] = useState<Record<string, Panel>>({});
  const tabs = useRef(new Map<string, HTMLAnchorElement>());

  function load(category: string) {
    setPanels((p) => ({ ...p, [category]: { state: 'loading' } }));
    fetch(faqPanelPath(lang, category), { headers: { Accept: 'text/html' } })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((html) => setPanels((p) => ({ ...p, [category]: { state: 'loaded', html } })))
      .catch(() => {
        // Forget the attempt, so opening the tab again tries again.
        setPanels(({ [category]: _failed, ...rest }) => rest);
        notify('error', t('loadError'));
      });
  }

  function open(category: string, focus: boolean) {
    setActive(category);
    if (category !== initial && !panels[category]) load(category);
    if (focus) tabs.current.get(category)?.focus();
  }

  function onClick(event: MouseEvent, category: string) {
    // A modified click opens the tab's own URL in a new tab, as for any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(category, false);
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = groups.length - 1;
    const next = { ArrowRight: index + 1 > last ? 0 : index + 1, ArrowLeft: index - 1 < 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (next !== undefined) {
      event.preventDefault();
      open(groups[next]!.category, true);
    } else if (event.key === ' ') {
      // Links answer Enter by themselves; a tab answers Space too.
      event.preventDefault();
      open(groups[index]!.category, false);
    }
  }

  return (
    <div className="faq-tabs">
      <div className="faq-tabs__list" role="tablist" aria-label={t('tabsLabel')}>
        {groups.map(({ category }, index) => (
          <a
            key={category}
            ref={(el) => void (el ? tabs.current.set(category, el) : tabs.current.delete(category))}
            id={tabId(category)}
            className="faq-tabs__tab"
            href={faqTabHref(lang, category)}
            role="tab"
            aria-selected={category === active}
            aria-controls={panelId(category)}
            tabIndex={category === active ? 0 : -1}
            onClick={(e) => onClick(e, category)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {t(`categories.${category}`, { defaultValue: category })}
          </a>
        ))}
      </div>
      {groups.map(({ category, entries }) => {
        const panel = panels[category];
        const shown = category === active;
        return (
          <div
            key={category}
            id={panelId(category)}
            className="faq-tabs__panel"
            role="tabpanel"
            aria-labelledby={tabId(category)}
            aria-busy={panel?.state === 'loading' || undefined}
            tabIndex={0}
            hidden={!shown}
          >
            {category === initial ? (
              <FaqEntries entries={entries} />
            ) : panel?.state === 'loaded' ? (
              <div className="faq-tabs__fragment" dangerouslySetInnerHTML={{ __html: panel.html }} />
            ) : panel?.state === 'loading' ? (
              <p className="faq-tabs__loading">{t('loading')}</p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
