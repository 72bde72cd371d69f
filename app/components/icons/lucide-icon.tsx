import type { IconNode } from 'lucide';
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

/** Read by a screen reader only when given one of these; otherwise the icon is decoration. */
const labelled = (props: IconProps) => Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title');

/**
 * A lucide icon as a React component, drawn from its shape in the `lucide` package: the same SVG
 * lucide-react draws (24 px box, 2 px round strokes in the text colour, hidden from screen readers
 * unless labelled). lucide-react draws it through a general runtime (sizes, colours, absolute
 * strokes, aliases, class names) of about 2 KB compressed that every page fetched and ran for each
 * icon it showed; the shop passes only a class and ARIA attributes (decision record "Icons drawn
 * from lucide's shapes").
 */
export function lucideIcon(shape: IconNode) {
  return function LucideIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide ${className}` : 'lucide'}
        aria-hidden={labelled(props) ? undefined : 'true'}
        {...props}
      >
        {shape.map(([tag, attributes], index) => {
          const Part = tag as 'path';
          return <Part key={index} {...attributes} />;
        })}
      </svg>
    );
  };
}
