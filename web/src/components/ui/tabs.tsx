import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/utils/cn';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  /** Classes of this tab beside the shared ones (an accent colour). */
  className?: string;
  panel: ReactNode;
}

/**
 * Tabs as WAI-ARIA's pattern draws them: one tab stop (the selected tab), arrow keys, Home and
 * End move between tabs and select as they go; only the selected panel is rendered, and it is
 * focusable so keyboard readers reach its content next. Tabs and panels carry `data-state`
 * (active / inactive) for styling. Ours instead of a library's: on every reader page (the home
 * page is in the entry chunk) it weighs a tenth of one.
 */
export function Tabs<T extends string>({
  value,
  onChange,
  items,
  label,
  listClassName,
  tabClassName,
  panelClassName,
  'data-testid': testId,
}: {
  value: T;
  onChange: (value: T) => void;
  items: TabItem<T>[];
  /** The tab list's accessible name. */
  label: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: (value: T) => string | undefined;
  'data-testid'?: string;
}) {
  const id = useId();
  const tabs = useRef(new Map<T, HTMLButtonElement>());
  const index = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );
  const selected = items[index];
  const tabId = (item: TabItem<T>) => `${id}-tab-${item.value}`;
  const panelId = (item: TabItem<T>) => `${id}-panel-${item.value}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onChange(items[next].value);
    tabs.current.get(items[next].value)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={listClassName} onKeyDown={onKeyDown} data-testid={testId}>
        {items.map((item) => {
          const active = item === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabs.current.set(item.value, node);
                else tabs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={active}
              aria-controls={panelId(item)}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => onChange(item.value)}
              className={cn(tabClassName, item.className)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        data-state="active"
        className={panelClassName?.(selected.value)}
      >
        {selected.panel}
      </div>
    </div>
  );
}
