import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  scrollStepPx: number;
  scrollLabels: { previous: string; next: string };
  children: ReactNode;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs with automatic activation on a bar that scrolls sideways on narrow screens;
 * the arrow buttons are for pointer users, keyboard users move with the arrow keys.
 */
export function Tabs<Id extends string>(props: TabsProps<Id>) {
  const { label, idPrefix, tabs, value, onChange, scrollStepPx, scrollLabels, children } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(listRef);

  // A link that opens a later tab (a speaker's address, ?tab=programacao) shows it in the bar.
  useEffect(() => {
    const list = listRef.current;
    const selected = document.getElementById(tabId(idPrefix, value));
    if (!list || !selected) return;
    const offset = selected.getBoundingClientRect().left - list.getBoundingClientRect().left;
    if (offset < 0 || offset + selected.offsetWidth > list.clientWidth) list.scrollLeft += offset - 24;
  }, [idPrefix, value]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    const element = document.getElementById(tabId(idPrefix, tab.id));
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab, not the selected one: the selection may still be on its way.
    const focused = tabs.findIndex((tab) => tabId(idPrefix, tab.id) === (event.target as HTMLElement).id);
    const current = focused >= 0 ? focused : tabs.findIndex((tab) => tab.id === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const scrollBy = (direction: 1 | -1) =>
    listRef.current?.scrollBy?.({ left: direction * scrollStepPx, behavior: 'smooth' });
  const arrowClass =
    'grid size-10 shrink-0 place-items-center rounded-full text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 disabled:opacity-30 disabled:hover:bg-transparent';

  return (
    <div>
      <div className="flex items-center gap-1 border-b border-ink-100">
        <button
          type="button"
          className={arrowClass}
          hidden={!overflow.any}
          disabled={!overflow.start}
          aria-label={scrollLabels.previous}
          tabIndex={-1}
          onClick={() => scrollBy(-1)}
        >
          <ChevronLeftIcon />
        </button>
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="scrollbar-none flex flex-1 overflow-x-auto motion-safe:scroll-smooth"
        >
          {tabs.map((tab) => {
            const selected = tab.id === value;
            return (
              <button
                key={tab.id}
                id={tabId(idPrefix, tab.id)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={panelId(idPrefix, tab.id)}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(tab.id)}
                className={`relative shrink-0 px-3 py-3.5 focus-visible:-outline-offset-4 text-sm font-semibold whitespace-nowrap transition-colors ${selected ? 'text-ink-950' : 'text-ink-500 hover:text-ink-800'}`}
              >
                {tab.label}
                <span
                  aria-hidden="true"
                  className={`absolute inset-x-3 bottom-0 h-0.5 rounded-full transition-colors ${selected ? 'bg-gold-500' : 'bg-transparent'}`}
                />
              </button>
            );
          })}
        </div>
        <button
          type="button"
          className={arrowClass}
          hidden={!overflow.any}
          disabled={!overflow.end}
          aria-label={scrollLabels.next}
          tabIndex={-1}
          onClick={() => scrollBy(1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <div
        role="tabpanel"
        id={panelId(idPrefix, value)}
        aria-labelledby={tabId(idPrefix, value)}
        className="pt-6"
      >
        {children}
      </div>
    </div>
  );
}

/** Whether the list is wider than its box, and on which side there is more to see. */
function useOverflow(ref: RefObject<HTMLElement | null>) {
  const [state, setState] = useState({ any: true, start: true, end: true });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const next = {
        any: hidden > 1,
        start: element.scrollLeft > 1,
        end: element.scrollLeft < hidden - 1,
      };
      setState((current) =>
        current.any === next.any && current.start === next.start && current.end === next.end ? current : next,
      );
    };
    // No measuring now: reading the sizes here would force a layout of the whole page in the
    // middle of its first render. The observer's first report comes after the browser's own layout.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return state;
}
