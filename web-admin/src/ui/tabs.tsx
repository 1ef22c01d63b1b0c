import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tab, TabList and TabPanel belong inside <Tabs>');
  return context;
}

const idOf = (baseId: string, part: 'tab' | 'panel', value: string) => `${baseId}-${part}-${value.replace(/\W+/g, '-')}`;

export interface TabsProps {
  /** Controlled: the selected tab's value. */
  value?: string;
  /** Uncontrolled: the tab selected first. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: `<Tabs><TabList label><Tab value/>...</TabList><TabPanel value/>...</Tabs>`.
 * Arrow keys move between tabs and select them, Home and End jump, only the
 * selected tab is in the Tab order, and only the selected panel is mounted.
 */
export function Tabs({ value, defaultValue = '', onValueChange, className, children }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: selected, select }}>
      <div className={['ui-tabs', className].filter(Boolean).join(' ')}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])') ?? []);
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const target = {
      ArrowRight: tabs[(current + 1) % tabs.length],
      ArrowLeft: tabs[(current - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs.at(-1),
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.click();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={label} className={['ui-tabs__list', className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

export interface TabProps {
  value: string;
  disabled?: boolean;
  /** The tooltip: the full text of a label that is cut short. */
  title?: string;
  /** The accessible name, when the visible label is not the whole of it. */
  'aria-label'?: string;
  children: ReactNode;
}

export function Tab({ value, disabled, title, 'aria-label': ariaLabel, children }: TabProps) {
  const { baseId, value: selectedValue, select } = useTabs();
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={idOf(baseId, 'panel', value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      title={title}
      aria-label={ariaLabel}
      className="ui-tabs__tab"
      onClick={() => select(value)}
    >
      {children}
    </button>
  );
}

export function TabPanel({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { baseId, value: selectedValue } = useTabs();
  if (value !== selectedValue) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(baseId, 'panel', value)}
      aria-labelledby={idOf(baseId, 'tab', value)}
      tabIndex={0}
      className={['ui-tabs__panel', className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}

/** One section of SectionTabs: its tab's value and label, and what its panel shows. */
export interface TabSection {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

/** A page in fixed sections: a Tab and a TabPanel for each, under a TabList named `label`; it opens at the first section unless told otherwise. */
export function SectionTabs({ label, sections, ...tabs }: Omit<TabsProps, 'children'> & { label: string; sections: readonly TabSection[] }) {
  return (
    <Tabs defaultValue={sections[0]?.value} {...tabs}>
      <TabList label={label}>
        {sections.map(({ value, label: tabLabel }) => (
          <Tab key={value} value={value}>
            {tabLabel}
          </Tab>
        ))}
      </TabList>
      {sections.map(({ value, panel }) => (
        <TabPanel key={value} value={value}>
          {panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}
