import { useEffect, useState, type ReactNode } from 'react';
import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import SlTabPanel from '@shoelace-style/shoelace/dist/react/tab-panel/index.js';

/**
 * The tab an element shows: first the one its attribute names (parsed, so an unknown value falls
 * back), again whenever the attribute changes, and the one the user picks in between.
 */
export function useShownTab<Id extends string>(attribute: string | undefined, parse: (value: string | undefined) => Id): [Id, (value: string) => void] {
  const [shown, setShown] = useState<Id>(() => parse(attribute));
  useEffect(() => setShown(parse(attribute)), [attribute, parse]);
  return [shown, (value) => setShown(parse(value))];
}

export interface ShownTabPanelsProps<Id extends string> {
  tabs: readonly { id: Id; label: string }[];
  shown: Id;
  /** The name of the tab the user picked (a nested tab group's picks are not passed on). */
  onShow(name: string): void;
  /** Each tab's content, mounted only while it is shown, so each tab loads when first opened. */
  panels: Readonly<Record<Id, ReactNode>>;
  /** The tab group's class (default 'tabs'), for an element's own sheet. */
  className?: string;
  /** Where the tab list stands (Shoelace's placement; default 'top'). */
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/** Shoelace tabs (`part="tabs"`) of which only the shown panel is mounted. */
export function ShownTabPanels<Id extends string>({ tabs, shown, onShow, panels, className = 'tabs', placement = 'top' }: ShownTabPanelsProps<Id>) {
  return (
    <SlTabGroup
      className={className}
      part="tabs"
      placement={placement}
      onSlTabShow={(event) => {
        if (event.target === event.currentTarget) onShow(event.detail.name);
      }}
    >
      {tabs.map((tab) => (
        <SlTab key={tab.id} slot="nav" panel={tab.id} active={tab.id === shown}>
          {tab.label}
        </SlTab>
      ))}
      {tabs.map((tab) => (
        <SlTabPanel key={tab.id} name={tab.id} active={tab.id === shown}>
          {tab.id === shown ? panels[tab.id] : null}
        </SlTabPanel>
      ))}
    </SlTabGroup>
  );
}
