import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from './tab-keys';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Names the tablist for assistive technology. */
  label: string;
  /** Makes the tab and panel ids unique on the page. */
  idPrefix: string;
  /** In order; the first is selected at first. */
  tabs: readonly TabDefinition<Id>[];
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrows, Home and End
 * move the selection and focus, only the selected tab is in the Tab order
 * (roving tabindex). Every panel is rendered, the inactive ones `hidden`, so
 * the server's HTML holds all of the content for crawlers.
 */
export function Tabs<Id extends string>({ label, idPrefix, tabs }: TabsProps<Id>) {
  const [selected, setSelected] = useState<Id | undefined>(tabs[0]?.id);
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const next = tabIndexForKey(event.key, current, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (next === null || !target) return;
    event.preventDefault();
    setSelected(target.id);
    tabButtons.current[next]?.focus();
  };

  return (
    <div className="tc-tabs">
      <div role="tablist" aria-label={label} className="tc-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabButtons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tc-tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          className="tc-panel"
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
