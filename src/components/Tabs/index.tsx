// A small accessible tablist (WAI-ARIA tabs pattern): arrow keys, Home and End move between
// tabs, only the selected tab is in the Tab order, each panel is labelled by its tab.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[1]}px;
  background: ${({ theme }) => theme.color.brandSoft};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 1;
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.color.surface : 'transparent')};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadow.card : 'none')};
  cursor: pointer;
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

export interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const moveTo = (index: number) => {
    const count = tabs.length;
    const next = tabs[(index + count) % count];
    if (!next) return;
    onSelect(next.key);
    refs.current[(index + count) % count]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };
  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            ref={(el) => { refs.current[index] = el; }}
            role="tab"
            type="button"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            $selected={tab.key === selected}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {/* Every panel stays mounted (hidden when not selected), so switching tabs loses no input. */}
      {tabs.map((tab) => (
        <div key={tab.key} role="tabpanel" hidden={tab.key !== selected} id={`${baseId}-panel-${tab.key}`} aria-labelledby={`${baseId}-tab-${tab.key}`}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
