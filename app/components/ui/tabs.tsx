import { createContext, useContext, useDeferredValue, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { opensElsewhere } from '~/lib/opens-elsewhere';
import { cn } from '~/lib/utils';

// The WAI-ARIA tabs pattern (automatic activation, arrow keys, Home/End). Written here rather than
// taken from Radix because the home page and the listing show tabs on first load, and Radix's
// tabs with their shared helpers were a tenth of those pages' script.

/** `value` is the chosen tab; `shown` the panel on screen, which follows it without holding up the tap. */
type TabsState = { value: string; shown: string; select: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

const safeId = (value: string) => value.replace(/[^\w-]/g, '_');

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ defaultValue, value, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const baseId = useId();
  const current = value ?? own;
  // The chosen tab answers the tap at once; the new panel (a grid of product cards) is rendered
  // right after, in a render that does not block the next paint.
  const shown = useDeferredValue(current);
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, shown, select, baseId }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

/** Arrow keys move between tabs (and choose them); Home and End jump to the ends. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  const at = tabs.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const tab = tabs[(next + tabs.length) % tabs.length];
  tab.focus();
  tab.click();
}

/** `surface` replaces the default background (cn() joins classes, it does not let a later one win). */
export function TabsList({
  className,
  surface = 'bg-sand',
  onKeyDown,
  ...props
}: ComponentProps<'div'> & { surface?: 'bg-sand' | 'bg-sand/80' | 'bg-white/80' }) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex flex-wrap gap-1 rounded-full p-1', surface, className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

/**
 * A tab. With `href` it is a link to the page showing that tab (?tab=…), so it works before the page's
 * scripts arrive; once they have, a tap chooses the tab in place.
 */
export function TabsTrigger({
  value,
  className,
  padding = 'px-4',
  onClick,
  href,
  ...props
}: ComponentProps<'button'> & { value: string; padding?: 'px-4' | 'px-5'; href?: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  const shared = {
    role: 'tab',
    id: `${tabs.baseId}-tab-${safeId(value)}`,
    'aria-selected': active,
    'aria-controls': `${tabs.baseId}-panel-${safeId(value)}`,
    tabIndex: active ? 0 : -1,
    'data-state': active ? 'active' : 'inactive',
    className: cn(
      'rounded-full py-2 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-maroon data-[state=active]:shadow-sm',
      padding,
      className,
    ),
  } as const;
  if (href)
    return (
      <a
        {...shared}
        href={href}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          tabs.select(value);
        }}
      >
        {props.children}
      </a>
    );
  return (
    <button
      type="button"
      {...shared}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** Only the chosen panel is rendered, as with Radix. */
export function TabsContent({ value, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.shown !== value) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${safeId(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${safeId(value)}`}
      tabIndex={0}
      data-state="active"
      {...props}
    />
  );
}
